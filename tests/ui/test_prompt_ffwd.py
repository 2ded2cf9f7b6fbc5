"""快进到我 hands the table back to the player (FIXERS session 35, Shared #2; play-test 40 跑胡子 #1: one tap
on 快进到我 on a phone and the player's own claim went by unseen). The bots play on at once, so the player's
next prompt comes a frame or two after the tap, its buttons in the cells the finger just left (跑胡子 puts
快进 in its 胡 cell): a second tap meant for 快进 (a double tap, an impatient one) pressed the 吃 or 打出 come
up under it. Now the prompt's buttons there wait till they have been readable a moment (table_bar.Guard),
快进 goes off in the very frame that asks the player (never a prompt drawn under 快进), and its clock is
whole at its first readable frame."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_table import center, started
from test_ui_app import make_app, press

from pygame_core.ui.app import App
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import TOOK_S, Guard, overlap
from pygame_core.ui.table_screen import TableScreen

STEP = 0.1


def table(game: str, w: int, h: int, seed: int) -> App:
    if game == "paohuzi":
        app = started(w, h, seed, timers=True)
    else:
        app = make_app(w=w, h=h, game=game, fixed_seed=seed, timers=True)
        press(app, "start", 0.1)
    app.settings["speed"] = "normal"
    return app


def skip_then_tap_again(game: str, w: int, h: int, seed: int, again: float) -> tuple[TableScreen, Any, float]:
    """Plays the player's prompts by the hint till 快进到我 is pressed and a prompt's button comes where it
    was; taps that spot again ``again`` s after the first tap. (the screen, the prompt's key then, the time)"""
    app = table(game, w, h, seed)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    c, me, now = scr.client, scr.viewer, 0.3
    assert me is not None
    tapped: tuple[float, tuple[float, float], Rect] | None = None
    for _ in range(8000):
        now = round(now + STEP, 2)
        app.frame(now)
        assert not c.is_over(), "no prompt came in 快进到我's cell this hand"
        hits = {x["id"]: x for x in app.state()["hits"]}
        if tapped is not None and not scr.fast() and me in c.people_to_act() \
                and scr.plugin.auto_answer(scr.view(), c.legal(me)) is None:  # (not a 要不起 the table answers)
            cell = tapped[2]
            if any(k.startswith("btn:") and overlap(Rect(*x["rect"]), cell) for k, x in hits.items()):
                break
            tapped = None
        if me in c.people_to_act() and tapped is None:
            if scr.guard.quiet_left(now) == 0 and not scr.autopilot.showing(now):
                scr.submit(c.hint(me) or c.legal(me)[-1], now)
            continue
        ff = hits.get("btn:ffwd")
        if tapped is None and ff is not None and not scr.fast() and scr.guard.quiet_left(now) == 0:
            assert app.tap_at(*center(ff), now) == "btn:ffwd" and scr.fast()
            tapped = (now, center(ff), Rect(*ff["rect"]))
    else:
        raise AssertionError("no 快进 stopped at a prompt")
    assert tapped is not None
    asked = (c.version, c.ply())
    while now < tapped[0] + again:
        now = round(now + STEP, 2)
        app.frame(now)
    app.tap_at(*tapped[1], now)
    return scr, asked, now


@pytest.mark.parametrize("game,w,h,seed", [("paohuzi", 390, 844, 2), ("paohuzi", 1366, 768, 2),
                                           ("huaniao", 390, 844, 2)])
def test_a_second_tap_meant_for_skip_presses_nothing_come_up_under_it(game: str, w: int, h: int, seed: int) -> None:
    scr, (version, ply), now = skip_then_tap_again(game, w, h, seed, 0.7)
    c = scr.client
    assert c.ply() == ply and scr.viewer in c.people_to_act(), "the prompt's answer is the player's, still asked"
    assert not scr.fast()
    rem, lim = c.remaining(scr.viewer or 0), c.limit(scr.viewer or 0)
    assert rem is not None and lim is not None and rem >= lim - 1.0, (rem, lim)  # its clock whole: read from now


@pytest.mark.parametrize("game,w,h,seed", [("paohuzi", 390, 844, 2)])
def test_the_prompt_takes_a_tap_once_read(game: str, w: int, h: int, seed: int) -> None:
    """The wait is the moment a person needs to see the new prompt, no more: a tap once it has been
    readable TOOK_S presses it."""
    scr, (version, ply), now = skip_then_tap_again(game, w, h, seed, 0.7)
    assert scr.guard.quiet_left(now) <= TOOK_S + 0.3


def test_what_the_players_own_press_made_after_the_handover_is_live() -> None:
    """The discard prompt 快进 stopped at shows no button; the player taps a card and 打出 comes in 快进's cell:
    their own doing, pressed at once; a button that came by itself there waits till read."""
    cell = Rect(1100, 700, 120, 44)
    g = Guard()
    g.saw([("btn:ffwd", cell)], 1.0)
    g.press(1.0)   # 快进到我
    g.saw([("btn:ffwd", cell)], 1.1)
    g.handover(1.2)
    g.saw([("btn:chi", cell)], 1.25)   # came by itself: a late tap meant for 快进
    assert not g.allows("btn:chi", 1.9) and g.allows("btn:chi", 1.25 + TOOK_S + 0.01)
    g.handover(3.0)
    g.saw([], 3.05)
    g.press(3.4)   # a card tapped
    g.saw([("btn:discard", cell)], 3.45)
    assert g.allows("btn:discard", 3.6) and g.card_ok(3.05)
