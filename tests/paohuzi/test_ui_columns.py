"""The 跑胡子 hand in columns, moved by taps and remembered across a reload; 坎 and 王霸 marked
as not discardable; the 记牌器 from public information only; every seat number labelled."""

from __future__ import annotations

import json
import re
from typing import Any

from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi.cards import CODES
from pygame_core.ui.app import App
from pygame_core.ui.games.paohuzi.advice import wait_text
from pygame_core.ui.games.paohuzi.columns import (
    STORE_KEY,
    auto_columns,
    card_columns,
    geometry,
    load,
    move_card,
    reconcile,
)
from pygame_core.ui.games.paohuzi.counter import unseen_counts
from pygame_core.ui.geom import Rect

from .test_ui_table import center, next_pick, start, top_hit


def test_auto_columns_group_as_players_do() -> None:
    cols = auto_columns(["x5", "x5", "d5", "x1", "x2", "x3", "d2", "d7", "d10", "x9", "d9", "xB", "*"])
    assert ["x5", "x5", "d5"] in cols        # a pair with its twin of the other script (绞)
    assert ["x1", "x2", "x3"] in cols        # a sequence
    assert ["d2", "d7", "d10"] in cols       # 二七十
    assert ["x9", "d9"] in cols              # one rank in both scripts
    assert cols[-1] == ["*"]                 # the wild on its own, at the right
    assert sorted(c for col in cols for c in col) == sorted(
        ["x5", "x5", "d5", "x1", "x2", "x3", "d2", "d7", "d10", "x9", "d9", "xB", "*"])


def test_sort_keeps_unrelated_cards_apart() -> None:
    """理牌 (play-test: 五十佰 in one column): partial sentences and half 绞 stay together, every
    other lone card stands in a column of its own."""
    cols = auto_columns(["x5", "x1", "dB", "x4", "dQ", "d2", "d7", "xW", "dY", "dY", "dY", "x9", "d9"])
    assert ["dY", "dY", "dY"] in cols                  # three alike together
    assert ["x9", "d9"] in cols                         # one rank in both scripts
    assert ["x4", "x5"] in cols                         # a card short of 四五六
    assert ["d2", "d7"] in cols                         # a card short of 贰柒拾
    for lone in ("x1", "dQ", "dB", "xW"):
        assert [lone] in cols, cols
    assert len(auto_columns(["x1", "x3", "x5", "x7", "x9", "d1", "d3", "d5", "d7", "d9", "xB", "xW", "dY"], 7)) == 7


def test_a_phone_holds_up_to_ten_columns_in_one_row() -> None:
    """(per_row was area.w // (area.w / n): n - 1 in floats, a second row for one column)"""
    for n in range(4, 10):
        assert geometry(Rect(0, 0, 374, 1e4), n, 4, True).per_row == n


def test_ids_stable_and_kans_first() -> None:
    cards = card_columns(["d9"], [["x1", "x1"], ["x2"]])
    assert [c["id"] for c in cards[0]] == ["d9#k0", "d9#k1", "d9#k2"] and all(c["kan"] for c in cards[0])
    assert [c["id"] for c in cards[1]] == ["x1#0", "x1#1"]


def test_move_and_reconcile() -> None:
    cols = [["x1", "x1"], ["x2", "x3", "x4", "x5"], ["x9"]]
    assert move_card(cols, 2, "x9", 1) is None             # a column holds four at most
    moved = move_card(cols, 2, "x9", 0)
    assert moved == [["x1", "x1", "x9"], ["x2", "x3", "x4", "x5"]]
    # a discarded card leaves its column; a drawn card gets a column of its own
    assert reconcile(moved, ["x1", "x1", "x2", "x3", "x4", "x5", "d7"]) == [["x1", "x1"], ["x2", "x3", "x4", "x5"],
                                                                          ["d7"]]


def test_damaged_store_reads_as_none() -> None:
    for raw in ("{", "[]", json.dumps({"key": [1, 0], "cols": [["zz"]]}), json.dumps({"key": [2, 0], "cols": []})):
        assert load(raw, [1, 0]) is None
    assert load(json.dumps({"key": [1, 0], "cols": [["x1"]]}), [1, 0]) == [["x1"]]


def _to_discard(app: App, now: float) -> tuple[dict[str, Any], float]:
    for _ in range(400):
        now += 0.5
        app.frame(now)
        st = app.state()
        if st.get("viewer") in st.get("people_to_act", []):
            if st.get("phase") == "discard":
                return st, now
            hits = {hh["id"]: hh for hh in st["hits"]}
            pick = "btn:pass" if "btn:pass" in hits else next(
                (h for h in hits if h.startswith("btn:") and h not in ("btn:hints", "btn:counter", "btn:sort")), None)
            if pick is not None:   # (none while a seat whose claim comes first answers)
                app.tap_at(*center(hits[pick]), now)
    raise AssertionError("no discard for the person")


def _columns(app: App) -> list[list[str]]:
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    return [[c["id"] for c in col] for col in plugin.columns(plugin.table.client.view(plugin.table.viewer))]


def test_move_by_taps_survives_a_reload() -> None:
    app = start(390, 844, "zh-Hans", seed=5)
    st, now = _to_discard(app, 0.3)
    cols = _columns(app)
    free = [i for i, col in enumerate(cols) if not col[0].split("#")[1].startswith("k") and not col[0].startswith("*")]
    src, dst = free[0], free[-1]
    key = cols[src][-1]
    app.tap_at(*center(top_hit(st, f"card:{key}")), now)
    app.frame(now + 0.1)
    app.tap_at(*center(top_hit(app.state(), "btn:move")), now + 0.2)
    app.frame(now + 0.3)
    app.tap_at(*center(top_hit(app.state(), f"pz:col:{dst}")), now + 0.4)
    app.frame(now + 0.5)
    after = _columns(app)
    assert key.split("#")[0] in [c.split("#")[0] for c in after[dst - (1 if len(cols[src]) == 1 else 0)]]
    assert STORE_KEY in app.storage.data  # type: ignore[attr-defined]
    # a reload: a new app over the same storage resumes the hand with the same columns
    app2 = App(app.storage, lang="zh-Hans")
    app2.handle({"t": "resize", "w": 390, "h": 844, "dpr": 2}, 0.0)
    app2.frame(0.0)
    app2.tap_at(*center(top_hit(app2.state(), "resume")), 0.1)
    app2.frame(0.2)
    assert _columns(app2) == after


def test_kan_and_wild_dimmed_only_at_a_discard() -> None:
    app = start(390, 844, "zh-Hans", seed=5)
    st, now = _to_discard(app, 0.3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    view = plugin.table.client.view(plugin.table.viewer)
    for c in plugin.hand(view):
        assert plugin.card_dim(view, c) == (bool(c["kan"]) or c["code"] == "*")
    assert not any(plugin.card_dim(dict(view, phase="claim"), c) for c in plugin.hand(view))


def test_counter_counts_only_what_the_seat_sees() -> None:
    app = start(1366, 768, "zh-Hans", seed=7)
    st, now = _to_discard(app, 0.3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    assert plugin.counter_on()   # on by default against bots
    seat = plugin.table.viewer
    state: Any = plugin.table.client.master.state
    view = plugin.table.client.view(seat)
    counts = unseen_counts(view)
    me = state.players[seat]
    for k in range(28):
        seen = sum(1 for c in me.hand if c // 4 == k) + (3 if k in me.kans else 0)
        for p in state.players:
            seen += sum(1 for c in p.river + p.won if c // 4 == k)
        for s in view["seats"]:
            seen += sum(1 for m in s["melds"] for c in m["cards"] if c == CODES[k])
        if view.get("offer") and view["offer"]["card"] == CODES[k]:
            seen += 1
        dealer = state.players[view["dealer"]]
        if view["shown"] == CODES[k] and view["dealer"] != seat and \
                not any(c // 4 == k for c in dealer.river + dealer.won + [x for m in dealer.melds for x in m.cards]):
            seen += 1   # the dealer's 亮张, still in the dealer's hand: seen by everyone
        assert counts[k] == 4 - seen, CODES[k]
    # the other seats' hidden hands do not move it: the same view gives the same counts
    other = dict(view, seats=[dict(s) for s in view["seats"]])
    assert unseen_counts(other) == counts
    hit = top_hit(app.state(), "btn:counter")
    app.tap_at(*center(hit), now)
    assert not plugin.counter_on()


def test_every_seat_number_is_labelled() -> None:
    app = start(390, 844, "en", seed=5)
    _to_discard(app, 0.3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    view = plugin.table.client.view(plugin.table.viewer)
    for s in range(3):
        for line in plugin.seat_info(view, s).lines:
            assert re.search(r"[A-Za-z\u4e00-\u9fff]", line), line
    # the 听牌 panel: how many copies are left and what a win would score, each with its word
    for lang, left, pts in (("en", "3 left", "scores 4,096"), ("zh-Hans", "剩3张", "得4,096")):
        app.set_lang(lang)
        text = wait_text(plugin, [{"card": "x2", "unseen": 3, "value": 4096}])
        assert left in text and pts in text, text


def test_drag_a_card_to_another_column() -> None:
    app = start(390, 844, "zh-Hans", seed=5)
    st, now = _to_discard(app, 0.3)
    cols = _columns(app)
    free = [i for i, col in enumerate(cols) if not col[0].split("#")[1].startswith("k") and not col[0].startswith("*")]
    src, dst = free[0], free[-1]
    key = cols[src][-1]
    x, y = center(top_hit(st, f"card:{key}"))
    app.handle({"t": "down", "x": x, "y": y}, now)
    app.handle({"t": "move", "x": x + 15, "y": y - 20}, now)
    app.frame(now + 0.1)  # the page draws after each event: the card follows, every column is a target
    tx, ty = center(top_hit(app.state(), f"pz:col:{dst}"))
    app.handle({"t": "move", "x": tx, "y": ty}, now + 0.2)
    app.frame(now + 0.2)
    app.handle({"t": "up", "x": tx, "y": ty}, now + 0.3)
    app.frame(now + 0.4)
    after = _columns(app)
    assert key.split("#")[0] in [c.split("#")[0] for c in after[dst - (1 if len(cols[src]) == 1 else 0)]]
    assert app.state()["selected"] == [], "a drag is no tap: nothing got selected on the way"
    assert not any(h["id"].startswith("pz:col:") for h in app.state()["hits"])


def test_a_card_lifted_to_move_goes_back_when_the_discard_is_due() -> None:
    """Lifted by a tap while others play, a card would turn every later tap into 'put it here':
    when the player's discard is due it goes back, and a tap selects the card to discard."""
    app = start(390, 844, "zh-Hans", seed=5)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    rng, now = SplitMix64(2), 0.3
    for _ in range(400):  # play until the others play and a card can be lifted
        now += 0.5
        app.frame(now)
        st = app.state()
        picks = [h["id"] for h in st["hits"] if h["id"].startswith("pz:pick:")]
        if picks and st.get("viewer") not in st.get("people_to_act", []):
            break
        hid = next_pick(st, rng)
        if hid is not None:
            app.tap_at(*center(top_hit(st, hid)), now)
    else:
        raise AssertionError("never a card to lift while the others play")
    app.tap_at(*center(top_hit(st, picks[-1])), now)
    assert plugin.picked == picks[-1][8:]
    st, now = _to_discard(app, now)
    assert plugin.picked is None
    assert any(h["id"].startswith("card:") for h in st["hits"]), "a tap selects a card to discard again"


def test_a_wide_table_sorts_into_more_columns_than_a_phone() -> None:
    """Lone cards share a column only for a phone's row: a laptop keeps each in its own."""
    free = ["x1", "x4", "x8", "d3", "d6", "d10", "xB", "xQ", "dW", "dY"]   # ten lone cards
    for (w, h), most in (((390, 844), 9), ((1366, 768), 12)):
        app = start(w, h, "zh-Hans")
        app.frame(0.3)
        plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
        view = json.loads(json.dumps(plugin.table.view()))
        me = view["seats"][view["seat"]]
        me.update(hand=free, kans=[], wilds=0)
        plugin._arranged += 1
        assert len(plugin.columns(view)) == min(most, len(free))


def test_a_phones_hand_starts_right_under_the_bar_and_a_new_column_lies_over_its_tools() -> None:
    """(p46: empty felt between the buttons and the hand) A phone keeps no band over the columns:
    the tallest column starts right under the bar; while a card moves, the new column's slot lies
    over the bar's top row (its tools) and a tap there puts the card in a column of its own."""
    app = start(390, 844, "zh-Hans", seed=5)
    st, now = _to_discard(app, 0.3)
    lay = app.screen.lay  # type: ignore[attr-defined]
    cards = [Rect(*hh["rect"]) for hh in st["hits"] if hh["id"].startswith("card:")]
    assert min(c.y for c in cards) - lay.buttons.b < 16, (min(c.y for c in cards), lay.buttons)
    cols = _columns(app)
    free = [i for i, col in enumerate(cols) if not col[0].split("#")[1].startswith("k") and not col[0].startswith("*")]
    src = next(i for i in free if len(cols[i]) > 1)
    key = cols[src][-1]
    app.tap_at(*center(top_hit(st, f"card:{key}")), now)
    app.frame(now + 0.1)
    app.tap_at(*center(top_hit(app.state(), "btn:move")), now + 0.2)
    app.frame(now + 0.3)
    slot = Rect(*top_hit(app.state(), f"pz:col:{len(cols)}")["rect"])
    assert slot.y >= lay.buttons.y and slot.b <= lay.buttons.y + 50 and slot.b < lay.hand.y, (slot, lay.buttons)
    app.tap_at(*center(top_hit(app.state(), f"pz:col:{len(cols)}")), now + 0.4)
    app.frame(now + 0.5)
    after = _columns(app)
    assert len(after) == len(cols) + 1 and after[-1] == [key]


def test_no_card_is_picked_up_to_move_once_the_hand_is_over() -> None:
    """(p: the new column's slot stood under the sheet) At the hand's end the cards left in hand no
    longer take a tap to be moved."""
    app = start(390, 844, "zh-Hans", seed=5)
    now, rng = 0.3, SplitMix64(5)
    for _ in range(6000):
        now += 0.25
        app.frame(now)
        st = app.state()
        if st.get("end_shown"):
            break
        pick = next_pick(st, rng)
        if pick is not None:
            app.tap_at(*center(top_hit(st, pick)), now)
    assert st.get("end_shown")
    assert not [hh["id"] for hh in st["hits"] if hh["id"].startswith(("pz:pick", "pz:col", "card:"))]
