"""Golden playthroughs: a few seeded songs, ply by ply (who acts, the position, every view, the legal
actions, the action), regenerated and compared with tests/data/huaniao-*.playthrough, so any change
to the rules or the views is a readable diff. ``PAIJU_REGEN=1`` rewrites the files."""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from pygame_core.core.playthrough import playthrough

DATA = Path(__file__).resolve().parents[1] / "data"
PLIES = 20  # detailed plies per file (about 10 KB each); the rest of the song is one line a ply
CASES = [("regular", 1), ("pro", 2), ("simple", 3)]


def _path(preset: str, seed: int) -> Path:
    return DATA / f"huaniao-{preset}-{seed}.playthrough"


@pytest.mark.parametrize("preset,seed", CASES)
def test_playthrough_is_unchanged(preset: str, seed: int) -> None:
    got = playthrough("huaniao", preset, seed, PLIES)
    path = _path(preset, seed)
    if os.environ.get("PAIJU_REGEN") == "1":
        path.write_text(got, encoding="utf-8")
    want = path.read_text(encoding="utf-8")
    if got != want:
        diff = difflib.unified_diff(want.splitlines(), got.splitlines(), str(path), "regenerated", lineterm="", n=1)
        lines = [ln if len(ln) < 400 else ln[:400] + " ..." for ln in diff]
        pytest.fail(f"{path.name} differs (PAIJU_REGEN=1 rewrites it):\n" + "\n".join(lines[:40]))
