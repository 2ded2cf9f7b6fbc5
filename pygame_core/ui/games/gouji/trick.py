"""本轮: the round on the table as a short strip of lines, who played what in order, on a laptop's felt
right of the player's own play (pt12 D1: whole rounds went by between the player's turns, the felt kept
the log's last lines, mixed across rounds, and 上一轮 had to be pressed to see one). A title says which
round it is ("本轮", or "上一轮 · 电脑1 收牌" once taken, till the next round's first play); the plays and
what they did (开点, 捎, 扣牌, going out), not the passes (each stands at its seat as a word: in the lines
they hid the plays, "… 还有 7 手"); the lead stays when the round is longer than the room."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ... import theme as th
from ...draw import DisplayList, fit_size
from ...geom import Rect

WORDS: dict[str, Text] = {
    "now": tx("本轮", "本輪", "This trick"),
    "taken": tx("上一轮 · {name} 收牌", "上一輪 · {name} 收牌", "Last trick · {name} took it"),
    "more": tx("… 还有 {n} 手", "… 還有 {n} 手", "… {n} more"),
}
# the events of a round the strip says (a 开点, 捎 or going out is part of its story; the deal's are not)
KINDS = ("play", "last_word", "open_pending", "opened", "open_lapsed", "forfeited", "shao", "out", "attempt_failed",
         "bie3_revealed", "chaos")
LINE_H = 19.0
TITLE = th.GOLD


@dataclass
class Trail:
    """The round's events, in order, as they came (``feed``); ``taken_by``: the seat that took it, while no
    play has begun the next."""

    events: list[JSON] = field(default_factory=list)
    taken_by: int = -1

    def feed(self, ev: JSON) -> None:
        ty = ev.get("type")
        if ty == "play" and self.taken_by >= 0:  # the next round's first play: a new strip
            self.events, self.taken_by = [], -1
        if ty == "trick_won":
            seat = ev.get("seat")
            self.taken_by = seat if isinstance(seat, int) else -1
        elif ty == "redeal":
            self.clear()
        elif ty in KINDS:
            self.events.append(ev)

    def clear(self) -> None:
        self.events, self.taken_by = [], -1

    def lines(self, line: Callable[[JSON], str | None], name: Callable[[int], str], lang: str) -> list[str]:
        """The title, then one line an event (``line``: the log's); none before the round's first."""
        title = pick(WORDS["taken"], lang).format(name=name(self.taken_by)) if self.taken_by >= 0 \
            else pick(WORDS["now"], lang)
        out = [text for ev in self.events if (text := line(ev))]
        return [title, *out] if out else []


def fit_lines(lines: list[str], room: int, lang: str) -> list[str]:
    """The lines that fit ``room`` rows: the title, the lead (who began the round, what to beat), a
    "… 还有 n 手" and the newest."""
    if len(lines) <= room:
        return lines
    if room < 4:  # the title and the newest
        return [lines[0], *lines[len(lines) - room + 1:]] if room >= 2 else []
    keep = room - 3  # (the title, the lead and the "…" line)
    hidden = len(lines) - 2 - keep
    return [lines[0], lines[1], pick(WORDS["more"], lang).format(n=hidden), *lines[-keep:]]


def draw_trail(dl: DisplayList, area: Rect, lines: list[str], lang: str) -> Rect | None:
    """The strip in ``area``, top down, the title in gold, the newest line brightest; returns where it drew (a seat's
    callout keeps off it: pt31 #2, 052143-s3, '电脑1 打死 电脑4!' lay on its lines)."""
    shown = fit_lines(lines, int(area.h // LINE_H), lang)
    if not shown or area.w < 120:
        return None
    y = area.b - LINE_H * len(shown) + LINE_H / 2  # (the newest at the foot, by the player's own play)
    for k, text in enumerate(shown):
        size = max(11.0, fit_size(text, 15.5, area.w))  # (read at a glance from the hand: pt13 wanted the
        age = len(shown) - 1 - k  # plays between its turns followed; pt15: "grey, ~13 px, hard to read")
        colour = TITLE if k == 0 else f"rgba(244,236,220,{(1.0, 0.9, 0.8, 0.72)[min(age, 3)]})"
        dl.text(area.x, y + LINE_H * k, text, size if k else min(size, 15.0), colour, "l", "b", "a", area.w)
    return Rect(area.x, area.b - LINE_H * len(shown), area.w, LINE_H * len(shown))
