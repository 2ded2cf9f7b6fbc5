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
from ..table_seats import draw_seat_clock
from ..texts import you_form
from .huaniao_bar import face_of
from .huaniao_hand import HuaniaoHand

FLASH_S = 3.0  # how long a seat down to one card pulses
AUTO_TOAST_S = 2.5  # an automatic action's toast: read, and gone before the next prompt's notes
SAY_S = 1.6  # a seat's callout ("栖 · 摸一张"): a glance, gone before that seat's next turn
HOLD_S = 1.2  # a dance's callout holds the table this long, to be read


class HuaniaoSeats(HuaniaoHand):
    """The seats' part of the 花鳥風月 table (the centre and the end are huaniao.py's)."""

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
        self.hold_until = -1.0  # a dance's callout is read before the next move

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
        if self.table.viewer is not None:
            self.tip(dl, lay.me, self.seat_tip(view, self.table.viewer))

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
            if clock is not None:  # on the seat's face, as the master's own clock shows
                draw_seat_clock(dl, r, *clock)

    def say_at(self, seat: int, text: str, now: float, hold: bool = False) -> None:
        """A short callout at a seat (play-test: a forced 栖 drew unseen, only the log said so);
        ``hold``: the table waits a moment for it (a dance, its target)."""
        if now >= 0:
            self.said[seat] = (you_form(text, self.lang) or text, now)
            if hold:
                self.hold_until = max(self.hold_until, now + HOLD_S)

    def draw_said(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        """Each seat's callout by its badge (in the top half just under it, clear of its name and
        lines, where no play lies there: play-test 3 L53/L58 covered "0 won" and a name; else on
        its foot; over the viewer's strip), inside the window (a side seat's 凉风有幸 names three)."""
        for seat, (text, t0) in list(self.said.items()):
            age = now - t0
            if not 0 <= age < SAY_S:
                continue
            r = self.seat_rect(seat)
            if r.w <= 0:
                continue
            size = fit_size(text, 14, w - 28)
            bw, bh = text_width(text, size) + 20, 26.0
            x = max(4.0, min(w - 4 - bw, r.cx - bw / 2))
            mine = self.own_spot() if seat == self.table.viewer else None
            if mine is not None:  # the viewer's at its own play's spot (over the log strip it read as
                # nobody's: play-test 3 P09): its top right by the label, its foot, beside the cards,
                # or over its top edge, the first that covers none of them
                x = max(mine.x + 2, mine.r - bw - 6) if bw < mine.w * 0.62 else max(4.0, min(w - 4 - bw, mine.cx - bw / 2))
                lie, label = self.spots_of("lie", seat), self.spots_of("label", seat)
                places = [Rect(label.x, label.cy - bh / 2, bw, bh),  # where its label was (quiet now)
                          Rect(x, mine.y + 1, bw, bh), Rect(x, mine.b - bh - 1, bw, bh),
                          Rect(lie.r + 8, mine.cy - bh / 2, bw, bh), Rect(lie.x - 8 - bw, mine.cy - bh / 2, bw, bh),
                          Rect(mine.x + 2, mine.b - bh - 1, bw, bh), Rect(x, mine.y - bh / 2, bw, bh)]
                places = [b for b in places if b.x >= 4 and b.r <= w - 4] or places[:1]
                # off its cards, in its label's place (play-test 5: 舞，花鸟风月 over "你 · 舞·花鸟风月")
                best = min(places, key=lambda b: (self.over_plays(b, "lie"), places.index(b)))
                x, y = best.x, best.cy
            elif r.cy < h / 2:  # under the badge unless it covers more of a play there than on its foot
                under, foot = Rect(x, r.b + 2, bw, bh), Rect(x, r.b - bh, bw, bh)
                y = under.cy if self.over_plays(under) <= self.over_plays(foot) else foot.cy
            else:
                y = r.y - bh / 2
            box = Rect(x, y - bh / 2, bw, bh)
            dl.alpha(min(1.0, age / 0.15, (SAY_S - age) / 0.3))
            dl.rect(box, th.PAPER, th.JADE, 1.5, 13)
            dl.text_in(box, text, size, th.INK, weight="b")
            dl.alpha(1.0)

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

    def saying(self, now: float) -> bool:
        return any(0 <= now - t0 < SAY_S for _t, t0 in self.said.values())

    def flashing(self, now: float) -> bool:
        return any(0 <= now - t0 < FLASH_S for s, t0 in self.last_card.items() if s != self.table.viewer)

    def _say_auto(self, ev: JSON) -> None:
        """What the rules do on their own (a hand-limit discard, the viewer's 栖 draw) is said in a
        toast by the hand, besides its flight: a log line alone went unseen."""
        ty, me = ev.get("type"), self.table.viewer
        if ty == "discard" and isinstance(ev.get("seat"), int):
            cards = list(ev.get("cards") or [None] * int(ev.get("count", 1)))
            line = self.tx("limit_discard", name=self.name(ev["seat"]), cards=self.cards_text(cards))
            self.table.app.toast(you_form(line, self.lang) or line, AUTO_TOAST_S)
        elif ty == "draw" and ev.get("why") == "qi" and ev.get("seat") == me and me is not None \
                and face_of(ev.get("card")):
            self.table.app.toast(self.tx("qi_drew", cards=self.cards_text([ev.get("card")])), AUTO_TOAST_S)
