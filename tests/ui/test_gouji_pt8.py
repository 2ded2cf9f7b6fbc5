"""Play-test 8's smaller 够级 items: a play in the air shows every card's rank and suit (piles read
"1 1 1 10", a bare "7", "( ( ( Q" while flying)."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play

from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui.games.gouji.fly import PLAY_S


@pytest.mark.parametrize("size", [(1366, 768), (390, 844), (844, 390)])
def test_a_play_in_the_air_shows_each_cards_index(size: tuple[int, int]) -> None:
    app, scr, ui = in_play(*size)
    seat = (scr.viewer + 2) % 6
    tens = [c for c in range(216) if VALUE[c] == 10][:4]
    now = 3000.0
    app.frame(now)
    ui.on_events([{"type": "play", "seat": seat, "cards": tens, "kind": "normal"}], now)
    app.frame(now + PLAY_S / 2)
    rects = ui.flying.items[-1].rects(now + PLAY_S / 2)
    assert len(rects) == 4
    texts = [(str(op[3]), float(op[4])) for op in app.dl.ops if op[0] == "T"
             and any(r.contains(float(op[1]), float(op[2])) for r in rects)]
    assert sum(1 for t, sz in texts if t == "10" and sz >= 9) >= 4, [t for t in texts if t[0] == "10"]
    suits = {"♠", "♥", "♣", "♦"}
    assert sum(1 for t, _sz in texts if t in suits) >= 4


def test_a_gouji_play_and_its_kill_are_held_named_and_said() -> None:
    """Play-test 8 D4: a 开点's KK killed by AA, the round taken and the next lead went by between two
    glances at 快: each 够级 play holds the bots over a second once landed, and a play beating the
    other team's 够级 is named 打死 at its seat, held longer and said."""
    app, scr, ui = in_play(1366, 768)
    me = scr.viewer
    a, mate = (me + 1) % 6, (me + 3) % 6  # a, and a's teammate (same team: every other seat)
    kings = [c for c in range(216) if VALUE[c] == 13][:2]
    aces = [c for c in range(216) if VALUE[c] == 14][:2]
    now = 5000.0
    app.frame(now)
    ui.on_events([{"type": "trick_won", "seat": me}], now - 5)  # (a new round)
    ui.moments.splashes = []
    ui.on_events([{"type": "play", "seat": a, "cards": kings, "kind": "normal", "gouji": True}], now)
    landed = ui.round.lands[a]
    assert ui.busy(landed + 1.0)  # ~1 s in view before the next bot moves
    ui.on_events([{"type": "play", "seat": mate, "cards": aces, "kind": "normal", "gouji": True}], now + 2)
    assert not any("打死" in s.text for s in ui.moments.splashes)  # a teammate's beat kills nothing
    kill = {"type": "play", "seat": (mate + 1) % 6, "cards": aces, "kind": "normal", "gouji": True}
    ui.on_events([kill], now + 4)
    assert any("打死" in s.text and s.big for s in ui.moments.splashes)
    assert ["say", "打死"] in ui.sound(kill)
    assert ui.busy(now + 4 + 1.1)
