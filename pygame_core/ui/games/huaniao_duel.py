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
from ..widgets import CardFace, card
from .huaniao_show import draw_label, fit_lines

WHY: dict[str, Text] = {
    # §12.2 (二) and (三) left a tie: the same fewest points, and the same card class among them
    "tie": tx("平局 → 加赛：{names} 同为最少 {n} 点，{cls}", "平局 → 加賽：{names} 同為最少 {n} 點，{cls}",
              "Tie → showdown: {names} share the fewest points ({n}); {cls}"),
    "tie_bare": tx("平局 → 加赛", "平局 → 加賽", "Tie → showdown"),
    # where the showdown's cards come from and how they are compared (play-test 3: four cards never
    # seen appeared, and nothing said why 散牌 15 beat 散牌 9)
    "all": tx("大对决：四家都参加，全副牌重洗各发4张，牌型大者胜，同为散牌比点数",
              "大對決：四家都參加，全副牌重洗各發4張，牌型大者勝，同為散牌比點數",
              "Showdown: all four play, 4 cards each from the whole deck reshuffled; the best pattern wins, "
              "loose cards by points"),
    "some": tx("大对决：{names} 参加，全副牌重洗各发4张，牌型大者胜，同为散牌比点数",
               "大對決：{names} 參加，全副牌重洗各發4張，牌型大者勝，同為散牌比點數",
               "Showdown: {names} play, 4 cards each from the whole deck reshuffled; the best pattern wins, "
               "loose cards by points"),
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


def draw_sd_rounds(dl: DisplayList, r: Rect, rd: JSON, sd: JSON, lang: str, name: Callable[[int], str],
                   face: Callable[[Any], CardFace], end: bool) -> None:
    """One showdown round's hands, a row per entrant with its pattern and running total: on the
    table (``end`` False, paper on felt) or in the result panel (ink on paper)."""
    hands = rd.get("hands") or {}
    pri = rd.get("priority") or {}
    cum = sd.get("cum") or {}
    rh = 40.0 if end else min(54.0, max(30.0, (r.h - 4) / max(1, len(hands)) - 4))  # (a phone: rows fit its panel)
    y = r.y
    for s, cards in hands.items():
        row = Rect(r.x, y, r.w, rh)
        if not end:
            dl.rect(row, "rgba(244,236,220,0.12)", None, 1, 8)
        nm = name(int(s))
        dl.text(row.x + (4 if end else 8), row.cy, nm, fit_size(nm, 13, 70), th.INK if end else th.PAPER, "l", "b",
                "a", 70)
        ch = 38.0 if end else rh - 8
        cw = 26.0 if end else ch / 1.42
        step = 28.0 if end else cw + 3
        for i, c in enumerate(cards):
            card(dl, Rect(row.x + 80 + i * step, row.cy - ch / 2, cw, ch), face(c), small=True)
        extra = f"{pick(tt.PATTERNS[int(pri.get(s, 5))], lang)} · {cum.get(s, '')}"
        draw_label(dl, row.r - (4 if end else 8), row.cy, extra, 13, row.w - 88 - len(cards) * step,
                   th.INK_SOFT if end else th.GOLD, "n" if end else "b", "a", "r")
        y += rh + 4


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
                  name: Callable[[int], str], face: Callable[[Any], CardFace], say: Callable[..., str]) -> None:
    """The showdown on the table: its round and call, why it is played and by whom (kept in sight
    while it lasts), who has called, and the last round's revealed hands."""
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
    if rounds:
        draw_sd_rounds(dl, Rect(r.x, y, r.w, min(r.b - y, 240.0)), rounds[-1], sd, lang, name, face, False)
