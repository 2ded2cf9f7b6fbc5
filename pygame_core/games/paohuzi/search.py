"""The hard level: the normal level, with its discard searched over sampled positions.

Where the normal level judges a discard by the live cards it leaves and guesses what it may feed,
the hard level looks: in ``samples`` positions dealt from what its seat cannot see
(``bots.determinize``: hidden hands, face-down 偎, the pile; never the real hidden cards, while an
open hand — a seat locked after a win — is the same in every sample), it checks which of its
candidate discards (the normal move and the six least connected kinds) another seat would win on.
When the normal move feeds a win in at least half the samples (``likely``), it throws instead the
candidate that is safer by that much and leaves the most live winning cards; otherwise it plays
the normal move. (Weighing every candidate's sampled risk against its live cards was tried first
and lost to the normal level, −0.06 per hand over 28 paired deals: hidden hands dealt at random
show a small risk almost everywhere, and chasing it broke good hands.) Claims, 胡 and the bowl
are the normal level's.
A fixed number of samples makes it deterministic for a seed; it stops early when the normal move
fed nobody in the first four samples; a time cap is only a safety net for slow machines.

(Playing rollouts was tried first: an engine step costs ~4 ms on CPython — every offer runs the win
check for every seat, every win the full scoring — so a 350 ms budget holds about three rollouts
of a round each, far too few to rank moves by outcome.)
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ...core.game import JSON, Action
from ...core.rng import SplitMix64
from .bots import RuleBot, determinize
from .cards import CODES
from .hints import discard_order, holding_from_view, outs, suggest_discard, unseen_counts
from .rules import PaohuziState
from .winning import can_win


class SearchBot:
    """The hard level (see the module text). ``samples``: sampled positions per decision;
    ``time_cap_s``: a safety net for slow machines only (duels never reach it)."""

    def __init__(self, seat: int, seed: int, samples: int = 12, likely: float = 0.5,
                 alternatives: int = 6, time_cap_s: float = 2.0) -> None:
        self.seat = seat
        self.rng = SplitMix64(seed & ((1 << 64) - 1))
        self.rule = RuleBot(seat, seed)
        self.samples, self.likely, self.time_cap_s = samples, likely, time_cap_s
        self.alternatives = alternatives
        self.last_samples = 0

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        if len(legal) == 1 or legal[0]["a"] != "discard":
            return self.rule.choose(view, legal)
        h = holding_from_view(view, self.seat)
        live = unseen_counts(view)
        base = suggest_discard(view, self.seat)
        cands = [base] + [k for k in discard_order(h.free)[:self.alternatives] if k != base]
        if len(cands) == 1:
            return {"a": "discard", "card": CODES[base]}
        risk = self.feed_risk(view, cands)
        if risk[base] < self.likely:
            return {"a": "discard", "card": CODES[base]}
        # The normal move likely feeds a win: the safer card (by ``likely``) leaving the most live
        # winning cards, the least connected among equals; the normal move when none is safer.
        opts = view["options"]
        safer = [k for k in cands if risk[k] <= risk[base] - self.likely]
        best = max(safer, key=lambda k: (outs(h.without(k), opts, live), -cands.index(k)), default=base)
        return {"a": "discard", "card": CODES[best]}

    def feed_risk(self, view: JSON, cands: list[int]) -> dict[int, float]:
        """Per candidate kind, the share of sampled positions in which some other seat wins on it."""
        hits = dict.fromkeys(cands, 0)
        deadline = time.perf_counter() + self.time_cap_s
        opts = view["options"]
        n = 0
        while n < self.samples and time.perf_counter() < deadline:
            s = determinize(view, self.seat, self.rng)
            assert isinstance(s, PaohuziState)
            for i, p in enumerate(s.players):
                if i == self.seat or p.dead:
                    continue
                for k in cands:
                    if can_win(p.placed(k, "discard", int(opts["wild_copy_limit"])), int(opts["min_huxi"])):
                        hits[k] += 1
            n += 1
            # Clear enough: the normal move fed nobody in the first few samples.
            if n >= 4 and not hits[cands[0]]:
                break
        self.last_samples = n
        return {k: hits[k] / n for k in cands}


def make_search_bot(seat: int, seed: int, samples: int = 12) -> SearchBot:
    return SearchBot(seat, seed, samples)
