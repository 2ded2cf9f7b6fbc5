"""够级 benchmarks (not collected by pytest): ``python -m tests.gouji.bench_gouji [rule|legal]``.

* rule: complete rule-bot hands per second (bots read views, as in a real table).
* legal: legal-action generation for every seat of freshly dealt 33-card hands, leading and following.
Bot strength is measured with ``python -m pygame_core duel --game gouji`` (rules.md has the figures).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.cards import value


def bench_rule(hands: int = 40) -> None:
    t = time.perf_counter()
    actions = 0
    for seed in range(hands):
        st = GAME.new(GAME.options_for(), seed, None)
        bots = [GAME.bots["normal"](s, seed) for s in range(6)]
        while not st.is_over():
            seat = st.to_act()[0]
            st.apply(seat, bots[seat].choose(st.view(seat), st.legal_actions(seat)))
            actions += 1
    dt = time.perf_counter() - t
    print(json.dumps({"bench": "rule_hands", "hands": hands, "seconds": round(dt, 2),
                      "hands_per_s": round(hands / dt, 2), "actions_per_hand": actions // hands}))


def bench_legal(deals: int = 100) -> None:
    lead: list[float] = []
    follow: list[float] = []
    sizes: list[int] = []
    for seed in range(deals):
        st: Any = GAME.new(GAME.options_for(), seed, None)
        st.phase = "play"
        for s in range(6):
            st.top, st.owner, st.turn = [], -1, s
            t = time.perf_counter()
            n = len(st.legal_actions(s))
            lead.append(time.perf_counter() - t)
            sizes.append(n)
            # follow a pair of 9s from the previous seat
            o = (s + 5) % 6
            nines = [c for c in range(216) if value(c) == 9][:2]
            st.top, st.owner = nines, o
            t = time.perf_counter()
            st.legal_actions(s)
            follow.append(time.perf_counter() - t)

    def pct(xs: list[float], p: float) -> float:
        xs = sorted(xs)
        return round(xs[min(len(xs) - 1, int(p * len(xs)))] * 1000, 3)

    print(json.dumps({"bench": "legal_33_cards", "samples": len(lead),
                      "lead_ms_p50": pct(lead, 0.5), "lead_ms_p95": pct(lead, 0.95),
                      "follow_ms_p50": pct(follow, 0.5), "follow_ms_p95": pct(follow, 0.95),
                      "lead_actions_median": statistics.median(sizes), "lead_actions_max": max(sizes)}))


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "normal"
    if what == "normal":
        bench_rule()
    elif what == "legal":
        bench_legal()
    else:
        sys.exit(f"unknown benchmark {what!r}: rule or legal")
