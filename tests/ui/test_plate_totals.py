"""The seats' match totals wait for the hand's end to be told: while the game's end moment plays (花鸟风月's
poem scroll, a win's burst) the plates keep the totals before this hand; the sheet brings the new ones
(play-test 11: "总分 +21" popped onto the seats while the poem was still unrolling, the winner given away)."""

from __future__ import annotations

from test_ui_app import make_app, press

from pygame_core.ui.table_screen import TableScreen


def test_the_plates_tell_the_hands_points_with_its_sheet_not_before() -> None:
    app = make_app(game="huaniao", speed="instant", fixed_seed=5)
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    c, now = scr.client, 0.2
    while not c.is_over():
        if scr.viewer in c.people_to_act():
            c.act(0, c.hint(0) or c.legal(0)[0])
        c.tick(now)
        now += 0.05
        assert now < 600, "the hand never ended"
    app.frame(now)
    assert not scr.end_shown(now)
    assert scr.info()["totals"] == [""] * 4, "the first hand's points before its end was told"
    while not scr.end_shown(now):
        now += 0.25
        app.frame(now)
        assert now < 900, "the sheet never came"
    assert all(scr.info()["totals"]), "with the sheet, each seat's total"
    totals = scr.info()["totals"]
    press(app, "hn:board", now + 0.1)  # 看牌面: the sheet put aside, the table under it
    app.frame(now + 0.3)
    assert not scr.end_shown(now + 0.3)
    assert scr.info()["totals"] == totals, "the points told stay on the plates (play-test 14: 看牌面 showed the old)"
