"""Perft-style counting: the exact number of legal actions in fixed positions (counts.json), and
a brute-force cross-check of move generation against the rule check on every sub-multiset."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from pygame_core.games.gouji import load
from pygame_core.games.gouji.cards import counts
from pygame_core.games.gouji.combos import from_values

DATA = json.loads((Path(__file__).parent / "counts.json").read_text(encoding="utf-8"))["positions"]


@pytest.mark.parametrize("case", DATA, ids=lambda c: f"{c['seat']}:{c['plays']}")
def test_legal_count(case: dict) -> None:
    st = load(case["position"])
    assert st.notation() == case["position"]
    assert st.to_act() == (case["seat"],)
    legal = st.legal_actions(case["seat"])
    assert len(legal) == case["plays"]
    keys = [json.dumps(a, sort_keys=True) for a in legal]
    assert len(set(keys)) == len(keys), "duplicate legal actions"


def _sub_multisets(cnt: list[int]):  # type: ignore[no-untyped-def]
    ranges = [range(cnt[v] + 1) for v in range(3, 18)]
    for pick in itertools.product(*ranges):
        vals = [v for v, k in zip(range(3, 18), pick, strict=True) for _ in range(k)]
        if vals:
            yield vals


@pytest.mark.parametrize("case", DATA, ids=lambda c: f"{c['seat']}:{c['plays']}")
def test_generation_matches_rule_check(case: dict) -> None:
    """Every sub-multiset of the hand: generated iff the rule check accepts it (small hands only)."""
    st = load(case["position"])
    seat = case["seat"]
    cnt = counts(st.hands[seat])
    size = 1
    for v in range(3, 18):
        size *= cnt[v] + 1
    if size > 60000:
        pytest.skip("hand too large for brute force")
    generated = set(st.play_combos(seat))
    checked = set()
    for vals in _sub_multisets(cnt):
        c = from_values(vals)
        if c is not None and st.play_problem(seat, c) is None:
            checked.add(c)
    assert generated == checked
