"""The end of a 够级 hand: places, who owes whom, and the score sheet of the series."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ....core.game import JSON
from ....core.i18n import pick, tx
from ....games.gouji.texts import PLACE_NAMES
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...plugin import TableView
from .finish import left_lines, tribute_lines


class GoujiLike(Protocol):
    table: TableView

    @property
    def lang(self) -> str: ...

    def tx(self, key: str, **kw: object) -> str: ...

    def name(self, seat: int) -> str: ...


def end_height(view: JSON, hands: int) -> float:
    n_obl = len(sheet_lines(view, str, "zh-Hans", False))
    return 40 + 6 * 26 + 24 + min(n_obl, 10) * 17 + 40 + (hands + 2) * 20 + 16 + 18


def sheet_lines(view: JSON, name: Callable[[int], str], lang: str, short: bool, left: bool = True) -> list[str]:
    """The lines under the places: the cards the last seats still held (``left``), then who pays whom."""
    me = view.get("seat")
    held = left_lines(view, me if isinstance(me, int) else None, name, lang) if left else []
    return held + tribute_lines(view.get("result") or {}, name, lang, short)


def sheet_cells(hand: JSON) -> tuple[list[int], bool]:
    """One hand's row of the score sheet: its points when it was scored (a 串三湖), else the cards
    each seat is owed (+) or owes (−) at the next deal, which is how an unscored hand is settled."""
    if hand.get("scored"):
        return [int(x) for x in hand.get("points") or [0] * 6], True
    return [int(x) for x in hand.get("tribute_net") or [0] * 6], False


def draw_end(ui: GoujiLike, dl: DisplayList, r: Rect, view: JSON) -> None:
    """Places, who owes whom, and the score sheet of the series, fitted to ``r``: on a short screen
    (a phone on its side) the places go in two columns, the obligations in as many lines as fit
    (the sheet's cards column sums them up) and the sheet keeps its latest hands."""
    res = view.get("result") or {}
    places = res.get("places") or [0] * 6
    counts = [int(c) for c in view.get("counts") or [0] * 6]
    opened = res.get("opened") or [False] * 6
    pts = res.get("points") or [0] * 6
    wt = res.get("winner_team", -1)
    hands = [hr for h in ui.table.client.hands() if (hr := h.result or {}).get("over")]
    obligations = sheet_lines(view, ui.name, ui.lang, False)
    compact = end_height(view, len(hands)) > r.h
    title = ui.tx("winner", team=ui.tx("team_a" if wt == 0 else "team_b")) if wt in (0, 1) else ""
    if res.get("chuan_sanhu") and res.get("scored"):
        title = ui.tx("chuan")
    me, n = ui.table.viewer, 0
    if isinstance(me, int) and 0 <= me < 6:  # the viewer's own result first: going out first is not winning
        n = int(pts[me])
        key = "finale_won" if n > 0 else "finale_lost" if n < 0 else "finale_level"
        place = pick(PLACE_NAMES[int(places[me])], ui.lang) if places[me] in PLACE_NAMES else ""
        title = f"{ui.tx(key, place=place, n=abs(n))} · {title}" if title else ui.tx(key, place=place, n=abs(n))
    dl.text(r.cx, r.y + 12, title, fit_size(title, 18, r.w), th.JADE if n > 0 else th.CINNABAR, "c", "b", "s")
    y = r.y + (30 if compact else 34)
    row_h = 20.0 if compact else 26.0
    cols = 2 if compact else 1
    cw = (r.w - 16 * (cols - 1)) / cols
    for i, s in enumerate(sorted(range(6), key=lambda s: places[s] if places[s] else 9)):
        x, yy = r.x + (i // 3 if compact else 0) * (cw + 16), y + (i % 3 if compact else i) * row_h
        pl = pick(PLACE_NAMES.get(int(places[s]), tx("", "", "")), ui.lang) if places[s] else ""
        team = ui.tx("team_a" if s % 2 == 0 else "team_b")
        who = f"{pl}  {ui.name(s)} ({team})"
        if counts[s] > 0:  # still holding cards: fewer placed first (rules 13.1), so the count says why
            who += f"  {ui.tx('say_report', n=counts[s])}"
        dl.text(x, yy + 10, who, fit_size(who, 14 if not compact else 12.5, cw * 0.58), th.INK, "l", "b", "a",
                cw * 0.6)
        dl.text(x + cw * (0.62 if compact else 0.7), yy + 10, ui.tx("opened" if opened[s] else "not_opened"), 12.5 if not compact else 11,
                th.JADE if opened[s] else th.INK_SOFT, "c")
        sign = f"{pts[s]:+d} {ui.tx('points')}"
        dl.text(x + cw, yy + 10, sign, 14 if not compact else 12.5, th.CINNABAR if pts[s] < 0 else th.JADE, "r", "b")
    y += row_h * (3 if compact else 6) + (2 if compact else 6)
    # the sheet below needs its heading, names, at least one hand and the "if it ended now" lines
    gap, head, names = (4.0, 20.0, 16.0) if compact else (10.0, 22.0, 18.0)
    # (a low screen keeps the who-pays-whom lines before the sheet's "if it ended now", which the
    # table's series line below repeats)
    sheet_min = head + names + (23 if compact else 19 + 38)  # (a compact row is drawn when 23 px are left)
    room = r.b - y - sheet_min - gap - (0 if compact else 6)
    # a low screen: the lines three abreast, then in shorter words, smaller rows and more columns
    # till every one fits (a phone on its side cut off "…还有 4 笔进贡")
    tries = [(3 if compact and r.w >= 480 else cols, 16.0 if compact else 17.0, "owes")]
    if compact:
        tries += [(n, 13.0, "owes_short") for n in (3, 4, 5) if r.w / n >= 108]
    def fitting(lines: list[str]) -> tuple[int, float, str] | None:
        return next(((c, oh, k) for c, oh, k in tries if -(-len(lines) // c) * oh <= room), None)
    # the last seats' cards only where every tribute line fits too (the places say 剩N张 anyway)
    tribute = sheet_lines(view, ui.name, ui.lang, False, left=False)
    if fitting(obligations) is None and fitting(tribute) is not None:
        obligations = tribute
    ob_cols, ob_h, key = fitting(obligations) or tries[-1]
    ob_w = (r.w - 12 * (ob_cols - 1)) / ob_cols
    fit = max(0, int(room // ob_h)) * ob_cols
    shown = obligations
    if len(obligations) > min(10 if key == "owes" else 15, fit):  # a line says how many more: it takes a row
        shown = obligations[:max(0, min(10, fit) - ob_cols)]
    if key == "owes_short":
        shown = sheet_lines(view, ui.name, ui.lang, True, obligations is not tribute)[:len(shown)]
    for i, ln in enumerate(shown):
        x, yy = r.x + (i % ob_cols) * (ob_w + 12), y + (i // ob_cols) * ob_h
        dl.text(x, yy + ob_h / 2, ln, max(10.5, fit_size(ln, 12.5, ob_w)), th.INK_SOFT, "l", "n", "a", ob_w)
    y += -(-len(shown) // ob_cols) * ob_h
    if len(shown) < len(obligations) and fit:
        more = ui.tx("more_owed", n=len(obligations) - len(shown))
        dl.text(r.x, y + 8, more, fit_size(more, 12.5, r.w), th.INK_SOFT, "l", "n", "a", r.w)
        y += ob_h
    # Score sheet: points of a scored hand, cards owed for the others; then "if it ended now".
    y += gap
    dl.text(r.x, y + 8, ui.tx("sheet"), 14, th.INK, "l", "b", "s")
    key = ui.tx("sheet_key")
    sw = text_width(ui.tx("sheet"), 14) + 12
    dl.text(r.x + sw, y + 8, key, fit_size(key, 11.5, r.w - sw), th.INK_SOFT, "l", "n", "a", r.w - sw)
    y += head
    col = (r.w - 70) / 6
    for s in range(6):
        nm = ui.name(s)
        dl.text(r.x + 70 + col * (s + 0.5), y + 6, nm, fit_size(nm, 12, col - 4), th.INK_SOFT, "c", "n", "a",
                col - 2)
    y += names
    # the latest hands that fit above the "if it ended now" lines (none on a very low screen: the
    # places above already show this hand's points)
    room = max(0, int((r.b - y - 38) // 19)) or (1 if compact and r.b - y >= 23 else 0)
    for i, hr in enumerate(hands[len(hands) - room:] if room else [], start=max(0, len(hands) - room)):
        row, scored = sheet_cells(hr)
        label = ui.tx("hand_no", n=hr.get("hand", i + 1))
        dl.text(r.x, y + 8, label, 12, th.INK_SOFT, "l")
        for s in range(6):
            cell = f"{row[s]:+d}" if scored else owed_cell(ui, row[s])
            dl.text(r.x + 70 + col * (s + 0.5), y + 8, cell, fit_size(cell, 12, col - 4),
                    th.INK if scored else th.INK_SOFT, "c", "n", "a", col - 2)
        y += 19
    if r.b - y < 36:  # (a low screen: the series line says it)
        return
    final = res.get("scores_if_session_ends") or [0] * 6
    dl.line(r.x, y + 2, r.r, y + 2, th.PAPER_EDGE, 1)
    # its own line, full width: in the 70 px label column a long language's words were unreadable
    label = ui.tx("if_end")
    dl.text(r.x, y + 12, label, fit_size(label, 12, r.w, 10), th.INK, "l", "b", "a", r.w)
    for s in range(6):
        dl.text(r.x + 70 + col * (s + 0.5), y + 28, f"{final[s]:+d}", 13, th.INK, "c", "b")


def owed_cell(ui: GoujiLike, n: int) -> str:
    """An unscored hand's cell: the tribute cards a seat gives (交) or gets (收) at the next deal."""
    if n == 0:
        return ui.tx("no_cards")
    return ui.tx("gets" if n > 0 else "gives", n=abs(n))
