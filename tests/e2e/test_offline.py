"""The real page keeps working with the server gone: everything comes from the service worker."""

from __future__ import annotations

from typing import Any

SW_READY = """async () => {
    const reg = await Promise.race([navigator.serviceWorker.ready,
                                    new Promise(r => setTimeout(() => r(null), 60000))]);
    return !!(reg && reg.active);
}"""


def test_new_page_reaches_ready_from_service_worker_with_server_stopped(
        page: Any, new_page: Any, server: Any, wait_ready: Any, shot: Any) -> None:
    page.goto(server.url)
    wait_ready(page)
    # ready resolves only after install, i.e. after the whole site is in the cache
    assert page.evaluate(SW_READY), "the page registered no service worker"
    server.stop()
    try:
        offline = new_page()
        offline.goto(server.url)
        wait_ready(offline)
        assert offline.evaluate("navigator.serviceWorker.controller !== null")
        shot(offline, "offline-ready")
        # a reload of the first page also comes back without the server
        page.reload()
        wait_ready(page)
    finally:
        server.start()
