"""A hostile guest: everything it sends that is not a well-formed, in-order, in-turn intent for its
own seat is refused with a reason and logged, and the host's match does not change."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core.net import Guest, MemoryLink
from pygame_core.net import host as host_mod
from pygame_core.net import messages as M

from .harness import Table
from .toygame import ToyState, resolve


class Raw:
    """A connection the test drives by hand (no Guest logic)."""

    def __init__(self, t: Table, name: str = "evil") -> None:
        self.t = t
        self.got: list[dict[str, Any]] = []
        h, g = t.net.pair(f"host>{name}", f"{name}>host")
        t.host.attach(h)
        h.on_text = lambda text: t.host.on_text(h, text)
        h.on_close = lambda: t.host.on_close(h)
        g.on_text = lambda text: self.got.append(json.loads(text))
        self.h: MemoryLink = h
        self.g: MemoryLink = g

    def send(self, text: Any) -> list[dict[str, Any]]:
        n = len(self.got)
        self.g.send(text)
        self.t.net.run()
        return self.got[n:]

    def msg(self, t: str, **f: Any) -> list[dict[str, Any]]:
        return self.send(M.encode(t, **f))


def snapshot(t: Table) -> tuple[str, str]:
    d = json.loads(t.host.dumps())
    for s in d["seats"]:
        s.pop("in")  # a refused in-order message still uses up its number
        s.pop("out")  # and its refusal is numbered too
    return (t.host.state.notation() if t.host.state else "", json.dumps(d, sort_keys=True))


@pytest.fixture
def table() -> Table:
    # Seat 0 is the hostile one (raw connection); seat 1 an honest guest; 2, 3 bots.
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    t.connect(1)
    return t


def refused(replies: list[dict[str, Any]], code: str) -> bool:
    for r in replies:
        if r["t"] in ("refused", "bye") and r["code"] == code:
            assert r["reason"]["en"] and r["reason"]["zh-Hans"]
            return True
    return False


def test_garbage_before_joining_is_refused(table: Table) -> None:
    ev = Raw(table)
    before = snapshot(table)
    cases = [
        ("{", "E_MALFORMED"), ("[1,2]", "E_MALFORMED"), ("null", "E_MALFORMED"), ('"x"', "E_MALFORMED"),
        ('{"v":1,"t":"ack","ack":NaN}', "E_MALFORMED"), ('{"v":2,"t":"ack","ack":1}', "E_VERSION"),
        ('{"t":"ack","ack":1}', "E_VERSION"), ('{"v":1,"t":"update"}', "E_TYPE"),
        ('{"v":1,"t":"commit","hand":1}', "E_TYPE"), ('{"v":1}', "E_TYPE"),
        ("x" * (M.MAX_GUEST_BYTES + 1), "E_TOO_BIG"), ('{"v":1,"t":"ack","ack":"' + "é" * 3000 + '"}', "E_TOO_BIG"),
        ("[" * 2000 + "]" * 2000, "E_MALFORMED"), ("{\"v\":1,\"t\":\"ack\",\"ack\":" + "[" * 30 + "]" * 30 + "}", "E_SCHEMA"),
        (M.encode("ack", ack=1), "E_NOT_JOINED"),
        (M.encode("intent", seq=1, seat=0, hand=0, ply=0, action={"a": "bid", "n": 0}), "E_NOT_JOINED"),
        (M.encode("hello", seat=0, secret="A" * 22), "E_AUTH"),
        (M.encode("hello", seat=2, secret=table.host.secret(0)), "E_AUTH"),  # a bot seat
        (M.encode("hello", seat=1, secret=table.host.secret(0)), "E_AUTH"),  # right secret, wrong seat
        (M.encode("hello", seat=7, secret=table.host.secret(0)), "E_AUTH"),
        (M.encode("hello", seat=9, secret=table.host.secret(0)), "E_SCHEMA"),
        (M.encode("hello", seat=True, secret=table.host.secret(0)), "E_SCHEMA"),
        (M.encode("hello", seat=None, secret=table.host.secret(0)), "E_AUTH"),  # no spectators here
        (M.encode("hello", seat=0, secret=table.host.secret(0) + "<"), "E_SCHEMA"),
        (M.encode("hello", seat=0, secret=table.host.secret(0), admin=True), "E_SCHEMA"),
        (M.encode("hello", seat=0), "E_SCHEMA"),
        (b"bytes", "E_MALFORMED"),
    ]
    for text, code in cases:
        replies = ev.send(text)
        assert refused(replies, code), (text[:40], replies)
        assert snapshot(table) == before
    assert len([e for e in table.host.log if e["code"].startswith("E_")]) >= len(cases)
    assert table.guests[1].seated  # the honest guest is unaffected


def test_joined_hostile_guest_is_refused_every_time(table: Table) -> None:
    ev = Raw(table)
    r = ev.msg("hello", seat=0, secret=table.host.secret(0))
    assert r[0]["t"] == "welcome" and r[0]["seat"] == 0
    table.deal()  # the raw seat sends no share: the deal waits for the timeout, then goes on
    assert table.host.phase == "playing"
    st = table.host.state
    assert isinstance(st, ToyState)
    before = snapshot(table)
    seq = 0

    def intent(**f: Any) -> list[dict[str, Any]]:
        nonlocal seq
        seq += 1
        base: dict[str, Any] = {"seq": seq, "seat": 0, "hand": 1, "ply": len(table.host.actions),
                                "action": {"a": "bid", "n": 0}}
        base.update(f)
        return ev.msg("intent", **base)

    assert refused(ev.msg("hello", seat=1, secret=table.host.secret(1)), "E_ALREADY")  # another seat
    # its own seat again: a guest that missed a message asks so; answered (a welcome), but at most
    # GAP_ASKS_PER_10S times in 10 s, the rest dropped unanswered (a refusal would be one more message)
    answers = [ev.msg("hello", seat=0, secret=table.host.secret(0), last=0) for _ in range(3 * host_mod.GAP_ASKS_PER_10S)]
    assert sum(1 for r in answers if r and r[0]["t"] == "welcome") == host_mod.GAP_ASKS_PER_10S
    assert all(not r for r in answers[host_mod.GAP_ASKS_PER_10S:])
    assert any(e["code"] == "E_RATE" for e in table.host.log)
    assert refused(intent(seat=1), "E_WRONG_SEAT")
    seq -= 1  # a refusal before the sequence check does not use up the number
    assert refused(intent(action={"a": "bid", "n": 5}), "E_BAD_ACTION")  # the engine's own reason
    assert refused(intent(action={"a": "play", "c": "x"}), "E_BAD_ACTION")
    assert refused(intent(action={"a": ["bid"]}), "E_BAD_ACTION")
    assert refused(intent(action={}), "E_BAD_ACTION")
    assert refused(intent(ply=len(table.host.actions) + 1), "E_STALE")
    assert refused(intent(hand=2), "E_STALE")
    seq = 1
    assert refused(intent(), "E_SEQ_REPLAY")  # number 2 was used already, for another action
    seq = 50
    assert refused(intent(), "E_SEQ_GAP")
    seq = 6
    assert refused(ev.msg("share", seq=7, seat=0, hand=1, share="ab" * 32), "E_SHARE_LATE")
    seq = 7
    assert refused(ev.msg("share", seq=8, seat=0, hand=1, share="AB" * 32), "E_SCHEMA")
    assert refused(ev.msg("ack", ack=10_000), "E_ACK")
    assert refused(ev.msg("intent", seq=8, seat=0, hand=1, ply=0, action={"a": "bid"}, extra=1), "E_SCHEMA")
    assert refused(ev.msg("intent", seq=8, seat=0, hand=1, ply=-1, action={"a": "bid"}), "E_SCHEMA")
    assert refused(ev.msg("intent", seq=8, seat=0, hand=1, ply=0, action=[1]), "E_SCHEMA")
    assert refused(ev.msg("intent", seq=8.0, seat=0, hand=1, ply=0, action={}), "E_SCHEMA")
    assert refused(ev.msg("chat", seq=8, seat=0, text="x" * (M.MAX_CHAT + 1)), "E_SCHEMA")
    assert refused(ev.msg("intent", seq=8, seat=0, hand=1, ply=0,
                          action={"a": "x" * (M.MAX_GUEST_BYTES)}), "E_TOO_BIG")
    assert snapshot(table) == before
    # Out of turn: play a card while the bids are still open.
    hand = st.hands[0]
    assert refused(ev.msg("intent", seq=8, seat=0, hand=1, ply=len(table.host.actions),
                          action={"a": "play", "c": hand[0]}), "E_PHASE")
    assert snapshot(table) == before
    # A correct intent is still accepted afterwards: refusals did not wedge the seat.
    accepted = M.encode("intent", seq=9, seat=0, hand=1, ply=len(table.host.actions), action={"a": "bid", "n": 1})
    ok = ev.send(accepted)
    assert any(m["t"] == "update" for m in ok)
    assert st.bids[0] == 1
    # Which repeats are honest: that very message again (a guest resends what waited for its
    # acknowledgement) is acknowledged again and not applied twice, with no refusal nor log line...
    after, log = snapshot(table), len(table.host.log)
    assert ev.send(accepted) == [{"v": 1, "t": "ack", "ack": 9}]
    assert snapshot(table) == after and len(table.host.log) == log
    # ...another message under that number (another action, ply or hand) is refused, logged, not applied.
    first = json.loads(accepted)
    for changed in ({"ply": first["ply"] + 1}, {"action": {"a": "bid", "n": 0}}, {"hand": 2}):
        assert refused(ev.send(json.dumps({**first, **changed})), "E_SEQ_REPLAY")
        assert snapshot(table) == after and table.host.log[-1]["code"] == "E_SEQ_REPLAY"
    # (what a resend acknowledges is no part of the message: that may have moved on meanwhile)
    assert ev.send(json.dumps({**first, "ack": 1})) == [{"v": 1, "t": "ack", "ack": 9}]
    assert snapshot(table) == after


def test_out_of_turn_and_duplicate_share() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    t.connect(1)
    ev = Raw(t)
    ev.msg("hello", seat=0, secret=t.host.secret(0))
    t.host.start_hand()
    t.net.run()
    assert t.host.phase == "dealing"
    r = ev.msg("share", seq=1, seat=0, hand=2, share="00" * 32)
    assert refused(r, "E_SHARE_LATE")
    r = ev.msg("share", seq=2, seat=0, hand=1, share="11" * 32)
    assert t.host.phase == "playing" and t.host.shares[0] == "11" * 32
    r = ev.msg("share", seq=3, seat=0, hand=1, share="22" * 32)
    assert refused(r, "E_SHARE_LATE")
    # Get to a point where seat 0 has bid and others have not... then it is not its turn.
    st = t.host.state
    assert st is not None
    ev.msg("intent", seq=4, seat=0, hand=1, ply=len(t.host.actions), action={"a": "bid", "n": 0})
    before = snapshot(t)
    if 0 not in st.to_act():
        r = ev.msg("intent", seq=5, seat=0, hand=1, ply=len(t.host.actions), action={"a": "bid", "n": 1})
        assert refused(r, "E_NOT_YOUR_TURN")
        assert snapshot(t) == before


def test_a_second_connection_with_the_secret_replaces_the_first() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    t.connect(0)
    t.connect(1)
    old = t.guests[0]
    ev = Raw(t)
    r = ev.msg("hello", seat=0, secret=t.host.secret(0))
    assert r[0]["t"] == "welcome"
    assert old.closed is not None and old.closed["code"] == "E_REPLACED"


def test_guest_refuses_garbage_from_a_host() -> None:
    g = Guest(0, "A" * 22, resolve=resolve)
    for text in ("{", "[]", M.encode("update", seq=1), M.encode("sync", seq=1, ack=0), "x" * (M.MAX_HOST_BYTES + 1),
                 M.encode("welcome", seat=0, match="m", game="toy", options={}, seats=[], next=1, evil="<script>")):
        g.on_text(text)
    assert len(g.problems) == 6
    assert g.view is None and not g.seated


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)
fields = st.sampled_from(["v", "t", "seq", "seat", "hand", "ply", "action", "share", "text", "ack", "at",
                          "secret", "last", "x"])
types = st.sampled_from(["hello", "intent", "share", "chat", "ack", "pong", "update", "sync", "nope"])


_bound: dict[int, Raw] = {}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(types, st.dictionaries(fields, json_values, max_size=6)), min_size=1, max_size=6))
def test_fuzzed_messages_never_change_the_match(table: Table, msgs: list[tuple[str, dict[str, Any]]]) -> None:
    # One hostile connection bound to seat 0 with its real secret, reused across examples.
    ev = _bound.get(id(table))
    if ev is None:
        _bound.clear()
        ev = _bound[id(table)] = Raw(table, "fuzz")
        ev.msg("hello", seat=0, secret=table.host.secret(0))
        table.deal()
    before = snapshot(table)
    for t, f in msgs:
        f = dict(f)
        f.setdefault("t", t)
        f.setdefault("v", 1)
        if f["t"] == "chat":
            f["text"] = 5  # a well-formed chat line would (rightly) change the chat log
        replies = ev.send(json.dumps(f))
        assert all(r["t"] in ("refused", "bye", "welcome", "sync", "update", "status", "ping") for r in replies)
    assert snapshot(table) == before
