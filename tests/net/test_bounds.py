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
from pygame_core.net import fair
from pygame_core.net import messages as M
from pygame_core.net.host import Host

from .harness import Table
from .test_games import kinds_for
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
