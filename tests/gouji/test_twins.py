"""Twin positions: nothing an observer receives depends on cards it cannot see (gouji.md §14.2).

At many points of seeded hands, two seats other than the observer swap hidden cards (the twin still
loads, so it is a legal position). Both twins are then driven with the same actions (each a legal
action in both) and every message to the observer must be identical: its view (``to_act``, prompts,
``legal``, counts...), and the number, kind and content of the events it receives. Card ids are
labels (suits never matter), so views and events are compared by rank. A twin pair ends when a rule
shows a swapped card in public (a tribute, a 落贡 return or a purchase names its cards) or when the
acting seat has no action legal in both; everything before that must match.

Crafted deals put a seat one card away from being 革命-eligible or from lacking a 4 (with
``buy_four_optional``): the twin moves that card, so a prompt asked only of some seats, or held only
when someone has an option, would show in the observer's ``to_act``.
"""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core.errors import NotationError
from pygame_core.core.game import Event, events_for
from pygame_core.core.rng import SplitMix64
from pygame_core.games.gouji import GAME, load
from pygame_core.games.gouji.cards import BJ, SJ, TWO, value
from pygame_core.games.gouji.rules import GoujiState

CARD_KEYS = frozenset({"hand", "pile", "top", "cards", "card", "paid"})
# Event kinds whose public content follows from hidden cards by rule (a tribute, a 落贡 return or a
# purchase names its cards; the buy plan follows from the 3s and 4s held).
REVEALS = frozenset({"tribute", "returned", "bought", "buy_plan"})
STEPS = 30
COVERAGE = {"pairs": 0, "steps": 0, "revealed": 0}


def by_rank(v: Any, key: str = "") -> Any:
    """``v`` with card ids replaced by their ranks (lists of cards sorted: their order is by id)."""
    if isinstance(v, dict):
        return {k: by_rank(x, "hand" if key == "team_hands" else k) for k, x in v.items()}
    if isinstance(v, list):
        xs = [by_rank(x, key) for x in v]
        return sorted(xs) if key in CARD_KEYS and all(type(x) is int for x in xs) else xs
    if key in CARD_KEYS and type(v) is int:
        return value(v)
    return v


def seen(st: GoujiState, evs: list[Event], obs: int | None) -> tuple[Any, Any]:
    return by_rank(st.view(obs)), [by_rank(e) for e in events_for(obs, evs)]


def swapped(st: GoujiState, a: int, b: int, ca: int, cb: int) -> GoujiState | None:
    """``st`` with card ``ca`` of seat ``a`` and ``cb`` of seat ``b`` exchanged, if it still loads."""
    t = st.clone()
    t.hands[a].remove(ca)
    t.hands[b].remove(cb)
    t.hands[a].append(cb)
    t.hands[b].append(ca)
    try:
        return load(t.notation())
    except NotationError:
        return None


def drive(x: GoujiState, y: GoujiState, obs: int | None, rng: SplitMix64) -> None:
    """Drive the twins with common actions; fail at the first message to ``obs`` that differs."""
    COVERAGE["pairs"] += 1
    assert seen(x, [], obs) == seen(y, [], obs)
    for _ in range(STEPS):
        if x.is_over():
            return
        seat = x.to_act()[rng.uniform(len(x.to_act()))]
        ly = y.legal_actions(seat)
        common = [a for a in x.legal_actions(seat) if a in ly]
        if seat == obs:
            assert common == ly, "the observer's own options depend on hidden cards"
        if not common:
            return
        act = common[rng.uniform(len(common))]
        vx, ex = seen(x, x.apply(seat, act), obs)
        vy, ey = seen(y, y.apply(seat, act), obs)
        COVERAGE["steps"] += 1
        if ex != ey:
            # Up to the first difference all events match; that one must be a reveal by rule (after
            # it, what follows may differ in number too: e.g. how many purchases there are).
            i = next((i for i, (p, q) in enumerate(zip(ex, ey, strict=False)) if p != q), min(len(ex), len(ey)))
            kinds = {e[i]["type"] for e in (ex, ey) if i < len(e)}
            assert kinds & REVEALS, f"events differ for {obs} at {i}: {ex[i:i + 1]} / {ey[i:i + 1]}"
            COVERAGE["revealed"] += 1
            return
        if vx.get("team_hands") != vy.get("team_hands"):
            COVERAGE["revealed"] += 1  # the observer went out: it now watches its teammates' hands
            return
        assert vx == vy, f"view of {obs} differs after {act} by seat {seat}"


def points(seed: int, opts: dict[str, Any]) -> list[GoujiState]:
    """Positions of one seeded random hand: every ply of the set-up phases, every 7th of the play."""
    st = GAME.new(opts, seed, None)
    rng = SplitMix64(seed)
    out: list[GoujiState] = []
    ply = 0
    while not st.is_over() and ply < 600:
        if st.phase != "play" or ply % 7 == 0:
            out.append(load(st.notation()))
        s = st.to_act()[rng.uniform(len(st.to_act()))]
        legal = st.legal_actions(s)
        st.apply(s, legal[rng.uniform(len(legal))])
        ply += 1
    return out


def public_ok(st: GoujiState, a: int, b: int, ca: int, cb: int) -> bool:
    """Whether the swap keeps what everyone knows by rule: after buying each hand holds one 3 until
    its last card and its 4s until it plays them; the revolutionary holds no 2 and no joker."""
    fixed = {value(ca), value(cb)}
    if st.phase not in ("yudian", "return") and fixed & {3, 4}:
        return False
    return st.rev not in (a, b) or not fixed & {TWO, SJ, BJ}


def random_twins(st: GoujiState, rng: SplitMix64, n: int) -> list[tuple[GoujiState, int | None]]:
    out: list[tuple[GoujiState, int | None]] = []
    for _ in range(n):
        obs = rng.uniform(7)
        observer = None if obs == 6 else obs
        watching = observer is not None and observer in st.finished and st.phase == "play"  # its team's hands
        others = [s for s in range(6) if s != observer and st.hands[s]
                  and not (watching and observer is not None and (s - observer) % 2 == 0)]
        if len(others) < 2:
            break
        a = others[rng.uniform(len(others))]
        b = [s for s in others if s != a][rng.uniform(len(others) - 1)]
        ca = st.hands[a][rng.uniform(len(st.hands[a]))]
        cb = st.hands[b][rng.uniform(len(st.hands[b]))]
        if value(ca) != value(cb) and public_ok(st, a, b, ca, cb) and (t := swapped(st, a, b, ca, cb)):
            out.append((t, observer))
    return out


@pytest.mark.parametrize("preset,extra", [("standard", {}), ("standard", {"buy_four_optional": True}),
                                          ("deck206", {}), ("isolation", {})])
def test_twins_of_seeded_hands(preset: str, extra: dict[str, Any]) -> None:
    opts = GAME.options_for(preset, **extra)
    before = COVERAGE["pairs"]
    for seed in range(2):
        rng = SplitMix64(seed * 7919 + len(extra))
        for st in points(seed, opts):
            for twin, obs in random_twins(st, rng, 2):
                drive(load(st.notation()), twin, obs, SplitMix64(rng.uniform(1 << 30)))
    assert COVERAGE["pairs"] - before >= 100
    print(f"\n{preset} {extra}: twin pairs so far {COVERAGE['pairs']}, steps compared {COVERAGE['steps']}, "
          f"ended by a public reveal {COVERAGE['revealed']}")


def one_away(st: GoujiState, a: int, b: int, ranks: frozenset[int]) -> int:
    """Deal so that ``a`` holds exactly one card of ``ranks`` (the rest go to ``b`` for its naturals
    5..K, so buying 3s and 4s is unchanged); return that card."""
    mine = [c for c in st.hands[a] if value(c) in ranks]
    for c in mine[1:]:
        swap = next(d for d in st.hands[b] if 5 <= value(d) <= 13)
        st.hands[a].remove(c)
        st.hands[b].remove(swap)
        st.hands[a].append(swap)
        st.hands[b].append(c)
    return mine[0]


def option_twin(st: GoujiState, seed: int,
                ranks: frozenset[int]) -> tuple[GoujiState, GoujiState, int, int] | None:
    """(base, twin, a, b): ``st`` dealt so that seat ``a`` holds one card of ``ranks`` (None when it
    holds none), and the twin where that card went to ``b``."""
    a, b = seed % 6, (seed + 2) % 6
    if not any(value(c) in ranks for c in st.hands[a]):
        return None
    card = one_away(st, a, b, ranks)
    base = load(st.notation())
    other = next(d for d in base.hands[b] if 5 <= value(d) <= 13)
    twin = swapped(base, a, b, next(c for c in base.hands[a] if value(c) == value(card)), other)
    assert twin is not None
    return base, twin, a, b


@pytest.mark.parametrize("ranks,extra", [(frozenset({TWO, SJ, BJ}), {}),
                                         (frozenset({4}), {"buy_four_optional": True})])
def test_twins_one_card_from_an_option(ranks: frozenset[int], extra: dict[str, Any]) -> None:
    """The twin moves the one card that decides an option (革命 eligibility, lacking a 4) away from
    ``a`` during 预点: the prompt that follows must look the same to everyone else."""
    checked = 0
    for seed in range(12):
        st = GAME.new(GAME.options_for(**extra), seed, None)
        got = option_twin(st, seed, ranks)
        if got is None:
            continue
        base, twin, a, b = got
        for obs in [None, *(s for s in range(6) if s not in (a, b))]:
            drive(load(base.notation()), load(twin.notation()), obs, SplitMix64(seed))
            checked += 1
    assert checked >= 20
    print(f"\n{sorted(ranks)} one card away: {checked} twin pairs")
