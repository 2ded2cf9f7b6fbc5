"""A discard another seat claimed leaves a trace in its discarder's river, dimmed with the claim's word
(play-test 34 #5, 093805-dis1: the player's 一 taken by 电脑1 left their river showing only 六; the apps
mark a claimed card where it lay). The rules keep no such card in the river, so the table notes where
it would have gone as the claim comes."""

from __future__ import annotations

from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import pick
from ... import theme as th
from ...draw import DisplayList, fit_size
from ...geom import Rect
from .recent import VERBS, Recent

CLAIMS = ("chi", "peng", "pao")
VEIL = "rgba(16,28,24,0.58)"


@dataclass
class Traces(Recent):
    """The phone's last moves (recent.py) and each seat's claimed discards: seat -> [(the count of
    its river cards before it, the card, the claim's kind)]."""
    taken: dict[int, list[tuple[int, str, str]]] = field(default_factory=dict)
    _offer: tuple[int, str] | None = None   # the discard in play (a flipped card is no discard)
    since: int = 0   # the hand's wins before the player's last move (standing.py says those after)

    def note_all(self, events: list[JSON], view: JSON) -> None:
        """This batch's events, in order, with the view after them (a seat's river now, less the
        cards that reached it later in the batch, is its length at the claim)."""
        for i, ev in enumerate(events):
            self.note(ev)
            ty, seat = ev.get("type"), ev.get("seat")
            if ty == "discard" and isinstance(seat, int) and isinstance(ev.get("card"), str):
                self._offer = (seat, str(ev["card"]))
            elif ty in ("draw", "river"):
                self._offer = None
            elif ty in CLAIMS and self._offer is not None and ev.get("from") == self._offer[0]:
                src, card = self._offer
                later = sum(1 for e in events[i + 1:] if e.get("type") == "river" and e.get("seat") == src)
                seats = view.get("seats") or []
                if src < len(seats):
                    pos = max(0, len(seats[src].get("river") or []) - later)
                    self.taken.setdefault(src, []).append((pos, card, str(ty)))
                self._offer = None

    def clear(self) -> None:
        super().clear()
        self.taken.clear()
        self._offer = None
        self.since = 0


def with_traces(river: list[str], marks: list[tuple[int, str, str]]) -> tuple[list[str], dict[int, str]]:
    """The river with the seat's claimed discards in their places, and which indices are traces
    (index -> the claim's kind)."""
    out: list[str] = list(river)
    dim: dict[int, str] = {}
    for n, (pos, card, kind) in enumerate(sorted(marks, key=lambda m: m[0])):
        at = min(pos + n, len(out))
        out.insert(at, card)
        dim = {(k + 1 if k >= at else k): v for k, v in dim.items()}
        dim[at] = kind
    return out, dim


def draw_trace(dl: DisplayList, r: Rect, kind: str, lang: str) -> None:
    """A trace over its card as drawn: a veil, and the claim's word in its corner."""
    dl.rect(r, VEIL, None, 1.0, max(2.0, r.w * 0.12))
    word = pick(VERBS[kind], lang)[:1].upper()   # 吃/碰/跑 (C/P in English)
    s = max(9.0, min(12.0, r.w * 0.45))
    tag = Rect(r.r - s, r.b - s, s, s)
    dl.rect(tag, th.CINNABAR, None, 1.0, 2.0)
    dl.text(tag.cx, tag.cy + 0.5, word, fit_size(word, s * 0.85, s, 7.0), th.PAPER, "c", "b", "s", s)
