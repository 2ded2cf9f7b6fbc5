"""What covers the whole table: the menu (language, bot speed, log, sound, rules, leave), the full
log, a question before an action that cannot be undone, a chip's one-line explanation and the
hot-seat curtain."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol

from ..core.game import JSON
from ..core.i18n import Text, pick, tx
from ..table.client import SeatClient
from . import theme as th
from . import tuoguan
from .draw import DisplayList, fit_size, text_width, wrap
from .geom import Rect
from .texts import LANG_NAMES, t
from .widgets import button, button_width, panel

# the full log before anything is logged (play-test 40, 够级's 预点: a blank page read as broken)
EMPTY_LOG = tx("还没有记录：每一手出牌都会记在这里", "還沒有記錄：每一手出牌都會記在這裡", "Nothing yet: every play is logged here")
SPEEDS = ("slow", "normal", "fast")  # the bot speeds a player chooses (start screen, table menu)


def draw_menu(dl: DisplayList, w: float, h: float, lang: str, muted: bool, speed: str | None,
              auto: bool | None = None, paused: bool = False, timers: bool | None = None) -> None:
    """``speed``: the bot speed setting, offered when this table's bots move here (None: not);
    ``timers``: the rule timers' switch, offered where this device may flip it (None: not);
    ``auto``: whether the game's 托管 is on (None: not offered); ``paused``: the table waits under the
    menu, and the title says so (play-test 6: two testers took the menu for one that plays on). A
    window too low for one column (a phone on its side) gets two: the choices, then the rest."""
    dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.5)")
    dl.hit("overlay:close", Rect(0, 0, w, h))
    rows = [(t("language", lang), [(f"lang:{c}", name, c == lang) for c, name in LANG_NAMES.items()])]
    if speed is not None:
        rows.append((f"{t('speed', lang)} · {t('speed_hint', lang)}",
                     [(f"speed:{k}", t(f"speed_{k}", lang), k == speed) for k in SPEEDS]))
    if timers is not None:
        rows.append((t("timers", lang), [("timers:off", t("timers_off", lang), not timers),
                                         ("timers:on", t("timers_on", lang), timers)]))
    items = [("menu:log", t("full_log", lang)), ("menu:mute", t("sound_off" if muted else "sound_on", lang)),
             ("menu:rules", t("rules", lang)), ("menu:leave", t("quit_match", lang))]
    if auto is not None:  # last: when the hand ends and it goes, no other item moves under a finger
        items.append(("menu:auto", tuoguan.text("off" if auto else "on", lang)))  # (play-test 17)
    slots = len(items) + (auto is None)  # laid out with the 托管 row's room: nothing moves when it goes
    left_h, right_h = 76.0 * len(rows), 54.0 * slots + 60
    two = left_h + right_h + 64 > h - 16 and w >= 560
    tight = not two and left_h + right_h + 64 > h - 16  # a small phone (320x568): rows and items close up
    row_h = 60.0 if tight else 76.0
    left_h = row_h * len(rows)
    # a phone on its side: the items close up so that 关闭 shows whole (5 items at 54 px cut it off at 390 px)
    step = max(46.0, min(54.0, (h - 140) / slots)) if two else 48.0 if tight else 54.0
    # the panel and 关闭 as if the 托管 row were there: 关闭 stays put as it comes and goes (play-test 37, 跑胡子
    # 152703: 关闭 dropped 54 px when 托管's row came, and a tap at its old place turned 托管 back on)
    full_h = step * slots + 60
    pw = min(w - 32, 820.0 if two else 420.0)
    ph = 64 + (max(left_h, full_h) if two else left_h + full_h)
    top = (h - 64 - (max(left_h, full_h) if two else left_h + full_h)) / 2
    r = Rect((w - pw) / 2, max(8.0, min(70.0, top)), pw, ph)
    panel(dl, r)
    dl.hit("overlay:panel", r)
    dl.text(r.cx, r.y + 28, t("menu_paused" if paused else "menu", lang), 20, th.INK, "c", "b", "s", r.w - 24)
    cw = (r.w - 60) / 2 if two else r.w - 40
    x, y = r.x + 20, r.y + 64
    for label, row in rows:
        dl.text(x, y, label, 14, th.INK_SOFT, "l", "n", "a", cw)
        bw = (cw - 8 * (len(row) - 1)) / len(row)
        for i, (hid, text, on) in enumerate(row):
            button(dl, hid, Rect(x + i * (bw + 8), y + (14 if tight else 16), bw, 42 if tight else 44), text,
                   "selected" if on else "normal", 15)
        y += row_h
    if two:
        x, y = r.x + 40 + cw, r.y + 56
    for i, (hid, text) in enumerate(items):
        button(dl, hid, Rect(x, y + step * i, cw, min(44.0, step - 8)), text, "normal", 16)
    button(dl, "overlay:close", Rect(x, y + step * slots + 12, cw, 48), t("close", lang), "primary", 16)


class Settings(Protocol):
    settings: JSON

    def save_settings(self) -> None: ...


def choose(app: Settings, client: SeatClient, hid: str, delay: Callable[[JSON], float]) -> None:
    """A setting chosen in the menu, remembered for the next table and taken up by this one from
    now: the bot speed (``delay``: the seconds a bot waits under the settings), the rule timers."""
    key, _, value = hid.partition(":")
    if key == "speed" and value in SPEEDS:
        app.settings["speed"] = value
        client.set_bot_delay(delay(app.settings))
    elif key == "timers" and client.timers() is not None:
        app.settings["timers"] = value == "on"
        client.set_timers(value == "on")
    else:
        return
    app.save_settings()


class EndFrame(Protocol):
    """What the result sheet asks of a game (GameUI's attributes; the lobby draws questions from this
    module before any game's UI is imported)."""
    END_W: float
    END_TITLE: Text | None


def draw_end_frame(dl: DisplayList, w: float, h: float, lang: str, body_h: float, bar: Rect, series: str,
                   replay: bool, body: Callable[[Rect], None], game: EndFrame, top: float = 0.0,
                   next_label: Text | None = None) -> None:
    """The result sheet round the game's own ``body`` (drawn in the rect it is given): title (the
    game's END_TITLE, else 本局结束), the match so far (none: ``series`` empty, the body says it), 下一局 /
    回放 / 回主页 (``next_label``: the game's word for 下一局, e.g. 再来一场). The sheet keeps off the action bar's rows: 下一局 is never where the next hand's first
    prompt shows. The table's top bar (``top`` high) stays lit and live above it: its menu, log and
    sound answer, so none of them may look dimmed under the sheet (play-test 24, 跑胡子: a tap on the dimmed
    🔊 muted)."""
    pw = min(w - 24, game.END_W)  # (a game may ask for a wider sheet)
    lines = [series] if series else []  # the match so far, its label included (table_seats.series_text)
    parts = series.split("  ")
    if fit_size(series, 13, pw - 40) < 11 and len(parts) > 1:  # two readable lines, not one of 7 px
        half = (len(parts) + 1) // 2
        lines = ["  ".join(parts[:half]), "  ".join(parts[half:])]
    more = 16 * (len(lines) - 1)
    ph = min(h - top - 16, body_h + 150 + more)
    r = Rect((w - pw) / 2, max(top + 6, (h - ph) / 2), pw, ph)
    if r.b - 64 < bar.b and r.b > bar.y:
        r = r.move(0, max(top + 6 - r.y, bar.y - 8 - r.b))
    dl.rect(Rect(0, top, w, h - top), "rgba(20,16,12,0.45)")
    # the sheet takes every tap under the top bar: one meant for it never reaches what the table drew
    # under it (play-test 21, 花鸟风月: a tag's bubble over 下一局)
    dl.hit("end:cover", Rect(0, top, w, h - top))
    # a laptop's log column beside the sheet keeps its 完整记录 lit and live: the full log opens over the
    # sheet and closes back to it (play-test 39, 花鸟风月 #5: a tap on it met the cover and did nothing)
    full = t("full_log", lang)
    for hit in [x for x in dl.hits if x.id == "log" and x.label == full and x.rect.y >= top and not x.rect.intersects(r)]:
        button(dl, "log", hit.rect, full, "quiet", 12)
    panel(dl, r)
    dl.text(r.cx, r.y + 26, pick(game.END_TITLE, lang) if game.END_TITLE else t("hand_over", lang), 20, th.INK,
            "c", "b", "s")
    body(Rect(r.x + 20, r.y + 48, r.w - 40, r.h - 150 - more))
    for i, line in enumerate(lines):
        dl.text(r.cx, r.b - 86 - more + 16 * i, line, fit_size(line, 13, r.w - 40), th.INK_SOFT, "c", "n", "a",
                r.w - 30)
    ends = [("end:next", "next_hand", "primary")] + ([("end:replay", "replay", "normal")] if replay else []) + \
        [("end:menu", "to_menu", "normal")]
    bw = (r.w - 40 - 12 * (len(ends) - 1)) / len(ends)
    for i, (hid, key, style) in enumerate(ends):
        label = pick(next_label, lang) if hid == "end:next" and next_label else t(key, lang)
        button(dl, hid, Rect(r.x + 20 + i * (bw + 12), r.b - 64, bw, 48), label, style, fit_size(label, 17, bw - 12))


def draw_question(dl: DisplayList, w: float, h: float, lang: str, question: str, avoid: Rect) -> None:
    """A question with 取消 and 确定, away from ``avoid`` (the action bar): the tap that asked it,
    repeated, lands on neither answer."""
    dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.5)")
    dl.hit("ask:no", Rect(0, 0, w, h))
    pw = min(w - 32, 400.0)
    lines = wrap(question, 17, pw - 40)
    ph = 26 * len(lines) + 104
    y = max(12.0, min(h * 0.22, avoid.y - ph - 24))
    r = Rect((w - pw) / 2, y, pw, ph)
    panel(dl, r)
    dl.hit("ask:panel", r)
    for i, ln in enumerate(lines):
        dl.text(r.cx, r.y + 28 + 26 * i, ln, 17, th.INK, "c", "b", "a", pw - 40)  # (sans: a serif 一 read as a dot)
    bw = (r.w - 52) / 2
    button(dl, "ask:no", Rect(r.x + 20, r.b - 64, bw, 48), t("cancel", lang), "normal", 16)
    button(dl, "ask:yes", Rect(r.x + 32 + bw, r.b - 64, bw, 48), t("ok", lang), "primary", 16)


def draw_bubble(dl: DisplayList, w: float, h: float, bubble: tuple[Rect, str],
                tips: dict[str, tuple[Rect, str]]) -> tuple[Rect, str] | None:
    """A chip's explanation in a small bubble under it (above it near the bottom); the next tap,
    wherever it lands, closes it, and acts unless it lands on the bubble or its chip. Its words are
    the chip's as drawn now (跑胡子 play-test 34 #4: '亮 0/9 格' after the bowl lit ×2); a chip no longer
    drawn where it was closes it (None)."""
    live = next((tip for tip in tips.values() if tip[0] == bubble[0]), None)
    if live is None:
        return None
    at, text = live
    size = 13.5
    bw = min(w - 16, 300.0)
    lines = wrap(text, size, bw - 24)
    bw = min(bw, max((text_width(ln, size) for ln in lines), default=0.0) + 24)
    bh = len(lines) * size * 1.45 + 18
    x = max(8.0, min(w - bw - 8, at.cx - bw / 2))
    y = at.b + 8 if at.b + 8 + bh < h - 8 else max(8.0, at.y - 8 - bh)
    r = Rect(x, y, bw, bh)
    dl.shadow(10, "rgba(20,16,12,0.35)", 0, 3)
    dl.rect(r, th.INK, None, 1.0, 10)
    dl.shadow(0)
    dl.rect(at.inset(-2), None, th.GOLD, 1.5, min(at.h / 2 + 2, 14.0))
    ty = r.y + 9 + size * 0.72
    for ln in lines:
        dl.text(r.x + 12, ty, ln, size, th.PAPER, "l", "n", "a", bw - 24)
        ty += size * 1.45
    dl.hit("bubble", r, text)
    return live


def draw_full_log(dl: DisplayList, w: float, h: float, lang: str, log: list[str], page: int,
                  strong: Callable[[str], bool] = lambda ln: False, paused: bool = False) -> int:
    """The whole log in pages, newest last; returns ``page`` kept within the pages there are. Lines
    the game calls ``strong`` (跑胡子's wins among a 血流 hand's hundred draws) stand out. ``paused``:
    the table waits under it, and the title says so (play-test 11 read the turns up to the moment it
    opened as turns played behind it)."""
    dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.5)")
    pw = min(w - 24, 640.0)
    r = Rect((w - pw) / 2, 20, pw, h - 40)
    panel(dl, r)
    dl.hit("overlay:panel", r)
    dl.text(r.cx, r.y + 26, t("full_log_paused" if paused else "full_log", lang), 19, th.INK, "c", "b", "s",
            r.w - 24)
    body = Rect(r.x + 18, r.y + 52, r.w - 36, r.h - 52 - 72)
    size = 14.0
    lines: list[tuple[str, bool]] = []
    for ln in log:
        lines.extend((part, strong(ln)) for part in wrap(ln, size, body.w))
    per = max(1, int(body.h // (size * 1.5)))
    pages = max(1, math.ceil(len(lines) / per))
    page = max(0, min(page, pages - 1))
    start = max(0, len(lines) - per * (page + 1))
    chunk = lines[start:start + per] if page else lines[-per:]
    y = body.y + size * 0.75
    if not lines:
        dl.text(body.cx, body.y + body.h * 0.3, pick(EMPTY_LOG, lang), 15.0, th.INK_SOFT, "c", "n", "s", body.w)
    for ln, bold in chunk:
        dl.text(body.x, y, ln, size, th.CINNABAR if bold else th.INK, "l", "b" if bold else "n", "a", body.w)
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
