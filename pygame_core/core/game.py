"""The game contract shared by all three games.

A game module (``pygame_core.games.<id>``) exposes ``GAME: GameInfo``. Its states subclass
``GameState``. Actions are small JSON objects (``dict``) so that they travel unchanged over the
peer protocol and into replays; each game also gives them a one-line text notation.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Self, final

from .actions import Schema, check_shape
from .codec import PositionCodec, copy_value
from .errors import IllegalAction
from .i18n import Text, tx
from .rng import SplitMix64

Action = dict[str, Any]
JSON = dict[str, Any]

# Every game offers the same three bot levels, weakest first; these older names still load.
LEVELS = ("easy", "normal", "hard")
LEVEL_ALIASES = {"rule": "normal", "search": "hard"}


@dataclass(frozen=True)
class Event:
    """Something that happened, for animation and the log.

    ``audience`` None means every seat (and spectators) sees ``data``. Otherwise only those seats
    see ``data``; everyone else sees ``public`` (a redacted copy, e.g. "B drew a card") or nothing
    when ``public`` is None.
    """

    type: str
    data: JSON = field(default_factory=dict)
    audience: frozenset[int] | None = None
    public: JSON | None = None

    def for_seat(self, seat: int | None) -> JSON | None:
        if self.audience is None or (seat is not None and seat in self.audience):
            return {"type": self.type, **self.data}
        if self.public is None:
            return None
        return {"type": self.type, **self.public}


def events_for(seat: int | None, events: Sequence[Event]) -> list[JSON]:
    """What ``seat`` (None = spectator) may see of ``events``."""
    out = []
    for e in events:
        d = e.for_seat(seat)
        if d is not None:
            out.append(d)
    return out


# The generic refusals, one code each, checked once in ``GameState.apply`` for every game.
REFUSALS: dict[str, Text] = {
    "E_OVER": tx("这一局已经结束", "這一局已經結束", "the hand is over"),
    "E_NOT_YOUR_TURN": tx("还没轮到你", "還沒輪到你", "it is not your turn"),
    "E_PHASE": tx("现在不能这样做", "現在不能這樣做", "that cannot be done now"),
}


def refusal(code: str, reason: Text | None = None) -> IllegalAction:
    return IllegalAction(code, reason or REFUSALS[code])


class GameState(ABC):
    """One hand (song) of a game. Mutable; ``apply`` checks everything before it changes anything.

    A game supplies ``ACTIONS`` (the schema of each action kind), ``action_kinds(seat)`` (the kinds
    ``seat`` may take now) and ``_apply`` (the rules, given a well-formed action of an allowed
    kind). ``CODEC`` is its position codec: ``notation``, ``repr`` and loading go through it.
    """

    game_id: ClassVar[str] = ""
    num_seats: ClassVar[int] = 0
    ACTIONS: ClassVar[Mapping[str, Schema]] = {}
    CODEC: ClassVar[PositionCodec | None] = None
    # Attributes that are caches or scratch space, not position: not copied by ``clone``.
    TRANSIENT: ClassVar[frozenset[str]] = frozenset()

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats that must act now (several at once for simultaneous prompts); empty when over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now.

        Non-empty for every seat in ``to_act()``. A seat that need not act may still hold optional
        actions (such as an undo it is entitled to); the table offers them but never waits for them.
        """

    @abstractmethod
    def action_kinds(self, seat: int) -> frozenset[str]:
        """The action kinds ``seat`` may take now (empty: it is not this seat's turn)."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """The rules for one well-formed action of an allowed kind; refuse (unchanged) or apply."""

    def over_refusal(self, action: Action) -> IllegalAction:
        """Why nothing may be done once the hand is over. A game whose rule book names another code
        returns that one (花鳥風月 §16.3: ``E_NO_PENDING_PROMPT``)."""
        return refusal("E_OVER")

    def turn_refusal(self, seat: int, kind: str) -> IllegalAction:
        """Why ``seat``, which owes nothing now, may not send a ``kind``; a game may say more, or
        give the code its rule book names for that case."""
        return refusal("E_NOT_YOUR_TURN")

    def phase_refusal(self, seat: int, kind: str) -> IllegalAction:
        """Why ``kind`` is not allowed now; a game may name its phase, or give the code its rule
        book names for that case."""
        return refusal("E_PHASE")

    @final
    def apply(self, seat: int, action: Action, *, run: bool = True) -> list[Event]:
        """Apply or raise ``IllegalAction`` (code + reason), leaving the state unchanged.

        The one entry point of every game: the generic refusals are checked here, in this order,
        then the game's ``_apply`` runs, then the automatic steps the rules take by themselves after
        it (跑胡子's draws and the wins that follow them) until someone must decide. ``run=False``
        leaves those steps to ``advance``, one a call: the table runs one a frame, so that a long run
        of them never holds the page. Either way the hand ends in the same position.
        """
        if self.is_over():
            raise self.over_refusal(action)
        kind = check_shape(action, self.ACTIONS)
        if type(seat) is not int or not 0 <= seat < self.num_seats:
            raise refusal("E_NOT_YOUR_TURN")
        kinds = self.action_kinds(seat)
        if not kinds:
            raise self.turn_refusal(seat, kind)
        if kind not in kinds:
            raise self.phase_refusal(seat, kind)
        events = self._apply(seat, action)
        if run:
            while self.pending():
                events = events + self._auto_step()
        return events

    def opening_events(self) -> list[Event]:
        """A fresh deal's own events (each seat's cards, a card shown), asked once before any action:
        the table's log and its replays begin with them. None unless the game deals with events."""
        return []

    def pending(self) -> bool:
        """An automatic step of the rules waits for ``advance`` (nobody is to act, the hand is not
        over): after ``apply(..., run=False)``, or in a position written between two steps."""
        return False

    @final
    def advance(self) -> list[Event]:
        """Run the next automatic step of the rules and return its events."""
        if not self.pending():
            raise refusal("E_PHASE")
        return self._auto_step()

    def _auto_step(self) -> list[Event]:
        """The game's next automatic step (only called while ``pending``)."""
        raise NotImplementedError(f"{type(self).__name__} takes no automatic steps")

    @abstractmethod
    def view(self, seat: int | None) -> JSON:
        """What ``seat`` may know, built by construction; ``None`` is a spectator. JSON-safe."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def returns(self) -> list[float]:
        """Per-seat outcome once over: 1.0 for a win, 0.0 for a loss, fractions for shares."""

    @abstractmethod
    def result(self) -> JSON:
        """Per-seat scores and a summary of how the hand ended (JSON)."""

    def notation(self) -> str:
        """The whole position as one line of text; ``type(self)(text)`` reads it back."""
        if self.CODEC is None:
            raise NotImplementedError(f"{type(self).__name__} has no position codec")
        return self.CODEC.dumps(self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.notation()!r})"

    def clone(self) -> Self:
        """An independent copy (structural: every container copied, atoms shared)."""
        c = object.__new__(type(self))
        skip = self.TRANSIENT
        c.__dict__.update({k: (v if k in skip else copy_value(v)) for k, v in self.__dict__.items()})
        return c

    def memo_legal(self, seat: int, compute: Callable[[int], list[Action]]) -> list[Action]:
        """``compute(seat)`` once per position, each caller getting its own list and dicts: for a
        game whose ``legal_actions`` is asked for several times a ply. It is kept in ``_legal``, which
        the game lists in TRANSIENT and replaces with a new dict whenever the position changes (in
        ``_apply``, after loading), so that a clone sharing the old one keeps it."""
        memo: dict[int, list[Action]] | None = self.__dict__.get("_legal")
        if memo is None:
            memo = self.__dict__["_legal"] = {}
        got = memo.get(seat)
        if got is None:
            got = memo[seat] = compute(seat)
        return [dict(a) for a in got]  # an action's own lists are never changed by the engines

    def timeout_action(self, seat: int) -> Action:
        """What the rules do when ``seat`` runs out of time (defaults to its first legal action)."""
        legal = self.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do")
        return legal[0]

    def carry(self) -> JSON | None:
        """What the next hand of a series needs from this one (first player, tribute, scores)."""
        return None

    def check_invariants(self) -> None:  # noqa: B027 - optional hook, not abstract
        """Raise AssertionError if the state breaks a rule invariant (card conservation...)."""
        return None


class Bot(Protocol):
    """A player that sees only ``view`` (its own seat's view) and the legal actions."""

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action: ...


BotFactory = Callable[[int, int], Bot]  # (seat, seed) -> bot


@dataclass(frozen=True)
class OptionField:
    """One option, described for the start screen and the validator."""

    key: str
    label: Text
    kind: str  # "bool" | "int" | "choice"
    default: Any
    choices: tuple[Any, ...] = ()
    choice_labels: tuple[Text, ...] = ()
    min: int | None = None
    max: int | None = None
    help: Text | None = None


@dataclass(frozen=True)
class GameInfo:
    """Everything the table, the CLI and the protocol need to know about one game."""

    id: str
    title: Text
    seats: int
    presets: Mapping[str, Mapping[str, Any]]
    preset_labels: Mapping[str, Text]
    default_preset: str
    fields: Sequence[OptionField]
    validate_options: Callable[[Mapping[str, Any]], JSON]
    new: Callable[[Mapping[str, Any], int, JSON | None], GameState]
    load: Callable[[str], GameState]
    format_action: Callable[[Action], str]
    parse_action: Callable[[str], Action]
    bots: Mapping[str, BotFactory]
    determinize: Callable[[JSON, int, SplitMix64], GameState] | None = None
    # Rewrites an action recorded by an older version (replays, saves) into today's shape.
    upgrade_action: Callable[[Action], Action] | None = None
    # For a hand recorded before a rule asked more seats: the answers it lacks before a recorded
    # action, or None when the answers given make the recorded one moot (``replay.apply_recorded``).
    catch_up: Callable[[GameState, int, Action], list[tuple[int, Action]] | None] | None = None
    # The 提示 from a seat's own view among the given legal actions (None: the first bot level's
    # choice is the hint).
    hint: Callable[[JSON, Sequence[Action]], Action | None] | None = None
    # One line per preset saying what it plays like (the start screen shows the chosen one's).
    preset_notes: Mapping[str, Text] | None = None
    # Seats that play as one side (够级's two teams); None: every seat for itself. ``duel`` pairs
    # hands by side.
    teams: Sequence[Sequence[int]] | None = None

    def level(self, name: str) -> str:
        """The bot level ``name`` means in this game: one of ``bots``, or a level's older name
        (saves, replays and command lines from before the three shared levels)."""
        if name in self.bots:
            return name
        alias = LEVEL_ALIASES.get(name)
        if alias is not None and alias in self.bots:
            return alias
        raise ValueError(f"{self.id} has no bot level {name!r}; levels: {', '.join(self.bots)}")

    def options_for(self, preset: str | None = None, **overrides: Any) -> JSON:
        """Validated options: a preset's values with overrides on top."""
        base = dict(self.presets[preset or self.default_preset])
        base.update(overrides)
        return self.validate_options(base)
