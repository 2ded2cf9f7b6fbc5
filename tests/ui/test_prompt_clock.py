"""A person's prompt gets its whole time from its first readable frame: play-test 38 够级 #2 (161312-ph_t2: 明点 came
up with 7 of its 15 s: the 买牌 ceremony over it outlasted the clock hold's 8 s cap, counted from the prompt's start).
The cap now counts from the first frame the prompt can be read; before that a longer bound keeps a stuck hold from
freezing the clock for good."""

from __future__ import annotations

from pygame_core.core import registry
from pygame_core.table.client import CLOCK_HOLD_MAX_S, UNREAD_HOLD_MAX_S, LocalClient
from pygame_core.table.master import Master


def first_prompt() -> tuple[LocalClient, float]:
    info = registry.get("gouji")
    m = Master(info, info.options_for(info.default_preset), 5, ["human"] + ["bot:easy"] * 5, timers=True)
    c = LocalClient(m, 0.0)
    t = 0.0
    while 0 not in c.people_to_act():
        t += 0.1
        c.tick(t)
    left = c.remaining(0)
    assert left is not None
    return c, t


def hold(c: LocalClient, t: float, on: bool, seconds: float) -> float:
    end = t + seconds
    while t < end - 1e-9:
        t += 0.1
        c.hold_clock(0, on, t)
    return t


def test_a_prompt_covered_from_its_start_keeps_its_whole_clock_past_eight_seconds() -> None:
    c, t = first_prompt()
    full = c.remaining(0)
    assert full is not None
    t = hold(c, t, True, CLOCK_HOLD_MAX_S + 4.0)     # the ceremony over it: 12 s
    assert abs((c.remaining(0) or 0) - full) < 0.2   # (before: 4 s of it gone under the panel)
    t = hold(c, t, False, 1.0)                       # readable: it runs
    assert abs((c.remaining(0) or 0) - (full - 1.0)) < 0.2
    t = hold(c, t, True, CLOCK_HOLD_MAX_S + 2.0)     # held again: CLOCK_HOLD_MAX_S more at most
    assert abs((c.remaining(0) or 0) - (full - 3.0)) < 0.25


def test_a_hold_never_freezes_an_unread_prompt_for_good() -> None:
    c, t = first_prompt()
    full = c.remaining(0) or 0
    hold(c, t, True, UNREAD_HOLD_MAX_S + 3.0)
    assert abs((c.remaining(0) or 0) - (full - 3.0)) < 0.25
