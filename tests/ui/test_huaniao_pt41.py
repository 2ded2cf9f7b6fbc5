"""花鸟风月 play-test 41: #1 a choice of several cards ran out (L17: 凉风有幸's three picks timed out at 15 s);
#3 seat captions stayed up turns after what they said (P17, L52); #5 small glitches ("You's moon", L51)."""

from __future__ import annotations

from test_huaniao_table import ui
from test_huaniao_timeout import to_main
from test_huaniao_trust import mine, tap, timed_table

from pygame_core.ui.table_screen import TableScreen


def test_a_three_card_gift_gets_five_seconds_more_a_card_beyond_the_first() -> None:
    """#1 (L17_gift3): the rules' 15 s stay, but the gift's clock stands 2 x 5 s more once its call is read,
    so its three picks are not cut off ~19 s after the dance (the banner, the call, then 15 s)."""
    app = timed_table(1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    now = to_main(app, 1, 1.0)
    lf = next(a for a in scr.client.legal(0) if a.get("kind") == "liangfeng")
    for i in lf["cards"]:
        tap(app, f"card:{i}", now)
    app.frame(now + 0.05)
    tap(app, "btn:op0", now + 0.1)
    now += 0.1
    while not mine(app.state(), "gift"):
        now += 0.1
        app.frame(now)
    assert ui(scr).picks(scr.view()) == 3
    start = now
    while mine(app.state(), "gift") and now < start + 40:
        now += 0.1
        app.frame(now)
    assert now - start >= 15 + 2.5 + 10 - 0.2, now - start  # (before: ~19 s)
