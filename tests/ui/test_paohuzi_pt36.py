"""跑胡子 table, session 33 (play-test 36's report)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_playtest6 import _as_view
from test_paohuzi_pt10 import _win
from test_paohuzi_table import started

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.moments import Moments, draw_moment
from pygame_core.ui.games.paohuzi.winface import FACE_S, FIRST_S, LATER_S, draw_face, face_hold
from pygame_core.ui.geom import Rect


def _texts(dl: DisplayList) -> list[str]:
    return [str(op[3]) for op in dl.ops if op[0] == "T"]


def _table(w: float, h: float) -> tuple[Any, Any, int, int]:
    app = started(w, h, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    return app, sp, me, (me + 1) % 3


def test_a_panel_that_goes_on_by_itself_never_says_tap_to_continue() -> None:
    """Play-test 36 #2: a bot's win card said '点击继续' and went after ~2 s on its own. A win face up
    (and a bot's whole moment) says a tap skips it; '点击继续' stays on the player's own, which waits."""
    _app, sp, me, bot = _table(1366, 768)
    pay = [-500] * 3
    pay[bot] = 1000
    rec = _win(bot, pay)
    dl = DisplayList()
    draw_face(dl, sp, 1366, 0, 700, 350, 0.3, rec, 1, me)
    assert "点击继续" not in _texts(dl) and "点按跳过" in _texts(dl), _texts(dl)
    for hold, word in ((3.2, "点按跳过"), (None, "点击继续")):   # a bot's whole moment; the player's own
        m = Moments()
        m.add(0.0, 0, hold)
        dl = DisplayList()
        draw_moment(dl, sp, 1366, 768, 2.0, m, dict(rec, seat=bot if hold else me), sp._spot)
        said = " ".join(_texts(dl))
        assert word in said and ("点击继续" in said) == (hold is None), said


def test_each_bot_win_face_up_stays_about_three_seconds() -> None:
    """Play-test 36 #2: '~2 s' a bot's later win; the apps ~3 s."""
    recs = [{"seat": 1, "src": 1}] * 4   # (a bot's later ones light since pt38 #2; the player's own face up)
    assert [face_hold(recs, i, 0) for i in range(4)] == [FIRST_S, 0.0, 0.0, 0.0]
    assert [face_hold(recs, i, 1) for i in range(4)] == [FIRST_S, FACE_S, LATER_S, LATER_S]
    assert FIRST_S >= FACE_S >= 3.0 and LATER_S >= 2.5


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_wins_since_the_players_move_stand_under_the_card_until_their_next(w: float, h: float) -> None:
    """Play-test 36 #2 (124928-124954: a 26 s stretch, two bots won, the player came back to '分 -2,700'
    and two revealed hands): under the card in play a line says the last win, which of the hand's, and
    what the wins since the player's last move cost them; it stays after the panels went, until the
    player moves again; a win still waiting for its panel is not said ahead of it."""
    app, sp, me, bot = _table(w, h)
    other = 3 - me - bot
    pay, pay2 = [-500] * 3, [-300] * 3
    pay[bot], pay2[other] = 1000, 600
    recs = [_win(bot, pay, "x3"), _win(other, pay2, "x5")]
    _as_view(sp, [])
    sp.on_events([{"type": "discard", "seat": me, "card": "x9"}], 20.0)   # (the player's move before)

    def middle(t: float) -> list[str]:
        app.now = t
        dl = DisplayList()
        sp.draw_center(dl, sp.table.lay.center, sp.table.view(), t)
        r = sp.drawn["middle"]
        return [str(op[3]) for op in dl.ops if op[0] == "T" and r.x <= op[1] <= r.r and r.y <= op[2] <= r.b]

    assert not any("胡了" in t for t in middle(20.0))
    _as_view(sp, recs)
    sp.on_events([{"type": "win", "seat": bot}, {"type": "win", "seat": other}], 20.0)
    # the first win's card shows: the line waits for it (pt38 #2, 161834-p2-t18: it stuck out behind it)
    assert not any("胡了" in t for t in middle(20.5)), middle(20.5)
    said = " / ".join(middle(20.0 + FIRST_S - 0.1))
    assert "第2胡" not in said, said
    said = " / ".join(middle(20.0 + FIRST_S * 2 + 1))   # both panels gone: the line stands
    assert f"{sp.name(other)} 胡了" in said and "第2胡" in said and "近2胡" in said and "你付 -800" in said, said
    sp.on_events([{"type": "discard", "seat": me, "card": "x8"}], 40.0)   # the player moves: it goes
    assert not any("胡了" in t for t in middle(40.1)), middle(40.1)


def test_a_locked_hand_watches_the_bots_at_a_quick_pace() -> None:
    """Play-test 36 #2 (pace 6: 20-35 s watched with nothing to decide): once the player's hand is locked
    and the table makes its wins, the bots move at 快's pace (LOCKED_S); before, at the speed chosen."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.pace import LOCKED_S, nothing_left, pace_bots

    class Client:
        delay = -1.0

        def bot_to_act(self) -> int:
            return 1

        def legal(self, s: int) -> list[Any]:
            return [{"a": "discard", "card": "x1"}]

        def set_bot_delay(self, d: float) -> None:
            self.delay = d

    v = view(phase="discard", to_act=[1])
    c: Any = Client()
    pace_bots(c, v, 1.1, False)
    assert c.delay == 1.1 and not nothing_left(v)
    v["seats"][0] = seat(locked=True)
    pace_bots(c, v, 1.1, False)
    assert c.delay == LOCKED_S <= 0.5 and nothing_left(v)
    v["options"]["locked_auto_hu"] = False   # asked 胡/过 on each card: the speed chosen
    pace_bots(c, v, 1.1, False)
    assert c.delay == 1.1


@pytest.mark.parametrize("kinds", [("SEQ", "EQS"), ("SEQ", "EQS", "SEQ", "WEI"), ("EQS", "SEQ")])
def test_a_phones_two_seven_ten_label_keeps_its_huxi(kinds: tuple[str, ...]) -> None:
    """Play-test 36 #3 (130650-phone-pchi10: the player's 二七十 column, last of its row, had no label
    beside '顺0'; 130724-phone-pchi345: '二七十' with no number between two 顺0): the label says the
    group and its 胡息, taking the room its neighbours' labels (or the part's edge) leave."""
    from test_paohuzi_table import _speaker, seat, view

    from pygame_core.ui.games.paohuzi.board import Board, draw_board

    sp = _speaker()
    cards = {"SEQ": ["d7", "d8", "d9"], "EQS": ["x2", "x7", "x10"], "WEI": ["x5"] * 3}
    melds = [{"type": k, "cards": cards[k], "huxi": 3 if k == "EQS" else 0} for k in kinds]
    v = view(phase="discard", seat=0, to_act=[1], offer=None)
    v["seats"][0] = seat(hand=["x1"], kans=[], wilds=0, passed_peng=[], melds=melds, river=["x9", "d2", "x3"])
    board, dl = Board(), DisplayList()
    draw_board(dl, sp, Rect(8, 134, 374, 416), v, board, {}, False, True, False, None, None)
    own = board.boxes[0]
    said = [str(op[3]) for op in dl.ops if op[0] == "T" and own.y <= op[2] <= own.b]
    assert "二七十3" in said, said


@pytest.mark.parametrize("lang,word", [("en", "Wei"), ("zh-Hans", "偎")])
def test_a_call_at_a_seat_is_in_the_players_language(lang: str, word: str) -> None:
    """Play-test 36 #3 (125920-laptop-turn: an English table's callout read '偎'): the call's word is
    the log's, and a forced meld's call still holds its longer beat."""
    from pygame_core.ui.games.paohuzi.moment_part import FORCED

    app, sp, me, bot = _table(1366, 768)
    app.set_lang(lang)
    sp.on_events([{"type": "wei", "seat": bot, "card": "x5"}], 30.0)
    calls = [x.words[0] for x in sp.moments.lit if x.kind == "call"]
    assert calls == [word] and word in FORCED, calls


def test_the_rules_table_section_names_the_buttons_the_table_has() -> None:
    """Play-test 36 #3 (125827-laptop-rules6: '7. 在牌桌上' spoke of a 「听牌」按钮 while the table showed
    '收起听牌'): the section names 收起听牌 and says how a 炮 card goes (its button, not a double tap)."""
    from pygame_core.core.i18n import pick
    from pygame_core.ui.guide import content_paohuzi

    text = repr(content_paohuzi.__dict__)
    for lang, hide, pao in (("zh-Hans", "「收起听牌」", "「炮」"), ("en", "Hide waits", "double tap")):
        said = " ".join(pick(t, lang) if isinstance(t, dict) else str(t) for t in _strings(content_paohuzi))
        assert hide in said and pao in said, (lang, said[-600:])
    assert "「听牌」按钮" not in text


def _strings(mod: Any) -> list[Any]:
    """Every text of a guide module's sections (dicts of languages, nested in tuples and lists)."""
    out: list[Any] = []

    def walk(x: Any) -> None:
        if isinstance(x, dict) and "en" in x:
            out.append(x)
        elif isinstance(x, (list, tuple)):
            for y in x:
                walk(y)
        elif hasattr(x, "__dict__") and not isinstance(x, type):
            walk(list(vars(x).values()))

    for v in vars(mod).values():
        walk(v)
    return out


def test_a_phones_winner_keeps_its_bowl_word_beside_the_win_tag() -> None:
    """Play-test 36 #3 (130442-phone-pff2: 电脑2's head read '×8' beside '胡×8 +2,880', its 盆 cut):
    the bowl reads '盆×8' whole, the plate above naming the seat."""
    from test_paohuzi_table import _speaker, seat, view

    from pygame_core.ui.games.paohuzi.board import Board, draw_board

    sp = _speaker()
    v = view(phase="discard", seat=0, to_act=[1], offer=None)
    v["seats"][0] = seat(hand=["x1"], kans=[], wilds=0, passed_peng=[], river=["x9"])
    v["seats"][2] = seat(locked=True, bowl_mult=8, bowl=0b111, wins=8)
    v["records"] = [_win(2, [-1440, 0, 2880])] + [_win(2, [-180, -180, 360]) for _ in range(7)]
    board, dl = Board(), DisplayList()
    draw_board(dl, sp, Rect(8, 134, 374, 416), v, board, {}, False, True, False, None, None)
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert any(t.startswith("胡×8") for t in said) and "盆×8" in said, said


def test_the_framed_discard_goes_when_the_discards_clock_runs_out() -> None:
    """Play-test 37 #1 (152526-h2-12: the 听牌 line said 建议打壹 with 壹 framed in the hand; at 0 s the
    table threw 玖, the rules' pick, and broke the player's 九/玖): the card the line frames goes."""
    from test_paohuzi_pt13 import _at, _hits

    app = started(390, 844, 11, dpr=1, timers=True)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    table: Any = app.screen
    me = table.viewer
    now = 0.3
    for _ in range(400):   # claims passed at once, until the player's discard is due
        now += 0.25
        app.frame(now)
        st, hits = app.state(), _hits(app)
        if me in st.get("people_to_act", []) and "pz:moment" not in hits:
            if st.get("phase") == "discard":
                break
            if "btn:pass" in hits:
                app.tap_at(*_at(hits["btn:pass"]), now)
    best = (table.client.hint(me) or {}).get("card")
    codes = [a["card"] for a in table.client.legal(me) if a["a"] == "discard" and a["card"] != best]
    framed = codes[-1]
    sp.show_hints = True
    sp._preselect = lambda _v, _best: setattr(sp, "suggest", framed)
    done = len(table.client.master.hand.actions)
    for _ in range(400):   # no tap: the clock runs out
        now += 0.1
        app.frame(now)
        if len(table.client.master.hand.actions) > done:
            break
    assert table.client.master.hand.actions[done:done + 1] == [(me, {"a": "discard", "card": framed})], \
        (framed, best, table.client.master.hand.actions[done:])


def test_a_phones_result_reason_reads_at_eleven_px() -> None:
    """Play-test 37 (153529-p42-result: '你胡3次 +3,904 · 电脑1胡9次 你付 -1,180…' ~8 px on a phone): the
    line goes on two lines at 11 px at least, every part said."""
    from test_paohuzi_table import _readable

    from pygame_core.ui.games.paohuzi.sheet import draw_sheet

    _app, sp, me, b1 = _table(390, 844)
    b2 = 3 - me - b1
    pays = []
    for winner, gain in ((me, 3904), (b1, 2360), (b2, 18396)):
        pay = [-gain // 2] * 3
        pay[winner] = gain
        pays.append(_win(winner, pay))
    res = {"wins": pays * 3, "scores": [sum(w["pay"][s] for w in pays * 3) for s in range(3)]}
    dl = DisplayList()
    draw_sheet(dl, sp, Rect(12, 90, 366, 520), res, -1, 0, {**sp.table.view(), "seat": me})
    ops = [op for op in dl.ops if op[0] == "T" and ("胡3次" in str(op[3]) or "付" in str(op[3]))]
    said = " ".join(str(op[3]) for op in ops)
    assert "你胡3次" in said and f"{sp.name(b2)}胡3次" in said, said
    assert all(_readable(op) >= 11 - 0.05 for op in ops), [(op[3], _readable(op)) for op in ops]


def test_a_phones_win_card_names_the_winner_and_card_whole() -> None:
    """Play-test 37 (153356-p33: a phone's win card read '电脑1 胡 王…' beside its 第N胡 pill): the pill
    goes beside the second line when the first would be cut."""
    from pygame_core.ui.games.paohuzi.winface import draw_face_card

    _app, sp, me, bot = _table(390, 844)
    pay = [-224] * 3
    pay[bot] = 448
    rec = dict(_win(bot, pay, "*"), how="wild")
    dl = DisplayList()
    draw_face_card(dl, sp, (0.0, 195.0), 150, 500, 300, 0.3, rec, 24, me)
    said = _texts(dl)
    assert f"{sp.name(bot)} 胡 王霸" in said and "第24胡" in said, said
