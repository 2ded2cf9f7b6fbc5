"""A short soak of each game in the suite (the long one is ``python -m pygame_core soak``)."""

from __future__ import annotations

import json

import pytest

from pygame_core import soak as sk
from pygame_core.__main__ import main
from pygame_core.core import registry
from pygame_core.core.game import Action, GameInfo, GameState

# Hands per game: every option mix and seating drawn anew per series; gouji hands are long.
SHORT = {"huaniao": 8, "paohuzi": 8, "gouji": 2}


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_short_soak_finds_nothing(game: str) -> None:
    rep = sk.soak(game, SHORT[game], seed=3)
    assert rep.hands == SHORT[game], [f.to_json() for f in rep.failures]
    assert not rep.failures
    assert rep.actions > rep.hands


@pytest.mark.parametrize("game", registry.GAME_IDS)
def test_option_mixes_are_valid_and_varied(game: str) -> None:
    info = registry.get(game)
    mixes = [sk.option_mix(info, sk.series_plan(game, 1, j)[0]) for j in range(40)]
    for m in mixes:
        assert info.validate_options(m) == m
    assert len({json.dumps(m, sort_keys=True) for m in mixes}) > 20


def test_plan_counts_hands_and_series_repeat() -> None:
    p = sk.plan("huaniao", 5, 50)
    assert sum(n for _, n in p) == 50
    assert [j for j, _ in p] == list(range(len(p)))
    assert sk.plan("huaniao", 5, 50) == p


def test_a_broken_check_is_reported_with_a_reproduction(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(ret: list[float], res: dict[str, object], carry: object) -> None:
        raise AssertionError("planted")
    monkeypatch.setitem(sk.CHECKS, "huaniao", refuse)
    rep = sk.soak("huaniao", 2, seed=1)
    assert rep.failures and "planted" in rep.failures[0].error
    f = rep.failures[0]
    assert f.repro == f"python -m pygame_core soak --game huaniao --seed 1 --only {f.series}"


def test_cli_summary_and_exit_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["soak", "--game", "huaniao", "--hands", "3", "--seed", "2", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["hands"] == 3 and d["failures"] == [] and d["hands_per_second"] > 0


def test_jobs_play_the_same_hands() -> None:
    # The same series in one process or two; the search level thinks against a clock, so the
    # number of actions may differ when a search seat is drawn, the hands and verdicts may not.
    one = sk.soak("paohuzi", 6, seed=4, jobs=1)
    two = sk.soak("paohuzi", 6, seed=4, jobs=2)
    assert one.hands == two.hands == 6 and not one.failures and not two.failures


@pytest.mark.parametrize("bad", [(1, 2), {1: "a"}, float("nan"), {"a": [{"b": {3}}]}, float("inf")])
def test_json_safe_refuses_what_json_would_change(bad: object) -> None:
    with pytest.raises(AssertionError, match="does not survive JSON"):
        sk.json_safe(bad, "x")


def test_json_safe_accepts_plain_json() -> None:
    sk.json_safe({"a": [1, 2.5, True, None, "文", {"b": []}]}, "x")


def test_light_series_still_check_the_rules_after_every_action(monkeypatch: pytest.MonkeyPatch) -> None:
    # Series 1 is light (not a multiple of DEEP_EVERY): the invariants still run after each action.
    calls: list[int] = []
    real = sk.check_light

    def counted(info: GameInfo, st: GameState) -> dict[int, list[Action]]:
        calls.append(1)
        return real(info, st)
    monkeypatch.setattr(sk, "check_light", counted)
    r = sk.play_series("huaniao", 3, 1)
    assert not r.failure and 1 % sk.DEEP_EVERY and r.actions
    assert len(calls) >= r.actions  # every action, deep ones included (check_position calls it)


def test_a_run_continues_where_another_stopped() -> None:
    whole = sk.plan("huaniao", 5, 50)
    k = whole[6][0]
    tail = sk.plan("huaniao", 5, sum(n for _, n in whole[6:]), start=k)
    assert tail == whole[6:]
    rep = sk.soak("huaniao", 3, seed=5, start=k)
    assert rep.first_series == k and rep.next_series == k + len(sk.plan("huaniao", 5, 3, start=k))


def test_an_interrupted_run_reports_the_series_it_finished(monkeypatch: pytest.MonkeyPatch) -> None:
    real = sk.play_series

    def stop_at_two(game: str, seed: int, j: int, hands: int | None = None) -> sk.SeriesResult:
        if j == 2:
            raise KeyboardInterrupt
        return real(game, seed, j, hands)
    monkeypatch.setattr(sk, "play_series", stop_at_two)
    rep = sk.soak("huaniao", 40, seed=5)
    planned = dict(sk.plan("huaniao", 5, 40))
    assert rep.stopped and rep.next_series == 2 and not rep.failures
    assert rep.hands == planned[0] + planned[1]
