"""够级 rule policies: the normal player (``RuleBot``), the beginner (``EasyBot``) and the 提示 order.

The normal player keeps its 够级 groups for opening, leads its smallest groups, leaves plays of its
teammates alone (it goes out over one, but never over a teammate's last set before its 3: that would
憋 it), answers plays aimed at it (stops openings at any price), intercepts (捎) only cheaply, confirms
a pending opening with its 4s at once and never plays 4s before opening while it has anything else.
The beginner plans nothing: it beats whatever an opponent plays with its cheapest combination, leads
its lowest group, leaves a teammate's play alone and never calls.

``hint`` is what a person at the table is shown by 提示, in the order players expect.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.game import JSON, Action
from .cards import BJ, SJ, TWO, counts, parse_ranks, ranks_list, value
from .combos import Combo, all_combos, four_combos, from_values, is_gouji_shape, is_pure, size, values_of
from .rules import GoujiState

HELPER_COST = {TWO: 9, SJ: 16, BJ: 24}
FEED_AT = 3  # a teammate with this many cards or fewer is fed low leads


def play_cost(c: Combo, cnt: Sequence[int]) -> float:
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
        feed = _feed(cx, combos)
        if feed is not None:
            return feed
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
            return min(others, key=lambda c: (play_cost(c, cnt), -size(c)))
        return fours[0]
    # Following.
    me, owner = cx.seat, cx.owner
    mate_on_top = owner % 2 == me % 2 and can_pass
    if mate_on_top and cx.counts[owner] == 1:
        # its set before the 3 (every hand ends on its one 3): left alone it goes out next lead;
        # beaten, even by us going out, it is 憋3 (pays a 憋贡, may fall to 落)
        return None
    if finishing:
        return finishing[0]  # going out is worth more than a teammate's trick
    if mate_on_top:
        return None
    best = min(combos, key=lambda c: play_cost(c, cnt))
    cost = play_cost(best, cnt)
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


def _close_mate(cx: Ctx) -> int:
    """The fewest cards a teammate still in the hand holds when it is close to going out (0: none)."""
    near = [n for s, n in enumerate(cx.counts) if s != cx.seat and s % 2 == cx.seat % 2 and 0 < n <= FEED_AT]
    return min(near, default=0)


def _feed(cx: Ctx, combos: list[Combo]) -> Combo | None:
    """A lead that helps a teammate close to going out: its lowest natural single (a pair when the
    teammate holds two cards and this hand has one), taken from outside its groups when it can."""
    n = _close_mate(cx)
    if not n:
        return None
    want = 2 if n == 2 else 1
    low = [c for c in combos if 5 <= c[0] <= 14 and c[1] == want and not (c[2] or c[3] or c[4])]
    if not low:
        return None
    return min(low, key=lambda c: (cx.cnt[c[0]] != want, c[0]))


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


class EasyBot:
    """A beginner: legal, plausible and short-sighted. It never calls (预点/明点) or declares 革命,
    passes on a teammate's play, beats an opponent with its cheapest combination whenever it can (even
    spending 2s and jokers on a small play) and leads its lowest whole group, keeping no group for an
    opening."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        phase = view["phase"]
        if phase != "play":
            for a in legal:
                if a["a"] in ("skip", "decline"):
                    return a
            return _non_play(phase, self.seat, view.get("hand", []), legal)
        can_pass = any(a["a"] == "pass" for a in legal)
        owner = view["owner"]
        if view["top"] and can_pass and owner % 2 == self.seat % 2:
            return {"a": "pass"}
        plays = [a for a in legal if a["a"] == "play"]
        if not plays:
            return legal[0]
        cnt = counts(view.get("hand", []))
        return min(plays, key=lambda a: _easy_order(a, cnt, bool(view["top"])))


def _easy_order(a: Action, cnt: Sequence[int], following: bool) -> tuple[float, ...]:
    vals = parse_ranks(a["cards"])
    c = from_values(vals)
    if c is None:
        return (1e9,)
    if following:
        return (play_cost(c, cnt), -size(c))
    core = c[0]
    whole = core <= 14 and c[1] == cnt[core]
    # the lowest natural whole group; 4s, helpers and the last 3 only when nothing else is left
    return (core in (3, 4), bool(c[2] or c[3] or c[4]), not whole, core, -size(c))


def hint(view: JSON, legal: Sequence[Action]) -> Action | None:
    """What to suggest to a person among ``legal``, in the order players expect (asked again without
    the actions already shown, it gives the next one). Following a play: pass first when a partner's
    play is on top, then the plays that beat it from the cheapest (no 2s or jokers first, then the
    lowest rank, then fewest cards). Leading: the rule bot's lead when it spends no 2s or jokers, then
    the same order. Outside play: the rule bot's cards (the cards to return). None: nothing to show."""
    with_cards = [a for a in legal if "cards" in a]
    pas = next((a for a in legal if a.get("a") == "pass"), None)
    seat = int(view["seat"])
    owner = view.get("owner", -1)
    if view.get("phase") != "play":
        if not with_cards:
            return None
        pick = RuleBot(seat, 0).choose(view, legal)
        return pick if pick in with_cards else min(with_cards, key=_card_cost)
    following = bool(view.get("top")) and isinstance(owner, int) and owner >= 0
    # A partner's play is winning: passing is what a player does unless they ask for more.
    if following and pas is not None and owner != seat and owner % 2 == seat % 2:
        return pas
    if not with_cards:
        return None
    if not following:
        pick = RuleBot(seat, 0).choose(view, legal)
        if pick in with_cards and _card_cost(pick)[0] == 0:
            return pick
    return min(with_cards, key=_card_cost)


def _card_cost(a: Action) -> tuple[int, int, int, list[int]]:
    vals = parse_ranks(a["cards"])
    plain = [v for v in vals if v not in HELPER_COST]
    return sum(HELPER_COST.get(v, 0) for v in vals), max(plain, default=0), len(vals), sorted(vals)
