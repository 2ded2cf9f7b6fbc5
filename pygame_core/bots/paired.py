"""Candidates compared on the same sampled deals (common random numbers), for flat Monte Carlo bots.

Each iteration samples one position consistent with the bot's view and scores every candidate on it,
so the luck of the deal cancels out of the differences. The first candidate is the default (the rule
choice): another is played only when its paired gain is above a margin and ``z`` standard errors.
The iteration budget decides the result (reproducible for a seed); the cap counts only processor time
spent inside the search, so neither a loaded machine nor the page painting between slices cut it short.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Generator
from typing import TypeVar

from ..core.rng import SplitMix64

S = TypeVar("S")


def seat_rng(seed: int, seat: int) -> SplitMix64:
    """A search bot's own sampling stream: one per (seed, seat), apart from the table's deal."""
    return SplitMix64((seed * 0x9E3779B97F4A7C15 + seat + 1) & ((1 << 64) - 1))


def paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean and standard error of the paired differences a - b."""
    d = [x - y for x, y in zip(a, b, strict=True)]
    n = len(d)
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
    return mean, math.sqrt(var / n)


def settled(vals: list[list[float]], stop_z: float) -> bool:
    """True when the best candidate so far leads each other one by ``stop_z`` standard errors, or
    when the samples tell them apart not at all (every candidate scored the same on every deal)."""
    n = len(vals)
    means = [sum(v) / len(v) for v in vals]
    best = max(range(n), key=lambda i: (means[i], -i))
    for j in range(n):
        if j == best:
            continue
        mean, se = paired(vals[best], vals[j])
        if mean == 0.0 and se == 0.0:
            continue
        if mean <= stop_z * se:
            return False
    return True


def compare(n: int, sample: Callable[[], S], score: Callable[[S, int, bool], Generator[None, None, float]], *,
            iterations: int, min_iterations: int, cap_s: float | None, stop_z: float, margin: float,
            z: float) -> Generator[None, None, tuple[int, int]]:
    """(index of the candidate to play, iterations run); yields whenever a rollout does.

    ``score(position, i, last)`` plays candidate ``i`` on a sampled position and scores it for the
    bot, yielding after each move so a page's slice can end inside a rollout; ``last`` says the
    position is not needed again (the caller may play on it without a copy)."""
    vals: list[list[float]] = [[] for _ in range(n)]
    spent = 0.0
    it = 0
    while it < iterations and (it < min_iterations or cap_s is None or spent < cap_s):
        it += 1
        t0 = time.process_time()
        base = sample()
        for i in range(n):
            run = score(base, i, i == n - 1)
            while True:
                try:
                    next(run)
                except StopIteration as done:
                    vals[i].append(done.value)
                    break
                spent += time.process_time() - t0  # only the search's own time counts
                yield
                t0 = time.process_time()
            spent += time.process_time() - t0
            t0 = time.process_time()
        if it >= min_iterations and settled(vals, stop_z):
            break
    best, best_gain = 0, 0.0
    for i in range(1, n):
        mean, se = paired(vals[i], vals[0])
        if mean > max(margin, z * se) and mean > best_gain:
            best, best_gain = i, mean
    return best, it
