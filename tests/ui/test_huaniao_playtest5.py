"""花鸟风月 fixes from play-test 5 (session 15): a bot's clock never shows a previous turn's time
run down (a red 0 while it perched), a pass asks for its card where a gift does, and the player's
own last card is called as the bots' are."""

from __future__ import annotations

from typing import Any

import pytest
from ui_driver import center, next_tap, play

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.games.huaniao import HuaniaoUI
from pygame_core.ui.table_screen import TableScreen


def timed_table(w: int = 1366, h: int = 768, seed: int = 2, actions: int = 4) -> tuple[App, TableScreen, float]:
    app = App(MemoryStorage())
    app.settings.update(speed="instant", game="huaniao", tour_off=True, fixed_seed=seed, timers=True)
    app.handle({"t": "resize", "w": w, "h": h}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    now = play(app, 1.0, until_actions=actions, seed=seed)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    return app, scr, now


def step(app: App, scr: TableScreen, now: float, rng: SplitMix64) -> dict[str, Any]:
    """One frame, and the player's next tap when it is theirs to act."""
    app.frame(now)
    st = app.state()
    if scr.viewer in st.get("people_to_act", []):
        hid = next_tap(st, rng)
        hit = next((x for x in st["hits"] if x["id"] == hid), None)
        if hit is not None:
            app.tap_at(*center(hit), now)
    return st


def test_a_bots_clock_in_its_wait_window_is_its_own_turns_not_the_last_ones() -> None:
    """Play-test 5: bots' rings showed a red 0, a 5 or a 12 as they perched: a bot whose prompt
    came and went within one frame kept the clock of its previous turn for its 且慢 window."""
    app, scr, now = timed_table()
    app.settings["speed"] = "normal"
    scr.client.set_bot_delay(1.0)
    pl = scr.plugin
    assert isinstance(pl, HuaniaoUI)
    rng = SplitMix64(3)
    seen = 0
    for _ in range(1500):
        st = step(app, scr, now, rng)
        if st.get("end_shown"):
            break
        view = scr.view()
        for s in scr.client.to_act():
            clock = pl.seat_clock(view, s, now) if s != scr.viewer else None
            if clock is not None and view.get("phase") == "commit":
                seen += 1
                assert clock[0] >= clock[1] - 8, (s, clock, view.get("turn"))  # a bot thinks a second or two
        now += 0.1
    assert seen > 0  # the window still shows the clock of the turn it ends


def test_a_pass_and_a_gift_ask_for_their_card_in_the_same_cell() -> None:
    """Play-test 5: the 花鸟风月 pass's button sat in the middle of the phone's first row, the 风
    gift's (the same step: pick a card to give) at the right of the second; the first tap hit
    nothing. Both take the play's cell, and neither shows before a card is raised."""
    for w, h in ((390, 844), (1366, 768)):
        app, scr, _now = timed_table(w, h)
        pl = scr.plugin
        assert isinstance(pl, HuaniaoUI)
        view = scr.view()
        card = pl.hand(view)[0]
        me = scr.viewer or 0
        gift = {**view, "prompt": {"type": "gift", "kind": "wind", "to": [(me + 1) % 4], "max": 1}}
        pss = {**view, "prompt": {"type": "pass"}}
        assert pl.buttons(gift, []) == [] and pl.buttons(pss, []) == []
        slots = {b.id: b.slot for v in (gift, pss) for b in pl.buttons(v, [card])}
        assert slots == {"gift": "play", "pass": "play"}, slots


def test_the_players_own_last_card_is_called_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 5: 电脑1只剩一张! took the table, but nothing marked the player going down to one."""
    app, scr, now = timed_table()
    pl = scr.plugin
    assert isinstance(pl, HuaniaoUI)
    me = scr.viewer or 0
    view = scr.view()
    seats = [dict(s) for s in view["seats"]]
    seats[me]["count"] = 1
    monkeypatch.setattr(scr, "view", lambda: {**view, "seats": seats})
    pl.on_events([], now + 1)
    assert pl.banners and pl.banners[-1][0] == "你只剩一张！再出一手就赢"
    assert ["say", "最后一张"] in pl.sound({"type": "play"})
