"""托管 by hand: the table menu offers it wherever the game has one (players do not wait for two
timeouts), the game then answers the viewer's prompts, and 取消托管 gives the seat back."""

from __future__ import annotations

import pytest
from ui_driver import center

from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.table_menus import draw_menu
from pygame_core.ui.table_screen import TableScreen


def table(game: str) -> tuple[App, TableScreen]:
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings["tour_off"] = True
    app.settings.update(speed="instant", game=game, fixed_seed=5)
    app.handle({"t": "resize", "w": 1366, "h": 768, "dpr": 1}, 0.0)
    app.frame(0.0)
    app.frame(0.1)
    app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "start")), 0.2)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    return app, scr


def hit_label(app: App, hid: str) -> str | None:
    return next((h["label"] for h in app.state()["hits"] if h["id"] == hid), None)


@pytest.mark.parametrize("game", ["gouji", "paohuzi"])
def test_the_menu_turns_tuoguan_on_and_the_game_answers_for_the_viewer(game: str) -> None:
    app, scr = table(game)
    now = 0.3
    app.frame(now)
    app.tap("menu", now)
    app.frame(now + 0.05)
    assert hit_label(app, "menu:auto") == "托管"
    app.tap("menu:auto", now + 0.1)
    auto = scr.plugin.auto_play()
    assert auto is not None and auto.on and scr.overlay is None
    me = scr.viewer
    assert me is not None
    acted = False
    for _ in range(3000):  # no tap from here: the table plays the viewer's seat
        now += 0.25
        app.frame(now)
        if any(s == me for s, _ in scr.client.master.hand.actions):  # type: ignore[attr-defined]
            acted = True
            break
    assert acted, "托管 answered a prompt of the viewer's"
    seen = 0
    for _ in range(400):  # the viewer's next prompts, answered by 托管: its line says so (play-test 17)
        now += 0.05
        app.frame(now)
        if me in scr.client.to_act() and scr.client.legal(me) and not scr.client.is_over():
            said = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
            assert not any("轮到你了" in x for x in said) and any("托管中" in x for x in said), said
            seen += 1
    assert seen or scr.client.is_over()
    assert any(h["id"] == "tuoguan:off" for h in app.state()["hits"]) or scr.client.is_over()
    app.tap("menu", now)
    app.frame(now + 0.05)
    assert hit_label(app, "menu:auto") == "取消托管"
    app.tap("menu:auto", now + 0.1)
    assert not auto.on


def test_a_game_without_tuoguan_offers_none(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr = table("paohuzi")
    monkeypatch.setattr(scr.plugin, "auto_play", lambda: None)  # (every game has one now)
    app.frame(0.3)
    assert hit_label(app, "bar:auto") is None
    app.tap("menu", 0.3)
    app.frame(0.35)
    assert hit_label(app, "menu:auto") is None


@pytest.mark.parametrize("w,h", [(844, 390), (812, 375), (1366, 768), (390, 844)])
def test_the_whole_menu_shows_on_a_phone_on_its_side(w: int, h: int) -> None:
    """With 托管 offered the menu has five items: on its side a phone cut 关闭 off (play-test S04_menu)."""
    app, scr = table("gouji")
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 3 if min(w, h) < 500 else 1}, 0.3)
    app.frame(0.3)
    app.tap("menu", 0.4)
    app.frame(0.45)
    hits = {x["id"]: x["rect"] for x in app.state()["hits"]}
    assert "menu:auto" in hits
    for hid, (x, y, rw, rh) in hits.items():
        if hid.startswith("menu:") or hid == "overlay:panel":
            assert 0 <= y and y + rh <= h and rh >= 36, (hid, (x, y, rw, rh))
    close = [x for x in app.state()["hits"] if x["id"] == "overlay:close"][-1]["rect"]
    assert close[1] + close[3] <= h


def test_the_menus_items_stay_put_when_tuoguan_goes_at_the_hands_end() -> None:
    """Play-test 17 (够级): at the hand's end the 托管 row went from the top of the menu and every item
    moved up: a tap meant for 完整记录 turned the sound off."""
    for w, h in ((1366, 768), (390, 844), (844, 390)):
        where = []
        for auto in (False, None):
            dl = DisplayList()
            draw_menu(dl, w, h, "zh-Hans", False, "normal", auto)
            where.append({x.id: x.rect for x in dl.hits if x.id.startswith("menu:") or
                          x.id == "overlay:close" and x.rect.w < w})  # 关闭 (not the shade round the panel)
        assert "menu:auto" in where[0] and "menu:auto" not in where[1] and "overlay:close" in where[1]
        # 关闭 too (play-test 37, 跑胡子 152703: it dropped 54 px as 托管's row came; a tap at its old place
        # turned 托管 back on)
        assert all(where[0][k] == r for k, r in where[1].items()), (w, h)

@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_players_strip_has_its_own_tuoguan_switch(w: int, h: int) -> None:
    """Play-test 20, 跑胡子: "no 托管 control I could find" (it was only in 菜单): the player's strip
    ends in 托管, a tap turns it on (托管中, bright) and a second gives the seat back."""
    app, scr = table("paohuzi")
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 3 if w < 500 else 1}, 0.3)
    app.frame(0.3)
    hits = {x["id"]: x["rect"] for x in app.state()["hits"]}
    assert hit_label(app, "bar:auto") == "托管"
    x, y, rw, rh = hits["bar:auto"]
    assert 0 <= x and x + rw <= w and rw * rh >= 44 * 36, hits["bar:auto"]
    app.tap("bar:auto", 0.4)
    auto = scr.plugin.auto_play()
    assert auto is not None and auto.on and scr.overlay is None
    app.frame(0.45)
    assert hit_label(app, "bar:auto") == "托管中"
    app.tap("bar:auto", 0.5)
    assert not auto.on


def test_gouji_keeps_tuoguan_on_its_own_bar_only() -> None:
    app, _ = table("gouji")
    app.frame(0.3)
    assert hit_label(app, "bar:auto") is None


@pytest.mark.parametrize("game", ["gouji", "paohuzi", "huaniao"])
def test_tuoguan_ends_with_its_hand(game: str) -> None:
    """Play-test 21, 跑胡子: 托管 turned on near a hand's end carried into the next hand, and made a 吃
    for the player before they could cancel it. The next hand starts with the player's own hands."""
    app, scr = table(game)
    auto = scr.plugin.auto_play()
    assert auto is not None
    now = 0.3
    app.frame(now)
    app.tap("menu", now)
    app.frame(now + 0.05)
    app.tap("menu:auto", now + 0.1)
    assert auto.on
    for _ in range(40000):  # 托管 plays the hand out
        now += 0.25
        app.frame(now)
        if scr.client.is_over():
            break
    assert scr.client.is_over() and auto.on
    for _ in range(400):
        now += 0.25
        app.frame(now)
        if any(h["id"] == "end:next" for h in app.state()["hits"]):
            break
    app.tap("end:next", now)
    app.frame(now + 0.1)
    assert not scr.client.is_over() and not auto.on


def test_no_fast_forward_while_tuoguan_plays_for_the_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 21, 花鸟风月 #5: 快进到我 stood on the bar while 托管 played for the player (it never
    comes back "to me"): under 托管 the table offers no 快进."""
    app, scr = table("huaniao")
    monkeypatch.setattr(scr.plugin, "out_of_hand", lambda view: True)  # others to play: 快进到我 offered
    app.frame(0.3)
    assert scr.plugin.ffwd_ok(scr.view()) and any(b.id == "ffwd" for b in scr._make_buttons())
    app.tap("bar:auto", 0.4)
    app.frame(0.45)
    assert not scr.plugin.ffwd_ok(scr.view()) and not any(b.id == "ffwd" for b in scr._make_buttons())
