"""够级 session 15 (fix-gouji, play-tests 4 and 5): 发四 with a real choice looks like one; an upright
phone's plays and calls keep off the badges and cards; the sheet's paid hands; the felt's last log
lines; 对门's word on its side; 理牌."""

from __future__ import annotations

from dataclasses import astuple
from typing import Any

import pytest
from test_gouji_table import drive, make_app, meet, press, table, view_of

from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui import theme as th
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.bar import gap_parts, hand_order
from pygame_core.ui.geom import Rect
from pygame_core.ui.layout import Layout


def in_play(w: int, h: int) -> tuple[App, Any, Any, Layout]:
    """A table of this size at its hand's play (deal 3): app, table, 够级's UI, the layout."""
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    assert scr.lay is not None
    return app, scr, ui, scr.lay


def test_a_pending_fasi_with_other_leads_is_offered_as_a_choice() -> None:
    """待发四 and leading (rules 9.3): the 4s confirm the opening, any other lead lets it lapse. The bar
    showed 发四 alone, which read as forced: now 发四 (确认开点) beside 不发四, the strip says the
    choice, and another lead asks first, naming the cost."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    _, ui = table(app)
    me = ui.me()
    fours = {"a": "play", "cards": ["4", "4"]}
    pending = view_of(-1, [], top=[], open=["P" if s == me else "N" for s in range(6)])
    legal = [{"a": "play", "cards": ["4"]}, fours, {"a": "play", "cards": ["9"]}]
    btns = {b.slot: b for b in ui._offer(pending, [], legal)}
    assert btns["play"].action == fours and btns["play"].label == "发四" and btns["play"].sub == "确认开点"
    assert btns["pass"].label == "不发四" and btns["pass"].action is None
    ui._legal = lambda: legal  # type: ignore[method-assign]
    assert ui.prompt_hint(pending) == "发四确认开点，或选别的牌出（开点作废）"
    nine = ui.hand({"hand": [next(c for c, v in enumerate(VALUE) if v == 9)]})
    play = next(b for b in ui._offer(pending, nine, legal) if b.slot == "play")
    assert play.confirm.startswith("不发四") and "开点作废" in play.confirm
    assert ui.tap("btn:nofasi", pending) and "选别的牌出" in app.toast_text
    ui._legal = lambda: [fours]  # type: ignore[method-assign]
    assert ui.prompt_hint(view_of(-1, [], top=[], duel="four", open=["N"] * 6)) is None  # forced: goes by itself


def test_an_upright_phones_plays_and_their_calls_never_cover_a_badge() -> None:
    """Play-test 4: on an upright phone the played piles covered the seats' plates. A side seat's
    call ("三个K", wider than its cards) lay over its badge's count: every play, word and call keeps
    off every badge, all hand long."""
    app = make_app(390, 844, deal=2)
    press(app, "start", 0.1)
    scr, ui = table(app)
    calls = 0

    def check(app: App) -> bool:
        nonlocal calls
        lay = scr.lay
        assert lay is not None
        if scr.view().get("phase") != "play":
            return False
        for dt in (0.35, 0.6):
            dl = DisplayList()
            ui.draw_center(dl, lay.center, scr.view(), app.now + dt)
            pills = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[7] == th.GOLD
                     and op[6] in (th.CINNABAR, "rgba(20,16,12,0.86)")]
            calls += len(pills)
            drawn = [r for rs in ui.play_rects.values() for r in rs] + ui.word_rects + pills
            for s, badge in lay.seats.items():
                assert not any(meet(r, badge) for r in drawn), (s, badge, [r for r in drawn if meet(r, badge)])
        return False

    drive(app, 1.0, seed=2, until=check)
    assert calls > 20


def test_an_upright_phones_call_sits_beside_its_cards_where_the_box_has_room() -> None:
    """Play-test 5: "三个J" lay over the Js on an upright phone: the call goes beside the cards."""
    app, scr, ui, lay = in_play(390, 844)
    me = ui.me()
    js = [c for c, v in enumerate(VALUE) if v == 11][:3]
    for seat in ((me + 2) % 6, (me + 3) % 6, (me + 4) % 6, (me + 1) % 6, (me + 5) % 6):
        ui.round.clear()
        ui.on_events([{"type": "play", "seat": seat, "cards": js, "kind": "lead"}], 400.0)
        dl = DisplayList()
        ui.draw_center(dl, lay.center, {**scr.view(), "phase": "play"}, 400.6)
        pills = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[7] == th.GOLD
                 and op[6] in (th.CINNABAR, "rgba(20,16,12,0.86)")]
        cards = ui.play_rects[seat]
        assert len(pills) == 1 and not any(meet(pills[0], c) for c in cards), (seat, pills, cards)
        assert not any(meet(pills[0], b) for b in lay.seats.values())


def test_the_sheet_marks_the_hands_already_paid_in_cards() -> None:
    """Play-test 5: hand 1's +6 "was nowhere" in hand 2. Rules 14.1: an unscored hand's tribute is
    paid in cards at the next deal; the score sheet says so on that hand's row (已付清)."""
    app = make_app(1366, 768, deal=2)
    press(app, "start", 0.1)
    drive(app, 1.0, seed=2)
    app.frame(2000.0)
    assert "已付清" not in [str(op[3]) for op in app.dl.ops if op[0] == "T"]  # hand 1: nothing paid yet
    press(app, "end:next", 2001.0)
    drive(app, 2002.0, seed=3)
    app.frame(5000.0)
    texts = [(str(op[3]), float(op[2])) for op in app.dl.ops if op[0] == "T"]
    y1 = next(y for t, y in texts if t == "第1局")
    assert ("已付清", y1) in texts and not any(t == "已付清" and y != y1 for t, y in texts)


def test_a_laptops_felt_keeps_the_logs_last_lines() -> None:
    """Play-test 5: a run of bot plays went by between two looks (the log is folded behind its button
    with six seats): the felt keeps the round's lines (本轮 since pt12, trick.py): its title, its lead and
    the newest at the foot, top down."""
    app, scr, ui, lay = in_play(1366, 768)
    ui.round.clear()
    evs = [{"type": "play", "seat": s, "cards": [c], "kind": "normal"}
           for s, c in ((1, 0), (2, 1), (4, 2), (5, 3), (1, 4), (2, 5))]
    ui.on_events(evs, 600.0)
    lines = ["本轮", ui.log_line(evs[0]), ui.log_line(evs[-2]), ui.log_line(evs[-1])]
    dl = DisplayList()
    ui.draw_center(dl, lay.center, {**scr.view(), "phase": "play"}, 610.0)
    texts = [(str(op[3]), float(op[2])) for op in dl.ops if op[0] == "T"]
    ys = [next(y for t, y in texts if t == ln) for ln in lines]
    assert ys == sorted(ys), texts


def test_a_window_the_viewer_has_answered_does_not_say_your_turn() -> None:
    """Play-test 5 (166): in 革命's window, answered, the strip said 等待各家表态 while the middle said
    轮到你: with nothing left to answer the middle names whom the table waits for."""
    app, scr, ui, lay = in_play(390, 844)
    me = ui.me()
    client = scr.client
    view = {**scr.view(), "phase": "revolution", "to_act": list(range(6))}
    real_legal = client.legal
    client.legal = lambda seat: [] if seat == me else real_legal(seat)  # type: ignore[method-assign]
    dl = DisplayList()
    ui.draw_center(dl, lay.center, view, 900.0)
    texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert "轮到你" not in texts and any(t.startswith("等待") for t in texts), texts


def test_on_its_side_the_opposites_word_sits_right_under_its_badge() -> None:
    """Play-test 5 (186, 195): on a phone on its side 对门's 过 / 不预点 sat at its box's left end, level
    with 上家's word, and read as 上家's: with no cards of its out, it sits right under its badge."""
    app, scr, ui, lay = in_play(844, 390)
    opp = (ui.me() + 3) % 6
    badge = lay.seats[opp]
    ui.round.clear()
    ui.round.passes = {opp: "pass"}
    ui.draw_center(DisplayList(), lay.center, {**scr.view(), "phase": "play"}, 700.0)
    assert len(ui.word_rects) == 1
    word = ui.word_rects[0]
    assert abs(word.cx - badge.cx) < 1 and 0 <= word.y - badge.b <= 12, (word, badge)


def test_an_upright_phones_middle_lines_stay_off_the_viewers_place() -> None:
    """The two lines in the middle (轮到你 / 管 电脑4) ran onto the viewer's mat at the table's foot."""
    app = make_app(390, 844)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play" and bool(scr.view().get("top")))
    lay = scr.lay
    assert lay is not None
    ui.counter_on = True
    dl = DisplayList()
    ui.draw_center(dl, lay.center, scr.view(), 999.0)
    mat = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] == "rgba(244,236,220,0.07)")
    lines = [float(op[2]) for op in dl.ops if op[0] == "T" and str(op[3]).startswith(("管 ", "联邦 ", "轮到你", "等待"))]
    assert len(lines) == 2 and all(y + 8 <= mat.y for y in lines), (lines, mat)


@pytest.mark.parametrize(("w", "h", "cell"), [(1366, 768, "sort"), (390, 844, "gap")])
def test_sort_by_sets_is_a_tap_away_beside_a_choice(w: int, h: int, cell: str) -> None:
    """Play-test 5 (handling 7: "no sort options"): 理牌 in a cell of its own beside a real choice
    lays the hand out by sets (2s and jokers first, then the ranks held most); a second tap by rank.
    The selection, by card, stays."""
    assert hand_order([0, 13, 26, 1, 52, 12], True)[:1] == [52]  # a joker leads
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play" and any(
        b["id"] == "btn:hint" for b in a.state().get("buttons", [])))
    if cell == "sort":
        sort = next(b for b in ui.buttons(scr.view(), []) if b.id == "sort")
        assert sort.slot == cell and sort.label == "理牌"
    else:  # a phone's: beside 托管 in its empty cell (pt16 #2)
        lay = scr.lay
        assert lay is not None
        parts = gap_parts(lay.buttons, ui.bar_slots(scr.view()), lay.phone)
        hit = next(Rect(*x["rect"]) for x in app.state()["hits"] if x["id"] == "btn:sort")
        assert parts is not None and max(abs(a - b) for a, b in zip(astuple(hit), astuple(parts[0]), strict=True)) < 0.1
    before = [c["id"] for c in ui.hand(scr.view())]
    press(app, "btn:hint", now)
    picked = list(scr.selected)
    press(app, "btn:sort", now + 0.5)
    after = [c["id"] for c in ui.hand(scr.view())]
    held = {v: sum(1 for c in after if VALUE[c] == v) for v in {VALUE[c] for c in after}}
    plain = [held[VALUE[c]] for c in after if VALUE[c] < 15]
    assert sorted(after) == sorted(before) and plain == sorted(plain, reverse=True) and scr.selected == picked
    assert "理牌" in app.toast_text
    press(app, "btn:sort", now + 1.0)
    assert [c["id"] for c in ui.hand(scr.view())] == before


def test_an_english_badge_puts_a_long_state_on_its_second_line() -> None:
    """Play-test 5: in English "partner · not opened" ran to a laptop badge's edge in tiny type: the
    relation on the first line, the state on the second; Chinese keeps its one short line."""
    app = make_app(1366, 768, lang="en")
    press(app, "start", 0.1)
    app.frame(1.0)
    scr, ui = table(app)
    view = {**scr.view(), "open": ["N"] * 6, "phase": "play", "passed": [False] * 6}
    mate = (ui.me() + 2) % 6
    assert ui.seat_info(view, mate).lines[:2] == ["partner", "not opened"]
    app.settings["lang"] = "zh-Hans"
    assert ui.seat_info(view, mate).lines[0] == "联邦 · 未开点"
