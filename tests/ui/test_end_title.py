"""The result sheet's title is the game's word for a hand where it has one (play-test 19, 花鸟风月 in
English: a sheet titled "Hand over" over "wins the song"); 本局结束 otherwise."""

from __future__ import annotations

from typing import cast

from pygame_core.core.i18n import tx
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_menus import EndFrame, draw_end_frame


class Game:
    END_W = 560.0
    END_TITLE = None


def texts(game: object, lang: str) -> list[str]:
    dl = DisplayList()
    draw_end_frame(dl, 1366, 768, lang, 200, Rect(0, 700, 1366, 60), "", False, lambda r: None, cast(EndFrame, game))
    return [op[3] for op in dl.ops if op[0] == "T"]


def test_the_sheet_says_hand_over_unless_the_game_names_its_hands() -> None:
    assert "本局结束" in texts(Game(), "zh") and "Hand over" in texts(Game(), "en")
    song = Game()
    song.END_TITLE = tx("一曲终了", "一曲終了", "Song over")  # type: ignore[assignment]
    assert "Song over" in texts(song, "en") and "Hand over" not in texts(song, "en")
    assert "一曲终了" in texts(song, "zh")
