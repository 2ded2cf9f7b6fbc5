"""快进 (fast-forward), one for every game: once the viewer has nothing more to decide this hand
(gone out, won and locked: ``GameUI.out_of_hand``), a table whose bots move on this device offers to
play the rest of the hand at once (bots and windows without delay, no flights to wait for); the
chosen speed comes back when pressed again, at the hand's end or when the viewer is asked again.
Its button keeps the bar cell ``BTN`` where a game's ``bar_slots`` gives it one (else the bar flows)."""

from __future__ import annotations

import time
from collections.abc import Callable

from ..core.game import JSON
from ..core.i18n import Text, pick, tx
from ..table.client import SeatClient
from .plugin import Btn
from .screen import bot_delay

BTN = "ffwd"
BUDGET_S = 0.025  # of a frame, for more bot moves while on
TEXTS = {"on": tx("快进", "快進", "Fast-forward"), "off": tx("正常速度", "正常速度", "Normal speed")}
TO_ME = tx("快进到我", "快進到我", "Skip to my turn")  # (a game's FFWD_LABEL while a choice is still to come)


class FastForward:
    def __init__(self) -> None:
        self.on = False

    @staticmethod
    def offered(client: SeatClient, out: bool) -> bool:
        """``out``: the game says its viewer has nothing more to decide this hand."""
        return out and client.paces() and not client.is_over()

    def button(self, lang: str, label: Text | None = None) -> Btn:
        """``label``: the game's own word for it (GameUI.FFWD_LABEL)."""
        return Btn(BTN, pick(TEXTS["off"] if self.on else (label or TEXTS["on"]), lang), None,
                   "selected" if self.on else "primary", slot=BTN)

    def set(self, on: bool, client: SeatClient, settings: JSON) -> None:
        if on != self.on:
            self.on = on
            client.set_bot_delay(0.0 if on else bot_delay(settings))

    def delay(self, settings: JSON) -> float:
        """The bots' delay now: none while on, else the speed setting's."""
        return 0.0 if self.on else bot_delay(settings)

    def tick(self, client: SeatClient, now: float, hold: bool, stop: Callable[[], bool] = lambda: False) -> bool:
        """The client's tick (one bot move a frame, so each can be seen); while on, more moves until
        none comes, BUDGET_S is spent or the game would have the last move seen (``stop``): a loaded page
        draws a frame in 100-150 ms, and one move a frame made a 快进 of 80 moves take 8-12 s (play-test
        18, 够级: 13-21 s left holding only the 3)."""
        moved = client.tick(now, hold=hold)
        if not (self.on and moved and not hold):
            return moved
        end = time.perf_counter() + BUDGET_S
        while time.perf_counter() < end and not client.is_over() and not stop() and client.tick(now, hold=hold):
            pass
        return True
