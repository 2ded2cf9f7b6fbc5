"""A local table waits while the player has something open on top of it (the menu, the log, the
question before leaving, the rules page): no bot moves, no clock runs. A peer table cannot wait;
there the viewer's own clock shows over what covers the table."""

from __future__ import annotations

import pytest
from test_ui_app import make_app, press

from pygame_core.table.client import LocalClient
from pygame_core.ui import table_menus as menus
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.table_screen import TableScreen


def _table(game: str) -> tuple[App, TableScreen, float]:
    """A local table with a clock, at a bot speed a person follows, run until the viewer acts."""
    app = make_app(game=game, speed="normal", timers=True, fixed_seed=3)  # one deal every run
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen) and isinstance(scr.client, LocalClient)
    now = 0.2
    while scr.viewer not in scr.client.people_to_act() or scr.client.remaining(0) is None:
        app.frame(now)
        now += 0.25
        assert now < 120, "the viewer never got a prompt with a clock"
    return app, scr, now


def _run(app: App, start: float, seconds: float) -> float:
    now = start
    while now < start + seconds:
        app.frame(now)
        now += 0.25
    return now


@pytest.mark.parametrize("opener", [("menu",), ("menu", "menu:leave"), ("log",)])
def test_bots_and_clocks_wait_behind_a_menu_or_a_question(opener: tuple[str, ...]) -> None:
    app, scr, now = _table("huaniao")
    c = scr.client
    ply, left = c.ply(), c.remaining(0)
    for hid in opener:
        app.frame(now)
        hits = {h["id"] for h in app.state()["hits"]}
        if hid == "log" and hid not in hits:
            hid = "menu:log"
            press(app, "menu", now)
            app.frame(now)
        press(app, hid, now)
        now += 0.1
    now = _run(app, now, 40.0)
    assert c.ply() == ply, "nothing moved while the player had the table covered"
    assert c.remaining(0) == pytest.approx(left, abs=0.5), "the viewer's clock stood still"
    assert c.people_to_act() == [scr.viewer]
    if opener == ("log",):  # and says so: play-test 11 took the turns up to its opening for turns behind it
        texts = [str(op[3]) for op in app.frame(now)["ops"] if op[0] == "T"]
        assert "完整记录 · 对局已暂停" in texts


def _to_a_bot_turn(app: App) -> tuple[App, TableScreen, float]:
    """Start the table and play the viewer's turns (as hinted) until a bot is to move."""
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    c, now = scr.client, 0.2
    while c.bot_to_act() is None:
        app.frame(now)
        if scr.viewer in c.people_to_act():
            c.act(0, c.hint(0) or c.legal(0)[0])
        now += 0.25
    app.frame(now)
    return app, scr, now


def test_bots_wait_behind_the_leave_question_after_the_viewer_played() -> None:
    """The play-tester's case: bots to move, 「结束这场比赛并回主页?」 open: none moves."""
    app, scr, now = _to_a_bot_turn(make_app(game="gouji", speed="normal"))
    c = scr.client
    press(app, "menu", now)
    app.frame(now + 0.1)
    press(app, "menu:leave", now + 0.2)
    ply = c.ply()
    _run(app, now + 0.3, 30.0)
    assert app.state()["asking"] and c.ply() == ply, "no bot turn passed while the question was open"


def test_the_rules_page_pauses_the_table_till_it_shows_again() -> None:
    app, scr, now = _table("huaniao")
    c = scr.client
    ply, left = c.ply(), c.remaining(0)
    app.frame(now)
    press(app, "menu", now)
    app.frame(now + 0.1)
    press(app, "menu:rules", now + 0.2)
    assert app.screen is not scr
    now = _run(app, now + 0.3, 60.0)
    app.show(scr)  # the guide's back: into the menu, which still holds the table
    now = _run(app, now, 10.0)
    assert app.state()["overlay"] == "menu"
    assert c.ply() == ply and c.remaining(0) == pytest.approx(left, abs=1.5)
    press(app, "overlay:close", now)
    _run(app, now + 0.1, (left or 0) + 5)
    assert c.ply() > ply, "the clock runs again once the table shows"


def test_a_table_that_cannot_wait_shows_the_viewers_clock_over_the_menu(monkeypatch: pytest.MonkeyPatch) -> None:
    """A peer table plays on (``pause`` says False): its clock runs under the menu, and shows."""
    app, scr, now = _table("huaniao")
    c = scr.client
    monkeypatch.setattr(c, "pause", lambda on, now: False)
    monkeypatch.setattr(c, "hold_clock", lambda seat, on, now: None)  # nor hold the viewer's clock
    left = c.remaining(0)
    assert left is not None
    app.frame(now)
    press(app, "menu", now)
    now = _run(app, now + 0.1, 3.0)
    rest = c.remaining(0)
    assert rest is not None and rest < left - 2, "the clock ran on"
    texts = [str(op[3]) for op in app.frame(now)["ops"] if op[0] == "T"]
    assert "轮到你了" in texts[-2:], "drawn over the menu, with its seconds"


def test_a_game_places_the_toast_where_it_covers_nothing_it_speaks_of(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(game="gouji")  # a game that keeps the default (花鸟风月 places its own)
    press(app, "start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)

    def toast_top(text: str, now: float) -> float:
        app.toast(text)
        ops = app.frame(now)["ops"]
        return next(float(op[2]) for op in ops if op[0] == "T" and text in str(op[3]))

    y = toast_top("默认的位置", 0.3)
    assert abs(y - 844 * 0.42) < 30, "unchanged by default"
    monkeypatch.setattr(scr.plugin, "toast_y", lambda lay, w, h, box_h: lay.me.y - box_h / 2 - 4)
    y = toast_top("别处", 0.4)
    assert scr.lay is not None and abs(y - (scr.lay.me.y - 30)) < 30, "where the game says"


def test_a_chips_explanation_does_not_stop_the_table() -> None:
    """A chip's one-line explanation (or the 记牌器's bubble) is an aside: bots play on behind it
    (the play-tester saw "电脑1 思考中…" for 70 s while the 记牌器's bubble stayed open)."""
    app, scr, now = _to_a_bot_turn(make_app(game="huaniao", speed="normal", fixed_seed=3))
    c = scr.client
    tip = next(h["id"] for h in app.state()["hits"] if h["id"].startswith("tip:"))
    press(app, tip, now)
    assert scr.bubble is not None
    ply, t = c.ply(), now + 0.1
    while c.ply() == ply and t < now + 20.0:   # (it goes with its chip, or at the player's prompt)
        app.frame(t)
        t += 0.25
    assert scr.bubble is not None and c.ply() > ply, "the bots played on while the bubble showed"


def test_a_chips_explanation_says_what_its_chip_says_now_and_goes_at_the_players_prompt() -> None:
    """跑胡子 play-test 34 #4 (095347-ph-bowl -> 095358-ph-bowl2): a bowl's bubble said '亮 0/9 格，现在 ×1'
    after the bowl lit ×2, and stayed over the player's melds through their 吃 prompt."""
    app, scr, now = _to_a_bot_turn(make_app(game="huaniao", speed="normal", fixed_seed=3))
    tip = next(h["id"] for h in app.state()["hits"] if h["id"].startswith("tip:"))
    press(app, tip, now)
    at, _said = scr.bubble or (None, "")
    assert at is not None
    scr.plugin.tips = {tip: (at, "新的说法")}   # the chip redrawn with new words this frame
    scr.bubble = menus.draw_bubble(DisplayList(), 1366, 768, (at, "旧的"), scr.plugin.tips)
    assert scr.bubble == (at, "新的说法")
    assert menus.draw_bubble(DisplayList(), 1366, 768, (at, "旧的"), {}) is None   # its chip gone: it goes
    app.frame(now + 0.1)
    if scr.bubble is None:
        press(app, next(h["id"] for h in app.state()["hits"] if h["id"].startswith("tip:")), now + 0.2)
    assert scr.bubble is not None
    c, t = scr.client, now + 0.3
    while scr.viewer not in c.people_to_act() and t < now + 60:
        app.frame(t)
        t += 0.25
    app.frame(t)
    assert scr.viewer in c.people_to_act() and scr.bubble is None, "the player's prompt closed it"


@pytest.mark.parametrize("game", ["paohuzi", "gouji", "huaniao"])
def test_a_prompts_clock_stands_while_the_table_animates(game: str) -> None:
    """A local table's clocks stop while cards fly or a moment shows: a claim's countdown does not
    run while the card it asks about is still flying, nor behind a bot's win sheet."""
    app, scr, now = _table(game)
    c = scr.client
    left = c.remaining(0)
    assert left is not None
    scr.plugin.busy = lambda t: True  # type: ignore[method-assign]  # as while a moment shows
    now = _run(app, now, 5.0)
    assert c.remaining(0) == pytest.approx(left, abs=0.3), "the clock ran while the table animated"
    del scr.plugin.busy
    _run(app, now, 2.0)
    rest = c.remaining(0)
    assert rest is None or rest < left - 1.0, "the clock runs again once the table is still"


def test_the_viewers_time_left_is_a_bar_across_their_strip() -> None:
    """Besides the ring at the end of the strip, a bar the strip's width shrinks with the time
    left (a play-tester missed the ring alone and 托管 took over)."""
    app, scr, now = _table("gouji")
    lay = scr.lay
    assert lay is not None
    me = lay.me

    def bar_w(t: float) -> float:
        ops = app.frame(t)["ops"]
        bars = [op for op in ops if op[0] == "R" and abs(op[2] - (me.b - 3)) < 1 and op[4] == 6]  # (6 px: e898057)
        assert len(bars) == 2, "the track and the time left"
        return float(min(op[3] for op in bars))

    first = bar_w(now)
    assert first > me.w * 0.6
    later = bar_w(now + 3.0)
    assert later < first - 10, "it shrinks as the time runs"
