"""The threat model of ``pygame_core/net/PROTOCOL.md``, one test per line, named after it; then the
cheating hosts that bend the deal, and hypothesis fuzz in both directions (hostile guest → host is
in test_hostile; hostile host → guest, damaged saves → loaders here)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core.core.errors import PaijuError
from pygame_core.net import Guest, Host, commit_of
from pygame_core.net import messages as M
from pygame_core.net.guest import REVEAL_TIMEOUT
from pygame_core.table.master import MatchError

from .harness import Table
from .test_hostile import Raw, refused, snapshot
from .toygame import resolve


def cheat_table(host_cls: type[Host], seed: int = 4) -> Table:
    t = Table(kinds=("remote", "bot", "remote", "bot"), seed=seed)
    t.host = host_cls("toy", t.host.options, [{"kind": s.kind} for s in t.host.seats],
                      entropy=t.host.entropy, **t.host_kw)
    for seat, g in t.guests.items():
        g.secret = t.host.secret(seat)
        g.clock = t.clock
    t.connect_all()
    return t


def verdicts(t: Table, hand: int = 1) -> dict[int, tuple[bool, list[str]] | None]:
    out: dict[int, tuple[bool, list[str]] | None] = {}
    for seat, g in t.guests.items():
        v = g.verification(hand)
        out[seat] = None if v is None else (v.ok, [p["en"] for p in v.problems])
    return out


def failed_with(t: Table, words: str, hand: int = 1) -> bool:
    vs = verdicts(t, hand)
    return all(v is not None and not v[0] and any(words in p for p in v[1]) for v in vs.values())


# --- cheating hosts ---------------------------------------------------------------------------

class Recommitter(Host):
    """Collects every share, then tries host shares offline and re-commits to the one it likes."""

    def _maybe_deal(self) -> None:
        if self.phase == "dealing" and self.share_wait <= set(self.shares) and self.shares:
            self.host_share = "42" * 32  # "the one it likes"
            self.commit = commit_of(self.match, self.hand, self.host_share)
            for i in range(len(self.seats)):
                self._send_seat(i, "commit", hand=self.hand, commit=self.commit)
        super()._maybe_deal()


class Withholder(Host):
    """Never reveals."""

    def _reveal(self) -> None:
        if self.hands and self.hand >= self.hands:
            self.phase = "done"


class Garbler(Host):
    """Reveals something the guests cannot read."""

    def _reveal(self) -> None:
        for i in range(len(self.seats)):
            self._send_seat(i, "reveal", hand=self.hand, host_share="not hex", shares={}, seed=1, replay={},
                            result={})


class OtherHand(Host):
    """Reveals a finished hand under another hand number."""

    def _reveal(self) -> None:
        self.hand += 7
        super()._reveal()
        self.hand -= 7


def test_host_cannot_recommit_after_seeing_the_shares() -> None:
    t = cheat_table(Recommitter)
    t.play_hand()
    assert failed_with(t, "second, different commitment")
    for g in t.guests.values():  # each guest kept its first binding and sent its one share
        assert g.records[1].commit != commit_of(g.match, 1, "42" * 32)
        assert sum(1 for _, o, _ in g.outbox if o.t == "share") == 0
        assert g.records[1].own_share == t.host.shares[g.seat or 0]


def test_host_cannot_withhold_the_reveal_timeout() -> None:
    t = cheat_table(Withholder)
    t.play_hand()
    assert verdicts(t) == {0: None, 2: None}
    t.clock.advance(REVEAL_TIMEOUT)
    for g in t.guests.values():
        g.tick()
    assert failed_with(t, "did not reveal")


def test_host_cannot_withhold_the_reveal_next_hand() -> None:
    t = cheat_table(Withholder)
    t.play_hand()
    t.host.phase = "over"
    t.deal()
    assert failed_with(t, "did not reveal", hand=1)
    assert all(g.news and not g.news[-1].ok for g in t.guests.values())  # the page is told


def test_host_cannot_send_a_malformed_reveal() -> None:
    t = cheat_table(Garbler)
    t.play_hand()
    assert failed_with(t, "cannot be read")


def test_host_cannot_reveal_under_another_hand_number() -> None:
    t = cheat_table(OtherHand)
    t.play_hand()
    assert failed_with(t, "revealed hand 8")


def test_host_cannot_wipe_records_with_another_match() -> None:
    t = cheat_table(Host)
    t.deal()
    t.step()
    for s in list(t.links):
        t.drop(s)
    t.host.match = "another-match-id"
    for s in t.guests:
        t.connect(s)
    for g in t.guests.values():
        assert g.news and not g.news[-1].ok
        assert "another match" in g.news[-1].problems[0]["en"]


def test_guest_records_survive_reloads_and_resyncs() -> None:
    t = cheat_table(Recommitter)
    t.host.start_hand()
    t.net.run()  # commitment out; shares not yet collected (seat 2 is slow)
    t.reload_guest(0)
    t.reload_guest(2)
    for g in t.guests.values():
        g.clock = t.clock
    t.clock.advance(t.host.share_timeout)
    t.host.tick()
    t.net.run()
    t.play_out()
    assert failed_with(t, "second, different commitment")


def test_honest_host_gets_verified_for_every_hand() -> None:
    t = cheat_table(Host)
    for hand in (1, 2):
        t.play_hand()
        assert verdicts(t, hand) == {0: (True, []), 2: (True, [])}
        t.clock.advance(REVEAL_TIMEOUT)
        for g in t.guests.values():
            g.tick()
        assert verdicts(t, hand) == {0: (True, []), 2: (True, [])}


# --- cheating guests --------------------------------------------------------------------------

@pytest.fixture
def table() -> Table:
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    t.connect(1)
    return t


def test_guest_cannot_pad_intents_into_the_log(table: Table) -> None:
    ev = Raw(table)
    ev.msg("hello", seat=0, secret=table.host.secret(0))
    table.deal()
    before = snapshot(table)
    legal = table.host.master.legal(0) or [{"a": "draw"}]
    padded = {**legal[0], "pad": "x" * 3000}
    r = ev.msg("intent", seq=1, seat=0, hand=1, ply=table.host.master.ply, action=padded)
    assert refused(r, "E_BAD_ACTION") or refused(r, "E_NOT_YOUR_TURN")
    assert snapshot(table)[0] == before[0] and "xxxx" not in table.host.dumps()


def test_guest_cannot_put_its_own_text_in_the_log(table: Table) -> None:
    ev = Raw(table)
    ev.msg("hello", seat=0, secret=table.host.secret(0))
    table.deal()
    seq = 0
    while table.host.phase == "playing" and 0 in table.host.master.to_act():
        listed = table.host.master.legal(0)[0]
        # Same action, keys in another order: what is logged is the engine's own object.
        mine = dict(reversed(list(listed.items())))
        seq += 1
        ev.msg("intent", seq=seq, seat=0, hand=1, ply=table.host.master.ply, action=mine)
        logged = [a for s, a in table.host.actions if s == 0][-1]
        assert json.dumps(logged) == json.dumps(listed)
        break
    assert seq == 1


def test_guest_cannot_smuggle_control_or_bidi_characters(table: Table) -> None:
    ev = Raw(table)
    ev.msg("hello", seat=0, secret=table.host.secret(0), name="\u202eevil\n\x00\u061c\ufeffx")
    assert table.host.status()[0]["name"] == "evil x"
    ev.msg("chat", seq=1, seat=0, text="a\u061cb\ufeffc\u2066d\u200de\x07f")
    assert table.host.chat_log[-1]["text"] == "a b c d e f"


def test_guest_cannot_flood_pongs_into_broadcasts(table: Table) -> None:
    ev = Raw(table)
    ev.msg("hello", seat=0, secret=table.host.secret(0))
    table.clock.advance(2.0)
    table.host.tick()
    table.net.run()
    replies: list[dict[str, Any]] = []
    for _ in range(200):
        replies += ev.msg("pong", at=1.0)
    assert sum(1 for r in replies if r["t"] == "refused" and r["code"] == "E_RATE") == 1
    assert table.host.status()[0]["rtt"] is None
    assert not any(r["t"] == "status" for r in replies)  # a pong never makes the host broadcast


def test_host_cannot_flood_a_guest_into_pongs() -> None:
    t = Table(kinds=("remote", "bot", "bot", "bot"))
    t.connect_all()
    g = t.guests[0]
    g.clock = t.clock
    start = len(t.net.sent)
    for i in range(100):
        g.on_text(M.encode("ping", at=float(i)))
    assert sum(1 for name, x in t.net.sent[start:] if name == "0>host" and '"pong"' in x) == 1


def test_guest_cannot_lock_the_host_out_with_a_damaged_save() -> None:
    t = Table()
    t.connect_all()
    t.deal()
    d = json.loads(t.saves[-1])
    bads: list[Any] = [{**d, "phase": "warp"}, {**d, "seats": 3}, {**d, "master": {**d["master"], "hands": "x"}}, []]
    for bad in bads:
        with pytest.raises(MatchError) as e:
            Host.loads(json.dumps(bad), **t.host_kw)
        assert e.value.code.startswith("E_SAVE")


# --- fuzz: damaged saves and a hostile host ----------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8)


def _mutate(d: Any, path: list[int], value: Any) -> Any:
    """Replace one node of ``d`` (chosen by ``path``) with ``value``."""
    if not path or not isinstance(d, (dict, list)) or not d:
        return value
    keys = list(d) if isinstance(d, dict) else list(range(len(d)))
    k = keys[path[0] % len(keys)]
    out: Any = dict(d) if isinstance(d, dict) else list(d)
    out[k] = _mutate(d[k], path[1:], value)
    return out


_SAVES: dict[str, Any] = {}


def _fixtures() -> dict[str, Any]:
    if not _SAVES:
        t = Table()
        t.connect_all()
        t.play_hand()
        t.deal()
        t.step()
        _SAVES["host"] = json.loads(t.saves[-1])
        _SAVES["guest"] = t.guests[0].to_json()
        _SAVES["kw"] = t.host_kw
    return _SAVES


@settings(max_examples=120, deadline=None)
@given(st.lists(st.integers(0, 50), max_size=6), json_values)
def test_damaged_saves_are_refused_with_a_reason(path: list[int], value: Any) -> None:
    f = _fixtures()
    try:
        Host.loads(json.dumps(_mutate(f["host"], path, value)), **f["kw"])
    except PaijuError as e:
        assert e.code.startswith("E_SAVE") and e.reason["en"]
    try:
        Guest.from_json(_mutate(f["guest"], path, value), resolve=resolve)
    except PaijuError as e:
        assert e.code == "E_GUEST_SAVE" and e.reason["zh-Hans"]


host_types = st.sampled_from(sorted(M.HOST_TYPES) + ["nope"])
host_fields = st.sampled_from(["seq", "ack", "hand", "ply", "view", "legal", "to_act", "commit", "seats",
                               "match", "game", "options", "next", "seat", "host_share", "shares", "seed",
                               "replay", "result", "events", "code", "reason", "at", "x"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(host_types, st.dictionaries(host_fields, json_values, max_size=6)), min_size=1,
                max_size=6))
def test_hostile_host_never_crashes_a_guest_nor_moves_its_binding(msgs: list[tuple[str, dict[str, Any]]]) -> None:
    t = Table(kinds=("remote", "bot", "bot", "bot"))
    t.connect_all()
    t.deal()
    g = t.guests[0]
    match, rec = g.match, g.records[1]
    bound, share = rec.commit, rec.own_share
    for kind, f in msgs:
        g.on_text(json.dumps({"v": 1, "t": kind, **f}))
    g.on_text(M.encode("commit", seq=g.expected, ack=0, hand=1, commit="0" * 64))
    if g.match == match and 1 in g.records:
        assert g.records[1].commit == bound and g.records[1].own_share == share
    # A second commitment, another match, another hand: every one is a verdict, not silence.
    assert any(not v.ok for v in g.news)
