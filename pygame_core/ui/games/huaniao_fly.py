"""花鳥風月's cards in the air: a play flies from its seat to its spot, a draw from the pile, a gift
or a pass between seats, a limit discard to the heap, the moon to whom it shines on. The player's
own play flies without stopping the table's clocks: its 且慢 window runs while it lands (play-test:
the window cost the play's flight and 2.5 s more after every play); the bots still wait for it."""

from __future__ import annotations

from typing import Any

from ...core.game import JSON
from ...core.i18n import listing, pick, tx
from ...games.huaniao import texts as tt
from .. import theme as th
from ..anim import FLIGHT_S, Flight, Flights, Place
from ..draw import DisplayList
from ..geom import Rect
from ..texts import you_form
from .huaniao_plays import draw_arrow
from .huaniao_seats import HuaniaoSeats
from .huaniao_show import COMBOS

BOT_FLY_S = 0.42  # another seat's play to its spot (the shared FLIGHT_S, 0.55: the player's own, gifts ...)
HAND_FLIGHT_S = 0.8  # a card the table moves into or out of the player's hand: slow enough to follow
DEAL_STEP = 0.04  # the deal: one card after another round the table (40 cards: about 1.9 s in all)
DEAL_FLY_S = 0.35  # each dealt card's flight
MOONLIGHT = {"mark": "moon"}  # what flies to the seat 月照 skips: drawn as a moon disc
LINK_S = 1.8  # an arrow from the giver to the receiver shows this long (a still catches it)
COMBO_BEAT = 0.5  # a combo's banner and rays shown this long before the cards it deals fly


class HuaniaoFlights(HuaniaoSeats):
    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.dance: tuple[str, list[Any]] = ("", [])  # the last dance's kind and cards (its target comes later)
        # where the newest phrase, the pile and the discards are drawn (flights land there) and the
        # flight of the newest phrase, whose cards wait in the air until it lands
        self.spots: dict[str, Rect] = {}
        self.play_flight: Flight | None = None
        self.own_flying = Flights()  # the player's own plays: the table's clocks run while they fly
        # a perch's draw: the table goes on while it flies (play-test 8: a round of 栖 was a round of waits)
        self.drifting = Flights()
        self.deal_due = False  # a deal seen before the table's first frame: flown at it
        self.deal_end = -1.0  # when the deal's last card lands
        self.deal_lands: dict[int, list[float]] = {}  # another seat -> when each of its dealt backs lands
        self.moon_by: dict[int, list[int]] = {}  # seat -> who cast the 月 its coming skips are for, in order
        self.skipped_by: dict[int, int] = {}  # seat -> who cast the 月 that took its latest turn
        self.links: list[tuple[int, int, str, float]] = []  # arrows (from, to, colour, since): who did it to whom

    def over_plays(self, box: Rect, what: str = "seat") -> float:
        return sum(max(0.0, min(box.r, r.r) - max(box.x, r.x)) * max(0.0, min(box.b, r.b) - max(box.y, r.y))
                   for k, r in self.spots.items() if k.startswith(what))

    def board_cover(self, box: Rect) -> float:
        """px² of what a 看牌面 plate must leave in sight under ``box``: the plays, the tune track, the 记牌器."""
        return sum(self.over_plays(box, k) for k in ("lie", "label", "scale", "counter", "pile", "heap"))

    def spots_of(self, what: str, seat: int) -> Rect:
        return self.spots.get(f"{what}{seat}", Rect(0, 0, 0, 0))

    def loud_banner(self) -> Rect | None:
        return self.spots.get("loud")

    def own_spot(self) -> Rect | None:
        return self.spots.get("mine") or self.spots.get("foot")

    def own_play_spot(self) -> Rect | None:
        # (a phone's narrow band beside the play's cell while the player chooses holds no callout)
        return None if "choosing" in self.spots else self.spots.get("mine")

    def own_landing(self, now: float) -> bool:
        """The player's own play is still in the air (the bots wait for it; its 且慢 window does not)."""
        return self.own_flying.running(now) and not self.table.fast()

    def draw_own_flights(self, dl: DisplayList, now: float) -> None:
        if self.table.fast():
            self.own_flying.clear()
            self.drifting.clear()
        self.own_flying.draw(dl, now, self.draw_flying_card)
        self.drifting.draw(dl, now, self.draw_flying_card)

    def _fly(self, ev: JSON, now: float, at: float) -> float:
        """Start the flight an event moves cards by (a play to the pool, a draw from the pile, a
        gift or pass between seats, a discard to the heap); returns when the next may leave."""
        ty = ev.get("type")
        def seat(s: int) -> Place:
            return lambda: self.seat_rect(s)
        def spot(key: str) -> Place:
            return lambda: self.spots.get(key) or self.seat_rect(-1)
        me = self.table.viewer
        if ty == "play" and isinstance(ev.get("seat"), int):
            cards = list(ev.get("cards") or [])
            cw = self.landing_w(int(ev["seat"]), len(cards))
            mine = ev["seat"] == me and at == 0
            air = self.own_flying if mine else self.flying
            src = (self.from_hand(cards) if ev["seat"] == me else None) or seat(ev["seat"])
            self.play_flight = air.add(cards, src, spot("pool"), now, delay=at, card_w=cw,
                                       duration=FLIGHT_S if ev["seat"] == me else BOT_FLY_S)
            # a combo lands and is called before what it deals goes (play-test 30 #4, 030017-ph-queyu-04: 雀舞满山's
            # draws flew with its cards, under its banner: a heap)
            combo = ev.get("op") == "wu" and ev.get("kind") in COMBOS
            return at + (self.play_flight.duration + COMBO_BEAT if combo else 0.4)
        if ty == "draw" and isinstance(ev.get("seat"), int):
            # the player's own under the bar (its status line and buttons stay on top: play-test 40, FIXERS 6, a dance's
            # draw to a phone's hand flew over 且慢), the others' over the table
            air = self.drifting if ev.get("why") == "qi" or ev["seat"] == me else self.flying
            if ev["seat"] == me:  # into its own spot in the hand, at the hand's size, slow enough to see,
                # called 摸牌 as it flies (play-test 17 #1: "the hand just changes under you")
                self.to_hand(air, ev.get("card"), spot("pile"), now, at, self.tx("drew"))
            else:
                air.add([ev.get("card")], spot("pile"), seat(ev["seat"]), now, delay=at, card_w=30)
        elif ty in ("give", "pass", "take") and isinstance(ev.get("from"), int) and isinstance(ev.get("to"), int):
            label = f"→ {self.name(ev['to'])}"
            # between two other seats (花鸟风月's four passes at once: four arrows across the table, the next
            # play's call under them; the player's own gifts fly into or out of its hand, called there)
            if ty != "pass" and me not in (ev["from"], ev["to"]):
                self.link(ev["from"], ev["to"], th.PAPER, now + at)
            if ev["to"] == me:  # (the table goes on meanwhile: the next bot's delay covers it)
                self.to_hand(self.drifting, ev.get("card"), seat(ev["from"]), now, at,
                             you_form(label, self.lang) or label)
            else:  # (nor for a card between others: the dance's call names them, the next bot's wait covers it)
                src = (self.from_hand([ev.get("card")]) if ev["from"] == me else None) or seat(ev["from"])
                self.drifting.add([ev.get("card")], src, seat(ev["to"]), now, label, delay=at,
                                  card_w=self.hand_w() if ev["from"] == me else 30)
        elif ty == "undo":  # a 月 taken back: its skip no longer comes (the view's count says how many do)
            seats = self.table.view().get("seats") or []
            for s, casts in self.moon_by.items():
                del casts[int((seats[s] if s < len(seats) else {}).get("skips") or 0):]
            return at
        elif ty == "skip" and isinstance(ev.get("seat"), int):  # the turn it takes: from whom, again
            casts = self.moon_by.get(ev["seat"]) or []
            if casts:
                by = casts.pop(0)
                self.skipped_by[ev["seat"]] = by
                self.link(by, ev["seat"], th.GOLD, now + at)
            else:
                self.skipped_by.pop(ev["seat"], None)
            return at
        elif ty == "skip_added" and isinstance(ev.get("seat"), int):  # moonlight goes to whom it shines on:
            if isinstance(ev.get("by"), int):
                self.moon_by.setdefault(ev["seat"], []).append(ev["by"])
                self.link(ev["by"], ev["seat"], th.GOLD, now + at)
            # a moon disc, not the 月 card (play-test 6 030: the card flying to "→ 你" read as a gift), untagged:
            # its pill crossed the plays on its way (play-test 28 #1, 232106); the target's seat says it
            self.flying.add([MOONLIGHT], spot("pool"), seat(ev["seat"]), now, delay=at, card_w=30)
        elif ty == "discard" and isinstance(ev.get("seat"), int):
            cards = list(ev.get("cards") or [None] * int(ev.get("count", 1)))
            # full-size cards from the seat: a limit discard is the rules taking a card, seen going;
            # the player's own from its place in the hand (play-test 8 08: a banner was all)
            lay = self.table.lay  # a phone's seat: from under its badge (play-test 9 104: over its name)
            src = (self.from_hand(cards) if ev["seat"] == me else None) or \
                (self.under_badge(ev["seat"]) if lay is not None and lay.phone else seat(ev["seat"]))
            air = self.drifting  # (it holds nobody: the next seat's wait covers it; play-test 14 pace 6)
            # a phone's: small and untagged, its log strip says it (play-test 11 46: the tag and a full-size
            # card crossed another seat's play on their way to the chip)
            small = lay is not None and lay.phone and ev["seat"] != me
            air.add(cards, src, spot("heap"), now, "" if small else self.tx("limit_short"), delay=at,
                    card_w=self.hand_w() if ev["seat"] == me else 30 if small else 44,
                    duration=HAND_FLIGHT_S if ev["seat"] == me else FLIGHT_S)
        else:
            return at
        return at + (0.1 if ty == "draw" else 0.15)  # (雀舞满山's twelve draws: ~1.6 s in all)

    def from_hand(self, cards: list[Any]) -> Rect | None:
        """Where the player's own ``cards`` lay in the hand when last drawn (they left it since)."""
        rs = [self.hand_at[int(c["id"])] for c in cards if isinstance(c, dict) and int(c.get("id", -1)) in self.hand_at]
        if not rs:
            return None
        x, y = min(r.x for r in rs), min(r.y for r in rs)
        return Rect(x, y, max(r.r for r in rs) - x, max(r.b for r in rs) - y)

    def link(self, a: int, b: int, color: str, at: float) -> None:
        """An arrow from seat ``a`` to seat ``b`` from ``at`` (a 月照, a gift, a pass)."""
        if a != b:
            self.links = [ln for ln in self.links if at - ln[3] < LINK_S] + [(a, b, color, at)]

    def draw_links(self, dl: DisplayList, now: float) -> None:
        """The arrows, each drawn out over its first beat, held, then fading: a still shows who to whom
        (none under 快进, as no flight: the moves it skips are not shown)."""
        if self.table.fast():
            self.links.clear()
        for a, b, color, at in self.links:
            age = now - at
            if 0 <= age < LINK_S:
                dl.alpha(min(1.0, (LINK_S - age) / 0.4))
                draw_arrow(dl, self.seat_rect(a), self.seat_rect(b), color, age / 0.3)
        dl.alpha(1.0)

    def skip_words(self, s: int) -> str:
        """What a skipped seat's spot says: by whose 月 (被电脑3月照)."""
        by = self.skipped_by.get(s)
        said = self.tx("skipped_by", by=self.name(by)) if by is not None else self.tx("skipped_spot")
        return you_form(said, self.lang) or said  # (pt41 #5, L51: "You's moon: skip")

    def hand_w(self) -> float:
        return next(iter(self.hand_at.values())).w if self.hand_at else 44.0

    def to_hand(self, air: Flights, c: Any, src: Place, now: float, at: float, label: str,
                duration: float = HAND_FLIGHT_S) -> None:
        """A card into the player's hand flies to its own place there and shows once it lands."""
        if not isinstance(c, dict) or "id" not in c:
            return
        k = int(c["id"])
        f = air.add([c], src, lambda: self.hand_spot(k) or self.seat_rect(self.table.viewer or 0), now, label,
                    delay=at, card_w=self.hand_w(), duration=duration)
        self.arriving[k] = f

    def under_badge(self, s: int) -> Place:
        """Just under a seat's badge: a card leaving from there covers no name."""
        return lambda: (self.seat_rect(s).cx, self.seat_rect(s).b + 40)

    def seat_place(self, s: int) -> Place:
        return lambda: self.seat_rect(s)

    def deal(self, now: float) -> None:
        """The deal, card by card round the table from the first seat: a back to each other seat, whose
        count goes up as they land (``dealt_count``), the player's own cards one by one into their places
        in the hand (play-test 8: the cards were in the hand already; play-test 12: a 1.2 s burst of
        three backs a seat read as no deal at all)."""
        me, view = self.table.viewer, self.table.view()
        pile: Place = lambda: self.spots.get("pile") or self.seat_rect(-1)  # noqa: E731
        hand = self.hand(view)
        seats = [s if isinstance(s, dict) else {} for s in view.get("seats") or []]
        counts = [len(hand) if s == me else int(info.get("count") or 0) for s, info in enumerate(seats)]
        first = int(view.get("first") or 0)
        order = [(first + i) % len(counts) for i in range(len(counts))]
        self.deal_lands = {s: [] for s in order if s != me}
        k = 0
        for i in range(max(counts, default=0)):
            for s in (x for x in order if i < counts[x]):
                if s == me:
                    self.to_hand(self.flying, hand[i], pile, now, DEAL_STEP * k, "", DEAL_FLY_S)
                else:
                    self.flying.add([None], pile, self.seat_place(s), now, delay=DEAL_STEP * k, card_w=30,
                                    duration=DEAL_FLY_S)
                    self.deal_lands[s].append(now + DEAL_STEP * k + DEAL_FLY_S)
                k += 1
        self.deal_end = now + DEAL_STEP * max(0, k - 1) + DEAL_FLY_S

    def dealing(self) -> bool:
        """(Asked each frame by the centre: the table caches the bar's buttons by its version and the
        plugin's ``page``, which turns as the deal lands, so they come with its last card, and as 托管
        goes on or off: 取消托管 at the player's prompt brings its buttons back.)"""
        on = self.deal_due or self.table.app.now < self.deal_end
        self.page = int(on) + (2 if self.tuoguan.on else 0)
        return on

    def dealt_count(self, seat: int, count: int | None, now: float) -> int | None:
        """A seat's count while the deal goes round: the backs landed there so far."""
        lands = self.deal_lands.get(seat)
        if lands is None or count is None or now >= self.deal_end:
            return count
        return min(count, sum(1 for t in lands if t <= now))

    def landing_w(self, seat: int, n: int) -> float:
        """About the width a play's cards will lie at in the seat's spot (draw_spot's sizes), so that
        they land without growing (a phone's side seats' cards lie twice the old fixed size)."""
        dest = self.spots.get(f"seat{seat}")
        if dest is None or dest.h <= 30:
            return max(30.0, min(56.0, self.spots.get("pool", Rect(0, 0, 40, 0)).w / max(1, n)))
        high = min(118.0, dest.h - 30) / 1.42
        return max(30.0, min(high, (dest.w - 12) / max(1, n) - 4, 84.0))

    def dance_call(self, to: list[int] | None = None) -> str:
        """The last dance called ("舞，月照"), with whom it reaches when known ("舞，月照 → 你")."""
        k = self.dance[0]
        name = pick(tt.DANCE_NAMES.get(k, tx(k, k, k)), self.lang)
        call = name if self.lang == "en" else f"舞，{name}"
        if to and len(set(to)) == 3:  # 凉风有幸 reaches every other seat: said short (play-test 10 re-check: a
            return f"{call} → {self.tx('to_all')}"  # phone's two-line call covered the cards it names)
        return f"{call} → {listing((self.name(s) for s in to), self.lang)}" if to else call
