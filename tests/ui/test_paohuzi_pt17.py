"""跑胡子 table, session 22 (play-test 16's list)."""

from __future__ import annotations

from typing import Any

from test_paohuzi_table import _speaker, seat, view

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.board import Board, draw_board
from pygame_core.ui.geom import Rect


def _mid_hand(n_melds: int, n_river: int) -> dict[str, Any]:
    seq = {"type": "SEQ", "cards": ["x4", "x5", "x6"], "huxi": 0}
    v = view(phase="discard", seat=0, to_act=[0], offer=None)
    v["seats"][0] = seat(hand=["x1"], kans=[], wilds=0, passed_peng=[], melds=[seq] * n_melds,
                         river=(["x9", "d2", "x3", "d7", "x8"] * 2)[:n_river])
    for s in (1, 2):
        v["seats"][s] = seat(melds=[seq] * n_melds, river=["x9"] * n_river)
    return v


def test_a_phones_felt_uses_its_room_for_larger_tiles() -> None:
    """Play-test 16, 1: the phone's felt left ~40% of its height empty while the melds and discards
    were 24-26 px. Mid-hand (three melds and five discards a seat) they are 28 px and more, and the
    card in play in the middle over 60 px wide."""
    sp = _speaker()
    r = Rect(8, 134, 374, 416)   # a 390x844 phone's felt
    for n_melds, n_river in ((3, 5), (4, 8)):
        v = _mid_hand(n_melds, n_river)
        v["offer"] = {"card": "d5", "src": 1, "draw": True}
        board, dl = Board(), DisplayList()
        draw_board(dl, sp, r, v, board, {}, False, True, False, None, None)
        tiles = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[3] < 60 and abs(op[3] - op[4]) < 1.5]
        for s in (0, 1, 2):
            melds = [t.w for t in tiles if t.inside(board.melds[s])]
            river = [t.w for t in tiles if t.inside(board.river[s])]
            assert len(melds) >= 3 * n_melds and min(melds) >= 27, (s, melds)
            assert len(river) == n_river and min(river) >= 28.5, (s, river)
        assert board.card.w >= 60, board.card
