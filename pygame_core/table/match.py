"""A match: one game, its options and seats, a series of hands, bots, timers and saving.

The match is the only place that applies actions during play. It knows nothing about screens:
the UI (or the peer host) asks it who must act, hands it human actions, lets it step bots, and
feeds it the wall clock for timers. Everything is re-creatable from ``to_json()``: options, seeds,
seats and the actions of every hand, so a reloaded page replays the current hand to the same state.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..core import registry
from ..core.errors import IllegalAction, OptionsError, PaijuError
from ..core.game import JSON, Action, Bot, Event, GameInfo, GameState, events_for
from ..core.i18n import tx
from ..core.replay import Replay
from ..core.rng import derive_seed
from .rules import TableRules, rules_for

FORMAT = "paiju-match/1"
SEAT_KINDS = ("human", "hotseat", "remote")


class MatchError(PaijuError):
    """A saved match that cannot be restored (corrupt, from another version, or diverging)."""


def check_seats(info: GameInfo, seats: Sequence[str]) -> None:
    """Raise ``ValueError`` unless ``seats`` lists one valid kind per seat of ``info``."""
    if len(seats) != info.seats:
        raise ValueError(f"{info.id} needs {info.seats} seats, got {len(seats)}")
    for s in seats:
        if s.startswith("bot:"):
            if s[4:] not in info.bots:
                raise ValueError(f"{info.id} has no bot level {s[4:]!r}; levels: {', '.join(info.bots)}")
        elif s not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {s!r}")


@dataclass
class Hand:
    """One hand of the series: enough to rebuild it (seed, carry, actions) plus its outcome."""

    seed: int
    carry: JSON | None = None
    actions: list[tuple[int, Action]] = field(default_factory=list)
    returns: list[float] | None = None
    result: JSON | None = None

    def to_json(self) -> JSON:
        d: JSON = {"seed": self.seed, "actions": [[s, a] for s, a in self.actions]}
        if self.carry is not None:
            d["carry"] = self.carry
        if self.returns is not None:
            d["returns"] = self.returns
            d["result"] = self.result
        return d


class Match:
    """A series of hands of one game with fixed seats.

    ``seats[i]`` is ``"human"`` (the one person at this device), ``"hotseat"`` (one of several people
    sharing the device), ``"bot:<level>"`` or ``"remote"`` (acts through the peer layer).
    """

    def __init__(self, info: GameInfo, options: JSON, seed: int, seats: Sequence[str],
                 names: Sequence[str] | None = None, *, timers: bool = False,
                 rules: TableRules | None = None) -> None:
        check_seats(info, seats)
        self.info = info
        self.options: JSON = info.validate_options(options)
        self.seed = seed
        self.seats = list(seats)
        self.names = list(names) if names is not None else [f"{i + 1}" for i in range(info.seats)]
        self.timers = timers
        self.rules = rules or rules_for(info.id)
        self.hands: list[Hand] = []
        self.totals = [0.0] * info.seats
        self.wins = [0] * info.seats
        self.events: list[Event] = []  # every event of the current hand, in order
        self.deadlines: dict[int, float] = {}  # seat -> wall-clock time its current prompt expires
        self.on_change: Callable[[Match], None] | None = None
        self._bots: dict[int, Bot] = {}
        self.state: GameState = self._start_hand(None)

    # --- hands -------------------------------------------------------------------------------
    def _start_hand(self, carry: JSON | None) -> GameState:
        hand = Hand(derive_seed(self.seed, "hand", len(self.hands)), carry)
        self.hands.append(hand)
        self.events = []
        self.deadlines = {}
        self._bots = {}
        return self.info.new(self.options, hand.seed, carry)

    @property
    def hand(self) -> Hand:
        return self.hands[-1]

    @property
    def hand_no(self) -> int:
        return len(self.hands)

    def is_over(self) -> bool:
        return self.state.is_over()

    def next_hand(self) -> None:
        """Start the next hand of the series, carrying what the rules carry (first player, tribute)."""
        if not self.state.is_over():
            raise ValueError("the current hand is not over")
        self.state = self._start_hand(self.state.carry())
        self._changed()

    def _finish_if_over(self) -> None:
        if self.state.is_over() and self.hand.returns is None:
            r = list(self.state.returns())
            self.hand.returns = r
            self.hand.result = self.state.result()
            for i, x in enumerate(r):
                self.totals[i] += x
                if x >= 1.0:
                    self.wins[i] += 1

    # --- who acts ----------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return self.state.to_act()

    def kind(self, seat: int) -> str:
        return self.seats[seat]

    def is_bot(self, seat: int) -> bool:
        """A bot seat, or a person's seat the rules handed to a bot (托管 after timeouts)."""
        return self.seats[seat].startswith("bot:") or self.rules.taken_over(self.state, seat)

    def local_people(self) -> list[int]:
        """Seats played by people at this device."""
        return [i for i, k in enumerate(self.seats) if k in ("human", "hotseat")]

    def bot_to_act(self) -> int | None:
        for s in self.to_act():
            if self.is_bot(s):
                return s
        return None

    def people_to_act(self) -> list[int]:
        """Local people who owe an answer now (in seat order)."""
        return [s for s in self.to_act() if s in self.local_people() and not self.is_bot(s)]

    # --- acting ------------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply a person's (or the peer layer's) action; ``IllegalAction`` leaves all unchanged."""
        events = self.state.apply(seat, action)  # raises IllegalAction, state untouched
        self.hand.actions.append((seat, json.loads(json.dumps(action))))
        self.events.extend(events)
        self.deadlines.pop(seat, None)
        for s in list(self.deadlines):
            if s not in self.state.to_act():
                del self.deadlines[s]
        self._finish_if_over()
        self._changed()
        return events

    def _bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            kind = self.seats[seat]
            level = kind[4:] if kind.startswith("bot:") else self.rules.takeover_level(self.info)
            self._bots[seat] = self.info.bots[level](seat, derive_seed(self.hand.seed, "bot", seat))
        return self._bots[seat]

    def step_bot(self) -> list[Event]:
        """Let one bot that must act choose from its own view; [] if no bot is to act."""
        seat = self.bot_to_act()
        if seat is None:
            return []
        action = self._bot(seat).choose(self.state.view(seat), self.state.legal_actions(seat))
        return self.act(seat, action)

    def run_bots(self, max_steps: int = 100_000) -> list[Event]:
        """Step bots until a person (or a remote seat) must act or the hand is over."""
        out: list[Event] = []
        for _ in range(max_steps):
            if self.state.is_over() or self.bot_to_act() is None:
                break
            out.extend(self.step_bot())
        return out

    # --- timers ------------------------------------------------------------------------------
    def limit(self, seat: int) -> float | None:
        """Seconds this seat has for its current prompt, or None for no timer."""
        return self.rules.time_limit(self.state, seat, self.options, self.timers)

    def tick(self, now: float) -> list[Event]:
        """Inject timeout actions for prompts whose time ran out (``now`` is wall-clock seconds)."""
        out: list[Event] = []
        for _ in range(64):  # a timeout may open a new prompt that is already due; bounded
            due = None
            for s in self.to_act():
                if self.is_bot(s):
                    continue
                lim = self.limit(s)
                if lim is None:
                    self.deadlines.pop(s, None)
                    continue
                if s not in self.deadlines:
                    self.deadlines[s] = now + lim
                if now >= self.deadlines[s] and due is None:
                    due = s
            if due is None:
                break
            del self.deadlines[due]
            out.extend(self.act(due, self.state.timeout_action(due)))
        return out

    def remaining(self, seat: int, now: float) -> float | None:
        d = self.deadlines.get(seat)
        return None if d is None else max(0.0, d - now)

    # --- views and events --------------------------------------------------------------------
    def view(self, seat: int | None) -> JSON:
        return self.state.view(seat)

    def events_since(self, index: int, seat: int | None) -> list[JSON]:
        return events_for(seat, self.events[index:])

    def replay(self) -> Replay:
        h = self.hand
        return Replay(self.info.id, self.options, h.seed, list(h.actions), h.carry, self.state.notation())

    # --- saving ------------------------------------------------------------------------------
    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    def to_json(self) -> JSON:
        return {"format": FORMAT, "game": self.info.id, "options": self.options, "seed": self.seed,
                "seats": self.seats, "names": self.names, "timers": self.timers,
                "hands": [h.to_json() for h in self.hands]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str, info: GameInfo | None = None) -> Match:
        """Rebuild a saved match by re-applying its actions; any problem raises ``MatchError``."""
        bad = tx("存档已损坏，已开始新的一局。", "存檔已損壞，已開始新的一局。",
                 "The saved game was damaged; a new game has started.")
        try:
            d = json.loads(text)
            if not isinstance(d, dict) or d.get("format") != FORMAT:
                raise ValueError("not a paiju-match/1 object")
            info = info or registry.get(str(d["game"]))
            m = cls(info, dict(d["options"]), int(d["seed"]), [str(s) for s in d["seats"]],
                    [str(n) for n in d["names"]], timers=bool(d.get("timers", False)))
            hands = d["hands"]
            if not isinstance(hands, list) or not hands:
                raise ValueError("no hands")
            m.hands = []
            for i, h in enumerate(hands):
                carry = h.get("carry")
                m.state = m._start_hand(carry)
                if int(h["seed"]) != m.hand.seed:
                    raise ValueError(f"hand {i}: seed mismatch")
                for seat, action in h["actions"]:
                    m.events.extend(m.state.apply(int(seat), dict(action)))
                    m.hand.actions.append((int(seat), dict(action)))
                m._finish_if_over()
                if i < len(hands) - 1 and not m.state.is_over():
                    raise ValueError(f"hand {i} is not over but a later hand exists")
            m.deadlines = {}
            return m
        except (IllegalAction, OptionsError, KeyError, TypeError, ValueError, AttributeError,
                json.JSONDecodeError) as e:
            raise MatchError("E_SAVE", {k: f"{v} ({e})" for k, v in bad.items()}) from e
