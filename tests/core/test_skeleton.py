"""The shared skeleton on a tiny game: the final apply's generic refusals, action schemas, the
position codec, the structural clone, sampling and perft."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import pytest

from pygame_core.core import IllegalAction, NotationError, SplitMix64
from pygame_core.core.actions import INT, INTS, Schema, check_shape
from pygame_core.core.codec import BOOL, STR, PositionCodec, attr, int_in, ints_in, item, seat_flags
from pygame_core.core.game import JSON, Action, Event, GameState
from pygame_core.core.playthrough import perft
from pygame_core.core.sampling import deal_hidden, unseen


class Nim(GameState):
    """Two seats take 1 or 2 stones in turn; whoever takes the last stone wins."""

    game_id = "nim"
    num_seats = 2
    ACTIONS: ClassVar[Mapping[str, Schema]] = {"take": {"n": INT}, "note": {"cards?": INTS}}

    def __init__(self, text: str | None = None) -> None:
        self.stones, self.turn, self.hands, self.passed, self.tag = 5, 0, [[1, 2], [3]], [False, False], "x"
        if text is not None:
            assert self.CODEC is not None
            self.CODEC.load_into(self, text)

    def to_act(self) -> tuple[int, ...]:
        return () if self.stones == 0 else (self.turn,)

    def action_kinds(self, seat: int) -> frozenset[str]:
        return frozenset({"take"}) if seat in self.to_act() else frozenset()

    def legal_actions(self, seat: int) -> list[Action]:
        return [{"a": "take", "n": n} for n in (1, 2) if n <= self.stones] if seat in self.to_act() else []

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action["n"] not in (1, 2) or action["n"] > self.stones:
            raise IllegalAction("E_TAKE", "take 1 or 2")
        self.stones -= action["n"]
        self.hands[seat].append(action["n"])
        if self.stones:
            self.turn = 1 - seat
        return [Event("took", {"seat": seat, "n": action["n"]})]

    def view(self, seat: int | None) -> JSON:
        return {"stones": self.stones}

    def is_over(self) -> bool:
        return self.stones == 0

    def returns(self) -> list[float]:
        return [1.0 if s == self.turn else 0.0 for s in range(2)]

    def result(self) -> JSON:
        return {"winner": self.turn}


def _fresh(header: Mapping[str, Any]) -> Nim:
    st = Nim()
    st.tag = header.get("tag", "x")
    return st


Nim.CODEC = PositionCodec("nim", [attr("tag", STR, header=True), attr("st", int_in(0, 99), "stones", always=True),
                                  attr("turn", int_in(0, 1)), item("h0", ints_in(1, 3), "hands", 0),
                                  item("h1", ints_in(1, 3), "hands", 1), attr("pas", seat_flags(2), "passed")], _fresh)


def code(st: GameState, seat: Any, action: Any) -> str:
    before = st.notation()
    with pytest.raises(IllegalAction) as e:
        st.apply(seat, action)
    assert st.notation() == before
    return e.value.code


def test_generic_refusals_have_one_code_each() -> None:
    st = Nim()
    assert code(st, 1, {"a": "take", "n": 1}) == "E_NOT_YOUR_TURN"
    assert code(st, 7, {"a": "take", "n": 1}) == "E_NOT_YOUR_TURN"
    assert code(st, 0, {"type": "take", "n": 1}) == "E_BAD_ACTION"
    assert code(st, 0, {"a": "take", "n": 1, "pad": "x" * 4000}) == "E_BAD_ACTION"
    assert code(st, 0, {"a": "take", "n": "1"}) == "E_BAD_ACTION"
    assert code(st, 0, {"a": "take"}) == "E_BAD_ACTION"
    assert code(st, 0, {"a": "note"}) == "E_PHASE"
    assert code(st, 0, {"a": "take", "n": 3}) == "E_TAKE"
    while not st.is_over():
        st.apply(st.to_act()[0], st.legal_actions(st.to_act()[0])[0])
    assert code(st, 0, {"a": "take", "n": 1}) == "E_OVER"


def test_schema_names_what_is_wrong() -> None:
    with pytest.raises(IllegalAction, match="no field 'pad'"):
        check_shape({"a": "take", "n": 1, "pad": 1}, Nim.ACTIONS)
    with pytest.raises(IllegalAction, match="needs 'n'"):
        check_shape({"a": "take"}, Nim.ACTIONS)
    assert check_shape({"a": "note", "cards": [1, 2]}, Nim.ACTIONS) == "note"
    with pytest.raises(IllegalAction):
        check_shape({"a": "note", "cards": list(range(100))}, Nim.ACTIONS)
    with pytest.raises(IllegalAction):
        check_shape({"a": "take", "n": True}, Nim.ACTIONS)


def test_notation_is_the_constructor_and_omits_defaults() -> None:
    st = Nim()
    assert st.notation() == "nim st=5"
    st.apply(0, {"a": "take", "n": 2})
    text = st.notation()
    assert text == "nim st=3; turn=1; h0=1,2,2"
    assert repr(st) == f"Nim({text!r})" and Nim(text).notation() == text
    assert eval(repr(st)).notation() == text  # noqa: S307 - the python-chess promise, on our own text
    assert Nim("nim tag=y; pas=1").notation() == "nim tag=y; st=5; pas=1"


@pytest.mark.parametrize("bad", ["nom st=5", "nim st=x", "nim zz=1", "nim st=1; st=2", "nim st", "nim pas=7"])
def test_position_syntax_errors_are_notation_errors(bad: str) -> None:
    with pytest.raises(NotationError):
        Nim(bad)


def test_clone_is_independent() -> None:
    st = Nim()
    c = st.clone()
    c.apply(0, {"a": "take", "n": 1})
    assert st.notation() == "nim st=5" and c.notation() != st.notation()
    assert isinstance(c, Nim) and c.hands[0] == [1, 2, 1] and st.hands[0] == [1, 2]


def test_perft_counts_paths_through_apply() -> None:
    assert perft(Nim(), 1) == 2
    assert perft(Nim(), 2) == 4
    assert perft(Nim("nim st=2"), 3) == 2  # 1 then 1, or 2: both end before depth 3


def test_sampling_respects_what_the_view_tells() -> None:
    deck = [1, 1, 2, 3, 3, 3, 4, 5]
    pool = unseen(deck, [1, 3, 9])
    assert sorted(pool) == [1, 2, 3, 3, 4, 5]
    for seed in range(50):
        hands, rest = deal_hidden(SplitMix64(seed), pool, [2, 3, 0], first=[(1, lambda c: c == 3)],
                                  allow=lambda s, c: not (s == 0 and c == 3))
        assert [len(h) for h in hands] == [2, 3, 0] and len(rest) == 1
        assert 3 in hands[1] and 3 not in hands[0]
        assert sorted(hands[0] + hands[1] + hands[2] + rest) == sorted(pool)


def test_bool_and_flag_kinds_refuse_garbage() -> None:
    with pytest.raises(ValueError):
        BOOL.dec("2")
    with pytest.raises(ValueError):
        seat_flags(2).dec("5")
