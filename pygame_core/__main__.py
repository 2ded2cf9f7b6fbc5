"""Command line: ``python -m pygame_core simulate|duel|replay|soak|games`` (benchmarks:
``python -m tests.bench``)."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections.abc import Sequence

from .core import registry
from .core.errors import PaijuError
from .core.replay import Replay
from .duel import duel
from .progress import Progress
from .sim import GameRecord, simulate
from .soak import soak
from .table.master import Master


def _simulate(args: argparse.Namespace) -> int:
    info = registry.get(args.game)
    levels = args.bots.split(",") if args.bots else [next(iter(info.bots))]
    out = open(args.record, "w", encoding="utf-8") if args.record else None

    def record(rec: GameRecord) -> None:
        if out is not None and rec.replay is not None:
            out.write(rec.replay.dumps() + "\n")

    try:
        with Progress(args.games, args.game, "games") as bar:  # stderr only, and only on a terminal
            rep = simulate(args.game, args.preset, args.games, args.seed, levels,
                           rotate=not args.no_rotate, check=not args.no_check, progress=bar,
                           record=record)
    finally:
        if out is not None:
            out.close()
    d = rep.to_json()
    if args.json:
        print(json.dumps(d, ensure_ascii=False, indent=2))
    else:
        print(f"{d['game']} / {d['preset']}: {d['games']} games in {d['seconds']} s "
              f"({d['games_per_second']} games/s), mean {d['mean_actions']} actions per game")
        print("win rate per seat:  " + "  ".join(f"{i}:{r:.3f}" for i, r in enumerate(d["win_rate_per_seat"])))
        print("win rate per level: " + "  ".join(
            f"{k}:{v:.3f} (over {d['seat_games_per_level'][k]} seat-games)"
            for k, v in d["win_rate_per_level"].items()))
        fails = d["invariant_failures"]
        print(f"invariant failures: {len(fails)}")
        for f in fails[:20]:
            print("  " + f)
    return 1 if rep.failures else 0


def _duel(args: argparse.Namespace) -> int:
    with Progress(args.hands, f"{args.game} {args.a}-{args.b}", "deals") as bar:
        rep = duel(args.game, args.preset, args.a, args.b, args.hands, args.seed, jobs=args.jobs, progress=bar)
    print(json.dumps(rep.to_json(), ensure_ascii=False, indent=2) if args.json else rep.summary())
    for f in rep.failures[:20]:
        print("  " + f, file=sys.stderr)
    return 1 if rep.failures else 0


def _replay(args: argparse.Namespace) -> int:
    try:
        with open(args.file, encoding="utf-8") as fh:
            rp = Replay.loads(fh.read())
        state = Master.from_replay(rp).state
    except OSError as e:
        print(f"cannot read {args.file}: {e}", file=sys.stderr)
        return 2
    except PaijuError as e:
        print(e.message("en"), file=sys.stderr)
        return 1
    print(f"ok: {len(rp.actions)} actions re-applied; final position:")
    print(state.notation())
    return 0


def _stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt  # the soak stops; the series in play is not counted, the rest is reported


def _soak(args: argparse.Namespace) -> int:
    signal.signal(signal.SIGTERM, _stop)
    # A soak runs for hours into a log file too: off a terminal the bar is a new line every 30 s.
    tty = sys.stderr.isatty()
    with Progress(args.hands, args.game, "hands", delay=0.5 if tty else 5.0, interval=0.2 if tty else 30.0,
                  enabled=None if tty else os.environ.get("PAIJU_PROGRESS", "1") != "0") as bar:
        rep = soak(args.game, args.hands, args.seed, args.jobs, args.only, progress=bar, note=bar.note,
                   start=args.start)
    d = rep.to_json()
    if args.json:
        print(json.dumps(d, ensure_ascii=False, indent=2))
    else:
        print(f"{d['game']} soak, seed {d['seed']}: {d['hands']} hands, {d['actions']} actions in "
              f"{d['seconds']} s ({d['hands_per_second']} hands/s)")
        print(("stopped early; " if rep.stopped else "") + f"failures: {len(rep.failures)}; series {d['first_series']}..{d['next_series'] - 1} "
              f"(continue with --start {d['next_series']})")
        for f in rep.failures[:50]:
            print(f"  series {f.series} hand {f.hand} action {f.action}: {f.error[:300]}")
            print(f"    options {json.dumps(f.options, ensure_ascii=False)} seats {','.join(f.seats)}")
            print(f"    {f.repro}")
    return 1 if rep.failures else 0


def _games(args: argparse.Namespace) -> int:
    for info in registry.available():
        print(f"{info.id}: {info.title.get('en', info.id)}, {info.seats} seats; "
              f"presets {', '.join(info.presets)}; bots {', '.join(info.bots)}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m pygame_core", description="Paiju engines from the command line")
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("simulate", help="play bot games and report win rates")
    s.add_argument("--game", required=True, choices=registry.GAME_IDS)
    s.add_argument("--preset")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--bots", help="comma-separated levels, one per seat (repeated to fill the table)")
    s.add_argument("--json", action="store_true")
    s.add_argument("--no-rotate", action="store_true", help="keep levels on fixed seats")
    s.add_argument("--no-check", action="store_true", help="skip invariant checks after every action")
    s.add_argument("--record", metavar="FILE", help="write each game's replay to FILE, one JSON line a game")
    s.set_defaults(fn=_simulate)
    d = sub.add_parser("duel", help="two bot levels on the same deals, seats swapped: the gain of A per hand")
    d.add_argument("--game", required=True, choices=registry.GAME_IDS)
    d.add_argument("--a", required=True, help="level A (easy, normal or hard)")
    d.add_argument("--b", required=True, help="level B")
    d.add_argument("--hands", type=int, default=100, help="deals; each is played once per arrangement of A and B")
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--preset")
    d.add_argument("--jobs", type=int, default=1, help="worker processes")
    d.add_argument("--json", action="store_true")
    d.set_defaults(fn=_duel)
    r = sub.add_parser("replay", help="re-apply a replay file; non-zero at the first divergence")
    r.add_argument("file")
    r.set_defaults(fn=_replay)
    k = sub.add_parser("soak", help="random and bot hands over every option mix, checked after every action")
    k.add_argument("--game", required=True, choices=registry.GAME_IDS)
    k.add_argument("--hands", type=int, default=1000)
    k.add_argument("--seed", type=int, default=1)
    k.add_argument("--jobs", type=int, default=1, help="worker processes")
    k.add_argument("--only", type=int, metavar="J", help="play series J alone (a failure's reproduction)")
    k.add_argument("--start", type=int, default=0, metavar="K",
                   help="begin at series K (a later run continues where one stopped: its last 'next series')")
    k.add_argument("--json", action="store_true")
    k.set_defaults(fn=_soak)
    g = sub.add_parser("games", help="list the games")
    g.set_defaults(fn=_games)
    args = p.parse_args(argv)
    try:
        return int(args.fn(args))
    except (ValueError, KeyError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
