"""快进到我 (pt12 D1, pace 6: 14-54 s with nothing to decide while the bots played whole rounds): between
the player's real choices the table offers to play on at once to the next one, in 提示's cell (a tap
as the turn comes must never play cards), and goes off as that choice comes. Fake clocks only."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON
from pygame_core.ui.app import App
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import slot_cells


def real_choice(app: App) -> bool:
    """The player is asked something the table does not answer for it."""
    scr, ui = table(app)
    me = scr.viewer
    return me in scr.client.people_to_act() and bool(ui._legal()) and ui.auto_answer(scr.view(), ui._legal()) is None


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_skip_to_my_turn_between_turns_plays_on_to_the_next_choice_and_goes_off(w: int, h: int) -> None:
    app = make_app(w, h, deal=12)
    app.settings["speed"] = "normal"
    press(app, "start", 0.1)
    scr, ui = table(app)
    me = scr.viewer

    def waiting(a: App) -> bool:
        st = a.state()
        return st.get("phase") == "play" and me not in scr.client.people_to_act() and \
            any(hit["id"] == "btn:ffwd" for hit in st["hits"])

    now = drive(app, 1.0, seed=12, until=waiting, step=0.1)
    st = app.state()
    view: JSON = scr.view()
    assert not ui.gone(view)  # still in the hand: a choice is to come
    btn = next(b for b in st["buttons"] if b["id"] == "btn:ffwd")
    assert btn["label"] == "快进到我"
    lay = scr.lay
    assert lay is not None
    cells = slot_cells(lay.buttons, ui.bar_slots(view), lay.phone)
    hit = Rect(*next(hh["rect"] for hh in st["hits"] if hh["id"] == "btn:ffwd"))
    turn = slot_cells(lay.buttons, [s if s != "ffwd" else "clear" for s in ui.bar_slots(view)], lay.phone)
    assert hit.intersects(cells["ffwd"]) and not any(hit.intersects(turn[c]) for c in ("play", "pass", "hint") if c in turn)
    # (清空's cell, empty as the turn comes: never 出牌's, 过's or 提示's: pt20 #2)
    press(app, "btn:ffwd", now)
    assert scr.fast()
    start = now
    while not real_choice(app):
        now += 0.05
        app.frame(now)
        assert now - start < 3.0, "快进到我 did not reach the player's next choice at once"
        if app.state().get("end_shown"):
            return
    app.frame(now + 0.05)
    assert not scr.fast()  # off at the player's choice: the bots go at the speed chosen again
    assert "btn:ffwd" not in {hh["id"] for hh in app.state()["hits"]}


def test_without_it_the_same_stretch_takes_the_bots_pace() -> None:
    """The measure behind it: at 中 a stretch between two choices lasts seconds of bot play."""
    app = make_app(1366, 768, deal=12)
    app.settings["speed"] = "normal"
    press(app, "start", 0.1)
    scr, ui = table(app)
    me = scr.viewer
    now = drive(app, 1.0, seed=12, step=0.1, until=lambda a: a.state().get("phase") == "play"
                and me not in scr.client.people_to_act())
    start = now
    while not real_choice(app):
        now += 0.05
        app.frame(now)
    assert now - start > 1.0


def test_under_skip_to_my_turn_the_players_cant_beat_still_flashes_at_its_place() -> None:
    """pt14 155: "电脑3's AAA aimed at me when I had no answer, I was never asked, nothing on screen told me":
    under 快进到我 the table's 要不起 for the player went unsaid; it flashes as at any speed (not once out)."""
    app = make_app(1366, 768, deal=12)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=12, until=lambda a: a.state().get("phase") == "play")
    me = ui.me()
    scr.ffwd.on = True
    view: JSON = scr.view()
    auto = ui.auto_answer(view, [{"a": "pass"}])
    assert auto is not None and not auto.beat  # at once
    ui.on_events([{"type": "pass", "seat": me}], now)
    flash = ui.own_flash(now + 0.5)
    assert flash is not None and "要不起" in flash[0], flash
    scr.ffwd.on = False
