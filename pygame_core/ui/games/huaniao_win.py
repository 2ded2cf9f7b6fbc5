"""花鳥風月's win, shown as the cards that won it: the winner's last phrase (played out) or the
hand left (fewest points, a tie broken, a showdown) face up above the call, dealt in one by one
with a burst of gold and a seal stamped on them; and the points that decided it, seat by seat
(play-test: a dark static ribbon, and an end sheet whose reason was one word, 点数最少)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ...core.game import JSON
from ...core.i18n import Text, pick, tx
from ...games.huaniao import texts as tt
from .. import theme as th
from ..anim import ease_in_out, ease_out
from ..draw import DisplayList, fit_size, text_width, wrap
from ..geom import Rect
from ..widgets import CardFace, card, seal
from .huaniao_duel import hand_class, showdown_won

DEAL_S = 0.12  # one card after another
BURST_S = 0.9
# the others' points fly to the winner once the call has landed, one seat after another, and its
# gain shows as the last arrives (play-test 11 D2: the win was modest; the apps fly the chips)
PAY_AT, PAY_STEP, PAY_S = 0.45, 0.2, 0.75


def pay_done(n: int) -> float:
    """Seconds into the moment when the last of ``n`` seats' points reaches the winner."""
    return PAY_AT + PAY_STEP * max(0, n - 1) + PAY_S


LOG_SIZE, LOG_STEP = 13.0, 19.5  # table_log.draw's panel: its type and line step


def draw_log_cover(dl: DisplayList, log: Rect, phone: bool, text: str, lines: list[str] | None = None) -> None:
    """The log's place saying ``text`` (一曲终了): a phone's strip; on a laptop's panel (table_log's, inset 10)
    only its lines from ``text`` on, the song's own kept in sight (play-test 28 #4, 232735: the panel went blank)."""
    if phone:
        dl.rect(log, "#14100c", None, 1.0, 0)  # opaque: the winner's line showed through
        dl.text_in(log, text, 16, th.GOLD, weight="b")
        return
    panel = log.inset(10, 10)
    body = Rect(panel.x + 12, panel.y + 40, panel.w - 24, panel.h - 50)
    lines = lines or []
    at = max((i for i, ln in enumerate(lines) if ln == text), default=-1)
    if at < 0:  # (nothing to keep: the whole panel)
        dl.rect(panel, th.PAPER, None, 1.0, 10)
        dl.text_in(panel, text, 20, th.CINNABAR, weight="b")
        return
    drawn = min(int(body.h // LOG_STEP), sum(len(wrap(ln, LOG_SIZE, body.w)) for ln in lines[-60:]))
    k = min(drawn, sum(len(wrap(ln, LOG_SIZE, body.w)) for ln in lines[at:]))
    r = Rect(panel.x + 2, body.y + (drawn - k) * LOG_STEP - 2, panel.w - 4, max(k * LOG_STEP + 4, 28))
    dl.rect(r, th.PAPER, None, 1.0, 6)
    dl.text(r.x + 10, r.y + 14, text, 15, th.CINNABAR, "l", "b", "s", r.w - 20)


def draw_pay(dl: DisplayList, t: float, pays: list[tuple[Rect, str]], dest: Rect) -> None:
    """``t`` seconds into the moment: each loser's points (its seat, "-6") leave it as a gold coin
    with the sum and arc to the winner's seat, where they fade in."""
    for i, (src, text) in enumerate(pays):
        k = (t - PAY_AT - PAY_STEP * i) / PAY_S
        if not 0 <= k < 1 or src.w <= 0 or dest.w <= 0:
            continue
        e = ease_in_out(k)
        x = src.cx + (dest.cx - src.cx) * e
        y = src.cy + (dest.cy - src.cy) * e - math.sin(k * math.pi) * 48
        w = text_width(text, 17) + 40
        r = Rect(x - w / 2, y - 15, w, 30)
        dl.alpha(min(1.0, k * 6, (1 - k) * 5))
        dl.rect(r, "rgba(20,16,12,0.92)", th.GOLD, 1.5, 15)
        dl.circle(r.x + 15, r.cy, 9, th.GOLD, "#8a6a1f", 1.5)
        dl.text(r.x + 30 + (w - 34) / 2 - 2, r.cy + 6, text, 17, th.GOLD, "c", "b")
    dl.alpha(1.0)


def win_cards(res: JSON, last_play: dict[int, list[Any]]) -> list[Any]:
    """The cards that won: the phrase the winner went out with, else the hand it won with."""
    win = res.get("winner")
    if not isinstance(win, int):
        return []
    if res.get("how") == "out":
        return list(last_play.get(win) or [])
    hands = res.get("hands") or []
    return list(hands[win]) if win < len(hands) else []


def points_line(res: JSON, lang: str, name: Callable[[int], str]) -> str:
    """Each seat's points, fewest first ("电脑3 0点 · 你 3点 · 电脑2 6点"): what a win on points
    was decided by (each count with its unit: "电脑1 0" read as one name)."""
    pts = res.get("points") or []
    unit = {"en": " pt", "zh-Hans": "点"}.get(lang, "點")
    return " · ".join(f"{name(s)} {pts[s]}{unit}" for s in sorted(range(len(pts)), key=lambda s: (pts[s], s)))


# §12.2 (三) said in words (play-test 2, L39: "同分比牌类" left a three-way tie unexplained), by
# the winner's class: what the winner held that the others tied with did not
CLASS_WIN: list[Text] = [
    tx("同分：{names} 各 {n} 点", "同分：{names} 各 {n} 點", "Tied: {names} on {n}"),
    tx("同分：{names} 各 {n} 点 · 手里有数量牌者胜（胜过只有鸟）", "同分：{names} 各 {n} 點 · 手裡有數量牌者勝（勝過只有鳥）",
       "Tied: {names} on {n} · a number card beats birds only"),
    tx("同分：{names} 各 {n} 点 · 手里有功能牌者胜", "同分：{names} 各 {n} 點 · 手裡有功能牌者勝",
       "Tied: {names} on {n} · a function card in hand wins"),
]


def how_line(res: JSON, lang: str, name: Callable[[int], str], sd: JSON | None = None) -> str:
    """Why the song's winner won, in words: played out, fewest points (each seat's), the tie on fewest
    points broken by what the tied hands hold (§12.2), or the showdown ``sd`` by its rule (§12.3)."""
    how = str(res.get("how", ""))
    if how == "showdown" and sd and (line := showdown_won(sd, res.get("winner"), lang, name)):
        return line
    word = pick(tt.WIN_HOW.get(how, tx(how, how, how)), lang)
    pts, hands, win = res.get("points") or [], res.get("hands") or [], res.get("winner")
    if how == "class" and isinstance(win, int) and len(pts) == len(hands) == 4:
        tied = [s for s in range(4) if pts[s] == pts[win]]
        sep = ", " if lang == "en" else "、"
        return pick(CLASS_WIN[hand_class(hands[win])], lang).format(names=sep.join(name(s) for s in tied), n=pts[win])
    if how in ("points", "class"):  # not one word: each seat's points that decided it
        return f"{word}: {points_line(res, lang, name)}" if lang == "en" else f"{word}：{points_line(res, lang, name)}"
    return word


def draw_win_cards(dl: DisplayList, w: float, bottom: float, t: float, cards: list[Any],
                   face: Callable[[Any], CardFace], title: str) -> None:
    """The winning cards on a plate of their own ending at ``bottom`` (``title`` over them), ``t``
    seconds in: a burst of gold rays, each card rising into place in turn. No seal of its own: the
    winner's seat has it (play-test 6 068: two 胜 stamps overlapped there)."""
    if not cards:
        return
    n = len(cards)
    cw = max(30.0, min(72.0, (w - 72) / n - 6))
    ch = cw * 1.42
    row_w = n * cw + (n - 1) * 6
    plate = Rect((w - row_w) / 2 - 18, bottom - ch - 44, row_w + 36, ch + 40)
    cy = plate.cy + 10
    burst = min(1.0, t / BURST_S)
    if burst < 1.0:  # the fanfare: rays flung out from the plate, fading as they go
        dl.alpha(1.0 - burst)
        reach = plate.w / 2 + 20 + 140 * ease_out(burst)
        for i in range(18):
            a = i * math.tau / 18 + t * 0.6
            r0 = reach * 0.55
            dl.line(w / 2 + math.cos(a) * r0, cy + math.sin(a) * r0 * 0.55,
                    w / 2 + math.cos(a) * reach, cy + math.sin(a) * reach * 0.55, th.GOLD, 3.0)
        dl.alpha(1.0)
    dl.rect(plate, "rgba(20,16,12,0.94)", th.GOLD, 2.0, 10)
    dl.text(plate.cx, plate.y + 14, title, 13, th.GOLD, "c", "b", "s", plate.w - 12)
    for i, c in enumerate(cards):
        k = min(1.0, max(0.0, (t - i * DEAL_S) / 0.3))
        if k <= 0:
            continue
        dl.alpha(k)
        rise = (1 - ease_out(k)) * 30
        card(dl, Rect(plate.x + 18 + i * (cw + 6), cy - ch / 2 + rise, cw, ch), face(c), small=cw < 40)
        dl.alpha(1.0)


# the closing poem's scroll (rule book §15: "scroll unrolls line by line, one season per line (~6 s,
# skippable)"; play-test 16 #4: four lines at once under the win banner): before the win or loss
SCROLL_AT, SCROLL_LINE = 0.35, 1.15  # its first line, then one season a line
SCROLL_S = SCROLL_AT + 4 * SCROLL_LINE + 0.75  # the last line read, then the win or loss (~5.7 s)
SCROLL_SKIP = 0.6  # a tap skips it from here (the tap of the winning play must not)
SEASON_SEALS = ("春", "夏", "秋", "冬")
SEASON_INK = ("#b0463a", "#3f7565", "#9a6a2a", "#46607e")


def poem_lines(text: str) -> list[str]:
    """The closing poem a season a line: 春來花友常歡會 / 夏夜鳥啼情意痴 / 秋思… / 冬月…"""
    return [p for p in text.replace("。", "，").split("，") if p][:4]


def draw_scroll(dl: DisplayList, w: float, h: float, t: float, lines: list[str], en: list[str], skip: str) -> Rect:
    """The closing poem's scroll ``t`` seconds in: the table dims, a paper scroll unrolls down from its
    rod, one season a line, each brushed in from the left beside its season's seal; ``en`` the lines'
    English, small under each; ``skip`` (点按跳过) at its foot. Returns the scroll's rect."""
    fade = max(0.0, min(1.0, t / 0.25, (SCROLL_S - t) / 0.3))
    dl.alpha(fade)
    dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.6)")
    sw = min(w - 48, 460.0)  # (its rods' knobs inside a phone's width)
    size = fit_size(max(lines, key=len) if lines else "", 26, sw - 110, 16)
    sw = min(sw, max([text_width(ln, size) for ln in lines] + [text_width(e, 11) for e in en] + [0.0]) + 120)
    lh = size * 1.9 + (16 if en else 0)
    full = 28 + lh * len(lines) + 34
    x, y0 = (w - sw) / 2, max(8.0, h * 0.42 - full / 2)
    grown = 28 + lh * max(0.0, min(float(len(lines)), (t - SCROLL_AT + 0.25) / SCROLL_LINE)) + 34 * min(1.0, t / 0.4)
    paper = Rect(x, y0, sw, min(full, grown))
    dl.shadow(14, "rgba(0,0,0,0.45)", 0, 4)
    dl.rect(paper, "#f3ead6", "#c9b48a", 1.5, 2)
    dl.shadow(0)
    dl.rect(paper.inset(8, 6), None, "rgba(139,106,60,0.35)", 1.0, 1)
    for i, ln in enumerate(lines):
        a = (t - SCROLL_AT - i * SCROLL_LINE) / 0.8  # brushed in, left to right
        if a <= 0:
            break
        cy = y0 + 28 + lh * i + size * 0.95
        dl.alpha(fade * min(1.0, a * 3))
        seal(dl, x + 34, cy, SEASON_SEALS[i % 4], size * 0.95)
        tw = max(text_width(ln, size), text_width(en[i], 11) if i < len(en) else 0.0)  # (play-test 17: its
        dl.save()  # English clipped to the Chinese line's width, "the wind carries d")
        dl.clip(Rect(x + 58, cy - size, (tw + 8) * ease_out(min(1.0, a)), size * 2 + (16 if en else 0)))
        dl.text(x + 60, cy, ln, size, SEASON_INK[i % 4] if a < 1 else th.INK, "l", "b", "s")
        if i < len(en):
            dl.text(x + 60, cy + size * 0.95, en[i], 11, "#6b5a3e", "l", "n", "a", sw - 80)
        dl.restore()
        dl.alpha(fade)
    for rod_y in (paper.y, paper.b):  # the rods it unrolls between, knobs past its edges
        dl.rect(Rect(x - 10, rod_y - 5, sw + 20, 10), "#5a3d22", "#2e1f12", 1.0, 5)
        for kx in (x - 14, x + sw + 14):
            dl.circle(kx, rod_y, 7, "#7a5430", "#2e1f12", 1.0)
    if t >= SCROLL_SKIP:  # a pill that reads as a button (play-test 19: 13 px grey, the poem read as a pause)
        dl.alpha(fade * min(1.0, (t - SCROLL_SKIP) / 0.3))
        pw = min(w - 40, text_width(skip, 15) + 36)
        dl.rect(Rect(w / 2 - pw / 2, paper.b + 10, pw, 30), "rgba(20,16,12,0.72)", th.GOLD, 1.5, 15)
        dl.text(w / 2, paper.b + 25, skip, 15, th.PAPER, "c", "b", "a", pw - 16)
    dl.alpha(1.0)
    return paper


def _step_in(room: float, n: int, cw: float, nw: float) -> float:
    """How far apart ``n`` cards ``cw`` wide lie to fit ``room`` with a note ``nw`` wide (12: an index shows)."""
    return min(cw + 2, (room - cw - 12 - nw) / max(1, n - 1))


def draw_open_hands(dl: DisplayList, places: list[tuple[Rect, list[Any], str]], bounds: Rect,
                    face: Callable[[Any], CardFace], cover: Callable[[Rect], float] | None = None) -> None:
    """看牌面: each other seat's hand left face up on a plate by its badge, ``note`` (its points) at its end
    (play-test 13 #4: the final table kept the hands hidden; the apps lay them open). Under a badge, or
    beside one at the felt's top (the seat across) where it fits, kept inside ``bounds``; a side seat's
    under or over its badge or lower down its side, where it covers least of the plays (``cover``: px² of
    them under a box) and of the plates laid before it (play-test 36 #3, 125506-see-table)."""
    laid: list[Rect] = []
    for seat, cards, note in places:
        if not cards or seat.w <= 0:
            continue
        n, cw = len(cards), 28.0
        nw = text_width(note, 13) + 12
        ph = cw * 1.42 + 12
        x, y, step = seat.x, seat.b + 6, _step_in(bounds.w * 0.45, n, cw, nw)
        if seat.y < bounds.y + bounds.h * 0.15:  # the seat across: beside its badge, else centred under it
            right, left = _step_in(bounds.r - 14 - seat.r, n, cw, nw), _step_in(seat.x - 14 - bounds.x, n, cw, nw)
            if right >= 12 or left >= 12:
                step = min(step, right if right >= 12 else left)
                x, y = (seat.r + 8 if right >= 12 else seat.x - 8 - (cw + (n - 1) * step + 12 + nw)), seat.cy - ph / 2
            else:
                x = seat.cx - (cw + (n - 1) * max(12.0, step) + 12 + nw) / 2
        step = max(12.0, step)
        pw = cw + (n - 1) * step + 12 + nw
        plate = Rect(min(max(bounds.x + 6, x), bounds.r - 6 - pw), y, pw, ph)
        if cover is not None and seat.y >= bounds.y + bounds.h * 0.15:
            ys = [y, seat.y - 6 - ph] + [y + 8 * k for k in range(1, 40)]
            ys = [v for v in ys if bounds.y + 4 <= v and v + ph <= bounds.b - 4] or [y]
            plate = min((Rect(plate.x, v, pw, ph) for v in ys), key=lambda b: cover(b) + 9 * sum(
                max(0.0, min(b.r, o.r) - max(b.x, o.x)) * max(0.0, min(b.b, o.b) - max(b.y, o.y)) for o in laid))
        laid.append(plate)
        dl.rect(plate, "rgba(20,16,12,0.92)", th.GOLD, 1.5, 8)
        for i, c in enumerate(cards):
            card(dl, Rect(plate.x + 6 + i * step, plate.y + 6, cw, cw * 1.42), face(c), small=True)
        dl.text(plate.r - 6, plate.cy, note, 13, th.GOLD, "r", "b")


def draw_hand_lanes(dl: DisplayList, rows: list[tuple[str, list[Any], str]], felt: Rect, top: float,
                    face: Callable[[Any], CardFace]) -> list[Rect]:
    """A phone's 看牌面: each other seat's hand in a lane of its own, ``name`` at its head, ``note`` (its
    points) at its end, the lanes stacked at the felt's foot from ``top`` (the tune track's: it and the
    counter are covered whole, the last plays stay) or higher when they need it (play-test 18 #4: hands
    laid by the seats ran over each other, the plates and the pool). Returns the lanes."""
    rows = [r for r in rows if r[1]]
    if not rows:
        return []
    cw = 26.0
    lh = cw * 1.42 + 10
    x, w = felt.x + 10, felt.w - 20
    room = felt.b - 10 - top
    gap = max(5.0, min(14.0, (room - len(rows) * lh) / max(1, len(rows) - 1)))
    block = len(rows) * lh + (len(rows) - 1) * gap
    y = felt.b - 10 - block if block > room else top + (room - block) / 2
    lanes = []
    for name, cards, note in rows:
        lane = Rect(x, y, w, lh)
        dl.rect(lane, "rgba(20,16,12,0.94)", th.GOLD, 1.5, 8)
        nw = max(text_width(name, 13), 40.0) + 12
        pw = text_width(note, 13) + 12
        n = len(cards)
        step = max(12.0, min(cw + 2, (w - nw - pw - 10 - cw) / max(1, n - 1)))
        dl.text(lane.x + 8, lane.cy, name, 13, th.PAPER, "l", "b", "s", nw - 10)
        for i, c in enumerate(cards):
            card(dl, Rect(lane.x + nw + i * step, lane.y + 5, cw, cw * 1.42), face(c), small=True)
        dl.text(lane.r - 8, lane.cy, note, 13, th.GOLD, "r", "b")
        lanes.append(lane)
        y += lh + gap
    return lanes
