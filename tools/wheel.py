"""A pure py3-none-any wheel written with the standard library, so `build.py build` runs on a bare
Python with no pip package installed (not even pip).

It reads pyproject.toml the way hatchling does for this project: ``[project]`` for the metadata and
``[tool.hatch.build.targets.wheel]`` ``packages`` / ``exclude`` for the files, minus what .gitignore
ignores. Any other setting it does not understand stops the build rather than being guessed at;
tests/build/test_wheel.py compares the result with hatchling's build of the same tree.

The zip is deterministic: entries in hatchling's walk order, one fixed timestamp, fixed permissions,
so a rebuild of unchanged sources is byte-identical.
"""

from __future__ import annotations

import base64
import csv
import fnmatch
import hashlib
import io
import os
import re
import tomllib
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

GENERATOR = "paiju build.py"
DATE = (2020, 2, 2, 0, 0, 0)  # hatchling's fixed timestamp; any constant keeps builds identical
LICENSE_GLOBS = ("LICEN[CS]E*", "COPYING*", "NOTICE*", "AUTHORS*")  # hatchling's default license files
PROJECT_KEYS = {"name", "version", "description", "readme", "requires-python", "license", "dependencies",
                "optional-dependencies"}
WHEEL_KEYS = {"packages", "exclude"}


class WheelError(RuntimeError):
    pass


def _simple_requirement(req: str) -> str:
    """A requirement as packaging prints it (no spaces, extras and specifiers sorted). Markers and
    URLs are refused: hatchling rewrites those in ways not worth copying until one is needed."""
    if ";" in req or "@" in req:
        raise WheelError(f"requirement {req!r}: markers and URLs are not supported by tools/wheel.py")
    m = re.fullmatch(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[([^\]]*)\])?\s*(.*?)\s*", req)
    if not m:
        raise WheelError(f"cannot read requirement {req!r}")
    name, extras, spec = m.groups()
    out = name
    if extras:
        out += "[" + ",".join(sorted(e.strip() for e in extras.split(",") if e.strip())) + "]"
    if spec:
        out += ",".join(sorted(s.replace(" ", "") for s in spec.split(",")))
    return out


def _readme(root: Path, readme: Any) -> tuple[str, str] | None:
    if readme is None:
        return None
    if not isinstance(readme, str):
        raise WheelError("project.readme must be a file name here")
    kind = {".md": "text/markdown", ".rst": "text/x-rst", ".txt": "text/plain"}.get(Path(readme).suffix.lower())
    if kind is None:
        raise WheelError(f"unknown readme type: {readme}")
    return kind, (root / readme).read_text(encoding="utf-8")


def metadata(root: Path, project: dict[str, Any], license_files: list[str]) -> str:
    """METADATA in hatchling's field order (core metadata 2.5)."""
    unknown = set(project) - PROJECT_KEYS
    if unknown:
        raise WheelError(f"pyproject [project] keys not supported by tools/wheel.py: {sorted(unknown)}")
    text = f"Metadata-Version: 2.5\nName: {project['name']}\nVersion: {project['version']}\n"
    if project.get("description"):
        text += f"Summary: {project['description']}\n"
    lic = project.get("license")
    if isinstance(lic, dict) and "text" in lic:
        text += "License: " + "\n        ".join(lic["text"].splitlines()) + "\n"
    elif isinstance(lic, str):
        text += f"License-Expression: {lic}\n"
    elif lic is not None:
        raise WheelError(f"project.license {lic!r} is not supported")
    text += "".join(f"License-File: {f}\n" for f in license_files)
    if project.get("requires-python"):
        text += f"Requires-Python: {project['requires-python']}\n"
    for dep in sorted((_simple_requirement(d) for d in project.get("dependencies", [])), key=str.lower):
        text += f"Requires-Dist: {dep}\n"
    for extra, deps in sorted(project.get("optional-dependencies", {}).items()):
        text += f"Provides-Extra: {extra}\n"
        for dep in sorted((_simple_requirement(d) for d in deps), key=str.lower):
            text += f"Requires-Dist: {dep}; extra == {extra!r}\n"
    readme = _readme(root, project.get("readme"))
    if readme:
        text += f"Description-Content-Type: {readme[0]}\n\n{readme[1]}"
    return text


def _gitignore(root: Path) -> list[str]:
    path = root / ".gitignore"
    if not path.is_file():
        return []
    lines = (ln.strip() for ln in path.read_text(encoding="utf-8").splitlines())
    return [ln for ln in lines if ln and not ln.startswith("#")]


def _matches(pattern: str, rel: str, is_dir: bool) -> bool:
    """One gitignore-style pattern against a root-relative posix path (no ** subtleties)."""
    if pattern.endswith("/"):
        if not is_dir:
            return False
        pattern = pattern.rstrip("/")
    if "/" in pattern:  # anchored at the project root
        return fnmatch.fnmatchcase(rel, pattern.lstrip("/"))
    return fnmatch.fnmatchcase(rel.rsplit("/", 1)[-1], pattern)


def _excluded(patterns: list[str], rel: str, is_dir: bool) -> bool:
    out = False
    for p in patterns:  # as in git, the last matching pattern wins and "!" re-includes
        if p.startswith("!"):
            if _matches(p[1:], rel, is_dir):
                out = False
        elif _matches(p, rel, is_dir):
            out = True
    return out


def wheel_files(root: Path, packages: list[str], exclude: list[str]) -> Iterator[tuple[str, Path]]:
    """(name in the wheel, source) in hatchling's order: os.walk top-down, names sorted, each
    package folder mapped to its last component (``src/foo`` ships as ``foo``)."""
    patterns = _gitignore(root) + list(exclude)
    for pkg in sorted(packages):
        base = root / pkg
        if not base.is_dir():
            raise WheelError(f"package folder {pkg} does not exist")
        for dirpath, dirnames, filenames in os.walk(base):
            here = Path(dirpath)
            dirnames[:] = sorted(d for d in dirnames
                                 if not _excluded(patterns, (here / d).relative_to(root).as_posix(), True))
            for f in sorted(filenames):
                rel = (here / f).relative_to(root).as_posix()
                if not _excluded(patterns, rel, False):
                    yield Path(pkg).name + "/" + (here / f).relative_to(base).as_posix(), here / f


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _add(zf: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, date_time=DATE)
    info.create_system = 3  # Unix, so the permission bits below are read
    info.external_attr = 0o100644 << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    zf.writestr(info, data, compresslevel=6)


def build_wheel(root: Path, outdir: Path) -> Path:
    """Write <name>-<version>-py3-none-any.whl for the project in `root` into `outdir`."""
    conf = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    project = conf["project"]
    hatch = conf.get("tool", {}).get("hatch", {})
    build_conf = hatch.get("build", {})
    target = build_conf.get("targets", {}).get("wheel", {})
    if set(build_conf) - {"targets"} or set(target) - WHEEL_KEYS or not target.get("packages"):
        raise WheelError("tools/wheel.py understands only [tool.hatch.build.targets.wheel] packages and exclude")
    dist = re.sub(r"[-_.]+", "_", project["name"]).lower() + "-" + project["version"]
    info_dir = f"{dist}.dist-info"
    licenses = sorted(p.name for g in LICENSE_GLOBS for p in root.glob(g) if p.is_file())

    buf = io.BytesIO()
    rows: list[list[str]] = []
    with zipfile.ZipFile(buf, "w") as zf:
        def put(name: str, data: bytes) -> None:
            _add(zf, name, data)
            rows.append([name, _record_hash(data), str(len(data))])

        for name, src in wheel_files(root, target["packages"], target.get("exclude", [])):
            put(name, src.read_bytes())
        put(f"{info_dir}/METADATA", metadata(root, project, licenses).encode("utf-8"))
        wheel = f"Wheel-Version: 1.0\nGenerator: {GENERATOR}\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
        put(f"{info_dir}/WHEEL", wheel.encode())
        for lic in licenses:
            put(f"{info_dir}/licenses/{lic}", (root / lic).read_bytes())
        record = io.StringIO()
        csv.writer(record, lineterminator="\n").writerows([*rows, [f"{info_dir}/RECORD", "", ""]])
        _add(zf, f"{info_dir}/RECORD", record.getvalue().encode())
    outdir.mkdir(parents=True, exist_ok=True)
    out = outdir / f"{dist}-py3-none-any.whl"
    out.write_bytes(buf.getvalue())
    return out
