"""花鳥風月's "since your turn": what the others did since the player last acted, in order, by the
player's own spot while the player decides (play-test 8: three bot turns, a combo, everyone
drawing and a forced discard went by before the player touched anything; the apps keep a short
review of the last round). A laptop's lies on the bare felt left of the player's spot; a phone's
is said in its message slot as the turn comes."""

from __future__ import annotations

from collections.abc import Callable

from ...core.game import JSON
from ...core.i18n import tx
from .. import theme as th
from ..draw import DisplayList, fit_size
from ..geom import Rect

TITLE = tx("上一轮", "上一輪", "Since your turn")
MOST = 6  # lines kept: the newest
RECAP_SAY_S = 3.5  # a phone's recap in its message slot: two lines to read
SAID = ("play", "skip", "discard", "give", "pass", "take", "skip_added")


class Recap:
    """The others' moves since the viewer's own, one short line each (the log's words), kept as the
    moves themselves and said in the table's language when shown (play-test 11 36: after a switch to
    English it still read "电脑3 诵 千万花")."""

    def __init__(self) -> None:
        self.items: list[JSON | list[int]] = []  # gathering: a move, or the seats that perched in a row
        self.shown_items: list[JSON | list[int]] = []  # what the player's turn shows
        self.perch: list[int] = []  # seats that perched in a row (one line for them)
        self._say: tuple[Callable[[JSON], str | None], Callable[[list[str]], str], Callable[[int], str]] | None = None
        self.me: int | None = None  # the viewer: its own limit discard is no minor line

    def clear(self) -> None:
        self.items, self.shown_items, self.perch = [], [], []

    def note(self, ev: JSON, me: int | None, line: Callable[[JSON], str | None],
             perch_line: Callable[[list[str]], str], name: Callable[[int], str]) -> None:
        self._say, self.me = (line, perch_line, name), me
        ty, seat = ev.get("type"), ev.get("seat")
        if me is not None and seat == me and (ty == "play" or (ty == "draw" and ev.get("why") == "qi")):
            # the player acted: a new round gathers
            self.items, self.perch = [], []  # (its limit discard is said: the rules took it, play-test 8 08)
            return
        if ty == "draw" and ev.get("why") == "qi" and isinstance(seat, int):
            self.perch.append(seat)
            if len(self.perch) > 1 and self.items and isinstance(self.items[-1], list):
                self.items[-1] = list(self.perch)
            else:
                self.items.append(list(self.perch))
            return
        if ty not in SAID or (ty in ("give", "pass", "take") and ev.get("to") != me):
            return
        if ty == "skip" and any(isinstance(i, dict) and i.get("type") == "skip_added" and i.get("seat") == seat
                                for i in self.items):  # 月照 said whom it skips: the skip itself is no news
            self.perch = []  # (play-test 11 53: "电脑3被月照 · 跳过一回合；电脑3 被月照，跳过本回合")
            return
        if line(ev):
            self.perch = []
            self.items.append(ev)
            del self.items[:-MOST]

    def turn(self) -> None:
        """The player's turn comes: what gathered is what it shows."""
        self.shown_items = list(self.items)

    def fit(self, n: int) -> list[str]:
        """At most ``n`` of the lines shown, in order: the limit discards (the rules' doing) go before the
        plays and gifts (play-test 21 #4: a 4-line box kept three discards and dropped 电脑2's 凉风有幸); not the
        player's own (play-test 30 024902-w1: "你 弃牌 鸟", the rules' doing, went unsaid)."""
        said, n = self._said(), max(1, n)
        minor = [i for i, (it, _) in enumerate(said) if isinstance(it, dict) and it.get("type") == "discard"
                 and it.get("seat") != self.me]
        gone = set(minor[:max(0, len(said) - n)])  # the oldest discards first, then the oldest of the rest
        return [ln for i, (_, ln) in enumerate(said) if i not in gone][-n:]

    def _said(self) -> list[tuple[JSON | list[int], str]]:
        if self._say is None:
            return []
        line, perch_line, name = self._say
        out = [(it, perch_line([name(s) for s in it]) if isinstance(it, list) else line(it)) for it in self.shown_items]
        return [(it, x) for it, x in out if x]

    @property
    def shown(self) -> list[str]:
        """The lines the player's turn shows, in the table's language now."""
        if self._say is None:
            return []
        line, perch_line, name = self._say
        out = [perch_line([name(s) for s in it]) if isinstance(it, list) else line(it) for it in self.shown_items]
        return [x for x in out if x]


LINE_H = 22.0  # (play-test 9: "the 上一轮 box helps, but it is small")


def recap_rows(h: float) -> int:
    """The lines a review ``h`` high holds under its title."""
    return max(1, int((h - 34) // LINE_H))


def draw_recap(dl: DisplayList, r: Rect, title: str, lines: list[str]) -> None:
    """The review in ``r``: its title, then the lines, the newest last, at most what fits."""
    if not lines or r.w < 140 or r.h < 50:
        return
    lh = LINE_H
    shown = lines[-recap_rows(r.h):]
    h = 32 + lh * len(shown) + 6
    box = Rect(r.x, r.y, r.w, h)  # from the top of the player's row: its foot is the felt's rim
    dl.rect(box, "rgba(20,16,12,0.55)", "rgba(201,162,74,0.45)", 1.2, 10)
    dl.text(box.x + 12, box.y + 16, title, 14, th.GOLD, "l", "b", "s", box.w - 24)
    for i, ln in enumerate(shown):
        dl.text(box.x + 12, box.y + 32 + lh * (i + 0.5), ln, fit_size(ln, 16.5, box.w - 24, 11), th.PAPER, "l",
                "n", "s", box.w - 24)
