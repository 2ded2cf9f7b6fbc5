"""跑胡子 table, session 35 (play-tests 39/40: FIXERS 跑胡子)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_pt10 import _win
from test_paohuzi_pt36 import _table, _texts

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.batch import HU_S
from pygame_core.ui.games.paohuzi.moments import WIN_READ
from pygame_core.ui.games.paohuzi.winface import FIRST_S
from pygame_core.ui.geom import Rect


def _locked_view(sp: Any, recs: list[dict[str, Any]], *locked: int) -> None:
    v = dict(sp.table.view(), records=recs)
    v["seats"] = [dict(s, locked=True, hand=["x1", "x2", "x3", "d7"], kans=[], wilds=0, won=["x3"]) if i in locked
                  else s for i, s in enumerate(v["seats"])]   # (a 胡 seat's hand lies open in its part)
    sp.table.view = lambda: v
    sp.table.app.frame(19.9)


def _overlay(sp: Any, w: float, h: float, now: float) -> DisplayList:
    sp.table.app.now = now
    dl = DisplayList()
    sp.draw_overlay(dl, w, h, now, sp.table.view())
    return dl


def _face_rect(dl: DisplayList, seat: int) -> Rect | None:
    return next((x.rect for x in reversed(dl.hits) if x.id == f"pz:peek:{seat}"), None)


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_bots_later_win_lies_face_up_at_its_seat_while_its_callout_shows(w: float, h: float) -> None:
    """FIXERS s35 跑胡子 #1 (pt39: a bot's 血流 wins "flash past" in ~2 s; pt38: 20 panels over the middle).
    After its 胡 on the badge, a bot's later win shows its winning hand at its own seat (its melds' place,
    never over the card in play), which of the hand's wins and what it brought, the table never waiting;
    as the apps, for a moment: once its callout has gone the seat's melds show again (pt41 #1: kept till the
    next win, it hid a locked seat's melds all hand), a tap on it opens the hand large and it goes. A
    phone's part is too small for it (pt41 #1: ~10 px tiles): its callout says the win there."""
    app, sp, me, bot = _table(w, h)
    other = 3 - me - bot
    pay, pay2 = [-500] * 3, [-300] * 3
    pay[bot], pay2[other] = 1000, 600
    first = _win(other, pay2, "x5")
    recs = [first, _win(bot, pay, "x3")]
    _locked_view(sp, recs, bot, other)
    sp.on_events([{"type": "win", "seat": other}, {"type": "win", "seat": bot}], 20.0)
    t = 20.0 + FIRST_S + 0.2   # the hand's first win's panel has gone
    melds = sp.board.melds[bot]
    dl = _overlay(sp, w, h, t + HU_S + 0.3)
    face = _face_rect(dl, bot)
    if w < 500:
        assert face is None and "你 -500" in _texts(dl), _texts(dl)
        return
    assert face is not None, [x.id for x in dl.hits]
    assert face.intersects(melds.inset(-4)) and not face.intersects(sp.board.card), (face, melds, sp.board.card)
    said = " · ".join(_texts(dl))
    assert "第2胡 · 胡 三 · 得 1,000" in said, said
    later = t + HU_S + WIN_READ + 6.0   # the callout long gone: the melds again, nothing held
    dl = _overlay(sp, w, h, later)
    assert _face_rect(dl, bot) is None and not sp.busy(later) and not sp.moments.toasts_at(later)
    recs.append(_win(other, pay2, "x6"))   # the next win: its own face at its seat
    sp.on_events([{"type": "win", "seat": other}], later)
    dl = _overlay(sp, w, h, later + HU_S + 0.2)
    assert _face_rect(dl, other) is not None and _face_rect(dl, bot) is None, [x.id for x in dl.hits]
    assert sp.tap(f"pz:peek:{other}", sp.table.view()) and sp.peek == other   # a tap: its hand large
    sp.tap("pz:peek", sp.table.view())
    dl = _overlay(sp, w, h, later + HU_S + 0.5)
    assert sp.peek is None and _face_rect(dl, other) is None


def test_a_bots_win_amount_stays_readable_with_a_bowl_lit_behind_it() -> None:
    """FIXERS s35 跑胡子 #1: the amount of a bot's win stays readable 2.5 s at least; a bowl lit at its
    seat right after (as 血流 wins light bowls) cut it to 1 s (QUEUED), the '你 -500' unread."""
    app, sp, me, bot = _table(1366, 768)
    other = 3 - me - bot
    pay, pay2 = [-500] * 3, [-300] * 3
    pay[bot], pay2[other] = 1000, 600
    _locked_view(sp, [_win(other, pay2, "x5"), _win(bot, pay, "x3")], bot, other)
    t = 20.0 + FIRST_S + 0.2
    sp.on_events([{"type": "win", "seat": other}], 20.0)
    sp.on_events([{"type": "win", "seat": bot}], t)
    sp.moments.bowl(t + 0.1, bot, 8, 1.2)
    for k in range(int((WIN_READ - 0.1) / 0.2)):
        assert "你 -500" in _texts(_overlay(sp, 1366, 768, t + HU_S + 0.05 + 0.2 * k)), k


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844), (1024, 768)])
def test_the_players_hu_never_comes_where_skip_to_my_turn_was(w: float, h: float) -> None:
    """FIXERS s35 跑胡子 #2 (pt40 #1, phone: one tap on 快进到我 and the player's own 胡 went unseen). 快进到我
    ran to the player's 胡 prompt at once and its 胡 came in 快进到我's own cell (the phone's row's last,
    the laptop's 胡 cell): a second tap, meant for 快进, declared the win unseen. 快进到我 keeps 过's cell,
    where a stray tap asks before it lets a 胡 go (confirm_no_hu), never 胡's, 碰's or 吃's."""
    from pygame_core.ui.ffwd import BTN as FFWD
    from pygame_core.ui.table_bar import slot_cells

    app, sp, me, _bot = _table(w, h)
    view, lay = sp.table.view(), sp.table.lay
    sp.out_of_hand, sp.won_out = (lambda v: True), (lambda v: False)
    ffwd = slot_cells(lay.buttons, sp.bar_slots(view), lay.phone)[FFWD]
    sp.out_of_hand, sp.answering = (lambda v: False), (lambda v: True)
    cells = slot_cells(lay.buttons, sp.bar_slots(view), lay.phone)
    for k in ("hu", "peng", "chi0", "chi1", "chi2"):
        if k in cells:
            assert not ffwd.intersects(cells[k].inset(4)), (k, ffwd, cells[k])
    assert ffwd.intersects(cells["pass"]), (ffwd, cells["pass"])


@pytest.mark.parametrize("r", [Rect(40, 60, 700, 330), Rect(22, 120, 346, 420)], ids=["laptop", "phone"])
def test_the_hands_biggest_win_is_in_the_ledger_on_every_page_and_the_cap_is_said(r: Rect) -> None:
    """FIXERS s35 跑胡子 #4 (pt40: the decisive big win hidden behind 更多; the cap not explained). The
    ledger's rows keep the hand's biggest win in view on its first page and after 更多, first, framed and named
    最大一胡, the others in order after it (pt41 #5: '1-5, 17., 更多 6-11' read as jumbled); its title says
    the cap is on each payer's share (每家最多付), as the room's rules say it."""
    from test_paohuzi_end import _win as end_win
    from test_paohuzi_end import blood_flow_result
    from test_paohuzi_table import _speaker

    from pygame_core.ui.games.paohuzi.ledger import draw_ledger
    from pygame_core.ui.games.paohuzi.sheet import EndSheet

    res = blood_flow_result()
    res["wins"] = [{**w, "capped": True} if w["final"] == 100_000 else w for w in res["wins"]]   # (the cap)
    res["wins"].append({**end_win(1, 2, "own", 250_000, [-250_000, 500_000, -250_000]), "card": "*"})
    res["scores"] = [sum(w["pay"][s] for w in res["wins"]) for s in range(3)]
    sp = _speaker()
    last = len(res["wins"]) - 1
    start, seen = 0, []
    for _page in range(3):
        dl = DisplayList()
        start = draw_ledger(dl, sp, r, res, start, 0)
        rows = [int(h.id[7:]) for h in dl.hits if h.id.startswith("pz:win:")]
        assert last in rows, (start, rows)
        assert rows[0] == last or rows[-1] == last and rows == sorted(rows), rows   # pinned first, the rest in order
        assert rows[1:] == sorted(rows[1:]) and any("最大一胡" in x for x in _texts(dl)), _texts(dl)   # (pt41 #5)
        assert len(rows) == len(set(rows)) and all(h.rect.b <= r.b + 1 for h in dl.hits), rows
        seen += rows
    assert set(range(8)) <= set(seen)   # 更多 still goes through the others in order
    dl = DisplayList()
    EndSheet().draw(dl, sp, Rect(r.x, r.y - 50, r.w, r.h + 50), {"result": res, "seats": [], "seat": 0})
    assert any("封顶（每家最多付 100,000）" in t for t in _texts(dl)), _texts(dl)

def test_one_suggestion_one_name_and_a_wild_shown_card_is_said() -> None:
    """FIXERS s35 跑胡子 #6. The 听牌 line's best discard read '推荐打壹' and, not ready, '建议打壹': one
    suggestion, one name (建议). A 王霸 dealt as the 亮张 is shown all the same (paohuzi.md §5.2): the log
    and the 亮张 card at the deal say so."""
    from test_paohuzi_table import _speaker

    from pygame_core.ui.games.paohuzi.moments import Beat, draw_shown
    from pygame_core.ui.games.paohuzi.ready import Ready, summary

    sp = _speaker()
    row = {"card": "x3", "unseen": 2, "value": 4, "own": 8, "only": None, "in_play": False}
    line = summary(sp, Ready(by_card={"d1": [row], "x9": [dict(row, card="x4")]}, order=["d1", "x9"]))
    assert line.startswith("建议打壹") and "推荐" not in line, line
    assert "王霸也照样亮出" in sp.log_line({"type": "shown", "seat": 1, "card": "*"})
    assert "照样" not in sp.log_line({"type": "shown", "seat": 1, "card": "x3"})
    dl = DisplayList()
    draw_shown(dl, sp, 1366, 768, 0.2, Beat(-1, 2.0, shown=(1, "*")), Rect(100, 100, 40, 58))
    assert any("王霸也照样亮出" in t for t in _texts(dl)), _texts(dl)

def test_fans_that_add_read_as_a_sum_not_a_product() -> None:
    """FIXERS s35 跑胡子 #5 (温和计分, the default: 名堂 add). The win card and the sheet said '名堂：A×2  B×4'
    beside '× 6 番': a product that was a sum. Where the record's 番 is the sum, the entries say N番 with +
    between and =6番; where they multiply (标准), ×N as before."""
    from test_paohuzi_table import _speaker

    from pygame_core.ui.games.paohuzi.common import fan_entries
    from pygame_core.ui.games.paohuzi.sheet import fan_lines
    from pygame_core.ui.games.paohuzi.winface import draw_face

    sp = _speaker()
    fans = [{"name": {"zh-Hans": "红胡"}, "value": 2}, {"name": {"zh-Hans": "点胡"}, "value": 4}]
    tame = {**_win(1, [-600, 1200, -600]), "fans": fans, "fan_value": 6}
    assert fan_entries(sp, tame) == ["红胡2番", "+点胡4番", "=6番"]
    assert fan_entries(sp, {**tame, "fan_value": 8}) == ["红胡×2", "点胡×4"]
    assert " ".join(fan_lines(sp, tame, 400)) == "名堂：红胡2番  +点胡4番  =6番"
    dl = DisplayList()
    draw_face(dl, sp, 1366, 0, 700, 350, 0.3, tame, 2, 0)
    said = " ".join(_texts(dl))
    assert "+点胡4番" in said and "×4" not in said, said


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_claims_clock_stands_beside_its_answers(w: float, h: float) -> None:
    """FIXERS s35 跑胡子 #3 (a 碰 lost to the timeout: a small ring beside the card in play, far from the
    buttons). A claim's clock stands in the bar among its answers, where the finger is, as the apps' countdown:
    a laptop's next to 过, between it and the claims; a phone's in a free cell of the answers' row; on no button;
    larger than the row's height lets a ring be (GameUI.clock_rad, fix-prompt's 228e1034)."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.table_bar import place

    app, sp, me, _bot = _table(w, h)
    v = view(seat=me, offer={"card": "x3", "src": (me + 2) % 3, "draw": False}, to_act=[me], phase="claim")
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=["x3", "x3", "x1", "x2"], kans=[], wilds=0, passed_peng=[], passed_chi=[], discarded=[])
    live = [{"a": "chi", "groups": [["x1", "x2", "x3"]]}, {"a": "peng"}, {"a": "pass"}]
    live = live if w > 500 else live[1:]   # (a phone's lone 吃 takes the free cells for its cards)
    sp._legal, sp._live, sp.out_of_hand = (lambda: live), (lambda _v: (live, "")), (lambda _v: False)
    lay = sp.table.lay
    placed = {b.id.split(":")[0]: r for b, r in place(lay.buttons, sp.buttons(v, []), sp.bar_slots(v), lay.phone)}
    cell = sp.clock_cell(v)
    assert cell is not None and not any(cell.intersects(r.inset(1)) for r in placed.values()), (cell, placed)
    assert abs(cell.cy - placed["pass"].cy) < 1, (cell, placed)   # in the answers' row
    rad = sp.clock_rad(v)   # larger than the row's 44 px lets a ring be (19 px), on no button either
    ring = Rect(cell.cx - (rad or 0), cell.cy - (rad or 0), 2 * (rad or 0), 2 * (rad or 0))
    assert rad is not None and rad >= 23 and not any(ring.intersects(r) for r in placed.values()), (ring, placed)
    if not lay.phone:
        assert placed["pass"].r < cell.x and cell.r < min(placed["chi0"].x, placed["peng"].x), (cell, placed)


def test_pass_keeps_16_px_off_peng_on_a_phone() -> None:
    """FIXERS s35 跑胡子 #3: on a phone 过 stood 8 px from 碰 in the answers' row (a 碰 lost); 16 at least now
    (table_bar.WIDE, fix-prompt's ac8f0965), the row still one row of four."""
    from pygame_core.ui.table_bar import slot_cells

    app, sp, me, _bot = _table(390, 844)
    lay = sp.table.lay
    sp.out_of_hand, sp.answering = (lambda v: False), (lambda v: True)
    cells = slot_cells(lay.buttons, sp.bar_slots(sp.table.view()), True)
    assert cells["peng"].x - cells["pass"].r >= 16, (cells["pass"], cells["peng"])
    assert len({round(cells[k].y) for k in ("pass", "peng", "chi0", "hu")}) == 1 and cells["pass"].w >= 76


def test_the_ready_line_never_suggests_a_feed_while_a_safe_discard_goes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 41 #2 (P16-P18): the line said '打叁 → 听 … · 打出即点炮' and framed 叁, its only ready
    discard; the player followed it and 电脑2 won on it while 仟 was safe. It still says what 叁 would do
    (and that it feeds), then '建议打仟（不点炮）', and the hand frames 仟."""
    from test_paohuzi_table import _speaker

    from pygame_core.ui.games.paohuzi import ready as ready_mod

    monkeypatch.setattr(ready_mod, "feeds", lambda view, seat: {"x3"})
    monkeypatch.setattr(ready_mod, "wait_rows", lambda view, rows, seat: rows)
    monkeypatch.setattr(ready_mod, "claim_odds", lambda view, seat, c: (0.0, 0.0))
    monkeypatch.setattr(ready_mod, "risk", lambda view, seat, c, fed=None: 1 if c in (fed or ()) else 0)
    view = {"legal": [{"a": "discard", "card": c} for c in ("x3", "dQ", "x9")], "seats": [], "options": {}}
    row = {"card": "x5", "unseen": 2, "value": 4, "own": 8, "only": None, "in_play": False}
    rep = {"mode": "discard", "options": [{"discard": "x3", "waits": [row]}], "tip": None}
    r = ready_mod.read_report(view, rep, 0)
    assert r.order == ["x3"] and r.safe in ("dQ", "x9") and r.best() == r.safe
    sp = _speaker()
    line = ready_mod.summary(sp, r)
    assert "打三" in line and "打出即点炮" in line and f"建议打{sp.glyph(str(r.safe))}（不点炮）" in line, line
    assert ready_mod.Ready(order=["x5"], by_card={"x5": [row]}).best() == "x5"   # a safe best: as before


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_a_phones_ready_bubble_keeps_to_three_lines(w: float, h: float) -> None:
    """Play-test 41 #3 (P16, P17): on a phone the 听牌 bubble took seven lines over the player's discards
    (each wait with what it pays), which shrank to a strip of tiny tiles. A phone's bubble that would pass
    three lines says each wait and its copies left, then the most a win pays; a laptop keeps every figure."""
    from pygame_core.ui.games.paohuzi.ready import LINE_H, Ready, bubble_h

    app, sp, me, _bot = _table(w, h)
    cards = ["x6", "x10", "d6", "d10", "d7", "d8"]
    rows = [{"card": c, "unseen": 1 + i % 3, "value": 1056 + 100 * i, "own": 1408 + 100 * i, "only": None,
             "in_play": False} for i, c in enumerate(cards)]
    ready = Ready(by_card={"d3": rows}, order=["d3"])
    text = sp._hint_text(sp.table.view(), ready, None)
    if w < 500:
        assert bubble_h(text, sp.table.lay.center.w * 0.5) <= 3 * LINE_H, text
        assert text.startswith("打叁 → 听（剩张）：六1 十2 陆3") and "最多得1,908" in text, text
    else:
        assert "自摸1,408/别家1,056" in text, text


def test_a_lifted_card_leaves_the_strip_above_it_readable_on_a_phone() -> None:
    """Play-test 41 (Handling, P10_selected): on a phone a lifted 十 hid the 拾 over it in its column (the
    column could not rise: its top card at the hand's top). The lift stays, but covers at most COVER of the
    strip above it; a column that can rise takes the lifted card's whole lift as before."""
    from pygame_core.ui.games.paohuzi.hand import COVER

    app, sp, me, _bot = _table(390, 844)
    view = sp.table.view()
    cols = sp.columns(view)
    area = sp._hand_area
    deep = max(range(len(cols)), key=lambda i: len(cols[i]))
    col = cols[deep]
    assert len(col) >= 2 and area.w > 0
    sp.select_limit = lambda v: 1   # (the player's discard due)
    sp.table.selected = [col[-1]["id"]]

    def tops() -> dict[str, float]:
        dl = DisplayList()
        sp.draw_hand(dl, area, view, 20.5)
        return {x.id[5:]: x.rect.y for x in dl.hits if x.id.startswith("card:")}
    y = tops()
    strip = sp._geometry(area, view, True).strip
    seen = y[col[-1]["id"]] - y[col[-2]["id"]]   # the strip of the card above that still shows
    assert seen >= strip * (1 - COVER) - 0.5, (seen, strip)
