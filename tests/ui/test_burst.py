"""The one drawing of a big moment's rays and rings (ui/burst.py), used by every table."""

from __future__ import annotations

import math

from pygame_core.ui.burst import SHORT, draw_rays, draw_rings
from pygame_core.ui.draw import DisplayList


def test_rays_alternate_long_and_short_round_their_centre() -> None:
    dl = DisplayList()
    draw_rays(dl, 100, 50, 10, 60, 0.0, 8)
    polys = [op for op in dl.ops if op[0] == "P"]
    assert len(polys) == 8
    tips = [math.hypot(p[1][2] - 100, p[1][3] - 50) for p in polys]
    assert all(abs(t - 60) < 0.2 for t in tips[0::2])
    assert all(abs(t - (10 + 50 * SHORT)) < 0.2 for t in tips[1::2])


def test_rings_go_out_one_after_the_other_and_are_gone_at_the_end() -> None:
    def rings(p: float) -> list[float]:
        dl = DisplayList()
        draw_rings(dl, 0, 0, 10, 100, p)
        return [float(op[3]) for op in dl.ops if op[0] == "C"]

    assert len(rings(0.2)) == 1 and len(rings(0.5)) == 2 and rings(1.0) == []
    assert rings(0.6)[0] > rings(0.6)[1]  # the first ring ahead of the second
