"""The 够级 action bar's cells (table_bar) and the player's clock among them."""

from __future__ import annotations

from ...geom import Rect
from ...table_bar import slot_cells

# The action bar's cells: every button keeps one, so nothing moves between turns; a prompt's "yes"
# (出牌, 预点, 买4, 革命, 还牌) always sits where 出牌 does, its "no" where 过 does.
SLOTS = ["clear", "same", "hint", "pass", "play"]
# A phone's bar has two rows of three: the selection helpers above, 提示 · 过 · 出牌 together in the
# row by the hand (an empty cell keeps them there), so nothing sits alone or seems to jump
PHONE_SLOTS = ["clear", "same", "gap", "hint", "pass", "play"]
CLOCK_W = 46.0


def clock_cell(bar: Rect, slots: list[str], phone: bool) -> Rect | None:
    """Where the player's clock stands, a place no button ever takes, so it never moves (play-test 5:
    a ring at the status line's far end went unseen and a clock ran out): a phone's ``gap`` cell,
    else right of 出牌's cell, the last; None where the bar has no room (the status line keeps it)."""
    cells = slot_cells(bar, slots, phone)
    if "gap" in cells:
        return cells["gap"]
    last = cells.get(slots[-1]) if slots else None
    if last is None or bar.r - last.r < CLOCK_W + 10:
        return None
    return Rect(last.r + 8, last.y, CLOCK_W, last.h)
