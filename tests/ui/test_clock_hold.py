"""The person's prompt clock starts when the prompt can be acted on (play-tests 29/30 on all three
tables: 须弃 came up under a combo's flight with 4 s of 15 left, 明点's clock ran under the tribute
panel, a claim's under a card still flying): it stands still while the game still animates or says a
panel of its own covers the prompt, never longer than CLOCK_HOLD_MAX_S a prompt; bots go on."""

from __future__ import annotations

from test_table_clock_log import timed_table

from pygame_core.table.client import CLOCK_HOLD_MAX_S
from pygame_core.ui.app import App
from pygame_core.ui.table_screen import TableScreen


def left(scr: TableScreen) -> float:
    me = scr.viewer
    assert me is not None and me in scr.client.people_to_act()
    rem = scr.client.remaining(me)
    assert rem is not None
    return rem


def frames(app: App, now: float, seconds: float) -> float:
    end = now + seconds
    while now < end:
        now += 0.1
        app.frame(now)
    return now


def test_a_covered_prompt_keeps_its_whole_clock_then_runs() -> None:
    app, scr, _, now = timed_table(1366, 768)
    covered = [True]
    scr.plugin.clock_held = lambda view, t: covered[0]  # type: ignore[method-assign]
    app.frame(now + 0.1)
    start = left(scr)
    now = frames(app, now + 0.1, 3.0)
    assert abs(left(scr) - start) < 0.15  # stood still under the panel
    assert not scr.paused()  # only the person's clock: the table is not paused
    covered[0] = False
    now = frames(app, now, 2.0)
    assert 1.8 < start - left(scr) < 2.2  # runs once the prompt can be answered


def test_an_animation_holds_the_clock_no_longer_than_the_cap() -> None:
    app, scr, _, now = timed_table(1366, 768)
    # read once, then held (够级's own: its moves); the cap counts from the first readable frame (test_prompt_clock)
    scr.plugin.holds_clock = lambda view, t: t > now + 0.15  # type: ignore[method-assign]
    app.frame(now + 0.1)
    app.frame(now + 0.2)
    start = left(scr)
    now = frames(app, now + 0.1, 2.0)
    assert abs(left(scr) - start) < 0.15
    frames(app, now, CLOCK_HOLD_MAX_S)  # the cap reached: it runs even though the game still animates
    assert 1.5 < start - left(scr) < 2.5
