"""SplitMix64: the one random generator of every game (huaniao.md §5.1, paohuzi.md §5.1).

Python's ``random`` is never used for game randomness: its algorithms may differ between
CPython and Pyodide versions, and every peer must re-run a hand card for card.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1


class SplitMix64:
    """Seeded generator; its whole state is one 64-bit integer (``state``)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MASK64:
            raise ValueError(f"seed must be an unsigned 64-bit integer, got {seed!r}")
        self.state = seed

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def uniform(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection so it is exactly uniform."""
        if n <= 0:
            raise ValueError("uniform(n) needs n >= 1")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next()
            if r < limit:
                return r % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates from the top index down, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.uniform(i + 1)
            items[i], items[j] = items[j], items[i]

    def pick(self, items: Sequence[T]) -> T:
        return items[self.uniform(len(items))]

    def copy(self) -> SplitMix64:
        return SplitMix64(self.state)


def shuffled_deck(seed: int, size: int) -> tuple[list[int], SplitMix64]:
    """The project's one deal procedure: ids 0..size-1 shuffled; returns the generator too."""
    rng = SplitMix64(seed)
    deck = list(range(size))
    rng.shuffle(deck)
    return deck, rng


def derive_seed(*parts: int | str | bytes) -> int:
    """A 64-bit seed from several parts (used for series and the fair-deal shares)."""
    import hashlib

    h = hashlib.sha256()
    for p in parts:
        b = p if isinstance(p, bytes) else str(p).encode()
        h.update(len(b).to_bytes(4, "big") + b)
    return int.from_bytes(h.digest()[:8], "big")
