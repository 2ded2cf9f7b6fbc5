"""跑胡子's table procedure: the turn timers of the rule book's table (§ "Timers": about 15 s to
discard, 8-10 s to answer a claim; the timeout is 过 for options and the hint's discard) when the
table times by the rules, and the windows every asked seat answers (VIEW.md). A claim gets 15 s, the
top of what apps give (a play-tester ran out of 10 s reading 吃 with its 比), and the same for every
seat: every seat's clock is sent to all, so a limit that followed a seat's options would tell them.

The engine has no clock; the table layer (``pygame_core.table.timing``) reads ``TIMING`` here.
托管 after timeouts is the table's (the viewer's own table part plays for them until cancelled).
"""

from __future__ import annotations

from ...core.game import JSON, Action, GameState
from ...core.timing import PhaseTiming
from .claims import Claims
from .state import SEATS

PASS: Action = {"a": "pass"}
WINDOWS = frozenset({"claim", "opening", "selfhu"})  # claims, 天胡 and the own-card win prompt
LIMITS = {"discard": 15.0, "claim": 15.0, "opening": 10.0, "selfhu": 10.0, "light": 10.0}
# The dealer's opening discard comes from 21 fresh cards, the tour or the deal just gone (play-test 27:
# a phone's first turn timed out at 15 s): it gets this. Only the dealer is asked then, and the whole
# table knows who deals, so the limit tells nobody anything.
OPENING_DISCARD = 25.0


def window(state: GameState, seat: int) -> tuple[Action, bool] | None:
    """Every seat that may take a card is asked, with 过 alone when it has no option; a seat whose
    options the answers given already beat (``Claims.moot``) has nothing to say either: the table
    answers it, so a 吃 a bot's 碰 takes is never shown nor pressed."""
    if getattr(state, "phase", None) not in WINDOWS or seat not in state.to_act():
        return None
    return PASS, state.legal_actions(seat) == [PASS] or isinstance(state, Claims) and state.moot(seat)


def opening_discard(state: GameState, seat: int) -> bool:
    """``seat`` is the dealer asked for the hand's first discard (no card drawn, none discarded yet)."""
    return (isinstance(state, Claims) and state.phase == "discard" and seat == state.dealer
            and not state.first_done and not state.players[seat].discarded)


class ClaimTiming(PhaseTiming):
    """A claim's clock starts once every seat answering before it (counting round from the card's
    source) has answered: until then the table does not show the seat its answers (§7.4 order), so a
    clock would run while it cannot act. The rule is the same for every seat whatever it holds."""

    def time_limit(self, state: GameState, seat: int, options: JSON, timers: bool) -> float | None:
        lim = super().time_limit(state, seat, options, timers)
        if lim is not None and opening_discard(state, seat):
            return OPENING_DISCARD
        off = getattr(state, "offer", None)
        if lim is None or getattr(state, "phase", None) != "claim" or off is None:
            return lim
        order = (seat - off.src) % SEATS
        return None if any(s != seat and (s - off.src) % SEATS < order for s in state.to_act()) else lim


TIMING = ClaimTiming(LIMITS, window)
