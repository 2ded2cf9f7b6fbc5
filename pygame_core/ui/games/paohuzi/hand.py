"""The 跑胡子 hand at the table: the viewer's cards in zipai columns (columns.py), a card lifted when
selected, played by a double tap or by dragging it up onto the table, moved between columns by a
drag or a tap, and put back in the sorted order by one tap (理牌); plus the small helpers every part
of the table speaks through (texts, names, glyphs)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.game import JSON
from ....core.i18n import pick
from ....games.paohuzi.cards import CODES, face
from ....games.paohuzi.claims import ANSWER_LABELS
from ... import theme as th
from ...draw import DisplayList
from ...geom import Rect
from ...plugin import GameUI, TableView
from ...tuoguan import Tuoguan
from ...widgets import CardFace
from .advice import feeds
from .batch import BatchMoments
from .columns import (
    MAX_COLUMNS,
    STORE_KEY,
    ColumnGeometry,
    auto_columns,
    card_columns,
    column_card,
    dump,
    geometry,
    load,
    move_card,
    needed_height,
    reconcile,
)
from .common import L, card_face, kind
from .ledger import fmt_pts
from .moments import FFWD_S, bot_hold
from .ready import draw_danger, draw_mark

DOUBLE_TAP_S = 0.8   # a second tap on the same card this soon plays it (mouse and touch alike;
                     # play-test: a click 0.6 s later put the card back down)
DRAG_UP = 24.0        # a card dragged this far above the hand is played
PEEK_LIFT = 8.0       # a card shown whole under the pointer stands this far out of its column
WIDE_COLUMNS = 12     # 理牌's columns on a wide table (a phone: columns.MAX_COLUMNS)


class HandPart(GameUI):
    """What of the table part is about the viewer's own cards."""
    show_hints: bool   # the 听牌 help shows (advice_part.py): a wide table's line lies over the hand's top

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self.moments = BatchMoments()
        self.skip_wins = False   # 跳到结算 pressed under 快进: no more wins shown this hand
        self.ffwd_hand = False   # 快进 ran this hand: its wins show as compact cards
        self.picked: str | None = None          # a card lifted to move (outside a discard)
        self.move_mode = False                  # the selected card goes to the next column tapped
        self._arranged = 0                      # bumped when the columns change by hand
        self._cols: tuple[Any, list[list[JSON]]] = (None, [])
        self._kept: tuple[Any, list[list[str]]] = (None, [])   # the free columns as last shown (hand, seat)
        self.drag: tuple[str, float, float, bool] | None = None  # a press on a card: key, start, moved
        self.drag_at: tuple[float, float] | None = None  # where the dragged card is now
        self._most: dict[Any, tuple[int, int]] = {}  # by seat: the most columns and cards a column, this hand
        self._pinned: tuple[Any, float] = (None, 0.0)   # the hand area's height this hand (hand_height)
        self._in_moment = False   # a 胡 moment shows: no buttons, no card hits
        self._hand_area = Rect(0, 0, 0, 0)
        self._sides = (Rect(0, 0, 0, 0), Rect(0, 0, 0, 0))   # beside the hand on a wide table
        self._last_tap: tuple[str, float] | None = None   # the last card tapped, when
        self._danger: tuple[Any, set[str]] = (None, set())
        self.ready_marks: set[str] = set()   # cards whose discard leaves the hand ready (听牌 on: ready.py)
        self.suggest: str | None = None   # the 听牌 panel's best discard: framed, never selected for the player
        self.sel_x: float | None = None
        self._hand_box = Rect(0, 0, 0, 0)   # a wide table's hand between its melds and discards   # the selected card's centre as drawn last
        self.tuoguan = Tuoguan()   # the table plays for the player (table.py, ui/tuoguan.py)

    # --- helpers -----------------------------------------------------------------------------
    def g(self, key: str, **kw: object) -> str:
        return pick(L[key], self.lang).format(**kw)

    def answer(self, kind: str) -> str:
        """The label of a claim answer (胡 碰 吃 过), from the rules' claim table."""
        return pick(ANSWER_LABELS[kind], self.lang)

    def name(self, seat: Any) -> str:
        return self.table.seat_name(int(seat)) if isinstance(seat, int) else "?"

    def glyph(self, code: str) -> str:
        return "王霸" if code == "*" else face(kind(code), self.lang)

    def group_text(self, cards: list[str]) -> str:
        return "".join(self.glyph(c) for c in cards)

    def num(self, n: int) -> str:
        return fmt_pts(int(n), self.lang)   # (every figure in whole points: fix-pzend, play-test 9 #2)

    # --- the hand in columns ----------------------------------------------------------------
    def _store_key(self, seat: int) -> list[int]:
        return [self.table.client.hand_no, seat]

    def free_columns(self, view: JSON) -> tuple[list[str], list[list[str]]]:
        """The seat's 坎 kinds and its free cards in columns (as arranged, or sorted)."""
        seat = view.get("seat")
        if not isinstance(seat, int):
            return [], []
        me = view["seats"][seat]
        free = list(me.get("hand") or []) + ["*"] * int(me.get("wilds") or 0)
        saved = load(self.table.app.storage.get(STORE_KEY), self._store_key(seat))
        kans = list(me.get("kans") or [])
        room = self._room(kans)
        key = (self.table.client.hand_no, seat, self._room([]))   # (a 坎 gone to a 跑 re-sorts nothing)
        if saved is None and self._kept[0] == key:   # the columns as they were: a claim or a discard moves
            saved = self._kept[1]   # no other card, a new one goes at the end, 理牌 re-sorts (play-test 20:
        cols = reconcile(saved, free, room) if saved is not None else auto_columns(free, room)   # "the card
        self._kept = (key, cols)   # under my finger moves")
        return kans, cols

    def _room(self, kans: list[str]) -> int:
        """How many free columns 理牌 may use: a phone's one row of 40 px columns, more on a wide table."""
        lay = self.table.lay
        return (MAX_COLUMNS if lay is None or lay.phone else WIDE_COLUMNS) - len(kans)

    def columns(self, view: JSON) -> list[list[JSON]]:
        key = (self.table.client.hand_no, self.table.client.version, view.get("seat"), self._arranged, self._room([]))
        if self._cols[0] != key:
            self._cols = (key, card_columns(*self.free_columns(view)))
        return self._cols[1]

    def hand(self, view: JSON) -> list[Any]:
        cards = [c for col in self.columns(view) for c in col]
        if view.get("seat") == self.table.viewer:
            return cards   # in the player's own columns
        # another seat's, in a row (the replay shows every hand): 坎 first, then in card order, as
        # players sort a hand (play-test: the columns flattened read 八 捌 壹 贰 柒)
        return sorted(cards, key=lambda c: (not c.get("kan"), CODES.index(c["code"])))

    def _geometry(self, area: Rect, view: JSON, phone: bool) -> ColumnGeometry | None:
        """The columns (and the slot for a new one while a card moves) in a hand area."""
        cols = self.columns(view)
        if not cols:
            return None
        # sized for the most columns and the deepest column this hand: fewer columns later do not
        # make bigger cards, so the hand never changes size between turns
        seen = self._most.get(view.get("seat"), (0, 0))
        most = (max(seen[0], len(cols)), max(seen[1], max(len(c) for c in cols)))
        self._most[view.get("seat")] = most
        # (托管's bar lies over the action bar, which it leaves empty: the cards keep their size, play-test
        if not self.own_apart():   # 18: a phone's hand shrank to ~20 px cards for it)
            return geometry(area, most[0], most[1], phone)
        # a wide table: the hand in the middle, the melds and discards beside it. The cards keep
        # the size the most columns had; the sides take what the columns now leave (play-test:
        # 150 px of melds in tiny tiles beside a hand row half empty)
        w = min(area.w, max(6, most[0]) * 66.0 + 8)
        g = geometry(Rect(area.cx - w / 2, area.y, w, area.h), most[0], most[1], phone)
        w = min(w, max(6, min(len(cols), g.per_row)) * g.pitch + 8)
        box = Rect(area.cx - w / 2, area.y, w, area.h)
        self._hand_box = box
        self._sides = (Rect(area.x, area.y + 4, box.x - area.x - 8, area.h - 8),
                       Rect(box.r + 8, area.y + 4, area.r - box.r - 8, area.h - 8))
        return replace(g, area=box)

    def danger(self, view: JSON) -> set[str]:
        """Hand cards a locked (revealed) hand wins on if discarded, while a discard is due."""
        seat = view.get("seat")
        if view.get("phase") != "discard" or not isinstance(seat, int) or view["seats"][seat].get("locked") or \
                not any(s.get("locked") for i, s in enumerate(view["seats"]) if i != seat):   # (a won hand never
            # discards again: no 炮 on it, play-test 27, 224447)
            return set()
        key = (self.table.client.hand_no, self.table.client.version, seat)
        if self._danger[0] != key:
            self._danger = (key, feeds(view, seat))
        return self._danger[1]

    def danger_held(self, view: JSON) -> bool:
        """A hand card carries the 炮 tag (_card): the prompt's 炮 words only then (play-test 38 #5,
        161156-h2-p: "标「炮」的牌" said while a locked seat waited on no card the player could discard)."""
        danger = self.danger(view)
        own = view["seats"][view["seat"]] if danger else {}   # (the view's own hand: a 坎 is never tagged)
        return any(c in danger and c not in (own.get("kans") or []) for c in own.get("hand") or [])

    def own_apart(self) -> bool:
        """A wide table (two seats in the top corners): the viewer's melds and discards sit beside
        the hand, which leaves the middle of the table to the others and the card in play."""
        lay = self.table.lay
        return lay is not None and not lay.phone and lay.band.w > 0

    # --- the hand: the game's own (the table's hooks) ---------------------------------------
    def hand_height(self, view: JSON, n: int, w: float, h: float, phone: bool) -> float | None:
        # asked first when the table lays out a frame, before the action bar: the moment's state
        # must be known by then, or the bar is sized for the wrong buttons
        self._sync_moment(self.table.app.now)
        # pinned for the hand at its first size: a deeper column (理牌), 托管's bar, a new column
        # fit inside with thinner strips, so the action bar never moves (play-test: 504 -> 462 -> 479)
        key = (view.get("seat"), self.table.client.hand_no, round(w), round(h), phone)
        if self._pinned[0] == key and not (phone and self.HAND_GIVES_BACK and self._row_gone(view, w)):
            return self._pinned[1]
        g = self._geometry(Rect(0, 0, w, 1e4), view, phone)
        if g is None:
            return 0.0
        self._pinned = (key, needed_height(g, self._most[view.get("seat")][0]))
        return self._pinned[1]

    def _row_gone(self, view: JSON, w: float) -> bool:
        """A phone's hand asks for less once the player has nothing to answer and holds nothing (the
        bar moves at a quiet moment, never under a finger): down from two rows of columns to one, the
        felt may take the room (play-test 5: ~200 px of empty felt between the buttons and the hand).
        It keeps the depth of its deepest column yet, so every strip stays a finger's 40 px."""
        seat = view.get("seat")
        most, cols = self._most.get(seat), self.columns(view)
        if most is None or not cols or seat in self.table.client.people_to_act() or self.table.selected \
                or self.drag is not None or self.picked is not None:
            return False
        # as deep as the hand's deepest column yet: its columns regroup and may deepen again, and a
        # shallower pin left a deeper column strips under a finger's 40 px (tests/ui/test_ui_layout)
        depth, room = most[1], Rect(0, 0, w, 1e4)
        then = geometry(room, most[0], most[1], True)
        now = geometry(room, len(cols), depth, True)
        n = len(cols) if -(-len(cols) // now.per_row) < -(-most[0] // then.per_row) else most[0]
        target = needed_height(geometry(room, n, depth, True), n)
        if target > self._pinned[1] - 30:   # (a few px: not worth a move)
            return False
        self._most[seat] = (n, depth)
        return True

    def hand_rects(self, area: Rect, view: JSON, n: int) -> list[Rect]:
        lay = self.table.lay
        g = self._geometry(area, view, lay is None or lay.phone)
        if g is None:
            return []
        out = []
        cols = self.columns(view)
        for i, col in enumerate(cols):
            cr = g.column_rect(i, len(cols))
            out += [g.card_rect(cr, j, len(col)) for j in range(len(col))]
        return out

    def pointer(self, kind: str, x: float, y: float, hit: str | None, view: JSON, now: float) -> bool:
        """A card dragged to another column (or to the new column's slot) moves there, dragged up
        onto the table while a discard is due it is played; a second quick tap on the selected card
        plays it (a 坎 card or a 王霸 says why not); a press that stays put is a tap (select it to discard, or pick it up to move)."""
        if kind == "down":
            key = hit.split(":")[-1] if hit and hit.startswith(("card:", "pz:pick:")) else None
            # whatever the first tap did (lift it, or put down a card lifted before): one rule
            if key is not None and hit is not None and self._last_tap is not None and self._last_tap[0] == key \
                    and now - self._last_tap[1] <= DOUBLE_TAP_S \
                    and (hit.startswith("card:") or self.select_limit(view) == 0):   # (no discard due: its
                self.picked = self.picked if self.select_limit(view) else None   # first tap lifted it, put down)
                self._discard_now(view, key, now, tapping=True)
                self.drag = None
                return False
            if key is not None:
                self._last_tap = (key, now)
            self.drag = (key, x, y, False) if key is not None and not self._in_moment else None
            return self.drag is not None
        if self.drag is None:
            return False
        key, x0, y0, moved = self.drag
        if kind == "move":
            moved = moved or abs(x - x0) + abs(y - y0) > 10
            self.drag = (key, x0, y0, moved)
            if moved:
                self.picked, self.drag_at = key, (x, y)
            return moved
        self.drag, self.drag_at = None, None
        if kind == "up" and moved:
            if hit and hit.startswith("pz:col:"):
                self.move_to(view, int(hit[7:]))
            elif y < self._hand_area.y - DRAG_UP:
                self._discard_now(view, key, now)
            self.picked = None
            self._changed()
        return False

    def _moving(self) -> str | None:
        """The card about to move: the one picked up, or the one selected after 移牌."""
        if self.picked is not None:
            return self.picked
        return self.table.selected[0] if self.move_mode and self.table.selected else None

    def move_to(self, view: JSON, dst: int) -> None:
        """Move the selected card to column ``dst`` (one past the last = a new column)."""
        key = self._moving()
        seat = view.get("seat")
        cols = self.columns(view)
        src = next((i for i, col in enumerate(cols) for c in col if c["id"] == key), None)
        self.picked = None
        self.move_mode = False
        self.table.selected = []
        if src is None or not isinstance(seat, int) or src == dst:
            return
        kans, free = self.free_columns(view)
        if cols[src][0]["kan"] or dst < len(kans):
            self.table.app.toast(self.g("kan_fixed"))
            return
        code = next(c["code"] for c in cols[src] if c["id"] == key)
        moved = move_card(free, src - len(kans), code, dst - len(kans))
        if moved is None:
            self.table.app.toast(self.g("col_full"))
            return
        self.table.app.storage.set(STORE_KEY, dump(self._store_key(seat), moved))
        self._arranged += 1

    def locked(self, view: JSON, c: JSON) -> bool:
        """A card the rules never let go: a 坎 card or a 王霸."""
        return bool(c.get("kan")) or c.get("code") == "*"

    def locked_why(self, c: JSON) -> str:
        return self.g("no_wild" if c.get("code") == "*" else "no_kan")

    def card_dim(self, view: JSON, card: Any) -> bool:
        return view.get("phase") == "discard" and isinstance(card, dict) and self.locked(view, card)

    def draw_hand(self, dl: DisplayList, area: Rect, view: JSON, now: float) -> None:
        """The hand in columns, 坎 first; while a card moves, every column (and a new one) is a target."""
        lay = self.table.lay
        g = self._geometry(area, view, lay is None or lay.phone)
        if g is None:
            return
        cols = self.columns(view)
        dl.hit("pz:tray", area)
        self._hand_area = area
        ids = {c["id"] for col in cols for c in col}
        if any(k not in ids for k in self.table.selected):   # a card played by a double tap is gone
            self.table.selected = [k for k in self.table.selected if k in ids]
        selectable = self.select_limit(view) != 0
        if not selectable and self.table.selected:   # a card raised at the discard (a 王霸 refused, then
            self.table.selected = []                 # the clock's discard) is put down (play-test 29 #5)
        # asked to answer (吃/碰/胡/过): no card lifted to move, its slot never over the answers (play-test 25
        # #1, 190310: "放到新的一列" over 吃/过 from a tap just after the clock's discard, the claim timed out)
        asked = not selectable and self.table.viewer in self.table.client.people_to_act() and self.drag is None
        if asked and (self.picked is not None or self.move_mode):
            self.picked, self.move_mode = None, False
        moving = self._moving()
        danger = self.danger(view)
        self.sel_x = None
        live = not self._in_moment and not self.table.client.is_over() and not asked   # (no moving at the sheet)
        ghost: tuple[Rect, JSON] | None = None
        peek, peeked = self._peek(), None
        framed = False   # (one card of the suggested kind)
        if moving and live:
            sr = g.slot_rect(lay.buttons if lay is not None else None)
            dl.rect(sr, "#3a3226", th.GOLD, 1.5, 8)   # opaque: over a phone's bar
            dl.text_in(sr, self.g("move_here"), 13, th.GOLD)
            dl.hit(f"pz:col:{len(cols)}", sr)
        # a lifted card and its column keep under a wide table's 听牌 line at the hand's top (play-test 12,
        room = area if not self.show_hints or lay is None or lay.phone else area.cut_top(HINT_CLEAR)[1]   # 059)
        for i, col in enumerate(cols):
            cr = g.column_rect(i, len(cols))
            if moving and live:
                dl.hit(f"pz:col:{i}", cr)
            # the cards over a lifted one rise with it, as far as the hand's area lets them (play-test 11,
            # 54: a lifted 八 covered the 六 above it in its column)
            up = next((lift_of(g.card_rect(cr, k, len(col)), room) for k, c in enumerate(col)
                       if c["id"] == moving or c["id"] in self.table.selected), 0.0)
            if up:
                up = max(0.0, min(up, g.card_rect(cr, 0, len(col)).y - room.y))
            below = False   # (the lifted card and the cards under it)
            for j, c in enumerate(col):
                r = g.card_rect(cr, j, len(col))
                sel = c["id"] == moving or c["id"] in self.table.selected   # lifted
                below = below or sel
                r = r if below else r.move(0, -up)
                if sel and self.drag_at is not None:  # dragged: it follows the finger, drawn last
                    ghost = (Rect(self.drag_at[0] - r.w / 2, self.drag_at[1] - g.strip / 2, r.w, r.h), c)
                    dl.rect(r, "rgba(244,236,220,0.12)", "rgba(244,236,220,0.4)", 1.0, 4)
                    continue
                lift = lift_of(r, room) if sel else 0.0   # (play-test 8: a 12 px lift read as small), but
                if sel and j > 0:   # never over most of the strip above (pt41, P10: a lifted 十 hid the 拾 over it)
                    lift = min(lift, up + g.strip * COVER)
                rr = r.move(0, -lift)
                self._card(dl, rr, g.strip if j < len(col) - 1 else rr.h, c, sel, view, danger)
                if c["code"] == self.suggest and not framed and not self.table.selected and not c.get("kan") \
                        and selectable:   # (till the player picks a card: play-test 21, it stayed on another's)
                    framed = True   # the suggestion highlighted, the play button never armed with it (play-test
                    dl.rect(rr.inset(-2), None, th.GOLD, 3.0, 6)   # 11: one quick tap played the game's choice)
                if c["id"] == peek and live and not moving:
                    peeked = (rr.move(0, -min(PEEK_LIFT, max(0.0, rr.y - room.y))), c, sel)
                if sel:
                    self.sel_x = rr.cx
                if moving or not (live or asked and not self._in_moment and not self.table.client.is_over()):
                    continue   # (moving: every tap names a column; asked: a card drags to another, play-test 35 #5)
                top = rr.y
                bottom = rr.b if j == len(col) - 1 else rr.y + g.strip
                hid = f"card:{c['id']}" if selectable else f"pz:pick:{c['id']}"
                dl.hit(hid, Rect(cr.x, top, cr.w, bottom - top + lift), self.face(c).big)
        if peeked is not None:   # the card under the pointer (or a finger's press) whole, over its column
            pr, c, sel = peeked
            dl.shadow(12, "rgba(20,16,12,0.5)", 0, 4)   # (no frame: gold frames the suggested card)
            dl.rect(pr, th.PAPER, None, 1.0, max(3.0, pr.w * 0.09))
            dl.shadow(0)
            self._card(dl, pr, pr.h, c, sel, view, danger)
        if ghost is not None:
            dl.alpha(0.9)
            column_card(dl, ghost[0], ghost[0].h, self.face(ghost[1]), True, False)
            dl.alpha(1.0)

    def _card(self, dl: DisplayList, r: Rect, strip: float, c: JSON, sel: bool, view: JSON, danger: set[str]) -> None:
        """A hand card in its column, ``strip`` of it showing, with its 炮 or 听 tag."""
        feeds = c["code"] in danger and not c.get("kan")
        mark = not feeds and c["code"] in self.ready_marks and not c.get("kan")
        column_card(dl, r, strip, self.face(c), False, self.card_dim(view, c), feeds or mark)
        if feeds:   # a locked hand wins on this card: shaded, tagged 炮
            draw_danger(dl, r, self.g("mark_danger"))
        elif mark:
            draw_mark(dl, r, self.g("mark_ready"))
        if sel:   # framed gold, never the 炮 card's red (play-test 30, 030020: 一 picked, 壹 under it tagged 炮
            rad = max(3.0, r.w * 0.09)   # read as picked too)
            dl.rect(r.inset(-2), None, SEL_GLOW, 4.0, rad + 2)
            dl.rect(r, None, th.GOLD, 3.5, rad)   # (thicker than the suggestion's frame, gone by now)

    def _peek(self) -> str | None:
        """The hand card a press rests on (before it moves or lifts), or on a laptop the one under
        the mouse: drawn whole over its column, so the player sees which card a click takes before
        letting go (play-test 28 #2: 柒 aimed at in its strip, 七 under it played). Its strip stays
        its target: what shows whole is what is under the pointer."""
        if self.drag is not None:
            return None if self.drag[3] else self.drag[0]
        lay, app = self.table.lay, self.table.app
        # (the page's App has them, the Shell protocol does not: a touch leaves its last hover behind)
        hover = getattr(app, "hover", None) if lay is not None and not lay.phone and not getattr(app, "held", False) \
            else None
        return hover.split(":")[-1] if isinstance(hover, str) and hover.startswith(("card:", "pz:pick:")) else None

    def face(self, c: Any) -> CardFace:
        code = str(c.get("code", "?")) if isinstance(c, dict) else str(c)
        return card_face(code, isinstance(c, dict) and bool(c.get("kan")), self.lang)

    def select_limit(self, view: JSON) -> int | None:
        return 1 if view.get("phase") == "discard" and self.table.viewer in view.get("to_act", []) else 0

    def _changed(self) -> None:
        """The buttons' labels changed: the table caches them by ``page`` among others."""
        self.page += 1

    def _sync_moment(self, now: float) -> None:
        """Whether a 胡 moment shows, known before the action bar is drawn (it is empty then)."""
        if self.table.fast():   # 快进: the sheet no longer waits for the callouts (play-test 6: it stopped at
            me = self.table.viewer   # every win), each win a short card (play-test 19 #2: all skipped unseen);
            own = frozenset(i for i, r in enumerate(self.table.view().get("records") or []) if r.get("seat") == me)
            self.moments.hurry(bot_hold(0.0), own)   # the player's own 胡 never cut: it waits for their tap
            self.moments.quicken(FFWD_S, me)   # or its full time (the lead's L1, session 34; play-test 36 #1)
            self.ffwd_hand = True   # (its cards still show after a batch of moves ran to the hand's end)
        elif not self.table.client.is_over():   # 正常速度 again: each win whole again
            self.ffwd_hand = self.skip_wins = False
        if self.skip_wins:   # 跳到结算 (or a tap on 快进's card): no more
            self.moments.lit.clear()
        # a menu or the log over the table: the moments wait for it (never expired unseen)
        self.moments.freeze(now, self.table.modal())
        showing = self.moments.current(now) is not None
        if showing != self._in_moment:
            self._in_moment = showing
            self._changed()

    def tray_tap(self, view: JSON) -> bool:
        """A tap on the hand while the player is asked to answer a card (its cards lift for no move then,
        a drag moves one): said why (play-test 32, 062111: a double click to discard did nothing, no word)."""
        if self.select_limit(view) == 0 and not self._in_moment and not self.table.client.is_over() and \
                self.table.viewer in self.table.client.people_to_act():
            self.table.app.toast(self.g("answer_first"))
            return True
        return False

    # --- playing a card without the button ------------------------------------------------------
    def _discard_now(self, view: JSON, key: str, now: float, tapping: bool = False) -> bool:
        """Discard the hand card ``key`` (a double tap, ``tapping``: its tap still to come, or a drag
        up); a 坎 card or a 王霸 is not sent, nor a card a locked hand wins on (it is selected)."""
        if self.select_limit(view) == 0:   # said why (play-test 32, 062111: a double tap in a claim did nothing)
            asked = self.table.viewer in self.table.client.people_to_act() and not self.table.client.is_over()
            self.table.app.toast(self.g("answer_first" if asked else "discard_not_now"))
            return False
        card = next((c for col in self.columns(view) for c in col if c["id"] == key), None)
        if card is None:
            return False
        if self.locked(view, card):   # the rules never let it go: said here, nothing sent
            self.table.app.toast(self.locked_why(card))
            return False
        if card["code"] in self.danger(view):   # a known 点炮 goes by its button only, which says so (play-
            self.table.selected = [] if tapping else [key]   # test 28: "nothing stops a 点炮 discard made
            # by drag"; a double tap's own tap, still to come, selects it)
            self._last_tap = None
            self.table.app.toast(self.g("feed_by_button", c=self.glyph(card["code"])))
            return False
        self.table.selected = []
        self._last_tap = None
        label = self.g("discard", c=self.glyph(card["code"]))
        return self.table.submit({"a": "discard", "card": card["code"]}, now, label=label)

    def sorted_already(self, view: JSON) -> bool:
        """The free columns are as 理牌 would put them (the button would change nothing)."""
        kans, free = self.free_columns(view)
        flat = [c for col in free for c in col]
        return free == auto_columns(flat, self._room(kans))

    def sort_hand(self, view: JSON) -> None:
        """理牌: the free cards back in the sorted columns (the arrangement stored for a reload)."""
        seat = view.get("seat")
        if not isinstance(seat, int):
            return
        kans, free = self.free_columns(view)
        cols = auto_columns([c for col in free for c in col], self._room(kans))
        self.table.app.storage.set(STORE_KEY, dump(self._store_key(seat), cols))
        self._arranged += 1
        self.picked, self.move_mode, self.table.selected = None, False, []
        self._changed()


HINT_CLEAR = 32.0   # a wide table's one-line 听牌 bubble at the hand's top (table.py draw_hand)


LIFT_MIN = 22.0   # a phone's ~60 px cards stood out ~15 px, unclear (play-test 30 #5, 030020)
COVER = 0.4   # a lifted card covers at most this much of the strip above it the column could not raise (pt41)
SEL_GLOW = "rgba(232,190,100,0.45)"


def lift_of(r: Rect, area: Rect) -> float:
    """How far a selected card stands out of its column: a quarter of its height (the apps'), 22-28 px,
    never above the hand's area."""
    return max(0.0, min(max(LIFT_MIN, min(28.0, r.h * 0.25)), r.y - area.y + 4))
