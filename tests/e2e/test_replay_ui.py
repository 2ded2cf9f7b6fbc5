"""The replay viewer and the first-game tour through the real page: a 花鸟风月 song finished by
pressing only what is on screen (the tour first, closed by one tap), the viewer opened from the end
panel, stepped through, its file downloaded and replayed by ``python -m pygame_core replay``, then
imported again through the start screen's file picker; on a touch phone and on a laptop, with
screenshots of the tour and the viewer."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from test_huaniao_ui import LAPTOP, play, press, start_game, state

ROOT = Path(__file__).resolve().parents[2]


def viewer_round_trip(page: Any, tap: Any, shot: Any, size: str, tmp_path: Path, harness: Any) -> None:
    """Each screen is pressed once it is drawn (``harness.wait_drawn``): the state names a new
    screen before its first frame, whose hits are still the old screen's."""
    page.wait_for_function("JSON.parse(window.paiju.state()).tour === 0", timeout=10_000)
    page.wait_for_timeout(500)  # let the loading curtain finish fading
    st = state(page)
    assert st["tour"] == 0, "the first table of a game opens with the tour"
    shot(page, f"{size}-tour")
    press(page, st, "tour:next", tap)  # its 知道了: one tap closes it
    page.wait_for_timeout(150)
    assert state(page)["tour"] is None
    shot(page, f"{size}-tour-closed")
    end = play(page, tap, seed=7)
    assert end["over"] and end["end_shown"] and end["tour"] is None
    shot(page, f"{size}-end")
    press(page, end, "end:replay", tap)
    st = harness.wait_drawn(page, "rv:next")
    assert st["screen"] == "replay"
    assert st["step"] == 0 and st["steps"] == end["actions"] and st["hands"] == [10, 10, 10, 10]
    shot(page, f"{size}-viewer-deal")
    seen = [0]
    for _ in range(6):  # each step writes the log: a silent one (a 且慢 window closing) is passed over
        press(page, state(page), "rv:next", tap)
        page.wait_for_timeout(100)
        seen.append(state(page)["step"])
    assert seen == sorted(set(seen)) and seen[-1] >= 6, seen
    press(page, state(page), "rv:prev", tap)
    page.wait_for_timeout(100)
    assert state(page)["step"] == seen[-2]
    shot(page, f"{size}-viewer-step5")
    press(page, state(page), "rv:end", tap)
    page.wait_for_timeout(100)
    last = state(page)
    assert last["step"] == last["steps"] and last["over"] and last["notation"] == end["notation"]
    shot(page, f"{size}-viewer-end")
    with page.expect_download() as got:
        press(page, last, "rv:export", tap)
    dl = got.value
    path = tmp_path / f"{size}-{dl.suggested_filename}"
    dl.save_as(str(path))
    assert path.name.endswith(".json")
    cli = subprocess.run([sys.executable, "-m", "pygame_core", "replay", str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert cli.returncode == 0, cli.stderr + cli.stdout
    # back to the end panel, home, and the file comes back in through the picker
    press(page, state(page), "rv:close", tap)
    st = harness.wait_drawn(page, "end:menu")
    assert st["end_shown"]
    press(page, st, "end:menu", tap)
    st = harness.wait_drawn(page, "ask:yes")  # asked first: the card says the score is kept
    page.wait_for_timeout(600)  # read as a person would (its buttons wait out a double tap)
    press(page, st, "ask:yes", tap)
    st = harness.wait_drawn(page, "advanced")
    assert st["screen"] == "start"
    if "replay_import" not in {h["id"] for h in st["hits"]}:
        press(page, st, "advanced", tap)
    with page.expect_file_chooser() as chooser:
        press(page, harness.wait_drawn(page, "replay_import"), "replay_import", tap)
    chooser.value.set_files(str(path))
    again = harness.wait_drawn(page, "rv:close")
    assert again["screen"] == "replay"
    assert again["steps"] == last["steps"] and again["step"] == 0
    # a file that is no replay: a message, and the start screen stays as it was
    bad = tmp_path / "notes.json"
    bad.write_text('{"format": "something-else"}', encoding="utf-8")
    press(page, again, "rv:close", tap)
    with page.expect_file_chooser() as chooser:
        press(page, harness.wait_drawn(page, "replay_import"), "replay_import", tap)
    chooser.value.set_files(str(bad))
    # (the export's own toast may still show: wait for the refusal's)
    page.wait_for_function("JSON.parse(window.paiju.state()).toast.includes('paiju-replay/1')", timeout=10_000)
    st = state(page)
    assert st["screen"] == "start" and "paiju-replay/1" in st["toast"]
    shot(page, f"{size}-import-refused")


def test_phone_song_tour_viewer_export_import(browser: Any, server: Any, harness: Any, shot: Any,
                                              tmp_path: Path) -> None:
    with harness.phone_page(browser, server.url) as (page, log, tap):
        start_game(page, tap)
        viewer_round_trip(page, tap, shot, "phone", tmp_path, harness)
        assert log.external == [] and log.page_errors == [] and log.console_errors == []


def test_laptop_song_tour_viewer_export_import(page: Any, server: Any, wait_ready: Any, shot: Any,
                                               browser_log: Any, tmp_path: Path, harness: Any) -> None:
    page.set_viewport_size(LAPTOP)
    page.goto(server.url)
    wait_ready(page, 120)

    def click(x: float, y: float) -> None:
        page.mouse.click(x, y)

    start_game(page, click)
    viewer_round_trip(page, click, shot, "laptop", tmp_path, harness)
    assert browser_log.external == [] and browser_log.page_errors == []
