"""Bots: a rule-based level and a search level (ISMCTS, pygame_core.bots) reading only its own view.

``determinize`` samples a full position consistent with a seat's view (hidden hands, face-down 偎,
the pile order, unseen bowl permutations) and loads it through the notation, so a determinised
state is checked by the same loader as any other position.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from ...bots.ismcts import ISMCTSBot, _Node, action_key
from ...core.game import JSON, Action, GameState
from ...core.rng import SplitMix64
from .cards import CODES, NKINDS, WILD, cards_text, is_new
from .hints import best_discard, chi_gain, discard_order, holding_from_view
from .scoring import bowl_multiplier


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
    from .rules import PaohuziState
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
    return _choose_claim(p.free_kinds(), legal, off.card // 4 if off.card < 112 else WILD)


def make_rule_bot(seat: int, seed: int) -> RuleBot:
    return RuleBot(seat, seed)


def evaluate(state: GameState) -> list[float]:
    """Outcome estimate for a rollout cut short: the hand's scores first, then the hu-xi each seat
    has already laid down or locked in 坎 (cheap, and it tracks how close a hand is to winning),
    ranked like ``returns`` (1 best, 0 worst, ties shared)."""
    from .rules import PaohuziState
    from .winning import group_huxi
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
        from . import GAME
        self.seat = seat
        self.candidates = candidates
        # Rollouts stop after ``rollout_steps`` decisions and are scored by ``evaluate``: a full hand
        # costs ~40 ms on CPython and ~0.4 s in Pyodide, too much for a 0.5 s budget in the page.
        self.search = _StatsISMCTS(GAME, seat, seed, budget_s=budget_s, max_iterations=max_iterations,
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

def determinize(view: Mapping[str, Any], seat: int, rng: SplitMix64) -> GameState:
    """A full state consistent with ``view`` in which ``seat`` must act (as it must in the view).

    Samples that contradict what the view implies (for example an opponent given a 坎 of the
    offered card, which would have forced a 跑 instead of asking for claims) are drawn again."""
    from .notation import text_to_state
    for _ in range(50):
        state = text_to_state(_sample(view, rng))
        if seat in state.to_act():
            return state
    raise AssertionError("determinize: no consistent sample found")


def _sample(view: Mapping[str, Any], rng: SplitMix64) -> str:
    pool = [4] * NKINDS + [6]

    def seen(codes: Sequence[Any]) -> None:
        for c in codes:
            if c is not None:
                pool[CODES.index(c)] -= 1

    seats = view["seats"]
    for s in seats:
        if s["hand"] is not None:
            seen(s["hand"])
            seen([c for c in s["kans"] for _ in range(3)])
            seen(["*"] * s["wilds"])
        seen(s["river"])
        seen(s["won"])
        for m in s["melds"]:
            seen(m["cards"])
    if view.get("offer"):
        seen([view["offer"]["card"]])
    x = view.get("x")
    phase, actor = view["phase"], view["actor"]
    x_code = None
    if x is not None and x.get("card") is not None and not x.get("forced"):
        seen([x["card"]])
        x_code = x["card"]

    def draw_kind(allowed: Sequence[int]) -> int:
        cands = [k for k in allowed if pool[k] > 0]
        total = sum(pool[k] for k in cands)
        r = rng.uniform(total)
        for k in cands:
            if r < pool[k]:
                pool[k] -= 1
                return k
            r -= pool[k]
        raise AssertionError("empty pool")

    # Face-down 偎 of other seats: a kind with three unseen copies.
    wei_kinds: dict[int, list[int]] = {}
    for i, s in enumerate(seats):
        for _j, m in enumerate(s["melds"]):
            if m["hidden"]:
                cands = [k for k in range(NKINDS) if pool[k] >= 3]
                k = cands[rng.uniform(len(cands))]
                pool[k] -= 3
                wei_kinds.setdefault(i, []).append(k)
    if x is not None and x.get("card") is None and not x.get("forced"):
        x_code = CODES[draw_kind([k for k in range(NKINDS + 1) if k == WILD or is_new(k)]
                                 or list(range(NKINDS + 1)))]
    hands: dict[int, list[int]] = {}
    wilds: dict[int, int] = {}
    for i, s in enumerate(seats):
        if s["hand"] is not None:
            continue
        kw = min(s["known_wilds"], pool[WILD], s["concealed"])
        pool[WILD] -= kw
        wilds[i] = kw
        hands[i] = [draw_kind(range(NKINDS + 1)) for _ in range(s["concealed"] - kw)]
    pile = [k for k in range(NKINDS + 1) for _ in range(pool[k])]
    rng.shuffle(pile)
    if len(pile) != view["pile"]:
        raise AssertionError(f"determinize: {len(pile)} cards left for a pile of {view['pile']}")
    toks = ["paohuzi"]
    from . import DEFAULTS
    diff = [f"{k}:{'null' if v is None else str(v).lower() if isinstance(v, bool) else v}"
            for k, v in sorted(view["options"].items()) if DEFAULTS.get(k) != v]
    if diff:
        toks.append("o=" + ",".join(diff))
    toks += [f"h={view['hand_no']}", "m=" + ",".join(map(str, view["match"])), f"d={view['dealer']}",
             f"ph={phase}:{actor}", "pile=" + cards_text(pile)]
    if view["shown"]:
        toks.append("shown=" + view["shown"])
    perms = []
    for s in seats:
        lit = [c for c in range(9) if s["bowl"] >> c & 1]
        rest = [c for c in range(9) if not s["bowl"] >> c & 1]
        rng.shuffle(rest)
        perms.append("".join(map(str, lit + rest)))
    toks.append("p=" + ",".join(perms))
    if view["first_done"]:
        toks.append("f=1")
    if view["decisive"]:
        toks.append(f"dec={view['draws_left']}")
    if view["first_winner"] is not None:
        toks.append(f"fw={view['first_winner']}")
    if view.get("offer"):
        o = view["offer"]
        toks.append(f"off={o['card']}:{o['src']}:{'P' if o['draw'] else 'D'}" + (":f" if o["first"] else ""))
    if x is not None:
        code = x_code
        if x.get("forced"):
            code = x.get("card")
            if code is None:   # a hidden forced 偎 of another seat: its sampled kind
                code = CODES[wei_kinds[actor][-1]]
        toks.append(f"x={code}:{x.get('forced') or '-'}:0")
    for i, s in enumerate(seats):
        if s["hand"] is not None:
            hand = cards_text(sorted(CODES.index(c) for c in s["hand"]))
            kans = cards_text(sorted(CODES.index(c) for c in s["kans"]))
            nw = s["wilds"]
        else:
            counts = [0] * (NKINDS + 1)
            for k in hands[i]:
                counts[k] += 1
            kl = [k for k in range(NKINDS) if counts[k] >= 3]
            free = []
            for k in range(NKINDS + 1):
                n = counts[k] - (3 if k in kl else 0)
                free += [k] * n
            nw = wilds[i] + counts[WILD]
            free = [k for k in free if k != WILD]
            hand, kans = cards_text(free), cards_text(kl)
        melds = []
        wk = list(wei_kinds.get(i, []))
        for m in s["melds"]:
            cards = m["cards"]
            if m["hidden"]:
                k = wk.pop(0)
                cards = [CODES[k]] * 3
            melds.append(f"{m['type']}.{''.join(cards)}.{m['src']}")
        flags = ("u" if s["untouched"] else "") + ("L" if s["locked"] else "") + ("D" if s["dead"] else "")
        fields = [hand, kans, str(nw), ",".join(melds) or "-", "".join(s["river"]) or "-",
                  "".join(s["won"]) or "-", "".join(s["passed_chi"]) or "-", "".join(s["passed_peng"]) or "-",
                  "".join(s["discarded"]) or "-", flags or "-", f"{s['bowl']:x}:{s['bowl_lit']}",
                  str(s["known_wilds"]), str(s["score"]), str(s["wins"])]
        toks.append(f"s{i}=" + "|".join(fields))
    return " ".join(toks)

