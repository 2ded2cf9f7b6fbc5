"""Callouts that read: English card corners name the value (play-test: "W big", "Q"), a 王霸's
face sits under its 万能 tag, not clipped by it, and another seat's hand in a row (the replay)
goes in card order (play-test: 八 捌 壹 贰 柒)."""

from __future__ import annotations

from typing import Any

from pygame_core.games.paohuzi.cards import CODES
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.columns import column_card
from pygame_core.ui.games.paohuzi.common import card_face
from pygame_core.ui.geom import Rect

from .test_ui_table import start


def test_english_corners_name_the_value() -> None:
    assert card_face("xW", False, "en").sub == "10k"
    assert card_face("dQ", False, "en").sub == "1k big"
    assert card_face("xB", False, "en").sub == "100" and card_face("dY", False, "en").sub == "100M big"
    assert card_face("x4", False, "en").sub == "4"


def test_a_wilds_face_sits_under_its_tag() -> None:
    for w, strip in ((60.0, 40.0), (48.0, 30.0), (60.0, 96.0)):
        r = Rect(10, 10, w, w * 1.6)
        dl = DisplayList()
        column_card(dl, r, strip, card_face("*", False, "zh-Hans"), False, False)
        face = next(op for op in dl.ops if op[0] == "T" and op[3] == "王霸")
        tag = next(op for op in dl.ops if op[0] == "T" and op[3] == "万能")
        assert face[2] - face[4] / 2 >= tag[2] + 5, (w, strip, face, tag)   # below the tag's line


def test_another_seats_hand_reads_in_card_order() -> None:
    app = start(1366, 768, "zh-Hans", seed=3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = plugin.table.viewer
    other = (me + 1) % 3
    view = plugin.table.client.master.state.view(other)
    cards = plugin.hand(view)
    codes = [c["code"] for c in cards if not c.get("kan")]
    assert codes == sorted(codes, key=CODES.index)
    assert [c.get("kan") for c in cards] == sorted((c.get("kan") for c in cards), key=lambda k: not k)
