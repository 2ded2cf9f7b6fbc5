"""够级 提示, press after press, on the hands play-testers named (play-test 36 #3, play-test 35 #3):
多乐's order, the cheapest play that breaks nothing first, then plays that break less, 2s and jokers
(贴2/挂王) last, and every distinct answer in the cycle."""

from __future__ import annotations

from test_gouji_land import gouji

from pygame_core.core.game import JSON
from pygame_core.games.gouji.cards import NAMES, VALUE
from pygame_core.ui.games.gouji import GoujiUI
from tests.gouji.helpers import pos


def cycle(hand: str, top: str, owner: int) -> tuple[GoujiUI, list[str]]:
    """The table's 提示 pressed round its whole cycle with ``hand`` against ``top`` played by the seat
    ``owner`` places after the player: the cards each press raises, as the player reads them."""
    ui = gouji()
    me = ui.me()
    assert me is not None
    st = pos(turn=me, lead=(me + owner) % 6, own=(me + owner) % 6, top=top, **{f"h{me}": hand})
    view: JSON = st.view(me)
    ui._legal = lambda: st.legal_actions(me)  # type: ignore[method-assign]
    got: list[str] = []
    while True:
        assert ui.tap("btn:hint", view)
        cards = [c for c in ui.hand(view) if ui.card_key(c) in ui.table.selected]
        raised = " ".join(NAMES[VALUE[c["id"]]] for c in sorted(cards, key=lambda c: VALUE[c["id"]]))
        if got and raised == got[0]:
            return ui, got
        got.append(raised)
        assert len(got) < 20, got


def test_against_three_tens_one_2_before_both() -> None:
    # pt36 124803-hint2: 提示 1/8 offered J 2 2 against 电脑3's 10 10 10, spending both 2s; the jokers'
    # answers (Q Q 大王) were never offered
    ui, got = cycle("BJ 2 2 A A K K Q Q J T T T T T 8 8 8 8 7 7 7 7 6 5 5 5 5 4 3", "T T T", 3)
    assert got[:4] == ["Q Q 2", "K K 2", "A A 2", "J 2 2"], got
    assert got[4:] == ["Q Q BJ", "K K BJ", "A A BJ", "J 2 BJ", "2 2 BJ"], got


def test_against_a_pair_a_small_set_broken_before_six_js() -> None:
    # pt36 125729-h2hint: against 9 9, 提示 1/4 offered J J out of six Js before 10 10 (three 10s)
    _ui, got = cycle("K K Q Q Q Q J J J J J J T T T 9 9 9 9 9 8 8 7 6 6 5 5 5 5 4 3", "9 9", 5)
    assert got == ["K K", "T T", "J J", "Q Q"], got  # whole first, then three 10s, then the 够级 sets


def test_against_a_single_j_the_queen_before_the_ace() -> None:
    # pt35 115925-hint1: against a J, 提示 1/6 was "拆开A：你有3张", the Q only at 2/6
    ui, got = cycle("BJ SJ 2 2 2 2 A A A K K Q Q Q J J J J T T T 9 9 8 8 7 7 7 5 4 3", "J", 5)
    assert got == ["Q", "K", "A", "2", "SJ", "BJ"], got
    assert "1/6" in ui.table.app.toast_text and "拆开Q" in ui.table.app.toast_text  # (the cycle's 1/6 again)


def test_against_a_single_5_a_pair_broken_before_6666() -> None:
    # pt35 121830-ph_hint2 (phone): the first hint against a single 5 split 6666
    _ui, got = cycle("BJ 2 Q Q Q Q Q T T T T 9 9 9 9 8 8 7 7 6 6 6 6 4 3", "5", 5)
    assert got == ["7", "8", "6", "9", "T", "Q", "2", "BJ"], got
