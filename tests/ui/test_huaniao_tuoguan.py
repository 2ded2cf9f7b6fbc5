"""花鸟风月's 托管 by choice (FIXERS session 25 #5; play-test 20: "托管 I never saw"; only the rules'
takeover after timeouts existed): the menu's 托管 hands the player's prompts to the normal bot, the
seat and the bar say so, and 取消托管 gives the buttons back at once."""

from __future__ import annotations

from test_huaniao_table import table, ui
from ui_driver import center

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.tuoguan import HIT


def test_tuoguan_from_the_menu_plays_the_song_for_the_player_and_its_bar_gives_it_back() -> None:
    app, scr, now = table(seed=5, actions=4)
    pl = ui(scr)
    assert pl.auto_play() is pl.tuoguan  # the menu offers it (table_screen: menu:auto)
    me = scr.viewer
    assert me is not None
    app.tap("menu", now)  # the top bar's menu, then its 托管
    app.frame(now + 0.01)
    app.tap("menu:auto", now + 0.02)
    assert pl.tuoguan.on
    acted_before = scr.client.version
    t = now
    seen_bar = False
    for _ in range(4000):  # nobody taps: the table answers every prompt of the player's
        t += 0.25
        app.frame(t)
        st = app.state()
        seen_bar = seen_bar or any(h["id"] == HIT for h in st["hits"])
        if st.get("over"):
            break
        assert not [b for b in st.get("buttons", []) if b["id"].startswith("btn:op")], "托管 offers no plays"
        if st.get("screen") == "table" and not st.get("over"):  # the player's strip says it (table_seats' switch)
            assert any(h["id"] == "bar:auto" for h in st["hits"])
    assert scr.client.is_over() and scr.client.version > acted_before
    assert seen_bar  # 取消托管 was on screen all along


def test_cancelling_tuoguan_at_the_players_prompt_brings_its_buttons_back() -> None:
    app, scr, now = table(seed=5, actions=4)
    pl = ui(scr)
    for _ in range(400):  # on to a main prompt of the player's with a choice (提示 in the bar)
        if any(b["id"] == "btn:hint" for b in app.state()["buttons"]):
            break
        now += 0.25
        app.frame(now)
        if (pl.prompt(scr.view()).get("type") != "main" or scr.viewer not in scr.client.people_to_act()) and \
                (st := app.state())["buttons"]:
            app.tap_at(*center(next(h for h in st["hits"] if h["id"] == st["buttons"][-1]["id"])), now)
    assert scr.viewer in scr.client.people_to_act() and pl.prompt(scr.view()).get("type") == "main"
    pl.tuoguan.toggle()
    scr.reask()
    app.frame(now + 0.01)
    st = app.state()
    assert not [b for b in st["buttons"] if b["id"] == "btn:hint"], "托管: the bar asks nothing"
    bar = next(h for h in st["hits"] if h["id"] == HIT)
    assert app.tap_at(*center(bar), now + 0.02) == HIT
    assert not pl.tuoguan.on
    app.frame(now + 0.05)
    assert any(b["id"] == "btn:hint" for b in app.state()["buttons"])  # its buttons back at once


def test_a_phones_tuoguan_leaves_the_bar_to_the_players_own_play_its_strip_switch_says_it() -> None:
    app, scr, now = table(w=390, h=844, seed=5, actions=4)
    pl = ui(scr)
    pl.tuoguan.toggle()
    scr.reask()
    app.frame(now + 0.01)
    hits = {h["id"] for h in app.state()["hits"]}
    assert HIT not in hits and "bar:auto" in hits  # (the bar lay over the player's own play: session 25)


def test_tuoguan_draws_no_undo_window_bar_in_its_empty_cell() -> None:
    """(seen at 390x844: a red line drained in the bar's empty 且慢 cell after 托管's own play)"""
    app, scr, now = table(seed=5, actions=4)
    pl = ui(scr)
    view = {**scr.view(), "prompt": {"type": "commit"}, "can_undo": True}
    scr.client.remaining = lambda seat: 1.0  # type: ignore[method-assign]
    scr.client.limit = lambda seat: 2.0  # type: ignore[method-assign]
    scr.client.people_to_act = lambda: [scr.viewer or 0]  # type: ignore[method-assign]
    pl.window_at = ((scr.client.hand_no, scr.client.ply()), now)
    dl = DisplayList()
    pl.draw_window(dl, view)
    assert [op for op in dl.ops if op[0] == "R"], "the window's bar (its cell draining) without 托管"
    pl.tuoguan.toggle()
    dl = DisplayList()
    pl.draw_window(dl, view)
    assert not dl.ops


def test_tuoguan_offers_no_fast_forward_to_my_turn() -> None:
    """Play-test 21 #5 (123311 b05): 快进到我 stood beside 取消托管 (under 托管 it is never the player's turn)."""
    app, scr, now = table(seed=5, actions=4)
    pl = ui(scr)
    app.tap("menu", now)
    app.frame(now + 0.01)
    app.tap("menu:auto", now + 0.02)
    t = now + 0.02
    for _ in range(200):
        t += 0.25
        app.frame(t)
        assert "btn:ffwd" not in {h["id"] for h in app.state()["hits"]}
    pl.tap(HIT, scr.view())  # 取消托管: 快进 comes back while others play
    seen = False
    for _ in range(400):
        t += 0.25
        app.frame(t)
        seen = seen or "btn:ffwd" in {h["id"] for h in app.state()["hits"]}
        if seen or scr.client.is_over():
            break
    assert seen
