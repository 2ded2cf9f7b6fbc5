"""跑胡子's answers on a phone: 过 碰 胡 in the bar's row just above the hand, a 吃 row popping up
over the felt just above the status line, never over a seat; a screen with no room for them there keeps them
in the bar's own rows (320x568: they had reached the seats' badges)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_table import started

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.games.paohuzi.advice import live_answers
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import GAP, OVER, OVER_LOW, slot_cells
from pygame_core.ui.table_screen import TableScreen

TOOLS = ("btn:sort", "btn:hints", "btn:counter", "btn:ffwd")


def answer_at_random(scr: TableScreen, rng: SplitMix64, now: float) -> None:
    """The viewer answers whatever they are asked with a legal action drawn from ``rng``."""
    c = scr.client
    if scr.viewer in c.people_to_act():
        legal = c.legal(scr.viewer)
        if live_answers(scr.view(), scr.viewer, legal)[1].startswith("wait:"):
            return   # not asked yet: a seat whose claim comes first answers before

        c.act(scr.viewer, legal[rng.uniform(len(legal))])
        scr.refresh(now)


def test_the_low_marker_clears_only_the_status_line() -> None:
    bar = Rect(8, 300, 304, 52)
    low = slot_cells(bar, ["t", OVER_LOW, "a"], True)["a"]
    high = slot_cells(bar, ["t", OVER, "a"], True)["a"]
    assert low.b == bar.y - 26 - GAP and high.b == bar.y - 26 - 44 - GAP


@pytest.mark.parametrize("w,h,over", [(390, 844, True), (360, 640, True), (320, 568, False)])
def test_a_claims_buttons_stay_off_the_seats(w: int, h: int, over: bool) -> None:
    app = started(w, h, 5)
    rng = SplitMix64(2)
    now, seen = 1.0, 0
    for _ in range(200):
        app.frame(now)
        scr = app.screen
        assert isinstance(scr, TableScreen) and scr.lay is not None
        lay = scr.lay
        hits = {x["id"]: Rect(*x["rect"]) for x in app.state()["hits"]}   # (a button's as drawn: table_bar.reaches)
        pops = [r.inset(GAP / 2) for k, r in hits.items() if k.startswith("btn:") and k not in TOOLS]
        if "btn:pass" in hits:
            seen += 1
            popped = any(s in scr.plugin.bar_slots(scr.view()) for s in (OVER, OVER_LOW))
            # (320x568: once its hand gives back room at a quiet moment, the answers may pop up too)
            assert popped == over or not over
            for p in pops:
                assert not any(p.intersects(s.inset(0.6)) for s in lay.seats.values()), (p, lay.seats)
                if popped:   # 过 碰 胡 in the bar's row over the hand, a 吃 row just above the status line
                    assert p.inside(lay.buttons.inset(-1)) or p.y >= lay.center.y and p.b <= lay.me.y
                else:      # the bar's own rows
                    assert p.inside(lay.buttons.inset(-1))
        answer_at_random(scr, rng, now)
        now += 0.4
    assert seen


def _own_tiles(app: Any, scr: Any) -> list[Rect]:
    """The player's meld and discard tiles as drawn (a 吃 row may lie over their part's empty side)."""
    board = scr.plugin.board
    places = [board.melds.get(scr.viewer), board.river.get(scr.viewer)]
    return [Rect(*op[1:5]) for op in app.dl.ops if op[0] == "R" and 8 <= op[3] <= 60 and abs(op[3] - op[4]) < 1.5
            and any(pl is not None and pl.contains(op[1] + 1, op[2] + 1) for pl in places)]


def test_a_phones_answers_cover_neither_the_players_melds_nor_the_hints() -> None:
    """Play-test (390x844): 过 and 吃 popped up over the player's 碰 columns and the 听牌 text, and
    the grey 选一张牌打出 sat on the 听牌 text: the felt now lays both above the answers (a 吃 row
    may lie over the part's empty side: play-test 8), and a phone's status line alone says to discard."""
    app = started(390, 844, 5)
    rng = SplitMix64(2)
    now, seen, one_row = 1.0, 0, 0
    for _ in range(200):
        app.frame(now)
        scr = app.screen
        assert isinstance(scr, TableScreen) and scr.lay is not None
        scr.plugin.show_hints = True   # type: ignore[attr-defined]
        app.frame(now + 0.01)
        hits = {x["id"]: Rect(*x["rect"]) for x in app.state()["hits"]}   # (a button's as drawn: table_bar.reaches)
        pops = [r.inset(GAP / 2) for k, r in hits.items() if k.startswith("btn:") and k not in TOOLS]
        drawn = scr.plugin.drawn   # type: ignore[attr-defined]
        mine = [drawn[k] for k in ("hints",) if k in drawn] + _own_tiles(app, scr)
        if pops:
            seen += 1
            assert "hints" in drawn
            for p in pops:
                assert not any(p.intersects(m.inset(1)) for m in mine), (p, mine)
            cells = slot_cells(scr.lay.buttons, scr.plugin.bar_slots(scr.view()), True)
            # 过 吃 碰 胡 in the bar's row, a 2nd 吃 above
            assert cells["pass"].y == cells["chi0"].y == cells["peng"].y == cells["hu"].y > cells["chi1"].y
            if not any(k.startswith("btn:chi") for k in hits):   # 过 碰 胡 (打出, 移牌): one row
                assert len({round(p.y) for p in pops}) == 1, pops
                one_row += 1
        if scr.view().get("phase") == "discard" and scr.viewer in scr.client.people_to_act():
            if not scr.selected:   # nothing selected (the 听牌 panel selects its best: play-test 8): no grey button
                assert "btn:discard" not in hits
            codes = {a["card"] for a in scr.client.legal(scr.viewer) if a["a"] == "discard"}
            plugin = scr.plugin
            card = next(c for c in plugin.hand(scr.view()) if c["code"] in codes)
            scr.selected = [plugin.card_key(card)]   # 打出 and 移牌: one row, over nothing of the player's
            app.frame(now + 0.02)
            hits = {x["id"]: Rect(*x["rect"]) for x in app.state()["hits"]}
            pops = [r for k, r in hits.items() if k in ("btn:discard", "btn:move")]
            drawn = scr.plugin.drawn   # type: ignore[attr-defined]
            mine = [drawn[k] for k in ("hints",) if k in drawn] + _own_tiles(app, scr)
            assert len(pops) == 2 and len({round(p.y) for p in pops}) == 1, pops
            assert not any(p.intersects(m.inset(1)) for p in pops for m in mine), (pops, mine)
            one_row += 1
            scr.selected = []
        answer_at_random(scr, rng, now)
        now += 0.4
    assert seen and one_row
