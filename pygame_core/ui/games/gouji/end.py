"""The end of a 够级 hand: places, who owes whom, and the score sheet of the series."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ....core.game import JSON
from ....core.i18n import pick
from ....games.gouji.cards import VALUE
from ....games.gouji.texts import PLACE_NAMES
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...plugin import TableView
from .finish import (
    WORDS,
    bie_seats,
    end_reason,
    left_lines,
    left_values,
    mini_cards,
    mini_widths,
    own_why,
    result_title,
    rev_line,
    team_ahead,
    tribute_lines,
)


class GoujiLike(Protocol):
    table: TableView

    @property
    def lang(self) -> str: ...

    def tx(self, key: str, **kw: object) -> str: ...

    def name(self, seat: int) -> str: ...


def end_height(view: JSON, hands: int, most_lines: int = 10) -> float:
    """The sheet's height with up to ``most_lines`` who-pays-whom lines (more say "…N more")."""
    n_obl = len(sheet_lines(view, str, "zh-Hans", False))
    return 40 + TEAM_H + HEAD_H + KEY_H + 6 * 26 + 24 + min(n_obl, most_lines) * 17 + 40 + (hands + 2) * 20


TITLE_MIN = 14.0  # the result's line no smaller (else its why goes in the chip under it)
KEY_H = 16.0  # the line saying how the points came, under the players' lines
HEAD_H = 14.0  # the players' lines' column heads (a wide sheet)
OPEN_X, CARDS_X, HAND_R = 0.55, 0.72, 0.97  # their columns: 开点's and 贡牌's centres, 本局's right edge
TEAM_H = 22.0  # the teams' results under the title (a low screen says them in the title)
PLACE_FILL = {1: th.GOLD, 6: th.CINNABAR}  # 头科 gold, 大落 red, the others ink
TEAM_FILL = (th.JADE, th.INDIGO)  # 甲, 乙 (as the seat map rings them)


def draw_heading(ui: GoujiLike, dl: DisplayList, r: Rect, view: JSON, compact: bool) -> float:
    """The viewer's result large (place and points: going out first is not winning), which team went
    out first under it in its team's colour (in the title on a low screen); returns where the rows
    start."""
    res = view.get("result") or {}
    places, pts = res.get("places") or [0] * 6, res.get("points") or [0] * 6
    wt = res.get("winner_team", -1)
    team = ui.tx("winner", team=ui.tx("team_a" if wt == 0 else "team_b")) if wt in (0, 1) else ""
    why = end_reason(res, ui.name, ui.lang)  # (a wide sheet: why the hand ended, the three named)
    if res.get("chuan_sanhu") and res.get("scored"):
        team = why = ui.tx("chuan")
    me, n, title = ui.table.viewer, 0, team
    if isinstance(me, int) and 0 <= me < 6:
        n = int(pts[me])
        place = pick(PLACE_NAMES[int(places[me])], ui.lang) if places[me] in PLACE_NAMES else ""
        chuan = bool(res.get("chuan_sanhu") and res.get("scored"))  # (串三湖: its own words say the teams')
        title = result_title(ui.tx, me, team_ahead([int(p) for p in pts]), place, n, bool(res.get("scored")))
        if n and not chuan:  # why the number is what it is: 2 points a tribute card, net, paid next deal (a
            # 串三湖 starts a fresh series: its points are the score, no tribute follows)
            own = own_why(res, me, ui.lang)  # (what it pays or takes: pt19 "你二落，本局 −4" and no why)
            key = ("net_got" if n > 0 else "net_gave") + ("_why" if own else "")
            tail = ui.tx(key, n=abs(n) // 2, why=own)
            if fit_size(title + tail, 19, r.w) >= TITLE_MIN or compact:
                title += tail
            else:  # (pt22: the English line shrank to ~8 px: the why under it, in the chip, readable; the
                why = tail.strip(" （）()")  # tribute kinds left to the lines below when they make it too long)
                if fit_size(why, 12.5, r.w - 16) < 11.5:
                    why = ui.tx("net_got" if n > 0 else "net_gave", n=abs(n) // 2).strip(" （）()")
        if compact and chuan:
            title = f"{title} · {team}"
    colour = th.JADE if n > 0 else th.CINNABAR if n < 0 else th.INK
    dl.text(r.cx, r.y + 12, title, fit_size(title, 19, r.w), colour, "c", "b", "s")
    if compact or not team or title == team:
        return r.y + (30 if compact else 34)
    cw = min(r.w, text_width(why, 12.5) + 24)  # why the hand ended: a fact, not the result
    chip = Rect(r.cx - cw / 2, r.y + 28, cw, 20)
    dl.rect(chip, TEAM_FILL[wt] if wt in (0, 1) else th.GOLD, None, 1.0, 10)
    dl.text_in(chip, why, 12.5, th.WHITE, weight="b", pad=8)
    return r.y + 34 + TEAM_H


def summary_head(ui: GoujiLike, dl: DisplayList, row: Rect) -> None:
    """The players' lines' column heads (a wide sheet): 开点, 贡牌 (net), 本局. The match so far is
    the sheet's one series line (play-test 4: a 累计 column, a 累计 row and that line said it three
    times; an unscored hand is settled at the next deal, so 累计 was 本局 again)."""
    for key, x, align in (("col_open", row.x + row.w * OPEN_X, "c"), ("col_cards", row.x + row.w * CARDS_X, "c"),
                          ("col_hand", row.x + row.w * HAND_R, "r")):
        dl.text(x, row.cy, ui.tx(key), 11, th.INK_FAINT, align)


def summary_row(ui: GoujiLike, dl: DisplayList, row: Rect, s: int, place: int, count: int, opened: str,
                pts: int, wide: bool, mine: bool, shade: bool, rev: bool = False, held: list[int] | None = None,
                stuck: bool = False) -> None:
    """One player's line of the result, as an app's result sheet has it: the place in a coloured
    pill (头科 gold, 大落 red), the team's mark, the name (and the cards still held), 开点 or not;
    on a wide sheet the tribute cards net (points are 2 a card: why the number is what it is) and
    this hand's points large, each in a labelled column
    (``summary_head``); on a low one the points alone at the right. The viewer's line ringed in gold."""
    if mine or shade:
        dl.rect(row, "rgba(184,137,58,0.16)" if mine else "rgba(43,38,34,0.045)", th.GOLD if mine else None, 1.2, 6)
    small = row.h < 22
    pl = pick(PLACE_NAMES[place], ui.lang) if place in PLACE_NAMES else ""
    pill = Rect(row.x + 4, row.cy - (8 if small else 9), 34 if small else 44, 16 if small else 18)
    dl.rect(pill, PLACE_FILL.get(place, th.INK_SOFT if place else th.INK_FAINT), None, 1.0, pill.h / 2)
    dl.text_in(pill, pl or "—", 11 if small else 12, th.WHITE, weight="b", pad=2)
    mark = Rect(pill.r + 5, row.cy - 7.5, 16, 15)
    dl.rect(mark, TEAM_FILL[s % 2], None, 1.0, 3)
    dl.text_in(mark, ui.tx("team_a" if s % 2 == 0 else "team_b"), 10.5, th.WHITE, weight="b", pad=1)
    who = name_cell(ui, s, stuck) + (f"  {ui.tx('rev')}" if rev else f"  {ui.tx('say_report', n=count)}"
                                     if count > 0 and not held else "")
    # (fewer placed first, 13.1; a 革命's cards are dead, its place 12.4: "革命", not 剩29张, pt10 p40)
    name_w = row.w * (OPEN_X - 0.07 if wide else 0.62) - (mark.r - row.x) - 6
    size = fit_size(who, 12.5 if small else 14, name_w)
    dl.text(mark.r + 6, row.cy, who, size, th.INK, "l", "b", "a", name_w)
    if held:  # the cards it still held, face up after its name (``draw_end`` checked they fit: else in words)
        mini_cards(dl, mark.r + 14 + text_width(who, size), row.cy, held, ui.lang)
    dl.text(row.x + row.w * (OPEN_X if wide else 0.72), row.cy, ui.tx(opened),
            11 if small else 12.5, th.JADE if opened == "opened" else th.INK_SOFT, "c")
    colour = th.CINNABAR if pts < 0 else th.JADE if pts else th.INK_SOFT
    if wide:
        net = pts // 2  # (§14.1: 2 points a tribute card)
        cards = owed_cell(ui, net)
        dl.text(row.x + row.w * CARDS_X, row.cy, cards, 12.5, th.INK_SOFT, "c")
        dl.text(row.x + row.w * HAND_R, row.cy, signed(pts), 17, colour, "r", "b")
        return
    unit = ui.tx("points")
    uw = text_width(unit, 11) + 4
    dl.text(row.r - 6, row.cy + 1, unit, 11, th.INK_SOFT, "r")
    dl.text(row.r - 6 - uw, row.cy, signed(pts), 14 if small else 17, colour, "r", "b")


def name_cell(ui: GoujiLike, s: int, stuck: bool) -> str:
    """A player's name on its row, "  憋3" after it for a seat stuck with its 3 (its 3 gone out later or not)."""
    return ui.name(s) + (f"  {pick(WORDS['bie'], ui.lang)}" if stuck else "")


def signed(n: int) -> str:
    """A score as the sheet shows it: +6, -2, and 0 without a sign."""
    return f"{n:+d}" if n else "0"


def sheet_lines(view: JSON, name: Callable[[int], str], lang: str, short: bool, left: bool = True) -> list[str]:
    """The lines under the places: the cards the last seats still held (``left``), then who pays whom."""
    me = view.get("seat")
    held = left_lines(view, me if isinstance(me, int) else None, name, lang) if left else []
    rev = rev_line(view.get("result") or {}, name, lang)  # why a 革命 placed where it did (pt10 D3)
    return [rev][:bool(rev)] + held + tribute_lines(view.get("result") or {}, name, lang, short)


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
    # numbered in the match, not in the rules' series: a 串三湖 starts the series again at 1 (pt38 #3: 第1局 twice)
    hands = [dict(hr, hand=h.no) for h in ui.table.client.hands() if (hr := h.result or {}).get("over")]
    me = ui.table.viewer
    held = left_values(view, me if isinstance(me, int) else None)
    if isinstance(me, int) and counts[me] > 0 and view.get("hand") and me != res.get("revolutionary"):  # the player's own
        held[me] = sorted((VALUE[int(c)] for c in view["hand"]), reverse=True)  # too (pt36 125503-t42: only "你 剩1张")
    room = r.w * OPEN_X - 100  # (a row's name and cards, after its place and team, before 开点's word: ``summary_row``)
    stuck = bie_seats(res)  # marked 憋3 on their rows, as 多乐 marks them (pt38 #4)
    fits = all(v and sum(mini_widths(v)) + text_width(name_cell(ui, s, s in stuck), 14) <= room for s, v in held.items())
    shown_held = held if held and fits and end_height(view, len(hands), 3) <= r.h else {}  # (each seat's own, on a
    left = not shown_held  # full sheet: on its row, face up; pt30 #7)
    obligations = sheet_lines(view, ui.name, ui.lang, False, left)
    # the two-column sheet only where the full one cannot fit even with its who-pays-whom lines cut to
    # three (play-test 4 L104: a laptop 36 px short got the squeezed sheet over an empty half)
    compact = end_height(view, len(hands), 3) > r.h
    y = draw_heading(ui, dl, r, view, compact)
    row_h = 20.0 if compact else 26.0
    cols = 2 if compact else 1
    cw = (r.w - 16 * (cols - 1)) / cols
    wide = not compact
    if wide:
        summary_head(ui, dl, Rect(r.x, y - 2, r.w, HEAD_H))
        y += HEAD_H
    for i, s in enumerate(sorted(range(6), key=lambda s: places[s] if places[s] else 9)):
        x, yy = r.x + (i // 3 if compact else 0) * (cw + 16), y + (i % 3 if compact else i) * row_h
        # (a forfeit is 弃点 as the seat's badge said all hand, not 未开: pt18, one word for one thing)
        state = "opened" if opened[s] else "forfeited" if (view.get("open") or "N" * 6)[s] == "F" else "not_opened"
        summary_row(ui, dl, Rect(x, yy + 1, cw, row_h - 2), s, int(places[s] or 0), counts[s], state,
                    int(pts[s]), wide, s == me, i % 2 == 0, s == res.get("revolutionary"), shown_held.get(s), s in stuck)
    y += row_h * (3 if compact else 6) + (2 if compact else 6)
    if not compact:  # how the points came (play-test 3 D3: a teammate's −4 beside "you won 4")
        key = ui.tx("points_key")
        dl.text(r.x, y + 6, key, fit_size(key, 11.5, r.w, 10), th.INK_SOFT, "l", "n", "a", r.w)
        y += KEY_H
    dl.line(r.x, y - 2, r.r, y - 2, th.PAPER_EDGE, 1)  # the summary above, the details below
    # the sheet below needs its heading, names and at least one hand
    gap, head, names = (4.0, 20.0, 16.0) if compact else (10.0, 22.0, 18.0)
    sheet_min = head + names + (23 if compact else 19)  # (a compact row is drawn when 23 px are left)
    room = r.b - y - sheet_min - gap - (0 if compact else 6)
    # a low screen: the lines three abreast, then in shorter words, smaller rows and more columns
    # till every one fits (a phone on its side cut off "…还有 4 笔进贡")
    tries = [(3 if compact and r.w >= 480 else cols, 16.0 if compact else 17.0, "owes")]
    if compact:
        tries += [(n, 13.0, "owes_short") for n in (3, 4, 5) if r.w / n >= 108]
    elif r.w >= 480:  # (a laptop: two abreast before any is left out, pt16 #4: "…还有 3 笔进贡" over empty room)
        tries += [(2, 17.0, "owes")]
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
    if len(obligations) > fit:  # a line says how many more: it takes a row
        shown = obligations[:max(0, min(10, fit) - ob_cols)]
    if key == "owes_short":
        shown = sheet_lines(view, ui.name, ui.lang, True, left and obligations is not tribute)[:len(shown)]
    brief = sheet_lines(view, ui.name, ui.lang, True, left and obligations is not tribute)
    # in short words rather than squeezed (a phone on its side drew 点贡互付's long line at a third of its
    # width), then every line alike (pt9: "电脑5→电脑2 憋贡1" under "电脑3 → 你：点贡 1张")
    if len(brief) >= len(shown) and any(text_width(ln, 10.5) > ob_w for ln in shown):
        shown = brief[:len(shown)]
    for i, ln in enumerate(shown):
        x, yy = r.x + (i % ob_cols) * (ob_w + 12), y + (i // ob_cols) * ob_h
        dl.text(x, yy + ob_h / 2, ln, max(10.5, fit_size(ln, 12.5, ob_w)), th.INK_SOFT, "l", "n", "a", ob_w)
    y += -(-len(shown) // ob_cols) * ob_h
    if len(shown) < len(obligations) and fit:
        more = ui.tx("more_owed", n=len(obligations) - len(shown))
        dl.text(r.x, y + 8, more, fit_size(more, 12.5, r.w), th.INK_SOFT, "l", "n", "a", r.w)
        y += ob_h
    # Score sheet: points of a scored hand, cards owed for the others (the total: the series line).
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
    # the latest hands that fit (none on a very low screen: the places above show this hand's points)
    room = max(0, int((r.b - y) // 19)) or (1 if compact and r.b - y >= 23 else 0)
    for i, hr in enumerate(hands[len(hands) - room:] if room else [], start=max(0, len(hands) - room)):
        row, scored = sheet_cells(hr)
        label = ui.tx("hand_no", n=hr.get("hand", i + 1))
        dl.text(r.x, y + 8, label, 12, th.INK_SOFT, "l")
        if not scored and i < len(hands) - 1:  # its cards went with the next deal (play-test 5: hand 1's
            lw = text_width(label, 12) + 4  # +6 "was nowhere" in hand 2: rules 14.1, paid in cards)
            dl.text(r.x + lw, y + 8, ui.tx("settled"), fit_size(ui.tx("settled"), 10.5, 66 - lw, 8), th.JADE, "l")
        for s in range(6):
            cell = signed(row[s]) if scored else owed_cell(ui, row[s])
            dl.text(r.x + 70 + col * (s + 0.5), y + 8, cell, fit_size(cell, 12, col - 4),
                    th.INK if scored else th.INK_SOFT, "c", "n", "a", col - 2)
        y += 19


def owed_cell(ui: GoujiLike, n: int) -> str:
    """An unscored hand's cell: the tribute cards a seat gives (交) or gets (收) at the next deal."""
    if n == 0:
        return ui.tx("no_cards")
    return ui.tx("gets" if n > 0 else "gives", n=abs(n))
