"""The 散场 card (play-test 34, 够级 and 花鸟风月: "leaving throws the match score away with no 散场
settlement"): the menu's 结束 in a match with a hand over shows every seat ranked by its match total, the
player's row marked, the winner named, 继续打 (nothing lost) and 回主页 (the match is over); with no hand
over, the plain question as before; the result sheet's own 回主页 keeps the match (test_table_bar). Driven
by taps at the centre of what is drawn, in English."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_peer_tables import host_and_guest, play_to_the_end
from ui_driver import center

from pygame_core.core import registry
from pygame_core.table.master import Master
from pygame_core.ui.app import App
from pygame_core.ui.geom import Rect
from pygame_core.ui.screen import MATCH_KEY, SETTINGS_KEY, MemoryStorage
from pygame_core.ui.settle import MINE
from pygame_core.ui.start import StartScreen
from pygame_core.ui.table_screen import TableScreen

GAMES = ["gouji", "paohuzi", "huaniao"]
SIZES = [(1366, 768), (390, 844), (844, 390)]


def a_match(game: str, hands: int, live: bool = False, seed: int = 3, people: tuple[str, ...] = ("human",)) -> str:
    """A save of ``hands`` finished hands (bots played them), the ``people`` from seat 0; ``live``: the next
    hand dealt and under way."""
    info = registry.get(game)
    m = Master(info, info.options_for(info.default_preset), seed, ["bot:easy"] * info.seats)
    for i in range(hands + live):
        m.start_hand()
        if i < hands:
            m.run_bots()
            assert m.is_over()
    d = json.loads(m.dumps())
    d["seats"][:len(people)] = list(people)
    return json.dumps(d)


def table(save: str, w: float = 1366, h: float = 768, lang: str = "en") -> tuple[App, TableScreen]:
    st = MemoryStorage()
    st.set(MATCH_KEY, save)
    st.set(SETTINGS_KEY, json.dumps({"speed": "instant", "lang": lang, "tour_off": True}))
    app = App(st)
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 3 if w < 720 else 1}, 0.0)
    assert isinstance(app.screen, StartScreen)
    app.screen.resume(0.0)
    assert isinstance(app.screen, TableScreen)
    return app, app.screen


def frames(app: App, now: float, n: int = 30) -> float:
    for _ in range(n):
        now += 0.1
        app.frame(now)
    return now


def tap(app: App, hid: str, now: float) -> float:
    """A finger on the centre of ``hid`` as drawn (the hit found there must be it)."""
    hit = next((h for h in app.state()["hits"] if h["id"] == hid), None)
    assert hit is not None, f"{hid} not drawn: {[h['id'] for h in app.state()['hits']]}"
    x, y = center(hit)
    assert app.tap_at(x, y, now) == hid
    return frames(app, now, 3)


def texts(app: App) -> list[list[Any]]:
    return [op for op in app.dl.ops if op[0] == "T"]


def words(app: App) -> list[str]:
    return [str(op[3]) for op in texts(app)]


def card_rows(app: App, scr: TableScreen) -> list[str]:
    """The names on the card, top to bottom (the texts after its 'Player' head that name a seat)."""
    ws = words(app)
    names = {scr.seat_name(s) for s in range(scr.client.info.seats)}
    return [w for w in ws[ws.index("Player"):] if w in names]


def leave(app: App, now: float) -> float:
    """The menu's 结束 (the top bar's menu is live over a result sheet too)."""
    return tap(app, "menu:leave", tap(app, "menu", now + 1.0))


def to_sheet_and_leave(app: App, scr: TableScreen) -> float:
    now = frames(app, 0.0, 60)
    assert scr.end_shown(now), "the finished hand's sheet shows"
    return leave(app, now)


@pytest.mark.parametrize("game", GAMES)
def test_the_menus_end_over_a_sheet_shows_the_match_ranked_and_keep_playing_loses_nothing(game: str) -> None:
    app, scr = table(a_match(game, 2))
    now = to_sheet_and_leave(app, scr)
    assert isinstance(app.screen, TableScreen), "no leaving yet: the card asks"
    ws = words(app)
    assert "Match over · 2 hands" in ws and "Keep playing" in ws and "Main menu" in ws
    c, ui = scr.client, scr.plugin
    totals = ui.match_scores([h for h in c.hands() if h.returns is not None])
    assert totals is not None
    ranked = card_rows(app, scr)
    assert [totals[[scr.seat_name(s) for s in range(c.info.seats)].index(n)] for n in ranked] == \
        sorted(totals, reverse=True), "best first"
    for s in range(c.info.seats):
        assert ui.signed_score(float(totals[s]), "en") in ws, "each seat's total"
    best = max(totals)
    tops = [scr.seat_name(s) for s in range(c.info.seats) if totals[s] == best]
    line = ws[ws.index("Match over · 2 hands") + 1]
    if totals[0] == best:
        assert line in ("You won the match!", "You share first place!") or line == "All level"
    else:
        assert line.startswith("Winner: " + tops[0]) and " · you " in line, line
    mine = [op for op in app.dl.ops if op[0] == "R" and op[6] == MINE]
    assert len(mine) == 1, "the player's own row is marked"
    if game != "paohuzi":  # its hands' top score is no win of its own (plugin.hands_won)
        assert "Won" in ws
    saved = app.storage.get(MATCH_KEY)
    now = tap(app, "ask:no", now + 1.0)  # 继续打, read first
    assert app.screen is scr and not scr.leaving and "Keep playing" not in words(app)
    assert scr.end_shown(now) and len(c.hands()) == 2, "the sheet again, the match as it was"
    now = tap(app, "end:next", now + 1.0)
    assert c.hand_no == 3 and app.storage.get(MATCH_KEY) is not None and saved is not None


@pytest.mark.parametrize("game", GAMES)
def test_main_menu_on_the_card_goes_home_and_the_match_is_over(game: str) -> None:
    app, scr = table(a_match(game, 1))
    now = to_sheet_and_leave(app, scr)
    ws = words(app)
    assert "Match over · 1 hand" in ws and "Main menu ends the match here" in ws
    tap(app, "ask:yes", now + 1.0)
    assert isinstance(app.screen, StartScreen) and app.storage.get(MATCH_KEY) is None, "no 继续上局: it is over"


@pytest.mark.parametrize("w,h", SIZES)
def test_the_sheets_own_main_menu_asks_and_keeps_the_match(w: int, h: int) -> None:
    """Play-test 36, 跑胡子 #5: the sheet's 回主页 left at once and the player took the 8-hand match for lost.
    It asks with the card, which says the score is kept; 继续打 goes back to the sheet, 回主页 home with
    继续上局."""
    app, scr = table(a_match("huaniao", 1), w, h)
    now = tap(app, "end:menu", frames(app, 0.0, 60) + 1.0)
    ws = words(app)
    assert isinstance(app.screen, TableScreen) and "Taking a break · 1 played" in ws
    assert "Main menu keeps the score: Resume it from the start screen" in ws and app.state()["asking"]
    assert not [w for w in ws if "Match over" in w or "won the match" in w or "Winner" in w], ws  # it goes on
    now = tap(app, "ask:no", now + 1.0)
    assert isinstance(app.screen, TableScreen) and not scr.leaving and app.state()["end_shown"]
    now = tap(app, "end:menu", now + 1.0)
    tap(app, "ask:yes", now + 1.0)
    assert isinstance(app.screen, StartScreen) and app.storage.get(MATCH_KEY)


@pytest.mark.parametrize("w,h", SIZES)
def test_a_double_tap_on_the_menus_end_leaves_the_card_up(w: int, h: int) -> None:
    """A tap on the card's 回主页 as it comes up (a double tap's second, wherever the finger lands) is
    refused: the match is not thrown away unread; a moment later it is taken."""
    app, scr = table(a_match("huaniao", 1, live=True), w, h)
    now = tap(app, "menu", frames(app, 0.0, 5))
    hit = next(h for h in app.state()["hits"] if h["id"] == "menu:leave")
    x, y = center(hit)
    app.tap_at(x, y, now)
    app.frame(now + 0.05)
    yes = next(h for h in app.state()["hits"] if h["id"] == "ask:yes")
    assert app.tap_at(*center(yes), now + 0.2) == "ask:yes"
    frames(app, now + 0.2, 2)
    assert app.screen is scr and scr.leaving and "Keep playing" in words(app)
    tap(app, "ask:yes", now + 1.0)
    assert isinstance(app.screen, StartScreen)


def test_no_hand_over_keeps_the_plain_question() -> None:
    app, scr = table(a_match("huaniao", 0, live=True))
    now = leave(app, frames(app, 0.0, 5))
    ws = words(app)
    assert any(w.startswith("End this match") for w in ws) and not any("Match over" in w for w in ws)
    tap(app, "ask:yes", now + 1.0)
    assert isinstance(app.screen, StartScreen) and app.storage.get(MATCH_KEY) is None


@pytest.mark.parametrize("game", GAMES)
def test_the_menus_end_mid_hand_counts_the_hands_over(game: str) -> None:
    app, scr = table(a_match(game, 1, live=True))
    now = frames(app, 0.0, 5)
    assert not scr.client.is_over()
    now = leave(app, now)
    ws = words(app)
    assert "Match over · 1 hand" in ws and "The hand in play does not count" in ws
    ply = scr.client.ply()
    now = tap(app, "ask:no", now + 1.0)
    assert app.screen is scr and not scr.leaving and scr.client.ply() >= ply


@pytest.mark.parametrize("w,h", SIZES)
@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant", "en"])
def test_the_card_fits_every_screen(w: int, h: int, lang: str) -> None:
    """Six seats (够级) on a laptop, a phone and a phone on its side: every text and button whole on screen,
    the buttons a finger's size, the rows apart."""
    app, scr = table(a_match("gouji", 1), w, h, lang)
    to_sheet_and_leave(app, scr)
    ts = texts(app)
    i = max(k for k, op in enumerate(ts) if op[3] in ("Player", "玩家"))
    card = ts[i - 4:]
    for op in card:
        x, y, s, size, align, mw = op[1], op[2], str(op[3]), op[4], op[6], op[9]
        assert 0 <= y - size / 2 and y + size / 2 <= h, (s, y)
        assert size >= 10, (s, size)
        if align == "c":
            assert mw == 0 or mw <= w, s
        assert 0 <= x <= w, (s, x)
    for hid in ("ask:yes", "ask:no"):
        r = Rect(*next(hh["rect"] for hh in app.state()["hits"] if hh["id"] == hid))
        assert r.x >= 0 and r.y >= 0 and r.r <= w and r.b <= h and r.h >= 44, (hid, r)
    names = [op for op in card if op[3] in {scr.seat_name(s) for s in range(6)}]
    ys = sorted(op[2] for op in names)
    assert len(ys) == 6 and min(b - a for a, b in zip(ys, ys[1:], strict=False)) >= 22, ys


def test_a_game_whose_matches_restart_says_how_many_hands_its_total_covers(monkeypatch: pytest.MonkeyPatch) -> None:
    """跑胡子's 再来一场 starts its totals from 0: the card counts the hands of the match they cover."""
    app, scr = table(a_match("paohuzi", 2))
    monkeypatch.setattr(type(scr.plugin), "match_hands", lambda self, hands: 1)
    to_sheet_and_leave(app, scr)
    assert "Match over · 1 hand" in words(app)


def test_at_a_hot_seat_table_no_row_is_you_and_the_winner_is_named() -> None:
    app, scr = table(a_match("huaniao", 2, people=("hotseat", "hotseat")))
    now = tap(app, "curtain", frames(app, 0.0, 5))
    now = to_sheet_and_leave(app, scr) if scr.client.is_over() else leave(app, now)
    ws = words(app)
    line = ws[ws.index("Match over · 2 hands") + 1]
    assert line.startswith("Winner: ") or line == "All level", line
    assert not any(op[0] == "R" and op[6] == MINE for op in app.dl.ops)


def test_a_guests_peer_table_shows_its_totals_and_leaves_as_before() -> None:
    host_app, guest_app, _lob = host_and_guest("huaniao", 1280, 720)
    now = play_to_the_end("huaniao", [host_app, guest_app], 0.0, 5)
    scr = guest_app.screen
    assert isinstance(scr, TableScreen) and scr.name == "peer_table"
    now = leave(guest_app, now)
    ws = words(guest_app)
    assert "Match over · 1 hand" in ws or "散场 · 1 局" in ws
    totals = scr.plugin.match_scores([h for h in scr.client.hands() if h.returns is not None])
    assert totals is not None
    assert all(scr.plugin.signed_score(float(v), scr.lang) in ws for v in totals)
    tap(guest_app, "ask:yes", now + 1.0)
    assert isinstance(guest_app.screen, StartScreen)
