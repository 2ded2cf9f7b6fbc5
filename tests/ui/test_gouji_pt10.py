"""Play-test 10's defects at the 够级 table: 革命 explained (D3), callouts one at a time and off the
记牌器 (D4), plays seen moving (D5), and the smaller items."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, table

from pygame_core.ui.games.gouji.calls import moment
from pygame_core.ui.games.gouji.end import sheet_lines
from pygame_core.ui.games.gouji.finish import rev_line


def test_a_revolution_says_what_it_means_and_what_is_at_stake() -> None:
    """D3: "nothing on the table said what the revolution bet was, that I was in a duel, or why a 29-card
    hand is not last": a banner and the stake in words as it is declared, the table held to read them,
    a 革命 seal on the seat all hand (its tap tip says the stake), and the outcome on the sheet."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    rev = (ui.me() + 3) % 6  # the viewer's opposite: the viewer is the one in the duel
    moment(ui, {"type": "revolution", "seat": rev}, now)
    banners = [t for t, _t0, _b in ui.moments.banners]
    assert any("只和对门 你 比一手" in t for t in banners), banners
    assert "管住的一方开点" in app.toast_text and "排三科" in app.toast_text and "四科" in app.toast_text
    assert ui.busy(now + 1.5)  # held while it is read
    view = {**scr.view(), "revolutionary": rev}
    assert "革命" in ui.seat_info(view, rev).marks
    assert "革命" not in ui.seat_info(view, (rev + 1) % 6).marks
    lost = {"revolutionary": 2, "places": [1, 2, 4, 3, 5, 6]}
    assert rev_line(lost, ui.name, "zh-Hans").startswith("革命失败：") and "排四科" in rev_line(lost, ui.name, "zh-Hans")
    won = {"revolutionary": 2, "places": [5, 6, 3, 4, 1, 2]}
    assert rev_line(won, ui.name, "zh-Hans").startswith("革命成功：") and "排三科" in rev_line(won, ui.name, "zh-Hans")
    assert rev_line({"revolutionary": -1, "places": [1, 2, 3, 4, 5, 6]}, ui.name, "zh-Hans") == ""
    assert rev_line(lost, ui.name, "en").startswith("Revolution failed")
    lines = sheet_lines({"seat": 0, "result": lost}, ui.name, "zh-Hans", False)
    assert lines and lines[0].startswith("革命失败")
