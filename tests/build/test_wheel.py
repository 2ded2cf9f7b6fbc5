"""build.py's standard-library wheel writer: reproducible, and the same files and metadata
as hatchling's build of the same tree (hatchling is a pinned test package; skipped without it)."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from build_loader import ROOT, load_build

_b = load_build()
WheelError, build_wheel = _b.WheelError, _b.build_wheel

HAVE_HATCHLING = importlib.util.find_spec("hatchling") is not None


def _hatchling_wheel(root: Path, out: Path) -> Path:
    # In a child, from the project root: hatchling reads pyproject.toml from the working directory.
    code = "import sys, hatchling.build as b; print(b.build_wheel(sys.argv[1]))"
    res = subprocess.run([sys.executable, "-c", code, str(out)], cwd=root, check=True,
                         capture_output=True, text=True)
    return out / res.stdout.strip().splitlines()[-1]


def _assert_same_as_hatchling(ours: Path, theirs: Path) -> None:
    assert ours.name == theirs.name
    a, b = zipfile.ZipFile(ours), zipfile.ZipFile(theirs)
    assert a.namelist() == b.namelist()  # same files, same order
    for name in a.namelist():
        if name.endswith(".dist-info/RECORD"):
            continue  # holds WHEEL's hash, which differs by the Generator line
        mine, hers = a.read(name), b.read(name)
        if name.endswith(".dist-info/WHEEL"):
            def fields(x: bytes) -> list[str]:
                return [ln for ln in x.decode().splitlines() if not ln.startswith("Generator:")]
            mine, hers = fields(mine), fields(hers)  # type: ignore[assignment]
        assert mine == hers, name
    rec = a.read(next(n for n in a.namelist() if n.endswith("RECORD"))).decode().splitlines()
    assert [r.split(",")[0] for r in rec] == a.namelist()


def test_the_wheel_is_byte_identical_between_builds(tmp_path: Path) -> None:
    one = build_wheel(ROOT, tmp_path / "1")
    two = build_wheel(ROOT, tmp_path / "2")
    assert one.read_bytes() == two.read_bytes()
    z = zipfile.ZipFile(one)
    assert {i.date_time for i in z.infolist()} == {(2020, 2, 2, 0, 0, 0)}
    assert {i.external_attr >> 16 for i in z.infolist()} == {0o100644}
    names = z.namelist()
    assert "pygame_core/py.typed" in names and "pygame_core/games/gouji/dian_gong.json" in names
    assert not any(n.endswith((".pyc", ".md")) or "__pycache__" in n for n in names)


@pytest.mark.skipif(not HAVE_HATCHLING, reason="hatchling is not installed (.ci/run installs it)")
def test_same_files_and_metadata_as_hatchling(tmp_path: Path) -> None:
    _assert_same_as_hatchling(build_wheel(ROOT, tmp_path / "ours"), _hatchling_wheel(ROOT, tmp_path / "h"))


@pytest.mark.skipif(not HAVE_HATCHLING, reason="hatchling is not installed (.ci/run installs it)")
def test_same_as_hatchling_with_a_license_ignored_files_and_markdown(tmp_path: Path) -> None:
    root = tmp_path / "tree"
    root.mkdir()
    for name in ("pyproject.toml", "README.md", ".gitignore"):
        shutil.copy2(ROOT / name, root / name)
    shutil.copytree(ROOT / "pygame_core", root / "pygame_core")
    (root / "LICENSE").write_text("MIT\n")
    (root / "pygame_core" / "__pycache__").mkdir(exist_ok=True)
    (root / "pygame_core" / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"c")
    (root / "pygame_core" / "notes.md").write_text("excluded by pyproject")
    (root / "pygame_core" / "data.txt").write_text("shipped")
    ours = build_wheel(root, tmp_path / "ours")
    _assert_same_as_hatchling(ours, _hatchling_wheel(root, tmp_path / "h"))
    names = zipfile.ZipFile(ours).namelist()
    assert "pygame_core-0.1.0.dist-info/licenses/LICENSE" in names and "pygame_core/data.txt" in names


def test_settings_it_does_not_understand_stop_the_build(tmp_path: Path) -> None:
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "__init__.py").write_text("")
    base = '[project]\nname = "p"\nversion = "1"\n'
    for extra, message in (('[tool.hatch.build.targets.wheel]\npackages = ["p"]\nsources = ["src"]\n', "understands"),
                           ('scripts = {p = "p:main"}\n[tool.hatch.build.targets.wheel]\npackages = ["p"]\n', "keys"),
                           ('dependencies = ["x; python_version < \'3.12\'"]\n'
                            '[tool.hatch.build.targets.wheel]\npackages = ["p"]\n', "markers")):
        (tmp_path / "pyproject.toml").write_text(base + extra)
        with pytest.raises(WheelError, match=message):
            build_wheel(tmp_path, tmp_path / "out")
