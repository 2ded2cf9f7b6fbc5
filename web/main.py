"""PyScript entry: wires the canvas adapter to the Python app, persists to localStorage, and
exposes window.paiju for tests and benchmarks. Everything that decides anything is in the wheel."""

import asyncio
import gc
import json
import sys

import js
from pyodide.ffi import create_proxy

T0 = js.performance.now()

if getattr(js.window, "__paijuLoad", None) is not None:
    js.window.__paijuLoad.setStage("game")

from pygame_core.ui import lazy  # noqa: E402

# What only some players use comes in bundles on first import (build.py, pygame_core/ui/lazy.py),
# fetched ahead once the page is up (prefetch_bundles); a restored snapshot has imported them all.
_boot = getattr(js.window, "paijuBoot", None)
bundles = lazy.install(_boot.lazy.to_py() if _boot is not None and _boot.lazy else {})
if _boot is not None:
    _boot.at.main = round(T0)

from pygame_core.core.replay import Replay  # noqa: E402
from pygame_core.ui.app import App  # noqa: E402
from pygame_core.ui.start import StartScreen  # noqa: E402
from pygame_core.ui.theme import FONTS  # noqa: E402
from pygame_core.ui.warm import Warmer  # noqa: E402


class LocalStorage:
    """localStorage, tolerating private modes and full quotas (the game goes on unsaved)."""

    def get(self, key):
        try:
            v = js.window.localStorage.getItem(key)
        except Exception:
            return None
        # JS null arrives as pyodide's jsnull, not None
        return v if isinstance(v, str) else None

    def set(self, key, value):
        try:
            js.window.localStorage.setItem(key, value)
        except Exception as e:
            js.console.warn(f"paiju: could not save {key}: {e}")

    def remove(self, key):
        try:
            js.window.localStorage.removeItem(key)
        except Exception:
            pass


def now():
    return js.performance.now() / 1000.0


params = js.URLSearchParams.new(js.window.location.search)
app = App(LocalStorage(), lang=params.get("lang"), game=params.get("game"))
# A tick over this long draws in the next frame: with the page's own painting, one task would
# pass 50 ms (a long task: the page could not take a tap meanwhile)
app.split_ms = 15.0

# An invite or room link opens the join screen at once; a hosted table or a game in progress
# survives a reload: go straight back to it.
_frag = str(js.window.location.hash or "")
if _frag.startswith(("#j=", "#r=")):
    from pygame_core.ui import lobby

    lobby.open_invite(app, _frag)
elif app.storage.get("paiju.host"):
    from pygame_core.ui import lobby

    lobby.open(app)
elif app.storage.get("paiju.match"):
    start = app.screen
    if isinstance(start, StartScreen):
        app.now = now()  # the toast below lasts from now
        try:
            start.resume(app.now)
        except lazy.BundleUnavailable as e:  # offline, the game's files never came: 继续 tries again
            app.missing(e)


# Everything loaded so far lives as long as the page: out of the collector's sight, a full
# collection while a bot searches scans only the search's own objects (tens of ms less a pause).
gc.freeze()
_frozen_modules = len(sys.modules)


def freeze_new_modules():
    """A game's modules load when its first table opens (core.registry imports lazily), the peer
    layer's when a room does: they live as long as the page too, so they join the frozen start-up
    objects. Above all the rules' memo dicts: in Pyodide's Python every collection that reaches one
    walks all its entries (100k of them: 10-30 ms). gc.freeze() only moves lists, and it runs once per
    batch of new modules, so whatever it keeps from ever being collected is bounded."""
    global _frozen_modules
    if len(sys.modules) != _frozen_modules:
        gc.freeze()
        _frozen_modules = len(sys.modules)


def on_event(text):
    try:
        ev = json.loads(text)
        t = now()
        if ev.get("t") != "frame":
            app.handle(ev, t)
        out = app.frame_json(t)
        freeze_new_modules()
    except Exception as e:  # keep the page alive; the console shows what went wrong
        js.console.error(f"paiju: {type(e).__name__}: {e}")
        import traceback

        js.console.error(traceback.format_exc())
        return ""
    if js.document.body.getAttribute("data-ready") != "1":
        js.document.body.setAttribute("data-ready", "1")
        if _boot is not None:
            _boot.at.ready = round(js.performance.now())
        asyncio.get_event_loop().call_later(0.5, lambda: asyncio.ensure_future(prefetch_bundles()))
        js.console.debug(f"paiju: main.py to first frame {js.performance.now() - T0:.0f} ms")
    return out


async def prefetch_bundles():
    """Every lazy bundle, fetched in the background (the service worker has them after the first
    visit) and unpacked, so no import waits on the network; also the files (not modules) a bundle
    holds, and after a restore the wheel's sources, which a restored snapshot has not got on disk
    (web/boot.mjs unpacks them: paijuBoot.unpack, until it has)."""
    from pyodide.http import pyfetch

    for url in bundles.pending():
        try:
            bundles.ensure(url, await (await pyfetch(url)).bytes())
        except Exception as e:  # the import hook fetches it when needed
            js.console.warn(f"paiju: could not prefetch {url}: {e}")
    if _boot is not None and getattr(_boot, "unpack", None):
        try:
            await _boot.unpack()
        except Exception as e:  # tracebacks show no source lines; the next prefetch tries again
            js.console.warn(f"paiju: could not unpack the wheel's sources: {e}")
    global _warming
    if _warming is None:
        _warming = asyncio.ensure_future(warm_tables())


_warming = None


async def warm_tables():
    """While the start screen shows, the chosen game's table modules are imported one per pause
    (pygame_core/ui/warm.py: on a first visit they took 1.2-2.6 s in one piece after the tap on 开始);
    a game chosen later is warmed in its turn. Once a table opens its imports are done anyway."""
    warmer = Warmer()
    while isinstance(app.screen, StartScreen):
        gid = app.settings.get("game")
        try:
            name = warmer.step(gid) if isinstance(gid, str) else None
        except Exception as e:  # a bundle not there (offline): the tap imports it, or says why
            js.console.warn(f"paiju: could not import the table ahead: {e}")
            return
        await asyncio.sleep(0.03 if name else 0.5)


def run_replay(text):
    return Replay.loads(str(text)).run().notation()


def run_python(src):
    """Run Python source in a fresh namespace in this interpreter and return its ``result`` as JSON.
    A generic hook for tests and benchmarks (tests/bench sends its timing code through it), so the
    wheel ships no benchmark; it gives a page script nothing it could not already do."""
    ns = {"__name__": "paiju_snippet"}
    exec(str(src), ns)
    return json.dumps(ns.get("result"))


def state():
    return app.state_json()


def setting(key, value):
    """Change a setting from a test (e.g. speed = "instant") and redraw."""
    app.settings[str(key)] = json.loads(str(value))
    app.save_settings()
    js.window.paijuCanvas.requestFrame()


def tap(hid):
    """Press a hit by id (tests prefer real clicks at the rects from state())."""
    app.tap(str(hid), now())
    js.window.paijuCanvas.requestFrame()


def on_hide(_ev=None):
    """A reload, a closed tab or a phone's app switch: the table saves what waits for a frame."""
    if js.document.visibilityState == "hidden" or str(getattr(_ev, "type", "")) == "pagehide":
        try:
            app.hide()
        except Exception as e:  # the page is going away: say why, never block it
            js.console.error(f"paiju: could not save on hide: {e}")


def on_online(_ev=None):
    """Back online: fetch the bundles a failed fetch left (a tap would fetch its own anyway)."""
    if bundles.pending() or (_boot is not None and getattr(_boot, "unpack", None)):
        asyncio.ensure_future(prefetch_bundles())


_online = create_proxy(on_online)
js.window.addEventListener("online", _online)
_hide = create_proxy(on_hide)
js.window.addEventListener("pagehide", _hide)
js.document.addEventListener("visibilitychange", _hide)

_keep = [create_proxy(f) for f in (on_event, run_replay, run_python, state, setting, tap)]
api = js.Object.new()
api.runReplay, api.runPython, api.state, api.setting, api.tap = _keep[1:]
api.version = "1"
js.window.paiju = api


async def canvas_loaded():
    """web/canvas.js is a module script, run when the browser has it: on a cold load of a loaded
    machine this can come after Python is up (play-test 17: AttributeError: paijuCanvas on 1 of 3
    cold loads). Wait for it, then say plainly if it never came."""
    for _ in range(1500):
        if getattr(js.window, "paijuCanvas", None) is not None:
            return
        await asyncio.sleep(0.02)
    raise RuntimeError("paiju: web/canvas.js did not load in 30 s; reload the page")


await canvas_loaded()  # noqa: F704 (PyScript runs this file with top-level await)
# every font face the table draws with is loaded now, under the loading screen (web/canvas.js)
js.window.paijuCanvas.warmFonts(json.dumps(FONTS[app.lang]))
js.window.paijuCanvas.start(_keep[0])
