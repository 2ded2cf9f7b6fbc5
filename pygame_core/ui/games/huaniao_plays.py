"""花鳥風月's table top: each seat's latest play lies in front of it, as at a real table (the
others' across the top under their badges, the viewer's at the foot by the hand), the newest
framed in gold with the note it leads to; a seat whose latest turn was a 棲 shows that instead of
a play it made a round ago (play-test: three full-width rows of boxes read like a dashboard)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from ...core.game import JSON
from .. import theme as th
from ..draw import DisplayList, fit_size, text_width
from ..geom import Rect
from ..widgets import CardFace, card, card_back
from .huaniao_show import draw_label, fit_lines

GAP = 8.0
WIDE = 600.0  # a table this wide lays a side seat's play beside its badge (a laptop), else under it
SIDE_MAX = 150.0  # a phone's side seats' plays, when the viewer's own lies in the action band
ARROW_H = 22.0  # the line under a play naming the tune it set
RIM = 4.0  # a phone's side spots keep this off the felt's rim


def spot_rects(area: Rect, badges: dict[int, Rect], me: int | None, row_h: float,
               one_row: bool = False) -> dict[int, Rect]:
    """Where each seat's play lies: the others' along the top of ``area`` in the order their
    badges sit from left to right (so each is in front of its own), the viewer's centred at the
    foot; ``one_row``: a low window puts the viewer's at the end of the same row."""
    order = sorted(badges, key=lambda s: badges[s].cx)
    if one_row and me is not None:
        order.append(me)
    n = max(1, len(order))
    sw = (area.w - GAP * (n - 1)) / n
    out = {s: Rect(area.x + i * (sw + GAP), area.y, sw, row_h) for i, s in enumerate(order)}
    if me is not None and not one_row:
        mw = min(area.w, max(sw, 300.0))
        out[me] = Rect(area.cx - mw / 2, area.b - row_h, mw, row_h)
    return out


def cross_spots(area: Rect, badges: dict[int, Rect], me: int | None, mid_h: float,
                mine_h: float | None = None) -> tuple[dict[int, Rect], Rect]:
    """A phone's table with the others round it (layout.cross): the play of the seat across lies
    under its badge between the side seats, each side seat's below it towards the middle, the
    viewer's at the foot (``mine_h`` 0: none, its play lies in the action band and the side seats'
    rows take its room); returns the spots and the band left for the tune track and the chips."""
    top = min(badges, key=lambda s: badges[s].y)
    tb = badges[top]
    sides = sorted((s for s in badges if s != top), key=lambda s: badges[s].cx)
    side_b = max((badges[s].b for s in sides), default=tb.b)
    inner_l = max((badges[s].r for s in sides if badges[s].cx < area.cx), default=area.x)
    inner_r = min((badges[s].x for s in sides if badges[s].cx >= area.cx), default=area.r)
    if area.w >= WIDE:  # a laptop: 上家's play right of its badge, 下家's left of it, 对家's under its badge
        row_h = max(56.0, min(150.0, (area.b - tb.b - 4 - mid_h - 2 * GAP) / 2))
        third = (inner_r - inner_l - 4 * GAP) / 3
        out = {s: Rect(inner_l + GAP + i * (third + GAP), tb.b + 4, third, row_h)
               for i, s in enumerate([*sides[:1], top, *sides[1:]])}
        mid_y = max(tb.b + 4 + row_h, side_b) + GAP
        half = third
    else:  # a phone: a side seat's play under its badge, on its side
        out = {top: Rect(inner_l + GAP, tb.b + 4, inner_r - inner_l - 2 * GAP, side_b - tb.b - 4)}
        row_h = max(44.0, min(110.0, (area.b - side_b - mid_h - 3 * GAP) / 2))
        side_h = row_h if mine_h is None else max(44.0, min(SIDE_MAX, area.b - side_b - mid_h - mine_h - 3 * GAP))
        half = (area.w - GAP) / 2
        for i, s in enumerate(sides):  # (off the felt's rim: the newest's frame and a combo's rays touched it,
            out[s] = Rect(area.x + i * (half + GAP) + RIM * (i == 0), side_b + GAP, half - RIM, side_h)  # pt38 161223)
        mid_y = side_b + GAP + side_h + GAP
    row_h = row_h if mine_h is None else mine_h
    mine_y = area.b - row_h
    if me is not None and row_h > 0:
        mw = min(area.w, max(half, 300.0))
        out[me] = Rect(area.cx - mw / 2, mine_y, mw, row_h)
    return out, Rect(area.x, mid_y, area.w, max(0.0, mine_y - GAP - mid_y))


TINY_W = 30.0  # a card this narrow shows its glyph in bold sans
OLD_ALPHA = 0.62  # a play older than the newest
SUB_W = 65.0  # a card narrower than this says its points itself: the shared card's line would be under 11 px


def chip_card(dl: DisplayList, r: Rect, f: CardFace) -> None:
    """A card too narrow for its serif glyph: the glyph in bold sans, its serif strokes (十's crossbar) vanished
    at this size (play-test 23 #3; play-test 30 030232-ph-result: the sheet's 十 read as 卜)."""
    card(dl, r, f, glyph=False)
    dl.text(r.cx, r.cy + 0.5, f.big, fit_size(f.big, min(r.w * 0.72, r.h * 0.6), r.w - 4), f.ink, "c", "b", "a",
            r.w - 2)


@dataclass
class Spot:
    """What one seat's spot shows: its latest phrase (None: nothing yet), or that it perched."""

    label: str
    cards: list[object]
    newest: bool = False
    arrow: str = ""  # "调 千": the tune the newest phrase set (play-test 2: "风 → 十" read as a gift)
    perched: bool = False
    quiet: bool = False  # the label's place kept, its words not drawn: the seat's callout says them now
    moonlit: bool = False  # its latest turn went by under 月照: a moon lies in its place (play-test 15 #2)
    stamp: str = ""  # a moonlit spot's stamp (跳过)


def draw_moonlight(dl: DisplayList, r: Rect) -> None:
    """月照's light on its way to the seat it skips: a pale moon with 月 on it, no card."""
    rad = min(r.w, r.h) / 2
    dl.shadow(14, "rgba(242,220,150,0.8)", 0, 0)
    dl.circle(r.cx, r.cy, rad, "#f6ebc4", "#b8893a", 2.0)
    dl.shadow(0)
    dl.text(r.cx, r.cy, "月", rad * 1.1, "#8a6a1f", "c", "b", "s")


def draw_skipped(dl: DisplayList, r: Rect, word: str) -> None:
    """A turn the moon took: a dim moon under a red ``word`` (跳过) stamp, not the lit moon a 月 played
    lies as (play-test 18 #5: "你 · 月照 · 跳过" read as the player's own 月)."""
    rad = min(r.w, r.h) / 2
    dl.alpha(0.4)
    dl.circle(r.cx, r.cy, rad, "#6f6a5a", "#b8893a", 1.5)
    dl.text(r.cx, r.cy, "月", rad * 1.1, "#e8dcb8", "c", "b", "s")
    dl.alpha(1.0)
    size = max(11.0, rad * 0.62)
    stamp = Rect(r.cx - text_width(word, size) / 2 - 6, r.cy - size * 0.75, text_width(word, size) + 12, size * 1.5)
    dl.rect(stamp, "rgba(178,58,46,0.92)", "#f3ead6", 1.5, 4)
    dl.text_in(stamp, word, size, "#fff8ec", weight="b")


def edge_point(r: Rect, tx: float, ty: float, gap: float) -> tuple[float, float]:
    """Where the line from ``r``'s centre towards (tx, ty) leaves ``r``, ``gap`` beyond it."""
    dx, dy = tx - r.cx, ty - r.cy
    d = math.hypot(dx, dy) or 1.0
    k = min(r.w / 2 / abs(dx) if dx else 1e9, r.h / 2 / abs(dy) if dy else 1e9)
    return r.cx + dx * k + dx / d * gap, r.cy + dy * k + dy / d * gap


def draw_arrow(dl: DisplayList, a: Rect, b: Rect, color: str, k: float, bend: float = 0.18) -> None:
    """A bowed arrow from seat ``a`` to seat ``b``, drawn ``k`` (0..1) of its length: who a 月, a gift
    or a pass went to, from whom (play-test 18 #5: the apps draw one from the giver to the receiver)."""
    if a.w <= 0 or b.w <= 0 or k <= 0:
        return
    x0, y0 = edge_point(a, b.cx, b.cy, 4)
    x1, y1 = edge_point(b, a.cx, a.cy, 6)
    mx, my = (x0 + x1) / 2 - (y1 - y0) * bend, (y0 + y1) / 2 + (x1 - x0) * bend
    n = 24
    pts: list[float] = []
    for i in range(int(n * min(1.0, k)) + 1):
        t = i / n
        pts += [(1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1, (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1]
    for j in range(0, len(pts) - 2, 2):  # (a dark edge under it: it crosses felt, cards and badges)
        dl.line(pts[j], pts[j + 1], pts[j + 2], pts[j + 3], "rgba(20,16,12,0.7)", 7.0)
    for j in range(0, len(pts) - 2, 2):
        dl.line(pts[j], pts[j + 1], pts[j + 2], pts[j + 3], color, 3.5)
    if len(pts) >= 4:  # the head, pointing along the curve's last step
        hx, hy, px, py = pts[-2], pts[-1], pts[-4], pts[-3]
        ang = math.atan2(hy - py, hx - px)
        head = [hx + math.cos(ang) * 6, hy + math.sin(ang) * 6]
        for da in (2.6, -2.6):
            head += [hx + math.cos(ang + da) * 14, hy + math.sin(ang + da) * 14]
        dl.poly(head, color, "rgba(20,16,12,0.8)", 1.5)


def latest(pool: list[JSON], perched: dict[int, int]) -> dict[int, tuple[JSON, bool]]:
    """Each seat's latest phrase and whether it is the pool's newest; a seat that perched on a
    later turn than its phrase has none (its spot says 棲)."""
    out: dict[int, tuple[JSON, bool]] = {}
    for i, ph in enumerate(pool):
        s = ph.get("seat")
        if isinstance(s, int):
            out[s] = (ph, i == len(pool) - 1)
    return {s: v for s, v in out.items() if int(v[0].get("turn", 0) or 0) >= perched.get(s, -1)}


def new_tune(pool: list[JSON]) -> int | None:
    """The tune the pool's newest phrase set, when it changed it (None: unchanged or open): a
    dance that leaves the tune names none."""
    t = pool[-1].get("tune") if pool else None
    before = pool[-2].get("tune") if len(pool) > 1 else None
    return int(t) if t is not None and t != before else None


def label_rect(r: Rect, spot: Spot) -> Rect:
    """Where ``draw_spot`` sets a spot's label (a callout keeps off it: play-test 5, 095/113)."""
    size = 14.0 if spot.newest else 12.5
    if r.h < 64 or r.w > 3.2 * r.h:
        lw = min(r.w * 0.4, text_width(spot.label, size) + 12)
        if lw < text_width(spot.label, 11) + 12 <= r.w * 0.55:  # a short one kept whole on one line (below)
            lw = text_width(spot.label, 11) + 12
        return Rect(r.x + 4, r.y, lw - 4, r.h)
    sz, lines = fit_lines(spot.label, size, r.w - 16)
    tw = max(text_width(ln, sz) for ln in lines) if lines else 0.0
    return Rect(r.x + 6, r.y + 2, tw + 4, sz * 1.15 * len(lines) + 4)


def draw_spot(dl: DisplayList, r: Rect, spot: Spot, face: Callable[[object], CardFace], flying: bool) -> Rect:
    """One seat's spot; returns where its cards lie (a play's flight lands there)."""
    # the play lies on the felt under a light label, no box (play-test 3: framed boxes read as a
    # dashboard); the newest glows gold round its cards
    size = 14.0 if spot.newest else 12.5
    ink = th.GOLD if spot.newest else th.PAPER_DARK
    if r.h < 64 or r.w > 3.2 * r.h:  # a low row (a phone on its side, its action band): the label beside
        lw = min(r.w * 0.4, text_width(spot.label, size) + 12)
        if lw < text_width(spot.label, 11) + 12 <= r.w * 0.55:  # a short one kept whole on one line (below)
            lw = text_width(spot.label, 11) + 12
        one = fit_size(spot.label, size, lw - 10, 11)  # one line down to 11 px rather than "舞·月 / 照" (pt31
        if not spot.quiet:  # 054152); a longer label wraps as before
            draw_label(dl, r.x + 8, r.cy, spot.label, one if text_width(spot.label, one) <= lw - 10 else size,
                       lw - 10, ink)
        room = Rect(r.x + lw, r.y + 4, r.w - lw - 6, r.h - 8)
    else:
        sz, lines = fit_lines(spot.label, size, r.w - 16)  # a label on two lines stays inside the spot
        label_h = sz * 1.15 * len(lines) + 4 if spot.quiet else \
            draw_label(dl, r.x + 8, r.y + 4 + sz * 1.15 * len(lines) / 2, spot.label, size, r.w - 16, ink) + 4
        room = Rect(r.x + 6, r.y + label_h + 4, r.w - 12, r.h - label_h - 8)
    if spot.moonlit:  # the moon that skipped it, where its play would lie
        rad = max(8.0, min(room.h * 0.36, room.w * 0.3, 30.0))
        draw_skipped(dl, Rect(room.cx - rad, room.cy - rad, 2 * rad, 2 * rad), spot.stamp)
        return Rect(room.cx, room.cy, 0, 0)
    if spot.perched:
        back = Rect(room.cx - 0.35 * room.h / 1.42, room.y + room.h * 0.15, 0.7 * room.h / 1.42, 0.7 * room.h)
        dl.alpha(0.5)
        card_back(dl, back, small=True)
        dl.alpha(1.0)
        return back
    n = len(spot.cards)
    if n == 0 or room.h < 16:
        return Rect(room.cx, room.cy, 0, 0)
    # the tune it set goes under its cards where they keep a readable size, else beside them
    # (play-test 5: "Tune 千" right of a play ran up to the next seat's cards)
    under = bool(spot.arrow) and room.h - ARROW_H - 6 >= 64
    arrow_w = text_width(spot.arrow, 16) + 10 if spot.arrow and not under else 0.0
    avail = room.w - arrow_w
    if under:  # (with a margin: "Tune ten" pressed on the felt's rim under the player's own play, play-test 11 37)
        room = Rect(room.x, room.y, room.w, room.h - ARROW_H - 6)
    ch = min(room.h, 118.0)
    # the newest alone in full: older plays a step back, faded, and smaller where they are large (play-test 34 #3,
    # 094258-t7: four seats' phrases at one size, the newest marked only by its thin frame)
    ch *= 0.82 if not spot.newest and ch > 70 else 1.0
    cw = ch / 1.42
    if n * cw + (n - 1) * 4 > avail:  # a long phrase in a narrow spot: smaller cards, then overlapping
        cw = max(22.0, (avail - (n - 1) * 4) / n)
        ch = min(ch, cw * 1.42)
    step = min(cw + 4, (avail - cw) / max(1, n - 1)) if n > 1 else cw
    total = step * (n - 1) + cw
    x = room.x + (avail - total) / 2
    y = room.y + (room.h - ch) / 2
    lie = Rect(x, y, total, ch)
    if spot.newest:
        dl.rect(lie.inset(-5), "rgba(244,236,220,0.12)", th.GOLD, 1.5, 8)
    dl.alpha(1.0 if spot.newest else OLD_ALPHA)
    for c in spot.cards:
        cr = Rect(x, y, cw, ch)
        if spot.newest and flying:  # its cards are still in the air
            dl.rect(cr, None, "rgba(244,236,220,0.3)", 1.0, max(3.0, cw * 0.09))
        elif c is None:
            card_back(dl, cr, small=cw < 44)
        elif cw < TINY_W:  # a phone's chip of its own last play
            chip_card(dl, cr, face(c))
        else:
            f = face(c)
            own = bool(f.sub) and cw < SUB_W and ch >= 46  # its points ours, at a size one reads (below)
            card(dl, cr, replace(f, sub="", big="") if own else f, small=cw < 44)
            if own:  # a small card keeps its points under the glyph (play-test 8 p04, play-test 9 106), at 11 px;
                # its glyph in the part above them (play-test 34 #4, 095256-ph2-t1: "2点" ran into a 33 px 百)
                top = Rect(cr.x, cr.y, cw, ch - 14)
                dl.text(top.cx, top.cy + 1, f.big, fit_size(f.big, min(cw * 0.66, top.h * 0.72), cw - 4), f.ink, "c",
                        "b", "s", cw - 2)
                # (play-test 30 #5: a phone's pool said "3点" at ~7 px, the card's own line at 8.5)
                dl.text(cr.cx, cr.b - 7.5, f.sub, fit_size(f.sub, 11.0, cw - 4, 10.0), th.INK_SOFT, "c", "b", "a",
                        cw - 2)
        x += step
    dl.alpha(1.0)
    if under:
        dl.text(lie.cx, lie.b + 5 + ARROW_H / 2, spot.arrow, 15, th.PAPER, "c", "b", "s")
    elif spot.arrow:
        dl.text(lie.r + 8 + text_width(spot.arrow, 16), lie.cy, spot.arrow, 16, th.PAPER, "r", "b", "s")
    return lie


def draw_stacks(dl: DisplayList, area: Rect, pile: int, heap: list[object],
                face: Callable[[object], CardFace], count: str = "") -> tuple[Rect, Rect] | None:
    """A laptop's draw pile and discard heap as card stacks on the felt beside the player's own
    spot, the draws flying from one and the limit discards to the other (play-test 6 006/029: a
    bare middle, the pile only a chip; ``count``: the heap's count in words); returns their rects, or None
    where ``area`` is too small."""
    ch = min(area.h - 12, 92.0)
    cw = ch / 1.42
    if ch < 50 or area.w < 2 * cw + 60:
        return None
    y = area.cy - ch / 2
    deck = Rect(area.x + 16, y, cw, ch)
    for k in range(min(3, max(1, pile)) - 1, -1, -1):  # a stack: up to three backs, offset
        card_back(dl, Rect(deck.x + 3 * k, deck.y - 3 * k, cw, ch), small=True)
    if pile == 0:
        dl.rect(deck, None, "rgba(244,236,220,0.3)", 1.0, 6)
    dl.text(deck.cx, deck.cy, str(pile), 22, th.WHITE if pile else th.PAPER_DARK, "c", "b", "s")
    pile_r = Rect(deck.x, deck.y - 6, cw + 6, ch + 6)
    spot = Rect(deck.r + 28, y, cw, ch)
    if heap:  # the newest discard on top, face up (a face-down one under 靜夜)
        top = heap[-1]
        if len(heap) > 1:
            card_back(dl, Rect(spot.x + 4, spot.y - 4, cw, ch), small=True)
        if top is None:
            card_back(dl, spot, small=True)
        else:
            card(dl, spot, face(top), small=True)
        # its count in words ("弃 2"): "×2" by the top 鸟 read as two birds (play-test 33 #5, 085643-tx2)
        dl.text(spot.r + 8, spot.b - 8, count or f"×{len(heap)}", 14, th.PAPER, "l", "b", "a")
    else:
        dl.rect(spot, None, "rgba(244,236,220,0.2)", 1.0, 6)
    return pile_r, spot
