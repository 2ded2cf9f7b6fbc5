"""The counting table of legal claims (claims_table.json): for fixed positions, how many 胡 / 碰 /
吃 (with 比) / 过 options every asked seat gets. The first rows are the spec's TV-08, TV-12 and
TV-21 layouts (counted by hand); the rest are claim moments taken from seeded bot games and pin
the behaviour down against regressions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pygame_core.core import SplitMix64
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.claims import ANSWERS, CLAIM_STEPS

ROWS = json.loads((Path(__file__).parent / "claims_table.json").read_text(encoding="utf-8"))


def test_table_is_substantial() -> None:
    assert len(ROWS) >= 30 and any(len(r["claims"]) > 1 for r in ROWS)


@pytest.mark.parametrize("row", ROWS, ids=[r["name"] for r in ROWS])
def test_claim_counts(row: dict) -> None:  # type: ignore[type-arg]
    s = GAME.load(row["position"])
    # Every seat that may take the card is asked (rules.md, no leak); the rows list those with an
    # option, the others hold 过 alone.
    assert set(map(str, s.to_act())) >= set(row["claims"])
    for seat in s.to_act():
        legal = s.legal_actions(seat)
        got = {k: sum(a["a"] == k for a in legal) for k in ("hu", "peng", "chi", "pass")}
        assert got == row["claims"].get(str(seat), {"hu": 0, "peng": 0, "chi": 0, "pass": 1})


def test_every_claim_step_takes_a_card_and_answers_follow_the_table() -> None:
    """Each step of the §7.4 table (claims.CLAIM_STEPS) takes a card in seeded hands, and every seat
    is offered its answers in the table's order, 过 last."""
    taken: set[str] = set()
    for seed in range(12):
        s = GAME.new(GAME.options_for(), seed, None)
        rng = SplitMix64(seed)
        while not s.is_over():
            seat = s.to_act()[0]
            legal = s.legal_actions(seat)
            if s.view(seat)["phase"] == "claim":
                kinds = [a["a"] for a in legal]
                assert kinds[-1] == "pass" and kinds == sorted(kinds, key=ANSWERS.index)
            for e in s.apply(seat, legal[rng.uniform(len(legal))]):
                if e.type in ("pao", "peng", "chi") or (e.type == "win" and e.data["how"] in ("discard", "other")):
                    taken.add("hu" if e.type == "win" else e.type)
    assert taken == {step.kind for step in CLAIM_STEPS}
