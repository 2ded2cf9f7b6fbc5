"""Paiju benchmarks (not tests, not in the wheel), from the project root:

    python -m tests.bench [PART ...] [--quick] [--runs N] [--game G] [--level L] [--site DIR]
                          [--out bench.json] [--json]
    python build.py bench ...                      the same command

PART is any of ``sizes`` (wheel, own code, site), ``start`` (tests/bench/start.py: a bare Pyodide
page, our page cold, warm and with a saved game, alternately N times each, medians and ratios),
``cpython`` (random-playout hands/s per preset,
bot decision p50/p95) and ``browser`` (cold start against a bare-Pyodide floor, warm start from the
service worker, bot decision times inside the page's Pyodide) and ``hands`` (a whole hand played by
bots on the page, per game and level: every main-thread task over 50 ms and what the table did in
it); all five by default (``--quick`` leaves out ``hands`` and ``start`` unless named). ``sizes``, ``browser`` and ``hands`` rebuild site/ first if its sources
changed (or use ``--site``). The results go to
bench.json; stdout gets a table, or the JSON with ``--json``; progress and logs go to stderr.
``python -m tests.bench.paohuzi`` holds 跑胡子's own win-check and hands-per-second benchmarks;
``python -m tests.bench.soak [--base main]`` times the soak of this tree against another commit,
side by side on the same seeds.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from pygame_core.core import registry
from pygame_core.progress import Progress
from tests.build.build_loader import built_site

from . import timing
from .browser import bench_browser
from .start import MODES as start_modes
from .start import bench_start
from .start import rows as start_rows

ROOT = Path(__file__).resolve().parents[2]
PARTS = ("sizes", "start", "cpython", "browser", "hands")


def bot_cases(quick: bool, game: str | None = None, level: str | None = None) -> list[tuple[str, str, str, int]]:
    """(game, preset, level, decisions) for every game and bot level, on the default preset."""
    return [(info.id, info.default_preset, lv, 5 if quick else 30)
            for info in registry.available() if game in (None, info.id) for lv in info.bots if level in (None, lv)]


def bench_cpython(quick: bool, game: str | None = None, level: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"songs_per_second": {}, "bots": {}}
    seconds = 0.5 if quick else 3.0
    presets = [(info.id, p) for info in registry.available() if game in (None, info.id) for p in info.presets]
    cases = bot_cases(quick, game, level)
    with Progress(len(presets) + len(cases), "cpython", "timings") as bar:
        for i, (g, preset) in enumerate(presets):
            sps = timing.songs_per_second(g, preset, seconds)
            out["songs_per_second"][f"{g}/{preset}"] = sps
            bar(i + 1)
            bar.note(f"[bench] cpython {g}/{preset}: {sps['hands_per_second']} hands/s")
        for i, (g, preset, level, n) in enumerate(cases):
            t = timing.bot_decision_times(g, preset, level, n, 1)
            out["bots"][f"{g}/{preset}/{level}"] = t
            bar(len(presets) + i + 1)
            bar.note(f"[bench] cpython bots {g}/{preset}/{level}: p50 {t['p50_ms']} ms, p95 {t['p95_ms']} ms")
    return out


def sizes(build: ModuleType, site: Path) -> dict[str, int]:
    web = build.WEB
    wheels = list((site / "wheels").glob(f"*/pygame_core{build.START_SUFFIX}")) or \
        list((site / "wheels").glob("*/pygame_core-*.whl"))  # the start archive, or a stub site's wheel
    wheel = wheels[0].stat().st_size if wheels else 0
    web_bytes = sum(p.stat().st_size for p in build.iter_files(web)) if web.is_dir() else 0
    icons = web / "icons"
    icon_bytes = sum(p.stat().st_size for p in build.iter_files(icons)) if icons.is_dir() else 0
    return {"wheel_bytes": wheel, "web_bytes": web_bytes, "own_code_bytes": wheel + web_bytes,
            "icon_bytes": icon_bytes, "site_bytes": build.dir_bytes(site),
            "vendor_bytes": build.dir_bytes(site / "vendor")}


def _fmt(v: Any) -> str:
    if isinstance(v, dict):
        return ", ".join(f"{k}={_fmt(x)}" for k, x in v.items())
    if isinstance(v, float):
        return f"{v:.1f}" if v >= 10 else f"{v:.3g}"
    return str(v)


def table(result: dict[str, Any]) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = start_rows(result.get("start", {}))
    b = result.get("browser", {})
    if "cold_median_ms" in b:
        rows.append(("cold: bare Pyodide floor (median ms)", str(b["cold_median_ms"]["floor"])))
        rows.append(("cold: playable table (median ms)", str(b["cold_median_ms"]["page"])))
        rows.append(("cold ratio page/floor (goal <= 1.15)", f"{b['cold_ratio']:.3f}"))
    if "cold_cpu_median_ms" in b:
        c = b["cold_cpu_median_ms"]
        rows.append(("cold Chromium CPU ms floor / page (median)", f"{c['floor']} / {c['page']}"))
        rows.append(("cold CPU ratio page/floor (steadier on a busy machine)", f"{b['cold_cpu_ratio']:.3f}"))
    if "loadavg_1min_before_after" in b:
        rows.append(("load average before/after the browser runs", str(b["loadavg_1min_before_after"])))
    if "warm_sw_median_ms" in b:
        rows.append(("warm from service worker, server stopped (ms)", str(b["warm_sw_median_ms"])))
    for k, v in b.get("hand_long_tasks", {}).items():
        causes = sorted({tk["cause"] for tk in v["tasks"]})
        rows.append((f"tasks > 50 ms in a whole {k} bot hand and the next deal (goal 0)",
                     f"{v['long_tasks']} (longest {v['longest_ms']} ms; {v['plies']} plies, {v['seconds']} s, "
                     f"load {v['loadavg_1min']}){': ' + '; '.join(causes) if causes else ''}"))
    for g, v in b.get("atomic_steps", {}).items():
        for where in ("pyodide", "cpython"):
            rows.append((f"longest atomic steps of a {g} normal hand, {where} (ms)",
                         "; ".join(f"{ms} {what}" for ms, what in v[where]["longest"][:3])))
    if "sizes" in result:
        s = result["sizes"]
        rows.append(("wheel (KB)", f"{s['wheel_bytes'] / 1000:.1f}"))
        rows.append(("own code: wheel + web/ as files, icons included (KB; gzipped on the wire: bench start)",
                     f"{s['own_code_bytes'] / 1000:.1f}"))
        rows.append(("  of which web/icons (KB)", f"{s['icon_bytes'] / 1000:.1f}"))
        rows.append(("whole site (MiB)", f"{s['site_bytes'] / 2**20:.2f}"))
    cp = result.get("cpython", {})
    for k, v in cp.get("songs_per_second", {}).items():
        rows.append((f"CPython random-playout hands/s {k}", _fmt(v.get("hands_per_second", v))))
    for where, times in (("CPython", cp.get("bots", {})), ("Pyodide", b.get("pyodide_bots", {}))):
        for k, v in times.items():
            rows.append((f"{where} bot decision p50/p95 ms {k}",
                         f"{_fmt(v.get('p50_ms'))} / {_fmt(v.get('p95_ms'))}  (n={v.get('decisions')})"))
            if "cpu_p50_ms" in v:
                rows.append((f"{where} bot decision processor-time p50/p95 ms {k}",
                             f"{_fmt(v['cpu_p50_ms'])} / {_fmt(v['cpu_p95_ms'])}"))
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench", description="Paiju benchmarks")
    ap.add_argument("parts", nargs="*", metavar="PART", help=f"any of {', '.join(PARTS)} (default: all)")
    ap.add_argument("--quick", action="store_true", help="fewer samples (a smoke run in well under a minute)")
    ap.add_argument("--runs", type=int, help="cold and warm starts per page (default 3, 1 with --quick; "
                                             "start: 5, 2 with --quick)")
    ap.add_argument("--game", choices=registry.GAME_IDS, help="only this game's timings")
    ap.add_argument("--level", help="only this bot level's timings (easy, normal, hard)")
    ap.add_argument("--seeds", type=int, nargs="+", default=[1], metavar="SEED",
                    help="hands: the match seeds of the whole hands played per table (default 1)")
    ap.add_argument("--site", type=Path, help="an already built site (default: site/, rebuilt if stale)")
    ap.add_argument("--floors", action="store_true",
                    help="start: also a bare Pyodide page's repeat visit from its own snapshot and a PyScript "
                         "hello world's first visit (what is Pyodide's and PyScript's own)")
    ap.add_argument("--against", type=Path, metavar="OLD_SITE",
                    help="start: our page's modes on this other built site too, alternated in the same run")
    ap.add_argument("--modes", nargs="+", choices=start_modes[1:], metavar="MODE",
                    help=f"start: only these of our page's modes ({', '.join(start_modes[1:])}; the bare cold boot always)")
    ap.add_argument("--profiles", type=int, default=1, metavar="K",
                    help="start: K warmed browser profiles per warm mode, used in turn (one profile's compiled-code "
                         "caches can favour it by a few hundred ms of CPU on every visit)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench.json")
    ap.add_argument("--json", action="store_true", help="print the results as JSON instead of a table")
    args = ap.parse_args(argv)
    if set(args.parts) - set(PARTS):
        ap.error(f"unknown part(s) {', '.join(sorted(set(args.parts) - set(PARTS)))}; choose from {', '.join(PARTS)}")
    # A quick run is a smoke run: whole bot hands on the page take minutes, so only when named.
    parts = args.parts or [p for p in PARTS if not (args.quick and p in ("hands", "start"))]
    runs = max(1, args.runs or (1 if args.quick else 3))

    result: dict[str, Any] = {"date": time.strftime("%Y-%m-%d %H:%M:%S"), "runs": runs,
                              "cpu_count": os.cpu_count(), "quick": args.quick}
    if {"sizes", "start", "browser", "hands"} & set(parts):
        build, site = built_site(args.site)
        if "sizes" in parts:
            result["sizes"] = sizes(build, site)
        if "start" in parts:
            result["start"] = bench_start(build, site, max(1, args.runs or (2 if args.quick else 5)), args.floors,
                                          args.against, args.modes, args.profiles)
        if {"browser", "hands"} & set(parts):
            load0 = os.getloadavg()[0]
            result["browser"] = bench_browser(build, site, runs, bot_cases(args.quick, args.game, args.level),
                                              [p for p in parts if p in ("browser", "hands")], args.seeds)
            # Start-up times are wall-clock: another busy process on the machine inflates them.
            result["browser"]["loadavg_1min_before_after"] = [round(load0, 2), round(os.getloadavg()[0], 2)]
    if "cpython" in parts:
        result["cpython"] = bench_cpython(args.quick, args.game, args.level)

    args.out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        rows = table(result)
        width = max((len(r[0]) for r in rows), default=0)
        for k, v in rows:
            print(f"{k.ljust(width)}  {v}")
    print(f"[bench] written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
