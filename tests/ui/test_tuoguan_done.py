"""托管 ends once the player has nothing more to decide this hand (play-test 40 够级: the 托管 bar still shown after
the player was out; with it on, 快进 was never offered and the rest of the hand went by at the bots' pace): its bar
goes and 快进 is offered (GameUI.done: out of the hand for good, gone out or won and locked)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_table import started
from test_ui_app import make_app, press

from pygame_core.ui.table_screen import TableScreen


@pytest.mark.parametrize("game,out", [("gouji", "gone"), ("paohuzi", "won_out")])
def test_tuoguan_ends_when_the_player_is_out_for_good(game: str, out: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if game == "paohuzi":
        app = started(390, 844, 2)
    else:
        app = make_app(w=390, h=844, game=game, fixed_seed=2)
        press(app, "start", 0.1)
    app.settings["speed"] = "normal"
    scr = app.screen
    assert isinstance(scr, TableScreen)
    c, now = scr.client, 0.2
    while c.dealt() is False or scr.view().get("phase") not in ("play", "discard", "claim"):
        now += 0.1
        app.frame(now)
        if scr.viewer in c.people_to_act() and scr.guard.quiet_left(now) == 0 and not scr.autopilot.showing(now):
            scr.submit(c.hint(scr.viewer) or c.legal(scr.viewer)[-1], now)
        assert now < 200
    auto: Any = scr.plugin.auto_play()
    auto.toggle()
    app.frame(now + 0.1)
    assert auto.on, "托管 plays while the player is still in the hand"
    monkeypatch.setattr(type(scr.plugin), out, lambda self, view: True)
    for k in range(1, 20):
        app.frame(now + 0.1 + k * 0.1)
    assert not auto.on
    assert any(b["id"] == "btn:ffwd" for b in app.state()["buttons"]), "快进 offered once 托管 is gone"
    assert not any(h["id"] == "tuoguan:off" for h in app.state()["hits"])
