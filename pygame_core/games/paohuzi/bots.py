"""Bots: a rule-based level and a search level (ISMCTS, pygame_core.bots) reading only its own view.

``determinize`` samples a full position consistent with a seat's view: the view gives every public
field of the position, and only what the seat cannot see is dealt (hidden hands, the kinds of
face-down 偎, a card drawn out of sight, the pile order, unlit bowl cells); the position is then
built and checked by the codec's own fields, like any loaded position.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...bots.ismcts import ISMCTSBot, _Node, action_key
from ...core import registry
from ...core.errors import NotationError
from ...core.game import JSON, Action, GameState
from ...core.rng import SplitMix64
from ...core.sampling import deal_hidden, unseen
from .cards import CODES, DECK_SIZE, WILD, is_new, kind_of
from .hints import best_discard, chi_gain, discard_order, holding_from_view
from .rules import PaohuziState
from .scoring import bowl_multiplier
from .winning import TYPE_BY_NAME, group_huxi
from .wins import record_of


def _best_cell(mask: int, legal: Sequence[Action]) -> Action:
    return max(legal, key=lambda a: (bowl_multiplier(mask | 1 << a["cell"]), -a["cell"]))


def _choose_claim(free: list[int], legal: Sequence[Action], k: int) -> Action:
    acts = {a["a"] for a in legal}
    if "hu" in acts:
        return {"a": "hu"}
    if "peng" in acts:
        return {"a": "peng"}
    best: Action = {"a": "pass"}
    best_v = 0.5
    for a in legal:
        if a["a"] == "chi":
            gs = [[CODES.index(c) for c in g] for g in a["groups"]]
            v = chi_gain(free, gs, k)
            if v > best_v:
                best, best_v = a, v
    return best


class RuleBot:
    """Always wins when it can, always pengs, chis when it scores or tidies the hand, discards the
    least connected card (looking at the waits each candidate leaves)."""

    def __init__(self, seat: int, seed: int, look: int = 3) -> None:
        self.seat = seat
        self.look = look

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        first = legal[0]["a"]
        if any(a["a"] == "hu" for a in legal):
            return {"a": "hu"}
        me = view["seats"][self.seat]
        if first == "light":
            return _best_cell(me["bowl"], legal)
        if first == "discard":
            h = holding_from_view(view, self.seat)
            k = best_discard(h, view["options"], self.look)
            return {"a": "discard", "card": CODES[k]}
        free = sorted(CODES.index(c) for c in me["hand"] or [])
        off = view.get("offer")
        if off is None:
            return {"a": "pass"}
        return _choose_claim(free, legal, CODES.index(off["card"]))


def rollout_policy(state: GameState, seat: int, rng: SplitMix64) -> Action:
    """Cheap play for search rollouts: the rule bot without the waits look-ahead."""
    assert isinstance(state, PaohuziState)
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    first = legal[0]["a"]
    if any(a["a"] == "hu" for a in legal):
        return {"a": "hu"}
    p = state.players[seat]
    if first == "light":
        return _best_cell(p.bowl, legal)
    if first == "discard":
        order = discard_order(p.free_kinds())
        return {"a": "discard", "card": CODES[order[rng.uniform(min(2, len(order)))]]}
    off = state.offer
    if off is None:
        return {"a": "pass"}
    return _choose_claim(p.free_kinds(), legal, kind_of(off.card))


def make_rule_bot(seat: int, seed: int) -> RuleBot:
    return RuleBot(seat, seed)


def evaluate(state: GameState) -> list[float]:
    """Outcome estimate for a rollout cut short: the hand's scores first, then the hu-xi each seat
    has already laid down or locked in 坎 (cheap, and it tracks how close a hand is to winning),
    ranked like ``returns`` (1 best, 0 worst, ties shared)."""
    assert isinstance(state, PaohuziState)
    keys = []
    for p in state.players:
        hx = sum(group_huxi(m.group()) for m in p.melds) + sum(3 if k < 10 or 20 <= k < 24 else 6 for k in p.kans)
        keys.append((p.score, 0 if p.dead else hx + 3 * len(p.wilds)))
    out = []
    for k in keys:
        better = sum(1 for o in keys if o > k)
        equal = sum(1 for o in keys if o == k) - 1
        out.append(1.0 - (better + equal / 2) / 2)
    return out


class _StatsISMCTS(ISMCTSBot):
    """The generic ISMCTS, returning each root action's visits and mean outcome instead of a move."""

    def stats(self, view: JSON, legal: Sequence[Action]) -> dict[str, tuple[int, float]]:
        keys = {action_key(a): a for a in legal}
        root = _Node(None, None, self.seat)
        deadline = time.perf_counter() + self.budget_s
        determinize_ = self.info.determinize
        assert determinize_ is not None
        it = 0
        while it < self.max_iterations and (it < 8 or time.perf_counter() < deadline):
            it += 1
            self._iterate(root, determinize_(view, self.seat, self.rng), keys)
        self.last_iterations = it
        return {k: (ch.visits, ch.total / ch.visits if ch.visits else 0.0)
                for k, ch in root.children.items() if k in keys}


class SearchBot:
    """ISMCTS over the seat's view, on the decisions that matter: it always takes a win (as every
    player does), lights the best bowl cell, and searches among the claim options or among the
    three discards the heuristic likes best (so a small budget is not spread over hopeless cards)."""

    def __init__(self, seat: int, seed: int, budget_s: float = 0.5, max_iterations: int = 100_000,
                 candidates: int = 3, rollout_steps: int = 12) -> None:
        self.seat = seat
        self.candidates = candidates
        # Rollouts stop after ``rollout_steps`` decisions and are scored by ``evaluate``: a full hand
        # costs ~40 ms on CPython and ~0.4 s in Pyodide, too much for a 0.5 s budget in the page.
        self.search = _StatsISMCTS(registry.get(PaohuziState.game_id), seat, seed, budget_s=budget_s, max_iterations=max_iterations,
                                   policy=rollout_policy, max_rollout_steps=rollout_steps, evaluate=evaluate)
        self.rule = RuleBot(seat, seed)
        self.margin = 0.05

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        base = self.rule.choose(view, legal)
        if len(legal) == 1 or any(a["a"] in ("hu", "light") for a in legal):
            return base
        cands = list(legal)
        if legal[0]["a"] == "discard":
            order = discard_order(holding_from_view(view, self.seat).free)
            keep = {CODES[k] for k in order[:self.candidates]} | {base["card"]}
            cands = [a for a in legal if a["card"] in keep]
        if len(cands) == 1:
            return cands[0]
        # The rule's move stands unless the search finds another clearly better (by the margin,
        # and at least as visited): few iterations are noisy, the rule is a good prior.
        st = self.search.stats(view, cands)
        bv, bm = st.get(action_key(base), (0, 0.0))
        best_k, (v, m) = max(st.items(), key=lambda kv: (kv[1][0], kv[1][1]))
        if best_k != action_key(base) and m > bm + self.margin and v >= bv:
            return next(a for a in cands if action_key(a) == best_k)
        return base


def make_search_bot(seat: int, seed: int, budget_s: float = 0.5, max_iterations: int = 100_000) -> SearchBot:
    return SearchBot(seat, seed, budget_s, max_iterations)


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
    offered card, which would have forced a 跑 instead of asking for claims) are drawn again."""
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
