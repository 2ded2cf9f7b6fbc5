"""够级's hand fan (gouji/table.py): rows a finger can read and tap on a phone (play-test P22/P25:
four rows, a lifted card hid the K, Q and both jokers behind it), flat rows (L57: an arc's middle
cards sat raised and read as selected), and a tap on what shows of a card takes that card (S37)."""

from __future__ import annotations

import pytest

from pygame_core.ui.games.gouji.hand import Upright, balanced, rows_for, tap_per, upright_rects
from pygame_core.ui.games.gouji.table import LIFT, fan_hits, fit_hand, hand_fan_for
from pygame_core.ui.geom import Rect

CASES = [(374.0, 36, True, False), (374.0, 33, True, False), (374.0, 20, True, False), (828.0, 33, False, True),
         (1350.0, 33, False, False), (1350.0, 3, False, False)]


def laid(w: float, n: int, phone: bool, short: bool, y: float = 300.0) -> tuple[list[Rect], float]:
    """The hand's ``n`` cards ``w`` wide (an upright phone: hand.Upright's rows) and the area's height."""
    if phone:
        up = Upright.for_deal(w, 36, 62.0, 1.42)
        h = up.height(36, w, LIFT)
        area = Rect(8, y, w, h)
        return upright_rects(area, balanced(list(range(n)), rows_for(n, tap_per(w, up.cw)), True), up.cw, up.ch,
                             up.spread(area, rows_for(n, tap_per(w, up.cw)), LIFT)), h
    fan = hand_fan_for(w, n, short, 62.0, 1.42)
    return fit_hand(Rect(8, y, w, fan.height), n, fan), fan.height


def index_box(r: Rect, step: float) -> Rect:
    """Where ``widgets.card`` draws a covered card's index (rank and suit) in its strip."""
    col = min(step, r.w * 0.5)
    gs = min(col * 0.7, r.h * 0.26)
    return Rect(r.x, r.y, col, gs * 1.62 + max(8.0, gs * 0.62) / 2 + 1)


def rows_of(rects: list[Rect]) -> list[list[Rect]]:
    rows: list[list[Rect]] = []
    for i, r in enumerate(rects):
        if i and r.x > rects[i - 1].x:
            rows[-1].append(r)
        else:
            rows.append([r])
    return rows


@pytest.mark.parametrize(("w", "n", "phone", "short"), CASES)
def test_a_lifted_card_hides_no_index_and_rows_are_flat(w: float, n: int, phone: bool, short: bool) -> None:
    rects, _h = laid(w, n, phone, short)
    rows = rows_of(rects)
    for row in rows:
        assert len({round(r.y, 3) for r in row}) == 1  # flat: no card sits higher than another
    for back, front in zip(rows, rows[1:], strict=False):
        for i, b in enumerate(back):
            step = back[i + 1].x - b.x if i + 1 < len(back) else b.w
            idx = index_box(b, step)
            for f in front:  # every card of the row in front lifted (selected)
                lifted = f.move(0, -LIFT)
                assert not (lifted.x < idx.r and idx.x < lifted.r and lifted.y < idx.b), (i, idx, lifted)


@pytest.mark.parametrize(("w", "n", "phone", "short"), CASES)
@pytest.mark.parametrize("lifted", [(), (1, 2, 14, 15, 30)])
def test_a_tap_on_what_shows_of_a_card_takes_that_card(w: float, n: int, phone: bool, short: bool,
                                                       lifted: tuple[int, ...]) -> None:
    """Also with some cards selected (lifted: their index shows over the row behind, and a tap
    there is theirs), given the cards as drawn."""
    got, h = laid(w, n, phone, short, 300 + LIFT)
    rects = [r.move(0, -LIFT) if i in lifted else r for i, r in enumerate(got)]
    area = Rect(8, 300, w, h + LIFT)
    hits = fan_hits(rects)
    y = area.y
    while y < area.b:
        x = area.x
        while x < area.r:
            shown = next((i for i in reversed(range(n)) if rects[i].x <= x < rects[i].r
                          and rects[i].y <= y < rects[i].b), None)  # the card drawn last there
            hit = next((i for i in reversed(range(n)) if hits[i].x <= x < hits[i].r
                        and hits[i].y <= y < hits[i].b), None)
            # (a lifted card's edge over an unlifted neighbour shows but takes no tap: never another's)
            assert hit == shown or (lifted and hit is None), (x, y, shown, hit)
            x += 3.0
        y += 3.0


def test_a_phone_on_its_side_spreads_its_row_up_to_28_px_strips() -> None:
    """S06/S10: 33 cards in one row of 22 px steps with room to spare at the ends: the row uses
    the width, up to 28 px a strip (two rows would leave cards too small for the height)."""
    for n, least in ((33, 24.0), (28, 26.0)):  # (pt30 #1: larger faces, a tighter overlap)
        fan = hand_fan_for(828.0, n, True, 62.0, 1.42)
        assert fan.rows == 1
        rects = fit_hand(Rect(8, 300, 828, fan.height), n, fan)
        assert min(b.x - a.x for a, b in zip(rects, rects[1:], strict=False)) >= least - 0.01
        assert rects[0].w >= 46 - 0.01
