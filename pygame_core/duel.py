"""Paired duels between two bot levels: the engine of ``python -m pygame_core duel``.

Each deal is played once per arrangement of the two levels: in a team game side A holds each team
in turn; otherwise A holds each seat in turn against B in every other seat. The deal and the bots'
seeds stay the same across a deal's arrangements (the Master seeds a bot by hand seed, seat and
ply), so the luck of the cards cancels out and what is left measures the levels. A deal's gain is
A's mean return minus B's, averaged over its arrangements; the interval is the normal 95 % interval
of the mean gain over deals, which are independent.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import registry
from .core.game import GameInfo
from .core.rng import derive_seed
from .sim import play_game

JSON = dict[str, Any]
Z95 = 1.959964


def arrangements(info: GameInfo) -> list[list[bool]]:
    """Per arrangement, which seats level A holds (True) and which B holds."""
    if info.teams:
        return [[s in team for s in range(info.seats)] for team in info.teams]
    return [[s == a for s in range(info.seats)] for a in range(info.seats)]


def deal_seed(seed: int, deal: int) -> int:
    return derive_seed(seed, "duel", deal)


@dataclass(frozen=True)
class DealResult:
    deal: int
    gain: float  # A's mean return minus B's, averaged over the arrangements
    a_return: float  # A's mean return per seat-hand
    b_return: float
    failure: str | None = None


def play_deal(game: str, options: JSON, seed: int, deal: int, a: str, b: str) -> DealResult:
    """Every arrangement of one deal."""
    info = registry.get(game)
    gains, ra, rb = [], [], []
    for arr in arrangements(info):
        levels = [a if is_a else b for is_a in arr]
        rec = play_game(info, options, deal_seed(seed, deal), levels)
        if rec.failure:
            return DealResult(deal, 0.0, 0.0, 0.0, rec.failure)
        sa = [r for r, is_a in zip(rec.returns, arr, strict=True) if is_a]
        sb = [r for r, is_a in zip(rec.returns, arr, strict=True) if not is_a]
        ma, mb = sum(sa) / len(sa), sum(sb) / len(sb)
        gains.append(ma - mb)
        ra.append(ma)
        rb.append(mb)
    n = len(gains)
    return DealResult(deal, sum(gains) / n, sum(ra) / n, sum(rb) / n)


def _work(job: tuple[str, JSON, int, int, str, str]) -> DealResult:
    return play_deal(*job)


@dataclass
class DuelReport:
    game: str
    preset: str
    a: str
    b: str
    seed: int
    deals: int
    hands: int
    seconds: float
    gain: float
    low: float
    high: float
    a_return: float
    b_return: float
    failures: list[str] = field(default_factory=list)

    def to_json(self) -> JSON:
        r = 4
        return {"game": self.game, "preset": self.preset, "a": self.a, "b": self.b, "seed": self.seed,
                "deals": self.deals, "hands": self.hands, "seconds": round(self.seconds, 2),
                "gain_per_hand": round(self.gain, r), "ci95": [round(self.low, r), round(self.high, r)],
                "a_mean_return": round(self.a_return, r), "b_mean_return": round(self.b_return, r),
                "failures": self.failures}

    def summary(self) -> str:
        verdict = ("A is stronger" if self.low > 0 else "B is stronger" if self.high < 0
                   else "no difference shown")
        return (f"{self.game} / {self.preset}: {self.a} (A) vs {self.b} (B), {self.deals} deals, "
                f"{self.hands} hands in {self.seconds:.1f} s\n"
                f"gain of A per hand {self.gain:+.4f} (95 % interval {self.low:+.4f} to {self.high:+.4f}): "
                f"{verdict}\nmean return per seat: A {self.a_return:.4f}, B {self.b_return:.4f}; "
                f"failures: {len(self.failures)}")


def mean_interval(xs: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its normal 95 % interval."""
    n = len(xs)
    if n == 0:
        return 0.0, 0.0, 0.0
    m = sum(xs) / n
    if n == 1:
        return m, -math.inf, math.inf
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    half = Z95 * sd / math.sqrt(n)
    return m, m - half, m + half


def duel(game: str, preset: str | None, a: str, b: str, deals: int, seed: int, *, jobs: int = 1,
         overrides: JSON | None = None, progress: Callable[[int, int], None] | None = None) -> DuelReport:
    """Play ``deals`` deals in every arrangement of levels ``a`` and ``b``."""
    info = registry.get(game)
    a, b = info.level(a), info.level(b)
    preset = preset or info.default_preset
    if preset not in info.presets:
        raise ValueError(f"{game} has no preset {preset!r}; presets: {', '.join(info.presets)}")
    if deals < 1:
        raise ValueError("a duel needs at least one deal")
    options = info.options_for(preset, **(overrides or {}))
    jobs_list = [(game, options, seed, d, a, b) for d in range(deals)]
    t0 = time.perf_counter()
    results: list[DealResult] = []
    for done, res in enumerate(_run(jobs_list, jobs), 1):
        results.append(res)
        if progress is not None:
            progress(done, deals)
    ok = [r for r in results if r.failure is None]
    gain, low, high = mean_interval([r.gain for r in ok])
    n = max(1, len(ok))
    return DuelReport(game, preset, a, b, seed, deals, deals * len(arrangements(info)),
                      time.perf_counter() - t0, gain, low, high,
                      sum(r.a_return for r in ok) / n, sum(r.b_return for r in ok) / n,
                      [f"deal {r.deal}: {r.failure}" for r in results if r.failure])


def _run(jobs_list: list[tuple[str, JSON, int, int, str, str]], jobs: int) -> Iterator[DealResult]:
    if jobs <= 1:
        yield from map(_work, jobs_list)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap_unordered(_work, jobs_list)
