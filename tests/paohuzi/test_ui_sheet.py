"""The end-of-hand sheet opens on the hand at a glance when it had several wins (play-test: a
pager through 17 wins opened at the 13th on a phone): per player wins, 自摸, 点炮 and the total,
then every win in a line to open; ◀ ▶ go from the summary to the first win and round."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.sheet import draw_sheet, tally
from pygame_core.ui.geom import Rect

from .test_ui_table import start


def _win(seat: int, how: str, src: int, final: int, self_draw: bool) -> dict[str, Any]:
    return {"seat": seat, "how": how, "card": "x3", "src": src, "groups": [], "identities": [], "fans": [],
            "huxi": 15, "tun": 1, "fan_value": 1, "bowl": 0, "bowl_mult": 1, "bowl_name": {"zh-Hans": ""},
            "uncapped": final, "final": final, "capped": False, "self_draw": self_draw, "pay": [0, 0, 0]}


RES = {"wins": [_win(2, "own", 2, 100, True), _win(1, "discard", 0, 50, False), _win(2, "discard", 0, 70, False)],
       "scores": [-240, 10, 230]}


def test_the_tally_counts_wins_self_draws_and_feeds() -> None:
    assert tally(RES) == [(0, 0, 2, -240), (1, 0, 0, 10), (2, 1, 0, 230)]


def test_the_sheet_opens_on_the_summary_then_pages_from_the_first_win() -> None:
    app = start(390, 844, "zh-Hans", seed=3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    view = {"result": RES}
    assert sp._end_index(view) == -1
    dl = DisplayList()
    r = Rect(10, 10, 370, 420)
    draw_sheet(dl, sp, r, RES, -1)
    said = [op[3] for op in dl.ops if op[0] == "T"]
    assert sp.g("summary_n", n=3) in said and sp.g("sum_fed") in said and "+" + sp.num(230) in said
    lines = [h for h in dl.hits if h.id.startswith("pz:win:")]
    assert [h.id for h in lines] == ["pz:win:0", "pz:win:1", "pz:win:2"]
    assert all(h.rect.h >= 38 for h in lines) and max(h.rect.b for h in lines) <= r.b
    sp.tap("pz:next", view)
    assert sp._end_index(view) == 0   # the first win
    sp.tap("pz:prev", view)
    sp.tap("pz:prev", view)
    assert sp._end_index(view) == 2   # round to the last
    sp.tap("pz:win:1", view)
    assert sp._end_index(view) == 1
    one = {"result": {"wins": RES["wins"][:1], "scores": [0, 0, 0]}}
    sp.end_sel = None
    assert sp._end_index(one) == 0   # a single win: its page at once


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_summary_lists_every_win_a_page_at_a_time(w: int, h: int) -> None:
    """Play-test 3 L50/L84/L92: the summary listed the first 6 of 13/16/29 wins and nothing said
    there were more; its last line is now 更多, showing the next ones, then from the first again."""
    app = start(w, h, "zh-Hans", seed=3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    res = {"wins": [_win(i % 3, "own", i % 3, 100 + i, True) for i in range(29)], "scores": [0, 0, 0]}
    view = {"result": res}
    r = Rect(10, 10, 370, 420) if w < 400 else Rect(10, 10, 520, 380)
    seen: list[str] = []
    for _ in range(12):
        sp.end_sel = -1
        dl = DisplayList()
        sp.draw_end(dl, r, view, 0.0)
        ids = [hh.id for hh in dl.hits]
        seen += [i for i in ids if i.startswith("pz:win:")]
        more = next(hh for hh in dl.hits if hh.id == "pz:more")
        assert more.rect.b <= r.b + 1 and more.rect.h >= 28
        if len(set(seen)) == 29:
            break
        assert sp.tap("pz:more", view)
    assert sorted(set(seen), key=lambda x: int(x[7:])) == [f"pz:win:{i}" for i in range(29)]
    sp.tap("pz:more", view)   # after the last: the first ones again
    dl = DisplayList()
    sp.draw_end(dl, r, view, 0.0)
    assert "pz:win:0" in [hh.id for hh in dl.hits]
