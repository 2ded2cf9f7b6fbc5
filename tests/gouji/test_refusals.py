"""The generic refusals come from the shared ``apply`` with one code each (game over, malformed,
not your turn, wrong phase); 够级 only says them more precisely. Rule refusals keep their own codes.
Position texts that do not parse are ``NotationError``s naming the field."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core import IllegalAction, NotationError
from pygame_core.games.gouji import GAME, GoujiState
from pygame_core.games.gouji.texts import PHASE_NAMES, REASONS

from .helpers import pos, run


def code(st: GoujiState, seat: Any, action: Any) -> IllegalAction:
    before = st.notation()
    with pytest.raises(IllegalAction) as e:
        st.apply(seat, action)
    assert st.notation() == before
    return e.value


@pytest.mark.parametrize("action", [
    {"type": "pass"}, {"a": "pass", "pad": "x" * 4000}, {"a": "play"}, {"a": "play", "cards": "T T"},
    {"a": "play", "cards": ["T", "ZZ"]}, {"a": "play", "cards": ["T"] * 65}, {"a": "pay", "card": 2},
    {"a": "nonsense"}, ["pass"], None,
])
def test_malformed_actions_are_one_code(action: Any) -> None:
    st = pos(turn=0, h0="T T 3")
    assert code(st, 0, action).code == "E_BAD_ACTION"


def test_not_your_turn_says_why_when_you_passed() -> None:
    st = pos(turn=0, h0="7 7 9 3", h1="A A 9 3", h2="K K 9 3")
    assert code(st, 1, {"a": "pass"}).code == "E_NOT_YOUR_TURN"
    assert code(st, 6, {"a": "pass"}).code == "E_NOT_YOUR_TURN"
    run(st, "0: 7 7", "1: pass")
    e = code(st, 1, {"a": "play", "cards": ["A", "A"]})
    assert e.code == "E_NOT_YOUR_TURN" and e.reason == REASONS["E_PASSED"]


def test_wrong_phase_names_the_phase_in_each_language() -> None:
    st = GAME.new(GAME.options_for(), 1, None)
    seat = st.to_act()[0]
    e = code(st, seat, {"a": "play", "cards": ["T"]})
    assert e.code == "E_PHASE"
    for lang in ("zh-Hans", "zh-Hant", "en"):
        assert PHASE_NAMES["yudian"][lang] in e.message(lang)


def test_over_and_rule_codes() -> None:
    st = pos(turn=0, h0="T T 3", h3="A 3")
    assert code(st, 0, {"a": "pass"}).code == "E_MUST_LEAD"
    assert code(st, 0, {"a": "play", "cards": []}).code == "E_EMPTY"
    assert code(st, 0, {"a": "play", "cards": ["A"]}).code == "E_NOT_HELD"
    over = GoujiState("gouji ph=over; fin=024")
    assert code(over, 0, {"a": "pass"}).code == "E_OVER"


@pytest.mark.parametrize("text", [
    "gouji ph=nowhere", "gouji ph=play; h0=3 3 3 3 3 3 3", "gouji turn=x", "gouji zz=1", "gouji ph=play; ph=over",
    "gouji os=NNN", "gouji in=dian:0>9*1", "gouji o=bogus:1", "gouji o=report_threshold:99", "gouji h0=Z",
    "paohuzi ph=play", "gouji ph=play; top=T; turn=1",
])
def test_bad_positions_are_notation_errors(text: str) -> None:
    with pytest.raises(NotationError):
        GoujiState(text)
