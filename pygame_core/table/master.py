"""The Master: the one match loop. It alone applies actions, runs bots, keeps the turn timers and the
undo window, carries a series from hand to hand, and saves and restores the match.

The local table drives it through a ``LocalClient``, the peer host through ``net.host``, and the
command line through ``sim``. Given the same (game, options, hand seeds, seats, people's actions)
it plays the same hands everywhere: a bot's move depends only on ``bot_seed`` (the hand's seed,
its seat and the ply) and its own view, never on the clock or on which loop runs it.

Time comes from an injected clock (the page's ``now`` locally, the host's clock between peers);
nothing here reads the wall clock by itself.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..core import registry
from ..core.errors import IllegalAction, ReplayError
from ..core.game import JSON, Action, Bot, Event, GameInfo, GameState, events_for
from ..core.i18n import tx
from ..core.replay import Replay, apply_recorded, check_final_position, settle_recorded
from ..core.rng import derive_seed
from .bot_moves import BotMoves
from .series import KEPT_HANDS, NEWER, Earlier, Hand, damaged, is_newer, kept_hand
from .series import HandSummary as HandSummary  # where the table's clients have always found it
from .series import MatchError as MatchError  # where callers have always found it
from .timing import timing_for

FORMAT = "paiju-match/2"
# A window (a 跑胡子 claim, 天胡, 买4, 革命, 順手: a prompt every seat gets whatever it holds) stays open
# this long at the table: a person's seat with the decline alone is answered by the table when it
# closes, and real answers given sooner wait for it, unseen, so that neither who is asked nor when a
# window closes says who had a choice. 0 when bots play at once (instant speed, simulate, soak).
WINDOW_S = 1.0
SEAT_KINDS = ("human", "hotseat", "remote")
Clock = Callable[[], float]


def check_seats(info: GameInfo, seats: Sequence[str]) -> None:
    """Raise ``ValueError`` unless ``seats`` lists one valid kind per seat of ``info``."""
    if len(seats) != info.seats:
        raise ValueError(f"{info.id} needs {info.seats} seats, got {len(seats)}")
    for s in seats:
        if s.startswith("bot:"):
            info.level(s[4:])
        elif s not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {s!r}; kinds: {', '.join(SEAT_KINDS)}, bot:<level>")


def default_level(info: GameInfo) -> str:
    """The bot level offered first, standing in for people and giving hints: the normal level (a
    game outside the three shared levels, such as the tests' toy game: its first)."""
    return "normal" if "normal" in info.bots else next(iter(info.bots))


def chosen_level(info: GameInfo, stored: object) -> str:
    """A remembered level setting as a level of ``info`` (an older name upgraded; anything else,
    damaged or from another version, falls back to the default)."""
    try:
        return info.level(str(stored)) if isinstance(stored, str) else default_level(info)
    except ValueError:
        return default_level(info)


def bot_seed(hand_seed: int, seat: int, ply: int) -> int:
    """The one bot seeding rule: a fresh bot per decision, so a restored match plays on identically."""
    return derive_seed(hand_seed, "bot", seat, ply)


def action_key(obj: Any) -> str:
    """One text form of an action (or any JSON) for comparing."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _listed(action: Action, legal: list[Action]) -> bool:
    """``action`` is one of ``legal`` as JSON text (``action_key``): an equal dict is looked for
    first, so only the candidate's text is written, not every listed action's."""
    key = action_key(action)
    same = next((a for a in legal if a == action), None)
    if same is not None and action_key(same) == key:
        return True
    return key in {action_key(a) for a in legal}


@dataclass(frozen=True)
class Applied:
    """One action the Master applied; ``auto`` is None for a person's, else "bot", "timeout" or
    "window". An automatic step of the rules (``GameState.advance``) comes with ``seat`` and
    ``action`` None and ``auto`` "rules"."""

    seat: int | None
    action: Action | None
    events: list[Event]
    auto: str | None


class Master:
    """A series of hands of one game with fixed seats.

    ``seats[i]`` is ``"human"`` (the one person at this device), ``"hotseat"`` (one of several people
    sharing it), ``"remote"`` (a person reached through the peer layer) or ``"bot:<level>"``.
    ``standins[i]`` is the level of the bot that plays a person's seat when the rules take it over or
    the peer host stands in for someone away. No hand is dealt until ``start_hand``.
    """

    def __init__(self, info: GameInfo, options: JSON, seed: int, seats: Sequence[str],
                 names: Sequence[str] | None = None, *, timers: bool = False,
                 standins: Sequence[str] | None = None, bot_delay: float = 0.0,
                 clock: Clock = time.monotonic, carry: JSON | None = None) -> None:
        check_seats(info, seats)
        self.info = info
        self.options: JSON = info.validate_options(options)
        self.seed = seed
        self.seats = [f"bot:{info.level(s[4:])}" if s.startswith("bot:") else s for s in seats]
        self.names = list(names) if names is not None else [str(i + 1) for i in range(info.seats)]
        self.standins = [info.level(lv) for lv in standins] if standins is not None \
            else [default_level(info)] * info.seats
        if len(self.standins) != info.seats:
            raise ValueError(f"{info.id} needs {info.seats} stand-ins, got {len(self.standins)}")
        self.timers = timers
        self.bot_delay = bot_delay
        self._clock = clock
        self.timing = timing_for(info.id)
        self.hands: list[Hand] = []  # the last KEPT_HANDS hands of the series
        self.earlier = Earlier.from_json(None, info.seats)  # the hands before those
        self.events: list[Event] = []  # every event of the current hand, in order
        self.deadlines: dict[int, float] = {}  # seat -> clock time its current prompt expires
        self.away: set[int] = set()  # people's seats a stand-in plays for now (the peer host's call)
        self.version = 0  # counts every change, so views can be cached by it
        self.on_action: Callable[[Applied], None] | None = None
        self.on_change: Callable[[Master], None] | None = None
        self._first_carry = carry
        self._state: GameState | None = None
        self._prompts: dict[int, int] = {}  # seat -> the ply its current prompt began at
        self._opened: dict[int, float] = {}  # seat -> clock time its current prompt began
        self._held: dict[int, Action] = {}  # seat -> its answer to an open window, applied at the close
        self._answers: tuple[int, frozenset[int]] = (-1, frozenset())  # (version, seats the table answers)
        self._settling = False  # closing windows now, or restoring: no nested closing
        self._bot_due: float | None = None
        # a searching bot thinks in slices of this many ms per tick, so the page paints between
        # (None: each bot move at once), from the start of its delay
        self.slice_ms: float | None = None
        self._moves = BotMoves()

    @property
    def clock(self) -> Clock:
        return self._clock

    @clock.setter
    def clock(self, clock: Clock) -> None:
        """Another clock (the page's, the host's): open prompts' timers and windows start again on it,
        since times read from the old one mean nothing on the new."""
        self._clock = clock
        now = clock()
        self._opened = {s: now for s in self._opened}
        self.deadlines.clear()
        self._arm()

    # --- hands -------------------------------------------------------------------------------
    @property
    def dealt(self) -> bool:
        return self._state is not None

    @property
    def state(self) -> GameState:
        if self._state is None:
            raise RuntimeError("no hand has been dealt yet")
        return self._state

    @property
    def hand(self) -> Hand:
        return self.hands[-1]

    @property
    def hand_no(self) -> int:
        return self.earlier.hands + len(self.hands)

    @property
    def ply(self) -> int:
        return len(self.hands[-1].actions) if self.hands else 0

    def is_over(self) -> bool:
        return self._state is not None and self._state.is_over()

    def start_hand(self, seed: int | None = None) -> None:
        """Deal the next hand, carrying what the rules carry (first player, tribute, scores).

        Hand ``n`` (from 0) is dealt from ``derive_seed(self.seed, "hand", n)`` unless ``seed`` is given
        (the peer host's fair deal)."""
        if self._state is not None and not self._state.is_over():
            raise ValueError("the current hand is not over")
        carry = self._state.carry() if self._state is not None else self._first_carry
        n = self.hand_no
        hand = Hand(derive_seed(self.seed, "hand", n) if seed is None else seed, carry)
        self._state = self.info.new(self.options, hand.seed, carry)
        self.hands.append(hand)
        while len(self.hands) > KEPT_HANDS:
            self.earlier.add(self.hands.pop(0).returns)
        self.events = self._state.opening_events()  # the deal's own (跑胡子's 发牌 and 亮张) start the log
        self.deadlines, self._prompts, self._bot_due = {}, {}, None
        self._opened, self._held = {}, {}
        self._changed(None)  # its windows close at the next run_bots or tick, once the deal is out

    def _finish_if_over(self) -> None:
        if self.is_over() and self.hand.returns is None:
            self.hand.returns = list(self.state.returns())
            self.hand.result = self.state.result()

    # --- who acts ----------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return self._state.to_act() if self._state is not None else ()

    def taken_over(self, seat: int) -> bool:
        """A person's seat the rules handed to a bot (托管 after timeouts) until they take it back."""
        return self._state is not None and self.timing.taken_over(self._state, seat)

    def is_bot(self, seat: int) -> bool:
        """A bot seat, or a person's seat a stand-in plays now (taken over, or away)."""
        return self.seats[seat].startswith("bot:") or seat in self.away or self.taken_over(seat)

    def local_people(self) -> list[int]:
        """Seats played by people at this device."""
        return [i for i, k in enumerate(self.seats) if k in ("human", "hotseat")]

    def bot_to_act(self) -> int | None:
        return next((s for s in self.to_act() if self.is_bot(s) and s not in self._held), None)

    def people_to_act(self) -> list[int]:
        """Local people who owe an answer now (in seat order); not those the table answers."""
        auto = self.table_answers()
        return [s for s in self.to_act()
                if self.seats[s] in ("human", "hotseat") and not self.is_bot(s) and s not in auto]

    # --- windows -----------------------------------------------------------------------------
    @property
    def window_delay(self) -> float:
        """How long a window stays open: the table rule the waiting window shows."""
        return WINDOW_S if self.bot_delay > 0 else 0.0

    def window(self, seat: int) -> tuple[Action, bool] | None:
        """(decline, decline only) when ``seat``'s current prompt is a window (``Timing.window``)."""
        if self._state is None or self._state.is_over():
            return None
        return self.timing.window(self._state, seat)

    def table_answers(self) -> frozenset[int]:
        """People's seats the table answers at the window's close: those whose answer it holds, and
        those with the decline alone (they are not asked to press it)."""
        version, seats = self._answers
        if version != self.version:
            only = {s for s in self.to_act() if not self.is_bot(s) and (w := self.window(s)) is not None and w[1]}
            seats = frozenset(only | set(self._held))
            self._answers = (self.version, seats)
        return seats

    def _window_s(self, seat: int) -> float:
        """How long ``seat``'s window stays open: not at all when every other seat is a bot (nobody
        could learn anything from when it closes; a dealer's lone 过 to its own 天胡 waited 1 s)."""
        return self.window_delay if any(not self.is_bot(s) for s in range(len(self.seats)) if s != seat) else 0.0

    def window_left(self) -> float | None:
        """Seconds until the table answers the next window by rule (None: none waits for the clock):
        when a page must look again though nobody acts."""
        auto = self.table_answers()
        due = [self._opened[s] + self._window_s(s) for s in self.to_act() if s in auto and s in self._opened]
        return max(0.0, min(due) - self.clock()) if due else None

    def _holds(self, seat: int) -> bool:
        return (self.window(seat) is not None
                and self.clock() < self._opened.get(seat, -1e18) + self._window_s(seat))

    def close_windows(self) -> list[Event]:
        """Answer, in seat order, every window whose time is up: the held answer, else the decline
        of a seat that has nothing else."""
        out: list[Event] = []
        settling, self._settling = self._settling, True
        try:
            for _ in range(256):  # each answer is a ply of the hand: bounded by the rules, and here
                if self.is_over():
                    break
                now = self.clock()
                auto = self.table_answers()
                due = next((s for s in self.to_act() if s in auto
                            and now >= self._opened.get(s, now) + self._window_s(s)), None)
                if due is None:
                    break
                held = self._held.pop(due, None)
                if held is not None:
                    out.extend(self._apply(due, held, None))
                else:
                    w = self.window(due)
                    assert w is not None  # table_answers named it
                    out.extend(self._apply(due, w[0], "window"))
        finally:
            self._settling = settling
        return out

    def _settle(self) -> list[Event]:
        """The table answers the windows whose time is up (at once without a window delay)."""
        if not self._settling and self._state is not None:
            return self.close_windows()
        return []

    def set_standin(self, seat: int, on: bool) -> None:
        """Let a bot play a person's seat (or stop); the peer host calls it for seats away too long."""
        if on == (seat in self.away):
            return
        if on:
            self.away.add(seat)
        else:
            self.away.discard(seat)
        self.deadlines.pop(seat, None)
        self._changed(None)

    # --- acting ------------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply a person's action; ``IllegalAction`` (code and reason) leaves everything unchanged.

        An action the engine does not list (engines list one card per face) is judged on a copy
        first, so that a malformed one from the network can never half-change the real state."""
        state = self.state
        try:
            action = json.loads(json.dumps(action))  # a JSON copy: what is saved is what was applied
            if not isinstance(action, dict):
                raise TypeError("an action is a JSON object")
            if not _listed(action, state.legal_actions(seat)):
                state.clone().apply(seat, action)
        except IllegalAction:
            raise
        except Exception as e:  # noqa: BLE001 - a malformed action must not crash the table
            raise IllegalAction("E_ILLEGAL", tx("无效的行动", "無效的行動",
                                                f"malformed action ({type(e).__name__})")) from None
        if self._holds(seat):  # a window still open: the answer waits for its close (and may change)
            self._held[seat] = action
            self.version += 1
            if self.on_change is not None:
                self.on_change(self)
            return []
        return self._apply(seat, action, None)

    def _apply(self, seat: int, action: Action, auto: str | None) -> list[Event]:
        # On a page (``slice_ms`` set) the rules' automatic steps after the action come one a tick
        events = self.state.apply(seat, action, run=self.slice_ms is None)  # raises, state untouched
        self.hand.actions.append((seat, action))
        return self._applied(seat, action, events, auto)

    def _applied(self, seat: int | None, action: Action | None, events: list[Event],
                 auto: str | None) -> list[Event]:
        self.events.extend(events)
        self._finish_if_over()
        self._changed(seat)
        if self.on_action is not None:
            self.on_action(Applied(seat, action, events, auto))
        self._settle()
        return events

    def pending(self) -> bool:
        """An automatic step of the rules waits, and nobody acts until it ran (``step_rules``)."""
        return self._state is not None and self._state.pending()

    def step_rules(self) -> list[Event]:
        """The rules' next automatic step (a 跑胡子 draw and what it settles), [] when none waits. Not
        recorded: replaying the hand's actions runs it again."""
        if not self.pending():
            return []
        return self._applied(None, None, self.state.advance(), "rules")

    def bot_action(self, seat: int) -> Action:
        """What the bot playing ``seat`` chooses now, from that seat's view only."""
        bot, view, legal = self._bot_for(seat)
        return bot.choose(view, legal)

    def _bot_for(self, seat: int) -> tuple[Bot, JSON, list[Action]]:
        kind = self.seats[seat]
        level = kind[4:] if kind.startswith("bot:") else self.standins[seat]
        legal = self.state.legal_actions(seat)
        if not legal:
            raise RuntimeError(f"seat {seat} must act but has no legal action")
        return self.info.bots[level](seat, bot_seed(self.hand.seed, seat, self.ply)), self.state.view(seat), legal

    def _bot_move(self, seat: int) -> Action | None:
        """The bot's move, or None while it is still thinking (with ``slice_ms``, one slice a call).
        Slicing never changes the choice: the search is the same, only spread over calls."""
        return self._moves.move((self.version, seat), partial(self._bot_for, seat), self.slice_ms)

    def step_bot(self) -> list[Event]:
        """One move of a bot that must act now; [] when none must (or it is still thinking)."""
        seat = self.bot_to_act()
        if seat is None:
            return []
        action = self._bot_move(seat)
        return [] if action is None else self._apply(seat, action, "bot")

    def run_bots(self, hold: bool = False, limit: int = 100_000) -> list[Event]:
        """Let bots move, and the rules take their automatic steps, until a person must (each bot
        after ``bot_delay`` seconds, when set; on a page one step a call).

        ``hold`` keeps them waiting (the screen is busy animating); the delay starts again after."""
        out: list[Event] = []
        if not hold:
            out.extend(self._settle())
        for _ in range(limit):
            if not hold and self.pending():
                out.extend(self.step_rules())
                if self.slice_ms is not None:
                    break  # one step a tick on a page, as one bot move is
                continue
            seat = None if hold or self.is_over() else self.bot_to_act()
            if seat is None:
                self._bot_due = None
                break
            if self.bot_delay > 0:
                now = self.clock()
                if self._bot_due is None:
                    self._bot_due = now + self.bot_delay
                if now < self._bot_due:  # the bot thinks while it waits (bot_moves.py)
                    self._moves.ahead((self.version, seat), partial(self._bot_for, seat), self.slice_ms)
                    break
            else:
                self._bot_due = None  # a due time must not outlive the delay it was set under
            ply = self.ply
            out.extend(self.step_bot())
            if self._moves.thinking:
                break  # the rest of its thinking in later ticks, its delay over
            self._bot_due = None
            nxt = self.bot_to_act()
            if self.bot_delay > 0 and nxt is not None and self.window(nxt) is not None \
                    and self._prompts.get(nxt, ply + 1) <= ply:
                self._bot_due = self.clock()  # the bots one window asks answer together: one delay a window
        return out

    # --- timers ------------------------------------------------------------------------------
    def limit(self, seat: int) -> float | None:
        """Seconds this seat has for its current prompt, or None for no timer (bots have none)."""
        if self._state is None or self.is_bot(seat):
            return None
        return self.timing.time_limit(self._state, seat, self.options, self.timers)

    def remaining(self, seat: int) -> float | None:
        d = self.deadlines.get(seat)
        return None if d is None else max(0.0, d - self.clock())

    def prompt_ply(self, seat: int) -> int | None:
        """The ply at which ``seat``'s current prompt began (None: it need not act)."""
        return self._prompts.get(seat)

    def _track(self, actor: int | None) -> None:
        """Prompts and deadlines after a change: the actor's next prompt gets a fresh timer."""
        acting = set(self.to_act()) if not self.is_over() else set()
        if actor is not None:
            self._prompts.pop(actor, None)
            self._opened.pop(actor, None)
            self.deadlines.pop(actor, None)
        for s in list(self._prompts):
            if s not in acting:
                del self._prompts[s]
                self._opened.pop(s, None)
                self._held.pop(s, None)
                self.deadlines.pop(s, None)
        now = self.clock()
        for s in acting:
            self._prompts.setdefault(s, self.ply)
            self._opened.setdefault(s, now)
        self._arm()

    def _arm(self) -> None:
        now = self.clock()
        for s in self._prompts:
            lim = self.limit(s)
            if lim is None:
                self.deadlines.pop(s, None)
            elif s not in self.deadlines:
                self.deadlines[s] = now + lim

    def set_timers(self, on: bool) -> None:
        """The rule timers switched mid-match (play-test 21: a player left a match to turn them off):
        the open prompts' clocks go, or start whole from now; a clock the rules keep either way stays."""
        self.timers = on
        self.deadlines = {s: d for s, d in self.deadlines.items() if self.limit(s) is not None}  # (a rule's own)
        self._changed(None)  # (its _track arms the clocks now due)

    def tick(self, hold: bool = False, bot_moves: int = 100_000) -> list[Event]:
        """Run bots (at most ``bot_moves`` moves), then the rules' timeout action for every prompt
        whose time ran out."""
        if hold or self._state is None:
            return []
        out = self.run_bots(limit=bot_moves)
        for _ in range(64):  # a timeout may open a prompt that is already due; bounded
            self._arm()  # a stand-in may have left, or a limit appeared
            closed = self.close_windows()
            out.extend(closed)
            now = self.clock()
            due = next((s for s in self.to_act() if s in self.deadlines and now >= self.deadlines[s]
                        and s not in self._held), None)
            if due is not None:
                out.extend(self._apply(due, self.state.timeout_action(due), "timeout"))
                self._bot_due = now  # the table stood still for that clock: the next bot need not wait again
            elif not closed:
                break
            out.extend(self.run_bots(limit=bot_moves))
        return out

    # --- views, events, the series -----------------------------------------------------------
    def view(self, seat: int | None) -> JSON:
        return self.state.view(seat)

    def legal(self, seat: int) -> list[Action]:
        """What ``seat``'s person may press now: nothing while the table answers for it."""
        if self._state is None or seat in self.table_answers():
            return []
        return self.state.legal_actions(seat)

    def events_of(self, seat: int | None) -> list[JSON]:
        """The current hand's events as ``seat`` (None: a spectator) may see them."""
        return events_for(seat, self.events)

    def summaries(self) -> list[HandSummary]:
        return [HandSummary(self.earlier.hands + i + 1, h.result, h.returns) for i, h in enumerate(self.hands)]

    def replay(self) -> Replay:
        """The current hand so far. Caught between two automatic steps, it names no final position:
        replaying its actions runs those steps to the end, past the position on the table."""
        h = self.hand
        final = None if self.pending() else self.state.notation()
        return Replay(self.info.id, self.options, h.seed, list(h.actions), h.carry, final)

    def _changed(self, actor: int | None) -> None:
        self.version += 1
        self._track(actor)
        if self.on_change is not None:
            self.on_change(self)

    # --- saving ------------------------------------------------------------------------------
    def to_json(self) -> JSON:
        return {"format": FORMAT, "game": self.info.id, "options": self.options, "seed": self.seed,
                "seats": self.seats, "names": self.names, "timers": self.timers, "standins": self.standins,
                "earlier": self.earlier.to_json(),
                "hands": [h.to_json(actions=i == len(self.hands) - 1) for i, h in enumerate(self.hands)]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any, info: GameInfo | None = None, *,
                  resolve: Callable[[str], GameInfo] = registry.get, **runtime: Any) -> Master:
        """Rebuild a saved match by re-applying its actions; any problem raises ``MatchError``.

        ``runtime`` are the constructor's keywords that are not saved (clock, bot_delay)."""
        d = migrate(data, resolve)
        try:
            info = info or resolve(str(d["game"]))
            hands = d["hands"]
            if not isinstance(hands, list):
                raise ValueError("no list of hands")
            m = cls(info, dict(d["options"]), int(d["seed"]), [str(s) for s in d["seats"]],
                    [str(n) for n in d["names"]], timers=bool(d.get("timers", False)),
                    standins=[str(s) for s in d["standins"]] if "standins" in d else None,
                    carry=hands[0].get("carry") if hands else None, **runtime)
            m._settling = True  # the table's own answers are in the record: never add them twice
            m.earlier = Earlier.from_json(d.get("earlier"), info.seats)
            for i, h in enumerate(hands):
                if "actions" not in h:  # a finished hand kept for its result: nothing to replay
                    if i == len(hands) - 1 or m.dealt:
                        raise ValueError(f"hand {i + 1} has no actions but is not before every replayed hand")
                    m.hands.append(kept_hand(h, info.seats))
                    m._first_carry = hands[i + 1].get("carry")  # the next hand starts from its saved carry
                    continue
                m.start_hand(int(h["seed"]))
                if action_key(h.get("carry")) != action_key(m.hand.carry):
                    raise ValueError(f"hand {i + 1}: the carry-over differs from the previous hand's")
                for seat, action in h["actions"]:
                    apply_recorded(info, lambda: m.state, int(seat), dict(action), m._apply_recorded)
                if i < len(hands) - 1:
                    settle_recorded(info, lambda: m.state, m._apply_recorded)
                if i < len(hands) - 1 and not m.is_over():
                    raise ValueError(f"hand {i + 1} is not over but a later hand exists")
            m._settling = False
            return m
        except MatchError:
            raise
        except Exception as e:  # noqa: BLE001 - a save may hold anything: whatever it breaks, it is damaged
            raise damaged(f"{type(e).__name__}: {str(e)[:200]}") from e

    @classmethod
    def loads(cls, text: str, info: GameInfo | None = None, **kw: Any) -> Master:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError) as e:
            raise damaged("not JSON") from e
        return cls.from_json(data, info, **kw)

    def _apply_recorded(self, seat: int, action: Action) -> None:
        self._apply(seat, action, None)

    @classmethod
    def from_replay(cls, rp: Replay, resolve: Callable[[str], GameInfo] = registry.get,
                    watch: Callable[[Master], None] | None = None) -> Master:
        """Play a replay's actions through a Master of people only; ``ReplayError`` at the first refusal.

        ``watch`` sees the Master after the deal and after every action applied (the replay viewer
        keeps each position from it)."""
        info = resolve(rp.game)
        m = cls(info, rp.options, rp.seed, ["remote"] * info.seats, carry=rp.carry)
        m._settling = True  # a replay records every answer, the table's own too
        m.start_hand(rp.seed)
        if watch is not None:
            watch(m)
            m.on_action = lambda _applied: watch(m)
        for i, (seat, action) in enumerate(rp.actions):
            try:
                apply_recorded(info, lambda: m.state, seat, action, m.act)
            except IllegalAction as e:
                raise ReplayError(i, f"action {i} ({action}) by seat {seat} refused: {e}") from e
        if rp.final is not None:
            check_final_position(info, rp.final, m.state, len(rp.actions))
        m._settling = False
        return m


def migrate(d: Any, resolve: Callable[[str], GameInfo] = registry.get) -> JSON:
    """A saved match in the current format: older formats are upgraded, anything else refused.

    paiju-match/1 (before the Master) had the same fields but no ``standins``: a person's seat was
    taken over by the game's first bot level, and bots were seeded once per hand. Its actions
    replay unchanged; the bots' later moves follow today's rule, and today's normal level stands in."""
    if not isinstance(d, dict):
        raise damaged("not a saved match")
    fmt = d.get("format")
    if fmt == FORMAT:
        return d
    if fmt == "paiju-match/1":
        info_id = d.get("game")
        try:
            first = default_level(resolve(str(info_id)))
        except KeyError as e:
            raise damaged(f"unknown game {info_id!r}") from e
        seats = d.get("seats")
        n = len(seats) if isinstance(seats, list) else 0
        return {**d, "format": FORMAT, "standins": [first] * n}
    if is_newer(fmt, FORMAT):
        raise MatchError("E_SAVE_NEWER", NEWER)
    raise damaged(f"unknown format {str(fmt)[:40]!r}")
