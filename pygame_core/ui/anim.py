"""Animation timelines driven by the wall clock the page supplies (no timers of our own)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import theme as th
from .draw import DisplayList, text_width
from .geom import Rect


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


@dataclass
class Anim:
    key: str
    start: float
    duration: float
    data: Any = None

    def progress(self, now: float) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (now - self.start) / self.duration))

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration


class Timeline:
    """Named animations; starting one with a used key replaces it."""

    def __init__(self) -> None:
        self.anims: dict[str, Anim] = {}

    def start(self, key: str, now: float, duration: float, data: Any = None, delay: float = 0.0) -> Anim:
        a = Anim(key, now + delay, duration, data)
        self.anims[key] = a
        return a

    def get(self, key: str, now: float) -> Anim | None:
        a = self.anims.get(key)
        if a is None or a.done(now):
            return None
        return a

    def active(self, now: float) -> bool:
        """True while any animation still runs (so the page keeps asking for frames)."""
        for k in [k for k, a in self.anims.items() if a.done(now)]:
            del self.anims[k]
        return bool(self.anims)

    def clear(self) -> None:
        self.anims.clear()

    def finish_all(self) -> None:
        for a in self.anims.values():
            a.duration = 0.0
            a.start = -1.0


# --- cards on their way from one place to another ----------------------------------------------
Point = tuple[float, float]
# Where a flight starts or lands: a point, a rect (its centre), or a function asked every frame (a
# seat's badge moves when the window is resized while the cards are in the air).
Place = Rect | Point | Callable[[], "Rect | Point"]
DrawCard = Callable[[DisplayList, Rect, Any], None]  # the game draws one card face in a rect

FLIGHT_S = 0.55  # seconds a card takes from where it was to where it goes
STAGGER_S = 0.35  # a flight added while others fly leaves this long after the last one left


def place_point(p: Place) -> Point:
    """The point a place stands for now."""
    v = p() if callable(p) else p
    return (v.cx, v.cy) if isinstance(v, Rect) else (float(v[0]), float(v[1]))


@dataclass
class Flight:
    """Cards going from ``src`` to ``dst`` on an arc, with an optional short label under them
    (进贡, 还牌, 吃...). ``t0`` is when it leaves; before that nothing is drawn."""

    cards: list[Any]
    src: Place
    dst: Place
    t0: float
    label: str = ""
    duration: float = FLIGHT_S
    card_w: float = 34.0  # the flying cards' width (height: ``ratio`` times that)
    ratio: float = 1.42
    lift: float = 40.0  # how far the arc rises above the straight line at its middle

    def progress(self, now: float) -> float | None:
        """0..1 eased along the way, None when not in the air (not yet left, or landed)."""
        if self.duration <= 0 or not self.t0 <= now <= self.t0 + self.duration:
            return None
        return ease_out((now - self.t0) / self.duration)

    def done(self, now: float) -> bool:
        return now > self.t0 + self.duration

    def at(self, now: float) -> Point | None:
        """The centre of the cards now, on the arc; None when not in the air."""
        e = self.progress(now)
        if e is None:
            return None
        (x0, y0), (x1, y1) = place_point(self.src), place_point(self.dst)
        return x0 + (x1 - x0) * e, y0 + (y1 - y0) * e - self.lift * (1 - (2 * e - 1) ** 2)

    def rects(self, now: float, most: int = 6) -> list[Rect]:
        """Where the (first ``most``) cards are drawn now: a short overlapping row round ``at``."""
        c = self.at(now)
        if c is None:
            return []
        n = min(most, len(self.cards))
        step = self.card_w * 0.4
        x0 = c[0] - (step * (n - 1) + self.card_w) / 2
        h = self.card_w * self.ratio
        return [Rect(x0 + i * step, c[1] - h / 2, self.card_w, h) for i in range(n)]


class Flights:
    """The cards in the air at a table. A game adds flights as events arrive and the table draws
    them above the table (``GameUI.flights``); while any is due or flying the table keeps asking
    for frames and the bots wait, so every moving card is seen to arrive."""

    def __init__(self) -> None:
        self.items: list[Flight] = []

    def add(self, cards: list[Any], src: Place, dst: Place, now: float, label: str = "", *,
            delay: float | None = None, duration: float = FLIGHT_S, card_w: float = 34.0,
            ratio: float = 1.42) -> Flight:
        """A flight leaving ``delay`` seconds from ``now``; without a delay it leaves ``STAGGER_S``
        after the last flight still waiting or in the air left (several events: one after another)."""
        if delay is None:
            t0 = max([now] + [f.t0 + STAGGER_S for f in self.items if not f.done(now)])
        else:
            t0 = now + delay
        f = Flight(list(cards), src, dst, t0, label, duration, card_w, ratio)
        self.items = [g for g in self.items if not g.done(now)][-40:] + [f]
        return f

    def running(self, now: float) -> bool:
        """True while a flight waits to leave or is in the air."""
        return any(not f.done(now) for f in self.items)

    def landing(self, now: float) -> list[Flight]:
        """Flights not yet landed (a game may hold back drawing their cards where they land)."""
        return [f for f in self.items if not f.done(now)]

    def clear(self) -> None:
        self.items = []

    def draw(self, dl: DisplayList, now: float, draw_card: DrawCard) -> None:
        """Every flight in the air: its cards by ``draw_card`` and its label in a dark pill under them."""
        for f in self.items:
            rs = f.rects(now)
            if not rs:
                continue
            for c, r in zip(f.cards, rs, strict=False):
                draw_card(dl, r, c)
            if f.label:
                c = f.at(now) or (0.0, 0.0)
                lw = text_width(f.label, 12) + 18
                lr = Rect(c[0] - lw / 2, rs[0].b + 4, lw, 20)
                dl.rect(lr, "rgba(20,16,12,0.75)", None, 1.0, 9)
                dl.text_in(lr, f.label, 12, th.GOLD, weight="b")
