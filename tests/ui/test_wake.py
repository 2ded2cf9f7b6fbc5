"""The page draws a frame only when the last one asked for it (``wake``; None: sleep till an event).
A table must never fall asleep while it, not a person, has the next step to take: fix-pzend found
跑胡子 at instant speed standing at "等待各家表态…" for good (the player's 过-only 天胡 window, due
at once, fell in the table's first frame, which moves nothing, and a wake of 0 read as none)."""

from __future__ import annotations

import pytest

from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.table_screen import TableScreen


def follow_wake(game: str, seed: int, speed: str, preset: str | None, prompts: int) -> int:
    """Frames as the page would run them; at each sleep a person must be asked (then the viewer takes
    its first legal action) or the hand be over. Returns how many prompts were answered."""
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update({"speed": speed, "game": game, "tour_off": True, "fixed_seed": seed, "timers": False})
    if preset is not None:
        app.settings["preset"] = {game: preset}
    app.handle({"t": "resize", "w": 1366, "h": 768, "dpr": 1}, 0.0)
    app.frame(0.0)
    app.frame(0.05)  # the start screen's second frame loads every game
    app.tap("start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    now, answered = 0.2, 0
    for _ in range(5000):
        wake = app.frame(now).get("wake")
        if wake is not None:
            now += max(float(wake), 1 / 60)
            continue
        c, me = scr.client, scr.viewer
        if c.is_over():
            break
        assert me is not None and me in c.people_to_act(), \
            f"asleep with nobody asked: to_act {c.to_act()} ({game} seed {seed} {speed})"
        if answered >= prompts:
            break
        scr.submit(c.legal(me)[0], now)
        answered += 1
        now += 0.05
    return answered


@pytest.mark.parametrize("game,preset,speed", [("paohuzi", "single_win", "instant"), ("paohuzi", None, "instant"),
                                               ("gouji", None, "instant"), ("huaniao", None, "instant"),
                                               ("paohuzi", "single_win", "fast")])
def test_a_table_never_sleeps_while_the_next_step_is_its_own(game: str, preset: str | None, speed: str) -> None:
    answered = [follow_wake(game, seed, speed, preset, prompts=1) for seed in (5, 11)]
    assert max(answered) == 1, "the viewer was asked in one of the hands at least"


@pytest.mark.parametrize("seed", [2, 7])
def test_the_deal_after_the_tour_is_flown_not_left_in_the_air(seed: int) -> None:
    """Play-test 10 (花鸟风月 52-55): the player opening the song saw no hand for 18 s after closing
    the tour, until a tap: the deal, held under the tour, was started by the next drawing, after the
    frame had already said there was nothing to wait for, and its cards hung in the air unseen."""
    app = App(MemoryStorage(), lang="zh-Hans")
    # untimed: the page sleeps once the player is asked (a clock would play the song on by its timeouts)
    app.settings.update({"speed": "normal", "game": "huaniao", "fixed_seed": seed, "timers": False})
    app.handle({"t": "resize", "w": 390, "h": 844, "dpr": 3}, 0.0)
    app.frame(0.0)
    app.frame(0.05)
    app.tap("start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    now, closed = 0.2, False
    for _ in range(3000):
        out = app.frame(now)
        if app.state().get("tour") is not None and not closed:
            app.tap("tour:never", now)
            closed = True
            now += 0.016
            out = app.frame(now)  # the page draws after an input
        if out.get("wake") is None:
            break
        now += max(float(out["wake"]), 1 / 60)
    assert closed
    assert not scr.plugin.flying.running(now + 0.01), "asleep with the deal's cards in the air"
