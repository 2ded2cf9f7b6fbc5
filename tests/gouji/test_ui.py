"""The 够级 table through taps (CPython, display list): a whole hand against five bots on a phone and a
laptop, refused plays showing the engine's reason, calls as buttons, and the score sheet."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App, MemoryStorage


def make_app(w: int, h: int) -> App:
    app = App(MemoryStorage())
    app.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    # a pinned deal per size (a test may set another): a random deal's failure could not be replayed
    app.settings.update({"speed": "instant", "game": "gouji", "fixed_seed": w * 3 + h, "timers": False})  # (untimed:
    # a table against bots is timed by default since 602011c; these study the play, not the clock)
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 2}, 0.0)
    app.frame(0.0)
    return app


def press(app: App, hid: str, now: float) -> None:
    app.frame(now)
    # the topmost area with that id: what a finger on the screen reaches
    hit = next((h for h in reversed(app.state()["hits"]) if h["id"] == hid), None)
    assert hit is not None, f"{hid} not on screen"
    x, y, w, h = hit["rect"]
    assert app.tap_at(x + min(w / 2, 6), y + h / 2, now) == hid


def _step(app: App, st: dict[str, Any], now: float, rng: SplitMix64) -> None:
    btns = {b["id"]: b for b in st["buttons"]}
    if not btns:  # a prompt the table answers by itself (要不起, a forced 发四): nothing to press
        return
    phase = st.get("phase")
    if phase in ("yudian", "mingdian"):
        press(app, "btn:nocall", now)
    elif phase == "revolution":
        press(app, "btn:decline", now)
    elif phase == "buy_pay":
        press(app, "btn:pay0", now)
    elif phase == "buy_opt":
        press(app, "btn:buy" if "btn:buy" in btns else "btn:nobuy", now)
    elif phase == "return":
        press(app, "btn:hint", now)
        press(app, "btn:return", now)
    elif phase == "play":
        if "btn:hint" not in btns:  # nothing to decide (only the 3 left: 快进 offered)
            return
        if "btn:pass" in btns and rng.uniform(2) == 0:
            press(app, "btn:pass", now)
        else:
            if st["selected"]:
                press(app, "btn:clear", now)
            press(app, "btn:hint", now)
            app.frame(now)
            ids = {b["id"] for b in app.state()["buttons"] if b["enabled"]}  # (出牌 grey with nothing raised: 建议过)
            press(app, "btn:play" if "btn:play" in ids else "btn:pass", now)
            app.frame(now)
            if app.state().get("asking"):  # 4s before opening: the player says yes
                press(app, "ask:yes", now)


def play_hand(app: App, now: float, seed: int) -> float:
    rng = SplitMix64(seed)
    for _ in range(20000):
        app.frame(now)
        st = app.state()
        if st.get("end_shown"):
            return now
        if st.get("viewer") in st.get("people_to_act", []) and st.get("curtain") is None:
            _step(app, st, now, rng)
        now += 0.5
    raise AssertionError("the hand does not end")


def to_first_play(app: App, now: float) -> float:
    """Tap through calls and buying until the player is to play; returns the clock."""
    for _ in range(4000):
        app.frame(now)
        st = app.state()
        if st.get("phase") == "play" and st.get("viewer") in st.get("people_to_act", []):
            return now
        if st.get("viewer") in st.get("people_to_act", []):
            _step(app, st, now, SplitMix64(1))
        now += 0.5
    raise AssertionError("the player is never to play")


def sheet_shows_the_hand(app: App) -> None:
    """The score sheet's row says what the hand settled: its points after a 串三湖, otherwise the
    tribute cards each seat gets (+) or gives (−) at the next deal; never a row of dots."""
    screen: Any = app.screen
    res = screen.client.master.state.result()
    texts = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    # everything of the hand's end lies between the panel's title and its series line: nothing
    # runs under the buttons, whatever the screen's height (a phone on its side has 390 px)
    ops = [op for op in app.dl.ops if op[0] == "T"]
    # the series line, or (before a hand is scored it repeats the 本局 column: not shown) the 下一局 button
    last = next(i for i, op in enumerate(ops) if str(op[3]).startswith("散场结算: ") or op[3] == "下一局")
    first = max(i for i, op in enumerate(ops[:last]) if op[3] == "本局结束")   # the panel's title, not the log's
    assert all(float(op[2]) < float(ops[last][2]) - 8 for op in ops[first + 1:last]), \
        [op[3] for op in ops[first + 1:last] if float(op[2]) >= float(ops[last][2]) - 8]
    assert "·" not in texts
    assert any("进贡" in t for t in texts), "the sheet says what its cells count"
    for n in res["points"] if res["scored"] else res["tribute_net"]:
        owed = "—" if n == 0 else f"收{n}张" if n > 0 else f"交{-n}张"   # never "-1 cards"
        assert (f"{n:+d}" if res["scored"] else owed) in texts


@pytest.mark.parametrize(("w", "h"), [(390, 844), (1366, 768), (844, 390)])
def test_whole_hand_by_taps(w: int, h: int) -> None:
    app = make_app(w, h)
    press(app, "start", 0.1)
    st = app.state()
    assert st["game"] == "gouji" and st["screen"] == "table"
    # Every hit area lies on screen, and cards are wide enough to tap on a phone.
    for hit in st["hits"]:
        x, y, hw, hh = hit["rect"]
        assert x >= -1 and y >= -1 and x + hw <= w + 1 and y + hh <= h + 1, hit
    now = play_hand(app, 1.0, w)
    st = app.state()
    assert st["over"] and st["end_shown"]
    sheet_shows_the_hand(app)
    press(app, "end:next", now)
    app.frame(now + 0.1)
    assert app.state()["hand_no"] == 2


def test_refused_play_shows_the_reason() -> None:
    app = make_app(390, 844)
    press(app, "start", 0.1)
    now = to_first_play(app, 1.0)
    # a turn with nothing to beat is answered by the table (要不起): wait for one with a choice
    for _ in range(4000):
        st = app.state()
        if st.get("viewer") in st.get("people_to_act", []) and "btn:play" in {b["id"] for b in st["buttons"]}:
            break
        now += 0.5
        app.frame(now)
    st = app.state()
    assert st["phase"] == "play"
    hand = st["hand"]
    screen: Any = app.screen
    threes = [k for k in hand if screen.client.master.state.hands[st["viewer"]] and int(k) % 54 % 13 == 0
              and int(k) % 54 < 52]
    assert threes, "every seat holds its 3 after buying"
    press(app, f"card:{threes[0]}", now)
    press(app, "btn:play", now)
    toast = app.state()["toast"]
    assert "3" in toast and toast  # 3只能留到最后一张单独出
    assert app.state()["actions"] == st["actions"]


def test_calls_are_buttons_with_the_opposite() -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    now = 0.2
    for _ in range(200):
        app.frame(now)
        st = app.state()
        if st.get("phase") == "yudian" and st.get("viewer") in st.get("people_to_act", []):
            ids = {b["id"] for b in st["buttons"]}
            assert {"btn:call", "btn:nocall"} <= ids
            # the pass says what it is, as the seats' bubbles do (it read 不叫 beside their 不预点)
            assert next(b["label"] for b in st["buttons"] if b["id"] == "btn:nocall") == "不预点"
            press(app, "btn:call", now)  # one tap, its stake said on the strip (pt28 #4: a confirm inside the clock)
            app.frame(now + 0.1)
            screen: Any = app.screen
            assert screen.client.master.state.calls[st["viewer"]] == "y" and not app.state()["asking"]
            return
        now += 0.5
    raise AssertionError("no 预点 prompt for the player")


@pytest.mark.parametrize("seed", range(1, 9))
def test_a_phone_on_its_side_keeps_the_hands_row_under_many_tribute_lines(seed: int) -> None:
    """With nine who-pays-whom lines (seed 2) the sheet's row of cards owed fell off a 390 px
    screen: the lines may give way ("…and N more"), the row may not."""
    app = make_app(844, 390)
    app.settings["fixed_seed"] = seed
    press(app, "start", 0.1)
    play_hand(app, 1.0, 844)
    sheet_shows_the_hand(app)
