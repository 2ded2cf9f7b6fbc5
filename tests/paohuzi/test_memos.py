"""The win-check memos hold nothing the garbage collector walks: bytes keys and plain values, so a
collection during a hand does not scan them entry by entry (rules.md, Performance)."""

from __future__ import annotations

import gc
import sys

from pygame_core.games.paohuzi import GAME, scoring, winning
from pygame_core.table.master import Master


def _play_hand() -> None:
    scoring.clear_memos()
    m = Master(GAME, GAME.options_for(GAME.default_preset), 5, ["bot:normal"] * 3)
    m.start_hand()
    m.run_bots()
    assert m.is_over()


def test_search_memos_hold_bytes_and_ints() -> None:
    _play_hand()
    for memo in (winning._MAX_MEMO, winning._FREE_MEMO):
        assert memo, "a hand of normal bots runs win checks"
        assert all(type(k) is bytes and type(v) is int for k, v in memo.items())
    if sys.version_info < (3, 14):  # 3.14 tracks every dict; older versions only one that may hold a cycle
        gc.collect()
        assert not gc.is_tracked(winning._MAX_MEMO) and not gc.is_tracked(winning._FREE_MEMO)


def test_best_win_keys_share_one_options_tuple() -> None:
    _play_hand()
    keys = list(scoring._BEST_MEMO)
    assert keys, "a hand of normal bots scores wins"
    assert all(type(nums) is bytes for nums, _ in keys)
    assert len({id(opts) for _, opts in keys}) == 1  # one table's options: one tuple for every key
