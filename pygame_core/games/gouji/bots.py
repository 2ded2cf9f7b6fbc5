"""够级 bots: a rule-based player and a determinised Monte Carlo search built on it.

The rule player keeps its 够级 groups for opening, leads its smallest groups, leaves plays of its
teammates alone, answers plays aimed at it (stops openings at any price), intercepts (捎) only
cheaply, confirms a pending opening with its 4s at once and never plays 4s before opening while it
has anything else.

The search player asks the rule player for its choice and a few alternatives, deals the unseen cards
at random many times and plays each alternative out with the rule policy at every seat; it departs
from the rule choice only when an alternative wins clearly more often on the same deals.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Sequence
from typing import Any

from ...core.game import JSON, Action, Bot, GameState
from ...core.i18n import tx
from ...core.rng import SplitMix64
from .cards import BJ, SJ, TWO, VALUE, counts, full_deck, parse_ranks, ranks_list, value
from .combos import Combo, from_values, is_gouji_shape, is_pure, size, values_of

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


def ctx_from_state(st: Any, seat: int) -> Ctx:
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


def rule_action(st: Any, seat: int) -> Action:
    """The rule policy straight on a state (fast path for rollouts)."""
    if st.phase != "play":
        return _non_play(st.phase, seat, st.hands[seat], st.legal_actions(seat))
    combos = st.lead_candidates(seat) if not st.top else st.play_combos(seat)
    pick = choose_play(ctx_from_state(st, seat), combos, st.can_pass(seat), st.opts["pure_twos_open"])
    if pick is None:
        if st.can_pass(seat):
            return {"type": "pass"}
        pick = combos[0]
    return {"type": "play", "cards": ranks_list(values_of(pick))}


def _non_play(phase: str, seat: int, hand: Sequence[int], legal: Sequence[Action]) -> Action:
    cnt = counts(hand)
    if phase == "return":
        n = len(legal[0]["cards"]) if legal else 0
        vals = sorted((value(c) for c in hand), key=lambda v: (v in (3, 4), v))[:n]
        return {"type": "return", "cards": ranks_list(vals)}
    if phase == "mingdian":
        strong = cnt[TWO] + cnt[SJ] * 2 + cnt[BJ] * 3 >= 14
        return {"type": "mingdian"} if strong else {"type": "skip"}
    if phase == "revolution":
        from .combos import all_combos
        has_pure = any(is_pure(c) for c in all_combos(cnt))
        want = has_pure and any(a["type"] == "declare" for a in legal)
        return {"type": "declare"} if want else {"type": "decline"}
    if phase == "buy_opt":
        return {"type": "buy"}
    for a in legal:
        if a["type"] in ("skip", "pay", "decline"):
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
            if a["type"] == "pass":
                can_pass = True
            else:
                c = from_values(parse_ranks(a["cards"]))
                if c is not None:
                    combos.append(c)
        pick = choose_play(ctx_from_view(view), combos, can_pass, view["options"]["pure_twos_open"])
        if pick is None:
            return {"type": "pass"} if can_pass else legal[0]
        want = ranks_list(values_of(pick))
        for a in legal:
            if a["type"] == "play" and a["cards"] == want:
                return a
        return legal[0]


# ---------------------------------------------------------------------- search
# Weights of a logistic fit of "team 0 wins" on rule-bot self-play positions at trick starts: the
# difference in seats gone counts most, then openings, then helpers; cards left add little beyond that.
_W_OUT, _W_OPEN, _W_HELP, _W_LEFT = 1.3, 0.6, 0.02, 0.01


def evaluate(st: GameState) -> list[float]:
    """Win chances for a truncated rollout, from team progress (seats gone, openings, helpers, cards)."""
    s: Any = st
    z = 0.0
    for seat in range(6):
        sign = 1.0 if seat % 2 == 0 else -1.0
        if not s.active(seat):
            z += sign * _W_OUT
            continue
        hand = s.hands[seat]
        helpers = 0
        for c in hand:
            v = VALUE[c]
            if v >= TWO:
                helpers += v - TWO + 1
        z += sign * (_W_HELP * helpers - _W_LEFT * len(hand) + (_W_OPEN if s.ostate[seat] in "OP" else 0.0))
    p0 = 1.0 / (1.0 + math.exp(-z))
    return [p0 if seat % 2 == 0 else 1.0 - p0 for seat in range(6)]


def rollout_action(st: Any, seat: int) -> Action:
    """``rule_action`` with its cheapest decision first: a teammate's play is never beaten."""
    if st.phase == "play" and st.top and st.owner % 2 == seat % 2 and st.turn == seat:
        return {"type": "pass"}
    return rule_action(st, seat)


def rollout(st: Any, seat: int, max_steps: int) -> float:
    """Play ``st`` on with the rule policy for every seat; ``seat``'s team's win chance at the end."""
    steps = 0
    while st.phase != "over" and steps < max_steps:
        actor = st.to_act()[0]
        st.apply(actor, rollout_action(st, actor))
        steps += 1
    if st.phase == "over":
        return 1.0 if st.winner_team() == seat % 2 else 0.0
    return evaluate(st)[seat]


def determinize(view: JSON, seat: int, rng: SplitMix64) -> GameState:
    """A full state consistent with ``view``: the unseen cards dealt at random to the other seats,
    keeping one 3 in every hand still in play, a 4 in every hand that has not played its 4s, and no
    2 or joker with the revolutionary."""
    from .rules import GoujiState

    st = GoujiState(dict(view["options"]))
    st.compact = True
    st.hand_no, st.series_no, st.scores = view["hand_no"], view["series_no"], list(view["scores"])
    st.leader0, st.phase, st.calls = view["leader0"], view["phase"], list(view["calls"])
    st.call_idx = view.get("call_idx", 0)
    st.incoming = [dict(o) for o in view["incoming"]]
    st.ret_pending = [[r["seat"], r["to"], r["n"]] for r in view["returns_pending"]]
    st.buy_rank = view.get("buy_rank", 3)
    st.rev = view["revolutionary"]
    st.rev_dead, st.duel, st.forced, st.rp_count = view["rev_dead"], view["duel"], view["forced"], view["rp_count"]
    st.ostate = "".join(view["open"])
    st.finished = list(view["finished"])
    st.turn, st.lead_seat, st.owner = view["turn"], view["lead_seat"], view["owner"]
    st.top_gouji, st.top_att = view["top_gouji"], view["top_attempt"]
    st.att_opp_passed, st.top_bie = view["attempt_opp_passed"], view["top_bie_candidate"]
    st.passed, st.yielded, st.lw = list(view["passed"]), list(view["yielded"]), view["last_word_used"]
    st.shao = [list(x) for x in view["shao"]]
    st.bie3 = [[a, b, 1] for a, b in view["bie3"]]
    st.burners = list(view["burners"])
    st.redeals = view.get("redeals", 0)
    st.top = list(view["top"])
    st.pile = list(view["pile"])
    mine = list(view.get("hand", []))
    known = set(mine) | set(st.pile)
    unknown = [c for c in full_deck(st.opts["fours_removed"]) if c not in known]
    need = [0 if s == seat else view["counts"][s] for s in range(6)]
    hands: list[list[int]] = [[] for _ in range(6)]
    hands[seat] = mine
    by_val: dict[int, list[int]] = {}
    for c in unknown:
        by_val.setdefault(VALUE[c], []).append(c)
    for lst in by_val.values():
        rng.shuffle(lst)

    def give(s: int, vals: Sequence[int]) -> bool:
        for v in vals:
            lst = by_val.get(v)
            if lst:
                hands[s].append(lst.pop())
                need[s] -= 1
                return True
        return False

    if view["phase"] in ("revolution", "mingdian", "play"):  # after buying: one 3 each, 4s until played
        for s in range(6):
            if need[s] > 0:
                give(s, (3,))
        four_ok = [s for s in range(6) if need[s] > 0 and st.ostate[s] not in "OF"]
        for s in four_ok:
            give(s, (4,))
        r = st.rev
        if r >= 0 and r != seat:
            plain = [c for v in range(5, 15) for c in by_val.get(v, [])]
            rng.shuffle(plain)
            while need[r] > 0 and plain:
                c = plain.pop()
                by_val[VALUE[c]].remove(c)
                hands[r].append(c)
                need[r] -= 1
        for c in list(by_val.get(4, [])):
            cands = [s for s in four_ok if need[s] > 0]
            if cands:
                s = cands[rng.uniform(len(cands))]
                by_val[4].remove(c)
                hands[s].append(c)
                need[s] -= 1
    rest = [c for v in range(5, 18) for c in by_val.get(v, [])]
    rng.shuffle(rest)
    rest += by_val.get(3, []) + by_val.get(4, [])  # stray 3s/4s last (only with inconsistent views)
    i = 0
    for s in range(6):
        k = max(0, need[s])
        hands[s].extend(rest[i:i + k])
        i += k
    st.pile.extend(rest[i:])
    st.hands = [sorted(h) for h in hands]
    return st


def _combos_of(legal: Sequence[Action]) -> list[Combo]:
    out = []
    for a in legal:
        if a["type"] == "play":
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
        if any(a["type"] == "pass" for a in legal):
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
        a: Action = {"type": "pass"} if c is None else {"type": "play", "cards": ranks_list(values_of(c))}
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
    if view["top"] and view["owner"] % 2 == me % 2 and rule_pick["type"] == "pass":
        return True  # a teammate's play
    if rule_pick["type"] == "play":
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
                st: Any = base.clone() if i < n - 1 else base
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


BOTS = {"rule": _rule_factory, "search": _search_factory}
BOT_LABELS = {"rule": tx("规则", "規則", "Rule-based"), "search": tx("搜索", "搜索", "Search (Monte Carlo)")}
