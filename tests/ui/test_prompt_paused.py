"""No clock of the player's shows behind a panel the table waits under (FIXERS session 35, Shared #1;
play-test 40 够级: the clock visible behind the paused full log read as running). The full log, the menu
and a question over a local table stop its clocks (client.pause): the table under them shows none, and
it is back, as it was, once they close."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_table import center, started
from test_ui_app import make_app, press

from pygame_core.ui import table_seats
from pygame_core.ui.app import App
from pygame_core.ui.table_screen import TableScreen


def timed_prompt(game: str, w: int, h: int) -> tuple[App, TableScreen, float]:
    """A table timed by the rules, at the player's first prompt with its clock shown."""
    if game == "paohuzi":
        app = started(w, h, 2, timers=True)
    else:
        app = make_app(w=w, h=h, game=game, fixed_seed=2, timers=True)
        press(app, "start", 0.1)
    app.settings["speed"] = "normal"
    scr = app.screen
    assert isinstance(scr, TableScreen)
    c, now = scr.client, 0.3
    for _ in range(3000):
        now = round(now + 0.1, 2)
        app.frame(now)
        if scr.viewer in c.people_to_act() and scr.plugin.clock_shown(scr.view()) and not scr.still:
            return app, scr, now
    raise AssertionError("no timed prompt")


def rings(app: App, now: float, monkeypatch: pytest.MonkeyPatch) -> int:
    """The clock faces of the player's drawn in the frame at ``now``."""
    seen: list[Any] = []
    real = table_seats.draw_ring

    def ring(*a: Any) -> None:
        seen.append(a)
        real(*a)

    monkeypatch.setattr(table_seats, "draw_ring", ring)
    app.frame(now)
    monkeypatch.setattr(table_seats, "draw_ring", real)
    return len(seen)


@pytest.mark.parametrize("game,w,h", [("gouji", 1366, 768), ("paohuzi", 390, 844), ("huaniao", 1366, 768)])
def test_no_clock_shows_behind_the_paused_log_or_menu(game: str, w: int, h: int,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr, now = timed_prompt(game, w, h)
    assert rings(app, now + 0.1, monkeypatch) > 0
    for opener in ("log", "menu"):
        now += 0.5
        reach = [x for x in app.state()["hits"] if x["id"] == opener and app._hit_id(*center(x)) == opener]
        assert app.tap_at(*center(reach[0]), now) == opener  # (跑胡子's phone: the top bar's, the 记牌器 on the strip)
        app.frame(now + 0.05)
        assert scr.overlay == ("log" if opener == "log" else "menu") and scr.waits
        assert rings(app, now + 0.3, monkeypatch) == 0, f"a clock behind the paused {opener}"
        now += 0.6
        hit = [x for x in app.state()["hits"] if x["id"] == "overlay:close"][-1]  # (the log's button, on top)
        assert app.tap_at(*center(hit), now) == "overlay:close"
        app.frame(now + 0.05)
        assert scr.overlay is None and rings(app, now + 0.1, monkeypatch) > 0
