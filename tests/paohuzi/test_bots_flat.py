"""The flat Monte Carlo search bot: legal moves, wins taken, leaf values, reproducible choices."""

from __future__ import annotations

from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.bots import FlatSearchBot, RuleBot, leaf_value

from .helpers import position, seat_block


def _play(seed: int, samples: int) -> list[dict[str, object]]:
    s = GAME.new(GAME.options_for(), seed, None)
    bots: list[FlatSearchBot | RuleBot] = [FlatSearchBot(0, seed, budget_s=60.0, max_samples=samples, rollout_steps=4),
                                           RuleBot(1, 2), RuleBot(2, 3)]
    chosen = []
    while not s.is_over():
        seat = s.to_act()[0]
        legal = s.legal_actions(seat)
        a = bots[seat].choose(s.view(seat), legal)
        assert a in legal
        if seat == 0:
            chosen.append(a)
        s.apply(seat, a)
    assert all(0.0 <= r <= 1.0 for r in s.returns())
    assert leaf_value(s, 0) == s.returns()[0]
    return chosen


def test_flat_search_plays_legal_and_is_reproducible() -> None:
    assert _play(4, 2) == _play(4, 2)


def test_flat_search_takes_a_win() -> None:
    s = GAME.load(position("discard:0", seat_block("d9"), seat_block("x1x2x3d1d2d3x4x5x6x7x8x9d4d5d6d7d8", "d10")))
    s.apply(0, {"a": "discard", "card": "d9"})
    assert FlatSearchBot(1, 0, max_samples=2).choose(s.view(1), s.legal_actions(1)) == {"a": "hu"}


def test_leaf_value_rewards_a_ready_hand() -> None:
    ready = GAME.load(position("discard:1", seat_block("x1x2x3d1d2d3x4x5x6x7x8x9d4d5d6d7d8", "d10"), seat_block("xY")))
    assert leaf_value(ready, 0) > leaf_value(ready, 2)
