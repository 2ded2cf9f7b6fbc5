"""A fresh machine: `build.py build` in a bare `python -m venv --without-pip` (no pip, no package at
all), with a copy of the download cache and every network route blocked, writes the same site as
this interpreter does. Also the pip-less download path, against a local stand-in for PyPI."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from build_loader import ROOT, load_build


@pytest.fixture(scope="module")
def b() -> ModuleType:
    return load_build()


@pytest.fixture(scope="module")
def bare_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    venv = tmp_path_factory.mktemp("venv") / "v"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    py = venv / "bin" / "python"
    assert subprocess.run([str(py), "-c", "import pip"], capture_output=True).returncode != 0
    return py


def _digests(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in root.rglob("*") if p.is_file()}


def test_build_in_a_bare_venv_from_a_copied_cache(b: Any, bare_python: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cache.mkdir()
    for path in (b.npm_tarball(b.PYODIDE), b.npm_tarball(b.PYSCRIPT), b.pypi_wheel(b.MICROPIP),
                 *(b.pypi_wheel(pin) for pin in b.EXTRA_WHEELS),
                 *(b.npm_tarball(pin) for pin in b.JS_MODULES)):  # fills the real cache if empty
        shutil.copy2(path, cache / path.name)
    dead = "http://127.0.0.1:9"  # nothing listens there: any download attempt fails at once
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "PIP_", "VIRTUAL_ENV"))}
    env.update(PAIJU_CACHE=str(cache), http_proxy=dead, https_proxy=dead, HTTP_PROXY=dead, HTTPS_PROXY=dead,
               npm_config_offline="true")
    site = tmp_path / "site"
    res = subprocess.run([str(bare_python), str(ROOT / "build.py"), "build", "--out", str(site)],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    assert "downloading" not in res.stderr, res.stderr
    ref = tmp_path / "ref"
    b.build(ref)
    assert _digests(site) == _digests(ref)  # same wheel, same site, whichever Python built it


def test_wheels_come_from_the_json_index_when_pip_is_missing(b: Any, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    index = tmp_path / "index"
    data = b"a wheel"
    (index / "files").mkdir(parents=True)
    (index / "files" / "w-1.0-py3-none-any.whl").write_bytes(data)
    srv = b.BackgroundServer(index).start()
    try:
        (index / "w").mkdir()  # the simple index's project page, a folder served as its index.html
        (index / "w" / "index.html").write_text(json.dumps({"files": [
            {"filename": "w-0.9-py3-none-any.whl", "url": srv.url + "files/missing"},
            {"filename": "w-1.0-py3-none-any.whl", "url": srv.url + "files/w-1.0-py3-none-any.whl"}]}))
        monkeypatch.setattr(b, "PYPI_SIMPLE", srv.url.rstrip("/"))
        monkeypatch.setattr(b, "_have_pip", lambda: False)
        pin = b.WheelPin("w", "1.0", hashlib.sha256(data).hexdigest())
        got = b.cached_download(pin.filename, pin.sha256, "w", b._fetch_wheel(pin), tmp_path / "cache")
        assert got.read_bytes() == data
        with pytest.raises(b.BuildError, match="lists no"):
            b._fetch_wheel(b.WheelPin("w", "2.0", "0" * 64))(tmp_path)
    finally:
        srv.stop()
