"""The easy and normal levels (the hard one, in ``hard``, builds on normal) and ``determinize``.

Both levels read only their own view. ``determinize`` (``GameInfo.determinize``) samples a full
position consistent with a seat's view: the view gives every public field of the position, and
only what the seat cannot see is dealt (hidden hands, the kinds of face-down 偎, a card drawn out
of sight, the pile order, unlit bowl cells); the position is then built and checked by the codec's
own fields, like any loaded one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator, Mapping, Sequence
from typing import Any

from ...bots.thinking import Slices, finish
from ...core.codec import check_int
from ...core.errors import NotationError
from ...core.game import JSON, Action, GameState
from ...core.rng import SplitMix64
from ...core.sampling import deal_hidden, unseen
from .cards import CODES, DECK_SIZE, WILD, is_new, kind_of
from .claims import chi_type
from .hints import (
    Holding,
    best_cell,
    chi_gain,
    fed_kinds,
    fed_kinds_steps,
    holding_from_view,
    outs_steps,
    plan_discard_steps,
    safe_order,
    suggest_discard_steps,
    unseen_counts,
)
from .rules import PaohuziState
from .winning import TYPE_BY_NAME, Group, group_huxi
from .wins import record_of


def chi_kinds(a: Action) -> list[list[int]]:
    return [[CODES.index(c) for c in g] for g in a["groups"]]


def claim_by_gain(free: list[int], legal: Sequence[Action], k: int) -> Action:
    """碰 when offered, else the 吃 with the best ``chi_gain`` if it is worth it, else 过."""
    if any(a["a"] == "peng" for a in legal):
        return {"a": "peng"}
    best: Action = {"a": "pass"}
    best_v = 0.5
    for a in legal:
        if a["a"] == "chi":
            v = chi_gain(free, chi_kinds(a), k)
            if v > best_v:
                best, best_v = a, v
    return best


class EasyBot:
    """A beginner: wins when it can, 碰s and 吃s whatever it is offered (the first 吃 listed), lights
    the first cell, and throws one of its three least connected cards at random (no 听牌 reasoning),
    never one a face-up (locked) hand wins on while another card would do."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = SplitMix64(seed & ((1 << 64) - 1))

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        kinds = {a["a"] for a in legal}
        if len(legal) == 1 or "light" in kinds:
            return legal[0]
        for want in ("hu", "peng", "chi"):
            if want in kinds:
                return next(a for a in legal if a["a"] == want)
        if "discard" in kinds:
            order = safe_order(holding_from_view(view, self.seat).free, fed_kinds(view, self.seat))
            return {"a": "discard", "card": CODES[order[self.rng.uniform(min(3, len(order)))]]}
        return {"a": "pass"}


def _after_chi(h: Holding, groups: list[list[int]], k: int) -> Holding:
    free = list(h.free)
    used = [j for g in groups for j in g]
    used.remove(k)
    for j in used:
        free.remove(j)
    melds: list[Group] = [*h.melds, *((chi_type(sorted(g)), *sorted(g)) for g in groups)]
    return Holding(free, h.kans, h.wilds, melds, h.passed_peng, False, h.first_win)


class RuleBot:
    """The normal level and the 提示: always wins when it can, 碰s (疯狂碰胡: a 碰 always adds hu-xi),
    and judges a 吃 by what it leaves: one that adds hu-xi is taken by ``chi_gain``; one that does not
    must leave at least as many live winning cards after the best discard as passing does. Discards
    by ``hints.suggest_discard`` (live winning cards, then connection, then what it may feed)."""

    def __init__(self, seat: int, seed: int, look: int = 4) -> None:
        self.seat = seat
        self.look = look

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        return finish(self._decide(view, legal))

    def think(self, view: JSON, legal: Sequence[Action]) -> Slices[Action]:
        """The same choice in slices of one win check: a discard weighs up to 80 of them."""
        return Slices(self.steps(view, legal))

    def steps(self, view: JSON, legal: Sequence[Action]) -> Generator[None, None, Action]:
        """The choice as a generator yielding after each win check (for a bot built on this one)."""
        return self._decide(view, legal)

    def _decide(self, view: JSON, legal: Sequence[Action]) -> Generator[None, None, Action]:
        if len(legal) == 1:
            return legal[0]
        kinds = {a["a"] for a in legal}
        if "hu" in kinds:
            return {"a": "hu"}
        me = view["seats"][self.seat]
        if "light" in kinds:
            return best_cell(me["bowl"], legal)
        if "discard" in kinds:
            k = yield from suggest_discard_steps(view, self.seat, self.look)
            return {"a": "discard", "card": CODES[k]}
        off = view.get("offer")
        if off is None or kinds == {"pass"}:
            return {"a": "pass"}
        return (yield from self._claim(view, holding_from_view(view, self.seat), unseen_counts(view), legal,
                                       CODES.index(off["card"])))

    def _claim(self, view: JSON, h: Holding, live: list[int], legal: Sequence[Action],
               k: int) -> Generator[None, None, Action]:
        base = claim_by_gain(h.free, legal, k)
        if base["a"] != "chi":
            return base
        groups = chi_kinds(base)
        if sum(group_huxi((chi_type(sorted(g)), *sorted(g))) for g in groups) > 0:
            return base
        after = _after_chi(h, groups, k)
        if not after.free:
            return {"a": "pass"}
        opts = view["options"]
        fed = yield from fed_kinds_steps(view, self.seat)
        d = yield from plan_discard_steps(after, opts, live, set(), 2, fed)
        taken = yield from outs_steps(after.without(d), opts, live)
        passed = yield from outs_steps(h, opts, live)
        return base if taken >= passed else {"a": "pass"}


def make_easy_bot(seat: int, seed: int) -> EasyBot:
    return EasyBot(seat, seed)


def make_rule_bot(seat: int, seed: int) -> RuleBot:
    return RuleBot(seat, seed)


# ---------------------------------------------------------------------------------------------
# Determinisation

DECK = [kind_of(c) for c in range(DECK_SIZE)]
# Fields the view and the position share, by the same name and value.
_SAME = ("hand_no", "match", "dealer", "first_done", "first_winner")
_SEAT_CARDS = ("river", "won", "passed_chi", "passed_peng", "discarded")
_SEAT_SAME = ("known_wilds", "score", "wins")


def _kinds(codes: Sequence[str | None]) -> list[int]:
    return [CODES.index(c) for c in codes if c is not None]


def determinize(view: Mapping[str, Any], seat: int, rng: SplitMix64) -> GameState:
    """A full state consistent with ``view`` in which ``seat`` must act (as it must in the view).

    Samples that contradict what the view implies (for example an opponent given a 坎 of the
    offered card, which would have forced a 跑 instead of asking for claims) are drawn again. The
    counts the sampling allocates by are checked first: a view may come from another device."""
    for s in view["seats"]:
        if s["hand"] is not None:   # a hand shown (own, or locked): its wilds are counted
            check_int(s["wilds"], 0, 6, "paohuzi view: a seat's wilds")
        check_int(s["known_wilds"], 0, 6, "paohuzi view: a seat's known_wilds")
    for _ in range(50):
        try:
            state = PaohuziState.from_values(_sample(view, rng))
        except NotationError:
            continue
        if seat in state.to_act():
            return state
    raise AssertionError("determinize: no consistent sample found")


def _sample(view: Mapping[str, Any], rng: SplitMix64) -> dict[str, Any]:
    """The position's field values: the view's public ones, and the hidden ones dealt at random."""
    seats = view["seats"]
    off, x = view["offer"], view["x"]
    out: dict[str, Any] = {k: view[k] for k in _SAME}
    out.update(options=view["options"], phase=(view["phase"], view["actor"]),
               decisive=view["draws_left"] if view["decisive"] else None,
               offer=None if off is None else (CODES.index(off["card"]), off["src"], off["draw"], off["first"]),
               shown=None if view["shown"] is None else CODES.index(view["shown"]),
               records=tuple(record_of(r) for r in view["records"]))
    seen = _kinds([off["card"]] if off else [])
    if x is not None and x["card"] is not None and not x["forced"]:
        seen += _kinds([x["card"]])
    for s in seats:
        seen += _kinds(s["river"] + s["won"] + [c for m in s["melds"] for c in m["cards"]])
        if s["hand"] is not None:
            seen += _kinds(s["hand"] + [k for k in s["kans"] for _ in range(3)] + ["*"] * s["wilds"])
    pool = unseen(DECK, seen)
    # Hidden: the kind of each face-down 偎 (any kind with three unseen copies), then a card drawn
    # out of sight (a wild or a new kind: it lights the bowl), then the hidden hands; the rest is
    # the pile.
    wei: dict[int, list[int]] = {}
    for i, s in enumerate(seats):
        for m in s["melds"]:
            if m["hidden"]:
                kinds = sorted(k for k, n in Counter(pool).items() if k != WILD and n >= 3)
                k = kinds[rng.uniform(len(kinds))]
                for _ in range(3):
                    pool.remove(k)
                wei.setdefault(i, []).append(k)
    if x is not None and x["card"] is None and not x["forced"]:
        cands = [k for k in pool if k == WILD or is_new(k)] or pool
        k = cands[rng.uniform(len(cands))]
        pool.remove(k)
        x = {**x, "card": CODES[k]}
    hidden = [i for i, s in enumerate(seats) if s["hand"] is None]
    need = [s["concealed"] if s["hand"] is None else 0 for s in seats]
    wild_first = [(i, lambda k: k == WILD) for i in hidden for _ in range(seats[i]["known_wilds"])]
    dealt, pile = deal_hidden(rng, pool, need, first=wild_first)
    if len(pile) != view["pile"]:
        raise AssertionError(f"determinize: {len(pile)} cards left for a pile of {view['pile']}")
    out["pile"] = (pile, False)
    for i, s in enumerate(seats):
        if s["hand"] is None:
            held = sorted(dealt[i])
            kans = [k for k in set(held) if k != WILD and held.count(k) >= 3]
            out[f"hand{i}"] = [k for k in held if k != WILD and k not in kans]
            out[f"kans{i}"], out[f"wilds{i}"] = sorted(kans), held.count(WILD)
        else:
            out[f"hand{i}"], out[f"kans{i}"], out[f"wilds{i}"] = _kinds(s["hand"]), _kinds(s["kans"]), s["wilds"]
        hidden_wei = iter(wei.get(i, []))
        out[f"melds{i}"] = [(TYPE_BY_NAME[m["type"]], [next(hidden_wei)] * 3 if m["hidden"] else _kinds(m["cards"]),
                             m["src"]) for m in s["melds"]]
        # A hidden hand's 过张/过碰 are unknown (None): sampled as none.
        out.update({f"{key}{i}": _kinds(s[key] or []) for key in _SEAT_CARDS})
        out.update({f"{key}{i}": s[key] for key in _SEAT_SAME})
        out[f"flags{i}"] = (s["untouched"], s["locked"], s["dead"])
        out[f"bowl{i}"] = (s["bowl"], s["bowl_lit"])
    if x is not None:
        # A forced meld's card sits in the actor's meld: a hidden 偎's kind is the one just dealt.
        card = x["card"] if x["card"] is not None else CODES[wei[view["actor"]][-1]]
        out["x"] = (CODES.index(card), x["forced"] or "", False)
    # Unlit cells come in an unseen order; lit ones are spent, so their order does not matter.
    perms = []
    for s in seats:
        rest = [c for c in range(9) if not s["bowl"] >> c & 1]
        rng.shuffle(rest)
        perms.append([c for c in range(9) if s["bowl"] >> c & 1] + rest)
    out["perms"] = perms
    return out
