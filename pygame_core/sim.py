"""Bot-vs-bot play: the engine of ``simulate``, the benchmarks and the property tests.

Every game is a hand of a ``Master`` with bot seats only, so it plays exactly as the same seed and
seats would at a local table or between peers.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import registry
from .core.game import Action, Bot, GameInfo, GameState
from .core.replay import Replay
from .core.rng import derive_seed
from .table.master import Master, bot_seed, check_seats


@dataclass
class GameRecord:
    seed: int
    levels: list[str]  # level per seat
    returns: list[float]
    actions: list[tuple[int, Action]]
    final: GameState
    failure: str | None = None
    replay: Replay | None = None


def make_bots(info: GameInfo, levels: Sequence[str], seed: int) -> list[Bot]:
    """One bot per seat for a whole hand, seeded as the Master seeds its first decision (the
    benchmarks time bots outside any table)."""
    check_seats(info, [f"bot:{lv}" for lv in levels])
    return [info.bots[info.level(lv)](seat, bot_seed(seed, seat, 0)) for seat, lv in enumerate(levels)]


def game_seed(seed: int, game: int) -> int:
    """The hand seed of game ``game`` of ``simulate(seed=seed)``."""
    return derive_seed(seed, game)


def play_game(info: GameInfo, options: dict[str, Any], seed: int, levels: Sequence[str],
              *, check: bool = False, max_actions: int = 20_000) -> GameRecord:
    """Play the hand of seed ``seed`` at a Master with a bot of the given level in every seat."""
    m = Master(info, options, seed, [f"bot:{lv}" for lv in levels])
    m.start_hand(seed)
    failure = None
    try:
        while not m.is_over():
            if m.ply >= max_actions:
                raise AssertionError(f"no end after {max_actions} actions")
            m.step_bot()
            if check:
                m.state.check_invariants()
    except (AssertionError, RuntimeError) as e:
        failure = f"seed {seed}: {e}"
    state = m.state
    returns = state.returns() if state.is_over() else [0.0] * info.seats
    return GameRecord(seed, list(levels), returns, list(m.hand.actions), state, failure, m.replay())


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
             progress: Callable[[int, int], None] | None = None,
             record: Callable[[GameRecord], None] | None = None) -> SimReport:
    """Play ``games`` hands. With ``rotate`` the level list shifts one seat each game.

    ``progress(done, games)`` is called after each game, ``record`` gets each game's record."""
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
        rec = play_game(info, options, game_seed(seed, g), seat_levels, check=check)
        if record is not None:
            record(rec)
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
