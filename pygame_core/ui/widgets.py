"""Shared drawing: buttons, cards, panels, banners and toasts, all built from display-list ops."""

from __future__ import annotations

from dataclasses import dataclass

from . import theme as th
from .draw import DisplayList, fit_size, text_width, wrap
from .geom import Rect

MIN_HIT_PHONE = 40.0


@dataclass(frozen=True)
class CardFace:
    """How one card looks: a big glyph, a corner mark and a small line (gloss or points)."""

    big: str
    corner: str = ""
    sub: str = ""
    ink: str = th.INK
    tint: str = th.WHITE
    accent: str | None = None  # a thin inner frame colour (function cards, wild cards)


@dataclass(frozen=True)
class Chip:
    """A short tag on the table (白昼, a season, 开点); with a ``tip``, a tap shows that one line."""

    text: str
    tip: str = ""
    fill: str = "rgba(244,236,220,0.14)"
    ink: str = th.PAPER


def chip(dl: DisplayList, r: Rect, c: Chip, size: float) -> None:
    """A chip as a pill; one with a tip gets a dotted underline, the mark of something to tap."""
    dl.rect(r, c.fill, None, 1.0, r.h / 2)
    dl.text_in(r, c.text, size, c.ink)
    if c.tip:
        w = min(r.w - 12, text_width(c.text, size))
        for i in range(int(w // 5)):
            x = r.cx - w / 2 + i * 5
            dl.line(x, r.b - 5, x + 2, r.b - 5, c.ink, 1.0)


def button(dl: DisplayList, hid: str, r: Rect, label: str, style: str = "normal",
           size: float = 16.0, enabled: bool = True, sub: str = "", reach: Rect | None = None) -> None:
    """A rounded button; ``style`` is primary | normal | ghost | quiet | selected; ``reach``: the
    rect that takes its taps, when larger than the drawn one (a top bar's icon: the bar's height)."""
    fill, ink, stroke = {
        "primary": (th.CINNABAR, th.WHITE, None),
        "normal": (th.PAPER, th.INK, th.PAPER_EDGE),
        "selected": (th.INK, th.PAPER, None),
        "ghost": (None, th.PAPER, "rgba(244,236,220,0.55)"),
        "quiet": (th.PAPER_DARK, th.INK_SOFT, None),
    }.get(style, (th.PAPER, th.INK, th.PAPER_EDGE))
    if not enabled:
        dl.alpha(0.45)
    dl.rect(r, fill, stroke, 1.0, min(10.0, r.h / 2))
    if sub:
        dl.text_in(Rect(r.x, r.y + 2, r.w, r.h * 0.6), label, size, ink, weight="b")
        # under the label, what it does (够级's 出牌 names the play): 13 px on a finger-sized button, fitted
        # down to 11 at most (play-test 22: "8 9" under 出牌 read at ~8 px); a longer one is squeezed instead
        sr = Rect(r.x + 4, r.y + r.h * 0.55, r.w - 8, r.h * 0.4)
        dl.text(sr.cx, sr.cy, sub, fit_size(sub, 13.0 if r.h >= 44 else max(11.0, size * 0.62), sr.w, 11.0),
                ink, "c", "n", "a", sr.w)
    else:
        dl.text_in(r, label, size, ink, weight="b" if style in ("primary", "selected") else "n")
    if not enabled:
        dl.alpha(1.0)
    dl.hit(hid, reach or r, label)


def button_width(label: str, size: float = 16.0, min_w: float = 64.0) -> float:
    return max(min_w, text_width(label, size) + 28)


def flow(area: Rect, widths: list[float], h: float, gap: float = 8.0) -> list[Rect]:
    """Lay boxes of the given widths in centred rows inside ``area`` (wrapping as needed)."""
    rows: list[list[float]] = [[]]
    cur = 0.0
    for w in widths:
        w = min(w, area.w)
        if rows[-1] and cur + gap + w > area.w:
            rows.append([])
            cur = 0.0
        cur += (gap if rows[-1] else 0) + w
        rows[-1].append(w)
    out: list[Rect] = []
    y = area.y
    for rw in rows:
        total = sum(rw) + gap * (len(rw) - 1)
        x = area.x + (area.w - total) / 2
        for w in rw:
            out.append(Rect(x, y, w, h))
            x += w + gap
        y += h + gap
    return out


def flow_height(area_w: float, widths: list[float], h: float, gap: float = 8.0) -> float:
    if not widths:
        return 0.0
    rs = flow(Rect(0, 0, area_w, 1e6), widths, h, gap)
    return rs[-1].b


SUITS = frozenset("♠♥♣♦")  # a corner that is a suit: the card's rank goes over it


def card(dl: DisplayList, r: Rect, face: CardFace, *, selected: bool = False, dim: bool = False,
         small: bool = False, index: float = 0.0, glyph: bool = True) -> None:
    """A card face drawn from primitives: paper, a frame, the glyph, corner and gloss. ``index``: the
    width of the card's left strip that shows in an overlapping fan, where the glyph and the corner
    are repeated (as on real cards) so a covered card still reads; ``glyph=False``: no centre glyph
    (a covered card's would show cut, beside its index: 够级 pt16 "10/J/K run together")."""
    rad = max(3.0, r.w * 0.09)
    if dim:
        dl.alpha(0.5)
    dl.shadow(4 if not small else 2, "rgba(20,16,12,0.28)", 0, 1.5)
    dl.rect(r, face.tint, None, 1.0, rad)
    dl.shadow(0)
    dl.rect(r, None, th.CINNABAR if selected else "rgba(43,38,34,0.35)", 2.5 if selected else 1.0, rad)
    if face.accent:
        dl.rect(r.inset(max(2.0, r.w * 0.06)), None, face.accent, 1.0, rad * 0.6)
    big = min(r.w * 0.62, r.h * 0.46)
    if small:
        dl.text(r.cx, r.cy + 0.5, face.big, fit_size(face.big, min(r.w * 0.7, r.h * 0.62), r.w - 4),
                face.ink, "c", "b", "s", r.w - 2)
    else:
        has_sub = bool(face.sub) and r.h >= 56 and glyph
        cy = r.cy - (r.h * 0.04 if has_sub else 0)
        if glyph:
            dl.text(r.cx, cy, face.big, fit_size(face.big, big, r.w - 6), face.ink, "c", "b", "s", r.w - 4)
        if index <= 0 and glyph and face.corner in SUITS and r.w >= 30:
            index = r.w * 0.5  # a whole suited card's corner is its rank over its suit, as on the covered
            # ones beside it (play-test 21, 够级: "the right-most card shows only the suit in its corner")
        if index > 0:
            col = min(index, r.w * 0.5)
            gs = fit_size(face.big, min(col * 0.7, r.h * 0.26), col - 3)
            dl.text(r.x + col / 2 + 1, r.y + gs * 0.72, face.big, gs, face.ink, "c", "b", "s", col - 2)
            if face.corner:
                dl.text(r.x + col / 2 + 1, r.y + gs * 1.62, face.corner, max(8.0, gs * 0.62), face.ink, "c", "b", "s")
        elif face.corner and r.w >= 40:
            cs = max(9.0, r.w * 0.2)
            dl.text(r.x + r.w * 0.2, r.y + cs * 0.75, face.corner, cs, face.ink, "c", "b", "s")
        if has_sub:
            dl.text(r.cx, r.b - r.h * 0.12, face.sub, fit_size(face.sub, max(8.5, r.w * 0.17), r.w - 6),
                    th.INK_SOFT, "c", "n", "a", r.w - 4)
    if dim:
        dl.alpha(1.0)


def card_back(dl: DisplayList, r: Rect, small: bool = False) -> None:
    rad = max(3.0, r.w * 0.09)
    dl.rect(r, th.INDIGO, "rgba(255,250,240,0.7)", 1.0, rad)
    inner = r.inset(max(2.0, r.w * 0.12))
    dl.rect(inner, None, "rgba(255,250,240,0.35)", 1.0, rad * 0.5)
    if not small and r.w >= 24:
        dl.circle(r.cx, r.cy, min(inner.w, inner.h) * 0.22, None, "rgba(255,250,240,0.45)", 1.0)


def panel(dl: DisplayList, r: Rect, fill: str = th.PAPER, radius: float = 12.0,
          stroke: str | None = th.PAPER_EDGE) -> None:
    dl.shadow(14, "rgba(20,16,12,0.35)", 0, 4)
    dl.rect(r, fill, None, 1.0, radius)
    dl.shadow(0)
    if stroke:
        dl.rect(r, None, stroke, 1.0, radius)


def paragraph(dl: DisplayList, r: Rect, s: str, size: float, color: str, align: str = "l",
              family: str = "a", line_h: float = 1.45) -> float:
    """Wrapped text from the top of ``r``; returns the height used."""
    y = r.y + size * line_h / 2
    lines = wrap(s, size, r.w)
    for ln in lines:
        x = r.x if align == "l" else (r.cx if align == "c" else r.r)
        dl.text(x, y, ln, size, color, align, "n", family, r.w)
        y += size * line_h
    return len(lines) * size * line_h


def seal(dl: DisplayList, cx: float, cy: float, s: str, size: float) -> None:
    """A small red seal with a character, the ink-painting signature mark."""
    r = Rect(cx - size / 2, cy - size / 2, size, size)
    dl.rect(r, th.CINNABAR, None, 1.0, size * 0.12)
    dl.text(cx, cy + 0.5, s, size * 0.62, th.WHITE, "c", "b", "s")


def draw_qr(dl: DisplayList, r: Rect, matrix: list[list[bool]]) -> None:
    """Dark runs of each row as rectangles on a white square with a quiet zone."""
    n = len(matrix)
    cell = min(r.w, r.h) / (n + 4)
    x0, y0 = r.cx - cell * n / 2, r.cy - cell * n / 2
    dl.rect(Rect(x0 - 2 * cell, y0 - 2 * cell, cell * (n + 4), cell * (n + 4)), "#ffffff")
    for j, row in enumerate(matrix):
        i = 0
        while i < n:
            if row[i]:
                k = i
                while k < n and row[k]:
                    k += 1
                dl.rect(Rect(x0 + i * cell, y0 + j * cell, (k - i) * cell + 0.3, cell + 0.3), "#000000")
                i = k
            else:
                i += 1


def page_header(dl: DisplayList, w: float, h: float, title: str, back_hid: str, back: str,
                max_w: float) -> tuple[float, float]:
    """A paper screen with its title and a back button; returns the content column (x, width)."""
    dl.gradient(Rect(0, 0, w, h), th.PAPER, th.PAPER_DARK)
    colw = min(w - 24, max_w)
    dl.text(w / 2, 35, title, 26, th.INK, "c", "b", "s")
    button(dl, back_hid, Rect(8, 12, 72, 40), back, "quiet", 14)
    return (w - colw) / 2, colw
