"""The 听牌 help, compact (play-test: a wall of 3-4 lines of small text squeezed the other seats'
melds to tiny tiles): a jade 听 tag on each hand card whose discard leaves the hand ready, one
line for the selected card (what it waits on, pointing at it) or, with none selected, which
discards make the hand ready. It lies over a band the table keeps anyway, never taking room from
a seat. Among discards that leave the same waits the one no opponent can take from public facts
comes first (play-test: it advised 打亿, which 电脑1 then 碰'd)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from math import comb

from ....core.game import JSON, Action
from ....games.paohuzi.cards import CODES, WILD
from ....games.paohuzi.claims import _chi_templates
from ....games.paohuzi.hints import _keep_value as keep_value
from ....games.paohuzi.hints import discard_order, holding_from_view, outs
from ....games.paohuzi.hints import unseen_counts as engine_unseen
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width, wrap
from ...geom import Rect
from .advice import feeds, wait_rows, wait_text
from .common import Speaker
from .counter import unseen_counts

LINE_H = 24.0   # the bubble of one line
STEP = 15.0     # a wrapped line's height (12 px type)


RISKY = 0.5     # a discard's chance of being claimed that the line warns of (小心被碰/吃)
SAFER = 0.15    # how much less likely to be claimed another discard must be to be advised instead
CLOSE = 0.75    # ...while its waits are worth this share of the best's (play-test 28 #1)
SCALE = 4.0     # not ready: a sure claim weighs as much as 4 of the hints' keep value (a neighbour's 3)


def risk(view: JSON, seat: int, code: str, fed: set[str] | None = None) -> int:
    """What discarding ``code`` may hand an opponent, as far as public facts tell: 2 a win (a locked
    hand shows it waits on it), 1 likely a 碰 or the next seat's 吃 (``claim_odds`` at least
    ``RISKY``), 0 neither. ``fed``: ``feeds(view, seat)`` when the caller has it."""
    if code in (feeds(view, seat) if fed is None else fed):
        return 2
    return 1 if claim_chance(view, seat, code) >= RISKY else 0


def claim_chance(view: JSON, seat: int, code: str) -> float:
    """The chance an opponent claims ``code`` if the player discards it (either ``claim_odds``)."""
    peng, chi = claim_odds(view, seat, code)
    return 1 - (1 - peng) * (1 - chi)


def _none(c: int, n: int, pool: int) -> float:
    """Hypergeometric: no copy of ``c`` among ``n`` cards dealt from ``pool``."""
    return comb(pool - c, n) / comb(pool, n) if 0 <= n <= pool - c else 0.0


def _two(c: int, n: int, pool: int) -> float:
    """At least two of ``c`` copies among ``n`` cards from ``pool``."""
    if c < 2 or n < 2 or n > pool:
        return 0.0
    one = c * comb(pool - c, n - 1) / comb(pool, n) if n - 1 <= pool - c else 0.0
    return max(0.0, 1 - _none(c, n, pool) - one)


def claim_odds(view: JSON, seat: int, code: str) -> tuple[float, float]:
    """How likely, from public facts, a discard of ``code`` is 碰'd (or 跑'd from a 坎) by another
    seat, and 吃'd by the next: each seat's concealed cards dealt at random from the copies the player
    cannot see (play-test 28 #1: the advised discard was claimed on four first discards of five).
    A 碰 needs two copies in one hand (``may_peng``); a 吃 the next seat's two other cards of a chi
    group, never on a kind it discarded itself (臭牌) or, when its cards show, one it passed."""
    live = unseen_counts(view)[:WILD]
    k = CODES.index(code)
    pool = sum(live)
    seats = view["seats"]

    def hidden(p: JSON) -> int:
        return min(pool, int(p.get("concealed") or 0))
    miss = 1.0
    if may_peng(view, seat, code):
        for i, p in enumerate(seats):
            if i != seat and not p.get("locked") and not p.get("dead") and code not in (p.get("discarded") or []) \
                    and code not in (p.get("passed_peng") or []):
                miss *= 1 - _two(live[k], hidden(p), pool)
    nxt = seats[(seat + 1) % len(seats)]
    chi_miss = 1.0
    if not nxt.get("locked") and not nxt.get("dead") and code not in (nxt.get("discarded") or []) \
            and code not in (nxt.get("passed_chi") or []):
        n = hidden(nxt)
        for g in _chi_templates(k):
            rest = list(g[1:])
            rest.remove(k)
            a, b = rest   # the two cards besides ``k``
            if a == b:
                got = _two(live[a], n, pool)
            else:
                got = 1 - _none(live[a], n, pool) - _none(live[b], n, pool) + _none(live[a] + live[b], n, pool)
            chi_miss *= 1 - max(0.0, got)
    return 1 - miss, 1 - chi_miss


def may_peng(view: JSON, seat: int, code: str) -> bool:
    """Whether public facts leave a 碰 of ``code`` possible (play-test 2: 小心被碰 on every card said
    nothing): not once a copy went to a river unclaimed (offered to all, nobody held a pair or
    whoever passed may not 碰 it again, §7.4), nor by a seat locked, dead, or that discarded or passed
    that kind."""
    seats = view["seats"]
    if any(code in (s.get("river") or []) for s in seats):
        return False
    return any(not p.get("locked") and not p.get("dead") and code not in (p.get("discarded") or [])
               and code not in (p.get("passed_peng") or []) for i, p in enumerate(seats) if i != seat)


@dataclass
class Ready:
    by_card: dict[str, list[JSON]] = field(default_factory=dict)   # a discard: its live waits
    order: list[str] = field(default_factory=list)   # the ready discards, best first
    waits: list[JSON] | None = None   # the hand as it is (no discard due)
    tip: str | None = None   # not ready: the discard nearest a ready hand
    risky: set[str] = field(default_factory=set)   # discards an opponent may 碰/吃 or win on
    fed: set[str] = field(default_factory=set)   # discards a locked seat wins on (点炮)
    chi: set[str] = field(default_factory=set)   # risky ones more likely 吃'd than 碰'd (小心被吃)
    safe: str | None = None   # every ready discard feeds a locked seat: the best one that does not (pt41 #2)

    def best(self) -> str | None:
        """The discard the line suggests and the hand frames: never a 点炮 while a safe one goes."""
        return self.safe or (self.order[0] if self.order else self.tip)


def read_report(view: JSON, rep: JSON | None, seat: int) -> Ready:
    """The panel's facts from the hints' report (advice.add_other_scores already applied)."""
    out = Ready()
    if rep is None:
        return out
    if rep["mode"] != "discard":
        out.waits = wait_rows(view, rep["waits"], seat)
        return out
    for o in rep["options"]:
        rows = wait_rows(view, o["waits"], seat)
        if rows:
            out.by_card[str(o["discard"])] = rows
    codes = {str(a["card"]) for a in view.get("legal", []) if a.get("a") == "discard"}
    fed = feeds(view, seat)
    odds = {c: claim_odds(view, seat, c) for c in codes}
    chance = {c: 1 - (1 - p) * (1 - q) for c, (p, q) in odds.items()}

    def level(c: str) -> int:
        return risk(view, seat, c, fed)
    out.risky = {c for c in codes if level(c)}
    out.fed = codes & fed
    out.chi = {c for c in out.risky if odds[c][1] > odds[c][0]}

    def worth(c: str) -> int:
        return sum(int(w["unseen"]) * int(w.get("value") or 0) for w in out.by_card[c])

    def rank(c: str) -> tuple[bool, int, int, int, str]:
        # never first a discard that hands a locked seat its win (点炮: play-test 4 L45); then the most
        # a win is worth, each wait's score (its 名堂 counted) times the copies left (play-test 26 #4: it
        # kept 4 cheap waits over 3 with a 名堂 worth ten times more); then the most live waits; the safest
        rows = out.by_card[c]
        return (c in fed, -worth(c), -sum(int(w["unseen"]) for w in rows), level(c), c)
    out.order = sorted(out.by_card, key=rank)
    if out.order and out.order[0] not in fed:
        # waits nearly as good and a discard much less likely claimed: that one first (play-test 28 #1)
        best = out.order[0]
        close = [c for c in out.order if c not in fed and worth(c) >= CLOSE * worth(best)]
        pick = min(close, key=lambda c: (level(c), chance[c]))
        if level(pick) < level(best) or chance[best] - chance[pick] >= SAFER:
            out.order.remove(pick)
            out.order.insert(0, pick)
    tip = rep.get("tip")
    if not out.order and isinstance(tip, str) and tip in codes:
        out.tip = safer_tip(view, seat, tip, codes, {c: chance[c] + 2 * (c in fed) for c in codes})
    else:
        out.tip = tip if isinstance(tip, str) else None
    if out.order and out.order[0] in out.fed:   # (pt41 #2: '打叁 → 听 … · 打出即点炮' followed, 电脑2 won on it)
        out.safe = safe_discard(view, seat, out)
    return out


def safer_tip(view: JSON, seat: int, tip: str, codes: set[str], chance: dict[str, float]) -> str:
    """Not ready: the hints' discard (nearest a ready hand), or, while no discard brings the hand
    within a card of ready (then the hints weighed only how loose each card is), of its four
    loosest cards the one least likely claimed for what it keeps (play-test 28 #1: 仟, 佰, 万 advised
    and claimed on first discards), never one a locked seat wins on while another goes."""
    try:
        h = holding_from_view(view, seat)
        kinds = [k for k in discard_order(h.free) if CODES[k] in codes][:4]
        if outs(h.without(CODES.index(tip)), view["options"], engine_unseen(view)):
            return tip if chance[tip] < 2 else next((CODES[k] for k in kinds if chance[CODES[k]] < 2), tip)
    except (KeyError, TypeError, ValueError):
        return tip
    cands = [CODES[k] for k in kinds] or [tip]
    if tip not in cands:
        cands.append(tip)

    def cost(c: str) -> float:   # how much the card holds the hand together, and the claim, in one scale
        return keep_value(h.free, CODES.index(c)) + SCALE * chance[c]
    best = min(cands, key=cost)
    return best if cost(best) < cost(tip) - 1e-9 else tip


def safe_discard(view: JSON, seat: int, r: Ready) -> str | None:
    """The best discard that hands no locked seat its win (the 听牌 help's order, then the hints'
    own), for 托管 (play-test 6: it discarded 万 straight into a red-dotted 点炮, -10万); None when
    every legal discard feeds one."""
    ok = {str(a["card"]) for a in view.get("legal", []) if a.get("a") == "discard"} - r.fed
    if not ok:
        return None
    try:
        by_order = [CODES[k] for k in discard_order(holding_from_view(view, seat).free)]
    except (KeyError, TypeError, ValueError, IndexError):
        by_order = []
    return next(c for c in [*r.order, *([r.tip] if r.tip else []), *by_order, *sorted(ok)] if c in ok)


def no_feed(view: JSON, seat: int, act: Action, danger: set[str], r: Ready) -> Action:
    """``act``, or, when it discards a card a locked hand wins on, the best discard that feeds none
    (托管; the discard's clock running out with no card raised: play-test 22, a turn clock by default)."""
    if act.get("a") != "discard" or act.get("card") not in danger:
        return act
    safe = safe_discard(view, seat, replace(r, fed=r.fed | danger))
    return {"a": "discard", "card": safe} if safe is not None else act


def summary(sp: Speaker, r: Ready, short: bool = False) -> str:
    """The line with no card selected (``short``: wait_text's)."""
    if r.waits is not None:
        return wait_text(sp, r.waits, short)
    if r.order:   # the best discard's waits, unasked (play-test 11, 09: only once a card was selected)
        cs = " ".join(sp.glyph(c) for c in [c for c in r.order[1:] if c not in r.fed][:5])   # (never a 点炮
        # card the hand marks red: play-test 17, "也可打九" beside 九's red dot)
        return (sp.g("ready_best") if cs else "") + card_line(sp, r, r.order[0], short) + \
            (sp.g("also_ready", cs=cs) if cs else "") + (sp.g("safe_tip", c=sp.glyph(r.safe)) if r.safe else "")
    return sp.g("no_waits") + (sp.g("tip_discard", c=sp.glyph(r.tip)) + warning(sp, r, r.tip) if r.tip else "")


def card_line(sp: Speaker, r: Ready, code: str, short: bool = False) -> str:
    """The line for a selected card: what the hand waits on once it goes, and whether it feeds one."""
    rows = r.by_card.get(code)
    text = sp.g("after", c=sp.glyph(code)) + (wait_text(sp, rows, short) if rows else sp.g("no_waits"))
    return text + warning(sp, r, code)


def warning(sp: Speaker, r: Ready, code: str) -> str:
    """" · 打出即点炮", " · 小心被吃" or " · 小心被碰" for a discard the table thinks risky, else ""."""
    if code in r.fed:
        return sp.g("feeds_win")
    return (sp.g("feeds_chi") if code in r.chi else sp.g("feeds_peng")) if code in r.risky else ""


def line_layout(text: str, w: float) -> tuple[float, list[str]]:
    """The 听牌 bubble's type size and lines in a band ``w`` wide: one line at 13 px (12 at least),
    else as many lines at 12 px as it takes, broken between waits, never cut (play-test 4: the
    waits ran out of the line with …)."""
    room = w - 20
    size = fit_size(text, 13, room, 12)
    if text_width(text, size) <= room:
        return size, [text]
    lines: list[str] = []
    for word in _words(text):   # "五(剩3张 只能自摸 得1万)" stays whole
        for part in _fit(word, room):
            if lines and text_width(lines[-1] + " " + part, 12) <= room:
                lines[-1] += " " + part
            else:
                lines += wrap(part, 12, room)
    return 12.0, lines


def _fit(word: str, room: float) -> list[str]:
    """A word too long for a line: its head ("听（每家付）：") apart from the wait after it, then a wait
    apart at its own spaces, not inside a figure (play-test 38, 162202-p3-f: "自摸126/别\n家84")."""
    if text_width(word, 12) <= room:
        return [word]
    head, sep, tail = word.partition("：")
    if sep and tail:
        return [head + sep, *_fit(tail, room)]
    parts = word.split(" ")
    return parts if len(parts) > 1 else [word]


def _words(text: str) -> list[str]:
    """``text`` split at its spaces outside brackets (a wait and its figures are one word)."""
    out, cur, depth = [], "", 0
    for ch in text:
        depth += (ch in "(（") - (ch in ")）")
        if ch == " " and depth <= 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    words: list[str] = []
    for w in [*out, cur]:   # "·" goes with the note after it, "→" with the card before it (play-test 8,
        if words and (words[-1] == "·" or w == "→"):   # 26: "· / 小心被碰" broke mid-note)
            words[-1] += " " + w
        elif w:
            words.append(w)
    return words


def bubble_h(text: str, w: float) -> float:
    """The bubble's height for ``text`` in a band ``w`` wide."""
    n = len(line_layout(text, w)[1])
    return LINE_H if n == 1 else n * STEP + 8


def draw_line(dl: DisplayList, band: Rect, text: str, point_x: float | None) -> Rect:
    """The line in a paper bubble centred in ``band``, from its top down (wrapped when it does not
    fit: ``bubble_h``), with a small arrow down to ``point_x``, the selected card; returns the
    bubble's rect."""
    size, lines = line_layout(text, band.w)
    bw = min(band.w, max(text_width(ln, size) for ln in lines) + 20)
    cx = band.cx if point_x is None else min(max(point_x, band.x + bw / 2), band.r - bw / 2)
    r = Rect(cx - bw / 2, band.y, bw, bubble_h(text, band.w))
    dl.rect(r, "rgba(244,236,220,0.96)", th.JADE, 1.5, 10)
    if point_x is not None:
        x = min(max(point_x, r.x + 10), r.r - 10)
        dl.rect(Rect(x - 5, r.b - 1, 10, 5), "rgba(244,236,220,0.96)", None, 1.0, 2)
    if len(lines) == 1:
        dl.text(r.cx, r.cy, text, size, th.INK, "c", "n", "a", r.w - 12)
    for i, ln in enumerate(lines if len(lines) > 1 else []):
        dl.text(r.x + 10, r.y + 4 + STEP * (i + 0.5), ln, size, th.INK, "l", "n", "a", r.w - 16)
    return r


DANGER_TINT = "rgba(178,58,42,0.26)"   # a card a locked hand wins on: the whole card shaded red


def draw_danger(dl: DisplayList, card: Rect, label: str) -> None:
    """A card a locked hand wins on (点炮): shaded red and a cinnabar 炮 tag in its top left corner
    (play-test 22 #1: a 4 px red dot at phone size; the tester read 萬 as safe and fed a 384-point win)."""
    dl.rect(card, DANGER_TINT, th.CINNABAR, 1.5, max(3.0, card.w * 0.09))
    tag = Rect(card.x + 1, card.y + 1, 16, 16)
    dl.rect(tag, th.CINNABAR, th.PAPER, 1.0, 4)
    dl.text(tag.cx, tag.cy, label, 12, th.PAPER, "c", "b", "a", tag.w)


def draw_mark(dl: DisplayList, card: Rect, label: str) -> None:
    """The 听 tag on a card whose discard leaves the hand ready (top left: the 万能 tag is top right)."""
    tag = Rect(card.x + 1, card.y + 1, 16, 16)   # (the glyph keeps clear of it: columns.column_card)
    dl.rect(tag, th.JADE, None, 1.0, 4)
    dl.text(tag.cx, tag.cy, label, 12, th.PAPER, "c", "b", "a")
