"""花鸟风月 through the real page: a whole song against three bots with real clicks (laptop) and
taps (phone, touch), a reload mid-song that continues the same position, screenshots as artefacts.

The page exposes ``window.paiju.state()``: the screen, the prompt, and every tappable rect of the
canvas with its id, so the test presses real canvas coordinates like a person would."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from ui_driver import next_tap

from pygame_core.core.rng import SplitMix64

LAPTOP = {"width": 1366, "height": 768}


def state(page: Any) -> dict[str, Any]:
    return json.loads(page.evaluate("window.paiju.state()"))


def press(page: Any, st: dict[str, Any], hid: str, tap: Callable[[float, float], None]) -> None:
    hit = next((h for h in st["hits"] if h["id"] == hid), None)
    assert hit is not None, f"{hid} not on screen: {[h['id'] for h in st['hits']]}"
    x, y, w, h = hit["rect"]
    tap(x + w / 2, y + h / 2)


def play(page: Any, tap: Callable[[float, float], None], *, seed: int, until_actions: int | None = None,
         timeout_s: float = 600, shots: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Press buttons until the end panel shows (or the person must act after ``until_actions``).

    The deadline only catches a table that stopped moving: a long song on a loaded CI machine
    takes minutes, so a song that has just ended still gets its end panel."""
    rng = SplitMix64(seed)
    deadline = time.monotonic() + timeout_s
    last = ""
    while time.monotonic() < deadline:
        st = state(page)
        if st.get("end_shown"):
            return st
        mine = st.get("viewer") in st.get("people_to_act", []) and st.get("curtain") is None
        if until_actions is not None and st.get("actions", 0) >= until_actions and mine \
                and (st.get("prompt") or {}).get("type") == "main":
            return st
        if shots is not None:
            shots(st)
        hid = next_tap(st, rng)
        if hid is not None and not any(h["id"] == hid for h in st["hits"]):
            hid = None  # not drawn yet (the page keeps its picture a frame after a long tick): a player waits to see it
        if hid is not None:
            press(page, st, hid, tap)
            last = hid
        page.wait_for_timeout(60 if hid else 120)
    if state(page).get("over"):
        page.wait_for_function("JSON.parse(window.paiju.state()).end_shown", timeout=30_000)
        return state(page)
    raise AssertionError(f"the song did not end in {timeout_s} s (last press {last}): {state(page).get('log')}")


def prompt_shot(page: Any, shot: Any, name: str) -> Callable[[dict[str, Any]], None]:
    """A screenshot the first time the player answers something other than a play (a card to pass
    on, the 孤雁 guess, the 月照 target, a discard): the song's claim-like moments."""
    taken: list[bool] = []

    def look(st: dict[str, Any]) -> None:
        kind = (st.get("prompt") or {}).get("type")
        if not taken and st.get("viewer") in st.get("people_to_act", []) and st.get("curtain") is None \
                and kind not in (None, "main", "extra", "commit"):
            taken.append(True)
            shot(page, name)
    return look


def no_illegal_play_offered(page: Any, click: Callable[[float, float], None]) -> None:
    """Select cards that form no legal play: no button offers them (a press on one was a refusal
    toast over the pool); the cards that fit nothing are greyed before they are selected."""
    for attempt in range(12):
        st = play(page, click, seed=10 + attempt, until_actions=state(page)["actions"] + (1 if attempt else 0))
        if st.get("end_shown"):  # the song ended first (the bots' pace varies with the machine's load):
            next_song(page, st, click)  # the next song of the series deals new hands to look in
            continue
        for key in st["hand"]:
            before = st["toast"]  # (a toast of the table's own, e.g. a hand-limit discard, may stand)
            press(page, st, f"card:{key}", click)
            st = state(page)
            ops = [b for b in st["buttons"] if b["id"].startswith("btn:op")]
            if ops and not any(b["enabled"] for b in ops):
                assert not st["toast"] or st["toast"] == before, "selecting cards refuses nothing"
                return
            page.wait_for_timeout(600)  # (two clicks within DOUBLE_S on a card that plays alone play it)
            press(page, st, f"card:{key}", click)  # unselect
            st = state(page)
    raise AssertionError("no single card out of tune came up in 12 turns")


def next_song(page: Any, end: dict[str, Any], click: Callable[[float, float], None]) -> None:
    """From a song's end panel to the next song of the series, as a player does (its button)."""
    press(page, end, "end:next", click)
    page.wait_for_function(f"JSON.parse(window.paiju.state()).hand_no === {end['hand_no'] + 1}", timeout=10_000)


def chip_explains(page: Any, click: Callable[[float, float], None]) -> None:
    """The mode chip and the pile chip say their rule in a bubble when tapped; the next tap closes it."""
    st = state(page)
    tips = [h for h in st["hits"] if h["id"].startswith("tip:")]
    assert len(tips) >= 4, [h["id"] for h in st["hits"]]
    press(page, st, tips[0]["id"], click)
    page.wait_for_function("JSON.parse(window.paiju.state()).bubble !== null", timeout=5_000)
    assert state(page)["bubble"] == tips[0]["label"]


def start_game(page: Any, tap: Callable[[float, float], None]) -> None:
    page.evaluate("window.paiju.setting('speed', '\"instant\"')")
    st = state(page)
    assert st["screen"] == "start"
    assert "huaniao" in st["games"]
    if st["game"] != "huaniao":  # a first visit chooses no game: the player taps its tile
        press(page, st, "game:huaniao", tap)
        page.wait_for_timeout(300)
        st = state(page)
    press(page, st, "start", tap)
    page.wait_for_function("JSON.parse(window.paiju.state()).screen === 'table'", timeout=10_000)


def test_phone_touch_full_song_with_reload(browser: Any, server: Any, harness: Any, shot: Any) -> None:
    with harness.phone_page(browser, server.url) as (page, log, tap):
        page.wait_for_timeout(500)
        shot(page, "phone-start")
        start_game(page, tap)
        before = play(page, tap, seed=1, until_actions=14)
        for _ in range(20):  # a prompt the table answers by itself (a forced 栖, after its beat) is no
            page.wait_for_timeout(1600)  # place to reload and compare: wait for one that stays the player's
            if state(page)["actions"] == before["actions"]:
                break
            before = play(page, tap, seed=1, until_actions=state(page)["actions"])
        shot(page, "phone-mid-song")
        assert before["viewer"] == 0 and before["hand"]

        page.reload()
        harness.wait_ready(page, 120, log)
        page.wait_for_function("JSON.parse(window.paiju.state()).screen === 'table'", timeout=20_000)
        after = state(page)
        assert after["notation"] == before["notation"], "the reload did not restore the same position"
        assert after["actions"] == before["actions"] and after["hand"] == before["hand"]
        page.wait_for_timeout(500)  # let the loading curtain finish fading
        shot(page, "phone-after-reload")

        end = play(page, tap, seed=2, shots=prompt_shot(page, shot, "phone-prompt"))
        assert end["over"] and end["end_shown"]
        assert {"end:next", "end:menu"} <= {h["id"] for h in end["hits"]}
        shot(page, "phone-end")
        assert log.external == [] and log.page_errors == [] and log.console_errors == []


def test_laptop_clicks_full_song(page: Any, server: Any, wait_ready: Any, shot: Any) -> None:
    page.set_viewport_size(LAPTOP)
    page.goto(server.url)
    wait_ready(page, 120)

    def click(x: float, y: float) -> None:
        page.mouse.click(x, y)

    page.wait_for_timeout(500)
    shot(page, "laptop-start")
    start_game(page, click)
    play(page, click, seed=3, until_actions=6)
    shot(page, "laptop-table")
    chip_explains(page, click)
    shot(page, "laptop-chip")
    press(page, state(page), "bubble", click)
    no_illegal_play_offered(page, click)
    shot(page, "laptop-no-fit")
    end = play(page, click, seed=4, shots=prompt_shot(page, shot, "laptop-prompt"))
    assert end["over"] and end["end_shown"]
    shot(page, "laptop-end")
    next_song(page, end, click)  # the next song of the series starts from the end panel


@pytest.mark.parametrize("lang", ["zh-Hant", "en"])
def test_languages_render(page: Any, server: Any, wait_ready: Any, shot: Any, lang: str) -> None:
    page.goto(server.url + f"?lang={lang}")
    wait_ready(page, 120)
    st = state(page)
    assert st["lang"] == lang
    press(page, st, "game:huaniao", lambda x, y: page.mouse.click(x, y))  # a first visit chooses no game
    page.wait_for_timeout(300)
    st = state(page)
    # the start button speaks the language (the lobby's reads "開始 · 與電腦對局" / "Play vs bots")
    start = next(h["label"] for h in st["hits"] if h["id"] == "start")
    assert ("Play" in start or "Start" in start) if lang == "en" else ("開始" in start), start
    press(page, st, "start", lambda x, y: page.mouse.click(x, y))
    page.wait_for_timeout(1500)
    shot(page, f"table-{lang}")
