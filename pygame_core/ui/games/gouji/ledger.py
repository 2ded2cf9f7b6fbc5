"""The 够级 tribute ceremony (进贡 / 还贡, then 买3/买4) as a ledger on the table: each card given flies from giver to
taker one after another (fly.py), and as it lands its line is written in a panel in the table's middle
("电脑3 → 你 · 点贡 · 2"), the viewer's own lines in gold; once the last has landed the whole list holds a
moment (the bots wait) before the hand goes on (play-test 4: the tribute went by as a flurry of
cards, hard to follow; 多乐够级 shows who gives what to whom)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ....games.gouji.cards import VALUE, suit
from ....games.gouji.texts import TRIBUTE_NAMES
from ... import theme as th
from ...anim import Flight, place_point
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...texts import you_form
from .labels import SUIT, rank_text

HOLD_S = 1.4  # the whole list stays this long after its last card lands (the bots wait)
OTHERS_HOLD_S = 1.2  # ... when no card in it is the viewer's (pt26 #1, pace 6: the bots' 买3/买4 paraded ~3.5 s
# each while the player had nothing to decide; pt27 #5: at 0.6 s the last lines, written as their cards land, went unread)
FADE_S = 0.4  # then fades out
LINE_H = 19.0
READ_PX = 13.0  # its lines never smaller (pt28 smaller: 9-10 px in a side of the middle, 232212_h2i)
TITLE_H = 24.0
TITLES: dict[str, Text] = {"tribute": tx("进贡", "進貢", "Tribute"), "return": tx("还贡", "還貢", "Returns"),
                           "buy": tx("买牌", "買牌", "Buying")}
KINDS: dict[str, Text] = {"return": tx("还牌", "還牌", "return"), "paid": tx("付牌", "付牌", "payment"),
                          "buy3": tx("买3", "買3", "buys a 3"), "buy4": tx("买4", "買4", "buys a 4")}


@dataclass
class Entry:
    lands: float  # the line is written when its card lands
    giver: int
    taker: int
    kind: str  # a tribute kind (点贡 ...) or "return"
    cards: list[int]


@dataclass
class Ledger:
    entries: list[Entry] = field(default_factory=list)
    spot: tuple[int, float, float] | None = None  # where its panel stands (``panel_spot``): for so many entries, x, y
    mine: bool = False  # a card in it is the viewer's, given or taken: held the whole ``HOLD_S``

    def add(self, ev: JSON, lands: float) -> None:
        kind = str(ev.get("kind", "")) if ev.get("type") == "tribute" else "return"
        self.entries.append(Entry(lands, int(ev["from"]), int(ev["to"]), kind, [int(c) for c in ev["cards"]]))

    def add_buy(self, ev: JSON, lands: float, paid_lands: float) -> None:
        """A 买3/买4 (the card from seller to buyer) and its payment back, if any."""
        seller, buyer = int(ev["seller"]), int(ev["buyer"])
        self.entries.append(Entry(lands, seller, buyer, f"buy{int(ev.get('rank') or 3)}", [int(ev["card"])]))
        if isinstance(ev.get("paid"), int):
            self.entries.append(Entry(paid_lands, buyer, seller, "paid", [int(ev["paid"])]))

    def next_start(self, now: float, flight_s: float, gap: float) -> float:
        """When the next card given may leave: ``gap`` after the last one left (one after another)."""
        return max([now] + [e.lands - flight_s + gap for e in self.entries])

    def until(self) -> float:
        return max((e.lands for e in self.entries), default=-100.0) + (HOLD_S if self.mine else OTHERS_HOLD_S)

    def busy(self, now: float) -> bool:
        """The ceremony runs: its cards fly, then its list holds (the bots wait)."""
        return bool(self.entries) and now < self.until()

    def showing(self, now: float) -> bool:
        return bool(self.entries) and now < self.until() + FADE_S and any(e.lands <= now for e in self.entries)

    def clear(self) -> None:
        self.entries, self.spot, self.mine = [], None, False


def card_text(c: int, lang: str) -> str:
    """A card given, as the ledger writes it: ♥2, 大王."""
    v = VALUE[c]
    return rank_text(v, lang) if v >= 16 else SUIT[suit(c)] + rank_text(v, lang)


BUYS = tx("{b} 向 {s} 买{r}", "{b} 向 {s} 買{r}", "{b} buys a {r} from {s}")  # (the buyer first: "你 → 电脑3 ·
# 买3" read as the viewer buying, play-test 7)


def entry_line(e: Entry, name: Callable[[int], str], lang: str) -> str:
    if e.kind.startswith("buy"):
        cards = " ".join(card_text(c, lang) for c in e.cards)
        line = f"{pick(BUYS, lang).format(b=name(e.taker), s=name(e.giver), r=e.kind[3:])} · {cards}"
        return you_form(line, lang) or line  # ("You buy", not "You buys")
    who = f"{name(e.giver)} → {name(e.taker)}"
    kind = pick(TRIBUTE_NAMES[e.kind] if e.kind in TRIBUTE_NAMES else KINDS.get(e.kind, KINDS["return"]), lang)
    cards = " ".join(card_text(c, lang) for c in e.cards)
    return f"{who} · {kind} · {cards}" if lang != "en" else f"{who}: {kind} {cards}"


def draw_ledger(dl: DisplayList, room: Rect, led: Ledger, now: float, viewer: int | None, name: Callable[[int], str],
                lang: str, held: bool = False, flights: Sequence[Flight] = (), keep: Sequence[Rect] = ()) -> Rect | None:
    """The panel in ``room``: its title, then a line for every card landed so far, in as many
    columns as the height needs; the viewer's lines gold, the newest one lit as it lands. It stands off the
    ways of the ``flights`` still to land where the room allows (``panel_spot``)."""
    shown = [e for e in led.entries if e.lands <= now]
    if not shown or room.w < 120 or room.h < TITLE_H + LINE_H:
        return None
    a = 1.0 if held else max(0.0, min(1.0, (led.until() + FADE_S - now) / FADE_S))  # (held: a 还贡 to pick)
    groups = {"return" if e.kind == "return" else "buy" if e.kind.startswith(("buy", "paid")) else "tribute"
              for e in led.entries}
    title = " · ".join(pick(TITLES[g], lang) for g in ("tribute", "return", "buy") if g in groups)
    per = max(1, int((room.h - TITLE_H - 10) // LINE_H))
    cols = -(-len(led.entries) // per)
    size = 13.0
    widest = max(text_width(entry_line(e, name, lang), size) for e in led.entries) + 16
    most = max(1, int((room.w - 12) // (need_w(led, name, lang) - 10)))  # columns readable at READ_PX
    if cols > most:  # a short or narrow room (a phone on its side): the newest lines, each whole and readable, as
        cols, shown = most, shown[-per * most:]  # many as fit (pt19 062308: four columns squeezed to ~6-7 px)
    lines = [(entry_line(e, name, lang), e) for e in shown]
    col_w = min(widest, (room.w - 12) / cols)
    pw = col_w * cols + 12
    rows = min(per, len(led.entries), per * cols)
    ph = TITLE_H + rows * LINE_H + 10
    r = panel_spot(led, room, pw, ph, flights, keep)
    dl.alpha(a)
    dl.rect(r, "rgba(20,16,12,0.9)", th.GOLD, 1.5, 10)
    dl.text(r.cx, r.y + TITLE_H / 2 + 3, title, 15, th.GOLD, "c", "b", "s", r.w - 12)
    for i, (text, e) in enumerate(lines):
        col, row = divmod(i, per)
        x, y = r.x + 6 + col * col_w, r.y + TITLE_H + 4 + row * LINE_H
        fresh = now - e.lands < 0.5
        if fresh:
            dl.rect(Rect(x, y, col_w - 4, LINE_H - 2), "rgba(184,137,58,0.28)", None, 1.0, 5)
        mine = viewer is not None and viewer in (e.giver, e.taker)
        dl.text(x + 6, y + LINE_H / 2 - 1, text, fit_size(text, size, col_w - 14, READ_PX),
                th.GOLD if mine else th.PAPER, "l", "b" if mine else "n", "a", col_w - 14)
    dl.alpha(1.0)
    return r


def panel_spot(led: Ledger, room: Rect, pw: float, ph: float, flights: Sequence[Flight], keep: Sequence[Rect] = ()) -> Rect:
    """The panel's place in ``room``: off the ways of the cards still to fly (a phone's 买4 flew over its lines,
    the list unread while it passed: FIXERS 2), else the room's middle; chosen once for as many entries
    (it never jumps as the cards land), kept within the room as it grows."""
    n = len(led.entries)
    if led.spot is None or led.spot[0] != n:
        ways = [pt for f in flights for pt in way(f)]
        xs = [room.cx - pw / 2, room.x, room.r - pw]
        ys = [room.cy - ph / 2] + [room.y + k * 8.0 for k in range(int(max(0.0, room.h - ph) // 8) + 1)]

        def cost(xy: tuple[float, float]) -> tuple[int, float, float]:
            r, at = Rect(xy[0] - 10, xy[1] - 10, pw + 20, ph + 20), Rect(xy[0], xy[1], pw, ph)
            return sum(1 for x, y in ways if r.contains(x, y)), sum(overlap(at, k) for k in keep), \
                abs(xy[1] + ph / 2 - room.cy) + abs(xy[0] + pw / 2 - room.cx)
        x, y = min(((x, y) for x in xs for y in ys), key=cost)
        led.spot = (n, x + pw / 2 - room.cx, y + ph / 2 - room.cy)
    _n, dx, dy = led.spot
    x = max(room.x, min(room.r - pw, room.cx + dx - pw / 2))
    y = max(room.y, min(room.b - ph, room.cy + dy - ph / 2))
    return Rect(x, y, pw, ph)


def way(f: Flight) -> list[tuple[float, float]]:
    """Points along a flight's arc (its cards' centre, ``anim.Flight.at``), and a card's half round each."""
    (x0, y0), (x1, y1) = place_point(f.src), place_point(f.dst)
    out = []
    for i in range(13):
        e = i / 12
        x, y = x0 + (x1 - x0) * e, y0 + (y1 - y0) * e - f.lift * (1 - (2 * e - 1) ** 2)
        half, up = f.card_w / 2, f.card_w * f.ratio / 2
        out += [(x, y), (x - half, y - up), (x + half, y - up), (x - half, y + up), (x + half, y + up)]
    return out


def need_w(led: Ledger, name: Callable[[int], str], lang: str) -> float:
    """The width a column of the list needs to be read (its widest line whole at ``READ_PX``, ``draw_ledger``'s
    least): a side of the middle's words narrower than this is no room for it (pt19 062308, a phone on its
    side: lines squeezed to ~6-7 px)."""
    return max((text_width(entry_line(e, name, lang), READ_PX) for e in led.entries), default=100.0) + 26


def ledger_room(seats: dict[int, Rect], r: Rect, around: bool = False, words: Rect | None = None,
                mine: Rect | None = None, need: float = 120.0) -> Rect:
    """The table's middle clear of every badge: between the side seats, under the ones across (a laptop's
    under its seat map), off the middle's ``words`` where it fits (P07: it hid "等待 电脑1") and above the
    viewer's row ``mine`` (its play, and a phone on its side's log line: pt10 l04) where that leaves room."""
    lo = max([r.x] + [s.r + 4 for s in seats.values() if s.r < r.cx])
    hi = min([r.r] + [s.x - 4 for s in seats.values() if s.x > r.cx])
    top = max([r.y] + [s.b + 4 for s in seats.values() if s.x < hi and s.r > lo and s.cy < r.cy])
    room = Rect(lo, top, max(0.0, hi - lo), max(0.0, r.b - 4 - top))
    if around and room.h >= 300:  # under the seat map
        room = Rect(room.x, room.y + 92, room.w, room.h - 92)
    if mine is not None and mine.y - 4 - room.y >= TITLE_H + 2 * LINE_H + 10:  # (its newest two lines at least)
        room = Rect(room.x, room.y, room.w, min(room.h, mine.y - 4 - room.y))
    if words is not None and meets(room, words):
        sides = [Rect(room.x, room.y, room.w, words.y - 4 - room.y), Rect(room.x, words.b + 4, room.w, room.b - words.b - 4),
                 Rect(room.x, room.y, words.x - 4 - room.x, room.h), Rect(words.r + 4, room.y, room.r - words.r - 4, room.h)]
        fit = [q for q in sides if q.h >= TITLE_H + 2 * LINE_H + 10 and q.w >= max(120.0, min(need, room.w))]
        room = max(fit, key=lambda q: min(q.w, 2 * q.h), default=room)
    return room


def overlap(a: Rect, b: Rect) -> float:
    return max(0.0, min(a.r, b.r) - max(a.x, b.x)) * max(0.0, min(a.b, b.b) - max(a.y, b.y))


def meets(a: Rect, b: Rect) -> bool:
    return a.x < b.r and b.x < a.r and a.y < b.b and b.y < a.b
