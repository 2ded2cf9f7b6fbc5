"""Rooms across real NATs: each player behind its own router, one link, a whole 跑胡子 hand by taps.

The network is ``netns.NatNet``: a public namespace with the Nostr relay (test_room.py's, behind its
counting proxy) and coturn (STUN, and TURN for the last test), and a home per player behind a
``cone`` or ``symmetric`` router that drops unsolicited traffic. Each player has its own Chromium
in its home. The host's ICE setting (typed in the lobby) travels in the link to both guests.

* cone host, cone guest, symmetric guest: guest 1 plays over a direct data channel, guest 2 (no
  direct path from a symmetric NAT to a port-restricted one) over the relays, in the same hand;
* all three symmetric: every seat relayed, and the table says 中继;
* symmetric guests with the host's TURN server (coturn): every seat on a data channel through TURN;
* all three cone, guest 1's router starts dropping every UDP packet mid-hand (its direct channel breaks
  and cannot come back): that seat goes on through the relays by itself, the hand ends verified; the
  rule is then lifted, and the seat moves back to a direct channel.

Each plays a whole hand to "verified" on every page. Figures (printed with -s): link opened ->
seated per guest, bytes through the relay for the whole table; for the break, break -> relayed on each
side and the messages that died with the direct channel.
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
from netns import TURN_PASSWORD, TURN_USER, Coturn, NatNet, NetUnavailable, udp_cut
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


class Break:
    """Guest ``who``'s router drops all UDP from the host's ply ``at`` on (a direct channel's NAT
    mapping gone for good); with ``heal``, the rule goes a few plies after both sides say 中继."""

    def __init__(self, net: NatNet, pages: list[Page], who: int, at: int, heal: bool) -> None:
        self.net, self.pages, self.host, self.who, self.at, self.heal = net, pages, pages[0], who, at, heal
        self.panel = ""  # the host's connection panel while the seat is relayed
        self.counts: dict[str, Any] = {}  # messages by path once both sides said 中继
        self.cut_at = ""  # the wall clock of the cut, to read the pages' room events against
        self.t: dict[str, float] = {}  # what happened when (time.monotonic())
        self.ply: dict[str, int] = {}

    def step(self, states: list[dict[str, Any]]) -> None:
        now, host, guest = time.monotonic(), states[0], states[self.who]
        ply, seat = int(host.get("ply") or 0), str(self.who)

        def once(what: str, cond: bool) -> bool:
            if cond and what not in self.t:
                self.t[what], self.ply[what] = now, ply
                return True
            return False

        if once("cut", ply >= self.at):
            udp_cut(self.net, self.who, True)
            self.cut_at = time.strftime("%H:%M:%S", time.localtime()) + f".{int(time.time() * 1000) % 1000:03d}"
        if "cut" not in self.t:
            return
        once("host_relay", paths_of(host).get(seat) == "relay")
        once("guest_relay", paths_of(guest).get(seat) == "relay")
        relayed = "host_relay" in self.t and "guest_relay" in self.t
        if relayed and not self.panel:  # the panel's path word follows (the host's play waits a moment)
            self.counts = counts(self.pages, self.who)
            self.host.press("peer:links")
            st = self.host.wait("connection panel", lambda s: topmost(s, "room:net") is not None)
            self.panel = (topmost(st, "room:net") or {}).get("label", "") or "?"
            self.host.harness.shot(self.host.page, "nat-break-panel-relayed")
            self.host.press("peer:close")
        if self.heal and once("heal", relayed and ply >= max(self.ply["host_relay"], self.ply["guest_relay"]) + 3):
            udp_cut(self.net, self.who, False)
        if "heal" in self.t:
            once("host_direct", paths_of(host).get(seat) == "direct")
            once("guest_direct", paths_of(guest).get(seat) == "direct")

    def figures(self) -> dict[str, Any]:
        t0 = self.t.get("cut", 0.0)
        return {"cut_at": self.cut_at, **{k: {"s": round(v - t0, 1), "ply": self.ply[k]} for k, v in self.t.items()}}


def play_hand(kinds: list[str], ice: str, built_site: Path, harness: Any, tmp: Path,
              cut: tuple[int, int, bool] | None = None) -> dict[str, Any]:
    """Host and two guests each behind a router of ``kinds``; ``ice``: what the host types as its ICE
    servers ("{stun}", "{turn}" filled in); ``cut``: (guest, host's ply, heal) for a ``Break``. Returns
    each page's last state and the figures."""
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
        st = host.wait("both online", lambda s: all(x["online"] for x in s["status"]))
        figures["panel_before"] = (topmost(st, "room:net") or {}).get("label", "")
        before = relay.bytes()
        host.press("lobby:deal")
        host.wait("dealt", lambda s: s["screen"] == "peer_table" and s.get("phase_net") == "playing")
        pages = [host, *guests]
        players = [SplitMix64(90 + i) for i in range(3)]
        brk = Break(net, pages, cut[0], cut[1], cut[2]) if cut is not None else None
        deadline = time.monotonic() + 420
        while time.monotonic() < deadline:
            states = [p.state() for p in pages]
            if brk is not None:
                brk.step(states)
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
        if brk is not None:
            assert "host_relay" in brk.t and "guest_relay" in brk.t, (brk.t, [story(p) for p in pages])
            end = time.monotonic() + 100  # the rule lifted: back to a direct channel (the pings go on)
            while brk.heal and time.monotonic() < end and not {"host_direct", "guest_direct"} <= set(brk.t):
                brk.step([p.state() for p in pages])
                host.page.wait_for_timeout(250)
            figures["break"], figures["panel_relayed"] = brk.figures(), brk.panel
            figures["counts"] = {"relayed": brk.counts, "end": counts(pages, brk.who)}
            figures["story"] = [f"{p.name} {e}" for p in (host, pages[brk.who]) for e in
                                p.page.evaluate("window.paijuRoom.events()")
                                if any(f" {k} " in e for k in ("ice", "open", "close", "path", "broken"))]
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
        if brk is not None:
            print(f"break: {figures['break']}; messages by path {figures['counts']}; panels "
                  f"{[figures['panel_before'], figures['panel_relayed'], figures['panel']]}\n" + "\n".join(figures["story"]))
        return {"states": out, "figures": figures}


def counts(pages: list[Page], who: int) -> dict[str, Any]:
    """Messages between the host and guest ``who`` by path (web/room.js counts them): "lost", those
    sent on a direct channel the other side never got (a break took them; the protocol resent them)."""
    ids = [p.page.evaluate("window.paijuRoom.selfId()") for p in pages]
    host, guest = (json.loads(pages[i].page.evaluate("window.paijuRoom.relays()"))["peers"] for i in (0, who))
    h, g = host.get(ids[who], {}), guest.get(ids[0], {})
    out: dict[str, Any] = {"host": h, "guest": g}
    if h and g:
        out["lost"] = {"host->guest": h["sent"]["direct"] - g["got"]["direct"],
                       "guest->host": g["sent"]["direct"] - h["got"]["direct"]}
    return out


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


def test_a_direct_seat_that_breaks_mid_hand_goes_on_relayed_and_back(built_site: Path, harness: Any,
                                                                      tmp_path: Path) -> None:
    r = play_hand(["cone", "cone", "cone"], "{stun}", built_site, harness, tmp_path, cut=(1, 4, True))
    f = r["figures"]
    assert f["panel_before"].endswith(" · 座位 2 直连 · 座位 3 直连"), f["panel_before"]
    assert f["panel_relayed"].endswith(" · 座位 2 中继 · 座位 3 直连"), f["panel_relayed"]
    # relayed well before the host's stand-in would take the seat (20 s away)
    assert f["break"]["host_relay"]["s"] < 18 and f["break"]["guest_relay"]["s"] < 18, f["break"]
    assert paths_of(r["states"][2]) == {"2": "direct"}
    # the rule lifted: the seat went back to a direct channel, and the panel says so
    assert {"host_direct", "guest_direct"} <= set(f["break"]), f["break"]
    assert f["panel"].endswith(" · 座位 2 直连 · 座位 3 直连"), f["panel"]
