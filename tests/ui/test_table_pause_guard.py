"""Every table, what play-test 6 found around things that cover or replace the prompt: the menu says
the local table waits under it; a toast never lies over a question (it waits till the answer); a card
tap that comes just as the prompt runs out is not taken into the next prompt."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, press, table
from test_table_clock_log import timed_table

from pygame_core.ui import theme as th
from pygame_core.ui.table_bar import CARD_LATE_S
from pygame_core.ui.texts import t


def texts(app: object) -> list[str]:
    return [str(op[3]) for op in app.dl.ops if op[0] == "T"]  # type: ignore[attr-defined]


def test_the_menu_says_a_local_table_waits_under_it(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, _ = table(app)
    app.frame(0.5)
    scr.tap("menu", 0.6)
    app.frame(0.7)
    assert t("menu_paused", "zh-Hans") in texts(app)
    # a peer table plays on under its menu (its client never pauses): the title says nothing of a pause
    monkeypatch.setattr(scr.client, "pause", lambda still, now: False)
    app.frame(0.8)
    assert t("menu", "zh-Hans") in texts(app) and t("menu_paused", "zh-Hans") not in texts(app)


def test_a_toast_waits_while_a_question_is_on_screen() -> None:
    app = make_app(390, 844)
    press(app, "start", 0.1)
    scr, _ = table(app)
    app.frame(1.0)
    scr.leaving = True  # "leave the match?"
    app.toast("超时 · 传十给电脑3", 3.5)
    for i in range(50):  # 10 s of the question: the toast is never drawn over it, nor spent
        app.frame(1.0 + i * 0.2)
        assert "超时 · 传十给电脑3" not in texts(app)
    scr.leaving = False
    app.frame(11.2)
    assert "超时 · 传十给电脑3" in texts(app)
    app.frame(11.2 + 3.6)
    assert "超时 · 传十给电脑3" not in texts(app)


def test_a_card_tap_as_the_prompt_runs_out_is_not_taken_into_the_next() -> None:
    app, scr, _, now = timed_table(1366, 768)
    seat = scr.viewer
    c = scr.client
    while not (seat in c.people_to_act() and scr.plugin.hand(scr.view())):  # past 预点: cards in hand
        now += 0.25
        app.frame(now)
        if seat in c.people_to_act() and not scr.plugin.hand(scr.view()):
            scr.tap("btn:" + scr._buttons()[0].id, now + 0.6)
            now += 0.6
        assert now < 200
    while scr.guard.lapsed_at < 0:  # the player lets a clock run out (a call the table declines is no lapse)
        now += 0.25
        app.frame(now)
        assert now < 400
    assert now - scr.guard.lapsed_at < 0.5  # the table noted when the prompt ran out
    while seat not in c.people_to_act():  # the player's next prompt, which came as a prompt ran out
        now += 0.25
        app.frame(now)
        assert now < 400
    scr.guard.lapse(now)
    key = scr.plugin.card_key(scr.plugin.hand(scr.view())[0])
    scr.selected = []
    scr.tap(f"card:{key}", now + 0.2)
    assert scr.selected == []  # meant for the prompt that ran out
    scr.tap(f"card:{key}", now + CARD_LATE_S + 0.05)
    assert scr.selected == [key]


def test_the_full_log_shows_the_lines_a_game_marks_standing_out(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(390, 844)
    press(app, "start", 0.1)
    scr, _ = table(app)
    now = drive(app, 0.5, 3, until=lambda a: len(scr.log) >= 3)  # the first calls
    first = scr.log[0]
    monkeypatch.setattr(scr.plugin, "log_emphasis", lambda ln: ln == first)
    scr.tap("log", now)
    app.frame(now + 0.1)
    lines = [op for op in app.dl.ops if op[0] == "T" and op[3] in scr.log]
    assert len(lines) >= 3
    for op in lines:
        assert (op[5] == th.CINNABAR) == (op[3] == first), op


def test_a_game_may_show_no_clock_for_a_prompt(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window that closes by itself and is no wait (花鸟风月's 且慢) shows neither ring nor bar."""
    app, scr, _, now = timed_table(1366, 768)
    app.frame(now + 0.25)
    lay = scr.lay
    assert lay is not None

    def clocks() -> tuple[int, int]:
        rings = sum(1 for op in app.dl.ops if op[0] == "W")
        bars = sum(1 for op in app.dl.ops if op[0] == "R" and abs(op[2] - (lay.me.b - 3)) < 0.6 and op[4] == 6)
        return rings, bars

    assert clocks()[0] >= 1 and clocks()[1] >= 1
    monkeypatch.setattr(scr.plugin, "clock_shown", lambda view: False)
    app.frame(now + 0.5)
    assert clocks() == (0, 0)
