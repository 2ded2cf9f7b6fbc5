"""花鸟风月's result sheet says how the song was reached, as a polished game's result sheet does
(play-test 5: only a win tally): the turn and the phrase that went out (its cards shown) or the
pile running dry, each seat's hand, points, this song's win and its wins in the match, and what
that means for the match; and 看牌面 puts the sheet aside to show the final table, a button in the
bar's play cell bringing it back (play-test 5: the sheet hid the last plays)."""

from __future__ import annotations

import pytest
from test_huaniao_table import table, ui
from ui_driver import center

from pygame_core.ui.app import App
from pygame_core.ui.games.huaniao_sheet import BOARD, SHEET
from pygame_core.ui.table_bar import slot_cells


def texts(app: App) -> str:
    return " ".join(str(op[3]) for op in app.dl.ops if op[0] == "T")


def hit_rect(app: App, hid: str) -> list[float] | None:
    return next((h["rect"] for h in app.state()["hits"] if h["id"] == hid), None)


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_pile_end_sheet_says_the_turn_each_seats_song_and_match_and_who_starts_next(w: int, h: int) -> None:
    app, scr, now = table(w=w, h=h, seed=1, actions=10_000)  # seed 1: the pile runs out at turn 49, you win
    app.frame(now + 0.1)
    words = texts(app)
    assert "第49回合 · 牌堆摸完，剩余点数最少者胜" in words, words
    for head in ("手牌", "剩余点数", "本曲", "比赛"):
        assert head in words, head
    assert "+1 胜" in words and words.count("0胜") == 3 and "1胜" in words
    assert "第1曲过后：你 领先（1胜） · 下一曲由你先出" in words, words
    assert "累计" not in words  # the match said once, not a third time under the rows


def test_a_played_out_sheet_names_the_phrase_and_shows_its_cards() -> None:
    app, scr, now = table(seed=3, actions=10_000, lang="en")  # seed 3: Bot 1 goes out with 歌 十 at turn 23
    app.frame(now + 0.1)
    words = texts(app)
    assert "Turn 23 · Bot 1 went out with Sing 十" in words, words
    assert "Went out with" in words
    assert "After 1 song: Bot 1 leads (1 won) · Bot 1 starts the next song" in words, words
    # the phrase's card on its plate, over the rows
    plate = [op for op in app.dl.ops if op[0] == "T" and op[3] == "Went out with"]
    cards = [op for op in app.dl.ops if op[0] == "T" and op[3] == "十" and abs(float(op[2]) - float(plate[0][2])) < 12]
    assert cards, "the winning card is not beside its label"


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_see_table_hides_the_sheet_and_the_bar_brings_it_back(w: int, h: int) -> None:
    app, scr, now = table(w=w, h=h, seed=3, actions=10_000)
    pl = ui(scr)
    app.frame(now + 0.1)
    r = hit_rect(app, BOARD)
    assert r is not None and hit_rect(app, "end:next") is not None
    assert app.tap_at(*center({"rect": r}), now + 0.5) == BOARD
    app.frame(now + 1.0)
    assert not app.state()["end_shown"] and hit_rect(app, "end:next") is None
    # the final table: each seat's last play in its spot, the winner's going-out 十 among them
    assert all(f"seat{s}" in pl.spots for s in range(4))
    assert "电脑1 · 歌" in texts(app)
    back = hit_rect(app, SHEET)
    lay = scr.lay
    assert back is not None and lay is not None
    cell = slot_cells(lay.buttons, pl.bar_slots(scr.view()), lay.phone)["play"]
    assert (back[0], back[1]) == pytest.approx((cell.x, cell.y), abs=0.1)  # the bar's play cell: no button of the hand moves
    assert app.tap_at(*center({"rect": back}), now + 1.5) == SHEET
    app.frame(now + 2.0)
    assert app.state()["end_shown"] and hit_rect(app, "end:next") is not None


def test_the_next_song_opens_with_the_sheet_in_place() -> None:
    app, scr, now = table(seed=3, actions=10_000)
    pl = ui(scr)
    pl.tap(BOARD, scr.view())
    assert pl.board
    pl.on_new_hand()
    assert not pl.board


def test_a_showdown_sheet_names_the_turn_it_ended_on() -> None:
    app, scr, now = table(seed=5, actions=10_000)  # seed 5: a tie at the pile's end, a showdown
    app.frame(now + 0.1)
    assert "第45回合 · 花鸟风月大对决" in texts(app)
