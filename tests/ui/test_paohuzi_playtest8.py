"""跑胡子 table, play-test 8 (session 17): one figure for a win everywhere, every bot seat's hidden
hand shown the same way all hand long, callouts at the badge clear of the melds, a phone's seat
zones and tiles that keep their size."""

from __future__ import annotations

from typing import Any

from test_paohuzi_table import _speaker

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.cheer import draw_ribbon
from pygame_core.ui.games.paohuzi.common import fmt_nums
from pygame_core.ui.games.paohuzi.moments import Moments, bot_hold, draw_moment
from pygame_core.ui.geom import Rect


def _texts(dl: DisplayList) -> list[str]:
    return [str(op[3]) for op in dl.ops if op[0] == "T"]


def test_a_wins_ribbon_and_chips_show_the_status_lines_figure() -> None:
    """Play-test 8, 30c: "胡了! 赢 6.55万" and "+6.55万" beside "分 6.56万" for one win of 65536 paid
    32768 each: every part shows the payments rounded together."""
    sp = _speaker()
    rec: dict[str, Any] = {"seat": 0, "how": "other", "card": "x3", "src": 2, "groups": [], "identities": [],
                           "fans": [], "huxi": 17, "tun": 1, "fan_value": 16384, "final": 32768,
                           "uncapped": 32768, "capped": False, "pay": [65536, -32768, -32768]}
    status = fmt_nums(rec["pay"], "zh-Hans")[0]
    assert status == "6.56万"
    dl = DisplayList()
    draw_ribbon(dl, sp, Rect(300, 200, 780, 200), rec)
    m = Moments()
    m.add(0.0, 0, bot_hold(1.1))
    spots = {0: (600.0, 600.0), 1: (967.0, 155.0), 2: (97.0, 155.0)}
    draw_moment(dl, sp, 1366, 768, m.splash() + 5.0, m, rec, lambda s: spots[s], None, lambda s: spots[s])
    texts = " | ".join(_texts(dl))
    assert "6.55万" not in texts, texts
    assert "赢 6.56万" in texts and "+6.56万" in texts and "-3.28万" in texts
