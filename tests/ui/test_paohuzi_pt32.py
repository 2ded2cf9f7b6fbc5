"""跑胡子 table, session 31 (play-test 32's list)."""

from __future__ import annotations

from typing import Any

from test_paohuzi_pt10 import _win
from test_paohuzi_table import started

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.winface import draw_face_card


def test_a_phones_win_card_keeps_its_amount_whole_at_any_width() -> None:
    """Play-test 32 #2 (062859-ph-t1-ff4: a phone's win card ended "得 80 · 每家付 4···"): a line that
    fit_size sized to its room measured a hair over it by rounding and was cut; the amount stays whole
    at every width of the winner's half."""
    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    winner = (me + 1) % 3
    pay = [-40, -40, -40]
    pay[winner] = 80
    rec = {**_win(winner, pay, "x7"), "how": "other", "src": 3 - me - winner, "self_draw": False}
    cut = []
    for i in range(400):
        hi = 390.0 - i * 0.05   # the right half's edge, a little narrower each time
        dl = DisplayList()
        draw_face_card(dl, sp, (195.0, hi), 100.0, 700.0, 400.0, 0.5, rec, 12, me)
        said = [str(op[3]) for op in dl.ops if op[0] == "T" and str(op[3]).startswith("得")]
        if said != ["得 80 · 每家付 40"]:
            cut.append((round(hi, 2), said))
    assert not cut, cut[:5]


def test_a_phones_new_card_joins_a_column_rather_than_shrinking_the_hand() -> None:
    """Play-test 32 #5 (pt31 053129-ph-moved: a phone's hand shrank and stayed small): a card new to a
    hand already nine columns wide (a phone's one row of 40 px columns) made a tenth column, and every
    card went to 37 px for the rest of the hand. It joins the short column of its kind (a wild the
    wilds'), else the nearest; with room to spare it still takes a column of its own at the right."""
    from pygame_core.ui.games.paohuzi.columns import MAX_COLUMNS, reconcile

    saved = [["x3", "x10"], ["d9", "d9", "x9"], ["d1", "d2"], ["d4", "d5", "d6"], ["d7"], ["d8", "d8"], ["dB"],
             ["dW", "dY"], ["*"]]
    held = [c for col in saved for c in col]
    assert len(saved) == MAX_COLUMNS
    assert reconcile(saved, [*held, "*"])[-1] == ["*", "*"]
    got = reconcile(saved, [*held, "x2"])
    assert len(got) == MAX_COLUMNS and got[2] == ["d1", "d2", "x2"], got   # (its twin 贰)
    assert reconcile(saved[:5], [*held[:11], "x2"])[-1] == ["x2"]
