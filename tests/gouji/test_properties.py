"""Seeded property tests over many hands and every switch of §15.2."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from pygame_core.bots import RandomBot
from pygame_core.core.errors import IllegalAction, OptionsError
from pygame_core.core.rng import SplitMix64
from pygame_core.games.gouji import GAME, load
from pygame_core.games.gouji.bots import determinize
from pygame_core.games.gouji.cards import NAMES, counts, value
from pygame_core.games.gouji.combos import from_values
from pygame_core.games.gouji.options import FIELDS
from pygame_core.games.gouji.rules import GoujiState

from .helpers import play_hand


def _variants() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{}]
    for f in FIELDS:
        if f.kind == "bool":
            v = {f.key: not f.default}
            if f.key == "small_joker_ershayi":
                v["ershayi"] = True
            out.append(v)
        elif f.kind == "choice":
            out.extend({f.key: c} for c in f.choices if c != f.default)
        elif f.key == "report_threshold":
            out.append({f.key: 0})
        elif f.key == "min_hands":
            out.append({f.key: 3})
    return out


VARIANTS = _variants()


def _series(opts: dict[str, Any], seed: int, hands: int, bot: str) -> list[GoujiState]:
    carry = None
    out = []
    for h in range(hands):
        o = GAME.options_for(**opts)
        st = GAME.new(o, seed * 101 + h, carry)
        bots = [(RandomBot(s, seed + s) if bot == "random" else GAME.bots[bot](s, seed + s)) for s in range(6)]
        paid: Counter[tuple[str, int, int]] = Counter()
        steps = 0
        while not st.is_over():
            seat = st.to_act()[0]
            evs = st.apply(seat, bots[seat].choose(st.view(seat), st.legal_actions(seat)))
            for e in evs:
                if e.type == "tribute":
                    paid[(e.data["kind"], e.data["from"], e.data["to"])] += len(e.data["cards"])
            st.check_invariants()
            steps += 1
            assert steps < 6000
        owed: Counter[tuple[str, int, int]] = Counter()
        for ob in st.incoming:
            owed[(ob["kind"], ob["from"], ob["to"])] += ob["n"]
        # Everything owed is paid (payers hold 33 cards, far more than they ever owe).
        assert paid == owed
        r = st.result()
        assert sorted(r["places"]) == [1, 2, 3, 4, 5, 6]
        assert sum(r["points"]) == 0 and sum(r["tribute_net"]) == 0
        assert sum(st.scores) == 0
        json.dumps(r)
        out.append(st)
        carry = st.carry()
        json.dumps(carry)
    return out


@pytest.mark.parametrize("opts", VARIANTS, ids=lambda v: ",".join(f"{k}={x}" for k, x in v.items()) or "standard")
def test_series_every_switch(opts: dict[str, Any]) -> None:
    _series(opts, 1, 2, "normal")
    _series(opts, 2, 1, "random")


@settings(max_examples=25, deadline=None)
@given(seed=hs.integers(0, 2**40))
def test_random_hands_end_and_conserve(seed: int) -> None:
    _series({}, seed, 1, "random")


def test_deck206_deal() -> None:
    st = GAME.new(GAME.options_for("deck206"), 3, None)
    sizes = sorted(len(h) for h in st.hands)
    assert sizes == [34, 34, 34, 34, 35, 35]
    assert len(st.hands[st.leader0]) == 35 and len(st.hands[(st.leader0 + 1) % 6]) == 35


def test_first_leader_daluo_and_series_carry() -> None:
    a = play_hand(4)
    carry = a.carry()
    assert carry is not None
    b = GAME.new(GAME.options_for(), 5, carry)
    if not a.scored:
        assert b.leader0 == a.places.index(6) and b.hand_no == 2
    else:
        assert b.hand_no == 1 and b.incoming == []


def _walk(seed: int, bot: str = "normal"):  # type: ignore[no-untyped-def]
    """States along one hand (every few actions)."""
    st = GAME.new(GAME.options_for(), seed, None)
    bots = [(RandomBot(s, seed) if bot == "random" else GAME.bots[bot](s, seed)) for s in range(6)]
    n = 0
    while not st.is_over():
        if n % 7 == 0:
            yield st
        seat = st.to_act()[0]
        st.apply(seat, bots[seat].choose(st.view(seat), st.legal_actions(seat)))
        n += 1
    yield st


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_views_hide_other_hands(seed: int) -> None:
    """Moving hidden cards between two other seats changes nothing in a seat's view."""
    for st in _walk(seed):
        for s in range(6):
            out = s in st.finished and st.phase == "play"  # then it watches its teammates' hands
            others = [t for t in range(6) if t != s and st.hands[t] and not (out and (t - s) % 2 == 0)]
            if len(others) < 2:
                continue
            a, b = others[0], others[1]
            twin = st.clone()
            ca = next((c for c in twin.hands[a] if all(value(c) != value(d) for d in twin.hands[b])), None)
            if ca is None:
                continue
            cb = twin.hands[b][0]
            twin.hands[a].remove(ca)
            twin.hands[b].remove(cb)
            twin.hands[a].append(cb)
            twin.hands[b].append(ca)
            assert twin.view(s) == st.view(s)
            assert twin.view(None) == st.view(None)
            assert "hand" not in st.view(None)
            json.dumps(st.view(s))


def test_a_seat_that_has_gone_out_watches_its_teammates_hands_only() -> None:
    seen = 0
    for st in _walk(4):
        for s in range(6):
            v = st.view(s)
            if s in st.finished and st.phase == "play":
                mates = {m: sorted(st.hands[m]) for m in ((s + 2) % 6, (s + 4) % 6) if st.hands[m]}
                assert {int(k): sorted(h) for k, h in v["team_hands"].items()} == mates
                seen += bool(mates)
            else:
                assert "team_hands" not in v, "a seat still playing sees no other hand"
        assert "team_hands" not in st.view(None)
    assert seen, "the walk reached a seat out with a teammate still playing"


def _by_rank(v: dict[str, Any]) -> dict[str, Any]:
    out = {k: x for k, x in v.items() if k != "transactions"}
    for k in ("hand", "top", "pile"):
        if k in out:
            out[k] = sorted(value(c) for c in out[k])
    if "team_hands" in out:
        out["team_hands"] = {m: sorted(value(c) for c in h) for m, h in out["team_hands"].items()}
    return out


@pytest.mark.parametrize("seed", [5, 6])
def test_notation_round_trip_and_same_future(seed: int) -> None:
    for st in _walk(seed, "random"):
        text = st.notation()
        twin = load(text)
        assert twin.notation() == text
        assert repr(st) == f"GoujiState({text!r})"
        assert eval(repr(st), {"GoujiState": GoujiState}).notation() == text  # noqa: S307 - our own text
        twin.check_invariants()
        again = GoujiState(twin.notation())
        for s in [None, *range(6)]:
            assert again.view(s) == twin.view(s)
            # Against the engine's own state: equal but for card ids (a position names ranks) and the
            # display-only transactions.
            assert _by_rank(twin.view(s)) == _by_rank(st.view(s))
        for s in st.to_act():
            assert twin.legal_actions(s) == st.legal_actions(s)
        if not st.is_over():
            s = st.to_act()[0]
            a = st.legal_actions(s)[-1]
            c1, c2 = st.clone(), twin
            c1.apply(s, a)
            c2.apply(s, a)
            assert c1.notation() == c2.notation()


@pytest.mark.parametrize("seed", [7, 8])
def test_illegal_actions_change_nothing(seed: int) -> None:
    rng = SplitMix64(seed)
    for st in _walk(seed):
        if st.is_over():
            continue
        text = st.notation()
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        hand = st.hands[seat]
        tries: list[dict[str, Any]] = [{"a": "play", "cards": []}, {"a": "nonsense"},
                                       {"a": "play", "cards": ["BJ"] * 9}, {"a": "pass"}]
        for _ in range(12):
            k = 1 + rng.uniform(min(5, max(1, len(hand))))
            pick = [NAMES[value(hand[rng.uniform(len(hand))])] for _ in range(k)] if hand else ["5"]
            tries.append({"a": "play", "cards": sorted(pick, key=lambda n: list(NAMES.values()).index(n))})
        for a in tries:
            if a in legal:
                continue
            with pytest.raises(IllegalAction) as e:
                st.apply(seat, a)
            assert e.value.code.startswith("E_")
            assert all(e.value.reason[lang] for lang in ("zh-Hans", "zh-Hant", "en"))
            assert st.notation() == text
        wrong = (seat + 1) % 6
        if wrong not in st.to_act() and legal:
            with pytest.raises(IllegalAction):
                st.apply(wrong, legal[0])
            assert st.notation() == text


@pytest.mark.parametrize("seed", [9, 10])
def test_generated_plays_pass_the_rule_check(seed: int) -> None:
    for st in _walk(seed, "random"):
        if st.phase != "play":
            continue
        seat = st.turn
        for c in st.play_combos(seat):
            assert st.play_problem(seat, c) is None
        cnt = counts(st.hands[seat])
        singles = [from_values([v]) for v in range(3, 18) if cnt[v]]
        gen = set(st.play_combos(seat))
        for c in singles:
            assert c is not None
            assert (c in gen) == (st.play_problem(seat, c) is None)


@pytest.mark.parametrize("seed", [11, 12])
def test_determinize_matches_view(seed: int) -> None:
    rng = SplitMix64(seed)
    for st in _walk(seed):
        if st.phase != "play":
            continue
        for s in range(6):
            v = st.view(s)
            d = determinize(v, s, rng)
            d.check_invariants()
            assert [len(h) for h in d.hands] == [len(h) for h in st.hands]
            assert d.hands[s] == sorted(st.hands[s])
            dv = d.view(s)
            for k in ("counts", "top", "turn", "passed", "open", "owner", "finished", "heads", "chaos"):
                assert dv[k] == v[k], k
            # A determinised state offers fewer plays to search trees; its position offers them all.
            assert GoujiState(d.notation()).legal_actions(s) == st.legal_actions(s)
            for t in range(6):
                if t not in d.finished and d.hands[t] and t != d.rev:
                    assert counts(d.hands[t])[3] == counts(st.hands[t])[3]


def test_options_validation_lists_every_problem() -> None:
    with pytest.raises(OptionsError) as e:
        GAME.validate_options({"ershayi": "yes", "report_threshold": 99, "bogus": 1,
                               "small_joker_ershayi": True})
    assert len(e.value.problems) >= 3
    with pytest.raises(OptionsError):
        GAME.validate_options({"ershayi": False, "small_joker_ershayi": True})
    assert GAME.options_for("deck206")["fours_removed"] == 0
