"""Cards moving between the 够级 table's seats, by the one shared way (``anim.Flights``): a play from
its seat to its place on the table; tribute (点贡/憋贡/捎贡/落贡), 还牌 and 买3/买4 with its payment
from giver to taker under a short label, one after another; the deal to every seat."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from ....core.game import JSON
from ....core.i18n import pick, tx
from ....games.gouji.cards import VALUE
from ....games.gouji.texts import TRIBUTE_NAMES
from ... import theme as th
from ...anim import Flight, Flights, Place, Point, place_point
from ...draw import DisplayList, fit_size
from ...geom import Rect
from ...plugin import TableView
from ...widgets import CardFace, card
from .labels import L
from .ledger import Ledger
from .table import RoundPlays

FLY_STRIP = 0.4  # a flying row's cards overlap by this much of a card (anim.Flight.rects)
PLAY_S = 0.45  # a play flies from its seat, long enough to be seen going (pt10 D5: at 0.32 s a glance 0.3 s
# after 出牌 found the cards already down); then it glows a moment on the felt (table.GLOW_S)
SEAT_PLAY_S = PLAY_S  # another seat's play flies out of its badge to its box (pt19 #3: "plays appear rather than
# fly": they started where they covered no badge, 8-37 px from their box on a phone and a laptop's top row); the
# bots' pace counts from the landing (pace.py), tuned to this length
DEAL_S = 0.45  # the deal: a few backs to every seat
GIVE_S = 0.95  # a tribute, 还牌 or bought card: slower than a play, so its label is read on the way
GIVE_W = 50.0  # and larger than the default flight (play-test 3 D1: tribute went unseen at 34 px)
GIVE_GAP = 0.8  # tribute and 还牌 leave one after another, this far apart (ledger.py writes each down;
# pt9 D3: at 0.7 s and 0.55 apart "nothing flies between seats": one card at a time, seen going)
OTHERS_GAP = 0.35  # ... and cards the viewer neither gives nor takes this far (pt26 #1: a slow parade of bots'
# 买牌 before the first card; each still flies whole and is written down)
PAY_AFTER_S = 0.25  # a buyer's payment leaves this long after the card it pays for
GOT = {"tribute": tx("贡", "貢", "T"), "returned": tx("还", "還", "R"), "bought": tx("买", "買", "B"),
       "paid": tx("付", "付", "P")}  # the mark on a card the viewer was given, by how it came
MEANS = {"tribute": tx("贡＝进贡给你的", "貢＝進貢給你的", "T = tribute to you"),
         "returned": tx("还＝还给你的", "還＝還給你的", "R = returned to you"),
         "bought": tx("买＝你买来的", "買＝你買來的", "B = you bought it"),
         "paid": tx("付＝买家付给你的", "付＝買家付給你的", "P = paid to you")}
LEGEND = tx("金框的牌：{marks}（出第一手后不再标）", "金框的牌：{marks}（出第一手後不再標）",
            "Gold-edged cards: {marks} (until your first play)")


def marks_legend(kinds: list[str], lang: str) -> str:
    """What the marks on the cards given to the viewer mean, those it holds (pt12/pt13: 付/买/贡/还 with no legend)."""
    sep = "，" if lang != "en" else "; "
    return pick(LEGEND, lang).format(marks=sep.join(pick(MEANS[k], lang) for k in dict.fromkeys(kinds) if k in MEANS))


class FlyUI(Protocol):
    table: TableView
    flying: Flights
    round: RoundPlays
    boxes: dict[int, Rect]
    ledger: Ledger
    drawn: dict[int, Rect]  # the viewer's cards as last drawn in the hand
    play_cw: tuple[float, float]  # a play's cards on the table, wide and tall (by width): it flies at that size

    @property
    def lang(self) -> str: ...

    def seat_rect(self, seat: int) -> Rect: ...


SEAT_GROW = 0.5  # another seat's play leaves its badge this size of its landed one, and grows on its way
SEAT_GROW_W = 36.0  # but no narrower than this


def start_scale(cw: float) -> float:
    """How large another seat's play of ``cw`` wide cards leaves its badge (``SEAT_GROW``, no narrower than
    ``SEAT_GROW_W``)."""
    return min(1.0, max(SEAT_GROW, SEAT_GROW_W / cw))


@dataclass
class SeatFlight(Flight):
    """Another seat's play coming out of its badge (pt22 #3: "cards mostly appear in place"; a top seat's box is
    ~80 px under its badge and ``ease_out`` covered 80% of that in 0.2 s, drawn full size over the badge): it leaves
    small and grows to its landed size, eased in and out, so its way shows for most of ``SEAT_PLAY_S``."""

    def progress(self, now: float) -> float | None:
        if self.duration <= 0 or not self.t0 <= now <= self.t0 + self.duration:
            return None
        t = (now - self.t0) / self.duration
        return t * t * (3 - 2 * t)  # (smoothstep: seen at the badge, then on its way, the whole flight)

    def rects(self, now: float, most: int = 6) -> list[Rect]:
        e, c = self.progress(now), self.at(now)
        if e is None or c is None:
            return []
        k = start_scale(self.card_w)  # (no smaller than reads: a phone's 36 px cards fly
        n, cw = min(most, len(self.cards)), self.card_w * (k + (1 - k) * e)  # whole, on its side an index of 6 px)
        step, h = cw * FLY_STRIP, cw * self.ratio
        x0 = c[0] - (step * (n - 1) + cw) / 2
        return [Rect(x0 + i * step, c[1] - h / 2, cw, h) for i in range(n)]


def box_of(ui: FlyUI, seat: int) -> Place:
    """Where a seat's play lands: its box on the table as last drawn (asked every frame)."""
    return lambda: ui.boxes.get(seat) or ui.seat_rect(-1)  # (-1: the table's middle)


def from_seat(ui: FlyUI, seat: int) -> Place:
    """Where a seat's cards leave from and arrive: its badge, the viewer's hand."""
    if seat == ui.table.viewer:
        return lambda: l_.hand if (l_ := ui.table.lay) is not None else Rect(0, 0, 0, 0)
    return lambda: ui.seat_rect(seat)


def near_seat(ui: FlyUI, seat: int, card_w: float = GIVE_W) -> Place:
    """Where a card given at the deal leaves a seat or reaches it: just off its badge toward the
    table's middle, its label too (over the badge, 付牌 sat on the name of the badge below: l06); the
    viewer's: its own strip over the hand (pt12 63: a bought 3 flew to the hand's middle, across its cards)."""
    if seat == ui.table.viewer:
        return lambda: l_.me if (l_ := ui.table.lay) is not None else Rect(0, 0, 0, 0)

    def at() -> Point:
        badge, lay = ui.seat_rect(seat), ui.table.lay
        if lay is None or badge.w <= 0:
            return badge.cx, badge.cy
        dx, dy = lay.center.cx - badge.cx, lay.center.cy - badge.cy
        need_x = badge.w / 2 + card_w / 2 + 6  # the card beside the badge, or its card and label under it
        need_y = badge.h / 2 + card_w * 0.71 + 30
        t = min(need_x / abs(dx) if abs(dx) > 1 else 1e9, need_y / abs(dy) if abs(dy) > 1 else 1e9)
        return badge.cx + dx * min(t, 1.0), badge.cy + dy * min(t, 1.0)
    return at


KEEP_H = 58.0  # a badge's top this high (its face, name, count and status line) a play leaving it never covers


def off_badge(ui: FlyUI, seat: int, n: int, cw: float, ratio: float) -> Place:
    """Where another seat's play leaves from: its badge's edge toward its box, the cards (at ``SeatFlight``'s
    starting size) clear of its name, count and status (``KEEP_H``; pt28 #2, 233401/233708: leaving from the badge's
    middle, they lay over them for the flight's slow start); a phone's box right under it still sees them go."""
    def at() -> Point:
        whole, box = ui.seat_rect(seat), ui.boxes.get(seat)
        badge = Rect(whole.x, whole.y, whole.w, min(whole.h, KEEP_H))
        if box is None or badge.w <= 0:
            return badge.cx, badge.cy
        w0 = cw * start_scale(cw)
        half_w, half_h = (badge.w + w0 * FLY_STRIP * (min(n, 6) - 1) + w0) / 2 + 2, (badge.h + w0 * ratio) / 2 + 2
        dx, dy = badge.cx - box.cx, badge.cy - box.cy  # (from the box's middle toward the badge's, as far as clear)
        t = max([0.0, *(1 - half / abs(d) for d, half in ((dx, half_w), (dy, half_h)) if abs(d) > half)])
        return box.cx + dx * t, box.cy + dy * t
    return at


def from_hand(ui: FlyUI, cards: list[int]) -> Place:
    """Where the viewer's play leaves from: the cards raised, where they were drawn in the hand."""
    got = [ui.drawn[c] for c in cards if c in ui.drawn]
    if not got:
        return from_seat(ui, ui.table.viewer if ui.table.viewer is not None else -1)
    x, y = min(r.x for r in got), min(r.y for r in got)
    return Rect(x, y, max(r.r for r in got) - x, max(r.b for r in got) - y)


def give_label(ev: JSON, lang: str) -> str:
    """A moving card's short label: the tribute's kind, 还牌, 买3/买4, 付牌."""
    ty = ev.get("type")
    if ty == "tribute":
        return pick(TRIBUTE_NAMES.get(str(ev.get("kind")), L["fl_tribute"]), lang)
    if ty == "returned":
        return pick(L["fl_return"], lang)
    return pick(L["fl_buy"], lang).format(r=int(ev.get("rank") or 3))


def fly(ui: FlyUI, ev: JSON, now: float) -> None:
    """The flights an event sets off (none for an event that moves no card)."""
    before = len(ui.flying.items)
    _fly(ui, ev, now)
    if ui.table.fast() and ev.get("type") == "play" and isinstance(ev.get("seat"), int):  # 快进: the play lies at
        del ui.flying.items[before:]  # its seat at once (its flight would be cleared, the cards shown only once
        ui.round.lands[int(ev["seat"])] = now  # it was due to land: the last plays before the turn popped in late)
    if (lay := ui.table.lay) is not None:
        for f in ui.flying.items[before:]:
            under_bar(f, lay.top.b)


def under_bar(f: Flight, top: float) -> None:
    """The arc rises no higher than the top bar's foot (a phone on its side: a corner seat's play, its
    badge right under the bar, arced over the bar's chips)."""
    (_x0, y0), (_x1, y1) = place_point(f.src), place_point(f.dst)
    low = top + 2 + f.card_w * f.ratio / 2  # the highest the cards' centre may go
    for k in range(1, 20):  # (Flight.at: the arc's height at e is lift * (1 - (2e - 1)^2))
        e = k / 20
        f.lift = max(0.0, min(f.lift, (y0 + (y1 - y0) * e - low) / (1 - (2 * e - 1) ** 2)))


def _fly(ui: FlyUI, ev: JSON, now: float) -> None:
    ty = ev.get("type")
    flights = ui.flying
    if ty == "play" and isinstance(ev.get("seat"), int):
        seat = int(ev["seat"])
        cards = sorted(ev.get("cards") or [], key=lambda c: (-VALUE[c], c))
        own = seat == ui.table.viewer
        cw, ratio = ui.play_cw  # (at the size it lands: at 34 px into a laptop's 50 px box it popped up on landing)
        src = from_hand(ui, cards) if own else off_badge(ui, seat, len(cards), cw, ratio)
        f = flights.add(cards, src, box_of(ui, seat), now, delay=0.0, duration=PLAY_S if own else SEAT_PLAY_S,
                        card_w=cw, ratio=ratio)
        if not own:  # (out of the badge, growing: pt22 #3)
            f = flights.items[-1] = SeatFlight(f.cards, f.src, f.dst, f.t0, f.label, f.duration, f.card_w, f.ratio)
        f.lift = 0.0  # (straight out: an arc rose over the badge above a box)
        ui.round.lands[seat] = f.t0 + f.duration
    elif ty in ("tribute", "returned") and ev.get("cards"):  # one after another, each written down
        t0 = ui.ledger.next_start(now, GIVE_S, give_gap(ui, int(ev["from"]), int(ev["to"]), now))
        f = flights.add(list(ev["cards"]), near_seat(ui, int(ev["from"])), near_seat(ui, int(ev["to"])), now,
                        give_label(ev, ui.lang), delay=t0 - now, duration=GIVE_S, card_w=GIVE_W)
        ui.ledger.add(ev, f.t0 + f.duration)
    elif ty == "bought":  # written down too (the ledger: every card given at the deal, in one list)
        seller, buyer = int(ev["seller"]), int(ev["buyer"])
        t0 = ui.ledger.next_start(now, GIVE_S, give_gap(ui, seller, buyer, now))
        f = flights.add([int(ev["card"])], near_seat(ui, seller), near_seat(ui, buyer), now,
                        give_label(ev, ui.lang), delay=t0 - now, duration=GIVE_S, card_w=GIVE_W)
        paid = f
        if isinstance(ev.get("paid"), int):  # the payment crosses it, just after (not with the next buy)
            paid = flights.add([int(ev["paid"])], near_seat(ui, buyer), near_seat(ui, seller), now,
                               pick(L["fl_paid"], ui.lang), delay=f.t0 - now + PAY_AFTER_S, duration=GIVE_S,
                               card_w=GIVE_W)
        ui.ledger.add_buy(ev, f.t0 + f.duration, paid.t0 + paid.duration)
    elif ty == "dealt" and ev.get("seat") in (ui.table.viewer, None):
        lay = ui.table.lay
        mid: Place = lay.center if lay is not None else (0.0, 0.0)
        for s in range(6):
            to = from_seat(ui, s) if s == ui.table.viewer else near_seat(ui, s, 24.0)  # (the viewer's: its hand)
            flights.add([None] * 3, mid, to, now, delay=s * 0.06, duration=DEAL_S,
                        card_w=24.0)  # (beside the badge: on it the backs hid the names, pt11 021)



def give_gap(ui: FlyUI, giver: int, taker: int, now: float) -> float:
    """How soon a card given at the deal leaves after the one before: ``GIVE_GAP`` when the viewer gives or
    takes it (the ledger then holds its whole time, till a later round of others' alone), ``OTHERS_GAP`` between others."""
    mine = ui.table.viewer in (giver, taker)
    ui.ledger.mine = mine or (ui.ledger.mine and ui.ledger.busy(now))
    return GIVE_GAP if mine else OTHERS_GAP


def receive(got: dict[int, str], ev: JSON, viewer: int | None) -> None:
    """Note the cards given to the viewer at the deal (tribute, 还牌, a bought card, a payment) as
    ``GOT``'s keys, so the hand marks them (``mark_received``) until the viewer's first play."""
    ty = ev.get("type")
    if viewer is None:
        return
    if ty in ("tribute", "returned") and ev.get("to") == viewer:
        got.update(dict.fromkeys((int(c) for c in ev.get("cards") or []), str(ty)))
    elif ty == "bought" and ev.get("buyer") == viewer:
        got[int(ev["card"])] = "bought"
    elif ty == "bought" and ev.get("seller") == viewer and isinstance(ev.get("paid"), int):
        got[int(ev["paid"])] = "paid"
    elif ty == "play" and ev.get("seat") == viewer:
        got.clear()


def seller(ev: JSON, viewer: int | None) -> int | None:
    """From a ``buy_plan`` event: the seat the viewer buys from (its pay prompt names it)."""
    for p in ev.get("plan") or [] if ev.get("type") == "buy_plan" else []:
        if p.get("buyer") == viewer and isinstance(p.get("seller"), int):
            return int(p["seller"])
    return None


def mark_received(dl: DisplayList, card: Rect, shown: Rect, how: str, lang: str) -> None:
    """A given card in the hand: ringed in gold, and a seal saying how it came (贡/还/买/付) at the
    foot of what shows of it (play-test 3 D1: "the two cards I received are not marked")."""
    rad = max(3.0, card.w * 0.09)
    dl.rect(card, None, th.GOLD, 2.5, rad)
    if shown.w < 12 or shown.h < 30:
        return
    w = min(shown.w - 4, 18.0)
    tag = Rect(shown.x + 2, shown.b - 19, w, 16)
    dl.rect(tag, th.GOLD, None, 1.0, 3)
    dl.text_in(tag, pick(GOT[how], lang), 11, th.WHITE, weight="b", pad=1)


def flying_card(dl: DisplayList, r: Rect, face: CardFace) -> None:
    """A card in the air, one of a row overlapping by ``FLY_STRIP`` of a card (anim.Flight.rects): its
    rank and suit in that strip, whatever covers the rest, and its glyph large in the rest (seen on
    the row's last card). Drawn whole small, a row of 10s read "1 1 1 10" and Qs "( ( ( Q" (play-test 8)."""
    card(dl, r, replace(face, big="", sub=""), small=True)
    strip = r.w * FLY_STRIP
    room = strip + 0.6  # (a "10" may reach under the next card's edge: 11 px at a 34 px card)
    gs = fit_size(face.big, min(strip * 0.95, r.h * 0.3), room, 6.0)
    dl.text(r.x + room / 2 + 0.5, r.y + gs * 0.72 + 1, face.big, gs, face.ink, "c", "b", "s", room)
    if face.corner:
        dl.text(r.x + strip / 2 + 0.5, r.y + gs * 1.55 + 1, face.corner, max(7.0, gs * 0.62), face.ink, "c", "b", "s")
    rest = Rect(r.x + strip, r.y, r.w - strip, r.h)
    big = fit_size(face.big, min(rest.w * 0.8, r.h * 0.5), rest.w - 2, 6.0)
    dl.text(rest.cx, r.cy + gs * 0.4, face.big, big, face.ink, "c", "b", "s", rest.w - 2)
