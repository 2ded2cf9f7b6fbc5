"""够级 bots: a rule-based player and a determinised Monte Carlo search built on it.

The rule player keeps its 够级 groups for opening, leads its smallest groups, leaves plays of its
teammates alone, answers plays aimed at it (stops openings at any price), intercepts (捎) only
cheaply, confirms a pending opening with its 4s at once and never plays 4s before opening while it
has anything else.

The search player asks the rule player for its choice and a few alternatives, deals the unseen cards
at random many times (``determinize``: the view's public part written back, only the hidden cards
sampled) and plays each alternative out with the rule policy at every seat; it departs from the rule
choice only when an alternative wins clearly more often on the same deals.

``hint`` is the rule player's suggestion for a person at the table.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from ...core.game import JSON, Action, Bot
from ...core.rng import SplitMix64
from ...core.sampling import deal_hidden, unseen
from .cards import BJ, SJ, TWO, VALUE, counts, full_deck, parse_ranks, ranks_list, value
from .combos import Combo, all_combos, four_combos, from_values, is_gouji_shape, is_pure, size, values_of
from .rules import GoujiState
from .view import read_public

HELPER_COST = {TWO: 9, SJ: 16, BJ: 24}


def _cost(c: Combo, cnt: Sequence[int]) -> float:
    core, nat, two, sj, bj = c
    cost = float(two * HELPER_COST[TWO] + sj * HELPER_COST[SJ] + bj * HELPER_COST[BJ])
    if core <= 14:
        cost += core * 0.5 * nat / max(1, nat)
        if 0 < nat < cnt[core]:
            cost += 4  # breaks a group
    else:
        cost += 10
    return cost


def compact_combos(combos: list[Combo], leading: bool) -> list[Combo]:
    """A small, sensible subset of plays for search trees (one or two per rank)."""
    if len(combos) <= 10:
        return combos
    keep: dict[Any, Combo] = {}
    for c in combos:
        core, nat, two, sj, bj = c
        helpers = two + sj + bj
        if leading:
            if core in (3, 4):
                keep[(core, nat)] = c
            elif core <= 14 and not helpers:
                old = keep.get((core, "all"))
                if old is None or old[1] < nat:
                    keep[(core, "all")] = c
                if nat == 1:
                    keep[(core, 1)] = c
            elif core >= TWO and not (sj or bj):
                old = keep.get(("2s",))
                if old is None or old[2] < two:
                    keep[("2s",)] = c
        else:
            k2 = (core, size(c))
            old = keep.get(k2)
            score = (two + 3 * sj + 5 * bj, -nat)
            if old is None or (old[2] + 3 * old[3] + 5 * old[4], -old[1]) > score:
                keep[k2] = c
    out = list(keep.values())
    return out or combos


# ---------------------------------------------------------------------- the rule policy
class Ctx:
    """The few facts the rule policy needs, read from a view or (in search rollouts) a state."""

    __slots__ = ("seat", "cnt", "top", "owner", "ostate", "head", "chaos", "top_gouji", "top_att",
                 "passed", "duel", "hand_size", "counts")

    def __init__(self) -> None:
        self.seat = 0
        self.cnt: list[int] = [0] * 18
        self.top: Combo | None = None
        self.owner = -1
        self.ostate = "N"
        self.head = True
        self.chaos = False
        self.top_gouji = False
        self.top_att = False
        self.passed: list[bool] = [False] * 6
        self.duel = ""
        self.hand_size = 0
        self.counts: list[int] = [0] * 6


def ctx_from_state(st: GoujiState, seat: int) -> Ctx:
    c = Ctx()
    c.seat = seat
    c.cnt = counts(st.hands[seat])
    c.top = st.top_combo()
    c.owner = st.owner
    c.ostate = st.ostate[seat]
    c.head = st.has_head(seat)
    c.chaos = st.chaos()
    c.top_gouji = st.top_gouji
    c.top_att = st.top_att
    c.passed = list(st.passed)
    c.duel = st.duel
    c.hand_size = len(st.hands[seat])
    c.counts = [len(h) for h in st.hands]
    return c


def ctx_from_view(v: JSON) -> Ctx:
    c = Ctx()
    c.seat = int(v["seat"])
    c.cnt = counts(v.get("hand", []))
    c.top = from_values([value(x) for x in v["top"]]) if v["top"] else None
    c.owner = v["owner"]
    c.ostate = v["open"][c.seat]
    c.head = v["heads"][c.seat]
    c.chaos = v["chaos"]
    c.top_gouji = v["top_gouji"]
    c.top_att = v["top_attempt"]
    c.passed = list(v["passed"])
    c.duel = v["duel"]
    c.hand_size = len(v.get("hand", []))
    c.counts = list(v["counts"])
    return c


def choose_play(cx: Ctx, combos: list[Combo], can_pass: bool, pure_twos: bool = True) -> Combo | None:
    """The rule policy's play (None = pass)."""
    if not combos:
        return None
    cnt = cx.cnt
    non3 = cx.hand_size - cnt[3]
    # Going out (or down to the 3) in one play is always right.
    finishing = [c for c in combos if size(c) == non3 and c[0] != 3]
    if cx.top is None:
        if len(combos) == 1:
            return combos[0]
        if any(c[0] == 3 for c in combos):
            return next(c for c in combos if c[0] == 3)
        if cx.ostate == "P" and cnt[4]:
            fours = [c for c in combos if c[0] == 4]
            if fours:
                return max(fours, key=size)
        if finishing:
            return finishing[0]
        if cx.ostate == "N" and cx.head and not cx.chaos and cx.duel == "":
            pure = [c for c in combos if is_pure(c, pure_twos) and c[0] <= 14 and c[1] == cnt[c[0]]]
            if pure:
                return max(pure, key=lambda c: (c[0], c[1]))
        plain = [c for c in combos if 5 <= c[0] <= 14 and not (c[2] or c[3] or c[4]) and c[1] == cnt[c[0]]]
        if cx.ostate == "N" and cx.head and not cx.chaos:
            # keep groups that could open later
            cheap = [c for c in plain if not is_gouji_shape(c)]
            plain = cheap or plain
        if plain:
            return min(plain, key=lambda c: (c[0], -c[1]))
        fours = [c for c in combos if c[0] == 4]
        others = [c for c in combos if c[0] != 4]
        if others:
            return min(others, key=lambda c: (_cost(c, cnt), -size(c)))
        return fours[0]
    # Following.
    me, owner = cx.seat, cx.owner
    if finishing and (owner % 2 != me % 2 or not can_pass):
        return finishing[0]
    if owner % 2 == me % 2 and can_pass:
        return None
    best = min(combos, key=lambda c: _cost(c, cnt))
    cost = _cost(best, cnt)
    at_me = (owner + 3) % 6 == me
    if cx.duel == "answer":
        return best
    if at_me:
        if cx.top_att:
            return best
        limit = 30.0 if cx.top_gouji else 12.0
    else:
        mate = (owner + 3) % 6
        if cx.top_gouji and not cx.passed[mate] and cx.counts[mate] > 0:
            return None  # leave the answer to the teammate it is aimed at
        limit = 20.0 if cx.top_gouji else 9.0
    if cx.hand_size <= 8:
        limit += 10
    return best if cost <= limit else None


def lead_candidates(st: GoujiState, seat: int) -> list[Combo]:
    """A short list of sensible leads (whole natural groups, singles, 4s, the 3, helpers, going
    out in one play) without enumerating every helper mix; for bots and search rollouts."""
    if st.duel == "lead" or st.forced == seat or st.burners[seat] or st.top:
        return st.play_combos(seat)
    hand = st.hands[seat]
    cnt = counts(hand)
    out: list[Combo] = []
    for r in range(5, 15):
        if cnt[r]:
            out.append((r, cnt[r], 0, 0, 0))
            if cnt[r] > 1:
                out.append((r, 1, 0, 0, 0))
    out.extend(four_combos(cnt[4], st.opts["fours_all_at_once"]))
    if len(hand) == 1 and cnt[3] == 1:
        out.append((3, 1, 0, 0, 0))
    if cnt[TWO]:
        out.append((TWO, 0, cnt[TWO], 0, 0))
    if cnt[SJ] or cnt[BJ]:
        out.append((SJ if cnt[SJ] else BJ, 0, 0, cnt[SJ], cnt[BJ]))
    rest = [value(c) for c in hand if value(c) != 3]
    whole = from_values(rest) if rest else None
    if whole is not None and whole not in out and st.play_problem(seat, whole) is None:
        out.append(whole)
    return out or st.play_combos(seat)


def rule_action(st: GoujiState, seat: int) -> Action:
    """The rule policy straight on a state (fast path for rollouts)."""
    if st.phase != "play":
        return _non_play(st.phase, seat, st.hands[seat], st.legal_actions(seat))
    combos = lead_candidates(st, seat) if not st.top else st.play_combos(seat)
    pick = choose_play(ctx_from_state(st, seat), combos, st.can_pass(seat), st.opts["pure_twos_open"])
    if pick is None:
        if st.can_pass(seat):
            return {"a": "pass"}
        pick = combos[0]
    return {"a": "play", "cards": ranks_list(values_of(pick))}


def _non_play(phase: str, seat: int, hand: Sequence[int], legal: Sequence[Action]) -> Action:
    cnt = counts(hand)
    if phase == "return":
        n = len(legal[0]["cards"]) if legal else 0
        vals = sorted((value(c) for c in hand), key=lambda v: (v in (3, 4), v))[:n]
        return {"a": "return", "cards": ranks_list(vals)}
    if phase == "mingdian":
        strong = cnt[TWO] + cnt[SJ] * 2 + cnt[BJ] * 3 >= 14
        return {"a": "mingdian"} if strong else {"a": "skip"}
    if phase == "revolution":
        has_pure = any(is_pure(c) for c in all_combos(cnt))
        want = has_pure and any(a["a"] == "declare" for a in legal)
        return {"a": "declare"} if want else {"a": "decline"}
    if phase == "buy_opt":
        return {"a": "buy"} if {"a": "buy"} in legal else {"a": "skip"}
    for a in legal:
        if a["a"] in ("skip", "pay", "decline"):
            return a
    return legal[0]


class RuleBot:
    """Sees only its view; picks from the legal list."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        if view["phase"] != "play":
            return _non_play(view["phase"], self.seat, view.get("hand", []), legal)
        combos = []
        can_pass = False
        for a in legal:
            if a["a"] == "pass":
                can_pass = True
            else:
                c = from_values(parse_ranks(a["cards"]))
                if c is not None:
                    combos.append(c)
        pick = choose_play(ctx_from_view(view), combos, can_pass, view["options"]["pure_twos_open"])
        if pick is None:
            return {"a": "pass"} if can_pass else legal[0]
        want = ranks_list(values_of(pick))
        for a in legal:
            if a["a"] == "play" and a["cards"] == want:
                return a
        return legal[0]


def hint(view: JSON, legal: Sequence[Action]) -> Action | None:
    """What to suggest to a person among ``legal``: the rule bot's choice when it names cards (a play,
    the cards to return), else the cheapest action that does (fewest 2s and jokers, then fewest
    cards); None when none does. Asked again without the actions already shown, it gives the next."""
    with_cards = [a for a in legal if "cards" in a]
    if not with_cards:
        return None
    pick = RuleBot(int(view["seat"]), 0).choose(view, legal)
    if "cards" in pick and pick in with_cards:
        return pick
    return min(with_cards, key=_card_cost)


def _card_cost(a: Action) -> tuple[int, int]:
    vals = parse_ranks(a["cards"])
    return sum(HELPER_COST.get(v, 0) for v in vals), len(vals)


# ---------------------------------------------------------------------- search
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
    steps = 0
    while st.phase != "over" and steps < max_steps:
        actor = st.to_act()[0]
        st.apply(actor, rollout_action(st, actor))
        steps += 1
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
    first, allow = _what_the_rules_tell(st) if st.phase in ("revolution", "mingdian", "play") else ([], None)
    hands, rest = deal_hidden(rng, unseen(deck, mine + st.pile), need, first=first, allow=allow)
    hands[seat] = mine
    st.hands = [sorted(h) for h in hands]
    st.pile.extend(rest)
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
            pool.append(min(combos, key=lambda c: _cost(c, cnt)))
            natural = [c for c in combos if not (c[2] or c[3] or c[4])]
            if natural:
                pool.append(min(natural, key=lambda c: (c[0], _cost(c, cnt))))
            if may_attempt:
                pure = [c for c in combos if is_pure(c, pure_twos)]
                if pure:
                    pool.append(min(pure, key=lambda c: _cost(c, cnt)))
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


class SearchBot:
    """Flat determinised Monte Carlo over a short candidate list from the rule bot.

    Each sample deals the unseen cards once (``determinize``) and plays every candidate on a copy of
    that same deal (common random numbers, so candidates are compared pairwise on identical deals),
    then the rule policy plays every seat for ``rollout_steps`` actions and ``evaluate`` scores what
    is left. The rule bot's choice is kept unless another candidate beats it by a clear margin.
    Non-play decisions and trivial plays go straight to the rule bot.
    """

    def __init__(self, seat: int, seed: int, budget_s: float = 0.6, max_iterations: int = 100_000,
                 candidates: int = 4, rollout_steps: int = 120, min_iterations: int = 2,
                 margin: float = 0.03, z: float = 1.0) -> None:
        self.seat = seat
        self.rule = RuleBot(seat, seed)
        self.rng = SplitMix64((seed * 0x9E3779B97F4A7C15 + seat + 1) & ((1 << 64) - 1))
        self.budget_s = budget_s
        self.max_iterations = max_iterations
        self.k = candidates
        self.rollout_steps = rollout_steps
        self.min_iterations = min_iterations
        self.margin = margin
        self.z = z
        self.last_iterations = 0
        self.last_searched = False

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        pick = self.rule.choose(view, legal)
        self.last_iterations = 0
        self.last_searched = False
        if view["phase"] != "play" or trivial(view, legal, pick):
            return pick
        cands = candidate_plays(view, legal, pick, self.k)
        if len(cands) == 1:
            return pick
        self.last_searched = True
        n = len(cands)
        diffs: list[list[float]] = [[] for _ in range(n)]
        deadline = time.perf_counter() + self.budget_s
        it = 0
        while it < self.max_iterations and (it < self.min_iterations or time.perf_counter() < deadline):
            it += 1
            base = determinize(view, self.seat, self.rng)
            vals = []
            for i, a in enumerate(cands):
                st = base.clone() if i < n - 1 else base
                st.apply(self.seat, a)
                vals.append(rollout(st, self.seat, self.rollout_steps))
            for i in range(n):
                diffs[i].append(vals[i] - vals[0])
        self.last_iterations = it
        best, best_gain = 0, 0.0
        for i in range(1, n):
            d = diffs[i]
            mean = sum(d) / it
            var = sum((x - mean) ** 2 for x in d) / max(1, it - 1)
            if mean > max(self.margin, self.z * math.sqrt(var / it)) and mean > best_gain:
                best, best_gain = i, mean
        return cands[best]


def _rule_factory(seat: int, seed: int) -> Bot:
    return RuleBot(seat, seed)


def _search_factory(seat: int, seed: int) -> Bot:
    return SearchBot(seat, seed)


BOTS = {"normal": _rule_factory, "hard": _search_factory}
