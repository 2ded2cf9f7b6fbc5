"""Bots (rules §17): easy (random, never 棲 when something else is legal), normal (rule-based
scoring) and search (ISMCTS over determinisations of the seat's view, normal-like rollouts).

Bots never use 且慢 and always commit at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...bots.ismcts import ISMCTSBot
from ...core.game import JSON, Action, GameInfo, GameState
from ...core.rng import SplitMix64
from ...core.sampling import deal_hidden, unseen
from .cards import CLASS, FACE, KIND, PTS
from .rules import GUESS_KINDS, HuaniaoState
from .song import Phrase

MASK64 = (1 << 64) - 1


def _playable(legal: Sequence[Action]) -> list[Action]:
    return [a for a in legal if a.get("a") != "undo"]


# ---------------------------------------------------------------------- determinisation

# View keys that are song fields of the same name (everything else of a view is a count or a card).
_PUBLIC = ("active", "turn", "phase", "tune", "banned_now", "extra_ops", "spring_used", "exposed", "main_done")
_SEAT_FIELDS = (("skips", "skips"), ("ban_pending", "ban"), ("armed", "armed"), ("timeouts", "timeouts"),
                ("bot", "bot"))


def _ids(cards: list[Any]) -> list[int]:
    return [c["id"] for c in cards if c is not None]


def determinize(view: JSON, seat: int, rng: SplitMix64) -> HuaniaoState:
    """A full song consistent with ``view``; what is hidden is dealt at random.

    Hidden: the other hands (a hand seen by 月明 is kept), the pile, face-down pool and heap cards,
    the cards others chose to pass, others' 孤雁 guesses, another player's 順手 card, the generator.
    The bots never use 且慢, so the copy has no undo and no commit window.
    """
    opts = view["options"]
    st = HuaniaoState.blank(opts, 0, view["first"], [False] * 4)
    st.rng_state = rng.next()
    for k in _PUBLIC:
        setattr(st, k, view[k])
    seats = view["seats"]
    for name, key in _SEAT_FIELDS:
        setattr(st, name, [x[key] for x in seats])
    st.limits = [int(opts["base_hand_limit"]) if x["limit"] is None else x["limit"] for x in seats]
    st.undo_left = [False] * 4
    # the cards: what this seat sees is kept, the rest is dealt over every hidden place
    own = _ids(view["hand"])
    known: dict[int, list[int]] = {seat: own}
    pk = view.get("peek")
    pool_v, heap_v = view["pool"], view["heap"]
    seen = own + [c for ph in pool_v for c in _ids(ph["cards"])] + _ids(heap_v)
    if pk is not None:
        ids = _ids(pk["cards"])
        if len(ids) == seats[pk["seat"]]["count"] and not set(ids) & set(seen):
            known[pk["seat"]] = ids
            seen += ids
            st.peek = {"seat": seat, "target": pk["seat"], "cards": ids}
    face_down = sum(ph["cards"].count(None) for ph in pool_v) + heap_v.count(None)
    # places 0-3: the hands still to fill; 4: the pile (in order); 5: the face-down cards
    need = [0 if s in known else seats[s]["count"] for s in range(4)] + [view["pile"], face_down]
    act = view["active"]

    other_day = view["phase"] == "day_play" and act != seat  # their 順手 card: any card they hold
    dealt, _ = deal_hidden(rng, unseen(range(st.n_cards), seen), need)
    if other_day:
        st.daycard = dealt[act][0]
    elif view["phase"] == "day_play" and view.get("prompt"):
        st.daycard = view["prompt"]["card"]["id"]
    st.hands = [sorted(known.get(s, dealt[s])) for s in range(4)]
    st.pile = dealt[4]
    hidden = iter(dealt[5])
    st.pool = [Phrase(ph["seat"], ph["op"], ph["kind"], tuple(next(hidden) if c is None else c["id"] for c in ph["cards"]),
                      tuple(c is not None for c in ph["cards"]), ph["tune"], ph["turn"]) for ph in pool_v]
    st.heap = [next(hidden) if c is None else c["id"] for c in heap_v]
    # what the others decided but this seat cannot see
    pend = view["pending"]
    if st.phase == "gift":
        st.gift_kind = pend.get("kind")
    elif st.phase == "discard":
        st.discards = {int(k): v for k, v in pend.get("discards", {}).items()}
    elif st.phase == "guess":
        st.guess_target = pend.get("target")
        st.guesses = {s: pend["my_guess"] if s == seat and "my_guess" in pend else GUESS_KINDS[rng.uniform(3)]
                      for s in pend.get("guessed", [])}
    elif st.phase == "pass":
        st.passes = {s: pend["my_pass"]["id"] if s == seat and "my_pass" in pend
                     else st.hands[s][rng.uniform(len(st.hands[s]))] for s in pend.get("passed", [])}
    sdv = view.get("showdown")
    if sdv is not None:
        st.showdown = {"entrants": sdv["entrants"], "order": sdv["order"], "round": sdv["round"],
                       "cum": {int(k): v for k, v in sdv["cum"].items()}, "called": sdv["called"],
                       "rounds": [{"call": r["call"], "hands": {int(k): _ids(v) for k, v in r["hands"].items()},
                                   "priority": {int(k): v for k, v in r["priority"].items()}} for r in sdv["rounds"]],
                       "tied": list(sdv["order"])}
    return st


# ---------------------------------------------------------------------- scoring (normal level)

_DANCE_BONUS = {"wind": 1.0, "moon": 0.7, "flower": 2.0, "tianxia": 0.3, "huaniao": 0.2, "queyu": -2.5,
                "liangfeng": 3.0, "fenghua": 1.5, "wanzi": 1.2}


def score_op(a: Action, hand_size: int, pile: int, pile0: int, can_sing: bool, extra: bool) -> float:
    """§17 Normal: shed cards and (late in the song) points; keep birds; 棲 only as a last resort."""
    op = a.get("op")
    if a.get("a") == "end_turn":
        return 0.0
    if op == "qi":
        return -0.5 if extra else 0.0
    cards: list[int] = a.get("cards") or []
    kind = a.get("kind")
    if len(cards) >= hand_size or (kind == "liangfeng" and hand_size <= 5):
        return 1000.0 + len(cards)
    w = 0.1 + 0.5 * (1.0 - pile / max(1, pile0))
    sc = len(cards) + w * sum(PTS[c] for c in cards)
    if op in ("ming", "song") and can_sing:
        sc -= 0.3 * sum(1 for c in cards if FACE[c] in "BH")
    if kind is not None:
        sc += _DANCE_BONUS.get(kind, 0.0)
    return sc


def _unseen_kinds(view: JSON) -> dict[str, int]:
    n = int(view["options"]["deck"])
    seen = {c["id"] for c in view["hand"] or []}
    for ph in view["pool"]:
        seen.update(c["id"] for c in ph["cards"] if c is not None)
    seen.update(c["id"] for c in view["heap"] if c is not None)
    out = {"bird": 0, "number": 0, "function": 0}
    for c in range(n):
        if c not in seen:
            out[KIND[FACE[c]]] += 1
    return out


def choose_normal(view: JSON, legal: Sequence[Action], rng: SplitMix64 | None = None) -> Action:
    legal = _playable(legal)
    if len(legal) == 1:
        return legal[0]
    t = legal[0]["a"]
    seat = view["seat"]
    hand = [c["id"] for c in view["hand"] or []]
    if t in ("op", "end_turn") and view["phase"] in ("main", "extra"):
        pile0 = int(view["options"]["deck"]) - 4 * int(view["options"]["deal_size"])
        can_sing = any(a.get("op") == "ge" for a in legal)
        extra = view["phase"] == "extra"
        return max(legal, key=lambda a: score_op(a, len(hand), view["pile"], pile0, can_sing, extra))
    if view["phase"] == "commit":
        return next(a for a in legal if a["a"] == "end_turn")
    if t == "gift":
        return max(legal, key=lambda a: sum(PTS[c] * (1 + 0.01 * c) for v in a["to_cards"].values() for c in v)
                   + 0.001 * sum(len(v) for v in a["to_cards"].values()))
    if t == "target":
        counts = [s["count"] for s in view["seats"]]
        return min(legal, key=lambda a: (counts[a["seat"]], (a["seat"] - seat) % 4))
    if t == "pass":
        return max(legal, key=lambda a: (PTS[a["card"]], a["card"]))
    if t == "discard":
        return max(legal, key=lambda a: sum(PTS[c] for c in a["cards"]))
    if t == "guess":
        kinds = _unseen_kinds(view)
        best = max(("bird", "number", "function"), key=lambda k: kinds[k])
        return {"a": "guess", "kind": best}
    if t == "day_play":
        return legal[0]  # play when it fits (listed first), else keep
    return legal[0]


class NormalBot:
    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        return choose_normal(view, legal)


class EasyBot:
    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = SplitMix64(seed & MASK64)

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        legal = _playable(legal)
        if view["phase"] == "commit":
            return {"a": "end_turn"}
        if view["phase"] == "main":
            non_qi = [a for a in legal if a.get("op") != "qi"]
            if non_qi:
                legal = non_qi
        if view["phase"] == "guess":
            legal = [a for a in legal if a["kind"] != "none"] or legal
        return legal[self.rng.uniform(len(legal))]


# ---------------------------------------------------------------------- rollouts and search

def rollout_policy(state: GameState, seat: int, rng: SplitMix64) -> Action:
    """Cheap greedy play straight on the state (no view): shed most, else perch; defaults otherwise."""
    assert isinstance(state, HuaniaoState)
    ph = state.phase
    if ph in ("main", "extra"):
        legal = state.legal_actions(seat)
        hand_size = len(state.hands[seat])
        pile0 = state.n_cards - 4 * int(state.opts["deal_size"])
        extra = ph == "extra"
        best: Action | None = None
        best_sc = -1e9
        for a in legal:
            if a["a"] == "undo":
                continue
            sc = score_op(a, hand_size, len(state.pile), pile0, False, extra) + 0.2 * rng.uniform(100) / 100
            if sc > best_sc:
                best, best_sc = a, sc
        assert best is not None
        return best
    if ph == "guess":
        return {"a": "guess", "kind": GUESS_KINDS[rng.uniform(3)]}
    if ph == "pass":
        h = state.hands[seat]
        return {"a": "pass", "card": max(h, key=lambda c: (PTS[c], c))}
    if ph == "discard":
        k = state.discards[seat]
        srt = sorted(state.hands[seat], key=lambda c: (CLASS[c], -PTS[c], c))
        return {"a": "discard", "cards": srt[:k]}
    if ph == "target":
        counts = [len(h) for h in state.hands]
        others = [(state.active + i) % 4 for i in (1, 2, 3)]
        return {"a": "target", "seat": min(others, key=lambda s: counts[s])}
    if ph == "day_play":
        return {"a": "day_play", "play": state.day_ok()}
    return state.timeout_action(seat)


class SearchBot:
    """ISMCTS over determinised views with greedy rollouts; never uses 且慢."""

    def __init__(self, info: GameInfo, seat: int, seed: int, budget_s: float = 0.3,
                 max_iterations: int = 100_000, **kw: Any) -> None:
        self.inner = ISMCTSBot(info, seat, seed, budget_s=budget_s, max_iterations=max_iterations,
                               policy=rollout_policy, max_rollout_steps=2000, **kw)

    @property
    def last_iterations(self) -> int:
        return self.inner.last_iterations

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        legal = _playable(legal)
        if view["phase"] == "commit":
            return {"a": "end_turn"}
        if len(legal) == 1:
            return legal[0]
        if view["phase"] in ("discard", "pass", "target", "day_play", "guess", "gift", "showdown"):
            # cheap sub-decisions: the rule-based answer is as good and keeps the search for operations
            return choose_normal(view, legal)
        return self.inner.choose(view, legal)
