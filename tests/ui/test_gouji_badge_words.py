"""A phone's big seat moment on its badge drops the seat's name; in English the viewer named in it reads as
English says it (the final run of session 23: "kills You's" drawn on a badge)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from pygame_core.ui.games.gouji.calls import unnamed


def ui(lang: str) -> Any:
    names = {0: "You" if lang == "en" else "你", 2: "Bot 2" if lang == "en" else "电脑2"}
    return SimpleNamespace(lang=lang, name=lambda seat: names[seat])


def test_a_badges_words_name_the_viewer_as_english_says_it() -> None:
    assert unnamed(ui("en"), 2, "Bot 2 kills You's gouji!") == "kills your gouji!"
    assert unnamed(ui("zh-Hans"), 2, "电脑2 打死 你！") == "打死 你！"
    assert unnamed(ui("en"), 2, "Someone else's words") == ""
