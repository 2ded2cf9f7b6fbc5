"""The last seconds of a clock beat (play-test 19, 花鸟风月: the bar's clock went unseen until 10 s
were left; the apps pulse theirs): a red ring grows from the clock's edge and fades once a second,
on the player's clock by the buttons and on a seat's face alike; before them nothing beats."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from test_table_clock_log import timed_table

from pygame_core.ui.avatar import draw_countdown
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.table_seats import draw_ring

Face = Callable[[DisplayList, float, float, float, float, "float | None"], None]


def beat(draw: Face, rem: float) -> list[list[Any]]:
    """The stroked circles (the beat's ring) a clock face draws with ``rem`` seconds left."""
    dl = DisplayList()
    draw(dl, 100.0, 100.0, 20.0, rem, 15.0)
    return [op for op in dl.ops if op[0] == "C" and op[5] is not None]


def test_a_clock_beats_only_in_its_last_seconds() -> None:
    for face in (draw_ring, draw_countdown):
        assert not beat(face, 9.5) and not beat(face, 5.2), face
        early, late = beat(face, 3.95), beat(face, 3.1)  # one second: the ring grows and fades
        assert len(early) == len(late) == 1, face
        assert early[0][3] < late[0][3], face  # radius grows
        assert early[0][5] != late[0][5], face  # and its colour's alpha falls
        assert early[0][3] > 20, face  # outside the face


def test_a_table_draws_every_frame_while_its_clock_beats() -> None:
    """The beat is drawn, not only computed: the table asks for a frame each 0.04 s in the last
    seconds (4 times a second before them: a still page otherwise sleeps between clock ticks)."""
    app, scr, _, now = timed_table(1366, 768)
    me = scr.viewer
    assert me is not None
    assert scr.wake(now) == 0.25
    left = scr.client.remaining(me) or 0.0
    app.frame(now + left - 3.5)
    assert me in scr.client.people_to_act() and scr.wake(now + left - 3.5) == 0.04
