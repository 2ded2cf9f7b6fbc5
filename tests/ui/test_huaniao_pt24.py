"""Play-test 24's 花鸟风月 defects, each checked where the player sees it."""

from __future__ import annotations

from typing import Any

import pytest
from test_huaniao_table import table, ui

from pygame_core.core.game import Action
from pygame_core.ui.draw import text_width
from pygame_core.ui.table_bar import slot_cells

SONG: Action = {"a": "op", "op": "song", "cards": [32, 40, 0]}  # 诵 千万鸟: "Recite thousand-10k-bird"
DANCE: Action = {"a": "op", "op": "wu", "kind": "huaniao", "cards": [48, 0, 54, 59]}


@pytest.mark.parametrize("lang,w,h", [("en", 390, 844), ("zh-Hans", 390, 844), ("en", 1366, 768)])
def test_a_plays_button_reads_at_13_px_or_more(lang: str, w: int, h: int, monkeypatch: Any) -> None:
    """Play-test 24 #2 (164718_444, 164457_019): on a phone "Recite thousand-10k-bird" was squeezed
    into the red button at ~8 px. Now the operation's name is the label (16 px) and the cards are
    the line under it, >= 16 px / 11 px in the cell; a label that reads in one line stays one."""
    _app, scr, _now = table(w=w, h=h, lang=lang)
    pl, lay = ui(scr), scr.lay
    assert lay is not None
    for a in (SONG, DANCE):
        monkeypatch.setattr(pl, "plays", lambda view, sel, a=a: [a])
        monkeypatch.setattr(pl, "legal_now", lambda a=a: [a, {"a": "op", "op": "qi"}])
        view = {"prompt": {"type": "main"}, "hand": [], "pile": 9}
        (b,) = [b for b in pl.buttons(view, [{"id": 32}]) if b.id == "op0"]
        cell = slot_cells(lay.buttons, pl.bar_slots(view), lay.phone)["play"]
        assert text_width(b.label, 13) <= cell.w - 12, (b.label, cell.w)
        # (the longest dance names, "Flower, bird, wind, moon", at 11 px squeezed a little in width)
        assert not b.sub or text_width(b.sub, 11) * 0.82 <= cell.w - 8, (b.sub, cell.w)
        full = pl.op_label(a)
        assert (b.label, b.sub) == (full, "") if text_width(full, 13) <= cell.w - 12 else b.sub, (b.label, b.sub)
