"""A whole suited card's corner is its rank over its suit, as on the covered cards beside it (play-test 21,
够级: "the right-most card shows only the suit in its corner, and players read the corner")."""

from __future__ import annotations

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.geom import Rect
from pygame_core.ui.widgets import CardFace, card


def corner_texts(face: CardFace, r: Rect, index: float = 0.0) -> list[tuple[float, float, str]]:
    dl = DisplayList()
    card(dl, r, face, index=index)
    return [(float(op[1]), float(op[2]), str(op[3])) for op in dl.ops if op[0] == "T"]


def test_a_whole_suited_card_has_its_rank_in_the_corner() -> None:
    r = Rect(100, 100, 70, 104)
    texts = corner_texts(CardFace("3", "♣"), r)
    corner = [(x, y, s) for x, y, s in texts if x < r.x + r.w * 0.3 and y < r.y + r.h * 0.45]
    assert {s for _, _, s in corner} == {"3", "♣"}, texts
    rank = next(y for _, y, s in corner if s == "3")
    suit = next(y for _, y, s in corner if s == "♣")
    assert rank < suit  # the rank over the suit
    covered = corner_texts(CardFace("3", "♣"), r, index=35)  # the same corner as a covered card's
    assert [t for t in covered if t[0] < r.x + r.w * 0.3] == corner


def test_an_unsuited_corner_stays_as_it_is() -> None:
    r = Rect(0, 0, 70, 104)
    texts = corner_texts(CardFace("鸟", "鸟"), r)
    assert [s for _, _, s in texts].count("鸟") == 2  # the glyph and its corner mark, no rank added
