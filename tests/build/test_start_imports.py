"""What a first visit imports before its start screen's first frame (web/main.py's imports, the App,
the frame): not the table, the replay viewer, the rules screen and its model, nor the games' table
parts. A first visit compiles every module it imports from source (no bytecode ships): these took
60 % of main.py's imports in Pyodide (README Start-up), and the first frame uses none of them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Imported where they are used (a tap on start, rules, import a replay; hot-seat plans).
LATER = ("pygame_core.ui.table_screen", "pygame_core.ui.replay_view", "pygame_core.ui.guide_screen",
         "pygame_core.ui.guide.model", "pygame_core.ui.plugin", "pygame_core.ui.games")

# web/main.py's imports and first frame, without the page (storage in memory).
FIRST_FRAME = """
import json, sys
from pygame_core.ui import lazy
from pygame_core.core.replay import Replay
from pygame_core.ui.app import App
from pygame_core.ui.screen import MemoryStorage
from pygame_core.ui.start import StartScreen
from pygame_core.ui.theme import FONTS
app = App(MemoryStorage(), lang=None)
assert isinstance(app.screen, StartScreen)
frame = json.loads(app.frame_json(0.0))
print(json.dumps({"modules": sorted(sys.modules), "drew": bool(frame)}))
"""


def first_frame_modules() -> tuple[set[str], bool]:
    res = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, cwd=ROOT, check=True)
    out = json.loads(res.stdout.strip().splitlines()[-1])
    return set(out["modules"]), bool(out["drew"])


def test_the_first_frame_imports_no_table_replay_or_rules_screen() -> None:
    modules, drew = first_frame_modules()
    assert drew
    assert "pygame_core.ui.start" in modules  # the probe imported what main.py imports
    assert sorted(m for m in modules if m.startswith(LATER)) == []
