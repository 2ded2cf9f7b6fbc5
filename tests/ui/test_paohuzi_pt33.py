"""跑胡子 table, session 31 (play-test 33's report)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_pt17 import _claim

HU, PASS = {"a": "hu"}, {"a": "pass"}


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_win_offered_is_taken_when_the_clock_runs_out(w: float, h: float) -> None:
    """Play-test 33 #1 (090705-turn, 090741-l3-hu: "你 超时 · 过" on a 胡 prompt; the apps never let the
    clock throw a win away): the player's own table answers 胡 at the deadline, a 过 prompt's default
    stays the rules' (None: 过)."""
    sp, _lay, v = _claim(w, h, "x3", [HU, PASS])
    assert sp.deadline_action(v) == HU
    sp._legal = lambda: [PASS]
    assert sp.deadline_action(v) is None


def test_the_clock_running_out_on_a_win_sends_hu_through_the_table() -> None:
    """The same through the table's tick: at the deadline the submitted answer is 胡."""
    sp, _lay, _v = _claim(1366, 768, "x3", [HU, PASS])
    table: Any = sp.table
    sent: list[Any] = []
    table.submit = lambda a, _now, label="": sent.append(a)
    seat = table.viewer
    table.client.people_to_act = lambda: [seat]
    table.client.remaining = lambda s: 0.2
    table.tick(25.0)
    assert sent and sent[0] == HU, sent


def test_the_dealers_shown_card_lands_within_a_bots_fan_off_its_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 33 #4 (085006-coach-ok, 085432-hand2: a bot dealer's 亮张 landed over its fan's "21张"
    count): the card shrinks to the fan's height as it lands, inside the fan."""
    from test_paohuzi_table import _speaker

    from pygame_core.ui.draw import DisplayList
    from pygame_core.ui.games.paohuzi import moments
    from pygame_core.ui.geom import Rect

    got: list[Rect] = []
    monkeypatch.setattr(moments, "mini_card", lambda _dl, r, *_a, **_k: got.append(r))
    fan = Rect(20, 153, 155, 25)
    moments.draw_shown(DisplayList(), _speaker(), 1366, 768, 1.0, moments.Beat(-1, 1.0, shown=(1, "x2")), fan)
    assert got and got[-1].h <= fan.h + 0.5 and fan.y - 0.5 <= got[-1].y and got[-1].b <= fan.b + 0.5, got[-1]
