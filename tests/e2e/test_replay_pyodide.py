"""A replay produced on CPython, re-applied inside Pyodide in the page, ends in the same position."""

from __future__ import annotations

import json
from typing import Any

from pygame_core.core import registry
from pygame_core.core.game import Action
from pygame_core.core.replay import Replay
from pygame_core.core.rng import SplitMix64


def random_replay(game: str, preset: str | None, seed: int, max_actions: int = 3000) -> Replay:
    """Seeded random legal play on CPython, to the end of the game or max_actions."""
    info = registry.get(game)
    options = info.options_for(preset)
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


# Every game that is built, on its default preset, and 花鸟风月 also on its fullest preset.
CASES: list[tuple[str, str | None]] = [(info.id, None) for info in registry.available()]
if "pro" in registry.get("huaniao").presets:
    CASES.append(("huaniao", "pro"))


def test_cpython_replays_end_in_same_positions_in_pyodide(page: Any, server: Any, wait_ready: Any) -> None:
    replays = [random_replay(game, preset, seed=20260 + i) for i, (game, preset) in enumerate(CASES)]
    for r in replays:
        assert len(r.actions) > 10
        assert r.run().notation() == r.final  # sanity on CPython first
    assert any(r.game == "huaniao" for r in replays)
    page.goto(server.url)
    wait_ready(page)
    for r in replays:
        got = page.evaluate("async (text) => await window.paiju.runReplay(text)", r.dumps())
        assert final_notation(got) == r.final, f"{r.game} {r.options} seed {r.seed}"
