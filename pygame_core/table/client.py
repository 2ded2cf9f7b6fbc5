"""What the table screen talks to: a ``SeatClient`` plays some seats of a match and shows it.

The screen never touches a game state. ``LocalClient`` is a Master on this device (every seat a
person here plays, hot-seat included); the peer guest's ``net.peer.PeerClient`` is one seat of a
table hosted elsewhere, built only from the views, events and legal actions the host sends. Both
answer the same questions, so a table looks and plays the same locally and between peers.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

from ..core.game import JSON, Action, GameInfo
from ..core.i18n import Text
from ..core.replay import Replay
from ..core.rng import derive_seed
from .master import Master, default_level
from .series import Earlier, HandSummary

Store = Callable[[str | None], None]  # save this text, or forget the save (None)
# A searching bot thinks this many ms per frame at most: no main-thread task of the page passes
# 50 ms (a long task), and the table keeps painting while it thinks.
SLICE_MS = 25.0
MIN_SLICE_MS = 4.0  # a slice still ends inside a playout: a few moves, so every frame makes progress
FRAME_MS = 40.0  # what the table's own drawing and a slice share; the page's painting takes the rest
# While bots play, a change is saved at most this often, in a frame of its own (the save is the
# whole match, encoded and written to localStorage): a reload loses at most this much bot play.
SAVE_EVERY_S = 1.0
# A person's prompt clock stands still at most this long while the table still shows what the prompt
# is about (a flight, a banner, a panel over its buttons): it never stalls for good.
CLOCK_HOLD_MAX_S = 8.0
UNREAD_HOLD_MAX_S = 30.0  # a prompt not yet readable (a ceremony over it) holds its clock this long at most


def slice_for(draw_ms: float) -> float:
    """The slice a bot may think in a frame whose drawing took ``draw_ms``: what is left of the
    frame, so that a slow machine's frames stay short rather than the bot's share staying long."""
    return max(MIN_SLICE_MS, min(SLICE_MS, FRAME_MS - draw_ms))


def hint_action(info: GameInfo, seat: int, view: JSON, legal: list[Action], ply: int) -> Action | None:
    """The plain rule bot's choice on the seat's own view: the 提示 of every game's table."""
    if not legal:
        return None
    if info.hint is not None:
        return info.hint(view, legal)
    bot = info.bots[default_level(info)](seat, derive_seed("paiju-hint", seat, ply))
    return bot.choose(view, legal)


class SeatClient(ABC):
    """The seats this device plays at one table, and everything the screen shows of it."""

    info: GameInfo
    options: JSON

    # --- seats -------------------------------------------------------------------------------
    @property
    @abstractmethod
    def seats(self) -> list[str]:
        """Per seat: "human", "hotseat", "remote" or "bot:<level>" (as ``Master.seats``)."""

    @property
    @abstractmethod
    def names(self) -> list[str]: ...

    @abstractmethod
    def controlled(self) -> list[int]:
        """Seats people at this device play (the viewer is one of them)."""

    @abstractmethod
    def is_bot(self, seat: int) -> bool:
        """A bot plays ``seat`` now (a bot seat, or a person's seat taken over or stood in for)."""

    @abstractmethod
    def taken_over(self, seat: int) -> bool:
        """The rules gave this person's seat to a bot; ``{"a": "resume"}`` takes it back."""

    @property
    def table_counter(self) -> bool | None:
        """The 记牌器 as the table's host set it for every seat; None: this device decides."""
        return None

    @abstractmethod
    def think_for(self, ms: float) -> None:
        """How long the bots this device runs may think in the next frame (``slice_for``)."""

    def saving(self) -> bool:
        """A change waits to be saved in a later frame (the screen keeps frames coming)."""
        return False

    def paces(self) -> bool:
        """The bots of this table move on this device, so its bot speed is this device's to set."""
        return False

    def set_bot_delay(self, seconds: float) -> None:  # noqa: B027 - a client without bots has none
        """Seconds each bot waits before it moves, from now on (the bot speed setting)."""

    def timers(self) -> bool | None:
        """The table's rule-timers switch as this device may flip it mid-match (``set_timers``);
        None: it may not (a peer table keeps its host's choice for every seat)."""
        return None

    def set_timers(self, on: bool) -> None:  # noqa: B027 - only offered where ``timers`` is not None
        """Switch the rule timers from now on."""

    def pause(self, on: bool, now: float) -> bool:
        """Bots, windows and clocks stand still while ``on`` (the player has a menu or a question
        open). False: this table cannot wait (a peer table plays on for the others)."""
        return False

    def hold_clock(self, seat: int | None, on: bool, now: float) -> None:  # noqa: B027 - see below
        """``seat``'s prompt clock stands still while ``on`` (its table still shows what the prompt
        is about); bots and windows go on. A peer table's clocks are its host's: they cannot."""

    def flush(self) -> None:  # noqa: B027 - a client that saves nothing later has nothing to do
        """Save now what waits (the page is being hidden or left)."""

    # --- the hand ----------------------------------------------------------------------------
    @property
    @abstractmethod
    def hand_no(self) -> int: ...

    @property
    @abstractmethod
    def version(self) -> int:
        """Changes whenever anything shown may have changed (cache views and buttons by it)."""

    @abstractmethod
    def ply(self) -> int:
        """Actions applied in the current hand."""

    @abstractmethod
    def dealt(self) -> bool:
        """A hand is on the table (False while a peer deal is still collecting its shares)."""

    @abstractmethod
    def view(self, seat: int | None) -> JSON:
        """What ``seat`` sees (None: a spectator); {} before the deal."""

    @abstractmethod
    def legal(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now, optional ones included."""

    @abstractmethod
    def act(self, seat: int, action: Action) -> None:
        """Play ``action`` for ``seat``, or raise ``IllegalAction`` (code, reason) changing nothing.

        A peer can only say so for what it can tell itself; the host's refusals arrive later
        through ``take_refusals``."""

    @abstractmethod
    def to_act(self) -> tuple[int, ...]: ...

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def events(self, seat: int | None) -> list[JSON]:
        """The current hand's events so far as ``seat`` may see them, oldest first."""

    @abstractmethod
    def remaining(self, seat: int) -> float | None:
        """Seconds left on ``seat``'s timer, None when it has none."""

    @abstractmethod
    def limit(self, seat: int) -> float | None:
        """The whole time of ``seat``'s current prompt, None when it has no timer."""

    def window_left(self) -> float | None:
        """Seconds until this device answers a window by rule (None: nothing here waits for the clock)."""
        return None

    @abstractmethod
    def hands(self) -> list[HandSummary]:
        """Every hand of the series so far, the current one last (its result once over)."""

    @abstractmethod
    def notation(self) -> str | None:
        """The whole position in one line, when this client may know it (a peer may not)."""

    # --- time and the series -----------------------------------------------------------------
    @abstractmethod
    def tick(self, now: float, hold: bool = False) -> bool:
        """Advance: network, bots, timers; ``hold`` while the screen is busy. True if anything changed."""

    @abstractmethod
    def can_deal(self) -> bool:
        """Whether the next hand is dealt from this device (a peer guest waits for the host)."""

    @abstractmethod
    def next_hand(self) -> None: ...

    @abstractmethod
    def take_refusals(self) -> list[Text]:
        """Refusals that arrived since the last call (a peer's intents judged by the host)."""

    @abstractmethod
    def leave(self, forget: bool) -> None:
        """The player leaves the table: stop saving it; ``forget`` drops what would resume it."""

    def replay(self) -> Replay | None:
        """The current hand as a replay file's content, when this device knows the whole hand."""
        return None

    def has_replay(self) -> bool:
        """Whether ``replay`` has one, without building it (the result sheet asks as it opens)."""
        return self.replay() is not None

    def series_tag(self) -> str | None:
        """Names the series this device saves and resumes (its table keeps the earlier hands' log
        lines under it); None for one it does not."""
        return None

    # --- shared --------------------------------------------------------------------------------
    def people_to_act(self) -> list[int]:
        """Seats played here that owe an answer now (in seat order); not one the table answers (a
        window it closes with the decline alone, or an answer given and held till the close)."""
        mine = self.controlled()
        return [s for s in self.to_act() if s in mine and not self.is_bot(s) and self.legal(s)]

    def bot_to_act(self) -> int | None:
        return next((s for s in self.to_act() if self.is_bot(s)), None)

    def _returns(self) -> list[list[float]]:
        return [h.returns for h in self.hands() if h.returns is not None and len(h.returns) == self.info.seats]

    def earlier(self) -> Earlier | None:
        """The sums of the series' hands no longer kept (``series.KEPT_HANDS``), if this client has them."""
        return None

    def wins(self) -> list[int]:
        """Hands each seat won outright so far in the series."""
        rows = self._returns()
        e = self.earlier()
        return [sum(1 for r in rows if r[s] >= 1.0) + (e.wins[s] if e else 0) for s in range(self.info.seats)]

    def totals(self) -> list[float]:
        """Each seat's returns summed over the finished hands of the series."""
        rows = self._returns()
        e = self.earlier()
        return [sum(r[s] for r in rows) + (e.totals[s] if e else 0.0) for s in range(self.info.seats)]

    def hint(self, seat: int, exclude: Sequence[Action] = ()) -> Action | None:
        """The rule bot's suggestion for ``seat`` from its own view, among the legal actions not in
        ``exclude`` (so pressing 提示 again shows another); None: nothing to suggest."""
        if seat not in self.to_act() or not self.dealt():
            return None
        legal = [a for a in self.legal(seat) if a not in exclude]
        return hint_action(self.info, seat, self.view(seat), legal, self.ply())


class LocalClient(SeatClient):
    """Every seat of a Master on this device; ``store`` keeps it across page reloads."""

    def __init__(self, master: Master, now: float = 0.0, store: Store | None = None) -> None:
        self.master = master
        self.info = master.info
        self.options = master.options
        self.now = now
        self._paused = False
        self._lost = 0.0  # seconds the table stood still: its clock does not count them
        # (the prompt held: hand, seat, its ply), seconds its clock stood still, the clock when last held
        # (and whether it has been readable yet)
        self._hold: tuple[tuple[int, int, int | None], float, float | None, bool] = ((-1, -1, None), 0.0, None, False)
        master.clock = self._clock  # deadlines and windows count on this clock from now on
        master.slice_ms = SLICE_MS
        self.store = store
        self._shown = False
        self._unsaved = False
        self._saved_at = now
        self._replay: tuple[int, Replay | None] = (-1, None)
        master.on_change = self._changed if store is not None else None
        if not master.dealt:
            master.start_hand()

    def _clock(self) -> float:
        return self.now - self._lost

    def series_tag(self) -> str | None:
        return f"{self.info.id}:{self.master.seed}" if self.store is not None else None

    def _advance(self, now: float) -> None:
        if self._paused:
            self._lost += max(0.0, now - self.now)
        self.now = now

    def pause(self, on: bool, now: float) -> bool:
        self._advance(now)
        self._paused = on
        return True

    def hold_clock(self, seat: int | None, on: bool, now: float) -> None:
        # the deadline moves on with the clock, frame by frame: up to UNREAD_HOLD_MAX_S till the prompt is first
        # readable (够级's 买牌 ceremony can outlast 8 s under 明点, play-test 38 #2), then CLOCK_HOLD_MAX_S more
        if seat is None:
            return
        self._advance(now)
        m, t = self.master, self._clock()
        prompt = (m.hand_no, seat, m.prompt_ply(seat))
        if prompt != self._hold[0]:
            self._hold = (prompt, 0.0, None, False)
        _, held, since, read = self._hold
        if on and since is not None and seat in m.deadlines:
            step = max(0.0, min(t - since, (CLOCK_HOLD_MAX_S if read else UNREAD_HOLD_MAX_S) - held))
            m.deadlines[seat] += step
            held += step
        if not on and not read:
            read, held = True, 0.0  # its first readable frame: the bound counts from here
        self._hold = (prompt, held, t if on else None, read)

    def think_for(self, ms: float) -> None:
        self.master.slice_ms = ms

    def paces(self) -> bool:
        return True

    def set_bot_delay(self, seconds: float) -> None:
        self.master.bot_delay = seconds

    def timers(self) -> bool | None:
        return self.master.timers

    def set_timers(self, on: bool) -> None:
        self.master.set_timers(on)

    def _changed(self, m: Master) -> None:
        # not saved at once: the change's own frame (an engine step, a bot's last slice) is full
        self._unsaved = True

    def saving(self) -> bool:
        return self._unsaved

    def flush(self) -> None:
        if self._unsaved and self.store is not None:
            self.store(self.master.dumps())
            self._saved_at = self.now
        self._unsaved = False

    def _save_due(self) -> bool:
        """Saved in the frame after the change once bots stop (a person's turn, the hand's end);
        while they play, every ``SAVE_EVERY_S``."""
        m = self.master
        waits = m.bot_to_act() is None and not m.pending()  # a person's turn, not the rules' run
        return self._unsaved and (m.is_over() or waits or self.now - self._saved_at >= SAVE_EVERY_S)

    @property
    def seats(self) -> list[str]:
        return self.master.seats

    @property
    def names(self) -> list[str]:
        return self.master.names

    def controlled(self) -> list[int]:
        return self.master.local_people()

    def is_bot(self, seat: int) -> bool:
        return self.master.is_bot(seat)

    def taken_over(self, seat: int) -> bool:
        return self.master.taken_over(seat)

    @property
    def hand_no(self) -> int:
        return self.master.hand_no

    @property
    def version(self) -> int:
        return self.master.version

    def ply(self) -> int:
        return self.master.ply

    def dealt(self) -> bool:
        return self.master.dealt

    def view(self, seat: int | None) -> JSON:
        return self.master.view(seat)

    def legal(self, seat: int) -> list[Action]:
        return self.master.legal(seat)

    def act(self, seat: int, action: Action) -> None:
        self.master.act(seat, action)

    def to_act(self) -> tuple[int, ...]:
        return self.master.to_act()

    def is_over(self) -> bool:
        return self.master.is_over()

    def events(self, seat: int | None) -> list[JSON]:
        return self.master.events_of(seat)

    def remaining(self, seat: int) -> float | None:
        return self.master.remaining(seat)

    def limit(self, seat: int) -> float | None:
        return self.master.limit(seat) if seat in self.master.deadlines else None

    def window_left(self) -> float | None:
        return self.master.window_left()

    def hands(self) -> list[HandSummary]:
        return self.master.summaries()

    def earlier(self) -> Earlier | None:
        return self.master.earlier

    def notation(self) -> str | None:
        return self.master.state.notation()

    def tick(self, now: float, hold: bool = False) -> bool:
        """One bot move a frame at most, so that the screen can animate each before the next; none
        in the first frame, which shows the table as it was (a resumed match, as it was saved)."""
        self._advance(now)
        if self._save_due():  # the save takes its time out of this frame's slice
            t0 = time.perf_counter()
            self.flush()
            if self.master.slice_ms is not None:
                spent = (time.perf_counter() - t0) * 1000.0
                self.master.slice_ms = max(MIN_SLICE_MS, self.master.slice_ms - spent)
        before = self.master.version
        self.master.tick(hold or self._paused or not self._shown, bot_moves=1)
        self._shown = True
        return self.master.version != before

    def can_deal(self) -> bool:
        return True

    def replay(self) -> Replay | None:
        # its notation is an engine walk: once per change
        if self._replay[0] != self.master.version:
            self._replay = (self.master.version, self.master.replay() if self.master.dealt else None)
        return self._replay[1]

    def has_replay(self) -> bool:
        return self.master.dealt

    def next_hand(self) -> None:
        self.master.start_hand()

    def take_refusals(self) -> list[Text]:
        return []  # refusals are raised by ``act`` at once

    def leave(self, forget: bool) -> None:
        self.master.on_change = None
        # a hand's end is not the match's: 回主页 from the result sheet keeps it (继续 deals the next)
        if self.store is not None and forget:
            self.store(None)
        else:
            self.flush()
        self.store = None
