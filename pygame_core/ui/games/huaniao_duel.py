"""花鳥風月's showdown (大對決, §12.3) at the table: why it starts and who is in it, said as a moment
before anyone calls and kept as a line on the table while it lasts (play-test: a player on 0
points lost a showdown whose screen said only "第1轮"), and the rounds' revealed hands."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.game import JSON
from ...core.i18n import Text, pick, tx
from ...games.huaniao import texts as tt
from ...games.huaniao.cards import POINTS
from .. import theme as th
from ..draw import DisplayList, fit_size
from ..geom import Rect
from ..texts import you_form
from ..widgets import CardFace, card, card_back
from .huaniao_show import draw_label, fit_lines

WHY: dict[str, Text] = {
    # §12.2 (二) and (三) left a tie: the same fewest points, and the same card class among them
    "tie": tx("平局 → 加赛：{names} 同为最少 {n} 点，{cls}", "平局 → 加賽：{names} 同為最少 {n} 點，{cls}",
              "Tie → showdown: {names} share the fewest points ({n}); {cls}"),
    "tie_bare": tx("平局 → 加赛", "平局 → 加賽", "Tie → showdown"),
    # where the showdown's cards come from and how they are compared (play-test 3: four cards never
    # seen appeared, and nothing said why 散牌 15 beat 散牌 9)
    "all": tx("大对决：按规则四家都参加（不只平局的几家），全副牌重洗各发4张；牌型大者胜，同为散牌点数多者胜",
              "大對決：按規則四家都參加（不只平局的幾家），全副牌重洗各發4張；牌型大者勝，同為散牌點數多者勝",
              "Showdown: by the rules all four play (not only the tied), 4 cards each from the whole deck reshuffled; "
              "the best pattern wins; among loose cards, the most points win"),
    "some": tx("大对决：{names} 参加，全副牌重洗各发4张；牌型大者胜，同为散牌点数多者胜",
               "大對決：{names} 參加，全副牌重洗各發4張；牌型大者勝，同為散牌點數多者勝",
               "Showdown: {names} play, 4 cards each from the whole deck reshuffled; the best pattern wins; "
               "among loose cards, the most points win"),
}
CLASS: list[Text] = [  # what every tied hand holds, by the §12.2 (三) class
    tx("都只有鸟", "都只有鳥", "each holds only birds"),
    tx("都有数量牌、没有功能牌", "都有數量牌、沒有功能牌", "each holds number cards, no function card"),
    tx("都有功能牌", "都有功能牌", "each holds a function card"),
]


def hand_class(hand: list[Any]) -> int:
    """§12.2 (三)'s class of a hand: 2 holds a function card, 1 a number card, 0 only birds."""
    faces = {str(c.get("face")) for c in hand if isinstance(c, dict)}
    return 2 if faces & set("HFY") else 1 if faces & set("1234") else 0


def showdown_why(hands: list[list[Any]] | None, entrants: list[int], lang: str,
                 name: Callable[[int], str]) -> tuple[str, str]:
    """(why the song went to a showdown, who is in it), from the hands left when it ended (None:
    a table restored mid-showdown, which no longer has them)."""
    sep = ", " if lang == "en" else "、"
    who = pick(WHY["all"], lang) if len(entrants) == 4 else \
        pick(WHY["some"], lang).format(names=sep.join(name(s) for s in entrants))
    if not hands or len(hands) != 4:
        return pick(WHY["tie_bare"], lang), who
    pts = [sum(POINTS.get(str(c.get("face")), 0) for c in h if isinstance(c, dict)) for h in hands]
    low = min(pts)
    tied = [s for s in range(4) if pts[s] == low]
    top = max(hand_class(hands[s]) for s in tied)
    tied = [s for s in tied if hand_class(hands[s]) == top]
    why = pick(WHY["tie"], lang).format(names=sep.join(name(s) for s in tied), n=low, cls=pick(CLASS[top], lang))
    return why, who


# why the showdown's winner won, by §12.3 (play-test 34 #2, 094834-h2-end2: "You wins!" on 散牌 10 read against
# the song's "fewest points": in the showdown points count up)
WON_BY: dict[str, Text] = {
    "pattern": tx("{name} 胜：牌型「{pattern}」最大", "{name} 勝：牌型「{pattern}」最大",
                  "{name} wins: {pattern}, the best pattern"),
    "points": tx("{name} 胜：同为{pattern}，{n} 点最多（大对决比点数，多者胜）",
                 "{name} 勝：同為{pattern}，{n} 點最多（大對決比點數，多者勝）",
                 "{name} wins: {pattern} all round, {n} points the most (the showdown counts points up)"),
    "lot": tx("{name} 胜：点数也相同，抽签决定", "{name} 勝：點數也相同，抽籤決定", "{name} wins: points tied too, by lot"),
}


def showdown_won(sd: JSON, win: Any, lang: str, name: Callable[[int], str]) -> str:
    """One line: why ``win`` won the showdown ``sd`` (the view's), by its last round ("" before one)."""
    rounds = sd.get("rounds") or []
    if not rounds or not isinstance(win, int):
        return ""
    pri = {str(k): int(v) for k, v in (rounds[-1].get("priority") or {}).items()}
    cum = {str(k): v for k, v in (sd.get("cum") or {}).items()}
    mine = pri.get(str(win), 5)
    same = [s for s, p in pri.items() if p == mine and s != str(win)]
    key = "pattern" if not same else "points" if all(cum.get(s, 0) < cum.get(str(win), 0) for s in same) else "lot"
    line = pick(WON_BY[key], lang).format(name=name(win), pattern=pick(tt.PATTERNS[mine], lang), n=cum.get(str(win), 0))
    return you_form(line, lang) or line


FLIP_AT, FLIP_S = 0.07, 0.28  # a showdown's cards turn one after another, seat by seat (play-test 28 #3)
WON: Text = tx("胜", "勝", "wins")
CALLED_FOR: Text = tx("（雀舞口令由牌桌代喊：大对决无可选择）", "（雀舞口令由牌桌代喊：大對決無可選擇）",
                      "(the table calls the sparrows' dance for you: a showdown has nothing to choose)")
GO_ON: Text = tx("点按继续 ▸", "點按繼續 ▸", "Tap to go on ▸")  # the last round's hands wait for the player (pt38 #4)


def flipped(age: float, k: int) -> float:
    """How far the ``k``-th card of a revealed round has turned ``age`` s in: 0 its back, 1 its face."""
    return max(0.0, min(1.0, (age - FLIP_AT * k) / FLIP_S))


def draw_sd_rounds(dl: DisplayList, r: Rect, rd: JSON, sd: JSON, lang: str, name: Callable[[int], str],
                   face: Callable[[Any], CardFace], end: bool, age: float = 99.0, me: int | None = None,
                   winner: int | None = None) -> float:
    """One showdown round's hands, a row per entrant with its pattern and running total: on the
    table (``end`` False, paper on felt; ``age`` s after the reveal its cards turn one by one, the
    player's own row larger, the ``winner``'s framed and said once all have turned) or in the
    result panel (ink on paper). Returns the y under the rows."""
    hands = rd.get("hands") or {}
    pri = rd.get("priority") or {}
    cum = sd.get("cum") or {}
    n = max(1, len(hands))
    own = 0.35 if not end and str(me) in hands else 0.0
    rh = 40.0 if end else min(54.0, max(30.0, (r.h - 4 * n) / (n + own)))  # (a phone: rows fit its panel)
    done = age >= FLIP_AT * (4 * n - 1) + FLIP_S
    y = r.y
    for j, (s, cards) in enumerate(hands.items()):
        big = not end and own > 0 and str(s) == str(me)
        row = Rect(r.x, y, r.w, rh * (1 + own) if big else rh)
        if not end:
            won = done and winner is not None and str(s) == str(winner)
            dl.rect(row, "rgba(232,190,100,0.28)" if won else "rgba(244,236,220,0.12)", th.GOLD if won else None,
                    2.5 if won else 1, 8)
        nm = name(int(s))
        dl.text(row.x + (4 if end else 8), row.cy, nm, fit_size(nm, 13, 70), th.INK if end else th.PAPER, "l", "b",
                "a", 70)
        ch = 38.0 if end else row.h - 8
        cw = 26.0 if end else ch / 1.42
        step = 28.0 if end else cw + 3
        for i, c in enumerate(cards):
            cr = Rect(row.x + 80 + i * step, row.cy - ch / 2, cw, ch)
            k = 1.0 if end else flipped(age, 4 * j + i)
            half = Rect(cr.cx - cw * abs(2 * k - 1) / 2, cr.y, max(1.0, cw * abs(2 * k - 1)), ch)
            if k < 0.5:
                card_back(dl, half, small=True)
            else:
                card(dl, half, face(c), small=True)
        if not end and not done:
            y += row.h + 4
            continue  # (its pattern once its cards are up)
        extra = f"{pick(tt.PATTERNS[int(pri.get(s, 5))], lang)} · {cum.get(s, '')}"
        if not end and winner is not None and str(s) == str(winner):
            extra = f"{pick(WON, lang)} · {extra}"
        draw_label(dl, row.r - (4 if end else 8), row.cy, extra, 13, row.w - 88 - len(cards) * step,
                   th.INK_SOFT if end else th.GOLD, "n" if end else "b", "a", "r")
        y += row.h + 4
    return y


def draw_sd_result(dl: DisplayList, r: Rect, view: JSON, lang: str, name: Callable[[int], str],
                   face: Callable[[Any], CardFace], label: Callable[..., str]) -> float:
    """The result sheet's showdown, under the seats' rows: the round it was settled in, why there
    was a showdown at all (§12.2) and the last round's hands; returns the y under them."""
    res = view.get("result") or {}
    hands = res.get("hands") or [[]] * 4
    sd = view.get("showdown") or {}
    why, who = showdown_why(hands, list(sd.get("entrants") or []), lang, name)
    head = f"{label('showdown')} · {label('round', n=len(sd['rounds']))} · {why}"
    y = r.y + 4
    for line in (head, who):  # each on two lines rather than shrunk (it read at 8 px)
        size, lines = fit_lines(line, 13, r.w)
        y += draw_label(dl, r.x, y + size * 0.575 * len(lines), line, 13, r.w, th.INK, "b", "s")
    rd = sd["rounds"][-1]
    draw_sd_rounds(dl, Rect(r.x, y + 2, r.w, r.b - y - 2), rd, sd, lang, name, face, True)
    return y + 2 + 44 * len(rd.get("hands") or {})


def draw_showdown(dl: DisplayList, r: Rect, view: JSON, end_hands: list[list[Any]] | None, lang: str,
                  name: Callable[[int], str], face: Callable[[Any], CardFace], say: Callable[..., str],
                  age: float = 99.0, me: int | None = None, wait: bool = False) -> None:
    """The showdown on the table: its round and call, why it is played and by whom (kept in sight
    while it lasts), who has called (the player's call the table's, said why), and the last round's
    revealed hands turning ``age`` s after the reveal, the winner framed and said (play-test 28 #3); while the
    table ``wait``s for the player, "点按继续" at its foot."""
    sd = view.get("showdown") or {}
    dl.text(r.cx, r.y + 16, say("showdown"), 20, th.GOLD, "c", "b", "s")
    rnd = int(sd.get("round", 1))
    call = say("call1") if rnd == 1 else say("call")
    dl.text(r.cx, r.y + 44, f"{say('round', n=rnd)} · {call}", 14, th.PAPER, "c", "n", "s", r.w)
    rounds = sd.get("rounds") or []
    y = r.y + 58
    for line in showdown_why(end_hands, list(sd.get("entrants") or []), lang, name):
        lh = fit_lines(line, 14, r.w - 8)
        y += draw_label(dl, r.cx, y + lh[0] * 0.575 * len(lh[1]), line, 14, r.w - 8, th.GOLD, "b", "s", "c") + 2
    y += 8
    if view.get("phase") == "showdown":
        called = set(sd.get("called") or [])
        parts = [f"{name(e)} {'✓' if e in called else '…'}" for e in sd.get("entrants") or []]
        line = "   ".join(parts)
        dl.text(r.cx, y + 8, line, fit_size(line, 14, r.w - 8), th.PAPER_DARK, "c", "n", "a", r.w - 8)
        y += 28
        if me in called:  # (play-test 28 #3: "你✓" with nothing done, unexplained)
            why = pick(CALLED_FOR, lang)
            dl.text(r.cx, y + 4, why, fit_size(why, 13, r.w - 8, 11), th.PAPER_DARK, "c", "n", "a", r.w - 8)
            y += 22
    if rounds:
        over = view.get("phase") == "over"
        win = (view.get("result") or {}).get("winner") if over else None
        said = showdown_won(sd, win, lang, name)  # (on two lines where one would squeeze: a phone's English)
        sz, lines = fit_lines(said, 18, r.w - 8) if said else (0.0, [])
        tall = sz * 1.15 * len(lines)
        rows = Rect(r.x, y, r.w, min(r.b - y - (tall + 10 if over else 0), 240.0))
        y = draw_sd_rounds(dl, rows, rounds[-1], sd, lang, name, face, False, age, me, win)
        if said and age >= FLIP_AT * (4 * len(rounds[-1].get("hands") or {}) - 1) + FLIP_S:
            room = r.b - y - 4  # (a phone's panel with four lines of why: the rule's aside goes first)
            for text in (said, said.split(" (")[0].split("（")[0]):
                sz, lines = fit_lines(text, 18, r.w - 8)
                tall = sz * 1.15 * len(lines)
                if tall <= room:
                    draw_label(dl, r.cx, y + 4 + tall / 2, text, 18, r.w - 8, th.GOLD, "b", "s", "c")
                    break
            else:  # (no room for two lines: one, smaller)
                dl.text(r.cx, y + 4 + room / 2, text, fit_size(text, 18, r.w - 8, 10), th.GOLD, "c", "b", "s", r.w - 8)
            if wait:  # (at the panel's foot, under the rows and the why)
                dl.text(r.r - 4, r.b - 10, pick(GO_ON, lang), 15, th.PAPER, "r", "b", "a", r.w - 8)
