"""托管 plays as the strongest bot level does (play-test 14: "托管 spent both jokers on a pair of 8s and left
a lone 3 stranded": it played 提示's first suggestion, the cheapest beat, and never passed by choice).

The search level (``SearchBot``, from the player's own view only: it never peeks) works the choice out in
slices over frames, as the table's bots do, so the page keeps painting (a search takes up to ~1 s in
Pyodide); while it works the prompt waits, and the table is asked again once the choice is made."""

from __future__ import annotations

from dataclasses import dataclass

from ....bots.thinking import Slices
from ....core.game import JSON, Action
from ....core.rng import derive_seed
from ....games.gouji.search import SearchBot
from ... import tuoguan
from ...draw import DisplayList
from ...geom import Rect
from ...widgets import button
from .bar import CLOCK_W

SLICE_MS = 12.0  # a frame's share for the search (the table draws in the rest)


@dataclass
class AutoPlay:
    key: tuple[int, int] | None = None  # (the table's version, the seat): the prompt the choice is for
    work: Slices[Action] | None = None
    choice: Action | None = None

    def answer(self, key: tuple[int, int], view: JSON, legal: list[Action]) -> Action | None:
        """The choice for the prompt ``key`` once made, else None (its search starts here)."""
        if key != self.key:
            self.key, self.choice, self.work = key, None, None
            if len(legal) == 1:
                self.choice = legal[0]
            else:
                self.work = SearchBot(key[1], derive_seed("paiju-tuoguan", key[1], key[0])).think(view, legal)
        return self.choice

    def step(self, ms: float = SLICE_MS) -> bool:
        """Work on the choice about ``ms`` milliseconds; True when it was made just now."""
        if self.work is None or self.choice is not None:
            return False
        got = self.work.step(ms)
        if got is None:
            return False
        self.choice, self.work = got, None
        return True

    def clear(self) -> None:
        self.key, self.work, self.choice = None, None, None


HIT = "gj:tuoguan"  # the table's own 托管 button (pt14/pt15: "托管 only in a menu"; 多乐 keeps it on the table)
BTN_W = 72.0


def button_spot(bar: Rect, last: Rect | None, timed: bool) -> Rect | None:
    """The 托管 button's place: the bar's row right of its last cell (and of the clock beside it, in
    timed play), at the bar's right end; None where that row has no room (a phone's bar is full)."""
    if last is None:
        return None
    x0 = last.r + 8 + (CLOCK_W + 8 if timed else 0.0)
    if bar.r - 6 - x0 < BTN_W:
        return None
    return Rect(bar.r - 6 - BTN_W, last.y, BTN_W, last.h)


def draw_button(dl: DisplayList, r: Rect, lang: str, hid: str = HIT) -> None:
    """托管's button (``lang``: its words' language), or 理牌's beside it on a phone (``lang``: its label)."""
    button(dl, hid, r, tuoguan.text("mark", lang) if hid == HIT else lang, "quiet", 16)

