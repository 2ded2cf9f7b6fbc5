"""花鸟风月's result sheet says how the song was reached, as a polished game's result sheet does
(play-test 5: only a win tally): the turn and the phrase that went out (its cards shown) or the
pile running dry, each seat's hand, points, what the song scores and the match total (play-test 6:
wins only; the winner takes the points left in the other hands, each other seat loses its own), and
what that means for the match; and 看牌面 puts the sheet aside to show the final table, a button in the
bar's play cell bringing it back (play-test 5: the sheet hid the last plays)."""

from __future__ import annotations

import pytest
from test_huaniao_table import table, ui
from ui_driver import center

from pygame_core.table.series import HandSummary
from pygame_core.ui.app import App
from pygame_core.ui.games.huaniao_sheet import BOARD, SHEET, song_scores
from pygame_core.ui.table_bar import slot_cells


def texts(app: App) -> str:
    return " ".join(str(op[3]) for op in app.dl.ops if op[0] == "T")


def hit_rect(app: App, hid: str) -> list[float] | None:
    return next((h["rect"] for h in app.state()["hits"] if h["id"] == hid), None)


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_pile_end_sheet_says_the_turn_each_seats_song_and_match_and_who_starts_next(w: int, h: int) -> None:
    app, scr, now = table(w=w, h=h, seed=14, actions=10_000)  # seed 14: the pile runs out at turn 46, you win
    app.frame(now + 0.1)
    words = texts(app)
    assert "第46回合 · 牌堆摸完，剩余点数最少者胜" in words, words
    for head in ("手牌", "剩余点数", "本曲", "总分", "胜者得其余各家剩余点数，其余各家扣自己的剩余点数"):
        assert head in words, head
    # you win on 5 left: 7 + 8 + 7 from the others; the seats' badges say the same totals
    assert "+22 +22" in words and "7 -7 -7" in words and "8 -8 -8" in words, words
    assert "总分 -7" in words and "总分 -8" in words
    assert "第1曲过后：你 领先（+22） · 下一曲由你先出" in words, words
    assert "累计" not in words  # the match said once, not a third time under the rows


def test_a_played_out_sheet_names_the_phrase_and_shows_its_cards() -> None:
    app, scr, now = table(seed=13, actions=10_000, lang="en")  # seed 13: Bot 1 goes out with 歌 十 at turn 27
    app.frame(now + 0.1)
    words = texts(app)
    assert "Turn 27 · Bot 1 went out with Sing ten" in words, words
    assert "Went out with" in words
    assert "After 1 song: Bot 1 leads (+27) · Bot 1 starts the next song" in words, words
    assert "Total -10" in words and "You" in words  # the player's own strip keeps the match total too (on its plate)
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
    app, scr, now = table(seed=12, actions=10_000)  # seed 12: a tie at the pile's end, a showdown
    app.frame(now + 0.1)
    assert "第51回合 · 花鸟风月大对决" in texts(app)


def test_the_match_total_adds_each_songs_points_and_sums_to_nothing() -> None:
    """The match total (rules.md): a song's winner takes the points left in the other hands, each
    other seat loses its own; songs add up (a song in play, without a result, counts nothing)."""
    _app, scr, _now = table()
    pl = ui(scr)
    assert song_scores({"winner": 2, "points": [3, 8, 0, 6]}) == [-3, -8, 17, -6]
    assert song_scores({"winner": 0, "points": [4, 1, 1, 9]}) == [11, -1, -1, -9]  # the pile ran out: 4 left, uncounted
    hands = [HandSummary(1, {"winner": 2, "points": [3, 8, 0, 6]}, [0, 0, 1, 0]),
             HandSummary(2, {"winner": 0, "points": [4, 1, 1, 9]}, [1, 0, 0, 0]), HandSummary(3, None, None)]
    got = pl.match_scores(hands)
    assert got == [8.0, -9.0, 16.0, -15.0] and sum(got) == 0
