"""Play-test 15 (花鸟风月): being skipped by 月照 went unseen (#2: "my turn seemed simply not to come"),
and the recap named the player's own 月 as someone else's (#3)."""

from __future__ import annotations

from test_huaniao_table import opened, table, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao_hand import RAISED_GLOW
from pygame_core.ui.games.huaniao_seats import SAY_S


def test_the_moon_on_the_player_is_called_across_the_table_and_its_skip_in_red() -> None:
    _app, scr, now = table()
    pl = ui(scr)
    me = scr.viewer or 0
    by = (me + 1) % 4
    pl.on_events([{"type": "skip_added", "seat": me, "skips": 2, "by": by}], now)
    text, style, t0 = pl.banners[-1]
    assert style == "goose" and t0 == now and pl.name(by) in text and "2" in text and "跳过" in text, text
    pl.on_events([{"type": "turn", "turn": 44, "seat": me}, {"type": "skip", "seat": me, "skips": 1}], now + 3)
    assert pl.banners[-1][:2] == (pl.tx("you_skipped"), "goose")
    other = (me + 2) % 4  # the moon on another seat: its call at the caster's seat, no banner
    pl.banners = []
    pl.on_events([{"type": "skip_added", "seat": other, "skips": 1, "by": by}], now + 6)
    assert not pl.banners and pl.saying_at(by, now + 6.5)


def test_a_skipped_seats_spot_shows_the_moon_that_skipped_it() -> None:
    _app, scr, now = table()
    pl = ui(scr)
    s = ((scr.viewer or 0) + 1) % 4
    pl.on_events([{"type": "turn", "turn": 44, "seat": s}, {"type": "skip", "seat": s, "skips": 0}], now + 1)
    lay = scr.lay
    assert lay is not None
    dl = DisplayList()
    pl.draw_center(dl, lay.center, scr.view(), now + 1 + SAY_S)
    spot = pl.spots[f"seat{s}"]
    moons = [op for op in dl.ops if op[0] == "T" and op[3] == "月" and spot.x <= float(op[1]) <= spot.r
             and spot.y <= float(op[2]) <= spot.b]
    assert moons, "no moon in the skipped seat's spot"


def test_the_recap_says_who_cast_the_moon() -> None:
    _app, scr, _now = table()
    pl = ui(scr)
    me = scr.viewer or 0
    mine = pl.recap_line({"type": "skip_added", "seat": (me + 2) % 4, "skips": 1, "by": me})
    assert mine is not None and mine.startswith("你") and pl.name((me + 2) % 4) in mine, mine
    on_me = pl.recap_line({"type": "skip_added", "seat": me, "skips": 1, "by": (me + 1) % 4})
    assert on_me is not None and on_me.startswith(pl.name((me + 1) % 4)) and "你" in on_me, on_me


def test_the_bar_offers_nothing_till_the_deal_has_landed() -> None:
    """#4: at a song's start the prompt and 提示/栖 were lit while the cards still flew to the seats;
    they come with the deal's last card (the table caches the bar by its version, which stands still)."""
    for seed in range(1, 12):
        app, scr = opened(seed)
        now = 0.2
        app.frame(now)
        pl = ui(scr)
        if scr.view().get("first") != scr.viewer:
            continue
        assert pl.deal_end > now + 1
        while now < pl.deal_end - 0.1:
            assert app.state()["buttons"] == [] and pl.prompt_hint(scr.view()) is None
            now += 0.1
            app.frame(now)
        app.frame(pl.deal_end + 0.05)
        assert any(b["enabled"] for b in app.state()["buttons"]), app.state()["buttons"]
        return
    raise AssertionError("the player opened no song in seeds 1-11")


def test_the_undo_window_can_be_closed_at_once() -> None:
    """#1: a 2.5 s wait after every play with nothing to decide: beside the draining 且慢, 继续 ends the
    window now (the window still closes by itself); laptop and phone, in cells the bar already has.
    (Against bots the table now keeps the play as the next bot plays, with no 继续: test_huaniao_pt17;
    继续 stays where the window runs whole: a person at another seat, a window chosen longer.)"""
    seen = []
    for w, h in ((1366, 768), (390, 844)):
        app, scr, now = table(w=w, h=h, seed=2, actions=6)
        ui(scr).window_close = lambda _view: None  # type: ignore[method-assign]  # (a window run whole)
        rng = SplitMix64(5)
        for _ in range(200):  # the player plays (a dance's target or gift too) till its window opens
            st = app.state()
            if (st.get("prompt") or {}).get("type") == "commit" and st["viewer"] in st["people_to_act"]:
                break
            hid = next_tap(st, rng)
            hit = next((hh for hh in st["hits"] if hh["id"] == hid), None)
            if hit is not None:
                app.tap_at(*center(hit), now)
            now += 0.1
            app.frame(now)
        st = app.state()
        if (st.get("prompt") or {}).get("type") != "commit":
            continue
        go = next(b for b in st["buttons"] if b["id"] == "btn:go")
        assert go["enabled"] and "btn:undo" in {b["id"] for b in st["buttons"]}
        turn = scr.view().get("turn")
        hit = next(hh for hh in st["hits"] if hh["id"] == "btn:go")
        now += 1.0  # (past the bar's guard against a tap meant for the play)
        app.frame(now)
        x, y, bw, bh = hit["rect"]
        app.tap_at(x + bw / 2, y + bh / 2, now)
        app.frame(now + 0.05)
        assert scr.view().get("turn") != turn or (scr.view().get("prompt") or {}).get("type") != "commit"
        seen.append(w)
    assert seen == [1366, 390], seen


def test_a_phones_raised_card_is_ringed_in_glowing_gold() -> None:
    """#5: on a phone a raised card of the lower row rose a few px with a thin red edge, hard to see
    under a thumb; it is ringed in glowing gold too (a laptop's rises clearly: no ring)."""
    for w, h, ringed in ((390, 844, True), (1366, 768, False)):
        app, scr, now = table(w=w, h=h, seed=2)
        pl = ui(scr)
        key = pl.card_key(pl.hand(scr.view())[-1])
        scr.selected[:] = [key]
        out = app.frame(now + 0.5)
        glows = [op for op in out["ops"] if op[0] == "D" and op[2] == RAISED_GLOW]
        assert bool(glows) == ringed, (w, glows)


def test_a_combo_is_one_message_at_a_time() -> None:
    """FIXERS (play-test 14: two banners at once): a combo's call at its seat gives way as its banner
    comes across the table, and 凉风有幸's receivers are named in that banner, not in a second call."""
    _app, scr, now = table(seed=3)
    pl = ui(scr)
    me = scr.viewer or 0
    bot = (me + 1) % 4
    now += 5
    pl.on_events([{"type": "play", "seat": bot, "op": "wu", "kind": "liangfeng",
                   "cards": [{"id": 54, "face": "F"}, {"id": 55, "face": "F"}]}], now)
    landed = pl.banners[-1][2]
    assert pl.banners[-1][1] == "combo" and landed > now and pl.saying_at(bot, now + 0.1)
    assert not pl.saying_at(bot, landed + 0.05)  # the banner says it now
    pl.on_events([{"type": "give", "from": bot, "to": t} for t in range(4) if t != bot], landed + 0.5)
    text, style, start = pl.banners[-1]
    assert style == "combo" and start == landed and "→" in text, text
    assert not pl.saying_at(bot, landed + 0.6)


def test_a_phones_combo_banner_lies_over_one_seats_play_not_the_tune_track() -> None:
    """Play-test 15 (phone): "你 · 舞，花鸟风月" lay over both side seats' plays; it took the tune track's row
    then, which play-test 38 #3 found over 调：空 and the notes: it lies on one row of plays, clear of the track."""
    app, scr, now = table(390, 844, seed=2, actions=10)
    pl = ui(scr)
    app.frame(now)
    pl.banner("电脑1 · 舞，花鸟风月", "combo", now + 0.1)
    app.frame(now + 0.5)
    box, sc = pl.spots["banner"], pl.spots["scale"]
    assert not box.intersects(sc), (box, sc)
    cards = [v for k, v in pl.spots.items() if k.startswith("lie") and v.w > 0 and v.h > 0]
    assert sum(box.intersects(v.inset(2)) for v in cards) <= 1, (box, cards)


def test_a_forced_discard_flashes_no_button_and_no_clock() -> None:
    """Play-test 16 #2: a limit discard among identical birds showed "弃鸟" and a 15 s clock for the
    beat before the table sent it; a discard with a choice keeps its button and clock."""
    _app, scr, _now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer or 0
    hand = pl.hand(scr.view())
    view = {**scr.view(), "prompt": {"type": "discard", "count": 1}}
    scr.client.people_to_act = lambda: [me]  # type: ignore[method-assign]
    one = [{"a": "discard", "cards": [hand[0]["id"]]}]
    pl.legal_now = lambda: one  # type: ignore[method-assign]
    picked = [hand[0]]
    assert not [b for b in pl.buttons(view, picked) if b.id in ("discard", "hint")]
    assert not pl.clock_shown(view)
    two = [*one, {"a": "discard", "cards": [hand[1]["id"]]}]
    pl.legal_now = lambda: two  # type: ignore[method-assign]
    assert [b.id for b in pl.buttons(view, picked) if b.id == "discard"] == ["discard"]
    assert pl.clock_shown(view)
