"""What 快进到我 went past, said when it stops (pt34 #5, 093646-ff7: 电脑3 went from 20 cards to 头科 in one press, the
tricks between never seen; 多乐 shows every trick): each trick taken meanwhile as its winning play, and each seat going
out, in one toast as the table comes back to the player. Short, and after the moments (pt38 #1, 161128-ff: four lines
over 头科! and 轮到你): who went out, else the last trick taken; the log has every trick."""

from __future__ import annotations

from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import pick, tx
from ...plugin import TableView
from .log import LogUI, event_line

WORDS = {
    "took": tx("{line}，收牌", "{line}，收牌", "{line}, took the trick"),
    "head": tx("快进了 {n} 轮：", "快進了 {n} 輪：", "Skipped {n} tricks: "),
}
SHOWN = 2  # seats out said at most (the newest; the log has them all)
TOAST_S = 6.0


@dataclass
class Skipped:
    lines: list[str] = field(default_factory=list)  # what went by under 快进, in words: the tricks taken
    outs: list[str] = field(default_factory=list)  # ... the seats gone out
    tricks: int = 0
    last: dict[int, str] = field(default_factory=dict)  # each seat's latest play this trick, as the log says it

    def feed(self, ui: LogUI, ev: JSON, fast: bool) -> None:
        """An event as it comes: under 快进, a trick taken or a seat out is noted."""
        ty, seat = ev.get("type"), ev.get("seat")
        if ty == "play" and isinstance(seat, int):  # (the trick's plays before 快进 too: its winner's may be one)
            self.last[seat] = event_line(ui, ev) or ""
        if not fast or not isinstance(seat, int):
            self.last = {} if ty in ("trick_won", "redeal") else self.last
            return
        if ty == "trick_won":
            play = self.last.get(seat, "")
            self.lines.append(pick(WORDS["took"], ui.lang).format(line=play) if play else event_line(ui, ev) or "")
            self.tricks += 1
            self.last = {}
        elif ty == "out":
            self.outs.append(event_line(ui, ev) or "")

    def said(self, table: TableView, lang: str, wait: bool = False) -> None:
        """快进 is off again: what it went past in a toast, once, when no moment shows (``wait``: one callout at a time)."""
        if table.fast() or not (self.lines or self.outs) or wait:
            return
        lines, outs = [ln for ln in self.lines if ln], [ln for ln in self.outs if ln]
        self.lines, self.outs, tricks = [], [], self.tricks
        self.tricks = 0
        if table.client.is_over():  # (the finale and the sheet say the end; the log keeps the rest)
            return
        text = pick(WORDS["head"], lang).format(n=tricks) if tricks else ""
        text += ("；" if lang != "en" else "; ").join(outs[-SHOWN:] or lines[-1:])
        table.app.toast(text, TOAST_S)
