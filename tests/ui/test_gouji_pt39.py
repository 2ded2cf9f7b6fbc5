"""够级 play-test 39 (/tmp/pt39-gouji/REPORT.md, session 34)."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, press_next, table
from ui_driver import Hints

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.offer import NEVER_S


def test_a_round_won_clears_the_older_rounds_from_the_felt() -> None:
    """#2 (184512-ph-sel5: four grey 前轮 piles beside the one live play while the player was to lead; 184353-ph-t7: 电脑5's
    JJJJJ and a 55555 side by side, whose 5s unreadable): as 多乐, only the round taken shows (dimmed) till the next lead
    lands, then only the round being played; never a play of an older round."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    ui.round.clear()
    lay = scr.lay
    assert lay is not None

    def drawn(t: float) -> set[int]:
        dl = DisplayList()
        ui.draw_center(dl, lay.center, scr.view(), t)
        assert not any(op[0] == "T" and op[3] == "前轮" for op in dl.ops)
        return set(ui.play_rects)

    now = 300.0
    ui.on_events([{"type": "play", "seat": 1, "cards": [40], "kind": "normal"},
                  {"type": "play", "seat": 2, "cards": [44], "kind": "normal"}], now)
    ui.on_events([{"type": "trick_won", "seat": 2}], now + 1)
    ui.on_events([{"type": "play", "seat": 2, "cards": [48], "kind": "normal"}], now + 20)
    ui.on_events([{"type": "pass", "seat": s} for s in (3, 4, 5, 0, 1)], now + 22)
    ui.on_events([{"type": "trick_won", "seat": 2}], now + 23)
    assert drawn(now + 40) == {2}  # the round taken: 电脑2's lone play, not 电脑1's of the round before
    ui.on_events([{"type": "play", "seat": 2, "cards": [52], "kind": "normal"}], now + 41)
    assert drawn(now + 45) == {2}


def test_the_tour_waits_for_the_no_call_toast() -> None:
    """#4 (184302-ph-t2: '已设为从不叫点：预点、明点由牌桌替你答不叫…' lay over the first-game tour's 知道了): the tour comes once
    the table's own toast has gone."""
    app = make_app(390, 844)
    app.settings["tour_off"] = False
    press(app, "start", 0.1)
    scr, _ui = table(app)
    now = 0.2
    while not any(h["id"] == "btn:nevercall" for h in app.state()["hits"]):
        now += 0.1
        app.frame(now)
        assert now < 30, "no 预点 prompt"
    press(app, "btn:nevercall", now)
    said, toured = now, None
    rng, hints = SplitMix64(3), Hints()
    while now < said + 60 and toured is None:
        now += 0.1
        app.frame(now)
        st = app.state()
        if st.get("tour") is not None:
            toured = now
            break
        press_next(app, st, rng, hints, now)  # (the 买牌 prompts answered as a player would)
    assert toured is not None and toured >= said + NEVER_S - 0.01, (said, toured)
