"""The first-game tour: the first time a player opens a table of a game, three short steps point
at the hand, the action bar and the log. A tap goes on; "don't show again" ends it for every
game. Both are remembered in the settings (``tour_seen``: game ids; ``tour_off``)."""

from __future__ import annotations

from ..core.game import JSON
from . import theme as th
from .draw import DisplayList, wrap
from .geom import Rect
from .layout import Layout
from .screen import Shell
from .texts import T, t
from .widgets import button, button_width, panel, paragraph

STEPS = ("hand", "buttons", "log")
TEXT_SIZE = 16.0


def tour_due(settings: JSON, game_id: str) -> bool:
    """Whether a table of ``game_id`` should open with the tour."""
    if settings.get("tour_off"):
        return False
    seen = settings.get("tour_seen")
    return not (isinstance(seen, list) and game_id in seen)


def target(lay: Layout, step: str) -> Rect:
    """What a step points at; on a phone without a log strip, the log button of the top bar."""
    if step == "hand":
        return lay.hand
    if step == "buttons":
        return lay.buttons
    if lay.log.w > 0 and lay.log.h > 0:
        return lay.log
    return Rect(lay.top.r - 54, lay.top.y + 4, 48, lay.top.h - 8)


class Tour:
    def __init__(self, app: Shell, game_id: str) -> None:
        self.app = app
        self.game_id = game_id
        self.step = 0
        self.done = False

    def tap(self, hid: str) -> None:
        """Any tap goes on (the tour takes every tap while it shows); "tour:never" ends it for good."""
        if hid == "tour:never":
            self.app.settings["tour_off"] = True
            self._finish()
            return
        self.step += 1
        if self.step >= len(STEPS):
            self._finish()

    def _finish(self) -> None:
        seen = self.app.settings.get("tour_seen")
        seen = list(seen) if isinstance(seen, list) else []
        if self.game_id not in seen:
            seen.append(self.game_id)
        self.app.settings["tour_seen"] = seen
        self.app.save_settings()
        self.done = True

    def text(self) -> str:
        """The step's words: the game's own when it has them (花鸟风月 has no 过), else the shared."""
        step = STEPS[self.step]
        key = f"tour_{step}_{self.game_id}"
        return t(key if key in T else f"tour_{step}", self.app.lang)

    def box(self, lay: Layout, w: float, h: float) -> tuple[Rect, Rect, list[str]]:
        """The highlighted target, the callout beside it and the callout's lines."""
        tgt = target(lay, STEPS[self.step]).inset(-4)
        bw = min(w - 24, 400.0)
        lines = wrap(self.text(), TEXT_SIZE, bw - 32)
        bh = len(lines) * TEXT_SIZE * 1.45 + 24 + 52
        if tgt.w < w * 0.4 and tgt.x > w * 0.5:  # a side panel (the laptop's log): the callout beside it
            bx, by = max(12.0, tgt.x - bw - 16), min(h - bh - 12, max(12.0, tgt.cy - bh / 2))
        else:  # above the target when it is low on the screen, else below it
            bx = (w - bw) / 2
            low = tgt.y  # the hand's callout stays above the buttons too (it lay over 够级's 买牌 choices)
            if STEPS[self.step] == "hand" and lay.buttons.h > 0 and lay.buttons.cy < tgt.y:
                low = min(low, lay.buttons.y - 4)
            by = low - bh - 14 if tgt.cy > h * 0.5 else tgt.b + 14
            by = max(8.0, min(h - bh - 8, by))
        return tgt, Rect(bx, by, bw, bh), lines

    def draw(self, dl: DisplayList, lay: Layout, w: float, h: float) -> None:
        lang = self.app.lang
        tgt, r, _lines = self.box(lay, w, h)
        shade = "rgba(20,16,12,0.62)"
        top, bot = max(0.0, tgt.y), min(h, tgt.b)
        dl.rect(Rect(0, 0, w, top), shade)
        dl.rect(Rect(0, bot, w, h - bot), shade)
        dl.rect(Rect(0, top, max(0.0, tgt.x), bot - top), shade)
        dl.rect(Rect(tgt.r, top, max(0.0, w - tgt.r), bot - top), shade)
        dl.rect(tgt, None, th.GOLD, 3.0, 10)
        dl.hit("tour:next", Rect(0, 0, w, h), t("tour_next", lang, i=self.step + 1, n=len(STEPS)))
        panel(dl, r)
        body = Rect(r.x + 16, r.y + 12, r.w - 32, r.h - 64)
        paragraph(dl, body, self.text(), TEXT_SIZE, th.INK)
        more = t("tour_next", lang, i=self.step + 1, n=len(STEPS))
        dl.text(r.x + 16, r.b - 28, more, 13.5, th.CINNABAR, "l", "b", "a", r.w * 0.55)
        nw = min(r.w * 0.42, button_width(t("tour_never", lang), 14))
        button(dl, "tour:never", Rect(r.r - nw - 10, r.b - 48, nw, 40), t("tour_never", lang), "quiet", 14)
