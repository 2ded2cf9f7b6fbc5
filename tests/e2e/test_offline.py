"""The real page keeps working with the server gone: everything comes from the service worker."""

from __future__ import annotations

import json
from typing import Any

SW_READY = """async () => {
    const reg = await Promise.race([navigator.serviceWorker.ready,
                                    new Promise(r => setTimeout(() => r(null), 120000))]);
    return !!(reg && reg.active);
}"""


def screen(page: Any) -> dict[str, Any]:
    return dict(json.loads(page.evaluate("window.paiju.state()")))


def test_new_game_from_service_worker_with_server_stopped(
        page: Any, new_page: Any, server: Any, wait_ready: Any, shot: Any) -> None:
    page.goto(server.url)
    wait_ready(page)
    # ready resolves only after install, i.e. once the whole site is in the cache
    assert page.evaluate(SW_READY), "the page registered no service worker"
    server.stop()
    try:
        offline = new_page()
        offline.goto(server.url)
        wait_ready(offline)
        assert offline.evaluate("navigator.serviceWorker.controller !== null")
        # start a new game against bots with a real click on the start button
        st = screen(offline)
        assert st["screen"] == "start", st["screen"]
        x, y, w, h = next(hit["rect"] for hit in st["hits"] if hit["id"] == "start")
        box = offline.locator("canvas#table").bounding_box()
        offline.mouse.click(box["x"] + x + w / 2, box["y"] + y + h / 2)
        offline.wait_for_function("JSON.parse(window.paiju.state()).screen === 'table'", timeout=30_000)
        shot(offline, "offline-table")
        # a reload of the first page also comes back without the server
        page.reload()
        wait_ready(page)
    finally:
        server.start()
