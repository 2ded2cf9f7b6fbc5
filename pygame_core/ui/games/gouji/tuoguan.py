"""托管 at the 够级 table: when the table times by the rules (pygame_core/games/gouji/table.py), two
prompts in a row that ran out of time hand the player's seat to the table's hint (the rule bot) until
the player presses 取消托管 on the bar drawn over the hand. The clock itself is the shared table's
(a ring on the acting seat); this counts the timeouts frame by frame, as 跑胡子's table does."""

from __future__ import annotations

from dataclasses import dataclass

from ....core.game import Action
from ... import theme as th
from ...draw import DisplayList, text_width
from ...geom import Rect

TIMEOUTS = 2  # prompts in a row that ran out before 托管
DECLINES = ({"a": "skip"}, {"a": "decline"})  # 托管 never bets (预点/明点) nor declares 革命 for a player
HIT = "gj:tuoguan"


@dataclass
class Tuoguan:
    on: bool = False
    timeouts: int = 0
    last: tuple[float, bool] | None = None  # the viewer's time left last frame, and whether it ran out
    pressed_at: float = -1e9  # the player's last press on a button or card (an answer, not a timeout)

    def watch(self, rem: float | None, now: float) -> bool:
        """Fed the viewer's time left every frame (None: no clock runs for them); True when this
        frame turned 托管 on. A prompt is over when the clock goes or a fresh one starts."""
        last = self.last
        started = False
        if last is not None and (rem is None or rem > last[0] + 0.5):
            answered = now - self.pressed_at < 1.0  # a press in the last moment answered it
            self.timeouts = self.timeouts + 1 if last[1] and not answered else 0
            if self.timeouts >= TIMEOUTS and not self.on:
                self.on = started = True
        self.last = None if rem is None else (rem, rem <= 0.3 or (last is not None and last[1] and rem <= last[0]))
        return started

    def stop(self) -> None:
        self.on, self.timeouts = False, 0

    def choose(self, legal: list[Action], hint: Action | None) -> Action:
        """What 托管 answers: a call or 革命 declined, anything else the hint's choice."""
        decline = next((a for a in legal if a in DECLINES), None)
        return decline or hint or legal[0]

    def draw(self, dl: DisplayList, area: Rect, text: str, label: str) -> None:
        """A bar over the hand (not the player's to play meanwhile) with its own 取消托管, seen and
        undone whatever the action bar shows."""
        bar = Rect(area.x + 4, area.y + 4, area.w - 8, 52)
        dl.rect(bar, "rgba(20,16,12,0.86)", th.GOLD, 1.5, 10)
        bw = max(108.0, text_width(label, 17) + 32)
        btn = Rect(bar.r - bw - 6, bar.y + 6, bw, bar.h - 12)
        dl.text_in(Rect(bar.x + 10, bar.y, btn.x - bar.x - 16, bar.h), text, 16, th.GOLD, align="l", weight="b")
        dl.rect(btn, th.CINNABAR, None, 1.0, 10)
        dl.text_in(btn, label, 17, th.WHITE, weight="b")
        dl.hit(HIT, btn.inset(-2, -4), label)
