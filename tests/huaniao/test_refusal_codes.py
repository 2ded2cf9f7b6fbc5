"""Every refusal code the rule book names is the engine's answer in each case it names (issue 22 #8).

``CODES`` is the table of rules/huaniao.md §16.3, in its order; ``CASES`` holds, for each code, the
situations the table and the test vectors (TV-52, TV-54) name for it, each refused with exactly that
code and leaving the song unchanged. The test walks the table: a code of the rule book without a case
here fails, so does a code the engine answers that the rule book does not name. (The other two rule
books name no refusal codes: 够级 and 跑胡子 keep the base class's E_OVER / E_PHASE / E_NOT_YOUR_TURN.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from pygame_core.core.errors import IllegalAction
from pygame_core.games.huaniao import texts
from pygame_core.games.huaniao.rules import HuaniaoState

from .position import A, B, C, D, ids_of, op, position

# §16.3's table, in its order of checks.
CODES = ("E_BAD_ACTION", "E_NOT_YOUR_TURN", "E_NO_PENDING_PROMPT", "E_NOT_IN_HAND", "E_DANCE_AS_EXTRA",
         "E_OPENING_DANCE", "E_MODE_DISABLED", "E_FANHUA", "E_BAD_SHAPE", "E_SEASON", "E_BANNED",
         "E_OUT_OF_TUNE", "E_PILE_EMPTY", "E_BAD_GIFT", "E_BAD_TARGET", "E_DISCARD_COUNT", "E_DISCARD_ORDER",
         "E_UNDO_USED", "E_UNDO_EXPOSED")
Case = tuple[HuaniaoState, int, dict[str, Any]]


def then(st: HuaniaoState, *steps: tuple[int, Any]) -> HuaniaoState:
    """``st`` after the given (seat, action or face text) steps; a 且慢 window stays open."""
    for seat, a in steps:
        st.apply(seat, op(st, a, seat) if isinstance(a, str) else a)
    return st


def commit(st: HuaniaoState) -> HuaniaoState:
    if st.phase == "commit":
        st.apply(st.active, {"a": "end_turn"})
    return st


def wind_prompt() -> HuaniaoState:
    return then(position("regular", {A: "風萬鳥十"}, tune=3), (A, "舞 wind 風"))


def song_over() -> HuaniaoState:
    """TV-52: A holding only 風 plays it and wins at once, with no gift prompt."""
    st = commit(then(position("regular", {A: "風"}), (A, "舞 wind 風")))
    assert st.is_over() and st.winner == A
    return st


def pass_prompt() -> HuaniaoState:
    st = commit(then(position("regular", {A: "花風十百", B: "十百千萬"}, pile=20), (A, "舞 huaniao 花風")))
    assert st.phase == "pass"
    return st


def discard_prompt() -> HuaniaoState:
    st = commit(then(position("regular", {B: "鳥鳥十萬花風百千千月十萬"}, limits=[10, 9, 10, 10], others=3),
                     (A, "棲")))
    assert st.discards == {B: 3}
    return st


def goose_prompt() -> HuaniaoState:
    st = commit(then(position("pro", {A: "鳥十"}, tune=None, pile=10, lone_goose=True), (A, "歌 十")))
    assert st.phase == "guess" and st.guess_target == A
    return st


def undone() -> HuaniaoState:
    st = then(position("regular", {A: "千鳥萬十"}, tune=2), (A, "歌 千"), (A, {"a": "undo"}), (A, "誦 千萬鳥"))
    assert st.phase == "commit"
    return st


def empty_pile_extra() -> HuaniaoState:
    st = then(position("pro", {A: "花十百"}, fanhua=True, pile=1), (A, "舞 flower 花"))
    st.pile, st.heap = [], sorted(st.heap + st.pile)
    assert st.phase == "extra"
    return st


CASES: dict[str, list[Callable[[], Case]]] = {
    "E_BAD_ACTION": [
        lambda: (position("regular", {A: "十"}), A, {"a": "op", "op": "wu", "kind": "bogus", "cards": []}),
        lambda: (position("regular", {A: "十"}), A, {"a": "guess", "kind": "everything"}),
        lambda: (position("regular", {A: "十"}), A, {"a": "target", "seat": 9}),
        lambda: (song_over(), A, {"a": "gift", "to_cards": {"1": [0]}, "extra": 1}),  # malformed first
    ],
    "E_NOT_YOUR_TURN": [  # op, end_turn, day_play, gift, target, undo from another seat mid-song
        lambda: (position("regular", {A: "十百", B: "十百"}), B, {"a": "op", "op": "qi"}),
        lambda: (position("regular", {A: "十百", B: "十百"}), B, {"a": "undo"}),
        lambda: (then(position("regular", {A: "千十"}, tune=2), (A, "歌 千")), B, {"a": "end_turn"}),
        lambda: (wind_prompt(), B, {"a": "gift", "to_cards": {"2": ids_of(wind_prompt(), B, "十")}}),
        lambda: (then(position("regular", {A: "月十"}), (A, "舞 moon 月")), C, {"a": "target", "seat": B}),
        lambda: (position("regular", {A: "十百"}), D, {"a": "day_play", "play": True}),
        lambda: (discard_prompt(), B, {"a": "op", "op": "qi"}),  # B owes a discard, not an operation
    ],
    "E_NO_PENDING_PROMPT": [
        lambda: (position("regular", {A: "十百"}), A, {"a": "gift", "to_cards": {"1": ids_of(position(
            "regular", {A: "十百"}), A, "十")}}),                                   # a gift when none is owed
        lambda: (position("regular", {A: "十百", C: "十百"}), C, {"a": "pass", "card": 16}),  # TV-54
        lambda: (then(pass_prompt(), (B, {"a": "pass", "card": pass_prompt().hands[B][0]})), B,
                 {"a": "pass", "card": pass_prompt().hands[B][1]}),            # a second pass
        lambda: (discard_prompt(), C, {"a": "discard", "cards": [discard_prompt().hands[C][0]]}),
        lambda: (goose_prompt(), A, {"a": "guess", "kind": "bird"}),           # the one-card player
        lambda: (then(goose_prompt(), (B, {"a": "guess", "kind": "bird"})), B, {"a": "guess", "kind": "number"}),
        lambda: (wind_prompt(), A, op(wind_prompt(), "歌 萬")),                  # an op at a sub-decision
        lambda: (position("regular", {A: "千鳥萬十"}, tune=2), A, {"a": "undo"}),  # before the main decision
        lambda: (discard_prompt(), A, {"a": "undo"}),                         # after the commit window
        lambda: (song_over(), A, {"a": "gift", "to_cards": {"1": [0]}}),       # TV-52
        lambda: (song_over(), B, {"a": "op", "op": "qi"}),                     # anything once over
        lambda: (song_over(), C, {"a": "call"}),
        lambda: (position("regular", {A: "十百"}), B, {"a": "resume"}),          # B is in no takeover
    ],
    "E_NOT_IN_HAND": [
        lambda: (position("regular", {A: "萬"}, tune=3), A, op(position("regular", {A: "萬"}, tune=3), "歌 千")),
        lambda: (wind_prompt(), A, {"a": "gift", "to_cards": {"1": [63]}}),
    ],
    "E_DANCE_AS_EXTRA": [
        lambda: (then(position("pro", {A: "花風十百"}, fanhua=True, pile=20), (A, "舞 flower 花")), A,
                 op(then(position("pro", {A: "花風十百"}, fanhua=True, pile=20), (A, "舞 flower 花")), "舞 wind 風")),
    ],
    "E_OPENING_DANCE": [
        lambda: (position("pro", {A: "花十"}, turn=0, fanhua=True), A,
                 op(position("pro", {A: "花十"}, turn=0, fanhua=True), "舞 flower 花")),
    ],
    "E_MODE_DISABLED": [
        lambda: (position("regular", {A: "鳥千十"}, tune=4), A, op(position("regular", {A: "鳥千十"}, tune=4),
                                                                    "鳴 鳥千十")),
        lambda: (position("regular", {A: "花十"}), A, op(position("regular", {A: "花十"}), "舞 flower 花")),
    ],
    "E_FANHUA": [
        lambda: (position("pro", {A: "萬千花"}, turn=3, fanhua=True), A,
                 op(position("pro", {A: "萬千花"}, turn=3, fanhua=True), "舞 wanzi 萬千花")),
    ],
    "E_BAD_SHAPE": [
        lambda: (position("full", {A: "鳥千千十"}, tune=4), A, op(position("full", {A: "鳥千千十"}, tune=4),
                                                                  "鳴 鳥千十")),
    ],
    "E_SEASON": [
        lambda: (position("full", {A: "萬鳥十"}, turn=13, tune=1), A,
                 op(position("full", {A: "萬鳥十"}, turn=13, tune=1), "誦 萬鳥十")),
    ],
    "E_BANNED": [
        lambda: (_banned(), A, op(_banned(), "舞 wind 風")),
    ],
    "E_OUT_OF_TUNE": [
        lambda: (position("regular", {A: "鳥十"}, tune=3), A, op(position("regular", {A: "鳥十"}, tune=3), "鳴 鳥")),
    ],
    "E_PILE_EMPTY": [
        lambda: (empty_pile_extra(), A, {"a": "op", "op": "qi"}),
    ],
    "E_BAD_GIFT": [
        lambda: (wind_prompt(), A, {"a": "gift", "to_cards": {"1": ids_of(wind_prompt(), A, "萬鳥")}}),
        lambda: (wind_prompt(), A, {"a": "gift", "to_cards": {"2": ids_of(wind_prompt(), A, "萬")}}),
    ],
    "E_BAD_TARGET": [
        lambda: (then(position("regular", {A: "月十"}), (A, "舞 moon 月")), A, {"a": "target", "seat": A}),
    ],
    "E_DISCARD_COUNT": [
        lambda: (discard_prompt(), B, {"a": "discard", "cards": ids_of(discard_prompt(), B, "鳥鳥")}),
    ],
    "E_DISCARD_ORDER": [
        lambda: (discard_prompt(), B, {"a": "discard", "cards": ids_of(discard_prompt(), B, "鳥鳥花")}),
    ],
    "E_UNDO_USED": [
        lambda: (undone(), A, {"a": "undo"}),
    ],
    "E_UNDO_EXPOSED": [
        lambda: (then(position("regular", {A: "千十"}, tune=2), (A, "棲")), A, {"a": "undo"}),
    ],
}


def _banned() -> HuaniaoState:
    st = position("regular", {A: "風月十"})
    st.banned_now = True
    return st


def test_every_code_of_the_rule_book_has_its_cases() -> None:
    assert tuple(CASES) == CODES
    # The engine's own codes are the rule book's (E_NOT_YOUR_TURN and E_BAD_ACTION have the base's texts).
    assert set(texts.ERRORS) | {"E_NOT_YOUR_TURN", "E_BAD_ACTION"} == set(CODES)


@pytest.mark.parametrize(("code", "i"), [(c, i) for c in CODES for i in range(len(CASES[c]))])
def test_the_engine_answers_the_code_the_rule_book_names(code: str, i: int) -> None:
    st, seat, action = CASES[code][i]()
    before = st.notation()
    with pytest.raises(IllegalAction) as e:
        st.apply(seat, action)
    assert e.value.code == code, f"{action}: {e.value.code} ({e.value.message('en')})"
    assert st.notation() == before
