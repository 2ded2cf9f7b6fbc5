"""The 跑胡子 table after play-test 18 (7/10, session 23)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_pt10 import _win
from test_paohuzi_pt17 import BI, PLAIN, _claim
from test_paohuzi_table import _speaker, started
from test_replay_view import bot_hand, make_app, press

from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.advice import held_by, live_answers
from pygame_core.ui.games.paohuzi.board import MIN_RIVER
from pygame_core.ui.games.paohuzi.chipics import card_sizes
from pygame_core.ui.games.paohuzi.winface import draw_face
from pygame_core.ui.geom import Rect
from pygame_core.ui.replay_view import open_replay

CHI = {"a": "chi", "groups": [["x1", "x2", "x3"]]}
PASS = {"a": "pass"}


def test_a_chi_waits_for_a_bot_after_the_player_but_never_for_a_person() -> None:
    """#1 (035822/035920: 吃 pressed, then 被碰（碰先于吃） by 电脑1, who answers after the player counting
    from 电脑2's discard): a bot that may 碰 or 胡 answers first wherever it sits; a person still does
    not wait for one after them (two people would wait for each other)."""
    v = {
        "phase": "claim",
        "offer": {"src": 2, "draw": False, "card": "x3"},
        "to_act": [0, 1],
        "answered": [],
        "seats": [{}, {}, {}],
    }
    assert held_by(v, 0, [CHI, PASS], bots=[1, 2]) == 1
    assert live_answers(v, 0, [CHI, PASS], [1, 2]) == ([], "wait:1")
    assert held_by(v, 0, [CHI, PASS]) is None  # 电脑1 a person
    assert held_by(v, 0, [{"a": "hu"}, PASS], bots=[1, 2]) is None  # a discard's wins are shared
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


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.r - 1 and b.x < a.r - 1 and a.y < b.b - 1 and b.y < a.b - 1


LONG = (
    "推荐打四 → 听: 三(剩1张 自摸98,304/别家32,768) 壹、贰(剩3、4张 自摸49,152/别家32,768) "
    "叁、佰(剩3、2张 自摸100,000/别家32,768) 拾(剩1张 得100,000) · 也可打 叁"
)


@pytest.mark.parametrize("w,h,seed", [(1366, 768, 3), (1366, 768, 8), (1280, 720, 5)])
def test_the_wide_tables_ready_line_covers_no_card_and_no_button(w: int, h: int, seed: int) -> None:
    """#2 (035942: the 听牌 box's four lines over the hand's top row, 伍/七): wherever it is shown, the
    bubble, four lines long here (the play-tester's), lies over no card of the hand and no button."""
    app = started(w, h, seed)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    sp._hint_text = lambda view, ready, sel: LONG
    scr = sp.table
    c = scr.client
    rng = SplitMix64(seed)
    now, seen, tall = 1.0, 0, 0
    for _ in range(700):
        now += 0.3
        sp.show_hints = True
        app.frame(now)
        if c.is_over():
            break
        st = app.state()
        bubble = sp.drawn.get("hints")
        if bubble is not None:
            seen += 1
            tall += bubble.h > 30
            for hit in st["hits"]:
                if hit["id"].startswith(("card:", "btn:")):
                    assert not _overlap(bubble, Rect(*hit["rect"])), (hit["id"], bubble, hit["rect"])
        me = scr.viewer
        if me in c.people_to_act():
            legal = c.legal(me)
            if legal:
                c.act(me, legal[rng.uniform(len(legal))])
                scr.refresh(now)
    assert seen and tall, (seen, tall)


@pytest.mark.parametrize("seed,long", [(3, False), (5, True)])
def test_a_phones_ready_line_lies_over_none_of_the_players_discards(seed: int, long: bool) -> None:
    """#2 (035446, phone: the 听牌 box over the player's own discards): they shrink to rows above it."""
    app = started(390, 844, seed)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    if long:
        sp._hint_text = lambda view, ready, sel: LONG
    scr = sp.table
    c = scr.client
    rng = SplitMix64(seed)
    now, seen = 1.0, 0
    for _ in range(600):
        now += 0.3
        sp.show_hints = True
        app.frame(now)
        if c.is_over():
            break
        me = scr.viewer
        bubble, river = sp.drawn.get("hints"), sp.board.river.get(me)
        if (
            bubble is not None
            and river is not None
            and scr.view()["seats"][me]["river"]
            and bubble.y >= river.y + MIN_RIVER + 3
        ):
            seen += 1
            assert not _overlap(bubble, river), (bubble, river)
        if me in c.people_to_act():
            legal = c.legal(me)
            if legal:
                c.act(me, legal[rng.uniform(len(legal))])
                scr.refresh(now)
    assert seen


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_tuoguan_keeps_the_hand_its_size(w: int, h: int) -> None:
    """#3 (035643, phone: in 托管 the hand shrank to ~20 px cards for the 托管中 bar): the bar lies over
    the action bar, which 托管 leaves empty; the cards keep their size and 取消托管 covers none."""
    app = started(w, h, 5)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]

    def cards() -> list[Rect]:
        return list(sp.hand_rects(sp.table.lay.hand, sp.table.view(), 0))

    before = cards()
    sp.tuoguan.toggle()
    app.frame(1.1)
    st = app.state()
    off = Rect(*next(x["rect"] for x in st["hits"] if x["id"] == "tuoguan:off"))
    after = cards()
    assert before and [(r.w, r.h) for r in after] == [(r.w, r.h) for r in before]
    assert not any(_overlap(off, r) for r in after)


def test_a_laptops_chi_picker_shows_its_groups_large() -> None:
    """#4 (034524: the laptop's 吃/比 picker, its 比 cards ~16 px wide): a laptop's options are taller,
    the 比 cards nearly the pattern's size, each option whole on screen above the 吃 button."""
    for w, h, tall in ((1366, 768, True), (390, 844, False)):
        sp, lay, v = _claim(w, h, "x3", [BI, PLAIN, {"a": "pass"}])
        assert sp.tap("btn:chimore", v)
        dl = DisplayList()
        sp.draw_hand(dl, lay.hand, v, 20.1)
        picks = [x.rect for x in dl.hits if x.id.startswith("btn:pick")]
        assert len(picks) == 2 and all(0 <= p.x and p.r <= w and p.y >= 0 for p in picks)
        bi_w = card_sizes(picks[0].h)[1] / 1.45
        assert (bi_w >= 30) if tall else (bi_w >= 16), (w, picks[0], bi_w)


def test_a_replay_at_a_win_shows_no_next_card_in_the_middle() -> None:
    """#5 (034813: 回放 at the first 胡 showed 电脑1 翻出 十, the next step's card, behind the win's box):
    the step lands after the rules' next draw; the middle shows no card in play while the win shows."""
    app = make_app(1366, 768)
    assert open_replay(app, bot_hand("paohuzi", 3))
    app.frame(1.0)
    press(app, "rv:win", 1.1)
    app.frame(1.2)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    assert sp.peek is not None and sp.table.view().get("offer"), "a win whose step shows the next card"
    mid = sp.board.middle
    said = [str(op[3]) for op in app.dl.ops if op[0] == "T" and mid.contains(op[1], op[2])]
    assert not any("翻出" in x or "打出" in x for x in said), said


def test_a_wide_tables_empty_own_parts_say_what_goes_there() -> None:
    """#5 (Look: "empty meld boxes"): the player's melds and discards beside the hand, empty at the deal,
    say what goes there."""
    app = started(1366, 768, 5)
    app.frame(1.0)
    said = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert "吃、碰、偎、提的牌" in said and "你打出的牌" in said, said


def test_the_ready_help_stays_as_the_player_left_it_from_hand_to_hand() -> None:
    """Play-test 19 #5 (l_061107: 听牌 switched on in hand 1 was off again in hand 2): the button's
    choice is kept in the settings; a new hand (or a reload) opens with it."""
    app = started(1366, 768, 5)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    assert not sp.show_hints
    sp.tap("btn:hints", sp.table.view())
    assert sp.show_hints and app.settings["pz_hints"] is True
    sp.on_new_hand()
    assert sp.show_hints
    sp.tap("btn:hints", sp.table.view())
    sp.on_new_hand()
    assert not sp.show_hints and not sp.hints_auto


def test_a_win_face_is_opaque_till_it_goes() -> None:
    """Play-test 19 #3 (l_060932: the player's win panel fading out lay over 电脑1's revealed hand, both
    unreadable): the face of a win is drawn opaque all its time, in and gone at once."""
    for p in (0.02, 0.5, 0.95):
        dl = DisplayList()
        draw_face(dl, _speaker(), 1366, 0, 768, 300, p, _win(1, [-500, 1000, -500]), 1, 0)
        assert [op[1] for op in dl.ops if op[0] == "A"][0] == 1.0, p


def test_tuoguans_moves_are_marked_in_the_log() -> None:
    """Play-test 19 #1 (p_062509: the full log read 托管's 吃 and discards as the player's own): each
    move 托管 makes for the player says （托管） in the log."""
    app = started(1366, 768, 5)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    sp.tuoguan.toggle()
    now = 1.0
    for _ in range(200):
        now += 0.5
        app.frame(now)
        if any(line.startswith("你") and line.endswith("（托管）") for line in sp.table.log):
            break
    mine = [line for line in sp.table.log if line.startswith("你 ") and not line.startswith("你 翻")]
    assert mine and all(line.endswith("（托管）") for line in mine), sp.table.log


def test_a_tool_tapped_as_the_players_prompt_runs_out_does_nothing() -> None:
    """Play-test 19 #1 (p_062252 -> p_062300: 碰 tapped as its clock ran out; 记牌 came back in 碰's cell
    and the tap opened the 记牌器): a tool tapped within LATE_S of the prompt running out does nothing."""
    app = started(390, 844, 5)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    before = sp.counter_on()
    sp.table.guard.lapse(app.now)
    assert sp.tap("btn:counter", sp.table.view()) and sp.counter_on() == before
    app.frame(app.now + 2.0)
    sp.tap("btn:counter", sp.table.view())
    assert sp.counter_on() != before
