"""跑胡子 at the table: long zipai cards (小字 light, 大字 on darker paper, red cards red), the seats
round the table with their melds and discards (board.py), claim choices that can still take effect
offered together, a 听牌 panel on request, each 胡 shown as it happens and a settlement sheet that
shows how every score was made (view JSON: games/paohuzi/VIEW.md)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....core.game import JSON, Action
from ....core.i18n import Text
from ....games.paohuzi.claims import ANSWER_LABELS, ANSWERS
from ....table.series import HandSummary
from ... import tuoguan
from ...anim import Timeline
from ...draw import DisplayList
from ...ffwd import BTN as FFWD
from ...ffwd import TO_ME
from ...geom import Rect
from ...plugin import AutoAnswer, Btn, SeatInfo, TableView
from ...screen import bot_delay
from ...table_bar import OVER, OVER_CLEAR, OVER_LOW, slot_cells, slotted
from ...texts import you_form
from ...widgets import Chip
from . import counter
from .advice import stale_card
from .advice_part import HINTS_KEY, AdvicePart, more_cell
from .bar import CLAIM_CELLS, OVER_CELLS, ROW_CELLS, TOOLS, UP_CELLS, chi_id, slot_of
from .board import OWN_FLOOR, PHONE_OWN, TOP_SHARE, Board, draw_board, draw_own, meld_columns, seat_huxi
from .chipics import distinct_chis
from .clock import OwnClock, banner, timed_line
from .common import ANSWER_STYLE, card_face, mini_card
from .ledger import fmt_pts, hand_points, match_totals, pay_points, signed
from .log import is_win_line, log_line
from .moment_part import TO_MIDDLE_S
from .moments import FFWD_S, bot_hold, light_win, toast_hold
from .notes import TAKEN, Notes, call_cards, call_word, room_rules, taken_note, undone_note, void_note
from .pace import between_choices
from .ready import LINE_H, bubble_h, draw_line, no_feed
from .sheet import EndSheet, new_match
from .winface import face_hold

FORCED_EVENTS = ("wei", "chou_wei", "ti", "pao")
CALL_S = 1.3   # a call stays at its seat this long (0.5 s across the middle went unseen; 0.9 s, play-test 10)
LINGER_S = 0.6   # a card turned up that nobody may take stays in the middle this long once landed


class PaohuziUI(AdvicePart):
    game_id = "paohuzi"
    max_card_w = 50.0
    # a phone's hand keeps its room all hand long, so the bar above it never moves (FIXERS after play-
    # test 14: it moved down as the hand's second row went; one row holds 12 columns now, columns.py)
    HAND_GIVES_BACK = False
    END_W = 720.0   # the sheet lays every hand face up and a four-column ledger (fix-pzend: 22 px tiles at 520)
    LOG_MAX = 250.0   # a laptop's log column (300 left the felt ~50 px short: session 26's request); lines wrap

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self._revealed: int | None = None   # the hand whose 亮张 was shown
        self.sheet = EndSheet()   # the end-of-hand sheet's pages (sheet.py)
        self.tl = Timeline()
        # None: on when a bot sits at the table (not on a phone); the player's choice is kept (play-test 9, p29:
        saved = table.app.settings.get("pz_counter")   # a reload closed the phone's 记牌 strip)
        self.show_counter: bool | None = saved if isinstance(saved, bool) else None
        self.board = Board()
        self._card_at = 0.0     # a card flies to the middle until then: it is drawn once it lands
        self._claimed: str | None = None   # the player's 胡/碰/吃 answer to the card in play
        self._hint_band: Rect | None = None
        self._asked = False   # the player was shown a choice besides 过 (only then is their 过 logged)
        self.drawn: dict[str, Rect] = {}   # the centre's parts as drawn last (kept apart: tests)
        self._told: set[tuple[int, Any]] = set()   # (hand, card) offers checked for a 臭牌 吃
        self.notes = Notes()   # 被碰, 胡优先...: said once no moment shows
        self._forced: Any = None   # the card of the player's last forced 偎/提/跑 (a win on it undoes it)
        self.own_clock = OwnClock()   # a move the player's clock made is said as one (clock.py)
        self.counter_big: Any = None   # a phone's 记牌器 opened large: the prompt it opened at (None: shut)

    def prompt_hint(self, view: JSON) -> str | None:
        ph = view.get("phase")
        if ph == "discard":   # the red dots on hand cards (hand.danger) are told here, while they show
            short = "_short" if self._phone() else ""   # (play-test 6: a phone's status line shrank to ~11 px)
            return self.g(("p_danger" if self.danger_held(view) else "p_discard") + short)
        if ph == "claim" and view.get("offer"):
            live, why = self._live(view)
            if why.startswith("wait:"):   # a seat whose claim comes first answers before the player
                return self.g("wait_for", name=self.name(int(why[5:])))
            kinds = {a["a"] for a in live}
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
        if s.get("locked"):   # with its count on the badge (play-test 10: 12 wins in a hand, hard to follow)
            n = int(s.get("wins") or 0)
            marks.append(self.g("locked") + (f"×{n}" if n > 1 else ""))
        if s.get("dead"):
            marks.append(self.g("dead"))
        if self.tuoguan.on and seat == self.table.viewer:
            marks.append(tuoguan.text("mark", self.lang))
        scores = [int(x.get("score", 0)) for x in view["seats"]]   # as the sheet's 本局 shows them
        recs = view.get("records") or []
        pts = hand_points({"wins": recs, "scores": scores}, self.lang)
        for i in self.moments.unshown(self.table.app.now) & set(range(len(recs))):   # (as each win shows)
            pts = [p - q for p, q in zip(pts, pay_points(recs[i], self.lang), strict=False)]
        lines = [self.g("huxi", n=seat_huxi(s, [r for r in recs if r.get("seat") == seat])), self.g("score", v=fmt_pts(pts[seat], self.lang))]
        if seat == self.table.viewer and self._phone():   # its 胡息 heads the player's part on the felt: the
            lines = lines[1:]                              # status line keeps its 13 px (play-test 6: ~11)
        # a claim asks several seats: only the one it waits on is lit (re-test 4: both bots glowed)
        acting = self.waits_on(view) == seat if view.get("phase") == "claim" and view.get("offer") else None
        return SeatInfo(s.get("concealed"), lines, marks, acting=acting)

    def status(self, view: JSON) -> list[str | Chip]:
        out: list[str | Chip] = [self.g("pile", n=view.get("pile", 0))]
        if view.get("shown"):   # English names the value too (play-test 7: "Shown 一" read as nothing shown)
            c = self.glyph(view["shown"])
            out.append(self.g("shown", c=f"{c} ({card_face(view['shown'], False, 'en').sub})" if self.lang == "en" else c))
        if view.get("decisive") and not self._phone():   # (a phone's middle says it: its chip squeezed 第1局 to
            out.append(self.g("decisive"))                # ~6 px, play-test 17)
        # the room's rules on the table, a tap away (play-test 5: only on the start screen); a laptop
        # names the two that change play most on a chip of their own
        opts, tip = view.get("options") or {}, room_rules(self, view.get("options") or {})
        m = opts.get("hands_per_match")
        out.append(Chip(self.g("hand_of" if isinstance(m, int) else "hand_no", n=view.get("hand_no", 1), m=m), tip))
        if not self._phone() and opts.get("max_final"):
            flow = [self.g("room_flow")] if opts.get("blood_flow") else []   # and how the 名堂 combine (play-test
            fans = [self.g("room_add" if opts.get("fan_combine") == "add" else "room_mul")] if opts.get("fan_combine") else []
            out.append(Chip(" · ".join([*flow, *fans, self.g("room_cap", v=fmt_pts(int(opts["max_final"]), self.lang))]), tip))
        return out

    # --- the table ---------------------------------------------------------------------------
    def draw_center(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        self._reveal(view, now)
        self._sync_moment(now)
        self._say(now)
        if self.tuoguan.watch(self.table.client, self.table.viewer, now):   # 托管 (auto_answer)
            self._changed()
            self.table.reask()   # a prompt already shown is answered too
            self.table.app.toast(tuoguan.text("why", self.lang))
        self.own_clock.watch(self.table.client, self.table.viewer, now)
        self.pace(view)
        self._tell_stale_chi(view)
        self.suggest = None
        self.auto_hints(view)
        if self.show_hints:   # (before the hand is drawn: it frames the card)
            ready = self._ready(view)
            self._preselect(view, ready.best())   # (never a 点炮 while a safe one goes: pt41 #2)
        lay = self.table.lay
        phone = lay.phone if lay else True
        band = lay.band if lay is not None and lay.band.w > 0 else None   # between the top-corner seats
        if self.counter_on() and band is not None:
            counter.draw_counter(dl, self, band.inset(0, 2), view)
        body = r
        self.drawn = {}
        top = self.over_top(view)
        if top is not None and top - 4 < body.b:   # the answers popped up over the felt's foot
            body = Rect(body.x, body.y, body.w, max(0.0, top - 4 - body.y))
        s = view.get("seat")   # the player's meld columns end at reach
        cols = len(meld_columns(view["seats"][s], view, s)) if isinstance(s, int) else 0
        reach = r.x + 12 + (PHONE_OWN + 3) * cols
        self._hint_band = None   # a phone's 听牌 line: at the felt's foot (above any answers), the log strip left
        if self.show_hints and phone and not self.own_apart() and body.h > 200:   # to the log
            narrow = body.w * 0.5   # under answers: a short line at the log strip's right end, clear of the
            need = self._hint_room(view, (narrow if top is not None else body.w) - 8) + 2   # status line
            if top is not None and lay is not None and lay.log.h > 0 and need <= lay.log.h and self._strip() is None \
                    and OVER_LOW not in self.bar_slots(view):   # (a 吃 row over the log strip: answering)
                self._hint_band = Rect(lay.log.r - narrow - 4, lay.log.cy - need / 2, narrow, need)
            else:   # (play-test 10, 45; 8, 71/72; 9, p37; 11, 51/58/54: over the status line or the 记牌器)
                x0 = min(reach, body.x + body.w * 0.45)   # right of the player's melds (11, 56: over them)
                band, body = body.cut_bottom(self._hint_room(view, body.r - x0 - 8) + 2)
                self._hint_band = Rect(x0, band.y, band.r - x0, band.h)
        own_b = None if body.b >= r.b else body.b   # under answers alone the player's part keeps a floor (a
        floor = r.y + r.h * TOP_SHARE + OWN_FLOOR   # 吃 row right of its melds, clear of them: 4-deep ones went
        # ~7 px; play-test 10, 41: two 吃 shrank them); none over them (play-test 23, 153453: 过 over 偎3)
        left = any(p.y < floor and p.x < min(reach, r.x + r.w * 0.5) for p in self.popped(view))
        if own_b is not None and not left:
            own_b = max(own_b, floor)   # (play-test 9, p13: a 3rd 吃 covered them)
        lit = {} if self.table.client.is_over() else \
            {s: float(a.data) for s in (0, 1, 2) if (a := self.tl.get(f"light{s}", now)) is not None}
        # the seats' parts and the middle keep their place whatever pops up: only the player's own part
        # makes room (play-test 8, 60 -> 72: every part and tile shrank as the answers and 听牌 showed)
        if self.board.linger is not None and (now >= self.board.linger[2] or view.get("offer")):
            self.board.linger = None
        draw_board(dl, self, r, self.board_view(view), self.board, lit, now < self._card_at, phone,
                   self.own_apart(), self.waits_on(view), own_b, self._hint_band)
        self.drawn.update({f"seat{k}": v for k, v in self.board.boxes.items()})
        self.drawn["middle"], self.drawn["card"] = self.board.middle, self.board.card
        self.peek_hits(dl, view)
        if self.peek is not None and getattr(self.table, "rclient", None) is not None and r.w >= 600:   # a replay's
            self.draw_peek(dl, r.x * 2 + r.w, r.b, view, False)   # win (on_events), clear of its buttons
        if self.counter_on() and band is None and self._strip() is None:   # a screen with no log strip: over
            self.drawn["counter"] = counter.over_own(body, self.board.boxes.get(int(view.get("seat") or 0)))
            counter.draw_counter(dl, self, self.drawn["counter"], view)   # the own part, moving nothing

    def _strip(self) -> Rect | None:
        """A phone's 记牌器 in place of its log strip (drawn over it, after it: draw_hand)."""
        lay = self.table.lay
        if lay is None or lay.band.w > 0 or not self.counter_on() or lay.log.y < lay.center.b - 1:
            return None
        return counter.over_log(lay.log)

    def log_covered(self) -> bool:
        """A phone's 记牌器 lies in its log strip's place (the tour points at the log button then)."""
        return self._strip() is not None

    def waiting_on(self, view: JSON) -> int | None:
        """The bot a claim waits on, for the status line too (play-test 5: "电脑1 思考中…" there while the
        middle and the badges named 电脑2)."""
        s = self.waits_on(view)
        return s if s is not None and s != self.table.viewer else None

    def over_top(self, view: JSON) -> float | None:
        """The top of the answers a phone pops up over the felt (table_bar OVER), None when none
        shows: the felt lays the viewer's melds and the 听牌 panel above them (play-test: 过 and 吃
        covered the player's 碰 columns and the 听牌 text)."""
        return min((r.y for r in self.popped(view)), default=None)

    def popped(self, view: JSON) -> list[Rect]:
        """Where the answers a phone pops up over the felt lie (none: in the bar's own rows)."""
        lay = self.table.lay
        slots = self.bar_slots(view)
        mark = next((i for i, s in enumerate(slots) if s in OVER_CLEAR), None)
        if lay is None or mark is None:
            return []
        keys = set(self.table.selected)
        btns = self.buttons(view, [c for c in self.hand(view) if self.card_key(c) in keys])
        if not slotted(btns, slots):   # a bar that flows keeps every button in its own rows
            return []
        cells = slot_cells(lay.buttons, slots, True)
        return [cells[b.slot] for b in btns if b.slot in slots[mark + 1:]]

    def draw_hand(self, dl: DisplayList, area: Rect, view: JSON, now: float) -> None:
        ready = self._ready(view) if self.show_hints else None
        self.ready_marks = set(ready.by_card) if ready is not None else set()
        super().draw_hand(dl, area, view, now)
        if ready is not None:   # a wide table: in the band over the hand kept for a new column
            lay = self.table.lay   # a phone: over its log strip, or the status line (the seats keep their room)
            me = Rect(area.x, area.y - LINE_H, area.w, LINE_H) if lay is None else \
                lay.log if lay.log.h >= LINE_H and lay.log.y >= lay.center.b - 1 else lay.me
            band = Rect(me.x + 4, me.cy - LINE_H / 2, me.w - 8, LINE_H)
            if self._hint_band is not None:
                band = Rect(self._hint_band.x + 4, self._hint_band.y + 1, self._hint_band.w - 8, LINE_H)
            card = next((c for c in self.hand(view) if c["id"] in self.table.selected), None)
            sel = card["code"] if card is not None else None
            # a 坎 card or 王霸 selected: only why it stays, as its button says (play-test 6: 打三 → 暂未听牌)
            text = self.locked_why(card) if card is not None and self.locked(view, card) and \
                view.get("phase") == "discard" else self._hint_text(view, ready, sel)
            if self.own_apart() and self._hand_box.w:   # wrapped lines rise into the bar, not over the cards
                up = bubble_h(text, self._hand_box.w) - LINE_H
                y = max(area.y + 3 - up, lay.buttons.b + 1 if lay is not None else area.y + 3 - up)
                band = self.wide_hint_band(view, text, area) or Rect(self._hand_box.x, y, self._hand_box.w, LINE_H)
            self.drawn["hints"] = draw_line(dl, band, text, self.sel_x if sel is not None else None)
        if self.own_apart():
            seat = view.get("seat")
            a = self.tl.get(f"light{seat}", now)
            draw_own(dl, self, *self._sides, view, self.board, float(a.data) if a is not None else None,
                     self.waits_on(view))
        self.glow_answers(dl, view)   # (under the 吃 picker)
        self.draw_picker(dl, view)
        if (strip := self._strip()) is not None and not self.picking():   # (the 吃 picker over it: pt20 #1)
            own = self.board.boxes.get(int(view.get("seat") or 0))   # (never over answers popped up there)
            if self.counter_big not in (None, self._prompt()) and self.table.viewer in self.table.client.people_to_act():
                self.counter_big = None   # shut as the player's turn comes (play-test 29 #3: over their melds)
            big = counter.big_box(own, strip) if self.counter_big and not self.popped(view) else None
            self.drawn["counter"] = counter.draw_strip(dl, self, strip, view, big, self.wait_codes(view))
        if self.tuoguan.on and not self.table.client.is_over() and (bar := self.table.lay) is not None:   # over
            keep = [h.rect for h in dl.hits if h.id == f"btn:{FFWD}"]   # the action bar 托管 leaves empty: 快进
            self.tuoguan.draw(dl, bar.buttons, self.lang, keep)         # in sight, the hand its size (pt18)

    def counter_on(self) -> bool:
        """The 记牌器: on by default against bots (a phone's in its log strip's place; one with no strip
        opens it on request, as it covers the player's part; play-test 19: off by default on the phone);
        switched by a person (never at a peer table)."""
        on, switch = self.counter_rule()
        lay = self.table.lay
        if on and switch and self.show_counter is None and lay is not None and lay.band.w <= 0:
            return lay.log.h > 0 and lay.log.y >= lay.center.b - 1
        return self.show_counter if self.show_counter is not None and switch else on

    def draw_flying_card(self, dl: DisplayList, r: Rect, c: Any) -> None:
        mini_card(dl, r, c if isinstance(c, str) else None, self.lang, not isinstance(c, str))

    # --- match and forced answers --------------------------------------------------------------
    def match_scores(self, hands: list[HandSummary]) -> list[float] | None:
        return match_totals(hands, self.lang)

    def signed_score(self, v: float, lang: str) -> str:
        """总分 on the seats and the sheet in the ledger's unit (fix-pzend: -0.41万 beside -4096)."""
        return signed(v, lang)

    def auto_answer(self, view: JSON, legal: list[Action]) -> AutoAnswer | None:
        """托管: the rule bot's choice (a win always declared); otherwise a claim where nothing the
        player could say takes effect (their 坎 must 跑 the card, a locked hand wins on it first):
        the table says 过 for them, with the reason."""
        seat = view.get("seat")
        if self.tuoguan.on and isinstance(seat, int) and legal:
            act = {"a": "hu"} if {"a": "hu"} in legal else self.table.client.hint(seat) or legal[0]
            act = no_feed(view, seat, act, self.danger(view), self._ready(view))   # never a known 点炮
            return AutoAnswer(act, tuoguan.text("on", self.lang))
        if not isinstance(seat, int) or view.get("phase") != "claim":
            return None
        live, why = self._live(view)
        if not why or live != [{"a": "pass"}]:
            return None
        return AutoAnswer({"a": "pass"}, void_note(self, why))

    # --- actions -----------------------------------------------------------------------------
    def bar_slots(self, view: JSON) -> list[str]:
        """Tools on the left, the answers on the right, each in a cell of its own that never moves
        (a 碰 showing up must not shift 记牌 under a finger); a phase's buttons share the answer
        cells: 打出 where 胡 goes, 移牌 where 碰 goes, the bowl's cells from the right. A 吃 beyond
        the cells (a 4th) lets the bar flow for that prompt. A phone keeps one row of tools and pops
        the answers up over the felt just above it, 胡 nearest the thumb (闲来/微乐's way): between
        claims no empty row, and a claim showing moves neither the hand nor the tools; 快进 keeps a
        tool cell there. The answers sit just above the status line (and the log strip, if any),
        never over a seat: a screen with no room there for them (320x568) keeps them in the bar's
        own rows (a 3rd 吃 lets that bar flow)."""
        tools = list(TOOLS[: 3 if self.counter_rule()[1] else 2])
        lay = self.table.lay
        if lay is None or lay.phone:   # 快进 in the bar, never on the felt under a 胡
            over = [FFWD, *tools, OVER if lay is None or lay.log.h > 0 else OVER_LOW, *OVER_CELLS]   # (FFWD: 过's cell)
            if lay is not None and self.answering(view):   # the answers in the tools' row, at the thumb
                over = [*ROW_CELLS, OVER if self._strip() else OVER_LOW, *UP_CELLS]   # (more 吃 over the
                # log strip, unless the 记牌器 lies there)
            if lay is None or min(r.y for r in slot_cells(lay.buttons, over, True).values()) >= lay.center.y:
                return over
        cells = [c for c in CLAIM_CELLS if c != "chi2" or lay is None or not lay.phone]
        if self.out_of_hand(view):   # 快进 takes the 碰 cell: a won or dead hand never 碰s (the rules); 快进到我
            cells[cells.index("peng" if self.won_out(view) else "pass")] = FFWD   # 过's (pt40 #1: a 2nd tap won unseen)
        return tools + cells

    def answering(self, view: JSON) -> bool:
        """The player has answers to press (a claim that can still take effect, a bowl to light, a
        card selected to discard): a phone shows them in the bar's row just above the hand, where the
        tools were (play-test 12, 160/183/189: popped up ~150 px over the hand, "a long thumb reach")."""
        ph = view.get("phase")
        if ph == "discard" or self._in_moment:
            return ph == "discard" and bool(self.table.selected) and not self._in_moment
        live, why = self._live(view) if self._legal() else ([], "")
        return ph == "light" or (ph == "claim" and bool(live) and not (why and live == [{"a": "pass"}]))

    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        btns = self._buttons(view, selected)
        lights = [b.id for b in btns if b.id.startswith("light")]
        cells = self.bar_slots(view)
        out = [replace(b, slot=slot_of(f"light{lights.index(b.id)}" if b.id in lights else b.id)) for b in btns]
        auto = self.tuoguan.on and not self.table.client.is_over()   # 托管's bar lies over them: it answers
        out = [replace(b, slot=more_cell(cells)) if b.id == "chimore" else b for b in out
               if (b.id not in TOOLS or b.id in cells) and (b.id == FFWD or not auto)]   # (phone: answers, tools' row)
        # a won hand's bowl cell where 碰 was goes where 快进 is (it never shows with an answer)
        return [replace(b, slot=FFWD) if b.slot == "peng" and "peng" not in cells else b for b in out]

    def _buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        if self._in_moment:   # a 胡 is being shown: nothing to press but the moment itself
            return []
        legal = self._legal()
        out: list[Btn] = []
        ph = view.get("phase")
        if legal:
            if ph == "discard":
                if selected and self.locked(view, selected[0]):   # never offered: it says why instead
                    out.append(Btn("discard", self.locked_why(selected[0]), None, "quiet", enabled=False))
                elif selected:
                    c = selected[0]["code"]
                    out.append(Btn("discard", self.g("discard", c=self.glyph(c)), {"a": "discard", "card": c},
                                   "primary", self.g("danger_sub") if c in self.danger(view) else ""))
                elif not self._phone():   # a phone's status line says it: no button over the felt
                    out.append(Btn("discard", self.g("pick"), None, "quiet", enabled=False))
            elif ph == "light":
                for a in legal:
                    out.append(Btn(f"light{a['cell']}", self.g("light", n=a["cell"] + 1), a, "normal"))
            elif self._live(view)[1] and self._live(view)[0] == [{"a": "pass"}]:
                pass   # the table says 过 for the player, with why (auto_answer): no lone 过 (play-test 9, p19)
            else:   # only the answers that can still take effect (advice.py)
                self._asked |= any(a["a"] != "pass" for a in self._live(view)[0])
                chis = distinct_chis(self._live(view)[0])
                for a in self._live(view)[0]:
                    k = a["a"]
                    if k == "chi" and a is chis[0]:
                        out += self.chi_buttons(view, chis, chi_id)
                    elif k in ANSWER_LABELS and k != "chi":   # 过 beside 胡 asks first (play-test 27 #1: one tap
                        no_hu = k == "pass" and {"a": "hu"} in self._live(view)[0]   # threw a 自摸 away)
                        out.append(Btn(k, self.answer(k), a, ANSWER_STYLE.get(k, "normal"),
                                       confirm=self.g("confirm_no_hu") if no_hu else ""))
        if isinstance(view.get("seat"), int) and not view.get("result") and self.columns(view) \
                and not self.sorted_already(view) and not self.won_out(view):   # (a locked hand: pt30 #5)
            out.append(Btn("sort", self.g("sort"), None, "quiet"))
        if selected and ph == "discard":
            out.append(Btn("move", self.g("move_off") if self.move_mode else self.g("move"), None,
                           "selected" if self.move_mode else "quiet"))
        if self.table.fast() and self.won_out(view) and not self.skip_wins:   # 快进 shows each win: the
            out.append(Btn("skip", self.g("skip_end"), None, "quiet"))   # rest skipped (play-test 19 #2)
        elif isinstance(view.get("seat"), int) and not view.get("result"):
            out.append(Btn("hints", self.g("hints_off") if self.show_hints else self.g("hints"), None, "quiet"))
            if self.counter_rule()[1]:
                out.append(Btn("counter", self.g("counter_off") if self.counter_on() else self.g("counter"), None,
                               "quiet"))
        return out

    def deadline_action(self, view: JSON) -> Action | None:
        """A 胡 offered is taken as the clock runs out, as the apps do (play-test 33 #1: the rules' 过 let a win go);
        else the card the player raised goes (play-test 13, 245/251: the hint's card went while 四 stood raised)."""
        keys, seat, hu = set(self.table.selected), view.get("seat"), next((a for a in self._legal() if a.get("a") == "hu"), None)
        raised = next((b.action for b in self._buttons(view, [c for c in self.hand(view) if self.card_key(c) in keys])
                       if b.id == "discard" and b.enabled and b.action is not None), None)
        hint = self.table.client.hint(seat) if raised is None and isinstance(seat, int) else None   # none: the
        safe = no_feed(view, seat, hint, self.danger(view), self._ready(view)) if hint and isinstance(seat, int) \
            else None   # rules' (the hint's discard) at 0 s, unless it feeds a known win while another goes
        return hu or raised or self.framed(view) or (safe if safe != hint else None)

    def _phone(self) -> bool:
        return self.table.lay is not None and self.table.lay.phone

    def auto_play(self) -> tuoguan.Tuoguan:
        return self.tuoguan

    def out_of_hand(self, view: JSON) -> bool:
        """The table offers 快进: to the end once the viewer has won (locked) or is out, else 快进到我
        between their choices (pace.between_choices)."""
        return self.won_out(view) or not self.tuoguan.on and between_choices(   # (托管's answer asks the bot:
            self.table.client, self.table.viewer, view, self.auto_answer(view, self._legal()) is not None)   # never
        # a frame's several looks at the bar; 托管 never offers 快进 anyway: GameUI.ffwd_ok)

    def won_out(self, view: JSON) -> bool:
        seat = view.get("seat")
        return isinstance(seat, int) and bool(view["seats"][seat].get("locked") or view["seats"][seat].get("dead"))

    @property
    def FFWD_LABEL(self) -> Text | None:  # noqa: N802 (GameUI's name): 快进到我 while a choice is still to come
        return None if self.won_out(self.table.view()) else TO_ME

    @FFWD_LABEL.setter
    def FFWD_LABEL(self, label: Text | None) -> None:  # noqa: N802 (a class attribute in GameUI)
        pass

    def _hold(self, seat: Any) -> float | None:
        """A 胡 moment's length: the player's own waits for a tap (not in 托管; in 快进 too), a bot's a beat
        of the speed; one behind another win's (一炮多响, play-test 24 l102: gone unseen) waits too."""
        fast = self.table.fast()
        if not self.tuoguan.on and (seat == self.table.viewer or self.moments.wins_left() and not fast):   # (L1)
            return None
        return bot_hold(0.0 if fast else bot_delay(self.table.app.settings))

    def tap(self, hid: str, view: JSON) -> bool:
        if self.tap_picker(hid, view) or self.late_tool(hid):
            self._changed()
            return True
        if hid == "btn:hints":   # (a phone's 记牌器 lies over the own part: both panels show at once)
            self.toggle_hints()
        elif hid == "btn:skip":
            self.skip_wins = True
        elif hid == "btn:counter":
            self.show_counter = not self.counter_on()
            self.table.app.settings["pz_counter"] = self.show_counter
            self.table.app.save_settings()
        elif hid == "btn:move":
            self.move_mode = not self.move_mode
        elif hid == tuoguan.HIT:
            self.tuoguan.stop()
            self.table.reask()   # an answer 托管 had not yet sent is not sent
            self._changed()
            return True
        elif hid == "btn:sort":
            self.sort_hand(view)
            return True
        elif hid == "pz:moment":
            if self.moments.age(self.table.app.now) >= self.moments.splash():   # the 胡 itself is not skipped
                self.moments.next(self.table.app.now)
            return True
        elif hid == "pz:face":   # a win's hand face up: on to the next (play-test 15, D1); 快进's cards all
            self.skip_wins |= self.ffwd_hand   # (跳到结算: the hand's end reached, its button is gone)
            self.moments.skip_face(self.table.app.now)
            return True
        elif hid.startswith("pz:pick:"):   # (asked to answer: said so, no card lifted; a drag moves it)
            self.picked = None if self.picked == hid[8:] or self.tray_tap(view) else hid[8:]
            return True
        elif hid.startswith("pz:col:"):
            self.move_to(view, int(hid[7:]))
        elif hid in ("pz:tray", "pz:counter"):
            self.counter_big = (None if self.counter_big else self._prompt()) if hid == "pz:counter" else self.counter_big
            self.tray_tap(view) if hid == "pz:tray" else None
            return True
        elif hid.startswith("pz:peek"):   # a locked seat's hand opened large, closed by a tap
            self.open_peek(None if hid == "pz:peek" or self.peek == int(hid[8:]) else int(hid[8:]))
            return True
        if hid in ("btn:hints", "btn:counter", "btn:move", "btn:skip") or hid.startswith("pz:col:"):
            self._changed()
            return True
        if self.sheet.tap(hid, view, self.table.app.now):   # its pages: the ledger, each win, every hand face up
            return True
        return False

    # --- log and animation -------------------------------------------------------------------
    def log_line(self, ev: JSON) -> str | None:
        if ev.get("timed") and (line := you_form(log_line(self, ev), self.lang)):   # 你 超时 · 过
            return timed_line(line, self.name(ev.get("seat")), self.lang)
        if ev.get("type") in ("pass", "answer") and (ev.get("seat") != self.table.viewer or not ev.get("asked")):
            return None   # the player's own 过 when they had a choice (play-test 2 l08: 过 never offered)
        view = self.table.view() if ev.get("type") in ("end", "win") else {}
        res: JSON = view.get("result") or {}   # the sheet's own wins, when they are this hand's (play-
        recs = res.get("wins") if res.get("scores") == ev.get("scores") and ev.get("type") == "end" else \
            view.get("records")   # test 9: .11/.12); a win's count among the hand's (win_index)
        evs = getattr(self.table, "log_events", None)   # (alike wins counted apart: play-test 17)
        return you_form(log_line(self, ev, recs if isinstance(recs, list) else None, evs), self.lang)

    def log_emphasis(self, line: str) -> bool:
        return is_win_line(line)

    def on_events(self, events: list[JSON], now: float) -> None:
        if self.picked is not None and self.drag is None and self.select_limit(self.table.view()) != 0:
            self.picked = None  # the player's discard is due: a card lifted by a tap goes back, taps select
        if now < 0:   # a replay's step that ends at a 胡 shows it, as the live table did (the lead, pt14 21-26)
            last = events[-1] if events and getattr(self.table, "rclient", None) is not None else {}
            self.peek = last.get("seat") if last.get("type") == "win" else None
            return
        me = self.table.viewer
        # the wins among these events are the view's last records, in order (一炮多响 brings two)
        win = len(self.table.view().get("records") or []) - sum(ev.get("type") == "win" for ev in events)
        flipped: Any = None   # the card just turned up in these events
        won = any(ev.get("type") == "win" and ev.get("seat") == me for ev in events)   # 一炮多响: mine too
        self.board.recent.note_all(events, self.table.view())   # (and each claimed discard's trace: taken.py)
        for ev in events:
            ty = ev.get("type")
            self._flights(ev, now)
            if self.own_clock.made(ev, me, now, self.tuoguan.pressed_at, self.tuoguan.on) \
                    and (line := you_form(log_line(self, ev), self.lang)):
                self.table.app.toast(banner(line, self.lang), 4.0)   # (超时：已为你过)
            if ty in FORCED_EVENTS and ev.get("seat") == me:   # a forced meld a win on its card undoes
                self._forced = ev.get("card")
            if ty in ("answer", "pass") and ev.get("seat") == me:
                ev["asked"], self._asked = self._asked, False   # (read by log_line: the same event)
            elif ty in ("win", "discard", "light") and ev.get("seat") == me:   # a prompt ended without a 过 (a
                self._asked = False   # 自摸 胡): the next hand's lone opening 过 read "你 过" (play-test 10, 53)
            if ev.get("seat") == me and (ty == "discard" or ev.get("asked")):   # the player's move: the wins
                self.board.recent.since = win   # standing under the card start again (standing.py)
            if ty == "answer" and ev.get("seat") == me:
                act = ev.get("action") or {}
                self._claimed = act.get("a") if act.get("a") in ("hu", "peng", "chi") else None
            elif ty in TAKEN and self._claimed is not None:
                if ev.get("seat") != me and not won:   # the player's answer did not take effect: say so
                    self.notes.say(taken_note(self, ev))
                self._claimed = None
            elif ty in ("river", "draw", "discard"):
                self._claimed = None
            if ty == "river" and isinstance(ev.get("seat"), int) and isinstance(ev.get("card"), str):
                self.board.fresh = (int(ev["seat"]), str(ev["card"]))   # (marked in its discards)
                if flipped == self.board.fresh and not self.table.fast():   # nobody was asked: it stays a beat
                    self.board.linger = (*flipped, now + TO_MIDDLE_S + LINGER_S)   # (play-test 10, D3)
                self.to_river(*self.board.fresh, now)   # then flies there
            if ty == "draw" and ev.get("shown"):
                flipped = (ev.get("seat"), ev.get("card"))
            if ty == "draw" and ev.get("shown") and isinstance(ev.get("card"), str) and isinstance(me, int):
                self._tell_stale(stale_card(self.table.view(), me, ev["card"], ev.get("seat"), True))
            fast = self.table.fast()   # 快进: nothing to wait for on the way to the sheet (play-test 6: ~6 taps)
            if ty == "win":
                if ev.get("seat") == me and self.show_hints:   # a won hand plays itself: its 听牌 panel closes
                    self.show_hints = False                     # (play-test 9, p38-p42: it stayed over the melds)
                    self._changed()
                recs = self.table.view().get("records") or []
                flow = bool((self.table.view().get("options") or {}).get("blood_flow", True))
                if 0 <= win < len(recs) and light_win(recs, me, win, flow):
                    if not self.skip_wins:   # under 快进 each a short card (play-test 19 #2; 8, 32: log only)
                        mine = me in (recs[win].get("seat"), recs[win].get("src"))   # the player's own win or
                        face = face_hold(recs, win, me) if mine or not fast else min(FFWD_S, face_hold(recs, win, me))
                        hold = face or (FFWD_S if fast and not mine else toast_hold(bot_delay(self.table.app.settings))) # pt32
                        self.moments.toast(now, win, hold, int(ev.get("seat", -1)), face)
                else:
                    self.moments.add(now, max(0, win), self._hold(ev.get("seat")))
                if ev.get("seat") == me and 0 <= win < len(recs) and isinstance(me, int) and \
                        recs[win].get("card") == self._forced and \
                        (note := undone_note(self, recs[win], self.table.view()["seats"][me])):
                    self.notes.say(note)
                win += 1
            elif ty == "light" and isinstance(ev.get("seat"), int):
                self.tl.start(f"light{ev['seat']}", now, 0.8, ev.get("cell", 0))
                if not fast:
                    self._bowl_lit(ev, now)
            elif ty == "decisive" and not self.skip_wins:   # after any 胡 before it, never over it; 快进's too
                d = bot_delay(self.table.app.settings)   # a band across the felt, 1.2 s at least (play-test 20 #5:
                hold = FFWD_S if fast else max(1.2 if d > 0 else 0.0, d / 1.1 + 0.4)
                self.moments.add(now, -1, hold, word=self.g("decisive"))   # none seen, the swings unexplained)
            elif (word := call_word(str(ty), self.lang)) and isinstance(ev.get("seat"), int) and not fast:
                self.moments.call(now, int(ev["seat"]), word, self.name(ev["seat"]), CALL_S,
                                  call_cards(ev))
        self._say(now)

    def _say(self, now: float) -> None:
        """A note the moments held back, once none shows (never over a win panel or the sheet)."""
        text = self.notes.due(self.moments.current(now) is not None, self.table.client.is_over())
        if text:
            self.table.app.toast(text)

    def on_new_hand(self) -> None:
        self.tl.clear()
        self.moments.clear()
        self.sheet.reset()
        self.show_hints = self.table.app.settings.get(HINTS_KEY) is not False   # as the player left it (pt19)
        self.picked, self.move_mode = None, False
        self.drag, self.drag_at = None, None
        self._most = {}
        self._card_at = 0.0
        self._claimed = None
        self._asked = False
        self._forced = None
        self.board.fresh = None
        self.board.recent.clear()
        self.board.linger = None
        self._told.clear()
        self.peek = None
        self.skip_wins = self.ffwd_hand = False

    def end_ready(self, now: float) -> bool:
        return self.moments.current(now) is None and not self.moments.toasts_at(now) and not self.moments.waiting()

    def still_key(self, now: float) -> Any:
        self._sync_moment(now)   # whether a moment shows decides the hand's hit areas
        return (self.counter_on(), self.show_hints, self._in_moment, self.picked, self.move_mode, self.drag_at,
                self._arranged, self.flying.running(now), self.tuoguan.on, tuple(self.moments.toasts_at(now)),
                tuple(b[:2] for b in self.moments.bowls_at(now)), self.peek, self.counter_big)   # (which bowls: a
        # bowl lit as the hand ends stands still under the sheet, not redrawn each frame of its 1.6 s)

    def pointer(self, kind: str, x: float, y: float, hit: str | None, view: JSON, now: float) -> bool:
        if kind == "down" and hit is not None and hit.startswith(("btn:", "card:", "pz:")):
            self.tuoguan.pressed_at = now if hit != "btn:chimore" else self.tuoguan.pressed_at   # (not a late
            # answer for a timeout; opening the 吃 picker answers nothing: play-test 25 #2, no 超时 said)
            if hit.startswith(("btn:chi", "btn:pick", "btn:peng", "btn:hu")) and hit != "btn:chimore":   # held
                self._claimed = "chi" if hit.startswith(("btn:chi", "btn:pick")) else hit[4:]   # by the table to its
                # window's close, a claim another took first sent nothing (play-test 12, 169: no 被碰 said)
        return super().pointer(kind, x, y, hit, view, now)

    # --- the settlement sheet ----------------------------------------------------------------
    def end_height(self, view: JSON, w: float) -> float:
        return self.sheet.height(view, w)

    def next_label(self, view: JSON) -> Text | None:
        return new_match(view)   # 再来一场 on a match's last sheet (play-test 28 #4)

    def draw_end(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        if self.sheet.page is None:   # the sheet opens: a toast of the play goes (play-test 28 #5, 233649)
            self.table.app.toast("", 0.0)
        self.sheet.draw(dl, self, r, view, now)
