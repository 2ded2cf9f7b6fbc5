"""What the 跑胡子 table part tells the player of their own choices: the 听牌 line (which discards
make the hand ready, what a selected card leaves it waiting on), the claim answers that can still
take effect, whom a claim waits on, and the 吃 buttons (a picker when there are more than the bar's
cells: play-test 5, 过 moved under the finger when five 吃 let the bar flow)."""

from __future__ import annotations

from typing import Any

from ....core.game import JSON, Action
from ....games.paohuzi.cards import CODES
from ....games.paohuzi.hints import claim_waits, ready_report, suggest_discard, unseen_counts
from ....table.series import HandSummary
from ... import theme as th
from ...draw import DisplayList, fit_size
from ...ffwd import BTN as FFWD
from ...ffwd import FastForward
from ...geom import Rect
from ...plugin import Btn, TableView
from ...screen import bot_delay
from ...table_bar import GAP, LATE_S, OVER_CLEAR, place, slot_cells, slotted
from ...widgets import button
from .advice import NO_BI, PASSED, add_other_scores, awaited, hint_lines, live_answers, stale_chi
from .bar import CLAIM_CELLS, slot_of
from .botclock import BotClock, acting_bot, draw_bot_clock
from .chipics import chi_groups, distinct_chis, draw_chi_button, whole_width, widen
from .common import mini_card
from .moment_part import MomentPart
from .pace import pace_bots
from .ready import LINE_H, Ready, bubble_h, card_line, read_report, summary

HINTS_KEY = "pz_hints"   # the settings' record of the player's 听牌 button (absent: never pressed)


def more_cell(cells: list[str]) -> str:
    """The bar's cell of the one 吃 button that opens the picker: the 吃 cell nearest 过 (a phone's
    in the thumb row; play-test 16: a 2nd 吃 drawn over the felt, apart from the 1st)."""
    at = cells.index("pass") if "pass" in cells else 0
    return min((c for c in cells if c.startswith("chi")), key=lambda c: abs(cells.index(c) - at), default="")


CLOCK_R, PHONE_CLOCK_R = 25.0, 23.0   # a claim's clock's radius beside its answers (clock_rad): clear of the strip


class AdvicePart(MomentPart):
    _told: set[tuple[int, Any]]   # (hand, card) offers checked for a 臭牌 吃, (hand, said:card) notes said

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self._hints: tuple[Any, JSON | None, Ready] = (None, None, Ready())
        self._live_at: tuple[Any, tuple[list[Action], str]] = (None, ([], ""))
        self._room_at: tuple[Any, float] = (None, LINE_H)   # the phone's 听牌 band's depth, for a report
        self._picking: Any = None   # the prompt whose 吃 picker is open
        self._claim_at: tuple[Any, str] = (None, "")   # a claim's 碰/吃 advice (claim_note), a step
        self._bot_clock = BotClock()   # the acting bot's clock (draw_overlay)
        # the 听牌 help as the player last left it, from hand to hand and over a reload (play-test 19:
        # switched on, it was off again the next hand); else it opens by itself once the hand nears ready
        self.show_hints = table.app.settings.get(HINTS_KEY) is not False   # on till switched off (pt20 #2)
        self.hints_auto = table.app.settings.get(HINTS_KEY) is not False

    def _tell_stale_chi(self, view: JSON) -> None:
        """Once a hand a kind: why 吃 is not offered on a card the player discarded before."""
        seat = view.get("seat")
        if view.get("phase") != "claim" or not isinstance(seat, int):
            return
        key = (self.table.client.hand_no, (view.get("offer") or {}).get("card"))
        if key not in self._told:   # (checked once an offer)
            self._told.add(key)
            self._tell_stale(stale_chi(view, seat))

    def _tell_stale(self, c: str | None) -> None:
        key = (self.table.client.hand_no, f"said:{c}")
        if c is not None and key not in self._told:
            self._told.add(key)
            why = "passed_chi" if c.startswith(PASSED) else "no_bi" if c.startswith(NO_BI) else "stale_chi"
            self.table.app.toast(self.g(why, c=self.glyph(c.removeprefix(PASSED).removeprefix(NO_BI))))

    def late_tool(self, hid: str) -> bool:
        """A tool tapped soon after the player's prompt ran out was meant for that prompt (a phone's
        tools come back in the cells its answers took): it does nothing (play-test 19: a 碰 tapped as
        the clock ran out opened the 记牌器 that came back in its place)."""
        at = getattr(getattr(self.table, "guard", None), "lapsed_at", None)
        return hid in ("btn:hints", "btn:counter") and isinstance(at, float) and 0 <= self.table.app.now - at < LATE_S

    def toggle_hints(self) -> None:
        """The 听牌 button: the help on or off, kept for the next hands (``HINTS_KEY``)."""
        self.hints_auto = self.show_hints = not self.show_hints
        self.table.app.settings[HINTS_KEY] = self.show_hints
        self.table.app.save_settings()

    def draw_overlay(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        """The acting bot's clock on its badge (botclock.py), under the timed rules, while nothing holds
        the table; the moments over it."""
        c = self.table.client
        live = getattr(self.table, "rclient", None) is None   # (a replay runs no clocks)
        if live and self.table.app.settings.get("timers") and not c.is_over() and not self.busy(now) and not self.table.fast():
            bots = {s for s in range(len(c.seats)) if c.is_bot(s)}
            seat = acting_bot(view, self.waits_on(view) if view.get("phase") == "claim" else None, bots)
            if seat is not None and (plate := self._plate(seat)) is not None:
                draw_bot_clock(dl, self._bot_clock, plate, (c.hand_no, c.ply(), seat, view.get("phase")),
                               str(view.get("phase")), now)
        super().draw_overlay(dl, w, h, now, view)

    def waits_on(self, view: JSON) -> int | None:
        """The seat a claim waits on: the player while their answers show (advice.awaited)."""
        seat = view.get("seat")
        live, why = self._live(view) if isinstance(seat, int) else ([], "")
        if why.startswith("wait:"):   # the seat the player's claim waits for (a bot after them too)
            return int(why[5:])
        asked = any(a["a"] != "pass" for a in live)
        return awaited(view, seat if isinstance(seat, int) else None, asked)

    def pace(self, view: JSON) -> None:
        """The bots' delay for what comes next (pace.py): a bot the player's claim waits for quick."""
        why = self._live(view)[1] if isinstance(view.get("seat"), int) else ""
        holds = int(why[5:]) if why.startswith("wait:") else None
        pace_bots(self.table.client, view, bot_delay(self.table.app.settings), self.table.fast(), holds)

    def wide_hint_band(self, view: JSON, text: str, area: Rect) -> Rect | None:
        """A wide table's 听牌 band: one line at the hand's top (its HINT_CLEAR band, over no card);
        lines that wrap there rise from that line's foot into the bar, over the hand's width where no
        button is, so the bubble never covers the hand's top row (play-test 18: four lines over 伍/七).
        None: no stretch holds them."""
        box, lay = self._hand_box, self.table.lay
        top = min((r.y for r in self.hand_rects(area, view, 0)), default=area.b)   # (a deep hand's top card
        foot = min(area.y + 3 + LINE_H, top - 3)                                   # may reach into that band)
        line = Rect(box.x, foot - LINE_H, box.w, LINE_H)
        if lay is None or bubble_h(text, box.w) <= LINE_H and line.y > lay.buttons.b:
            return line
        rects = [r for _b, r in self.bar_placed(view)]
        cells = slot_cells(lay.buttons, self.bar_slots(view), lay.phone)   # 快进到我 too, in 过's cell (s35 #2)
        rects += [cells[FFWD]] if FFWD in cells and FastForward.offered(self.table.client, self.out_of_hand(view)) else []
        fits: list[tuple[float, float, float]] = []
        for ceil in sorted({lay.buttons.y, *(r.b + GAP for r in rects)}):   # under each row of buttons
            # (over the hand's width only: the melds and discards beside it start at its top)
            x, taken = box.x, sorted((r.x - GAP, r.r + GAP) for r in rects if r.b > ceil and r.y < foot)
            for a, b in [*taken, (box.r, box.r)]:
                a = min(a, box.r)
                if a - x >= box.w * 0.75 and foot - (h := bubble_h(text, a - x)) >= ceil:
                    fits.append((x, a, foot - h))
                x = max(x, b)
        if not fits:
            return None
        a, b, y = max(fits, key=lambda f: f[1] - f[0])
        return Rect(a, y, b - a, LINE_H)

    def _report(self, view: JSON, seat: int) -> tuple[JSON | None, Ready]:
        """The hints' report for the view and what the 听牌 line reads from it (cached a step)."""
        key = (self.table.client.hand_no, self.table.client.version, seat)
        if self._hints[0] != key:
            try:
                rep = ready_report(view, seat)
                add_other_scores(view, seat, rep)
                if rep["mode"] == "discard" and not any(o["waits"] for o in rep["options"]):
                    # not ready whatever goes: the 提示's discard, the one nearest a ready hand
                    rep["tip"] = CODES[suggest_discard(view, seat)]
                ready = read_report(view, rep, seat)
                rep["tip"] = ready.tip   # (a safe one of the nearest, ready.py)
                self._hints = (key, rep, ready)
            except (KeyError, ValueError):
                self._hints = (key, None, Ready())
        return self._hints[1], self._hints[2]

    def auto_hints(self, view: JSON) -> None:
        """The 听牌 help opens by itself the first time a discard of the player's would leave the hand
        ready, the 听 cards tagged and the waits said unasked, as the apps do (play-test 11, 09: nothing
        showed until 听牌 was pressed and a card selected); it stays for the hand (the table keeps its
        place), and a player who closed it keeps it closed."""
        if self.show_hints or not self.hints_auto or self.select_limit(view) != 1:
            return
        if self._ready(view).order:
            self.show_hints = True
            self._changed()

    def _ready(self, view: JSON) -> Ready:
        seat = view.get("seat")
        return self._report(view, seat)[1] if isinstance(seat, int) else Ready()

    def wait_codes(self, view: JSON) -> list[str]:
        """The hand's waits, or those its best discard leaves (the 记牌器 strip counts them first)."""
        r = self._ready(view)
        rows = r.waits if r.waits is not None else r.by_card.get(r.order[0], []) if r.order else []
        return [str(w["card"]) for w in rows]

    def _hint_text(self, view: JSON, ready: Ready, sel: str | None) -> str:
        """The 听牌 line: 胡 on offer, the selected card's waits, or which discards make the hand ready."""
        if {"a": "hu"} in self._live(view)[0]:
            return self._hint_lines(view)[0]
        def said(short: bool) -> str:
            return card_line(self, ready, sel, short) if sel is not None and ready.waits is None else \
                summary(self, ready, short)
        line = said(False)   # a phone's bubble over its discards: three lines at most (pt41 #3: seven)
        lay = self.table.lay
        if lay is not None and lay.phone and bubble_h(line, lay.center.w * 0.5) > 3 * LINE_H:
            line = said(True)
        note = self.claim_note(view)   # (its 暂未听牌 after 吃后听… read as a contradiction: play-test 20)
        if note and line != self.g("no_waits"):   # the hand's waits as it stands, named so
            kinds = [a["a"] for a in self._live(view)[0] if a["a"] in ("peng", "chi")]
            if len(set(kinds)) == 1:
                line = self.g("if_pass", k=self.answer(kinds[0])) + (line[:1].lower() + line[1:] if self.lang == "en" else line)
        return " · ".join(x for x in (note, "" if note and line == self.g("no_waits") else line) if x)

    def claim_note(self, view: JSON) -> str:
        """On a claim, whether each 碰 / 吃 offered leaves the hand ready, and on what, once its discard
        goes (play-test 19: the panel advised discards only, "碰后听: 贰、柒" / "吃后不听"); cached a step."""
        seat = view.get("seat")
        key = (self.table.client.hand_no, self.table.client.version, seat, self.lang)   # (play-test 27: English
        if self._claim_at[0] != key:                                                  # kept 吃后不听)
            said: list[str] = []
            live = self._live(view)[0] if view.get("phase") == "claim" and isinstance(seat, int) else []
            left = unseen_counts(view) if view.get("pile") else []   # a wait with no copy left, or the pile
            for kind in ("peng", "chi"):   # out, is no wait (play-test 23, 153052: 吃后听百、佰 at 墩 0, none left)
                got = [(a, [k for k in w if k >= len(left) > 0 or 0 <= k < len(left) and left[k] > 0])
                       for a in live if a["a"] == kind and (w := claim_waits(view, int(seat or 0), a)) is not None]
                if len({tuple(g) for _a, g in got}) > 1:   # 吃s that leave different waits: each its own (its
                    shown: set[tuple[int, ...]] = set()   # group named; FIXERS 6: the best alone hid the others)
                    for a, g in sorted(got, key=lambda x: -len(x[1])):
                        if tuple(g) not in shown and len(shown) < 3:
                            shown.add(tuple(g))
                            said.append(self._claim_said(self.answer(kind) + (" " if self.lang == "en" else "") +
                                                           self.group_text(a["groups"][0]), g))
                elif got:
                    said.append(self._claim_said(self.answer(kind), max((g for _a, g in got), key=len)))
            self._claim_at = (key, " · ".join(said))
        return self._claim_at[1]

    def _claim_said(self, what: str, waits: list[int]) -> str:
        cs = ("、" if self.lang != "en" else ", ").join(self.glyph(CODES[k]) for k in waits[:6])
        return self.g("claim_ready", k=what, cs=cs) if waits else self.g("claim_not", k=what)

    def _hint_room(self, view: JSON, w: float) -> float:
        """A phone's 听牌 band: as deep as the longest line a selection brings (a card tapped never
        moves the table), the lines wrapped, not cut (play-test 4)."""
        ready = self._ready(view)
        key = (self._hints[0], w)
        if self._room_at[0] != key:
            codes = sorted({c["code"] for c in self.hand(view)})
            self._room_at = (key, max(bubble_h(self._hint_text(view, ready, c), w) for c in [None, *codes]))
        return self._room_at[1]

    def _hint_lines(self, view: JSON) -> list[str]:
        seat = view.get("seat")
        if not isinstance(seat, int):
            return []
        lines = hint_lines(self, view, self._report(view, seat)[0], seat)
        if {"a": "hu"} in self._live(view)[0]:   # 胡 on offer now: the panel must not say "not ready"
            return [self.g("p_self")] + [x for x in lines if x != self.g("no_waits")]
        return lines

    def _live(self, view: JSON) -> tuple[list[Action], str]:
        """The viewer's answers that can take effect (a locked hand's win is checked once a step)."""
        seat = view.get("seat")
        legal = self._legal()
        key = (self.table.client.hand_no, self.table.client.version, seat, len(legal))
        if self._live_at[0] != key:
            client = self.table.client
            bots = [s for s in range(len(client.seats)) if client.is_bot(s)]
            live = live_answers(view, seat, legal, bots) if isinstance(seat, int) else (legal, "")
            self._live_at = (key, live)
        return self._live_at[1]

    def chi_label(self, a: Action) -> tuple[str, str]:
        """A 吃's button: the group on its first line, its 比 groups on a second (in one line the
        button's text came out at 8 px: play-test 3 L24)."""
        gs = a["groups"]
        bi = " ".join(self.group_text(g) for g in gs[1:])
        return self.answer("chi") + " " + self.group_text(gs[0]), self.g("bi") + " " + bi if bi else ""

    # --- the 吃 buttons and their picker ------------------------------------------------------
    def chi_buttons(self, view: JSON, chis: list[Action], chi_id: Any) -> list[Btn]:
        """A button for each 吃 while the bar's 吃 cells hold them all, each whole in its cell; else
        one 吃 button, which opens a picker of every 吃 with all its 比 groups over the bar: 过, 碰
        and 胡 never move (play-test 5: five 吃 let the bar flow and 过 went from x 415 to 708). A
        phone's 2nd 吃 opens the picker too (play-test 16: one over the felt, one beside 过), and so
        does a 吃 whose 比 its cell would name only by "+1" (play-test 16: "吃 三叁叁 +1"). A lone 吃
        is one tap whatever its 比 (play-test 30 #1: a picker of one option, the claim clock ran out
        meanwhile): its button takes the free cells beside it for its cards (``bar_placed``)."""
        slots = self.bar_slots(view)
        room = sum(c.startswith("chi") for c in slots)
        lay = self.table.lay
        cells = slot_cells(lay.buttons, slots, lay.phone) if lay is not None else {}
        ids = [chi_id(i, a) for i, a in enumerate(chis)]
        whole = all(len(a["groups"]) < 2 or i in cells and whole_width(self, cells[i].h, chi_groups(a)) <= cells[i].w
                    for i, a in zip((slot_of(b) for b in ids), chis, strict=True))   # (a lone pattern shrinks)
        if len(chis) > 1 and (len(chis) > room or not whole or lay is None or lay.phone):
            label = self.g("chi_open", n=len(chis)) if len(chis) > 1 else self.g("chi_open1")
            return [Btn("chimore", label, None, "selected" if self.picking() else "normal")]
        out = []
        for bid, a in zip(ids, chis, strict=True):
            label, sub = self.chi_label(a)
            out.append(Btn(bid, label, a, "normal", sub=sub))
        return out

    def free_answer_cell(self, view: JSON) -> Rect | None:
        """An answer cell (a phone's over the felt) that no button of this prompt takes (碰's, 胡's, a 吃's),
        in the rows the answers show in: the clock by the answers (play-test 7: under the narrow
        middle's card it covered the card and 等你表态; FIXERS s35 #3: a laptop's beside the card went unseen)."""
        lay = self.table.lay
        slots = self.bar_slots(view)
        mark = next((i for i, s in enumerate(slots) if s in OVER_CLEAR), None)
        if lay is None or lay.phone and mark is None:
            return None
        keys = set(self.table.selected)
        btns = self.buttons(view, [c for c in self.hand(view) if self.card_key(c) in keys])
        # (in the bar's row too: pt14 p48, over the list); a laptop's next to 过, between it and the claims
        kinds = ("peng", "hu", "chi0", "chi1", "chi2", "pass") if lay.phone else ("chi2", "chi1", "chi0", "peng", "hu")
        cells = slot_cells(lay.buttons, slots, lay.phone)
        used = {b.slot for b in btns} | set(self.wide_chi(btns, slots, cells)[2])
        low = max((cells[s].y for s in used & set(kinds) if s in cells), default=None)   # the row at the thumb
        if not slotted(btns, slots) or low is None:
            return None
        return next((cells[s] for s in kinds[:5] if s in cells and s not in used and abs(cells[s].y - low) < 1), None)

    def wide_chi(self, btns: list[Btn], slots: list[str], cells: dict[str, Rect]) -> tuple[str, Rect, list[str]]:
        """A lone 吃 whose whole lay-down, 比 groups too, does not fit its cell: its id, the rect grown
        over the free answer cells beside it, and the cells it takes (("", ..., []): none)."""
        chis = [b for b in btns if b.id.startswith("chi") and b.action is not None]
        if len(chis) != 1 or chis[0].slot not in cells or not slotted(btns, slots):
            return "", Rect(0, 0, 0, 0), []
        b, used = chis[0], {x.slot for x in btns}
        r, took = widen(cells, b.slot, {s for s in CLAIM_CELLS if s not in used},
                        whole_width(self, cells[b.slot].h, chi_groups(b.action)))
        return (b.id, r, took) if len(took) > 1 else ("", r, [])

    def bar_placed(self, view: JSON) -> list[tuple[Btn, Rect]]:
        """The bar's buttons where they show: each in its cell, a lone 吃 over its cell and the free
        ones it took (``wide_chi``)."""
        lay = self.table.lay
        if lay is None:
            return []
        keys = set(self.table.selected)
        btns = self.buttons(view, [c for c in self.hand(view) if self.card_key(c) in keys])
        slots = self.bar_slots(view)
        bid, wide, _took = self.wide_chi(btns, slots, slot_cells(lay.buttons, slots, lay.phone))
        return [(b, wide if b.id == bid else r) for b, r in place(lay.buttons, btns, slots, lay.phone)]

    def glow_answers(self, dl: DisplayList, view: JSON) -> None:
        """胡 on offer glows in gold round its button, as the apps' does (play-test 5: only the status
        line said 可以胡牌!); each 吃 button shows its cards (play-test 10, 41: "吃 陸柒捌" as text only),
        a lone 吃 grown over free cells drawn there, taking the taps there too."""
        card = (view.get("offer") or {}).get("card")
        lay = self.table.lay
        cells = slot_cells(lay.buttons, self.bar_slots(view), lay.phone) if lay is not None else {}
        for b, r in self.bar_placed(view):
            if b.id == "hu" and b.enabled:
                dl.rect(r.inset(-6), None, "rgba(232,190,100,0.35)", 5.0, 14)
                dl.rect(r.inset(-2.5), None, th.GOLD, 2.5, 11)
            if not b.id.startswith("chi") or b.action is None:
                continue
            if b.slot in cells and r != cells[b.slot]:
                button(dl, f"btn:{b.id}", r, b.label, b.style, 16.0, b.enabled, b.sub)
            draw_chi_button(dl, self, r, chi_groups(b.action), card if isinstance(card, str) else None)

    def picking(self) -> bool:
        return self._picking is not None and self._picking == self._prompt()

    def _prompt(self) -> Any:
        return self.table.client.hand_no, self.table.client.version

    def tap_picker(self, hid: str, view: JSON) -> bool:
        """更多吃法 opens or closes the picker; a 吃 in it is the player's answer."""
        if hid == "btn:chimore":
            self._picking = None if self.picking() else self._prompt()
            return True
        if hid.startswith("btn:pick") and self.picking():
            chis = distinct_chis(self._live(view)[0])
            i = int(hid[8:])
            if i < len(chis):
                self._picking = None
                self.table.submit(chis[i], self.table.app.now, label=self.chi_label(chis[i])[0])
            return True
        return False

    def draw_picker(self, dl: DisplayList, view: JSON) -> None:
        """Every 吃 of the card in play in a panel over the 更多吃法 button, its 比 on a second line."""
        lay = self.table.lay
        if lay is None or not self.picking():
            return
        chis = distinct_chis(self._live(view)[0])
        slots = self.bar_slots(view)
        anchor = slot_cells(lay.buttons, slots, lay.phone).get(more_cell(slots))
        if not chis or anchor is None:
            return
        w = lay.top.w   # (the screen's width)
        oh = 48.0 if lay.phone else 72.0   # an option's height: a laptop's cards larger (play-test 18: 比 ~16 px)
        # each 吃 whole, its 比 groups too (play-test 16): as many a row as the widest lets fit
        bw = min(w - 32, max(120.0, *(whole_width(self, oh, chi_groups(a)) for a in chis)))
        cols = max(1, min(len(chis), 3 if lay.phone else 4, int((w - 32 + GAP) // (bw + GAP))))
        rows = -(-len(chis) // cols)
        pw, ph = cols * bw + GAP * (cols - 1) + 16, 30 + rows * (oh + GAP)
        r = Rect(min(max(8.0, anchor.cx - pw / 2), w - 8 - pw), max(8.0, anchor.y - 6 - ph), pw, ph)
        dl.shadow(14, "rgba(20,16,12,0.4)", 0, 3)
        dl.rect(r, th.PAPER, th.GOLD, 1.5, 12)
        dl.shadow(0)
        # the card in play in its title (play-test 9, 33: the panel lay over it in the middle)
        code = (view.get("offer") or {}).get("card")
        title = self.g("chi_pick_of", c=self.glyph(code)) if isinstance(code, str) else self.g("chi_pick")
        if isinstance(code, str):
            mini_card(dl, Rect(r.x + 8, r.y + 3, 16, 23), code, self.lang)
        dl.text(r.x + (30 if isinstance(code, str) else 10), r.y + 15, title, 13, th.INK_SOFT, "l", "b", "a", r.w - 40)
        for i, a in enumerate(chis):
            row, col = divmod(i, cols)
            br = Rect(r.x + 8 + col * (bw + GAP), r.y + 28 + row * (oh + GAP), bw, oh)
            label, sub = self.chi_label(a)
            button(dl, f"btn:pick{i}", br, label, "normal", fit_size(label, 15, bw - 12, 12), True, sub)
            draw_chi_button(dl, self, br, chi_groups(a), code if isinstance(code, str) else None)

    def _preselect(self, view: JSON, best: str | None) -> None:
        """The 听牌 panel's best discard framed in the hand as the player's discard comes (play-test 8, 19:
        it said 建议打萬 and nothing showed which card); never selected for them (play-test 11: with it
        selected one quick tap on the red 打出 played the game's choice, the apps never arm it)."""
        self.suggest = best if self.select_limit(view) == 1 else None

    def framed(self, view: JSON) -> Action | None:
        """The discard the 听牌 line suggests, framed in the hand, goes as the clock runs out (play-test 37
        #1, 152526: '建议打壹' with 壹 framed, and the timeout threw 玖, breaking the player's 九/玖)."""
        card = self.suggest if view.get("phase") == "discard" else None
        return next((a for a in self._legal() if a.get("a") == "discard" and a.get("card") == card), None) if card else None

    def clock_shown(self, view: JSON) -> bool:
        """No clock while the player's answer waits for a bot's, nothing to press (play-test 24 #5,
        l070/p143: a 15 s ring beside "你翻出 X" read as the player's own while 电脑1 thought)."""
        seat = view.get("seat")
        return not (view.get("phase") == "claim" and isinstance(seat, int) and self._live(view)[1].startswith("wait:"))

    def clock_cell(self, view: JSON) -> Rect | None:
        """The player's clock beside the card in play, where their eyes are (play-test 5: a ring at
        the status line's end went unseen and two timed claims ran out); a phone's under it."""
        mid, card = self.board.middle, self.board.card
        if mid.w <= 0 or card.w <= 0:
            return None
        if view.get("phase") == "discard" and not view.get("offer"):   # no card in play: in its frame, under
            return Rect(card.cx - 21, card.b - 46, 42, 42)   # 你 出牌 (play-test 11, 74: over the last moves)
        if view.get("phase") == "claim" and (free := self.free_answer_cell(view)) is not None:   # a claim's
            return free   # beside its answers, where the finger is (FIXERS s35 #3: a 碰 lost to an unseen clock)
        if mid.r - card.r >= 46:
            return Rect(card.r + 2, card.cy - 21, min(44.0, mid.r - card.r - 4), 42)
        return self.free_answer_cell(view) or Rect(mid.cx - 21, min(card.b + 24, mid.b - 76), 42, 42)

    def clock_rad(self, view: JSON) -> float | None:
        """A claim's clock among its answers larger than their 44 px row (FIXERS s35 #3: a 38 px ring, a 碰 lost
        to the timeout), the apps' big countdown; it keeps clear of the status line above and the hand below."""
        if view.get("phase") != "claim" or self.free_answer_cell(view) is None:
            return None
        return PHONE_CLOCK_R if self.table.lay is not None and self.table.lay.phone else CLOCK_R

    def match_hands(self, hands: list[HandSummary]) -> int | None:
        """The 散场 card's 散场 · N 局: the match's own count (its last hand's number: the totals start again
        at 再来一场 after hands_per_match), not the series'."""
        r = hands[-1].result if hands else None
        return int(r["hand_no"]) if isinstance(r, dict) and isinstance(r.get("hand_no"), int) else None
