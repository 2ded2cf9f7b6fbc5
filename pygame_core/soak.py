"""Soak: many random and bot hands over every option mix, every rule of the game contract checked
after every action (the engine of ``python -m pygame_core soak``).

A *series* is a few hands of one Master with a random valid option mix and a random seating (bot
levels and uniform-random players); the next hand starts from the previous hand's carry. Series
``j`` of ``--seed S`` depends only on (game, S, j), so each failure prints a line that replays it
alone (``--only j``).
"""

from __future__ import annotations

import math
import multiprocessing
import random
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .core import registry
from .core.errors import OptionsError
from .core.game import JSON, Action, GameInfo, GameState, OptionField
from .core.rng import derive_seed
from .table.master import Master

MAX_ACTIONS = 5_000  # a hand that has not ended by then never will (the longest bot hands are ~600)
RANDOM = "random"  # a seat that picks uniformly among its legal actions
SERIES_MAX = 3  # hands per series: 1..3
# The exact cheap checks (``check_light``) run after every action of every series. The deep ones
# (``check_position``: notation round trip, every seat's view, a spread of listed actions applied on
# copies) run at the deal, at the end of each hand, at one drawn ply and at a deterministic sample of
# the others (about one in DEEP_RATE, drawn from the series' own seed, so the hands played do not
# depend on it); series j with j % DEEP_EVERY == 0 check every action deeply.
DEEP_EVERY = 64
DEEP_RATE = 48  # a deep check costs ~5-10 plies of play: 1 in 48 plus the deal, the end and a probe per hand
RELOAD_EVERY = 8  # series j with j % RELOAD_EVERY == 0 also save and restore the whole series at its end
SEARCH_SERIES = 0.01  # share of series with one hard (searching) seat: it thinks ~0.4 s a move, against a clock


@dataclass
class Failure:
    game: str
    series: int
    hand: int
    action: int
    options: JSON
    seats: list[str]
    error: str
    trace: str
    repro: str

    def to_json(self) -> JSON:
        return dict(self.__dict__)


@dataclass
class SeriesResult:
    series: int = 0
    hands: int = 0
    actions: int = 0
    failure: Failure | None = None


@dataclass
class SoakReport:
    game: str
    seed: int
    first_series: int = 0
    next_series: int = 0  # where a later run continues (--start): every series before it was played
    hands: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)
    stopped: bool = False  # interrupted before the planned hands were played

    def to_json(self) -> JSON:
        return {"game": self.game, "seed": self.seed, "first_series": self.first_series,
                "next_series": self.next_series, "hands": self.hands, "actions": self.actions,
                "seconds": round(self.seconds, 3),
                "hands_per_second": round(self.hands / self.seconds, 2) if self.seconds else None,
                "stopped": self.stopped,
                "failures": [f.to_json() for f in self.failures]}


# --- option mixes ----------------------------------------------------------------------------
def _field_value(f: OptionField, rnd: random.Random) -> Any:
    if f.kind == "bool":
        return rnd.random() < 0.5
    if f.kind == "choice":
        return rnd.choice(f.choices)
    lo = f.min if f.min is not None else 0
    # Open-ended ranges: stay near the default, where the rules are meant to be played.
    hi = f.max if f.max is not None and f.max - lo <= 1000 else max(lo, int(f.default) * 2)
    return rnd.randint(lo, hi)


def option_mix(info: GameInfo, rnd: random.Random) -> JSON:
    """A valid option mix: a random preset with a random subset of fields redrawn (a mix the game
    refuses is drawn again; the bare preset is the last resort)."""
    preset = rnd.choice(list(info.presets))
    for _ in range(20):
        raw = dict(info.presets[preset])
        for f in info.fields:
            if rnd.random() < 0.3:
                raw[f.key] = _field_value(f, rnd)
        try:
            return info.validate_options(raw)
        except OptionsError:
            continue
    return info.options_for(preset)


def seating(info: GameInfo, rnd: random.Random) -> list[str]:
    """Random players mixed with bot levels: a third of the series are random players only (the
    fast, odd hands), the rest draw each seat; a hard (searching) seat is rare (it is slow)."""
    levels = [lv for lv in info.bots if lv != "hard"]
    if rnd.random() < 1 / 3:
        return [RANDOM] * info.seats
    out = [RANDOM if rnd.random() < 0.4 else "bot:" + rnd.choice(levels) for _ in range(info.seats)]
    if "hard" in info.bots and rnd.random() < SEARCH_SERIES:
        out[rnd.randrange(info.seats)] = "bot:hard"
    return out


def series_plan(game: str, seed: int, j: int) -> tuple[random.Random, int]:
    rnd = random.Random(derive_seed(game, seed, "soak", j))
    return rnd, rnd.randint(1, SERIES_MAX)


def plan(game: str, seed: int, hands: int, start: int = 0) -> list[tuple[int, int]]:
    """(series, hands to play in it) from series ``start`` until ``hands`` hands in all."""
    out, total, j = [], 0, start
    while total < hands:
        n = min(series_plan(game, seed, j)[1], hands - total)
        out.append((j, n))
        total += n
        j += 1
    return out


# --- the checks ------------------------------------------------------------------------------
def json_safe(obj: Any, what: str) -> None:
    """``obj`` comes back equal from JSON: built of dicts with text keys, lists, text, finite
    numbers, booleans and None only (a walk, several times cheaper than a dumps/loads round trip)."""
    stack = [obj]
    plain = _PLAIN
    while stack:
        x = stack.pop()
        t = type(x)
        if t is dict:
            for k in x:
                if type(k) is not str:
                    raise AssertionError(f"{what} does not survive JSON: a key that is not text in {_cut(x)}")
            # text, whole numbers, booleans and None need no further look: only the rest is stacked
            stack.extend([v for v in x.values() if type(v) not in plain])
        elif t is list:
            stack.extend([v for v in x if type(v) not in plain])
        elif t is float:
            if not math.isfinite(x):
                raise AssertionError(f"{what} does not survive JSON: {x}")
        elif t not in _SCALARS:
            raise AssertionError(f"{what} does not survive JSON: a {t.__name__} in {_cut(x)}")


_SCALARS = (str, int, bool, type(None))
_PLAIN = frozenset(_SCALARS)


def _cut(x: Any) -> str:
    return repr(x)[:120]


def check_light(info: GameInfo, state: GameState) -> dict[int, list[Action]]:
    """The exact cheap checks after every action: the rules' invariants, somebody to act while the
    hand is not over, and a legal action for each of them (the one chosen is then applied).
    Returns the legal actions of each seat to act (a random player picks from them)."""
    state.check_invariants()
    if state.is_over():
        return {}
    acting = state.to_act()
    if not acting:
        raise AssertionError("the hand is not over but nobody is to act")
    out = {}
    for seat in acting:
        legal = state.legal_actions(seat)
        if not legal:
            raise AssertionError(f"seat {seat} is to act but has no legal action")
        out[seat] = legal
    return out


def check_position(info: GameInfo, state: GameState) -> dict[int, list[Action]]:
    """The deep checks: ``check_light`` and the notation round trip, every view and the legal
    actions survive JSON, and a spread of the listed actions applies on copies."""
    legal_now = check_light(info, state)
    text = state.notation()
    back = type(state)(text)  # type: ignore[call-arg]  # State(text) is every game's constructor
    if back.notation() != text:
        raise AssertionError(f"notation does not round-trip:\n  {text}\n  {back.notation()}")
    for seat in [None, *range(info.seats)]:
        json_safe(state.view(seat), f"view of seat {seat}")
    for seat, legal in legal_now.items():
        json_safe(legal, f"legal actions of seat {seat}")
        # Every listed action must apply; a spread of them per ply (all of a 33-card hand's plays at
        # every ply would cost most of the soak) covers them over a run.
        for a in _spread(legal):
            state.clone().apply(seat, a)  # raises IllegalAction if a listed action is refused
    return legal_now


def _spread(legal: list[Action]) -> list[Action]:
    """The first, the last and two between: what differs most in a sorted list of actions."""
    if len(legal) <= 4:
        return legal
    n = len(legal) - 1
    return [legal[0], legal[n // 3], legal[2 * n // 3], legal[n]]


def check_result(info: GameInfo, state: GameState, carry: JSON | None) -> None:
    """The hand is over: returns in range, and the declared winners are the ones scored."""
    ret = state.returns()
    if len(ret) != info.seats or any(not math.isfinite(r) or not 0.0 <= r <= 1.0 for r in ret):
        raise AssertionError(f"returns out of range: {ret}")
    res = state.result()
    json_safe(res, "result")
    json_safe(state.carry(), "carry")
    check = CHECKS.get(info.id)
    if check is not None:
        check(ret, res, carry)


def _huaniao(ret: list[float], res: JSON, carry: JSON | None) -> None:
    w = res.get("winner")
    if w is not None and ret[w] != max(ret):
        raise AssertionError(f"winner {w} but returns {ret}")
    if w is not None and ret[w] <= 0:
        raise AssertionError(f"winner {w} scores nothing: returns {ret}")


def _gouji(ret: list[float], res: JSON, carry: JSON | None) -> None:
    if sum(res.get("points", [])) != 0:
        raise AssertionError(f"points do not sum to zero: {res.get('points')}")
    team = res.get("winner_team")
    if team in (0, 1) and any(ret[s] != 1.0 for s in range(team, len(ret), 2)):
        raise AssertionError(f"team {team} won but returns {ret}")


def _paohuzi(ret: list[float], res: JSON, carry: JSON | None) -> None:
    delta = res["scores"]  # this hand's; match_scores add the series so far
    if sum(delta) != 0:
        raise AssertionError(f"this hand's scores do not sum to zero: {delta}")
    before = (carry or {}).get("scores") or [0] * len(ret)
    if res["match_scores"] != [a + b for a, b in zip(before, delta, strict=True)]:
        raise AssertionError(f"match scores {res['match_scores']} != carried {before} + this hand {delta}")
    wins = res.get("wins", [])
    # A lone win must pay its winner (with 血流 several wins may offset each other).
    if len(wins) == 1 and delta[wins[0]["seat"]] <= 0:
        raise AssertionError(f"seat {wins[0]['seat']} declared the only win but scored {delta[wins[0]['seat']]}")
    if not wins and any(delta):
        raise AssertionError(f"nobody won (荒庄) but scores moved: {delta}")


CHECKS: dict[str, Callable[[list[float], JSON, JSON | None], None]] = {
    "huaniao": _huaniao, "gouji": _gouji, "paohuzi": _paohuzi}


# --- playing ---------------------------------------------------------------------------------
def repro_line(game: str, seed: int, j: int) -> str:
    return f"python -m pygame_core soak --game {game} --seed {seed} --only {j}"


def play_series(game: str, seed: int, j: int, hands: int | None = None) -> SeriesResult:
    """Series ``j``: up to ``hands`` hands (its planned number when None), stopping at a failure."""
    info = registry.get(game)
    rnd, planned = series_plan(game, seed, j)
    n = planned if hands is None else hands
    options = option_mix(info, rnd)
    seats = seating(info, rnd)
    pick = random.Random(rnd.getrandbits(64))
    m = Master(info, options, rnd.getrandbits(63), [RANDOM_KIND if s == RANDOM else s for s in seats])
    deep = j % DEEP_EVERY == 0
    sample = random.Random(derive_seed(game, seed, "soak-deep", j))  # which plies a light series checks deeply
    out = SeriesResult(j)
    for h in range(n):
        try:
            m.start_hand()
            carry = m.hand.carry
            legal = check_position(info, m.state)  # the checked position's lists, reused for the pick
            probe = pick.randrange(1, 200)  # the ply a light series checks deeply too
            while not m.is_over():
                if m.ply >= MAX_ACTIONS:
                    raise AssertionError(f"no end after {MAX_ACTIONS} actions")
                seat = m.to_act()[0]
                if m.is_bot(seat):
                    m.step_bot()
                else:
                    m.act(seat, pick.choice(legal.get(seat) or m.state.legal_actions(seat)))
                out.actions += 1
                if deep or m.ply == probe or sample.randrange(DEEP_RATE) == 0 or m.is_over():
                    legal = check_position(info, m.state)
                else:
                    legal = check_light(info, m.state)
            check_result(info, m.state, carry)
            out.hands += 1
        except Exception as e:  # noqa: BLE001 - every failure is reported, whatever it is
            out.failure = Failure(game, j, h, m.ply, options, seats, f"{type(e).__name__}: {e}",
                                  "".join(traceback.format_exception(e)[-6:]), repro_line(game, seed, j))
            return out
    if j % RELOAD_EVERY:
        return out
    try:  # the whole series saves and restores to the same position (it replays every action)
        again = Master.loads(m.dumps())
        if again.state.notation() != m.state.notation():
            raise AssertionError("a restored save differs from the match")
    except Exception as e:  # noqa: BLE001
        out.failure = Failure(game, j, n - 1, m.ply, options, seats, f"save: {type(e).__name__}: {e}",
                              "".join(traceback.format_exception(e)[-6:]), repro_line(game, seed, j))
    return out


RANDOM_KIND = "hotseat"  # how a random player sits at the Master: a person at this device


def _job(args: tuple[str, int, int, int]) -> SeriesResult:
    game, seed, j, n = args
    return play_series(game, seed, j, n)


def soak(game: str, hands: int, seed: int = 1, jobs: int = 1, only: int | None = None,
         progress: Callable[[int, int], None] | None = None,
         note: Callable[[str], None] | None = None, start: int = 0) -> SoakReport:
    """Play ``hands`` hands from series ``start`` (or series ``only`` alone); ``progress(hands done,
    hands)`` as they end."""
    registry.get(game)  # an unknown game fails here, before any worker starts
    work = plan(game, seed, hands, start) if only is None else [(only, series_plan(game, seed, only)[1])]
    total = sum(n for _, n in work)
    rep = SoakReport(game, seed, work[0][0] if work else start, work[-1][0] + 1 if work else start)
    t0 = time.perf_counter()
    args = [(game, seed, j, n) for j, n in work]
    results: Iterator[SeriesResult]
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    done: set[int] = set()
    try:
        results = pool.imap_unordered(_job, args, chunksize=4) if pool is not None else map(_job, args)
        for r in results:
            done.add(r.series)
            rep.hands += r.hands
            rep.actions += r.actions
            if r.failure is not None:
                rep.failures.append(r.failure)
                if note is not None:
                    f = r.failure
                    note(f"FAIL series {f.series} hand {f.hand} action {f.action}: {f.error[:300]}\n  {f.repro}")
            if progress is not None:
                progress(rep.hands + len(rep.failures), total)
    except KeyboardInterrupt:  # stopped (Ctrl-C, or SIGTERM from the command line): report what was played
        rep.stopped = True
        if pool is not None:
            pool.terminate()
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    rep.next_series = next((j for j, _n in work if j not in done), rep.next_series)
    rep.seconds = time.perf_counter() - t0
    return rep
