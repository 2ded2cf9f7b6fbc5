"""Golden playthroughs (core.playthrough): seeded hands written ply by ply (who acts, the position,
every seat's view, the legal actions, the action taken), regenerated and compared with
tests/data/paohuzi-<preset>-<seed>.playthrough, so any change to the rules or the views is a
readable diff. ``PAIJU_REGEN=1`` rewrites the files (then read the diff before committing it)."""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from pygame_core.core.playthrough import playthrough

DATA = Path(__file__).parents[1] / "data"
# (preset, seed, detailed plies): 20 plies of four views each keep a file near 220 KB.
CASES = [("standard", 4, 20), ("single_win", 2, 20), ("tame", 3, 20)]   # seeds whose hands have wins


def _diff(want: str, got: str, context: int = 3, most: int = 60) -> str:
    lines = list(difflib.unified_diff(want.splitlines(), got.splitlines(), "stored", "now", n=context,
                                      lineterm=""))
    return "\n".join(line[:400] for line in lines[:most])


@pytest.mark.parametrize("preset,seed,plies", CASES, ids=[f"{p}-{s}" for p, s, _ in CASES])
def test_playthrough_unchanged(preset: str, seed: int, plies: int) -> None:
    path = DATA / f"paohuzi-{preset}-{seed}.playthrough"
    got = playthrough("paohuzi", preset, seed, plies)
    if os.environ.get("PAIJU_REGEN") == "1":
        path.write_text(got, encoding="utf-8")
    want = path.read_text(encoding="utf-8")
    assert got == want, f"{path.name} changed (PAIJU_REGEN=1 rewrites it):\n{_diff(want, got)}"
