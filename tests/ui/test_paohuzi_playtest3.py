"""跑胡子, session 14: the pace of a 血流 hand (bowls lit called out while the table plays on,
cards reaching the middle quickly) and a 听牌 line that never promises a win one source cannot
give (a 坎's kind from another seat is 跑'd, and the 跑 may leave the hand short of 15 胡息)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_table import _speaker, _to_discard, center, seat, started, view
from test_replay_view import bot_hand, make_app, press
from ui_driver import next_tap_paohuzi

from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi.hints import ready_report
from pygame_core.ui import theme as th
from pygame_core.ui.anim import FLIGHT_S
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.paohuzi.advice import add_other_scores, awaited, wait_rows, wait_text
from pygame_core.ui.games.paohuzi.board import Board, deciding, draw_board
from pygame_core.ui.games.paohuzi.ledger import fmt_pts, pay_points
from pygame_core.ui.games.paohuzi.moment_part import TO_MIDDLE_S
from pygame_core.ui.games.paohuzi.moments import Moments, bot_hold, draw_moment
from pygame_core.ui.games.paohuzi.pace import QUICK_S
from pygame_core.ui.geom import Rect
from pygame_core.ui.replay_view import ReplayScreen, open_replay
from pygame_core.ui.tuoguan import BAR_H
from pygame_core.ui.widgets import button


def _waits(sp: Any, free: list[str], kans: list[str]) -> str:
    v = view(phase="claim", seat=0, to_act=[1], offer=None)
    v["seats"][0] = seat(hand=free, kans=kans, wilds=0, passed_peng=[], concealed=None)
    rep = ready_report(v, 0)
    add_other_scores(v, 0, rep)
    return wait_text(sp, wait_rows(v, rep["waits"], 0))


def test_a_wait_only_a_self_draw_makes_is_named_so() -> None:
    """A 坎 of 一 with 6 胡息 besides: 一 from another seat is 跑'd (6 胡息, 12 in all: no win), only
    the player's own 一 (提, 9) makes 15; likewise the pair 玖 is 偎'd on an own draw only. The line
    said 听 一(剩1张 得N) as if any 一 won (play-test 2)."""
    sp = _speaker()
    free = ["x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", "d1", "d2", "d3", "d4", "d5", "d6", "d9", "d9"]
    text = _waits(sp, free, ["x1"])
    assert text.startswith("听（每家付）：一(剩1张) 玖(剩2张) · 均只能自摸 得"), text   # (the same figure: said once)
    # a hand that wins on either keeps one figure, named for neither
    free2 = ["x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", "d1", "d2", "d3", "d7", "d2", "d10", "d9", "d9"]
    text2 = _waits(sp, free2, ["x1"])
    assert "只能" not in text2 and "只胡" not in text2 and "一" in text2 and "(剩1" in text2 and " 自摸" in text2, text2


def test_a_card_reaches_the_middle_quicker_than_a_claim_its_melds() -> None:
    """A 血流 hand flies ~90 cards to the middle (flips and discards): each a shorter flight, as
    the card stays there large while the seats answer; a claimed card keeps the common flight."""
    sp = _speaker()
    me = sp.table.viewer
    other = (me + 1) % 3
    sp.flying.items.clear()
    sp.on_events([{"type": "draw", "seat": other, "card": "x3", "shown": True}], 5.0)
    sp.on_events([{"type": "peng", "seat": me, "card": "x3", "from": other}], 5.1)
    assert [f.duration for f in sp.flying.items] == [TO_MIDDLE_S, FLIGHT_S]
    assert TO_MIDDLE_S <= 0.4 < FLIGHT_S


def test_a_held_claims_clock_starts_when_its_answers_show() -> None:
    """The player's answers wait for a seat whose claim comes first ("等待 电脑1 …", no buttons):
    their clock does not run meanwhile, and starts whole when the answers show (it ran from the
    card's arrival: a bot delay or two of the 15 s gone before they could press anything)."""
    app = started(1366, 768, 3, dpr=1, timers=True)
    app.settings["speed"] = "normal"
    table: Any = app.screen
    plugin: Any = table.plugin
    me = table.viewer
    table.client.set_bot_delay(1.1)
    rng, now, held = SplitMix64(3), 0.3, 0
    was_held = False
    for _ in range(6000):
        now += 0.1
        app.frame(now)
        st = app.state()
        v = table.view()
        if me in table.client.to_act() and v.get("phase") == "claim":
            why = plugin._live(v)[1]
            if why.startswith("wait:"):
                held += 1
                was_held = True
                # a seat before the player holds its clock; a bot after them (play-test 18: its 碰 answered
                # first) answers in a blink at a table of one person and bots (pace.QUICK_S)
                src = v["offer"]["src"]
                if (int(why[5:]) - src) % 3 < (me - src) % 3:
                    assert table.client.remaining(me) is None, "the clock runs while the player is held"
                continue
            if was_held and any(b["id"] != "btn:pass" and b["enabled"] for b in st["buttons"]
                                if b["id"] not in ("btn:hints", "btn:counter", "btn:sort")):
                rem, lim = table.client.remaining(me), table.client.limit(me)
                assert rem is not None and lim is not None and rem >= lim - QUICK_S - 0.3, (rem, lim)
                return
        was_held = False
        hid = next_tap_paohuzi(st, rng)
        if hid is not None and hid != "btn:hints":
            hit = next((h for h in st["hits"] if h["id"] == hid), None)
            if hit is not None:
                app.tap_at(*center(hit), now)
        if st.get("end_shown"):
            break
    raise AssertionError(f"no held claim's answers seen: {held} frames held")


def test_a_win_panel_keeps_under_the_top_seats_amounts_and_chips_fly_under_it() -> None:
    """Play-test 3 L40: the amounts flying to the winner crossed the panel over its 胡息 line, and
    the top seats' amounts sat on its top edge; at 快 the panel went in 1.5 s, unread. Now the
    chips in flight pass under it, the amounts at the seats stay clear of it, and a bot's moment
    holds 3 s at least."""
    sp = _speaker()
    rec: dict[str, Any] = {"seat": 2, "how": "other", "card": "d2", "src": 0, "groups": [], "identities": [],
                           "fans": [], "huxi": 21, "tun": 1, "fan_value": 4, "final": 8, "uncapped": 8,
                           "capped": False, "pay": [-8, -8, 16]}
    purses = {0: (987.0, 466.0), 1: (967.0, 155.0), 2: (97.0, 155.0)}   # as a laptop's table puts them
    m = Moments()
    m.add(0.0, 0, bot_hold(1.1))
    dl = DisplayList()
    draw_moment(dl, sp, 1366, 768, m.splash() + 0.4, m, rec, lambda s: purses[s], Rect(8, 483, 1050, 48),
                lambda s: purses[s])
    rects = [op for op in dl.ops if op[0] == "R"]
    panel = next(i for i, op in enumerate(rects) if op[6] == th.PAPER and op[3] == 780)
    box = Rect(*rects[panel][1:5])
    chips = [(i, Rect(*op[1:5])) for i, op in enumerate(rects) if op[4] == 30 and op[5] == 15]
    assert chips
    for i, c in chips:
        assert i < panel or not c.intersects(box), (c, box)   # over the panel: none
    assert box.y >= 155 + 15
    assert 3.0 <= bot_hold(0.5) < bot_hold(1.1) and bot_hold(0.0) < 1.0


def test_a_phones_side_seats_discards_keep_one_size() -> None:
    """Play-test 3 P30/P16: on a phone three discards lay at 40 px beside the other seat's four at
    16 px; a stacked part's discards now keep one tile size, six a row, whatever their number."""
    sp = _speaker()
    v = view(phase="discard", seat=0, to_act=[0], offer=None)
    v["seats"][0] = seat(hand=["x1"], kans=[], wilds=0, passed_peng=[])
    v["seats"][1] = seat(river=["x9", "x1", "x5", "x4"])
    v["seats"][2] = seat(river=["d1", "x2", "x4"], melds=[{"type": "PENG", "cards": ["x3", "x3", "x3"], "huxi": 1}])
    dl = DisplayList()
    b = Board()
    draw_board(dl, sp, Rect(8, 134, 374, 330), v, b, {}, False, True, False)
    sizes = {}
    for s in (1, 2):
        r = b.river[s]
        tiles = [op for op in dl.ops if op[0] == "R" and r.x - 1 <= op[1] and op[2] >= r.y - 1 and op[2] + op[4] <= r.b + 1
                 and op[1] + op[3] <= r.r + 1 and op[3] > 10]
        assert len(tiles) == len(v["seats"][s]["river"]), (s, tiles)
        sizes[s] = {round(float(t[3])) for t in tiles}
    assert sizes[1] == sizes[2] and len(sizes[1]) == 1 and min(sizes[1]) >= 19, sizes


def test_the_tuoguan_bar_covers_none_of_the_players_melds_or_discards() -> None:
    """Play-test 3 L89-L91: on a laptop 托管's bar ran the table's width, over the player's meld
    part's header, the top of a 跑 column and the discard row; it now spans the hand only."""
    app = started(1366, 768, 5)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    sp.tuoguan.toggle()
    app.frame(1.1)
    bars = [Rect(*op[1:5]) for op in app.dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.86)" and op[4] == BAR_H]
    assert len(bars) == 1
    assert sp.own_apart() and sp._hand_box.w > 300
    for side in sp._sides:
        assert not bars[0].intersects(side), (bars[0], side)


def test_a_chi_with_bi_names_its_groups_on_two_lines_at_a_readable_size() -> None:
    """Play-test 3 L24: 「吃 贰柒拾 比贰柒拾 比伍陆柒」 on one line of a bar button came out at 8 px;
    the 吃 group is the button's line, its 比 groups a second line at 11 px."""
    sp = _speaker()
    label, sub = sp.chi_label({"a": "chi", "groups": [["d2", "d7", "d10"], ["d2", "d7", "d10"], ["d5", "d6", "d7"]]})
    assert (label, sub) == ("吃 贰柒拾", "比 贰柒拾 伍陆柒")
    assert sp.chi_label({"a": "chi", "groups": [["x1", "x2", "x3"]]}) == ("吃 一二三", "")
    dl = DisplayList()
    button(dl, "btn:chi0", Rect(0, 0, 108, 44), label, "normal", 16.0, True, sub)
    assert [(op[3], op[4] >= 11) for op in dl.ops if op[0] == "T"] == [(label, True), (sub, True)]


def test_a_replay_never_says_a_seat_is_deciding() -> None:
    """Play-test 3 L52: a replay stopped on a claim said 电脑1、电脑2 考虑中… (nobody decides there)."""
    sp = _speaker()
    v = view(seat=None, offer={"card": "x3", "src": 0, "draw": True}, to_act=[1, 2])
    assert deciding(sp, v, 300, awaited(v, None, False)) == ""
    v = {**v, "seat": 0}
    assert "考虑中" in deciding(sp, v, 300, awaited(v, 0, False))


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_replay_goes_on_win_by_win(w: int, h: int) -> None:
    """Play-test 3 L51: a 血流 hand's replay of 100+ steps had no way to its wins but one step at a
    time; 「胡 ▶」 goes to the next 胡 (round to the first), saying which of them it shows."""
    app = make_app(w, h)
    assert open_replay(app, bot_hand("paohuzi", 3))
    scr = app.screen
    assert isinstance(scr, ReplayScreen)
    wins = scr.rclient.wins()
    steps = sorted(set(wins))  # a step of two wins (一炮多响) is one stop but counts two (play-test 5)
    assert len(steps) >= 2
    seen = []
    for k in range(len(steps) + 1):
        press(app, "rv:win", 1.0 + k)
        seen.append(scr.rclient.at)
        recs = scr.rclient.view(None).get("records") or []
        assert len(recs) >= 1   # the 胡 shows in the position
        # 胡 k/n counts the wins up to the step (the position is its action's: the wins the engine resolved
        # in the same apply show in it too, 89a1111)
        assert sum(i <= scr.rclient.at for i in wins) <= len(recs)
    assert seen == steps + steps[:1]
    hit = next(x for x in app.state()["hits"] if x["id"] == "rv:win")
    assert hit["rect"][2] >= 40 and hit["rect"][3] >= 40


def test_a_claim_is_called_out_at_the_seat_that_makes_it() -> None:
    """Play-test 3 (feedback 6): a bot's 碰/吃 was a small label on the flying card, a 跑/提 a 0.5 s
    word across the middle; each claim is now called at its claimer's seat for most of a second."""
    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    other = (me + 1) % 3
    for ty, word in (("peng", "碰"), ("chi", "吃"), ("pao", "跑")):
        sp.moments.clear()
        sp.on_events([{"type": ty, "seat": other, "card": "x3", "from": me}], 20.0)
        dl = DisplayList()
        sp.draw_overlay(dl, 1366, 768, 20.6, sp.table.view())
        calls = [op for op in dl.ops if op[0] == "T" and op[3] == word and op[4] >= 30]
        assert calls, ty
        box = sp.board.boxes[other]
        assert box.x <= calls[0][1] <= box.r, (calls[0], box)


def test_a_replay_opens_on_the_dealt_hands() -> None:
    """Play-test 3 (够级 L43): a 够级 replay opened on six empty rows (its 预点 calls come before the
    deal); a replay opens at the first step whose seats hold cards (跑胡子's and 花鸟风月's: the first)."""
    for game, first in (("gouji", None), ("paohuzi", 0), ("huaniao", 0)):
        app = make_app(1366, 768)
        assert open_replay(app, bot_hand(game, 3))
        scr = app.screen
        assert isinstance(scr, ReplayScreen)
        c = scr.rclient
        assert any(scr.plugin.hand(c.view(s)) for s in range(c.info.seats)), game
        assert first is None and c.at > 0 or c.at == first, (game, c.at)
        c.go(c.at - 1)
        assert c.at == 0 or not any(scr.plugin.hand(c.view(s)) for s in range(c.info.seats))


def test_the_players_own_win_sends_gold_rings_out_a_bots_does_not() -> None:
    """Play-test 3: the player's own 胡 was "a popup, not a celebration": gold rings go out from its
    胡 while it lands; a bot's 胡 keeps the plain splash."""
    sp = _speaker()
    rec: dict[str, Any] = {"seat": 0, "how": "own", "card": "x3", "src": 0, "groups": [], "identities": [],
                           "fans": [], "huxi": 21, "tun": 2, "fan_value": 1, "final": 8, "uncapped": 8,
                           "capped": False, "pay": [16, -8, -8]}
    for hold, rings in ((None, True), (bot_hold(1.1), False)):
        m = Moments()
        m.add(0.0, 0, hold)
        dl = DisplayList()
        draw_moment(dl, sp, 1366, 768, 0.3, m, rec, lambda s: (600.0, 500.0))
        gold = [op for op in dl.ops if op[0] == "C" and op[5] == th.GOLD]
        assert bool(gold) == rings, hold


def test_the_players_own_win_bursts_and_says_so_a_bots_stays_plain() -> None:
    """Play-test 3 (feedback 6): the apps make the player's own 胡 a celebration. Its splash bursts
    gold rays and says 自摸！ (a self-drawn win) or 胡了！, and its panel comes framed in gold under a
    ribbon with what the player won; a bot's 胡 has none of it."""
    sp = _speaker()
    base: dict[str, Any] = {"seat": 0, "card": "x3", "src": 0, "groups": [], "identities": [], "fans": [],
                            "huxi": 21, "tun": 2, "fan_value": 1, "final": 8, "uncapped": 8, "capped": False,
                            "pay": [16, -8, -8]}
    for how, word in (("own", "自摸！"), ("discard", "胡了！")):
        for hold, cheer in ((None, True), (bot_hold(1.1), False)):
            m = Moments()
            m.add(0.0, 0, hold)
            splash = DisplayList()
            draw_moment(splash, sp, 390, 844, 0.25, m, dict(base, how=how), lambda s: (200.0, 600.0))
            rays = [op for op in splash.ops if op[0] == "P" and op[2] == th.GOLD]
            said = [op[3] for op in splash.ops if op[0] == "T"]
            assert (len(rays) >= 12 and word in said) == cheer and (word in said) == cheer, (how, hold, said)
            panel = DisplayList()
            draw_moment(panel, sp, 390, 844, 1.5, m, dict(base, how=how), lambda s: (200.0, 600.0))
            ribbon = [op for op in panel.ops if op[0] == "T" and op[3] == f"{word}  赢 {fmt_pts(pay_points(base, 'zh-Hans')[0], 'zh-Hans')}"]
            assert bool(ribbon) == cheer, (how, hold)
            if cheer:
                assert min(float(op[2]) for op in panel.ops if op[0] == "R") >= 0, "the ribbon stays on screen"


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_a_win_moment_veils_an_empty_bar_too(w: int, h: int) -> None:
    """Play-test 3 look: the 胡 moment's veil left the action bar's band bright for 快进 even when
    the player, still in the hand, had no 快进 there: an empty lit band across the table. The bar's
    band is veiled like the rest unless 快进 is offered."""
    app = started(w, h, 5)
    app.frame(0.5)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    lay = app.screen.lay  # type: ignore[attr-defined]
    v = dict(app.screen.view())  # type: ignore[attr-defined]
    plugin.out_of_hand = lambda _v: False   # (the player still to choose: no 快进到我 either, play-test 30)
    v["records"] = [{"seat": 1, "how": "own", "card": "x3", "src": 1, "groups": [], "identities": [], "fans": [],
                     "huxi": 21, "tun": 2, "fan_value": 1, "final": 8, "uncapped": 8, "capped": False,
                     "pay": [-8, 16, -8]}]
    plugin._sync_moment = lambda now: None   # (this moment stands on its own: no table behind it)
    plugin.moments.add(1.0, 0, bot_hold(1.1))
    dl = DisplayList()
    plugin.draw_overlay(dl, w, h, 2.5, v)
    shade = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.45)"]
    assert shade and any(r.contains(lay.buttons.cx, lay.buttons.cy) for r in shade), (shade, lay.buttons)


def test_a_laptops_win_panel_shows_the_hand_in_24_px_tiles_and_11_px_labels() -> None:
    """Play-test 3 look (laptop): the 胡 panel was 640 px wide on a 1366 screen, its hand in 20 px
    tiles under 10 px labels; now 24 px tiles and every text 11 px at least."""
    sp = _speaker()
    groups = [{"type": "PAO", "cards": ["x1"] * 4, "huxi": 9}, {"type": "SEQ", "cards": ["x2", "x3", "x4"], "huxi": 0},
              {"type": "EQS", "cards": ["d2", "d7", "d10"], "huxi": 6}, {"type": "PAIR", "cards": ["x9", "x9"], "huxi": 0}]
    rec: dict[str, Any] = {"seat": 1, "how": "other", "card": "d2", "src": 0, "groups": groups, "identities": [],
                           "fans": [], "huxi": 15, "tun": 1, "fan_value": 1, "final": 8, "uncapped": 8,
                           "capped": False, "pay": [-8, 16, -8]}
    m = Moments()
    m.add(0.0, 0, bot_hold(1.1))
    dl = DisplayList()
    draw_moment(dl, sp, 1366, 768, m.splash() + 1.5, m, rec, lambda s: (600.0, 300.0))
    texts = [op for op in dl.ops if op[0] == "T"]
    assert min(float(op[4]) for op in texts) >= 11, sorted({float(op[4]) for op in texts})
    tiles = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and 15 < op[3] < 40 and op[4] > op[3]]
    assert len(tiles) >= 12 and min(t.w for t in tiles) >= 23, sorted({round(t.w, 1) for t in tiles})


def test_the_grey_discard_buttons_words_keep_clear_of_its_edges() -> None:
    """Play-test 3 look (laptop): 选一张牌打出 ran to the edges of its 108 px button. Its words
    now keep 10 px of the button free each side, at 11 px or more."""
    app = started(1366, 768, 7)   # (a phone shows no grey button)
    now = _to_discard(app, 0.3)
    app.frame(now + 0.1)
    hit = next(x for x in app.state()["hits"] if x["id"] == "btn:discard")
    b = Rect(*hit["rect"])
    ops = [op for op in app.dl.ops if op[0] == "T" and op[3] == app.screen.plugin.g("pick")]  # type: ignore[attr-defined]
    assert ops, "the grey button's words"
    op = ops[-1]
    assert op[4] >= 11 and text_width(op[3], op[4]) + 20 <= b.w, (op[3], op[4], b)
