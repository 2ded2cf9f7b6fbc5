"""够级 play-test 16's list for play-test 17 (coord/FIXERS.md): the upright phone's hand (#1: 33 cards in three
heavily overlapped rows of 31 px strips, most showing only a corner index beside a cut centre glyph, "10/J/K
run together")."""

from __future__ import annotations

from test_gouji_playtest2 import in_play

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.geom import Rect


def test_an_upright_phones_covered_cards_show_their_index_alone_in_their_strips() -> None:
    _app, scr, ui = in_play(390, 844)
    lay, view = scr.lay, scr.view()
    assert len(ui.hand(view)) >= 30
    dl = DisplayList()
    ui.draw_hand(dl, lay.hand, view, 500.0)
    hits = {h.id[5:]: h.rect for h in dl.hits if h.id.startswith("card:")}
    covered = [(c, r) for c, r in ui.drawn.items() if hits[str(c)].w < r.w - 1 or hits[str(c)].h < r.h - 1]
    assert covered and min(hits[str(c)].w for c, _r in covered) >= 30.0
    for c, r in covered:  # its index alone in its strip: no cut centre glyph beside it
        glyphs = [op for op in dl.ops if op[0] == "T" and abs(op[1] - r.cx) < 0.6 and r.y < op[2] < r.b]
        assert not glyphs, (c, r, glyphs)


def test_upright_rows_keep_their_start_as_cards_leave() -> None:
    """pt16 #5 on a phone: a row re-centred after each play, so the card under the thumb changed."""
    _app, scr, ui = in_play(390, 844)
    lay, view = scr.lay, dict(scr.view())
    ui.draw_hand(DisplayList(), lay.hand, view, 600.0)
    before: dict[int, Rect] = dict(ui.drawn)
    row = ui.rows.rows[1]
    gone = row[2]
    view["hand"] = [int(c) for c in view["hand"] if int(c) != gone]
    rects = dict(zip((int(c["id"]) for c in ui.hand(view)), ui.hand_rects(lay.hand, view, len(view["hand"])),
                     strict=True))
    for c, r in rects.items():
        if c not in row[3:]:  # every card but those right of the gap stays where it was
            assert abs(r.x - before[c].x) < 0.01 and abs(r.y - before[c].y) < 0.01, (c, before[c], r)
    assert all(rects[c].x < before[c].x - 1 for c in row[3:])  # the gap closes from the right

