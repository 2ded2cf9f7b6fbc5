"""Combination shapes, gouji classification and comparison (gouji.md §6), all on rank counts.

A combination is the tuple ``(core, nat, two, sj, bj)``: ``nat`` natural cards of value ``core``
(3..14), ``two`` 2s, ``sj``/``bj`` jokers. Pure 2s have ``core == 15, nat == 0``; joker-only plays have
``core`` 16 or 17 (the lowest joker, RA-05) and ``nat == two == 0``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .cards import BJ, SJ, TWO

Combo = tuple[int, int, int, int, int]

THRESHOLD = {10: 5, 11: 4, 12: 3, 13: 2, 14: 2, 15: 1}


def size(c: Combo) -> int:
    return c[1] + c[2] + c[3] + c[4]


def values_of(c: Combo) -> list[int]:
    core, nat, two, sj, bj = c
    return [core] * nat + [TWO] * two + [SJ] * sj + [BJ] * bj


def from_values(vals: Sequence[int]) -> Combo | None:
    """The combination formed by these values, or None if it mixes natural ranks (§6.1)."""
    if not vals:
        return None
    core = -1
    two = sj = bj = 0
    for v in vals:  # one pass: the bots read every listed play back through here
        if v < TWO:
            if v != core:
                if core >= 0:
                    return None
                core = v
        elif v == TWO:
            two += 1
        elif v == SJ:
            sj += 1
        elif v == BJ:
            bj += 1
    if core >= 0:
        return (core, len(vals) - two - sj - bj, two, sj, bj)
    if two:
        return (TWO, 0, two, sj, bj)
    return (SJ if sj else BJ, 0, 0, sj, bj)


def vec(c: Combo) -> tuple[int, ...]:
    """The normalised vector (§6.3): helper 2s take the core rank, jokers keep their value."""
    core, nat, two, sj, bj = c
    slot = core if core <= TWO else TWO
    return (BJ,) * bj + (SJ,) * sj + (slot,) * (nat + two if core <= TWO else 0)


def is_gouji_shape(c: Combo) -> bool:
    core, nat, two, sj, bj = c
    if sj or bj:
        return True
    t = THRESHOLD.get(core)
    return t is not None and nat + two >= t


def is_pure(c: Combo, pure_twos_open: bool = True) -> bool:
    """原版够级牌 (§6.5): no jokers; 10..A without helper 2s, or two or more pure 2s."""
    core, nat, two, sj, bj = c
    if sj or bj or not is_gouji_shape(c):
        return False
    if core <= 14:
        return two == 0
    return core == TWO and two >= 2 and pure_twos_open


def _positional(a: Sequence[int], b: Sequence[int]) -> bool:
    return all(x > y for x, y in zip(a, b, strict=False))


def beats_kind(n: Combo, t: Combo, ershayi: bool = True, small_ershayi: bool = False) -> str:
    """'' if ``n`` does not beat ``t``; 'normal' or 'ershayi' (大王二杀一, §6.7) when it does."""
    a, b = vec(n), vec(t)
    if len(a) == len(b):
        if _positional(a, b):
            return "normal"
        return ""  # 二杀一 plays are always longer than their target
    for joker, on in ((BJ, ershayi), (SJ, small_ershayi)):
        if not on:
            continue
        k = b.count(joker)
        if k and a.count(joker) >= 2 * k and len(a) == len(b) + k:
            ra = list(a)
            for _ in range(2 * k):
                ra.remove(joker)
            rb = [x for x in b if x != joker]
            if _positional(ra, rb):
                return "ershayi"
    return ""


def four_combos(c4: int, all_at_once: bool) -> list[Combo]:
    """The plays of ``c4`` 4s: all of them at once, or (house rule) any number."""
    if not c4:
        return []
    return [(4, c4, 0, 0, 0)] if all_at_once else [(4, n, 0, 0, 0) for n in range(1, c4 + 1)]


def combos_of_size(cnt: Sequence[int], m: int, floor: int = 0) -> Iterator[Combo]:
    """Every combination of exactly ``m`` cards from count vector ``cnt`` except 3s and 4s.

    ``floor``: skip combinations with ordinary slots whose value is ``<= floor`` (they cannot beat a
    play whose lowest value is ``floor``, by either comparison rule)."""
    c2, cs, cb = cnt[TWO], cnt[SJ], cnt[BJ]
    for bj in range(min(cb, m) + 1):
        for sj in range(min(cs, m - bj) + 1):
            rest = m - bj - sj
            if rest == 0:
                yield (SJ if sj else BJ, 0, 0, sj, bj)
                continue
            for r in range(max(5, floor + 1), 15):
                cr = cnt[r]
                if not cr:
                    continue
                for two in range(max(0, rest - cr), min(c2, rest - 1) + 1):
                    yield (r, rest - two, two, sj, bj)
            if rest <= c2 and TWO > floor:
                yield (TWO, 0, rest, sj, bj)


def all_combos(cnt: Sequence[int]) -> Iterator[Combo]:
    """Every combination of any size from ``cnt`` except 3s and 4s (those have their own rules)."""
    c2, cs, cb = cnt[TWO], cnt[SJ], cnt[BJ]
    for r in range(5, 15):
        for nat in range(1, cnt[r] + 1):
            for two in range(c2 + 1):
                for sj in range(cs + 1):
                    for bj in range(cb + 1):
                        yield (r, nat, two, sj, bj)
    for two in range(1, c2 + 1):
        for sj in range(cs + 1):
            for bj in range(cb + 1):
                yield (TWO, 0, two, sj, bj)
    for sj in range(cs + 1):
        for bj in range(cb + 1):
            if sj or bj:
                yield (SJ if sj else BJ, 0, 0, sj, bj)
