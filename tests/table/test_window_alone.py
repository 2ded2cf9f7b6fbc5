"""A window's time hides who had a choice from the other people at the table; a person alone with
bots has nobody to hide it from, so the table answers its decline at once (play-test 13: a dealer
waited a second on its own 过 to 天胡 with nothing to decide)."""

from __future__ import annotations

from pygame_core.core import registry
from pygame_core.table.master import WINDOW_S, Master


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def _longest_wait(seats: list[str]) -> float:
    """The longest time seat 0 sat in a window with the decline alone (the table answers those)."""
    info = registry.get("paohuzi")
    clock = Clock()
    m = Master(info, info.options_for(info.default_preset), 7, seats, bot_delay=0.3, clock=clock)
    m.start_hand()
    since: float | None = None
    longest = 0.0
    answered: list[int | None] = []
    m.on_action = lambda a: answered.append(a.seat) if a.auto == "window" else None
    for _ in range(20_000):
        if m.is_over():
            break
        w = m.window(0) if 0 in m.to_act() else None
        if w is not None and w[1]:
            since = clock.t if since is None else since
            longest = max(longest, clock.t - since)
        else:
            since = None
        for s in m.people_to_act():
            m.act(s, m.legal(s)[0])
        clock.t = round(clock.t + 0.1, 6)
        m.tick()
    assert answered.count(0) >= 3, "the table answered the seat's windows"
    return round(longest, 3)


def test_a_person_alone_with_bots_is_not_kept_waiting_on_a_decline() -> None:
    assert _longest_wait(["human", "bot:rule", "bot:rule"]) <= 0.1


def test_with_another_person_at_the_table_the_window_keeps_its_time() -> None:
    assert _longest_wait(["hotseat", "hotseat", "bot:rule"]) >= WINDOW_S - 0.15
