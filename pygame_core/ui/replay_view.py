"""The replay viewer: one hand stepped through action by action with every hand shown, the log
beside it, autoplay, and the replay file exported or imported (``core.replay.Replay``, the file
``python -m pygame_core replay`` reads).

Positions come from the one replay path, ``Master.from_replay``: its ``watch`` hook keeps a copy
of the state every ``KEEP_EVERY`` steps (copying every one made opening the viewer a long freeze of
the page), and a step between two copies is the nearest earlier copy with the hand's next few
actions applied, remembered while it is shown.
The game's own table plugin draws the cards, the centre and the log lines, through a
``ReplayClient`` that answers the screen's questions for the step shown."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.errors import PaijuError, ReplayError
from ..core.game import JSON, Action, GameState, refusal
from ..core.i18n import pick
from ..core.replay import Replay
from ..table.client import SeatClient
from ..table.master import HandSummary, Master
from . import browser
from . import theme as th
from .avatar import draw_felt
from .draw import DisplayList, fit_size, wrap
from .games import plugin_for
from .geom import Rect
from .layout import Layout
from .plugin import GameUI
from .screen import Screen, Shell
from .texts import t
from .widgets import button, panel

AUTOPLAY_S = 0.9  # seconds between two steps of autoplay at 1×
SPEEDS = (0.5, 1.0, 2.0, 4.0)  # autoplay speeds the speed button steps through
MAX_FILE = 8 * 1024 * 1024  # a replay file larger than this is not one of ours


KEEP_EVERY = 16  # steps between two kept copies of the state
NEXT_WIN = {"zh-Hans": "胡 ▶", "zh-Hant": "胡 ▶", "en": "Win ▶"}  # on to the next win of the hand
LONG_STRIP = 124.0  # a phone's strip for a hand of more than 12 cards: two rows of large cards


@dataclass(frozen=True)
class Step:
    """A step: the hand's actions so far, how many events had happened, the last action."""

    actions: int
    events: int
    seat: int | None
    action: Action | None


class ReplayClient(SeatClient):
    """A finished (or cut short) hand as the table screen sees it, at the step ``at``; it sees every
    seat's cards (``events`` are the unredacted ones) and nobody may act."""

    def __init__(self, rp: Replay, hand_no: int = 1) -> None:
        self._hand_no = hand_no  # the hand's number in its series, when the table opened it
        steps: list[Step] = []
        kept: dict[int, GameState] = {}

        def watch(m: Master) -> None:
            seat, action = m.hand.actions[-1] if m.hand.actions else (None, None)
            # An action after which the rules play on by themselves (跑胡子's locked winners, a 决胜时刻
            # drawn out) may hold many wins: a step ends at each, so 胡 ▶ and the log go win by win
            # (play-test 14: 21 wins in one step); the position shown is the action's.
            start = steps[-1].events if steps else 0
            ends = [i + 1 for i in range(start, len(m.events)) if m.events[i].type == "win"]
            for end in [e for e in ends if e < len(m.events)] + [len(m.events)]:
                if len(steps) % KEEP_EVERY == 0:
                    kept[len(steps)] = m.state.clone()
                steps.append(Step(len(m.hand.actions), end, seat, action))

        self.master = Master.from_replay(rp, watch=watch)
        self.record = rp
        self.info = self.master.info
        self.options = self.master.options
        self.steps = steps
        self._kept = kept
        self._shown: tuple[int, GameState] | None = None
        self.at = 0

    def state_at(self, i: int) -> GameState:
        """The position at step ``i``: the kept copy before it, with the actions since applied."""
        if self._shown is not None and self._shown[0] == i:
            return self._shown[1]
        base = i - i % KEEP_EVERY
        st = self._kept[base].clone()
        for seat, action in self.master.hand.actions[self.steps[base].actions:self.steps[i].actions]:
            st.apply(seat, action)
        self._shown = (i, st)
        return st

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    def go(self, i: int) -> None:
        self.at = max(0, min(self.last, i))

    def wins(self) -> list[int]:
        """The step of each 胡 (a ``win`` event), once per win: a 血流 hand of 100+ steps and 15-29 wins
        is watched win by win (play-test 3 L51), and a step of two wins (一炮多响) counts two, as the
        result sheet does (play-test 5: 胡 ▶ 0/12 beside 15 次胡牌)."""
        ev = self.master.events
        return [i for i in range(1, len(self.steps))
                for e in ev[self.steps[i - 1].events:self.steps[i].events] if e.type == "win"]

    @property
    def state(self) -> GameState:
        return self.state_at(self.at)

    @property
    def seats(self) -> list[str]:
        return ["remote"] * self.info.seats

    @property
    def names(self) -> list[str]:
        return [""] * self.info.seats

    def controlled(self) -> list[int]:
        return []

    def is_bot(self, seat: int) -> bool:
        return False

    def taken_over(self, seat: int) -> bool:
        return False

    @property
    def hand_no(self) -> int:
        return self._hand_no

    @property
    def version(self) -> int:
        return self.at

    def ply(self) -> int:
        return self.at

    def dealt(self) -> bool:
        return True

    def view(self, seat: int | None) -> JSON:
        return self.state.view(seat)

    def legal(self, seat: int) -> list[Action]:
        return []

    def act(self, seat: int, action: Action) -> None:
        raise refusal("E_PHASE")  # nobody plays in a replay

    def to_act(self) -> tuple[int, ...]:
        return self.state.to_act()

    def is_over(self) -> bool:
        return self.state.is_over()

    def events(self, seat: int | None) -> list[JSON]:
        return [{"type": e.type, **e.data} for e in self.master.events[:self.steps[self.at].events]]

    def remaining(self, seat: int) -> float | None:
        return None

    def limit(self, seat: int) -> float | None:
        return None

    def hands(self) -> list[HandSummary]:
        s = self.state
        return [HandSummary(1, s.result(), list(s.returns())) if s.is_over() else HandSummary(1, None, None)]

    def notation(self) -> str | None:
        return self.state.notation()

    def think_for(self, ms: float) -> None:
        pass  # nobody plays in a replay: no bot thinks

    def tick(self, now: float, hold: bool = False) -> bool:
        return False

    def can_deal(self) -> bool:
        return False

    def next_hand(self) -> None:
        return None

    def take_refusals(self) -> list[Any]:
        return []

    def leave(self, forget: bool) -> None:
        return None

    def replay(self) -> Replay:
        return self.record


def load_replay(text: str) -> Replay:
    """A replay file read, or ``PaijuError`` saying why it is not one (a foreign or damaged file)."""
    if len(text) > MAX_FILE:
        raise ReplayError(-1, "the file is larger than 8 MB")
    return Replay.loads(text)


def open_replay(app: Shell, rp: Replay | str | None, names: Callable[[int], str] | None = None,
                hand_no: int = 1) -> bool:
    """Show the viewer for a replay (or a replay file's text); a bad one is a toast and nothing
    else changes (the screen shown, the saved match). "Back" returns to the screen shown now.
    ``hand_no``: the hand's number in the table's series (a file opened alone: 1)."""
    lang = app.lang
    if rp is None:
        app.toast(t("replay_none", lang))
        return False
    try:
        client = ReplayClient(load_replay(rp) if isinstance(rp, str) else rp, hand_no)
    except ReplayError as e:  # the reason in the player's language, the engine's detail after it
        why = t("replay_not_ours", lang, e=e.message(lang)) if e.index < 0 else \
            t("replay_diverges", lang, n=e.index + 1, e=e.message(lang))
        app.toast(t("replay_bad", lang, e=why), 6.0)
        return False
    except PaijuError as e:
        app.toast(t("replay_bad", lang, e=e.message(lang)), 6.0)
        return False
    except Exception as e:  # noqa: BLE001 - a file may hold anything; it is refused, never fatal
        app.toast(t("replay_bad", lang, e=f"{type(e).__name__}: {str(e)[:120]}"), 6.0)
        return False
    scr = ReplayScreen(app, client, names)
    client.go(scr.first_dealt())
    app.show(scr)
    return True


def import_replay(app: Shell) -> None:
    """The file picker; the chosen file opens in the viewer (from the start screen)."""
    lang = app.lang

    def chosen(_name: str, text: str) -> None:
        open_replay(app, text)

    if not browser.pick_text_file(chosen,
                                  lambda why: app.toast(t("replay_bad", lang, e=why), 6.0)):
        app.toast(t("replay_no_files", lang))


def export_name(rp: Replay) -> str:
    return f"paiju-{rp.game}-{rp.seed:016x}.json"


class ReplayScreen(Screen):
    """The viewer; it is also the ``TableView`` the game's plugin draws through."""

    name = "replay"

    def __init__(self, app: Shell, client: ReplayClient, names: Callable[[int], str] | None = None) -> None:
        super().__init__(app)
        prev = app.screen
        self.back: Callable[[], None] = lambda: app.show(prev)
        self.client: SeatClient = client  # what the game's plugin sees
        self.rclient = client
        self.names = names
        self.viewer: int | None = None
        self.selected: list[str] = []
        self.lay: Layout | None = None
        self.plugin: GameUI = plugin_for(client.info.id)(self)
        self.playing = False
        self.next_at = 0.0
        self.speed = 1.0
        self.exported = ""  # the name of the last file exported (tests read it)
        self._fed = -1  # the step whose events the plugin last followed
        self._told: list[int] | None = None
        self._views: tuple[int, list[JSON]] = (-1, [])  # each seat's view at a step, made once a step

    def seat_views(self) -> list[JSON]:
        """Every seat's own view at the step shown (made once a step, not once a frame)."""
        c = self.rclient
        if self._views[0] != c.at:
            self._views = (c.at, [c.view(s) for s in range(c.info.seats)])
        return self._views[1]

    def seat_name(self, seat: int) -> str:
        return self.names(seat) if self.names is not None else t("seat_n", self.app.lang, n=seat + 1)

    def view(self) -> JSON:
        return self.client.view(self.viewer)

    def submit(self, action: Action, now: float, seat: int | None = None, label: str = "") -> bool:
        return False  # a replay is watched, never played

    def reask(self) -> None:
        return None  # nothing is answered for anyone in a replay

    def fast(self) -> bool:
        return False  # a replay's pace is its own (its speed control)

    def paused(self) -> bool:
        return False

    def modal(self) -> bool:
        return False  # nothing covers a replay's table

    # --- stepping ----------------------------------------------------------------------------
    def first_dealt(self) -> int:
        """The first step whose seats hold cards: a hand whose calls come before the deal (够级's
        预点) opened on empty rows (play-test 3, 够级 L43); the others open on their first step."""
        c = self.rclient
        for i in range(min(c.last, 64) + 1):
            c.go(i)
            if any(self.plugin.hand(c.view(s)) for s in range(c.info.seats)):
                return i
        return 0

    def told(self) -> list[int]:
        """The steps that write a line of the log, with the first and the last: a step (上一步, 下一步,
        autoplay) goes from one to the next, so none shows nothing new (play-test 11, 够级: its first
        ~12 steps, the seats' silent 不预点 and 不明点, changed nothing on screen)."""
        if self._told is None:
            c, ev = self.rclient, self.rclient.master.events
            said = {i for i in range(1, len(c.steps)) if any(
                self.plugin.log_line({"type": e.type, **e.data}) for e in ev[c.steps[i - 1].events:c.steps[i].events])}
            self._told = sorted(said | {0, c.last})
        return self._told

    def step(self, by: int) -> None:
        at, told = self.rclient.at, self.told()
        self.go(next((i for i in told if i > at), told[-1]) if by > 0 else
                next((i for i in reversed(told) if i < at), told[0]))

    def go(self, i: int) -> None:
        self.rclient.go(i)
        if self.rclient.at >= self.rclient.last:
            self.playing = False

    @property
    def interval(self) -> float:
        """Seconds between two steps of autoplay at the chosen speed."""
        return AUTOPLAY_S / self.speed

    def tick(self, now: float) -> bool:
        if self.playing and now >= self.next_at:
            self.step(1)
            self.next_at = now + self.interval
        return False

    def follow(self) -> None:
        """The plugin follows the hand's events up to the step shown, as a table restored there (no
        animation), so what it keeps besides the position (each seat's play) is that step's."""
        c = self.rclient
        if self._fed == c.at:
            return
        self.plugin.on_new_hand()
        self.plugin.on_events(c.events(None), -1.0)
        self._fed = c.at

    def wake(self, now: float) -> float | None:
        return max(0.02, self.next_at - now) if self.playing else None

    def tap(self, hid: str, now: float) -> None:
        c = self.rclient
        if hid == "rv:close":
            self.back()
        elif hid == "rv:start":
            self.go(0)
        elif hid in ("rv:prev", "rv:next"):
            self.playing = False
            self.step(1 if hid == "rv:next" else -1)
        elif hid == "rv:end":
            self.go(c.last)
        elif hid == "rv:win":   # the next 胡, round to the first
            self.playing = False
            wins = c.wins()
            self.go(next((i for i in wins if i > c.at), wins[0] if wins else c.at))
        elif hid == "rv:play":
            if c.at >= c.last:
                c.go(0)
            self.playing = not self.playing
            self.next_at = now + self.interval
        elif hid == "rv:speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else 1.0
            self.next_at = min(self.next_at, now + self.interval)
        elif hid == "rv:export":
            self.export()

    def key(self, key: str, now: float) -> None:
        hid = {"ArrowLeft": "rv:prev", "ArrowRight": "rv:next", "Home": "rv:start", "End": "rv:end",
               " ": "rv:play", "Escape": "rv:close", "s": "rv:speed", "w": "rv:win"}.get(key)
        if hid:
            self.tap(hid, now)

    def export_text(self) -> str:
        return self.rclient.record.dumps()

    def export(self) -> None:
        name = export_name(self.rclient.record)
        if browser.download_text(name, self.export_text()):
            self.exported = name
            self.app.toast(t("replay_exported", self.app.lang, name=name))
        else:
            self.app.toast(t("replay_no_files", self.app.lang))

    # --- drawing -----------------------------------------------------------------------------
    def log_lines(self) -> tuple[list[str], int]:
        """The log up to the step shown, and how many of its last lines that step wrote."""
        c = self.rclient
        before = c.steps[c.at - 1].events if c.at > 0 else 0
        out: list[str] = []
        new = 0
        for i, ev in enumerate(c.events(None)):
            line = self.plugin.log_line(ev)
            if line:
                out.append(line)
                new += i >= before
        return out, new

    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        lang = self.app.lang
        c = self.rclient
        phone = w < 720
        top_h = 48.0 if phone else 50.0
        top = Rect(0, 0, w, top_h)
        ew = 72.0 if phone else 96.0
        title = t("replay_title", lang, game=pick(c.info.title, lang))
        told = self.told()  # counted as the steps go: one a press (play-test 12 read 0 -> 6 in 5 presses)
        step = t("replay_step", lang, i=sum(1 for i in told if 0 < i <= c.at), n=len(told) - 1)
        mid = Rect(78 if phone else 100, 0, w - ew - (90 if phone else 112), top_h)
        side = 0.0 if phone else min(320.0, w * 0.25)
        bar_h = 64.0
        bar = Rect(0, h - bar_h, w - side, bar_h)
        body = Rect(0, top_h, w - side, h - top_h - bar_h)
        log_r = Rect(w - side, top_h, side, h - top_h) if side else Rect(0, body.b - 66, w, 66)
        if phone:
            body = Rect(body.x, body.y, body.w, body.h - log_r.h)
        draw_felt(dl, w, h, body, th.FELT_TOP, th.FELT_BOTTOM)  # the hand on a table, as it was played
        dl.rect(top, "rgba(20,16,12,0.35)")
        button(dl, "rv:close", Rect(6, 4, 64 if phone else 88, top_h - 8), t("back", lang), "ghost", 15)
        button(dl, "rv:export", Rect(w - ew - 6, 4, ew, top_h - 8), t("replay_export", lang), "normal", 15)
        if phone:
            dl.text(mid.cx, top_h * 0.33, title, fit_size(title, 14, mid.w), th.PAPER, "c", "b", "s", mid.w)
            dl.text(mid.cx, top_h * 0.74, step, 12.5, th.GOLD, "c", "n", "a", mid.w)
        else:
            line = f"{title}    {step}"
            dl.text(mid.cx, top.cy, line, fit_size(line, 17, mid.w), th.PAPER, "c", "b", "s", mid.w)
        self._draw_controls(dl, bar)
        self.follow()
        view = c.view(None)
        whole = self.plugin.replay_view(self.seat_views(), view)
        if whole is not None:  # the game lays every hand on its own table
            center, view = body.inset(8, 6), whole
        else:
            center = self._draw_hands(dl, body.inset(8, 6), phone, w > h and h < 600)
        self.lay = Layout(w, h, phone, top, {}, Rect(0, 0, 0, 0), center, log_r, bar, Rect(0, 0, 0, 0),
                          40.0, 56.0, 1)
        self.plugin.draw_center(dl, center, view, now)
        self._draw_log(dl, log_r, phone)

    def _draw_controls(self, dl: DisplayList, bar: Rect) -> None:
        c = self.rclient
        dl.rect(bar, "rgba(20,16,12,0.30)")
        wins = c.wins()
        n = 7 if wins else 6
        bw = min(72.0, (bar.w - 16 - 8 * (n - 1)) / n)
        x = bar.cx - (n * bw + (n - 1) * 8) / 2
        y = bar.y + 8
        labels = ["rv_start", "rv_prev", "rv_pause" if self.playing else "rv_play", "rv_next", "rv_end"]
        ids = ["rv:start", "rv:prev", "rv:play", "rv:next", "rv:end"]
        enabled = [c.at > 0, c.at > 0, c.last > 0, c.at < c.last, c.at < c.last]
        for hid, icon, ok in zip(ids, labels, enabled, strict=True):
            r = Rect(x, y, bw, bar.h - 16)
            button(dl, hid, r, "", "primary" if hid == "rv:play" else "normal", 14, ok)
            _icon(dl, r, icon, th.WHITE if hid == "rv:play" else th.INK, ok)
            x += bw + 8
        sp = f"{self.speed:g}×"  # the autoplay speed; a tap steps 0.5× 1× 2× 4×
        button(dl, "rv:speed", Rect(x, y, bw, bar.h - 16), sp, "quiet" if self.speed == 1.0 else "selected", 16)
        if wins:   # on to the next 胡 (which of them it shows: 胡 2/17)
            k = sum(i <= c.at for i in wins)
            label = pick(NEXT_WIN, self.app.lang)
            button(dl, "rv:win", Rect(x + bw + 8, y, bw, bar.h - 16), label, "normal", fit_size(label, 15, bw - 8, 11),
                   sub=f"{k}/{len(wins)}")

    def _draw_hands(self, dl: DisplayList, area: Rect, phone: bool, short: bool = False) -> Rect:
        """Every seat's cards in a strip, the actor of the last step and the seats to act marked;
        returns what is left for the centre of the table."""
        c = self.rclient
        n = c.info.seats
        hands = [self.plugin.hand(v) for v in self.seat_views()]
        plays = [self.plugin.table_cards(s) for s in range(n)]  # a game that keeps plays before the seats
        shown = [p or [] for p in plays] if any(p is not None for p in plays) else None
        # a phone on its side has little height: the hands (and plays) take nearly all of it; so do
        # the seats of a game whose plays lie before them (the centre then only says what is to beat)
        share = 0.62 if phone else 0.94 if short else 0.8 if shown is not None else 0.5
        # a phone's long hands (跑胡子's 20 cards) in two rows, as large as the table's: a taller strip
        cap = 84.0 if not phone else LONG_STRIP if max(map(len, hands)) > 12 else 78.0
        strip_h = min(cap, area.h * share / n)
        y = area.y
        acting = set(c.to_act())
        last = c.steps[c.at].seat
        for s in range(n):
            r = Rect(area.x, y, area.w, strip_h - 4)
            dl.rect(r, "rgba(244,236,220,0.12)", th.GOLD if s in acting else None, 2.0, 8)
            name = self.seat_name(s) + (f"  · {len(hands[s])}" if hands[s] else "")
            color = th.GOLD if s == last else th.PAPER
            if strip_h < 60:  # a low strip: the name on the left, the cards the strip's full height
                dl.text(r.x + 8, r.cy, name, fit_size(name, 12, 72), color, "l", "b", "a", 74)
                cards_r = Rect(r.x + 86, r.y + 3, r.w - 92, r.h - 6)
            else:
                dl.text(r.x + 8, r.y + 9, name, 12, color, "l", "b", "a", r.w * 0.6)
                cards_r = Rect(r.x + 6, r.y + 18, r.w - 12, r.h - 21)
            if shown is not None:  # the seat's play on the table, on the right of its strip
                play_r = Rect(r.r - r.w * 0.34, r.y + 3, r.w * 0.34 - 4, r.h - 6)
                dl.rect(play_r, "rgba(20,16,12,0.28)", th.GOLD if s == last and shown[s] else None, 1.5, 6)
                self._draw_cards(dl, play_r.inset(4, 3), shown[s])
                cards_r = Rect(cards_r.x, cards_r.y, play_r.x - cards_r.x - 8, cards_r.h)
            self._draw_cards(dl, cards_r, hands[s])
            y += strip_h
        return Rect(area.x, y + 2, area.w, area.b - y - 2)

    def _draw_cards(self, dl: DisplayList, r: Rect, cards: list[Any]) -> None:
        """A hand in one to three rows, as large as the strip allows; overlapped cards show their
        glyph on the visible strip."""
        k = len(cards)
        if k == 0 or r.h < 12:
            return
        ratio = self.plugin.card_ratio
        best: tuple[float, int, float, float, float] | None = None
        for rows in (1, 2, 3):
            per = math.ceil(k / rows)
            ch = (r.h - 3 * (rows - 1)) / rows
            cw = min(ch / ratio, 48.0)
            ch = cw * ratio
            step = min(cw + 3, (r.w - cw) / max(1, per - 1)) if per > 1 else cw
            glyph = min(step, cw, ch * 0.6)
            if best is None or glyph > best[0] + 0.5:
                best = (glyph, rows, cw, ch, step)
        assert best is not None
        glyph, rows, cw, ch, step = best
        per = math.ceil(k / rows)
        for i, cd in enumerate(cards):
            row, col = divmod(i, per)
            cr = Rect(r.x + col * step, r.y + row * (ch + 3), cw, ch)
            face = self.plugin.face(cd)
            vis = min(step, cw)
            dl.rect(cr, face.tint, "rgba(43,38,34,0.45)", 1.0, max(2.0, cw * 0.09))
            if face.accent:
                dl.rect(cr.inset(2), None, face.accent, 1.0, 2)
            dl.text(cr.x + vis / 2, cr.y + ch * 0.36, face.big, fit_size(face.big, glyph * 0.9, vis - 2, 7),
                    face.ink, "c", "b", "s", vis)
            if face.sub and ch >= 40 and vis >= 20:
                dl.text(cr.x + vis / 2, cr.b - ch * 0.2, face.sub, fit_size(face.sub, 9, vis - 2, 6),
                        th.INK_SOFT, "c", "n", "a", vis)

    def _draw_log(self, dl: DisplayList, r: Rect, phone: bool) -> None:
        lines, new = self.log_lines()
        if phone:
            dl.rect(r.inset(8, 4), "rgba(20,16,12,0.35)", None, 1, 8)
            y = r.y + 17
            shown = lines[-3:]
            for i, ln in enumerate(shown):
                color = th.GOLD if i >= len(shown) - new else th.PAPER
                dl.text(r.x + 16, y, ln, fit_size(ln, 12.5, r.w - 32), color, "l", "n", "a", r.w - 32)
                y += 18
            return
        pr = r.inset(10, 10)
        panel(dl, pr, "rgba(244,236,220,0.94)")
        dl.text(pr.x + 14, pr.y + 18, t("log", self.app.lang), 15, th.INK, "l", "b", "s")
        body = Rect(pr.x + 12, pr.y + 40, pr.w - 24, pr.h - 50)
        size = 13.0
        wrapped: list[tuple[str, bool]] = []
        tail = lines[-80:]
        for i, ln in enumerate(tail):
            newest = i >= len(tail) - new
            wrapped.extend((part, newest) for part in wrap(ln, size, body.w))
        fit = int(body.h // (size * 1.5))
        y = body.y + size * 0.75
        for ln, newest in wrapped[-fit:]:
            dl.text(body.x, y, ln, size, th.CINNABAR if newest else th.INK, "l", "b" if newest else "n", "a",
                    body.w)
            y += size * 1.5

    def info(self) -> JSON:
        c = self.rclient
        self.follow()
        return {"game": c.info.id, "step": c.at, "steps": c.last, "playing": self.playing,
                "notation": c.notation(), "over": c.is_over(), "log": self.log_lines()[0][-8:],
                "hands": [len(self.plugin.hand(v)) for v in self.seat_views()],
                "plays": [len(self.plugin.table_cards(s) or []) for s in range(c.info.seats)],
                "speed": self.speed, "exported": self.exported}


def _icon(dl: DisplayList, r: Rect, icon: str, color: str, enabled: bool) -> None:
    """Transport icons drawn as shapes (a font may lack the media symbols)."""
    cx, cy, s = r.cx, r.cy, min(r.h, r.w) * 0.22
    if not enabled:
        dl.alpha(0.45)
    if icon in ("rv_play", "rv_next", "rv_end"):
        off = -s * 0.35 if icon == "rv_end" else 0.0
        dl.poly([cx - s * 0.8 + off, cy - s, cx + s * 0.8 + off, cy, cx - s * 0.8 + off, cy + s], color)
        if icon == "rv_end":
            dl.rect(Rect(cx + s * 0.55, cy - s, s * 0.32, 2 * s), color)
    elif icon in ("rv_prev", "rv_start"):
        off = s * 0.35 if icon == "rv_start" else 0.0
        dl.poly([cx + s * 0.8 + off, cy - s, cx - s * 0.8 + off, cy, cx + s * 0.8 + off, cy + s], color)
        if icon == "rv_start":
            dl.rect(Rect(cx - s * 0.87, cy - s, s * 0.32, 2 * s), color)
    else:  # pause
        dl.rect(Rect(cx - s * 0.75, cy - s, s * 0.5, 2 * s), color)
        dl.rect(Rect(cx + s * 0.25, cy - s, s * 0.5, 2 * s), color)
    if not enabled:
        dl.alpha(1.0)
