"""The player's clock at the 够级 table (按规则计时): what a time-out did, said where the player looks
(a gold banner "超时：已为你过", the strip ringed, the log's "你 超时 · 过"), a selection that was a
legal play sent as the clock runs out (the player clearly meant it), one that was not said to be
dropped; a call about to run out declined by the table with a callout; 托管 after two time-outs
(ui/tuoguan.py). Play-test 10 D2: "a clock time-out silently passes and throws away my selection"."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ....core.game import JSON, Action
from ....games.gouji.cards import VALUE, parse_ranks
from ... import tuoguan
from ...avatar import URGENT_S
from ...draw import DisplayList
from ...plugin import Btn, TableView
from ...tuoguan import Tuoguan
from . import alarm
from .labels import rank_text
from .log import event_line
from .moments import Moments

CALL_LATE_S = 2.5  # a call with this little time left is declined by the table, said in a callout (sent
# after its 1 s beat well before the clock ends: a declined call is no timeout toward 托管, play-test 6 P11)
CALL_WINDOW_S = 10.0  # a 预点/明点 is an optional one-tap chip; on an untimed table, left this long (the table on view, not
# under a menu, the tour or the 买牌 panel), the table answers 不预点 for the player (pt30 #5, 024154-start1: two calls every hand on 15 s
# clocks; 多乐's 宣点 is a button one may ignore); its seconds counted down on 不预点 (pt31 #1: 6 s unseen went by)
RAN_OUT_S = 0.35  # the viewer's move with this little time left on its clock was the clock's (the table
# sends the player's own pick at 0.3 s left, the rules' default at 0)
MARK = "超"  # the seal on the viewer's strip


@dataclass
class Clock:
    seen: tuple[float, float] | None = None  # the viewer's time left as last drawn, and when
    timed: list[JSON] = field(default_factory=list)  # the viewer's moves the clock made, this hand
    late_call: bool = False  # the viewer's call is about to time out (declined with a callout)
    dropped: str = ""  # what the last time-out left of the player's raised cards in the hand (said in the toast)
    call_left: tuple[Any, float, float] | None = None  # the call asked (its key), its window's time left, as of when
    picked: Action | None = None  # the play the player's raised cards send as the clock runs out (``deadline_pick``)
    warned_at: float = -1e9  # when a time-out left the player one from 托管 (alarm.live)

    def ran_out(self, now: float) -> bool:
        """The viewer's clock, as last drawn, has run down to the time-out by ``now``."""
        return self.seen is not None and self.seen[0] - max(0.0, now - self.seen[1]) <= RAN_OUT_S

    def is_timed(self, ev: JSON) -> bool:
        return any(e is ev for e in self.timed)

    def clear(self) -> None:
        self.seen, self.timed = None, []


class ClockUI(Protocol):
    table: TableView
    tuoguan: Tuoguan
    moments: Moments
    clock: Clock

    @property
    def lang(self) -> str: ...

    def tx(self, key: str, **kw: object) -> str: ...

    def name(self, seat: int) -> str: ...

    def hand(self, view: JSON) -> list[Any]: ...

    def card_key(self, card: Any) -> str: ...

    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]: ...

    def clock_held(self, view: JSON, now: float) -> bool: ...

    def clock_shown(self, view: JSON) -> bool: ...



def call_late(ui: ClockUI, view: JSON) -> bool:
    """The viewer's 预点/明点 call has had its window (``CALL_WINDOW_S`` on view), or under ``CALL_LATE_S`` left."""
    me, client, now = ui.table.viewer, ui.table.client, ui.table.app.now
    if view.get("phase") not in ("yudian", "mingdian") or me is None or me not in client.to_act():
        ui.clock.call_left = None
        return False
    rem = client.remaining(me)
    if rem is not None:  # a timed table: its clock rings the call, the table says no call before it ends
        ui.clock.call_left = None
        return rem <= CALL_LATE_S
    key = (client.hand_no, client.ply(), view.get("phase"))
    got = ui.clock.call_left
    left = CALL_WINDOW_S if got is None or got[0] != key else \
        got[1] - (0.0 if ui.table.modal() or ui.table.paused() or ui.clock_held(view, now) else max(0.0, now - got[2]))
    ui.clock.call_left = (key, left, now)
    return left <= 0




def watch(ui: ClockUI, view: JSON, now: float) -> None:
    """Every frame: the viewer's time left noted (``Clock.ran_out``), 托管 after time-outs, a call about
    to run out re-asked (the table declines it with a callout)."""
    me, client = ui.table.viewer, ui.table.client
    acting = me is not None and me in client.to_act() and not client.is_over()
    rem = client.remaining(me) if acting and me is not None else None
    ui.clock.seen = None if rem is None else (rem, now)
    before = ui.tuoguan.timeouts
    if client.timers() is False:  # 休闲 chosen mid-hand: no clock left to run out (pt41 #3, the warning stood on)
        ui.tuoguan.timeouts = 0
    if ui.tuoguan.watch(client, me, now):
        ui.table.reask()  # a prompt already shown is answered too
        ui.moments.banner(tuoguan.text("why", ui.lang), now, True)  # across the middle, big (pt32 #2: a toast went unseen;
        # 取消托管 is one tap on its bar)
    elif ui.tuoguan.timeouts > before:  # what the next one does: the red pill by the strip (alarm.py) says it, once
        ui.clock.warned_at = now  # (fix-prompt: a toast said it again over the pill)
    ui.clock.dropped = ""
    late = call_late(ui, view)
    if late and not ui.clock.late_call:
        ui.table.reask()
    ui.clock.late_call = late


def draw_alarm(ui: ClockUI, dl: DisplayList, view: JSON) -> None:
    """One time-out from 托管 (for ``alarm.WARN_S``), or the clock's last seconds, by the player's strip."""
    warn = alarm.live(ui.tuoguan, ui.clock.warned_at, ui.table.app.now)
    alarm.draw(dl, ui.table.lay, ui.tuoguan, ui.lang, *hurry(ui, view), warn=warn)


def deadline_pick(ui: ClockUI, view: JSON) -> Action | None:
    """What the player's selection sends as the clock runs out: the play (or 还牌) its button names when
    that is legal and asks nothing (4s giving up the opening are asked: never sent unasked); None:
    the rules' default goes."""
    ui.clock.picked = raised_play(ui, view)
    return ui.clock.picked


def raised_play(ui: ClockUI, view: JSON) -> Action | None:
    """The play (or 还牌) the raised cards would send at the deadline (``deadline_pick``), None for none."""
    sel = set(ui.table.selected)
    cards = [c for c in ui.hand(view) if ui.card_key(c) in sel]
    if not cards:
        return None
    return next((b.action for b in ui.buttons(view, cards) if b.id in ("play", "return") and b.style == "primary"
                 and b.enabled and not b.confirm and b.action is not None), None)


def hurry(ui: ClockUI, view: JSON) -> tuple[str, float]:
    """The player's own clock in its last ``URGENT_S``, said by the strip (pt34 #2: 多乐 warns at 5 s; a ring alone by the
    buttons went unseen and the time-out surprised): the seconds left and what goes at zero ("还剩 3 秒 · 到时出 5 5 5",
    or that the raised cards stay), and how far into its second (the pill beats); ("", 0) otherwise."""
    me, client = ui.table.viewer, ui.table.client
    if me is None or me not in client.to_act() or client.is_over() or ui.tuoguan.on or not ui.clock_shown(view):
        return "", 0.0
    rem, lim = client.remaining(me), client.limit(me)
    if rem is None or not lim or lim < 2 * URGENT_S or not 0 < rem <= URGENT_S:
        return "", 0.0
    act = raised_play(ui, view)
    then = ui.tx("hurry_goes", cards=" ".join(rank_text(v, ui.lang) for v in sorted(parse_ranks(act.get("cards") or []),
                                                                                    reverse=True))) \
        if act is not None else ui.tx("hurry_kept") if ui.table.selected else \
        ui.tx("hurry_pass") if any(a.get("a") == "pass" for a in client.legal(me)) else ""
    last = alarm.warned(ui.tuoguan)  # (its pill makes way: its words go with these)
    words = [ui.tx("hurry", n=math.ceil(rem)), *([ui.tx("hurry_last")] if last else []), *([then] if then else [])]
    return " · ".join(words), math.ceil(rem) - rem


def own_move(ui: ClockUI, ev: JSON, selected: Sequence[str], now: float) -> None:
    """The viewer's move ``ev`` has come: if the clock made it, said in a gold banner (the strip ringed)
    and marked for the log; ``selected``, the cards still raised (the move did not send them), said
    dropped in a toast."""
    if not ui.clock.ran_out(now):
        return
    me = ui.table.viewer if ui.table.viewer is not None else -1
    line = event_line(ui, ev) or ""
    did = line[len(ui.name(me)):].strip() if line.startswith(ui.name(me)) else line  # (the move: 过, 出 A A)
    ui.clock.timed.append(ev)
    ui.clock.seen = None
    picked, ui.clock.picked = ui.clock.picked, None  # the player's raised cards went: said so (pt32 #2, 063219-ph10)
    gone = {str(c) for c in ev.get("cards") or []} if ev.get("type") == "play" else set()
    kept = [k for k in selected if k not in gone]  # raised cards the move did not send (pt34 #2, 093412-play5s: the
    # 5s raised went, the toast said the selection was "not played")
    sel = ev.get("type") == "play" and (bool(selected) and not kept or picked is not None and picked.get("a") == "play" and
                                        sorted(VALUE[int(c)] for c in ev.get("cards") or []) ==
                                        sorted(parse_ranks(picked.get("cards") or [])))
    ui.moments.splash(me, MARK, ui.tx("timed_out_sel" if sel else "timed_out_did", did=did), now, big=True)
    names = " ".join(rank_text(VALUE[int(k)], ui.lang) for k in kept if k.isdigit())
    ui.clock.dropped = ui.tx("timed_dropped", cards=names) if kept else ""
    if kept:
        ui.table.app.toast(ui.clock.dropped, 4.0)


def timed_line(ui: ClockUI, line: str, seat: int) -> str:
    """A log line of a move the clock made: "你 超时 · 过"."""
    name = ui.name(seat)
    rest = line[len(name):].strip() if line.startswith(name) else line
    return ui.tx("lg_timed", name=name, did=rest)
