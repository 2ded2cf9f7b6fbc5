"""The 跑胡子 table holds still through a hand: the action bar stays where the deal put it when a
column grows to four cards (理牌), when 托管's bar shows and when the 听牌 panel opens (play-test:
the buttons went 504 -> 462 -> 479 px)."""

from __future__ import annotations

from typing import Any

import pytest

from .test_ui_columns import _columns, _to_discard
from .test_ui_table import center, start, top_hit


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_action_bar_stays_put_for_the_hand(w: int, h: int) -> None:
    app = start(w, h, "zh-Hans", seed=5)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    _st, now = _to_discard(app, 0.3)
    lay = app.screen.lay  # type: ignore[attr-defined]
    bar, hand = lay.buttons, lay.hand
    for _ in range(4):   # a free column gets cards from another until it holds four
        cols = _columns(app)
        free = [i for i, col in enumerate(cols) if not col[0].split("#")[1].startswith("k") and not col[0].startswith("*")]
        dst = max(free, key=lambda i: len(cols[i]))
        if len(cols[dst]) >= 4:
            break
        src = next(i for i in free if i != dst)
        app.tap_at(*center(top_hit(app.state(), f"card:{cols[src][-1]}")), now)
        app.frame(now + 0.1)
        app.tap_at(*center(top_hit(app.state(), "btn:move")), now + 0.2)
        app.frame(now + 0.3)
        app.tap_at(*center(top_hit(app.state(), f"pz:col:{dst}")), now + 0.4)
        now += 0.5
        app.frame(now)
    assert max(len(c) for c in _columns(app)) == 4
    assert app.screen.lay.buttons == bar and app.screen.lay.hand == hand  # type: ignore[attr-defined]
    now += 0.5   # (a tap on 听牌 just after 移牌 in its place is a late tap: refused)
    app.frame(now)
    app.tap_at(*center(top_hit(app.state(), "btn:hints")), now)
    app.frame(now + 0.1)
    assert plugin.show_hints and app.screen.lay.buttons == bar  # type: ignore[attr-defined]
    plugin.tuoguan.on = True
    app.frame(now + 0.2)
    assert app.screen.lay.buttons == bar and app.screen.lay.hand == hand  # type: ignore[attr-defined]
    cards = [hh["rect"] for hh in app.state()["hits"] if hh["id"].startswith("card:")]
    assert cards and all(y + ch <= hand.b + 1 for _x, y, _w, ch in cards)   # the cards still inside the hand area
