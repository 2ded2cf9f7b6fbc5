"""The tests' player taps away what a stray tap opened before playing on, as a person would."""

from __future__ import annotations

from test_paohuzi_table import center, started
from ui_driver import next_press_gouji, next_tap, next_tap_paohuzi

from pygame_core.core.rng import SplitMix64


def test_a_log_opened_by_a_stray_tap_is_closed_before_play_goes_on() -> None:
    app = started(390, 844, 1, dpr=3)
    app.frame(0.5)
    log = min((h for h in app.state()["hits"] if h["id"] == "log"), key=lambda h: h["rect"][1])  # the top bar's
    # ☷ (a phone's log strip lies under 跑胡子's 记牌器, on by default since 4810017)
    assert app.tap_at(*center(log), 0.6) == "log"
    app.frame(0.7)
    st = app.state()
    assert st["overlay"] == "log"
    for driver in (next_tap_paohuzi, next_press_gouji, next_tap):
        assert driver(st, SplitMix64(1)) == "overlay:close"
    close = [h for h in st["hits"] if h["id"] == "overlay:close"][-1]
    assert app.tap_at(*center(close), 0.8) == "overlay:close"
    app.frame(0.9)
    assert app.state()["overlay"] is None
