"""Browser benchmarks in headless Debian Chromium: cold start of the page against a bare-Pyodide
floor, warm start from the service worker with the server stopped, and bot decision times inside
the page's own Pyodide.

The floor page is written here, beside a view of the site made of symlinks, so the site that
build.py writes stays exactly what is deployed. In-page timings run tests/bench/timing.py's source
through the page's generic ``window.paiju.runPython`` hook: the wheel ships no benchmark code.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Collection, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from pygame_core.core import registry
from pygame_core.progress import Progress
from pygame_core.table import Master
from pygame_core.ui.app import MATCH_KEY, SETTINGS_KEY

from . import frames, timing

# Records the moment main.py sets <body data-ready="1">, in ms since navigation start.
READY_PROBE = """
(() => {
  const mark = () => {
    if (window.__readyAt === undefined && document.body && document.body.dataset.ready === "1")
      window.__readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, {subtree: true, childList: true, attributes: true,
                                                attributeFilter: ["data-ready"]});
})();
"""

FLOOR_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pyodide floor</title><link rel="icon" href="data:,"></head>
<body><script type="module">
// Benchmark floor: the vendored Pyodide and nothing else, ready when Python has run once.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "./vendor/pyodide/" });
py.runPython("import sys");
document.body.dataset.ready = "1";
</script></body></html>
"""
FLOOR = "bench-floor.html"
# The floors of a repeat visit and of PyScript (bench start --floors). The fastest repeat visit of a
# bare Pyodide page: the same vendored Pyodide restoring its own snapshot (an interpreter that has
# run nothing) from Cache Storage, the read started before Pyodide's module loads, to runPython("1");
# its first visit boots, snapshots and stores. Pyodide's files come from the HTTP cache (revalidated:
# the server says no-cache), which keeps the compiled code of its module script and WebAssembly.
FLOOR_WARM = "bench-floor-warm.html"
FLOOR_WARM_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pyodide warm floor</title><link rel="icon" href="data:,">
<link rel="modulepreload" href="./vendor/pyodide/pyodide.mjs"></head>
<body><script type="module">
const at = {}, mark = (k) => { at[k] = Math.round(performance.now()); };
window.paijuBoot = { mode: "", at };
mark("boot");
const KEY = new URL("./__floor_snapshot__", location.href).href;
const found = caches.open("floor-snapshot").then((c) => c.match(KEY)).then((r) => r ? r.arrayBuffer() : null);
const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
const indexURL = "./vendor/pyodide/";
const snap = await found;
mark("found");
if (snap) {
  const py = await loadPyodide({ indexURL, _loadSnapshot: snap });
  mark("python");
  py.runPython("1");
  paijuBoot.mode = "snapshot " + snap.byteLength;
} else {
  const py = await loadPyodide({ indexURL, _makeSnapshot: true });
  py.runPython("1");
  const bytes = py.makeMemorySnapshot();
  await (await caches.open("floor-snapshot")).put(KEY, new Response(bytes));
  paijuBoot.mode = "made " + bytes.byteLength;
}
document.body.dataset.ready = "1";
</script></body></html>
"""
# A PyScript hello world from the same vendored PyScript and Pyodide: PyScript's own page, its unused
# plugins off as on ours (pyscript.json), a first visit.
PYSCRIPT_FLOOR = "bench-pyscript.html"
PYSCRIPT_FLOOR_JSON = "bench-pyscript.json"
PYSCRIPT_FLOOR_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PyScript floor</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="./vendor/pyscript/core.css">
<script type="module" src="./vendor/pyscript/core.js"></script></head>
<body><script type="py" config="./bench-pyscript.json">
import js
js.document.body.dataset.ready = "1"
</script></body></html>
"""


def log(msg: str, bar: Progress | None = None) -> None:
    if bar is not None:
        bar.note(f"[bench] {msg}")
    else:
        print(f"[bench] {msg}", file=sys.stderr, flush=True)


def site_with_floor(site: Path, into: Path) -> Path:
    """`into` serving the same files as `site` (symlinks to its top-level entries) plus the floors."""
    into.mkdir(parents=True, exist_ok=True)
    for p in site.iterdir():
        (into / p.name).symlink_to(p.resolve(), target_is_directory=p.is_dir())
    (into / FLOOR).write_text(FLOOR_HTML, encoding="utf-8")
    (into / FLOOR_WARM).write_text(FLOOR_WARM_HTML, encoding="utf-8")
    (into / PYSCRIPT_FLOOR).write_text(PYSCRIPT_FLOOR_HTML, encoding="utf-8")
    config: dict[str, Any] = {"plugins": []}
    if (site / "pyscript.json").is_file():
        config = json.loads((site / "pyscript.json").read_text(encoding="utf-8"))
    config["interpreter"] = "./vendor/pyodide/pyodide.mjs"
    (into / PYSCRIPT_FLOOR_JSON).write_text(json.dumps(config), encoding="utf-8")
    return into


def chromium_cpu_ms() -> float | None:
    """CPU time (user + system, ms) used so far by every Chromium process that descends from this
    one; None where /proc is missing. Unlike wall-clock time it barely moves when the machine is
    busy with other work, so it is the steadier basis for the page/floor ratio."""
    if not os.path.isdir("/proc"):
        return None
    parent: dict[int, int] = {}
    ticks: dict[int, int] = {}
    chromium: set[int] = set()
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat", encoding="ascii", errors="replace") as f:
                stat = f.read()
            exe = os.readlink(f"/proc/{d}/exe")
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        pid = int(d)
        parent[pid] = int(fields[1])
        ticks[pid] = sum(int(x) for x in fields[11:15])  # utime stime cutime cstime
        if "chromium" in exe or "chrome" in exe:
            chromium.add(pid)
    me, total = os.getpid(), 0
    for pid in chromium:
        p = pid
        while p > 1 and p != me:
            p = parent.get(p, 1)
        if p == me:
            total += ticks[pid]
    return 1000.0 * total / os.sysconf("SC_CLK_TCK")


def _time_to_ready(context: Any, url: str, timeout_s: float = 120) -> tuple[float, float | None]:
    """(ms from navigation start to ready, Chromium CPU ms spent meanwhile)."""
    page = context.new_page()
    try:
        page.goto("about:blank")
        cpu0 = chromium_cpu_ms()
        page.goto(url, wait_until="commit")
        page.wait_for_function("window.__readyAt !== undefined", timeout=timeout_s * 1000, polling=50)
        cpu1 = chromium_cpu_ms()
        cpu = cpu1 - cpu0 if cpu0 is not None and cpu1 is not None else None
        return float(page.evaluate("window.__readyAt")), cpu
    finally:
        page.close()


def _cold(pw: Any, build: ModuleType, url: str, runs: int) -> dict[str, Any]:
    cold: dict[str, list[float]] = {"floor": [], "page": []}
    cpu: dict[str, list[float]] = {"floor": [], "page": []}
    with Progress(2 * runs, "cold starts", "pages") as bar:
        for i in range(runs):
            # Alternate the order so neither side always runs first; a fresh browser each time.
            for which in (["floor", "page"] if i % 2 == 0 else ["page", "floor"]):
                browser = _launch(pw, build)
                try:
                    ctx = browser.new_context()
                    ctx.add_init_script(READY_PROBE)
                    wall, used = _time_to_ready(ctx, url + (FLOOR if which == "floor" else ""))
                finally:
                    browser.close()
                cold[which].append(wall)
                if used is not None:
                    cpu[which].append(used)
                bar(len(cold["floor"]) + len(cold["page"]))
                log(f"cold {which} run {i + 1}: {wall:.0f} ms, Chromium CPU {used or 0:.0f} ms", bar)
    out: dict[str, Any] = {"cold_ms": {k: [round(x) for x in v] for k, v in cold.items()}}
    floor, page = statistics.median(cold["floor"]), statistics.median(cold["page"])
    out["cold_median_ms"] = {"floor": round(floor), "page": round(page)}
    out["cold_ratio"] = round(page / floor, 3)
    if cpu["floor"] and cpu["page"]:
        out["cold_cpu_ms"] = {k: [round(x) for x in v] for k, v in cpu.items()}
        cf, cp = statistics.median(cpu["floor"]), statistics.median(cpu["page"])
        out["cold_cpu_median_ms"] = {"floor": round(cf), "page": round(cp)}
        out["cold_cpu_ratio"] = round(cp / cf, 3)
    return out


def _launch(pw: Any, build: ModuleType) -> Any:
    return pw.chromium.launch(executable_path=build.CHROMIUM, args=build.CHROMIUM_ARGS, headless=True)


def pyodide_bots(page: Any, cases: list[tuple[str, str, str, int]]) -> dict[str, Any]:
    """Bot decision times inside the page's interpreter, through its generic runPython hook."""
    if not page.evaluate("!!(window.paiju && window.paiju.runPython)"):
        log("window.paiju.runPython is not exposed by the page: skipping the in-page bot timings")
        return {}
    res: dict[str, Any] = {}
    with Progress(len(cases), "bots in Pyodide", "cases") as bar:
        for i, (game, preset, level, n) in enumerate(cases):
            src = timing.snippet(f"bot_decision_times({game!r}, {preset!r}, {level!r}, {n}, seed=1)")
            raw = page.evaluate("src => window.paiju.runPython(src)", src)
            res[f"{game}/{preset}/{level}"] = json.loads(raw)
            bar(i + 1)
            log(f"pyodide bots {game}/{preset}/{level}: {raw}", bar)
    return res


# Every main-thread task over 50 ms (the Long Tasks API: start and length, page clock) and every
# painted frame, from now on.
LONG_TASK_PROBE = """() => {
  window.__long = []; window.__frames = 0;
  new PerformanceObserver(l => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); })
    .observe({type: "longtask"});
  const count = () => { window.__frames++; requestAnimationFrame(count); };
  requestAnimationFrame(count);
}"""
FRAMES_MODULE = "paiju_bench_frames"


def frames_call(page: Any, call: str, load: bool = False) -> Any:
    """``frames.<call>`` in the page's interpreter; ``load`` first runs frames.py's source there as a
    module of its own, so that its timers outlive the runPython call."""
    src = f"import sys\n_m = sys.modules[{FRAMES_MODULE!r}]\nresult = _m.{call}\n"
    if load:
        code = Path(frames.__file__).read_text(encoding="utf-8")
        src = (f"import sys, types\n_m = types.ModuleType({FRAMES_MODULE!r})\nsys.modules[{FRAMES_MODULE!r}] = _m\n"
               f"exec(compile({code!r}, 'frames.py', 'exec'), _m.__dict__)\nresult = _m.{call}\n")
    return json.loads(page.evaluate("src => window.paiju.runPython(src)", src))


def attribute(longs: list[list[float]], slow: list[dict[str, Any]], sends: list[list[float]]) -> list[dict[str, Any]]:
    """Each long task with the table's slow Python task inside it (frames.py): its steps and what
    the table was doing; and the canvas adapter's own account of it (web/canvas.js: the Python
    call, drawing the display list), whatever is left being the browser's own work."""
    out: list[dict[str, Any]] = []
    for start, dur in longs:
        inside = [r for r in slow if start - 1 <= r["at"] <= start + dur]
        py = sum(r["ms"] for r in inside)
        item: dict[str, Any] = {"ms": round(dur), "python_ms": round(py)}
        js = [s for s in sends if start - 1 <= s[0] <= start + dur]
        if js:
            item.update(call_ms=round(sum(s[1] for s in js)), canvas_ms=round(sum(s[2] for s in js)),
                        ops=int(max(s[3] for s in js)))
        if inside:
            r = max(inside, key=lambda x: x["ms"])
            item.update(task=r["task"], steps=r["steps"], ctx=r["ctx"],
                        cause=next(iter(r["steps"]), "?") if r["steps"] else "?")
        else:
            item["cause"] = "canvas drawing" if js else "outside the table (browser, collector)"
        out.append(item)
    return out


def hand_long_tasks(page: Any, game: str, level: str, seed: int = 1, timeout_s: float = 600.0,
                    bar: Progress | None = None) -> dict[str, Any]:
    """Four (or six) ``level`` bots play one whole hand on the page at the fastest bot speed, from
    the deal to the result screen, then a player presses 'next hand' and the next deal shows: every
    main-thread task over 50 ms meanwhile (a searching bot thinks in slices, so there should be
    none), each with what the table was doing in it. The table is a saved match the page resumes."""
    info = registry.get(game)
    master = Master(info, info.options_for(info.default_preset), seed, [f"bot:{level}"] * info.seats)
    master.start_hand()
    page.evaluate("([k, v, sk]) => { localStorage.setItem(k, v); localStorage.setItem(sk, JSON.stringify("
                  "Object.assign(JSON.parse(localStorage.getItem(sk) || '{}'), {speed: 'instant'}))); }",
                  [MATCH_KEY, master.dumps(), SETTINGS_KEY])
    page.reload()
    page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=120_000)
    page.wait_for_timeout(500)  # the resume's own start-up work is not the hand's
    first = frames_call(page, "install(_m.page_app())", load=True)
    if (first.get("game"), first.get("hand")) != (game, 1):
        raise RuntimeError(f"{game}/{level}: the page resumed another match than the one written ({first})")
    page.evaluate(LONG_TASK_PROBE)
    t0 = time.monotonic()
    pressed_at: float | None = None
    st: dict[str, Any] = {}
    outcome = "timed out"
    while time.monotonic() - t0 < timeout_s:
        page.wait_for_timeout(1000)
        st = frames_call(page, "status()")
        n_long = page.evaluate("window.__long.length")
        log(f"{game}/{level}: hand {st.get('hand')} ply {st.get('ply')} {st.get('phase')}"
            f"{' (result shown)' if st.get('end_shown') else ''}, {time.monotonic() - t0:.0f} s, "
            f"long tasks so far {n_long}", bar)
        if pressed_at is None and st.get("end_shown") and st.get("next_rect"):
            x, y, w, h = st["next_rect"]
            page.mouse.click(x + w / 2, y + h / 2)  # as a player presses it
            pressed_at = time.monotonic()
        elif pressed_at is not None and (st.get("hand", 0) > 1 and st.get("ply", 0) >= 4
                                         or time.monotonic() - pressed_at > 10):
            outcome = "hand played, next dealt" if st.get("hand", 0) > 1 else "next hand not dealt"
            break
    longs: list[list[float]] = page.evaluate("window.__long")
    frames_n: int = page.evaluate("window.__frames")
    slow = frames_call(page, "take()")
    sends: list[list[float]] = page.evaluate("window.paijuCanvas.takeSlow ? window.paijuCanvas.takeSlow() : []")
    frames_call(page, "leave()")  # the table stops before the next match is written over it
    page.evaluate("k => localStorage.removeItem(k)", MATCH_KEY)
    tasks = attribute(longs, slow, sends)
    for tk in tasks:
        log(f"  long task {game}/{level} {tk['ms']} ms (Python {tk['python_ms']}, call {tk.get('call_ms')}, "
            f"canvas {tk.get('canvas_ms')}, {tk.get('ops')} ops): {tk['cause']} "
            f"{tk.get('steps', '')} {tk.get('ctx', '')}", bar)
    # other work on the machine stretches every task: the load says how far to trust the figures
    return {"outcome": outcome, "seconds": round(time.monotonic() - t0), "plies": st.get("ply"),
            "long_tasks": len(longs), "longest_ms": round(max((d for _, d in longs), default=0.0)),
            "frames": frames_n, "python_tasks": st.get("tasks"), "longest_python_ms": st.get("longest_ms"),
            "tasks": tasks, "loadavg_1min": round(os.getloadavg()[0], 2)}


def atomic_steps(page: Any, games: list[str]) -> dict[str, Any]:
    """The longest engine steps and rule-bot choices of a normal-level hand per game, in the page's
    Pyodide and here in CPython, side by side: what the table cannot spread over frames."""
    res: dict[str, Any] = {}
    for g in games:
        call = f"step_times({g!r}, {registry.get(g).default_preset!r}, 'normal', 1)"
        res[g] = {"pyodide": json.loads(page.evaluate("src => window.paiju.runPython(src)", timing.snippet(call))),
                  "cpython": timing.step_times(g, registry.get(g).default_preset, "normal", 1)}
        log(f"atomic steps {g}: Pyodide {res[g]['pyodide']['longest'][:3]}, "
            f"CPython {res[g]['cpython']['longest'][:3]}")
    return res


def bench_browser(build: ModuleType, site: Path, runs: int, cases: list[tuple[str, str, str, int]],
                  parts: Collection[str] = ("browser", "hands"), seeds: Sequence[int] = (1,)) -> dict[str, Any]:
    """``browser``: cold and warm starts, bot decisions in Pyodide; ``hands``: whole bot hands, one
    per table and hand seed (a seed other than 1 is named in the result's key)."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        log("playwright is not installed (.ci/run installs it): skipping the browser benchmarks")
        return {}
    if not Path(build.CHROMIUM).exists():
        log(f"{build.CHROMIUM} is missing (.ci/run installs it): skipping the browser benchmarks")
        return {}
    with tempfile.TemporaryDirectory(prefix="paiju-bench-") as tmp:
        srv = build.BackgroundServer(site_with_floor(site, Path(tmp))).start()
        try:
            with sync_playwright() as pw:
                out = _cold(pw, build, srv.url, runs) if "browser" in parts else {}
                browser = _launch(pw, build)
                try:
                    ctx = browser.new_context()
                    ctx.add_init_script(READY_PROBE)
                    page = ctx.new_page()
                    page.goto(srv.url)
                    page.wait_for_function("document.body && document.body.dataset.ready === '1'",
                                           timeout=120_000)
                    has_sw = "browser" in parts and page.evaluate("""async () => {
                        if (!navigator.serviceWorker) return false;
                        const reg = await Promise.race([navigator.serviceWorker.ready,
                                                        new Promise(r => setTimeout(() => r(null), 60000))]);
                        return !!(reg && reg.active);
                    }""")
                    if "browser" in parts:
                        # Before the server stops: the timings are the page's interpreter's, not the
                        # service worker's (a CI run once lost the lazy bundle's fetch there).
                        out["pyodide_bots"] = pyodide_bots(page, cases)
                    if has_sw:
                        # ready resolves once install (the whole precache) has finished.
                        srv.stop()
                        warm = [_time_to_ready(ctx, srv.url)[0] for _ in range(runs)]
                        out["warm_sw_ms"] = [round(x) for x in warm]
                        out["warm_sw_median_ms"] = round(statistics.median(warm))
                        log(f"warm (service worker, server stopped): {out['warm_sw_ms']} ms")
                    elif "browser" in parts:
                        log("no active service worker on the page: skipping the warm start")
                    if "hands" not in parts:
                        return out
                    # whole hands at every level: easy and normal (no search) are the floor, what
                    # painting the table and the engine's own steps cost on this machine
                    combos = [(g, lv, s) for g, lv in sorted({(g, lv) for g, _, lv, _ in cases}) for s in seeds]
                    out["hand_long_tasks"] = {}
                    with Progress(len(combos), "whole bot hands", "tables") as bar:
                        for i, (g, lv, s) in enumerate(combos):
                            r = hand_long_tasks(page, g, lv, seed=s, bar=bar)
                            key = f"{g}/{lv}" if s == 1 else f"{g}/{lv}/seed {s}"
                            out["hand_long_tasks"][key] = r
                            bar(i + 1)
                            log(f"{key}: {r['long_tasks']} tasks > 50 ms, longest {r['longest_ms']} ms, "
                                f"{r['plies']} plies in {r['seconds']} s ({r['outcome']})", bar)
                    out["atomic_steps"] = atomic_steps(page, sorted({c[0] for c in combos}))
                finally:
                    browser.close()
        finally:
            srv.stop()
    return out
