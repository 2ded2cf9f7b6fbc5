"""花鳥風月's table procedure (§13.2): how long each prompt may take, and the takeover after timeouts.

The engine has no clock; the table layer (``pygame_core.table.timing``) reads ``TIMING`` from this
module, as it does for every game that has a ``table.py``.
"""

from __future__ import annotations

from ...core.game import JSON, Action, GameState


def prompt_limit(phase: str, options: JSON) -> float | None:
    """§13.2's limit for a prompt of ``phase`` when the table times by the rules (None: untimed):
    the main operation ``op_timeout_s``, showdown calls ``call_timeout_s``, any other decision
    ``choice_timeout_s``. The table's own clocks and the 花鸟风月 table's clock at a bot's seat
    both read it."""
    if phase in ("over", "commit"):
        return None
    if phase == "main":
        return float(options.get("op_timeout_s", 30))
    if phase == "showdown":
        return float(options.get("call_timeout_s", 5))
    return float(options.get("choice_timeout_s", 15))


class HuaniaoTiming:
    """Main operation ``op_timeout_s``, sub-decisions ``choice_timeout_s``, showdown calls
    ``call_timeout_s``. The 且慢 commit window (``undo_window_s``) closes by itself even in casual
    play, otherwise every human turn would wait for a click."""

    def time_limit(self, state: GameState, seat: int, options: JSON, timers: bool) -> float | None:
        if seat not in state.to_act():
            return None
        phase = getattr(state, "phase", None)  # cheaper than building a view every frame
        if not isinstance(phase, str):
            phase = str((state.view(seat).get("prompt") or {}).get("type"))
        if phase == "commit":
            return float(options.get("undo_window_s", 2.5))
        return prompt_limit(phase, options) if timers else None

    def taken_over(self, state: GameState, seat: int) -> bool:
        flags = getattr(state, "bot", None)
        if isinstance(flags, list):
            return bool(seat < len(flags) and flags[seat])
        seats = state.view(None).get("seats") or []
        return bool(seat < len(seats) and seats[seat].get("bot"))

    def window(self, state: GameState, seat: int) -> tuple[Action, bool] | None:
        """順手 is offered after every daylight 棲 (rules.md): keeping is the decline, the only
        answer when the drawn card does not fit (the undo beside it is 且慢, not an answer)."""
        if getattr(state, "phase", None) != "day_play" or seat not in state.to_act():
            return None
        return KEEP, not state.day_ok()  # type: ignore[attr-defined]  # phase day_play: a HuaniaoState


KEEP: Action = {"a": "day_play", "play": False}


TIMING = HuaniaoTiming()
