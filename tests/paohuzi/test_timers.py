"""跑胡子's rule timers (games/paohuzi/table.py): one limit per prompt, the same for every seat
asked (each seat's clock is sent to all: a limit that followed a seat's options would tell the table
who could claim); none when the table does not time by the rules."""

from __future__ import annotations

from pygame_core.core import registry
from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi.table import LIMITS, TIMING


def test_each_prompt_gets_one_limit_whatever_the_seat_holds() -> None:
    info = registry.get("paohuzi")
    seen: dict[str, set[float | None]] = {}
    rng = SplitMix64(7)
    for seed in range(30):
        st = info.new(info.options_for(info.default_preset), seed, None)
        while not st.is_over():
            ph = str(st.phase)
            limits = {TIMING.time_limit(st, seat, {}, True) for seat in st.to_act()}
            assert limits == {LIMITS.get(ph)}, (ph, limits)
            assert all(TIMING.time_limit(st, seat, {}, False) is None for seat in st.to_act())
            seen.setdefault(ph, set()).update(limits)
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.uniform(len(legal))])
    assert seen["discard"] == {15.0} and seen["claim"] == {15.0}
