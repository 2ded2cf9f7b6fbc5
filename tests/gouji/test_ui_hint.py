"""提示 for 够级 in positions where the hint a player expects is known: the cheapest play that beats
the table, 2s and jokers last, pass first over a partner's winning play, and the cycle over them all."""

from __future__ import annotations

from pygame_core.core.game import Action
from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.rules import GoujiState
from pygame_core.ui.games.gouji.hints import suggestions

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


def shown(st: GoujiState, seat: int) -> list[tuple[list[str] | None, int | None]]:
    """What the table's 提示 shows, press after press: (cards or None for a pass, rank broken up)."""
    assert GAME.hint is not None
    hint, view = GAME.hint, st.view(seat)
    got = suggestions(view, st.legal_actions(seat), lambda c: hint(view, c))
    return [(a.get("cards"), split) for a, split in got]


def test_whole_sets_first_then_each_broken_set_said() -> None:
    # the reported case: two of a triple offered against a pair, before a whole pair, unsaid
    st = pos(turn=0, lead=1, own=1, top="6 6", h0="BJ 2 2 9 9 9 7 7 7 8 8 5", h1="K 4 3")
    got = shown(st, 0)
    assert got[0] == (["8", "8"], None)
    splits = [s for _c, s in got]
    first_split = next(i for i, s in enumerate(splits) if s is not None)
    plain = [s for c, s in got[first_split:] if not set(c or []) & {"2", "SJ", "BJ"}]
    assert all(s is not None for s in plain)  # no whole plain set after a broken one
    assert got[-1][0] == ["BJ"] or not set(got[-1][0] or []).isdisjoint({"2", "SJ", "BJ"})  # 2s, jokers last
    assert (["7", "7"], 7) in got and (["9", "9"], 9) in got  # said: which rank it breaks up
    assert len({tuple(c or []) for c, _s in got}) == len(got) <= 10  # one per rank and kind, countable


def test_a_lead_suggests_only_whole_sets() -> None:
    st = pos(turn=0, h0="BJ SJ 2 2 A A K K K Q J J T T 9 9 9 8 8 7 7 7 6 6 5 5 3", h3="A 5 4 3")
    got = shown(st, 0)
    assert got and all(s is None for _c, s in got)
    assert (["7", "7", "7"], None) in got and (["7", "7"], None) not in got


def test_the_partners_winning_play_suggests_the_pass_first() -> None:
    st = pos(turn=0, lead=2, own=2, top="2 2", h0="SJ SJ 5 5 3", h2="K 4 3")
    assert shown(st, 0) == [(None, None), (["SJ", "SJ"], None)]


def test_a_single_2_is_not_a_set_broken_up() -> None:
    st = pos(turn=0, lead=1, own=1, top="K", h0="2 2 2 A 9 9 9 3", h1="K 4 3")
    got = shown(st, 0)
    assert (["2"], None) in got and (["A"], None) in got


def test_the_cheapest_beat_first_even_out_of_a_bigger_set() -> None:
    # the play-test (L14): against the opposite's K K the first hint was 2 2, not A A out of five As
    st = pos(turn=0, lead=3, own=3, top="K K", h0="BJ SJ 2 2 A A A A A K K Q J J 9 9 7 6 3", h3="K 4 3")
    got = shown(st, 0)
    assert got[0] == (["A", "A"], 14), got  # A A, said to break up the As
    cards = [c or [] for c, _s in got]
    first_helper = next(i for i, c in enumerate(cards) if set(c) & {"2", "SJ", "BJ"})
    assert all(set(c) & {"2", "SJ", "BJ"} for c in cards[first_helper:] if c)  # then the 2s and jokers


def test_the_smallest_beat_first_out_of_a_set_that_leaves_as_many() -> None:
    # play-test 24 #3: against 电脑5's 7 7 7 提示 1/2 offered J J J, 9 9 9 (out of six 9s) only second;
    # six 9s split leave 9 9 9 still whole: the smallest rank goes first, as 多乐's 提示 does
    st = pos(turn=0, lead=5, own=5, top="7 7 7",
             h0="BJ 2 2 A K K Q J J J T 9 9 9 9 9 9 8 6 6 4 3", h5="K 4 3")
    got = shown(st, 0)
    assert got[0] == (["9", "9", "9"], 9), got
    assert got[1] == (["J", "J", "J"], None), got


def test_a_split_that_spoils_an_opening_set_waits() -> None:
    # five 10s are the seat's 开点 set (rules 6.5): 10 10 10 out of them comes after the whole J J J
    st = pos(turn=0, lead=5, own=5, top="7 7 7", h0="2 2 J J J T T T T T 6 3", h5="K 4 3")
    got = shown(st, 0)
    assert got[0] == (["J", "J", "J"], None), got
