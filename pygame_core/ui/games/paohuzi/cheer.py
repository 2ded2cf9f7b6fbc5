"""The player's own 胡 as a celebration (play-test 3: "a popup, not a celebration"): gold rays
and rings burst from the 胡 at its seat with the word said (自摸！ / 胡了！), then the panel framed in
gold under a ribbon that says what the player won. A bot's win keeps the plain splash and panel."""

from __future__ import annotations

from ....core.game import JSON
from ... import burst
from ... import theme as th
from ...anim import ease_out
from ...draw import DisplayList, fit_size
from ...geom import Rect
from .common import Speaker
from .ledger import fmt_pts, pay_points

RAYS = 12
GLOW = "rgba(232,190,90,0.38)"
SELF_DRAWN = ("own", "wild", "tianhu")


def cheer_word(sp: Speaker, rec: JSON) -> str:
    return sp.g("cheer_self") if rec.get("how") in SELF_DRAWN else sp.g("cheer_win")


def draw_rays(dl: DisplayList, cx: float, cy: float, r0: float, r1: float, p: float, n: int = RAYS,
              ink: str = th.GOLD, most: float = 0.9) -> None:
    """``n`` rays from ``r0`` out to ``r1`` (every other one shorter) round (cx, cy) at progress ``p``
    (0..1): they grow in the first half, turning a little, and fade in the last 40 % (burst.draw_rays)."""
    grow = ease_out(min(1.0, p / 0.5))
    burst.draw_rays(dl, cx, cy, r0, r0 + (r1 - r0) * grow, p * 0.6, n, ink, most * (1 - max(0.0, p - 0.6) / 0.4),
                    0.13 * RAYS / n)


def draw_burst(dl: DisplayList, sp: Speaker, cx: float, cy: float, s: float, p: float, rec: JSON) -> None:
    """Behind and around the 胡 (size ``s``) at progress ``p`` (0..1 of the splash): turning gold
    rays, two rings going out, and the word under the winner's name."""
    grow = ease_out(min(1.0, p / 0.5))
    dl.alpha(max(0.0, 1.0 - max(0.0, p - 0.5) / 0.5))   # a glow of gold over the table round it, fading
    dl.radial(Rect(cx - s * 4, cy - s * 4, s * 8, s * 8), cx, cy, s * 4, GLOW, "rgba(232,190,90,0)")
    dl.alpha(1.0)
    dl.circle(cx, cy, s * (0.5 + 0.8 * grow), "rgba(20,16,12,0.6)")   # (a busy table under it: it reads)
    draw_rays(dl, cx, cy, s * 0.55, s * 2.0, p, 16)
    burst.draw_rings(dl, cx, cy, s * 0.6, s * 2.8, p)
    word = cheer_word(sp, rec)
    size = fit_size(word, 26.0, s * 3, 16.0)
    pill = Rect(cx - s * 0.95, cy + s * 0.7 + 10, s * 1.9, size + 10)
    dl.rect(pill, "rgba(20,16,12,0.8)", th.GOLD, 1.5, pill.h / 2)
    dl.text(cx, pill.cy, word, size, th.GOLD, "c", "b", "s", pill.w - 8)


def draw_ribbon(dl: DisplayList, sp: Speaker, panel: Rect, rec: JSON) -> None:
    """The panel framed in gold, a ribbon over its top edge: 自摸！ · 赢 20万."""
    dl.rect(Rect(panel.x - 3, panel.y - 3, panel.w + 6, panel.h + 6), None, th.GOLD, 3.0, 14)
    pay = rec.get("pay") or []
    seat = int(rec.get("seat", 0))
    gain = fmt_pts(pay_points(rec, sp.lang)[seat] if seat < len(pay) else int(rec.get("final", 0)), sp.lang)
    text = cheer_word(sp, rec) + "  " + sp.g("cheer_gain", v=gain)
    size = fit_size(text, 18.0, panel.w - 40, 12.0)
    rw = min(panel.w - 20, len(text) * size * 0.8 + 40)
    rib = Rect(panel.cx - rw / 2, panel.y - 17, rw, 30)
    dl.rect(rib, th.GOLD, None, 1.0, 15)
    dl.text(rib.cx, rib.cy, text, size, th.PAPER, "c", "b", "s", rib.w - 20)
