"""The 够级 package keeps its layers beyond what ``tests/core/test_layers.py`` checks for every game (no
cycle, no import hidden in a function): none of the rule modules (not only ``rules.py``) imports bots,
notation or UI, and no module grows past 600 lines."""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "pygame_core" / "games" / "gouji"
RULE_MODULES = {"cards", "combos", "scoring", "options", "texts", "position", "tricks", "phases", "view", "rules"}


def test_rules_import_no_bots_notation_or_ui() -> None:
    for m in sorted(RULE_MODULES):
        tree = ast.parse((PKG / f"{m}.py").read_text(encoding="utf-8"))
        froms = {(n.level, (n.module or "").split(".")[0]) for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        bad = {(lvl, mod) for lvl, mod in froms
               if (lvl == 1 and mod in ("bots", "notation")) or (lvl >= 3 and mod in ("ui", "bots"))}
        assert not bad, f"{m} imports {bad}"


def test_modules_stay_small() -> None:
    for f in sorted(PKG.glob("*.py")):
        n = len(f.read_text(encoding="utf-8").splitlines())
        assert n <= 600, f"{f.name} has {n} lines"
