"""What covers the whole table: the menu (language, log, sound, rules, leave), the full log and the
hot-seat curtain."""

from __future__ import annotations

import math

from . import theme as th
from .draw import DisplayList, wrap
from .geom import Rect
from .texts import LANG_NAMES, t
from .widgets import button, button_width, panel


def draw_menu(dl: DisplayList, w: float, h: float, lang: str, muted: bool) -> None:
    dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.5)")
    dl.hit("overlay:close", Rect(0, 0, w, h))
    pw = min(w - 32, 420.0)
    r = Rect((w - pw) / 2, 70, pw, 438)
    panel(dl, r)
    dl.hit("overlay:panel", r)
    dl.text(r.cx, r.y + 28, t("menu", lang), 20, th.INK, "c", "b", "s")
    dl.text(r.x + 20, r.y + 64, t("language", lang), 14, th.INK_SOFT, "l")
    bw = (r.w - 40 - 16) / 3
    for i, (code, label) in enumerate(LANG_NAMES.items()):
        button(dl, f"lang:{code}", Rect(r.x + 20 + i * (bw + 8), r.y + 80, bw, 44), label,
               "selected" if code == lang else "normal", 15)
    button(dl, "menu:log", Rect(r.x + 20, r.y + 140, r.w - 40, 44), t("full_log", lang), "normal", 16)
    button(dl, "menu:mute", Rect(r.x + 20, r.y + 194, r.w - 40, 44),
           t("sound_off" if muted else "sound_on", lang), "normal", 16)
    button(dl, "menu:rules", Rect(r.x + 20, r.y + 248, r.w - 40, 44), t("rules", lang), "normal", 16)
    button(dl, "menu:leave", Rect(r.x + 20, r.y + 302, r.w - 40, 44), t("quit_match", lang), "normal", 16)
    button(dl, "overlay:close", Rect(r.x + 20, r.y + 368, r.w - 40, 48), t("close", lang), "primary", 16)


def draw_full_log(dl: DisplayList, w: float, h: float, lang: str, log: list[str], page: int) -> int:
    """The whole log in pages, newest last; returns ``page`` kept within the pages there are."""
    dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.5)")
    pw = min(w - 24, 640.0)
    r = Rect((w - pw) / 2, 20, pw, h - 40)
    panel(dl, r)
    dl.hit("overlay:panel", r)
    dl.text(r.cx, r.y + 26, t("full_log", lang), 19, th.INK, "c", "b", "s")
    body = Rect(r.x + 18, r.y + 52, r.w - 36, r.h - 52 - 72)
    size = 14.0
    lines: list[str] = []
    for ln in log:
        lines.extend(wrap(ln, size, body.w))
    per = max(1, int(body.h // (size * 1.5)))
    pages = max(1, math.ceil(len(lines) / per))
    page = max(0, min(page, pages - 1))
    start = max(0, len(lines) - per * (page + 1))
    chunk = lines[start:start + per] if page else lines[-per:]
    y = body.y + size * 0.75
    for ln in chunk:
        dl.text(body.x, y, ln, size, th.INK, "l", "n", "a", body.w)
        y += size * 1.5
    bw = (r.w - 52) / 3
    button(dl, "log:older", Rect(r.x + 18, r.b - 62, bw, 46), t("prev_page", lang), "normal", 15, page < pages - 1)
    button(dl, "log:newer", Rect(r.x + 26 + bw, r.b - 62, bw, 46), t("next_page", lang), "normal", 15, page > 0)
    button(dl, "overlay:close", Rect(r.x + 34 + 2 * bw, r.b - 62, bw, 46), t("close", lang), "primary", 15)
    return page


def draw_curtain(dl: DisplayList, w: float, h: float, lang: str, name: str) -> None:
    """Hot-seat: the table hidden until ``name`` says they hold the device."""
    dl.gradient(Rect(0, 0, w, h), th.PAPER, th.PAPER_DARK)
    cy = h * 0.38
    dl.text(w / 2, cy - 40, t("pass_device", lang), 20, th.INK_SOFT, "c", "n", "s")
    dl.text(w / 2, cy + 10, name, 40, th.INK, "c", "b", "s")
    dl.text(w / 2, cy + 56, t("hidden_hand", lang), 14, th.INK_FAINT, "c")
    label = t("i_am", lang, name=name)
    bw = min(w - 40, button_width(label, 18) + 20)
    button(dl, "curtain", Rect((w - bw) / 2, cy + 100, bw, 52), label, "primary", 18)
