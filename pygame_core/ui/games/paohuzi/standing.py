"""The wins since the player's last move, standing in the middle under the card in play until their
next move (play-test 36 #2: in 20-35 s of a 血流 hand with nothing to decide bots won several times,
each panel gone after its ~3 s, and the player came back to "分 -2,700" and two revealed hands; the
apps leave an "X 胡了" line over the next moves): the last win, which of the hand's it is, and what
those wins cost or brought the player."""

from __future__ import annotations

from ....core.game import JSON
from ....core.i18n import pick, tx
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from .common import Speaker
from .ledger import pay_points, signed

WON = tx("{name} 胡了", "{name} 胡了", "{name} won")
NTH = tx("第{n}胡", "第{n}胡", "#{n}")
PAID = tx("你付 {v}", "你付 {v}", "you pay {v}")
GOT = tx("你得 {v}", "你得 {v}", "you get {v}")
NONE = tx("你不用付", "你不用付", "you pay nothing")
SOME = tx("近{k}胡", "近{k}胡", "last {k}:")
LINE_H = 16.0
SIZE = 12.0


def standing(recs: list[JSON], since: int, unshown: set[int]) -> list[int]:
    """The records of the wins since ``since`` whose moment has shown (the line never says a win
    ahead of its panel)."""
    return [i for i in range(max(0, since), len(recs)) if i not in unshown]


def standing_lines(sp: Speaker, recs: list[JSON], ids: list[int], viewer: int | None) -> tuple[list[list[str]], int]:
    """The last win and which of the hand's it is; what these wins moved the viewer's score by (and
    that sum): lines of parts, one line where they fit."""
    if not ids:
        return [], 0
    last = recs[ids[-1]]
    out = [[pick(WON, sp.lang).format(name=sp.name(last.get("seat"))), pick(NTH, sp.lang).format(n=ids[-1] + 1)]]
    if viewer is None:
        return out, 0
    share = sum(pay_points(recs[i], sp.lang)[viewer] for i in ids if viewer < len(recs[i].get("pay") or []))
    money = pick(PAID if share < 0 else GOT if share > 0 else NONE, sp.lang).format(v=signed(share, sp.lang))
    return [*out, [pick(SOME, sp.lang).format(k=len(ids)), money] if len(ids) > 1 else [money]], share


def draw_standing(dl: DisplayList, r: Rect, parts: list[list[str]], paid: bool) -> float:
    """The lines in a dark plate edged in red across ``r``'s width from its top, a line's parts
    apart where together they do not fit (a phone's narrow middle), as many as fit; returns the
    height used (0: none)."""
    room = r.w - 8
    lines: list[tuple[str, bool]] = []
    for i, ps in enumerate(parts):
        joint = (" · " if i == 0 else " ").join(ps)
        lines += [(joint, i == 0)] if text_width(joint, SIZE) <= room else [(p, i == 0) for p in ps]
    n = min(len(lines), int((r.h - 4) // LINE_H))
    if n <= 0:
        return 0.0
    box = Rect(r.x, r.y, r.w, n * LINE_H + 4)
    dl.rect(box, "rgba(20,16,12,0.82)", th.CINNABAR, 1.5, 6)
    for k, (ln, head) in enumerate(lines[:n]):
        ink = th.GOLD if head else "#f0a090" if paid else th.PAPER
        dl.text(box.cx, box.y + 2 + LINE_H * (k + 0.5), ln, fit_size(ln, SIZE, room, 11.0), ink, "c", "b", "a", room)
    return box.h
