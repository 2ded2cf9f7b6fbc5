#!/usr/bin/env python3
"""Build, serve and benchmark the static Paiju site (standard library only, apart from the browser bench).

    python build.py build  [--out site] [--web web]     write the static site
    python build.py serve  [--port 8000] [--host 127.0.0.1]   build if sources changed, then serve
    python build.py bench  [--runs 3] [--quick]          start-up, size, CPython and in-page bot figures
    python build.py icons                                 regenerate web/icons/*.png from code

Site layout (every URL relative, so GitHub Pages can serve it under /<repo>/):

    index.html main.py ... (a copy of web/)        the page, owned by the UI
    sw.js                                           web/sw.js with the precache manifest written in
    pyscript.json                                   PyScript config (below)
    build-info.json                                 versions, the wheel URL, extra wheel URLs, cache name
    wheels/<hash12>/pygame_core-<v>-py3-none-any.whl   our wheel; the folder is its content hash so no
                                                    cache (HTTP, IndexedDB, service worker) serves a stale one
    wheels/segno-1.6.6-py3-none-any.whl             pure-Python QR codes, installed at run time on demand
    vendor/pyodide/   pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json
                      micropip-0.11.1-py3-none-any.whl (from PyPI; its sha256 patched into the lock)
    vendor/pyscript/  core.js core.css and the other dist/*.js, *.css chunks (no source maps)
    bench/floor.html                                the benchmark floor: a page that only boots Pyodide

pyscript.json is {"interpreter": "./vendor/pyodide/pyodide.mjs", "packages": [<our wheel>],
"packages_cache": "passthrough"}: PyScript hands the wheel straight to loadPyodide, so micropip is not
loaded at boot (fastest) and nothing is fetched from a CDN.

Installing an extra wheel at run time, offline (verified in headless Chromium by
tests/e2e/test_site.py::test_stub_site_boots_and_micropip_installs_offline):

    import pyodide_js, json
    from pyodide.http import pyfetch
    await pyodide_js.loadPackage("micropip")          # the vendored micropip, checked against the lock
    import micropip
    info = await (await pyfetch("./build-info.json")).json()
    await micropip.install(info["extra_wheels"]["segno"])   # "./wheels/segno-1.6.6-py3-none-any.whl"
    import segno

(`await pyodide_js.loadPackage(url)` on the same wheel URL also works, without micropip.) Relative
URLs resolve against the page. Every wheel in site/ is precached by the service worker.

Downloads (npm tarballs via `npm pack`, wheels via `pip download`) are checked against the sha256
pinned below and cached in .cache/downloads/, so a second build downloads nothing. A mismatch stops
the build. To move a pin: change the version, run `python build.py build`, read the computed hash
from the error message, check it, and paste it in.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import urllib.request
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
WEB = ROOT / "web"
CACHE = ROOT / ".cache" / "downloads"
STAMP = ".build-stamp"

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

# The five files of the npm package a page needs (maps, .d.ts, the UMD build and consoles are not).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".py": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
}

# Chromium flags for headless runs: no sandbox (root in CI), no GPU, and none of Chromium's own
# background traffic to Google; the resolver rule makes any other host fail to resolve at all.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",  # containers often have a 64 MB /dev/shm
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]


class BuildError(RuntimeError):
    pass


def log(msg: str) -> None:
    print(f"[build] {msg}", file=sys.stderr, flush=True)


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


# --- downloads -------------------------------------------------------------------------------------


def _check(path: Path, expected: str, what: str) -> None:
    got = sha256_file(path)
    if got != expected:
        raise BuildError(f"sha256 mismatch for {what} ({path.name}):\n  pinned   {expected}\n  download {got}\n"
                         "Refusing to build. If the new version is intended, check it and update the pin.")


def cached_download(filename: str, sha256: str, what: str, fetch: Callable[[Path], Path],
                    cache: Path = CACHE) -> Path:
    """Return the cached file, or fetch it into a temp dir, check its sha256, and move it into the cache."""
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
        _check(got, sha256, what)
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
            with urllib.request.urlopen(pin.url, timeout=120) as r:
                (tmp / pin.filename).write_bytes(r.read())
        out = tmp / pin.filename
        if not out.exists():
            raise BuildError(f"npm pack {spec} wrote {[p.name for p in tmp.iterdir()]}, expected {pin.filename}")
        return out
    return fetch


def _fetch_wheel(pin: WheelPin) -> Callable[[Path], Path]:
    def fetch(tmp: Path) -> Path:
        # Pyodide-side wheels: ask for a pure-Python wheel for Python 3.14 whatever the host Python is.
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                        "--python-version", "3.14", "--implementation", "py", "--platform", "any",
                        "--disable-pip-version-check", "-q", f"{pin.name}=={pin.version}", "-d", str(tmp)],
                       check=True)
        out = tmp / pin.filename
        if not out.exists():
            raise BuildError(f"pip download {pin.name}=={pin.version} wrote {[p.name for p in tmp.iterdir()]}")
        return out
    return fetch


def npm_tarball(pin: NpmPin) -> Path:
    return cached_download(pin.filename, pin.sha256, f"npm {pin.name}@{pin.version}", _fetch_npm(pin))


def pypi_wheel(pin: WheelPin) -> Path:
    return cached_download(pin.filename, pin.sha256, f"PyPI {pin.name}=={pin.version}", _fetch_wheel(pin))


# --- vendoring -------------------------------------------------------------------------------------


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


def build_wheel(outdir: Path, root: Path = ROOT) -> Path:
    """Our wheel via hatchling's PEP 517 hook (byte-identical between builds)."""
    outdir.mkdir(parents=True, exist_ok=True)
    try:
        import hatchling  # noqa: F401
        # Called in a child so hatchling sees a clean interpreter; cwd must be the project root.
        code = "import sys, hatchling.build as b; print(b.build_wheel(sys.argv[1]))"
        res = subprocess.run([sys.executable, "-c", code, str(outdir)], cwd=root, check=True,
                             capture_output=True, text=True)
        name = res.stdout.strip().splitlines()[-1]
    except ImportError:
        # `python -m build` run from elsewhere: in the project root, `-m build` would find this file.
        subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(outdir), str(root)],
                       cwd=tempfile.gettempdir(), check=True)
        name = next(p.name for p in outdir.glob("*.whl"))
    wheel = outdir / name
    if not wheel.name.endswith("-py3-none-any.whl"):
        raise BuildError(f"expected a py3-none-any wheel, got {wheel.name}")
    return wheel


FLOOR_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pyodide floor</title><link rel="icon" href="data:,"></head>
<body><script type="module">
// Benchmark floor: the vendored Pyodide and nothing else, ready when Python has run once.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "../vendor/pyodide/" });
py.runPython("import sys");
document.body.dataset.ready = "1";
</script></body></html>
"""

PRECACHE_RE = re.compile(r"/\*PRECACHE\*/.*?/\*END\*/", re.S)
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
        if rel in ("sw.js", STAMP) or rel.startswith("bench/"):
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


def source_fingerprint(root: Path = ROOT, web: Path = WEB) -> str:
    """Hash of everything a build reads, so `serve` rebuilds only when something changed."""
    h = hashlib.sha256()
    paths = [root / "pyproject.toml", root / "build.py", root / "README.md"]
    paths += list(iter_files(root / "pygame_core")) + list(iter_files(web))
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
        if not (tmp / "index.html").exists():
            log(f"warning: {web}/index.html does not exist yet; the site has no page")

        got = extract_members(pyodide_tgz, tmp / "vendor" / "pyodide", select_pyodide)
        if got != sorted(PYODIDE_FILES):
            raise BuildError(f"pyodide tarball lacks {set(PYODIDE_FILES) - set(got)}")
        shutil.copy2(micropip_whl, tmp / "vendor" / "pyodide" / micropip_whl.name)
        patch_lock(tmp / "vendor" / "pyodide" / "pyodide-lock.json", micropip_whl, MICROPIP)
        got = extract_members(pyscript_tgz, tmp / "vendor" / "pyscript", select_pyscript)
        if "core.js" not in got or "core.css" not in got:
            raise BuildError("pyscript tarball lacks dist/core.js or dist/core.css")

        with tempfile.TemporaryDirectory() as wtmp:
            built = build_wheel(Path(wtmp), root)
            digest = sha256_file(built)
            wheel_rel = f"wheels/{digest[:12]}/{built.name}"
            (tmp / wheel_rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(built, tmp / wheel_rel)
        for whl in extras.values():
            shutil.copy2(whl, tmp / "wheels" / whl.name)

        config = {
            "interpreter": "./vendor/pyodide/pyodide.mjs",
            "packages": [f"./{wheel_rel}"],
            "packages_cache": "passthrough",
        }
        (tmp / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
        (tmp / "bench").mkdir(exist_ok=True)
        (tmp / "bench" / "floor.html").write_text(FLOOR_HTML, encoding="utf-8")
        info: dict[str, Any] = {
            "version": _project_version(root),
            "wheel": f"./{wheel_rel}",
            "wheel_sha256": digest,
            "extra_wheels": {name: f"./wheels/{whl.name}" for name, whl in extras.items()},
            "pyodide": PYODIDE.version,
            "pyscript": PYSCRIPT.version,
            "micropip": MICROPIP.version,
        }
        (tmp / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
        sw_src = web / "sw.js"
        if sw_src.exists():
            manifest = precache_manifest(tmp)
            write_sw(sw_src, tmp / "sw.js", manifest)
            info["cache"] = manifest["cache"]
            info["precache_files"] = len(manifest["files"])
        (tmp / STAMP).write_text(fingerprint, encoding="utf-8")

        if out.exists():
            old = out.with_name(f".{out.name}.old-{os.getpid()}")
            os.replace(out, old)
            os.replace(tmp, out)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    log(f"built {out} in {time.perf_counter() - t0:.1f} s: {dir_bytes(out) / 2**20:.2f} MiB, "
        f"wheel {wheel_rel}, cache {info.get('cache', '-')}")
    return info


def _project_version(root: Path) -> str:
    m = re.search(r'^version\s*=\s*"([^"]+)"', (root / "pyproject.toml").read_text(encoding="utf-8"), re.M)
    return m.group(1) if m else "0"


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
    server = make_server(SITE, host, port, quiet=False)
    print(f"Serving {SITE} at http://{host}:{server.server_address[1]}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# --- benchmarks ------------------------------------------------------------------------------------

# Records the moment main.py sets <body data-ready="1">, in ms since navigation start.
READY_PROBE = """
(() => {
  const mark = () => {
    if (window.__readyAt === undefined && document.body && document.body.dataset.ready === "1")
      window.__readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, {subtree: true, childList: true, attributes: true,
                                                attributeFilter: ["data-ready"]});
})();
"""


def _launch(pw: Any) -> Any:
    return pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)


def chromium_cpu_ms() -> float | None:
    """CPU time (user + system, ms) used so far by every Chromium process that descends from this
    one; None where /proc is missing. Unlike wall-clock time it barely moves when the machine is
    busy with other work, so it is the steadier basis for the page/floor ratio."""
    if not os.path.isdir("/proc"):
        return None
    parent: dict[int, int] = {}
    ticks: dict[int, int] = {}
    chromium: set[int] = set()
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat", encoding="ascii", errors="replace") as f:
                stat = f.read()
            exe = os.readlink(f"/proc/{d}/exe")
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        pid = int(d)
        parent[pid] = int(fields[1])
        ticks[pid] = sum(int(x) for x in fields[11:15])  # utime stime cutime cstime
        if "chromium" in exe or "chrome" in exe:
            chromium.add(pid)
    me, total = os.getpid(), 0
    for pid in chromium:
        p = pid
        while p > 1 and p != me:
            p = parent.get(p, 1)
        if p == me:
            total += ticks[pid]
    return 1000.0 * total / os.sysconf("SC_CLK_TCK")


def _time_to_ready(context: Any, url: str, timeout_s: float = 120) -> tuple[float, float | None]:
    """(ms from navigation start to ready, Chromium CPU ms spent meanwhile)."""
    page = context.new_page()
    try:
        page.goto("about:blank")
        cpu0 = chromium_cpu_ms()
        page.goto(url, wait_until="commit")
        page.wait_for_function("window.__readyAt !== undefined", timeout=timeout_s * 1000, polling=50)
        cpu1 = chromium_cpu_ms()
        cpu = cpu1 - cpu0 if cpu0 is not None and cpu1 is not None else None
        return float(page.evaluate("window.__readyAt")), cpu
    finally:
        page.close()


def bench_browser(site: Path, runs: int, quick: bool) -> dict[str, Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        log("playwright is not installed: skipping the browser benchmarks")
        return {}
    out: dict[str, Any] = {}
    srv = BackgroundServer(site).start()
    try:
        with sync_playwright() as pw:
            cold: dict[str, list[float]] = {"floor": [], "page": []}
            cpu: dict[str, list[float]] = {"floor": [], "page": []}
            for i in range(runs):
                # Alternate the order so neither side always runs first; a fresh browser each time.
                order = ["floor", "page"] if i % 2 == 0 else ["page", "floor"]
                for which in order:
                    url = srv.url + ("bench/floor.html" if which == "floor" else "")
                    browser = _launch(pw)
                    try:
                        ctx = browser.new_context()
                        ctx.add_init_script(READY_PROBE)
                        wall, used = _time_to_ready(ctx, url)
                    finally:
                        browser.close()
                    cold[which].append(wall)
                    if used is not None:
                        cpu[which].append(used)
                    log(f"cold {which} run {i + 1}: {wall:.0f} ms, Chromium CPU {used or 0:.0f} ms")
            out["cold_ms"] = {k: [round(x) for x in v] for k, v in cold.items()}
            floor, page = statistics.median(cold["floor"]), statistics.median(cold["page"])
            out["cold_median_ms"] = {"floor": round(floor), "page": round(page)}
            out["cold_ratio"] = round(page / floor, 3)
            if cpu["floor"] and cpu["page"]:
                out["cold_cpu_ms"] = {k: [round(x) for x in v] for k, v in cpu.items()}
                cf, cp = statistics.median(cpu["floor"]), statistics.median(cpu["page"])
                out["cold_cpu_median_ms"] = {"floor": round(cf), "page": round(cp)}
                out["cold_cpu_ratio"] = round(cp / cf, 3)

            browser = _launch(pw)
            try:
                ctx = browser.new_context()
                ctx.add_init_script(READY_PROBE)
                page_ = ctx.new_page()
                page_.goto(srv.url)
                page_.wait_for_function("document.body && document.body.dataset.ready === '1'",
                                        timeout=120_000)
                has_sw = page_.evaluate("""async () => {
                    if (!navigator.serviceWorker) return false;
                    const reg = await Promise.race([navigator.serviceWorker.ready,
                                                    new Promise(r => setTimeout(() => r(null), 60000))]);
                    return !!(reg && reg.active);
                }""")
                if has_sw:
                    # ready resolves once install (the whole precache) has finished.
                    srv.stop()
                    warm = [_time_to_ready(ctx, srv.url)[0] for _ in range(runs)]
                    out["warm_sw_ms"] = [round(x) for x in warm]
                    out["warm_sw_median_ms"] = round(statistics.median(warm))
                    for x in warm:
                        log(f"warm (service worker, server stopped): {x:.0f} ms")
                else:
                    log("no active service worker on the page: skipping the warm start")
                # in the first page, served from the cache if the server is down
                out["pyodide_bots"] = _bench_pyodide_bots(page_, quick)
            finally:
                browser.close()
    finally:
        srv.stop()
    return out


def _bench_cases(quick: bool) -> list[tuple[str, str, str, int]]:
    """(game, preset, level, n) for every available game and bot level, on the default preset."""
    sys.path.insert(0, str(ROOT))
    from pygame_core.core import registry
    cases = []
    for info in registry.available():
        for level in info.bots:
            cases.append((info.id, info.default_preset, level, 5 if quick else 30))
    return cases


def _bench_pyodide_bots(page: Any, quick: bool) -> dict[str, Any]:
    if not page.evaluate("!!(window.paiju && window.paiju.benchBots)"):
        log("window.paiju.benchBots is not exposed by the page: skipping the in-page bot timings")
        return {}
    res: dict[str, Any] = {}
    for game, preset, level, n in _bench_cases(quick):
        raw = page.evaluate("""async ([g, p, l, n]) => {
            const r = await window.paiju.benchBots(g, p, l, n);
            return typeof r === "string" ? r : JSON.stringify(r);
        }""", [game, preset, level, n])
        res[f"{game}/{preset}/{level}"] = json.loads(raw)
        log(f"pyodide bots {game}/{preset}/{level}: {raw}")
    return res


def bench_cpython(quick: bool) -> dict[str, Any]:
    sys.path.insert(0, str(ROOT))
    try:
        from pygame_core import bench as pb
    except ImportError as e:
        log(f"pygame_core.bench is not available ({e}): skipping the CPython benchmarks")
        return {}
    from pygame_core.core import registry
    out: dict[str, Any] = {"songs_per_second": {}, "bots": {}}
    seconds = 0.5 if quick else 3.0
    for info in registry.available():
        for preset in info.presets:
            sps = pb.songs_per_second(info.id, preset, seconds)
            out["songs_per_second"][f"{info.id}/{preset}"] = sps
            log(f"cpython {info.id}/{preset}: {sps} songs/s")
    for game, preset, level, n in _bench_cases(quick):
        t = pb.bot_decision_times(game, preset, level, n, 1)
        out["bots"][f"{game}/{preset}/{level}"] = t
        log(f"cpython bots {game}/{preset}/{level}: {t}")
    return out


def sizes(site: Path, web: Path = WEB) -> dict[str, int]:
    wheels = list((site / "wheels").glob("*/pygame_core-*.whl"))
    wheel = wheels[0].stat().st_size if wheels else 0
    web_bytes = sum(p.stat().st_size for p in iter_files(web)) if web.is_dir() else 0
    icons = web / "icons"
    icon_bytes = sum(p.stat().st_size for p in iter_files(icons)) if icons.is_dir() else 0
    return {
        "wheel_bytes": wheel,
        "web_bytes": web_bytes,
        "own_code_bytes": wheel + web_bytes,
        "icon_bytes": icon_bytes,
        "site_bytes": dir_bytes(site) - sum(p.stat().st_size for p in (site / "bench").rglob("*") if p.is_file()),
        "vendor_bytes": dir_bytes(site / "vendor"),
    }


def _fmt(v: Any) -> str:
    if isinstance(v, dict):
        return ", ".join(f"{k}={_fmt(x)}" for k, x in v.items())
    if isinstance(v, float):
        return f"{v:.1f}" if v >= 10 else f"{v:.3g}"
    return str(v)


def bench(runs: int, quick: bool, out_json: Path, site: Path | None = None) -> dict[str, Any]:
    """Benchmark site/ (rebuilt if sources changed), or an already built `site`."""
    if site is None:
        site = SITE
        if needs_build():
            build()
    result: dict[str, Any] = {"date": time.strftime("%Y-%m-%d %H:%M:%S"), "runs": runs,
                              "cpu_count": os.cpu_count(), "sizes": sizes(site)}
    load0 = os.getloadavg()[0]
    result["browser"] = bench_browser(site, runs, quick)
    # Start-up times are wall-clock: another busy process on the machine inflates them.
    result["browser"]["loadavg_1min_before_after"] = [round(load0, 2), round(os.getloadavg()[0], 2)]
    result["cpython"] = bench_cpython(quick)
    out_json.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    rows: list[tuple[str, str]] = []
    b = result["browser"]
    if "cold_median_ms" in b:
        rows.append(("cold: bare Pyodide floor (median ms)", str(b["cold_median_ms"]["floor"])))
        rows.append(("cold: playable table (median ms)", str(b["cold_median_ms"]["page"])))
        rows.append(("cold ratio page/floor (goal <= 1.15)", f"{b['cold_ratio']:.3f}"))
    if "cold_cpu_median_ms" in b:
        c = b["cold_cpu_median_ms"]
        rows.append(("cold Chromium CPU ms floor / page (median)", f"{c['floor']} / {c['page']}"))
        rows.append(("cold CPU ratio page/floor (steadier on a busy machine)", f"{b['cold_cpu_ratio']:.3f}"))
    if "loadavg_1min_before_after" in b:
        rows.append(("load average before/after the browser runs", str(b["loadavg_1min_before_after"])))
    if "warm_sw_median_ms" in b:
        rows.append(("warm from service worker, server stopped (ms)", str(b["warm_sw_median_ms"])))
    s = result["sizes"]
    rows.append(("wheel (KB)", f"{s['wheel_bytes'] / 1000:.1f}"))
    rows.append(("own code: wheel + web/ (KB, goal < 300)", f"{s['own_code_bytes'] / 1000:.1f}"))
    rows.append(("  of which web/icons (KB)", f"{s['icon_bytes'] / 1000:.1f}"))
    rows.append(("whole site (MiB)", f"{s['site_bytes'] / 2**20:.2f}"))
    for k, v in result["cpython"].get("songs_per_second", {}).items():
        rows.append((f"CPython random-playout songs/s {k}", _fmt(v.get("hands_per_second", v))))
    for where, times in (("CPython", result["cpython"].get("bots", {})), ("Pyodide", b.get("pyodide_bots", {}))):
        for k, v in times.items():
            rows.append((f"{where} bot decision p50/p95 ms {k}",
                         f"{_fmt(v.get('p50_ms'))} / {_fmt(v.get('p95_ms'))}  (n={v.get('decisions')})"))
    width = max(len(r[0]) for r in rows)
    print()
    for k, v in rows:
        print(f"{k.ljust(width)}  {v}")
    print(f"\nwritten to {out_json}")
    return result


# --- icons -----------------------------------------------------------------------------------------


def _png(width: int, height: int, rgba: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + rgba[y * width * 4:(y + 1) * width * 4] for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _icon_color(x: float, y: float, maskable: bool) -> tuple[int, int, int, int]:
    """The icon in unit coordinates (0..1): two fanned cards on green felt, a red pip on the front one."""
    import math

    def rrect(px: float, py: float, cx: float, cy: float, hw: float, hh: float, r: float, ang: float) -> bool:
        c, s = math.cos(ang), math.sin(ang)
        dx, dy = px - cx, py - cy
        u, v = abs(c * dx + s * dy), abs(-s * dx + c * dy)
        if u > hw or v > hh:
            return False
        if u <= hw - r or v <= hh - r:
            return True
        return (u - (hw - r)) ** 2 + (v - (hh - r)) ** 2 <= r * r

    if not maskable and not rrect(x, y, 0.5, 0.5, 0.5, 0.5, 0.18, 0.0):
        return (0, 0, 0, 0)
    color = (31, 92, 62, 255)  # felt
    k = 0.8 if maskable else 1.0  # maskable icons keep their content inside the central safe zone
    X, Y = 0.5 + (x - 0.5) / k, 0.5 + (y - 0.5) / k
    back = (-0.28, 0.43, 0.50)
    front = (0.22, 0.57, 0.52)
    for ang, cx, cy in (back, front):
        if rrect(X, Y, cx, cy, 0.19, 0.27, 0.04, ang):
            color = (120, 120, 120, 255) if not rrect(X, Y, cx, cy, 0.18, 0.26, 0.035, ang) else (
                (250, 246, 236, 255))
            if (ang, cx, cy) == back and rrect(X, Y, cx, cy, 0.14, 0.22, 0.03, ang):
                color = (166, 38, 38, 255)  # the back card shows its red back
    if (X - 0.575) ** 2 + (Y - 0.52) ** 2 <= 0.085 ** 2:
        color = (200, 40, 40, 255)
    return color


def make_icon(size: int, maskable: bool = False, ss: int = 3) -> bytes:
    px = bytearray()
    for j in range(size):
        for i in range(size):
            acc = [0, 0, 0, 0]
            for sj in range(ss):
                for si in range(ss):
                    c = _icon_color((i + (si + 0.5) / ss) / size, (j + (sj + 0.5) / ss) / size, maskable)
                    for n in range(3):
                        acc[n] += c[n] * c[3]
                    acc[3] += c[3]
            a = acc[3]
            px += bytes((acc[0] // a, acc[1] // a, acc[2] // a, a // (ss * ss))) if a else b"\0\0\0\0"
    return _png(size, size, bytes(px))


def write_icons(dest: Path = WEB / "icons") -> None:
    dest.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in (("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                 ("icon-maskable-512.png", 512, True)):
        (dest / name).write_bytes(make_icon(size, maskable))
        log(f"wrote {dest / name}")


# --- command line ----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="write the static site")
    b.add_argument("--out", type=Path, default=SITE)
    b.add_argument("--web", type=Path, default=WEB)
    s = sub.add_parser("serve", help="build if needed and serve site/ on localhost")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--host", default="127.0.0.1")
    be = sub.add_parser("bench", help="run the benchmarks and write bench.json")
    be.add_argument("--runs", type=int, default=3)
    be.add_argument("--quick", action="store_true", help="fewer samples (a smoke run)")
    be.add_argument("--out", type=Path, default=ROOT / "bench.json")
    be.add_argument("--site", type=Path, default=None, help="an already built site (default: site/, rebuilt)")
    sub.add_parser("icons", help="regenerate web/icons/*.png")
    args = ap.parse_args(argv)
    try:
        if args.cmd == "build":
            build(args.out, args.web)
        elif args.cmd == "serve":
            serve(args.host, args.port)
        elif args.cmd == "bench":
            bench(max(1, args.runs), args.quick, args.out, args.site)
        elif args.cmd == "icons":
            write_icons()
    except (BuildError, subprocess.CalledProcessError, OSError) as e:
        print(f"build.py: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
