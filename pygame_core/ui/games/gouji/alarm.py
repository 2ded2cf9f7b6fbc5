"""One time-out from 托管: said where the player looks (play-test 32 #2, 061509-turn: "after missed turns it went
straight to 托管中 with no warning I could see"). A red pill at the player's strip (above it where the felt leaves room,
else at its end) for ``WARN_S`` after the time-out, gone sooner at the player's next press or when the timers go off
(pt41 #3, P16-P27: it stood for the rest of the hand, over a phone's last-play lines, even under 休闲); 多乐 warns
loudly, briefly, before it takes over."""

from __future__ import annotations

from ....core.i18n import Text, pick, tx
from ... import theme as th
from ...draw import DisplayList, text_width
from ...geom import Rect
from ...layout import Layout
from ...tuoguan import TIMEOUTS, Tuoguan

WORDS: dict[str, Text] = {
    "warn": tx("⚠ 已超时1次：再超时就转托管", "⚠ 已超時1次：再超時就轉託管", "⚠ Timed out once: next time auto-play takes over"),
    "short": tx("⚠ 再超时就托管", "⚠ 再超時就託管", "⚠ Next time-out: auto-play"),
}
RED = "#b3261e"
H = 28.0
WARN_S = 3.0  # how long the warning stands after the time-out


def warned(auto: Tuoguan) -> bool:
    """The player's clock ran out and one more would hand the seat to 托管."""
    return not auto.on and auto.timeouts == TIMEOUTS - 1 and auto.timeouts > 0


def live(auto: Tuoguan, at: float, now: float) -> bool:
    """The warning stands: ``warned``, its time-out (at ``at``) under ``WARN_S`` ago and no press of the player's since."""
    return warned(auto) and 0 <= now - at < WARN_S and auto.pressed_at < at


def spot(lay: Layout, text: str, size: float) -> Rect:
    """Above the strip's right end where the felt ends higher and no log lines lie there, else in the strip at its
    right end (a phone: its last-play lines run above the strip, pt41 #3) or its left (a laptop's strip is centred)."""
    w, me = text_width(text, size) + 24, lay.me
    above = Rect(max(me.x + 4, me.r - w - 6), me.y - H - 3, w, H)
    if above.y >= lay.center.b and not above.intersects(lay.log):
        return above
    if lay.phone:
        return Rect(max(me.x + 4, me.r - w - 6), me.y, min(w, me.w - 8), min(H, me.h))
    return Rect(me.x + 8, me.cy - H / 2, min(w, me.w - 16), H)


def draw(dl: DisplayList, lay: Layout | None, auto: Tuoguan, lang: str, hurry: str = "", beat: float = 0.0,
         warn: bool = True) -> Rect | None:
    """The warning pill while ``warned`` and ``warn`` (``live``), or the clock's last seconds (``hurry``: "还剩 3 秒 ·
    到时出 5 5", beating with ``beat``, 0..1 through each second, pt34 #2); returns where it went."""
    if lay is None or not (hurry or warn and warned(auto)):
        return None
    size = 14.0
    text = hurry or pick(WORDS["warn"], lang)
    if not hurry and text_width(text, size) + 24 > lay.me.w * 0.45 and (lay.phone or lay.center.b > lay.me.y - H - 3):
        text = pick(WORDS["short"], lang)  # (a narrow strip's end)
    room = lay.me.w * 0.62 if lay.phone else lay.me.w - 16  # (a phone's in the strip: its name stays in sight)
    while text_width(text, size) + 24 > room and size > 11:
        size -= 0.5
    while text_width(text, size) + 24 > room and " · " in text:  # (a phone: its last part goes)
        text = text.rsplit(" · ", 1)[0]
    r = spot(lay, text, size)
    if hurry:  # a ring beats out from it each second, as the clock's does
        dl.rect(r.inset(-4 * beat, -3 * beat), None, f"rgba(226,80,58,{1 - beat:.2f})", 3.0, H / 2 + 4 * beat)
    dl.rect(r, RED, th.WHITE, 1.5, H / 2)
    dl.text_in(r, text, size, th.WHITE, weight="b")
    return r
