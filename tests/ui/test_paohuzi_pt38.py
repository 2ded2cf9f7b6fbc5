"""跑胡子 table, session 34 (play-test 38's report)."""

from __future__ import annotations

import pytest
from test_paohuzi_playtest6 import _as_view
from test_paohuzi_pt10 import _win
from test_paohuzi_pt36 import _table, _texts

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.batch import HU_S
from pygame_core.ui.games.paohuzi.winface import FIRST_S


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_bots_later_flow_wins_are_a_hu_at_its_seat_not_a_panel(w: float, h: float) -> None:
    """Play-test 38 #2 (160643-t17, 161834-p2-t18: a 640x270 panel over the middle ~20 times a hand; on
    a phone a card over 电脑2's melds). The hand's first win keeps its card (how a win scores, read
    once); a bot's later ones are the apps' ~1 s 胡 on its badge, then its amount beside it, the table
    playing on, nothing over the middle; the player's own later ones keep theirs."""
    app, sp, me, bot = _table(w, h)
    other = 3 - me - bot
    pay, pay2 = [-500] * 3, [-300] * 3
    pay[bot], pay2[other] = 1000, 600
    recs = [_win(bot, pay, "x3"), _win(other, pay2, "x5"), _win(bot, pay, "x6")]
    _as_view(sp, recs)
    sp.on_events([{"type": "win", "seat": bot}, {"type": "win", "seat": other}, {"type": "win", "seat": bot}], 20.0)
    assert sp.busy(20.1) and [i for i, _p in sp.moments.faces_at(20.1)] == [0]   # the hand's first: its card
    t = 20.0 + FIRST_S + 0.3
    plate = sp.table.lay.seats[other]
    dl = DisplayList()
    sp.draw_overlay(dl, w, h, t, sp.table.view())   # first the 胡 alone on the winner's badge
    hu = [op for op in dl.ops if op[0] == "T" and op[3] == "胡"]
    assert hu and plate.contains(hu[0][1], hu[0][2]) and "你 -300" not in _texts(dl), _texts(dl)
    dl = DisplayList()
    sp.draw_overlay(dl, w, h, t + HU_S, sp.table.view())   # then its amount, what the player pays
    assert "你 -300" in _texts(dl), _texts(dl)
    for k in range(int(4.0 / 0.1)):   # the later ones: never a panel, never holding the table
        now = t + HU_S + 0.1 + k * 0.1
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, now, sp.table.view())
        assert not sp.moments.faces_at(now) and not sp.busy(now), now
        assert "pz:face" not in {x.id for x in dl.hits}


def test_the_standing_line_never_shows_behind_a_wins_card() -> None:
    """Play-test 38 #2 (161834-p2-t18): on a phone the win card lay over 电脑2's melds and the standing
    line "电脑2 胡了 · 第2胡 · 你付 -960" stuck out behind it: two overlays. The line says a win once its
    card has gone."""
    app, sp, me, bot = _table(390, 844)
    pay = [-500] * 3
    pay[bot] = 1000
    _as_view(sp, [])
    sp.on_events([{"type": "discard", "seat": me, "card": "x9"}], 20.0)   # (the player's move before)
    _as_view(sp, [_win(bot, pay, "x3")])
    sp.on_events([{"type": "win", "seat": bot}], 20.0)

    def standing(t: float) -> bool:
        app.now = t
        return "standing" in sp.board_view(sp.table.view())

    assert sp.moments.faces_at(20.5) and not standing(20.5)
    assert standing(20.0 + FIRST_S + 0.2)
