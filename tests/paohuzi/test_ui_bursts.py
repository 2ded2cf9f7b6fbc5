"""The big moments (play-test 20 #5, FIXERS 1: "no big effect for 胡 / 自摸 / 决胜时刻 / 聚宝盆 lighting;
the 聚宝盆 grid is never shown on the table, only 盆×8 tags"): a bowl that takes a new shape shows the
bowl itself, large, the player's own too; 决胜时刻 a band across the felt; a bot's 胡 in rays."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.bursts import bowl_up, shape_cells, shape_name
from pygame_core.ui.games.paohuzi.moment_part import BEAT
from pygame_core.ui.games.paohuzi.moments import Moments, draw_moment

from .test_ui_table import start


def _ops(app: Any, kind: str) -> list[list[Any]]:
    return [op for op in app.dl.ops if op[0] == kind]


def test_a_new_shape_is_told_apart_from_another_cell() -> None:
    assert bowl_up(0b000000111, 2, 8)   # the third of a row: ×2 -> ×8
    assert not bowl_up(0b000000011, 1, 2)   # a second lit cell: ×2 still
    assert not bowl_up(0b000000001, 0, 2)   # the first (any lit cell ×2): a seal, as before
    assert shape_cells(0b000001111) == 0b000000111   # the row, not the stray cell
    assert [shape_name(m, "zh-Hans") for m in (0b000111001, 0b001001001, 0b100010001)] == ["一横", "一竖", "斜线"]


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
@pytest.mark.parametrize("mine", [False, True])
def test_a_bowl_lit_to_a_new_shape_shows_the_bowl_large(w: int, h: int, mine: bool) -> None:
    app = start(w, h, "zh-Hans", seed=3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.frame(20.0)   # past the 亮张 at the deal
    app.settings["speed"] = "normal"
    me = plugin.table.viewer
    seat = me if mine else (me + 1) % 3
    plugin.on_events([{"type": "light", "seat": seat, "cell": 4, "mask": 0b000111000 | 1, "mult": 8}], 20.1)
    app.frame(20.5)
    assert plugin.animating(20.5) and not plugin.busy(20.1 + BEAT + 0.05)   # the table plays on (after the
    # player's own bowl's beat: play-test 32 #4)
    cells = [op for op in _ops(app, "R") if abs(op[3] - op[4]) < 0.5 and op[3] >= (17 if w < 400 else 26)]
    assert len(cells) >= 9, cells   # the nine cells, large (the seat's own grid: 5 px)
    said = {str(op[3]): op[4] for op in _ops(app, "T")}
    assert said.get("×8", 0) >= (24 if w < 400 else 34), said
    assert any("一横" in s for s in said), said
    assert len(_ops(app, "P")) >= 12   # in rays
    x8, y8 = next((op[1], op[2]) for op in _ops(app, "T") if op[3] == "×8")
    part = plugin._sides[0] if mine and plugin.own_apart() else plugin.board.boxes[seat]   # over the seat's part
    assert part.x - 80 <= x8 <= part.r and part.y - 60 <= y8 <= part.b, (x8, y8, part)
    app.frame(20.1 + 1.7)
    assert "×8" not in {str(op[3]) for op in _ops(app, "T")}   # gone after ~1.6 s at 中


def test_the_decisive_moment_is_a_band_across_the_felt() -> None:
    for w, h in ((1366, 768), (390, 844)):
        app = start(w, h, "zh-Hans", seed=3)
        plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
        app.frame(20.0)
        app.settings["speed"] = "normal"
        plugin.on_events([{"type": "decisive"}], 20.1)
        app.frame(20.6)
        word = [op for op in _ops(app, "T") if op[3] == plugin.g("decisive")]
        assert word and word[0][4] >= (40 if w < 400 else 60), word
        assert any(op[1] <= 0 and op[3] >= w for op in _ops(app, "R")), "no band across the width"
        assert any(op[3] == plugin.g("decisive_sub") for op in _ops(app, "T"))
        assert plugin.busy(20.6) and not plugin.busy(20.1 + 1.45)   # ~1.4 s at 中, the bots waiting


def test_the_players_own_win_bursts_larger_than_a_bots() -> None:
    """FIXERS 1 (play-test 20: "no big effect for 胡 / 自摸"): the player's own 胡 is 96 px in a glow of
    gold over the table, its rays and rings wider; a bot's stays 72 px, in rays of its own."""
    app = start(1366, 768, "zh-Hans", seed=3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    rec = {"seat": 0, "how": "own", "card": "x3", "src": 0, "groups": [], "identities": [], "fans": [], "huxi": 15,
           "tun": 1, "fan_value": 1, "final": 100, "uncapped": 100, "capped": False, "pay": [200, -100, -100]}
    sizes = []
    for own in (True, False):
        m = Moments()
        m.add(0.0, 0, None if own else 3.0)
        dl = DisplayList()
        draw_moment(dl, sp, 1366, 768, 0.5, m, rec, lambda s: (400.0 + 200 * s, 400.0))
        sizes.append(max(op[4] for op in dl.ops if op[0] == "T" and op[3] == "胡"))
        assert any(op[0] == "Q" for op in dl.ops) == own   # the glow
        assert sum(op[0] == "P" for op in dl.ops) >= 12   # rays, a bot's too
    assert sizes[0] >= 90 and sizes[1] <= 72
