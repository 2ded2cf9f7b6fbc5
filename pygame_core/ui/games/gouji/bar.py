"""The 够级 action bar's cells (table_bar), the player's clock among them, and 理牌 (the hand's order)."""

from __future__ import annotations

from collections import Counter

from ....games.gouji.cards import VALUE
from ...geom import Rect
from ...table_bar import slot_cells

# The action bar's cells: every button keeps one, so nothing moves between turns; a prompt's "yes"
# (出牌, 预点, 买4, 革命, 还牌) always sits where 出牌 does, its "no" where 过 does.
# 理牌 has a cell of its own on a laptop; a phone on its side has no room for a sixth: its empty cell (the
# clock's and 托管's) takes 清空's place (a raised card is put down by a tap, or a sweep, as it was raised).
SLOTS = ["sort", "clear", "same", "hint", "pass", "play"]
SHORT_SLOTS = ["gap", "same", "hint", "pass", "play"]  # (its empty cell first: 托管 at the bar's far end from 出牌)
PAY_CELLS = ("play", "pass", "hint")  # 买3/买4's ways to pay, the first where 出牌 is
# A phone's bar has two rows of three: the selection helpers above, 提示 · 过 · 出牌 together in the
# row by the hand (an empty cell keeps them there), so nothing sits alone or seems to jump; the
# empty cell holds 理牌, or the player's clock in timed play, and 托管 at its right end (pt16 #2: "no 托管
# on the phone")
PHONE_SLOTS = ["clear", "same", "gap", "hint", "pass", "play"]
CLOCK_W = 46.0
TG_W = 64.0  # 托管's part of the empty cell, at its right end (less in a narrow cell: the clock keeps 40)


def gap_parts(bar: Rect, slots: list[str], phone: bool) -> tuple[Rect, Rect] | None:
    """A phone's empty cell as the clock's place and 托管's, side by side; None without one."""
    cell = slot_cells(bar, slots, phone).get("gap")
    if cell is None:
        return None
    tg = min(TG_W, cell.w - 44)
    if slots[0] == "gap":  # the bar's first cell (a phone on its side): 托管 at its left end, away from 提示 · 过 · 出牌
        return Rect(cell.x + tg + 4, cell.y, cell.w - tg - 4, cell.h), Rect(cell.x, cell.y, tg, cell.h)  # (pt26 #5: a
        # mis-tap beside 提示 handed the game to the bot)
    return Rect(cell.x, cell.y, cell.w - tg - 4, cell.h), Rect(cell.r - tg, cell.y, tg, cell.h)


def clock_cell(bar: Rect, slots: list[str], phone: bool) -> Rect | None:
    """Where the player's clock stands, a place no button ever takes, so it never moves (play-test 5:
    a ring at the status line's far end went unseen and a clock ran out): a phone's ``gap`` cell,
    else right of 出牌's cell, the last; None where the bar has no room (the status line keeps it)."""
    parts = gap_parts(bar, slots, phone)
    if parts is not None:
        return parts[0]
    cells = slot_cells(bar, slots, phone)
    last = cells.get(slots[-1]) if slots else None
    if last is None or bar.r - last.r < CLOCK_W + 10:
        return None
    return Rect(last.r + 8, last.y, CLOCK_W, last.h)


def hand_order(ids: list[int], by_sets: bool) -> list[int]:
    """The hand as it is laid out: by rank, highest first; or (理牌 by sets, play-test 5: "no sort
    options") the 2s and jokers first, then the ranks held most often, so the big sets stand out."""
    if not by_sets:
        return sorted(ids, key=lambda c: (-VALUE[c], c))
    held = Counter(VALUE[c] for c in ids)
    return sorted(ids, key=lambda c: (VALUE[c] < 15, -held[VALUE[c]] if VALUE[c] < 15 else 0, -VALUE[c], c))
