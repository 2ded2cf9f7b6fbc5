"""A 花鸟风月 deal's own events start the table's log (the Master takes them from opening_events):
play-test 5 found every hand's log starting without its first turn's header and the first player."""

from __future__ import annotations

from pygame_core.core import registry
from pygame_core.table.master import Master


def test_a_deal_opens_with_its_events_each_hand_seen_by_its_seat_only() -> None:
    info = registry.get("huaniao")
    m = Master(info, info.options_for(info.default_preset), 5, ["human"] + ["bot:easy"] * 3)
    m.start_hand()
    kinds = [e["type"] for e in m.events_of(0)]
    assert kinds[0] == "dealt" and "turn" in kinds
    hands = [e for e in m.events_of(0) if e["type"] == "hand"]
    assert [e["seat"] for e in hands] == [0] and hands[0]["cards"]
    assert not [e for e in m.events_of(None) if e["type"] == "hand"]  # a spectator sees no hand
    assert kinds == [e["type"] for e in Master.loads(m.dumps()).events_of(0)]  # a resumed deal too
