"""够级 play-test 40 #5 (快进到我: "the clock was half gone when the player got the turn", not reproduced then): after
快进到我 stops at the player's choice, the prompt's clock is whole at its first readable frame. Fake clocks only."""

from __future__ import annotations

import pytest
from test_gouji_table import make_app, press, press_next, table
from ui_driver import Hints

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.ffwd import BTN


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_skip_to_my_turn_leaves_the_whole_clock_at_the_first_readable_frame(size: tuple[int, int]) -> None:
    app = make_app(*size)
    app.settings.update({"speed": "normal", "timers": True})
    press(app, "start", 0.1)
    scr, ui = table(app)
    rng, hints = SplitMix64(3), Hints()
    now, pressed, checked = 0.2, 0, 0
    while now < 900 and checked < 3 and not app.state().get("end_shown"):
        app.frame(now)
        st = app.state()
        me = ui.me()
        if any(h["id"] == f"btn:{BTN}" for h in st["hits"]) and not scr.fast() and ui.FFWD_LABEL is not None \
                and me not in scr.client.people_to_act():
            press(app, f"btn:{BTN}", now)
            before = int(app.state().get("actions", 0))
            while scr.fast() and now < 900:  # (快进 plays on to the player's next choice, then goes off)
                now += 0.1
                app.frame(now)
            while me in scr.client.people_to_act() and not scr.guard.allows("btn:play", now) \
                    and not scr.guard.allows("btn:pass", now) and now < 900:
                now += 0.1  # (till the prompt is readable: its buttons take taps)
                app.frame(now)
            pressed += int(app.state().get("actions", 0)) - before >= 4  # (快进 went past a few moves)
            if me in scr.client.people_to_act() and me is not None and int(app.state().get("actions", 0)) - before >= 4:
                full, left = scr.client.limit(me), scr.client.remaining(me)
                assert full is not None and left is not None
                assert left >= full - 1.5, (now, left, full)  # (a second of the guard's own at most)
                checked += 1
        press_next(app, st, rng, hints, now)
        now += 0.1
    assert pressed and checked, (pressed, checked)
