"""花鳥風月's hand on a phone: two rows of large overlapping cards that fill the room the table
keeps for the hand (play-test: small cards under a band of dead space), each card's visible strip
its hit and its glyph repeated there. A wider window keeps the table's own rows."""

from __future__ import annotations

import math

from ...core.game import JSON
from .. import theme as th
from ..draw import DisplayList
from ..geom import Rect
from ..widgets import MIN_HIT_PHONE, card
from .huaniao_bar import HuaniaoActions

LIFT = 10.0  # a selected card rises this much
ROW_GAP = 12.0  # more than the lift: a raised card never reaches the row above
MAX_W = 68.0  # the widest a phone's card grows (the table keeps its seats round it and their plays)
MIN_W = 48.0  # the narrowest, while the room kept for the hand is tall enough
MID_W = 64.0  # as wide as strips of just a finger make a card


class HuaniaoHand(HuaniaoActions):
    def _shape(self, w: float, n: int) -> tuple[int, int, float]:
        """(rows, cards a row, card width) for ``n`` cards ``w`` wide: strips a finger can hit. A real
        hand (up to 14) keeps two rows of large cards; a bigger one takes more rows, never strips
        under a finger (the table's shared rows do the same)."""
        rows = 1 if n <= 4 else 2
        while True:
            per = max(1, math.ceil(n / rows))
            # strips of a finger up to a card of MID_W, wider only with strips of a finger and a
            # margin (the last card shows whole)
            fit = max(min(MID_W, w - (per - 1) * MIN_HIT_PHONE), w - (per - 1) * (MIN_HIT_PHONE + 8))
            if per == 1 or fit >= MIN_W:
                return rows, per, min(MAX_W, fit, (w - 4 * (per - 1)) / per * 1.6)
            rows += 1

    def hand_height(self, view: JSON, n: int, w: float, h: float, phone: bool) -> float | None:
        if not phone:
            return None
        rows, _per, cw = self._shape(w, max(n, 9))  # room for a full deal's two rows all song
        return rows * cw * self.card_ratio + (rows - 1) * ROW_GAP + LIFT + 10

    def hand_rects(self, area: Rect, view: JSON, n: int) -> list[Rect]:
        if n == 0:
            return []
        rows, per, cw = self._shape(area.w, n)
        # the cards fill the height the table keeps (a hand that shrank grows its cards back)
        ch = min(cw * self.card_ratio, (area.h - LIFT - 6 - (rows - 1) * ROW_GAP) / rows,
                 MAX_W * self.card_ratio)
        cw = ch / self.card_ratio
        top = area.y + LIFT + max(0.0, (area.h - LIFT - 6 - rows * ch - (rows - 1) * ROW_GAP) / 2)
        out = []
        for i in range(n):
            row, col = divmod(i, per)
            in_row = min(per, n - row * per)
            step = min(cw + 4, (area.w - cw) / max(1, in_row - 1)) if in_row > 1 else 0.0
            x0 = area.x + (area.w - (step * (in_row - 1) + cw)) / 2
            out.append(Rect(x0 + col * step, top + row * (ch + ROW_GAP), cw, ch))
        return out

    def draw_hand(self, dl: DisplayList, area: Rect, view: JSON, now: float) -> None:
        cards = self.hand(view)
        rects = self.hand_rects(area, view, len(cards))
        limit = self.select_limit(view)
        for i, (c, r) in enumerate(zip(cards, rects, strict=False)):
            key = self.card_key(c)
            sel = key in self.table.selected
            nxt = rects[i + 1] if i + 1 < len(rects) and rects[i + 1].y == r.y else None
            strip = (nxt.x - r.x) if nxt is not None and nxt.x < r.r else r.w
            rr = r.move(0, -LIFT) if sel else r
            card(dl, rr, self.face(c), selected=sel, dim=not sel and self.card_dim(view, c),
                 index=strip if strip < r.w * 0.6 else 0.0)  # the centre glyph reads past a narrow overlap
            glow = self.card_glow(c, now)
            if glow > 0:
                dl.alpha(glow)
                dl.rect(rr.inset(-3), None, th.GOLD, 3.0, max(3.0, rr.w * 0.09) + 3)
                dl.alpha(1.0)
            if limit != 0:  # the visible strip, where the card sits unlifted: hits never overlap
                dl.hit(f"card:{key}", Rect(r.x, r.y - (LIFT if sel else 0), strip, r.h + (LIFT if sel else 0)),
                       self.face(c).big)
