"""The 够级 table's moments: short banners across the middle for what changes the hand (calls, 革命, 捎),
splashes at a seat for what happens to that seat (头科, 憋3, 开点, 报牌): its badge ringed, a seal stamped
on it (the shared ``seal``, landing large and settling, as 花鸟风月's win does) and the words in a pill
beside it, so whose moment it is reads at a glance; a play's call at its seat ("三个K"), and the hand's
finale: the finishing order across the table under the viewer's team's seal."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ... import theme as th
from ...anim import ease_out
from ...draw import DisplayList, fit_size, text_width, wrap
from ...geom import Rect
from ...widgets import seal
from .fanfare import (
    FAN_S,
    OWN_FAN_S,
    Fanfare,
    Room,
    draw_fans,
    draw_scores,
    fan_queue,
    fans_end,
    fans_showing,
    free_row,
    rays,
)

MOMENT_S = 1.2  # a banner's life; banners queue and show one at a time (a play-test saw three piled up)
BANNER_BIG_S = 1.6  # a big banner's (头科)
BIG_S = 1.8  # a big splash's (play-test 10 D4: "one callout at a time, gone within about 1 s")
QUEUE = 4  # banners waiting at most: older ones waiting are dropped (the log keeps them)
SPLASH_S = 1.4  # a seat's splash (头科 stays BIG_S); a seat's next one waits for it (``Moments.splash``)
WAIT_S = 0.8  # the bots wait this long for a moment (1.2 s for a big one) so it is seen before play goes on
BIG_WAIT_S = 1.2
CALL_S = 1.1  # a play's call ("三个K") stands on it this long
GOUJI_WAIT_S = 1.2  # a 够级 play holds the bots this long once landed (play-test 7 D1: 大王 大王, QQQQ and a
# 捎 with AAAA went by between two glances 4 s apart; play-test 8 D4: still, at 快: ~1 s in view, named)
OWN_SEAT_S = 1.2  # the viewer's own fanfare (开点, going out): its ring stays this long at their place once its word
# has flown there (pt26 #7: it was over 0.6 s before the word landed)
OWN_OUT_S = 3.0  # the viewer's own going out, across the middle (the table is not held for it)
FINALE_S = 2.6  # the hand's end: the finishing order, then the sheet (GoujiUI.end_ready)
LOW = 3  # 报牌 again at every card from this many down


@dataclass
class Finale:
    """The hand's end: the viewer's result (title) and seal (胜/负/平) by the hand's points, the six
    seats in finishing order as (place, name, team A), and which team went out first (``sub``)."""

    title: str
    mark: str
    won: bool
    order: list[tuple[str, str, bool]]
    since: float
    sub: str = ""
    team: list[int] = field(default_factory=list)  # the seats ringed and stamped (those with points)
    lost: bool = False
    seals: dict[int, str] = field(default_factory=dict)  # each seat's own seal (胜/负 by its points)
    wins: dict[int, bool] = field(default_factory=dict)  # each seat's ring: gold for a win, red for a loss
    points: dict[int, int] = field(default_factory=dict)  # each seat's points, flying to its badge (fanfare.py)


@dataclass
class Splash:
    seat: int
    mark: str  # one character on the seal (头, 憋, 开)
    text: str  # the pill's words ("电脑2 头科！")
    since: float
    big: bool = False
    said: bool = False  # the viewer's: its words went to the banners (Moments.draw)
    sparks: bool = False  # gold sparks fly out round the seat as it lands (开点: pt15 D5, "开点 banners are small pills")
    short: str = ""  # its words without the seat's name, on a phone's badge (``badge_pill``), which names it
    extra: float = 0.0  # shown this much longer (the viewer's own fanfare: ``OWN_SEAT_S``)

    @property
    def life(self) -> float:
        return (BIG_S if self.big else SPLASH_S) + self.extra


@dataclass
class Moments:
    banners: list[tuple[str, float, bool]] = field(default_factory=list)  # text, since, big
    splashes: list[Splash] = field(default_factory=list)
    calls: dict[int, tuple[str, float, bool]] = field(default_factory=dict)  # seat: text, since, 够级
    reported: dict[int, int] = field(default_factory=dict)  # seat: the count last announced (报牌)
    finale: Finale | None = None
    duel: list[int] = field(default_factory=lambda: [-1, 0])  # the 革命 duel: its revolutionary, its step
    hold_until: float = -1.0  # the bots wait till then (the duel's banners are read: play-test 6, 72)
    rev_told: bool = False  # a 革命's whole stake was said at this table (not cleared by a new hand: ``calls.on_revolution``)
    crowned: str = ""  # the 头科 banner's words: it bursts in gold (play-test 6: "a moment for 头科")
    drawn: list[Rect] = field(default_factory=list)  # the banners, pills and seals drawn this frame (tests)
    viewer: int | None = None  # whose moments are banners at once (``splash``)
    lane: list[tuple[str, float, bool]] = field(default_factory=list)  # a phone's seat words, one at a time in
    # its lane (the log's strip under the felt: ``draw``): beside the seats they lay on the plays (pt11 D3)
    low_lane: bool = False  # a phone on its side, its lane drawn: the small banners go there too
    has_lane: bool = False  # a phone, its lane drawn last frame: a seat's words go there as they come
    own_out: str = ""  # the viewer's going out: its banner's words (it stays longer, ``life``; it bursts in gold)
    fanfares: list[Fanfare] = field(default_factory=list)  # the big moments across the felt (fanfare.py)
    fanned: set[str] = field(default_factory=set)  # the words a fanfare says: no banner says them again
    fan_drawn: list[Rect] = field(default_factory=list)  # the fanfare's band, the points flying (tests)

    def life(self, big: bool, text: str) -> float:
        """A banner's life (``banner_life``); the viewer's own going out stays ``OWN_OUT_S`` (pt15: "going
        out 头科 gave only a word in my status line": its 1.6 s banner went by between two looks)."""
        return OWN_OUT_S if text and text == self.own_out else banner_life(big, text)

    def call(self, seat: int, text: str, now: float, hot: bool) -> None:
        self.calls[seat] = (text, now, hot)

    def called(self, seat: int, now: float) -> tuple[str, float, bool] | None:
        """The seat's play call while it stands: text, age, 够级."""
        got = self.calls.get(seat)
        if got is None or not 0 <= now - got[1] <= CALL_S:
            return None
        return got[0], now - got[1], got[2]

    def report(self, seat: int, n: int, threshold: int) -> bool:
        """Whether the seat's count ``n`` is announced now (报牌): the first time it is public,
        then at every card from ``LOW`` down."""
        if not 0 < n <= threshold or self.reported.get(seat) == n:
            return False
        if seat in self.reported and n > LOW:
            return False
        self.reported[seat] = n
        return True

    def banner(self, text: str, now: float, big: bool = False) -> None:
        """Queue a banner across the middle: it shows once the one before it is done (at most
        ``QUEUE`` wait; the oldest waiting is dropped, the log keeps it)."""
        if text in self.fanned:  # (a fanfare says it, large)
            return
        if self.low_lane and len(text) <= LONG:  # a phone on its side: in its lane, a big one's too (across its
            self.lane = queued(self.lane, text, now, big, lambda b, _t: lane_life(b))  # low middle it lay on the plays:
            return  # pt36 #2, 130929-ls-playA, "你 打死 电脑3!" over the player's own AAA)
        self.banners = queued(self.banners, text, now, big, self.life, fans_end(self.fanfares, now))  # (after a band)
        self.lane = [x for x in self.lane if x[0] != text]  # (头科: its splash's words, said by its banner)

    def splash(self, seat: int, mark: str, text: str, now: float, big: bool = False, sparks: bool = False,
               short: str = "", fan: str = "", ours: bool = True) -> None:
        """A splash at ``seat``, once the seat's splash showing or waiting is done: one at a time in one
        place (play-test 10 p39: 报牌 and 头科 at one seat at once, piled with the banners). ``fan``: its
        word bursts across the felt first (fanfare.py), saying ``text`` under it: the seat keeps its ring
        and seal, no pill nor banner says it again (``ours``: good news for the viewer's team, gold)."""
        self.splashes = [s for s in self.splashes if now - s.since <= s.life][-5:]
        if fan:
            life = OWN_FAN_S if seat == self.viewer else FAN_S
            ends = [t0 + self.life(b, t) for t, t0, b in self.banners if t0 + self.life(b, t) > now]  # (one at a time)
            self.fanfares = fan_queue(self.fanfares, Fanfare(fan, text, seat, now, ours, life), now, max(ends, default=0.0))
            self.fanned.add(text)
            self.banners = [b for b in self.banners if b[0] != text]
            start = max([now, *(s.since + s.life for s in self.splashes if s.seat == seat)])
            lands = max([now + life, *(f.since + f.life for f in self.fanfares if f.seat == seat)])  # (its word at the seat)
            extra = max(0.0, lands + OWN_SEAT_S - start - BIG_S) if seat == self.viewer else 0.0  # (its ring outlasts the word's
            self.splashes.append(Splash(seat, mark, text, start, big, said=True, sparks=sparks, short=short,  # flight
                                        extra=extra))  # to the seat: pt26 #7, the player's own 开点 gone unseen)
            return
        if seat == self.viewer and self.has_lane and len(text) <= LONG:  # a phone's: in its lane, over its strip (pt36
            self.lane = queued(self.lane, text, now, big, lambda b, _t: lane_life(b))  # #2: across the middle, on plays)
        if seat == self.viewer:  # the viewer's words go to the banners' queue now, its strip ringed: queued
            if not self.has_lane or len(text) > LONG:
                self.banner(text, now, big)  # behind its own 开点 splash, a 捎's waited 1.8 s unheld, the
            self.splashes.append(Splash(seat, mark, text, now, big, said=True))  # bots playing on (pt11 D5)
            return
        start = max([now, *(s.since + s.life for s in self.splashes if s.seat == seat)])
        self.splashes.append(Splash(seat, mark, text, start, big, sparks=sparks, short=short))
        if self.has_lane and (not big or self.low_lane) and not any(text == t for t, _t0, _b in self.banners):  # its words in
            # the lane now (a phone on its side: a big one's too, ``draw``)
            self.lane = queued(self.lane, text, now, big, lambda b, _t: lane_life(b))  # (what lies under it
            self.splashes[-1].said = True  # makes way from the first frame)

    def clear(self) -> None:
        self.banners, self.splashes, self.calls, self.reported, self.finale, self.lane = [], [], {}, {}, None, []
        self.duel, self.hold_until, self.crowned, self.own_out = [-1, 0], -1.0, "", ""
        self.fanfares, self.fanned = [], set()

    def busy(self, now: float, plays: bool = True) -> bool:
        """The bots wait while a moment lands, and while banners wait their turn to show; a 够级 play's
        call holds a bot about to play (``plays``), not one that passes (the play stays in sight: pace.py)."""
        return now < self.hold_until or \
            any(now - t0 < (BIG_WAIT_S if big else WAIT_S) for _s, t0, big in self.banners + self.lane) or \
            any(plays and hot and 0 <= now - t0 < GOUJI_WAIT_S for _t, t0, hot in self.calls.values()) or \
            any(0 <= now - s.since < (BIG_WAIT_S if s.big else WAIT_S) for s in self.splashes) or \
            (self.finale is not None and 0 <= now - self.finale.since < FINALE_S)

    def lane_showing(self, now: float) -> bool:
        """A seat's words show in the lane now (what lies under it, the log's line, makes way)."""
        return any(0 <= now - t0 <= lane_life(big) for _t, t0, big in self.lane)

    def animating(self, now: float) -> bool:
        return any(now - t0 <= self.life(big, s) for s, t0, big in self.banners) or \
            any(now - t0 <= lane_life(big) for _s, t0, big in self.lane) or \
            any(0 <= now - s.since <= s.life for s in self.splashes) or \
            any(now - t0 <= CALL_S for _t, t0, _h in self.calls.values()) or fans_showing(self.fanfares, now) or \
            (self.finale is not None and 0 <= now - self.finale.since <= FINALE_S)

    def draw(self, dl: DisplayList, w: float, h: float, now: float, seat_rect: Callable[[int], Rect],
             plays: list[Rect] | None = None, keep: list[Rect] | None = None, viewer: int | None = None,
             words: Rect | None = None, lane: Rect | None = None, room: Room | None = None) -> None:
        """``plays``: the cards on the table, which a splash covers only if nothing else is free;
        ``keep``: what it never covers while any spot is free of it (the badges, the top bar);
        ``viewer``: whose strip is no badge (a phone on its side may make it narrow); ``words``: the
        middle's words (who is to act, what to beat), which a banner keeps off first. A splash keeps off
        the banners and the splashes drawn before it (play-test 10 p39: pills piled on each other).
        ``lane``: a phone's strip for the seats' words, one at a time (the seat keeps its ring, and its
        seal where it covers no play): round a phone's ring they lay on the plays (pt11 D3, 149/185). ``room``: where a
        fanfare's band may lie (fanfare.Room: off the plays and the hand)."""
        self.drawn, self.fan_drawn = [], []
        self.low_lane, self.has_lane = lane is not None and h < 500, lane is not None
        keep = [*(keep or []), *([lane] if lane is not None else [])]  # (a banner keeps off the lane too)
        if self.finale is not None and 0 <= now - self.finale.since <= FINALE_S:
            # the hand's end says it all: a splash still running (a last 憋3) would sit over it
            t = now - self.finale.since
            team_seals(dl, w, t, self.finale, seat_rect, viewer)
            draw_finale(dl, w, h, t, self.finale)
            self.fan_drawn = draw_scores(dl, t, FINALE_S, finale_rect(w, h, self.finale), self.finale.points,
                                         seat_rect, viewer, self.low_lane)
        else:
            # a banner showing is kept clear too (头科 is both: the splash's pill sat under its banner)
            shown = [banner_drawn(w, h, text, big, POP if big else 1.0, plays or [], keep or [], words)
                     for text, t0, big in self.banners if 0 <= now - t0 <= self.life(big, text)]  # (at its largest)
            for s in self.splashes:
                if 0 <= now - s.since <= s.life:
                    seat = seat_rect(s.seat)
                    own = s.seat == viewer or seat.w > 300
                    if own and not s.said:  # the viewer's strip: its words take the banners' turn
                        s.said = True  # (under the strip they covered the 提示 button)
                        self.banner(s.text, now, s.big)
                    # a 头科 crossing the middle says the splash's words: the seat keeps its ring and seal
                    said = any(text == s.text for text, t0, big in self.banners if 0 <= now - t0 <= self.life(big, text))
                    # a phone: its words in the lane, in turn; a big one's (开点, 捎, 打死) on its badge (pt18 #4: in
                    laned = lane is not None and (not s.big or self.low_lane)  # the lane they read as one more log
                    # line); a phone on its side's in its lane too (pt34 #3, 095519-ls-3: "打死 电脑1！" on its badge lay
                    # over the badge above it, a row of badges leaving none free)
                    if laned and not s.said and not said:
                        self.lane = queued(self.lane, s.text, now, s.big, lambda b, _t: lane_life(b))
                    s.said = s.said or laned
                    said = said or laned or s.text in self.fanned  # (a fanfare said it, large)
                    got = draw_splash(dl, w, h, now - s.since, s, seat, plays or [], [*(keep or []), *shown,
                                                                                       *self.drawn], own, said,
                                      lane is not None)
                    self.drawn.extend(got)
                    if s.sparks and not own:
                        burst(dl, seat, now - s.since, max(0.0, min(1.0, (s.life - now + s.since) / 0.35)))
            if lane is not None and not any(overlap(lane, b) > 0 for b in shown):  # (a long banner over it: the
                self.drawn.extend(draw_lane(dl, lane, now, self.lane))  # banner first, a 革命's stake)
        for text, t0, big in self.banners:  # (queued: one at a time)
            life = self.life(big, text)
            age = now - t0
            if not 0 <= age <= life:
                continue
            a = max(0.0, min(1.0, age / 0.15, (life - age) / 0.25))
            pop = 1.0 + (POP - 1) * max(0.0, 1 - age / 0.25) if big else 1.0  # a big moment lands with a pop
            r = banner_drawn(w, h, text, big, pop, plays or [], keep or [], words)
            self.drawn.append(r)
            if text in (self.crowned, self.own_out):
                burst(dl, r, age, a)
            dl.alpha(a)
            dl.rect(r, "rgba(20,16,12,0.94)", th.GOLD if big else None, 2.0, r.h / 2)  # (what it covers waits)
            lines, size = banner_lines(w, h, text, big)
            for k, line in enumerate(lines):  # (a long one wraps: what a 革命 stakes, pt10 D3)
                y = r.cy + (k - (len(lines) - 1) / 2) * size * LINE * pop
                dl.text(r.cx, y, line, size * pop, th.GOLD if big else th.PAPER, "c", "b", "s", r.w - 24)
            dl.alpha(1.0)
        if self.finale is None:
            self.fan_drawn = draw_fans(dl, w, h, now, self.fanfares, seat_rect, room)


POP = 1.25  # a big banner lands this much larger


def banner_drawn(w: float, h: float, text: str, big: bool, pop: float, plays: list[Rect], keep: list[Rect],
                 words: Rect | None) -> Rect:
    """A banner as drawn: at its place (``banner_place``), ``pop`` times its size, grown away from the
    middle's words (its edge toward them stays put)."""
    at = banner_place(w, h, text, big, 1.0, plays, keep, words)
    r = banner_rect(w, h, text, big, pop)
    y = at.cy - r.h / 2 if words is None else at.b - r.h if words.cy >= at.cy else at.y
    return Rect(at.cx - r.w / 2, y, r.w, r.h)


def banner_rect(w: float, h: float, text: str, big: bool, pop: float) -> Rect:
    """A banner's pill across the middle, ``pop`` times its size (a pill: the plays around stay in sight)."""
    lines, size = banner_lines(w, h, text, big)
    bh = (size * 2.0 if len(lines) == 1 else len(lines) * size * LINE + 24) * pop
    bw = min(w - 16, (max(text_width(ln, size) for ln in lines) + 60) * pop)
    return Rect((w - bw) / 2, h * 0.38 - bh / 2, bw, bh)


LINE = 1.45  # a wrapped banner's line height, of its type
LONG = 30  # a banner of more characters is read longer (``banner_life``) and may wrap (``banner_lines``)


def banner_lines(w: float, h: float, text: str, big: bool) -> tuple[list[str], float]:
    """A banner's lines and type: one line, shrunk to fit; a long one that would shrink past reading
    wraps at a reading size (under 560 px wide)."""
    size = fit_size(text, banner_size(big, h), w - 60)
    if len(text) <= LONG or size >= 0.75 * banner_size(big, h):
        return [text], size
    small = 16.0 if w < 500 or h < 500 else 18.0
    # (a phone on its side: between its side seats, a row of 130 px badges each side: pt18 #5, the 革命
    return wrap(text, small, min(w - (360 if h < 500 else 80), 560.0)), small  # stake lay on them for seconds)


def banner_place(w: float, h: float, text: str, big: bool, pop: float, plays: list[Rect], keep: list[Rect],
                 words: Rect | None = None) -> Rect:
    """The banner across the middle, moved up (else down) off the middle's ``words`` (never over them
    where a place is free of them: play-test 6 P16, "你 报牌" over "等待…"), then off ``keep`` (the
    badges, the top bar) while it can, then off the plays."""
    r = banner_rect(w, h, text, big, pop)
    most = banner_rect(w, h, text, big, POP if big else 1.0)  # a run between the plays, off the words, its pop's room
    run = free_row(Rect(4, 4, w - 8, h * 0.62), most.w, 2 * most.h - r.h, plays + keep + ([words] if words else []),
                   w / 2, r.cy)  # (pt36 #2, 130929-ls-playA: "你 打死 电脑3!" over the player's AAA)
    if run is not None:
        return Rect(max(run.x + (most.w - r.w) / 2, min(run.r - (most.w + r.w) / 2, r.x)), run.cy - r.h / 2, r.w, r.h)
    step = 6.0
    ups = [r.y - k * step for k in range(int((r.y - 4) // step) + 1)]
    downs = [r.y + k * step for k in range(1, int((h * 0.62 - r.b) // step) + 1)]
    tries = [Rect(r.x, y, r.w, r.h) for y in ups + downs]
    low = h < 500 and len(text) > LONG  # (a phone on its side: a long one, 革命's stake, keeps off the seats
    free = [t for t in tries if words is None or low or overlap(t, words) <= 0]  # first, over the words
    keep = [k for k in keep if not low or k != words]  # while the table holds for it: pt18 #5)
    return least_covering(free or tries, Rect(4, 4, w - 8, h - 8), plays, keep)


def banner_size(big: bool, h: float) -> float:
    """A banner's type: a big one smaller on a low screen (a phone on its side has no band for it)."""
    return 22.0 if not big else 30.0 if h >= 500 else 24.0


def banner_life(big: bool, text: str = "") -> float:
    """How long a banner shows: a long one as long as it takes to read (up to ``READ_MAX_S``)."""
    base = BANNER_BIG_S if big else MOMENT_S
    return base if len(text) <= LONG else max(base, min(READ_MAX_S, 0.06 * len(text)))


READ_MAX_S = 7.0


def queued(items: list[tuple[str, float, bool]], text: str, now: float, big: bool,
           life: Callable[[bool, str], float], after: float = 0.0) -> list[tuple[str, float, bool]]:
    """``items`` (text, start, big) with ``text`` queued: it starts once the ones before it are done (at
    most ``QUEUE`` wait; the oldest waiting is dropped, the log keeps it), and not before ``after``."""
    shown = [b for b in items if b[1] <= now <= b[1] + life(b[2], b[0])]
    waiting = [(t, b) for t, t0, b in items if t0 > now][-(QUEUE - 1):] + [(text, big)]
    start = max([now, after, *(t0 + life(b, t) for t, t0, b in shown)])
    out = list(shown)
    for t, b in waiting:
        out.append((t, start, b))
        start += life(b, t)
    return out


def lane_life(big: bool) -> float:
    """How long a seat's words show in a phone's lane (a splash's life)."""
    return BIG_S if big else SPLASH_S


def draw_lane(dl: DisplayList, lane: Rect, now: float, items: list[tuple[str, float, bool]]) -> list[Rect]:
    """The lane's words showing now: a pill the lane's height over its strip (the log's lines, which
    say the same), gold for a big moment, fading in and out. Returns the pill."""
    for text, t0, big in items:
        age, life = now - t0, lane_life(big)
        if not 0 <= age <= life:
            continue
        size = fit_size(text, 17.0 if big else 15.0, lane.w - 28, 11.0)
        pw = min(lane.w - 4, text_width(text, size) + 36)
        r = Rect(lane.cx - pw / 2, lane.y + 3, pw, lane.h - 6)
        dl.alpha(max(0.0, min(1.0, age / 0.15, (life - age) / 0.35)))
        dl.rect(r, "rgba(20,16,12,0.88)", th.GOLD if big else th.PAPER_EDGE, 2.0 if big else 1.0, r.h / 2)
        dl.text(r.cx, r.cy, text, size, th.GOLD if big else th.PAPER, "c", "b", "s", r.w - 16)
        dl.alpha(1.0)
        return [r]
    return []


def draw_splash(dl: DisplayList, w: float, h: float, t: float, s: Splash, seat: Rect,
                plays: list[Rect], keep: list[Rect], own: bool = False, said: bool = False,
                clear: bool = False) -> list[Rect]:
    """``t`` seconds into a seat's splash: a ring pulsing round the badge, the words in a pill under
    it (else over it, beside it, slid along or further down: the first spot clear of ``keep``, the
    badges and the top bar, and of the plays), clear of the tags on the badge's edge, and the seal
    stamped beside the badge toward the table's middle (on it, it hid the name and the count), else
    at the pill's end: nothing of a seat nor a play is covered while a spot is free.
    The viewer's own strip gets the ring only: its words are a banner (``Moments.draw``). Returns the
    pill's and the seal's rects."""
    if seat.w <= 0:
        return []
    fade = max(0.0, min(1.0, t / 0.15, (s.life - t) / 0.35))
    pulse = 0.6 + 0.4 * math.sin(t * math.tau * 1.5)
    if own:  # the viewer's own strip: its middle
        dl.alpha(fade * pulse)
        dl.rect(Rect(seat.cx - min(90.0, seat.w / 2), seat.y, min(180.0, seat.w), seat.h).inset(-4), None,
                th.GOLD, 3.0, 14)
        dl.alpha(1.0)
        return []
    dl.alpha(fade * pulse)
    dl.rect(seat.inset(-4), None, th.GOLD, 4.0 if s.big else 3.0, 14)
    dl.alpha(fade)
    pill = Rect(seat.cx, seat.cy, 0, 0)  # (``said``: a banner says the words, no pill under it)
    out = []
    if not said:
        pill, lines = badge_pill(s.short or s.text, seat) if clear else (splash_pill(w, h, s, seat, plays, keep), [s.text])
        size = BADGE_TYPE if clear else pill_size(s.text, s.big, w)
        dl.rect(pill, "rgba(20,16,12,0.88)", th.GOLD if s.big else th.PAPER_EDGE, 2.0 if s.big else 1.0,
                min(pill.h / 2, 12.0) if clear else pill.h / 2)
        for i, line in enumerate(lines):
            y = pill.cy + (i - (len(lines) - 1) / 2) * size * 1.25
            dl.text(pill.cx, y, line, size, th.GOLD if s.big else th.PAPER, "c", "b", "s", pill.w - 10)
        out.append(pill)
    k = min(seat.h, 44.0 if s.big else 36.0)
    at = seal_place(w, h, seat, k, plays, keep, pill)
    if any(overlap(at, p) > 0 for p in plays):  # a seal on a play is left out, the ring and words say whose
        dl.alpha(1.0)  # moment it is (pt11 149 on a phone, pt40 #2 on a laptop: 打 on the played cards)
        return out
    grow = 1.0 + 0.8 * (1 - ease_out(min(1.0, t / 0.35)))
    seal(dl, at.cx, at.cy, s.mark, k * grow)
    dl.alpha(1.0)
    return [*out, at]


def pill_size(text: str, big: bool, w: float) -> float:
    """A splash's words: smaller on a phone, where a long pill found no free spot (pt9 108)."""
    return fit_size(text, (18.0 if big else 15.0) * (0.85 if w < 500 else 1.0), w - 24)


BADGE_TYPE = 15.0  # a phone's seat moment on its badge: two lines at most, at a reading size


def badge_pill(text: str, seat: Rect) -> tuple[Rect, list[str]]:
    """A phone's big moment at its seat: over the badge below its avatar, the badge's width, its words in
    one or two lines (round a phone's ring every spot beside a badge lay on a play, the log or the player's
    status line, and in the log's lane the words read as one more log line: pt18 #4)."""
    lines = wrap(text, BADGE_TYPE, seat.w - 6)[:2]
    words = text.split(" ")  # (two lines broken at a space where both fit: "打死" / "电脑2！", not "打死 电脑" / "2！")
    spaced = [[" ".join(words[:k]), " ".join(words[k:])] for k in range(len(words) - 1, 0, -1)]
    lines = next((two for two in spaced if max(text_width(t, BADGE_TYPE) for t in two) <= seat.w - 6), lines) \
        if len(lines) > 1 else lines
    ph = len(lines) * BADGE_TYPE * 1.25 + 8
    name_b = 48.0 if seat.h >= 70 else 26.0  # one line under the badge's name (pt19 #3: it lay on the name),
    if len(lines) > 1:  # over its state; two within the badge, from its foot (under it lie the plays)
        return Rect(seat.x - 2, seat.b + 2 - ph, seat.w + 4, ph), lines
    return Rect(seat.x - 2, seat.y + name_b, seat.w + 4, max(ph, seat.b + 2 - seat.y - name_b)), lines


def splash_pill(w: float, h: float, s: Splash, seat: Rect, plays: list[Rect], keep: list[Rect]) -> Rect:
    size = pill_size(s.text, s.big, w)
    pw, ph = min(w - 8, text_width(s.text, size) + 28), size * 2.0
    xs = [max(4.0, min(w - 4 - pw, x)) for x in (seat.cx - pw / 2, seat.r - pw, seat.x, seat.cx - pw, seat.cx,
                                                  seat.r + 8, seat.x - 8 - pw)]
    gap = 14.0  # (the badge's tags, 报牌 and the like, straddle its edge)
    below, above = seat.b + gap, seat.y - ph - gap
    tries = [Rect(xs[0], below, pw, ph), Rect(xs[0], above, pw, ph),
             Rect(seat.r + 8, seat.cy - ph / 2, pw, ph), Rect(seat.x - 8 - pw, seat.cy - ph / 2, pw, ph)]
    # then slid along under (over) the badge, then further down step by step: round a phone's ring
    # a play lies under the badge, the top bar over it and a badge beside it (P37)
    tries += [Rect(x, y, pw, ph) for y in (below, above) for x in xs[1:]]
    tries += [Rect(x, below + k * (ph + 6), pw, ph) for k in range(1, 5) for x in xs]
    return least_covering(tries, Rect(4, 4, w - 8, h - 8), plays, keep)


def seal_place(w: float, h: float, seat: Rect, k: float, plays: list[Rect], keep: list[Rect], pill: Rect) -> Rect:
    """The seal's square beside the badge: toward the table's middle first, then above, below, away,
    then beside its pill (a row of badges across a phone on its side leaves no room round one);
    never over the pill's words."""
    inward = seat.cx < w / 2
    beside_in = Rect(seat.r + 6, seat.cy - k / 2, k, k) if inward else Rect(seat.x - 6 - k, seat.cy - k / 2, k, k)
    beside_out = Rect(seat.x - 6 - k, seat.cy - k / 2, k, k) if inward else Rect(seat.r + 6, seat.cy - k / 2, k, k)
    by_in = Rect(pill.r + 6, pill.cy - k / 2, k, k) if inward else Rect(pill.x - 6 - k, pill.cy - k / 2, k, k)
    by_out = Rect(pill.x - 6 - k, pill.cy - k / 2, k, k) if inward else Rect(pill.r + 6, pill.cy - k / 2, k, k)
    tries = [beside_in, Rect(seat.cx - k / 2, seat.y - 8 - k, k, k), Rect(seat.cx - k / 2, seat.b + 8, k, k),
             beside_out, by_in, by_out]
    return least_covering(tries, Rect(2, 2, w - 4, h - 4), plays, [*keep, pill])


def least_covering(tries: list[Rect], screen: Rect, plays: list[Rect], keep: list[Rect]) -> Rect:
    """The first try that covers nothing; else the one covering least of ``keep`` (and off the
    screen), then of ``plays`` (play-test P37/S44: the first try over the top bar's chips, the
    记牌器 or a badge's avatar and count, when a spot covering a play's edge was free of them)."""
    def cost(r: Rect) -> tuple[float, float]:  # (to 0.01 px²: a float's 2e-12 "off the screen" beat a spot covering
        off = r.w * r.h - overlap(r, screen)  # nothing to one over a play, pt36 #2: "电脑3 打死 你!" on his JJJJ2)
        return round(off + sum(overlap(r, a) for a in keep), 2), round(sum(overlap(r, a) for a in plays), 2)
    return min(tries, key=cost)  # (the first of equals)


def overlap(a: Rect, b: Rect) -> float:
    """The area ``a`` and ``b`` share."""
    return max(0.0, min(a.r, b.r) - max(a.x, b.x)) * max(0.0, min(a.b, b.b) - max(a.y, b.y))


def draw_call(dl: DisplayList, cards: Rect, text: str, age: float, hot: bool, box: Rect | None = None,
              avoid: list[Rect] | None = None, under: bool = False) -> None:
    """A play's call on its cards as they land: a pill on their foot, popping in, gold for
    够级, gone after ``CALL_S``. With ``box`` (a phone: the pill over the cards hid them and the seat's
    line above), beside the cards on the roomier side of that free span when it holds the pill, else
    (``under``: an upright phone, the row under a play is free) just under them."""
    size = 17.0 if hot else 15.0
    pop = 1.0 + 0.3 * max(0.0, 1 - age / 0.2)
    dl.alpha(max(0.0, min(1.0, (CALL_S - age) / 0.3)))
    right, left = (box.r - cards.r, cards.x - box.x) if box is not None else (0.0, 0.0)
    room = max(right, left) - 4
    if box is not None and text_width(text, 11.0) + 14 <= room:  # else on the cards' foot
        size = fit_size(text, 14.0 if hot else 13.0, room - 14, 11.0)
        pw, ph = text_width(text, size) + 14, min(cards.h, 22.0)  # (at 11 px at least: it must read)
        x = cards.r + 3 if right >= left else cards.x - 3 - pw
        r = Rect(x, cards.cy - ph / 2, pw, ph)
    elif box is not None and under:
        size = 13.0
        pw, ph = text_width(text, size) + 14, 22.0
        r = Rect(cards.cx - pw / 2, cards.b + 2, pw, ph)
    else:
        pw, ph = (text_width(text, size) + 22) * pop, 26.0 * pop
        # under the cards (pt30 #2, 024323-w4: '三个8' on their foot hid the cards it named); over their top edge it
        # hit the line above the viewer's play (你 赢得这一轮, 你出A2) and hid the ranks
        r = Rect(cards.cx - pw / 2, cards.b + 2, pw, ph)
        size *= pop
    r = clear_of(r, cards, avoid or [])
    dl.rect(r, th.CINNABAR if hot else "rgba(20,16,12,0.86)", th.GOLD, 1.5, r.h / 2)
    dl.text(r.cx, r.cy, text, size, th.WHITE if hot else th.GOLD, "c", "b", "s", r.w - 10)
    dl.alpha(1.0)


def clear_of(r: Rect, cards: Rect, avoid: list[Rect]) -> Rect:
    """``r`` where it meets nothing of ``avoid``: as placed, slid sideways, or over the cards' top edge
    (play-test 10 p18: "三个5" under the cards lay over "等待 电脑4"); else slid as before."""
    up = Rect(r.x, cards.y - 2 - r.h, r.w, r.h)
    foot = Rect(cards.cx - r.w / 2, cards.b - 3 - r.h, r.w, r.h)  # (on the cards' own foot: pt15 225206,
    # an upright phone's "三个K" under 电脑4's cards lay on 电脑5's badge)
    near = cards.w / 2 + r.w + 8  # (a pill slid further than beside its cards names no play)
    return next((t for t in (r, slide_off(r, avoid), up, slide_off(up, avoid), foot)
                 if not any(overlap(t, a) > 0 for a in avoid) and abs(t.cx - cards.cx) <= near), slide_off(r, avoid))


def slide_off(r: Rect, avoid: list[Rect]) -> Rect:
    """``r`` slid sideways off every rect of ``avoid`` it meets (a seat's badge: an upright phone's
    side seat's call pill, wider than its cards, lay over the badge's count: play-test 4)."""
    for a in avoid:
        if r.x < a.r and a.x < r.r and r.y < a.b and a.y < r.b:
            r = Rect(a.r + 2, r.y, r.w, r.h) if a.cx < r.cx else Rect(a.x - 2 - r.w, r.y, r.w, r.h)
    return r


FINALE_LOW = 0.75  # a phone upright: the finale's panel centred this far down (the hand's place, its cards dead)


def draw_finale(dl: DisplayList, w: float, h: float, t: float, f: Finale) -> None:
    """The hand's end across the middle: the title, the seal (胜/负) stamped large and settling,
    the six seats in finishing order, each tile dropping in after the one before."""
    fade = max(0.0, min(1.0, t / 0.2, (FINALE_S - t) / 0.3))
    r = finale_rect(w, h, f)
    pw, two = r.w, finale_two(w)
    tile_w = (pw - 32 - 2 * 6) / 3 if two else (pw - 32 - 5 * 6) / 6
    top = 88.0 if f.sub else 62.0  # the tiles start under the title (and the line why it ended)
    if f.won:  # a win bursts in gold round the panel before it settles, rays turning out behind it
        rays(dl, r.cx, r.cy, max(w, h) * 0.45, t, fade * 0.35)
        burst(dl, r, t, fade)
    dl.alpha(fade)
    dl.rect(r, "rgba(20,16,12,0.96)", th.GOLD, 2.5, 16)
    mark = 52.0 if two else 64.0  # the seal, right of the title: the title keeps clear of it (pt19 #1, a
    tw = pw - 16 - (mark + 24)  # phone: "本局 −12" under its 负 read "−1")
    tx = r.x + 16 + tw / 2
    size = fit_size(f.title, 26.0, tw)
    dl.text(tx, r.y + 34, f.title, size, th.GOLD if f.won else th.PAPER, "c", "b", "s", tw)
    if f.sub:
        sw = pw - 48  # (why the hand ended, its team named: under the seal's foot, nearly the panel wide)
        dl.text(r.cx, r.y + 70, f.sub, fit_size(f.sub, 14.0, sw), th.PAPER, "c", "n", "a", sw)
    for i, (place, name, team_a) in enumerate(f.order):
        k = max(0.0, min(1.0, (t - 0.25 - i * 0.12) / 0.2))
        if k <= 0:
            continue
        col, row = (i % 3, i // 3) if two else (i, 0)
        tr = Rect(r.x + 16 + col * (tile_w + 6), r.y + top + row * 58 - 10 * (1 - k), tile_w, 52)
        dl.alpha(fade * k)
        dl.rect(tr, th.JADE if team_a else th.INDIGO, th.GOLD if i == 0 else None, 2.0, 10)
        dl.text(tr.cx, tr.y + 16, place, 14, th.GOLD if i == 0 else th.PAPER, "c", "b", "s", tile_w - 8)
        dl.text(tr.cx, tr.y + 37, name, fit_size(name, 14, tile_w - 10), th.WHITE, "c", "b", "a", tile_w - 8)
    dl.alpha(fade)
    k = mark * (1.0 + 0.9 * (1 - ease_out(min(1.0, t / 0.4))))
    seal(dl, r.r - 8 - mark / 2, r.y + 30, f.mark, k)
    dl.alpha(1.0)


def finale_two(w: float) -> bool:
    """A phone: the finale's tiles in two rows of three."""
    return (min(w - 16, 640.0) - 32 - 5 * 6) / 6 < 70


def finale_rect(w: float, h: float, f: Finale) -> Rect:
    """The finale's panel: under the middle, or over a phone's dead hand."""
    pw, two = min(w - 16, 640.0), finale_two(w)
    top = 88.0 if f.sub else 62.0
    ph = top + 2 + (2 if two else 1) * 52 + (6 if two else 0) + 18
    cy = h * FINALE_LOW if two and h > 1.6 * w else h * 0.42  # (a phone upright: over the dead hand, off the
    return Rect((w - pw) / 2, cy - ph / 2, pw, ph)  # side seats and the log: pt19 062155 lay over 电脑5, 电脑1, the log)


def team_seals(dl: DisplayList, w: float, t: float, f: Finale, seat_rect: Callable[[int], Rect],
               viewer: int | None = None) -> None:
    """The hand's result at the seats (``Finale.team``), each by its own points: ringed (gold for a
    win, red for a loss), the badges stamped 胜/负 on their corner, one after another (play-test 3:
    the end of a hand was only a sheet; play-test 6: one seal for a team whose points differ lied)."""
    fade = max(0.0, min(1.0, t / 0.2, (FINALE_S - t) / 0.3))
    for i, s in enumerate(f.team):
        won = f.wins.get(s, f.won)
        col = th.GOLD if won else th.CINNABAR if (f.lost or s in f.wins) else th.PAPER_EDGE
        r = seat_rect(s)
        k = min(1.0, max(0.0, (t - 0.15 - 0.2 * i) / 0.35))
        if r.w <= 0 or k <= 0:
            continue
        strip = s == viewer or r.w > 300  # the viewer's own strip: its middle ringed (the panel's seal is
        r = Rect(r.cx - min(90.0, r.w / 2), r.y, min(180.0, r.w), r.h) if strip else r  # theirs; one hid its words)
        dl.alpha(fade)
        dl.rect(r.inset(-4), None, col, 4.0, 14)
        if strip or w < 500:  # (a phone upright: rings only, the panel's seal the one stamp: pt19 062155
            continue  # had six 胜/负 stamps over the seats' plates)
        size = min(44.0 if r.w > 100 else 32.0, max(30.0, r.h)) * (1.0 + 0.8 * (1 - ease_out(k)))  # (a phone's
        # narrow badge: smaller, its team tag and count stay in sight, pt19 #1)
        dl.alpha(fade * k)
        seal(dl, min(r.r - 6, w - 2 - size / 2), r.y + 4, f.seals.get(s, f.mark), size)  # (at the edge: inside)
    dl.alpha(1.0)


def burst(dl: DisplayList, r: Rect, t: float, fade: float) -> None:
    """Gold sparks flying out from the finale's panel for a win, fading as they go (the first second)."""
    k = min(1.0, t / 1.4)
    if k >= 1.0:
        return
    dl.alpha(fade * (1 - k * k))
    for i in range(24):
        ang = i * math.tau / 24 + 0.2 * (i % 3)
        reach = (0.75 + 0.2 * (i % 4)) * ease_out(k)
        cx = r.cx + math.cos(ang) * (r.w / 2 + 60) * reach
        cy = r.cy + math.sin(ang) * (r.h / 2 + 90) * reach
        s = 16.0 - 5.0 * (i % 3)
        dl.rect(Rect(cx - s / 2, cy - s / 2, s, s), th.GOLD, None, 1.0, s / 2)
    dl.alpha(1.0)
