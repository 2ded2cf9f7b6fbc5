"""Rooms across real NATs: each player behind its own router, one link, a whole 跑胡子 hand by taps.

The network is ``netns.NatNet``: a public namespace with the Nostr relay (test_room.py's, behind its
counting proxy) and coturn (STUN, and TURN for the last test), and a home per player behind a
``cone`` or ``symmetric`` router that drops unsolicited traffic. Each player has its own Chromium
in its home. The host's ICE setting (typed in the lobby) travels in the link to both guests.

* cone host, cone guest, symmetric guest: guest 1 plays over a direct data channel, guest 2 (no
  direct path from a symmetric NAT to a port-restricted one) over the relays, in the same hand;
* all three symmetric: every seat relayed, and the table says 中继;
* symmetric guests with the host's TURN server (coturn): every seat on a data channel through TURN.

Each plays a whole hand to "verified" on every page. Figures (printed with -s): link opened ->
seated per guest, bytes through the relay for the whole table.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from netns import TURN_PASSWORD, TURN_USER, Coturn, NatNet, NetUnavailable
from test_peer import Page, Side, _free_port, topmost
from test_room import RELAY_BIN, Relay, seated, story
from ui_driver import next_tap_paohuzi

from pygame_core.core.rng import SplitMix64

pytestmark = pytest.mark.e2e


@contextmanager
def nat_table(kinds: list[str], built_site: Path, harness: Any, tmp: Path) -> Iterator[tuple[Any, ...]]:
    """The network, the relay, coturn and one Chromium per home: yields (net, relay, turn, sides, guard)."""
    if not RELAY_BIN.exists():
        pytest.skip("no nostr-relay in .cache/nostr-relay (.ci/run installs it)")
    from playwright.sync_api import sync_playwright

    try:
        net = NatNet(kinds)
    except NetUnavailable as e:
        pytest.skip(str(e))
    relay = turn = None
    sides: list[Side] = []
    try:
        try:
            turn = Coturn(net, tmp)
        except NetUnavailable as e:
            pytest.skip(str(e))
        relay = Relay(net.public, net.public_addr, tmp)
        guard = harness.BrowserLog()
        with sync_playwright() as pw:
            port = _free_port()
            try:
                for home in net.homes:
                    sides.append(Side(home, built_site, harness.ROOT, tmp, pw, port, (net.public_addr,)))
                yield net, relay, turn, sides, guard
            finally:
                for s in sides:
                    s.close()
    finally:
        if relay is not None:
            relay.close()
        if turn is not None:
            turn.close()
        net.close()


def guarded(side: Side, viewport: dict[str, int], guard: Any, allow: str) -> Any:
    """A context whose requests may reach this machine and the relay's address (its NIP-11 page), no other."""
    ctx = side.browser.new_context(viewport=viewport)

    def route(r: Any) -> None:
        host = urlsplit(r.request.url).hostname
        if host not in ("127.0.0.1", "localhost", allow):
            guard.external.append(r.request.url)
            r.abort()
        else:
            r.continue_()
    ctx.route("**/*", route)
    return ctx


def play_hand(kinds: list[str], ice: str, built_site: Path, harness: Any, tmp: Path) -> dict[str, Any]:
    """Host and two guests each behind a router of ``kinds``; ``ice``: what the host types as its ICE
    servers ("{stun}", "{turn}" filled in). Returns each page's last state and the figures."""
    with nat_table(kinds, built_site, harness, tmp) as (net, relay, turn, sides, guard):
        addr = net.public_addr
        host = Page(sides[0], guarded(sides[0], {"width": 1366, "height": 768}, guard, addr), harness, "host")
        host.open(sides[0].url)
        host.page.evaluate("window.paiju.setting('speed', '\"instant\"')")
        host.press("online")
        host.wait("lobby", lambda s: s["screen"] == "lobby")
        host.dialog_answer = relay.url
        host.press("lobby:relays")
        host.press("lobby:game:paohuzi")
        for i in (1, 2):
            host.press(f"lobby:kind:{i}:friend")
        host.dialog_answer = ice.format(stun=turn.stun, turn=f"{turn.turn} {TURN_USER} {TURN_PASSWORD}")
        host.press("lobby:ice:custom")
        host.press("lobby:create")
        host.wait("table created", lambda s: s.get("hosting"))
        host.press("room:open")
        st = host.wait("room open", lambda s: s.get("room_state") == "open" and
                       str(s.get("room_relay", "")).startswith("relay-open"), timeout=60)
        link = st["room_url"].split("#", 1)[1]
        figures: dict[str, Any] = {"seated_s": []}
        guests: list[Page] = []
        for i in (1, 2):
            g = Page(sides[i], guarded(sides[i], {"width": 390, "height": 844}, guard, addr), harness, f"guest{i}")
            g.open(sides[i].url + "#" + link)  # the figure: page up (Pyodide booted) -> seated
            t0 = time.monotonic()
            st = seated(g, "seated", others=(host, *guests))
            figures["seated_s"].append(round(time.monotonic() - t0, 2))
            assert st["seat"] == i, st
            guests.append(g)
        host.wait("both online", lambda s: all(x["online"] for x in s["status"]))
        before = relay.bytes()
        host.press("lobby:deal")
        host.wait("dealt", lambda s: s["screen"] == "peer_table" and s.get("phase_net") == "playing")
        pages = [host, *guests]
        players = [SplitMix64(90 + i) for i in range(3)]
        deadline = time.monotonic() + 420
        while time.monotonic() < deadline:
            states = [p.state() for p in pages]
            if all(s.get("end_shown") for s in states):
                break
            for p, s, rng in zip(pages, states, players, strict=True):
                hit = topmost(s, next_tap_paohuzi(s, rng) or "")
                if hit is not None:
                    p.page.mouse.click(hit["rect"][0] + hit["rect"][2] / 2, hit["rect"][1] + hit["rect"][3] / 2)
            host.page.wait_for_timeout(80)
        else:
            raise AssertionError("the hand did not end in 420 s\n" + "\n".join(story(p) for p in pages))
        out = []
        for p in pages:
            st = p.wait("verified", lambda s: s.get("end_shown") and s.get("verified") is not None, timeout=90)
            assert st["verified"] is True, (p.name, st["problems"])
            assert not p.log.page_errors, (p.name, p.log.page_errors)
            out.append(st)
        figures["hand_relay_bytes"] = relay.bytes() - before
        figures["action_ms"] = action_latency(out)
        figures["relay_stats"] = [p.page.evaluate("window.paijuRoom.relays()") for p in pages]
        figures["room_errors"] = [e for p in pages for e in p.page.evaluate("window.paijuRoom.events()")
                                  if " error " in e]
        logs = "\n".join(p.log.tail(400) for p in pages)
        figures["handshake_timeouts"] = logs.count("handshake timed out")
        harness.shot(host.page, "nat-host-" + "-".join(kinds))
        host.press("peer:links")  # the connection panel: the relays that answered, each seat's path
        st = host.wait("connection panel", lambda s: topmost(s, "room:net") is not None)
        figures["panel"] = (topmost(st, "room:net") or {}).get("label", "")
        harness.shot(host.page, "nat-panel-" + "-".join(kinds))
        harness.shot(guests[1].page, "nat-guest2-" + "-".join(kinds))
        assert not guard.external, guard.external
        print(f"\nNAT {kinds} ICE {ice!r}: link opened -> seated (s) {figures['seated_s']}; "
              f"relay bytes during the hand {figures['hand_relay_bytes']}; action -> other screens (ms) "
              f"{ {k: sorted(v)[len(v) // 2] if v else None for k, v in figures['action_ms'].items()} } (p50); "
              f"relay path per page {[json.loads(x)['stats'] for x in figures['relay_stats']]}; "
              f"room errors {figures['room_errors'][:6]}")
        return {"states": out, "figures": figures}


def action_latency(states: list[dict[str, Any]]) -> dict[str, list[float]]:
    """Tap on one page -> the next ply on another's screen (ms), by the path between them: "relay"
    when a relayed guest is one of the two (a guest's action reaches the others through the host)."""
    paths = paths_of(states[0])
    out: dict[str, list[float]] = {"direct": [], "relay": []}
    for a, sa in enumerate(states):
        for ply, sent in sa.get("sent_at", {}).items():
            for b, sb in enumerate(states):
                seen = sb.get("seen_at", {}).get(str(int(ply) + 1))
                if a != b and seen is not None and seen >= sent:
                    kind = "relay" if "relay" in (paths.get(str(a)), paths.get(str(b))) else "direct"
                    out[kind].append(round((seen - sent) * 1000, 1))
    return out


def paths_of(st: dict[str, Any]) -> dict[str, str]:
    return {str(k): str(v) for k, v in (st.get("paths") or {}).items()}


def test_a_cone_and_a_symmetric_guest_play_direct_and_relayed(built_site: Path, harness: Any,
                                                               tmp_path: Path) -> None:
    r = play_hand(["cone", "cone", "symmetric"], "{stun}", built_site, harness, tmp_path)
    host, g1, g2 = r["states"]
    assert paths_of(host) == {"1": "direct", "2": "relay"}, paths_of(host)
    assert paths_of(g1) == {"1": "direct"} and paths_of(g2) == {"2": "relay"}, (paths_of(g1), paths_of(g2))
    assert any(h["id"] == "peer:seat:2" for h in g2["hits"])
    panel = r["figures"]["panel"]  # which relays answered, and each seat's path
    assert panel.startswith("中继 1/1 应答 (10.234.") and panel.endswith(" · 座位 2 直连 · 座位 3 中继"), panel


def test_all_symmetric_still_plays_relayed_and_says_so(built_site: Path, harness: Any, tmp_path: Path) -> None:
    r = play_hand(["symmetric", "symmetric", "symmetric"], "{stun}", built_site, harness, tmp_path)
    host, g1, g2 = r["states"]
    assert paths_of(host) == {"1": "relay", "2": "relay"}, paths_of(host)
    assert paths_of(g1) == {"1": "relay"} and paths_of(g2) == {"2": "relay"}


def test_the_hosts_turn_server_reaches_symmetric_guests(built_site: Path, harness: Any, tmp_path: Path) -> None:
    r = play_hand(["cone", "symmetric", "symmetric"], "{stun} {turn}", built_site, harness, tmp_path)
    host, _, _ = r["states"]
    assert paths_of(host) == {"1": "direct", "2": "direct"}, paths_of(host)
    # Trystero's handshake with a second connection to a peer ran out after 10 s and took the first down
    assert r["figures"]["handshake_timeouts"] == 0 and not any("handshake" in e for e in r["figures"]["room_errors"])
