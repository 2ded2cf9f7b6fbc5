"""跑胡子 at the table: long zipai cards (小字 light, 大字 on darker paper, red cards red), each
seat's melds face up or down with their 胡息, rivers, the 聚宝盆 grids, claim choices offered
together, a 听牌 panel on request and a settlement sheet that shows how every score was made
(view JSON: games/paohuzi/VIEW.md)."""

from __future__ import annotations

from typing import Any

from ....core.game import JSON, Action
from ....core.i18n import pick, tx
from ....games.paohuzi.cards import face
from ....games.paohuzi.claims import ANSWER_LABELS, ANSWERS
from ....games.paohuzi.hints import ready_report
from ... import theme as th
from ...anim import Timeline, ease_out
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...plugin import Btn, GameUI, SeatInfo
from ...texts import you_form
from ...widgets import CardFace, card_back, paragraph
from . import counter
from .columns import (
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
from .common import (
    ANSWER_STYLE,
    L,
    bowl_grid,
    card_face,
    fmt_num,
    kind,
    mini_card,
)
from .log import log_line
from .melds import draw_melds, draw_river, split_strip
from .moments import SPLASH, Moments, draw_moment
from .sheet import draw_sheet


class PaohuziUI(GameUI):
    game_id = "paohuzi"
    max_card_w = 50.0

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.show_hints = False
        self._hints: tuple[Any, JSON | None] = (None, None)
        self.end_sel: int | None = None
        self.tl = Timeline()
        self.moments = Moments()
        self.show_counter: bool | None = None   # None: on when a bot sits at the table
        self.picked: str | None = None          # a card lifted to move (outside a discard)
        self.move_mode = False                  # the selected card goes to the next column tapped
        self._arranged = 0                      # bumped when the columns change by hand
        self._cols: tuple[Any, list[list[JSON]]] = (None, [])
        self.drag: tuple[str, float, float, bool] | None = None  # a press on a card: key, start, moved
        self.drag_at: tuple[float, float] | None = None  # where the dragged card is now
        self._most: dict[Any, tuple[int, int]] = {}  # by seat: the most columns and cards a column, this hand
        self._in_moment = False   # a 胡 moment shows: no buttons, no card hits

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
        return fmt_num(int(n), self.lang)

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
        return list(me.get("kans") or []), reconcile(saved, free) if saved is not None else auto_columns(free)

    def columns(self, view: JSON) -> list[list[JSON]]:
        key = (self.table.client.hand_no, self.table.client.version, view.get("seat"), self._arranged)
        if self._cols[0] != key:
            self._cols = (key, card_columns(*self.free_columns(view)))
        return self._cols[1]

    def hand(self, view: JSON) -> list[Any]:
        return [c for col in self.columns(view) for c in col]

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
        return geometry(area, most[0], most[1], phone)

    # --- the hand: the game's own (the table's hooks) ---------------------------------------
    def hand_height(self, view: JSON, n: int, w: float, h: float, phone: bool) -> float | None:
        # asked first when the table lays out a frame, before the action bar: the moment's state
        # must be known by then, or the bar is sized for the wrong buttons
        self._sync_moment(self.table.app.now)
        g = self._geometry(Rect(0, 0, w, 1e4), view, phone)
        return needed_height(g, self._most[view.get("seat")][0]) if g is not None else 0.0

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
        """A card dragged to another column (or to the new column's slot) moves there; a press that
        stays put is a tap (select it to discard, or pick it up to move)."""
        if kind == "down":
            key = hit.split(":")[-1] if hit and hit.startswith(("card:", "pz:pick:")) else None
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
        moving = self._moving()
        selectable = self.select_limit(view) != 0
        live = not self._in_moment
        ghost: tuple[Rect, JSON] | None = None
        if moving and live:
            sr = g.slot_rect()
            dl.rect(sr, "rgba(184,137,58,0.12)", th.GOLD, 1.5, 8)
            dl.text_in(sr, self.g("move_here"), 13, th.GOLD)
            dl.hit(f"pz:col:{len(cols)}", sr)
        for i, col in enumerate(cols):
            cr = g.column_rect(i, len(cols))
            if moving and live:
                dl.hit(f"pz:col:{i}", cr)
            for j, c in enumerate(col):
                r = g.card_rect(cr, j, len(col))
                sel = c["id"] == moving
                if sel and self.drag_at is not None:  # dragged: it follows the finger, drawn last
                    ghost = (Rect(self.drag_at[0] - r.w / 2, self.drag_at[1] - g.strip / 2, r.w, r.h), c)
                    dl.rect(r, "rgba(244,236,220,0.12)", "rgba(244,236,220,0.4)", 1.0, 4)
                    continue
                rr = r.move(0, -10) if sel else r
                column_card(dl, rr, g.strip if j < len(col) - 1 else rr.h, self.face(c), sel, self.card_dim(view, c))
                if moving or not live:   # every tap now names a column (its own: put the card back)
                    continue
                top = rr.y
                bottom = rr.b if j == len(col) - 1 else rr.y + g.strip
                hid = f"card:{c['id']}" if selectable else f"pz:pick:{c['id']}"
                dl.hit(hid, Rect(cr.x, top, cr.w, bottom - top + (10 if sel else 0)), self.face(c).big)
        if ghost is not None:
            dl.alpha(0.9)
            column_card(dl, ghost[0], ghost[0].h, self.face(ghost[1]), True, False)
            dl.alpha(1.0)

    def face(self, c: Any) -> CardFace:
        code = str(c.get("code", "?")) if isinstance(c, dict) else str(c)
        return card_face(code, isinstance(c, dict) and bool(c.get("kan")), self.lang)

    def select_limit(self, view: JSON) -> int | None:
        return 1 if view.get("phase") == "discard" and self.table.viewer in view.get("to_act", []) else 0

    def prompt_hint(self, view: JSON) -> str | None:
        ph = view.get("phase")
        if ph == "discard":
            return self.g("p_discard")
        if ph == "claim" and view.get("offer"):
            kinds = {a["a"] for a in view.get("legal", [])}
            verbs = [self.answer(k).split(" ")[0] for k in ANSWERS if k in kinds]
            sep = "、" if self.lang != "en" else " / "
            return f"{self.glyph(view['offer']['card'])}: {sep.join(verbs)}"
        if ph in ("selfhu", "opening"):
            return self.g("p_self")
        if ph == "light":
            return self.g("p_light")
        return None

    # --- seats and status --------------------------------------------------------------------
    def seat_info(self, view: JSON, seat: int) -> SeatInfo:
        s = view["seats"][seat]
        marks = []
        if view.get("dealer") == seat:
            marks.append(self.g("dealer"))
        if s.get("locked"):
            marks.append(self.g("locked"))
        if s.get("dead"):
            marks.append(self.g("dead"))
        lines = [self.g("huxi", n=s.get("shown_huxi", 0)), self.g("score", v=self.num(s.get("score", 0)))]
        return SeatInfo(s.get("concealed"), lines, marks)

    def status(self, view: JSON) -> list[str]:
        out = [self.g("pile", n=view.get("pile", 0))]
        if view.get("shown"):
            out.append(self.g("shown", c=self.glyph(view["shown"])))
        if view.get("decisive"):
            out.append(self.g("decisive"))
        out.append(self.g("hand_no", n=view.get("hand_no", 1)))
        return out

    # --- the centre --------------------------------------------------------------------------
    def _sync_moment(self, now: float) -> None:
        """Whether a 胡 moment shows, known before the action bar is drawn (it is empty then)."""
        showing = self.moments.current(now) is not None
        if showing != self._in_moment:
            self._in_moment = showing
            self._changed()

    def draw_center(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        self._sync_moment(now)
        lay = self.table.lay
        phone = lay.phone if lay else True
        band = lay.band if lay is not None and lay.band.w > 0 else None   # between the top-corner seats
        dl.rect(r, "rgba(20,16,12,0.16)", None, 1.0, 10)
        counter_r = None
        if band is not None and self.counter_on():
            counter_r = band
        elif band is not None:
            self._draw_head(dl, band.inset(6, 12), view)
        if band is None or counter_r is not None:
            head, r = r.cut_top(44.0 if phone or band is not None else 58.0)
            self._draw_head(dl, head.inset(6, 3), view)
        body = r
        if self.show_hints:
            rep = self._hint_report(view)
            n = len([o for o in rep["options"] if o["waits"]]) if rep and rep["mode"] == "discard" else 1
            panel_h = min(max(1, n) * 36.0 + 12, body.h * 0.45)
            hint_r, body = body.cut_bottom(panel_h)
            self._draw_hints(dl, hint_r.inset(6, 3), view)
        if counter_r is not None:
            counter.draw_counter(dl, self, counter_r.inset(0, 2), view)
        elif self.counter_on() and band is None and body.h > 150:
            cnt_r, body = body.cut_top(counter.height(body.w))
            counter.draw_counter(dl, self, cnt_r.inset(6, 2), view)
        seat = view.get("seat")
        viewer = seat if isinstance(seat, int) else 0
        order = [(viewer + 1) % 3, (viewer + 2) % 3, viewer]
        sh = body.h / 3
        for i, s in enumerate(order):
            self._draw_strip(dl, Rect(body.x + 4, body.y + i * sh + 1, body.w - 8, sh - 2), view, s, phone, now)

    def counter_on(self) -> bool:
        """The 记牌器: on by default against bots; switched by a person (never at a peer table)."""
        on, switch = self.counter_rule()
        return self.show_counter if self.show_counter is not None and switch else on

    def _draw_head(self, dl: DisplayList, r: Rect, view: JSON) -> None:
        off = view.get("offer")
        x = view.get("x")
        code = None
        label = ""
        if off:
            code = off["card"]
            label = self.g("from_draw" if off.get("draw") else "from_discard", name=self.name(off["src"]))
        elif x and view.get("phase") in ("selfhu", "light"):
            code = x.get("card")
            label = self.g("from_draw", name=self.name(view.get("actor")))
        if code is not None or label:
            ch = r.h
            cw = ch / 1.75
            cr = Rect(r.cx - cw / 2, r.y, cw, ch)
            if code is None:
                card_back(dl, cr)
            else:
                mini_card(dl, cr, code, self.lang)
            dl.text(cr.x - 8, r.cy, label, 13, th.PAPER, "r", "b", "a", r.w / 2 - cw / 2 - 10)
        if view.get("decisive"):
            dl.text(r.r, r.cy, self.g("decisive"), 13, th.GOLD, "r", "b", "s", r.w / 2 - r.h)
        sc = view.get("shown")
        if sc:
            sw = r.h / 1.75 * 0.8
            mini_card(dl, Rect(r.x, r.y + r.h * 0.1, sw, r.h * 0.8), sc, self.lang)
            dl.text(r.x + sw + 6, r.cy, pick(tx("亮张", "亮張", "shown"), self.lang), 11, th.PAPER, "l", "n", "a",
                    r.w / 2 - r.h - sw)

    def _draw_strip(self, dl: DisplayList, r: Rect, view: JSON, seat: int, phone: bool, now: float) -> None:
        s = view["seats"][seat]
        acting = seat in view.get("to_act", [])
        dl.rect(r, "rgba(244,236,220,0.10)" if not acting else "rgba(184,137,58,0.22)", None, 1.0, 8)
        # bowl grid and the seat's name / hu-xi on the left
        cell = max(7.0, min(14.0, (r.h - 14) / 3))
        bowl_grid(dl, r.x + 4, r.y + 4, cell, int(s.get("bowl", 0)), view.get("phase") == "light" and acting)
        # the cell that just lit glows for a moment (not at the hand's end: the table stands still)
        lit = None if self.table.client.is_over() else self.tl.get(f"light{seat}", now)
        if lit is not None:
            c = int(lit.data)
            cx, cy = r.x + 4 + (c % 3 + 0.5) * cell, r.y + 4 + (c // 3 + 0.5) * cell
            dl.circle(cx, cy, cell * (0.6 + 0.8 * ease_out(lit.progress(now))), None, th.GOLD, 2.0)
        dl.text(r.x + 4 + 1.5 * cell, r.y + 6 + 3 * cell + 5, self.g("bowl_x", m=s.get("bowl_mult", 1)), 10, th.GOLD,
                "c", "b", "a", 3 * cell + 6)
        lx = r.x + 8 + 3 * cell
        lw = 58.0 if phone else 96.0
        nm = self.name(seat)
        dl.text(lx + 2, r.y + 10, nm, fit_size(nm, 12, lw), th.PAPER, "l", "b", "s", lw)
        dl.text(lx + 2, r.y + 25, self.g("huxi", n=s.get("shown_huxi", 0)), 10.5, th.PAPER, "l", "n", "a", lw)
        kh = s.get("kan_huxi")
        if s.get("locked") or s.get("dead"):
            dl.text(lx + 2, r.y + 38, self.g("locked") if s.get("locked") else self.g("dead"), 10.5,
                    th.CINNABAR if s.get("locked") else th.INK_FAINT, "l", "b", "s", lw)
        elif kh:
            dl.text(lx + 2, r.y + 38, self.g("kan_hx", n=kh), 10.5, th.JADE_SOFT, "l", "n", "a", lw)
        area = Rect(lx + lw + 4, r.y + 2, r.r - lx - lw - 6, r.h - 4)
        melds = s.get("melds", [])
        river = s.get("river", []) + s.get("won", [])
        gap = 6.0
        cap = 30.0 if phone else 46.0
        river_cap = 34.0 if phone else 40.0
        meld_r, river_r = split_strip(area, melds, len(river), gap, cap, river_cap)
        if melds:
            draw_melds(dl, self, meld_r, view, seat, melds, gap, cap)
        if river:
            draw_river(dl, river_r, river, river_cap, self.lang)

    # --- hints -------------------------------------------------------------------------------
    def _hint_report(self, view: JSON) -> JSON | None:
        seat = view.get("seat")
        if not isinstance(seat, int):
            return None
        key = (self.table.client.hand_no, self.table.client.version, seat)
        if self._hints[0] != key:
            try:
                self._hints = (key, ready_report(view, seat))
            except (KeyError, ValueError):
                self._hints = (key, None)
        return self._hints[1]

    def _wait_text(self, rows: list[JSON]) -> str:
        if not rows:
            return self.g("no_waits")
        parts = []
        for w in rows[:6]:
            v = w.get("score_discard") or w.get("score_self_draw")
            parts.append(f"{self.glyph(w['card'])}({self.g('unseen', n=w['unseen'])}"
                         + (self.g("wait_pts", v=self.num(v)) if v else "") + ")")
        return self.g("waits") + " ".join(parts)

    def _draw_hints(self, dl: DisplayList, r: Rect, view: JSON) -> None:
        dl.rect(r, "rgba(244,236,220,0.92)", None, 1.0, 8)
        rep = self._hint_report(view)
        lines: list[str] = []
        if rep is None:
            lines = [self.g("no_waits")]
        elif rep["mode"] == "discard":
            for o in rep["options"]:
                if o["waits"]:
                    lines.append(self.g("after", c=self.glyph(o["discard"])) + self._wait_text(o["waits"]))
            lines = lines or [self.g("no_waits")]
        else:
            lines = [self._wait_text(rep["waits"])]
        y = r.y + 4
        for ln in lines:
            used = paragraph(dl, Rect(r.x + 8, y, r.w - 16, r.b - y), ln, 12, th.INK)
            y += used + 2
            if y > r.b - 12:
                break

    # --- actions -----------------------------------------------------------------------------
    def chi_label(self, a: Action) -> str:
        gs = a["groups"]
        s = self.answer("chi") + " " + self.group_text(gs[0])
        for g in gs[1:]:
            s += " " + self.g("bi") + self.group_text(g)
        return s

    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        if self._in_moment:   # a 胡 is being shown: nothing to press but the moment itself
            return []
        legal = self._legal()
        out: list[Btn] = []
        ph = view.get("phase")
        if legal:
            if ph == "discard":
                if selected:
                    c = selected[0]["code"]
                    locked = c == "*" or selected[0].get("kan")
                    # a 坎 card or a wild is refused by the engine, whose reason then shows as a toast
                    out.append(Btn("discard", self.g("discard", c=self.glyph(c)), {"a": "discard", "card": c},
                                   "quiet" if locked else "primary"))
                else:
                    out.append(Btn("discard", self.g("pick"), None, "quiet", enabled=False))
            elif ph == "light":
                for a in legal:
                    out.append(Btn(f"light{a['cell']}", self.g("light", n=a["cell"] + 1), a, "normal"))
            else:
                for a in legal:
                    k = a["a"]
                    if k == "chi":
                        i = len([b for b in out if b.id.startswith("chi")])
                        out.append(Btn(f"chi{i}", self.chi_label(a), a, "normal"))
                    elif k in ANSWER_LABELS:
                        out.append(Btn(k, self.answer(k), a, ANSWER_STYLE.get(k, "normal")))
        if selected and ph == "discard":
            out.append(Btn("move", self.g("move_off") if self.move_mode else self.g("move"), None,
                           "selected" if self.move_mode else "quiet"))
        if isinstance(view.get("seat"), int) and not view.get("result"):
            out.append(Btn("hints", self.g("hints_off") if self.show_hints else self.g("hints"), None, "quiet"))
            if self.counter_rule()[1]:
                out.append(Btn("counter", self.g("counter_off") if self.counter_on() else self.g("counter"), None,
                               "quiet"))
        return out

    def _changed(self) -> None:
        """The buttons' labels changed: the table caches them by ``page`` among others."""
        self.page += 1

    def tap(self, hid: str, view: JSON) -> bool:
        if hid == "btn:hints":
            self.show_hints = not self.show_hints
        elif hid == "btn:counter":
            self.show_counter = not self.counter_on()
        elif hid == "btn:move":
            self.move_mode = not self.move_mode
        elif hid == "pz:moment":
            if self.table.app.now - self.moments.since >= SPLASH:   # the 胡 itself is not skipped
                self.moments.next(self.table.app.now)
            return True
        elif hid.startswith("pz:pick:"):
            self.picked = None if self.picked == hid[8:] else hid[8:]
            return True
        elif hid.startswith("pz:col:"):
            self.move_to(view, int(hid[7:]))
        elif hid == "pz:tray":
            return True
        if hid in ("btn:hints", "btn:counter", "btn:move") or hid.startswith("pz:col:"):
            self._changed()
            return True
        if hid in ("pz:prev", "pz:next"):
            n = len((view.get("result") or {}).get("wins", []))
            if n:
                cur = self._end_index(view)
                self.end_sel = (cur + (1 if hid == "pz:next" else -1)) % n
            return True
        return False

    # --- log and animation -------------------------------------------------------------------
    def log_line(self, ev: JSON) -> str | None:
        return you_form(log_line(self, ev), self.lang)

    def on_events(self, events: list[JSON], now: float) -> None:
        if self.picked is not None and self.drag is None and self.select_limit(self.table.view()) != 0:
            self.picked = None  # the player's discard is due: a card lifted by a tap goes back, taps select
        if now < 0:
            return
        for ev in events:
            ty = ev.get("type")
            if ty == "win":
                self.moments.add(now)
            elif ty == "light" and isinstance(ev.get("seat"), int):
                self.tl.start(f"light{ev['seat']}", now, 0.8, ev.get("cell", 0))
            elif ty == "decisive":
                self.tl.start("banner", now, 1.0, (self.g("decisive"), ""))
            elif ty in ("ti", "pao", "wei", "chou_wei", "ti_open") and "banner" not in self.tl.anims:
                word = {"ti": "提", "ti_open": "提", "pao": "跑", "wei": "偎", "chou_wei": "臭偎"}[str(ty)]
                self.tl.start("call", now, 0.5, (word, self.name(ev.get("seat"))))

    def on_new_hand(self) -> None:
        self.tl.clear()
        self.moments.clear()
        self.end_sel = None
        self.show_hints = False
        self.picked = None
        self.move_mode = False
        self.drag, self.drag_at = None, None
        self._most = {}

    def busy(self, now: float) -> bool:
        return self.tl.get("banner", now) is not None or self.moments.current(now) is not None

    def end_ready(self, now: float) -> bool:
        return self.moments.current(now) is None

    def still_key(self, now: float) -> Any:
        self._sync_moment(now)   # whether a moment shows decides the hand's hit areas
        return (self.counter_on(), self.show_hints, self._in_moment, self.picked, self.move_mode, self.drag_at,
                self._arranged)

    def draw_overlay(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        self._sync_moment(now)
        for key, size in (("banner", 64.0), ("call", 44.0)):
            a = self.tl.get(key, now)
            if a is None:
                continue
            word, who = a.data
            p = ease_out(a.progress(now) * 2.5)
            dl.alpha(max(0.0, min(1.0, 1.6 - 1.6 * a.progress(now))) if a.progress(now) > 0.5 else 1.0)
            cx, cy = w / 2, h * 0.40
            s = size * (0.7 + 0.3 * p)
            bw = max(text_width(word, s), text_width(who, 16)) + 48
            dl.rect(Rect(cx - bw / 2, cy - s * 0.9, bw, s * 1.8 + 20), "rgba(20,16,12,0.62)", None, 1.0, 14)
            dl.text(cx, cy, word, s, th.CINNABAR if key == "banner" else th.GOLD, "c", "b", "s")
            if who:
                dl.text(cx, cy + s * 0.75, who, 15, th.PAPER, "c", "n", "a")
            dl.alpha(1.0)
        self.tl.active(now)
        i = self.moments.current(now)
        recs = view.get("records") or []
        if i is not None and i < len(recs):
            draw_moment(dl, self, w, h, now, self.moments, recs[i])

    # --- the settlement sheet ----------------------------------------------------------------
    def _end_index(self, view: JSON) -> int:
        wins = (view.get("result") or {}).get("wins", [])
        if not wins:
            return 0
        if self.end_sel is None or self.end_sel >= len(wins):
            me = view.get("seat")
            mine = [i for i, w in enumerate(wins) if w["seat"] == me]
            best = max(range(len(wins)), key=lambda i: wins[i]["final"])
            self.end_sel = mine[-1] if mine else best
        return self.end_sel

    def end_height(self, view: JSON, w: float) -> float:
        return 420.0 if w < 400 else 380.0

    def draw_end(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        draw_sheet(dl, self, r, view.get("result") or {}, self._end_index(view))
