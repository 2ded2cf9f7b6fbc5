"""The 够级 table after the second play-test (6/10): 托管's bar covers no card; every seat's word
(过, 让, 不明点) sits at its own badge, the ones across the top in one row; 出牌 is grey while the
selection is no legal play; a call about to time out is declined with the table's callout."""

from __future__ import annotations

from typing import Any

import pytest
from test_gouji_table import SIZES, drive, make_app, press, table

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.geom import Rect
from pygame_core.ui.tuoguan import BAR_H


def in_play(w: int, h: int, lead: bool = False, deal: int | None = None) -> tuple[Any, Any, Any]:
    """A table where the viewer is to play (``lead``: with a play allowed, not only a pass; ``deal``:
    the deal's seed, None for a random one)."""
    app = make_app(w, h, deal=deal)
    press(app, "start", 0.1)
    scr, ui = table(app)
    me = scr.viewer
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and me in scr.client.to_act()
          and (not lead or any(x.get("a") == "play" for x in ui._legal())))
    return app, scr, ui


@pytest.mark.parametrize("size", SIZES)
def test_the_tuoguan_bar_covers_no_card(size: tuple[int, int]) -> None:
    """托管's bar sits over the action bar (empty while it answers): the hand keeps its room."""
    app, scr, ui = in_play(*size)
    lay = scr.lay
    off = ui.hand_rects(lay.hand, scr.view(), len(ui.hand(scr.view())))
    ui.tuoguan.on = True
    app.frame(500.0)
    lay = scr.lay
    rects = ui.hand_rects(lay.hand, scr.view(), len(ui.hand(scr.view())))
    assert rects and rects == off
    assert max(r.b for r in rects) <= lay.hand.b + 1  # (and the hand still fits its area)
    bars = [op for op in app.dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.86)"
            and abs(float(op[4]) - BAR_H) < 0.5]
    assert bars and all(abs(float(op[2]) - (lay.buttons.y + 2)) < 0.5 for op in bars), bars


@pytest.mark.parametrize("size", [(1366, 768)])  # phones seat round the table: test_gouji_phone.py
def test_every_seats_word_sits_at_its_own_badge(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    _app, scr, ui = in_play(*size)
    view = scr.view()
    me = ui.me()
    ui.round.clear()
    ui.round.passes = {s: "pass" for s in range(6)}
    monkeypatch.setattr(ui, "pass_word", lambda view, seat, kind: f"S{seat}")
    dl = DisplayList()
    lay = scr.lay
    ui.draw_center(dl, lay.center, view, 500.0)
    at = {int(op[3][1:]): (float(op[1]), float(op[2])) for op in dl.ops
          if op[0] == "T" and str(op[3]).startswith("S") and str(op[3])[1:].isdigit()}
    assert set(at) == set(range(6)), at
    tops = []
    for s, r in lay.seats.items():
        x, y = at[s]
        if r.b <= lay.center.y + 1:  # a badge above the table: its word right under it, in its column
            assert r.x <= x <= r.r and 0 <= y - r.b <= 70, (s, r, at[s])
            tops.append(y)
        else:  # a badge beside the table: its word at the table's edge next to it
            assert min(abs(x - r.r), abs(x - r.x)) <= 60 and abs(y - r.b) <= 40, (s, r, at[s])
    assert max(tops) - min(tops) < 1, tops  # the words across the top in one row, not staggered
    assert lay.center.x <= at[me][0] <= lay.center.r  # the viewer's in the table, above the hand


def test_play_is_grey_while_the_selection_is_no_legal_play() -> None:
    _app, scr, ui = in_play(1366, 768, lead=True)
    view = scr.view()
    legal = ui._legal()
    hand = ui.hand(view)
    good = next(a for a in legal if a.get("a") == "play")
    need, sel = list(good["cards"]), []
    for c in sorted(hand, key=lambda c: c["v"]):
        r = ui._sel_ranks([c])[0]
        if r in need:
            need.remove(r)
            sel.append(c)
    btn = next(b for b in ui._offer(view, sel, legal) if b.id == "play")
    assert btn.style == "primary" and btn.enabled
    # the lowest card and the highest: no legal play (two ranks never go together but with jokers)
    two = [hand[-1], next(c for c in hand if c["v"] < 16 and c["v"] != hand[-1]["v"])]
    assert not ui._is_legal(ui._sel_ranks(two), legal)
    btn = next(b for b in ui._offer(view, two, legal) if b.id == "play")
    assert btn.style != "primary" and not btn.enabled and btn.action is not None  # faded (pt28 smaller: beige read
    # as pressable), still pressable: the table says why


def test_a_call_about_to_time_out_is_declined_with_a_callout(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(1366, 768)
    app.settings["timers"] = True
    press(app, "start", 0.1)
    scr, ui = table(app)
    me = scr.viewer
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") in ("yudian", "mingdian")
          and me in scr.client.to_act())
    view = scr.view()
    legal = ui._legal()
    assert ui.auto_answer(view, legal) is None  # time enough: the player decides
    monkeypatch.setattr(scr.client, "remaining", lambda seat: 1.0)
    auto = ui.auto_answer(view, legal)
    assert auto is not None and auto.action == {"a": "skip"} and auto.label in ("不预点", "不明点")  # (no clock shown: pt30 #5)
    asked: list[bool] = []
    monkeypatch.setattr(scr, "reask", lambda: asked.append(True))
    ui.late_call = False
    ui.draw_center(DisplayList(), scr.lay.center, view, 600.0)
    assert asked  # the table asks again: the callout shows and the decline goes before the clock ends


def test_fast_forward_is_offered_once_the_viewer_has_gone_out(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr, ui = in_play(1366, 768)
    me = ui.me()
    view = dict(scr.view())
    assert not ui.gone(view)
    view["places_so_far"] = {str(me): 2, str((me + 1) % 6): 1}
    assert ui.gone(view) and ui.out_of_hand(view)  # a place while the hand goes on
    assert not ui.out_of_hand({**view, "phase": "over"})
    monkeypatch.setattr(ui, "out_of_hand", lambda v: True)
    monkeypatch.setattr(scr.client, "to_act", lambda: ())  # nobody asks the viewer anything
    app.settings["speed"] = "normal"
    scr._btn_cache = None
    app.frame(700.0)
    assert "btn:ffwd" in {h["id"] for h in app.state()["hits"]}
    press(app, "btn:ffwd", 700.1)
    master = scr.client.master
    for k in range(3):  # the set-up's pace (GoujiUI.pace, every frame) leaves 快进's speed alone
        app.frame(700.2 + k * 0.1)
    assert scr.fast() and master.bot_delay == 0.0


def test_a_phone_on_its_side_shows_who_pays_whom_and_the_latest_event() -> None:
    """A phone on its side has no log panel: the log's latest line is on the table; its result
    sheet keeps the "谁→谁 点贡/憋贡/落贡" lines a laptop shows (the play-test's S61 dropped them)."""
    app = make_app(844, 390)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.latest) > 0)
    dl = DisplayList()
    ui.draw_center(dl, scr.lay.center, scr.view(), 300.0)
    assert ui.latest in [op[3] for op in dl.ops if op[0] == "T"]
    drive(app, 2.0, seed=4)
    view = scr.view()
    obligations = view["result"]["obligations"]
    assert obligations
    for h in (200, 240, 280):
        dl = DisplayList()
        r = Rect(0, 0, 720, h)
        ui.draw_end(dl, r, view, 0.0)
        texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
        shown = [ob for ob in obligations
                 if any(ui.name(ob["from"]) in t and ui.name(ob["to"]) in t for t in texts)]
        # a low panel (or over ten lines) says "…and N more" rather than push the sheet's row off
        more = any(ui.tx("more_owed", n=k) in texts for k in range(1, len(obligations) + 1))
        assert len(shown) == len(obligations) or more, (h, texts)
        assert max(float(op[2]) for op in dl.ops if op[0] == "T") <= r.b - 4


def test_the_viewers_status_line_keeps_to_what_matters_now() -> None:
    """The play-test's strip read "明点 捎过 过": the viewer's line keeps one tag (a tap explains
    them all), their own pass being the word on the table; the other seats keep theirs."""
    _app, scr, ui = in_play(1366, 768)
    me = ui.me()
    other = (me + 1) % 6
    view = dict(scr.view())
    view["calls"] = ["m"] * 6
    view["shao"] = [[other, me], [me, other]]
    view["passed"] = [True] * 6
    view["yielded"] = [False] * 6
    mine = ui.seat_info(view, me).lines
    assert mine[1:] == ["捎过"], mine
    assert ui.seat_info(view, other).lines[1].split() == ["明点", "捎过", "过"]


def test_before_the_deal_the_empty_hand_says_why() -> None:
    """预点 comes before the deal: the hand's room (a third of a phone) says why it is empty."""
    app = make_app(390, 844)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "yudian" and scr.viewer in scr.client.to_act())
    dl = DisplayList()
    ui.draw_hand(dl, scr.lay.hand, scr.view(), 100.0)
    assert any(op[0] == "T" and str(op[3]).startswith("预点在发牌前") for op in dl.ops)
