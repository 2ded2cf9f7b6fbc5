"""花鸟风月 play-test 30: what a player lost at the table (FIXERS session 30, 花鸟风月)."""

from __future__ import annotations

import pytest
from test_huaniao_table import opened, table, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.huaniao_plays import Spot, draw_spot
from pygame_core.ui.games.huaniao_recap import Recap
from pygame_core.ui.games.huaniao_sheet import SheetCtx, draw_rows
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_seats import count_back, seat_face
from pygame_core.ui.widgets import CardFace


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_double_tap_whose_first_release_came_late_still_plays(w: int, h: int) -> None:
    """#1 (025507-moon3): a 310 ms double click on a busy page read as select then put down ("tap twice
    quickly"): its first release reached the page late, the two presses 0.5+ s apart. The window runs
    from the first press's release, as the phones count a double tap."""
    checked = 0
    for seed in range(1, 9):
        app, scr, now = table(w, h, seed=seed, actions=4 + seed, timers=True)
        pl, view = ui(scr), scr.view()
        if (view.get("prompt") or {}).get("type") != "main":
            continue
        one = [c for c in pl.hand(view) if len(pl.plays(view, [c])) == 1 and c["face"] != "Y"]
        if not one:
            continue
        app.frame(now)
        key = pl.card_key(one[0])
        x, y = center(next(h for h in app.state()["hits"] if h["id"] == f"card:{key}"))
        before = app.state()["actions"]
        app.handle({"t": "down", "x": x, "y": y}, now + 1.0)
        app.handle({"t": "up", "x": x, "y": y}, now + 1.35)  # the page busy: the release read late
        app.frame(now + 1.4)
        assert scr.selected == [key]
        app.tap_at(x, y, now + 1.75)  # 0.75 s after the first press, 0.4 s after its release
        assert app.state()["actions"] > before, (seed, key)
        checked += 1
    assert checked >= 2, checked


def test_extra_operations_that_time_out_are_said() -> None:
    """#2: a timed-out extra operation (还可行 N 次) ended the turn unsaid; its end is called at the seat."""
    for seed in (10, 11):
        app, scr = opened(seed, speed="instant", timers=True, preset={"huaniao": "full"})
        pl, rng, now = ui(scr), SplitMix64(seed), 0.2
        for _ in range(400):
            app.frame(now)
            st = app.state()
            if (scr.view().get("prompt") or {}).get("type") == "extra" and scr.viewer in st["people_to_act"]:
                break
            hid = next_tap(st, rng) if scr.viewer in st["people_to_act"] else None
            h = next((x for x in st["hits"] if x["id"] == hid), None)
            if h is not None:
                app.tap_at(*center(h), now)
            now += 0.3
        else:
            raise AssertionError(f"seed {seed}: no extra prompt")
        seen: set[str] = set()
        for _ in range(400):  # nothing pressed till the prompt is gone
            now += 0.1
            app.frame(now)
            said = pl.said.get(scr.viewer or 0)
            seen.update([said[0]] if said else [])
            if (scr.view().get("prompt") or {}).get("type") != "extra" and seen:
                break
        assert any("超时" in s and "作罢" in s for s in seen), (seed, seen)


def test_a_phones_pool_says_its_points_at_a_size_one_reads() -> None:
    """#5 text (025947-ph-w1): the pool's cards said "3点" at ~7 px on a phone; 10 px at the least now."""
    checked = 0
    for seed in (1, 2, 3):
        app, scr, now = table(390, 844, seed=seed, actions=8)
        lay = scr.lay
        assert lay is not None
        ops = app.frame(now + 2.0)["ops"]
        pts = [op for op in ops if op[0] == "T" and str(op[3]).endswith("点") and float(op[2]) < lay.hand.y]
        checked += len(pts)
        assert all(float(op[4]) >= 10 for op in pts), (seed, [(op[3], op[4]) for op in pts])
    assert checked >= 3, checked


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_callout_waits_for_the_banner_it_would_lie_on(w: int, h: int) -> None:
    """#4 (030817-f2-1, 030907-f2-4): "雀舞满山：你 摸到 鸟月月" lay over the 雀舞满山 banner. A callout whose
    place a banner covers waits for it to go, then shows whole (one at a time)."""
    waited = 0
    for seed in range(1, 7):
        app, scr, now = table(w, h, seed=seed, actions=4 + seed)
        pl, me = ui(scr), scr.viewer or 0
        pl.banner("电脑3 · 舞，雀舞满山", "combo", now + 0.01)
        app.frame(now + 0.5)
        band = pl.spots.get("loud")
        assert band is not None
        pl.say_at(me, "雀舞满山：你 摸到 鸟月月", now + 0.5, life=3.0)
        drawn = []
        for t in (0.6, 1.5, 2.0, 3.0, 4.5):
            ops = app.frame(now + t)["ops"]
            said = [op for op in ops if op[0] == "T" and "雀舞满山：" in str(op[3])]
            assert t > 2.2 or not any(band.contains(float(op[1]), float(op[2])) for op in said), (seed, t, band)
            mine = pl.said.get(me, ("", 0.0))[0] == "雀舞满山：你 摸到 鸟月月"  # (not yet said over by the next)
            drawn.append(bool(said) if mine else None)
        if drawn[0] is False:  # it waited: shown after the banner, its whole life
            waited += 1
            assert drawn[3:] == [True, True] or drawn[3] is None, (seed, drawn)
    assert waited >= (w > 1000), waited  # (a phone's callout has a slot of its own)


def test_the_players_own_limit_discard_stays_in_the_round_review() -> None:
    """#5 (024902-w1): the player's own limit discard (the rules' doing) had no callout left: the review's
    four lines dropped it first with the others' discards ("你 弃牌 鸟" in the log only). It stays."""
    rc = Recap()
    evs = [{"type": "play", "seat": 1}, {"type": "play", "seat": 2}, {"type": "give", "from": 2, "to": 0},
           {"type": "discard", "seat": 3}, {"type": "discard", "seat": 0}, {"type": "play", "seat": 3}]
    for ev in evs:
        rc.note(ev, 0, lambda e: f"{e['type']} {e.get('seat', e.get('from'))}", lambda names: "", str)
    rc.turn()
    assert rc.fit(4) == ["play 2", "give 2", "discard 0", "play 3"], rc.fit(4)


def test_the_hand_closes_up_at_once_after_the_players_own_play() -> None:
    """#5 (025007-dbl-bai): after a double-tapped 百 the hand kept a gap where it was (held 0.3 s before it
    slid): no card is asked for then, so the cards slide together at once."""
    checked = 0
    for seed in range(1, 9):
        app, scr, now = table(seed=seed, actions=4 + seed)
        pl, view = ui(scr), scr.view()
        if (view.get("prompt") or {}).get("type") != "main":
            continue
        one = [c for c in pl.hand(view) if len(pl.plays(view, [c])) == 1 and c["face"] != "Y"]
        if not one or len(pl.hand(view)) < 3:
            continue
        app.frame(now)
        was = dict(pl.hand_at)
        key = pl.card_key(one[0])
        x, y = center(next(h for h in app.state()["hits"] if h["id"] == f"card:{key}"))
        app.tap_at(x, y, now + 0.1)
        app.tap_at(x, y, now + 0.3)
        app.frame(now + 0.32)
        app.frame(now + 0.45)  # 0.13 s on: every card on its way to its new place
        moved = [k for k, r in pl.hand_at.items() if k in was and abs(pl.placed(k, r, now + 0.45).x - was[k].x) > 2]
        assert moved, seed
        checked += 1
    assert checked >= 2, checked


def test_a_plates_first_line_keeps_clear_of_its_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """#5 (025550-moon-c3): "跳过×1 · 剩一张" ran under the count's card back (1) of a laptop's plate with
    its total; the flags split onto two lines there, the first clear of the count."""
    app, scr, now = table(seed=2)
    pl, me = ui(scr), scr.viewer or 0
    view = dict(scr.view())
    view["seats"] = [dict(x) for x in view["seats"]]
    for s in range(4):
        view["seats"][s].update(skips=1, eff_limit=10, count=1)
    monkeypatch.setattr(scr, "match_total", lambda _s: "总分 -2")
    app.frame(now + 0.1)
    for s in range(4):
        if s == me:
            continue
        r = pl.seat_rect(s)
        cx, _cy, rad = seat_face(r)
        lines = pl.seat_info(view, s).lines
        assert lines and text_width(lines[0], 12) <= count_back(r).x - 4 - (cx + rad + 8), (s, lines)
        assert pl.tx("skips", n=1) in lines[0] and pl.tx("one_left") in lines[1], (s, lines)


def test_the_players_clock_waits_for_what_moves_not_for_a_callout() -> None:
    """#2 (031128-tm-poll: 须弃 came with a combo still on, its clock running): the clock stands while a
    banner, a combo or a flight still shows; a seat's callout or a new card's glow (~3.5 s at every prompt)
    does not stop it, nor is 且慢's window held."""
    checked = 0
    for seed in range(1, 7):
        app, scr, now = table(seed=seed, actions=4 + seed)
        pl, t = ui(scr), now + 10.0
        app.frame(t)  # the table settled
        view = scr.view()
        if (view.get("prompt") or {}).get("type") != "main" or pl.moving(t + 0.1):  # (a forced 栖 went)
            continue
        pl.say_at(((scr.viewer or 0) + 1) % 4, "电脑1 · 诵", t)
        assert pl.animating(t + 0.1) and not pl.holds_clock(view, t + 0.1), seed
        pl.banner("电脑3 · 舞，雀舞满山", "combo", t + 0.2)
        assert pl.holds_clock(view, t + 0.5), seed
        commit = dict(view, prompt={"type": "commit"})
        assert not pl.holds_clock(commit, t + 0.5), seed
        checked += 1
    assert checked >= 2, checked


def test_a_phones_result_hands_do_not_overlap_past_reading() -> None:
    """#4 (030617-ph2-w10): an 8-card hand lay in ~120 px of overlapped mini-cards on a phone's sheet; a hand
    that would overlap shows each face once with its count (鸟 ×4)."""
    app, scr, now = table(390, 844, seed=2)
    pl = ui(scr)
    birds = [{"id": i, "face": "B"} for i in range(4)]
    hand = [*birds, {"id": 10, "face": "1"}, {"id": 11, "face": "1"}, {"id": 20, "face": "2"}, {"id": 30, "face": "H"}]
    view = {"result": {"winner": 1, "points": [9, 4, 11, 7], "hands": [hand, hand[4:6], hand[:3], hand[5:]]}}
    ctx = SheetCtx("zh-Hans", str, pl.face, lambda *a, **k: "", lambda p: "", [4.0, 19.0, -15.0, -8.0], 0)
    dl = DisplayList()
    draw_rows(dl, Rect(20, 100, 350, 300), view, ctx, True)
    row0 = [op for op in dl.ops if op[0] == "R" and 100 + 20 <= float(op[2]) < 100 + 20 + 46 and float(op[3]) < 30]
    xs = sorted({float(op[1]) for op in row0 if float(op[4]) >= 26})  # (tiles 28 px tall with counts: pt36 #4)
    assert len(xs) == 4 and all(b - a >= 22 for a, b in zip(xs, xs[1:], strict=False)), xs
    assert any(op[0] == "T" and op[3] == "×4" and float(op[4]) >= 11 for op in dl.ops)


def test_a_sheets_small_cards_draw_their_glyph_so_that_ten_stays_ten() -> None:
    """030232-ph-result: a phone's sheet drew 十 at ~18 px in the serif, its crossbar gone ("卜"); the glyph of a
    card that small is in bold sans, as a phone's chip of its own play."""
    app, scr, now = table(390, 844, seed=2)
    pl = ui(scr)
    hand = [{"id": 10, "face": "1"}, {"id": 20, "face": "2"}]
    view = {"result": {"winner": 1, "points": [3, 0, 0, 0], "hands": [hand, [], [], []]}}
    ctx = SheetCtx("zh-Hans", str, pl.face, lambda *a, **k: "", lambda p: "", [0.0] * 4, 0)
    dl = DisplayList()
    draw_rows(dl, Rect(20, 100, 350, 300), view, ctx, True)
    ten = [op for op in dl.ops if op[0] == "T" and op[3] == "十"]
    assert ten and all(op[7] == "b" and op[8] == "a" for op in ten), ten


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_seat_that_plays_on_says_so_on_its_plate(w: int, h: int) -> None:
    """#5 (030733-full-3): a bot went from 10 cards to 1 in a turn (万紫千红, then two more 诵) and only the log
    said why ("电脑2 还可行 2 次"); its plate says it while it plays on."""
    app, scr, now = table(w, h, seed=2)
    pl, me = ui(scr), scr.viewer or 0
    view = dict(scr.view(), phase="extra", active=(me + 2) % 4, extra_ops=2)
    app.frame(now + 0.1)
    assert any(pl.tx("extra_left", n=2) in ln for ln in pl.seat_info(view, (me + 2) % 4).lines)
    assert not any(pl.tx("extra_left", n=2) in ln for ln in pl.seat_info(view, (me + 1) % 4).lines)


def test_no_label_shows_through_a_banner() -> None:
    """#3 (025343/025344-tianxia: English 'Heav…' of "You · Heaven and earth" under the banner): a spot's label
    that a banner lies on is not drawn under it."""
    checked = 0
    for seed in (1, 2, 3, 4, 5):
        app, scr, now = table(seed=seed, actions=4 + seed, lang="en")
        pl, me = ui(scr), scr.viewer or 0
        pl.banner("You · Heaven and earth", "combo", now + 0.01)
        app.frame(now + 0.5)
        ops = app.frame(now + 0.6)["ops"]
        band, lab = pl.spots.get("loud"), pl.spots.get(f"label{me}")
        if band is None or lab is None or not band.intersects(lab):
            continue
        checked += 1
        under = [op[3] for op in ops if op[0] == "T" and band.contains(float(op[1]), float(op[2]))
                 and str(op[3]).startswith("You") and op[3] != "You · Heaven and earth"]
        assert not under, (seed, under)
    assert checked >= 1, checked


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_combos_deals_fly_once_it_has_landed(w: int, h: int) -> None:
    """#4 (030017-ph-queyu-04): 雀舞满山's draws flew with its cards, under its banner, a heap on a phone; what a
    combo deals leaves once its cards have landed and been called (a plain play's follow as before)."""
    app, scr, now = table(w, h, seed=2)
    pl, me = ui(scr), scr.viewer or 0
    other = (me + 1) % 4
    combo = {"type": "play", "seat": other, "op": "wu", "kind": "queyu", "cards": [{"id": 90, "face": "B"}] * 4}
    draw = {"type": "draw", "seat": (me + 2) % 4, "card": None, "why": "dance"}
    at = pl._fly(combo, now, 0.0)
    f = pl.play_flight
    assert f is not None
    pl._fly(draw, now, at)
    went = pl.flying.items[-1]
    assert went.t0 >= f.t0 + f.duration + 0.3, (went.t0, f.t0 + f.duration)
    plain = dict(combo, op="song", kind=None)
    assert pl._fly(plain, now, 0.0) == pytest.approx(0.4)


def test_a_timeouts_draw_clears_an_older_skip_from_the_players_spot() -> None:
    """#5 (025543-h2-my): the player's spot kept "你 · 被电脑3月照 / 跳过" from turn 16 at turn 24, though its turn 20
    had timed out (a penalty draw): its spot says that draw, not the older skip."""
    app, scr, now = table(seed=2)
    pl, me = ui(scr), scr.viewer or 0
    pl.on_events([{"type": "skip", "seat": me}], now)
    assert me in pl.skipped
    pl.on_events([{"type": "timeout", "seat": me}, {"type": "draw", "seat": me, "why": "penalty",
                                                     "card": {"id": 77, "face": "3"}}], now + 1.0)
    assert me not in pl.skipped


def test_pt31_the_players_spot_forgets_wait_after_a_timeouts_draw_and_says_it_whole() -> None:
    """Play-test 31 #4 (053528-phone-undo, 053602): after 且慢 the phone's band cut its words ("且慢 · / 重出这")
    and kept them after a timeout's penalty draw; they are short now and go with that draw."""
    _app, scr, now = table(390, 844, seed=2)
    pl, me = ui(scr), scr.viewer or 0
    pl.on_events([{"type": "undo", "seat": me, "text": "风过无痕，月照无意"}], now)
    assert pl.retaking and len(pl.tx("retake")) <= 7
    pl.on_events([{"type": "timeout", "seat": me}, {"type": "draw", "seat": me, "why": "penalty",
                                                     "card": {"id": 77, "face": "3"}}], now + 1.0)
    assert not pl.retaking


def test_pt31_a_low_spots_label_keeps_one_line() -> None:
    """Play-test 31 #4 (054152-phone3-moon): the band's "舞·月照" wrapped as "舞·月 / 照"; it shrinks to 11 px
    on one line first."""
    dl = DisplayList()
    draw_spot(dl, Rect(0, 0, 120, 40), Spot("舞·月照", [{"id": 1, "face": "Y"}]), lambda c: CardFace("月"), False)
    lines = [op for op in dl.ops if op[0] == "T" and "舞" in str(op[3])]
    assert len(lines) == 1 and lines[0][3] == "舞·月照" and float(lines[0][4]) >= 11, lines
