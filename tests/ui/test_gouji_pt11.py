"""够级 after play-test 11: the player's automatic passes flash at their own place on the table (D2: the
log alone said "你 让牌"), the player's own moments are banners at once, so a 捎 right after the
player's 开点 is read while the bots wait (D5: the second 捎 had no banner). Fake clocks only."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON
from pygame_core.ui.app import App
from pygame_core.ui.games.gouji import GoujiUI
from pygame_core.ui.games.gouji.moments import BANNER_BIG_S, Moments
from pygame_core.ui.games.gouji.pace import PLAY_READ_S
from pygame_core.ui.games.gouji.words import OWN_FLASH_S


def test_the_players_own_moments_are_banners_at_once_one_after_another_and_hold_the_bots() -> None:
    m = Moments(viewer=0)
    m.splash(0, "开", "你 开点！", 10.0, True)
    m.splash(0, "捎", "你 捎了 电脑5", 10.0, True)  # the same play: 22 on 电脑5's AA opened the player
    assert [(t, t0) for t, t0, _big in m.banners] == [("你 开点！", 10.0), ("你 捎了 电脑5", 10.0 + BANNER_BIG_S)]
    assert m.busy(10.0 + BANNER_BIG_S + 0.5)  # the bots wait till the 捎 has been read
    other = Moments(viewer=0)
    other.splash(3, "开", "电脑3 开点！", 0.0, True)  # another seat's stays a splash at its badge
    assert other.banners == [] and other.splashes[0].seat == 3


def texts(app: App) -> list[tuple[str, float, float]]:
    return [(str(op[3]), float(op[1]), float(op[2])) for op in app.dl.ops if op[0] == "T"]


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_the_players_automatic_pass_flashes_at_their_place_then_reads_as_their_pass(w: int, h: int) -> None:
    app = make_app(w, h)
    app.settings["speed"] = "normal"
    press(app, "start", 0.1)
    scr, ui = table(app)
    t = drive(app, 1.0, seed=w, until=lambda a: bool(a.state().get("auto")) and "要不起" in str(a.state()["auto"]))
    while ui.own_flash(t) is None:  # the beat, then the table passes for the player
        t += 0.1
        app.frame(t)
        assert t < 1e4
    app.frame(t + 0.3)
    lay, me = scr.lay, scr.viewer
    assert lay is not None and isinstance(me, int)
    said = [(x, y) for s, x, y in texts(app) if s.startswith("要不起")]
    assert said, texts(app)
    x, y = said[0]
    place = ui.boxes[me]  # at the player's own place on the table, over no card of another seat
    assert place.x - 40 <= x <= place.r + 40 and place.y - 20 <= y <= place.b + 20, (x, y, place)
    app.frame(t + OWN_FLASH_S + 0.1)
    if ui.round.passes.get(me):  # still in this round: the plain word now
        assert not any(s.startswith("要不起") for s, _x, _y in texts(app))


@pytest.mark.parametrize(("w", "h", "speed"), [(1366, 768, "normal"), (390, 844, "fast")])
def test_every_play_stays_on_its_own_a_moment_before_the_next_move(w: int, h: int, speed: str,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """pt11 D2 (tricks went by between glances): once a play has landed, the next move (a bot's, or a
    pass the table makes for the player) waits ``PLAY_READ_S`` at least; at 快 a bot went 0.5 s after the
    landing, and the player's own 要不起 0.65 s after it at 中. The player's own presses are theirs."""
    moves: list[tuple[float, str, int, float]] = []  # when, what, whose, when the play landed
    seen = GoujiUI.on_events

    def on_events(self: GoujiUI, events: list[JSON], now: float) -> None:
        seen(self, events, now)
        for ev in events:
            if ev.get("type") in ("play", "pass", "yield", "final_pass") and now >= 0:
                auto = ev.get("seat") != self.table.viewer or self.flash[1] == now  # (a pass made for them)
                moves.append((now, str(ev["type"]) if auto else "own", int(ev["seat"]),
                              self.round.lands.get(int(ev["seat"]), now)))

    monkeypatch.setattr(GoujiUI, "on_events", on_events)
    app = make_app(w, h)
    app.settings["speed"] = speed
    press(app, "start", 0.1)
    drive(app, 1.0, seed=11, step=0.1, until=lambda a: len(moves) > 60)
    gaps = [nxt[0] - land for (_t, ty, _s, land), nxt in zip(moves, moves[1:], strict=False) if ty == "play" and nxt[1] != "own"]
    assert len(gaps) > 10 and min(gaps) >= PLAY_READ_S - 0.15, sorted(gaps)[:5]
