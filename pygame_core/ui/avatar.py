"""A player's face at the table, drawn from canvas primitives (no images, no emoji): a coloured
disc per seat with a head and shoulders (a person) or a little robot (a bot), a seal for each
mark (庄, 甲队...), a glow round the seat that acts, its countdown on the disc, and a turning
arc while a bot thinks. Also the felt: a table with depth and a wooden rim, drawn once per size."""

from __future__ import annotations

import math

from . import theme as th
from .draw import DisplayList, Op, text_width
from .geom import Rect

# one colour per seat (six seats at most), apart enough to tell the seats by it
DISCS = ("#4f7f6f", "#46628a", "#a0584a", "#8a6d3a", "#6e5682", "#3f7f86")
FIGURE = "rgba(255,250,240,0.88)"
SEAL_MIN = 11.0  # the smallest text a phone shows


def disc_color(seat: int) -> str:
    return DISCS[seat % len(DISCS)]


def _half_disc(cx: float, cy: float, rx: float, ry: float, n: int = 10) -> list[float]:
    """The top half of an ellipse as a polygon (shoulders): the canvas draws no filled arc."""
    pts: list[float] = []
    for i in range(n + 1):
        a = math.pi + math.pi * i / n
        pts += [cx + rx * math.cos(a), cy + ry * math.sin(a)]
    return pts


_face_cache: dict[tuple[float, float, float, int, bool], list[Op]] = {}


def draw_avatar(dl: DisplayList, cx: float, cy: float, rad: float, seat: int, bot: bool) -> None:
    """The face: a disc in the seat's colour, a person's head and shoulders or a bot's head. The
    same ops every frame at a seat: made once."""
    key = (cx, cy, rad, seat, bot)
    ops = _face_cache.get(key)
    if ops is None:
        part = DisplayList()
        _face(part, cx, cy, rad, seat, bot)
        if len(_face_cache) > 64:
            _face_cache.clear()
        ops = _face_cache[key] = part.ops
    dl.ops.extend(ops)


def _face(dl: DisplayList, cx: float, cy: float, rad: float, seat: int, bot: bool) -> None:
    dl.circle(cx, cy, rad, disc_color(seat), "rgba(255,250,240,0.85)", max(1.5, rad * 0.08))
    if bot:
        _robot(dl, cx, cy, rad, seat)
        return
    # a person: shoulders cut by the disc's edge (clipped), a head above them
    dl.save()
    dl.clip(Rect(cx - rad, cy - rad, 2 * rad, 2 * rad), rad)
    dl.poly(_half_disc(cx, cy + rad * 1.02, rad * 0.78, rad * 0.62), FIGURE)
    dl.restore()
    dl.circle(cx, cy - rad * 0.2, rad * 0.34, FIGURE)


def _robot(dl: DisplayList, cx: float, cy: float, rad: float, seat: int) -> None:
    """A little robot whose antenna, eyes and mouth differ by seat, so the bots read as characters."""
    ink, kind = disc_color(seat), seat % 6
    hw, hh = rad * 0.95, rad * 0.72
    head = Rect(cx - hw / 2, cy - hh / 2 + rad * 0.08, hw, hh)
    lw = max(1.2, rad * 0.07)
    if kind % 2:  # two feelers
        for sx in (-1, 1):
            dl.line(cx + sx * hw * 0.22, head.y, cx + sx * hw * 0.34, head.y - rad * 0.2, FIGURE, lw)
            dl.circle(cx + sx * hw * 0.34, head.y - rad * 0.22, rad * 0.07, FIGURE)
    else:  # one mast
        dl.line(cx, head.y, cx, head.y - rad * 0.22, FIGURE, lw)
        dl.circle(cx, head.y - rad * 0.26, rad * 0.09, FIGURE)
    dl.rect(head, FIGURE, None, 1.0, rad * (0.18 if kind < 3 else 0.3))
    dl.rect(Rect(head.x - rad * 0.08, head.cy - rad * 0.08, rad * 0.1, rad * 0.16), FIGURE, None, 1.0, 1)  # ears
    dl.rect(Rect(head.r - rad * 0.02, head.cy - rad * 0.08, rad * 0.1, rad * 0.16), FIGURE, None, 1.0, 1)
    ey, ex, eye = head.cy - hh * 0.08, hw * 0.22, rad * 0.11
    if kind == 2:  # a visor
        dl.rect(Rect(head.cx - hw * 0.34, ey - eye * 0.8, hw * 0.68, eye * 1.6), ink, None, 1.0, eye * 0.8)
    elif kind == 4:  # smiling eyes: half moons (no arcs: an arc on the table is a clock's ring)
        for sx in (-1, 1):
            dl.poly(_half_disc(head.cx + sx * ex, ey + eye * 0.5, eye * 1.1, eye * 1.1, 6), ink)
    else:
        for sx in (-1, 1):
            if kind == 1:
                dl.rect(Rect(head.cx + sx * ex - eye, ey - eye, 2 * eye, 2 * eye), ink, None, 1.0, 1)
            else:
                dl.circle(head.cx + sx * ex, ey, eye * (1.2 if kind == 5 else 1.0), ink)
                if kind in (3, 5):  # a glint
                    dl.circle(head.cx + sx * ex + eye * 0.35, ey - eye * 0.35, eye * 0.35, FIGURE)
    my = head.b - hh * 0.25
    if kind in (0, 2):
        dl.rect(Rect(head.cx - hw * 0.2, my, hw * 0.4, max(1.5, hh * 0.1)), ink)
    elif kind in (3, 4):  # a smile: the lower half of a disc
        pts = _half_disc(head.cx, my - hh * 0.04, hw * 0.17, hh * 0.2, 6)
        dl.poly([v if i % 2 == 0 else 2 * (my - hh * 0.04) - v for i, v in enumerate(pts)], ink)
    else:  # a grille
        for i in range(3):
            x = head.cx + (i - 1) * hw * 0.12
            dl.line(x, my - hh * 0.04, x, my + hh * 0.1, ink, max(1.0, hw * 0.05))


def seal_size(mark: str, size: float) -> tuple[float, float]:
    return max(size + 4, text_width(mark, size) + 6), size + 4


def draw_seals(dl: DisplayList, x: float, y: float, marks: list[str], size: float = SEAL_MIN,
               center: bool = True) -> float:
    """The marks as little red seals in a row centred on (or from, ``center`` False) ``x``, their
    middle at ``y``; returns the row's width."""
    sizes = [seal_size(m, size) for m in marks]
    total = sum(w for w, _ in sizes) + 2 * max(0, len(marks) - 1)
    sx = x - total / 2 if center else x
    for m, (w, h) in zip(marks, sizes, strict=True):
        r = Rect(sx, y - h / 2, w, h)
        dl.rect(r, th.CINNABAR, "rgba(255,250,240,0.9)", 1.0, 3)
        dl.text(r.cx, r.cy, m, size, th.WHITE, "c", "b", "s")
        sx += w + 2
    return total


def draw_glow(dl: DisplayList, cx: float, cy: float, rad: float) -> None:
    """The seat that acts: a lit ring round its face."""
    dl.circle(cx, cy, rad + 5, None, "rgba(232,190,100,0.35)", 5.0)
    dl.circle(cx, cy, rad + 2.5, None, th.GOLD, 2.5)


URGENT_S = 5.0  # a countdown's last seconds: red, and a ring beats out from it once a second


def draw_pulse(dl: DisplayList, cx: float, cy: float, rad: float, rem: float) -> None:
    """The last seconds of a countdown beat: a red ring grows from its edge and fades each second
    (play-test 19: a clock at 10 s went unseen; the apps pulse theirs near the end)."""
    if not 0 < rem < URGENT_S:
        return
    k = 1.0 - (rem - math.floor(rem))  # 0 as a second begins, toward 1 as it ends
    dl.circle(cx, cy, rad + 4 + rad * 0.8 * k, None, f"rgba(226,80,58,{1 - k:.2f})", 4.0)


def draw_countdown(dl: DisplayList, cx: float, cy: float, rad: float, rem: float, lim: float | None) -> None:
    """A countdown on the face: the seconds over a darkened disc, the time left as an arc round
    it (red and beating in the last 5 s)."""
    frac = max(0.0, min(1.0, rem / lim)) if lim else 0.0
    urgent = rem < URGENT_S
    draw_pulse(dl, cx, cy, rad, rem)
    dl.circle(cx, cy, rad, "rgba(178,58,42,0.78)" if urgent else "rgba(20,16,12,0.6)")
    dl.arc(cx, cy, rad + 2.5, -math.pi / 2, -math.pi / 2 + 2 * math.pi * frac,
           th.WHITE if urgent else "#e8be64", 3.0)
    dl.text(cx, cy, str(math.ceil(rem)), max(SEAL_MIN, rad * (0.95 if rem < 10 else 0.8)), th.WHITE, "c", "b")


def draw_thinking(dl: DisplayList, cx: float, cy: float, rad: float, now: float) -> None:
    """A bot thinking: an arc turning round its face and three dots blinking in turn under it."""
    a = (now * 4.0) % math.tau
    dl.arc(cx, cy, rad + 2.5, a, a + math.pi * 0.6, "#e8be64", 3.0)
    dl.arc(cx, cy, rad + 2.5, a + math.pi, a + math.pi * 1.6, "#e8be64", 3.0)
    step = int(now * 3) % 3
    dr = max(1.6, rad * 0.09)
    for i in range(3):
        dl.circle(cx + (i - 1) * dr * 3, cy + rad * 0.66, dr, th.WHITE if i == step else "rgba(255,250,240,0.4)")


# --- the felt ------------------------------------------------------------------------------------

RIM = "#5b3a22"        # the table's wooden edge
RIM_LIGHT = "#8f6440"
BRASS = "rgba(222,182,110,0.45)"
ROOM = ("#26342f", "#18211d")  # what lies round the table

_felt_cache: dict[tuple[float, ...] | tuple[object, ...], list[Op]] = {}


def draw_felt(dl: DisplayList, w: float, h: float, table: Rect, top: str, bottom: str) -> None:
    """The room, then the table: a wooden rim with a lit edge and a brass inlay, the felt lit from a
    little above its middle and darker toward the rim, and on a large felt a faint line round the
    playing area (as a card table's felt has). The same ops every frame: made once per size."""
    key = (w, h, table.x, table.y, table.w, table.h, top, bottom)
    ops = _felt_cache.get(key)
    if ops is None:
        part = DisplayList()
        part.gradient(Rect(0, 0, w, h), *ROOM)
        rad = min(36.0, table.h * 0.2, table.w * 0.12)
        part.rect(table.inset(-3), None, "rgba(0,0,0,0.35)", 4.0, rad + 3)  # its shadow (no blur: cheap)
        part.rect(table, RIM, None, 1.0, rad)
        felt = table.inset(7)
        fr = max(4.0, rad - 6)
        part.save()
        part.clip(felt, fr)
        # the felt under a light, brightest a little above the middle, darker toward the rim: one
        # fill (a whole-felt fill costs ~2.5 ms a frame at 1366x768, ~9 ms on a 3x phone, in
        # headless Chromium's software canvas)
        part.radial(felt, felt.cx, felt.y + felt.h * 0.45, max(felt.w, felt.h) * 0.62, top, bottom)
        for i in range(3):  # the rim's own shade on the felt, in soft steps
            part.rect(felt.inset(3 + 6 * i), None, f"rgba(0,0,0,{0.08 - 0.02 * i:.3f})", 6.0, max(2.0, fr - 3 - 6 * i))
        if felt.w >= 700:  # a large felt only: on a phone's the line would run through the seats
            line = felt.inset(min(16.0, felt.h * 0.04, felt.w * 0.04))
            part.rect(line, None, "rgba(244,236,220,0.07)", 1.0, max(2.0, fr - 6))
        part.rect(Rect(felt.x + felt.w * 0.15, felt.y + 2, felt.w * 0.7, 2), "rgba(255,250,240,0.05)", None, 1.0, 1)
        part.restore()
        part.rect(table.inset(1), None, "rgba(255,226,170,0.28)", 1.0, rad)  # the rim's lit edge
        part.rect(table.inset(4), None, BRASS, 1.0, max(2.0, rad - 4))  # a brass inlay in the wood
        part.rect(felt, None, "rgba(0,0,0,0.5)", 1.5, fr)
        ops = part.ops
        if len(_felt_cache) > 16:
            _felt_cache.clear()
        _felt_cache[key] = ops
    dl.ops.extend(ops)
