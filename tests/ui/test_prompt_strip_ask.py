"""What the player is asked reads whole in a short strip before their name does (seen in Chromium at 844x390,
够级: '你 · 33张 · 联邦出牌・能…', the reason 能走完你定 cut off): once the game's lines are dropped and it
is still too long, the parts close up, then the name goes (their face leads the strip)."""

from __future__ import annotations

import pytest
from test_ui_app import make_app, press

from pygame_core.ui.table_screen import TableScreen

ASK = "联邦出牌·能走完你定"
PLAY = ("play", "main", "discard", "claim")  # each game's turn (its strip carries the game's lines)


@pytest.mark.parametrize("game", ["gouji", "paohuzi", "huaniao"])
def test_a_short_strip_keeps_what_is_asked_whole(game: str) -> None:
    app = make_app(w=844, h=390, game=game, lang="zh-Hans", timers=True, fixed_seed=4)
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    c, now = scr.client, 0.2
    while scr.viewer not in c.people_to_act() or scr.view().get("phase") not in PLAY:
        now += 0.1
        app.frame(now)
        if scr.viewer in c.people_to_act() and scr.guard.quiet_left(now) == 0 and not scr.autopilot.showing(now):
            scr.submit(c.hint(scr.viewer) or c.legal(scr.viewer)[-1], now)   # (够级's calls before the play)
        assert now < 200, "no play prompt"
    scr.plugin.prompt_hint = lambda view: ASK  # type: ignore[method-assign]
    app.frame(now + 0.1)
    me = scr.lay.me if scr.lay is not None else None
    assert me is not None
    line = next(op for op in app.dl.ops if op[0] == "T" and ASK[:4] in str(op[3]) and me.y <= op[2] <= me.b)
    assert ASK in str(line[3]) and line[4] >= 11, line
