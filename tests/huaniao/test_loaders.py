"""Every loader validates (issue 10): crafted positions and carries load into a working song or are
refused with the project's error, never AssertionError/IndexError/KeyError/TypeError or a hang."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from pygame_core.core.errors import NotationError, PaijuError
from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao import load, new
from pygame_core.games.huaniao.options import PRESETS
from pygame_core.games.huaniao.rules import HuaniaoState

from .helpers import random_options

KEYS = ("phase", "active", "first", "turn", "discards", "guess", "guesses", "passes", "h0", "h1", "h2", "h3",
        "pile", "tune", "limits", "skips", "timeouts", "ban", "armed", "extra", "gift", "daycard", "showdown",
        "went_out", "winner", "peek", "pool", "heap", "window", "bot", "snapshot", "events")
VALUES = ("-", "0", "3", "4", "9", "-1", "x", "", "99999", "[]", "{}", "null", "1,2", "0:3", "0:B.1", "B.1 B.1",
          "main", "discard", "guess", "gift", "target", "pass", "day_play", "commit", "extra", "showdown", "over",
          "0/ge/1.16/1/0", "9/wu/B.1/7/99", '{"phase":"main"}')


@cache
def positions() -> tuple[str, ...]:
    """Positions of a few seeded random songs, at every phase they reach."""
    out: list[str] = []
    for seed in range(8):
        rng = SplitMix64(seed)
        st = new(random_options(rng), seed)
        while not st.is_over():
            if rng.uniform(6) == 0:
                out.append(st.notation())
            actors = st.to_act()
            seat = actors[rng.uniform(len(actors))]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.uniform(len(legal))])
        out.append(st.notation())
    return tuple(out)


def exercise(st: HuaniaoState, rng: SplitMix64) -> None:
    """What a loaded song must survive: every view, the notation round trip, a few random plies."""
    text = st.notation()
    assert load(text).notation() == text
    for _ in range(6):
        for s in (None, 0, 1, 2, 3):
            st.view(s)
        if st.is_over():
            return
        actors = st.to_act()
        assert actors
        seat = actors[rng.uniform(len(actors))]
        legal = st.legal_actions(seat)
        assert legal, f"seat {seat} to act with nothing legal"
        st.apply(seat, legal[rng.uniform(len(legal))])


@hs.composite
def mutated(draw: Any) -> str:
    base = draw(hs.sampled_from(positions()))
    head, _, body = base.partition(" ")
    fields = [f.strip() for f in body.split(";") if f.strip()]
    for _ in range(draw(hs.integers(1, 3))):
        op = draw(hs.integers(0, 4))
        i = draw(hs.integers(0, len(fields) - 1))
        key, _, val = fields[i].partition("=")
        if op == 0:
            fields.pop(i)
        elif op == 1:
            fields.insert(i, fields[draw(hs.integers(0, len(fields) - 1))])
        elif op == 2:
            fields[i] = f"{key}={draw(hs.sampled_from(VALUES))}"
        elif op == 3 and val:
            j = draw(hs.integers(0, len(val) - 1))
            fields[i] = f"{key}={val[:j]}{draw(hs.sampled_from('0123456789-~|/.:, BY'))}{val[j + 1:]}"
        else:
            fields.insert(i, f"{draw(hs.sampled_from(KEYS))}={draw(hs.sampled_from(VALUES))}")
        if not fields:
            break
    return head + " " + "; ".join(fields)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(), hs.integers(0, 2**32))
def test_mutated_positions_load_and_play_or_are_refused(text: str, seed: int) -> None:
    try:
        st = load(text)
    except NotationError:
        return
    exercise(st, SplitMix64(seed))


def test_every_reached_position_loads() -> None:
    for text in positions():
        exercise(load(text), SplitMix64(1))


@pytest.mark.parametrize(("fragment", "why"), [
    ("tune=9", "in 0..4"), ("limits=9", "4"), ("active=7", "in 0..3"), ("phase=guess", "guess"),
    ("phase=gift", "gift"), ("phase=day_play", "順手"), ("phase=discard", "nobody discards"),
])
def test_broken_positions_say_why(fragment: str, why: str) -> None:
    text = new(PRESETS["regular"], 3).notation()
    key = fragment.partition("=")[0] + "="
    text = (text.replace("phase=main", fragment) if key == "phase=" and key in text
            else text.replace("; snapshot", f"; {fragment}; snapshot"))
    with pytest.raises(NotationError, match=why):
        load(text)


@pytest.mark.parametrize("carry", [
    {"first": None}, {"first": "1"}, {"first": 4}, {"first": True}, {"first": 1.5}, {"window": [True]},
    {"window": "yes"}, {"window": [1, 0, 1, 0]}, {"scores": [1, 2]}, [0], "first",
])
def test_bad_carries_are_refused(carry: Any) -> None:
    with pytest.raises(PaijuError, match="carry"):
        new(PRESETS["regular"], 1, carry)


@given(hs.recursive(hs.none() | hs.booleans() | hs.integers(-5, 9) | hs.text(max_size=3),
                    lambda c: hs.lists(c, max_size=5) | hs.dictionaries(hs.sampled_from(["first", "window", "x"]), c,
                                                                        max_size=3), max_leaves=8))
@settings(max_examples=200, deadline=None)
def test_any_carry_makes_a_song_or_is_refused(carry: Any) -> None:
    try:
        st = new(PRESETS["regular"], 1, carry)
    except PaijuError:
        return
    exercise(st, SplitMix64(2))


def test_good_carries_still_work() -> None:
    st = new(PRESETS["regular"], 1, {"first": 2, "window": [True, False, True, True]})
    assert st.first == 2 and st.window == [True, False, True, True]
    assert new(PRESETS["regular"], 1, None).first == SplitMix64(1).uniform(4)
