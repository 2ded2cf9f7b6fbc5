"""The 跑胡子 table after the fourth play-test's re-test (7/10, session 14) and play-test 5 (7.5, session
15): the 听牌 line and the 名堂 read in full; no callout over a win panel, each bot win shown and findable
(胡×N), callouts on the seats' badges; a claim lights the one seat it waits on; a laptop's seats lay
their discards right under their melds; the phone's 记牌器 in place of the log strip; a 吃 picker that
keeps 过 in its cell; the room's rules, the 聚宝盆, 胡 glowing, the clock by the card in play."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_playtest import start
from test_paohuzi_pt13 import callout_boxes
from test_paohuzi_table import started

from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.paohuzi.columns import geometry
from pygame_core.ui.games.paohuzi.moments import Moments, draw_moment, draw_toast
from pygame_core.ui.games.paohuzi.ready import LINE_H, bubble_h, draw_line
from pygame_core.ui.geom import Rect


def _texts(dl: DisplayList) -> list[Any]:
    return [op for op in dl.ops if op[0] == "T"]


def test_the_waits_line_wraps_between_waits_and_is_never_cut() -> None:
    """Play-test 4: 听：五(剩3张) 伍(剩2张) 七(剩1张 只能自摸 得5万)… ran out of the bubble with …"""
    parts = [f"{c}(剩{n}张 只能自摸 得{n}万)" for c, n in zip("五伍七柒十拾", (3, 2, 1, 2, 3, 1), strict=True)]
    text = "听：" + " ".join(parts)
    band = Rect(8, 500, 366, LINE_H)
    dl = DisplayList()
    r = draw_line(dl, band, text, None)
    lines = [op[3] for op in _texts(dl)]
    assert len(lines) >= 2 and not any("…" in ln for ln in lines)
    assert " ".join(lines) == text   # every wait, whole, in order
    assert all(ln.count("(") == ln.count(")") for ln in lines), lines   # never broken inside a wait
    assert all(op[4] >= 12 and op[1] >= r.x and op[1] + text_width(op[3], op[4]) <= r.r for op in _texts(dl))
    assert r.h == bubble_h(text, band.w) > LINE_H and all(r.y < op[2] < r.b for op in _texts(dl))
    short = DisplayList()   # a line that fits stays one line in the usual bubble
    assert draw_line(short, band, "听：五(剩3张)", None).h == LINE_H


def test_a_win_panel_names_every_fan_in_full_on_a_phone() -> None:
    """Play-test 4 (phone): 名堂：小满贯×18  百财聚来×8  一掷千金×32  七星高照×32  一块匾… cut."""
    sp = start(390, 844).screen.plugin  # type: ignore[attr-defined]
    names = ["小满贯", "百财聚来", "一掷千金", "七星高照", "一块匾", "九五至尊", "五谷丰登"]
    rec: dict[str, Any] = {"seat": 1, "how": "own", "src": 1, "card": "x3", "groups": [], "identities": [],
                           "huxi": 30, "tun": 7, "fan_value": 170_000_000, "bowl_mult": 16,
                           "fans": [{"name": {"zh-Hans": n}, "value": 32} for n in names],
                           "uncapped": 19_025_000_000, "final": 100_000, "capped": True, "pay": [-50_000, 100_000, -50_000]}
    m = Moments()
    m.add(0.0, 0, 3.0)
    dl = DisplayList()
    draw_moment(dl, sp, 390, 844, 2.0, m, rec, lambda s: (100.0, 100.0))
    said = " ".join(str(op[3]) for op in _texts(dl))
    assert all(f"{n}×32" in said for n in names), said
    assert not any(str(op[3]).endswith("…") for op in _texts(dl))
    panel = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[3] == 366)
    assert all(panel.y < op[2] < panel.b for op in _texts(dl) if "×32" in str(op[3]))


def test_no_callout_or_note_over_a_win_panel_they_show_after_it() -> None:
    """Re-test 4 (phone): callouts lay over the player's own 胡 panel. A bot's light win, a bowl
    lit and a note (被碰, 胡优先) that come while a moment shows wait for it and then show whole."""
    sp = start(390, 844).screen.plugin  # type: ignore[attr-defined]
    toasts: list[str] = []
    sp.table.app.toast = lambda text, seconds=3.5: toasts.append(text)
    m = sp.moments
    m.add(10.0, 0, None)                  # the player's own: until a tap
    m.toast(10.0, 1, 1.2, seat=2)
    m.bowl(10.0, 1, 4, 1.0)
    sp.notes.say("被碰 · 电脑1")
    sp._say(10.5)
    assert m.toasts_at(10.5) == [] and m.bowls_at(10.5) == [] and toasts == []
    dl = DisplayList()
    rec = {"seat": 2, "how": "own", "src": 2, "card": "x3", "groups": [], "identities": [], "huxi": 21, "tun": 2,
           "fan_value": 1, "fans": [], "final": 8, "uncapped": 8, "capped": False, "pay": [-8, -8, 16]}
    sp.draw_overlay(dl, 390, 844, 12.0, dict(sp.table.view(), records=[rec, rec]))
    assert not any(op[0] == "T" and "聚宝盆" in str(op[3]) for op in dl.ops)
    m.next(13.0)                          # tapped on
    assert m.toasts_at(13.0) == [(1, 0.0)] and [b[:2] for b in m.bowls_at(13.0)] == [(1, 4)]
    sp._say(13.0)
    assert toasts == ["被碰 · 电脑1"]


def test_a_begun_light_win_starts_again_after_a_moment_that_covers_it() -> None:
    m = Moments()
    m.toast(0.0, 1, 1.2, seat=2)
    assert m.toasts_at(0.5) == [(1, 0.5 / 1.2)]
    m.add(0.6, 2, 3.0)                    # a paid win's whole moment comes up over it
    assert m.toasts_at(1.0) == [] and m.waiting()
    assert m.toasts_at(3.7) == [(1, 0.0)]   # after the moment: the whole light win


def test_each_light_win_at_a_seat_gets_its_own_moment() -> None:
    """Re-test 4: in 血流 some bot wins went by unseen (two at one seat drew over each other)."""
    m = Moments()
    m.toast(0.0, 1, 1.2, seat=2)
    m.toast(0.0, 2, 1.2, seat=2)
    m.toast(0.0, 3, 1.2, seat=1)          # another seat's shows at once
    assert [i for i, _p in m.toasts_at(0.1)] == [1, 3]
    assert [i for i, _p in m.toasts_at(1.25)] == [2]
    assert m.toasts_at(2.5) == [] and not m.waiting()


def test_a_notes_moment_passes_with_the_hand() -> None:
    """A note still waiting when the hand ends is dropped: the settlement sheet comes up next."""
    sp = start(390, 844).screen.plugin  # type: ignore[attr-defined]
    sp.notes.say("电脑1 胡优先")
    assert sp.notes.due(False, True) is None and sp.notes.waiting == []


def test_a_seats_wins_this_hand_are_a_tap_away_on_its_tag() -> None:
    """Re-test 4: a 血流 win that went by left no trace at the seat; its 胡 tag counts the wins
    (胡×2) and a tap on it lists them with what each gained."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import Area, draw_area

    sp = start(1366, 768).screen.plugin  # type: ignore[attr-defined]
    v = view(phase="discard")
    v["seats"][1] = seat(locked=True, hand=["x1"], kans=[], wilds=0, wins=2)
    base = {"seat": 1, "groups": [], "identities": [], "fans": [], "final": 256}
    v["records"] = [dict(base, how="discard", src=0, card="x3", pay=[-256, 256, 0]),
                    dict(base, how="own", src=1, card="d7", pay=[-512, 1024, -512]),
                    dict(base, seat=2, how="own", src=2, card="d2", pay=[-8, -8, 16])]
    sp.tips = {}
    dl = DisplayList()
    draw_area(dl, sp, Area(1, Rect(0, 0, 400, 200), Rect(6, 30, 220, 160), Rect(240, 30, 150, 160)), v, False, None)
    assert any(op[0] == "T" and str(op[3]).startswith("胡×2 ") for op in dl.ops)   # (its last win's figure after)
    text = next(t for _r, t in sp.tips.values() if "本局胡" in t)
    bowl = next(t for _r, t in sp.tips.values() if "聚宝盆" in t)   # the bowl grid says what it is
    assert "电脑1的聚宝盆：亮 0/9 格" in bowl and "全亮 ×36" in bowl
    from pygame_core.ui.games.paohuzi.ledger import signed

    gains = [signed(g, "zh-Hans") for g in (256, 1024)]   # (the ledger's figures: play-test 8)
    assert "本局胡 2 次" in text and "胡 三" in text and gains[0] in text and "胡 柒" in text and gains[1] in text
    assert "贰" not in text   # another seat's win


def test_a_claim_waits_on_one_seat_and_only_that_one_is_lit() -> None:
    """Re-test 4: while a claim was open both bots glowed ("电脑1、电脑2 考虑中…"), so nobody could
    tell whose turn it was. The card waits on one seat: the player while their answers show, else
    the first still to answer counting round from the card's source (the drawer first)."""
    from test_paohuzi_table import view

    from pygame_core.ui.games.paohuzi.advice import awaited
    from pygame_core.ui.games.paohuzi.board import acting_seats, deciding

    sp = start(1366, 768).screen.plugin  # type: ignore[attr-defined]
    drawn = view(offer={"card": "x3", "src": 2, "draw": True}, to_act=[0, 1, 2], answered=[])
    assert awaited(drawn, 0, False) == 2 and acting_seats(drawn, 2) == {2}   # the drawer first
    assert awaited(dict(drawn, answered=[2]), 0, False) == 1                 # then round from it (the
    assert awaited(dict(drawn, answered=[2]), 0, True) == 0                  # player only with buttons)
    disc = view(offer={"card": "x3", "src": 0, "draw": False}, to_act=[1, 2], answered=[])
    assert awaited(disc, 0, False) == 1 and awaited(dict(disc, answered=[1]), 0, False) == 2
    assert awaited(drawn, 0, True) == 0   # the player's buttons show: the table waits on them
    assert deciding(sp, disc, 300, 1) == f"{sp.name(1)} 考虑中…" and deciding(sp, drawn, 300, 0) == "等你表态"
    assert acting_seats(dict(disc, phase="discard", to_act=[1]), None) == {1}   # outside claims: as before


def test_a_laptops_seat_lays_its_discards_right_under_its_melds() -> None:
    """Re-test 4 (laptop): the melds stood at the foot of the part's outer side and the discards at
    its top by the middle, the part mostly empty between them. The melds now sit under the name
    line and the discards right under them; a 胡 seat's dozen columns go beside its discards when
    that makes them larger."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import Board, draw_board

    sp = start(1366, 768).screen.plugin  # type: ignore[attr-defined]
    v = view(phase="discard", to_act=[0])
    peng = {"type": "PENG", "cards": ["x8"] * 3, "huxi": 1}
    v["seats"][1] = seat(melds=[peng, dict(peng, cards=["x9"] * 3)], river=["x1", "d2", "x5", "d7", "x3"])
    v["seats"][2] = seat(melds=[dict(peng, cards=[c] * 3) for c in ("x1", "x2", "x3", "x4", "x5", "x6", "x7")],
                         locked=True, hand=["d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9", "d10"],
                         kans=["d1"], wilds=1, river=["x9"] * 4)
    board = Board()
    dl = DisplayList()
    draw_board(dl, sp, Rect(14, 150, 1038, 300), v, board, {}, False, False, True)
    box, melds, river = board.boxes[1], board.melds[1], board.river[1]
    assert melds.y <= box.y + 40 and 0 <= river.y - melds.b <= 8, (box, melds, river)
    tiles = [op for op in dl.ops if op[0] == "R" and melds.contains(op[1] + 1, op[2] + 1)]
    assert tiles and max(op[2] + op[4] for op in tiles) >= melds.b - 16   # the melds fill their rect
    assert board.melds[2].x != board.river[2].x   # the 胡 seat's revealed hand: beside its discards
    v["seats"][1] = seat(river=["x1", "d2"])   # no melds yet: the discards under the name line
    draw_board(DisplayList(), sp, Rect(14, 150, 1038, 300), v, board, {}, False, False, True)
    assert board.river[1].y <= board.boxes[1].y + 40, (board.river[1], board.boxes[1])


def test_a_claims_seat_badges_light_only_the_seat_it_waits_on() -> None:
    """Re-test 4: both bots' badges glowed while a claim was open. The badges follow advice.awaited."""
    from test_paohuzi_table import view

    sp = start(1366, 768).screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    a, b = (me + 1) % 3, (me + 2) % 3
    v = view(seat=me, offer={"card": "x3", "src": me, "draw": False}, to_act=[a, b], answered=[])
    assert [sp.seat_info(v, s).acting for s in (a, b)] == [True, False]
    v["answered"] = [a]
    assert [sp.seat_info(v, s).acting for s in (a, b)] == [False, True]
    assert sp.seat_info(dict(v, phase="discard", offer=None, to_act=[a]), a).acting is None   # as before


def test_a_call_at_a_seat_is_opaque_over_its_melds() -> None:
    """The 碰/吃/跑 call at the claimer's seat lay see-through over its melds, the tiles under it
    showing through the word: an opaque pill edged in gold."""
    from pygame_core.ui import theme as th
    from pygame_core.ui.games.paohuzi.moments import SOLID, draw_banner

    dl = DisplayList()
    draw_banner(dl, 1366, 768, "碰", "电脑1", 44.0, 0.2, th.GOLD, (900.0, 250.0))
    box = next(op for op in dl.ops if op[0] == "R" and op[6] != SOLID)   # (on a solid ground: play-test 12)
    assert box[6] == "rgba(20,16,12,0.88)" and box[7] == th.GOLD


def at_play(w: int, h: int) -> tuple[Any, Any, Any, int, int]:
    """A table at play (seed 5, 20 s in): the app, the game's UI, the layout, the player, the next seat."""
    app = started(w, h, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    return app, sp, app.screen.lay, me, (me + 1) % 3  # type: ignore[attr-defined]


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_callouts_sit_on_the_seats_badge_never_on_the_players_hand(w: int, h: int) -> None:
    """Play-test 5: the player's own 吃 call stood over their hand (frames stopped mid-fade: it
    stayed till the next discard); a bot's 碰 and 聚宝盆 lay over the melds they spoke of. A call
    goes on a bot's badge (play-test 8: under it, it lay on the seat's newest meld), the player's
    own over their part's discards (play-test 10, 47; 13, 050: a laptop's in its bar hid the 听牌 line),
    and frames go on till it
    is gone; a bot's light win there shows the
    card it won on."""
    app, sp, lay, me, other = at_play(w, h)
    for seat, place in ((other, lay.seats[other]), (me, sp.board.boxes[me] if lay.phone else sp._sides[1])):
        sp.moments.clear()
        sp.on_events([{"type": "chi", "seat": seat, "card": "x3", "from": (seat + 2) % 3}], 20.0)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.3, sp.table.view())
        call = callout_boxes(dl)[0]   # (a bot's: a seal over its face, seal.py)
        if seat == other and not lay.phone:   # a laptop's on the badge, off the 记牌器 and the seat's melds
            assert place.contains(call.cx, call.cy) and not call.intersects(lay.band.inset(2)), (call, place)
            assert call.b <= place.b + 12, (call, place)   # (play-test 11, 19; 12, 083/087: under it, on the melds)
        else:
            assert place.contains(call.cx, call.cy), (seat, call, place)
        hand = sp._hand_box if sp.own_apart() else sp._hand_area   # (a laptop's melds lie beside the hand)
        assert not call.intersects(hand.inset(0, 20)), (call, hand)
        assert sp.animating(21.2) and not sp.animating(21.4)   # frames till the call is gone (1.3 s)
    rec = {"seat": other, "card": "d7", "pay": [-8, 16, -8]}
    dl = DisplayList()
    draw_toast(dl, sp, w, h, 0.3, rec, sp._mark(other))
    assert any(op[0] == "T" and op[3] == "柒" for op in dl.ops)   # the card, not only the words


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_many_chi_keep_pass_in_its_cell_and_open_a_picker(w: int, h: int) -> None:
    """Play-test 5: with five 吃 the bar flowed and 过 moved from x 415 to 708, where a 吃 took its
    place. The 吃 cells hold what they can and 更多吃法 (5) in the last; 过 keeps its cell; the
    picker lists every 吃 (比 on a second line) and a tap on one answers it."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.bar import CLAIM_CELLS

    app = started(w, h, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    groups = [[["x1", "x2", "x3"]], [["x2", "x3", "x4"]], [["x3", "x4", "x5"]], [["x3", "x3", "d3"], ["x1", "x2", "x3"]],
              [["x3", "d3", "d3"]]]
    chis = [{"a": "chi", "groups": g} for g in groups]
    few = chis[:1] + [{"a": "pass"}]
    many = chis + [{"a": "pass"}]
    v = view(seat=me, offer={"card": "x3", "src": (me + 2) % 3, "draw": False}, to_act=[me])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=["x1", "x2"], kans=[], wilds=0, passed_peng=[], passed_chi=[], discarded=[])
    sp._legal = lambda: many
    sp.out_of_hand = lambda _v: False   # (asked: never 快进到我 beside it, whatever the table's client says)
    sp._live = lambda _v: (few, "")
    at_few = {b.id: b.slot for b in sp.buttons(v, [])}
    sp._live = lambda _v: (many, "")
    btns = sp.buttons(v, [])
    at_many = {b.id: b.slot for b in btns}
    assert at_few["pass"] == at_many["pass"] == "pass"
    slots = sp.bar_slots(v)
    assert all(b.slot in slots for b in btns) and len({b.slot for b in btns}) == len(btns)   # no flow
    more = next(b for b in btns if b.id == "chimore")
    assert "5" in more.label and more.action is None and more.slot in CLAIM_CELLS
    sent: list[Any] = []

    def submit(act: Any, now: float, seat: Any = None, label: str = "") -> bool:
        sent.append(act)
        return True
    sp.table.submit = submit
    assert sp.tap("btn:chimore", v) and sp.picking()
    dl = DisplayList()
    sp.draw_picker(dl, v)
    picks = [hit for hit in dl.hits if hit.id.startswith("btn:pick")]
    assert len(picks) == 5 and all(p.rect.w >= 40 and p.rect.h >= 40 and 0 <= p.rect.x and p.rect.r <= w for p in picks)
    assert any(op[0] == "T" and "比" in str(op[3]) for op in dl.ops)
    assert any(op[0] == "T" and op[3] == "吃 三：选一种吃法" for op in dl.ops)   # (play-test 9: it hid the card)
    sp.tap("btn:pick3", v)
    assert sent == [chis[3]] and not sp.picking()


def test_a_phones_hand_keeps_its_room_so_the_bar_never_moves() -> None:
    """Play-test 5 (phone) had the hand give back its second row at a quiet moment; play-test 14
    (FIXERS): the bar then moved down under the thumb. A phone's hand holds up to 12 columns in one
    row, and keeps its room all hand long, quiet or not: the bar stays where it was dealt."""
    app = started(390, 844, 5, dpr=3)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = app.screen.view()  # type: ignore[attr-defined]
    seat = v["seat"]
    depth = max(len(c) for c in sp.columns(v))
    acting = {"on": True}
    sp.table.client.people_to_act = lambda: [seat] if acting["on"] else []
    sp._pinned = (None, 0.0)
    sp._most[seat] = (len(sp.columns(v)) + 8, depth)   # it was dealt two rows' worth of columns
    tall = sp.hand_height(v, 0, 390, 844, True)
    acting["on"] = False
    assert sp.hand_height(v, 0, 390, 844, True) == tall   # a quiet moment: kept
    assert not sp.HAND_GIVES_BACK
    bar = app.screen.layout(390, 844).buttons.y  # type: ignore[attr-defined]
    assert app.screen.layout(390, 844).buttons.y == bar  # type: ignore[attr-defined]
    for n in range(9, 13):   # one row, as many as a hand is dealt in
        assert geometry(Rect(0, 0, 374, 1e4), n, 4, True).per_row == n


def test_two_bots_callouts_on_a_phone_keep_to_their_halves() -> None:
    """On a phone the two badges sit side by side: a bowl lit at one and a light win at the other
    lay one over the other (each wider than its badge); each keeps to its half of the screen."""
    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    a, b = (me + 1) % 3, (me + 2) % 3
    sp.moments.clear()
    sp.moments.bowl(20.0, a, 2, 1.5)
    rec = {"seat": b, "how": "own", "src": b, "card": "x3", "groups": [], "identities": [], "fans": [], "huxi": 21,
           "tun": 2, "fan_value": 1, "final": 1024, "uncapped": 1024, "capped": False, "pay": [0, 0, 0]}
    rec["pay"][b], rec["pay"][me] = 1024, -1024
    sp.moments.toast(20.0, 0, 1.8, seat=b)
    dl = DisplayList()
    sp.draw_overlay(dl, 390, 844, 20.3, dict(sp.table.view(), records=[rec]))
    boxes = callout_boxes(dl)
    assert len(boxes) == 2 and not boxes[0].intersects(boxes[1]), boxes
    assert all(0 <= r.x and r.r <= 390 for r in boxes)


def test_a_hands_figures_sum_as_shown() -> None:
    """Play-test 5: a hand's results read -66.21万 -46.55万 +112.77万 (+0.01 off zero) by rounding
    each alone; in whole points (play-test 9 #2) they are exact and sum as they read."""
    from pygame_core.ui.games.paohuzi.ledger import draw_ledger, fmt_pts, hand_points

    shown = hand_points({"wins": [], "scores": [-662149, -465549, 1127698]}, "zh-Hans")
    assert [fmt_pts(v, "zh-Hans") for v in shown] == ["-662,149", "-465,549", "1,127,698"]
    sp = start(1366, 768).screen.plugin  # type: ignore[attr-defined]
    dl = DisplayList()
    draw_ledger(dl, sp, Rect(0, 0, 500, 300), {"wins": [], "scores": [-662149, -465549, 1127698]})
    assert {"-662,149", "-465,549", "+1,127,698"} <= {str(op[3]) for op in dl.ops if op[0] == "T"}


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_rooms_rules_are_on_the_table(w: int, h: int) -> None:
    """Play-test 5: the room's options (血流, the cap) were only on the start screen. The 局 chip
    says them when tapped; a laptop names 血流 and the cap on a chip of its own."""
    app = started(w, h, 5)
    app.frame(2.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    chips = [c for c in sp.status(app.screen.view()) if not isinstance(c, str)]  # type: ignore[attr-defined]
    tip = chips[0].tip
    assert chips[0].text.startswith("第") and "血流成河" in tip and "每家最多付 10,000" in tip and "15 胡息" in tip
    assert [c.text for c in chips[1:]] == (["血流 · 名堂相加 · 每家封顶10,000"] if w > 1000 else [])   # (how 名堂 combine:
    # play-test 21 #2, 胡一次即结束's multiplied 名堂 scored ~1000x and nothing said so)
    hit = next(x for x in app.state()["hits"] if x["id"].startswith("tip:") and x["label"] == tip)
    assert hit["rect"][2] >= 40 and hit["rect"][3] >= 28


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_hu_on_offer_glows(w: int, h: int) -> None:
    """Play-test 5: the apps light the 胡 button when the player can win; here only the status line
    said 可以胡牌!. A gold ring goes round 胡 while it is offered."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui import theme as th

    app = started(w, h, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    v = view(seat=me, offer={"card": "x3", "src": (me + 1) % 3, "draw": True}, to_act=[me])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=["x1", "x2"], kans=[], wilds=0, passed_peng=[], passed_chi=[], discarded=[])
    sp._legal = lambda: [{"a": "hu"}, {"a": "pass"}]
    sp._live = lambda _v: ([{"a": "hu"}, {"a": "pass"}], "")
    dl = DisplayList()
    sp.glow_answers(dl, v)
    rings = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[7] == th.GOLD]
    assert len(rings) == 1 and rings[0].w >= 40
    sp._live = lambda _v: ([{"a": "pass"}], "")
    dl = DisplayList()
    sp.glow_answers(dl, v)
    assert not dl.ops


def test_a_bots_win_splash_shows_the_card_it_won_on() -> None:
    """Play-test 5: a bot's 胡 was "a red 胡 电脑2 stamp, no card"; the card won on stands beside it."""
    sp = start(1366, 768).screen.plugin  # type: ignore[attr-defined]
    rec: dict[str, Any] = {"seat": 1, "how": "other", "card": "d8", "src": 0, "groups": [], "identities": [],
                           "fans": [], "huxi": 21, "tun": 1, "fan_value": 4, "final": 8, "uncapped": 8,
                           "capped": False, "pay": [-8, 16, -8]}
    m = Moments()
    m.add(0.0, 0, 3.2)
    dl = DisplayList()
    draw_moment(dl, sp, 1366, 768, 0.3, m, rec, lambda s: (600.0, 300.0))
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert "胡" in said and "捌" in said


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_players_clock_stands_by_the_card_in_play(w: int, h: int) -> None:
    """Play-test 5: in timed play the player's clock was a ring at the status line's far end; two
    claims ran out before they found it. It stands in the middle by the card in play."""
    app = started(w, h, 3, timers=True)
    app.frame(2.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = app.screen.view()  # type: ignore[attr-defined]
    cell = sp.clock_cell(v)
    mid, card = sp.board.middle, sp.board.card
    assert cell is not None and cell.inside(mid) and cell.h >= 40, (cell, mid, card)
    # a card in play is kept clear; the player's own discard's empty frame holds it (play-test 11, 74)
    assert cell.inside(card) if v.get("phase") == "discard" and not v.get("offer") else \
        not cell.inset(1).intersects(card), (cell, card)


def test_a_replay_keeps_no_tips() -> None:
    """The replay draws the table from a spectator's view and never clears the tips between
    frames: the seats' tags and bowls add none there (they would pile up frame after frame)."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import Board, draw_board

    sp = start(1366, 768).screen.plugin  # type: ignore[attr-defined]
    v = view(seat=None, phase="discard", to_act=[1])
    v["seats"][1] = seat(locked=True, hand=["x1"], kans=[], wilds=0)
    v["records"] = [{"seat": 1, "how": "own", "src": 1, "card": "x3", "final": 8, "pay": [-4, 8, -4]}]
    sp.tips = {}
    draw_board(DisplayList(), sp, Rect(14, 150, 1038, 300), v, Board(), {}, False, False, False)
    assert sp.tips == {}


def test_traditional_chinese_writes_wan_and_yi_so() -> None:
    """A zh-Hant table read +19.66万 and 1.7亿; every figure is now whole points, alike in each
    language (play-test 9 #2), and a 番数 the same (the table's num)."""
    from pygame_core.ui.games.paohuzi.ledger import fmt_pts

    assert fmt_pts(196_600, "zh-Hant") == "196,600" == fmt_pts(196_600, "zh-Hans")
    assert start(1366, 768).screen.plugin.num(1_638_400) == "1,638,400"  # type: ignore[attr-defined]


def test_the_status_line_names_the_bot_a_claim_waits_on() -> None:
    """Play-test 5: the status line said 电脑1 思考中… while the middle named 电脑2: the table asks the
    game whom a claim waits on (the viewer's own answers say their turn themselves)."""
    from test_paohuzi_table import view

    sp = start(1366, 768).screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    a, b = (me + 1) % 3, (me + 2) % 3
    v = view(seat=me, offer={"card": "x3", "src": me, "draw": False}, to_act=[b, a], answered=[])
    assert sp.waiting_on(v) == a   # round from the card's source: the seat after it first
    assert sp.waiting_on(dict(v, answered=[a])) == b
    v = view(seat=me, offer={"card": "x3", "src": b, "draw": True}, to_act=[me, a, b], answered=[b])
    sp._live = lambda _v: ([{"a": "peng"}, {"a": "pass"}], "")
    assert sp.waiting_on(v) is None   # the player's buttons show: their turn
