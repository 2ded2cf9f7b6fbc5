"""A replay produced on CPython, re-applied inside Pyodide in the page, ends in the same position."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pygame_core.core import registry
from pygame_core.core.game import Action
from pygame_core.core.replay import Replay
from pygame_core.core.rng import SplitMix64


def random_replay(game: str, seed: int, max_actions: int = 2000) -> Replay:
    """Seeded random legal play on CPython, to the end of the game or max_actions."""
    info = registry.get(game)
    options = info.options_for(None)
    state = info.new(options, seed, None)
    rng = SplitMix64(seed ^ 0x5EED)
    actions: list[tuple[int, Action]] = []
    while not state.is_over() and len(actions) < max_actions:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = legal[rng.uniform(len(legal))]
        state.apply(seat, action)
        actions.append((seat, action))
    return Replay(game, options, seed, actions, final=state.notation())


def final_notation(result: Any) -> str:
    """runReplay may answer with the notation itself or with JSON/an object holding it."""
    if isinstance(result, str):
        try:
            result = json.loads(result)
        except ValueError:
            return str(result)
    if isinstance(result, dict):
        for key in ("final", "notation", "position"):
            if isinstance(result.get(key), str):
                return str(result[key])
    raise AssertionError(f"runReplay returned {result!r}")


@pytest.mark.parametrize("game", ["huaniao"])
def test_cpython_replay_ends_in_same_position_in_pyodide(page: Any, server: Any, wait_ready: Any,
                                                         game: str) -> None:
    replay = random_replay(game, seed=20260)
    assert len(replay.actions) > 10
    assert replay.run().notation() == replay.final  # sanity on CPython first
    page.goto(server.url)
    wait_ready(page)
    got = page.evaluate("async (text) => await window.paiju.runReplay(text)", replay.dumps())
    assert final_notation(got) == replay.final
