"""花鸟风月 play-test 36 (FIXERS session 33): #1 the 花鸟风月 pass with 百 raised ran out (125054-sel-bai ->
125100-pass): 百 went, as the log said, but the stamp said "超时 / 传 鸟 给电脑3", the rules' default; #2 what
the table moves into or out of the player's hand gets a beat; #3 callouts over each other; #4 a phone's result tiles."""

from __future__ import annotations

from typing import Any

from test_huaniao_pt34 import OWED, owed_pass
from test_huaniao_table import hit, table
from test_huaniao_trust import mine, tap
from ui_driver import center, next_tap, play

from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao import texts as tt
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.huaniao_bar import GLYPH
from pygame_core.ui.games.huaniao_pace import OWN_BEAT_S
from pygame_core.ui.games.huaniao_sheet import BOARD, SheetCtx, draw_rows
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_screen import TableScreen

ZH = GLYPH["zh-Hans"]
STEP = 1 / 30


def test_a_pass_that_runs_out_names_the_card_that_went() -> None:
    for seed in OWED:
        app, scr, now = owed_pass(seed)
        p: Any = scr.plugin
        hand = p.hand(scr.view())
        pick = max(hand, key=lambda c: c["id"])  # (the rules' default is the lowest)
        assert pick["face"] != hand[0]["face"], seed
        tap(app, f"card:{pick['id']}", now)
        n, said = len(scr.client.events(0)), []
        for _ in range(250):  # (the 15 s clock, then its stamp read)
            now += 0.1
            app.frame(now)
            if not mine(app.state(), "pass"):  # (the stamp "超时" over "传 … 给电脑3", then its bubble)
                said += [str(op[3]) for op in app.dl.ops if op and op[0] == "T" and "传" in str(op[3])]
        went = [e for e in scr.client.events(0)[n:] if e.get("type") == "pass" and e.get("from") == 0]
        assert went and went[0]["card"]["id"] == pick["id"], (seed, went)
        glyph = ZH[pick["face"]]
        assert any(f"传 {glyph} 给" in t for t in said), (seed, said)
        low = ZH[hand[0]["face"]]
        assert not any(f"传 {low} 给" in t for t in said), (seed, said)


def own_moves(seed: int) -> list[tuple[float, str, float]]:
    """A hand at 中 with a player who answers at once: each change of the player's hand the table made (not
    its own play, gift or pass), what made it and how long till another seat moved next."""
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update(speed="normal", game="huaniao", tour_off=True, fixed_seed=seed)
    app.handle({"t": "resize", "w": 1366, "h": 768}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    master = scr.client.master  # type: ignore[attr-defined]
    rng, now, seen, before = SplitMix64(seed), 0.2, 0, None
    acts: list[tuple[float, int, dict[str, Any]]] = []
    moved: list[tuple[float, str]] = []
    while not master.is_over() and now < 300:
        app.frame(now)
        acts += [(now, s, a) for s, a in master.hand.actions[seen:]]
        seen = len(master.hand.actions)
        hand = sorted(c["id"] for c in scr.plugin.hand(scr.view()))  # type: ignore[attr-defined]
        if before is not None and hand != before and acts:
            _t, s, a = acts[-1]
            if s != 0 or a.get("a") == "discard" or a.get("op") == "qi":  # (not its own play, gift or pass)
                moved.append((now, f"{s}:{a.get('a')}:{a.get('op', '')}"))
        before = hand
        hid = next_tap(app.state(), rng)
        hit = next((h for h in app.state()["hits"] if h["id"] == hid), None)
        if hit is not None:
            app.tap_at(*center(hit), now)
        now += STEP
    out = []
    for t, what in moved:
        nxt = next((a for a in acts if a[0] > t and a[1] != 0 and a[2].get("a") != "end_turn"), None)
        if nxt is not None:
            out.append((t, what, nxt[0] - t))
    return out


def test_a_card_the_table_moves_in_or_out_of_the_hand_gets_its_beat() -> None:
    """Play-test 36 #2 (124915-w -> 124918-w): the player's forced 栖 and rule discards went by in a run of
    turns ~0.5 s each. Seed 6: a limit discard of the player's, then 电脑1's 凉风有幸 0.67 s later; seed 2:
    电脑3's gift into the hand, 电脑2's discard 1.1 s later. Now each stands OWN_BEAT_S."""
    for seed in (2, 6):
        moves = own_moves(seed)
        assert any(w.startswith("0:discard") for _t, w, _g in moves) or seed != 6, moves
        short = [(round(t, 2), w, round(g, 2)) for t, w, g in moves if g < OWN_BEAT_S - 0.1]
        assert not short, (seed, short)


def test_a_perch_runs_pill_keeps_off_the_players_own_callout() -> None:
    """Play-test 36 #3 (124918-w: "你 栖：摸到 百" over "连栖 6 手，无人出牌 · 牌堆余 17"; 125347-w: "Moonlit:
    skipped" over "…perches: draws 1"): the run's pill moves along its row off the player's callout, or waits."""
    seen = 0
    for w, h in ((1366, 768), (390, 844)):
        for seed in (1, 2, 3):
            app, scr, now = table(w=w, h=h, seed=seed)
            p: Any = scr.plugin
            for k in range(8):
                t = now + 0.5 + k * 0.25
                p.said.clear()
                p.say_at(0, "你 栖：摸到 百", t, life=3.0)
                p.banners = [("连栖 6 手，无人出牌 · 牌堆余 17", "perch", t)]
                app.frame(t + 0.05)
                app.frame(t + 0.1)
                said, pill = drawn(app, "你 栖：摸到 百"), drawn(app, "连栖 6 手")
                seen += said is not None
                assert said is None or pill is None or not pill.intersects(said), (w, seed, k, said, pill)
    assert seen > 20, seen


def drawn(app: App, start: str) -> Rect | None:
    """Where a line starting ``start`` is drawn (its text's box, 10 px either side as its pill's)."""
    for op in app.dl.ops:
        if op and op[0] == "T" and str(op[3]).startswith(start):
            x, y, text, size, align = op[1], op[2], str(op[3]), op[4], op[6]
            tw = text_width(text, size)
            x0 = x - tw / 2 if align == "c" else x - tw if align == "r" else x
            return Rect(x0 - 10, y - size * 0.7, tw + 20, size * 1.4)
    return None


def test_the_songs_end_ribbon_is_opaque() -> None:
    """Play-test 36 #3 (130605-ph-auto: "电脑2 胜 / 你输了 -10 / 出完手牌" with 未见的牌 reading through it; 125438-w
    the same over the laptop's Unseen strip): the ribbon across the table is opaque."""
    for w, h in ((1366, 768), (390, 844)):
        app, scr, now = table(w=w, h=h)
        p: Any = scr.plugin
        for win in (0, 2):
            p.moment = (win, now + 0.1)
            app.frame(now + 1.5)
            ops = app.dl.ops
            dim = max(i for i, op in enumerate(ops) if op[0] == "R" and op[6] == "rgba(20,16,12,0.55)")
            ribbon = [op for op in ops[dim + 1:] if op[0] == "R" and op[1] == 0 and op[3] == w and op[2] > 0]
            assert ribbon and str(ribbon[0][6]).startswith("rgb("), (w, win, ribbon[:1])
            now += 10


def test_a_phones_result_tiles_are_one_size_with_counts_beside_their_faces() -> None:
    """Play-test 36 #4 (125903-ph-end): tiles ~18x24 px with ×3/×4 badges over the 鸟 and 十 faces, 26 px in one
    row and 18 in the next. Every row's tiles one width, 22 px at least, each count under its tile."""
    app, scr, _now = table(390, 844, seed=2)
    p: Any = scr.plugin
    f = [{"id": i, "face": x} for i, x in enumerate("BBHF" "BBBB2" "BBB11223344" "BBBB1234H")]
    hands = [f[:4], f[4:9], f[9:20], f[20:]]  # (the tester's: 鸟鸟花风 / 鸟×4 百 / 鸟×3 十×2 百×2 千×2 万×2 …)
    view = {"result": {"winner": 1, "points": [10, 2, 12, 12], "hands": hands}}
    ctx = SheetCtx("zh-Hans", str, p.face, lambda *a, **k: "", lambda q: "", [-10.0, 34.0, -12.0, -12.0], 0)
    dl = DisplayList()
    draw_rows(dl, Rect(16, 100, 358, 300), view, ctx, True)
    tiles = [op for op in dl.ops if op[0] == "R" and 14 <= float(op[3]) < 40 and float(op[4]) >= 20]
    widths = {round(float(op[3]), 1) for op in tiles}
    outer = max(widths)  # (a 花's or 风's inner border lies 2 px inside its tile)
    assert outer >= 22 and widths <= {outer, round(outer - 4, 1)}, widths
    boxes = [Rect(*map(float, op[1:5])) for op in tiles if round(float(op[3]), 1) == outer]
    counts = [op for op in dl.ops if op[0] == "T" and str(op[3]).startswith("×")]
    assert counts
    for op in counts:
        x, y, size = float(op[1]), float(op[2]), float(op[4])
        assert size >= 11 and not any(b.contains(x, y - size * 0.3) for b in boxes), (op[:5], boxes)


def test_an_english_out_of_tune_refusal_names_the_notes_in_english() -> None:
    """Play-test 36 #5 (125322-illegal-qian): "the tune is 千 (3); the next note is 万 (4)" in English; now in the
    names the tune track and the cards' captions use."""
    assert tt.tune_detail(3, [4])["en"] == "the tune is thousand; the next note is 10k"
    assert tt.tune_detail(4, [0])["en"] == "the tune is 10k; the next note is bird"
    assert tt.tune_detail(3, [4])["zh-Hans"] == "调为千，下一音是万"


def test_see_tables_hands_keep_off_the_seats_plays() -> None:
    """Play-test 36 #3 (125506-see-table): on a laptop 看牌面's hands lay over the side seats' last plays (万花十
    under 电脑3's, 天上天下 under 电脑1's); each plate goes where it covers none of them, nor each other."""
    over = 0
    for seed in (1, 2, 3, 4):
        app, scr, now = table(1366, 768, seed=seed, actions=2)
        now = play(app, now, seed=seed)
        p: Any = scr.plugin
        app.tap_at(*center(hit(app, BOARD)), now)
        ops = app.frame(now + 0.1)["ops"]
        assert p.board
        plates = [Rect(*map(float, op[1:5])) for op in ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.92)"]
        lies = [r for k, r in p.spots.items() if k.startswith("lie") and r.w > 0]
        assert plates, seed
        for a in plates:
            over += sum(a.intersects(b) for b in lies) + sum(a.intersects(b) for b in plates if b is not a)
    assert over == 0, over


def test_a_result_count_is_a_tab_on_its_own_tiles_foot() -> None:
    """Play-test 37 (153846-phend4): "鸟 千 花" with "×4" under the 鸟 read as four of every card: the count is a
    tab as wide as its tile, on its foot."""
    app, scr, _now = table(390, 844, seed=2)
    p: Any = scr.plugin
    f = [{"id": i, "face": x} for i, x in enumerate("BB2" "BBBB" "BBBB13HF")]
    view = {"result": {"winner": 3, "points": [2, 0, 8, 0], "hands": [f[:3], f[3:7], f[7:], []]}}
    ctx = SheetCtx("zh-Hans", str, p.face, lambda *a, **k: "", lambda q: "", [-2.0, 0.0, -8.0, 10.0], 0)
    dl = DisplayList()
    draw_rows(dl, Rect(16, 100, 358, 300), view, ctx, True)
    rects = [Rect(*map(float, op[1:5])) for op in dl.ops if op[0] == "R"]
    counts = [op for op in dl.ops if op[0] == "T" and str(op[3]).startswith("×")]
    assert [op[3] for op in counts] == ["×4"]
    x, y = float(counts[0][1]), float(counts[0][2])
    tab = next((r for r in rects if r.contains(x, y) and r.h < 16), None)
    assert tab is not None, "no tab under the count"
    assert any(abs(t.x - tab.x) < 0.5 and abs(t.w - tab.w) < 0.5 and 0 <= t.b - tab.y <= 3 for t in rects if t.h >= 20)
