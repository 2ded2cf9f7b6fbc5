"""够级 play-test fixes (fix-gouji-3): a tap on a selected card's lifted index takes that card, not
the one behind (S37/S38); a splash's pill and seal keep off every badge and the top bar (P37/S19/S44)."""

from __future__ import annotations

from typing import Any

import pytest
from test_gouji_table import SIZES, drive, make_app, press, table

from pygame_core.ui import theme as th
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.table import LIFT
from pygame_core.ui.geom import Rect
from pygame_core.ui.layout import Layout


def card_hits(app: App) -> dict[str, Rect]:
    st = app.state()
    return {h["id"]: Rect(*h["rect"]) for h in st["hits"] if h["id"].startswith("card:")}


@pytest.mark.parametrize("size", [(390, 844), (1366, 768)])
def test_a_tap_on_a_lifted_cards_index_takes_that_card(size: tuple[int, int]) -> None:
    """Selected, a card of a row in front stands LIFT px up over the row behind, its index there: a
    tap on that index unselects it (it selected the card behind)."""
    app = make_app(*size, deal=5)
    press(app, "start", 0.1)
    scr, _ui = table(app)
    now = drive(app, 1.0, seed=5, until=lambda a: a.state().get("phase") == "play" and bool(card_hits(a)))
    hits = card_hits(app)
    top = min(r.y for r in hits.values())
    fronts = [(hid, r) for hid, r in hits.items() if r.y > top + 1]  # cards of a row in front
    if size[0] > size[1]:
        assert not fronts  # (a laptop's and a phone on its side's hand is one row, pt30 #1: nothing lifts over another card)
        return
    assert fronts
    hid, r = fronts[0]
    x, y = r.x + 4, r.y - LIFT + 4  # the lifted card's index
    behind = [h for h, o in hits.items() if h != hid and o.contains(x, y)]
    assert behind  # unlifted, that spot is the card behind's
    press(app, hid, now)
    assert scr.selected == [hid[5:]]
    app.frame(now + 0.1)
    assert app.tap_at(x, y, now + 0.1) == hid
    assert scr.selected == []


def two_plays_in(w: int, h: int) -> tuple[Any, Any, Layout]:
    """A pinned deal's table once two plays are on it: the screen, the game's part and the layout."""
    app = make_app(w, h, deal=4)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.round.plays) >= 2)
    assert scr.lay is not None
    return scr, ui, scr.lay


@pytest.mark.parametrize("size", SIZES)
def test_a_splash_and_its_seal_keep_off_every_badge_and_the_top_bar(size: tuple[int, int]) -> None:
    """开点/报牌 at each seat: the pill went over the top bar's chips and the 记牌器, the 报 seal over a
    badge's avatar and count (a row of six badges across a phone on its side)."""
    w, h = size
    scr, ui, lay = two_plays_in(w, h)
    keep = [lay.top, *(Rect(r.x, r.y - 12, r.w, r.h + 12) for r in lay.seats.values())]  # (报牌 tags on top)
    for seat in lay.seats:
        ui.moments.splashes = []
        ui.moments.splash(seat, "报", "电脑3 报牌：剩 1 张", 300.0)
        dl = DisplayList()
        ui.draw_overlay(dl, w, h, 301.0, scr.view())  # (the seal settled)
        pills = [Rect(*[float(v) for v in op[1:5]]) for op in dl.ops
                 if op[0] == "R" and op[6] == "rgba(20,16,12,0.88)"]
        seals = [Rect(*[float(v) for v in op[1:5]]) for op in dl.ops
                 if op[0] == "R" and op[6] == th.CINNABAR and op[7] is None]
        assert len(pills) == 1 and len(seals) == 1, dl.ops
        for r in (pills[0], seals[0]):
            assert r.y >= lay.top.b and r.b <= h, (seat, r)
            assert not any(r.intersects(b) for b in keep), (seat, r)
        assert not seals[0].intersects(pills[0])


@pytest.mark.parametrize("size", SIZES)
def test_a_first_outs_splash_keeps_off_its_banner(size: tuple[int, int]) -> None:
    """头科 is a banner across the middle and a splash at the seat: the splash's pill and seal lay
    under the banner (390x844, 电脑1 on the ring's right). Since play-test 6 the banner says the words
    (kept off the middle's words, it took the band under the badges): the seat keeps its ring and seal."""
    w, h = size
    scr, ui, lay = two_plays_in(w, h)
    for seat in lay.seats:
        ui.moments.clear()
        ui.on_events([{"type": "out", "seat": seat, "place": 1}], 300.0)
        dl = DisplayList()
        ui.draw_overlay(dl, w, h, 300.5, scr.view())
        banners = [Rect(*[float(v) for v in op[1:5]]) for op in dl.ops
                   if op[0] == "R" and op[6] == "rgba(20,16,12,0.94)"]
        drawn = [Rect(*[float(v) for v in op[1:5]]) for op in dl.ops if op[0] == "R" and (
            op[6] == "rgba(20,16,12,0.88)" or (op[6] == th.CINNABAR and op[7] is None))]
        bands = ui.moments.fan_drawn  # (FIXERS 1, session 25: the words burst across the felt, no banner)
        assert not banners and len(bands) == 1 and len(drawn) == 1, dl.ops  # the seal (no pill)
        assert any(op[0] == "T" and op[3] == "头科！" for op in dl.ops)
