"""The record of a series the Master keeps and saves: its hands (the current one with its actions,
finished ones with their results) and the sums of the hands no longer kept (the save's bound)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import PaijuError
from ..core.game import JSON, Action
from ..core.i18n import Text, tx

# The save's bound (and the Master's memory): the current hand with its actions, the seeds, carries
# and results of at most KEPT_HANDS - 1 finished hands before it (no actions: a finished hand's
# actions are in its reveal and replay), and for the hands before those only their count and
# per-seat sums (``Earlier``). A series of any length saves in at most KEPT_HANDS hands' worth.
KEPT_HANDS = 32


@dataclass
class Hand:
    """One hand of the series: enough to rebuild it (seed, carry, actions) plus its outcome."""

    seed: int
    carry: JSON | None = None
    actions: list[tuple[int, Action]] = field(default_factory=list)
    returns: list[float] | None = None
    result: JSON | None = None

    def to_json(self, actions: bool = True) -> JSON:
        """``actions=False``: a finished hand kept for its result only (the save's bound)."""
        d: JSON = {"seed": self.seed}
        if actions:
            d["actions"] = [[s, a] for s, a in self.actions]
        if self.carry is not None:
            d["carry"] = self.carry
        if self.returns is not None:
            d["returns"] = self.returns
            d["result"] = self.result
        return d


@dataclass
class Earlier:
    """The finished hands of a series no longer kept (``KEPT_HANDS``): how many, and per seat the
    hands won outright (a return of 1) and the returns summed."""

    hands: int = 0
    wins: list[int] = field(default_factory=list)
    totals: list[float] = field(default_factory=list)

    def add(self, returns: Sequence[float] | None) -> None:
        self.hands += 1
        for s, r in enumerate(returns or ()):
            self.wins[s] += r >= 1.0
            self.totals[s] += r

    def to_json(self) -> JSON:
        return {"hands": self.hands, "wins": self.wins, "totals": self.totals}

    @classmethod
    def from_json(cls, d: Any, seats: int) -> Earlier:
        if d is None:
            return cls(0, [0] * seats, [0.0] * seats)
        e = cls(int(d["hands"]), [int(x) for x in d["wins"]], [float(x) for x in d["totals"]])
        if e.hands < 0 or len(e.wins) != seats or len(e.totals) != seats:
            raise ValueError("earlier hands: a count and one win count and total per seat")
        return e


@dataclass(frozen=True)
class HandSummary:
    """A hand of the series as the end-of-hand screen shows it (``result`` None while unfinished)."""

    no: int
    result: JSON | None
    returns: list[float] | None


def kept_hand(h: Any, seats: int) -> Hand:
    """A finished hand saved for its result only."""
    returns = [float(x) for x in h["returns"]]
    if len(returns) != seats or not isinstance(h["result"], dict):
        raise ValueError("a kept hand has one return per seat and its result")
    return Hand(int(h["seed"]), h.get("carry"), [], returns, h["result"])


# --- saves that do not restore ---------------------------------------------------------------
class MatchError(PaijuError):
    """A saved match that cannot be restored (damaged, from a newer version, or diverging)."""


def damaged(detail: str) -> MatchError:
    return MatchError("E_SAVE", tx(f"存档已损坏（{detail}）", f"存檔已損壞（{detail}）",
                                   f"The saved game is damaged ({detail})"))


NEWER: Text = tx("存档来自更新版本的牌局，这里无法打开", "存檔來自更新版本的牌局，這裡無法打開",
                 "The saved game comes from a newer version of Paiju and cannot be opened here")


def is_newer(fmt: Any, current: str) -> bool:
    """``fmt`` names a later version of the ``current`` format ("paiju-match/3" after "/2")."""
    name, _, version = current.partition("/")
    if not isinstance(fmt, str) or not fmt.startswith(name + "/"):
        return False
    try:
        return int(fmt.split("/", 1)[1]) > int(version)
    except ValueError:
        return False
