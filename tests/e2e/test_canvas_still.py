"""The page's canvas adapter (web/canvas.js) paints a still picture (a ``Y`` op: the table under
the 跑胡子 result sheet) from the bitmap it kept with exactly the pixels its ops paint, at 1× and
2× device pixels. The frames are the CPython table's own, the result sheet over the table."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest
from ui_driver import bot_table, to_sheet_open

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;overflow:hidden}
canvas{display:block}</style></head><body><canvas id="table" tabindex="0"></canvas>
<script type="module" src="./canvas.js"></script></body></html>"""

# the page answers each event with the next frame (the last one again once they run out), then
# reports how many it gave and the picture
PAINT = """async (texts) => {
  await new Promise(r => { const t = setInterval(() => { if (window.paijuCanvas) { clearInterval(t); r(); } }, 20); });
  let i = 0;
  window.paijuCanvas.start(() => texts[Math.min(i++, texts.length - 1)]);
  await new Promise(r => setTimeout(r, 300));
  return [i, document.getElementById("table").toDataURL("image/png")];
}"""


@pytest.fixture(scope="module")
def end_frames() -> tuple[dict[str, Any], dict[str, Any]]:
    """The last frame of the table alone and the next, the sheet opened over the same table. The sheet waits
    for the hand's last win to be read (48d2c874), the table's still picture kept anew each frame till then;
    its ops are the same, so the sheet's frame carries the last frame's id, as a still replayed does."""
    app, scr = bot_table(w=800, h=600)
    _, last, sheet = to_sheet_open(app, scr)
    y = last["ops"][0]
    assert y[0] == "Y" and sheet["ops"][0][0] == "Y" and sheet["ops"][1:y[2] + 1] == last["ops"][1:y[2] + 1]
    return last, {**sheet, "ops": [y, *sheet["ops"][1:]]}


@pytest.mark.parametrize("dpr", [1, 2])
def test_a_still_picture_from_the_bitmap_is_the_picture_its_ops_paint(browser: Any, server: Any, harness: Any,
                                                                       end_frames: Any, dpr: int) -> None:
    last, sheet = end_frames
    sheet = {**sheet, "wake": None}
    y = sheet["ops"][0]
    # the sheet's frame shows the kept table: the ops it stands for are skipped (here they would
    # paint it red), so the picture can only come from the bitmap
    red = [["R", 0, 0, 800, 600, 0, "#f00", None, 1]] * y[2]
    runs = {
        "bitmap": [{**last, "wake": 0.0}, {**sheet, "ops": [y, *red, *sheet["ops"][y[2] + 1:]]}],
        "ops": [{**sheet, "ops": [["Y", y[1] + 10**6, y[2]], *sheet["ops"][1:]]}],   # an id never kept
        "unmarked": [{**sheet, "ops": sheet["ops"][1:]}],   # no Y op at all
    }
    log = harness.BrowserLog()
    ctx = browser.new_context(viewport={"width": 800, "height": 600}, device_scale_factor=dpr)
    harness.guard_context(ctx, log)
    try:
        seen = {}
        for name, frames in runs.items():
            page = ctx.new_page()
            page.on("pageerror", lambda e: log.page_errors.append(str(e)))
            page.route(server.url + "still.html", lambda r: r.fulfill(body=PAGE, content_type="text/html"))
            page.goto(server.url + "still.html")
            n, data = page.evaluate(PAINT, [json.dumps(f, ensure_ascii=False) for f in frames])
            assert n >= len(frames), f"{name}: the page asked for {n} frames"
            seen[name] = hashlib.sha256(data.encode()).hexdigest()
            page.close()
    finally:
        ctx.close()
    assert seen["bitmap"] == seen["ops"] == seen["unmarked"]
    assert log.external == [] and log.page_errors == []
