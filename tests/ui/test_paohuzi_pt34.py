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


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_each_seats_bowl_is_a_readable_grid_at_the_table(w: float, h: float) -> None:
    """Play-test 34 #4 (095347-ph-bowl: each seat's 聚宝盆 a ~10 px icon beside '盆×N'): every seat's 3x3
    bowl at the table has cells of 6 px or more (was 4), its nine cells inside its tap target."""
    from pygame_core.ui.geom import Rect

    app = started(w, h, 5)
    app.frame(20.0)
    tips = [x for x in app.state()["hits"] if x["id"].startswith("tip:") and "聚宝盆" in str(x.get("label"))]
    assert len(tips) == 3, [x["label"] for x in tips]
    for tip in tips:
        r = Rect(*tip["rect"])
        cells = [op for op in app.dl.ops if op[0] == "R" and r.contains(op[1] + op[3] / 2, op[2] + op[4] / 2)
                 and abs(op[3] - op[4]) < 0.1 and op[3] < 12]
        assert len(cells) >= 9 and min(op[3] for op in cells[:9]) >= 6.0, cells


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_bots_turn_shows_a_clock_on_its_badge(w: float, h: float) -> None:
    """Play-test 34 (What the apps have: "The countdown only appears on my own turn; bots just show
    思考中…"; FIXERS 5): under the timed rules the acting bot's badge shows its prompt's clock, as a
    person's does; none with the timers off."""
    for timers in (True, False):
        app = started(w, h, 5, timers=timers)
        app.settings["speed"] = "slow"
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        table, c = sp.table, sp.table.client
        now, shown = 1.0, None
        while now < 60.0 and shown is None:
            app.frame(now)
            bot = c.bot_to_act()
            v = table.view()
            if bot is not None and v.get("phase") == "discard" and v.get("actor") == bot and not sp.busy(now):
                plate = table.lay.seats[bot]
                shown = [op[3] for op in app.dl.ops if op[0] == "T" and plate.contains(op[1], op[2])
                         and str(op[3]).isdigit() and op[3] != str(v["seats"][bot].get("concealed"))]
            elif table.viewer in c.people_to_act():
                table.submit(c.hint(table.viewer) or c.legal(table.viewer)[0], now)
            now += 0.2
        assert shown is not None, "no bot's discard turn"
        assert (shown == ["15"]) if timers else not shown, (timers, shown)


def test_a_bots_forced_meld_holds_its_call_longer_than_a_claim() -> None:
    """Play-test 34 #5 (093902-w4: a bot's 偎, 跑 七 and 碰 肆, each with its discard, within 1.5 s): a forced
    meld's call (提/跑/偎) holds the table FORCED_K beats at 中, a 碰's one."""
    from pygame_core.ui.games.paohuzi.moment_part import BEAT, FORCED_K

    app = started(1366, 768, 5)
    app.frame(20.0)
    app.settings["speed"] = "normal"
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    bot = (sp.table.viewer + 1) % 3
    for kind, word, held in (("peng", "碰", False), ("pao", "跑", True), ("wei", "偎", True)):
        sp.moments.clear()
        t0 = 30.0 + 10 * len(word) * ("peng", "pao", "wei").index(kind)
        sp.on_events([{"type": kind, "seat": bot, "card": "x3"}], t0)
        app.frame(t0 + 0.05)
        at = t0 + BEAT * (1 + FORCED_K) / 2
        assert sp.busy(t0 + 0.1) and sp.busy(at) == held, (kind, sp.busy(at))
        assert not sp.busy(t0 + BEAT * FORCED_K + 0.1), kind


def test_a_chi_its_bi_blocks_is_said_not_left_unexplained() -> None:
    """FIXERS 6 (session 31's list: why a 吃 is missing, 比): holding 一 二 三 and asked on a discarded 三,
    一二三 would take it, but the player's own 三 must go down with it in a group of its own (比) and
    makes none: no 吃 is offered, and the table says why, as it does for 臭牌 and 过张."""
    sp, v = _asked("x3", 2, False, [PASS])
    v["seats"][sp.table.viewer]["hand"] = ["x1", "x2", "x3", "d7", "d9"]
    said: list[str] = []
    sp.table.app.toast = lambda text, *_a: said.append(text)
    sp._tell_stale_chi(v)
    assert said == ["不能吃 三：手里的三要一起比出去，凑不成一句（比）"], said
    # with a group for the second 三 (三四五) the 吃 stands: nothing said
    v["seats"][sp.table.viewer]["hand"] = ["x1", "x2", "x3", "x4", "x5"]
    sp._told.clear()
    said.clear()
    sp._tell_stale_chi(v)
    assert said == [], said


def test_each_chi_that_leaves_other_waits_says_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """FIXERS 6 (each 吃 option's own wait in the hint line): two 吃 of one card leaving different waits
    are each named with their group ('吃一二三后听八 · 吃三四五后不听'; the best alone hid the other); 吃s
    that leave the same waits stay one '吃后听…'."""
    from pygame_core.ui.games.paohuzi import advice_part

    a = {"a": "chi", "groups": [["x1", "x2", "x3"]]}
    b = {"a": "chi", "groups": [["x3", "x4", "x5"]]}
    sp, v = _asked("x3", 2, False, [a, b, PASS])
    sp._live = lambda _v: ([a, b, PASS], "")
    waits = {"x1": [7], "x3": []}
    monkeypatch.setattr(advice_part, "claim_waits", lambda _v, _s, act: waits[act["groups"][0][0]])
    assert sp.claim_note(v) == "吃一二三后听八 · 吃三四五后不听", sp.claim_note(v)
    waits["x3"] = [7]
    sp._claim_at = (None, "")
    assert sp.claim_note(v) == "吃后听八", sp.claim_note(v)


def test_the_sheet_says_in_a_line_where_the_players_figure_came_from() -> None:
    """FIXERS 6 (a one-line reason for a hand's result): under the player's figure, their own wins and
    what they took, then each seat that won and what the player paid it."""
    from test_paohuzi_pt10 import _win

    from pygame_core.ui.draw import DisplayList
    from pygame_core.ui.games.paohuzi.sheet import draw_sheet
    from pygame_core.ui.geom import Rect

    sp, v = _asked("x3", 2, False, [PASS])
    me = sp.table.viewer
    b1, b2 = (me + 1) % 3, (me + 2) % 3
    pay_me, pay_b1 = [0, 0, 0], [0, 0, 0]
    pay_me[me], pay_me[b1], pay_me[b2] = 1000, -500, -500
    pay_b1[b1], pay_b1[me], pay_b1[b2] = 200, -100, -100
    wins = [_win(me, pay_me), _win(b1, pay_b1), _win(b1, pay_b1)]
    res = {"wins": wins, "scores": [sum(w["pay"][s] for w in wins) for s in range(3)]}
    dl = DisplayList()
    draw_sheet(dl, sp, Rect(0, 0, 600, 440), res, -1, 0, {**v, "seat": me})
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    want = f"你胡1次 +1,000 · {sp.name(b1)}胡2次 收你 200"
    assert want in said, said


def test_the_settle_card_counts_the_matchs_own_hands() -> None:
    """(fix-match's hook, README 11:21) 散场 · N 局 counts the match's hands, its last hand's number, not
    the series' (the totals start again at 再来一场)."""
    from pygame_core.table.series import HandSummary

    sp, _v = _asked("x3", 2, False, [PASS])
    hands = [HandSummary(**{**{f: None for f in HandSummary.__dataclass_fields__}, "result": {"hand_no": n}})
             for n in (7, 8, 1, 2)]
    assert sp.match_hands(hands) == 2 and sp.match_hands([]) is None


def test_the_counter_counts_a_wild_won_on_in_its_winners_column() -> None:
    """Play-test 35 #2 (120223-l-cont -> 120228-l-hu -> 120249-l-fast: 王 4 with the drawn 王霸 kept, 5
    again once the player won on it, 5 still with two 王 face up in their 胡 column): a 王霸 won on is
    seen, as every public card."""
    from test_paohuzi_table import view as make_view

    from pygame_core.ui.games.paohuzi.counter import unseen_counts

    v = make_view(phase="discard")
    assert unseen_counts(v)[-1] == 6
    v["seats"][0]["won"] = ["*"]
    v["seats"][1]["won"] = ["x3", "*"]
    assert unseen_counts(v)[-1] == 4, unseen_counts(v)[-1]


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_card_drags_to_another_column_while_a_claim_is_asked(w: float, h: float) -> None:
    """Play-test 35 #5 (120425-l-drag-arrange, 121711-p-p-drag-arrange: a drag to another column during a
    吃/碰 prompt said '先对这张牌表态…, 出牌在后'; the apps let you 理牌 at any time): a card dragged to
    another column moves there while the prompt stands; a plain tap on a card still says to answer first."""
    app = started(w, h, 5)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    table, c = sp.table, sp.table.client
    me, now = table.viewer, 1.0
    while now < 200.0 and not c.is_over():
        app.frame(now)
        if me in c.people_to_act() and table.view().get("phase") == "claim" and \
                any(a["a"] in ("chi", "peng") for a in c.legal(me)) and not sp.busy(now):
            break
        if me in c.people_to_act():
            table.submit(c.hint(me) or c.legal(me)[0], now)
        now += 0.25
    assert table.view().get("phase") == "claim", "no claim asked in this deal"
    app.frame(now + 0.1)
    hits = {x["id"]: x["rect"] for x in app.state()["hits"]}
    picks = [k for k in hits if k.startswith("pz:pick:")]
    assert picks, "no card to drag"
    x, y, cw, ch = hits[picks[-1]]
    before = sp._arranged
    app.handle({"t": "down", "x": x + cw / 2, "y": y + 6}, now + 0.2)
    app.handle({"t": "move", "x": x + cw / 2 - 30, "y": y + 6}, now + 0.3)
    app.frame(now + 0.35)
    cols = {k: r for k, r in ((x["id"], x["rect"]) for x in app.state()["hits"]) if k.startswith("pz:col:")}
    assert cols, "no column to drop on"
    tx, ty, tw, th_ = cols[min(cols)]
    app.handle({"t": "move", "x": tx + tw / 2, "y": ty + th_ / 2}, now + 0.4)
    app.handle({"t": "up", "x": tx + tw / 2, "y": ty + th_ / 2}, now + 0.45)
    app.frame(now + 0.5)
    assert sp._arranged == before + 1 and me in c.people_to_act(), (sp._arranged, before, app.state()["toast"])
    assert "先对这张牌表态" not in str(app.state()["toast"] or "")
    hits = {x["id"]: x["rect"] for x in app.state()["hits"]}
    x, y, cw, ch = hits[next(k for k in hits if k.startswith("pz:pick:"))]
    app.handle({"t": "down", "x": x + cw / 2, "y": y + 6}, now + 1.5)
    app.handle({"t": "up", "x": x + cw / 2, "y": y + 6}, now + 1.55)
    app.frame(now + 1.6)
    assert "先对这张牌表态" in str(app.state()["toast"] or ""), app.state()["toast"]


def test_every_hand_at_the_end_shows_the_cards_won_on() -> None:
    """Play-test 35 (120307-l-res-hands: the player's row listed 手牌 三三六七八九叁 but not the 王 王 六 of
    their 胡 column): each seat's cards won on are a group of their own, labelled 胡."""
    from pygame_core.ui.draw import DisplayList
    from pygame_core.ui.games.paohuzi.sheet import draw_hands
    from pygame_core.ui.geom import Rect

    sp, v = _asked("x3", 2, False, [PASS])
    me = sp.table.viewer
    v["seats"][me].update(hand=["x3", "x6"], won=["*", "*", "x6"], wilds=0)
    dl = DisplayList()
    draw_hands(dl, sp, Rect(0, 0, 600, 400), v, [0, 0, 0])
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert said.count("王") >= 2 and "胡" in said, said


def test_a_tap_as_the_sheet_shows_opens_none_of_its_rows() -> None:
    """Play-test 35 (120249-l-fast -> 120258-l-normalspeed: 正常速度 pressed as the sheet came opened its
    第5胡 row, the only hand that opened on a win): the sheet's rows and pager take no tap for QUIET_S
    after it shows; then they do."""
    from pygame_core.ui.games.paohuzi.sheet import QUIET_S, EndSheet

    sheet, view = EndSheet(), {"result": {"wins": [{"seat": 0}] * 5}}
    sheet.opened = 10.0
    assert sheet.tap("pz:win:4", view, 10.2) and sheet.current(view) == -1
    assert sheet.tap("pz:next", view, 10.3) and sheet.current(view) == -1
    assert sheet.tap("pz:win:4", view, 10.0 + QUIET_S + 0.05) and sheet.current(view) == 4
