"""A reload on the result sheet: the seats' plates show the match totals with the hand just played,
as the sheet does (play-test 16: 电脑2's plate said -1,816, the total before the hand, under a sheet
saying +25,832; the table under the sheet was kept as it was drawn before the sheet first showed)."""

from __future__ import annotations

import pytest
from ui_driver import bot_table, sheet_drawn, to_sheet

from pygame_core.ui.app import App
from pygame_core.ui.start import StartScreen
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.table_seats import match_total


def plates(app: App, scr: TableScreen, now: float) -> tuple[list[str], set[str]]:
    """The totals the plates show and every text the frame drew."""
    ops = app.frame(now).get("ops") or []
    return [scr.match_total(s) for s in range(scr.client.info.seats)], {str(op[3]) for op in ops if op[0] == "T"}


@pytest.mark.parametrize("game", ["paohuzi", "huaniao"])  # (够级's plates show no total over a sheet)
def test_the_plates_under_a_reloaded_sheet_count_the_hand(game: str) -> None:
    app, scr = bot_table(game)
    now = to_sheet(app, scr, 0.0)
    scr.tap("end:next", now)  # a second hand: totals before it that are not 0
    for _ in range(20000):
        now += 1 / 60
        app.frame(now)
        if scr.client.is_over() and scr.client.hand_no == 1:
            break
    now = to_sheet(app, scr, now)
    before, _ = plates(app, scr, now + 0.1)
    app.hide()  # the page going away saves what waits
    again = App(app.storage)
    again.handle({"t": "resize", "w": 1280, "h": 720, "dpr": 1}, 0.0)
    assert isinstance(again.screen, StartScreen)
    again.screen.resume(0.0)
    scr2 = again.screen
    assert isinstance(scr2, TableScreen) and scr2.client.is_over()
    t = 0.0
    for _ in range(400):
        t += 0.1
        again.frame(t)
        if sheet_drawn(again):
            break
    assert sheet_drawn(again)
    c, ui = scr2.client, scr2.plugin
    old = [match_total(c, ui.match_scores(c.hands()[:-1]), s, "zh-Hans", ui.MATCH_TOTAL, ui.signed_score)
           for s in range(c.info.seats)]
    gone = {o.split()[-1] for o, n in zip(old, before, strict=True) if o and o != n}
    assert gone, "the hand changed some total"
    for k in range(3):  # the sheet's frames and the still table under it
        after, drawn = plates(again, scr2, t + 0.1 * (k + 1))
        assert after == before
        assert not {d for d in drawn if any(d.endswith(g) for g in gone)}, (old, before)


@pytest.mark.parametrize("game", ["gouji", "paohuzi"])
def test_a_game_may_show_its_totals_from_the_first_hand(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """fix-gouji's request (FIXERS 够级 3: the apps keep a score at every seat; a one-hand visit never
    saw one): with TOTALS_FROM_START the plates say the total's nought while hand 1 is played."""
    app, scr = bot_table(game)
    app.frame(0.5)
    assert len(scr.client.hands()) == 1 and not scr.client.is_over()  # the first hand, under way
    monkeypatch.setattr(type(scr.plugin), "TOTALS_FROM_START", False)  # (够级 sets it: fix-gouji)
    assert set(plates(app, scr, 0.6)[0]) == {""}  # by default nothing till a hand is over
    monkeypatch.setattr(type(scr.plugin), "TOTALS_FROM_START", True)
    shown, texts = plates(app, scr, 0.7)
    assert len(set(shown)) == 1 and shown[0] and "0" in shown[0], shown
    assert any(shown[0] in x for x in texts), shown[0]
