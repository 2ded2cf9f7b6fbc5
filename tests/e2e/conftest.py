"""End-to-end fixtures: the built site on 127.0.0.1, headless Debian Chromium, and a network guard.

Every test in tests/e2e is marked ``e2e`` automatically (deselect with ``-m "not e2e"``).

Session fixtures
    built_site   Path of a site built once per session by ``python build.py build --out <tmp>``
                 (a temp dir, so parallel runs never swap site/ under each other).
    server       ``BackgroundServer`` serving ``built_site`` on 127.0.0.1:<free port>:
                 ``server.url`` ("http://127.0.0.1:PORT/"), ``server.stop()``, ``server.start()``
                 (same port, so a service worker registered before the stop still matches).
                 If a test stops it, it must restart it (``try/finally``); the fixture checks.
    paiju_build  the build.py module (its constants and helpers), imported under another name
                 because ``import build`` would find the PyPI ``build`` package.
    harness      this conftest module, for its helpers (``harness.BrowserLog``, ``harness.guard_context``,
                 ``harness.wait_ready``, ``harness.wait_drawn``, ``harness.shot``, ``harness.ROOT``) in
                 tests that make their own contexts; ``from conftest import ...`` is fragile when several
                 test folders have one.

Module fixtures
    playwright   a sync Playwright per test module (pytest-playwright's is per session, which would
                 forbid a module its own ``sync_playwright()``; such a module must not also use these).
    browser      headless Chromium from /usr/bin/chromium with build.CHROMIUM_ARGS (no sandbox, no
                 GPU, no background traffic, only localhost resolves); ``--headed`` shows it.

Per-test fixtures
    context      a fresh BrowserContext (own cache, storage and service workers) with the guard:
                 every request to a host other than 127.0.0.1/localhost is aborted and recorded.
    page         a Page in ``context`` with listeners attached. At teardown the test FAILS if any
                 outside request was attempted, or any uncaught page error / console error happened
                 (opt out with ``@pytest.mark.allow_console_errors`` for tests that provoke errors on
                 purpose). On failure a full-page screenshot is saved to test-artifacts/.
    new_page     ``new_page()`` opens another page in the same context with the same listeners.
    browser_log  the ``BrowserLog`` those pages feed: ``.external`` (URLs), ``.page_errors``,
                 ``.console_errors``, ``.console`` (every "type: text" line).
    wait_ready   ``wait_ready(page, timeout_s=90)``: poll until main.py sets ``<body data-ready="1">``;
                 on timeout the message includes the console tail (a failed interpreter load
                 only shows up as a hang).
    (helper)     ``harness.wait_drawn(page, hid)``: poll until the last frame drew the tappable area
                 ``hid`` and return that state (a new screen's first frame comes after its name).
    (helper)     ``harness.sw_ready(page)``: the active service worker's URL once the precache is
                 installed, or None.
    shot         ``shot(page, "name")`` saves test-artifacts/<test>-<name>.png, on demand.
    (helper)     ``harness.FACE_PROBE``: an init script recording the first time each font face (the
                 canvas font without its size) is drawn: ``window.__faces[face]`` is "load" before the
                 page is ready, else ``window.__facePhase`` (a test's mark) or "ready".

Example::

    @pytest.mark.e2e
    def test_something(page, server, wait_ready, shot):
        page.goto(server.url)
        wait_ready(page)
        page.mouse.click(200, 300)
        shot(page, "after-click")
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

import pytest
from _pytest.runner import runtestprotocol

ROOT = Path(__file__).resolve().parents[2]
# The players (``ui_driver``: what a person presses next, per game) are shared with the CPython tests.
sys.path.insert(0, str(ROOT / "tests" / "ui"))
ARTIFACTS = ROOT / "test-artifacts"
LOCAL_HOSTS = {"127.0.0.1", "localhost"}


def _load_build() -> ModuleType:
    mod = sys.modules.get("paiju_build")
    if mod is None:
        spec = importlib.util.spec_from_file_location("paiju_build", ROOT / "build.py")
        assert spec and spec.loader
        mod = importlib.util.module_from_spec(spec)
        sys.modules["paiju_build"] = mod  # dataclasses look the module up by name
        spec.loader.exec_module(mod)
    return mod


BUILD = _load_build()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "allow_console_errors: console errors do not fail this e2e test")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).is_relative_to(here):
            item.add_marker(pytest.mark.e2e)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    setattr(item, f"rep_{report.when}", report)  # lets fixtures see whether the test failed
    return report


# Chromium's renderer dying under a loaded CI machine ("Target crashed", twice on test_huaniao_ui's
# first page: CI stops 36 and 40, never here) is the machine, not the table: such a test runs once more,
# the crash and the machine's memory and disk reported as a warning. A second crash fails it.
CRASH_MARKS = ("Target crashed", "Page crashed")


def _crashed(reports: list[pytest.TestReport]) -> str:
    for rep in reports:
        text = str(rep.longrepr) if rep.failed else ""
        hit = next((line for line in text.splitlines()
                    if line.startswith("E ") and any(m in line for m in CRASH_MARKS)), "")
        if hit:
            return f"{rep.when}: {hit.strip()[:300]}"
    return ""


def _machine() -> str:
    cmds = (["free", "-m"], ["df", "-m", "/tmp", "/dev/shm"], ["sh", "-c", "pgrep -c chrom || true"])
    out = []
    for cmd in cmds:
        try:
            out.append(subprocess.run(cmd, capture_output=True, text=True, timeout=10).stdout.strip())
        except (OSError, subprocess.SubprocessError) as e:
            out.append(f"{cmd[0]}: {e}")
    return "\n".join(out)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> bool | None:
    if item.get_closest_marker("e2e") is None:
        return None
    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    reports = runtestprotocol(item, nextitem=nextitem, log=False)
    crash = _crashed(reports)
    if crash:
        item.warn(pytest.PytestWarning(f"Chromium crashed, the test runs once more: {crash}\n{_machine()}"))
        item._initrequest()  # type: ignore[attr-defined]  # fresh function fixtures, as pytest-rerunfailures
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
    for rep in reports:
        item.ihook.pytest_runtest_logreport(report=rep)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


# --- helpers ---------------------------------------------------------------------------------------


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name)[:120]


def shot(page: Any, name: str, test: str = "") -> Path:
    """Save a full-page screenshot to test-artifacts/ and return its path."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{_safe(test) + '-' if test else ''}{_safe(name)}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


@dataclass
class BrowserLog:
    external: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)

    def attach(self, page: Any) -> Any:
        page.on("pageerror", lambda e: self.page_errors.append(str(e)))

        def on_console(msg: Any) -> None:
            self.console.append(f"{msg.type}: {msg.text}")
            if msg.type == "error":
                self.console_errors.append(msg.text)
        page.on("console", on_console)
        return page

    def tail(self, n: int = 30) -> str:
        return "\n".join(self.console[-n:] + [f"pageerror: {e}" for e in self.page_errors[-5:]])


def wait_ready(page: Any, timeout_s: float = 90, log: BrowserLog | None = None) -> None:
    """Wait until the page's Python has set <body data-ready="1">."""
    try:
        page.wait_for_function("document.body && document.body.dataset.ready === '1'",
                               timeout=timeout_s * 1000, polling=100)
    except Exception as e:  # playwright's TimeoutError; keep the console for the failure message
        detail = log.tail() if log else ""
        raise AssertionError(f"page never became ready within {timeout_s} s ({e})\n{detail}") from None


def wait_drawn(page: Any, hid: str, timeout_s: float = 20) -> dict[str, Any]:
    """Wait until the canvas has drawn the tappable area ``hid``, as a player waits to see it, and
    return that state. A new screen (a replay opened from a file, the viewer closed) is named by
    ``state()`` before its first frame, whose hits are still the old screen's."""
    page.wait_for_function(f"JSON.parse(window.paiju.state()).hits.some(h => h.id === {json.dumps(hid)})",
                           timeout=timeout_s * 1000)
    return dict(json.loads(page.evaluate("window.paiju.state()")))


def sw_ready(page: Any, timeout_s: float = 120) -> str | None:
    """Wait for the page's service worker to be active (its install, i.e. the whole precache, done);
    return its script URL, or None if there is none within timeout_s."""
    url = page.evaluate("""async (ms) => {
        if (!navigator.serviceWorker) return null;
        const reg = await Promise.race([navigator.serviceWorker.ready,
                                        new Promise(r => setTimeout(() => r(null), ms))]);
        return reg && reg.active ? reg.active.scriptURL : null;
    }""", timeout_s * 1000)
    return None if url is None else str(url)


def guard_context(context: Any, log: BrowserLog) -> None:
    """Abort (and record) every request whose host is not this machine."""
    def route(r: Any) -> None:
        url = r.request.url
        if urlsplit(url).scheme in ("http", "https", "ws", "wss") and urlsplit(url).hostname not in LOCAL_HOSTS:
            log.external.append(url)
            r.abort()
        else:
            r.continue_()
    context.route("**/*", route)


FACE_PROBE = """
(() => {
  window.__faces = {};
  const fill = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (...a) {
    const face = this.font.replace(/[\\d.]+px/, "px");
    if (!(face in window.__faces)) {
      const ready = !!document.body && document.body.dataset.ready === "1";
      window.__faces[face] = ready ? (window.__facePhase || "ready") : "load";
    }
    return fill.apply(this, a);
  };
})();
"""


# --- fixtures --------------------------------------------------------------------------------------


PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1366, "height": 768}


@contextlib.contextmanager
def phone_page(browser: Any, url: str, timeout_s: float = 120) -> Iterator[tuple[Any, BrowserLog, Any]]:
    """A touch phone (390×844, DPR 3) on ``url``, guarded and ready: yields (page, log, tap(x, y))."""
    log = BrowserLog()
    ctx = browser.new_context(viewport=PHONE, device_scale_factor=3, has_touch=True, is_mobile=True)
    guard_context(ctx, log)
    try:
        page = log.attach(ctx.new_page())
        page.goto(url)
        wait_ready(page, timeout_s, log)

        def tap(x: float, y: float) -> None:
            page.touchscreen.tap(x, y)

        yield page, log, tap
    finally:
        ctx.close()


@pytest.fixture(scope="session")
def paiju_build() -> ModuleType:
    return BUILD


@pytest.fixture(scope="session")
def harness() -> ModuleType:
    return sys.modules[__name__]


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "site"
    res = subprocess.run([sys.executable, str(ROOT / "build.py"), "build", "--out", str(out)],
                         cwd=ROOT, capture_output=True, text=True)
    if res.returncode != 0:
        pytest.fail(f"build.py build failed:\n{res.stdout}\n{res.stderr}", pytrace=False)
    return out


@pytest.fixture(scope="session")
def server(built_site: Path) -> Iterator[Any]:
    srv = BUILD.BackgroundServer(built_site).start()
    yield srv
    srv.stop()


@pytest.fixture(autouse=True)
def _server_left_running(request: pytest.FixtureRequest) -> Iterator[None]:
    yield
    if "server" in request.fixturenames:
        srv = request.getfixturevalue("server")
        if not srv.running:  # a test stopped it and did not restart it: restart for the next test
            srv.start()
            pytest.fail("the test left the server stopped", pytrace=False)


@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    """Per module, not per session like pytest-playwright's: a sync Playwright blocks any other in
    the same thread, so a module that runs its own ``sync_playwright()`` (browsers inside network
    namespaces) can do so once the previous module's has stopped."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="module")
def browser(playwright: Any, pytestconfig: pytest.Config) -> Iterator[Any]:
    headed = bool(pytestconfig.getoption("--headed", default=False))
    b = playwright.chromium.launch(executable_path=BUILD.CHROMIUM, args=list(BUILD.CHROMIUM_ARGS),
                                   headless=not headed)
    yield b
    b.close()


@pytest.fixture
def browser_log() -> BrowserLog:
    return BrowserLog()


@pytest.fixture
def context(browser: Any, browser_log: BrowserLog) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    guard_context(ctx, browser_log)
    yield ctx
    ctx.close()


@pytest.fixture
def new_page(context: Any, browser_log: BrowserLog) -> Callable[[], Any]:
    def make() -> Any:
        return browser_log.attach(context.new_page())
    return make


@pytest.fixture(name="wait_ready")
def wait_ready_fixture(browser_log: BrowserLog) -> Callable[..., None]:
    def wait(page: Any, timeout_s: float = 90) -> None:
        wait_ready(page, timeout_s, browser_log)
    return wait


@pytest.fixture(name="shot")
def shot_fixture(request: pytest.FixtureRequest) -> Callable[[Any, str], Path]:
    def take(page: Any, name: str) -> Path:
        return shot(page, name, request.node.name)
    return take


@pytest.fixture
def page(request: pytest.FixtureRequest, new_page: Callable[[], Any], context: Any,
         browser_log: BrowserLog) -> Iterator[Any]:
    pg = new_page()
    yield pg
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        for i, p in enumerate(context.pages):
            try:
                shot(p, f"failure-{i}", request.node.name)
            except Exception:  # a crashed page cannot be captured; the failure itself is reported
                pass
    problems = []
    if browser_log.external:
        problems.append(f"requests to other hosts were attempted: {browser_log.external}")
    if browser_log.page_errors:
        problems.append(f"uncaught page errors: {browser_log.page_errors}")
    if browser_log.console_errors and not request.node.get_closest_marker("allow_console_errors"):
        problems.append(f"console errors: {browser_log.console_errors}")
    if problems and not (rep is not None and rep.failed):
        pytest.fail("\n".join(problems), pytrace=False)
