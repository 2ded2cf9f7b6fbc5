"""The hard level: a determinised flat Monte Carlo from the seat's own view, over discards and 吃.

Candidates. A discard: the kinds the one-step value ranks best (``worth``: every live winning card
the rest of the hand keeps, each counting ``log2(2 + 囤 × 番)`` of the win it makes — many live
cards beat a few, but a wait on a hand paying a hundred times more beats one more live card),
the first of them being the default. A 吃 offer: the normal level's answer, 过 and the best other
吃. 胡, 碰 and the bowl are the normal level's (always right in 疯狂碰胡); a single move is instant.

Search. Each sample deals the unseen cards once (``bots.determinize``: only what the seat cannot see
is sampled, so the bot never peeks) and plays every candidate on a copy of that deal; then a cheap
policy (``rollout_action``, reading the sampled position) plays every seat for one round of draws
(``horizon`` pile cards) until the seat waits again, and the leaf is scored by ``leaf_value``: what
the seat won in the round minus what the others won, plus the ``worth`` of the hand it holds then.
The default is kept unless another candidate gains more than max(``margin``, ``z`` standard errors)
over the same samples (``bots.paired.compare``). An iteration budget decides the result (so duels
are reproducible); the time cap counts processor time and is only a safety net.

A full rollout to the end of the hand costs ~90 ms in CPython (an engine step ~0.7 ms: every offer
runs the win check for every seat), so 350 ms would hold three or four: too few to rank moves on
the hand's outcome (the previous ISMCTS level measured +0.027, not significant). One round and a
valuation of the hand reached is what the budget affords.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Sequence

from ...bots.paired import compare, seat_rng
from ...bots.thinking import Slices, finish
from ...core.game import JSON, Action
from .bots import RuleBot, chi_kinds, claim_by_gain, determinize
from .cards import CODES, NKINDS, kind_of
from .hints import (
    Holding,
    best_cell,
    chi_gain,
    discard_order,
    fed_kinds_steps,
    holding_from_state,
    holding_from_view,
    safe_order,
    unseen_counts,
    waits_steps,
    win_value,
)
from .rules import PaohuziState

# A win in the round counts as this many live winning cards of the same value: a card in hand beats
# a chance of one (a ready hand with eight live cards wins about one round in three).
WIN_WEIGHT = 8.0

# A win's value depends on the whole holding and its flags (first win, untouched, 过碰), and the kind.
ValueMemo = dict[tuple[object, ...], float]


def worth_steps(h: Holding, live: Sequence[int], opts: JSON, memo: ValueMemo) -> Generator[None, None, float]:
    """Every live card the hand wins on, each weighed ``log2(2 + score)`` (memoised per decision);
    yielding after each kind's win check and each win scored (a ready hand may wait on 17 kinds,
    each scored over all its arrangements: 50 ms of CPython at once)."""
    total = 0.0
    key = (tuple(h.free), tuple(h.kans), h.wilds, tuple(h.melds), frozenset(h.passed_peng), h.untouched,
           h.first_win)
    for w in (yield from waits_steps(h, opts, "own")):
        if not live[w]:
            continue
        v = memo.get((*key, w))
        if v is None:
            v = memo[(*key, w)] = math.log2(2 + (win_value(h, w, "own", opts) or 0))
            yield
        total += live[w] * v
    return total


def worth(h: Holding, live: Sequence[int], opts: JSON, memo: ValueMemo) -> float:
    """``worth_steps`` at once."""
    return finish(worth_steps(h, live, opts, memo))


def rollout_action(st: PaohuziState, seat: int) -> Action:
    """A cheap policy on a sampled position: 胡, 碰, a 吃 worth it by ``chi_gain``, the least
    connected discard, the best bowl cell."""
    legal = st.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    kinds = {a["a"] for a in legal}
    if "hu" in kinds:
        return {"a": "hu"}
    p = st.players[seat]
    if "discard" in kinds:
        return {"a": "discard", "card": CODES[discard_order(p.free_kinds())[0]]}
    if "light" in kinds:
        return best_cell(p.bowl, legal)
    if st.offer is None:
        return {"a": "pass"}
    return claim_by_gain(p.free_kinds(), legal, kind_of(st.offer.card))


def _live(st: PaohuziState, seat: int) -> list[int]:
    """Copies of each kind the seat does not hold and cannot see (pile and other hands, sampled)."""
    n = [0] * NKINDS
    for c in st.pile:
        k = kind_of(c)
        if k < NKINDS:
            n[k] += 1
    for i, p in enumerate(st.players):
        if i != seat:
            for c in p.hand:
                n[kind_of(c)] += 1
            for k in p.kans:
                n[k] += 3
    return n


def leaf_value(st: PaohuziState, seat: int, scores0: Sequence[int], memo: ValueMemo) -> Generator[None, None, float]:
    """The seat's gain in the round (its wins minus the others', on a log scale) plus its hand's
    worth, in slices as ``worth_steps``."""
    v = 0.0
    for i, p in enumerate(st.players):
        d = p.score - scores0[i]
        if d > 0:
            v += (1.0 if i == seat else -0.5) * WIN_WEIGHT * math.log2(2 + d)
    if st.is_over():
        return v
    return v + (yield from worth_steps(holding_from_state(st, seat), _live(st, seat), st.opts, memo))


def _run_out(st: PaohuziState) -> Generator[None, None, None]:
    """The rules' automatic steps after an action (draws, locked seats' wins), one a slice."""
    while st.pending():
        st.advance()
        yield


class HardBot:
    """The hard level (see the module text). ``think`` returns the search in slices (one rollout move
    each) so the page keeps painting; ``choose`` runs it at once, to the same choice."""

    def __init__(self, seat: int, seed: int, *, alternatives: int = 6, candidates: int = 3,
                 iterations: int = 8, min_iterations: int = 3, cap_s: float | None = 1.0,
                 horizon: int = 3, max_steps: int = 40, margin: float = 0.5, z: float = 1.0,
                 stop_z: float = 2.5) -> None:
        self.seat = seat
        self.rule = RuleBot(seat, seed)
        self.rng = seat_rng(seed, seat)
        self.alternatives = alternatives
        self.k = candidates
        self.iterations = iterations
        self.min_iterations = min_iterations
        self.cap_s = cap_s
        self.horizon = horizon
        self.max_steps = max_steps
        self.margin = margin
        self.z = z
        self.stop_z = stop_z
        self.last_iterations = 0
        self.memo: ValueMemo = {}

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        return finish(self._decide(view, legal))

    def think(self, view: JSON, legal: Sequence[Action]) -> Slices[Action]:
        return Slices(self._decide(view, legal))

    def candidates(self, view: JSON, legal: Sequence[Action]) -> list[Action]:
        """What the search compares, the default first; one entry: nothing to search."""
        return finish(self._candidates(view, legal))

    def _candidates(self, view: JSON, legal: Sequence[Action]) -> Generator[None, None, list[Action]]:
        pick = yield from self.rule.steps(view, legal)
        if len(legal) == 1 or pick["a"] in ("hu", "peng", "light"):
            return [pick]
        if legal[0]["a"] == "discard":
            h = holding_from_view(view, self.seat)
            live = unseen_counts(view)
            base = CODES.index(pick["card"])  # the normal level's discard (hints.suggest_discard)
            fed = yield from fed_kinds_steps(view, self.seat)   # never a locked hand's card (pt30 #2)
            kinds = [base] + [k for k in safe_order(h.free, fed)[:self.alternatives] if k != base]
            vals = {}
            for k in kinds:
                vals[k] = yield from worth_steps(h.without(k), live, view["options"], self.memo)
            # the normal move stands among equals (and when nothing is ready, all are worth 0)
            kinds.sort(key=lambda k: (-vals[k], k != base))
            return [{"a": "discard", "card": CODES[k]} for k in kinds[:self.k]]
        chis = [a for a in legal if a["a"] == "chi"]
        if not chis:
            return [pick]
        alts: list[Action] = [] if pick["a"] == "pass" else [{"a": "pass"}]
        rest = [a for a in chis if a != pick]
        if rest:
            free, k = holding_from_view(view, self.seat).free, CODES.index(view["offer"]["card"])
            alts.append(max(rest, key=lambda a: chi_gain(free, chi_kinds(a), k)))
        return [pick] + alts[:self.k - 1]

    def _decide(self, view: JSON, legal: Sequence[Action]) -> Generator[None, None, Action]:
        self.last_iterations = 0
        cands = yield from self._candidates(view, legal)
        if len(cands) == 1:
            return cands[0]
        scores0 = [s["score"] for s in view["seats"]]

        def score(base: PaohuziState, i: int, last: bool) -> Generator[None, None, float]:
            st = base if last else base.clone()
            st.apply(self.seat, cands[i], run=False)
            yield from _run_out(st)
            stop = len(st.pile) - self.horizon
            for _ in range(self.max_steps):
                if st.is_over() or (len(st.pile) <= stop and self.seat not in st.to_act()):
                    break
                actor = st.to_act()[0]
                st.apply(actor, rollout_action(st, actor), run=False)
                yield  # a page's slice may end inside a rollout
                yield from _run_out(st)
            return (yield from leaf_value(st, self.seat, scores0, self.memo))

        def sample() -> PaohuziState:
            st = determinize(view, self.seat, self.rng)
            assert isinstance(st, PaohuziState)
            return st

        best, self.last_iterations = yield from compare(
            len(cands), sample, score, iterations=self.iterations,
            min_iterations=self.min_iterations, cap_s=self.cap_s, stop_z=self.stop_z, margin=self.margin,
            z=self.z)
        return cands[best]


def make_hard_bot(seat: int, seed: int) -> HardBot:
    return HardBot(seat, seed)
