"""What each slow frame of the table spent its time on, measured inside the page's own Pyodide.

The browser bench sends this file's source to the page (``window.paiju.runPython``, as with
timing.py), so the wheel ships no benchmark code. ``install(app)`` wraps the table's main steps
(bot thinking, engine steps, scoring, the deal, saving, pulling events, drawing, the result screen,
encoding the frame, garbage collection) with timers that count each step's own time (its callees'
taken out). Every frame or input event whose Python part lasts over ``SLOW_MS`` is kept with those
times and what the table was doing, stamped with the page clock so that the bench can match it to
the Long Tasks API's entries. Standard library and pygame_core only, no relative import.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable
from typing import Any

from pygame_core.table.client import LocalClient
from pygame_core.table.master import Master
from pygame_core.ui.app import App
from pygame_core.ui.replay_view import ReplayScreen
from pygame_core.ui.table_screen import TableScreen

SLOW_MS = 10.0  # Python's share of a long task may be this small: the page's drawing adds the rest
KEPT = 2000

try:
    import js  # type: ignore[import-not-found]

    def page_ms() -> float:
        return float(js.performance.now())
except ImportError:  # CPython (the benchmark's own tests): the same clock shape, another origin
    def page_ms() -> float:
        return time.perf_counter() * 1000.0


class Frames:
    """The open spans (a stack) of the task under way, and the slow tasks seen so far."""

    def __init__(self) -> None:
        self.stack: list[list[Any]] = []  # [name, start s, time of callees s]
        self.own: dict[str, float] = {}  # ms by step, this task
        self.ctx: dict[str, Any] = {}
        self.slow: list[dict[str, Any]] = []
        self.tasks = 0
        self.longest = 0.0
        self.app: App | None = None
        self._gc_start = 0.0

    def begin(self, name: str) -> None:
        self.stack.append([name, time.perf_counter(), 0.0])

    def end(self) -> float:
        name, t0, inner = self.stack.pop()
        dt = time.perf_counter() - t0
        self.own[name] = self.own.get(name, 0.0) + (dt - inner) * 1000.0
        if self.stack:
            self.stack[-1][2] += dt
        return dt * 1000.0

    def root(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        """``fn`` as one task of the page: its time and its steps are recorded."""

        def wrapped(*a: Any, **k: Any) -> Any:
            if self.stack:  # called from inside another task (a tap that draws): a plain step
                return self.step(name, fn)(*a, **k)
            self.own, self.ctx = {}, {}
            at = page_ms()
            self.begin(name)
            try:
                return fn(*a, **k)
            finally:
                ms = self.end()
                self.tasks += 1
                self.longest = max(self.longest, ms)
                if ms > SLOW_MS:
                    self.ctx.update(self.table_ctx())
                    ranked = sorted(self.own.items(), key=lambda kv: -kv[1])
                    # the steps worth reading, and always the largest: a frame whose time is spread
                    # thinly over many steps still names where most of it went
                    # (every step when every frame is kept: what a test reads must not depend on speed)
                    steps = {k2: round(v, 1) for i, (k2, v) in enumerate(ranked)
                             if v >= 0.5 or i == 0 or SLOW_MS < 0}
                    self.slow.append({"at": round(at, 1), "ms": round(ms, 1), "task": name,
                                      "steps": steps, "ctx": dict(self.ctx)})
                    del self.slow[:-KEPT]

        return wrapped

    def step(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*a: Any, **k: Any) -> Any:
            if not self.stack:
                return fn(*a, **k)
            self.begin(name)
            try:
                return fn(*a, **k)
            finally:
                self.end()

        return wrapped

    def on_gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_start = time.perf_counter()
        elif self.stack:
            ms = (time.perf_counter() - self._gc_start) * 1000.0
            self.own["gc"] = self.own.get("gc", 0.0) + ms
            self.stack[-1][2] += ms / 1000.0
            self.ctx["gc_gen"] = max(int(info.get("generation", 0)), int(self.ctx.get("gc_gen", 0)))

    def table_ctx(self) -> dict[str, Any]:
        """What the table was doing at the end of the task."""
        app = self.app
        if app is None:
            return {}
        out: dict[str, Any] = {"screen": app.screen.name}
        scr = app.screen
        if isinstance(scr, TableScreen):
            c = scr.client
            out.update(game=c.info.id, hand=c.hand_no, ply=c.ply(), over=c.is_over())
            if c.dealt():
                out["phase"] = scr.view().get("phase")
            # the sheet drawn (an older table, measured side by side, has no end_shown of its own)
            shown = getattr(scr, "end_shown", None)
            out["end_shown"] = shown(app.now) if shown is not None else c.is_over() and scr.plugin.end_ready(app.now)
        return out

    def note(self, key: str, value: Any) -> None:
        if self.stack:
            self.ctx[key] = value


FRAMES = Frames()


def _patch(cls: type, attr: str, wrap: Callable[[Callable[..., Any]], Callable[..., Any]]) -> None:
    """``cls.attr`` wrapped; skipped where this version of the table has no such step (the same
    bench measures an older tree side by side)."""
    if hasattr(cls, attr):
        _ORIGINAL.append((cls, attr, vars(cls).get(attr)))
        setattr(cls, attr, wrap(getattr(cls, attr)))


_ORIGINAL: list[tuple[type, str, Any]] = []  # what install replaced, for uninstall


def uninstall() -> None:
    """Every wrapped step back as it was (the benchmark's own tests run in a shared process)."""
    while _ORIGINAL:
        cls, attr, fn = _ORIGINAL.pop()
        if fn is None:
            delattr(cls, attr)  # it was inherited
        else:
            setattr(cls, attr, fn)
    if FRAMES.on_gc in gc.callbacks:
        gc.callbacks.remove(FRAMES.on_gc)
    if hasattr(App, "_frames_installed"):
        del App._frames_installed  # type: ignore[attr-defined]


def _applied(fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapped(self: Master, seat: int, action: Any, auto: str | None) -> Any:
        FRAMES.note("action", f"{seat}:{action.get('a', action.get('type', '?'))}"
                    if isinstance(action, dict) else str(action))
        return FRAMES.step("engine step", fn)(self, seat, action, auto)

    return wrapped


def install(app: App) -> dict[str, Any]:
    """Wrap the app's steps once (later calls only reset the counts)."""
    f = FRAMES
    f.app = app
    if getattr(App, "_frames_installed", False):
        f.slow, f.tasks, f.longest = [], 0, 0.0
        return status()
    App._frames_installed = True  # type: ignore[attr-defined]
    _patch(App, "frame_json", lambda fn: f.root("frame", fn))
    _patch(App, "handle", lambda fn: f.root("input", fn))
    _patch(App, "tap", lambda fn: f.root("tap", fn))
    _patch(App, "frame", lambda fn: f.step("frame: other", fn))
    for cls, attr, name in [
        (TableScreen, "tick", "table tick"),
        (TableScreen, "refresh", "events into log and animations"),
        (TableScreen, "_draw", "draw table"),
        (TableScreen, "_draw_end", "draw result screen"),
        (TableScreen, "_draw_log", "draw log"),
        (TableScreen, "layout", "layout"),
        (TableScreen, "_buttons", "buttons"),
        (Master, "_bot_move", "bot decision"),
        (Master, "_finish_if_over", "hand result (returns, result)"),
        (Master, "start_hand", "deal"),
        (Master, "dumps", "save: encode match"),
        (Master, "view", "engine view"),
        (Master, "legal", "engine legal actions"),
        (Master, "replay", "replay of the hand"),
        (Master, "close_windows", "close windows"),
        (LocalClient, "_save", "save"),
        (LocalClient, "flush", "save"),
        (ReplayScreen, "draw", "draw replay viewer"),
    ]:
        _patch(cls, attr, lambda fn, n=name: f.step(n, fn))
    _patch(Master, "_apply", _applied)
    storage = type(app.storage)
    _patch(storage, "set", lambda fn: f.step("save: localStorage", fn))
    plugin_cls = type(app.screen.plugin) if isinstance(app.screen, TableScreen) else None
    if plugin_cls is not None:
        _patch_plugin(plugin_cls)
    gc.callbacks.append(f.on_gc)
    return status()


def _patch_plugin(cls: type) -> None:
    for attr in ("draw_center", "draw_hand", "draw_overlay", "draw_end", "on_events", "seat_info", "status"):
        if attr in vars(cls) or hasattr(cls, attr):
            _patch(cls, attr, lambda fn, n=attr: FRAMES.step(f"game ui: {n}", fn))


def status() -> dict[str, Any]:
    """The table's state as the bench polls it, and the end screen's 'next hand' button."""
    app = FRAMES.app
    out: dict[str, Any] = {"tasks": FRAMES.tasks, "longest_ms": round(FRAMES.longest, 1),
                           "slow": len(FRAMES.slow)}
    if app is not None:
        out.update(FRAMES.table_ctx())
        nxt = next((h for h in app.dl.hits if h.id == "end:next"), None)
        out["next_rect"] = nxt.rect.to_list() if nxt is not None else None
    return out


def leave() -> bool:
    """Leave the table for the start screen, forgetting it: nothing the old page plays on can be
    saved over the next match the bench writes into localStorage. False: no table was shown."""
    app = FRAMES.app
    if app is None or not isinstance(app.screen, TableScreen):
        return False
    app.screen.client.leave(True)
    app.home()
    return True


def take() -> list[dict[str, Any]]:
    """The slow tasks recorded since the last call."""
    out, FRAMES.slow = FRAMES.slow, []
    return out


def page_app() -> App:
    """The page's one App (web/main.py runs as __main__)."""
    app = getattr(sys.modules["__main__"], "app", None)
    if not isinstance(app, App):
        raise RuntimeError("no App in the page's __main__")
    return app
