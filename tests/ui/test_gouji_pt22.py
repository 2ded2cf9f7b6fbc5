"""够级 play-test 22 (session 26 FIXERS): a seat's play lands in front of its owner, never nearer another
seat and is seen coming out of it (#3: on a laptop 电脑4's play lay below 电脑4 right over 电脑5's, which sat 74 px off 电脑5's badge:
"with 2-3 plays on the felt it is easy to misread who played what")."""

from __future__ import annotations

from typing import Any

import pytest
from test_gouji_playtest2 import in_play
from test_gouji_table import drive, make_app, press, table

from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui import theme as th
from pygame_core.ui.anim import place_point
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.counter import COUNTER
from pygame_core.ui.games.gouji.end import draw_end
from pygame_core.ui.games.gouji.fly import SEAT_GROW_W
from pygame_core.ui.games.gouji.labels import card_face
from pygame_core.ui.games.gouji.prev import draw_prev
from pygame_core.ui.games.gouji.table import EARLIER_ALPHA, RoundPlays, fan_rects
from pygame_core.ui.geom import Rect


def gap(a: Rect, b: Rect) -> float:
    """How far apart two rects are (0 when they touch or overlap)."""
    dx = max(0.0, b.x - a.r, a.x - b.r)
    dy = max(0.0, b.y - a.b, a.y - b.b)
    return float((dx * dx + dy * dy) ** 0.5)


@pytest.fixture(scope="module")
def laptop() -> tuple[Any, Any, Any]:
    app, scr, ui = in_play(1366, 768)
    app.frame(900.0)
    return app, scr, ui


@pytest.mark.parametrize("n", [1, 3])
def test_each_seats_play_is_nearest_its_own_badge(laptop: tuple[Any, Any, Any], n: int) -> None:
    _app, scr, ui = laptop
    seats, body = scr.lay.seats, scr.lay.center
    for s, b in ui.boxes.items():
        if s == scr.viewer:
            continue
        align = "c" if seats[s].b <= body.y + 1 else "l" if seats[s].cx < body.cx else "r"  # (center.draw_center)
        rects = fan_rects(b, align, n, ui.play_cw[0], ui.play_cw[1])
        box = Rect(rects[0].x, rects[0].y, rects[-1].r - rects[0].x, rects[0].h)
        own = gap(box, seats[s])
        assert own <= 36, (s, box, seats[s])  # right at its badge
        for o, r in seats.items():
            if o != s:
                assert gap(box, r) > own + 8, (s, o, box, r)


def test_a_corner_seats_play_is_centred_under_it_and_the_sides_a_row_lower(laptop: tuple[Any, Any, Any]) -> None:
    _app, scr, ui = laptop
    seats, body = scr.lay.seats, scr.lay.center
    tops = [s for s in seats if seats[s].b <= body.y + 1]
    sides = [s for s in seats if s not in tops]
    assert len(tops) == 3 and len(sides) == 2
    for s in tops:
        assert abs(ui.boxes[s].cx - seats[s].cx) < 1, (s, ui.boxes[s], seats[s])
    row = max(ui.boxes[s].b for s in tops)
    assert all(ui.boxes[s].y - row >= 16 for s in sides)


@pytest.mark.parametrize(("w", "h"), [(390, 844), (1366, 768)])
def test_another_seats_play_is_seen_on_its_way_for_a_third_of_a_second(w: int, h: int) -> None:
    """pt22 #3: "cards mostly appear in place": the play covered 80% of its ~80 px at full size in 0.2 s. It
    leaves its badge small and grows, still clearly short of its box and its size 0.3 s out."""
    app, scr, ui = in_play(w, h)
    now = 3000.0
    app.frame(now)
    seat = next(s for s in range(6) if s != scr.viewer)
    ui.on_events([{"type": "play", "seat": seat, "cards": [VALUE.index(10)], "kind": "normal"}], now)
    f = ui.flying.items[-1]
    (x0, y0), (x1, y1) = place_point(f.src), place_point(f.dst)
    way = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    first = f.rects(f.t0 + 0.02)[0]
    assert first.w <= max(f.card_w * 0.6, SEAT_GROW_W + 0.5)  # (out of the badge, not over it at full size where
    # the cards are large: a phone's 36 px ones fly whole)
    mid = f.rects(f.t0 + 0.3)[0]
    left = ((x1 - mid.cx) ** 2 + (y1 - mid.cy) ** 2) ** 0.5
    assert left >= 0.15 * way and (mid.w <= f.card_w - 1 or f.card_w <= SEAT_GROW_W)  # still on its way
    assert f.rects(f.t0 + f.duration)[0].w == pytest.approx(f.card_w)


def test_the_last_trick_shows_every_play_of_it_in_order() -> None:
    """pt22 #4 (132712): 上一轮 showed each seat's last play alone: 电脑4's JJJ under its later QQQ was missing."""
    r = RoundPlays()
    js, qs, ks = ([c for c in range(54) if VALUE[c] == v][:3] for v in (11, 12, 13))
    for seat, cards in ((4, js), (5, qs), (4, ks)):
        r.feed({"type": "play", "seat": seat, "cards": cards}, 1.0)
    r.feed({"type": "pass", "seat": 0}, 1.1)
    r.feed({"type": "trick_won", "seat": 4}, 1.2)
    assert r.seq_back(0) == [(4, js), (5, qs), (4, ks)] and r.round_back(0) == ({4: ks, 5: qs}, 4)
    r.feed({"type": "play", "seat": 4, "cards": [0]}, 2.0)
    r.feed({"type": "trick_won", "seat": 4}, 2.1)
    assert r.seq_back(1) == [(4, js), (5, qs), (4, ks)] and r.seq_back(0) == [(4, [0])]
    dl = DisplayList()
    draw_prev(dl, Rect(192, 162, 982, 302), r.seq_back(1), 4, lambda s: f"电脑{s}", lambda c: card_face(VALUE[c["id"]], 0, "zh-Hans"),
              "zh-Hans")
    names = [str(op[3]) for op in dl.ops if op[0] == "T" and str(op[3]).startswith("电脑") and "收牌" not in str(op[3])]
    assert names == ["电脑4", "电脑5", "电脑4"]


@pytest.mark.parametrize("deal", [2, 9])
def test_the_english_sheets_first_lines_stay_readable(deal: int) -> None:
    """pt22 #5 (133347, 1366x768 in English): the result's line ran "You: 1st, this hand +6 (takes point
    tribute, losers' tribute: net 3 tribute cards in at the next deal)" at ~8 px, the revolution line ~9 px:
    the why goes under the result, in its chip; no line of the heading under 12 px."""
    app = make_app(1366, 768, lang="en", deal=deal)
    press(app, "start", 0.1)
    drive(app, 1.0, seed=deal)
    scr, ui = table(app)
    view = dict(scr.view())
    res = dict(view["result"])
    me = scr.viewer
    pts = list(res["points"])
    if not pts[me]:
        pts[me] = 6
    res["points"] = pts
    view["result"] = res
    dl = DisplayList()
    r = Rect(423, 70, 520, 600)
    draw_end(ui, dl, r, view)
    top = [op for op in dl.ops if op[0] == "T" and float(op[2]) < r.y + 50]
    assert top and all(float(op[4]) >= 12 for op in top), [(op[3], op[4]) for op in top]
    assert not any("串三湖" in str(op[3]) for op in dl.ops if op[0] == "T")


def test_a_phones_counter_counts_read_large() -> None:
    """pt22 #4: the 记牌器's digits read ~9 px on a phone: each count at 14 px or more."""
    app, scr, ui = in_play(390, 844)
    ui.counter_on = True
    app.frame(app.now + 0.1)
    counter = next(h.rect for h in app.dl.hits if h.id == COUNTER)
    digits = [float(op[4]) for op in app.dl.ops if op[0] == "T" and str(op[3]).isdigit()
              and counter.contains(float(op[1]), float(op[2])) and float(op[2]) > counter.cy]
    assert len(digits) == 15 and min(digits) >= 14, digits


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_before_the_deal_the_hand_to_come_lies_face_down(w: int, h: int) -> None:
    """pt22 (Look): "the laptop's lower third is empty before the deal": the deal's backs lie dimmed where the
    hand will be, under the 预点 prompt."""
    app = make_app(w, h, deal=3)
    press(app, "start", 0.1)
    scr, _ui = table(app)
    assert scr.view().get("phase") == "yudian" and not scr.view().get("hand")
    app.frame(0.5)
    hand = scr.lay.hand
    backs = [op for op in app.dl.ops if op[0] == "R" and op[6] == th.INDIGO
             and hand.contains(float(op[1]) + float(op[3]) / 2, float(op[2]) + float(op[4]) / 2)]
    assert len(backs) >= 30


def test_a_seats_earlier_play_stays_faint_in_front_of_it_till_it_acts() -> None:
    """pt23 #1 (152335 -> 152339): "each seat's cards are cleared at the end of a trick, so I had to open 上一轮
    or the log to learn who opened and how"; 多乐 keeps a seat's last play in front of it till the seat acts again."""
    r = RoundPlays()
    ks, qs, js = ([c for c in range(54) if VALUE[c] == v][:2] for v in (13, 12, 11))
    r.feed({"type": "play", "seat": 1, "cards": js}, 1.0)
    r.feed({"type": "play", "seat": 2, "cards": qs}, 1.5)
    r.feed({"type": "pass", "seat": 3}, 1.6)
    r.feed({"type": "trick_won", "seat": 2}, 2.0)
    r.feed({"type": "play", "seat": 2, "cards": ks}, 5.0)  # the winner leads again
    assert r.earlier == {1: js}  # 电脑1's JJ stays till it acts
    assert r.alpha(1, 9.0, False, 2) == EARLIER_ALPHA < r.alpha(2, 9.0, False, 2)
    r.feed({"type": "pass", "seat": 1}, 6.0)
    assert r.earlier == {1: js}  # (pt28 #1: till it plays again; a pass left its place bare)
    r.feed({"type": "play", "seat": 1, "cards": ks}, 7.0)
    assert r.earlier == {}


def test_fast_forward_to_me_stops_where_a_seat_goes_out() -> None:
    """pt23 #5 (152953 -> 153025): with 4 cards left the player pressed 快进到我 and next saw the result sheet:
    the three opponents going out, and the hand's end, went by unseen. 快进 goes off where a seat goes out, its
    moment shown, and is offered again after."""
    app, scr, ui = in_play(1366, 768)
    now = app.now + 1.0
    scr.ffwd.on = True
    seat = next(s for s in range(6) if s != scr.viewer)
    ui.on_events([{"type": "out", "seat": seat, "place": 1}], now)
    assert scr.fast() and not ui.out_of_hand(scr.view())  # (the table turns 快进 off on its next frame)
    assert any(sp.seat == seat for sp in ui.moments.splashes) or ui.moments.fanfares
    app.frame(now + 0.1)
    assert not scr.fast()
    ui.out_of_hand(scr.view())
    assert not ui.ffwd_break


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_a_partners_play_on_top_is_named_so_not_to_beat(w: int, h: int) -> None:
    """pt23 (smaller, 153354): the middle said "管 电脑4" over the player's partner's play (the hint said to pass).
    And a laptop's middle keeps that line under 轮到你 (152421: c2d5502's lower side plays left it no room)."""
    app, scr, ui = in_play(w, h)
    app.frame(900.0)
    me = scr.viewer
    for owner, want in (((me + 2) % 6, "联邦 "), ((me + 1) % 6, "管 ")):
        view = {**scr.view(), "top": ["K"], "owner": owner, "top_gouji": False, "top_attempt": False}
        dl = DisplayList()
        ui.draw_center(dl, scr.lay.center, view, 999.0)
        assert any(op[0] == "T" and str(op[3]).startswith(want + ui.name(owner)) for op in dl.ops), want
