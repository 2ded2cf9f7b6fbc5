"""What every screen shares: storage, the base ``Screen``, and ``Shell``, the app as screens see it.

Screens reach the rest of the app only through ``Shell`` (``App`` implements it), so no screen
module needs ``app.py`` and none needs another screen's module to go home (``Shell.home``).
"""

from __future__ import annotations

from typing import Protocol

from ..core.game import JSON
from .draw import DisplayList
from .geom import Rect

SETTINGS_KEY = "paiju.settings"
MATCH_KEY = "paiju.match"  # the local table in progress
HOST_KEY = "paiju.host"  # the table this page hosts for friends
GUEST_KEY = "paiju.guest"  # this page's seat at a friend's table
ROOM_KEY = "paiju.room"  # the room of the table this page hosts (net.room.Door.to_json)
ROOM_SEAT_KEY = "paiju.room."  # + room id: this page's seat in a friend's room (Guest.to_json)
BOT_DELAY = {"slow": 1.8, "normal": 1.1, "fast": 0.5, "instant": 0.0}  # seconds a bot waits, by speed:
# a bot's play stays this long before the next bot's replaces it (instant: tests, bots-only runs)


def bot_delay(settings: JSON) -> float:
    """The bot speed setting, in seconds before each bot move."""
    return BOT_DELAY.get(str(settings.get("speed", "normal")), BOT_DELAY["normal"])


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...


class MemoryStorage:
    """Storage in a dict (tests, and the page when localStorage is unavailable)."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)


class Shell(Protocol):
    """The app as a screen sees it."""

    storage: Storage
    settings: JSON
    notice: str  # a one-off message for the start screen (e.g. a damaged save)
    screen: Screen  # the screen shown now

    @property
    def lang(self) -> str: ...

    @property
    def now(self) -> float: ...

    def show(self, screen: Screen) -> None: ...

    def home(self) -> None:
        """Show the start screen."""
        ...

    def toast(self, text: str, seconds: float = 3.5) -> None: ...

    def save_settings(self) -> None: ...

    def set_lang(self, lang: str) -> None: ...


class Screen:
    """One full-window screen. Subclasses draw and react to taps on their hit ids."""

    name = "screen"

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.scroll = 0.0
        self.content_h = 0.0  # height of the scrollable content (0 = no scrolling)
        self.scroll_area: Rect | None = None

    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None: ...

    def tap(self, hid: str, now: float) -> None: ...

    def key(self, key: str, now: float) -> None: ...

    def pointer(self, kind: str, x: float, y: float, hit: str | None, now: float) -> bool:
        """A raw pointer event (down, move, up, cancel) for screens that drag things. True from a
        down: the press's moves and up come here too; True from a move: the press is a drag (no
        tap, no scroll)."""
        return False

    def tick(self, now: float) -> bool:
        """Advance time-driven work; return True while frames are needed (animation, bots)."""
        return False

    def wake(self, now: float) -> float | None:
        """Seconds until this screen wants a frame again even without input (None = never)."""
        return None

    def flush(self) -> None:
        """Save now what waits for a later frame: the page is being hidden, or another screen shows."""

    def take_sounds(self) -> list[list[str]]:
        """Sound cues raised since the last frame (the table's card sounds and calls)."""
        return []

    def holds_toast(self) -> bool:
        """A toast waits, its time standing still, while this is true (a question on screen)."""
        return False

    def toast_y(self, w: float, h: float, box_h: float) -> float:
        """Where the app's toast (a refusal, a notice) centres, for a box ``box_h`` high."""
        return h * 0.42

    def info(self) -> JSON:
        return {}

    def max_scroll(self) -> float:
        if self.scroll_area is None:
            return 0.0
        return max(0.0, self.content_h - self.scroll_area.h)


def toast_w(w: float) -> float:
    """The app's toast box is this wide on a screen ``w`` wide (centred)."""
    return min(w - 32, 460.0)
