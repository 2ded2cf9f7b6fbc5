"""A seat that has gone out watches its teammates' hands where its own was (多乐 lets a finished player
watch a 联邦; play-test 12): a row each, face up, named."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, press, table

from pygame_core.ui.app import App


def _out_with_mates(app: App) -> bool:
    scr, _ = table(app)
    return bool(scr.view().get("team_hands"))


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_once_out_the_player_sees_each_teammates_hand_face_up(w: int, h: int) -> None:
    for deal in range(1, 30):
        app = make_app(w, h, deal=deal)
        press(app, "start", 0.1)
        drive(app, 0.5, deal, until=_out_with_mates)
        scr, ui = table(app)
        mates = scr.view().get("team_hands") or {}
        if mates:
            break
    else:
        pytest.skip("no deal in range had the player out before a teammate")
    app.frame(1e4)
    texts = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    for key, ids in mates.items():
        name = scr.seat_name(int(key))
        assert any(f"联邦 {name} 的牌（{len(ids)}张）" in s for s in texts), (name, texts[-30:])
    lay = scr.lay
    assert lay is not None
    faces = [op for op in app.dl.ops if op[0] == "R" and op[2] >= lay.hand.y - 1 and op[1] >= lay.hand.x - 1]
    assert len(faces) >= sum(len(v) for v in mates.values()), "every teammate's card drawn where the hand was"
