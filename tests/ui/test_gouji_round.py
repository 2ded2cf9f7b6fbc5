"""The 够级 table round an oval (third play-test, 6/10: "reads like a prototype", "dead space"): on a
laptop the five others sit round the table (上家 left, 下家 right, the three across at the top and
in the upper corners) with the log folded so the table and the hand take the whole width; a play is
called at its seat as it lands ("三个K"); 报牌 (rules RA-29) as a red tag on the badge, an alert at
the seat and a spoken count when the count turns public and at every card from 3 down."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play

from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.calls import on_play
from pygame_core.ui.layout import table_layout


def test_six_seats_sit_round_an_oval_and_the_table_takes_the_width() -> None:
    _app, scr, ui = in_play(1366, 768)
    lay = scr.lay
    me = ui.me()
    seat = {k: lay.seats[(me + k) % 6] for k in range(1, 6)}
    assert lay.log.w == 0  # the log behind its button: the table has the whole width
    assert seat[5].r < lay.center.x and seat[1].x > lay.center.r  # 上家 left, 下家 right of the middle
    assert abs(seat[5].cy - seat[1].cy) < 1 and seat[5].y > seat[4].b  # level, below the corners
    assert seat[4].cx < seat[3].cx < seat[2].cx  # across the top in turn order, right to left
    assert abs(seat[3].cx - lay.center.cx) < 1 and seat[3].y < seat[4].y == seat[2].y  # 对门 at the top
    assert all(r.b <= lay.center.y for r in (seat[2], seat[3], seat[4]))
    # each seat's play in front of it: under a badge at the top, beside one at the side
    boxes = ui.boxes
    for k in (2, 3, 4):
        b = boxes[(me + k) % 6]
        assert b.x <= seat[k].cx <= b.r and b.y >= seat[k].b, (k, b, seat[k])
    for k, left in ((5, True), (1, False)):
        b = boxes[(me + k) % 6]
        assert (b.x > seat[k].r) if left else (b.r < seat[k].x)
        assert b.y <= seat[k].cy <= b.b, (k, b, seat[k])
    # the viewer's own hand: cards a hand can read (76 px on a laptop, was 62), over the width
    rects = ui.hand_rects(lay.hand, scr.view(), 35)
    spread = max(r.r for r in rects) - min(r.x for r in rects)  # (pt15 D1: a big hand in two rows)
    assert rects[0].w >= 70 and spread > 0.75 * lay.w


def test_other_tables_keep_their_log_column_and_seats() -> None:
    """(跑胡子 3 seats, 花鸟风月 4: their laptop layout is as before)"""
    for n, seats in ((3, 2), (4, 3)):
        lay = table_layout(1366, 768, n, 0, 20, 62.0, 1.42, lambda w: 50.0)
        assert lay.log.w == 300 and len(lay.seats) == seats
        if n == 4:  # the next on the right, the previous on the left, the other across the top
            assert lay.seats[1].x > lay.seats[2].x > lay.seats[3].x and lay.seats[2].y < lay.seats[1].y


def ks(n: int) -> list[int]:
    """``n`` kings from the decks (id % 54 = suit * 13 + 10)."""
    out = [d * 54 + s * 13 + 10 for d in range(4) for s in range(4)][:n]
    assert all(VALUE[c] == 13 for c in out)
    return out


def test_a_play_is_called_at_its_seat_as_it_lands() -> None:
    _app, scr, ui = in_play(1366, 768)
    seat = (ui.me() + 3) % 6
    ui.on_events([{"type": "play", "seat": seat, "cards": ks(3), "kind": "lead", "gouji": False}], 100.0)
    landed = ui.round.lands[seat]
    assert ui.moments.called(seat, 100.05) is None  # not while in the air
    dl = DisplayList()
    ui.draw_center(dl, scr.lay.center, scr.view(), landed + 0.3)
    at = [(float(op[1]), float(op[2])) for op in dl.ops if op[0] == "T" and op[3] == "三个K"]
    rects = ui.play_rects[seat]
    # beside its cards in the seat's box (a28ce01: on a card's foot it read as a label behind it)
    box = ui.boxes[seat]
    assert at and box.x <= at[0][0] <= box.r and box.y <= at[0][1] <= box.b, (at, rects, box)
    assert not rects[0].x < at[0][0] < rects[-1].r, (at, rects)
    assert ui.animating(landed + 0.3) and not ui.moments.called(seat, landed + 2.0)
    ui.on_events([{"type": "play", "seat": seat, "cards": ks(5), "kind": "beat", "gouji": True}], 200.0)
    assert ui.moments.calls[seat][0] == "五个K" and ui.moments.calls[seat][2]  # 够级: in gold on red


@pytest.mark.parametrize("deal", [None, 2])  # 2: a 开点 splash from the deal, gone by the time 10 lands
def test_bao_pai_alerts_when_a_count_turns_public_and_from_three_down(deal: int | None) -> None:
    _app, scr, ui = in_play(1366, 768, deal=deal)
    seat = (ui.me() + 1) % 6
    view = dict(scr.view())
    said = []
    for n in (12, 10, 9, 3, 3, 2, 1):
        view["counts"] = [n if s == seat else 20 for s in range(6)]
        ev = {"type": "play", "seat": seat, "cards": ks(1), "kind": "lead"}
        # (held, not counted: a new splash drops the ones whose time is up, the deal's 开点 among them)
        before = list(ui.moments.splashes)
        on_play(ui, ev, view, 300.0 + n)  # (as GoujiUI.on_events does, with this view)
        new = [s for s in ui.moments.splashes if not any(s is b for b in before)]
        said.append((n, [s.text for s in new if s.seat == seat], [x[1] for x in ui.sound(ev) if x[0] == "say"]))
    alerts = {n: (texts, says) for n, texts, says in said if texts}
    assert set(alerts) == {10, 3, 2, 1}, said
    assert alerts[10][0][-1] == "电脑1 报牌：剩 10 张" and "剩10张" in alerts[10][1]
    assert any(s.big for s in ui.moments.splashes if "剩 1 张" in s.text)  # the last cards land large
    # and the badge wears the count in red while it is public
    view["counts"] = [7 if s == seat else 20 for s in range(6)]
    view["reported"] = [s == seat for s in range(6)]
    dl = DisplayList()
    ui.draw_center(dl, scr.lay.center, view, 400.0)
    badge = scr.lay.seats[seat]
    tag = [(float(op[1]), float(op[2])) for op in dl.ops if op[0] == "T" and op[3] == "报牌 7"]
    assert tag and badge.x <= tag[0][0] <= badge.r and badge.y - 14 <= tag[0][1] <= badge.y + 4, (tag, badge)


def test_the_viewers_word_leaves_their_play_in_sight() -> None:
    for size in ((390, 844), (1366, 768)):
        _app, scr, ui = in_play(*size)
        me = ui.me()
        ui.round.clear()
        ui.round.plays = {me: ks(3)}
        ui.round.passes = {me: "pass"}
        dl = DisplayList()
        ui.draw_center(dl, scr.lay.center, scr.view(), 500.0)
        word = next(float(op[1]) for op in dl.ops if op[0] == "T" and op[3] == "过")
        assert word < ui.play_rects[me][0].x, (size, word, ui.play_rects[me][0])
