"""够级 search bot: candidates, trivial decisions, evaluator, rollouts, legality and determinism."""

from __future__ import annotations

import json
from typing import Any

from pygame_core.core.rng import SplitMix64
from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.policy import RuleBot, hint
from pygame_core.games.gouji.search import SearchBot, candidate_plays, determinize, evaluate, rollout, trivial
from tests.gouji.helpers import pos, run


def _key(a: Any) -> str:
    return json.dumps(a, sort_keys=True)


def _small(seat: int, seed: int = 1) -> SearchBot:
    return SearchBot(seat, seed, iterations=2, min_iterations=2, rollout_steps=30)


def test_candidates_start_with_the_rule_choice_and_are_legal() -> None:
    st = GAME.new(GAME.options_for(), 5, None)
    bots = [GAME.bots["normal"](s, 5) for s in range(6)]
    checked = 0
    while not st.is_over() and checked < 60:
        s = st.to_act()[0]
        legal = st.legal_actions(s)
        v = st.view(s)
        a = bots[s].choose(v, legal)
        if v["phase"] == "play":
            cands = candidate_plays(v, legal, a, 4)
            keys = [_key(c) for c in cands]
            assert keys[0] == _key(a)
            assert len(set(keys)) == len(keys) <= 4
            assert set(keys) <= {_key(x) for x in legal}
            checked += 1
        st.apply(s, a)
    assert checked == 60


def test_leading_offers_an_opening_attempt_and_a_small_group() -> None:
    st = pos(turn=0, h0="Q Q Q 7 7 9 4 3", h3="A 5 4 3")
    v = st.view(0)
    legal = st.legal_actions(0)
    pick = RuleBot(0, 0).choose(v, legal)
    cards = {tuple(c["cards"]) for c in candidate_plays(v, legal, pick, 5)}
    assert ("Q", "Q", "Q") in cards
    assert ("7", "7") in cards


def test_following_offers_pass_and_the_cheapest_beat() -> None:
    st = pos(turn=0, h0="9 9 9 5 3", h4="Q Q Q 5 4 3", h1="K K K K 5 4 3")
    run(st, "0: 9 9 9")
    v = st.view(1)
    legal = st.legal_actions(1)
    pick = RuleBot(1, 0).choose(v, legal)
    cands = candidate_plays(v, legal, pick, 4)
    assert {"a": "pass"} in cands
    assert any(c["a"] == "play" for c in cands)


def test_a_teammates_play_is_left_alone_without_search() -> None:
    st = pos(turn=0, h0="9 9 5 3", h2="K K 7 3")
    run(st, "0: 9 9", "1: pass")
    v = st.view(2)
    legal = st.legal_actions(2)
    assert trivial(v, legal, {"a": "pass"})
    bot = _small(2)
    assert bot.choose(v, legal) == {"a": "pass"}
    assert not bot.last_searched


def test_going_out_is_trivial() -> None:
    st = pos(turn=0, h0="9 9 3")
    v = st.view(0)
    legal = st.legal_actions(0)
    assert trivial(v, legal, {"a": "play", "cards": ["9", "9"]})


def test_evaluate_favours_the_team_with_more_seats_gone() -> None:
    st = pos(turn=0, fin="1", h1="", h0="9 9 5 3", h2="9 9 5 3")
    e = evaluate(st)
    assert e[1] > 0.5 > e[0]
    assert all(abs(e[s] + e[s + 1] - 1.0) < 1e-9 for s in range(0, 6, 2))


def test_rollout_ends_or_evaluates() -> None:
    st = GAME.new(GAME.options_for(), 3, None)
    bots = [GAME.bots["normal"](s, 3) for s in range(6)]
    while st.phase != "play":  # type: ignore[attr-defined]
        s = st.to_act()[0]
        st.apply(s, bots[s].choose(st.view(s), st.legal_actions(s)))
    s = st.to_act()[0]
    r_short = rollout(determinize(st.view(s), s, SplitMix64(1)), s, 10)
    assert 0.0 < r_short < 1.0  # cut off: evaluator
    r_full = rollout(determinize(st.view(s), s, SplitMix64(1)), s, 10_000)
    assert r_full in (0.0, 1.0)


def test_search_bot_plays_whole_hands_legally_and_reproducibly() -> None:
    for seed, seat in ((11, 0), (12, 3)):
        picks: list[list[str]] = []
        for _ in range(2):
            st = GAME.new(GAME.options_for(), seed, None)
            bots: list[Any] = [GAME.bots["normal"](s, seed) for s in range(6)]
            bots[seat] = _small(seat, seed)
            mine: list[str] = []
            searched = 0
            while not st.is_over():
                s = st.to_act()[0]
                legal = st.legal_actions(s)
                a = bots[s].choose(st.view(s), legal)
                assert _key(a) in {_key(x) for x in legal}
                if s == seat:
                    mine.append(_key(a))
                    searched += bots[s].last_searched
                st.apply(s, a)
            assert searched > 0
            picks.append(mine)
        assert picks[0] == picks[1]


def test_search_factory_is_registered() -> None:
    assert isinstance(GAME.bots["hard"](0, 1), SearchBot)


def test_hint_is_the_rule_choice_then_the_next_one() -> None:
    st = pos(turn=0, h0="Q Q Q 7 7 9 4 3", h3="A 5 4 3")
    v = st.view(0)
    legal = st.legal_actions(0)
    first = hint(v, legal)
    assert first == RuleBot(0, 0).choose(v, legal)
    rest = [a for a in legal if a != first]
    second = hint(v, rest)
    assert second is not None and second != first and second in legal
    assert hint(v, [{"a": "pass"}]) is None
    # Over a teammate's play the hint passes first, as the rule bot does; asked again, the cheapest beat.
    st = pos(turn=0, h0="9 9 5 3", h2="K K A A 7 3")
    run(st, "0: 9 9", "1: pass")
    v, legal = st.view(2), st.legal_actions(2)
    assert RuleBot(2, 0).choose(v, legal) == {"a": "pass"} == hint(v, legal)
    assert hint(v, [a for a in legal if a != {"a": "pass"}]) == {"a": "play", "cards": ["K", "K"]}
