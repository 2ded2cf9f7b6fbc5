"""够级 play-test 20: a phone on its side's bar flowed its buttons over 出牌 once cards were raised (#1: 清空 had
no cell there, 托管 and 提示 lay on 出牌); 快进到我 stood in 提示's cell, so a tap on it as the turn came raised a
hint's cards (#2)."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play

from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import slot_cells


def meet(a: Rect, b: Rect) -> bool:
    """``a`` and ``b`` overlap by more than rounding (since 46ed941 a button's tap area takes its half of each gap
    round it: neighbours' areas touch, 0.1 px apart by the drawing's rounding)."""
    return a.x < b.r - 0.5 and b.x < a.r - 0.5 and a.y < b.b - 0.5 and b.y < a.b - 0.5


@pytest.mark.parametrize(("w", "h"), [(844, 390), (390, 844), (1366, 768)])
def test_the_bar_keeps_every_button_in_its_own_cell_with_cards_raised(w: int, h: int) -> None:
    """093423 (844x390): 托管 and 提示 drawn over 出牌 (only "出" showed) once a card was raised."""
    app, scr, ui = in_play(w, h, lead=True)
    view = scr.view()
    scr.selected = [ui.card_key(ui.hand(view)[-2])]
    app.frame(app.now + 0.1)
    app.frame(app.now + 1.5)
    hits = [(hh["id"], Rect(*hh["rect"])) for hh in app.state()["hits"]
            if hh["id"].startswith("btn:") or hh["id"] == "gj:tuoguan"]
    assert any(hid == "btn:play" for hid, _r in hits)
    clash = [(a, b) for i, (a, ra) in enumerate(hits) for b, rb in hits[i + 1:] if meet(ra, rb)]
    assert not clash, clash


@pytest.mark.parametrize(("w", "h"), [(844, 390), (390, 844), (1366, 768)])
def test_fast_forward_is_never_where_a_turns_choices_come(w: int, h: int) -> None:
    """092931 (phone), 092155 (laptop): 快进到我 where 提示 comes: a tap as the turn came raised "2 大王"."""
    _app, scr, ui = in_play(w, h)
    view = scr.view()
    ui.out_of_hand = lambda v: True  # type: ignore[method-assign]
    slots = ui.bar_slots(view)
    assert "ffwd" in slots
    lay = scr.lay
    cells = slot_cells(lay.buttons, slots, lay.phone)
    for c in ("hint", "pass", "play"):
        assert c in cells and not meet(cells["ffwd"], cells[c]), (c, slots)


def test_an_english_badges_words_are_kept_apart() -> None:
    """092110 (English, laptop): a seat's state and its pass ran together: "not opened passed"."""
    _app, scr, ui = in_play(1366, 768)
    view = dict(scr.view())
    seat = (scr.viewer + 2) % 6  # (a partner: "partner" alone on the first line, the state on the next)
    view.update(phase="play", passed=[s == seat for s in range(6)], open=["N"] * 6, finished=[])
    ui.table.app.settings["lang"] = "en"
    lines = ui.seat_info(view, seat).lines
    assert ui.lang == "en" and lines == ["partner", "not opened · passed"], lines
