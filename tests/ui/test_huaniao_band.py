"""A phone's action band is used while it holds no button (play-test 5: the two-row bar stood empty
while the others played, and the table's cards were small): the player's own latest play lies
there, large, the felt's foot row it took goes to the side seats' plays, and no button ever moves
or lies over those cards: the bar's cells stay where they are."""

from __future__ import annotations

from typing import Any

from test_huaniao_table import table, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import slot_cells


def card_h(app: App, r: Rect) -> float:
    """The tallest card drawn inside ``r`` (card faces are the rects with a 9% corner)."""
    hs = [float(op[4]) for op in app.dl.ops if op[0] == "R" and r.x - 1 <= float(op[1]) and
          float(op[1]) + float(op[3]) <= r.r + 1 and r.y - 1 <= float(op[2]) and float(op[2]) + float(op[4]) <= r.b + 1
          and float(op[4]) > 20 and float(op[4]) / max(1.0, float(op[3])) > 1.3]
    return max(hs, default=0.0)



def player_taps(app: App, st: dict[str, Any], rng: SplitMix64, me: int | None, now: float) -> None:
    """The player's next tap (ui_driver.next_tap) where its button shows, when the player is asked."""
    hid = next_tap(st, rng) if me in st.get("people_to_act", []) else None
    hit = next((h for h in st["hits"] if h["id"] == hid), None) if hid is not None else None
    if hit is not None:
        app.tap_at(*center(hit), now)

def test_a_phones_own_play_lies_in_the_empty_bar_never_under_a_button_and_the_cells_stay() -> None:
    """And the cell offered for the player's own clock (clock_cell) never holds a button."""
    app, scr, now = table(w=390, h=844, seed=2, actions=6)
    pl = ui(scr)
    me = scr.viewer
    rng = SplitMix64(2)
    cells = None
    banded = under = 0
    for _ in range(900):
        app.frame(now)
        st = app.state()
        if st.get("end_shown"):
            break
        lay = scr.lay
        assert lay is not None
        got = sorted((r.x, r.y, r.w, r.h) for r in slot_cells(lay.buttons, pl.bar_slots(scr.view()), True).values())
        assert cells is None or got == cells  # the bar's cells never move (快进 takes one while the player waits)
        cells = got
        clock = pl.clock_cell(scr.view())  # the own clock's cell: no button ever comes there
        assert clock is not None and not any(Rect(*h["rect"]).intersects(clock.inset(1))
                                             for h in st["hits"] if h["id"].startswith("btn:"))
        lie = pl.spots.get(f"lie{me}")
        mine = pl.spots.get("mine")
        if mine is not None and lie is not None and lie.w > 0:
            assert lay.buttons.y <= mine.y and mine.b <= lay.buttons.b  # in the bar, never on the felt
            banded += 1
            for h in st["hits"]:
                if h["id"].startswith("btn:"):
                    b = Rect(*h["rect"])
                    under += b.intersects(lie)
        player_taps(app, st, rng, me, now)
        now += 0.25
    assert banded > 20, banded
    assert under == 0, "a button lay over the player's own play"


def test_a_phones_own_play_and_the_side_seats_plays_are_drawn_large() -> None:
    """Play-test 5: the played cards were small on the phone (a single card 45 px tall at a side
    seat, the player's own 60 in the felt's low foot row). A side seat's now 72 px or more: the
    记牌器 takes a row of its own on a phone, its faces at 13 px (beside the chips they were 8.6)."""
    app, scr, now = table(w=390, h=844, seed=2, actions=6)
    pl = ui(scr)
    me = scr.viewer
    lay = scr.lay
    assert lay is not None
    side = [s for s in lay.seats if lay.seats[s].y > lay.center.y + 40]  # 上家 and 下家, beside 对家's play
    seen_side = seen_mine = 0.0
    rng = SplitMix64(2)
    for _ in range(400):
        app.frame(now)
        st = app.state()
        for s in side:
            r = pl.spots.get(f"seat{s}")
            if r is not None:
                seen_side = max(seen_side, card_h(app, r))
        mine = pl.spots.get("mine")
        if mine is not None and mine.y >= lay.buttons.y:
            seen_mine = max(seen_mine, card_h(app, mine))
        player_taps(app, st, rng, me, now)
        now += 0.25
        if seen_side >= 72 and seen_mine >= 76:
            break
    # the player's own 76 or more (80 before 快进 took the band's first-row end while the player waits)
    assert seen_side >= 72 and seen_mine >= 76, (seen_side, seen_mine)


def test_a_tablets_one_row_bar_leaves_the_players_play_on_the_felt() -> None:
    """A portrait tablet's bar is one row: too low for the player's play, which keeps its row at
    the felt's foot there."""
    app, scr, now = table(w=768, h=1024, seed=2, actions=6)
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None and lay.phone and not pl.banded(scr.view())
    me = scr.viewer
    rng = SplitMix64(2)
    for _ in range(200):
        app.frame(now)
        st = app.state()
        mine = pl.spots.get("mine")
        assert mine is not None and lay.center.y <= mine.y and mine.b <= lay.center.b + 1
        player_taps(app, st, rng, me, now)
        now += 0.25


def test_the_bar_shows_no_empty_plate_before_the_players_first_play() -> None:
    """At the song's start the plate said only "你" under the table's own callouts."""
    app, scr, now = table(w=390, h=844, seed=2, actions=6)
    pl = ui(scr)
    me = scr.viewer or 0
    lay = scr.lay
    assert lay is not None
    band = Rect(lay.buttons.x, lay.buttons.y, lay.buttons.w, 96)
    others = [{"seat": s, "op": "ge", "cards": [{"id": 16, "face": "1"}], "turn": 0} for s in range(4) if s != me]
    pl.perched.clear()
    dl = DisplayList()
    pl._draw_plays(dl, lay.center, others, now, False, False, rects=None, band=band)
    assert f"seat{me}" not in pl.spots or pl.spots[f"seat{me}"] != band
    dl = DisplayList()
    pl._draw_plays(dl, lay.center, [*others, {"seat": me, "op": "ge", "cards": [{"id": 17, "face": "1"}], "turn": 1}],
                   now, False, False, rects=None, band=band)
    assert pl.spots[f"seat{me}"] == band
