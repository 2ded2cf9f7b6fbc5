"""The size of a reveal is bounded by construction (PROTOCOL.md "Sizes, by construction").

``fair.build_reveal`` keeps every reveal within ``REVEAL_CAP`` (one host message): a hand of
``REVEAL_PLIES`` actions of ``ACTION_BYTES`` each fits with the largest fixed part met (shares,
options, carry, result); past the cap the final position goes, then the host refuses to build it
(and the guests' verdict says no reveal came); a guest sent an oversized reveal gives its verdict.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from pygame_core.core import registry
from pygame_core.core.errors import IllegalAction
from pygame_core.net import fair
from pygame_core.net import host as host_mod
from pygame_core.net import messages as M
from pygame_core.net.host import Host
from pygame_core.table.master import Master

from .harness import Table
from .test_games import kinds_for
from .test_hostile import Raw, refused, snapshot
from .test_threat import cheat_table, failed_with


def _played(gid: str) -> dict[str, Any]:
    info = registry.get(gid)
    t = Table(game=gid, kinds=kinds_for(info), seed=3, resolve=registry.get,
              level="normal" if "normal" in info.bots else "rule")
    t.connect_all()
    t.play_hand(limit=20_000)
    reveal: dict[str, Any] = t.host.history[-1]
    return reveal


def _action(n: int) -> list[Any]:
    """A logged [seat, action] of exactly ``n`` bytes (a play naming many cards)."""
    base = [5, {"a": "play", "cards": []}]
    size = len(json.dumps(base, separators=(",", ":")))
    cards = ["Q"] * ((n - size + 1) // 4)  # each '"Q",' is 4 bytes
    out = [5, {"a": "play", "cards": cards}]
    assert abs(len(json.dumps(out, separators=(",", ":"))) - n) <= 4
    return out


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_a_hand_at_the_ply_budget_stays_under_the_cap(gid: str) -> None:
    r = _played(gid)
    replay = {**r["replay"], "actions": [_action(fair.ACTION_BYTES)] * fair.REVEAL_PLIES}
    fixed = fair.reveal_size({**r, "replay": {**r["replay"], "actions": []}})
    assert fixed <= fair.FIXED_BYTES, f"{gid}: the fixed part is {fixed} bytes"
    out = fair.build_reveal(r["hand"], r["host_share"], {int(k): v for k, v in r["shares"].items()}, r["seed"],
                            replay, r["result"], r["returns"])
    text = M.encode("reveal", seq=2**53, ack=2**53, **out)
    assert len(text.encode()) <= M.MAX_HOST_BYTES
    print(f"\n{gid}: fixed part {fixed} B; {fair.REVEAL_PLIES} plies of {fair.ACTION_BYTES} B: "
          f"{len(text.encode())} B of {M.MAX_HOST_BYTES}")


def test_the_budget_is_what_the_cap_holds() -> None:
    assert fair.FIXED_BYTES + fair.REVEAL_PLIES * (fair.ACTION_BYTES + 1) <= fair.REVEAL_CAP


def test_past_the_cap_the_final_position_goes_then_the_reveal_is_refused() -> None:
    r = _played("huaniao")
    shares = {int(k): v for k, v in r["shares"].items()}
    fits = (fair.REVEAL_CAP - fair.reveal_size(r)) // (fair.ACTION_BYTES + 1)
    longer = {**r["replay"], "actions": r["replay"]["actions"] + [_action(fair.ACTION_BYTES)] * fits}
    while fair.reveal_size({**r, "replay": longer}) <= fair.REVEAL_CAP:  # just past the cap, with final
        longer["actions"] = longer["actions"] + [_action(fair.ACTION_BYTES)]
    assert len(longer["final"]) > 2 * fair.ACTION_BYTES  # so that without it, it fits
    out = fair.build_reveal(r["hand"], r["host_share"], shares, r["seed"], longer, r["result"], r["returns"])
    assert "final" not in out["replay"] and fair.reveal_size(out) <= fair.REVEAL_CAP
    far = {**longer, "actions": longer["actions"] * 2}
    with pytest.raises(fair.RevealTooLarge) as e:
        fair.build_reveal(r["hand"], r["host_share"], shares, r["seed"], far, r["result"], r["returns"])
    assert e.value.code == "E_REVEAL_SIZE"


class Oversized(Host):
    """Sends a reveal larger than one host message may be."""

    def _reveal(self) -> None:
        for i in range(len(self.seats)):
            self._send_seat(i, "reveal", hand=self.hand, host_share="0" * 64, shares={}, seed=1, replay={},
                            result={"pad": "x" * M.MAX_HOST_BYTES})


def test_a_guest_sent_an_oversized_reveal_gives_its_verdict() -> None:
    t = cheat_table(Oversized)
    t.play_hand()
    assert failed_with(t, "cannot be read")


# --- what enters the log: listed actions, or unlisted ones the rules accept within the budget ------

def _reordered(m: Master) -> Any:
    """An action the rules accept for seat 0 but do not list: a listed one with its cards reversed."""
    legal = m.legal(0)
    keys = {M.canonical(b) for b in legal}
    for a in legal:
        for k, v in a.items():
            b = {**a, k: v[::-1]} if isinstance(v, list) else None
            if b is not None and M.canonical(b) not in keys:
                try:
                    m.state.clone().apply(0, b)
                except IllegalAction:
                    continue
                return b
    return None


def _hostile_table(gid: str, ready: Any = lambda m: True) -> tuple[Table, Raw, int]:
    """Seat 0 a raw connection (bound with its real secret), every other seat a bot; dealt, and
    played on (seat 0 taking its first listed action) until seat 0 is to act with ``ready(master)``;
    the next sequence number seat 0 sends with."""
    info = registry.get(gid)
    t = Table(game=gid, kinds=("remote",) + ("bot",) * (info.seats - 1), seed=5, resolve=registry.get,
              level="rule" if "rule" in info.bots else "normal")
    ev = Raw(t)
    ev.msg("hello", seat=0, secret=t.host.secret(0))
    t.deal()
    m = t.host.master
    seq = 1
    for _ in range(2000):
        if t.host.phase != "playing":
            break
        if 0 in m.to_act() and m.legal(0):
            if ready(m):
                return t, ev, seq
            ev.msg("intent", seq=seq, seat=0, hand=1, ply=m.ply, action=m.legal(0)[0])
            seq += 1
        t.clock.advance(1.0)
        t.host.tick()
        t.net.run()
    pytest.fail(f"{gid}: seat 0 never came to act as wanted")


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_a_refused_intent_never_enters_the_log(gid: str) -> None:
    t, ev, first = _hostile_table(gid)
    m = t.host.master
    listed = m.legal(0)[0]
    before, log = snapshot(t), list(m.hand.actions)
    ply = m.ply
    tries = [  # (intent, hand, ply, the refusal)
        ({**listed, "pad": "x" * 2000}, 1, ply, "E_BAD_ACTION"),   # an unknown key
        ({"a": "no-such-kind"}, 1, ply, "E_BAD_ACTION"),
        (listed, 1, ply + 5, "E_STALE"),                             # a ply that has not come
        (listed, 2, ply, "E_STALE"),                                 # another hand
    ]
    if len(listed) > 1:  # the listed kind with its fields' content replaced: refused by schema or rules
        tries.append(({"a": listed["a"], **{k: [0] * 64 for k in listed if k != "a"}}, 1, ply, ""))
    for seq, (action, hand, at, code) in enumerate(tries, first):
        r = ev.msg("intent", seq=seq, seat=0, hand=hand, ply=at, action=action)
        assert any(x["t"] == "refused" and (not code or x["code"] == code) for x in r), (action, r)
        assert m.hand.actions == log and snapshot(t) == before
    assert "xxxx" not in t.host.dumps()


@pytest.mark.parametrize("gid", ["gouji", "huaniao"])
def test_an_unlisted_intent_is_logged_only_within_the_action_budget(gid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # 够级 and 花鸟风月 accept the cards of a listed action in another order (the engine reads the
    # cards); the host logs such an intent as it came, so it must fit the reveal's per-action budget.
    t, ev, seq = _hostile_table(gid, _reordered)
    m = t.host.master
    unlisted = _reordered(m)
    log = list(m.hand.actions)
    monkeypatch.setattr(host_mod, "ACTION_BYTES", len(M.canonical(unlisted).encode()) - 1)
    r = ev.msg("intent", seq=seq, seat=0, hand=1, ply=m.ply, action=unlisted)
    assert refused(r, "E_BAD_ACTION") and m.hand.actions == log
    monkeypatch.setattr(host_mod, "ACTION_BYTES", fair.ACTION_BYTES)
    ev.msg("intent", seq=seq + 1, seat=0, hand=1, ply=m.ply, action=unlisted)
    assert m.hand.actions[len(log):][:1] == [(0, unlisted)]
