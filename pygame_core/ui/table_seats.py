"""A seat's badge on the table: name, cards left, marks (庄...), status lines, the clock as a ring,
and the seat's running total of the match."""

from __future__ import annotations

import math
from collections.abc import Callable

from ..core.game import JSON
from ..table.client import SeatClient
from . import theme as th
from .draw import DisplayList, fit_size, text_width
from .geom import Rect
from .layout import Layout
from .plugin import GameUI, SeatInfo
from .texts import t
from .widgets import Chip, button, card_back, chip


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
    urgent = rem < 5
    dl.circle(cx, cy, rad + 2, th.CINNABAR if urgent else "rgba(20,16,12,0.72)")
    dl.arc(cx, cy, rad - 1, -math.pi / 2, -math.pi / 2 + 2 * math.pi * frac, th.WHITE if urgent else th.GOLD, 3.0)
    dl.text(cx, cy, str(math.ceil(rem)), rad * (0.95 if rem < 10 else 0.8), th.WHITE, "c", "b")


def draw_time_bar(dl: DisplayList, client: SeatClient, seat: int, r: Rect) -> None:
    """The viewer's time left as a bar the width of their strip, under it, shrinking toward the
    end (red in the last 5 s): a play-tester never saw the ring alone before 托管 took over."""
    rem, lim = client.remaining(seat), client.limit(seat)
    if rem is None or not lim:
        return
    frac = max(0.0, min(1.0, rem / lim))
    dl.rect(Rect(r.x, r.b - 2, r.w, 4), "rgba(20,16,12,0.45)", None, 1.0, 2)
    dl.rect(Rect(r.x, r.b - 2, r.w * frac, 4), th.CINNABAR if rem < 5 else th.GOLD, None, 1.0, 2)


def draw_own_clock(dl: DisplayList, client: SeatClient, seat: int, r: Rect, lang: str) -> None:
    """The viewer's own countdown with "your turn", over what covers a table that plays on."""
    if client.remaining(seat) is None:
        return
    dl.rect(r, "rgba(20,16,12,0.92)", th.GOLD, 1.0, 20)
    draw_clock(dl, client, r.r - 20, r.cy, 14.0, seat)
    dl.text_in(Rect(r.x + 6, r.y, r.w - 44, r.h), t("your_turn", lang), 14.0, th.GOLD, weight="b")


def draw_seat(dl: DisplayList, r: Rect, client: SeatClient, seat: int, name: str, info: SeatInfo,
              total: str) -> None:
    acting = seat in client.to_act() and not client.is_over()
    dl.shadow(8, "rgba(0,0,0,0.25)", 0, 2)
    dl.rect(r, th.PAPER if acting else "rgba(244,236,220,0.86)", None, 1.0, 10)
    dl.shadow(0)
    if acting:
        dl.rect(r.inset(-2), None, th.GOLD, 2.5, 12)
    if info.tappable:
        dl.rect(r.inset(-4), None, th.CINNABAR, 3, 13)
    ny = r.y + 15
    dl.text(r.x + 10, ny, name, fit_size(name, 15, r.w * 0.55), th.INK, "l", "b", "s", r.w * 0.6)
    if info.count is not None:
        cb = Rect(r.r - 30, r.y + 5, 22, 30)
        card_back(dl, cb, small=True)
        dl.text(cb.cx, cb.cy, str(info.count), 13, th.WHITE, "c", "b")
    marks = "".join(info.marks)
    if marks:
        dl.text(r.r - 36, ny, marks, 12, th.CINNABAR, "r", "b", "s")
    y = r.y + 34
    for ln in info.lines[:3]:
        dl.text(r.x + 10, y, ln, fit_size(ln, 12, r.w - 20), th.INK_SOFT, "l", "n", "a", r.w - 20)
        y += 15
    clock = acting and draw_clock(dl, client, r.r - 14, r.b - 14, 12.0, seat)
    if total:  # bottom right, left of the clock when there is one
        dl.text(r.r - (34 if clock else 8), r.b - 11, total, 11.5, th.INDIGO, "r", "b", "a", r.w * 0.5)
    dl.hit(f"seat:{seat}", r, name)


def match_total(client: SeatClient, scores: list[float] | None, seat: int, lang: str,
                key: str = "match_total") -> str:
    """A seat's running total of the match ("总分 +12", or the game's own words: ``key``; hands won
    when the game keeps no points: ``scores`` None), once a hand of it is over; "" before."""
    hands = client.hands()
    if not hands or (len(hands) == 1 and not client.is_over()):
        return ""
    if scores is None or seat >= len(scores):
        return t("wins", lang, n=client.wins()[seat])
    return t(key, lang, n=signed(float(scores[seat]), lang))


def series_text(client: SeatClient, scores: list[float] | None, names: list[str], lang: str,
                key: str = "match_total") -> str:
    """The result sheet's line of the match so far, its label said once: "总分: 你 +3  电脑1 -1 …"
    (or the game's own words: ``key``), or hands won when the game keeps no points."""
    if scores is None or len(scores) < len(names):
        return f"{t('series', lang)}: " + "  ".join(
            f"{n} {match_total(client, None, s, lang)}" for s, n in enumerate(names))
    head = t(key, lang, n="").strip()
    return f"{head}: " + "  ".join(f"{n} {signed(float(scores[s]), lang)}" for s, n in enumerate(names))


def signed(v: float, lang: str) -> str:
    """A score with its sign, short: +12, -3.5, +116.63万 (en: +1.17M)."""
    if abs(v) >= 10_000:
        if lang != "en":
            return f"{v / 10_000:+.2f}".rstrip("0").rstrip(".") + "万"
        return f"{v / 1e6:+.2f}M" if abs(v) >= 1e6 else f"{v / 1e3:+.1f}k"
    return f"{v:+.0f}" if v.is_integer() else f"{v:+.1f}"


def draw_top(dl: DisplayList, lay: Layout, plugin: GameUI, view: JSON, lang: str) -> None:
    """The top bar: the menu, the game's status chips (a tap explains one), the log button."""
    r = lay.top
    dl.rect(r, "rgba(20,16,12,0.35)")
    button(dl, "menu", Rect(6, r.y + 4, 48 if lay.phone else 72, r.h - 8),
           "☰" if lay.phone else f"☰ {t('menu', lang)}", "ghost", 16)
    chips = plugin.status(view)
    x = 58.0 if lay.phone else 90.0
    right_reserved = 64.0 if lay.phone or lay.log.w <= 0 else 12.0
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
        button(dl, "log", Rect(r.r - 54, r.y + 4, 48, r.h - 8), "☷", "ghost", 16)


def draw_me(dl: DisplayList, lay: Layout, c: SeatClient, me: int, seat_name: Callable[[int], str], info: SeatInfo,
            total: str, hint: str | None, lang: str) -> None:
    """The viewer's own strip: name, marks, match total, the game's lines, and what is asked of
    them (with their clock) or whom the table waits for."""
    r = lay.me
    acting = me in c.to_act() and not c.is_over()
    answered = acting and not c.is_bot(me) and not c.legal(me)
    acting = acting and not answered
    head = [seat_name(me) + ("".join(f"［{m}］" for m in info.marks))] + ([total] if total else [])
    txt = "  ·  ".join(head + info.lines + ([hint or t("your_turn", lang)] if acting else []))
    if not acting and not c.is_over():
        bot = c.bot_to_act()
        who = c.to_act()
        if answered:  # a window the table answers for this seat when it closes
            txt += "  ·  " + t("window", lang)
        elif bot is not None:
            txt += "  ·  " + t("thinking", lang, name=seat_name(bot))
        elif who:
            txt += "  ·  " + t("waiting_for", lang, name=seat_name(who[0]))
    if acting and draw_clock(dl, c, r.r - 14, r.cy, 12.0, me):
        draw_time_bar(dl, c, me, r)  # and a bar across the strip: missed by nobody
        r = Rect(r.x, r.y, r.w - 34, r.h)  # the text stops before the viewer's own ring
    size = 13.5 if lay.phone else 15.0
    x, align = (r.x + 2, "l") if lay.phone else (r.cx, "c")
    dl.text(x, r.cy, txt, fit_size(txt, size, r.w - 4), th.GOLD if acting else th.PAPER, align,
            "b" if acting else "n", "a", r.w - 4)
