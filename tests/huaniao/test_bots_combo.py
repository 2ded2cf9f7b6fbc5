"""花鸟风月 (the dance) sets all four seats passing a card: the normal level keeps it while the pile
is over half full and plays it freely after (play-test: bots danced it nearly every song, often on
the second turn, so the song kept stopping for passes); easy still plays it at random."""

from __future__ import annotations

from pygame_core.core import registry
from pygame_core.games.huaniao.normal import score_op
from pygame_core.table.master import Master

COMBO = {"a": "op", "op": "wu", "kind": "huaniao", "cards": [56, 60]}  # a 风 and a 月 (64-card deck)
SING = {"a": "op", "op": "ge", "cards": [20]}  # one number card


def test_the_combo_waits_while_the_pile_is_full_and_comes_once_it_runs_down() -> None:
    pile0 = 24
    assert score_op(COMBO, 9, pile0, pile0, False, False) < score_op(SING, 9, pile0, pile0, False, False)
    assert score_op(COMBO, 9, pile0 // 3, pile0, False, False) > score_op(SING, 9, pile0 // 3, pile0, False, False)
    assert score_op(COMBO, 2, pile0, pile0, False, False) >= 1000  # going out with it: at once


def dances_per_song(level: str, songs: int = 20) -> float:
    info = registry.get("huaniao")
    n = 0
    for seed in range(1, songs + 1):
        m = Master(info, info.options_for("regular"), seed, [f"bot:{level}"] * 4)
        m.start_hand()
        m.tick()
        n += sum(e.type == "play" and e.data.get("kind") == "huaniao" for e in m.events)
    return n / songs


def test_normal_bots_dance_the_combo_far_less_often_than_easy_ones() -> None:
    normal, easy = dances_per_song("normal"), dances_per_song("easy")
    assert normal <= 1.0 and normal < easy / 2, (normal, easy)  # before: about 2.3 a song
