"""够级: a play that gives up 开点 (4s before opening, rules 9.4) asks first, naming the consequence,
and 提示 offers it last, marked (a play-tester lost the opening to one tap on a 4)."""

from __future__ import annotations

from typing import Any

from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON, Action
from pygame_core.ui.games.gouji.hints import HintCycle, forfeits, suggestions

FOUR, QUEEN, THREE = 1, 9, 0  # card ids (rules 2.4: rank index 1 = 4, 9 = Q, 0 = 3)


def unopened(**kw: Any) -> JSON:
    view: JSON = {"seat": 0, "phase": "play", "open": ["N"] * 6, "chaos": False, "heads": [True] * 6,
                  "hand": [FOUR, FOUR + 13, QUEEN, QUEEN + 13, QUEEN + 26, THREE], "top": []}
    view.update(kw)
    return view


def test_only_4s_before_opening_while_opening_is_possible_forfeit() -> None:
    assert forfeits(unopened(), 0, ["4", "4"])
    assert forfeits(unopened(), 0, ["4", "2"])  # 4s with a helper: still the 4s
    assert not forfeits(unopened(), 0, ["Q"])
    assert not forfeits(unopened(open=["O"] + ["N"] * 5), 0, ["4"])  # opened: 发四 is the point
    assert not forfeits(unopened(open=["P"] + ["N"] * 5), 0, ["4"])  # 待发四: confirms the opening
    assert not forfeits(unopened(open=["F"] + ["N"] * 5), 0, ["4"])  # given up already
    assert not forfeits(unopened(chaos=True), 0, ["4"])  # 四户乱缠: no opening any more (9.5)
    assert not forfeits(unopened(heads=[False] * 6), 0, ["4"])  # no head: nothing to open at
    assert not forfeits(unopened(duel="four", forced=0), 0, ["4"])  # the 革命 duel's forced 4s
    assert not forfeits(unopened(revolutionary=3), 0, ["4"])  # the 革命 pair opens only in the duel
    # play-test 8 D2: with no pure gouji set left (QQQ, KK, AA, 22, JJJJ, 10 x5) nothing is given up
    assert not forfeits(unopened(hand=[FOUR, FOUR + 13, QUEEN, QUEEN + 13, THREE]), 0, ["4", "4"])


def order(cands: list[Action]) -> Action | None:
    """The game's hint stand-in: the first (the 4s)."""
    return cands[0] if cands else None


def test_the_hint_offers_a_forfeiting_play_last_and_marked() -> None:
    legal: list[Action] = [{"a": "play", "cards": ["4", "4"]}, {"a": "play", "cards": ["Q", "Q", "Q"]}]
    got = suggestions(unopened(), legal, order)
    assert [a["cards"] for a, _s in got] == [["Q", "Q", "Q"], ["4", "4"]]
    cyc = HintCycle()
    cyc.next(unopened(), legal, order)
    assert not cyc.forfeit(unopened())
    cyc.next(unopened(), legal, order)
    assert cyc.forfeit(unopened())
    opened = unopened(open=["O"] * 6)  # opened: the 4s are no loss, the game's order stands
    assert [a["cards"] for a, _s in suggestions(opened, legal, order)] == [["4", "4"], ["Q", "Q", "Q"]]


def test_the_play_button_asks_before_4s_give_up_the_opening() -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    me = ui.me()
    view = dict(scr.view())
    view.update(seat=me, phase="play", open=["N"] * 6, chaos=False, heads=[True] * 6, top=[],
                hand=[FOUR, FOUR + 13, QUEEN, QUEEN + 13, QUEEN + 26, THREE])
    legal: list[Action] = [{"a": "play", "cards": ["4"]}, {"a": "play", "cards": ["Q"]}]

    def play_btn(v: JSON, cid: int) -> Any:
        return next(b for b in ui._offer(v, [{"id": cid, "v": 0}], legal) if b.id == "play")
    ask = play_btn(view, FOUR).confirm
    assert "将弃点" in ask and "开不了点" in ask
    assert play_btn(view, QUEEN).confirm == ""
    view["open"] = ["O"] * 6
    assert play_btn(view, FOUR).confirm == ""
    # play-test 10 D1: 4s unopened are asked every time, also where no opening was left to make (the
    # question says why it costs nothing more); a forced one is said, then played for the player (lead's
    # decision after play-test 19 #1, reversing pt10 D1: the apps play a forced move by themselves)
    view["hand"] = [FOUR, FOUR + 13, QUEEN, QUEEN + 13, THREE]  # no pure gouji set left
    view["open"] = ["N"] * 6
    ask = play_btn(view, FOUR).confirm
    assert "将弃点" in ask and "本局算不开点" in ask and "已无够级" in ask, ask
    auto = ui.auto_answer(view, [{"a": "play", "cards": ["4", "4"]}])
    assert auto is not None and "自动打出" in auto.label
    view["chaos"] = True
    assert "四户乱缠" in play_btn(view, FOUR).confirm
    assert ui.auto_answer(view, [{"a": "play", "cards": ["4"]}]) is not None
    view.update(chaos=False, open=["F"] + ["N"] * 5)  # 弃点 already: nothing to ask
    assert play_btn(view, FOUR).confirm == ""


def test_a_forced_4_is_offered_on_the_button_asked_and_said() -> None:
    """The only play is 4s, unopened: a play button naming them and the prompt says why; no question after
    the press (pt13 266: a second tap with nothing to decide)."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    view = dict(scr.view())
    view.update(seat=ui.me(), phase="play", open=["N"] * 6, chaos=False, heads=[True] * 6, top=[],
                hand=[FOUR, FOUR + 13, THREE])
    forced: list[Action] = [{"a": "play", "cards": ["4", "4"]}]
    btn = next(b for b in ui._offer(view, [], forced) if b.id == "play")
    assert btn.action == forced[0] and btn.confirm == "" and btn.sub == "4 4"
    sel = next(b for b in ui._offer(view, [{"id": FOUR, "v": 4}, {"id": FOUR + 13, "v": 4}], forced) if b.id == "play")
    assert sel.confirm == ""  # (selected by hand too)
