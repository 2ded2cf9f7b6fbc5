"""The action bar without traps: buttons in fixed cells by kind, no tap meant for one button taken by
another that just took its place, a question before an action that cannot be undone, and prompts
with nothing to decide answered by the table after a beat a person would take."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.game import Action
from . import theme as th
from .draw import DisplayList
from .geom import Rect, widest_gap
from .layout import Layout
from .plugin import AutoAnswer, Btn, GameUI, btn_width
from .screen import toast_w
from .tuoguan import Tuoguan
from .widgets import button, flow, flow_height

BTN_H = 44.0
GAP = 8.0
# A tap on a bar button that appeared (or moved) under the player's last tap on the bar, less than
# this after it, is a late second tap meant for what was there: ignored.
GUARD_S = 0.4
LATE_S = 1.5  # after a prompt ran out, a button showing this soon where one of its buttons was
TOOK_S = 1.0  # waits this long once it can be read: a tap then was meant for the prompt that ran out
              # (play-test 19 跑胡子: 碰 tapped as its clock ran out, ~0.5 s late, opened the 记牌器 come back in its cell)
NEXT_S = 6.0  # so does one showing later, up to this, if the player pressed nothing since (play-test 38: the next
              # prompt came after a bot's move or the player's own flip, 1-5 s on, and a tap meant for the last passed it)
HOLD_S = 8.0  # a button never waits to be readable longer than this (the clock's hold, table.client)
CARD_LATE_S = 0.8  # after a prompt ran out, card taps wait this long (Guard.card_ok)
SWAP_S = 0.6  # a button that took the place of one gone without the player's doing refuses taps this
              # long from then (play-test 31 跑胡子: a late tap on 快进到我 became the 吃 that came up in its cell)
CAUSE_S = 1.0  # a bar that changes this soon after the player's own press changed by the player's doing
AUTO_S = 1.1  # a forced answer goes this long after its prompt shows: no faster than a person
LATE_CLOCK_S = 3.0  # an answer the table gives with this little on the player's clock is given as it runs out
VEIL = 0.55  # a button not yet taking taps is this much dimmed (Guard.veil)


def guarded(hid: str) -> bool:
    """The hits Guard watches: the bar's buttons and what replaces them (the sheet, a question), and
    a game's moment a tap dismisses (play-test 4 P26: the tap that closed 跑胡子's win panel
    pressed 回放 on the end sheet that came up under the finger)."""
    return hid.startswith(("btn:", "end:", "ask:")) or hid.endswith(":moment")


# In a game's list of bar kinds, the kinds after this marker pop up in rows over the felt above the
# bar instead of taking rows of it: the bar keeps one row of tools, and a claim showing moves neither
# the hand nor the tools (a phone's second row of cells stood empty between claims). They sit just
# above the status line (26 px) and a phone's log strip (44) above the bar (layout.table_layout);
# OVER_LOW where the screen is too small for a log strip: just above the status line.
OVER = "^"
OVER_LOW = "^_"
OVER_CLEAR = {OVER: 26.0 + 44.0, OVER_LOW: 26.0}


# In a game's list of bar kinds, this marker between two kinds widens the gap between their cells to
# WIDE_GAP (跑胡子's 过 kept off 碰 on a phone, play-test 40: 8 px apart); at a row's end it does nothing.
WIDE = "|"
WIDE_GAP = 16.0


def _rows(area: Rect, slots: Sequence[str], phone: bool) -> dict[str, Rect]:
    cells = [s for s in slots if s != WIDE]
    wide = {s for s, nxt in zip(slots, slots[1:], strict=False) if nxt == WIDE and s != WIDE}
    n = len(cells)
    if n == 0:
        return {}
    min_w = 76.0 if phone else 104.0
    per = max(1, min(n, int((area.w + GAP) // (min_w + GAP))))
    rows = math.ceil(n / per)
    per = math.ceil(n / rows)
    runs = [cells[r * per:(r + 1) * per] for r in range(rows)]

    def extra(run: list[str]) -> float:  # the wide gaps' room inside a row
        return sum(WIDE_GAP - GAP for s in run[:-1] if s in wide)

    cw = min(168.0, min((area.w - GAP * (len(run) - 1) - extra(run)) / per for run in runs))
    out: dict[str, Rect] = {}
    for row, run in enumerate(runs):
        x = area.x + (area.w - (cw * len(run) + GAP * (len(run) - 1) + extra(run))) / 2
        for s in run:
            out[s] = Rect(x, area.y + row * (BTN_H + GAP), cw, BTN_H)
            x += cw + (WIDE_GAP if s in wide else GAP)
    return out


def slot_cells(area: Rect, slots: Sequence[str], phone: bool) -> dict[str, Rect]:
    """Equal cells for the bar's kinds, in rows (two at most on a phone), centred: a kind's cell
    depends only on the list of kinds and the width, never on which buttons show. Kinds after
    ``OVER`` (or ``OVER_LOW``) take rows on the felt above the bar (``OVER_CLEAR``)."""
    i = next((k for k, s in enumerate(slots) if s in OVER_CLEAR), None)
    if i is None:
        return _rows(area, slots, phone)
    up = _rows(Rect(area.x, 0.0, area.w, 1e6), slots[i + 1:], phone)
    lift = area.y - OVER_CLEAR[slots[i]] - GAP - max((r.b for r in up.values()), default=0.0)
    return _rows(area, slots[:i], phone) | {s: Rect(r.x, r.y + lift, r.w, r.h) for s, r in up.items()}


def slotted(btns: Sequence[Btn], slots: Sequence[str]) -> bool:
    """Every button has a cell of its own kind (else the bar flows as a plain row)."""
    return bool(slots) and bool(btns) and all(b.slot in slots for b in btns) and \
        len({b.slot for b in btns}) == len(btns)


def place(area: Rect, btns: Sequence[Btn], slots: Sequence[str], phone: bool) -> list[tuple[Btn, Rect]]:
    """Where each button of the bar goes."""
    if slotted(btns, slots):
        cells = slot_cells(area, slots, phone)
        return [(b, cells[b.slot]) for b in btns]
    return list(zip(btns, flow(area, [btn_width(b) for b in btns], BTN_H, GAP), strict=False))


def reaches(rects: Sequence[Rect]) -> list[Rect]:
    """Each button's tap area: its rect grown into the gaps round it, up to half of each gap (at most
    GAP / 2, never into a neighbour's half), so a tap between two buttons is never lost (花鸟风月: 8 px
    between 且慢 and 月照's targets took no tap)."""
    out = []
    for r in rects:
        left = right = up = down = GAP / 2
        for o in rects:
            if o is r:
                continue
            if o.y < r.b and r.y < o.b:  # the same row
                if o.r <= r.x:
                    left = min(left, (r.x - o.r) / 2)
                elif o.x >= r.r:
                    right = min(right, (o.x - r.r) / 2)
            if o.x < r.r and r.x < o.r:  # the same column
                if o.b <= r.y:
                    up = min(up, (r.y - o.b) / 2)
                elif o.y >= r.b:
                    down = min(down, (o.y - r.b) / 2)
        out.append(Rect(r.x - left, r.y - up, r.w + left + right, r.h + up + down))
    return out


def draw_buttons(dl: DisplayList, placed: Sequence[tuple[Btn, Rect]]) -> None:
    """The bar's buttons where ``place`` put them, each taking the taps of its share of the gaps."""
    for (b, br), reach in zip(placed, reaches([br for _, br in placed]), strict=True):
        button(dl, f"btn:{b.id}", br, b.label, b.style, 16.0, b.enabled, b.sub, reach)


def draw_veils(dl: DisplayList, guard: Guard, placed: Sequence[tuple[Btn, Rect]], now: float) -> None:
    """Each bar button not yet taking taps dimmed (Guard.veil), over whatever the game drew on it too (跑胡子's
    吃 with its cards): the bar's own button where it was drawn, one the game drew where its tap area is."""
    bar = dict(zip([f"btn:{b.id}" for b, _ in placed], zip(reaches([r for _, r in placed]), [r for _, r in placed],
                                                             strict=True), strict=True))
    for hid, hr in {h.id: h.rect for h in dl.hits if h.id.startswith("btn:")}.items():  # (the topmost of an id)
        if (a := guard.veil(hid, hr, now)) > 0:
            r = bar[hid][1] if hid in bar and bar[hid][0] == hr else hr
            dl.rect(r, f"rgba(20,16,12,{a:.2f})", None, 1.0, min(10.0, r.h / 2))


def readable(plugin: GameUI, still: bool, now: float) -> bool:
    """The player's prompt can be read now: nothing flies over it, no panel covers it, the table does not stand
    still under a menu (Guard.saw's ``ready``); without a prompt, what shows is read at once (the tools)."""
    t = plugin.table
    return t.viewer not in t.client.people_to_act() or not (still or plugin.holds_clock(t.view(), now))


def callout_rect(lay: Layout, buttons: Sequence[Rect]) -> Rect:
    """Where a forced answer's callout goes: a row of the bar that no button uses, else the log
    strip (a phone's), else the foot of the centre."""
    bar = lay.buttons
    rows = [Rect(bar.x, y, bar.w, 36) for y in (bar.y + 4, bar.y + BTN_H + GAP + 4) if y + 36 <= bar.b + 2]
    rows += [Rect(lay.log.x, lay.log.cy - 18, lay.log.w, 36)] if lay.phone and lay.log.h > 0 else []
    for r in rows:
        if not any(overlap(r, b) for b in buttons):
            return r.inset(4, 0)
    for r in rows[:2]:  # a row with a button kept in its cell (够级's 理牌): its widest free stretch
        if (gap := widest_gap(r, buttons, 220.0)) is not None:
            return gap
    return Rect(lay.center.x, lay.center.b - 40, lay.center.w, 36)


def slots_height(avail_w: float, slots: Sequence[str], phone: bool) -> float:
    """The height of a bar with a cell for every kind (0 without kinds)."""
    cells = [r for r in slot_cells(Rect(0, 0, avail_w, 1e6), slots, phone).values() if r.y >= 0]
    return max(r.b for r in cells) + GAP if cells else 0.0


def draw_callout(dl: DisplayList, lay: Layout, bar: Sequence[tuple[Btn, Rect]], text: str) -> None:
    """A forced answer's callout, where it covers none of the bar's buttons (``callout_rect``), nor what
    the game draws in the bar itself (play-test 20, 够级: "自动：要不起，过" over 理牌 and 托管): a hit whose middle
    is in the bar, not the player's strip over it (play-test 36, 够级: its tip let no row be free, and the
    callout went over the 未见牌 counter)."""
    b = lay.buttons
    own = [h.rect for h in dl.hits if overlap(h.rect, b) and h.rect.h < b.h and b.y <= h.rect.cy <= b.b]  # (not a screen)
    r = callout_rect(lay, [br for _, br in bar] + own)
    dl.rect(r, "rgba(20,16,12,0.92)", th.GOLD, 1.0, 16)
    dl.text_in(r, text, 15.0, th.GOLD, weight="b")


def bar_height(avail_w: float, btns: Sequence[Btn], slots: Sequence[str], phone: bool) -> float:
    """The height the bar's buttons need (the table keeps the most it needed this hand)."""
    if slotted(btns, slots):
        return slots_height(avail_w, slots, phone)
    return flow_height(avail_w, [btn_width(b) for b in btns], BTN_H) + GAP if btns else 0.0


@dataclass
class Shown:
    rect: Rect
    since: float  # when it first showed there
    pressed: float = -1e9  # the player's last press before it showed
    ready: float | None = None  # its first frame with nothing moving over the player's prompt


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.r and b.x < a.r and a.y < b.b and b.y < a.b


class Guard:
    """Which bar buttons a tap may press now. Every bar button is recorded where it shows; a tap
    on one that showed after the last accepted tap on the bar, where that tap landed, within
    ``GUARD_S`` of it, is refused: it is the second tap of a double tap, or a late tap, aimed at
    what was there. A button that showed elsewhere (出牌 after 提示 chose the cards) counts."""

    def __init__(self) -> None:
        self.shown: dict[str, Shown] = {}
        self.last_tap = -1e9
        self.last_rect = Rect(0, 0, 0, 0)
        self.lapsed: list[Shown] = []   # the buttons of a prompt that ran out, and when it did
        self.lapsed_at = -1e9
        self.pressed = -1e9  # the player's last press anywhere (a finger or button down)
        self.gone: list[tuple[str, Shown]] = []  # buttons gone without the player's doing, and when
        self.late = False  # the prompt lapsed as its clock ran out (lapse)
        self.handed = False  # the lapse was 快进's handover (handover)

    def lapse(self, now: float, announced: bool = False, late: bool | None = None) -> None:
        """The viewer's prompt ran out (its clock reached 0, the table answered): the buttons
        showing now went untapped; a button that takes one's place soon after waits TOOK_S.
        ``announced``: the table gave an answer it called out for the player (从不叫点's 不明点,
        要不起): a tap then was meant for that prompt's chip (play-test 33 够级: it pressed 提示 come
        in its cell), but cards stay free (a forced answer is no deadline the player missed) and a
        button that stays where it was (取消托管, 理牌) is the same button. ``late`` (a timeout; an answer given as
        the clock ran out): the player may have been about to tap it, so the next thing shown in its cells waits
        too, however late it comes (NEXT_S); an answer given at its beat (要不起) only what comes in LATE_S."""
        self.lapsed = [Shown(s.rect, now) for s in self.shown.values()]
        self.late = not announced if late is None else late
        self.handed = False
        if not announced:
            self.lapsed_at = now
            self.shown = {}  # what shows next is new, even a button of the same name in the same place (过 -> 过)

    def handover(self, now: float) -> None:
        """快进 went off where the player is asked (TableBase._ffwd_end): what comes in the cells shown now (快进's)
        waits till read, as after a lapse, but not what the player's own press since made (a card tapped: 打出)."""
        self.lapse(now, announced=True, late=True)
        self.handed = True

    def card_ok(self, now: float) -> bool:
        """A tap on a card this soon after the prompt ran out was meant for that prompt (play-test 6:
        a 花鸟风月 pass ran out as the player picked, and the pick and the tap after it played 鸣 花)."""
        return now - self.lapsed_at >= CARD_LATE_S

    def _took(self, s: Shown) -> bool:
        """``s`` came where a button of the prompt that lapsed was: soon after, or as the next thing the player saw."""
        if not self.lapsed or self.handed and s.pressed > self.lapsed[0].since:
            return False
        wait = NEXT_S if self.late and s.pressed <= self.lapsed[0].since else LATE_S
        return any(overlap(g.rect, s.rect) and 0 <= s.since - g.since < wait for g in self.lapsed)

    def _deaf_until(self, s: Shown, now: float) -> float:
        """Until when ``s``, which took a lapsed button's place, refuses taps: TOOK_S after it could be read."""
        return min(s.ready if s.ready is not None else now, s.since + HOLD_S) + TOOK_S

    def press(self, now: float) -> None:
        """The player pressed somewhere (a card, the felt, a button): what the bar does next is theirs."""
        self.pressed = max(self.pressed, now)

    def saw(self, placed: Sequence[tuple[str, Rect]], now: float, ready: bool = True) -> None:
        """The buttons drawn this frame (id, rect); one new or moved counts from now. A button gone
        (or moved) with no press of the player's just before was taken away by the game. ``ready``: the
        player's prompt can be read (nothing flies over it, no panel covers it)."""
        old = self.shown
        self.shown = {hid: (old[hid] if hid in old and old[hid].rect == r else Shown(r, now, self.pressed))
                      for hid, r in placed}
        for s in self.shown.values():
            s.ready = now if ready and s.ready is None else s.ready
        self.gone = [(h, g) for h, g in self.gone if now - g.since < SWAP_S]
        if now - max(self.pressed, self.last_tap) >= CAUSE_S:
            self.gone += [(h, Shown(s.rect, now)) for h, s in old.items() if self.shown.get(h) is not s]

    def _swapped(self, hid: str, s: Shown) -> float:
        """Until when a tap on ``s`` is refused: it took the place of another button the game took away
        (its own old place is no swap: a label that grew is the same button; nor is one that showed
        after a press of the player's since: a card tapped made 打出 come where 快进到我 had gone)."""
        return max([g.since + SWAP_S for h, g in self.gone
                    if h != hid and overlap(g.rect, s.rect) and s.since >= g.since > s.pressed] + [-1e9])

    def allows(self, hid: str, now: float) -> bool:
        s = self.shown.get(hid)
        if s is not None and self._took(s) and now < self._deaf_until(s, now):
            return False   # a late tap meant for the prompt that ran out (play-test: 吃 二三四 -> 吃 三三叁)
        if s is not None and now < self._swapped(hid, s):
            return False   # a tap meant for the button the game just took from under the finger
        return s is None or s.since <= self.last_tap or now - self.last_tap >= GUARD_S or \
            not overlap(s.rect, self.last_rect)

    def tapped(self, hid: str, now: float) -> None:
        """An accepted tap on the bar (or on what replaces it: the sheet, a question)."""
        self.last_tap = now
        s = self.shown.get(hid)
        self.last_rect = s.rect if s is not None else Rect(0, 0, 0, 0)

    def quiet_left(self, now: float) -> float:
        """Seconds a newly shown button still refuses taps (0: none)."""
        return max([0.0, self.last_tap + GUARD_S - now] +
                   [self._deaf_until(s, now) - now for s in self.shown.values() if self._took(s)] +
                   [self._swapped(h, s) - now for h, s in self.shown.items()])

    def veil(self, hid: str, r: Rect, now: float) -> float:
        """How much a bar button is dimmed as it comes alive (0..VEIL): one that took a lapsed prompt's place
        brightens over the TOOK_S it refuses taps once readable, the apps' new-prompt animation."""
        s = self.shown.get(hid)
        s = s if s is not None and s.rect == r else Shown(r, now, self.pressed)
        if not self._took(s) or now >= (until := self._deaf_until(s, now)):
            return 0.0
        return VEIL * min(1.0, (until - now) / TOOK_S)


@dataclass
class Pending:
    """A forced answer waiting for its beat, for one prompt (the client's version and the seat)."""

    key: tuple[int, int]
    auto: AutoAnswer
    due: float
    sent: bool = False


class Autopilot:
    """Answers prompts with nothing to decide, a beat after they show, with a callout."""

    def __init__(self, guard: Guard | None = None, left: Callable[[int], float | None] = lambda seat: None,
                 auto: Callable[[], Tuoguan | None] = lambda: None) -> None:
        self.guard = guard  # told of an answer called out for the player (Guard.lapse)
        self.left = left  # a seat's seconds on its clock (None: none runs)
        self.auto = auto  # the game's 托管, told of an answer the table made (no answer of the player's: Tuoguan.watch)
        self.pending: Pending | None = None
        self.asked: tuple[int, int] | None = None  # the prompt the game was last asked about
        self.picked: tuple[int, int] | None = None  # the prompt whose raised pick went at its clock's end

    def offer(self, key: tuple[int, int] | None, auto: AutoAnswer | None, now: float) -> None:
        """The viewer's prompt now (None: none) and the plugin's forced answer for it (asked once
        a prompt: ``asked``)."""
        self.asked = key
        if key is None or auto is None:
            if self.pending is not None and not self.pending.sent:
                self.pending = None
            return
        if self.pending is None or self.pending.key != key:
            # without a label it is no decision the player would see (a window with nothing left
            # to take back): it goes at once, unannounced, or after the beat it names (花鸟风月's 且慢
            # window, kept for the player as the next bot plays)
            beat = auto.beat if auto.beat is not None else AUTO_S if auto.label else 0.0
            self.pending = Pending(key, auto, now + beat)

    def reask(self) -> None:
        """The game's answer changed within a prompt (取消托管): an answer not yet sent is dropped
        and the game asked again."""
        self.asked = None
        if self.pending is not None and not self.pending.sent:
            self.pending = None

    def due(self, now: float) -> Action | None:
        """The action to send now, once (None: nothing due)."""
        p = self.pending
        if p is None or p.sent or now < p.due:
            return None
        p.sent = True
        if (tg := self.auto()) is not None:
            tg.table_at = now
        if p.auto.label and self.guard is not None:
            left = self.left(p.key[1])  # (given as the player's clock runs out: gouji's 不明点 at 2.5 s)
            self.guard.lapse(now, announced=True, late=left is not None and left <= LATE_CLOCK_S)
        return p.auto.action

    def last_word(self, key: tuple[int, int], pick: Action | None) -> Action | None:
        """The viewer's own pick (the cards raised) as its clock runs out, once a prompt: it goes in place
        of the rules' default (a play-tester saw 十 passed while 千 was raised). None: the default goes."""
        if pick is None or self.picked == key:
            return None
        self.picked = key
        return pick

    def waiting(self, now: float) -> float | None:
        """Seconds until the pending answer is due (None: none waits)."""
        p = self.pending
        return None if p is None or p.sent else max(0.0, p.due - now)

    def showing(self, now: float) -> str:
        """The callout of the answer about to go; gone once it is sent (the table shows the rest)."""
        p = self.pending
        return p.auto.label if p is not None and not p.sent else ""


def toast_clear(y: float, box_h: float, w: float, top: Rect, keep: Sequence[Rect]) -> float:
    """Where a toast ``box_h`` high centres near ``y``: never over ``keep`` (the viewer's status line
    and the live buttons; play-test 16: 超时：已为你过 lay over the next offer's 碰) but above them, and
    below the top bar."""
    bw = toast_w(w)
    for _ in range(len(keep) + 1):
        box = Rect((w - bw) / 2, y - box_h / 2, bw, box_h)
        under = [r for r in keep if r.intersects(box)]
        if not under:
            break
        y = min(r.y for r in under) - 4 - box_h / 2
    return max(top.b + 4 + box_h / 2, y)
