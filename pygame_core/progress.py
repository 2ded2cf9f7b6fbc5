"""A one-line progress bar on stderr for long command-line runs (``simulate``, the benchmarks):
done / total, rate and time left. Standard library only.

It stays silent when stderr is not a terminal, when ``PAIJU_PROGRESS=0`` is set, or when made with
``enabled=False``, and it draws nothing during the first ``delay`` seconds, so piped output, CI logs
and short runs are untouched; stdout is never written, so ``--json`` output stays clean::

    with Progress(total=200, label="huaniao", unit="games") as bar:
        for i in range(200):
            play_one()
            bar(i + 1)
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from types import TracebackType
from typing import TextIO


def _clock(seconds: float) -> str:
    s = int(seconds + 0.5)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class Progress:
    """Call it with the number done so far (and optionally a new total); ``close()`` ends the line."""

    def __init__(self, total: int, label: str = "", unit: str = "", *, stream: TextIO | None = None,
                 enabled: bool | None = None, delay: float = 2.0, interval: float = 0.2,
                 clock: Callable[[], float] = time.monotonic, width: int = 24) -> None:
        self.total, self.label, self.unit = total, label, unit
        self.stream = stream if stream is not None else sys.stderr
        if enabled is None:
            enabled = os.environ.get("PAIJU_PROGRESS", "1") != "0" and _isatty(self.stream)
        self.enabled = enabled
        self.delay, self.interval, self.clock, self.width = delay, interval, clock, width
        self.start = clock()
        self.done = 0
        self.shown = False  # drawn at least once, so close() must end the line
        self._last = -1e9
        self._drawn = -1  # `done` when last drawn

    def __call__(self, done: int, total: int | None = None) -> None:
        self.done = done
        if total is not None:
            self.total = total
        if not self.enabled:
            return
        now = self.clock()
        if now - self.start < self.delay or (now - self._last < self.interval and done < self.total):
            return
        self._last = now
        self._draw(now)

    def line(self, now: float) -> str:
        elapsed = max(now - self.start, 1e-9)
        total = max(self.total, 1)
        filled = min(self.width, self.width * self.done // total)
        rate = self.done / elapsed
        unit = f" {self.unit}" if self.unit else ""
        if self.done >= self.total:
            tail = f"{_clock(elapsed)} total"
        elif self.done:
            tail = f"{_clock((self.total - self.done) / rate)} left"
        else:
            tail = "time left unknown"
        prefix = f"{self.label} " if self.label else ""
        return (f"{prefix}[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total}{unit}"
                f"  {rate:.3g}{unit}/s  {tail}")

    def _draw(self, now: float) -> None:
        self.stream.write("\r" + self.line(now) + "\x1b[K")
        self.stream.flush()
        self.shown, self._drawn = True, self.done

    def note(self, msg: str) -> None:
        """A log line on the same stream, printed even when the bar is off; the bar redraws below it."""
        if self.shown:
            self.stream.write("\r\x1b[K")
        self.stream.write(msg + "\n")
        if self.shown:
            self._draw(self.clock())
        self.stream.flush()

    def close(self) -> None:
        if self.shown:
            if self._drawn != self.done:
                self._draw(self.clock())
            self.stream.write("\n")
            self.stream.flush()
            self.shown = False

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a replaced or closed stream
        return False
