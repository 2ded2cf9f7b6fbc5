"""The 跑胡子 table after the fourth play-test's re-test (7/10, session 14): the 听牌 line and the
名堂 read in full, ..."""

from __future__ import annotations

from typing import Any

from test_paohuzi_playtest import start

from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.paohuzi.moments import Moments, draw_moment
from pygame_core.ui.games.paohuzi.ready import LINE_H, bubble_h, draw_line
from pygame_core.ui.geom import Rect


def _texts(dl: DisplayList) -> list[Any]:
    return [op for op in dl.ops if op[0] == "T"]


def test_the_waits_line_wraps_between_waits_and_is_never_cut() -> None:
    """Play-test 4: 听：五(剩3张) 伍(剩2张) 七(剩1张 只能自摸 得5万)… ran out of the bubble with …"""
    parts = [f"{c}(剩{n}张 只能自摸 得{n}万)" for c, n in zip("五伍七柒十拾", (3, 2, 1, 2, 3, 1), strict=True)]
    text = "听：" + " ".join(parts)
    band = Rect(8, 500, 366, LINE_H)
    dl = DisplayList()
    r = draw_line(dl, band, text, None)
    lines = [op[3] for op in _texts(dl)]
    assert len(lines) >= 2 and not any("…" in ln for ln in lines)
    assert " ".join(lines) == text   # every wait, whole, in order
    assert all(op[4] >= 12 and op[1] >= r.x and op[1] + text_width(op[3], op[4]) <= r.r for op in _texts(dl))
    assert r.h == bubble_h(text, band.w) > LINE_H and all(r.y < op[2] < r.b for op in _texts(dl))
    short = DisplayList()   # a line that fits stays one line in the usual bubble
    assert draw_line(short, band, "听：五(剩3张)", None).h == LINE_H


def test_a_win_panel_names_every_fan_in_full_on_a_phone() -> None:
    """Play-test 4 (phone): 名堂：小满贯×18  百财聚来×8  一掷千金×32  七星高照×32  一块匾… cut."""
    sp = start(390, 844).screen.plugin  # type: ignore[attr-defined]
    names = ["小满贯", "百财聚来", "一掷千金", "七星高照", "一块匾", "九五至尊", "五谷丰登"]
    rec: dict[str, Any] = {"seat": 1, "how": "own", "src": 1, "card": "x3", "groups": [], "identities": [],
                           "huxi": 30, "tun": 7, "fan_value": 170_000_000, "bowl_mult": 16,
                           "fans": [{"name": {"zh-Hans": n}, "value": 32} for n in names],
                           "uncapped": 19_025_000_000, "final": 100_000, "capped": True, "pay": [-50_000, 100_000, -50_000]}
    m = Moments()
    m.add(0.0, 0, 3.0)
    dl = DisplayList()
    draw_moment(dl, sp, 390, 844, 2.0, m, rec, lambda s: (100.0, 100.0))
    said = " ".join(str(op[3]) for op in _texts(dl))
    assert all(f"{n}×32" in said for n in names), said
    assert not any(str(op[3]).endswith("…") for op in _texts(dl))
    panel = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[3] == 366)
    assert all(panel.y < op[2] < panel.b for op in _texts(dl) if "×32" in str(op[3]))
