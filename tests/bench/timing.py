"""Timings run both on CPython and inside the page's Pyodide: complete random hands per second, and
bot decision times. Standard library and pygame_core only, and no relative import: the browser
bench sends this file's source to the page (``window.paiju.runPython``), so one implementation
measures both interpreters."""

from __future__ import annotations

import time
from typing import Any

from pygame_core.core import registry
from pygame_core.core.rng import SplitMix64, derive_seed
from pygame_core.sim import make_bots
from pygame_core.table.master import bot_seed, default_level


def songs_per_second(game: str, preset: str, seconds: float = 2.0, seed: int = 1) -> dict[str, Any]:
    """Complete random-playout hands per second."""
    info = registry.get(game)
    options = info.options_for(preset)
    rng = SplitMix64(seed)
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = info.new(options, derive_seed(seed, n), None)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.uniform(len(legal))])
        n += 1
    dt = time.perf_counter() - t0
    return {"game": game, "preset": preset, "hands": n, "seconds": round(dt, 3),
            "hands_per_second": round(n / dt, 2)}


def decision_positions(game: str, preset: str, n: int, seed: int = 1,
                       per_hand: int = 10) -> list[tuple[int, int, Any, list[Any]]]:
    """``n`` real decisions (seat, hand seed, view, legal; two legal moves at least) spread evenly over
    whole hands played by the default level: up to ``per_hand`` from each hand, from its start to its
    end, so the sample is not the first few (often trivial) decisions of a hand."""
    info = registry.get(game)
    options = info.options_for(preset)
    out: list[tuple[int, int, Any, list[Any]]] = []
    g = 0
    while len(out) < n and g < 10 * n + 10:
        hand_seed = derive_seed(seed, "bench", g)
        state = info.new(options, hand_seed, None)
        bots = make_bots(info, [default_level(info)] * info.seats, derive_seed(seed, g))
        hand: list[tuple[int, int, Any, list[Any]]] = []
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            if len(legal) > 1:
                hand.append((seat, hand_seed, view, legal))
            state.apply(seat, bots[seat].choose(view, legal))
        k = min(per_hand, n - len(out), len(hand))
        out.extend(hand[(2 * i + 1) * len(hand) // (2 * k)] for i in range(k))
        g += 1
    return out


def bot_decision_times(game: str, preset: str, level: str, n: int = 50, seed: int = 1) -> dict[str, Any]:
    """Time ``n`` decisions of bot ``level`` at ``decision_positions`` (mid-hand ones included): wall
    clock, and processor time (``cpu_``), which a machine busy with other work barely moves."""
    info = registry.get(game)
    times: list[float] = []
    cpu: list[float] = []
    for i, (seat, hand_seed, view, legal) in enumerate(decision_positions(game, preset, n, seed)):
        bot = info.bots[info.level(level)](seat, bot_seed(hand_seed, seat, i))
        t0, c0 = time.perf_counter(), time.process_time()
        bot.choose(view, legal)
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    times.sort()
    cpu.sort()

    def pct(p: float, xs: list[float] = times) -> float:
        return round(1000 * xs[min(len(xs) - 1, int(p * len(xs)))], 2)

    return {"game": game, "preset": preset, "level": level, "decisions": len(times),
            "p50_ms": pct(0.5), "p95_ms": pct(0.95), "max_ms": pct(1.0),
            "cpu_p50_ms": pct(0.5, cpu), "cpu_p95_ms": pct(0.95, cpu)}


def snippet(call: str) -> str:
    """This module's source followed by ``result = <call>``: what the page's runPython hook runs."""
    with open(__file__, encoding="utf-8") as f:
        return f.read() + f"\n\nresult = {call}\n"


def step_times(game: str, preset: str, level: str, hands: int = 1, seed: int = 1, top: int = 5) -> dict[str, Any]:
    """The longest atomic steps of ``hands`` whole hands played by ``level`` bots: engine steps
    (``apply``, by action, and each automatic step of the rules after it) and the choices of bots that do not think in slices (a searching bot's
    choice is spread over frames, so only its engine steps count). Steps the table cannot split:
    what remains of a long task once the table spreads its own work over frames. Processor time,
    which other work on the machine barely moves (in Pyodide the page's clock)."""
    info = registry.get(game)
    options = info.options_for(preset)
    steps: list[tuple[float, str]] = []
    for g in range(hands):
        hand_seed = derive_seed(seed, "steps", g)
        state = info.new(options, hand_seed, None)
        bots = make_bots(info, [level] * info.seats, derive_seed(seed, g))
        ply = 0
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            bot = bots[seat]
            t0 = time.process_time()
            action = bot.choose(view, legal)
            dt = time.process_time() - t0
            if not hasattr(bot, "think"):
                steps.append((dt, f"bot {level} {action.get('a', '?')} (ply {ply}, phase {view.get('phase')})"))
            t0 = time.process_time()
            state.apply(seat, action, run=False)  # as the table applies it: its automatic steps after
            steps.append((time.process_time() - t0, f"apply {action.get('a', '?')} (ply {ply}, phase {view.get('phase')})"))
            n = 0
            while state.pending():
                t0 = time.process_time()
                state.advance()
                n += 1
                steps.append((time.process_time() - t0, f"automatic step {n} after ply {ply}"))
            ply += 1
        t0 = time.process_time()
        state.returns()
        state.result()
        steps.append((time.process_time() - t0, "returns + result"))
    steps.sort(reverse=True)
    return {"game": game, "level": level, "hands": hands,
            "longest": [[round(1000 * dt, 1), what] for dt, what in steps[:top]]}
