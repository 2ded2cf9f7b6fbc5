"""The table's log: the events themselves, rendered in the language of the moment (a switch redraws
every line), each line rendered once, and the panel that shows the last ones."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..core.game import JSON
from . import theme as th
from .draw import DisplayList, fit_size, wrap
from .geom import Rect
from .layout import Layout
from .screen import Storage
from .texts import t
from .widgets import button

HAND_SEP = "__hand_sep__"  # a log entry of the table's own: the line between two hands
KEEP = 400  # events the log keeps (the oldest go)
# The earlier hands' events of a saved series, kept when a hand starts: the save keeps a finished
# hand's result, not its actions, so a reload would otherwise leave 完整记录 only the current hand.
EARLIER_KEY = "paiju.log"


class TableLog:
    def __init__(self) -> None:
        self.events: list[JSON] = []
        self.dropped = 0  # events pushed out of the window (a cache key)
        # each event's line, rendered once (a hand's end would render hundreds in one frame); for
        # the events ``events`` starts with, in the language and for the viewer of _lang
        self._lines: list[str | None] = []
        self._lang: tuple[str, int | None] = ("", None)
        self._cache: tuple[tuple[str, int | None, int, int], list[str]] = (("", None, -1, -1), [])
        self._tail: tuple[tuple[Any, ...], list[str]] = ((), [])  # the panel's wrapped last lines

    def add(self, evs: list[JSON]) -> None:
        self.events.extend(evs)
        drop = max(0, len(self.events) - KEEP)
        self.dropped += drop
        del self.events[:drop]
        del self._lines[:drop]

    def keep(self, storage: Storage, tag: str | None) -> None:
        """Store the events so far (every one of an earlier hand, as a hand starts) under ``tag``
        (None: a series nobody resumes)."""
        if tag is not None:
            storage.set(EARLIER_KEY, json.dumps({"tag": tag, "events": self.events}, ensure_ascii=False,
                                                separators=(",", ":")))

    def restore(self, storage: Storage, tag: str | None) -> None:
        """Take back the events ``keep`` stored under ``tag`` (another series' or a damaged record: none)."""
        if tag is None:
            return
        try:
            d = json.loads(storage.get(EARLIER_KEY) or "null")
        except ValueError:
            return
        if isinstance(d, dict) and d.get("tag") == tag and isinstance(d.get("events"), list):
            self.add([e for e in d["events"] if isinstance(e, dict) and isinstance(e.get("type"), str)])

    def lines(self, lang: str, viewer: int | None, render: Callable[[JSON], str | None]) -> list[str]:
        """The lines in ``lang`` for ``viewer`` (events rendered now; cached per language)."""
        key = (lang, viewer, self.dropped, len(self.events))
        if self._cache[0] != key:
            if self._lang != key[:2]:
                self._lang, self._lines = key[:2], []
            for ev in self.events[len(self._lines):]:
                self._lines.append("—" * 6 if ev.get("type") == HAND_SEP else render(ev))
            self._cache = (key, [ln for ln in self._lines if ln])
        return self._cache[1]

    def draw(self, dl: DisplayList, lay: Layout, lang: str, lines: list[str]) -> None:
        """The log panel (the laptop's side column), or the last two lines on a phone."""
        r = lay.log
        if r.w <= 0:
            return
        if lay.phone:
            dl.rect(r.inset(0, 2), "rgba(20,16,12,0.28)", None, 1, 8)
            y = r.y + 12
            for ln in lines[-2:]:
                dl.text(r.x + 10, y, ln, fit_size(ln, 13, r.w - 20), th.PAPER, "l", "n", "a", r.w - 20)
                y += 19
            dl.hit("log", r, t("log", lang))
            return
        pr = r.inset(10, 10)
        dl.rect(pr, "rgba(244,236,220,0.92)", None, 1, 10)
        dl.text(pr.x + 14, pr.y + 18, t("log", lang), 15, th.INK, "l", "b", "s")
        button(dl, "log", Rect(pr.r - 96, pr.y + 4, 88, 28), t("full_log", lang), "quiet", 12)
        body = Rect(pr.x + 12, pr.y + 40, pr.w - 24, pr.h - 50)
        size = 13.0
        fit = int(body.h // (size * 1.5))
        key = (self._cache[0], round(body.w), fit)
        if self._tail[0] != key:  # wrapped again only when a line comes or the panel changes
            wrapped: list[str] = []
            for ln in lines[-60:]:
                wrapped.extend(wrap(ln, size, body.w))
            self._tail = (key, wrapped[-fit:] if fit > 0 else [])
        y = body.y + size * 0.75
        for ln in self._tail[1]:
            dl.text(body.x, y, ln, size, th.INK, "l", "n", "a", body.w)
            y += size * 1.5
