"""Ready-hand (听牌) analysis and discard advice (paohuzi.md §8.5), for the table and the bots.

Everything works on a ``Holding`` (what one seat holds), taken either from the state or from the
seat's own view, so bots that only see their view use the same code.
"""

from __future__ import annotations

from collections.abc import Collection, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...bots.thinking import finish
from ...core.game import JSON, Action
from .cards import CODES, NKINDS, WILD, is_new, is_red, other
from .claims import chi_type
from .scoring import WinFacts, best_win, bowl_multiplier
from .state import Hand
from .winning import TYPE_BY_NAME, Group, Placed, can_win, group_huxi, place


@dataclass
class Holding:
    free: list[int]                       # free natural kinds
    kans: list[int]
    wilds: int
    melds: list[Group]
    passed_peng: set[int] = field(default_factory=set)
    untouched: bool = False
    first_win: bool = False

    def without(self, k: int) -> Holding:
        f = list(self.free)
        f.remove(k)
        return Holding(f, self.kans, self.wilds, self.melds, self.passed_peng, False, self.first_win)


def holding_from_state(s: Hand, seat: int) -> Holding:
    p = s.players[seat]
    return Holding(p.free_kinds(), sorted(p.kans), len(p.wilds), [m.group() for m in p.melds],
                   set(p.passed_peng), p.untouched, p.wins == 0)


def holding_from_view(view: Mapping[str, Any], seat: int) -> Holding:
    me = view["seats"][seat]
    melds: list[Group] = []
    for m in me["melds"]:
        melds.append((TYPE_BY_NAME[m["type"]], *sorted(CODES.index(c) for c in m["cards"])))
    return Holding(sorted(CODES.index(c) for c in me["hand"] or []),
                   sorted(CODES.index(c) for c in me["kans"] or []), me["wilds"] or 0, melds,
                   {CODES.index(c) for c in me["passed_peng"]}, me["untouched"], me["wins"] == 0)


def _placed(h: Holding, k: int | None, source: str, opts: Mapping[str, Any]) -> Placed:
    return place(h.melds, h.kans, h.free, h.wilds, k, source, k is not None and k in h.passed_peng,
                 int(opts.get("wild_copy_limit", 4)))


def waits(h: Holding, opts: Mapping[str, Any], source: str = "discard") -> list[int]:
    """Natural kinds that would complete the hand (source: discard / other / own)."""
    return finish(waits_steps(h, opts, source))


def waits_steps(h: Holding, opts: Mapping[str, Any], source: str = "discard") -> Generator[None, None, list[int]]:
    """``waits``, yielding after each kind's win check (one unit of a bot thinking in slices)."""
    mh = int(opts.get("min_huxi", 15))
    out = []
    for k in range(NKINDS):
        if can_win(_placed(h, k, source, opts), mh):
            out.append(k)
        yield
    return out


def win_value(h: Holding, k: int, source: str, opts: Mapping[str, Any]) -> int | None:
    """Score (囤 × 番, before the bowl and the cap) of winning on kind ``k``, or None."""
    placed = _placed(h, k, source, opts)
    facts = WinFacts(self_draw=source == "own", first_win=h.first_win, untouched=h.untouched,
                     free_before=h.free + [WILD] * h.wilds, wilds=h.wilds, win_kind=k)
    sc = best_win(placed, facts, opts)
    return None if sc is None else sc.score


def unseen_counts(view: Mapping[str, Any]) -> list[int]:
    """Per natural kind, the copies the viewing seat cannot see anywhere (its live cards)."""
    seen = [0] * (NKINDS + 1)
    codes: list[str] = []
    for s in view["seats"]:
        codes += (s["hand"] or []) + [c for c in s["kans"] or [] for _ in range(3)] + s["river"] + s["won"]
        codes += [c for m in s["melds"] for c in m["cards"] if c is not None]
    if view.get("offer"):
        codes.append(view["offer"]["card"])
    for c in codes:
        seen[CODES.index(c)] += 1
    return [max(0, 4 - n) for n in seen[:NKINDS]]


def unseen(view: Mapping[str, Any], k: int) -> int:
    """Copies of kind ``k`` the viewing seat cannot see anywhere."""
    return unseen_counts(view)[k]


def ready_report(view: Mapping[str, Any], seat: int, scores: bool = True) -> JSON:
    """The 听牌 panel: for the hand as it is (or after each possible discard when one is due)."""
    opts = view["options"]
    h = holding_from_view(view, seat)
    legal = view.get("legal", [])
    if view.get("phase") == "discard" and seat in view.get("to_act", []):
        out = []
        for a in legal:
            k = CODES.index(a["card"])
            out.append({"discard": a["card"], "waits": _wait_rows(h.without(k), view, opts, scores)})
        return {"mode": "discard", "options": out}
    return {"mode": "hand", "waits": _wait_rows(h, view, opts, scores)}


def _wait_rows(h: Holding, view: Mapping[str, Any], opts: Mapping[str, Any], scores: bool) -> list[JSON]:
    rows = []
    for k in range(NKINDS):
        d = can_win(_placed(h, k, "discard", opts), int(opts.get("min_huxi", 15)))
        o = can_win(_placed(h, k, "own", opts), int(opts.get("min_huxi", 15)))
        if not (d or o):
            continue
        row: JSON = {"card": CODES[k], "unseen": unseen(view, k), "on_discard": d, "on_self_draw": o}
        if scores:
            row["score_discard"] = win_value(h, k, "discard", opts) if d else None
            row["score_self_draw"] = win_value(h, k, "own", opts) if o else None
        rows.append(row)
    return rows


# ---------------------------------------------------------------------------------------------
# Discard advice

def _keep_value(free: list[int], k: int) -> float:
    """How useful a free card of kind ``k`` is to the rest of the free cards (higher = keep)."""
    c = [0] * NKINDS
    for f in free:
        c[f] += 1
    v = 0.0
    if c[k] >= 2:
        v += 6.0
    if c[other(k)]:
        v += 2.0
    if k < 20:
        base, r = (0, k) if k < 10 else (10, k - 10)
        for d, w in ((-2, 1.5), (-1, 3.0), (1, 3.0), (2, 1.5)):
            if 0 <= r + d < 10 and c[base + r + d]:
                v += w
        if r in (1, 6, 9):
            v += 2.0 * sum(1 for rr in (1, 6, 9) if rr != r and c[base + rr])
        if r in (1, 2) and base == 10:
            v += 0.5
    if is_red(k):
        v += 0.3
    if is_new(k) and c[k] == 1 and not c[other(k)]:
        v -= 1.0
    return v


def _hold_value(free: list[int], k: int) -> float:
    """``_keep_value`` plus what a made group holding 胡息 is worth kept whole (play-test 31 #3: 建议打壹
    broke a concealed 壹贰叁, 建议打千 the 绞 千仟仟)."""
    c = free.count
    v = _keep_value(free, k)
    if c(k) == 1 and c(other(k)) >= 2:  # 千 beside 仟仟: a 绞
        v += 4.0
    if k < 20:
        base, r = (0, k) if k < 10 else (10, k - 10)
        for run in ((0, 1, 2), (1, 6, 9)):  # 一二三 / 二七十: 3 胡息 small, 6 big
            if r in run and all(c(base + j) for j in run):
                v += 3.0 if base == 0 else 6.0
    return v


def discard_order(free: list[int]) -> list[int]:
    """Free kinds from the best discard to the worst."""
    kinds = sorted(set(free))
    return sorted(kinds, key=lambda k: (_hold_value(free, k), -k))


def best_cell(mask: int, legal: Sequence[Action]) -> Action:
    """The bowl cell raising the multiplier most, the lowest among equals (bots and timeouts)."""
    return max(legal, key=lambda a: (bowl_multiplier(mask | 1 << a["cell"]), -a["cell"]))


def outs(h: Holding, opts: Mapping[str, Any], live: list[int]) -> int:
    """Live cards that would complete the hand (drawn by the seat itself: the widest test)."""
    return finish(outs_steps(h, opts, live))


def outs_steps(h: Holding, opts: Mapping[str, Any], live: list[int]) -> Generator[None, None, int]:
    """``outs`` in units of one win check."""
    kinds = yield from waits_steps(h, opts, "own")
    return sum(live[k] for k in kinds)


def fed_kinds(view: Mapping[str, Any], seat: int) -> set[int]:
    """The kinds a discard of ``seat`` would hand to a locked seat: its hand is revealed, so what it
    wins on is public (automatic with 胡后自动胡, offered to it otherwise)."""
    return finish(fed_kinds_steps(view, seat))


def fed_kinds_steps(view: Mapping[str, Any], seat: int) -> Generator[None, None, set[int]]:
    """``fed_kinds`` in units of one win check."""
    out: set[int] = set()
    for s, p in enumerate(view["seats"]):
        if s != seat and p["locked"] and not p["dead"] and p["hand"] is not None:
            out |= set((yield from waits_steps(holding_from_view(view, s), view["options"], "discard")))
    return out


def safe_order(free: list[int], fed: Collection[int]) -> list[int]:
    """``discard_order`` less the kinds a locked hand wins on, unless every free kind is one
    (play-test 30 #2: no level throws a face-up winner its card while another discard exists)."""
    order = discard_order(free)
    return [k for k in order if k not in fed] or order


def plan_discard(h: Holding, opts: Mapping[str, Any], live: list[int], chi_blocked: set[int],
                 look: int = 4, fed: Collection[int] = ()) -> int:
    """The normal level's discard (and the 提示): among the ``look`` least connected free kinds no
    locked hand wins on (``fed``), the one leaving the most live winning cards; then the one least
    likely to feed a claim: few live copies (a 碰 needs two), or a kind the next seat has discarded
    itself (it may not 吃 it)."""
    return finish(plan_discard_steps(h, opts, live, chi_blocked, look, fed))


def plan_discard_steps(h: Holding, opts: Mapping[str, Any], live: list[int], chi_blocked: set[int],
                       look: int = 4, fed: Collection[int] = ()) -> Generator[None, None, int]:
    """``plan_discard`` in units of one win check: a whole choice can take tens of milliseconds."""
    order = safe_order(h.free, fed)
    if len(order) == 1:
        return order[0]
    keys: list[tuple[int, float]] = []
    for k in order[:look]:
        feed = 0.6 * live[k] + (0.0 if k in chi_blocked else 1.0)
        n = yield from outs_steps(h.without(k), opts, live)
        keys.append((n, -(_hold_value(h.free, k) + feed)))
    # the first of the best, as max() picks
    return order[max(range(len(keys)), key=keys.__getitem__)]


def suggest_discard(view: Mapping[str, Any], seat: int, look: int = 4) -> int:
    """The discard of the normal level, the 提示 and a timeout, from the seat's own view."""
    return finish(suggest_discard_steps(view, seat, look))


def suggest_discard_steps(view: Mapping[str, Any], seat: int, look: int = 4) -> Generator[None, None, int]:
    """``suggest_discard`` in units of one win check."""
    nxt = view["seats"][(seat + 1) % len(view["seats"])]
    blocked = {CODES.index(c) for c in nxt["discarded"]}
    fed = yield from fed_kinds_steps(view, seat)
    return (yield from plan_discard_steps(holding_from_view(view, seat), view["options"], unseen_counts(view),
                                          blocked, look, fed))


def claim_waits(view: Mapping[str, Any], seat: int, action: Action) -> list[int] | None:
    """What the hand waits on after the 碰 or 吃 ``action`` on the card offered and the discard that
    follows it, the one leaving the most waits (a win on a discard or a self-draw); ``[]``: ready
    after none. None for an answer that takes no card (过, 胡) or one the hand cannot make."""
    code = (view.get("offer") or {}).get("card")
    if action.get("a") not in ("peng", "chi") or not isinstance(code, str) or code not in CODES:
        return None
    k = CODES.index(code)
    h = holding_from_view(view, seat)
    free, melds = [*h.free, k], list(h.melds)
    groups = [[k, k, k]] if action["a"] == "peng" else [sorted(CODES.index(c) for c in g) for g in action["groups"]]
    for g in groups:
        for j in g:
            if j not in free:
                return None
            free.remove(j)
        melds.append((TYPE_BY_NAME["PENG"] if action["a"] == "peng" else chi_type(g), *g))
    after = Holding(sorted(free), h.kans, h.wilds, melds, h.passed_peng, False, h.first_win)
    opts = view["options"]
    best: list[int] = []
    for d in sorted(set(after.free)):
        rest = after.without(d)
        w = sorted(set(waits(rest, opts)) | set(waits(rest, opts, "own")))
        if len(w) > len(best):
            best = w
    return best


def chi_gain(free: list[int], groups: list[list[int]], k: int) -> float:
    """Rough value of a chi: its hu-xi plus how much isolation it removes (used by the bots)."""
    hux = sum(group_huxi((chi_type(sorted(g)), *sorted(g))) for g in groups)
    used = [j for g in groups for j in g]
    used.remove(k)
    rest = list(free)
    for j in used:
        rest.remove(j)
    before = sum(_keep_value(free, j) for j in used)
    return hux * 2.0 + 3.0 * len(groups) - before * 0.5 - (1.0 if len(rest) == 0 else 0.0)
