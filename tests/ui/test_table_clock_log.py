"""Every table: the player's clock stands by their buttons (play-tests: a ring at the end of the
status line went unseen), and 完整记录 keeps the earlier hands across a reload (the save keeps a
finished hand's result, not its actions)."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from test_gouji_clock import wait_for_prompt
from test_gouji_table import make_app, press, table
from ui_driver import bot_table, center, to_hand_end

from pygame_core.ui import theme as th
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.geom import Rect
from pygame_core.ui.plugin import SeatInfo, signed
from pygame_core.ui.screen import MATCH_KEY, SETTINGS_KEY
from pygame_core.ui.start import StartScreen
from pygame_core.ui.table_log import EARLIER_KEY, HAND_SEP
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.table_seats import draw_bar_clock, draw_seat, felt_rect
from pygame_core.ui.texts import t


def timed_table(w: int, h: int) -> tuple[App, TableScreen, Any, float]:
    """A 够级 table that times by the rules, at the player's first prompt: app, table, its UI, the clock."""
    app = make_app(w, h)
    app.settings.update(timers=True, speed="fast")
    press(app, "start", 0.1)
    scr, ui = table(app)
    return app, scr, ui, wait_for_prompt(app, 0.5)


def rings(app: App) -> list[list[float]]:
    """The countdown arcs drawn this frame: [cx, cy, radius]."""
    return [[op[1], op[2], op[3]] for op in app.dl.ops if op[0] == "W"]


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_the_players_clock_is_by_their_buttons_or_else_on_their_status_line(size: tuple[int, int]) -> None:
    app, scr, _, now = timed_table(*size)
    app.frame(now + 0.25)
    lay = scr.lay
    assert lay is not None
    btns = [h.rect for h in app.dl.hits if h.id.startswith("btn:")]
    assert btns
    first = min(btns, key=lambda r: (r.y, r.x))
    by_bar = [r for r in rings(app) if lay.buttons.inset(-4).contains(r[0], r[1]) and
              (r[0] < min(b.x for b in btns) or r[0] > max(b.r for b in btns) or abs(r[1] - first.cy) > 1)]
    on_line = [r for r in rings(app) if abs(r[1] - lay.me.cy) < 1]
    if size[0] > 1000:  # a laptop's bar has room beside its buttons
        assert by_bar and by_bar[0][2] > 15 and not on_line
    assert len(by_bar) + len(on_line) == 1  # one clock, never two and never none


def resume(storage_app: App) -> tuple[App, TableScreen]:
    """The page reloaded: a new app on the same storage resumes the saved match."""
    app = App(storage_app.storage)
    app.handle({"t": "resize", "w": 1280, "h": 720, "dpr": 1}, 0.0)
    assert isinstance(app.screen, StartScreen)
    app.screen.resume(0.0)
    assert isinstance(app.screen, TableScreen)
    return app, app.screen


def test_the_full_log_keeps_the_earlier_hands_across_a_reload() -> None:
    app, scr = bot_table("huaniao", seed=3)
    now, _ = to_hand_end(app, scr)
    first_hand = list(scr.log)
    assert len(first_hand) > 10
    for _ in range(600):  # the result sheet, then 下一局 as a player presses it
        now += 0.1
        app.frame(now)
        nxt = next((h for h in app.state()["hits"] if h["id"] == "end:next"), None)
        if nxt is not None:
            app.tap_at(*center(nxt), now)
            break
    for _ in range(200):
        now += 0.1
        app.frame(now)
        if scr.client.hand_no == 2 and len(scr.log) > len(first_hand) + 2:
            break
    assert scr.client.hand_no == 2
    assert app.storage.get(EARLIER_KEY)
    _, again = resume(app)
    lines = again.log
    sep = lines.index("—" * 6)
    assert lines[:sep] == first_hand  # hand 1, as it was
    assert again.client.hand_no == 2
    # another series' record, or a damaged one, is not taken for this one's
    rec = json.loads(app.storage.get(EARLIER_KEY) or "")
    for bad in ("{oops", json.dumps({**rec, "tag": rec["tag"].replace(":2:", ":3:")}),
                json.dumps({**rec, "events": "x"})):
        app.storage.set(EARLIER_KEY, bad)
        _, other = resume(app)
        assert "—" * 6 not in other.log
    assert HAND_SEP and app.storage.get(MATCH_KEY) and app.storage.get(SETTINGS_KEY)


def test_a_game_may_give_the_clock_its_own_cell_in_the_bar(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr, _, now = timed_table(1366, 768)
    cell = Rect(300, 600, 60, 44)
    monkeypatch.setattr(type(scr.plugin), "clock_cell", lambda self, view: cell)
    app.frame(now + 0.25)
    assert [r[:2] for r in rings(app)] == [[cell.cx, cell.cy]]


def test_a_game_says_which_asked_seat_the_table_waits_for() -> None:
    """A window asking several seats lights the one it waits on (跑胡子's claims), not all of them."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, _ = table(app)
    c = scr.client
    asked = next(iter(c.to_act()))
    idle = next(s for s in range(c.info.seats) if s not in c.to_act())
    r = Rect(10, 10, 200, 70)

    def plate(seat: int, acting: bool | None) -> object:
        dl = DisplayList()
        draw_seat(dl, r, c, seat, "x", SeatInfo(acting=acting), "")
        return dl.ops[0][7]  # the plate's outline: gold when lit

    assert plate(asked, None) == th.GOLD and plate(idle, None) != th.GOLD
    assert plate(asked, False) != th.GOLD and plate(idle, True) == th.GOLD


def test_under_tuoguan_no_callout_lies_over_its_bar() -> None:
    """托管's bar says who plays: the callout of each answer it sends ("自动：托管") lay over it."""
    app, scr, ui, now = timed_table(1366, 768)
    scr.tap("menu", now)
    scr.tap("menu:auto", now)
    assert ui.tuoguan.on
    seen = 0
    for _ in range(400):
        now += 0.1
        app.frame(now)
        if said := scr.autopilot.showing(now):
            seen += 1
            texts = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
            assert t("auto_said", "zh-Hans", what=said) not in texts
        if seen > 3:
            break
    assert seen


def test_start_over_a_match_left_off_asks_first() -> None:
    """Play-test 5: 开始 on the home screen replaced the match behind 继续上局 without asking."""
    app, scr = bot_table("huaniao", seed=4)
    app.split_ms = None  # every frame draws
    saved = app.storage.get(MATCH_KEY)
    app.home()
    home = app.screen
    assert isinstance(home, StartScreen) and home.has_save
    app.frame(1.0)
    start = next(h for h in app.state()["hits"] if h["id"] == "start")
    app.tap_at(*center(start), 1.1)
    app.frame(1.2)
    hits = {h["id"]: h for h in app.state()["hits"]}
    assert app.screen is home and "ask:yes" in hits and app.storage.get(MATCH_KEY) == saved
    app.tap_at(*center(start), 1.3)  # a second tap where 开始 was keeps the match
    app.frame(1.4)
    assert app.screen is home and not home.replacing and app.storage.get(MATCH_KEY) == saved
    app.tap_at(*center(start), 1.5)
    app.frame(1.6)
    app.tap_at(*center(next(h for h in app.state()["hits"] if h["id"] == "ask:yes")), 1.7)
    assert isinstance(app.screen, TableScreen) and app.storage.get(MATCH_KEY) != saved


def test_the_players_last_seconds_tick_once_a_second() -> None:
    app, scr, _, now = timed_table(1366, 768)
    me = scr.viewer
    assert me is not None
    heard: list[float] = []
    left = 99.0
    while me in scr.client.people_to_act():  # nothing pressed: the clock runs out
        left = scr.client.remaining(me) or 0.0
        out = app.frame(now)
        if ["tick"] in out.get("sounds", []):
            heard.append(scr.client.remaining(me) or 0.0)
        now += 0.25
    # 5, 4, 3, 2, 1, each whole second the prompt lasted (a call the table declines ends 1.5 s early)
    assert [math.ceil(r) for r in heard] == [s for s in (5, 4, 3, 2, 1) if s > left - 0.25], (heard, left)
    app.settings["mute"] = True
    now = wait_for_prompt(app, now)
    while me in scr.client.people_to_act():
        assert ["tick"] not in app.frame(now).get("sounds", [])
        now += 0.25


def test_the_clock_keeps_the_games_cell_while_no_button_shows_yet() -> None:
    """花鸟风月's pass shows no button till a card is raised: the clock stays in its cell meanwhile."""
    app, scr, _, now = timed_table(1366, 768)
    dl, cell = DisplayList(), Rect(300, 600, 60, 44)
    assert draw_bar_clock(dl, scr.client, scr.viewer, Rect(0, 560, 1366, 100), [], cell)
    assert [[op[1], op[2]] for op in dl.ops if op[0] == "W"] == [[cell.cx, cell.cy]]
    assert not draw_bar_clock(DisplayList(), scr.client, scr.viewer, Rect(0, 560, 1366, 100), [])


def test_the_status_line_names_the_bot_the_game_waits_on(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, _ = table(app)
    now = 0.2
    while scr.client.bot_to_act() is None:
        now += 0.1
        app.frame(now)
    other = next(s for s in range(6) if s != scr.viewer and s != scr.client.bot_to_act())
    monkeypatch.setattr(type(scr.plugin), "waiting_on", lambda self, view: other)
    app.frame(now + 0.01)
    dl = DisplayList()
    scr._draw_me(dl, scr.lay, scr.view(), now)
    line = " ".join(str(op[3]) for op in dl.ops if op[0] == "T")
    assert t("thinking", "zh-Hans", name=scr.seat_name(other)) in line
    # -1: a bot's play made and still landing (花鸟风月's own 且慢 window): nobody thinks, nobody is waited on
    monkeypatch.setattr(type(scr.plugin), "waiting_on", lambda self, view: -1)
    dl = DisplayList()
    scr._draw_me(dl, scr.lay, scr.view(), now)
    line = " ".join(str(op[3]) for op in dl.ops if op[0] == "T")
    assert "思考中" not in line and "等待" not in line, line


def test_a_hand_that_gives_back_room_does_so_only_while_nothing_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr, _, now = timed_table(390, 844)
    asks = [250.0]
    monkeypatch.setattr(type(scr.plugin), "hand_height", lambda self, v, n, aw, h, phone: asks[0])
    monkeypatch.setattr(type(scr.plugin), "HAND_GIVES_BACK", True)
    assert scr.layout(390, 844).hand.h == 250
    asks[0] = 150.0
    assert scr.layout(390, 844).hand.h == 250  # the player's prompt: the bar stays put
    monkeypatch.setattr(type(scr.client), "people_to_act", lambda self: [])
    assert scr.layout(390, 844).hand.h == 150  # a quiet moment: the room goes back to the felt


def test_a_phone_on_its_side_gives_the_felt_the_status_lines_row() -> None:
    """Play-test 4/5: a phone held sideways gave 够级's felt 181 of 390 px; the player's line now
    shares the button row, left of its cells, and the felt takes its 26 px."""
    app = make_app(844, 390)
    press(app, "start", 0.1)
    scr, _ = table(app)
    app.frame(0.5)
    lay = scr.lay
    assert lay is not None
    assert felt_rect(lay).h >= 200
    assert lay.me.y >= lay.buttons.y and lay.me.r <= lay.buttons.x  # beside the cells, not over them
    assert signed(0.0, "zh-Hans") == "0" and signed(3.0, "zh-Hans") == "+3"


@pytest.mark.parametrize(("w", "h", "own"), [(390, 844, True), (1366, 768, False)])
def test_a_phones_log_strip_shows_the_games_own_lines(w: int, h: int, own: bool) -> None:
    """A game may fill a phone's two-line strip with its own lines (够级: the round's plays, pt13 D1);
    the laptop's log keeps the log."""
    app, scr = bot_table("huaniao", seed=3, w=w, h=h)
    scr.plugin.phone_log = lambda lines: ["本轮 · 电脑3 出 K K K"]  # type: ignore[method-assign]
    app.frame(0.5)
    dl = DisplayList()
    scr.draw(dl, w, h, 0.6)
    said = any(op[0] == "T" and "电脑3 出 K K K" in str(op[3]) for op in dl.ops)
    assert said == own
