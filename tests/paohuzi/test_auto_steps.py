"""The rules' automatic steps (draws and what they settle) one at a time: ``apply(run=False)`` then
``advance`` reaches the very position and events that one ``apply`` does, and every position in
between is a real one (it reads back, every seat's view builds, nobody may act)."""

from __future__ import annotations

import pytest

from pygame_core.core import registry
from pygame_core.core.errors import IllegalAction, NotationError
from pygame_core.core.game import Event, GameState
from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.table.master import Applied, Master

INFO = registry.get("paohuzi")


def _key(evs: list[Event]) -> list[tuple[str, object, object, object]]:
    return [(e.type, e.data, e.audience, e.public) for e in evs]


def _choose(st: GameState, rng: SplitMix64) -> tuple[int, dict[str, object]]:
    """The easy bot's move for a seat to act: hands that reach wins and run-outs, as at a table."""
    seat = rng.pick(st.to_act())
    return seat, INFO.bots["easy"](seat, rng.next()).choose(st.view(seat), st.legal_actions(seat))


def _between(st: GameState) -> None:
    """A position between two automatic steps."""
    assert st.to_act() == () and not st.is_over()
    text = st.notation()
    back = INFO.load(text)
    assert back.notation() == text and back.pending()
    for seat in (None, 0, 1, 2):
        st.view(seat)
    with pytest.raises(IllegalAction) as e:
        st.apply(0, {"a": "pass"})
    assert e.value.code == "E_NOT_YOUR_TURN"


@pytest.mark.parametrize("preset", ["standard", "single_win"])
def test_stepping_the_rules_reaches_what_one_apply_does(preset: str) -> None:
    opts = INFO.options_for(preset)
    longest = 0
    for seed in range(10, 18):
        whole = INFO.new(opts, seed, None)
        steps = whole.clone()
        rng = SplitMix64(seed)
        while not whole.is_over():
            seat, action = _choose(whole, rng)
            want = whole.apply(seat, action)
            got = steps.apply(seat, action, run=False)
            n = 0
            while steps.pending():
                _between(steps)
                got = got + steps.advance()
                n += 1
            longest = max(longest, n)
            assert _key(got) == _key(want)
            assert steps.notation() == whole.notation()
        with pytest.raises(IllegalAction):
            steps.advance()
    assert longest >= (10 if preset == "standard" else 1)  # locked seats' run-outs were met


def test_a_position_between_steps_holds_no_card_in_flight() -> None:
    st = INFO.new(INFO.options_for(), 3, None)
    rng = SplitMix64(3)
    while not st.pending():
        seat, action = _choose(st, rng)
        st.apply(seat, action, run=False)
    text = st.notation()
    fields = dict(f.split("=", 1) for f in text.split(" ", 1)[1].split("; "))
    assert fields["phase"].startswith("draw:") and "offer" not in fields
    card = next(c for c in ("x7", "d7", "x1", "d1") if c in fields["pile"])
    moved = text.replace(f"pile={fields['pile']}", f"pile={fields['pile'].replace(card, '', 1)}")
    with pytest.raises(NotationError, match="no card is in flight"):
        PaohuziState(f"{moved}; offer={card}:{fields['phase'][-1]}:P")


def test_a_page_table_runs_one_automatic_step_a_tick() -> None:
    """On a page (``slice_ms`` set) a tick applies one bot move or one automatic step, each reported
    as applied (the peer host sends it on); the hand is the one an unsliced table plays."""
    longest = 0
    for seed in (3, 11):  # 11: a run-out of 22 automatic steps
        page = Master(INFO, INFO.options_for(), seed, ["bot:easy"] * 3)
        whole = Master(INFO, INFO.options_for(), seed, ["bot:easy"] * 3)
        page.slice_ms = 5.0
        page.start_hand()
        whole.start_hand()
        seen: list[Applied] = []
        page.on_action = seen.append
        run = 0
        while not page.is_over():
            before, waiting = len(seen), page.pending()
            assert not waiting or page.to_act() == ()
            page.run_bots(limit=1)
            assert len(seen) == before + 1
            a = seen[-1]
            if a.auto == "rules":
                assert a.seat is None and a.action is None and waiting
                run += 1
                longest = max(longest, run)
            else:
                run = 0
        whole.run_bots()
        assert page.hand.actions == whole.hand.actions and page.state.notation() == whole.state.notation()
        assert _key(page.events) == _key(whole.events)
        assert page.replay().final == whole.replay().final
    assert longest >= 10
