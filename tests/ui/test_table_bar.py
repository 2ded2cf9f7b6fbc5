"""The shared table's traps and pace: cards flying (anim.Flights), a bar whose buttons keep their
cells, no late tap taken by a button that just took another's place, a question before an action
that cannot be undone, prompts with nothing to decide answered after a beat, chips that explain
themselves, the match total, the bot speed in the menu and leaving a match asked first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from test_ui_app import make_app, press

from pygame_core.core.game import JSON, Action
from pygame_core.core.i18n import tx
from pygame_core.table.client import LocalClient
from pygame_core.ui import table_screen, widgets
from pygame_core.ui.anim import FLIGHT_S, STAGGER_S, Flights
from pygame_core.ui.app import MATCH_KEY, App, MemoryStorage
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.ffwd import FastForward
from pygame_core.ui.geom import Rect
from pygame_core.ui.layout import table_layout
from pygame_core.ui.plugin import AutoAnswer, Btn, GameUI, SeatInfo
from pygame_core.ui.screen import bot_delay
from pygame_core.ui.start import StartScreen
from pygame_core.ui.table_bar import (
    AUTO_S,
    GAP,
    GUARD_S,
    TOOK_S,
    Autopilot,
    Guard,
    callout_rect,
    draw_callout,
    guarded,
    overlap,
    place,
    reaches,
    slot_cells,
)
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.widgets import Chip


# --- flights ------------------------------------------------------------------------------------
def test_flights_leave_one_after_another_and_land() -> None:
    fl = Flights()
    a = fl.add(["x"], (0.0, 0.0), Rect(100, 100, 20, 20), 10.0, "进贡")
    b = fl.add(["y", "z"], (0.0, 0.0), (200.0, 0.0), 10.0)
    assert a.t0 == 10.0 and b.t0 == pytest.approx(10.0 + STAGGER_S)
    assert b.at(10.1) is None, "a flight waiting to leave is not drawn"
    assert a.at(10.0) == (0.0, 0.0) and a.at(10.0 + FLIGHT_S) == pytest.approx((110.0, 110.0))
    mid = b.at(b.t0 + FLIGHT_S * 0.3)
    assert mid is not None and mid[1] < 0, "the cards rise on an arc"
    assert fl.running(10.0 + FLIGHT_S + 0.01), "the second is still in the air"
    assert not fl.running(b.t0 + FLIGHT_S + 0.01)


def test_a_flight_follows_a_place_that_moves() -> None:
    spot = [Rect(0, 0, 10, 10)]
    fl = Flights()
    f = fl.add([1], lambda: spot[0], (0.0, 0.0), 0.0, duration=1.0)
    spot[0] = Rect(90, 90, 20, 20)  # the window was resized: the seat's badge moved
    assert f.at(0.0) == (100.0, 100.0)


def test_flights_draw_each_card_through_the_game_and_the_label() -> None:
    fl = Flights()
    fl.add(["a", "b", "c"], (0.0, 0.0), (300.0, 0.0), 0.0, "还牌")
    drawn: list[tuple[Rect, Any]] = []
    dl = DisplayList()
    fl.draw(dl, 0.2, lambda d, r, c: drawn.append((r, c)))
    assert [c for _r, c in drawn] == ["a", "b", "c"]
    assert drawn[0][0].x < drawn[1][0].x < drawn[2][0].x
    assert any(op[0] == "T" and op[3] == "还牌" for op in dl.ops)
    drawn.clear()
    fl.draw(DisplayList(), 5.0, lambda d, r, c: drawn.append((r, c)))
    assert not drawn, "landed flights are gone"


def test_the_table_holds_the_bots_while_cards_fly(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr = probe_table(monkeypatch)
    now = to_my_turn(app, scr, 1.0)
    assert isinstance(scr.client, LocalClient)
    scr.client.set_bot_delay(0.0)
    press(app, "btn:a0", now)
    for _ in range(50):  # on to a bot's turn (the viewer may answer a window first)
        if scr.client.bot_to_act() is not None:
            break
        app.frame(now)
        if scr.viewer in scr.client.people_to_act():
            press(app, [b["id"] for b in app.state()["buttons"] if b["id"] != "btn:swap"][0], now)
        now += 0.5
    ply = scr.client.ply()
    scr.plugin.flying.add(["x"], lambda: scr.plugin.seat_rect(1), lambda: scr.plugin.seat_rect(0), now, "出")
    assert scr.tick(now + 0.1), "frames keep coming while a card flies"
    assert scr.client.ply() == ply, "no bot moves while a card is in the air"
    assert any(op[0] == "T" and op[3] == "出" for op in app.frame(now + 0.2)["ops"])
    app.frame(now + FLIGHT_S + 0.1)
    app.frame(now + FLIGHT_S + 0.2)
    assert scr.client.ply() > ply


# --- the bar's cells ------------------------------------------------------------------------------
SLOTS = ["hint", "same", "pass", "play"]


@pytest.mark.parametrize("w,phone", [(374.0, True), (1000.0, False)])
def test_a_kind_keeps_its_cell_whatever_else_shows(w: float, phone: bool) -> None:
    area = Rect(8, 500, w, 100)
    cells = slot_cells(area, SLOTS, phone)
    full = [Btn("hint", "提示", slot="hint"), Btn("same", "同点全选", slot="same"),
            Btn("pass", "过", slot="pass"), Btn("play", "出牌", slot="play")]
    for shown in (full, full[2:], [full[3]], [full[0], full[3]]):
        for b, r in place(area, shown, SLOTS, phone):
            assert r == cells[b.slot], f"{b.id} moved when {[x.id for x in shown]} show"
    rs = list(cells.values())
    assert all(a.r <= b.x or a.b <= b.y or b.r <= a.x or b.b <= a.y for i, a in enumerate(rs) for b in rs[i + 1:])
    assert all(area.x <= r.x and r.r <= area.r for r in rs)


def test_a_button_without_a_cell_makes_the_bar_flow() -> None:
    area = Rect(0, 0, 600, 100)
    got = place(area, [Btn("a", "一"), Btn("b", "二")], SLOTS, False)
    assert len(got) == 2 and got[0][1].r <= got[1][1].x


# --- a table with a plugin of the test's own ------------------------------------------------------
class Probe(GameUI):
    """The generic table part with what a test switches on: slots, a confirmation, a forced answer,
    a chip and marks. Its "换" button (no action) puts a play button in its own cell."""

    confirm = ""
    forced: str | None = None  # the label of the forced answer (None: the player decides)

    def bar_slots(self, view: JSON) -> list[str]:
        return ["left", "right"]

    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        legal = self._legal()
        if not legal:
            return []
        if self.page == 0:  # ``page`` is part of the table's button cache key
            return [Btn("swap", "换", None, slot="left"), Btn("a0", "一", legal[0], "primary", slot="right",
                                                            confirm=self.confirm)]
        return [Btn("late", "二", legal[0], slot="left"), Btn("elsewhere", "三", legal[0], slot="right")]

    def tap(self, hid: str, view: JSON) -> bool:
        if hid == "btn:swap":
            self.page = 1
            return True
        return False

    def auto_answer(self, view: JSON, legal: list[Action]) -> AutoAnswer | None:
        return AutoAnswer(legal[0], self.forced) if self.forced is not None and legal else None

    def status(self, view: JSON) -> Sequence[str | Chip]:
        return ["无说明", Chip("白昼", "白昼：一行说明")]

    def seat_info(self, view: JSON, seat: int) -> SeatInfo:
        return SeatInfo(None, [], ["庄"] if seat == 0 else [])

    def match_scores(self, hands: list[Any]) -> list[float] | None:
        return [float(10 * (s + 1)) for s in range(self.info.seats)]


def probe_table(monkeypatch: pytest.MonkeyPatch, **kw: Any) -> tuple[App, TableScreen]:
    plugin = type("P", (Probe,), kw)
    monkeypatch.setattr(table_screen, "plugin_for", lambda gid: plugin)
    app = make_app(game="huaniao", speed="slow", fixed_seed=3)
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen) and isinstance(scr.plugin, Probe)
    return app, scr


def to_my_turn(app: App, scr: TableScreen, now: float) -> float:
    for _ in range(400):
        app.frame(now)
        if scr.viewer in scr.client.people_to_act():
            return now
        now += 0.5
    raise AssertionError("never the viewer's turn")


def hit_at(app: App, hid: str) -> tuple[float, float]:
    h = [x for x in app.state()["hits"] if x["id"] == hid][-1]
    x, y, w, hh = h["rect"]
    return x + w / 2, y + hh / 2


def test_a_late_tap_never_presses_the_button_that_took_the_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two taps on one spot: the first changes the bar, the second (0.15 s later) lands on the
    button that just took that spot and is ignored; after GUARD_S the same tap counts. A button
    that was already there counts at once."""
    app, scr = probe_table(monkeypatch)
    now = to_my_turn(app, scr, 1.0)
    spot = hit_at(app, "btn:swap")
    assert app.tap_at(*spot, now) == "btn:swap"
    app.frame(now + 0.05)
    ply = scr.client.ply()
    assert app.tap_at(*spot, now + 0.15) == "btn:late"
    assert scr.client.ply() == ply, "the late tap was taken by the button that took the place"
    assert app.state()["quiet"] > 0
    app.tap_at(*spot, now + 0.05 + GUARD_S)
    assert scr.client.ply() > ply, "a deliberate tap after the guard counts"


def test_a_new_button_away_from_the_last_tap_counts_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """出牌 showing after 提示 chose the cards is pressed at once: only the spot tapped is guarded."""
    app, scr = probe_table(monkeypatch)
    now = to_my_turn(app, scr, 1.0)
    press(app, "btn:swap", now)
    app.frame(now + 0.05)
    ply = scr.client.ply()
    press(app, "btn:elsewhere", now + 0.15)
    assert scr.client.ply() > ply


def test_a_button_already_there_counts_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr = probe_table(monkeypatch)
    now = to_my_turn(app, scr, 1.0)
    press(app, "btn:swap", now)
    scr.plugin.page = 0  # the bar as it was: 一 showed before the last tap
    app.frame(now)
    ply = scr.client.ply()
    press(app, "btn:a0", now + 0.05)
    assert scr.client.ply() > ply


def test_a_bet_is_asked_before_it_is_placed(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr = probe_table(monkeypatch, confirm="预点 8 张")
    now = to_my_turn(app, scr, 1.0)
    ply = scr.client.ply()
    press(app, "btn:a0", now)
    app.frame(now + 0.1)
    st = app.state()
    assert st["asking"] == "预点 8 张" and scr.client.ply() == ply
    ask = {h["id"]: h["rect"] for h in st["hits"] if h["id"] in ("ask:yes", "ask:no")}
    bar = [h["rect"] for h in st["hits"] if h["id"] == "btn:a0"][-1]
    assert ask["ask:yes"][1] + ask["ask:yes"][3] < bar[1], "确定 sits above the bar, not under the tap"
    asked = next(op for op in app.dl.ops if op[0] == "T" and "确定预点 8 张？" in str(op[3]))
    assert asked[8] == "a", "a question in sans (play-test 28, 234055: a serif 一 read as a dot on a phone)"
    press(app, "ask:no", now + 1.0)
    assert scr.client.ply() == ply and app.state()["asking"] is None
    app.frame(now + 1.1)
    press(app, "btn:a0", now + 1.6)
    app.frame(now + 1.7)
    press(app, "ask:yes", now + 2.5)
    assert scr.client.ply() > ply


def test_a_forced_prompt_is_answered_after_a_beat_with_a_callout(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr = probe_table(monkeypatch, forced="要不起")
    now = 1.0
    for _ in range(400):  # up to the viewer's first prompt, frame by frame
        app.frame(now)
        if scr.viewer in scr.client.people_to_act():
            break
        now += 0.05
    ply = scr.client.ply()
    app.frame(now + AUTO_S * 0.8)
    assert scr.client.ply() == ply, "not faster than a person would answer"
    assert app.state()["auto"] == "要不起"
    assert any(op[0] == "T" and op[3] == "自动：要不起" for op in app.dl.ops)
    assert scr.wake(now + AUTO_S * 0.8) is not None
    lay = scr.lay
    assert lay is not None
    ops = app.dl.ops
    said = next(i for i, op in enumerate(ops) if op[0] == "T" and op[3] == "自动：要不起")
    box = next(Rect(*ops[i][1:5]) for i in range(said, -1, -1) if ops[i][0] == "R")  # its pill
    buttons = [Rect(*h["rect"]) for h in app.state()["hits"] if h["id"].startswith("btn:")]
    covered = [r for r in [lay.me, lay.hand, *buttons] if overlap(box, r)]
    assert not covered, f"the callout {box} covers what the player needs: {covered}"
    app.frame(now + AUTO_S + 0.05)
    assert scr.client.ply() > ply
    assert app.state()["auto"] is None, "gone once the answer is sent"
    assert not any(op[0] == "T" and op[3] == "自动：要不起" for op in app.dl.ops)


def test_the_game_is_asked_once_a_prompt(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []

    def auto(self: Probe, view: JSON, legal: list[Action]) -> AutoAnswer | None:
        asked.append(len(legal))
        return None

    app, scr = probe_table(monkeypatch, auto_answer=auto)
    now = to_my_turn(app, scr, 1.0)
    n = len(asked)
    for i in range(10):
        app.frame(now + 0.1 * i)
    assert len(asked) == n, "a prompt's legal actions are not listed again every frame"


def test_an_unlabelled_forced_answer_goes_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr = probe_table(monkeypatch, forced="")
    now = 1.0
    for _ in range(400):
        app.frame(now)
        if scr.client.ply() > 0 and scr.viewer in scr.client.to_act():
            break
        now += 0.05
    seen = scr.client.ply()
    app.frame(now + 0.01)
    assert scr.client.ply() > seen or scr.viewer not in scr.client.people_to_act()
    assert app.state()["auto"] is None


def test_a_chip_explains_itself_and_the_next_tap_closes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The next tap closes the bubble and still does what it meant (play-test 30, 花鸟风月 #1: a card's
    tap after a seat's tip was eaten; tests/ui/test_tip_tap.py); a tap on the bubble only closes it."""
    app, scr = probe_table(monkeypatch)
    now = to_my_turn(app, scr, 1.0)
    tips = [h for h in app.state()["hits"] if h["id"].startswith("tip:")]
    assert [h["label"] for h in tips] == ["白昼：一行说明"], "only the chip with a tip is tappable"
    press(app, tips[0]["id"], now)
    app.frame(now + 0.1)
    assert app.state()["bubble"] == "白昼：一行说明"
    assert any(op[0] == "T" and op[3] == "白昼：一行说明" for op in app.dl.ops)
    ply = scr.client.ply()
    assert app.tap_at(*hit_at(app, "bubble"), now + 0.5) == "bubble"  # on the bubble: closes it, presses nothing
    assert app.state()["bubble"] is None and scr.client.ply() == ply
    press(app, tips[0]["id"], now + 1.0)
    app.frame(now + 1.1)
    assert app.tap_at(*hit_at(app, "btn:a0"), now + 1.5) == "btn:a0"  # elsewhere: closes it and acts
    assert app.state()["bubble"] is None and scr.client.ply() > ply


def test_marks_and_the_match_total_show_on_every_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr = probe_table(monkeypatch)
    to_my_turn(app, scr, 1.0)
    assert "庄" in [op[3] for op in app.dl.ops if op[0] == "T"], "the dealer's seal on the viewer's own strip"
    assert app.state()["totals"] == [""] * 4, "no total before a hand is over"
    monkeypatch.setattr(scr.client, "is_over", lambda: True)
    assert scr.match_total(0) == "", "the first hand's points wait for its sheet (test_plate_totals)"
    scr._sheet_hand = scr.client.hand_no  # its sheet has shown
    assert scr.match_total(0) == "总分 +10" and scr.match_total(3) == "总分 +40"


def test_leaving_a_match_is_asked_first(monkeypatch: pytest.MonkeyPatch) -> None:
    storage = MemoryStorage()
    app = make_app(storage)
    press(app, "start", 0.1)
    app.frame(0.2)
    press(app, "menu", 0.3)
    app.frame(0.4)
    press(app, "menu:leave", 0.5)
    app.frame(0.6)
    assert isinstance(app.screen, TableScreen) and app.state()["asking"]
    press(app, "ask:no", 1.5)
    app.frame(1.6)
    assert isinstance(app.screen, TableScreen) and storage.get(MATCH_KEY)
    press(app, "menu", 2.0)
    app.frame(2.1)
    press(app, "menu:leave", 2.2)
    app.frame(2.3)
    press(app, "ask:yes", 3.0)
    assert isinstance(app.screen, StartScreen) and not storage.get(MATCH_KEY)


def test_the_bot_speed_is_changed_from_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(speed="normal")
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen) and isinstance(scr.client, LocalClient)
    before = scr.client.master.bot_delay
    app.frame(0.2)
    press(app, "menu", 0.3)
    app.frame(0.4)
    assert {"speed:slow", "speed:normal", "speed:fast"} <= {h["id"] for h in app.state()["hits"]}
    press(app, "speed:slow", 0.5)
    assert app.settings["speed"] == "slow" and scr.client.master.bot_delay > before


def test_a_forced_answer_may_name_its_own_beat() -> None:
    """A game whose forced steps come in long runs (花鸟风月's draws) answers them sooner."""
    pilot = Autopilot()
    pilot.offer((1, 5), AutoAnswer({"a": "pass"}, "不打", beat=0.3), 10.0)
    assert pilot.due(10.2) is None
    assert pilot.due(10.31) == {"a": "pass"}
    plain = Autopilot()
    plain.offer((1, 5), AutoAnswer({"a": "pass"}, "不打"), 10.0)
    assert plain.due(10.31) is None and plain.due(10.0 + AUTO_S) == {"a": "pass"}


def test_a_button_sub_line_stays_readable() -> None:
    """出牌's "A A A" under its label: at least 11 px however small the button's own text."""
    dl = DisplayList()
    widgets.button(dl, "play", Rect(0, 0, 90, 44), "出牌", sub="A A A", size=14.0)
    sizes = {op[3]: op[4] for op in dl.ops if op[0] == "T"}
    assert sizes["A A A"] >= 11.0
    # play-test 22 (够级, phone): the play named under 出牌 read at ~8 px; a finger-sized button's line is
    # 13 px, and a long one stays 11 or more (squeezed to the button's width, never shrunk further)
    assert sizes["A A A"] >= 13.0
    long = DisplayList()
    widgets.button(long, "play", Rect(0, 0, 120, 44), "出牌", sub="大王 大王 · 捎（对方进捎贡）", size=16.0)
    line = next(op for op in long.ops if op[0] == "T" and op[3].startswith("大王"))
    assert line[4] >= 11.0 and line[9] <= 112.0


def test_main_menu_from_the_result_sheet_keeps_the_match() -> None:
    """A hand's end is not the match's: 回主页 on the sheet keeps it, and 继续 deals the next hand
    (a play-tester lost the match total that way and started over at 第1局)."""
    storage = MemoryStorage()
    app = make_app(storage, game="huaniao", fixed_seed=3)
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    now = 0.2
    while not app.state().get("end_shown"):
        app.frame(now)
        c = scr.client
        if scr.viewer in c.people_to_act():
            c.act(scr.viewer, c.legal(scr.viewer)[0])
            scr.refresh(now)
        now += 0.3
        assert now < 900, "the hand never ended"
    press(app, "end:menu", now)
    app.frame(now + 0.5)
    press(app, "ask:yes", now + 1.0)  # asked first: the card says the score is kept (settle.py)
    assert isinstance(app.screen, StartScreen) and storage.get(MATCH_KEY)
    app.frame(now + 0.1)
    press(app, "resume", now + 0.2)
    scr = app.screen
    assert isinstance(scr, TableScreen) and scr.client.is_over()  # the sheet again, then the next hand
    scr.client.next_hand()
    assert scr.client.hand_no == 2


def test_fast_forward_once_the_viewer_is_out_of_the_hand() -> None:
    """快进 (ui/ffwd.py) shows when the game says the viewer is out and nobody asks them anything;
    it plays the rest at once and gives the chosen speed back when pressed again or at the end."""
    app = make_app(game="huaniao", speed="normal", fixed_seed=3)
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen) and isinstance(scr.client, LocalClient)
    master = scr.client.master
    normal = bot_delay(app.settings)  # the chosen speed (a game may pace each bot move round it)
    assert normal > 0
    hits = lambda: {h["id"] for h in app.state()["hits"]}  # noqa: E731
    now = 0.2
    while scr.viewer in scr.client.people_to_act() or not scr.client.dealt():
        if scr.viewer in scr.client.people_to_act():
            scr.client.act(0, scr.client.legal(0)[0])
        app.frame(now)
        now += 0.3
    app.frame(now)
    assert "btn:ffwd" not in hits()  # the game says nothing: no 快进
    scr.plugin.out_of_hand = lambda view: True  # type: ignore[method-assign]
    scr._btn_cache = None
    app.frame(now + 0.1)
    assert "btn:ffwd" in hits()
    press(app, "btn:ffwd", now + 0.2)
    assert scr.fast() and master.bot_delay == 0.0
    app.frame(now + 0.3)
    press(app, "btn:ffwd", now + 1.5)
    assert not scr.fast() and master.bot_delay == normal
    press(app, "btn:ffwd", now + 2.5)
    assert scr.fast()
    scr.plugin.out_of_hand = lambda view: False  # type: ignore[method-assign]  # asked again
    app.frame(now + 2.6)
    assert not scr.fast() and master.bot_delay == normal


def test_the_tap_that_closes_a_moment_presses_nothing_that_comes_up_under_it() -> None:
    """Play-test 4 P26: the tap that closed 跑胡子's win panel (点击继续) pressed 回放 on the end sheet
    that came up right under the finger. A moment's hit is guarded as the bar's buttons are."""
    assert guarded("pz:moment") and guarded("end:replay") and not guarded("card:3")
    g = Guard()
    panel = Rect(100, 200, 600, 300)
    g.saw([("pz:moment", panel)], 0.0)
    assert g.allows("pz:moment", 2.0)
    g.tapped("pz:moment", 2.0)
    g.saw([("end:replay", Rect(300, 420, 120, 44))], 2.05)
    assert not g.allows("end:replay", 2.1)
    assert g.allows("end:replay", 2.0 + GUARD_S + 0.01)


def test_a_forced_answers_callout_takes_the_free_stretch_of_a_row_with_a_kept_button() -> None:
    """fix-gouji's request (play-test 10 62/63): a laptop bar whose one row holds only 够级's 理牌 at its left
    sent "自动：要不起，过" to the centre's foot, over the 记牌器; the row's free stretch takes it."""
    lay = table_layout(1366, 768, 6, 0, 20, 80, 1.4, lambda _w: 56.0)
    bar = lay.buttons
    keep = [Rect(bar.x + 8, bar.y + 4, 90, 44)]
    r = callout_rect(lay, keep)
    assert r.y >= bar.y and r.b <= bar.b + 2 and r.w >= 220, (r, bar)
    assert not any(overlap(r, k) for k in keep)


def test_a_forced_answers_callout_keeps_off_what_the_game_draws_in_the_bar() -> None:
    """fix-gouji's request (play-test 20, 够级 phone 092121): "自动：要不起，过" lay over 理牌 and 托管, which the
    game draws in the bar's top row itself (not buttons of the bar): the callout keeps off them too."""
    lay = table_layout(390, 844, 6, 0, 20, 60, 1.4, lambda _w: 100.0)
    bar = lay.buttons
    dl = DisplayList()
    tools = [Rect(bar.x + 4, bar.y + 4, 80, 40), Rect(bar.r - 84, bar.y + 4, 80, 40)]
    for i, r in enumerate(tools):
        dl.hit(f"gj:tool{i}", r, "")
    dl.hit("tour:next", Rect(0, 0, 390, 844), "")  # (a hit over the whole screen is no tool)
    draw_callout(dl, lay, [], "自动：要不起，过")
    drawn = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R")
    assert not any(overlap(drawn, t) for t in tools), (drawn, tools)


def test_a_forced_answers_callout_keeps_to_the_bar_under_the_players_strip() -> None:
    """Play-test 36, 够级 124852-t9: the player's strip over the bar (a tip across the table's width, its
    foot inside the bar's top) counted as a tool in the bar: no row was free and "自动：要不起，过" went over
    the 未见牌 counter at the felt's foot. The callout takes the bar's free stretch."""
    lay = table_layout(1366, 768, 6, 0, 20, 80, 1.4, lambda _w: 56.0)
    bar = lay.buttons
    dl = DisplayList()
    dl.hit("tip:7", Rect(bar.x, bar.y - 35, bar.w, 40), "")  # the strip's tip, its foot 5 px into the bar
    tools = [Rect(bar.x + 150, bar.y, 168, 44), Rect(bar.r - 78, bar.y, 72, 44)]  # 理牌, 托管
    for i, r in enumerate(tools):
        dl.hit(f"gj:tool{i}", r, "")
    draw_callout(dl, lay, [(Btn("ffwd", "快进到我", None), Rect(bar.x + 327, bar.y, 168, 44))], "自动：要不起，过")
    drawn = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R")
    assert drawn.y >= bar.y - 2 and drawn.w >= 220, (drawn, bar)
    assert not any(overlap(drawn, t) for t in tools), (drawn, tools)


def test_fast_forward_takes_the_games_own_word_for_it() -> None:
    """花鸟风月's 快进 goes off at the player's next choice: it says 快进到我 (GameUI.FFWD_LABEL); the
    other games say 快进, and once on, every game offers 正常速度 back."""
    ff = FastForward()
    assert ff.button("zh-Hans").label == "快进"
    assert ff.button("en", tx("快进到我", "快進到我", "Skip to my turn")).label == "Skip to my turn"
    ff.on = True
    assert ff.button("zh-Hans", tx("快进到我", "快進到我", "Skip to my turn")).label == "正常速度"


def test_a_tap_between_two_buttons_is_never_lost() -> None:
    """花鸟风月: the 8 px between 且慢 and 月照's targets took no tap. Each button takes its half of
    every gap round it, and no more (a neighbour's half stays the neighbour's)."""
    a, b, c = Rect(10, 10, 80, 44), Rect(98, 10, 80, 44), Rect(10, 62, 80, 44)
    ra, rb, rc = reaches([a, b, c])
    assert ra.r == rb.x == 94 and ra.b == rc.y == 58  # the gaps split in the middle
    assert ra.x == a.x - GAP / 2 and rb.r == b.r + GAP / 2  # a free side: half a gap
    close = reaches([Rect(0, 0, 50, 44), Rect(52, 0, 50, 44)])  # 2 px apart: 1 px each
    assert close[0].r == close[1].x == 51


def test_a_button_of_the_same_name_after_a_prompt_ran_out_waits_too() -> None:
    """fix-gouji (play-test 24 #1, 够级: the 明点 clock ran out and the play prompt's 过 came where 不明点
    was): a button that shows where the lapsed prompt's was waits TOOK_S, even one with the same name in
    the same place (过 after 过), which kept its old time and took the late tap."""
    g = Guard()
    r = Rect(900, 600, 90, 44)
    g.saw([("btn:pass", r)], 0.0)
    g.lapse(10.0)
    g.saw([("btn:pass", r)], 10.02)
    assert not g.allows("btn:pass", 10.3)
    assert g.allows("btn:pass", 10.02 + TOOK_S + 0.01)
