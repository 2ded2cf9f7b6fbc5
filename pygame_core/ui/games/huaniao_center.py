"""花鳥風月's table top: each seat's latest play in front of it (huaniao_plays), the tune track,
the chips that explain themselves and the 记牌器 in the middle, a 月 peek, and the showdown."""

from __future__ import annotations

from typing import Any

from ...core.game import JSON
from ...core.i18n import Text, listing, pick, tx
from ...games.huaniao import texts as tt
from .. import theme as th
from ..draw import DisplayList, fit_size, text_width
from ..ffwd import BTN as FFWD
from ..geom import Rect
from ..layout import Layout
from ..table_bar import GAP, slot_cells
from ..table_seats import felt_rect
from ..widgets import card
from . import huaniao_texts as ht
from .huaniao_counter import draw_counter, unseen
from .huaniao_duel import FLIP_AT, FLIP_S, draw_showdown
from .huaniao_fly import HuaniaoFlights
from .huaniao_hints import NOTE_MIN, note_lines
from .huaniao_plays import Spot, cross_spots, draw_spot, draw_stacks, label_rect, latest, new_tune, spot_rects
from .huaniao_show import into_gap, set_in

NOTE_EN = ("bird", "10", "100", "1000", "10k")  # the tune track's notes in English, as the cards' "10k"
SD_GO = "sd_go"  # a tap on the showdown's last round: on to the win or loss
SD_WAIT_S = 20.0  # nor longer (a table left to itself, 托管, goes on to the sheet)
OWED_HOLD_S = 2.5  # a choice owed on another's turn: its clock starts once its call has been read
PICK_S = 5.0  # a choice of several cards: its clock stands this long more for each beyond the first (pt41 #1)
HURRY_S = 5.0  # the player's clock pulses in its last seconds
FOOT_H = 0.0  # a phone's felt keeps no row for the viewer's own play: the action band shows it
CHOOSING = {"main", "extra", "discard", "pass", "target", "guess", "day_play", "call"}
# the bar's cells a prompt may fill as cards are raised (a gift's button comes with its card)
BAND_TAKES: dict[str, set[str]] = {"gift": {"play", "undo"}, "commit": {"undo"}, "pass": {"play", "undo"}}


class HuaniaoCenter(HuaniaoFlights):
    end_beat: float  # (huaniao_end's: the song's end said, the showdown's panel comes)

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.end_hands: list[list[Any]] | None = None  # the hands left when the song ended (a tie's why)
        self.perched: dict[int, int] = {}  # seat -> the turn it last perched (棲) or was skipped
        self.skipped: set[int] = set()  # the seats whose latest turn was skipped (月照): their spot says so
        self.own_streak = 0  # the player's own perches since its last play (huaniao_pace)
        self.own_drew: Any = None  # what the player's own latest 栖 drew: its spot says it till it plays
        # (to, card) the player's own latest dance gave (风过, 凉风有幸): its spot says what went where (play-test
        # 19 #2, 061741 pb200: the band showed 风, not the card given, once the callout went)
        self.own_gifts: list[tuple[int, Any]] = []
        # the player took its turn back (且慢): its spot says so, not its play before (play-test 19 061222: "你 · 栖")
        self.retaking = False
        self.own_late = False  # the player's own latest draw was a timeout's penalty: its spot says 超时
        self.reveal_at: float | None = None  # when a showdown round's hands were revealed (its cards turn)
        self.sd_went: float | None = None  # the reveal the player tapped on from (sd_waiting)
        self._owed: tuple[Any, float] = (None, 0.0)  # the owed choice's prompt and when its call first showed

    def note_own(self, ev: JSON, me: int | None) -> None:
        """The player's own play starts its spot afresh; a card its dance gives is kept for the label;
        its 且慢 leaves the spot saying the turn is played again till it plays or perches."""
        if ev.get("type") == "undo" and ev.get("seat") == me:
            self.retaking = True
        elif ev.get("type") == "draw" and ev.get("seat") == me and ev.get("why") == "qi":
            self.retaking = self.own_late = False
        elif ev.get("type") == "draw" and ev.get("seat") == me and ev.get("why") == "penalty":
            # (play-test 27 #2: "栖 · 摸到 花" after a timeout read as the player's own 栖; pt31 053602: the
            self.own_late, self.retaking = True, False  # spot still said 且慢 · 重出 after the timeout's draw)
        if ev.get("type") == "play" and ev.get("seat") == me:
            self.own_gifts, self.retaking = [], False
        elif ev.get("type") == "give" and ev.get("from") == me and isinstance(ev.get("to"), int) and \
                isinstance(ev.get("card"), dict) and ev["card"].get("face"):
            self.own_gifts.append((int(ev["to"]), ev["card"]))

    def gift_words(self, label: str, room: float) -> str:
        """The player's own dance's ``label`` with what it gave: "你 · 舞·风过 → 电脑1：万" (凉风有幸's
        " → 其余三家：万千百"); the cards alone when the names do not fit in ``room`` px at 14 px, nothing
        more when they do not either (a phone's band narrowed by a prompt)."""
        tos = list(dict.fromkeys(t for t, _c in self.own_gifts))
        cards = self.cards_text([c for _t, c in self.own_gifts])
        who = self.tx("to_all") if len(tos) == 3 else listing((self.name(t) for t in tos), self.lang)
        colon = ": " if self.lang == "en" else "："
        long = f" → {who}{colon}{cards}"
        short = f" → {cards}"  # (none when even that would break the label over two lines)
        return next((label + x for x in (long, short) if text_width(label + x, 14) <= room), label)

    # --- centre ------------------------------------------------------------------------------
    def draw_center(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        """A table: each seat's latest play in front of it (huaniao_plays), the tune track, the
        chips and the 记牌器 in the middle between the others' plays and the viewer's."""
        if self.deal_due and not self.table.modal():  # (not under the first game's tour: play-test 9 03
            self.deal_due = False  # saw the hand simply there)
            self.deal(now)
        self.dealing()  # (the bar offers nothing till the deal has landed)
        self.new_prompt(view)  # (a prompt may come with no event: the limit discards after a 雀舞满山's draws)
        self.draw_seats(dl, view, now)
        keys = {self.card_key(c) for c in self.hand(view)}
        if any(k not in keys for k in self.table.selected):  # a card gone (a double tap's play: its
            self.table.selected[:] = [k for k in self.table.selected if k in keys]  # release still toggled it)
        if self.dueling(view, now):
            box = self.showdown_box(r)  # a panel of its own, clear of the seats (play-test 7 073/074)
            dl.rect(box, "rgba(20,16,12,0.92)", th.GOLD, 1.5, 12)
            age = 99.0 if self.reveal_at is None else now - self.reveal_at  # (a restored table: all up)
            wait = self.sd_waiting(now)
            draw_showdown(dl, box.inset(8, 4), view, self.end_hands, self.lang, self.name, self.face, self.tx, age,
                          self.table.viewer, wait)
            if wait:  # the whole felt: a tap goes on to the win or loss, then the sheet
                dl.hit(SD_GO, r)
            return
        pool = [ph for ph in (view.get("pool") or []) if isinstance(ph, dict)]
        peek = view.get("peek")
        over = view.get("phase") == "over"
        # a low window (a phone held sideways): the scale and the chips share one row, the plays another
        if r.h < 200:
            y = self._draw_middle(dl, Rect(r.x, r.y, r.w, 36), view, True)
            self._draw_plays(dl, Rect(r.x, y + 4, r.w, r.b - y - 4), pool, now, over, True)
            return
        beside = self._chip_plan(view, r, False)[2]
        mid_h = 54 + 28 + (0 if beside or not self.counter_rule()[0] else 28 + self.counter_more(r.w)) + \
            (64 if isinstance(peek, dict) else 0)
        lay = self.table.lay
        if lay is not None and lay.ring and lay.seats:  # a phone: the others round the table
            # (a phone's own play lies big in the action band while no button can come there, and
            # the side seats' plays take the foot's room: play-test 5, small cards over an empty band)
            rects, mid = cross_spots(r, dict(lay.seats), self.table.viewer, mid_h, FOOT_H if self.banded(view) else None)
            # (inside the felt's rounded rim: the 记牌器 touched it, play-test 3 P03)
            mw = min(r.w - 12, 640.0)  # (a laptop's: the middle of the table, not its whole width)
            y = self._draw_middle(dl, Rect(r.cx - mw / 2, mid.cy - mid_h / 2, mw, mid_h), view, False)
            if isinstance(peek, dict):
                self._draw_peek(dl, Rect(r.cx - mw / 2, y, mw, 64), peek)
            self._draw_plays(dl, r, pool, now, over, False, rects=rects, band=self.own_band(view))
            self._draw_stacks(dl, r, view, over)
            return
        row_h = max(56.0, min(150.0, (r.h - mid_h - 16) / 2))
        mid_y = r.y + row_h + max(8.0, (r.h - 2 * row_h - mid_h) / 2)
        y = self._draw_middle(dl, Rect(r.x, mid_y, r.w, mid_h), view, False)
        if isinstance(peek, dict):
            self._draw_peek(dl, Rect(r.x, y, r.w, 64), peek)
        self._draw_plays(dl, r, pool, now, over, False, row_h)
        self._draw_stacks(dl, r, view, over)

    def gap_banner(self, box: Rect, size: float, lines: list[str], mine: Rect | None) -> tuple[Rect, float]:
        """A laptop's banner over cards, the 记牌器 or the tune track goes into the felt between the 记牌器 and the
        player's own play (``mine``: its cards, or its 跳过 stamp's centre; play-test 28 #1), over the play's
        label whole (play-test 29, 020233: the label's words showed past the banner's end)."""
        cnt, lay = self.spots.get("counter"), self.table.lay
        if cnt is None or mine is None or lay is None or lay.phone:
            return box, size
        stamp = Rect(mine.x - 30, mine.y - 30, 60, 60) if mine.w <= 0 else mine
        if sum(self.over_plays(box, k) for k in ("lie", "counter", "scale")) + box.intersects(stamp) <= 0:
            return box, size
        got, size = into_gap(box, size, lines, Rect(box.x, cnt.b + 3, box.w, stamp.y - cnt.b - 9))
        lab = self.spots.get(f"label{self.table.viewer}")
        if got is not box and lab is not None and lab.intersects(got):
            half = max(got.w / 2, got.cx - lab.x + 8, lab.r - got.cx + 8)
            got = Rect(got.cx - half, got.y, 2 * half, got.h)
        return got, size

    def phone_banner(self, text: str, most: int) -> tuple[Rect, float, list[str]] | None:
        """A phone's banner on the row of plays it covers least (the seat across's, between the side
        plates, or the side seats'), set to fit there: never over the tune track, the 牌堆/记牌器 nor a seat's
        plate and score (play-test 38 #3, 161637-ph-auto2: "电脑2 · 舞，凉风有幸 → 其余三家" over 调：空)."""
        lay, me, sp = self.table.lay, self.table.viewer, self.spots
        across = (0 if me is None else me) + 2
        top, sides = sp.get(f"seat{across % 4}"), [sp[f"seat{(across + k) % 4}"] for k in (1, 3) if f"seat{(across + k) % 4}" in sp]
        if lay is None or top is None or not sides:
            return None
        plates = [self.seat_rect(s) for s in range(4) if s != me]
        best: tuple[float, Rect, float, list[str]] | None = None
        x0, y0 = min(x.x for x in sides), min(x.y for x in sides)
        for row in (top, Rect(x0, y0, max(x.r for x in sides) - x0, max(x.b for x in sides) - y0)):
            lo, hi = felt_rect(lay).x + 4, felt_rect(lay).r - 4
            for pl in plates:  # (between the plates beside the row)
                if pl.w > 0 and pl.y < row.b and row.y < pl.b:
                    lo, hi = (max(lo, pl.r + 4), hi) if pl.cx < row.cx else (lo, min(hi, pl.x - 4))
            size, lines = set_in(text.split("\n")[-1], hi - lo - 24, row.h + 8, most)  # (into the gaps by it; a going out
            # said alone: its dance is named at its seat)
            bw, bh = min(hi - lo, max(text_width(ln, size) for ln in lines) + 40), size * 1.25 * len(lines) + 14
            box = Rect(min(max(row.cx - bw / 2, lo), hi - bw), row.cy - bh / 2, bw, bh)
            cost = self.over_plays(box, "lie") + 0.3 * self.over_plays(box, "label") + 1e5 * self.over_plays(box, "newest") + \
                1e6 * sum(box.intersects(sp[k]) for k in ("scale", "pile", "heap", "counter") if k in sp) + \
                1e6 * sum(box.intersects(pl) for pl in plates if pl.w > 0)
            if best is None or cost < best[0]:
                best = (cost, box, size, lines)
        return None if best is None else best[1:]

    def _draw_stacks(self, dl: DisplayList, r: Rect, view: JSON, over: bool) -> None:
        """A laptop's pile and heap as stacks right of the player's own spot (huaniao_plays.draw_stacks)."""
        mine, lay = self.spots.get("mine"), self.table.lay
        if mine is None or over or lay is None or lay.phone:
            return
        heap = list(view.get("heap") or [])
        got = draw_stacks(dl, Rect(mine.r + 16, mine.y, r.r - mine.r - 16, mine.h), int(view.get("pile", 0) or 0),
                          heap, self.face, self.tx("heap", n=len(heap)))
        if got is not None:
            self.spots["pile"], self.spots["heap"] = got
            self.tip(dl, got[0], pick(ht.TIPS["pile"], self.lang))
            self.tip(dl, got[1], pick(ht.TIPS["heap"], self.lang))

    def sd_waiting(self, now: float) -> bool:
        """A showdown that settled the song: its last round stays up till the player taps (play-test 38 #4,
        161037-h2t8 -> 161045-sd1: ~5 s, then the sheet covered how it was won), its cards turned first; at most
        SD_WAIT_S."""
        return self.reveal_at is not None and self.sd_went != self.reveal_at and self.table.client.is_over() and \
            FLIP_AT * 15 + FLIP_S <= now - self.reveal_at < SD_WAIT_S

    def showdown_box(self, r: Rect) -> Rect:
        """Where the showdown lies on the felt ``r``: under the seat across and between the side seats
        (a phone's: under the seat across, over the side seats as an opaque panel)."""
        lay = self.table.lay
        seats = list(lay.seats.values()) if lay is not None else []
        if not seats:
            return r
        top = min(seats, key=lambda b: b.y)
        if lay is not None and lay.phone:  # too narrow between the side seats: over them, as a panel
            return Rect(r.x, top.b + 6, r.w, max(80.0, r.b - top.b - 6))
        left = max((b.r for b in seats if b.cx < r.cx and b is not top), default=r.x) + 8
        right = min((b.x for b in seats if b.cx >= r.cx and b is not top), default=r.r) - 8
        return Rect(left, top.b + 6, max(80.0, right - left), max(80.0, r.b - top.b - 6))

    def _draw_middle(self, dl: DisplayList, r: Rect, view: JSON, compact: bool) -> float:
        """The tune track and the chips (pile, heap, season line, extra operations; each explains
        itself) with the 记牌器 beside them; returns the y under them."""
        y = r.y
        scale_h = 36.0 if compact else 50.0
        scale_w = min(r.w, 360.0) if compact else r.w
        self.spots["scale"] = Rect(r.x, y, scale_w, scale_h)
        self._draw_scale(dl, self.spots["scale"], view)
        if not compact:
            y += scale_h + 4
        chips, aside, beside = self._chip_plan(view, r, compact)
        x = r.x + (scale_w + 8 if compact else 0.0)
        cy = y + (scale_h - 24) / 2 if compact else y
        for key, c, tip in chips:
            w = min(r.r - x, text_width(c, 13) + 18)
            if key == "extra" and aside and beside:
                cr = Rect(r.r - w, self.spots["scale"].cy - 12, w, 24)
            elif w < 40:
                break
            else:
                cr = Rect(x, cy, w, 24)
                x += w + 6
            dl.rect(cr, "rgba(244,236,220,0.16)", None, 1, 12)
            dl.text_in(cr, c, 13, th.PAPER)
            self.tip(dl, cr, pick(tip, self.lang))
            self.spots[key] = cr
        y += scale_h + 4 if compact else 28
        # the 记牌器, from what every seat has seen and the viewer's hand: beside the chips when
        # there is room, else a row of its own
        if self.counter_rule()[0]:
            en = self.lang == "en"
            # (English words run on over the bare felt right of the middle, as far as the felt goes)
            far = max(r.r, self.table.lay.center.r - 8) if en and self.table.lay is not None and \
                not self.table.lay.phone else r.r
            cr = Rect(x, cy, min(far - x, 620.0 if en else 480.0), 24) if beside else \
                Rect(r.x, y, min(r.w, 420.0), 24 + self.counter_more(r.w))
            self.spots["counter"] = cr
            draw_counter(dl, cr, unseen(view), self.word, "" if beside and cr.w < 380 else
                         self.tx("counter"), en)
            self.tip(dl, cr, pick(ht.TIPS["counter"], self.lang))
            y += 0 if beside else 28 + self.counter_more(r.w)
        return y

    def counter_more(self, w: float) -> float:
        """The height a row of the 记牌器 grows by: English words take two rows where one would shrink them."""
        return 24.0 if self.lang == "en" and min(w, 420.0) < 8 * 56 + 72 else 0.0

    def _chip_plan(self, view: JSON, r: Rect, compact: bool) -> tuple[list[tuple[str, str, Text]], bool, bool]:
        """The chips (pile, heap, season line, extra operations), whether "1 extra" goes to the
        scale row's free end (it comes and goes: the counter keeps its place) and whether the
        记牌器 fits beside the chips."""
        chips = [("pile", self.tx("pile", n=view.get("pile", 0)), ht.TIPS["pile"]),
                 ("heap", self.tx("heap", n=len(view.get("heap") or [])), ht.TIPS["heap"])]
        se = view.get("season")
        if isinstance(se, str):
            chips.append(("season", pick(tt.SEASON_LINE[se], self.lang), ht.SEASON_TIPS[se]))
        p = self.prompt(view)
        if p.get("type") == "extra":
            chips.append(("extra", self.tx("extra_left", n=p.get("left", 0)), ht.TIPS["extra"]))
        counter = bool(self.counter_rule()[0])
        aside = not compact and counter and (r.w - min(110.0, r.w * 0.28) - 5 * 58.0) / 2 >= 100
        x = r.x + (min(r.w, 360.0) + 8 if compact else 0.0)
        base = x + sum(text_width(c, 13) + 24 for k, c, _ in chips if k != "extra" or not aside)
        return chips, aside, counter and r.r - base >= 300  # its 8 faces at 13 px or more (a phone beside the chips: 8.6 px)

    def closing_tune(self, view: JSON) -> Any:
        """The tune, with the note the going-out phrase set once the song is over: the rules end the song before
        setting it (play-test 41 #5, L58: "Tune: thousand" lit under the 万 that went out)."""
        tune, pool, res = view.get("tune"), view.get("pool") or [], view.get("result") or {}
        last = pool[-1] if pool and isinstance(pool[-1], dict) else {}
        pos = {"ge": 0, "ming": 1, "song": -1}.get(str(last.get("op")))
        cards = [c for c in last.get("cards") or [] if isinstance(c, dict)]
        if view.get("phase") != "over" or res.get("how") != "out" or last.get("seat") != res.get("winner") \
                or pos is None or len(cards) != len(last.get("cards") or []):
            return tune
        if last.get("op") == "ming" and len(cards) == 1:
            return 0
        note = tt.NOTE_FACE.find(str(cards[pos].get("face"))) if len(cards) > max(pos, 0) else -1
        return note if note >= 0 else tune

    def _draw_scale(self, dl: DisplayList, r: Rect, view: JSON) -> None:
        tune = self.closing_tune(view)
        allowed = set(view.get("allowed") or []) if view.get("phase") != "over" else set()
        colon = ": " if self.lang == "en" else "："
        label = f"{self.tx('tune')}{colon}{self.tx('open') if tune is None else self.word(tt.NOTE_FACE[int(tune)])}"
        lw = min(110.0, r.w * 0.28)
        dl.text(r.x + 4, r.cy, label, fit_size(label, 17, lw - 8), th.PAPER, "l", "b", "s", lw - 8)
        n = 5
        avail = r.w - lw
        step = min(58.0, avail / n)
        rad = min(18.0, step * 0.36)
        x0 = r.x + lw + (avail - step * n) / 2 + step / 2
        for i in range(n):
            cx = x0 + i * step
            if i < n - 1:
                dl.line(cx + rad + 2, r.cy, cx + step - rad - 2, r.cy, "rgba(244,236,220,0.35)", 1.5)
            is_t = tune == i
            ok = i in allowed
            fill = th.PAPER if is_t else ("rgba(156,193,178,0.35)" if ok else "rgba(244,236,220,0.06)")
            stroke = th.CINNABAR if is_t else (th.JADE_SOFT if ok else "rgba(244,236,220,0.3)")
            dl.circle(cx, r.cy, rad, fill, stroke, 2.5 if is_t else 1.5)
            # English says each note in its own words (play-test 34 #5, 094535-en-table: 鸟 十 百 千 万 under "Tune: bird")
            note = NOTE_EN[i] if self.lang == "en" else self.glyph(tt.NOTE_FACE[i])
            size = fit_size(note, rad * 0.78, rad * 1.75, 8) if self.lang == "en" else rad * 1.05
            dl.text(cx, r.cy + 0.5, note, size, th.INK if is_t else th.PAPER, "c", "b", "a" if self.lang == "en" else "s")
        self.tip(dl, r, pick(ht.TIPS["tune"], self.lang))

    def _draw_peek(self, dl: DisplayList, r: Rect, peek: JSON) -> None:
        title = self.tx("peek", name=self.name(peek.get("seat")))
        dl.text(r.x + 4, r.y + 10, title, 13, th.GOLD, "l", "b")
        cards = peek.get("cards") or []
        w = min(32.0, (r.w - 8) / max(1, len(cards)))
        for i, c in enumerate(cards):
            card(dl, Rect(r.x + 4 + i * w, r.y + 20, w - 3, 40), self.face(c), small=True)

    def _draw_pool(self, dl: DisplayList, r: Rect, pool: list[JSON], now: float, over: bool = False) -> None:
        """The seats' latest plays alone in ``r`` (the others' along the top, the viewer's at the foot)."""
        self._draw_plays(dl, r, pool, now, over, False, max(40.0, min(150.0, r.h / 2 - 4)))

    def order_line(self) -> str:
        """Who opens the song and when the player's turn comes ("本曲电脑3先出 · 你第 2 个出")."""
        me = self.table.viewer or 0
        first = int(self.table.view().get("first", me) or 0)
        return self.tx("order_you") if first == me else \
            self.tx("order_hint", name=self.name(first), k=(me - first) % 4 + 1)

    def banded(self, view: JSON) -> bool:
        """The player's own play lies in the action band: a phone's, whose bar takes two rows (a
        tablet's one row is too low for it: its felt keeps the foot row)."""
        lay = self.table.lay
        return lay is not None and lay.phone and \
            len({r.y for r in slot_cells(lay.buttons, self.bar_slots(view), True).values()}) >= 2

    def own_band(self, view: JSON) -> Rect | None:
        """Where a phone's own play lies big: the action band's rows no button can take at this
        moment (play-test 5: the two-row band stood empty while the others played, their cards
        small). None while the viewer chooses (its last play is a round old, as the apps clear it;
        buttons come and go as cards are raised). No button ever moves for it: the cells are the
        bar's own, and a row is taken only while its buttons cannot show."""
        lay, me, c = self.table.lay, self.table.viewer, self.table.client
        self.spots.pop("choosing", None)
        if lay is None or not self.banded(view) or me is None or c.taken_over(me):
            return None
        kind = self.prompt(view).get("type") if me in c.to_act() and not c.is_over() else None
        auto = kind is not None and self.auto_answer(view, c.legal(me)) is not None
        own_pass = kind == "pass" and view.get("active") == me  # its own 花鸟风月 this turn: the cards it
        cells = slot_cells(lay.buttons, self.bar_slots(view), True)
        # choosing: its last play stays in sight in two cells of a row its buttons leave free, or the one
        # of them the clock leaves while it runs there. A main prompt: 且慢's and the clock's, the play's
        # own cell free for its button (play-test 8 p18/p20, play-test 9 110: it vanished on the player's
        # turn); a 月's target: beside 且慢, in the play's (play-test 19 pmoon: the three seats' buttons
        # took the band, the 月 was nowhere on screen)
        pair = {"main": ("undo", "gap", "undo"), "target": ("gap", "play", "play")}.get(kind or "")
        if pair is not None and not auto:
            a, b = cells.get(pair[0]), cells.get(pair[1])
            if a is None or b is None or a.y != b.y:
                return None
            r = cells[pair[2]] if c.remaining(me) is not None else Rect(a.x, a.y, b.r - a.x, max(a.h, b.h))
            self.spots["choosing"] = r
            return r
        if kind == "extra" and not auto and "play" in cells and \
                not any(b.slot == "play" for b in self.buttons(view, self._selected(view))):
            # an extra operation: the phrase just played stays in the play's cell till a card raised brings
            # its button there (play-test 26 #5: it was nowhere on a phone's table then)
            self.spots["choosing"] = cells["play"]
            return cells["play"]
        if kind in CHOOSING and not auto and not own_pass:  # just danced stay in sight (play-test 6 100)
            return None
        corner = FFWD if FFWD in cells and (kind is None or (auto and kind == "main")) else \
            "end" if kind == "commit" and "end" in cells and self.window_close(view) is not None else None
        if corner is not None:
            # 快进 at the foot of the rows' end (且慢 at their head in the window before it): the band takes what is
            # left of the rows, 快进's row only under a forced 栖's callout (callout_rect gives it the other)
            f, rows = cells[corner], sorted({r.y for r in cells.values()})
            top = f.y if auto and kind == "main" else rows[0]  # (a forced 栖: 快进's row, the callout the other)
            foot = max(r.b for r in cells.values() if r.y == (f.y if auto and kind == "main" else rows[-1]))
            return Rect(lay.buttons.x, top, f.x - GAP - lay.buttons.x, foot - top)
        used = {b.slot for b in self.buttons(view, self._selected(view))} | BAND_TAKES.get(str(kind), set())
        used |= {FFWD} & set(cells)  # 快进's cell while the player waits (the table adds its button)
        if auto and kind == "main":  # a forced 栖's callout takes the bar's first row (no 栖 button there)
            used |= {"hint", "qi"}
        if c.is_over():
            used = {"play"}  # 看结算 while the sheet is put aside
        ys = sorted({r.y for r in cells.values()})
        taken = {cells[k].y for k in used if k in cells}
        free = [y for y in ys if y not in taken]
        if not free:
            return None
        if len(free) < len(ys):  # one row of the phone's two
            free = free[:1]
        return Rect(lay.buttons.x, free[0], lay.buttons.w, max(r.b for r in cells.values() if r.y == free[-1]) - free[0])

    def _draw_plays(self, dl: DisplayList, r: Rect, pool: list[JSON], now: float, over: bool, one_row: bool,
                    row_h: float | None = None, rects: dict[int, Rect] | None = None,
                    band: Rect | None = None) -> None:
        """Each seat's latest play in front of it; the newest framed, naming the note it leads to,
        except once the song is over (a phrase that goes out keeps the tune before it). ``band``:
        the viewer's own lies there (a phone's free action band) rather than at the foot."""
        me = self.table.viewer
        lay = self.table.lay
        badges = {s: self.seat_rect(s) for s in (lay.seats if lay is not None else {})}
        if not badges:  # drawn without a table laid out: the three others in seat order
            badges = {s: Rect(float(i), 0, 1, 1) for i, s in enumerate(x for x in range(4) if x != me)}
        if rects is None:
            rects = spot_rects(r, badges, me, r.h if one_row else (row_h or r.h / 2), one_row)
        for k in [k for k in self.spots if k.startswith(("seat", "lie", "label"))]:  # a seat drawn nowhere now has none
            del self.spots[k]
        foot = rects.get(me) if me is not None else None
        # the viewer's callout while its play lies nowhere (a phone, the viewer choosing): the felt's foot
        self.spots["foot"] = foot or Rect(r.x, r.b - 34, r.w, 34)
        latest_of = latest(pool, self.perched)
        # on a plate of its own (the table's near edge), once the player has played or perched: an
        # empty plate saying only "你" stood there at the song's start
        if band is not None and me is not None and (me in latest_of or me in self.perched):
            # a tray of the table's felt in front of the player, rimmed as the table is: its play lands on
            # felt (FIXERS, play-test 14: on a phone the player's own play landed off the felt)
            dl.rect(band, th.FELT_BOTTOM, "rgba(184,137,58,0.6)", 2.0, 12)
            rects = {**rects, me: band}
        elif band is not None and me is not None and not over and me not in self.table.client.to_act():
            # the song's first round, before the
            # player's first turn: who opens and when the player's turn comes (play-test 6 121: an
            # empty band over the hand while the bots played)
            line = self.order_line()
            dl.text(band.cx, band.cy, line, fit_size(line, 15, band.w - 24, 13), th.PAPER_DARK, "c", "n", "a",
                    band.w - 24)
        flying = self.play_flight is not None and not self.play_flight.done(now)
        mine = rects.get(me) if me is not None else None
        self.spots.pop("mine", None)
        if mine is not None:
            self.spots["mine"] = mine
        self.spots["pool"] = self.spots["newest"] = Rect((mine or r).cx, (mine or r).cy, 0, 0)
        self.spots.pop("newlabel", None)
        newest_row = None
        for s, rr in rects.items():
            nm = self.name(s)
            sep = " · "
            retake = s == me and self.retaking and not over
            got = None if retake else latest_of.get(s)
            label = nm
            if got is None:
                perched = s in self.perched and s not in self.skipped and not retake
                rest = pick(tt.OP_NAMES['qi'], self.lang) if perched else self.skip_words(s) if s in self.skipped else ""
                rest = self.tx("retake") if retake else rest
                if perched and s == me and self.own_drew is not None:  # the player's own forced 栖 stays said
                    # for the round, what it drew too (play-test 13 #1: its turns went by barely noticed)
                    rest = self.tx("late_spot" if self.own_late else "qi_spot",
                                   n=f"×{self.own_streak}" if self.own_streak > 1 else "",
                                   cards=self.cards_text([self.own_drew]))
                label = f"{nm}{sep}{rest}" if rest else nm
                if s == me and not rest and not over and lay is not None and not lay.phone and \
                        me not in self.table.client.to_act():  # the song's first
                    # round: who opens and when the player's turn comes (play-test 8 007: a lone "你" floated)
                    label = self.order_line()
                spot = Spot(label, [], perched=perched, moonlit=s in self.skipped, stamp=self.tx("skip_stamp"))
            else:
                ph, newest = got
                op, kind = str(ph.get("op", "")), ph.get("kind")
                opname = pick(tt.OP_NAMES.get(op, tx(op, op, op)), self.lang)
                if op == "wu" and isinstance(kind, str):
                    dance = pick(tt.DANCE_NAMES.get(kind, tx(kind, kind, kind)), self.lang)
                    opname = dance if self.lang == "en" else f"{opname}·{dance}"
                n = new_tune(pool) if newest and not over else None
                arrow = f"{self.tx('tune')} {self.word(tt.NOTE_FACE[n])}" if n is not None else ""
                label = f"{nm}{sep}{opname}"
                if s == me and op == "wu" and self.own_gifts:
                    label = self.gift_words(label, rr.w * 0.4 - 10 if rr.h < 64 or rr.w > 3.2 * rr.h else rr.w - 16)
                if lay is not None and lay.phone and s != me and text_width(label, 14) > rr.w - 16:
                    label = opname  # a phone's side spot lies under its own badge: the play's name on one line
                spot = Spot(label, list(ph.get("cards") or []), newest, arrow)
            if s == me and "choosing" in self.spots and spot.label.startswith(nm + sep):  # the bar's one cell:
                spot.label = spot.label[len(nm + sep):]  # the play's name alone (pt25: "你 · 月照" at ~9 px)
            # a seat's callout takes its label's place while it shows (play-test 5: the player's lay
            # over "你 · 舞·花鸟风月"): the label's words wait under it
            # (not the player's own while it chooses: its callout is in the message slot then)
            spot.quiet = self.saying_at(s, now) and not (s == me and ("choosing" in self.spots or (
                self.phone_slot() is not None and self.too_tall(self.said[s][0], rr))))  # (said in the log strip)
            # a seat that has not played yet shows nothing: its bare name floated on the felt (lead, 16:10)
            spot.quiet = spot.quiet or (got is None and label == nm)
            band = self.loud_banner()  # nor under a banner: it showed through it (play-test 30 025344-tianxia-16)
            spot.quiet = spot.quiet or (band is not None and band.intersects(Rect(rr.x, rr.y, rr.w, 22)))
            lie = draw_spot(dl, rr, spot, self.face, flying)
            self.spots[f"seat{s}"], self.spots[f"lie{s}"] = rr, lie  # (a seat's callout keeps off them)
            self.spots[f"label{s}"] = label_rect(rr, spot)
            if spot.newest:  # (its label: a combo's burst keeps under it)
                self.spots["pool"], self.spots["newest"], self.spots["newlabel"] = lie, rr, self.spots[f"label{s}"]
                newest_row = rr
        # banners and toasts take the row that does not hold the newest play
        top = Rect(r.x, r.y, r.w, r.h if one_row else (row_h or r.h / 2))
        if lay is not None and lay.ring and lay.seats:  # the seat across's play
            top = rects[min(lay.seats, key=lambda s: lay.seats[s].y)]
        bottom = foot if foot is not None and not one_row else top
        sides = [rects[s] for s in badges if s in rects and rects[s] is not top]
        if foot is None and lay is not None and lay.phone and lay.ring and sides:  # the side seats' row
            bottom = Rect(r.x, min(x.y for x in sides), r.w, max(x.b for x in sides) - min(x.y for x in sides))
            newest_row = bottom if newest_row is not None and newest_row in sides else newest_row
        self.spots["free"] = top if newest_row is not None and newest_row is bottom else bottom

    def note_room(self, view: JSON) -> Rect | None:
        """A laptop's note on raised cards that make no play lies on the bare felt beside the
        player's own spot, by the bar (play-test 3: squeezed into the bar's free cell it read at
        10 px); a phone's in the bar's free cells."""
        lay, mine = self.table.lay, self.spots.get("mine")
        if lay is not None and not lay.phone and mine is not None and mine.x - 8 - lay.center.x >= 160:
            return Rect(lay.center.x, mine.y, mine.x - 8 - lay.center.x, mine.h)
        return super().note_room(view)

    def toast_y(self, lay: Layout, w: float, h: float, box_h: float) -> float:
        """A toast (a refusal, the rules' own discard, a drawn card) lies where no play is: on the
        action bar while it is empty (another seat acts; play-test: a bot's limit discard covered
        the plays), else on the row of plays without the newest; never over the status line above
        the bar (a phone's hid it) nor the hand. A phone's toast lies on the log's strip above
        the status line (its lines say the same): its felt keeps no free row, its bar holds the
        player's play or buttons."""
        mine = self.spots.get("mine")
        if (mine is None or mine.y >= lay.buttons.y - 1) and lay.phone and lay.ring and lay.log.h > 0 \
                and lay.log.y < lay.me.y:  # (a phone's felt keeps no row of its own for the player)
            return lay.me.y - 4 - box_h / 2
        if self.table.viewer not in self.table.client.to_act() and FFWD not in self.bar_slots(self.table.view()):
            return min(max(lay.buttons.cy, lay.me.b + 2 + box_h / 2), lay.hand.y - 2 - box_h / 2)  # (快进 keeps it)
        free = self.spots.get("free", lay.center)
        lo, hi = lay.center.y + box_h / 2, lay.me.y - 2 - box_h / 2
        y = min(max(free.cy, lo), hi)
        b = self.spots.get("banner")  # a banner showing: the toast goes under it (grazing its
        if b is not None and abs(y - b.cy) < (box_h + b.h) / 2:  # edge at most), else over it
            y = hi if b.b + 4 + box_h / 2 <= hi + box_h / 3 else max(lo, b.y - 4 - box_h / 2)
        return y

    def dueling(self, view: JSON, now: float) -> bool:
        """The showdown's panel is up: once the song's end has been said (the pile's banner alone first,
        play-test 34 #2, 094827-h2-end0: it lay across the panel), no banner over it till the win."""
        return (view.get("phase") == "showdown" or bool(view.get("showdown") and view.get("phase") == "over")) \
            and now >= self.end_beat

    def owed(self, view: JSON) -> str | None:
        """What the player owes on another seat's turn with a choice to make: a 花鸟风月 pass, a limit
        discard after another's draws ("pass" / "discard"; play-test 34 #1, 094650-h2-t4: such a prompt came
        while a bot played and went unseen till 6 s were left; the apps dim the table and name it)."""
        c, me = self.table.client, self.table.viewer
        kind = self.prompt(view).get("type")
        if me is None or c.is_over() or me not in c.people_to_act() or self.bot_plays() or \
                kind not in ("pass", "discard") or view.get("active") == me:
            return None
        return None if self.auto_answer(view, c.legal(me)) is not None else str(kind)

    def shows_play(self, seat: int) -> bool:
        """``seat``'s spot holds a play of its own: a callout there not about it reads as its caption (play-test
        41 #3, L52: Bot 2's old 花风 under "Bot 1's moon: skip"; the caster's call and the arrow say it)."""
        pool = [ph for ph in (self.table.view().get("pool") or []) if isinstance(ph, dict)]
        return seat in latest(pool, self.perched)

    def picks(self, view: JSON) -> int:
        """How many cards the player's choice asks for (a gift to each seat named, a limit discard's count)."""
        p = self.prompt(view)
        if p.get("type") == "gift":
            return len(p.get("to") or []) * max(1, int(p.get("max") or 1))
        return max(1, int(p.get("count") or 1)) if p.get("type") == "discard" else 1

    def owed_hold(self, view: JSON, now: float, moving: bool) -> bool:
        """Such a choice's clock waits while its call is first read, once what it is about has landed (lead,
        session 32: the rules' 15 s stay, the player gets them to pick once it has been seen); a choice of
        several cards PICK_S more for each beyond the first (play-test 41 #1, L17: 凉风有幸's three picks ran
        out at 15 s), the rules' clock untouched."""
        p, c, me = self.prompt(view), self.table.client, self.table.viewer
        mine = me in c.people_to_act() and not self.bot_plays()
        # 凉风有幸's three picks as well (FIXERS session 31: 15 s tight for three cards and three seats)
        first = self.owed(view) is not None or (p.get("type") == "gift" and len(p.get("to") or []) > 1 and mine)
        hold = (OWED_HOLD_S if first else 0.0) + (PICK_S * (self.picks(view) - 1) if mine else 0.0)
        key = self.prompt_key(view) if hold > 0 else None
        if key != self._owed[0] or moving:
            self._owed = (key, now)
        return key is not None and now - self._owed[1] < hold

    def draw_under(self, dl: DisplayList, view: JSON, now: float) -> None:
        """Under the banners and callouts: the felt dimmed while the player owes such a choice, then its
        own flights."""
        lay = self.table.lay
        if lay is not None and self.owed(view):
            dl.rect(felt_rect(lay), "rgba(10,8,6,0.5)", None, 1, 18)
        self.draw_own_flights(dl, now)

    def draw_asks(self, dl: DisplayList, view: JSON, now: float) -> None:
        """What the player is asked, over the bar: 凉风有幸's seat tags, and the choice it owes on another's
        turn called in the bar's free cells (gold, its edge pulsing): who played and what it asks."""
        self.draw_gift_to(dl, view)
        kind = self.owed(view)
        r = super().note_room(view) if kind else None  # (the bar's cells, a laptop's too)
        if r is None:
            return
        by = self.name(view.get("active"))
        text = self.tx("owed_pass", by=by, name=self.name(self.pass_to())) if kind == "pass" else \
            self.tx("owed_discard", n=self.prompt(view).get("count", 1))
        size, lines = note_lines((text,), r, 19.0, NOTE_MIN) or (NOTE_MIN, [text])
        h = min(r.h, len(lines) * size * 1.2 + 12)
        box = Rect(r.x, r.cy - h / 2, r.w, h)
        dl.rect(box, "rgba(20,16,12,0.95)", th.GOLD, 1.5, 8)
        dl.alpha(0.35 + 0.65 * abs(((now * 1.2) % 2.0) - 1.0))
        dl.rect(box.inset(-3), None, th.GOLD, 2.5, 10)
        dl.alpha(1.0)
        for i, ln in enumerate(lines):
            dl.text(box.cx, box.cy + size * 1.2 * (i + 0.5 - len(lines) / 2), ln, size, th.GOLD, "c", "b", "a",
                    box.w - 12)

    def draw_hurry(self, dl: DisplayList, view: JSON, now: float) -> None:
        """The player's last five seconds: rings pulse out of their clock in the bar, one a second
        (play-test 5: two timeouts went by unnoticed; the apps pulse or tick then)."""
        c, me = self.table.client, self.table.viewer
        if me is None or c.is_over() or me not in c.people_to_act() or self.prompt(view).get("type") == "commit":
            return
        rem, cell = c.remaining(me), self.clock_cell(view)
        if rem is None or rem >= HURRY_S or cell is None:
            return
        k = 1.0 - (rem % 1.0)  # a ring a second, as the number ticks down
        dl.alpha(max(0.0, 0.9 * (1.0 - k)))
        rad = min(20.0, cell.h / 2 - 3) + 3 + 16 * k
        dl.circle(cell.cx, cell.cy, rad, None, th.CINNABAR, 3.0)
        dl.alpha(1.0)

