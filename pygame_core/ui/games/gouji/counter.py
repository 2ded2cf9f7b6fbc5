"""记牌器: how many of each rank are still out, drawn at the foot of the table, and its switch."""

from __future__ import annotations

from ....core.game import JSON
from ....core.i18n import pick
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from .labels import L, rank_text
from .table import COUNTER_VALUES, cards_out

COUNTER = "gj:counter"  # its hit: a tap switches it; the moments keep off where it is


def counter_chip(dl: DisplayList, r: Rect, view: JSON, lang: str) -> None:
    """While the counter is off: a small chip at the right of ``r``'s foot that switches it on."""
    if view.get("phase") != "play":
        return
    label = pick(L["counter_off"], lang)
    ch = min(40.0, r.h)  # a 40 px target on a phone when there is room
    cr = Rect(r.r - 62, r.b - ch - 4 if r.h >= 44 else r.y, 56, ch)
    dl.rect(cr, "rgba(20,16,12,0.35)", "rgba(244,236,220,0.4)", 1.0, 8)
    dl.text_in(cr, label, 12, th.PAPER)
    dl.hit(COUNTER, cr, label)


def draw_counter(dl: DisplayList, r: Rect, view: JSON, low: bool, lang: str) -> None:
    """记牌器: how many of each rank are still unseen (neither played nor in the viewer's hand),
    titled as such on its left; ``low``: one line, rank and count side by side."""
    left = cards_out(view)
    dl.rect(r, "rgba(20,16,12,0.35)", None, 1.0, 8)
    title = pick(L["counter_title"], lang)
    tw = min(r.w * 0.18, text_width(title, 11.5) + 12)
    dl.text(r.x + tw / 2 + 2, r.cy, title, fit_size(title, 11.5, tw - 6), th.GOLD, "c", "b")
    body = Rect(r.x + tw, r.y, r.w - tw, r.h)
    values = COUNTER_VALUES
    n = len(values)
    col = body.w / n
    for i, v in enumerate(values):
        x = body.x + col * (i + 0.5)
        name = rank_text(v, lang)
        name = name[:1] if v >= 16 and lang != "en" else name
        if low:  # one line: rank and count side by side
            cell = f"{name} {left[v]}"
            dl.text(x, body.cy, cell, fit_size(cell, 11.5, col - 2),
                    th.PAPER if left[v] else "rgba(244,236,220,0.35)", "c", "b")
            continue
        top = body.cy - 9  # (pt22 #4: a phone's digits read ~9 px: the count as large as its column allows)
        dl.text(x, top, name, fit_size(name, 12, col - 2), th.GOLD if v >= 15 else th.PAPER_EDGE, "c", "b")
        dl.text(x, top + 17, str(left[v]), fit_size(str(left[v]), 15, col - 2),
                th.PAPER if left[v] else "rgba(244,236,220,0.35)", "c", "b")
    dl.hit(COUNTER, r, f"{pick(L['counter'], lang)} · {title}")
