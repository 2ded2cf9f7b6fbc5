"""花鳥風月's moments on the table: labels that take two lines rather than shrink past reading, the
banners (dances, seasons, 且慢, 孤雁) placed below the newest phrase so they cover neither the tune
track nor the cards they name, and the end of a song: the winner's seat stamped, the win or the
loss called large (the shared easing and seal of ``anim`` and ``widgets``)."""

from __future__ import annotations

import math
from collections.abc import Callable

from .. import theme as th
from ..anim import ease_out
from ..draw import DisplayList, fit_size, text_width, wrap
from ..geom import Rect
from ..layout import Layout
from ..table_seats import NARROW
from ..widgets import seal

MIN_PX = 11.0  # no label is drawn smaller: it takes a second line instead
BANNER_STYLE = {"perch": th.PAPER_DARK, "combo": th.GOLD, "dance": th.PAPER, "season": th.PAPER, "undo": th.JADE_SOFT, "goose": th.CINNABAR_SOFT,
                "showdown": th.GOLD}
# how long a banner shows (s): one with a reason to read (a showdown's why and who) stays longer
BANNER_S = {"showdown": 4.5, "perch": 1.8, "combo": 2.2}
COMBOS = ("tianxia", "huaniao", "queyu", "liangfeng", "fenghua", "wanzi")  # the 牌组: a moment of their own
BURST_S = 1.1  # a combo's rays round its cards as they land
COMBO_HOLD_S = 1.1  # the table holds this long once a combo lands (play-test 9: three combos and two
# forced discards went by in about 4 s; play-test 12 #1: 1.8 s, with the next bot's wait, read as slow;
# play-test 14 pace 6: 1.5 s, a combo turn ~3.5 s at 中)
OUT_READ_S = 2.0  # another seat's going out stays in sight this long before the poem or the win (play-test 26 #4)
BANNER_HOLD_S = 0.9  # any other banner (a season, a skipped turn, 孤雁): read while the next bot waits
PERCH_LINE_S = 1.8  # a run of perches is one line while each comes within this of the one before
RIBBON = {True: "rgb(20,16,12)", False: "rgb(40,36,34)"}  # the song's end's ribbon, won or lost


def fit_lines(s: str, size: float, max_w: float, most: int = 2, least: float = MIN_PX) -> tuple[float, list[str]]:
    """The size and lines ``s`` takes in ``max_w``: one line shrunk no further than 80% of
    ``size`` (and never below ``least``), else up to ``most`` lines at the largest size that fits."""
    one = fit_size(s, size, max_w, least)
    if "\n" not in s and one >= max(least, size * 0.8) and text_width(s, one) <= max_w + 0.5:
        return one, [s]
    cur = size
    while True:
        lines = wrap(s, cur, max_w)
        if (len(lines) <= most and all(text_width(ln, cur) <= max_w + 0.5 for ln in lines)) or cur <= least:
            return cur, lines[:most]
        cur = max(least, cur - 1)


def draw_label(dl: DisplayList, x: float, cy: float, s: str, size: float, max_w: float, color: str,
               weight: str = "b", family: str = "s", align: str = "l") -> float:
    """A label centred on ``cy``, on two lines when one would be too small; returns its height."""
    sz, lines = fit_lines(s, size, max_w)
    lh = sz * 1.15
    for i, ln in enumerate(lines):
        dl.text(x, cy + lh * (i + 0.5 - len(lines) / 2), ln, sz, color, align, weight, family, max_w)
    return lh * len(lines)


BANNER_PAD = 56.0  # a banner's margin each side of its words
PHONE_LINE = 17.0  # a phone's banner keeps one line down to this size


def banner_box(lay: Layout | None, w: float, h: float, text: str, big: bool,
               free: Rect, most: int = 2) -> tuple[Rect, float, list[str]]:
    """Where a banner goes and how its text is set: across the centre, on ``free`` (the row of
    plays that does not hold the newest: the tune track and the cards it names stay in sight)."""
    band = lay.center if lay is not None else Rect(0, h * 0.3, w, h * 0.4)
    bw = band.w + 8
    size, lines = fit_lines(text, 30.0 if big else 22.0, bw - 32, most, least=14.0)
    one = fit_size(text, 22.0, bw - 32, PHONE_LINE)  # a phone's on one line while it reads: two covered the side
    if lay is not None and lay.phone and len(lines) > 1 and "\n" not in text and text_width(text, one) <= bw - 32:
        size, lines = one, [text]  # seats' plays (play-test 28 #1, 232948: 凉风有幸 → 其余三家)
    lh = size * 1.25
    bh = lh * len(lines) + 18
    y = min(max(free.cy - bh / 2, band.y), band.b - bh)
    if lay is not None:  # never over the hand
        y = min(y, lay.hand.y - bh - 4)
    # as wide as its words and a margin, in the middle (FIXERS session 25 #3: a laptop's combo banner ran
    # the felt's whole width, over the plays it spoke of)
    bw = min(bw, max(text_width(ln, size) for ln in lines) + 2 * BANNER_PAD)
    return Rect(band.cx - bw / 2, y, bw, bh), size, lines


def set_in(text: str, max_w: float, max_h: float, most: int) -> tuple[float, list[str]]:
    """``text`` at the largest size (24 px at most) that fits ``max_w`` x ``max_h`` (a banner's box less its
    margins: 14 px of height) on up to ``most`` lines, broken where its phrases part ("电脑2 ·" / "舞，凉风有幸" /
    "→ 其余三家"; "电脑1" / "出完手牌，胜！") before inside them; fewer lines at the same size."""
    broken = text.replace(" · ", " ·\n").replace(" → ", "\n→ ")
    broken = broken if "\n" in broken else broken.replace(" ", "\n", 1)
    whole, best = text.replace(" ", "").replace("\n", ""), (0.0, [text])
    for form, n in [(text, 1), *((broken, n) for n in range(1, most + 1))]:
        size, lines = fit_lines(form, 24.0, max_w, n, 11.0)
        size = min(size, (max_h - 14) / (1.25 * len(lines)))
        if "".join(lines).replace(" ", "") == whole and size > best[0] + 0.5:
            best = (size, lines)
    return best


def best_banner(lay: Layout | None, w: float, h: float, text: str, big: bool, rows: list[Rect], most: int,
                cover: Callable[[Rect], float]) -> tuple[Rect, float, list[str]]:
    """The banner on the first of ``rows`` (the row of plays without the newest), unless a later one
    covers clearly less by ``cover`` (the player's own last play: a bot's combo landing across the
    table lay over it, FIXERS 3)."""
    boxes = [banner_box(lay, w, h, text, big, r, most) for r in rows]
    best = boxes[0]
    for b in boxes[1:]:
        if cover(b[0]) < cover(best[0]) - 200:  # (a sliver of a card's corner is no reason to move)
            best = b
    return best


def into_gap(box: Rect, size: float, lines: list[str], gap: Rect) -> tuple[Rect, float]:
    """A one-line banner set smaller into ``gap`` (a laptop's felt between the 记牌器 and the player's own
    play: play-test 28 #1, 232037, it lay across the strip there); as it was when it cannot fit."""
    if len(lines) != 1 or gap.h < 30:  # (16 px at least)
        return box, size
    size = min(size, (gap.h - 10) / 1.25)
    bw = text_width(lines[0], size) + 2 * BANNER_PAD
    return Rect(box.cx - bw / 2, gap.y, bw, size * 1.25 + 10), size


def clear_of_seats(box: Rect, seats: list[Rect], need: float) -> Rect:
    """``box`` narrowed to run between the seats beside it when its words (``need`` wide) fit there
    (play-test 19 #5: the player's own 舞，花鸟风月 lay over 电脑3's and 电脑1's plates as it picked
    the card to pass them)."""
    lo, hi = box.x, box.r
    for s in seats:
        if s.w > 0 and s.y < box.b and box.y < s.b and (s.r <= box.cx or s.x >= box.cx):  # (a seat beside it)
            if s.cx < box.cx:
                lo = max(lo, s.r + 8)
            else:
                hi = min(hi, s.x - 8)
    return Rect(lo, box.y, hi - lo, box.h) if hi - lo >= need else box


def slide_clear(box: Rect, lo: float, hi: float, cover: Callable[[Rect], float]) -> Rect:
    """``box`` moved along its row, between ``lo`` and ``hi``, to where it covers the least (``cover``: px² of
    the seats' cards under a box), the nearest such place (pt31 053653-phone-g: a phone's "电脑3 栖 · 摸一张"
    pill lay on 电脑1's 天上天下 with the row's other half bare)."""
    if cover(box) <= 0 or hi - lo <= box.w:
        return box
    places = [lo + (hi - lo - box.w) * k / 24 for k in range(25)]
    best = min(places, key=lambda x: (cover(box.move(x - box.x, 0)), abs(x - box.x)))
    return box.move(best - box.x, 0)


def draw_banner(dl: DisplayList, box: Rect, size: float, lines: list[str], style: str, alpha: float) -> None:
    dl.alpha(alpha)
    dl.rect(box, "rgba(20,16,12,0.86)", None, 1, 10)
    dl.line(box.x + 10, box.y, box.r - 10, box.y, th.GOLD, 1)
    dl.line(box.x + 10, box.b, box.r - 10, box.b, th.GOLD, 1)
    lh = size * 1.25
    for i, ln in enumerate(lines):
        dl.text(box.cx, box.cy + lh * (i + 0.5 - len(lines) / 2), ln, size, BANNER_STYLE[style], "c", "b", "s",
                box.w - 24)
    dl.alpha(1.0)


def draw_moment(dl: DisplayList, w: float, h: float, t: float, life: float, seat: Rect, won: bool,
                line: str, how: str, mark: str, gain: str = "", gain_at: float = 0.3, lost: str = "") -> Rect:
    """The end of a song, ``t`` seconds in: the table dims, the winner's seat is ringed and
    stamped with ``mark`` (勝), ``gain`` (+1 胜) rises from it ``gain_at`` seconds in, and ``line``
    (你赢了！ / 电脑1 胜) lands large with a pop across the middle, gold for the viewer's win, paper
    for a loss, ``lost`` (你输了 -11, or a win's 本曲得分 +37 in gold, larger) on a line of its own under it,
    ``how`` under that."""
    fade = max(0.0, min(1.0, t / 0.2, (life - t) / 0.35))
    dl.alpha(fade)
    dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.55)")
    if won:  # the player's own win: gold rays from the middle over the whole table (FIXERS session 25 #1)
        draw_sunburst(dl, w / 2, h * 0.42, max(w, h), t, fade)
    # the winner's seat: a ring that pulses, and the seal stamped on it (large, then settling)
    if seat.w > 0:
        pulse = 0.6 + 0.4 * math.sin(t * math.tau * 1.2)
        dl.alpha(fade * pulse)
        dl.rect(seat.inset(-4), None, th.GOLD, 4.0, 14)
        dl.alpha(fade)
        # (a phone's narrow plate: a smaller seal on its count, clear of its name; play-test 18's 0366 hid it)
        s = min(seat.h, 56.0 if seat.w >= NARROW else 36.0) * (1.0 + 0.8 * (1 - ease_out(min(1.0, t / 0.35))))
        seal(dl, min(seat.r - s * 0.35, w - s * 0.5 - 4), seat.y + s * 0.35, mark, s)  # inside a phone
        if gain and t >= gain_at:  # play-test 3: a win had no score moment; it rises and settles by the seat
            rise = ease_out(min(1.0, max(0.0, t - gain_at) / 0.8))
            # the player's own strip runs the table's width: over it, not on its name (its total is there)
            gy = seat.y - 2 - 30 * rise if seat.w > w * 0.5 else seat.b + 16 - 30 * rise
            gw = text_width(gain, 18) + 20
            dl.alpha(fade * min(1.0, max(0.0, t - gain_at) / 0.2))
            g = Rect(min(max(4.0, seat.cx - gw / 2), w - 4 - gw), gy - 14, gw, 28)
            dl.rect(g, "rgba(20,16,12,0.9)", th.GOLD, 1.5, 14)
            dl.text_in(g, gain, 18, th.GOLD, weight="b")
            dl.alpha(fade)
    if won:  # petals drift down over the table (play-test 8 033: the win had no celebration to speak of)
        draw_petals(dl, w, h, t, fade)
    elif seat.w > 0:  # another's win: a spotlight and rays round the winner's seat, again and again
        # (play-test 10: a bot's win was low-key, a grey ribbon and the poem)
        dl.alpha(fade * 0.35)
        dl.circle(seat.cx, seat.cy, max(seat.w, seat.h) * 0.9, "rgba(242,220,150,0.5)", None, 0)
        dl.alpha(fade)
        draw_burst(dl, seat, t % BURST_S)
        dl.alpha(fade)
    # the call across the middle: a ribbon with a pop
    pop = 1.0 + 0.3 * max(0.0, 1 - t / 0.3)
    size = fit_size(line, 54.0 if won else 40.0, w - 60) * pop
    # the player's own loss read at a glance, not a 9 px head of the points line (play-test 18: a phone's
    # "你输了 -11 · 点数最少：…" fitted the width at 9 px)
    lost_size = fit_size(lost, 30 if won else 22, w - 40) if lost else 0.0
    rh = size * 1.9 + (26 if how else 0) + lost_size * 1.4
    cy = h * 0.42
    ribbon = Rect(0, cy - rh / 2, w, rh)
    # opaque: nothing of the table reads through it (play-test 36 #3, 130605-ph-auto: "出完手牌" over 未见的牌)
    dl.rect(ribbon, RIBBON[won])
    dl.line(0, ribbon.y, w, ribbon.y, th.GOLD, 2)
    dl.line(0, ribbon.b, w, ribbon.b, th.GOLD, 2)
    ty = ribbon.y + size * 0.95
    dl.text(w / 2, ty, line, size, th.GOLD if won else th.PAPER, "c", "b", "s", w - 40)
    if won:  # the viewer's own win is sealed where the eye is
        s = size * 1.15
        seal(dl, max(s / 2 + 6, w / 2 - text_width(line, size) / 2 - s * 0.8), ty, mark, s)
    if lost:
        dl.text(w / 2, ty + size * 0.75 + lost_size * 0.7, lost, lost_size, th.GOLD if won else th.CINNABAR_SOFT, "c",
                "b", "s", w - 40)
    if how:
        dl.text(w / 2, ribbon.b - 18, how, fit_size(how, 17, w - 40), th.PAPER if won else th.CINNABAR_SOFT, "c",
                "b" if not won else "n", "s", w - 40)
    dl.alpha(1.0)
    return ribbon



def draw_sunburst(dl: DisplayList, cx: float, cy: float, reach: float, t: float, fade: float) -> None:
    """The player's own win, ``t`` seconds in: gold rays wheel slowly out of (cx, cy) to ``reach``, and a
    ring widens from there as the win lands (play-test 20 #4: a bot's win had its rays, the player's own
    only petals; the apps' 胜利 fills the screen)."""
    r = reach * (0.3 + 0.7 * ease_out(min(1.0, t / 0.5)))
    n = 16
    dl.alpha(fade * 0.2)
    for i in range(n):
        a0 = i * math.tau / n + t * 0.35
        a1 = a0 + math.tau / n * 0.45
        dl.poly([cx, cy, cx + math.cos(a0) * r, cy + math.sin(a0) * r, cx + math.cos(a1) * r, cy + math.sin(a1) * r],
                "rgb(242,210,120)")
    if t < 0.8:
        k = t / 0.8
        dl.alpha(fade * (1 - k))
        dl.circle(cx, cy, 30 + reach * 0.45 * ease_out(k), None, th.GOLD, 6.0)
    dl.alpha(fade)


def draw_burst(dl: DisplayList, r: Rect, t: float, top: float = -1e9, bottom: float = 1e9) -> None:
    """A combo landing, ``t`` seconds in: gold rays spring out round its cards and a ring widens,
    fading (play-test 8 049/050: a 雀舞满山 had a small callout, no moment); none of it above ``top``
    (its seat's label: play-test 28 #1, 232948, the ring and rays struck "电脑2 · 舞·凉风有幸" through) nor
    below ``bottom`` (the hand: play-test 29, 020743, a phone's own combo's rays crossed its cards)."""
    if not 0 <= t < BURST_S or r.w <= 0:
        return
    k = t / BURST_S
    e = ease_out(k)
    base = max(r.w, r.h) / 2
    dl.alpha(max(0.0, 1.0 - k) * 0.9)
    for i in range(18):
        a = i * math.tau / 18 + 0.17
        c, s = math.cos(a), math.sin(a)
        r0, r1 = base * (0.75 + 0.35 * e), base * (0.95 + 0.75 * e)
        if top <= r.cy + s * r1 * 0.7 <= bottom:
            dl.line(r.cx + c * r0, r.cy + s * r0 * 0.7, r.cx + c * r1, r.cy + s * r1 * 0.7, th.GOLD, 3.0)
    ring = r.inset(-6 - 14 * e)
    y0, y1 = max(ring.y, top), min(ring.b, bottom)
    dl.rect(Rect(ring.x, y0, ring.w, y1 - y0), None, th.GOLD, 2.5, 10)
    dl.alpha(1.0)


PETALS = (th.CINNABAR_SOFT, th.GOLD, th.PAPER, "#e9a3a0")


def draw_petals(dl: DisplayList, w: float, h: float, t: float, fade: float) -> None:
    """Petals falling and swaying across the whole window, ``t`` seconds into the player's win."""
    for i in range(36):
        x0 = w * ((i * 0.6180339) % 1.0)
        fall = 90 + 50 * ((i * 0.37) % 1.0)
        y = (t * fall + i * 53.0) % (h + 40) - 20
        x = x0 + 14 * math.sin(t * 2.1 + i)
        rad = 4.0 + 3.0 * ((i * 0.29) % 1.0)
        dl.alpha(fade * 0.85)
        dl.circle(x, y, rad, PETALS[i % len(PETALS)], None, 0)
    dl.alpha(fade)
