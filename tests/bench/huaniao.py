"""Benchmarks for 花鸟风月's bots (not tests): ``python -m tests.bench.huaniao <what>``.

* ``openings [N] [LEVEL ...]``: N songs (常规) with LEVEL in every seat, per level: how often
  天上天下 is played in the first round, the openers and the first round's plays (how many kinds,
  the commonest), and the mean length (play-test 32 #5: every song opened alike).
* ``duel [N] [A] [B] [SEED]``: a paired duel as ``python -m pygame_core duel`` (every deal with A in
  each seat in turn against three B, the same deals and bot seeds), with one more level to choose:
  ``plain``, the normal level without the 天上天下 draw count (``TX_WASTE``) and the near-equal
  variety (``VARY``), i.e. normal as it was before them, to measure them side by side.

The levels' figures are in pygame_core/games/huaniao/rules.md (Bots, Measured).
"""

from __future__ import annotations

import dataclasses
import sys
import time
from collections import Counter
from collections.abc import Sequence

from pygame_core.core.game import JSON, Action, Bot
from pygame_core.duel import arrangements, deal_seed, mean_interval
from pygame_core.games.huaniao import GAME, normal
from pygame_core.games.huaniao.cards import FACE
from pygame_core.sim import game_seed, play_game


class PlainBot:
    """The normal level with TX_WASTE and VARY at 0 (as before them)."""

    def __init__(self, seat: int, seed: int) -> None:
        self.inner = normal.NormalBot(seat, seed)

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        keep = normal.TX_WASTE, normal.VARY
        normal.TX_WASTE, normal.VARY = 0.0, 0.0
        try:
            return self.inner.choose(view, legal)
        finally:
            normal.TX_WASTE, normal.VARY = keep


def _plain(seat: int, seed: int) -> Bot:
    return PlainBot(seat, seed)


INFO = dataclasses.replace(GAME, bots={**GAME.bots, "plain": _plain})
OPTIONS = GAME.options_for("regular")


def _label(a: Action) -> str:
    cards = "".join(sorted(FACE[c] for c in a.get("cards") or []))
    return f"{a.get('op')}{':' + a['kind'] if a.get('kind') else ''} {cards}".strip()


def openings(n: int = 300, levels: tuple[str, ...] = ("easy", "plain", "normal", "hard"), seed: int = 7) -> None:
    for level in levels:
        tx = 0
        first: Counter[str] = Counter()
        round1: Counter[str] = Counter()
        plies = 0
        t0 = time.perf_counter()
        for g in range(n):
            rec = play_game(INFO, OPTIONS, game_seed(seed, g), [level] * 4)
            plies += len(rec.actions)
            seats: list[int] = []
            plays: list[str] = []
            for s, a in rec.actions:  # a seat's first operation: the first round (a skip aside)
                if a.get("a") == "op" and s not in seats:
                    seats.append(s)
                    plays.append(_label(a))
                if len(seats) == 4:
                    break
            first[plays[0]] += 1
            round1.update(plays)
            tx += any(p.startswith("wu:tianxia") for p in plays)
        print(f"{level}: {n} songs ({time.perf_counter() - t0:.0f} s), {plies / n:.1f} actions a song; "
              f"天上天下 in the first round {tx} ({100 * tx / n:.0f} %)")
        top = first.most_common(1)[0]
        print(f"  openers: {len(first)} kinds, the commonest {top[0]!r} {100 * top[1] / n:.0f} %: "
              f"{first.most_common(5)}")
        print(f"  first-round plays: {len(round1)} kinds: {round1.most_common(5)}", flush=True)


def duel(n: int = 400, a: str = "normal", b: str = "plain", seed: int = 1) -> list[float]:
    """The paired duel; returns the gain of each deal (to pair two duels on the same deals)."""
    gains: list[float] = []
    ra = rb = 0.0
    t0 = time.perf_counter()
    for d in range(n):
        g = ma_d = mb_d = 0.0
        arrs = arrangements(INFO)
        for arr in arrs:
            rec = play_game(INFO, OPTIONS, deal_seed(seed, d), [a if x else b for x in arr])
            if rec.failure:
                raise AssertionError(rec.failure)
            sa = [r for r, x in zip(rec.returns, arr, strict=True) if x]
            sb = [r for r, x in zip(rec.returns, arr, strict=True) if not x]
            ma, mb = sum(sa) / len(sa), sum(sb) / len(sb)
            g, ma_d, mb_d = g + ma - mb, ma_d + ma, mb_d + mb
        gains.append(g / len(arrs))
        ra, rb = ra + ma_d / len(arrs), rb + mb_d / len(arrs)
        if (d + 1) % 50 == 0:
            print(f"  {d + 1} deals, gain so far {sum(gains) / len(gains):+.4f}", file=sys.stderr, flush=True)
    m, lo, hi = mean_interval(gains)
    print(f"{a} (A) vs {b} (B), 常规, {n} deals ({4 * n} songs), seed {seed}, {time.perf_counter() - t0:.0f} s: "
          f"gain of A per song {m:+.4f} (95 % {lo:+.4f} to {hi:+.4f}); A {ra / n:.4f}, B {rb / n:.4f}")
    return gains


def main(argv: list[str]) -> int:
    what, rest = (argv[0], argv[1:]) if argv else ("openings", [])
    if what == "openings":
        openings(int(rest[0]) if rest else 300, tuple(rest[1:]) or ("easy", "plain", "normal", "hard"))
    elif what == "duel":
        duel(int(rest[0]) if rest else 400, *(rest[1:3] or ["normal", "plain"]),
             **({"seed": int(rest[3])} if len(rest) > 3 else {}))
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
