"""Positions: the text is the constructor (``PaohuziState(text)``, ``repr`` loads back), every position
the engine writes round-trips with the same views, syntax errors are ``NotationError``, and the
positions and replays written before the shared codec still load to the same positions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pygame_core.core import NotationError, Replay, SplitMix64
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.cards import CODES, kind_of
from pygame_core.games.paohuzi.notation import is_legacy, upgrade_position
from pygame_core.games.paohuzi.rules import PaohuziState

from .helpers import act, settle

LEGACY = json.loads((Path(__file__).parents[1] / "data" / "paohuzi-legacy.json").read_text(encoding="utf-8"))


def _same(a: PaohuziState, b: PaohuziState) -> None:
    assert b.notation() == a.notation()
    for seat in (None, 0, 1, 2):
        assert b.view(seat) == a.view(seat)


@pytest.mark.parametrize("preset", sorted(GAME.presets))
def test_every_written_position_loads_back_with_the_same_views(preset: str) -> None:
    for seed in range(3):
        overrides: dict[str, Any] = {"bowl_cell_mode": "choice"} if seed == 1 else {}
        s = GAME.new(GAME.options_for(preset, **overrides), seed, None)
        rng = SplitMix64(seed)
        while True:
            text = s.notation()
            twin = eval(repr(s), {"PaohuziState": PaohuziState})   # repr is a constructor call
            _same(s, twin)
            _same(s, PaohuziState(text))
            assert PaohuziState(text).notation() == text
            if s.is_over():
                break
            actors = s.to_act()
            seat = actors[rng.uniform(len(actors))]
            legal = s.legal_actions(seat)
            s.apply(seat, legal[rng.uniform(len(legal))])


def test_a_short_position_leaves_out_what_a_fresh_table_has() -> None:
    s = PaohuziState("paohuzi phase=discard:1; hand1=x1x2; kans1=d10; pile=x5+")
    assert s.players[1].free_kinds() == [0, 1] and sorted(s.players[1].kans) == [19]
    assert CODES[kind_of(s.pile[0])] == "x5" and len(s.pile) == 118 - 5
    assert s.notation().startswith("paohuzi phase=discard:1; hand1=x1x2; kans1=d10; pile=x5x1x1x1")


@pytest.mark.parametrize("text,why", [
    ("gouji phase=discard:0", "starts with"),
    ("paohuzi phase=nap:0", "unknown phase"),
    ("paohuzi phase=discard:0; hand0=x1; bogus=1", "unknown field"),
    ("paohuzi phase=discard:0; hand0=x1; hand0=x2", "given twice"),
    ("paohuzi phase=discard:0; hand0=x1q", "bad card text"),
    ("paohuzi phase=discard:0; hand0=x1x1x1x1x1", "more than 4"),
    ("paohuzi options=blood_flow:false; phase=discard:0; hand0=x1", "decisive_moment needs blood_flow"),
    ("paohuzi phase=discard:0; hand0=x1; melds0=QUAD.x2x2x2x2.0", "bad meld"),
    ("paohuzi phase=discard:0; hand0=x1; pile=x2", "missing from the position"),
    ("paohuzi phase=discard:0", "nothing to discard"),
    ("paohuzi phase=claim:0; hand1=x2", "needs offer="),
])
def test_bad_positions_say_why(text: str, why: str) -> None:
    with pytest.raises(NotationError) as e:
        PaohuziState(text)
    assert why in e.value.message("en")


def replay_old(s: PaohuziState, seat: int, action: dict[str, Any]) -> None:
    """An action recorded before every seat was asked (rules.md Flow 1-2): the prompts holding 过
    alone are answered 过 (``settle``), so a recorded 过 the settling already gave is not repeated;
    碰/吃 offered beside a forced 跑 (never asked then) are answered 过 too."""
    if action == {"a": "pass"} and seat not in s.to_act():
        return
    while s.phase == "claim" and seat not in s.to_act():
        assert s.claim().pao is not None
        s.apply(s.to_act()[0], {"a": "pass"})
    act(s, seat, action)


def test_old_positions_load_to_the_same_positions() -> None:
    assert {p["why"] for p in LEGACY["positions"]} == {"answers", "x", "records", "decisive", "choice"}
    for row in LEGACY["positions"]:
        assert is_legacy(row["old"]) and not is_legacy(upgrade_position(row["old"]))
        s = GAME.new(row["options"], row["seed"], None)
        settle(s)
        for seat, action in row["actions"]:
            replay_old(s, seat, action)
        assert isinstance(s, PaohuziState)
        old = GAME.load(row["old"])
        settle(old)   # its prompts holding 过 alone, answered as the replay's were
        _same(s, old)


def test_an_old_replay_replays_to_its_final_position() -> None:
    rp = Replay.from_json(LEGACY["replay"])
    assert rp.final is not None and is_legacy(rp.final)
    # Recorded before every seat was asked (rules.md Flow 1-2): the prompts holding 过 alone that
    # the old flow skipped are answered 过 between the recorded actions.
    state = rp.start()
    settle(state)
    for seat, action in rp.actions:
        replay_old(state, seat, action)
    assert state.notation() == GAME.load(rp.final).notation()


def test_tianhu_with_the_shown_card_in_a_kan() -> None:
    """The dealer's 亮张 in a 坎 (defaults, seed 5549): the other two become free cards."""
    s = GAME.new(GAME.options_for(), 5549, None)
    assert isinstance(s, PaohuziState)
    d4 = CODES.index("d4")
    assert s.phase == "opening" and kind_of(s.shown) == d4 and d4 in s.players[0].kans
    s.apply(0, {"a": "hu"})
    p = s.players[0]
    assert s.records[0]["how"] == "tianhu" and s.records[0]["card"] == "d4" and p.locked
    assert d4 not in p.kans and p.count(d4) == 2 and p.won[0] == s.shown
    s.check_invariants()


def test_tianhu_with_the_shown_card_in_an_opening_ti() -> None:
    s = PaohuziState("paohuzi phase=opening:0; melds0=TI.x9x9x9x9.0; kans0=d2d7d10; hand0=x1x2x3d4d5d6x7x7; shown=x9")
    assert s.legal_actions(0) == [{"a": "hu"}, {"a": "pass"}]
    s.apply(0, {"a": "hu"})
    p = s.players[0]
    x9 = CODES.index("x9")
    assert s.records[0]["how"] == "tianhu" and not p.melds and x9 in p.kans and p.won[0] == s.shown
    s.check_invariants()
