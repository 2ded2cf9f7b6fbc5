"""Bots and determinisation: samples agree with the view, bots pick legal actions, hints work."""

from __future__ import annotations

from pygame_core.core import SplitMix64
from pygame_core.core.game import Action
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.bots import EasyBot, RuleBot, determinize
from pygame_core.games.paohuzi.cards import CODES
from pygame_core.games.paohuzi.hints import discard_order, holding_from_view, ready_report, waits
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.games.paohuzi.search import SearchBot, make_search_bot
from pygame_core.table import hint_action

from .helpers import position, seat_block, settle

TV30 = "x1x2x3d1d2d3x4x5x6x7x8x9d4d5d6d7d8"   # + kan d10, wins on d9


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


def test_every_level_plays_legal_hands() -> None:
    for seed in range(2):
        s = GAME.new(GAME.options_for(), seed, None)
        bots: list[SearchBot | RuleBot | EasyBot] = [make_search_bot(0, seed, samples=3), RuleBot(1, seed), EasyBot(2, seed)]
        while not s.is_over():
            seat = s.to_act()[0]
            legal = s.legal_actions(seat)
            a = bots[seat].choose(s.view(seat), legal)
            assert a in legal
            s.apply(seat, a)
        assert s.is_over()


def _hint(pos: str, seat: int, first: tuple[int, Action] | None = None) -> tuple[PaohuziState, Action | None]:
    s = GAME.load(pos)
    assert isinstance(s, PaohuziState)
    if first is not None:
        s.apply(*first)
        settle(s)
    legal = s.legal_actions(seat)
    return s, hint_action(GAME, seat, s.view(seat), legal, 0)


def test_hint_takes_the_win_and_the_peng() -> None:
    _, h = _hint(position("discard:0", seat_block("d9"), seat_block(TV30, "d10")), 1, (0, {"a": "discard", "card": "d9"}))
    assert h == {"a": "hu"}
    _, h = _hint(position("discard:0", seat_block("x7d4"), seat_block("x7x7d1d2d3")), 1, (0, {"a": "discard", "card": "x7"}))
    assert h == {"a": "peng"}


def test_hint_throws_the_lone_card() -> None:
    _, h = _hint(position("discard:0", seat_block("x1x2x3d7d8d9x6x6d4")), 0)
    assert h == {"a": "discard", "card": "d4"}


def test_hint_keeps_the_hand_ready() -> None:
    """The least connected card (x9) would leave nothing to win on; the hint keeps a 听牌 hand."""
    s, h = _hint(position("discard:0", seat_block(TV30 + "d1", "d10")), 0)
    v = s.view(0)
    hold = holding_from_view(v, 0)
    assert h is not None and h["a"] == "discard"
    assert waits(hold.without(CODES.index(h["card"])), v["options"], "own")
    assert not waits(hold.without(discard_order(hold.free)[0]), v["options"], "own")


def test_easy_takes_a_win_and_claims_greedily() -> None:
    s = GAME.load(position("discard:0", seat_block("d9"), seat_block(TV30, "d10")))
    s.apply(0, {"a": "discard", "card": "d9"})
    assert EasyBot(1, 0).choose(s.view(1), s.legal_actions(1)) == {"a": "hu"}
    s = GAME.load(position("discard:0", seat_block("x7d4"), seat_block("x7x7d1d2d3")))
    s.apply(0, {"a": "discard", "card": "x7"})
    settle(s)
    assert EasyBot(1, 0).choose(s.view(1), s.legal_actions(1)) == {"a": "peng"}


def test_hard_does_not_feed_an_open_hand() -> None:
    """Seat 1 won and plays on with its hand open, waiting on d9: the normal level throws its lone
    d9 (it reads no other hand), the hard level finds the win in every sample and keeps it."""
    s = GAME.load(position("discard:0", seat_block("d9xBxB"), seat_block(TV30, "d10", flags="L", wins=1)))
    v, legal = s.view(0), s.legal_actions(0)
    assert RuleBot(0, 1).choose(v, legal) == {"a": "discard", "card": "d9"}
    bot = SearchBot(0, 1)
    assert bot.choose(v, legal) == {"a": "discard", "card": "xB"}
    assert bot.last_samples == bot.samples


def test_hard_is_deterministic_and_instant_when_forced() -> None:
    s = GAME.new(GAME.options_for(), 5, None)
    seen = 0
    while not s.is_over() and seen < 6:
        seat = s.to_act()[0]
        legal, v = s.legal_actions(seat), s.view(seat)
        a, b = SearchBot(seat, 9), SearchBot(seat, 9)
        choice = a.choose(v, legal)
        assert b.choose(v, legal) == choice and a.last_samples == b.last_samples
        if len(legal) == 1:
            assert a.last_samples == 0
        elif legal[0]["a"] == "discard":
            seen += 1
        s.apply(seat, choice)


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
