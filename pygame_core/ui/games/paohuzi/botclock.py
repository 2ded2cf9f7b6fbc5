"""A bot's turn shows a clock on its badge as a person's does (play-test 34, "The countdown only appears on
my own turn; bots just show 思考中…"; the apps show a clock on every acting seat): under the timed rules,
the rules' limit for the prompt, run from when it came (a bot answers within it, never timed out)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....core.game import JSON
from ....games.paohuzi.table import LIMITS
from ...draw import DisplayList
from ...geom import Rect
from ...table_seats import draw_seat_clock


@dataclass
class BotClock:
    key: Any = None    # the prompt it runs for: hand, ply, seat, phase
    since: float = 0.0

    def left(self, key: Any, phase: str, now: float) -> tuple[float, float] | None:
        """Seconds left of the prompt ``key`` and its limit (None: the phase has none)."""
        lim = LIMITS.get(phase)
        if lim is None:
            return None
        if key != self.key:
            self.key, self.since = key, now
        return max(0.0, lim - (now - self.since)), lim


def acting_bot(view: JSON, waits_on: int | None, bots: set[int]) -> int | None:
    """The bot whose move the table waits for: the seat to discard (or to answer its own card), or
    the one a claim waits on."""
    seat = waits_on if view.get("phase") == "claim" else view.get("actor")
    return seat if isinstance(seat, int) and seat in bots and seat != view.get("seat") else None


def draw_bot_clock(dl: DisplayList, clock: BotClock, plate: Rect, key: Any, phase: str, now: float) -> None:
    if (left := clock.left(key, phase, now)) is not None:
        draw_seat_clock(dl, plate, *left)
