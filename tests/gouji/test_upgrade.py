"""Hands recorded before the one action shape (actions keyed ``"type"``) still replay, through
``GAME.upgrade_action``, to the very position the old engine wrote; unconverted, they are refused
with a reason that names the problem."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pygame_core.core import IllegalAction, Replay
from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.rules import catch_up

OLD = json.loads((Path(__file__).resolve().parents[1] / "data" / "gouji-old-replays.json")
                 .read_text(encoding="utf-8"))["replays"]


@pytest.mark.parametrize("old", OLD, ids=lambda r: f"seed{r['seed']}")
def test_old_replay_upgrades_to_the_same_final_position(old: dict[str, Any]) -> None:
    assert GAME.upgrade_action is not None
    assert all("type" in a and "a" not in a for _s, a in old["actions"])
    new = {**old, "actions": [[s, GAME.upgrade_action(a)] for s, a in old["actions"]]}
    final = Replay.from_json(new).run()  # checks the recorded final position
    assert final.notation() == old["final"] and final.is_over()


def test_old_actions_unconverted_are_refused_clearly() -> None:
    old = OLD[0]
    st = Replay.from_json({**old, "actions": []}).start()
    seat, action = old["actions"][0]
    with pytest.raises(IllegalAction) as e:
        st.apply(seat, action)
    assert e.value.code == "E_BAD_ACTION" and '"a"' in e.value.message("en")


def test_upgrade_leaves_todays_actions_alone() -> None:
    assert GAME.upgrade_action is not None
    for a in ({"a": "play", "cards": ["T", "T"]}, {"a": "pass"}, {"a": "pay", "card": "SJ"}):
        assert GAME.upgrade_action(a) == a
    assert GAME.upgrade_action({"type": "pay", "card": "2"}) == {"a": "pay", "card": "2"}


def test_a_hand_recorded_before_every_seat_answered_catches_up() -> None:
    """A table save of the previous engine (no 革命 prompt when nobody was eligible) replays when the
    answers it did not record are filled in by ``catch_up`` (what the table's save loader should do)."""
    saves = json.loads((Path(__file__).resolve().parents[1] / "table" / "v1_saves.json").read_text("utf-8"))
    raw = json.loads(saves["gouji"]["save"])
    hand = raw["hands"][0]
    st = GAME.new(raw["options"], hand["seed"], None)
    filled = 0
    for seat, old in hand["actions"]:
        action = GAME.upgrade_action(old) if GAME.upgrade_action else old
        for s, a in catch_up(st, seat, action):
            st.apply(s, a)
            filled += 1
        st.apply(seat, action)
    assert filled == 6 and st.is_over()
