"""Layout at 390×844 (phone) and 1366×768 (laptop): everything on screen, nothing overlapping,
hit areas at least 40 px on the phone, in every language."""

from __future__ import annotations

from typing import Any

import pytest
from ui_driver import next_tap

from pygame_core.core import registry
from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.games.gouji.table import TAP_STEP as GOUJI_STEP
from pygame_core.ui.geom import Rect
from pygame_core.ui.layout import table_layout
from pygame_core.ui.plugin import GameUI
from pygame_core.ui.start import StartScreen
from pygame_core.ui.table_screen import TableScreen

SIZES = [(390, 844), (1366, 768)]


def hits_ok(app: App, phone: bool) -> None:
    screen = Rect(0, 0, app.w, app.h)
    sa = app.screen.scroll_area
    for h in app.state()["hits"]:
        r = Rect(*h["rect"])
        assert r.inside(screen), f"{h['id']} {h['rect']} is off screen"
        if sa is not None and app.screen.max_scroll() > 0 and (r.y <= sa.y + 0.5 or r.b >= sa.b - 0.5):
            continue  # cut by the edge of scrolled content: the rest scrolls into view
        if phone:  # (够级's deal in three rows: each card's strip 28 px, 多乐's, and taller than a finger)
            wide = GOUJI_STEP - 0.01 if h["id"].startswith("card:") and app.settings.get("game") == "gouji" else 40
            assert r.w >= wide and r.h >= 40, f"{h['id']} {h['rect']} is smaller than {wide:.0f}x40 px"


def no_overlapping_targets(app: App) -> None:
    """Buttons, cards and seats never overlap one another (a tap must mean one thing)."""
    ids = [h for h in app.state()["hits"] if h["id"].split(":")[0] in ("btn", "card", "seat", "menu", "log")]
    rects = [(h["id"], Rect(*h["rect"]).inset(0.6)) for h in ids]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert not ra.intersects(rb), f"{a} {ra} overlaps {b} {rb}"


def regions_ok(screen: TableScreen) -> None:
    lay = screen.lay
    assert lay is not None
    full = Rect(0, 0, lay.w, lay.h)
    named: list[tuple[str, Rect]] = [("top", lay.top), ("center", lay.center), ("buttons", lay.buttons),
                                     ("hand", lay.hand), ("me", lay.me), ("log", lay.log)]
    named += [(f"seat{s}", r) for s, r in lay.seats.items()]
    named = [(n, r) for n, r in named if r.w > 0 and r.h > 0]
    for n, r in named:
        assert r.inside(full), f"{n} {r} off screen"
    for i, (n1, r1) in enumerate(named):
        for n2, r2 in named[i + 1:]:
            if lay.ring and n1 == "center" and n2.startswith("seat"):  # seated on the table's rim
                assert r2.inside(r1), f"{n2} {r2} is off the table {r1}"
                continue
            assert not r1.inset(0.5).intersects(r2.inset(0.5)), f"{n1} {r1} overlaps {n2} {r2}"
    cards = screen.hand_rects(lay, len(screen.plugin.hand(screen.view())))
    for c in cards:
        assert c.inside(lay.hand.inset(-1)), f"card {c} outside the hand area {lay.hand}"


def start_app(w: int, h: int, lang: str = "zh-Hans", **settings: Any) -> App:
    app = App(MemoryStorage(), lang=lang)
    app.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    app.settings.update({"game": "huaniao", "speed": "instant", **settings})  # a first visit chooses none
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 2}, 0.0)
    app.frame(0.0)
    app.frame(0.1)  # the other games load on the second frame
    return app


@pytest.mark.parametrize("w,h", SIZES)
@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant", "en"])
def test_start_screen_fits(w: int, h: int, lang: str) -> None:
    app = start_app(w, h, lang)
    st = app.state()
    assert st["screen"] == "start" and "start" in {x["id"] for x in st["hits"]}
    hits_ok(app, w < 720)
    ids = {x["id"] for x in st["hits"]}
    screen = app.screen
    assert isinstance(screen, StartScreen)
    # no choice hides at either size, in any language or game
    assert screen.content_h <= screen.scroll_area.h, "every choice shows without scrolling"
    assert {"lang:en", "lang:zh-Hant", "advanced", "timers:on", "speed:fast"} <= ids
    assert not any(i.startswith("opt") for i in ids), "the game's options are folded away"
    assert sum(1 for x in st["hits"] if x["id"].startswith("level:")) >= 2
    # unfolded and scrolled to the bottom, the options are reachable and still on screen
    x, y, bw, bh = next(x["rect"] for x in st["hits"] if x["id"] == "advanced")
    assert app.tap_at(x + bw / 2, y + bh / 2, 0.15) == "advanced"
    app.frame(0.16)
    app.handle({"t": "wheel", "dy": 1e5, "x": 10, "y": 10}, 0.2)
    app.frame(0.3)
    ids = {x["id"] for x in app.state()["hits"]}
    assert any(i.startswith("opt") for i in ids)
    hits_ok(app, w < 720)


@pytest.mark.parametrize("w,h", SIZES)
@pytest.mark.parametrize("preset", ["simple", "regular", "full", "pro"])
def test_table_layout_through_a_song(w: int, h: int, preset: str) -> None:
    app = start_app(w, h, "en" if preset == "full" else "zh-Hans", fixed_seed=len(preset))
    app.settings.setdefault("preset", {})["huaniao"] = preset  # a pinned deal: a random one may end in a few frames
    app.tap("start", 0.5)
    rng = SplitMix64(len(preset))
    now = 1.0
    checked = 0
    for _ in range(3000):
        app.frame(now)
        st = app.state()
        if st.get("end_shown"):
            break
        if isinstance(app.screen, TableScreen) and st.get("curtain") is None:
            hits_ok(app, w < 720)
            regions_ok(app.screen)
            if app.screen.overlay is None:
                no_overlapping_targets(app)
            checked += 1
        hid = next_tap(st, rng)
        if hid:
            app.tap(hid, now)
        now += 0.4
    assert app.state()["end_shown"], "the song did not reach the end panel"
    hits_ok(app, w < 720)
    assert checked > 20


@pytest.mark.parametrize("w,h", SIZES)
@pytest.mark.parametrize("n", [1, 8, 10, 14, 17, 33])
def test_hand_sizes(w: int, h: int, n: int) -> None:
    app = start_app(w, h)
    app.tap("start", 0.5)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    cards = [{"id": i, "face": "B1234HFY"[i % 8]} for i in range(n)]
    screen.plugin.hand = lambda view: cards  # type: ignore[method-assign]
    app.frame(1.0)
    regions_ok(screen)
    card_hits = [x for x in app.state()["hits"] if x["id"].startswith("card:")]
    if card_hits:  # only when the prompt lets the viewer select
        assert len(card_hits) == n
    hits_ok(app, w < 720)
    lay = screen.lay
    assert lay is not None
    for r in screen.hand_rects(lay, n):
        assert r.w >= (40 if w < 720 else 36)


@pytest.mark.parametrize("w,h", [*SIZES, (844, 390), (320, 568)])
def test_menu_and_full_log_fit(w: int, h: int) -> None:
    app = start_app(w, h)
    app.tap("start", 0.5)
    app.frame(1.0)
    app.tap("menu", 1.1)
    app.frame(1.2)
    hits_ok(app, w < 720)
    app.tap("menu:log", 1.3)
    app.frame(1.4)
    hits_ok(app, w < 720)
    assert app.state()["overlay"] == "log"
    # its 关闭 goes back to the menu it was opened from, the table still paused (够级 play-test 37 #5:
    # it closed to the table with the clock running); the table's own log button's closes to the table
    app.tap("overlay:close", 1.5)
    app.frame(1.6)
    assert app.state()["overlay"] == "menu"
    app.tap("overlay:close", 1.7)
    app.frame(1.8)
    assert app.state()["overlay"] is None
    app.tap("log", 1.9)
    app.frame(2.0)
    app.tap("overlay:close", 2.1)
    app.frame(2.2)
    assert app.state()["overlay"] is None


# other screens must stay usable (no overlaps, nothing off screen); the 40 px rule is for 390x844
OTHER_SIZES = [(844, 390), (768, 1024), (360, 640), (320, 568), (1920, 1080)]


@pytest.mark.parametrize("w,h", SIZES + OTHER_SIZES)
@pytest.mark.parametrize("game", [g.id for g in registry.available()])
def test_every_game_table_fits(w: int, h: int, game: str) -> None:
    """Each game's table part (or the generic fallback) keeps the shared layout rules."""
    app = start_app(w, h, fixed_seed=5, game=game)
    app.tap("start", 0.5)
    rng = SplitMix64(2)
    now = 1.0
    frames = 0
    for _ in range(160):
        app.frame(now)
        st = app.state()
        if st.get("end_shown"):
            break
        screen = app.screen
        assert isinstance(screen, TableScreen)
        if st.get("curtain") is None:
            hits_ok(app, (w, h) in SIZES and w < 720)
            regions_ok(screen)
            if screen.overlay is None:
                no_overlapping_targets(app)
            frames += 1
            c = screen.client
            if screen.viewer in c.people_to_act():
                legal = c.legal(screen.viewer)
                c.act(screen.viewer, legal[rng.uniform(len(legal))])
                screen.refresh(now)
        now += 0.4
    assert frames > 10


def test_a_game_of_short_log_lines_narrows_the_laptop_log() -> None:
    """GameUI.LOG_MAX (table_layout's log_max): a game of short log lines (花鸟风月) gives the felt
    the rest (play-test 10 06/21: a fifth of the width all game); the default stays 300."""
    def lay(**kw: Any) -> Any:
        return table_layout(1366, 768, 4, 0, 12, 80, 1.4, lambda _w: 56.0, **kw)

    assert lay().log.w == 300 and GameUI.LOG_MAX == 300
    narrow = lay(log_max=236.0)
    assert narrow.log.w == 236 and narrow.center.w > lay().center.w
