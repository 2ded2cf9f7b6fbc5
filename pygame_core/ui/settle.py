"""Leaving a table: the plain question before any hand is over, else the 散场 card (play-test 34, 够级 and
花鸟风月: leaving threw the match's score away unseen; the apps end a session on a 结算 screen). The card
ranks every seat by its match total (the game's own ``match_scores``), marks the viewer's row, counts the
hands each won, names the winner, and offers 继续打 (nothing lost) and 回主页 (the match is over). It is the
menu's 结束 (also over a result sheet). The sheet's own 回主页 asks with it too (play-test 36, 跑胡子: it left at
once and a player took the match for lost): its 回主页 keeps the match for 继续上局, and the card says so."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..table.client import SeatClient
from . import theme as th
from .draw import DisplayList, fit_size
from .geom import Rect
from .plugin import Btn, GameUI
from .table_bar import Guard
from .table_menus import draw_question
from .texts import t
from .widgets import button, panel

HOLD = "ask:hold"  # the card's face and the shade round it: read, not a tap that closes it
LEAVE, STAY = "ask:yes", "ask:no"  # the table's answers to its question (TableScreen._answer)
MINE = "rgba(184,137,58,0.22)"  # the viewer's row, in the gold the sheets mark a row with


class Leaving(Protocol):
    """What the card reads of the table screen."""

    client: SeatClient
    plugin: GameUI
    viewer: int | None
    hotseat: bool  # several people at this device: no row is "you", the winner is named
    leaving: bool
    keeping: bool  # the card's 回主页 keeps the match (asked from a result sheet with hands to come)
    overlay: str | None
    asking: Btn | None

    @property
    def lang(self) -> str: ...

    def seat_name(self, seat: int) -> str: ...


@dataclass(frozen=True)
class Row:
    seat: int
    name: str
    total: float
    rank: int  # 1 for the most; seats level share a rank (1, 1, 3)
    won: int | None  # hands won, where the game counts them


@dataclass(frozen=True)
class Standings:
    hands: int  # hands finished in the match
    rows: list[Row]  # best first
    live: bool  # a hand is under way: it does not count
    me: int | None  # the player's seat (None: hot-seat, or a spectator)


def standings(table: Leaving) -> Standings | None:
    """The match as the card shows it; None before any hand of it is over (the plain question then)."""
    c = table.client
    all_hands = c.hands()
    done = [h for h in all_hands if h.returns is not None]
    earlier = c.earlier()
    n = table.plugin.match_hands(done) or len(done) + (earlier.hands if earlier is not None else 0)
    if n == 0:
        return None
    seats = c.info.seats
    scores = table.plugin.match_scores(done)
    won = table.plugin.hands_won()
    totals = [float(scores[s]) for s in range(seats)] if scores is not None and len(scores) >= seats else \
        [float(x) for x in (won or c.wins())]  # a game that keeps no points: hands won rank it
    me = None if table.hotseat else table.viewer
    order = sorted(range(seats), key=lambda s: (-totals[s], s != me, s))
    rows = [Row(s, table.seat_name(s), totals[s], 1 + sum(v > totals[s] for v in totals),
                won[s] if won is not None and s < len(won) else None) for s in order]
    return Standings(n, rows, not c.is_over(), me)


def ordinal(n: int, lang: str) -> str:
    if lang != "en":
        return f"第{n}名"
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def verdict(st: Standings, lang: str, keep: bool = False) -> tuple[str, bool]:
    """The card's line under its title, and whether it is the viewer's win; ``keep``: the match goes on
    later, so it names who leads, not who won."""
    top = [r for r in st.rows if r.rank == 1]
    if len(top) == len(st.rows):
        return t("settle_level", lang), False
    mine = next((r for r in st.rows if r.seat == st.me), None)
    if mine is not None and mine.rank == 1:
        won = ("settle_you_lead", "settle_you_share_lead") if keep else ("settle_you_won", "settle_you_share")
        return t(won[len(top) > 1], lang), True
    names = ("、" if lang != "en" else ", ").join(r.name for r in top)
    line = t("settle_leader" if keep else "settle_winner", lang, names=names)
    if mine is not None:
        line += " · " + t("settle_place", lang, place=ordinal(mine.rank, lang))
    return line, False


def ask_leave(table: Leaving, guard: Guard, now: float, keep: bool) -> None:
    """Ask before leaving; ``keep``: the match stays for 继续上局. The card's buttons wait out a double tap on
    the 结束 or 回主页 that asked (GUARD_S): its 回主页 may come up under the finger, and the match would go
    unread. (The plain question's 取消 and 确定 answer at once.)"""
    table.overlay, table.leaving, table.keeping = None, True, keep
    if standings(table) is not None:
        guard.last_tap, guard.last_rect = now, Rect(0, 0, 1e9, 1e9)


def question(table: Leaving) -> str | None:
    """What the table asks now, in words (the app's state): leaving, or "确定…？" before an action."""
    if table.leaving:
        return t("settle_keep" if table.keeping else "quit_ask", table.lang)
    return table.asking.confirm if table.asking is not None else None


def draw_leave(table: Leaving, dl: DisplayList, w: float, h: float, avoid: Rect) -> None:
    """The question over the table: the 散场 card when leaving a match with a hand over, else the plain
    question (leaving before any hand ends, or "确定…？" before an action)."""
    lang = table.lang
    st = standings(table) if table.leaving else None
    if st is not None:
        draw_card(dl, w, h, lang, st, table, avoid)
        return
    asked = table.asking.confirm if table.asking is not None else ""
    draw_question(dl, w, h, lang, t("quit_ask", lang) if table.leaving else t("confirm_ask", lang, what=asked),
                  avoid)


def draw_card(dl: DisplayList, w: float, h: float, lang: str, st: Standings, table: Leaving,
              avoid: Rect) -> None:
    """The card: title, the verdict, a row a seat (rank, name, hands won, total), a note, 继续打 / 回主页."""
    dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.55)")
    dl.hit(HOLD, Rect(0, 0, w, h))
    n, keep = len(st.rows), table.keeping
    pw = min(w - 24, 460.0)
    notes = ([t("settle_live", lang)] if st.live else []) + [t("settle_keep" if keep else "settle_note", lang)]
    fixed = 50 + 34 + 22 + 18 * len(notes) + 12 + 64  # title, verdict, heads, notes, gap, buttons
    row_h = max(26.0, min(40.0, (h - 24 - fixed) / n))
    ph = fixed + row_h * n
    y = max(12.0, (h - ph) / 2)
    if y + ph > avoid.y and avoid.h > 0 and avoid.y - ph - 12 >= 12:  # off the bar's rows when it fits
        y = avoid.y - ph - 12
    r = Rect((w - pw) / 2, y, pw, ph)
    panel(dl, r)
    dl.hit(HOLD, r)
    title = t("settle_title_keep" if keep else "settle_title" if st.hands != 1 else "settle_title_1", lang, n=st.hands)
    dl.text(r.cx, r.y + 28, title, fit_size(title, 21, r.w - 32), th.INK, "c", "b", "s", r.w - 24)
    line, won = verdict(st, lang, keep)
    dl.text(r.cx, r.y + 62, line, fit_size(line, 16, r.w - 32, 11), th.CINNABAR if won else th.INK, "c", "b", "a",
            r.w - 24)
    x0, x1 = r.x + 16, r.r - 16
    name_x, won_x, total_x = x0 + 40, x1 - 110, x1 - 8
    heads_y = r.y + 94
    shown_won = any(row.won is not None for row in st.rows)
    dl.text(x0 + 16, heads_y, t("settle_rank", lang), 12, th.INK_SOFT, "c", "b")
    dl.text(name_x, heads_y, t("settle_player", lang), 12, th.INK_SOFT, "l", "b")
    if shown_won:
        dl.text(won_x, heads_y, t("settle_won", lang), 12, th.INK_SOFT, "c", "b")
    dl.text(total_x, heads_y, t("settle_total", lang), 12, th.INK_SOFT, "r", "b")
    y = heads_y + 12
    size = 16.0 if row_h >= 34 else 14.0
    fmt = table.plugin.signed_score
    for row in st.rows:
        rr = Rect(x0, y, x1 - x0, row_h - 4)
        if row.seat == st.me:
            dl.rect(rr, MINE, th.GOLD, 1.0, 8)
        if row.rank == 1 and len({x.rank for x in st.rows}) > 1:  # the winner's seal (none when all level)
            dl.circle(x0 + 16, rr.cy, min(13.0, rr.h / 2 - 1), th.CINNABAR)
            dl.text(x0 + 16, rr.cy, "1", size - 2, th.WHITE, "c", "b")
        else:
            dl.text(x0 + 16, rr.cy, str(row.rank), size - 1, th.INK_SOFT, "c", "b")
        name_w = (won_x - 30 if shown_won else total_x - 90) - name_x
        dl.text(name_x, rr.cy, row.name, fit_size(row.name, size, name_w, 11), th.INK, "l", "b", "a", name_w)
        if row.won is not None:
            dl.text(won_x, rr.cy, str(row.won), size - 1, th.INK_SOFT, "c")
        total = fmt(row.total, lang)
        dl.text(total_x, rr.cy, total, fit_size(total, size + 1, 100, 11),
                th.CINNABAR if row.total > 0 else th.INK, "r", "b")
        y += row_h
    for i, note in enumerate(notes):
        dl.text(r.cx, y + 10 + 18 * i, note, fit_size(note, 13, r.w - 32, 10), th.INK_SOFT, "c", "n", "a", r.w - 24)
    bw = (r.w - 52) / 2
    stay, leave = t("settle_stay", lang), t("to_menu", lang)
    button(dl, STAY, Rect(r.x + 20, r.b - 64, bw, 48), stay, "normal", fit_size(stay, 16, bw - 12))
    button(dl, LEAVE, Rect(r.x + 32 + bw, r.b - 64, bw, 48), leave, "primary", fit_size(leave, 16, bw - 12))
