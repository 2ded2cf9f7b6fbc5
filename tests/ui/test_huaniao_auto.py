"""花鸟风月 play-test round 2 (fix-huaniao2): what the rules do on their own shows on the table,
a bot's clock counts only while the table runs, the song's end shows no stale note, and the
table's pieces keep apart."""

from __future__ import annotations

from test_huaniao_table import table, ui
from ui_driver import play

from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.huaniao_pick import cid, face_of
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import place
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.table_seats import seat_face
from pygame_core.ui.widgets import button


def test_a_limit_discard_is_called_at_its_seat_and_flies_full_size() -> None:
    """Play-test 15: a toast "手牌超限：电脑2 弃 鸟" lay over the player's own play while the next
    moment (电脑1's 花鸟风月, the player's pass) came: it is the seat's own callout now."""
    app, scr, now = table(seed=2)
    p = ui(scr)
    bird = {"id": 999, "face": "B"}
    seat = next(s for s in range(4) if s != scr.viewer)
    toast = app.toast_text if app.now < app.toast_until else ""
    p.on_events([{"type": "discard", "seat": seat, "cards": [bird]}], now + 1)
    said, t0 = p.said[seat]
    assert "手牌超限" in said and "鸟" in said and t0 == now + 1 and p.saying_at(seat, now + 2)
    assert (app.toast_text if app.now < app.toast_until else "") == toast  # no toast over the table
    f = p.drifting.items[-1]  # (the table goes on while it flies)
    assert f.cards == [bird] and f.card_w >= 40 and f.label == "超限弃牌"  # seen going, not a 30 px speck


def test_the_forced_discard_callout_names_the_card() -> None:
    app, scr, now = table(seed=2)
    p = ui(scr)
    c = p.hand(scr.view())[0]
    auto = p.auto_answer(scr.view(), [{"a": "discard", "cards": [cid(c)]}])
    assert auto is not None and p.glyph(face_of(c) or "") in auto.label and "超限" in auto.label


def test_the_viewers_perch_draw_is_said_with_its_card() -> None:
    """In the player's own call at its spot, not in a toast too (a third message over the table)."""
    app, scr, now = table(seed=2)
    p = ui(scr)
    me = scr.viewer or 0
    p.on_events([{"type": "draw", "seat": me, "why": "qi", "card": {"id": 998, "face": "Y"}}], now + 1)
    said = p.said[me][0]
    assert "摸到" in said and "月" in said and "摸到" not in app.toast_text
    other = (me + 1) % 4  # another seat's perch: the others' perches' one line (play-test 8)
    p.on_events([{"type": "draw", "seat": other, "why": "qi"}], now + 2)
    assert p.banners[-1][:2] == (p.tx("perch_one", names=p.name(other)), "perch")


def test_a_bots_clock_stands_still_while_a_menu_covers_the_table() -> None:
    """The clock at a bot's seat is the table's own drawing: it counts table time, which stops
    while the table waits under a menu (it stayed at 30 under the menu, then jumped to 19)."""
    app, scr, now = table(seed=2)
    p = ui(scr)
    app.settings["timers"] = True
    bot = next(s for s in range(4) if s != scr.viewer)
    scr.client.to_act = lambda: (bot,)  # type: ignore[method-assign]
    scr.client.remaining = lambda seat: None  # type: ignore[method-assign]
    view = {**scr.view(), "phase": "main"}
    first = p.seat_clock(view, bot, now + 1)
    assert first is not None
    scr.overlay = "menu"
    under = [p.seat_clock(view, bot, now + t) for t in (2, 6, 12)]
    scr.overlay = None
    after = p.seat_clock(view, bot, now + 13)
    lim = first[1]
    assert first[0] == lim and [u[0] if u else None for u in under] == [lim - 1] * 3  # frozen under it
    assert after is not None and after[0] == lim - 1  # and no jump when it closes


def test_the_players_own_clock_stands_still_under_the_menu_and_the_full_log() -> None:
    """The master's clock at a local table: checked as the play-test asked (it does stand still)."""
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update(speed="instant", game="huaniao", tour_off=True, fixed_seed=2, timers=True)
    app.handle({"t": "resize", "w": 1366, "h": 768}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    now = play(app, 1.0, until_actions=4, seed=2)
    scr = app.screen
    assert isinstance(scr, TableScreen) and scr.viewer is not None
    for ov in ("menu", "log"):
        app.frame(now)
        assert scr.client.remaining(scr.viewer) is not None
        scr.overlay = ov
        app.frame(now + 1)
        held = scr.client.remaining(scr.viewer)
        app.frame(now + 9)
        assert scr.client.remaining(scr.viewer) == held
        scr.overlay = None
        now += 10


def test_after_the_song_ends_the_winning_phrase_names_no_next_note() -> None:
    """A phrase that goes out keeps the tune before it (鸟十百 showed → 万): no tune named once over."""
    app, scr, now = table(seed=2)
    p = ui(scr)
    phrase = {"seat": 0, "op": "song", "kind": None, "cards": [{"id": 1, "face": "B"}, {"id": 2, "face": "1"},
                                                               {"id": 3, "face": "2"}], "tune": 4, "turn": 9}
    for phase, arrow in (("main", True), ("over", False)):
        dl = DisplayList()
        p.draw_center(dl, Rect(200, 150, 680, 400), {**scr.view(), "pool": [phrase], "phase": phase}, now + 5)
        assert any(op[0] == "T" and str(op[3]).startswith("调 ") for op in dl.ops) == arrow


def test_a_bots_clock_shows_round_its_face_as_a_ring_without_a_number() -> None:
    """The countdown at a bot's seat is drawn round its face (where a person's is), a ring draining
    round its thinking, no number (play-test 6 113/117: a full "30" while it thought), and the
    badge's flag lines fit it."""
    app, scr, now = table(seed=2)
    p = ui(scr)
    p.seat_clock = lambda view, seat, now: (12.0, 30.0)  # type: ignore[method-assign]
    dl = DisplayList()
    p.draw_seat_clocks(dl, scr.view(), now)
    assert scr.lay is not None
    rings = [op for op in dl.ops if op[0] == "W"]
    faces = [seat_face(r) for r in scr.lay.seats.values()]
    assert len(rings) == 3 and all(any(abs(float(op[1]) - fx) < 1 and abs(float(op[2]) - fy) < 1
                                       for fx, fy, _ in faces) for op in rings)
    assert not [op for op in dl.ops if op[0] in "TC"]  # no number, no disc over the face
    seats = [dict(s) for s in scr.view()["seats"]]
    bot = next(s for s in range(4) if s != scr.viewer)
    seats[bot].update(skips=1, count=1, ban=True)
    lines = p.seat_info({**scr.view(), "seats": seats}, bot).lines
    assert all(text_width(ln, 12) <= p.seat_rect(bot).w - 20 for ln in lines), lines


def test_the_counter_keeps_its_place_when_the_extra_chip_comes() -> None:
    """The 记牌器 jumped to a row of its own when "1 extra" appeared, moving the pool down."""
    for lang in ("zh-Hans", "en"):
        app, scr, now = table(seed=2, lang=lang, preset="full")
        p = ui(scr)
        assert p.counter_rule()[0]
        view = {**scr.view(), "season": "spring", "pool": []}
        spots = []
        for prompt in ({"type": "main"}, {"type": "extra", "left": 1}):
            dl = DisplayList()
            p.draw_center(dl, Rect(194, 150, 678, 397), {**view, "prompt": prompt}, now)
            bands = [op[1:5] for op in dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.28)"]
            assert bands  # the counter shows
            spots.append((bands, p.spots.get("newest")))
        assert spots[0] == spots[1], lang
        assert "extra" in p.spots  # the chip still shows


def test_the_log_says_a_season_once_and_a_badges_flags_are_kept_apart() -> None:
    app, scr, now = table(seed=2, lang="en")
    p = ui(scr)
    for se, word in (("autumn", "Autumn"), ("summer", "Summer")):
        line = p.log_line({"type": "season", "season": se}) or ""
        assert line.count(word) == 1, line
    seats = [dict(s) for s in scr.view()["seats"]]
    bot = next(s for s in range(4) if s != scr.viewer)
    seats[bot].update(skips=1, count=1, ban=False)
    info = p.seat_info({**scr.view(), "seats": seats}, bot)
    flags = [ln for ln in info.lines if "skip" in ln and "left" in ln]
    assert flags and all(", " in ln for ln in flags), info.lines


def test_on_a_phone_wait_keeps_a_row_apart_from_the_moon_targets() -> None:
    """且慢 sat in the row of 月照's seat buttons (p19): a mis-tap took the turn back."""
    app, scr, now = table(w=390, h=844, seed=2)
    p = ui(scr)
    app.frame(now)
    view = {**scr.view(), "can_undo": True, "prompt": {"type": "target"}}
    btns = p.buttons(view, [])
    assert scr.lay is not None
    placed = {b.id: r for b, r in place(scr.lay.buttons, btns, p.bar_slots(view), True)}
    wait = placed.pop("undo")
    targets = [r for k, r in placed.items()]
    assert len(targets) == 3 and all(abs(r.cy - wait.cy) > 20 for r in targets), (wait, targets)


def test_the_line_under_wait_is_never_shrunk_below_11_px() -> None:
    for lang in ("zh-Hans", "en"):
        app, scr, now = table(seed=2, lang=lang)
        p = ui(scr)
        app.frame(now)
        view = {**scr.view(), "can_undo": True, "prompt": {"type": "target"}}
        assert scr.lay is not None
        for b, r in place(scr.lay.buttons, p.buttons(view, []), p.bar_slots(view), False):
            dl = DisplayList()
            button(dl, f"btn:{b.id}", r, b.label, b.style, sub=b.sub)
            sizes = [float(op[4]) for op in dl.ops if op[0] == "T"]
            assert min(sizes) >= 11, (lang, b.label, b.sub, sizes)


def test_english_card_faces_use_the_simplified_tables_glyphs() -> None:
    """鸟/万/风 on the zh-Hans table turned 鳥/萬/風 in English: one set, the English name under it."""
    faces = {}
    for lang in ("zh-Hans", "en"):
        app, scr, now = table(seed=2, lang=lang)
        p = ui(scr)
        faces[lang] = [p.face({"id": i, "face": f}).big for i, f in enumerate("B1234HFY")]
    assert faces["en"] == faces["zh-Hans"] and "鸟" in faces["en"]


def test_a_finger_run_along_the_hand_selects_every_card_it_passes() -> None:
    """As at the 够级 table (the shared Sweep): down on a card, along the hand, up: all selected;
    a run that starts on a selected card unselects; a press that stays put is still a tap."""
    for w, h in ((1366, 768), (390, 844)):
        for seed in range(1, 12):  # a deal where the viewer's main prompt comes first
            app, scr, now = table(w=w, h=h, seed=seed)
            app.frame(now)
            if (app.state().get("prompt") or {}).get("type") == "main" and scr.viewer in scr.client.to_act():
                break
        assert (app.state().get("prompt") or {}).get("type") == "main"
        cards = sorted((x for x in app.state()["hits"] if x["id"].startswith("card:")),
                       key=lambda x: (x["rect"][1], x["rect"][0]))
        row = [c for c in cards if c["rect"][1] == cards[0]["rect"][1]][:4]  # a phone's row may hold 3
        assert len(row) >= 3
        y = row[0]["rect"][1] + row[0]["rect"][3] / 2
        xs = [c["rect"][0] + c["rect"][2] / 2 for c in row]
        keys = [c["id"][5:] for c in row]
        app.handle({"t": "down", "x": xs[0], "y": y}, now + 1)
        for i, x in enumerate(xs[1:]):
            app.handle({"t": "move", "x": x, "y": y}, now + 1.05 + i * 0.02)
        app.handle({"t": "up", "x": xs[-1], "y": y}, now + 1.2)
        assert sorted(scr.selected) == sorted(keys), (w, scr.selected, keys)
        app.frame(now + 1.3)
        app.handle({"t": "down", "x": xs[1], "y": y}, now + 2)  # from a selected card: unselects
        app.handle({"t": "move", "x": xs[2], "y": y}, now + 2.05)
        app.handle({"t": "up", "x": xs[2], "y": y}, now + 2.1)
        assert sorted(scr.selected) == sorted([keys[0], *keys[3:]])
        app.frame(now + 2.2)
        app.handle({"t": "down", "x": xs[1], "y": y}, now + 3)  # a tap
        app.handle({"t": "up", "x": xs[1] + 2, "y": y}, now + 3.05)
        assert keys[1] in scr.selected


def test_the_newest_play_names_the_tune_only_when_it_changed_it() -> None:
    """Play-test 2 (L23, L66): "风 → 十" read as "gave a 十". A play that set the tune says "调 十";
    a dance that left it says nothing."""
    app, scr, now = table(seed=2)
    p = ui(scr)
    song = {"seat": 1, "op": "ge", "kind": None, "cards": [{"id": 2, "face": "1"}], "tune": 1, "turn": 8}
    wind = {"seat": 2, "op": "wu", "kind": "wind", "cards": [{"id": 60, "face": "F"}], "tune": 1, "turn": 9}
    for pool, said in (([song], "调 十"), ([song, wind], None)):
        dl = DisplayList()
        p.draw_center(dl, Rect(200, 150, 680, 400), {**scr.view(), "pool": pool, "phase": "main"}, now + 5)
        drawn = [str(op[3]) for op in dl.ops if op[0] == "T"]
        assert not any(d.startswith("→") for d in drawn), drawn
        assert (said in drawn) if said else not any(d.startswith("调 ") for d in drawn), drawn


def test_a_forced_discard_shows_no_hint_a_free_one_does() -> None:
    """Play-test 3 L18: the over-limit discard with one way goes by itself, yet showed 提示."""
    app, scr, now = table(seed=2)
    p = ui(scr)
    view = {**scr.view(), "prompt": {"type": "discard", "count": 1}}
    hand = p.hand(view)
    key = (scr.client.version, scr.viewer)
    for ways, shown in ((1, False), (2, True)):
        p._legal_at = (*key, [{"a": "discard", "cards": [cid(c)]} for c in hand[:ways]])
        ids = {b.id for b in p.buttons(view, [])}
        assert ("hint" in ids) is shown, (ways, ids)
