"""The built site: served correctly, boots with no errors and no outside request, and the vendored
Pyodide/PyScript/micropip work offline from the service worker even without the real page."""

from __future__ import annotations

import json
import shutil
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from ui_driver import next_press_gouji

from pygame_core.core.rng import SplitMix64


def fetch(url: str) -> tuple[str, bytes]:
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.headers.get("Content-Type", ""), r.read()


def test_page_ready_without_errors_or_outside_requests(page: Any, server: Any, wait_ready: Any, harness: Any,
                                                       shot: Any, browser_log: Any) -> None:
    page.goto(server.url)
    wait_ready(page)
    assert harness.sw_ready(page) == server.url + "sw.js"
    assert page.evaluate("document.querySelector('link[rel=manifest]')?.getAttribute('href')") in (
        "./manifest.webmanifest", "manifest.webmanifest")
    shot(page, "ready")
    # the page fixture fails the test at teardown on any outside request or console error; say it here too
    assert browser_log.external == []
    assert browser_log.page_errors == []


@pytest.mark.parametrize("size", [{"width": 1366, "height": 768}, {"width": 390, "height": 844}])
def test_start_screen_of_every_game_shows_every_choice(page: Any, server: Any, wait_ready: Any, shot: Any,
                                                       size: dict[str, int]) -> None:
    """At both sizes of the issue, each game's start screen shows every choice above the sticky
    start bar (nothing to scroll to), with the same three level names."""
    page.set_viewport_size(size)
    page.goto(server.url)
    wait_ready(page)
    for game in ("huaniao", "gouji", "paohuzi"):
        st = json.loads(page.evaluate("window.paiju.state()"))
        hit = next(h for h in st["hits"] if h["id"] == f"game:{game}")
        x, y, w, h = hit["rect"]
        page.mouse.click(x + w / 2, y + h / 2)
        page.wait_for_timeout(150)
        st = json.loads(page.evaluate("window.paiju.state()"))
        bar_y = next(h["rect"][1] for h in st["hits"] if h["id"] == "start") - 12
        ids = {h["id"] for h in st["hits"]}
        assert {"lang:en", "advanced", "speed:fast", "timers:on"} <= ids
        assert all(h["rect"][1] + h["rect"][3] <= bar_y for h in st["hits"]
                   if h["id"].split(":")[0] in ("lang", "game", "preset", "seats", "level", "timers", "speed"))
        levels = [h["label"] for h in st["hits"] if h["id"].startswith("level:")]
        assert set(levels) <= {"简单", "普通", "困难"} and len(levels) >= 2
        shot(page, f"{size['width']}-{game}-start")


def test_manifest_sw_and_config_are_served(server: Any, built_site: Path) -> None:
    ctype, body = fetch(server.url + "manifest.webmanifest")
    assert ctype.startswith("application/manifest+json")
    manifest = json.loads(body)
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    sizes = {i["sizes"] for i in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert not icon["src"].startswith(("/", "http")), icon["src"]
        ctype, data = fetch(server.url + icon["src"])
        assert ctype == icon["type"] and data

    ctype, body = fetch(server.url + "sw.js")
    assert ctype.startswith("text/javascript")
    text = body.decode()
    blob = text.split("/*PRECACHE*/", 1)[1].split("/*END*/", 1)[0]
    pre = json.loads(blob)
    assert pre["cache"].startswith("paiju-") and pre["cache"] != "paiju-dev"
    assert pre["files"][0] == "./"
    for rel in pre["files"][1:]:
        assert (built_site / rel).is_file(), rel
    on_disk = {p.relative_to(built_site).as_posix() for p in built_site.rglob("*") if p.is_file()}
    skipped = on_disk - set(pre["files"])
    assert all(p in ("sw.js", ".build-stamp") or p.startswith("bench/") for p in skipped), skipped

    ctype, body = fetch(server.url + "vendor/pyodide/pyodide.asm.wasm")
    assert ctype == "application/wasm"
    ctype, _ = fetch(server.url + "vendor/pyodide/pyodide.mjs")
    assert ctype.startswith("text/javascript")
    config = json.loads(fetch(server.url + "pyscript.json")[1])
    # PyScript's interpreter is web/boot.mjs (Pyodide from a snapshot), built with the same wheel
    assert config["interpreter"] == "./boot.mjs"
    # no packages for PyScript (it would import its package graph to check them): boot.mjs has the wheel
    assert "packages" not in config
    boot = fetch(server.url + "boot.mjs")[1].decode()
    built = json.loads(boot.split("/*BOOT*/", 1)[1].split("/*END*/", 1)[0])
    info = json.loads(fetch(server.url + "build-info.json")[1])
    assert built["key"] == info["snapshot_key"] and len(built["key"]) == 24 and built["packages"] == [info["wheel"]]
    assert all(pkg.startswith("./wheels/") and (built_site / pkg).is_file() for pkg in built["packages"])
    assert sorted(built["lazy"]) == info["lazy"] and all((built_site / url).is_file() for url in built["lazy"])
    # the loading screen knows every start-up file's true size
    page = fetch(server.url + "index.html")[1].decode()
    sizes = json.loads(page.split("/*SIZES*/", 1)[1].split("/*END*/", 1)[0])
    assert sizes["pyodide.asm.wasm"] == (built_site / "vendor/pyodide/pyodide.asm.wasm").stat().st_size
    assert sizes[info["wheel"].rsplit("/", 1)[1]] == (built_site / info["wheel"]).stat().st_size


STUB_INDEX = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<link rel="manifest" href="./manifest.webmanifest">
<link rel="stylesheet" href="./vendor/pyscript/core.css">
<script type="module" src="./vendor/pyscript/core.js"></script>
</head><body>
<script type="py" src="./main.py" config="./pyscript.json"></script>
<script>addEventListener("load", () => navigator.serviceWorker.register("./sw.js"));</script>
</body></html>
"""

# The run-time install recipe documented in build.py's docstring, as page code would run it.
STUB_MAIN = """
import js
import pygame_core
from pygame_core.core import registry


async def extras():
    import pyodide_js
    from pyodide.http import pyfetch
    await pyodide_js.loadPackage("micropip")
    import micropip
    info = await (await pyfetch("./build-info.json")).json()
    await micropip.install(info["extra_wheels"]["segno"])
    import segno
    return segno.__version__ + " " + segno.make("paiju", error="m").designator


js.window.stubExtras = extras
js.document.body.dataset.games = ",".join(registry.GAME_IDS)
js.document.body.dataset.ready = "1"
"""


@pytest.fixture(scope="module")
def stub_site(tmp_path_factory: pytest.TempPathFactory, paiju_build: Any, harness: Any) -> Path:
    ROOT = harness.ROOT
    web = tmp_path_factory.mktemp("stubweb")
    for name in ("sw.js", "manifest.webmanifest"):
        shutil.copy(ROOT / "web" / name, web / name)
    shutil.copytree(ROOT / "web" / "icons", web / "icons")
    (web / "index.html").write_text(STUB_INDEX, encoding="utf-8")
    (web / "main.py").write_text(STUB_MAIN, encoding="utf-8")
    out = tmp_path_factory.mktemp("stubsite") / "site"
    paiju_build.build(out, web)
    return out


def test_stub_site_boots_and_micropip_installs_offline(browser: Any, stub_site: Path, paiju_build: Any,
                                                       harness: Any) -> None:
    """Vendoring alone (no UI): PyScript + our wheel boot, the service worker precaches, and with the
    server stopped a new page boots and micropip installs the segno wheel from the cache."""
    log, wait_ready = harness.BrowserLog(), harness.wait_ready
    srv = paiju_build.BackgroundServer(stub_site).start()
    ctx = browser.new_context()
    harness.guard_context(ctx, log)
    try:
        page = log.attach(ctx.new_page())
        page.goto(srv.url)
        wait_ready(page, 90, log)
        assert page.evaluate("document.body.dataset.games") == "huaniao,gouji,paohuzi"
        assert harness.sw_ready(page) == srv.url + "sw.js"
        srv.stop()
        page2 = log.attach(ctx.new_page())
        page2.goto(srv.url)
        wait_ready(page2, 90, log)
        assert page2.evaluate("navigator.serviceWorker.controller !== null")
        result = page2.evaluate("async () => await window.stubExtras()")
        assert result.startswith("1.6.6 ") and result.split(" ")[1].endswith("-M"), result
        assert log.external == [] and log.page_errors == [] and log.console_errors == [], log.tail()
    finally:
        ctx.close()
        srv.stop()


# Counts every AudioContext the page makes (whether the page had drawn its first frame by then) and
# the card snaps it starts.
AUDIO_PROBE = """
(() => {
  const AC = window.AudioContext;
  window.__audio = {made: [], sources: 0};
  window.AudioContext = class extends AC {
    constructor(...a) {
      super(...a);
      window.__audio.made.push(!!document.body && document.body.dataset.ready === "1");
    }
    createBufferSource() { window.__audio.sources++; return super.createBufferSource(); }
  };
})();
"""


def test_the_audio_device_opens_once_the_page_is_up_and_cards_snap_after_a_tap(
        page: Any, server: Any, wait_ready: Any) -> None:
    """Opening the audio device holds the main thread for tens of ms (58 ms here; 30 ms of a warm
    start), so the page does it once, idle after its start screen, never while it starts; after the
    player's first tap the cards are heard."""
    page.add_init_script(AUDIO_PROBE)
    page.goto(server.url)
    wait_ready(page)
    assert page.evaluate("window.__audio.made") == []  # not while the page starts
    page.wait_for_function("window.__audio.made.length > 0", timeout=15000)
    made = page.evaluate("window.__audio.made")
    assert made == [True], made  # one context, made after the first frame
    page.evaluate("window.paiju.setting('speed', '\"instant\"')")
    rng = SplitMix64(3)
    deadline = time.monotonic() + 60
    while not page.evaluate("window.__audio.sources") and time.monotonic() < deadline:
        st = json.loads(page.evaluate("window.paiju.state()"))
        # the player's taps (the first also resumes the audio): 够级, 开始, then the hand's own
        hid = "game:gouji" if st["screen"] == "start" and st.get("game") != "gouji" else \
            "start" if st["screen"] == "start" else next_press_gouji(st, rng)
        hit = next((h for h in reversed(st["hits"]) if h["id"] == hid), None)
        if hit is not None:
            x, y, w, h = hit["rect"]
            page.mouse.click(x + min(w / 2, 6), y + h / 2)
        page.wait_for_timeout(200)
    assert page.evaluate("window.__audio.sources") > 0, "no card was heard"
    assert len(page.evaluate("window.__audio.made")) == 1


def test_after_a_language_switch_the_table_draws_only_faces_loaded_before(
        page: Any, server: Any, wait_ready: Any, harness: Any) -> None:
    """Loading a font face (the first text drawn in it) takes up to tens of ms: the page loads its
    language's faces before its first frame, and a new language's right after the switch, so no face
    first appears in a frame of a hand (where it would add that much to one task)."""
    page.add_init_script(harness.FACE_PROBE)
    page.goto(server.url)
    wait_ready(page)
    page.evaluate("window.paiju.setting('speed', '\"instant\"')")

    def press(hid: str) -> None:
        st = json.loads(page.evaluate("window.paiju.state()"))
        hit = next(h for h in reversed(st["hits"]) if h["id"] == hid)
        x, y, w, h = hit["rect"]
        page.mouse.click(x + min(w / 2, 6), y + h / 2)

    press("lang:zh-Hant")
    page.wait_for_timeout(500)
    # all four faces of the new language: 花鸟风月's table draws regular serif, which the start
    # screen and 够级 never do
    faces = page.evaluate("window.__faces")
    tc = {(f.startswith("bold "), "Serif" in f) for f in faces if "CJK TC" in f.split(",")[0]}
    assert tc == {(False, False), (False, True), (True, False), (True, True)}, faces
    page.evaluate("window.__facePhase = 'hand'")
    press("game:gouji")
    page.wait_for_timeout(200)
    press("start")
    rng = SplitMix64(5)
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline:
        st = json.loads(page.evaluate("window.paiju.state()"))
        if st["screen"] == "table" and (st.get("actions", 0) > 150 or st.get("end_shown")):
            break
        hid = next_press_gouji(st, rng) if st["screen"] == "table" else None
        hit = next((h for h in reversed(st["hits"]) if h["id"] == hid), None)
        if hit is not None:
            x, y, w, h = hit["rect"]
            page.mouse.click(x + min(w / 2, 6), y + h / 2)
        page.wait_for_timeout(60)
    assert st["screen"] == "table" and st.get("actions", 0) > 20, st.get("log")
    faces = page.evaluate("window.__faces")
    assert [f for f, when in faces.items() if when == "hand"] == [], faces
