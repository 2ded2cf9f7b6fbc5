"""One hand, three loops: the same (game, options, hand seed, seats, people's actions) gives the same
actions and final position at a local Master, between peers (a Host and its Guests over the
in-memory transport) and on the command line (``simulate`` and ``replay``), in all three games."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest
from net.harness import Table  # tests/ is on the path: tests/table and tests/net are packages

from pygame_core.__main__ import main
from pygame_core.core import registry
from pygame_core.core.game import JSON, Action
from pygame_core.core.replay import Replay
from pygame_core.core.rng import derive_seed
from pygame_core.sim import game_seed
from pygame_core.table import Master

LEVEL = {"huaniao": "normal", "gouji": "normal", "paohuzi": "normal"}  # deterministic levels (no time budget)
GAMES = sorted(LEVEL)


def person(seed: int, seat: int, hand: int, n: int, legal: Sequence[Action]) -> Action:
    """A scripted person: the choice depends on the seat, the hand, its n-th decision and the options
    only (like ``harness.scripted``), never on timing."""
    options = sorted(legal, key=lambda a: json.dumps(a, sort_keys=True))
    return options[derive_seed(seed, seat, hand, n) % len(options)]


def local_hand(game: str, seats: list[str], hand_seed: int, script: int) -> Master:
    info = registry.get(game)
    m = Master(info, info.options_for(None), 0, seats)
    m.start_hand(hand_seed)
    for _ in range(20000):
        m.run_bots()
        if m.is_over():
            return m
        seat = min(m.people_to_act())  # the peers' harness asks the lowest seat first too
        n = sum(1 for s, _ in m.hand.actions if s == seat)
        m.act(seat, person(script, seat, m.hand_no, n, m.legal(seat)))
    raise AssertionError("the hand did not end")


def actions_of(replay: JSON) -> list[tuple[int, Action]]:
    return [(int(s), a) for s, a in replay["actions"]]


@pytest.mark.parametrize("game", GAMES)
def test_local_and_peers_play_the_same_hand(game: str) -> None:
    info = registry.get(game)
    kinds = ("remote", "remote") + ("bot",) * (info.seats - 2)
    t = Table(game=game, kinds=kinds, seed=5, resolve=registry.get, level=LEVEL[game])
    script = 77
    t.choose = lambda g: person(script, g.seat or 0, g.hand, sum(1 for s, _ in t.host.actions if s == g.seat),
                                g.legal)
    t.connect_all()
    t.play_hand()
    reveal = t.host.history[-1]
    seats = ["hotseat", "hotseat"] + [f"bot:{LEVEL[game]}"] * (info.seats - 2)
    m = local_hand(game, seats, reveal["seed"], script)
    assert m.hand.actions == actions_of(reveal["replay"])
    assert m.state.notation() == reveal["replay"]["final"]
    for g in t.guests.values():
        v = g.verification(1)
        assert v is not None and v.ok, v.problems


@pytest.mark.parametrize("game", GAMES)
def test_bots_play_the_same_hand_locally_between_peers_and_on_the_command_line(game: str, tmp_path: Path,
                                                                               capsys: pytest.CaptureFixture[str]
                                                                               ) -> None:
    info = registry.get(game)
    bots = [f"bot:{LEVEL[game]}"] * info.seats
    # The command line: one game of simulate, recorded.
    rec = tmp_path / "games.jsonl"
    assert main(["simulate", "--game", game, "--games", "1", "--seed", "9", "--bots", LEVEL[game], "--no-rotate",
                 "--record", str(rec)]) == 0
    cli = json.loads(rec.read_text(encoding="utf-8").splitlines()[0])
    m = local_hand(game, bots, game_seed(9, 0), 0)
    assert cli["seed"] == m.hand.seed and actions_of(cli) == m.hand.actions and cli["final"] == m.state.notation()
    # A table of bots only between peers: dealt from the fair deal's seed, the same bots' hand.
    t = Table(game=game, kinds=("bot",) * info.seats, seed=3, resolve=registry.get, level=LEVEL[game])
    t.play_hand()
    reveal = t.host.history[-1]
    m2 = local_hand(game, bots, reveal["seed"], 0)
    assert actions_of(reveal["replay"]) == m2.hand.actions and reveal["replay"]["final"] == m2.state.notation()
    # And the peers' hand replays on the command line to the same final position.
    rp = tmp_path / "peer.json"
    rp.write_text(Replay.from_json(reveal["replay"]).dumps(), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(rp)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == reveal["replay"]["final"]
