"""Session 26's 跑胡子 fixes from play-test 22 (FIXERS.md): the 点炮 warning at phone size, ..."""

from __future__ import annotations

from typing import Any

from test_paohuzi_end import blood_flow_result
from test_paohuzi_playtest8 import _phone_claim
from test_paohuzi_table import _speaker, _to_discard, center, seat, started, view

from pygame_core.games.paohuzi.cards import CODES
from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi import advice_part
from pygame_core.ui.games.paohuzi.advice import wait_text
from pygame_core.ui.games.paohuzi.board import (
    PHONE_RIVER,
    Board,
    areas,
    draw_area,
    draw_board,
    meld_columns,
    river_layout,
)
from pygame_core.ui.games.paohuzi.counter import draw_counter
from pygame_core.ui.games.paohuzi.ledger import draw_ledger
from pygame_core.ui.games.paohuzi.moments import Moments
from pygame_core.ui.geom import Rect


def _inside(x: float, y: float, r: list[float]) -> bool:
    return r[0] <= x <= r[0] + r[2] and r[1] <= y <= r[1] + r[3]


def test_a_card_that_feeds_a_win_is_tagged_and_its_button_says_so() -> None:
    """Play-test 22 #1 (133516, phone: every card had a 4 px red dot; the tester read 萬 as safe and
    fed a 384-point win): a card a locked hand wins on is shaded red with a 炮 tag of 12 px type on
    its visible strip, and 打出 X says 会点炮 under it; a safe card's button says nothing more."""
    app = started(390, 844, 11)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = sp.table.view()
    cards = [c for col in sp.columns(v) for c in col if not c.get("kan") and c["code"] != "*"]
    bad, safe = cards[0]["code"], next(c["code"] for c in cards if c["code"] != cards[0]["code"])
    sp.danger = lambda view: {bad}
    app.frame(now + 0.05)
    hits = [h for h in app.state()["hits"] if h["id"].startswith("card:")]
    bad_hits = [h for h in hits if any(c["id"] == h["id"][5:] and c["code"] == bad for c in cards)]
    tags = [op for op in app.dl.ops if op[0] == "T" and op[3] == sp.g("mark_danger")]
    assert bad_hits and len(tags) >= len(bad_hits), (bad_hits, tags)
    glyphs = [op for op in app.dl.ops if op[0] == "T" and op[3] == sp.glyph(bad)]
    for h in bad_hits:   # on the part of the card that shows, in type a phone reads, over none of its glyph
        tag = next(t for t in tags if _inside(t[1], t[2], h["rect"]) and t[4] >= 12 and t[5] == th.PAPER)
        g = next(t for t in glyphs if _inside(t[1], t[2], h["rect"]))
        assert g[2] - g[4] / 2 >= tag[2] + 7 or g[1] - g[4] / 2 >= tag[1] + 7, (g, tag)
        assert g[4] >= 18, g
    safe_hits = [h for h in hits if any(c["id"] == h["id"][5:] and c["code"] == safe for c in cards)]
    assert not any(_inside(t[1], t[2], h["rect"]) for t in tags for h in safe_hits)
    sel = next(c for c in cards if c["code"] == bad)
    btn = next(b for b in sp.buttons(v, [sel]) if b.id == "discard")
    assert btn.sub == "会点炮" and btn.action == {"a": "discard", "card": bad}
    ok = next(b for b in sp.buttons(v, [next(c for c in cards if c["code"] == safe)]) if b.id == "discard")
    assert ok.sub == ""
    app.tap_at(*center(bad_hits[-1]), now + 0.1)
    app.frame(now + 0.15)
    said = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert "会点炮" in said, "the bar's 打出 button says it"
    assert "「炮」" in sp.prompt_hint(v) and "红点" not in sp.prompt_hint(v)


def test_a_phones_shown_card_by_the_stock_reads() -> None:
    """Play-test 22 #1 (zoom_liangzhang_133637: the 亮张 by the pile ~12 px wide, 一 a dot): on a
    phone it is a tile of 20 px, its glyph at least 13 px, beside the stock's count."""
    sp = _speaker()
    r = Rect(8, 100, 374, 330)
    v = view(phase="discard", pile=42, shown="x1")
    dl = DisplayList()
    draw_board(dl, sp, r, v, Board(), {}, False, True, False)
    ones = [op for op in dl.ops if op[0] == "T" and op[3] == "一"]
    assert ones and all(op[4] >= 13 for op in ones), ones
    pile = next(op for op in dl.ops if op[0] == "T" and op[3] == sp.g("pile", n=42))
    assert pile[4] >= 11 and pile[1] + pile[9] <= ones[0][1] - 8, (pile, ones)


def test_the_waits_say_their_figures_are_each_payers() -> None:
    """Play-test 22 (smaller, FIXERS 4: "亿 … 别家24" and the win paid 48, 24 from each): the 听 line
    says its figures are what each other seat pays; a line without figures says only 听."""
    sp = _speaker()
    rows = [{"card": "x4", "unseen": 2, "value": 24, "own": 48, "only": None}]
    assert wait_text(sp, rows).startswith("听（每家付）：四(剩2张 自摸48/别家24)"), wait_text(sp, rows)
    assert wait_text(sp, [{"card": "x4", "unseen": 2}]) == "听：四(剩2张)"
    en = _speaker("en")
    assert wait_text(en, rows).startswith("Waits (each pays): "), wait_text(en, rows)


def _win(seat: int, src: int) -> dict[str, Any]:
    return {"seat": seat, "how": "other", "src": src, "card": "d3", "identities": [], "huxi": 18, "tun": 2,
            "fan_value": 18, "bowl_mult": 2, "final": 72, "uncapped": 72, "capped": False, "pay": [-72, 144, -72],
            "fans": [{"name": {"zh-Hans": n}, "value": v} for n, v in (("千里马", 4), ("百财聚来", 8), ("金玉满堂", 6))],
            "groups": [{"type": "KAN", "cards": ["x2"] * 3, "huxi": 3}] * 7}


def test_a_phone_shows_another_seats_win_in_its_half_uncut() -> None:
    """Play-test 22 #3 (133437: 电脑2's win panel over both bots and the player's melds, its title cut
    "…（你…"): on a phone another seat's win is a card in the winner's half of the felt, clear of the
    card in play, above the player's own part, every line whole in type of 11 px or more; a tap on a
    locked hand still opens the whole panel (peek), and a laptop keeps the panel."""
    app = started(390, 844, 11)
    _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    lay = sp.table.lay
    me = sp.table.viewer
    bot = next(s for s in lay.seats if s != me)
    rec = _win(bot, me)
    half = (0.0, 195.0) if lay.seats[bot].cx < 195 else (195.0, 390.0)
    dl = DisplayList()
    r = sp._face(dl, 390, 844, 0.3, [rec], 0, True)
    assert half[0] <= r.x and r.r <= half[1], (r, half)
    assert r.x >= 195 + 12 or r.r <= 195 - 12, "clear of the card in play"
    own = sp.board.boxes.get(me)
    assert own is None or r.b <= own.y + 1, (r, own)
    said = [op for op in dl.ops if op[0] == "T"]
    assert not [op[3] for op in said if "…" in str(op[3]) or op[4] < 11], said
    assert any("胡别家翻出的牌" in str(op[3]) for op in said) and any("金玉满堂" in str(op[3]) for op in said)
    peek = sp._face(DisplayList(), 390, 844, 0.3, [rec], 0)   # a tap on the hand: the whole panel
    assert peek.w > 300 and r.h < 200
    wide = started(1366, 768, 11)
    _to_discard(wide, 0.3)
    wp: Any = wide.screen.plugin  # type: ignore[attr-defined]
    assert wp._face(DisplayList(), 1366, 768, 0.3, [_win(bot, me)], 0, True).w > 500


def test_the_discard_clock_never_feeds_a_known_win_when_another_card_goes() -> None:
    """Lead's decision (session 26: a turn clock by default): a discard's clock running out with no
    card raised plays the hint's discard, unless a locked hand wins on it and another discard goes;
    a card the player raised still goes, whatever it feeds (its button said 会点炮)."""
    app = started(1366, 768, 11)
    _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = sp.table.view()
    me = sp.table.viewer
    hint = sp.table.client.hint(me)
    assert hint["a"] == "discard"
    assert sp.deadline_action(v) is None   # the rules' timeout, the hint's discard, at 0 s
    sp.danger = lambda view: {hint["card"]}
    got = sp.deadline_action(v)
    assert got["a"] == "discard" and got["card"] != hint["card"] and {"a": "discard", "card": got["card"]} in v["legal"]
    card = next(c for col in sp.columns(v) for c in col if c["code"] == hint["card"] and not c.get("kan"))
    sp.table.selected = [sp.card_key(card)]
    assert sp.deadline_action(v) == hint


def test_a_phones_locked_seat_folds_its_open_hand_into_one_column() -> None:
    """Play-test 22 #4 (133516/133538: a locked bot's open hand, melds and discards in ~20 px tiles in
    half the width, the discards wrapping under the melds): on a phone a locked seat's open hand is
    one 点看 column (its melds keep 26 px tiles or more, its discards larger than they were beside the
    whole hand); a replay's open seats and a laptop still show every card."""
    parts, _ = areas(Rect(8, 120, 374, 390), 0, True, False)
    right = next(a for a in parts if a.seat == 1)
    melds = [{"type": "PENG", "cards": ["x1"] * 3, "huxi": 1, "down": 0},
             {"type": "WEI", "cards": ["d3"] * 3, "huxi": 3, "down": 0},
             {"type": "SEQ", "cards": ["d7", "d8", "d9"], "huxi": 0, "down": 0},
             {"type": "PAO", "cards": ["d10"] * 4, "huxi": 9, "down": 0}]
    hand = ["x2", "x4", "x5", "x6", "x7", "x8", "x9", "xQ", "d1", "d2", "d4", "xB"]
    v = view(phase="discard")
    v["seats"][1] = seat(locked=True, hand=hand, kans=["d5"], wilds=1, melds=melds, won=["x3", "x3"],
                         river=["d4", "x9", "x2", "d6", "x5", "d2", "x7", "dW"])
    sp = _speaker()
    cols = meld_columns(v["seats"][1], v, 1, True)
    assert [c[1] for c in cols] == ["PENG", "WEI", "SEQ", "PAO", "HAND", "HU"]
    assert len(meld_columns(v["seats"][1], v, 1)) > 8 and len(meld_columns(dict(v["seats"][1], open=True), v, 1, True)) > 8
    v["seats"][1]["melds"] = melds[:2]
    dl = DisplayList()
    draw_area(dl, sp, right, v, False, None)
    assert "点看" in {str(op[3]) for op in dl.ops if op[0] == "T"}
    for box in (right.melds, right.river):   # (were 18-24 and 21-24 px with the whole hand laid out)
        tiles = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and Rect(*op[1:5]).inside(box) and 10 < op[3] < 60]
        assert tiles and min(t.w for t in tiles) >= 26, sorted({round(t.w) for t in tiles})


def test_the_ledger_says_each_seats_wins_first_in_type_a_phone_reads() -> None:
    """Play-test 22 #5 (FIXERS 5: a 23-win hand's sheet, four pages of 更多, the line "胡12・自摸2" in
    11 px grey under the figures): on a phone each seat's count of wins is 13 px in ink under its 本局,
    its 自摸 under it, above the list of wins."""
    res = blood_flow_result()
    sp = _speaker()
    dl = DisplayList()
    draw_ledger(dl, sp, Rect(22, 120, 346, 440), res, 0, 0)
    wins = res["wins"]
    said = [op for op in dl.ops if op[0] == "T"]
    first_row = min(h.rect.y for h in dl.hits if h.id.startswith("pz:win:"))
    for s in range(3):
        n = sum(w["seat"] == s for w in wins)
        op = next(op for op in said if op[3] == f"胡{n}次")
        assert op[4] >= 12.5 and op[2] < first_row, op
        k = sum(w["seat"] == s and bool(w.get("self_draw")) for w in wins)
        assert not k or any(o[3] == f"自摸{k}" and o[4] >= 11 and o[2] < first_row for o in said)


def test_a_phones_own_call_lies_under_its_discards() -> None:
    """Play-test 22 (FIXERS 2, 133334: "碰 你" lay over the player's own discards): on a phone the
    player's own call lies under the rows of discards so far, inside the part."""
    app = started(390, 844, 11)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    real = sp.table.view()
    for n in (3, 6, 9):
        v = dict(real, seats=[dict(s) for s in real["seats"]])
        v["seats"][me]["river"] = ["x1", "x2", "x3", "x4", "x5", "d1", "d2", "d3", "d4"][:n]
        sp.table.view = lambda v=v: v
        app.frame(now + 0.05 * n)
        rv, own = sp.board.river[me], sp.board.boxes[me]
        w, per, _rows = river_layout(rv, n, PHONE_RIVER)
        used = rv.y + -(-n // per) * (w + 2)
        x, y = sp._mark(me)
        box = Rect(x - 70, y - 35, 140, 70)
        assert box.y >= used - 1 or box.b >= own.b - 3, (n, box, used, own)
        assert own.y <= box.y and box.b <= own.b, (box, own)


def test_a_phones_counter_strip_counts_read() -> None:
    """Play-test 22 #1 (the 记牌器 strip above a phone's hand read ~9 px): its counts are 13 px, each
    inside its own cell beside its glyph."""
    sp = _speaker()
    v = view(phase="discard")
    dl = DisplayList()
    strip = Rect(8, 600, 374, 40)
    draw_counter(dl, sp, strip, v)
    counts = [op for op in dl.ops if op[0] == "T" and str(op[3]).isdigit()]
    assert len(counts) == 29 and all(op[4] >= 13 for op in counts), sorted({op[4] for op in counts})
    assert all(strip.x <= op[1] - op[9] / 2 and op[1] + op[9] / 2 <= strip.r for op in counts)


def test_a_claims_ready_note_names_only_live_waits(monkeypatch: Any) -> None:
    """Play-test 23 #4 (153052: "吃后听百、佰" offered at 墩 0 with no 百 nor 佰 left): a claim's note names
    the waits that still have a copy unseen while the pile lasts; none left, it says the claim is not
    ready."""
    sp = _speaker()
    chi = {"a": "chi", "groups": [["x6", "x7", "x8"]]}
    monkeypatch.setattr(advice_part, "claim_waits", lambda view, seat, a: [CODES.index("xB"), CODES.index("dB")])
    sp._live = lambda view: ([chi, {"a": "pass"}], "")
    v = view(phase="claim", offer={"card": "x8", "src": 2, "draw": True}, pile=12)
    assert sp.claim_note(v) == "吃后听百、佰"
    v = view(phase="claim", offer={"card": "x8", "src": 2, "draw": True}, pile=11)
    v["seats"][2] = seat(river=["xB"] * 4)
    sp._claim_at = (None, "")   # (cached a step)
    assert sp.claim_note(v) == "吃后听佰"
    v = view(phase="claim", offer={"card": "x8", "src": 2, "draw": True}, pile=0)
    sp._claim_at = (None, "")
    assert sp.claim_note(v) == "吃后不听"


def test_the_players_own_win_goes_on_by_itself_soon() -> None:
    """Play-test 23 #3 (153503-153520: the player's own win held the table ~19 s unless tapped): it
    waits for a tap 8 s at most, long enough to read the hand and its score."""
    m = Moments()
    m.add(0.0, 0)
    assert m.current(5.0) is not None and m.current(8.2) is None


def test_a_phones_own_call_keeps_off_the_waits_bubble() -> None:
    """Play-test 23 #1 (153433: "吃 四肆肆 你" over the 听牌 bubble's first line, the wait for 一/二): the
    player's own call lies clear of the bubble, in the part or over the middle's card place."""
    long = "推荐打伍 → 听（每家付）：一、二(剩2张 自摸448/别家336) 三(剩2张 自摸400/别家300) 四、五(剩3、4张 " \
        "自摸300/别家200) 七(剩2张 自摸384/别家192) · 小心被碰 · 也可打 三"
    for n in (0, 3, 7):
        app = started(390, 844, 11)
        now = _to_discard(app, 0.3)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        sp._hint_text = lambda view, ready, sel: long
        me = sp.table.viewer
        real = sp.table.view()
        v = dict(real, seats=[dict(s) for s in real["seats"]])
        v["seats"][me]["river"] = ["x1", "x2", "x3", "x4", "x5", "d1", "d2"][:n]
        sp.table.view = lambda v=v: v
        sp.show_hints = True
        app.frame(now + 0.1)
        app.frame(now + 0.2)
        bubble = sp.drawn.get("hints")
        assert bubble is not None and bubble.h > 60, bubble
        x, y = sp._mark(me)
        box = Rect(x - 70, y - 35, 140, 70)
        assert not box.intersects(bubble), (n, box, bubble)


def test_a_phones_answers_never_lie_over_the_players_melds() -> None:
    """Play-test 23 #1 (153453: 过 and 胡 popped up over the player's 4-deep melds, 偎3's label cut; the
    记牌器 in the log strip's place): the player's part ends above any answer over its melds."""
    app, sp, lay, me, v = _phone_claim("x5", ["x1", "x2", "x3"], 2)
    v["seats"][me]["melds"].append({"type": "PAO", "cards": ["d6"] * 4, "huxi": 9, "hidden": False})
    v["phase"] = "selfhu"   # (可以胡牌! on the player's own card: its answers over the felt)
    live = [{"a": "hu"}, {"a": "pass"}]
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    sp.table.view = lambda: v
    sp.show_counter = True
    app.frame(20.5)
    app.frame(20.6)
    popped = sp.popped(v)
    melds = sp.board.melds[me]
    assert popped and sp._strip() is not None
    labels = [op for op in app.dl.ops if op[0] == "T" and str(op[3]).startswith(("偎", "跑")) and melds.x <= op[1] <= melds.r]
    assert labels, "the melds' labels are drawn"
    for p in popped:
        assert not p.intersects(melds), (p, melds)
        assert all(not p.contains(op[1], op[2]) for op in labels), (p, labels)
