"""The 跑胡子 table after play-test 6 (7/10, session 15 re-test): callouts one at a time per seat,
on its badge (play-test 8: under it they lay on the melds); every win but the player's first a short callout
that needs no tap, 快进 straight to the sheet."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_playtest5 import at_play
from test_paohuzi_pt13 import callout_boxes
from test_paohuzi_table import started

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.moments import QUEUED, Moments
from pygame_core.ui.games.paohuzi.winface import FIRST_S
from pygame_core.ui.geom import Rect

BOX_FILL = "rgba(20,16,12,0.9)"   # a bowl's and a win's callout


def _rec(seat: int, pay: list[int], card: str = "d7") -> dict[str, Any]:
    return {"seat": seat, "how": "own", "src": seat, "card": card, "groups": [], "identities": [], "fans": [],
            "huxi": 21, "tun": 1, "fan_value": 4, "final": -min(pay), "uncapped": -min(pay), "capped": False, "pay": pay}


def test_a_seats_callouts_queue_and_a_bowl_lit_again_shows_once() -> None:
    """Play-test 6 (41, 45): two bowls and a win stacked on one badge, unreadable. A seat shows one
    callout at a time, in order, each cut to ~1 s while another waits (a win's never); a bowl lit again before its
    callout showed shows its newest ×N once; another seat's shows at once."""
    m = Moments()
    m.bowl(0.0, 1, 2, 1.2)
    m.toast(0.0, 0, 1.8, 1)
    m.bowl(0.0, 1, 4, 1.2)
    m.bowl(0.0, 1, 8, 1.2)       # (its 4 had not shown yet)
    m.bowl(0.0, 2, 2, 1.2)
    assert [b[:2] for b in m.bowls_at(0.1)] == [(1, 2), (2, 2)] and m.toasts_at(0.1) == []
    shown = m.toasts_at(QUEUED + 0.05)
    assert [b[:2] for b in m.bowls_at(QUEUED + 0.05)] == [(2, 2)] and [i for i, _p in shown] == [0]
    assert shown[0][1] == pytest.approx(0.05 / 1.8)   # a win's amount is never cut (FIXERS s35 #1: pt39 "flash")
    assert m.bowls_at(2 * QUEUED + 0.05) == [] and [b[:2] for b in m.bowls_at(QUEUED + 1.85)] == [(1, 8)]
    assert m.bowls_at(QUEUED + 1.8 + 1.3) == [] and not m.lit


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_callouts_lie_on_the_badge_one_at_a_time(w: int, h: int) -> None:
    app, sp, lay, me, other = at_play(w, h)
    pay = [0, 0, 0]
    pay[other], pay[me], pay[(me + 2) % 3] = 16, -8, -8
    v = dict(sp.table.view(), records=[_rec(other, pay)])
    sp.moments.bowl(20.0, other, 2, 1.2)
    sp.moments.toast(20.0, 0, 1.8, other)
    for t in (20.3, 21.3, 22.3):   # the bowl; the win's 胡 on the badge; its amounts (pt38 #2: HU_S)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, t, v)
        boxes = callout_boxes(dl)
        assert len(boxes) == 1, (t, boxes)   # one at a time
        plate = lay.seats[other]
        if lay.phone:
            assert boxes[0].b <= lay.center.y and abs(boxes[0].cy - plate.cy) < 12, (boxes[0], plate)
            assert plate.contains(boxes[0].cx, boxes[0].cy), (boxes[0], plate)
        else:   # a laptop's on the badge, off the 记牌器 and the seat's melds (play-test 11, 19; 12, 083/087)
            assert plate.contains(boxes[0].cx, boxes[0].cy) and not boxes[0].intersects(lay.band.inset(2))
            assert boxes[0].b <= plate.b + 12, (boxes[0], plate)
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    from pygame_core.ui.games.paohuzi.ledger import fmt_pts

    pts = fmt_pts(8, "zh-Hans")   # the card, the winner's gain (the log's 得), the player's share
    assert "柒" in said and f"得 {fmt_pts(16, 'zh-Hans')}" in said and f"你 -{pts}" in said, said


def _as_view(sp: Any, recs: list[dict[str, Any]]) -> None:
    v = dict(sp.table.view(), records=recs)
    sp.table.view = lambda: v


def test_every_bots_win_is_a_callout_and_the_players_first_a_moment() -> None:
    """Play-test 6 (34, p29 vs 27, 35): some bot wins stopped for a tap with a full card, others
    reached only the log. Every bot win, paid by the player or not, is the same callout at the
    winner that holds nothing; the player's own first win keeps its moment, a locked hand's next
    ones are callouts too."""
    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.settings["speed"] = "normal"
    me = sp.table.viewer
    a, b = (me + 1) % 3, (me + 2) % 3
    paid = [-8, -8, -8]
    paid[a] = 16
    recs = [_rec(a, paid)]
    _as_view(sp, recs)
    sp.on_events([{"type": "win", "seat": a}], 20.0)
    assert sp.moments.current(20.1) is None and sp.moments.toasts_at(20.1) == [(0, pytest.approx(0.1 / FIRST_S, abs=0.01))]
    own = [-8, -8, -8]
    own[me] = 16
    recs += [_rec(me, own)]
    _as_view(sp, recs)
    sp.on_events([{"type": "win", "seat": me}], 22.0)
    beat = sp.moments.current(22.1)
    assert beat is not None and beat.index == 1 and beat.hold is None   # the player's own: until a tap
    sp.moments.next(25.0)
    recs += [_rec(me, own), _rec(b, [-8, -8, 16] if b == 2 else [16, -8, -8])]
    _as_view(sp, recs)
    sp.on_events([{"type": "win", "seat": me}, {"type": "win", "seat": b}], 25.0)
    assert sp.moments.current(25.1) is None
    seen = [[i for i, _p in sp.moments.toasts_at(25.1 + k / 10)] for k in range(80)]
    assert {2, 3} <= {i for s in seen for i in s} and all(len(s) <= 1 for s in seen)   # one win at a time (pt10)


def test_fast_forward_runs_to_the_sheet_without_a_callout() -> None:
    """Play-test 6 (p29): after the player's win 快进 still stopped on every bot's win card (~6 taps).
    Under 快进 no bowl or call is called out and those waiting are dropped; a win is a short card that
    goes by itself (play-test 19 #2: none shown at all), none after 跳到结算: the sheet comes."""
    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.settings["speed"] = "normal"
    me = sp.table.viewer
    a = (me + 1) % 3
    pay = [-8, -8, -8]
    pay[a] = 16
    _as_view(sp, [_rec(a, pay)])
    sp.moments.bowl(19.0, a, 2, 1.2)
    sp.table.ffwd.on = True
    sp.on_events([{"type": "win", "seat": a}, {"type": "light", "seat": a, "cell": 1, "mult": 4},
                  {"type": "peng", "seat": a, "card": "x3", "from": me}], 20.0)
    sp._sync_moment(20.0)
    assert [(x.kind, x.face) for x in sp.moments.lit] == [("win", 1.0)] and sp.moments.current(20.0) is None
    assert not sp.end_ready(20.5) and sp.end_ready(21.1)
    sp.on_events([{"type": "win", "seat": a}], 22.0)
    sp.tap("btn:skip", sp.table.view())
    sp._sync_moment(22.0)
    assert not sp.moments.lit and sp.end_ready(22.0)


def test_the_running_totals_add_up_the_hands_figures_as_shown() -> None:
    """Play-test 6: 本局 -8.12万 beside 总分 -8.13万 (46); -40.88 + -86.79 read -127.66万 (62);
    +73.03 beside +73.02 (p30_6): each rounded alone. The totals are the sum of the hands' figures
    as their sheets show them (whole points now, exact: play-test 9 #2), and a seat's badge says its
    hand score as the sheet does."""
    from pygame_core.table.series import HandSummary

    app = started(1366, 768, 5)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    one = [-81260, 40630, 40630]
    hands = [HandSummary(1, {"scores": one, "match_scores": one}, None)]
    assert [sp.signed_score(v, "zh-Hans") for v in sp.match_scores(hands)] == ["-81,260", "+40,630", "+40,630"]
    first, two = [-408849, 181249, 227600], [-867949, 408849, 459100]
    both = [a + b for a, b in zip(first, two, strict=True)]
    hands = [HandSummary(1, {"scores": first, "match_scores": first}, None),
             HandSummary(2, {"scores": two, "match_scores": both}, None), HandSummary(3, None, None)]
    assert [sp.signed_score(v, "zh-Hans") for v in sp.match_scores(hands)] == \
        [sp.signed_score(float(x), "zh-Hans") for x in both]
    v = sp.table.view()
    for s, x in enumerate(one):
        v["seats"][s]["score"] = x
    assert sp.seat_info(v, 0).lines[1].endswith("-81,260")


def test_tuoguan_never_discards_into_a_known_win_while_another_discard_goes() -> None:
    """Play-test 6 (61): under 托管 the seat discarded 万 straight into 电脑2's revealed wait (点炮,
    -10万), a card the table red-dots. 托管 takes the rule bot's discard unless it feeds a locked
    hand; then the best one that does not, if any."""
    from pygame_core.ui.games.paohuzi.ready import Ready, safe_discard

    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    legal = [{"a": "discard", "card": c} for c in ("xW", "x5", "d7")]
    v = dict(sp.table.view(), seat=me, phase="discard", legal=legal)
    assert safe_discard(v, me, Ready(order=["xW", "d7"], fed={"xW"})) == "d7"
    assert safe_discard(v, me, Ready(fed={"xW", "x5", "d7"})) is None
    sp.tuoguan.toggle()
    sp.table.client.hint = lambda seat, exclude=(): {"a": "discard", "card": "xW"}
    sp._ready = lambda view: Ready(order=[], tip="xW", fed={"xW"})
    sp.danger = lambda view: set()
    assert sp.auto_answer(v, legal).action == {"a": "discard", "card": "xW"}   # nothing known: the bot's
    sp.danger = lambda view: {"xW"}
    got = sp.auto_answer(v, legal).action
    assert got["a"] == "discard" and got["card"] in ("x5", "d7")
    sp.danger = lambda view: {"xW", "x5", "d7"}
    sp._ready = lambda view: Ready(fed={"xW", "x5", "d7"})
    assert sp.auto_answer(v, legal).action == {"a": "discard", "card": "xW"}   # every one feeds: as it was


def test_a_wait_whose_last_copy_is_in_play_stays_in_the_list() -> None:
    """Play-test 6 (p25, p26): ready on 四/百/佰, 电脑1 flipped a 四 and the 听 line at once said only
    百 佰, though 胡 on that 四 came a moment later. The wait stays, saying its last copy is in play;
    once the card is gone (no copy left) it goes."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.advice import wait_rows, wait_text

    sp: Any = started(1366, 768, 5).screen.plugin  # type: ignore[attr-defined]
    v = view(offer={"card": "x4", "src": 1, "draw": True}, x={"card": "x4"})
    v["seats"][2] = seat(river=["x4", "x4", "x4"])
    rows = [{"card": "x4", "score_other": 8}, {"card": "xB", "score_other": 8}]
    got = wait_rows(v, rows, 0)
    assert [r["card"] for r in got] == ["x4", "xB"] and got[0]["in_play"] and not got[1]["in_play"]
    assert wait_text(sp, got).startswith("听（每家付）：四(最后一张在桌上")
    gone = dict(v, offer=None, x=None)
    gone["seats"][1] = seat(river=["x4"])
    assert [r["card"] for r in wait_rows(gone, rows, 0)] == ["xB"]
    own = dict(v, offer={"card": "x4", "src": 0, "draw": False})   # the player's own discard: no win on it
    assert [r["card"] for r in wait_rows(own, rows, 0)] == ["xB"]


def _to_discard(w: int, h: int) -> tuple[Any, Any, float]:
    """A table (a deal with a 坎 of 百) at the player's first discard, every claim before it passed."""
    from test_paohuzi_table import center

    app = started(w, h, 7)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    now = 20.0
    for _ in range(200):   # 过 to every claim, until the player's discard
        now += 0.5
        app.frame(now)
        v = sp.table.view()
        if v.get("phase") == "discard" and sp.table.viewer in v.get("to_act", []):
            break
        hits = {h["id"]: h for h in app.state()["hits"]}
        tap = next((hits[b] for b in ("pz:moment", "btn:pass") if b in hits), None)
        if tap is not None:
            app.tap_at(*center(tap), now)
    return app, sp, now


def test_a_kan_card_selected_says_only_that_it_stays() -> None:
    """Play-test 6 (10): a tapped 坎 card brought "打三 → 暂未听牌" while the button said 坎牌不能打."""
    from test_paohuzi_table import center

    app, sp, now = _to_discard(1366, 768)
    kan = next(c for c in sp.hand(sp.table.view()) if c.get("kan"))
    sp.show_hints = True
    app.tap_at(*center([h for h in app.state()["hits"] if h["id"] == f"card:{kan['id']}"][-1]), now + 0.1)
    app.frame(now + 0.2)
    said = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert sp.g("no_kan") in said and not any("暂未听牌" in t or t.startswith("打") and "→" in t for t in said), said


def test_many_wins_show_each_won_kind_once() -> None:
    """Play-test 6 (68): a locked hand won 32 times and its 32 won cards squeezed the meld part's
    tiles to ~20 px. Past two columns of them each kind shows once (the 胡×32 tag counts them)."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import meld_columns

    few = seat(won=["x4", "x4", "d3"])
    assert [c for c in meld_columns(few, view(), 0) if c[1] == "HU"] == [(["x4", "x4", "d3"], "HU", False)]
    many = seat(won=["x4", "d3", "x4", "x8", "d3", "x1", "x4", "x8"] * 4)
    hu = [c[0] for c in meld_columns(many, view(), 0) if c[1] == "HU"]
    assert hu == [["x4", "d3", "x8"], ["x1"]]


def test_a_phones_callouts_leave_the_card_in_play_in_view() -> None:
    """A phone's callouts under the two badges covered the top of the card in play while the player
    was asked about it (fix-paohuzi's own look at 390x844)."""
    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    recs = []
    for s in ((me + 1) % 3, (me + 2) % 3):
        pay = [-100_000] * 3
        pay[s] = 200_000
        recs.append(_rec(s, pay, "x6"))
        sp.moments.toast(20.0, len(recs) - 1, 1.8, s)
    sp.moments.bowl(21.0, (me + 1) % 3, 16, 1.2)
    for t in (20.3, 21.9):
        dl = DisplayList()
        sp.draw_overlay(dl, 390, 844, t, dict(sp.table.view(), records=recs))
        boxes = callout_boxes(dl)
        assert boxes and all(not b.intersects(sp.board.card) and 0 <= b.x and b.r <= 390 for b in boxes), \
            (boxes, sp.board.card)


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_laptops_seat_with_no_melds_shows_its_hand_face_down(w: int, h: int) -> None:
    """Play-test 6 (51): early in a hand a laptop's seat parts were empty felt. A seat with no melds
    shows its hidden hand as a fan of backs at the foot of its part (a phone's narrow part: none)."""
    from pygame_core.ui import theme as th

    app = started(w, h, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = sp.table.view()
    me = sp.table.viewer
    bare = [s for s in range(3) if s != me and not v["seats"][s]["melds"]]
    assert bare
    for s in bare:
        box = sp.board.boxes[s]
        backs = [op for op in app.dl.ops if op[0] == "R" and op[6] == th.INDIGO and box.contains(op[1] + 1, op[2] + 1)]
        assert len(backs) == (v["seats"][s]["concealed"] if w > 400 else 0), (s, len(backs))
        assert all(op[2] + op[4] <= box.b for op in backs)


def test_a_win_that_undoes_the_players_forced_meld_says_so() -> None:
    """Play-test 6 (38, 40): after the player's 自摸 億 their 偎 億億億 left the meld row and the
    hand showed 億億 again, unexplained (§7.11: the holdings return to before the winning card)."""
    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    pay = [-8, -8, -8]
    pay[me] = 16
    rec = dict(_rec(me, pay, "dY"), groups=[{"type": "WEI", "cards": ["dY", "dY", "dY"], "huxi": 6}])
    _as_view(sp, [rec])
    sp.on_events([{"type": "wei", "seat": me, "card": "dY"}], 20.0)
    sp.on_events([{"type": "win", "seat": me}], 21.0)
    assert sp.notes.waiting == ["偎撤回：胡的那张億放进胡牌（血流规则）"]
    sp.notes.waiting.clear()
    sp.on_new_hand()
    sp.on_events([{"type": "win", "seat": me}], 22.0)   # no forced meld with that card: nothing to say
    assert sp.notes.waiting == []


def test_a_laptops_sheet_shows_a_wins_groups_in_larger_tiles_within_the_page() -> None:
    """Play-test 6 (47): a win's groups on the laptop's sheet were 16 px tiles, seven a row. Four a
    row at 22 px, and the page's lines (six 名堂, 封顶, 付分) still end inside it."""
    from pygame_core.ui.games.paohuzi.sheet import draw_sheet

    sp: Any = started(1366, 768, 5).screen.plugin  # type: ignore[attr-defined]
    groups = [{"type": t, "cards": c, "huxi": 3} for t, c in (
        ("PAO", ["x1"] * 4), ("WEI", ["d2"] * 3), ("SEQ", ["x1", "x2", "x3"]), ("EQS", ["d2", "d7", "d10"]),
        ("JIAO", ["x4", "d4", "d4"]), ("JIAO", ["x5", "d5", "d5"]), ("PAIR", ["dB", "dB"]))]
    names = ["小满贯", "百财聚来", "一掷千金", "七星高照", "一块匾", "九五至尊"]
    win = {"seat": 1, "how": "other", "src": 0, "card": "x3", "groups": groups, "identities": [], "huxi": 21,
           "tun": 3, "self_draw": False, "fans": [{"name": {"zh-Hans": n}, "value": 32} for n in names],
           "fan_value": 32768, "bowl": 3, "bowl_mult": 2, "bowl_name": {"zh-Hans": "单格"}, "uncapped": 196608,
           "final": 100_000, "capped": True, "pay": [-100_000, 200_000, -100_000]}
    r = Rect(0, 0, 520, 380)
    dl = DisplayList()
    draw_sheet(dl, sp, r, {"wins": [win, win], "scores": [-100_000, 200_000, -100_000]}, 0)
    tiles = [op for op in dl.ops if op[0] == "R" and 26 <= op[3] <= 28.5]
    assert len(tiles) == 21   # every card of the seven groups at 28 px (22 read small: play-test 30 #6)
    assert all(op[2] + op[4] / 2 <= r.b for op in dl.ops if op[0] == "T"), max(op[2] for op in dl.ops if op[0] == "T")


def test_a_phones_status_line_keeps_its_type_size_at_the_players_discard() -> None:
    """Play-test 6: the phone's status line was ~11 px ("你 · 胡息 3 · 分 -11.95万 · 请出牌（坎牌和王霸不能打）"
    squeezed to fit). On a phone it leaves out the 胡息 its part on the felt heads, and says 请出牌 short."""
    app, sp, _now = _to_discard(390, 844)
    lay = app.screen.lay
    line = next(op for op in app.dl.ops if op[0] == "T" and lay.me.contains(op[1] + 1, op[2]) and "请出牌" in str(op[3]))
    assert line[4] >= 13 and "胡息" not in str(line[3]), line


def test_the_full_logs_wins_stand_out() -> None:
    """Play-test 6 (p31): 完整记录 on a phone was a plain list; a 血流 hand's wins drowned among the draws."""
    from test_paohuzi_playtest import start

    for lang in ("zh-Hans", "zh-Hant", "en"):
        sp: Any = start(390, 844, lang).screen.plugin  # type: ignore[attr-defined]
        me, bot = sp.table.viewer, (sp.table.viewer + 1) % 3
        win = {"type": "win", "seat": bot, "card": "x3", "how": "own", "final": 100_000}
        mine = dict(win, seat=me)
        draw = {"type": "draw", "seat": bot, "card": "x3", "shown": True}
        assert sp.log_emphasis(sp.log_line(win)) and sp.log_emphasis(sp.log_line(mine)), (lang, sp.log_line(mine))
        assert not sp.log_emphasis(sp.log_line(draw)) and not sp.log_emphasis(sp.log_line({"type": "decisive"}))


def test_play_test_7_payments_land_apart_and_the_figures_are_named() -> None:
    """Play-test 7: two payers' chips flying to the player's purse overlapped as "10万 万" (089); the
    sheet's list said "+10万" beside the moment's 赢 20万 (094); no bot win was seen at 快 (its callout
    ~0.8 s); "Shown 一" read as nothing shown in English (063)."""
    from test_paohuzi_playtest import start

    from pygame_core.ui import theme as th
    from pygame_core.ui.games.paohuzi.ledger import draw_ledger
    from pygame_core.ui.games.paohuzi.moments import draw_moment, toast_hold

    sp: Any = started(1366, 768, 5).screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    pay = [-100_000] * 3
    pay[me] = 200_000
    rec = dict(_rec(me, pay), final=100_000)
    m = Moments()
    m.add(0.0, 0, None)
    for t in (1.3, 1.6, 1.85):   # mid-flight, after the splash
        dl = DisplayList()
        draw_moment(dl, sp, 1366, 768, t, m, rec, lambda s: (200.0 + 400 * s, 300.0), None,
                    lambda s: (1000.0, 470.0) if s == me else (100.0 + 1000 * (s % 2), 140.0))
        chips = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] == th.GOLD and op[7] == th.GOLD]
        assert len(chips) == 2 and not chips[0].intersects(chips[1]), (t, chips)
    assert toast_hold(0.5) >= 1.5
    dl = DisplayList()
    draw_ledger(dl, sp, Rect(0, 0, 520, 300), {"wins": [dict(rec, how="own")], "scores": pay})
    assert {"+200,000", "-100,000"} <= {str(op[3]) for op in dl.ops if op[0] == "T"}   # the winner's gain, each share
    en: Any = start(1366, 768, "en").screen.plugin  # type: ignore[attr-defined]
    assert "Shown 一 (1)" in [str(x) for x in en.status(dict(en.table.view(), shown="x1"))]


def test_a_drawn_card_no_seat_could_take_still_says_why_the_player_could_not_chi() -> None:
    """Play-test 7: a drawn 仟 beside the player's 千千 went to the river with no claim asked and no
    word: the player had discarded 仟 before (臭牌). The draw itself is told, once."""
    from test_paohuzi_table import seat, view

    sp: Any = started(1366, 768, 5).screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    toasts: list[str] = []
    sp.table.app.toast = lambda text, seconds=3.5: toasts.append(text)
    v = view(seat=me, phase="discard", offer=None, to_act=[(me + 1) % 3])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=["xQ", "xQ", "x7"], kans=[], wilds=0, passed_peng=[], passed_chi=[],
                          discarded=["dQ"])
    _as_view(sp, [])
    sp.table.view = lambda: v
    draw = {"type": "draw", "seat": (me + 2) % 3, "card": "dQ", "shown": True}
    sp.on_events([draw, {"type": "river", "seat": (me + 2) % 3, "card": "dQ"}], 20.0)
    sp.on_events([draw], 21.0)
    assert toasts == ["不能吃 仟：你打过这张（臭牌）"]


def test_a_phones_clock_stands_by_the_answers_clear_of_the_card() -> None:
    """Play-test 7 (111, 115): on a phone the clock under the card in play covered the card's foot and
    等你表态. With answers over the felt it takes an answer cell no button uses, in their rows."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.table_bar import place

    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    lay = app.screen.lay  # type: ignore[attr-defined]
    me = sp.table.viewer
    v = view(seat=me, offer={"card": "x3", "src": (me + 2) % 3, "draw": False}, to_act=[me])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=["x1", "x2"], kans=[], wilds=0, passed_peng=[], passed_chi=[], discarded=[])
    for live in ([{"a": "chi", "groups": [["x1", "x2", "x3"]]}, {"a": "pass"}], [{"a": "peng"}, {"a": "pass"}],
                 [{"a": "chi", "groups": [["x1", "x2", "x3"]]}, {"a": "peng"}, {"a": "pass"}]):
        sp._legal = lambda live=live: live
        sp._live = lambda _v, live=live: (live, "")
        cell = sp.clock_cell(v)
        btns = sp.buttons(v, [])
        placed = [r for _b, r in place(lay.buttons, btns, sp.bar_slots(v), True)]
        assert cell is not None and not cell.intersects(sp.board.card), (live, cell)
        assert not any(cell.intersects(r) for r in placed), (live, cell, placed)
        top = sp.over_top(v)
        assert top is None or cell.y >= top - 1, (cell, top)   # in the answers' rows, not over the melds


def test_the_sheets_list_of_wins_keeps_one_unit() -> None:
    """Play-test 7 (159): the list of wins mixed "+512" and "+8192" with "+4.92万"."""
    from pygame_core.ui.games.paohuzi.ledger import draw_ledger, pay_points, signed

    sp: Any = started(1366, 768, 5).screen.plugin  # type: ignore[attr-defined]
    wins = [dict(_rec(1, [-v, 2 * v, -v]), final=v) for v in (512, 8192, 49152)]
    dl = DisplayList()
    draw_ledger(dl, sp, Rect(0, 0, 520, 320), {"wins": wins, "scores": [0, 0, 0]})
    said = {str(op[3]) for op in dl.ops if op[0] == "T"}
    shares = {signed(x, "zh-Hans") for w in wins for x in pay_points(w, "zh-Hans") if x}
    assert shares <= said and all(t.replace(",", "").lstrip("+-").isdigit() for t in shares), (shares, said)   # one unit
