"""花鳥風月's hand, the game's own on a phone and a laptop alike. A phone: two rows of large
overlapping cards that fill the room the table keeps for the hand (play-test: small cards under a
band of dead space), each card's visible strip its hit and its glyph repeated there. A laptop: the
table's row, the cards at its foot, so that a raised card rises clearly (play-test 8 023: a red
border, a lift of a few px). A window held sideways keeps the table's own rows. Every card's place
is kept (``hand_at``): a card the table takes from the hand or puts into it flies from or to its
own spot, and a card on its way in is not drawn till it lands (play-test 8: what was done for the
player showed only as a banner). A hand that changed holds its cards in place a moment, then slides
them (``placed``): never a jump under a finger. The presses on it: a finger run along the cards
selects them, a double tap answers with the card (``pointer``)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...core.game import JSON
from .. import theme as th
from ..anim import Flight
from ..draw import DisplayList
from ..ffwd import BTN as FFWD
from ..geom import Rect
from ..sweep import Sweep
from ..widgets import MIN_HIT_PHONE, card
from .huaniao_bar import HuaniaoActions
from .huaniao_pick import cid

LIFT = 16.0  # the room a phone keeps over its hand for a raised card (play-test 8: 10 px read as no lift)
# how far a phone's selected card rises, a lower row's too, over the foot of the card above it (play-test 26
# #3: 16 px, and a lower row's 10 under the row above, read as an outline, not a lift; the apps lift a quarter)
PHONE_RAISE = 22.0
# a phone's rows lie this far apart: a lower row's raised card, its gold ring too, stops short of the row above
# (play-test 32 #3, 062820-ph-illegal: rising 24 px into a 12 px gap it hid the 点 of the 鸟 above it; the apps'
# raised card never covers another). The cards give the few px (the felt has none to spare: its ring of seats)
PHONE_ROW_GAP = PHONE_RAISE + 6
# a phone's raised card: a gold ring that glows, no wash over its face (play-test 19: a gold wash greyed the
# pale 风; play-test 22 133721: even a light one read close to a dimmed card, both faded)
RAISED_GLOW = "rgba(255,208,96,0.9)"
ROOM = 10.0  # the room over the hand the table keeps for it (the table's layout stays as it was)
LAPTOP_LIFT = 28.0  # a laptop's: near a third of the card, up to the bar (play-test 9: 24 went unseen)
ROW_GAP = 12.0  # a laptop's raised card of the second row reaches a little under the first (its hit does not)
MAX_W = 68.0  # the widest a phone's card grows (the table keeps its seats round it and their plays)
# a phone's cards keep one size all song (play-test 40, FIXERS 3: 61 <-> 91 px as the hand went 5 <-> 4 in a pass
# round): a short hand takes the two rows too (3: 2 + 1, 4: 2 + 2), not a band of dark space (FIXERS session 25 #2)
ONE_ROW_N = 2
MIN_W = 48.0  # the narrowest, while the room kept for the hand is tall enough
MID_W = 64.0  # as wide as strips of just a finger make a card
LAPTOP_MIN_W = 36.0  # the table's own rows' narrowest card
HOLD_S = 0.3  # a hand that changed keeps its cards where they were this long (a tap on its way lands
SLIDE_S = 0.3  # as aimed: play-test 8 062, a tap aimed at 千 passed the 十 that slid under it), then
# they slide to their new places in this long, seen going
# two presses on one card this close are a double tap: a phone's page answers the first press with a
# frame (its play's button appears) before it reads the second (play-test 8 p13: 月 double-tapped on a
# phone was raised and put down again), counted from the first press's release as the phones count it
# (play-test 30 #1: a busy page took a 310 ms double click's first release late: 0.5+ s down to down)
DOUBLE_S = 0.5
SLOW_DOUBLE_S = 1.0  # a second tap this soon put the card down: the table says how a double tap goes (play-test
# 22 133223: two taps ~0.6 s apart raised and put down the card, no hint why), twice a table at most
# the player's own play with a card to pick from the hand next, this turn (花鸟风月's pass, 风过's gift, an
# extra play): the cards close up at once, before the prompt is read, a tap taking the card drawn under it
# as they slide (play-test 26 #2: held where they lay till the pick, the gaps read as missing cards;
# play-test 22 #3: after a hold a tap aimed at 百 got the 十 whose hit was already where it slid to)
FOLLOW_UPS = ("pass", "gift", "extra")


class HuaniaoHand(HuaniaoActions):
    def __init__(self, table: object) -> None:
        super().__init__(table)
        self.hand_at: dict[int, Rect] = {}  # card id -> where it was last drawn in the hand
        self.arriving: dict[int, Flight] = {}  # cards flying into the hand: drawn once landed
        self._hand_ids: tuple[int, ...] = ()
        self.moved_at = -1.0  # when the hand's cards last moved (a card came or went)
        self._was: dict[int, Rect] = {}  # where the cards lay before it (they slide from there)
        self._closing = False  # the player picks from the hand after its own play: it closes up at once
        self.sweep = Sweep()  # a finger run along the hand
        self._tapped: tuple[str, float] = ("", -1.0)  # the card last pressed and when (a double tap plays)
        self.slow_said = 0  # how often a too slow double tap was explained
        # cards the table put into the hand since the player's own last move (a gift, a pass, a draw):
        # tagged 新 till it moves again (play-test 10 11/12: two gifts were unmarked by its turn)
        self.new_cards: set[int] = set()

    def _shape(self, w: float, n: int) -> tuple[int, int, float]:
        """(rows, cards a row, card width) for ``n`` cards ``w`` wide on a phone: strips a finger
        can hit. A real hand (up to 14) keeps two rows of large cards; a bigger one takes more rows,
        never strips under a finger (the table's shared rows do the same)."""
        rows = 1 if n <= ONE_ROW_N else 2
        while True:
            per = max(1, math.ceil(n / rows))
            # strips of a finger up to a card of MID_W, wider only with strips of a finger and a
            # margin (the last card shows whole)
            fit = max(min(MID_W, w - (per - 1) * MIN_HIT_PHONE), w - (per - 1) * (MIN_HIT_PHONE + 8))
            if per == 1 or fit >= MIN_W:
                return rows, per, min(MAX_W, fit, (w - 4 * (per - 1)) / per * 1.6)
            rows += 1

    def _laptop_shape(self, w: float, n: int) -> tuple[int, int, float]:
        """The table's own rows (layout.table_layout): one row while cards stay LAPTOP_MIN_W wide."""
        rows = 1
        while rows < 3 and w / math.ceil(max(1, n) / rows) < LAPTOP_MIN_W:
            rows += 1
        per = math.ceil(max(1, n) / rows)
        return rows, per, max(LAPTOP_MIN_W, min(self.max_card_w, w / per - 4))

    def lift(self) -> float:
        lay = self.table.lay
        return LIFT if lay is None or lay.phone else LAPTOP_LIFT

    def hand_height(self, view: JSON, n: int, w: float, h: float, phone: bool) -> float | None:
        if not phone:
            if h < 600:  # a window on its side: the table's rows, its smaller cards
                return None
            rows, _per, cw = self._laptop_shape(w, n)  # as tall as the table's rows: nothing else moves
            return rows * cw * self.card_ratio + (rows - 1) * 12 + 14 + 10
        rows, _per, cw = self._shape(w, max(n, 9))  # room for a full deal's two rows all song (the felt keeps
        return rows * cw * self.card_ratio + (rows - 1) * ROW_GAP + ROOM + 10  # its room: the cards give PHONE_ROW_GAP's)

    def hand_rects(self, area: Rect, view: JSON, n: int) -> list[Rect]:
        if n == 0:
            return []
        lay = self.table.lay
        if lay is not None and not lay.phone:
            return self._laptop_rects(area, n)
        rows, per, cw = self._shape(area.w, n)
        # the cards fill the height the table keeps (a hand that shrank grows its cards back); one row's as two's
        fill = max(2, rows)
        ch = min(cw * self.card_ratio, (area.h - LIFT - 6 - (fill - 1) * PHONE_ROW_GAP) / fill, MAX_W * self.card_ratio)
        cw = ch / self.card_ratio
        top = area.y + LIFT + max(0.0, (area.h - LIFT - 6 - rows * ch - (rows - 1) * PHONE_ROW_GAP) / 2)
        return self._rows(area, n, per, cw, ch, top, PHONE_ROW_GAP)

    def _laptop_rects(self, area: Rect, n: int) -> list[Rect]:
        """The table's row, at the hand area's foot: the room above is the raised card's."""
        rows, per, cw = self._laptop_shape(area.w, n)
        ch = min(cw * self.card_ratio, (area.h - 4 - (rows - 1) * 12) / rows)
        cw = ch / self.card_ratio
        return self._rows(area, n, per, cw, ch, area.b - 2 - rows * ch - (rows - 1) * 12, 12.0)

    @staticmethod
    def _rows(area: Rect, n: int, per: int, cw: float, ch: float, top: float, gap: float) -> list[Rect]:
        out = []
        for i in range(n):
            row, col = divmod(i, per)
            in_row = min(per, n - row * per)
            step = min(cw + 4, (area.w - cw) / max(1, in_row - 1)) if in_row > 1 else 0.0
            x0 = area.x + (area.w - (step * (in_row - 1) + cw)) / 2
            out.append(Rect(x0 + col * step, top + row * (ch + gap), cw, ch))
        return out

    def hand_spot(self, card_id: int) -> Rect | None:
        """Where a card of the hand lies now (a flight to the hand lands there)."""
        lay = self.table.lay
        if lay is None:
            return self.hand_at.get(card_id)
        cards = self.hand(self.table.view())
        rects = self.hand_rects(lay.hand, self.table.view(), len(cards))
        return next((r for c, r in zip(cards, rects, strict=False) if cid(c) == card_id), self.hand_at.get(card_id))

    def placed(self, card_id: int, r: Rect, now: float) -> Rect:
        """Where a card of a hand that changed lies now: where it was for HOLD_S, then sliding to ``r``; its
        size too (a hand whose cards change size: the old places at the new size ran off the screen)."""
        was, age = self._was.get(card_id), now - self.moved_at
        if was is None or not 0 <= age < HOLD_S + SLIDE_S:
            return r
        k = max(0.0, age - HOLD_S) / SLIDE_S
        k = 1 - (1 - k) ** 2
        return Rect(was.x + (r.x - was.x) * k, was.y + (r.y - was.y) * k, was.w + (r.w - was.w) * k,
                    was.h + (r.h - was.h) * k)

    def draw_hand(self, dl: DisplayList, area: Rect, view: JSON, now: float) -> None:
        cards = self.hand(view)
        ids = tuple(cid(c) for c in cards)
        # a hand that changed closes up at once (play-test 11 D4: holes through 且慢's window); a tap within
        # HOLD_S lands as aimed. After the player's own play with a card to pick next it waits for that pick
        me, c = self.table.viewer, self.table.client
        turn_on = me in c.to_act() and not c.is_over() and self.prompt(view).get("type") in FOLLOW_UPS
        if ids != self._hand_ids:
            if self._hand_ids and now >= 0:  # (from their last places, one layout: its hits never overlap)
                self._was = dict(self.hand_at)
                # (nor after its own play, no card asked for: play-test 30 025007-dbl-bai, a gap where 百 was)
                self._closing = set(ids) < set(self._hand_ids) and (
                    turn_on or me not in c.to_act() or self.prompt(view).get("type") != "main")
                self.moved_at = now - HOLD_S if self._closing else now  # (a pick next: no hold, they slide now)
            self._hand_ids = ids
        final = self.hand_rects(area, view, len(cards))
        self.hand_at = {cid(c): r for c, r in zip(cards, final, strict=False)}
        rects = [self.placed(cid(c), r, now) for c, r in zip(cards, final, strict=False)]
        limit = self.select_limit(view)
        lift = self.lift()
        phone = self.table.lay is not None and self.table.lay.phone
        for k in [k for k, f in self.arriving.items() if f.done(now) or k not in self.hand_at]:
            del self.arriving[k]
        # the hits: where the cards are drawn while they hold (a tap on its way lands as aimed), then
        # where they go; a card with no old place has none while the others hold
        holding = 0 <= now - self.moved_at < HOLD_S
        hits = [r if not holding else (r if cid(c) in self._was else None) for c, r in zip(cards, rects, strict=False)]
        if not holding:
            hits = list(final)
        if self._closing and 0 <= now - self.moved_at < HOLD_S + SLIDE_S:
            hits = list(rects)  # (where each is drawn as it slides)
        # a laptop's raised card of a lower row goes under the row above, not over its 点 (play-test 11 48/54);
        # a phone's rises over it, clearly (play-test 26 #3)
        order = sorted(range(len(rects)), key=lambda i: (
            (self.card_key(cards[i]) in self.table.selected and rects[i].y > rects[0].y + 1) == phone, i))
        taps: list[tuple[int, str, Rect, str]] = []  # (the hits in the hand's order, whatever the drawing's)
        for i in order:
            c, r = cards[i], rects[i]
            key = self.card_key(c)
            sel = key in self.table.selected
            strip = self._strip(rects, i)
            # a lower row's raised card stops short of the row above: a dimmed card there let it show
            # through over its 点 (play-test 12 82/87)
            rr = r.move(0, -(PHONE_RAISE if phone else min(lift, ROW_GAP - 2) if r.y > rects[0].y + 1 else lift)) \
                if sel else r
            if sel and cid(c) not in self.arriving:  # a soft shadow cast down from the raised card: lifted off
                # the row (a dark block where it lay read as a drawing glitch: play-test 10 08/27/56)
                dl.shadow(14, "rgba(0,0,0,0.45)", 0, 10)
                dl.rect(rr.inset(3), th.PAPER, None, 1.0, max(3.0, r.w * 0.09))
                dl.shadow(0)
            if cid(c) not in self.arriving:  # (on its way in: its flight draws it)
                card(dl, rr, self.face(c), selected=sel, dim=not sel and self.card_dim(view, c),
                     index=strip if 0 < strip < r.w * 0.6 else 0.0)  # the centre glyph reads past a narrow overlap
                if sel and phone:  # a phone's raised card is ringed in glowing gold as well: a red edge
                    # under a thumb went unseen (play-test 15 #5)
                    rad = max(3.0, rr.w * 0.09)
                    dl.shadow(10, RAISED_GLOW, 0, 0)
                    dl.rect(rr.inset(-3), None, th.GOLD, 3.5, rad + 3)
                    dl.shadow(0)
                glow = self.card_glow(c, now)
                if glow > 0:
                    dl.alpha(glow)
                    dl.rect(rr.inset(-3), None, th.GOLD, 3.0, max(3.0, rr.w * 0.09) + 3)
                    dl.alpha(1.0)
                if cid(c) in self.new_cards:
                    self.new_tag(dl, rr, strip if 0 < strip < r.w else r.w)
            else:  # its place kept for it, a faint gold outline: a bare hole read as unfinished (play-test 11 15)
                dl.rect(r.inset(2), "rgba(201,162,74,0.08)", "rgba(201,162,74,0.55)", 1.5, max(3.0, r.w * 0.09))
            h = hits[i]
            if limit != 0 and h is not None:  # the visible strip, where the card sits unlifted: hits never overlap
                w = self._strip(hits, i)
                up = min(lift, (PHONE_ROW_GAP if phone else ROW_GAP) - 2) if sel and h.y - area.y > lift + 2 \
                    else lift if sel else 0.0
                taps.append((i, f"card:{key}", Rect(h.x, h.y - up, w, h.h + up), self.face(c).big))
        for _i, hid, hr, label in sorted(taps, key=lambda t: t[0]):
            dl.hit(hid, hr, label)
        lay = self.table.lay
        # over the (empty) bar, 快进 kept in sight; not a phone's, where the player's own play lies in the bar
        # while others play (the strip's 托管中 switch says it there and takes it back)
        if self.tuoguan.on and lay is not None and not lay.phone and not self.table.client.is_over():
            keep = [h.rect for h in dl.hits if h.id == f"btn:{FFWD}"]
            self.tuoguan.draw(dl, lay.buttons, self.lang, keep)

    def new_tag(self, dl: DisplayList, r: Rect, seen_w: float) -> None:
        """A card new to the hand: a gold ring and a 新 tag on its visible strip's top."""
        dl.rect(r.inset(-1), None, th.GOLD, 2.0, max(3.0, r.w * 0.09) + 1)
        word = "new" if self.lang == "en" else "新"
        tw = min(seen_w - 2, 36.0 if self.lang == "en" else 24.0)
        tag = Rect(r.x + min(seen_w, r.w) - tw - 1, r.y - 9, tw, 19)
        dl.shadow(4, "rgba(0,0,0,0.35)", 0, 1)
        dl.rect(tag, th.GOLD, th.PAPER, 1.0, 9.5)
        dl.shadow(0)
        dl.text_in(tag, word, 13.0, th.INK, weight="b", pad=1)

    @staticmethod
    def _strip(rects: Sequence[Rect | None], i: int) -> float:
        """The visible width of card ``i``: up to the next card on its row, if that overlaps it."""
        r = rects[i]
        assert r is not None
        nxt = next((x for x in rects[i + 1:] if x is not None), None)
        if nxt is None or abs(nxt.y - r.y) >= 1 or not r.x < nxt.x < r.r:
            return r.w
        return nxt.x - r.x

    def pointer(self, kind: str, x: float, y: float, hit: str | None, view: JSON, now: float) -> bool:
        """A finger run along the hand selects (or unselects) every card it passes over; a tap on
        the bare felt puts the raised cards down (play-test 3: only a second tap on each did)."""
        lay = self.table.lay
        if kind == "down" and hit is None and lay is not None and self.table.selected and \
                lay.center.x <= x <= lay.center.r and lay.top.b <= y <= lay.center.b:
            self.table.selected.clear()
            return False
        if kind == "down" and hit is not None and hit.startswith("card:") and self.double_tap(hit[5:], view, now):
            return False
        if kind == "up" and self._tapped[0] and hit == f"card:{self._tapped[0]}":
            self._tapped = (self._tapped[0], now)  # released on it: the double tap's window starts here
        return self.sweep.pointer(kind, x, y, hit, self.table.selected, self.select_limit(view))

    def double_tap(self, key: str, view: JSON, now: float) -> bool:
        """A card tapped twice in quick succession plays what it makes alone (歌 十, 舞 月照:
        the target picker follows), its first play when it makes several (the primary button's), as
        the apps play a card on a double tap (play-test 5); True if it went. A second tap on a card
        that makes no play puts it down as before."""
        last, self._tapped = self._tapped, (key, now)
        kind = self.prompt(view).get("type")
        if last[0] == key and DOUBLE_S < now - last[1] <= SLOW_DOUBLE_S and key in self.table.selected and \
                kind in ("main", "extra") and self.slow_said < 2 and \
                self.plays(view, [c for c in self.hand(view) if self.card_key(c) == key]):
            self.slow_said += 1
            self.table.app.toast(self.tx("slow_double"), 2.5)
        if last[0] != key or now - last[1] > DOUBLE_S or key not in self.table.selected or self.bot_plays() \
                or kind not in ("main", "extra", "pass", "gift", "discard"):
            return False
        # the card alone, whatever else was raised (play-test 13 40: a double click on 十 did nothing)
        was = list(self.table.selected)
        self.table.selected[:] = [key]
        if kind not in ("main", "extra"):  # a pass, a gift or a discard of one card: its button's answer
            # (play-test 9 081: a double tap at the 花鸟风月 pass only raised and put down the card)
            btn = next((b for b in self.buttons(view, self._selected(view)) if b.id in ("pass", "gift", "discard")
                        and b.enabled and b.action is not None), None)
            if btn is None or btn.action is None:
                self.table.selected[:] = was
                return False
            self._tapped = ("", -1.0)
            return bool(self.table.submit(btn.action, now, label=btn.label))
        plays = self.plays(view, self._selected(view))
        if not plays:  # said, as a tap on a greyed card is (play-test 25 #2: a double click on 万 did nothing)
            note = self.no_fit(view)
            self.table.selected[:] = was
            if note is not None:
                self.table.app.toast(" · ".join(p for p in note if p), 3.0)
            return False
        self._tapped = ("", -1.0)
        if self.lone_moon(view, plays) is not None:  # raised (the release's toggle): its seats asked first,
            self.table.selected[:] = []  # 取消 there (pt38 #5)
            return True
        return bool(self.table.submit(plays[0], now, label=self.op_label(plays[0])))
