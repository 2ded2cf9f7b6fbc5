"""Play-test 6's hand end (rules 13.1): the hand stopped with two players each holding a 3 and the sheet
said "甲队先走完" to a 甲 player who still saw 4 4 4 3. The engine was right: that player's 4 4 4 (the
only lead a hand of 4 4 4 3 has, 6.1) and then the 3 went by themselves, the player went out fifth and
甲 was all out. This pins it: the places, the team out, and why."""

from __future__ import annotations

import pytest

from pygame_core.core.errors import IllegalAction
from tests.gouji.helpers import pos, run, types


def test_the_last_of_a_team_going_out_ends_the_hand_with_the_other_team_holding_cards() -> None:
    # finishing order 4, 3, 2, 5 (四户乱缠 since two are gone); seat 0 (甲) leads holding 4 4 4 3
    st = pos(turn=0, lead=0, fin="4325", h0="4 4 4 3", h1="3", h2="", h3="", h4="", h5="", os="NNOOOO")
    assert st.legal_actions(0) == [{"a": "play", "cards": ["4", "4", "4"]}]  # 3 only as the last card
    evs = run(st, "0: 4 4 4", "1: pass")
    assert st.phase == "play" and st.turn == 0  # nobody beat the 4s (seat 1 holds only its 3)
    evs = run(st, "0: 3")
    assert "hand_end" in types(evs) and st.is_over()
    res = st.result()
    assert res["winner_team"] == 0 and res["order"] == [4, 3, 2, 5, 0]
    assert res["places"][0] == 5 and res["places"][1] == 6  # the viewer 二落, seat 1 大落 with its 3
    # what each seat still held, for the sheet (play-test 10 p40: two seats' cards merged in one line)
    assert res["left"] == [[], ["3"], [], [], [], []]


def test_a_wrong_count_names_二杀一_only_where_a_big_joker_is_on_the_table() -> None:
    """Play-test 7 (018): "要出2张（二杀一时多一张）" on a pair of As: the note only with a big joker on top."""
    st = pos(turn=1, h1="A A 9 3", h2="5 9 3")
    run(st, "1: A A")
    with pytest.raises(IllegalAction) as e:
        run(st, "2: 9")
    assert e.value.code == "E_SIZE" and e.value.message() == "张数不对：要出2张"
    st = pos(turn=1, h1="BJ 7 7 9 3", h2="SJ 8 8 8 9 3")
    run(st, "1: BJ 7 7")
    with pytest.raises(IllegalAction) as e:
        run(st, "2: 8 8")
    assert e.value.code == "E_SIZE" and "二杀一" in e.value.message()
