"""Issue 22, tried again as an attacker would: a reveal whose carry the game refuses (and every other
way a reveal can be wrong), the match-switch trick, a host growing a guest's records with new plies,
a reconnecting spectator. Each ends in a named refusal or a visible verdict that stays saved; the
counts of hostile inputs tried are printed (``-s``)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core.core import registry
from pygame_core.net import Guest, Host, PeerClient, commit_of, join
from pygame_core.net import messages as M
from pygame_core.net.fair import ACTION_BYTES, REVEAL_PLIES, build_reveal
from pygame_core.net.guest import KEPT_VERDICTS
from pygame_core.net.transport import Link

from .harness import Entropy, Table
from .test_room import Page, Room3
from .test_threat import Withholder, _mutate, cheat_table, failed_with, json_values
from .toygame import resolve


def saved_again(g: Guest) -> Guest:
    return Guest.from_json(json.loads(json.dumps(g.to_json())), resolve=g.resolve)


# --- 2. every way a reveal can be wrong: a verdict, never a crash -----------------------------------

def unrevealed(game: str = "toy") -> tuple[Guest, dict[str, Any]]:
    """A guest at the end of a hand its host did not reveal (detached), and the honest reveal."""
    kw: dict[str, Any] = {} if game == "toy" else {"resolve": registry.get, "level": "rule"}
    kinds = ("remote", "bot", "bot", "bot") if game == "toy" else ("remote", "bot", "bot")
    t = Table(game, kinds=kinds, **kw)
    t.host = Withholder(game, t.host.options, [{"kind": s.kind, "level": s.level} for s in t.host.seats],
                        entropy=t.host.entropy, **t.host_kw)
    t.guests[0].secret = t.host.secret(0)
    t.connect_all()
    t.play_hand()
    h, m = t.host, t.host.master
    reveal = build_reveal(h.hand, h.host_share, h.shares, m.hand.seed, m.replay().to_json(), m.state.result(),
                          m.hand.returns)
    g = t.guests[0]
    g.link = None
    return g, json.loads(json.dumps(reveal))


def mutations(reveal: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Hostile reveals, by family: the carry, the replay's other fields, the top-level fields."""
    odd: list[Any] = [None, 0, -1, 2**64, 10**12, 3 * 10**7, 1e308, "x", "", [], [1, 2], {}, {"x": 1},
                      {"dealer": 99}, {"dealer": -1}, {"dealer": 2**64}, {"wilds0": 2**64}, {"first": "x"},
                      {"first": 2**64}, {"totals": "x"}, {"totals": [2**64] * 4}, {"scores": [1e308]}, True]
    for v in odd:
        yield "carry", {**reveal, "replay": {**reveal["replay"], "carry": v}}
    for key in sorted(reveal["replay"]):
        for v in odd:
            yield "replay", {**reveal, "replay": {**reveal["replay"], key: v}}
    actions = reveal["replay"].get("actions", [])
    for i in range(0, len(actions), max(1, len(actions) // 8)):
        for v in odd:
            bad = list(actions)
            bad[i] = v
            yield "actions", {**reveal, "replay": {**reveal["replay"], "actions": bad}}
    for key in sorted(reveal):
        if key == "hand":
            continue
        for v in odd:
            yield "fields", {**reveal, key: v}


def same_meaning(game: str, bad: dict[str, Any], reveal: dict[str, Any]) -> bool:
    """A mutation that says the same: no returns or no final position published (null: a guest
    checks them only when there are some), a carry of null when there is none, or the options with
    their defaults left out."""
    if not isinstance(bad["replay"], dict):
        return False
    replay = dict(bad["replay"])
    for key in ("final", "carry"):
        if replay.get(key) is None:
            replay[key] = reveal["replay"].get(key)
    if isinstance(replay.get("options"), dict):
        info = registry.get(game) if game != "toy" else resolve(game)
        try:
            replay["options"] = info.validate_options(replay["options"])
        except Exception:  # noqa: BLE001 - options refused: compared as sent
            pass
    fixed = {**bad, "replay": {k: v for k, v in replay.items() if v is not None}}
    if fixed.get("returns", 0) is None:
        fixed["returns"] = reveal.get("returns")
    return M.canonical(fixed) == M.canonical(
        {**reveal, "replay": {k: v for k, v in reveal["replay"].items() if v is not None}})


@pytest.mark.parametrize("game", ["toy", "paohuzi"])
def test_every_way_a_reveal_can_be_wrong_ends_in_a_saved_verdict(game: str) -> None:
    base, reveal = unrevealed(game)
    honest = copy.deepcopy(base)
    honest.on_text(M.encode("reveal", seq=honest.expected, ack=0, **reveal))
    assert honest.verification(1) is not None and honest.verification(1).ok  # type: ignore[union-attr]
    counts: dict[str, int] = {}
    for family, bad in mutations(reveal):
        if same_meaning(game, bad, reveal):
            continue
        counts[family] = counts.get(family, 0) + 1
        g = copy.deepcopy(base)
        text = json.dumps({"v": 1, "t": "reveal", "seq": g.expected, "ack": 0, **bad})
        g.on_text(text)  # never raises
        v = g.verification(1)
        assert v is not None and not v.ok, (family, str(bad)[:200])
        again = saved_again(g).verification(1)
        assert again is not None and not again.ok and again.problems == v.problems
    print(f"{game}: hostile reveals per family {counts}")
    assert counts["carry"] >= 20


_BASE: dict[str, tuple[Guest, dict[str, Any]]] = {}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(0, 50), min_size=1, max_size=4), json_values)
def test_fuzzed_reveals_never_crash_and_never_pass(path: list[int], value: Any) -> None:
    """Any node of a real reveal replaced by any JSON value: a saved verdict, never a crash."""
    if "toy" not in _BASE:
        _BASE["toy"] = unrevealed()
    base, reveal = _BASE["toy"]
    bad = _mutate(reveal, path, value)
    if M.canonical(bad) == M.canonical(reveal) or same_meaning("toy", bad, reveal):
        return
    g = copy.deepcopy(base)
    g.on_text(json.dumps({"v": 1, "t": "reveal", "seq": g.expected, "ack": 0, **bad}))
    v = g.verification(1)
    assert v is not None and not v.ok, str(bad)[:300]
    again = saved_again(g).verification(1)
    assert again is not None and not again.ok


def test_a_reveal_whose_carry_the_game_refuses_is_not_verified() -> None:
    """The issue's case: a 跑胡子 carry the loader refuses (NotationError) crashed the check."""
    g, reveal = unrevealed("paohuzi")
    bad = {**reveal, "replay": {**reveal["replay"], "carry": {"dealer": 99}}}
    g.on_text(M.encode("reveal", seq=g.expected, ack=0, **bad))
    v = g.verification(1)
    assert v is not None and not v.ok and any("cannot be started again" in p["en"] for p in v.problems)
    assert g.over_since is None  # judged: no timeout verdict is still due


# --- 3. the match-switch trick ------------------------------------------------------------------

class Hoarder(Host):
    """Takes the shares and deals only when told (from whatever share it likes)."""

    def _maybe_deal(self) -> None:
        pass


def test_the_match_switch_trick_ends_not_verified_and_stays_saved() -> None:
    """The host deals from a share it never committed to, then sends a welcome for another match and
    then the real one (forgetting the binding), re-syncs with the commitment it really used and
    reveals: the hand stays "not verified", in the saved verdicts too."""
    t = cheat_table(Hoarder)
    h = t.host
    h.start_hand()
    t.net.run()  # every guest bound to the commitment and sent its share
    h.host_share = "ab" * 32  # the share it deals from instead
    h.commit = commit_of(h.match, h.hand, h.host_share)
    h.shares, h.share_wait = {}, set()
    h._deal()
    t.net.run()
    real = h.match
    for other in ("another-match", real):
        for s in list(t.guests):
            t.drop(s)
        h.match = other
        for s in t.guests:
            t.connect(s)
    t.play_out()
    assert failed_with(t, "another match")
    for seat, g in t.guests.items():
        for again in (g, saved_again(g)):
            v = again.verification(1)
            assert v is not None and not v.ok, (seat, v)
    # And a host cycling through more matches than a save keeps cannot evict it sooner than
    # KEPT_VERDICTS newer verdicts would.
    g = t.guests[0]
    assert len(g.verified) + sum(len(v) for v in g.elsewhere.values()) <= KEPT_VERDICTS


def test_verdicts_of_other_matches_are_bounded() -> None:
    t = cheat_table(Host)
    g = t.guests[0]
    t.play_hand()
    for k in range(100):  # a welcome for ever new matches, each with a hand left unrevealed
        t.drop(0)
        t.host.match = f"m{k}"
        t.connect(0)
        g.on_text(M.encode("commit", seq=g.expected, ack=0, hand=1, commit="1" * 64))
    assert len(g.verified) + sum(len(v) for v in g.elsewhere.values()) <= KEPT_VERDICTS
    assert len(json.dumps(g.to_json())) < 64 * 1024
    again = saved_again(g)
    assert again.elsewhere.keys() == g.elsewhere.keys()


# --- 5. a guest's per-hand records are bounded -----------------------------------------------------

def test_a_hostile_host_cannot_grow_a_guests_records_with_new_plies() -> None:
    t = Table(kinds=("remote", "bot", "bot", "bot"))
    t.connect_all()
    t.deal()
    g = t.guests[0]
    g.link = None  # (its acks go nowhere)
    n = 100_000
    for k in range(1, n + 1):
        g.on_text(M.encode("update", seq=g.expected, ack=0, hand=1, ply=k, view={"k": k}, events=[], legal=[],
                           to_act=[0]))
    rec = g.records[1]
    assert len(rec.digests) <= REVEAL_PLIES + 1
    size = len(json.dumps(g.to_json()))
    print(f"{n} updates at new plies: {len(rec.digests)} digests kept, save {size} bytes")
    assert size < 100 * 1024
    assert failed_with(t, "beyond any hand's length")
    assert len(g.verification(1).problems) == 1  # type: ignore[union-attr]  # said once


def test_a_long_asked_action_is_kept_by_its_digest_and_still_checked() -> None:
    g, reveal = unrevealed()
    rec = g.records[1]
    seat, action = next((i + 1, a) for i, (s, a) in enumerate(reveal["replay"]["actions"]) if s == 0)
    long_action = {**action, "pad": "x" * (ACTION_BYTES * 4)}
    rec.remember(seat, long_action)
    assert isinstance(rec.mine[seat], str) and len(rec.mine[seat]) == 32
    g.on_text(M.encode("reveal", seq=g.expected, ack=0, **reveal))
    v = g.verification(1)
    assert v is not None and not v.ok and any("applied another" in p["en"] for p in v.problems)
    assert saved_again(g).verification(1) is not None
    rec.remember(seat, action)  # a short one as it was
    assert rec.mine[seat] == action


def test_a_guest_save_with_too_many_plies_is_damaged() -> None:
    g, _ = unrevealed()
    d = g.to_json()
    d["records"][-1]["digests"] = {str(k): "0" * 32 for k in range(REVEAL_PLIES + 2)}
    with pytest.raises(Exception, match="plies"):
        Guest.from_json(d, resolve=resolve)


def test_a_guest_keeps_a_bounded_series_whatever_hands_a_host_reveals() -> None:
    t = Table(kinds=("remote", "bot", "bot", "bot"))
    t.connect_all()
    t.deal()
    g = t.guests[0]
    for k in range(1, 500):
        g.hand = k
        g.on_text(M.encode("reveal", seq=g.expected, ack=0, hand=k, host_share="0" * 64, shares={}, seed=1,
                           replay={}, result={}))
    assert len(g.series) <= 32


# --- 6. a reconnecting spectator resumes like a seat ---------------------------------------------

def test_a_reconnecting_spectator_resumes_like_a_seat() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"), spectators=True)
    t.connect_all()
    spec = Guest(None, t.host.spectate_secret, resolve=resolve, entropy=Entropy(9), clock=t.clock)
    first = join(t.net, t.host, spec, "spec")
    t.net.run()
    t.deal()
    for _ in range(6):
        t.step()
    t.net.cut(first[0])
    t.net.run()
    for _ in range(6):
        t.step()
    expected = spec.expected
    join(t.net, t.host, spec, "spec2")
    t.net.run()
    t.play_out()
    for _ in range(3):
        t.clock.advance(1.0)
        spec.tick()
        t.host.tick()
        t.net.run()
    to_spec = [json.loads(x) for name, x in t.net.sent if name == "host>spec2"]
    refusals = [m for m in to_spec if m["t"] == "refused"]
    print(f"spectator back: {len(to_spec)} messages, {len(refusals)} refusals")
    assert not refusals and not spec.problems
    assert spec.expected > expected  # numbered on from where it stopped
    assert t.host.state is not None and spec.view == t.host.state.view(None)
    v = spec.verification(1)
    assert v is not None and v.ok
    assert not [e for e in t.host.log if e["code"] in ("E_ACK", "E_ALREADY")]


def test_a_spectators_gap_ask_is_answered_not_refused() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"), spectators=True)
    t.connect_all()
    spec = Guest(None, t.host.spectate_secret, resolve=resolve, entropy=Entropy(9), clock=t.clock)
    hs, gs = join(t.net, t.host, spec, "spec")
    t.net.run()
    t.deal()
    asks = 0
    for _ in range(20):  # hellos on its own connection, as a guest with a gap sends them
        gs.send(M.encode("hello", seat=None, secret=spec.secret, last=spec.expected - 1))
        asks += 1
        t.net.run()
    to_spec = [json.loads(x) for name, x in t.net.sent if name == "host>spec"]
    assert not [m for m in to_spec if m["t"] in ("refused", "bye")]
    assert not spec.problems and spec.seated
    assert sum(1 for e in t.host.log if e["code"] == "E_RATE") == asks - 8  # past the rate: dropped, logged


# --- 4. only the proven host closes a knock ------------------------------------------------------

class Forger:
    """Another page of the room: says bye to everyone it meets, at once and to every knock."""

    def __init__(self) -> None:
        self.links: dict[str, Link] = {}
        self.sent = 0

    def open(self, peer: str, link: Link) -> None:
        self.links[peer] = link
        self._bye(peer)

    def text(self, peer: str, text: Any) -> None:
        self._bye(peer)

    def _bye(self, peer: str) -> None:
        self.sent += 1
        self.links[peer].send(M.encode("bye", code="E_FULL", reason={"zh-Hans": "满了", "zh-Hant": "滿了",
                                                                      "en": "the table is full (forged)"}))

    def close(self, peer: str) -> None:
        self.links.pop(peer, None)


@pytest.mark.parametrize("returning", [True, False])
def test_a_forged_bye_cannot_close_a_knock(returning: bool) -> None:
    rm = Room3()
    a = rm.enter("A")
    saved = json.loads(json.dumps(rm.guest(a).to_json()))
    rm.leave(a)
    forger = Forger()
    rm.pages.insert(0, Page("F", forger))  # in the room before the guest comes (back)
    back = rm.enter("A2", saved if returning else None)
    k = back.side
    print(f"forged byes: {forger.sent}")
    assert forger.sent >= 2
    assert k.closed is None and k.host_peer == "H" and rm.guest(back).seated and rm.guest(back).closed is None
    assert rm.guest(back).seat == (1 if returning else 2)


def test_the_hosts_own_bye_is_still_said() -> None:
    rm = Room3(kinds=("remote", "bot", "bot", "bot"))  # the only seat is the host's own
    c = rm.enter("C")
    assert c.side.guest is None and c.side.closed is not None and c.side.closed["code"] == "E_FULL"


def test_a_welcome_after_a_bye_seats_the_guest_again() -> None:
    t = Table(kinds=("remote", "bot", "bot", "bot"))
    t.connect_all()
    g = t.guests[0]
    g.on_text(M.encode("bye", code="E_REPLACED", reason={"zh-Hans": "x", "zh-Hant": "x", "en": "x"}))
    assert g.closed is not None
    t.drop(0)
    t.connect(0)
    assert g.seated and g.closed is None


def test_the_peer_table_keeps_no_figures_for_plies_past_any_hand() -> None:
    t = Table(kinds=("remote", "bot", "bot", "bot"))
    t.connect_all()
    t.deal()
    g = t.guests[0]
    g.link = None
    client = PeerClient(g, resolve("toy"))
    for k in range(REVEAL_PLIES + 1, REVEAL_PLIES + 2001):
        g.on_text(M.encode("update", seq=g.expected, ack=0, hand=1, ply=k, view={}, events=[], legal=[], to_act=[0]))
        client.pull()
    assert len(client.seen_at) <= REVEAL_PLIES + 1 and max(client.seen_at) <= REVEAL_PLIES


def test_host_cannot_deal_an_earlier_hand_again_in_a_sync() -> None:
    """As with a commitment (test_attacks), a sync for an earlier hand number changes nothing and
    is a finding: a deal the host chose alone, re-synced as an old hand, kept that hand's first
    "verified"."""
    t = cheat_table(Host)
    for _ in range(4):
        t.play_hand()
    for g in t.guests.values():
        bound = {h: r.commit for h, r in g.records.items()}
        g.on_text(M.encode("sync", seq=g.expected, ack=0, phase="playing", hand=2, ply=0, view={}, legal=[],
                           to_act=[], commit="2" * 64, seats=[]))
        assert g.hand == 4 and {h: r.commit for h, r in g.records.items()} == bound
    assert failed_with(t, "hand 2 again", hand=4)
