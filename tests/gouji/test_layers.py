"""The 够级 package keeps its layers: no import cycle, no import hidden inside a function, the rules
never import bots, notation or UI, and no module grows past about 600 lines."""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "pygame_core" / "games" / "gouji"
RULE_MODULES = {"cards", "combos", "scoring", "options", "texts", "position", "tricks", "phases", "view", "rules"}


def _imports() -> dict[str, set[str]]:
    """Module -> the sibling modules it imports (at any depth of its syntax tree)."""
    out: dict[str, set[str]] = {}
    for f in sorted(PKG.glob("*.py")):
        deps: set[str] = set()
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                deps.update([node.module] if node.module else [a.name for a in node.names])
        out[f.stem] = {d.split(".")[0] for d in deps}
    return out


def test_no_import_cycle() -> None:
    graph = _imports()
    state: dict[str, int] = {}  # 1 = on the path, 2 = done

    def visit(m: str, path: list[str]) -> None:
        if state.get(m) == 1:
            raise AssertionError("import cycle: " + " -> ".join([*path, m]))
        if state.get(m) == 2:
            return
        state[m] = 1
        for d in sorted(graph.get(m, ())):
            visit(d, [*path, m])
        state[m] = 2

    for m in graph:
        visit(m, [])


def test_no_import_inside_a_function() -> None:
    for f in sorted(PKG.glob("*.py")):
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                inner = [n.lineno for n in ast.walk(fn) if isinstance(n, (ast.Import, ast.ImportFrom))]
                assert not inner, f"{f.name}:{inner}: import inside {fn.name}()"


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
