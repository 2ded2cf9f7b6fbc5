"""够级's table procedure: turn timers when the table times by the rules (§20 "Turn timer", lengthened:
``LIMITS``; the timeout is ``timeout_action``: 过 where allowed, else the rule's default) and the 买4 and
革命 prompts every seat answers (rules.py).

The engine has no clock; the table layer (``pygame_core.table.timing``) reads ``TIMING`` here. 托管
after timeouts is the table's (the viewer's own table part plays for them until cancelled).
"""

from __future__ import annotations

from ...core.game import JSON, Action, GameState
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


# Seconds a person's prompt may take when the table times by the rules. The spec's "about 15 s" (§20)
# ran out on a phone while a player tapped three 7s out of a 33-card hand (play-test 6 P12/P13); the apps
# players know give 20-30 s on a lead: 30 s to lead (any play to choose), 25 s to beat or pass, 15 s for a
# call or a buying choice (预点 comes first, on a table just opened). Play-test 21 (a phone, its 33 cards in
# three rows): 25/20 ran out three times in the first four turns while the player picked its cards.
LIMITS = {"play": 25.0, "return": 25.0, "buy_pay": 15.0, "buy_opt": 15.0, "revolution": 15.0,
          "yudian": 15.0, "mingdian": 15.0}
LEAD_S = 30.0


class GoujiTiming(PhaseTiming):
    """The phases' limits, and ``LEAD_S`` on a lead (whether a trick is open is public: every seat's
    clock says nothing of its hand)."""

    def time_limit(self, state: GameState, seat: int, options: JSON, timers: bool) -> float | None:
        got = super().time_limit(state, seat, options, timers)
        if got is not None and getattr(state, "phase", "") == "play" and not getattr(state, "top", None):
            return LEAD_S
        return got


TIMING = GoujiTiming(LIMITS, window)
