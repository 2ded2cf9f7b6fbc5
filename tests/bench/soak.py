"""The soak, this tree against another commit, side by side (not a test):

    python -m tests.bench.soak [--base main] [--game G ...] [--hands N] [--seed S] [--rounds R]

The base commit is unpacked with ``git archive`` into a temporary directory (no worktree, nothing
written into the repository) and both trees run ``python -m pygame_core soak --jobs 1 --json`` on the
same game, seed and hand count, alternately, ``--rounds`` times each, so the machine's load falls
on both alike. The same seed plays the same series in both (the soak draws its seatings, options and
random moves from the seed alone), so each child also digests every hand it ends (its actions, final
position and result) and the two trees must agree on every digest, or the comparison fails: a speedup
may not change what is played. A searching seat thinks against a clock, so its moves may differ: hands
of a series with one are digested but not compared (their count is reported). Reported: hands per
CPU second of the child process (steady on a shared machine) and per wall second, for each tree, and
the ratio new / base of the CPU figure.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import resource
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

# In the parent this tree's soak (unused); in a child (``--child``, PYTHONPATH the tree under test) that tree's.
import pygame_core.soak as soak_mod

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("huaniao", "paohuzi", "gouji")


def unpack(ref: str, into: Path) -> str:
    """The tree of ``ref`` under ``into``; returns its commit id."""
    commit = subprocess.run(["git", "rev-parse", "--verify", ref + "^{commit}"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    blob = subprocess.run(["git", "archive", "--format=tar", commit, "pygame_core"], cwd=ROOT, check=True,
                          capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(blob)) as tar:
        tar.extractall(into, filter="data")
    return commit


def child(game: str, hands: int, seed: int) -> None:
    """In a child whose ``pygame_core`` is the tree under test: the soak with ``--jobs 1``, printing its
    JSON report with ``digests``: [series, hand, sha256 of (actions, final position, result), compared]
    for every hand it ends. Only the soak's own names are wrapped, in the same way in both trees."""
    digests: list[list[Any]] = []
    current: list[Any] = []

    master: Any = soak_mod.__dict__["Master"]

    class Recording(master):  # type: ignore[misc]
        def __init__(self, *a: Any, **kw: Any) -> None:
            super().__init__(*a, **kw)
            current[:] = [self, all(s != "bot:hard" for s in self.seats)]

    check_result = soak_mod.check_result

    def digesting(info: Any, state: Any, carry: Any) -> None:
        check_result(info, state, carry)
        m, compared = current
        text = json.dumps([m.hand.actions, state.notation(), state.result()], sort_keys=True, ensure_ascii=False)
        digests.append([m.hand_no, hashlib.sha256(text.encode()).hexdigest(), compared])

    soak_mod.__dict__["Master"] = Recording
    soak_mod.check_result = digesting
    rep = soak_mod.soak(game, hands, seed)
    out = rep.to_json()
    out["digests"] = digests
    print(json.dumps(out, ensure_ascii=False))


def run_soak(tree: Path, game: str, hands: int, seed: int) -> dict[str, Any]:
    """One soak in ``tree``: its JSON report (with the digests) plus the child's CPU and wall seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, __file__, "--child", game, str(hands), str(seed)], cwd=tree,
                         capture_output=True, text=True,
                         env={"PAIJU_PROGRESS": "0", "PATH": "/usr/bin:/bin", "PYTHONPATH": str(tree)})
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out.returncode not in (0, 1) or not out.stdout.strip():
        raise RuntimeError(f"soak in {tree} failed:\n{out.stderr[-2000:]}")
    rep: dict[str, Any] = json.loads(out.stdout)
    rep["cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    rep["wall"] = wall
    return rep


class Disagreement(AssertionError):
    """The two trees played or ended a hand differently."""


def agree(runs: dict[str, list[dict[str, Any]]]) -> tuple[int, int]:
    """Every run's digests against the first base run's: (hands compared, hands with a searching seat).
    Raises ``Disagreement`` naming the first hand that differs."""
    ref = runs["base"][0]["digests"]
    for name, rs in runs.items():
        for r in rs:
            got = r["digests"]
            if len(got) != len(ref):
                raise Disagreement(f"{name} ended {len(got)} hands, base {len(ref)}")
            for i, (a, b) in enumerate(zip(ref, got, strict=True)):
                if a[2] and a != b:
                    raise Disagreement(f"{name} differs from base at the {i + 1}th hand ended (hand {a[0]} "
                                       f"of its series): {b[1][:12]} != {a[1][:12]}")
    compared = sum(1 for d in ref if d[2])
    return compared, len(ref) - compared


def compare(base: Path, game: str, hands: int, seed: int, rounds: int) -> dict[str, Any]:
    runs: dict[str, list[dict[str, Any]]] = {"base": [], "new": []}
    for _ in range(rounds):
        for name, tree in (("base", base), ("new", ROOT)):
            runs[name].append(run_soak(tree, game, hands, seed))
    compared, searching = agree(runs)
    out: dict[str, Any] = {"game": game, "hands": hands, "seed": seed, "digests_agree": compared,
                           "searching_hands": searching}
    for name, rs in runs.items():
        cpu = min(r["cpu"] for r in rs)
        wall = min(r["wall"] for r in rs)
        out[name] = {"actions": rs[0]["actions"], "failures": sum(len(r["failures"]) for r in rs),
                     "cpu_s": round(cpu, 2), "wall_s": round(wall, 2),
                     "hands_per_cpu_s": round(hands / cpu, 3), "hands_per_wall_s": round(hands / wall, 3)}
    out["ratio_cpu"] = round(out["new"]["hands_per_cpu_s"] / out["base"]["hands_per_cpu_s"], 2)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.soak", description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="main", help="the commit to compare with (default main)")
    ap.add_argument("--game", action="append", choices=GAMES, help="a game (repeatable; default all)")
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--rounds", type=int, default=1, help="runs of each tree (the fastest counts)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="paiju-bench-") as tmp:
        commit = unpack(args.base, Path(tmp))
        print(f"base {args.base} = {commit[:10]}; new = this tree ({ROOT})", file=sys.stderr)
        for game in args.game or GAMES:
            r = compare(Path(tmp), game, args.hands, args.seed, args.rounds)
            b, n = r["base"], r["new"]
            print(f"{game:8s} {args.hands} hands seed {args.seed}: base {b['hands_per_cpu_s']} hands/cpu-s "
                  f"({b['cpu_s']} s cpu, {b['wall_s']} s wall, {b['actions']} actions, {b['failures']} failures)"
                  f" | new {n['hands_per_cpu_s']} ({n['cpu_s']} s cpu, {n['wall_s']} s wall, {n['actions']} "
                  f"actions, {n['failures']} failures) | new/base x{r['ratio_cpu']} | digests agree on "
                  f"{r['digests_agree']} hands ({r['searching_hands']} with a searching seat not compared)",
                  flush=True)
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        sys.exit(0)
    sys.exit(main())
