"""The shared table: layout, seats, the hand, the action bar, the log, hot-seat hiding, bots,
timers, menus and the end-of-hand screen. The game's ``GameUI`` fills in what is its own."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..core.errors import IllegalAction
from ..core.game import JSON, Action
from ..core.i18n import pick
from ..table.match import Match
from . import theme as th
from .app import MATCH_KEY, App, Screen
from .draw import DisplayList, fit_size, text_width, wrap
from .games import plugin_for
from .geom import Rect
from .plugin import Btn, GameUI, SeatInfo, btn_width, draw_buttons
from .texts import LANG_NAMES, t
from .widgets import MIN_HIT_PHONE, button, button_width, card, card_back, flow, flow_height, panel

BOT_DELAY = {"slow": 1.3, "normal": 0.75, "fast": 0.3, "instant": 0.0}


@dataclass
class Layout:
    w: float
    h: float
    phone: bool
    top: Rect
    seats: dict[int, Rect]  # by seat number, opponents only
    me: Rect  # the viewer's own status strip
    center: Rect
    log: Rect
    buttons: Rect
    hand: Rect
    card_w: float
    card_h: float
    rows: int


class TableScreen(Screen):
    name = "table"

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.plugin: GameUI = plugin_for(match.info.id)(self)
        people = match.local_people()
        self.hotseat = len(people) > 1
        self.viewer: int | None = people[0] if people else None
        # hot-seat: the table starts hidden until the first person says who they are
        first = match.people_to_act() or people
        self.curtain: int | None = first[0] if self.hotseat else None
        self.ev_index = 0
        self.hand_seen = 0
        self.log: list[str] = []
        self.selected: list[str] = []
        self.bot_due: float | None = None
        self.overlay: str | None = None  # "menu" | "log" | None
        self.log_page = 0
        self.lay: Layout | None = None
        self.match.on_change = lambda m: self.app.storage.set(MATCH_KEY, m.dumps())
        self._btn_cache: tuple[tuple[Any, ...], list[Btn]] | None = None
        self._view_cache: tuple[int, int, int | None, JSON] = (-1, -1, None, {})
        self.refresh(0.0, animate=False)

    # --- helpers -----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.app.lang

    def speed(self) -> float:
        return BOT_DELAY.get(str(self.app.settings.get("speed", "normal")), 0.75)

    def seat_name(self, seat: int) -> str:
        m = self.match
        custom = m.names[seat] if seat < len(m.names) else ""
        if custom and not custom.isdigit():
            return custom
        kind = m.seats[seat]
        if kind == "human":
            return t("you", self.lang)
        if kind == "hotseat":
            return t("player_n", self.lang, n=m.local_people().index(seat) + 1)
        if kind == "remote":
            return f"{t('remote', self.lang)} {seat + 1}"
        bots = [i for i, k in enumerate(m.seats) if k.startswith("bot:")]
        return t("bot_n", self.lang, n=bots.index(seat) + 1)

    def view(self) -> JSON:
        key = (self.match.hand_no, len(self.match.hand.actions), self.viewer)
        if self._view_cache[:3] != key:
            self._view_cache = (*key, self.match.view(self.viewer))
        return self._view_cache[3]

    def rel(self, seat: int) -> int:
        n = self.match.info.seats
        base = self.viewer if self.viewer is not None else 0
        return (seat - base) % n

    # --- state changes -----------------------------------------------------------------------
    def refresh(self, now: float, animate: bool = True) -> None:
        """Pull new events into the log and animations; decide who looks at the screen."""
        m = self.match
        if m.hand_no != self.hand_seen:  # a new hand of the series started
            if self.hand_seen:
                self.log.append("—" * 6)
            self.hand_seen = m.hand_no
            self.ev_index = 0
        log_seat = None if self.hotseat else self.viewer
        evs = m.events_since(self.ev_index, log_seat)
        self.ev_index = len(m.events)
        for ev in evs:
            line = self.plugin.log_line(ev)
            if line:
                self.log.append(line)
        del self.log[:-400]
        if evs:
            self.plugin.on_events(evs, now if animate else -100.0)
        self._check_curtain()
        keys = {self.plugin.card_key(c) for c in self.plugin.hand(self.view())}
        self.selected = [k for k in self.selected if k in keys]

    def _check_curtain(self) -> None:
        """Hot-seat: when someone else at this device must act, hide the table until they say so."""
        if not self.hotseat or self.curtain is not None:
            return
        people = self.match.people_to_act()
        if people and people[0] != self.viewer:
            self.curtain = people[0]
            self.selected = []

    def submit(self, action: Action, now: float, seat: int | None = None, label: str = "") -> bool:
        seat = self.viewer if seat is None else seat
        if seat is None:
            return False
        try:
            self.match.act(seat, action)
        except IllegalAction as e:
            reason = e.message(self.lang)
            self.app.toast(f"{label}：{reason}" if label and self.lang != "en" else
                           f"{label}: {reason}" if label else reason)
            return False
        self.selected = []
        self.bot_due = None
        self.refresh(now)
        return True

    def tick(self, now: float) -> bool:
        m = self.match
        busy = False
        self._check_curtain()
        if self.curtain is None and self.overlay is None:
            if m.tick(now):
                self.refresh(now)
        if not m.is_over() and m.bot_to_act() is not None:
            if self.plugin.busy(now):
                busy = True
            elif self.bot_due is None:
                self.bot_due = now + self.speed()
                busy = True
            elif now >= self.bot_due:
                self.bot_due = None
                m.step_bot()
                self.refresh(now)
                busy = True
            else:
                busy = True
        return busy or self.plugin.animating(now)

    def wake(self, now: float) -> float | None:
        # Timers: redraw every 0.25 s while a countdown runs.
        if any(self.match.remaining(s, now) is not None for s in self.match.to_act()):
            return 0.25
        return None

    # --- layout ------------------------------------------------------------------------------
    def layout(self, w: float, h: float) -> Layout:
        n = self.match.info.seats
        # "phone" = one column (phones, portrait tablets); "short" = a wide but low window (a phone
        # held sideways): every opponent goes in one row across the top, and the cards get smaller
        short = w > h and h < 600
        phone = not short and (w < 720 or (h > w and w < 1000))
        hand_cards = len(self.plugin.hand(self.view()))
        pad = 8.0
        top, rest = Rect(0, 0, w, h).cut_top(48 if phone else 50)
        side = 0.0 if phone or w < 720 else min(300.0, w * 0.24)
        log_r = Rect(w - side, top.b, side, h - top.b) if side else Rect(0, 0, 0, 0)
        table = Rect(0, top.b, w - side, h - top.b)
        # The hand: rows of cards at least MIN_HIT_PHONE wide on a phone.
        avail = table.w - 2 * pad
        maxw = self.plugin.max_card_w if not phone else min(self.plugin.max_card_w, 66.0)
        if short:
            maxw = min(maxw, max(40.0, h * 0.11))
        minw = MIN_HIT_PHONE if w < 720 else 36.0
        rows = 1
        nc = max(1, hand_cards)
        while rows < (5 if phone else 3) and avail / math.ceil(nc / rows) < (52.0 if phone else minw):
            rows += 1
        per_row = math.ceil(nc / rows)
        cw = max(minw, min(maxw, avail / per_row - 4))
        ch = cw * self.plugin.card_ratio
        hand_h = rows * ch + (rows - 1) * 12 + 14 + 10
        cap = table.h * (0.5 if phone else 0.36)
        if hand_h > cap:  # a small screen with a big hand: smaller cards rather than a table squeezed away
            ch = max(24.0, (cap - 24 - (rows - 1) * 12) / rows)
            cw = ch / self.plugin.card_ratio
            hand_h = rows * ch + (rows - 1) * 12 + 14 + 10
        hand_r, body = table.cut_bottom(hand_h + pad)
        btn_h = self._buttons_height(avail)
        btn_r, body = body.cut_bottom(btn_h)
        me_r, body = body.cut_bottom(26)
        if phone and body.h > 74 + 8 + 44 + 180:  # on a very small screen the log is behind its button
            log_r, body = body.cut_bottom(44)
        seats: dict[int, Rect] = {}
        opp = [(self.viewer or 0) + k for k in range(1, n)]
        opp = [s % n for s in opp]
        if phone or short:
            sh = 74.0 if phone else 60.0
            seat_row, body = body.cut_top(sh + 8)
            row_w = seat_row.w - 2 * pad
            boxes = flow(seat_row.inset(pad, 4), [min(128.0 if phone else 168.0, (row_w - 8 * (n - 2)) / (n - 1))]
                         * (n - 1), sh, 8)
            # the next player sits on the right: draw from the left as ..., 2, 1
            for s, r in zip(reversed(opp), boxes, strict=False):
                seats[s] = r
            center = body.inset(pad, 4)
        else:
            bw, bh = 168.0, 74.0
            inner = table.inset(14)
            inner = Rect(inner.x, inner.y, inner.w, body.b - inner.y)
            # the next seat on the right, the previous on the left, the others across the top
            side_cy = max(inner.y + bh * 1.5 + 12, inner.y + inner.h * 0.25)
            if len(opp) == 1:
                seats[opp[0]] = Rect(inner.cx - bw / 2, inner.y, bw, bh)
            else:
                seats[opp[0]] = Rect(inner.r - bw, side_cy - bh / 2, bw, bh)
                seats[opp[-1]] = Rect(inner.x, side_cy - bh / 2, bw, bh)
                tops = opp[1:-1]
                span = Rect(inner.x + bw + 12, inner.y, inner.w - 2 * bw - 24, bh)
                tw = min(bw, (span.w - 10 * (len(tops) - 1)) / max(1, len(tops)))
                gap = (span.w - tw * len(tops)) / (len(tops) + 1)
                for i, s_ in enumerate(tops):  # counter-clockwise: from the right across to the left
                    seats[s_] = Rect(span.r - gap - tw - i * (tw + gap), inner.y, tw, bh)
            center = Rect(inner.x + bw + 12, inner.y + bh + 8, inner.w - 2 * bw - 24, body.b - inner.y - bh - 12)
        return Layout(w, h, phone, top, seats, me_r.inset(pad, 0), center, log_r, btn_r.inset(pad, 2),
                      hand_r.inset(pad, 4), cw, ch, rows)

    def _buttons(self) -> list[Btn]:
        m = self.match
        key = (m.hand_no, len(m.hand.actions), self.viewer, tuple(self.selected), self.lang,
               self.lay.phone if self.lay else None, getattr(self.plugin, "page", 0))
        if self._btn_cache is not None and self._btn_cache[0] == key:
            return self._btn_cache[1]
        btns = self._make_buttons()
        self._btn_cache = (key, btns)
        return btns

    def _make_buttons(self) -> list[Btn]:
        m = self.match
        view = self.view()
        if m.is_over() or self.viewer is None:
            return []
        btns = self.plugin.buttons(view, self._selected_cards(view))
        if self.viewer is not None and m.rules.taken_over(m.state, self.viewer) and \
                m.seats[self.viewer] in ("human", "hotseat"):
            btns = [Btn("resume_seat", t("resume_seat", self.lang), {"a": "resume"}, "primary")] + btns
        return btns

    def _buttons_height(self, avail_w: float) -> float:
        btns = self._buttons()
        if not btns:
            return 12.0
        return flow_height(avail_w, [btn_width(b) for b in btns], 44.0) + 8

    def _selected_cards(self, view: JSON) -> list[Any]:
        by_key = {self.plugin.card_key(c): c for c in self.plugin.hand(view)}
        return [by_key[k] for k in self.selected if k in by_key]

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        if self.curtain is not None:
            self._draw_curtain(dl, w, h)
            return
        view = self.view()
        lay = self.layout(w, h)
        self.lay = lay
        season = view.get("season") if isinstance(view.get("season"), str) else None
        top_c, bot_c = th.SEASON_TINT.get(season or "", (th.FELT_TOP, th.FELT_BOTTOM))
        dl.gradient(Rect(0, 0, w, h), top_c, bot_c)
        self._draw_top(dl, lay, view, now)
        for s, r in lay.seats.items():
            self._draw_seat(dl, r, s, view, now)
        self.plugin.draw_center(dl, lay.center, view, now)
        self._draw_me(dl, lay, view, now)
        self._draw_log(dl, lay)
        draw_buttons(dl, lay.buttons, self._buttons())
        self._draw_hand(dl, lay, view, now)
        if self.match.is_over() and self.plugin.end_ready(now):
            self._draw_end(dl, w, h, view, now)
        else:
            self.plugin.draw_overlay(dl, w, h, now, view)
        if self.overlay == "menu":
            self._draw_menu(dl, w, h)
        elif self.overlay == "log":
            self._draw_full_log(dl, w, h)

    def _draw_top(self, dl: DisplayList, lay: Layout, view: JSON, now: float) -> None:
        r = lay.top
        dl.rect(r, "rgba(20,16,12,0.35)")
        button(dl, "menu", Rect(6, r.y + 4, 48 if lay.phone else 72, r.h - 8),
               "☰" if lay.phone else f"☰ {t('menu', self.lang)}", "ghost", 16)
        chips = self.plugin.status(view)
        x = 58.0 if lay.phone else 90.0
        right_reserved = 64.0 if lay.phone or lay.log.w <= 0 else 12.0
        size = 13.5 if lay.phone else 15.0
        avail = r.r - right_reserved - x
        for c in chips:
            cw = min(avail, text_width(c, size) + 18) if c else 0.0
            if cw < 30:
                break
            cr = Rect(x, r.cy - 14, cw, 28)
            dl.rect(cr, "rgba(244,236,220,0.14)", None, 1.0, 14)
            dl.text_in(cr, c, size, th.PAPER)
            x += cw + 6
            avail = r.r - right_reserved - x
        if lay.phone or lay.log.w <= 0:
            button(dl, "log", Rect(r.r - 54, r.y + 4, 48, r.h - 8), "☷", "ghost", 16)
        # a countdown for the viewer's prompt
        if self.viewer is not None:
            rem = self.match.remaining(self.viewer, now)
            if rem is not None and self.viewer in self.match.to_act():
                tr = Rect(r.r - (110 if lay.phone else 130), r.b + 4, 100, 24)
                dl.rect(tr, th.CINNABAR if rem < 5 else "rgba(20,16,12,0.5)", None, 1.0, 12)
                dl.text_in(tr, f"⏱ {math.ceil(rem)}", 14, th.WHITE, weight="b")

    def _draw_seat(self, dl: DisplayList, r: Rect, seat: int, view: JSON, now: float) -> None:
        info: SeatInfo = self.plugin.seat_info(view, seat)
        acting = seat in self.match.to_act() and not self.match.is_over()
        fill = th.PAPER if acting else "rgba(244,236,220,0.86)"
        dl.shadow(8, "rgba(0,0,0,0.25)", 0, 2)
        dl.rect(r, fill, None, 1.0, 10)
        dl.shadow(0)
        if acting:
            dl.rect(r.inset(-2), None, th.GOLD, 2.5, 12)
        if info.tappable:
            dl.rect(r.inset(-4), None, th.CINNABAR, 3, 13)
        name = self.seat_name(seat)
        ny = r.y + 15
        dl.text(r.x + 10, ny, name, fit_size(name, 15, r.w * 0.55), th.INK, "l", "b", "s", r.w * 0.6)
        if info.count is not None:
            cb = Rect(r.r - 30, r.y + 5, 22, 30)
            card_back(dl, cb, small=True)
            dl.text(cb.cx, cb.cy, str(info.count), 13, th.WHITE, "c", "b")
        marks = "".join(info.marks)
        if marks:
            dl.text(r.r - 36, ny, marks, 12, th.CINNABAR, "r", "b", "s")
        y = r.y + 34
        for ln in info.lines[:3]:
            dl.text(r.x + 10, y, ln, fit_size(ln, 12, r.w - 20), th.INK_SOFT, "l", "n", "a", r.w - 20)
            y += 15
        rem = self.match.remaining(seat, now)
        if rem is not None and acting:
            frac = 0.0
            lim = self.match.limit(seat)
            if lim:
                frac = max(0.0, min(1.0, rem / lim))
            dl.rect(Rect(r.x + 6, r.b - 5, (r.w - 12) * frac, 3), th.CINNABAR, None, 1, 1.5)
        dl.hit(f"seat:{seat}", r, name)

    def _draw_me(self, dl: DisplayList, lay: Layout, view: JSON, now: float) -> None:
        if self.viewer is None:
            return
        r = lay.me
        info = self.plugin.seat_info(view, self.viewer)
        name = self.seat_name(self.viewer)
        acting = self.viewer in self.match.to_act() and not self.match.is_over()
        hint = self.plugin.prompt_hint(view) if acting else None
        txt = "  ·  ".join([name] + info.lines + ([hint or t("your_turn", self.lang)] if acting else []))
        if not acting and not self.match.is_over():
            bot = self.match.bot_to_act()
            who = self.match.to_act()
            if bot is not None:
                txt += "  ·  " + t("thinking", self.lang, name=self.seat_name(bot))
            elif who:
                txt += "  ·  " + t("waiting_for", self.lang, name=self.seat_name(who[0]))
        size = 13.5 if lay.phone else 15.0
        x, align = (r.x + 2, "l") if lay.phone else (r.cx, "c")
        dl.text(x, r.cy, txt, fit_size(txt, size, r.w - 4), th.GOLD if acting else th.PAPER, align,
                "b" if acting else "n", "a", r.w - 4)

    def _draw_log(self, dl: DisplayList, lay: Layout) -> None:
        r = lay.log
        if r.w <= 0:
            return
        if lay.phone:
            dl.rect(r.inset(0, 2), "rgba(20,16,12,0.28)", None, 1, 8)
            lines = self.log[-2:]
            y = r.y + 12
            for ln in lines:
                dl.text(r.x + 10, y, ln, fit_size(ln, 13, r.w - 20), th.PAPER, "l", "n", "a", r.w - 20)
                y += 19
            dl.hit("log", r, t("log", self.lang))
            return
        pr = r.inset(10, 10)
        dl.rect(pr, "rgba(244,236,220,0.92)", None, 1, 10)
        dl.text(pr.x + 14, pr.y + 18, t("log", self.lang), 15, th.INK, "l", "b", "s")
        button(dl, "log", Rect(pr.r - 96, pr.y + 4, 88, 28), t("full_log", self.lang), "quiet", 12)
        body = Rect(pr.x + 12, pr.y + 40, pr.w - 24, pr.h - 50)
        size = 13.0
        wrapped: list[str] = []
        for ln in self.log[-60:]:
            wrapped.extend(wrap(ln, size, body.w))
        fit = int(body.h // (size * 1.5))
        y = body.y + size * 0.75
        for ln in wrapped[-fit:]:
            dl.text(body.x, y, ln, size, th.INK, "l", "n", "a", body.w)
            y += size * 1.5

    def hand_rects(self, lay: Layout, n: int) -> list[Rect]:
        if n == 0:
            return []
        per_row = math.ceil(n / lay.rows)
        out = []
        area = lay.hand
        gap = 4.0
        for i in range(n):
            row_i, col = divmod(i, per_row)
            in_row = min(per_row, n - row_i * per_row)
            step = min(lay.card_w + gap, (area.w - lay.card_w) / max(1, in_row - 1)) if in_row > 1 else 0
            total = step * (in_row - 1) + lay.card_w
            x0 = area.x + (area.w - total) / 2
            y = area.y + 12 + row_i * (lay.card_h + 12)
            out.append(Rect(x0 + col * step, y, lay.card_w, lay.card_h))
        return out

    def _draw_hand(self, dl: DisplayList, lay: Layout, view: JSON, now: float = 0.0) -> None:
        cards = self.plugin.hand(view)
        rects = self.hand_rects(lay, len(cards))
        limit = self.plugin.select_limit(view)
        for i, (c, r) in enumerate(zip(cards, rects, strict=False)):
            key = self.plugin.card_key(c)
            sel = key in self.selected
            rr = r.move(0, -10) if sel else r
            card(dl, rr, self.plugin.face(c), selected=sel, dim=not sel and self.plugin.card_dim(view, c))
            glow = self.plugin.card_glow(c, now)
            if glow > 0:
                dl.alpha(glow)
                dl.rect(rr.inset(-3), None, th.GOLD, 3.0, max(3.0, rr.w * 0.09) + 3)
                dl.alpha(1.0)
            # the visible strip of an overlapped card is its hit area
            nxt = rects[i + 1] if i + 1 < len(rects) and rects[i + 1].y == r.y else None
            hr = Rect(rr.x, rr.y, (nxt.x - r.x) if nxt and nxt.x < r.r else rr.w, rr.h + (10 if sel else 0))
            if limit != 0:
                dl.hit(f"card:{key}", hr, self.plugin.face(c).big)

    def _draw_curtain(self, dl: DisplayList, w: float, h: float) -> None:
        dl.gradient(Rect(0, 0, w, h), th.PAPER, th.PAPER_DARK)
        seat = self.curtain if self.curtain is not None else 0
        name = self.seat_name(seat)
        cy = h * 0.38
        dl.text(w / 2, cy - 40, t("pass_device", self.lang), 20, th.INK_SOFT, "c", "n", "s")
        dl.text(w / 2, cy + 10, name, 40, th.INK, "c", "b", "s")
        dl.text(w / 2, cy + 56, t("hidden_hand", self.lang), 14, th.INK_FAINT, "c")
        label = t("i_am", self.lang, name=name)
        bw = min(w - 40, button_width(label, 18) + 20)
        button(dl, "curtain", Rect((w - bw) / 2, cy + 100, bw, 52), label, "primary", 18)

    def _draw_end(self, dl: DisplayList, w: float, h: float, view: JSON, now: float) -> None:
        pw = min(w - 24, 560.0)
        body_h = self.plugin.end_height(view, pw - 40)
        ph = min(h - 40, body_h + 150)
        r = Rect((w - pw) / 2, max(20.0, (h - ph) / 2), pw, ph)
        dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.45)")
        panel(dl, r)
        m = self.match
        dl.text(r.cx, r.y + 26, t("hand_over", self.lang), 20, th.INK, "c", "b", "s")
        self.plugin.draw_end(dl, Rect(r.x + 20, r.y + 48, r.w - 40, r.h - 150), view, now)
        # series line
        tot = "  ".join(f"{self.seat_name(s)} {t('wins', self.lang, n=m.wins[s])}" for s in range(m.info.seats))
        dl.text(r.cx, r.b - 86, f"{t('series', self.lang)}: {tot}", fit_size(tot, 13, r.w - 40), th.INK_SOFT,
                "c", "n", "a", r.w - 30)
        bw = (r.w - 52) / 2
        button(dl, "end:next", Rect(r.x + 20, r.b - 64, bw, 48), t("next_hand", self.lang), "primary", 17)
        button(dl, "end:menu", Rect(r.x + 32 + bw, r.b - 64, bw, 48), t("to_menu", self.lang), "normal", 17)

    def _draw_menu(self, dl: DisplayList, w: float, h: float) -> None:
        dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.5)")
        dl.hit("overlay:close", Rect(0, 0, w, h))
        pw = min(w - 32, 420.0)
        r = Rect((w - pw) / 2, 70, pw, 330)
        panel(dl, r)
        dl.hit("overlay:panel", r)
        dl.text(r.cx, r.y + 28, t("menu", self.lang), 20, th.INK, "c", "b", "s")
        dl.text(r.x + 20, r.y + 64, t("language", self.lang), 14, th.INK_SOFT, "l")
        langs = list(LANG_NAMES.items())
        bw = (r.w - 40 - 16) / 3
        for i, (code, label) in enumerate(langs):
            button(dl, f"lang:{code}", Rect(r.x + 20 + i * (bw + 8), r.y + 80, bw, 44), label,
                   "selected" if code == self.lang else "normal", 15)
        button(dl, "menu:log", Rect(r.x + 20, r.y + 140, r.w - 40, 44), t("full_log", self.lang), "normal", 16)
        button(dl, "menu:leave", Rect(r.x + 20, r.y + 194, r.w - 40, 44), t("quit_match", self.lang),
               "normal", 16)
        button(dl, "overlay:close", Rect(r.x + 20, r.y + 260, r.w - 40, 48), t("close", self.lang),
               "primary", 16)

    def _draw_full_log(self, dl: DisplayList, w: float, h: float) -> None:
        dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.5)")
        pw = min(w - 24, 640.0)
        r = Rect((w - pw) / 2, 20, pw, h - 40)
        panel(dl, r)
        dl.hit("overlay:panel", r)
        dl.text(r.cx, r.y + 26, t("full_log", self.lang), 19, th.INK, "c", "b", "s")
        body = Rect(r.x + 18, r.y + 52, r.w - 36, r.h - 52 - 72)
        size = 14.0
        lines: list[str] = []
        for ln in self.log:
            lines.extend(wrap(ln, size, body.w))
        per = max(1, int(body.h // (size * 1.5)))
        pages = max(1, math.ceil(len(lines) / per))
        self.log_page = max(0, min(self.log_page, pages - 1))
        start = max(0, len(lines) - per * (self.log_page + 1))
        chunk = lines[start:start + per] if self.log_page else lines[-per:]
        y = body.y + size * 0.75
        for ln in chunk:
            dl.text(body.x, y, ln, size, th.INK, "l", "n", "a", body.w)
            y += size * 1.5
        bw = (r.w - 52) / 3
        button(dl, "log:older", Rect(r.x + 18, r.b - 62, bw, 46), t("prev_page", self.lang), "normal", 15,
               self.log_page < pages - 1)
        button(dl, "log:newer", Rect(r.x + 26 + bw, r.b - 62, bw, 46), t("next_page", self.lang), "normal",
               15, self.log_page > 0)
        button(dl, "overlay:close", Rect(r.x + 34 + 2 * bw, r.b - 62, bw, 46), t("close", self.lang),
               "primary", 15)

    # --- input -------------------------------------------------------------------------------
    def tap(self, hid: str, now: float) -> None:
        if self.curtain is not None:
            if hid == "curtain":
                self.viewer = self.curtain
                self.curtain = None
            return
        if self.overlay is not None:
            self._tap_overlay(hid)
            return
        view = self.view()
        if hid == "menu":
            self.overlay = "menu"
        elif hid == "log":
            self.overlay, self.log_page = "log", 0
        elif hid == "end:next":
            if self.match.is_over():
                self.match.next_hand()
                self.plugin.on_new_hand()
                self.refresh(now)
        elif hid == "end:menu":
            self._leave()
        elif hid.startswith("card:"):
            self._toggle(hid[5:], view)
        elif hid.startswith("seat:"):
            act = self.plugin.seat_tap(view, int(hid[5:]))
            if act is not None:
                self.submit(act, now)
        elif hid.startswith("btn:"):
            bid = hid[4:]
            for b in self._buttons():
                if b.id == bid:
                    if b.action is not None:
                        self.submit(b.action, now, label=b.label)
                    else:
                        self.plugin.tap(hid, view)
                    return
            self.plugin.tap(hid, view)
        else:
            self.plugin.tap(hid, view)

    def _toggle(self, key: str, view: JSON) -> None:
        limit = self.plugin.select_limit(view)
        if key in self.selected:
            self.selected.remove(key)
        elif limit == 1:
            self.selected = [key]
        elif limit is None or len(self.selected) < limit:
            self.selected.append(key)

    def _tap_overlay(self, hid: str) -> None:
        if hid == "overlay:close":
            self.overlay = None
        elif hid.startswith("lang:"):
            self.app.set_lang(hid[5:])
        elif hid == "menu:log":
            self.overlay, self.log_page = "log", 0
        elif hid == "menu:leave":
            self.overlay = None
            self._leave(forget=True)
        elif hid == "log:older":
            self.log_page += 1
        elif hid == "log:newer":
            self.log_page = max(0, self.log_page - 1)

    def _leave(self, forget: bool = False) -> None:
        from .start import StartScreen

        self.match.on_change = None
        if forget or self.match.is_over():
            self.app.storage.remove(MATCH_KEY)
        self.app.show(StartScreen(self.app))

    def key(self, key: str, now: float) -> None:
        if key == "Escape":
            self.overlay = None if self.overlay else "menu"
        elif key == "Enter" and self.overlay is None:
            if self.curtain is not None:
                self.tap("curtain", now)
                return
            # the first primary button: the play the selection forms, commit, call...
            for b in self._buttons():
                if b.style == "primary" and b.enabled and b.action is not None:
                    self.submit(b.action, now)
                    return

    # --- tests -------------------------------------------------------------------------------
    def info(self) -> JSON:
        m = self.match
        view = self.view() if self.curtain is None else {}
        return {
            "game": m.info.id, "hand_no": m.hand_no, "actions": len(m.hand.actions),
            "viewer": self.viewer, "curtain": self.curtain, "to_act": list(m.to_act()),
            "people_to_act": m.people_to_act(), "bot_to_act": m.bot_to_act(), "over": m.is_over(),
            "end_shown": m.is_over() and self.plugin.end_ready(self.app.now),
            "phase": view.get("phase"), "prompt": view.get("prompt"),
            "hand": [self.plugin.card_key(c) for c in self.plugin.hand(view)],
            "selected": list(self.selected), "log": self.log[-8:], "overlay": self.overlay,
            "notation": m.state.notation(), "wins": m.wins,
            "buttons": [{"id": f"btn:{b.id}", "label": b.label, "style": b.style, "enabled": b.enabled}
                        for b in (self._buttons() if self.curtain is None else [])],
            "title": pick(m.info.title, self.lang),
        }
