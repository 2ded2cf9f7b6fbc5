"""build.py imported under another name: ``import build`` would find the PyPI ``build`` package.
(A helper module rather than a conftest.py, so mypy sees one ``conftest`` module in tests/.)"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load_build() -> ModuleType:
    mod = sys.modules.get("paiju_build")
    if mod is None:
        spec = importlib.util.spec_from_file_location("paiju_build", ROOT / "build.py")
        assert spec and spec.loader
        mod = importlib.util.module_from_spec(spec)
        sys.modules["paiju_build"] = mod  # dataclasses look the module up by name
        spec.loader.exec_module(mod)
    return mod


def built_site(site: Path | None) -> tuple[ModuleType, Path]:
    """build.py and the site to measure: ``site`` as given, else site/, rebuilt if stale."""
    build = load_build()
    if site is None:
        site = build.SITE
        if build.needs_build():
            build.build()
    return build, site
