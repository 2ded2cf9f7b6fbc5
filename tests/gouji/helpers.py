"""Helpers for 够级 tests: positions from a few fields, scripted action sequences."""

from __future__ import annotations

from typing import Any

from pygame_core.core.game import Event
from pygame_core.games.gouji import GAME, load
from pygame_core.games.gouji.notation import parse_action
from pygame_core.games.gouji.rules import GoujiState

FILLER = "3 5"


def pos(**fields: Any) -> GoujiState:
    """A play position: every seat not given gets the filler hand ``3 5``."""
    f: dict[str, Any] = {"ph": "play"}
    for s in range(6):
        f[f"h{s}"] = FILLER
    f.update(fields)
    text = "gouji " + "; ".join(f"{k}={v}" for k, v in f.items())
    return load(text)


def run(st: GoujiState, *steps: str) -> list[Event]:
    """Apply ``"seat: action"`` steps (action notation), returning all events."""
    evs: list[Event] = []
    for step in steps:
        seat_s, act = step.split(":", 1)
        evs.extend(st.apply(int(seat_s), parse_action(act)))
        st.check_invariants()
    return evs


def types(evs: list[Event]) -> list[str]:
    return [e.type for e in evs]


def play_hand(seed: int, opts: dict[str, Any] | None = None, carry: dict[str, Any] | None = None,
              bot: str = "normal", check: bool = True, limit: int = 4000) -> GoujiState:
    o = GAME.options_for(**(opts or {}))
    st = GAME.new(o, seed, carry)
    bots = [GAME.bots[bot](s, seed * 7 + s) for s in range(6)]
    n = 0
    while not st.is_over():
        seat = st.to_act()[0]
        a = bots[seat].choose(st.view(seat), st.legal_actions(seat))
        st.apply(seat, a)
        n += 1
        if check:
            st.check_invariants()
        assert n < limit, "hand does not end"
    return st
