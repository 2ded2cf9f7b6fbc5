"""够级 play-test 41 (/tmp/pt41-gouji/REPORT.md): #3 the red 「已超时1次：再超时就转托管」 pill stood for the rest of the
hand, even after 休闲（不计时） was chosen, and on a phone over the last-play lines (P12, P16-P27): it now stands
``alarm.WARN_S`` after the time-out, goes at the player's next press and at once when the timers go off, and never lies
on the phone's log lines."""

from __future__ import annotations

import pytest
from test_gouji_pt32 import first_time_out
from test_gouji_table import press, table

from pygame_core.ui.app import App
from pygame_core.ui.games.gouji import alarm


def pill(app: App, now: float) -> list[tuple[float, float, float, float]]:
    """The red pills drawn at ``now`` (x, y, w, h)."""
    app.frame(now)
    return [(float(op[1]), float(op[2]), float(op[3]), float(op[4])) for op in app.dl.ops
            if op[0] == "R" and op[6] == alarm.RED]


@pytest.mark.parametrize("size", [(390, 844), (1366, 768)])
def test_the_time_out_warning_goes_after_a_few_seconds_and_keeps_off_the_log_lines(size: tuple[int, int]) -> None:
    app, now = first_time_out(*size)
    scr, ui = table(app)
    shown = pill(app, now + 0.5)
    assert shown, "no warning after the time-out"
    lay = scr.lay
    assert lay is not None
    for x, y, w, h in shown:  # (a phone's log strip holds 本轮's last plays: P16)
        assert not (lay.log.w > 0 and x < lay.log.r and x + w > lay.log.x and y < lay.log.b - 0.5 and y + h > lay.log.y), \
            ((x, y, w, h), lay.log)
    assert ui.tuoguan.timeouts == 1 and not ui.tuoguan.on
    gone = pill(app, now + alarm.WARN_S + 0.2)
    assert not gone or ui.tuoguan.timeouts != 1, gone  # (before: it stood till the next prompt was answered)


def test_the_time_out_warning_goes_at_once_when_the_timers_go_off() -> None:
    app, now = first_time_out(390, 844)
    scr, ui = table(app)
    assert pill(app, now + 0.3)
    press(app, "menu", now + 0.4)
    press(app, "timers:off", now + 0.6)
    press(app, "overlay:close", now + 0.8)
    assert not pill(app, now + 1.0)
    assert ui.tuoguan.timeouts == 0  # (the count is gone with the clock: timers on again start afresh)


def test_the_time_out_warning_goes_at_the_players_next_press() -> None:
    app, now = first_time_out(1366, 768)
    scr, ui = table(app)
    assert pill(app, now + 0.3)
    ui.tuoguan.pressed_at = now + 0.5  # (a tap on a card or button: TableScreen notes it on the 托管 watch)
    assert not pill(app, now + 0.6)


