"""The table layer: the Master (seats, bots, timers, undo window, series, saving) and its clients."""

from .client import LocalClient, SeatClient, hint_action
from .master import (
                     FORMAT,
                     Applied,
                     Master,
                     MatchError,
                     bot_seed,
                     check_seats,
                     default_level,
                     migrate,
)
from .series import Hand, HandSummary
from .timing import Timing, timing_for

__all__ = ["FORMAT", "Applied", "Hand", "HandSummary", "LocalClient", "Master", "MatchError", "SeatClient",
           "Timing", "bot_seed", "check_seats", "default_level", "hint_action", "migrate", "timing_for"]
