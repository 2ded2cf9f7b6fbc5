"""The contract, checked the same way for every registered game (each game adds its own tests).

Random playouts from seeded generators: invariants hold after every action, notation round-trips,
the same (options, seed, actions) gives the same game, refused actions change nothing, views are
JSON, replays re-apply, and the command line runs.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pygame_core.core import IllegalAction, Replay, SplitMix64, registry
from pygame_core.core.game import GameInfo

GAMES = registry.available()
pytestmark = pytest.mark.skipif(not GAMES, reason="no game engine importable yet")


def _playout(info: GameInfo, preset: str, seed: int, max_steps: int = 4000):  # type: ignore[no-untyped-def]
    opts = info.options_for(preset)
    state = info.new(opts, seed, None)
    rng = SplitMix64(seed)
    actions = []
    while not state.is_over() and len(actions) < max_steps:
        actors = state.to_act()
        assert actors, "a game that is not over must have someone to act"
        seat = actors[rng.uniform(len(actors))]
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} must act but has no legal action"
        action = legal[rng.uniform(len(legal))]
        state.apply(seat, action)
        actions.append((seat, action))
    return opts, state, actions


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_every_preset_plays_to_the_end_with_invariants(info: GameInfo) -> None:
    for preset in info.presets:
        for seed in range(3):
            opts = info.options_for(preset)
            state = info.new(opts, seed, None)
            rng = SplitMix64(seed + 100)
            steps = 0
            while not state.is_over():
                steps += 1
                assert steps < 6000, f"{info.id}/{preset}/{seed}: no end"
                seat = state.to_act()[0]
                legal = state.legal_actions(seat)
                state.apply(seat, legal[rng.uniform(len(legal))])
                state.check_invariants()
            rets = state.returns()
            assert len(rets) == info.seats
            json.dumps(state.result())


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_determinism_replay_and_notation(info: GameInfo) -> None:
    opts, final, actions = _playout(info, info.default_preset, 11)
    rp = Replay(info.id, opts, 11, actions, None, final.notation())
    again = Replay.loads(rp.dumps()).run()
    assert again.notation() == final.notation()
    loaded = info.load(final.notation())
    assert loaded.notation() == final.notation()


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_positions_round_trip_and_refusals_change_nothing(info: GameInfo) -> None:
    opts = info.options_for(info.default_preset)
    state = info.new(opts, 5, None)
    rng = SplitMix64(5)
    for _ in range(60):
        if state.is_over():
            break
        text = state.notation()
        twin = info.load(text)
        assert twin.notation() == text
        for seat in range(info.seats):
            json.dumps(state.view(seat))
            legal = state.legal_actions(seat)
            if seat in state.to_act():
                assert legal, f"seat {seat} must act but has no legal action"
            else:
                # Someone who need not act: an action that is not theirs is refused, changing nothing.
                # (They may still have optional actions, e.g. an undo, so pick one not in their list.)
                others = [a for a in state.legal_actions(state.to_act()[0]) if a not in legal]
                if others:
                    with pytest.raises(IllegalAction):
                        state.apply(seat, others[0])
                    assert state.notation() == text
        for bad in ({}, {"a": "no-such-action"}, {"a": None}):
            with pytest.raises(IllegalAction):
                state.apply(state.to_act()[0], bad)
            assert state.notation() == text
        json.dumps(state.view(None))
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = legal[rng.uniform(len(legal))]
        # The action text notation round-trips too.
        assert info.parse_action(info.format_action(action)) == action
        state.apply(seat, action)
        twin.apply(seat, action)
        assert twin.notation() == state.notation()


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_cli_simulate_and_replay(info: GameInfo, tmp_path) -> None:  # type: ignore[no-untyped-def]
    levels = ",".join(list(info.bots)[:1])
    out = subprocess.run([sys.executable, "-m", "pygame_core", "simulate", "--game", info.id, "--games", "2",
                          "--seed", "3", "--bots", levels, "--json"], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    d = json.loads(out.stdout)
    assert d["games"] == 2 and d["invariant_failures"] == []
    opts, final, actions = _playout(info, info.default_preset, 4)
    good = Replay(info.id, opts, 4, actions, None, final.notation())
    f = tmp_path / "r.json"
    f.write_text(good.dumps(), encoding="utf-8")
    ok = subprocess.run([sys.executable, "-m", "pygame_core", "replay", str(f)], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    # A corrupted action somewhere in the middle: the replay stops there and says where.
    bad = Replay(info.id, opts, 4, actions[:3] + [(actions[3][0], {"a": "nonsense"})] + actions[4:])
    f.write_text(bad.dumps(), encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "pygame_core", "replay", str(f)], capture_output=True, text=True)
    assert res.returncode == 1 and "action 3" in res.stderr
