"""A bar button that takes the place of one the game took away, with no press of the player's just
before, refuses taps for a moment: a tap then was aimed at what was there (play-test 31 跑胡子 #1: a
late tap on 快进到我 became the 吃 that came up in its cell; 花鸟风月 #2: 快进到我 where 出牌 came)."""

from __future__ import annotations

from test_ui_app import make_app, press

from pygame_core.ui.geom import Rect
from pygame_core.ui.plugin import AutoAnswer
from pygame_core.ui.table_bar import AUTO_S, CAUSE_S, SWAP_S, TOOK_S, Autopilot, Guard
from pygame_core.ui.table_screen import TableScreen

CELL = Rect(1100, 700, 120, 44)


def swapped(pressed_at: float | None = None) -> Guard:
    """快进到我 shown from 1.0; at 5.0 the game's prompt puts 吃 in its cell."""
    g = Guard()
    g.saw([("btn:ffwd", CELL)], 1.0)
    g.saw([("btn:ffwd", CELL)], 3.0)
    if pressed_at is not None:
        g.press(pressed_at)
    g.saw([("btn:chi", CELL), ("btn:pass", Rect(980, 700, 110, 44))], 5.0)
    return g


def test_a_button_the_game_put_where_another_was_refuses_taps_for_a_moment() -> None:
    g = swapped()
    assert not g.allows("btn:chi", 5.05) and not g.allows("btn:chi", 5.0 + SWAP_S - 0.01)
    assert g.quiet_left(5.2) > 0.3   # the page's state says so: a driver waits like a person
    assert g.allows("btn:chi", 5.0 + SWAP_S + 0.01)
    assert g.allows("btn:pass", 5.05)   # a button in a cell nothing left is no swap


def test_a_change_the_player_made_is_no_trap() -> None:
    g = swapped(pressed_at=5.0 - CAUSE_S + 0.2)  # the player's own press (a card, a button) just before
    assert g.allows("btn:chi", 5.1)


def test_a_button_that_grows_in_its_own_place_stays_pressable() -> None:
    g = Guard()
    g.saw([("btn:ffwd", CELL)], 1.0)
    g.saw([("btn:ffwd", Rect(1090, 700, 140, 44))], 5.0)  # its label changed: the same button
    assert g.allows("btn:ffwd", 5.05)


def test_the_table_counts_every_press_of_the_player() -> None:
    """A card's tap and a finger going down are the player's doing (TableScreen.tap and pointer)."""
    app = make_app()
    press(app, "start", 0.1)
    for i in range(40):
        app.frame(0.2 + i * 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    before = scr.guard.pressed
    app.handle({"t": "down", "x": 195.0, "y": 400.0}, 4.5)
    assert scr.guard.pressed == 4.5 > before
    app.handle({"t": "cancel", "x": 195.0, "y": 400.0}, 4.6)
    app.tap("card:0", 5.0)
    assert scr.guard.pressed == 5.0


def test_a_button_that_came_of_the_players_press_after_the_swap_is_no_trap() -> None:
    """fix-paohuzi (test_paohuzi_pt13): the discard prompt took 快进到我 away, the player tapped a card, and
    打出 came in 快进's cell: the press made it, a tap on it 0.45 s later plays."""
    g = Guard()
    g.saw([("btn:ffwd", CELL)], 0.2)
    g.saw([], 0.8)            # the prompt: 快进到我 goes, the game's doing
    g.press(0.8)              # the player taps a card
    g.saw([("btn:play", CELL)], 0.85)
    assert g.allows("btn:play", 1.3)


def test_an_answer_the_table_called_out_for_the_player_lapses_its_buttons_not_the_cards() -> None:
    """够级 play-test 33 (091153-l-6): the table answered the 明点 call for the player (从不叫点), and a
    tap meant for the call's chip pressed 提示, come in its cell with the play prompt 1.2 s later."""
    g = Guard()
    pilot = Autopilot(g)
    g.saw([("btn:nocall", CELL), ("btn:tuoguan", Rect(20, 700, 110, 44))], 1.0)
    pilot.offer((7, 0), AutoAnswer({"a": "skip"}, "不明点"), 1.0)
    assert pilot.due(1.0 + AUTO_S) == {"a": "skip"}
    t = 1.0 + AUTO_S
    g.saw([("btn:tuoguan", Rect(20, 700, 110, 44))], t + 0.1)
    g.saw([("btn:hint", CELL), ("btn:tuoguan", Rect(20, 700, 110, 44))], t + 1.2)
    assert not g.allows("btn:hint", t + 1.3)          # a late tap meant for the chip
    assert g.allows("btn:hint", t + 1.2 + TOOK_S + 0.01)
    assert g.allows("btn:tuoguan", t + 0.2)           # a button that stayed is the same button
    assert g.card_ok(t + 0.05)                        # cards stay free: no deadline was missed


def test_an_answer_given_unannounced_lapses_nothing() -> None:
    g = Guard()
    pilot = Autopilot(g)
    g.saw([("btn:play", CELL)], 1.0)
    pilot.offer((7, 0), AutoAnswer({"a": "end"}, ""), 1.0)
    assert pilot.due(1.0) == {"a": "end"}
    g.saw([("btn:hint", CELL)], 1.1)
    assert g.lapsed == [] and g.card_ok(1.1)
