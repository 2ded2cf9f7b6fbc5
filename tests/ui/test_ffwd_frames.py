"""快进 plays the rest of the hand in a few frames however slowly the page draws (play-test 18, 够级: a
loaded page drew 100-150 ms frames and one bot move a frame made 80 moves take 8-12 s)."""

from __future__ import annotations

import time
from typing import Any, cast

import pytest

from pygame_core.table.client import SeatClient
from pygame_core.ui import ffwd
from pygame_core.ui.ffwd import FastForward


class Moves:
    """A client with ``left`` bot moves to make, one a tick (as LocalClient.tick)."""

    def __init__(self, left: int) -> None:
        self.left, self.ticks = left, 0

    def tick(self, now: float, hold: bool = False) -> bool:
        self.ticks += 1
        if hold or not self.left:
            return False
        self.left -= 1
        return True

    def is_over(self) -> bool:
        return not self.left

    def set_bot_delay(self, s: float) -> None:
        pass


def client(left: int) -> tuple[Moves, SeatClient]:
    m = Moves(left)
    return m, cast(SeatClient, m)


def test_at_normal_speed_one_move_a_frame_so_each_is_seen() -> None:
    m, c = client(80)
    f = FastForward()
    assert f.tick(c, 0.0, False) and m.left == 79


def test_under_kuaijin_a_frame_makes_moves_until_its_budget_is_spent(monkeypatch: pytest.MonkeyPatch) -> None:
    m, c = client(80)
    f = FastForward()
    f.set(True, c, {})
    monkeypatch.setattr(ffwd, "BUDGET_S", 60.0)  # a fast machine: the whole rest in one frame
    assert f.tick(c, 0.0, False) and m.left == 0
    m, c = client(80)
    clock = iter(range(10_000))  # each look at the clock 10 ms later: a 25 ms budget is three moves
    monkeypatch.setattr(ffwd, "BUDGET_S", 0.025)
    monkeypatch.setattr(time, "perf_counter", lambda: next(clock) / 100)
    assert f.tick(c, 0.0, False) and m.left == 80 - 3


def test_under_kuaijin_a_held_table_moves_nothing() -> None:
    m, c = client(80)
    f = FastForward()
    f.set(True, c, {})
    assert not f.tick(c, 0.0, True) and m.left == 80 and m.ticks == 1


def test_nothing_to_move_is_said_as_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    m, c = client(0)
    f: Any = FastForward()
    f.on = True
    assert not f.tick(c, 0.0, False) and m.ticks == 1


def test_under_kuaijin_a_game_may_end_the_frames_batch_at_a_move_to_be_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    """跑胡子 shows each 血流 win 快进 passes: the batch stops at the move the game names (its win card
    then holds the table), the next frame goes on from there."""
    m, c = client(80)
    f = FastForward()
    f.set(True, c, {})
    monkeypatch.setattr(ffwd, "BUDGET_S", 60.0)
    assert f.tick(c, 0.0, False, lambda: m.left in (70, 40)) and m.left == 70
    assert f.tick(c, 0.0, False, lambda: m.left in (70, 40)) and m.left == 40
    assert f.tick(c, 0.0, False, lambda: m.left in (70, 40)) and m.left == 0
