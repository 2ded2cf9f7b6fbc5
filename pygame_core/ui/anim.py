"""Animation timelines driven by the wall clock the page supplies (no timers of our own)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


@dataclass
class Anim:
    key: str
    start: float
    duration: float
    data: Any = None

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (now - self.start) / self.duration))

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration


class Timeline:
    """Named animations; starting one with a used key replaces it."""

    def __init__(self) -> None:
        self.anims: dict[str, Anim] = {}

    def start(self, key: str, now: float, duration: float, data: Any = None, delay: float = 0.0) -> Anim:
        a = Anim(key, now + delay, duration, data)
        self.anims[key] = a
        return a

    def get(self, key: str, now: float) -> Anim | None:
        a = self.anims.get(key)
        if a is None or a.done(now):
            return None
        return a

    def active(self, now: float) -> bool:
        """True while any animation still runs (so the page keeps asking for frames)."""
        for k in [k for k, a in self.anims.items() if a.done(now)]:
            del self.anims[k]
        return bool(self.anims)

    def clear(self) -> None:
        self.anims.clear()

    def finish_all(self) -> None:
        for a in self.anims.values():
            a.duration = 0.0
            a.start = -1.0
