"""Repeat visits restore a Pyodide memory snapshot (web/boot.mjs); every way that can go wrong
boots normally by itself and replaces it."""

from __future__ import annotations

import json
from typing import Any

from pygame_core.core import registry
from pygame_core.table import Master
from pygame_core.ui.app import MATCH_KEY

BOOT = "() => JSON.stringify({mode: paijuBoot.mode, reason: paijuBoot.reason})"
SAVED = "async () => JSON.stringify(await paijuBoot.saved)"
RANDOM = "() => window.paiju.runPython('import random\\nresult = random.getrandbits(64)')"
# Damage the stored snapshot the ways a browser or an update could leave it.
DAMAGE = """async (how) => {
  const c = await caches.open("pyodide-snapshot");
  const [req] = await c.keys();
  const resp = await c.match(req);
  const bytes = new Uint8Array(await resp.arrayBuffer());
  const headers = {"x-snapshot-bytes": String(bytes.length)};
  if (how === "truncated") await c.put(req, new Response(bytes.slice(0, bytes.length >> 1), {headers}));
  if (how === "garbage") { bytes.fill(7, 0, 4096); await c.put(req, new Response(bytes, {headers})); }
  if (how === "other build") {
    await c.delete(req);
    await c.put(req.url.replace(/[^/]+$/, "000000000000000000000000"), new Response(bytes, {headers}));
  }
  if (how === "evicted") await caches.delete("pyodide-snapshot");
  // localStorage says which snapshot was stored (web/boot.mjs): lost, or another build's
  if (how === "mark lost") localStorage.removeItem("paiju.snapshot");
  if (how === "mark of another build") localStorage.setItem("paiju.snapshot", "000000000000000000000000");
  // and the size of its heap, which the module's memory grows to while the snapshot is read
  if (how === "heap size lost") localStorage.removeItem("paiju.snapshot.heap");
  if (how === "heap size too small") localStorage.setItem("paiju.snapshot.heap", localStorage.getItem("paiju.snapshot") + " 65536");
  return (await (await caches.open("pyodide-snapshot")).keys()).length;
}"""
# Counts the page's own opens of Cache Storage (the snapshot worker's are its own).
COUNT_OPENS = """(() => { const open = caches.open.bind(caches); window.__cacheOpens = 0;
  caches.open = (name) => { window.__cacheOpens += 1; return open(name); }; })();"""
# After a restore: what the page fetched, PyScript's modules the snapshot compiled ahead, the wheel's
# files (a data file from the snapshot, a source for tracebacks unpacked after the start) on disk, no
# .pyc written.
SOURCES = """() => JSON.parse(window.paiju.runPython(
  "import os, pygame_core.ui.app as a\\nresult = os.path.exists(a.__file__)"))"""
RESTORED = """
import importlib.resources, linecache, pathlib, sys
import pygame_core.ui.app as app
keep = sys.modules["_paiju_snapshot"]
root = pathlib.Path(app.__file__).parents[1]
result = {"precompiled": sorted(p.rsplit("/", 1)[-1] for p in keep.served if "/pyscript/" in p),
          "stdlib": keep.stdlib, "ran": keep.ran,
          "data": len(importlib.resources.files("pygame_core.games.gouji").joinpath("dian_gong.json").read_text()),
          "source": bool(linecache.getline(app.__file__, 1)), "pyc": len(list(root.rglob("*.pyc")))}
"""
# what the page fetched before its start screen was up
FETCHED = """() => performance.getEntriesByType('resource').filter(e => e.startTime < paijuBoot.at.ready)
  .map(e => e.name.split('/').pop())"""
# PyScript's files the page asked for before Python was up
EARLY = """() => performance.getEntriesByType('resource').map(e => [e.name.split('/').pop(), e.startTime])
  .filter(([n, t]) => /^(pyscript\\.json|main\\.py|error-.*\\.js)$/.test(n) && t < paijuBoot.at.python)
  .map(([n]) => n.split('-')[0])"""
# The object stores of PyScript's first IndexedDB store (web/index.html opens it early, as PyScript does)
PYSCRIPT_STORE = """() => new Promise((ok, fail) => { const r = indexedDB.open("IDBMap/@pyscript.fs");
  r.onsuccess = () => { const names = [...r.result.objectStoreNames]; r.result.close(); ok(names); };
  r.onerror = () => fail(r.error); })"""
# Idle callbacks wait while window.__idleHeld (web/boot.mjs makes the snapshot once the page is idle).
HOLD_IDLE = """(() => { window.__idleHeld = true; const later = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (cb) => { const t = setInterval(() => {
    if (!window.__idleHeld) { clearInterval(t); later(cb); } }, 50); }; })();"""
# The loader's words and bar width, sampled through a first visit.
LOADER = """(() => { window.__loader = []; const t = setInterval(() => {
  const w = document.getElementById("load-text"), b = document.getElementById("load-bar");
  if (w && b) window.__loader.push([w.textContent, parseFloat(b.style.width) || 0]);
  if (document.body && document.body.dataset.ready === "1") clearInterval(t); }, 20); })();"""
# A browser that will not open Cache Storage for the page.
REFUSE = "caches.open = () => Promise.reject(new DOMException('refused', 'SecurityError'));"


def visit(page: Any, url: str, wait_ready: Any) -> dict[str, Any]:
    page.goto(url)
    wait_ready(page, 120)
    got: dict[str, Any] = json.loads(page.evaluate(BOOT))
    got["screen"] = json.loads(page.evaluate("window.paiju.state()"))["screen"]
    return got


def saved(page: Any) -> dict[str, Any]:
    return dict(json.loads(page.evaluate(SAVED)))


def test_a_repeat_visit_restores_the_snapshot_reseeded_and_reopens_a_saved_game(
        page: Any, new_page: Any, server: Any, wait_ready: Any, shot: Any) -> None:
    page.add_init_script(COUNT_OPENS)
    page.add_init_script(LOADER)
    first = visit(page, server.url, wait_ready)
    assert first == {"mode": "boot", "reason": "none stored", "screen": "start"}
    # while files still come the loader says so and its bar stands where they are, not at 75 % over
    # "0.0 / 15.1 MB" as Pyodide starts beside them (play-test 36)
    loader = page.evaluate("window.__loader")
    assert any("MB" in w for w, _ in loader), loader[:5]
    assert not [(w, b) for w, b in loader if "MB" in w and (b >= 75 or not w.startswith("下载中"))], loader
    # the wheel was unzipped into site-packages before Python started (Pyodide's fsInit hook: Pyodide
    # lists it as found there), not installed by Pyodide's loadPackage (its installer imports
    # importlib.metadata, email and tarfile: 100-200 ms of a first visit after Python is up)
    assert json.loads(page.evaluate("window.paiju.runPython('import pyodide_js\\nresult = "
                                    "pyodide_js.loadedPackages.to_py()')")) == {"pygame_core": "Unknown"}
    # PyScript's config, main.py and error plugin were preloaded from the first moment (web/index.html),
    # not asked for once Python was up
    assert sorted(page.evaluate(EARLY)) == ["error", "main.py", "pyscript.json"]
    # the page's first script opened PyScript's first IndexedDB store, with the object store PyScript's
    # own IDBMap makes in it (PyScript opens it again and uses it)
    assert page.evaluate(PYSCRIPT_STORE) == ["entries"]
    # a new browser has no snapshot: Pyodide starts without waiting for Cache Storage to open
    assert page.evaluate("window.__cacheOpens") == 0
    made = saved(page)
    # bigger than the 30 MiB the WebAssembly module starts with (boot.mjs grows it for a restore)
    assert made["ok"] and made["bytes"] > 10_000_000, made
    # stored without its pages of zeros (a third of it): less to read and copy at every restore
    assert made["stored"] < 0.8 * made["bytes"], made
    draws = []
    # each visit's page is closed after it: a tab holds a whole Pyodide, and four at once in one
    # headless browser crashed one ("Target crashed") on the loaded 2-core machine
    for _ in range(2):
        p = new_page()
        again = visit(p, server.url, wait_ready)
        assert again == {"mode": "snapshot", "reason": "", "screen": "start"}
        # its files come from the service worker: counted when complete, no response teed to count its
        # bytes (fetch is only the wrapper that asks again after a network failure, web/index.html)
        assert not p.evaluate("String(window.fetch).includes('.clone()')")
        # and the loading screen counts only what a restore downloads before its start (not the start
        # archive, fetched after it for the sources): no "13.0 / 13.2 MB" left standing
        assert "MB" not in p.evaluate("document.getElementById('load-text').textContent")
        draws.append(int(json.loads(p.evaluate(RANDOM))))
        # no wheel installed by Pyodide before the start: its data files come back from the snapshot's memory
        assert not [f for f in p.evaluate(FETCHED) if f.endswith("-start.gz")]
        p.wait_for_function(SOURCES, timeout=30_000, polling=200)
        got = json.loads(p.evaluate("(src) => window.paiju.runPython(src)", RESTORED))
        assert got["data"] > 100 and got["source"] and got["pyc"] == 0, got
        assert {"__init__.py", "context.py", "display.py"} <= set(got["precompiled"]), got
        # the standard library PyScript's files import was imported in the snapshot, not compiled on each visit
        assert "html" in got["stdlib"], got
        # PyScript's set-up (it writes and imports its files) and main.py ran compiled ahead: Pyodide
        # parsed and compiled neither (40-100 ms a visit)
        assert any(s.startswith("import os as _os") for s in got["ran"]), got["ran"]
        assert any("import asyncio" in s for s in got["ran"]), got["ran"]  # main.py (its docstring blanked)
        p.close()
    # a restored interpreter starts from the snapshot's random state unless reseeded: each visit
    # would draw the same numbers
    assert draws[0] != draws[1]
    info = registry.get("huaniao")
    master = Master(info, info.options_for(info.default_preset), 5, ["human", *["bot:easy"] * (info.seats - 1)])
    master.start_hand()
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [MATCH_KEY, master.dumps()])
    p = new_page()
    table = visit(p, server.url, wait_ready)
    assert table == {"mode": "snapshot", "reason": "", "screen": "table"}
    shot(p, "saved-game-from-snapshot")


def test_every_failure_boots_normally_and_replaces_the_snapshot(
        page: Any, new_page: Any, server: Any, wait_ready: Any) -> None:
    assert visit(page, server.url, wait_ready)["mode"] == "boot"
    assert saved(page)["ok"]
    reasons = {"truncated": "damaged", "garbage": "restore failed", "other build": "another Pyodide or wheel",
               "evicted": "none stored", "mark lost": "none stored", "mark of another build": "another Pyodide or wheel",
               "heap size too small": "damaged"}
    for how, reason in reasons.items():
        assert page.evaluate(DAMAGE, how) == (0 if how == "evicted" else 1), how
        p = new_page()
        got = visit(p, server.url, wait_ready)
        assert got["mode"] == "boot" and got["reason"].startswith(reason) and got["screen"] == "start", (how, got)
        assert saved(p)["ok"], how
        p.close()
        p = new_page()
        assert visit(p, server.url, wait_ready)["mode"] == "snapshot", how
        p.close()
        assert page.evaluate("caches.open('pyodide-snapshot').then(c => c.keys()).then(k => k.length)") == 1
    # without the heap's size noted, the module waits for the snapshot's read to know it: restored all the same
    page.evaluate(DAMAGE, "heap size lost")
    p = new_page()
    assert visit(p, server.url, wait_ready)["mode"] == "snapshot"
    p.close()
    # a browser that refuses the page its storage: the page boots and plays all the same
    p = new_page()
    p.add_init_script(REFUSE)
    got = visit(p, server.url, wait_ready)
    assert got["mode"] == "boot" and got["reason"].startswith("unreadable") and got["screen"] == "start", got


def test_a_snapshot_bigger_than_pyodides_first_memory_restores(
        page: Any, new_page: Any, server: Any, wait_ready: Any) -> None:
    """Pyodide 314.0.7 restores into the 30 MiB its module starts with; web/boot.mjs grows it first.
    A big PyScript file, which the snapshot compiles ahead, makes the heap outgrow that."""
    page.add_init_script(HOLD_IDLE)  # the snapshot waits for the file (on a loaded machine 1.5 s went by first)
    assert visit(page, server.url, wait_ready)["mode"] == "boot"
    page.evaluate("(src) => window.paiju.runPython(src)",
                  "import pathlib\npathlib.Path('pyscript/_big.py').write_text('X = ' + repr('x' * 12_000_000))")
    page.evaluate("window.__idleHeld = false")
    made = saved(page)
    assert made["ok"] and made["bytes"] > 31_457_280 + 10_000_000, made
    p = new_page()
    assert visit(p, server.url, wait_ready) == {"mode": "snapshot", "reason": "", "screen": "start"}
