"""A searching bot thinks while its delay runs (table/bot_moves.py): its move lands when the delay is
up, not the delay and then its search (session 21: 够级's 难 added its search after the wait), and it
is the same move as one worked out at once."""

from __future__ import annotations

from pygame_core.core import registry
from pygame_core.table.master import Master


class FakeClock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def table(clock: FakeClock | None, delay: float) -> Master:
    info = registry.get("gouji")
    m = Master(info, info.options_for(info.default_preset), 11, ["bot:hard"] * info.seats,
               clock=clock or FakeClock(), bot_delay=delay)
    m.start_hand()
    return m


def test_a_searching_bot_moves_when_its_delay_is_up_with_the_move_it_would_make_at_once() -> None:
    clock = FakeClock()
    paged = table(clock, 0.6)
    paged.slice_ms = 0.001  # a slice shorter than any unit of the search: one unit a tick
    at_once = table(None, 0.0)
    late: list[float] = []
    due = None
    for _ in range(2_000_000):
        if len(paged.hand.actions) >= 20 or paged.is_over():
            break
        if paged.pending():
            paged.run_bots(limit=1)
            continue
        if due is None and paged.bot_to_act() is not None:
            due = clock.t + 0.6
        before = len(paged.hand.actions)
        paged.run_bots(limit=1)
        if len(paged.hand.actions) > before:
            late.append(round(clock.t - due, 3) if due is not None else 0.0)
            at_once.step_bot()
            while at_once.pending():
                at_once.step_rules()
            assert paged.hand.actions == at_once.hand.actions
            due = None
        clock.t += 0.0001  # a search of ~1,000-5,800 units (one a tick) fits in the delay
    assert len(late) >= 20
    # each move on time (to a tick), though the searches took many ticks each (below)
    assert max(late) <= 0.00011, late


def test_the_search_does_take_many_ticks() -> None:
    """The check above means something: the same bots with no delay need many ticks a move."""
    m = table(FakeClock(), 0.0)
    m.slice_ms = 0.001
    ticks, moves = 0, 0
    while moves < 20:
        before = len(m.hand.actions)
        m.run_bots(limit=1)
        ticks += 1
        moves += len(m.hand.actions) > before
    assert ticks > 5 * 900  # (the first 15 moves are one unit each: 预点, 买牌, 革命, 明点 calls)
