"""The 够级 table after the oval seats (fix-gouji-b): the folded log's latest line stays on the
felt; the play callout sits beside the cards on a phone on its side; no splash covers a play just
made or the finale."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, table

from pygame_core.ui.draw import DisplayList


def test_a_laptop_with_the_log_folded_shows_its_latest_line_on_the_felt() -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.latest) > 0)
    lay = scr.lay
    assert lay.log.w <= 0  # six seats: the log is behind its button
    dl = DisplayList()
    ui.draw_center(dl, lay.center, scr.view(), 300.0)
    hits = [op for op in dl.ops if op[0] == "T" and op[3] == ui.latest]
    assert hits
    y = float(hits[0][2])
    mine = ui.boxes[scr.viewer]
    assert lay.center.y < y < mine.y  # on the felt, above the viewer's own play
    assert all(not (b.y <= y <= b.b and b.x <= float(hits[0][1]) <= b.r) for b in ui.boxes.values())
