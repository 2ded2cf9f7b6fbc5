"""What the 够级 table remembers and draws besides the view: each seat's play of this round (the view
keeps only the play to beat), cards moving between seats, the card counter, the hand's fan, the seat map
and hot-seat seat plans."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import Text, tx
from ....games.gouji.cards import VALUE, full_deck
from ... import theme as th
from ...draw import DisplayList, fit_size
from ...geom import Rect
from .stamps import Stamps

KEEP_ROUNDS = 4  # the rounds before the last one the 上一轮 panel can step back to
HOLD = 0.7  # seconds a won round of one or two plays stays as it was (the bots wait) so it is read; its
HOLD_PER = 0.2  # winning play stood through five passes already (1.0, 0.25, 1.75 till pt40, pace 6: a hand 5-8 min).
HOLD_MAX = 1.3  # Each play more holds it HOLD_PER longer, up to HOLD_MAX (a round of five plays is more to
# read than a single beaten once; the winner's lead waits the bots' delay too)
LONE_HOLD = 0.4  # a round of a lone lead that everybody passed: read already, through the passes (pt12: such a
# round took 4-5 s at 中)
HOLD_BIG = 0.5  # a round with a 够级 play in it is held this much longer (pt9 D2: five 10s beaten by 2JJJJ,
# the round taken and the next lead, all within one 4 s glance; 1.0 s till pt15: the lead came 2.9 s after the
# round was taken, the next lead's delay no longer added on top: pace.left)
HOLD_BEATEN = 0.6  # a round that beat the player's play is held this much longer (pt25 #1: "the play that beat
# me is gone before I look"; 多乐 holds the winning play a beat)
FADE = 0.5  # then it dims, and stays on the table, every play of it, until the next round's first play
# lands (play-test 4: at 快 a taken round left the table within ~1 s, so who played what went unread)
TAKEN_ALPHA = 0.8  # the round taken, dimmed: its winner's play (ringed) ...
EARLIER_ALPHA = 0.4  # a seat's play of an earlier round, till it acts again: fainter than this round's passed plays
HELD_OTHERS = 0.7  # the round taken's other plays while it is held: its winner's stands out (pt25 #2)
OTHERS_ALPHA = 0.55  # ... and the others' (play-test 3 D2: at full strength they read as this round's)
INDEX_STEP = 20.0  # a played card's strip, when the box has room: its index (10 too) reads at 11 px
SIDE_MIN = 150.0  # a corner seat's box at least this wide (a long play's strips stay readable)
SIDE_DROP = 22.0  # a side seat's play this far below the row under the badges across the top (pt22 #3)
MID_KEEP = 48.0  # at most: the middle between the sides' plays and the viewer's keeps this much
SIDE_WORD = 6.0  # a side seat's play starts this far off the table's edge, at its badge (pt22 #3: 74 px off it, under
# the corner seat's play, it read as that seat's; the seat's 过 goes beside its cards then: center.off_cards)
COUNTER_VALUES = tuple(range(3, 18))  # 3 .. A, 2, 小王, 大王
GLOW_S = 0.9  # the newest play glows this long once landed: what just happened reads at a glance (pt10 D5)


@dataclass
class RoundPlays:
    """The round (trick) on the table: each seat's latest play in it (``plays``: a seat's newer play
    replaces its older one, never piled on it), "pass"/"yield" for a seat that passed; kept from the
    events. A won round (``last``) stays whole for ``HOLD``, then only its winner's play, until the
    next round's first play.

    Fed every event of the hand (also when a table is restored), so it always matches the position."""

    plays: dict[int, list[int]] = field(default_factory=dict)
    passes: dict[int, str] = field(default_factory=dict)
    last: dict[int, list[int]] = field(default_factory=dict)  # the round just won, while it shows
    hold: float = HOLD  # how long it is held whole (``hold_for``)
    winner: int = -1  # who won it
    won_at: float = -100.0
    lands: dict[int, float] = field(default_factory=dict)  # a play flying in from its seat lands then
    prev: dict[int, list[int]] = field(default_factory=dict)  # the round taken last (上一轮), kept
    prev_winner: int = -1  # to be looked at after it left the table (prev.py)
    big: bool = False  # a 够级 play in this round (held longer once taken: ``HOLD_BIG``)
    viewer: int | None = None  # the player: a round that beat their play is held longer (``HOLD_BEATEN``)
    last_passes: dict[int, str] = field(default_factory=dict)  # the round taken's 过/让, shown with it (pt11 073:
    # "你 赢得这一轮" and bare seats: who passed on it went with the round)
    taken: list[tuple[dict[int, list[int]], int]] = field(default_factory=list)  # the hand's rounds taken
    # before it (newest last, ``KEEP_ROUNDS`` at most): several can pass between a player's turns
    seq: list[tuple[int, list[int]]] = field(default_factory=list)  # every play of the round in order (pt22 #4:
    prev_seq: list[tuple[int, list[int]]] = field(default_factory=list)  # 上一轮 showed each seat's last
    taken_seq: list[list[tuple[int, list[int]]]] = field(default_factory=list)  # alone, JJJ and QQQ missing)
    earlier: dict[int, list[int]] = field(default_factory=dict)  # a seat's play of an earlier round, kept (dim) in
    # front of it till it acts again (pt23 #1: "each seat's cards are cleared at the end of a trick", as 多乐 keeps them)
    stamps: Stamps = field(default_factory=Stamps)  # what each seat did this hand, on its plate (stamps.py)

    def landing(self, now: float) -> set[int]:
        """The seats whose latest play is still in the air (drawn in its box once it lands)."""
        return {s for s, t in self.lands.items() if t > now}

    def feed(self, ev: JSON, now: float) -> None:
        ty = ev.get("type")
        seat = ev.get("seat")
        self.stamps.feed(ev)
        if ty == "play" and isinstance(seat, int):
            if self.plays:  # the new round's second play: the old one has left the table (``shown_last``:
                self.last, self.winner, self.last_passes = {}, -1, {}  # it shows till the first lands)
            self.plays[seat] = [int(c) for c in ev.get("cards") or []]
            self.seq.append((seat, self.plays[seat]))
            self.passes.pop(seat, None)
            self.earlier.pop(seat, None)
            self.big = self.big or bool(ev.get("gouji"))
        elif ty in ("pass", "final_pass", "yield") and isinstance(seat, int):  # (its earlier play stays till it
            self.passes[seat] = "yield" if ty == "yield" else "pass"  # plays again, pt28 #1: a whole round of
            # passes left the table bare and the player's wait unreadable)
        elif ty == "trick_won":  # (a lone lead, everybody passed: it stood through their passes, ``LONE_HOLD``)
            held = LONE_HOLD if len(self.plays) == 1 and not self.big else \
                hold_for(len(self.plays)) + (HOLD_BIG if self.big else 0.0)  # (a 够级's: held, pt9 D2)
            beaten = self.viewer in self.plays and self.viewer != seat  # (the player's play beaten: what beat it
            self.last, self.won_at, self.hold = self.plays, now, held + (HOLD_BEATEN if beaten else 0.0)  # is read)
            self.earlier = {**self.earlier, **self.plays}
            self.big = False
            self.winner = seat if isinstance(seat, int) else -1
            if self.prev:
                self.taken = [*self.taken, (self.prev, self.prev_winner)][-KEEP_ROUNDS:]
                self.taken_seq = [*self.taken_seq, self.prev_seq][-KEEP_ROUNDS:]
            self.prev, self.prev_winner, self.prev_seq, self.seq = self.plays, self.winner, self.seq, []
            self.plays, self.passes, self.last_passes = {}, {}, self.passes
        elif ty == "redeal":  # (the hand's last plays stay under the sheet, and in the replay's last step)
            self.clear()

    def round_back(self, k: int) -> tuple[dict[int, list[int]], int]:
        """The round taken ``k`` rounds before the last (0: the last), and its winner."""
        if k <= 0:
            return self.prev, self.prev_winner
        return self.taken[-k] if k <= len(self.taken) else ({}, -1)

    def seq_back(self, k: int) -> list[tuple[int, list[int]]]:
        """Every play of that round in the order made (``round_back``'s)."""
        if k <= 0:
            return self.prev_seq
        return self.taken_seq[-k] if k <= len(self.taken_seq) else []

    def clear(self) -> None:
        self.plays, self.passes, self.last, self.won_at, self.lands, self.big = {}, {}, {}, -100.0, {}, False
        self.last_passes = {}
        self.winner = self.prev_winner = -1
        self.prev, self.taken = {}, []
        self.seq, self.prev_seq, self.taken_seq, self.earlier, self.stamps = [], [], [], {}, Stamps()

    def shown_last(self, now: float) -> dict[int, list[int]]:
        """The round taken, while it is on the table: until the next round's first play lands."""
        if not self.last or self.passes or any(t <= now for s, t in self.lands.items() if s in self.plays) \
                or any(s not in self.lands for s in self.plays):
            return {}
        return self.last

    def fading(self, now: float) -> float:
        """How strongly the won round shows: 1 while it is read (``hold``), then down to its dimmed
        strength over ``FADE`` (1 for the winner's play, 0 for the others': ``taken_alpha``)."""
        age = now - self.won_at
        if not self.last or age < 0:
            return 0.0
        return 1.0 if age < self.hold else max(0.0, 1.0 - (age - self.hold) / FADE)

    def taken_alpha(self, seat: int, now: float) -> float:
        """A play of the round taken: its winner's whole while held, the others' half-dimmed at once (pt25 #2:
        beside the winner's they read as live plays to beat), then dimmed (its winner's less)."""
        floor = TAKEN_ALPHA if seat == self.winner else OTHERS_ALPHA
        return floor + ((1.0 if seat == self.winner else HELD_OTHERS) - floor) * self.fading(now)

    def alpha(self, seat: int, now: float, taken: bool, owner: int) -> float:
        """How strongly a seat's play shows: the round taken's as it fades; an earlier round's faint; one played,
        then passed, dimmed (pt9 138: a 过 beside a card from earlier in the round read as both); else whole."""
        if seat not in self.plays:
            return self.taken_alpha(seat, now) if taken else EARLIER_ALPHA
        return OTHERS_ALPHA if seat in self.passes and seat != owner else 1.0

    def newest(self, now: float) -> tuple[int, float] | None:
        """The seat whose play landed last, and how far into its glow (``GLOW_S``); None once it is over."""
        seat, t = max(((s, t) for s, t in self.lands.items() if s in self.plays), key=lambda st: st[1], default=(-1, -1e9))
        return (seat, now - t) if 0 <= now - t < GLOW_S else None

    def settling(self, now: float) -> bool:
        """The round taken is held or dimming (frames are drawn); then it stands still."""
        return (bool(self.last) and 0 <= now - self.won_at <= self.hold + FADE) or self.newest(now) is not None

    def holding(self, now: float) -> bool:
        """The won round is being read: the bots wait."""
        return bool(self.last) and not self.plays and 0 <= now - self.won_at < self.hold


def glow(dl: DisplayList, rects: list[Rect], age: float) -> None:
    """The newest play's glow: a gold halo round its cards, fading over ``GLOW_S``."""
    if not rects:
        return
    a = max(0.0, 1.0 - age / GLOW_S)
    r = Rect(rects[0].x, min(c.y for c in rects), rects[-1].r - rects[0].x, max(c.b for c in rects) - min(c.y for c in rects))
    dl.alpha(a)
    dl.rect(r.inset(-7), "rgba(236,196,110,0.22)", None, 1.0, 10)
    dl.rect(r.inset(-4), None, th.GOLD, 3.0, 8)
    dl.alpha(1.0)


def hold_for(plays: int) -> float:
    """How long a round of ``plays`` plays is held whole once taken (``HOLD``, ``HOLD_PER``)."""
    return min(HOLD_MAX, HOLD + HOLD_PER * max(0, plays - 2))


def pass_is_yield(view: JSON, seat: int) -> bool:
    """A pass by ``seat`` now is a 让牌 (rules 7.4): it is the opposite of the play to beat, not
    in 四户乱缠, the opposite keeps a last word (option), and someone after it still acts before the
    turn would come back to the play's owner. Otherwise it is final: 过."""
    owner = view.get("owner", -1)
    opts = view.get("options") or {}
    # as the engine names it (tricks._pass): once the last word (扣牌) is used, or while the
    # 革命 duel is answered, a pass is a 过
    if not isinstance(owner, int) or owner < 0 or (owner + 3) % 6 != seat or view.get("chaos") \
            or not opts.get("opposite_last_word", True) or view.get("last_word_used") \
            or view.get("duel") == "answer":
        return False
    finished = set(view.get("finished") or [])
    passed = view.get("passed") or [False] * 6
    rev = view.get("revolutionary", -1)
    s = seat
    for _ in range(6):
        s = (s + 1) % 6
        if s == owner:
            return False
        if s not in finished and not (s == rev and view.get("rev_dead")) and not passed[s]:
            return True
    return False


def cards_out(view: JSON) -> dict[int, int]:
    """How many cards of each rank (3..大王) are still out: in the deck, not played this hand and not in
    the viewer's hand. Public information plus the viewer's own cards, nothing else."""
    opts = view.get("options") or {}
    left = dict.fromkeys(COUNTER_VALUES, 0)
    for c in full_deck(int(opts.get("fours_removed", 8))):
        left[VALUE[c]] += 1
    for c in list(view.get("pile") or []) + list(view.get("hand") or []):
        left[VALUE[int(c)]] -= 1
    return left


def hand_room(view: JSON) -> int:
    """The cards the hand area is laid out for, the whole hand long: a deal and a card or two bought
    or given as tribute. The area (so the action bar above it) never moves as the hand shrinks."""
    opts = view.get("options") or {}
    return len(full_deck(int(opts.get("fours_removed", 8)))) // 6 + 2


def play_boxes(seats: dict[int, Rect], viewer: int | None, body: Rect, mode: str, ch: float) -> dict[int, Rect]:
    """Where each seat's play of the round goes: a box in front of the seat, inside ``body`` (the
    table's middle), no two boxes overlapping, each ``ch`` + 6 high. ``mode``: ``around`` (a
    laptop: the seats across the top get a row under them, the two at the sides a row below that,
    the viewer the bottom), ``rows`` (a phone: every seat in a row above the table; their plays in
    two staggered rows so each box is twice a badge wide), ``line`` (a phone on its side: one row
    under the badges, the viewer's play in a second row)."""
    bh = ch + 6
    out: dict[int, Rect] = {}
    order = sorted(seats, key=lambda s: seats[s].cx)
    if mode == "around":
        tops = [s for s in order if seats[s].b <= body.y + 1]
        sides = [s for s in order if s not in tops]
        y = body.y + 4
        if tops:  # each under its badge, as wide as a share of the row (clipped by the table)
            w = body.w / len(tops) - 6  # (centred under it, pt22 #3: a corner seat's box clipped by the
            for s in tops:  # table's edge went on the other way; its play lay off its badge, over the side's)
                half = min(w / 2, seats[s].cx - body.x - 3, body.r - 3 - seats[s].cx)
                half = max(half, min(w / 2, SIDE_MIN / 2))
                x0, x1 = max(body.x + 3, seats[s].cx - half), min(body.r - 3, seats[s].cx + half)
                out[s] = Rect(x0, y, x1 - x0, bh)
            y += bh + max(6.0, min(SIDE_DROP, body.b - 2 * bh - MID_KEEP - y - bh))  # (the sides' plays a clear
            # row lower, not read as the corner seat's; the middle keeps its two lines: 轮到你 and 管 X, pt23 152421)
        side_w = body.w * 0.38 - 64.0  # (as wide as before SIDE_WORD moved it to the edge: off the seat map)
        for s in sides:  # beside its badge, level with it when the table is tall enough; the
            # badge's word (过, 让) at the table's edge before it (center.word_spot)
            left = seats[s].cx < body.cx
            sy = max(y, min(seats[s].cy - bh / 2, body.b - 2 * bh - 10))
            out[s] = Rect(body.x + SIDE_WORD if left else body.r - side_w - SIDE_WORD, sy, side_w, bh)
    else:
        rows = [order] if mode == "line" or len(order) < 4 else [order[0::2], order[1::2]]
        y = body.y + 2
        for row in rows:
            for s in row:
                if mode == "line":  # under its own badge
                    x0, x1 = max(body.x, seats[s].x), min(body.r, seats[s].r)
                else:  # an equal share of the width, in the order of the badges
                    w = body.w / len(row)
                    x0 = body.x + row.index(s) * w
                    x1 = x0 + w
                out[s] = Rect(x0 + 3, y, max(0.0, x1 - x0 - 6), bh)
            y += bh + 4
    if viewer is not None:
        w = min(body.w - 6, 360.0 if mode != "line" else body.w / 3)
        out[viewer] = Rect(body.cx - w / 2, body.b - bh - 2, w, bh)
    return out


def play_rows_height(seats: dict[int, Rect], body: Rect, mode: str, ch: float) -> float:
    """How much of ``body`` from its top the other seats' play boxes take (``play_boxes``)."""
    boxes = play_boxes(seats, None, body, mode, ch)
    return max((r.b for r in boxes.values()), default=body.y) - body.y


def fan_rects(box: Rect, align: str, n: int, cw: float, ratio: float = 1.42) -> list[Rect]:
    """``n`` overlapping cards in a row inside ``box`` (aligned ``l``/``c``/``r``, vertically
    centred): each at most ``cw`` wide, narrower when a long play would need a step under 12 px;
    each strip at least ``INDEX_STEP`` wide while the box has room."""
    if n <= 0 or box.w <= 0:
        return []
    cw = max(4.0, min(cw, box.w, (box.h - 2) / ratio))
    if n > 1 and (box.w - cw) / (n - 1) < 12:
        cw = max(min(cw, 18.0), box.w - 12 * (n - 1))  # keep a readable strip per card first
    step = min(max(cw * 0.5, INDEX_STEP), (box.w - cw) / (n - 1)) if n > 1 else 0.0
    total = step * (n - 1) + cw
    x0 = box.x if align == "l" else (box.r - total if align == "r" else box.cx - total / 2)
    ch = cw * ratio
    return [Rect(x0 + i * step, box.cy - ch / 2, cw, ch) for i in range(n)]


@dataclass
class Fan:
    """A fanned, overlapping hand: ``rows`` flat rows of cards ``cw`` × ``ch``, a row ``row_gap``
    below the one before (the back row is the top one), each card's strip at least ``min_step`` wide."""

    rows: int
    cw: float
    ch: float
    row_gap: float
    min_step: float

    @property
    def height(self) -> float:
        """The hand area this fan needs: room for a lifted card above, and the rows."""
        return LIFT + (self.rows - 1) * self.row_gap + self.ch + 4


LIFT = 10.0  # a selected card rises this much (a row's gap keeps it clear of the index behind: ``row_gap``)
TAP_STEP = 28.0  # a phone's covered card: a fingertip's strip, its index whole (多乐够级: 28 px and up)
SHORT_CARD_W = 46.0  # a phone on its side: a row of 35 cards, a tighter overlap with larger faces (pt30 #1, 030332-ls-t1:
# 36 px cards read as 25x50 slivers; their index grows to ~16 px in a 23 px strip), the table the height its plays need
WIDE_CARD_W = 76.0  # a laptop (no log column with six seats): the whole width, cards a hand can read


def hand_fan_for(w: float, n: int, short: bool, max_w: float, ratio: float) -> Fan:
    """The hand's fan for a window: a phone on its side one row, a laptop one or two rows (an upright
    phone's rows: hand.Upright)."""
    if short:  # one row (the table needs the height), its strips as wide as the width allows, up to 28
        return fan_shape(w, n, SHORT_CARD_W, ratio, TAP_STEP, 0.0, max_rows=1)
    return fan_shape(w, n, WIDE_CARD_W, ratio, 20.0, 34.0)


def strip_step(w: float, per: int, cw: float, min_step: float) -> float:
    """The step between the cards of a row of ``per`` in a width ``w`` (``hand_fan``)."""
    return min(max(cw * 0.62, min_step), (w - cw) / (per - 1)) if per > 1 else cw


def index_h(cw: float, ch: float) -> float:
    """A card's corner index (rank and suit, as ``widgets.card`` draws them, at most half the card wide: a row's
    last card) from its top, and a margin."""
    return min(cw * 0.5 * 0.7, ch * 0.26) * 2.0 + 3


def row_gap(cw: float, ch: float, min_row: float = 0.0, lift: float = LIFT) -> float:
    """How far a row sits below the one behind it: the covered card's index whole even under a card
    lifted ``lift`` (play-test P22: a selected 9 hid the K, Q and both jokers behind it)."""
    return max(min_row, index_h(cw, ch) + lift)


def fan_shape(w: float, n: int, max_w: float, ratio: float, min_step: float, min_row: float,
              max_rows: int = 6) -> Fan:
    """The fan for ``n`` cards in a width ``w``: as few rows as keep every strip ``min_step`` wide
    (a tap target), cards as large as ``max_w``, each row showing at least ``min_row`` of the one
    behind it and the whole index (``row_gap``). When ``max_rows`` cannot, the strips give way."""
    rows, cw = 1, max_w
    for rows in range(1, max_rows + 1):
        per = math.ceil(max(1, n) / rows)
        cw = min(max_w, w - (per - 1) * min_step)
        if cw >= min(max_w, max(min_step, 0.75 * max_w)):
            break
    else:
        cw = max_w  # (the cards keep their size, the strips narrow: ``hand_fan``)
    ch = cw * ratio
    gap = row_gap(cw, ch, min_row) if rows > 1 else 0.0
    return Fan(rows, cw, ch, gap, min_step)


GROW = 1.35  # a shrinking hand's cards grow up to this much into the room kept for the deal


def fit_fan(fan: Fan, area: Rect, n: int) -> Fan:
    """The fan in the room the table gave: smaller cards when it gave less than asked; larger ones,
    up to ``GROW``, as the hand shrinks and leaves its kept room empty (a phone's rows of the deal;
    play-test: "dead space"), each row still in the width with every strip ``min_step`` wide and
    every index whole (``row_gap``)."""
    per = math.ceil(max(1, n) / fan.rows)
    ratio = fan.ch / fan.cw if fan.cw > 0 else 1.42

    def sized(cw: float) -> Fan:  # (the gap scales with the cards, and keeps every index whole)
        ch = cw * ratio
        gap = max(fan.row_gap * cw / fan.cw, row_gap(cw, ch)) if fan.rows > 1 else 0.0
        return Fan(fan.rows, cw, ch, gap, fan.min_step)

    top = fan.cw if n <= 0 else min(fan.cw * GROW, max(fan.cw, area.w - (per - 1) * fan.min_step))
    if sized(top).height <= area.h:
        return sized(top) if top > fan.cw else fan
    lo, hi = min(top, fan.cw) * 0.3, top  # the largest cards that fit the height
    for _ in range(24):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if sized(mid).height <= area.h else (lo, mid)
    return sized(lo)


def fit_hand(area: Rect, n: int, fan: Fan) -> list[Rect]:
    """The hand's ``n`` cards as the fan fitted to ``area`` lays them (``fit_fan``, ``hand_fan``)."""
    return hand_fan(area, n, fit_fan(fan, area, n))


def hand_fan(area: Rect, n: int, fan: Fan) -> list[Rect]:
    """The fan's ``n`` cards in ``area``, in draw order (a card's hit area is what later ones leave),
    each row flat (play-test L57: an arc's middle cards sat raised and read as selected)."""
    if n <= 0 or area.w <= 0:
        return []
    per = math.ceil(n / fan.rows)
    cw, ch = min(fan.cw, area.w), fan.ch
    out = []
    for i in range(n):
        row_i, col = divmod(i, per)
        in_row = min(per, n - row_i * per)
        step = strip_step(area.w, in_row, cw, fan.min_step) if in_row > 1 else 0.0
        total = step * (in_row - 1) + cw
        y = area.y + LIFT + row_i * fan.row_gap
        out.append(Rect(area.x + (area.w - total) / 2 + col * step, y, cw, ch))
    return out


def fan_hits(rects: list[Rect]) -> list[Rect]:
    """The part of each card a tap can reach: left of the next card in its row, above the cards
    of the next row that cover it. They never overlap."""
    rows: list[list[int]] = []
    for i, r in enumerate(rects):
        if i and r.x <= rects[i - 1].x:  # (a row of one card over a row starting where it does: a new row,
            rows.append([i])  # pt19 #2, the lone J♠ drawn without its rank, its tap spot 0 px wide)
        elif rows:
            rows[-1].append(i)
        else:
            rows.append([i])
    out = list(rects)
    for k, row in enumerate(rows):
        below = [rects[j] for j in rows[k + 1]] if k + 1 < len(rows) else []
        for pos, i in enumerate(row):
            r = rects[i]
            right = rects[row[pos + 1]].x if pos + 1 < len(row) else r.r
            bottom = min((b.y for b in below if b.x < right and b.r > r.x), default=r.b)
            out[i] = Rect(r.x, r.y, right - r.x, max(0.0, bottom - r.y))
    return out


# Hot-seat plans: where people sit for each number of people. Opposites are partners in 够级, and
# neighbours are rivals, so two friends choose whether they play together or against each other.
SEAT_PLANS: dict[int, list[tuple[Text, list[int]]]] = {
    2: [(tx("对家（同队）", "對家（同隊）", "Opposite (one team)"), [0, 3]),
        (tx("联邦（同队）", "聯邦（同隊）", "Partners side by side"), [0, 2]),
        (tx("上下家（对抗）", "上下家（對抗）", "Neighbours (rivals)"), [0, 1])],
    3: [(tx("一队三人", "一隊三人", "One team of three"), [0, 2, 4]),
        (tx("混编", "混編", "Mixed teams"), [0, 1, 3])],
    4: [(tx("二对二", "二對二", "Two against two"), [0, 1, 3, 4]),
        (tx("三对一", "三對一", "Three against one"), [0, 2, 4, 1])],
    5: [(tx("五人", "五人", "Five people"), [0, 1, 2, 3, 4])],
    6: [(tx("六人", "六人", "Six people"), [0, 1, 2, 3, 4, 5])],
}


def seat_plans(people: int) -> list[tuple[Text, list[int]]]:
    """The seat plans offered to ``people`` hot-seat players (the first is the default)."""
    return SEAT_PLANS.get(people, [(tx("", "", ""), list(range(max(0, min(people, 6)))))])


def draw_seat_map(dl: DisplayList, r: Rect, view: JSON, me: int, ring: Callable[[int], str]) -> None:
    """The six seats round a table: team colours, opposites joined, the turn ringed."""
    rad = r.w / 2 - 10
    pts = {}
    for s in range(6):
        ang = math.radians(90 - 60 * ((s - me) % 6))
        pts[s] = (r.cx + rad * math.cos(ang), r.cy + rad * math.sin(ang))
    for s in range(3):
        (x0, y0), (x1, y1) = pts[s], pts[s + 3]
        dl.line(x0, y0, x1, y1, "rgba(217,130,111,0.55)", 1.2)
    finished = view.get("finished") or []
    places = view.get("places_so_far") or {}
    turn = view.get("turn") if view.get("phase") == "play" else None
    for s, (x, y) in pts.items():
        fill = th.JADE if s % 2 == 0 else th.INDIGO
        if s in finished or s == view.get("revolutionary"):
            dl.alpha(0.45)
        dl.circle(x, y, 9.5, fill, th.GOLD if s == me else "rgba(244,236,220,0.7)", 2.0 if s == me else 1.0)
        label = str(places[str(s)]) if str(s) in places else ring(s)
        dl.text(x, y + 0.5, label, fit_size(label, 10, 17), th.WHITE, "c", "b")
        dl.alpha(1.0)
        if s == turn:
            dl.circle(x, y, 13, None, th.GOLD, 2.0)
