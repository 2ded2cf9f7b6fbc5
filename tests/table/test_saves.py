"""Saves written before the Master (paiju-match/1, local and hosted) still load and play on; saves
from a newer version or damaged ones are refused with a reason, never a traceback or a stuck screen.

``v1_saves.json`` was written by the code before the Master (commit 8cfd5e8): for each game a local
match in its second hand, a hosted toy table in its second hand, and a hosted 花鸟风月 table dealing
its second hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from net.harness import Entropy, FakeClock  # tests/ is on the path: tests/table and tests/net are packages
from net.toygame import resolve as toy_resolve

from pygame_core.core import registry
from pygame_core.core.replay import Replay
from pygame_core.net import Guest, Host, join
from pygame_core.net.transport import MemoryNet
from pygame_core.table import LocalClient, Master, MatchError
from pygame_core.ui import lobby
from pygame_core.ui.app import MATCH_KEY, SETTINGS_KEY, App, MemoryStorage
from pygame_core.ui.start import StartScreen
from pygame_core.ui.table_screen import TableScreen

V1: dict[str, Any] = json.loads((Path(__file__).parent / "v1_saves.json").read_text(encoding="utf-8"))


# 花鸟风月's notation v1 was a JSON dump that v2 no longer reads; these of its fields changed shape.
V1_RESHAPED = {"pool", "snapshot", "rng", "events"}


def same_as_v1(game: str, state: Any, v1_text: str) -> bool:
    """Whether ``state`` is the position the v1 engine wrote as ``v1_text``."""
    if game != "huaniao":  # 够级 and 跑胡子 still read their v1 positions
        return bool(state.notation() == registry.get(game).load(v1_text).notation())
    dump = json.loads(v1_text.split(" ", 1)[1])
    return all(getattr(state, k) == v for k, v in dump.items() if k not in V1_RESHAPED)


@pytest.mark.parametrize("game", ["huaniao", "gouji", "paohuzi"])
def test_a_local_v1_save_loads_and_plays_on(game: str) -> None:
    old = V1[game]
    m = Master.loads(old["save"])
    assert same_as_v1(game, m.state, old["notation"]) and m.hand_no == old["hands"] == 2
    assert LocalClient(m).wins() == old["wins"]
    assert m.standins == ["normal"] * m.info.seats  # today's normal level stands in for v1's first
    m.seats = [k if k != "human" else f"bot:{m.standins[i]}" for i, k in enumerate(m.seats)]  # play it out
    m.run_bots()
    assert m.is_over()
    assert json.loads(m.dumps())["format"] == "paiju-match/2"


def test_the_start_screen_resumes_a_v1_save() -> None:
    storage = MemoryStorage()
    storage.set(MATCH_KEY, V1["huaniao"]["save"])
    app = App(storage)
    assert isinstance(app.screen, StartScreen)
    app.screen.resume(0.1)
    app.frame(0.2)
    st = app.state()
    assert st["screen"] == "table" and not st["toast"]
    assert st["notation"] == Master.loads(V1["huaniao"]["save"]).state.notation()


@pytest.mark.parametrize("bad", ['{"format": "paiju-match/3", "game": "huaniao"}',
                                 '{"format": "paiju-match/12", "hands": []}'])
def test_a_save_from_a_newer_version_is_refused_with_a_reason(bad: str) -> None:
    with pytest.raises(MatchError) as e:
        Master.loads(bad)
    assert e.value.code == "E_SAVE_NEWER" and "newer version" in e.value.message("en")
    storage = MemoryStorage()
    storage.set(MATCH_KEY, bad)
    storage.set(SETTINGS_KEY, json.dumps({"game": "huaniao"}))  # the game chosen when the match began
    app = App(storage, lang="en")
    assert isinstance(app.screen, StartScreen)
    app.screen.resume(0.1)
    app.frame(0.2)
    assert isinstance(app.screen, TableScreen)  # a new game, with the reason
    assert "newer version" in app.state()["toast"] and "new game" in app.state()["toast"]
    # with no game chosen (settings lost), the reason alone, and the start screen asks for a game
    storage = MemoryStorage()
    storage.set(MATCH_KEY, bad)
    app = App(storage, lang="en")
    assert isinstance(app.screen, StartScreen)
    app.screen.resume(0.1)
    app.frame(0.2)
    assert isinstance(app.screen, StartScreen) and storage.get(MATCH_KEY) is None
    assert "newer version" in app.state()["toast"] and "new game" not in app.state()["toast"]


def reconnect(host: Host, guests: dict[int, Guest], net: MemoryNet) -> None:
    for seat, g in guests.items():
        join(net, host, g, f"{seat}-again")
    net.run()


def test_a_hosted_v1_table_resumes_mid_hand_and_finishes_verified() -> None:
    old = V1["host_toy"]
    clock = FakeClock()
    host = Host.loads(old["save"], resolve=toy_resolve, clock=clock, entropy=Entropy(3))
    assert host.phase == "playing" and host.hand == old["hand"] == 2
    assert host.state is not None and host.state.notation() == old["notation"]
    assert len(host.actions) == old["actions"] and len(host.master.hands) == 2
    d = json.loads(old["save"])
    guests = {i: Guest(i, s["secret"], resolve=toy_resolve) for i, s in enumerate(d["seats"]) if s["kind"] == "remote"}
    net = MemoryNet()
    reconnect(host, guests, net)
    for _ in range(500):
        if host.phase != "playing":
            break
        g = next((g for g in guests.values() if g.my_turn() and g.legal), None)
        if g is None:
            clock.advance(1.0)
            host.tick()
        else:
            g.act(g.legal[0])
        net.run()
    assert host.phase == "over"
    for g in guests.values():
        v = g.verification(2)
        assert v is not None and v.ok, v.problems  # with notes: these pages came back after the deal


def test_a_hosted_v1_table_that_was_dealing_deals_after_the_reload() -> None:
    old = V1["host_huaniao_dealing"]
    clock = FakeClock()
    host = Host.loads(old["save"], clock=clock, entropy=Entropy(4))
    assert host.phase == "dealing" and host.hand == 2 and host.state is None
    assert host.master.hand_no == 1 and same_as_v1("huaniao", host.master.state, old["final"])
    clock.advance(host.share_timeout)
    host.tick()  # nobody came back in time: the deal goes on with the host's share
    assert host.phase == "playing" and host.master.hand_no == 2
    first = Replay.from_json(host.history[-1]["replay"]).run()
    assert host.master.hand.carry == first.carry() is not None  # the series carries on


@pytest.mark.parametrize(("raw", "words"), [
    ("{", "damaged"), ('{"format": "paiju-host/9"}', "newer version"), ('{"format": "paiju-host/2"}', "damaged"),
    (json.dumps({**json.loads(V1["host_toy"]["save"]), "game": "nope"}), "damaged")])
def test_a_bad_host_save_gives_a_reason_and_a_fresh_lobby(raw: str, words: str) -> None:
    app = App(MemoryStorage(), lang="en")
    app.storage.set(lobby.HOST_KEY, raw)
    lobby.open(app)
    app.frame(0.0)
    st = app.state()
    assert st["screen"] == "lobby" and not st["hosting"] and words in st["toast"], st["toast"]
    assert app.storage.get(lobby.HOST_KEY) is None
