"""A notice (a refusal, 超时：已为你过, 被碰) never lies over a button the player may press now, nor over
the player's status line: play-test 16 (跑胡子, laptop) saw 超时：已为你过 drawn over the 碰 of the next
offer, live with its own clock."""

from __future__ import annotations

import pytest
from test_paohuzi_table import started

from pygame_core.ui.geom import Rect
from pygame_core.ui.screen import toast_w
from pygame_core.ui.table_bar import toast_clear


def test_toast_clear_goes_above_what_it_keeps_clear() -> None:
    top = Rect(0, 0, 1366, 50)
    me, btn = Rect(400, 460, 560, 30), Rect(900, 520, 88, 44)
    y = toast_clear(542.0, 45.0, 1366.0, top, [me, btn])
    box = Rect((1366 - toast_w(1366)) / 2, y - 22.5, toast_w(1366), 45)
    assert not box.intersects(me) and not box.intersects(btn) and box.b <= me.y
    assert toast_clear(300.0, 45.0, 1366.0, top, [me, btn]) == 300.0  # clear already: kept
    assert toast_clear(40.0, 45.0, 1366.0, top, []) >= top.b + 22.5  # never under the top bar


@pytest.mark.parametrize("w, h", [(1366, 768), (390, 844)])
def test_a_toast_at_a_claim_leaves_its_buttons_free(w: int, h: int) -> None:
    for seed in range(1, 30):
        app = started(w, h, seed)
        now = 0.3
        for _ in range(400):
            now += 0.25
            app.frame(now)
            st = app.state()
            btns = [Rect(*x["rect"]) for x in st["hits"] if x["id"].startswith("btn:") and x["id"] != "btn:hints"]
            if st["phase"] == "claim" and st["viewer"] in st["people_to_act"] and btns:
                break
            if st["viewer"] in st["people_to_act"] or st.get("end_shown"):
                break  # the player's own discard first: another deal
        else:
            continue
        if not btns or st["phase"] != "claim":
            continue
        box_h = 45.0
        y = app.screen.toast_y(w, h, box_h)
        box = Rect((w - toast_w(w)) / 2, y - box_h / 2, toast_w(w), box_h)
        assert not any(box.intersects(b) for b in btns), (box, btns)
        return
    raise AssertionError("no deal opened on a claim for the player")


@pytest.mark.parametrize("w, h", [(1366, 768), (390, 844)])
def test_the_top_bars_buttons_take_a_tap_on_their_lower_edge(w: int, h: int) -> None:
    """Play-test 16 (花鸟风月, phone): a tap on the ☷'s lower edge (y 44 of its 4-44) opened nothing."""
    app = started(w, h, 3)
    app.frame(0.5)
    hits = app.state()["hits"]
    assert app.screen.lay is not None
    top = app.screen.lay.top
    for hid in ("menu", "bar:mute", *(("log",) if w < 600 else ())):
        x = Rect(*next(x for x in hits if x["id"] == hid)["rect"]).cx
        for y in (top.b - 2, top.b + 2):  # the drawn button ends 4 px above the bar's foot
            assert app.tap_at(x, y, 0.6) == hid, (hid, y)
            if app.state()["overlay"] is not None:
                app.tap("overlay:close", 0.7)
