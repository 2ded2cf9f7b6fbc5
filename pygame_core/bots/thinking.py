"""Choices worked out in slices, so the page keeps painting while a bot thinks.

A bot that can think in slices has ``think(view, legal)``, which returns a ``Steps``: each
``step(ms)`` works for about ``ms`` milliseconds (None: to the end) and returns the choice once it
is made, else None. ``Slices`` makes one from a generator that yields between units of work; a unit
should be small (one move of a playout, not a whole playout), since a slice cannot end inside one.
``finish`` runs such a generator to its end in one go."""

from __future__ import annotations

import time
from collections.abc import Generator, Sequence
from typing import Generic, Protocol, TypeVar, runtime_checkable

from ..core.game import JSON, Action

T = TypeVar("T")


class Steps(Protocol):
    def step(self, ms: float | None = None) -> Action | None: ...


@runtime_checkable
class Thinker(Protocol):
    """A bot whose choice can be worked out in slices (the table's frame loop uses it)."""

    def think(self, view: JSON, legal: Sequence[Action]) -> Steps: ...


def finish(work: Generator[None, None, T]) -> T:
    """The value of ``work`` run to its end (a search or a playout done at once)."""
    while True:
        try:
            next(work)
        except StopIteration as e:
            return e.value  # type: ignore[no-any-return]


class Slices(Generic[T]):
    """``Steps`` over a generator that yields after each unit of work and returns the choice.

    At least one unit runs per call, so any slice makes progress."""

    def __init__(self, work: Generator[None, None, T]) -> None:
        self._work = work
        self.result: T | None = None

    @property
    def done(self) -> bool:
        return self.result is not None

    def step(self, ms: float | None = None) -> T | None:
        if self.result is not None:
            return self.result
        if ms is None:
            self.result = finish(self._work)
            return self.result
        stop = time.perf_counter() + ms / 1000.0
        try:
            while True:
                next(self._work)
                if time.perf_counter() >= stop:
                    return None
        except StopIteration as e:
            self.result = e.value
            return self.result
