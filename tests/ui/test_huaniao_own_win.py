"""花鸟风月: the player's own win is its moment at once (FIXERS session 25 #1; play-test 20 #4: "my own win
got no clear winner banner": the poem's ~6 s scroll came first and the win after it went unseen). The win
takes the table as the winning play lands, with gold rays over the whole table; the poem's scroll after it;
a bot's win keeps the order (the scroll, then the win or loss)."""

from __future__ import annotations

from typing import Any

from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.games.huaniao import HuaniaoUI
from pygame_core.ui.games.huaniao_win import SCROLL_S
from pygame_core.ui.table_screen import TableScreen


def song(seed: int, w: int = 1366, h: int = 768) -> tuple[App, TableScreen, HuaniaoUI, float, list[Any]]:
    """A song the table plays for the player (托管), to its end: (app, screen, plugin, the clock, the
    frames' times at which the player's last play was made)."""
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update(speed="instant", game="huaniao", tour_off=True, fixed_seed=seed)
    app.handle({"t": "resize", "w": w, "h": h}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen) and isinstance(scr.plugin, HuaniaoUI)
    pl, t = scr.plugin, 0.2
    app.frame(t)
    pl.tuoguan.toggle()
    scr.reask()
    over_at: list[Any] = []
    for _ in range(20000):
        t += 0.05
        app.frame(t)
        if scr.client.is_over():
            over_at.append(t)
            break
    return app, scr, pl, t, over_at


def test_the_players_own_win_takes_the_table_as_its_play_lands_with_rays_and_the_poem_after() -> None:
    app, scr, pl, t, over_at = song(6)  # (seed 6: 托管 goes out and wins)
    assert (scr.view().get("result") or {}).get("winner") == scr.viewer
    assert pl.moment is not None and pl.scroll_at is not None
    start = pl.moment[1]
    assert start - over_at[0] < 1.2, (start, over_at)  # at once (it waited for the ~6 s scroll)
    assert pl.scroll_at >= start + pl.MOMENT_S - 1e-6  # the poem after it
    ops = app.frame(start + 0.6)["ops"]
    words = {str(op[3]) for op in ops if op[0] == "T"}
    assert pl.tx("you_win") in words
    rays = [op for op in ops if op[0] == "P" and op[2] == "rgb(242,210,120)"]
    assert len(rays) >= 12, len(rays)  # the sunburst over the table
    xs = [x for op in rays for x in op[1][0::2]]
    assert max(xs) - min(xs) > 1000  # (the whole table's width, not a seat's)
    assert pl.scrolling(pl.scroll_at + 1.0) and not pl.moment_visible(pl.scroll_at + 1.0)
    assert not pl.end_ready(pl.scroll_at + 1.0) and pl.end_ready(pl.scroll_at + SCROLL_S + 0.6)


def test_a_bots_win_keeps_the_poem_first_then_the_loss() -> None:
    _app, scr, pl, _t, _over = song(3)  # (seed 3: 电脑3 goes out)
    win = (scr.view().get("result") or {}).get("winner")
    assert win is not None and win != scr.viewer
    assert pl.moment is not None and pl.scroll_at is not None
    assert pl.moment[1] >= pl.scroll_at + SCROLL_S - 1e-6


def test_a_tap_on_the_sheets_body_is_no_tap_on_a_tag_under_it() -> None:
    """Play-test 21 #1 (phone 123109): a tap meant for the win moment came as the sheet showed and landed on
    the 记牌器 strip under the sheet's body: its bubble lay over 下一局. No tag under the sheet takes a tap."""
    app, scr, pl, t, _over = song(8, 390, 844)
    for _ in range(400):  # the moment, the poem: tapped through as a player would
        t += 0.25
        app.frame(t)
        if app.state().get("end_shown"):
            break
    st = app.state()
    assert st.get("end_shown")
    assert not [h for h in st["hits"] if h["id"].startswith("tip:")]
    app.tap_at(195, 420, t + 0.1)
    app.frame(t + 0.2)
    assert app.state().get("bubble") is None
    pl.tap("hn:board", scr.view())  # 看牌面: the table's tags explain themselves again
    app.frame(t + 0.3)
    assert [h for h in app.state()["hits"] if h["id"].startswith("tip:")]
