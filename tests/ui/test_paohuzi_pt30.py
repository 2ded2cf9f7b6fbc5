"""跑胡子 table, session 30 (play-test 30's list)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_pt17 import BI, _claim
from test_paohuzi_table import _to_discard, center, started

from pygame_core.ui.table_bar import SWAP_S

PASS, PENG = {"a": "pass"}, {"a": "peng"}


@pytest.mark.parametrize("w,h,live", [(1366, 768, [BI, PASS]), (1366, 768, [PENG, BI, PASS]),
                                      (390, 844, [BI, PASS]), (390, 844, [PENG, BI, PASS])])
def test_a_lone_chi_with_bi_is_one_tap_with_its_bi_on_the_button(w: float, h: float, live: list[Any]) -> None:
    """Play-test 30 #1 (025301-h3-chibi, 025704-p-chibi: 吃 (带比) ▴ opened a picker of one option, the
    claim clock ran out meanwhile): a lone 吃 is one button, its 比 group shown on it (its cards, on
    the free cells beside its own; else its second line), and one tap anywhere on it answers."""
    sp, _lay, v = _claim(w, h, "x3", live)
    app = sp.table.app
    got: list[Any] = []
    sp.table.submit = lambda a, _now, label="": got.append(a)
    app.frame(20.1)
    hits = [x for x in app.state()["hits"] if x["id"].startswith("btn:chi")]
    assert hits and all(x["id"].startswith("btn:chi0:") for x in hits), [x["id"] for x in hits]
    hit = hits[-1]   # (the one on top)
    rx, ry, rw, rh = hit["rect"]
    said = [str(op[3]) for op in app.dl.ops if op[0] == "T" and rx <= op[1] <= rx + rw and ry <= op[2] <= ry + rh]
    line = "".join(said)
    assert "比" in line and "一" in line and "二" in line and line.count("三") >= 2, said
    assert not any(s.startswith("+") for s in said), said
    _x, y = center(hit)
    # (after the shared guard's quiet: on a phone the answers take the tools' cell, a18cbf6b's swap)
    assert app.tap_at(rx + 6, y, 20.1 + SWAP_S) == hit["id"] and got == [BI], got
    app.frame(20.2 + SWAP_S)
    assert not sp.picking()


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_skip_to_my_turn_is_offered_before_any_win_and_stops_at_the_next_choice(w: float, h: float) -> None:
    """Play-test 30 #3 (025056-h2-w10: 55 s of flips watched, 快进 only after one's own win): while the
    player has nothing to decide, a hand not yet won offers 快进到我; pressed, the bots play on at once
    and it goes off where the player is asked again (their choice is theirs, never skipped)."""
    app = started(w, h, 5)
    app.settings["speed"] = "normal"
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    scr, now = sp.table, _to_discard(app, 0.3)
    c = scr.client
    me = scr.viewer
    hits: dict[str, Any] = {}
    for _ in range(300):   # the player's discard goes; then the bots play
        now += 0.2
        app.frame(now)
        hits = {x["id"]: x for x in app.state()["hits"]}
        if me in c.people_to_act():   # a discard (a card, then 打出), or 过 to a claim
            pick = "btn:pass" if "btn:pass" in hits else "btn:discard" if scr.selected else \
                next(k for k in hits if k.startswith("card:"))
            app.tap_at(*center(hits[pick]), now)
            continue
        if "btn:ffwd" in hits:
            break
    assert "btn:ffwd" in hits and not sp.won_out(scr.view()), sorted(hits)
    assert hits["btn:ffwd"]["label"] == "快进到我"
    now += 0.5   # (a person's beat after the last tap on the bar)
    app.frame(now)
    assert app.tap_at(*center(hits["btn:ffwd"]), now) == "btn:ffwd"
    assert scr.fast()
    steps = 0
    while me not in c.people_to_act() or sp.auto_answer(scr.view(), sp._legal()) is not None:
        now += 0.1
        steps += 1
        app.frame(now)
        assert steps < 200 and not c.is_over()
    app.frame(now + 0.1)
    assert not scr.fast() and me in c.people_to_act()
    assert "btn:ffwd" not in {x["id"] for x in app.state()["hits"]}


def test_a_locked_hand_tapped_opens_at_once_over_a_later_wins_toast() -> None:
    """Play-test 30 #4 (025749-p-diankan: on a phone 点看 on 电脑1's folded hand showed nothing): in a
    血流 run of wins the hand opened went behind a win's panel and shut after 6 s, before a slow look
    (the tester's ~10 s) found it. It stays on top, 15 s (the table waiting) unless tapped shut."""
    import copy

    from test_paohuzi_pt10 import _win

    from pygame_core.ui.games.paohuzi.moment_part import PEEK_S

    app = started(390, 844, 5)
    app.frame(20.0)
    table: Any = app.screen
    sp: Any = table.plugin
    bot = (table.viewer + 1) % 3
    v = copy.deepcopy(table.view())
    v["seats"][bot].update(locked=True, hand=["x1", "x2", "x3", "d4", "d5", "d6"], kans=[], wilds=0)
    pay = [-8, -8, -8]
    pay[bot] = 16
    v["records"] = [_win(bot, pay), _win(bot, pay)]
    table.view = lambda v=v: v
    app.frame(20.1)
    hit = next(h for h in app.state()["hits"] if h["id"] == f"pz:peek:{bot}")
    assert app.tap_at(*center(hit), 20.2) == f"pz:peek:{bot}"
    sp.moments.add(20.3, 1, 3.0)   # a win's panel queued before the tap comes up under it
    for t in (20.4, 23.0, 32.0):   # the hand stays open over it, a slow look's while (the table waiting)
        app.frame(t)
        assert "pz:peek" in {h["id"] for h in app.state()["hits"]} and sp.busy(t), t
    assert PEEK_S >= 15.0


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_a_seats_wins_stay_counted_with_the_last_ones_figure(w: float, h: float) -> None:
    """Play-test 30 (feedback: wins after the first went by in 2-3 s toasts, on the phone 2 of 23
    seen): each winning seat's part keeps 胡×N and what its last win brought, readable (11 px+),
    whole in its part (a phone's narrow part: its name on the plate right above)."""
    import copy

    from test_paohuzi_pt10 import _win

    app = started(w, h, 5)
    app.frame(20.0)
    table: Any = app.screen
    sp: Any = table.plugin
    bot = (table.viewer + 1) % 3
    v = copy.deepcopy(table.view())
    v["seats"][bot].update(locked=True, hand=["x1", "x2", "x3", "d4", "d5", "d6"], kans=[], wilds=0, wins=3)
    pays = []
    for gain in (16, 96, 1520):
        pay = [-gain // 2] * 3
        pay[bot] = gain
        pays.append(_win(bot, pay))
    v["records"] = pays
    table.view = lambda v=v: v
    app.frame(20.1)
    box = sp.board.boxes[bot]
    said = [op for op in app.dl.ops if op[0] == "T" and box.contains(op[1], op[2])]
    tag = next((op for op in said if str(op[3]).startswith("胡×3")), None)
    assert tag is not None and "+1,520" in str(tag[3]).replace("+1520", "+1,520"), [op[3] for op in said]
    assert tag[4] >= 11, tag
    plate = table.lay.seats[bot]   # (a phone's part may give its name up to the figure: its plate names it)
    assert any(sp.name(bot) in str(op[3]) for op in said) or w < 500 and any(
        op[0] == "T" and op[3] == sp.name(bot) and plate.contains(op[1], op[2]) for op in app.dl.ops), said


def test_a_phones_picked_card_stands_clear_and_framed_apart_from_the_pao_tags() -> None:
    """Play-test 30 #5 (030020-p-sel3: 一 picked on 壹, both framed red, 壹 by its 炮 tag; the lift
    ~15 px): the picked card alone is framed gold (a 炮 card keeps its red) and stands 20 px and more
    out of its column."""
    from test_paohuzi_table import _free_card

    from pygame_core.ui import theme as th

    app = started(390, 844, 5)
    now = _to_discard(app, 0.3)
    hit = _free_card(app)
    before = hit["rect"][1]
    app.tap_at(*center(hit), now + 0.1)
    app.frame(now + 0.2)
    lifted = next(hh for hh in app.state()["hits"] if hh["id"] == hit["id"])
    assert before - lifted["rect"][1] >= 20, (before, lifted)
    gold = [op for op in app.dl.ops if op[0] == "R" and op[7] == th.GOLD and op[8] >= 2.5]
    red = [op for op in app.dl.ops if op[0] == "R" and op[7] == th.CINNABAR and op[8] >= 2.5
           and op[2] > app.screen.lay.buttons.b]  # type: ignore[attr-defined]
    assert len(gold) == 1 and abs(gold[0][2] - lifted["rect"][1]) < 1 and not red, (gold, red)


def test_a_locked_hand_offers_no_sort() -> None:
    """Play-test 30 #5 (030117-p-ff: 理牌 shown while the player's won hand was locked): a locked hand
    cannot be rearranged, so no 理牌."""
    import copy

    app = started(390, 844, 5)
    app.frame(20.0)
    table: Any = app.screen
    sp: Any = table.plugin
    v = copy.deepcopy(table.view())
    me = table.viewer
    table.view = lambda v=v: v
    sp.sorted_already = lambda _v: False   # (columns the player moved: 理牌 would change them)
    assert "sort" in [b.id for b in sp.buttons(v, [])]
    v["seats"][me]["locked"] = True
    assert "sort" not in [b.id for b in sp.buttons(v, [])]


def test_a_phones_two_seven_ten_meld_keeps_its_label() -> None:
    """Play-test 30 #5 (030009-p-w10: after a 跑 the player's 二七十 column lost its label beside 顺0
    and 跑6): a label too wide for its column is narrowed to it, never dropped."""
    from test_paohuzi_table import _speaker, seat, view

    from pygame_core.ui.draw import DisplayList
    from pygame_core.ui.games.paohuzi.board import Board, draw_board
    from pygame_core.ui.geom import Rect

    sp = _speaker()
    melds = [{"type": "SEQ", "cards": ["d7", "d8", "d9"], "huxi": 0}, {"type": "SEQ", "cards": ["d8", "d9", "d10"], "huxi": 0},
             {"type": "EQS", "cards": ["x2", "x7", "x10"], "huxi": 3}, {"type": "PAO", "cards": ["x8"] * 4, "huxi": 6}]
    v = view(phase="discard", seat=0, to_act=[1], offer=None)
    v["seats"][0] = seat(hand=["x1"], kans=[], wilds=0, passed_peng=[], melds=melds, river=["x9", "d2", "x3"])
    for s in (1, 2):
        v["seats"][s] = seat(melds=melds, river=["x9"] * 5)
    board, dl = Board(), DisplayList()
    draw_board(dl, sp, Rect(8, 134, 374, 416), v, board, {}, False, True, False, None, None)
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert sum(t.startswith("二七十") for t in said) == 3, said


@pytest.mark.parametrize("w,page,least", [(680, -2, 20.0), (326, -2, 17.5), (680, 0, 26.0)])
def test_the_result_sheets_tiles_are_large_enough_to_read(w: float, page: int, least: float) -> None:
    """Play-test 30 #6 (024807-sheet2: the 胡牌一览's tiles ~15 px, 'tiny'): the list of every win
    lays its hands in 20 px tiles and more on a laptop (18 on a phone), a win's own page in 26+."""
    from test_paohuzi_pt10 import _win
    from test_paohuzi_table import _speaker

    from pygame_core.ui.draw import DisplayList
    from pygame_core.ui.games.paohuzi.sheet import draw_sheet
    from pygame_core.ui.geom import Rect

    sp = _speaker()
    rec = _win(1, [-8, 16, -8], "x8")
    res = {"wins": [rec, _win(0, [16, -8, -8], "x3"), rec], "scores": [0, 0, 0]}
    dl = DisplayList()
    draw_sheet(dl, sp, Rect(0, 0, w, 440), res, page, 0, {"seat": 0})
    glyphs = {"八", "捌", "三", "叁", "一", "二", "四", "五", "六", "七", "九", "十"}
    tiles = [op for op in dl.ops if op[0] == "T" and op[3] in glyphs]
    assert tiles, [op[3] for op in dl.ops if op[0] == "T"]
    rects = [op for op in dl.ops if op[0] == "R" and 8 < op[3] < 40 and 1.3 < op[4] / op[3] < 1.6]
    assert rects and max(op[3] for op in rects) >= least - 0.6, sorted({round(op[3], 1) for op in rects})


def test_a_fast_forward_win_card_lies_over_the_winners_side() -> None:
    """Play-test 30 #5 (024752-ff2: under 快进 电脑2's win card lay across 电脑1's melds): a laptop's
    快进 card of a bot's win lies over the winner's side of the felt, clear of the other seat's part."""
    from test_paohuzi_pt10 import _win

    from pygame_core.ui.draw import DisplayList

    app = started(1366, 768, 5)
    app.frame(20.0)
    table: Any = app.screen
    sp: Any = table.plugin
    me = table.viewer
    sp.ffwd_hand = True
    for winner in ((me + 1) % 3, (me + 2) % 3):
        other = 3 - me - winner
        pay = [-8, -8, -8]
        pay[winner] = 16
        r = sp._face(DisplayList(), 1366, 768, 0.5, [_win(winner, pay, "x3")], 0, True)
        assert not r.intersects(sp.board.boxes[other]), (winner, r, sp.board.boxes[other])
        assert r.intersects(sp.board.boxes[winner]) and table.lay.center.contains(r.x, r.y), r


def test_skip_to_my_turn_asks_no_bot_under_tuoguan() -> None:
    """快进到我 (play-test 30 #3) asks whether the table answers for the player; under 托管 that answer
    is the bot's choice: the bar, which looks several times a frame, never asks the bot for it."""
    app = started(1366, 768, 5)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    sp.tuoguan.on = True
    asked: list[int] = []
    hint = sp.table.client.hint
    sp.table.client.hint = lambda seat, exclude=(): asked.append(seat) or hint(seat, exclude)
    assert not sp.out_of_hand(sp.table.view()) and not asked
    sp.table.client.hint = hint
    app.frame(now + 0.1)
