"""The shared table's state and timing: what the table screen plays through (a ``SeatClient``), the
log and the animations it pulls in, when the bots, the clocks and the table's own answers (Autopilot,
快进) move, and the layout and buttons of the moment. ``table_screen.TableScreen`` draws it and takes
the player's taps and keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.errors import IllegalAction
from ..core.game import JSON, Action
from ..core.i18n import pick
from ..table.client import SeatClient, slice_for
from . import table_seats
from .draw import Still
from .ffwd import FastForward
from .geom import Rect
from .layout import Layout, table_layout
from .plugin import Btn, GameUI
from .screen import Screen, Shell
from .table_bar import Autopilot, Guard, bar_height, slots_height
from .table_log import HAND_SEP, TableLog
from .texts import t
from .tour import Tour, tour_due


class TableBase(Screen):
    """The table's state; its drawing and input are ``TableScreen``'s."""

    def __init__(self, app: Shell, client: SeatClient, part: Callable[[TableBase], GameUI]) -> None:
        """``part``: makes the game's table part for this table (``games.plugin_for``)."""
        super().__init__(app)
        self.client = client
        self.plugin: GameUI = part(self)
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
        if self.plugin.auto_on() and (auto := self.plugin.auto_play()) is not None and self.plugin.done(self.view()):
            auto.stop()  # nothing left for it to answer: its bar goes and 快进 is offered (play-test 40 够级: shown
            self.reask()  # after the player was out, the rest of the hand watched at the bots' pace)
        self._ffwd_end(now)
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
            self._ffwd_end(now)  # in the frame that asks the viewer: its prompt is never drawn under 快进
        if due and c.version != version:
            self.guard.lapse(now)   # the viewer's prompt ran out: a tap on its place now came late
        for reason in c.take_refusals():
            self.app.toast(pick(reason, self.lang))
        self._autopilot(now, away)
        bots = not away and not c.is_over() and c.bot_to_act() is not None
        sheet_due = c.is_over() and self.curtain is None and self._end_seen != c.hand_no
        return bots or sheet_due or self.plugin.animating(now) or flying or c.saving() or \
            bool(self.autopilot.showing(now) or self.guard.quiet_left(now))  # (a button coming alive: Guard.veil)

    def _ffwd_end(self, now: float) -> None:
        """快进 goes off at the hand's end, or where the viewer is asked again. There the prompt's buttons
        come where the player last tapped (快进到我's cell, the game's 胡 or 吃 cell): a second tap meant for
        快进 pressed the 吃 come up under it (play-test 40 跑胡子 #1), so they wait till read (Guard.handover)."""
        c = self.client
        if not self.ffwd.on or FastForward.offered(c, self.plugin.ffwd_ok(self.view())):
            return
        self.ffwd.set(False, c, self.app.settings)
        self._btn_cache = None
        if self.viewer in c.people_to_act():
            self.guard.handover(now)  # (the cards stay free: no deadline was missed)

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
