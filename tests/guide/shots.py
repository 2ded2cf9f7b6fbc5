"""Screenshots of the guide screen without the built site: the display list is made here on CPython
and painted by the page's own canvas adapter (web/canvas.js) in headless Chromium.

    python tests/guide/shots.py [game ...] [--lang zh-Hans] [--size 390x844] [--pages 3]

writes test-artifacts/guide/<game>-<tab>-<lang>-<w>x<h>-<page>.png (a dev tool, not a test).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from pygame_core.ui.app import App, MemoryStorage  # noqa: E402
from pygame_core.ui.guide import GAME_IDS  # noqa: E402
from pygame_core.ui.guide_screen import GuideScreen  # noqa: E402

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;overflow:hidden}
canvas{display:block}</style></head><body><canvas id="table" tabindex="0"></canvas>
<script>%s</script><script>const FRAME = %s; paijuCanvas.start(() => FRAME);</script></body></html>"""


def frames(game: str, lang: str, w: int, h: int, tab: str, pages: int) -> list[str]:
    app = App(MemoryStorage(), lang=lang)
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 1}, 0.0)
    scr = GuideScreen(app, game)
    app.show(scr)
    app.tap(f"tab:{tab}", 0.0)
    out = []
    for p in range(pages):
        app.frame(0.0)
        area = scr.scroll_area
        scr.scroll = min(scr.max_scroll(), p * ((area.h if area else h) - 40))
        out.append(app.frame_json(0.0))
        if scr.scroll >= scr.max_scroll():
            break
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("games", nargs="*", default=list(GAME_IDS))
    ap.add_argument("--lang", default="zh-Hans")
    ap.add_argument("--size", default="390x844")
    ap.add_argument("--tab", default="quick")
    ap.add_argument("--pages", type=int, default=2)
    ap.add_argument("--scale", type=float, default=1.0)
    a = ap.parse_args()
    w, h = (int(x) for x in a.size.split("x"))
    out = ROOT / "test-artifacts" / "guide"
    out.mkdir(parents=True, exist_ok=True)
    js = (ROOT / "web" / "canvas.js").read_text(encoding="utf-8")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": w, "height": h}, device_scale_factor=a.scale)
        for g in a.games:
            for i, fr in enumerate(frames(g, a.lang, w, h, a.tab, a.pages)):
                page.goto("about:blank")  # a fresh document: canvas.js declares globals
                page.set_content(PAGE % (js, json.dumps(fr)))
                page.wait_for_timeout(150)
                path = out / f"{g}-{a.tab}-{a.lang}-{w}x{h}-{i}.png"
                page.screenshot(path=str(path))
                print(path)
        browser.close()


if __name__ == "__main__":
    main()
