"""A guest's numbered message lost on a live link is sent again after the host's own timeout, and
the host takes an honest repeat of a number it already consumed quietly (an ``ack``), while another
message under a used number stays a refusal with a reason (test_hostile.py says the same for a raw peer).

Session 22: test_room_nat's relayed 跑胡子 hand stalled 420 s with a guest's 过 in its outbox (the
guest resent only on a new welcome), the host waiting for that seat."""

from __future__ import annotations

import json

from pygame_core.net import Guest

from .harness import Table


def table() -> Table:
    t = Table(kinds=("remote", "remote", "bot", "bot"))
    for g in t.guests.values():
        g.clock = t.clock  # (the harness's guests use the wall clock)
    t.connect_all()
    t.deal()
    return t


def lose(t: Table, name: str) -> int:
    """Drop everything in flight on the link end ``name`` (e.g. "0>host"); the link stays up."""
    end = next(e for pair in t.links.values() for e in pair if e.name == name)
    ahead = len(t.net.queue)
    t.net.queue = type(t.net.queue)((d, x) for d, x in t.net.queue if d is not end.peer)
    return ahead - len(t.net.queue)


def act_at_once(t: Table) -> tuple[int, Guest]:
    """A seat to act now acts; nothing is delivered yet."""
    g = next(g for g in t.guests.values() if g.my_turn() and g.legal)
    g.act(t.choose(g))
    return len(t.host.actions), g


def sent(t: Table, start: int, name: str) -> list[dict[str, object]]:
    return [json.loads(x) for n, x in t.net.sent[start:] if n == name]


def test_a_dropped_guest_message_is_sent_again_and_the_hand_goes_on() -> None:
    t = table()
    before, g = act_at_once(t)
    assert lose(t, f"{g.seat}>host") == 1  # the intent is lost on the way; the link stays up
    t.net.run()
    assert len(t.host.actions) == before and g.outbox  # the host still waits for this seat
    t.clock.advance(g.rto - 0.1)
    g.tick()
    t.net.run()
    assert len(t.host.actions) == before  # not before the timeout
    t.clock.advance(0.1)
    g.tick()
    t.net.run()
    assert len(t.host.actions) > before and t.host.actions[before][0] == g.seat
    assert not g.outbox and not g.refusals
    t.play_out()
    assert all(x.verification(1) is not None and x.verification(1).ok for x in t.guests.values())


def test_an_honest_repeat_is_taken_quietly_and_applied_once() -> None:
    t = table()
    before, g = act_at_once(t)
    t.net.step()  # the intent reaches the host, which applies it
    assert len(t.host.actions) > before
    host_end = f"host>{g.seat}"
    assert lose(t, host_end)  # everything the host sent back (the acknowledgement in it) is lost
    t.net.run()
    assert g.outbox
    applied, start = list(t.host.actions), len(t.net.sent)
    t.clock.advance(g.rto)
    g.tick()  # the guest resends the intent; the host, which consumed that number, acknowledges it again
    t.net.run()
    assert [m["t"] for m in sent(t, start, f"{g.seat}>host")] == ["intent"]
    assert [m["t"] for m in sent(t, start, host_end)] == ["ack"]  # no numbered refusal
    assert t.host.actions == applied and not g.outbox and not g.refusals
    assert not [e for e in t.host.log if e["code"] == "E_SEQ_REPLAY"]
    t.play_out()  # (the host resends what was lost after its own timeout)
    assert all(x.verification(1) is not None and x.verification(1).ok for x in t.guests.values())


def test_another_message_under_a_used_number_is_still_refused() -> None:
    t = table()
    before, g = act_at_once(t)
    t.net.run()
    mine = [m for m in sent(t, 0, f"{g.seat}>host") if m["t"] == "intent"]
    fields = {k: v for k, v in mine[-1].items() if k not in ("v", "t")}
    assert fields["seq"] == g.next_seq - 1 and len(t.host.actions) > before
    other = dict(fields, action={"a": "bid", "n": 1 - int(fields["action"].get("n", 0))})
    applied, log = list(t.host.actions), len(t.host.log)
    g._send_raw("intent", other)  # a changed message under the number the host consumed
    t.net.run()
    assert t.host.actions == applied
    assert [e["code"] for e in list(t.host.log)[log:]] == ["E_SEQ_REPLAY"]
    assert g.refusals and g.refusals[-1]["code"] == "E_SEQ_REPLAY"
