"""The 跑胡子 table after play-test 7/10 (session 11): a won card is drawn with the win, not in a
river; a claim a locked hand's automatic win overtakes is not offered; ..."""

from __future__ import annotations

import random
from typing import Any

from test_paohuzi_table import seat, view

from pygame_core.games import paohuzi
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.advice import TAKES, live_answers
from pygame_core.ui.games.paohuzi.bar import chi_id, slot_of
from pygame_core.ui.games.paohuzi.board import Area, areas, draw_area, meld_columns
from pygame_core.ui.games.paohuzi.sheet import draw_sheet
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import TOOK_S, Guard


def start(w: int, h: int, lang: str = "zh-Hans", seed: int = 11) -> App:
    app = App(MemoryStorage(), lang=lang)
    app.settings["tour_off"] = True
    app.settings.update(speed="instant", game="paohuzi", fixed_seed=seed)
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 1}, 0.0)
    app.frame(0.0)
    app.frame(0.1)
    hit = next(x for x in app.state()["hits"] if x["id"] == "start")
    x, y, hw, hh = hit["rect"]
    app.tap_at(x + hw / 2, y + hh / 2, 0.2)
    return app


def _speaker() -> Any:
    return start(1366, 768).screen.plugin  # type: ignore[attr-defined]


def test_a_card_won_on_is_drawn_with_the_win_not_in_the_river() -> None:
    """(l62: the player's self-drawn 亿 showed in their discards as well as in the win)"""
    v = view(phase="discard")
    v["seats"][1] = seat(river=["x2", "d5"], won=["xY"], locked=True, hand=["x1"], kans=[], wilds=0, wins=1)
    assert (["xY"], "HU", False) in meld_columns(v["seats"][1], v, 1)
    a = Area(1, Rect(0, 0, 400, 200), Rect(6, 30, 220, 160), Rect(240, 30, 150, 160))
    dl = DisplayList()
    draw_area(dl, _speaker(), a, v, False, None)
    in_river = [op for op in dl.ops if op[0] == "R" and Rect(*op[1:5]).inside(a.river)]
    assert len(in_river) == 2, in_river   # the two discards only


def test_no_claim_is_offered_on_a_card_a_locked_hand_with_a_wei_wins_by_itself() -> None:
    """(p57: 吃 三三叁 offered on a drawn 三 that 电脑1, locked with a 偎, won on by itself) Every
    claim window of many bot hands: when a locked seat's automatic win takes the card, the table
    offers the viewer no 碰/吃."""
    opts = paohuzi.GAME.options_for("standard")
    seen = 0
    for seed in (101, 113, 155):
        s: Any = paohuzi.new(opts, seed)
        rng = random.Random(seed)
        while not s.is_over():
            if s.pending():
                s.advance()
                continue
            ta = s.to_act()
            if s.phase == "claim" and 0 in ta:
                legal = s.legal_actions(0)
                if any(a["a"] in TAKES for a in legal) and s.claim().auto_hu - {0}:
                    seen += 1
                    assert live_answers(s.view(0), 0, legal)[1].startswith("taken:"), (seed, s.view(0)["offer"])
            who = ta[0]
            legal = s.legal_actions(who)
            s.apply(who, {"a": "hu"} if {"a": "hu"} in legal else rng.choice(legal))
    assert seen >= 3


def test_each_chi_is_its_own_button_in_its_cell() -> None:
    """(p20 -> p21: a late tap on 吃 二三四 pressed 吃 三三叁 of the next card: both were "chi0" in
    the same cell, so the bar's guard took them for one button shown long ago)"""
    a = {"a": "chi", "groups": [["x2", "x3", "x4"]]}
    b = {"a": "chi", "groups": [["x3", "x3", "d3"]]}
    assert chi_id(0, a) != chi_id(0, b)
    assert slot_of(chi_id(0, a)) == slot_of(chi_id(0, b)) == "chi0" and slot_of(chi_id(3, a)) == ""


def test_a_late_tap_on_a_button_that_took_an_expired_ones_place_is_refused() -> None:
    """The guard with no accepted tap before (the first prompt ran out: the table said 过): a
    button showing where one of its buttons was, a moment after, refuses a tap for TOOK_S (needs
    Guard.lapse, asked of the lead in Requests)."""
    g = Guard()
    r = Rect(600, 600, 120, 44)
    g.saw([("btn:chi0:x2x3x4", r)], 0.0)
    g.lapse(10.0)                            # the prompt ran out (the table said 过)
    g.saw([], 10.0)                          # its buttons go
    g.saw([("btn:chi0:x3x3d3", r)], 10.6)    # the next card's claim, in the same cell
    assert not g.allows("btn:chi0:x3x3d3", 10.7)
    assert not g.allows("btn:chi0:x3x3d3", 10.6 + 0.8)  # play-test 19: a tap ~0.5-1 s late still meant the old one
    assert g.allows("btn:chi0:x3x3d3", 10.6 + TOOK_S + 0.01)


def test_the_red_dots_on_hand_cards_are_told_in_the_prompt() -> None:
    """(p29: red dots on 陆 陆 四 伍 with no word of what they meant) A discard a locked hand wins on
    is dotted, and the prompt line says what a dot means while any shows."""
    sp = _speaker()
    me = sp.table.viewer
    hand = ["x1", "x2", "x4", "x5", "x6", "x7", "x8", "x9", "d1", "d2", "d3", "d4", "d5", "d6"]
    v = view(seat=me, phase="discard", to_act=[me])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=["x3", "d9"], kans=[], wilds=0, passed_peng=[])
    v["seats"][(me + 1) % 3] = seat(locked=True, hand=hand, kans=["x10", "d10"], wilds=0, passed_peng=[])
    assert sp.danger(v) == {"x3"}
    assert "「炮」" in (sp.prompt_hint(v) or "")
    v["seats"][(me + 1) % 3]["locked"] = False
    sp._danger = (None, set())
    assert sp.danger(v) == set() and "「炮」" not in (sp.prompt_hint(v) or "")


def test_the_waits_panel_names_the_best_discard_when_not_ready() -> None:
    """(l14: only "暂未听牌") At the player's first discard, not ready whatever goes: the panel
    names the 提示's discard, a card the player may discard."""
    for seed in range(1, 30):
        app = start(1366, 768, seed=seed)
        now = 0.3
        for _ in range(200):
            now += 0.5
            app.frame(now)
            st = app.state()
            if st.get("viewer") in st.get("people_to_act", []):
                break
        if st.get("phase") != "discard":
            continue
        plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
        view = plugin.table.view()
        lines = plugin._hint_lines(view)
        if lines[0].startswith(plugin.g("after", c="")[:1]):
            continue   # ready after some discard: the waits show
        assert len(lines) == 1 and "建议打" in lines[0], lines
        tip = plugin._hints[1]["tip"]
        assert {"a": "discard", "card": tip} in view["legal"]
        return
    raise AssertionError("no deal found where the player is not ready at the first discard")


def test_the_sheet_never_splits_a_figure_from_its_unit() -> None:
    """(p62: "电脑2 -14.1" / "万" on a phone) Each seat's figure stays whole on its line."""
    sp = _speaker()
    rec = {"seat": 0, "how": "other", "card": "x6", "src": 1, "groups": [], "identities": [], "fans": [],
           "huxi": 15, "tun": 1, "fan_value": 1, "bowl": 0, "bowl_mult": 1, "bowl_name": {"zh-Hans": ""},
           "uncapped": 100_000, "final": 100_000, "capped": False, "pay": [200_000, -100_000, -100_000]}
    scores = [-135_900, 276_800, -141_000]
    for w in (300.0, 330.0, 360.0):
        dl = DisplayList()
        draw_sheet(dl, sp, Rect(20, 20, w, 700), {"wins": [rec], "scores": scores}, 0)
        said = [str(op[3]).strip() for op in dl.ops if op[0] == "T"]
        for s, v in enumerate(scores):
            entry = f"{sp.name(s)} {'+' if v > 0 else ''}{sp.num(v)}"
            assert any(entry in t for t in said), (w, entry, said)


def test_on_a_phone_the_players_discards_start_where_their_melds_end() -> None:
    """(p12: one 偎 at the left, the discards from the middle of the part)"""
    parts, _ = areas(Rect(8, 100, 374, 330), 0, True, False)
    own = next(a for a in parts if a.seat == 0)
    split = own.river.x
    v = view(phase="discard")
    v["seats"][0].update(melds=[{"type": "PENG", "cards": ["x1"] * 3, "huxi": 1, "down": 0}], river=["d5"])
    dl = DisplayList()
    draw_area(dl, _speaker(), own, v, False, None)
    tiles = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[2] >= own.melds.y]
    assert own.river.x < split - 60 and any(t.inside(own.river) for t in tiles)
    assert min(t.x for t in tiles if t.inside(own.river)) < split - 60


def test_a_laptops_seat_parts_show_early_melds_and_discards_large() -> None:
    """(l05: the parts stood mostly empty) Two melds and a few discards fill more of the part."""
    parts, _ = areas(Rect(8, 150, 1036, 290), 0, False, True)
    left = parts[0]
    v = view(phase="discard")
    v["seats"][left.seat].update(melds=[{"type": "PENG", "cards": ["x1"] * 3, "huxi": 1, "down": 0}] * 2,
                                 river=["d5", "x2", "x7"])
    dl = DisplayList()
    draw_area(dl, _speaker(), left, v, False, None)
    tiles = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[3] < 80]
    assert max(t.w for t in tiles if t.inside(left.melds)) > 44
    assert max(t.w for t in tiles if t.inside(left.river)) > 34
