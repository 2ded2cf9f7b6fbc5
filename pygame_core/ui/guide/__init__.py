"""In-app rules: a short "how to play" and the full rules of each game, in the three languages.

``guide(game_id)`` returns the game's ``Guide`` (content modules are imported only when asked
for, so the start screen does not pay for them); ``open_guide(app, game_id, section)`` shows the
guide screen (pygame_core/ui/guide_screen.py) and comes back to the current screen on "back".
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from .model import Guide

if TYPE_CHECKING:
    from ..app import App

GAME_IDS = ("gouji", "paohuzi", "huaniao")
_cache: dict[str, Guide] = {}


def has_guide(game_id: str) -> bool:
    return game_id in GAME_IDS


def guide(game_id: str) -> Guide:
    if game_id not in GAME_IDS:
        raise KeyError(f"no guide for {game_id!r}; known: {', '.join(GAME_IDS)}")
    if game_id not in _cache:
        g = importlib.import_module(f"{__name__}.content_{game_id}").GUIDE
        assert isinstance(g, Guide)
        _cache[game_id] = g
    return _cache[game_id]


def open_guide(app: App, game_id: str, section: str | None = None,
               on_back: Callable[[], None] | None = None) -> None:
    """Show the rules of ``game_id`` (at ``section`` if given); "back" returns to the current screen
    unless ``on_back`` says otherwise."""
    from ..guide_screen import open_guide as _open

    _open(app, game_id, section, on_back)
