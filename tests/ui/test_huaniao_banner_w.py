"""花鸟风月: a banner is as wide as its words and a margin, in the middle of the table (FIXERS session 25
#3: a laptop's combo banner ran the felt's whole width, over the plays it spoke of)."""

from __future__ import annotations

from test_huaniao_table import table

from pygame_core.ui.draw import text_width
from pygame_core.ui.games.huaniao_show import BANNER_PAD, banner_box


def test_a_combo_banner_keeps_to_the_middle_of_a_laptops_table() -> None:
    _app, scr, _now = table(seed=3)
    lay = scr.lay
    assert lay is not None and not lay.phone
    box, size, lines = banner_box(lay, 1366, 768, "电脑1 · 舞，雀舞满山", True, lay.center)
    assert box.w <= text_width(lines[0], size) + 2 * BANNER_PAD + 1 and box.w < lay.center.w * 0.6, (box, lay.center)
    assert abs(box.cx - lay.center.cx) < 1
