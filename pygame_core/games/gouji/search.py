"""够级 search: a determinised flat Monte Carlo built on the rule policy, for every decision.

Each sample deals the unseen cards once (``determinize``: the view's public part written back, only the
hidden cards sampled, so the bot never peeks) and plays every candidate on a copy of that same deal
(common random numbers), then the rule policy plays every seat on. Plays are compared on the team's
win chance; the 明点 call on the chance that the opposite ends the hand unopened (what the call bets on);
革命, 买4 and the payment card on the win chance. A fixed iteration budget makes the search reproducible
(the time cap is only a safety net), it stops early once one candidate is clearly best, and forced or
trivial decisions are answered without sampling.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Generator, Sequence

from ...bots.paired import compare, seat_rng
from ...bots.thinking import Slices, finish
from ...core.game import JSON, Action
from ...core.rng import SplitMix64
from ...core.sampling import deal_hidden, unseen
from .cards import TWO, VALUE, full_deck, parse_ranks, ranks_list, value
from .combos import Combo, from_values, is_pure, size, values_of
from .policy import RuleBot, compact_combos, ctx_from_view, lead_candidates, play_cost, rule_action
from .rules import GoujiState
from .view import read_public

# Weights of a logistic fit of "team 0 wins" on rule-bot self-play positions at trick starts: the
# difference in seats gone counts most, then openings, then helpers; cards left add little beyond that.
_W_OUT, _W_OPEN, _W_HELP, _W_LEFT = 1.3, 0.6, 0.02, 0.01


def evaluate(st: GoujiState) -> list[float]:
    """Win chances for a truncated rollout, from team progress (seats gone, openings, helpers, cards)."""
    z = 0.0
    for seat in range(6):
        sign = 1.0 if seat % 2 == 0 else -1.0
        if not st.active(seat):
            z += sign * _W_OUT
            continue
        hand = st.hands[seat]
        helpers = 0
        for c in hand:
            v = VALUE[c]
            if v >= TWO:
                helpers += v - TWO + 1
        z += sign * (_W_HELP * helpers - _W_LEFT * len(hand) + (_W_OPEN if st.ostate[seat] in "OP" else 0.0))
    p0 = 1.0 / (1.0 + math.exp(-z))
    return [p0 if seat % 2 == 0 else 1.0 - p0 for seat in range(6)]


def rollout_action(st: GoujiState, seat: int) -> Action:
    """``rule_action`` with its cheapest decision first: a teammate's play is never beaten."""
    if st.phase == "play" and st.top and st.owner % 2 == seat % 2 and st.turn == seat:
        return {"a": "pass"}
    return rule_action(st, seat)


def rollout(st: GoujiState, seat: int, max_steps: int) -> float:
    """Play ``st`` on with the rule policy for every seat; ``seat``'s team's win chance at the end."""
    return finish(playout(st, seat, max_steps))


def playout(st: GoujiState, seat: int, max_steps: int) -> Generator[None, None, float]:
    """``rollout`` yielding after every action, so a page's slice can end inside one."""
    steps = 0
    while st.phase != "over" and steps < max_steps:
        actor = st.to_act()[0]
        st.apply(actor, rollout_action(st, actor))
        steps += 1
        yield
    if st.phase == "over":
        return 1.0 if st.winner_team() == seat % 2 else 0.0
    return evaluate(st)[seat]


class SearchState(GoujiState):
    """A determinised hand for search trees: each node offers a few sensible plays (``compact_combos``)
    instead of every helper mix, so a tree spends its samples on real choices."""

    def play_options(self, seat: int) -> list[Combo]:
        leading = not self.top
        combos = lead_candidates(self, seat) if leading else self.play_combos(seat)
        return compact_combos(combos, leading)


def determinize(view: JSON, seat: int, rng: SplitMix64) -> SearchState:
    """A full state consistent with ``view``: its public part written back (``view.read_public``), the
    unseen cards dealt at random to the other seats with what the rules tell about them."""
    st = SearchState.blank(view["options"])
    read_public(st, view)
    mine = list(view.get("hand", []))
    deck = full_deck(st.opts["fours_removed"])
    need = [0 if s == seat else view["counts"][s] for s in range(6)]
    first, allow = _what_the_rules_tell(st) if st.phase in ("buy_opt", "revolution", "mingdian", "play") else ([], None)
    hands, rest = deal_hidden(rng, unseen(deck, mine + st.pile), need, first=first, allow=allow)
    hands[seat] = mine
    st.hands = [sorted(h) for h in hands]
    st.pile.extend(rest)
    # Answers given at once are hidden until all are in: every seat answers again in the sample.
    if st.phase == "revolution":
        st.rev_dec = "??????"
    elif st.phase == "buy_opt":
        st.buy_opt = "??????"
    return st


def _what_the_rules_tell(st: GoujiState) -> tuple[list[tuple[int, Callable[[int], bool]]],
                                                   Callable[[int, int], bool]]:
    """After buying: every hand in play holds one 3; a hand that has not played its 4s (neither opened
    nor forfeited) holds them (at least one unless buying a 4 was optional), and when 4s go all at
    once a hand that has played them holds none; the revolutionary holds no 2 and no joker."""
    holds_fours = [st.ostate[s] not in "OF" for s in range(6)]
    first: list[tuple[int, Callable[[int], bool]]] = [(s, _is_three) for s in range(6)]
    if not st.opts["buy_four_optional"]:
        first += [(s, _is_four) for s in range(6) if holds_fours[s]]
    all_at_once, rev = st.opts["fours_all_at_once"], st.rev

    def allow(s: int, c: int) -> bool:
        v = VALUE[c]
        if v == 4:
            return holds_fours[s] or not all_at_once
        return v < TWO or s != rev
    return first, allow


def _is_three(c: int) -> bool:
    return VALUE[c] == 3


def _is_four(c: int) -> bool:
    return VALUE[c] == 4


def _combos_of(legal: Sequence[Action]) -> list[Combo]:
    out = []
    for a in legal:
        if a["a"] == "play":
            c = from_values(parse_ranks(a["cards"]))
            if c is not None:
                out.append(c)
    return out


def candidate_plays(view: JSON, legal: Sequence[Action], rule_pick: Action, k: int) -> list[Action]:
    """The rule bot's choice first, then up to ``k - 1`` sensible alternatives (pass included)."""
    cx = ctx_from_view(view)
    cnt = cx.cnt
    combos = _combos_of(legal)
    pure_twos = bool(view["options"]["pure_twos_open"])
    may_attempt = cx.ostate == "N" and cx.head and not cx.chaos and cx.duel == ""
    pool: list[Combo | None] = []
    if cx.top is None:
        plain = sorted((c for c in combos if 5 <= c[0] <= 14 and not (c[2] or c[3] or c[4]) and c[1] == cnt[c[0]]),
                       key=lambda c: c[0])
        pure = [c for c in combos if is_pure(c, pure_twos) and c[0] <= 14 and c[1] == cnt[c[0]]]
        pool.extend(plain[:1])
        if may_attempt and pure:
            pool.append(max(pure, key=lambda c: (c[0], c[1])))
            pool.append(min(pure, key=lambda c: (c[0], c[1])))
        pool.extend(plain[1:3])
        twos = [c for c in combos if c[0] == TWO and not (c[3] or c[4])]
        if twos:
            pool.append(max(twos, key=size))
        singles = [c for c in combos if size(c) == 1 and 5 <= c[0] <= 14]
        if singles:
            pool.append(min(singles))
    else:
        if any(a["a"] == "pass" for a in legal):
            pool.append(None)
        if combos:
            pool.append(min(combos, key=lambda c: play_cost(c, cnt)))
            natural = [c for c in combos if not (c[2] or c[3] or c[4])]
            if natural:
                pool.append(min(natural, key=lambda c: (c[0], play_cost(c, cnt))))
            if may_attempt:
                pure = [c for c in combos if is_pure(c, pure_twos)]
                if pure:
                    pool.append(min(pure, key=lambda c: play_cost(c, cnt)))
    by_key = {json.dumps(a, sort_keys=True): a for a in legal}
    out = [rule_pick]
    seen = {json.dumps(rule_pick, sort_keys=True)}
    for c in pool:
        a: Action = {"a": "pass"} if c is None else {"a": "play", "cards": ranks_list(values_of(c))}
        key = json.dumps(a, sort_keys=True)
        if key in by_key and key not in seen:
            seen.add(key)
            out.append(by_key[key])
            if len(out) >= k:
                break
    return out


def trivial(view: JSON, legal: Sequence[Action], rule_pick: Action) -> bool:
    """Decisions the rule bot gets right (or that do not matter): answered without search."""
    if len(legal) == 1 or view["duel"] not in ("", "done"):
        return True
    me = int(view["seat"])
    if view["top"] and view["owner"] % 2 == me % 2 and rule_pick["a"] == "pass":
        return True  # a teammate's play
    if rule_pick["a"] == "play":
        cards = parse_ranks(rule_pick["cards"])
        hand = [value(x) for x in view.get("hand", [])]
        if len(cards) >= len(hand) - hand.count(3) and 3 not in cards:
            return True  # going out (down to the 3)
        if view["open"][me] == "P" and cards and cards[0] == 4 and not view["top"]:
            return True  # confirming an opening with the 4s
    return False


# 明点 pays 1 more when the opposite ends unopened and costs 4 when it opens (gouji.md §13.2): worth
# calling above a 4/5 chance; the bar is set a little higher for the rollouts' optimism about stopping.
MING_BAR = 0.85
ROLLOUT_CAP = 4000  # actions: a hand played out to the end always ends far sooner


class SearchBot:
    """Flat determinised Monte Carlo over a short candidate list, for plays and for the calls.

    Plays: the rule bot's choice plus up to ``candidates - 1`` alternatives (``candidate_plays``),
    rollouts of ``rollout_steps`` actions then ``evaluate``; the rule choice is kept unless another
    gains more than max(``margin``, ``z`` standard errors). 革命 and 买4: every legal answer, the same
    way. 明点: full rollouts count how often the opposite opens; the call is made when it stays unopened
    in at least ``MING_BAR`` of them (it stops as soon as that can no longer happen). The payment card
    of a purchase goes to an opponent, so the cheapest (the rule bot's) is kept; 预点 is blind and the
    measured chance that an opposite stays unopened is far below its break-even (rules.md), so it is
    never called. Every search draws at most ``iterations`` samples (``time_cap_s`` is only a safety
    net, off by default so that duels do not depend on machine load) and stops once one candidate leads
    every other by ``stop_z`` standard errors.
    """

    def __init__(self, seat: int, seed: int, iterations: int = 12, min_iterations: int = 4,
                 time_cap_s: float | None = None, candidates: int = 4, rollout_steps: int = 120,
                 margin: float = 0.03, z: float = 1.0, stop_z: float = 2.5, call_samples: int = 20) -> None:
        self.seat = seat
        self.rule = RuleBot(seat, seed)
        self.rng = seat_rng(seed, seat)
        self.iterations = iterations
        self.min_iterations = min_iterations
        self.time_cap_s = time_cap_s
        self.k = candidates
        self.rollout_steps = rollout_steps
        self.margin = margin
        self.z = z
        self.stop_z = stop_z
        self.call_samples = call_samples
        self.last_iterations = 0
        self.last_searched = False

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        action = self.think(view, legal).step()
        assert action is not None
        return action

    def think(self, view: JSON, legal: Sequence[Action]) -> Slices[Action]:
        """The search in slices (a slice may end after any rollout action), so the page keeps
        painting; the same choice as at once."""
        return Slices(self._decide(view, legal))

    def _decide(self, view: JSON, legal: Sequence[Action]) -> Generator[None, None, Action]:
        self.last_iterations = 0
        self.last_searched = False
        if len(legal) == 1:
            return legal[0]
        pick = self.rule.choose(view, legal)
        phase = view["phase"]
        if phase == "play":
            if trivial(view, legal, pick):
                return pick
            cands = candidate_plays(view, legal, pick, self.k)
        elif phase == "mingdian":
            return (yield from self._ming(view, legal))
        elif phase in ("revolution", "buy_opt"):
            cands = [pick] + [a for a in legal if a != pick]
        else:
            return pick  # 预点, returns, the payment card: see the class notes
        if len(cands) == 1:
            return pick
        return cands[(yield from self._compare(view, cands))]

    def _deadline(self) -> float:
        return math.inf if self.time_cap_s is None else time.perf_counter() + self.time_cap_s

    def _compare(self, view: JSON, cands: list[Action]) -> Generator[None, None, int]:
        """The index of the candidate to play (0, the rule choice, unless another is clearly better)."""
        self.last_searched = True

        def score(base: GoujiState, i: int, last: bool) -> Generator[None, None, float]:
            st = base if last else base.clone()
            st.apply(self.seat, cands[i])
            return (yield from playout(st, self.seat, self.rollout_steps))

        best, self.last_iterations = yield from compare(
            len(cands), lambda: determinize(view, self.seat, self.rng), score, iterations=self.iterations,
            min_iterations=self.min_iterations, cap_s=self.time_cap_s, stop_z=self.stop_z,
            margin=self.margin, z=self.z)
        return best

    def _ming(self, view: JSON, legal: Sequence[Action]) -> Generator[None, None, Action]:
        call, skip = {"a": "mingdian"}, {"a": "skip"}
        if call not in legal:
            return skip
        self.last_searched = True
        opp = (self.seat + 3) % 6
        allowed = int(self.call_samples * (1.0 - MING_BAR))  # openings the call can stand
        opened = 0
        deadline = self._deadline()
        it = 0
        while it < self.call_samples and opened <= allowed and (it < 1 or time.perf_counter() < deadline):
            it += 1
            st = determinize(view, self.seat, self.rng)
            st.apply(self.seat, skip)  # the call changes no play, only the points
            yield from playout(st, self.seat, ROLLOUT_CAP)
            opened += st.opened(opp)
        self.last_iterations = it
        return call if it == self.call_samples and opened <= allowed else skip
