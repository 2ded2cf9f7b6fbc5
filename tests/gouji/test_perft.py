"""Perft: the number of (seat, action) paths of depth 1 and 2 from fixed 够级 positions, through
``clone`` and ``apply`` (so ``apply`` is tested, not only move generation). The positions are those of
``counts.json`` plus the first position of each phase of a few seeded hands (several seats act at once
in some); ``tests/data/gouji-perft.json`` holds the counts, ``PAIJU_REGEN=1`` rewrites it."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from pygame_core.core.playthrough import perft
from pygame_core.games.gouji import GAME, load

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data" / "gouji-perft.json"


def phase_positions() -> list[str]:
    """The first position of every phase in seeded rule-bot hands: a first hand and the next one of
    its series (tribute to return), in each preset."""
    out: list[str] = []
    for preset, seed in (("standard", 31), ("isolation", 32), ("deck206", 33)):
        carry = None
        for hand in range(2):
            st = GAME.new(GAME.options_for(preset, buy_four_optional=hand == 1), seed * 10 + hand, carry)
            bots = [GAME.bots["normal"](s, seed) for s in range(6)]
            seen: set[str] = set()
            while not st.is_over():
                ph = st.view(None)["phase"]
                if ph not in seen:
                    seen.add(ph)
                    out.append(st.notation())
                s = st.to_act()[0]
                st.apply(s, bots[s].choose(st.view(s), st.legal_actions(s)))
            carry = st.carry()
    return out


def generate() -> dict[str, Any]:
    counts = json.loads((HERE / "counts.json").read_text(encoding="utf-8"))["positions"]
    texts = [c["position"] for c in counts] + phase_positions()
    return {"about": "perft depth 1 and 2 of 够级 positions (tests/gouji/test_perft.py generates it)",
            "positions": [{"position": t, "depth1": perft(load(t), 1), "depth2": perft(load(t), 2)}
                          for t in texts]}


def _data() -> list[dict[str, Any]]:
    if os.environ.get("PAIJU_REGEN") == "1":
        DATA.write_text(json.dumps(generate(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return list(json.loads(DATA.read_text(encoding="utf-8"))["positions"])


CASES = _data()


@pytest.mark.parametrize("case", CASES, ids=[f"{i}:{c['depth1']}" for i, c in enumerate(CASES)])
def test_perft(case: dict[str, Any]) -> None:
    st = load(case["position"])
    assert perft(st, 1) == case["depth1"] == sum(len(st.legal_actions(s)) for s in st.to_act())
    assert perft(st, 2) == case["depth2"]
    assert st.notation() == case["position"], "perft changed the position it started from"
