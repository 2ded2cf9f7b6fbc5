"""Bots and determinisation: samples agree with the view, bots pick legal actions, hints work."""

from __future__ import annotations

from pygame_core.core import SplitMix64
from pygame_core.core.game import Action
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.bots import EasyBot, RuleBot, determinize
from pygame_core.games.paohuzi.cards import CODES
from pygame_core.games.paohuzi.hard import HardBot
from pygame_core.games.paohuzi.hints import (
    discard_order,
    fed_kinds,
    holding_from_view,
    ready_report,
    unseen_counts,
    waits,
    win_value,
)
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.table import hint_action
from tests.table.slicing import assert_sliced_plays_as_at_once

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
        bots: list[HardBot | RuleBot | EasyBot] = [HardBot(0, seed), RuleBot(1, seed), EasyBot(2, seed)]
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


# Seat 0 to discard, 听 either way: throwing dB leaves 11 winning kinds paying 384-768, throwing d8
# leaves 9 paying 49,152-393,216 (a position from a normal-level hand, seed 0).
BIG_WAIT = ("paohuzi dealer=1; phase=discard:0; first_done=1; hand0=x2x7x9x10d2d5d7d8d9d9d10dB; wilds0=3; "
            "melds0=PENG.xWxWxW.2,PENG.d6d6d6.2; river0=dQx1x7; passed_chi0=x7d10; discarded0=dQdW; flags0=-; "
            "bowl0=100:1; known_wilds0=1; hand1=x1x2x2x3x4x5x5x8d3d4d6d7dBdB; melds1=WEI.dYdYdY.1,PENG.dWdWdW.0; "
            "river1=xYxBxBx9x8; discarded1=x9xBxY; flags1=-; bowl1=60:2; hand2=x6x6x10d1d1d3d7d8d9d9d10xQxQdQ; "
            "wilds2=3; melds2=WEI.d2d2d2.2; river2=d10d3x3; passed_chi2=x9d3d10; discarded2=xW; flags2=-; shown=x5; "
            "perms=875126403,657348021,632471805; pile=x8x7dQx3xBd4dQx8x4xQd5d4d3xYdYdWx5xWd5d8d1xQdBd1x4x2d4xYd7x7xB"
            "x5x10d8x6x10x6x3d10x1x9x4d5x9x1xY")


def test_hard_waits_for_the_bigger_win() -> None:
    s = GAME.load(BIG_WAIT)
    v, legal = s.view(0), s.legal_actions(0)
    assert RuleBot(0, 1).choose(v, legal) == {"a": "discard", "card": "dB"}
    assert HardBot(0, 1).choose(v, legal) == {"a": "discard", "card": "d8"}
    h, live, opts = holding_from_view(v, 0), unseen_counts(v), v["options"]
    rest = h.without(CODES.index("d8"))
    assert min(win_value(rest, w, "own", opts) or 0 for w in waits(rest, opts, "own")) > 10_000
    assert sum(live[w] for w in waits(h.without(CODES.index("dB")), opts, "own")) > \
        sum(live[w] for w in waits(rest, opts, "own"))


def test_hard_reads_only_its_view_and_is_instant_when_forced() -> None:
    """The hard level's choice depends on the view and its seed alone (two positions that look the
    same to the seat get the same move: the search samples from the view, never the real hands),
    and a single legal move comes back untouched, without sampling."""
    s = GAME.new(GAME.options_for(), 5, None)
    rng = SplitMix64(5)
    seen = 0
    while not s.is_over() and seen < 6:
        seat = s.to_act()[0]
        legal, v = s.legal_actions(seat), s.view(seat)
        choice = HardBot(seat, 9).choose(v, legal)
        if legal[0]["a"] == "discard" and len(legal) > 1:
            other = determinize(v, seat, rng)
            assert HardBot(seat, 9).choose(other.view(seat), other.legal_actions(seat)) == choice
            seen += 1
        if len(legal) == 1:
            bot = HardBot(seat, 9)
            assert bot.choose(v, legal) == legal[0] and bot.last_iterations == 0
        s.apply(seat, choice)


def test_hard_searches_in_slices_to_the_same_choice() -> None:
    """``think`` advances the search a rollout at a time; the choice is the one made at once, and a
    search that compares candidates samples within its budget."""
    s = GAME.new(GAME.options_for(), 11, None)
    searched = 0
    while not s.is_over() and searched < 3:
        seat = s.to_act()[0]
        legal, v = s.legal_actions(seat), s.view(seat)
        bot = HardBot(seat, 4)
        at_once = bot.choose(v, legal)
        if len(bot.candidates(v, legal)) > 1:
            assert 1 <= bot.last_iterations <= bot.iterations
            steps = HardBot(seat, 4).think(v, legal)
            slices = 0
            while (a := steps.step(0)) is None:
                slices += 1
            assert a == at_once and slices > 1
            searched += 1
        s.apply(seat, at_once)
    assert searched == 3


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


def test_table_in_slices_plays_as_at_once() -> None:
    # a slice may end inside a rollout: the searched decisions take many ticks
    assert_sliced_plays_as_at_once(GAME, GAME.default_preset, 3, "hard", 30, 30)


def test_normal_level_in_slices_plays_as_at_once() -> None:
    # the normal level thinks in units of one win check: its discards take several ticks
    assert_sliced_plays_as_at_once(GAME, GAME.default_preset, 3, "normal", 60, 60)


def test_no_level_feeds_a_locked_hand() -> None:
    """Play-test 30 #2 (024742-locked2-3: 电脑2 threw 三 into the player's face-up hand waiting on
    it): seat 1 is locked, its revealed hand wins on d3, d6 or d9; seat 0's least connected card is
    d9. No level, nor the 提示 and the timeout (``suggest_discard``), throws it while another card
    does not feed; with nothing else in hand the card still goes."""
    locked = seat_block(TV30, "d10", flags="L", wins=1)
    s = GAME.load(position("discard:0", seat_block("d9xBxBxQxQx2x2x7x7"), locked, first_done="1"))
    assert isinstance(s, PaohuziState)
    v, legal = s.view(0), s.legal_actions(0)
    fed = {CODES[k] for k in fed_kinds(v, 0)}
    assert fed == {"d3", "d6", "d9"} and discard_order(holding_from_view(v, 0).free)[0] == CODES.index("d9")
    assert RuleBot(0, 1).choose(v, legal)["card"] not in fed
    assert all(EasyBot(0, seed).choose(v, legal)["card"] not in fed for seed in range(12))
    assert all(a["card"] not in fed for a in HardBot(0, 1).candidates(v, legal))
    assert s.timeout_action(0)["card"] not in fed
    s = GAME.load(position("discard:0", seat_block("d9d9d6"), locked, first_done="1"))
    assert s.legal_actions(0) and RuleBot(0, 1).choose(s.view(0), s.legal_actions(0))["card"] in fed


def test_hint_keeps_made_groups_that_hold_huxi() -> None:
    """Play-test 31 #3 (053109-ph-peng: 建议打壹 broke a concealed 壹贰叁 worth 6 胡息; 053337-ph2-chi:
    建议打千 broke the 绞 千仟仟): a made 一二三/二七十 and a 绞 are kept as a pair is."""
    for hand, group in (("d1d2d3x5x5xBxB", {"d1", "d2", "d3"}), ("x10d10d10x4x4xBxBd5d5", {"x10", "d10"})):
        _, h = _hint(position("discard:0", seat_block(hand)), 0)
        assert h is not None and h["card"] not in group, (hand, h)
