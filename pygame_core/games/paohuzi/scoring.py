"""Scoring (paohuzi.md §9): hu-xi, 囤, the 47 名堂 as data, 聚宝盆, the best arrangement.

``FANS`` is the normative table of §9.3 (position, id, names, base fan); ``_PREDICATES`` maps each
id to a function of the arrangement that returns the fan value (0 = not scored). Exclusions of
§9.4 are data too (``EXCLUDES``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import winning
from .cards import NKINDS, WILD, is_big, is_new, is_red, is_small, other, rank
from .winning import (
    CHITYPE,
    EQS,
    HIDDEN3,
    PAIR,
    Q4,
    SEQ,
    T3,
    Group,
    Placed,
    arrangements,
    group_huxi,
    wild_identities,
)

# position, id, zh-Hans, zh-Hant, English, base fan (escalating entries add to it)
FANS: tuple[tuple[int, str, str, str, str, int], ...] = (
    (1, "quan_man_guan", "全满贯", "全滿貫", "Full Grand Slam", 100),
    (2, "da_man_guan", "大满贯", "大滿貫", "Grand Slam", 36),
    (3, "xiao_man_guan", "小满贯", "小滿貫", "Small Slam", 18),
    (4, "bai_bao_xiang", "百宝箱", "百寶箱", "Hundred Treasure Chest", 4),
    (5, "qian_li_ma", "千里马", "千里馬", "Thousand-li Horse", 4),
    (6, "wan_juan_shu", "万卷书", "萬卷書", "Ten Thousand Books", 4),
    (7, "yi_ren_xin", "亿人心", "億人心", "Hearts of Millions", 4),
    (8, "bai_cai_ju_lai", "百财聚来", "百財聚來", "Riches Gather", 8),
    (9, "yi_zhi_qian_jin", "一掷千金", "一擲千金", "Spend a Fortune", 32),
    (10, "er_ba_jia_ren", "二八佳人", "二八佳人", "Sweet Sixteen", 32),
    (11, "san_qian_shi_jie", "三千世界", "三千世界", "Three Thousand Worlds", 32),
    (12, "si_ji_chang_chun", "四季常春", "四季常春", "Evergreen Seasons", 32),
    (13, "wu_gu_feng_deng", "五谷丰登", "五穀豐登", "Bumper Harvest", 32),
    (14, "liu_liu_da_shun", "六六大顺", "六六大順", "Double Six Luck", 32),
    (15, "qi_xing_gao_zhao", "七星高照", "七星高照", "Seven Stars Shine", 32),
    (16, "ba_fang_lai_cai", "八方来财", "八方來財", "Wealth from Eight Sides", 32),
    (17, "jiu_wu_zhi_zun", "九五至尊", "九五至尊", "Nine-Five Supreme", 32),
    (18, "shi_quan_shi_mei", "十全十美", "十全十美", "Perfect Ten", 32),
    (19, "dian_shi_cheng_jin", "点石成金", "點石成金", "Stone to Gold", 16),
    (20, "qi_shou_jiao", "起手叫", "起手叫", "Ready from the Deal", 2),
    (21, "si_qi_hong", "四七红", "四七紅", "Four or Seven Red", 2),
    (22, "yi_kuai_bian", "一块匾", "一塊匾", "One Red Plaque", 4),
    (23, "dian_hu", "点胡", "點胡", "Single Red", 4),
    (24, "jia_hang_hang", "假行行", "假行行", "False Rows", 4),
    (25, "san_an_ke", "三暗刻", "三暗刻", "Three Concealed Triplets", 4),
    (26, "hong_hu", "红胡", "紅胡", "Red Win", 6),
    (27, "dui_dui_hu", "对对胡", "對對胡", "All Triplets", 6),
    (28, "hai_di_hu", "海底胡", "海底胡", "Last Card", 6),
    (29, "hang_hang_xi", "行行息", "行行息", "Points in Every Group", 6),
    (30, "su_hu", "素胡", "素胡", "No Wild", 6),
    (31, "jin_yu_man_tang", "金玉满堂", "金玉滿堂", "Gold and Jade", 6),
    (32, "wu_hu", "乌胡", "烏胡", "No Red", 6),
    (33, "yi_ban_gao", "一般高", "一般高", "Twin Sequences", 6),
    (34, "shi_er_jin_chai", "十二金钗", "十二金釵", "Twelve Beauties", 6),
    (35, "gai_gai_hu", "盖盖胡", "蓋蓋胡", "First Pile Card", 6),
    (36, "da_zi_hu", "大字胡", "大字胡", "Big Script Win", 6),
    (37, "xiao_zi_hu", "小字胡", "小字胡", "Small Script Win", 8),
    (38, "jie_jie_gao", "节节高", "節節高", "Rising Steps", 8),
    (39, "hong_yun_dang_tou", "红运当头", "紅運當頭", "Red Everywhere", 8),
    (40, "shua_hou", "耍猴", "耍猴", "Monkey Single Wait", 8),
    (41, "da_tuan_yuan", "大团圆", "大團圓", "Great Reunion", 8),
    (42, "xiao_tuan_yuan", "小团圆", "小團圓", "Small Reunion", 4),
    (43, "zhen_dian_hu", "真点胡", "真點胡", "True Single Red", 8),
    (44, "bei_kao_bei", "背靠背", "背靠背", "Back to Back", 8),
    (45, "shuang_xi_lin_men", "双喜临门", "雙喜臨門", "Double Happiness", 8),
    (46, "er_shi_si_qiao", "二十四桥明月夜", "二十四橋明月夜", "Twenty-four Bridges", 8),
    (47, "hong_que_bao_xi", "红雀报喜", "紅雀報喜", "Red Sparrow", 8),
)
FAN_BY_ID = {f[1]: f for f in FANS}
POEMS = tuple(f[1] for f in FANS if 9 <= f[0] <= 18)
SINGLES = ("bai_bao_xiang", "qian_li_ma", "wan_juan_shu", "yi_ren_xin")
# entry -> entries it replaces when both hold (§9.4); 真点胡 vs 点胡 is inside the predicates.
EXCLUDES: Mapping[str, tuple[str, ...]] = {
    "quan_man_guan": ("da_man_guan", "xiao_man_guan") + SINGLES,
    "da_man_guan": ("xiao_man_guan",) + SINGLES,
    "xiao_man_guan": SINGLES,
    "shuang_xi_lin_men": ("yi_ban_gao",),
}


@dataclass
class WinFacts:
    """Event facts of one win (§9.3 'win context')."""

    self_draw: bool = False
    pile_empty: bool = False
    first_pile: bool = False
    first_win: bool = False
    untouched: bool = False
    free_before: list[int] = field(default_factory=list)   # kinds, WILD for a wild
    wilds: int = 0                                         # wilds at the win, winning card included
    win_kind: int = -1                                     # kind of a natural winning card, else -1
    win_is_wild: bool = False

    def key(self) -> list[int]:
        """Every field as small numbers (the best_win memo's share of its key; the winning kind + 1)."""
        return [self.self_draw, self.pile_empty, self.first_pile, self.first_win, self.untouched,
                len(self.free_before), *self.free_before, self.wilds, self.win_kind + 1, self.win_is_wild]


@dataclass
class _Arr:
    groups: Sequence[Group]
    huxi: list[int]
    c: list[int]
    red: int
    big: int
    small: int
    n: int
    identities: list[int]

    def has_rank(self, r: int) -> bool:
        c = self.c
        if r < 10:
            return c[r] > 0 or c[r + 10] > 0
        return c[r + 10] > 0 or c[r + 14] > 0


_RED_KINDS = tuple(k for k in range(NKINDS) if is_red(k))
_BIG_KINDS = tuple(k for k in range(NKINDS) if is_big(k))
_SMALL_KINDS = tuple(k for k in range(NKINDS) if is_small(k))


def _analyse(groups: Sequence[Group], identities: list[int]) -> _Arr:
    c = [0] * NKINDS
    for g in groups:
        for k in g[1:]:
            c[k] += 1
    red = sum([c[k] for k in _RED_KINDS])
    big = sum([c[k] for k in _BIG_KINDS])
    small = sum([c[k] for k in _SMALL_KINDS])
    return _Arr(groups, [group_huxi(g) for g in groups], c, red, big, small, sum(c), identities)


def _poem(*need: int) -> Callable[[_Arr, WinFacts, Mapping[str, Any]], int]:
    """Presence of ranks (0-9 numerals, 10-13 B Q W Y); negative = a specific kind ~k."""
    def f(a: _Arr, _f: WinFacts, _o: Mapping[str, Any]) -> int:
        for r in need:
            if r < 0:
                if a.c[~r] == 0:
                    return 0
            elif not a.has_rank(r):
                return 0
        return 32
    return f


B, Q, W, Y = 10, 11, 12, 13


def _man(a: _Arr) -> int:
    return sum(1 for r in (B, Q, W, Y) if a.has_rank(r))


def _red_groups(a: _Arr) -> list[int]:
    return [i for i, g in enumerate(a.groups) if any(is_red(k) for k in g[1:])]


def _yi_kuai_bian(a: _Arr, _f: WinFacts, _o: Mapping[str, Any]) -> int:
    rg = _red_groups(a)
    if len(rg) != 1:
        return 0
    g = a.groups[rg[0]]
    return 4 if all(is_red(k) for k in g[1:]) and len(g) - 1 in (3, 4) and a.huxi[rg[0]] > 0 else 0


def _zhen(a: _Arr) -> bool:
    if a.red != 1:
        return False
    return any(g[0] == SEQ and g[1] in (0, 10) and any(is_red(k) for k in g[1:]) for g in a.groups)


def _twin_seqs(a: _Arr) -> list[Group]:
    seen: dict[Group, int] = {}
    for g in a.groups:
        if g[0] in (SEQ, EQS):
            seen[g] = seen.get(g, 0) + 1
    return [g for g, n in seen.items() if n >= 2]


def _shuang_xi(a: _Arr) -> bool:
    return any((g[0] == SEQ and g[1] in (0, 10)) or g[0] == EQS for g in _twin_seqs(a))


def _jie_jie_gao(a: _Arr, _f: WinFacts, o: Mapping[str, Any]) -> int:
    types = T3 if o.get("jie_jie_gao_counts_quads", True) else T3 - Q4
    have = {g[1] for g in a.groups if g[0] in types and g[1] < 20}
    for base in (0, 10):
        for r in range(8):
            if base + r in have and base + r + 1 in have and base + r + 2 in have:
                return 8
    return 0


def _tuanyuan(a: _Arr, o: Mapping[str, Any]) -> tuple[int, int]:
    ranks = list(range(10)) + ([20, 21, 22, 23] if o.get("tuanyuan_new_ranks", False) else [])
    q4 = {g[1] for g in a.groups if g[0] in Q4}
    t3 = {g[1] for g in a.groups if g[0] in T3}
    n = m = 0
    for r in ranks:
        o_ = other(r)
        if r in q4 and o_ in q4:
            n += 1
        elif r in t3 and o_ in t3:
            m += 1
    return n, m


def _win_kinds(a: _Arr, f: WinFacts) -> set[int]:
    if f.win_is_wild:
        return set(a.identities)
    return {f.win_kind} if f.win_kind >= 0 else set()


def _shua_hou(a: _Arr, f: WinFacts, _o: Mapping[str, Any]) -> int:
    if len(f.free_before) != 1:
        return 0
    held = f.free_before[0]
    wk = _win_kinds(a, f)
    for g in a.groups:
        if g[0] == PAIR and g[1] in wk and (held == WILD or held == g[1]):
            return 8
    return 0


def _bei_kao_bei(a: _Arr, f: WinFacts, _o: Mapping[str, Any]) -> int:
    fb = sorted(f.free_before)
    if len(fb) != 4 or WILD in fb or fb[0] != fb[1] or fb[2] != fb[3] or other(fb[0]) != fb[2]:
        return 0
    return 8 if _win_kinds(a, f) & {fb[0], fb[2]} else 0


def _n_hidden(a: _Arr) -> int:
    return sum(1 for g in a.groups if g[0] in HIDDEN3)


_Pred = Callable[[_Arr, WinFacts, Mapping[str, Any]], int]
_PREDICATES: dict[str, _Pred] = {
    "quan_man_guan": lambda a, f, o: 100 if all(a.c[k] for k in (20, 21, 22, 23))
    or all(a.c[k] for k in (24, 25, 26, 27)) else 0,
    "da_man_guan": lambda a, f, o: 36 if _man(a) == 4 else 0,
    "xiao_man_guan": lambda a, f, o: 18 if _man(a) >= 3 else 0,
    "bai_bao_xiang": lambda a, f, o: 4 if a.has_rank(B) else 0,
    "qian_li_ma": lambda a, f, o: 4 if a.has_rank(Q) else 0,
    "wan_juan_shu": lambda a, f, o: 4 if a.has_rank(W) else 0,
    "yi_ren_xin": lambda a, f, o: 4 if a.has_rank(Y) else 0,
    "bai_cai_ju_lai": lambda a, f, o: 8 if any(a.c[20 + i] and a.c[24 + i] for i in range(4)) else 0,
    "yi_zhi_qian_jin": _poem(0, B, Q),
    "er_ba_jia_ren": _poem(1, 7, B),
    "san_qian_shi_jie": _poem(2, Q, W),
    "si_ji_chang_chun": _poem(3, B, Y),
    "wu_gu_feng_deng": _poem(4, B, W),
    "liu_liu_da_shun": _poem(~5, ~15, Q),
    "qi_xing_gao_zhao": _poem(6, Q, Y),
    "ba_fang_lai_cai": _poem(7, W, Y),
    "jiu_wu_zhi_zun": _poem(8, 4, W),
    "shi_quan_shi_mei": _poem(~9, ~19, Y),
    "dian_shi_cheng_jin": lambda a, f, o: 16 if not any(a.c[k] for k in range(20, 28)) else 0,
    "qi_shou_jiao": lambda a, f, o: 2 if f.first_win and f.untouched else 0,
    "si_qi_hong": lambda a, f, o: 2 if a.red in (4, 7) else 0,
    "yi_kuai_bian": _yi_kuai_bian,
    "dian_hu": lambda a, f, o: 4 if a.red == 1 and not _zhen(a) else 0,
    "jia_hang_hang": lambda a, f, o: 4 if sum(1 for g in a.groups if g[0] == PAIR) == 1 and all(
        h > 0 for g, h in zip(a.groups, a.huxi, strict=False) if g[0] != PAIR) else 0,
    "san_an_ke": lambda a, f, o: 4 + _n_hidden(a) - 3 if _n_hidden(a) >= 3 else 0,
    "hong_hu": lambda a, f, o: 6 if 10 <= a.red <= 12 else 0,
    "dui_dui_hu": lambda a, f, o: 6 if not any(g[0] in CHITYPE for g in a.groups) else 0,
    "hai_di_hu": lambda a, f, o: 6 if f.pile_empty else 0,
    "hang_hang_xi": lambda a, f, o: 6 if all(h > 0 for h in a.huxi) else 0,
    "su_hu": lambda a, f, o: 6 if f.wilds == 0 else 0,
    "jin_yu_man_tang": lambda a, f, o: 6 if all(a.has_rank(r) for r in range(10)) else 0,
    "wu_hu": lambda a, f, o: 6 if a.red == 0 else 0,
    "yi_ban_gao": lambda a, f, o: 6 if _twin_seqs(a) and not _shuang_xi(a) else 0,
    "shi_er_jin_chai": lambda a, f, o: 6 if sum(1 for g in a.groups if g[0] in Q4) >= 3 else 0,
    "gai_gai_hu": lambda a, f, o: 6 if f.first_pile else 0,
    "da_zi_hu": lambda a, f, o: 6 + a.big - 18 if a.big >= 18 else 0,
    "xiao_zi_hu": lambda a, f, o: 8 + a.small - 16 if a.small >= 16 else 0,
    "jie_jie_gao": _jie_jie_gao,
    "hong_yun_dang_tou": lambda a, f, o: 8 if all(any(is_red(k) for k in g[1:]) for g in a.groups) else 0,
    "shua_hou": _shua_hou,
    "da_tuan_yuan": lambda a, f, o: 8 * _tuanyuan(a, o)[0],
    "xiao_tuan_yuan": lambda a, f, o: 4 * _tuanyuan(a, o)[1],
    "zhen_dian_hu": lambda a, f, o: 8 if _zhen(a) else 0,
    "bei_kao_bei": _bei_kao_bei,
    "shuang_xi_lin_men": lambda a, f, o: 8 if _shuang_xi(a) else 0,
    "er_shi_si_qiao": lambda a, f, o: 8 if a.n >= 24 else 0,
    "hong_que_bao_xi": lambda a, f, o: 8 + a.red - 13 if a.red >= 13 else 0,
}
assert set(_PREDICATES) == set(FAN_BY_ID)
_TABLE_PREDICATES = tuple((f[1], _PREDICATES[f[1]]) for f in FANS)   # in table order


def fans_of(groups: Sequence[Group], facts: WinFacts, opts: Mapping[str, Any],
            identities: list[int] | None = None) -> list[tuple[str, int]]:
    """Counted 名堂 of an arrangement, in table order, after the exclusions of §9.4."""
    a = _analyse(groups, identities or [])
    got: dict[str, int] = {}
    for fid, pred in _TABLE_PREDICATES:
        v = pred(a, facts, opts)
        if v:
            got[fid] = v
    for fid, gone in EXCLUDES.items():
        if fid in got:
            for g in gone:
                got.pop(g, None)
    if not opts.get("poem_combos_stack", True):
        poems = [p for p in POEMS if p in got]
        for p in poems[1:]:
            del got[p]
    return [(f[1], got[f[1]]) for f in FANS if f[1] in got]


def fan_value(fans: Sequence[tuple[str, int]], opts: Mapping[str, Any]) -> int:
    if opts.get("fan_combine", "multiply") == "add":
        return sum(v for _, v in fans) or 1
    out = 1
    for _, v in fans:
        out *= v
    return out


def tun_of(huxi: int, self_draw: bool, opts: Mapping[str, Any]) -> int:
    t = (huxi - int(opts.get("tun_offset", 12))) // int(opts.get("tun_step", 3))
    return t + (int(opts.get("zimo_bonus_tun", 1)) if self_draw else 0)


# ---------------------------------------------------------------------------------------------
# 聚宝盆 (§9.5)

BOWL_PATTERNS: tuple[tuple[str, int, tuple[int, ...]], ...] = (
    ("line", 8, (0x007, 0x038, 0x1C0, 0x049, 0x092, 0x124, 0x111, 0x054)),
    ("corners", 12, (0x145,)),
    ("cross", 16, (0x0BA,)),
    ("x", 16, (0x155,)),
    ("l", 16, (0x1C9, 0x04F, 0x1E4, 0x127)),
    ("t", 16, (0x097, 0x1D2, 0x079, 0x13C)),
    ("two_rows", 20, (0x03F, 0x1F8, 0x1C7)),
    ("two_cols", 20, (0x0DB, 0x1B6, 0x16D)),
    ("u", 24, (0x1ED, 0x16F, 0x1E7, 0x1CF)),
)
BOWL_NAMES = {
    "none": ("无", "無", "none"), "single": ("单格", "單格", "lit cells"),
    "line": ("一横/一竖/斜线", "一橫/一豎/斜線", "line"), "corners": ("四角", "四角", "four corners"),
    "cross": ("十字", "十字", "cross"), "x": ("X型", "X型", "X"), "l": ("L型", "L型", "L"),
    "t": ("T型", "T型", "T"), "two_rows": ("双横", "雙橫", "two rows"),
    "two_cols": ("双竖", "雙豎", "two columns"), "u": ("U型", "U型", "U"),
    "hollow": ("空心", "空心", "hollow square"), "full": ("全点亮", "全點亮", "all lit"),
}


def bowl_shape(mask: int) -> tuple[str, int]:
    """(shape id, multiplier) of a lit mask (a table of the 512 masks of nine cells)."""
    return _BOWL_SHAPES[mask] if 0 <= mask < 512 else _bowl_shape(mask)


def _bowl_shape(mask: int) -> tuple[str, int]:
    if mask == 0:
        return "none", 1
    if mask == 0x1FF:
        return "full", 36
    if mask & 0x1EF == 0x1EF:
        return "hollow", 30
    best = ("single", 2)
    for name, value, masks in BOWL_PATTERNS:
        if value > best[1] and any(mask & m == m for m in masks):
            best = (name, value)
    return best


_BOWL_SHAPES = tuple(_bowl_shape(m) for m in range(512))


def bowl_multiplier(mask: int) -> int:
    return bowl_shape(mask)[1]


# ---------------------------------------------------------------------------------------------
# The best arrangement (§8.4.3)

@dataclass
class Scored:
    groups: tuple[Group, ...]
    huxi: int
    tun: int
    fans: list[tuple[str, int]]
    fan_value: int
    score: int
    identities: list[int]


_POSITION = {f[1]: f[0] for f in FANS}


def _order_key(s: Scored) -> tuple[Any, ...]:
    pos = _POSITION
    return (s.score, s.huxi, len(s.fans), [(-pos[i], v) for i, v in s.fans])


def score_groups(groups: tuple[Group, ...], placed: Placed, facts: WinFacts,
                 opts: Mapping[str, Any]) -> Scored:
    ids = wild_identities(placed, groups)
    huxi = sum(group_huxi(g) for g in groups)
    fans = fans_of(groups, facts, opts, ids)
    fv = fan_value(fans, opts)
    tun = tun_of(huxi, facts.self_draw, opts)
    return Scored(groups, huxi, tun, fans, fv, tun * fv, ids)


# A win scored once. One step can score the same win many times over: in the decisive moment the
# locked hands never change, so every later draw of a kind wins it for the same seats again (and
# the claim that scores it, and the bots' win values, ask it too). Keyed on everything it reads: the
# numbers as one bytes object and the options as one tuple shared by every key (a key of nested
# tuples took 2.7 kB); the values are plain tuples, which the garbage collector stops tracking.
_Frozen = tuple[tuple[Group, ...], int, int, tuple[tuple[str, int], ...], int, int, tuple[int, ...]]
_BEST_MEMO: dict[tuple[bytes, tuple[tuple[str, Any], ...]], _Frozen | None] = {}
_BEST_CAP = 4_000   # ~1 MB at most (the page runs in Pyodide); repeats come within a hand
_OPTS_KEYS: dict[tuple[tuple[str, Any], ...], tuple[tuple[str, Any], ...]] = {}  # one of each, cleared with it


def clear_memos() -> None:
    """Forget every memoised search and scored win (a benchmark's cold start)."""
    _BEST_MEMO.clear()
    _OPTS_KEYS.clear()
    winning.clear_memos()


def _best_key(placed: Placed, facts: WinFacts, opts: Mapping[str, Any]) -> tuple[bytes, tuple[tuple[str, Any], ...]]:
    nums = [len(placed.fixed)]
    for g in placed.fixed:
        nums.append(len(g))
        nums.extend(g)
    # the room + 1 (-1 where a wait on a fifth copy is checked), the groups left + 1 (a negative
    # count fails valid_count whatever it is), the winning kind + 1 (-1: none)
    nums += placed.counts
    nums += [r + 1 for r in placed.room]
    nums += placed.naturals
    nums += [placed.wilds, placed.x + 1, placed.x_label, max(placed.groups_left + 1, 0), placed.pairs_left]
    nums += facts.key()
    ok = tuple(sorted(opts.items()))
    return bytes(nums), _OPTS_KEYS.setdefault(ok, ok)


def best_win(placed: Placed, facts: WinFacts, opts: Mapping[str, Any]) -> Scored | None:
    """The arrangement a win reports (§8.4.3), or None if no arrangement reaches min_huxi."""
    key = _best_key(placed, facts, opts)
    if key in _BEST_MEMO:
        got = _BEST_MEMO[key]
    else:
        s = _best_win(placed, facts, opts)
        got = None if s is None else (s.groups, s.huxi, s.tun, tuple(s.fans), s.fan_value, s.score,
                                      tuple(s.identities))
        if len(_BEST_MEMO) >= _BEST_CAP:
            _BEST_MEMO.clear()
            _OPTS_KEYS.clear()
        _BEST_MEMO[key] = got
    if got is None:
        return None
    groups, huxi, tun, fans, fv, score, ids = got
    return Scored(groups, huxi, tun, list(fans), fv, score, list(ids))


def _best_win(placed: Placed, facts: WinFacts, opts: Mapping[str, Any]) -> Scored | None:
    min_huxi = int(opts.get("min_huxi", 15))
    best: Scored | None = None
    best_key: tuple[Any, ...] | None = None
    for groups in arrangements(placed, min_huxi):
        s = score_groups(groups, placed, facts, opts)
        k = _order_key(s)
        if best is None or best_key is None or k > best_key or (k == best_key and s.groups < best.groups):
            best, best_key = s, k
    return best


def is_new_or_wild(k: int) -> bool:
    return k == WILD or is_new(k)


def rank_of(k: int) -> int:
    return rank(k)
