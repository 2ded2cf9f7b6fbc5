"""The hand's end lays every hand face up (play-test 7: the 荒庄 sheet showed no hands; the apps
show all three with their 胡息): one public ``show_hands`` event, then the view opens every seat."""

from __future__ import annotations

from typing import Any

from pygame_core.core.game import Event, events_for
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.bots import RuleBot
from pygame_core.games.paohuzi.cards import CODES, kind_of
from pygame_core.games.paohuzi.rules import PaohuziState

NO_FLOW = {"blood_flow": False, "decisive_moment": False}


def play_out(opts: dict[str, Any], seed: int, take_wins: bool) -> tuple[PaohuziState, list[Event]]:
    """A seeded hand to its end, the rule bots playing (every win refused unless ``take_wins``);
    the last step's events."""
    s = GAME.new(GAME.options_for(**opts), seed, None)
    assert isinstance(s, PaohuziState)
    bots = [RuleBot(i, seed, look=1) for i in range(3)]
    last: list[Event] = []
    while not s.is_over():
        seat = s.to_act()[0]
        legal = s.legal_actions(seat)
        act = bots[seat].choose(s.view(seat), legal)
        if act["a"] == "hu" and not take_wins:
            act = {"a": "pass"}
        last = s.apply(seat, act)
    return s, last


def _check_open(s: PaohuziState, last: list[Event]) -> None:
    types = [e.type for e in last]
    assert types[-2:] == ["show_hands", "end"]
    shown = next(e for e in last if e.type == "show_hands")
    for who in (0, 1, 2, None):   # public: every seat and a spectator receive the same
        got = [e for e in events_for(who, last) if e["type"] == "show_hands"]
        assert got and got[0]["hands"] == shown.data["hands"]
    for i, h in enumerate(shown.data["hands"]):
        p = s.players[i]
        assert h["seat"] == i and len(h["hand"]) == len(p.hand) and len(h["kans"]) == len(p.kans)
        assert h["wilds"] == len(p.wilds) and h["huxi"] >= 0
    assert shown.data["rest"] == [CODES[kind_of(c)] for c in s.pile]
    for who in (0, 1, 2, None):
        v = s.view(who)
        assert v["rest"] == shown.data["rest"]
        for i, seat in enumerate(v["seats"]):
            p = s.players[i]
            assert seat["hand"] is not None and len(seat["hand"]) == len(p.hand)
            assert seat["kans"] is not None and seat["wilds"] == len(p.wilds)
            assert seat["kan_huxi"] is not None
            assert all(not m["hidden"] for m in seat["melds"])
            assert seat["shown_huxi"] + seat["kan_huxi"] == shown.data["hands"][i]["huxi"]


def test_huangzhuang_shows_every_hand() -> None:
    s, last = play_out({}, 0, take_wins=False)
    assert not s.records
    _check_open(s, last)


def test_won_hand_shows_the_losers_hands() -> None:
    s, last = play_out(NO_FLOW, 3, take_wins=True)
    assert s.records
    _check_open(s, last)


def test_a_won_hand_ended_early_shows_the_cards_left_in_the_pile() -> None:
    s, _last = play_out(NO_FLOW, 3, take_wins=True)
    assert s.pile and s.view(None)["rest"] == [CODES[kind_of(c)] for c in s.pile]


def test_hands_and_pile_stay_hidden_until_the_end() -> None:
    s = GAME.new(GAME.options_for(), 0, None)
    assert isinstance(s, PaohuziState)
    v = s.view(0)
    assert v["seats"][1]["hand"] is None and v["seats"][2]["kans"] is None and "rest" not in v
