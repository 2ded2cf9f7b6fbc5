"""Seeded property tests over whole hands and every switch (§10).

After every action: 118 cards conserved and payments balancing (check_invariants), forced actions
taken (no active player keeps a free triple, a free card of a 坎 kind or of a 偎 kind), views hide
hands, 坎, hidden wilds and face-down 偎, notation round-trips, refused actions change nothing.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygame_core.core import IllegalAction, SplitMix64
from pygame_core.games.paohuzi import FIELDS, GAME
from pygame_core.games.paohuzi.bots import RuleBot
from pygame_core.games.paohuzi.cards import kind_of
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.games.paohuzi.winning import CHOU_WEI, WEI

SWITCHES: list[dict[str, Any]] = [{}]
for f in FIELDS:
    if f.kind == "bool":
        SWITCHES.append({f.key: not f.default})
    elif f.kind == "choice":
        SWITCHES += [{f.key: c} for c in f.choices if c != f.default]
SWITCHES = [s for s in SWITCHES if s != {"blood_flow": False}] + [{"blood_flow": False, "decisive_moment": False}]
SWITCHES += [{"decisive_draw_count": 1}, {"min_huxi": 18}, {"wild_copy_limit": 5}, {"zimo_bonus_tun": 0}]


def forced_taken(s: PaohuziState) -> None:
    for i, p in enumerate(s.players):
        if p.locked or p.dead:
            continue
        kinds = [kind_of(c) for c in p.hand]
        for k in set(kinds):
            assert kinds.count(k) < 3, f"seat {i} keeps a free triple"
            assert k not in p.kans, f"seat {i} holds a free card of its kan"
            assert not any(m.type in (WEI, CHOU_WEI) and kind_of(m.cards[0]) == k for m in p.melds)


def views_hide(s: PaohuziState) -> None:
    for v in (0, 1, 2, None):
        view = s.view(v)
        json.dumps(view)
        assert "pile_cards" not in view and isinstance(view["pile"], int)
        for i, seat in enumerate(view["seats"]):
            if v != i and not s.players[i].locked:
                assert seat["hand"] is None and seat["kans"] is None and seat["wilds"] is None
                for m in seat["melds"]:
                    if m["type"] == "WEI":
                        assert m["cards"] == [None, None, None] and m["huxi"] is None


def play(opts: dict[str, Any], seed: int, mode: str, checks: bool = True) -> PaohuziState:
    state = GAME.new(GAME.options_for(**opts), seed, None)
    assert isinstance(state, PaohuziState)
    rng = SplitMix64(seed)
    bots = [RuleBot(i, seed, look=1) for i in range(3)]
    steps = 0
    while not state.is_over():
        steps += 1
        assert steps < 3000
        actors = state.to_act()
        seat = actors[rng.uniform(len(actors))]
        legal = state.legal_actions(seat)
        if checks and steps % 3 == 0:
            text = state.notation()
            assert GAME.load(text).notation() == text
            other = next((x for x in range(3) if x not in actors), None)
            if other is not None:
                with pytest.raises(IllegalAction):
                    state.apply(other, legal[0])
            with pytest.raises(IllegalAction):
                state.apply(seat, {"a": "discard", "card": "*"})
            assert state.notation() == text
            views_hide(state)
        action = legal[rng.uniform(len(legal))] if mode == "random" else bots[seat].choose(state.view(seat), legal)
        state.apply(seat, action)
        state.check_invariants()
        forced_taken(state)
    res = state.result()
    json.dumps(res)
    assert sum(res["scores"]) == 0
    for w in res["wins"]:
        assert sum(w["pay"]) == 0 and w["final"] <= (w["uncapped"])
    assert len(state.returns()) == 3
    return state


@pytest.mark.parametrize("switch", SWITCHES, ids=lambda s: ",".join(f"{k}={v}" for k, v in s.items()) or "std")
def test_every_switch_plays_hands(switch: dict[str, Any]) -> None:
    for seed in range(2):
        play(switch, seed * 7 + 1, "random")
    play(switch, 99, "bots")


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**64 - 1), mode=st.sampled_from(["random", "bots"]))
def test_random_seeds(seed: int, mode: str) -> None:
    play({}, seed, mode, checks=False)


def test_same_seed_same_hand() -> None:
    a = play({}, 5, "bots", checks=False)
    b = play({}, 5, "bots", checks=False)
    assert a.notation() == b.notation()


def test_carry_next_dealer_and_scores() -> None:
    s = play({}, 3, "bots", checks=False)
    c = s.carry()
    assert c is not None and c["hand"] == 2 and sum(c["scores"]) == 0
    nxt = GAME.new(GAME.options_for(), 4, c)
    assert isinstance(nxt, PaohuziState) and nxt.dealer == c["dealer"] and nxt.match == c["scores"]
    if s.records:
        assert c["dealer"] == s.records[0]["seat"] or len([r for r in s.records if r["card"] == s.records[0]["card"]]) > 1
    else:
        assert c["dealer"] == s.dealer


@pytest.mark.parametrize("per_match", [1, 8])
def test_a_match_ends_after_its_hands(per_match: int) -> None:
    """§4: a match is ``hands_per_match`` hands; the hand after its last opens a new match (hand 1,
    totals from 0, the first dealer drawn again from the new hand's seed); the hands before go on."""
    opts = GAME.options_for(hands_per_match=per_match)
    carry: Any = None
    for n in range(1, per_match + 2):
        s = GAME.new(opts, 40 + n, carry)
        assert isinstance(s, PaohuziState) and s.hand_no == (n - 1) % per_match + 1
        while not s.is_over():
            seat = s.to_act()[0]
            s.apply(seat, s.timeout_action(seat))
        carry = s.carry()
        if n % per_match:
            assert carry == {"dealer": s.next_dealer(), "hand": (n - 1) % per_match + 2,
                             "scores": [m + p.score for m, p in zip(s.match, s.players, strict=True)]}
        else:
            assert s.match_over() and carry == {"scores": [0, 0, 0], "hand": 1}
            fresh = GAME.new(opts, 99, carry)
            assert isinstance(fresh, PaohuziState) and fresh.match == [0, 0, 0] and fresh.hand_no == 1
            assert fresh.dealer == SplitMix64(99).uniform(3)


def test_options_errors_list_every_problem() -> None:
    from pygame_core.core import OptionsError
    with pytest.raises(OptionsError) as e:
        GAME.validate_options({"blood_flow": False, "min_huxi": 2, "fan_combine": "x", "bogus": 1})
    assert len(e.value.problems) >= 4


def test_timeout_actions_are_legal() -> None:
    state = GAME.new(GAME.options_for(), 17, None)
    rng = SplitMix64(17)
    while not state.is_over():
        seat = state.to_act()[0]
        a = state.timeout_action(seat)
        assert a in state.legal_actions(seat)
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.uniform(len(legal))])
