"""Titles that name the viewer read as English says it ("You win", not "You wins") on result sheets."""
from __future__ import annotations

from typing import Any

from pygame_core.core.i18n import pick
from pygame_core.ui.games.paohuzi.common import L
from pygame_core.ui.games.paohuzi.sheet import win_title
from pygame_core.ui.texts import t


class _Speaker:
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def g(self, key: str, **kw: object) -> str:
        return pick(L[key], self.lang).format(**kw)

    def name(self, seat: Any) -> str:
        return t("you", self.lang) if seat == 0 else f"Bot {seat}"

    def glyph(self, code: str) -> str:
        return code


def test_paohuzi_win_title_for_the_viewer() -> None:
    w = {"seat": 0, "card": "x1", "how": "self", "src": 0}
    assert win_title(_Speaker("en"), w).startswith("You win on x1")
    assert win_title(_Speaker("en"), {**w, "seat": 1}).startswith("Bot 1 wins on x1")
    assert win_title(_Speaker("zh-Hans"), w).startswith("你 胡 x1")
