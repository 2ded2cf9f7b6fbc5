"""Where everything of the table goes, for a window of any size (phone, short landscape, laptop)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from .geom import Rect
from .widgets import MIN_HIT_PHONE, flow


@dataclass
class Layout:
    w: float
    h: float
    phone: bool
    top: Rect
    seats: dict[int, Rect]  # by seat number, opponents only
    me: Rect  # the viewer's own status strip
    center: Rect
    log: Rect
    buttons: Rect
    hand: Rect
    card_w: float
    card_h: float
    rows: int
    own_hand: bool = False  # the game lays out and draws the hand itself (GameUI.hand_height)
    # three seats on a wide table: the two opponents sit in the top corners, the centre spans the
    # width below them, and the band between them is the centre's too (its heading, a counter)
    band: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    # on a phone the seats sit round the table on its rim, inside ``center``: the game lays each
    # play between them, in front of its seat (six, 够级: ``ring``; four, 花鸟风月: ``cross``)
    ring: bool = False


def table_layout(w: float, h: float, n: int, viewer: int | None, hand_cards: int, max_card_w: float,
                 card_ratio: float, buttons_height: Callable[[float], float],
                 hand_height: Callable[[float, bool], float | None] | None = None,
                 hand_min: float = 0.0, log_max: float = 300.0) -> Layout:
    """``buttons_height(width)`` is how tall the action bar is when it has that width;
    ``hand_height(width, phone)``, when it gives a height, is the game's own hand area's;
    ``hand_min``: the hand area (``Layout.hand``) is at least that tall (a table keeps its bar put);
    ``log_max``: the laptop's log column at most."""
    # "phone" = one column (phones, portrait tablets); "short" = a wide but low window (a phone
    # held sideways): every opponent goes in one row across the top, and the cards get smaller
    short = w > h and h < 600
    phone = not short and (w < 720 or (h > w and w < 1000))
    pad = 8.0
    top, rest = Rect(0, 0, w, h).cut_top(48 if phone else 50)
    # a phone on its side folds the log behind its button: the table needs the width (a 够级 hand)
    # six seats (够级) round an oval want the whole width: the log folds behind its button too
    side = 0.0 if phone or short or w < 720 or n >= 6 else min(log_max, w * 0.24)
    log_r = Rect(w - side, top.b, side, h - top.b) if side else Rect(0, 0, 0, 0)
    table = Rect(0, top.b, w - side, h - top.b)
    # The hand: rows of cards at least MIN_HIT_PHONE wide on a phone.
    avail = table.w - 2 * pad
    maxw = max_card_w if not phone else min(max_card_w, 66.0)
    if short:
        maxw = min(maxw, max(40.0, h * 0.11))
    minw = MIN_HIT_PHONE if w < 720 else 36.0
    rows = 1
    nc = max(1, hand_cards)
    while rows < (5 if phone else 3) and avail / math.ceil(nc / rows) < (52.0 if phone else minw):
        rows += 1
    per_row = math.ceil(nc / rows)
    cw = max(minw, min(maxw, avail / per_row - 4))
    ch = cw * card_ratio
    hand_h = rows * ch + (rows - 1) * 12 + 14 + 10
    cap = table.h * (0.5 if phone else 0.36)
    if hand_h > cap:  # a small screen with a big hand: smaller cards rather than a table squeezed away
        ch = max(24.0, (cap - 24 - (rows - 1) * 12) / rows)
        cw = ch / card_ratio
        hand_h = rows * ch + (rows - 1) * 12 + 14 + 10
    own = hand_height(avail, phone) if hand_height is not None else None
    if own is not None:  # the game's own hand: as tall as it asks, leaving the rest their room
        others = buttons_height(avail) + 26 + (82.0 + 90 if phone else 68.0 + 50 if short else 96.0 + 90)
        hand_h = max(40.0, min(own, table.h * (0.55 if phone else 0.5), table.h - others - pad))
    hand_h = max(hand_h, hand_min + 8 - pad)  # Layout.hand is the area less pad and 2 x 4 px
    # six seats round a phone's table (``ring``): chosen by the window's size alone, once, never
    # because a bar or a bigger hand asks for room mid-hand; the ring keeps its height, the hand
    # gets the rest (play-test S26: 托管's bar flipped the table to a row of seats for good)
    ringed = (phone or short) and n >= 6 and ring_window(w, h, phone)
    if ringed:
        hand_h = min(hand_h, table.h - buttons_height(avail) - 26 - pad - ring_need(phone) - pad)
    hand_r, body = table.cut_bottom(hand_h + pad)
    btn_r, body = body.cut_bottom(buttons_height(avail))
    if short and ringed:  # a phone on its side: the viewer's line shares the bar's row, left of its
        # cells (play-test 4: the felt had 181 of 390 px); the felt takes the 26 px
        me_r = Rect(btn_r.x, btn_r.y + (btn_r.h - 26) / 2, min(300.0, btn_r.w * 0.3), 26)
        btn_r = Rect(me_r.r + pad, btn_r.y, btn_r.r - me_r.r - pad, btn_r.h)
    else:
        me_r, body = body.cut_bottom(26)
    # on a very small screen the log is behind its button (and never takes the ring's room)
    if phone and body.h > 74 + 8 + 44 + 180 and (not ringed or body.h - 44 >= ring_need(phone)):
        log_r, body = body.cut_bottom(44)
    seats: dict[int, Rect] = {}
    band = Rect(0, 0, 0, 0)
    opp = [((viewer or 0) + k) % n for k in range(1, n)]
    crossed = phone and n == 4 and log_r.h > 0 and body.h >= CROSS_NEED  # else a row across the top
    if ringed:
        center = ring(seats, opp, body.inset(pad, 0), phone)
    elif crossed:
        center = cross(seats, opp, body.inset(pad, 4))
    elif phone or short:
        sh = 74.0 if phone else 60.0
        seat_row, body = body.cut_top(sh + 8)
        row_w = seat_row.w - 2 * pad
        boxes = flow(seat_row.inset(pad, 4), [min(128.0 if phone else 168.0, (row_w - 8 * (n - 2)) / (n - 1))]
                     * (n - 1), sh, 8)
        # the next player sits on the right: draw from the left as ..., 2, 1
        for s, r in zip(reversed(opp), boxes, strict=False):
            seats[s] = r
        center = body.inset(pad, 4)
    else:
        bw, bh = 168.0, 74.0
        inner = table.inset(14)
        inner = Rect(inner.x, inner.y, inner.w, body.b - inner.y)
        # the next seat on the right, the previous on the left, the others across the top
        side_cy = max(inner.y + bh * 1.5 + 12, inner.y + inner.h * 0.25)
        if len(opp) >= 5:
            center = oval(seats, opp, inner, bw, bh)
        elif len(opp) == 3 and inner.h >= CROSS_NEED:  # four round the table, as on a phone (cross)
            center = cross(seats, opp, inner, CROSS_WIDE)
            crossed = True
        elif len(opp) == 1:
            seats[opp[0]] = Rect(inner.cx - bw / 2, inner.y, bw, bh)
        elif len(opp) == 2:   # the melds and discards of three seats want the width more than a side column
            seats[opp[0]] = Rect(inner.r - bw, inner.y, bw, bh)
            seats[opp[1]] = Rect(inner.x, inner.y, bw, bh)
            band = Rect(inner.x + bw + 12, inner.y, inner.w - 2 * bw - 24, bh + 4)
            center = Rect(inner.x, inner.y + bh + 12, inner.w, body.b - inner.y - bh - 16)
        else:
            seats[opp[0]] = Rect(inner.r - bw, side_cy - bh / 2, bw, bh)
            seats[opp[-1]] = Rect(inner.x, side_cy - bh / 2, bw, bh)
            tops = opp[1:-1]
            span = Rect(inner.x + bw + 12, inner.y, inner.w - 2 * bw - 24, bh)
            tw = min(bw, (span.w - 10 * (len(tops) - 1)) / max(1, len(tops)))
            gap = (span.w - tw * len(tops)) / (len(tops) + 1)
            for i, s_ in enumerate(tops):  # counter-clockwise: from the right across to the left
                seats[s_] = Rect(span.r - gap - tw - i * (tw + gap), inner.y, tw, bh)
        if len(opp) != 2 and len(opp) < 5 and not crossed:   # below the seats across
            center = Rect(inner.x + bw + 12, inner.y + bh + 8, inner.w - 2 * bw - 24, body.b - inner.y - bh - 12)
    return Layout(w, h, phone, top, seats, me_r.inset(pad, 0), center, log_r, btn_r.inset(pad, 2),
                  hand_r.inset(pad, 4), cw, ch, rows, own is not None, band, ringed or crossed)


RING_PLAYS = 87.0  # a phone held upright: the row of the three across's plays, their word above (gouji/center.py)


RING_HAND = {True: 150.0, False: 60.0}  # the least hand a ring leaves (upright, on its side: 812x375 too)
RING_BAR = 50.0  # the action bar's usual height, for the choice of a ring (the bar may grow later)


def ring_need(phone: bool) -> float:
    """The height a ring of seats takes (``ring``): two rows of badges, the plays between, the middle."""
    return 12 + 2 * 76 + RING_PLAYS + 120 if phone else 4 + 2 * 52 + 4 + 60


def ring_fits(t: Rect, phone: bool) -> bool:
    """The table holds its seats round it with their plays between (``ring``); a smaller screen
    keeps them in a row across the top."""
    return t.h >= ring_need(phone) and t.w >= (3 * 84 + 60 if phone else 3 * 130 + 2 * 150)


def ring_window(w: float, h: float, phone: bool) -> bool:
    """A window of this size seats six round the table whatever shows on it (a bar, a banner, 托管,
    a hand of any length): the choice is the window's alone, so a hand never changes its layout."""
    top = 48.0 if phone else 50.0
    t = Rect(8, 0, w - 16, h - top - RING_BAR - 26 - 8 - RING_HAND[phone] - 8)
    return ring_fits(t, phone)


def ring(seats: dict[int, Rect], opp: list[int], t: Rect, phone: bool) -> Rect:
    """Five others round the table on a phone, as 多乐够级 seats them: 对门 at the top centre, the
    partners in the upper corners, 上家 on the left edge and 下家 on the right edge (upright below the
    row of the plays of the three across, on its side just under the corners); fills ``seats``,
    returns the table they sit on (its centre: the plays lie between the seats)."""
    bw, bh = (84.0, 76.0) if phone else (130.0, 52.0)  # upright: narrow badges, face over name
    y0 = t.y + (12.0 if phone else 4.0)  # (upright the felt's rim shows above them: felt_rect)
    for s_, x in zip(opp[1:-1], (t.r - bw, t.cx - bw / 2, t.x), strict=False):
        seats[s_] = Rect(x, y0, bw, bh)
    side_y = y0 + bh + (RING_PLAYS if phone else 4.0)
    seats[opp[0]] = Rect(t.r - bw, side_y, bw, bh)
    seats[opp[-1]] = Rect(t.x, side_y, bw, bh)
    return Rect(t.x, y0, t.w, t.b - 2 - y0)


CROSS_TOP = (128.0, 66.0)  # the seat across: a plate with its lines beside its face
CROSS_SIDE = (84.0, 76.0)  # a side seat: a narrow badge, face over name
CROSS_RIM = 8.0  # the felt's rim shows above the seat across (felt_rect)
# the height four round a table take: the badges, three rows of plays, the tune track and chips
CROSS_NEED = 8 + CROSS_RIM + CROSS_TOP[1] + 4 + CROSS_SIDE[1] + 3 * 8 + 2 * 56 + 82.0


CROSS_WIDE = ((168.0, 74.0), (136.0, 84.0))  # a laptop's: the usual plate across, side plates with their lines


def cross(seats: dict[int, Rect], opp: list[int], t: Rect,
          sizes: tuple[tuple[float, float], tuple[float, float]] = (CROSS_TOP, CROSS_SIDE)) -> Rect:
    """Three others round a phone's table, as at a real one (play-test: a row of three across the
    top read as a list): 对家 at the top centre, 上家 on the left edge and 下家 on the right edge
    beside the row under 对家 (where its play lies); fills ``seats``, returns the table they sit on."""
    (tw, th_), (sw, sh) = sizes
    y0 = t.y + CROSS_RIM
    seats[opp[1]] = Rect(t.cx - tw / 2, y0, tw, th_)
    side_y = y0 + th_ + 4
    seats[opp[0]] = Rect(t.r - sw, side_y, sw, sh)
    seats[opp[-1]] = Rect(t.x, side_y, sw, sh)
    return Rect(t.x, y0, t.w, t.b - y0)


def oval(seats: dict[int, Rect], opp: list[int], inner: Rect, bw: float, bh: float) -> Rect:
    """Five others round an oval table (够级): 下家 on the right and 上家 on the left at mid-height,
    the three across in the upper corners and at the top (the corners a little lower, as round a
    table); fills ``seats``, returns the table's middle inside them, where every play lies."""
    mid_y = inner.y + max(bh * 1.6, (inner.h - bh) * 0.5)
    seats[opp[0]] = Rect(inner.r - bw, mid_y, bw, bh)
    seats[opp[-1]] = Rect(inner.x, mid_y, bw, bh)
    dx = min(inner.w * 0.3, inner.w / 2 - bw * 1.5 - 12)
    corner_y = inner.y + min(18.0, bh * 0.25)
    for s_, x in zip(opp[1:-1], (inner.cx + dx, inner.cx, inner.cx - dx), strict=False):
        seats[s_] = Rect(x - bw / 2, inner.y if x == inner.cx else corner_y, bw, bh)
    top = corner_y + bh + 6
    return Rect(inner.x + bw + 10, top, inner.w - 2 * bw - 20, inner.b - top)


def hand_rects(lay: Layout, n: int) -> list[Rect]:
    """The shared hand's ``n`` cards in the layout's rows, overlapping when a row is full."""
    if n == 0:
        return []
    per_row = math.ceil(n / lay.rows)
    out = []
    area = lay.hand
    gap = 4.0
    for i in range(n):
        row_i, col = divmod(i, per_row)
        in_row = min(per_row, n - row_i * per_row)
        step = min(lay.card_w + gap, (area.w - lay.card_w) / max(1, in_row - 1)) if in_row > 1 else 0
        total = step * (in_row - 1) + lay.card_w
        x0 = area.x + (area.w - total) / 2
        y = area.y + 12 + row_i * (lay.card_h + 12)
        out.append(Rect(x0 + col * step, y, lay.card_w, lay.card_h))
    return out
