"""够级 on a phone, upright (390×844) and on its side (844×390): the five others sit round the table
as on 多乐够级 (上家 on the left edge, 下家 on the right, 对门 at the top centre, the partners in the
upper corners), each play in front of its seat and never over another's or a badge, each seat's
word (过, 让) in its own slot and never over cards, the viewer's play just above their strip and
apart from 对门's, and every seat's team on its badge (play-test: "the phone layouts are not a
table"; S12/S14/P04)."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play
from test_gouji_table import drive, make_app, press, table

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.center import MAT, WORD_H, ring_boxes
from pygame_core.ui.geom import Rect

PHONES = [(390, 844), (844, 390), (812, 375)]  # (812x375: an iPhone X on its side)


def meet(a: Rect, b: Rect) -> bool:
    return a.x < b.r - 0.5 and b.x < a.r - 0.5 and a.y < b.b - 0.5 and b.y < a.b - 0.5


@pytest.mark.parametrize(("w", "h"), PHONES)
def test_the_others_sit_round_the_table(w: int, h: int) -> None:
    _app, scr, _ui = in_play(w, h)
    lay, viewer = scr.lay, scr.viewer
    assert lay.ring
    s = {k: lay.seats[(viewer + k) % 6] for k in range(1, 6)}  # 1 下家 … 3 对门 … 5 上家
    mid = lay.center.cx
    assert abs(s[3].cx - mid) < 1 and s[3].y <= min(r.y for r in s.values()) + 0.5  # 对门: top centre
    assert s[5].x <= lay.center.x + 1 and s[1].r >= lay.center.r - 1  # 上家 left edge, 下家 right edge
    assert s[4].x <= lay.center.x + 1 and s[2].r >= lay.center.r - 1  # the partners in the corners
    assert s[4].y == s[2].y == s[3].y  # … of the top
    assert s[5].y > s[4].b and s[1].y > s[2].b  # 上家 and 下家 below them, at the sides
    for r in s.values():
        assert r.inside(lay.center)


@pytest.mark.parametrize(("w", "h"), PHONES)
def test_plays_and_words_never_cover_one_another_or_a_badge(w: int, h: int) -> None:
    app, scr, ui = in_play(w, h)
    ui.counter_on = False  # (the 记牌器 at a phone's foot: the table above it is what it lays out)
    lay = scr.lay
    me = scr.viewer
    cards, words, _al = ring_boxes(dict(lay.seats), me, lay.center, lay.phone)
    badges = list(lay.seats.values())
    boxes = [("cards", s, r) for s, r in cards.items()] + [("word", s, r) for s, r in words.items()]
    for i, (k, s, r) in enumerate(boxes):
        assert r.inside(lay.center) and r.w > 0, (k, s, r)
        for b in badges:
            assert not meet(r, b), (k, s, r, b)
        for k2, s2, r2 in boxes[i + 1:]:
            assert not meet(r, r2), (k, s, r, k2, s2, r2)
    # a full round drawn: everyone's play out, everyone's word ("过") too; no pill over a card
    view = scr.view()
    ui.round.clear()
    ui.round.plays = {s: list(range(8 * s, 8 * s + 5)) for s in range(6)}
    ui.round.passes = dict.fromkeys(range(6), "pass")
    dl = DisplayList()
    ui.draw_center(dl, lay.center, view, 500.0)
    drawn = [r for rs in ui.play_rects.values() for r in rs]
    assert len(ui.play_rects) == 6
    for s, rs in ui.play_rects.items():
        for r in rs:
            assert r.inside(cards[s].inset(-0.5)), (s, r, cards[s])
            assert not any(meet(r, b) for b in badges)
    pills = [Rect(float(op[1]), float(op[2]), float(op[3]), float(op[4])) for op in dl.ops
             if op[0] == "R" and abs(float(op[4]) - WORD_H) < 0.5 and op[6] == "rgba(20,16,12,0.55)"]
    assert len(pills) >= 6
    for p in pills:
        assert not any(meet(p, c) for c in drawn), p
        assert not any(meet(p, b) for b in badges), p


def test_on_its_side_the_viewers_play_is_theirs() -> None:
    """S12: the viewer's play sat right under 对门's and read as one stack: now it lies at the
    table's foot just above the viewer's strip, with room between it and 对门's play."""
    _app, scr, _ui = in_play(844, 390)
    lay = scr.lay
    me = scr.viewer
    cards, _w, _a = ring_boxes(dict(lay.seats), me, lay.center, lay.phone)
    mine, opp = cards[me], cards[(me + 3) % 6]
    assert 0 <= min(lay.me.y, lay.buttons.y) - mine.b <= 10  # at the felt's foot, by the viewer's strip
    assert mine.y - opp.b >= 10  # apart from 对门's
    assert opp.y - lay.seats[(me + 3) % 6].b <= 6  # and 对门's hangs from 对门's badge
    dl = DisplayList()
    _ui.draw_center(dl, lay.center, scr.view(), 500.0)
    mats = [Rect(float(op[1]), float(op[2]), float(op[3]), float(op[4])) for op in dl.ops
            if op[0] == "R" and op[6] == MAT]
    assert len(mats) == 1 and mine.inside(mats[0]) and not meet(mats[0], cards[(me + 3) % 6])  # on its mat


@pytest.mark.parametrize(("w", "h"), PHONES)
def test_every_seat_shows_its_team(w: int, h: int) -> None:
    app, scr, ui = in_play(w, h)
    app.frame(500.0)
    texts = [(str(op[3]), float(op[1]), float(op[2])) for op in app.dl.ops if op[0] == "T"]
    for s, r in scr.lay.seats.items():
        team = "甲队" if s % 2 == 0 else "乙队"
        assert team in ui.seat_info(scr.view(), s).marks
        assert any(t == team and r.inset(-1).x <= x <= r.r and r.y <= y <= r.b for t, x, y in texts), (s, r)


@pytest.mark.parametrize(("w", "h"), PHONES)
def test_the_calls_keep_to_their_seats_in_english(w: int, h: int) -> None:
    """P07: the calls' words (No blind call …) piled on one another on an upright phone: each now
    stays in its seat's box, fitted to it."""
    app = make_app(w, h, "en")
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    lay = scr.lay
    view = dict(scr.view(), phase="yudian", calls=[""] * 6, call_idx=6, leader0=0)
    dl = DisplayList()
    ui.draw_center(dl, lay.center, view, 500.0)
    pills = [Rect(float(op[1]), float(op[2]), float(op[3]), float(op[4])) for op in dl.ops
             if op[0] == "R" and abs(float(op[4]) - WORD_H) < 0.5 and op[6] == "rgba(20,16,12,0.55)"]
    assert len(pills) == 6
    for i, p in enumerate(pills):
        assert p.inside(lay.center), p
        assert not any(meet(p, b) for b in lay.seats.values()), p
        assert not any(meet(p, q) for q in pills[i + 1:]), p
    sizes = [float(op[4]) for op in dl.ops if op[0] == "T" and op[3] == "No blind call"]
    assert len(sizes) == 6 and min(sizes) >= 11


@pytest.mark.parametrize(("w", "h"), PHONES)
def test_the_layout_never_flips_mid_hand(w: int, h: int) -> None:
    """S26/S28: 托管's bar asked the hand for room, the seats collapsed into one row along the top
    and stayed so after cancelling: a window's layout is its size's, whatever the hand asks."""
    app, scr, ui = in_play(w, h)
    seats = dict(scr.lay.seats)
    assert scr.lay.ring
    ui.tuoguan.on = True
    app.frame(500.0)
    assert scr.lay.ring and scr.lay.seats == seats
    ui.tuoguan.on = False
    app.frame(501.0)
    assert scr.lay.ring and scr.lay.seats == seats


def test_upright_each_play_sits_by_its_own_badge() -> None:
    """P11/P38: 电脑4's play (top-left) lay right above 电脑5's badge, farther from its own, and
    read as 电脑5's: every play's box is much nearer its own badge than any other."""
    _app, scr, _ui = in_play(390, 844)
    lay = scr.lay
    cards, _w, _a = ring_boxes(dict(lay.seats), scr.viewer, lay.center, lay.phone)

    def gap(a: Rect, b: Rect) -> float:
        dx = max(0.0, b.x - a.r, a.x - b.r)
        dy = max(0.0, b.y - a.b, a.y - b.b)
        return (dx * dx + dy * dy) ** 0.5

    for s, box in cards.items():
        if s == scr.viewer:
            continue
        own = gap(box, lay.seats[s])
        other = min(gap(box, r) for t, r in lay.seats.items() if t != s)
        assert own <= 6 and other >= 3 * own + 12, (s, own, other)


def test_upright_a_pass_with_no_cards_sits_under_its_badge() -> None:
    """The word (过) of one of the three across with nothing on the table goes right under its
    badge, not at the inner end of its column, halfway to the next badge."""
    _app, scr, ui = in_play(390, 844)
    lay = scr.lay
    ui.round.clear()
    ui.round.passes = dict.fromkeys(range(6), "pass")
    dl = DisplayList()
    ui.draw_center(dl, lay.center, scr.view(), 500.0)
    pills = [Rect(float(op[1]), float(op[2]), float(op[3]), float(op[4])) for op in dl.ops
             if op[0] == "R" and abs(float(op[4]) - WORD_H) < 0.5 and op[6] == "rgba(20,16,12,0.55)"]
    top_y = min(r.y for r in lay.seats.values())
    for s, badge in lay.seats.items():
        if badge.y <= top_y + 1:
            mine = [p for p in pills if 0 <= p.y - badge.b <= 12]
            assert any(badge.x <= p.cx <= badge.r for p in mine), (s, badge, mine)
