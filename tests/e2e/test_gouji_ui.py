"""够级 through the real page: a complete hand against five bots with real clicks (laptop) and taps
(phone), a refused play showing the engine's reason, and screenshots of the six-seat table.

The page exposes ``window.paiju.state()`` (screen, phase, buttons, every tappable rect of the canvas
with its id), so the test presses real canvas coordinates like a person would."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from ui_driver import Hints
from ui_driver import next_press_gouji as next_press

from pygame_core.core.rng import SplitMix64

LAPTOP = {"width": 1366, "height": 768}


def state(page: Any) -> dict[str, Any]:
    return json.loads(page.evaluate("window.paiju.state()"))


def drawn(st: dict[str, Any], hid: str | None) -> str | None:
    """``hid`` if the last frame drew it, else None: a player waits to see a button (a turn that came
    in after the last frame, a new screen whose first frame is still to come)."""
    return hid if hid is not None and any(h["id"] == hid for h in st["hits"]) else None


def press(st: dict[str, Any], hid: str, tap: Callable[[float, float], None]) -> None:
    # the topmost area with that id (the fan lies over the base's grid): what a finger reaches
    hit = next((h for h in reversed(st["hits"]) if h["id"] == hid), None)
    assert hit is not None, f"{hid} not on screen: {[h['id'] for h in st['hits']]}"
    x, y, w, h = hit["rect"]
    tap(x + min(w / 2, 6), y + h / 2)


def play(page: Any, tap: Callable[[float, float], None], seed: int, timeout_s: float = 400,
         shots: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    rng = SplitMix64(seed)
    deadline = time.monotonic() + timeout_s
    hints = Hints()
    while time.monotonic() < deadline:
        st = state(page)
        if st.get("end_shown"):
            return st
        if shots is not None:
            shots(st)
        hid = drawn(st, hints(st, next_press(st, rng)))
        if hid is not None:
            press(st, hid, tap)
        page.wait_for_timeout(40 if hid else 100)
    raise AssertionError(f"the hand did not end in {timeout_s} s: {state(page).get('log')}")


def start_gouji(page: Any, tap: Callable[[float, float], None]) -> None:
    page.evaluate("window.paiju.setting('speed', '\"instant\"')")
    st = state(page)
    assert st["screen"] == "start"
    press(st, "game:gouji", tap)
    page.wait_for_timeout(300)
    press(state(page), "start", tap)
    page.wait_for_function("JSON.parse(window.paiju.state()).screen === 'table'", timeout=20_000)
    assert state(page)["game"] == "gouji"


def mid_hand_shots(page: Any, shot: Any, prefix: str) -> Callable[[dict[str, Any]], None]:
    """Screenshots while playing: the first time several seats have a play on the table, and the
    first time it is the player's turn with a play to beat."""
    taken: set[str] = set()

    def look(st: dict[str, Any]) -> None:
        if "mid" not in taken and st.get("phase") == "play" and st.get("actions", 0) > 40:
            taken.add("mid")
            shot(page, f"{prefix}-mid-hand")
        if "beat" not in taken and st.get("phase") == "play" and st.get("viewer") in st.get("people_to_act", []) \
                and any(b["id"] == "btn:pass" for b in st.get("buttons", [])):
            taken.add("beat")
            shot(page, f"{prefix}-to-beat")
    return look


def test_gouji_phone_landscape_touch(browser: Any, server: Any, harness: Any, shot: Any) -> None:
    """A phone held sideways (844×390, touch): the seats in a row, the plays under them, the fan."""
    log = harness.BrowserLog()
    ctx = browser.new_context(viewport={"width": 844, "height": 390}, device_scale_factor=3, has_touch=True,
                              is_mobile=True)
    harness.guard_context(ctx, log)
    try:
        page = log.attach(ctx.new_page())
        page.goto(server.url)
        harness.wait_ready(page, 120, log)

        def tap(x: float, y: float) -> None:
            page.touchscreen.tap(x, y)

        start_gouji(page, tap)
        page.wait_for_timeout(300)
        shot(page, "landscape-start")
        st = state(page)
        for hit in st["hits"]:  # everything tappable lies on the screen
            x, y, w, h = hit["rect"]
            assert x >= -1 and y >= -1 and x + w <= 845 and y + h <= 391, hit
        end = play(page, tap, seed=9, shots=mid_hand_shots(page, shot, "landscape"))
        assert end["over"] and end["end_shown"]
        shot(page, "landscape-end")
        end = replay_on_the_table(page, end, tap, shot, "landscape", harness)
        assert end["end_shown"]
        assert log.external == [] and log.page_errors == [] and log.console_errors == []
    finally:
        ctx.close()


def replay_on_the_table(page: Any, end: dict[str, Any], tap: Callable[[float, float], None], shot: Any,
                        prefix: str, harness: Any) -> dict[str, Any]:
    """From the end panel into the replay: at 4× its autoplay runs through the plays, each drawn by
    its seat's hand; back to the end panel."""
    press(end, "end:replay", tap)
    harness.wait_drawn(page, "rv:speed")
    for _ in range(3):  # 1× → 2× → 4× → 0.5× ... : three taps from 1× is 0.5×, two is 4×
        if state(page)["speed"] == 4.0:
            break
        press(state(page), "rv:speed", tap)
        page.wait_for_timeout(80)
    assert state(page)["speed"] == 4.0
    press(state(page), "rv:play", tap)
    deadline = time.monotonic() + 30
    shown = 0
    while time.monotonic() < deadline and shown == 0:
        page.wait_for_timeout(150)
        shown = sum(state(page)["plays"])
    assert shown > 0, "the replay lays the plays on the table"
    shot(page, f"{prefix}-replay")
    press(state(page), "rv:close", tap)
    back = harness.wait_drawn(page, "end:next")
    assert back["screen"] == "table"
    return back


def second_hand_tribute(page: Any, end: dict[str, Any], tap: Callable[[float, float], None], rng: SplitMix64,
                        shot: Any, prefix: str) -> None:
    """From the end panel into the second hand: screenshots of the tribute flying between the seats
    (as soon as the 预点 calls are done) and of the table after it."""
    press(end, "end:next", tap)
    page.wait_for_function("JSON.parse(window.paiju.state()).hand_no === 2", timeout=20_000)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and state(page).get("phase") == "yudian":
        st = state(page)
        hid = drawn(st, next_press(st, rng))
        if hid:
            press(st, hid, tap)
        page.wait_for_timeout(30)
    page.wait_for_timeout(150)
    shot(page, f"{prefix}-hand2-tribute")
    page.wait_for_timeout(2500)
    shot(page, f"{prefix}-hand2-after-tribute")


def test_gouji_laptop_clicks_complete_hand(page: Any, server: Any, wait_ready: Any, shot: Any,
                                           harness: Any) -> None:
    page.add_init_script(harness.FACE_PROBE)
    page.set_viewport_size(LAPTOP)
    page.goto(server.url)
    wait_ready(page, 120)

    def click(x: float, y: float) -> None:
        page.mouse.click(x, y)

    start_gouji(page, click)
    # Wait for the first play prompt with a choice (a turn with nothing that beats goes by itself,
    # without buttons), then try an illegal play: the 3 before the last card.
    deadline = time.monotonic() + 120
    rng = SplitMix64(7)
    while time.monotonic() < deadline:
        st = state(page)
        if st.get("phase") == "play" and st.get("viewer") in st.get("people_to_act", []) and \
                st.get("tour") is None and drawn(st, "btn:hint"):
            break
        hid = drawn(st, next_press(st, rng))
        if hid:
            press(st, hid, click)
        page.wait_for_timeout(60)
    st = state(page)
    shot(page, "laptop-table")
    three = next(k for k in st["hand"] if int(k) % 54 < 52 and int(k) % 54 % 13 == 0)
    press(st, f"card:{three}", click)
    press(harness.wait_drawn(page, "btn:play"), "btn:play", click)
    page.wait_for_function("JSON.parse(window.paiju.state()).toast !== ''", timeout=10_000)
    st2 = state(page)
    assert st2["toast"] and st2["actions"] == st["actions"], "a refused play shows why and changes nothing"
    shot(page, "laptop-refused")
    press(st2, f"card:{three}", click)  # unselect
    end = play(page, click, seed=3, shots=mid_hand_shots(page, shot, "laptop"))
    assert end["over"] and end["end_shown"]
    shot(page, "laptop-end")
    end = replay_on_the_table(page, end, click, shot, "laptop", harness)
    second_hand_tribute(page, end, click, rng, shot, "laptop")
    # a face loads when first drawn (tens of ms): every face the hand used was loaded with the page
    faces = page.evaluate("window.__faces")
    assert [f for f, when in faces.items() if when != "load"] == [], faces


def test_gouji_phone_touch_complete_hand(browser: Any, server: Any, harness: Any, shot: Any) -> None:
    with harness.phone_page(browser, server.url) as (page, log, tap):
        start_gouji(page, tap)
        page.wait_for_timeout(500)
        shot(page, "phone-table")
        end = play(page, tap, seed=5, shots=mid_hand_shots(page, shot, "phone"))
        assert end["over"] and end["end_shown"]
        shot(page, "phone-end")
        second_hand_tribute(page, end, tap, SplitMix64(8), shot, "phone")
        assert log.external == [] and log.page_errors == [] and log.console_errors == []
