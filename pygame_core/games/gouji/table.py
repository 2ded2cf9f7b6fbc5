"""够级's table procedure: no turn timers; the 买4 and 革命 prompts every seat answers (rules.py).

The engine has no clock; the table layer (``pygame_core.table.timing``) reads ``window`` here.
"""

from __future__ import annotations

from ...core.game import Action, GameState
from .rules import CATCH_UP  # the prompts every seat answers, and their declining answer


def window(state: GameState, seat: int) -> tuple[Action, bool] | None:
    """买4 (optional buying) and 革命 ask every seat: skip / decline alone for a seat that holds a 4
    / is not eligible."""
    entry = CATCH_UP.get(str(getattr(state, "phase", "")))
    if entry is None or seat not in state.to_act():
        return None
    decline: Action = {"a": entry[0]}
    return decline, state.legal_actions(seat) == [decline]
