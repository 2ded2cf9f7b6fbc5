"""Per-game table parts; ``plugin_for`` falls back to the generic table for games without one."""

from __future__ import annotations

import importlib

from ..plugin import GameUI


def plugin_for(game_id: str) -> type[GameUI]:
    try:
        mod = importlib.import_module(f"{__name__}.{game_id}")
    except ImportError:
        return GameUI
    ui = getattr(mod, "UI", None)
    return ui if isinstance(ui, type) and issubclass(ui, GameUI) else GameUI
