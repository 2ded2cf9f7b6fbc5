"""A 血流 hand's stream of a locked seat's automatic wins, batched (play-test 32 #4, Pace 6: 14 and 21
wins a hand, each holding the table with its hand face up): from a seat's MANY-th win on, a win that is
neither the player's nor on their card shows light (winface.face_hold), and the next such win of the
seat joins the callout still at its seat: one running callout "电脑2 再胡 3 次 得 +240", the table
playing on. The sheet lists and sums every win as before."""

from __future__ import annotations

from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import tx
from .moments import Moments

HU_S = 1.1   # a light win's 胡 on the winner's face alone (the apps' ~1 s 胡, pt38 #2), its callout after
AGAIN = tx("{name} 再胡 {n} 次", "{name} 再胡 {n} 次", "{name} wins {n} more")


@dataclass
class BatchMoments(Moments):
    batch: dict[int, list[int]] = field(default_factory=dict)   # a callout's record -> the wins it stands for
    seat_face: dict[int, int] = field(default_factory=dict)   # seat -> its win face up there now (seatface.py)
    seen: set[int] = field(default_factory=set)   # wins face up at a seat the player tapped away

    def toast(self, now: float, index: int, hold: float, seat: int = -1, face: float = 0.0) -> None:
        last = next((x for x in reversed(self.lit) if x.win and x.seat == seat), None) if face <= 0 else None
        if last is None or last.face > 0:   # (a light one's 胡 on the winner's face first, then its amount)
            super().toast(now, index, hold + (HU_S if face <= 0 else 0.0), seat, face)
            return
        self.batch[index] = [*self.batch.pop(last.value, [last.value]), index]   # the seat's callout counts it:
        last.value, last.hold = index, max(last.hold, hold)   # shown again from now, its sum and count
        last.start = None if last.start is None else self.clock(now)
        self.shown += 1
        self._light(now)

    def merged(self, recs: list[JSON], index: int) -> tuple[JSON, int]:
        """The record a callout shows (the batch's payments summed) and how many wins it stands for."""
        ids = [i for i in self.batch.get(index, [index]) if 0 <= i < len(recs)]
        if len(ids) < 2:
            return recs[index], 1
        pay = [sum(int((recs[i].get("pay") or [0, 0, 0])[s]) for i in ids) for s in range(3)]
        return {**recs[index], "pay": pay, "final": sum(int(recs[i].get("final", 0)) for i in ids)}, len(ids)

    def clear(self) -> None:
        super().clear()
        self.batch.clear()
        self.seat_face.clear()
        self.seen.clear()

    def tapped(self) -> None:
        """A tap on a win face up at its seat (its hand opens large): it goes, for good."""
        self.seen |= set(self.seat_face.values())
        self.seat_face.clear()

    def faces_up(self, recs: list[JSON], showing: list[int]) -> dict[int, int]:
        """The wins face up at their seats: each seat's newest while its callout shows, then its melds again
        and the 胡×N tag (pt41 #1: kept till the next win, it hid a locked seat's melds for the rest of the
        hand); one tapped away (its hand opened large) stays away."""
        self.seat_face = {int(recs[i].get("seat", -1)): i for i in sorted(showing)
                          if 0 <= i < len(recs) and i not in self.seen}
        return self.seat_face

    def ages(self, now: float) -> dict[int, float]:
        """The light wins showing: record -> seconds shown (their 胡 at the seat goes in the first)."""
        t = self._light(now)
        return {x.value: t - x.start for x in self.lit if x.win and x.start is not None}
