"""花鸟风月: running out the main play's clock (play-test 2, L50/L51/L55: a legal 万 raised, the
clock ran out, a penalty draw, and only the log said so). Play-test 32 #2 (FIXERS session 31, reversing
play-test 20 #5's rule-book-only timeout): the one legal play raised goes, as 够级's does
(test_huaniao_pt32.py); with nothing raised the penalty draw goes; a timeout says what happened where
the player looks, and warns before the next one hands the seat to a bot."""

from __future__ import annotations

from typing import Any

from test_huaniao_trust import mine, tap, timed_table
from ui_driver import next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App
from pygame_core.ui.table_screen import TableScreen


def to_main(app: App, seed: int, now: float) -> float:
    """Plays on (random taps) until the viewer's main prompt; returns the time."""
    rng = SplitMix64(seed)
    for _ in range(6000):
        app.frame(now)
        st = app.state()
        assert not (st.get("over") or st.get("end_shown")), "the song ended before a main prompt"
        if mine(st, "main"):
            return now
        hid = next_tap(st, rng)
        if hid is not None and any(h["id"] == hid for h in st["hits"]):
            tap(app, hid, now)
        now += 0.3
    raise AssertionError("no main prompt")


def to_gift() -> tuple[App, TableScreen, float]:
    """A timed table, seed 1's first turn (风风 in hand): 凉风有幸 played, till its gift prompt is the player's."""
    app = timed_table(1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    now = to_main(app, 1, 1.0)
    lf = next(a for a in scr.client.legal(0) if a.get("kind") == "liangfeng")
    for i in lf["cards"]:
        tap(app, f"card:{i}", now)
    app.frame(now + 0.05)
    tap(app, "btn:op0", now + 0.1)
    now += 0.1
    while not mine(app.state(), "gift"):
        now += 0.1
        app.frame(now)
    return app, scr, now


def wait_out(app: App, now: float, seat_events: Any) -> tuple[float, list[Any], list[str]]:
    """Nothing pressed until the viewer's prompt is gone; the events it raised and the toasts shown."""
    scr = app.screen
    assert isinstance(scr, TableScreen)
    n, toasts = len(scr.client.events(0)), []
    for _ in range(1200):
        now += 0.1
        app.frame(now)
        said = scr.plugin.said.get(0)  # type: ignore[attr-defined]  # (the player's own spot's callout)
        for t in (app.state().get("toast"), said[0] if said else None):
            if t and t not in toasts:
                toasts.append(str(t))
        if not mine(app.state(), "main") and toasts:
            break
    return now, [e for e in scr.client.events(0)[n:] if seat_events(e)], toasts


def test_a_main_timeout_says_the_penalty_and_warns_of_the_takeover() -> None:
    app = timed_table(22)
    now = to_main(app, 22, 1.0)
    now, ev, toasts = wait_out(app, now, lambda e: e.get("type") == "timeout" and e.get("seat") == 0)
    assert ev, "no timeout"
    assert "超时 · 罚摸一张 · 再超时将托管" in toasts, toasts


def test_while_a_bot_plays_the_seat_the_bar_asks_nothing() -> None:
    """托管 after two timeouts (play-test L63: "须弃1张" and 提示 still showed): only 取消托管."""
    app = timed_table(22)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    now = 1.0
    for _ in range(2):
        now = to_main(app, 22, now)
        now, ev, _ = wait_out(app, now, lambda e: e.get("type") == "timeout" and e.get("seat") == 0)
        assert ev
    assert scr.client.taken_over(0)
    seen = 0
    for _ in range(300):
        now += 0.1
        app.frame(now)
        if not scr.client.taken_over(0) or app.state().get("over"):
            break
        ids = {b["id"] for b in app.state()["buttons"]}
        assert ids <= {"btn:resume_seat"}, ids
        assert scr.plugin.prompt_hint(scr.view()) is None
        seen += 0 in scr.client.to_act()
    assert seen, "the bot never answered a prompt of the seat"


def test_a_timeout_is_called_large_at_the_players_own_spot() -> None:
    """Play-test 24 #3 (163847_745): "超时 · 弃鸟鸟十十" only in a small toast under the 凉风有幸
    banner, the main timeout's penalty only in the log. Now the call is large at the player's own
    spot (as its own 栖 is), its line under it, then the seat's pill."""
    app = timed_table(22)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    pl = scr.plugin
    now = to_main(app, 22, 1.0)
    now, ev, _ = wait_out(app, now, lambda e: e.get("type") == "timeout" and e.get("seat") == 0)
    assert ev, "no timeout"
    big = pl.big_said  # type: ignore[attr-defined]
    assert big is not None and big[:2] == ("超时", "罚摸一张 · 再超时将托管"), big
    # its spot says the card the penalty drew, not an older 栖's (seen in the browser: "摸到 万" stayed)
    drew = [e for e in scr.client.events(0) if e.get("type") == "draw" and e.get("why") == "penalty"]
    assert drew and pl.own_drew == drew[-1]["card"] and pl.perched[0] == pl.turn_now  # type: ignore[attr-defined]
