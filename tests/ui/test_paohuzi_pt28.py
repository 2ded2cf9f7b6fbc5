"""跑胡子 table, session 29 (play-test 28's list)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from test_paohuzi_table import _to_discard, started

from pygame_core.ui.games.paohuzi import ready


def at_first_discard(w: float, h: float, seed: int) -> tuple[Any, Any, float]:
    """The player's first discard on a pinned deal, the 听牌 help on: the app, its table part, the time."""
    app = started(w, h, seed)
    now = _to_discard(app, 0.3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    plugin.show_hints = True
    app.frame(now + 0.1)
    return app, plugin, now + 0.1


def texts(app: Any) -> list[str]:
    return [str(op[3]) for op in app.dl.ops if op[0] == "T"]


def test_the_advised_discard_says_the_next_seat_may_chi_it_unasked() -> None:
    """Play-test 28 #1 (231834: 建议打仟, then 仟 吃'd; the line said 小心被碰 only once a card was
    selected): with no card selected the line advising a discard says it is likely claimed, and by
    whom: 小心下家吃 when the next seat's 吃 is likelier than a 碰."""
    app, plugin, _now = at_first_discard(1366, 768, 1)
    view = plugin.table.view()
    r = plugin._ready(view)
    assert not r.order and r.tip == "xY"   # 亿: the loosest card; the next seat holds no card of it yet
    peng, chi = ready.claim_odds(view, view["seat"], "xY")
    assert chi > peng and 1 - (1 - peng) * (1 - chi) >= ready.RISKY
    line = next(t for t in texts(app) if plugin.g("tip_discard", c=plugin.glyph("xY")).strip(" ·") in t)
    assert line.endswith(plugin.g("feeds_chi"))


def _loose_case() -> tuple[Any, dict[str, Any], int]:
    app, plugin, _now = at_first_discard(1366, 768, 1)
    view = copy.deepcopy(plugin.table.view())
    return plugin, view, view["seat"]


def test_a_loose_card_the_next_seat_cannot_chi_is_advised_before_one_it_can() -> None:
    """Play-test 28 #1: of the hand's loosest cards (亿 and 万 alike, nothing near ready) the advice
    takes the one public facts make safe: the next seat discarded 万 (臭牌, it may not 吃 it) while
    亿 is a card it may 吃. Before, only a 碰 counted, and 亿's 碰 was ruled out by a copy in a river."""
    plugin, view, seat = _loose_case()
    nxt = view["seats"][(seat + 1) % 3]
    nxt["discarded"] = ["xW"]
    view["seats"][(seat + 2) % 3]["river"] = ["xY"]   # nobody 碰s 亿 now (it went by unclaimed)
    rep = {"mode": "discard", "options": [], "tip": "xY"}
    r = ready.read_report(view, rep, seat)
    assert ready.claim_odds(view, seat, "xY")[0] == 0 and ready.claim_odds(view, seat, "xW")[1] == 0
    assert r.tip == "xW"
    assert plugin.g("feeds_chi") not in ready.summary(plugin, r)
    nxt["discarded"] = []   # both alike again: the hints' own card stays
    assert ready.read_report(view, rep, seat).tip == "xY"


def test_close_waits_put_the_discard_less_likely_claimed_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 28 #1 (億 碰'd, 231911): a ready discard whose waits are worth nearly as much (9 of
    10) and that is far less likely claimed comes first; one worth much less does not."""
    plugin, view, seat = _loose_case()
    codes = sorted({a["card"] for a in view["legal"] if a.get("a") == "discard"})
    a, b = codes[0], codes[1]

    def rows(v: int) -> list[dict[str, Any]]:
        return [{"card": "x3", "unseen": 2, "score_discard": v, "score_self_draw": v}]
    monkeypatch.setattr(ready, "wait_rows", lambda v, rs, s: [dict(x, value=x["score_discard"], own=None) for x in rs])
    monkeypatch.setattr(ready, "claim_odds", lambda v, s, c: (0.6, 0.3) if c == a else (0.05, 0.05))
    for worth_b, first in ((90, b), (50, a)):
        rep = {"mode": "discard", "options": [{"discard": a, "waits": rows(100)}, {"discard": b, "waits": rows(worth_b)}]}
        r = ready.read_report(view, rep, seat)
        assert r.order[0] == first and a in r.risky and a not in r.chi and b not in r.risky
        assert ready.card_line(plugin, r, a).endswith(plugin.g("feeds_peng"))
