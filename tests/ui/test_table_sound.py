"""The sound switch sits on the table's top bar (play-test 15: the apps keep it there; it was only in
the menu): a tap mutes, the next unmutes, the choice is a setting, and it says which it is."""

from __future__ import annotations

import json

import pytest
from ui_driver import bot_table, center

from pygame_core.ui.screen import SETTINGS_KEY


@pytest.mark.parametrize(("game", "w", "h"), [("gouji", 390, 844), ("paohuzi", 1366, 768), ("huaniao", 390, 844)])
def test_the_bar_switches_sound(game: str, w: float, h: float) -> None:
    app, screen = bot_table(game, w=w, h=h)
    now = 1.0
    for flip in (True, False):
        app.frame(now)
        hit = next(x for x in app.state()["hits"] if x["id"] == "bar:mute")
        assert hit["label"] == ("声音：开（点按静音）" if flip else "声音：关（点按打开）")
        x, y, _, _ = hit["rect"]
        assert y < 60 and x > w / 2, "on the top bar, right"
        assert app.tap_at(*center(hit), now) == "bar:mute"
        assert screen.info()["mute"] is flip and screen.overlay is None
        assert json.loads(app.storage.get(SETTINGS_KEY) or "{}")["mute"] is flip
        now += 1.0
