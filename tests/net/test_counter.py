"""The 记牌器 at a peer table: the host's setting travels in the welcome, holds for every seat (the
host's own included) and survives a host reload; no guest switches it."""

from __future__ import annotations

import json

import pytest

from pygame_core.core import registry
from pygame_core.net import Guest, Host, PeerClient, join
from pygame_core.net import messages as M
from pygame_core.net.transport import MemoryNet
from pygame_core.ui import lobby
from pygame_core.ui.app import App, MemoryStorage


def seated(host: Host, seat: int) -> Guest:
    net = MemoryNet()
    g = Guest(seat, host.secret(seat))
    join(net, host, g, str(seat))
    net.run()
    assert g.seated
    return g


@pytest.mark.parametrize(("counter", "expect"), [(None, True), (False, False), (True, True)])
def test_the_hosts_setting_reaches_every_seat(counter: bool | None, expect: bool) -> None:
    seats = [{"kind": "remote"}] * 3 + [{"kind": "bot"}] * 3
    host = Host("gouji", {}, seats, counter=counter)
    assert host.counter is expect  # on by default against bots
    assert [seated(host, s).counter for s in range(3)] == [expect] * 3
    again = Host.loads(host.dumps())
    assert again.counter is expect and seated(again, 1).counter is expect


def test_default_off_among_friends_and_for_saves_that_predate_it() -> None:
    host = Host("huaniao", {}, [{"kind": "remote"}] * 4)
    assert host.counter is False and seated(host, 2).counter is False
    d = json.loads(Host("huaniao", {}, [{"kind": "remote"}] * 3 + [{"kind": "bot"}]).dumps())
    del d["counter"]
    assert Host.loads(json.dumps(d)).counter is True


def test_a_welcome_with_a_counter_that_is_not_true_or_false_is_refused() -> None:
    ok = M.encode("welcome", seat=1, match="m", game="gouji", options={}, seats=[], next=1, counter=False)
    assert M.decode(ok, M.HOST_TYPES, 1 << 16)["counter"] is False
    with pytest.raises(M.ProtocolError):
        M.decode(ok.replace('"counter":false', '"counter":"yes"'), M.HOST_TYPES, 1 << 16)


@pytest.mark.parametrize("game", ["gouji", "paohuzi"])
def test_the_lobby_choice_holds_at_every_table_and_no_guest_switches_it(game: str) -> None:
    app = App(MemoryStorage())
    app.settings["tour_off"] = True
    lobby.open(app)
    lob = app.screen
    assert isinstance(lob, lobby.HostLobby)
    lob.tap(f"lobby:game:{game}", 0.0)
    lob.tap("lobby:kind:2:bot", 0.0)
    app.frame(0.0)
    hits = {h["id"]: h for h in app.state()["hits"]}
    assert "lobby:counter:on" in hits and "lobby:counter:off" in hits
    lob.tap("lobby:counter:off", 0.0)  # a bot sits at the table, yet the host says no
    lob.tap("lobby:create", 0.0)
    host = lob.host
    assert host is not None and host.counter is False
    guest = seated(host, 1)
    info = registry.get(game)
    for client in (lob.client, PeerClient(guest, info)):
        assert client is not None and client.table_counter is False
        page = App(MemoryStorage())
        page.settings["tour_off"] = True
        screen = lobby.PeerTableScreen(page, client)
        page.show(screen)
        ui = screen.plugin
        assert ui.counter_rule() == (False, False)
        shown = ui.counter_on if game == "gouji" else ui.counter_on()  # type: ignore[attr-defined]
        assert shown is False
        ui.tap("gj:counter" if game == "gouji" else "btn:counter", screen.view())
        shown = ui.counter_on if game == "gouji" else ui.counter_on()  # type: ignore[attr-defined]
        assert shown is False, "no seat switches the host's setting"
