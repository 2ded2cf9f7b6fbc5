"""跑胡子 理牌 on the hands play-test 36 #4 named (130004-laptop-sort: 贰 on 肆; 125143-laptop-next: 九 on
壹): the apps keep a column to one rank (大/小 together, 九/玖) or a likely group (四五, 二七十, 一二三),
坎 alone; unrelated cards share a column only where the column cap (a phone's one row) leaves no room,
and then the nearest in rank."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_paohuzi_table import started

from pygame_core.games.paohuzi.cards import CODES, is_numeric, other
from pygame_core.ui.games.paohuzi.columns import MAX_COLUMNS, auto_columns

LAPTOP, PHONE = (1366, 768), (390, 844)
# 130004: 坎 伍; 八 九 壹 壹 贰 肆 陆 仟 仟
SORT = ("d5", "x8 x9 d1 d1 d2 d4 d6 dQ dQ", 0)
# 125143: 坎 一; 二 二 五 五 九 壹 肆 柒 捌 捌 百 佰 万 萬 亿 仟 and a 王霸
NEXT = ("x1", "x2 x2 x5 x5 x9 d1 d4 d7 d8 d8 xB dB xW dW xY dQ", 1)


def sorted_columns(size: tuple[int, int], hand: tuple[str, str, int]) -> list[list[str]]:
    """The player's columns after 理牌 is pressed with ``hand`` (坎, free cards, wilds), as codes."""
    app = started(*size, seed=11)
    app.frame(0.3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    view = json.loads(json.dumps(plugin.table.view()))
    view["seats"][view["seat"]].update(kans=hand[0].split(), hand=hand[1].split(), wilds=hand[2])
    plugin.sort_hand(view)
    return [[c["code"] for c in col] for col in plugin.columns(view)]


def near(a: int, b: int) -> bool:
    """One kind or one rank in both scripts (九/玖), or two of one script a sentence could hold (四五, 四六,
    二七十)."""
    if b in (a, other(a)):
        return True
    same = is_numeric(a) and is_numeric(b) and a // 10 == b // 10
    return same and (abs(a - b) <= 2 or {a % 10, b % 10} <= {1, 6, 9})


def related(col: list[str]) -> bool:
    """Every card of the column is one of a likely group with another of it (a lone card is)."""
    ks = [CODES.index(c) for c in col if c != "*"]
    return len(ks) < 2 or all(any(near(k, j) for j in ks[:i] + ks[i + 1:]) for i, k in enumerate(ks))


@pytest.mark.parametrize("hand", [SORT, NEXT])
def test_a_laptops_columns_hold_only_related_cards(hand: tuple[str, str, int]) -> None:
    cols = sorted_columns(LAPTOP, hand)
    assert all(related(c) for c in cols), cols
    assert ["d2", "d4"] not in cols and ["x9", "d1"] not in cols, cols
    assert ["x8", "x9"] in cols or hand is NEXT  # neighbours together (八九)


def test_a_phone_keeps_its_row_and_stacks_nearest_in_rank() -> None:
    cols = sorted_columns(PHONE, NEXT)
    assert len(cols) <= MAX_COLUMNS, cols
    assert not any({"x9", "d1"} <= set(c) for c in cols), cols  # 九 and 壹: ranks 9 and 1
    assert ["d7", "d8", "d8"] in cols  # 柒 with its neighbour 捌's pair before any unrelated card
    assert sorted(c for col in cols for c in col) == sorted(["x1"] * 3 + NEXT[1].split() + ["*"])


def test_a_gapped_two_waits_for_a_fold() -> None:
    # 贰 肆 is a card short of 贰叁肆 (a 嵌张), kept apart while there is room, together when cards must share
    assert ["d2", "d4"] not in auto_columns(["d2", "d4", "x9", "xB"])
    assert ["d2", "d4"] in auto_columns(["d2", "d4", "x9", "xB"], 3)
    assert ["d2", "d7"] in auto_columns(["d2", "d7", "x9"])  # two of 贰柒拾 together (a likely group)
