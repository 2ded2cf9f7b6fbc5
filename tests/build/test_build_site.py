"""A real build into a temp dir: the vendored files, the patched lock, the config, reproducibility,
and that a second build downloads nothing."""

from __future__ import annotations

import hashlib
import json
import shutil
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from build_loader import load_build


@pytest.fixture(scope="module")
def b() -> ModuleType:
    return load_build()


@pytest.fixture(scope="module")
def site(b: Any, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("b") / "site"
    b.build(out)
    return out


def test_vendored_files_and_no_source_maps(b: Any, site: Path) -> None:
    pyo = site / "vendor" / "pyodide"
    assert sorted(p.name for p in pyo.iterdir()) == sorted([*b.PYODIDE_FILES, b.PYODIDE_CLASSIC, b.MICROPIP.filename])
    psc = site / "vendor" / "pyscript"
    assert (psc / "core.js").is_file() and (psc / "core.css").is_file()
    assert not list(site.rglob("*.map")) and not list(site.rglob("*.d.ts"))
    assert (site / "wheels" / b.SEGNO.filename).is_file()
    assert hashlib.sha256((site / "wheels" / b.SEGNO.filename).read_bytes()).hexdigest() == b.SEGNO.sha256


@pytest.mark.skipif(shutil.which("node") is None, reason="the sources stay without Node (build.bytecode_stdlib)")
def test_the_standard_library_ships_as_pyodides_bytecode(b: Any, site: Path) -> None:
    """A first visit compiled Pyodide's standard library from its sources on the main thread (a 6-9 s
    frozen page at load 8): it ships compiled, unchecked hash-based .pyc of Pyodide's own CPython."""
    with zipfile.ZipFile(site / "vendor" / "pyodide" / "python_stdlib.zip") as z:
        names = z.namelist()
        pycs = [n for n in names if n.endswith(".pyc")]
        assert len(pycs) > 400 and not [n for n in names if n.endswith(".py")]
        heads = {z.read(n)[:8] for n in pycs}
    magic = {h[:4] for h in heads}
    assert len(magic) == 1 and {h[4:8] for h in heads} == {(1).to_bytes(4, "little")}


def test_lock_entry_matches_the_vendored_micropip(b: Any, site: Path) -> None:
    pyo = site / "vendor" / "pyodide"
    entry = json.loads((pyo / "pyodide-lock.json").read_text())["packages"]["micropip"]
    assert entry["file_name"] == b.MICROPIP.filename
    assert entry["sha256"] == hashlib.sha256((pyo / b.MICROPIP.filename).read_bytes()).hexdigest()


def test_config_and_build_info_use_relative_urls_to_real_files(b: Any, site: Path) -> None:
    config = json.loads((site / "pyscript.json").read_text())
    assert config["packages_cache"] == "passthrough"
    # web/boot.mjs has the wheel built in: PyScript gets no packages, so it skips its package graph
    assert config["interpreter"] == "./boot.mjs" and "packages" not in config
    # PyScript's plugins the page never uses are off: a start loads none of their modules
    assert {"!py-editor", "!py-terminal", "!py-game", "!donkey"} <= set(config["plugins"])
    assert "!error" not in config["plugins"]
    info = json.loads((site / "build-info.json").read_text())
    urls = [config["interpreter"], *config.get("packages", []), info["wheel"], *info["extra_wheels"].values()]
    for url in urls:
        assert url.startswith("./") and (site / url).is_file(), url
    wheel = site / info["wheel"]
    assert wheel.name.endswith(b.START_SUFFIX)
    assert wheel.parent.name == info["wheel_sha256"][:12]  # content-hashed folder: never a stale wheel
    names = [name for name, _ in b.read_start_archive(wheel.read_bytes())]
    # the start wheel: no typing marker, no command line, none of the lazy bundles' modules
    assert "pygame_core/py.typed" not in names and "pygame_core/core/game.py" in names
    assert "pygame_core/net/host.py" not in names and "pygame_core/__main__.py" not in names
    assert not any(n.endswith((".pyc", ".md")) for n in names)
    for url in info["lazy"]:
        assert url.startswith("./wheels/") and url.endswith(".zip") and (site / url).is_file(), url


def test_second_build_downloads_nothing_and_is_identical(b: Any, site: Path, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    def no_network(tmp: Path) -> Path:
        raise AssertionError("a second build tried to download")
    monkeypatch.setattr(b, "_fetch_npm", lambda pin: no_network)
    monkeypatch.setattr(b, "_fetch_wheel", lambda pin: no_network)
    again = tmp_path / "site"
    b.build(again)

    def digest(root: Path) -> dict[str, str]:
        return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
                for p in root.rglob("*") if p.is_file()}
    assert digest(again) == digest(site)
    assert not b.needs_build(again)


def test_a_first_visit_preloads_pyscripts_error_plugin(b: Any, site: Path) -> None:
    """PyScript imports its error plugin's chunk (plugins off or not) only once Python is up: the page
    preloads it from the first moment, by the name build.py finds in PyScript's main chunk."""
    late = b.late_chunks(site)
    assert len(late) == 1 and late[0].startswith("vendor/pyscript/error-") and (site / late[0]).is_file(), late
    assert f'/*LATE*/["./{late[0]}"]/*END*/' in (site / "index.html").read_text(encoding="utf-8")


def test_the_loading_bar_moves_while_the_main_thread_is_busy(site: Path) -> None:
    """Play-test 9: on a loaded machine the bar stood at ~78% for 20-30 s while Python started (the
    page's own timers wait behind it) and read as frozen. A sheen animates a transform, which the
    compositor runs on its own, on the bar's track; reduced motion turns it off."""
    css = (site / "style.css").read_text(encoding="utf-8")
    rule = css[css.index(".load-track::after {"):]
    assert "animation: load-sheen" in rule[:rule.index("}")]
    frames = css[css.index("@keyframes load-sheen"):]
    assert "transform: translateX" in frames[:frames.index("} }")]
    assert "prefers-reduced-motion: reduce) { .load-track::after { animation: none; }" in css


def test_the_loading_screen_speaks_a_players_words(site: Path) -> None:
    """Play-test 11: the first visit read "正在启动 Python…": a player waits for the table, not for a
    language runtime; every stage's words (three languages) name no technology."""
    page = (site / "index.html").read_text(encoding="utf-8")
    labels = page[page.index("const label = {"):page.index("let lang =")]
    assert "正在准备牌桌" in labels and "Setting up the table" in labels
    for word in ("Python", "Pyodide", "WebAssembly", "wasm"):
        assert word not in labels, word
