"""Perft: the number of (seat, action) paths of depth 1 and 2 from fixed positions (one for each
phase of a song), recursing through ``clone`` and ``apply``; stored in tests/data/huaniao-perft.json.
``PAIJU_REGEN=1`` picks the positions again and rewrites the file (``regenerate``)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from pygame_core.core.playthrough import perft
from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao import GAME, HuaniaoState

PATH = Path(__file__).resolve().parents[1] / "data" / "huaniao-perft.json"
PHASES = ("main", "extra", "gift", "target", "pass", "day_play", "commit", "discard", "guess", "showdown")


def regenerate() -> list[dict[str, Any]]:
    """The first position of each phase in seeded random songs over the presets, with its counts."""
    found: dict[str, str] = {}
    for seed in range(400):
        preset = ("regular", "full", "pro", "basic", "simple")[seed % 5]
        opts = GAME.options_for(preset, lighting="night") if preset in ("full", "pro") and seed % 2 else \
            GAME.options_for(preset)
        st = GAME.new(opts, seed, None)
        rng = SplitMix64(seed)
        ply = 0
        while not st.is_over() and len(found) < len(PHASES):
            if st.phase not in found and ply > 3:
                found[st.phase] = st.notation()
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.uniform(len(legal))])
            ply += 1
        if len(found) == len(PHASES):
            break
    out = []
    for phase in PHASES:
        st = HuaniaoState(found[phase])
        out.append({"phase": phase, "position": found[phase], "perft1": perft(st, 1), "perft2": perft(st, 2)})
    return out


def _cases() -> list[dict[str, Any]]:
    if os.environ.get("PAIJU_REGEN") == "1":
        PATH.write_text(json.dumps(regenerate(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    cases: list[dict[str, Any]] = json.loads(PATH.read_text(encoding="utf-8"))
    return cases


CASES = _cases()


@pytest.mark.parametrize("case", CASES, ids=[c["phase"] for c in CASES])
def test_perft_counts(case: dict[str, Any]) -> None:
    st = HuaniaoState(case["position"])
    assert st.phase == case["phase"]
    assert perft(st, 1) == case["perft1"]
    assert perft(st, 2) == case["perft2"]
    assert st.notation() == case["position"], "perft changed the position it started from"


@pytest.mark.parametrize("case", CASES, ids=[c["phase"] for c in CASES])
def test_perft_1_is_the_legal_actions_of_the_seats_to_act(case: dict[str, Any]) -> None:
    st = HuaniaoState(case["position"])
    assert perft(st, 1) == sum(len(st.legal_actions(s)) for s in st.to_act())
