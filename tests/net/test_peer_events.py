"""A peer seat's log of the hand is bounded: a host flooding events is told, never kept."""

from __future__ import annotations

from collections import deque
from types import SimpleNamespace
from typing import Any, cast

from pygame_core.games.paohuzi import GAME
from pygame_core.net.guest import Guest
from pygame_core.net.peer import MAX_EVENTS, PeerClient


def _guest() -> Any:
    return SimpleNamespace(version=0, events=deque(), refusals=deque(), hand=1, phase="playing", ply=0,
                           view=None, legal=[], to_act=[1], bots=[], seats=[], series=[], running=False,
                           timers={}, options={}, tick=lambda: None)


def test_a_flood_of_events_is_cut_at_the_bound_and_said_once() -> None:
    g = _guest()
    c = PeerClient(cast(Guest, g), GAME)
    for batch in range(3):
        g.events.extend({"type": "play", "n": batch * 10_000 + i} for i in range(MAX_EVENTS))
        g.version += 1
        c.pull()
    assert len(c.events(None)) == MAX_EVENTS
    said = c.take_refusals()
    assert len(said) == 1 and str(MAX_EVENTS) in said[0]["en"]
    g.hand, g.version = 2, g.version + 1  # a new hand starts a new log
    g.events.append({"type": "deal"})
    c.pull()
    assert c.events(None) == [{"type": "deal"}] and not c.take_refusals()


def test_a_real_hands_events_are_all_kept() -> None:
    g = _guest()
    c = PeerClient(cast(Guest, g), GAME)
    g.events.extend({"type": "play", "n": i} for i in range(459))  # the most a 够级 hand sent in 12 soak hands
    g.version += 1
    c.pull()
    assert len(c.events(None)) == 459 and not c.take_refusals()
