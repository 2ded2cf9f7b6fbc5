"""The per-game part of the table, and the generic fallback used by games without their own.

A game's UI is a subclass of ``GameUI`` in ``pygame_core/ui/games/<game id>.py`` exposing
``UI = <subclass>``. The shared ``TableScreen`` does layout, seats, the hand, buttons, the log,
dialogs, hot-seat hiding, timers and the end screen; the plugin says what the cards look like,
what the buttons are, how the centre of the table looks, and how events read in the log.
See README.md in this folder.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..core.game import JSON, Action, GameInfo
from ..core.i18n import Text, pick, tx
from ..table.client import SeatClient
from ..table.series import HandSummary
from . import theme as th
from .anim import Flights
from .draw import DisplayList, text_width
from .geom import Rect
from .layout import Layout
from .screen import Shell
from .texts import kept_totals, t
from .texts import signed as signed  # (where the tables and seats have long found it)
from .tuoguan import Tuoguan
from .widgets import MIN_HIT_PHONE, CardFace, Chip, button, button_width, card, flow, paragraph


def spread(k: int, n: int) -> list[int]:
    """``k`` seats spread round a table of ``n`` (2 people at 4 seats sit opposite)."""
    return sorted({i * n // k for i in range(k)})


class TableView(Protocol):
    """What a game's table part may use of the shared table screen."""

    app: Shell
    client: SeatClient  # the seats played here; never a game state
    viewer: int | None  # the seat whose hand is shown
    selected: list[str]  # keys of the selected hand cards
    lay: Layout | None  # the current layout, once drawn

    def seat_name(self, seat: int) -> str: ...

    def view(self) -> JSON: ...  # the viewer's view now ({} before a peer deal)

    # the viewer's action, as a button would send it (a refusal shows as a toast); True if applied
    def submit(self, action: Action, now: float, seat: int | None = None, label: str = "") -> bool: ...

    def reask(self) -> None: ...  # the game's forced answer changed within a prompt (取消托管)

    def fast(self) -> bool: ...  # 快进 is on: the rest of the hand plays at once (ui/ffwd.py)

    def paused(self) -> bool: ...  # the table stands still, clocks and all (a local table under a menu...)

    def modal(self) -> bool: ...  # a menu, the log, a question or the tour covers the table


# Spoken calls by event type (zh-Hans, spoken by a Chinese voice whatever the UI language: the
# calls are the games' own words). A game's plugin adds or overrides through ``sound``.
CALLS: dict[str, str] = {"chi": "吃", "peng": "碰", "pao": "跑", "ti": "提", "wei": "偎", "win": "胡",
                         "opened": "开点", "revolution": "革命", "call": "叫点", "shao": "捎"}
CARD_EVENTS = frozenset({"play", "discard", "draw", "shown"})  # a short card sound


@dataclass
class Btn:
    """A button of the action bar. With ``action`` set, tapping it submits that action."""

    id: str
    label: str
    action: Action | None = None
    style: str = "normal"  # primary | normal | quiet | selected
    sub: str = ""
    enabled: bool = True
    # the bar cell this button keeps (``GameUI.bar_slots``): one kind, one place, whatever else shows
    slot: str = ""
    # set: the table asks "确定<confirm>？" before submitting (a blind bet, a call that cannot be undone)
    confirm: str = ""


@dataclass(frozen=True)
class AutoAnswer:
    """A prompt with only one thing to do: the table sends ``action`` itself after a short beat,
    showing ``label`` (要不起, 不打...) as it does. An empty label: nothing the player would call
    a decision (a window with nothing left to take back), sent at once without a callout."""

    action: Action
    label: str
    beat: float | None = None  # seconds before it goes (None: the table's AUTO_S)


@dataclass
class SeatInfo:
    """What a seat's badge shows besides its name."""

    count: int | None = None  # cards in hand
    lines: list[str] = field(default_factory=list)  # short status lines
    marks: list[str] = field(default_factory=list)  # one-character marks (庄, 托...)
    tappable: bool = False  # the seat is a choice now (e.g. a target)
    # lit as the seat the table waits for (None: every seat asked now is): a window asking several
    # seats waits on one at a time in its game's order (跑胡子's claims)
    acting: bool | None = None


class GameUI:
    """Base class and generic fallback: the hand, counts, the log and legal actions as buttons."""

    game_id = ""
    max_card_w = 70.0  # widest card in the hand
    card_ratio = 1.4  # height / width

    def __init__(self, table: TableView) -> None:
        self.table = table
        self.info: GameInfo = table.client.info
        self.page = 0
        # cards in the air (anim.Flights): the table draws them above the table, keeps frames coming
        # and holds the bots while any flies; it clears them when a new hand starts
        self.flying = Flights()
        self.tips: dict[str, tuple[Rect, str]] = {}  # tappable tags drawn this frame (``tip``)

    @property
    def lang(self) -> str:
        return self.table.app.lang

    @staticmethod
    def seat_plans(people: int, seats: int) -> list[tuple[Text, list[int]]]:
        """Where ``people`` hot-seat players may sit at ``seats`` seats, for the start screen to
        offer (the first is the default; a single plan is no choice)."""
        return [(tx("", "", ""), spread(people, seats))]

    def counter_rule(self) -> tuple[bool, bool]:
        """The 记牌器 (card counter): (on at first, a seat may switch it). On when a bot sits at the
        table. At a peer table the host's setting holds for every seat alike and no seat switches
        it: a counter some seats have and others not would be unfair (a host too old to send its
        setting: its seating decides, as the host does by default)."""
        client = self.table.client
        fixed = client.table_counter
        if fixed is not None:
            return fixed, False
        kinds = client.seats
        return any(k.startswith("bot:") for k in kinds), "remote" not in kinds

    # --- cards -------------------------------------------------------------------------------
    def hand(self, view: JSON) -> list[Any]:
        """The viewer's cards in display order."""
        h = view.get("hand")
        return list(h) if isinstance(h, list) else []

    def card_key(self, card: Any) -> str:
        """A stable key for selection (the card id when there is one)."""
        if isinstance(card, dict) and "id" in card:
            return str(card["id"])
        return json.dumps(card, sort_keys=True, ensure_ascii=False)

    def face(self, card: Any) -> CardFace:
        if isinstance(card, dict):
            s = str(card.get("face", card.get("id", "?")))
        else:
            s = str(card)
        return CardFace(s, "", "")

    def card_glow(self, card: Any, now: float) -> float:
        """0..1: how strongly to mark a hand card that just arrived (drawn, given, passed)."""
        return 0.0

    def card_dim(self, view: JSON, card: Any) -> bool:
        """True to grey a hand card that cannot be chosen now (it stays tappable)."""
        return False

    # --- a hand of the game's own (default: the table's rows of cards) ------------------------
    def hand_height(self, view: JSON, n: int, w: float, h: float, phone: bool) -> float | None:
        """The height of this game's own hand area, ``w`` wide in a ``w``×``h`` window, for a hand
        of ``n`` cards (the most it held this hand, so the hand does not jump as it empties). None:
        the table lays the hand out in rows itself. With a height, ``hand_rects`` and ``draw_hand``
        are this game's too."""
        return None

    def hand_rects(self, area: Rect, view: JSON, n: int) -> list[Rect]:
        """Where this game's own hand puts its ``n`` cards inside ``area`` (in hand order)."""
        return []

    def draw_hand(self, dl: DisplayList, area: Rect, view: JSON, now: float) -> None:
        """Draw this game's own hand in ``area``, with a ``card:<key>`` hit (they never overlap) for
        each card that can be selected now; a tap on one toggles it as in the table's rows."""

    def pointer(self, kind: str, x: float, y: float, hit: str | None, view: JSON, now: float) -> bool:
        """A pointer event over the table: ``kind`` is down, move, up or cancel; ``hit`` is the hit
        id under the pointer. True from a down: this press's moves and its up come here too. True
        from a move: the press became a drag (dragging cards), so its release is no tap."""
        return False

    def prompt_hint(self, view: JSON) -> str | None:
        """One short line telling the viewer what is asked of them now (None: "your turn")."""
        return None

    def select_limit(self, view: JSON) -> int | None:
        """How many cards may be selected at once now (None = any, 0 = none)."""
        return 0

    # --- seats, status, centre ---------------------------------------------------------------
    def seat_info(self, view: JSON, seat: int) -> SeatInfo:
        seats = view.get("seats")
        count = None
        if isinstance(seats, list) and seat < len(seats) and isinstance(seats[seat], dict):
            c = seats[seat].get("count")
            count = c if isinstance(c, int) else None
        for key in ("counts", "hand_sizes", "hand_counts"):
            v = view.get(key)
            if isinstance(v, list) and seat < len(v) and isinstance(v[seat], int):
                count = v[seat]
        return SeatInfo(count)

    def status(self, view: JSON) -> Sequence[str | Chip]:
        """Short chips for the top bar; a ``Chip`` with a ``tip`` explains itself when tapped."""
        out = []
        for k in ("phase", "turn", "round"):
            if isinstance(view.get(k), (str, int)):
                out.append(f"{k} {view[k]}")
        return out

    def draw_center(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        """Generic: the public parts of the view as readable lines."""
        lines = []
        for k, v in view.items():
            if k in ("hand", "events", "options", "seats", "prompt", "legal"):
                continue
            s = json.dumps(v, ensure_ascii=False)
            if len(s) > 80:
                s = s[:77] + "…"
            lines.append(f"{k}: {s}")
        dl.rect(r.inset(4), "rgba(244,236,220,0.10)", None, 1.0, 10)
        y = r.y + 14
        for ln in lines:
            if y > r.b - 10:
                break
            dl.text(r.x + 14, y, ln, 12.5, th.PAPER, "l", "n", "a", r.w - 28)
            y += 18

    def table_cards(self, seat: int) -> list[Any] | None:
        """The cards lying on the table in front of ``seat`` now (够级: its play of the round), as
        followed through ``on_events``; the replay draws them beside the seat's hand. None: the game
        keeps nothing there."""
        return None

    def draw_flying_card(self, dl: DisplayList, r: Rect, c: Any) -> None:
        """One card of a flight (``self.flying``), face up; override for backs or a game's look."""
        card(dl, r, self.face(c), small=r.w < 40)

    def seat_rect(self, seat: int) -> Rect:
        """A seat's badge on the table now, the viewer's own strip for the viewer: where a flight
        of its cards starts or lands (pass ``lambda: self.seat_rect(s)``: asked every frame)."""
        lay = self.table.lay
        if lay is None:
            return Rect(0, 0, 0, 0)
        if seat in lay.seats:
            return lay.seats[seat]
        return lay.me if seat == self.table.viewer else lay.center

    def tip(self, dl: DisplayList, r: Rect, text: str) -> None:
        """Make ``r`` (a tag drawn there: 白昼, 开点...) explain itself: a tap shows ``text`` in a
        bubble by it, the next tap closes it. Call it while drawing, after what it covers."""
        hid = f"tip:{len(self.tips)}"
        self.tips[hid] = (r, text)
        w, h = max(r.w, MIN_HIT_PHONE), max(r.h, MIN_HIT_PHONE)  # a finger's worth, round the tag
        dl.hit(hid, Rect(r.cx - w / 2, r.cy - h / 2, w, h), text)

    def match_scores(self, hands: list[HandSummary]) -> list[float] | None:
        """Each seat's running total of the match from its hands so far (the current one last; its
        result once over), in the game's own points; None: the table shows hands won instead."""
        return None

    def hands_won(self) -> list[int] | None:
        """Hands each seat won in the match, as the 散场 card counts them (settle.py): a hand's top
        return (够级's team, 花鸟风月's song); None where its results keep the match's totals instead
        (跑胡子: a hand's top score is no 胡, play-tests 32/33 read 胜 0 as wrong; start_lobby alike)."""
        c = self.table.client
        if kept_totals(h.result for h in c.hands()) is not None:
            return None
        return c.wins()

    def match_hands(self, hands: list[HandSummary]) -> int | None:
        """How many of the finished ``hands`` the match total covers, for the 散场 card's 散场 · N 局; None:
        all of the series (a game whose matches restart, 跑胡子's 再来一场 after hands_per_match, says its own)."""
        return None

    def signed_score(self, v: float, lang: str) -> str:
        """A match total as the seats and the sheet's series line show it: the game's own unit, if any."""
        return signed(v, lang)

    # what match_scores are called on the seats and the sheet (a shared text's key: "总分 {n}")
    MATCH_TOTAL = "match_total"
    # the seats show their match total from the match's first hand (its nought: the apps keep a score
    # at every seat), not only once a hand is over
    TOTALS_FROM_START = False
    # the result sheet's line of the match so far (series_text); False when the game's own body
    # already shows each seat's match (a third copy of the same figures)
    SERIES_ON_SHEET = True
    # the seats keep their match total once the hand is over; False: the game's sheet lists it per
    # seat, and the plates round the sheet would say it a second time (够级's 散场结算)
    PLATE_TOTALS_OVER = True
    # the player's own strip offers the game's 托管 (play-test 20, 跑胡子: "no 托管 I could find", it
    # was only in 菜单); False where the game's own bar has it (够级)
    AUTO_BUTTON = True
    # the result sheet's width at most (a phone's is the screen's less its margins)
    END_W = 560.0
    # the laptop's log column at most (a game of short log lines gives the felt the rest)
    LOG_MAX = 300.0
    # the result sheet's title when the game's differs (花鸟风月's 一曲终了: its hands are songs)
    END_TITLE: Text | None = None
    # 快进's label when the game's differs (花鸟风月's goes off at the viewer's next choice: 快进到我)
    FFWD_LABEL: Text | None = None

    def tour_ready(self, view: JSON) -> bool:
        """Whether the first-game tour may show now (besides the viewer holding cards): a game whose
        bar shows other choices first (够级's 买牌) waits for its play."""
        return True
    # the hand area gives back room it no longer needs while the player has nothing to answer (the bar
    # then has no buttons to move); False: it keeps the most it needed this hand
    HAND_GIVES_BACK = False

    # --- actions -----------------------------------------------------------------------------
    def replay_view(self, views: list[JSON], spectator: JSON) -> JSON | None:
        """A spectator's view with every seat's cards in it (``views``: each seat's own), for a replay
        drawn on the game's table; None: the replay shows the hands in strips (the default)."""
        return None

    def waiting_on(self, view: JSON) -> int | None:
        """The bot the table waits for, when a window asks several seats and the game answers them in
        an order of its own (跑胡子's claims); None: the first bot asked; -1: nobody is thinking now (a
        bot's play has been made and still lands): the line names nobody."""
        return None

    def clock_shown(self, view: JSON) -> bool:
        """Whether the viewer's clock shows for this prompt: False for a window that closes by itself
        and is no wait (花鸟风月's 且慢 after a play: a red 2 read as a countdown to sit out)."""
        return True

    def clock_held(self, view: JSON, now: float) -> bool:
        """The viewer's prompt cannot be acted on yet though nothing animates (a panel of the game's
        own lies over its buttons): its clock stands still meanwhile, as it does while ``animating``."""
        return False

    def holds_clock(self, view: JSON, now: float) -> bool:
        """The viewer's prompt clock stands still now: what it asks about still moves or is covered
        (play-tests 29/30: 须弃 under a combo's flight, 明点 under the tribute panel)."""
        return self.animating(now) or self.clock_held(view, now)

    def clock_cell(self, view: JSON) -> Rect | None:
        """Where the player's own clock stands in the action bar, a place no button ever takes
        (None: beside the bar's first row, where there is room; table_seats.draw_bar_clock)."""
        return None

    def clock_rad(self, view: JSON) -> float | None:
        """The radius the player's clock takes in ``clock_cell``, larger than the cell's height allows (a
        claim's clock beside its answers, play-test 40 跑胡子: a 38 px ring, a 碰 lost to the timeout); the
        game keeps that room clear. None: the clock fits inside its cell (24 px at most)."""
        return None

    def bar_slots(self, view: JSON) -> list[str]:
        """The action bar's cells, by kind, in order (e.g. ["hint", "pass", "play"]): each button
        whose ``slot`` is one of them sits in its own cell whether or not the others show, so no
        button moves or takes another's place. [] (or a button of another slot): the bar flows."""
        return []

    def auto_answer(self, view: JSON, legal: list[Action]) -> AutoAnswer | None:
        """The one thing the viewer can do now, when there is nothing to decide (要不起 with no
        card that beats, a prompt whose only choice is 不打): the table answers it after a beat a
        person would take, with a visible callout. None: the viewer decides."""
        return None

    def deadline_action(self, view: JSON) -> Action | None:
        """What the viewer's own pick (the cards raised) sends when its clock runs out, in place of the
        rules' default; None (the default): the rules' timeout goes."""
        return None

    def _legal(self) -> list[Action]:
        """The viewer's legal actions while it must act (else none)."""
        seat = self.table.viewer
        client = self.table.client
        if seat is None or seat not in client.to_act():
            return []
        return client.legal(seat)

    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        """Generic: every legal action as a button, a page at a time."""
        legal = self._legal()
        if not legal:
            return []
        per = 8
        pages = max(1, (len(legal) + per - 1) // per)
        self.page %= pages
        out = [Btn(f"a{i}", self.info.format_action(a), a, "primary" if i == 0 else "normal")
               for i, a in enumerate(legal[self.page * per:(self.page + 1) * per])]
        if pages > 1:
            out.append(Btn("page", f"{t('more', self.lang)} {self.page + 1}/{pages}", None, "quiet"))
        return out

    def tap(self, hid: str, view: JSON) -> bool:
        """A tap on a plugin hit id (or a ``Btn`` without action); True if handled."""
        if hid == "btn:page":
            self.page += 1
            return True
        return False

    def refusal_hint(self, view: JSON, code: str) -> str | None:
        """What would be legal, added to a refusal's reason (e.g. the tune and the next note)."""
        return None

    def seat_tap(self, view: JSON, seat: int) -> Action | None:
        return None

    # --- events, log, animation --------------------------------------------------------------
    def log_line(self, ev: JSON) -> str | None:
        data = {k: v for k, v in ev.items() if k != "type"}
        s = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        return f"{ev.get('type')} {s}"[:120]

    def log_emphasis(self, line: str) -> bool:
        """Whether 完整记录 shows this log line standing out (a win among many draws)."""
        return False

    def sound(self, ev: JSON) -> list[list[str]]:
        """The sound cues of one new event: ``["card"]`` (a synthesized card sound) and/or
        ``["say", text]`` (a spoken call). The page plays them unless the player muted sound."""
        ty = str(ev.get("type"))
        out: list[list[str]] = [["card"]] if ty in CARD_EVENTS else []
        if ty in CALLS:
            out.append(["say", CALLS[ty]])
        return out

    def on_events(self, events: list[JSON], now: float) -> None:
        """Start banners and animations for new events."""

    def draw_overlay(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        """Banners above the table (combo calls, season lines)."""

    def toast_y(self, lay: Layout, w: float, h: float, box_h: float) -> float:
        """Where a toast (a refusal) centres on this table, for a box ``box_h`` high: keep it off
        what it speaks about (the centre's last play)."""
        return h * 0.42

    def on_new_hand(self) -> None:
        """Reset per-hand animation state when the next hand of a series starts."""

    def new_hand(self) -> None:
        """The table's next hand has begun: the game's 托管 ends with the hand it was turned on in (play-test
        21, 跑胡子: hand 2 began under it and it had made a 吃 before the player could cancel; the apps drop
        it at a new hand), then the game resets its own state."""
        if (auto := self.auto_play()) is not None:
            auto.stop()
        self.on_new_hand()

    def auto_play(self) -> Tuoguan | None:
        """The game's 托管, when it has one: the table menu turns it on by hand (players do not wait
        for two timeouts), its own bar turns it off."""
        return None

    def phone_log(self, lines: list[str]) -> list[str]:
        """A phone's two-line log strip: the log's lines; a game may say its own (够级: the round's plays)."""
        return lines

    def out_of_hand(self, view: JSON) -> bool:
        """The viewer has nothing more to decide this hand (gone out, won and locked) while it goes
        on: the table offers 快进 (ui/ffwd.py)."""
        return False

    def done(self, view: JSON) -> bool:
        """The viewer has nothing more to decide this hand, for good (gone out, won and locked): the hand is the
        game's ``out_of_hand`` and its 快进 is the plain one to the end (``FFWD_LABEL`` None, not 快进到我)."""
        return self.out_of_hand(view) and self.FFWD_LABEL is None

    def ffwd_ok(self, view: JSON) -> bool:
        """The table offers 快进: the viewer is out of the hand, and the game's 托管 is not playing for
        them (play-test 21, 花鸟风月: 快进到我 stood beside 托管中, which never comes back "to me")."""
        return self.out_of_hand(view) and not self.auto_on()

    def auto_on(self) -> bool:
        """The game's 托管 plays for the viewer now."""
        return (auto := self.auto_play()) is not None and auto.on

    def log_covered(self) -> bool:
        """A phone's log strip is covered by the game's own (跑胡子's 记牌器): the tour points at the
        log button of the top bar instead."""
        return False

    def ffwd_stop(self, client: SeatClient) -> bool:
        """Under 快进, whether the move just made should be seen before the next (a frame's batch of
        moves ends there): 跑胡子 shows each 血流 win it passes."""
        return False

    def busy(self, now: float) -> bool:
        """True while an animation runs that bots should wait for."""
        return False

    def animating(self, now: float) -> bool:
        """True while anything moves (frames keep coming); bots wait only for ``busy``."""
        return self.busy(now)

    # --- end of a hand -----------------------------------------------------------------------
    def end_ready(self, now: float) -> bool:
        return True

    def still_key(self, now: float) -> Any:
        """Once the hand is over: what the game's drawing of the table depends on beyond the view,
        the language and the layout, if its table then stands still (it is drawn once and replayed
        under the result sheet); None: it may still move, draw it every frame."""
        return None

    def end_height(self, view: JSON, w: float) -> float:
        return 200.0

    def next_label(self, view: JSON) -> Text | None:
        """The sheet's 下一局 button when the next hand is more than that (跑胡子's last hand of a
        match: 再来一场); None: 下一局."""
        return None

    def draw_end(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        hands = self.table.client.hands()
        res = (hands[-1].result if hands else None) or {}
        ret = (hands[-1].returns if hands else None) or []
        y = r.y
        for s in range(self.info.seats):
            dl.text(r.x, y + 12, self.table.seat_name(s), 15, th.INK, "l", "b")
            dl.text(r.r, y + 12, str(ret[s]) if s < len(ret) else "", 15, th.INK, "r")
            y += 28
        paragraph(dl, Rect(r.x, y, r.w, r.b - y), json.dumps(res, ensure_ascii=False)[:300], 12,
                  th.INK_SOFT)


def btn_width(b: Btn, size: float = 16.0) -> float:
    w = button_width(b.label, size)
    if b.sub:
        w = max(w, text_width(b.sub, size * 0.62) + 24)
    return w


def draw_buttons(dl: DisplayList, area: Rect, btns: list[Btn], size: float = 16.0,
                 h: float = 44.0) -> None:
    rs = flow(area, [btn_width(b, size) for b in btns], h)
    for b, r in zip(btns, rs, strict=False):
        button(dl, f"btn:{b.id}", r, b.label, b.style, size, b.enabled, b.sub)


def title_of(info: GameInfo, lang: str) -> str:
    return pick(info.title, lang)

