"""花鸟风月's hand on a phone: large cards filling the room the table keeps for the hand (the
play-test saw small cards under a band of dead space), hits that never overlap and fit a finger."""

from __future__ import annotations

from test_huaniao_table import table, ui

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao_plays import Spot, draw_spot
from pygame_core.ui.geom import Rect
from pygame_core.ui.widgets import MIN_HIT_PHONE


def test_a_phones_hand_is_large_and_fills_its_room() -> None:
    app, scr, now = table(w=390, h=844, seed=2)
    frame = app.frame(now)
    lay = scr.lay
    assert lay is not None and lay.own_hand
    cards = [h for h in app.state()["hits"] if h["id"].startswith("card:")]
    assert len(cards) >= 5
    rects = scr.hand_rects(lay, len(cards))
    assert min(r.w for r in rects) >= 60  # the table's own rows gave 58 px (68: room for the seats round it;
    # play-test 32 #3: ~62, the rows far enough apart for a raised lower card to keep off the row above)
    assert lay.hand.b - max(r.b for r in rects) < 24 and min(r.y for r in rects) - lay.hand.y < 40
    for i, a in enumerate(cards):
        x, y, w, h = a["rect"]
        assert w >= MIN_HIT_PHONE
        for b in cards[i + 1:]:
            bx, by, bw, bh = b["rect"]
            assert not (x < bx + bw and bx < x + w and y < by + bh and by < y + h), (a, b)
    assert frame["ops"]


def test_a_laptop_keeps_the_tables_row_at_the_foot_and_a_raised_card_rises_clearly() -> None:
    """Play-test 8 023: a raised card got a red border and a lift of a few px. The laptop's row is
    the table's (same height, nothing else moves), its cards at the foot, a raised one 24 px up."""
    app, scr, now = table()
    lay = scr.lay
    assert lay is not None and lay.own_hand
    pl = ui(scr)
    cards = pl.hand(scr.view())
    rects = pl.hand_rects(lay.hand, scr.view(), len(cards))
    assert min(r.w for r in rects) >= 60 and len({r.y for r in rects}) == 1
    assert lay.hand.b - rects[0].b <= 3 and rects[0].y - lay.hand.y >= 14
    key = pl.card_key(cards[0])
    scr.selected = [key]
    app.frame(now)
    got = next(h for h in app.state()["hits"] if h["id"] == f"card:{key}")
    assert rects[0].y - got["rect"][1] >= 20  # it rises a quarter of the card
    assert got["rect"][1] >= lay.buttons.b  # never onto the bar


def test_the_counter_shows_with_a_long_season_line_on_every_size() -> None:
    """The 记牌器 takes a row of its own where the chips leave no room beside them."""
    for w, h in ((390, 844), (1366, 768)):
        for lang in ("zh-Hans", "en"):
            _app, scr, now = table(w=w, h=h, seed=2, lang=lang, preset="full")
            pl = scr.plugin
            assert scr.lay is not None and pl.counter_rule()[0]
            dl = DisplayList()
            pl.draw_center(dl, scr.lay.center, {**scr.view(), "season": "autumn"}, now)
            bands = [op for op in dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.28)"]
            assert bands, (w, lang)


def test_a_low_row_of_plays_puts_the_label_beside_the_cards() -> None:
    """A phone on its side: the label over the cards had shrunk them to 20 px."""
    face = ui(table(w=844, h=390, seed=2)[1]).face
    dl = DisplayList()
    lie = draw_spot(dl, Rect(0, 0, 200, 50), Spot("电脑2 · 诵", [{"id": 16, "face": "1"}] * 3), face, False)
    label = next(op for op in dl.ops if op[0] == "T" and "电脑2" in str(op[3]))
    assert lie.h >= 36 and float(label[1]) < lie.x  # type: ignore[arg-type]


def test_a_long_label_stays_inside_its_spot() -> None:
    """A dance name on two lines (电脑3 · 舞·凉风有幸 on a phone) ran over the spot's top edge."""
    face = ui(table(w=390, h=844, seed=2)[1]).face
    dl = DisplayList()
    r = Rect(0, 100, 119, 80)
    draw_spot(dl, r, Spot("电脑3 · 舞·凉风有幸", [{"id": 54, "face": "F"}] * 2, newest=True), face, False)
    labels = [op for op in dl.ops if op[0] == "T" and op[1] == r.x + 8]
    assert len(labels) == 2 and all(float(op[2]) - float(op[4]) * 0.6 >= r.y for op in labels), labels  # type: ignore[arg-type]


def test_a_big_hand_takes_more_rows_never_strips_under_a_finger() -> None:
    """A hand too big for two rows of finger-wide strips (33 cards had 20 px strips) takes more rows;
    a real hand (up to 14) keeps two rows of large cards."""
    _app, scr, _now = table(w=390, h=844, seed=2)
    pl, view = ui(scr), scr.view()
    for w in (374.0, 344.0):
        for n in range(1, 34):
            area = Rect(8, 0, w, pl.hand_height(view, n, w, 844, True) or 0)
            rects = pl.hand_rects(area, view, n)
            strips = [(b.x - a.x) if b.y == a.y else a.w for a, b in zip(rects, rects[1:], strict=False)]
            assert min([*strips, rects[-1].w]) >= MIN_HIT_PHONE, (w, n, strips)
            assert all(r.inside(area) for r in rects), (w, n)
            if n <= 14 and w == 374.0:
                assert len({r.y for r in rects}) <= 2 and rects[0].w >= 60, (n, rects[0])  # (66 before pt32 #3)
