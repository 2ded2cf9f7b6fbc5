"""The phone table shares its room by need (play-test P19: a 胡 seat's whole hand in ~20 px tiles in
one row while its part stood half empty), keeps the player's melds and discards as two places,
and never writes who the card waits for over the stock's count ("电脑2 考虑中…" over "墩 33")."""

from __future__ import annotations

from typing import Any

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.board import Board, areas, column_tile, draw_area, draw_middle
from pygame_core.ui.geom import Rect
from tests.ui.test_paohuzi_table import _speaker, seat, view


def _tiles(dl: DisplayList, r: Rect) -> list[Rect]:
    return [t for t in (Rect(*op[1:5]) for op in dl.ops if op[0] == "R") if t.inside(r) and t.w < 60]


def test_a_phones_winning_hand_takes_two_rows_of_larger_tiles() -> None:
    parts, _ = areas(Rect(8, 120, 374, 390), 0, True, False)
    right = next(a for a in parts if a.seat == 1)
    v = view(phase="discard")
    v["seats"][1] = seat(locked=True, hand=["x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", "d1", "d2"],
                         kans=["d5", "d6"], wilds=1,
                         melds=[{"type": "PENG", "cards": ["x1"] * 3, "huxi": 1, "down": 0},
                                {"type": "WEI", "cards": ["d3"] * 3, "huxi": 3, "down": 0},
                                {"type": "SEQ", "cards": ["d7", "d8", "d9"], "huxi": 0, "down": 0},
                                {"type": "PAO", "cards": ["d10"] * 4, "huxi": 9, "down": 0}],
                         won=["x3"], river=["d4", "x9"])
    dl = DisplayList()
    draw_area(dl, _speaker(), right, v, False, None)
    one_row, _pitch = column_tile(right.melds, 12, False, 4)
    tiles = [t for t in _tiles(dl, right.melds) if abs(t.w - t.h - 1) < 2 or abs(t.w - t.h) < 2]
    assert tiles and max(t.w for t in tiles) >= one_row + 4, (one_row, max(t.w for t in tiles))
    # (play-test 22 #4: its open hand folded into one 点看 column, a tap on the part opens it large)
    assert "点看" in {str(op[3]) for op in dl.ops if op[0] == "T"}


def test_the_players_discards_are_ruled_off_from_the_melds() -> None:
    parts, _ = areas(Rect(8, 120, 374, 390), 0, True, False)
    mine = next(a for a in parts if a.seat == 0)
    v = view(phase="discard")
    v["seats"][0].update(melds=[{"type": "PENG", "cards": ["x1"] * 3, "huxi": 1, "down": 0}], river=["d4", "x9"])
    dl = DisplayList()
    draw_area(dl, _speaker(), mine, v, False, None)
    rules = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[3] <= 2 and op[4] > 20]
    assert rules and all(mine.melds.x < r.x < mine.river.x for r in rules)


def test_who_the_card_waits_for_stays_clear_of_the_stock() -> None:
    sp: Any = _speaker()
    v = view(phase="claim", to_act=[1, 2], offer={"card": "x3", "src": 0, "draw": True}, pile=33)
    for mid in (Rect(150, 130, 90, 135), Rect(150, 130, 90, 200), Rect(430, 150, 206, 290)):
        dl = DisplayList()
        b = Board()
        draw_middle(dl, sp, mid, v, b, False)
        texts = {str(op[3]): float(op[2]) for op in dl.ops if op[0] == "T"}
        wait = next(y for t, y in texts.items() if "考虑" in t)
        pile = texts[sp.g("pile", n=33)]
        assert wait + 7 <= b.stock.y and wait + 7 <= pile - 6, (mid, wait, b.stock, pile)


def test_a_phones_win_seat_stands_its_loose_cards_as_deep_as_its_melds() -> None:
    """(play-test 3: a 胡 seat's revealed hand ~15 px in a phone's 126 px part) Beside melds of 3,
    the loose cards stand in columns of 3, not 4: every tile of the part gets a quarter larger
    (22 px, was 17)."""
    parts, _ = areas(Rect(8, 100, 374, 396), 0, True, False)
    left = parts[0]
    v = view(phase="discard")
    v["seats"][left.seat] = seat(locked=True, hand=["x1", "x2", "x3", "d4", "d5", "d6", "x7", "x8"],
                                 kans=["x10", "d10"], wilds=1, passed_peng=[],
                                 melds=[{"type": "PENG", "cards": ["x4"] * 3, "huxi": 1, "down": 0},
                                        {"type": "SEQ", "cards": ["d1", "d2", "d3"], "huxi": 6, "down": 0}],
                                 river=["d5", "x2", "x7", "d9"], won=["x9"])
    dl = DisplayList()
    draw_area(dl, _speaker(), left, v, False, None)
    tiles = [t for t in _tiles(dl, left.melds) if t.w < 40]
    assert tiles and min(t.w for t in tiles) >= 21, sorted({round(t.w, 1) for t in tiles})
