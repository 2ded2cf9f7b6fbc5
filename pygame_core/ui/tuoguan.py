"""托管 (auto-play) at a table that times by the rules (``pygame_core/games/<id>/table.py``): two of
the player's prompts in a row that ran out of time hand their seat to the table (the game's
``auto_answer`` says what it plays) until the player presses 取消托管 on the bar drawn at the top of
the hand. The clock itself is the master's; this watches it frame by frame. One for every game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core.i18n import pick, tx
from ..table.client import SeatClient
from . import theme as th
from .draw import DisplayList, text_width
from .geom import Rect, gaps

TIMEOUTS = 2  # prompts in a row that ran out before 托管
BAR_H = 48.0  # the bar at the top of the hand (a game that keeps its cards in sight leaves it room)
HIT = "tuoguan:off"
LATE_S = 1.0  # a press this close before a prompt ended answered it: not a timeout
TEXTS = {
    "mark": tx("托管", "託管", "Auto"),  # beside the seat's name
    "on": tx("托管", "託管", "Auto-play"),  # the callout of each answer it sends
    "off": tx("取消托管", "取消託管", "Stop auto-play"),
    "bar": tx("托管中 · 电脑代你出牌", "託管中 · 電腦代你出牌", "Auto-play: the computer plays for you"),
    "why": tx("两次超时：已托管，按「取消托管」收回", "兩次超時：已託管，按「取消託管」收回",
              "Two timeouts: auto-play is on until you stop it"),
}


def text(key: str, lang: str) -> str:
    return pick(TEXTS[key], lang)


def offered(auto: Tuoguan | None, seated: bool) -> bool | None:
    """Whether the game's 托管 is on, when the table menu offers it (a seated viewer's hand under way)."""
    return auto.on if auto is not None and seated else None


@dataclass
class Tuoguan:
    on: bool = False
    timeouts: int = 0
    last: tuple[float, bool] | None = None  # the viewer's time left last frame, and whether it ran out
    pressed_at: float = -1e9  # the player's last press on a button or card (an answer, not a timeout)
    table_at: float = -1e9  # when the table last answered the player's prompt itself (table_bar.Autopilot)
    asked: bool = False  # the prompt watched offers the player something to press (not a window the table closes)
    placed: Rect | None = field(default=None, compare=False)  # where 取消托管 was last drawn

    def watch(self, client: SeatClient, viewer: int | None, now: float) -> bool:
        """Called every frame; True when this frame turned 托管 on. A prompt is over when the
        viewer's clock goes or a fresh one starts."""
        acting = viewer is not None and viewer in client.to_act() and not client.is_over()
        rem = client.remaining(viewer) if acting and viewer is not None else None
        last = self.last
        started = False
        if last is not None and (rem is None or rem > last[0] + 0.5):
            answered = now - self.pressed_at < LATE_S
            if last[1] and not answered:
                self.timeouts += 1
            elif answered or self.asked and now - self.table_at >= LATE_S:
                self.timeouts = 0  # the player's own answer (a tap, a key); one the table made leaves the count
            if self.timeouts >= TIMEOUTS and not self.on:  # (play-test 38 跑胡子 #4: a forced 偎 between two timeouts)
                self.on = started = True
        if rem is not None and viewer is not None and (last is None or rem > last[0] + 0.5):
            self.asked = bool(client.legal(viewer))  # a new prompt: a window the table closes asks nothing
        self.last = None if rem is None else (rem, rem <= 0.3 or (last is not None and last[1] and rem <= last[0]))
        return started

    def stop(self) -> None:
        self.on, self.timeouts = False, 0

    def toggle(self) -> None:
        """The menu's 托管 / 取消托管: on by hand, the game answers the viewer's prompts from now on."""
        if self.on:
            self.stop()
        else:
            self.on = True

    def draw(self, dl: DisplayList, area: Rect, lang: str, keep: Sequence[Rect] = ()) -> None:
        """The bar at the top of ``area`` with its own 取消托管: seen and undone whatever the action
        bar shows. It leaves ``keep`` (buttons that still work meanwhile, e.g. 快进) in sight: it takes
        a stretch of its row between them, with a shorter line (or none) where the full one does not
        fit, and the whole row when no stretch has room for 取消托管. The button sits at the stretch's
        left, and stays where it was while its stretch still has room: 快进 coming and going no longer
        moves it under the finger (跑胡子 play-test 34 #2: from x 441 to 1043 between two taps)."""
        row = Rect(area.x + 4, area.y + 2, area.w - 8, BAR_H)
        label = text("off", lang)
        bw = max(108.0, text_width(label, 17) + 32)
        mark = text_width(text("mark", lang), 16) + 34
        room = [g for g in gaps(row, keep) if g.w >= bw + 12]
        was = self.placed
        def holds(g: Rect) -> bool:   # the stretch still has the button where it was drawn
            return was is not None and g.x < was.x and was.r < g.r and was.y == g.y + 6 and was.w == bw
        bar = next((g for g in room if holds(g)), None) or max(room, key=lambda g: (g.w >= bw + mark, g.w),
                                                                default=row)
        x = was.x if was is not None and holds(bar) else bar.x + 6
        btn = Rect(x, bar.y + 6, bw, bar.h - 12)
        self.placed = btn
        words = text("bar", lang)
        right = bar.r - btn.r - 16   # the line's room beside the button
        if text_width(words, 16) > right:
            words = text("mark", lang) if text_width(text("mark", lang), 16) <= right else ""
        dl.rect(bar, "rgba(20,16,12,0.86)", th.GOLD, 1.5, 10)
        if words:
            dl.text_in(Rect(btn.r + 10, bar.y, right, bar.h), words, 16, th.GOLD, align="l", weight="b")
        dl.rect(btn, th.CINNABAR, None, 1.0, 10)
        dl.text_in(btn, label, 17, th.WHITE, weight="b")
        dl.hit(HIT, btn.inset(-2, -4), label)
