"""The protocol on the toy game: joining, playing, sequencing, spectators, chat, persistence."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from pygame_core.net import Guest, join
from pygame_core.net import guest as guest_mod
from pygame_core.net import messages as M

from .harness import Entropy, Table
from .toygame import resolve


def test_full_hand_two_people_two_bots_every_seat_verified() -> None:
    t = Table(kinds=("remote", "bot", "remote", "bot"))
    t.connect_all()
    assert all(g.seated for g in t.guests.values())
    t.play_hand()
    st = t.host.state
    assert st is not None and st.is_over()
    for g in t.guests.values():
        v = g.verification(1)
        assert v is not None and v.ok, v and v.problems
        assert g.view == st.view(g.seat)
        assert g.result == st.result()
    # The host's persisted match replays to the same final position.
    saved = json.loads(t.saves[-1])
    assert saved["history"][0]["replay"]["final"] == st.notation()


def test_series_of_hands_carry_and_verification() -> None:
    t = Table(kinds=("remote", "remote", "remote", "remote"), hands=3)
    t.connect_all()
    for hand in (1, 2, 3):
        t.play_hand()
        for g in t.guests.values():
            v = g.verification(hand)
            assert v is not None and v.ok and not v.notes, (hand, v.problems, v.notes)
    assert t.host.phase == "done"
    seeds = {h.seed for h in t.host.master.hands}
    assert len(t.host.history) == 1  # only the last reveal is kept (resent on a sync); the Master has every hand
    assert len(seeds) == 3


def test_views_reach_only_their_seat_and_spectator_gets_public_view() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"), spectators=True)
    t.connect_all()
    spec = Guest(None, t.host.spectate_secret, resolve=resolve, entropy=Entropy(9))
    join(t.net, t.host, spec, "spec")
    t.net.run()
    assert spec.seated
    t.play_hand()
    st = t.host.state
    assert st is not None
    assert spec.view == st.view(None) and spec.view["hand"] is None
    v = spec.verification(1)
    assert v is not None and v.ok


def test_spectator_needs_the_spectator_secret_and_cannot_act() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"), spectators=True)
    t.connect_all()
    bad = Guest(None, "x" * 22, resolve=resolve)
    join(t.net, t.host, bad, "bad")
    t.net.run()
    assert not bad.seated and bad.closed is not None and bad.closed["code"] == "E_AUTH"
    spec = Guest(None, t.host.spectate_secret, resolve=resolve)
    hs, gs = join(t.net, t.host, spec, "spec")
    t.net.run()
    t.deal()
    before = t.host.state.notation() if t.host.state else ""
    gs.send(M.encode("intent", seq=1, seat=0, hand=1, ply=0, action={"a": "bid", "n": 0}))
    t.net.run()
    assert spec.refusals and spec.refusals[-1]["code"] == "E_SPECTATOR"
    assert t.host.state is not None and t.host.state.notation() == before


def test_chat_is_plain_text_capped_and_rate_limited() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    t.connect_all()
    g0, g1 = t.guests[0], t.guests[1]
    g0.say("<b>你好</b>\u202e\n\t hi " + "x" * 500)
    t.net.run()
    line = g1.chat[-1]
    assert line["from"] == 0 and "\n" not in line["text"] and "\u202e" not in line["text"]
    assert line["text"].startswith("<b>你好</b> hi ") and len(line["text"]) == M.MAX_CHAT
    for i in range(6):
        g0.say(f"m{i}")
        t.net.run()
    assert g0.refusals and g0.refusals[-1]["code"] == "E_CHAT_RATE"
    assert [c["text"] for c in g1.chat][-1] == "m3"


def test_host_reload_resumes_and_guests_rejoin() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    t.connect_all()

    def maybe_reload(n: int) -> None:
        if n in (3, 7):
            before = t.host.state.notation() if t.host.state else None
            t.reload_host()
            assert (t.host.state.notation() if t.host.state else None) == before
            t.connect_all()

    t.play_hand(on_step=maybe_reload)
    for g in t.guests.values():
        v = g.verification(1)
        assert v is not None and v.ok, v and v.problems


def test_guest_reload_with_and_without_saved_state() -> None:
    for keep in (True, False):
        t = Table(kinds=("remote", "remote", "bot", "bot"))
        t.connect_all()

        def reload(n: int, t: Table = t, keep: bool = keep) -> None:
            if n == 2:
                t.reload_guest(0, keep=keep)

        t.play_hand(on_step=reload)
        v = t.guests[0].verification(1)
        assert v is not None and v.ok, v.problems
        if not keep:  # it lost its own share and the early views: said, not hidden
            assert v.notes


def test_stand_in_bot_after_grace_and_seat_handed_back() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"), grace=20.0)
    t.connect_all()
    t.host.start_hand()
    t.net.run()
    t.drop(1)
    assert t.host.status()[1]["online"] is False and t.host.status()[1]["bot"] is False
    # Within the grace period nobody plays for seat 1.
    while t.host.state is not None and 1 not in t.host.state.to_act() and t.step():
        pass
    ply = len(t.host.actions)
    t.clock.advance(5)
    t.host.tick()
    t.net.run()
    assert len(t.host.actions) == ply or 1 not in t.host.state.to_act()
    t.clock.advance(20)
    t.host.tick()
    t.net.run()
    assert t.host.status()[1]["bot"] is True
    t.connect(1)
    assert t.host.status()[1] == {"kind": "remote", "name": "", "online": True, "bot": False,
                                  "rtt": t.host.status()[1]["rtt"]}
    # The page knows at once that its seat is its own again: no update need follow (when the seat
    # handed back must act next, none does), so it must not wait for a bot that no longer plays.
    t.clock.advance(1.0)
    t.host.tick()
    t.net.run()
    assert t.guests[1].bots == [s for s in range(4) if t.host.master.is_bot(s)] == [2, 3]
    t.play_out()
    assert any(s == 1 for s, _ in t.host.actions)
    assert t.guests[1].verification(1) is not None


def test_resend_after_lost_messages_on_a_live_link() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    t.connect_all()
    t.host.start_hand()
    # Lose everything in flight to guest 1 once (as if the channel hiccuped), keep the link.
    h1 = t.links[1][0]
    t.net.queue = type(t.net.queue)((d, x) for d, x in t.net.queue if d is not t.links[1][1])
    t.net.run()
    assert t.guests[1].phase != "dealing"
    t.clock.advance(t.host.rto)
    t.host.tick()
    t.net.run()
    assert t.guests[1].records.get(1) is not None and t.guests[1].records[1].commit == t.host.commit
    assert h1.open
    t.play_out()
    assert all(g.verification(1) is not None and g.verification(1).ok for g in t.guests.values())


def test_ping_gives_latency() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    t.connect_all()
    t.host.tick()
    t.clock.advance(0.05)
    t.net.run()
    assert t.host.status()[0]["rtt"] == 50
    t.clock.advance(1.0)  # status broadcasts are at most one a second (STATUS_EVERY)
    t.host.tick()
    t.net.run()
    assert t.guests[1].seats[0]["rtt"] == 50


def test_host_reload_during_the_deal() -> None:
    t = Table(kinds=("remote", "remote", "bot", "bot"), seed=6)
    t.connect_all()
    t.host.start_hand()
    t.net.step()  # the commitment reaches one guest at most; the shares are still in flight
    t.reload_host()
    assert t.host.phase == "dealing"
    t.connect_all()
    n = 0
    while t.host.phase == "dealing" and n < 5:
        t.clock.advance(t.host.share_timeout)
        t.host.tick()
        t.net.run()
        n += 1
    t.play_out()
    for g in t.guests.values():
        v = g.verification(1)
        assert v is not None and v.ok, v.problems


def test_rule_timer_plays_the_timeout_action_for_a_person() -> None:
    from pygame_core.core import registry

    try:
        registry.get("huaniao")
    except ImportError:
        pytest.skip("huaniao does not import")
    t = Table(game="huaniao", kinds=("remote", "bot", "bot", "bot"), seed=3, resolve=registry.get, timers=True,
              level="easy")
    t.connect_all()
    t.deal()
    for _ in range(50):
        if 0 in t.host.state.to_act():  # type: ignore[union-attr]
            break
        t.clock.advance(1)
        t.host.tick()
        t.net.run()
    assert 0 in t.host.state.to_act()  # type: ignore[union-attr]
    ply = len(t.host.actions)
    g = t.guests[0]
    assert g.timers.get("0") is not None and g.timers["0"] > 0
    t.clock.advance(g.timers["0"] + 0.1)
    t.host.tick()
    t.net.run()
    assert len(t.host.actions) > ply and t.host.actions[ply][0] == 0
    ups = [json.loads(x) for name, x in t.net.sent if name == "host>0"]
    auto = [m for m in ups if m["t"] == "update" and m["ply"] == ply + 1]
    assert auto and auto[0]["auto"] == "timeout" and auto[0]["by"] == 0


def gap_table(lines: int) -> tuple[Table, Guest, Callable[[], int], list[str]]:
    """Seat 1's guest on the table's clock, a count of the hellos it sends from now on (each asks
    the host to fill a gap), and ``lines`` chat lines the host numbered for it but did not deliver yet."""
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    t.connect_all()
    g = t.guests[1]
    g.clock = t.clock
    start = len(t.net.sent)

    def asks() -> int:
        return sum(1 for name, x in t.net.sent[start:] if name == "1>host" and json.loads(x)["t"] == "hello")
    chan = t.host.seats[1].chan
    link, chan.link = chan.link, None
    for i in range(lines):
        chan.send(t.clock(), "chat", **{"from": 0, "text": f"line {i}"})
    chan.link = link
    return t, g, asks, [x for _, x, _ in chan.outbox][-lines:]


def test_messages_past_a_gap_wait_for_it_and_the_host_is_asked_once_not_at_every_one() -> None:
    """A data channel may hand over a long message after the short one sent next. The guest keeps
    what comes past the gap and asks for the rest once (again only after GAP_ASK_EVERY): asking at
    every message past a gap fed itself until the link carried nothing but resends and syncs."""
    t, g, asks, texts = gap_table(10)
    before = g.expected
    for x in texts[1:]:  # everything after the first arrives first
        g.on_text(x)
    assert g.expected == before and asks() == 1  # kept, and one ask for the gap
    t.clock.advance(0.5)
    g.tick()
    assert asks() == 1  # the gap is young: no second ask yet
    g.on_text(texts[0])  # the gap fills: all of them, in order
    assert g.expected == before + 10 and [c["text"] for c in g.chat][-10:] == [f"line {i}" for i in range(10)]
    t.net.run()
    t.clock.advance(5.0)
    g.tick()
    assert asks() == 1  # nothing is missing any more
    t.play_hand()
    v = g.verification(1)
    assert v is not None and v.ok, v and v.problems


def test_a_gap_that_stays_open_is_asked_about_again_after_a_while() -> None:
    t, g, asks, texts = gap_table(3)
    chan = t.host.seats[1].chan
    for x in texts[1:] * 20:  # the same two, again and again: one ask
        g.on_text(x)
    assert asks() == 1
    t.clock.advance(guest_mod.GAP_ASK_EVERY)
    g.tick()  # no message comes, the gap is still open: asked again
    assert asks() == 2
    t.net.run()  # the host answers the ask: the gap fills
    assert not g._early and g.expected == chan.out_seq + 1
