"""跑胡子's end of a hand (play-tests 7 and 8): every hand face up with its 胡息 (the 荒庄 sheet was
one line in an empty panel), the 输赢 ledger (a player won 4 times and ended -50.69万 with only
"得分 10万" a win to read), one unit and no rounding for every score (6.55万 vs 6.56万; play-test 9:
"0.0032万" for 32 points)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_table import _speaker

from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.bots import RuleBot
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.ledger import draw_ledger, fmt_pts, hand_points, ledger, pay_points
from pygame_core.ui.games.paohuzi.sheet import EndSheet
from pygame_core.ui.geom import Rect

LAPTOP = Rect(403, 160, 520, 440)   # the sheet's body at 1366x768 (EndSheet.height) and on a phone
PHONE = Rect(22, 120, 346, 440)


def played(opts: dict[str, Any], seed: int, take_wins: bool) -> PaohuziState:
    s = GAME.new(GAME.options_for(**opts), seed, None)
    assert isinstance(s, PaohuziState)
    bots = [RuleBot(i, seed, look=1) for i in range(3)]
    while not s.is_over():
        seat = s.to_act()[0]
        act = bots[seat].choose(s.view(seat), s.legal_actions(seat))
        s.apply(seat, act if take_wins or act["a"] != "hu" else {"a": "pass"})
    return s


def _texts(dl: DisplayList) -> list[str]:
    return [str(op[3]) for op in dl.ops if op[0] == "T"]


def _inside(dl: DisplayList, r: Rect) -> None:
    for op in dl.ops:
        if op[0] == "R":
            assert r.x - 1 <= op[1] and op[1] + op[3] <= r.r + 1 and r.y - 1 <= op[2] and op[2] + op[4] <= r.b + 1, op
        if op[0] == "T":
            assert r.y <= op[2] <= r.b, op


@pytest.mark.parametrize("r", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_the_huangzhuang_sheet_lays_every_hand_face_up_with_its_huxi(r: Rect) -> None:
    s = played({}, 0, take_wins=False)
    view = s.view(0)
    assert not view["result"]["wins"]
    sp = _speaker()
    sheet = EndSheet()
    assert sheet.pages(view) == [0]
    dl = DisplayList()
    sheet.draw(dl, sp, r, view)
    said = " | ".join(_texts(dl))
    assert sp.g("no_win") in said
    tiles = [op for op in dl.ops if op[0] == "R" and op[6] and op[3] >= 14 and 1.3 <= op[4] / op[3] <= 1.6]
    cards = sum(len(v["hand"]) + 3 * len(v["kans"]) + v["wilds"] + sum(len(m["cards"]) for m in v["melds"])
                for v in view["seats"])
    assert len(tiles) == cards, (len(tiles), cards)
    for i, seat in enumerate(view["seats"]):
        hx = seat["shown_huxi"] + seat["kan_huxi"]
        assert any(sp.name(i) in t and f"胡息 {hx}" in t for t in _texts(dl)), (i, hx, said)
    if view["seats"][0]["wilds"] or view["seats"][1]["wilds"] or view["seats"][2]["wilds"]:
        assert "王霸" in said
    _inside(dl, r)


def test_after_a_win_the_last_page_shows_the_losers_hands() -> None:
    s = played({"blood_flow": False, "decisive_moment": False}, 3, take_wins=True)
    view = s.view(1)
    n = len(view["result"]["wins"])
    assert n == 1 and view["pile"] > 0
    sheet = EndSheet()
    sp = _speaker()
    assert sheet.pages(view) == [0, 1] and sheet.current(view) == 0   # the win first
    for r in (LAPTOP, PHONE):   # its page says where every hand is, in the room it leaves
        dl = DisplayList()
        sheet.draw(dl, sp, r, view)
        way = next(h for h in dl.hits if h.id == "pz:hands")
        assert way.rect.b <= r.b and way.rect.h >= 40 and "看各家手牌和底牌 ▶" in _texts(dl)
    assert sheet.tap("pz:hands", view) and sheet.current(view) == 1
    sheet.reset()
    assert sheet.tap("pz:next", view) and sheet.current(view) == 1
    dl = DisplayList()
    sheet.draw(dl, sp, LAPTOP, view)
    said = " | ".join(_texts(dl))
    assert "各家手牌" in said and all(sp.name(i) in said for i in range(3))
    assert f"底牌 · {view['pile']} 张" in said   # the cards left in the pile, as the apps' settlement
    _inside(dl, LAPTOP)
    pts = hand_points(view["result"], "zh-Hans")   # the player's own figure first, large
    mine = next(op for op in dl.ops if op[0] == "T" and str(op[3]) == f"{sp.name(1)} {'+' if pts[1] > 0 else ''}"
                f"{fmt_pts(pts[1], 'zh-Hans')}")
    assert mine[4] >= 18
    assert sheet.tap("pz:next", view) and sheet.current(view) == 0   # round


def _win(seat: int, src: int, how: str, final: int, pay: list[int]) -> dict[str, Any]:
    return {"seat": seat, "how": how, "card": "x3", "src": src, "groups": [], "identities": [], "fans": [],
            "huxi": 15, "tun": 1, "fan_value": 1, "bowl": 0, "bowl_mult": 1, "bowl_name": {"zh-Hans": ""},
            "uncapped": final, "final": final, "capped": False, "self_draw": how == "own", "pay": pay}


def blood_flow_result() -> dict[str, Any]:
    """Twenty wins as play-test 8 (33) had them: the player wins four and still loses."""
    wins = []
    for i in range(20):
        seat = (0, 1, 2, 2, 2)[i % 5]
        v = (32768, 100_000, 65536, 1536, 98304)[i % 5]
        pay = [-v, -v, -v]
        pay[seat] = 2 * v
        wins.append(_win(seat, (seat + 1) % 3, "own" if i % 2 else "other", v, pay))
    scores = [sum(w["pay"][s] for w in wins) for s in range(3)]
    return {"wins": wins, "scores": scores}


@pytest.mark.parametrize("r", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_the_ledger_shows_each_seats_takings_payments_and_net_before_any_paging(r: Rect) -> None:
    res = blood_flow_result()
    view = {"result": res, "seats": [], "seat": 0}
    sp = _speaker()
    sheet = EndSheet()
    assert sheet.current(view) == -1   # several wins: the ledger first
    dl = DisplayList()
    sheet.draw(dl, sp, r, view)
    said = _texts(dl)
    rows = ledger(res, "zh-Hans")
    for got, paid, net in rows:
        assert got + paid == net
        assert "+" + fmt_pts(got, "zh-Hans") in said and fmt_pts(paid, "zh-Hans") in said
    assert sum(n for _g, _p, n in rows) == 0
    assert {"收", "付", "本局"} <= set(said)
    # each win a row with every seat's share in its column: the winner's + and the payers' -
    first = pay_points(res["wins"][0], "zh-Hans")
    assert "+" + fmt_pts(first[0], "zh-Hans") in said and fmt_pts(first[1], "zh-Hans") in said
    wins = [h for h in dl.hits if h.id.startswith("pz:win:")]
    assert len(wins) >= 3 and all(h.rect.b <= r.b + 1 for h in wins)
    assert any(h.id == "pz:more" for h in dl.hits)
    _inside(dl, r)


def test_one_unit_and_one_rounding_for_every_figure() -> None:
    """Play-test 8: "赢 6.55万" on the banner, "分 6.56万" on the status line for one win of 65536
    paid 32768 by each; "得 1536" beside "得 10万" in the log. Play-test 9: "0.0032万" for 32 points
    (the apps: whole points). Every score in whole points, exact, in every language."""
    w = _win(0, 2, "other", 32768, [65536, -32768, -32768])
    pts = pay_points(w, "zh-Hans")
    assert [fmt_pts(v, "zh-Hans") for v in pts] == ["65,536", "-32,768", "-32,768"]
    assert fmt_pts(1536, "zh-Hans") == "1,536" and fmt_pts(100_000, "zh-Hans") == "100,000"
    assert fmt_pts(32, "zh-Hant") == "32" and fmt_pts(-506_900, "en") == "-506,900" and fmt_pts(0, "zh-Hans") == "0"
    res = blood_flow_result()
    shown = hand_points(res, "zh-Hans")
    assert sum(shown) == 0
    assert shown == [sum(pay_points(w, "zh-Hans")[s] for w in res["wins"]) for s in range(3)]
    sp = _speaker()
    dl = DisplayList()
    EndSheet().draw(dl, sp, LAPTOP, {"result": res, "seats": [], "seat": 0})
    head = " ".join(_texts(dl)[:3])   # 本局得分 (its entries may wrap)
    assert all(f"{sp.name(s)} {'+' if v > 0 else ''}{fmt_pts(v, 'zh-Hans')}" in head for s, v in enumerate(shown)), head


def test_the_players_own_wins_stand_out_in_the_ledger() -> None:
    res = blood_flow_result()
    sp = _speaker()
    dl = DisplayList()
    draw_ledger(dl, sp, PHONE, res, 0, 0)
    rows = [h for h in dl.hits if h.id.startswith("pz:win:")]
    tinted = [op for op in dl.ops if op[0] == "R" and op[6] == "rgba(178,58,42,0.09)"]
    assert len(tinted) == sum(res["wins"][int(h.id[7:])]["seat"] == 0 for h in rows) >= 1


def test_a_capped_wins_page_on_a_laptop_still_leads_on_to_every_hand() -> None:
    """Play-test 9 (57): a win page with five 名堂 and 封顶 filled the laptop's sheet: no way on."""
    s = played({"blood_flow": False, "decisive_moment": False}, 3, take_wins=True)
    view = s.view(0)
    names = ("全满贯", "百财聚来", "一掷千金", "三千世界", "四七红", "点石成金", "小团圆", "亿人心")
    w = dict(view["result"]["wins"][0], capped=True, fans=[{"name": {"zh-Hans": n}, "value": 32} for n in names])
    view["result"] = dict(view["result"], wins=[w, w])   # (two wins: the pager's row too)
    r = Rect(LAPTOP.x, LAPTOP.y, LAPTOP.w, EndSheet.height(view, LAPTOP.w))   # the body the table gives it
    dl = DisplayList()
    sheet = EndSheet()
    sheet.page = 0
    sheet.draw(dl, _speaker(), r, view)
    assert any(h.id == "pz:hands" for h in dl.hits)
    _inside(dl, r)


def test_a_phones_win_page_shows_the_hand_in_large_tiles_and_still_leads_on() -> None:
    """A phone's win page drew its seven groups in 16 px tiles and left half the page empty."""
    s = played({"blood_flow": False, "decisive_moment": False}, 3, take_wins=True)
    view = s.view(0)
    names = ("全满贯", "百财聚来", "一掷千金", "三千世界", "四七红", "点石成金", "小团圆", "亿人心")
    w = dict(view["result"]["wins"][0], capped=True, fans=[{"name": {"zh-Hans": n}, "value": 32} for n in names])
    view["result"] = dict(view["result"], wins=[w, w])
    r = Rect(PHONE.x, PHONE.y, 326, EndSheet.height(view, 326))
    dl = DisplayList()
    sheet = EndSheet()
    sheet.page = 0
    sheet.draw(dl, _speaker(), r, view)
    tiles = [op for op in dl.ops if op[0] == "R" and op[6] and 1.3 <= op[4] / max(op[3], 1) <= 1.6]
    assert len(tiles) >= 20 and min(op[3] for op in tiles) >= 20
    assert any(h.id == "pz:hands" for h in dl.hits)
    _inside(dl, r)
