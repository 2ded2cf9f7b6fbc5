"""The 够级 table's big moments as the apps make them (FIXERS 1, play-test 20 feedback 6: "no big effect",
"a 开点 is a small pill by its seat"): 开点, 头科, 打死, 二杀一, 捎, 革命, 憋3 and the player's own going out
burst across the felt's whole width: a dark band, gold rays turning out from the middle, sparks flung
out, the word large (popping in), the seat's words under it; then the word shrinks and flies to the
seat's badge, where the seat's ring and seal stay (moments.py). One at a time: the next starts as the one
before flies off. The table is not held for them (the seat's splash holds it as before: ``Moments.busy``).
The band lies where it covers no play and not the hand (``band_place``; pt36 #2, 125826-h2shao: a 1366x130 捎! band lay
over the middle row's plays, 本轮 and the player's own JJJJJJ). The hand's end: each seat's points fly up out of the
finale's panel to its badge (``draw_scores``)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ... import burst
from ... import theme as th
from ...anim import ease_in_out, ease_out
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect, gaps
from ...layout import Layout

FAN_S = 1.3  # a fanfare's life: the burst ~0.85 s, then its word flies to the seat
OWN_FAN_S = (
    2.4  # the player's own (its going out, its 开点): longer (pt15: going out went by between two looks)
)
FLY_S = 0.45  # the word flies to the seat in the fanfare's last this many seconds
WAITING = (
    2  # fanfares waiting at most (older ones waiting are dropped: the seats' seals and the log keep them)
)
RAYS = 18
WORD = "#f3cf72"  # the word's light gold (and its sparks')
SPARKS = 28


@dataclass
class Fanfare:
    word: str  # large: "开点！"
    sub: str  # under it: the seat's words ("电脑1 开点！")
    seat: int
    since: float
    ours: bool = True  # the viewer's team: gold; the other team's: cinnabar rays, gold word
    life: float = FAN_S
    band: Rect | None = None  # where it shows, placed as it starts (``band_place``): it stays there


@dataclass
class Room:
    """Where a fanfare's band may lie: within ``area``, never over ``hard`` (the badges, the top bar, the bar, the
    hand, 本轮's lines), over no seat's play box (``slots``: a play may land there) where it fits, else over none of
    the ``plays`` on the table; ``mid``: the felt's middle, the band's place when it can."""

    area: Rect
    mid: Rect
    hard: list[Rect] = field(default_factory=list)
    slots: list[Rect] = field(default_factory=list)
    plays: list[Rect] = field(default_factory=list)


def fan_queue(fans: list[Fanfare], fan: Fanfare, now: float, after: float = 0.0) -> list[Fanfare]:
    """``fans`` with ``fan`` queued: it starts as the one before flies off (at most ``WAITING`` wait), and not
    before ``after`` (a banner's end: pt30 #2, 024932-h2-5, a band over the 革命's words, neither readable)."""
    live = [f for f in fans if f.since <= now <= f.since + f.life]
    waiting = [f for f in fans if f.since > now][-(WAITING - 1) :] + [fan]
    start = max([now, after, *(f.since + f.life - FLY_S for f in live)])
    for f in waiting:
        f.since = start
        start += f.life - FLY_S
    return [*live, *waiting]


def fans_showing(fans: list[Fanfare], now: float) -> bool:
    return any(0 <= now - f.since <= f.life for f in fans)


def fans_end(fans: list[Fanfare], now: float) -> float:
    """When the fanfares showing or waiting are done (``now`` when none): a banner waits for them."""
    return max([now, *(f.since + f.life for f in fans if f.since + f.life > now)])


def word_size(w: float, h: float, word: str) -> float:
    """The word's type: large (64 px on a laptop, 48 on a phone upright, 44 on its side), fitted."""
    big = 64.0 if w >= 700 and h >= 500 else 44.0 if h < 500 else 48.0
    return fit_size(word, big, w - 40, 24.0)


def band_height(w: float, h: float) -> float:
    return 130.0 if h >= 500 and w >= 700 else 96.0 if h >= 500 else 84.0


def band_rect(w: float, h: float, mid: Rect | None) -> Rect:
    """The band across the whole width at the felt's middle (the centre's rect), else at 40 % down."""
    bh = band_height(w, h)
    cy = mid.cy if mid is not None else h * 0.4
    return Rect(0, cy - bh / 2, w, bh)


def fan_room(lay: Layout | None, slots: list[Rect], plays: list[Rect], keep: list[Rect], words: Rect | None) -> Room | None:
    """The band's room at this table: between the top bar and the hand, off the bar, the badges and the felt's chips
    (``keep`` less the middle's ``words``, which it may cover a moment), off the plays."""
    if lay is None:
        return None
    c = lay.center  # (and the middle's tap for 上一轮, a strip across the centre: no drawing, center.draw_words)
    tap = [k for k in keep if k.w > 0.75 * c.w and c.y + 0.2 * c.h < k.cy < c.y + 0.8 * c.h]
    hard = [k for k in keep if k is not words and k not in tap] + [lay.hand, lay.buttons]
    return Room(Rect(0, lay.top.b, lay.top.w, lay.hand.y - lay.top.b), c, hard, slots, plays)


def free_row(area: Rect, need: float, bh: float, avoid: list[Rect], cx: float, cy: float) -> Rect | None:
    """The run ``bh`` tall, ``need`` wide at least, within ``area`` and clear of ``avoid``: the widest (up to 720 px)
    nearest (``cx``, ``cy``); None where none is."""
    best: tuple[float, Rect] | None = None
    y = area.y
    while y + bh <= area.b:
        for g in gaps(Rect(area.x, y, area.w, bh), avoid):
            x0, x1 = g.x, g.r
            score = min(x1 - x0, 720.0) - 2 * abs(y + bh / 2 - cy) - abs((x0 + x1) / 2 - cx)
            if x1 - x0 >= need and (best is None or score > best[0]):
                best = (score, Rect(x0, y, x1 - x0, bh))
        y += 4.0
    return None if best is None else best[1]


def band_place(w: float, h: float, word: str, room: Room | None) -> Rect:
    """The band: as wide as the word needs at least, as tall as the size's band (else 0.8, 0.62 of it), where it
    covers nothing of ``room.hard`` and no play box (else no play), nearest the middle and widest; where nothing
    fits, across the middle as before (a phone on its side with every seat's play down)."""
    if room is None:
        return band_rect(w, h, None)
    need = max(220.0, text_width(word, 40.0) + 48)
    for avoid in (room.hard + room.slots, room.hard + room.plays):
        for bh in (band_height(w, h), band_height(w, h) * 0.8, band_height(w, h) * 0.62):
            if (run := free_row(room.area, need, bh, avoid, w / 2, room.mid.cy)) is not None:
                return run
    return band_rect(w, h, room.mid)


def draw_fans(
    dl: DisplayList,
    w: float,
    h: float,
    now: float,
    fans: list[Fanfare],
    seat_rect: Callable[[int], Rect],
    room: Room | None,
) -> list[Rect]:
    """The fanfare showing now (the first live one), its band placed as it starts. Returns its band (tests)."""
    for f in fans:
        t = now - f.since
        if 0 <= t <= f.life:
            f.band = f.band or band_place(w, h, f.word, room)
            return [draw_one(dl, w, h, t, f, seat_rect(f.seat), f.band)]
    return []


def draw_one(dl: DisplayList, w: float, h: float, t: float, f: Fanfare, seat: Rect, band: Rect) -> Rect:
    fly = f.life - FLY_S  # the burst till then, the word's flight after
    fade = max(0.0, min(1.0, t / 0.12, (f.life - t) / 0.35))
    cx, cy = band.cx, band.cy
    # the band: dark, gold-edged, a glow at its middle, faded out before its ends (across the width: the side
    reach = band.w / 2 if band.w < w else max(w * 0.36, min(w * 0.4, w / 2 - 110))  # seats stay in sight)
    dl.alpha(fade)
    dl.radial(band, cx, cy, reach, "rgba(14,10,8,0.9)", "rgba(14,10,8,0)")
    dl.radial(
        band,
        cx,
        cy,
        reach * 0.8,
        "rgba(232,190,90,0.4)" if f.ours else "rgba(210,80,60,0.4)",
        "rgba(0,0,0,0)",
    )
    for y in (band.y, band.b):  # gold edges, fading toward the ends (a line a segment at a time)
        for j in range(8):
            dl.alpha(fade * (1 - j / 8))
            x0, x1 = reach * j / 8, reach * (j + 1) / 8
            dl.line(cx - x1, y, cx - x0, y, th.GOLD, 2.0)
            dl.line(cx + x0, y, cx + x1, y, th.GOLD, 2.0)
    # rays turning out from the word (clipped to the band: the seats round it stay in sight)
    grow = ease_out(min(1.0, t / 0.4))
    dl.save()
    dl.clip(band)
    rays(
        dl,
        cx,
        cy,
        reach * grow,
        t,
        fade * 0.55 * (1.0 - max(0.0, t - fly) / max(0.01, f.life - fly)),
        th.GOLD if f.ours else th.CINNABAR_SOFT,
    )
    dl.restore()
    # sparks flung out, falling a little, fading (the first second)
    k = min(1.0, t / 1.0)
    if k < 1.0:
        dl.save()
        dl.clip(band)  # (in the band: what is round it, plays too, stays clear)
        dl.alpha(fade * (1 - k * k))
        for i in range(SPARKS):
            ang = i * math.tau / SPARKS + 0.3 * (i % 4)
            go = (0.55 + 0.15 * (i % 5)) * ease_out(k)
            sx = cx + math.cos(ang) * reach * go
            sy = cy + math.sin(ang) * band.h * 1.4 * go + 60 * k * k
            s = 9.0 - 2.0 * (i % 3)
            dl.rect(Rect(sx - s / 2, sy - s / 2, s, s), WORD if i % 3 else th.WHITE, None, 1.0, s / 2)
        dl.restore()
    under = f.sub if f.sub != f.word and band.h >= 90 else ""  # (a low band, a phone's: the word alone, large; the
    size = min(fit_size(f.word, word_size(w, h, f.word), band.w - 40, 20.0), band.h * (0.5 if under else 0.68))  # seat's
    # ring and the word's flight to it say whose)
    if t < fly:  # the word pops in large, the seat's words under it (a band between plays: a smaller pop)
        pop = 1.0 + (0.7 if band.w >= w else 0.25) * (1 - ease_out(min(1.0, t / 0.25)))
        dl.alpha(fade)
        dl.shadow(10, "rgba(0,0,0,0.7)", 0, 3)
        dl.text(cx, cy - (8 if under else 0), f.word, size * pop, WORD, "c", "b", "s", band.w - 20)
        dl.shadow(0)
        if under:
            sub = fit_size(under, 20.0 if band.h >= 100 else 16.0, band.w - 24, 12.0)
            dl.text(cx, band.b - sub * 0.9, under, sub, th.PAPER, "c", "b", "a", band.w - 24)
    else:  # the word flies to the seat's badge, shrinking
        q = ease_in_out(min(1.0, (t - fly) / (f.life - fly)))
        to = (seat.cx, seat.cy) if seat.w > 0 else (cx, cy)
        x, y = cx + (to[0] - cx) * q, cy - 8 + (to[1] - cy + 8) * q
        dl.alpha(max(0.0, 1.0 - max(0.0, q - 0.75) / 0.25))
        dl.shadow(8, "rgba(0,0,0,0.7)", 0, 2)
        dl.text(x, y, f.word, max(14.0, size * (1 - 0.7 * q)), WORD, "c", "b", "s", w - 20)
        dl.shadow(0)
    dl.alpha(1.0)
    return band


def rays(
    dl: DisplayList, cx: float, cy: float, reach: float, t: float, alpha: float, color: str = th.GOLD
) -> None:
    """Long and short rays turning out from (cx, cy), ``reach`` long (a fanfare's, a won hand's finale)."""
    burst.draw_rays(dl, cx, cy, 30.0, reach, t * 0.5, RAYS, color, alpha, 0.07)


SCORE_FROM = 0.45  # the hand's end: the points leave the finale's panel this long in
SCORE_FLY = 0.55  # and fly this long to the seats' badges, where they stay to the finale's end


def draw_scores(
    dl: DisplayList,
    t: float,
    life: float,
    panel: Rect,
    points: dict[int, int],
    seat_rect: Callable[[int], Rect],
    own: int | None = None,
    over: bool = False,
) -> list[Rect]:
    """The hand's points flying up out of the finale's ``panel`` to each seat's badge ("+4" gold, "−2"
    red), one after another, then standing on the badge's foot till the finale ends; the ``own`` seat's (the viewer's
    strip, one line: on its foot the pill hid its words, pt34 #3, 093721-ff9) under it, or ``over`` it where its
    cards lie right under it (a phone on its side). Returns the pills."""
    out = []
    fade = max(0.0, min(1.0, (life - t) / 0.3))
    for i, (seat, n) in enumerate(sorted(points.items())):
        r = seat_rect(seat)
        q = (t - SCORE_FROM - 0.08 * i) / SCORE_FLY
        if n == 0 or r.w <= 0 or q <= 0:
            continue
        q = ease_in_out(min(1.0, q))
        text = f"+{n}" if n > 0 else f"−{-n}"
        size = 22.0 + 10.0 * (1 - q)
        pw, ph = len(text) * size * 0.62 + 18, size + 10
        clear = 22.0 / 2 + 5 + 3  # (its landed height's half, and a gap)
        foot = r.b if seat != own else r.y - clear if over else r.b + clear
        # from the panel's edge toward the seat, never across its words (pt41 L40: +4/+2 over the summary)
        big = len(text) * 32.0 * 0.62 + 18
        if panel.x <= r.cx <= panel.r:  # a seat above or below it: from its top or foot
            sx, sy = max(panel.x + big / 2, min(panel.r - big / 2, r.cx)), panel.y - 23 if foot < panel.cy else panel.b + 23
        else:  # a seat beside it: from that side
            sx = panel.r + big / 2 + 2 if r.cx > panel.r else panel.x - big / 2 - 2
            sy = max(panel.y + 23, min(panel.b - 23, foot))
        tx = sx + (r.cx - sx) * q
        ty = sy + (foot - sy) * q  # (onto the badge's foot: on its top it hid the name)
        pill = Rect(tx - pw / 2, ty - ph / 2, pw, ph)
        dl.alpha(fade)
        dl.rect(pill, th.GOLD if n > 0 else th.CINNABAR, th.WHITE, 1.5, ph / 2)
        dl.text(pill.cx, pill.cy, text, size, th.WHITE, "c", "b", "a", pw)
        out.append(pill)
    dl.alpha(1.0)
    return out
