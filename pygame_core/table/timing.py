"""Per-game table procedure the engine leaves to the table: turn timers and bot takeover.

Engines are pure and have no clock. A game that times its prompts says how in
``pygame_core/games/<id>/table.py``, exposing ``TIMING`` (an object with the two methods of
``Timing``), just as its table drawing lives in ``pygame_core/ui/games/<id>.py``. A game without
that module has no timers and never hands a seat to a bot; a module with no ``TIMING`` but a
``window`` function has windows only (no timers, no takeover).
"""

from __future__ import annotations

import importlib
from typing import Protocol

from ..core.game import JSON, Action, GameState
from ..core.timing import Window


class Timing(Protocol):
    def time_limit(self, state: GameState, seat: int, options: JSON, timers: bool) -> float | None:
        """Seconds ``seat`` has for its current prompt, or None for no timer. ``timers`` is the
        table's "rule timers" switch; a game may still time a prompt without it (a commit window)."""
        ...

    def taken_over(self, state: GameState, seat: int) -> bool:
        """True while the rules let a bot play ``seat`` (托管 after repeated timeouts)."""
        ...

    def window(self, state: GameState, seat: int) -> tuple[Action, bool] | None:
        """When ``seat``'s current prompt is a *window* (a claim, 天胡, 买4...: a prompt every seat
        gets whatever it holds): the answer that declines it, and whether that is its only answer.
        The table answers a decline-only window by itself and holds real answers until the window
        closes (``Master``), so nobody learns from who is asked or when who had a choice."""
        ...


class NoTiming:
    """No timers and no takeover; the windows of ``window`` when given."""

    def __init__(self, window: Window | None = None) -> None:
        self._window = window

    def time_limit(self, state: GameState, seat: int, options: JSON, timers: bool) -> float | None:
        return None

    def taken_over(self, state: GameState, seat: int) -> bool:
        return False

    def window(self, state: GameState, seat: int) -> tuple[Action, bool] | None:
        return None if self._window is None else self._window(state, seat)


def timing_for(game_id: str) -> Timing:
    name = f"pygame_core.games.{game_id}.table"
    try:
        mod = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name is not None and name.startswith(e.name):  # no such module: the game has no timers
            return NoTiming()
        raise  # the module exists but something it imports does not: a real error
    if not hasattr(mod, "TIMING"):
        window: Window = mod.window
        return NoTiming(window)
    timing: Timing = mod.TIMING
    return timing
