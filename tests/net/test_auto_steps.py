"""The rules' automatic steps at a peer table whose host runs them one a tick (as a host's page does):
every seat gets each step as its own update, marked while more follow, and every hand verifies,
also for a page that dropped in the middle of a run of steps and kept a view from there."""

from __future__ import annotations

import json
from collections import deque

import pytest

from pygame_core.core import registry
from pygame_core.core.game import Event
from pygame_core.net import channel
from pygame_core.net.peer import PeerClient

from .harness import Table

SEED = 12  # its deal has a run of 10+ automatic steps in a row (locked seats' wins and draws) early
# enough for 10 plies after (seed 11's run went when the bots kept made 胡息 groups, c2e87295)


def table(steps: list[tuple[str | None, bool]]) -> Table:
    t = Table(game="paohuzi", kinds=("remote", "bot", "bot"), seed=SEED, resolve=registry.get, level="easy")
    t.host.master.slice_ms = 5.0  # the host's page: one step a tick
    send = t.host._send_updates

    def spy(events: list[Event], by: int | None, auto: str | None) -> None:
        steps.append((auto, t.host.master.pending()))
        send(events, by, auto)
    t.host._send_updates = spy  # type: ignore[method-assign]
    t.connect_all()
    return t


def longest_run(steps: list[tuple[str | None, bool]]) -> int:
    run = best = 0
    for auto, _ in steps:
        run = run + 1 if auto == "rules" else 0
        best = max(best, run)
    return best


def test_each_automatic_step_is_an_update_and_the_hand_verifies() -> None:
    steps: list[tuple[str | None, bool]] = []
    t = table(steps)
    seen: list[bool] = []
    g = t.guests[0]
    on_update = g._on_update

    def watch(m: dict[str, object]) -> None:
        seen.append(bool(m.get("running", False)))
        on_update(m)
    g._on_update = watch  # type: ignore[method-assign]
    t.play_hand()
    assert longest_run(steps) >= 10
    assert seen.count(True) == sum(1 for _, pending in steps if pending) > 10
    v = g.verification(1)
    assert v is not None and v.ok, v


def test_a_page_that_dropped_between_two_steps_still_verifies_an_honest_host(monkeypatch: pytest.MonkeyPatch) -> None:
    # the host keeps few messages for a page away, so that coming back needs a sync: the view from
    # the middle of the run stays the last one the page has at that ply
    monkeypatch.setattr(channel, "OUTBOX_LIMIT", 4)
    steps: list[tuple[str | None, bool]] = []
    t = table(steps)
    dropped: list[int] = []
    spy = t.host._send_updates

    def drop_midway(events: list[Event], by: int | None, auto: str | None) -> None:
        spy(events, by, auto)
        if not dropped and steps[-1] == ("rules", True):
            # seat 0's page gets this view from the middle of a run of steps, then drops
            guest_end = t.links[0][1]
            mine = [text for dst, text in t.net.queue if dst is guest_end and text is not None]
            t.net.queue = deque((dst, text) for dst, text in t.net.queue if dst is not guest_end)
            for text in mine:
                t.guests[0].on_text(text)
            t.net.cut(guest_end)
            dropped.append(t.guests[0].ply)
    t.host._send_updates = drop_midway  # type: ignore[method-assign]
    t.play_hand()
    assert dropped and t.guests[0].to_act == [] and not t.guests[0].verification(1)
    assert t.host.master.ply > dropped[0] + 10  # the hand went on: the view it kept stays its last there
    t.connect(0)  # back after the hand: the sync resends the reveal
    v = t.guests[0].verification(1)
    assert v is not None and v.ok, [p["en"] for p in v.problems]


def test_a_page_never_calls_the_hand_over_while_the_rules_run() -> None:
    """Between two automatic steps nobody is to act, yet the hand goes on: a guest's table must not
    take that for the end (its result sheet opened in the middle of a run and stayed there)."""
    steps: list[tuple[str | None, bool]] = []
    t = table(steps)
    g = t.guests[0]
    client = PeerClient(g, registry.get("paohuzi"))
    over_mid_run: list[bool] = []
    on_update = g._on_update

    def watch(m: dict[str, object]) -> None:
        on_update(m)
        client.pull()
        if m.get("running"):
            over_mid_run.append(client.is_over())
    g._on_update = watch  # type: ignore[method-assign]
    t.play_hand()
    assert len(over_mid_run) > 10 and not any(over_mid_run)
    client.pull()
    assert client.is_over()


def test_a_sync_in_the_middle_of_a_run_says_the_rules_still_run() -> None:
    steps: list[tuple[str | None, bool]] = []
    t = table(steps)
    syncs: list[dict[str, object]] = []
    spy = t.host._send_updates

    def sync_midway(events: list[Event], by: int | None, auto: str | None) -> None:
        spy(events, by, auto)
        if not syncs and t.host.master.pending():  # as for a page that comes back between two steps
            chan = t.host.seats[0].chan
            t.host._sync(chan, 0)
            syncs.append(json.loads(chan.outbox[-1][1]))
    t.host._send_updates = sync_midway  # type: ignore[method-assign]
    t.play_hand()
    assert syncs and syncs[0]["t"] == "sync" and syncs[0]["to_act"] == [] and syncs[0]["running"] is True
    v = t.guests[0].verification(1)
    assert v is not None and v.ok, v
