"""A phone's last few moves in the middle column, under the card in play: each card turned up or
discarded and each meld made, with whose it was (play-test 10, 40/45/54: at 快 four to six cards
went by between looks, and the two log lines under the table were all there was, none with the
记牌 strip open)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ... import theme as th
from ...draw import DisplayList, fit_size
from ...geom import Rect
from .common import Speaker, mini_card

VERBS: dict[str, Text] = {
    "draw": tx("翻", "翻", "drew"), "discard": tx("打", "打", "out"), "peng": tx("碰", "碰", "peng"),
    "chi": tx("吃", "吃", "chi"), "wei": tx("偎", "偎", "wei"), "chou_wei": tx("臭偎", "臭偎", "wei"),
    "ti": tx("提", "提", "ti"), "pao": tx("跑", "跑", "pao"), "win": tx("胡", "胡", "WIN"),
}
KEEP = 6
ROW_H = 22.0


@dataclass
class Recent:
    """The hand's last moves: (seat, kind, card or None for a face-down one)."""
    moves: list[tuple[int, str, str | None]] = field(default_factory=list)

    def note(self, ev: JSON) -> None:
        ty, seat = str(ev.get("type")), ev.get("seat")
        if ty not in VERBS or not isinstance(seat, int) or ty == "draw" and not ev.get("shown"):
            return
        card = ev.get("card")
        if ty == "chi" and not isinstance(card, str):
            groups = ev.get("groups") or [[]]
            card = groups[0][0] if groups and groups[0] else None
        self.moves = (self.moves + [(seat, ty, card if isinstance(card, str) else None)])[-KEEP:]

    def clear(self) -> None:
        self.moves = []


def draw_recent(dl: DisplayList, sp: Speaker, r: Rect, moves: list[tuple[int, str, str | None]]) -> None:
    """As many of the last moves as fit in ``r``, the newest on top and brightest."""
    rows = int(r.h // ROW_H)
    if rows < 2 or not moves:
        return
    cw = ROW_H * 0.68
    for i, (seat, ty, card) in enumerate(reversed(moves[-rows:])):
        y = r.y + i * ROW_H
        dl.alpha(1.0 if i == 0 else max(0.45, 0.85 - 0.12 * i))
        mini_card(dl, Rect(r.x + 2, y + 1, cw, ROW_H - 2), card, sp.lang, down=card is None)
        t = f"{sp.name(seat)} {pick(VERBS[ty], sp.lang)}"
        room = r.w - cw - 8
        dl.text(r.x + cw + 6, y + ROW_H / 2, t, fit_size(t, 12, room, 9.0),
                th.CINNABAR if ty == "win" else th.PAPER, "l", "b" if i == 0 else "n", "a", room)
    dl.alpha(1.0)
