"""The layers show in the folders: no import cycle, no import hidden inside a function, and each
layer imports only the layers below it (core < games, bots < table < net < ui). The few imports a
function makes on purpose (DEFERRED) count in the graph like any other, so they can hide no cycle."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "pygame_core"
# What each layer may import from the package (besides itself).
ALLOWED = {
    "core": set(),
    "bots": {"core"},
    "games": {"core", "bots"},
    "table": {"core", "bots", "games"},
    "net": {"core", "bots", "games", "table"},
    "ui": {"core", "bots", "games", "table", "net"},
}

# Imports made inside a function on purpose, named here: modules the start screen's first frame
# does not use (its table, replay, guide and game table parts), imported when first used. A first
# visit imports everything start.py names before it can draw (main.py -> start screen 587 -> 323 ms
# measured in Chromium, load 10). They are edges of the graph below like every import.
DEFERRED = {
    "pygame_core.ui.start": {"pygame_core.ui.games", "pygame_core.ui.guide_screen", "pygame_core.ui.replay_view",
                             "pygame_core.ui.table_screen"},
    "pygame_core.ui.guide": {"pygame_core.ui.guide.model"},
}


def _modules() -> dict[str, Path]:
    out = {}
    for p in ROOT.rglob("*.py"):
        parts = list(p.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = p
    return out


MODS = _modules()


def _targets(mod: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The package modules an import statement names (relative imports resolved)."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        pkg = mod if MODS[mod].name == "__init__.py" else mod.rsplit(".", 1)[0]
        base = node.module or ""
        if node.level:
            parts = pkg.split(".")[: len(pkg.split(".")) - node.level + 1]
            base = ".".join(parts + ([base] if base else []))
        names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODS else base for a in node.names]
    return [n for n in names if n.startswith("pygame_core")]


def _imports() -> tuple[dict[str, set[str]], list[str]]:
    """The import graph, and the package imports made inside a function (which hide a cycle)."""
    graph: dict[str, set[str]] = {}
    hidden: list[str] = []
    for mod, path in MODS.items():
        graph[mod] = set()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        inner = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                 for n in ast.walk(f)}
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            targets = [t for t in _targets(mod, node) if t in MODS]
            graph[mod].update(targets)
            if id(node) in inner and targets and not set(targets) <= DEFERRED.get(mod, set()):
                hidden.append(f"{mod}:{node.lineno} imports {', '.join(targets)} inside a function")
    return graph, hidden


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _layer(mod: str) -> str:
    parts = mod.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in ALLOWED else "top"


def test_no_import_cycles() -> None:
    graph, _ = _imports()
    assert _cycles(graph) == []


def test_no_import_hidden_in_a_function() -> None:
    _, hidden = _imports()
    assert hidden == []


def test_layers_import_only_the_layers_below() -> None:
    graph, _ = _imports()
    bad = []
    for mod, targets in graph.items():
        layer = _layer(mod)
        if layer == "top":
            continue
        for t in targets:
            other = _layer(t)
            if other not in (layer, "top") and other not in ALLOWED[layer]:
                bad.append(f"{mod} -> {t}")
            if other == "top" and t != "pygame_core":
                bad.append(f"{mod} -> {t} (a command-line module)")
    assert bad == []


def test_rules_never_import_bots_notation_or_ui() -> None:
    graph, _ = _imports()
    bad = [f"{m} -> {t}" for m, ts in graph.items() if ".games." in m and m.rsplit(".", 1)[-1] == "rules"
           for t in ts if t.rsplit(".", 1)[-1] in ("bots", "notation") or ".ui" in t]
    assert bad == []


def test_modules_a_reader_can_hold_in_mind() -> None:
    long = {str(p.relative_to(ROOT)): n for p in ROOT.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 650}
    assert long == {}
