"""花鳥風月's seats beyond the shared badge: every badge and the player's own strip explain
themselves when tapped (cards, limit, the marks 庄 / ↺ / 禁舞 / 跳过), and a seat down to its last
card is called aloud, flashed and tagged, as at a real table."""

from __future__ import annotations

import math
from typing import Any

from ...core.game import JSON
from ...games.huaniao.table import prompt_limit
from .. import theme as th
from ..draw import DisplayList, fit_size, text_width
from ..geom import Rect
from ..table_seats import count_back, draw_seat_clock, felt_rect, seat_face
from ..texts import you_form
from .huaniao_hand import HuaniaoHand
from .huaniao_show import fit_lines

FLASH_S = 3.0  # how long a seat down to one card pulses
AUTO_TOAST_S = 2.5  # an automatic action's toast: read, and gone before the next prompt's notes
LAST_SAY_S = 3.0  # a seat down to its last card: called at the seat (its badge flashes, it says 剩一张)
SAY_S = 2.0  # a seat's callout ("栖 · 摸一张"): read, and gone before that seat's next turn
MIN_SAY = 13.0  # a callout's type never smaller (a phone's CSS px)
HOLD_S = 0.9  # a dance's callout holds the table this long, read on through the next bot's wait (play-test 12 #1)
BIG_SAY_S = 1.6  # the player's own 栖 called large at its spot this long, then its pill (play-test 22 #2:
# forced 栖 turns went by unannounced, a 15 px pill over the felt; the apps' 要不起 bubble, ~1 s)
FAST_HOLD = 0.5  # at 快 the table's holds (a callout's, a banner's) take this share (play-test 19: 快 felt
# little faster than 中, the dances' holds took the time: a hand 0.56 s an action against 0.63)


class HuaniaoSeats(HuaniaoHand):
    """The seats' part of the 花鳥風月 table (the centre and the end are huaniao.py's)."""

    spots: dict[str, Rect]  # where things lie on the table (HuaniaoFlights): "said", the player's callout

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.last_card: dict[int, float] = {}  # seat -> when it went down to one card
        self.call_last = False  # said aloud with the next event's sound
        # acting seat -> (table version, when its prompt came, its limit, the turn)
        self.since: dict[int, tuple[int, float, float, int]] = {}
        # the table's own time for those clocks: seconds it stood paused, and since when it stands
        self.lost = 0.0
        self.paused_at: float | None = None
        self.said: dict[int, tuple[str, float]] = {}  # seat -> (its callout, since when)
        self.said_life: dict[int, float] = {}  # seat -> how long its callout shows (SAY_S unless said)
        self.hold_until = -1.0  # a dance's callout is read before the next move
        self.slot_said = False  # a phone's message slot held a callout in the last frame drawn
        self.big_said: tuple[str, str, float] | None = None  # the player's own 栖: (call, its draw, since)

    def table_time(self, now: float) -> float:
        """``now`` less the time the table stood paused (a local table waits, bots and clocks,
        while a menu, the log or a question covers it, or it animates: TableView.paused())."""
        paused = self.table.paused()
        if paused and self.paused_at is None:
            self.paused_at = now
        elif not paused and self.paused_at is not None:
            self.lost += max(0.0, now - self.paused_at)
            self.paused_at = None
        return (now if self.paused_at is None else self.paused_at) - self.lost

    def watch_counts(self, view: JSON, now: float) -> list[int]:
        """Note the seats that just went down to one card (a restore flags them quietly); returns them."""
        new = []
        for s, info in enumerate(view.get("seats") or []):
            n = info.get("count") if isinstance(info, dict) else None
            if n == 1 and s not in self.last_card:
                self.last_card[s] = now if now >= 0 else -100.0
                if now >= 0:  # the player's own too (play-test 5: only the bots' were called)
                    new.append(s)
            elif n != 1:
                self.last_card.pop(s, None)
        self.call_last = self.call_last or bool(new)
        return new

    def seat_tip(self, view: JSON, seat: int) -> str:
        seats = view.get("seats") or []
        s = seats[seat] if seat < len(seats) and isinstance(seats[seat], dict) else {}
        parts = [self.tx("seat_tip", name=self.name(seat), n=s.get("count", "?"), limit=s.get("eff_limit", "—"))]
        if view.get("first") == seat:
            parts.append(self.tx("tip_first"))
        if seat == self.table.viewer:
            parts.append(self.tx("tip_undo") if s.get("undo_left") else self.tx("tip_no_undo"))
        if s.get("skips"):
            parts.append(self.tx("tip_skips"))
        if s.get("ban"):
            parts.append(self.tx("tip_ban"))
        if s.get("count") == 1:
            parts.append(self.tx("tip_one"))
        return ("；" if self.lang != "en" else "; ").join(parts)

    def draw_seats(self, dl: DisplayList, view: JSON, now: float) -> None:
        """The last-card pulse round a badge, and every badge's (and the strip's) tap-to-explain;
        drawn with the centre, so the hand, the bar and a target prompt's seat taps stay on top."""
        lay = self.table.lay
        if lay is None:
            return
        for s, t0 in self.last_card.items():
            r = self.seat_rect(s)
            age = now - t0
            if s == self.table.viewer or r.w <= 0 or not 0 <= age < FLASH_S:
                continue
            a = 0.5 + 0.5 * math.sin(age * math.tau * 1.5)
            dl.alpha(a)
            dl.rect(r.inset(-3), None, th.CINNABAR, 3.0, 12)
            dl.alpha(1.0)
        self.draw_seat_clocks(dl, view, now)
        if self.prompt(view).get("type") == "target":  # the seats are the answer: their taps stay theirs
            return
        for s, r in lay.seats.items():
            self.tip(dl, r, self.seat_tip(view, s))
        if self.table.viewer is not None:  # (its finger-high tap area kept off the bar: over the bar's row it sent
            me = lay.me  # the table's forced-answer callout onto the felt, over the recap and the player's play,
            r = me if lay.phone else Rect(me.x, min(me.cy, lay.buttons.y - 20) - me.h / 2, me.w, me.h)  # (pt21 123320)
            self.tip(dl, r, self.seat_tip(view, self.table.viewer))

    def seat_clock(self, view: JSON, seat: int, now: float) -> tuple[float, float] | None:
        """(seconds left, limit) of the clock at an acting seat the table keeps none for (a bot's:
        bots never time out), run as a person's would under the timed option: the rules' limit
        for the prompt (§13.2: main operation, sub-decision, showdown call), from when it came."""
        c = self.table.client
        now = self.table_time(now)
        if not self.table.app.settings.get("timers") or c.is_over() or seat not in c.to_act() \
                or c.remaining(seat) is not None:
            return None
        opts = view.get("options") or {}
        phase = str(view.get("phase"))
        turn = int(view.get("turn", 0) or 0)
        if phase == "commit":  # the 且慢 window after its play: the turn's clock stays as it was, if
            # this turn's prompt was seen (play-test 5: a bot that played within the frame its prompt
            # came showed its previous turn's clock run down, a red 0 while it perched)
            ver, t0, lim, at = self.since.get(seat, (-1, now, 0.0, -1))
            return (max(0.0, lim - (now - t0)), lim) if lim and at == turn else None
        limit = prompt_limit(phase, opts)
        if limit is None:
            return None
        lim = limit
        ver, t0, _lim, _at = self.since.get(seat, (-1, now, lim, turn))
        if ver != c.version:  # a fresh prompt: a fresh clock
            self.since[seat] = (c.version, now, lim, turn)
            t0 = now
        return max(0.0, lim - (now - t0)), lim

    def draw_seat_clocks(self, dl: DisplayList, view: JSON, now: float) -> None:
        """The countdown at whichever seat acts, where the shared badge draws a person's clock."""
        lay = self.table.lay
        if lay is None:
            return
        for s, r in lay.seats.items():
            clock = self.seat_clock(view, s, now)
            if clock is None:
                continue
            if self.table.client.is_bot(s):  # a bot answers in a second: its time as a ring draining
                # round its thinking face, no number (play-test 6 113/117: a full "30" while it thought)
                cx, cy, rad = seat_face(r)
                left, lim = clock
                frac = max(0.0, min(1.0, left / lim)) if lim else 0.0
                dl.arc(cx, cy, rad + 6, -math.pi / 2, -math.pi / 2 + math.tau * frac, "rgba(232,190,100,0.55)", 2.0)
            else:  # on the seat's face, as the master's own clock shows
                draw_seat_clock(dl, r, *clock)

    def say_at(self, seat: int, text: str, now: float, hold: bool = False, life: float = SAY_S) -> None:
        """A short callout at a seat (play-test: a forced 栖 drew unseen, only the log said so);
        ``hold``: the table waits a moment for it (a dance, its target); ``life``: how long it shows."""
        if now >= 0:  # a call that grows (its target named) while it shows does not fade in again
            self.said[seat] = (you_form(text, self.lang) or text, now - 0.12 if self.saying_at(seat, now) else now)
            self.said_life[seat] = life
            if hold:
                self.hold_until = max(self.hold_until, now + HOLD_S * self.hold_share())

    def say_big(self, call: str, sub: str, now: float) -> None:
        """The player's own 栖 called large at its own spot for BIG_SAY_S (each one anew), its pill after."""
        if now >= 0:
            self.big_said = (call, sub, now)

    def big_on(self, now: float) -> bool:
        """The player's own 栖 is called large at its spot now."""
        return self.big_said is not None and 0 <= now - self.big_said[2] < BIG_SAY_S

    def draw_big_said(self, dl: DisplayList, lo: float, hi: float, now: float) -> bool:
        """The player's own 栖 large at its play's spot (a phone's band, a laptop's felt foot), popping
        in: its call in red over what it drew. False: none now (its pill shows, if any)."""
        big, mine = self.big_said, self.own_play_spot() or self.own_spot()
        if big is None or mine is None or not self.big_on(now):
            return False
        call, sub, age = big[0], big[1], now - big[2]
        k = min(1.0, 0.8 + age / 0.15 * 0.2)  # grows in a blink to its size
        room = min(hi - lo, max(mine.w, 240.0)) - 40
        size = fit_size(call, 26 * k, room, MIN_SAY)
        small = fit_size(sub, max(MIN_SAY, 18 * k), room, MIN_SAY) if sub else 0.0
        bw = max(text_width(call, size), text_width(sub, small) if sub else 0.0) + 40
        bh = size * 1.3 + small * 1.3 + 14
        box = Rect(max(lo, min(hi - bw, mine.cx - bw / 2)), mine.cy - bh / 2, bw, bh)
        dl.alpha(min(1.0, age / 0.1, (BIG_SAY_S - age) / 0.2))
        dl.shadow(14, "rgba(0,0,0,0.45)", 0, 3)
        dl.rect(box, th.PAPER, th.GOLD, 3.0, 16)
        dl.shadow(0)
        dl.text_in(Rect(box.x, box.y + 7, bw, size * 1.3), call, size, th.CINNABAR, weight="b")
        if sub:
            dl.text_in(Rect(box.x, box.y + 7 + size * 1.3, bw, small * 1.3), sub, small, th.INK)
        dl.alpha(1.0)
        return True

    def hold_share(self) -> float:
        """The share of a hold the speed chosen keeps: FAST_HOLD at 快, else the whole."""
        return FAST_HOLD if self.table.app.settings.get("speed") == "fast" else 1.0

    def draw_said(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        """Each seat's callout in its play's label's place (the label waits under it: one message
        a seat, play-test 6 082: bubble, label and badge piled up on a side seat), opaque and
        inside the felt (play-test 6 056: a side seat's 凉风有幸 ran over the log); a seat that
        shows no label has it by its badge. The viewer's at its own play's spot."""
        lay = self.table.lay
        felt = felt_rect(lay) if lay is not None else Rect(0, 0, w, h)
        lo, hi = max(4.0, felt.x + 6), min(w - 4, felt.r - 6)
        self.slot_said = False
        self.spots.pop("said", None)  # (a perch's pill keeps off it the next frame: play-test 36 #3)
        for seat, (text, t0) in list(self.said.items()):
            age = now - t0
            if not 0 <= age < self.life(seat):
                continue
            r = self.seat_rect(seat)
            if r.w <= 0 or (seat == self.table.viewer and self.draw_big_said(dl, lo, hi, now)):
                continue
            label = self.spots_of("label", seat)
            spot = self.spots_of("seat", seat)
            room = min(hi - lo, spot.w) if spot.w > 0 else hi - lo  # its own spot's width, if it can
            size = fit_size(text, 15, room - 20, MIN_SAY)
            bw, bh = min(text_width(text, size) + 20, hi - lo), 26.0
            mine = self.own_spot() if seat == self.table.viewer else None
            if seat == self.table.viewer and self.phone_slot() is not None and (
                    self.own_play_spot() is None or self.too_tall(text, mine)):
                # a phone whose own play lies nowhere now (the player chooses a target or a card): in the
                # message slot over the log strip, which says the same (play-test 7 091: on the 记牌器)
                slot = self.phone_slot()
                assert slot is not None
                # the strip's own lines give way to it whole, and it keeps inside the strip (play-test 10
                # 72/78: a two-line 上一轮 ran over the felt's rim and the player's avatar, half over the log)
                size, lines = fit_lines(text, 15, slot.w - 20, 2, MIN_SAY)
                size = max(MIN_SAY, min(size, (slot.h - 4) / (len(lines) * 1.3)))
                self._said_in(dl, seat, now, slot.inset(1), lines, size, age)
                self.slot_said = True
                continue
            if mine is not None:  # the viewer's at its own play's spot (over the log strip it read as
                # nobody's: play-test 3 P09): its top right by the label, its foot, beside the cards,
                # or over its top edge, the first that covers none of them
                x = max(mine.x + 2, mine.r - bw - 6) if bw < mine.w * 0.62 else mine.cx - bw / 2
                lie = self.spots_of("lie", seat)
                ly = label.cy - bh / 2  # (a label just over the cards: its callout lifted off them)
                ly = min(ly, lie.y - bh - 1) if lie.w > 0 and label.cy < lie.y < ly + bh else ly
                places = [Rect(label.x, ly, bw, bh),  # where its label was (quiet now)
                          Rect(x, mine.y + 1, bw, bh), Rect(x, mine.b - bh - 1, bw, bh),
                          Rect(lie.r + 8, mine.cy - bh / 2, bw, bh), Rect(lie.x - 8 - bw, mine.cy - bh / 2, bw, bh),
                          Rect(mine.x + 2, mine.b - bh - 1, bw, bh), Rect(x, mine.y - bh / 2, bw, bh)]
                places = [b for b in places if b.x >= lo and b.r <= hi] or places[:1]
                # off its cards, in its label's place (play-test 5: 舞，花鸟风月 over "你 · 舞·花鸟风月")
                best = min(places, key=lambda b: (self.over_plays(b, "lie"), places.index(b)))
                beside = lie.x - 8 - (mine.x + 4)  # a low spot (a phone's band): its label left of the cards
                if (self.over_plays(best, "lie") > 0 or best is places[-1]) and lie.w > 0 and beside >= 90:
                    size, lines = fit_lines(text, 15, beside - 20, 2, MIN_SAY)  # on two lines there (it
                    if all(text_width(ln, size) <= beside - 20 for ln in lines):  # covered the status line)
                        self._said_in(dl, seat, now, Rect(mine.x + 4, mine.cy - len(lines) * size * 0.65 - 8,
                                                          beside, len(lines) * size * 1.3 + 16), lines, size, age)
                        continue
                x, y = best.x, best.cy
            elif label.w > 0:  # where its label is, from the spot's left edge as the label; a call too
                # long for its spot takes two lines there (a phone's seat across, between the side seats)
                size, lines = fit_lines(text, 15, room - 20, 2, MIN_SAY)
                bw = min(max(text_width(ln, size) for ln in lines) + 20, hi - lo)
                bh = len(lines) * size * 1.3 + (4 if len(lines) == 1 else 8)  # one line: off its cards
                x = max(lo, min(hi - bw, label.x - 2, spot.r - bw))
                self._said_in(dl, seat, now, Rect(x, label.y - 2, bw, bh), lines, size, age)
                continue
            elif r.cy < h / 2:  # under the badge unless it covers more of a play there than on its foot
                x = r.cx - bw / 2
                under, foot = Rect(x, r.b + 2, bw, bh), Rect(x, r.b - bh, bw, bh)
                y = under.cy if self.over_plays(under) <= self.over_plays(foot) else foot.cy
            else:
                x, y = r.cx - bw / 2, r.y - bh / 2
            # (faded by its own life: a 3 s one went at 2 s while its label still waited, play-test 23 lap)
            self._said_in(dl, seat, now, Rect(max(lo, min(hi - bw, x)), y - bh / 2, bw, bh), [text], size, age)

    def _said_in(self, dl: DisplayList, seat: int, now: float, box: Rect, lines: list[str], size: float,
                 age: float) -> None:
        """A seat's callout in ``box``, unless a banner lies there: then it waits for the banner to go
        and shows whole after it, one at a time (play-test 30 #4: "雀舞满山：你 摸到 鸟月月" over its banner)."""
        band = self.loud_banner()
        if band is not None and band.intersects(box):
            self.said[seat] = (self.said[seat][0], now)
            return
        if seat == self.table.viewer:
            self.spots["said"] = box
        self._bubble(dl, box, lines, size, age, self.life(seat))

    @staticmethod
    def clear_of_count(lines: list[str], r: Rect, sep: str) -> list[str]:
        """A plate's first line beside its count's card back, its flags split when they would run under
        it (play-test 30 025550-moon-c3: "跳过×1 · 剩一张" under the 1)."""
        cx, _cy, rad = seat_face(r)
        if not lines or sep not in lines[0] or text_width(lines[0], 12) <= count_back(r).x - 4 - (cx + rad + 8):
            return lines
        head, _, rest = lines[0].partition(sep)
        return [head, rest, *lines[1:]]

    def loud_banner(self) -> Rect | None:
        """Where a banner (not a 栖's pill) showed at the last frame (the centre knows; none here)."""
        return None

    @staticmethod
    def too_tall(text: str, spot: Rect | None) -> bool:
        """A phone's callout that would spill out of the player's own band (a one-row band while a
        forced 栖's callout takes the other): said in the message slot instead."""
        if spot is None:
            return False
        size, lines = fit_lines(text, 15, max(90.0, spot.w * 0.55) - 20, 2, MIN_SAY)
        # (nor a line the band's width cannot hold at 13 px: a two-row band's 上一轮 shrank to 10 px over 且慢)
        return len(lines) * size * 1.3 + 8 > spot.h or text_width(text, 13) > spot.w - 20

    def life(self, seat: int) -> float:
        return self.said_life.get(seat, SAY_S)

    def _bubble(self, dl: DisplayList, box: Rect, lines: list[str], size: float, age: float,
                life: float = SAY_S) -> None:
        dl.alpha(min(1.0, age / 0.12, (life - age) / 0.2))  # opaque but for a blink in and out
        dl.shadow(8, "rgba(0,0,0,0.35)", 0, 2)
        dl.rect(box, th.PAPER, th.JADE, 2.0, 14)
        dl.shadow(0)
        lh = size * 1.3
        for i, ln in enumerate(lines):
            dl.text_in(Rect(box.x, box.cy + lh * (i - len(lines) / 2), box.w, lh), ln, size, th.INK, weight="b")
        dl.alpha(1.0)

    def phone_log(self, lines: list[str]) -> list[str]:
        """The strip's lines give way whole to a callout in its slot (play-test 16 351: 上一轮 fading in over
        the strip's two lines, both read at once); not once it is over (the strip is drawn before the callouts:
        the last frame's word on it left the strip blank after it, play-test 21 122611)."""
        me = self.table.viewer
        live = me is not None and self.saying_at(me, self.table.app.now)
        return [] if self.slot_said and live else lines

    def phone_slot(self) -> Rect | None:
        """A phone's message slot: its log strip over the status line (None: no such strip)."""
        lay = self.table.lay
        if lay is None or not lay.phone or lay.log.h <= 0 or lay.log.y >= lay.me.y:
            return None
        return lay.log

    def yield_slot(self) -> None:
        """A phone's note on the raised cards took the message slot: the player's callout there (上一轮, a draw) goes,
        one message at a time (play-test 40, FIXERS 6: the note lay over the lower half of 上一轮; the strip keeps it)."""
        me, now = self.table.viewer, self.table.app.now
        if me is not None and self.slot_said and self.saying_at(me, now):
            self.said_life[me] = now - self.said[me][1]

    def saying_at(self, seat: int, now: float) -> bool:
        """The seat's callout shows now (its label's words wait under it)."""
        return seat in self.said and 0 <= now - self.said[seat][1] < self.life(seat)

    def over_plays(self, box: Rect, what: str = "seat") -> float:
        """How much of the seats' plays ``box`` covers (px², the centre knows where they lie):
        their spots ("seat") or only their cards ("lie")."""
        return 0.0

    def spots_of(self, what: str, seat: int) -> Rect:
        """Where a seat's play ("lie") or label lies on the table (the centre knows; none here)."""
        return Rect(0, 0, 0, 0)

    def own_spot(self) -> Rect | None:
        """Where the viewer's own play lies (None: the table draws none)."""
        return None

    def own_play_spot(self) -> Rect | None:
        """The viewer's own play's spot when one is drawn now (not the felt's foot kept for its call)."""
        return None

    def saying(self, now: float) -> bool:
        return any(0 <= now - t0 < self.life(s) for s, (_t, t0) in self.said.items())

    def flashing(self, now: float) -> bool:
        return any(0 <= now - t0 < FLASH_S for s, t0 in self.last_card.items() if s != self.table.viewer)

    def _say_auto(self, ev: JSON, now: float) -> None:
        """What the rules do on their own (another seat's hand-limit discard) is called at that seat,
        besides its flight: a log line alone went unseen (play-test 8), and a toast over the table lay
        over the next moment, one message over another (play-test 14/15: "手牌超限：电脑2 弃 鸟" still
        over the player's own play while 电脑1's 花鸟风月 asked for a pass). The player's own is said at
        its spot (huaniao.on_events). Not on a phone: its log strip over the status line says it there
        (play-test 6 081)."""
        ty = ev.get("type")
        if self.table.lay is not None and self.table.lay.phone and self.table.lay.log.h > 0:
            return
        if ty == "discard" and isinstance(ev.get("seat"), int) and ev["seat"] != self.table.viewer:
            cards = list(ev.get("cards") or [None] * int(ev.get("count", 1)))
            self.say_at(int(ev["seat"]), self.tx("auto_discard", cards=self.cards_text(cards)), now)
