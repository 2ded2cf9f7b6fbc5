"""跑胡子 on a real table (issue 20): the seats round the table, claims that can still take effect,
the 被碰 note, a selected card lifted and played by a double tap or a drag up, 理牌, the 记牌器
counting the 亮张, the 听牌 hint under the cap without dead waits, 王霸 marked in a winning hand,
and the running match total."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pygame_core.table.series import HandSummary
from pygame_core.ui import tuoguan
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.paohuzi import board as board_mod
from pygame_core.ui.games.paohuzi import counter
from pygame_core.ui.games.paohuzi.advice import (
    feeds,
    live_answers,
    stale_chi,
    wait_rows,
    wait_text,
)
from pygame_core.ui.games.paohuzi.board import Area, Board, areas, draw_area, draw_board
from pygame_core.ui.games.paohuzi.common import wild_marks
from pygame_core.ui.games.paohuzi.counter import unseen_counts
from pygame_core.ui.games.paohuzi.ledger import fmt_pts, signed
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import GAP, place


def center(hit: dict[str, Any]) -> tuple[float, float]:
    x, y, w, h = hit["rect"]
    return x + w / 2, y + h / 2



def started(w: float, h: float, seed: int, dpr: int = 2, timers: bool = False) -> App:
    """A 跑胡子 table at ``w``x``h`` on a pinned deal, started by a tap as a player does."""
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings["tour_off"] = True
    app.settings.update(speed="instant", game="paohuzi", fixed_seed=seed, timers=timers)
    app.settings["pz_hints"] = False   # 听牌 switched off (on by default since play-test 20: test_paohuzi_pt19)
    app.handle({"t": "resize", "w": w, "h": h, "dpr": dpr}, 0.0)
    app.frame(0.0)
    app.frame(0.1)
    app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "start")), 0.2)
    return app

def seat(**kw: Any) -> dict[str, Any]:
    s: dict[str, Any] = {"hand": None, "kans": None, "wilds": None, "concealed": 20, "melds": [], "river": [],
                         "won": [], "passed_peng": None, "untouched": False, "locked": False, "dead": False,
                         "bowl": 0, "bowl_mult": 1, "known_wilds": 0, "score": 0, "wins": 0, "shown_huxi": 0}
    s.update(kw)
    return s


def view(**kw: Any) -> dict[str, Any]:
    v: dict[str, Any] = {"seat": 0, "phase": "claim", "dealer": 1, "pile": 30, "shown": None, "to_act": [0],
                         "options": {"locked_auto_hu": True, "max_final": 100_000, "min_huxi": 15},
                         "offer": None, "x": None,
                         "seats": [seat(hand=["x1", "x2", "x4"], kans=[], wilds=0, passed_peng=[]), seat(), seat()]}
    v.update(kw)
    return v


CHI: dict[str, Any] = {"a": "chi", "groups": [["x1", "x2", "x3"]]}
PASS = {"a": "pass"}


def test_no_chi_on_a_card_the_players_own_kan_must_pao() -> None:
    v = view(offer={"card": "x3", "src": 1, "draw": True})
    v["seats"][0]["kans"] = ["x3"]
    live, why = live_answers(v, 0, [CHI, PASS])
    assert live == [PASS] and why == "own_pao:KAN"
    # without the 坎 the 吃 stands; on the last discard of the hand nothing 跑s
    v["seats"][0]["kans"] = []
    assert live_answers(v, 0, [CHI, PASS]) == ([CHI, PASS], "")
    v2 = view(offer={"card": "x3", "src": 2, "draw": False}, pile=0)
    v2["seats"][0]["kans"] = ["x3"]
    assert live_answers(v2, 0, [{"a": "hu"}, PASS])[0] == [{"a": "hu"}, PASS]


def test_no_chi_on_a_card_a_locked_hand_wins_by_itself() -> None:
    # seat 2 is locked (its hand revealed) and wins on 三 by itself: a 吃 could not take effect
    hand = ["x1", "x2", "x4", "x5", "x6", "x7", "x8", "x9", "d1", "d2", "d3", "d4", "d5", "d6"]
    locked = seat(locked=True, hand=hand, kans=["x10", "d10"], wilds=0, passed_peng=[], melds=[])
    v = view(offer={"card": "x3", "src": 1, "draw": True})
    v["seats"][2] = locked
    assert live_answers(v, 0, [CHI, PASS]) == ([PASS], "taken:2")   # 一二三 ... 坎 坎: a win on 三
    v["options"]["locked_auto_hu"] = False
    assert live_answers(v, 0, [CHI, PASS]) == ([CHI, PASS], "")


def test_an_open_peng_pao_overtakes_a_chi_on_a_drawn_card() -> None:
    v = view(offer={"card": "x3", "src": 1, "draw": True})
    v["seats"][2]["melds"] = [{"type": "PENG", "cards": ["x3", "x3", "x3"], "huxi": 1}]
    assert live_answers(v, 0, [CHI, PASS]) == ([PASS], "pao:2")
    v["offer"]["draw"] = False   # a discard: a 碰 never 跑s it
    assert live_answers(v, 0, [CHI, PASS]) == ([CHI, PASS], "")


def test_counter_counts_the_dealers_shown_card() -> None:
    v = view(phase="discard", shown="d7", dealer=1)
    assert unseen_counts(v)[13 + 3] == 3   # d7: seen as the dealer's 亮张
    v["seats"][1]["river"] = ["d7"]        # a d7 left the dealer's hand: counted there, once
    assert unseen_counts(v)[16] == 3
    own = view(phase="discard", shown="x2", dealer=0)   # the viewer's own 亮张 is in its hand already
    assert unseen_counts(own)[1] == 3


def test_hint_applies_the_cap_and_drops_dead_waits() -> None:
    v = view(phase="discard")
    v["seats"][0]["bowl_mult"] = 8
    v["seats"][1]["river"] = ["x9"] * 4    # every 九 is out: no wait on it
    rows = [{"card": "x9", "unseen": 4, "score_discard": 100}, {"card": "x8", "unseen": 4, "score_discard": 65536}]
    out = wait_rows(v, rows, 0)
    assert [r["card"] for r in out] == ["x8"]
    assert out[0]["value"] == 100_000      # 65536 × 8 = 52.43万, capped at 10万


def test_wild_marked_once_per_identity() -> None:
    groups = [{"cards": ["x7", "x7", "x7"]}, {"cards": ["x7", "d7"]}, {"cards": ["x2", "x7", "x10"]}]
    assert wild_marks(groups, ["x7"]) == {(2, 1)}
    assert wild_marks(groups, ["x7", "x7"]) == {(2, 1), (1, 0)}
    assert wild_marks(groups, []) == set()


LATE = [{"type": t, "cards": c, "huxi": 3, "down": 0} for t, c in
        [("PENG", ["x1"] * 3), ("TI", ["d9"] * 4), ("SEQ", ["x2", "x3", "x4"]), ("PAO", ["xB"] * 4),
         ("EQS", ["d2", "d7", "d10"]), ("PENG", ["dQ"] * 3), ("SEQ", ["d4", "d5", "d6"])]]


@pytest.mark.parametrize("lang", ["zh-Hans", "en"])
@pytest.mark.parametrize("w,h,phone", [(1036, 290, False), (374, 330, True), (374, 256, True)])   # 256: the 记牌器 open
def test_every_seat_keeps_its_melds_and_discards_inside_its_part(w: float, h: float, phone: bool, lang: str) -> None:
    """A late hand (seven melds and twenty discards a seat, 盆×8 and 胡 tags) at both sizes: each
    seat's drawing stays inside its own part (nothing crosses a border), the left seat is left of
    the middle and the next seat right of it."""
    r = Rect(8, 100, w, h)
    v = view(phase="discard", offer={"card": "x5", "src": 1, "draw": True}, pile=12, shown="d3")
    for s in range(3):
        v["seats"][s].update(melds=LATE, river=["x5", "d6"] * 10, bowl_mult=8, shown_huxi=24, locked=s == 1)
    parts, mid = areas(r, 0, phone, not phone)
    left, right = parts[0], parts[1]
    assert left.seat == 2 and right.seat == 1 and left.box.r <= mid.x and right.box.x >= mid.r
    sp = _speaker(lang)
    for a in parts:
        assert a.melds.inside(a.box) and a.river.inside(a.box) and not a.melds.inset(1).intersects(a.river)
        dl = DisplayList()
        draw_area(dl, sp, a, v, True, None)
        for op in dl.ops:
            if op[0] == "R":
                assert Rect(*op[1:5]).inside(a.box.inset(-2)), (a.seat, op)
            elif op[0] == "T":
                x, align, maxw = op[1], op[6], op[9]
                assert maxw > 0, op
                x0 = x - maxw / 2 if align == "c" else x - maxw if align == "r" else x
                assert a.box.x - 2 <= x0 and x0 + maxw <= a.box.r + 2, (a.seat, op)
    dl = DisplayList()
    draw_board(dl, sp, r, v, Board(), {}, False, phone, not phone)
    assert dl.ops
    small = [(op[3], _readable(op)) for op in dl.ops if op[0] == "T" and _readable(op) < 11 - 0.05]
    assert not small, small   # every name, figure, label and card readable (play-test: 6 px on a phone)


def _speaker(lang: str = "zh-Hans") -> Any:
    app = App(MemoryStorage(), lang=lang)
    app.settings["tour_off"] = True
    app.settings.update(speed="instant", game="paohuzi", fixed_seed=11)
    app.handle({"t": "resize", "w": 1366, "h": 768, "dpr": 1}, 0.0)
    app.frame(0.0)
    app.frame(0.1)
    app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == "start")), 0.2)
    return app.screen.plugin  # type: ignore[attr-defined]


def test_match_total_runs_across_hands() -> None:
    sp = _speaker()
    hands = [HandSummary(1, {"match_scores": [120, -60, -60]}, None), HandSummary(2, None, None)]
    assert sp.match_scores(hands) == [120.0, -60.0, -60.0]
    assert sp.match_scores([HandSummary(1, None, None)]) == [0.0, 0.0, 0.0]


def _to_discard(app: App, now: float) -> float:
    for _ in range(400):
        now += 0.5
        app.frame(now)
        st = app.state()
        if st.get("viewer") in st.get("people_to_act", []) and "pz:moment" not in {h["id"] for h in st["hits"]}:
            if st.get("phase") == "discard":
                return now
            hits = {hh["id"]: hh for hh in st["hits"]}
            pick = "btn:pass" if "btn:pass" in hits else next((h for h in hits if h.startswith("btn:")
                                                               and h not in ("btn:hints", "btn:counter", "btn:sort")),
                                                              None)
            if pick is not None:   # (none while a seat whose claim comes first answers)
                app.tap_at(*center(hits[pick]), now)
    raise AssertionError("no discard for the person")


def hints_at_discard() -> tuple[App, Any, float]:
    """A laptop table (seed 5) at the player's discard with the 听牌 panel opened: the app, its game and
    the clock of the discard (the panel opened 0.1-0.3 s after it)."""
    app = started(1366, 768, 5)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    hits = {h["id"]: h for h in app.state()["hits"]}
    app.tap_at(*center(hits["btn:hints"]), now + 0.1)
    app.frame(now + 0.2)
    app.frame(now + 0.3)
    return app, sp, now


def _free_card(app: App) -> dict[str, Any]:
    st = app.state()
    return next(h for h in reversed(st["hits"]) if h["id"].startswith("card:") and "#k" not in h["id"]
                and not h["id"].startswith("card:*"))


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_selected_card_lifts_and_a_double_tap_plays_it(w: int, h: int) -> None:
    app = started(w, h, 11, dpr=2)
    now = _to_discard(app, 0.3)
    hit = _free_card(app)
    before = hit["rect"][1]
    app.tap_at(*center(hit), now)
    app.frame(now + 0.05)
    lifted = next(hh for hh in app.state()["hits"] if hh["id"] == hit["id"])
    assert lifted["rect"][1] < before - 8, "the selected card stands out of its column"
    v0 = app.screen.client.version  # type: ignore[attr-defined]
    app.tap_at(*center(lifted), now + 0.2)     # the second tap, at once: played
    assert app.screen.client.version != v0  # type: ignore[attr-defined]
    evs = app.screen.log_events  # type: ignore[attr-defined]
    assert any(e.get("type") == "discard" and e.get("seat") == app.state()["viewer"] for e in evs)


def test_drag_up_plays_and_sort_puts_the_columns_back() -> None:
    app = started(390, 844, 5, dpr=2)
    now = _to_discard(app, 0.3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    assert "btn:sort" not in {b["id"] for b in app.state()["buttons"]}   # sorted already: nothing to do
    # move a card to a new column by dragging it to the slot: the hand is no longer sorted
    hit = _free_card(app)
    x, y = center(hit)
    app.handle({"t": "down", "x": x, "y": y}, now)
    app.handle({"t": "move", "x": x + 15, "y": y - 15}, now)
    app.frame(now + 0.05)
    slot = next(hh for hh in app.state()["hits"] if hh["id"].startswith("pz:col:") and
                int(hh["id"][7:]) == len(plugin.columns(app.screen.view())))  # type: ignore[attr-defined]
    app.handle({"t": "move", "x": center(slot)[0], "y": center(slot)[1]}, now + 0.1)
    app.handle({"t": "up", "x": center(slot)[0], "y": center(slot)[1]}, now + 0.1)
    app.frame(now + 0.2)
    sort = next((b for b in app.state()["buttons"] if b["id"] == "btn:sort"), None)
    assert sort is not None
    app.tap_at(*center(next(hh for hh in app.state()["hits"] if hh["id"] == "btn:sort")), now + 0.3)
    app.frame(now + 0.4)
    assert plugin.sorted_already(app.screen.view())  # type: ignore[attr-defined]
    stored = json.loads(app.storage.get("paohuzi.columns") or "{}")
    assert stored.get("cols")
    # drag a free card up onto the table: played
    hit = _free_card(app)
    x, y = center(hit)
    v0 = app.screen.client.version  # type: ignore[attr-defined]
    app.handle({"t": "down", "x": x, "y": y}, now + 0.5)
    app.handle({"t": "move", "x": x, "y": y - 60}, now + 0.55)
    app.handle({"t": "move", "x": x, "y": 250}, now + 0.6)
    app.handle({"t": "up", "x": x, "y": 250}, now + 0.65)
    assert app.screen.client.version != v0  # type: ignore[attr-defined]


def test_a_claim_overtaken_by_a_peng_is_told() -> None:
    sp = _speaker()
    me = sp.table.viewer
    other = (me + 1) % 3
    toasts: list[str] = []
    sp.table.app.toast = lambda text, seconds=3.5: toasts.append(text)
    sp.on_events([{"type": "answer", "seat": me, "action": CHI}], 1.0)
    sp.on_events([{"type": "peng", "seat": other, "card": "x3", "from": (me + 2) % 3}], 1.1)
    assert toasts and "被碰" in toasts[0]
    toasts.clear()   # a claim that took effect says nothing
    sp.on_events([{"type": "answer", "seat": me, "action": CHI}], 2.0)
    sp.on_events([{"type": "chi", "seat": me, "card": "x3", "from": other, "groups": [["x1", "x2", "x3"]]}], 2.1)
    assert toasts == []


def test_a_hu_overtaken_by_the_drawers_self_draw_is_told() -> None:
    """Play-test (phone): 胡 pressed on 电脑1's flipped 叁, 电脑1 won by 自摸 first, no word said."""
    sp = _speaker()
    me = sp.table.viewer
    other = (me + 1) % 3
    toasts: list[str] = []
    sp.table.app.toast = lambda text, seconds=3.5: toasts.append(text)
    sp.on_events([{"type": "answer", "seat": me, "action": {"a": "hu"}}], 1.0)
    sp.on_events([{"type": "win", "seat": other, "src": other, "self_draw": True, "card": "d3"}], 1.1)
    assert toasts == []   # said once the win's moment is over, never over its panel (re-test 4)
    sp._say(1.1 + 30)
    assert toasts == [f"{sp.name(other)} 自摸优先"]
    toasts.clear()   # another seat's win on a discard before the player's 胡 (no 一炮多响)
    sp.on_events([{"type": "answer", "seat": me, "action": {"a": "peng"}}], 40.0)
    sp.on_events([{"type": "win", "seat": other, "src": (me + 2) % 3, "self_draw": False, "card": "d3"}], 40.1)
    sp._say(40.1 + 30)
    assert toasts == [f"{sp.name(other)} 胡优先"]
    for ty, word in (("pao", "被跑（跑先于碰、吃）"), ("ti_open", "被提")):   # a forced 跑/提 over the player's 碰/吃
        toasts.clear()
        sp.on_events([{"type": "answer", "seat": me, "action": CHI}], 80.5)
        sp.on_events([{"type": ty, "seat": other, "card": "x3", "from": (me + 2) % 3}], 80.6)
        assert toasts == [f"{word} · {sp.name(other)}"]
    toasts.clear()   # 一炮多响 with the player among the winners: nothing was taken away
    sp.on_events([{"type": "answer", "seat": me, "action": {"a": "hu"}}], 90.0)
    sp.on_events([{"type": "win", "seat": other, "src": (me + 2) % 3, "card": "d3"},
                  {"type": "win", "seat": me, "src": (me + 2) % 3, "card": "d3"}], 90.1)
    sp._say(200.0)
    assert toasts == []


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_rule_timers_run_a_clock_and_two_timeouts_hand_the_seat_to_tuoguan(w: int, h: int) -> None:
    app = started(w, h, 11, dpr=1, timers=True)
    table: Any = app.screen
    plugin: Any = table.plugin
    me = table.viewer
    now, limits = 0.3, set()
    for _ in range(4000):   # the player never touches the screen: the clock runs out, twice
        now += 0.25
        app.frame(now)
        if me in table.client.to_act() and table.client.limit(me) is not None:
            limits.add(table.client.limit(me))
        if plugin.tuoguan.on:
            break
    assert limits and all(10.0 <= x <= 20.0 for x in limits), limits
    # 托管 is a bar above the hand with its own 取消托管 (not a bar button that may not show), and
    # it covers no card (play-test: the bar lay over the top of the columns)
    app.frame(now + 0.01)
    assert plugin.tuoguan.on and tuoguan.HIT in {h["id"] for h in app.state()["hits"]}
    bar_r = Rect(*next(h for h in app.state()["hits"] if h["id"] == tuoguan.HIT)["rect"])
    cards = plugin.hand_rects(table.lay.hand, table.view(), 0)
    assert cards and not any(bar_r.intersects(c) for c in cards), (bar_r, cards[:3])
    # 托管 plays for the player: its next prompt is answered without a tap and before its clock ends
    ply = table.client.ply()
    for _ in range(400):
        now += 0.25
        app.frame(now)
        if me in table.client.to_act() and table.view().get("phase") == "discard":   # no window: 托管's
            t0 = now
            while me in table.client.to_act() and now - t0 < 8:
                now += 0.25
                app.frame(now)
            assert now - t0 < 8, "托管 answered the prompt"
            break
    else:
        raise AssertionError("no discard for the player")
    assert table.client.ply() > ply
    app.frame(now + 0.01)
    bar = next(h for h in app.state()["hits"] if h["id"] == tuoguan.HIT)
    assert app.tap_at(*center(bar), now + 0.02) == tuoguan.HIT
    assert not plugin.tuoguan.on and plugin.tuoguan.timeouts == 0
    app.frame(now + 0.05)
    assert tuoguan.HIT not in {h["id"] for h in app.state()["hits"]}


def test_a_prompt_answered_in_its_last_moments_is_no_timeout() -> None:
    """The player answers each prompt a quarter second before its clock ends: no 托管."""
    app = started(1366, 768, 11, dpr=1, timers=True)
    table: Any = app.screen
    plugin: Any = table.plugin
    me, c = table.viewer, table.client
    now, answered = 0.3, 0
    for _ in range(6000):
        now += 0.05
        app.frame(now)
        rem = c.remaining(me) if me in c.to_act() and not c.is_over() else None
        if rem is None or rem > 0.3:
            continue
        ids = {h["id"]: h for h in app.state()["hits"]}
        if "btn:pass" in ids:
            app.tap_at(*center(ids["btn:pass"]), now)
        else:
            for cd in [h for h in ids.values() if h["id"].startswith("card:")]:
                app.tap_at(*center(cd), now)
                app.frame(now + 0.001)
                btn = next((h for h in app.state()["hits"] if h["id"] == "btn:discard"), None)
                if btn is not None and app.tap_at(*center(btn), now + 0.002) and me not in c.to_act():
                    break
        if me not in c.to_act():
            answered += 1
        if answered >= 3 or c.is_over():
            break
    assert answered >= 2
    for _ in range(3):
        now += 0.05
        app.frame(now)
    assert not plugin.tuoguan.on and plugin.tuoguan.timeouts == 0
    assert not any("超时" in ln for ln in app.state().get("log") or [])   # the player's own answers, not the clock's


def test_cards_a_revealed_hand_wins_on_are_marked() -> None:
    """A locked seat's hand is face up: the viewer's cards it would win on are marked before the
    player discards into it."""
    hand = ["x1", "x2", "x4", "x5", "x6", "x7", "x8", "x9", "d1", "d2", "d3", "d4", "d5", "d6"]
    v = view(phase="discard")
    v["seats"][2] = seat(locked=True, hand=hand, kans=["x10", "d10"], wilds=0, passed_peng=[], melds=[])
    assert "x3" in feeds(v, 0)
    v["seats"][2]["locked"] = False
    assert feeds(v, 0) == set()


def test_leaving_a_match_is_asked_first_and_the_total_shows() -> None:
    """At the 跑胡子 table: 「结束本局并返回」 asks before the match ends; after a hand the seats
    show the match's running total."""
    sp = _speaker()
    app = sp.table.app
    now = 1.0
    for hid in ("menu", "menu:leave"):
        app.frame(now)
        app.tap_at(*center(next(h for h in app.state()["hits"] if h["id"] == hid)), now)
        now += 0.1
    app.frame(now)
    st = app.state()
    assert st["screen"] == "table" and st["asking"], "a question, not the start screen"
    app.tap_at(*center(next(h for h in st["hits"] if h["id"] == "ask:no")), now)
    app.frame(now + 0.1)
    assert app.state()["screen"] == "table" and not app.state()["asking"]
    hands = [HandSummary(1, {"match_scores": [2400, -1200, -1200]}, None), HandSummary(2, None, None)]
    sp.table.client.hands = lambda: hands
    assert signed(2400, "zh-Hans") in sp.table.match_total(0)   # (the ledger's unit: play-test 8)


def test_a_claim_that_cannot_take_effect_is_answered_by_the_table() -> None:
    """Seed 1: a card another seat must take (an open 碰's 跑 of a drawn card, or a locked hand's
    automatic win) while the player could 吃 or 碰 it: no such button, and the table says 过 for
    the player after a beat, without a tap."""
    app = started(1366, 768, 1, dpr=1)
    t: Any = app.screen
    me, now = t.viewer, 0.3
    for _ in range(3000):
        now += 0.5
        app.frame(now)
        assert not t.client.is_over(), "the hand ended before such a claim"
        if me not in t.client.to_act():
            continue
        v, legal = t.view(), t.client.legal(me)
        if v["phase"] == "claim" and live_answers(v, me, legal)[1]:
            break
        st = app.state()
        hits = {h["id"]: h for h in st["hits"]}
        if v["phase"] == "discard":   # the first free card, by its button
            if any(b["id"] == "btn:discard" and b["style"] == "primary" for b in st["buttons"]):
                app.tap_at(*center(hits["btn:discard"]), now)
            else:
                card = next(h for h in hits if h.startswith("card:") and "#k" not in h and not h.startswith("card:*"))
                app.tap_at(*center(hits[card]), now)
        elif "btn:pass" in hits:
            app.tap_at(*center(hits["btn:pass"]), now)
    assert any(a["a"] in ("chi", "peng") for a in legal), "the rules offer a claim the table must not"
    app.frame(now + 0.01)
    ids = {b["id"] for b in app.state()["buttons"]}
    assert not any(i.startswith(("btn:chi", "btn:peng")) for i in ids), ids
    ply = t.client.ply()
    for _ in range(40):   # no tap: the table answers 过 itself
        now += 0.1
        app.frame(now)
        if me not in t.client.to_act() or t.client.ply() > ply:
            break
    assert me not in t.client.to_act() or t.client.ply() > ply


def test_a_kan_card_or_a_wild_is_never_offered_as_a_discard() -> None:
    """A selected 坎 card or 王霸 gets no 打出 (it would only be refused after the press): the
    button says why, greyed; a double tap on it sends nothing."""
    sp = _speaker()
    sp._legal = lambda: [{"a": "discard", "card": "x1"}]
    v = view(phase="discard", to_act=[sp.table.viewer])
    sent: list[Any] = []

    def submit(a: Any, now: float, seat: Any = None, label: str = "") -> bool:
        sent.append(a)
        return True
    sp.table.submit = submit
    for card, why in (({"id": "a", "code": "x3", "kan": True}, "坎牌不能打"), ({"id": "b", "code": "*"}, "王霸不能打")):
        assert sp.card_dim(v, card)
        btn = next(b for b in sp.buttons(v, [card]) if b.id == "discard")
        assert btn.action is None and not btn.enabled and btn.label == why
        sp.columns = lambda _v, c=card: [[c]]
        assert not sp._discard_now(v, card["id"], 1.0) and sent == []
    free = {"id": "c", "code": "x5"}
    btn = next(b for b in sp.buttons(v, [free]) if b.id == "discard")
    assert btn.action == {"a": "discard", "card": "x5"} and btn.enabled


@pytest.mark.parametrize("w", [1040.0, 374.0])
def test_claims_come_and_go_in_their_own_cells_and_the_tools_never_move(w: float) -> None:
    """A 碰/吃/过 showing up takes cells of its own: 听牌 and 记牌 stay where a finger found them."""
    sp = _speaker()
    me = sp.table.viewer
    area, phone = Rect(0, 500, w, 200), w < 704
    discard = view(seat=me, phase="discard", to_act=[me])
    claim = view(seat=me, offer={"card": "x3", "src": (me + 1) % 3, "draw": True}, to_act=[me])
    for v in (discard, claim):
        v["seats"] = [seat(), seat(), seat()]
        v["seats"][me] = seat(hand=["x1", "x2", "x4", "x5"], kans=[], wilds=0, passed_peng=[])
    placed = []
    for v, legal, sel in ((discard, [{"a": "discard", "card": "x5"}], [{"id": "c", "code": "x5"}]),
                          (claim, [{"a": "peng"}, CHI, PASS], []),
                          (discard, [], [])):
        sp._legal = lambda legal=legal: legal
        sp._live_at = (None, ([], ""))
        btns = sp.buttons(v, sel)
        slots = sp.bar_slots(v)
        assert btns and all(b.slot in slots for b in btns), [(b.id, b.slot) for b in btns]
        placed.append({b.id.split(":")[0]: r for b, r in place(area, btns, slots, phone)})
    assert {"peng", "chi0", "pass"} <= set(placed[1]) and "discard" in placed[0]
    for tool in ("hints", "counter"):
        assert placed[0][tool] == placed[1][tool] == placed[2][tool], tool
    for a, b in (("peng", "hints"), ("chi0", "counter"), ("pass", "hints")):
        assert placed[1][a] != placed[1][b]


def _readable(op: list[Any]) -> float:
    """A text op's drawn size: its font size, squeezed by the canvas to its max width."""
    s, size, maxw = op[3], op[4], op[9]
    tw = text_width(s, size)
    return float(size) * (min(1.0, maxw / tw) if maxw and tw else 1.0)


def test_phone_table_keeps_every_part_apart_and_readable() -> None:
    """The phone (390×844) with the 记牌器, then the 听牌 panel open too (play-test 3 P13: the
    记牌器 cut from the felt's top pushed the table down, shrank the seats' parts and switched the
    听牌 line off; re-test 4: over the player's own part it hid their melds): both panels show at
    once, the 记牌器 lies over the log strip under the felt, apart from every seat's part (the
    player's own too) and the card in play, the seats' parts do not move when it opens, every text
    of the table part is 11 px at least and the 记牌器's glyphs 15 px."""
    app = started(390, 844, 11, dpr=3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    plugin.show_counter = False   # closed by the player (on by default since play-test 19)
    now = _to_discard(app, 0.3)
    before = dict(plugin.board.boxes)
    for button, panels in (("btn:counter", {"counter"}), ("btn:hints", {"counter", "hints"})):
        now += 0.5
        app.tap_at(*center(next(x for x in app.state()["hits"] if x["id"] == button)), now)
        app.frame(now + 0.1)
        lay = app.screen.lay  # type: ignore[attr-defined]
        parts: dict[str, Rect] = dict(plugin.drawn)   # (the 听牌 line comes with the hand)
        dl = DisplayList()
        plugin.draw_center(dl, lay.center, app.screen.view(), now + 0.1)  # type: ignore[attr-defined]
        small = [(op[3], _readable(op)) for op in dl.ops if op[0] == "T" and _readable(op) < 11 - 0.05]
        assert not small, (panels, small)
        assert panels <= set(parts), parts
        if button == "btn:counter":
            assert plugin.board.boxes == before, "the table does not move when the 记牌器 opens"
        glyphs = [_readable(op) for op in app.dl.ops if op[0] == "T" and len(op[3]) == 1 and not op[3].isdigit()
                  and Rect(op[1], op[2], 1, 1).inside(parts["counter"])]
        assert len(glyphs) >= 6 and min(glyphs) >= 18, glyphs   # the kinds that matter, large (pt26 #2)
        assert parts["counter"].inside(lay.log), (parts["counter"], lay.log)
        names = sorted(parts)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if {a, b} != {"card", "middle"}:
                    assert not parts[a].inset(1).intersects(parts[b]), (a, b, parts[a], parts[b])
        assert parts["card"].w >= 44, ("the card in play", parts["card"])
        assert min(plugin.board.river[s].h for s in range(3)) >= 40, ("the discards keep their room", panels)


def test_fast_forward_once_the_player_has_won() -> None:
    """The hand goes on after the player's win (locked, 决胜): the viewer is out of the hand, so the
    table offers 快进 (ui/ffwd.py); while on, the bots' 胡 moments are short (play-test: the player
    watched the bots at normal speed with nothing to do); the player's own still waits for their tap
    (the lead's L1, session 34: 快进 never cuts the player's own 胡)."""
    sp = _speaker()
    sp.table.app.settings["speed"] = "normal"
    sp.table.client.set_bot_delay(1.1)
    me = sp.table.viewer
    v = json.loads(json.dumps(sp.table.view()))
    assert not sp.won_out(v)   # still playing: 快进到我 at most (play-test 30 #3)
    v["seats"][me]["locked"] = True
    assert sp.out_of_hand(v)
    normal = sp._hold((me + 1) % 3)
    assert normal is not None and sp._hold(me) is None   # the player's own 胡: until tapped
    sp.table.ffwd.set(True, sp.table.client, sp.table.app.settings)
    assert sp.table.fast() and sp.table.client.master.bot_delay == 0.0
    quick = sp._hold((me + 1) % 3)
    assert quick is not None and quick < normal and sp._hold(me) is None


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_a_note_never_covers_a_seats_melds_or_discards(w: int, h: int) -> None:
    """A toast (被胡 · 电脑1, a refusal) sits over the log lines or the status line (play-test: it
    covered the discards it spoke of)."""
    app = started(w, h, 11, dpr=2)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    plugin.show_counter = False   # (a phone's open 记牌器 strip: test_paohuzi_pt17's note over the felt's foot)
    now = _to_discard(app, 0.3)
    app.toast("被胡 · 电脑1")
    app.frame(now + 0.1)
    lay = app.screen.lay  # type: ignore[attr-defined]
    box_h = 15 * 1.45 + 22   # one line
    y = plugin.toast_y(lay, w, h, box_h)
    box = Rect(0, y - box_h / 2, w, box_h)
    for seat, part in plugin.board.boxes.items():
        assert not box.intersects(part), (seat, box, part)
    assert not box.intersects(lay.hand)



def test_counter_in_a_laptops_band_reads_at_a_glance() -> None:
    """The 记牌器 between the top seats (678 × 74 at 1366 × 768): its cells are wide, so each
    glyph stands beside its count, both larger than a phone's stacked cells allow."""
    sp = _speaker()
    dl = DisplayList()
    counter.draw_counter(dl, sp, Rect(194, 66, 678, 74), sp.table.view())
    counts = [op for op in dl.ops if op[0] == "T" and op[3].isdigit()]
    glyphs = [op for op in dl.ops if op[0] == "T" and len(op[3]) == 1 and not op[3].isdigit()]
    assert len(counts) == 29 and min(_readable(op) for op in counts) >= 13
    assert len(glyphs) == 29 and min(_readable(op) for op in glyphs) >= 18


def test_a_phones_side_seat_keeps_its_meld_labels_with_the_counter_open() -> None:
    """(p46: 偎/跑6/碰1 gone while the 记牌器 was open) A phone's side part with a 跑 (four deep)
    and a few discards, its table cut to 256 px by the 记牌器: the melds take what the discards
    do not need, so every meld keeps its label under tiles of 15 px and more."""
    parts, _ = areas(Rect(8, 100, 374, 256), 0, True, False)
    left = parts[0]
    v = view(phase="discard")
    v["seats"][left.seat].update(melds=[{"type": "PAO", "cards": ["xB"] * 4, "huxi": 6, "down": 0},
                                        {"type": "PENG", "cards": ["x1"] * 3, "huxi": 1, "down": 0},
                                        {"type": "WEI", "cards": ["d3"] * 3, "huxi": 3, "down": 2}],
                                 river=["d5", "x2", "x7"], bowl_mult=2)
    dl = DisplayList()
    draw_area(dl, _speaker(), left, v, False, None)
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert {"跑6", "碰1", "偎3", "盆×2 电脑2"} <= set(said), said   # (one line: its badge says 胡息)
    tiles = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[2] >= left.melds.y and op[3] < 40]
    assert max(t.w for t in tiles if t.inside(left.melds)) >= 15


def test_a_laptops_card_in_play_is_large() -> None:
    """(play-test: the turned card small in a wide middle) The card every seat looks at takes the
    middle's width on a laptop."""
    v = view(phase="claim", offer={"card": "x5", "src": 1, "draw": True}, pile=40)
    board = Board()
    draw_board(DisplayList(), _speaker(), Rect(8, 150, 1036, 290), v, board, {}, False, False, True)
    assert board.card.w >= 100 and board.card.inside(board.middle)


def test_a_phone_bar_is_one_row_and_a_claim_pops_up_over_the_felt_moving_nothing() -> None:
    """Play-test: a phone's bar kept two rows of cells, the second empty felt between claims. The
    bar is one row of tools now; a claim's 过 碰 胡 take that row (play-test 12: a long reach over the
    hand), its 吃 pop up on the felt above the status line, and the hand and the bar move not at all
    when they show (a late tap must not land on a button that slid under it)."""
    app = started(390, 844, 5)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    now, idle, claim = 0.3, None, None
    for _ in range(800):
        now += 0.5
        app.frame(now)
        st = app.state()
        hits = {hh["id"]: hh for hh in st["hits"]}
        lay = app.screen.lay  # type: ignore[attr-defined]
        if "btn:pass" in hits:
            claim = (lay.buttons, lay.hand, [Rect(*hits[k]["rect"]).inset(GAP / 2) for k in hits if k.startswith("btn:")
                                             and k not in ("btn:hints", "btn:counter", "btn:sort")], lay)
            break
        if "btn:hints" in hits and not any(k in hits for k in ("btn:discard", "btn:move")):
            idle = (lay.buttons, lay.hand)
        if st.get("viewer") in st.get("people_to_act", []) and st.get("phase") == "discard":
            card = _free_card(app)
            app.tap_at(*center(card), now)
            app.tap_at(*center(card), now + 0.1)
    assert idle is not None and claim is not None
    assert idle[0].h < 60 and {"^", "^_"} & set(sp.bar_slots(app.screen.view()))   # type: ignore[attr-defined]
    assert claim[0] == idle[0] and claim[1] == idle[1]   # nothing moved
    bar, _, pops, lay = claim   # 过 碰 胡 in the bar's row, a 吃 row just above the status line
    assert pops and all(p.inside(bar.inset(-1)) or p.b <= lay.me.y and p.y >= lay.center.y for p in pops), pops


@pytest.mark.parametrize("w,h,phone", [(1036, 290, False), (374, 330, True)])
def test_the_other_seats_melds_and_discards_lie_on_the_felt_not_in_boxes(w: float, h: float, phone: bool) -> None:
    """Play-test: each side seat's part was a faint box (fill and frame); now its melds and discards
    lie on the table in front of its badge, acting or not. The viewer's part keeps its frame."""
    v = view(phase="discard", to_act=[1, 2])
    for s in range(3):
        v["seats"][s].update(melds=LATE, river=["x5", "d6"] * 4)
    parts, _ = areas(Rect(8, 100, w, h), 0, phone, not phone)
    for a in parts:
        dl = DisplayList()
        draw_area(dl, _speaker(), a, v, a.seat in v["to_act"], None)
        framed = [op for op in dl.ops if op[0] == "R" and Rect(*op[1:5]) == a.box]
        assert bool(framed) == (a.seat == 0), (a.seat, framed)


def test_a_replays_bottom_seat_discards_start_where_its_melds_end() -> None:
    """A replay's view has no seat: its bottom seat (0) is drawn as the viewer's part, framed, its
    discards right after its melds (they started mid-part, a gap of felt before them)."""
    v = view(seat=None, phase="discard", to_act=[])
    v["seats"][0].update(melds=LATE[:2], river=["x5", "d6"] * 3)
    board = Board()
    dl = DisplayList()
    draw_board(dl, _speaker(), Rect(8, 100, 374, 330), v, board, {}, False, True, False)
    melds, river, box = board.melds[0], board.river[0], board.boxes[0]
    assert river.x < box.cx and river.x - melds.x < 2 * 40 + 24, (melds, river, box)
    assert any(op[0] == "R" and Rect(*op[1:5]) == box for op in dl.ops)


@pytest.mark.parametrize("phone", [False, True])
def test_the_card_in_play_says_who_decides_and_flies_to_no_river(phone: bool) -> None:
    """Play-test: the unclaimed card seemed frozen mid-flight beside the river while the bots thought,
    "big beside the river and small in it": it now goes into the river at once (no flight), and
    while it waits in the middle the middle says who is deciding on it."""
    sp = _speaker()
    me = sp.table.viewer
    other = (me + 1) % 3
    v = view(seat=me, offer={"card": "x3", "src": me, "draw": False}, to_act=[other])
    v["seats"] = [seat(), seat(), seat()]
    dl = DisplayList()
    r = Rect(8, 100, 374, 330) if phone else Rect(8, 150, 1036, 290)
    draw_board(dl, sp, r, v, Board(), {}, False, phone, not phone, other)
    texts = [op for op in dl.ops if op[0] == "T" and "考虑中" in op[3]]
    assert texts and _readable(texts[0]) >= 11 - 0.05, texts
    assert (sp.name(other) in texts[0][3]) or phone
    n = len(sp.flying.items)
    sp.on_events([{"type": "river", "seat": me, "card": "x3"}], 5.0)
    assert len(sp.flying.items) == n


def test_a_laptops_melds_take_the_room_the_hand_leaves() -> None:
    """Play-test (1366x768): the melds beside the hand had 150 px (tiny tiles) while the hand row,
    sized for the most columns it ever had, stood half empty; the cards keep their size."""
    app = started(1366, 768, 5)
    app.frame(1.0)
    sp = app.screen.plugin  # type: ignore[attr-defined]
    v = app.screen.view()  # type: ignore[attr-defined]
    cols = sp.columns(v)
    g0 = sp._geometry(sp._hand_area, v, False)
    sp._most[v["seat"]] = (len(cols) + 2, sp._most[v["seat"]][1])   # it once had 2 more columns
    g = sp._geometry(sp._hand_area, v, False)
    left, right = sp._sides
    need = max(6, len(cols)) * g.pitch + 8
    assert left.w >= (sp._hand_area.w - need) / 2 - 9 and right.w >= (sp._hand_area.w - need) / 2 - 9
    first = g.column_rect(0, len(cols))
    assert left.r <= first.x and g.pitch == g0.pitch and g.cw == g0.cw


@pytest.mark.parametrize("lang", ["zh-Hans", "en"])
def test_a_narrow_parts_header_drops_parts_before_it_squeezes(lang: str) -> None:
    """Play-test: after a win the viewer's header "你［庄］ · 盆×2 · 胡息 · 坎胡息" beside the 胡 tag
    was squeezed unreadable in a 117 px part: parts go, the rest stays at 11 px or more."""
    sp = _speaker(lang)
    me = sp.table.viewer
    v = view(seat=me, dealer=me)
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(locked=True, bowl=3, bowl_mult=2, shown_huxi=18, kan_huxi=9)
    box = Rect(8, 540, 117, 220)
    a = Area(me, box, Rect(14, 564, 105, 190), Rect(14, 564, 105, 190))
    dl = DisplayList()
    draw_area(dl, sp, a, v, False, None)
    small = [(op[3], _readable(op)) for op in dl.ops if op[0] == "T" and _readable(op) < 11 - 0.05]
    assert not small, small
    assert any(sp.name(me) in op[3] for op in dl.ops if op[0] == "T")


def test_every_discard_stays_in_the_river_while_tiles_can_shrink(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test (phone): the player's two oldest discards vanished when the part shrank: 3 rows of
    a 100.3 px river came out 2 (worked out again from the tile width, in floats)."""
    drawn: list[str] = []
    monkeypatch.setattr(board_mod, "mini_card", lambda dl, r, c, lang, *a: drawn.append(c))
    sp = _speaker()
    cards = [f"x{1 + i % 10}" for i in range(12)]
    for h10 in range(300, 2000, 7):
        r = Rect(0, 0, 210, h10 / 10)
        w, per, rows = board_mod.river_layout(r, len(cards))
        drawn.clear()
        board_mod.draw_river(DisplayList(), sp, r, cards, False)
        if w > board_mod.MIN_RIVER:   # room for all at the smallest tile: all show, inside r
            assert len(drawn) == len(cards), (r, w, per, rows)
            assert rows * (w + 2) - 2 <= r.h + 1e-6 and per * (w + 2) - 2 <= r.w + 1e-6


def test_the_hints_say_what_self_draw_and_anothers_card_would_pay() -> None:
    """Play-test: 听牌 said 得8192 for 伍 (the 自摸 figure: a discard could not win), the win on
    another's flipped 伍 paid 4096: both figures now show, each named."""
    sp = _speaker()
    v = view(phase="discard")
    rows = [{"card": "x5", "unseen": 1, "score_discard": None, "score_self_draw": 8192, "score_other": 4096},
            {"card": "x8", "unseen": 2, "score_discard": 2048, "score_self_draw": 4096},
            {"card": "x9", "unseen": 2, "score_discard": 512, "score_self_draw": 512}]
    text = wait_text(sp, wait_rows(v, rows, 0))
    def f(v: int) -> str:   # (the ledger's unit: play-test 8)
        return fmt_pts(v, "zh-Hans")
    assert f"五(剩4张 自摸{f(8192)}/别家{f(4096)})" in text, text   # (剩: the copies the 记牌器 counts)
    assert f"八(剩4张 自摸{f(4096)}/别家{f(2048)})" in text and f"九(剩4张 得{f(512)})" in text, text


def test_a_chi_withheld_for_a_card_the_player_discarded_is_explained_once() -> None:
    """Play-test: 吃 was not offered on a card the player had discarded before (the rule) and the
    table said nothing: a short note says why, once."""
    sp = _speaker()
    me = sp.table.viewer
    src = (me + 2) % 3   # the seat before the player: its discard is theirs to 吃
    toasts: list[str] = []
    sp.table.app.toast = lambda text, seconds=3.5: toasts.append(text)
    v = view(seat=me, offer={"card": "x3", "src": src, "draw": False}, to_act=[me])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=["x1", "x2", "x7"], kans=[], wilds=0, passed_peng=[], passed_chi=[],
                          discarded=["x3"])
    assert stale_chi(v, me) == "x3"
    sp._tell_stale_chi(v)
    sp._tell_stale_chi(v)
    assert toasts == ["不能吃 三：你打过这张（臭牌）"]
    v["seats"][me]["discarded"] = []          # never discarded: 吃 is offered, nothing to say
    assert stale_chi(v, me) is None
    v["seats"][me]["discarded"] = ["x3"]
    v["seats"][me]["hand"] = ["x1", "x9", "x7"]   # no 吃 in the cards anyway: nothing to say
    assert stale_chi(v, me) is None
