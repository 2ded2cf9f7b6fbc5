"""The 跑胡子 table as players know it: the viewer at the bottom, the next seat on the right and the
other on the left, each with its open melds (zipai columns, a 胡 seat's revealed hand beside them)
and its own discards in front of it, the card in play large in the middle with where it came from,
and the stock beside it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ....core.game import JSON
from ....core.i18n import pick
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...widgets import card_back
from .advice import awaited
from .common import GROUP, Speaker, bowl_grid, mini_card
from .ledger import pay_points, signed
from .recent import draw_recent
from .sheet import win_title
from .standing import draw_standing
from .taken import Traces, draw_trace, with_traces

TILE = 1.0  # a meld or discard tile is square (columns of four stay low, the glyph large)
SHOWN_W = 20.0   # a phone's 亮张 tile by the stock (its glyph ~14 px)


@dataclass
class Board:
    """Where each seat's melds and discards, the card in play and the stock were drawn last (flights
    start and land there)."""

    melds: dict[int, Rect] = field(default_factory=dict)
    river: dict[int, Rect] = field(default_factory=dict)
    card: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    boxes: dict[int, Rect] = field(default_factory=dict)   # each seat's part
    middle: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    stock: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    hands: dict[int, Rect] = field(default_factory=dict)   # another seat's hidden hand (a wide table)
    fresh: tuple[int, str] | None = None   # the seat and card that went into the discards last
    recent: Traces = field(default_factory=Traces)   # a phone's last moves, under the card in play; claimed discards
    linger: tuple[int, str, float] | None = None   # a card turned up that nobody may take: seat, card, until
    landing: int | None = None   # the seat whose last discard is in the air from the middle (not drawn there)
    slots: dict[int, Rect] = field(default_factory=dict)   # where each seat's last discard lies


@dataclass
class Area:
    """One seat's part of the table: its bowl and name line, melds and discards (and another
    seat's hidden hand, as drawn)."""

    seat: int
    box: Rect
    melds: Rect
    river: Rect
    hand: Rect | None = None
    fresh: bool = False   # its last discard is the table's newest: marked
    cap: float = 50.0         # its meld tiles at most (a phone's: one size all hand, play-test 8)
    river_cap: float = 40.0   # its discard tiles at most
    clear: Rect | None = None   # the discards keep above it (a phone's 听牌 bubble over the part's foot)
    landing: bool = False   # its last discard is still flying there: its place kept empty
    slot: Rect | None = None   # where its last discard lies, as drawn
    traces: list[tuple[int, str, str]] = field(default_factory=list)   # its claimed discards (taken.py)


TOP_SHARE = 0.62   # the felt's height the other seats' parts take when the viewer's lies below them
PHONE_MELD = 28.0   # a phone's seat parts: meld tiles of this size all hand (play-test 8, 60 -> 72: from
PHONE_OWN = 28.0    # ~50 px to ~16 as the parts re-laid), the player's own alike (34 shrank to 24 each time a
                    # row of answers or 打出 popped up under them), and their discards this size (24/26 px
PHONE_RIVER = 30.0  # left ~40% of a phone's felt empty: play-test 16; four columns a row in a seat's part)
OWN_FLOOR = 18.0 + 8 + 3 * PHONE_OWN + 13 + 1   # the player's part keeps this much under answers (3-deep
                                                 # labelled melds at full size; play-test 8)


def areas(r: Rect, viewer: int, phone: bool, own_apart: bool, own_b: float | None = None) -> tuple[list[Area], Rect]:
    """The seats' parts and the middle (the card in play, the stock): the left and right seats
    side by side, the viewer across the bottom unless ``own_apart`` (a wide table draws the
    viewer's melds and discards beside the hand: ``own_area``), ending at ``own_b`` (answers or the
    听牌 line under it). The seats' parts and the middle never move (play-test 8: the phone table
    re-laid itself every move)."""
    right, left = (viewer + 1) % 3, (viewer + 2) % 3
    top, mine = (r, Rect(r.x, r.b, r.w, 0)) if own_apart else r.cut_top(r.h * TOP_SHARE)
    if own_b is not None and own_b < mine.b:
        mine = Rect(mine.x, mine.y, mine.w, max(0.0, own_b - mine.y))
    mid_w = max(84.0, top.w * (0.24 if phone else 0.2))
    side_w = (top.w - mid_w - 8) / 2
    lbox = Rect(top.x, top.y, side_w, top.h - 4)
    rbox = Rect(top.r - side_w, top.y, side_w, top.h - 4)
    mid = Rect(lbox.r + 4, top.y, mid_w, top.h - 4)
    out = []
    for seat, box in ((left, lbox), (right, rbox)):
        inner = box.inset(6, 4)
        _, body = inner.cut_top(head_height(box))
        # the melds over the discards, each across the part (draw_area splits it by what each needs):
        # side by side, the melds at the foot of the outer side and the discards at the top by the
        # middle left a laptop's part mostly empty between them (re-test 4)
        m, rv = body.cut_top(body.h * 0.6)
        out.append(Area(seat, box, m, Rect(rv.x, rv.y + 3, rv.w, rv.h - 3), cap=PHONE_MELD if phone else MAX_TILE))
    if not own_apart:
        out.append(own_area(viewer, mine, phone))
    return out, mid


NARROW = 260.0   # a seat's part narrower than this (a phone's) names its bowl only when lit


def head_height(box: Rect) -> float:
    """One line: the melds need the height (play-test: their labels went on a phone); a wide
    part's holds the seat's hidden hand too (``draw_fan``)."""
    return HEAD_TALL if box.w > NARROW else 18.0


def own_area(viewer: int, box: Rect, phone: bool) -> Area:
    """The viewer's part: its melds on the left, its discards on the right."""
    inner = box.inset(6, 4)
    _, body = inner.cut_top(18.0)
    split = body.w * (0.56 if phone else 0.6)
    return Area(viewer, box, Rect(body.x, body.y, split - 6, body.h), Rect(body.x + split, body.y, body.w - split,
                                                                           body.h),
                cap=PHONE_OWN if phone else MAX_TILE, river_cap=PHONE_RIVER if phone else MAX_RIVER)


RIVER_TILE = 20.0   # a stacked part's discards: tiles of at least this size, six a row at most
RIVER_PER = 6


def river_tile(body: Rect) -> float:
    """A stacked part's discard tile: one size for the hand, whatever their number (play-test 3
    P30: three discards at 40 px beside another seat's four at 16 px)."""
    if body.w <= NARROW:   # a phone's four a row (five: 24 px, play-test 16; 20 px read as chips, play-test 8)
        return min(PHONE_RIVER, (body.w + 2) / (RIVER_PER - 2) - 2)
    return max(RIVER_TILE, min(MAX_RIVER, (body.w + 2) / RIVER_PER - 2))


def stacked(body: Rect, n: int, melds: bool = True, share: float = 0.4) -> tuple[Rect, Rect]:
    """A narrow part's melds above its discards: the discards as many rows as they need (two at
    least, 40% at most; all the part a seat with no melds needs), the melds the rest (play-test: a
    fixed 40% left the melds tiny)."""
    t = river_tile(body) if body.w > NARROW else RIVER_TILE + 4   # (a phone's melds keep the room they had
    per = max(1, int((body.w + 2) // (t + 2)))                    # before its discards grew to 30 px)
    need = -(-max(2 * per, n) // per) * (t + 2) + 3
    h = min(need, body.h * (share if melds else 1.0))
    rv, m = body.cut_bottom(h)
    return m, Rect(rv.x, rv.y + 3, rv.w, rv.h - 3)


def beside(body: Rect, outer_right: bool) -> tuple[Rect, Rect]:
    """A wide part's melds on its outer side and its discards by the middle."""
    cut = body.w * 0.56
    if outer_right:
        return body.right(cut), body.left(body.w - cut - 8)
    return body.left(cut), body.right(body.w - cut - 8)


def top_aligned(melds: Rect, whole: Rect, n: int, depth: int, most: float = 50.0) -> tuple[Rect, Rect]:
    """Stacked melds as high as their tiles need, from the top, and the discards under them (at
    the foot of the part a laptop's shallow melds stood apart from the name line over them)."""
    w, _pitch, labels, rows = column_grid(melds, n, depth, most)
    need = rows * (max(3, depth) * w * TILE + (13 if labels else 0)) + (rows - 1) * 4 + 1
    if need >= melds.h:
        return melds, Rect(melds.x, melds.b + 3, melds.w, whole.b - melds.b - 3)
    m = Rect(melds.x, melds.y, melds.w, need)
    return m, Rect(m.x, m.b + 6, m.w, whole.b - m.b - 6)


def meld_columns(s: JSON, view: JSON, seat: int, fold: bool = False) -> list[tuple[list[str | None], str, bool]]:
    """A seat's columns as drawn: each meld (face-down cards as None) with its label, then, for a
    seat whose hand the rules reveal (a 胡 seat, locked), its 坎, free cards and 王霸 (True), and
    last the cards it won on under 胡 (play-test: a won card drawn in the river read as a discard), each
    kind once past two columns of them. ``fold`` (a phone's part): a locked seat's open hand is one
    column, 点看 (a tap on the part opens its hand large; play-test 22 #4: with it every tile of the
    part was ~20 px and its discards wrapped under its melds)."""
    out: list[tuple[list[str | None], str, bool]] = []
    mine = seat == view.get("seat")
    for m in s.get("melds", []):
        closed = not mine and not s.get("locked") and not s.get("open")   # a 胡 seat's cards lie open (a replay's)
        down = int(m.get("down", 0)) if closed else 0
        cards: list[str | None] = []
        for i, c in enumerate(m["cards"]):
            hidden = bool(m.get("hidden")) or (closed and (i < down and m["type"] != "TI"
                                                           or m["type"] == "TI" and i < 3))
            cards.append(None if hidden else c)
        out.append((cards, "WEI" if m.get("hidden") else str(m["type"]), False))
    # loose cards stand as deep as the deepest meld, 3 at least: a column of 4 beside melds of 3
    # made every tile of a phone's 胡 seat a quarter smaller (play-test 3: ~15 px in a 126 px part)
    deep = max([3, *(len(c[0]) for c in out)])
    if fold and s.get("locked") and not s.get("open") and not mine and s.get("hand") is not None:
        shown = [k for k in s.get("kans") or [] for _ in range(3)] + sorted(s.get("hand") or []) + ["*"] * int(s.get("wilds") or 0)
        out.append((list(shown[:deep]) or [None] * deep, "HAND", True))   # face up, as the apps show a 胡 hand
        # (play-test 32, 062744-ph-t1-w5: its backs read as a hidden 偎); the whole of it a tap away
    elif (s.get("locked") or s.get("open")) and not mine and s.get("hand") is not None:
        for k in s.get("kans") or []:
            out.append(([k, k, k], "KAN", True))
        free = sorted(s.get("hand") or []) + ["*"] * int(s.get("wilds") or 0)
        for i in range(0, len(free), deep):
            out.append((list(free[i:i + deep]), "", True))
    won = list(s.get("won") or [])
    if len(won) > 2 * deep:   # a locked hand's many wins: each kind once (the 胡×N tag counts them; play-test
        won = list(dict.fromkeys(won))   # 6: 32 won cards squeezed the part's tiles to ~20 px)
    for i in range(0, len(won), deep):
        out.append((list(won[i:i + deep]), "HU", False))
    return out


MAX_TILE = 50.0   # a meld tile's cap: early in a hand a laptop's seat parts stand mostly empty (play-test)
MAX_RIVER = 40.0  # a discard tile's


def column_tile(r: Rect, n: int, labels: bool, depth: int, rows: int = 1, most: float = 50.0) -> tuple[float, float]:
    """Tile width and how far apart columns stand for ``n`` columns of up to ``depth`` in ``r``, in
    ``rows`` rows."""
    per = -(-max(1, n) // rows)
    room_h = (r.h - (rows - 1) * 4) / rows - (13 if labels else 0)
    w = min(room_h / (max(3, depth) * TILE), r.w / per - 3, most)
    return max(8.0, w), max(8.0, w) + 3


def column_grid(r: Rect, n: int, depth: int, most: float = 50.0) -> tuple[float, float, bool, int]:
    """The largest tiles ``n`` columns get in ``r``: in one row, or in two or three when the part is
    narrow and tall (a phone's 胡 seat shows a whole hand: play-test, ~20 px tiles in one row
    while the part stood half empty); labels when the tiles keep 15 px."""
    found = []
    for rows in range(1, min(3, max(1, n)) + 1):
        for labels in (True, False):
            w, pitch = column_tile(r, n, labels, depth, rows, most)
            if w >= 15 or not labels:
                found.append((w, pitch, labels, rows))
    # labelled first, then the largest tiles (another row only for 2 px more)
    return max(found, key=lambda f: (f[2], f[0] - 2 * (f[3] - 1)))


def draw_columns(dl: DisplayList, sp: Speaker, r: Rect, cols: list[tuple[list[str | None], str, bool]],
                 huxi: list[int | None], align_right: bool, most: float = 50.0) -> float:
    """Columns of tiles from the bottom of ``r`` up, each labelled with its type (and 胡息) when the
    room allows; a revealed hand's columns are framed in gold. Returns the width they take."""
    if not cols:
        return 0.0
    depth = max(len(c[0]) for c in cols)
    w, pitch, labels, rows = column_grid(r, len(cols), depth, most)
    per = -(-len(cols) // rows)
    th_ = w * TILE
    x = r.r - pitch * per + 3 if align_right else r.x
    row_h = (r.h - (rows - 1) * 4) / rows + 4
    labs = column_labels(sp, cols, huxi, pitch + 1, per) if labels else []
    for i, (cards, kind, revealed) in enumerate(cols):
        row, col = divmod(i, per)
        cx = x + col * pitch
        base = r.y + row * row_h + row_h - 4 - (13 if labels else 0) if rows > 1 else r.b - (13 if labels else 0)
        for j, c in enumerate(cards):
            mini_card(dl, Rect(cx, base - (j + 1) * th_, w, th_ - 1), c, sp.lang, c is None)
        if revealed or kind == "HU":   # a revealed hand in gold, the cards won on in red
            dl.rect(Rect(cx - 1.5, base - len(cards) * th_ - 1.5, w + 3, len(cards) * th_ + 2), None,
                    th.GOLD if revealed else th.CINNABAR, 1.5, 3)
        if labs and labs[i][0]:
            dl.text(cx + w / 2, base + 7, labs[i][0], 11, th.PAPER, "c", "n", "a", labs[i][1])
    return pitch * per - 3


def column_labels(sp: Speaker, cols: list[tuple[list[str | None], str, bool]], huxi: list[int | None],
                  room: float, per: int) -> list[tuple[str, float]]:
    """Each column's label and its width at 11 px: its type and 胡息, or its type only (顺0 beside 顺6,
    not a bare 顺: play-test 21); a type wider than its column takes the room its neighbours' labels
    leave (play-test 30 #5, 030009: a phone's 二七十 went unlabelled between 顺0 and 跑6), with its 胡息
    where that fits (play-test 36 #3, 130724: a bare 二七十), the part's edge beside the row's last
    (130650: none there), else none."""
    out: list[tuple[str, float]] = []
    labs: list[tuple[str, str]] = []
    for i, (_cards, kind, _rev) in enumerate(cols):
        hx = huxi[i] if i < len(huxi) else None
        short = pick(GROUP[kind], sp.lang) if kind else ""
        labs.append((short + ((" " if sp.lang == "en" else "") + str(hx) if hx is not None else ""), short))
        out.append(next(((t, room) for t in labs[-1] if t and text_width(t, 11) <= room), ("", 0.0)))
    for i, (lab, short) in enumerate(labs):
        if out[i][0] == lab or not short:
            continue
        spare = [max(0.0, (room - text_width(out[k][0], 11)) / 2 - 2) if 0 <= k < len(cols) and k // per == i // per
                 else EDGE for k in (i - 1, i + 1)]
        wide = room + 2 * min(spare)   # (centred under its column)
        out[i] = next(((t, wide) for t in (lab, short) if text_width(t, 11) <= wide), out[i])
    return out


EDGE = 5.0   # a row's end column's label may reach this far past its column (the part's margin)


CARD_MAX = 108.0   # the card in play's width: large, it is what every seat looks at (a laptop's middle)
MIN_RIVER = 14.0   # a discard's tile is never smaller (its glyph 11 px): the oldest make way


def river_layout(r: Rect, n: int, most: float = MAX_RIVER) -> tuple[float, int, int]:
    """The discards' tile width, how many a row and how many rows: as large as lets them all fit in
    ``r`` (``most`` at most), never under MIN_RIVER (then the newest that fit show)."""
    w0 = min(MIN_RIVER, r.h / TILE, r.w)
    best = (w0, max(1, int((r.w + 2) // (w0 + 2))), max(1, int((r.h + 2) // (w0 * TILE + 2))))
    for rows in range(1, 13):
        w = min((r.h - (rows - 1) * 2) / rows / TILE, most)
        per = int((r.w + 2) // (w + 2))
        if per >= 1 and per * rows >= n and w > best[0]:
            best = (w, per, rows)
    return best


def draw_river(dl: DisplayList, sp: Speaker, r: Rect, cards: list[str], align_right: bool,
               most: float = MAX_RIVER, fresh: bool = False, landing: bool = False,
               dim: dict[int, str] | None = None) -> Rect | None:
    """A seat's discards in rows, first at the top, kept inside ``r`` (the oldest drop off only when
    even the smallest tiles run out of room); ``fresh``: the last is the table's newest, framed in
    gold as the apps mark it (play-test 8: reading the table, which card just went). ``landing``: the
    last one's place kept empty (it flies there). Returns the last one's place."""
    if not cards:
        return None
    # (the rows come with the width: worked out again from it, 3 rows of a 92 px river came out
    # 2 in floats, and a phone's oldest discards went missing: play-test)
    w, per, rows = river_layout(r, len(cards), most)
    h = w * TILE
    shown, dim = cards[-per * rows:], dim or {}
    skip = len(cards) - len(shown)
    slot = None
    for i, c in enumerate(shown):
        row, col = divmod(i, per)
        x = r.r - (col + 1) * (w + 2) + 2 if align_right else r.x + col * (w + 2)
        slot = Rect(x, r.y + row * (h + 2), w, h)
        if landing and i == len(shown) - 1:
            break
        mini_card(dl, slot, c, sp.lang)
        if i + skip in dim:
            draw_trace(dl, slot, dim[i + skip], sp.lang)
        if fresh and i == len(shown) - 1:
            dl.rect(Rect(x - 1.5, r.y + row * (h + 2) - 1.5, w + 3, h + 3), None, th.GOLD, 2.0, 4)
    return slot


def draw_area(dl: DisplayList, sp: Speaker, a: Area, view: JSON, acting: bool, lit: float | None) -> None:
    """One seat's part: its bowl and 胡息, melds, discards; the viewer's in a frame (gold while it
    acts), another seat's lying on the felt in front of its badge (play-test: boxes, not places at
    one table; the badge glows while the seat acts)."""
    s = view["seats"][a.seat]
    seat = view.get("seat")
    own = a.seat == (seat if isinstance(seat, int) else 0)   # the bottom part (a replay's seat 0)
    if own:
        dl.rect(a.box, "rgba(184,137,58,0.20)" if acting else "rgba(244,236,220,0.07)",
                th.GOLD if acting else None, 1.5, 10)
    head = Rect(a.box.x + 6, a.box.y + 4, a.box.w - 12, 16)
    right = a.seat == (int(view.get("seat") or 0) + 1) % 3 and view.get("seat") is not None
    if not own and a.box.w > NARROW:   # a wide table: the head row holds the seat's hidden hand, at its
        row = Rect(head.x, a.box.y + 3, head.w, HEAD_TALL - 2)   # badge's side, all hand long
        head = Rect(head.x, row.cy - 8, head.w, 16)
        if hidden_hand(s, own, a.box.w):
            a.hand, used = draw_fan(dl, sp, row, int(s["concealed"]), right)
            head = Rect(head.x, head.y, head.w - used - 10, 16) if right else \
                Rect(head.x + used + 10, head.y, head.w - used - 10, 16)
    cell = BOWL_CELL   # the seat's bowl, its lit cells readable (play-test 34 #4: a ~10 px icon)
    gy = head.cy - 1.5 * cell
    bowl_grid(dl, head.x, gy, cell, int(s.get("bowl", 0)), view.get("phase") == "light" and acting)
    # a tap on the grid says what it is (play-test 5: "only a small icon; I found no bigger view"); a
    # seat's view only: the replay (view(None)) keeps no tips (it never clears them between frames)
    tips = isinstance(view.get("seat"), int)
    if tips:
        sp.tip(dl, Rect(head.x - 1, gy - 1, 3 * cell + 2, 3 * cell + 2), sp.g(
            "bowl_tip", name=sp.name(a.seat), k=bin(int(s.get("bowl", 0))).count("1"), m=int(s.get("bowl_mult", 1))))
    if lit is not None:
        c = int(lit)
        dl.circle(head.x + (c % 3 + 0.5) * cell, gy + (c // 3 + 0.5) * cell, cell * 1.4, None, th.GOLD, 1.5)
    wide = a.box.w >= NARROW or own   # (a narrow part's seat badge says 庄 and 胡息)
    name = sp.name(a.seat) + (f"［{sp.g('dealer')}］" if view.get("dealer") == a.seat and wide else "")
    mult = int(s.get("bowl_mult", 1))
    parts = [sp.g("bowl_x", m=mult)] if mult > 1 or wide else []   # (盆×1: the grid says it)
    wins = [r for r in view.get("records") or [] if r.get("seat") == a.seat]
    if wide:
        parts.append(sp.g("huxi", n=seat_huxi(s, wins)))
    if s.get("kan_huxi") and wide and not (s.get("locked") and wins):
        parts.append(sp.g("kan_hx", n=s["kan_huxi"]))
    tag = sp.g("dead") if s.get("dead") else sp.g("locked") + (f"×{len(wins)}" if len(wins) > 1 else "") \
        if s.get("locked") or wins else ""
    x0 = head.x + 3 * cell + 6
    if wins and not s.get("dead"):   # what its last win brought, staying (play-test 30: later wins went by in
        tag += " " + signed(win_gain(sp, a.seat, wins[-1]), sp.lang)   # 2-3 s toasts, 2 of 23 seen on a phone)
    tag_w = max(36.0, text_width(tag, 11) + 10) if tag else 0.0
    room = head.r - x0 - (tag_w + 4 if tag else 0)
    line = " · ".join([name, *parts]) if wide else " ".join([*parts, name])
    if not wide and parts and text_width(line, 11) > room:   # the multiple alone after the grid: "×8 电脑1";
        line = parts[0] if tag and text_width(parts[0], 11) <= room else f"×{mult} {name}"   # beside a 胡 tag
        # "盆×8" whole, the plate right above naming the seat (play-test 36 #3, 130442: "×8 胡×8 +2,880")
    if not wide and text_width(line, 11) > room:   # a phone's winner: its plate right above names it
        line = f"×{mult}" if mult > 1 else ""
    while wide and parts and text_width(line, 11) > room:   # never squeezed below 11 px: the last part
        parts.pop()                                         # goes (坎胡息, 胡息, the bowl) (play-test)
        line = " · ".join([name, *parts])
    if wide and text_width(line, 11) > room:   # then the dealer's mark (the seat's badge says it)
        line = sp.name(a.seat)
    dl.text(x0, head.cy, line, fit_size(line, 12, room, 11.0), th.PAPER, "l", "b", "a", room)
    if tag:
        tr = Rect(head.r - tag_w, head.y, tag_w, 16)
        dl.rect(tr, th.CINNABAR if s.get("locked") else th.INK_FAINT, None, 1.0, 8)
        dl.text_in(tr, tag, 11, th.PAPER, weight="b", pad=1)
        if wins and tips:   # a tap lists the seat's wins this hand (re-test 4: a 血流 win gone by had no trace)
            sp.tip(dl, tr, wins_text(sp, a.seat, wins))
    cols = meld_columns(s, view, a.seat, a.box.w <= NARROW and not own)
    river, dim = with_traces(list(s.get("river", [])), a.traces)
    most = a.river_cap
    if a.melds.x == a.river.x and a.melds.w == a.river.w:   # stacked: the discards take
        whole = Rect(a.melds.x, a.melds.y, a.melds.w, a.river.b - a.melds.y)
        # a phone's 胡 seat's discards a quarter (smaller tiles): its revealed hand was ~10 px (play-test 20 #3)
        share = 0.25 if whole.w <= NARROW and s.get("locked") and not own else 0.4
        a.melds, a.river = stacked(whole, len(river), bool(cols), share)
        most = river_tile(whole)
        if whole.w <= NARROW and cols:   # a phone's: the melds from the top in tiles of one size, the
            depth = max(len(c[0]) for c in cols)   # discards right under them (play-test 8, 60 -> 72)
            a.melds, a.river = top_aligned(a.melds, whole, len(cols), depth, a.cap)
        if not cols:   # a part with no melds: its discards under its name (play-test 9, p13: a phone's at its foot)
            a.melds, a.river = Rect(whole.x, whole.y, whole.w, 0), Rect(whole.x, whole.y + 3, whole.w, whole.h - 3)
        if whole.w > NARROW and cols:   # a wide part: beside when that makes the melds larger (a 胡
            m, rv = beside(whole, right)   # seat's revealed hand in a dozen columns)
            depth = max(len(c[0]) for c in cols)
            top = column_grid(a.melds, len(cols), depth)[0]   # (beside only for small tiles: it leaves
            if top < BESIDE_BELOW and column_grid(m, len(cols), depth)[0] >= top + 2:   # the part's middle empty)
                a.melds, a.river, most = m, rv, MAX_RIVER
            else:   # the melds under the seat's name line, the discards right under them
                a.melds, a.river = top_aligned(a.melds, whole, len(cols), depth)
    if own and cols and a.river_cap == PHONE_RIVER and a.melds.x != a.river.x:   # a phone's own: from the top
        a.melds = top_aligned(a.melds, a.melds, len(cols), max(len(c[0]) for c in cols), a.cap)[0]   # (its foot
    huxi: list[int | None] = [m.get("huxi") for m in s.get("melds", [])]                         # under 听牌)
    used = draw_columns(dl, sp, a.melds, cols, huxi, right, a.cap)
    if own and 0 <= a.river.x - a.melds.r < 24:
        # the viewer's discards beside its melds (a phone): they start where the melds end, not
        # in the middle of the part (play-test); the room the melds do not use is theirs
        x = min(a.river.x, a.melds.x + used + 12)
        a.river = Rect(x, a.river.y, a.river.r - x, a.river.h)
        if used:   # a rule between them: the melds and the discards read as two places (play-test)
            dl.rect(Rect(x - 7, a.river.y + 2, 1.5, a.river.h - 4), "rgba(244,236,220,0.25)", None, 1.0, 0)
    if not own and a.box.w > NARROW:   # clear of the felt's rounded corner by the rim (play-test 12, 113/122:
        a.river = Rect(a.river.x + (0.0 if right else RIM_CLEAR), a.river.y,   # a long second row ran onto it)
                       a.river.w - RIM_CLEAR, a.river.h - RIM_CLEAR / 2)
    if a.clear is not None and a.river.x < a.clear.r and a.clear.x < a.river.r and a.clear.y < a.river.b:
        # the discards in smaller tiles above the 听牌 bubble, not under it (play-test 18, phone: over them)
        a.river = Rect(a.river.x, a.river.y, a.river.w, max(MIN_RIVER * TILE, a.clear.y - 3 - a.river.y))
    if (a.box.w <= NARROW and not own) or (own and a.river_cap == PHONE_RIVER):   # a phone's discards on a tray of their
        dl.rect(a.river.inset(-2), RIVER_TRAY, "rgba(244,236,220,0.14)", 1.0, 6)   # own, apart from the melds
    a.slot = draw_river(dl, sp, a.river, river, right, most, a.fresh and len(river) - 1 not in dim, a.landing, dim)   # (play-test 26 #3: "melds and discards share a box")


RIVER_TRAY = "rgba(10,24,20,0.30)"   # a phone's discards' own place in each part


BOWL_CELL = 7.0   # a seat's 聚宝盆 grid cell at the table (was 5)
RIM_CLEAR = 10.0   # a wide part's discards keep this far from its outer side (half that from its foot)
BESIDE_BELOW = 34.0   # a wide part's melds go beside its discards only when under them their tiles are smaller
HEAD_TALL = 28.0      # a wide part's head row: the hidden hand's fan of backs beside the name line
FAN_BACK = 17.0       # ... each back's width


def hidden_hand(s: JSON, own: bool, width: float) -> bool:
    """Another seat's hand lies face down in its head row on a wide table: while it has one hidden
    (a 胡 seat's lies open in its columns)."""
    return not own and width > NARROW and isinstance(s.get("concealed"), int) and s.get("hand") is None


def draw_fan(dl: DisplayList, sp: Speaker, r: Rect, n: int, right: bool) -> tuple[Rect, float]:
    """Another seat's hidden hand: a fan of backs on the badge's side of its head row with the
    count at its end, the same all hand long (play-test 8, 12c/16: the backs at the part's foot
    went once the seat had a meld, the hand seemed taken away). Returns the fan and the width it
    takes with its count."""
    bh = min(r.h, FAN_BACK * 1.45)
    bw = bh / 1.45
    label = sp.g("in_hand", n=n)
    lw = text_width(label, 12) + 6
    step = min(bw * 0.42, max(1.0, (r.w * 0.45 - bw - lw) / max(1, n - 1)))
    fan_w = bw + step * max(0, n - 1)
    x0 = r.r - fan_w if right else r.x
    y = r.cy - bh / 2
    for i in range(max(0, n)):
        card_back(dl, Rect(x0 + i * step, y, bw, bh), small=True)
    dl.text(x0 - 5 if right else x0 + fan_w + 5, r.cy, label, 12, th.PAPER, "r" if right else "l", "b", "a", lw)
    return Rect(x0, y, fan_w, bh), fan_w + lw + 5


def wins_text(sp: Speaker, seat: int, wins: list[JSON]) -> str:
    """A seat's wins this hand, one a line: the card, how, and what it gained."""
    lines = [sp.g("wins_tip", name=sp.name(seat), n=len(wins))]
    for i, w in enumerate(wins):
        lines.append(f"{i + 1}. {win_title(sp, w)}  {signed(win_gain(sp, seat, w), sp.lang)}")
    return "\n".join(lines)


def win_gain(sp: Speaker, seat: int, w: JSON) -> float:
    """What a win brought its winner."""
    return pay_points(w, sp.lang)[seat] if seat < len(w.get("pay") or []) else int(w.get("final", 0))


def draw_middle(dl: DisplayList, sp: Speaker, r: Rect, view: JSON, board: Board, hide_card: bool,
                waits_on: int | None = None) -> None:
    """The card in play, large, with who drew or discarded it; the stock and the 亮张 under it."""
    dl.rect(r, "rgba(20,16,12,0.22)", None, 1.0, 10)
    off = view.get("offer")
    x = view.get("x")
    code: str | None = None
    label = ""
    if off:
        code = off["card"]
        label = sp.g("from_draw" if off.get("draw") else "from_discard", name=sp.name(off["src"]))
    elif x and view.get("phase") in ("selfhu", "light"):
        code = x.get("card")
        label = sp.g("from_draw", name=sp.name(view.get("actor")))
    elif board.linger is not None:   # on its way to the drawer's discards, a beat in the middle first
        code, label = board.linger[1], sp.g("from_draw", name=sp.name(board.linger[0]))
    narrow = r.w < 150   # a phone: the stock and the 亮张 share one row at the foot
    foot = 40.0 if not narrow else 30.0
    # room under the card for who it waits for (play-test: "电脑2 考虑中…" over "墩 33")
    # (a phone's wider, four of the last moves kept under it: 56 px there read small, play-test 16)
    cw = max(20.0, min(r.w * (0.7 if narrow else 0.62), (r.h - foot - 26 - 16) / 1.45, CARD_MAX))
    card_r = Rect(r.cx - cw / 2, r.y + 22, cw, cw * 1.45)
    board.card = card_r
    if label:
        dl.text(r.cx, r.y + 11, label, fit_size(label, 12, r.w - 6, 11.0), th.GOLD, "c", "b", "a", r.w - 6)
    if (code is not None or label) and not hide_card:
        if code is None:
            card_back(dl, card_r)
        else:
            mini_card(dl, card_r, code, sp.lang)
    elif not label:   # no card in play: whose discard it is
        dl.rect(card_r, None, "rgba(244,236,220,0.18)", 1.0, 6)
        actor = view.get("actor")
        if view.get("phase") == "discard" and isinstance(actor, int):
            t = sp.g("to_discard", name=sp.name(actor))
            ty = card_r.y + card_r.h * 0.3   # (a timed turn's clock stands under it, in the frame)
            dl.text(card_r.cx, ty, t, fit_size(t, 12, r.w - 6, 11.0), th.PAPER, "c", "n", "a", r.w - 6)
    # the stock: a small pile of backs with its count; the 亮张 beside it (the row's right end)
    sw = min(22.0, r.w * 0.2) if not narrow else 14.0
    stock = Rect(r.x + (4 if narrow else 8), r.b - foot + 4, sw, sw * 1.4)
    board.stock = stock
    for i in (2, 1, 0):
        card_back(dl, stock.move(i * 1.5, -i * 1.5), small=True)
    sc = view.get("shown")
    pile = sp.g("pile", n=view.get("pile", 0))
    # a phone's 亮张 wider than the stock's backs, its foot level with theirs (play-test 22: at 14 px
    # 一 showed as a dot)
    tw = SHOWN_W if narrow else sw
    room = (r.w - sw - (tw if sc else 0) - 15) if narrow else r.w / 2 - sw - 14
    dl.text(stock.r + 5, stock.cy, pile, fit_size(pile, 11, room, 11.0), th.PAPER, "l", "b", "a", room)
    sr = Rect(r.r - (4 if narrow else 6) - tw, stock.b - tw * 1.4, tw, tw * 1.4)
    if sc:
        mini_card(dl, sr, sc, sp.lang)
        if not narrow:   # (a phone's status line names the 亮张)
            shown = pick({"zh-Hans": "亮张", "zh-Hant": "亮張", "en": "shown"}, sp.lang)
            dl.text(sr.x - 4, sr.cy, shown, 11, th.PAPER, "r", "n", "a", room)
    foot_y = min(stock.y, sr.y) if sc else stock.y
    lines, share = view.get("standing") or ([], 0)   # the wins since the player's last move (standing.py),
    top = card_r.b + 18 + (0 if narrow else 2)   # under the caption, over the stock
    top += draw_standing(dl, Rect(r.x + 3, top, r.w - 6, foot_y - 4 - top), lines, share < 0) + 2
    if narrow:   # the last moves between the card and the stock (the log strip shows two lines)
        draw_recent(dl, sp, Rect(r.x + 4, top, r.w - 8, foot_y - 4 - top), board.recent.moves)
    if view.get("decisive"):
        dec = sp.g("decisive")
        dl.text(r.cx, card_r.b + 8, dec, fit_size(dec, 11, r.w - 6, 11.0), th.CINNABAR, "c", "b", "s", r.w - 6)
    elif board.linger is not None and not off and not hide_card:
        t = sp.g("no_taker")
        dl.text(r.cx, card_r.b + 9, t, fit_size(t, 11, r.w - 6, 9.0), th.PAPER, "c", "n", "a", r.w - 6)
    elif off and not hide_card and (t := deciding(sp, view, r.w - 6, awaited(view, view.get("seat"), False)
                                                  if waits_on is None else waits_on)):
        dl.text(r.cx, card_r.b + 9, t, 11, th.PAPER, "c", "n", "a", r.w - 6)


def deciding(sp: Speaker, view: JSON, room: float, waits_on: int | None) -> str:
    """Whom the card in play waits for, so a card standing still in the middle reads as being
    decided on (play-test: it seemed stuck while the bots thought): one seat, the one whose answer
    the claim waits on (re-test 4: "电脑1、电脑2 考虑中…" as both glowed), or the viewer."""
    me = view.get("seat")
    if view.get("phase") != "claim" or waits_on is None or me is None:   # (a replay: nobody decides, L52)
        return ""
    t = sp.g("your_call") if waits_on == me else sp.g("thinking", name=sp.name(waits_on))
    return t if text_width(t, 11) <= room else sp.g("thinking", name="").strip()


def is_fresh(board: Board, view: JSON, seat: int) -> bool:
    """The seat's last discard is the card that went into the discards last."""
    return board.fresh is not None and board.fresh[0] == seat and \
        (view["seats"][seat].get("river") or [None])[-1] == board.fresh[1]


def acting_seats(view: JSON, waits_on: int | None) -> set[int]:
    """The seats lit as acting: in a claim only the one it waits on (``advice.awaited``)."""
    if view.get("phase") == "claim":
        return {waits_on} if waits_on is not None else set()
    return set(view.get("to_act", []))


def draw_board(dl: DisplayList, sp: Speaker, r: Rect, view: JSON, board: Board, lit: dict[int, float],
               hide_card: bool, phone: bool, own_apart: bool, waits_on: int | None = None,
               own_b: float | None = None, clear: Rect | None = None) -> None:
    """The whole table in ``r``: the seats' parts and the middle (the viewer's part ending at ``own_b``,
    its discards above ``clear``)."""
    seat = view.get("seat")
    viewer = seat if isinstance(seat, int) else 0
    parts, mid = areas(r, viewer, phone, own_apart, own_b)
    acting = acting_seats(view, waits_on)
    for a in parts:
        a.fresh = is_fresh(board, view, a.seat)
        a.clear = clear if a.seat == viewer else None
        a.landing, a.traces = board.landing == a.seat, board.recent.taken.get(a.seat, [])
        draw_area(dl, sp, a, view, a.seat in acting, lit.get(a.seat))
        board.slots[a.seat] = a.slot or a.river
        board.melds[a.seat], board.river[a.seat], board.boxes[a.seat] = a.melds, a.river, a.box
        if a.hand is not None:
            board.hands[a.seat] = a.hand
        else:
            board.hands.pop(a.seat, None)
    board.middle = mid
    draw_middle(dl, sp, mid, view, board, hide_card, waits_on)


def draw_own(dl: DisplayList, sp: Speaker, left: Rect, right: Rect, view: JSON, board: Board,
             lit: float | None, waits_on: int | None = None) -> None:
    """The viewer's melds (left of the hand) and discards (right of it) on a wide table."""
    seat = view.get("seat")
    if not isinstance(seat, int) or left.w < 60:
        return
    a = Area(seat, left, Rect(left.x + 6, left.y + 24, left.w - 12, left.h - 28), Rect(right.x + 6, right.y + 24,
                                                                                      right.w - 12, right.h - 28))
    acting = seat in acting_seats(view, waits_on)
    a.fresh, a.landing, a.traces = is_fresh(board, view, seat), board.landing == seat, board.recent.taken.get(seat, [])
    draw_area(dl, sp, a, view, acting, lit)
    dl.rect(right, "rgba(184,137,58,0.20)" if acting else "rgba(244,236,220,0.07)", th.GOLD if acting else None,
            1.5, 10)
    # an empty part says what goes there (play-test 18: "empty meld boxes" read as unfinished)
    s = view["seats"][seat]
    for box, key, empty in ((a.melds, "own_melds", not meld_columns(s, view, seat)),
                            (a.river, "own_river", not s.get("river"))):
        if empty and box.w > 40:
            dl.text_in(box, sp.g(key), 14, "rgba(244,236,220,0.28)")
    board.melds[seat], board.river[seat], board.slots[seat] = a.melds, a.river, a.slot or a.river


def place_of(board: Board, where: str, seat: Any) -> Rect:
    """A flight's end: the stock, the card in play, another seat's hidden hand (else its melds), or
    a seat's melds or discards."""
    if where == "stock":
        return board.stock
    if where == "card":
        return board.card
    if where == "hand" and isinstance(seat, int) and seat in board.hands:   # a bot's discard leaves its hand
        return board.hands[seat]
    rects = board.melds if where == "melds" else board.river
    return rects.get(int(seat), board.card) if isinstance(seat, int) else board.card


def seat_huxi(s: JSON, wins: list[JSON]) -> int:
    """A seat's 胡息 as shown: its open melds', a won (locked) hand its last win's (play-test 39 #5,
    184100-after2: "胡息 0" after the player's win, 坎 玖玖玖 and 壹贰叁 in hand, the win card saying 18)."""
    return int(wins[-1].get("huxi", 0)) if s.get("locked") and wins else int(s.get("shown_huxi", 0))
