"""The 跑胡子 result sheet's opening: the frame of the hand's last step draws the table alone, the
next one opens the sheet over the same table, replayed (not drawn again, its JSON made once),
and the replay of the hand is built only when the player opens the viewer."""

from __future__ import annotations

import json
from typing import Any

import pytest
from ui_driver import bot_table, center, sheet_drawn, to_hand_end, to_sheet, to_sheet_open

from pygame_core.core.i18n import tx
from pygame_core.table.client import LocalClient
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList, Still
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.table_seats import series_text


@pytest.fixture(scope="module")
def ended() -> tuple[App, TableScreen, float, dict[str, Any]]:
    app, scr = bot_table()
    now, out = to_hand_end(app, scr)
    return app, scr, now, out


def test_the_table_shows_alone_till_its_last_moment_is_read_and_the_sheet_opens_over_it() -> None:
    """The sheet waits for the hand's last win to be read (跑胡子 session 35: a bot's win amount shows
    2.5 s at least, 48d2c874), the page asked for each frame at once; then it opens over the same table,
    kept as a still picture (a ``Y`` op) under it."""
    app, scr = bot_table()
    now, last, opened = to_sheet_open(app, scr)
    assert app.state()["end_shown"] and last["wake"] == 0.0   # the page asks for the next frame at once
    y, n = last["ops"][0], last["ops"][0][2]
    assert y[0] == "Y" and opened["ops"][0][0] == "Y" and opened["ops"][0][2] == n   # the table, a still
    assert opened["ops"][1:n + 1] == last["ops"][1:n + 1] and len(opened["ops"]) > n + 1   # the same table under it
    assert opened["ops"] == app.dl.ops   # the JSON made in parts is the display list


def test_the_table_under_the_sheet_is_replayed_until_something_it_shows_changes(ended: Any,
                                                                              monkeypatch: Any) -> None:
    app, scr, now, _ = ended
    now += 4.0  # a light still showing as the hand ended (a bowl lit 1.6 s, a win's amount 2.5 s) is over: still
    app.frame_json(now)
    calls: list[int] = []
    real = type(scr.plugin).draw_center
    monkeypatch.setattr(type(scr.plugin), "draw_center", lambda *a: (calls.append(1), real(*a))[1])
    app.frame_json(now + 0.1)
    y = app.dl.ops[0]
    res = scr.view().get("result") or {}
    if len(res.get("wins", [])) > 1:  # the pager redraws the sheet, not the table
        nxt = next(h for h in app.dl.hits if h.id == "pz:next")
        app.tap_at(*center({"rect": nxt.rect.to_list()}), now + 0.2)
        app.frame_json(now + 0.3)
        assert app.dl.ops[0] == y
    assert not calls
    app.set_lang("en")
    app.frame_json(now + 0.4)
    assert calls and app.dl.ops[0][0] == "Y" and app.dl.ops[0][1] != y[1] and sheet_drawn(app)
    fresh = DisplayList()
    scr._draw_table(fresh, app.w, app.h, scr.view(), now + 0.4)
    assert app.dl.ops[1:app.dl.ops[0][2] + 1] == fresh.ops   # what is replayed is what is drawn
    app.set_lang("zh-Hans")


def test_the_replay_is_built_when_the_viewer_opens_not_with_the_sheet(monkeypatch: Any) -> None:
    built: list[int] = []
    real = LocalClient.replay
    monkeypatch.setattr(LocalClient, "replay", lambda self: (built.append(1), real(self))[1])
    app, scr = bot_table()
    now, _, _ = to_sheet_open(app, scr)
    assert sheet_drawn(app) and any(h.id == "end:replay" for h in app.dl.hits) and not built
    app.tap("end:replay", now + 0.1)
    assert built and app.screen.name == "replay"


def test_ops_json_is_the_display_lists_json_with_stills_anywhere() -> None:
    first, later = Still(), Still()
    dl = DisplayList()
    first.keep(dl, None, (0, 0))
    dl.rect(Rect(0, 0, 10, 10), "#fff")
    first.keep(dl, "a", (0, 0))
    dl.text(1, 2, "胡 \"x\"", 12, "#000")
    since = (len(dl.ops), len(dl.hits))
    dl.circle(3, 4, 5, "#f00")
    dl.hit("h", Rect(0, 0, 1, 1))
    later.keep(dl, "b", since)
    dl.line(0, 0, 1, 1, "#000")
    assert dl.ops[0] == ["Y", dl.ops[0][1], 1] and dl.ops[3][0] == "C"   # only a still from op 0 is marked
    assert json.loads(dl.ops_json()) == dl.ops
    again = DisplayList()
    assert first.replay(again, "a") and not later.replay(again, "c") and later.replay(again, "b")
    assert again.ops == [*dl.ops[:2], dl.ops[3]] and [h.id for h in again.hits] == ["h"]
    assert json.loads(again.ops_json()) == again.ops and not Still().replay(again, None)


def test_a_game_whose_sheet_shows_the_match_per_seat_drops_the_shared_series_line(ended: Any,
                                                                                 monkeypatch: Any) -> None:
    app, scr, now, _ = ended
    def texts() -> list[str]:
        dl = DisplayList()
        scr._draw_end(dl, app.w, app.h, scr.view(), now)
        return [str(op[3]) for op in dl.ops if op[0] == "T"]
    line = series_text(scr.client, scr.plugin.match_scores(scr.client.hands()),
                       [scr.seat_name(s) for s in range(3)], scr.lang, scr.plugin.MATCH_TOTAL,
                       scr.plugin.signed_score)
    monkeypatch.setattr(type(scr.plugin), "SERIES_ON_SHEET", True)
    assert line and any(line.split("  ")[0] in tx for tx in texts())
    monkeypatch.setattr(type(scr.plugin), "SERIES_ON_SHEET", False)
    assert not any(line.split("  ")[0] in tx for tx in texts())


def test_the_seats_and_the_series_line_show_totals_in_the_games_own_format(ended: Any, monkeypatch: Any) -> None:
    """Play-test 8 (跑胡子 30c, 33): the sheet said 你 -0.41万 while 总分 on the seats and under the sheet
    said -4096 (the shared format switches unit at 1万): a game formats its own totals."""
    app, scr, now, _ = ended
    monkeypatch.setattr(type(scr.plugin), "SERIES_ON_SHEET", True)
    monkeypatch.setattr(type(scr.plugin), "signed_score", lambda self, v, lang: f"≈{v:g}")
    scores = scr.plugin.match_scores(scr.client.hands())
    assert scores is not None
    assert f"≈{scores[0]:g}" in scr.match_total(0)
    dl = DisplayList()
    scr._draw_end(dl, app.w, app.h, scr.view(), now)
    assert any(f"≈{scores[1]:g}" in str(op[3]) for op in dl.ops if op[0] == "T")


def test_a_game_may_drop_the_plates_totals_while_its_sheet_lists_them(ended: Any, monkeypatch: Any) -> None:
    """Play-test 8 (够级 64): all six plates round the sheet said 散场结算 +6/-2/... beside the sheet's
    own column of the same figures."""
    app, scr, now, _ = ended
    assert scr.client.is_over() and scr.match_total(0)
    monkeypatch.setattr(type(scr.plugin), "PLATE_TOTALS_OVER", False)
    assert scr.match_total(0) == "" and app.state()["totals"] == [""] * 3


def test_a_game_may_ask_for_a_wider_sheet_on_a_wide_screen(ended: Any, monkeypatch: Any) -> None:
    """跑胡子 lays every hand face up on its sheet: at 560 px its tiles came out 22 px on a laptop with
    room to spare. GameUI.END_W widens the sheet; a phone's stays the screen less its margins."""
    app, scr, now, _ = ended
    seen: list[Rect] = []
    monkeypatch.setattr(type(scr.plugin), "draw_end", lambda self, dl, r, view, now: seen.append(r))
    monkeypatch.setattr(type(scr.plugin), "END_W", 720.0)
    for w, h, body_w in ((1366, 768, 680), (390, 844, 326)):
        seen.clear()
        scr._draw_end(DisplayList(), w, h, scr.view(), now)
        assert seen and seen[0].w == body_w, (w, seen)


@pytest.mark.parametrize("game", ["gouji", "paohuzi", "huaniao"])
def test_the_sheet_takes_every_tap_under_the_top_bar(game: str) -> None:
    """Play-test 21, 花鸟风月: a tap on the sheet went through it to the 记牌器 strip under it, whose bubble
    then lay over 下一局. Nothing the table drew under the sheet takes a tap; its top bar still does."""
    app, scr = bot_table(game)
    to_sheet(app, scr)
    w, h = app.w, app.h
    for x in range(5, int(w), 37):
        for y in range(60, int(h), 29):
            hit = app.dl.hit_at(x, y)
            assert hit is not None and not hit.id.startswith(("tip", "seat:", "card:", "btn:")), (x, y, hit)
    top = app.dl.hit_at(20, 25)
    assert top is not None and top.id == "menu"


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_the_top_bar_stays_lit_above_the_sheet(ended: Any, monkeypatch: pytest.MonkeyPatch,
                                               size: tuple[int, int]) -> None:
    """Play-test 24, 跑胡子: the top bar lay dimmed under the sheet's shade, yet a tap on its 🔊 muted. The
    bar answers under the sheet (menu, log, sound), so neither the shade nor the sheet (however tall its
    body) covers it."""
    app, scr, now, _ = ended
    w, h = size
    app.handle({"t": "resize", "w": w, "h": h}, now)
    app.frame(now)
    assert scr.lay is not None
    top = scr.lay.top.b
    monkeypatch.setattr(type(scr.plugin), "end_height", lambda self, view, width: 5000.0)
    dl = DisplayList()
    scr._draw_end(dl, w, h, scr.view(), now)
    rects = [op for op in dl.ops if op[0] == "R"]
    assert rects and all(op[2] >= top for op in rects), (top, [op[:5] for op in rects if op[2] < top])


def test_the_game_names_the_next_hand_button(ended: Any, monkeypatch: Any) -> None:
    """A game may call 下一局 something else (跑胡子's last hand of a match: 再来一场); its word is on
    the button the player presses, and the button is still 下一局's (end:next)."""
    app, scr, now, _ = ended
    app.frame_json(now + 3.0)
    labels = [op[3] for op in app.dl.ops if op[0] == "T"]
    assert "下一局" in labels and "再来一场" not in labels
    monkeypatch.setattr(type(scr.plugin), "next_label", lambda self, view: tx("再来一场", "再來一場", "New match"))
    app.frame_json(now + 3.5)
    labels = [op[3] for op in app.dl.ops if op[0] == "T"]
    assert "再来一场" in labels and "下一局" not in labels and any(h.id == "end:next" for h in app.dl.hits)


@pytest.mark.parametrize("game", ["huaniao", "paohuzi"])  # (够级's laptop log is folded into the felt)
def test_the_log_columns_full_log_stays_live_beside_the_sheet(game: str) -> None:
    """Play-test 39 (花鸟风月 #5, 184444-fulllog): the laptop's log column beside the result sheet showed
    完整记录, but the sheet's cover took the tap: it opens the full log over the sheet, which closes back to it."""
    app, scr = bot_table(game, w=1366, h=768)
    now = to_sheet(app, scr)
    full = [h for h in app.state()["hits"] if h["id"] == "log" and h["label"] == "完整记录"]
    assert full, "no 完整记录 beside the sheet"
    x, y = center(full[-1])
    assert app.tap_at(x, y, now + 0.1) == "log"
    app.frame(now + 0.2)
    assert app.state()["overlay"] == "log"
    close = next(h for h in app.state()["hits"] if h["id"] == "overlay:close")
    app.tap_at(*center(close), now + 0.5)
    app.frame(now + 0.6)
    assert app.state()["overlay"] is None and app.state()["end_shown"]
