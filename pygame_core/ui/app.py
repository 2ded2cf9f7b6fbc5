"""The application: screens, input dispatch, frames, settings and saving (the ``Shell`` of screens).

The page calls ``App.handle(event, now)`` for every input event and ``App.frame(now)`` to get
the display list; ``now`` is wall-clock seconds from the page. Nothing here touches the DOM.
"""

from __future__ import annotations

import json
import time
from typing import Any

from ..core import registry
from ..core.game import JSON
from ..core.i18n import LANGS
from . import theme as th
from .draw import DisplayList, Hit, wrap
from .geom import Rect
from .lazy import BundleUnavailable
from .screen import MATCH_KEY, SETTINGS_KEY, MemoryStorage, Screen, Storage, toast_w
from .start import StartScreen
from .texts import t
from .widgets import paragraph

__all__ = ["MATCH_KEY", "SETTINGS_KEY", "App", "MemoryStorage", "Screen", "Storage"]

PRESS_LAG_S = 1.0  # a pointer event's own time is taken when the page got to it at most this late

class App:
    def __init__(self, storage: Storage | None = None, lang: str | None = None,
                 game: str | None = None) -> None:
        self.storage: Storage = storage if storage is not None else MemoryStorage()
        self.settings: JSON = self._load_settings()
        if lang in LANGS:
            self.settings["lang"] = lang
        if game in registry.GAME_IDS:  # a link to one game (?game=gouji) opens with it chosen
            self.settings["game"] = game
        self.w, self.h, self.dpr = 390.0, 844.0, 1.0
        self.dl = DisplayList()
        self.pressed: Hit | None = None
        self.hover: str | None = None
        self.drag: tuple[float, float, float] | None = None  # (start y, start scroll, moved)
        self.held = False  # the screen took this press's pointer events (it may drag)
        self.toast_text = ""
        self.toast_until = 0.0
        self._last_frame = 0.0
        self.now = 0.0
        self.notice = ""  # one-off message for the start screen (e.g. a damaged save)
        # web/main.py: a tick longer than this many ms gets a frame of its own (None: every frame
        # ticks and draws, as tests expect)
        self.split_ms: float | None = None
        self._draw_next = False
        self._shown: tuple[list[list[Any]], str] | None = None  # the picture the page shows (split_ms)
        self.screen: Screen = StartScreen(self)

    # --- settings ----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        v = self.settings.get("lang")
        return v if isinstance(v, str) and v in LANGS else "zh-Hans"

    def _load_settings(self) -> JSON:
        """The saved settings over the defaults. A table times its prompts by the rules unless the
        player chose otherwise (play-test 22: every tester missed the apps' clock on the acting seat;
        the table's menu switches it off in a running match)."""
        d: JSON = {}
        raw = self.storage.get(SETTINGS_KEY)
        if raw:
            try:
                d = json.loads(raw)
            except ValueError:
                pass  # a damaged settings entry only loses the settings
        return {"lang": "zh-Hans", "timers": True} | (d if isinstance(d, dict) else {})

    def save_settings(self) -> None:
        self.storage.set(SETTINGS_KEY, json.dumps(self.settings, ensure_ascii=False))

    def set_lang(self, lang: str) -> None:
        if lang in LANGS:
            self.settings["lang"] = lang
            self.save_settings()

    # --- screens -----------------------------------------------------------------------------
    def show(self, screen: Screen) -> None:
        self.screen.flush()  # a table left behind (the rules, a replay) keeps nothing unsaved
        self.screen = screen
        self.pressed = None
        self.drag = None
        self.held = False

    def home(self) -> None:
        self.show(StartScreen(self))

    def hide(self) -> None:
        """The page is being hidden or unloaded (web/main.py): save what waits for a later frame."""
        self.screen.flush()

    def toast(self, text: str, seconds: float = 3.5) -> None:
        self.toast_text = text
        self.toast_until = self.now + seconds

    # --- input -------------------------------------------------------------------------------
    def handle(self, ev: JSON, now: float) -> None:
        t = ev.get("t")
        at = ev.get("at")  # the pointer event's own time (ms, the page clock's base): when the finger went
        if t in ("down", "up") and isinstance(at, int | float) and 0.0 <= now - at / 1000.0 <= PRESS_LAG_S:
            now = at / 1000.0  # down or up, not when a loaded phone got to it (pt24: a 0.3 s double tap read 0.5+)
        self.now = now
        x, y = float(ev.get("x", 0.0)), float(ev.get("y", 0.0))
        if t == "resize":
            self.w = max(200.0, float(ev.get("w", self.w)))
            self.h = max(200.0, float(ev.get("h", self.h)))
            self.dpr = float(ev.get("dpr", self.dpr))
            self._shown = None  # a resized canvas is blank: paint it again
        elif t == "down":
            self.pressed = self.dl.hit_at(x, y)
            self.held = self.screen.pointer("down", x, y, self._hit_id(x, y), now)
            sa = self.screen.scroll_area
            if not self.held and sa is not None and sa.contains(x, y) and self.screen.max_scroll() > 0:
                self.drag = (y, self.screen.scroll, 0.0)
        elif t == "move":
            if self.held and self.screen.pointer("move", x, y, self._hit_id(x, y), now):
                self.pressed = None  # the press became a drag: its release is no tap
            if self.drag is not None:
                y0, s0, moved = self.drag
                moved = max(moved, abs(y - y0))
                self.drag = (y0, s0, moved)
                if moved > 8:
                    self.pressed = None  # a drag is a scroll, not a tap
                    self.screen.scroll = max(0.0, min(self.screen.max_scroll(), s0 - (y - y0)))
            h = self.dl.hit_at(x, y)
            self.hover = h.id if h else None
        elif t == "up":
            hit = self.dl.hit_at(x, y)
            if self.held:
                self.screen.pointer("up", x, y, hit.id if hit else None, now)
            pressed, self.pressed, self.drag, self.held = self.pressed, None, None, False
            if pressed is not None and hit is not None and hit.id == pressed.id:
                self.tap(hit.id, now)
        elif t == "cancel":
            if self.held:
                self.screen.pointer("cancel", x, y, None, now)
            self.pressed, self.drag, self.held = None, None, False
        elif t == "wheel":
            self.screen.scroll = max(0.0, min(self.screen.max_scroll(),
                                              self.screen.scroll + float(ev.get("dy", 0.0))))
        elif t == "key":
            self.screen.key(str(ev.get("key", "")), now)

    def tap(self, hid: str, now: float) -> None:
        """Act on a tap of hit ``hid`` (also what tests call to press a button by id)."""
        self.now = now
        try:
            self.screen.tap(hid, now)
        except BundleUnavailable as e:
            self.missing(e)

    def missing(self, e: BundleUnavailable) -> None:
        """A screen needed a bundle the page could not fetch (offline): it stays where it was, the
        player reads why, and the same tap online fetches it again (web/main.py also prefetches again
        when the browser is back online)."""
        self.toast(t("bundle_missing", self.lang), 6.0)
        print(f"paiju: {e}")  # the console says which bundle and why

    def _hit_id(self, x: float, y: float) -> str | None:
        h = self.dl.hit_at(x, y)
        return h.id if h else None

    def tap_at(self, x: float, y: float, now: float) -> str | None:
        """A full press at (x, y) as the page would send it; returns the hit id, if any."""
        self.handle({"t": "down", "x": x, "y": y}, now)
        self.handle({"t": "up", "x": x, "y": y}, now)
        h = self.dl.hit_at(x, y)
        return h.id if h else None

    # --- frames ------------------------------------------------------------------------------
    def frame(self, now: float) -> JSON:
        self.now = now
        t0 = time.perf_counter()
        if self._draw_next:  # the last frame's tick was long: this one only draws
            self._draw_next, busy = False, True
        else:
            try:
                busy = self.screen.tick(now)
            except BundleUnavailable as e:  # a peer table opening (guest seated) offline
                self.missing(e)
                busy = True
            if self.split_ms is not None and (time.perf_counter() - t0) * 1000.0 > self.split_ms:
                # a long tick (a bot's choice, an engine step, a save) and the drawing would make
                # one long task together: the page keeps the picture and asks for the next frame
                self._draw_next = True
                return {"keep": True, "wake": 0.0, "screen": self.screen.name}
        dl = DisplayList()
        self.screen.draw(dl, self.w, self.h, now)
        if self.toast_text and now < self.toast_until:
            if self.screen.holds_toast():  # shown whole once the question is answered, never over it
                self.toast_until += max(0.0, now - self._last_frame)
            else:
                self._draw_toast(dl, now)
            busy = True
        self._last_frame = now
        self.dl = dl
        wake = 0.0 if busy else self.screen.wake(now)
        cursor = "pointer" if self.hover and any(h.id == self.hover for h in dl.hits) else "default"
        # sound cues for web/sound.js; a muted player's cues are dropped here, not in the page
        sounds = self.screen.take_sounds()
        out: JSON = {"ops": dl.ops, "wake": wake, "cursor": cursor, "fonts": th.FONTS[self.lang],
                     "lang": self.lang, "screen": self.screen.name}
        if self.split_ms is not None:
            # the same picture as the page shows (a bot thinking, nothing moving): nothing to
            # encode or paint again
            shown, self._shown = self._shown, (dl.ops, self.lang)
            if shown == self._shown:
                out = {"keep": True, "wake": wake, "cursor": cursor, "screen": self.screen.name}
        if sounds and not self.settings.get("mute", False):
            out["sounds"] = sounds
        return out

    def frame_json(self, now: float) -> str:
        out = self.frame(now)
        if out.get("ops") is not self.dl.ops:
            return json.dumps(out, ensure_ascii=False, separators=(",", ":"))
        del out["ops"]  # encoded by the display list: a still part's JSON is made once
        rest = json.dumps(out, ensure_ascii=False, separators=(",", ":"))
        return '{"ops":' + self.dl.ops_json() + ("," + rest[1:] if out else "}")

    def _draw_toast(self, dl: DisplayList, now: float) -> None:
        size = 15.0
        w = toast_w(self.w)
        lines = wrap(self.toast_text, size, w - 32)
        h = len(lines) * size * 1.45 + 22
        r = Rect((self.w - w) / 2, self.screen.toast_y(self.w, self.h, h) - h / 2, w, h)
        fade = min(1.0, (self.toast_until - now) / 0.4)
        dl.alpha(fade)
        dl.shadow(16, "rgba(0,0,0,0.35)", 0, 4)
        dl.rect(r, "rgba(43,38,34,0.94)", None, 1.0, 12)
        dl.shadow(0)
        paragraph(dl, r.inset(16, 11), self.toast_text, size, th.PAPER, "c")
        dl.alpha(1.0)

    # --- tests and the page ------------------------------------------------------------------
    def state(self) -> JSON:
        """What tests need: the screen, every tappable rect with its label, and screen details."""
        return {"screen": self.screen.name, "w": self.w, "h": self.h, "lang": self.lang,
                "toast": self.toast_text if self.now < self.toast_until else "",
                "hits": [{"id": h.id, "label": h.label, "rect": h.rect.to_list()} for h in self.dl.hits],
                **self.screen.info()}

    def state_json(self) -> str:
        return json.dumps(self.state(), ensure_ascii=False)
