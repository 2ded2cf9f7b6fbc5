"""The site's wheels (build.py site_wheels): a start wheel and lazy bundles that together hold every
module once, with comments and docstrings blanked and line numbers kept; and the import hook that
fetches a bundle on first import (pygame_core/ui/lazy.py), run in a fresh interpreter on them."""

from __future__ import annotations

import ast
import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from build_loader import load_build

SAMPLE = '''"""Module doc."""
import os  # why


class A:
    """Only a docstring."""


def f(x):  # a comment
    """Doc
    on two lines."""
    return x + 1  # the answer


def g(): """kept: on the def's line"""
'''


@pytest.fixture(scope="module")
def b() -> ModuleType:
    return load_build()


@pytest.fixture(scope="module")
def wheels(b: Any, tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, dict[str, tuple[bytes, list[str]]], Path]:
    full = b.build_wheel(b.ROOT, tmp_path_factory.mktemp("full"))
    start, bundles = b.site_wheels(full)
    return start, bundles, full


def test_strip_source_keeps_every_line_where_it_was(b: Any) -> None:
    out = b.strip_source(SAMPLE)
    assert out.count("\n") == SAMPLE.count("\n")
    assert "#" not in out and "Module doc" not in out and "two lines" not in out and "kept: on" in out
    tree = ast.parse(out)
    f = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "f")
    assert f.body[0].lineno == 12 and isinstance(f.body[0], ast.Return)  # `return x + 1` stays on line 12
    a = next(n for n in tree.body if isinstance(n, ast.ClassDef))
    assert isinstance(a.body[0], ast.Pass)
    ns: dict[str, Any] = {}
    exec(compile(out, "sample", "exec"), ns)
    assert ns["f"](1) == 2 and ns["f"].__doc__ is None


def test_every_module_ships_once_and_the_start_wheel_leaves_out_the_lazy_ones(b: Any, wheels: Any) -> None:
    start, bundles, full = wheels
    names = {n for n in zipfile.ZipFile(full).namelist() if ".dist-info/" not in n}
    start_names = {n for n in zipfile.ZipFile(io.BytesIO(start)).namelist() if ".dist-info/" not in n}
    lazy_names = [n for data, _ in bundles.values() for n in zipfile.ZipFile(io.BytesIO(data)).namelist()]
    assert len(lazy_names) == len(set(lazy_names)) and not start_names & set(lazy_names)
    dropped = names - start_names - set(lazy_names)
    assert dropped == set(b.SITE_DROP)
    assert "pygame_core/games/gouji/dian_gong.json" in start_names  # the start screen imports every engine
    assert "pygame_core/ui/lazy.py" in start_names and "pygame_core/net/host.py" not in start_names
    assert "pygame_core.ui.games.gouji" in bundles["gouji"][1] and "pygame_core.net.host" in bundles["more"][1]


def test_the_import_hook_fetches_a_bundle_on_first_import(wheels: Any, tmp_path: Path) -> None:
    start, bundles, _ = wheels
    zipfile.ZipFile(io.BytesIO(start)).extractall(tmp_path / "site-packages")
    served = {f"https://x/{name}.zip": data for name, (data, _) in bundles.items()}
    (tmp_path / "bundles.json").write_text(json.dumps(
        {f"https://x/{name}.zip": mods for name, (_, mods) in bundles.items()}))
    for url, data in served.items():
        (tmp_path / url.rsplit("/", 1)[1]).write_bytes(data)
    code = f"""
import json, sys
from pathlib import Path
sys.path.insert(0, {str(tmp_path / "site-packages")!r})
tmp = Path({str(tmp_path)!r})
try:
    import pygame_core.ui.games.gouji
    raise SystemExit("imported without its bundle")
except ModuleNotFoundError:
    pass
from pygame_core.ui import lazy
got = []
def fetch(url):
    got.append(url)
    return (tmp / url.rsplit("/", 1)[1]).read_bytes()
finder = lazy.install(json.loads((tmp / "bundles.json").read_text()), fetch)
assert finder.target == tmp / "site-packages", finder.target
import importlib.util
assert importlib.util.find_spec("pygame_core.ui.lobby") is not None and got == []  # finding fetches nothing
from pygame_core.ui import games
view = games.plugin_for("gouji")
assert view.__module__.startswith("pygame_core.ui.games.gouji"), view
from pygame_core.ui.games.gouji import ui
import pygame_core.net.host
assert got == ["https://x/gouji.zip", "https://x/more.zip"], got
assert finder.pending() == ["https://x/paohuzi.zip"] and lazy.install({{}}) is finder
print(ui.__name__, pygame_core.__file__)
"""
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    assert res.stdout.startswith("pygame_core.ui.games.gouji.ui " + str(tmp_path / "site-packages"))


def test_a_bundle_that_cannot_come_is_said_and_the_same_tap_online_fetches_it(wheels: Any, tmp_path: Path) -> None:
    """Offline before the prefetch: 开始 for 够级 stays on the start screen and tells the player (never
    the generic table in silence); once online, the same tap opens 够级's own table."""
    start, bundles, _ = wheels
    zipfile.ZipFile(io.BytesIO(start)).extractall(tmp_path / "site-packages")
    for name, (data, _) in bundles.items():
        (tmp_path / f"{name}.zip").write_bytes(data)
    (tmp_path / "bundles.json").write_text(json.dumps(
        {f"https://x/{name}.zip": mods for name, (_, mods) in bundles.items()}))
    code = f"""
import json, sys
from pathlib import Path
sys.path.insert(0, {str(tmp_path / "site-packages")!r})
tmp = Path({str(tmp_path)!r})
from pygame_core.ui import lazy
online = [False]
def fetch(url):
    if not online[0]:
        raise OSError("net::ERR_INTERNET_DISCONNECTED")
    return (tmp / url.rsplit("/", 1)[1]).read_bytes()
finder = lazy.install(json.loads((tmp / "bundles.json").read_text()), fetch)
from pygame_core.ui.app import App
from pygame_core.ui.texts import t
app = App()
app.frame(0.5)  # the first tick loads every game's engine
app.tap("game:gouji", 1.0)
app.tap("seats:hot2", 1.0)
app.frame(1.0)  # the start screen draws without 够级's seat plans
app.tap("start", 1.0)
st = app.state()
assert st["screen"] == "start" and st["toast"] == t("bundle_missing", app.lang), st
online[0] = True
app.tap("start", 2.0)
assert app.screen.name == "table", app.screen.name
assert type(app.screen.plugin).__module__.startswith("pygame_core.ui.games.gouji"), type(app.screen.plugin)
print("ok")
"""
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip().endswith("ok")
