"""The round just taken (上一轮), as 多乐够级 lets a player look back at it: a tap on the table's middle
(or its 上一轮 chip) opens a panel with every play of that round in order and who took it; a tap
on the panel closes it; till then the table waits, as under the log (pt19: it closed by itself after 6 s, as the
player's turn came, before 更早 was pressed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....core.i18n import pick, tx
from ....games.gouji.cards import VALUE
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...widgets import CardFace, card
from .table import fan_rects

PREV_HIT = "gj:prev"
OLDER_HIT = "gj:older"  # the panel's 更早: one round further back (round again from the last)
CHIP_H = 26.0
WORDS = {
    "chip": tx("上一轮", "上一輪", "Last trick"),
    "title": tx("上一轮 · {name} 收牌", "上一輪 · {name} 收牌", "Last trick · taken by {name}"),
    "took": tx("收牌", "收牌", "took it"),
    "close": tx("点一下关闭", "點一下關閉", "tap to close"),
    "back": tx("前{k}轮 · {name} 收牌", "前{k}輪 · {name} 收牌", "{k} tricks ago · taken by {name}"),
    "older": tx("◀ 更早", "◀ 更早", "◀ Older"), "newest": tx("最近 ▶", "最近 ▶", "Latest ▶"),
}


def prev_chip(dl: DisplayList, spot: Rect, lang: str) -> None:
    """The chip that opens the panel, centred in ``spot`` when it fits there."""
    label = pick(WORDS["chip"], lang)
    w, h = min(spot.w, text_width(label, 12.5) + 30), min(spot.h, 40.0)
    if w < text_width(label, 12.5) + 8 or h < 22:
        return
    r = Rect(spot.cx - w / 2, spot.cy - h / 2, w, h)
    dl.rect(r, "rgba(20,16,12,0.35)", "rgba(244,236,220,0.4)", 1.0, min(h / 2, 10))
    dl.text_in(r, label if w < text_width(label, 12.5) + 22 else f"↶ {label}", 12.5, th.PAPER)
    dl.hit(PREV_HIT, r, label)


def panel_rows(n: int, area: Rect) -> tuple[int, float]:
    """Columns and the cards' width for ``n`` plays in ``area``: one column while six rows of
    readable cards fit its height, else two."""
    for cols in (1, 2):
        rows = -(-n // cols)
        rh = (area.h - 44) / max(1, rows)
        cw = min(34.0, (rh - 6) / 1.42)
        if cw >= 26 or cols == 2:
            return cols, max(16.0, cw)
    return 2, 16.0


def draw_prev(dl: DisplayList, area: Rect, plays: list[tuple[int, list[int]]], winner: int,
              name: Callable[[int], str], face: Callable[[Any], CardFace], lang: str, back: int = 0,
              older: bool = False) -> Rect:
    """The panel over the table's middle: the title naming who took the round (``back`` rounds
    before the last), then every play of it in order, a seat's earlier ones too (pt22 #4: JJJ/QQQ of the round
    were missing; the play that took it gold); with ``older``, a 更早 button to the round before (at the oldest: 最近). Returns
    its rect."""
    cols, cw = panel_rows(len(plays), area.inset(8))
    rows = -(-len(plays) // cols)
    rh = cw * 1.42 + 6
    w = min(area.w - 16, 440.0 * cols)
    h = 44 + rows * rh + 4
    r = Rect(area.cx - w / 2, area.cy - h / 2, w, h)
    dl.shadow(10, "rgba(0,0,0,0.45)", 0, 3)
    dl.rect(r, "rgba(20,16,12,0.92)", th.GOLD, 1.5, 12)
    dl.shadow(0)
    key = "title" if back == 0 else "back"
    title = pick(WORDS[key], lang).format(name=name(winner), k=back + 1) if winner >= 0 else pick(WORDS["chip"], lang)
    step = pick(WORDS["older" if older else "newest"], lang) if older or back else ""
    sw = text_width(step, 12.5) + 18 if step else 0.0
    dl.text(r.x + 12, r.y + 16, title, fit_size(title, 15, r.w - 110 - sw), th.GOLD, "l", "b", "a", r.w - 110 - sw)
    hint = pick(WORDS["close"], lang)
    dl.text(r.r - 12 - sw, r.y + 16, hint, fit_size(hint, 11, 90), "rgba(244,236,220,0.6)", "r", "n", "a", 90)
    col_w = (r.w - 16 - 12 * (cols - 1)) / cols
    took_at = max((i for i, (s, _c) in enumerate(plays) if s == winner), default=-1)
    for i, (seat, cards) in enumerate(plays):
        x = r.x + 8 + (i // rows) * (col_w + 12)
        y = r.y + 34 + (i % rows) * rh
        nm = name(seat)
        nw = min(col_w * 0.32, 96.0)
        colour = th.GOLD if i == took_at else th.PAPER
        dl.text(x + 4, y + rh / 2 - (7 if i == took_at else 0), nm, fit_size(nm, 13, nw - 6), colour, "l", "b",
                "a", nw - 6)
        if i == took_at:
            took = pick(WORDS["took"], lang)
            dl.text(x + 4, y + rh / 2 + 9, took, fit_size(took, 11, nw - 6), th.GOLD, "l", "n", "a", nw - 6)
        play_cards(dl, fan_rects(Rect(x + nw, y + 3, col_w - nw, rh - 6), "l", len(cards), cw), cards, face)
    dl.hit(PREV_HIT, r, title)
    if step:  # (after the panel's hit: on top of it)
        sb = Rect(r.r - sw - 6, r.y + 4, sw, 26)
        dl.rect(sb, None, th.GOLD, 1.2, 8)
        dl.text_in(sb, step, 12.5, th.GOLD, weight="b")
        dl.hit(OLDER_HIT, Rect(sb.x - 4, r.y, sb.w + 8, 40), step)
    return r


def play_cards(dl: DisplayList, rects: list[Rect], cards: list[int], face: Callable[[Any], CardFace]) -> None:
    """A play's cards, high to low, in ``rects`` (overlapping: each shows its index)."""
    ordered = sorted(cards, key=lambda c: (-VALUE[c], c))
    for i, (cid, cr) in enumerate(zip(ordered, rects, strict=False)):
        step = rects[i + 1].x - cr.x if i + 1 < len(rects) else 0.0
        f = face({"id": cid})
        card(dl, cr, f, small=cr.w < 30 and step == 0, index=step if 0 < step < cr.w - 1 else 0.0)
        if f.corner and 30 <= cr.w < 40 and not 0 < step < cr.w - 1:  # the suit in its corner, as a wider
            cs = max(9.0, cr.w * 0.25)  # card has it (play-test 6 L13: a phone on its side, 36 px: rank only)
            dl.text(cr.x + cr.w * 0.2, cr.y + cs * 0.75, f.corner, cs, f.ink, "c", "b", "s")
