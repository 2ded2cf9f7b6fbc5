"""够级's jokers: 大王 and 小王 clean and distinct at every size (play-test L47: the corner's 王
stacked under 小 was clipped in a play's narrow strip)."""

from __future__ import annotations

from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.gouji.labels import card_face
from pygame_core.ui.geom import Rect
from pygame_core.ui.widgets import card


def test_joker_faces_are_distinct_and_a_strip_shows_one_whole_glyph() -> None:
    big, small = card_face(17, -1, "zh-Hans"), card_face(16, -1, "zh-Hans")
    assert big.big != small.big and big.ink != small.ink and big.tint != small.tint
    for face in (big, small, card_face(17, -1, "en"), card_face(16, -1, "en")):
        assert face.corner == ""  # nothing stacked in a strip
        for w in (20.0, 30.0, 44.0, 62.0, 76.0):
            r = Rect(0, 0, w, w * 1.42)
            for index in (0.0, 16.0, 22.0) if w >= 34 else (0.0,):  # (a small card: no strip)
                dl = DisplayList()
                card(dl, r, face, small=w < 34, index=index)
                texts = [op for op in dl.ops if op[0] == "T"]
                assert texts and all(op[3] in (face.big, face.sub) for op in texts)
                if index:  # the strip's glyph lies inside the strip
                    strip = [op for op in texts if float(op[1]) < index]
                    for op in strip:
                        half = text_width(str(op[3]), float(op[4])) / 2
                        assert float(op[1]) + half <= index + 0.5, (w, index, op)
