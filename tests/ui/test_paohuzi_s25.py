"""Session 25's 跑胡子 fixes (FIXERS.md): 过 kept apart from the claims on a phone; the columns kept."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_playtest8 import _phone_claim

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
    from test_paohuzi_table import seat, started, view

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


def test_a_seats_later_wins_hold_the_table_less_at_fast_and_when_many() -> None:
    """FIXERS 7: a bot's later 血流 wins held ~2 s each at any speed (a 25-win hand ~50 s longer at
    中): from a seat's fifth win on they are quicker, and at 快 every win after its first (a second at
    least); its first is read whole at any speed."""
    from pygame_core.ui.games.paohuzi.winface import FACE_S, FIRST_S, LATER_S, face_hold

    recs = [{"seat": 1, "src": 1}] * 7
    normal = [face_hold(recs, i, 0, 1.1) for i in range(7)]
    fast = [face_hold(recs, i, 0, 0.5) for i in range(7)]
    assert normal[:4] == [FIRST_S, FACE_S, LATER_S, LATER_S] and all(1.0 <= x < LATER_S for x in normal[4:])
    assert fast[0] == FIRST_S and all(1.0 <= f < n for f, n in zip(fast[1:], normal[1:], strict=True))
    assert sum(normal) - sum(fast) > 3.0
    assert [face_hold(recs, i, 1, 0.5) for i in range(4)] == [FIRST_S, FACE_S, LATER_S, LATER_S]   # the player's own
