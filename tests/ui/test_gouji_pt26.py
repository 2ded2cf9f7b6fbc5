"""够级 play-test 26 (FIXERS 够级): what the player has nothing to decide in goes quickly (#1), the tour never
over a prompt (#2), a finished round's passes gone with it (#3), 上一轮 closed by any tap (#4)."""

from __future__ import annotations

import pytest
from test_gouji_playtest5 import at_a_taken_round
from test_gouji_table import drive, make_app, press, table

from pygame_core.ui import theme as th
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji import autoplay
from pygame_core.ui.games.gouji.calls import DUEL_HOLD_S, OTHERS_DUEL_S, moment
from pygame_core.ui.games.gouji.fanfare import OWN_FAN_S
from pygame_core.ui.games.gouji.fly import GIVE_GAP, GIVE_S, OTHERS_GAP
from pygame_core.ui.games.gouji.hand import PHONE_LIFT, RAGGED
from pygame_core.ui.games.gouji.ledger import HOLD_S, OTHERS_HOLD_S
from pygame_core.ui.games.gouji.moments import OWN_SEAT_S, banner_life
from pygame_core.ui.games.gouji.prev import PREV_HIT
from pygame_core.ui.games.gouji.table import LIFT, index_h
from pygame_core.ui.geom import Rect


def in_play(w: int = 1366, h: int = 768):  # type: ignore[no-untyped-def]
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    return app, scr, ui


def test_others_buys_fly_close_and_hold_briefly_the_viewers_as_before() -> None:
    """#1: the bots' 买3/买4 paraded ~3.5 s a round before the first card (0.8 s apart, held 1.4 s)."""
    app, scr, ui = in_play()
    me = scr.viewer
    a, b, c = [(me + k) % 6 for k in (1, 2, 4)]

    def buys(second: int, now: float) -> list[float]:
        """When the cards of two 买3 fly (a's, then ``second``'s), on a clear ledger."""
        ui.ledger.clear()
        ui.flying.items.clear()
        ui.on_events([{"type": "bought", "rank": 3, "buyer": a, "seller": b, "card": 2},
                      {"type": "bought", "rank": 3, "buyer": second, "seller": b, "card": 3}], now)
        return sorted(f.t0 for f in ui.flying.items if f.label)

    t0s = buys(c, 300.0)
    assert t0s[1] - t0s[0] == pytest.approx(OTHERS_GAP) and OTHERS_GAP < GIVE_GAP
    last = t0s[1] + GIVE_S
    assert ui.ledger.busy(last + OTHERS_HOLD_S - 0.05) and not ui.ledger.busy(last + OTHERS_HOLD_S + 0.05)
    assert OTHERS_HOLD_S >= 1.0  # (pt27 #5: the list's last lines, written as their cards land, are read)
    t0s = buys(me, 400.0)
    assert t0s[1] - t0s[0] == pytest.approx(GIVE_GAP)  # the viewer's card: seen going, the list held
    assert ui.ledger.busy(t0s[1] + GIVE_S + HOLD_S - 0.05)


def test_a_bots_revolution_is_said_whole_once_then_in_short_and_its_duel_holds_less() -> None:
    """#1: a bots' 革命 held the table ~11 s (a 95-character stake read 5.7 s, each duel step 2.6 s)."""
    app, scr, ui = in_play()
    me = scr.viewer
    rev = (me + 1) % 6  # neither the viewer nor its opposite
    ui.moments.clear()
    moment(ui, {"type": "revolution", "seat": rev}, 100.0)
    whole = ui.moments.hold_until - 100.0
    ui.moments.clear()
    moment(ui, {"type": "revolution", "seat": rev}, 200.0)  # (a later hand: the words said before)
    start = next(t0 for t, t0, _b in ui.moments.banners if t.startswith("革命"))  # (after the 革命! band: pt30 #2)
    short = ui.moments.hold_until - start
    assert short <= banner_life(False, "x" * 40) < whole
    ui.moments.hold_until = -1.0
    moment(ui, {"type": "play", "seat": rev, "cards": [2, 3, 4, 5, 6]}, 210.0)
    assert ui.moments.hold_until - 210.0 == pytest.approx(OTHERS_DUEL_S) and OTHERS_DUEL_S < DUEL_HOLD_S
    ui.moments.clear()
    moment(ui, {"type": "revolution", "seat": (me + 3) % 6}, 300.0)  # the viewer duels: said whole, held whole
    assert ui.moments.hold_until - 300.0 > banner_life(False, "x" * 40) >= short


@pytest.mark.parametrize("deal", [1, 2, 3, 4, 5, 6])
def test_the_tour_never_covers_a_prompt(deal: int) -> None:
    """#2: the first-game tour came up over the 明点 call: it shows when the player has nothing to decide."""
    app = make_app(390, 844, deal=deal)
    app.settings["tour_off"] = False
    press(app, "start", 0.1)
    scr, ui = table(app)
    seen = []

    def look(a: App) -> bool:
        if scr.touring():
            seen.append(scr.view().get("phase"))
            assert not ui._legal(), (scr.view().get("phase"), ui._legal())
        return bool(seen)

    drive(app, 1.0, seed=deal, until=look)
    assert seen, "the tour never showed"


def test_a_finished_rounds_passes_go_once_the_next_round_is_under_way() -> None:
    """#3: the player's own 过 that ended a round stood at their place into the next round (its flash's 1.6 s)."""
    app, scr, ui = in_play()
    me = scr.viewer
    lead = (me + 1) % 6
    ui.round.clear()
    now = 500.0
    card = int(next(iter(scr.view().get("hand") or [0])))
    ui.on_events([{"type": "play", "seat": lead, "cards": [card]}], now)
    others = [(lead + k) % 6 for k in range(1, 6)]
    for i, s in enumerate(others):
        ui.on_events([{"type": "pass", "seat": s}], now + 1.0 + 0.2 * i)
    t = now + 2.0
    ui.on_events([{"type": "trick_won", "seat": lead}], t)
    assert me in ui.seat_words(t + 0.1)  # (held with the round taken)
    ui.on_events([{"type": "play", "seat": lead, "cards": [card]}], t + 0.4)
    landed = ui.round.lands[lead]
    assert landed < t + 1.6
    words = ui.seat_words(landed + 0.05)
    assert set(words) <= {lead}, words


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844), (844, 390)])
def test_the_last_rounds_panel_closes_on_any_tap_outside_it(w: int, h: int) -> None:
    """#4: 上一轮 stayed open under taps on the table; only its own chip closed it (the apps: any tap outside)."""
    app, scr, ui, now = at_a_taken_round(w, h)
    press(app, PREV_HIT, now)
    app.frame(now + 0.1)
    assert ui.peek_open(now + 0.2)
    lay = scr.lay
    assert lay is not None
    spots = [(x, y) for x in range(int(lay.center.x) + 4, int(lay.center.r), 6)
             for y in range(int(lay.center.y) + 4, int(lay.center.b), 6) if app.dl.hit_at(x, y) is None]
    assert spots, "no bare felt"
    x, y = spots[len(spots) // 2]
    app.tap_at(x, y, now + 0.5)
    assert not ui.peek_open(now + 0.6)  # the bare felt
    press(app, PREV_HIT, now + 1.0)
    app.frame(now + 1.1)
    assert ui.peek_open(now + 1.2)
    bx, by, bw, bh = next(hh["rect"] for hh in app.state()["hits"] if hh["id"].startswith("seat:"))
    assert app.tap_at(bx + bw / 2, by + bh / 2, now + 1.5) not in (PREV_HIT, None)
    assert not ui.peek_open(now + 1.6)  # a seat's badge (its tags' tip)


def test_the_players_own_opening_stays_ringed_at_their_place_after_its_word_lands() -> None:
    """#7: the player's own 开点 could pass unseen: its fanfare's word flew to their place at 2.4 s, the ring there
    was gone at 1.8 s. It stays ``OWN_SEAT_S`` once the word is there; the bots' hold is as before."""
    app, scr, ui = in_play()
    me = scr.viewer
    lay = scr.lay
    assert lay is not None
    ui.moments.clear()
    now = 700.0
    moment(ui, {"type": "opened", "seat": me}, now)
    lands = max(f.since + f.life for f in ui.moments.fanfares)
    assert lands == pytest.approx(now + OWN_FAN_S)
    view = scr.view()
    for t in (lands + 0.1, lands + OWN_SEAT_S - 0.4):
        dl = DisplayList()
        ui.draw_overlay(dl, 1366, 768, t, view)
        rings = [op for op in dl.ops if op[0] == "R" and op[7] == th.GOLD and op[6] is None
                 and Rect(*op[1:5]).intersects(lay.me)]
        assert rings, t
    assert not ui.moments.busy(now + 1.3)  # (the table held as before)


def test_a_phones_selected_card_rises_clearly_never_over_the_bar() -> None:
    """#6: on an upright phone a selected card rose 10 px (a seventh of it), barely seen: it rises ``PHONE_LIFT``, the
    top row's as far as the hand's room allows."""
    app, scr, ui = in_play(390, 844)
    lay = scr.lay
    assert lay is not None
    view = scr.view()
    cards = ui.hand(view)
    rects = ui.hand_rects(lay.hand, view, len(cards))
    keys = [ui.card_key(c) for c in cards]
    mid = next(i for i, r in enumerate(rects) if r.y > rects[0].y + 1 and r.b < rects[-1].b - 1)  # (a middle row's)
    scr.selected = [keys[mid], keys[0]]
    scr.draw(DisplayList(), 390, 844, app.now + 0.1)
    scr.draw(DisplayList(), 390, 844, app.now + 1.0)  # (past the lift's glide)
    got = ui.drawn[int(cards[mid]["id"])]
    behind = max(r.y for r in rects if r.y < rects[mid].y - 1)  # (pt28 #3: a front row's no further than leaves the
    room = rects[mid].y - behind - index_h(rects[mid].w, rects[mid].h)  # index behind it whole)
    assert rects[mid].y - got.y == pytest.approx(max(LIFT, min(PHONE_LIFT, room)), abs=0.5)
    assert PHONE_LIFT >= 0.25 * rects[mid].h
    top = ui.drawn[int(cards[0]["id"])]
    assert top.y >= lay.hand.y - 0.5 and top.y < rects[0].y  # (risen, within the hand's room)
    assert rects[0].y - top.y == pytest.approx(min(PHONE_LIFT, rects[0].y - lay.hand.y), abs=0.5)


def test_a_phone_on_its_side_keeps_tuoguan_away_from_the_play_buttons() -> None:
    """#5: on a phone held landscape 托管 stood right beside 提示 (a mis-tap handed the game to the bot): it stands at
    the bar's far end from 提示 · 过 · 出牌, a whole cell and more away."""
    app, scr, ui = in_play(844, 390)
    now = app.now
    for _ in range(200):
        app.frame(now)
        ids = {x["id"] for x in app.state()["hits"]}
        if "btn:hint" in ids and autoplay.HIT in ids:
            break
        now += 0.5
    rects = {x["id"]: Rect(*x["rect"]) for x in app.state()["hits"]}
    tg = rects[autoplay.HIT]
    plays = [rects[k] for k in ("btn:hint", "btn:pass", "btn:play") if k in rects]
    assert plays and all(tg.r + 60 < r.x for r in plays), (tg, plays)


def test_a_phones_rows_flow_even_again_once_plays_leave_them_ragged() -> None:
    """#6: "the hand's rows go ragged after plays": rows kept as cards leave differ by ``RAGGED`` cards at most."""
    app, scr, ui = in_play(390, 844)
    lay = scr.lay
    assert lay is not None
    view = dict(scr.view())
    ui.hand_rects(lay.hand, view, len(ui.hand(view)))
    order = [int(c["id"]) for c in ui.hand(view)]
    for k in range(1, 7):  # the first row's cards leave, one play after another
        view["hand"] = [c for c in order if c not in order[:k]]
        rects = ui.hand_rects(lay.hand, view, len(view["hand"]))
        rows: dict[float, int] = {}
        for r in rects:
            rows[round(r.y)] = rows.get(round(r.y), 0) + 1
        assert max(rows.values()) - min(rows.values()) <= RAGGED, (k, rows)
