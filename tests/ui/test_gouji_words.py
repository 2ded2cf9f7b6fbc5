"""够级's seats' words on a laptop's table (gouji/words.py): a 过 or 让 beside its seat's cards,
never on them (play-test L20/L100)."""

from __future__ import annotations

from test_gouji_playtest2 import in_play

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.words import WORD_H
from pygame_core.ui.geom import Rect


def test_a_seats_word_never_lies_on_its_own_cards() -> None:
    """L20/L100: a seat that passed after its earlier play had its 过 on that play's corner: the
    word goes beside the cards."""
    app, scr, ui = in_play(1366, 768)
    view = scr.view()
    ui.round.clear()
    ui.round.plays = {s: [8 * s + 1] for s in range(6)}  # one card each: a narrow play under a badge
    ui.round.passes = {s: "pass" for s in range(6) if s != scr.viewer}
    dl = DisplayList()
    ui.draw_center(dl, scr.lay.center, view, 500.0)
    pills = [Rect(float(op[1]), float(op[2]), float(op[3]), float(op[4])) for op in dl.ops
             if op[0] == "R" and abs(float(op[4]) - WORD_H) < 0.5 and op[6] == "rgba(20,16,12,0.55)"]
    assert len(pills) == 5
    cards = [r for rs in ui.play_rects.values() for r in rs]
    for p in pills:
        assert not any(p.intersects(c) for c in cards), p


def test_a_plays_call_lies_beside_a_single_card_on_a_laptop() -> None:
    """L18/L58/L90: the name of a one-card play (K) sat on the card's foot and, fading, read as a
    label tucked behind it: on a laptop it goes beside the cards in the seat's box."""
    app, scr, ui = in_play(1366, 768)
    view = scr.view()
    ui.round.clear()
    ui.round.plays = {s: [8 * s + 1] for s in range(6)}
    ui.moments.calls = {s: ("K", 499.5, False) for s in range(6)}
    dl = DisplayList()
    ui.draw_center(dl, scr.lay.center, view, 500.0)
    pills = [Rect(float(op[1]), float(op[2]), float(op[3]), float(op[4])) for op in dl.ops
             if op[0] == "R" and op[6] == "rgba(20,16,12,0.86)"]
    assert len(pills) == 6
    cards = [r for rs in ui.play_rects.values() for r in rs]
    for p in pills:
        assert not any(p.intersects(c) for c in cards), p
