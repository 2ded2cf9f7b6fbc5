"""Peer play end to end: three headless Chromiums in two network namespaces play a 花鸟风月 song.

Two namespaces made by this test (never the machine's real network) stand in for two computers,
joined by one veth pair (10.233.x.1 <-> 10.233.x.2), each with lo up and a default route over the
veth so that Chromium gathers a host candidate. Each namespace serves the built site on its own
127.0.0.1; the browsers run inside the namespaces through a wrapper (``ip netns exec``) so that
Playwright still drives them over its pipe from here.

The host (namespace A) opens a table: seat 0 itself, seats 1 and 2 friends, seat 3 a bot. Each
friend (namespace B, own browser context) opens its invite link, the host pastes the answer code,
and they play the whole song by clicking what a player sees: the same cards and buttons as at a
local table (``ui_driver.next_tap``), at their places on the canvas. Mid-song one guest page closes
and rejoins through a new invite; later the host page reloads, resumes the saved table and
re-invites both guests, whose pages reload into their seats. At the end every page shows "verified". Figures (printed with -s): invite/answer lengths, time from
opening an invite to seated, action-to-screen latency p50/p95.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from netns import NetUnavailable, make_netns
from ui_driver import Hints, center, next_press_gouji, next_tap, next_tap_paohuzi

from pygame_core.core.rng import SplitMix64

pytestmark = pytest.mark.e2e

NS_ARGS = ["--disable-features=WebRtcHideLocalIpsWithMdns"]


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, check=check)


class Namespaces:
    """Two network namespaces joined by a veth pair; removed again on close."""

    def __init__(self) -> None:
        tag = f"{os.getpid() % 100000}"
        self.a, self.b = f"pj{tag}a", f"pj{tag}b"
        net = 200 + os.getpid() % 50
        self.addr = {self.a: f"10.233.{net}.1", self.b: f"10.233.{net}.2"}
        try:
            for ns in (self.a, self.b):
                make_netns(ns)
            _ip("link", "add", f"v{tag}a", "netns", self.a, "type", "veth", "peer", "name", f"v{tag}b",
                "netns", self.b)
            for ns, dev, peer in ((self.a, f"v{tag}a", self.b), (self.b, f"v{tag}b", self.a)):
                _ip("-n", ns, "addr", "add", f"{self.addr[ns]}/24", "dev", dev)
                _ip("-n", ns, "link", "set", dev, "up")
                _ip("-n", ns, "route", "add", "default", "via", self.addr[peer])
        except (subprocess.CalledProcessError, NetUnavailable):
            self.close()
            raise

    def close(self) -> None:
        for ns in (self.a, self.b):
            _ip("netns", "del", ns, check=False)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


SERVE = """
import importlib.util, sys
spec = importlib.util.spec_from_file_location("paiju_build", sys.argv[1])
mod = importlib.util.module_from_spec(spec); sys.modules["paiju_build"] = mod; spec.loader.exec_module(mod)
from pathlib import Path
srv = mod.make_server(Path(sys.argv[2]), "127.0.0.1", int(sys.argv[3]))
print("ready", flush=True)
srv.serve_forever()
"""


@pytest.fixture(scope="module")
def nets() -> Iterator[Namespaces]:
    if os.geteuid() != 0:
        pytest.skip("network namespaces need root")
    if shutil.which("ip") is None:
        pytest.skip("no `ip` command (iproute2)")
    try:
        ns = Namespaces()
    except (subprocess.CalledProcessError, NetUnavailable) as e:
        detail = e.stderr.strip() if isinstance(e, subprocess.CalledProcessError) else str(e)
        pytest.skip(f"cannot create network namespaces here: {detail}")
    yield ns
    ns.close()


class Side:
    """One 'computer': a site server and a Chromium, both inside one namespace."""

    def __init__(self, ns: str, site: Path, root: Path, tmp: Path, playwright: Any, port: int,
                 reach: tuple[str, ...] = (), extra: tuple[str, ...] = ()) -> None:
        """``reach``: addresses inside the namespaces the page may open (e.g. a relay); the
        resolver rule of CHROMIUM_ARGS maps every other address to nothing, IP literals too.
        ``extra``: more Chromium flags (e.g. a fake camera)."""
        self.ns = ns
        self.port = port
        self.server = subprocess.Popen(["ip", "netns", "exec", ns, sys.executable, "-c", SERVE,
                                        str(root / "build.py"), str(site), str(port)],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert self.server.stdout is not None
        line = self.server.stdout.readline()
        assert line.strip() == "ready", self.server.stderr.read() if self.server.stderr else line
        wrapper = tmp / f"chromium-{ns}.sh"
        wrapper.write_text(f"#!/bin/sh\nexec ip netns exec {ns} /usr/bin/chromium \"$@\"\n")
        wrapper.chmod(0o755)
        from paiju_build import CHROMIUM_ARGS  # type: ignore[import-not-found]

        args = [f"{x}{''.join(f', EXCLUDE {r}' for r in reach)}" if x.startswith("--host-resolver-rules=") else x
                for x in CHROMIUM_ARGS]
        self.browser = playwright.chromium.launch(executable_path=str(wrapper), headless=True,
                                                  args=[*args, *NS_ARGS, *extra])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def close(self) -> None:
        try:
            self.browser.close()
        finally:
            self.server.terminate()
            self.server.wait(10)


def topmost(st: dict[str, Any], hid: str) -> dict[str, Any] | None:
    """The hit ``hid`` registered last (the one on top where several share the id), if on screen."""
    hits = [h for h in st.get("hits", []) if h["id"] == hid]
    return hits[-1] if hits else None


class Page:
    """A page with the console kept and helpers over window.paiju."""

    def __init__(self, side: Side, context: Any, harness: Any, name: str) -> None:
        self.side, self.context, self.name = side, context, name
        self.log = harness.BrowserLog()
        self.page = self.log.attach(context.new_page())
        self.dialog_answer: str | None = None
        self.page.on("dialog", self._dialog)
        self.harness = harness

    def _dialog(self, d: Any) -> None:
        if self.dialog_answer is not None:
            d.accept(self.dialog_answer)
            self.dialog_answer = None
        else:
            d.dismiss()

    def open(self, url: str) -> None:
        self.page.goto(url)
        self.harness.wait_ready(self.page, 120, self.log)

    def state(self) -> dict[str, Any]:
        return json.loads(self.page.evaluate("window.paiju.state()"))

    def press(self, hid: str) -> None:
        """Click the centre of hit ``hid`` on the canvas, as a person would: once it is on screen and
        has stopped moving (an invite that just finished reflows its panel)."""
        last: list[Any] = []

        def steady(s: dict[str, Any]) -> bool:
            hit = topmost(s, hid)
            last.append(None if hit is None else hit["rect"])
            return hit is not None and len(last) > 1 and last[-2] == last[-1]

        st = self.wait(f"{hid} on screen", steady, timeout=20)
        self.page.mouse.click(*center(topmost(st, hid) or {}))

    def wait(self, what: str, cond: Any, timeout: float = 60.0) -> dict[str, Any]:
        end = time.monotonic() + timeout
        st: dict[str, Any] = {}
        while time.monotonic() < end:
            st = self.state()
            if cond(st):
                return st
            self.page.wait_for_timeout(50)
        raise AssertionError(f"{self.name}: timed out waiting for {what}; state {json.dumps(st)[:1500]}\n"
                             f"{self.log.tail()}")


def join_seat(host: Page, guest: Page, seat: int, figures: dict[str, list[float]], via_hash: bool = False) -> str:
    """New invite for ``seat`` on the host, the guest opens it, the host pastes the answer; the
    invite's fragment."""
    t = time.monotonic()
    host.press(f"link:invite:{seat}")
    st = host.wait(f"invite {seat}", lambda s: str(seat) in s.get("invites", {}) or
                   str(s.get("link_state", {}).get(str(seat), "")).startswith("failed"))
    url = st["invites"].get(str(seat))
    assert url, st["link_state"]
    figures["offer_s"].append(time.monotonic() - t)
    figures["invite_len"].append(len(url))
    path = url.split("#", 1)
    local = guest.side.url + "#" + path[1]  # the guest's own copy of the site, same path
    t0 = time.monotonic()
    if via_hash:  # the link pasted into the address bar of the page already open: no reload
        guest.page.evaluate("(h) => { location.hash = h; }", "#" + path[1])
        figures["boot_s"].append(0.0)
    else:
        guest.page.goto("about:blank")
        guest.open(local)  # the page opens the join screen by itself
        figures["boot_s"].append(time.monotonic() - t0)
    st = guest.wait("answer code", lambda s: s.get("join_state") in ("answer", "failed") and (
        s.get("code") or s.get("join_state") == "failed"))
    assert st["join_state"] == "answer", st
    figures["answer_len"].append(len(st["code"]))
    t1 = time.monotonic()
    figures["code_s"].append(t1 - t0 - figures["boot_s"][-1])
    host.dialog_answer = st["code"]
    host.press(f"link:paste:{seat}")
    try:
        guest.wait("seated", lambda s: s.get("screen") == "peer_table")
    except AssertionError as e:  # say what the host saw too
        hs = host.state()
        raise AssertionError(f"{e}\nhost: answer {'not ' if host.dialog_answer else ''}pasted, links "
                             f"{hs.get('link_state')}, seats {hs.get('status')}, log {hs.get('net_log')}\n"
                             f"{host.log.tail()}") from None
    t2 = time.monotonic()
    figures["open_to_seated_s"].append(t2 - t0)
    figures["answer_to_seated_s"].append(t2 - t1)
    host.wait(f"seat {seat} online", lambda s: s.get("screen") != "lobby" or s["status"][seat]["online"])
    return path[1]


def new_figures() -> dict[str, list[float]]:
    return {k: [] for k in ("invite_len", "answer_len", "open_to_seated_s", "answer_to_seated_s", "boot_s",
                            "code_s", "offer_s")}


def open_table(host: Page, game: str, kinds: list[str], preset: str | None = None, relays: str = "") -> None:
    """The host's page: the lobby, the game and who sits where (``kinds[i]``: friend or bot), open.
    ``relays``: the signalling relays to set for rooms (typed into the lobby's prompt)."""
    host.page.evaluate("window.paiju.setting('speed', '\"instant\"')")
    host.press("online")
    host.wait("lobby", lambda s: s["screen"] == "lobby")
    if relays:
        host.dialog_answer = relays
        host.press("lobby:relays")
        host.wait("relays set", lambda s: any(h["id"] == "lobby:relays" and relays in h.get("label", "")
                                              for h in s.get("hits", [])))
    host.press(f"lobby:game:{game}")
    if preset is not None:
        host.press(f"lobby:preset:{preset}")
    for i, k in enumerate(kinds):
        if i:
            host.press(f"lobby:kind:{i}:{k}")
    host.press("lobby:ice:none")
    host.press("lobby:create")
    host.wait("table created", lambda s: s.get("hosting"))


@contextmanager
def two_sides(nets: Namespaces, site: Path, harness: Any, tmp: Path, guests: int,
              reach: tuple[str, ...] = (), host_args: tuple[str, ...] = ()
              ) -> Iterator[tuple[Side, Side, Any, list[Any], Any]]:
    """Computer A (the host's laptop) and computer B (the guests' phones), each in its namespace: the
    host's browser context, ``guests`` phone contexts on B, and the guard that aborts and records
    every request off this machine. ``host_args``: more Chromium flags for A (a fake camera)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        port = _free_port()
        a = Side(nets.a, site, harness.ROOT, tmp, pw, port, reach, host_args)
        b = Side(nets.b, site, harness.ROOT, tmp, pw, port, reach)
        try:
            hctx = a.browser.new_context(viewport={"width": 1366, "height": 768})
            gctxs = [b.browser.new_context(viewport={"width": 390, "height": 844}) for _ in range(guests)]
            guard = harness.BrowserLog()
            for c in (hctx, *gctxs):
                c.grant_permissions(["clipboard-read", "clipboard-write"])
                harness.guard_context(c, guard)
            yield a, b, hctx, gctxs, guard
        finally:
            a.close()
            b.close()


@pytest.mark.parametrize("game", ["gouji", "paohuzi"])
def test_a_peer_table_of_gouji_and_paohuzi_deals_plays_and_ends(nets: Namespaces, built_site: Path, harness: Any,
                                                                 tmp_path: Path, game: str) -> None:
    """The host and a friend in another browser play a whole hand by clicks, the rest bots: both see
    the end-of-hand sheet and "verified", and the next hand deals on both tables."""
    figures = new_figures()
    driver = {"gouji": next_press_gouji, "paohuzi": next_tap_paohuzi}[game]
    with two_sides(nets, built_site, harness, tmp_path, 1) as (a, b, hctx, (gctx,), guard):
        host, guest = Page(a, hctx, harness, "host"), Page(b, gctx, harness, "guest")
        host.open(a.url)
        n = 6 if game == "gouji" else 3
        open_table(host, game, ["me", "friend"] + ["bot"] * (n - 2))
        join_seat(host, guest, 1, figures)
        host.press("lobby:deal")
        pages = [host, guest]
        for p in pages:
            p.wait("dealt", lambda s: s.get("screen") == "peer_table" and s.get("phase") is not None)
        players, hints = [SplitMix64(7 + i) for i in range(2)], [Hints(), Hints()]
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline:
            states = [p.state() for p in pages]
            if all(st.get("end_shown") for st in states):
                break
            acted = False
            for p, st, rng, hint in zip(pages, states, players, hints, strict=True):
                hit = topmost(st, hint(st, driver(st, rng)) or "")
                if hit is not None:
                    p.page.mouse.click(*center(hit))
                    acted = True
            host.page.wait_for_timeout(60 if acted else 100)
        for p in pages:
            st = p.wait("verified", lambda s: s.get("end_shown") and s.get("verified") is not None, timeout=60)
            assert st["verified"] is True, (p.name, st["problems"])
            assert "peer:verified" in {h["id"] for h in st["hits"]}
        guest.press("end:next")  # a guest waits for the host
        assert "等待" in guest.state()["toast"]
        host.press("end:next")
        for p in pages:
            p.wait("the next hand", lambda s: s.get("hand_no") == 2 and not s.get("over") and s.get("phase"))
        for p in pages:
            assert not p.log.page_errors and not p.log.console_errors, (p.name, p.log.tail())
        assert not guard.external, guard.external


def test_a_stranger_with_a_wrong_secret_is_told_and_can_go_back(nets: Namespaces, built_site: Path,
                                                                  harness: Any, tmp_path: Path) -> None:
    """An invite whose secret was altered: the host refuses the hello (E_AUTH) and the join screen
    says so, with the way back, instead of "connecting" for ever."""
    with two_sides(nets, built_site, harness, tmp_path, 1) as (a, b, hctx, (gctx,), guard):
        host, guest = Page(a, hctx, harness, "host"), Page(b, gctx, harness, "guest")
        host.open(a.url)
        open_table(host, "huaniao", ["me", "friend", "bot", "bot"])
        host.press("link:invite:1")
        st = host.wait("invite 1", lambda s: "1" in s.get("invites", {}))
        seat, _secret, offer = st["invites"]["1"].split("#j=", 1)[1].split(".", 2)
        guest.open(guest.side.url + f"#j={seat}.{'A' * 22}.{offer}")
        st = guest.wait("answer code", lambda s: s.get("join_state") == "answer" and s.get("code"))
        host.dialog_answer = st["code"]
        host.press("link:paste:1")
        st = guest.wait("refusal", lambda s: s.get("join_state") == "failed", timeout=60)
        assert "座位或密钥不对" in st["error"] or "wrong seat or secret" in st["error"], st
        guest.press("join:back")
        guest.wait("home", lambda s: s.get("screen") not in ("join", "peer_table"))
        assert not guard.external, guard.external


def test_three_browsers_play_a_song_with_drop_and_host_reload(nets: Namespaces, built_site: Path,
                                                              harness: Any, tmp_path: Path) -> None:
    figures = new_figures()
    with two_sides(nets, built_site, harness, tmp_path, 2) as (a, b, hctx, (g1ctx, g2ctx), guard):
        host = Page(a, hctx, harness, "host")
        g1 = Page(b, g1ctx, harness, "guest1")
        g2 = Page(b, g2ctx, harness, "guest2")
        host.open(a.url)
        open_table(host, "huaniao", ["me", "friend", "friend", "bot"], preset="simple")
        first = join_seat(host, g1, 1, figures)
        # The QR code of an invite: segno is installed by micropip from the site, offline.
        host.press("link:invite:2")
        host.wait("invite 2", lambda s: "2" in s.get("invites", {}))
        host.press("link:qr:2")
        host.wait("QR ready", lambda s: s.get("qr_ready") and s.get("qr_for") == 2, timeout=60)
        host.press("link:qr_close")
        join_seat(host, g2, 2, figures)
        host.press("lobby:deal")
        host.wait("dealt", lambda s: s["screen"] == "peer_table" and s.get("phase_net") == "playing")
        pages = {0: host, 1: g1, 2: g2}
        players = {seat: SplitMix64(40 + seat) for seat in pages}
        dropped = reloaded = False
        reload_at = 20
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline:
            hs = host.state()
            if hs.get("screen") == "peer_table" and hs.get("over"):
                break
            ply = int(hs.get("ply", 0))
            if not dropped and ply >= 8:
                dropped = True
                g1.page.close()  # the guest's page goes away mid-song
                # the host's page makes the next invite for the seat by itself: let it finish first
                host.wait("seat 1 away", lambda s: not s["seats"][1]["online"] and
                          s.get("link_state", {}).get("1") == "invited")
                host.press("peer:links")
                g1 = Page(b, g1ctx, harness, "guest1-again")
                pages[1] = g1
                # The friend reopens the first invite: used up, said at once (no answer code to send).
                g1.open(g1.side.url + "#" + first)
                st = g1.wait("used up", lambda s: s.get("join_state") in ("answer", "failed"))
                assert st["join_state"] == "failed" and "已经用过" in st["error"] and not st.get("code"), st
                join_seat(host, g1, 1, figures)
                host.press("peer:close")
                # a short song (the deal is everyone's randomness) may end by ply 20: reload soon after
                reload_at = int(host.state().get("ply", 0)) + 2
                continue
            if dropped and not reloaded and ply >= reload_at:
                reloaded = True
                host.page.reload()
                harness.wait_ready(host.page, 120, host.log)  # back in the lobby by itself
                host.wait("resumed lobby", lambda s: s["screen"] == "lobby" and s.get("hosting"))
                join_seat(host, g1, 1, figures)
                join_seat(host, g2, 2, figures, via_hash=True)
                host.press("lobby:to_table")
                host.wait("back at the table", lambda s: s["screen"] == "peer_table")
                continue
            acted = False
            for seat, p in pages.items():
                st = p.state()
                hid = next_tap(st, players[seat])
                hit = None if hid is None else topmost(st, hid)
                if hit is not None:
                    p.page.mouse.click(*center(hit))
                    acted = True
            host.page.wait_for_timeout(60 if acted else 100)
        assert dropped and reloaded
        for p in pages.values():
            st = p.wait("verified", lambda s: s.get("verified") is not None, timeout=60)
            assert st["verified"] is True, (p.name, st["problems"])
        # Latency: a ply's intent left one page; when did the others draw it?
        lat = []
        states = {seat: p.state() for seat, p in pages.items()}
        for seat, st in states.items():
            for ply, sent in st["sent_at"].items():
                for other, ost in states.items():
                    seen = ost["seen_at"].get(str(int(ply) + 1))
                    if other != seat and seen is not None and seen >= sent:
                        lat.append((seen - sent) * 1000)
        lat.sort()
        lines = [f"invite length {figures['invite_len']} chars, answer code {figures['answer_len']} chars",
                 "open invite -> seated (s): " + ", ".join(f"{x:.2f}" for x in figures["open_to_seated_s"]),
                 "answer pasted -> seated (s): " + ", ".join(f"{x:.2f}" for x in figures["answer_to_seated_s"]),
                 "of which page boot (s): " + ", ".join(f"{x:.2f}" for x in figures["boot_s"]),
                 "answer code ready after boot (s): " + ", ".join(f"{x:.2f}" for x in figures["code_s"]),
                 "host offer ready (s): " + ", ".join(f"{x:.2f}" for x in figures["offer_s"])]
        if lat:
            lines.append(f"action-to-screen latency over {len(lat)} samples: p50 {statistics.median(lat):.1f} ms, "
                         f"p95 {lat[int(0.95 * (len(lat) - 1))]:.1f} ms")
        print("\n" + "\n".join(lines))
        assert max(figures["invite_len"]) < 600
        for p in pages.values():
            assert not p.log.page_errors, (p.name, p.log.page_errors)
        assert not guard.external, guard.external
