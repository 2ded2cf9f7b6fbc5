"""跑胡子's table procedure: no turn timers; the windows every asked seat answers (VIEW.md).

The engine has no clock; the table layer (``pygame_core.table.timing``) reads ``window`` here.
"""

from __future__ import annotations

from ...core.game import Action, GameState

PASS: Action = {"a": "pass"}
WINDOWS = frozenset({"claim", "opening", "selfhu"})  # claims, 天胡 and the own-card win prompt


def window(state: GameState, seat: int) -> tuple[Action, bool] | None:
    """Every seat that may take a card is asked, with 过 alone when it has no option."""
    if getattr(state, "phase", None) not in WINDOWS or seat not in state.to_act():
        return None
    return PASS, state.legal_actions(seat) == [PASS]
