"""Perft (core.playthrough.perft): the number of (seat, action) paths of depth 1 and 2 from fixed
positions, stored in tests/data/paohuzi-perft.json. It recurses through ``clone`` and ``apply``, so
it checks the rules' ``apply`` and the structural clone, not only move generation.
``PAIJU_REGEN=1`` rewrites the file from ``perft_positions`` (then read the diff)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from pygame_core.core import SplitMix64
from pygame_core.core.playthrough import perft
from pygame_core.games.paohuzi import GAME

DATA = Path(__file__).parents[1] / "data" / "paohuzi-perft.json"
CLAIMS = json.loads((Path(__file__).parent / "claims_table.json").read_text(encoding="utf-8"))


def perft_positions() -> list[dict[str, str]]:
    """The spec's claim layouts (TV-08, TV-12, TV-21), a 天胡 opening (seed 5549: the 亮张 in a 坎),
    then the first position of each other phase met in seeded random hands (with the bowl in
    choice mode for the light phase)."""
    out = [{"name": r["name"], "position": r["position"]} for r in CLAIMS[:3]]
    out.append({"name": "seed 5549: opening", "position": GAME.new(GAME.options_for(), 5549, None).notation()})
    want = ["discard", "selfhu", "claim", "light"]
    for seed in range(200):
        if not want:
            break
        s = GAME.new(GAME.options_for(bowl_cell_mode="choice"), seed, None)
        rng = SplitMix64(seed)
        while not s.is_over() and want:
            phase = s.notation().split("phase=", 1)[1].split(":", 1)[0]
            if phase in want and (phase != "claim" or len(s.to_act()) > 1):
                want.remove(phase)
                out.append({"name": f"seed {seed}: {phase}", "position": s.notation()})
            seat = s.to_act()[0]
            legal = s.legal_actions(seat)
            s.apply(seat, legal[rng.uniform(len(legal))])
    return out


def _regen() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for p in perft_positions():
        s = GAME.load(p["position"])
        rows.append({**p, "depth1": perft(s, 1), "depth2": perft(s, 2)})
    DATA.write_text(json.dumps(rows, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return rows


ROWS: list[dict[str, Any]] = _regen() if os.environ.get("PAIJU_REGEN") == "1" else \
    json.loads(DATA.read_text(encoding="utf-8"))


def test_positions_cover_every_phase() -> None:
    phases = {GAME.load(r["position"]).notation().split("phase=", 1)[1].split(":", 1)[0] for r in ROWS}
    assert phases == {"opening", "discard", "selfhu", "claim", "light"}


@pytest.mark.parametrize("row", ROWS, ids=[r["name"] for r in ROWS])
def test_perft(row: dict[str, Any]) -> None:
    s = GAME.load(row["position"])
    assert perft(s, 1) == row["depth1"] == sum(len(s.legal_actions(seat)) for seat in s.to_act())
    assert perft(s, 2) == row["depth2"]
    assert s.notation() == row["position"]   # perft works on clones
