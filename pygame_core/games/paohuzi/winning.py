"""Win check and best-arrangement search (paohuzi.md §8).

``place`` applies §8.2 to the winning card, ``max_free_huxi`` is the memoised maximisation that
answers can_win, ``arrangements`` enumerates every valid arrangement reaching a hu-xi floor (the
same memoised search without the maximum shortcut, pruned by the maximum), and ``best_win`` scores
them (scoring.py) and keeps the first in the total order of §8.4.3.

Groups are tuples ``(type, kind, kind, ...)`` with kinds ascending; their natural sort order is
the canonical encoding of §8.4.3 step 5.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import product

from .cards import NKINDS, is_big, is_new, other

TI, PAO, WEI, CHOU_WEI, KAN, PENG, SEQ, EQS, JIAO, PAIR = range(10)
TYPE_NAMES = ("TI", "PAO", "WEI", "CHOU_WEI", "KAN", "PENG", "SEQ", "EQS", "JIAO", "PAIR")
TYPE_BY_NAME = {n: i for i, n in enumerate(TYPE_NAMES)}
T3 = frozenset({KAN, WEI, CHOU_WEI, PENG, TI, PAO})
Q4 = frozenset({TI, PAO})
CHITYPE = frozenset({SEQ, EQS, JIAO})
HIDDEN3 = frozenset({KAN, WEI, TI})

Group = tuple[int, ...]
NEG = -10_000

_TRIPLET_HUXI = {PENG: (1, 3), KAN: (3, 6), WEI: (3, 6), CHOU_WEI: (3, 6), PAO: (6, 9), TI: (9, 12)}


def group_huxi(g: Sequence[int]) -> int:
    """Hu-xi of one group (§3.2)."""
    t = g[0]
    if t in _TRIPLET_HUXI:
        return _TRIPLET_HUXI[t][1 if is_big(g[1]) else 0]
    if t == SEQ:
        if g[1] == 0 and g[2] == 1:
            return 3
        if g[1] == 10 and g[2] == 11:
            return 6
        return 0
    if t == EQS:
        return 6 if g[1] >= 10 else 3
    return 0


def _build_templates() -> tuple[list[Group], list[list[tuple[Group, tuple[tuple[int, int], ...]]]]]:
    """The 74 triple templates (§8.4.1) and, per kind, the templates holding it with slot counts."""
    triples: list[Group] = []
    for k in range(NKINDS):
        triples.append((KAN, k, k, k))
    for base in (0, 10):
        for r in range(8):
            triples.append((SEQ, base + r, base + r + 1, base + r + 2))
        triples.append((EQS, base + 1, base + 6, base + 9))
    for k in range(NKINDS):
        o = other(k)
        if k < o:
            triples.append((JIAO, k, k, o))
            triples.append((JIAO, k, o, o))
    by_kind: list[list[tuple[Group, tuple[tuple[int, int], ...]]]] = [[] for _ in range(NKINDS)]
    for g in triples:
        slots: dict[int, int] = {}
        for k in g[1:]:
            slots[k] = slots.get(k, 0) + 1
        for k in slots:
            by_kind[k].append((g, tuple(sorted(slots.items()))))
    return triples, by_kind


ALL_TRIPLES, _BY_KIND = _build_templates()
assert len(ALL_TRIPLES) == 74
_KINDS_OF = {g: frozenset(g[1:]) for g in ALL_TRIPLES} | {(PAIR, k, k): frozenset({k}) for k in range(NKINDS)}
_TRIPLES_BY_VALUE = sorted(ALL_TRIPLES, key=lambda g: -group_huxi(g))


@dataclass
class Placed:
    """The win after §8.2: fixed groups, the free multiset, the marked winning card."""

    fixed: list[Group]
    counts: list[int]          # free natural cards per kind (the winning card included if free)
    wilds: int
    x: int                     # kind of the free winning card, -1 if absorbed / none
    x_label: int               # PENG or WEI: the label of a same-kind triple holding it
    groups_left: int
    pairs_left: int
    room: list[int]
    naturals: list[int] = field(default_factory=list)  # every natural card of W by kind (for identities)

    def valid_count(self) -> bool:
        need = 3 * (self.groups_left - self.pairs_left) + 2 * self.pairs_left
        return self.groups_left >= self.pairs_left >= 0 and sum(self.counts) + self.wilds == need

    def fixed_huxi(self) -> int:
        return sum(group_huxi(g) for g in self.fixed)


def place(melds: Sequence[Group], kans: Sequence[int], free: Sequence[int], wilds: int,
          x: int | None, source: str, x_passed_peng: bool = False, copy_limit: int = 4) -> Placed:
    """Apply §8.2. ``free`` lists free natural kinds; ``source`` is own / other / discard / wild /
    none (天胡 or a hand evaluated as it is). A drawn wild is passed as ``source='wild'``."""
    fixed = [tuple(g) for g in melds]
    kan_list = list(kans)
    counts = [0] * NKINDS
    for k in free:
        counts[k] += 1
    xk = -1
    label = PENG
    if source == "wild":
        wilds += 1
    elif x is not None and source != "none":
        own = source == "own"
        pile = source in ("own", "other")
        done = False
        if x in kan_list:
            kan_list.remove(x)
            fixed.append(((TI if own else PAO), x, x, x, x))
            done = True
        else:
            for i, g in enumerate(fixed):
                if g[1] == x and g[0] in (WEI, CHOU_WEI):
                    fixed[i] = ((TI if own else PAO), x, x, x, x)
                    done = True
                    break
                if g[1] == x and g[0] == PENG and pile:
                    fixed[i] = (PAO, x, x, x, x)
                    done = True
                    break
        if not done and own and counts[x] >= 2:
            counts[x] -= 2
            fixed.append(((CHOU_WEI if x_passed_peng else WEI), x, x, x))
            done = True
        if not done:
            counts[x] += 1
            xk = x
            label = WEI if own else PENG
    elif x is not None and source == "none":
        counts[x] += 1
    fixed.extend((KAN, k, k, k) for k in kan_list)
    naturals = counts[:]
    for g in fixed:
        for k in g[1:]:
            naturals[k] += 1
    room = [copy_limit - n for n in naturals]
    quads = any(g[0] in Q4 for g in fixed)
    return Placed(fixed, counts, wilds, xk, label, 7 - len(fixed), 1 if quads else 0, room, naturals)


# ---------------------------------------------------------------------------------------------
# The memoised search.

# Search state -> its highest hu-xi. The keys are bytes and the values ints, objects the garbage
# collector never follows: a memo of tuples is a container it walks entry by entry (CPython before
# 3.14 tracks the dict again whenever a fresh tuple goes in; 3.14 always walks it), which made a
# collection during a 跑胡子 hand a 20-40 ms pause; bytes also take a fifth of the memory.
_MAX_MEMO: dict[bytes, int] = {}
# ~110 bytes an entry: 11 MB at most (the page's memory never shrinks); a hard hand adds ~10k
# entries, a normal one ~3k, and the repeats come within a hand
_MEMO_CAP = 100_000


def _fills(tmpl_slots: tuple[tuple[int, int], ...], k: int, counts: Sequence[int], w: int,
           room: list[int], x: int) -> list[tuple[tuple[int, int, int], ...]]:
    """Ways to fill a template: per kind (kind, naturals, wilds); kind ``k`` takes >= 1 natural.

    A slot takes a natural card whenever one is left: swapping a wild in this group with a natural
    of the same kind in a later group gives the same groups, so the other fills add nothing. Only
    the kind of the marked winning card ``x`` (while it is free) tries every split, because which
    group holds the winning card changes its label (§8.2, TV-65)."""
    ranges = []
    several = False   # only the winning card's kind may split several ways: else one fill at most
    for j, s in tmpl_slots:
        c = counts[j]
        hi = s if c > s else c
        if j == k and hi < 1:
            return []
        if j == x:
            opts = []
            for n in range(1 if j == k else 0, hi + 1):
                wj = s - n
                if wj <= w and wj <= room[j]:
                    opts.append((j, n, wj))
            if not opts:
                return []
            several = several or len(opts) > 1
            ranges.append(opts)
        else:
            wj = s - hi
            if wj > w or wj > room[j]:
                return []
            ranges.append([(j, hi, wj)])
    if not several:
        one = tuple(r[0] for r in ranges)
        return [one] if sum(f[2] for f in one) <= w else []
    out = []
    for combo in product(*ranges):
        if sum(f[2] for f in combo) <= w:
            out.append(combo)
    return out


# _ROOM_KEY[w] maps a kind's room + 1 to min(room, w) + 1: the room as far as w wilds can use it
# (the deck holds six wilds; 64 rows leave ample margin)
_ROOM_KEY = [bytes(min(v, w + 1) for v in range(256)) for w in range(64)]


class _Search:
    __slots__ = ("counts", "room", "room1", "x", "label", "enum_memo", "relaxed")

    def __init__(self, p: Placed, relaxed: bool = False) -> None:
        # relaxed: the four-copies rule is ignored, which gives an upper bound with a small memo key
        self.relaxed = relaxed
        # counts as bytes, and the room + 1 (a kind's room is -1 where a wait on a fifth copy is
        # checked): the memo key is a copy of them, not a tuple built element by element
        self.counts = bytearray(p.counts)
        self.room = [99] * NKINDS if relaxed else p.room[:]
        self.room1 = bytearray([r + 1 for r in self.room])
        self.x = p.x
        self.label = p.x_label
        self.enum_memo: dict[tuple[bytes, int], frozenset[tuple[Group, ...]]] = {}

    def _key(self, x_free: bool, w: int, gl: int, pl: int) -> bytes:
        # counts, the winning card and its label while free, wilds, groups, pairs, relaxed, then the
        # room (each entry capped by the wilds) when wilds may be placed; every field is one byte
        head = bytes(self.counts) + bytes((self.x + 1 if x_free else 0, self.label if x_free else 0, w, gl, pl,
                                           self.relaxed))
        return head + self.room1.translate(_ROOM_KEY[w]) if w and not self.relaxed else head

    def _options(self, x_free: bool, w: int, gl: int, pl: int
                 ) -> list[tuple[Group, tuple[tuple[int, int, int], ...], bool]]:
        """Every (labelled group, fill, x still free) taking the lowest natural card."""
        counts = self.counts
        k = 0
        while counts[k] == 0:
            k += 1
        out: list[tuple[Group, tuple[tuple[int, int, int], ...], bool]] = []
        cands: list[tuple[Group, tuple[tuple[int, int], ...]]] = []
        if gl > pl:
            cands.extend(_BY_KIND[k])
        if pl > 0:
            cands.append(((PAIR, k, k), ((k, 2),)))
        x = self.x
        room = self.room
        xs = x if x_free else -1
        for g, slots in cands:
            if w == 0:   # fast path: naturals only
                if all(counts[j] >= n for j, n in slots):
                    fills = [tuple((j, n, 0) for j, n in slots)]
                else:
                    continue
            elif xs < 0 or xs not in _KINDS_OF[g]:
                # _fills without the winning card: one fill, naturals first (kind k holds one: the
                # lowest kind left), the missing cards wild within the room
                one: list[tuple[int, int, int]] = []
                need = 0
                for j, n in slots:
                    c = counts[j]
                    if c >= n:
                        one.append((j, n, 0))
                        continue
                    wj = n - c
                    if wj > room[j]:
                        break
                    need += wj
                    one.append((j, c, wj))
                else:
                    if need <= w:
                        out.append((g, tuple(one), x_free))
                continue
            else:
                fills = _fills(slots, k, counts, w, room, xs)
            for fill in fills:
                nx = 0
                if x_free:
                    for j, n, _ in fill:
                        if j == x:
                            nx = n
                if nx:
                    same = g[0] == KAN
                    out.append((((self.label,) + g[1:]) if same else g, fill, False))
                    if counts[x] - 1 >= nx:
                        out.append((g, fill, True))
                else:
                    out.append((g, fill, x_free))
        return out

    def _apply(self, fill: tuple[tuple[int, int, int], ...], sign: int) -> int:
        used = 0
        for j, n, wj in fill:
            self.counts[j] -= sign * n
            if wj:
                self.room[j] -= sign * wj
                self.room1[j] -= sign * wj
            used += wj
        return used

    def max_huxi(self, x_free: bool, w: int, gl: int, pl: int) -> int:
        if not any(self.counts):
            return _allwild_max(w, gl - pl, pl, self.room)
        key = self._key(x_free, w, gl, pl)
        got = _MAX_MEMO.get(key)
        if got is not None:
            return got
        best = NEG
        # a state that cannot be arranged is known before its options are listed
        options = () if _hopeless_counts(self.counts, pl, w) else self._options(x_free, w, gl, pl)
        for g, fill, xf in options:
            used = self._apply(fill, 1)
            sub = self.max_huxi(xf, w - used, gl - 1, pl - (1 if g[0] == PAIR else 0))
            self._apply(fill, -1)
            if sub > NEG:
                v = group_huxi(g) + sub
                if v > best:
                    best = v
        if len(_MAX_MEMO) > _MEMO_CAP:
            _MAX_MEMO.clear()
        _MAX_MEMO[key] = best
        return best

    def enumerate(self, x_free: bool, w: int, gl: int, pl: int, need: int) -> frozenset[tuple[Group, ...]]:
        """Every sub-arrangement (sorted group tuple) of this state with hu-xi >= need."""
        need = max(need, 0)
        if not any(self.counts):
            return _allwild_all(w, gl - pl, pl, self.room, need)
        if self.max_huxi(x_free, w, gl, pl) < need:
            return frozenset()
        key = (self._key(x_free, w, gl, pl), need)
        got = self.enum_memo.get(key)
        if got is not None:
            return got
        res: set[tuple[Group, ...]] = set()
        for g, fill, xf in self._options(x_free, w, gl, pl):
            used = self._apply(fill, 1)
            v = group_huxi(g)
            subs = self.enumerate(xf, w - used, gl - 1, pl - (1 if g[0] == PAIR else 0), need - v)
            self._apply(fill, -1)
            for sub in subs:
                res.add(tuple(sorted(sub + (g,))))
        out = frozenset(res)
        self.enum_memo[key] = out
        return out


def _group_fits(g: Group, room: list[int]) -> bool:
    need: dict[int, int] = {}
    for k in g[1:]:
        need[k] = need.get(k, 0) + 1
    return all(room[k] >= n for k, n in need.items())


def _allwild_combos(t: int, p: int, room: list[int]) -> list[tuple[Group, ...]]:
    """All-wild groups: ``t`` triples and ``p`` pairs whose identities fit in room together."""
    out: list[tuple[Group, ...]] = []

    def rec(start: int, left: int, acc: tuple[Group, ...]) -> None:
        if left == 0:
            if p:
                for k in range(NKINDS):
                    if room[k] >= 2:
                        out.append(acc + ((PAIR, k, k),))
            else:
                out.append(acc)
            return
        for i in range(start, len(ALL_TRIPLES)):
            g = ALL_TRIPLES[i]
            if _group_fits(g, room):
                for kk in g[1:]:
                    room[kk] -= 1
                rec(i, left - 1, acc + (g,))
                for kk in g[1:]:
                    room[kk] += 1

    rec(0, t, ())
    return out


def _allwild_max(w: int, t: int, p: int, room: list[int]) -> int:
    if t < 0 or p < 0 or 3 * t + 2 * p != w:
        return NEG
    if t == 0 and p == 0:
        return 0
    best = NEG
    for combo in _allwild_combos(t, p, room):
        v = sum(group_huxi(g) for g in combo)
        if v > best:
            best = v
            if best == 6 * t:
                break
    return best


def _allwild_all(w: int, t: int, p: int, room: list[int], need: int) -> frozenset[tuple[Group, ...]]:
    if t < 0 or p < 0 or 3 * t + 2 * p != w:
        return frozenset()
    if t == 0 and p == 0:
        return frozenset({()}) if need <= 0 else frozenset()
    return frozenset(tuple(sorted(c)) for c in _allwild_combos(t, p, room)
                     if sum(group_huxi(g) for g in c) >= need)


# Per kind, the slots of its templates other than the 坎 (a kind held fewer than three times never
# fills its 坎): what _hopeless tries, as plain tuples for a tight loop.
_NATURAL_FITS = [tuple(slots for g, slots in _BY_KIND[k] if g[0] != KAN) for k in range(NKINDS)]


def _hopeless(p: Placed) -> bool:
    return _hopeless_counts(p.counts, p.pairs_left, p.wilds)


def _hopeless_counts(c: Sequence[int], pairs_left: int, wilds: int) -> bool:
    """Cheap necessary test: every free kind needs a group; kinds that no template can hold with
    natural cards alone need a wild, and one wild serves at most two such kinds. It holds of
    every state of the search too (what is left to arrange, with the wilds and the pair left)."""
    lonely = 0
    cap = 2 * wilds   # (lonely + 1) // 2 > wilds
    fits = _NATURAL_FITS
    for k, n in enumerate(c):   # c has the NKINDS natural kinds
        if n == 0 or n >= 3 or (n == 2 and pairs_left):
            continue
        for slots in fits[k]:
            for j, m in slots:
                if c[j] < m:
                    break
            else:
                break   # a template takes this kind with natural cards alone
        else:
            lonely += 1
            if lonely > cap:
                return True
    return False


# Free part of a win check -> the highest free hu-xi (NEG: no arrangement). The win checks ask the
# same hands over and over (every claim window, every view, the bots' waits and outs): a bounded memo
# on the canonical key of what the search reads makes a repeated check a dict lookup.
_FREE_MEMO: dict[bytes, int] = {}  # bytes keys, as _MAX_MEMO's
_FREE_CAP = 20_000  # a few MB at most (the page runs in Pyodide); repeats come within a hand


def _free_key(p: Placed) -> bytes:
    # Exactly what valid_count, _hopeless and _Search read: room only binds when wilds may be placed,
    # the winning card's label only while that card is free. Every field is one byte: the room + 1
    # (-1 where a wait on a fifth copy is checked), the groups left + 1 (a negative count fails
    # valid_count whatever it is).
    head = bytes(p.counts) + bytes((p.wilds, p.x + 1, p.x_label if p.x >= 0 else 0, max(p.groups_left + 1, 0),
                                    p.pairs_left))
    return head + bytes([r + 1 for r in p.room]) if p.wilds else head


def _free_max(p: Placed, key: bytes) -> int:
    got = _FREE_MEMO.get(key)
    if got is not None:
        return got
    if not p.valid_count() or _hopeless(p):
        best = NEG
    else:
        best = _Search(p).max_huxi(p.x >= 0, p.wilds, p.groups_left, p.pairs_left)
    _free_store(key, best)
    return best


def _free_store(key: bytes, best: int) -> None:
    if len(_FREE_MEMO) >= _FREE_CAP:
        _FREE_MEMO.clear()
    _FREE_MEMO[key] = best


def clear_memos() -> None:
    """Forget every memoised search (a benchmark's cold start)."""
    _FREE_MEMO.clear()
    _MAX_MEMO.clear()


def max_huxi(p: Placed) -> int:
    """Highest total hu-xi of any valid arrangement, or NEG when none exists."""
    sub = _free_max(p, _free_key(p))
    return NEG if sub <= NEG else sub + p.fixed_huxi()


def can_win(p: Placed, min_huxi: int) -> bool:
    key = _free_key(p)
    sub = _FREE_MEMO.get(key)
    if sub is None:
        if not p.valid_count() or _hopeless(p):
            _free_store(key, NEG)
            return False
        if p.wilds and min(p.room) < p.wilds:   # the four-copies rule may bind: a cheap bound first
            ub = _Search(p, relaxed=True).max_huxi(p.x >= 0, p.wilds, p.groups_left, p.pairs_left)
            if ub <= NEG or ub + p.fixed_huxi() < min_huxi:
                return False
        sub = _free_max(p, key)
    return sub > NEG and sub + p.fixed_huxi() >= min_huxi


def arrangements(p: Placed, min_huxi: int) -> list[tuple[Group, ...]]:
    """Every distinct valid arrangement (7 groups, canonical order) with hu-xi >= min_huxi."""
    if not p.valid_count() or _hopeless(p):
        return []
    s = _Search(p)
    fixed = tuple(p.fixed)
    subs = s.enumerate(p.x >= 0, p.wilds, p.groups_left, p.pairs_left, min_huxi - p.fixed_huxi())
    return sorted(tuple(sorted(sub + fixed)) for sub in subs)


def wild_identities(p: Placed, groups: Sequence[Group]) -> list[int]:
    """Kinds the wilds took: the arrangement's cards minus W's natural cards."""
    c = [0] * NKINDS
    for g in groups:
        for k in g[1:]:
            c[k] += 1
    out: list[int] = []
    for k in range(NKINDS):
        out.extend([k] * (c[k] - p.naturals[k]))
    return out


def is_new_kind(k: int) -> bool:
    return is_new(k)
