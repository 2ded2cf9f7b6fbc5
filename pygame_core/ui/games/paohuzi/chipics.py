"""A 吃 answer drawn as the cards it takes, as the apps draw it: 吃 and its group in small cards, the
card in play framed gold, each 比 group after it in smaller cards (play-test 10, 41/42: "吃 陸柒捌"
as text only). Drawn over the button the bar drew (its hit area and label stay the bar's)."""

from __future__ import annotations

from ....core.game import JSON
from ... import theme as th
from ...draw import DisplayList, text_width
from ...geom import Rect
from .common import Speaker, mini_card


def card_sizes(h: float) -> tuple[float, float]:
    """The heights of a 吃's cards and of its 比 groups' on a button ``h`` high: a bar's (48 px) 38 and
    24; a laptop picker's taller option larger, its 比 cards nearly the pattern's (play-test 18: the
    比 cards ~16 px wide)."""
    ch = min(h - 10, 38.0 if h <= 48 else 60.0)
    return ch, ch * (0.62 if h <= 48 else 0.8)


def whole_width(sp: Speaker, h: float, groups: list[list[str]]) -> float:
    """The width a 吃's whole lay-down (its pattern and every 比 group) takes on a button ``h`` high,
    its margins included."""
    ch, sch = card_sizes(h)
    cw, scw = ch / 1.45, sch / 1.45
    bi = groups[1:]
    return text_width(sp.g("chi_word"), 16.0) + 6 + 3 * cw + sum(len(g) * scw + 6 for g in bi) + \
        (text_width(sp.g("bi"), 12) + 4 if bi else 0) + 12


def draw_chi_button(dl: DisplayList, sp: Speaker, r: Rect, groups: list[list[str]], card: str | None) -> bool:
    """The 吃 ``groups`` (the pattern first, then its 比) over the button ``r``; False (nothing drawn)
    when the cards would come out too small to read (then the text label stays)."""
    if not groups or r.h < 30:
        return False
    word, size = sp.g("chi_word"), 16.0
    ww = text_width(word, size) + 6
    ch, sch = card_sizes(r.h)   # (sch: a 比 group's cards)
    cw, scw = ch / 1.45, sch / 1.45
    bi = groups[1:]
    need = whole_width(sp, r.h, groups) - 12
    if need > r.w - 12:
        if bi:   # 比 groups that do not fit: the button's own two lines say them ("吃 叁肆伍" / "比 四肆肆",
            return False   # play-test 30 #1; a "+1" hid which group goes down: play-test 16)
        size = 13.0   # a smaller 吃, the cards the rest (play-test 20 #4: a phone's were ~12 px wide beside
        ww = text_width(word, size) + 3   # a 16 px 吃 and a wide margin)
        cw = max(14.0, (r.w - 10 - ww) / 3)
        ch = min(cw * 1.45, r.h - 6)
        need = ww + 3 * cw
        if cw < 14.5 and need > r.w - 8:
            return False
    dl.rect(r, th.PAPER, th.PAPER_EDGE, 1.0, min(10.0, r.h / 2))
    x = r.cx - need / 2
    dl.text(x, r.cy, word, size, th.INK, "l", "b", "a")
    x += ww
    marked = False
    for c in groups[0]:
        cr = Rect(x, r.cy - ch / 2, cw - 1, ch)
        mini_card(dl, cr, c, sp.lang)
        if c == card and not marked:   # the card in play, taken by this 吃
            dl.rect(cr.inset(-1), None, th.GOLD, 2.0, max(2.0, cw * 0.14))
            marked = True
        x += cw
    if not bi:
        return True
    x += 4
    dl.text(x, r.cy, sp.g("bi"), 12, th.INK_SOFT, "l", "n", "a")
    x += text_width(sp.g("bi"), 12) + 4
    for g in bi:
        for c in g:
            mini_card(dl, Rect(x, r.cy - sch / 2, scw - 0.5, sch), c, sp.lang)
            x += scw
        x += 6
    return True


def chi_groups(action: JSON | None) -> list[list[str]]:
    if not isinstance(action, dict) or action.get("a") != "chi":
        return []
    return [list(g) for g in action.get("groups") or []]


def distinct_chis(live: list[JSON]) -> list[JSON]:
    """The 吃 answers among ``live``, one of each lay-down (play-test 17: "吃 贰叁肆 比 贰柒拾" and "吃 贰柒拾
    比 贰叁肆" put the same two groups down, offered as two)."""
    out, seen = [], set()
    for a in live:
        key = tuple(sorted(tuple(sorted(g)) for g in chi_groups(a)))
        if a.get("a") == "chi" and key not in seen:
            seen.add(key)
            out.append(a)
    return out


def widen(cells: dict[str, Rect], own: str, free: set[str], need: float) -> tuple[Rect, list[str]]:
    """The cell ``own`` grown over the ``free`` cells beside it in its row till it is ``need`` wide
    (or none is left): a free 吃 cell first, then the one farther from 过. The rect and the cells it
    takes."""
    r = cells[own]
    row = sorted((s for s, c in cells.items() if abs(c.y - r.y) < 1), key=lambda s: cells[s].x)
    lo = hi = row.index(own)
    at = cells["pass"].cx if "pass" in row else r.cx
    while cells[row[hi]].r - cells[row[lo]].x < need:
        sides = [i for i in (lo - 1, hi + 1) if 0 <= i < len(row) and row[i] in free]
        if not sides:
            break
        i = max(sides, key=lambda i: (row[i].startswith("chi"), abs(cells[row[i]].cx - at)))
        lo, hi = min(lo, i), max(hi, i)
    a, b = cells[row[lo]], cells[row[hi]]
    return Rect(a.x, r.y, b.r - a.x, r.h), row[lo:hi + 1]
