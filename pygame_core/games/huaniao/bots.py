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
from .cards import CLASS, FACE, KIND, NUMBER_FACES, PTS
from .rules import GUESS_KINDS, HuaniaoState

MASK64 = (1 << 64) - 1


def _playable(legal: Sequence[Action]) -> list[Action]:
    return [a for a in legal if a.get("a") != "undo"]


# ---------------------------------------------------------------------- determinisation

def determinize(view: JSON, seat: int, rng: SplitMix64) -> HuaniaoState:
    """A full state consistent with ``view``: unseen cards shuffled over every hidden place."""
    opts = view["options"]
    n = int(opts["deck"])
    own = [c["id"] for c in view["hand"]]
    seen = set(own)
    for ph in view["pool"]:
        for c in ph["cards"]:
            if c is not None:
                seen.add(c["id"])
    for c in view["heap"]:
        if c is not None:
            seen.add(c["id"])
    unknown = [c for c in range(n) if c not in seen]
    rng.shuffle(unknown)
    counts = [s["count"] for s in view["seats"]]
    hands: list[list[int]] = [[] for _ in range(4)]
    hands[seat] = list(own)
    pk = view.get("peek")
    if pk is not None:
        ids = [c["id"] for c in pk["cards"]]
        if len(ids) == counts[pk["seat"]] and all(c in unknown for c in ids):
            hands[pk["seat"]] = ids
            unknown = [c for c in unknown if c not in set(ids)]
    daycard: int | None = None
    phase = view["phase"]
    if phase == "day_play":
        act = view["active"]
        if act == seat:
            daycard = view["prompt"]["card"]["id"] if view.get("prompt") else None
        else:
            allow = view["allowed"]
            fb = view["flowers_are_birds"]
            for i, c in enumerate(unknown):
                f = FACE[c]
                if (f in NUMBER_FACES and int(f) in allow) or ((f == "B" or (f == "H" and fb)) and 0 in allow):
                    daycard = c
                    hands[act].append(c)
                    del unknown[i]
                    break
    pos = 0
    for s in range(4):
        need = counts[s] - len(hands[s])
        hands[s].extend(unknown[pos:pos + need])
        pos += need
        hands[s].sort()
    pile = unknown[pos:pos + view["pile"]]
    pos += view["pile"]
    pool = []
    for ph in view["pool"]:
        cards = []
        up = []
        for c in ph["cards"]:
            if c is None:
                cards.append(unknown[pos])
                pos += 1
                up.append(False)
            else:
                cards.append(c["id"])
                up.append(True)
        pool.append({"seat": ph["seat"], "op": ph["op"], "kind": ph["kind"], "cards": cards, "up": up,
                     "tune": ph["tune"], "turn": ph["turn"]})
    heap = []
    for c in view["heap"]:
        if c is None:
            heap.append(unknown[pos])
            pos += 1
        else:
            heap.append(c["id"])
    pend = view["pending"]
    passes: dict[str, int] = {}
    if phase == "pass":
        for s in pend.get("passed", []):
            if s == seat and "my_pass" in pend:
                passes[str(s)] = pend["my_pass"]["id"]
            else:
                passes[str(s)] = hands[s][rng.uniform(len(hands[s]))]
    guesses: dict[str, str] = {}
    if phase == "guess":
        for s in pend.get("guessed", []):
            guesses[str(s)] = pend["my_guess"] if s == seat and "my_guess" in pend else GUESS_KINDS[rng.uniform(3)]
    sdv = view.get("showdown")
    sd: JSON | None = None
    if sdv is not None:
        sd = {"entrants": sdv["entrants"], "order": sdv["order"], "round": sdv["round"], "cum": sdv["cum"],
              "called": sdv["called"],
              "rounds": [{"call": r["call"], "hands": {k: [c["id"] for c in v] for k, v in r["hands"].items()},
                          "priority": r["priority"]} for r in sdv["rounds"]],
              "tied": list(sdv["order"])}
    st = view["seats"]
    d: JSON = {
        "opts": opts, "seed": 0, "rng": rng.next(), "first": view["first"], "active": view["active"],
        "turn": view["turn"], "phase": phase, "hands": hands, "pile": pile, "pool": pool, "heap": heap,
        "tune": view["tune"], "limits": [x["limit"] if x["limit"] is not None else opts["base_hand_limit"] for x in st],
        "skips": [x["skips"] for x in st], "ban_pending": [x["ban"] for x in st],
        "banned_now": view["banned_now"], "extra_ops": view["extra_ops"], "spring_used": view["spring_used"],
        "exposed": view["exposed"], "main_done": view["main_done"], "armed": [x["armed"] for x in st],
        "undo_left": [False] * 4, "timeouts": [x["timeouts"] for x in st], "bot": [x["bot"] for x in st], "window": [False] * 4,
        "went_out": None, "winner": None, "how": None, "end_reason": None,
        "gift_kind": pend.get("kind") if phase == "gift" else None,
        "passes": passes, "discards": pend.get("discards", {}) if phase == "discard" else {},
        "guess_target": pend.get("target") if phase == "guess" else None, "guesses": guesses,
        "peek": None if pk is None else {"seat": seat, "target": pk["seat"], "cards": [c["id"] for c in pk["cards"]]},
        "daycard": daycard, "showdown": sd, "snapshot": None, "events": [],
    }
    return HuaniaoState.from_dict(d)


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
        return {"a": "day_play", "play": True}
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
        return {"a": "day_play", "play": True}
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
