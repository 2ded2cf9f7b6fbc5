"""The viewer's hand as 多乐够级 keeps it (play-test 8 D1/D3): an upright phone holds one to three
evenly fanned rows of equal cards, each card staying in its row as others leave (``Rows``), the rest
closing up in a glide (``Glide``); and the cards the player raised are the ones that leave (``Shown``:
the engine names plays by rank and takes the lowest ids, so the table keeps which card shows as which)."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ....core.game import JSON
from ....core.i18n import pick
from ....games.gouji.cards import VALUE
from ....games.gouji.texts import PLACE_NAMES
from ... import theme as th
from ...anim import ease_out
from ...draw import DisplayList, fit_size, text_width
from ...ffwd import BTN as FFWD
from ...geom import Rect
from ...plugin import GameUI
from ...sweep import Sweep
from ...tuoguan import Tuoguan
from ...widgets import card, card_back, seal
from .fly import mark_received, marks_legend
from .labels import L
from .prev import OLDER_HIT, PREV_HIT
from .table import LIFT, TAP_STEP, Fan, fan_hits, fit_hand, hand_fan_for, hand_room, index_h, row_gap

ROW_LIFT = 8.0  # a laptop's hand lifts a selected card this much more than LIFT (play-test 8: "the laptop
# lift is only ~10 px"); a phone on its side keeps its height for the cards
LAPTOP_EXTRA = 8.0  # and a laptop's this much more again: 26 px, a quarter of its 105 px card (pt19 #4: "the
# selection lift is small"); the back row's gap grows with it, so a raised front card leaves the index and 贡 mark
# of the card behind whole (pt17 #4)
GLIDE_S = 0.3  # the hand closing up after a play, a card moving to its new place (pt22 #1: one can follow it)
MAX_ROWS = 4
MIN_W = 48.0  # an upright phone's cards are never narrower to keep the deal in three rows
GROW_MAX = 1.5  # with fewer rows than the deal's, the cards grow up to this much into the room kept
UNDEALT_DIM = "rgba(20,16,12,0.62)"  # over the hand to come, face down, while the calls before the deal go round
REGROW = 0.15  # a kept hand's cards grow in place once they can by this much (a few steps a hand)


PHONE_LIFT = 24.0  # an upright phone's selected card rises this much, a quarter to a third of its height (pt26 #6: at 10 px "a
# selected card barely rises"; the apps lift it clearly); its top row as far as the hand's room allows
PHONE_POP = 16.0  # and every row's at least this much, no index behind it hidden: each row sits that much lower (pt30 #1,
# 025727-ph-selBB: a front row's card rose 6-12 px, the gap left over the index behind; 多乐's pops ~20 px)
SEL_TINT = "rgba(178,58,42,0.13)"  # a selected card's tint, over its whole face (``draw_hand``)


def row_lift(rows: int) -> float:
    """The room over an upright phone's hand for a raised card: more with fewer rows than three
    (``GoujiHand.draw_hand`` lifts such a hand's cards ``ROW_LIFT`` higher)."""
    return max(PHONE_POP, LIFT + (ROW_LIFT if rows < 3 else 0.0))


def raise_by(r: Rect, rects: list[Rect], lift: float, area: Rect) -> float:
    """How far a selected card ``r`` rises: ``lift``, the top row's no higher than the hand's room (never on the bar),
    a front row's no further than leaves the index of the card behind whole (pt28 #3, 233412: a raised 8♥ 8♠ hid the
    suits of the A♦ A♣ behind them; a phone's three rows of the deal leave it ``LIFT``, its tint says the rest)."""
    behind = [c.y for c in rects if c.y < r.y - 1 and c.x < r.r and r.x < c.r]
    if not behind:
        return min(lift, max(LIFT, r.y - area.y))
    return max(min(LIFT, lift), min(lift, r.y - max(behind) - index_h(r.w, r.h)))


def tap_per(w: float, cw: float) -> int:
    """How many cards a row of a ``w`` wide hand holds with every strip a fingertip's (``TAP_STEP``)."""
    return max(1, int(1 + (w - cw) // TAP_STEP))


def rows_for(n: int, per: int) -> int:
    """As few rows as hold ``n`` cards ``per`` to a row (one, two or three for a hand of 够级)."""
    return max(1, min(MAX_ROWS, math.ceil(max(1, n) / per)))


def balanced(ids: list[int], rows: int, front: bool = False) -> list[list[int]]:
    """``ids`` in order cut into ``rows`` rows whose lengths differ by one at most (the longer first, or
    with ``front`` last: an upright phone's rows share their start, and a back row no longer than the row
    in front has no card standing out below, beside it, where no tap reaches: ``fan_hits``)."""
    base, extra = divmod(len(ids), rows)
    out, at = [], 0
    for k in range(rows):
        n = base + (1 if (rows - 1 - k if front else k) < extra else 0)
        out.append(ids[at:at + n])
        at += n
    return [r for r in out if r] or [[]]


RAGGED = 3  # an upright phone's rows kept as cards leave differ by this many cards at most; then cut even again, each card
# gliding to its place (pt26 #6: "the hand's rows go ragged after plays"; the apps re-flow the hand)


@dataclass
class Rows:
    """Which row each card of the hand sits in, kept as cards leave (play-test 8 D1, pt11 D4: cards
    jumped rows after plays, under the thumb): a row keeps its cards, however short it gets, while the
    rows still fit; only when cards arrive, 理牌 changes the order or one row fewer will do are the
    rows cut anew, balanced, in hand order (a row emptied is simply gone)."""

    rows: list[list[int]] = field(default_factory=list)
    scale: float = 0.0  # the cards' size over the deal's, chosen as the rows were cut (0: to choose)
    span: int = 0  # the longest row as the rows were cut: their start and step stay put till the next cut

    def kept(self, ids: list[int]) -> list[list[int]]:
        """The rows with the cards still held (none when cards arrived or the order changed)."""
        kept = [r for r in ([c for c in row if c in set(ids)] for row in self.rows) if r]
        return kept if [c for r in kept for c in r] == ids else []

    def split(self, ids: list[int], want: int, per: int, front: bool = False, keep: int = 0) -> list[list[int]]:
        """The rows for ``ids``: kept while no more than ``want`` or ``keep`` of them (pt22 #1: three rows
        of 25 cut into two as the player's play left 23, every card moved and the next tap took the wrong
        one; the caller keeps more rows than needed unless fewer give clearly larger cards) and the
        longest is over half the span cut (a hand shrunk to the left is centred again)."""
        kept = self.kept(ids)
        lens = [len(r) for r in kept]
        if kept and len(kept) <= max(want, keep) and max(lens) <= per and 2 * max(lens) > self.span \
                and (not front or max(lens) - min(lens) <= RAGGED):  # (an upright phone's: a laptop's two rows stay,
            # pt27: its rows cut anew after a play, one tapped the 10 where the J had been)
            self.rows = kept
        else:
            self.rows, self.scale = balanced(ids, want, front), 0.0
            self.span = max(len(r) for r in self.rows)
        return self.rows


def upright_rects(area: Rect, rows: list[list[int]], cw: float, ch: float, gap: float, span: int = 0) -> list[Rect]:
    """The rows' cards, back row first, each row flat, every row with the same step (its strips all alike)
    and start, the block centred as wide as its longest row or ``span`` (the rows as cut, ``Rows``: a gap
    closes from the right, pt16 #5: rows re-centred after each play and the card under the thumb changed),
    the front row on the area's foot; the cards never leave the area."""
    longest = max([len(r) for r in rows] + [span])
    step = min(max(cw * 0.62, TAP_STEP), (area.w - cw) / (longest - 1)) if longest > 1 else 0.0
    out = []
    y0 = area.b - 4 - ch - gap * (len(rows) - 1)
    x0 = area.x + (area.w - step * (longest - 1) - cw) / 2
    for k, row in enumerate(rows):
        out += [Rect(x0 + i * step, y0 + k * gap, cw, ch) for i in range(len(row))]
    return out


LAPTOP_ONE_ROW = 22  # a laptop's hand of more cards lies in two rows (pt15 D1: 33 cards in one row were 40 px
# slivers, "only the corner index shows", the felt's lower third empty; 多乐 fans a big hand in two rows)
LAPTOP_CW = 74.0  # its cards at 1366 px, the whole hand long (the felt keeps the height its plays and moments need)
LAPTOP_CW_MAX = 96.0  # a wider screen's (1920 px): as large as the width gives, a row of the deal still fitting


ONE_ROW_CW = 96.0  # a laptop's deal in ONE fanned row, cards this wide (pt30 #1, 024549: two rows of 74 px cards, a raised
# front card hid the back row's faces; 多乐 fans 33 big cards in one row, ~38 px apiece at 1366)
ONE_ROW_STEP = 30.0  # while every strip of the deal's row is this wide (else two rows: a narrower window)
LAPTOP_POP = LIFT + ROW_LIFT + LAPTOP_EXTRA  # a laptop's selected card pops this much (26 px; ``draw_hand``)


def one_row_cw(w: float, room: int) -> float:
    """A laptop's cards for a ``w`` wide hand of ``room`` cards in one row (``ONE_ROW_CW`` at 1366 px, larger on a wider
    screen), or 0 when the strips would be too narrow."""
    cw = min(ONE_ROW_CW * 1.3, max(ONE_ROW_CW, w / 14))
    return cw if room <= 1 or (w - 8 - cw) / (room - 1) >= ONE_ROW_STEP else 0.0


def laptop_cw(w: float) -> float:
    """A laptop's hand cards for a ``w`` wide window (``LAPTOP_CW`` at 1366 px, growing with the width)."""
    return max(LAPTOP_CW, min(LAPTOP_CW_MAX, w / 18.5))


def laptop_rects(area: Rect, rows: list[list[int]], cw: float, ratio: float, per: int = 0) -> list[Rect]:
    """A laptop's rows (kept as cards leave, ``Rows``): cards ``cw`` wide, or smaller where the area is lower,
    each row's strips as wide as the width allows, up to nearly a whole card (its face whole but an edge), the
    front row on the area's foot, a back row showing its index whole over it (``row_gap``)."""
    ch = cw * ratio
    gap = row_gap(cw, ch) + ROW_LIFT + LAPTOP_EXTRA if len(rows) > 1 else 0.0  # (its lift is more: pt17 #4, a raised
    # front card hid the index and 贡 mark of the card behind)
    room = area.h - LIFT - ROW_LIFT - LAPTOP_EXTRA - 4
    if ch + gap > room > 0:  # (a lower area than asked: smaller cards)
        k = room / (ch + gap)
        cw, ch, gap = cw * k, ch * k, gap * k
    longest = max([len(r) for r in rows] + [per])  # (``per``: the deal's row, so a row's step and start stay
    step = min(cw * 0.95, (area.w - 8 - cw) / (longest - 1)) if longest > 1 else 0.0  # put as cards leave:
    x0 = area.x + (area.w - step * (longest - 1) - cw) / 2  # a gap closes from the right; pt16 D5: rows re-centred
    out = []  # after each play, the card under the pointer changed)
    y0 = area.b - 4 - ch - gap * (len(rows) - 1)
    for k, row in enumerate(rows):
        out += [Rect(x0 + i * step, y0 + k * gap, cw, ch) for i in range(len(row))]
    return out


@dataclass
class Upright:
    """An upright phone's hand: cards ``cw`` wide the whole hand long (the size the deal's rows
    allow), as many rows as the cards need, the rows spread over the room kept for the deal."""

    cw: float
    ch: float
    gap: float  # the deal's rows: each back row shows its index whole, a lifted card too

    @classmethod
    def for_deal(cls, w: float, room: int, max_w: float, ratio: float, pop: float = PHONE_POP) -> Upright:
        cw = max_w  # (three rows of the deal, the cards as large as that allows down to MIN_W; a
        while cw > MIN_W and rows_for(room, tap_per(w, cw)) > 3:  # narrower phone takes a fourth row)
            cw -= 1
        if rows_for(room, tap_per(w, cw)) > 3:
            cw = max_w
        ch = cw * ratio
        return cls(cw, ch, row_gap(cw, ch, lift=pop))

    def height(self, room: int, w: float, lift: float) -> float:
        rows = rows_for(room, tap_per(w, self.cw))
        return lift + (rows - 1) * self.gap + self.ch + 4

    def fitted(self, area: Rect, room: int, lift: float) -> Upright:
        """Smaller cards when the table gave less height than asked (never larger ones), each row's gap keeping
        its lift over the index behind whole (pt30 #1: the hand asks the height of a 10 px lift, the felt keeps
        the middle's two lines; the cards give a few px for the 16 px lift)."""
        up, pop = self, self.gap - index_h(self.cw, self.ch)
        while up.height(room, area.w, lift) > area.h + 0.5 and up.cw > self.cw * 0.3:
            cw = up.cw - 0.5
            up = Upright(cw, cw * self.ch / self.cw, row_gap(cw, cw * self.ch / self.cw, lift=pop))
        return up

    def grown(self, area: Rect, rows: list[list[int]], lift: float) -> float:
        """How much larger the cards may be with fewer rows than the deal's: as the free height and
        the longest row's width allow, up to ``GROW_MAX`` (pt11 D4: an empty band over a short hand).
        Chosen as the rows are cut, then only by clear steps, so a card keeps its size as others leave."""
        longest = max((len(r) for r in rows), default=1)
        by_w = area.w / (self.cw * (1 + 0.62 * (longest - 1)))
        by_h = (area.h - lift - 4) / (self.ch + self.gap * (len(rows) - 1))
        return max(1.0, min(GROW_MAX, by_w, by_h))

    def best_rows(self, area: Rect, n: int, least: int, most: int) -> int:
        """The rows for ``n`` cards: as few as hold them, or more (up to the deal's) where that makes
        the cards clearly larger (ten cards: two rows of five, not one of ten slices)."""
        best, got = least, 0.0
        for r in range(least, max(least, most) + 1):
            k = self.grown(area, balanced(list(range(n)), r, True), row_lift(r))
            if k > got + 0.05:
                best, got = r, k
        return best

    def spread(self, area: Rect, rows: int, lift: float) -> float:
        """Fewer rows than the deal's take more of the room: up to 4/5 of each back card shows."""
        if rows <= 1:
            return 0.0
        room = (area.h - lift - 4 - self.ch) / (rows - 1)
        return max(self.gap, min(room, self.ch * 0.8))


@dataclass
class Glide:
    """Where each card of the hand is drawn: at its place, or on its way there after the hand changed
    (the rest closing up as cards leave, a card crossing to another row), eased over ``GLIDE_S``."""

    at: dict[str, tuple[Rect, Rect, float]] = field(default_factory=dict)  # key: (from, to, since)

    @staticmethod
    def _mix(a: Rect, b: Rect, e: float) -> Rect:
        return Rect(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e, a.w + (b.w - a.w) * e, a.h + (b.h - a.h) * e)

    def _now(self, key: str, now: float) -> Rect | None:
        got = self.at.get(key)
        if got is None:
            return None
        frm, to, t0 = got
        return self._mix(frm, to, ease_out(min(1.0, max(0.0, (now - t0) / GLIDE_S))))

    def place(self, targets: dict[str, Rect], now: float) -> dict[str, Rect]:
        """Each key's rect now, given where it belongs; a new card shows at its place at once."""
        out = {}
        for key, to in targets.items():
            got = self.at.get(key)
            if got is None or now < got[2]:  # (a new card; or the clock went back: a new table)
                self.at[key] = (to, to, now - GLIDE_S)
            elif max(abs(got[1].x - to.x), abs(got[1].y - to.y), abs(got[1].w - to.w)) > 0.5:
                self.at[key] = (self._now(key, now) or to, to, now)
            out[key] = self._now(key, now) or to
        self.at = {k: v for k, v in self.at.items() if k in targets}
        return out

    def moving(self, now: float) -> bool:
        return any(now - t0 < GLIDE_S for _f, _t, t0 in self.at.values())

    def clear(self) -> None:
        self.at = {}


@dataclass
class Shown:
    """Which card the hand shows for each card the engine holds (play-test 8 D3: a raised 7♦ was
    played, and 7♣ left the hand). Suits never matter to the rules (gouji.md §4), so a play names
    ranks and the engine takes the lowest ids; here the cards raised are the ones that leave, and the
    hand shows the others. ``alias``: engine id -> the id shown for it (only where they differ)."""

    alias: dict[int, int] = field(default_factory=dict)
    raised: list[int] = field(default_factory=list)  # the cards of the play button last offered

    def show(self, hand: list[int]) -> list[int]:
        return [self.alias.get(c, c) for c in hand]

    def played(self, cards: list[int], hand_after: list[int]) -> list[int]:
        """The viewer played ``cards`` (engine ids) and now holds ``hand_after``: the cards shown
        leaving (the raised ones, when they are that play) and the shown hand kept for the rest."""
        shown = self.show(hand_after + cards)
        raised = self.raised
        self.raised = []
        if not (len(set(raised)) == len(raised) and set(raised) <= set(shown)
                and Counter(VALUE[c] for c in raised) == Counter(VALUE[c] for c in cards)):
            raised = [self.alias.get(c, c) for c in cards]
        left = [c for c in shown if c not in set(raised)]
        if Counter(VALUE[c] for c in left) != Counter(VALUE[c] for c in hand_after):
            return raised  # (a hand out of step with its events: shown as the engine holds it)
        alias: dict[int, int] = {}
        for v in {VALUE[c] for c in hand_after}:
            held = sorted(c for c in hand_after if VALUE[c] == v)
            free = sorted(c for c in left if VALUE[c] == v and c not in held)
            for c in held:
                if c not in left:  # (the same card where it can be, another of its rank where not)
                    alias[c] = free.pop(0)
        self.alias = alias
        return raised

    def clear(self) -> None:
        self.alias, self.raised = {}, []


class GoujiHand(GameUI):
    """The table's hooks for a hand of the game's own (plugin.GameUI): laid out by table.py's fans on
    a laptop and a phone on its side, by ``Upright`` rows on an upright phone; drawn gliding."""

    max_card_w = 62.0
    card_ratio = 1.42
    tuoguan: Tuoguan
    received: dict[int, str]
    peek_at: float  # 上一轮's panel opened then (< 0: closed; prev.py)
    by_sets: bool

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.sweeper = Sweep()  # a finger run along the hand
        self.rows = Rows()  # an upright phone's rows, kept as cards leave
        self.glide = Glide()  # the hand closing up
        self.shown = Shown()  # the cards raised are the cards played
        self.drawn: dict[int, Rect] = {}  # each card of the hand as last drawn (a play flies from there)
        self.drawn_key: tuple[Any, ...] = ()  # the selection and hand last drawn (``hand_moving``), and when
        self.drawn_at = -100.0
        self.phase_seen = ""  # the phase last drawn: the play begins with nothing raised (pt29 #5: a card picked
        # then dropped at 还贡 stood raised at the first turn, one tap from being played)

    def _hand_key(self) -> tuple[Any, ...]:
        return tuple(self.table.selected), tuple(self.table.view().get("hand") or [])

    def hand_moving(self, now: float) -> bool:
        """A card of the hand glides, or is about to: the selection or the hand changed since it was
        drawn (the frames must come before the glide starts: pt9 saw a lift drawn only at the next
        mouse move)."""
        # (only while the hand is being drawn: under the sheet or a curtain it is not, and a table
        # standing still must ask for no frames)
        return self.glide.moving(now) or (now - self.drawn_at < 1.0 and self._hand_key() != self.drawn_key)

    def own_plays(self, events: list[JSON], now: float) -> list[JSON]:
        """The events with the viewer's plays naming the cards shown leaving (``Shown``); as they
        are when a table is restored (no card was raised then)."""
        me = self.table.viewer
        if now < 0 or not isinstance(me, int):
            return events
        mine = [i for i, ev in enumerate(events) if ev.get("type") == "play" and ev.get("seat") == me]
        if not mine:
            return events
        out = list(events)
        hand = [int(c) for c in self.table.view().get("hand") or []]
        for i in mine:  # (the hand after each: what is held now and the batch's later plays)
            cards = [int(c) for c in events[i].get("cards") or []]
            after = hand + [int(c) for j in mine if j > i for c in events[j].get("cards") or []]
            out[i] = {**events[i], "cards": self.shown.played(cards, after)}
        return out

    def _fan(self, w: float, n: int, short: bool) -> Fan:
        """The hand's fan (table.py's policy: one row on a phone on its side, a laptop one or two)."""
        return hand_fan_for(w, n, short, self.max_card_w, self.card_ratio)

    def _upright(self) -> bool:
        lay = self.table.lay
        return lay is not None and lay.phone

    def hand_height(self, view: JSON, n: int, w: float, h: float, phone: bool) -> float | None:
        """As tall as the deal needs, till the hand's end: the bar above stays put (``hand_room``)."""
        room = max(n, hand_room(view))
        if phone:
            return Upright.for_deal(w, room, self.max_card_w, self.card_ratio, LIFT).height(room, w, LIFT)
        short = w > h and h < 600
        if not short and one_row_cw(w, room):
            return LAPTOP_POP + one_row_cw(w, room) * self.card_ratio + 4
        if not short and room > LAPTOP_ONE_ROW:  # a laptop's deal in two rows (``laptop_rects``)
            cw = laptop_cw(w)
            return 2 * (ROW_LIFT + LAPTOP_EXTRA) + LIFT + row_gap(cw, cw * self.card_ratio) + cw * self.card_ratio + 4
        return self._fan(w, room, short).height + (0.0 if short else ROW_LIFT + LAPTOP_EXTRA)

    def hand_rects(self, area: Rect, view: JSON, n: int) -> list[Rect]:
        lay = self.table.lay
        if self._upright():
            room = max(n, hand_room(view))
            up = Upright.for_deal(area.w, room, self.max_card_w, self.card_ratio).fitted(area, room, PHONE_POP)
            per = tap_per(area.w, up.cw)
            ids = [int(c["id"]) for c in self.hand(view)]
            if len(ids) != n:  # (a count other than the hand's: the deal's card size)
                rows = balanced(list(range(n)), rows_for(n, per), True)
                return upright_rects(area, rows, up.cw, up.ch, up.spread(area, len(rows), row_lift(len(rows))))
            most = rows_for(room, per)
            want = up.best_rows(area, n, rows_for(n, per), most)
            keep = len(self.rows.kept(ids))  # (fewer rows only for clearly larger cards: else every card moves)
            if up.grown(area, balanced(ids, want, True), row_lift(want)) >= self.rows.scale + REGROW or keep > most:
                keep = 0
            rows = self.rows.split(ids, want, per, True, keep)
            grow = up.grown(area, rows, row_lift(len(rows)))  # (in place, rows kept: only by a clear step)
            if not self.rows.scale or grow > self.rows.scale + REGROW:  # (every card moves as they grow: the
                self.rows.scale, self.rows.span = grow, max(len(r) for r in rows)  # rows centred again, pt17)
            k = self.rows.scale
            up = Upright(up.cw * k, up.ch * k, up.gap * k)
            return upright_rects(area, rows, up.cw, up.ch, up.spread(area, len(rows), row_lift(len(rows))),
                                 self.rows.span)
        short = lay is not None and lay.w > lay.h and lay.h < 600
        room = max(n, hand_room(view))
        if not short and one_row_cw(area.w, room):  # one row, as the rows below keep it (a gap closes from the right)
            ids = [int(c["id"]) for c in self.hand(view)]
            rows = [list(range(n))] if len(ids) != n else self.rows.split(ids, 1, room, keep=1)
            return laptop_rects(area, rows, one_row_cw(area.w, room), self.card_ratio, self.rows.span or room)
        if not short and max(n, hand_room(view)) > LAPTOP_ONE_ROW:
            ids = [int(c["id"]) for c in self.hand(view)]
            per = math.ceil(max(n, hand_room(view)) / 2)
            if len(ids) != n:
                return laptop_rects(area, balanced(list(range(n)), 1 if n <= LAPTOP_ONE_ROW else 2), laptop_cw(area.w),
                                    self.card_ratio, per if n > LAPTOP_ONE_ROW else 0)
            rows = self.rows.split(ids, 1 if n <= LAPTOP_ONE_ROW else 2, per, keep=2)  # (two rows kept: the same
            return laptop_rects(area, rows, laptop_cw(area.w), self.card_ratio, self.rows.span)  # cards; start, step)
        top = 0.0 if short else ROW_LIFT + LAPTOP_EXTRA
        return fit_hand(Rect(area.x, area.y + top, area.w, area.h - top), n, self._fan(area.w, n, short))

    def draw_hand(self, dl: DisplayList, area: Rect, view: JSON, now: float) -> None:
        cards = self.hand(view)
        if view.get("phase") == "play" != self.phase_seen:
            self.table.selected = []
        self.phase_seen = str(view.get("phase", ""))
        if not cards and view.get("phase") == "yudian":  # before the deal: whose call, large (pt20 090746: the
            for r in self.hand_rects(area, view, hand_room(view) - 2):  # (over the hand to come, face down where
                card_back(dl, r)  # it will lie, dimmed: pt22 "the laptop's lower third is empty before the deal")
                dl.rect(r, UNDEALT_DIM, None, 1.0, max(3.0, r.w * 0.09))  # (each its own: no band, no overlap shows)
            mine = self.table.viewer in self.table.client.people_to_act()  # prompt stood 6 s unseen on the empty
            title = pick(L["yudian_ask" if mine else "yudian_wait"], self.lang)  # table, read as bots deciding),
            big = max(13.0, min(30.0, area.h / 4))  # and why no cards show yet
            y = area.y + min(44.0, area.h / 3)
            dl.text(area.cx, y, title, fit_size(title, big, area.w - 24), th.GOLD if mine else th.PAPER_EDGE, "c", "b",
                    "s", area.w - 24)
            note = pick(L["before_deal"], self.lang)
            dl.text(area.cx, y + big * 0.7 + 14, note, fit_size(note, 15, area.w - 24), th.PAPER_EDGE, "c", "b", "a",
                    area.w - 24)
        place = (view.get("places_so_far") or {}).get(str(self.table.viewer))
        mates = view.get("team_hands") or {}
        if not cards and mates and place in PLACE_NAMES:  # gone out: the teammates' hands where it was
            self._draw_mates(dl, area, mates, pick(PLACE_NAMES[int(place)], self.lang))
        elif not cards and view.get("phase") == "play" and place in PLACE_NAMES:  # gone out: the place
            name = pick(PLACE_NAMES[int(place)], self.lang)  # stays where the hand was (pt9: 头科 went by)
            big = min(56.0, area.h - 16)
            tw = text_width(name, big * 0.5)
            seal(dl, area.cx - tw / 2 - 8, area.cy, pick(L["mark_first"], self.lang) if place == 1 else name[0], big)
            dl.text(area.cx - tw / 2 + big / 2, area.cy, name, big * 0.5, th.GOLD, "l", "b", "s")
        rects = self.hand_rects(area, view, len(cards))
        limit = self.select_limit(view)
        sel = set(self.table.selected)
        keys = [self.card_key(c) for c in cards]
        # a selected card is drawn lifted and hit where it shows: its index, lifted over the row
        # behind, is its own (with the unlifted rects' hits a tap there took the card behind: S37)
        lay = self.table.lay  # (an upright phone's rows once fewer than the deal's have room for it too)
        short = lay is not None and lay.w > lay.h and lay.h < 600
        roomy = lay is not None and (len(self.rows.rows) < 3 if lay.phone else not short)
        lift = LIFT + (ROW_LIFT if roomy else 0.0) + (LAPTOP_EXTRA if roomy and lay is not None and not lay.phone else 0.0)
        lift = PHONE_LIFT if self._upright() and not short else lift  # (the top row no higher than the hand's room: never on the bar)
        shown = [r.move(0, -raise_by(r, rects, lift, area)) if k in sel else r for k, r in zip(keys, rects, strict=False)]
        at = self.glide.place(dict(zip(keys, shown, strict=False)), now)  # (a lift glides up too)
        self.drawn_key, self.drawn_at = self._hand_key(), now
        self.drawn = {}
        for c, k, r, hr in zip(cards, keys, shown, fan_hits(shown), strict=False):
            g = at.get(k, r)
            self.drawn[int(c["id"])] = g
            whole = hr.w >= r.w * 0.8 and hr.h >= r.h * 0.75  # (its centre glyph shows whole; else its index
            card(dl, g, self.face(c), selected=k in sel, small=g.w < 34,  # alone: pt16 #1, "10/J/K run together")
                 index=hr.w if hr.w < r.w - 1 or hr.h < r.h - 1 else 0.0, glyph=whole)
            if k in sel:  # a raised card tinted whole, under its neighbours as it lies (pt24 #5: an outline drawn
                dl.rect(g, SEL_TINT, None, 1.0, max(3.0, g.w * 0.09))  # over them spilled onto the next card,
                # and a row's last card had the frame but no tint; 多乐: a selected card rises, tinted alike)
            if c["id"] in self.received:
                mark_received(dl, g, hr, self.received[c["id"]], self.lang)
            if limit != 0:
                dl.hit(f"card:{k}", hr, self.face(c).big)
        if self.tuoguan.on and not self.table.client.is_over() and place is None:  # over the action bar (托管 answers
            lay = self.table.lay  # every prompt, so it is empty): the hand keeps its room; none once the player is out
            # (nothing left for it to answer, pt40 #2: the bar stayed)
            keep = [h.rect for h in dl.hits if h.id == f"btn:{FFWD}"]  # 快进 stays in sight (play-test 3 D5)
            self.tuoguan.draw(dl, lay.buttons if lay is not None else area, self.lang, keep)

    def _draw_mates(self, dl: DisplayList, area: Rect, mates: JSON, place: str) -> None:
        """A seat that has gone out watches its teammates' hands (as 多乐 lets it; pt12): a row each,
        face up and small, named, in the place of its own hand."""
        row_h = min(86.0, (area.h - 4) / max(1, len(mates)))
        y = area.y + 2
        for key, ids in mates.items():
            cards = [{"id": int(c), "v": VALUE[int(c)]} for c in ids]
            label = pick(L["mates"], self.lang).format(place=place, name=self.table.seat_name(int(key)), n=len(cards))
            dl.text(area.x + 10, y + 8, label, fit_size(label, 12, area.w - 20), th.GOLD, "l", "b", "a", area.w - 20)
            ch = max(20.0, row_h - 20)
            cw = min(ch * 0.7, 44.0)
            step = min(cw + 2, (area.w - 20 - cw) / max(1, len(cards) - 1))
            for i, c in enumerate(cards):
                card(dl, Rect(area.x + 10 + i * step, y + 17, cw, ch), self.face(c), small=cw < 34,
                     index=step if step < cw - 1 else 0.0)
            y += row_h

    def pointer(self, kind: str, x: float, y: float, hit: str | None, view: JSON, now: float) -> bool:
        """Drag across the hand to select (or unselect) every card passed over, as with a finger
        run along a fan (ui/sweep.py); a press that stays on one card is a tap. Nothing under the tour (a press
        on a marked card said what its mark means over the tour's card)."""
        if self.table.modal():
            return False
        if kind == "down" and self.peek_at >= 0 and hit not in (PREV_HIT, OLDER_HIT):  # 上一轮 open: a press
            self.peek_at = -1.0  # anywhere else closes it, as the apps' panels do (pt26 #4: a tap on the table did not)
        if kind == "down" and hit is not None and hit.startswith(("btn:", "card:")):
            self.tuoguan.pressed_at = now  # a late answer is not a timeout
        got = self.received.get(int(hit[5:])) if kind == "down" and hit is not None and hit.startswith("card:") \
            and hit[5:].isdigit() else None
        if got is not None:  # a marked card pressed: what its mark means (pt15 D4: "the 付 badge is never explained")
            self.table.app.toast(marks_legend([got], self.lang), 3.0)
        return self.sweeper.pointer(kind, x, y, hit, self.table.selected, self.select_limit(view))
