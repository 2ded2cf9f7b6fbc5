"""提示 for 够级 in positions where the hint a player expects is known: the cheapest play that beats
the table, 2s and jokers last, pass first over a partner's winning play, and the cycle over them all."""

from __future__ import annotations

from pygame_core.core.game import Action
from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.rules import GoujiState

from .helpers import pos


def cycle(st: GoujiState, seat: int) -> list[Action]:
    """Every suggestion in the order 提示 shows them (as the table asks: without those shown)."""
    assert GAME.hint is not None
    shown: list[Action] = []
    legal = st.legal_actions(seat)
    while True:
        a = GAME.hint(st.view(seat), [x for x in legal if x not in shown])
        if a is None:
            return shown
        shown.append(a)


def test_cheapest_beat_first_helpers_last() -> None:
    st = pos(turn=0, lead=1, own=1, top="5", h0="BJ 2 9 6 3", h1="K 4 3")
    shown = cycle(st, 0)
    assert shown[0] == {"a": "play", "cards": ["6"]}
    singles = [a["cards"] for a in shown if a["a"] == "play" and len(a["cards"]) == 1]
    assert singles == [["6"], ["9"], ["2"], ["BJ"]]


def test_no_joker_against_a_trivial_play() -> None:
    st = pos(turn=0, lead=1, own=1, top="4 4", h0="SJ SJ 7 7 3", h1="K 4 3")
    assert cycle(st, 0)[0] == {"a": "play", "cards": ["7", "7"]}


def test_partner_winning_pass_first_then_plays_when_asked() -> None:
    # The reported case: 小王 小王 was suggested over the partner's 2 2.
    st = pos(turn=0, lead=2, own=2, top="2 2", h0="SJ SJ 5 5 3", h2="K 4 3")
    shown = cycle(st, 0)
    assert shown[0] == {"a": "pass"}
    assert {"a": "play", "cards": ["SJ", "SJ"]} in shown[1:]


def test_opposite_team_top_is_beaten_not_passed() -> None:
    st = pos(turn=0, lead=3, own=3, top="2 2", h0="SJ SJ 5 5 3", h3="K 4 3")
    assert cycle(st, 0)[0] == {"a": "play", "cards": ["SJ", "SJ"]}


def test_lead_spends_no_helper_first() -> None:
    st = pos(turn=0, h0="BJ 2 2 8 8 3", h3="A 5 4 3")
    first = cycle(st, 0)[0]
    assert first["a"] == "play"
    assert not set(first["cards"]) & {"2", "SJ", "BJ"}
