"""Peer tables deal, play and end like local ones, in all three games: a host page and a guest page
(in-memory links instead of WebRTC) play whole hands through the table screen, pressing only what a
player can press (the same buttons and cards as at a local table), then the next hand is dealt."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
from ui_driver import TABLES, Hints, center, next_press_gouji, next_tap, next_tap_paohuzi

from pygame_core.core import registry
from pygame_core.core.rng import SplitMix64
from pygame_core.net import Guest, PeerClient, join
from pygame_core.ui import lobby
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.table_bar import SWAP_S

Driver = Callable[[dict[str, Any], SplitMix64], "str | None"]
DRIVERS: dict[str, Driver] = {"huaniao": next_tap, "gouji": next_press_gouji, "paohuzi": next_tap_paohuzi}


def texts(app: App) -> list[str]:
    return [str(op[3]) for op in app.dl.ops if op[0] == "T"]


def host_and_guest(game: str, w: int, h: int) -> tuple[App, App, Any]:
    host_app = App(MemoryStorage())
    host_app.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    host_app.settings["speed"] = "instant"
    host_app.handle({"t": "resize", "w": w, "h": h, "dpr": 2}, 0.0)
    lobby.open(host_app)
    lob = host_app.screen
    assert isinstance(lob, lobby.HostLobby)
    host_app.frame(0.0)
    lob.tap(f"lobby:game:{game}", 0.0)
    info = registry.get(game)
    for i in range(2, info.seats):
        lob.tap(f"lobby:kind:{i}:bot", 0.0)
    lob.tap("lobby:create", 0.0)
    host = lob.host
    assert host is not None
    g = Guest(1, host.secret(1))
    join(lob.net, host, g, "1")
    lob.net.run()
    guest_app = App(MemoryStorage())
    guest_app.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    guest_app.handle({"t": "resize", "w": w, "h": h, "dpr": 2}, 0.0)
    guest_app.show(lobby.PeerTableScreen(guest_app, PeerClient(g, info)))  # what the join screen shows
    lob.tap("lobby:deal", 0.0)
    return host_app, guest_app, lob


def shows_the_hand(a: App, host: Any) -> None:
    """The table shows the seat's own view of the hand on the host: not an empty or stale one."""
    screen = a.screen
    assert isinstance(screen, lobby.PeerTableScreen)
    st = a.state()
    want = host.state.view(st["viewer"])
    assert st["phase"] == want.get("phase") and st["phase"] is not None, st
    assert st["hand"] == [screen.plugin.card_key(c) for c in screen.plugin.hand(want)]


def play_to_the_end(game: str, apps: list[App], now: float, seed: int) -> float:
    rngs = [SplitMix64(seed + i) for i in range(len(apps))]
    hints = [Hints() for _ in apps]
    for _ in range(20000):
        now += 0.5
        done = True
        for a, rng, hint in zip(apps, rngs, hints, strict=True):
            a.frame(now)
            st = a.state()
            assert st["screen"] in TABLES
            done = done and bool(st.get("end_shown"))
            hid = hint(st, DRIVERS[game](st, rng))
            if hid is not None:
                hit = next((x for x in st["hits"] if x["id"] == hid), None)
                assert hit is not None, f"{hid} is not on screen: {[x['id'] for x in st['hits']]}"
                assert a.tap_at(*center(hit), now) == hid
        if done:
            return now
    raise AssertionError(f"{game}: the hand did not end: {[a.state().get('log') for a in apps]}")


@pytest.mark.parametrize(("game", "w", "h"), [("huaniao", 390, 844), ("gouji", 1366, 768), ("paohuzi", 390, 844)])
def test_a_peer_table_deals_plays_and_ends_like_a_local_one(game: str, w: int, h: int) -> None:
    host_app, guest_app, lob = host_and_guest(game, w, h)
    apps = [host_app, guest_app]
    host_app.frame(0.1)
    guest_app.frame(0.1)
    for a in apps:  # the deal reached both tables
        shows_the_hand(a, lob.host)
    now = play_to_the_end(game, apps, 1.0, seed=len(game))
    for a in apps:
        now += 0.5
        a.frame(now)
        st = a.state()
        assert st["over"] and st["end_shown"] and st["verified"] is True, st["problems"]
        assert "peer:verified" in {x["id"] for x in st["hits"]}
        assert st["wins"] == host_app.state()["wins"]
        if game == "gouji":  # the score sheet of the series, on every page
            assert "计分表" in texts(a)
    # The guest waits for the host; the host deals the next hand, and both tables show it.
    guest_app.tap("end:next", now)
    assert "等待" in guest_app.state()["toast"]
    hit = next(x for x in host_app.state()["hits"] if x["id"] == "end:next")
    assert host_app.tap_at(*center(hit), now) == "end:next"
    assert lob.host is not None and lob.host.hand == 2
    for a in apps:
        now += 0.5
        a.frame(now)
        st = a.state()
        assert st["hand_no"] == 2 and not st["over"], st
        shows_the_hand(a, lob.host)


def test_a_guest_takes_back_a_seat_the_rules_gave_to_a_bot() -> None:
    """With rule timers a guest who never answers is taken over (托管); the table shows it the same
    "take back" button as a local table, and pressing it gives the seat back."""
    host_app = App(MemoryStorage())
    host_app.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    host_app.settings.update(speed="instant", timers=True)
    lobby.open(host_app)
    lob = host_app.screen
    assert isinstance(lob, lobby.HostLobby)
    lob.tap("lobby:game:huaniao", 0.0)
    lob.tap("lobby:kind:2:bot", 0.0)
    lob.tap("lobby:create", 0.0)
    host = lob.host
    assert host is not None and host.timers
    clock = [1000.0]
    host.clock = lambda: clock[0]
    g = Guest(1, host.secret(1))
    join(lob.net, host, g, "1")
    lob.net.run()
    guest_app = App(MemoryStorage())
    guest_app.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    guest_app.show(lobby.PeerTableScreen(guest_app, PeerClient(g, registry.get("huaniao"))))
    lob.tap("lobby:deal", 0.0)
    rng = SplitMix64(3)
    now = 0.0
    for _ in range(3000):
        now += 0.5
        clock[0] += 20.0 if 1 in host.master.to_act() else 0.5  # the guest never answers: its timers run out
        host_app.frame(now)
        guest_app.frame(now)
        st = host_app.state()
        hid = next_tap(st, rng)
        if hid is not None:
            host_app.tap_at(*center(next(x for x in st["hits"] if x["id"] == hid)), now)
        gst = guest_app.state()
        if "btn:resume_seat" in {x["id"] for x in gst["hits"]}:
            break
        assert not gst["over"], "the hand ended before the guest was taken over"
    assert host.master.taken_over(1)
    now += SWAP_S  # a person's tap, not one in the instant 收回 took the place of what was there (Guard)
    guest_app.frame(now)
    hit = next(x for x in guest_app.state()["hits"] if x["id"] == "btn:resume_seat")
    assert guest_app.tap_at(*center(hit), now) == "btn:resume_seat"
    host_app.frame(now + 0.1)  # the host's page takes the intent in (the in-memory link needs its turn)
    guest_app.frame(now + 0.1)
    assert not host.master.taken_over(1) and 1 not in g.bots
    assert "btn:resume_seat" not in {x["id"] for x in guest_app.state()["hits"]}


def test_a_dropped_friend_gets_a_fresh_invite_from_the_host_table_with_one_tap() -> None:
    """The LAN path offline: when a friend's seat drops, the host's table shows that seat's fresh
    invite as one button; pressing it opens the links panel with the invite's QR code."""
    host_app, _guest_app, lob = host_and_guest("huaniao", 1200, 800)
    host_app.frame(0.1)
    assert not [h for h in host_app.state()["hits"] if h["id"].startswith("peer:reinvite:")]
    lob.dropped.add(1)
    lob.invites[1] = "https://paiju.example/#j=1.secret.offer"  # what make_invite leaves once the offer is made
    host_app.frame(0.2)
    assert lob.reinvites() == []  # seat 1 is still online: nothing to offer
    g = lob.host.seats[1].chan.link
    assert g is not None
    lob.host.on_close(g)
    host_app.frame(0.3)
    assert lob.reinvites() == [1]
    hit = next(h for h in host_app.state()["hits"] if h["id"] == "peer:reinvite:1")
    assert host_app.tap_at(*center(hit), 0.4) == "peer:reinvite:1"
    host_app.frame(0.5)
    st = host_app.state()
    assert st["qr_for"] == 1 and "link:qr_close" in {h["id"] for h in st["hits"]}


def test_scanning_without_a_camera_says_so_and_what_still_works() -> None:
    host_app, _guest_app, lob = host_and_guest("huaniao", 1200, 800)
    asyncio.run(lob.scan_answer())  # outside a page there is no camera at all
    assert "摄像头" in host_app.toast_text and "粘贴回复码" in host_app.toast_text
