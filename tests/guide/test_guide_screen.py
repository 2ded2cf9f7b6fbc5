"""The guide screen at 390×844 (phone) and 1366×768 (laptop), in every language and at every
section: it draws, its display list stays inside the window, hit areas are usable, and tabs,
sections and back do what they say."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core.i18n import LANGS, pick
from pygame_core.ui.app import App, MemoryStorage, Screen
from pygame_core.ui.draw import text_width, wrap
from pygame_core.ui.geom import Rect
from pygame_core.ui.guide import GAME_IDS, guide
from pygame_core.ui.guide.model import GAP, Deck
from pygame_core.ui.guide_screen import GuideScreen, card_rows, open_guide

SIZES = [(390, 844), (1366, 768)]


def make(gid: str, w: int, h: int, lang: str = "zh-Hans") -> tuple[App, GuideScreen]:
    app = App(MemoryStorage(), lang=lang)
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 1}, 0.0)
    open_guide(app, gid)
    scr = app.screen
    assert isinstance(scr, GuideScreen)
    app.frame(0.0)
    return app, scr


def ops_fit(ops: list[Any], w: float, h: float) -> None:
    """Every rectangle and every line of text lies inside the window's width; no text needs squeezing."""
    for op in ops:
        if op[0] in ("R", "G", "K"):
            x, rw = op[1], op[3]
            assert x >= -0.5 and x + rw <= w + 0.5, op  # vertically the text runs on, clipped
        elif op[0] == "T":
            _, x, y, s, size, _, align, _, _, max_w = op
            tw = text_width(s, size)
            if max_w > 0:
                # the card renderer fits its small gloss by squeezing (as at the table); guide text never
                assert tw <= max_w + 1.0 or size < 11, f"squeezed: {op}"
                tw = min(tw, max_w)
            left = x if align == "l" else (x - tw / 2 if align == "c" else x - tw)
            assert left >= -0.5 and left + tw <= w + 0.5, op


def hits_ok(app: App, phone: bool) -> None:
    screen = Rect(0, 0, app.w, app.h)
    sa = app.screen.scroll_area
    for hit in app.state()["hits"]:
        r = Rect(*hit["rect"])
        assert r.inside(screen), hit
        if sa is not None and (r.y <= sa.y + 0.5 or r.b >= sa.b - 0.5):
            continue  # cut by the edge of the scrolled text
        if phone:
            assert r.w >= 40 and r.h >= 40, hit


@pytest.mark.parametrize("gid", GAME_IDS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_section_draws_and_fits(gid: str, size: tuple[int, int], lang: str) -> None:
    w, h = size
    app, scr = make(gid, w, h, lang)
    g = guide(gid)
    for tab in ("quick", "full"):
        app.tap(f"tab:{tab}", 0.0)
        for sec in g.sections(tab):
            app.tap(f"sec:{sec.id}", 0.0)
            fr = app.frame(0.0)
            assert fr["screen"] == "guide"
            assert len(fr["ops"]) < 1500  # only what is in view is drawn
            ops_fit(fr["ops"], w, h)
            hits_ok(app, w < 760)
            title = pick(sec.title, lang)
            heads = [op for op in fr["ops"] if op[0] == "T" and op[4] >= 19 and op[3] and title.startswith(op[3])]
            assert heads, f"{tab}/{sec.id} not shown"
        # and the very end of the tab, scrolled to the bottom
        scr.scroll = 1e9
        fr = app.frame(0.0)
        assert scr.scroll == scr.max_scroll() > 0
        ops_fit(fr["ops"], w, h)


def shown_texts(app: App) -> list[str]:
    return [op[3] for op in app.frame(0.0)["ops"] if op[0] == "T"]


@pytest.mark.parametrize("size", SIZES)
def test_tabs_and_sections_change_what_is_shown(size: tuple[int, int]) -> None:
    w, h = size
    app, scr = make("huaniao", w, h, "en")
    g = guide("huaniao")
    assert scr.info()["tab"] == "quick"
    quick_first = pick(g.quick[0].title, "en")
    assert quick_first in shown_texts(app)
    app.tap("tab:full", 0.0)
    assert scr.info()["tab"] == "full" and scr.info()["sections"] == [s.id for s in g.full]
    assert pick(g.full[0].title, "en") in shown_texts(app)
    assert scr.scroll == 0
    app.tap("sec:showdown", 0.0)
    app.frame(0.0)
    assert scr.scroll > 0 and scr.info()["section"] == "showdown"
    area = scr.scroll_area
    assert area is not None
    head = [op for op in app.frame(0.0)["ops"] if op[0] == "T" and op[3] == "The showdown"]
    assert head and area.y <= head[0][2] <= area.y + 80  # the heading is at the top of the view
    app.tap("tab:quick", 0.0)
    assert scr.info()["tab"] == "quick" and scr.scroll == 0


def test_taps_on_real_coordinates() -> None:
    app, scr = make("gouji", 390, 844)
    hits = {hh["id"]: hh["rect"] for hh in app.state()["hits"]}
    assert {"back", "top", "tab:quick", "tab:full"} <= set(hits)
    x, y, hw, hh = hits["tab:full"]
    assert app.tap_at(x + hw / 2, y + hh / 2, 1.0) == "tab:full"
    assert scr.tab == "full"
    app.frame(1.0)
    hits = {hh["id"]: hh["rect"] for hh in app.state()["hits"]}
    x, y, hw, hh = hits["sec:calls"]  # the index on a phone is at the head of the text
    app.tap_at(x + hw / 2, y + hh / 2, 2.0)
    app.frame(2.0)
    assert scr.info()["section"] == "calls"
    app.tap("top", 3.0)
    assert scr.scroll == 0


def test_drag_and_wheel_scroll() -> None:
    app, scr = make("paohuzi", 390, 844)
    app.tap("tab:full", 0.0)
    app.frame(0.0)
    assert scr.max_scroll() > 2000
    app.handle({"t": "down", "x": 200, "y": 700}, 1.0)
    app.handle({"t": "move", "x": 200, "y": 300}, 1.1)
    app.handle({"t": "up", "x": 200, "y": 300}, 1.2)
    assert scr.scroll == pytest.approx(400)
    app.handle({"t": "wheel", "dy": 100, "x": 200, "y": 400}, 1.3)
    assert scr.scroll == pytest.approx(500)
    app.handle({"t": "key", "key": "End"}, 1.4)
    assert scr.scroll == scr.max_scroll()
    app.handle({"t": "key", "key": "Home"}, 1.5)
    assert scr.scroll == 0


def test_back_returns_to_the_caller() -> None:
    app = App(MemoryStorage())
    start = app.screen
    open_guide(app, "paohuzi")
    assert app.screen.name == "guide"
    app.frame(0.0)
    app.tap("back", 0.0)
    assert app.screen is start
    open_guide(app, "gouji")
    app.handle({"t": "key", "key": "Escape"}, 0.0)
    assert app.screen is start
    called: list[str] = []
    other = Screen(app)

    def back() -> None:
        called.append("back")
        app.show(other)

    app.show(GuideScreen(app, "huaniao", on_back=back))
    app.tap("back", 0.0)
    assert called == ["back"] and app.screen is other


def test_open_at_a_section() -> None:
    app = App(MemoryStorage(), lang="zh-Hant")
    app.handle({"t": "resize", "w": 1366, "h": 768, "dpr": 1}, 0.0)
    open_guide(app, "gouji", "revolution")
    scr = app.screen
    assert isinstance(scr, GuideScreen) and scr.tab == "full"
    app.frame(0.0)
    assert scr.info()["section"] == "revolution" and scr.scroll > 0
    open_guide(app, "gouji", "no-such-section")  # unknown: opens at the top of "how to play"
    scr2 = app.screen
    assert isinstance(scr2, GuideScreen) and scr2.tab == "quick" and scr2.scroll == 0
    with pytest.raises(KeyError):
        open_guide(app, "mahjong")


def test_language_follows_the_app() -> None:
    app, scr = make("huaniao", 390, 844, "zh-Hans")
    assert "花鸟风月 · 规则" in shown_texts(app)
    app.set_lang("zh-Hant")
    assert "花鳥風月 · 規則" in shown_texts(app)
    app.set_lang("en")
    assert any(s.startswith("Hua Niao Feng Yue") for s in shown_texts(app))


def test_wrap_keeps_punctuation_with_its_word() -> None:
    lines = wrap("一二三四五，六七八九十。" * 3, 10, 50)
    assert all(not ln.startswith(("，", "。")) for ln in lines)
    assert all(text_width(ln, 10) <= 50 for ln in lines[:-1] if len(ln) > 1)
    assert wrap("a long english sentence", 10, 60) == ["a long", "english", "sentence"]
    assert wrap("（甲）乙", 10, 20)[0] == "（甲）"


def test_card_rows_shrink_then_wrap() -> None:
    deck = guide("paohuzi").deck
    cw, rows = card_rows("x1 x2 x3 x4 x5 x6 x7 x8 x9 x10".split(), 358, deck)
    assert len(rows) == 1 and 26 <= cw <= deck.max_w
    many = " | ".join(["x1 x2 x3"] * 7).split()
    cw, rows = card_rows(many, 358, deck)
    assert len(rows) > 1 and cw == 26
    for row in rows:  # a row never starts with a gap, and whole groups stay together
        assert row[0][0] != GAP
        assert sum(1 for t, _ in row if t != GAP) % 3 == 0
    wide = Deck(deck.face, deck.valid, 1.42, 56)
    cw, rows = card_rows(["1"] * 3, 358, wide)
    assert cw == 56 and len(rows) == 1


@pytest.mark.parametrize("gid", GAME_IDS)
def test_a_section_near_the_end_tapped_in_the_index_is_the_one_marked(gid: str) -> None:
    # the last sections cannot scroll to the top of the view: the index marked an earlier one (8 lit 6)
    app, scr = make(gid, 1366, 768)
    last = scr.info()["sections"][-1]
    app.tap(f"sec:{last}", 0.0)
    app.frame(0.1)
    assert scr.info()["section"] == last
    app.tap(f"sec:{scr.info()['sections'][0]}", 0.2)
    app.frame(0.3)
    assert scr.info()["section"] == scr.info()["sections"][0]
    app.tap(f"sec:{last}", 0.4)
    app.frame(0.5)
    scr.scroll = 0.0  # scrolled away by hand: the marking follows the text again
    app.frame(0.6)
    assert scr.info()["section"] == scr.info()["sections"][0]


@pytest.mark.parametrize("size", [13.0, 15.0])
def test_no_wrapped_line_starts_with_closing_punctuation_at_any_width(size: float) -> None:
    # the table's tour and panels wrap with the same function (a tour line began "；" in a play-test)
    s = "轮到你时在这里打出提起的牌，或选吃、碰、胡、过；理牌把手牌排回原样"
    for w in range(120, 420, 3):
        lines = wrap(s, size, float(w))
        assert "".join(lines) == s
        assert not any(ln[:1] in "，；、。" for ln in lines), (w, lines)
