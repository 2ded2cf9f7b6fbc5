"""Play-test 14 (花鸟风月): the win or loss faded out under its poem's band, still standing (l122)."""

from __future__ import annotations

from typing import Any

from test_huaniao_table import table, ui

from pygame_core.ui.games.huaniao_win import SCROLL_S


def alpha_of(ops: list[Any], text: str) -> float:
    """The alpha the text ``text`` is drawn at (the last "A" op before it)."""
    a = 1.0
    for op in ops:
        if op[0] == "A":
            a = float(op[1])
        elif op[0] == "T" and str(op[3]) == text:
            return a
    raise AssertionError(f"{text} not drawn")


def test_the_poem_on_its_scroll_fades_out_with_it() -> None:
    """(The poem has a scroll of its own before the win since play-test 16 #4: test_huaniao_pt17.)"""
    app, scr, now = table(seed=3, actions=10_000)  # seed 3: 电脑1 goes out
    pl = ui(scr)
    pl.poem_skipped, pl.scroll_at, pl.moment = False, now, None
    line = "春来花友常欢会"
    assert alpha_of(app.frame(now + 2.0)["ops"], line) == 1.0
    late = app.frame(now + SCROLL_S - 0.1)["ops"]
    assert alpha_of(late, line) < 0.5 and alpha_of(late, "点按跳过") < 0.5


def test_the_gift_button_says_give_once_the_cards_are_picked() -> None:
    """Play-test 14 p24: 凉风有幸's button kept saying "送出（选3张）" with all three picked."""
    _app, scr, _now = table()
    pl = ui(scr)
    hand = pl.hand(scr.view())
    others = [s for s in range(4) if s != (scr.viewer or 0)]
    view = {**scr.view(), "prompt": {"type": "gift", "kind": "liangfeng", "to": others}}
    one = next(b for b in pl.buttons(view, hand[:1]) if b.id == "gift")
    three = next(b for b in pl.buttons(view, hand[:3]) if b.id == "gift")
    assert one.label == "送出（选3张）" and not one.enabled
    assert three.label == "依次送出" and three.enabled
