"""跑胡子's rule timers (games/paohuzi/table.py): the rule book's typical 15 s to discard and 10 s to
answer a claim, 15 s when a claim can be taken more than one way (a play-test ran out of time
reading 吃 with its 比); none when the table does not time by the rules."""

from __future__ import annotations

from pygame_core.core import registry
from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi.table import LIMITS, MANY_WAYS_S, PASS, TIMING, WINDOWS


def test_each_prompt_gets_the_rule_books_time_and_more_for_several_ways() -> None:
    info = registry.get("paohuzi")
    seen: dict[str, set[float]] = {}
    several = 0
    rng = SplitMix64(7)
    for seed in range(30):
        st = info.new(info.options_for(info.default_preset), seed, None)
        while not st.is_over():
            for seat in st.to_act():
                ph = str(st.phase)
                limit = TIMING.time_limit(st, seat, {}, True)
                assert TIMING.time_limit(st, seat, {}, False) is None
                ways = [a for a in st.legal_actions(seat) if a != PASS]
                if ph in WINDOWS and len(ways) > 1:
                    assert limit == MANY_WAYS_S
                    several += 1
                else:
                    assert limit == LIMITS.get(ph)
                seen.setdefault(ph, set()).add(limit or 0.0)
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.uniform(len(legal))])
    assert several > 0 and seen["discard"] == {15.0} and seen["claim"] == {10.0, MANY_WAYS_S}
