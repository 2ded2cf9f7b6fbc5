"""The hand in columns, as zipai players hold it: each 坎 stacked, pairs (with their other-script
twin: a 绞) and sequences together, the rest by rank; the player may move cards between columns
(select a card, tap the column), and that arrangement is kept in storage across reloads.

A hand card is ``{"id", "code", "kan"}``; ids are ``<code>#<copy>`` (``#k<copy>`` for 坎 cards) so
they stay the same whatever the order."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass

from ....core.game import JSON
from ....games.paohuzi.cards import CODES, is_big, is_numeric, other, rank
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...widgets import CardFace

MAX_IN_COLUMN = 4
MAX_COLUMNS = 9  # 理牌 keeps a phone's hand in one row of 40 px columns (坎 and wilds included)
ONE_ROW_PITCH = 31.0  # narrowest column on a phone, when it keeps the hand in one row (12 at 374 px: a
                      # second row moved the bar once it went, FIXERS after play-test 14)
STORE_KEY = "paohuzi.columns"
SLOT_H = 44.0   # the new column's slot over a phone's bar: a button's height


def auto_columns(free: list[str], room: int = MAX_COLUMNS) -> list[list[str]]:
    """Free cards (codes, wilds ``*`` included) grouped the way players sort a zipai hand, in
    ``room`` columns when lone cards can share one (the 坎 take the rest of a row)."""
    left = Counter(CODES.index(c) for c in free if c != "*")
    cols: list[list[str]] = []
    for k in sorted(left):   # pairs, with the twin of the other script when there is one (a 绞)
        if left[k] >= 2:
            n = min(3, left[k])   # (three alike stay together)
            left[k] -= n
            col = [CODES[k]] * n
            if n == 2 and left[other(k)] == 1:
                left[other(k)] -= 1
                col.append(CODES[other(k)])
            cols.append(col)
    for k in range(20):   # sequences of one script: 一二三 ... and 二七十
        if not is_numeric(k):
            continue
        base = k - k % 10
        for run in ([k, k + 1, k + 2] if k % 10 <= 7 else [], [base + 1, base + 6, base + 9] if k % 10 == 1 else []):
            while run and all(left[x] > 0 for x in run):
                for x in run:
                    left[x] -= 1
                cols.append([CODES[x] for x in run])
    cols += _partials(left)
    cols += [[CODES[k]] for k in sorted(left) for _ in range(left[k])]   # a lone card: a column of its own
    wilds = [c for c in free if c == "*"]
    cols = _fold(cols, room - (len(wilds) + 2) // 3)
    cols += [wilds[i:i + 3] for i in range(0, len(wilds), 3)]
    return cols


RED = (1, 6, 9)   # 二 七 十 (rank - 1): a 二七十 sentence


def gap(a: int, b: int) -> float:
    """How near two kinds are for a column (play-test 36 #4: 贰 on 肆, 九 on 壹 read as unrelated):
    0 one kind, or one rank in both scripts (half a 绞), 1 neighbours of one script (四五), 2 a card short of a
    sentence (四六, 二七, 七十); 10 and more unrelated, by rank (a numeral and a 百千万亿 card farther)."""
    if b in (a, other(a)):
        return 0.0
    if is_numeric(a) and is_numeric(b) and a // 10 == b // 10:
        d = abs(a - b)
        if d <= 2 or (a % 10 in RED and b % 10 in RED):
            return float(min(d, 2))
    return 10.0 + abs(rank(a) - rank(b)) + (0.5 if is_big(a) != is_big(b) else 0.0) + \
        (10.0 if is_numeric(a) != is_numeric(b) else 0.0)


def _partials(left: Counter[int]) -> list[list[str]]:
    """What a player keeps together of the rest (taken from ``left``): one rank in both scripts
    (half a 绞), then neighbours of one script (四五) and two of 二七十; a gapped two (四六) only
    when cards must share a column (``_fold``)."""
    out: list[list[str]] = []
    for k in sorted(left):
        if k < 10 or 20 <= k < 24:
            while left[k] > 0 and left[other(k)] > 0:
                left[k] -= 1
                left[other(k)] -= 1
                out.append([CODES[k], CODES[other(k)]])
    for k in range(20):
        for j in range(k + 1, k - k % 10 + 10):
            if gap(k, j) <= 2 and (j == k + 1 or (k % 10 in RED and j % 10 in RED)):
                while left[k] > 0 and left[j] > 0:
                    left[k] -= 1
                    left[j] -= 1
                    out.append([CODES[k], CODES[j]])
    return out


def _fold(cols: list[list[str]], room: int) -> list[list[str]]:
    """At most ``room`` columns where lone cards allow: two related lone cards share one (四六),
    then a lone card joins a short column of its kind (柒 on 捌捌); only then unrelated ones, the
    nearest in rank, two lone cards before a lone card on a short column (a phone's one row)."""
    cols = sorted(cols, key=lambda c: min(CODES.index(x) for x in c))
    while len(cols) > max(1, room):
        pairs = [(gap(CODES.index(cols[i][0]), CODES.index(x)), len(cols[j]) > 1, i, j)
                 for i in range(len(cols)) if len(cols[i]) == 1
                 for j in range(len(cols)) if j != i and len(cols[j]) < 3 for x in cols[j]]
        if not pairs:
            break
        _d, _, i, j = min(pairs, key=lambda p: (p[0] >= 10, p[1], p[0], p[2], p[3]))
        cols[j] = sorted(cols[j] + cols[i], key=lambda x: (rank(CODES.index(x)), CODES.index(x)))
        cols.pop(i)
    return sorted(cols, key=lambda c: min(CODES.index(x) for x in c))   # (a merged column where its lowest card goes)


def reconcile(saved: list[list[str]], free: list[str], room: int = MAX_COLUMNS) -> list[list[str]]:
    """The saved arrangement kept for the cards still held; cards new to the hand are grouped
    into columns of their own at the right."""
    left = Counter(free)
    cols: list[list[str]] = []
    for col in saved:
        kept = []
        for c in col:
            if left[c] > 0:
                left[c] -= 1
                kept.append(c)
        if kept:
            cols.append(kept)
    extra = auto_columns([c for c, n in left.items() for _ in range(n)], room - len(cols))
    # no room for another column: a new lone card joins the short column nearest its kind (a wild the
    # wilds'), the hand keeps its width (a second 王霸 made a phone's tenth column and shrank every card
    # to 37 px for the rest of the hand, under the 40 px a finger needs)
    while len(cols) + len(extra) > room:
        lone = next((i for i in range(len(extra) - 1, -1, -1) if len(extra[i]) == 1), None)
        dst = None if lone is None else _home(cols, extra[lone][0])
        if lone is None or dst is None:
            break
        cols[dst].append(extra.pop(lone)[0])
    return cols + extra


def _home(cols: list[list[str]], card: str) -> int | None:
    """The column of fewer than three a new ``card`` goes to: the wilds' for a wild, else the one
    holding its kind or twin, then the nearest rank of its script (None: every column is full)."""
    def far(col: list[str]) -> float:
        if card == "*" or "*" in col:
            return 0.0 if card == "*" and all(c == "*" for c in col) else 99.0
        return min(gap(CODES.index(card), CODES.index(c)) for c in col)
    open_ = [i for i, c in enumerate(cols) if len(c) < 3]
    return min(open_, key=lambda i: (far(cols[i]), len(cols[i]), i)) if open_ else None


def card_columns(kans: list[str], cols: list[list[str]]) -> list[list[JSON]]:
    """The columns as hand cards with stable ids: the 坎 first, then the free columns."""
    out: list[list[JSON]] = [[{"id": f"{k}#k{i}", "code": k, "kan": True} for i in range(3)] for k in kans]
    seen: Counter[str] = Counter()
    for col in cols:
        row = []
        for c in col:
            row.append({"id": f"{c}#{seen[c]}", "code": c, "kan": False})
            seen[c] += 1
        out.append(row)
    return out


def move_card(cols: list[list[str]], src: int, code: str, dst: int) -> list[list[str]] | None:
    """The free columns with one ``code`` moved from column ``src`` to ``dst`` (``len`` = a new
    column); None when the target is full."""
    if dst < len(cols) and len(cols[dst]) >= MAX_IN_COLUMN:
        return None
    out = [list(c) for c in cols]
    out[src].remove(code)
    if dst >= len(out):
        out.append([code])
    else:
        out[dst].append(code)
    return [c for c in out if c]


def load(raw: str | None, key: list[int]) -> list[list[str]] | None:
    """The stored arrangement for this hand and seat; anything damaged or stale reads as none."""
    try:
        data = json.loads(raw) if raw else None
    except ValueError:
        return None
    if not isinstance(data, dict) or data.get("key") != key:
        return None
    cols = data.get("cols")
    if not isinstance(cols, list) or not all(isinstance(c, list) and all(x in CODES for x in c) for c in cols):
        return None
    return [list(map(str, c)) for c in cols]


def dump(key: list[int], cols: list[list[str]]) -> str:
    return json.dumps({"key": key, "cols": cols}, separators=(",", ":"))


@dataclass
class ColumnGeometry:
    """Where the columns go in the hand area: ``per_row`` columns a row, cards ``cw`` × ``ch``
    with ``strip`` of each covered card showing."""

    area: Rect
    per_row: int
    cw: float
    ch: float
    strip: float
    pitch: float
    depth: int  # the longest column, in cards
    band: float  # above the columns: the new-column slot while a card moves

    @property
    def col_h(self) -> float:
        return self.strip * (self.depth - 1) + self.ch

    def column_rect(self, i: int, n_cols: int) -> Rect:
        row, col = divmod(i, self.per_row)
        in_row = min(self.per_row, n_cols - row * self.per_row)
        x0 = self.area.x + (self.area.w - in_row * self.pitch) / 2
        return Rect(x0 + col * self.pitch, self.area.y + self.band + 4 + row * (self.col_h + 6), self.pitch,
                    self.col_h)

    def slot_rect(self, bar: Rect | None = None) -> Rect:
        """The new column's slot: a band across the top of the hand (it costs no row of columns),
        or, without one (a phone), over the top row of the action bar ``bar`` (its tools: while a
        card moves, 移牌 and 打出 in the bar's lower row stay)."""
        if self.band < 30 and bar is not None:
            return Rect(self.area.x + self.area.w * 0.1, bar.y + 2, self.area.w * 0.8, SLOT_H)
        return Rect(self.area.x + self.area.w * 0.15, self.area.y + 4, self.area.w * 0.7, self.band - 2)

    def card_rect(self, col: Rect, j: int, n: int) -> Rect:
        """Card ``j`` of ``n`` in a column, stacked from the bottom up; the last one is whole."""
        y = col.b - self.ch - (n - 1 - j) * self.strip
        return Rect(col.x + (self.pitch - self.cw) / 2, y, self.cw, self.ch)


STRIP_WIDE = 0.5   # a laptop's covered card shows half its height (26 px more hand for 3 deep, the felt has it)


def geometry(area: Rect, n_cols: int, depth: int, phone: bool, band: float = 0.0) -> ColumnGeometry:
    """Column sizes for a hand area of this width (40 px wide targets on a phone, down to 31 when
    that keeps the whole hand in one row: a second row of one or two columns would take the
    table's room for the melds and discards, and a column is a tall target)."""
    min_pitch = 41.0 if phone else 40.0
    per_row = max(1, min(n_cols, int(area.w // min_pitch)))
    if phone and area.w / max(1, n_cols) >= ONE_ROW_PITCH:   # (not area.w // (area.w / n): n - 1 in floats)
        per_row = max(1, n_cols)
    pitch = min(area.w / per_row, 62.0 if phone else 66.0)
    min_strip = 40.0 if phone else 26.0
    ch = (pitch - 3) * 1.6
    # as tall as the area allows: the table may give less than asked (a small window, the cap)
    rows = -(-n_cols // per_row)
    # above the cards: the new column's slot on a wide table (a phone's lies over the bar's top row,
    # play-test: 36 px of empty felt over the hand), more for 托管's bar
    band = max(band, 0.0 if phone else 30.0)
    room = (area.h - 10 - band - (rows - 1) * 6) / rows
    d = max(1, depth) - 1
    ch = min(ch, room / (1 + 0.42 * d) if room / (1 + 0.42 * d) * 0.42 >= min_strip else room - min_strip * d)
    ch = max(ch, 30.0)
    strip = max(min_strip, ch * 0.42)
    if not phone and d:   # a laptop's spare room goes to the strips, up to half a card (play-test 28 #2:
        strip = max(strip, min(ch * STRIP_WIDE, (room - ch) / d))   # 柒 aimed at in a 42 px strip, 七 played)
    if d and strip * d + ch > room:  # a small window: thinner strips, then shorter cards, never off the area
        strip = max(8.0, (room - ch) / d)
        ch = max(10.0, min(ch, room - strip * d))
    cw = min(pitch - 3, ch / 1.6 * 1.25)
    return ColumnGeometry(area, per_row, cw, ch, strip, pitch, max(1, depth), band)


def needed_height(g: ColumnGeometry, n_cols: int) -> float:
    rows = max(1, -(-n_cols // g.per_row))
    return g.band + rows * g.col_h + (rows - 1) * 6 + 10


TAG_CLEAR = 18.0   # a corner tag's 16 px and a gap: a glyph starts under or beside it


def column_card(dl: DisplayList, r: Rect, strip: float, f: CardFace, selected: bool, dim: bool,
                tag_left: bool = False) -> None:
    """A hand card whose top ``strip`` shows (the glyph sits there, as on real zipai cards); a
    card that cannot be discarded is faded and tagged (坎 in jade, 王霸 in gold). ``tag_left``: a
    16 px tag goes in its top left corner (炮, 听): the glyph keeps clear of it, under it where the
    strip is tall enough, else beside it (play-test 22: a 炮 tag over 七 and 九 read as 儿)."""
    rad = max(3.0, r.w * 0.09)
    dl.shadow(3, "rgba(20,16,12,0.28)", 0, 1.5)
    dl.rect(r, f.tint, None, 1.0, rad)
    dl.shadow(0)
    if dim:
        dl.rect(r, "rgba(60,52,44,0.38)", None, 1.0, rad)
    dl.rect(r, None, th.CINNABAR if selected else "rgba(43,38,34,0.4)", 2.5 if selected else 1.0, rad)
    if f.accent:
        dl.rect(r.inset(max(2.0, r.w * 0.06)), None, f.accent, 1.0, rad * 0.6)
    size = fit_size(f.big, min(r.w * 0.6, strip * 0.62), r.w - 6)
    y = r.y + min(strip, r.h) * 0.46
    tag_w = min(r.w * 0.5, 26)
    if f.sub and text_width(f.sub, 10) > tag_w - 2:   # English's "100 big" across the top (play-test 16: ~6 px
        tag_w = r.w - 2                               # in the corner)
    if f.sub and text_width(f.big, size) / 2 > r.w / 2 - tag_w - 2:   # a wide face (王霸) goes under its tag
        room = min(strip, r.h) - 16
        size = min(size, fit_size(f.big, room * 0.9, r.w - 6))
        y = r.y + 16 + room / 2
    cx = r.cx
    if tag_left:
        vis = min(strip, r.h)
        if vis - TAG_CLEAR - 1 >= size * 0.75:
            size = min(size, vis - TAG_CLEAR - 1)
            y = max(y, r.y + TAG_CLEAR + size / 2)
        else:
            size = fit_size(f.big, size, r.w - TAG_CLEAR - 4)
            cx = r.x + TAG_CLEAR + (r.w - TAG_CLEAR) / 2
    dl.text(cx, y, f.big, size, f.ink, "c", "b", "s", r.w - 4)
    if f.sub:
        wide = tag_w > 26
        tag = Rect(r.r - tag_w, r.y + 2, tag_w - 2, 13 if wide else 12)
        if dim:
            dl.rect(tag, th.JADE if f.sub in ("坎", "kan") else th.GOLD, None, 1.0, 3)
        dl.text(tag.cx, tag.cy, f.sub, fit_size(f.sub, 11 if wide else 10, tag.w), th.PAPER if dim else th.INK_SOFT, "c", "b", "a",
                tag.w)
