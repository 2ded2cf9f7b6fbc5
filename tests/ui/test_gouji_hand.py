"""够级's hand on an upright phone (play-test 8 D1/D3): one to three evenly fanned rows of cards of one
size the whole hand long (from ~20 cards the hand became two rows, the back one covered but for its
corners, each row's last card drawn far wider than the rest), every card keeping its row as others
leave (cards jumped rows after each play), the rest closing up in a glide; and the card the player
raised is the card that leaves (a raised 7♦ was played as 7♣, and 7♦ stayed)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from test_gouji_playtest2 import in_play
from test_gouji_table import press

from pygame_core.games.gouji.cards import NAMES, VALUE
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.hand import GLIDE_S, Rows, Shown, Upright
from pygame_core.ui.games.gouji.table import TAP_STEP
from pygame_core.ui.geom import Rect


def rows_of(rects: list[Rect]) -> list[list[Rect]]:
    rows: dict[float, list[Rect]] = {}
    for r in rects:
        rows.setdefault(round(r.y, 2), []).append(r)
    return [rows[y] for y in sorted(rows)]


@pytest.fixture(scope="module")
def phone() -> tuple[Any, Any, Any]:
    return in_play(390, 844)


@pytest.mark.parametrize("n", [35, 33, 25, 20, 12, 5])
def test_an_upright_hand_is_rows_of_one_card_size_evenly_fanned(phone: tuple[Any, Any, Any], n: int) -> None:
    _app, scr, ui = phone
    lay = scr.lay
    deal = ui.hand_rects(lay.hand, scr.view(), 35)
    rects = ui.hand_rects(lay.hand, scr.view(), n)
    assert len(rects) == n and all(r.inside(lay.hand.inset(-0.5)) for r in rects)
    assert {(round(r.w, 2), round(r.h, 2)) for r in rects} == {(round(deal[0].w, 2), round(deal[0].h, 2))}
    rows = rows_of(rects)
    assert len(rows) == (1 if n <= 12 else 2 if n <= 24 else 3), [len(r) for r in rows]
    assert max(len(r) for r in rows) - min(len(r) for r in rows) <= 1  # balanced
    steps = {round(b.x - a.x, 2) for row in rows for a, b in zip(row, row[1:], strict=False)}
    assert len(steps) <= 1 and all(s >= TAP_STEP - 0.01 for s in steps)  # every strip alike, a fingertip's
    for back, front in zip(rows, rows[1:], strict=False):  # a back row shows more than its corners
        assert front[0].y - back[0].y >= 0.6 * back[0].h or len(rows) == 3


def test_cards_keep_their_rows_as_others_leave(phone: tuple[Any, Any, Any]) -> None:
    _app, scr, ui = phone
    lay, view = scr.lay, dict(scr.view())
    hand = [int(c) for c in view["hand"]][:22]
    view["hand"] = hand
    before = dict(zip((int(c["id"]) for c in ui.hand(view)), ui.hand_rects(lay.hand, view, 22), strict=True))
    order = [int(c["id"]) for c in ui.hand(view)]
    gone = order[1:3]  # a pair from the back row
    view["hand"] = [c for c in hand if c not in gone]
    after = dict(zip((int(c["id"]) for c in ui.hand(view)), ui.hand_rects(lay.hand, view, 20), strict=True))
    assert all(abs(after[c].y - before[c].y) < 0.01 for c in after)  # (was: the rows cut anew, 10 and 10)


def test_rows_keep_their_cards_till_cards_arrive_or_fewer_rows_do() -> None:
    rows = Rows()
    assert [len(r) for r in rows.split(list(range(20)), 2, 12)] == [10, 10]
    assert [len(r) for r in rows.split(list(range(2, 20)), 2, 12)] == [8, 10]  # kept
    assert [len(r) for r in rows.split(list(range(4, 20)), 2, 12)] == [6, 10]  # kept (pt9: fewer crossings)
    assert [len(r) for r in rows.split(list(range(5, 20)), 2, 12)] == [5, 10]  # kept (pt11 D4: re-balanced,
    assert [len(r) for r in rows.split(list(range(10, 20)), 2, 12)] == [10]  # cards jumped rows); a row gone
    assert [len(r) for r in rows.split(list(range(11, 20)), 1, 12)] == [9]  # one row does
    rows.split(list(range(5, 20)), 2, 12)
    assert [len(r) for r in rows.split([99, *range(5, 20)], 2, 12)] == [8, 8]  # a card given


def test_the_hand_closes_up_in_a_glide(phone: tuple[Any, Any, Any]) -> None:
    app, scr, ui = phone
    lay, view = scr.lay, dict(scr.view())
    ui.draw_hand(DisplayList(), lay.hand, view, 1000.0)
    was = dict(ui.drawn)
    second = int(ui.hand(view)[1]["id"])  # (a row's second card: the rest of its row close up from the right)
    view["hand"] = [int(c) for c in view["hand"] if int(c) != second]
    target = dict(zip((int(c["id"]) for c in ui.hand(view)), ui.hand_rects(lay.hand, view, len(view["hand"])),
                      strict=True))
    ui.draw_hand(DisplayList(), lay.hand, view, 1000.01)
    moved = [c for c in target if abs(target[c].x - was[c].x) > 1]
    assert moved and ui.animating(1000.05)
    ui.draw_hand(DisplayList(), lay.hand, view, 1000.01 + GLIDE_S / 3)
    mid = dict(ui.drawn)
    for c in moved:  # on its way
        lo, hi = sorted((was[c].x, target[c].x))
        assert lo + 0.5 < mid[c].x < hi - 0.5, (c, was[c], mid[c], target[c])
    ui.draw_hand(DisplayList(), lay.hand, view, 1001.0)
    assert all(abs(ui.drawn[c].x - target[c].x) < 0.01 for c in target)


def test_the_shown_hand_follows_the_cards_raised() -> None:
    s = Shown()
    sevens = [c for c in range(54) if VALUE[c] == 7][:2]  # two 7s of different suits
    low, high = sorted(sevens)
    s.raised = [high]
    assert s.played([low], [high, 1]) == [high]  # the engine took the lower id; the raised one leaves
    assert s.show([high, 1]) == [low, 1]  # and the hand keeps showing the other
    s.raised = [5]  # (not this play's rank: the engine's own card)
    assert s.played([1], [high]) == [1]


def test_the_card_raised_is_the_card_played() -> None:
    """Through the table: raise the last cards of a rank the player holds more of than a legal play
    takes, play them: those leave, the lower ones stay (the engine would take the lowest ids)."""
    app, scr, ui = in_play(390, 844, lead=True, deal=7)
    me, now = scr.viewer, 2000.0
    hand = ui.hand(scr.view())
    by = Counter(c["v"] for c in hand)
    plays = [a["cards"] for a in ui._legal() if a.get("a") == "play" and len(set(a["cards"])) == 1]
    value = {n: v for v, n in NAMES.items()}
    cards = next(p for p in plays if by[value[p[0]]] > len(p))
    v = value[cards[0]]
    picks = sorted(int(c["id"]) for c in hand if c["v"] == v)[-len(cards):]
    for i, c in enumerate(picks):
        press(app, f"card:{c}", now + i * 0.05)
    press(app, "btn:play", now + 0.3)
    if app.state().get("asking"):
        press(app, "ask:yes", now + 0.4)
    app.frame(now + 0.5)
    shown = [int(c["id"]) for c in ui.hand(scr.view())]
    assert not set(picks) & set(shown) and sum(1 for c in shown if VALUE[c] == v) == by[v] - len(picks)
    assert set(picks) <= set(ui.round.plays.get(me) or ui.round.last.get(me) or [])


def test_a_laptops_selected_card_rises_clear_of_the_row() -> None:
    """Play-test 8: "the laptop lift is only ~10 px": 18 px at least (26 since pt19 #4), reached in a short glide."""
    app, scr, ui = in_play(1366, 768)
    lay, view = scr.lay, scr.view()
    key = ui.card_key(ui.hand(view)[3])
    scr.selected = [key]
    ui.draw_hand(DisplayList(), lay.hand, view, 50.0)
    ui.draw_hand(DisplayList(), lay.hand, view, 51.0)
    rows = sorted({round(r.y, 1) for c, r in ui.drawn.items() if str(c) != key})
    assert len(rows) <= 2  # (pt15 D1: a big hand in two rows, laptop_rects)
    row = min(rows, key=lambda y: abs(y - ui.drawn[int(key)].y - 18))  # the card's own row
    assert row - ui.drawn[int(key)].y >= 18 - 0.05  # (rows rounded to 0.1 px)


def test_a_tap_on_a_card_asks_for_the_frames_of_its_lift() -> None:
    """pt9: the selected card's lift was drawn only at the next mouse move: the frame after the tap
    started the glide but asked for no frame after it."""
    app, scr, ui = in_play(1366, 768)
    now = 60.0
    app.frame(now)
    for k in range(30):  # (whatever was still moving settles)
        app.frame(now + k * 0.1)
    key = ui.card_key(ui.hand(scr.view())[2])
    press(app, f"card:{key}", now + 4)
    assert app.frame(now + 4.01)["wake"] == 0.0  # more frames: the lift glides
    app.frame(now + 4.02)
    app.frame(now + 4.5)
    assert ui.drawn[int(key)].y < min(r.y for c, r in ui.drawn.items() if str(c) != key) - 17


def test_a_narrow_phone_keeps_large_cards_in_four_rows_rather_than_tiny_ones() -> None:
    """(320 px phones: the deal in three rows would need cards under 48 px)"""
    up = Upright.for_deal(304.0, 35, 62.0, 1.42)
    assert up.cw == 62.0
    mid = Upright.for_deal(359.0, 35, 62.0, 1.42)  # a 375 px phone: three rows of slightly smaller cards
    assert 48.0 <= mid.cw < 62.0


def test_an_upright_hand_of_two_rows_lifts_a_card_clear() -> None:
    """pt9 102: a selected Q in the back row of two barely rose (10 px): two rows have room for 18."""
    app, scr, ui = in_play(390, 844)
    lay, view = scr.lay, dict(scr.view())
    view["hand"] = [int(c) for c in view["hand"]][:20]
    key = ui.card_key(ui.hand(view)[3])
    scr.selected = [key]
    ui.draw_hand(DisplayList(), lay.hand, view, 70.0)
    ui.draw_hand(DisplayList(), lay.hand, view, 71.0)
    row = [r for c, r in ui.drawn.items() if str(c) != key and abs(r.x - ui.drawn[int(key)].x) < 60
           and r.y < ui.drawn[int(key)].y + 30]
    assert row and min(r.y for r in row) - ui.drawn[int(key)].y >= 18 - 0.01


def _places(ui: Any, lay: Any, view: dict[str, Any]) -> dict[int, Rect]:
    n = len(view["hand"])
    return dict(zip((int(c["id"]) for c in ui.hand(view)), ui.hand_rects(lay.hand, view, n), strict=True))


@pytest.mark.parametrize(("size", "n", "gone"), [((390, 844), 25, 2), ((1366, 768), 23, 1)])
def test_a_play_moves_only_the_cards_after_its_gap(size: tuple[int, int], n: int, gone: int) -> None:
    """Play-test 22 #1 (phone, 133918 -> 133944): the player's play took a 25-card hand from three rows to
    two, every card moved and the next tap took the 8 for the 9 (a laptop's two rows of 23 became one row
    of 22 alike). Fewer rows only for clearly larger cards: the rest stay, the cards after the gap close up."""
    _app, scr, ui = in_play(*size)
    lay, view = scr.lay, dict(scr.view())
    view["hand"] = [int(c) for c in view["hand"]][:n]
    before = _places(ui, lay, view)
    order = [int(c["id"]) for c in ui.hand(view)]
    view["hand"] = [c for c in view["hand"] if c not in order[:gone]]
    after = _places(ui, lay, view)
    assert all(abs(after[c].y - before[c].y) < 0.01 and abs(after[c].w - before[c].w) < 0.01 for c in after)
    rows = rows_of(list(before.values()))
    if len(rows) == 1:  # a laptop's one row (pt30 #1): its start and step stay, the cards after the gap close up
        xs = sorted(r.x for r in before.values())
        assert sorted(r.x for r in after.values()) == pytest.approx(xs[:len(after)])
        return
    later = [r for row in rows[1:] for r in row]  # (the rows after the first, whose first cards left)
    kept = [c for c in after if any(before[c] is r for r in later)]
    assert kept and all(abs(after[c].x - before[c].x) < 0.01 for c in kept)


def test_rows_shrunk_to_half_their_span_are_cut_anew() -> None:
    rows = Rows()
    rows.split(list(range(20)), 2, 12)
    assert [len(r) for r in rows.split(list(range(9, 20)), 1, 12, keep=2)] == [1, 10]  # kept (keep: two rows; pt27:
    # a laptop's rows cut anew after a play, the next tap took the wrong card)
    phone = Rows()  # an upright phone's (``front``): too ragged, even again (pt26 #6)
    phone.split(list(range(20)), 2, 12, True)
    assert [len(r) for r in phone.split(list(range(5, 20)), 2, 12, True)] == [7, 8]
    assert [len(r) for r in rows.split(list(range(15, 20)), 1, 12, keep=2)] == [5]  # the hand centred again
