"""The hard level: the normal level, with its discard weighed by what each win would pay.

The normal level keeps the discard leaving the most live winning cards. The hard level also
scores every win that each discard leaves (``hints.win_value``: the best arrangement's 囤 × 番,
before the bowl and the cap): it looks at the normal move and the six least connected kinds, and
throws the one whose winning cards are worth most, each live card counting ``log2(2 + score)`` —
so many live cards still beat a few, but a wait for a hand paying a hundred times more wins over
one more live card. The hand's rank (``returns``) goes to the biggest score, and in 血流 two or
three seats win most hands, so the size of a win decides as often as winning at all. Claims, 胡
and the bowl are the normal level's; a forced move is instant. Deterministic (no sampling).

Tried and dropped (paired duels against the normal level, see rules.md): playing rollouts (an
engine step costs ~4 ms in CPython — each offer runs the win check for every seat, each win the
full scoring — so a 350 ms budget holds about three rollouts of one round); and discards checked
against positions sampled from the seat's view (``bots.determinize``) so as not to feed another
seat's win, which lost: in 血流 with both other seats paying every win, a fed win costs the
discarder no more than any other, and keeping the card breaks the hand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...core.game import JSON, Action
from .bots import RuleBot
from .cards import CODES
from .hints import discard_order, holding_from_view, suggest_discard, unseen_counts, waits, win_value


class HardBot:
    """The hard level (see the module text)."""

    def __init__(self, seat: int, seed: int, alternatives: int = 6) -> None:
        self.seat = seat
        self.rule = RuleBot(seat, seed)
        self.alternatives = alternatives

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        if len(legal) == 1 or legal[0]["a"] != "discard":
            return self.rule.choose(view, legal)
        h = holding_from_view(view, self.seat)
        live = unseen_counts(view)
        base = suggest_discard(view, self.seat)
        cands = [base] + [k for k in discard_order(h.free)[:self.alternatives] if k != base]
        opts = view["options"]

        def worth(k: int) -> float:
            rest = h.without(k)
            return sum(live[w] * math.log2(2 + (win_value(rest, w, "own", opts) or 0))
                       for w in waits(rest, opts, "own") if live[w])

        # The normal move stands among equals (and when nothing is ready, all are worth 0).
        return {"a": "discard", "card": CODES[max(cands, key=lambda k: (worth(k), k == base))]}


def make_hard_bot(seat: int, seed: int) -> HardBot:
    return HardBot(seat, seed)
