"""The end of a 够级 hand: places, who owes whom, and the score sheet of the series."""

from __future__ import annotations

from typing import Protocol

from ....core.game import JSON
from ....core.i18n import pick, tx
from ....games.gouji.texts import PLACE_NAMES, TRIBUTE_NAMES
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...plugin import TableView


class GoujiLike(Protocol):
    table: TableView

    @property
    def lang(self) -> str: ...

    def tx(self, key: str, **kw: object) -> str: ...

    def name(self, seat: int) -> str: ...


def end_height(view: JSON, hands: int) -> float:
    res = view.get("result") or {}
    n_obl = len(res.get("obligations") or [])
    return 40 + 6 * 26 + 24 + min(n_obl, 10) * 17 + 40 + (hands + 2) * 20 + 16


def sheet_cells(hand: JSON) -> tuple[list[int], bool]:
    """One hand's row of the score sheet: its points when it was scored (a 串三湖), else the cards
    each seat is owed (+) or owes (−) at the next deal, which is how an unscored hand is settled."""
    if hand.get("scored"):
        return [int(x) for x in hand.get("points") or [0] * 6], True
    return [int(x) for x in hand.get("tribute_net") or [0] * 6], False


def draw_end(ui: GoujiLike, dl: DisplayList, r: Rect, view: JSON) -> None:
    """Places, who owes whom, and the score sheet of the series."""
    res = view.get("result") or {}
    places = res.get("places") or [0] * 6
    opened = res.get("opened") or [False] * 6
    pts = res.get("points") or [0] * 6
    wt = res.get("winner_team", -1)
    title = ui.tx("winner", team=ui.tx("team_a" if wt == 0 else "team_b")) if wt in (0, 1) else ""
    if res.get("chuan_sanhu") and res.get("scored"):
        title = ui.tx("chuan")
    dl.text(r.cx, r.y + 12, title, fit_size(title, 18, r.w), th.CINNABAR, "c", "b", "s")
    y = r.y + 34
    for s in sorted(range(6), key=lambda s: places[s] if places[s] else 9):
        pl = pick(PLACE_NAMES.get(int(places[s]), tx("", "", "")), ui.lang) if places[s] else ""
        team = ui.tx("team_a" if s % 2 == 0 else "team_b")
        dl.text(r.x, y + 10, f"{pl}  {ui.name(s)} ({team})", fit_size(ui.name(s), 14, r.w * 0.5),
                th.INK, "l", "b", "a", r.w * 0.6)
        dl.text(r.x + r.w * 0.66, y + 10, ui.tx("opened" if opened[s] else "not_opened"), 12.5,
                th.JADE if opened[s] else th.INK_SOFT, "c")
        sign = f"{pts[s]:+d} {ui.tx('points')}"
        dl.text(r.r, y + 10, sign, 14, th.CINNABAR if pts[s] < 0 else th.JADE, "r", "b")
        y += 26
    y += 6
    for ob in (res.get("obligations") or [])[:10]:
        kind = pick(TRIBUTE_NAMES.get(str(ob["kind"]), tx("", "", "")), ui.lang)
        ln = ui.tx("owes", a=ui.name(ob["from"]), b=ui.name(ob["to"]), kind=kind, n=ob["n"])
        dl.text(r.x, y + 8, ln, fit_size(ln, 12.5, r.w), th.INK_SOFT, "l", "n", "a", r.w)
        y += 17
    # Score sheet: points of a scored hand, cards owed for the others; then "if it ended now".
    y += 10
    dl.text(r.x, y + 8, ui.tx("sheet"), 14, th.INK, "l", "b", "s")
    key = ui.tx("sheet_key")
    sw = text_width(ui.tx("sheet"), 14) + 12
    dl.text(r.x + sw, y + 8, key, fit_size(key, 11.5, r.w - sw), th.INK_SOFT, "l", "n", "a", r.w - sw)
    y += 22
    col = (r.w - 70) / 6
    for s in range(6):
        nm = ui.name(s)
        dl.text(r.x + 70 + col * (s + 0.5), y + 6, nm, fit_size(nm, 12, col - 4), th.INK_SOFT, "c", "n", "a",
                col - 2)
    y += 18
    for i, h in enumerate(ui.table.client.hands()):
        hr = h.result or {}
        if not hr.get("over"):
            continue
        row, scored = sheet_cells(hr)
        label = ui.tx("hand_no", n=hr.get("hand", i + 1))
        dl.text(r.x, y + 8, label, 12, th.INK_SOFT, "l")
        for s in range(6):
            cell = f"{row[s]:+d}" if scored else ui.tx("owed", n=f"{row[s]:+d}")
            dl.text(r.x + 70 + col * (s + 0.5), y + 8, cell, fit_size(cell, 12, col - 4),
                    th.INK if scored else th.INK_SOFT, "c", "n", "a", col - 2)
        y += 19
        if y > r.b - 40:
            break
    final = res.get("scores_if_session_ends") or [0] * 6
    dl.line(r.x, y + 2, r.r, y + 2, th.PAPER_EDGE, 1)
    dl.text(r.x, y + 14, ui.tx("if_end"), fit_size(ui.tx("if_end"), 11.5, 68), th.INK, "l", "b", "a", 68)
    for s in range(6):
        dl.text(r.x + 70 + col * (s + 0.5), y + 14, f"{final[s]:+d}", 13, th.INK, "c", "b")
