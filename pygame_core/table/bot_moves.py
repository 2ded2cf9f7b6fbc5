"""A bot's move worked out in slices on a page, and started before its turn's delay is up.

The Master waits ``bot_delay`` before a bot moves so a person can follow the table. A searching bot
(够级's 难, the 托管 of the strongest level) then took its search on top of the wait: its move came
late by the time it thought. Here its thinking runs in the wait's ticks, a slice a tick, and the move
is kept until the wait is over. The move is the same whenever it is worked out: it depends only on
the position (the Master's ``version``) and the seat, never on the clock."""

from __future__ import annotations

from collections.abc import Callable

from ..bots.thinking import Steps, Thinker
from ..core.game import JSON, Action, Bot

Key = tuple[int, int]  # (the Master's version, the seat): the position the move is for
Make = Callable[[], tuple[Bot, JSON, list[Action]]]


class BotMoves:
    def __init__(self) -> None:
        self._work: tuple[Key, Steps] | None = None  # a search under way
        self._ready: tuple[Key, Action] | None = None  # a move worked out before it was due

    @property
    def thinking(self) -> bool:
        return self._work is not None

    def move(self, key: Key, make: Make, slice_ms: float | None) -> Action | None:
        """The move for ``key``, or None while it is still being worked out (one slice a call with
        ``slice_ms``; at once without). ``make`` gives the bot, its seat's view and the legal moves."""
        if self._ready is not None:
            ready, self._ready = self._ready, None
            if ready[0] == key:
                return ready[1]
        if self._work is None or self._work[0] != key:
            bot, view, legal = make()
            if slice_ms is None or not isinstance(bot, Thinker):
                self._work = None
                return bot.choose(view, legal)
            self._work = (key, bot.think(view, legal))
        action = self._work[1].step(slice_ms)
        if action is not None:
            self._work = None
        return action

    def ahead(self, key: Key, make: Make, slice_ms: float | None) -> None:
        """A slice of ``key``'s move before it is due (pages only: without slices it costs nothing
        to wait); ``move`` hands it over when it is."""
        if slice_ms is None or (self._ready is not None and self._ready[0] == key):
            return
        action = self.move(key, make, slice_ms)
        if action is not None:
            self._ready = (key, action)
