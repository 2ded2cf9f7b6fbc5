"""The full log before anything is logged says so (seen in Chromium, 够级 at 1366x768 during 预点, before the
deal: 完整记录 · 对局已暂停 over a blank page, read as broken)."""

from __future__ import annotations

import pytest

from pygame_core.core.i18n import pick
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.table_menus import EMPTY_LOG, draw_full_log


def said(dl: DisplayList) -> list[str]:
    return [str(op[3]) for op in dl.ops if op[0] == "T"]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant", "en"])
def test_an_empty_full_log_says_nothing_is_logged_yet(lang: str) -> None:
    dl = DisplayList()
    draw_full_log(dl, 1366, 768, lang, [], 0, paused=True)
    assert pick(EMPTY_LOG, lang) in said(dl)
    dl = DisplayList()
    draw_full_log(dl, 390, 844, lang, ["电脑1 打出 3"], 0, paused=True)
    assert pick(EMPTY_LOG, lang) not in said(dl) and "电脑1 打出 3" in said(dl)
