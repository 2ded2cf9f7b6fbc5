"""A game may give the player's clock more room than its bar cell's height (GameUI.clock_rad; fix-paohuzi's
request for FIXERS 跑胡子 #3: a claim's clock in its 44 px answer cell was a 38 px ring, and a 碰 was lost to
the timeout): the table draws it that large, its figure with it; without it, as before, inside the cell."""

from __future__ import annotations

from typing import Any

import pytest
from test_prompt_paused import timed_prompt

from pygame_core.ui import table_seats
from pygame_core.ui.geom import Rect


def ring_rads(scr: Any, app: Any, now: float, monkeypatch: pytest.MonkeyPatch) -> list[float]:
    seen: list[float] = []
    real = table_seats.draw_ring

    def ring(dl: Any, cx: float, cy: float, rad: float, rem: float, lim: float | None) -> None:
        seen.append(rad)
        real(dl, cx, cy, rad, rem, lim)

    monkeypatch.setattr(table_seats, "draw_ring", ring)
    app.frame(now)
    monkeypatch.setattr(table_seats, "draw_ring", real)
    return seen


def test_a_game_may_ask_its_clock_larger_than_its_cell(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scr, now = timed_prompt("paohuzi", 390, 844)
    cell = Rect(300, 600, 80, 44)
    monkeypatch.setattr(scr.plugin, "clock_cell", lambda view: cell)
    assert max(ring_rads(scr, app, now + 0.1, monkeypatch)) == pytest.approx(19.0)  # inside the cell
    monkeypatch.setattr(scr.plugin, "clock_rad", lambda view: 30.0)
    assert max(ring_rads(scr, app, now + 0.2, monkeypatch)) == pytest.approx(30.0)
    figures = [op for op in app.dl.ops if op[0] == "T" and abs(op[1] - cell.cx) < 1 and abs(op[2] - cell.cy) < 1]
    assert figures and all(op[4] >= 20 for op in figures), figures  # its seconds >= 20 px
