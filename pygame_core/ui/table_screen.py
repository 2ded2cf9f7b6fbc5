"""The shared table: layout, seats, the hand, the action bar, the log, hot-seat hiding, timers,
menus and the end-of-hand screen. The game's ``GameUI`` fills in what is its own.

It plays through a ``SeatClient`` (a local Master or a peer table's seat) and never a game state."""

from __future__ import annotations

import time
from typing import Any

from ..core.errors import IllegalAction
from ..core.game import JSON, Action
from ..core.i18n import pick
from ..table.client import SeatClient, slice_for
from . import table_bar, table_seats
from . import table_menus as menus
from . import theme as th
from .avatar import draw_felt
from .draw import DisplayList, Still
from .ffwd import BTN as FFWD
from .ffwd import FastForward
from .games import plugin_for
from .geom import Rect
from .guide_screen import open_guide
from .layout import Layout, hand_rects, table_layout
from .plugin import Btn, GameUI
from .replay_view import open_replay
from .screen import Screen, Shell
from .settle import HOLD, ask_leave, draw_leave, question
from .table_bar import Autopilot, Guard, bar_height, draw_callout, guarded, place, slots_height, toast_clear
from .table_log import HAND_SEP, TableLog
from .table_seats import draw_me, draw_own_clock, draw_seat, draw_top, felt_rect, match_total, series_text
from .texts import t
from .tour import Tour, tour_due
from .tuoguan import offered
from .widgets import card


class TableScreen(Screen):
    name = "table"

    def __init__(self, app: Shell, client: SeatClient) -> None:
        super().__init__(app)
        self.client = client
        self.plugin: GameUI = plugin_for(client.info.id)(self)
        people = client.controlled()
        self.hotseat = len(people) > 1
        self.viewer: int | None = people[0] if people else None
        # hot-seat: the table starts hidden until the first person says who they are
        first = client.people_to_act() or people
        self.curtain: int | None = first[0] if self.hotseat else None
        # the first table of a game opens with the tour of the hand, the buttons and the log
        self.tour = Tour(app, client.info.id) if people and tour_due(app.settings, client.info.id) else None
        self.ev_index = 0
        self.hand_seen = 0
        self.sounds: list[list[str]] = []  # cues not yet handed to the page
        self.countdown = table_seats.Countdown()  # the player's last seconds, heard
        self._hand_max: dict[int | None, int] = {}  # most cards in the hand, by viewer, this hand
        self._bar_h: dict[int, float] = {}  # action bar height by width, this hand (it never shrinks)
        self._hand_h: dict[tuple[int, int], float] = {}  # the hand area's most height by window, likewise
        self.logbook = TableLog()  # the events, drawn in the language of the moment
        self.logbook.restore(app.storage, self._log_tag())  # the earlier hands', kept across a reload
        self.selected: list[str] = []
        self.overlay: str | None = None  # "menu" | "log" | None
        self.log_page, self.log_back = 0, ""  # the full log's page; its 关闭 goes back to ("menu": opened there)
        self.lay: Layout | None = None
        self.draw_ms = 0.0  # the last frame's drawing, wall time: the bots think in what is left
        self._btn_cache: tuple[tuple[Any, ...], list[Btn]] | None = None
        self._view_cache: tuple[int, int | None, JSON] = (-1, None, {})
        self._still = Still()  # the table under the result sheet: drawn once, replayed while the sheet shows
        # the hand whose end the table drew in an earlier frame (its sheet shows), and in this one; the last
        # whose sheet showed (one over already, a reload on its sheet: its plates count it at once, pt16)
        self._end_hand, self._end_seen, self._sheet_hand = -1, -1, client.hand_no if client.is_over() else -1
        self.guard = Guard()  # no late tap pressed a button that just took another's place
        self.autopilot = Autopilot(self.guard, client.remaining, self.plugin.auto_play)  # prompts with nothing to decide
        self.ffwd = FastForward()  # 快进 once the viewer is out of the hand
        self.asking: Btn | None = None  # a button whose action waits for "确定…？"
        self.leaving = False  # "leave the match?" asked (the 散场 card once a hand is over: settle.py)
        self.keeping = False  # asked from the result sheet: its 回主页 keeps the match for 继续上局
        self.bubble: tuple[Rect, str] | None = None  # the chip explanation shown
        self.holding = False  # a press the game holds (a card dragged)
        self.waits, self.still = True, False  # it stands still while covered (not a peer table); still: now (no clocks)
        self.refresh(0.0, animate=False)

    # --- helpers -----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.app.lang

    def seat_name(self, seat: int) -> str:
        return table_seats.seat_name(self.client, seat, self.lang)

    def _log_tag(self) -> str | None:
        """Where the earlier hands' log lines are kept: this series, the hand now, the log's viewer."""
        series = self.client.series_tag()
        return None if series is None else f"{series}:{self.client.hand_no}:{None if self.hotseat else self.viewer}"

    @property
    def log(self) -> list[str]:  # the log's lines in the current language
        return self.logbook.lines(self.lang, self.viewer, self.plugin.log_line)

    @property
    def log_events(self) -> list[JSON]:
        return self.logbook.events

    def view(self) -> JSON:
        """The viewer's view, cached until anything changes ({} before a peer deal)."""
        key = (self.client.version, self.viewer)
        if self._view_cache[:2] != key:
            self._view_cache = (*key, self.client.view(self.viewer) if self.client.dealt() else {})
        return self._view_cache[2]

    def rel(self, seat: int) -> int:
        return (seat - (self.viewer if self.viewer is not None else 0)) % self.client.info.seats

    # --- state changes -----------------------------------------------------------------------
    def refresh(self, now: float, animate: bool = True) -> None:
        """Pull new events into the log and animations; decide who looks at the screen."""
        c = self.client
        if c.hand_no != self.hand_seen:  # a new hand of the series started
            if self.hand_seen:
                self.log_events.append({"type": HAND_SEP})
                self.logbook.keep(self.app.storage, self._log_tag())
                self.plugin.new_hand()
                self.plugin.flying.clear()
            self.hand_seen = c.hand_no
            self.ev_index = 0
            self._bar_h.clear()
            self._hand_h.clear()
            self._hand_max.clear()
        log_seat = None if self.hotseat else self.viewer
        all_evs = c.events(log_seat)
        evs = all_evs[self.ev_index:]
        self.ev_index = len(all_evs)
        self.logbook.add(evs)
        if evs:
            self.plugin.on_events(evs, now if animate else -100.0)
            if animate:  # a reload or a resumed match replays nothing aloud
                for ev in evs:
                    self.sounds.extend(self.plugin.sound(ev))
        self._check_curtain()
        keys = {self.plugin.card_key(c) for c in self.plugin.hand(self.view())}
        self.selected = [k for k in self.selected if k in keys]

    def touring(self) -> bool:
        """The first-game tour shows: once the viewer holds cards (a deal may come later)."""
        return self.tour is not None and self.curtain is None and bool(self.plugin.hand(v := self.view())) \
            and self.plugin.tour_ready(v)

    def holds_toast(self) -> bool:
        return self.leaving or self.asking is not None  # a question is read whole: the toast waits

    def modal(self) -> bool:
        """A menu, the log, a question or the tour covers the table (not a chip's bubble: read in play)."""
        return self.overlay is not None or self.leaving or self.asking is not None or self.touring()

    def _check_curtain(self) -> None:
        """Hot-seat: when someone else at this device must act, hide the table until they say so."""
        if not self.hotseat or self.curtain is not None:
            return
        people = self.client.people_to_act()
        if people and people[0] != self.viewer:
            self.curtain = people[0]
            self.selected = []

    def submit(self, action: Action, now: float, seat: int | None = None, label: str = "") -> bool:
        seat = self.viewer if seat is None else seat
        if seat is None:
            return False
        try:
            self.client.act(seat, action)
        except IllegalAction as e:
            reason = e.message(self.lang)
            hint = self.plugin.refusal_hint(self.view(), e.code)
            if hint:  # a refusal says what would be legal, not only what is wrong
                reason += f"; {hint}" if self.lang == "en" else f"，{hint}"
            self.app.toast(f"{label}：{reason}" if label and self.lang != "en" else
                           f"{label}: {reason}" if label else reason)
            return False
        self.selected = []
        self.refresh(now)
        return True

    def take_sounds(self) -> list[list[str]]:
        # a burst (a bot run) plays its last few only; then the player's last seconds, if they run
        out, self.sounds = self.sounds[-8:] + self.countdown.ticks(self.client, self.viewer), []
        return out

    def tick(self, now: float) -> bool:
        c = self.client
        self._check_curtain()
        # A local table waits, clocks and all, while the player reads or answers something on top of it,
        # and while cards fly or a moment shows (a prompt's clock starts when the card it asks about has
        # landed, never behind a win sheet); a peer table cannot (the others play on): its clock shows.
        if self.ffwd.on and not FastForward.offered(c, self.plugin.ffwd_ok(self.view())):
            self.ffwd.set(False, c, self.app.settings)  # the hand's end, or the viewer asked again
            self._btn_cache = None
        if self.ffwd.on:
            self.plugin.flying.clear()  # nothing to wait for
        flying = self.plugin.flying.running(now)
        busy = self.plugin.busy(now) or flying
        self.still = self.modal() or busy
        self.waits = c.pause(self.still, now)
        away = self.curtain is not None or self.modal()
        # Bots wait while nobody looks or an animation ends; the viewer's clock, while its matter shows.
        c.think_for(slice_for(self.draw_ms))
        c.hold_clock(seat := self.viewer, self.plugin.holds_clock(self.view(), now), now)
        rem = c.remaining(seat) if seat is not None and seat in c.people_to_act() else None
        due = rem is not None and rem <= 0.3   # the viewer's clock about to run out: its raised pick goes
        version = c.version
        if due and not away and seat is not None and (act := self.autopilot.last_word(
                (version, seat), self.plugin.deadline_action(self.view()))) is not None:
            self.submit(act, now)
        if self.ffwd.tick(c, now, away or busy or self.plugin.busy(now), lambda: self.plugin.ffwd_stop(c)):  # (a 胡 just sent)
            self.refresh(now)
        if due and c.version != version:
            self.guard.lapse(now)   # the viewer's prompt ran out: a tap on its place now came late
        for reason in c.take_refusals():
            self.app.toast(pick(reason, self.lang))
        self._autopilot(now, away)
        bots = not away and not c.is_over() and c.bot_to_act() is not None
        sheet_due = c.is_over() and self.curtain is None and self._end_seen != c.hand_no
        return bots or sheet_due or self.plugin.animating(now) or flying or c.saving() or \
            bool(self.autopilot.showing(now) or self.guard.quiet_left(now))  # (a button coming alive: Guard.veil)

    def _autopilot(self, now: float, away: bool) -> None:
        """A prompt with one thing to do is answered after a beat, like a tap, with a callout."""
        seat, c = self.viewer, self.client
        prompt = None if seat is None or c.is_over() or seat not in c.people_to_act() else (c.version, seat)
        if prompt != self.autopilot.asked:  # the game is asked once a prompt (legal() may be long)
            self.bubble = None if prompt is not None else self.bubble  # (pt34: one stayed over a 吃's melds)
            self.autopilot.offer(prompt, self.plugin.auto_answer(self.view(), c.legal(seat))
                                 if prompt is not None and seat is not None else None, now)
        if (act := None if away or self.asking is not None else self.autopilot.due(now)) is not None:
            self.submit(act, now)

    def reask(self) -> None:
        self.autopilot.reask()

    def fast(self) -> bool:
        return self.ffwd.on

    def paused(self) -> bool:
        """A local table under a menu, the log or a question, or animating; hot-seat's curtain."""
        return self.curtain is not None or (self.waits and (self.modal() or self.still))

    def flush(self) -> None:
        self.client.flush()

    def wake(self, now: float) -> float | None:
        # Timers: redraws while a countdown runs (clock_redraw). A window the table answers closes in a
        # tick (0 left: due now, or held by a tour or the table's first frame: looked at 4 times a second)
        due = [d] if (d := table_seats.clock_redraw(self.client)) is not None else []
        if (left := self.client.window_left()) is not None:
            due.append(left or 0.25)
        auto = self.autopilot.waiting(now)
        if auto is not None:
            due.append(auto)
        return min(due) if due else None

    # --- layout ------------------------------------------------------------------------------
    def layout(self, w: float, h: float) -> Layout:
        """The hand and the bar keep the most room they needed this hand: the bar never moves
        under a finger as the hand shrinks (a play-test's 出牌 went where 过 had been)."""
        view = self.view()
        n = max(len(self.plugin.hand(view)), self._hand_max.get(self.viewer, 0))
        self._hand_max[self.viewer] = n
        p = self.plugin
        key = (round(w), round(h))
        quiet = p.HAND_GIVES_BACK and self.viewer not in self.client.people_to_act()
        lay = table_layout(w, h, self.client.info.seats, self.viewer, n, p.max_card_w, p.card_ratio,
                           self._buttons_height, lambda aw, phone: p.hand_height(view, n, aw, h, phone),
                           0.0 if quiet else self._hand_h.get(key, 0.0), p.LOG_MAX)
        # (a hand that grows may ask less: a row of smaller cards; it keeps the room, but at a quiet moment)
        self._hand_h[key] = lay.hand.h
        return lay

    def _buttons(self) -> list[Btn]:
        key = (self.client.version, self.viewer, tuple(self.selected), self.lang,
               self.lay.phone if self.lay else None, getattr(self.plugin, "page", 0))
        if self._btn_cache is not None and self._btn_cache[0] == key:
            return self._btn_cache[1]
        btns = self._make_buttons()
        self._btn_cache = (key, btns)
        return btns

    def _make_buttons(self) -> list[Btn]:
        c = self.client
        if c.is_over() or self.viewer is None or not c.dealt():
            return []
        view = self.view()
        btns = self.plugin.buttons(view, self._selected_cards(view))
        if c.taken_over(self.viewer) and self.viewer in c.controlled():
            btns = [Btn("resume_seat", t("resume_seat", self.lang), {"a": "resume"}, "primary")] + btns
        if FastForward.offered(c, self.plugin.ffwd_ok(view)) and not any(b.action for b in btns):
            btns.append(self.ffwd.button(self.lang, self.plugin.FFWD_LABEL))
        return btns

    def _buttons_height(self, avail_w: float) -> float:
        """The action bar's height: fixed, so the hand and buttons never move between turns (a
        moving button is a mis-tap). A bar of fixed cells reserves them all from the start, a
        flowing bar one row, with or without buttons; it grows, for the rest of the hand, if a
        prompt needs more."""
        phone = avail_w < 704  # the phone layout's width (720 less the margins)
        slots = self.plugin.bar_slots(self.view())
        need = bar_height(avail_w, self._buttons(), slots, phone)
        base = max(slots_height(avail_w, slots, phone), 44.0 + 8 + (8 if phone else 2))
        key = round(avail_w)
        h = max(base, need, self._bar_h.get(key, 0.0))
        self._bar_h[key] = h
        return h

    def _selected_cards(self, view: JSON) -> list[Any]:
        by_key = {self.plugin.card_key(c): c for c in self.plugin.hand(view)}
        return [by_key[k] for k in self.selected if k in by_key]

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        t0 = time.perf_counter()
        self._draw(dl, w, h, now)
        self.draw_ms = (time.perf_counter() - t0) * 1000.0

    def end_shown(self, now: float) -> bool:
        """The result sheet shows: the hand is over, the game has shown what it shows first, and
        the table has drawn the hand's end in an earlier frame (the frame of the hand's last step
        carries that step, its scoring and the table; the sheet's opening frame only the sheet)."""
        c = self.client
        return c.is_over() and self.plugin.end_ready(now) and self._end_hand == c.hand_no

    def _still_key(self, w: float, h: float, now: float) -> Any:
        """What the table depends on once the hand is over and nothing on it moves; None while it
        may (the hand goes on, or the game says its table still moves)."""
        c = self.client
        game = self.plugin.still_key(now) if c.is_over() else None
        if game is None:
            return None
        return (c.hand_no, c.version, self.viewer, self.lang, w, h, self.logbook.dropped,
                len(self.log_events), tuple(self.selected), tuple(c.names), tuple(c.seats), game)

    def _draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        self._end_hand = self._end_seen
        if self.curtain is not None:
            menus.draw_curtain(dl, w, h, self.lang, self.seat_name(self.curtain))
            return
        view = self.view()
        sheet = self.end_shown(now)
        key = self._still_key(w, h, now)
        if not self._still.replay(dl, key):
            since = (len(dl.ops), len(dl.hits))
            self._draw_table(dl, w, h, view, now)
            self._still.keep(dl, key, since)
        if self.client.is_over():
            self._end_seen = self.client.hand_no
        self.plugin.flying.draw(dl, now, self.plugin.draw_flying_card)
        if sheet:
            self._sheet_hand = self.client.hand_no  # its points on the plates from now (看牌面 too)
            self._draw_end(dl, w, h, view, now)
        else:
            self.plugin.draw_overlay(dl, w, h, now, view)
            self._draw_callout(dl, view, now)
        self.bubble = menus.draw_bubble(dl, w, h, self.bubble, self.plugin.tips) if self.bubble else None
        lay = self.lay or self.layout(w, h)
        if self.overlay == "menu":
            speed = str(self.app.settings.get("speed", "normal")) if self.client.paces() else None
            menus.draw_menu(dl, w, h, self.lang, bool(self.app.settings.get("mute", False)), speed, offered(
                self.plugin.auto_play(), self.viewer is not None and not self.hotseat and not self.client.is_over()),
                self.waits, self.client.timers())
        elif self.overlay == "log":
            self.log_page = menus.draw_full_log(dl, w, h, self.lang, self.log, self.log_page,
                                                self.plugin.log_emphasis, self.waits)
        elif self.leaving or self.asking is not None:  # the question, or the 散场 card once a hand is over
            draw_leave(self, dl, w, h, lay.buttons)
        elif self.tour is not None and self.touring():
            self.tour.draw(dl, lay, w, h, self.plugin.log_covered())
        self._draw_own_clock(dl, w, lay)
        self.guard.saw([(h_.id, h_.rect) for h_ in dl.hits if guarded(h_.id)], now, table_bar.readable(self.plugin, self.still, now))

    def toast_y(self, w: float, h: float, box_h: float) -> float:
        """The game's place for a toast, but never over the viewer's status line or a live button."""
        lay = self.lay
        if lay is None:
            return super().toast_y(w, h, box_h)
        live = [s.rect for hid, s in self.guard.shown.items() if hid.startswith(("btn:", "ask:"))]
        return toast_clear(self.plugin.toast_y(lay, w, h, box_h), box_h, w, lay.top, [lay.me, *live])

    def _draw_own_clock(self, dl: DisplayList, w: float, lay: Layout) -> None:
        """A table that plays on under a menu or a question (a peer table) shows the viewer's own
        countdown on top, with "your turn": the time running out is never hidden."""
        seat, c = self.viewer, self.client
        if not self.waits and self.modal() and seat is not None and seat in c.people_to_act():
            draw_own_clock(dl, c, seat, Rect(w - 150, lay.top.b + 8, 142, 40), self.lang)

    def _draw_callout(self, dl: DisplayList, view: JSON, now: float) -> None:
        """What the table is about to answer for the viewer ("自动：要不起"), till it goes; not under 托管."""
        said, lay, auto = self.autopilot.showing(now), self.lay, self.plugin.auto_play()
        if said and lay is not None and not (auto is not None and auto.on):
            draw_callout(dl, lay, place(lay.buttons, self._buttons(), self.plugin.bar_slots(view), lay.phone),
                         t("auto_said", self.lang, what=said))

    def _draw_table(self, dl: DisplayList, w: float, h: float, view: JSON, now: float) -> None:
        lay = self.layout(w, h)
        self.lay = lay
        self.plugin.tips = {}
        season = view.get("season") if isinstance(view.get("season"), str) else None
        top_c, bot_c = th.SEASON_TINT.get(season or "", (th.FELT_TOP, th.FELT_BOTTOM))
        draw_felt(dl, w, h, felt_rect(lay), top_c, bot_c)
        draw_top(dl, lay, self.plugin, view, self.lang, bool(self.app.settings.get("mute", False)))
        for s, r in lay.seats.items():
            draw_seat(dl, r, self.client, s, self.seat_name(s), self.plugin.seat_info(view, s), self.match_total(s),
                      now)
        self.plugin.draw_center(dl, lay.center, view, now)
        placed = place(lay.buttons, self._buttons(), self.plugin.bar_slots(view), lay.phone)
        shown = self.plugin.clock_shown(view) and not self.touring()  # one the tour holds read as running (pt23)
        self._draw_me(dl, lay, view, now, not table_seats.draw_bar_clock(
            dl, self.client, self.viewer, lay.buttons, placed, self.plugin.clock_cell(view), shown))
        self.logbook.draw(dl, lay, self.lang, self.plugin.phone_log(self.log) if lay.phone else self.log)
        table_bar.draw_buttons(dl, placed)
        self._draw_hand(dl, lay, view, now)
        table_bar.draw_veils(dl, self.guard, placed, now)  # (over what the game drew on its buttons too)

    def match_total(self, seat: int) -> str:
        c, hands = self.client, self.client.hands()
        if c.is_over() and self._sheet_hand != c.hand_no:  # the hand's moment first, its points with the sheet
            hands = hands[:-1]
        return "" if not hands or c.is_over() and not self.plugin.PLATE_TOTALS_OVER else match_total(
            c, self.plugin.match_scores(hands), seat, self.lang, self.plugin.MATCH_TOTAL, self.plugin.signed_score,
            self.plugin.TOTALS_FROM_START)

    def _draw_me(self, dl: DisplayList, lay: Layout, view: JSON, now: float, ring: bool = True) -> None:
        me = self.viewer
        if me is None:
            return
        c = self.client
        acting = me in c.to_act() and not c.is_over() and (c.is_bot(me) or bool(c.legal(me)))
        auto = self.plugin.auto_on() or c.taken_over(me)  # 托管中, not 轮到你了
        draw_me(dl, lay, c, me, self.seat_name, self.plugin.seat_info(view, me), self.match_total(me),
                (t("taken_over", self.lang) if auto else self.plugin.prompt_hint(view)) if acting else None,
                self.lang, ring, self.plugin.waiting_on(view), self.plugin.clock_shown(view), self.touring(),
                None if self.hotseat or not self.plugin.AUTO_BUTTON else self.plugin.auto_play())

    def hand_rects(self, lay: Layout, n: int) -> list[Rect]:
        if lay.own_hand:
            return self.plugin.hand_rects(lay.hand, self.view(), n)
        return hand_rects(lay, n)

    def _draw_hand(self, dl: DisplayList, lay: Layout, view: JSON, now: float = 0.0) -> None:
        if lay.own_hand:
            self.plugin.draw_hand(dl, lay.hand, view, now)
            return
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

    def _draw_end(self, dl: DisplayList, w: float, h: float, view: JSON, now: float) -> None:
        body_h = self.plugin.end_height(view, min(w - 24, self.plugin.END_W) - 40)
        scores = self.plugin.match_scores(hands) if (hands := self.client.hands()) else None
        names = [self.seat_name(s) for s in range(self.client.info.seats)]
        series = series_text(self.client, scores, names, self.lang, self.plugin.MATCH_TOTAL,
                             self.plugin.signed_score) if self.plugin.SERIES_ON_SHEET else ""
        bar = self.lay.buttons if self.lay is not None else Rect(0, h, w, 0)
        menus.draw_end_frame(dl, w, h, self.lang, body_h, bar, series, self.client.has_replay(),
                             lambda r: self.plugin.draw_end(dl, r, view, now), self.plugin,
                             self.lay.top.b if self.lay is not None else 0.0, self.plugin.next_label(view))

    # --- input -------------------------------------------------------------------------------
    def tap(self, hid: str, now: float) -> None:
        self.guard.press(now)  # what the bar does next is the player's doing, not a trap (Guard.saw)
        if self.curtain is not None:
            if hid == "curtain":
                self.viewer, self.curtain = self.curtain, None
            return
        if self.overlay is not None or hid in ("bar:mute", "bar:auto"):  # (the bar's switches are the menu's)
            self._tap_overlay(hid, now)
            return
        if self.tour is not None and self.touring():
            self.tour.tap(hid)
            self.tour = None if self.tour.done else self.tour
            return
        if self.bubble is not None:  # a chip's explanation closes at the next tap, which still acts
            was, self.bubble = self.bubble, None  # (pt30: a card's tap after a seat's tip was lost)
            if hid == "bubble" or self.plugin.tips.get(hid) == was:
                return
        if hid in self.plugin.tips:
            self.bubble = self.plugin.tips[hid]
            return
        if hid.startswith("card:") and not self.guard.card_ok(now):
            return  # the prompt under the finger just ran out: this tap was meant for it
        if guarded(hid):
            if not self.guard.allows(hid, now):
                return  # a late tap on a button that just took the place of the one it meant
            self.guard.tapped(hid, now)
        if self.leaving or self.asking is not None:
            if hid != HOLD:  # (the 散场 card is read: a tap on it or round it closes nothing)
                self._answer(hid == "ask:yes", now)
            return
        view = self.view()
        if hid == "menu":
            self.overlay = "menu"
        elif hid == "log":
            self.overlay, self.log_page, self.log_back = "log", 0, ""
        elif hid == "end:next":
            if self.client.is_over() and self.client.can_deal():
                self.client.next_hand()
                self.refresh(now)
        elif hid == "end:menu":  # asked first, the card says the match is kept: 继续上局 resumes it (pt36)
            ask_leave(self, self.guard, now, keep=self.client.can_deal())
        elif hid == "end:replay":
            open_replay(self.app, self.client.replay(), self.seat_name, self.client.hand_no)
        elif hid.startswith("card:"):
            self._toggle(hid[5:], view)
        elif hid.startswith("seat:"):
            act = self.plugin.seat_tap(view, int(hid[5:]))
            if act is not None:
                self.submit(act, now)
        elif hid == f"btn:{FFWD}":
            self.ffwd.set(not self.ffwd.on, self.client, self.app.settings)
            self._btn_cache = None
        elif hid.startswith("btn:"):
            bid = hid[4:]
            for b in self._buttons():
                if b.id == bid:
                    if b.confirm and b.action is not None:
                        self.asking = b  # "确定预点？" first
                    elif b.action is not None:
                        self.submit(b.action, now, label=b.label)
                    else:
                        self.plugin.tap(hid, view)
                    return
            self.plugin.tap(hid, view)
        else:
            self.plugin.tap(hid, view)

    def _answer(self, yes: bool, now: float) -> None:
        """The answer to the question shown: leave the match, or the action that asked."""
        (asked, leaving), self.asking, self.leaving = (self.asking, self.leaving), None, False
        if yes and leaving:
            self._leave(forget=not self.keeping)
        elif yes and asked is not None and asked.action is not None and asked in self._buttons():
            self.submit(asked.action, now, label=asked.label)

    def pointer(self, kind: str, x: float, y: float, hit: str | None, now: float) -> bool:
        """Presses on the table go to the game too (dragging cards), not behind a curtain, a menu
        or the end of the hand."""
        if kind == "down":
            self.guard.press(now)
        if self.curtain is not None or self.overlay is not None or self.client.is_over():
            return False
        held = self.plugin.pointer(kind, x, y, hit, self.view(), now)
        if kind != "move":
            self.holding = held and kind == "down"  # a card held by the game: the hand stays put
        return held

    def _toggle(self, key: str, view: JSON) -> None:
        limit = self.plugin.select_limit(view)
        if key in self.selected:
            self.selected.remove(key)
        elif limit == 1:
            self.selected = [key]
        elif limit is None or len(self.selected) < limit:
            self.selected.append(key)

    def _tap_overlay(self, hid: str, now: float) -> None:
        if hid == "overlay:close":  # (the log opened from the menu closes to the menu: 够级 play-test 37 #5)
            self.overlay, self.log_back = (self.log_back or None) if self.overlay == "log" else None, ""
        elif hid.startswith("lang:"):
            self.app.set_lang(hid[5:])
        elif hid == "menu:log":
            self.overlay, self.log_page, self.log_back = "log", 0, "menu"
        elif hid in ("menu:mute", "bar:mute"):  # remembered with the other settings
            self.app.settings["mute"] = not self.app.settings.get("mute", False)
            self.app.save_settings()
        elif hid == "menu:rules":  # "back" comes back into this menu, as a player expects
            self.client.pause(True, now)  # till the table shows again (its first tick)
            open_guide(self.app, self.client.info.id)
        elif hid in ("menu:auto", "bar:auto") and (auto := self.plugin.auto_play()) is not None:
            self.overlay = None
            auto.toggle()
            self.reask()  # the prompt on screen too
        elif hid == "menu:leave":  # the whole match ends: asked first (the 散场 card's buttons wait out a double tap)
            ask_leave(self, self.guard, now, keep=False)
        elif hid.startswith(("speed:", "timers:")):
            menus.choose(self.app, self.client, hid, self.ffwd.delay)
        elif hid == "log:older":
            self.log_page += 1
        elif hid == "log:newer":
            self.log_page = max(0, self.log_page - 1)

    def _leave(self, forget: bool = False) -> None:
        self.client.leave(forget)
        self.app.home()

    def key(self, key: str, now: float) -> None:
        if self.touring() and self.overlay is None:
            self.tap("tour:next", now)
        elif key == "Escape":
            if self.asking is not None or self.leaving:
                self.asking, self.leaving = None, False
            else:
                self.overlay = None if self.overlay else "menu"
        elif key == "Enter" and self.overlay is None:
            if self.asking is not None or self.leaving:
                return  # a question is answered by a tap on its own button, never by a key held
            if self.curtain is not None:
                return self.tap("curtain", now)
            # the first primary button: the play the selection forms, commit, call...
            for b in self._buttons():
                if b.style == "primary" and b.enabled and b.action is not None:
                    if b.confirm:
                        self.asking = b
                    else:
                        self.submit(b.action, now)
                    return

    # --- tests -------------------------------------------------------------------------------
    def info(self) -> JSON:
        c = self.client
        view = self.view() if self.curtain is None else {}
        return {
            "game": c.info.id, "hand_no": c.hand_no, "actions": c.ply(),
            "viewer": self.viewer, "curtain": self.curtain, "to_act": list(c.to_act()),
            "people_to_act": c.people_to_act(), "bot_to_act": c.bot_to_act(), "over": c.is_over(),
            "end_shown": self.end_shown(self.app.now),
            "phase": view.get("phase"), "prompt": view.get("prompt"),
            "hand": [self.plugin.card_key(x) for x in self.plugin.hand(view)],
            "selected": list(self.selected), "log": self.log[-8:], "overlay": self.overlay,
            "tour": self.tour.step if self.tour is not None and self.touring() else None,
            "notation": c.notation(), "wins": c.wins(),
            "buttons": [{"id": f"btn:{b.id}", "label": b.label, "style": b.style, "enabled": b.enabled}
                        for b in (self._buttons() if self.curtain is None else [])],
            "title": pick(c.info.title, self.lang), "mute": bool(self.app.settings.get("mute", False)),
            # a newly shown bar button refuses taps this many more seconds (table_bar.Guard)
            "quiet": round(self.guard.quiet_left(self.app.now), 3),
            "asking": question(self),
            "auto": self.autopilot.showing(self.app.now) or None, "bubble": self.bubble[1] if self.bubble else None,
            "totals": [self.match_total(s) for s in range(c.info.seats)]}
