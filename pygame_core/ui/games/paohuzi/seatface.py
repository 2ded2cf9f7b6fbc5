"""A bot's 血流 win face up at its own seat (FIXERS s35 #1; play-test 39: a bot's later wins "flash
past" in ~2 s; 38: twenty panels a hand over the middle). After its 胡 on the badge, the winner's part
shows the hand as it won, small, where its melds lie: its 胡息 groups (the 王霸 marked, the card won
on framed red), which of the hand's wins it is and what it brought. It stays until the next win
shows or a tap (which opens the hand large, peek), at most while its callout shows (pt41 #1: longer, it hid the
seat's melds); the table plays on under it, never waiting. A phone's part is too small for it."""

from __future__ import annotations

from ....core.game import JSON
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from .board import TILE, column_grid
from .common import Speaker, elide, group_label, mini_card, wild_marks
from .ledger import fmt_pts
from .moments import SOLID, win_gain

HEAD = 18.0   # its title line: 第N胡, the card won on, what it brought
MIN_H, MIN_W = 60.0, 200.0  # a seat's melds box smaller than this keeps its melds (nothing readable would fit)


def won_at(groups: list[JSON], code: str, wild: set[tuple[int, int]]) -> tuple[int, int] | None:
    """The card won on in the groups (the last copy not a 王霸), framed as the big panel frames it."""
    return next(((gi, ci) for gi in range(len(groups) - 1, -1, -1) for ci, c in enumerate(groups[gi].get("cards") or [])
                 if c == code and (gi, ci) not in wild), None)


def head_text(sp: Speaker, rec: JSON, nth: int) -> str:
    """第3胡 · 胡 玖 · 得 2,688: which win, the card and the gain, as the log says them."""
    card = sp.glyph(str(rec.get("card") or "")) if rec.get("card") else ""
    gain = sp.g("win_gain", v=fmt_pts(win_gain(rec, sp.lang), sp.lang)) + (sp.g("cap_mark") if rec.get("capped") else "")
    return " · ".join(x for x in (sp.g("win_nth", n=nth), f"胡 {card}" if sp.lang != "en" else f"on {card}", gain) if x)


def draw_seat_face(dl: DisplayList, sp: Speaker, r: Rect, rec: JSON, nth: int, right: bool) -> Rect | None:
    """The win's hand in ``r`` (the winner's melds box), opaque, columns from the seat's outer side
    (``right``: the part on the right keeps them against its right edge); None when ``r`` is too small."""
    groups = list(rec.get("groups") or [])
    if r.h < MIN_H or r.w < MIN_W or not groups:   # (a phone's part: ~10 px tiles, unreadable: pt41 #1; its
        return None                                 # callout says the win, a tap on the part opens the hand)
    box = r.inset(-3)
    head = head_text(sp, rec, nth)
    # a narrow part (a phone's): the gain on a line of its own, never cut (得 1,1…)
    lines = [head] if text_width(head, 11.0) <= box.w - 12 else head.rsplit(" · ", 1)
    body = Rect(box.x + 5, box.y + HEAD * len(lines) + 4, box.w - 10, box.h - HEAD * len(lines) - 7)
    depth = max(3, *(len(g.get("cards") or []) for g in groups))
    w, pitch, labels, rows = column_grid(body, len(groups), depth)
    per = -(-len(groups) // rows)
    bw = min(box.w, max(pitch * per + 7, max(text_width(x, 13) for x in lines) + 14))   # as wide as its columns
    box = Rect(box.r - bw, box.y, bw, box.h) if right else Rect(box.x, box.y, bw, box.h)   # or title need,
    body = Rect(box.x + 5, body.y, box.w - 10, body.h)   # against the seat's outer side
    dl.rect(box, SOLID, th.CINNABAR, 2.0, 8)
    for k, ln in enumerate(lines):
        hs = fit_size(ln, 13, box.w - 12, 11.0)
        dl.text(box.x + 6, box.y + HEAD * k + HEAD / 2 + 2, elide(ln, hs, box.w - 12), hs, th.GOLD, "l", "b", "a",
                box.w - 12)
    th_ = w * TILE
    wild = wild_marks(groups, list(rec.get("identities") or []), rec.get("fixed"))
    won = won_at(groups, str(rec.get("card") or ""), wild)
    x0 = body.r - pitch * per + 3 if right else body.x
    row_h = (body.h - (rows - 1) * 4) / rows + 4
    for gi, g in enumerate(groups):
        row, col = divmod(gi, per)
        cx = x0 + col * pitch
        base = body.y + row * row_h + row_h - 4 - (13 if labels else 0) if rows > 1 else body.b - (13 if labels else 0)
        cards = list(g.get("cards") or [])
        for ci, c in enumerate(cards):
            cr = Rect(cx, base - (len(cards) - ci) * th_, w, th_ - 1)
            mini_card(dl, cr, c, sp.lang, wild=(gi, ci) in wild)
            if (gi, ci) == won:
                dl.rect(cr.inset(-1.5), None, th.CINNABAR, 2.5, max(2.0, w * 0.14))
        if labels:
            lab = f"{group_label(g, sp.lang)}{' ' if sp.lang == 'en' else ''}{g.get('huxi', 0)}"
            dl.text(cx + w / 2, base + 7, lab, fit_size(lab, 11, pitch + 1, 9.0), th.PAPER, "c", "n", "a", pitch + 1)
    return box
