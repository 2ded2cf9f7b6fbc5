"""The chosen game's table, compiled ahead while the start screen waits for a tap.

On a first visit every module is compiled from source when first imported: the table of a game is
some 30-40 modules, 1.2-2.6 s in one piece in the page (measured in headless Chromium, 640292d), and
that piece came right after the tap on 开始, so the page froze under the player's finger. The page
compiles them beforehand into the bytecode cache the import reads, one module per step with a pause
between (main.py): no step is long, nothing is imported before it is needed (a package's
``__init__`` would pull in the whole table at once), and a tap in between waits for one module at
most. A repeat visit restores a snapshot that has imported everything already: nothing to do."""

from __future__ import annotations

import importlib.util
import py_compile
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]  # the pygame_core folder (the wheel's, or a bundle's beside it)


def _modules(folder: Path, prefix: str) -> list[tuple[str, Path]]:
    """Every module in ``folder`` and its subfolders, as (dotted name, source path)."""
    out = []
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(folder).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out.append((".".join((prefix, *parts)), path))
    return out


def table_modules(game_id: str) -> list[tuple[str, Path]]:
    """The modules a table of ``game_id`` imports, as (name, source): the engine's, the game's table
    part (a package, or a module with its ``<game>_*`` siblings), the shared table and screens. Found
    on disk, not by ``find_spec``: that imports a module's parent package, and a table part's
    ``__init__`` imports the whole part."""
    games = ROOT / "games" / game_id
    out = _modules(games, f"pygame_core.games.{game_id}") if games.is_dir() else []
    parts = ROOT / "ui" / "games"
    if (parts / game_id).is_dir():
        out += _modules(parts / game_id, f"pygame_core.ui.games.{game_id}")
    out += [(f"pygame_core.ui.games.{p.stem}", p) for p in sorted(parts.glob(f"{game_id}*.py"))
            if p.stem == game_id or p.stem.startswith(game_id + "_")]
    for shared in ("table", "ui"):
        out += [(f"pygame_core.{shared}.{p.stem}", p) for p in sorted((ROOT / shared).glob("*.py"))
                if p.stem != "__init__"]
    return out


class Warmer:
    """Compiles a game's table modules one per ``step``."""

    def __init__(self) -> None:
        self._lists: dict[str, list[tuple[str, Path]]] = {}
        self._done: set[str] = set()

    def step(self, game_id: str) -> str | None:
        """Compile the next module of ``game_id``'s table that is neither imported nor compiled yet and
        return its name; None once none is left."""
        if game_id not in self._lists:
            self._lists[game_id] = table_modules(game_id)
        for name, path in self._lists[game_id]:
            if name in sys.modules or name in self._done:
                continue
            self._done.add(name)
            # (the import checks the source's time and size against the cache's header)
            py_compile.compile(str(path), cfile=importlib.util.cache_from_source(str(path)), doraise=True)
            return name
        return None
