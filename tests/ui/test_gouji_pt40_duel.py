"""够级 play-test 40 #4 (革命 duel: "an auto-pass happens with no reason shown"): fake clocks only."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, press, table


@pytest.mark.parametrize("fast", [False, True])
def test_the_duels_automatic_pass_says_why_at_the_players_place(fast: bool) -> None:
    """pt40 #4: in the 革命 duel the table passed for the player with no reason shown: the flash at their place says
    '要不起 · 革命对决' (under 快进到我 too, where no callout comes), a plain 要不起 elsewhere."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    me = ui.me()
    assert me is not None
    scr.ffwd.on = fast
    for duel, word in (("answer", "要不起 · 革命对决"), (None, "要不起")):
        got = ui.auto_answer({**scr.view(), "phase": "play", "duel": duel}, [{"a": "pass"}])
        assert got is not None
        ui.on_events([{"type": "pass", "seat": me}], now)
        flash = ui.own_flash(now + 0.1)
        assert flash is not None and flash[0] == word, (duel, flash)
        now += 5
    scr.ffwd.on = False
