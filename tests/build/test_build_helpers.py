"""Unit tests of build.py's helpers: downloads and pins, vendoring selection, the lock patch, the
precache manifest, the server's MIME types and restart."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import tarfile
import urllib.error
import urllib.request
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from build_loader import load_build


@pytest.fixture(scope="module")
def b() -> ModuleType:
    return load_build()


def test_cached_download_checks_the_pin_and_fetches_once(b: Any, tmp_path: Path) -> None:
    data = b"wheel bytes"
    calls = []

    def fetch(tmp: Path) -> Path:
        calls.append(1)
        (tmp / "x.whl").write_bytes(data)
        return tmp / "x.whl"

    good = hashlib.sha256(data).hexdigest()
    p = b.cached_download("x.whl", good, "x", fetch, tmp_path)
    assert p.read_bytes() == data and len(calls) == 1
    assert b.cached_download("x.whl", good, "x", fetch, tmp_path) == p and len(calls) == 1
    with pytest.raises(b.BuildError, match="sha256 mismatch"):
        b.cached_download("y.whl", "0" * 64, "y", lambda t: fetch(t).rename(t / "y.whl"), tmp_path)
    assert not (tmp_path / "y.whl").exists()  # a bad download never lands in the cache


def test_cached_file_that_no_longer_matches_is_fetched_again(b: Any, tmp_path: Path) -> None:
    (tmp_path / "x.whl").write_bytes(b"tampered")

    def fetch(tmp: Path) -> Path:
        (tmp / "x.whl").write_bytes(b"good")
        return tmp / "x.whl"

    p = b.cached_download("x.whl", hashlib.sha256(b"good").hexdigest(), "x", fetch, tmp_path)
    assert p.read_bytes() == b"good"


def test_pins_are_full_sha256_and_names_follow_the_registries(b: Any) -> None:
    for pin in (b.PYODIDE, b.PYSCRIPT, b.MICROPIP, *b.EXTRA_WHEELS):
        assert len(pin.sha256) == 64 and int(pin.sha256, 16) >= 0
    assert b.PYSCRIPT.filename == "pyscript-core-0.7.31.tgz"
    assert b.PYSCRIPT.url == "https://registry.npmjs.org/@pyscript/core/-/core-0.7.31.tgz"
    assert b.PYODIDE.filename == "pyodide-314.0.7.tgz"
    assert b.MICROPIP.filename == "micropip-0.11.1-py3-none-any.whl"


def test_selection_takes_the_page_files_only(b: Any) -> None:
    assert b.select_pyodide("package/pyodide.asm.wasm") == "pyodide.asm.wasm"
    for skipped in ("package/pyodide.js", "package/pyodide.mjs.map", "package/ffi.d.ts", "package/console.html"):
        assert b.select_pyodide(skipped) is None
    assert b.select_pyscript("package/dist/core.js") == "core.js"
    assert b.select_pyscript("package/dist/core-C9KDLldu.js") == "core-C9KDLldu.js"
    assert b.select_pyscript("package/dist/xterm.css") == "xterm.css"
    for skipped in ("package/dist/core.js.map", "package/src/core.js", "package/dist/sub/x.js", "package/types/a.d.ts"):
        assert b.select_pyscript(skipped) is None


def _tgz(path: Path, files: dict[str, bytes]) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def test_extract_members_copies_selected_files_and_refuses_escapes(b: Any, tmp_path: Path) -> None:
    tgz = _tgz(tmp_path / "p.tgz", {"package/dist/core.js": b"js", "package/dist/core.js.map": b"map",
                                    "package/README.md": b"r"})
    got = b.extract_members(tgz, tmp_path / "out", b.select_pyscript)
    assert got == ["core.js"] and (tmp_path / "out" / "core.js").read_bytes() == b"js"
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["core.js"]
    with pytest.raises(b.BuildError, match="unsafe"):
        b.extract_members(tgz, tmp_path / "out", lambda name: "../evil")


def _lock(tmp_path: Path, **entry: Any) -> Path:
    base = {"depends": [], "file_name": "micropip-0.11.1-py3-none-any.whl", "imports": ["micropip"],
            "name": "micropip", "sha256": "ab" * 32, "version": "0.11.1"}
    base.update(entry)
    p = tmp_path / "pyodide-lock.json"
    p.write_text(json.dumps({"info": {"python": "3.14.2"}, "packages": {"micropip": base, "other": {"x": 1}}}))
    return p


def test_patch_lock_sets_the_vendored_sha256_and_keeps_the_rest(b: Any, tmp_path: Path) -> None:
    whl = tmp_path / "micropip-0.11.1-py3-none-any.whl"
    whl.write_bytes(b"pypi build")
    lock = _lock(tmp_path)
    b.patch_lock(lock, whl, b.MICROPIP)
    got = json.loads(lock.read_text())
    assert got["packages"]["micropip"]["sha256"] == hashlib.sha256(b"pypi build").hexdigest()
    assert got["packages"]["other"] == {"x": 1} and got["info"] == {"python": "3.14.2"}


@pytest.mark.parametrize("entry, message", [
    ({"file_name": "micropip-0.11.1-py3-none-any.whl.tar"}, "expects"),
    ({"version": "0.10.0"}, "lock pins"),
    ({"depends": ["packaging"]}, "depends"),
])
def test_patch_lock_refuses_an_entry_that_does_not_fit(b: Any, tmp_path: Path, entry: dict[str, Any],
                                                       message: str) -> None:
    whl = tmp_path / "micropip-0.11.1-py3-none-any.whl"
    whl.write_bytes(b"w")
    with pytest.raises(b.BuildError, match=message):
        b.patch_lock(_lock(tmp_path, **entry), whl, b.MICROPIP)


def _site(root: Path) -> Path:
    for rel, data in {"index.html": "<p>", "main.py": "x = 1", "sw.js": "sw",
                      "vendor/pyodide/pyodide.mjs": "m", ".build-stamp": "s"}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(data)
    return root


def test_precache_lists_the_site_and_hashes_its_content(b: Any, tmp_path: Path) -> None:
    site = _site(tmp_path)
    m = b.precache_manifest(site)
    assert m["files"] == ["./", "index.html", "main.py", "vendor/pyodide/pyodide.mjs"]
    assert m["cache"].startswith("paiju-")
    (site / "sw.js").write_text("changed")  # not part of the content hash (it holds the hash)
    assert b.precache_manifest(site)["cache"] == m["cache"]
    (site / "main.py").write_text("x = 2")
    assert b.precache_manifest(site)["cache"] != m["cache"]


def test_write_sw_fills_the_marker_once(b: Any, tmp_path: Path) -> None:
    src = tmp_path / "src.js"
    src.write_text('const P = /*PRECACHE*/{"cache": "paiju-dev", "files": []}/*END*/;\nrest();\n')
    b.write_sw(src, tmp_path / "sw.js", {"cache": "paiju-1", "files": ["./", "a b.js"]})
    out = (tmp_path / "sw.js").read_text()
    assert out == 'const P = /*PRECACHE*/{"cache":"paiju-1","files":["./","a b.js"]}/*END*/;\nrest();\n'
    src.write_text("no marker")
    with pytest.raises(b.BuildError, match="marker"):
        b.write_sw(src, tmp_path / "sw.js", {"cache": "x", "files": []})


def test_real_sw_has_the_marker(b: Any) -> None:
    assert b.PRECACHE_RE.search((b.WEB / "sw.js").read_text(encoding="utf-8"))


def test_fingerprint_follows_sources(b: Any, tmp_path: Path) -> None:
    root = tmp_path
    (root / "pygame_core").mkdir()
    (root / "pygame_core" / "a.py").write_text("a")
    (root / "pyproject.toml").write_text('version = "1"')
    web = root / "web"
    web.mkdir()
    (web / "main.py").write_text("m")
    f1 = b.source_fingerprint(root, web)
    (root / "pygame_core" / "__pycache__").mkdir()
    (root / "pygame_core" / "__pycache__" / "a.cpython-311.pyc").write_bytes(b"c")
    assert b.source_fingerprint(root, web) == f1  # byte-code is not a source
    (web / "main.py").write_text("m2")
    assert b.source_fingerprint(root, web) != f1


def _get(url: str) -> tuple[int, str, bytes]:
    with urllib.request.urlopen(url, timeout=5) as r:
        return r.status, r.headers.get("Content-Type", ""), r.read()


def test_server_types_and_restart_on_the_same_port(b: Any, tmp_path: Path) -> None:
    for name in ("a.wasm", "a.mjs", "m.webmanifest", "p.whl", "main.py", "i.html"):
        (tmp_path / name).write_bytes(b"x")
    srv = b.BackgroundServer(tmp_path).start()
    try:
        types = {name: _get(srv.url + name)[1] for name in ("a.wasm", "a.mjs", "m.webmanifest", "p.whl", "main.py")}
        assert types == {"a.wasm": "application/wasm", "a.mjs": "text/javascript; charset=utf-8",
                         "m.webmanifest": "application/manifest+json", "p.whl": "application/zip",
                         "main.py": "text/plain; charset=utf-8"}
        port = srv.port
        srv.stop()
        with pytest.raises(urllib.error.URLError):
            _get(srv.url + "i.html")
        srv.start()
        assert srv.port == port and _get(srv.url + "i.html")[0] == 200
    finally:
        srv.stop()


def test_the_sites_page_files_lose_their_comments_line_for_line(b: Any) -> None:
    js = 'const a = "//kept";\n  // gone\nlet t = `\nx`; // trailing kept\n'
    assert b.strip_web(js, ".js") == 'const a = "//kept";\n\nlet t = `\nx`; // trailing kept\n'
    html = "<!-- one\ntwo -->\n<script>\n// gone\nf();\n</script>\n"
    assert b.strip_web(html, ".html") == "\n\n<script>\n\nf();\n</script>\n"
    assert b.strip_web('"""Doc."""\nimport sys  # why\n', ".py").splitlines() == ["", "import sys"]


def test_no_page_file_has_a_comment_like_line_inside_a_template_literal(b: Any) -> None:
    """strip_web blanks every line starting with //: one inside a multi-line `...` string would change
    the page's code. Tracked by counting backticks outside comment lines."""
    for p in sorted(b.WEB.iterdir()):
        if p.suffix not in (".js", ".mjs", ".html"):
            continue
        inside = False
        for n, line in enumerate(p.read_text(encoding="utf-8").split("\n"), 1):
            if line.lstrip().startswith("//"):
                assert not inside, f"{p.name}:{n} starts with // inside a template literal"
                continue
            code = line.split(" // ", 1)[0]  # a trailing comment's backticks are not code
            if (code.count("`") - code.count("\\`")) % 2:
                inside = not inside
        assert not inside, f"{p.name}: unbalanced backticks"


def test_classic_script_defines_the_factory_and_refuses_another_shape(b: Any) -> None:
    module = ('async function _createPyodideModule(m={}){var _scriptName=import.meta.url;'
              'return new URL("pyodide.asm.wasm",import.meta.url).href}export default _createPyodideModule;\n')
    got = b.classic_script(module)
    # its own URL from the <script> element as it runs; no module syntax left
    assert got.startswith('"use strict";var __paijuAsmURL=document.currentScript.src;\n')
    assert "import.meta" not in got and "export" not in got and got.count("__paijuAsmURL") == 3
    for other in (module.replace("export default _createPyodideModule;", "export { _createPyodideModule };"),
                  "import x from './y.js';\n" + module, module.replace("import.meta.url", "import.meta.resolve('a')", 1),
                  module.replace("_createPyodideModule(m", "_create(m")):
        with pytest.raises(b.BuildError, match="another shape"):
            b.classic_script(other)


def test_the_start_archive_holds_the_wheels_files_in_one_smaller_stream(b: Any) -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for i in range(20):  # modules that share most of their text, as a package's do
            zf.writestr(f"p/m{i}.py", f"from p import base\n\n\ndef f{i}(x: int) -> int:\n    return base.g(x) + {i}\n" * 20)
        zf.writestr("p/data.bin", bytes(range(256)))
    wheel = buf.getvalue()
    got = b.start_archive(wheel)
    assert got == b.start_archive(wheel)  # byte-identical between builds
    with zipfile.ZipFile(io.BytesIO(wheel)) as zf:
        assert b.read_start_archive(got) == [(n, zf.read(n)) for n in zf.namelist()]
    assert len(got) < len(wheel) / 2
    with pytest.raises(b.BuildError, match="not a start archive"):
        b.read_start_archive(gzip.compress(b"PK\x03\x04 a zip"))
