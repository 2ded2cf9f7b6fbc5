"""Bot-vs-bot play: the engine of ``simulate``, the benchmarks and the property tests."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import registry
from .core.game import Action, Bot, GameInfo, GameState
from .core.rng import derive_seed


@dataclass
class GameRecord:
    seed: int
    levels: list[str]  # level per seat
    returns: list[float]
    actions: list[tuple[int, Action]]
    final: GameState
    failure: str | None = None


def make_bots(info: GameInfo, levels: Sequence[str], seed: int) -> list[Bot]:
    for lv in levels:
        if lv not in info.bots:
            raise ValueError(f"{info.id} has no bot level {lv!r}; levels: {', '.join(info.bots)}")
    return [info.bots[lv](seat, derive_seed(seed, "bot", seat)) for seat, lv in enumerate(levels)]


def play_game(info: GameInfo, options: dict[str, Any], seed: int, levels: Sequence[str],
              *, check: bool = False, max_actions: int = 20_000) -> GameRecord:
    """Play one hand with the given bot levels per seat; bots see only their seat's view."""
    state = info.new(options, seed, None)
    bots = make_bots(info, levels, seed)
    actions: list[tuple[int, Action]] = []
    failure = None
    try:
        while not state.is_over():
            if len(actions) >= max_actions:
                raise AssertionError(f"no end after {max_actions} actions")
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if not legal:
                raise AssertionError(f"seat {seat} must act but has no legal action")
            action = bots[seat].choose(state.view(seat), legal)
            state.apply(seat, action)
            actions.append((seat, action))
            if check:
                state.check_invariants()
    except AssertionError as e:
        failure = f"seed {seed}: {e}"
    returns = state.returns() if state.is_over() else [0.0] * info.seats
    return GameRecord(seed, list(levels), returns, actions, state, failure)


@dataclass
class SimReport:
    game: str
    preset: str
    games: int
    seconds: float
    mean_actions: float
    seat_returns: list[float]
    level_returns: dict[str, float]
    level_games: dict[str, int]
    failures: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "preset": self.preset, "games": self.games,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 3) if self.seconds else None,
            "mean_actions": round(self.mean_actions, 2),
            "win_rate_per_seat": [round(x, 4) for x in self.seat_returns],
            "win_rate_per_level": {k: round(v, 4) for k, v in self.level_returns.items()},
            "seat_games_per_level": self.level_games,
            "invariant_failures": self.failures,
        }


def simulate(game: str, preset: str | None, games: int, seed: int, levels: Sequence[str],
             *, rotate: bool = True, check: bool = True, overrides: dict[str, Any] | None = None,
             progress: Callable[[int, int], None] | None = None) -> SimReport:
    """Play ``games`` hands. With ``rotate`` the level list shifts one seat each game.
    ``progress(done, total)`` is called after each game (e.g. a ``progress.Progress`` bar)."""
    info = registry.get(game)
    preset = preset or info.default_preset
    if preset not in info.presets:
        raise ValueError(f"{game} has no preset {preset!r}; presets: {', '.join(info.presets)}")
    options = info.options_for(preset, **(overrides or {}))
    lv = [levels[i % len(levels)] for i in range(info.seats)]
    seat_tot = [0.0] * info.seats
    lvl_tot: dict[str, float] = {}
    lvl_n: dict[str, int] = {}
    failures: list[str] = []
    n_actions = 0
    t0 = time.perf_counter()
    for g in range(games):
        shift = g % info.seats if rotate else 0
        seat_levels = lv[-shift:] + lv[:-shift] if shift else lv
        rec = play_game(info, options, derive_seed(seed, g), seat_levels, check=check)
        n_actions += len(rec.actions)
        if rec.failure:
            failures.append(rec.failure)
        for s, r in enumerate(rec.returns):
            seat_tot[s] += r
            lvl_tot[seat_levels[s]] = lvl_tot.get(seat_levels[s], 0.0) + r
            lvl_n[seat_levels[s]] = lvl_n.get(seat_levels[s], 0) + 1
        if progress is not None:
            progress(g + 1, games)
    dt = time.perf_counter() - t0
    return SimReport(game, preset, games, dt, n_actions / max(1, games),
                     [x / max(1, games) for x in seat_tot],
                     {k: lvl_tot[k] / lvl_n[k] for k in lvl_tot}, lvl_n, failures)
