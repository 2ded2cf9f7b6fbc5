"""The page starts whichever comes first, Python or the canvas module: web/canvas.js is a module script
run when the browser has it, and on a cold load of a loaded machine main.py ran before it (play-test 17,
够级 on a phone on its side: "AttributeError: paijuCanvas" over the loading screen, 1 of 3 cold loads)."""

from __future__ import annotations

from typing import Any

HELD = """await new Promise((go) => {
  const t = setInterval(() => { if (window.__canvasGo) { clearInterval(t); go(); } }, 20);
});
"""


def test_main_waits_for_a_canvas_module_that_comes_late(page: Any, server: Any, wait_ready: Any,
                                                         browser_log: Any) -> None:
    def hold(route: Any) -> None:  # the module itself, run only once the test lets it
        body = route.fetch().text()
        route.fulfill(status=200, headers={"content-type": "text/javascript"}, body=HELD + body)

    page.route("**/canvas.js", hold)
    page.goto(server.url)
    # Python is up and main.py running (it stamps its start) while canvas.js still waits
    page.wait_for_function("window.paijuBoot && window.paijuBoot.at && window.paijuBoot.at.main > 0",
                           timeout=120_000, polling=100)
    page.wait_for_timeout(1500)
    assert page.evaluate("window.paijuCanvas === undefined")
    assert page.evaluate("document.body.dataset.ready") != "1"
    page.evaluate("window.__canvasGo = true")
    wait_ready(page)
    assert browser_log.page_errors == [] and browser_log.console_errors == []
    assert page.evaluate("JSON.parse(window.paiju.state()).screen") == "start"
