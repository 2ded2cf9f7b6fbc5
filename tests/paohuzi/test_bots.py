"""Bots and determinisation: samples agree with the view, bots pick legal actions, hints work."""

from __future__ import annotations

from pygame_core.core import SplitMix64
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.bots import RuleBot, determinize, make_search_bot
from pygame_core.games.paohuzi.hints import holding_from_view, ready_report, waits
from pygame_core.games.paohuzi.rules import PaohuziState

from .helpers import position, seat_block


def test_determinize_matches_the_view() -> None:
    for seed in range(3):
        s = GAME.new(GAME.options_for(), seed, None)
        bots = [RuleBot(i, seed, look=1) for i in range(3)]
        rng = SplitMix64(seed)
        while not s.is_over():
            seat = s.to_act()[0]
            v = s.view(seat)
            d = determinize(v, seat, rng)
            d.check_invariants()
            assert d.legal_actions(seat) == s.legal_actions(seat)
            dv = d.view(seat)
            for key in ("pile", "phase", "offer", "dealer"):
                assert dv[key] == v[key]
            assert dv["seats"][seat]["hand"] == v["seats"][seat]["hand"]
            s.apply(seat, bots[seat].choose(v, s.legal_actions(seat)))


def test_search_bot_plays_a_hand() -> None:
    s = GAME.new(GAME.options_for(), 3, None)
    bots = [make_search_bot(0, 1, budget_s=5.0, max_iterations=2), RuleBot(1, 2), RuleBot(2, 3)]
    while not s.is_over():
        seat = s.to_act()[0]
        legal = s.legal_actions(seat)
        a = bots[seat].choose(s.view(seat), legal)
        assert a in legal
        s.apply(seat, a)
    assert s.is_over()


def test_rule_bot_always_wins_when_it_can() -> None:
    s = GAME.load(position("discard:0", seat_block("d9"), seat_block("x1x2x3d1d2d3x4x5x6x7x8x9d4d5d6d7d8", "d10")))
    s.apply(0, {"a": "discard", "card": "d9"})
    assert RuleBot(1, 0).choose(s.view(1), s.legal_actions(1)) == {"a": "hu"}


def test_waits_and_ready_report() -> None:
    s = GAME.load(position("discard:1", seat_block("x1x2x3d1d2d3x4x5x6x7x8x9d4d5d6d7d8", "d10"), seat_block("xY")))
    assert isinstance(s, PaohuziState)
    v = s.view(0)
    h = holding_from_view(v, 0)
    assert 18 in waits(h, v["options"], "discard")      # d9
    rep = ready_report(v, 0)
    row = next(r for r in rep["waits"] if r["card"] == "d9")
    assert row["score_discard"] == 1152 and row["score_self_draw"] == 2304 and row["unseen"] == 4


def test_a_determinized_state_shows_the_seat_its_own_view() -> None:
    """Only what the seat cannot see is sampled: its view of the sample is its view (but for the
    other seats' claim answers, which are not sampled: those seats are asked again)."""
    for seed in range(4):
        s = GAME.new(GAME.options_for(bowl_cell_mode="choice" if seed % 2 else "perm"), seed, None)
        rng = SplitMix64(seed)
        while not s.is_over():
            actors = s.to_act()
            seat = actors[rng.uniform(len(actors))]
            v = s.view(seat)
            d = determinize(v, seat, rng)
            assert isinstance(d, PaohuziState)
            dv = d.view(seat)
            assert {k: x for k, x in dv.items() if k not in ("to_act", "answered")} == \
                {k: x for k, x in v.items() if k not in ("to_act", "answered")}
            legal = s.legal_actions(seat)
            s.apply(seat, legal[rng.uniform(len(legal))])
