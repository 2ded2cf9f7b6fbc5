"""Play-test 13 (花鸟风月 8: feedback 8, pace 7): 看牌面 after a song kept the others' hands hidden (#4);
"你输了 0" for a loss that cost nothing (#5)."""

from __future__ import annotations

from typing import Any

from test_huaniao_table import hit, table, ui
from ui_driver import center, play

from pygame_core.ui.games.huaniao_sheet import BOARD
from pygame_core.ui.table_seats import felt_rect


def test_a_loss_that_costs_nothing_says_so() -> None:
    _app, scr, _now = table()
    pl, me = ui(scr), scr.viewer or 0
    win = (me + 1) % 4
    res: dict[str, Any] = {"winner": win, "points": [3, 3, 3, 3], "how": "pile"}
    res["points"][me] = 0
    scr.view = lambda: {"result": res}  # type: ignore[method-assign]
    assert pl.result_words(win)[1] == "你没有失分"
    res["points"][me] = 4
    assert pl.result_words(win)[1] == "你输了 -4"


def test_see_table_lays_the_others_hands_open_by_their_seats() -> None:
    for w, h in ((1366, 768), (390, 844)):
        app, scr, now = table(w, h, seed=3, actions=2)
        now = play(app, now, seed=3)
        pl, me = ui(scr), scr.viewer or 0
        app.tap_at(*center(hit(app, BOARD)), now)
        ops = app.frame(now + 0.1)["ops"]
        res = scr.view()["result"]
        lay = scr.lay
        assert lay is not None and pl.board
        felt = felt_rect(lay)
        texts = {str(op[3]): op for op in ops if op[0] == "T"}
        for s in range(4):
            if s == me or not res["hands"][s]:
                continue
            note = f"{res['points'][s]}点"
            assert note in texts, (w, s, note)
            op = texts[note]
            x, y = float(op[1]), float(op[2])
            assert felt.x <= x <= felt.r and felt.y <= y <= felt.b, (w, s, x, y)
            assert not pl.seat_rect(s).contains(x, y), (w, s)


def test_the_players_own_forced_perch_stays_said_at_its_spot_with_what_it_drew() -> None:
    """Play-test 13 #1: the player's auto-perches went by in about a second, barely noticed (the apps
    keep 摸牌 marked on the seat for the round): its spot says 栖 and what it drew till it plays."""
    for w, h in ((1366, 768), (390, 844)):
        app, scr, now = table(w, h, seed=2, actions=6)
        pl, me = ui(scr), scr.viewer or 0
        pl.perched[me] = 999  # (its latest play is older than this perch)
        c: Any = scr.client  # another seat's turn now (a phone's band holds the player's buttons in its own)
        other = ((me + 1) % 4,)
        c.to_act, c.people_to_act = (lambda o=other: o), (lambda: ())
        pl.on_perch(me, {"id": 17, "face": "3"}, now)
        pl.on_perch(me, {"id": 18, "face": "4"}, now + 1)
        texts = " ".join(str(op[3]) for op in app.frame(now + 5)["ops"] if op[0] == "T")  # the bubble gone
        assert "你 · 栖×2 · 摸到 万" in texts, (w, texts)
        pl.on_play(me)
        assert pl.own_drew is None and pl.own_streak == 0


def test_the_sheet_ranks_the_seats_by_their_totals() -> None:
    """Play-test 13 (end of hand): no final standings; each total has its place under it."""
    app, scr, now = table(seed=3, actions=2)
    now = play(app, now, seed=3)
    ops = app.frame(now + 0.1)["ops"]
    ranks = sorted((float(op[2]), str(op[3])) for op in ops if op[0] == "T" and str(op[3]).endswith("名"))
    totals = ui(scr).match_scores([h for h in scr.client.hands() if h.result]) or []
    want = sorted(1 + sum(1 for v in totals if v > t) for t in totals)
    assert sorted(int(r[1:-1]) for _y, r in ranks) == want, ranks
