"""够级 play-test 37 (/tmp/pt37-gouji/REPORT.md), left for session 34 (FIXERS 够级 6)."""

from __future__ import annotations

import pytest
from test_gouji_table import SIZES, drive, make_app, press, table


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_play_keeps_its_cell_grey_till_a_card_is_raised(w: int, h: int) -> None:
    """pt37 #3 (151816-t7 -> 151824-selQ): before a card was raised the red cell was empty, then 出牌 came there (and
    发四 in another state): the buttons moved under the player. 出牌 stands in its cell from the first frame of the
    turn, grey ("先选牌") till a card is up; a tap on it then plays nothing."""
    app = make_app(w, h)
    app.settings["fixed_seed"] = 3
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play" and scr.viewer in
                scr.client.people_to_act() and any(b["id"] == "btn:hint" for b in a.state()["buttons"])
                and not a.state()["selected"])
    app.frame(now)
    st = app.state()
    grey = next((b for b in st["buttons"] if b["id"] == "btn:play"), None)
    assert grey is not None and not grey["enabled"], st["buttons"]
    before = next(h["rect"] for h in st["hits"] if h["id"] == "btn:play")
    ply = scr.client.ply()
    press(app, "btn:play", now + 0.1)
    assert scr.client.ply() == ply and not app.state()["selected"]  # nothing played
    card = next(h for h in app.state()["hits"] if h["id"].startswith("card:"))
    x, y, cw, ch = card["rect"]
    app.tap_at(x + 4, y + ch / 2, now + 1.0)
    app.frame(now + 1.5)
    st = app.state()
    assert st["selected"] and next(h["rect"] for h in st["hits"] if h["id"] == "btn:play") == before
