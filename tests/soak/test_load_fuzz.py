"""Replays and local saves mutated in every field load cleanly or are refused with a reason:
``ReplayError`` for a replay, the Master's ``MatchError`` for a save; never another exception."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core.core import registry
from pygame_core.core.errors import ReplayError
from pygame_core.core.replay import Replay
from pygame_core.table.master import Master, MatchError

from .fuzz import mutated

FUZZ = settings(max_examples=40, deadline=10_000, suppress_health_check=[HealthCheck.too_slow],
                derandomize=True)
# A short game of each kind (gouji hands are long: its examples cost more).
SEEDS = {"huaniao": 11, "paohuzi": 11, "gouji": 11}


@cache
def played(game: str) -> Master:
    info = registry.get(game)
    m = Master(info, info.options_for(), SEEDS[game], ["bot:" + next(iter(info.bots))] * info.seats)
    m.start_hand()
    while not m.is_over():
        m.step_bot()
    m.start_hand()  # a series: the second hand starts from a carry
    for _ in range(6):
        m.step_bot() if m.bot_to_act() is not None else None
    return m


def replay_doc(game: str) -> Any:
    return played(game).replay().to_json()


def save_doc(game: str) -> Any:
    return played(game).to_json()


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_the_unmutated_documents_load(game: str) -> None:
    rp = Replay.loads(json.dumps(replay_doc(game)))
    assert Master.from_replay(rp).state.notation() == played(game).state.notation()
    assert Master.loads(played(game).dumps()).state.notation() == played(game).state.notation()


def _replay_loads_or_refuses(text: str) -> None:
    try:
        rp = Replay.loads(text)
        rp.run()
        Master.from_replay(rp)
    except ReplayError as e:
        assert e.message("en").strip()


def _save_loads_or_refuses(text: str) -> None:
    try:
        Master.loads(text)
    except MatchError as e:
        assert e.code in ("E_SAVE", "E_SAVE_NEWER") and e.message("en").strip()


@pytest.mark.parametrize("game", registry.GAME_IDS)
@FUZZ
@given(data=st.data())
def test_mutated_replays_are_refused_with_a_reason(game: str, data: st.DataObject) -> None:
    _replay_loads_or_refuses(data.draw(mutated(replay_doc(game))))


@pytest.mark.parametrize("game", registry.GAME_IDS)
@FUZZ
@given(data=st.data())
def test_mutated_saves_are_refused_with_a_reason(game: str, data: st.DataObject) -> None:
    _save_loads_or_refuses(data.draw(mutated(save_doc(game))))


@pytest.mark.parametrize("text", ["", "null", "[]", "{}", '{"format":"paiju-replay/1"}', "\x00", "{" * 5000])
def test_junk_replays(text: str) -> None:
    with pytest.raises(ReplayError):
        Replay.loads(text)


@pytest.mark.parametrize(("field", "value", "why"), [
    ("seed", "12", "seed"), ("seed", True, "seed"), ("seed", -1, "seed"), ("seed", 2**64, "seed"),
    ("game", "chess", "unknown game"), ("game", 5, "game"), ("options", [], "options"), ("carry", [1], "carry"),
    ("final", 3, "final"), ("actions", {}, "actions"), ("actions", [[0]], "action 0"),
    ("actions", [["0", {"a": "x"}]], "action 0"), ("actions", [[0, "pass"]], "action 0"),
])
def test_each_malformed_field_names_itself(field: str, value: Any, why: str) -> None:
    doc = {**replay_doc("huaniao"), field: value}
    with pytest.raises(ReplayError, match=why):
        Replay.loads(json.dumps(doc))


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_carry_with_null_first_is_a_replay_error(game: str) -> None:
    """The report that opened this: ``{"first": null}`` in a carry gave a TypeError traceback."""
    doc = {**replay_doc(game), "carry": {"first": None, "dealer": None, "scores": None}}
    doc["actions"] = []
    doc.pop("final", None)
    try:
        Master.from_replay(Replay.loads(json.dumps(doc)))
    except ReplayError as e:
        assert e.message("en")
