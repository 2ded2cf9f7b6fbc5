"""够级 session 16 (fix-gouji, play-test 6): the hand's end says why it ended and stamps each seat by its
own points."""

from __future__ import annotations

import pytest
from test_gouji_clock import timed_app, wait_for_prompt
from test_gouji_land import gouji, land
from test_gouji_playtest6 import in_play
from test_gouji_table import SIZES, inside, meet, press, table, view_of

from pygame_core.games.gouji.cards import VALUE
from pygame_core.games.gouji.table import LEAD_S, LIMITS, TIMING
from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji import partner
from pygame_core.ui.games.gouji.calls import CROWN_HOLD_S, OTHERS_DUEL_S
from pygame_core.ui.games.gouji.fanfare import WORD
from pygame_core.ui.games.gouji.fly import SEAT_PLAY_S
from pygame_core.ui.games.gouji.ledger import entry_line
from pygame_core.ui.games.gouji.moments import FINALE_S
from pygame_core.ui.geom import Rect
from pygame_core.ui.screen import SETTINGS_KEY
from tests.gouji.helpers import pos, run


def test_the_hands_end_names_the_team_out_and_stamps_each_seat_by_its_points() -> None:
    """Play-test 6 (61, 62, P18): the viewer's forced 4 4 4 and 3 went by themselves, the viewer went out
    fifth and 甲 was all out; the finale said "我方先走完" to a player who thought they still held cards,
    and stamped the viewer's 负 on teammates at +4 and +2. Now it says why the hand ended, the three
    named with their places, and each seat gets its own seal and ring."""
    ui = gouji()
    me = ui.me()
    rel = {k: (me + k) % 6 for k in range(6)}  # 电脑k sits k seats after the viewer
    places = [0] * 6
    for seat, place in ((rel[4], 1), (rel[3], 2), (rel[2], 3), (rel[5], 4), (rel[0], 5), (rel[1], 6)):
        places[seat] = place
    pts = [0] * 6
    for seat, p in ((rel[0], -4), (rel[1], -8), (rel[2], 2), (rel[3], 6), (rel[4], 4), (rel[5], 0)):
        pts[seat] = p
    land(ui, {"type": "hand_end", "places": places, "points": pts, "winner_team": me % 2})
    f = ui.moments.finale
    assert f is not None and f.mark == "胜"  # (the team's: out first; the player's −4 in the title, pt28 #5)
    assert f.sub == "甲队三家都走完：电脑4 头科、电脑2 三科、你 二落", f.sub
    seats = {s: Rect(40 + 200 * s, 300, 150, 52) for s in range(6)}
    dl = DisplayList()
    ui.moments.draw(dl, 1366, 768, 50.0 + FINALE_S / 2, lambda s: seats[s])
    for k, want in ((4, "胜"), (2, "胜"), (3, "胜"), (1, "负")):
        s = rel[k]
        got = [op[3] for op in dl.ops if op[0] == "T" and abs(op[1] - (seats[s].r - 6)) < 1
               and abs(op[2] - seats[s].y - 4) < 2]
        assert got == [want], (k, got)
        ring = th.GOLD if want == "胜" else th.CINNABAR
        assert any(op[0] == "R" and op[7] == ring and abs(op[1] - (seats[s].x - 4)) < 1 for op in dl.ops), k
    level = seats[rel[5]]  # 电脑5 at 0: no seal, no ring
    assert not any(op[0] == "R" and abs(op[1] - (level.x - 4)) < 1 and op[7] is not None for op in dl.ops)
    assert f.sub in [op[3] for op in dl.ops if op[0] == "T"]


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("n", [1, 5, 8])
def test_every_seats_largest_play_keeps_off_every_plate_and_the_top_bar(w: int, h: int, n: int) -> None:
    """Play-test 6 (P14, P17, L14, 72): played cards lay over seat plates, a team badge, the 第1局 chip.
    Every seat's play, in the air from its first frame and where it lands, in 四户乱缠 too (its name
    called), keeps off every plate and the top bar, at a laptop, an upright phone and one on its side; but
    its own badge, which it leaves in the air (pt19 #3: plays appeared rather than flew)."""
    app, scr, ui, lay = in_play(w, h)
    ids = [c for c, v in enumerate(VALUE) if v == 9][:4] + [c for c, v in enumerate(VALUE) if v == 15][:4]
    keep = [*lay.seats.values(), lay.top]
    called = 0
    for chaos in (False, True):
        for seat in range(6):
            ui.round.clear()
            ui.flying.clear()
            t0 = 500.0
            view = {**scr.view(), "phase": "play", "chaos": chaos}
            ui.on_events([{"type": "play", "seat": seat, "cards": ids[:n], "kind": "lead"}], t0)
            for dt in (0.0, 0.05, 0.1, 0.2, 0.3, 0.6):
                dl = DisplayList()
                ui.draw_center(dl, lay.center, view, t0 + dt)
                flying = [r for f in ui.flying.items for r in f.rects(t0 + dt)]
                pills = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[7] == th.GOLD
                         and op[6] in (th.CINNABAR, "rgba(20,16,12,0.86)")]  # its name called ("八个9")
                drawn = [r for rs in ui.play_rects.values() for r in rs] + flying + pills
                own = lay.seats.get(seat) if dt < SEAT_PLAY_S else None  # (pt19 #3: a play leaves its own
                hit = [(r, k) for r in drawn for k in keep if meet(r, k) and k is not own]  # badge, flying out)
                assert not hit, (seat, chaos, dt, hit)
            assert ui.play_rects.get(seat), seat
            called += bool(ui.moments.called(seat, t0 + 0.6))
    assert called


def test_a_partners_play_is_passed_by_itself_unless_the_pass_is_a_real_choice() -> None:
    """Play-test 6 (17, 19, 21, 34, 42): 过 pressed after every teammate's play. On by default, the table
    passes a partner's play for the viewer, said in the callout; it still asks in 四户乱缠, 待发四, when
    the viewer could open by beating it, and never passes for the viewer on an opponent's play."""
    ui = gouji()
    assert partner.switch_on({})  # on by default (play-test 32 #3; pt11 D1 had it off; make_app pins it off)
    ui.table.app.settings[partner.SETTING] = True
    me = ui.me()
    mate, opp = (me + 2) % 6, (me + 3) % 6
    legal = [{"a": "pass"}, {"a": "play", "cards": ["9", "9"]}]
    top = {"top": ["7", "7"], "open": ["N"] * 6, "heads": [True] * 6}
    opps = [(me + 1) % 6, (me + 3) % 6, (me + 5) % 6]  # every opponent passed (play-test 11: else asked)
    auto = ui.auto_answer(view_of(mate, opps, **top), legal)
    assert auto is not None and auto.action == {"a": "pass"} and auto.label == ""  # silent (pt36 #1)
    assert ui.auto_answer(view_of(opp, [], **top), legal) is None  # an opponent's: the viewer decides
    assert ui.auto_answer(view_of(mate, opps, chaos=True, **top), legal) is None  # 四户乱缠
    pending = {**top, "open": ["P" if s == me else "N" for s in range(6)]}
    assert ui.auto_answer(view_of(mate, opps, **pending), legal) is None  # 待发四: the lead confirms it
    kings = [{"a": "pass"}, {"a": "play", "cards": ["K", "K"]}]  # a pure gouji: the viewer could open
    assert ui.auto_answer(view_of(mate, opps, **top), kings) is None
    opened = {**top, "open": ["O" if s == me else "N" for s in range(6)]}
    assert ui.auto_answer(view_of(mate, opps, **opened), kings) is not None  # opened already: nothing to win
    headless = {**top, "heads": [s != me for s in range(6)]}
    assert ui.auto_answer(view_of(mate, opps, **headless), kings) is not None  # no head: cannot open
    helped = [{"a": "pass"}, {"a": "play", "cards": ["K", "2"]}]  # a helper 2: gouji, but it opens nothing
    assert ui.auto_answer(view_of(mate, opps, **top), helped) is not None
    plays = [{"a": "play", "cards": ["9", "9"]}, {"a": "play", "cards": ["T", "T"]}]
    assert ui.auto_answer(view_of(mate, opps, **top), plays) is None  # no pass allowed
    # play-test 7: asked once after a partner's K K, "inconsistent?": the strip says why it asks
    ui._legal = lambda: kings  # type: ignore[method-assign]
    assert ui.prompt_hint(view_of(mate, opps, **top)) == "联邦的牌：你能用够级牌管上开点，你定"
    ui._legal = lambda: legal  # type: ignore[method-assign]
    assert ui.prompt_hint(view_of(mate, opps, chaos=True, **top)) == "联邦的牌：四户乱缠，过不过你定"
    assert ui.prompt_hint(view_of(mate, opps, **pending)) == "联邦的牌：你待发四，要不要抢牌权你定"
    assert ui.prompt_hint(view_of(opp, [], **top)) is None
    # play-test 36 #1 (the lead's decision, 多乐's way): passed while an opponent is still in too (play-test 11's
    # 028 asked there); the switch is the player's
    assert ui.auto_answer(view_of(mate, opps[:2], **top), legal) is not None
    yielded = [s == (mate + 3) % 6 for s in range(6)]  # the partner's opposite 让: it has the last word
    assert ui.auto_answer(view_of(mate, opps, yielded=yielded, **top), legal) is not None


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_the_partner_switch_shows_at_the_table_flips_and_is_kept(w: int, h: int) -> None:
    app, scr, ui, lay = in_play(w, h)
    app.frame(900.0)
    hit = next((x for x in app.state()["hits"] if x["id"] == "gj:partner"), None)
    assert hit is not None, [x["id"] for x in app.state()["hits"]]
    r = Rect(*hit["rect"])
    assert r.w >= 44 and r.h >= 32 and inside(r, lay.center)
    texts = [str(op[3]) for op in app.dl.ops if op[0] == "T" and op[1] >= r.x and op[1] <= r.r
             and r.y <= op[2] <= r.b]
    assert any("关" in t for t in texts), texts  # (make_app pins it off: the default is on, test_gouji_pt32)
    drawn = [x for x in app.state()["hits"] if x["id"] != "gj:partner" and meet(Rect(*x["rect"]), r)
             and not x["id"].startswith(("tip", "card:", "gj:table"))]
    assert not drawn, drawn  # nothing else to tap there
    press(app, "gj:partner", 901.0)
    assert app.settings["gouji_partner_pass"] is True and ui.partner_on
    press(app, "gj:partner", 901.5)
    assert app.settings["gouji_partner_pass"] is False and not ui.partner_on
    mate = (ui.me() + 2) % 6
    view = view_of(mate, [], top=["7"], open=["N"] * 6, heads=[True] * 6)
    assert ui.auto_answer(view, [{"a": "pass"}, {"a": "play", "cards": ["9"]}]) is None  # asked again
    assert '"gouji_partner_pass": false' in (app.storage.get(SETTINGS_KEY) or "")


def test_the_clock_gives_a_lead_more_time_and_a_timeout_drops_the_selection() -> None:
    """Play-test 6 (P11-P13): 15 s ran out while the player picked three 7s on a phone, the three stayed
    lifted after the table's 过, and a declined 预点 counted as a timeout toward 托管. Now 25 s to lead and
    20 s to follow; a turn that goes drops the selection; a call the table declines is no timeout."""
    app = timed_app()
    scr, ui = table(app)
    me = scr.viewer
    assert me is not None
    now = wait_for_prompt(app, 0.5, calls=True)
    assert scr.view()["phase"] == "yudian" and scr.client.limit(me) == 15.0
    ply = scr.client.ply()
    while scr.client.ply() == ply:  # nothing pressed: the table declines the call before the clock ends
        now += 0.25
        app.frame(now)
    assert scr.client.remaining(me) is None or scr.view()["phase"] != "yudian"
    assert ui.tuoguan.timeouts == 0 and not ui.tuoguan.on
    seen: set[str] = set()
    for _ in range(60):
        now = wait_for_prompt(app, now + 0.25)
        view = scr.view()
        legal = scr.client.legal(me)
        if view["phase"] != "play" or len(legal) < 2 or ui.auto_answer(view, legal) is not None:
            ply = scr.client.ply()
            while scr.client.ply() == ply:
                now += 0.25
                app.frame(now)
            continue
        kind = "follow" if view.get("top") else "lead"
        assert scr.client.limit(me) == (LIMITS["play"] if kind == "follow" else LEAD_S), (kind, scr.client.limit(me))
        if kind not in seen:
            seen.add(kind)
            card = next(h["id"] for h in reversed(app.state()["hits"]) if h["id"].startswith("card:"))
            press(app, card, now + 0.1)
            assert scr.selected
            ply = scr.client.ply()
            while scr.client.ply() == ply:  # the clock runs out
                now += 0.25
                app.frame(now)
            app.frame(now + 0.25)
            assert scr.selected == [], kind
            assert any(op[0] == "T" and "托管" in str(op[3]) for op in app.dl.ops), app.toast_text  # said (play-test 7
            # D5; pt10 D2: a banner says 超时; pt41 #3: the red pill by the strip says what the next does, no toast)
            said = ui.moments.banners + ui.moments.lane  # (a phone's by the strip, pt36 #2)
            assert any(t.startswith("超时：已为你") for t, _t0, _b in said), said
            ui.tuoguan.stop()
        if "follow" in seen:
            break
    assert "follow" in seen, seen
    lead = pos(turn=0, lead=0, h0="9 9 5 3")  # a lead's limit (no play to beat): 30 s (pt21: 25 ran out on a phone)
    assert TIMING.time_limit(lead, 0, {}, True) == LEAD_S == 30.0
    run(lead, "0: 9 9")
    assert TIMING.time_limit(lead, 1, {}, True) == LIMITS["play"] == 25.0 and TIMING.time_limit(lead, 1, {}, False) is None


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_moments_and_the_tribute_panel_keep_off_the_middles_words(w: int, h: int) -> None:
    """Play-test 6 (P07, P09, P15, P16): the 开 seal and "电脑5 开点!", the 报 seal, "你 报牌" across the
    middle and the 买牌 panel lay over "等待 电脑5 / 电脑5 出牌". Each keeps off those words."""
    app, scr, ui, lay = in_play(w, h)
    me = ui.me()
    view = {**scr.view(), "phase": "play"}
    for k, ev in enumerate([{"type": "open_pending", "seat": (me + 5) % 6}, {"type": "open_pending", "seat": (me + 1) % 6},
                            {"type": "chaos"}, {"type": "out", "seat": (me + 3) % 6, "place": 1}]):
        t0 = 600.0 + 10 * k
        ui.moments.clear()
        ui.opened_seen = set()
        ui.on_events([ev], t0)
        for dt in (0.1, 0.5, 1.0):
            dl = DisplayList()
            ui.draw_center(dl, lay.center, view, t0 + dt)
            words = ui.words_rect
            assert words is not None
            ui.draw_overlay(dl, w, h, t0 + dt, view)
            moments = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] in
                       ("rgba(20,16,12,0.88)", "rgba(20,16,12,0.94)", th.CINNABAR)]
            assert moments, (ev, dt)
            assert not [m for m in moments if meet(m, words)], (ev, dt, words, [m for m in moments if meet(m, words)])
    ui.moments.clear()
    ui.round.clear()
    ui.on_events([{"type": "bought", "seller": (me + 3) % 6, "buyer": me, "card": 0, "paid": 60, "rank": 3}], 700.0)
    dl = DisplayList()
    ui.draw_center(dl, lay.center, {**scr.view(), "phase": "buy_opt", "to_act": [(me + 1) % 6]}, 702.0)
    assert ui.ledger_rect is not None and ui.words_rect is not None
    assert not meet(ui.ledger_rect, ui.words_rect), (ui.ledger_rect, ui.words_rect)


def test_the_revolution_duel_is_a_moment_in_the_middle_held_till_read() -> None:
    """Play-test 6 (72): the bots' 革命 duel went by unseen. Its lead and its answer each cross the middle
    as a big banner, naming who alone may answer and who opened, and the table holds while they are read."""
    ui = gouji()
    me = ui.me()
    rev, o = (me + 1) % 6, (me + 4) % 6
    kings = [c for c, v in enumerate(VALUE) if v == 13][:2]
    aces = [c for c, v in enumerate(VALUE) if v == 14][:2]
    land(ui, {"type": "revolution", "seat": rev}, 100.0)  # (its stake read first: pt10 D3, the bots wait)
    assert ui.busy(105.0)
    land(ui, {"type": "play", "seat": rev, "cards": kings, "kind": "lead", "gouji": True}, 106.0)
    texts = [t for t, _t0, big in ui.moments.banners if big]
    assert "革命对决：电脑1 出对K，只有对门 电脑4 能管" in texts, texts
    t0 = next(t0 for t, t0, _b in ui.moments.banners if t.startswith("革命对决"))  # (after the 革命! band and the stake:
    assert t0 >= 106.0  # one at a time, pt30 #2)
    assert ui.busy(t0 + OTHERS_DUEL_S - 0.2) and not ui.moments.busy(t0 + OTHERS_DUEL_S + 0.1)  # (pt26 #1: a bots' duel)
    land(ui, {"type": "play", "seat": o, "cards": aces, "kind": "normal", "gouji": True}, 109.0)
    assert "电脑4 管上对A：电脑4 开点，电脑1 不再出牌" in [t for t, _t0, _b in ui.moments.banners]
    land(ui, {"type": "play", "seat": (me + 2) % 6, "cards": aces, "kind": "lead"}, 113.0)  # after the duel: none
    assert len([t for t, _t0, _b in ui.moments.banners if t.startswith("革命")]) <= 1
    ui = gouji()
    land(ui, {"type": "revolution", "seat": rev}, 100.0)
    land(ui, {"type": "play", "seat": rev, "cards": kings, "kind": "lead", "gouji": True}, 106.0)
    land(ui, {"type": "pass", "seat": o}, 109.0)
    assert "电脑4 不管：电脑1 开点，发四后不再出牌" in [t for t, _t0, _b in ui.moments.banners]


def test_a_phone_on_its_sides_played_card_shows_its_suit() -> None:
    """Play-test 6 (L13): on a phone on its side a lone played card showed only a big rank."""
    app, scr, ui, lay = in_play(844, 390)
    seat = (ui.me() + 2) % 6
    seven = next(c for c, v in enumerate(VALUE) if v == 7)
    ui.round.clear()
    ui.on_events([{"type": "play", "seat": seat, "cards": [seven], "kind": "lead"}], 800.0)
    dl = DisplayList()
    ui.draw_center(dl, lay.center, {**scr.view(), "phase": "play"}, 801.0)
    r = ui.play_rects[seat][0]
    assert 30 <= r.w < 40, r
    inside_card = [str(op[3]) for op in dl.ops if op[0] == "T" and r.x <= op[1] <= r.r and r.y <= op[2] <= r.b]
    assert "7" in inside_card and any(t in inside_card for t in "♠♥♣♦"), inside_card


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_sort_is_offered_between_turns_too(w: int, h: int) -> None:
    """Play-test 6 (74): 理牌 came only on the player's own turn."""
    app, scr, ui, lay = in_play(w, h)
    now = 900.0
    for _ in range(400):
        app.frame(now)
        if scr.viewer not in scr.client.people_to_act() and scr.view().get("phase") == "play":
            break
        now += 0.25
        hid = next((x["id"] for x in app.state()["hits"] if x["id"] in ("btn:pass", "btn:play")), None)
        if hid == "btn:pass":
            press(app, hid, now)
    else:
        raise AssertionError("the viewer never waited")
    assert "btn:sort" in [x["id"] for x in app.state()["hits"]]
    before = ui.by_sets
    press(app, "btn:sort", now + 0.01)
    assert ui.by_sets != before


def test_first_out_bursts_in_gold_and_holds_the_table() -> None:
    """Play-test 6: "a moment for 头科". Its banner bursts in gold, and the bots wait while it is seen."""
    ui = gouji()
    seat = (ui.me() + 3) % 6
    land(ui, {"type": "out", "seat": seat, "place": 1}, 100.0)
    assert CROWN_HOLD_S <= 1.2  # (pt14: a moment, not a wait)
    assert ui.moments.busy(100 + CROWN_HOLD_S - 0.1) and not ui.moments.busy(100 + CROWN_HOLD_S + 0.1)
    dl = DisplayList()
    ui.moments.draw(dl, 1366, 768, 100.4, lambda s: Rect(40 + 200 * s, 300, 150, 52))
    sparks = [op for op in dl.ops if op[0] == "R" and op[6] in (th.GOLD, WORD) and op[7] is None]  # (session 25:
    assert len(sparks) >= 12, len(sparks)  # its fanfare's, fanfare.py)


def test_the_buying_panel_names_the_buyer_first() -> None:
    """Play-test 7: "你 → 电脑3 · 买3 · ♠3" read as the viewer buying; 电脑3 bought from the viewer."""
    ui = gouji()
    me = ui.me()
    three = next(c for c, v in enumerate(VALUE) if v == 3)
    two = next(c for c, v in enumerate(VALUE) if v == 15)
    ui.ledger.add_buy({"seller": me, "buyer": (me + 3) % 6, "card": three, "paid": two, "rank": 3}, 1.0, 1.5)
    lines = [entry_line(e, ui.name, "zh-Hans") for e in ui.ledger.entries]
    assert lines[0].startswith("电脑3 向 你 买3 · ") and lines[1].startswith("电脑3 → 你 · 付牌"), lines


def test_a_gouji_play_holds_the_bots_a_moment() -> None:
    """Play-test 7 (D1): a chain of 够级 plays went by between two glances: each holds the bots once landed."""
    ui = gouji()
    kings = [c for c, v in enumerate(VALUE) if v == 13][:2]
    nines = [c for c, v in enumerate(VALUE) if v == 9][:2]
    land(ui, {"type": "play", "seat": 2, "cards": nines, "kind": "lead", "gouji": False}, 100.0)
    assert not ui.moments.busy(100.5)
    land(ui, {"type": "play", "seat": 3, "cards": kings, "kind": "normal", "gouji": True}, 200.0)
    t0 = ui.moments.calls[3][1]  # (called as it lands)
    assert ui.moments.busy(t0 + 1.1) and not ui.moments.busy(t0 + 1.3)  # (play-test 8 D4: over a second)
