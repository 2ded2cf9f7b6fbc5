"""Per-game table procedure the engine leaves to the table: timers and bot takeover.

Engines are pure and have no clock; the rules say how long each prompt may take. A game can
describe that by giving its state a method ``time_limit(seat, timers_on) -> float | None`` and
``taken_over(seat) -> bool``; otherwise a ``TableRules`` here reads it from the view.
"""

from __future__ import annotations

from typing import Any

from ..core.game import JSON, GameInfo, GameState


class TableRules:
    """Default: use the state's own ``time_limit``/``taken_over`` if it has them, else no timers."""

    def time_limit(self, state: GameState, seat: int, options: JSON, timers: bool) -> float | None:
        f = getattr(state, "time_limit", None)
        if callable(f):
            v: Any = f(seat, timers)
            return None if v is None else float(v)
        return None

    def taken_over(self, state: GameState, seat: int) -> bool:
        f = getattr(state, "taken_over", None)
        return bool(f(seat)) if callable(f) else False

    def takeover_level(self, info: GameInfo) -> str:
        """The bot level that plays a seat taken over after timeouts: the first listed."""
        return next(iter(info.bots))


class HuaniaoRules(TableRules):
    """花鳥風月 §13.2: main operation ``op_timeout_s``, sub-decisions ``choice_timeout_s``,
    showdown calls ``call_timeout_s``. The 且慢 commit window (``undo_window_s``) closes by
    itself even in casual play, otherwise every human turn would wait for a click."""

    def time_limit(self, state: GameState, seat: int, options: JSON, timers: bool) -> float | None:
        own = super().time_limit(state, seat, options, timers)
        if own is not None:
            return own
        if seat not in state.to_act():
            return None
        phase = getattr(state, "phase", None)  # cheaper than building a view every frame
        if not isinstance(phase, str):
            phase = str((state.view(seat).get("prompt") or {}).get("type"))
        kind = {"showdown": "call", "over": None}.get(phase, phase)
        if kind == "commit":
            return float(options.get("undo_window_s", 2.5))
        if not timers:
            return None
        if kind == "main":
            return float(options.get("op_timeout_s", 30))
        if kind == "call":
            return float(options.get("call_timeout_s", 5))
        if kind is None:
            return None
        return float(options.get("choice_timeout_s", 15))

    def taken_over(self, state: GameState, seat: int) -> bool:
        flags = getattr(state, "bot", None)
        if isinstance(flags, list):
            return bool(seat < len(flags) and flags[seat])
        seats = state.view(None).get("seats") or []
        return bool(seat < len(seats) and seats[seat].get("bot"))


def rules_for(game_id: str) -> TableRules:
    return HuaniaoRules() if game_id == "huaniao" else TableRules()
