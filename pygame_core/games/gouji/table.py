"""够级's table procedure: the rule book's turn timers when the table times by the rules (§ "Turn timer":
about 15 s; the timeout is ``timeout_action``: 过 where allowed, else the rule's default) and the 买4 and
革命 prompts every seat answers (rules.py).

The engine has no clock; the table layer (``pygame_core.table.timing``) reads ``TIMING`` here. 托管
after timeouts is the table's (the viewer's own table part plays for them until cancelled).
"""

from __future__ import annotations

from ...core.game import Action, GameState
from ...core.timing import PhaseTiming
from .rules import CATCH_UP  # the prompts every seat answers, and their declining answer


def window(state: GameState, seat: int) -> tuple[Action, bool] | None:
    """买4 (optional buying) and 革命 ask every seat: skip / decline alone for a seat that holds a 4
    / is not eligible."""
    entry = CATCH_UP.get(str(getattr(state, "phase", "")))
    if entry is None or seat not in state.to_act():
        return None
    decline: Action = {"a": entry[0]}
    return decline, state.legal_actions(seat) == [decline]


# Seconds a person's prompt may take when the table times by the rules.
LIMITS = {"play": 15.0, "return": 15.0, "buy_pay": 10.0, "buy_opt": 10.0, "revolution": 10.0,
          "yudian": 10.0, "mingdian": 10.0}


TIMING = PhaseTiming(LIMITS, window)
