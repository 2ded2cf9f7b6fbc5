"""花鳥風月's result sheet, as a polished game's: who won and how it was reached (the turn, the
phrase that went out or the pile running dry), the winning phrase's cards, each seat's hand left,
its points left, what the song scores and the match total (the winner takes the points left in the
other hands, each other seat loses its own: rules.md, the match total; play-test 6: wins only), and
what that means for the match (who leads, who starts the next song); a 看牌面 button in the sheet's corner hides it to show the
final table, and a button in the bar's play cell brings it back (play-test 5: only a tally, and
the sheet hid the last plays)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...core.game import JSON
from ...core.i18n import Text, listing, pick, tx
from .. import theme as th
from ..draw import DisplayList, fit_size, text_width
from ..geom import Rect
from ..plugin import signed
from ..texts import you_form
from ..widgets import CardFace, button, card
from .huaniao_duel import draw_sd_result
from .huaniao_plays import chip_card
from .huaniao_win import how_line

BOARD = "hn:board"  # the sheet's 看牌面: the final table without the sheet
SHEET = "hn:sheet"  # the table's way back to the sheet
ROW_H = 46.0
WORDS: dict[str, Text] = {
    "board": tx("看牌面", "看牌面", "See table"),
    "sheet": tx("看结算", "看結算", "Results"),
    "out": tx("第{turn}回合 · {name} {play}，出完手牌", "第{turn}回合 · {name} {play}，出完手牌",
              "Turn {turn} · {name} went out with {play}"),
    "pile": tx("第{turn}回合 · 牌堆摸完，剩余点数最少者胜", "第{turn}回合 · 牌堆摸完，剩餘點數最少者勝",
               "Turn {turn} · the pile ran out: fewest points left wins"),
    "turn": tx("第{turn}回合 · ", "第{turn}回合 · ", "Turn {turn} · "),
    "last": tx("出完的一手", "出完的一手", "Went out with"),
    "song_head": tx("本曲", "本曲", "Song"),
    "match_head": tx("总分", "總分", "Total"),
    "rank": tx("第{n}名", "第{n}名", "#{n}"),
    "lead": tx("{name} 领先（{n}）", "{name} 領先（{n}）", "{name} leads ({n})"),
    "level": tx("{names} 同为 {n}，并列领先", "{names} 同為 {n}，並列領先", "{names} level ({n} each)"),
    "how_scored": tx("胜者得其余各家剩余点数，其余各家扣自己的剩余点数", "勝者得其餘各家剩餘點數，其餘各家扣自己的剩餘點數",
                     "The winner takes the points left in the other hands; the others lose their own"),
    "pts_head": tx("剩余点数", "剩餘點數", "Points"),
    "after": tx("第{n}曲过后：", "第{n}曲過後：", "After {n} songs: "),
    "after1": tx("第1曲过后：", "第1曲過後：", "After 1 song: "),
    "next": tx("下一曲由{name}先出", "下一曲由{name}先出", "{name} starts the next song"),
}


def word(key: str, lang: str, **kw: object) -> str:
    s = pick(WORDS[key], lang)
    return s.format(**kw) if kw else s


@dataclass
class SheetCtx:
    """What the sheet needs of the table: the language, names, faces, the game's labels, how a
    phrase is named (舞·花鸟风月), the match totals so far (this song's included) and the viewer."""

    lang: str
    name: Callable[[int], str]
    face: Callable[[Any], CardFace]
    label: Callable[..., str]
    phrase: Callable[[JSON], str]
    totals: list[float]
    viewer: int | None
    songs: int = 1  # songs finished in the match, this one included


def song_scores(res: JSON) -> list[int]:
    """What a song scores (the match total, games/huaniao/rules.md): the winner takes the points
    left in the other hands, each other seat loses its own; [0]*4 for a song without a winner."""
    pts = [int(p) for p in res.get("points") or [0, 0, 0, 0]]
    win = res.get("winner")
    if not isinstance(win, int) or len(pts) != 4:
        return [0, 0, 0, 0]
    return [sum(p for o, p in enumerate(pts) if o != win) if s == win else -pts[s] for s in range(4)]


def winning_phrase(view: JSON, win: int) -> JSON | None:
    """The phrase the winner went out with: its newest in the pool."""
    return next((ph for ph in reversed(view.get("pool") or []) if isinstance(ph, dict) and ph.get("seat") == win),
                None)


def reach_line(view: JSON, ctx: SheetCtx) -> str:
    """How the song was reached: the turn and the phrase that went out, or the pile running dry
    (each seat's points are in the rows); a tie and a showdown as ``how_line`` says them."""
    res = view.get("result") or {}
    win, how, turn = res.get("winner"), res.get("how"), res.get("turns", view.get("turn", 0))
    if how == "out" and isinstance(win, int):
        ph = winning_phrase(view, win)
        play = ctx.phrase(ph) if ph is not None else ""
        return you_form(word("out", ctx.lang, turn=turn, name=ctx.name(win), play=play), ctx.lang) or ""
    if how == "points":
        return word("pile", ctx.lang, turn=turn)
    return word("turn", ctx.lang, turn=turn) + how_line(res, ctx.lang, ctx.name)


def match_line(ctx: SheetCtx, winner: Any) -> str:
    """What the song means for the match: after how many songs who leads by the total (or who is
    level), and who starts the next song (the winner, §5 step 2)."""
    tot = ctx.totals
    if not tot:
        return ""
    top = max(tot)
    leaders = [s for s, v in enumerate(tot) if v == top]
    n = signed(top, ctx.lang)
    lead = word("lead", ctx.lang, name=ctx.name(leaders[0]), n=n) if len(leaders) == 1 else \
        word("level", ctx.lang, names=listing((ctx.name(s) for s in leaders), ctx.lang), n=n)
    head = word("after1", ctx.lang) if ctx.songs == 1 else word("after", ctx.lang, n=ctx.songs)
    out = head + (you_form(lead, ctx.lang) or lead)
    if isinstance(winner, int):
        nxt = word("next", ctx.lang, name=ctx.name(winner))
        out += f" · {you_form(nxt, ctx.lang) or nxt}"
    return out


def sheet_height(view: JSON) -> float:
    sd = (view.get("showdown") or {}).get("rounds") or []
    res = view.get("result") or {}
    out = 62 + (52 if res.get("how") == "out" else 0) + 22 + 4 * (ROW_H + 4) + 30 + 18
    return out + (4 * 48 + 30 + 50 if sd else 0)  # the showdown's why and rule: up to 4 lines


def draw_sheet(dl: DisplayList, r: Rect, view: JSON, ctx: SheetCtx, phone: bool) -> None:
    """The sheet's body in ``r``; the 看牌面 button in the panel's top right corner, by its title."""
    res = view.get("result") or {}
    win = res.get("winner")
    lang = ctx.lang
    bw = max(84.0, text_width(word("board", lang), 14) + 24)
    button(dl, BOARD, Rect(r.r + 12 - bw, r.y - 46, bw, 40), word("board", lang), "normal", 14)  # a 40 px target
    title = (you_form(ctx.label("wins", name=ctx.name(win)), lang) or "") if isinstance(win, int) else ""
    dl.text(r.cx, r.y + 14, title, fit_size(title, 24, r.w), th.CINNABAR, "c", "b", "s")
    reach = reach_line(view, ctx)
    dl.text(r.cx, r.y + 42, reach, fit_size(reach, 14, r.w - 8, 11), th.INK_SOFT, "c", "n", "s", r.w - 8)
    y = r.y + 62
    if res.get("how") == "out" and isinstance(win, int):
        ph = winning_phrase(view, win)
        cards = list(ph.get("cards") or []) if ph is not None else []
        if cards:  # the cards it went out with, on a light plate
            lw = text_width(word("last", lang), 14) + 24  # (bold serif runs wider than the estimate)
            n = len(cards)
            cw = min(32.0, (r.w - lw - 24) / n - 3)
            plate = Rect(r.cx - (lw + n * (cw + 3) + 14) / 2, y, lw + n * (cw + 3) + 14, 46)
            dl.rect(plate, "rgba(184,137,58,0.16)", th.GOLD, 1, 8)
            dl.text(plate.x + 10, plate.cy, word("last", lang), 13, th.INK, "l", "b", "s")
            for i, c in enumerate(cards):
                card(dl, Rect(plate.x + lw + i * (cw + 3), plate.y + 4, cw, 38), ctx.face(c), small=True)
            y += 52
    y = draw_rows(dl, Rect(r.x, y, r.w, r.b - y), view, ctx, phone)
    sd = view.get("showdown") or {}
    if sd.get("rounds"):
        y = draw_sd_result(dl, Rect(r.x, y, r.w, r.b - y - 26), view, lang, ctx.name, ctx.face, ctx.label)
    rule = word("how_scored", lang)  # how the song's column is reached, under the rows
    dl.text(r.cx, r.b - 32, rule, fit_size(rule, 12, r.w, 10), th.INK_SOFT, "c", "n", "a", r.w)
    # the match said once, here (SERIES_ON_SHEET off: no series line under it)
    line = match_line(ctx, win)
    dl.text(r.cx, r.b - 12, line, fit_size(line, 15, r.w, 11), th.INK, "c", "b", "s", r.w)


def draw_rows(dl: DisplayList, r: Rect, view: JSON, ctx: SheetCtx, phone: bool) -> float:
    """Each seat's row: name, the hand it was left with, its points, what the song scores and the
    match total (the columns named); returns the y under them."""
    res = view.get("result") or {}
    win = res.get("winner")
    pts = res.get("points") or [0] * 4
    song = song_scores(res)
    hands = res.get("hands") or [[]] * 4
    name_w = 60.0 if phone else 84.0
    # the number columns (points left, this song, the match), their centres from the right
    cols = [50.0, 38.0, 46.0] if phone else [64.0, 52.0, 56.0]
    xs = [r.r - 4 - sum(cols[i:]) + cols[i] / 2 for i in range(3)]
    heads = [word("pts_head", ctx.lang), word("song_head", ctx.lang), word("match_head", ctx.lang)]
    dl.text(r.x + name_w + 4, r.y + 8, ctx.label("hand_head"), 12, th.INK_SOFT, "l", "b")
    for x, cw_, hd in zip(xs, cols, heads, strict=True):
        dl.text(x, r.y + 8, hd, fit_size(hd, 12, cw_ - 2, 10), th.INK_SOFT, "c", "b", "a", cw_)
    y = r.y + 20
    avail = xs[0] - cols[0] / 2 - 4 - (r.x + name_w)
    rows = [tile_groups(hands[s] if s < len(hands) else [], avail, ctx) for s in range(4)]
    # one tile size for every row (play-test 36 #4, 125903-ph-end: 26 px in one row, 18 px in the next), the
    # largest the fullest row allows; a count under its tile, never over its face (×3 on 鸟's foot)
    cw = max(16.0, min([26.0] + [(avail - 2 * (len(g) - 1)) / len(g) for g in rows if g]))
    counted = any(k > 1 for g in rows for _c, k in g)
    ch = min(36.0, cw * 1.42) if not counted else min(28.0, cw * 1.3)
    for s in range(4):
        row = Rect(r.x, y, r.w, ROW_H)
        if s == win:
            dl.rect(row, "rgba(184,137,58,0.18)", th.GOLD, 1, 8)
        nm = ctx.name(s)
        dl.text(row.x + 6, row.cy, nm, fit_size(nm, 15, name_w - 8), th.INK, "l", "b", "a", name_w - 8)
        n = max(1, len(rows[s]))
        step = min(cw + 2, (avail - cw) / max(1, n - 1)) if n > 1 else cw
        for i, (c, k) in enumerate(rows[s]):
            cr = Rect(row.x + name_w + i * step, row.y + (3 if counted else 5), cw, ch)
            chip_card(dl, cr, ctx.face(c))
            if k > 1:  # a tab on its tile's foot, its width: this tile's count (pt37 153846-phend4: a bare "×4"
                tab = Rect(cr.x, cr.b - 2, cw, 13)  # under the first tile read as four of every card)
                dl.rect(tab, th.INK, None, 1.0, 3)
                dl.text(tab.cx, tab.cy + 0.5, f"×{k}", 11, th.WHITE, "c", "b", "a", cw)
        dl.text(xs[0], row.cy, str(pts[s] if s < len(pts) else ""), 17, th.INK, "c", "b", "s")
        mark = signed(float(song[s]), ctx.lang)
        dl.text(xs[1], row.cy, mark, fit_size(mark, 15, cols[1] - 2, 11), th.CINNABAR if s == win else th.INK_SOFT,
                "c", "b", "a", cols[1])
        got = signed(float(ctx.totals[s]), ctx.lang) if s < len(ctx.totals) else "0"
        dl.text(xs[2], row.cy - 6, got, fit_size(got, 15, cols[2] - 2, 11), th.INK, "c", "b", "a", cols[2])
        if s < len(ctx.totals):  # the standings under the total (play-test 13: "no final standings")
            rank = word("rank", ctx.lang, n=1 + sum(1 for v in ctx.totals if v > ctx.totals[s]))
            dl.text(xs[2], row.cy + 11, rank, 11, th.INK if rank == word("rank", ctx.lang, n=1) else th.INK_SOFT,
                    "c", "b", "a", cols[2])
        y += ROW_H + 4
    return y


def tile_groups(cards: list[Any], avail: float, ctx: SheetCtx) -> list[tuple[Any, int]]:
    """A row's hand as (card, count): each card once where they fit ``avail`` px at 24 px a card, else each
    face once with how many (play-test 30 #4, 030617-ph2-w10: 8 cards overlapped past reading in 120 px)."""
    if len(cards) * 24 - 2 <= avail:
        return [(c, 1) for c in cards]
    groups: dict[str, list[Any]] = {}
    for c in cards:
        groups.setdefault(ctx.face(c).big, []).append(c)
    return [(g[0], len(g)) for g in groups.values()]


def draw_back(dl: DisplayList, cell: Rect, lang: str) -> None:
    """The table's way back to the sheet while it shows the final table (the bar's play cell)."""
    button(dl, SHEET, cell, word("sheet", lang), "primary", 16)
