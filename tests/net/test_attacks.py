"""Attacks tried against the fair deal and the wire format beyond the threat model's first lines
(PROTOCOL.md names each test): a host that deals without a commitment, ends a hand in a sync and
never reveals, deals an earlier hand again or goes on after its reveal; a guest that sends
duplicate keys or text that is not UTF-8."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pygame_core.net import Guest, Host
from pygame_core.net import messages as M
from pygame_core.net.guest import REVEAL_TIMEOUT
from pygame_core.ui.peer_table import verdict_text

from . import test_threat
from .harness import Table
from .test_hostile import Raw, refused, snapshot
from .test_threat import Withholder, cheat_table, failed_with, verdicts

table = test_threat.table  # the same fixture: seat 0 hostile (raw), seat 1 an honest guest

class Uncommitted(Host):
    """Never sends its commitment, so no guest sends a share: the host alone picks the deal."""

    def _send_seat(self, seat: int, t: str, **fields: Any) -> None:
        if t != "commit":
            super()._send_seat(seat, t, **fields)


class GoesOn(Host):
    """Sends one more update for a hand it has revealed (what a guest saw after its verdict is
    never checked, so the verdict must not stand)."""

    def _reveal(self) -> None:
        super()._reveal()
        for i in range(len(self.seats)):
            self._send_seat(i, "update", hand=self.hand, ply=self.master.ply + 1, view=self.view_of(i) or {},
                            events=[], legal=[], to_act=[i])


def test_host_cannot_deal_without_a_commitment() -> None:
    t = cheat_table(Uncommitted)
    t.play_hand()
    assert failed_with(t, "no commitment")


def test_host_cannot_end_a_hand_in_a_sync_and_never_reveal() -> None:
    t = cheat_table(Withholder)
    t.play_hand()
    for seat in list(t.guests):
        t.reload_guest(seat)  # the page comes back to a hand over, with no reveal in the sync
    t.clock.advance(REVEAL_TIMEOUT)
    for g in t.guests.values():
        g.tick()
    assert failed_with(t, "did not reveal")


def test_host_cannot_deal_an_earlier_hand_again() -> None:
    t = cheat_table(Host)
    for _ in range(4):
        t.play_hand()
    assert all(v == (True, []) for v in verdicts(t, 4).values())
    t.host.hand = 0  # hand 1 again, long after its record was dropped
    t.play_hand()
    assert failed_with(t, "hand 1 again", hand=4)
    for g in t.guests.values():  # no share went out for the old hand number
        assert g.records.get(1) is None or g.records[1].own_share is None


def test_host_cannot_go_on_with_a_hand_after_revealing_it() -> None:
    t = cheat_table(GoesOn)
    t.play_hand()
    assert failed_with(t, "after revealing")


def test_a_verdict_without_the_seats_share_says_so() -> None:
    t = cheat_table(Host)
    for seat in list(t.links):  # every guest is away during the deal and joins after it
        t.drop(seat)
    t.host.start_hand()
    t.clock.advance(t.host.share_timeout)
    t.host.tick()
    for seat in list(t.guests):
        t.connect(seat)
    t.play_out()
    for g in t.guests.values():
        v = g.verification(1)
        assert v is not None and v.ok and v.notes
        assert "joined after the deal" in verdict_text(v, "en")


def test_guest_cannot_send_duplicate_keys(table: Table) -> None:
    ev = Raw(table)
    ev.msg("hello", seat=0, secret=table.host.secret(0))
    table.deal()
    before = snapshot(table)
    text = M.encode("chat", seq=1, seat=0, text="a")[:-1] + ',"text":"b"}'
    assert refused(ev.send(text), "E_MALFORMED")
    assert snapshot(table) == before


def test_guest_cannot_send_text_that_is_not_utf8(table: Table) -> None:
    ev = Raw(table)
    ev.msg("hello", seat=0, secret=table.host.secret(0))
    table.deal()
    before = snapshot(table)
    for text in ('{"v":1,"t":"chat","seq":1,"seat":0,"text":"\\ud800"}',
                 M.encode("chat", seq=1, seat=0, text="x\udc80")):
        r = ev.send(text)
        assert refused(r, "E_MALFORMED"), r
    legal = table.host.master.legal(0) or [{"a": "x"}]
    bad = json.dumps({"v": 1, "t": "intent", "seq": 1, "seat": 0, "hand": 1, "ply": table.host.master.ply,
                      "action": {**legal[0], "k": "\ud800"}})
    assert refused(ev.send(bad), "E_MALFORMED")
    assert snapshot(table)[0] == before[0]


def test_host_cannot_grow_a_guests_save_without_bound() -> None:
    t = Table(kinds=("remote", "bot", "bot", "bot"))
    t.connect_all()
    t.deal()
    g = t.guests[0]
    # Reveals under ever new hand numbers, then commitments for ever new hands (each leaves the one
    # before unrevealed): every one is a finding, and the save keeps a bounded number of them.
    for k in range(2, 300):
        g.on_text(M.encode("reveal", seq=g.expected, ack=0, hand=k, host_share="0" * 64, shares={}, seed=1,
                           replay={}, result={}))
    assert not g.verified[1].ok and 1 < len(g.verified[1].problems) <= 8
    for k in range(2, 300):
        g.on_text(M.encode("commit", seq=g.expected, ack=0, hand=k, commit="1" * 64))
    assert len(g.verified) <= 32 and len(json.dumps(g.to_json())) < 64 * 1024
    again = Guest.from_json(json.loads(json.dumps(g.to_json())), resolve=t.resolve)
    assert sorted(again.verified) == sorted(g.verified)


class WelcomeRewriter(Host):
    """A host whose welcomes pass through ``rewrite`` on their way out."""

    def rewrite(self, welcome: dict[str, Any]) -> None:
        pass

    def _hello(self, conn: Any, m: Any) -> None:
        real = conn.link.send

        def send(text: str) -> None:
            d = json.loads(text)
            if d["t"] == "welcome":
                self.rewrite(d)
                text = json.dumps(d)
            real(text)
        conn.link.send = send
        try:
            super()._hello(conn, m)
        finally:
            conn.link.send = real


class Rerules(WelcomeRewriter):
    """Welcomes a reconnecting guest under the same match id with other options."""

    def rewrite(self, welcome: dict[str, Any]) -> None:
        welcome["options"] = {**welcome["options"], "stake": 99}


def test_host_cannot_change_the_rules_in_the_middle_of_the_match() -> None:
    t = cheat_table(Host)
    t.play_hand()
    options = dict(t.guests[0].options)
    t.host.__class__ = Rerules
    t.reload_guest(0)  # the first rules are in the guest's save too
    t.drop(2)
    t.connect(2)
    assert failed_with(t, "changed the game or its options")
    assert all(g.options == options for g in t.guests.values())  # checked against the first rules


class Upgraded(WelcomeRewriter):
    """An honest host reloaded under a version whose options gained a key: its welcome states the
    same rules with one more key, at that key's default (modelled by the first welcome lacking it)."""

    first = True

    def rewrite(self, welcome: dict[str, Any]) -> None:
        if self.first:
            info, opts = self.resolve(welcome["game"]), welcome["options"]
            key = next(k for k in sorted(opts) if info.validate_options(
                {x: v for x, v in opts.items() if x != k}) == info.validate_options(opts))
            welcome["options"] = {x: v for x, v in opts.items() if x != key}


def test_an_honest_host_reloaded_under_a_newer_version_is_not_accused() -> None:
    t = cheat_table(Upgraded)
    t.play_hand()
    assert isinstance(t.host, Upgraded)
    t.host.first = False  # the rejoin is welcomed with the full options
    t.drop(2)
    t.connect(2)
    t.play_hand()
    assert not any("changed the game or its options" in p for v in verdicts(t, 1).values() if v for p in v[1])
    assert all(v is not None and v[0] for v in verdicts(t, 2).values()), (verdicts(t, 1), verdicts(t, 2))


class Skipper(Host):
    """Stops telling the guests about the hand after three actions, then reveals the whole of it."""

    def _send_updates(self, events: list[Any], by: int | None, auto: str | None) -> None:
        if len(self.master.hand.actions) <= 3:
            super()._send_updates(events, by, auto)


def test_host_cannot_reveal_a_hand_before_it_ended_at_the_table() -> None:
    t = cheat_table(Skipper)
    t.deal()
    while t.host.phase == "playing":  # the bots and the host's script play it out unseen
        seat = t.host.master.to_act()[0]
        t.host._apply_intent(seat, t.host.master.legal(seat)[0])
        t.host._run_bots()
    t.net.run()
    assert failed_with(t, "before it ended")


def test_guest_cannot_flood_refusals_into_saves(table: Table) -> None:
    ev = Raw(table)
    ev.msg("hello", seat=0, secret=table.host.secret(0))
    table.deal()
    saves, replies = len(table.saves), []
    for i in range(1, 501):
        replies += ev.msg("intent", seq=i, seat=0, hand=1, ply=10**6, action={"a": "x"})
    assert sum(1 for r in replies if r["t"] == "refused") == 500  # each is still answered, with a reason
    assert len(table.saves) - saves <= 20  # but not saved 500 times
    table.clock.advance(10.5)
    ev.msg("intent", seq=501, seat=0, hand=1, ply=10**6, action={"a": "x"})
    assert len(table.saves) - saves == 21  # the window passed
    table.reload_host()  # what was not saved, a reload does not need: the next hello renumbers
    table.connect(1)
    ev = Raw(table)
    r = ev.msg("hello", seat=0, secret=table.host.secret(0))
    assert r[0]["t"] == "welcome"
    ev.msg("chat", seq=r[0]["next"], seat=0, text="hi")
    assert table.host.chat_log[-1] == {"from": 0, "text": "hi"}


class Replayer(Host):
    """From hand 2 on, reveals hand 1 again instead of the hand played (as it was, or renumbered)."""

    renumber = False

    def _reveal(self) -> None:
        if self.hand == 1:
            super()._reveal()
            return
        old = dict(self.history[0])
        if self.renumber:
            old["hand"] = self.hand
        for i in range(len(self.seats)):
            self._send_seat(i, "reveal", **old)


@pytest.mark.parametrize("renumber", [False, True])
def test_host_cannot_replay_an_old_hands_reveal(renumber: bool) -> None:
    t = cheat_table(Replayer)
    t.host.renumber = renumber  # type: ignore[attr-defined]
    t.play_hand()
    t.play_hand()
    t.clock.advance(REVEAL_TIMEOUT)
    for g in t.guests.values():
        g.tick()
    assert failed_with(t, "does not match its commitment" if renumber else "did not reveal", hand=2)
    assert all(v == (True, []) for v in verdicts(t, 1).values())


def test_host_cannot_smuggle_control_characters_or_odd_shapes_to_a_guests_page() -> None:
    t = Table(kinds=("remote", "bot", "bot", "bot"))
    t.connect_all()
    g = t.guests[0]
    g.on_text(M.encode("status", seats=[{"name": "\u202eevil\n\x00x", "online": True}, 7, "x"]))
    assert g.seats == [{"name": "evil x", "online": True}, {}, {}]
    g.on_text(M.encode("sync", seq=g.expected, ack=0, phase="lobby", hand=0, ply=0, view=None, legal=[],
                       to_act=[], commit=None, seats=[[1]], chat=[{"from": 1, "text": "a\u2066b"}, 3]))
    assert g.seats == [{}] and list(g.chat) == [{"from": 1, "text": "a b"}]
