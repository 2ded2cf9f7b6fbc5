"""Each 胡 gets its moment, also in a chain (一炮多响, 胡后自动胡): a 胡 splash, then the winning
hand laid down with its 胡息 groups, 名堂 and score, each payer's amount flying to the winner, the
player's own held until a tap, a bot's ~3 s at normal speed. The table waits (bots, the next win,
the settlement sheet) while one shows. A bowl lit (聚宝盆 ×N), a claim's call and every win but the
player's first are light: a callout at the seat while the table plays on, one at a time per seat."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ....core.game import JSON
from ... import theme as th
from ...anim import ease_out
from ...draw import DisplayList, fit_size, text_width, wrap
from ...geom import Rect
from .cheer import draw_burst, draw_rays, draw_ribbon
from .common import Speaker, elide, fan_entries, mini_card
from .ledger import draw_struck, fmt_pts, pay_points
from .sheet import draw_groups, score_text, win_title

SPLASH = 1.1     # the player's own 胡 alone, its burst (a bot's: a shorter share of its moment)
BOT_HOLD = 3.2   # a bot's whole moment at normal speed, scaled by the speed setting: long enough to
                 # read who won what and who paid (play-test: 1.4 s, a capped 10万 went unnoticed)
BOWL_HOLD = 1.2  # a bowl lit (聚宝盆 ×N), shown light, likewise scaled
QUEUED = 1.0     # a callout with another waiting behind it at its seat goes after this long (play-test 6:
                 # bowls and wins piled up unreadably; the apps show one at a time, ~1 s each)
BOT_MIN = 3.0    # ... but never less: the panel is read, not glimpsed
OWN_CAP = 8.0   # the player's own: a tap, or this long (play-test 23: 20 s, "holds the table ~19 s", a stall)
FLOW = 0.9       # the payments fly from each payer to the winner in this long, after the splash
SKIP_AFTER = 0.6  # a win's hand face up ends by a tap only after this long
TOAST_HOLD, WIN_READ = 1.8, 2.5  # a win shown light: scaled, its amount WIN_READ at least (pt39: ~2 s "flashed past")
FFWD_S = 1.0     # 快进: each win a compact card this long, the table waiting, then on (play-test 19 #2:
                 # it ran to the sheet and skipped every win)


@dataclass
class Beat:
    """One moment: a win (``records[index]``) or a banner across the middle (``word``: 决胜时刻), each
    after the one before (play-test: 决胜时刻 over 胡)."""
    index: int
    hold: float | None   # seconds, None: until tapped
    word: str | None = None
    shown: tuple[int, str] | None = None   # the 亮张 at the deal: the dealer, the card

    @property
    def win(self) -> bool:
        return self.word is None and self.shown is None


@dataclass
class Light:
    """A light callout (a win, a bowl lit, a claim's call) at its seat while the table plays on;
    ``start`` is None while it waits for a moment to end (never drawn over a panel: re-test 4) or
    for the seat's callout before it (play-test 6: two bowls and a win stacked on one badge)."""
    start: float | None
    seat: int
    value: int   # a win's record, a bowl's ×N
    hold: float
    kind: str    # "win", "bowl" or "call"
    words: tuple[str, str] = ("", "")   # a call's word and who says it
    face: float = 0.0   # a win's first seconds: its hand face up in a panel while the table waits
    cards: tuple[str | None, ...] = ()   # a call's cards (None: face down)
    mask: int = 0    # a bowl's lit cells, the cell just lit, and whether it took a new shape (bursts.py)
    cell: int = -1
    up: bool = False

    @property
    def win(self) -> bool:
        return self.kind == "win"


def _faced(x: Light, y: Light) -> bool:
    """Win ``y`` waits while win ``x`` shows face up (a panel lies over the middle; light ones at seats)."""
    return x.win and y.win and x.face > 0


@dataclass
class Moments:
    """The moments in order, on a clock of their own that stands still while something covers the
    table (a menu, the log): a moment that came meanwhile is shown after, never expired unseen."""
    queue: list[Beat] = field(default_factory=list)
    since: float = 0.0   # when the current moment began (moment clock)
    shown: int = 0       # wins of this hand already shown (for "win i of n")
    stood: float = 0.0   # wall seconds the clock stood still
    frozen_at: float | None = None
    lit: list[Light] = field(default_factory=list)   # light wins and bowls, shown or waiting

    def clock(self, now: float) -> float:
        return (now if self.frozen_at is None else self.frozen_at) - self.stood

    def freeze(self, now: float, covered: bool) -> None:
        """The table is covered (or not) at wall time ``now``."""
        if covered and self.frozen_at is None:
            self.frozen_at = now
        elif not covered and self.frozen_at is not None:
            self.stood += max(0.0, now - self.frozen_at)
            self.frozen_at = None

    def add(self, now: float, index: int, hold: float | None = None, word: str | None = None,
            shown: tuple[int, str] | None = None) -> None:
        """One more moment: a win whose record is ``records[index]`` of the view (the table says
        which, so a reload, whose count starts afresh, never shows another seat's earlier win);
        shown for ``hold`` seconds (None: until tapped)."""
        if not self.queue:
            self.since = self.clock(now)
        self.queue.append(Beat(index, hold, word, shown))

    def toast(self, now: float, index: int, hold: float, seat: int = -1, face: float = 0.0) -> None:
        """A bot's win shown light (play-test 2, l33-l38: every one of a hand's 15-26 wins held the
        table behind 点击继续): its hand face up for ``face`` seconds while the table waits, then a
        banner at the winner's seat while the table plays on, after any moment showing and after the
        win before it (re-test 4: some went by unseen; play-test 10: two at once, neither read)."""
        self.lit.append(Light(None, seat, index, max(hold, face), "win", face=face))
        self.shown += 1
        self._light(now)

    def call(self, now: float, seat: int, word: str, who: str, hold: float,
             cards: tuple[str | None, ...] = ()) -> None:
        """A claim's call (碰, 吃, 跑...) at the claimer's seat, in its turn among the seat's callouts."""
        self.lit.append(Light(None, seat, 0, hold, "call", (word, who), cards=cards))
        self._light(now)

    def _due(self, x: Light) -> float:
        """How long ``x`` shows: shorter while another waits behind it at its seat, or another win
        behind a win (no backlog), never cutting a win's hand shown face up."""
        queued = any(y is not x and y.start is None and (y.seat == x.seat or _faced(x, y)) for y in self.lit)
        return min(x.hold, QUEUED) if queued and not x.win else x.hold   # (a win's amount: never cut, pt39)

    @staticmethod
    def _may_start(x: Light, lit: list[Light]) -> bool:
        """One callout at a time at a seat, one win at a time at the table (a win's panel lies
        over the middle: 一炮多响's two at once would cover each other)."""
        return not any(y.start is not None and (y.seat == x.seat or _faced(y, x)) for y in lit)

    def _light(self, now: float) -> float:
        """Drops the callouts done and starts those waiting, none while a moment shows (one that
        had begun starts again after it), one at a time at a seat, in order."""
        t = self.clock(now)
        while True:   # (one ending early lets the next start at its end, not at this frame)
            done = next((x for x in self.lit if x.start is not None and t - x.start >= self._due(x)), None)
            if done is None:
                break
            end = done.start + self._due(done) if done.start is not None else t
            self.lit.remove(done)
            nxt = next((y for y in self.lit if y.start is None and (y.seat == done.seat or _faced(done, y))
                        and self._may_start(y, self.lit)), None)
            if nxt is not None and self.current(now) is None:   # (a hand face up is never skipped: a
                nxt.start = end if nxt.face <= 0 else max(end, t - 0.2)   # page that stood still catches up)
        if self.current(now) is not None:
            for x in self.lit:
                x.start = None
            return t
        for x in self.lit:
            if x.start is None and self._may_start(x, self.lit):
                x.start = t
        return t

    def _progress(self, x: Light, t: float) -> float:
        return (t - (t if x.start is None else x.start)) / self._due(x)

    def toasts_at(self, now: float) -> list[tuple[int, float]]:
        """The light wins showing: (record, progress 0..1)."""
        t = self._light(now)
        return [(x.value, self._progress(x, t)) for x in self.lit if x.win and x.start is not None]

    def faces_at(self, now: float) -> list[tuple[int, float]]:
        """The wins whose hands show face up now: (record, progress 0..1 of that part)."""
        t = self._light(now)
        return [(x.value, (t - x.start) / x.face) for x in self.lit
                if x.win and x.start is not None and x.face > 0 and t - x.start < x.face]

    def cut_faces(self, now: float, most: float) -> None:
        """The player is asked: a win's hand face up goes after ``most`` (play-test 26 #1: over a prompt)."""
        t = self._light(now)
        for x in self.lit:
            if x.win and x.start is not None and most < x.face:
                x.face = x.hold = max(most, t - x.start)

    def skip_face(self, now: float) -> bool:
        """A tap on a win's hand face up goes on to the next (the apps' 点击继续), once it has shown
        ``SKIP_AFTER`` (the tap that ended the one before must not end this one unseen)."""
        t = self._light(now)
        hit = False
        for x in self.lit:
            if x.win and x.start is not None and x.face > 0 and SKIP_AFTER <= t - x.start < x.face:
                x.face = x.hold = t - x.start
                hit = True
        self._light(now)
        return hit

    def win_progress(self, now: float) -> list[tuple[float, float]]:
        """The light wins showing: (progress 0..1, seconds they show in all)."""
        t = self._light(now)
        return [(self._progress(x, t), self._due(x)) for x in self.lit if x.win and x.start is not None]

    def calls_at(self, now: float) -> list[tuple[int, str, str, float]]:
        """The calls showing: (seat, word, who, progress 0..1)."""
        return [c[:4] for c in self.call_cards_at(now)]

    def call_cards_at(self, now: float) -> list[tuple[int, str, str, float, tuple[str | None, ...]]]:
        """The calls showing with their cards: (seat, word, who, progress 0..1, cards)."""
        t = self._light(now)
        return [(x.seat, *x.words, self._progress(x, t), x.cards) for x in self.lit
                if x.kind == "call" and x.start is not None]

    def unshown(self, now: float) -> set[int]:
        """The records of wins still waiting for their panel or callout: a seat's 分 moves as each shows
        (play-test 14: "scores jumped ±100,000 several times a second", ahead of the panels)."""
        self._light(now)
        return {x.value for x in self.lit if x.win and x.start is None} | {b.index for b in self.queue[1:] if b.win}

    def waiting(self) -> bool:
        """A light win has yet to show (the settlement sheet waits for it)."""
        return any(x.win and x.start is None for x in self.lit)

    def bowl(self, now: float, seat: int, mult: int, hold: float, mask: int = 0, cell: int = -1,
             up: bool = False) -> None:
        """A bowl lit, shown light at its seat (a moment of its own held the table ~1.6 s at each
        of a hand's ~12 bowl lights: 20 s of a 3-minute 血流 hand with nothing to decide); ``up``: it
        took a new shape, the bowl itself shown (bursts.py)."""
        last = next((x for x in reversed(self.lit) if x.seat == seat), None)
        if last is not None and last.kind == "bowl" and last.start is None:
            last.value, last.mask, last.cell = mult, mask, cell   # a seat's bowl lit again before its
            last.up, last.hold = last.up or up, max(last.hold, hold)   # callout showed: the newest once
            return
        self.lit.append(Light(None, seat, mult, hold, "bowl", mask=mask, cell=cell, up=up))
        self._light(now)

    def bowl_ups(self, now: float) -> list[tuple[Light, float, float]]:
        """The bowls lit to a new shape showing: (the callout, seconds shown, seconds it shows in all)."""
        t = self._light(now)
        return [(x, t - x.start, self._due(x)) for x in self.lit if x.kind == "bowl" and x.up and x.start is not None]

    def bowls_at(self, now: float) -> list[tuple[int, int, float]]:
        """The bowls lit showing: (seat, ×N, seconds shown)."""
        t = self._light(now)
        return [(x.seat, x.value, t - x.start) for x in self.lit if x.kind == "bowl" and x.start is not None]

    def bowl_lights(self, now: float) -> list[tuple[int, int, float, float]]:
        """The bowls lit showing: (seat, ×N, seconds shown, seconds it shows in all)."""
        t = self._light(now)
        return [(x.seat, x.value, t - x.start, self._due(x)) for x in self.lit
                if x.kind == "bowl" and not x.up and x.start is not None]

    def lights(self, now: float) -> bool:
        """A light callout shows or waits (the table keeps drawing frames for it)."""
        return bool(self.toasts_at(now) or self.bowls_at(now) or self.lit)

    def current(self, now: float) -> Beat | None:
        t = self.clock(now)
        while self.queue and t - self.since >= (hold := self.queue[0].hold or OWN_CAP):
            self._pop(self.since + hold)
        return self.queue[0] if self.queue else None

    def age(self, now: float) -> float:
        """How long the current moment has shown."""
        return self.clock(now) - self.since

    def splash(self) -> float:
        """How long the current moment shows the 胡 alone (a tap goes on after it)."""
        hold = self.queue[0].hold if self.queue else None
        return SPLASH if hold is None else min(SPLASH, hold * 0.25)

    def next(self, now: float) -> None:
        """On to the next moment (a tap past the splash)."""
        self._pop(self.clock(now))

    def _pop(self, at: float) -> None:
        if self.queue:
            if self.queue.pop(0).win:
                self.shown += 1
            self.since = at

    def wins_left(self) -> int:
        return sum(b.win for b in self.queue)

    def quicken(self, cap: float, keep: int | None = None) -> None:
        """快进 pressed: the bowls and calls go, each win face up ``cap`` long at most, but seat ``keep``'s (L1)."""
        self.lit = [x for x in self.lit if x.win]
        for x in (x for x in self.lit if x.face > 0 and x.seat != keep):
            x.face = x.hold = min(x.face, cap)

    def hurry(self, hold: float, keep: frozenset[int] = frozenset()) -> None:
        """快进 pressed: a moment waiting for a tap goes on by itself after ``hold``, but the wins ``keep`` (L1)."""
        self.queue = [b if b.win and b.index in keep else replace(b, hold=min(b.hold or hold, hold)) for b in self.queue]

    def clear(self) -> None:
        self.queue.clear()
        self.lit.clear()
        self.shown = 0


def bot_hold(delay: float) -> float:
    """A bot's moment for a bot delay (the speed setting: 1.1 s normal), 3 s at least (play-test 3
    L40/L41: at 快 the panel went in 1.5 s, unread); 快进 (0) a short beat."""
    return 0.6 if delay <= 0 else max(BOT_MIN, BOT_HOLD * delay / 1.1)


def toast_hold(delay: float) -> float:
    """A light win's length: never under 1.5 s, it holds nothing (play-test 7: at 快, ~0.8 s, no bot
    win was caught in a screenshot every 2 s)."""
    return max(WIN_READ, TOAST_HOLD * delay / 1.1)


def light_win(recs: list[JSON], viewer: int | None, index: int, flow: bool = True) -> bool:
    """Every win of a 血流 hand shows light, the same short callout at its winner (play-test 6: some
    bot wins held the table for a tap, others reached only the log), but the player's first of the
    hand: whole; a hand one win ends (not ``flow``) shows that win whole, a bot's too, before the
    sheet (play-test 8: the phone's bot win went straight to the sheet)."""
    if not flow or viewer is None or recs[index].get("seat") != viewer:
        return flow
    return any(r.get("seat") == viewer for r in recs[:index])


def draw_toast(dl: DisplayList, sp: Speaker, w: float, h: float, p: float, rec: JSON, at: tuple[float, float],
               lane: Lane = None, viewer: int | None = None, again: str = "") -> None:
    """A light win at the winner's seat: the card won on, 胡 and the name (``again``: a batch's words), the
    amount (and what the player pays); no veil and no tap target (the table plays on). ``at``: its centre."""
    winner = int(rec.get("seat", 0))
    pay = [int(x) for x in rec.get("pay") or []]
    code = str(rec.get("card", ""))
    line = again or (f"{sp.name(winner)} 胡 {sp.glyph(code)}" if sp.lang != "en" else f"{sp.name(winner)} wins on {sp.glyph(code)}")
    # the winner's gain, as the log and the ledger's row say it (play-test 11: "得分 24,576" beside the
    # log's "得 49,152", each payer's share read as another figure)
    amount = sp.g("win_gain", v=fmt_pts(win_gain(rec, sp.lang), sp.lang)) + (sp.g("cap_mark") if rec.get("capped") else "")
    paid = f"{sp.name(viewer)} {fmt_pts(pay_points(rec, sp.lang)[viewer], sp.lang)}" \
        if viewer is not None and viewer != winner and viewer < len(pay) and pay[viewer] < 0 else ""
    k = 1.0 if w >= 400 else 0.85   # a phone's in half its width, clear of the card in play
    cw = 30.0 * k   # the card won on, beside the words (play-test 5: "a brief toast, no card")
    bw = max(text_width(line, 16 * k), text_width(amount, 20 * k), text_width(paid, 14 * k)) + 24 + 8 * k + cw
    bh = 58.0 * k + (18.0 * k if paid else 0.0)
    x = in_lane(at[0], bw, w, lane)
    y = min(max(at[1] + 28 * k - bh / 2, 32.0), h - bh + 18)   # (centred on ``at``)
    opaque(dl, p)
    _solid(dl, Rect(x - bw / 2, y - 28 * k, bw, bh), 12)
    dl.rect(Rect(x - bw / 2, y - 28 * k, bw, bh), "rgba(20,16,12,0.9)", th.CINNABAR, 2.0, 12)
    mini_card(dl, Rect(x - bw / 2 + 8, y - cw * 0.725 + 1, cw, cw * 1.45), code if code else None, sp.lang)
    tx0 = x + (cw + 4) / 2
    dl.text(tx0, y - 12 * k, line, 16 * k, th.PAPER, "c", "b", "a", bw - cw - 16)
    dl.text(tx0, y + 13 * k, amount, 20 * k, th.GOLD, "c", "b", "s", bw - cw - 16)
    if paid:
        dl.text(tx0, y + 33 * k, paid, 14 * k, th.PAPER, "c", "n", "a", bw - cw - 16)
    dl.alpha(1.0)


def win_gain(rec: JSON, lang: str) -> int:
    """What the winner gains by a win (every payer's share), as the log's 得 says it."""
    pay, winner = pay_points(rec, lang), int(rec.get("seat", 0))
    return pay[winner] if 0 <= winner < len(pay) and pay[winner] > 0 else int(rec.get("final", 0))


def pay_line(sp: Speaker, rec: JSON, short: bool = False) -> str:
    """A win's money in one line, each figure named (play-test 24 #1: "得分 64" under the ribbon's
    "赢 128" and a +128 chip): 每家付 64 · 共赢 128, or the one payer's share, as the apps say it;
    ``short``: the share alone (a phone's panel, the gain on its ribbon and chip)."""
    pay, winner = pay_points(rec, sp.lang), int(rec.get("seat", 0))
    payers = [(s, -v) for s, v in enumerate(pay) if s != winner and v < 0]
    if not payers:
        return sp.g("moment_pts", v=fmt_pts(int(rec.get("final", 0)), sp.lang))
    t = fmt_pts(win_gain(rec, sp.lang), sp.lang)
    if len(payers) == 1:
        s, v = payers[0]
        line = sp.g("pay_one", name=sp.name(s), e=fmt_pts(v, sp.lang), t=t)
        return line.split(" · ")[0] if short else line
    if len({v for _, v in payers}) == 1:
        e = fmt_pts(payers[0][1], sp.lang)
        return sp.g("each_pays", v=e) if short else sp.g("pay_each", e=e, t=t)
    return sp.g("pay_total", t=t)


SOLID = "#14100c"   # a seat's callout's ground under its tinted box: nothing under it reads through


def _solid(dl: DisplayList, r: Rect, radius: float) -> None:
    dl.rect(r, SOLID, None, 1.0, radius)


def opaque(dl: DisplayList, p: float) -> None:
    """A callout at a seat is opaque all its time, in and gone at once: fading, the plate or melds under
    it read through its words as an overprint (play-test 12, 164/083/087: "ghost" boxes)."""
    dl.alpha(1.0 if 0.0 <= p < 1.0 else 0.0)


def bowl_hold(delay: float) -> float:
    return max(0.4, BOWL_HOLD * delay / 1.1)


Lane = tuple[float, float] | None   # the x range a seat's callouts keep to (a phone's half: two badges side by side)


MID_CLEAR = 30.0   # half the card in play's width on a phone, which its seats' callouts keep clear of


def in_lane(x: float, bw: float, w: float, lane: Lane) -> float:
    """A callout ``bw`` wide centred near ``x``: inside its lane when it fits there (two seats'
    callouts at once lay one over the other on a phone), always on screen."""
    lo, hi = lane or (0.0, w)
    if lane is not None:   # clear of the card in play, between the halves (it stays in view)
        x = min(x, hi - MID_CLEAR - bw / 2) if lo <= 0 else max(x, lo + MID_CLEAR + bw / 2)
    x = min(max(x, lo + bw / 2 + 4), hi - bw / 2 - 4) if hi - lo >= bw + 8 else (lo + hi) / 2
    return min(max(x, bw / 2 + 4), w - bw / 2 - 4)


Spot = Callable[[int], tuple[float, float]]   # a seat's place on the table (its melds, the player's hand)


def draw_moment(dl: DisplayList, sp: Speaker, w: float, h: float, now: float, m: Moments, rec: JSON,
                spot: Spot, bar: Rect | None = None, purse: Spot | None = None) -> None:
    """The 胡 splash at the winner's seat (whose 胡 it is reads at a glance), then the winning hand
    in a panel in the middle, its 胡 seal inside it (play-test: a 胡 left floating at the top centre
    sat over the next seat's part and read as that seat's win), and each payer's amount flying from
    their seat to the winner's (``purse``: the seats' name boxes, which the panel leaves clear;
    ``spot`` by default). The veil leaves the action bar ``bar`` out: 快进 shows there from
    the player's own 胡 on (play-test: it sat under it)."""
    t = m.age(now)
    splash = m.splash()
    own = bool(m.queue) and m.queue[0].hold is None
    h = _veil(dl, w, h, bar)   # the splash and the panel stay above the bar
    p = ease_out(min(1.0, t / 0.35))
    # the player's own the larger (play-test 20: "no big effect for 胡 / 自摸"), a bot's smaller
    s = ((96.0 if w >= 400 else 76.0) if own else (72.0 if w >= 400 else 60.0)) * (0.6 + 0.4 * p)
    winner = int(rec.get("seat", 0))
    if t < splash:
        ax, ay = spot(winner)
        cx, cy = min(max(ax, s), w - s), min(max(ay, s), h - s * 1.4)
        if own:   # the player's own: a burst of gold and the word (play-test 3: "a popup, not a celebration")
            draw_burst(dl, sp, cx, cy, s, t / splash, rec)
        else:   # a bot's: rays, smaller (play-test 20: "no big effect for 胡")
            draw_rays(dl, cx, cy, s * 0.5, s * 1.2, t / splash)
        dl.text(cx, cy, "胡", s, th.CINNABAR, "c", "b", "s")
        dl.text(cx, cy + s * 0.7, sp.name(winner), 16, th.PAPER, "c", "b", "a")
        if not own and rec.get("card"):   # the card won on beside it (play-test 5: "a 胡 stamp, no card")
            cw = s * 0.62
            side = -1 if cx + s * 0.55 + cw > w - 4 else 1
            x = cx + side * s * 0.55 if side > 0 else cx - s * 0.55 - cw
            mini_card(dl, Rect(x, cy - cw * 0.725, cw, cw * 1.45), str(rec["card"]), sp.lang)
        return
    # the panel keeps below the top seats' amounts, and the amounts in flight pass under it: a chip
    # over the 胡息 line hid how the win was scored (play-test 3 L40)
    where = purse or spot
    tops = [_inside(w, h, *where(s))[1] for s in range(len(rec.get("pay") or []))]
    below = max((y + 20 for y in tops if y < h / 2), default=0.0) + (24 if own else 0)   # (its ribbon)
    q = (t - splash) / FLOW
    _draw_payments(dl, sp, w, h, q, rec, where, True)
    panel = _draw_panel(dl, sp, w, h, m, rec, below)
    if own:
        draw_ribbon(dl, sp, panel, rec)
    _draw_payments(dl, sp, w, h, q, rec, where, False)


def _veil(dl: DisplayList, w: float, h: float, bar: Rect | None) -> float:
    """The table dimmed and made one tap target, the bar left bright; returns the height above it."""
    cut = bar.y if bar is not None and bar.h > 0 else h
    veil = [Rect(0, 0, w, cut)] + ([Rect(0, bar.b, w, h - bar.b)] if bar is not None and bar.h > 0 else [])
    for v in veil:
        dl.rect(v, "rgba(20,16,12,0.45)", None, 1.0, 0)
        dl.hit("pz:moment", v)
    if bar is not None and bar.h > 0:  # beside the bar too (a band of log lines left bright read as a hover)
        for v in (Rect(0, bar.y, bar.x, bar.h), Rect(bar.r, bar.y, w - bar.r, bar.h)):
            dl.rect(v, "rgba(20,16,12,0.45)", None, 1.0, 0)
    return cut


def _draw_panel(dl: DisplayList, sp: Speaker, w: float, h: float, m: Moments, rec: JSON, below: float = 0.0) -> Rect:
    pw = min(w - 24, 780.0)   # a laptop's: its hand in 24 px tiles (at 640 px and 20 the panel looked cramped)
    most = 24.0 if pw >= 700 else 20.0
    groups = rec.get("groups") or []
    per_row = 7 if pw - 28 >= 420 else 4   # as draw_groups lays them out
    gh_probe = -(-len(groups) // per_row) * (min(most, ((pw - 28) / per_row - 6) / 4) * 1.45 + 18)
    fans = rec.get("fans") or []
    ft = sp.g("fans") + ("  ".join(fan_entries(sp, rec)) if fans   # (温和's add: FIXERS s35 #5)
                         else sp.g("no_fans"))
    prod, cap = score_text(sp, rec)   # the sheet's own words: 囤 × 番 × 盆, and 封顶 when cut
    hx = sp.g("moment_hx", h=rec.get("huxi", 0)) + prod
    # the 名堂 and how the score was made read in full, on as many lines as they take (play-test 4:
    # cut with … on a phone)
    fan_lines, hx_lines = (_lines(t, pw - 28) for t in (ft, hx))
    ph = 12 + 24 + gh_probe + 98 + LINE * (len(fan_lines) + len(hx_lines) - 2)
    r = Rect((w - pw) / 2, max(8.0, min(max((h - ph) / 2, below), h - ph - 4)), pw, ph)
    inner = Rect(r.x + 14, r.y + 12, r.w - 28, 0)
    title = win_title(sp, rec)
    dl.rect(r, th.PAPER, None, 1.0, 12)
    seal = Rect(inner.r - 30, r.y + 6, 30, 30)   # the 胡 seal: whose win the title says
    dl.rect(seal, None, th.CINNABAR, 2.0, 6)
    dl.text(seal.cx, seal.cy, "胡", 22, th.CINNABAR, "c", "b", "s")
    tw = inner.w - 40
    ts = fit_size(title, 16, tw, 11.0)
    dl.text(inner.x, inner.y + 10, elide(title, ts, tw), ts, th.INK, "l", "b", "s", tw)
    y = inner.y + 26
    y += draw_groups(dl, sp, Rect(inner.x, y, inner.w, 0), groups, most, list(rec.get("identities") or []),
                     fixed=rec.get("fixed")) + 6
    for i, ln in enumerate(fan_lines):
        dl.text(inner.x, y + 8 + LINE * i, ln, 13, th.CINNABAR, "l", "b", "a", inner.w)
    y += 22 + LINE * (len(fan_lines) - 1)
    for i, ln in enumerate(hx_lines):
        dl.text(inner.x, y + 8 + LINE * i, ln, 13, th.INK, "l", "n", "a", inner.w)
    y += LINE * (len(hx_lines) - 1)
    pts = pay_line(sp, rec) + (f"  {sp.g('cap_mark')}" if cap else "")
    if fit_size(pts, 22, inner.w * 0.6) < 16:   # a phone's: the payer's share alone (the ribbon and chip say the gain)
        pts = pay_line(sp, rec, True) + (f"  {sp.g('cap_mark')}" if cap else "")
    size = fit_size(pts, 22, inner.w * 0.6)
    dl.text(inner.x, y + 34, pts, size, th.CINNABAR, "l", "b", "s", inner.w * 0.6)
    n = m.shown + m.wins_left()   # the hand's count of this win, as the log and the sheet say it
    i = m.queue[0].index if m.queue and m.queue[0].index >= 0 else m.shown
    more = sp.g("win_nth", n=i + 1) if n > 1 or i > 0 else ""
    held = bool(m.queue) and m.queue[0].hold is None   # 点击继续 only where a tap is what goes on (pt36 #2)
    tap = (more + "  " if more else "") + sp.g("moment_tap" if held else "face_tap")
    dl.text(inner.r, y + 34, tap, 12, th.INK_SOFT, "r", "n", "a", inner.w * 0.4)
    struck(dl, sp, rec, inner.x + min(text_width(pts, size), inner.w * 0.6) + 10, y + 34,
           inner.r - text_width(tap, 12) - 8)
    return r


LINE = 19.0   # a wrapped line of the panel (13 px type)


def struck(dl: DisplayList, sp: Speaker, rec: JSON, x: float, y: float, right: float, ink: str = th.INK_SOFT) -> None:
    """A capped win's own figure struck through after what it paid, where it fits before ``right``
    (play-test 10: every win read a flat 100,000, a big hand no bigger than a small one)."""
    if not rec.get("capped") or not rec.get("uncapped"):
        return
    text = fmt_pts(int(rec["uncapped"]), sp.lang)
    if x + text_width(text, 15) <= right:
        draw_struck(dl, x, y, text, 15, ink)


def _lines(text: str, w: float) -> list[str]:
    """``text`` at 13 px in lines ``w`` wide, broken between its entries (two spaces apart)."""
    out: list[str] = []
    for part in text.split("  "):
        if out and text_width(out[-1] + "  " + part, 13) <= w:
            out[-1] += "  " + part
        else:
            out += wrap(part, 13, w)
    return out


def _chip(dl: DisplayList, x: float, y: float, text: str, fill: str, ink: str) -> None:
    cw = text_width(text, 18) + 22
    dl.rect(Rect(x - cw / 2, y - 15, cw, 30), fill, th.GOLD, 2.0, 15)
    dl.text(x, y, text, 18, ink, "c", "b", "s")


def _inside(w: float, h: float, x: float, y: float) -> tuple[float, float]:
    """A payment chip's centre kept on screen."""
    return min(max(x, 60.0), w - 60.0), min(max(y, 22.0), h - 22.0)


def _draw_payments(dl: DisplayList, sp: Speaker, w: float, h: float, p: float, rec: JSON, spot: Spot,
                   moving: bool) -> None:
    """Each payer's amount leaves their seat and lands on the winner's, whose gain then shows: the
    chips in flight (``moving``, drawn under the panel) or those at the seats."""
    pay = [int(x) for x in rec.get("pay") or []]
    winner = int(rec.get("seat", 0))
    if not pay or winner >= len(pay):
        return
    wx, wy = _inside(w, h, *spot(winner))
    q = ease_out(min(1.0, max(0.0, p)))
    payers = [s for s, v in enumerate(pay) if s != winner and v < 0]
    texts = [fmt_pts(v, sp.lang) for v in pay_points(rec, sp.lang)]   # (the status line's: play-test 8, 30c)
    for k, s in enumerate(payers):
        sx, sy = _inside(w, h, *spot(s))
        if not moving:
            _chip(dl, sx, sy, texts[s], th.INK, th.PAPER)   # what this seat pays stays at its place
        elif q < 1.0:   # each lands a chip's height apart (play-test 7, 089: two read "10万 万" as one)
            ty = wy + (k - (len(payers) - 1) / 2) * 34
            _chip(dl, sx + (wx - sx) * q, sy + (ty - sy) * q, texts[s].lstrip("-"), th.GOLD, th.INK)
    if q >= 1.0 and not moving:
        _chip(dl, wx, wy, "+" + texts[winner], th.CINNABAR, th.PAPER)


def draw_bowl(dl: DisplayList, sp: Speaker, w: float, h: float, t: float, bowl: tuple[int, int],
              at: tuple[float, float], bar: Rect | None = None, hold: float = 1.0, lane: Lane = None) -> None:
    """A bowl lit: 聚宝盆 ×N at the seat that lit it, growing in and fading out over ``hold``
    seconds; no veil and no tap target (the table plays on: the bowls light often)."""
    seat, mult = bowl
    p = t / hold if hold > 0 else 1.0
    h = bar.y if bar is not None and bar.h > 0 else h
    full = 28.0 if w >= 400 else 22.0   # (its seat's melds stay readable round it: play-test 7, 045)
    s = full * (0.7 + 0.3 * ease_out(min(1.0, t / 0.3)))
    word = sp.g("bowl_lit", m=mult)
    who = sp.name(seat)
    bw = max(text_width(word, full), text_width(who, 16)) + (40 if w >= 400 else 24)
    x = in_lane(at[0], bw, w, lane)
    y = min(max(at[1] - 9, s + 10), h - s - 20)   # centred on ``at`` (the seat's badge)
    opaque(dl, p)
    # opaque: on a badge, the name under a see-through one read through the word
    _solid(dl, Rect(x - bw / 2, y - s * 0.9, bw, s * 1.8 + 18), 14)
    dl.rect(Rect(x - bw / 2, y - s * 0.9, bw, s * 1.8 + 18), "rgba(20,16,12,0.9)", th.GOLD, 2.0, 14)
    dl.text(x, y, word, s, th.GOLD, "c", "b", "s")
    dl.text(x, y + s * 0.9 + 3, who, 15, th.PAPER, "c", "n", "a")   # (clear of the word: 390x844)
    dl.alpha(1.0)


def draw_banner(dl: DisplayList, w: float, h: float, word: str, who: str, size: float, p: float, ink: str,
                at: tuple[float, float] | None = None, lane: Lane = None, cards: tuple[str | None, ...] = (),
                lang: str = "zh-Hans") -> None:
    """A word across the middle (决胜时刻) or at a seat (``at``: a 碰/吃/跑/提 call where it is
    made, the centre of its box), ``p`` its progress 0..1: grows in, fades out."""
    grow = ease_out(p * 2.5)
    if at is None:   # the middle's word fades out; a seat's call is opaque till it goes (opaque)
        dl.alpha(max(0.0, min(1.0, 1.6 - 1.6 * p)) if p > 0.5 else 1.0)
    else:
        opaque(dl, p)
    s = size * (0.7 + 0.3 * grow)
    cw = size * 0.62   # its cards, in a row beside the word (the apps show what was melded)
    row = cw * len(cards) + (8 if cards else 0)
    bw = max(text_width(word, s) + row, text_width(who, 16)) + 48
    cx, cy = (w / 2, h * 0.40) if at is None else \
        (in_lane(at[0], bw, w, lane), min(max(at[1] - 10, s + 4), h - s - 24))   # centred on ``at``
    # a call at a seat lies over its melds: opaque, edged in its colour (see-through, the tiles under
    # it showed through the word)
    if at is not None:
        _solid(dl, Rect(cx - bw / 2, cy - s * 0.9, bw, s * 1.8 + 20), 14)
    dl.rect(Rect(cx - bw / 2, cy - s * 0.9, bw, s * 1.8 + 20), "rgba(20,16,12,0.62)" if at is None else
            "rgba(20,16,12,0.88)", None if at is None else ink, 1.0 if at is None else 2.0, 14)
    wx = cx - row / 2
    dl.text(wx, cy, word, s, ink, "c", "b", "s")
    x = wx + text_width(word, s) / 2 + 8
    for c in cards:
        mini_card(dl, Rect(x, cy - cw * 0.725, cw - 1, cw * 1.45), c, lang, down=c is None)
        x += cw
    if who:
        dl.text(cx, cy + s * 0.75, who, 15, th.PAPER, "c", "n", "a")
    dl.alpha(1.0)


def draw_shown(dl: DisplayList, sp: Speaker, w: float, h: float, p: float, beat: Beat, target: Rect,
               at: tuple[float, float] | None = None) -> None:
    """The 亮张: large in the middle (``at``: the card in play's frame) with the dealer's name, then
    (the last third) flying to them."""
    dealer, code = beat.shown or (0, "x1")
    cw = 96.0 if w >= 400 else 72.0
    cx, cy = at or (w / 2, h * 0.36)   # (the window's middle lay over a seat's part: play-test 13, 033)
    big = Rect(cx - cw / 2, max(40.0, cy - cw * 0.725), cw, cw * 1.45)
    q = ease_out(max(0.0, (p - 0.62) / 0.38))
    small_w = max(14.0, min(target.w, 40.0, target.h / 1.45))   # (a bot's fan: lands in it, off its count, pt33)
    x = big.x + (target.cx - small_w / 2 - big.x) * q
    y = big.y + (target.cy - small_w * 0.725 - big.y) * q
    r = Rect(x, y, cw + (small_w - cw) * q, (cw + (small_w - cw) * q) * 1.45)
    label = f"{sp.g('shown_big')} · {sp.name(dealer)}" + (sp.g("shown_wild") if code == "*" else "")   # (§5.2)
    lw = max(text_width(label, 16) + 28, cw + 40)
    panel = Rect(big.cx - lw / 2, big.y - 34, lw, big.h + 48)
    if q <= 0:
        dl.rect(panel, "rgba(20,16,12,0.72)", th.GOLD, 1.5, 12)
        dl.text(big.cx, big.y - 16, label, 16, th.GOLD, "c", "b", "a", lw - 12)
    mini_card(dl, r, code, sp.lang)
    dl.hit("pz:moment", panel)   # a tap on it goes on (the menu stays within reach)
