"""The end-of-hand sheet opens on the hand at a glance when it had several wins (play-test: a
pager through 17 wins opened at the 13th on a phone): the 输赢 ledger, then every win in a line to
open; ◀ ▶ go from the ledger to the first win, on to every hand face up, and round."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.ledger import ledger
from pygame_core.ui.games.paohuzi.sheet import GALLERY, EndSheet, draw_sheet
from pygame_core.ui.geom import Rect

from .test_ui_table import start


def _win(seat: int, how: str, src: int, final: int, self_draw: bool, pay: list[int]) -> dict[str, Any]:
    return {"seat": seat, "how": how, "card": "x3", "src": src, "groups": [], "identities": [], "fans": [],
            "huxi": 15, "tun": 1, "fan_value": 1, "bowl": 0, "bowl_mult": 1, "bowl_name": {"zh-Hans": ""},
            "uncapped": final, "final": final, "capped": False, "self_draw": self_draw, "pay": pay}


RES: dict[str, Any] = {"wins": [_win(2, "own", 2, 100, True, [-100, -100, 200]), _win(1, "discard", 0, 50, False, [-50, 100, -50]),
                _win(2, "discard", 0, 70, False, [-70, -70, 140])],
       "scores": [-220, -70, 290]}


def test_the_ledger_sums_what_each_seat_received_and_paid() -> None:
    assert ledger(RES, "en") == [(0, -220, -220), (100, -170, -70), (340, -50, 290)]


def test_the_sheet_opens_on_the_ledger_then_pages_from_the_first_win_to_every_hand() -> None:
    app = start(390, 844, "zh-Hans", seed=3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    view = {"result": RES}
    sheet = EndSheet()
    assert sheet.current(view) == -1
    dl = DisplayList()
    r = Rect(10, 10, 370, 420)
    draw_sheet(dl, sp, r, RES, -1)
    said = [op[3] for op in dl.ops if op[0] == "T"]
    assert "输赢明细 · 3 次胡牌" in said and "收" in said and "+290" in said   # seat 2's net, exact
    lines = [h for h in dl.hits if h.id.startswith("pz:win:")]
    assert [h.id for h in lines] == ["pz:win:0", "pz:win:1", "pz:win:2"]
    assert all(h.rect.h >= 38 for h in lines) and max(h.rect.b for h in lines) <= r.b
    sheet.tap("pz:next", view)
    assert sheet.current(view) == GALLERY   # every winning hand again (play-test 20)
    sheet.tap("pz:next", view)
    assert sheet.current(view) == 0   # the first win
    sheet.tap("pz:prev", view)
    sheet.tap("pz:prev", view)
    sheet.tap("pz:prev", view)
    assert sheet.current(view) == 3   # round to every hand
    sheet.tap("pz:prev", view)
    assert sheet.current(view) == 2   # the last win
    sheet.tap("pz:win:1", view)
    assert sheet.current(view) == 1
    one = {"result": {"wins": RES["wins"][:1], "scores": [0, 0, 0]}}
    sheet.reset()
    assert sheet.current(one) == 0   # a single win: its page at once
    assert sheet.current({"result": {"wins": [], "scores": [0, 0, 0]}}) == 0   # 荒庄: every hand


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_summary_lists_every_win_a_page_at_a_time(w: int, h: int) -> None:
    """Play-test 3 L50/L84/L92: the summary listed the first 6 of 13/16/29 wins and nothing said
    there were more; its last line is now 更多, showing the next ones, then from the first again."""
    app = start(w, h, "zh-Hans", seed=3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    res = {"wins": [_win(i % 3, "own", i % 3, 100 + i, True, [0, 0, 0]) for i in range(29)], "scores": [0, 0, 0]}
    view = {"result": res}
    sheet = EndSheet()
    r = Rect(10, 10, 370, 420) if w < 400 else Rect(10, 10, 520, 380)
    seen: list[str] = []
    for _ in range(12):
        sheet.page = -1
        dl = DisplayList()
        sheet.draw(dl, sp, r, view)
        ids = [hh.id for hh in dl.hits]
        seen += [i for i in ids if i.startswith("pz:win:")]
        more = next(hh for hh in dl.hits if hh.id == "pz:more")
        assert more.rect.b <= r.b + 1 and more.rect.h >= 28
        if len(set(seen)) == 29:
            break
        assert sheet.tap("pz:more", view)
    assert sorted(set(seen), key=lambda x: int(x[7:])) == [f"pz:win:{i}" for i in range(29)]
    sheet.tap("pz:more", view)   # after the last: the first ones again
    dl = DisplayList()
    sheet.draw(dl, sp, r, view)
    assert "pz:win:0" in [hh.id for hh in dl.hits]


GROUPS = [{"type": "PENG", "cards": ["x3", "x3", "x3"], "huxi": 1}, {"type": "SEQ", "cards": ["x1", "x2", "x3"], "huxi": 0},
          {"type": "KAN", "cards": ["d5", "d5", "d5"], "huxi": 6}, {"type": "EQS", "cards": ["x2", "x7", "x10"], "huxi": 3},
          {"type": "SEQ", "cards": ["d4", "d5", "d6"], "huxi": 0}, {"type": "SEQ", "cards": ["x7", "x8", "x9"], "huxi": 0},
          {"type": "PAIR", "cards": ["d9", "d9"], "huxi": 0}]


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_sheet_shows_every_winning_hand_again(w: int, h: int) -> None:
    """Play-test 20 (and FIXERS 2): "the end sheet does not show the winning hands again". After the
    ledger a page lays every win's hand out again, in its groups with the 王霸 marked and its 名堂
    named, a few at a time (更多 for the rest), each opening its own page."""
    app = start(w, h, "zh-Hans", seed=3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    fans = [{"name": {"zh-Hans": "红胡", "zh-Hant": "紅胡", "en": "red"}, "value": 6}]
    wins = [{**_win(i % 3, "own", i % 3, 100 + i, True, [0, 0, 0]), "groups": GROUPS, "fans": fans,
             "identities": ["x9"] if i == 1 else []} for i in range(12)]
    view = {"result": {"wins": wins, "scores": [0, 0, 0]}, "seat": 0}
    sheet = EndSheet()
    sheet.tap("pz:next", view)
    assert sheet.current(view) == GALLERY
    r = Rect(10, 10, 370, 460) if w < 400 else Rect(10, 10, 680, 400)
    seen: set[str] = set()
    for _ in range(12):
        dl = DisplayList()
        sheet.draw(dl, sp, r, view)
        said = [str(op[3]) for op in dl.ops if op[0] == "T"]
        rows = [hh for hh in dl.hits if hh.id.startswith("pz:win:")]
        assert rows and all(hh.rect.b <= r.b + 1 for hh in rows)
        assert sum("名堂：红胡×6" in t for t in said) == len(rows)   # each named
        tiles = [op for op in dl.ops if op[0] == "R" and 17 <= op[3] <= 22 and op[4] >= 14]   # (15 px: pt30 #6)
        assert len(tiles) >= 20 * len(rows), len(tiles)   # each hand's 20 cards laid out again
        seen |= {hh.id for hh in rows}
        if len(seen) == 12:
            break
        assert sheet.tap("pz:gmore", view)
    assert seen == {f"pz:win:{i}" for i in range(12)}
    assert sheet.tap("pz:win:1", view) and sheet.current(view) == 1
