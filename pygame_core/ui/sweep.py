"""Selecting cards by running a finger along the hand, as with a fan held in the hand: every card
passed over is selected, or unselected when the run starts on a selected card; a press that stays
on one card is a tap (the table's own toggle). Written once for every game's hand (够级's first)."""

from __future__ import annotations

import math

SWEEP_MIN = 12.0  # px a press must travel before it sweeps across the hand (less: still a tap)


class Sweep:
    """One press on the hand at a time: feed it a game's ``pointer`` events."""

    def __init__(self) -> None:
        self.first: str | None = None  # the card the press began on (None: no press on the hand)
        self.on: bool | None = None  # selecting (True) or unselecting; None until the press moves off
        self.at = (0.0, 0.0)

    def pointer(self, kind: str, x: float, y: float, hit: str | None, selected: list[str],
                limit: int | None) -> bool:
        """GameUI.pointer's contract: True from a down on a card (this press's moves come here),
        True from a move once the press sweeps (its release is no tap). ``selected`` is changed
        in place; ``limit`` caps how many may be selected (None: any)."""
        if kind == "down":
            self.first = hit[5:] if hit and hit.startswith("card:") else None
            self.on, self.at = None, (x, y)
            return self.first is not None
        if self.first is None:
            return False
        if kind in ("up", "cancel"):
            self.first = None
            return False
        if self.on is None and math.hypot(x - self.at[0], y - self.at[1]) < SWEEP_MIN:  # a finger's wobble
            return False
        key = hit[5:] if hit and hit.startswith("card:") else None
        if key is None or (self.on is None and key == self.first):
            return self.on is not None
        if self.on is None:  # the press left its first card: a sweep, starting with that card
            self.on = self.first not in selected
            self._to(self.first, selected, limit)
        self._to(key, selected, limit)
        return True

    def _to(self, key: str, selected: list[str], limit: int | None) -> None:
        if self.on and key not in selected and (limit is None or len(selected) < limit):
            selected.append(key)
        elif not self.on and key in selected:
            selected.remove(key)
