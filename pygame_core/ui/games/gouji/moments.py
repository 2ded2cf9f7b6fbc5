"""The 够级 table's moments: short banners across the middle for what changes the hand (calls, 革命, 捎,
the hand's end), and splashes at a seat for what happens to that seat (头科, 憋3, 开点): its badge ringed,
a seal stamped on it (the shared ``seal``, landing large and settling, as 花鸟风月's win does) and the
words in a pill beside it, so whose moment it is reads at a glance."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ... import theme as th
from ...anim import ease_out
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...widgets import seal

MOMENT_S = 1.6  # a banner's life; the hand's end stays longer
BIG_S = 2.2
SPLASH_S = 1.8  # a seat's splash (头科 stays BIG_S)
WAIT_S = 0.5  # the bots wait this long for a moment (1.2 s for a big one) so it is seen before play goes on
BIG_WAIT_S = 1.2


@dataclass
class Splash:
    seat: int
    mark: str  # one character on the seal (头, 憋, 开)
    text: str  # the pill's words ("电脑2 头科！")
    since: float
    big: bool = False

    @property
    def life(self) -> float:
        return BIG_S if self.big else SPLASH_S


@dataclass
class Moments:
    banners: list[tuple[str, float, bool]] = field(default_factory=list)  # text, since, big
    splashes: list[Splash] = field(default_factory=list)

    def banner(self, text: str, now: float, big: bool = False) -> None:
        self.banners = [*self.banners, (text, now, big)][-3:]

    def splash(self, seat: int, mark: str, text: str, now: float, big: bool = False) -> None:
        self.splashes = [s for s in self.splashes if now - s.since <= s.life][-5:]
        self.splashes.append(Splash(seat, mark, text, now, big))

    def clear(self) -> None:
        self.banners, self.splashes = [], []

    def busy(self, now: float) -> bool:
        return any(0 <= now - t0 < (BIG_WAIT_S if big else WAIT_S) for _s, t0, big in self.banners) or \
            any(0 <= now - s.since < (BIG_WAIT_S if s.big else WAIT_S) for s in self.splashes)

    def animating(self, now: float) -> bool:
        return any(0 <= now - t0 <= (BIG_S if big else MOMENT_S) for _s, t0, big in self.banners) or \
            any(0 <= now - s.since <= s.life for s in self.splashes)

    def draw(self, dl: DisplayList, w: float, h: float, now: float, seat_rect: Callable[[int], Rect]) -> None:
        for s in self.splashes:
            if 0 <= now - s.since <= s.life:
                draw_splash(dl, w, h, now - s.since, s, seat_rect(s.seat))
        y = h * 0.38
        for text, t0, big in self.banners:
            life = BIG_S if big else MOMENT_S
            age = now - t0
            if not 0 <= age <= life:
                continue
            a = max(0.0, min(1.0, age / 0.2, (life - age) / 0.4))
            size = fit_size(text, 30.0 if big else 22.0, w - 60)
            bh = size * 2.0
            pop = 1.0 + 0.25 * max(0.0, 1 - age / 0.25) if big else 1.0  # a big moment lands with a pop
            bw = min(w - 16, (text_width(text, size) + 60) * pop)  # a pill: the plays around stay in sight
            dl.alpha(a)
            r = Rect((w - bw) / 2, y - bh * pop / 2, bw, bh * pop)
            dl.rect(r, "rgba(20,16,12,0.78)", th.GOLD if big else None, 2.0, r.h / 2)
            dl.text(w / 2, y, text, size * pop, th.GOLD if big else th.PAPER, "c", "b", "s", bw - 24)
            dl.alpha(1.0)
            y += bh * pop + 8


def draw_splash(dl: DisplayList, w: float, h: float, t: float, s: Splash, seat: Rect) -> None:
    """``t`` seconds into a seat's splash: a ring pulsing round the badge, the seal stamped on its
    corner, the words in a pill under it (over it when the screen ends there)."""
    if seat.w <= 0:
        return
    if seat.w > 300:  # the viewer's own strip: its middle
        seat = Rect(seat.cx - 90, seat.y, 180, seat.h)
    fade = max(0.0, min(1.0, t / 0.15, (s.life - t) / 0.35))
    pulse = 0.6 + 0.4 * math.sin(t * math.tau * 1.5)
    dl.alpha(fade * pulse)
    dl.rect(seat.inset(-4), None, th.GOLD, 4.0 if s.big else 3.0, 14)
    dl.alpha(fade)
    size = fit_size(s.text, 18.0 if s.big else 15.0, w - 24)
    pw, ph = min(w - 8, text_width(s.text, size) + 28), size * 2.0
    py = seat.b + 8 if seat.b + 8 + ph <= h - 4 else seat.y - ph - 8
    pill = Rect(max(4.0, min(w - 4 - pw, seat.cx - pw / 2)), py, pw, ph)
    dl.rect(pill, "rgba(20,16,12,0.88)", th.GOLD if s.big else th.PAPER_EDGE, 2.0 if s.big else 1.0, ph / 2)
    dl.text(pill.cx, pill.cy, s.text, size, th.GOLD if s.big else th.PAPER, "c", "b", "s", pw - 16)
    k = min(seat.h, 52.0 if s.big else 40.0) * (1.0 + 0.8 * (1 - ease_out(min(1.0, t / 0.35))))
    seal(dl, min(w - k / 2 - 2, seat.r - k * 0.3), max(k / 2 + 2, seat.y + k * 0.3), s.mark, k)
    dl.alpha(1.0)
