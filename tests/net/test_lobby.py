"""The lobby and the peer table on CPython: a host page and two guest pages (in-memory links instead
of WebRTC) play a whole 花鸟风月 song through the shared table screen, with a bot in the fourth seat."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pygame_core.core import registry
from pygame_core.net import Guest, PeerClient, join
from pygame_core.ui import lobby
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.browser import qr_matrix
from pygame_core.ui.widgets import draw_qr

from .harness import scripted


def frames(*apps: App, now: float = 0.0) -> None:
    for a in apps:
        a.frame(now)


def test_host_lobby_to_verified_song() -> None:
    try:
        registry.get("huaniao")
    except ImportError:
        pytest.skip("huaniao does not import")
    host_app = App(MemoryStorage())
    host_app.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    host_app.settings["speed"] = "instant"
    lobby.open(host_app)
    lob = host_app.screen
    assert isinstance(lob, lobby.HostLobby)
    host_app.frame(0.0)
    lob.tap("lobby:game:huaniao", 0.0)
    lob.tap("lobby:kind:3:bot", 0.0)
    lob.tap("lobby:timers:on", 0.0)
    host_app.frame(0.0)
    assert any(h["id"] == "lobby:timers:on" for h in host_app.state()["hits"])
    lob.tap("lobby:create", 0.0)
    host = lob.host
    assert host is not None and [s.kind for s in host.seats] == ["remote", "remote", "remote", "bot"]
    assert host.timers
    assert host_app.storage.get(lobby.HOST_KEY)
    # No WebRTC in CPython: the invite button says so instead of crashing.
    lob.tap("link:invite:1", 0.0)
    assert lob.link_state[1].startswith("failed")
    host_app.frame(0.0)
    # Two guest "pages" on in-memory links.
    guests = {}
    for seat in (1, 2):
        g = Guest(seat, host.secret(seat))
        join(lob.net, host, g, str(seat))
        guests[seat] = g
    lob.net.run()
    assert all(g.seated for g in guests.values())
    assert host.status()[1]["online"] and host.status()[2]["online"]
    lob.tap("lobby:deal", 0.0)
    table = host_app.screen
    assert isinstance(table, lobby.PeerTableScreen)
    guest_apps = {}
    for seat, g in guests.items():
        a = App(MemoryStorage())
        a.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
        a.show(lobby.PeerTableScreen(a, PeerClient(g, registry.get("huaniao"))))
        guest_apps[seat] = a
    choose = scripted(5, lambda seat: sum(1 for s, _ in host.actions if s == seat))
    me = lob.me
    assert me is not None
    now = 0.0
    for _ in range(3000):
        if host.phase != "playing":
            break
        now += 1.0
        acted = False
        for g in [me, *guests.values()]:
            if g.my_turn() and g.legal:
                if g is me:
                    table.submit(choose(g), now)  # through the table, as a tap would
                else:
                    g.act(choose(g))
                lob.net.run()
                acted = True
                break
        if not acted:
            host.clock = lambda now=now: 1e6 + now  # let timers and bot delays run out
            host.tick()
            lob.net.run()
        frames(host_app, *guest_apps.values(), now=now)
    assert host.phase in ("over", "done")
    frames(host_app, *guest_apps.values(), now=now + 10)
    for a in (host_app, *guest_apps.values()):
        st = a.state()
        assert st["screen"] == "peer_table" and st["over"], st
        assert st["verified"] is True, st["problems"]
        assert any(h["id"] == "peer:verified" for h in st["hits"])
    # Chat: a quick phrase from a guest reaches everyone, as plain text.
    ga = guest_apps[1]
    ga.tap("peer:chat", now)
    ga.frame(now)
    ga.tap("peer:phrase:0", now)
    lob.net.run()
    assert me.chat[-1]["text"] == "你好！" and guests[2].chat[-1]["from"] == 1
    # The host deals the next hand from the end screen; a guest's "next" only waits.
    ga.tap("end:next", now)
    assert "等待" in ga.state()["toast"]
    host_app.tap("end:next", now)
    lob.net.run()
    assert host.hand == 2 and host.phase == "playing"
    # A host reload: the lobby resumes the saved table.
    app2 = App(host_app.storage)
    app2.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    lobby.open(app2)
    lob2 = app2.screen
    assert isinstance(lob2, lobby.HostLobby) and lob2.host is not None
    assert lob2.host.state is not None and lob2.host.state.notation() == host.state.notation()  # type: ignore[union-attr]
    app2.frame(now)
    info = app2.state()
    assert info["hosting"] and json.dumps(info["status"])


def test_join_screen_refuses_a_bad_invite() -> None:
    a = App(MemoryStorage())
    a.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    a.show(lobby.JoinScreen(a, "#j=1.short"))
    a.frame(0.0)
    st = a.state()
    assert st["join_state"] == "failed" and st["error"]


def test_qr_drawing_when_segno_is_available() -> None:
    m = qr_matrix("https://someone.github.io/paiju/#j=1." + "A" * 150)
    if m is None:
        pytest.skip("segno not installed here")
    from pygame_core.ui.draw import DisplayList
    from pygame_core.ui.geom import Rect

    dl = DisplayList()
    draw_qr(dl, Rect(0, 0, 300, 300), m)
    assert len(m) >= 21 and len(dl.ops) > 50


class FakeBridge:
    """The page's WebRTC bridge as far as the join screen needs it (no browser here)."""

    supported = True

    def __init__(self) -> None:
        self.handlers: dict[str, Any] = {}

    def configure(self, ice: dict[str, Any]) -> None: ...

    async def answer(self, lid: str, sdp: str) -> str:
        return sdp


def _join_screen(monkeypatch: pytest.MonkeyPatch, saved: str | None = None) -> tuple[App, Any]:
    from pygame_core.net.invite import pack_sdp
    from pygame_core.ui import join as join_mod

    from .test_invite import OFFER

    fake = FakeBridge()
    monkeypatch.setattr(join_mod, "bridge", lambda: fake)
    monkeypatch.setattr(join_mod, "spawn", lambda aw: aw.close())
    a = App(MemoryStorage())
    a.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    if saved is not None:
        a.storage.set(lobby.GUEST_KEY, saved)
    scr = join_mod.JoinScreen(a, "#j=1." + "A" * 22 + "." + pack_sdp(OFFER))
    a.show(scr)
    return a, scr


def test_join_screen_shows_a_refusal_and_a_way_back(monkeypatch: pytest.MonkeyPatch) -> None:
    from pygame_core.net import messages as M

    a, scr = _join_screen(monkeypatch)
    scr.state = "open"
    scr._on_link("message", M.encode("bye", code="E_AUTH", reason={"zh-Hans": "座位或密钥不对",
                                                                "zh-Hant": "座位或密鑰不對", "en": "wrong seat or secret"}))
    a.frame(0.0)
    st = a.state()
    assert st["join_state"] == "failed" and "座位或密钥不对" in st["error"]
    assert any(h["id"] == "join:back" for h in st["hits"])


def test_join_screen_times_out_with_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    from pygame_core.ui import join as join_mod

    a, scr = _join_screen(monkeypatch)
    scr.state, scr.open_since = "open", -1e9
    a.frame(0.0)
    st = a.state()
    assert st["join_state"] == "failed" and str(round(join_mod.JOIN_TIMEOUT)) in st["error"]


def test_join_screen_discards_a_damaged_seat_record(monkeypatch: pytest.MonkeyPatch) -> None:
    a, scr = _join_screen(monkeypatch, json.dumps({"seat": 1, "secret": "A" * 22, "records": "broken"}))
    a.frame(0.0)
    st = a.state()
    assert st["notice"] and a.storage.get(lobby.GUEST_KEY) is None and st["join_state"] == "answering"


def test_the_hosts_page_runs_its_bots_in_slices() -> None:
    # at a peer table the host's page runs the bots: a hard search must not freeze it
    app = App(MemoryStorage())
    app.settings["tour_off"] = True
    lobby.open(app)
    lob = app.screen
    assert isinstance(lob, lobby.HostLobby)
    lob.tap("lobby:create", 0.0)
    assert lob.host is not None and lob.host.master.slice_ms is not None


class SendingBridge(FakeBridge):
    def __init__(self) -> None:
        super().__init__()
        self.sent: list[tuple[str, str]] = []
        self.accepted: list[str] = []

    def send(self, lid: str, text: str) -> None:
        self.sent.append((lid, text))

    async def accept(self, lid: str, sdp: str) -> None:
        self.accepted.append(lid)


def test_a_reopened_used_invite_says_at_once_that_it_is_used_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page closed mid-hand and the friend reopens the first invite: its offer connected once and
    the host's end of it is gone, so the page says so at once instead of an answer that times out."""
    from pygame_core.ui import join as join_mod

    a, scr = _join_screen(monkeypatch)
    fake = SendingBridge()
    monkeypatch.setattr(join_mod, "bridge", lambda: fake)
    scr._on_link("open", "")  # the channel opened: this offer is used
    assert fake.sent and json.loads(fake.sent[0][1])["t"] == "hello"
    scr2 = join_mod.JoinScreen(a, "#j=1." + "A" * 22 + "." + scr.invite.offer)  # the same link again
    a.show(scr2)
    a.frame(0.0)
    st = a.state()
    assert st["join_state"] == "failed" and "已经用过" in st["error"] and not scr2.code
    # A fresh invite (another offer) for the same seat answers as usual.
    from pygame_core.net.invite import pack_sdp

    from .test_invite import OFFER

    scr3 = join_mod.JoinScreen(a, "#j=1." + "A" * 22 + "." + pack_sdp(OFFER.replace("6XrF", "7YsG")))
    assert scr3.state == "answering"


def test_the_host_sees_an_answer_to_an_old_invite_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The host pastes an answer to the invite it replaced when the seat dropped: the seat's row says
    so at once, over the stand-in ("电脑代打" does not hide it), and nothing is accepted."""
    from pygame_core.net.invite import answer_code, invite_url, pack_sdp
    from pygame_core.ui import host_lobby
    from pygame_core.ui.draw import DisplayList
    from pygame_core.ui.geom import Rect

    from .test_invite import ANSWER_MDNS, BASE, OFFER

    app = App(MemoryStorage())
    app.settings["tour_off"] = True
    app.settings["speed"] = "instant"
    lobby.open(app)
    lob = app.screen
    assert isinstance(lob, lobby.HostLobby)
    lob.tap("lobby:game:huaniao", 0.0)
    lob.tap("lobby:create", 0.0)
    host = lob.host
    assert host is not None
    fake = SendingBridge()
    monkeypatch.setattr(host_lobby, "bridge", lambda: fake)
    monkeypatch.setattr(host_lobby, "spawn", lambda aw: aw.close())
    old, new = pack_sdp(OFFER), pack_sdp(OFFER.replace("6XrF", "7YsG"))
    lob.invites[1] = invite_url(BASE, 1, host.secret(1), OFFER.replace("6XrF", "7YsG"))  # the fresh one
    lob.link_state[1] = "invited"
    host.master.set_standin(1, True)  # away: a bot plays the seat
    lob.accept_answer(answer_code(1, ANSWER_MDNS, old))
    assert lob.link_state[1].startswith("failed") and "旧邀请" in lob.link_state[1]
    dl = DisplayList()
    lob.draw_links(dl, Rect(0, 0, 640, 900))
    drawn = json.dumps([str(op) for op in dl.ops], ensure_ascii=False)
    assert "旧邀请" in drawn and "电脑代打" in drawn
    lob.accept_answer(answer_code(1, ANSWER_MDNS, new))  # the right one goes on to connect
    assert lob.link_state[1] == "connecting"


def test_an_open_channel_not_seated_says_hello_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """CI, tests/e2e/test_peer.py's host reload: a guest's channel stood open 20 s with no welcome and
    the join failed while the host saw the link open. Until the page is seated it says hello again
    every HELLO_AGAIN s; the host answers each with a welcome and a sync, so a hello or an answer gone
    astray costs seconds, not the join. Once seated, no more hellos."""
    from pygame_core.net import Host
    from pygame_core.ui import join as join_mod

    a, scr = _join_screen(monkeypatch)
    info = registry.get("huaniao")
    host = Host("huaniao", dict(info.presets[info.default_preset]),
                [{"kind": "remote"}, {"kind": "remote"}, {"kind": "remote"}, {"kind": "bot"}])
    host.seats[1].secret = scr.invite.secret

    class Wire:
        """The host's end of the channel; its first answers go astray."""

        lost = True

        def send(self, text: str) -> None:
            if not self.lost:
                scr._on_link("message", text)

        def close(self) -> None: ...

    wire = Wire()
    host.attach(wire)
    fake = SendingBridge()
    monkeypatch.setattr(fake, "send", lambda lid, text: (fake.sent.append((lid, text)), host.on_text(wire, text)))
    monkeypatch.setattr(join_mod, "bridge", lambda: fake)
    scr._on_link("open", "")

    def hellos() -> int:
        return sum(1 for _, m in fake.sent if json.loads(m)["t"] == "hello")

    a.frame(0.0)
    assert hellos() == 1 and scr.state == "open" and host.status()[1]["online"]
    wire.lost = False
    scr.hello_at -= join_mod.HELLO_AGAIN
    a.frame(0.0)
    assert hellos() == 2 and scr.state == "seated" and isinstance(a.screen, lobby.PeerTableScreen)
    scr.hello_at -= join_mod.HELLO_AGAIN
    a.frame(0.0)
    assert hellos() == 2
