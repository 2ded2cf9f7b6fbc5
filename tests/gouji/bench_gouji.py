"""够级 benchmarks (not collected by pytest): ``python -m tests.gouji.bench_gouji [rule|legal|search N]``.

* rule: complete rule-bot hands per second (bots read views, as in a real table).
* legal: legal-action generation for every seat of freshly dealt 33-card hands, leading and following.
* search N: N hands, one search bot per hand at seat ``hand % 6`` (so seats and teams rotate) against five
  rule bots; prints the search team's win rate with a 95% interval, one JSON line per hand as it goes.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time

from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.bots import SearchBot
from pygame_core.games.gouji.cards import value


def bench_rule(hands: int = 40) -> None:
    t = time.perf_counter()
    actions = 0
    for seed in range(hands):
        st = GAME.new(GAME.options_for(), seed, None)
        bots = [GAME.bots["rule"](s, seed) for s in range(6)]
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
        st = GAME.new(GAME.options_for(), seed, None)
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


def bench_search(hands: int, iterations: int = 24, budget: float = 0.5, start: int = 0) -> None:
    wins = 0
    decision_times: list[float] = []
    for h in range(start, start + hands):
        seat = h % 6
        st = GAME.new(GAME.options_for(), 10_000 + h, None)
        bots = [GAME.bots["rule"](s, h) for s in range(6)]
        sb = SearchBot(seat, h, budget_s=budget, max_iterations=iterations)
        while not st.is_over():
            s = st.to_act()[0]
            legal = st.legal_actions(s)
            if s == seat:
                t = time.perf_counter()
                a = sb.choose(st.view(s), legal)
                decision_times.append(time.perf_counter() - t)
            else:
                a = bots[s].choose(st.view(s), legal)
            st.apply(s, a)
        won = st.winner_team() == seat % 2
        wins += won
        n = h - start + 1
        print(json.dumps({"hand": h, "search_seat": seat, "won": won, "wins": wins, "hands": n}), flush=True)
    n = hands
    p = wins / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    ds = sorted(decision_times)
    print(json.dumps({"bench": "search_vs_rule", "hands": n, "search_team_wins": wins, "win_rate": round(p, 3),
                      "ci95": [round(p - half, 3), round(p + half, 3)], "iterations_cap": iterations,
                      "decision_ms_p50": round(ds[len(ds) // 2] * 1000, 1),
                      "decision_ms_p95": round(ds[int(len(ds) * 0.95)] * 1000, 1)}), flush=True)


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "rule"
    if what == "rule":
        bench_rule()
    elif what == "legal":
        bench_legal()
    else:
        bench_search(int(sys.argv[2]) if len(sys.argv) > 2 else 300,
                     int(sys.argv[3]) if len(sys.argv) > 3 else 24,
                     start=int(sys.argv[4]) if len(sys.argv) > 4 else 0)
