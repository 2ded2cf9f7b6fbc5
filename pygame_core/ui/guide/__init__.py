"""In-app rules: a short "how to play" and the full rules of each game, in the three languages.

``guide(game_id)`` returns the game's ``Guide`` (content modules are imported only when asked
for, so the start screen does not pay for them); ``ui.guide_screen.open_guide(app, game_id,
section)`` shows it and comes back to the current screen on "back".
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the model loads with the first guide: the start screen only asks has_guide
    from .model import Guide

GAME_IDS = ("gouji", "paohuzi", "huaniao")
_cache: dict[str, Guide] = {}


def has_guide(game_id: str) -> bool:
    return game_id in GAME_IDS


def guide(game_id: str) -> Guide:
    if game_id not in GAME_IDS:
        raise KeyError(f"no guide for {game_id!r}; known: {', '.join(GAME_IDS)}")
    if game_id not in _cache:
        from .model import Guide

        g = importlib.import_module(f"{__name__}.content_{game_id}").GUIDE
        assert isinstance(g, Guide)
        _cache[game_id] = g
    return _cache[game_id]
