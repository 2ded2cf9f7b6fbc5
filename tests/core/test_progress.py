"""pygame_core.progress: the stderr bar of simulate and the benchmarks, and simulate's callback."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from pygame_core.progress import Progress
from pygame_core.sim import simulate

ROOT = Path(__file__).resolve().parents[2]


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def test_draws_done_total_rate_and_time_left_after_the_delay() -> None:
    out, clock = Tty(), Clock()
    bar = Progress(10, "huaniao", "games", stream=out, clock=clock, delay=2.0, interval=0.0)
    clock.t = 1.0
    bar(1)
    assert out.getvalue() == ""  # a short run prints nothing
    clock.t = 4.0
    bar(2)
    line = out.getvalue()
    assert line.startswith("\rhuaniao [") and "2/10 games" in line and "0.5 games/s" in line
    assert "0:16 left" in line  # 8 games to go at 0.5 games/s
    clock.t = 20.0
    bar(10)
    bar.close()
    assert out.getvalue().endswith("0:20 total\x1b[K\n")


def test_silent_off_a_terminal_when_asked_and_when_disabled(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    for stream, enabled in ((io.StringIO(), None), (Tty(), False)):
        bar = Progress(3, stream=stream, clock=clock, delay=0.0, enabled=enabled)
        clock.t += 5
        bar(1)
        bar.close()
        assert stream.getvalue() == ""
    monkeypatch.setenv("PAIJU_PROGRESS", "0")
    assert not Progress(3, stream=Tty()).enabled
    monkeypatch.delenv("PAIJU_PROGRESS")
    assert Progress(3, stream=Tty()).enabled


def test_notes_print_above_the_bar_and_without_it() -> None:
    out, clock = Tty(), Clock()
    bar = Progress(4, stream=out, clock=clock, delay=0.0, interval=0.0)
    bar(1)
    bar.note("run 1: 100 ms")
    assert out.getvalue().split("\x1b[K", 1)[1].startswith("\r\x1b[Krun 1: 100 ms\n\r[")  # cleared, logged, redrawn
    quiet = io.StringIO()
    Progress(4, stream=quiet).note("logged")
    assert quiet.getvalue() == "logged\n"


def test_redraws_are_rate_limited() -> None:
    out, clock = Tty(), Clock()
    bar = Progress(1000, stream=out, clock=clock, delay=0.0, interval=1.0)
    for i in range(1, 500):
        clock.t = i / 1000
        bar(i)
    assert out.getvalue().count("\r") == 1


def test_simulate_reports_each_game() -> None:
    seen: list[tuple[int, int]] = []
    simulate("huaniao", None, 3, 1, ["easy"], progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_json_output_stays_clean() -> None:
    res = subprocess.run([sys.executable, "-m", "pygame_core", "simulate", "--game", "huaniao", "--games", "2",
                          "--bots", "easy", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stderr
    assert res.stdout.lstrip().startswith("{") and res.stderr == ""
