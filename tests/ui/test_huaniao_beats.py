"""花鸟风月's moves that happen by themselves are seen where they happen: a 栖 (forced or not)
calls "栖 · 摸一张" at its seat (play-test: a drawing stretch went by with only the log saying
so), and a song that ends on an empty pile says so, a beat before the win or loss."""

from __future__ import annotations

from test_huaniao_table import table, ui

from pygame_core.ui.app import App
from pygame_core.ui.games.huaniao_seats import SAY_S


def texts(app: App) -> str:
    return " ".join(str(op[3]) for op in app.dl.ops if op[0] == "T")


def test_a_perch_is_called_at_its_seat() -> None:
    app, scr, now = table()
    p = ui(scr)
    other = next(s for s in range(4) if s != scr.viewer)
    p.on_events([{"type": "draw", "seat": other, "why": "qi", "card": {"id": 5}}], now)
    app.frame(now + 0.3)
    said = p.tx("qi_said")
    assert said in texts(app)
    assert p.animating(now + 0.3)  # frames go on while it shows
    app.frame(now + SAY_S + 0.2)
    assert said not in texts(app)  # a glance, then gone


def test_a_song_ending_on_an_empty_pile_says_so_before_the_win() -> None:
    app, scr, now = table()
    p = ui(scr)
    other = next(s for s in range(4) if s != scr.viewer)
    p.on_events([{"type": "song_end", "reason": "pile", "hands": []},
                 {"type": "winner", "seat": other, "how": "points"}], now)
    assert p.banners and p.banners[-1][0] == p.tx("pile_out")
    assert p.moment is not None and p.moment[1] >= now + p.PILE_BEAT  # the beat comes first
    assert p.busy(now + 0.5)  # the table waits for it
