"""Benchmarks of joining a table (not tests): ``python -m tests.bench.room [--joins N] [--only PART]``.

Run as root (it makes two network namespaces, like tests/e2e/test_room.py, whose relay, pages and
namespaces it uses): a real ``nostr-relay`` in namespace A behind a byte-counting proxy, the host's
Chromium in A, the guests' Chromium in B, nothing leaves the machine. Parts:

* ``room``: a fresh guest (its own browser context) opens the room link -> seated, N times
  (a 够级 table, five friend seats, a new table when they are full); bytes through the relay each;
* ``rejoin``: the same guest closes its page and opens the same link again -> back in its seat, N times;
* ``lan``: the serverless path, invite opened -> answer pasted by the host -> seated, N times;
* ``nat``: tests/e2e/test_room_nat.py's NAT network (each player behind its own router, coturn, the
  relay): per case, link opened -> seated (the page already up), tap -> the next ply on the other
  screens (p50/p95 by path: direct or relayed), bytes through the relay for the whole hand. Cases:
  ``mixed`` (cone host, cone guest direct, symmetric guest relayed), ``relayed`` (all symmetric),
  ``turn`` (symmetric guests, the host's TURN server). One hand each (``--joins`` does not apply).

"Opened -> seated" includes the page's boot (Pyodide), which is reported on its own too. The
figures are wall-clock on a shared machine: the 1-minute load average is printed with them.
Progress on stderr; the figures as JSON to ``--out`` (default bench-room.json) and as a table.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from pygame_core.progress import Progress
from tests.build.build_loader import built_site

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))  # the e2e harness: namespaces, relay, pages

import conftest as harness  # noqa: E402 - after the path
from test_peer import Namespaces, Page, join_seat, new_figures, open_table, two_sides  # noqa: E402
from test_room import RELAY_BIN, Relay  # noqa: E402
from test_room_nat import paths_of, play_hand  # noqa: E402

PARTS = ("room", "rejoin", "lan", "nat")
NAT_CASES = {"mixed": (["cone", "cone", "symmetric"], "{stun}"), "relayed": (["symmetric"] * 3, "{stun}"),
             "turn": (["cone", "symmetric", "symmetric"], "{stun} {turn}")}


def bench_nat(site: Path) -> dict[str, Any]:
    """One whole 跑胡子 hand per NAT case (see the module docstring)."""
    out: dict[str, Any] = {}
    for name, (kinds, ice) in NAT_CASES.items():
        with tempfile.TemporaryDirectory(prefix="paiju-bench-nat-") as tmpd:
            r = play_hand(kinds, ice, site, harness, Path(tmpd))
        f = r["figures"]
        out[name] = {"routers": kinds, "paths": paths_of(r["states"][0]), "seated_s": f["seated_s"],
                     "hand_relay_bytes": f["hand_relay_bytes"],
                     "action_ms": {k: pct(v) for k, v in f["action_ms"].items()}}
        print(f"[bench] nat {name}: {json.dumps(out[name])}", file=sys.stderr)
    return out


def pct(xs: list[float]) -> dict[str, float]:
    s = sorted(xs)
    return {"n": len(s), "p50": round(statistics.median(s), 2), "p95": round(s[min(len(s) - 1, int(0.95 * len(s)))], 2),
            "max": round(s[-1], 2)} if s else {"n": 0}


def new_host(a: Any, guard: Any, n: int) -> Page:
    """A host page in a fresh browser context (a saved table would otherwise resume)."""
    ctx = a.browser.new_context(viewport={"width": 1366, "height": 768})
    harness.guard_context(ctx, guard)
    host = Page(a, ctx, harness, f"host{n}")
    host.open(a.url)
    return host


def room_host(host: Page, relay: Relay) -> str:
    """A new 够级 table with five friend seats and its room, open on the relay; the link's fragment."""
    open_table(host, "gouji", ["me"] + ["friend"] * 5, relays=relay.url)
    host.press("room:open")
    st = host.wait("room open", lambda s: s.get("room_state") == "open" and
                   str(s.get("room_relay", "")).startswith("relay-open"), timeout=60)
    return str(st["room_url"]).split("#", 1)[1]


def seated(p: Page) -> dict[str, Any]:
    st = p.wait("seated", lambda s: s.get("screen") == "peer_table" and s.get("seat") is not None
                or s.get("join_state") == "failed", timeout=150)
    if st.get("screen") != "peer_table":
        raise RuntimeError(f"{p.name}: not seated: {st.get('error')}")
    return st


def timed_open(g: Page, url: str, relay: Relay | None) -> tuple[float, float, int]:
    """(opened -> seated s, of which boot s, bytes through the relay)."""
    before, t0 = relay.bytes() if relay else 0, time.monotonic()
    g.open(url)
    boot = time.monotonic() - t0
    seated(g)
    return time.monotonic() - t0, boot, (relay.bytes() - before) if relay else 0


def bench(parts: list[str], joins: int, site: Path) -> dict[str, Any]:
    out: dict[str, Any] = {"joins": joins, "loadavg_1min_before": round(os.getloadavg()[0], 2)}
    if "nat" in parts:
        out["nat"] = bench_nat(site)
        parts = [p for p in parts if p != "nat"]
        if not parts:
            out["loadavg_1min_after"] = round(os.getloadavg()[0], 2)
            return out
    total = joins * len(parts)
    with tempfile.TemporaryDirectory(prefix="paiju-bench-room-") as tmpd, \
            Progress(total, "room", "joins", enabled=True, delay=0) as bar:
        tmp = Path(tmpd)
        nets = Namespaces()
        done = 0

        def step(msg: str) -> None:
            nonlocal done
            done += 1
            bar(done)
            bar.note(f"[bench] {msg}")

        try:
            relay = Relay(nets.a, nets.addr[nets.a], tmp)
            try:
                with two_sides(nets, site, harness, tmp, 0, reach=(relay.addr,)) as (a, b, _hctx, _g, guard):
                    hosts = 0
                    if "room" in parts or "rejoin" in parts:
                        host = new_host(a, guard, hosts)
                        link = room_host(host, relay)
                        free = 5
                        fresh: dict[str, list[float]] = {"seated_s": [], "boot_s": [], "after_boot_s": [], "bytes": []}
                        keep: Any = None
                        for i in range(joins if "room" in parts else 1):
                            if free == 0:
                                hosts += 1
                                host.context.close()
                                host = new_host(a, guard, hosts)
                                link, free = room_host(host, relay), 5
                            ctx = b.browser.new_context(viewport={"width": 390, "height": 844})
                            harness.guard_context(ctx, guard)
                            g = Page(b, ctx, harness, f"guest{i}")
                            s, boot, nbytes = timed_open(g, b.url + "#" + link, relay)
                            free -= 1
                            fresh["seated_s"].append(s)
                            fresh["boot_s"].append(boot)
                            fresh["after_boot_s"].append(s - boot)
                            fresh["bytes"].append(nbytes)
                            if "room" in parts:
                                step(f"room join {i + 1}: {s:.2f} s (boot {boot:.2f} s), {nbytes} bytes via relay")
                            if keep is not None:  # the last guest (of the open table) stays, for the rejoins
                                keep[0].close()
                            keep = (ctx, g)
                        if "room" in parts:
                            out["room"] = {k: pct(v) for k, v in fresh.items()}
                        if "rejoin" in parts:
                            ctx, g = keep
                            again: dict[str, list[float]] = {"seated_s": [], "boot_s": [], "after_boot_s": [], "bytes": []}
                            for i in range(joins):
                                g.page.close()
                                g = Page(b, ctx, harness, f"again{i}")
                                s, boot, nbytes = timed_open(g, b.url + "#" + link, relay)
                                again["seated_s"].append(s)
                                again["boot_s"].append(boot)
                                again["after_boot_s"].append(s - boot)
                                again["bytes"].append(nbytes)
                                step(f"rejoin {i + 1}: {s:.2f} s (boot {boot:.2f} s), {nbytes} bytes via relay")
                            out["rejoin"] = {k: pct(v) for k, v in again.items()}
                    if "lan" in parts:
                        host = new_host(a, guard, hosts + 1)
                        open_table(host, "paohuzi", ["me", "friend", "bot"])
                        ctx = b.browser.new_context(viewport={"width": 390, "height": 844})
                        harness.guard_context(ctx, guard)
                        ctx.grant_permissions(["clipboard-read", "clipboard-write"])
                        g = Page(b, ctx, harness, "lan")
                        figs = new_figures()
                        for i in range(joins):
                            if i:  # the last one leaves first: the host makes the seat's next invite by itself
                                g.page.goto("about:blank")
                                host.wait("seat 1 away", lambda s: not s["status"][1]["online"] and
                                          s.get("link_state", {}).get("1") == "invited")
                            join_seat(host, g, 1, figs)
                            step(f"LAN join {i + 1}: {figs['open_to_seated_s'][-1]:.2f} s "
                                 f"(boot {figs['boot_s'][-1]:.2f} s)")
                        out["lan"] = {"seated_s": pct(figs["open_to_seated_s"]), "boot_s": pct(figs["boot_s"]),
                                      "after_boot_s": pct([x - y for x, y in zip(figs["open_to_seated_s"],
                                                                                 figs["boot_s"], strict=True)]),
                                      "answer_to_seated_s": pct(figs["answer_to_seated_s"])}
                    if off := [u for u in guard.external if u != relay.nip11]:
                        raise RuntimeError(f"requests off this machine: {off}")
            finally:
                relay.close()
        finally:
            nets.close()
    out["loadavg_1min_after"] = round(os.getloadavg()[0], 2)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.room", description=__doc__.split("\n\n")[0])
    ap.add_argument("--joins", type=int, default=10, help="samples per part (default 10)")
    ap.add_argument("--only", action="append", choices=PARTS, help="only this part (repeatable)")
    ap.add_argument("--site", type=Path, help="an already built site (default: site/, rebuilt if stale)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench-room.json")
    args = ap.parse_args(argv)
    if os.geteuid() != 0 or not RELAY_BIN.exists():
        print("tests.bench.room: needs root (network namespaces) and .cache/nostr-relay (.ci/run installs it)",
              file=sys.stderr)
        return 2
    _, site = built_site(args.site)
    res = bench(args.only or list(PARTS), max(1, args.joins), site)
    args.out.write_text(json.dumps(res, indent=2) + "\n", encoding="utf-8")
    for name, case in res.get("nat", {}).items():
        print(f"nat {name:8} routers {'/'.join(case['routers'])}, paths {case['paths']}, link -> seated (s) "
              f"{case['seated_s']}, relay bytes per hand {case['hand_relay_bytes']}")
        for path, v in case["action_ms"].items():
            if v.get("n"):
                print(f"nat {name:8} action -> other screens, {path:6} (ms) p50 {v['p50']}  p95 {v['p95']}  (n={v['n']})")
    for part in PARTS[:3]:
        for k, v in res.get(part, {}).items():
            if v.get("n"):
                print(f"{part:7} {k:20} p50 {v['p50']:>9}  p95 {v['p95']:>9}  max {v['max']:>9}  (n={v['n']})")
    print(f"load average (1 min) before / after: {res['loadavg_1min_before']} / {res['loadavg_1min_after']}")
    print(f"[bench] written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
