"""Golden playthroughs and perft: any change to the rules or the views becomes a readable diff.

A playthrough (OpenSpiel's model) plays one seeded hand with seeded uniform choices and writes, per
ply, who is to act, the position, each seat's view as one line, the legal actions as text and the
action taken. ``tests/data/*.playthrough`` hold a few per game; a test regenerates and diffs them.
Perft (python-chess's model) counts the (seat, action) paths of a given depth, recursing through
``clone`` and ``apply``, so it tests the rules' ``apply`` and not only move generation.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from . import registry
from .game import GameState
from .rng import SplitMix64

HEADER = "paiju-playthrough/1"


def _line(v: object) -> str:
    return json.dumps(v, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def playthrough(game: str, preset: str, seed: int, plies: int = 40) -> str:
    """The text of one hand: ``plies`` detailed plies, then the rest as actions, then the result."""
    info = registry.get(game)
    options = info.options_for(preset)
    state = info.new(options, seed, None)
    rng = SplitMix64(seed ^ 0x9E3779B97F4A7C15)
    out = [f"{HEADER} game={game} preset={preset} seed={seed} plies={plies}",
           f"options {_line(options)}"]
    ply = 0
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = legal[rng.uniform(len(legal))]
        if ply < plies:
            out.append(f"ply {ply} to_act {list(state.to_act())}")
            out.append(f"  position {state.notation()}")
            for s in [None, *range(info.seats)]:
                out.append(f"  view {'-' if s is None else s} {_line(state.view(s))}")
            out.append(f"  legal {seat} " + " | ".join(info.format_action(a) for a in legal))
            out.append(f"  action {seat} {info.format_action(action)}")
        else:
            out.append(f"ply {ply} {seat} {info.format_action(action)}")
        state.apply(seat, action)
        ply += 1
        if ply > 50_000:
            raise RuntimeError(f"{game} seed {seed}: no end after 50000 plies")
    out.append(f"final {state.notation()}")
    out.append(f"returns {_line(state.returns())}")
    out.append(f"result {_line(state.result())}")
    return "\n".join(out) + "\n"


def _moves(state: GameState) -> Iterator[tuple[int, dict[str, object]]]:
    for seat in state.to_act():
        for a in state.legal_actions(seat):
            yield seat, a


def perft(state: GameState, depth: int) -> int:
    """The number of (seat, action) paths of length ``depth`` from ``state`` (ends count as leaves)."""
    if depth == 0 or state.is_over():
        return 1
    n = 0
    for seat, a in _moves(state):
        child = state.clone()
        child.apply(seat, a)
        n += perft(child, depth - 1)
    return n
