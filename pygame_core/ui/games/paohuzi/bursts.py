"""The 跑胡子 table's big moments drawn as the apps draw them (play-test 20 #5, FIXERS 1: "no big effect
for 胡 / 自摸 / 决胜时刻 / 聚宝盆 lighting; the bowl is never shown, only 盆×8 tags"): a bowl that takes a
new shape (×8 up) shows the bowl itself, its nine cells large, the new one flashing, the shape's cells
bright and the multiple big, in gold rays; 决胜时刻 a band across the felt; a bot's 胡 rays round its
seal (smaller than the player's own burst, cheer.py)."""

from __future__ import annotations

from ....core.i18n import pick, tx
from ....games.paohuzi.scoring import BOWL_NAMES, BOWL_PATTERNS, bowl_shape
from ... import burst
from ... import theme as th
from ...anim import ease_out
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from .cheer import draw_rays
from .common import Speaker
from .moments import SOLID, Lane, in_lane, opaque

UP_FROM = 8   # a bowl's new multiple from which it shows the bowl (×2, any lit cell, stays a seal)
UP_HOLD = 1.6   # at normal speed (scaled by the speed, never under UP_MIN); the table plays on
UP_MIN = 1.3
HALF = "rgba(184,137,58,0.45)"   # a lit cell outside the shape


def bowl_up(mask: int, cell: int, mult: int) -> bool:
    """The light of ``cell`` made the bowl ``mask`` a new, bigger shape (×8 and up)."""
    return mult >= UP_FROM and 0 <= cell < 9 and mult > bowl_shape(mask & ~(1 << cell))[1]


def up_hold(delay: float) -> float:
    return max(UP_MIN, UP_HOLD * delay / 1.1)


def shape_cells(mask: int) -> int:
    """The cells of ``mask`` that make its shape (all of them for 空心 and 全点亮)."""
    shape, mult = bowl_shape(mask)
    if shape in ("full", "hollow", "single", "none"):
        return mask
    return next((m for _name, value, masks in BOWL_PATTERNS if value == mult for m in masks if mask & m == m), mask)


def shape_name(mask: int, lang: str) -> str:
    """The shape's name, a line's own (一横, 一竖 or 斜线: the rules' table names the three at once)."""
    shape = bowl_shape(mask)[0]
    name = pick(tx(*BOWL_NAMES[shape]), lang)
    if shape == "line" and "/" in name:
        cells = shape_cells(mask)
        rows, cols = (0x007, 0x038, 0x1C0), (0x049, 0x092, 0x124)
        name = name.split("/")[0 if cells in rows else 1 if cells in cols else 2]
    return name


def draw_bowl_up(dl: DisplayList, sp: Speaker, w: float, bottom: float, t: float, hold: float, seat: int,
                 mult: int, mask: int, cell: int, at: tuple[float, float], lane: Lane = None) -> Rect:
    """The bowl lit to a new shape at ``at`` (the seat's part), ``t`` seconds into its ``hold``: rays
    and rings behind a dark card holding the nine cells (the shape bright, the new cell flashing) and
    聚宝盆 · 一横 ×8 with the seat's name; in and gone at once. Returns the card."""
    p = t / hold if hold > 0 else 1.0
    if not 0.0 <= p < 1.0:
        return Rect(0, 0, 0, 0)
    wide = w >= 400
    c = 30.0 if wide else 20.0   # a cell (the seat's own grid: 5 px)
    g = 3 * c
    word = f"×{mult}"
    ws = 46.0 if wide else 32.0
    name = shape_name(mask, sp.lang)
    title = sp.g("bowl_lit", m=mult).rsplit(" ", 1)[0] + " · " + name
    who = sp.name(seat)
    tw = max(text_width(word, ws), text_width(title, 14), text_width(who, 14))
    pw = min(w - 8, 14 + g + 14 + tw + 14)
    ph = g + 28
    x = in_lane(at[0], pw, w, lane)
    y = min(max(at[1], ph / 2 + 40), bottom - ph / 2 - 4)
    box = Rect(x - pw / 2, y - ph / 2, pw, ph)
    grow = ease_out(min(1.0, t / 0.3))
    draw_rays(dl, box.cx, box.cy, ph * 0.45, ph * (0.55 + 0.75 * grow), min(1.0, p * 1.4), 16)
    burst.draw_rings(dl, box.cx, box.cy, ph * 0.5, ph * 1.3, min(1.0, p * 1.6))
    opaque(dl, p)
    dl.rect(box, SOLID, th.GOLD, 2.5, 14)
    gx, gy = box.x + 14, box.cy - g / 2
    shape = shape_cells(mask)
    for i in range(9):
        cr = Rect(gx + (i % 3) * c, gy + (i // 3) * c, c - 3, c - 3)
        lit = mask >> i & 1
        dl.rect(cr, th.GOLD if shape >> i & 1 else HALF if lit else "rgba(255,250,240,0.12)", None, 1.0, c * 0.18)
        if i == cell:   # the new cell: white hot, then gold, a ring going out from it
            flash = max(0.0, 1.0 - t / 0.5)
            if flash > 0:
                dl.alpha(flash)
                dl.rect(cr, th.PAPER, None, 1.0, c * 0.18)
                dl.alpha(1.0)
            q = min(1.0, t / 0.6)
            if q < 1.0:
                dl.alpha(1.0 - q)
                dl.circle(cr.cx, cr.cy, c * (0.5 + 1.2 * ease_out(q)), None, th.PAPER, 2.5)
                dl.alpha(1.0)
    tx0, room = gx + g + 12, box.r - (gx + g + 12) - 10
    dl.text(tx0, box.y + 18, title, fit_size(title, 14, room, 10.0), th.GOLD, "l", "b", "a", room)
    s = ws * (0.75 + 0.25 * grow)
    dl.text(tx0, box.cy + 4, word, fit_size(word, s, room, 18.0), th.GOLD, "l", "b", "s", room)
    dl.text(tx0, box.b - 14, who, fit_size(who, 14, room, 10.0), th.PAPER, "l", "n", "a", room)
    dl.alpha(1.0)
    return box


def draw_decisive(dl: DisplayList, w: float, h: float, word: str, sub: str, p: float, x0: float = 0.0,
                  x1: float | None = None) -> Rect:
    """决胜时刻 as a band across the felt (``x0`` to ``x1``, the whole width by default) at ``p`` (0..1): it
    opens from the middle line, the word large in rays, what changes (每次摸三张) under it, and fades
    out at the end. Returns the band opened."""
    wide = w >= 400
    x1 = w if x1 is None else x1
    cx, bw = (x0 + x1) / 2, x1 - x0
    open_ = ease_out(min(1.0, p / 0.15))
    full = 150.0 if wide else 116.0
    bh = full * open_
    cy = h * 0.40
    band = Rect(x0, cy - bh / 2, bw, bh)
    dl.alpha(max(0.0, min(1.0, (1.0 - p) / 0.2)))
    dl.rect(band, "rgba(20,16,12,0.86)", None, 1.0, 0)
    for y in (band.y + 4, band.b - 4):
        dl.rect(Rect(x0, y - 1.5, bw, 3), th.GOLD, None, 1.0, 0)
    size = 72.0 if wide else 44.0
    draw_rays(dl, cx, cy - 8, size * 0.7, min(bw / 2, size * 3.2), min(1.0, p * 1.3), 18, th.CINNABAR, 0.55)
    s = size * (0.8 + 0.2 * open_)
    dl.text(cx, cy - 10, word, fit_size(word, s, bw - 24, 20.0), th.GOLD, "c", "b", "s", bw - 24)
    if sub and bh > 60:
        dl.text(cx, cy + s * 0.55 + 4, sub, 18 if wide else 15, th.PAPER, "c", "b", "a", bw - 24)
    dl.alpha(1.0)
    return Rect(x0, cy - full / 2, bw, full)   # (its tap area: the band opened)


def draw_seat_rays(dl: DisplayList, cx: float, cy: float, r: float, p: float, reach: float = 2.6) -> None:
    """A bot's 胡: rays and a ring round the seal over its face (``r`` its radius), ``p`` 0..1, out to
    ``reach`` radii (a phone's less: its badges side by side, play-test 32, 062731-ph-t1-ff: the rays over
    the winner's name and score and the other badge)."""
    if 0.0 <= p < 1.0:
        draw_rays(dl, cx, cy, r * 0.9, r * (1.2 + (reach - 1.2) * ease_out(min(1.0, p / 0.5))), p, 12)
        burst.draw_rings(dl, cx, cy, r, r * reach, p)

