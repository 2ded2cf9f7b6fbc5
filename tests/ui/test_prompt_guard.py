"""A prompt that ran out (or that the table answered for the player) hands its cells to the next prompt's
buttons only once they can be read: play-test 38, 跑胡子 #1 (160444-t5: the 陆 吃 ran out as the tester tapped
过; the player's own flipped 叁 opened a 6-胡息 吃 in the same cell 4 s later and the tap passed it unseen) and
够级 #2 (161312-ph_t2 -> 161325-ph_t3: 明点 ran out, the table said 不明点, and 提示 came where 从不叫点 was 3 s
later: the tap became 提示). The apps: a short lockout as a new prompt comes in, shown as it brightens."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from ui_driver import center, next_press_gouji, next_tap_paohuzi

from pygame_core.core.game import JSON
from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App
from pygame_core.ui.geom import Rect
from pygame_core.ui.screen import MemoryStorage
from pygame_core.ui.table_bar import LATE_S, TOOK_S, VEIL, Guard, overlap
from pygame_core.ui.table_screen import TableScreen

CELL = Rect(600, 600, 120, 44)


def test_the_next_prompt_in_a_lapsed_cell_waits_to_be_read_however_late_it_comes() -> None:
    g = Guard()
    g.saw([("btn:pass", CELL)], 0.0)
    g.lapse(10.0)
    g.saw([], 10.0)
    g.saw([("btn:chi", CELL)], 14.5)            # a bot moved, the player's own card flipped: the next claim
    assert not g.allows("btn:chi", 14.8)        # a tap meant for the 过 that ran out
    assert g.quiet_left(14.8) > 0.5 and g.veil("btn:chi", CELL, 14.8) > 0
    assert g.allows("btn:chi", 14.5 + TOOK_S + 0.01)
    assert g.veil("btn:chi", CELL, 14.5 + TOOK_S + 0.01) == 0


def test_a_player_who_pressed_since_is_reading_the_new_prompt() -> None:
    g = Guard()
    g.saw([("btn:pass", CELL)], 0.0)
    g.lapse(10.0)
    g.press(12.0)                               # a card raised as the bots played
    g.saw([("btn:chi", CELL)], 14.5)
    assert g.allows("btn:chi", 14.6)


def test_its_time_counts_from_when_it_can_be_read() -> None:
    """Buttons drawn while the card they ask about still flies (or a panel covers them) are not read yet."""
    g = Guard()
    g.saw([("btn:pass", CELL)], 0.0)
    g.lapse(10.0)
    g.saw([("btn:chi", CELL)], 11.0, ready=False)
    g.saw([("btn:chi", CELL)], 12.0, ready=False)
    assert g.veil("btn:chi", CELL, 12.0) == pytest.approx(VEIL)
    g.saw([("btn:chi", CELL)], 12.5)
    assert not g.allows("btn:chi", 12.5 + TOOK_S - 0.05)   # (the old count, from 11.0, had let it through)
    assert g.allows("btn:chi", 12.5 + TOOK_S + 0.01)


def opened(game: str, w: int, h: int, seed: int) -> tuple[App, TableScreen]:
    """A table timed by the rules at 中 speed (the play-testers'), started by a tap."""
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update(tour_off=True, speed="normal", game=game, fixed_seed=seed, timers=True, pz_hints=False)
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 3}, 0.0)
    app.frame(0.0)
    app.frame(0.1)
    app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "start")), 0.2)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    return app, scr


def late_cell(app: App, scr: TableScreen, let_run_out: Callable[[JSON], bool],
              pick: Callable[[dict[str, Any], SplitMix64], str | None]) -> tuple[str, float]:
    """Plays on (``pick``) till a prompt ``let_run_out`` says to leave runs out, then frames till a button of
    the player's next prompt is in one of its cells, later than LATE_S: (its hit id, the clock)."""
    rng, now, lapsed = SplitMix64(7), 0.3, None
    for _ in range(20000):
        now += 1 / 30
        app.frame(now)
        me = scr.viewer in scr.client.people_to_act()
        if lapsed is None:
            if scr.guard.lapsed:
                lapsed = scr.guard.lapsed[0].since
            elif me and not let_run_out(scr.view()) and (hid := pick(app.state(), rng)) is not None:
                app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == hid)), now)
            continue
        for hid, s in scr.guard.shown.items():
            if me and hid.startswith("btn:") and s.since - lapsed > LATE_S and \
                    any(overlap(s.rect, g.rect) for g in scr.guard.lapsed) and s.ready is not None:
                return hid, now
        assert now - lapsed < 8, "nothing came in the lapsed prompt's cells"
    raise AssertionError("no prompt ran out")


def tap_late_then_read(app: App, scr: TableScreen, hid: str, now: float) -> None:
    rect = next(h.rect for h in app.dl.hits if h.id == hid)
    asked = scr.client.version
    assert app.tap_at(rect.cx, rect.cy, now + 0.3) == hid
    app.frame(now + 0.35)
    assert scr.client.version == asked and scr.guard.last_tap < now, f"the late tap pressed {hid}"
    veils = [op for op in app.dl.ops if op[0] == "R" and rect.contains(op[1] + 1, op[2] + 1)
             and str(op[6]).startswith("rgba(20,16,12,0.")]
    assert veils, "it is not shown coming alive (dimmed, brightening)"
    app.frame(now + TOOK_S + 0.05)
    live = next(h.rect for h in app.dl.hits if h.id == hid)
    app.tap_at(live.cx, live.cy, now + TOOK_S + 0.1)
    assert scr.guard.last_tap == now + TOOK_S + 0.1, "a tap once it could be read is taken"


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_paohuzi_a_late_pass_never_passes_the_own_flips_claim(w: int, h: int) -> None:
    app, scr = opened("paohuzi", w, h, 2)
    hid, now = late_cell(app, scr, lambda v: v.get("phase") == "claim", next_tap_paohuzi)
    tap_late_then_read(app, scr, hid, now)


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_gouji_a_late_tap_on_the_call_never_becomes_the_hint(w: int, h: int) -> None:
    app, scr = opened("gouji", w, h, 6)
    hid, now = late_cell(app, scr, lambda v: v.get("phase") == "mingdian", next_press_gouji)
    tap_late_then_read(app, scr, hid, now)
