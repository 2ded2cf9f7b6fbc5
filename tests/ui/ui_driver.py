"""Plays the table through taps on hit ids only, like a person would (shared by the ui tests)."""

from __future__ import annotations

import json
from typing import Any

from pygame_core.core import registry
from pygame_core.core.rng import SplitMix64
from pygame_core.table.master import Master
from pygame_core.ui.app import App
from pygame_core.ui.screen import MATCH_KEY, SETTINGS_KEY, MemoryStorage
from pygame_core.ui.start import StartScreen
from pygame_core.ui.table_screen import TableScreen


def center(hit: dict[str, Any]) -> tuple[float, float]:
    x, y, w, h = hit["rect"]
    return x + w / 2, y + h / 2


TABLES = ("table", "peer_table")  # a local table and a peer table are played alike


def tour_tap(st: dict[str, Any]) -> str | None:
    """What a player taps away before playing on: the first-game tour over a new table, or the log or
    menu opened by a stray tap (CI, stop 31: a phone guest's click on a relayed table, made from a state
    read a moment before, opened the log; the driver then waited behind it until the hand timed out)."""
    if st["screen"] not in TABLES or st.get("curtain") is not None:
        return None
    if st.get("tour") is not None:
        return "tour:next"
    if st.get("overlay") in ("log", "menu") and any(h["id"] == "overlay:close" for h in st.get("hits", [])):
        return "overlay:close"
    return None


def next_tap(st: dict[str, Any], rng: SplitMix64) -> str | None:
    """花鸟风月: the hit id a player would press next, or None to wait (bots, animations, a hand
    that is still sliding into place: only what is drawn can be pressed)."""
    hid = _next_tap(st, rng)
    return hid if hid is None or any(h["id"] == hid for h in st["hits"]) else None


def _next_tap(st: dict[str, Any], rng: SplitMix64) -> str | None:
    hits = {h["id"] for h in st["hits"]}
    if st["screen"] not in TABLES:
        return None
    if st.get("curtain") is not None:
        return "curtain"
    if tour_tap(st):
        return tour_tap(st)
    if st.get("end_shown"):
        return None
    if "skip_poem" in hits:
        return "skip_poem"
    if st.get("over"):
        return None
    if st.get("viewer") not in st.get("people_to_act", []):
        return None
    p = st.get("prompt") or {}
    kind = p.get("type")
    btns = {b["id"]: b for b in st.get("buttons", [])}
    prim = [b["id"] for b in st.get("buttons", []) if b["style"] == "primary" and b["enabled"]]
    sel = st.get("selected", [])
    hand = st.get("hand", [])
    if kind in ("main", "extra"):
        ops = [str(i) for i in prim if i.startswith("btn:op")]
        if ops:
            return ops[0]
        if sel:
            return f"card:{sel[0]}"  # unselect a selection that forms no legal play
        if kind == "extra" and rng.uniform(3) == 0:
            return "btn:end"
        if "btn:hint" in btns and rng.uniform(4) != 0:
            return "btn:hint"
        if "btn:qi" in btns:
            return "btn:qi"
        return "btn:end" if "btn:end" in btns else ("btn:hint" if "btn:hint" in btns else None)
    if kind == "commit":
        return None  # the 且慢 window closes by itself (no 确定 after a play)
    if kind in ("gift", "pass"):
        need = 1 if kind == "pass" or p.get("kind") == "wind" else len(p.get("to", []))
        if len(sel) < need:
            free = [k for k in hand if k not in sel]
            return f"card:{free[rng.uniform(len(free))]}"
        return prim[-1] if prim else None
    if kind == "discard":
        if "btn:hint" not in btns and "btn:discard" not in btns:
            return None  # a discard with one way goes by itself: nothing to press
        if len(sel) != int(p.get("count", 0)):
            return "btn:hint"
        return "btn:discard"
    if kind == "target":
        seats = [h for h in hits if h.startswith("seat:") and h != f"seat:{st['viewer']}"]
        return sorted(seats)[rng.uniform(len(seats))] if seats else None
    if kind == "day_play":  # 順手: play the drawn card when it fits (only then is it offered)
        return "btn:day_yes" if "btn:day_yes" in btns else "btn:day_no"
    if kind == "guess":
        return ["btn:gbird", "btn:gnumber", "btn:gfunction", "btn:gnone"][rng.uniform(4)]
    if kind == "call":
        return "btn:call"
    return prim[0] if prim else None


def next_press_gouji(st: dict[str, Any], rng: SplitMix64) -> str | None:
    """够级: what a player presses next, once it is drawn (None: wait; a bar may hold its buttons back
    while cards fly, and a loaded machine's real-time slices change when: the peer-table test pressed
    a 付牌 listed but not yet on screen)."""
    hid = _gouji_choice(st, rng)
    return hid if hid is None or any(h["id"] == hid for h in st.get("hits", [])) else None


def _gouji_choice(st: dict[str, Any], rng: SplitMix64) -> str | None:
    if st["screen"] not in TABLES or st.get("end_shown") or st.get("over"):
        return None
    if tour_tap(st):
        return tour_tap(st)
    if st.get("viewer") not in st.get("people_to_act", []):
        return None
    if st.get("asking"):  # a play that forfeits 开点 asks first (出4：未开点出4将放弃开点): go on
        return "ask:yes"
    btns = {b["id"] for b in st.get("buttons", [])}
    if not btns:  # a prompt with one answer (要不起, a single way to pay...) goes by itself: no buttons
        return None
    phase = st.get("phase")
    if phase in ("yudian", "mingdian"):
        return "btn:nocall"
    if phase == "revolution":
        return "btn:decline"
    if phase == "buy_pay":
        return "btn:pay0"
    if phase == "buy_opt":
        return "btn:buy"
    if phase == "return":
        return "btn:return" if "btn:return" in btns and len(st["selected"]) else "btn:hint"
    if phase == "play":
        if st["selected"]:
            return "btn:play"
        if "btn:pass" in btns and rng.uniform(2) == 0:
            return "btn:pass"
        return "btn:hint" if "btn:hint" in btns else None
    return None


def next_tap_paohuzi(st: dict[str, Any], rng: SplitMix64) -> str | None:
    """跑胡子: always 胡 when offered, claims at random, a discard by card then button."""
    if st["screen"] not in TABLES or st.get("end_shown") or st.get("over"):
        return None
    if st.get("curtain") is not None:
        return "curtain"
    if tour_tap(st):
        return tour_tap(st)
    if any(h["id"] == "pz:moment" for h in st["hits"]):
        return "pz:moment"  # the player's own 胡 waits for a tap (a bot's moment: a tap skips its splash)
    if st.get("viewer") not in st.get("people_to_act", []):
        return None
    cols = [str(h["id"]) for h in st["hits"] if h["id"].startswith("pz:col:")]
    if cols:  # a card picked up to move (a tap that landed as the turn changed): put it down first
        return cols[0]
    shown = {h["id"] for h in st["hits"]}  # only what is drawn: a claim's buttons wait for its card to land
    ids = [b["id"] for b in st.get("buttons", []) if b["enabled"] and b["id"] != "btn:hints" and b["id"] in shown]
    if st.get("phase") == "discard":
        if any(b["id"] == "btn:discard" and b["style"] == "primary" for b in st.get("buttons", [])):
            return "btn:discard"
        cards = [h["id"] for h in st["hits"] if h["id"].startswith("card:") and not h["id"].startswith("card:*")]
        return cards[rng.uniform(len(cards))] if cards else None
    if "btn:hu" in ids:
        return "btn:hu"
    return ids[rng.uniform(len(ids))] if ids else None


class Hints:
    """够级's 提示 may find nothing to play: after a few in a row, pass (as the e2e players do)."""

    def __init__(self) -> None:
        self.n = 0

    def __call__(self, st: dict[str, Any], hid: str | None) -> str | None:
        self.n = self.n + 1 if hid == "btn:hint" else 0
        if self.n > 3 and "btn:pass" in {b["id"] for b in st.get("buttons", [])}:
            self.n = 0
            return "btn:pass"
        return hid


def play(app: App, now: float, *, until_actions: int | None = None, max_steps: int = 20000,
         seed: int = 1, step: float = 0.5, at_point: bool = True) -> float:
    """Frame and tap until the end panel shows (or ``until_actions`` actions); returns the clock."""
    rng = SplitMix64(seed)
    for _ in range(max_steps):
        app.frame(now)
        st = app.state()
        if st.get("end_shown"):
            return now
        if until_actions is not None and st.get("actions", 0) >= until_actions and \
                st.get("viewer") in st.get("people_to_act", []) and st.get("curtain") is None:
            return now
        hid = next_tap(st, rng)
        if hid is not None:
            hit = next((h for h in st["hits"] if h["id"] == hid), None)
            assert hit is not None, f"{hid} is not on screen: {[h['id'] for h in st['hits']]}"
            if at_point:
                x, y = center(hit)
                got = app.tap_at(x, y, now)
                assert got == hid, f"tapping the centre of {hid} hit {got}"
            else:
                app.tap(hid, now)
        now += step
    raise AssertionError(f"no end after {max_steps} steps: {app.state().get('log')}")


def bot_table(game: str = "paohuzi", seed: int = 1, level: str = "easy", w: float = 1280,
              h: float = 720) -> tuple[App, TableScreen]:
    """A bots-only match resumed as the page resumes it (``build.py bench hands``: seed 1)."""
    info = registry.get(game)
    m = Master(info, info.options_for(info.default_preset), seed, [f"bot:{level}"] * info.seats)
    m.start_hand()
    st = MemoryStorage()
    st.set(MATCH_KEY, m.dumps())
    st.set(SETTINGS_KEY, json.dumps({"speed": "instant", "lang": "zh-Hans", "tour_off": True}))
    app = App(st)
    app.split_ms = 15.0  # as web/main.py sets it
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 1}, 0.0)
    assert isinstance(app.screen, StartScreen)
    app.screen.resume(0.0)
    assert isinstance(app.screen, TableScreen)
    return app, app.screen


def sheet_drawn(app: App) -> bool:
    """The last frame drew the result sheet."""
    return any(h.id == "end:next" for h in app.dl.hits)


def to_hand_end(app: App, scr: TableScreen) -> tuple[float, dict[str, Any]]:
    """Frames until the hand is over; returns the clock and that frame's JSON."""
    now = 1.0
    for _ in range(20000):
        out = json.loads(app.frame_json(now))
        if scr.client.is_over() and "ops" in out:
            return now, out
        now += 1 / 60
    raise AssertionError("the hand did not end")


def to_sheet_open(app: App, scr: TableScreen) -> tuple[float, dict[str, Any], dict[str, Any]]:
    """Frames from the hand's end till the result sheet opens (it waits for the last win's moment to be
    read: 跑胡子 session 35); returns the clock then, the last frame without it and the one with it."""
    now, last = to_hand_end(app, scr)
    for _ in range(2000):
        now += 1 / 60
        out = json.loads(app.frame_json(now))
        if sheet_drawn(app):
            return now, last, out
        last = out if "ops" in out else last
    raise AssertionError("the sheet did not open")


def to_sheet(app: App, scr: TableScreen, now: float = 0.0) -> float:
    """Frames till the result sheet shows (from the hand's end when ``now`` is 0); returns the clock."""
    now, _ = to_hand_end(app, scr) if now == 0 else (now, None)
    for _ in range(2000):
        now += 0.1
        app.frame(now)
        if scr.client.is_over() and sheet_drawn(app):
            return now
    raise AssertionError("no sheet")
