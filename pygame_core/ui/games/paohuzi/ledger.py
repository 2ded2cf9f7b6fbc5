"""A hand's figures and its 输赢 ledger.

One unit and no rounding for every score the table shows: whole points, "-1,771,200", in every
language, as the apps and this table's English do (play-test 8: "得 1536" beside "得 10万", "赢
6.55万" beside "分 6.56万"; play-test 9: "0.0032万" for 32 points, four decimals on one page and one
on another). What shows is exact, so every total (a seat's 收 and 付, the hand, the match) adds up
the payments it lists as it reads.

The ledger (play-test 8, 33: four wins and still -50.69万, the list said only "得分 10万" a win):
per seat what it received (收), paid (付) and its net first, then a row per win with each seat's
share in that seat's column, the apps' 输赢 sheet.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ....table.series import HandSummary
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...texts import you_form
from ...widgets import button
from .common import Speaker, named

T: dict[str, Text] = {
    "got": tx("收", "收", "Won"), "paid": tx("付", "付", "Paid"), "net": tx("本局", "本局", "Net"),
    "count": tx("胡{n}次", "胡{n}次", "won {n}"), "count_self": tx("自摸{k}", "自摸{k}", "{k} self-drawn"),
    "row": tx("{i}. {name} 胡{c}", "{i}. {name} 胡{c}", "{i}. {name} on {c}"),
    "more": tx("更多 ▼ 第 {a}–{b} 次（共 {n} 次）", "更多 ▼ 第 {a}–{b} 次（共 {n} 次）", "More ▼ wins {a}–{b} of {n}"),
    "capped": tx("封顶", "封頂", "capped"),
    "biggest": tx("最大一胡", "最大一胡", "biggest"),
}
# how a win came, short enough for a ledger row ({name}: the seat whose card it was)
HOW_SHORT: dict[str, Text] = {
    "own": tx("自摸", "自摸", "self-drawn"), "wild": tx("自摸王霸", "自摸王霸", "drew a wild"),
    "other": tx("{name}翻出", "{name}翻出", "drawn by {name}"), "discard": tx("{name}点炮", "{name}點炮", "fed by {name}"),
    "tianhu": tx("天胡", "天胡", "dealt"),
}


def t(sp: Speaker, key: str, **kw: object) -> str:
    return pick(T[key], sp.lang).format(**kw)


# --- the figures --------------------------------------------------------------------------------
def fmt_pts(v: float, lang: str) -> str:
    """A score as the table shows it everywhere: whole points with separators, "-32,768" (a
    language's own words round it, never its figures); unsigned but for a minus."""
    return f"{int(v):,}"


def signed(v: float, lang: str) -> str:
    return ("+" if v > 0 else "") + fmt_pts(v, lang)


def pay_points(w: JSON, lang: str) -> list[int]:
    """A win's payments as shown: each seat's, as the rules settled them (the winner's is what the
    payers pay)."""
    return [int(x) for x in w.get("pay") or [0, 0, 0]]


def hand_points(res: JSON, lang: str) -> list[int]:
    """Each seat's figure for the hand: the sum of its payments (a result kept without them, or
    whose wins do not add up to its scores: its scores)."""
    wins = res.get("wins") or []
    scores = [int(x) for x in res.get("scores") or [0, 0, 0]]
    sums = [sum(pay_points(w, lang)[s] for w in wins) for s in range(3)]
    return sums if wins and sums == scores else scores


def match_totals(hands: list[HandSummary], lang: str) -> list[float]:
    """The match so far: the sum of every hand's figures as its sheet shows them, rounded once
    there (play-test 6: 本局 -8.12万 beside 总分 -8.13万; -40.88 + -86.79 read -127.66万); a
    hand kept without its figures counts as the rules' running totals have it."""
    last = next((h.result["match_scores"] for h in reversed(hands)
                 if isinstance(h.result, dict) and isinstance(h.result.get("match_scores"), list)), None)
    if last is None:
        return [0.0, 0.0, 0.0]
    kept = [h.result for h in hands if isinstance(h.result, dict) and isinstance(h.result.get("scores"), list)]
    raw = [sum(int(r["scores"][s]) for r in kept) for s in range(3)]
    shown = [sum(hand_points(r, lang)[s] for r in kept) for s in range(3)]
    return [float(int(b) - r + p) for b, r, p in zip(last, raw, shown, strict=True)]


def ledger(res: JSON, lang: str) -> list[tuple[int, int, int]]:
    """Per seat: what it received (收), what it paid (付, negative) and its net, as shown."""
    rows = [pay_points(w, lang) for w in res.get("wins") or []]
    net = hand_points(res, lang)
    got = [sum(r[s] for r in rows if r[s] > 0) for s in range(3)]
    paid = [sum(r[s] for r in rows if r[s] < 0) for s in range(3)]
    if sum(got) + sum(paid) == 0 and got == [0, 0, 0] and any(net):   # no wins kept: the net alone
        got, paid = [max(v, 0) for v in net], [min(v, 0) for v in net]
    return [(got[s], paid[s], net[s]) for s in range(3)]


# --- the ledger page ----------------------------------------------------------------------------
def draw_struck(dl: DisplayList, x: float, y: float, text: str, size: float, ink: str) -> float:
    """``text`` struck through, left-aligned at ``x`` (a capped win's own figure beside what it paid:
    play-test 10, a big hand read the same 100,000 as a small one); returns its width."""
    w = text_width(text, size)
    dl.text(x, y, text, size, ink, "l", "n", "a")
    dl.line(x - 1, y, x + w + 1, y, ink, max(1.0, size / 12))
    return w


def how_short(sp: Speaker, w: JSON) -> str:
    src = w.get("src")
    name = (you_form(sp.name(src), sp.lang) or sp.name(src)) if isinstance(src, int) else "?"
    return pick(HOW_SHORT.get(str(w.get("how")), tx("", "", "")), sp.lang).format(name=name)


def draw_ledger(dl: DisplayList, sp: Speaker, r: Rect, res: JSON, start: int = 0, me: int | None = None) -> int:
    """The hand's 输赢: a column per seat; rows 收, 付 and 本局 first (always in view), then a row
    per win (its winner, card and how in the first column, each seat's share in its own), a tap
    opening its page, as many as fit from ``start``; the last line a 更多 when more are left; the
    player's (``me``) own wins tinted. Returns where 更多 goes on (0: back to the first)."""
    phone = r.w < 420
    name_w = r.w * (0.36 if phone else 0.34)
    cw = (r.w - name_w) / 3
    head_h = 24.0
    row_h = 24.0

    def col(s: int) -> float:
        return r.x + name_w + cw * (s + 0.5)

    for s in range(3):
        nm = you_form(sp.name(s), sp.lang) or sp.name(s)
        dl.text(col(s), r.y + head_h / 2, nm, fit_size(nm, 13, cw - 4, 10), th.INK, "c", "b", "a", cw - 4)
    wins = res.get("wins") or []
    rows = ledger(res, sp.lang)
    counts = [(sum(w["seat"] == s for w in wins), sum(w["seat"] == s and bool(w.get("self_draw")) for w in wins))
              for s in range(3)]
    lines = [("got", [signed(g, sp.lang) if g else "—" for g, _p, _n in rows]),
             ("paid", [signed(p, sp.lang) if p else "—" for _g, p, _n in rows]),
             ("net", [signed(n, sp.lang) for _g, _p, n in rows])]
    y = r.y + head_h
    for li, (key, cells) in enumerate(lines):
        net = key == "net"
        dl.rect(Rect(r.x, y, r.w, row_h - 2), "rgba(43,38,34,0.07)" if net else None,
                "rgba(43,38,34,0.25)" if net else None, 1.0, 4)
        label = t(sp, key)
        dl.text(r.x + 6, y + row_h / 2, label, 13, th.INK if net else th.INK_SOFT, "l", "b" if net else "n", "a",
                name_w - 8)
        for s, c in enumerate(cells):
            v = rows[s][li]
            ink = th.CINNABAR if v > 0 else (th.JADE if v < 0 and net else th.INK)
            dl.text(col(s), y + row_h / 2, c, fit_size(c, 15 if net else 13, cw - 4, 10), ink, "c",
                    "b" if net else "n", "a", cw - 4)
        y += row_h
    if wins:   # how many wins each (and 自摸) under the figures, read before the list of wins (play-test 22 #5)
        for s, (n, own) in enumerate(counts):
            c = t(sp, "count", n=n)
            dl.text(col(s), y + 9, c, fit_size(c, 13, cw - 4, 11), th.INK if n else th.INK_SOFT, "c", "b", "a", cw - 4)
            if own:
                c = t(sp, "count_self", k=own)
                dl.text(col(s), y + 25, c, fit_size(c, 12, cw - 4, 11), th.INK_SOFT, "c", "n", "a", cw - 4)
        y += 34 if any(own for _n, own in counts) else 20
    y += 6
    line_h = 42.0 if phone else 30.0   # a phone's line is a 40 px target
    fit = max(1, int((r.b - y) // line_h))
    start = start if 0 <= start < len(wins) else 0
    more = len(wins) > fit
    shown = list(range(start, min(len(wins), start + (fit - 1 if more else fit))))
    big = decisive(wins, sp.lang)   # the hand's biggest win in view on every page (FIXERS s35 #4: behind 更多),
    pin = more and len(shown) > 1 and big not in shown   # named and framed, first, apart from the rows in order
    shown = shown[:-1] if pin else shown                 # (pt41 #5: '5, 17, 更多 6-11' read as a jumbled list)
    for i in ([big] if pin else []) + shown:
        _win_row(dl, sp, Rect(r.x, y, r.w, line_h - 2), name_w, col, i, wins[i], phone, wins[i]["seat"] == me,
                 i == big and len(wins) > 2)
        y += line_h
    if not more:
        return 0
    nxt = shown[-1] + 1 if shown and shown[-1] + 1 < len(wins) else 0
    last = min(len(wins), nxt + fit - 1) if nxt else min(len(wins), fit - 1)
    label = t(sp, "more", a=(nxt or 0) + 1, b=last, n=len(wins))
    button(dl, "pz:more", Rect(r.x, y, r.w, line_h - 2), label, "normal", fit_size(label, 13, r.w - 16, 11))
    return nxt


def decisive(wins: list[JSON], lang: str) -> int:
    """The win that brought its winner the most (the one the hand turned on)."""
    return max(range(len(wins)), key=lambda i: max(pay_points(wins[i], lang)), default=0)


def _win_row(dl: DisplayList, sp: Speaker, line: Rect, name_w: float, col: Callable[[int], float], i: int,
             w: JSON, phone: bool, mine: bool, big: bool = False) -> None:
    """One win: "3. 电脑2 胡八" and how (自摸, 你点炮, 电脑1翻出), then each seat's share; ``big``: the hand's
    biggest, framed in gold and named 最大一胡."""
    dl.rect(line, "rgba(178,58,42,0.09)" if mine else None, th.GOLD if big else "rgba(43,38,34,0.18)",
            2.0 if big else 1.0, 6)
    who = t(sp, "row", i=i + 1, name=you_form(sp.name(w["seat"]), sp.lang) or sp.name(w["seat"]),
            c=named(sp, str(w.get("card", ""))))
    how = (t(sp, "biggest") + " · " if big else "") + how_short(sp, w) + \
        (f" · {t(sp, 'capped')}" if w.get("capped") else "")   # (play-test 10: every win read a flat 100,000)
    tw = name_w - 12
    if phone:   # two lines in the 40 px row
        dl.text(line.x + 6, line.y + 13, who, fit_size(who, 13, tw, 10), th.INK, "l", "n", "a", tw)
        dl.text(line.x + 6, line.y + 29, how, fit_size(how, 11, tw, 9), th.INK_SOFT, "l", "n", "a", tw)
    else:
        txt = f"{who} · {how}" if how else who
        dl.text(line.x + 6, line.cy, txt, fit_size(txt, 13, tw, 10), th.INK, "l", "n", "a", tw)
    pts = pay_points(w, sp.lang)
    cw = (line.w - name_w) / 3
    for s, v in enumerate(pts):
        if not v:
            continue
        c = signed(v, sp.lang)
        dl.text(col(s), line.cy, c, fit_size(c, 13, cw - 4, 10), th.CINNABAR if v > 0 else th.INK, "c",
                "b" if v > 0 else "n", "a", cw - 4)
    dl.hit(f"pz:win:{i}", line)
