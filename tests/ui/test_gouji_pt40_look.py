"""够级 play-test 40 #2 (overlaps): fake clocks only."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, press, table

from pygame_core.ui.draw import DisplayList


@pytest.mark.parametrize("size", [(1366, 768), (390, 844), (844, 390)])
def test_the_kill_seal_never_lies_on_a_play(size: tuple[int, int]) -> None:
    """pt40 #2: the 打 seal of '电脑N 打死 电脑M!' sat over the played cards: where every spot by the seat is on a play
    (a crowded round), the seal is left out; the seat's ring and words say whose moment it is (a phone's way since pt11)."""
    app = make_app(*size)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: int(a.state().get("actions", 0)) > 40) + 5
    me = ui.me()
    assert me is not None
    mark = ui.tx("mark_kill")
    for k in range(1, 6):  # a round of five-card plays at the others' seats, the last two 够级, one beating the other's
        ui.on_events([{"type": "play", "seat": (me + k) % 6, "cards": list(range(8 * k, 8 * k + 5)), "kind": "normal",
                       "gouji": k >= 4}], now + k)
    assert any(sp.mark == mark for sp in ui.moments.splashes), "no kill moment"
    for t in (0.2, 0.5, 0.9, 1.3):
        app.frame(now + 6 + t)
        plays = [r for rs in ui.play_rects.values() for r in rs]
        for op in app.dl.ops:
            if op[0] == "T" and op[3] == mark:
                assert not any(r.x < op[1] < r.r and r.y < op[2] < r.b for r in plays), (op, plays)



@pytest.mark.parametrize("size", [(390, 844), (1366, 768)])
def test_the_tuoguan_bar_goes_once_the_player_is_out(size: tuple[int, int]) -> None:
    """pt40 #2: the 托管 bar was still shown after the player went out (nothing left for it to answer)."""
    app = make_app(*size)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    me = ui.me()
    assert me is not None and scr.lay is not None
    ui.tuoguan.on = True
    for out, bar in ((None, True), (3, False)):
        view = {**scr.view(), "phase": "play", **({"hand": [], "places_so_far": {str(me): out}} if out else {})}
        dl = DisplayList()
        ui.draw_hand(dl, scr.lay.hand, view, now)
        assert any(h.id == "tuoguan:off" for h in dl.hits) == bar, (out, [h.id for h in dl.hits][-5:])
    ui.tuoguan.on = False
