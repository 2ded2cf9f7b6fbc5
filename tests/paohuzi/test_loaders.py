"""Every loader validates (issue 10 #4): mutated positions and carries load into a state that works
(views, legal actions, notation round-trip, a few plies) or are refused with the project's error."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core.core import IllegalAction, NotationError, OptionsError, SplitMix64
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.rules import PaohuziState

REFUSED = (NotationError, IllegalAction, OptionsError)


def _positions() -> list[str]:
    out = []
    for seed in range(3):
        s = GAME.new(GAME.options_for(), 50 + seed, None)
        rng = SplitMix64(seed)
        n = 0
        while not s.is_over():
            n += 1
            if n % 9 == 0:
                out.append(s.notation())
            seat = s.to_act()[0]
            legal = s.legal_actions(seat)
            s.apply(seat, legal[rng.uniform(len(legal))])
        out.append(s.notation())
    return out


POSITIONS = _positions()
JUNK = st.sampled_from(["", "-", "0", "9", "-1", "99999", "x1", "*", "zz", "null", "{}", "[]", '{"0":{"a":"hu"}}',
                        "TI.x1x1x1x1.0", "PENG.d3d3d3.2", "claim:2", "selfhu:1", "light:0", "opening:1",
                        "x1:WEI:1", "*:-:0", "d5:0:P", "1ff:9", "1ff:3", "x1x1x1", '[{"seat":0}]'])


def works(s: PaohuziState, seed: int) -> None:
    """What the table does with a loaded state, none of which may fail."""
    text = s.notation()
    assert GAME.load(text).notation() == text
    rng = SplitMix64(seed)
    for _ in range(6):
        for v in (0, 1, 2, None):
            s.view(v)
        if s.is_over():
            s.result()
            return
        seat = s.to_act()[0]
        legal = s.legal_actions(seat)
        assert legal
        s.apply(seat, legal[rng.uniform(len(legal))])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(POSITIONS) - 1), st.lists(st.tuples(st.sampled_from(["drop", "dup", "junk", "swap"]),
                                                              st.integers(0, 60), JUNK), min_size=1, max_size=3),
       st.integers(0, 1000))
def test_mutated_positions_load_or_are_refused(i: int, edits: list[tuple[str, int, str]], seed: int) -> None:
    head, _, body = POSITIONS[i].partition(" ")
    fields = [f for f in body.split("; ") if f]
    for op, at, junk in edits:
        j = at % len(fields)
        key = fields[j].partition("=")[0]
        if op == "drop" and len(fields) > 1:
            del fields[j]
        elif op == "dup":
            fields.insert(j, fields[j])
        elif op == "junk":
            fields[j] = f"{key}={junk}"
        else:
            other = fields[(j + 1) % len(fields)].partition("=")[2]
            fields[j] = f"{key}={other}"
    try:
        s = GAME.load(head + " " + "; ".join(fields))
    except REFUSED:
        return
    assert isinstance(s, PaohuziState)
    works(s, seed)


VALUE = st.one_of(st.none(), st.booleans(), st.integers(-5, 20_000), st.text(max_size=3),
                  st.lists(st.integers(-3, 3), max_size=4), st.lists(st.none(), max_size=3))


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(["dealer", "scores", "hand", "first", "x"]), VALUE, max_size=4),
       st.integers(0, 1000))
def test_mutated_carries_start_a_hand_or_are_refused(carry: dict[str, Any], seed: int) -> None:
    try:
        s = GAME.new(GAME.options_for(), seed, carry)
    except REFUSED:
        return
    assert isinstance(s, PaohuziState)
    works(s, seed)
    assert len(s.match) == 3 and 0 <= s.dealer < 3


@pytest.mark.parametrize("carry", [{"first": None}, {"dealer": None, "scores": [1]}, {"scores": [1, 2]},
                                   {"dealer": 3}, {"hand": "2"}, {"scores": [0, 0, None]}])
def test_bad_carries_are_refused_with_a_reason(carry: dict[str, Any]) -> None:
    with pytest.raises(NotationError, match="carry"):
        GAME.new(GAME.options_for(), 1, carry)
