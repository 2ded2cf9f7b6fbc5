"""The start screen compiles the chosen game's table ahead (pygame_core/ui/warm.py): the list names
the real modules, each step compiles one into the cache the import reads, and imported ones are left."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from pygame_core.ui import warm


@pytest.mark.parametrize("game", ["gouji", "paohuzi", "huaniao"])
def test_the_list_names_each_module_by_its_file(game: str) -> None:
    mods = warm.table_modules(game)
    names = [n for n, _ in mods]
    assert f"pygame_core.games.{game}" in names and "pygame_core.ui.table_screen" in names
    assert any(n.startswith(f"pygame_core.ui.games.{game}") for n in names)
    assert len(names) == len(set(names))
    for name, path in mods:
        spec = importlib.util.find_spec(name)
        assert spec is not None and Path(spec.origin or "") == path, name


def test_each_step_compiles_one_module_not_imported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "pygame_core"
    for rel in ("games/demo/__init__.py", "games/demo/rules.py", "ui/games/demo.py", "ui/games/demo_bar.py",
                "ui/games/democracy.py", "ui/table_screen.py", "table/master.py"):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("X = 1\n")
    monkeypatch.setattr(warm, "ROOT", root)
    monkeypatch.setitem(sys.modules, "pygame_core.table.master", sys.modules[__name__])  # "imported": left
    for name in ("pygame_core.games.demo", "pygame_core.ui.table_screen"):  # not imported yet (restored after)
        monkeypatch.delitem(sys.modules, name, raising=False)
    w = warm.Warmer()
    done = []
    while (name := w.step("demo")) is not None:
        done.append(name)
    assert done == ["pygame_core.games.demo", "pygame_core.games.demo.rules", "pygame_core.ui.games.demo",
                    "pygame_core.ui.games.demo_bar", "pygame_core.ui.table_screen"]
    for rel in ("games/demo/rules.py", "ui/games/demo_bar.py", "ui/table_screen.py"):
        assert Path(importlib.util.cache_from_source(str(root / rel))).is_file(), rel
    assert not (root / "table" / "__pycache__").exists()
    assert w.step("demo") is None
