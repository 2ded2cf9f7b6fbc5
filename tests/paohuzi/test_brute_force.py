"""The win check and the best-arrangement search against a brute-force reference (§8.4.1).

The reference enumerates every multiset of wild identities within the four-copies room, then every
split of the free cards into groups with no memo and no pruning, placing the marked winning card in
every group that can hold it. Hands hold 0, 1, 2 or 3 王霸.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

import pytest

from pygame_core.core import SplitMix64
from pygame_core.games.paohuzi import DEFAULTS
from pygame_core.games.paohuzi.cards import NKINDS, WILD, other
from pygame_core.games.paohuzi.scoring import WinFacts, _order_key, best_win, score_groups
from pygame_core.games.paohuzi.winning import Placed, can_win, group_huxi, max_huxi, place

KAN, PENG, WEI, SEQ, EQS, JIAO, PAIR = 4, 5, 2, 6, 7, 8, 9


def templates() -> list[tuple[int, ...]]:
    """Written out independently of winning.py: same-kind, straights, 2-7-10, 绞."""
    out: list[tuple[int, ...]] = [(KAN, k, k, k) for k in range(NKINDS)]
    for base in (0, 10):
        out += [(SEQ, base + r, base + r + 1, base + r + 2) for r in range(8)]
        out.append((EQS, base + 1, base + 6, base + 9))
    for k in list(range(10)) + [20, 21, 22, 23]:
        o = other(k)
        out += [(JIAO, k, k, o), (JIAO, k, o, o)]
    return out


TEMPLATES = templates()


def splits(counts: list[int], x: int, x_label: int, x_left: bool, gl: int, pl: int) -> Iterator[list[tuple[int, ...]]]:
    """Every labelled split of counts (+ the marked card x if x_left) into gl groups, pl of them pairs."""
    total = sum(counts) + (1 if x_left else 0)
    if total == 0:
        if gl == 0 and pl == 0:
            yield []
        return
    k = next((j for j in range(NKINDS) if counts[j]), x)
    if gl > pl:
        for t in TEMPLATES:
            if k not in t[1:]:
                continue
            yield from _place(t, counts, x, x_label, x_left, gl - 1, pl)
    if pl > 0:
        yield from _place((PAIR, k, k), counts, x, x_label, x_left, gl - 1, pl - 1)


def _place(t: tuple[int, ...], counts: list[int], x: int, x_label: int, x_left: bool, gl: int,
           pl: int) -> Iterator[list[tuple[int, ...]]]:
    need: dict[int, int] = {}
    for j in t[1:]:
        need[j] = need.get(j, 0) + 1
    uses_x_options = [False]
    if x_left and x in need:
        uses_x_options.append(True)
    for use_x in uses_x_options:
        take = dict(need)
        if use_x:
            take[x] -= 1
        if any(counts[j] < n for j, n in take.items()):
            continue
        # the lowest card must be covered: when counts is empty only x remains and must be used
        if not any(counts) and not use_x:
            continue
        for j, n in take.items():
            counts[j] -= n
        label = t[0]
        if t[0] == KAN and use_x:
            label = x_label
        for rest in splits(counts, x, x_label, x_left and not use_x, gl, pl):
            yield [(label, *t[1:])] + rest
        for j, n in take.items():
            counts[j] += n


def brute(p: Placed) -> list[tuple[tuple[int, ...], ...]]:
    """Every valid arrangement (all seven groups), ignoring the hu-xi floor."""
    nat = p.counts[:]
    x_left = p.x >= 0
    if x_left:
        nat[p.x] -= 1
    out = set()
    room_kinds = [k for k in range(NKINDS) if p.room[k] > 0]
    for ids in combinations_with_replacement(room_kinds, p.wilds):
        if any(ids.count(k) > p.room[k] for k in set(ids)):
            continue
        c = nat[:]
        for k in ids:
            c[k] += 1
        for sp in splits(c, p.x, p.x_label, x_left, p.groups_left, p.pairs_left):
            out.add(tuple(sorted(sp + list(p.fixed))))
    return sorted(out)


def random_hand(rng: SplitMix64, wilds: int, winning: bool) -> tuple[Placed, WinFacts]:
    while True:
        if winning:   # three groups with hu-xi (big 坎, 壹贰叁, 贰柒拾) so that many reach 15
            rich = [t for t in TEMPLATES if group_huxi(t) >= 6]
            cards: list[int] = []
            for j in range(7):
                pool = rich if j < 3 else TEMPLATES
                cards += pool[rng.uniform(len(pool))][1:]
        else:
            deck = [k for k in range(NKINDS) for _ in range(4)]
            rng.shuffle(deck)
            cards = deck[:21]
        if any(cards.count(k) > 4 for k in set(cards)):
            continue
        rng.shuffle(cards)
        x = cards.pop()
        free = sorted(cards[wilds:])
        src = ("own", "other", "discard")[rng.uniform(3)]
        p = place([], [], free, wilds, x, src)
        return p, WinFacts(self_draw=src == "own", wilds=wilds, win_kind=x, free_before=free + [WILD] * wilds)


CASES = [(w, win, i) for w in (0, 1, 2, 3) for win in (True, False) for i in range(10 if w < 3 else 3)]


@pytest.mark.parametrize("wilds,winning,i", CASES)
def test_search_matches_brute_force(wilds: int, winning: bool, i: int) -> None:
    rng = SplitMix64(1000 * wilds + 100 * winning + i)
    p, facts = random_hand(rng, wilds, winning)
    ref = brute(p)
    ref_max = max((sum(group_huxi(g) for g in a) for a in ref), default=None)
    got = max_huxi(p)
    assert (got if got > -1000 else None) == ref_max
    assert can_win(p, 15) == (ref_max is not None and ref_max >= 15)
    best = best_win(p, facts, DEFAULTS)
    scored = [score_groups(a, p, facts, DEFAULTS) for a in ref if sum(group_huxi(g) for g in a) >= 15]
    if not scored:
        assert best is None
        return
    top = max(_order_key(s) for s in scored)
    ref_best = min(s.groups for s in scored if _order_key(s) == top)
    assert best is not None and best.groups == ref_best and best.score == max(s.score for s in scored)


def test_some_cases_win() -> None:
    """The random cases above must include real wins, with wilds, or they test little."""
    n = 0
    for wilds, winning, i in CASES:
        if winning:
            p, _ = random_hand(SplitMix64(1000 * wilds + 100 * winning + i), wilds, winning)
            n += can_win(p, 15) and wilds > 0
    assert n >= 5
