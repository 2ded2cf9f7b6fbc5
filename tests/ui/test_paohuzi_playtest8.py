"""跑胡子 table, play-test 8 (session 17): one figure for a win everywhere, every bot seat's hidden
hand shown the same way all hand long, callouts at the badge clear of the melds, a phone's seat
zones and tiles that keep their size."""

from __future__ import annotations

from typing import Any

from test_paohuzi_pt13 import callout_boxes
from test_paohuzi_table import _speaker

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.cheer import draw_ribbon
from pygame_core.ui.games.paohuzi.ledger import fmt_pts, pay_points
from pygame_core.ui.games.paohuzi.moments import Moments, bot_hold, draw_moment
from pygame_core.ui.games.paohuzi.winface import FACE_S
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import GAP


def _phone_claim(card: str, hand: list[str], melds: int = 0) -> tuple[Any, Any, Any, int, dict[str, Any]]:
    """A phone table at play and a claim on ``card`` for the player holding ``hand`` (and ``melds``
    偎 of 四): the app, its plugin, layout, the player's seat and the view."""
    from test_paohuzi_table import seat, started, view

    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    wei = {"type": "WEI", "cards": ["x4"] * 3, "huxi": 3, "hidden": False}
    v = view(seat=me, offer={"card": card, "src": (me + 2) % 3, "draw": False}, to_act=[me])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=hand, kans=[], wilds=0, passed_peng=[], passed_chi=[], discarded=[],
                          melds=[wei] * melds)
    return app, sp, app.screen.lay, me, v  # type: ignore[attr-defined]


def _texts(dl: DisplayList) -> list[str]:
    return [str(op[3]) for op in dl.ops if op[0] == "T"]


def test_a_wins_ribbon_and_chips_show_the_status_lines_figure() -> None:
    """Play-test 8, 30c: "胡了! 赢 6.55万" and "+6.55万" beside "分 6.56万" for one win of 65536 paid
    32768 each: every part shows the payments rounded together."""
    sp = _speaker()
    rec: dict[str, Any] = {"seat": 0, "how": "other", "card": "x3", "src": 2, "groups": [], "identities": [],
                           "fans": [], "huxi": 17, "tun": 1, "fan_value": 16384, "final": 32768,
                           "uncapped": 32768, "capped": False, "pay": [65536, -32768, -32768]}
    status = fmt_pts(pay_points(rec, "zh-Hans")[0], "zh-Hans")
    assert status == "65,536"   # (whole points: play-test 9 #2)
    dl = DisplayList()
    draw_ribbon(dl, sp, Rect(300, 200, 780, 200), rec)
    m = Moments()
    m.add(0.0, 0, bot_hold(1.1))
    spots = {0: (600.0, 600.0), 1: (967.0, 155.0), 2: (97.0, 155.0)}
    draw_moment(dl, sp, 1366, 768, m.splash() + 5.0, m, rec, lambda s: spots[s], None, lambda s: spots[s])
    texts = " | ".join(_texts(dl))
    assert "6.55万" not in texts, texts
    assert "赢 65,536" in texts and "+65,536" in texts and "-32,768" in texts


def _backs(dl: DisplayList, box: Rect) -> list[Rect]:
    from pygame_core.ui import theme as th

    return [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] == th.INDIGO and box.contains(op[1] + 1, op[2] + 1)]


def test_a_bots_hidden_hand_shows_the_same_way_before_and_after_it_melds() -> None:
    """Play-test 8, 12c/16/17/tg-30: a laptop seat's face-down hand showed as backs at its part's foot
    until its first meld, then vanished (the hand seemed taken away). Now the same fan of backs with
    its count sits in the part's head row by the badge all hand long, melds below it."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import Board, draw_board

    sp = _speaker()
    peng = {"type": "PENG", "cards": ["x8"] * 3, "huxi": 1}
    fans = []
    for melds in ([], [peng], [peng, dict(peng, cards=["x9"] * 3), dict(peng, cards=["d3"] * 3)]):
        v = view(phase="discard", to_act=[0])
        for s in (1, 2):
            v["seats"][s] = seat(melds=melds, river=["x1", "d2", "x5"], concealed=20 - 3 * len(melds))
        board, dl = Board(), DisplayList()
        draw_board(dl, sp, Rect(14, 150, 1038, 300), v, board, {}, False, False, True)
        for s in (1, 2):
            backs = _backs(dl, board.boxes[s])
            assert len(backs) == 20 - 3 * len(melds), (s, melds)
            fan = board.hands[s]
            assert all(abs(b.y - fan.y) < 1 for b in backs) and board.melds[s].y >= fan.b
            fans.append((s, round(fan.y), round(backs[0].h)))
            said = [op[3] for op in dl.ops if op[0] == "T" and board.boxes[s].contains(op[1], op[2])]
            assert f"{20 - 3 * len(melds)}张" in said
    assert len(set(fans)) == 2   # one place and size per seat, whatever the melds


def test_a_bots_call_sits_on_its_badge_clear_of_every_meld() -> None:
    """Play-test 8, 16: the "吃 电脑1" stamp landed on its new 拾柒贰 meld; 67/12b: 聚宝盆 ×2 over a
    seat's label and top meld. A callout is centred on the seat's badge."""
    from test_paohuzi_playtest5 import at_play

    for w, h in ((1366, 768), (390, 844)):
        app, sp, lay, me, other = at_play(w, h)
        sp.on_events([{"type": "chi", "seat": other, "card": "x3", "from": me}], 20.0)
        sp.moments.bowl(20.0, (other + 1) % 3, 2, 1.2)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.3, sp.table.view())
        boxes = callout_boxes(dl)
        assert len(boxes) == 2
        for b in boxes:
            if not lay.phone:   # a laptop's on its badge, off the 记牌器 between the badges (play-test 11, 19)
                assert not b.intersects(lay.band.inset(2)) and any(r.contains(b.cx, b.cy)   # and off its melds
                                                                   for r in lay.seats.values()), (w, b, lay.band)
                continue   # (play-test 12, 083/087: under the badge it lay on the hand count and melds)
            assert b.b <= lay.center.y + 2, (w, b, lay.center)   # over no seat's melds or label
            near = [r for r in lay.seats.values() if abs(r.cy - b.cy) < 12]   # at a badge: on it
            assert near and any(r.contains(b.cx, b.cy) for r in near), (w, b)


def test_the_waits_panel_frames_the_discard_it_suggests_and_selects_nothing() -> None:
    """Play-test 8, 19: 听牌 said "建议打萬" and nothing showed which card. Opened at the player's discard,
    the panel frames the card it names in gold; play-test 11: it no longer selects it (one quick tap on
    the red 打出 played the game's choice; the apps never arm the button). A tap on it, then 打出."""
    from test_paohuzi_table import hints_at_discard

    from pygame_core.ui import theme as th

    app, sp, now = hints_at_discard()
    view = sp.table.view()
    ready = sp._ready(view)
    best = (ready.order or [ready.tip])[0]
    assert best is not None and sp.suggest == best and not sp.table.selected
    assert not any(b.id == "discard" and b.action for b in sp.buttons(view, []))   # nothing armed
    frames = [op for op in app.dl.ops if op[0] == "R" and op[7] == th.GOLD and op[8] == 3.0]
    assert len(frames) == 1   # one card of the kind framed
    card = next(c for c in sp.hand(view) if c["code"] == best)
    sel = [card]
    btn = next(b for b in sp.buttons(view, sel) if b.id == "discard")
    assert btn.action == {"a": "discard", "card": best}


def test_fast_forward_still_calls_out_the_players_own_later_wins() -> None:
    """Play-test 8, 32: after 快进 the locked hand's later wins reached only the log ("你 胡 千！自摸").
    Each still gets its short callout at the player's place; a bot's stays in the log and sheet."""
    from test_paohuzi_playtest6 import _as_view, _rec
    from test_paohuzi_table import started

    from pygame_core.ui.games.paohuzi.batch import HU_S
    from pygame_core.ui.games.paohuzi.moments import FFWD_S
    from pygame_core.ui.games.paohuzi.winface import face_hold

    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    other = (me + 1) % 3
    pay = [-8, -8, -8]
    pay[me] = 16
    bot_pay = [-8, -8, -8]
    bot_pay[other] = 16
    _as_view(sp, [_rec(me, pay), _rec(me, pay, "x5"), _rec(other, bot_pay)])
    sp.table.fast = lambda: True
    sp.on_events([{"type": "win", "seat": me}, {"type": "win", "seat": other}], 20.0)
    shown = sp.moments.toasts_at(20.1)
    assert [i for i, _p in shown] == [1], shown   # the player's second win, then the bot's (play-test 19 #2)
    # (the player's own win as long as without 快进: play-test 32 #3; a bot's short)
    mine = face_hold(sp.table.view()["records"], 1, me)
    assert [i for i, _p in sp.moments.toasts_at(20.1 + mine)] == [2]
    assert not sp.moments.toasts_at(20.2 + mine + FFWD_S + HU_S)   # short: its 胡, then its amounts


def test_a_refusal_note_on_a_laptop_keeps_off_the_felt() -> None:
    """Play-test 8, 10: "王霸不能打" lay over the stock and the 亮张. A wide table's note sits on the
    bar, under the status line, clear of the felt."""
    from test_paohuzi_table import started

    app = started(1366, 768, 5)
    app.frame(20.0)
    app.toast("王霸不能打")
    app.frame(20.1)
    lay = app.screen.lay  # type: ignore[attr-defined]
    box = next(Rect(*op[1:5]) for op in app.dl.ops if op[0] == "R" and op[6] == "rgba(43,38,34,0.94)")
    assert box.y >= lay.me.b and box.b <= lay.buttons.b + 2, (box, lay.me, lay.buttons)


def test_a_phones_seat_parts_and_tiles_keep_their_size_all_hand() -> None:
    """Play-test 8, 53/60/65/71/72: the phone table re-laid itself every move: the player's discard box
    grew, the bots' meld tiles went from ~50 px to ~16 as the answers and the 听牌 panel showed. The
    seats' parts and the middle now keep their place and the tiles one size (the player's own part
    alone makes room for what pops up under it)."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import PHONE_MELD, PHONE_RIVER, Board, draw_board

    sp = _speaker()
    seq = {"type": "SEQ", "cards": ["x4", "x5", "x6"], "huxi": 0}
    r = Rect(8, 134, 374, 423)
    seen: dict[str, set[Any]] = {"boxes": set(), "tiles": set(), "own_river": set()}
    # (up to four columns a seat: 28 px tiles since play-test 16 take four a row; more go two rows)
    for n, own_b in ((0, None), (1, None), (3, None), (4, None), (4, 520.0)):
        v = view(phase="discard", seat=0, to_act=[0], offer=None)
        v["seats"][0] = seat(hand=["x1"], kans=[], wilds=0, passed_peng=[], melds=[seq] * min(n, 3),
                             river=["x9", "d2", "x3"][: max(1, n // 2)])
        for s in (1, 2):
            v["seats"][s] = seat(melds=[seq] * n, river=["x9"] * (n + 1))
        board, dl = Board(), DisplayList()
        draw_board(dl, sp, r, v, board, {}, False, True, False, None, own_b)
        seen["boxes"].add(tuple((b.x, b.y, b.w, b.h) for b in (board.boxes[1], board.boxes[2], board.middle)))
        tiles = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[3] < 60 and abs(op[3] - op[4]) < 1.5]
        for s in (1, 2):
            seen["tiles"] |= {round(t.w) for t in tiles if t.inside(board.melds[s])}
        seen["own_river"] |= {round(t.w) for t in tiles if t.inside(board.river[0])}
        if own_b is not None:
            assert board.boxes[0].b <= own_b + 1
    assert len(seen["boxes"]) == 1, seen["boxes"]
    assert seen["tiles"] == {round(PHONE_MELD) - 1} or seen["tiles"] == {round(PHONE_MELD)}, seen["tiles"]
    assert seen["own_river"] == {round(PHONE_RIVER)}, seen["own_river"]


def test_a_phones_waits_panel_moves_no_other_seat() -> None:
    """Play-test 8, 71/72: the 听牌 panel took a strip off the felt's foot and the table re-laid round
    it. Only the player's own part makes room for it; play-test 10, 45: over the log strip it hid
    the log, so it keeps to the felt's foot."""
    from test_paohuzi_table import _to_discard, center, started

    app = started(390, 844, 11, dpr=3)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    before = {k: (v.x, v.y, v.w, v.h) for k, v in sp.board.boxes.items() if k != me}
    app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "btn:hints")), now + 0.2)
    app.frame(now + 0.4)
    lay = app.screen.lay  # type: ignore[attr-defined]
    # (the player's own part makes room for the 打出 row the panel's selection brings)
    assert {k: (v.x, v.y, v.w, v.h) for k, v in sp.board.boxes.items() if k != me} == before
    band = sp.drawn["hints"]   # clear of the log strip (play-test 10, 45): over the status line under 打出
    assert not band.intersects(lay.log.inset(0, 1)) and band.y >= lay.center.b - 40, (band, lay.log)


def test_a_wrapped_waits_line_keeps_each_note_whole() -> None:
    """Play-test 8, 26: the selected card's line broke "· / 小心被碰" across two lines."""
    from pygame_core.ui.games.paohuzi.ready import line_layout

    text = ("打壹 → 听：三(剩3张 自摸3.28万/别家1.64万) 十(剩1张 自摸3.28万/别家1.64万) "
            "千(剩1张 自摸3.28万/别家1.64万) 仟(剩2张 只能自摸 得3.28万) · 小心被碰")
    for w in (300.0, 390.0, 420.0, 500.0):
        _size, lines = line_layout(text, w)
        assert len(lines) > 1
        assert not any(ln.rstrip().endswith(("·", "打壹")) for ln in lines), (w, lines)
        assert not any(ln.startswith("→") for ln in lines), (w, lines)


def test_a_selected_card_stands_a_quarter_of_its_height_out_of_its_column() -> None:
    """Play-test 8 (handling): the lift of a selected card was small (12 px on ~100 px cards)."""
    from test_paohuzi_table import _free_card, _to_discard, center, started

    for w, h in ((1366, 768), (390, 844)):
        app = started(w, h, 5)
        now = _to_discard(app, 0.3)
        hit = _free_card(app)
        before = hit["rect"][1]
        app.tap_at(*center(hit), now + 0.1)
        app.frame(now + 0.2)
        lifted = next(hh for hh in app.state()["hits"] if hh["id"] == hit["id"])
        card_h = next(op[4] for op in app.dl.ops if op[0] == "R" and abs(op[2] - lifted["rect"][1]) < 1)
        assert before - lifted["rect"][1] >= min(28.0, max(22.0, card_h * 0.25)) - 1, (w, before, lifted, card_h)


def test_the_match_total_is_in_the_ledgers_unit() -> None:
    """fix-pzend (play-test 8 #3): the sheet said -0.41万 while 总分 on the seats said -4096."""
    from pygame_core.ui.games.paohuzi.ledger import signed

    sp = _speaker()
    assert sp.signed_score(-4096.0, "zh-Hans") == signed(-4096, "zh-Hans") == "-4,096"


def test_a_phones_own_melds_stay_readable_under_two_rows_of_answers() -> None:
    """Play-test 8 follow-up (fix shots): with a 吃 row and 过 up, the player's part shrank to ~60 px
    and its 4-deep melds to ~7 px tiles. It keeps a floor; the 吃 row lies over its empty right side."""
    from pygame_core.ui.games.paohuzi.board import OWN_FLOOR

    _app, sp, lay, me, v = _phone_claim("x3", ["x1", "x2", "x4"], 2)
    live = [{"a": "chi", "groups": [["x1", "x2", "x3"]]}, {"a": "chi", "groups": [["x2", "x3", "x4"]]}, {"a": "pass"}]
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    # (since play-test 16 two 吃 are one button in the bar's row, beside 过, that opens a picker)
    assert sp.over_top(v) is None and [b.id for b in sp.buttons(v, []) if b.id.startswith("chi")] == ["chimore"]
    sp.draw_center(DisplayList(), lay.center, v, 20.1)
    assert sp.board.boxes[me].h >= OWN_FLOOR - 1, sp.board.boxes[me]


def test_the_newest_discard_on_the_table_is_framed() -> None:
    """Reading the table (play-test 8: 7/10): which card just went into the discards was not marked;
    the apps frame it. The last card a river event brought is framed in gold, once on the table."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui import theme as th
    from pygame_core.ui.games.paohuzi.board import Board, draw_board

    sp = _speaker()
    v = view(phase="discard", to_act=[0])
    v["seats"][1] = seat(river=["x1", "d2", "x5"])
    v["seats"][2] = seat(river=["x5"])
    board = Board()
    board.fresh = (1, "x5")
    dl = DisplayList()
    draw_board(dl, sp, Rect(14, 150, 1038, 300), v, board, {}, False, False, True)
    frames = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] is None and op[7] == th.GOLD and op[8] == 2.0
              and op[3] < 50]
    assert len(frames) == 1 and frames[0].inside(board.river[1].inset(-3)), frames
    sp.on_events([{"type": "river", "seat": 2, "card": "x5"}], 30.0)
    assert sp.board.fresh == (2, "x5")


def test_the_hands_end_line_in_the_log_says_what_it_cost() -> None:
    """fix-pzend (play-test 8, 33): a hand ended on a bare "本局结束" in the log; its figures lived only
    on the sheet. The line says each seat's figure as the ledger shows it, or 荒庄."""
    from test_paohuzi_playtest6 import _as_view, _rec

    from pygame_core.ui.games.paohuzi.ledger import hand_points, signed

    sp = _speaker()
    me = sp.table.viewer
    other = (me + 1) % 3
    pay = [-512, -512, -512]
    pay[other] = 1024
    _as_view(sp, [_rec(other, pay)])
    assert sp.log_line({"type": "end", "scores": pay, "huangzhuang": True}) == "本局结束：荒庄，庄家连庄"
    line = sp.log_line({"type": "end", "scores": pay, "huangzhuang": False})
    pts = hand_points({"wins": [_rec(other, pay)], "scores": pay}, "zh-Hans")
    assert line.startswith("本局结束：") and f"{sp.name(other)} {signed(pts[other], 'zh-Hans')}" in line, line
    assert "你 " in line   # the player by "你"


def test_a_bots_win_that_ends_the_hand_is_shown_whole() -> None:
    """Play-test 8 (feedback): in 胡一次即结束 the bot's win went straight to the sheet (a light callout
    of ~2 s). The win that ends a hand is shown whole, a bot's too; in 血流 a bot's stays light."""
    from test_paohuzi_playtest6 import _rec

    sp = _speaker()
    sp.table.app.settings["speed"] = "normal"
    me = sp.table.viewer
    other = (me + 1) % 3
    pay = [-8, -8, -8]
    pay[other] = 16
    for flow, whole in ((False, True), (True, False)):
        sp.moments.clear()
        v = dict(sp.table.view(), records=[_rec(other, pay)], options={"blood_flow": flow})
        sp.table.view = lambda v=v: v
        sp.on_events([{"type": "win", "seat": other}], 40.0)
        assert (sp.moments.current(40.1) is not None) == whole, flow
        assert bool(sp.moments.toasts_at(40.1)) != whole, flow


def test_the_table_says_each_card_that_goes_out_as_the_apps_voice_does() -> None:
    """Feedback (play-test 8: the apps have voice callouts): each card discarded or turned up is said
    by name (大三 for 叁), a self-drawn win 自摸; under 快进 nothing is said (no backlog of speech)."""
    sp = _speaker()
    assert ["say", "大三"] in sp.sound({"type": "discard", "seat": 1, "card": "d3"})
    assert ["say", "百"] in sp.sound({"type": "draw", "seat": 1, "card": "xB", "shown": True})
    assert not any(c[0] == "say" for c in sp.sound({"type": "draw", "seat": 1, "card": "xB"}))   # a hidden draw
    assert ["say", "自摸"] in sp.sound({"type": "win", "seat": 1, "how": "own", "card": "x3"})
    assert ["say", "胡"] in sp.sound({"type": "win", "seat": 1, "how": "other", "card": "x3"})
    sp.table.fast = lambda: True
    assert not any(c[0] == "say" for c in sp.sound({"type": "discard", "seat": 1, "card": "d3"}))


def test_the_players_own_call_on_a_laptop_keeps_off_the_felt() -> None:
    """Play-test 9: "跑 你" stood over the stock from the status line. A laptop's own call sits over
    the player's discards beside the hand (13, 050: in the bar's middle it hid the 听牌 line), clear
    of the felt and the hand's cards."""
    from test_paohuzi_playtest5 import at_play

    app, sp, lay, me, _other = at_play(1366, 768)
    sp.on_events([{"type": "pao", "seat": me, "card": "x3", "from": (me + 1) % 3}], 20.0)
    dl = DisplayList()
    sp.draw_overlay(dl, 1366, 768, 20.3, sp.table.view())
    call = callout_boxes(dl)[0]
    assert call.y >= lay.center.b - 2 and sp._sides[1].contains(call.cx, call.cy), (call, lay.center)
    assert not call.intersects(sp._hand_box), (call, sp._hand_box)


def test_each_win_holds_the_table_a_second() -> None:
    """Play-test 9: after every seat had won the rest ran by itself, 38 wins in ~15 s, "I could not
    follow any of it"; three bot wins in 15 s went by unseen. The table waits on each win's callout
    for its first second (快进 still skips it)."""
    from test_paohuzi_playtest6 import _rec

    sp = _speaker()
    me = sp.table.viewer
    other = (me + 1) % 3
    pay = [-8, -8, -8]
    pay[other] = 16
    base = sp.table.view()
    for locked, fast, waits in ((True, False, True), (False, False, True), (True, True, True)):   # (快进: pt19)
        sp.moments.clear()
        seats = [dict(s) for s in base["seats"]]
        seats[me]["locked"] = locked
        v = dict(base, seats=seats, records=[_rec(other, pay)])
        sp.table.view = lambda v=v: v
        sp.table.fast = lambda fast=fast: fast
        sp.moments.toast(50.0, 0, 1.8 + FACE_S, other, FACE_S)
        assert sp.busy(50.5) == waits and sp.busy(51.3) == waits, (locked, fast)   # (1.4 s: play-test 10)
        assert not sp.busy(50.1 + FACE_S)   # (2.5 s since play-test 15, D1)


def test_waits_that_pay_alike_are_said_together() -> None:
    """Play-test 9, 43: six waits took six lines of the bubble, over the tops of the hand's columns.
    Waits that pay alike are said together, each card with its copies left."""
    from test_paohuzi_table import view

    from pygame_core.ui.games.paohuzi.advice import wait_rows, wait_text
    from pygame_core.ui.games.paohuzi.ledger import fmt_pts

    sp = _speaker()
    v = view(phase="discard")
    rows = [{"card": c, "unseen": 1, "score_discard": d, "score_self_draw": 2 * d}
            for c, d in (("x2", 1000), ("x3", 32), ("x7", 1000), ("x8", 32), ("x9", 32), ("x10", 96))]
    text = wait_text(sp, wait_rows(v, rows, 0))
    a, b = fmt_pts(2000, "zh-Hans"), fmt_pts(1000, "zh-Hans")
    assert text.startswith("听（每家付）：二、七(剩") and f"张 自摸{a}/别家{b}) 三、八、九(" in text, text
    assert text.count("(") == 3, text


def test_a_third_chi_never_covers_the_players_melds() -> None:
    """Play-test 9, p13: three 吃 filled the upper row and the left one lay over the player's melds
    (the part kept its floor). With a button over the part's left side the part makes room."""
    _app, sp, lay, me, v = _phone_claim("x5", ["x3", "x4", "x6", "x7"], 2)
    live = [{"a": "chi", "groups": [g]} for g in (["x3", "x4", "x5"], ["x4", "x5", "x6"], ["x5", "x6", "x7"])]
    live.append({"a": "pass"})
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    sp.draw_center(DisplayList(), lay.center, v, 20.1)
    pops = sp.popped(v)   # (since play-test 16 three 吃 are one button beside 过 in the bar's row)
    assert not any(p.intersects(sp.board.boxes[me].inset(1)) for p in pops), (pops, sp.board.boxes[me])


def test_a_phones_seat_with_no_melds_lays_its_discards_under_its_name() -> None:
    """Play-test 9, p13: a phone seat with no melds yet had its discards at the foot of its part, the
    other seat's under its melds at the top: both now start at the top."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import Board, draw_board

    sp = _speaker()
    v = view(phase="discard", to_act=[0])
    v["seats"][1] = seat(river=["x1", "d2", "x5"])
    board = Board()
    draw_board(DisplayList(), sp, Rect(8, 134, 374, 423), v, board, {}, False, True, False)
    assert board.river[1].y <= board.boxes[1].y + 40, (board.river[1], board.boxes[1])


def test_a_tap_on_the_card_the_waits_panel_frames_selects_it() -> None:
    """Play-test 9, p32/p33: the first tap after 听牌 was "swallowed" (it put down the card the panel had
    selected). The panel selects nothing now (play-test 11): the first tap selects the framed card, a
    second quick tap plays it."""
    from test_paohuzi_table import _to_discard, center, started

    app = started(390, 844, 11, dpr=3)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "btn:hints")), now + 0.2)
    app.frame(now + 0.3)
    assert not sp.table.selected and sp.suggest is not None
    key = next(sp.card_key(c) for c in sp.hand(sp.table.view()) if c["code"] == sp.suggest)
    card = next(h for h in app.state()["hits"] if h["id"] == f"card:{key}")
    app.tap_at(*center(card), now + 1.5)
    app.frame(now + 1.6)
    assert sp.table.selected == [key]
    card = next(h for h in app.state()["hits"] if h["id"] == f"card:{key}")
    app.tap_at(*center(card), now + 1.7)   # a quick second tap: played
    app.frame(now + 1.8)
    assert f"card:{key}" not in {h["id"] for h in app.state()["hits"]}


def test_the_hands_end_line_uses_the_sheets_own_wins() -> None:
    """Play-test 9 (66 vs 51): the log's 本局结束 said -177.11万 where the sheet said -177.12万. It
    adds up the result's own wins, as the sheet does."""
    from test_paohuzi_playtest6 import _as_view, _rec

    from pygame_core.ui.games.paohuzi.ledger import hand_points, signed

    sp = _speaker()
    me = sp.table.viewer
    other = (me + 1) % 3
    wins = []
    for x in (33333, 77777, 12345):
        pay = [-x, -x, -x]
        pay[other] = 2 * x
        wins.append(_rec(other, pay))
    scores = [sum(w["pay"][s] for w in wins) for s in range(3)]
    _as_view(sp, [])
    v = dict(sp.table.view(), result={"wins": wins, "scores": scores})
    sp.table.view = lambda: v
    line = sp.log_line({"type": "end", "scores": scores, "huangzhuang": False})
    pts = hand_points({"wins": wins, "scores": scores}, "zh-Hans")
    assert f"{sp.name(other)} {signed(pts[other], 'zh-Hans')}" in line, line


def test_a_long_waits_list_under_answers_keeps_the_players_part() -> None:
    """Play-test 9, p37: with 打出/移牌 up, a long 听牌 list was cut from the player's part, which
    collapsed to thumbnails. It lies over the log strip and the status line instead, the part kept;
    the player's own win closes the panel (p38-p42: it stayed over the melds)."""
    from test_paohuzi_table import _to_discard, center, started

    app = started(390, 844, 11, dpr=3)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    lay = app.screen.lay  # type: ignore[attr-defined]
    me = sp.table.viewer
    sp._hint_room = lambda _v, _w: 66.0   # four lines
    app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "btn:hints")), now + 0.2)
    app.frame(now + 0.3)
    key = next(sp.card_key(c) for c in sp.hand(sp.table.view()) if c["code"] == sp.suggest)
    app.tap_at(*center(next(h for h in app.state()["hits"] if h["id"] == f"card:{key}")), now + 0.35)
    app.frame(now + 0.4)
    assert sp.over_top(sp.table.view()) is None   # 打出 in the bar's row over the hand
    assert Rect(*next(h for h in app.state()["hits"] if h["id"] == "btn:discard")["rect"]).inset(GAP / 2).inside(lay.buttons)
    band = sp._hint_band   # at the felt's foot, the log strip left to the log (play-test 10, 45)
    assert band is not None and band.b <= lay.log.y + 1 and band.y >= lay.center.y, (band, lay.log, lay.me)
    from pygame_core.ui.games.paohuzi.board import OWN_FLOOR
    assert sp.board.boxes[me].h >= OWN_FLOOR - 1
    pay = [-8, -8, -8]
    pay[me] = 16
    from test_paohuzi_playtest6 import _as_view, _rec
    _as_view(sp, [_rec(me, pay)])
    sp.on_events([{"type": "win", "seat": me}], now + 1.0)
    assert not sp.show_hints


def test_the_sheet_is_wide_on_a_laptop() -> None:
    """fix-pzend: every hand face up and the ledger came out in 22 px tiles on a 520 px sheet."""
    assert _speaker().END_W >= 720


def test_no_lone_pass_while_the_table_passes_for_the_player() -> None:
    """Play-test 9, p19: "自动：过（电脑1 胡这张在先）" showed with a lone 过 button under it."""
    _app, sp, _lay, _me, v = _phone_claim("x3", ["x1", "x2"])
    sp._legal = lambda: [{"a": "chi", "groups": [["x1", "x2", "x3"]]}, {"a": "pass"}]
    sp._live = lambda _v: ([{"a": "pass"}], "locked_hu")
    assert not any(b.id == "pass" for b in sp.buttons(v, []))
    sp._live = lambda _v: ([{"a": "chi", "groups": [["x1", "x2", "x3"]]}, {"a": "pass"}], "")
    assert any(b.id == "pass" for b in sp.buttons(v, []))


def test_the_phones_card_counter_stays_open_across_a_reload() -> None:
    """Play-test 9, p29: a reload mid-hand closed the phone's 记牌 strip the player had opened."""
    from test_paohuzi_table import center, started

    from pygame_core.ui.games.paohuzi.table import PaohuziUI

    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    assert sp.counter_on()   # on by default in its log strip's place (play-test 19: off on the phone)
    app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "btn:counter")), 20.2)
    assert not sp.counter_on() and app.settings.get("pz_counter") is False
    assert not PaohuziUI(sp.table).counter_on()   # the page reloaded: a new table on the same settings
    app.frame(21.0)
    app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "btn:counter")), 21.5)
    assert sp.counter_on() and app.settings.get("pz_counter") is True
    again = PaohuziUI(sp.table)
    assert again.counter_on()
