"""The 记牌器: for every kind, how many copies this seat has not seen, from its own view only
(its hand, every face-up meld, the rivers and win piles, the card in play): public information,
never the pile or another hand."""

from __future__ import annotations

from ....core.game import JSON
from ....games.paohuzi.cards import CODES, WILD, is_red
from ....games.paohuzi.hints import unseen_counts as live_counts
from ... import theme as th
from ...draw import DisplayList, fit_size
from ...geom import Rect
from .common import BIG_TINT, SMALL_TINT, Speaker

WILDS = 6   # 王霸 in the deck (rules §3)
ROWS = ([*range(0, 10), *range(20, 24)], [*range(10, 20), *range(24, 28)])


def unseen_counts(view: JSON) -> list[int]:
    """Copies not seen, by kind (the wild last)."""
    x = view.get("x") or {}
    flying = x.get("card") if not x.get("forced") else None
    live = live_counts(view)
    out = [live[k] - (1 if flying == CODES[k] else 0) for k in range(WILD)]
    k = shown_in_hand(view)
    if k is not None:
        out[k] -= 1
    held = sum(int(s.get("wilds") if s.get("wilds") is not None else s.get("known_wilds") or 0)
               for s in view["seats"]) + shown_wild(view)
    # a 王霸 won on lies face up in its winner's 胡 column, out of the hand (play-test 35 #2: 王 5 again
    # after the player's 自摸王霸, two 王 face up there)
    held += sum(1 for s in view["seats"] for c in s.get("won") or [] if c == "*")
    out.append(max(0, WILDS - held - (1 if flying == "*" else 0)))
    return [max(0, n) for n in out]


def shown_in_hand(view: JSON) -> int | None:
    """The kind of the dealer's 亮张 while it is still in the dealer's hidden hand, as far as the
    table shows: it was seen by everyone, and stays seen until a card of its kind leaves the
    dealer's hand face up (a meld, a discard), which then counts as seen in its own right."""
    code = view.get("shown")
    dealer = view.get("dealer")
    if not code or code == "*" or not isinstance(dealer, int) or dealer == view.get("seat"):
        return None
    d = view["seats"][dealer]
    if d.get("hand") is not None:   # a revealed (locked) hand: its cards are counted already
        return None
    public = list(d.get("river", [])) + list(d.get("won", [])) + [c for m in d.get("melds", []) for c in m["cards"]]
    return None if code in public else CODES.index(code)


def shown_wild(view: JSON) -> int:
    """1 when the 亮张 is a 王霸 in another's hidden hand: seen by all, never in ``known_wilds``
    (kept draws only), and a wild never leaves a hand (play-test 2 l04: 王 6 beside a shown 王)."""
    dealer = view.get("dealer")
    if view.get("shown") != "*" or not isinstance(dealer, int) or dealer == view.get("seat"):
        return 0
    return int(view["seats"][dealer].get("wilds") is None)   # (a revealed hand counts its own)


def height(w: float) -> float:
    return 2 * max(37.0, min(40.0, w / 15 * 1.5)) + 22   # a cell: an 18 px glyph over a 12 px count


def over_own(body: Rect, own: Rect | None) -> Rect:
    """A phone's 记牌器: in place of the player's own part (its melds and discards; the status line
    sums them up), never over the other seats or the card in play, and the table does not move
    (play-test 3 P13: cut from the felt's top it pushed everything down and shrank a 胡 seat's
    revealed hand to 13 px, and it switched the 听牌 line off to make room)."""
    h = height(body.w - 4)
    if own is None or own.h <= 0:
        return Rect(body.x + 2, max(body.y, body.b - h), body.w - 4, h)
    h = max(h, own.h)
    return Rect(own.x, max(body.y, min(own.y, body.b - h)), own.w, h)


STRIP = 40.0   # a phone's 记牌器 in place of the log strip: two rows of 19 px
STRIP_COUNT = 13.0   # its counts' type


def over_log(log: Rect) -> Rect | None:
    """A phone's 记牌器 in place of the log strip under the felt (re-test 4: over the player's own
    part it hid their melds); None when the screen has no such strip."""
    return Rect(log.x + 4, log.y + 2, log.w - 8, log.h - 4) if log.h >= STRIP + 4 else None


def big_box(own: Rect | None, strip: Rect) -> Rect:
    """A phone's 记牌器 opened large by a tap on its strip: over the player's own part (or just above
    the strip), its glyphs ~19 px where the strip's are 15 (play-test 15, D3: "~10 px text", the apps
    open it in a pop-up with bigger type)."""
    h = height(strip.w)
    if own is None or own.h <= 0:
        return Rect(strip.x, strip.y - h - 4, strip.w, h)
    return Rect(own.x, own.y, own.w, max(own.h, h))


def focus_kinds(view: JSON, waits: list[str], left: list[int]) -> list[int]:
    """The kinds a phone's strip counts: the hand's waits, then the kinds in its free cards (pairs
    first, then those none is left of), then the wild (play-test 26 #2: all 29 kinds at ~10 px could
    not be read). ``left``: the unseen copies of each kind (``unseen_counts``)."""
    me = view["seats"][int(view.get("seat") or 0)] if isinstance(view.get("seat"), int) else {}
    hand = [c for c in me.get("hand") or [] if c in CODES and c != "*"]
    kans = {CODES[k] if isinstance(k, int) else k for k in me.get("kans") or []}
    held = sorted({CODES.index(c) for c in hand if c not in kans}, key=lambda k: (not left[k], -hand.count(CODES[k]), k))
    first = [CODES.index(c) for c in dict.fromkeys(waits) if c in CODES and c != "*"]
    return [*first, *(k for k in held if k not in first), WILD]


FOCUS_W = 40.0   # a strip cell: a 19 px glyph and its 16 px count side by side
ALL_W = 46.0     # the strip's 全部 at its end: a tap opens every kind large


def draw_focus(dl: DisplayList, sp: Speaker, r: Rect, counts: list[int], kinds: list[int], waits: list[str],
               opened: bool = False) -> None:
    """A phone's strip: the kinds that matter, large (a wait underlined in jade), and 全部."""
    dl.rect(r, th.PAPER, th.PAPER_EDGE, 1.0, 8)   # opaque: it lies over the log strip
    room = max(1, int((r.w - ALL_W - 8) // FOCUS_W))
    shown = kinds[:room] if len(kinds) <= room else [*kinds[:room - 1], WILD]
    cw = min(FOCUS_W * 1.25, (r.w - ALL_W - 8) / max(1, len(shown)))
    for i, k in enumerate(shown):
        c = Rect(r.x + 4 + i * cw, r.y + 3, cw - 3, r.h - 6)
        code = CODES[k]
        big = k != WILD and (10 <= k < 20 or k >= 24)
        dl.rect(c, BIG_TINT if big else SMALL_TINT, None, 1.0, 5)   # each script on its cards' paper
        if code in waits:
            dl.rect(Rect(c.x + 3, c.b - 3, c.w - 6, 2.5), th.JADE, None, 1.0, 1)
        ink = th.CINNABAR if k != WILD and is_red(k) else (th.GOLD if k == WILD else th.INK)
        dl.alpha(1.0 if counts[k] else 0.35)
        g = sp.glyph(code) if k != WILD else "王"
        dl.text(c.x + c.w * 0.34, c.cy, g, fit_size(g, 19, c.w * 0.6, 13.0), ink, "c", "b", "s", c.w * 0.6)
        dl.text(c.x + c.w * 0.8, c.cy, str(counts[k]), 16, th.INK, "c", "b", "a", c.w * 0.4)
        dl.alpha(1.0)
    a = Rect(r.r - ALL_W - 2, r.y + 4, ALL_W, r.h - 8)
    dl.rect(a, th.INK_FAINT, None, 1.0, 8)
    dl.text_in(a, sp.g("counter_close" if opened else "counter_all"), 13, th.PAPER, weight="b", pad=2)


def draw_strip(dl: DisplayList, sp: Speaker, strip: Rect, view: JSON, big: Rect | None,
               waits: list[str] | None = None) -> Rect:
    """A phone's strip (the kinds that matter: ``draw_focus``), and the 记牌器 large over ``big`` once
    it was tapped; returns the tap target (the large one: a tap on it closes it)."""
    counts = unseen_counts(view)   # (once a frame for the strip: both its parts read them)
    draw_focus(dl, sp, strip, counts, focus_kinds(view, waits or [], counts), waits or [], big is not None)
    if big is not None:
        draw_counter(dl, sp, big, view)
    dl.hit("pz:counter", strip)   # the strip (收起) closes the panel too (play-test 27 #2: a tap there
    if big is not None:           # went to the log strip under it and opened 完整记录)
        dl.hit("pz:counter", big)
    return big or strip


def draw_counter(dl: DisplayList, sp: Speaker, r: Rect, view: JSON) -> None:
    """Two rows (小字 over 大字, 百千万亿 at the end) and the wild; a kind all seen is faded. A strip
    (``STRIP`` high: a phone's) has no title, each glyph beside its count."""
    dl.rect(r, th.PAPER, th.PAPER_EDGE, 1.0, 8)   # opaque: a phone lays it over the log strip
    counts = unseen_counts(view)
    strip = r.h <= STRIP
    cw = (r.w - 12) / 15
    if strip:
        ch, y0 = (r.h - 2) / 2, r.y + 1
    else:
        dl.text(r.x + 8, r.y + 9, sp.g("counter_title"), 13, th.INK_SOFT, "l", "n", "a", r.w - 16)
        ch = (min(r.h, height(r.w)) - 20) / 2
        y0 = r.y + 18 + (r.h - 20 - 2 * ch) / 2   # a taller panel: the cells centred
    for row, tint in enumerate((SMALL_TINT, BIG_TINT)):   # each script on its cards' paper (play-test 17: 四3
        dl.rect(Rect(r.x + 4, y0 + row * ch + 0.5, 14 * cw + 2, ch - 1), tint, None, 1.0, 4)   # read as 肆3)
    cells = [(Rect(r.x + 6 + i * cw, y0 + row * ch, cw, ch), CODES[k], counts[k])
             for row, kinds in enumerate(ROWS) for i, k in enumerate(kinds)]
    cells.append((Rect(r.x + 6 + 14 * cw, y0, cw, 2 * ch), "*", counts[WILD]))
    for c, code, n in cells:
        if n:
            _cell(dl, sp, c, code, n, strip)
    faded = [x for x in cells if not x[2]]
    if faded:  # the cells do not overlap: one faded run draws them as cell by cell would
        dl.alpha(0.3)
        for c, code, n in faded:
            _cell(dl, sp, c, code, n, strip)
        dl.alpha(1.0)


def _cell(dl: DisplayList, sp: Speaker, c: Rect, code: str, n: int, strip: bool = False) -> None:
    ink = th.CINNABAR if code != "*" and is_red(CODES.index(code)) else (th.GOLD if code == "*" else th.INK)
    g = sp.glyph(code) if code != "*" else "王"
    if strip:   # a phone's strip: a 15 px glyph and its 13 px count in a cell ~24 px wide (play-test 22:
        y = c.cy if c.h < 30 else c.y + c.h / 4   # its 11 px counts read ~9 px; the wild spans both rows)
        dl.text(c.x + c.w * 0.35, y, g, fit_size(g, 15, c.w * 0.62), ink, "c", "b", "s", c.w * 0.62)
        dl.text(c.x + c.w * 0.83, y, str(n), fit_size(str(n), STRIP_COUNT, c.w * 0.4, 11.0), th.INK, "c", "b", "a",
                c.w * 0.4)
        return
    if c.w >= c.h * 1.4:   # a wide cell (a laptop's band): the glyph and its count side by side
        dl.text(c.x + c.w * 0.4, c.cy, g, fit_size(g, min(c.h * 0.8, c.w * 0.5), c.w * 0.6), ink, "c", "b", "s",
                c.w * 0.6)
        dl.text(c.x + c.w * 0.8, c.cy, str(n), max(11.0, min(14.0, c.h * 0.55)), th.INK, "c", "b", "a", c.w * 0.4)
        return
    gh = c.h - 15   # the glyph above, the count (12 px at least, read at a glance) at the foot
    dl.text(c.cx, c.y + gh * 0.55, g, fit_size(g, min(gh * 0.8, c.w * 0.8), c.w - 2), ink, "c", "b", "s", c.w)
    dl.text(c.cx, c.b - 7.5, str(n), max(13.0, min(14.0, c.h * 0.26)), th.INK, "c", "b", "a", c.w)
