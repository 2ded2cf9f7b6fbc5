"""One check for every game: a table whose bots think in slices plays the same moves as one whose
bots decide at once (the page's frame loop must never change a bot's choice)."""

from __future__ import annotations

from pygame_core.core.game import GameInfo
from pygame_core.table.master import Master


def assert_sliced_plays_as_at_once(info: GameInfo, preset: str, seed: int, level: str, moves: int,
                                   min_extra_ticks: int) -> int:
    """Plays ``moves`` bot moves both ways from the same deal and compares them after every move.

    The sliced table gets a slice far shorter than any unit of work, so each tick runs one unit (a
    tree move or one playout action, or one automatic step of the rules); at least ``min_extra_ticks`` ticks more than moves shows that
    decisions were spread over several ticks. Returns the number of ticks."""

    def table() -> Master:
        m = Master(info, info.options_for(preset), seed, [f"bot:{level}"] * info.seats)
        m.start_hand()
        return m

    at_once, sliced = table(), table()
    sliced.slice_ms = 0.001
    ticks = 0
    while len(sliced.hand.actions) < moves and not sliced.is_over():
        before = len(sliced.hand.actions)
        sliced.run_bots(limit=1)  # as the page's tick: one slice, or one automatic step of the rules
        ticks += 1
        if len(sliced.hand.actions) > before:
            at_once.step_bot()
            assert sliced.hand.actions == at_once.hand.actions
        if not sliced.pending():
            assert sliced.state.notation() == at_once.state.notation()
    assert len(sliced.hand.actions) >= moves, "the hand ended before the moves compared"
    assert ticks >= moves + min_extra_ticks, "some decisions took several slices"
    return ticks
