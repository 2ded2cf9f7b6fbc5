"""The usual table procedure of a game that times its prompts (``pygame_core/games/<id>/table.py``
exposes it as ``TIMING``; ``pygame_core.table.timing`` reads it): a limit per phase. Here, below the
games, so that each game's table module builds one rather than writing it again."""

from __future__ import annotations

from collections.abc import Callable

from .game import JSON, Action, GameState

Window = Callable[[GameState, int], "tuple[Action, bool] | None"]


class PhaseTiming:
    """A limit per phase for every seat it asks when the table times by the rules (the same for
    every seat: each seat's clock is sent to all, so a limit that followed a seat's options would
    tell them), no takeover by the rules (托管 is the viewer's table's), and ``window``'s windows."""

    def __init__(self, limits: dict[str, float], window: Window) -> None:
        self.limits = limits
        self._window = window

    def time_limit(self, state: GameState, seat: int, options: JSON, timers: bool) -> float | None:
        if not timers or seat not in state.to_act():
            return None
        return self.limits.get(str(getattr(state, "phase", "")))

    def taken_over(self, state: GameState, seat: int) -> bool:
        return False

    def window(self, state: GameState, seat: int) -> tuple[Action, bool] | None:
        return self._window(state, seat)
