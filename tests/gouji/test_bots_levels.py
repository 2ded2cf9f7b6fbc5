"""够级 levels: the beginner's plain choices, the normal player's teammate play, the search's own calls,
instant forced moves."""

from __future__ import annotations

import json
from typing import Any

from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.policy import EasyBot, RuleBot
from pygame_core.games.gouji.rules import GoujiState
from pygame_core.games.gouji.search import SearchBot
from tests.table.slicing import assert_sliced_plays_as_at_once

from .helpers import play_hand, pos, run


def _key(a: Any) -> str:
    return json.dumps(a, sort_keys=True)


def _to_phase(seed: int, phase: str) -> GoujiState | None:
    """A standard hand played by rule bots up to the first decision of ``phase`` (None: never reached)."""
    st = GAME.new(GAME.options_for(), seed, None)
    assert isinstance(st, GoujiState)
    bots = [RuleBot(s, seed) for s in range(6)]
    while not st.is_over():
        if st.phase == phase:
            return st
        s = st.to_act()[0]
        st.apply(s, bots[s].choose(st.view(s), st.legal_actions(s)))
    return None


def test_easy_beats_an_opponent_with_its_cheapest_play() -> None:
    st = pos(turn=0, lead=1, own=1, top="5", h0="BJ 2 9 6 3", h1="K 4 3")
    assert EasyBot(0, 0).choose(st.view(0), st.legal_actions(0)) == {"a": "play", "cards": ["6"]}
    # Only a joker beats the 2: the beginner spends it (the rule player keeps it for control).
    st = pos(turn=0, lead=1, own=1, top="2", h0="BJ 9 6 3", h1="K 4 3")
    assert EasyBot(0, 0).choose(st.view(0), st.legal_actions(0)) == {"a": "play", "cards": ["BJ"]}
    assert RuleBot(0, 0).choose(st.view(0), st.legal_actions(0)) == {"a": "pass"}


def test_easy_leaves_a_teammates_play_and_leads_its_lowest_group() -> None:
    st = pos(turn=0, h0="9 9 5 3", h2="K K A A 7 3")
    run(st, "0: 9 9", "1: pass")
    assert EasyBot(2, 0).choose(st.view(2), st.legal_actions(2)) == {"a": "pass"}
    st = pos(turn=0, h0="Q Q Q 9 7 7 2 4 3", h3="A 5 4 3")
    assert EasyBot(0, 0).choose(st.view(0), st.legal_actions(0)) == {"a": "play", "cards": ["7", "7"]}


def test_easy_never_calls() -> None:
    for seed in range(3):
        st = _to_phase(seed, "mingdian")
        assert st is not None
        s = st.to_act()[0]
        assert EasyBot(s, 0).choose(st.view(s), st.legal_actions(s)) == {"a": "skip"}
    fresh = GAME.new(GAME.options_for(), 1, None)
    assert isinstance(fresh, GoujiState) and fresh.phase == "yudian"
    s = fresh.to_act()[0]
    assert EasyBot(s, 0).choose(fresh.view(s), fresh.legal_actions(s)) == {"a": "skip"}
    assert SearchBot(s, 0).choose(fresh.view(s), fresh.legal_actions(s)) == {"a": "skip"}


def test_easy_plays_whole_hands_legally() -> None:
    for seed in (21, 22):  # apply refuses anything illegal; play_hand checks the invariants too
        assert play_hand(seed, bot="easy").is_over()


def test_a_single_legal_action_is_answered_without_search() -> None:
    st = pos(turn=0, lead=1, own=1, top="BJ", h0="9 6 3", h1="K 4 3")
    legal = st.legal_actions(0)
    assert legal == [{"a": "pass"}]
    bot = SearchBot(0, 1)
    assert bot.choose(st.view(0), legal) == {"a": "pass"}
    assert not bot.last_searched and bot.last_iterations == 0


def test_hard_decides_its_own_mingdian_reproducibly() -> None:
    seen = set()
    for seed in range(4):
        st = _to_phase(seed, "mingdian")
        assert st is not None
        s = st.to_act()[0]
        v, legal = st.view(s), st.legal_actions(s)
        picks = []
        for _ in range(2):
            bot = SearchBot(s, seed, call_samples=6)
            picks.append(bot.choose(v, legal))
            assert bot.last_searched and 1 <= bot.last_iterations <= 6
        assert picks[0] == picks[1] and picks[0] in legal
        seen.add(picks[0]["a"])
    assert seen <= {"mingdian", "skip"}


def test_hard_searches_a_revolution_it_may_declare() -> None:
    st = pos(turn=0, h0="9 9 5 3")
    st.phase = "revolution"
    st.rev_dec = "??????"
    legal = st.legal_actions(0)
    assert {"a": "declare"} in legal and {"a": "decline"} in legal
    bot = SearchBot(0, 3, iterations=4, rollout_steps=30)
    a = bot.choose(st.view(0), legal)
    assert a in legal and bot.last_searched and bot.last_iterations >= 1


def test_hard_thinks_in_slices_and_plays_as_at_once() -> None:
    # a slice may end inside a rollout: several hundred ticks for 60 moves
    assert_sliced_plays_as_at_once(GAME, "standard", 5, "hard", 60, 500)


FAR = "K K Q Q J J 10 10 8 8 7 7"  # a hand far from going out


def _normal(st: GoujiState, seat: int) -> Any:
    return RuleBot(seat, 1).choose(st.view(seat), st.legal_actions(seat))


def test_normal_feeds_a_teammate_close_to_going_out() -> None:
    far = {f"h{s}": FAR for s in range(1, 6)}
    assert _normal(pos(turn=0, h0="A 9 6 6", **far), 0) == {"a": "play", "cards": ["6", "6"]}
    # teammate 2 holds three cards: the lowest single outside a group, so it can follow
    near = pos(turn=0, h0="A 9 6 6", **{**far, "h2": "K Q 8"})
    assert _normal(near, 0) == {"a": "play", "cards": ["9"]}
    # an opponent close to going out is not fed
    assert _normal(pos(turn=0, h0="A 9 6 6", **{**far, "h3": "K Q 8"}), 0) == {"a": "play", "cards": ["6", "6"]}


def test_normal_leaves_a_teammates_trick_unless_it_goes_out() -> None:
    far = {f"h{s}": FAR for s in range(1, 6)}
    st = pos(turn=0, lead=2, own=2, top="8", h0="K 9", **far)
    assert _normal(st, 0) == {"a": "pass"}
    st = pos(turn=0, lead=2, own=2, top="8", h0="9", **far)
    assert _normal(st, 0) == {"a": "play", "cards": ["9"]}


def test_no_level_beats_a_teammates_last_set_before_its_3() -> None:
    """Play-test 28 (232939_wt): the player's 8 8 left only the 3; 电脑2 went down to its own 3 over it
    with 10+大王, so the player was 憋3 by its partner (paid it a 憋贡 and fell to 二落)."""
    far = {f"h{s}": FAR for s in (1, 3, 4, 5)}
    st = pos(turn=0, h0="8 8 3", h2="10 BJ 3", **far)
    run(st, "0: 8 8", "1: pass")
    legal = st.legal_actions(2)
    assert {"a": "play", "cards": ["T", "BJ"]} in legal  # it could go out (down to its 3)
    for bot in (RuleBot(2, 1), SearchBot(2, 1), EasyBot(2, 1)):
        assert bot.choose(st.view(2), legal) == {"a": "pass"}
    # with more than the 3 left the teammate is not stuck: going out over its play stays right
    st = pos(turn=0, h0="8 8 6 3", h2="10 BJ 3", **far)
    run(st, "0: 8 8", "1: pass")
    assert _normal(st, 2) == {"a": "play", "cards": ["T", "BJ"]}
