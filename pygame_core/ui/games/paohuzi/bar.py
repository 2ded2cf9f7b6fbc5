"""跑胡子's action bar: the cell each button keeps (tools on the left, the answers on the right; a
phone's answers in the row just above the hand, the 吃 over the felt above them)."""

from __future__ import annotations

from ....core.game import Action
from ...table_bar import WIDE

TOOLS = ("sort", "hints", "counter")
CLAIM_CELLS = ("pass", "chi2", "chi1", "chi0", "peng", "hu")   # left to right; 胡 on the far right
# a phone's answers over the felt: the 吃 row on top, 过 碰 胡 in the row nearest the thumb (a claim
# without 吃, or a discard, takes one row of the felt from the melds, not two)
OVER_CELLS = ("chi2", "chi1", "chi0", "pass", "peng", "hu")
# a phone's answers in the bar's own row over the hand (one 吃 among them), a 2nd and 3rd 吃 above; 过 and
# 吃 a cell apart (play-test 20: side by side, "I hit 吃 when I aimed for 过"), 碰's cell between them, 过
# 16 px off 碰 (WIDE; FIXERS s35 #3: 8 px, a 碰 lost)
ROW_CELLS, UP_CELLS = ("pass", WIDE, "peng", "chi0", "hu"), ("chi2", "chi1")
SHARED_CELL = {"discard": "hu", "move": "peng", "skip": "hints"}   # (跳到结算: a locked hand's 听牌 tool's)


def slot_of(bid: str) -> str:
    """The bar cell of a button id, lightN the Nth bowl cell offered ("" for none: a 4th 吃 lets
    the bar flow). A 吃's id names its cards after a colon (``chi_id``)."""
    bid = bid.split(":", 1)[0]
    if bid in TOOLS or bid in CLAIM_CELLS:
        return bid
    if bid in SHARED_CELL:
        return SHARED_CELL[bid]
    if bid.startswith("light") and bid[5:].isdigit():
        order = CLAIM_CELLS[::-1]
        return order[int(bid[5:])] if int(bid[5:]) < len(order) else ""
    return ""


def chi_id(i: int, a: Action) -> str:
    """The ith 吃's button id, naming its cards: another 吃 in the same cell (the next card's) is
    another button, so the bar's guard refuses a late tap meant for the one before (play-test: a
    tap on 吃 二三四 as its prompt ran out pressed 吃 三三叁 of the next card)."""
    return f"chi{i}:" + "-".join("".join(g) for g in a["groups"])
