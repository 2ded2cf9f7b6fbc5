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
    mw = meld_width(r, melds, gap, cap)
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


def meld_width(r: Rect, melds: list[JSON], gap: float, cap: float) -> float:
    """How wide each meld card is in ``r``: the groups side by side, labels below."""
    n_cards = sum(len(m["cards"]) for m in melds)
    return max(6.0, min((r.h - 13) / 1.45, (r.w - gap * len(melds)) / max(1, n_cards), cap))


def river_fit(r: Rect, n: int, cap: float) -> tuple[float, int]:
    """The discards' card width and rows in ``r``: as few rows as fit, as large as the room allows
    (0.0 when even three rows do not hold them all)."""
    best = (0.0, 1)
    for rows in (1, 2, 3):
        rw = min((r.h - 1 - (rows - 1) * 2) / rows / 1.45, cap)
        per = max(1, int(r.w // (rw + 1.5)))
        if per * rows >= n and rw > best[0]:
            best = (rw, rows)
    return best


def split_strip(area: Rect, melds: list[JSON], n_river: int, gap: float, cap: float,
                river_cap: float) -> tuple[Rect, Rect]:
    """Where a seat's melds and its river go in its strip: side by side or one above the other,
    whichever split makes the smaller of the two card sizes largest (the free space goes to
    whichever needs it, so neither shrinks to a sliver while the other has room to spare)."""
    if not n_river:
        return area, Rect(area.x, area.b, area.w, 0)
    if not melds:
        return Rect(area.x, area.y, 0, area.h), area
    n_cards = sum(len(m["cards"]) for m in melds)
    cands = []
    for k in range(4, 17):   # side by side: the melds take what their cards use of k/20 of the width
        mw = meld_width(Rect(area.x, area.y, area.w * k / 20, area.h), melds, gap, cap)
        used = min(area.w, n_cards * mw + gap * len(melds))
        cands.append((Rect(area.x, area.y, used, area.h), Rect(area.x + used, area.y, area.w - used, area.h)))
    cands += [area.cut_top(area.h * k / 20) for k in range(8, 15)]
    best: tuple[float, float, Rect, Rect] | None = None
    for meld_r, river_r in cands:
        mw, rw = meld_width(meld_r, melds, gap, cap), river_fit(river_r, n_river, river_cap)[0]
        score = (min(mw, rw), mw + rw)
        if best is None or score > best[:2]:
            best = (*score, meld_r, river_r)
    assert best is not None
    return best[2], best[3]


def draw_river(dl: DisplayList, r: Rect, river: list[str], cap: float, lang: str) -> None:
    """The discards in as few rows as fit, as large as the room allows."""
    best = river_fit(r, len(river), cap)
    rw, rows = best if best[0] else (min(r.h / 1.45, 16.0), 1)
    rh = rw * 1.45
    per = max(1, int(r.w // (rw + 1.5)))
    for i, c in enumerate(river[-per * rows:]):
        row, col = divmod(i, per)
        mini_card(dl, Rect(r.x + col * (rw + 1.5), r.y + 1 + row * (rh + 2), rw, rh), c, lang)
