"""跑胡子's rule timers (games/paohuzi/table.py): one limit per prompt, the same for every seat
asked (each seat's clock is sent to all: a limit that followed a seat's options would tell the table
who could claim); none when the table does not time by the rules."""

from __future__ import annotations

from pygame_core.core import registry
from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi.table import LIMITS, OPENING_DISCARD, TIMING, opening_discard


def test_each_prompt_gets_one_limit_whatever_the_seat_holds() -> None:
    info = registry.get("paohuzi")
    seen: dict[str, set[float | None]] = {}
    rng = SplitMix64(7)
    claims_held = openings = 0
    for seed in range(30):
        st = info.new(info.options_for(info.default_preset), seed, None)
        while not st.is_over():
            ph = str(st.phase)
            acting = st.to_act()
            limits = {TIMING.time_limit(st, seat, {}, True) for seat in acting}
            if ph == "claim" and len(acting) > 1:
                # only the seat answering first (round from the card's source) is timed meanwhile
                first = min(acting, key=lambda s: (s - st.offer.src) % 3)
                assert TIMING.time_limit(st, first, {}, True) == LIMITS["claim"]
                assert {TIMING.time_limit(st, s, {}, True) for s in acting if s != first} == {None}
                claims_held += 1
                limits = {LIMITS["claim"]}
            if opening_discard(st, acting[0]):
                assert limits == {OPENING_DISCARD}
                openings += 1
            else:
                assert limits == {LIMITS.get(ph)}, (ph, limits)
            assert all(TIMING.time_limit(st, seat, {}, False) is None for seat in st.to_act())
            seen.setdefault(ph, set()).update(limits)
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.uniform(len(legal))])
    assert seen["discard"] == {15.0, OPENING_DISCARD} and seen["claim"] == {15.0} and claims_held > 20
    assert openings >= 25  # nearly every hand opens with the dealer's discard (a 天胡 ends one first)


def test_the_dealers_opening_discard_gets_longer_than_any_later_one() -> None:
    """Play-test 27 (跑胡子 #3): the dealer's first discard, 21 fresh cards just after the deal (and on a
    first table the tour), timed out at 15 s on a phone. It gets OPENING_DISCARD; the next discard, by
    any seat, the usual 15 s."""
    info = registry.get("paohuzi")
    rng = SplitMix64(5)
    checked = 0
    for seed in range(10):
        st = info.new(info.options_for(info.default_preset), seed, None)
        discards = 0
        while not st.is_over() and discards < 3:
            seat = st.to_act()[0]
            if st.phase == "discard":
                want = OPENING_DISCARD if discards == 0 and seat == st.dealer else LIMITS["discard"]
                assert TIMING.time_limit(st, seat, {}, True) == want, (seed, discards)
                assert TIMING.time_limit(st, seat, {}, False) is None
                checked += discards == 0
                discards += 1
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.uniform(len(legal))])
    assert checked >= 8 and OPENING_DISCARD > LIMITS["discard"]


def test_a_held_claims_clock_starts_once_the_seats_before_it_have_answered() -> None:
    """A seat whose claim waits for a seat answering before it (the table does not show it its
    answers meanwhile) gets its whole limit from the moment that seat has answered."""
    info = registry.get("paohuzi")
    rng = SplitMix64(3)
    checked = 0
    for seed in range(30):
        st = info.new(info.options_for(info.default_preset), seed, None)
        while not st.is_over() and checked < 10:
            acting = st.to_act()
            if st.phase == "claim" and len(acting) == 2:
                first, second = sorted(acting, key=lambda s: (s - st.offer.src) % 3)
                assert TIMING.time_limit(st, second, {}, True) is None
                st.apply(first, {"a": "pass"})
                if st.phase == "claim" and list(st.to_act()) == [second]:
                    assert TIMING.time_limit(st, second, {}, True) == LIMITS["claim"]
                    checked += 1
                continue
            seat = acting[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.uniform(len(legal))])
    assert checked >= 10
