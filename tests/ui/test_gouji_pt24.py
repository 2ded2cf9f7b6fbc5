"""够级 after play-test 24: a toast on an upright phone at the player's turn (the one-time "金框的牌：…", a
hint's words) lay over the middle's "轮到你 / 管 …" (164255_252): with no clean room in the middle it goes to
the log's strip under the felt, off the prompt, the plays, the badges and the felt's chips. Fake clocks only."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.center import draw_words
from pygame_core.ui.games.gouji.table import HELD_OTHERS, HOLD_BEATEN, OTHERS_ALPHA, RoundPlays
from pygame_core.ui.geom import Rect


def test_a_phones_toast_at_the_players_turn_keeps_off_the_prompt() -> None:
    app, scr, ui = in_play(390, 844, deal=7)
    app.frame(app.now + 0.1)
    assert ui.words_rect is not None and ui.lane is not None
    box_h = 15 * 1.45 + 22  # (a line's toast: App._draw_toast)
    y = scr.toast_y(390, 844, box_h)
    bw = min(390 - 32, 460.0)
    r = Rect((390 - bw) / 2, y - box_h / 2, bw, box_h)
    keep = [ui.words_rect, *ui.chips, *scr.lay.seats.values(), *(b for rs in ui.play_rects.values() for b in rs)]
    assert not any(r.intersects(k) for k in keep), (r, keep)


def test_a_phones_waiting_words_never_show_through_the_buying_panel() -> None:
    """164231_823: "等待 电脑1、电脑2、电脑3" showed through and beside the 买牌 panel on a phone: under the
    panel (as drawn the frame before) the middle's 等待 line goes (the status line says who thinks);
    轮到你 always stays."""
    app, scr, ui = in_play(390, 844, deal=7)
    me = scr.viewer
    view = {**scr.view(), "phase": "buy_opt", "to_act": [(me + 1) % 6, (me + 2) % 6]}
    mid = Rect(40, 280, 310, 120)
    ui.ledger_rect = None
    dl = DisplayList()
    draw_words(ui, dl, mid, view)
    assert any(str(op[3]).startswith("等待") for op in dl.ops if op[0] == "T")
    ui.ledger_rect = Rect(60, 285, 270, 150)  # the panel over the words' line
    dl = DisplayList()
    draw_words(ui, dl, mid, view)
    assert not any(str(op[3]).startswith("等待") for op in dl.ops if op[0] == "T") and ui.words_rect is None


def test_a_round_taken_shows_its_winner_whole_and_the_others_dimmed_at_once() -> None:
    """pt25 #2 (255): as a round was taken, 电脑4's 3 and 电脑5's 4 stayed as bright as the J that took it and
    read as live plays to beat: while held, the winner's play is whole, the others' dimmed already."""
    r = RoundPlays()
    r.feed({"type": "play", "seat": 4, "cards": [3]}, 0.0)
    r.feed({"type": "play", "seat": 5, "cards": [4]}, 1.0)
    r.feed({"type": "play", "seat": 3, "cards": [50]}, 2.0)
    r.feed({"type": "trick_won", "seat": 3}, 5.0)
    assert r.holding(5.2) and r.winner == 3
    assert r.taken_alpha(3, 5.2) == 1.0
    assert r.taken_alpha(4, 5.2) == r.taken_alpha(5, 5.2) == HELD_OTHERS < 1.0
    assert r.taken_alpha(4, 20.0) == OTHERS_ALPHA < HELD_OTHERS  # then as dim as before


def test_a_round_that_beat_the_players_play_is_held_longer() -> None:
    """pt25 #1: "the play that beat me disappears before I look": such a round is held ``HOLD_BEATEN`` more."""
    held = []
    for viewer in (0, 2):  # the player's 7 beaten by 电脑3's 9; a round the player had no play in
        r = RoundPlays(viewer=viewer)
        r.feed({"type": "play", "seat": 0, "cards": [20]}, 0.0)
        r.feed({"type": "play", "seat": 3, "cards": [30]}, 1.0)
        r.feed({"type": "trick_won", "seat": 3}, 5.0)
        held.append(r.hold)
    assert held[0] == pytest.approx(held[1] + HOLD_BEATEN) and HOLD_BEATEN >= 0.5
