"""A bot's call (吃, 碰, 偎, 跑, 提...) or bowl lit (聚宝盆 ×N) as the apps show it: a big word in a seal
over the seat's face, for the second it lasts, its name, 胡息 and 分 left in view beside it (play-test 13,
041/065/209/248: a box "吃 一壹壹 电脑1" over the whole plate hid them; 12: over the melds beside it,
the cards of the call are the meld's own, flying there)."""

from __future__ import annotations

from ... import theme as th
from ...anim import ease_out
from ...draw import DisplayList, fit_size
from ...geom import Rect
from ...table_seats import seat_face
from .moments import SOLID

GROW = 9.0   # the seal's radius beyond the face's: it stops short of the name beside the face


def seal_at(plate: Rect) -> tuple[float, float, float]:
    """The seal's centre and radius over the face of the seat's badge ``plate`` (a little to its
    left, into the plate's margin, so the name, 胡息 and 分 stay whole)."""
    cx, cy, rad = seat_face(plate)
    return cx - 3.0, cy, rad + GROW


def draw_seal(dl: DisplayList, plate: Rect, word: str, p: float, ink: str = th.GOLD, under: str = "") -> None:
    """``word`` (and a smaller ``under``) in a seal over the face of ``plate``, ``p`` its progress 0..1:
    it grows in and is gone at once at the end (see-through, the face read through it)."""
    if not 0.0 <= p < 1.0:
        return
    cx, cy, r = seal_at(plate)
    r *= 0.75 + 0.25 * ease_out(min(1.0, p * 5.0))
    box = Rect(cx - r, cy - r, 2 * r, 2 * r)
    dl.rect(box, SOLID, ink, 2.5, r)
    size = fit_size(word, r * (1.0 if len(word) <= 1 else 0.8), r * 1.7, 10.0)
    dl.text(cx, cy - (r * 0.16 if under else 0.0), word, size, ink, "c", "b", "s", r * 1.8)
    if under:
        dl.text(cx, cy + r * 0.52, under, fit_size(under, r * 0.34, r * 1.5, 8.0), th.PAPER, "c", "n", "a", r * 1.6)
