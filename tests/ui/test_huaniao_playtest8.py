"""花鸟风月 after play-test 8: a double tap acts on a phone's slow page (月 opens the 月照 picker),
the player's turns come sooner, what the table does for the player is seen in the hand."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from test_huaniao_pace import timed_hand
from test_huaniao_table import opened, table, ui
from test_huaniao_timeout import to_main
from ui_driver import center, next_tap

from pygame_core.core.i18n import pick
from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao import texts as tt
from pygame_core.ui.anim import place_point
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao import HuaniaoUI
from pygame_core.ui.games.huaniao_hand import HOLD_S, SLIDE_S
from pygame_core.ui.games.huaniao_pace import AFTER_WINDOW_S, WINDOW_SEEN
from pygame_core.ui.games.huaniao_plays import Spot, draw_spot
from pygame_core.ui.games.huaniao_show import COMBO_HOLD_S, PETALS, draw_moment
from pygame_core.ui.geom import Rect
from pygame_core.ui.screen import BOT_DELAY
from pygame_core.ui.table_bar import slot_cells
from pygame_core.ui.table_screen import TableScreen


def test_a_double_tap_on_the_moon_opens_its_target_picker_on_a_slow_phone_page() -> None:
    """Play-test 8 p13: 月 double-tapped on a phone was raised and put down again (its page drew the
    play's button between the two presses, which then read 0.4 s apart); the picker must open."""
    checked = 0
    for seed in range(1, 12):
        app, scr, now = table(390, 844, seed=seed, actions=3)
        pl, view = ui(scr), scr.view()
        if (view.get("prompt") or {}).get("type") != "main":
            continue
        moons = [c for c in pl.hand(view) if c["face"] == "Y" and pl.plays(view, [c])]
        if not moons:
            continue
        app.frame(now)
        key = pl.card_key(moons[0])
        hits = {h["id"]: h for h in app.state()["hits"]}
        app.tap_at(*center(hits[f"card:{key}"]), now + 1.0)
        app.frame(now + 1.2)
        hits = {h["id"]: h for h in app.state()["hits"]}
        app.tap_at(*center(hits[f"card:{key}"]), now + 1.42)
        app.frame(now + 1.5)
        assert (scr.view().get("prompt") or {}).get("type") == "target", seed
        checked += 1
    assert checked >= 2


def test_the_others_perches_in_a_row_are_one_quick_line_that_holds_nobody() -> None:
    """Play-test 8 (pace 6): rounds of 电脑2·栖 / 电脑3·栖 / 电脑1·栖, each a callout and a wait for its
    draw to land. A bot's 栖 now closes its turn as it draws, and a run of them is one growing line."""
    app, scr = opened(1)
    pl, master = ui(scr), scr.client.master  # type: ignore[attr-defined]
    rng, now, seen, closes = SplitMix64(1), 0.2, 0, []
    lines: set[str] = set()
    last: tuple[float, int, str] = (0.0, -1, "")
    while len(master.hand.actions) < 70 and not scr.client.is_over():  # (a song may end sooner)
        app.frame(now)
        for seat, a in master.hand.actions[seen:]:
            if seat != 0 and a["a"] == "end_turn" and last[1:] == (seat, "qi"):
                closes.append(now - last[0])
            last = (now, seat, str(a.get("op", a["a"])))
        seen = len(master.hand.actions)
        lines.update(t for t, style, _ in pl.banners if style == "perch")
        st = app.state()
        hid = next_tap(st, rng)
        got = next((h for h in st["hits"] if h["id"] == hid), None)
        if got is not None:
            app.tap_at(*center(got), now)
        now += 1 / 30
    assert closes and max(closes) <= 0.25, closes  # it waited for its draw to land: 0.63 s
    assert any("、" in t and t.endswith("栖 · 各摸一张") for t in lines), lines  # 电脑3、电脑1 栖 · 各摸一张


def test_what_the_table_does_for_the_player_leaves_and_enters_its_own_place_in_the_hand() -> None:
    """Play-test 8 (08, p30): the forced discard and the auto-perch showed only a ~1 s banner. The
    card leaves from its place in the hand and a drawn one flies to its place, shown once it lands."""
    for w, h in ((1366, 768), (390, 844)):
        app, scr, now = table(w, h, seed=2)
        pl = ui(scr)
        me = scr.viewer or 0
        app.frame(now)
        hand = pl.hand(scr.view())
        gone = hand[0]
        spot = pl.hand_at[gone["id"]]
        pl.on_events([{"type": "discard", "seat": me, "cards": [gone]}], now + 0.1)
        f = pl.drifting.items[-1]
        src = f.src() if callable(f.src) else f.src
        assert isinstance(src, Rect)
        assert round(src.x) == round(spot.x) and round(src.b) == round(spot.b), (w, src, spot)
        assert f.card_w == spot.w and f.duration >= 0.8
        new = {"id": hand[-1]["id"], "face": hand[-1]["face"]}  # (as if drawn: its place is the hand's)
        pl.on_events([{"type": "draw", "seat": me, "why": "qi", "card": new}], now + 0.2)
        f = pl.drifting.items[-1]
        dst = f.dst() if callable(f.dst) else f.dst
        assert dst == pl.hand_at[new["id"]] and new["id"] in pl.arriving
        app.frame(now + 0.3)  # in the air: not in the hand yet
        assert not at_home(app, pl, new), w
        app.frame(now + 0.2 + 0.85)  # landed: drawn in its place
        assert new["id"] not in pl.arriving and at_home(app, pl, new)


def at_home(app: App, pl: HuaniaoUI, c: dict[str, Any]) -> bool:
    """The card's glyph is drawn in its place in the hand."""
    r = pl.hand_at[c["id"]]
    return any(op[0] == "T" and op[3] == pl.glyph(c["face"]) and r.x <= op[1] <= r.r and r.y - 30 <= op[2] <= r.b
               for op in app.dl.ops)


def test_a_hand_that_changed_holds_its_cards_where_they_were_then_slides_them() -> None:
    """Play-test 8 062: after a 花鸟风月 the hand closed up before the pass prompt, and a tap aimed
    at 千 passed the 十 that slid under it. The cards hold their places a moment, then slide."""
    app, scr, now = table(seed=2)
    pl = ui(scr)
    app.frame(now)
    hand = pl.hand(scr.view())
    before = dict(pl.hand_at)
    first = hand[0]
    view = {**scr.view(), "hand": hand[1:]}  # the first card played
    lay = scr.lay
    assert lay is not None
    pl.draw_hand(DisplayList(), lay.hand, view, now + 1.0)
    dl = DisplayList()
    pl.draw_hand(dl, lay.hand, view, now + 1.1)
    hits = {h.id: h.rect for h in dl.hits}
    second = pl.card_key(hand[1])
    assert hits[f"card:{second}"].x == before[hand[1]["id"]].x  # where the eye left it
    assert f"card:{pl.card_key(first)}" not in hits
    dl = DisplayList()
    pl.draw_hand(dl, lay.hand, view, now + 1.8)
    hits = {h.id: h.rect for h in dl.hits}
    assert hits[f"card:{second}"].x == pl.hand_at[hand[1]["id"]].x != before[hand[1]["id"]].x


def test_a_raised_card_on_a_phone_rises_clearly_and_the_table_keeps_its_layout() -> None:
    """Play-test 8 (023, p14): a raised card moved 10 px; it rises 16 within the room kept before."""
    app, scr, now = table(390, 844, seed=2)
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None
    cards = pl.hand(scr.view())
    rects = pl.hand_rects(lay.hand, scr.view(), len(cards))
    scr.selected = [pl.card_key(cards[0])]
    app.frame(now)
    drawn = [op for op in app.dl.ops if op[0] == "T" and op[3] == pl.glyph(cards[0]["face"])]
    assert min(op[2] for op in drawn) <= rects[0].cy - 16 and rects[0].y - 16 >= lay.hand.y - 0.5


def test_the_players_turn_shows_what_the_others_did_since_its_last_move() -> None:
    """Play-test 8 (08): three bot turns, a combo, everyone drawing and a forced discard went by
    before the player touched anything. Its turn shows the round since its own move by its spot,
    the others' perches in a row on one line; where the log's column beside the table shows those lines,
    they are read there (play-test 32 #5, 061525-myturn2: the box over the left felt at every turn)."""
    app, scr, now = table(seed=2, actions=8)
    pl = ui(scr)
    me = scr.viewer or 0
    assert (scr.view().get("prompt") or {}).get("type") == "main"
    app.frame(now)
    words = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert pl.log_column() and "上一轮" not in words  # (the log's column says the round)
    assert pl.recap.shown and all(ln in words for ln in pl.recap.shown), pl.recap.shown
    pl.log_column = lambda: False  # type: ignore[method-assign]  # (a log folded behind its button)
    app.frame(now)
    words = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert "上一轮" in words and pl.recap.shown and all(ln in words for ln in pl.recap.shown), pl.recap.shown
    pl.recap.clear()
    a, b = (me + 1) % 4, (me + 2) % 4
    pl.recap.note({"type": "draw", "seat": me, "why": "qi"}, me, pl.log_line, pl.perch_text, pl.name)
    for s in (a, b):
        pl.recap.note({"type": "draw", "seat": s, "why": "qi"}, me, pl.log_line, pl.perch_text, pl.name)
    pl.recap.turn()
    assert pl.recap.shown == [pl.tx("perch_run", names=f"{pl.name(a)}、{pl.name(b)}")]
    scr.selected = [pl.card_key(pl.hand(scr.view())[0])]  # cards raised: the note's place, no recap
    app.frame(now + 0.1)
    assert "上一轮" not in [str(op[3]) for op in app.dl.ops if op[0] == "T"]


def test_a_phones_own_last_play_stays_in_sight_while_the_player_chooses() -> None:
    """Play-test 8 p18/p20: on the player's turn its last play vanished. It lies in the bar's cells a
    main prompt never fills (且慢's and the clock's), left of the play's cell."""
    checked = 0
    for seed in range(2, 8):
        app, scr, now = table(390, 844, seed=seed, actions=12)
        pl, me = ui(scr), scr.viewer or 0
        if (scr.view().get("prompt") or {}).get("type") != "main" or not any(
                ph.get("seat") == me for ph in scr.view().get("pool") or []):
            continue
        if all(a.get("op") == "qi" for a in scr.client.legal(me)):  # a forced 栖: no choice, no buttons
            continue
        app.frame(now)
        lay = scr.lay
        assert lay is not None
        mine, lie = pl.spots.get("mine"), pl.spots.get(f"lie{me}")
        play = slot_cells(lay.buttons, pl.bar_slots(scr.view()), True)["play"]
        assert mine is not None and lie is not None and lie.w > 0, seed
        assert lay.buttons.y <= mine.y and mine.r <= play.x, (mine, play)
        checked += 1
    assert checked >= 2


def test_the_deal_flies_the_players_cards_into_their_places_one_by_one() -> None:
    """Play-test 8: no deal animation, the cards were in the hand already."""
    app, scr = opened(1)
    pl = ui(scr)
    hand = pl.hand(scr.view())
    app.frame(0.15)  # the table's first frame
    assert len(pl.arriving) == len(hand) >= 8
    starts = sorted(f.t0 for f in pl.arriving.values())
    assert starts[-1] - starts[0] >= 0.5  # one after another
    assert not any(at_home(app, pl, c) for c in hand)
    app.frame(2.0)
    assert not pl.arriving and all(at_home(app, pl, c) for c in hand)


def test_a_combo_lands_with_a_call_across_the_table_and_rays_and_the_table_holds_for_it() -> None:
    """Play-test 8 (049/050): a 雀舞满山 had only its small callout, no moment."""
    app, scr, now = table(seed=2)
    pl = ui(scr)
    app.frame(now)
    seat = ((scr.viewer or 0) + 1) % 4
    cards = [{"id": 40 + i, "face": f} for i, f in enumerate("1234")]
    pl.on_events([{"type": "play", "seat": seat, "op": "wu", "kind": "tianxia", "cards": cards}], now)
    landed = pl.burst_at
    assert landed > now and pl.banners[-1][1:] == ("combo", landed) and pl.busy(landed + COMBO_HOLD_S - 0.1) and not pl.busy(landed + COMBO_HOLD_S + 0.1)
    app.frame(landed + 0.3)
    words = " ".join(str(op[3]) for op in app.dl.ops if op[0] == "T")
    gold_lines = [op for op in app.dl.ops if op[0] == "L" and op[5] == "#c9a24a" or op[0] == "L"]
    assert f"{pl.name(seat)} · 舞，天上天下" in words and len(gold_lines) >= 18


def test_a_laptops_own_empty_spot_says_who_opens_and_when_the_players_turn_comes() -> None:
    """Play-test 8 007: a lone "你" floated on the felt before the player's first play."""
    app, scr = opened(1)
    app.frame(0.2)
    pl = ui(scr)
    first = int(scr.view()["first"])
    line = pl.tx("order_hint", name=pl.name(first), k=(0 - first) % 4 + 1) if first else pl.tx("order_you")
    assert line == pl.order_line() and line in [str(op[3]) for op in app.dl.ops if op[0] == "T"]


def test_the_players_win_rains_petals_and_a_loss_does_not() -> None:
    """Play-test 8 (033): no big win celebration beyond the short poem scroll."""
    def petals(won: bool) -> int:
        dl = DisplayList()
        draw_moment(dl, 1366, 768, 1.0, 2.6, Rect(600, 60, 160, 70), won, "你赢了！", "出完手牌", "胜", "+16")
        return sum(1 for op in dl.ops if op[0] == "C" and op[4] in PETALS)
    assert petals(True) >= 30 and petals(False) == 0


def test_a_phone_says_the_round_since_the_players_move_in_its_message_slot_and_keeps_its_play_named() -> None:
    """Play-test 8: the phone shows only 2 log lines. The turn's recap is said where the log strip is,
    the player's own last play keeping its label beside it; 月照 says whom it skips."""
    app, scr, now = table(390, 844, seed=2, actions=8)
    pl, me = ui(scr), scr.viewer or 0
    assert pl.said[me][0].startswith("上一轮："), pl.said.get(me)
    assert pl.saying_at(me, pl.said[me][1] + 3.0)  # two lines, long enough to read (a callout's 2 s)
    moon = pl.recap_line({"type": "skip_added", "seat": (me + 1) % 4, "by": (me + 2) % 4})
    assert moon == pl.tx("moon_by", by=pl.name((me + 2) % 4), name=pl.name((me + 1) % 4))  # (by whom: pt15)
    if any(ph.get("seat") == me for ph in scr.view().get("pool") or []):
        app.frame(pl.said[me][1] + 0.5)
        words = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
        # (in the bar's one cell while the player chooses: the play's name alone, play-test 25)
        op = next(ph for ph in scr.view()["pool"] if ph.get("seat") == me)["op"]
        named = "choosing" in pl.spots and any(w.startswith(pick(tt.OP_NAMES[op], "zh-Hans")) for w in words)
        assert any(w.startswith("你 · ") for w in words) or named, words


def test_the_seat_after_the_player_answers_its_play_without_a_second_wait() -> None:
    """The player's play lies still through its 2.5 s 且慢 window; the next bot then answered it only
    after a whole delay more (1.1 s at 中). It answers in AFTER_WINDOW_S."""
    acts, _now = timed_hand(1, 60)
    quick = []
    for i in range(2, len(acts)):
        (t0, s0, a0), (t1, s1, a1) = acts[i - 1], acts[i]
        if s0 == 0 and a0["a"] == "end_turn" and s1 != 0 and a1["a"] == "op" and a1.get("op") != "qi":
            mine = max(t for t, s, a in acts[:i - 1] if s == 0 and a["a"] == "op")
            if t0 - mine >= WINDOW_SEEN:
                quick.append(t1 - t0)
    assert quick and max(quick) <= AFTER_WINDOW_S + 0.15 < BOT_DELAY["normal"], quick


def test_the_recap_names_the_players_own_limit_discard_and_the_order_line_goes_on_its_turn() -> None:
    """Play-test 9 (10): 你 弃牌 鸟, the rules taking the player's card, was missing from 上一轮; and
    "你第 4 个出" still stood by the player's spot on its turn."""
    app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer or 0
    pl.recap.clear()
    pl.recap.note({"type": "discard", "seat": me, "cards": [{"id": 1, "face": "B"}]}, me, pl.recap_line,
                  pl.perch_text, pl.name)
    pl.recap.turn()
    assert pl.recap.shown and "鸟" in pl.recap.shown[0]
    app.frame(now)
    assert pl.order_line() not in [str(op[3]) for op in app.dl.ops if op[0] == "T"]


def until(seeds: Iterable[int], stop: Callable[[App, TableScreen, dict[str, Any], float], bool], speed: str,
          step: float, most: float) -> None:
    """Hands of each seed played by taps (ui_driver.next_tap) until ``stop`` (it checks and says
    True) at a frame; fails when none gets there."""
    for seed in seeds:
        app, scr = opened(seed, speed=speed)
        rng, now = SplitMix64(seed), 0.5
        while not scr.client.is_over() and now < most:
            app.frame(now)
            st = app.state()
            if stop(app, scr, st, now):
                return
            hid = next_tap(st, rng)
            got = next((h for h in st["hits"] if h["id"] == hid), None)
            if got is not None:
                app.tap_at(*center(got), now)
            now += step
    raise AssertionError(f"nothing to check in seeds {seeds}")


def mine(scr: TableScreen, st: dict[str, Any], kind: str) -> bool:
    return scr.viewer in st.get("people_to_act", []) and (st.get("prompt") or {}).get("type") == kind


def test_a_card_the_table_discards_for_the_player_rises_before_it_goes() -> None:
    """Play-test 9: "你 弃牌 鸟" (the rules' limit discard, one way) had no visible moment."""
    def check(app: App, scr: TableScreen, st: dict[str, Any], now: float) -> bool:
        legal = scr.client.legal(scr.viewer or 0) if mine(scr, st, "discard") else []
        if len(legal) == 1:
            assert sorted(scr.selected) == sorted(str(i) for i in legal[0]["cards"]), scr.selected
        return len(legal) == 1
    until((3, 4, 5), check, "normal", 1 / 15, 30)  # (seed 3: 电脑1's 雀舞满山 puts everyone over the limit)


def test_a_double_tap_at_the_pass_prompt_passes_the_card() -> None:
    """Play-test 9 081: a double tap at the 花鸟风月 pass only raised and put down the card (双击即出
    everywhere else)."""
    def check(app: App, scr: TableScreen, st: dict[str, Any], now: float) -> bool:
        if not mine(scr, st, "pass"):
            return False
        app.frame(now + 1.0)  # (the hand settled after the dance)
        hits = {h["id"]: h for h in app.state()["hits"]}
        key = next(k for k in (f"card:{c}" for c in st["hand"]) if k in hits)
        app.tap_at(*center(hits[key]), now + 1.0)
        app.frame(now + 1.1)
        app.tap_at(*center(hits[key]), now + 1.3)
        assert scr.viewer not in scr.client.people_to_act() or (scr.view().get("prompt") or {}).get("type") != "pass"
        return True
    until(range(1, 12), check, "instant", 0.25, 150)


def test_a_phones_timeout_is_said_in_its_message_slot() -> None:
    """Play-test 9 (112): on a phone the penalty draw after a timeout showed only in the log."""
    app, scr = opened(22, w=390, h=844, speed="instant", timers=True, preset={"huaniao": "full"})
    pl = ui(scr)
    now = to_main(app, 22, 1.0)
    for _ in range(600):
        now += 0.1
        app.frame(now)
        if "超时" in pl.said.get(0, ("", 0.0))[0]:
            break
    text, t0 = pl.said[0]
    assert text.startswith("超时 · 罚摸一张") and pl.saying_at(0, t0 + 3.0), text


def test_after_the_players_own_dance_the_hand_closes_up_at_once_its_hits_where_its_cards_are_drawn() -> None:
    """Play-test 26 #2: the hand kept its gaps through the pass pick after a dance (read as empty slots); it
    closes up at once, as the play leaves. Play-test 22 #3 (133126 -> 133134): after a hold, a tap aimed at 百
    got the 十 whose hit was already where it slid to: a tap takes the card drawn under it."""
    seen: list[bool] = []

    def check(app: App, scr: TableScreen, st: dict[str, Any], now: float) -> bool:
        if not (mine(scr, st, "pass") and scr.view().get("active") == scr.viewer):
            return False
        pl = ui(scr)
        mid = pl.moved_at + HOLD_S + SLIDE_S / 2
        if mid > now:  # sliding: a tap takes the card drawn under it, not the one whose place it slides to
            app.frame(mid)
            drawn = {f"card:{pl.card_key(c)}": pl.placed(int(c["id"]), pl.hand_at[int(c["id"])], mid).x
                     for c in pl.hand(scr.view())}
            hits = {h["id"]: h["rect"][0] for h in app.state()["hits"] if h["id"].startswith("card:")}
            assert hits and all(abs(drawn[k] - x) < 1 for k, x in hits.items()), (drawn, hits)
        app.frame(max(now, pl.moved_at + HOLD_S + SLIDE_S) + 0.05)
        rows: dict[float, list[float]] = {}
        for h in app.state()["hits"]:
            if h["id"].startswith("card:"):
                rows.setdefault(round(h["rect"][1]), []).append(h["rect"][0])
        assert rows
        for xs in rows.values():  # closed up: evenly spaced, no hole where the dance's cards lay
            xs.sort()
            assert len({round(b - a) for a, b in zip(xs, xs[1:], strict=False)}) <= 1, rows
        seen.append(True)
        return True
    until(range(1, 12), check, "instant", 0.25, 150)
    assert seen


def test_the_tour_waits_for_the_first_deal_to_land() -> None:
    """Play-test 9 (03): the hand was simply there under the first game's tour; play-test 14: the tour
    then pointed at a hand still empty. The deal goes round first, then the tour holds the table (no
    bot plays under it); its taps close it."""
    app, scr = opened(1, tour_off=False)
    pl, now = ui(scr), 0.2
    app.frame(now)
    assert not scr.touring() and pl.arriving and not pl.deal_due  # the deal goes round at once
    assert pl.deal_end > now
    while now < pl.deal_end:
        assert not scr.touring() and app.state()["tour"] is None
        now += 0.1
        app.frame(now)
    app.frame(now + 0.1)
    assert scr.touring() and scr.modal()
    actions = scr.client.ply()
    for _ in range(6):
        if not scr.modal():
            break
        now += 0.5
        app.tap("tour:next", now)
        app.frame(now)
    assert not scr.modal() and scr.tour is None and scr.client.ply() == actions


def test_a_small_played_card_keeps_its_points() -> None:
    """Play-test 8 p04 / play-test 9 106: a three-card play in a narrow spot lost its 点 caption."""
    app, scr, _now = table(390, 844, seed=2)
    pl = ui(scr)
    dl = DisplayList()
    cards: list[object] = [{"id": 16, "face": "1"}, {"id": 24, "face": "2"}, {"id": 32, "face": "3"}]
    draw_spot(dl, Rect(0, 0, 150, 80), Spot("电脑2 · 诵", cards), pl.face, False)
    words = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert {"1点", "2点", "3点"} <= set(words), words


def test_a_phones_bot_discard_leaves_from_under_its_badge() -> None:
    """Play-test 9 104: a bot's limit discard flew over its badge and hid its name."""
    app, scr, now = table(390, 844, seed=2)
    pl = ui(scr)
    app.frame(now)
    seat = ((scr.viewer or 0) + 3) % 4
    pl.on_events([{"type": "discard", "seat": seat, "cards": [{"id": 1, "face": "B"}]}], now + 0.1)
    f = pl.drifting.items[-1]
    x, y = place_point(f.src)
    badge = pl.seat_rect(seat)
    assert y - f.card_w * 1.42 / 2 >= badge.b and badge.x <= x <= badge.r
