"""A seat's badge on the table: name, cards left, marks (庄...), status lines, the clock as a ring,
and the seat's running total of the match."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from ..core.game import JSON
from ..table.client import SeatClient
from . import theme as th
from . import tuoguan
from .avatar import (
    SEAL_MIN,
    URGENT_S,
    draw_avatar,
    draw_countdown,
    draw_glow,
    draw_pulse,
    draw_seals,
    draw_thinking,
    seal_size,
)
from .draw import DisplayList, fit_size, text_width
from .geom import Rect
from .layout import Layout
from .plugin import GameUI, SeatInfo, signed
from .texts import t
from .tuoguan import Tuoguan
from .widgets import Chip, button, card_back, chip

LINE = "rgba(244,236,220,0.78)"  # a seat's status lines: secondary to the name
TOTAL_PX = 12.5  # the player's own match total on its plate in their strip (draw_me)


def draw_clock(dl: DisplayList, client: SeatClient, cx: float, cy: float, rad: float, seat: int) -> bool:
    """The countdown of an acting seat as a ring, seconds inside (no emoji: phones without an
    emoji font would show a box). False when the seat has no clock."""
    rem = client.remaining(seat)
    if rem is None:
        return False
    draw_ring(dl, cx, cy, rad, rem, client.limit(seat))
    return True


def draw_ring(dl: DisplayList, cx: float, cy: float, rad: float, rem: float, lim: float | None) -> None:
    """A countdown's face: ``rem`` of ``lim`` seconds (a game may time a seat the master does not)."""
    frac = max(0.0, min(1.0, rem / lim)) if lim else 0.0
    urgent = rem < URGENT_S
    draw_pulse(dl, cx, cy, rad, rem)
    dl.circle(cx, cy, rad + 2, th.CINNABAR if urgent else "rgba(20,16,12,0.72)")
    dl.arc(cx, cy, rad - 1, -math.pi / 2, -math.pi / 2 + 2 * math.pi * frac, th.WHITE if urgent else th.GOLD, 3.0)
    dl.text(cx, cy, str(math.ceil(rem)), rad * (0.95 if rem < 10 else 0.8), th.WHITE, "c", "b")


def clock_redraw(client: SeatClient) -> float | None:
    """How soon a table with a running countdown draws again: 4 times a second, each frame while one
    beats its last seconds (draw_pulse); None without one."""
    rems = [r for s in client.to_act() if (r := client.remaining(s)) is not None]
    return None if not rems else 0.04 if min(rems) < URGENT_S else 0.25


def draw_time_bar(dl: DisplayList, client: SeatClient, seat: int, r: Rect) -> None:
    """The viewer's time left as a bar the width of their strip, under it, shrinking toward the
    end (red in the last 5 s): a play-tester never saw the ring alone before 托管 took over."""
    rem, lim = client.remaining(seat), client.limit(seat)
    if rem is None or not lim:
        return
    frac = max(0.0, min(1.0, rem / lim))
    dl.rect(Rect(r.x, r.b - 3, r.w, 6), "rgba(20,16,12,0.45)", None, 1.0, 3)
    dl.rect(Rect(r.x, r.b - 3, r.w * frac, 6), th.CINNABAR if rem < URGENT_S else th.GOLD, None, 1.0, 3)


WARN_S = URGENT_S  # the player's own clock is heard in its last seconds, as it turns red and beats


class Countdown:
    """The last seconds of the player's own clock, heard: a tick a second under ``WARN_S`` (the apps
    warn so; play-testers ran out of time unnoticed)."""

    def __init__(self) -> None:
        self.last: int | None = None

    def ticks(self, client: SeatClient, seat: int | None) -> list[list[str]]:
        """This frame's cue: ``[["tick"]]`` as the clock enters each of its last seconds."""
        rem = client.remaining(seat) if seat is not None and seat in client.people_to_act() \
            and not client.is_over() else None
        lim = client.limit(seat) if rem is not None and seat is not None else None
        # a clock, not a short window (花鸟风月's 2.5 s 且慢 would tick at once)
        sec = math.ceil(rem) if rem is not None and lim and lim >= 2 * WARN_S and 0 < rem <= WARN_S else None
        out = [["tick"]] if sec is not None and sec != self.last else []
        self.last = sec
        return out


def draw_bar_clock(dl: DisplayList, client: SeatClient, seat: int | None, bar: Rect,
                   placed: Sequence[tuple[Any, Rect]], cell: Rect | None = None, shown: bool = True,
                   big: float | None = None) -> bool:
    """The viewer's countdown as a clock by their buttons, where the apps put it (play-tests: a ring
    at the end of the status line went unseen): in the game's ``cell`` for it (``big``: a radius the game
    makes room for round the cell, GameUI.clock_rad), else beside the bar's first row. False where it has no
    room there (the status line keeps the ring) or nothing is asked of the viewer, or the game shows no clock
    for this prompt (``shown``)."""
    if not shown or seat is None or client.is_over() or client.remaining(seat) is None \
            or seat not in client.to_act() or not client.legal(seat):
        return False
    rad = 24.0  # larger than a button's height allows inside it: play-test 19 saw it only at 10 s left
    if cell is not None:  # its own place, with or without buttons (a prompt may show none yet)
        fit = big if big is not None else min(rad, cell.h / 2 - 3, cell.w / 2 - 3)
        draw_clock(dl, client, cell.cx, cell.cy, max(12.0, fit), seat)
        return True
    if not placed:
        return False
    first = min((r for _, r in placed), key=lambda r: (r.y, r.x))
    row = [r for _, r in placed if abs(r.cy - first.cy) < 1]
    left, right = min(r.x for r in row), max(r.r for r in row)
    if left - bar.x >= 2 * rad + 16:
        cx = left - rad - 12
    elif bar.r - right >= 2 * rad + 16:
        cx = right + rad + 12
    else:
        return False
    draw_clock(dl, client, cx, first.cy, rad, seat)
    return True


def draw_own_clock(dl: DisplayList, client: SeatClient, seat: int, r: Rect, lang: str) -> None:
    """The viewer's own countdown with "your turn", over what covers a table that plays on."""
    if client.remaining(seat) is None:
        return
    dl.rect(r, "rgba(20,16,12,0.92)", th.GOLD, 1.0, 20)
    draw_clock(dl, client, r.r - 20, r.cy, 14.0, seat)
    dl.text_in(Rect(r.x + 6, r.y, r.w - 44, r.h), t("your_turn", lang), 14.0, th.GOLD, weight="b")


NARROW = 100.0  # a badge narrower than this (six seats in a phone's row) stacks face, name, lines


def seat_face(r: Rect, centred: bool = False) -> tuple[float, float, float]:
    """Where a seat's face sits in its badge ``r``: centre and radius (a game drawing a clock of its
    own at a seat draws it there: ``draw_seat_clock``). A narrow badge has it on top, ``centred``
    when no card count stands beside it."""
    if r.w < NARROW:
        rad = 13.0
        return (r.cx if centred else r.x + 6 + rad), r.y + 4 + rad, rad
    rad = max(14.0, min(22.0, r.h * 0.3, r.w * 0.15))
    return r.x + 7 + rad, r.y + 6 + rad, rad


def count_back(r: Rect) -> Rect:
    """The small card back in a badge's top right corner that carries its count; a short plate's is shorter,
    so the line under the name passes beneath it (play-test 36, 够级 on its side: "33" over "未开点")."""
    narrow = r.w < NARROW
    if not narrow and r.h < 56:
        return Rect(r.r - 25, r.y + 4, 20, 20)
    return Rect(r.r - (21 if narrow else 25), r.y + (5 if narrow else 6), 16 if narrow else 20, 23 if narrow else 27)


def draw_seat_clock(dl: DisplayList, r: Rect, rem: float, lim: float | None) -> None:
    """A countdown the game keeps itself (a bot's, timed as a person's would be), on the seat's face."""
    draw_countdown(dl, *seat_face(r), rem, lim)


def draw_seat(dl: DisplayList, r: Rect, client: SeatClient, seat: int, name: str, info: SeatInfo,
              total: str, now: float = 0.0) -> None:
    """A player at the table: a dark plate, their face with its marks as seals, the name, the
    cards left on a small card back, the game's lines under the name; the seat that acts is lit,
    its clock (or a bot's thinking) on the face."""
    acting = info.acting if info.acting is not None else seat in client.to_act() and not client.is_over()
    narrow = r.w < NARROW
    dl.rect(r, "rgba(40,30,18,0.66)" if acting else "rgba(16,12,9,0.5)",
            th.GOLD if acting else "rgba(244,236,220,0.16)", 1.5 if acting else 1.0, 10 if narrow else 12)
    if info.tappable:
        dl.rect(r.inset(-4), None, th.CINNABAR, 3, 14)
    # a narrow badge's seals go beside its face when they fit there (under it they ran into the name)
    seals_w = sum(seal_size(m, SEAL_MIN)[0] + 2 for m in info.marks) - 2
    side = narrow and bool(info.marks) and r.x + 6 + 26 + 2 + seals_w <= r.r - (22 if info.count is not None else 3)
    cx, cy, rad = seat_face(r, info.count is None and not side)
    if acting:
        draw_glow(dl, cx, cy, rad)
    draw_avatar(dl, cx, cy, rad, seat, client.seats[seat].startswith("bot:"))
    if acting and not draw_clock_face(dl, client, cx, cy, rad, seat) and client.is_bot(seat):
        draw_thinking(dl, cx, cy, rad, now)
    cb = count_back(r)
    if info.count is not None:
        card_back(dl, cb, small=True)
        dl.text(cb.cx, cb.cy, str(info.count), 11.5 if narrow else 12.5, th.WHITE, "c", "b")
    if info.marks:
        if side:
            draw_seals(dl, cx + rad + 2, cy, info.marks, center=False)
        else:
            draw_seals(dl, cx, cy + rad, info.marks)
    ink = th.WHITE if acting else th.PAPER
    if narrow:  # stacked: the name, then the lines, centred under the face
        w = r.w - 6
        lines = info.lines[:2] if not total else info.lines[:1] + [total]
        dl.text(r.cx, r.y + 41, name, fit_size(name, 13, w, 11), ink, "c", "b", "s", w)
        for i, ln in enumerate(lines):
            dl.text(r.cx, r.y + 55 + 13 * i, ln, fit_size(ln, 11, w, 11), LINE, "c", "n", "a", w)
        dl.hit(f"seat:{seat}", r, name)
        return
    x0 = cx + rad + 8
    right = r.r - 6
    name_w = (cb.x - 4 if info.count is not None else right) - x0
    dl.text(x0, r.y + 17, name, fit_size(name, 15, name_w, 11), ink, "l", "b", "s", name_w)
    y = r.y + 37
    room = int((r.b - 2 - (y - 7)) // 14) - (1 if total else 0)
    # a plate too short for a line and the total under it (够级's on a phone on its side) puts them in one
    # row, or keeps the line alone when both do not fit readably (the viewer's strip and the sheet say it)
    # a row beside the card back stops short of it (play-test 36, 够级 on its side: "33" over "未开点")
    def edge(y: float) -> float:
        return cb.x - 4 if info.count is not None and y - 10 < cb.b else right

    tw = 0.0
    if total and room < 1:
        tw = text_width(total, 11.5) + 6
        if info.lines and text_width(info.lines[0], 11) + tw > edge(y) - x0:
            total, tw = "", 0.0
    for ln in info.lines[:max(1, min(3, room))]:
        lw = edge(y) - x0 - tw
        dl.text(x0, y, ln, fit_size(ln, 12, lw, 11), LINE, "l", "n", "a", lw)
        y += 14
    if total:  # bottom right, under the lines (or beside the one line); the bottom row reaches in under the
        # face, clear of it (a phone's 68 px right of it squeezed "总分 -123,456" past reading: FIXERS, pt14)
        dl.text(edge(r.y + 37) if tw else right, r.y + 37 if tw else r.b - 9, total, 11.5, "#e8be64", "r", "b", "a",
                tw - 6 if tw else right - max(r.x + 8, x0 if cy + rad > r.b - 16 else 0.0))
    dl.hit(f"seat:{seat}", r, name)


def draw_clock_face(dl: DisplayList, client: SeatClient, cx: float, cy: float, rad: float, seat: int) -> bool:
    """The master's countdown of a seat on its face; False when the seat has no clock."""
    rem = client.remaining(seat)
    if rem is None:
        return False
    draw_countdown(dl, cx, cy, rad, rem, client.limit(seat))
    return True


def seat_name(c: SeatClient, seat: int, lang: str) -> str:
    """A seat's name at the table: its own, or 你 / 玩家 N / 远端 N / 电脑 N by kind."""
    custom = c.names[seat] if seat < len(c.names) else ""
    if custom and not custom.isdigit():
        return custom
    kind = c.seats[seat]
    if kind == "human":
        return t("you", lang)
    if kind == "hotseat":
        return t("player_n", lang, n=c.controlled().index(seat) + 1)
    if kind == "remote":
        return f"{t('remote', lang)} {seat + 1}"
    bots = [i for i, k in enumerate(c.seats) if k.startswith("bot:")]
    return t("bot_n", lang, n=bots.index(seat) + 1)


def match_total(client: SeatClient, scores: list[float] | None, seat: int, lang: str,
                key: str = "match_total", fmt: Callable[[float, str], str] = signed, from_start: bool = False) -> str:
    """A seat's running total of the match ("总分 +12", or the game's own words: ``key``; hands won
    when the game keeps no points: ``scores`` None), once a hand of it is over; "" before, or its
    nought where the game shows it ``from_start``."""
    hands = client.hands()
    if not hands or (len(hands) == 1 and not client.is_over()):
        if not from_start:
            return ""
        return t(key, lang, n=fmt(0.0, lang)) if scores is not None else t("wins", lang, n=0)
    if scores is None or seat >= len(scores):
        return t("wins", lang, n=client.wins()[seat])
    return t(key, lang, n=fmt(float(scores[seat]), lang))


def series_text(client: SeatClient, scores: list[float] | None, names: list[str], lang: str,
                key: str = "match_total", fmt: Callable[[float, str], str] = signed) -> str:
    """The result sheet's line of the match so far, its label said once: "总分: 你 +3  电脑1 -1 …"
    (or the game's own words: ``key``), or hands won when the game keeps no points."""
    if scores is None or len(scores) < len(names):
        return f"{t('series', lang)}: " + "  ".join(
            f"{n} {match_total(client, None, s, lang)}" for s, n in enumerate(names))
    head = t(key, lang, n="").strip()
    return f"{head}: " + "  ".join(f"{n} {fmt(float(scores[s]), lang)}" for s, n in enumerate(names))


def felt_rect(lay: Layout) -> Rect:
    """The table itself: from under the top bar down to the viewer's strip, the seats round it and
    the play in its middle; the hand and the buttons lie before it, off the felt. Where the seats
    stand in a row along the top (a phone), the table runs past the screen's sides and top: only
    its near edge shows, and no seat sits on its rim."""
    right = lay.log.x if lay.log.w > 0 and lay.log.x > lay.w / 2 else lay.w  # a log at the side
    # a phone's log band over the strip lies off the table too (its dark box would cut the rim)
    band = lay.log.w > 0 and lay.log.x < lay.w / 2 and lay.log.y >= lay.center.b - 4
    bottom = (lay.log.y if band else min(lay.me.y, lay.buttons.y - 2)) + 3  # (the line may share the bar's row)
    if lay.seats and min(r.y for r in lay.seats.values()) < lay.top.b + 12:
        return Rect(-12, -40, right + 24, bottom + 40)
    return Rect(3, lay.top.b + 3, right - 6, max(40.0, bottom - lay.top.b - 3))


def draw_top(dl: DisplayList, lay: Layout, plugin: GameUI, view: JSON, lang: str, muted: bool = False) -> None:
    """The top bar: the menu, the game's status chips (a tap explains one), the sound switch, the log
    button."""
    r = lay.top
    dl.rect(r, "rgba(20,16,12,0.35)")
    # the bar's buttons take a tap anywhere down the bar and a little under it (play-test 16: a tap
    # on the ☷'s lower edge, y 44 of its 4-44, opened nothing)
    mw = 48 if lay.phone else 72
    button(dl, "menu", Rect(6, r.y + 4, mw, r.h - 8), "☰" if lay.phone else f"☰ {t('menu', lang)}", "ghost", 16,
           reach=Rect(4, r.y, mw + 4, r.h + 4))
    chips = plugin.status(view)
    x = 58.0 if lay.phone else 90.0
    right_reserved = (64.0 if lay.phone or lay.log.w <= 0 else 12.0) + 52.0
    size = 13.5 if lay.phone else 15.0
    avail = r.r - right_reserved - x
    for c in chips:
        c = c if isinstance(c, Chip) else Chip(c)
        cw = min(avail, text_width(c.text, size) + 18) if c.text else 0.0
        if cw < 30:
            break
        cr = Rect(x, r.cy - 14, cw, 28)
        chip(dl, cr, c, size)
        if c.tip:
            plugin.tip(dl, cr, c.tip)
        x += cw + 6
        avail = r.r - right_reserved - x
    if lay.phone or lay.log.w <= 0:
        button(dl, "log", Rect(r.r - 54, r.y + 4, 48, r.h - 8), "☷", "ghost", 16, reach=Rect(r.r - 56, r.y, 52, r.h + 4))
    # the sound switch where the apps keep it, on the bar (play-test 15: only inside the menu)
    sw = Rect(r.r - right_reserved + 4, r.y + 4, 44, r.h - 8)
    dl.rect(sw, None, "rgba(244,236,220,0.55)", 1.0, min(10.0, sw.h / 2))
    dl.hit("bar:mute", Rect(sw.x - 2, r.y, sw.w + 4, r.h + 4), t("sound_off" if muted else "sound_on", lang))
    draw_speaker(dl, sw.cx, sw.cy, min(9.0, sw.h / 3.4), muted)


def draw_auto_switch(dl: DisplayList, r: Rect, on: bool, lang: str) -> Rect:
    """托管 at the end of the player's strip, where the apps keep it by the player (bright while it
    plays for them: a tap takes the seat back); returns the strip that is left for the text."""
    label = t("taken_over", lang) if on else tuoguan.text("mark", lang)
    bw = text_width(label, 14.0) + 22
    bh = min(28.0, r.h + 2)
    br = Rect(r.r - bw - 2, r.cy - bh / 2, bw, bh)
    button(dl, "bar:auto", br, label, "selected" if on else "ghost", 14.0,
           reach=Rect(br.x - 4, br.y - 8, br.w + 8, br.h + 16))
    return Rect(r.x, r.y, r.w - bw - 8, r.h)


def draw_speaker(dl: DisplayList, cx: float, cy: float, u: float, muted: bool) -> None:
    """A speaker of size ``u`` centred at (cx, cy): waves when sound is on, a cross when it is off."""
    ink = th.PAPER
    x0 = cx - u * 1.1
    dl.poly([x0 - u * 0.5, cy - u * 0.4, x0, cy - u * 0.4, x0 + u * 0.7, cy - u, x0 + u * 0.7, cy + u,
             x0, cy + u * 0.4, x0 - u * 0.5, cy + u * 0.4], ink)
    if muted:
        dl.line(cx + u * 0.2, cy - u * 0.5, cx + u * 1.2, cy + u * 0.5, th.CINNABAR_SOFT, 2.0)
        dl.line(cx + u * 0.2, cy + u * 0.5, cx + u * 1.2, cy - u * 0.5, th.CINNABAR_SOFT, 2.0)
    else:
        for k in (0.75, 1.25):  # each wave three strokes (arcs on the table are clock rings)
            pts = [(x0 + u * 0.7 + u * k * math.cos(a), cy + u * k * math.sin(a)) for a in (-0.8, -0.27, 0.27, 0.8)]
            for (xa, ya), (xb, yb) in zip(pts, pts[1:], strict=False):
                dl.line(xa, ya, xb, yb, ink, 1.6)


def cut(s: str, size: float, w: float) -> str:
    """``s`` as it fits ``w`` at ``size`` at least: whole, or its end cut off with an ellipsis."""
    if text_width(s, size) <= w:
        return s
    while len(s) > 1 and text_width(s + "…", size) > w:
        s = s[:-1]
    return s.rstrip(" ·") + "…"


def draw_me(dl: DisplayList, lay: Layout, c: SeatClient, me: int, seat_name: Callable[[int], str], info: SeatInfo,
            total: str, hint: str | None, lang: str, ring: bool = True, waiting: int | None = None,
            clock: bool = True, held: bool = False, auto: Tuoguan | None = None) -> None:
    """The viewer's own strip: name, marks, match total, the game's lines, and what is asked of
    them (with their clock as a bar under it, and a ring unless ``ring`` is False: the clock is by
    the buttons; neither when ``clock`` is False) or whom the table waits for (``waiting``, a bot the game
    names, else the first bot asked; nobody while ``held``: the table waits for the tour, no bot thinks,
    no clock runs);
    at its end the game's 托管 switch (``auto``) while the hand is under way."""
    r = lay.me
    if auto is not None and not c.is_over():
        r = draw_auto_switch(dl, r, auto.on, lang)
    acting = me in c.to_act() and not c.is_over()
    answered = acting and not c.is_bot(me) and not c.legal(me)
    acting = acting and not answered
    status = [hint or t("your_turn", lang)] if acting else []
    if not acting and not c.is_over() and not held:
        bot = waiting if waiting is not None else c.bot_to_act()
        who = c.to_act()
        if answered:  # a window the table answers for this seat when it closes
            status = [t("window", lang)]
        elif bot is not None and bot >= 0:
            status = [t("thinking", lang, name=seat_name(bot))]
        elif who and bot is None:  # -1: a bot's play made and still landing: nobody thinks
            status = [t("waiting_for", lang, name=seat_name(who[0]))]
    if clock and not held and acting and c.remaining(me) is not None:  # (held: its clock stands still)
        draw_time_bar(dl, c, me, r)  # a bar across the strip: missed by nobody
        if ring and draw_clock(dl, c, r.r - 14, r.cy, 12.0, me):
            r = Rect(r.x, r.y, r.w - 34, r.h)  # the text stops before the viewer's own ring
    size = 13.5 if lay.phone else 15.0
    # the viewer's face (and marks: the dealer's 庄 shows here too) leads the line, then their match total on
    # a plate of its own, never dropped from a long line (play-test 38 花鸟风月 #5: a phone lost it)
    rad = min(11.0, r.h / 2 - 1)
    seals = sum(seal_size(m, SEAL_MIN)[0] + 2 for m in info.marks)
    face = 2 * rad + 6 + seals + (4 if seals else 0)
    plate = text_width(total, TOTAL_PX) + 12 if total else 0.0
    lead = face + (plate + 6 if plate else 0)
    # a short strip (a phone on its side) drops parts rather than shrink under 11 px (play-test 22, 够级:
    # ~6 px): whom the table waits for first (the felt says it too), then the game's lines from the last
    # but its first (够级's own card count, play-test 21), then the total's words (its figure stays on the
    # plate: 够级's '若现在散场 +8' on a phone on its side), then that line; the name, and what is asked of the
    # player, stay
    parts = [[seat_name(me)], list(info.lines), status]
    order = ([] if acting else [(2, 0)]) + [(1, i) for i in range(len(info.lines) - 1, 0, -1)] + [(0, -1), (1, 0)]
    txt = "  ·  ".join(p for ps in parts for p in ps)
    while order and fit_size(txt, size, r.w - 4 - lead, 0) < 11:
        k, i = order.pop(0)
        if i < 0 and plate:
            total = total.rsplit(" ", 1)[-1]
            plate = text_width(total, TOTAL_PX) + 12
            lead = face + plate + 6
        elif (k, i) == (1, 0) and " · " in parts[1][0]:  # the first line's head stays (够级's '31张')
            parts[1][0] = parts[1][0].split(" · ")[0]
        elif 0 <= i < len(parts[k]):
            del parts[k][i]
        txt = "  ·  ".join(p for ps in parts for p in ps)
    # still too long while the player is asked: what is asked reads whole before their name does (their face
    # leads the strip), the parts closer together first (seen at 844x390, 够级: '你 · 33张 · 联邦出牌・能…')
    for named in (True, False):
        if not acting or fit_size(txt, size, r.w - 4 - lead, 0) >= 11:
            break
        txt = " · ".join(p for ps in (parts if named else parts[1:]) for p in ps)
    txt = cut(txt, 11.0, r.w - 4 - lead)  # (still too long: its end cut, never under 11 px)
    fs = fit_size(txt, size, r.w - 4 - lead)
    tw = min(text_width(txt, fs), r.w - 4 - lead)
    x = r.x + 2 if lay.phone else max(r.x + 2, r.cx - (lead + tw) / 2)
    if acting:
        draw_glow(dl, x + rad, r.cy, rad)
    draw_avatar(dl, x + rad, r.cy, rad, me, False)
    if info.marks:
        draw_seals(dl, x + 2 * rad + 6, r.cy, info.marks, center=False)
    if plate:
        pr = Rect(x + lead - plate - 6, r.cy - (ph := min(22.0, r.h - 2)) / 2, plate, ph)
        dl.rect(pr, "rgba(12,10,8,0.45)", "rgba(232,190,100,0.55)", 1.0, ph / 2)
        dl.text(pr.cx, pr.cy, total, TOTAL_PX, "#e8be64", "c", "b", "a", plate)
    dl.text(x + lead, r.cy, txt, fs, th.GOLD if acting else th.PAPER, "l",
            "b" if acting else "n", "a", r.w - 4 - lead)
