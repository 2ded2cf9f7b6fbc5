"""Golden playthroughs: seeded 够级 hands (positions, every seat's view, the legal actions and the
action per ply) regenerated and compared with ``tests/data``, so any change to the rules or the views
shows as a readable diff. ``PAIJU_REGEN=1`` rewrites the files after a deliberate change."""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from pygame_core.core.playthrough import playthrough

DATA = Path(__file__).resolve().parents[1] / "data"
# (preset, seed, detailed plies): 20 plies reach the play after the calls and the buying, and keep each
# file under 300 KB (a view holds the pile and the transactions).
CASES = [("standard", 1, 20), ("deck206", 2, 20), ("isolation", 3, 20)]


def golden_path(preset: str, seed: int) -> Path:
    return DATA / f"gouji-{preset}-{seed}.playthrough"


@pytest.mark.parametrize(("preset", "seed", "plies"), CASES, ids=[f"{p}-{s}" for p, s, _ in CASES])
def test_playthrough_matches_golden(preset: str, seed: int, plies: int) -> None:
    text = playthrough("gouji", preset, seed, plies)
    path = golden_path(preset, seed)
    if os.environ.get("PAIJU_REGEN") == "1":
        path.write_text(text, encoding="utf-8")
    want = path.read_text(encoding="utf-8")
    if text != want:
        pytest.fail(f"{path.name} differs (PAIJU_REGEN=1 rewrites it after a deliberate change):\n"
                    + first_difference(want, text))


def first_difference(want: str, got: str, lines: int = 30) -> str:
    """The start of a unified diff, long lines cut to a window around their first differing column."""
    diff = list(difflib.unified_diff(want.splitlines(), got.splitlines(), "golden", "regenerated", n=1,
                                     lineterm=""))[:lines]
    old = next((d[1:] for d in diff[2:] if d.startswith("-")), "")
    new = next((d[1:] for d in diff[2:] if d.startswith("+")), "")
    col = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), min(len(old), len(new)))
    lo = max(0, col - 80)
    return "\n".join(d if len(d) <= 240 else d[0] + "…" + d[1 + lo:lo + 240] + "…" for d in diff)
