"""Rectangles for layout and hit-testing (CSS pixels, origin top left)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def r(self) -> float:
        return self.x + self.w

    @property
    def b(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.r and self.y <= y < self.b

    def inset(self, dx: float, dy: float | None = None) -> Rect:
        dy = dx if dy is None else dy
        return Rect(self.x + dx, self.y + dy, max(0.0, self.w - 2 * dx), max(0.0, self.h - 2 * dy))

    def move(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def top(self, h: float) -> Rect:
        return Rect(self.x, self.y, self.w, min(h, self.h))

    def bottom(self, h: float) -> Rect:
        h = min(h, self.h)
        return Rect(self.x, self.b - h, self.w, h)

    def left(self, w: float) -> Rect:
        return Rect(self.x, self.y, min(w, self.w), self.h)

    def right(self, w: float) -> Rect:
        w = min(w, self.w)
        return Rect(self.r - w, self.y, w, self.h)

    def cut_top(self, h: float) -> tuple[Rect, Rect]:
        """(the top ``h`` pixels, the rest)."""
        h = min(h, self.h)
        return Rect(self.x, self.y, self.w, h), Rect(self.x, self.y + h, self.w, self.h - h)

    def cut_bottom(self, h: float) -> tuple[Rect, Rect]:
        """(the bottom ``h`` pixels, the rest)."""
        h = min(h, self.h)
        return Rect(self.x, self.b - h, self.w, h), Rect(self.x, self.y, self.w, self.h - h)

    def cut_right(self, w: float) -> tuple[Rect, Rect]:
        w = min(w, self.w)
        return Rect(self.r - w, self.y, w, self.h), Rect(self.x, self.y, self.w - w, self.h)

    def centered(self, w: float, h: float) -> Rect:
        return Rect(self.cx - w / 2, self.cy - h / 2, w, h)

    def intersects(self, o: Rect) -> bool:
        return self.x < o.r and o.x < self.r and self.y < o.b and o.y < self.b

    def inside(self, o: Rect) -> bool:
        """True if this rect lies within ``o`` (half a pixel of rounding allowed)."""
        e = 0.5
        return self.x >= o.x - e and self.y >= o.y - e and self.r <= o.r + e and self.b <= o.b + e

    def lerp(self, o: Rect, t: float) -> Rect:
        return Rect(self.x + (o.x - self.x) * t, self.y + (o.y - self.y) * t,
                    self.w + (o.w - self.w) * t, self.h + (o.h - self.h) * t)

    def to_list(self) -> list[float]:
        return [round(self.x, 1), round(self.y, 1), round(self.w, 1), round(self.h, 1)]


def row(area: Rect, n: int, gap: float, item_w: float | None = None) -> list[Rect]:
    """``n`` equal boxes in a row centred in ``area`` (each at most ``item_w`` wide)."""
    if n <= 0:
        return []
    w = (area.w - gap * (n - 1)) / n
    if item_w is not None:
        w = min(w, item_w)
    total = w * n + gap * (n - 1)
    x0 = area.x + (area.w - total) / 2
    return [Rect(x0 + i * (w + gap), area.y, w, area.h) for i in range(n)]


def gaps(row: Rect, keep: Sequence[Rect]) -> list[Rect]:
    """The stretches of ``row`` between the rects of ``keep`` that meet it (6 px clear of each), left
    to right; the whole row when none does."""
    cuts = sorted((k.x - 6, k.r + 6) for k in keep if k.w > 0 and k.y < row.b and k.b > row.y
                  and k.x < row.r and k.r > row.x)
    out, x = [], row.x
    for a, b in cuts:
        out.append(Rect(x, row.y, a - x, row.h))
        x = max(x, b)
    out.append(Rect(x, row.y, row.r - x, row.h))
    return [g for g in out if g.w > 0]


def widest_gap(row: Rect, keep: Sequence[Rect], least: float) -> Rect | None:
    """The widest stretch of ``row`` no rect of ``keep`` overlaps (None: ``keep`` misses the row, or
    no stretch is ``least`` wide)."""
    found = gaps(row, keep)
    if found == [row]:
        return None
    best = max(found, key=lambda g: g.w, default=None)
    return best if best is not None and best.w >= least else None
