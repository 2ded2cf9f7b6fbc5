"""Property tests over all presets and option combinations (hypothesis)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from pygame_core.core.errors import IllegalAction
from pygame_core.core.replay import Replay
from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao import GAME, new
from pygame_core.games.huaniao.bots import determinize
from pygame_core.games.huaniao.cards import FACE
from pygame_core.games.huaniao.ops import DANCE_KINDS
from pygame_core.games.huaniao.rules import HuaniaoState
from pygame_core.sim import play_game

from .helpers import check_view, checked_playout, random_options

SEEDS = st_.integers(min_value=0, max_value=(1 << 64) - 1)
PRESETS = ("simple", "basic", "regular", "full", "pro")
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(opt_seed=SEEDS, seed=SEEDS)
def test_random_tables_play_to_the_end_with_every_check(opt_seed: int, seed: int) -> None:
    """Conservation, caps, legal actions until the end, illegal probes change nothing, views, notation."""
    opts = random_options(SplitMix64(opt_seed))
    st = checked_playout(opts, seed, SplitMix64(seed ^ 0x5A5A))
    assert st.turn < opts["turn_cap"]
    # §18.1: at most Φ0 turns (+ one replayed turn per player for 且慢) plus the skipped ones
    phi0 = 3 * (opts["deck"] - 4 * opts["deal_size"]) + 2 * 4 * opts["deal_size"]
    assert st.turn <= phi0 + 4


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("levels", [("normal",) * 4, ("easy", "normal", "easy", "normal")])
def test_presets_bot_games(preset: str, levels: tuple[str, ...]) -> None:
    opts = GAME.options_for(preset)
    for g in range(12):
        rec = play_game(GAME, opts, 1000 + g, levels, check=True)
        assert rec.failure is None, rec.failure
        assert sum(rec.returns) == 1.0
        text = rec.final.notation()
        assert GAME.load(text).notation() == text


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS, preset=st_.sampled_from(PRESETS))
def test_determinism_and_replay(seed: int, preset: str) -> None:
    opts = GAME.options_for(preset)
    rec = play_game(GAME, opts, seed, ("easy",) * 4)
    again = play_game(GAME, opts, seed, ("easy",) * 4)
    assert rec.final.notation() == again.final.notation()
    rp = Replay("huaniao", opts, seed, list(rec.actions), final=rec.final.notation())
    assert Replay.loads(rp.dumps()).run().notation() == rec.final.notation()


@settings(max_examples=25, deadline=None)
@given(opt_seed=SEEDS, seed=SEEDS)
def test_loaded_state_behaves_identically(opt_seed: int, seed: int) -> None:
    opts = random_options(SplitMix64(opt_seed))
    st = new(opts, seed, None)
    rng = SplitMix64(seed)
    while not st.is_over():
        other = GAME.load(st.notation())
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        assert other.legal_actions(seat) == legal
        assert other.view(seat) == st.view(seat)
        a = legal[rng.uniform(len(legal))]
        st.apply(seat, a)
        other.apply(seat, a)
        assert other.notation() == st.notation()


def _key(a: dict[str, Any]) -> tuple[Any, ...]:
    cards = a.get("cards") or []
    faces = [FACE[c] for c in cards]
    if a["op"] == "ming":
        return ("ming", faces[0], tuple(sorted(faces[1:])))
    return (a["op"], a.get("kind"), tuple(sorted(faces)))


def _candidates(st: HuaniaoState, seat: int) -> list[dict[str, Any]]:
    """Every operation over every face-distinct card subset of up to four cards."""
    hand = st.hands[seat]
    seen: set[tuple[str, ...]] = set()
    subsets = []
    for k in range(0, 5):
        for combo in combinations(hand, k):
            f = tuple(FACE[c] for c in combo)
            if f not in seen:
                seen.add(f)
                subsets.append(list(combo))
    out: list[dict[str, Any]] = [{"a": "op", "op": "qi"}]
    for cards in subsets:
        if not cards:
            continue
        for op in ("ge", "song"):
            out.append({"a": "op", "op": op, "cards": cards})
        for i in range(len(cards)):
            out.append({"a": "op", "op": "ming", "cards": [cards[i]] + cards[:i] + cards[i + 1:]})
        for kind in DANCE_KINDS:
            if kind != "queyu":
                out.append({"a": "op", "op": "wu", "kind": kind, "cards": cards})
    return out


@settings(max_examples=20, deadline=None)
@given(opt_seed=SEEDS, seed=SEEDS)
def test_legal_list_matches_the_validator(opt_seed: int, seed: int) -> None:
    """An operation is accepted exactly when its face pattern is in legal_actions (§16.4)."""
    opts = random_options(SplitMix64(opt_seed))
    st = new(opts, seed, None)
    rng = SplitMix64(seed)
    checked = 0
    while not st.is_over() and checked < 6:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if st.phase in ("main", "extra") and rng.uniform(3) == 0:
            checked += 1
            keys = {_key(a) for a in legal if a["a"] == "op" and a.get("kind") != "queyu"}
            before = st.notation()
            for a in _candidates(st, seat):
                probe = st.clone()
                try:
                    probe.apply(seat, a)
                    ok = True
                except IllegalAction:
                    ok = False
                    assert probe.notation() == before
                assert ok == (_key(a) in keys), (a, ok)
        st.apply(seat, legal[rng.uniform(len(legal))])


@settings(max_examples=20, deadline=None)
@given(opt_seed=SEEDS, seed=SEEDS)
def test_determinize_is_consistent_with_the_view(opt_seed: int, seed: int) -> None:
    opts = random_options(SplitMix64(opt_seed))
    st = new(opts, seed, None)
    rng = SplitMix64(seed)
    skip = ("events", "can_undo", "seats")
    while not st.is_over():
        seat = st.to_act()[0]
        v = st.view(seat)
        det = determinize(v, seat, rng)
        det.check_invariants()
        dv = det.view(seat)
        for k in v:
            if k not in skip:
                assert dv[k] == v[k], k
        assert [{**x, "undo_left": 0} for x in dv["seats"]] == [{**x, "undo_left": 0} for x in v["seats"]]
        legal = st.legal_actions(seat)
        mine = [a for a in legal if a["a"] != "undo"]
        assert [a for a in det.legal_actions(seat) if a["a"] != "undo"] == mine
        for a in mine[:5]:
            det.clone().apply(seat, a)
        st.apply(seat, legal[rng.uniform(len(legal))])


def test_spectator_and_seat_views_json_safe() -> None:
    import json

    st = new(GAME.options_for("pro", lighting="night", fanhua=True), 77, None)
    rng = SplitMix64(3)
    while not st.is_over():
        for seat in (None, 0, 1, 2, 3):
            json.dumps(st.view(seat))
            check_view(st, seat)
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.uniform(len(legal))])
    assert st.view(None)["result"]["winner"] == st.winner
