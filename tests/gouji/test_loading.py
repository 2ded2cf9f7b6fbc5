"""Every loader validates: mutated positions and carries either load into a state that works (views,
legal actions, notation round trip, a few random plies) or are refused with the project's error,
never AssertionError, IndexError, KeyError, TypeError or a hang (rules.md, Loading)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from pygame_core.core.errors import IllegalAction, NotationError, OptionsError
from pygame_core.core.rng import SplitMix64
from pygame_core.games.gouji import GAME, load
from pygame_core.games.gouji.position import FIELDS
from pygame_core.games.gouji.rules import GoujiState

REFUSED = (NotationError, IllegalAction, OptionsError)
KEYS = [f.key for f in FIELDS]


def _bases() -> list[str]:
    """Positions of every phase of two seeded hands (the second with tribute to return, 买4 optional)."""
    out: list[str] = []
    carry = None
    for hand in range(2):
        st = GAME.new(GAME.options_for(buy_four_optional=hand == 1), 5 + hand, carry)
        rng = SplitMix64(hand)
        ply = 0
        while not st.is_over():
            if st.phase != "play" or ply % 25 == 0:
                out.append(st.notation())
            s = st.to_act()[0]
            legal = st.legal_actions(s)
            st.apply(s, legal[rng.uniform(len(legal))])
            ply += 1
        out.append(st.notation())
        carry = st.carry()
    return out


BASES = _bases()
VALUES = hs.one_of(
    hs.sampled_from(["-1", "6", "9", "40", "100000", "", "0", "1", "3", "?", "y", "??????", "------",
                     "nnnnnn", "over", "play", "return", "buy_pay", "buy_opt", "revolution", "mingdian",
                     "3 3 3", "BJ BJ BJ BJ BJ", "2 2 SJ", "0<1*40", "1<1*1", "0<3*2", "luo:0>3*40",
                     "dian:0>0*1", "3<0:1:16", "0<3:1:0", "012345", "0123450", "1,2,3", "5>5!", "x"]),
    hs.text(alphabet="0123456789-:<>*,!? ynm", max_size=8))


def works(st: GoujiState, seed: int) -> None:
    """What a loaded state must do without raising: views, legal actions, round trip, random plies."""
    text = st.notation()
    assert load(text).notation() == text
    rng = SplitMix64(seed)
    for _ in range(6):
        for seat in (None, *range(6)):
            json.dumps(st.view(seat))
        if st.is_over():
            st.result()
            return
        acting = st.to_act()
        assert acting
        seat = acting[rng.uniform(len(acting))]
        legal = st.legal_actions(seat)
        assert legal
        st.timeout_action(seat)
        st.apply(seat, legal[rng.uniform(len(legal))])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=hs.sampled_from(BASES), edits=hs.lists(hs.tuples(hs.sampled_from(["drop", "dup", "set"]),
                                                            hs.sampled_from(KEYS), VALUES), min_size=1,
                                                   max_size=3), seed=hs.integers(0, 1 << 20))
def test_mutated_positions_load_and_work_or_are_refused(base: str, edits: list[tuple[str, str, str]],
                                                        seed: int) -> None:
    head, _sp, body = base.partition(" ")
    fields = [f for f in body.split("; ") if f]
    for op, key, val in edits:
        same = [i for i, f in enumerate(fields) if f.split("=", 1)[0] == key]
        if op == "drop" and same:
            del fields[same[0]]
        elif op == "dup" and same:
            fields.append(fields[same[0]])
        else:
            fields = [f for i, f in enumerate(fields) if i not in same] + [f"{key}={val}"]
    try:
        st = load(f"{head} " + "; ".join(fields))
    except REFUSED:
        return
    works(st, seed)


CARRY_VALUES = hs.one_of(hs.none(), hs.booleans(), hs.integers(-3, 50), hs.text(max_size=3),
                         hs.lists(hs.integers(-2, 8), max_size=7),
                         hs.lists(hs.fixed_dictionaries({"kind": hs.sampled_from(["dian", "luo", "shao", "x"]),
                                                         "from": hs.integers(-1, 7), "to": hs.integers(-1, 7),
                                                         "n": hs.integers(-1, 60)}), max_size=3))


@settings(max_examples=200, deadline=None)
@given(edits=hs.dictionaries(hs.sampled_from(["hand", "series", "scores", "obligations", "daluo", "first"]),
                             CARRY_VALUES, min_size=1, max_size=3),
       drop=hs.sampled_from(["", "hand", "scores", "obligations", "daluo"]), seed=hs.integers(0, 1 << 20))
def test_mutated_carries_start_a_hand_or_are_refused(edits: dict[str, Any], drop: str, seed: int) -> None:
    carry: dict[str, Any] = {"hand": 2, "series": 1, "scores": [4, -4, 0, 0, 2, -2], "daluo": 3,
                             "obligations": [{"kind": "luo", "from": 3, "to": 0, "n": 2},
                                             {"kind": "dian", "from": 1, "to": 4, "n": 1}]}
    carry.pop(drop, None)
    carry.update(edits)
    try:
        st = GAME.new(GAME.options_for(), seed, carry)
    except REFUSED:
        return
    works(st, seed)


@pytest.mark.parametrize("text,why", [
    ("gouji ph=play; turn=9; h0=3 5; h1=3 5", "turn='9': must be an integer in -1..5"),
    ("gouji ph=play; turn=1; fin=1; h0=3 5", "out of the hand"),
    ("gouji ph=return; ret=0<3*40; h0=3 5 6 7", "field ret='0<3*40': must be an integer in 1..2"),
    ("gouji ph=return; h0=3 5", "nobody is to act"),
    ("gouji ph=play; turn=0; h0=3 5; h1=3; R=1; duel=lead; fin=1", "revolutionary"),
    ("gouji ph=over; h0=3; h1=4", "team out"),
    ("gouji ph=play; turn=0; h0=5; top=3 4; own=1", "combination"),
    ("gouji ph=buy_pay; br=3; bp=0<3:1:0; h0=5 6; h3=4", "cannot buy"),
    ("gouji ph=play; in=luo:0>3*4; h0=3", "luo is 1..2"),
    ("gouji ph=play; in=luo:0>3*40; h0=3", "field in='luo:0>3*40': must be an integer in 1..12"),
])
def test_broken_positions_are_refused_with_a_reason(text: str, why: str) -> None:
    with pytest.raises(NotationError) as e:
        load(text)
    assert why in e.value.message("en")


@pytest.mark.parametrize("carry,why", [
    ({"first": None}, "keys"), ({"scores": [1, 2]}, "scores must be a list of 6"), ({"daluo": 9}, "daluo"),
    ({"obligations": [{"kind": "luo", "from": 0, "to": 3, "n": 40}]}, "1..2"),
    ({"obligations": [{"kind": "dian", "from": 2, "to": 2, "n": 1}]}, "itself"), ({"hand": "2"}, "hand"),
])
def test_broken_carries_are_refused_with_a_reason(carry: dict[str, Any], why: str) -> None:
    with pytest.raises(NotationError) as e:
        GAME.new(GAME.options_for(), 1, carry)
    assert why in e.value.message("en")
