"""The counting table of legal claims (claims_table.json): for fixed positions, how many 胡 / 碰 /
吃 (with 比) / 过 options every asked seat gets. The first rows are the spec's TV-08, TV-12 and
TV-21 layouts (counted by hand); the rest are claim moments taken from seeded bot games and pin
the behaviour down against regressions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pygame_core.games.paohuzi import GAME

ROWS = json.loads((Path(__file__).parent / "claims_table.json").read_text(encoding="utf-8"))


def test_table_is_substantial() -> None:
    assert len(ROWS) >= 30 and any(len(r["claims"]) > 1 for r in ROWS)


@pytest.mark.parametrize("row", ROWS, ids=[r["name"] for r in ROWS])
def test_claim_counts(row: dict) -> None:  # type: ignore[type-arg]
    s = GAME.load(row["position"])
    assert sorted(str(x) for x in s.to_act()) == sorted(row["claims"])
    for seat, want in row["claims"].items():
        legal = s.legal_actions(int(seat))
        got = {k: sum(a["a"] == k for a in legal) for k in ("hu", "peng", "chi", "pass")}
        assert got == want
