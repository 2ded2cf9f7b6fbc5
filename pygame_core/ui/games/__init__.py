"""Per-game table parts; ``plugin_for`` falls back to the generic table for games without one."""

from __future__ import annotations

import importlib
import importlib.util

from ..plugin import GameUI


def plugin_for(game_id: str) -> type[GameUI]:
    """The game's table part, or the generic table when the game has none. A part that exists but
    cannot load (its bundle not fetched: lazy.BundleUnavailable) raises: never a silent generic table."""
    name = f"{__name__}.{game_id}"
    if importlib.util.find_spec(name) is None:  # finding fetches nothing (lazy.LazyBundles)
        return GameUI
    ui = getattr(importlib.import_module(name), "UI", None)
    return ui if isinstance(ui, type) and issubclass(ui, GameUI) else GameUI
