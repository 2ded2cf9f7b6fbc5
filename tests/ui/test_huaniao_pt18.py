"""花鸟风月 after play-test 18 (FIXERS, session 23): who a 月 went to (an arrow from the caster, the
skipped seat's spot says it was done to it, 跳过 stamped, not a lit moon like a 月 played) (#2); a phone's 看牌面 lays each hand in a lane of its own (#4)."""

from __future__ import annotations

from test_huaniao_table import hit, table, ui
from ui_driver import center, next_tap, play

from pygame_core.core.rng import SplitMix64
from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao_fly import LINK_S
from pygame_core.ui.games.huaniao_seats import SAY_S
from pygame_core.ui.games.huaniao_sheet import BOARD
from pygame_core.ui.games.huaniao_show import clear_of_seats, draw_moment
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_seats import felt_rect


def test_a_moon_on_the_player_is_an_arrow_from_its_caster_and_a_skip_stamp_not_a_play() -> None:
    """Play-test 18 #5 (0158): after 电脑3 月照'd the player, the player's own spot read "你 · 月照 · 跳过"
    over a lit moon, as its own 月 did the next turn. The skip names its caster, stamps 跳过, and an arrow
    runs from the caster's seat to the player's, at the cast and again at the turn it takes."""
    app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer
    assert me is not None and scr.lay is not None
    bot = (me + 3) % 4
    pl.on_events([{"type": "skip_added", "seat": me, "skips": 1, "by": bot}], now)
    dl = DisplayList()
    pl.draw_links(dl, now + 0.5)
    assert [op for op in dl.ops if op[0] == "P"], "an arrow's head at the cast"
    pl.on_events([{"type": "turn", "turn": 9, "seat": me}, {"type": "skip", "seat": me, "skips": 0}], now + 3)
    assert pl.said[me][0] == "被月照 · 跳过"
    dl = DisplayList()
    pl.draw_links(dl, now + 3.5)
    heads = [op for op in dl.ops if op[0] == "P"]
    assert heads, "an arrow at the turn it takes"
    b = pl.seat_rect(me)  # its head lands at the player's seat, not at the caster's
    x, y = heads[0][1][0], heads[0][1][1]
    assert abs(y - b.cy) < abs(y - pl.seat_rect(bot).cy) or abs(x - b.cx) < abs(x - pl.seat_rect(bot).cx)
    dl = DisplayList()
    pl.draw_links(dl, now + 3 + LINK_S + 0.1)
    assert not [op for op in dl.ops if op[0] == "P"], "gone after its time"
    dl = DisplayList()
    pl.draw_center(dl, scr.lay.center, scr.view(), now + 3 + SAY_S + 0.5)  # its callout said, gone
    texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
    name = scr.seat_name(bot)
    assert any(f"被{name}月照" in t for t in texts), texts
    assert "跳过" in texts and not any(t.endswith("月照 · 跳过") for t in texts), texts


def test_a_gift_is_an_arrow_from_giver_to_receiver() -> None:
    """FIXERS #2: a 风's gift shows an arrow from giver to receiver (花鸟风月's passes do not)."""
    app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer
    assert me is not None
    a, b = (me + 1) % 4, (me + 2) % 4
    pl.on_events([{"type": "give", "from": a, "to": b, "card": None}], now)
    assert pl.links[-1][:2] == (a, b)
    # (花鸟风月's passes, all four at once, not: play-test 19 saw four arrows across the next play's call;
    # nor a gift to the player: it flies into the hand, called there, and the arrow's head lay under the call)
    n = len(pl.links)
    pl.on_events([{"type": "give", "from": a, "to": me, "card": None}], now + 1)
    pl.on_events([{"type": "pass", "from": s, "to": (s + 3) % 4, "card": None} for s in range(4)], now + 1)
    assert len(pl.links) == n


def test_a_phones_final_table_lays_each_hand_in_a_lane_of_its_own() -> None:
    """Play-test 18 #4 (0374): on a phone the revealed hands, laid by their seats, ran over each other,
    over the seat plates and the pool. Each lies in a lane of its own, named, inside the felt, clear of
    every badge."""
    app, scr, now = table(390, 844, seed=3, actions=2)
    now = play(app, now, seed=3)
    pl, me = ui(scr), scr.viewer or 0
    app.tap_at(*center(hit(app, BOARD)), now)
    ops = app.frame(now + 0.1)["ops"]
    res = scr.view()["result"]
    lay = scr.lay
    assert lay is not None and pl.board
    felt = felt_rect(lay)
    texts = [op for op in ops if op[0] == "T"]
    ys = []
    for s in range(4):
        if s == me or not res["hands"][s]:
            continue
        note = next(
            op
            for op in texts
            if op[3] == f"{res['points'][s]}点"
            and any(o[3] == scr.seat_name(s) and abs(float(o[2]) - float(op[2])) < 2 for o in texts)
        )
        y = float(note[2])
        assert felt.y <= y <= felt.b, (s, y)
        assert all(y - 22 > pl.seat_rect(b).b for b in range(4) if b != me), (s, y)
        ys.append(y)
    ys.sort()
    assert len(ys) >= 2 and all(b - a >= 36 for a, b in zip(ys, ys[1:], strict=False)), ys


def test_a_phones_loss_moment_says_the_players_loss_large_on_its_own_line() -> None:
    """FIXERS #1 (play-test 18, phone 0366): "电脑1 胜" over "你输了 -11 · 点数最少：电脑1 4点 · …" fitted to
    the width at ~9 px: the player's own result was the smallest text of the moment."""
    app, scr, now = table(390, 844, seed=3, actions=10_000)  # seed 3: 电脑1 goes out
    pl = ui(scr)
    pl.poem_skipped, pl.moment = False, (1, now)
    ops = [op for op in app.frame(now + 2.0)["ops"] if op[0] == "T"]
    lost = [op for op in ops if str(op[3]).startswith("你输了 -")]
    assert lost and float(lost[0][4]) >= 18, [(op[3], op[4]) for op in ops]


def test_a_phones_winner_seal_sits_on_the_plates_count_clear_of_its_name() -> None:
    """Play-test 18 (phone 0366): the 胜 seal stamped on a side seat's narrow plate covered its name."""
    seat = Rect(300, 130, 84, 76)  # a phone's side plate: face, then the name about 40 px down
    dl = DisplayList()
    draw_moment(dl, 390, 844, 1.0, 3.0, seat, False, "电脑1 胜", "出完手牌", "胜", "+13", lost="你输了 -4")
    seals = [op for op in dl.ops if op[0] == "R" and op[6] == th.CINNABAR]
    assert seals, dl.ops[:8]
    y, h = float(seals[0][2]), float(seals[0][4])
    assert y + h < seat.y + 34, (y, h)


def test_the_first_hint_keeps_a_flower_when_a_play_as_long_keeps_it() -> None:
    """FIXERS #5 (play-test 18, 0058): 提示's first was 诵 千万花 (the 花 standing in for a bird) while 诵 百千万
    was legal and kept it; the refusal's list of legal plays says them in the same order."""
    _app, scr, _now = table(seed=2)
    pl = ui(scr)
    qwh = {"a": "op", "op": "song", "cards": [33, 41, 49]}  # 千 万 花
    bqw = {"a": "op", "op": "song", "cards": [25, 34, 42]}  # 百 千 万
    ge = {"a": "op", "op": "ge", "cards": [26]}
    dance = {"a": "op", "op": "wu", "kind": "huaniao", "cards": [50, 55]}
    pl.legal_now = lambda: [ge, qwh, dance, bqw]  # type: ignore[method-assign]
    assert [a["cards"] for a in pl.hint_plays()] == [bqw["cards"], qwh["cards"], dance["cards"], ge["cards"]]


def test_no_arrow_under_fast_forward() -> None:
    """The arrows go as the flights do under 快进 (its skipped moves are not shown one by one)."""
    _app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer
    assert me is not None
    pl.on_events([{"type": "give", "from": (me + 1) % 4, "to": (me + 2) % 4, "card": None}], now)
    scr.fast = lambda: True  # type: ignore[method-assign]
    dl = DisplayList()
    pl.draw_links(dl, now + 0.5)
    assert not [op for op in dl.ops if op[0] == "P"] and not pl.links


def test_a_moons_arrow_lies_over_the_callouts() -> None:
    """Play-test 19 (phone pb106): the arrow's head at the player's seat lay under the 上一轮 callout there."""
    app, scr, now = table(390, 844, seed=2)
    pl = ui(scr)
    me = scr.viewer
    assert me is not None
    pl.on_events([{"type": "skip_added", "seat": me, "skips": 1, "by": (me + 3) % 4}], now)
    pl.say_at(me, "上一轮：电脑2 诵 十百千", now)
    ops = app.frame(now + 0.6)["ops"]
    said = max(i for i, op in enumerate(ops) if op[0] == "T" and op[3] == "上一轮：电脑2 诵 十百千")
    head = max(i for i, op in enumerate(ops) if op[0] == "P")
    assert head > said


def test_a_phones_own_moon_stays_in_sight_while_it_picks_the_seat() -> None:
    """Play-test 19 #2 (phone pmoon): after the player's 月 the three seats' buttons took the band and the
    月 was nowhere on screen: it lies in the band's free cells beside 且慢, off every button."""
    for seed in range(1, 30):
        app, scr, now = table(390, 844, seed=seed, actions=1)
        rng = SplitMix64(seed)
        for _ in range(400):
            st = app.state()
            if st.get("over") or (
                (st.get("prompt") or {}).get("type") == "target"
                and st.get("viewer") in st.get("people_to_act", [])
            ):
                break
            hid = next_tap(st, rng)
            if hid is not None:
                app.tap_at(*center(hit(app, hid)), now)
            now += 0.5
            app.frame(now)
        else:
            continue
        if (st.get("prompt") or {}).get("type") != "target":
            continue
        pl, me = ui(scr), scr.viewer or 0
        app.frame(now + 2.0)
        lie = pl.spots.get(f"lie{me}")
        assert lie is not None and lie.w > 0, seed
        buttons = [Rect(*h["rect"]) for h in app.state()["hits"] if h["id"].startswith("btn:")]
        assert buttons and not any(b.intersects(lie) for b in buttons), (lie, buttons)
        return
    raise AssertionError("no target prompt for the player in these seeds")


def test_a_dance_banner_runs_between_the_side_seats_not_over_them() -> None:
    """Play-test 19 #5 (laptop 061231 pass_prompt): the player's own 舞，花鸟风月 lay across 电脑3's and
    电脑1's plates while it picked the card to pass, their counts and limits hidden."""
    app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer or 0
    app.frame(now)
    for text in ("你 · 舞，花鸟风月", "电脑1 · 舞，天上天下"):
        pl.banner(text, "dance", now)
        ops = app.frame(now + 0.5)["ops"]
        boxes = [
            Rect(*(float(v) for v in op[1:5]))
            for op in ops
            if op[0] == "R" and op[6] == "rgba(20,16,12,0.86)"
        ]
        assert boxes, text
        for s in range(4):
            if s != me:
                assert not boxes[-1].intersects(pl.seat_rect(s)), (text, s, boxes[-1], pl.seat_rect(s))


def test_a_banner_on_the_side_seats_row_narrows_to_run_between_them() -> None:
    """Play-test 19 #5 (061231): the banner on the row of the others' plays, at the side seats' height."""
    box = Rect(10, 197, 1110, 55)
    left, top, right = Rect(14, 150, 136, 84), Rect(481, 70, 168, 76), Rect(980, 150, 136, 84)
    got = clear_of_seats(box, [left, top, right], 400)
    assert got.x >= left.r and got.r <= right.x and got.y == box.y and got.h == box.h
    assert clear_of_seats(box, [left, top, right], 900) == box  # its words would not fit: left as it was


def test_a_phones_raised_card_keeps_its_face_unwashed() -> None:
    """Play-test 19 (phone 061720): the raised 风 under a gold wash looked greyed, like a card that cannot
    be played; play-test 22 (133721): a lighter wash still read close to a dimmed card. Nothing is laid
    over the raised card's face: its ring glows round it."""
    app, scr, now = table(w=390, h=844, seed=2)
    pl = ui(scr)
    key = pl.card_key(pl.hand(scr.view())[-1])
    scr.selected[:] = [key]
    ops = app.frame(now + 0.5)["ops"]
    hit = next(h for h in app.state()["hits"] if h["id"] == f"card:{key}")
    x, y, w, h = hit["rect"]
    over = [op for op in ops if op[0] == "R" and isinstance(op[6], str) and op[6].startswith("rgba")
            and abs(float(op[1]) - x) < 2 and float(op[3]) >= w - 2 and float(op[4]) >= h * 0.6]
    assert not over, over


def test_a_card_another_seats_dance_puts_in_the_hand_is_called_there_and_held_a_beat() -> None:
    """Play-test 19 #1 (sheet_b3): in a chain of dances the hand grew two 新 cards, read only in the log.
    What 天上天下 dealt the player is called at its seat, and the next bot waits a beat, as for a gift."""
    _app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer or 0
    pl.hold_until = -1.0
    pl.on_events([{"type": "draw", "seat": me, "card": {"id": 17, "face": "1"}, "why": "tianxia"}], now)
    assert pl.said[me][0] == "你 摸到 十" and pl.hold_until > now
    pl.hold_until = -1.0
    pl.on_events([{"type": "give", "from": (me + 1) % 4, "to": me, "card": {"id": 40, "face": "4"}}], now + 3)
    assert "给你" in pl.said[me][0] and pl.hold_until > now + 3
