"""The benchmark package itself (quick: no browser, tiny samples): the timings, the code the page's
runPython hook runs, the floor view of a site, the command line and build.py's thin entry."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pygame_core.core import registry
from pygame_core.table import LocalClient, Master
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.table_screen import TableScreen

from . import frames, timing
from . import soak as bench_soak
from .__main__ import ROOT, main, table
from .browser import FLOOR, FLOOR_WARM, PYSCRIPT_FLOOR, PYSCRIPT_FLOOR_JSON, attribute, site_with_floor
from .start import FLOOR_MODES, MODES, variants
from .start import rows as start_rows


def test_timings_report_counts_and_percentiles() -> None:
    sps = timing.songs_per_second("huaniao", "simple", 0.05)
    assert sps["hands"] >= 1 and sps["hands_per_second"] > 0
    t = timing.bot_decision_times("huaniao", "regular", "normal", 6)
    assert t["decisions"] == 6 and 0 <= t["p50_ms"] <= t["p95_ms"] <= t["max_ms"]


def test_decisions_are_sampled_across_the_hand() -> None:
    """The quick sample of 够级 reaches the play well into the hand, not only the opening calls."""
    got = timing.decision_positions("gouji", "standard", 5)
    assert len(got) == 5 and all(len(legal) > 1 for _, _, _, legal in got)
    sizes = [len(view["hand"]) for _, _, view, _ in got]
    assert got[-1][2]["phase"] == "play" and min(sizes) < max(sizes) // 2


def _page_hook() -> Any:
    """web/main.py's run_python, compiled on its own (the rest of main.py needs a browser)."""
    tree = ast.parse((ROOT / "web" / "main.py").read_text(encoding="utf-8"))
    fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "run_python")
    ns: dict[str, Any] = {"json": json}
    exec(compile(ast.Module(body=[fn], type_ignores=[]), "web/main.py", "exec"), ns)
    return ns["run_python"]


def test_the_timing_snippet_runs_through_the_page_hook() -> None:
    raw = _page_hook()(timing.snippet("bot_decision_times('gouji', 'standard', 'normal', 3, seed=1)"))
    got = json.loads(raw)
    assert got["game"] == "gouji" and got["decisions"] == 3 and got["p50_ms"] >= 0


def test_the_floor_view_serves_the_site_without_writing_into_it(tmp_path: Path) -> None:
    site = tmp_path / "site"
    (site / "vendor").mkdir(parents=True)
    (site / "index.html").write_text("page")
    (site / "vendor" / "pyodide.mjs").write_text("m")
    view = site_with_floor(site, tmp_path / "view")
    assert (view / "index.html").read_text() == "page" and (view / "vendor" / "pyodide.mjs").read_text() == "m"
    assert "loadPyodide" in (view / FLOOR).read_text()
    assert sorted(p.name for p in site.iterdir()) == ["index.html", "vendor"]


def test_table_rows_and_json_output(tmp_path: Path, capsys: Any) -> None:
    rows = dict(table({"sizes": {"wheel_bytes": 2000, "own_code_bytes": 5000, "icon_bytes": 0, "site_bytes": 2**20},
                       "cpython": {"bots": {"g/p/l": {"p50_ms": 1.5, "p95_ms": 12.25, "decisions": 3}}}}))
    assert rows["wheel (KB)"] == "2.0" and rows["CPython bot decision p50/p95 ms g/p/l"] == "1.5 / 12.2  (n=3)"
    assert main(["cpython", "--quick", "--game", "huaniao", "--json", "--out", str(tmp_path / "b.json")]) == 0
    out = json.loads(capsys.readouterr().out)  # stdout holds the JSON alone
    assert out == json.loads((tmp_path / "b.json").read_text())
    assert "huaniao/regular/hard" in out["cpython"]["bots"]


def test_start_rows_give_ratios_to_the_bare_floor_and_the_bytes_on_the_wire() -> None:
    got = dict(start_rows({"median_ms": {"bare_cold": 4000, "page_cold": 3900, "page_warm": 900, "saved_warm": 1100},
                           "ratio_to_bare_cold": {"page_cold": 0.975, "page_warm": 0.225, "saved_warm": 0.275},
                           "runs": 3, "screens": {}, "loadavg_1min": {"min": 1, "median": 2, "max": 3},
                           "wire_bytes": {"own_code_wire": 250_000, "wheel": 230_000, "web_gzip": 20_000,
                                          "icons": 17_000, "lazy_bundles": 150_000}}))
    assert got["start: page warm, repeat visit (median ms; ratio goal <= 0.25)"] == "900  (0.225x)"
    assert got["start: load average (1 min) min / median / max"] == "1 / 2 / 3"
    assert got["own code on the wire: wheel + gzipped web/ (KB, goal < 300)"].startswith("250.0 (wheel 230.0")


def test_floors_and_an_old_site_join_the_rounds_and_the_rows(tmp_path: Path) -> None:
    assert variants(False, False) == MODES
    assert variants(True, True, ["page_warm"]) == ("bare_cold", "page_warm", *FLOOR_MODES, "old:page_warm")
    got = dict(start_rows({"median_ms": {"bare_cold": 2000, "floor_warm": 600, "old:page_warm": 900},
                           "ratio_to_bare_cold": {"floor_warm": 0.3, "old:page_warm": 0.45},
                           "runs": 1, "screens": {}, "loadavg_1min": {"min": 1, "median": 2, "max": 3}}))
    assert got["start: floor: bare Pyodide warm, its own snapshot (median ms)"] == "600  (0.300x)"
    assert got["start: page warm, repeat visit (median ms; ratio goal <= 0.25) (old site)"] == "900  (0.450x)"
    site = tmp_path / "site"
    site.mkdir()
    (site / "pyscript.json").write_text('{"interpreter": "./boot.mjs", "plugins": ["!py-editor"]}')
    view = site_with_floor(site, tmp_path / "view")
    config = json.loads((view / PYSCRIPT_FLOOR_JSON).read_text())
    assert config == {"interpreter": "./vendor/pyodide/pyodide.mjs", "plugins": ["!py-editor"]}
    assert "_loadSnapshot" in (view / FLOOR_WARM).read_text() and "type=\"py\"" in (view / PYSCRIPT_FLOOR).read_text()


def test_command_line_and_the_build_py_entry() -> None:
    res = subprocess.run([sys.executable, "build.py", "bench", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert res.returncode == 0 and "python -m tests.bench" in res.stdout
    res = subprocess.run([sys.executable, "-m", "tests.bench", "nonsense"], cwd=ROOT, capture_output=True, text=True)
    assert res.returncode == 2 and "unknown part" in res.stderr


def test_the_soak_comparison_runs_both_trees_on_the_same_hands(tmp_path: Path) -> None:
    # Against this very commit (unpacked with git archive): the same seed plays the same hands.
    commit = bench_soak.unpack("HEAD", tmp_path)
    assert len(commit) == 40 and (tmp_path / "pygame_core" / "soak.py").is_file()
    out = bench_soak.compare(tmp_path, "huaniao", 2, 1, 1)
    assert out["base"]["actions"] == out["new"]["actions"] > 0
    assert out["base"]["failures"] == out["new"]["failures"] == 0 and out["ratio_cpu"] > 0
    assert out["digests_agree"] + out["searching_hands"] == 2 and out["digests_agree"] > 0


def test_the_soak_comparison_fails_when_a_hand_differs() -> None:
    base = {"digests": [[1, "aa", True], [2, "bb", True], [1, "cc", False]]}
    same = {"digests": [[1, "aa", True], [2, "bb", True], [1, "zz", False]]}  # a searching seat may differ
    assert bench_soak.agree({"base": [base], "new": [same]}) == (2, 1)
    other = {"digests": [[1, "aa", True], [2, "bx", True], [1, "cc", False]]}
    with pytest.raises(bench_soak.Disagreement, match="2th hand"):
        bench_soak.agree({"base": [base], "new": [other]})
    with pytest.raises(bench_soak.Disagreement, match="ended 2 hands"):
        bench_soak.agree({"base": [base], "new": [{"digests": base["digests"][:2]}]})


def test_atomic_steps_are_timed_through_the_page_hook() -> None:
    got = json.loads(_page_hook()(timing.snippet("step_times('huaniao', 'regular', 'easy', 1)")))
    longest = got["longest"]
    assert got["hands"] == 1 and 0 < len(longest) <= 5
    assert all(a[0] >= b[0] for a, b in zip(longest, longest[1:], strict=False))
    assert any(what.startswith(("apply ", "bot easy ", "returns")) for _, what in longest)


def test_the_frame_timers_attribute_a_slow_frame_and_match_it_to_a_long_task() -> None:
    """frames.py under CPython: a table's frames are timed by step, a slow one is kept with what
    the table was doing, and ``attribute`` puts it inside the long task that covers it."""
    info = registry.get("huaniao")
    app = App(MemoryStorage())
    app.settings.update({"speed": "instant", "tour_off": True})
    m = Master(info, info.options_for(), 3, ["bot:easy"] * info.seats)
    app.show(TableScreen(app, LocalClient(m, 0.0, lambda s: None)))
    frames.install(app)
    old, frames.SLOW_MS = frames.SLOW_MS, -1.0  # keep every frame
    try:
        for i in range(5):
            app.frame_json(0.1 * i)
        status = frames.status()
    finally:
        frames.SLOW_MS = old
        frames.uninstall()
    slow = frames.take()
    assert len(slow) == 5 and status["tasks"] >= 5 and not hasattr(App, "_frames_installed")
    r = max(slow, key=lambda x: x["ms"])
    assert any("draw table" in x["steps"] for x in slow) and r["task"] == "frame" and r["ctx"]["screen"] == "table"
    tasks = attribute([[r["at"] - 0.5, 60.0]], slow, [[r["at"], r["ms"], 12.0, 100]])
    assert tasks[0]["python_ms"] >= round(r["ms"]) and tasks[0]["canvas_ms"] == 12 and tasks[0]["cause"] != "?"
