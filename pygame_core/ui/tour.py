"""The first-game tour: the first time a player opens a table of a game, one card names the hand,
the action bar and the log, each outlined and numbered on the table itself; one tap closes it
(play-tests 15-16: three cards, three taps, and 够级's held the first trick). "Don't show again"
ends it for every game. Both are remembered in the settings (``tour_seen``: game ids; ``tour_off``)."""

from __future__ import annotations

from ..core.game import JSON
from . import theme as th
from .draw import DisplayList, wrap
from .geom import Rect
from .layout import Layout
from .screen import Shell
from .texts import T, t
from .widgets import button, button_width, panel

STEPS = ("hand", "buttons", "log")  # the parts the card names, in its order
TEXT_SIZE = 15.0
LINE_H = TEXT_SIZE * 1.45
BADGE = 11.0  # a part's number: a gold disc of this radius, on the table and on the card
FOOT = 58.0   # the card's foot: its two buttons


def tour_due(settings: JSON, game_id: str) -> bool:
    """Whether a table of ``game_id`` should open with the tour."""
    if settings.get("tour_off"):
        return False
    seen = settings.get("tour_seen")
    return not (isinstance(seen, list) and game_id in seen)


def target(lay: Layout, step: str, log_covered: bool = False) -> Rect:
    """What a part is on the table; on a phone without a log strip, or whose strip the game covers
    (``log_covered``: 跑胡子's 记牌器), the log button of the top bar."""
    if step == "hand":
        return lay.hand
    if step == "buttons":
        return lay.buttons
    if lay.log.w > 0 and lay.log.h > 0 and not log_covered:
        return lay.log
    return Rect(lay.top.r - 54, lay.top.y + 4, 48, lay.top.h - 8)


def _area(a: Rect, b: Rect) -> float:
    return max(0.0, min(a.r, b.r) - max(a.x, b.x)) * max(0.0, min(a.b, b.b) - max(a.y, b.y))


def shade_around(holes: list[Rect], w: float, h: float) -> list[Rect]:
    """Rects that cover the screen but the holes (so the parts named stay bright): bands between
    the holes' edges, each cut where a hole crosses it."""
    ys = sorted({0.0, h, *(max(0.0, min(h, y)) for r in holes for y in (r.y, r.b))})
    out: list[Rect] = []
    for y0, y1 in zip(ys, ys[1:], strict=False):
        if y1 <= y0:
            continue
        x = 0.0
        for r in sorted((r for r in holes if r.y < y1 and y0 < r.b), key=lambda r: r.x):
            if r.x > x:
                out.append(Rect(x, y0, r.x - x, y1 - y0))
            x = max(x, r.r)
        if x < w:
            out.append(Rect(x, y0, w - x, y1 - y0))
    return out


class Tour:
    def __init__(self, app: Shell, game_id: str) -> None:
        self.app = app
        self.game_id = game_id
        self.step = 0  # 0 while the card shows (the table's state says so)
        self.done = False
        self.noted = False  # remembered as seen: it has shown once (a reload with it open does not bring it back)

    def tap(self, hid: str) -> None:
        """Any tap closes it (the tour takes every tap while it shows); "tour:never" ends it for good."""
        if hid == "tour:never":
            self.app.settings["tour_off"] = True
        self._finish()

    def _finish(self) -> None:
        self._note()
        self.app.save_settings()  # tour_off too
        self.done = True

    def _note(self) -> None:
        """Remember this game's tour as seen, the first time it shows (play-test 19, 跑胡子: a reload
        with the coach mark open brought it back; the apps show one once)."""
        if self.noted:
            return
        seen = self.app.settings.get("tour_seen")
        seen = list(seen) if isinstance(seen, list) else []
        if self.game_id not in seen:
            seen.append(self.game_id)
        self.app.settings["tour_seen"] = seen
        self.app.save_settings()
        self.noted = True

    def text(self, step: str) -> str:
        """A part's words: the game's own when it has them (花鸟风月 has no 过), else the shared."""
        key = f"tour_{step}_{self.game_id}"
        return t(key if key in T else f"tour_{step}", self.app.lang)

    def box(self, lay: Layout, w: float, h: float, log_covered: bool = False) -> tuple[list[Rect], Rect, list[list[str]]]:
        """The parts on the table, the card and each part's lines on it. The card goes where it
        covers the least of the parts (nearest the upper third of the screen among equals)."""
        parts = [target(lay, s, log_covered).inset(-4) for s in STEPS]
        log = parts[2]
        side = log.w < w * 0.4 and log.x > w * 0.5 and log.h > h * 0.4  # the laptop's log column
        room = log.x if side else w  # the card stays left of a log column
        bw = min(room - 24, 460.0)
        lines = [wrap(self.text(s), TEXT_SIZE, bw - 32 - 2 * BADGE - 10) for s in STEPS]
        bh = 16 + sum(len(ls) * LINE_H + 8 for ls in lines) + FOOT
        bx = (room - bw) / 2
        best: tuple[float, float, float] | None = None
        y = 8.0
        while y <= h - bh - 8:
            r = Rect(bx, y, bw, bh)
            cost = (sum(_area(r, p) for p in parts if p.w > 0 and p.h > 0), abs(y + bh / 2 - h * 0.33))
            if best is None or cost < best[:2]:
                best = (*cost, y)
            y += 8
        by = best[2] if best is not None else max(8.0, (h - bh) / 2)
        return parts, Rect(bx, by, bw, bh), lines

    def draw(self, dl: DisplayList, lay: Layout, w: float, h: float, log_covered: bool = False) -> None:
        self._note()
        lang = self.app.lang
        parts, r, lines = self.box(lay, w, h, log_covered)
        shown = [p for p in parts if p.w > 0 and p.h > 0]
        for s in shade_around(shown, w, h):
            dl.rect(s, "rgba(20,16,12,0.62)")
        for p in shown:
            dl.rect(p, None, th.GOLD, 3.0, 10)
        for i, p in enumerate(parts):  # over every rim (the hand's meets the bar's)
            if p.w > 0 and p.h > 0:
                self._badge(dl, max(BADGE + 2, p.x + BADGE + 6), max(BADGE + 2, p.y), i)
        dl.hit("tour:next", Rect(0, 0, w, h), t("tour_done", lang))
        panel(dl, r)
        y = r.y + 16
        for i, ls in enumerate(lines):
            self._badge(dl, r.x + 16 + BADGE, y + LINE_H / 2, i)
            for k, ln in enumerate(ls):
                dl.text(r.x + 26 + 2 * BADGE, y + LINE_H * (k + 0.5), ln, TEXT_SIZE, th.INK, "l", "m", "a")
            y += len(ls) * LINE_H + 8
        nw = min(r.w * 0.42, button_width(t("tour_never", lang), 14))
        dw = min(r.w - nw - 36, max(120.0, button_width(t("tour_done", lang), 16)))
        button(dl, "tour:next", Rect(r.x + 14, r.b - 50, dw, 40), t("tour_done", lang), "primary", 16)
        button(dl, "tour:never", Rect(r.r - nw - 12, r.b - 48, nw, 40), t("tour_never", lang), "quiet", 14)

    @staticmethod
    def _badge(dl: DisplayList, cx: float, cy: float, i: int) -> None:
        dl.circle(cx, cy, BADGE, th.GOLD)
        dl.text(cx, cy, str(i + 1), 13, th.INK, "c", "m", "s")
