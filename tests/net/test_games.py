"""Every registered game over the protocol: full hands with scripted people and bots, every seat
verified; and no message to a seat carries anything beyond that seat's view, events and legal
actions (checked on every message, at the moment it is sent, over many seeded games)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pygame_core.core import registry
from pygame_core.core.game import Event, GameInfo, events_for
from pygame_core.net import Host

from .harness import Table
from .toygame import GAME as TOY


def info_or_skip(gid: str) -> GameInfo:
    if gid == "toy":
        return TOY
    try:
        return registry.get(gid)
    except (ImportError, AttributeError) as e:
        pytest.skip(f"{gid} does not import yet: {e}")


def kinds_for(info: GameInfo) -> tuple[str, ...]:
    # Mixed: people on even seats, bots on odd ones.
    return tuple("remote" if i % 2 == 0 else "bot" for i in range(info.seats))


class Watch:
    """Checks every host -> seat message when it is sent, against the authoritative state."""

    def __init__(self, t: Table) -> None:
        self.t = t
        self.events: list[Event] = []
        self.checked = 0
        self.bytes: dict[str, list[int]] = {}
        self.seen_ids: dict[int, set[int]] = {}
        self.hand = 0
        orig = Host._send_updates

        def spy(host: Host, events: list[Event], by: int | None, auto: str | None) -> None:
            self.events = list(events)
            orig(host, events, by, auto)
        self._orig = orig
        Host._send_updates = spy  # type: ignore[method-assign]

    def close(self) -> None:
        Host._send_updates = self._orig  # type: ignore[method-assign]

    def wrap(self, seat: int) -> None:
        h = self.t.links[seat][0]
        send = h.send

        def checked(text: str) -> None:
            self.check(seat, text)
            send(text)
        h.send = checked  # type: ignore[method-assign]

    def check(self, seat: int, text: str) -> None:
        m = json.loads(text)
        self.bytes.setdefault(m["t"], []).append(len(text.encode()))
        host = self.t.host
        st = host.state
        self.checked += 1
        allowed = {"v", "t", "seq", "ack"}
        if m["t"] in ("update", "sync") and st is not None and m.get("view") is not None:
            assert m["view"] == st.view(seat)
            # every seat's own legal actions, also optional ones when it need not act; none while
            # the table answers for it (a window with the decline alone, or its answer held)
            playing = host.phase == "playing" and not st.is_over()
            want_legal = st.legal_actions(seat) if playing and seat not in host.master.table_answers() else []
            assert m["legal"] == want_legal
            if m["t"] == "update":
                assert m["events"] == events_for(seat, self.events)
            assert m["to_act"] == list(st.to_act())
            allowed |= {"view", "legal", "events", "to_act", "hand", "ply", "by", "auto", "timers", "phase",
                        "commit", "seats", "chat", "result", "bots", "series"}
            if not st.is_over():
                self.scan(seat, m, st.view(seat))
        elif m["t"] == "reveal":
            assert st is not None and st.is_over()  # everything is public only after the hand
            allowed |= set(m)
        elif m["t"] == "commit":
            allowed |= {"hand", "commit"}
        elif m["t"] in ("sync",):
            assert m["view"] is None
            allowed |= set(m)
        else:
            allowed |= set(m)
            assert m["t"] in ("welcome", "status", "ping", "chat", "refused", "bye")
        assert set(m) <= allowed, set(m) - allowed

    def scan(self, seat: int, m: dict[str, Any], view: dict[str, Any]) -> None:
        """Card ids (where the game's card format is known) must be ones the view shows."""
        gid = self.t.host.game
        if gid not in ("toy", "huaniao"):
            return
        if self.t.host.hand != self.hand:
            self.hand = self.t.host.hand
            self.seen_ids = {}
        seen = self.seen_ids.setdefault(seat, set())
        seen |= card_ids(gid, view)
        got = card_ids(gid, [m.get("view"), m.get("events"), m.get("legal")])
        assert got <= seen, f"seat {seat} was sent cards {sorted(got - seen)} it may not see"


def card_ids(gid: str, obj: Any, key: str = "") -> set[int]:
    out: set[int] = set()
    if isinstance(obj, dict):
        if gid == "huaniao" and "id" in obj and "face" in obj and isinstance(obj["id"], int):
            out.add(obj["id"])
        for k, v in obj.items():
            out |= card_ids(gid, v, k)
    elif isinstance(obj, list):
        for v in obj:
            out |= card_ids(gid, v, key)
    elif isinstance(obj, int) and not isinstance(obj, bool):
        card_keys = {"toy": ("hand", "c", "card", "table"), "huaniao": ("cards", "card")}[gid]
        if key in card_keys:
            out.add(obj)
    return out


def play(gid: str, seed: int, preset: str | None = None, hands: int = 1) -> tuple[Table, Watch]:
    info = info_or_skip(gid)
    level = next(iter(info.bots))  # the quickest level
    t = Table(game=gid, kinds=kinds_for(info), seed=seed,
              options=dict(info.presets[preset or info.default_preset]), level=level)
    w = Watch(t)
    try:
        t.connect_all()
        for s in t.guests:
            w.wrap(s)
        for _ in range(hands):
            t.play_hand(limit=20_000)
            for g in t.guests.values():
                v = g.verification()
                assert v is not None and v.ok, (gid, seed, v and v.problems)
                assert g.view == t.host.state.view(g.seat)  # type: ignore[union-attr]
            if t.host.phase == "done":
                break
    finally:
        w.close()
    return t, w


@pytest.mark.parametrize("gid", ["toy", *registry.GAME_IDS])
def test_full_hands_with_people_and_bots(gid: str) -> None:
    t, w = play(gid, seed=21, hands=2)
    assert w.checked > 10
    assert len(t.host.history) >= 1


@pytest.mark.parametrize("gid", ["toy", "huaniao"])
def test_no_message_carries_a_card_the_seat_may_not_see(gid: str) -> None:
    info = info_or_skip(gid)
    presets = list(info.presets)
    n = 40 if gid == "toy" else 10
    for seed in range(n):
        play(gid, seed=1000 + seed, preset=presets[seed % len(presets)])


def test_bytes_per_action_message_figures(capsys: pytest.CaptureFixture[str]) -> None:
    """Measured, printed for the report (run with -s); asserts only sanity bounds."""
    lines = []
    for gid in ["toy", *registry.GAME_IDS]:
        try:
            t, w = play(gid, seed=77)
        except pytest.skip.Exception:
            continue
        ups = sorted(w.bytes.get("update", [0]))
        p50, p95 = ups[len(ups) // 2], ups[int(len(ups) * 0.95)]
        intents = sorted(len(x.encode()) for name, x in t.net.sent
                         if name.endswith(">host") and json.loads(x)["t"] == "intent")
        acks = [len(x.encode()) for name, x in t.net.sent if name.endswith(">host") and json.loads(x)["t"] == "ack"]
        lines.append(f"{gid}: host->seat update p50 {p50} B, p95 {p95} B, max {ups[-1]} B over {len(ups)}; "
                     f"seat->host intent p50 {intents[len(intents) // 2]} B, max {intents[-1]} B; ack {max(acks)} B")
        assert ups[-1] < 262144
    with capsys.disabled():
        print("\n" + "\n".join(lines))
