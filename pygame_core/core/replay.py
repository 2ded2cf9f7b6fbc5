"""Replays: (game, options, seed, carry, actions) as JSON, re-applied to the same state anywhere."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import registry
from .codec import SEED_MAX, json_loads, short
from .errors import IllegalAction, PaijuError, ReplayError
from .game import JSON, Action, GameInfo, GameState

# More seats than any game has; -1 marks the answers an older version did not ask for.
MAX_SEATS = 64


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
        """A replay whose every field has the right type, else a ``ReplayError`` saying which. The
        game is not looked up here (a caller may resolve its own games): ``loads`` also deals."""
        if not isinstance(d, dict) or d.get("format") != "paiju-replay/1":
            raise ReplayError(-1, "not a paiju-replay/1 object")
        for key in ("game", "options", "seed", "actions"):
            if key not in d:
                raise ReplayError(-1, f"malformed replay: no {key!r}")
        game, options, seed, carry, final = d["game"], d["options"], d["seed"], d.get("carry"), d.get("final")
        if not isinstance(game, str):
            raise ReplayError(-1, "malformed replay: the game must be a name (text)")
        if not isinstance(options, dict):
            raise ReplayError(-1, "malformed replay: options must be an object")
        if not _is_int(seed) or not 0 <= seed <= SEED_MAX:
            raise ReplayError(-1, f"malformed replay: the seed must be an integer in 0..{SEED_MAX}, not {short(seed)}")
        if carry is not None and not isinstance(carry, dict):
            raise ReplayError(-1, "malformed replay: carry must be an object")
        if final is not None and not isinstance(final, str):
            raise ReplayError(-1, "malformed replay: final must be a position (text)")
        if not isinstance(d["actions"], list):
            raise ReplayError(-1, "malformed replay: actions must be a list")
        actions: list[tuple[int, Action]] = []
        for i, pair in enumerate(d["actions"]):
            if not (isinstance(pair, list) and len(pair) == 2 and _is_int(pair[0]) and isinstance(pair[1], dict)):
                raise ReplayError(i, f"malformed replay: action {i} is not [seat, {{action}}]: {short(pair, 80)}")
            if not -1 <= pair[0] < MAX_SEATS:
                raise ReplayError(i, f"malformed replay: action {i}'s seat must be in -1..{MAX_SEATS - 1}, "
                                     f"not {short(pair[0])}")
            actions.append((pair[0], dict(pair[1])))
        return cls(game, dict(options), seed, actions, carry, final)

    @classmethod
    def loads(cls, text: str) -> Replay:
        try:
            # Numbers past any field's range are refused as the JSON is read; those a field may be
            # near (a seed of 2**64) reach the check that names the field.
            rp = cls.from_json(json_loads(text, 2**128))
        except (ValueError, RecursionError) as e:
            raise ReplayError(-1, f"replay is not JSON within its bounds: {str(e)[:120]}") from e
        rp.start()  # a replay file of a registered game: refuse options or a carry it cannot deal from
        return rp

    def start(self) -> GameState:
        if self.game not in registry.GAME_IDS:
            raise ReplayError(-1, f"unknown game {self.game[:40]!r}; known: {', '.join(registry.GAME_IDS)}")
        info = registry.get(self.game)
        try:
            return info.new(info.validate_options(self.options), self.seed, self.carry)
        except PaijuError as e:
            raise ReplayError(-1, f"the hand cannot be dealt: {e.message('en')}") from e
        except Exception as e:  # noqa: BLE001 - a replay may hold anything; the game refuses it here
            raise ReplayError(-1, f"the hand cannot be dealt from these options and carry "
                                  f"({type(e).__name__}: {str(e)[:120]})") from e

    def run(self, check_final: bool = True) -> GameState:
        """Re-apply every action; raise ReplayError at the first one refused or out of turn."""
        state = self.start()
        info = registry.get(self.game)
        for i, (seat, action) in enumerate(self.actions):
            try:  # the engine refuses a seat out of turn like any other breach
                apply_recorded(info, lambda: state, seat, action, state.apply)
            except IllegalAction as e:
                raise ReplayError(i, f"action {i} ({action}) by seat {seat} refused: {e}") from e
            except Exception as e:  # noqa: BLE001 - a recorded action may be malformed in any way
                raise ReplayError(i, f"action {i} ({short(action, 80)}) by seat {seat} is malformed "
                                     f"({type(e).__name__})") from e
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
        if missing is None:
            return  # the answers given already include this recorded one
        if not missing:
            break
        for s, a in missing:
            apply(s, a)
    if seat >= 0:
        apply(seat, action)


def settle_recorded(info: GameInfo, state: Callable[[], GameState], apply: Callable[[int, Action], object]) -> None:
    """After the last recorded action of a hand: the answers an older version did not ask for."""
    if info.catch_up is not None and not state().is_over():
        apply_recorded(info, state, -1, {"a": ""}, apply)


def check_final_position(info: GameInfo, final: str, state: GameState, index: int) -> None:
    """Raise ``ReplayError`` unless ``state`` is the recorded ``final`` position, read as today's
    engine reads it (an older version may have written the same position otherwise)."""
    try:
        expected = info.load(final).notation()
    except Exception as e:  # noqa: BLE001 - a damaged final position is any text at all
        why = e.message("en") if isinstance(e, PaijuError) else f"{type(e).__name__}: {str(e)[:120]}"
        raise ReplayError(index, f"all {index} actions replay, but the recorded final position cannot be "
                                 f"read by this version to compare it: {why}") from e
    if expected != state.notation():
        raise ReplayError(index, f"final position differs:\n  expected {final}\n  got      {state.notation()}")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)
