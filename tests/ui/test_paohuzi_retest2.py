"""The 跑胡子 table after the second play-test (6.8/10, session 13): a claim is offered only once
the seats whose claim outranks it have answered, ..."""

from __future__ import annotations

from test_paohuzi_table import view

from pygame_core.ui.games.paohuzi.advice import live_answers

HU = {"a": "hu"}
PENG = {"a": "peng"}
CHI = {"a": "chi", "groups": [["x1", "x2", "x3"]]}
PASS = {"a": "pass"}


def test_no_hu_before_the_drawer_of_the_card_has_answered() -> None:
    """(p29/p31: 胡 on 电脑1's flipped 佰, pressed, then "电脑1 自摸优先") The drawer is asked first."""
    v = view(offer={"card": "x3", "src": 1, "draw": True}, to_act=[0, 1, 2], answered=[])
    assert live_answers(v, 0, [HU, PASS]) == ([], "wait:1")
    v["answered"] = [1]   # 电脑1 passed: the 胡 shows (电脑2's 胡 would be shared, not first)
    assert live_answers(v, 0, [HU, PASS]) == ([HU, PASS], "")


def test_only_seats_whose_claim_outranks_the_players_hold_it() -> None:
    disc = view(offer={"card": "x3", "src": 1, "draw": False}, to_act=[0, 2], answered=[])
    assert live_answers(disc, 0, [HU, PASS]) == ([HU, PASS], "")   # a discard's wins are shared
    assert live_answers(disc, 0, [PENG, PASS]) == ([], "wait:2")   # 电脑2 may 胡 it
    assert live_answers(disc, 0, [CHI, PASS]) == ([], "wait:2")    # ... or 碰 it
    assert live_answers(disc, 0, [PASS]) == ([PASS], "")           # nothing to hold
    own = view(offer={"card": "x3", "src": 0, "draw": True}, to_act=[0, 1, 2], answered=[1, 2])
    assert live_answers(own, 0, [HU, CHI, PASS]) == ([HU, CHI, PASS], "")
