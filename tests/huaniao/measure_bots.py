"""Measure the search bot against the rule-based bot (not a test; run by hand).

    python -m tests.huaniao.measure_bots --preset regular --games 400 --iters 200 --seed 1 [--start 0]

Seats are rotated: game g uses the pattern S S N N shifted by g mod 4. The search bot is capped
by iterations (not time) so the run is reproducible. Prints JSON.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from typing import Any

from pygame_core.core.game import Bot
from pygame_core.core.rng import derive_seed
from pygame_core.games.huaniao import GAME
from pygame_core.games.huaniao.bots import NormalBot, SearchBot
from pygame_core.sim import play_game


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", default="regular")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--iters", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--a", default="search")
    ap.add_argument("--b", default="normal")
    args = ap.parse_args()

    def search(seat: int, seed: int) -> Bot:
        return SearchBot(GAME, seat, seed, budget_s=1e9, max_iterations=args.iters)

    def normal(seat: int, seed: int) -> Bot:
        return NormalBot(seat, seed)

    info = dataclasses.replace(GAME, bots={"search": search, "normal": normal, **{
        k: v for k, v in GAME.bots.items() if k not in ("search", "normal")}})
    opts = info.options_for(args.preset)
    base = [args.a, args.a, args.b, args.b]
    wins: dict[str, float] = {args.a: 0.0, args.b: 0.0}
    n = 0
    t0 = time.perf_counter()
    fails = []
    for g in range(args.start, args.start + args.games):
        sh = g % 4
        levels = base[sh:] + base[:sh]
        rec = play_game(info, opts, derive_seed(args.seed, g), levels, check=False)
        if rec.failure:
            fails.append(rec.failure)
        for s, r in enumerate(rec.returns):
            wins[levels[s]] += r
        n += 1
        if n % 10 == 0:
            print(f"{n} games: {wins}", file=sys.stderr, flush=True)
    out: dict[str, Any] = {"preset": args.preset, "games": n, "iters": args.iters, "start": args.start,
                           "wins": wins, "win_rate_per_seat_game": {k: v / (2 * n) for k, v in wins.items()},
                           "seconds": round(time.perf_counter() - t0, 1), "failures": fails}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
