"""``python build.py bench start``: the start-up, side by side in one run. N times each, in turn:
a bare Pyodide page from the same vendored files (the floor), our page cold (a fresh browser and
profile: empty caches), our page warm (a profile that has visited three times: service worker,
Pyodide snapshot and compiled WebAssembly present), and warm with a saved game (the table reopens).
Each boot is timed from navigation start to the page's ready mark; the ratios divide by the floor's
median. Alternating the modes in one run keeps the ratio fair on a machine other work shares (its
load is printed too).
"""

from __future__ import annotations

import gzip
import os
import shutil
import statistics
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from pygame_core.core import registry
from pygame_core.progress import Progress
from pygame_core.table import Master
from pygame_core.ui.app import MATCH_KEY

from .browser import FLOOR, FLOOR_WARM, PYSCRIPT_FLOOR, READY_PROBE, chromium_cpu_ms, log, site_with_floor

MODES = ("bare_cold", "page_cold", "page_warm", "saved_warm")
# --floors: what is Pyodide's and PyScript's own (tests/bench/browser.py): a bare Pyodide page's
# repeat visit restoring its own snapshot, and a PyScript hello world's first visit.
FLOOR_MODES = ("floor_warm", "pyscript_cold")
PAGES = {"bare_cold": FLOOR, "floor_warm": FLOOR_WARM, "pyscript_cold": PYSCRIPT_FLOOR}
WARM_MODES = ("page_warm", "saved_warm", "floor_warm")
# --against OLD_SITE: our page's modes on another site too, alternated in the same run ("old:<mode>")
OLD = "old:"
# What GitHub Pages compresses (text types); a wheel or a PNG goes as it is.
GZIPPED = {".html", ".js", ".mjs", ".css", ".json", ".py", ".webmanifest", ".txt", ".md", ".svg"}
# The page is warm once this says the repeat visit has all it needs (web/boot.mjs stores the
# snapshot after the first boot; the service worker's ready means its precache is complete).
WARM_CHECK = """async () => {
  const reg = navigator.serviceWorker && await Promise.race([navigator.serviceWorker.ready,
      new Promise(r => setTimeout(() => r(null), 60000))]);
  const snap = window.paijuBoot ? await window.paijuBoot.saved : null;
  return {sw: !!(reg && reg.active), snapshot: snap};
}"""
# Chromium stores the machine code of Pyodide's WebAssembly (its code cache) only once the code has
# tiered up, seconds into a visit; a visit closed sooner leaves none and the next one compiles it all
# again (0.5-1 s of CPU). A player has had the page open that long once: the warm profiles too.
CODE_CACHE_WAIT_MS = 8000
# Traced on the loaded machine: after a first visit and one repeat visit the next visit still often
# missed the cache (it streamed the module and compiled ~1,200-1,800 functions lazily on the main
# thread; the visit after it deserialised the cached code), so a warm profile makes two repeat visits.
# Where Chromium keeps the code in a profile: a profile with none after them (a tier-up that had not
# gone far enough) is visited again, at most CODE_CACHE_VISITS times in all.
WASM_CODE_CACHE = Path("Default") / "Code Cache" / "wasm"
CODE_CACHE_MIN_BYTES = 500_000
REPEAT_VISITS = 2
CODE_CACHE_VISITS = 4


def wasm_code_cache_bytes(profile: Path) -> int:
    """Bytes of compiled WebAssembly Chromium has stored in a profile (its index files apart)."""
    where = profile / WASM_CODE_CACHE
    return sum(p.stat().st_size for p in where.glob("*_0") if p.is_file()) if where.is_dir() else 0


def wire_bytes(build: ModuleType, site: Path) -> dict[str, int]:
    """Our own code as GitHub Pages sends it to a start: the start wheel as it is, web/ (icons apart)
    gzipped file by file; the icons and the lazy bundles (fetched after the start screen, or when
    first imported) counted on their own."""
    own = sum(p.stat().st_size for p in (site / "wheels").glob(f"*/pygame_core{build.START_SUFFIX}"))
    web = icons = 0
    for p in build.iter_files(build.WEB):
        rel = p.relative_to(build.WEB)
        target = site / rel
        data = target.read_bytes() if target.is_file() else p.read_bytes()  # sw.js carries its manifest
        size = len(gzip.compress(data, 6)) if p.suffix in GZIPPED else len(data)
        if rel.parts[0] == "icons":
            icons += size
        else:
            web += size
    lazy = sum(p.stat().st_size for p in (site / "wheels").glob("*/pygame_core-*.zip"))
    return {"wheel": own, "web_gzip": web, "own_code_wire": own + web, "icons": icons, "lazy_bundles": lazy}


def _saved_match() -> str:
    info = registry.get("huaniao")
    master = Master(info, info.options_for(info.default_preset), 7, ["human", *["bot:normal"] * (info.seats - 1)])
    master.start_hand()
    return master.dumps()


class Runner:
    """Launches one headless Chromium per boot: a fresh profile for the cold modes, the warmed
    profile (a copy is not needed: a visit only refreshes what it holds) for the warm ones."""

    def __init__(self, pw: Any, build: ModuleType, urls: dict[str, str], tmp: Path) -> None:
        self.pw, self.build, self.urls, self.tmp = pw, build, urls, tmp
        self.profiles: dict[str, list[Path]] = {}

    def url(self, name: str) -> str:
        """A variant's page: ``[old:]mode``."""
        mode = name.removeprefix(OLD)
        return self.urls["old" if name.startswith(OLD) else "new"] + PAGES.get(mode, "")

    def _persistent(self, profile: Path) -> Any:
        return self.pw.chromium.launch_persistent_context(
            str(profile), executable_path=self.build.CHROMIUM, args=self.build.CHROMIUM_ARGS, headless=True)

    def warm_up(self, mode: str, saved: str | None, k: int = 0) -> dict[str, Any]:
        """The first visit of a profile, then what a repeat visit needs (the service worker's
        precache, the stored snapshot, the compiled WebAssembly visits from the service worker
        leave: CODE_CACHE_WAIT_MS, REPEAT_VISITS) and, for ``saved``, a game in progress in localStorage."""
        profile = self.tmp / f"profile-{mode.replace(':', '-')}-{k}"
        shutil.rmtree(profile, ignore_errors=True)  # a failed warm-up's
        self.profiles.setdefault(mode, [])[k:] = [profile]
        ctx = self._persistent(profile)
        try:
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(self.url(mode))
            page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=180_000)
            got: dict[str, Any] = page.evaluate(WARM_CHECK)
        finally:
            ctx.close()
        visits = 0
        while visits < REPEAT_VISITS or visits < CODE_CACHE_VISITS and wasm_code_cache_bytes(profile) < CODE_CACHE_MIN_BYTES:
            visits += 1
            ctx = self._persistent(profile)
            try:
                page = ctx.pages[0] if ctx.pages else ctx.new_page()
                page.goto(self.url(mode))
                page.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=180_000)
                page.wait_for_timeout(CODE_CACHE_WAIT_MS)
                if saved is not None:
                    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [MATCH_KEY, saved])
            finally:
                ctx.close()
        return {**got, "repeat_visits": visits, "wasm_code_cache_bytes": wasm_code_cache_bytes(profile)}

    def boot(self, mode: str, i: int = 0, timeout_s: float = 180) -> tuple[float, str, dict[str, Any], float | None]:
        """(ms from navigation start to ready, the screen it shows, the page's own marks (web/boot.mjs:
        page-clock ms of each step), Chromium's CPU ms meanwhile); a warm mode's ``i``-th boot uses its
        profiles in turn."""
        url = self.url(mode)
        if mode in self.profiles:
            ctx = self._persistent(self.profiles[mode][i % len(self.profiles[mode])])
            browser = None
        else:
            browser = self.pw.chromium.launch(executable_path=self.build.CHROMIUM, args=self.build.CHROMIUM_ARGS,
                                              headless=True)
            ctx = browser.new_context()
        try:
            ctx.add_init_script(READY_PROBE)
            page = ctx.new_page()
            page.goto("about:blank")
            cpu0 = chromium_cpu_ms()
            page.goto(url, wait_until="commit")
            page.wait_for_function("window.__readyAt !== undefined", timeout=timeout_s * 1000, polling=20)
            cpu1 = chromium_cpu_ms()
            at = float(page.evaluate("window.__readyAt"))
            marks = dict(page.evaluate("() => window.paijuBoot ? {mode: paijuBoot.mode, ...paijuBoot.at} : {}"))
            if mode.removeprefix(OLD) in PAGES:
                return at, "", marks, None if cpu0 is None or cpu1 is None else cpu1 - cpu0
            screen = str(page.evaluate(
                "() => { try { return JSON.parse(window.paiju.state()).screen || '' } catch (e) { return '?' } }"))
            return at, screen, marks, None if cpu0 is None or cpu1 is None else cpu1 - cpu0
        finally:
            ctx.close()
            if browser is not None:
                browser.close()


def variants(floors: bool, against: bool, only: list[str] | None = None) -> tuple[str, ...]:
    """The boots of one round: the bare cold boot always (every ratio's divisor), our page's modes
    (``only`` those), the floors, each of our modes on the old site too."""
    ours = [m for m in MODES[1:] if not only or m in only]
    return ("bare_cold", *ours, *(FLOOR_MODES if floors else ()), *((OLD + m for m in ours) if against else ()))


def bench_start(build: ModuleType, site: Path, runs: int, floors: bool = False, against: Path | None = None,
                only: list[str] | None = None, profiles: int = 1) -> dict[str, Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        log("playwright is not installed (.ci/run installs it): skipping the start-up benchmark")
        return {}
    out: dict[str, Any] = {"wire_bytes": wire_bytes(build, site)}
    modes = variants(floors, against is not None, only)
    times: dict[str, list[float]] = {m: [] for m in modes}
    cpu: dict[str, list[float]] = {m: [] for m in modes}
    steps: dict[str, dict[str, list[float]]] = {m: {} for m in modes}
    screens: dict[str, set[str]] = {m: set() for m in modes}
    crashes: list[str] = []
    load: list[float] = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory(prefix="paiju-start-") as tmp:
        srv = build.BackgroundServer(site_with_floor(site, Path(tmp) / "site")).start()
        old = build.BackgroundServer(site_with_floor(against, Path(tmp) / "old")).start() if against else srv
        try:
            with sync_playwright() as pw:
                run = Runner(pw, build, {"new": srv.url, "old": old.url}, Path(tmp))
                saved_game = _saved_match()
                for mode, nth in ((m, n) for n in range(profiles) for m in modes if m.removeprefix(OLD) in WARM_MODES):
                    saved = saved_game if mode.endswith("saved_warm") else None
                    try:
                        got = run.warm_up(mode, saved, nth)
                    except Exception as e:  # noqa: BLE001 - a crashed renderer: a new profile, and say so
                        # seen once on a freshly started machine: "Target crashed" while the first visit's
                        # worker made the snapshot (a second Pyodide in the same renderer)
                        crashes.append(f"{mode} warm-up: {str(e).splitlines()[0]}")
                        log(f"{mode} warm-up failed ({crashes[-1]}); once more with a new profile")
                        got = run.warm_up(mode, saved, nth)
                    out.setdefault(f"{mode}_prepared", []).append(got)
                    log(f"{mode}: profile {nth + 1} warmed, {got}")
                with Progress(len(modes) * runs, "start-up boots", "pages") as bar:
                    for i in range(runs):
                        order = modes[i % len(modes):] + modes[:i % len(modes)]  # each mode leads in turn
                        for mode in order:
                            try:
                                ms, screen, marks, used = run.boot(mode, i)
                            except Exception as e:  # noqa: BLE001 - a crashed renderer: once more, and say so
                                crashes.append(f"run {i + 1} {mode}: {str(e).splitlines()[0]}")
                                log(f"run {i + 1} {mode} failed ({crashes[-1]}); once more", bar)
                                ms, screen, marks, used = run.boot(mode, i)
                            times[mode].append(ms)
                            if used is not None:
                                cpu[mode].append(used)
                            screens[mode].add(f"{screen} {marks.get('mode', '')}".strip())
                            for k, v in marks.items():
                                if isinstance(v, (int, float)):
                                    steps[mode].setdefault(k, []).append(float(v))
                            load.append(os.getloadavg()[0])
                            bar(sum(len(v) for v in times.values()))
                            log(f"run {i + 1} {mode}: {ms:.0f} ms, Chromium CPU {used or 0:.0f} ms, {screen} "
                                f"{marks} (load {load[-1]:.2f})", bar)
        finally:
            srv.stop()
            old.stop()
    med = {m: statistics.median(v) for m, v in times.items()}
    floor = med["bare_cold"]
    ratio: Callable[[str], float] = lambda m: round(med[m] / floor, 3)  # noqa: E731
    if all(cpu.values()):
        cmed = {m: statistics.median(v) for m, v in cpu.items()}
        out.update(cpu_median_ms={m: round(v) for m, v in cmed.items()},
                   cpu_ratio_to_bare_cold={m: round(cmed[m] / cmed["bare_cold"], 3) for m in modes if m != "bare_cold"})
    out.update(runs=runs, retried=crashes, ms={m: [round(x) for x in v] for m, v in times.items()},
               median_ms={m: round(v) for m, v in med.items()},
               ratio_to_bare_cold={m: ratio(m) for m in modes if m != "bare_cold"},
               screens={m: sorted(s) for m, s in screens.items() if m != "bare_cold"},
               # page-clock ms of each start-up step (median): boot.mjs starts, snapshot read,
               # Python up, main.py starts, first frame
               steps_median_ms={m: {k: round(statistics.median(v)) for k, v in st.items()} for m, st in steps.items()
                                if st},
               loadavg_1min={"min": round(min(load), 2), "median": round(statistics.median(load), 2),
                             "max": round(max(load), 2)})
    return out


ROW_NAMES = {"page_cold": "page cold, first visit (median ms; ratio goal <= 1.0)",
             "page_warm": "page warm, repeat visit (median ms; ratio goal <= 0.25)",
             "saved_warm": "saved game warm, to its table (median ms; goal <= 0.25)",
             "floor_warm": "floor: bare Pyodide warm, its own snapshot (median ms)",
             "pyscript_cold": "floor: PyScript hello world cold (median ms)"}


def rows(s: dict[str, Any]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if "median_ms" in s:
        med, r = s["median_ms"], s["ratio_to_bare_cold"]
        out.append(("start: bare Pyodide cold (median ms)", str(med["bare_cold"])))
        out += [(f"start: {ROW_NAMES.get(m.removeprefix(OLD), m)}{' (old site)' if m.startswith(OLD) else ''}",
                 f"{med[m]}  ({r[m]:.3f}x)") for m in med if m != "bare_cold"]
        out += [("start: runs each / screens shown", f"{s['runs']} / {s['screens']}"),
                *((f"start: {m} steps (page clock, median ms)", ", ".join(f"{k} {v}" for k, v in st.items()))
                  for m, st in s.get("steps_median_ms", {}).items())]
        if "cpu_median_ms" in s:
            c, cr = s["cpu_median_ms"], s["cpu_ratio_to_bare_cold"]
            out.append(("start: Chromium CPU ms (ratio to bare cold)",
                        ", ".join(f"{m} {v}" + (f" ({cr[m]:.3f})" if m in cr else "") for m, v in c.items())))
        load = s["loadavg_1min"]
        out.append(("start: load average (1 min) min / median / max", f"{load['min']} / {load['median']} / {load['max']}"))
    if "wire_bytes" in s:
        w = s["wire_bytes"]
        out.append(("own code on the wire: wheel + gzipped web/ (KB, goal < 300)",
                    f"{w['own_code_wire'] / 1000:.1f} (wheel {w['wheel'] / 1000:.1f}, web {w['web_gzip'] / 1000:.1f}; "
                    f"apart: icons {w['icons'] / 1000:.1f}, lazy bundles {w.get('lazy_bundles', 0) / 1000:.1f})"))
    return out
