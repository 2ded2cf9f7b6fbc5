"""花鸟风月 play-test 26 (FIXERS session 28): what a phone player read wrong at the table."""

from __future__ import annotations

from test_huaniao_own_win import song
from test_huaniao_table import opened, table, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.games.huaniao_hand import PHONE_RAISE
from pygame_core.ui.games.huaniao_sheet import song_scores
from pygame_core.ui.games.huaniao_show import OUT_READ_S
from pygame_core.ui.table_bar import slot_cells


def test_a_phones_own_win_says_its_gain_with_its_sign_large_and_no_coin_reads_as_a_loss() -> None:
    """#1: a "-14" coin flew under 你赢了! on a phone win (the winner's gain was +37): the ribbon says the
    player's own gain for the song, signed and large, and the coins flying to the player carry no minus."""
    app, scr, pl, _t, _over = song(6, 390, 844)  # (seed 6: 托管 goes out and wins)
    res = scr.view().get("result") or {}
    assert res.get("winner") == scr.viewer and pl.moment is not None
    gain = song_scores(res)[scr.viewer]
    assert gain > 0
    start = pl.moment[1]
    seen = False
    for k in range(1, 28):
        texts = [op for op in app.frame(start + k * 0.1)["ops"] if op[0] == "T"]
        assert not [op[3] for op in texts if str(op[3]).startswith("-")], k  # (a coin's "-14")
        said = [op for op in texts if op[3] == f"{pl.tx('you_gained')} +{gain}"]
        if k >= 3:
            assert said and said[0][4] >= 24, (k, said)
        seen = seen or bool(said)
    assert seen


def test_a_phones_selected_card_rises_a_quarter_of_its_height_in_either_row_over_the_row_above() -> None:
    """#3: on a phone a selected card read as outlined, not lifted (16 px; a lower row's 10 px under the row
    above, play-test 11's rule). Either row's rises PHONE_RAISE, a lower row's over the foot of the row above."""
    app, scr, now = table(390, 844, seed=2)
    pl = ui(scr)
    cards = pl.hand(scr.view())
    rows = sorted({r.y for r in pl.hand_at.values()})
    assert len(rows) >= 2
    for row in rows:
        c = next(c for c in cards if pl.hand_at[int(c["id"])].y == row)
        home = pl.hand_at[int(c["id"])]
        scr.selected[:] = [pl.card_key(c)]
        ops = app.frame(now + 1.0)["ops"]
        faces = [k for k, op in enumerate(ops) if op[0] == "R" and abs(op[1] - home.x) < 1 and abs(op[3] - home.w) < 1
                 and abs(op[4] - home.h) < 1]  # (the card's face: its place's size)
        raised = [k for k in faces if abs(ops[k][2] - (home.y - PHONE_RAISE)) < 1]
        assert raised, (row, [ops[k] for k in faces])
        assert PHONE_RAISE >= home.h * 0.22
        if row > rows[0]:  # drawn after every card of the row above
            above = [k for k, op in enumerate(ops) if op[0] == "R" and abs(op[2] - rows[0]) < 1
                     and abs(op[4] - home.h) < 1]
            assert above and max(above) < raised[0]


def test_a_bots_going_out_is_said_large_and_read_before_the_poem_or_the_win_covers_it() -> None:
    """#4: a bot's winning combo showed ~1 s before the poem or the sheet: its play lands and stays in
    sight OUT_READ_S with "电脑3 出完手牌，胜！" large across the table before anything covers it."""
    for w, h in ((1366, 768), (390, 844)):
        app, scr, pl, _t, over_at = song(7, w, h)  # (seed 7: 电脑1 goes out)
        win = (scr.view().get("result") or {}).get("winner")
        assert isinstance(win, int) and win != scr.viewer and pl.moment is not None
        cover = pl.moment[1] if pl.scroll_at is None else min(pl.scroll_at, pl.moment[1])
        f = pl.play_flight
        landed = over_at[0] if f is None else f.t0 + f.duration
        assert cover - landed >= OUT_READ_S - 0.05, (cover, landed)
        line = pl.tx("out_won", name=pl.name(win))
        for dt in (0.3, 1.0, OUT_READ_S - 0.2):  # (a phone's on two lines between the side plates: play-test 38 #3)
            ops = app.frame(landed + dt)["ops"]
            box = pl.spots["banner"]
            said = [op for op in ops if op[0] == "T" and box.contains(op[1], op[2]) and str(op[3]) and str(op[3]) in line]
            assert "".join(str(op[3]) for op in said).replace(" ", "") == line.replace(" ", ""), (w, dt, said)
            assert min(float(op[4]) for op in said) >= 20, (w, dt, said)


def test_a_phones_own_phrase_stays_in_sight_through_its_extra_operations() -> None:
    """#5: during extra operations (春: 还可行 1 次) the player's own phrase was nowhere on a phone's table. It
    lies in the play's cell till a raised card brings that cell's button. 提示 was gone then (nothing fitted):
    it stays and says what is left to do."""
    told: list[str | None] = []
    for seed in (4, 10):
        app, scr = opened(seed, w=390, h=844, speed="instant", preset={"huaniao": "full"})
        pl, rng, now = ui(scr), SplitMix64(seed), 0.5
        while not scr.client.is_over() and now < 300:
            app.frame(now)
            st = app.state()
            if (st.get("prompt") or {}).get("type") == "extra" and st["viewer"] in st["people_to_act"]:
                break
            hid = next_tap(st, rng)
            got = next((h for h in st["hits"] if h["id"] == hid), None)
            if got is not None:
                app.tap_at(*center(got), now)
            now += 0.25
        assert (app.state().get("prompt") or {}).get("type") == "extra", seed
        scr.selected.clear()
        ops = app.frame(now + 1.0)["ops"]
        lay = scr.lay
        assert lay is not None
        cell = slot_cells(lay.buttons, pl.bar_slots(scr.view()), True)["play"]
        mine = [ph for ph in scr.view().get("pool") or [] if ph.get("seat") == scr.viewer]
        assert mine and pl.spots.get("choosing") == cell, seed
        faces = {pl.glyph(c["face"]) for c in mine[-1]["cards"]}
        inside = [op for op in ops if op[0] == "T" and cell.x <= op[1] <= cell.r and cell.y <= op[2] <= cell.b]
        assert any(any(f in str(op[3]) for f in faces) or pl.phrase_name(mine[-1]) in str(op[3]) for op in inside), \
            (seed, faces, [op[3] for op in inside])
        hits = {h["id"]: h for h in app.state()["hits"]}  # 提示 there, even with nothing that fits: it says so
        assert "btn:hint" in hits, seed
        if not pl.hint_plays():
            app.tap_at(*center(hits["btn:hint"]), now + 1.1)
            app.frame(now + 1.2)
            told.append(app.state().get("toast"))
    assert told == [pl.tx("extra_none")], told
