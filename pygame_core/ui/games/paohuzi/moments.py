"""Each 胡 gets its moment, also in a chain (一炮多响, 胡后自动胡): a 胡 splash, then the winning
hand laid down with its 胡息 groups and the score, the player's own held until a tap, a bot's for
a beat of the speed setting; the table waits (bots, the next win, the settlement sheet) while one
shows."""

from __future__ import annotations

from dataclasses import dataclass, field

from ....core.game import JSON
from ....core.i18n import pick
from ... import theme as th
from ...anim import ease_out
from ...draw import DisplayList, fit_size
from ...geom import Rect
from .common import Speaker
from .sheet import draw_groups, score_text, win_title

SPLASH = 0.8     # the player's own 胡 alone (a bot's: a shorter share of its moment)
BOT_HOLD = 1.4   # a bot's whole moment at normal speed, scaled by the speed setting (the sheet
                 # keeps every 名堂; a 胡后自动胡 chain can hold twenty wins); the player's own: a tap
OWN_CAP = 20.0   # ... or this long: a player who walked away does not stall the others for good


@dataclass
class Moments:
    queue: list[tuple[int, float | None]] = field(default_factory=list)   # record index, hold (None: a tap)
    since: float = 0.0
    shown: int = 0   # wins of this hand already shown (for "win i of n")

    def add(self, now: float, index: int, hold: float | None = None) -> None:
        """One more win: its record is ``records[index]`` of the view (the table says which, so a
        reload, whose count starts afresh, never shows another seat's earlier win), shown for
        ``hold`` seconds (None: until tapped)."""
        if not self.queue:
            self.since = now
        self.queue.append((index, hold))

    def current(self, now: float) -> int | None:
        while self.queue and now - self.since >= (hold := self.queue[0][1] or OWN_CAP):
            self.next(self.since + hold)
        return self.queue[0][0] if self.queue else None

    def splash(self) -> float:
        """How long the current moment shows the 胡 alone (a tap goes on after it)."""
        hold = self.queue[0][1] if self.queue else None
        return SPLASH if hold is None else min(SPLASH, hold * 0.4)

    def next(self, now: float) -> None:
        """On to the next win (a tap past the splash, or the time is up)."""
        if self.queue:
            self.queue.pop(0)
            self.shown += 1
            self.since = now

    def hurry(self, hold: float) -> None:
        """快进 pressed: a moment waiting for a tap goes on by itself after ``hold``."""
        self.queue = [(i, hold if h is None else min(h, hold)) for i, h in self.queue]

    def clear(self) -> None:
        self.queue.clear()
        self.shown = 0


def bot_hold(delay: float) -> float:
    """A bot's moment for a bot delay (the speed setting: 1.1 s normal)."""
    return max(0.6, BOT_HOLD * delay / 1.1)


def draw_moment(dl: DisplayList, sp: Speaker, w: float, h: float, now: float, m: Moments, rec: JSON,
                at: tuple[float, float] | None = None, bar: Rect | None = None) -> None:
    """The 胡 splash at ``at`` (the winner's seat, so whose 胡 it is reads at a glance), then the
    winning hand in a panel in the middle, its 胡 seal inside it (play-test: a 胡 left floating at
    the top centre sat over the next seat's part and read as that seat's win). The veil leaves the
    action bar ``bar`` out: 快进 shows there from the player's own 胡 on (play-test: it sat under it)."""
    t = now - m.since
    splash = m.splash()
    cut = bar.y if bar is not None and bar.h > 0 else h
    veil = [Rect(0, 0, w, cut)] + ([Rect(0, bar.b, w, h - bar.b)] if bar is not None and bar.h > 0 else [])
    for v in veil:
        dl.rect(v, "rgba(20,16,12,0.45)", None, 1.0, 0)
        dl.hit("pz:moment", v)
    if bar is not None and bar.h > 0:  # beside the bar too (a band of log lines left bright read as a hover)
        for v in (Rect(0, bar.y, bar.x, bar.h), Rect(bar.r, bar.y, w - bar.r, bar.h)):
            dl.rect(v, "rgba(20,16,12,0.45)", None, 1.0, 0)
    h = cut   # the splash and the panel stay above the bar
    p = ease_out(min(1.0, t / 0.35))
    s = (72.0 if w >= 400 else 60.0) * (0.6 + 0.4 * p)
    if t < splash:
        ax, ay = at if at is not None else (w / 2, h * 0.36)
        cx, cy = min(max(ax, s), w - s), min(max(ay, s), h - s * 1.4)
        dl.text(cx, cy, "胡", s, th.CINNABAR, "c", "b", "s")
        dl.text(cx, cy + s * 0.7, sp.name(rec.get("seat")), 16, th.PAPER, "c", "b", "a")
        return
    pw = min(w - 24, 640.0)
    groups = rec.get("groups") or []
    per_row = 7 if pw - 28 >= 420 else 4   # as draw_groups lays them out
    gh_probe = -(-len(groups) // per_row) * (min(20.0, ((pw - 28) / per_row - 6) / 4) * 1.45 + 18)
    ph = 12 + 24 + gh_probe + 92
    r = Rect((w - pw) / 2, max(8.0, (h - ph) / 2), pw, ph)
    inner = Rect(r.x + 14, r.y + 12, r.w - 28, 0)
    title = win_title(sp, rec)
    fans = rec.get("fans") or []
    ft = sp.g("fans") + ("  ".join(f"{pick(f['name'], sp.lang)}×{f['value']}" for f in fans) if fans
                         else sp.g("no_fans"))
    dl.rect(r, th.PAPER, None, 1.0, 12)
    seal = Rect(inner.r - 30, r.y + 6, 30, 30)   # the 胡 seal: whose win the title says
    dl.rect(seal, None, th.CINNABAR, 2.0, 6)
    dl.text(seal.cx, seal.cy, "胡", 22, th.CINNABAR, "c", "b", "s")
    tw = inner.w - 40
    dl.text(inner.x, inner.y + 10, title, fit_size(title, 16, tw), th.INK, "l", "b", "s", tw)
    y = inner.y + 26
    y += draw_groups(dl, sp, Rect(inner.x, y, inner.w, 0), groups, 20.0, list(rec.get("identities") or [])) + 6
    dl.text(inner.x, y + 8, ft, fit_size(ft, 13, inner.w), th.CINNABAR, "l", "b", "a", inner.w)
    y += 22
    prod, cap = score_text(sp, rec)   # the sheet's own words: 囤 × 番 × 盆, and 封顶 when cut
    hx = sp.g("moment_hx", h=rec.get("huxi", 0)) + prod
    dl.text(inner.x, y + 8, hx, fit_size(hx, 13, inner.w), th.INK, "l", "n", "a", inner.w)
    pts = sp.g("moment_pts", v=sp.num(int(rec.get("final", 0)))) + (f"  {sp.g('cap_mark')}" if cap else "")
    dl.text(inner.x, y + 30, pts, fit_size(pts, 18, inner.w / 2), th.CINNABAR, "l", "b", "s", inner.w / 2)
    more = sp.g("win_n", i=m.shown + 1, n=m.shown + len(m.queue)) if m.shown + len(m.queue) > 1 else ""
    dl.text(inner.r, y + 30, (more + "  " if more else "") + sp.g("moment_tap"), 12, th.INK_SOFT, "r", "n", "a",
            inner.w / 2)
