"""The game contract shared by all three games.

A game module (``pygame_core.games.<id>``) exposes ``GAME: GameInfo``. Its states subclass
``GameState``. Actions are small JSON objects (``dict``) so that they travel unchanged over the
peer protocol and into replays; each game also gives them a one-line text notation.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .i18n import Text
from .rng import SplitMix64

Action = dict[str, Any]
JSON = dict[str, Any]


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


class GameState(ABC):
    """One hand (song) of a game. Mutable; ``apply`` checks everything before it changes anything."""

    game_id: str = ""
    num_seats: int = 0

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
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply or raise ``IllegalAction`` (code + reason), leaving the state unchanged."""

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

    @abstractmethod
    def notation(self) -> str:
        """The whole position as one line of text; ``GameInfo.load`` reads it back."""

    @abstractmethod
    def clone(self) -> GameState: ...

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
    bot_labels: Mapping[str, Text]
    determinize: Callable[[JSON, int, SplitMix64], GameState] | None = None

    def options_for(self, preset: str | None = None, **overrides: Any) -> JSON:
        """Validated options: a preset's values with overrides on top."""
        base = dict(self.presets[preset or self.default_preset])
        base.update(overrides)
        return self.validate_options(base)
