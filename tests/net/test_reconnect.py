"""A drop and reconnect (or page reload) of a guest at every step of a scripted game ends in the
same final state as the uninterrupted game: nothing lost, nothing applied twice."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pygame_core.core import registry

from .harness import Table

KINDS = ("remote", "bot", "remote", "remote")


def final_of(disturb: Callable[[Table, int], None] | None, seed: int, hands: int = 1,
             game: str = "toy") -> tuple[list[str], int]:
    if game == "toy":
        t = Table(kinds=KINDS, seed=seed)
    else:
        t = Table(game=game, kinds=KINDS, seed=seed, resolve=registry.get, level=next(iter(registry.get(game).bots)))
    t.connect_all()
    steps = 0
    finals = []
    for _ in range(hands):
        def on_step(n: int) -> None:
            nonlocal steps
            steps += 1
            if disturb is not None:
                disturb(t, steps)
        t.play_hand(on_step=on_step)
        assert t.host.state is not None
        finals.append(t.host.state.notation())
        for g in t.guests.values():
            v = g.verification()
            assert v is not None and v.ok, v.problems
    return finals, steps


@pytest.mark.parametrize("seed", [3, 11])
@pytest.mark.parametrize("how", ["drop", "reload", "drop_late", "host_reload"])
def test_disturbance_at_every_step_changes_nothing(seed: int, how: str) -> None:
    want, steps = final_of(None, seed, hands=2)
    assert steps > 10
    for at in range(1, steps + 1):
        for seat in (0, 2) if how != "host_reload" else (None,):
            def disturb(t: Table, n: int, at: int = at, seat: int | None = seat) -> None:
                if n != at:
                    return
                if how == "drop":
                    assert seat is not None
                    t.drop(seat)
                    t.connect(seat)
                elif how == "reload":
                    assert seat is not None
                    t.reload_guest(seat)
                elif how == "drop_late":
                    # Away a while (others act meanwhile), back before the grace period ends.
                    assert seat is not None
                    t.drop(seat)
                    for _ in range(3):
                        t.step()
                        t.clock.advance(t.host.grace / 5)
                        t.host.tick()
                        t.net.run()
                    t.connect(seat)
                else:
                    t.reload_host()
                    t.connect_all()
            got, _ = final_of(disturb, seed, hands=2)
            assert got == want, (how, at, seat)


def test_in_flight_intent_is_applied_once_across_a_drop() -> None:
    t = Table(kinds=("remote", "bot", "bot", "bot"), seed=5)
    t.connect_all()
    t.deal()
    g = t.guests[0]
    assert g.my_turn()
    # The intent reaches the host, but the link drops before the update gets back.
    g.act(t.choose(g))
    t.net.step()  # delivered to the host, which applies it and answers
    applied = len(t.host.actions)
    t.drop(0)
    assert g.outbox  # not acknowledged as far as the guest knows
    t.connect(0)  # the guest resends... and the host has it already
    assert len(t.host.actions) == applied
    assert not [e for e in g.outbox if e[1].t == "intent"]
    t.play_out()
    v = g.verification()
    assert v is not None and v.ok


@pytest.mark.parametrize("how", ["drop", "reload", "host_reload"])
def test_real_game_disturbed_every_few_steps(how: str) -> None:
    try:
        registry.get("huaniao")
    except ImportError:
        pytest.skip("huaniao does not import")
    want, steps = final_of(None, 5, game="huaniao")
    for at in range(1, steps + 1, max(1, steps // 6)):  # ~6 points: a real game is slower
        def disturb(t: Table, n: int, at: int = at) -> None:
            if n != at:
                return
            if how == "drop":
                t.drop(2)
                t.connect(2)
            elif how == "reload":
                t.reload_guest(0)
            else:
                t.reload_host()
                t.connect_all()
        got, _ = final_of(disturb, 5, game="huaniao")
        assert got == want, (how, at)
