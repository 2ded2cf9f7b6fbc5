"""The normal level (rules §17 中): every candidate scored with its best follow-up extra operations,
the tune it leaves to the 下家, and the rule book's cautions; a play that empties the pile (so the
song ends on points) by its chance of leaving this seat the fewest points. The 提示 (hint) is this
level's choice.

The look-ahead plays the candidates on one determinisation of the seat's view (``determinize``):
the seat's own hand and the public table are exact there, so its own follow-ups are too; what the
others hold is only used through counts of unseen cards, never through the sampled cards.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...core.game import JSON, Action
from ...core.rng import SplitMix64
from .cards import FACE, KIND, PTS, note
from .determinize import determinize
from .ops import generate
from .rules import HuaniaoState

MASK64 = (1 << 64) - 1
DEPTH = 3  # follow-up operations looked at after a candidate (a 花 dance gives two, 春 one more)
WIDTH = 5  # the follow-ups tried at each level after the first, best by their own score
TUNE_BONUS = 0.4  # §17.4: times the chance that the 下家 holds no card for the next note
FEED_PENALTY = 3.0  # §17.5: per card given to a 下家 with <= 2 cards that they could play at once
BAN_PENALTY = 3.0  # §17.6: a 天上天下 after which the banned turn has nothing but 棲
SKIP_CARDS = 2  # §17.5: a skip a seat owes already holds it back about as much as two more cards
# A play that empties the pile ends the song on points (§12.2): worth END_VALUE times (2·p − 1), p the
# chance of holding the fewest points then; shedding has no future left to count
END_VALUE = 20.0
# 天上天下 makes each other seat draw 1: a seat already at its hand limit sheds a card again at the
# turn's end (birds first), so that draw is lost, and the combo is better kept (play-test 32 #5: it
# opened every song). Measured: tests/bench/huaniao.py
TX_WASTE = 1.5
# Plays within VARY of the best are near-equal: while the pile is fuller than VARY_PILE of the deal's,
# the bot picks among them with its seeded generator, so songs do not all open alike (play-test 32 #5:
# 诵 千万花 opened 3 songs of 6); later, when points count, it keeps to the best
VARY = 0.25
VARY_PILE = 0.5

# 花鳥風月 sets every seat passing: held while the pile is over half full (its 10 points of
# shedding kept for when points count), played freely from then on, or to go out
HOLD_COMBO = 3.0
_DANCE_BONUS = {"wind": 1.0, "moon": 0.7, "flower": 2.0, "tianxia": 0.3, "huaniao": 0.2, "queyu": -2.5,
                "liangfeng": 3.0, "fenghua": 1.5, "wanzi": 1.2}


def playable(legal: Sequence[Action]) -> list[Action]:
    """The legal actions a bot considers: never 且慢 (undo)."""
    return [a for a in legal if a.get("a") != "undo"]


def moon_target(active: int, counts: Sequence[int], skips: Sequence[int]) -> int:
    """§17.5: the 月 goes to the seat closest to going out; one already skipped is checked for its
    next turn, so a seat left free with as few cards goes first (ties: the 下家 first)."""
    others = [(active + i) % 4 for i in (1, 2, 3)]
    return min(others, key=lambda s: counts[s] + SKIP_CARDS * skips[s])


def point_weight(pile: int, pile0: int) -> float:
    """§17.2: points shed count for more as the pile empties (fewest points wins at the end)."""
    return 0.1 + 0.5 * max(0.0, 1.0 - pile / max(1, pile0))


def score_op(a: Action, hand_size: int, pile: int, pile0: int, can_sing: bool, extra: bool) -> float:
    """§17 Normal, one operation alone: shed cards and (late in the song) points; keep birds; 棲 only
    as a last resort."""
    op = a.get("op")
    if a.get("a") == "end_turn":
        return 0.0
    if op == "qi":
        return -0.5 if extra else 0.0
    cards: list[int] = a.get("cards") or []
    kind = a.get("kind")
    if len(cards) >= hand_size or (kind == "liangfeng" and hand_size <= 5):
        return 1000.0 + len(cards)
    sc = len(cards) + point_weight(pile, pile0) * sum(PTS[c] for c in cards)
    if op in ("ming", "song") and can_sing:
        sc -= 0.3 * sum(1 for c in cards if FACE[c] in "BH")
    if kind is not None:
        sc += _DANCE_BONUS.get(kind, 0.0)
    if kind == "huaniao":
        sc -= HOLD_COMBO * max(0.0, 2 * pile / max(1, pile0) - 1)
    return sc


class _Look:
    """One decision's look-ahead: the sampled song, the seat, and the unseen-card counts."""

    def __init__(self, view: JSON, st: HuaniaoState) -> None:
        self.seat: int = view["seat"]
        self.st = st
        self.pile0 = st.n_cards - 4 * int(st.opts["deal_size"])
        self.fb = st.fb
        n = int(view["options"]["deck"])
        seen = _seen(view)
        self.unseen_notes = [0] * 5
        for c in range(n):
            nt = note(c, self.fb)
            if c not in seen and nt is not None:
                self.unseen_notes[nt] += 1
        self.n_unseen = n - len(seen)
        pts = [PTS[c] for c in range(n) if c not in seen]
        self.mu = sum(pts) / len(pts) if pts else 0.0  # points of a card this seat cannot see
        self.var = sum(p * p for p in pts) / len(pts) - self.mu * self.mu if pts else 0.0
        self.mine = {c["id"] for c in view["hand"] or []}

    def value(self, st: HuaniaoState, a: Action, depth: int) -> float:
        """The candidate's score plus the best of what it leads to this turn."""
        seat = self.seat
        if a["a"] == "end_turn":  # the turn ends on the tune as it stands, or the song on points
            return self.tune_bonus(st) if st.pile else self.pile_end(st)
        if a["a"] == "gift":
            sc = self.gift_score(st, a)
        else:
            hand = st.hands[seat]
            can_sing = a.get("op") in ("ming", "song") and self._can_sing(st)
            sc = score_op(a, len(hand), len(st.pile), self.pile0, can_sing, st.phase == "extra")
            if sc >= 1000.0:
                return sc
        nxt = st.clone()
        nxt.apply(seat, a)
        if not nxt.pile and nxt.went_out is None:  # the song ends with this turn: only points count
            if nxt.active == seat and nxt.phase in ("extra", "gift") and depth > 0:
                return max(self.value(nxt, f, depth - 1) for f in playable(nxt.legal_actions(seat)))
            return self.pile_end(nxt)
        if nxt.is_over():
            return sc
        if a.get("kind") == "tianxia":
            sc -= TX_WASTE * self._lost_draws(nxt)
            if self._banned_turn_empty(nxt):
                sc -= BAN_PENALTY
        if nxt.active == seat and nxt.phase in ("extra", "gift"):
            if depth <= 0:
                return sc
            follow = playable(nxt.legal_actions(seat))
            if len(follow) > WIDTH:
                follow = sorted(follow, key=lambda f: -self.quick(nxt, f))[:WIDTH]
            return sc + max(self.value(nxt, f, depth - 1) for f in follow)
        if nxt.active != seat:
            sc += self.tune_bonus(nxt)
        return sc

    def pile_end(self, st: HuaniaoState) -> float:
        """The pile is out: the song goes to the fewest points at this turn's end. The chance of that
        from what this seat knows (its own cards; every card it cannot see, its draws included, at
        the unseen cards' mean and spread), against each other seat independently."""
        me = self.seat
        hand = st.hands[me]
        hidden = sum(1 for c in hand if c not in self.mine)
        mean = sum(PTS[c] for c in hand if c in self.mine) + hidden * self.mu
        p = 1.0
        for s in range(4):
            if s != me:
                n = len(st.hands[s])
                sd = math.sqrt((n + hidden) * self.var)
                gap = n * self.mu - mean
                p *= 0.5 * (1.0 + math.erf(gap / (sd * math.sqrt(2.0)))) if sd > 0 else float(gap > 0)
        return END_VALUE * (2.0 * p - 1.0)

    def quick(self, st: HuaniaoState, a: Action) -> float:
        """A follow-up's own score, to pick which follow-ups to look into."""
        if a["a"] == "gift":
            return self.gift_score(st, a)
        return score_op(a, len(st.hands[self.seat]), len(st.pile), self.pile0, False, st.phase == "extra")

    def _can_sing(self, st: HuaniaoState) -> bool:
        return any(op.get("op") == "ge" for op in generate(st.by_face(self.seat), st.ctx(st.phase == "extra")))

    def tune_bonus(self, st: HuaniaoState) -> float:
        """§17.4: the chance that the 下家 holds none of the unseen cards on the notes they may start
        on (by counting: hypergeometric over the cards this seat cannot see)."""
        allowed = st.allowed()
        if len(allowed) >= 5:
            return 0.0
        k = sum(self.unseen_notes[n] for n in allowed)
        u = self.n_unseen
        h = len(st.hands[(self.seat + 1) % 4])
        p = 1.0
        for i in range(min(h, u)):
            p *= max(0, u - k - i) / (u - i)
        return TUNE_BONUS * p

    def gift_score(self, st: HuaniaoState, a: Action) -> float:
        """§17.5: give the highest points, never a card a 下家 close to going out could play at once."""
        w = point_weight(len(st.pile), self.pile0)
        allowed = st.allowed()
        sc = 0.0
        for t, cards in a["to_cards"].items():
            low = len(st.hands[int(t)]) <= 2
            for c in cards:
                sc += w * PTS[c] + 0.0001 * c
                if low and _feeds(c, allowed, self.fb):
                    sc -= FEED_PENALTY
        return sc

    def _lost_draws(self, st: HuaniaoState) -> int:
        """The other seats now over their hand limit: their limit discard gives back the draw."""
        over = 0
        for s in range(4):
            lim = st.eff_limit(s)
            if s != self.seat and lim is not None and len(st.hands[s]) > lim:
                over += 1
        return over

    def _banned_turn_empty(self, st: HuaniaoState) -> bool:
        """§17.6: with the ban, the seat's hand offers nothing but 棲 (on the tune left now)."""
        ctx = st.ctx(False)._replace(banned=True, extra=False)
        return all(op.get("op") == "qi" for op in generate(st.by_face(self.seat), ctx))


def _feeds(c: int, allowed: Sequence[int], fb: bool) -> bool:
    """The card could be played on its own at once: a function card is a one-card dance, a note
    card starts a phrase where the tune allows it."""
    nt = note(c, fb)
    return nt in allowed if nt is not None else True


def _seen(view: JSON) -> set[int]:
    seen = {c["id"] for c in view["hand"] or []}
    for ph in view["pool"]:
        seen.update(c["id"] for c in ph["cards"] if c is not None)
    seen.update(c["id"] for c in view["heap"] if c is not None)
    return seen


def _unseen_kinds(view: JSON) -> dict[str, int]:
    seen = _seen(view)
    out = {"bird": 0, "number": 0, "function": 0}
    for c in range(int(view["options"]["deck"])):
        if c not in seen:
            out[KIND[FACE[c]]] += 1
    return out


def _looks_ahead(view: JSON, legal: Sequence[Action]) -> bool:
    t = legal[0]["a"]
    return (t in ("op", "end_turn") and view["phase"] in ("main", "extra")) or t == "gift"


def _scored(view: JSON, legal: Sequence[Action], rng: SplitMix64) -> list[tuple[float, Action]]:
    """The operations (or gifts) of ``legal`` with their look-ahead scores, best first; ties keep
    their order."""
    look = _Look(view, determinize(view, view["seat"], rng))
    scores = [look.value(look.st, a, DEPTH) for a in legal]
    return [(scores[i], legal[i]) for i in sorted(range(len(legal)), key=lambda i: -scores[i])]


def ranked(view: JSON, legal: Sequence[Action], rng: SplitMix64 | None = None) -> list[Action]:
    """The operations (or gifts) of ``legal``, best first by the look-ahead; ties keep their order."""
    legal = playable(legal)
    if len(legal) < 2 or not _looks_ahead(view, legal):
        return legal
    return [a for _, a in _scored(view, legal, rng or SplitMix64(0))]


def choose_normal(view: JSON, legal: Sequence[Action], rng: SplitMix64 | None = None) -> Action:
    """The normal level's choice (and the 提示); ``rng`` draws the look-ahead's sample (default a
    fixed seed, so the hint is the same each time it is asked)."""
    legal = playable(legal)
    if len(legal) == 1:
        return legal[0]
    t = legal[0]["a"]
    seat = view["seat"]
    if view["phase"] == "commit":
        return next(a for a in legal if a["a"] == "end_turn")
    if _looks_ahead(view, legal):
        rng = rng or SplitMix64(0)
        scored = _scored(view, legal, rng)
        opts = view["options"]
        early = view["pile"] > VARY_PILE * (int(opts["deck"]) - 4 * int(opts["deal_size"]))
        near = [a for sc, a in scored if early and sc >= scored[0][0] - VARY] or [scored[0][1]]
        return near[rng.uniform(len(near))]
    if t == "target":
        pick = moon_target(seat, [s["count"] for s in view["seats"]], [s["skips"] for s in view["seats"]])
        return next((a for a in legal if a["seat"] == pick), legal[0])
    if t == "pass":
        return max(legal, key=lambda a: (PTS[a["card"]], a["card"]))
    if t == "discard":
        return max(legal, key=lambda a: sum(PTS[c] for c in a["cards"]))
    if t == "guess":
        kinds = _unseen_kinds(view)
        best = max(("bird", "number", "function"), key=lambda k: kinds[k])
        return {"a": "guess", "kind": best}
    return legal[0]  # 順手: play when it fits (listed first), else keep; showdown: call


class NormalBot:
    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = SplitMix64(seed & MASK64)

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        return choose_normal(view, legal, self.rng)
