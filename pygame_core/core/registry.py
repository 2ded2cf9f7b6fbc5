"""The list of games. Each is imported lazily so the page loads only what it plays."""

from __future__ import annotations

import importlib

from .errors import NotationError
from .game import GameInfo, GameState

GAME_IDS = ("huaniao", "gouji", "paohuzi")
_cache: dict[str, GameInfo] = {}


def get(game_id: str) -> GameInfo:
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(GAME_IDS)}")
    if game_id not in _cache:
        _cache[game_id] = importlib.import_module(f"pygame_core.games.{game_id}").GAME
    return _cache[game_id]


def available() -> list[GameInfo]:
    """Games whose module imports (all three once built)."""
    out = []
    for gid in GAME_IDS:
        try:
            out.append(get(gid))
        except (ImportError, AttributeError):
            continue
    return out


def load_position(text: str) -> GameState:
    """Load any position from its one-line notation; the first word names the game."""
    gid = text.strip().split(" ", 1)[0]
    if gid not in GAME_IDS:
        raise NotationError(f"a position starts with the game id ({', '.join(GAME_IDS)}), got {gid!r}")
    return get(gid).load(text)
