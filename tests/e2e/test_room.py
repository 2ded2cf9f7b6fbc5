"""Rooms end to end: one link, a real Nostr relay inside the test's namespace, three Chromiums.

Built on test_peer.py's harness (two namespaces joined by a veth pair, a site server and a Chromium
in each). Here namespace A also runs ``nostr-relay`` (PyPI, pinned in .ci/relay-requirements.txt,
installed by .ci/run into .cache/nostr-relay/) on its own loopback, behind a small counting proxy
on A's veth address, so the relay is reachable from both namespaces and every byte through it is
counted; nothing goes to any other address (the pages' ICE is "LAN only", no STUN).

The host opens a 跑胡子 table and its room; two guests in namespace B open the one link and sit
down; they play the hand by the table's own buttons (``ui_driver.next_tap_paohuzi``); mid-hand one
guest closes its page, a bot stands in after the grace period, and the guest opens the same link
again (back in the same seat, which the bot hands back); later the host's page
reloads, reopens the same room by itself and gets both guests back (they stay at their tables and
knock again); the hand ends "verified" on every page. Figures (printed with -s): link opened ->
seated, rejoin, host reload -> guests back, bytes through the relay per join. On a failure each
page's room events (web/room.js) and console are in the message.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_peer import Namespaces, Page, _free_port, nets, open_table, topmost, two_sides  # noqa: F401 - nets: fixture
from ui_driver import next_tap_paohuzi

from pygame_core.core.rng import SplitMix64

pytestmark = pytest.mark.e2e

RELAY_BIN = Path(__file__).resolve().parents[2] / ".cache" / "nostr-relay" / "bin" / "nostr-relay"

# Counts the bytes each way between the pages and the relay; writes the totals to argv[4] as JSON.
PROXY = """
import asyncio, json, sys
listen, port, target, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
tot = {"up": 0, "down": 0, "conns": 0}
def dump():
    with open(out + ".tmp", "w") as f: json.dump(tot, f)
    import os; os.replace(out + ".tmp", out)
async def pipe(r, w, key):
    try:
        while data := await r.read(65536):
            tot[key] += len(data); dump(); w.write(data); await w.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        w.close()
async def handle(r, w):
    tot["conns"] += 1; dump()
    tr, tw = await asyncio.open_connection("127.0.0.1", target)
    await asyncio.gather(pipe(r, tw, "up"), pipe(tr, w, "down"))
async def main():
    srv = await asyncio.start_server(handle, listen, port)
    dump(); print("ready", flush=True)
    async with srv: await srv.serve_forever()
asyncio.run(main())
"""

RELAY_CONFIG = """DEBUG: false
relay_name: paiju test relay
storage:
  sqlalchemy.url: sqlite+aiosqlite:///{db}
  num_concurrent_reqs: 10
  num_concurrent_adds: 2
  validators:
    - nostr_relay.validators.is_signed
gunicorn:
  bind: 127.0.0.1:{port}
  workers: 1
  loglevel: warning
  reload: false
authentication:
  enabled: false
verification:
  nip05_verification: disabled
# Ephemeral events (Trystero's kinds 20000-29999) are kept only until the next collection: a relay
# should not store them at all, and stale offers would only slow the next page down.
garbage_collector:
  collect_interval: 1
"""


class Relay:
    """nostr-relay on namespace A's loopback and the counting proxy on A's veth address."""

    def __init__(self, ns: str, addr: str, tmp: Path) -> None:
        self.port, inner = _free_port(), _free_port()
        cfg = tmp / "relay.yaml"
        cfg.write_text(RELAY_CONFIG.format(db=tmp / "relay.sqlite3", port=inner))
        self.counts = tmp / "relay-bytes.json"
        self.log = (tmp / "relay.log").open("w")
        self.relay = subprocess.Popen(["ip", "netns", "exec", ns, str(RELAY_BIN), "-c", str(cfg), "serve"],
                                      stdout=self.log, stderr=subprocess.STDOUT, cwd=tmp, start_new_session=True)
        self.proxy = subprocess.Popen(["ip", "netns", "exec", ns, sys.executable, "-c", PROXY, addr, str(self.port),
                                       str(inner), str(self.counts)],
                                      stdout=subprocess.PIPE, text=True, start_new_session=True)
        assert self.proxy.stdout is not None and self.proxy.stdout.readline().strip() == "ready"
        probe = f"import socket,time\nfor _ in range(300):\n try: socket.create_connection(('127.0.0.1',{inner}),1).close(); break\n except OSError: time.sleep(0.1)\nelse: raise SystemExit(1)"
        ok = subprocess.run(["ip", "netns", "exec", ns, sys.executable, "-c", probe]).returncode == 0
        assert ok, (tmp / "relay.log").read_text()[-2000:]
        self.addr = addr
        self.url = f"ws://{addr}:{self.port}"
        self.nip11 = f"http://{addr}:{self.port}/"  # its NIP-11 document (web/relay.mjs reads the limits)

    def bytes(self) -> int:
        d = json.loads(self.counts.read_text())
        return int(d["up"]) + int(d["down"])

    def close(self) -> None:
        for p in (self.proxy, self.relay):  # each started in its own session: end just that group
            try:
                os.killpg(p.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            p.wait(10)
        self.log.close()


@pytest.fixture
def relay(nets: Namespaces, tmp_path: Path) -> Iterator[Relay]:  # noqa: F811 - test_peer's fixture
    if not RELAY_BIN.exists() or shutil.which("ip") is None:
        pytest.skip("no nostr-relay in .cache/nostr-relay (.ci/run installs it)")
    r = Relay(nets.a, nets.addr[nets.a], tmp_path)
    yield r
    r.close()


def seated(p: Page, what: str, timeout: float = 120, others: tuple[Page, ...] = ()) -> dict[str, Any]:
    st = p.wait(what, lambda s: s.get("screen") == "peer_table" and s.get("seat") is not None
                or s.get("join_state") == "failed", timeout=timeout)
    if st.get("screen") != "peer_table":
        raise AssertionError(f"{p.name}: {st.get('error')}\n" + "\n".join(story(o) for o in (p, *others)))
    return st


def story(p: Page) -> str:
    """What a page's room went through (web/room.js keeps its last events) and its console."""
    st = {k: v for k, v in p.state().items() if k != "hits"}
    keys = ("screen", "seat", "phase", "phase_net", "hand_net", "ply", "people_to_act", "my_turn", "legal",
            "end_shown", "verified", "problems", "toast", "link")
    first = {k: st.pop(k) for k in keys if k in st}  # what says where a page stands, never cut off
    events = p.page.evaluate("window.paijuRoom.events()")
    return (f"--- {p.name}: {json.dumps(first)[:2000]}\n{json.dumps(st)[:1200]}\n" + "\n".join(events)
            + f"\n{p.log.tail(30)}")


def test_three_browsers_play_paohuzi_from_one_room_link(nets: Namespaces, relay: Relay, built_site: Path,  # noqa: F811
                                                        harness: Any, tmp_path: Path) -> None:
    with two_sides(nets, built_site, harness, tmp_path, 2, reach=(relay.addr,)) as (a, b, hctx, ctxs, guard):
        host = Page(a, hctx, harness, "host")
        host.open(a.url)
        open_table(host, "paohuzi", ["me", "friend", "friend"], relays=relay.url)
        host.press("room:open")
        st = host.wait("room open", lambda s: s.get("room_state") == "open" and
                       str(s.get("room_relay", "")).startswith("relay-open"), timeout=60)
        opened = time.monotonic()
        link = st["room_url"].split("#", 1)[1]
        assert link.startswith("r=") and len(link) < 200, link
        figures: dict[str, list[float]] = {"seated_s": [], "rejoin_s": [], "host_reload_s": [], "join_bytes": []}
        guests: list[Page] = []
        for i, c in enumerate(ctxs):
            g = Page(b, c, harness, f"guest{i + 1}")
            before, t0 = relay.bytes(), time.monotonic()
            g.open(b.url + "#" + link)  # the one link, on the guest's own copy of the site
            st = seated(g, "seated", others=(host, *guests))
            assert st.get("screen") == "peer_table", st
            figures["seated_s"].append(time.monotonic() - t0)
            figures["join_bytes"].append(relay.bytes() - before)
            assert st["seat"] == i + 1, st
            guests.append(g)
        host.wait("both online", lambda s: all(x["online"] for x in s["status"]))
        host.press("lobby:deal")
        host.wait("dealt", lambda s: s["screen"] == "peer_table" and s.get("phase_net") == "playing")
        pages = [host, *guests]
        players = [SplitMix64(70 + i) for i in range(3)]
        rejoined = reloaded = False
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline:
            states = [p.state() for p in pages]
            if all(s.get("end_shown") for s in states):
                break
            ply = int(states[0].get("ply", 0))
            if not rejoined and ply >= 4:
                rejoined = True
                # A minute into the room every offer Trystero pooled at the start is refreshed (older
                # than 57 s): the way back must work with those (web/room.js, RoomPeerConnection).
                host.page.wait_for_timeout(max(0.0, 60 - (time.monotonic() - opened)) * 1000)
                guests[1].page.close()  # a guest closes its page mid-hand, long enough for a bot to stand in ...
                host.wait("a bot stands in", lambda s: s["status"][2]["bot"] is True, timeout=90)
                g = Page(b, ctxs[1], harness, "guest2-again")
                before, t0 = relay.bytes(), time.monotonic()
                g.open(b.url + "#" + link)  # ... and opens the same link again
                st = seated(g, "back in its seat", others=(host, guests[0]))
                assert st.get("screen") == "peer_table" and st["seat"] == 2, st
                figures["rejoin_s"].append(time.monotonic() - t0)
                figures["join_bytes"].append(relay.bytes() - before)
                guests[1] = pages[2] = g
                continue
            if rejoined and not reloaded and ply >= 10:
                reloaded = True
                t0 = time.monotonic()
                host.page.reload()  # the host's page reloads mid-hand: it reopens the same room by itself
                harness.wait_ready(host.page, 120, host.log)
                try:
                    host.wait("guests back", lambda s: s["screen"] == "lobby" and s.get("room_state") == "open"
                              and all(x["online"] for x in s["status"]), timeout=120)
                except AssertionError as e:
                    raise AssertionError(f"{e}\n" + "\n".join(story(p) for p in pages)) from None
                figures["host_reload_s"].append(time.monotonic() - t0)
                host.press("lobby:to_table")
                host.wait("back at the table", lambda s: s["screen"] == "peer_table")
                continue
            acted = False
            for p, s, rng in zip(pages, states, players, strict=True):
                hit = topmost(s, next_tap_paohuzi(s, rng) or "")
                if hit is not None:
                    p.page.mouse.click(hit["rect"][0] + hit["rect"][2] / 2, hit["rect"][1] + hit["rect"][3] / 2)
                    acted = True
            host.page.wait_for_timeout(60 if acted else 100)
        else:
            raise AssertionError("the hand did not end in 600 s\n" + "\n".join(story(p) for p in pages))
        assert rejoined and reloaded
        for p in pages:
            st = p.wait("verified", lambda s: s.get("end_shown") and s.get("verified") is not None, timeout=90)
            assert st["verified"] is True, (p.name, st["problems"])
            assert not p.log.page_errors, (p.name, p.log.page_errors)
        off = [u for u in guard.external if u != relay.nip11]  # the relay's own page (its limits) is here too
        assert not off, off
        print("\nroom link", len(link), "chars; link opened -> seated (s):",
              ", ".join(f"{x:.2f}" for x in figures["seated_s"]),
              "; rejoin (s):", ", ".join(f"{x:.2f}" for x in figures["rejoin_s"]),
              "; host reload -> guests back (s):", ", ".join(f"{x:.2f}" for x in figures["host_reload_s"]),
              "; bytes through the relay per join:", figures["join_bytes"])

