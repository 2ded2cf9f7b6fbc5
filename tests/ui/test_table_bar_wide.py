"""A wider gap between two bar cells (table_bar.WIDE; fix-paohuzi's request for FIXERS 跑胡子 #3: 过 at least
16 px from 碰 on a phone, where the answer row's cells stood 8 px apart)."""

from __future__ import annotations

import pytest

from pygame_core.ui.geom import Rect
from pygame_core.ui.plugin import Btn
from pygame_core.ui.table_bar import BTN_H, GAP, OVER, WIDE, WIDE_GAP, reaches, slot_cells, slotted

BAR = Rect(8, 700, 374, 120)


@pytest.mark.parametrize("phone,bar", [(True, BAR), (False, Rect(200, 600, 700, 120))])
def test_the_marker_widens_only_its_own_gap(phone: bool, bar: Rect) -> None:
    plain = slot_cells(bar, ["chi", "peng", "hu", "pass"], phone)
    wide = slot_cells(bar, ["chi", "peng", "hu", WIDE, "pass"], phone)
    assert set(wide) == set(plain) and WIDE not in wide
    assert wide["pass"].y == wide["hu"].y and wide["pass"].x - wide["hu"].r == pytest.approx(WIDE_GAP)
    assert wide["peng"].x - wide["chi"].r == pytest.approx(GAP)
    assert len({round(r.w, 6) for r in wide.values()}) == 1 and all(bar.x <= r.x and r.r <= bar.r for r in wide.values())
    assert wide["chi"].x - bar.x == pytest.approx(bar.r - wide["pass"].r)  # still centred
    gap = reaches([wide["hu"], wide["pass"]])
    assert gap[1].x - gap[0].r == pytest.approx(WIDE_GAP - GAP)  # the taps reach no further into it


def test_without_the_marker_the_cells_are_as_before() -> None:
    cells = slot_cells(Rect(0, 0, 374, 100), ["a", "b", "c", "d", "e", "f"], True)
    # 4 of 76 px fit a row, so 2 rows of 3: (374 - 2 * 8) / 3 wide, the rows filling the bar
    assert [round(r.x, 2) for r in cells.values()] == [0.0, 127.33, 254.67] * 2
    assert {round(r.w, 2) for r in cells.values()} == {119.33} and cells["d"].y == BTN_H + GAP


def test_a_marker_at_a_rows_end_or_above_the_bar_changes_nothing_there() -> None:
    row = slot_cells(BAR, ["a", "b", "c", "d", "e", WIDE, "f", "g", "h"], True)   # 4 + 4 a row on a phone
    assert slotted([Btn("x", "x", None, slot="a")], ["a", WIDE, "b"])
    up = slot_cells(BAR, ["a", "b", OVER, "c", WIDE, "d"], True)
    assert up["d"].x - up["c"].r == pytest.approx(WIDE_GAP) and up["a"].x - BAR.x == pytest.approx(BAR.r - up["b"].r)
    assert len(row) == 8
