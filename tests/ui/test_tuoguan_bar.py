"""The 托管 bar's 取消托管 stays put while buttons it leaves in sight (快进) come and go (跑胡子
play-test 34 #2: it jumped from x 441 to 1043 between two taps, and the tap missed)."""

from __future__ import annotations

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.geom import Rect, gaps, widest_gap
from pygame_core.ui.tuoguan import HIT, Tuoguan

BAR = Rect(8, 460, 1100, 60)
FFWD = Rect(512, 466, 92, 44)   # 快进到我 in a cell of the bar's row


def off_button(auto: Tuoguan, keep: list[Rect]) -> Rect:
    dl = DisplayList()
    auto.draw(dl, BAR, "zh", keep)
    return next(h.rect for h in dl.hits if h.id == HIT)


def test_stop_auto_play_stays_where_it_was_as_ffwd_comes_and_goes() -> None:
    auto = Tuoguan(on=True)
    first = off_button(auto, [FFWD])
    assert not first.intersects(FFWD)
    assert off_button(auto, []) == first          # 快进 gone: the button did not move
    assert off_button(auto, [FFWD]) == first      # back: still there


def test_it_moves_only_when_a_kept_button_takes_its_place() -> None:
    auto = Tuoguan(on=True)
    first = off_button(auto, [])
    over = Rect(first.x, first.y, 90, 44)
    moved = off_button(auto, [over])
    assert not moved.intersects(over) and moved != first
    assert off_button(auto, []) == moved


def test_gaps_are_the_stretches_between_kept_rects() -> None:
    row = Rect(0, 0, 100, 10)
    assert gaps(row, []) == [row]
    assert gaps(row, [Rect(40, 0, 10, 10)]) == [Rect(0, 0, 34, 10), Rect(56, 0, 44, 10)]
    assert widest_gap(row, [], 10) is None and widest_gap(row, [Rect(40, 0, 10, 10)], 10) == Rect(56, 0, 44, 10)
