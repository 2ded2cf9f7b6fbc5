"""The first-game tour: one card over the first table of each game once the hand is dealt, naming the
hand, the buttons and the log (each outlined and numbered on the table), closed by one tap (bots wait
meanwhile), remembered in the settings across reloads, "don't show again" for every game, and the card
inside the screen, off the parts it names, its text fitting in all three languages at phone and laptop
sizes."""

from __future__ import annotations

import math

import pytest
from ui_driver import center, next_press_gouji

from pygame_core.core.i18n import LANGS
from pygame_core.core.rng import SplitMix64
from pygame_core.ui import theme as th
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.offer import GoujiOffer
from pygame_core.ui.geom import Rect
from pygame_core.ui.start import StartScreen
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.texts import t
from pygame_core.ui.tour import FOOT, LINE_H, STEPS, shade_around, target

SIZES = [(390, 844), (1366, 768)]


def make_app(storage: MemoryStorage | None = None, w: int = 390, h: int = 844, lang: str = "zh-Hans",
             game: str = "huaniao") -> App:
    app = App(storage or MemoryStorage(), lang=lang)
    app.settings.update({"speed": "instant", "game": game})
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 2}, 0.0)
    app.frame(0.0)
    app.frame(0.05)
    return app


def open_table(app: App) -> TableScreen:
    """Start (over a match left off: 确定 to its question), then let the bots play until the viewer
    holds cards (a 够级 deal comes after 预点)."""
    app.tap("start", 0.1)
    if isinstance(app.screen, StartScreen) and app.screen.replacing:
        app.tap("ask:yes", 0.15)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    now = 0.2
    for _ in range(400):
        app.frame(now)
        if app.state()["tour"] is not None or scr.tour is None:
            break
        st = app.state()
        if st["viewer"] in st["people_to_act"]:  # 够级's 预点, 买牌 ... before its play (tour_ready)
            hid = next_press_gouji(st, SplitMix64(int(now * 100))) if scr.client.info.id == "gouji" else None
            if hid is not None and any(h["id"] == hid for h in st["hits"]):
                app.tap(hid, now)
        now += 0.05
    return scr


def tap_on(app: App, hid: str, now: float) -> None:
    app.frame(now)
    hit = next(h for h in app.state()["hits"] if h["id"] == hid)
    assert app.tap_at(*center(hit), now) == hid


@pytest.mark.parametrize("game", ["huaniao", "gouji", "paohuzi"])
def test_shown_once_per_game_closed_by_one_tap_and_remembered(game: str) -> None:
    storage = MemoryStorage()
    app = make_app(storage, game=game)
    scr = open_table(app)
    assert app.state()["tour"] == 0 and app.state()["hand"]
    actions, t0 = app.state()["actions"], app.now  # on from where the table opened (a 够级 deal takes seconds)
    for k in range(5):  # the bots wait while the tour shows
        app.frame(t0 + 1.0 + k * 0.2)
    assert app.state()["actions"] == actions
    tap_on(app, "tour:next", t0 + 2.0)  # its 知道了 (a tap anywhere closes it too: the whole screen is its hit)
    assert app.state()["tour"] is None and scr.tour is None
    assert game in app.settings["tour_seen"]
    # a reload: the same storage, the same game; no tour
    again = make_app(storage, game=game)
    open_table(again)
    assert again.state()["tour"] is None


def test_each_game_has_its_own_first_time_and_never_ends_them_all() -> None:
    storage = MemoryStorage()
    app = make_app(storage, game="huaniao")
    open_table(app)
    tap_on(app, "tour:next", 1.0)
    assert app.state()["tour"] is None
    other = make_app(storage, game="paohuzi")
    open_table(other)
    assert other.state()["tour"] == 0  # 跑胡子's first table
    tap_on(other, "tour:never", 1.0)
    assert other.state()["tour"] is None and other.settings["tour_off"] is True
    last = make_app(storage, game="gouji")
    scr = open_table(last)
    assert scr.tour is None and last.state()["tour"] is None


def test_keys_close_it_too_and_a_tap_on_the_table_is_not_a_play() -> None:
    app = make_app()
    open_table(app)
    card = app.state()["hand"][0]
    app.tap(f"card:{card}", 1.0)  # pressed through the tour: it only closes it
    assert app.state()["selected"] == [] and app.state()["tour"] is None
    again = make_app(game="paohuzi")
    scr = open_table(again)
    scr.key("Enter", 1.1)
    assert again.state()["tour"] is None and again.state()["overlay"] is None


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("w, h", SIZES)
@pytest.mark.parametrize("game", ["huaniao", "paohuzi"])
def test_the_card_fits_names_every_part_and_covers_none(lang: str, w: int, h: int, game: str) -> None:
    app = make_app(w=w, h=h, lang=lang, game=game)
    scr = open_table(app)
    assert scr.tour is not None and scr.lay is not None
    parts, box, lines = scr.tour.box(scr.lay, w, h)
    assert 0 <= box.x and box.r <= w and 0 <= box.y and box.b <= h, box
    assert box.h >= sum(len(ls) * LINE_H for ls in lines) + FOOT, lines
    for step, part in zip(STEPS, parts, strict=True):
        assert target(scr.lay, step).w > 0
        assert not box.intersects(part) or part.h > h * 0.5, f"the card covers the {step} it names"
    dl = DisplayList()
    scr.draw(dl, w, h, 1.0)
    texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
    for step in STEPS:  # each part's words are on the card (wrapped: its first line)
        assert wrap_first(scr.tour.text(step), lines) in texts
    assert t("tour_done", lang) in texts
    never = next(hit for hit in dl.hits if hit.id == "tour:never")
    assert never.rect.r <= box.r and never.rect.b <= box.b
    assert dl.hits[-1].id == "tour:never" and dl.hits[-2].id == "tour:next"  # 知道了 and 不再显示 on top


def wrap_first(text: str, lines: list[list[str]]) -> str:
    return next(ls[0] for ls in lines if text.startswith(ls[0]))


def test_the_shade_leaves_each_part_bright_and_covers_the_rest() -> None:
    w, h = 390.0, 844.0
    holes = [Rect(0, 700, 390, 144), Rect(10, 600, 370, 60), Rect(336, 4, 48, 40)]
    shade = shade_around(holes, w, h)
    assert not any(s.intersects(r) for s in shade for r in holes)
    covered = sum(s.w * s.h for s in shade) + sum(r.w * r.h for r in holes)
    assert covered == pytest.approx(w * h)


@pytest.mark.parametrize("lang", LANGS)
def test_the_huaniao_tour_names_its_own_buttons_and_no_pass(lang: str) -> None:
    """花鸟风月 has no 过: its tour speaks of the plays, the hint and 栖 instead."""
    app = make_app(lang=lang)
    scr = open_table(app)
    assert scr.tour is not None and scr.lay is not None
    dl = DisplayList()
    scr.draw(dl, 390, 844, 1.0)
    text = " ".join(str(op[3]) for op in dl.ops if op[0] == "T")
    assert "过" not in text and "過" not in text and "pass" not in text.lower(), text
    said = " ".join(scr.tour.text(s) for s in STEPS)
    assert {"zh-Hans": "栖", "zh-Hant": "棲", "en": "perch"}[lang] in said
    # a card that plays alone goes out on a double tap: said where the hand is shown (session 15: said nowhere)
    assert {"zh-Hans": "快点两下", "zh-Hant": "快點兩下", "en": "double tap"}[lang] in said
    # and a run along the cards picks several (play-tests 8 and 9: "no drag-select"; it was said nowhere)
    assert {"zh-Hans": "滑动", "zh-Hant": "滑動", "en": "along the cards"}[lang] in said


@pytest.mark.parametrize("game", ["huaniao", "gouji", "paohuzi"])
@pytest.mark.parametrize("w, h", SIZES)
def test_the_card_leaves_the_hand_and_the_buttons_in_sight(game: str, w: int, h: int) -> None:
    """Play-test 8 (够级 05-07): the tour lay over the 买牌 buttons the player was about to need."""
    app = make_app(w=w, h=h, game=game)
    scr = open_table(app)
    assert scr.tour is not None and scr.lay is not None
    parts, box, _ = scr.tour.box(scr.lay, w, h)
    assert not box.intersects(parts[0]) and not box.intersects(parts[1])


def test_a_game_may_hold_the_tour_till_its_play_begins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 8 (够级 05-07): the tour opened during 买牌 and its step on the bar pointed at the 付牌
    choices; GameUI.tour_ready holds it (the table plays on meanwhile: the tour is not modal yet)."""
    app = make_app(w=1366, h=768, game="paohuzi")
    scr = open_table(app)
    assert scr.touring() and scr.modal()
    monkeypatch.setattr(type(scr.plugin), "tour_ready", lambda self, view: False)
    assert not scr.touring() and not scr.modal()
    assert scr.tour is not None, "held, not dropped"


def test_no_bot_thinks_on_the_status_line_while_the_tour_holds_the_table() -> None:
    """Play-test 11 (花鸟风月 02-start-0): "电脑3 思考中…" stood on the player's line under the tour,
    while the table (bots too) waited for the tour to close."""
    for seed in range(1, 9):  # a deal where a bot opens the song
        app = make_app()
        app.settings["fixed_seed"] = seed
        scr = open_table(app)
        if scr.client.bot_to_act() is not None and app.state()["tour"] is not None:
            break
    else:
        raise AssertionError("no deal with a bot to open under the tour")
    said = " ".join(str(op[3]) for op in app.dl.ops if op[0] == "T")
    assert "思考中" not in said, said


def test_the_tours_drag_select_names_the_mouse_too() -> None:
    """Play-test 12 (花鸟风月, laptop): "手指在牌上滑动" read oddly with a mouse in hand."""
    assert "鼠标" in t("tour_hand_huaniao", "zh-Hans") and "滑鼠" in t("tour_hand_huaniao", "zh-Hant")
    assert "mouse" in t("tour_hand_huaniao", "en")


def test_a_reload_while_it_shows_does_not_bring_it_back() -> None:
    """Play-test 19, 跑胡子: the page reloaded with the coach mark still open showed it again."""
    storage = MemoryStorage()
    app = make_app(storage, game="paohuzi")
    open_table(app)
    app.frame(1.0)
    assert app.state()["tour"] == 0  # shown, never tapped
    again = make_app(storage, game="paohuzi")
    open_table(again)
    assert again.state()["tour"] is None


def test_a_log_strip_the_game_covers_is_pointed_at_by_its_button(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 20, 跑胡子 on a phone: part 3 (每一步都记在这里) was outlined on the 记牌器 strip that lies
    over the log strip; a game that covers it has the tour outline the top bar's log button."""
    app = make_app(w=390, h=844, game="huaniao")
    scr = open_table(app)
    assert scr.tour is not None and scr.lay is not None and scr.lay.log.h > 0
    log = STEPS.index("log")
    strip = scr.tour.box(scr.lay, 390, 844)[0][log]
    monkeypatch.setattr(scr.plugin, "log_covered", lambda: True)
    dl = DisplayList()
    scr.draw(dl, 390, 844, 1.0)
    outlined = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[7] == th.GOLD]
    button = target(scr.lay, "log", True).inset(-4)
    assert button.y < scr.lay.log.y and button in outlined and strip not in outlined


def test_no_clock_shows_while_the_tour_holds_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 23 (够级, phone): the tour lay over the 买3 choice beside its clock at 15; the table
    waited, but a clock in sight read as running. Under the tour no clock shows; it comes with the table.
    (够级 now shows its tour only while the player has nothing to decide, play-test 26 #2: the table's rule
    is tested with a game that lets it show over a choice.)"""
    monkeypatch.setattr(GoujiOffer, "tour_ready", lambda self, view: True)
    for seed in range(1, 30):  # a deal where the player has a choice as the tour shows (买3, a lead)
        app = make_app(game="gouji")
        app.settings.update(timers=True, fixed_seed=seed)
        scr = open_table(app)
        seat = scr.viewer
        if scr.touring() and seat is not None and seat in scr.client.people_to_act() \
                and scr.client.remaining(seat) is not None:
            break
    else:
        raise AssertionError("no deal with a timed choice under the tour")
    def rings() -> list[list[object]]:  # a countdown's arc (table_seats.draw_ring) from the top
        return [op for op in app.dl.ops if op[0] == "W" and op[4] == round(-math.pi / 2, 3) and op[7] == 3.0]

    assert not rings()
    app.tap("tour:next", app.now + 0.1)
    app.frame(app.now + 0.2)
    assert not scr.touring() and scr.client.remaining(seat) is not None
    assert rings(), "the clock comes back with the table"
