"""The 跑胡子 table after play-test 18 (7/10, session 23)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_table import started

from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.ui.games.paohuzi.advice import held_by, live_answers

CHI = {"a": "chi", "groups": [["x1", "x2", "x3"]]}
PASS = {"a": "pass"}


def test_a_chi_waits_for_a_bot_after_the_player_but_never_for_a_person() -> None:
    """#1 (035822/035920: 吃 pressed, then 被碰（碰先于吃） by 电脑1, who answers after the player counting
    from 电脑2's discard): a bot that may 碰 or 胡 answers first wherever it sits; a person still does
    not wait for one after them (two people would wait for each other)."""
    v = {"phase": "claim", "offer": {"src": 2, "draw": False, "card": "x3"}, "to_act": [0, 1], "answered": [],
         "seats": [{}, {}, {}]}
    assert held_by(v, 0, [CHI, PASS], bots=[1, 2]) == 1
    assert live_answers(v, 0, [CHI, PASS], [1, 2]) == ([], "wait:1")
    assert held_by(v, 0, [CHI, PASS]) is None   # 电脑1 a person
    assert held_by(v, 0, [{"a": "hu"}, PASS], bots=[1, 2]) is None   # a discard's wins are shared
    v["answered"] = [1]
    assert live_answers(v, 0, [CHI, PASS], [1, 2]) == ([CHI, PASS], "")


def _chi_shown(app: Any) -> bool:
    return any(h["id"].startswith(("btn:chi", "chimore", "btn:chimore")) for h in app.state()["hits"])


@pytest.mark.parametrize("speed,seed", [("instant", 3), ("instant", 8), ("normal", 5)])
def test_a_chi_is_shown_only_when_it_can_still_take_the_card(speed: str, seed: int) -> None:
    """#1 at a table: whenever the player sees a 吃, every bot asked has answered and no answer given
    beats it (``Claims.moot``); the player answers at random, 吃 included."""
    app = started(1366, 768, seed)
    app.settings["speed"] = speed
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    scr = sp.table
    c = scr.client
    rng = SplitMix64(seed)
    now, shown = 1.0, 0
    for _ in range(1500 if speed == "instant" else 900):
        now += 0.1 if speed == "normal" else 0.3
        app.frame(now)
        st = c.master.state
        if c.is_over() or not isinstance(st, PaohuziState):
            break
        me = scr.viewer
        if st.phase == "claim" and _chi_shown(app):
            shown += 1
            assert not [s for s in st.to_act() if c.is_bot(s)], (st.to_act(), st.answers)
            assert not st.moot(me), st.answers
        if me in c.people_to_act():
            legal = c.legal(me)
            if not legal or st.phase == "claim" and sp._live(scr.view())[1].startswith("wait:"):
                continue
            c.act(me, legal[rng.uniform(len(legal))])
            scr.refresh(now)
    assert shown
