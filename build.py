#!/usr/bin/env python3
"""Build and serve the static Paiju site. Standard library only: runs on a bare Python with no
pip package installed (``python3 -m venv --without-pip``), so a fresh machine needs nothing first.

    python build.py build  [--out site] [--web web]     write the static site
    python build.py serve  [--port 8000] [--host 127.0.0.1]   build if sources changed, then serve
    python build.py icons                                 = python -m tests.build.icons (web/icons/*.png)
    python build.py bench  [ARGS...]                      = python -m tests.bench ARGS (benchmarks)

Site layout (every URL relative, so GitHub Pages can serve it under /<repo>/):

    index.html main.py ... (a copy of web/)   the page; sw.js gets the precache manifest written in,
                      index.html the size of every start-up file (its loading screen), boot.mjs its
                      wheel, lazy bundles and snapshot key
    pyscript.json     "interpreter": ./boot.mjs (the vendored Pyodide, restored from a memory snapshot
                      on a repeat visit; it has our wheel built in, so no "packages"),
                      "packages_cache": "passthrough", the plugins off (PYSCRIPT_PLUGINS_OFF)
    build-info.json   versions, the wheel URL, lazy bundle URLs, extra wheel URLs, cache name, snapshot key
    wheels/<hash12>/pygame_core-<v>-py3-none-any.whl   the start wheel (site_wheels: what the start
                      screen and the tables import), in a folder named by its content hash so no
                      cache (HTTP, IndexedDB, service worker) serves a stale one
    wheels/<hash12>/pygame_core-<bundle>.zip   the lazy bundles (LAZY), fetched on first import
    wheels/segno-1.6.6-py3-none-any.whl   pure-Python QR codes, installed at run time on demand
    vendor/pyodide/   pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm pyodide-lock.json python_stdlib.zip
                      (its modules compiled by Pyodide's Python under Node: bytecode_stdlib)
                      micropip-0.11.1-py3-none-any.whl (from PyPI; its sha256 patched into the lock)
    vendor/pyscript/  core.js core.css and the other dist/*.js, *.css chunks (no source maps)
    vendor/trystero-p2p-nostr/ trystero-p2p-core/ noble-secp256k1/ jsqr/   rooms' signalling, QR camera (JS_MODULES)

PyScript calls boot.mjs's loadPyodide, which hands our wheel straight to Pyodide's: no micropip at
boot, nothing from a CDN. An extra
wheel installs offline with the vendored micropip (tests/e2e/test_site.py shows how); the service
worker precaches every wheel. Downloads (npm tarballs via `npm pack` or the registry; wheels via
`pip download`, or PyPI's JSON simple index without pip) are checked against the sha256 pinned
below and cached in .cache/downloads/ (PAIJU_CACHE=DIR moves it); a mismatch stops the build. To
move a pin: change the version, build, check the hash the error message shows, paste it in.
"""

from __future__ import annotations

import argparse
import ast
import base64
import contextlib
import csv
import fnmatch
import functools
import gzip
import hashlib
import http.server
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import tokenize
import tomllib
import urllib.parse
import urllib.request
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
WEB = ROOT / "web"
CACHE = Path(os.environ.get("PAIJU_CACHE") or ROOT / ".cache" / "downloads")
STAMP = ".build-stamp"
PYPI_SIMPLE = "https://pypi.org/simple"
# Commands whose code lives in tests/ (outside the wheel and the site): run there as modules.
DELEGATED = {"bench": "tests.bench", "icons": "tests.build.icons"}

# --- pins ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NpmPin:
    name: str
    version: str
    sha256: str  # of the .tgz that `npm pack` writes

    @property
    def filename(self) -> str:
        return f"{self.name.lstrip('@').replace('/', '-')}-{self.version}.tgz"

    @property
    def url(self) -> str:
        return f"https://registry.npmjs.org/{self.name}/-/{self.name.split('/')[-1]}-{self.version}.tgz"


@dataclass(frozen=True)
class WheelPin:
    name: str
    version: str
    sha256: str

    @property
    def filename(self) -> str:
        return f"{self.name}-{self.version}-py3-none-any.whl"


PYODIDE = NpmPin("pyodide", "314.0.7", "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0")
PYSCRIPT = NpmPin("@pyscript/core", "0.7.31", "b2ca1a0c0956aebd990a7c8524cca1eb061444a8319a7264d2f31ef30bea276a")
MICROPIP = WheelPin("micropip", "0.11.1", "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3")
SEGNO = WheelPin("segno", "1.6.6", "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7")
EXTRA_WHEELS = (SEGNO,)
# Rooms (web/room.js): Trystero's Nostr strategy and its imports, and jsQR (web/scan.js), as npm ships them, in
# vendor/<name without @, / as ->/; index.html's import map resolves the bare specifiers to them.
JS_MODULES = (NpmPin("@trystero-p2p/nostr", "0.25.4", "639479ac29f7cb3707b902f40e2e7afabe389c32de4a426a62c89a116bbbd850"),
              NpmPin("@trystero-p2p/core", "0.25.4", "d0b156fbe560770d8c7dcb4cb8a51c2e90c2a5cdb35c800ed5c5998c5e4a7c44"),
              NpmPin("@noble/secp256k1", "3.2.0", "2722e0b18b696cf6d3463ab10365f97f617fb651e85a7eeed8f12121a1077018"),
              NpmPin("jsqr", "1.4.0", "b5299b37917a1fe7a8cab9dd5cc6b8accf82663add80abe5bf7761a921cc6602"))  # web/scan.js

# PyScript's plugins the page never uses (no editor, terminal, pygame-ce or donkey; codemirror is the
# editor's): pyscript.json turns them off ("!name"), so PyScript's set-up for main.py no longer waits
# for their modules (it still fetches them for MicroPython's scripts, of which the page has none). Its
# "error" plugin stays: a Python error shows on the page.
PYSCRIPT_PLUGINS_OFF = ("codemirror", "deprecations-manager", "donkey", "py-editor", "py-game", "py-terminal")

# The five files of the npm package a page needs (maps, .d.ts, the UMD build and consoles are not).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

# Pyodide's Emscripten module again as a classic script, for the page's repeat visits (web/boot.mjs
# loads it with a <script> element): Chromium keeps no compiled code for module scripts served from
# Cache Storage (traced: every warm start parsed pyodide.asm.mjs's 1.25 MB again and compiled ~400 of
# its functions on the main thread), but compiles a classic script the service worker stores while it
# installs eagerly and keeps that code with it (a warm start deserialises 1.7 MB of it in the
# background). The snapshot worker and a normal boot still import the module (Pyodide's own loader).
PYODIDE_CLASSIC = "pyodide.asm.js"

_TEXT, _JS = "text/plain; charset=utf-8", "text/javascript; charset=utf-8"
MIME = {
    ".html": "text/html; charset=utf-8", ".js": _JS, ".mjs": _JS, ".css": "text/css; charset=utf-8",
    ".json": "application/json", ".webmanifest": "application/manifest+json", ".wasm": "application/wasm",
    ".zip": "application/zip", ".whl": "application/zip", ".gz": "application/gzip", ".py": _TEXT, ".txt": _TEXT,
    ".md": _TEXT, ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon",
}

# Chromium flags for headless runs of the served site (the e2e tests and tests/bench use them): no
# sandbox (root in CI), no GPU, none of Chromium's own traffic to Google, a small /dev/shm is fine;
# the resolver rule makes any other host fail to resolve at all.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic", "--disable-dev-shm-usage",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]


class BuildError(RuntimeError):
    pass


class WheelError(BuildError):
    """pyproject.toml asks for something the wheel writer does not do."""


def log(msg: str) -> None:
    print(f"[build] {msg}", file=sys.stderr, flush=True)


def sha256_file(path: Path) -> str:
    with path.open("rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


# --- downloads -------------------------------------------------------------------------------------


def cached_download(filename: str, sha256: str, what: str, fetch: Callable[[Path], Path],
                    cache: Path | None = None) -> Path:
    """Return the cached file, or fetch it into a temp dir, check its sha256, and move it into the cache."""
    cache = cache or CACHE
    target = cache / filename
    if target.exists():
        if sha256_file(target) == sha256:
            return target
        log(f"cached {filename} does not match its pin; fetching again")
        target.unlink()
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        log(f"downloading {what}")
        got = fetch(Path(tmp))
        digest = sha256_file(got)
        if digest != sha256:
            raise BuildError(f"sha256 mismatch for {what} ({got.name}):\n  pinned   {sha256}\n  download {digest}\n"
                             "Refusing to build. If the new version is intended, check it and update the pin.")
        os.replace(got, target)
    return target


def _fetch_npm(pin: NpmPin) -> Callable[[Path], Path]:
    def fetch(tmp: Path) -> Path:
        spec = f"{pin.name}@{pin.version}"
        if shutil.which("npm"):
            subprocess.run(["npm", "pack", spec, "--pack-destination", str(tmp), "--silent"],
                           check=True, stdout=subprocess.DEVNULL)
        else:  # same tarball, straight from the registry
            log("npm not found; fetching the tarball from registry.npmjs.org")
            _download(pin.url, tmp / pin.filename)
        return _fetched(tmp, pin.filename, f"npm pack {spec}")
    return fetch


def _fetch_wheel(pin: WheelPin) -> Callable[[Path], Path]:
    def fetch(tmp: Path) -> Path:
        if not _have_pip():  # a bare venv has no pip: ask the index directly
            _download(_pypi_url(pin), tmp / pin.filename)
        else:  # pip honours the machine's index and proxy settings; a pure wheel for Pyodide's 3.14
            subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                            "--python-version", "3.14", "--implementation", "py", "--platform", "any",
                            "--disable-pip-version-check", "-q", f"{pin.name}=={pin.version}", "-d", str(tmp)],
                           check=True)
        return _fetched(tmp, pin.filename, f"download of {pin.name}=={pin.version}")
    return fetch


def _fetched(tmp: Path, filename: str, what: str) -> Path:
    if not (tmp / filename).exists():
        raise BuildError(f"{what} wrote {[p.name for p in tmp.iterdir()]}, expected {filename}")
    return tmp / filename


def _have_pip() -> bool:
    return importlib.util.find_spec("pip") is not None


def _pypi_url(pin: WheelPin) -> str:
    """The file's URL from PyPI's JSON simple index (PEP 691; the per-version JSON API is not
    reachable from every network). The sha256 pin, not the index, vouches for the file."""
    req = urllib.request.Request(f"{PYPI_SIMPLE}/{pin.name}/",
                                 headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        files = json.load(r)["files"]
    for f in files:
        if f["filename"] == pin.filename:
            return urllib.parse.urljoin(req.full_url, str(f["url"]))  # an index may give relative URLs
    raise BuildError(f"PyPI lists no {pin.filename}")


def _download(url: str, dest: Path) -> None:
    with urllib.request.urlopen(url, timeout=120) as r, dest.open("wb") as f:
        shutil.copyfileobj(r, f)


def npm_tarball(pin: NpmPin) -> Path:
    return cached_download(pin.filename, pin.sha256, f"npm {pin.name}@{pin.version}", _fetch_npm(pin))


def pypi_wheel(pin: WheelPin) -> Path:
    return cached_download(pin.filename, pin.sha256, f"PyPI {pin.name}=={pin.version}", _fetch_wheel(pin))


# --- our wheel -------------------------------------------------------------------------------------
# pyproject.toml read the way hatchling reads it for this project: [project] for the metadata,
# [tool.hatch.build.targets.wheel] packages / exclude for the files, minus what .gitignore ignores.
# Any other setting stops the build rather than being guessed at (tests/build/test_wheel.py compares
# the result with hatchling's). Entries in hatchling's walk order, one fixed timestamp, fixed modes:
# a rebuild of unchanged sources is byte-identical.

WHEEL_DATE = (2020, 2, 2, 0, 0, 0)  # hatchling's fixed timestamp
LICENSE_GLOBS = ("LICEN[CS]E*", "COPYING*", "NOTICE*", "AUTHORS*")  # hatchling's default license files
PROJECT_KEYS = {"name", "version", "description", "readme", "requires-python", "license", "dependencies",
                "optional-dependencies"}
README_TYPES = {".md": "text/markdown", ".rst": "text/x-rst", ".txt": "text/plain"}


def _requirement(req: str) -> str:
    """A requirement as packaging prints it (no spaces, extras and specifiers sorted). Markers and
    URLs are refused: hatchling rewrites those in ways not worth copying until one is needed."""
    if ";" in req or "@" in req:
        raise WheelError(f"requirement {req!r}: markers and URLs are not supported by build.py")
    m = re.fullmatch(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[([^\]]*)\])?\s*(.*?)\s*", req)
    if not m:
        raise WheelError(f"cannot read requirement {req!r}")
    name, extras, spec = m.groups()
    if extras:
        name += "[" + ",".join(sorted(e.strip() for e in extras.split(",") if e.strip())) + "]"
    return name + ",".join(sorted(s.replace(" ", "") for s in spec.split(","))) if spec else name


def wheel_metadata(root: Path, project: dict[str, Any], license_files: list[str]) -> str:
    """METADATA in hatchling's field order (core metadata 2.5)."""
    if unknown := set(project) - PROJECT_KEYS:
        raise WheelError(f"pyproject [project] keys not supported by build.py: {sorted(unknown)}")
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
    for extra, deps in [("", project.get("dependencies", [])),
                        *sorted(project.get("optional-dependencies", {}).items())]:
        text += f"Provides-Extra: {extra}\n" if extra else ""
        for dep in sorted((_requirement(d) for d in deps), key=str.lower):
            text += f"Requires-Dist: {dep}; extra == {extra!r}\n" if extra else f"Requires-Dist: {dep}\n"
    readme = project.get("readme")
    if readme is not None:
        kind = README_TYPES.get(Path(readme).suffix.lower()) if isinstance(readme, str) else None
        if kind is None:
            raise WheelError(f"project.readme {readme!r}: a .md, .rst or .txt file name is needed")
        text += f"Description-Content-Type: {kind}\n\n" + (root / readme).read_text(encoding="utf-8")
    return text


def _ignored(patterns: list[str], rel: str, is_dir: bool) -> bool:
    """gitignore-style patterns against a root-relative posix path (no ** subtleties): as in git,
    the last matching pattern wins and "!" re-includes; "/" in a pattern anchors it at the root."""
    out = False
    for p in patterns:
        neg, p = p.startswith("!"), p.removeprefix("!")
        if p.endswith("/") and not is_dir:
            continue
        p = p.rstrip("/")
        if fnmatch.fnmatchcase(rel, p.lstrip("/")) if "/" in p else fnmatch.fnmatchcase(rel.rsplit("/", 1)[-1], p):
            out = not neg
    return out


def wheel_files(root: Path, packages: list[str], exclude: list[str]) -> Iterator[tuple[str, Path]]:
    """(name in the wheel, source) in hatchling's order: os.walk top-down, names sorted, each
    package folder mapped to its last component (``src/foo`` ships as ``foo``)."""
    gitignore = root / ".gitignore"
    lines = gitignore.read_text(encoding="utf-8").splitlines() if gitignore.is_file() else []
    patterns = [ln for ln in map(str.strip, lines) if ln and not ln.startswith("#")] + list(exclude)
    for pkg in sorted(packages):
        base = root / pkg
        if not base.is_dir():
            raise WheelError(f"package folder {pkg} does not exist")
        for dirpath, dirnames, filenames in os.walk(base):
            here = Path(dirpath)
            dirnames[:] = sorted(d for d in dirnames
                                 if not _ignored(patterns, (here / d).relative_to(root).as_posix(), True))
            for f in sorted(filenames):
                if not _ignored(patterns, (here / f).relative_to(root).as_posix(), False):
                    yield Path(pkg).name + "/" + (here / f).relative_to(base).as_posix(), here / f


def build_wheel(root: Path, outdir: Path) -> Path:
    """Write <name>-<version>-py3-none-any.whl for the project in `root` into `outdir`."""
    conf = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    project = conf["project"]
    build_conf = conf.get("tool", {}).get("hatch", {}).get("build", {})
    target = build_conf.get("targets", {}).get("wheel", {})
    if set(build_conf) - {"targets"} or set(target) - {"packages", "exclude"} or not target.get("packages"):
        raise WheelError("build.py understands only [tool.hatch.build.targets.wheel] packages and exclude")
    dist = re.sub(r"[-_.]+", "_", project["name"]).lower() + "-" + project["version"]
    info_dir = f"{dist}.dist-info"
    licenses = sorted(p.name for g in LICENSE_GLOBS for p in root.glob(g) if p.is_file())

    buf = io.BytesIO()
    rows: list[list[str]] = []
    with zipfile.ZipFile(buf, "w") as zf:
        def put(name: str, data: bytes, record: bool = True) -> None:
            info = zipfile.ZipInfo(name, date_time=WHEEL_DATE)
            info.create_system = 3  # Unix, so the permission bits are read
            info.external_attr = 0o100644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data, compresslevel=6)
            if record:
                digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                rows.append([name, f"sha256={digest}", str(len(data))])

        for name, src in wheel_files(root, target["packages"], target.get("exclude", [])):
            put(name, src.read_bytes())
        put(f"{info_dir}/METADATA", wheel_metadata(root, project, licenses).encode("utf-8"))
        put(f"{info_dir}/WHEEL", b"Wheel-Version: 1.0\nGenerator: paiju build.py\nRoot-Is-Purelib: true\n"
                                 b"Tag: py3-none-any\n")
        for lic in licenses:
            put(f"{info_dir}/licenses/{lic}", (root / lic).read_bytes())
        record = io.StringIO()
        csv.writer(record, lineterminator="\n").writerows([*rows, [f"{info_dir}/RECORD", "", ""]])
        put(f"{info_dir}/RECORD", record.getvalue().encode(), record=False)
    outdir.mkdir(parents=True, exist_ok=True)
    out = outdir / f"{dist}-py3-none-any.whl"
    out.write_bytes(buf.getvalue())
    return out


# --- the site's wheels -----------------------------------------------------------------------------
# What the page downloads is not the wheel above but two archives made from it: the start wheel (what
# the start screen and the tables import) and the lazy bundle (what only some players use: rooms and
# the peer protocol, the guide's rules text, the command line's helpers), which web/main.py's import
# hook fetches on first import and the snapshot worker imports ahead. Both leave out what a browser
# never reads (the command line, the typing marker) and carry the sources with comments and
# docstrings blanked, line numbers kept (a traceback still points at the source). Byte-identical
# between builds, like the wheel.

SITE_DROP = ("pygame_core/__main__.py", "pygame_core/soak.py", "pygame_core/duel.py", "pygame_core/py.typed")
# The lazy bundles by name: what each holds. The start screen imports every game's engine (it lists
# their presets and options); a game's table and the guide's rules text come when first opened, the
# peer layer when a room does.
LAZY = {
    "gouji": ("pygame_core/ui/games/gouji/*",),
    "paohuzi": ("pygame_core/ui/games/paohuzi/*",),
    "more": ("pygame_core/net/*", "pygame_core/ui/guide/content_*.py", "pygame_core/ui/lobby.py",
             "pygame_core/ui/join.py", "pygame_core/ui/host_lobby.py", "pygame_core/ui/peer_table.py",
             "pygame_core/ui/room_host.py", "pygame_core/ui/room_join.py", "pygame_core/core/playthrough.py",
             "pygame_core/sim.py", "pygame_core/progress.py"),
}


def strip_source(src: str) -> str:
    """Python source without comments and docstrings, every line where it was."""
    lines = src.splitlines(keepends=True)
    for node in ast.walk(ast.parse(src)):
        if not isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        doc = node.body[0] if node.body else None
        if not (isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant) and isinstance(doc.value.value, str)):
            continue
        first = lines[doc.lineno - 1]
        if first[:doc.col_offset].strip() or doc.end_lineno is None:
            continue  # `def f(): """doc"""` on one line: left as it is
        end = lines[doc.end_lineno - 1]
        if end[doc.end_col_offset:].strip():
            continue  # something follows it on its last line
        for i in range(doc.lineno - 1, doc.end_lineno):
            lines[i] = "\n"
        if len(node.body) == 1:  # the docstring was the whole body
            lines[doc.lineno - 1] = " " * doc.col_offset + "pass\n"
    toks = [t for t in tokenize.generate_tokens(io.StringIO("".join(lines)).readline) if t.type != tokenize.COMMENT]
    return "\n".join(line.rstrip() for line in tokenize.untokenize(toks).split("\n"))


STRIP_CACHE_VERSION = "1"  # bump when strip_source changes what it writes


def stripped(data: bytes) -> bytes:
    """strip_source of a module's bytes, cached by content in .cache/stripped/ (tokenizing every
    module takes longer than the rest of a build)."""
    folder = CACHE.parent / "stripped"
    path = folder / f"{hashlib.sha256(STRIP_CACHE_VERSION.encode() + data).hexdigest()}.py"
    with contextlib.suppress(OSError):
        return path.read_bytes()
    out = strip_source(data.decode("utf-8")).encode("utf-8")
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(out)
        os.replace(tmp, path)
    return out


# The page's own files as the site serves them: comments blanked, every line where it was (a stack
# trace's line numbers still match web/). Comments are a quarter of web/'s bytes on the wire.
STRIPPED_WEB = (".js", ".mjs", ".html", ".py")


def strip_web(text: str, suffix: str) -> str:
    """``text`` without its full-line ``//`` comments (JS, HTML) and ``<!-- -->`` comments (HTML),
    or, for Python, strip_source. A line starting with // inside a multi-line string would be blanked
    too: web/ has none (tests/build)."""
    if suffix == ".py":
        return strip_source(text)
    out = "\n".join("" if line.lstrip().startswith("//") else line for line in text.split("\n"))
    if suffix == ".html":
        out = re.sub(r"<!--.*?-->", lambda m: "\n" * m.group(0).count("\n"), out, flags=re.S)
    return out


def _archive(entries: list[tuple[str, bytes]]) -> bytes:
    """A zip of (name, data) in order, with the wheel's fixed timestamp and modes."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=WHEEL_DATE)
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data, compresslevel=9)
    return buf.getvalue()


def _record(entries: list[tuple[str, bytes]], record: str) -> bytes:
    out = io.StringIO()
    rows = [[n, "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b"=").decode(), str(len(d))]
            for n, d in entries]
    csv.writer(out, lineterminator="\n").writerows([*rows, [record, "", ""]])
    return out.getvalue().encode()


def site_wheels(wheel: Path) -> tuple[bytes, dict[str, tuple[bytes, list[str]]]]:
    """(start wheel, {bundle: (zip, the dotted names of its modules)}) from ``wheel``."""
    start: list[tuple[str, bytes]] = []
    meta: list[tuple[str, bytes]] = []
    lazy: dict[str, list[tuple[str, bytes]]] = {name: [] for name in LAZY}
    record = ""
    with zipfile.ZipFile(wheel) as zf:
        for name in zf.namelist():
            data = zf.read(name)
            if ".dist-info/" in name:
                record = name.split("/", 1)[0] + "/RECORD"
                if name.endswith("/METADATA"):  # the long description is for PyPI, not a page
                    data = data.split(b"\n\n", 1)[0] + b"\n"
                if name != record:
                    meta.append((name, data))
                continue
            if any(fnmatch.fnmatchcase(name, p) for p in SITE_DROP):
                continue
            if name.endswith(".py"):
                data = stripped(data)
            bundle = next((b for b, pats in LAZY.items() if any(fnmatch.fnmatchcase(name, p) for p in pats)), None)
            (start if bundle is None else lazy[bundle]).append((name, data))
    start += meta
    start.append((record, _record(start, record)))
    bundles = {b: (_archive(entries), sorted(n.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
                                             for n, _ in entries if n.endswith(".py")))
               for b, entries in lazy.items()}
    return _archive(start), bundles


# --- vendoring -------------------------------------------------------------------------------------


# The start wheel goes to the page as one gzip stream of all its files (web/boot.mjs unpacks it into
# site-packages): a zip deflates each file on its own, one stream finds what the modules share
# (the start wheel: 273 KB as a zip, 224 KB so). The magic, the index's length (little-endian), the
# index (JSON: [[path, size], ...]) and the files' bytes in its order.
START_MAGIC = b"PAJW"
START_SUFFIX = "-start.gz"


def start_archive(wheel: bytes) -> bytes:
    """The start wheel's files as the page's start archive; byte-identical between builds."""
    with zipfile.ZipFile(io.BytesIO(wheel)) as zf:
        files = [(name, zf.read(name)) for name in zf.namelist() if not name.endswith("/")]
    index = json.dumps([[name, len(data)] for name, data in files], separators=(",", ":")).encode()
    raw = b"".join([START_MAGIC, len(index).to_bytes(4, "little"), index, *(data for _, data in files)])
    return gzip.compress(raw, 9, mtime=0)


def read_start_archive(archive: bytes) -> list[tuple[str, bytes]]:
    """[(path, bytes)] of a start archive, as web/boot.mjs reads it."""
    raw = gzip.decompress(archive)
    if raw[:4] != START_MAGIC:
        raise BuildError("not a start archive")
    n = int.from_bytes(raw[4:8], "little")
    at, files = 8 + n, []
    for name, size in json.loads(raw[8:at]):
        files.append((name, raw[at:at + size]))
        at += size
    if at != len(raw):
        raise BuildError("a start archive's index does not match its files")
    return files


def extract_members(tgz: Path, dest: Path, select: Callable[[str], str | None]) -> list[str]:
    """Copy the regular files for which select(name) returns a relative target path; return those."""
    out = []
    with tarfile.open(tgz, "r:gz") as tar:
        for m in tar.getmembers():
            rel = select(m.name) if m.isfile() else None
            if rel is None:
                continue
            if rel.startswith("/") or ".." in Path(rel).parts:
                raise BuildError(f"refusing unsafe path {m.name!r} in {tgz.name}")
            f = tar.extractfile(m)
            assert f is not None
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(f.read())
            out.append(rel)
    return sorted(out)


def select_pyodide(name: str) -> str | None:
    rel = name.removeprefix("package/")
    return rel if rel in PYODIDE_FILES else None


def select_pyscript(name: str) -> str | None:
    m = re.fullmatch(r"package/dist/([^/]+\.(?:js|css))", name)
    return m.group(1) if m else None


def classic_script(module: str) -> str:
    """pyodide.asm.mjs as a classic script that defines the global ``_createPyodideModule``: its only
    module syntax is its ``export default`` and ``import.meta.url`` (its own URL, which the script
    takes from document.currentScript as it runs). Any other shape is refused: a new Pyodide that
    changed it needs a look, not a page that fails to restore on every visit."""
    tail = "export default _createPyodideModule;"
    body = module.rstrip()
    if not body.endswith(tail) or module.count("import.meta") != module.count("import.meta.url") or \
            re.search(r"^\s*(import|export)\b", body[: -len(tail)], re.M) or "async function _createPyodideModule(" not in body:
        raise BuildError("pyodide.asm.mjs has another shape than the classic script expects")
    body = body[: -len(tail)].replace("import.meta.url", "__paijuAsmURL")
    return f'"use strict";var __paijuAsmURL=document.currentScript.src;\n{body}\n'


# Pyodide's standard library comes as sources: a first visit compiled every module Pyodide's start
# imports (asyncio and the rest) on the page's main thread, inside one task of 2.2 s of CPU (traced:
# API.finalizeBootstrap; the page could take no tap, not even a screenshot). Compiled here once, by
# Pyodide's own Python under Node (the bytecode must be its CPython's), to unchecked-hash .pyc files
# in the same zip: 0.9 s of CPU. Tracebacks through the standard library show no source lines. Our
# own start wheel stays source: as bytecode it is 1.1 MB on the wire against 257 KB (the budget for
# own code is 300 KB), though its imports took 1.6 s of CPU from source against 0.4 s (Node, load 9).
STDLIB_PYC_VERSION = "2"  # bump when STDLIB_PYC writes something else
STDLIB_PYC = """
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [dir, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${dir}/` });
py.FS.writeFile("/tmp/in.zip", readFileSync(`${dir}/python_stdlib.zip`));
py.runPython(`
import importlib.util, marshal, sys, zipfile
home = next(p for p in sys.path if p.endswith(".zip"))
with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for info in src.infolist():
        data = src.read(info)
        try:
            code = compile(data, f"{home}/{info.filename}", "exec", dont_inherit=True) if info.filename.endswith(".py") else None
        except SyntaxError:
            code = None
        if code is None:
            out.writestr(info, data)
            continue
        head = importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + importlib.util.source_hash(data)
        out.writestr(zipfile.ZipInfo(info.filename[:-3] + ".pyc", info.date_time), head + marshal.dumps(code),
                     zipfile.ZIP_DEFLATED, 9)
`);
writeFileSync(out, py.FS.readFile("/tmp/out.zip"));
"""


def bytecode_stdlib(folder: Path) -> None:
    """``folder``'s python_stdlib.zip as bytecode (STDLIB_PYC), cached by content in .cache/stdlib/;
    without Node the sources stay (the site works, a first visit starts ~1-3 s slower)."""
    zip_path = folder / "python_stdlib.zip"
    key = hashlib.sha256(STDLIB_PYC_VERSION.encode() + zip_path.read_bytes()).hexdigest()
    cached = CACHE.parent / "stdlib" / f"{key}.zip"
    if not cached.exists():
        node = shutil.which("node")
        if node is None:
            log("warning: node not found: Python's standard library ships as sources (a slower first visit)")
            return
        log("compiling Python's standard library to bytecode with Pyodide under Node (once per Pyodide)")
        cached.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            script, out = Path(tmp) / "pyc.mjs", Path(tmp) / "out.zip"
            script.write_text(STDLIB_PYC, encoding="utf-8")
            subprocess.run([node, str(script), str(folder), str(out)], check=True, timeout=600)
            os.replace(out, cached)
    shutil.copy2(cached, zip_path)


def patch_lock(lock_path: Path, wheel: Path, pin: WheelPin) -> None:
    """Point the lock's entry for `pin` at our PyPI wheel: Pyodide's own build has another sha256."""
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    entry = lock.get("packages", {}).get(pin.name)
    if not isinstance(entry, dict) or "sha256" not in entry or "file_name" not in entry:
        raise BuildError(f"pyodide-lock.json has no usable entry for {pin.name}: {entry!r}")
    if entry.get("version") != pin.version:
        raise BuildError(f"lock pins {pin.name} {entry.get('version')}, we vendor {pin.version}")
    if entry["file_name"] != wheel.name:
        raise BuildError(f"lock expects {entry['file_name']}, we vendor {wheel.name}")
    if entry.get("depends"):
        raise BuildError(f"{pin.name} depends on {entry['depends']} in the lock; vendor those too")
    entry["sha256"] = sha256_file(wheel)
    lock_path.write_text(json.dumps(lock), encoding="utf-8")


PRECACHE_RE = re.compile(r"/\*PRECACHE\*/.*?/\*END\*/", re.S)
BOOT_RE = re.compile(r"/\*BOOT\*/.*?/\*END\*/", re.S)
SIZES_RE = re.compile(r"/\*SIZES\*/.*?/\*END\*/", re.S)
LATE_RE = re.compile(r"/\*LATE\*/.*?/\*END\*/", re.S)
BOOT = "boot.mjs"  # web/boot.mjs: PyScript's interpreter module, Pyodide from a memory snapshot
SKIP_WEB = {"__pycache__", ".DS_Store"}


def iter_files(root: Path) -> Iterator[Path]:
    for p in sorted(root.rglob("*")):
        if p.is_file() and not any(part in SKIP_WEB or part.endswith(".pyc") for part in p.relative_to(root).parts):
            yield p


def precache_manifest(site: Path) -> dict[str, Any]:
    """Every file the page may need, plus "./" for the navigation; the cache name hashes all contents."""
    files: list[str] = []
    h = hashlib.sha256()
    for p in iter_files(site):
        rel = p.relative_to(site).as_posix()
        if rel in ("sw.js", STAMP):
            continue
        files.append(rel)
        h.update(rel.encode() + b"\0" + sha256_file(p).encode() + b"\n")
    if "index.html" in files:
        files.insert(0, "./")
    return {"cache": f"paiju-{h.hexdigest()[:16]}", "files": files}


def write_sw(src: Path, dest: Path, manifest: dict[str, Any]) -> None:
    text = src.read_text(encoding="utf-8")
    if not PRECACHE_RE.search(text):
        raise BuildError(f"{src} lacks the /*PRECACHE*/ ... /*END*/ marker")
    blob = json.dumps(manifest, separators=(",", ":"))
    dest.write_text(PRECACHE_RE.sub(lambda _: f"/*PRECACHE*/{blob}/*END*/", text, count=1), encoding="utf-8")


def write_boot(src: Path, dest: Path, wheel_rel: str, wheel_sha256: str, lazy: dict[str, list[str]]) -> str:
    """web/boot.mjs with the wheel it boots early, the lazy bundles ({url: modules}), and the key
    its Pyodide snapshots are stored under: a snapshot made by another Pyodide, wheel, bundle or boot
    module is never restored. Returns the key."""
    text = src.read_text(encoding="utf-8")
    if not BOOT_RE.search(text):
        raise BuildError(f"{src} lacks the /*BOOT*/ ... /*END*/ marker")
    key = hashlib.sha256(f"{PYODIDE.version}\0{wheel_sha256}\0{sorted(lazy)}\0{text}".encode()).hexdigest()[:24]
    blob = json.dumps({"key": key, "packages": [f"./{wheel_rel}"], "lazy": lazy})
    dest.write_text(BOOT_RE.sub(lambda _: f"/*BOOT*/{blob}/*END*/", text, count=1), encoding="utf-8")
    return key


def start_files(site: Path, wheel_rel: str) -> list[str]:
    """The files every start downloads that are worth a progress bar (site-relative): Pyodide's,
    PyScript's main chunk (the one core.js imports), our wheel."""
    core = (site / "vendor" / "pyscript" / "core.js").read_text(encoding="utf-8")
    chunks = [f"vendor/pyscript/{m}" for m in re.findall(r'from"\./(core-[\w-]+\.js)"', core)]
    return [*(f"vendor/pyodide/{n}" for n in (*PYODIDE_FILES, PYODIDE_CLASSIC)), *chunks, wheel_rel]


def late_chunks(site: Path) -> list[str]:
    """PyScript's chunks that every start imports only once Python is up (site-relative): its error
    plugin, imported even when the plugins are off. A first visit preloads them (web/index.html)."""
    files = []
    for chunk in (site / "vendor" / "pyscript").glob("core-*.js"):
        files += [f"vendor/pyscript/{m}" for m in re.findall(r'error:\(\)=>import\("\./(error-[\w-]+\.js)"\)',
                                                               chunk.read_text(encoding="utf-8"))]
    return sorted(set(files))


def write_preloads(page: Path, files: list[str]) -> None:
    """index.html with ``files`` where it has the marker (/*LATE*/ ... /*END*/)."""
    text = page.read_text(encoding="utf-8")
    blob = json.dumps([f"./{f}" for f in files])
    page.write_text(LATE_RE.sub(lambda _: f"/*LATE*/{blob}/*END*/", text, count=1), encoding="utf-8")


def write_sizes(page: Path, site: Path, files: list[str]) -> None:
    """index.html with the size of each file a start downloads, by file name, where it has the
    marker: its loading screen shows true bytes of a true total from the first byte."""
    text = page.read_text(encoding="utf-8")
    if not SIZES_RE.search(text):  # a page without a loading screen
        return
    sizes = {f.rsplit("/", 1)[-1]: (site / f).stat().st_size for f in files}
    blob = json.dumps(sizes, separators=(",", ":"))
    page.write_text(SIZES_RE.sub(lambda _: f"/*SIZES*/{blob}/*END*/", text, count=1), encoding="utf-8")


def source_fingerprint(root: Path = ROOT, web: Path = WEB) -> str:
    """Hash of everything a build reads, so `serve` rebuilds only when something changed."""
    h = hashlib.sha256()
    paths = [root / "pyproject.toml", root / "build.py", root / "README.md", root / ".gitignore",
             *iter_files(root / "pygame_core"), *iter_files(web)]
    for p in paths:
        if p.is_file():
            h.update(str(p.relative_to(root) if p.is_relative_to(root) else p).encode() + b"\0")
            h.update(sha256_file(p).encode())
    return h.hexdigest()


def build(out: Path = SITE, web: Path = WEB, root: Path = ROOT) -> dict[str, Any]:
    """Write the whole site to a temp dir beside `out`, then swap it in. Returns build-info."""
    t0 = time.perf_counter()
    out = out.resolve()
    fingerprint = source_fingerprint(root, web)
    pyodide_tgz, pyscript_tgz = npm_tarball(PYODIDE), npm_tarball(PYSCRIPT)
    micropip_whl = pypi_wheel(MICROPIP)
    extras = {pin.name: pypi_wheel(pin) for pin in EXTRA_WHEELS}

    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".site-", dir=out.parent))
    tmp.chmod(0o755)  # mkdtemp makes it private; a web server or Pages artifact needs it readable
    try:
        if web.is_dir():
            for p in iter_files(web):
                target = tmp / p.relative_to(web)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(p, target)
                if p.suffix in STRIPPED_WEB:
                    target.write_text(strip_web(p.read_text(encoding="utf-8"), p.suffix), encoding="utf-8")
        if not (tmp / "index.html").exists():
            log(f"warning: {web}/index.html does not exist yet; the site has no page")

        got = extract_members(pyodide_tgz, tmp / "vendor" / "pyodide", select_pyodide)
        if got != sorted(PYODIDE_FILES):
            raise BuildError(f"pyodide tarball lacks {set(PYODIDE_FILES) - set(got)}")
        module = (tmp / "vendor" / "pyodide" / "pyodide.asm.mjs").read_text(encoding="utf-8")
        (tmp / "vendor" / "pyodide" / PYODIDE_CLASSIC).write_text(classic_script(module), encoding="utf-8")
        bytecode_stdlib(tmp / "vendor" / "pyodide")
        shutil.copy2(micropip_whl, tmp / "vendor" / "pyodide" / micropip_whl.name)
        patch_lock(tmp / "vendor" / "pyodide" / "pyodide-lock.json", micropip_whl, MICROPIP)
        got = extract_members(pyscript_tgz, tmp / "vendor" / "pyscript", select_pyscript)
        if "core.js" not in got or "core.css" not in got:
            raise BuildError("pyscript tarball lacks dist/core.js or dist/core.css")
        for pin in JS_MODULES:  # the ES modules and the licence (no maps, types or sources)
            got = extract_members(npm_tarball(pin), tmp / "vendor" / pin.name.lstrip("@").replace("/", "-"),
                                  lambda n: m[1] if (m := re.fullmatch(r"package/(?:dist/)?([^/]+\.m?js|LICENSE)", n)) else None)
            if not any(n.endswith("js") for n in got):
                raise BuildError(f"{pin.name} tarball lacks its module")

        with tempfile.TemporaryDirectory() as full:
            built = build_wheel(root, Path(full))
            start_whl, bundles = site_wheels(built)
        # web/boot.mjs unpacks the start archive; a page without it (PyScript's own Pyodide) installs a wheel
        archive = (web / BOOT).exists()
        start = start_archive(start_whl) if archive else start_whl
        digest = hashlib.sha256(start).hexdigest()
        wheel_rel = f"wheels/{digest[:12]}/{built.name.split('-')[0] + START_SUFFIX if archive else built.name}"
        files = {wheel_rel: start}
        lazy: dict[str, list[str]] = {}
        for name, (data, modules) in bundles.items():
            rel = f"wheels/{hashlib.sha256(data).hexdigest()[:12]}/{built.name.split('-')[0]}-{name}.zip"
            files[rel] = data
            lazy[f"./{rel}"] = modules
        for rel, data in files.items():
            (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp / rel).write_bytes(data)
        for whl in extras.values():
            shutil.copy2(whl, tmp / "wheels" / whl.name)

        boot_key = write_boot(tmp / BOOT, tmp / BOOT, wheel_rel, digest, lazy) if (web / BOOT).exists() else None
        interpreter = f"./{BOOT}" if boot_key else "./vendor/pyodide/pyodide.mjs"
        # boot.mjs has the wheel built in: PyScript given no packages skips its package graph (a module
        # it imports only to warn about packages, while a warm start waits for it)
        config = {"interpreter": interpreter, **({} if boot_key else {"packages": [f"./{wheel_rel}"]}),
                  "packages_cache": "passthrough", "plugins": [f"!{name}" for name in PYSCRIPT_PLUGINS_OFF]}
        (tmp / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
        version = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
        info: dict[str, Any] = {
            "version": str(version), "wheel": f"./{wheel_rel}", "wheel_sha256": digest, "lazy": sorted(lazy),
            "extra_wheels": {name: f"./wheels/{whl.name}" for name, whl in extras.items()},
            "pyodide": PYODIDE.version, "pyscript": PYSCRIPT.version, "micropip": MICROPIP.version,
            "js_modules": {pin.name: pin.version for pin in JS_MODULES}, "snapshot_key": boot_key,
        }
        (tmp / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
        if (tmp / "index.html").exists():
            write_sizes(tmp / "index.html", tmp, start_files(tmp, wheel_rel))
            write_preloads(tmp / "index.html", late_chunks(tmp))
        sw_src = web / "sw.js"
        if sw_src.exists():
            manifest = precache_manifest(tmp)
            write_sw(tmp / "sw.js", tmp / "sw.js", manifest)
            info["cache"] = manifest["cache"]
            info["precache_files"] = len(manifest["files"])
        (tmp / STAMP).write_text(fingerprint, encoding="utf-8")

        old = out.with_name(f".{out.name}.old-{os.getpid()}")
        if out.exists():
            os.replace(out, old)
        os.replace(tmp, out)
        shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    log(f"built {out} in {time.perf_counter() - t0:.1f} s: {dir_bytes(out) / 2**20:.2f} MiB, "
        f"wheel {wheel_rel}, cache {info.get('cache', '-')}")
    return info


def needs_build(out: Path = SITE, web: Path = WEB, root: Path = ROOT) -> bool:
    stamp = out / STAMP
    return not stamp.exists() or stamp.read_text(encoding="utf-8") != source_fingerprint(root, web)


def dir_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


# --- serving ---------------------------------------------------------------------------------------


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide and the manifest need; HTTP/1.0 so a stopped server
    leaves no kept-alive connection behind (the offline test relies on that)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    quiet = True

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that closes a page mid-download is not a server error worth a traceback.
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


def make_server(site: Path = SITE, host: str = "127.0.0.1", port: int = 0, quiet: bool = True) -> SiteServer:
    handler = functools.partial(SiteHandler, directory=str(site))
    SiteHandler.quiet = quiet
    return SiteServer((host, port), handler)


class BackgroundServer:
    """A SiteServer in a thread that can be stopped and restarted on the same port."""

    def __init__(self, site: Path = SITE, host: str = "127.0.0.1", port: int = 0) -> None:
        self.site, self.host, self.port = site, host, port
        self._server: SiteServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    @property
    def running(self) -> bool:
        return self._server is not None

    def start(self) -> BackgroundServer:
        if self._server is None:
            for _ in range(50):  # the port may linger briefly after a stop
                try:
                    self._server = make_server(self.site, self.host, self.port)
                    break
                except OSError:
                    time.sleep(0.1)
            else:
                raise BuildError(f"cannot bind {self.host}:{self.port}")
            self.port = self._server.server_address[1]
            self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            assert self._thread is not None
            self._thread.join(5)
            self._server = self._thread = None


def serve(host: str, port: int) -> None:
    if needs_build():
        build()
    with make_server(SITE, host, port, quiet=False) as server, contextlib.suppress(KeyboardInterrupt):
        print(f"Serving {SITE} at http://{host}:{server.server_address[1]}/  (Ctrl-C to stop)", flush=True)
        server.serve_forever()


# --- command line ----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] and argv[0] in DELEGATED:
        return subprocess.call([sys.executable, "-m", DELEGATED[argv[0]], *argv[1:]], cwd=ROOT)
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="write the static site")
    b.add_argument("--out", type=Path, default=SITE)
    b.add_argument("--web", type=Path, default=WEB)
    s = sub.add_parser("serve", help="build if needed and serve site/ on localhost")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--host", default="127.0.0.1")
    sub.add_parser("icons", help="python -m tests.build.icons: regenerate web/icons/*.png")
    sub.add_parser("bench", help="python -m tests.bench ARGS: start-up, sizes, bot timings (see --help)")
    args = ap.parse_args(argv)
    try:
        if args.cmd == "build":
            build(args.out, args.web)
        else:
            serve(args.host, args.port)
    except (BuildError, subprocess.CalledProcessError, OSError) as e:
        print(f"build.py: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
