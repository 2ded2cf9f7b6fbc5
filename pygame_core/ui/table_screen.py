"""The shared table as it is seen and touched: seats, the hand, the action bar, the log, hot-seat hiding,
menus and the end-of-hand screen, and the player's taps and keys. The game's ``GameUI`` fills in what is
its own; its state and timing (``table_base.TableBase``) play through a ``SeatClient`` (a local Master
or a peer table's seat), never a game state."""

from __future__ import annotations

import time
from typing import Any

from ..core.game import JSON
from ..core.i18n import pick
from ..table.client import SeatClient
from . import table_bar, table_seats
from . import table_menus as menus
from . import theme as th
from .avatar import draw_felt
from .draw import DisplayList
from .ffwd import BTN as FFWD
from .games import plugin_for
from .geom import Rect
from .guide_screen import open_guide
from .layout import Layout, hand_rects
from .replay_view import open_replay
from .screen import Shell
from .settle import HOLD, ask_leave, draw_leave, question
from .table_bar import draw_callout, guarded, place, toast_clear
from .table_base import TableBase
from .table_seats import draw_me, draw_own_clock, draw_seat, draw_top, felt_rect, match_total, series_text
from .texts import t
from .tuoguan import offered
from .widgets import card


class TableScreen(TableBase):
    name = "table"

    def __init__(self, app: Shell, client: SeatClient) -> None:
        super().__init__(app, client, plugin_for(client.info.id))

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
        shown = self.plugin.clock_shown(view) and not self.held()  # one the tour holds read as running (pt23)
        self._draw_me(dl, lay, view, now, not table_seats.draw_bar_clock(
            dl, self.client, self.viewer, lay.buttons, placed, self.plugin.clock_cell(view), shown,
            self.plugin.clock_rad(view)))
        self.logbook.draw(dl, lay, self.lang, self.plugin.phone_log(self.log) if lay.phone else self.log)
        table_bar.draw_buttons(dl, placed)
        self._draw_hand(dl, lay, view, now)
        table_bar.draw_veils(dl, self.guard, placed, now)  # (over what the game drew on its buttons too)

    def held(self) -> bool:
        """The table waits under the tour, or a menu, the log or a question over a local table: no clock of
        the player's shows behind it (play-test 40 够级: a clock read as running behind the paused full log)."""
        return self.touring() or self.waits and self.modal()

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
                self.lang, ring, self.plugin.waiting_on(view), self.plugin.clock_shown(view), self.held(),
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
