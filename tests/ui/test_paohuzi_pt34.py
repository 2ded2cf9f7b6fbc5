"""跑胡子 table, session 32 (play-test 34's report)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_table import seat, started, view

CHI: dict[str, Any] = {"a": "chi", "groups": [["x1", "x2", "x3"]]}
PASS = {"a": "pass"}


def _asked(card: str, src: int, draw: bool, legal: list[dict[str, Any]], lang: str = "zh-Hans") -> tuple[Any, Any]:
    """The player's table asked about ``card`` from seat ``src`` (offsets from the player), their
    answers ``legal``: the plugin and the view it reads."""
    app = started(390, 844, 5)
    app.frame(20.0)
    app.set_lang(lang)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    v = view(seat=me, offer={"card": card, "src": (me + src) % 3, "draw": draw}, to_act=[me])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=["x1", "x2", "x4", "x5"], kans=[], wilds=0, passed_peng=[], passed_chi=[], discarded=[])
    sp._legal = lambda: legal
    sp.table.view = lambda: v
    return sp, v


def test_an_auto_pass_for_another_seats_forced_pao_says_pao_not_a_win() -> None:
    """Play-test 34 #1 (094754-ph3, log 094832-ph-log: 电脑2 翻出 千, 电脑1 跑 千 with its open 碰, and
    the banner said '自动：过（电脑1 胡这张在先）'): the reason the table passes for the player is the
    true one, that seat's 碰 跑s the card."""
    sp, v = _asked("x3", 2, True, [CHI, PASS])
    me = sp.table.viewer
    peng_seat = (me + 1) % 3
    v["seats"][peng_seat]["melds"] = [{"type": "PENG", "cards": ["x3", "x3", "x3"], "huxi": 1}]
    auto = sp.auto_answer(v, [CHI, PASS])
    assert auto is not None and auto.action == PASS
    name = sp.name(peng_seat)
    assert auto.label == f"过（{name} 的碰要跑这张）", auto.label
    assert "胡" not in auto.label


def test_an_auto_pass_for_a_locked_seats_win_still_says_it_wins_first() -> None:
    """The locked seat's automatic 胡 keeps its own reason."""
    sp, v = _asked("x3", 2, True, [CHI, PASS])
    me = sp.table.viewer
    won = (me + 1) % 3
    hand = ["x1", "x2", "x4", "x5", "x6", "x7", "x8", "x9", "d1", "d2", "d3", "d4", "d5", "d6"]
    v["seats"][won] = seat(locked=True, hand=hand, kans=["x10", "d10"], wilds=0, passed_peng=[], melds=[])
    auto = sp.auto_answer(v, [CHI, PASS])
    assert auto is not None and auto.label == f"过（{sp.name(won)} 胡这张在先）", auto.label


@pytest.mark.parametrize("group,word", [("kan", "坎"), ("wei", "偎"), ("peng", "碰")])
def test_an_auto_pass_for_the_players_own_pao_names_the_group_that_paos(group: str, word: str) -> None:
    """(the same defect at the player's own part: '你的坎要跑这张' was said for a 偎 or a 碰 too)"""
    sp, v = _asked("x3", 2, True, [CHI, PASS])
    mine = v["seats"][sp.table.viewer]
    if group == "kan":
        mine["kans"] = ["x3"]
    else:
        mine["melds"] = [{"type": group.upper(), "cards": ["x3", "x3", "x3"], "huxi": 1}]
    auto = sp.auto_answer(v, [CHI, PASS])
    assert auto is not None and auto.label == f"过（你的{word}要跑这张）", auto.label


def test_the_pao_reason_in_english() -> None:
    sp, v = _asked("x3", 2, True, [CHI, PASS], lang="en")
    other = (sp.table.viewer + 1) % 3
    v["seats"][other]["melds"] = [{"type": "PENG", "cards": ["x3", "x3", "x3"], "huxi": 1}]
    auto = sp.auto_answer(v, [CHI, PASS])
    assert auto is not None and auto.label == f"Pass ({sp.name(other)}'s peng must pao this card)", auto.label


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_claimed_discard_leaves_a_dimmed_trace_in_its_discarders_river(w: float, h: float) -> None:
    """Play-test 34 #5 (093805-dis1: the player's 一 taken by 电脑1 left their river showing only 六; the
    apps mark a claimed card where it lay): the card stays in the discarder's river, veiled, tagged
    with the claim's word, in the place it would have had."""
    from pygame_core.ui.games.paohuzi.taken import VEIL
    from pygame_core.ui.geom import Rect

    app = started(w, h, 5)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    table, c = sp.table, sp.table.client
    me, now, seen, claim = table.viewer, 1.0, 0, None
    while now < 300.0 and not c.is_over() and claim is None:
        app.frame(now)
        evs = c.events(me)
        for i, e in enumerate(evs[seen:], seen):
            last = next((x for x in reversed(evs[:i]) if x.get("type") in ("discard", "draw", "river")), {})
            if e.get("type") in ("chi", "peng") and last.get("type") == "discard" and claim is None:
                claim = (int(last["seat"]), str(e["card"]), len(c.view(me)["seats"][int(last["seat"])]["river"]))
        seen = len(evs)
        if claim is None and me in c.people_to_act():
            table.submit(c.hint(me) or c.legal(me)[0], now)
        now += 0.25
    assert claim is not None, "no discard claimed in this deal"
    src, card, n = claim
    app.frame(now)
    marks = sp.board.recent.taken.get(src)
    assert marks and marks[0][:2] == (n, card), (marks, claim)
    river = sp.board.river[src]
    veils = [op for op in app.dl.ops if op[0] == "R" and op[6] == VEIL and Rect(*op[1:5]).inside(river.inset(-3))]
    assert len(veils) == 1, (veils, river)
    v = Rect(*veils[0][1:5])
    faces = [op[3] for op in app.dl.ops if op[0] == "T" and v.contains(op[1], op[2])]
    assert sp.glyph(card) in faces and any(f in ("吃", "碰") for f in faces), faces


def test_a_win_taken_as_the_clock_runs_out_holds_the_table_before_the_next_draw() -> None:
    """Play-test 34 #3 (093949-peng1 -> 093956-hu1: 5 s left on a 胡 prompt, then the player's 自摸 card
    up with '电脑1 翻出 五' and '电脑1 思考中…' behind it): the 胡 the table sends at the deadline
    (play-test 33 #1) stops the table as a tapped one does; the next draw waits for its moment."""
    app = started(1366, 768, 8, timers=True)
    app.settings["speed"] = "normal"
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    table, c = sp.table, sp.table.client
    me, now, seen, asked = table.viewer, 1.0, len(c.events(table.viewer)), None
    won_at = None
    while now < 120.0 and not c.is_over():
        app.frame(now)
        evs = c.events(me)
        new, seen = evs[seen:], len(evs)
        if won_at is None and any(e.get("type") == "win" and e.get("seat") == me for e in new):
            won_at = now
            assert not [e for e in new if e.get("type") == "draw"], new   # not in the same frame
        elif won_at is not None:
            assert not any(e.get("type") == "draw" for e in new) or now - won_at > 2.0, (now - won_at, new)
            if now - won_at > 2.0:
                break
        if won_at is None and me in c.people_to_act() and {"a": "hu"} not in c.legal(me):
            asked = now if asked is None else asked
            if now - asked > 0.8:
                table.submit(c.hint(me) or c.legal(me)[0], now)
                asked = None
        elif me not in c.people_to_act():
            asked = None
        now += 0.05
    assert won_at is not None, "no win of the player's at the deadline in this deal"
