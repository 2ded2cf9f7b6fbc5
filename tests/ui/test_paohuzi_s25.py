"""Session 25's 跑胡子 fixes (FIXERS.md): 过 kept apart from the claims on a phone; the columns kept."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_end import _texts, played
from test_paohuzi_playtest8 import _phone_claim
from test_paohuzi_table import _speaker, center, hints_at_discard, seat, started, view

from pygame_core.games.paohuzi.options import PRESET_NOTES, PRESETS
from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.board import draw_columns
from pygame_core.ui.games.paohuzi.notes import room_rules
from pygame_core.ui.games.paohuzi.sheet import EndSheet
from pygame_core.ui.games.paohuzi.winface import FACE_S, FIRST_S, LATER_S, MANY_K, face_hold
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import slot_cells


@pytest.mark.parametrize("claims", [["chi"], ["chi", "hu"], ["hu"]])
def test_a_phones_pass_keeps_a_finger_from_the_claims(claims: list[str]) -> None:
    """Play-test 20: "过 and 吃 sit close together: I hit 吃 when I aimed for 过" (~85 px cells, 8 px
    apart). 过 has at least a finger (12 px) of empty bar between it and any claim offered."""
    _app, sp, lay, _me, v = _phone_claim("x3", ["x1", "x2", "x4"])
    acts = {"chi": {"a": "chi", "groups": [["x1", "x2", "x3"]]}, "hu": {"a": "hu"}}
    live: list[dict[str, Any]] = [acts[c] for c in claims] + [{"a": "pass"}]
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    btns = sp.buttons(v, [])
    cells = slot_cells(lay.buttons, sp.bar_slots(v), True)
    pas = cells["pass"]
    for b in btns:
        if b.id == "pass" or b.slot not in cells or b.id in ("hints", "counter", "sort"):
            continue
        r = cells[b.slot]
        same_row = r.y < pas.b and pas.y < r.b
        assert not same_row or r.x - pas.r >= 12 or pas.x - r.r >= 12, (b.id, r, pas)


def test_a_claim_or_a_discard_moves_no_other_card_between_columns() -> None:
    """Play-test 20: "the columns re-shuffle after every claim, so the card under your finger moves".
    The columns stay as they were, less the cards gone; a new card (a wild kept) goes at the end; 理牌
    re-sorts on demand (its button shows once they differ from its order)."""
    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    hand = ["x1", "x2", "x3", "x4", "x5", "x6", "x7", "d7", "x10", "d2", "d3"]

    def cols(h: list[str], wilds: int = 0, kans: tuple[str, ...] = ("d9",)) -> list[list[str]]:
        v = view(seat=me, to_act=[me])
        v["seats"] = [seat(), seat(), seat()]
        v["seats"][me] = seat(hand=h, kans=list(kans), wilds=wilds, passed_peng=[], passed_chi=[], discarded=[])
        return [list(c) for c in sp.free_columns(v)[1]]

    before = cols(hand)
    for gone in ("x3", "x2"):   # a 吃 takes one, a discard another
        hand.remove(gone)
        after = cols(hand)
        expect = [c for c in ([x for x in col if x != gone] for col in before) if c]   # (one copy of each)
        assert after == expect, (gone, before, after)
        before = after
    assert cols(hand, kans=()) == before   # a 坎 gone (跑 on a fourth): the free columns as they were
    assert cols(hand, 1, ()) == before + [["*"]]   # a wild kept: a column of its own at the end


def test_a_seats_later_wins_hold_the_table_less_when_many() -> None:
    """FIXERS 7: a bot's later 血流 wins held ~2 s each (a 25-win hand ~50 s longer at 中): from a seat's
    fifth win on they are quicker (a second at least); at any speed (play-test 21 #4: at 快, 0.6 as long,
    "faster than I can follow")."""
    recs = [{"seat": 1, "src": 1}] * 7
    holds = [face_hold(recs, i, 1) for i in range(7)]   # the player's own (a bot's later ones light: pt38 #2)
    assert holds[:4] == [FIRST_S, FACE_S, LATER_S, LATER_S] and holds[4:] == [LATER_S * MANY_K] * 3
    assert [face_hold(recs, i, 0) for i in range(7)] == [FIRST_S] + [0.0] * 6


def test_a_win_page_of_several_wins_lists_no_hands_of_the_hands_end() -> None:
    """Play-test 21 #1: in a 血流 result, 第1胡's page listed "你 · 手牌 …" as the hand ended, not as it was
    at that win. A win's page shows the others' cards only when it ended the hand (one win)."""
    sp = _speaker()
    for opts, several in (({}, True), ({"blood_flow": False, "decisive_moment": False}, False)):
        view = played(opts, 3, take_wins=True).view(1)
        assert (len(view["result"]["wins"]) > 1) == several
        sheet = EndSheet()
        sheet.page = 0
        dl = DisplayList()
        sheet.draw(dl, sp, Rect(403, 160, 520, 440), view)
        listed = any("手牌" in t and "·" in t for t in _texts(dl))
        assert listed != several, _texts(dl)


def test_the_rooms_chip_says_how_the_fans_combine() -> None:
    """Play-test 21 #2: 胡一次即结束 scored ~1000x 温和计分 and nothing said so: the room chip names how the
    名堂 combine beside the cap, the tip and the preset's note too."""
    sp = _speaker()
    assert "名堂番数相乘" in room_rules(sp, PRESETS["single_win"]) and "名堂番数相加" in room_rules(sp, PRESETS["tame"])
    assert "名堂相乘" in PRESET_NOTES["single_win"]["zh-Hans"] and "10万" in PRESET_NOTES["single_win"]["zh-Hans"]


def test_a_meld_of_no_hu_xi_says_0_and_the_suggestion_frame_goes_once_a_card_is_picked() -> None:
    """Play-test 21, smaller points: "顺" stood beside "顺6" (a 0 胡息 meld's number dropped); the gold
    frame of the suggested discard stayed on it after the player selected another card."""
    dl = DisplayList()
    draw_columns(dl, _speaker(), Rect(0, 0, 300, 120), [(["x1", "x2", "x3"], "SEQ", False)], [0], False)
    assert "顺0" in [op[3] for op in dl.ops if op[0] == "T"]
    app, sp, now = hints_at_discard()
    gold = [op for op in app.dl.ops if op[0] == "R" and op[7] == th.GOLD and op[8] == 3.0]
    assert len(gold) == 1 and sp.suggest is not None   # the suggestion framed
    other = next(c for c in sp.hand(sp.table.view()) if c["code"] != sp.suggest and not c.get("kan"))
    hit = next(h for h in reversed(app.state()["hits"]) if h["id"] == f"card:{sp.card_key(other)}")
    app.tap_at(*center(hit), now + 0.5)
    app.frame(now + 0.6)
    assert sp.table.selected
    assert not [op for op in app.dl.ops if op[0] == "R" and op[7] == th.GOLD and op[8] == 3.0]
