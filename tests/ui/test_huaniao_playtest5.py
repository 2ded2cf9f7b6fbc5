"""花鸟风月 fixes from play-test 5 (session 15): a bot's clock never shows a previous turn's time
run down (a red 0 while it perched), ..."""

from __future__ import annotations

from typing import Any

from ui_driver import center, next_tap, play

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.games.huaniao import HuaniaoUI
from pygame_core.ui.table_screen import TableScreen


def timed_table(w: int = 1366, h: int = 768, seed: int = 2, actions: int = 4) -> tuple[App, TableScreen, float]:
    app = App(MemoryStorage())
    app.settings.update(speed="instant", game="huaniao", tour_off=True, fixed_seed=seed, timers=True)
    app.handle({"t": "resize", "w": w, "h": h}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    now = play(app, 1.0, until_actions=actions, seed=seed)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    return app, scr, now


def step(app: App, scr: TableScreen, now: float, rng: SplitMix64) -> dict[str, Any]:
    """One frame, and the player's next tap when it is theirs to act."""
    app.frame(now)
    st = app.state()
    if scr.viewer in st.get("people_to_act", []):
        hid = next_tap(st, rng)
        hit = next((x for x in st["hits"] if x["id"] == hid), None)
        if hit is not None:
            app.tap_at(*center(hit), now)
    return st


def test_a_bots_clock_in_its_wait_window_is_its_own_turns_not_the_last_ones() -> None:
    """Play-test 5: bots' rings showed a red 0, a 5 or a 12 as they perched: a bot whose prompt
    came and went within one frame kept the clock of its previous turn for its 且慢 window."""
    app, scr, now = timed_table()
    app.settings["speed"] = "normal"
    scr.client.set_bot_delay(1.0)
    pl = scr.plugin
    assert isinstance(pl, HuaniaoUI)
    rng = SplitMix64(3)
    seen = 0
    for _ in range(1500):
        st = step(app, scr, now, rng)
        if st.get("end_shown"):
            break
        view = scr.view()
        for s in scr.client.to_act():
            clock = pl.seat_clock(view, s, now) if s != scr.viewer else None
            if clock is not None and view.get("phase") == "commit":
                seen += 1
                assert clock[0] >= clock[1] - 8, (s, clock, view.get("turn"))  # a bot thinks a second or two
        now += 0.1
    assert seen > 0  # the window still shows the clock of the turn it ends
