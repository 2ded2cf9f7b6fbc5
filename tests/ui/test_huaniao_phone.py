"""花鸟风月 on a phone held upright (390×844): the three others round the table as on a laptop
(上家 on the left, 对家 at the top, 下家 on the right), each seat's play in front of it (play-test:
a row of three seats across the top read as a list), and the action bar between the table and the
hand, never over a play."""

from __future__ import annotations

from test_huaniao_table import opened, table, ui

from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao_center import FOOT_H
from pygame_core.ui.games.huaniao_plays import cross_spots
from pygame_core.ui.geom import Rect
from pygame_core.ui.layout import table_layout
from pygame_core.ui.table_bar import GAP, slot_cells


def test_a_phone_seats_the_others_round_the_table_and_lays_each_play_in_front_of_its_seat() -> None:
    app, scr, now = table(w=390, h=844)
    lay = scr.lay
    assert lay is not None and lay.ring
    me = scr.viewer or 0
    nxt, across, prev = ((me + k) % 4 for k in (1, 2, 3))
    s = lay.seats
    assert abs(s[across].cx - lay.w / 2) < 1 and s[across].y < s[prev].y and s[across].y < s[nxt].y
    assert s[prev].x < 20 and s[nxt].r > lay.w - 20 and s[prev].cy == s[nxt].cy
    spots, mid = cross_spots(lay.center, dict(s), me, 110, FOOT_H)  # the scale, the chips, the 记牌器's own row
    assert me not in spots  # the viewer's play lies in the action band (play-test 5: it stood empty)
    # 对家's play under its badge between the side seats; a side seat's under it, on its side
    assert spots[across].y >= s[across].b and s[prev].r <= spots[across].x < spots[across].r <= s[nxt].x
    assert spots[prev].y >= s[prev].b and spots[prev].cx < lay.w / 2 < spots[nxt].cx and spots[nxt].y >= s[nxt].b
    assert mid.b <= lay.center.b and mid.h >= 110
    rects = [*s.values(), *spots.values(), mid]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.inset(0.5).intersects(b.inset(0.5)), (a, b)
    for r in spots.values():
        assert r.h >= 56 and r.w >= 150, spots
    # the spots drawn are those: the pool's newest lies in one of them
    app.frame(now)
    pool = ui(scr).table.view().get("pool")
    assert any(ui(scr).spots["newest"] == r for r in spots.values()) or not pool or pool[-1]["seat"] == me


def test_a_phone_bar_lies_between_the_table_and_the_hand_never_over_a_play() -> None:
    """Play-test 3: 提示 and 栖 popped up over the felt hid the player's own play."""
    for seed in range(1, 8):
        app, scr, now = table(w=390, h=844, seed=seed)
        lay = scr.lay
        assert lay is not None and lay.ring
        st = app.state()
        if (st.get("prompt") or {}).get("type") != "main" or scr.viewer not in st.get("people_to_act", []):
            continue
        btns = [h for h in st["hits"] if h["id"].startswith("btn:")]
        assert {"btn:hint", "btn:qi"} <= {h["id"] for h in btns}
        for h in btns:
            x, y, w, hh = h["rect"]  # (its tap area takes up to GAP / 2 of the gaps round it: table_bar.reaches)
            assert y >= lay.me.b - GAP / 2 and y + hh <= lay.hand.y, (h["id"], h["rect"], lay.buttons)
        return
    raise AssertionError("no main prompt for the player in 7 deals")


def test_a_small_phone_and_other_seat_counts_keep_their_rows() -> None:
    """The ring of four needs the room: a 360×640 phone keeps the row across the top, and a
    table of three or six is laid out as before (跑胡子, 够级)."""
    small = table_layout(360, 640, 4, 0, 10, 70.0, 1.42, lambda _w: 56.0)
    assert not small.ring and len({r.y for r in small.seats.values()}) == 1
    three = table_layout(390, 844, 3, 0, 10, 70.0, 1.42, lambda _w: 56.0)
    assert not three.ring and len({r.y for r in three.seats.values()}) == 1
    assert table_layout(390, 844, 4, 0, 10, 70.0, 1.42, lambda _w: 56.0).ring


def test_a_laptop_lays_each_play_on_the_felt_beside_its_seat_not_in_a_row_of_boxes() -> None:
    """Play-test 3 L17: on 1366×768 the three others' plays sat in a row of framed boxes across the
    middle; now as round a table (layout.cross, the phone's geometry): 上家's play right of its
    badge, 对家's under it, 下家's left of it, the viewer's above the hand, the tune track between."""
    app, scr, now = table(w=1366, h=768)
    lay = scr.lay
    assert lay is not None and lay.ring and not lay.phone
    me = scr.viewer or 0
    nxt, across, prev = ((me + k) % 4 for k in (1, 2, 3))
    s = lay.seats
    spots, mid = cross_spots(lay.center, dict(s), me, 110)
    assert spots[prev].x >= s[prev].r and abs(spots[prev].cy - s[prev].cy) < spots[prev].h / 2
    assert spots[nxt].r <= s[nxt].x and abs(spots[nxt].cy - s[nxt].cy) < spots[nxt].h / 2
    assert spots[across].y >= s[across].b and abs(spots[across].cx - s[across].cx) < 1
    assert spots[me].y >= mid.b and mid.y >= spots[across].b and mid.h >= 110
    rects = [*s.values(), *spots.values(), mid]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.inset(0.5).intersects(b.inset(0.5)), (a, b)
    assert all(r.h >= 130 for r in spots.values()), spots  # room for cards bigger than the hand's
    app.frame(now)
    p = ui(scr)
    drawn = {k: (round(v.x), round(v.w)) for k, v in p.spots.items() if k.startswith("seat")}
    assert drawn == {f"seat{k}": (round(v.x), round(v.w)) for k, v in spots.items()}
    # no framed box a seat: the felt shows between the plays (only the newest glows round its cards)
    frame = app.frame(now + 5)
    boxes = [op for op in frame["ops"] if op[0] == "R" and any(abs(op[1] - r.x) < 1 and abs(op[3] - r.w) < 1
                                                              for r in spots.values())]
    assert not boxes, boxes


def test_the_three_and_six_seat_laptop_tables_are_laid_out_as_before() -> None:
    """layout.cross is for four: 跑胡子's three and 够级's six keep their laptop geometry."""
    three = table_layout(1366, 768, 3, 0, 10, 70.0, 1.42, lambda _w: 56.0)
    six = table_layout(1366, 768, 6, 0, 10, 70.0, 1.42, lambda _w: 56.0)
    assert not three.ring and not six.ring and three.band.w > 0


def test_the_players_own_callout_lies_at_their_play_not_over_the_log_strip() -> None:
    """Play-test 3 P09: the player's 舞，花鸟风月 floated over the phone's log strip, away from the play.
    It lies at the player's play where one is drawn; a phone's, while its play lies nowhere (the
    player chooses), in the log strip's message slot (play-test 7 091: at the felt's foot it lay on
    the 记牌器)."""
    for w, h in ((390, 844), (1366, 768)):
        app, scr, now = table(w=w, h=h, actions=14)
        p = ui(scr)
        app.frame(now)
        mine, me = p.own_spot(), scr.viewer or 0
        assert mine is not None
        p.say_at(me, "舞，花鸟风月", now)
        dl = DisplayList()
        p.draw_said(dl, w, h, now + 0.5)
        box = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] == th.PAPER and op[7] == th.JADE)
        if p.own_play_spot() is None and (slot := p.phone_slot()) is not None:
            assert slot.y <= box.y and box.b <= slot.b + 1, (box, slot)
            continue
        assert mine.x <= box.x and box.r <= mine.r and mine.y <= box.cy <= mine.b, (box, mine)  # at the spot
        lie = p.spots.get(f"lie{me}", Rect(0, 0, 0, 0))
        assert not box.intersects(lie) or lie.w == 0, (box, lie)
        lay = scr.lay
        assert lay is not None and not (lay.log.w and box.intersects(lay.log) and lay.phone)


def test_a_laptops_counter_says_it_counts_the_unseen_cards() -> None:
    """Play-test 3 #9: nothing said the 记牌器 counts the cards not yet seen (the hand left out)."""
    for lang, word in (("zh-Hans", "未见"), ("en", "Unseen")):
        app, scr, now = table(lang=lang)
        frame = app.frame(now + 5)
        c = ui(scr).spots["counter"]
        assert any(op[0] == "T" and word in str(op[3]) and c.x <= op[1] <= c.r and c.y <= op[2] <= c.b
                   for op in frame["ops"]), lang


def test_a_phone_says_an_automatic_discard_in_its_log_strip_not_in_a_toast_over_it() -> None:
    """Play-test 6 081/082: "Bot 3 discards 万" lingered as a toast over the log strip's lines (which
    said it too) and the 未见的牌 strip: one message at a time, in the strip. A laptop toasts it by
    the bar (its log is at the side); play-test 15: at its seat, no toast over the next moment."""
    for w, h, called in ((390, 844, False), (1366, 768, True)):  # (a laptop's: at the seat, play-test 15)
        app, scr, now = table(w=w, h=h)
        other = ((scr.viewer or 0) + 1) % 4
        ui(scr).on_events([{"type": "discard", "seat": other, "cards": [{"id": 3, "face": "B"}]}], now)
        app.frame(now + 0.1)
        assert not app.state()["toast"], (w, app.state()["toast"])
        assert ui(scr).saying_at(other, now + 0.1) == called, w


def test_a_phone_keeps_the_players_own_dance_in_sight_while_it_picks_a_card_to_pass() -> None:
    """Play-test 6 100: at the pass prompt of the player's own 花鸟风月 its just-played cards showed
    nowhere (the band stood empty above 且慢). The band's row no pass button takes holds them."""
    _app, scr, _now = table(w=390, h=844)
    pl = ui(scr)
    c = scr.client
    me = scr.viewer or 0
    c.to_act = lambda: tuple(range(4))  # type: ignore[method-assign]
    c.legal = lambda seat: [{"a": "pass", "card": i} for i in (1, 2)]  # type: ignore[method-assign]
    view = {**scr.view(), "prompt": {"type": "pass"}, "active": me, "can_undo": True}
    band = pl.own_band(view)
    assert band is not None
    scr.selected[:] = [str(cid) for cid in [1]]
    cells = slot_cells(scr.lay.buttons, pl.bar_slots(view), True)  # type: ignore[union-attr]
    for slot in {b.slot for b in pl.buttons(view, pl._selected(view))}:  # the pass and 且慢 buttons keep clear
        assert not band.intersects(cells[slot].inset(1)), slot
    other = {**view, "active": (me + 1) % 4}  # another seat's 花鸟风月: the player's last play is a round old
    assert pl.own_band(other) is None


def test_a_laptop_shows_the_pile_and_the_heap_as_stacks_beside_the_players_spot() -> None:
    """Play-test 6 006/029: the laptop's felt left a large empty middle, the pile only a chip. The
    pile (its count on it) and the heap lie as stacks right of the player's own spot, inside the
    felt; the draws fly from the pile, the limit discards to the heap. A phone keeps its chips."""
    app, scr, now = table(seed=2)
    pl = ui(scr)
    app.frame(now)
    lay = scr.lay
    assert lay is not None
    mine, pile, heap = pl.spots["mine"], pl.spots["pile"], pl.spots["heap"]
    assert mine.r < pile.x < heap.x and heap.r <= lay.center.r and pile.y >= mine.y - 8 and heap.b <= mine.b + 1
    words = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert str(scr.view()["pile"]) in words
    other = ((scr.viewer or 0) + 1) % 4
    pl.on_events([{"type": "draw", "seat": other, "why": "qi"}], now)
    src = pl.drifting.items[-1].src  # (a perch's draw holds nobody: play-test 8)
    assert (src() if callable(src) else src) == pile
    _app, phone, _now = table(w=390, h=844, seed=2)
    _app.frame(_now)
    assert ui(phone).spots["pile"].h == 24  # the chip


def test_a_phones_counter_reads_at_13_px() -> None:
    """The 记牌器 beside a phone's chips drew its counts at 8.6 px (English): it takes a row of
    its own there, every face and count at 13 px or more, inside the felt."""
    for lang in ("en", "zh-Hans"):
        app, scr, now = table(w=390, h=844, lang=lang)
        app.frame(now)
        r = ui(scr).spots["counter"]
        lay = scr.lay
        assert lay is not None and r.x >= lay.center.x and r.r <= lay.center.r
        inside = [op for op in app.dl.ops if op[0] == "T" and r.x <= float(op[1]) <= r.r and r.y <= float(op[2]) <= r.b]
        # (English writes each face as a word with its count, "bird 11": play-test 10 42)
        assert len(inside) >= (9 if lang == "en" else 16) and min(float(op[4]) for op in inside) >= 13, \
            [(op[3], op[4]) for op in inside]
        if lang == "en":
            assert not [op for op in inside if any("\u4e00" <= ch <= "\u9fff" for ch in op[3])]


def test_a_phones_band_says_who_opens_before_the_players_first_turn() -> None:
    """Play-test 6 121: a ~120 px empty band over the hand while the bots played the first round.
    Until the player's first play it says who opens the song and when the player's turn comes."""
    for seed in range(1, 12):
        app, scr = opened(seed, w=390, h=844)
        app.frame(0.3)
        view = scr.view()
        me, first = scr.viewer or 0, int(view.get("first", 0))
        if first == me:
            continue
        words = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
        want = f"本曲{scr.seat_name(first)}先出 · 你第 {(me - first) % 4 + 1} 个出"
        assert want in words, words
        return
    raise AssertionError("no deal a bot opens")


def test_a_phones_own_call_while_its_play_lies_nowhere_takes_the_message_slot() -> None:
    """Play-test 7 091: choosing 月照's target on a phone, "舞，月照" lay on the 记牌器 (the felt's
    foot). With no own spot drawn the call takes the log strip over the status line."""
    app, scr, now = table(w=390, h=844)
    pl = ui(scr)
    app.frame(now)
    lay = scr.lay
    assert lay is not None
    pl.spots.pop("mine", None)
    pl.said = {scr.viewer or 0: ("舞，月照", now)}
    dl = DisplayList()
    pl.draw_said(dl, 390, 844, now + 0.5)
    (box,) = [Rect(*(float(v) for v in op[1:5])) for op in dl.ops if op[0] == "R" and op[6] == th.PAPER]
    slot = pl.phone_slot()  # the log strip over the status line
    assert slot is not None and slot.y <= box.y and box.b <= slot.b + 1 and slot.b <= lay.me.y + 1, (box, slot)
    assert not box.intersects(pl.spots["counter"])


def test_a_phones_short_hand_fills_the_room_kept_for_two_rows() -> None:
    """FIXERS session 25 #2: a 4-card hand lay small under a band of dark space (the room kept for a full
    deal's two rows): it takes the two rows (2 + 2), at the long hand's card size (play-test 40: one row of
    larger cards made them jump 61 <-> 91 px as the hand went 5 <-> 4; test_huaniao_pt40)."""
    _app, scr, _now = table(w=390, h=844, seed=3)
    lay = scr.lay
    assert lay is not None and lay.phone
    pl = ui(scr)
    two = pl.hand_rects(lay.hand, scr.view(), 8)  # a long hand keeps its two rows of cards as before
    assert len({round(r.y) for r in two}) == 2 and all(r.w <= 68.5 for r in two)
    for n in (3, 4):
        rects = pl.hand_rects(lay.hand, scr.view(), n)
        assert len({round(r.y) for r in rects}) == 2 and all(abs(r.w - two[0].w) < 0.5 for r in rects), (n, rects)
        assert all(lay.hand.y <= r.y and r.b <= lay.hand.b and lay.hand.x <= r.x and r.r <= lay.hand.r for r in rects)
        used = (rects[-1].b - rects[0].y) / (lay.hand.h - 22)
        assert used > 0.6, (n, used, lay.hand)
