"""Benchmarks for 跑胡子 (not tests): ``python -m tests.bench.paohuzi <what>``.

* ``wincheck``: can_win / best_win CPU times (process_time, so other load does not count) on
  random hands and on winning hands whose seven groups are all concealed, with 0-3 王霸.
* ``hands``: complete bot-vs-bot hands per second (rule bots, and the cheap rollout policy).
* ``match N ITER [START [STEPS]]``: the search bot (ISMCTS, ITER iterations per decision, rollouts
  cut after STEPS decisions, default 12 as shipped) in one seat against two
  rule bots, seats rotated hand by hand; prints the search seat's mean outcome (returns: 1 for the
  best score of the hand, 0.5 for the middle, ties shared) and its mean score.
"""

from __future__ import annotations

import json
import statistics
import sys
import time

from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi import GAME, winning
from pygame_core.games.paohuzi.bots import RuleBot, SearchBot, rollout_policy
from pygame_core.games.paohuzi.cards import NKINDS, WILD
from pygame_core.games.paohuzi.scoring import WinFacts, best_win
from pygame_core.games.paohuzi.winning import ALL_TRIPLES, Placed, can_win, place


def _hard_hands(n: int, wilds: int, seed: int = 1) -> list[tuple[Placed, WinFacts]]:
    """Random 21-card hands (7 free groups to find) holding ``wilds`` wilds, some made to win."""
    rng = SplitMix64(seed)
    out: list[tuple[Placed, WinFacts]] = []
    while len(out) < n:
        deck = [k for k in range(NKINDS) for _ in range(4)]
        rng.shuffle(deck)
        free = sorted(deck[:20 - wilds])
        x = deck[20 - wilds]
        p = place([], [], free, wilds, x, "discard")
        out.append((p, WinFacts(wilds=wilds, win_kind=x, free_before=free + [WILD] * wilds)))
    return out


def _winning_hands(n: int, wilds: int, seed: int = 2) -> list[tuple[Placed, WinFacts]]:
    """Hands that win: seven random groups, ``wilds`` of their cards replaced by wilds."""
    rng = SplitMix64(seed)
    out: list[tuple[Placed, WinFacts]] = []
    while len(out) < n:
        cards: list[int] = []
        for _ in range(7):
            g = ALL_TRIPLES[rng.uniform(len(ALL_TRIPLES))]
            cards.extend(g[1:])
        if any(cards.count(k) > 4 for k in set(cards)):
            continue
        rng.shuffle(cards)
        x = cards.pop()
        free = sorted(cards[wilds:])
        p = place([], [], free, wilds, x, "discard")
        if can_win(p, 15):
            out.append((p, WinFacts(wilds=wilds, win_kind=x, free_before=free + [WILD] * wilds)))
    return out


def _pct(xs: list[float]) -> str:
    xs = sorted(xs)
    return (f"p50 {statistics.median(xs) * 1000:.2f} ms, p95 {xs[int(len(xs) * 0.95) - 1] * 1000:.2f} ms, "
            f"max {xs[-1] * 1000:.2f} ms (n={len(xs)})")


def wincheck() -> None:
    opts = GAME.options_for()
    for wilds in (0, 1, 2, 3):
        for label, hands in (("random", _hard_hands(200, wilds)), ("winning", _winning_hands(100, wilds))):
            cw, bw = [], []
            for p, f in hands:
                winning._MAX_MEMO.clear()   # cold: no help from earlier hands
                t = time.process_time()
                ok = can_win(p, 15)
                cw.append(time.process_time() - t)
                if ok:
                    winning._MAX_MEMO.clear()
                    t = time.process_time()
                    best_win(p, f, opts)
                    bw.append(time.process_time() - t)
            print(f"{wilds} wild(s), {label:7s} can_win:  {_pct(cw)}")
            if bw:
                print(f"{wilds} wild(s), {label:7s} best_win: {_pct(bw)}")


def hands(n: int = 30) -> None:
    opts = GAME.options_for()
    t = time.process_time()
    for seed in range(n):
        s = GAME.new(opts, seed, None)
        bots = [RuleBot(i, seed) for i in range(3)]
        while not s.is_over():
            seat = s.to_act()[0]
            s.apply(seat, bots[seat].choose(s.view(seat), s.legal_actions(seat)))
    dt = time.process_time() - t
    print(f"rule bots: {n / dt:.2f} hands/s")
    t = time.process_time()
    for seed in range(n):
        s = GAME.new(opts, seed, None)
        rng = SplitMix64(seed)
        while not s.is_over():
            seat = s.to_act()[0]
            s.apply(seat, rollout_policy(s, seat, rng))
    dt = time.process_time() - t
    print(f"rollout policy: {n / dt:.2f} hands/s")


def match(n: int, iterations: int, start: int = 0, rollout_steps: int = 12) -> None:
    opts = GAME.options_for()
    rets, scores = [], []
    t = time.process_time()
    for i in range(start, start + n):
        seed = 10_000 + i
        me = i % 3
        s = GAME.new(opts, seed, {"dealer": (i // 3) % 3})
        bots = [SearchBot(j, seed + j, budget_s=60.0, max_iterations=iterations, rollout_steps=rollout_steps)
                if j == me else RuleBot(j, seed + j) for j in range(3)]
        while not s.is_over():
            seat = s.to_act()[0]
            s.apply(seat, bots[seat].choose(s.view(seat), s.legal_actions(seat)))
        rets.append(s.returns()[me])
        scores.append(s.result()["scores"][me])
        print(json.dumps({"hand": i, "seat": me, "ret": rets[-1], "score": scores[-1],
                          "elapsed": round(time.process_time() - t, 1)}), flush=True)
    print(json.dumps({"hands": n, "mean_return": statistics.mean(rets),
                      "best_of_hand": sum(1 for r in rets if r == 1.0) / n,
                      "mean_score": statistics.mean(scores)}))


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "wincheck"
    if what == "wincheck":
        wincheck()
    elif what == "hands":
        hands(int(sys.argv[2]) if len(sys.argv) > 2 else 30)
    elif what == "match":
        match(int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 0,
              int(sys.argv[5]) if len(sys.argv) > 5 else 12)
