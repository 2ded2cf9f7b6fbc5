"""花鸟风月 play-test 29: what a player read wrong at the table."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_huaniao_pt17 import played
from test_huaniao_table import table, ui

from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao_show import draw_burst
from pygame_core.ui.geom import Rect


def test_a_banner_in_the_gap_covers_the_players_label_whole() -> None:
    """020233-dance1: "你 · 舞，花鸟风月" lay over the player's own label "你 · 舞·花鸟风月", whose words showed past
    its left end; the banner in the gap over the label runs over it whole."""
    checked = 0
    for seed in (1, 2, 3, 4, 5):
        app, scr, now = table(seed=seed, actions=4 + seed)
        pl, me = ui(scr), scr.viewer or 0
        pl.banner("你 · 舞，花鸟风月", "combo", now + 0.01)
        app.frame(now + 0.5)
        b, lab, cnt = pl.spots.get("banner"), pl.spots.get(f"label{me}"), pl.spots.get("counter")
        assert b is not None and lab is not None and cnt is not None
        if b.y < cnt.b or not b.intersects(lab):
            continue  # (not in the gap, or clear of the label)
        checked += 1
        assert b.x <= lab.x and lab.r <= b.r, (seed, b, lab)
    assert checked >= 2, checked


def test_a_combos_burst_keeps_off_the_hand() -> None:
    """020743-ph-tianxia: the player's own 天上天下's rays, in a phone's band, crossed the hand's cards."""
    dl = DisplayList()  # a four-card phrase in a phone's band, the hand 8 px under it
    draw_burst(dl, Rect(40, 540, 300, 90), 0.4, 520, 638)
    assert dl.ops and all(max(float(op[2]), float(op[4])) <= 638 for op in dl.ops if op[0] == "L")
    for w, h in ((390, 844), (1366, 768)):
        app, scr, now = played(w=w, h=h)
        pl, lay = ui(scr), scr.lay
        assert lay is not None
        app.frame(now + 0.6)
        pool = pl.spots.get("pool")
        assert pool is not None and pool.w > 0, (w, pool)  # its own play, the newest
        pl.burst_at = now + 0.6
        ops = app.frame(now + 0.9)["ops"]
        gold = [op for op in ops if op[0] == "L" and op[5] == th.GOLD and op[6] == 3.0]
        assert gold and all(max(float(op[2]), float(op[4])) <= lay.hand.y for op in gold), w


def test_a_phones_seat_with_a_total_keeps_its_skip_mark(monkeypatch: pytest.MonkeyPatch) -> None:
    """#5 (021413-ph-w11): once a phone's seat showed its 总分 it had room for "上限 8 / 总分 -29" only; the skip
    owed (跳过×1) went. The flags come first then (the limit is in the seat's tip)."""
    app, scr, now = table(390, 844, seed=2)
    pl, me = ui(scr), scr.viewer or 0
    view = dict(scr.view())
    view["seats"] = [dict(x) for x in view["seats"]]
    for s in range(4):
        view["seats"][s].update(skips=1, eff_limit=8)
    skip = pl.tx("skips", n=1)
    monkeypatch.setattr(scr, "match_total", lambda _s: "总分 -29")
    for s in ((me + 1) % 4, (me + 2) % 4):  # a side seat's narrow plate, the seat across's wide one
        lines = pl.seat_info(view, s).lines
        assert lines and skip in lines[0], (s, lines)  # the plate's first line, over its total


def test_a_replays_log_heads_no_song_with_a_wrong_number(monkeypatch: pytest.MonkeyPatch) -> None:
    """021201-ph-replay: song 2's replay said "━━ 第1曲 ━━" (a replay knows not which song it was)."""
    app, scr, now = table(seed=2)
    pl = ui(scr)
    first = next(e for e in scr.log_events if e.get("type") == "dealt")
    assert pl.log_line(first) == "━━ 第1曲 ━━"
    monkeypatch.setattr(pl, "table", SimpleNamespace(client=scr.client, viewer=scr.viewer))
    assert pl.song_head(first) is None
