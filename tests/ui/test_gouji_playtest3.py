"""The 够级 table after the oval seats (fix-gouji-b): the folded log's latest line stays on the
felt; the play callout sits beside the cards on a phone on its side; no splash covers a play just
made or the finale."""

from __future__ import annotations

import pytest
from test_gouji_table import SIZES, drive, make_app, press, table

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.moments import Finale
from pygame_core.ui.geom import Rect


def test_a_laptop_with_the_log_folded_shows_its_latest_line_on_the_felt() -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.trail_lines) > 1)
    lay = scr.lay
    assert lay is not None and isinstance(scr.viewer, int)
    assert lay.log.w <= 0  # six seats: the log is behind its button
    dl = DisplayList()
    ui.draw_center(dl, lay.center, scr.view(), 300.0)
    hits = [op for op in dl.ops if op[0] == "T" and op[3] == ui.trail_lines[-1]]  # (the round's newest: 本轮)
    assert hits
    y = float(hits[0][2])
    mine = ui.boxes[scr.viewer]
    # on the felt, right of the viewer's own play (session 15: with the lines before it), in no box
    assert lay.center.y < y < lay.center.b and float(hits[0][1]) > mine.r
    assert all(not (b.y <= y <= b.b and b.x <= float(hits[0][1]) <= b.r) for b in ui.boxes.values())


def test_a_phone_on_its_side_calls_a_play_beside_its_cards() -> None:
    """At 844x390 the call ("三个7") over the cards hid their tops and the seat's line above."""
    app = make_app(844, 390)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.round.plays) >= 2)
    lay = scr.lay
    assert lay is not None
    seen = 0
    for seat in list(ui.round.plays):
        ui.moments.call(seat, "三个7", 300.0, False)
        dl = DisplayList()
        ui.draw_center(dl, lay.center, scr.view(), 300.1)
        rects = ui.play_rects.get(seat) or []
        if not rects:
            continue
        box = ui.boxes[seat]
        pills = [Rect(*[float(v) for v in op[1:5]]) for op in dl.ops
                 if op[0] == "R" and op[6] == "rgba(20,16,12,0.86)"]
        assert len(pills) == 1
        pill = pills[0]
        cards = [r for rs in ui.play_rects.values() for r in rs]
        assert not any(pill.intersects(r) for r in cards), (pill, rects)
        assert box.y <= pill.y and pill.b <= box.b  # in its row: clear of the seats' lines above
        ui.moments.calls.clear()
        seen += 1
    assert seen


@pytest.mark.parametrize("size", SIZES)
def test_a_splash_keeps_off_the_play_just_made_and_the_finale(size: tuple[int, int]) -> None:
    """开点 at a seat put its pill over that seat's play for ~2 s; a late 憋3 sat over the finale."""
    w, h = size
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.round.plays) >= 2)
    lay = scr.lay
    assert lay is not None
    ui.draw_center(DisplayList(), lay.center, scr.view(), 300.0)
    plays = [r for rs in ui.play_rects.values() for r in rs]
    assert plays
    seen = 0
    for seat in ui.play_rects:
        if seat == scr.viewer:
            continue
        ui.moments.splashes = []
        ui.moments.splash(seat, "开", "电脑 开点！", 300.0)
        dl = DisplayList()
        ui.draw_overlay(dl, w, h, 300.5, scr.view())
        pills = [Rect(*[float(v) for v in op[1:5]]) for op in dl.ops
                 if op[0] == "R" and op[6] == "rgba(20,16,12,0.88)"]
        assert len(pills) == 1
        assert not any(pills[0].intersects(r) for r in plays), (seat, pills[0])
        seen += 1
    assert seen
    ui.moments.finale = Finale("终局", "胜", True, [("头科", "电脑", True)] * 6, 300.0)
    dl = DisplayList()
    ui.draw_overlay(dl, w, h, 300.5, scr.view())
    assert not [op for op in dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.88)"]
