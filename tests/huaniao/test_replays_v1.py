"""Replays and saves recorded before the game skeleton still load: their actions (the same
``{"a": ...}`` shape, so no ``upgrade_action``) re-apply to the same song, checked against the final
spectator view and returns the old engine recorded (tests/data/huaniao-v1-replays.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pygame_core.core.replay import Replay
from pygame_core.games.huaniao import GAME

DATA = json.loads((Path(__file__).resolve().parents[1] / "data" / "huaniao-v1-replays.json").read_text("utf-8"))


@pytest.mark.parametrize("song", DATA["songs"], ids=[s["preset"] for s in DATA["songs"]])
def test_an_old_action_list_replays_to_the_same_end(song: dict[str, Any]) -> None:
    assert GAME.upgrade_action is None  # the action shape did not change
    rp = Replay.loads(json.dumps({"format": "paiju-replay/1", "game": "huaniao", "options": song["options"],
                                  "seed": song["seed"], "actions": song["actions"]}))
    final = rp.run()
    assert final.is_over()
    assert final.view(None) == song["final_view"]
    assert final.returns() == song["returns"]
    again = GAME.load(final.notation())
    assert again.view(None) == song["final_view"]
