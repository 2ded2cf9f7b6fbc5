"""A seat's melds and river in its strip of the table, each as large as the room allows."""

from __future__ import annotations

from ....core.game import JSON
from ....core.i18n import pick
from ... import theme as th
from ...draw import DisplayList
from ...geom import Rect
from .common import GROUP, Speaker, mini_card


def draw_melds(dl: DisplayList, sp: Speaker, r: Rect, view: JSON, seat: int, melds: list[JSON], gap: float,
               cap: float) -> None:
    """Melds as large as the room allows: groups of cards side by side, type and 胡息 below."""
    n_cards = sum(len(m["cards"]) for m in melds)
    mw = max(6.0, min((r.h - 13) / 1.45, (r.w - gap * len(melds)) / max(1, n_cards), cap))
    mh = mw * 1.45
    x = r.x
    for m in melds:
        down = int(m.get("down", 0)) if seat != view.get("seat") else 0
        for i, c in enumerate(m["cards"]):
            hidden = m.get("hidden") or (i < down and m["type"] != "TI") or \
                (m["type"] == "TI" and i < 3 and seat != view.get("seat"))
            mini_card(dl, Rect(x + i * mw, r.y, mw - 0.5, mh), c, sp.lang, bool(hidden))
        gw = len(m["cards"]) * mw
        hx = m.get("huxi")
        label = pick(GROUP["WEI" if m.get("hidden") else m["type"]], sp.lang)
        dl.text(x + gw / 2, r.y + mh + 6, sp.g("meld_hx", g=label, n=hx) if hx else label,
                min(10.5, max(8.0, mw * 0.5)), th.PAPER, "c", "n", "a", gw + gap)
        x += gw + gap


def draw_river(dl: DisplayList, r: Rect, river: list[str], cap: float, lang: str) -> None:
    """The discards in as few rows as fit, as large as the room allows."""
    best = (0.0, 1)
    for rows in (1, 2, 3):
        rw = min((r.h - 1 - (rows - 1) * 2) / rows / 1.45, cap)
        per = max(1, int(r.w // (rw + 1.5)))
        if per * rows >= len(river) and rw > best[0]:
            best = (rw, rows)
    rw, rows = best if best[0] else (min(r.h / 1.45, 16.0), 1)
    rh = rw * 1.45
    per = max(1, int(r.w // (rw + 1.5)))
    for i, c in enumerate(river[-per * rows:]):
        row, col = divmod(i, per)
        mini_card(dl, Rect(r.x + col * (rw + 1.5), r.y + 1 + row * (rh + 2), rw, rh), c, lang)
