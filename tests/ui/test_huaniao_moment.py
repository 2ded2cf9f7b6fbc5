"""花鸟风月's win moment (play-test 11 D2: "still modest"): the others' points fly from their seats to
the winner's as coins with their sums, its gain shows as the last arrives, and the win or the loss
has its sting."""

from __future__ import annotations

from test_huaniao_table import table, ui

from pygame_core.ui.games.huaniao_win import PAY_AT, PAY_S, pay_done


def test_the_losers_points_fly_to_the_winner_and_its_gain_shows_as_they_land() -> None:
    app, scr, now = table(seed=3)
    pl = ui(scr)
    me = scr.viewer or 0
    win = (me + 1) % 4
    res = {"winner": win, "how": "points", "points": [6, 0, 3, 7], "scores": [-6, 16, -3, -7]}
    view = {**scr.view(), "result": res}
    scr.view = lambda: view  # type: ignore[method-assign]
    pl.on_events([{"type": "song_end", "reason": "pile"}, {"type": "winner", "seat": win, "how": "points"}], now)
    assert pl.moment is not None
    start = pl.moment[1]
    seat = pl.seat_rect(win)

    def coins(t: float) -> list[tuple[float, float, str]]:
        ops = app.frame(start + t)["ops"]
        return [(float(op[1]), float(op[2]), str(op[3])) for op in ops if op[0] == "T" and str(op[3]) in ("6", "3", "7")
                and float(op[4]) == 17]

    early = coins(PAY_AT + PAY_S * 0.2)
    assert [c[2] for c in early] == ["6"]  # one seat after another (no minus: play-test 26 #1)
    mid = coins(PAY_AT + PAY_S * 0.5 + 0.4)
    assert len(mid) >= 2, mid  # several in the air at once
    late = coins(pay_done(3) - 0.05)
    assert len(late) == 1 and abs(late[0][0] - seat.cx) < 60 and abs(late[0][1] - seat.cy) < 60, (late, seat)
    def texts(t: float) -> set[str]:
        return {str(op[3]) for op in app.frame(start + t)["ops"] if op[0] == "T"}

    assert "+16" not in texts(PAY_AT + 0.2) and "+16" in texts(pay_done(3) + 0.3)


def test_a_win_or_a_loss_has_its_sting() -> None:
    _app, scr, _now = table(seed=3)
    pl = ui(scr)
    me = scr.viewer or 0
    assert ["sting", "win"] in pl.sound({"type": "winner", "seat": me})
    assert ["sting", "lose"] in pl.sound({"type": "winner", "seat": (me + 1) % 4})


def test_the_players_own_gain_shows_over_its_strip_not_on_its_name() -> None:
    app, scr, now = table(seed=3)
    pl = ui(scr)
    me = scr.viewer or 0
    lay = scr.lay
    assert lay is not None
    res = {"winner": me, "how": "points", "points": [0, 6, 3, 7], "scores": [16, -6, -3, -7]}
    view = {**scr.view(), "result": res}
    scr.view = lambda: view  # type: ignore[method-assign]
    pl.on_events([{"type": "song_end", "reason": "pile"}, {"type": "winner", "seat": me, "how": "points"}], now)
    assert pl.moment is not None
    ops = app.frame(pl.moment[1] + pay_done(3) + 0.9)["ops"]
    gain = [op for op in ops if op[0] == "T" and op[3] == "+16"]
    assert gain and all(float(op[2]) < lay.me.y for op in gain), (gain, lay.me)
