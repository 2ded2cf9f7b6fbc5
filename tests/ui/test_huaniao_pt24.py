"""Play-test 24's 花鸟风月 defects, each checked where the player sees it."""

from __future__ import annotations

from typing import Any

import pytest
from test_huaniao_table import table, ui
from test_huaniao_trust import mine
from ui_driver import next_tap

from pygame_core.core.game import Action
from pygame_core.core.rng import SplitMix64
from pygame_core.ui.draw import text_width
from pygame_core.ui.geom import Rect
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
        # (an English dance is its name alone: over 15 px wide it goes under "Dance", play-test 34 #5)
        one = text_width(full, 13) <= cell.w - 12 and (lang != "en" or a is not DANCE or
                                                         text_width(full, 15) <= cell.w - 12)
        assert (b.label, b.sub) == (full, "") if one else b.sub, (b.label, b.sub)


def test_a_phones_own_play_in_the_bars_cell_says_the_play_not_you() -> None:
    """Play-test 25 (ptarget, 219_1904003): choosing on a phone, the player's own last play lies in one
    cell of the bar, its label "你 · 月照" squeezed to ~9 px in two lines. The cell is the player's
    own: it names the play alone ("月照"), at 11 px or more."""
    app, scr, now = table(w=390, h=844, seed=3, actions=2)
    pl = ui(scr)
    rng = SplitMix64(3)
    for _ in range(4000):
        app.frame(now)
        st = app.state()
        assert not st.get("over"), "the song ended before the player chose with its own play down"
        if mine(st, "main") and "choosing" in pl.spots and (pl.spots.get(f"lie{scr.viewer}") or Rect(0, 0, 0, 0)).w:
            break
        hid = next_tap(st, rng)
        if hid is not None and any(h["id"] == hid for h in st["hits"]):
            x, y, w, h = next(h["rect"] for h in st["hits"] if h["id"] == hid)
            app.tap_at(x + w / 2, y + h / 2, now)
        now += 0.3
    else:
        raise AssertionError("never chose with its own play in the bar")
    cell = pl.spots["choosing"]
    app.frame(now + 0.1)
    words = [op for op in app.dl.ops if op[0] == "T" and cell.x <= float(op[1]) <= cell.r and cell.y <= float(op[2]) <= cell.b]
    assert words and not any(str(op[3]).startswith(scr.seat_name(scr.viewer or 0)) for op in words), words
    assert min(float(op[4]) for op in words) >= 11, words


def test_the_poem_unrolls_at_the_first_songs_end_only() -> None:
    """Play-test 25 #4 (121 -> 128 -> 134): ~9 s from the winning card to the sheet at every song's end,
    the poem's ~6 s scroll each time. It unrolls once at a table; a later song goes to the win at once."""
    _app, scr, now = table(seed=2)
    pl = ui(scr)
    ends = []
    for k in range(2):
        pl.on_new_hand()
        pl.on_events([{"type": "song_end", "reason": "out", "hands": []}], now + 10 * k)
        ends.append((pl.scroll_at, (pl.end_at or 0.0) - (now + 10 * k)))
    assert ends[0][0] is not None and ends[0][1] > 5, ends  # the first: the scroll, ~6 s
    assert ends[1][0] is None and ends[1][1] < 2.5, ends  # the next: the win's beat alone
