"""The player's own match total keeps a place of its own in their strip, on a plate after their face, whatever
the prompt says: play-test 38 花鸟风月 #5 (161556-ph-h2, 161621-ph-cont: on a phone "选牌出牌，单张可双击" pushed
总分 out of the line; all three games at times)."""

from __future__ import annotations

import pytest
from test_ui_app import make_app, press

from pygame_core.ui.table_screen import TableScreen

LONG = "明点：对门不开点，他进你 2 张；他开了点，你多进他 4 张"
TOTAL = "总分 -12"


@pytest.mark.parametrize("game", ["gouji", "paohuzi", "huaniao"])
@pytest.mark.parametrize("w,h", [(390, 844), (844, 390), (1366, 768)])
def test_the_players_total_stays_on_its_plate_beside_a_long_prompt(game: str, w: int, h: int) -> None:
    app = make_app(w=w, h=h, game=game, lang="zh-Hans")
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    now = 0.2
    while scr.viewer not in scr.client.people_to_act():
        now += 0.1
        app.frame(now)
        assert now < 60, "no prompt"
    scr.match_total = lambda seat: TOTAL  # type: ignore[method-assign]
    scr.plugin.prompt_hint = lambda view: LONG  # type: ignore[method-assign]
    app.frame(now + 0.1)
    me = scr.lay.me if scr.lay is not None else None
    assert me is not None
    said = [op for op in app.dl.ops if op[0] == "T" and op[3] in (TOTAL, "-12") and me.y <= op[2] <= me.b]
    assert said, "the player's total left their strip"   # (a narrow strip keeps its figure: '-12')
    x, size = said[0][1], said[0][4]
    assert me.x <= x <= me.r and size >= 11
    line = next(op for op in app.dl.ops if op[0] == "T" and LONG[:4] in str(op[3]) and me.y <= op[2] <= me.b)
    assert x < line[1], "the total leads the line, before what is asked"
    assert line[4] >= 11, "what is asked is cut, not shrunk past reading (play-test 22)"
