"""The paired duel: arrangements, the exact zero of a level against itself, the interval, the CLI."""

from __future__ import annotations

import json

import pytest

from pygame_core.__main__ import main
from pygame_core.core import registry
from pygame_core.duel import arrangements, duel, mean_interval


def test_arrangements_cover_every_seat_once_for_each_side() -> None:
    gouji = registry.get("gouji")
    assert arrangements(gouji) == [[True, False] * 3, [False, True] * 3]  # a team each
    huaniao = registry.get("huaniao")
    arr = arrangements(huaniao)
    assert len(arr) == 4 and all(sum(a) == 1 for a in arr)
    assert [a.index(True) for a in arr] == [0, 1, 2, 3]


@pytest.mark.parametrize("game", ["huaniao", "paohuzi"])
def test_a_level_against_itself_gains_exactly_nothing(game: str) -> None:
    # the same bots on the same deals: every arrangement is the same hand, so the pairing cancels all
    rep = duel(game, None, "normal", "normal", 3, seed=4)
    assert rep.failures == [] and rep.hands == 3 * registry.get(game).seats
    assert abs(rep.gain) < 1e-12 and abs(rep.low) < 1e-12 and abs(rep.high) < 1e-12


def test_mean_interval() -> None:
    m, lo, hi = mean_interval([1.0, 2.0, 3.0, 4.0])
    assert m == 2.5 and lo == pytest.approx(2.5 - 1.959964 * 1.2909944 / 2) and hi == pytest.approx(5 - lo)
    assert mean_interval([0.5])[1] == float("-inf")


def test_cli_reports_json_and_refuses_unknown_levels(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["duel", "--game", "huaniao", "--a", "normal", "--b", "easy", "--hands", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["a"] == "normal" and out["deals"] == 4 and out["hands"] == 16
    assert out["ci95"][0] <= out["gain_per_hand"] <= out["ci95"][1]
    assert main(["duel", "--game", "huaniao", "--a", "nope", "--b", "easy", "--hands", "1"]) == 2
    assert "no bot level 'nope'" in capsys.readouterr().err
    assert main(["duel", "--game", "huaniao", "--a", "normal", "--b", "easy", "--hands", "0"]) == 2


def test_older_level_names_still_load() -> None:
    for game in ("gouji", "paohuzi", "huaniao"):
        info = registry.get(game)
        assert info.level("search") == "hard" and info.level("rule") == "normal" and info.level("hard") == "hard"
