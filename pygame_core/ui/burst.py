"""Gold rays and rings for a table's big moments (a win, 开点, a bowl lit): one drawing for every
game, each game choosing its reach, turn and fade."""

from __future__ import annotations

import math

from . import theme as th
from .anim import ease_out
from .draw import DisplayList

SHORT = 0.64  # every other ray this much of the long ones' length (and ~this much of their width)


def draw_rays(dl: DisplayList, cx: float, cy: float, r0: float, r1: float, turn: float = 0.0, n: int = 12,
              ink: str = th.GOLD, alpha: float = 1.0, half: float = 0.13) -> None:
    """``n`` rays round (cx, cy) from ``r0`` out to ``r1`` (every other one shorter), turned by ``turn``
    radians, each a wedge ``half`` radians wide at its foot (the short ones narrower)."""
    dl.alpha(alpha)
    for i in range(n):
        a = turn + math.tau * i / n
        long = i % 2 == 0
        r = r0 + (r1 - r0) * (1.0 if long else SHORT)
        h = half if long else half * 0.62
        dl.poly([cx + r0 * math.cos(a - h), cy + r0 * math.sin(a - h), cx + r * math.cos(a), cy + r * math.sin(a),
                 cx + r0 * math.cos(a + h), cy + r0 * math.sin(a + h)], ink)
    dl.alpha(1.0)


def draw_rings(dl: DisplayList, cx: float, cy: float, r0: float, r1: float, p: float, ink: str = th.GOLD) -> None:
    """Two rings going out from ``r0`` to ``r1``, one after the other, fading as they go (``p`` 0..1)."""
    for k in (0.0, 0.3):
        q = min(1.0, max(0.0, (p - k) / 0.7))
        if 0 < q < 1:
            dl.alpha(1 - q)
            dl.circle(cx, cy, r0 + (r1 - r0) * ease_out(q), None, ink, 4.0)
            dl.alpha(1.0)
