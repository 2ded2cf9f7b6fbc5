"""Replays: (game, options, seed, carry, actions) as JSON, re-applied to the same state anywhere."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import registry
from .errors import IllegalAction, PaijuError, ReplayError
from .game import JSON, Action, GameInfo, GameState


@dataclass
class Replay:
    game: str
    options: JSON
    seed: int
    actions: list[tuple[int, Action]] = field(default_factory=list)
    carry: JSON | None = None
    final: str | None = None  # position notation after the last action, when known

    def to_json(self) -> JSON:
        d: JSON = {
            "format": "paiju-replay/1",
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "actions": [[s, a] for s, a in self.actions],
        }
        if self.carry is not None:
            d["carry"] = self.carry
        if self.final is not None:
            d["final"] = self.final
        return d

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, d: Any) -> Replay:
        if not isinstance(d, dict) or d.get("format") != "paiju-replay/1":
            raise ReplayError(-1, "not a paiju-replay/1 object")
        try:
            actions = [(int(s), dict(a)) for s, a in d["actions"]]
            return cls(str(d["game"]), dict(d["options"]), int(d["seed"]), actions,
                       d.get("carry"), d.get("final"))
        except (KeyError, TypeError, ValueError) as e:
            raise ReplayError(-1, f"malformed replay: {e}") from e

    @classmethod
    def loads(cls, text: str) -> Replay:
        try:
            return cls.from_json(json.loads(text))
        except json.JSONDecodeError as e:
            raise ReplayError(-1, f"replay is not JSON: {e}") from e

    def start(self) -> GameState:
        info = registry.get(self.game)
        return info.new(info.validate_options(self.options), self.seed, self.carry)

    def run(self, check_final: bool = True) -> GameState:
        """Re-apply every action; raise ReplayError at the first one refused or out of turn."""
        state = self.start()
        info = registry.get(self.game)
        for i, (seat, action) in enumerate(self.actions):
            try:  # the engine refuses a seat out of turn like any other breach
                apply_recorded(info, lambda: state, seat, action, state.apply)
            except IllegalAction as e:
                raise ReplayError(i, f"action {i} ({action}) by seat {seat} refused: {e}") from e
        if check_final and self.final is not None:
            check_final_position(registry.get(self.game), self.final, state, len(self.actions))
        return state


def apply_recorded(info: GameInfo, state: Callable[[], GameState], seat: int, action: Action,
                   apply: Callable[[int, Action], object]) -> None:
    """Apply one action recorded by any version (replays, saves, reveals) through ``apply``: in
    today's shape, after the answers an older version did not ask for (``GameInfo.catch_up``)."""
    if info.upgrade_action is not None:
        action = info.upgrade_action(action)
    for _ in range(64):  # each round answers one prompt the old engine skipped
        missing = info.catch_up(state(), seat, action) if info.catch_up is not None else []
        if not missing:
            break
        for s, a in missing:
            apply(s, a)
    apply(seat, action)


def check_final_position(info: GameInfo, final: str, state: GameState, index: int) -> None:
    """Raise ``ReplayError`` unless ``state`` is the recorded ``final`` position, read as today's
    engine reads it (an older version may have written the same position otherwise)."""
    try:
        expected = info.load(final).notation()
    except PaijuError as e:
        raise ReplayError(index, f"all {index} actions replay, but the recorded final position cannot be "
                                 f"read by this version to compare it: {e.message('en')}") from e
    if expected != state.notation():
        raise ReplayError(index, f"final position differs:\n  expected {final}\n  got      {state.notation()}")
