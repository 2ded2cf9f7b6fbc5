"""Choices worked out in slices, so the page keeps painting while a bot thinks.

A bot that can think in slices has ``think(view, legal)``, which returns a ``Steps``: each
``step(ms)`` works for about ``ms`` milliseconds (None: to the end) and returns the choice once it
is made, else None. ``Slices`` makes one from a generator that yields between units of work."""

from __future__ import annotations

import math
import time
from collections.abc import Generator, Sequence
from typing import Protocol, runtime_checkable

from ..core.game import JSON, Action


class Steps(Protocol):
    def step(self, ms: float | None = None) -> Action | None: ...


@runtime_checkable
class Thinker(Protocol):
    """A bot whose choice can be worked out in slices (the table's frame loop uses it)."""

    def think(self, view: JSON, legal: Sequence[Action]) -> Steps: ...


class Slices:
    """``Steps`` over a generator that yields after each unit of work and returns the choice.

    At least one unit runs per call, so any slice makes progress."""

    def __init__(self, work: Generator[None, None, Action]) -> None:
        self._work = work
        self.result: Action | None = None

    @property
    def done(self) -> bool:
        return self.result is not None

    def step(self, ms: float | None = None) -> Action | None:
        if self.result is not None:
            return self.result
        stop = math.inf if ms is None else time.perf_counter() + ms / 1000.0
        try:
            while True:
                next(self._work)
                if time.perf_counter() >= stop:
                    return None
        except StopIteration as e:
            self.result = e.value
            return self.result
