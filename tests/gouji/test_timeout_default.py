"""The rules' timeout lead (gouji.md §15.1: the lowest legal lead, 4s avoided while not opened, never an
illegal 3) on the hand of play-test 30 ("worth knowing", 030417-ls-t4 to 030501-ls-log2: 你 超时 · 出 A
from five As). The engine's default plays all four 5s; the lone A was the player's own raised card,
which the table's ``deadline_action`` sends as the clock runs out (ui/games/gouji/clock.py)."""

from __future__ import annotations

from .helpers import pos

PT30_HAND = "SJ SJ 2 2 2 2 A A A A A K K K Q Q J J 10 10 10 9 8 7 7 6 6 5 5 5 5 4 3"


def test_a_timeout_lead_plays_the_lowest_rank_whole() -> None:
    st = pos(turn=0, h0=PT30_HAND)
    assert st.timeout_action(0) == {"a": "play", "cards": ["5", "5", "5", "5"]}
