"""够级 FIXERS 1 (play-test 20 feedback 6: "cards appear more than they fly", "no big effect"; the apps burst
across the screen for 开点, 头科, 打死, 二杀一 and the hand's win): a big moment's word bursts large across the
felt's width (fanfare.py) and flies to its seat; the hand's points fly to the seats' badges. The table is held
no longer than before (at most ~1.5 s a moment at 中)."""

from __future__ import annotations

from typing import Any

import pytest
from test_gouji_playtest2 import in_play
from test_gouji_playtest4 import two_plays_in
from test_gouji_table import drive, make_app, press, table

from pygame_core.ui import theme as th
from pygame_core.ui.anim import Flights
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.counter import COUNTER
from pygame_core.ui.games.gouji.fanfare import FAN_S, OWN_FAN_S
from pygame_core.ui.games.gouji.labels import L
from pygame_core.ui.games.gouji.ledger import Ledger, draw_ledger, way
from pygame_core.ui.games.gouji.moments import FINALE_S
from pygame_core.ui.geom import Rect

SIZES = [(1366, 768), (390, 844), (844, 390)]


def texts(dl: DisplayList, s: str) -> list[tuple[float, float, float]]:
    """(x, y, size) of every text ``s`` drawn."""
    return [(float(op[1]), float(op[2]), float(op[4])) for op in dl.ops if op[0] == "T" and op[3] == s]


def frame(scr: Any, ui: Any, w: int, h: int, now: float) -> DisplayList:
    dl = DisplayList()
    ui.draw_overlay(dl, w, h, now, scr.view())
    return dl


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_a_bots_open_bursts_large_across_the_felt_then_flies_to_its_seat(w: int, h: int) -> None:
    """pt20 (a 开点 was a 15 px pill "电脑1 开点!" by its badge, a few sparks): the word >= 40 px across the
    middle, a band the felt's width behind it, rays; then it flies to the seat; gone after ``FAN_S``."""
    scr, ui, lay = two_plays_in(w, h)
    seat = next(s for s in lay.seats if s != scr.viewer)
    ui.moments.clear()
    ui.on_events([{"type": "opened", "seat": seat}], 300.0)
    dl = frame(scr, ui, w, h, 300.4)
    words = texts(dl, "开点！")
    assert words and max(sz for _x, _y, sz in words) >= 40, words
    bands = [op for op in dl.ops if op[0] == "Q" and float(op[3]) >= min(w - 1, 220.0)]  # (between the plays, off
    assert bands, "no band"  # the hand: pt36 #2, a 1366 px band over the middle row's plays)
    band = Rect(*[float(v) for v in bands[0][1:5]])
    assert not [r for rs in ui.play_rects.values() for r in rs if r.intersects(band)], band
    assert sum(1 for op in dl.ops if op[0] == "P") >= 12, "no rays"
    seat_r = ui.seat_rect(seat)
    late = texts(frame(scr, ui, w, h, 300.0 + FAN_S - 0.08), "开点！")
    assert late, "the word's flight"
    (x0, y0, _), (x1, y1, _) = words[0], late[0]
    assert abs(x1 - seat_r.cx) + abs(y1 - seat_r.cy) < abs(x0 - seat_r.cx) + abs(y0 - seat_r.cy) - 40
    assert not texts(frame(scr, ui, w, h, 300.0 + FAN_S + 0.05), "开点！")
    # the table waits no longer than a seat's big moment did (1.2 s): never over ~1.5 s at 中
    assert ui.moments.busy(300.0 + 1.0) and not ui.moments.busy(300.0 + 1.5)


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_first_out_and_the_players_own_place_burst(w: int, h: int) -> None:
    """头科 bursts (its banner no more: the band says it), the player's own going out too, a little longer."""
    scr, ui, lay = two_plays_in(w, h)
    bot = next(s for s in lay.seats if s != scr.viewer)
    ui.moments.clear()
    ui.on_events([{"type": "out", "seat": bot, "place": 1}], 300.0)
    dl = frame(scr, ui, w, h, 300.4)
    assert max(sz for _x, _y, sz in texts(dl, "头科！")) >= 40
    assert not [op for op in dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.94)"], "a banner under it"
    ui.moments.clear()
    ui.on_events([{"type": "out", "seat": scr.viewer, "place": 2}], 400.0)
    assert max(sz for _x, _y, sz in texts(frame(scr, ui, w, h, 400.4), "二科！")) >= 40
    assert texts(frame(scr, ui, w, h, 400.0 + OWN_FAN_S - 0.1), "二科！")


def test_two_moments_at_once_come_one_after_the_other() -> None:
    """A 开点 and a 捎 together (pt20 laptop, 电脑1 开点 as the player 捎了 him): the second bursts as the
    first's word flies off, not over it."""
    w, h = 1366, 768
    scr, ui, lay = two_plays_in(w, h)
    a, b = [s for s in lay.seats if s != scr.viewer][:2]
    ui.moments.clear()
    ui.on_events(
        [{"type": "opened", "seat": a}, {"type": "shao", "from": b, "to": a, "tribute": True}], 300.0
    )
    first = frame(scr, ui, w, h, 300.4)
    assert texts(first, "开点！") and not texts(first, "捎！")
    assert texts(frame(scr, ui, w, h, 300.0 + FAN_S + 0.3), "捎！")


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_the_hands_points_fly_to_the_seats(w: int, h: int) -> None:
    """The hand's end: each seat's points fly out of the finale's panel to its badge (the apps' score fly-up)."""
    scr, ui, lay = two_plays_in(w, h)
    ui.moments.clear()
    pts = [4, -4, 2, -2, 0, 0]
    ui.on_events(
        [{"type": "hand_end", "places": [1, 6, 2, 5, 3, 4], "points": pts, "winner_team": 0, "scored": True}],
        300.0,
    )
    dl = frame(scr, ui, w, h, 300.0 + FINALE_S - 0.35)
    for s, n in enumerate(pts):
        if not n or s == scr.viewer:
            continue
        got = texts(dl, f"+{n}" if n > 0 else f"−{-n}")
        r = ui.seat_rect(s)
        assert any(Rect(r.x - 20, r.y - 30, r.w + 40, r.h + 40).contains(x, y) for x, y, _s in got), (
            s,
            got,
            r,
        )


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_the_players_blind_call_is_asked_large_on_the_empty_table(w: int, h: int) -> None:
    """pt20 090746: the 预点 prompt stood 6 s unseen ("~7 s of bots' 预点 on an empty table"): only its buttons and a
    15 px grey line said it; the empty hand's place asks it in gold, large."""
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, _ui = table(app)
    drive(app, 0.1, seed=1, until=lambda a: scr.viewer in a.state().get("people_to_act", []))
    assert scr.view().get("phase") == "yudian"
    app.frame(app.now + 0.1)
    asked = [op for op in app.dl.ops if op[0] == "T" and op[3] == "轮到你：预点吗？"]
    assert asked and float(asked[0][4]) >= 13.0 and asked[0][5] == th.GOLD, asked


def test_the_buying_panel_keeps_off_the_ways_of_the_cards_still_to_fly() -> None:
    """FIXERS 2 (a phone, 买3/买4: the 买4 card flew from 电脑1 to 电脑3 right over the 买牌 panel's lines): the panel
    stands where no card still to fly passes, once chosen it stays (no jump as the cards land)."""
    led = Ledger()
    led.add_buy({"seller": 4, "buyer": 3, "card": 0, "paid": 60, "rank": 3}, 10.0, 10.5)
    led.add_buy({"seller": 1, "buyer": 3, "card": 4, "rank": 4}, 11.0, 11.0)
    room = Rect(60, 100, 270, 190)
    flights = Flights()
    f = flights.add(
        [4], (330.0, 270.0), (60.0, 260.0), 10.5, duration=0.95, delay=0.0
    )  # across the room, low
    dl = DisplayList()
    r = draw_ledger(dl, room, led, 10.6, 0, lambda s: f"电脑{s}", "zh-Hans", flights=[f])
    assert r is not None and room.x <= r.x and r.r <= room.r and room.y <= r.y and r.b <= room.b
    assert not any(r.contains(x, y) for x, y in way(f)), (r, way(f)[:5])
    again = draw_ledger(DisplayList(), room, led, 11.2, 0, lambda s: f"电脑{s}", "zh-Hans", flights=[])
    assert again == r  # (it stays where it stood)


def test_a_play_flies_in_at_the_size_it_lands() -> None:
    """FIXERS 2 ("cards appear more than they fly"): a laptop's play flew at 34 px into a box of larger cards and
    popped up as it landed; it flies at the size it lands."""
    w, h = 1366, 768
    scr, ui, lay = two_plays_in(w, h)
    seat = next(s for s in lay.seats if s in ui.round.plays)
    ui.on_events(
        [{"type": "play", "seat": seat, "cards": list(ui.round.plays[seat]), "kind": "normal"}], 500.0
    )
    f = ui.flying.items[-1]
    frame(scr, ui, w, h, 501.0)
    landed = ui.play_rects[seat]
    assert landed and abs(f.card_w - landed[0].w) < 0.5 and f.card_w > 34.0, (f.card_w, landed[0])


def test_every_seat_shows_its_match_total_from_the_first_hand() -> None:
    """FIXERS 3 (the apps keep a score at each seat; a one-hand visit never saw one): the plates say it from hand 1."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, _ui = table(app)
    app.frame(app.now + 0.5)
    assert len(scr.client.hands()) == 1 and not scr.client.is_over()
    totals = app.state()["totals"]
    assert all(t.startswith("若现在散场") and "0" in t for t in totals), totals


def test_a_split_hints_label_reads_whole() -> None:
    """pt21 #5 (121316): "提示 1/7 · 拆" read as cut off; it says 拆牌."""
    assert L["split"]["zh-Hans"] == "拆牌"


def test_a_toast_keeps_off_a_phones_card_counter() -> None:
    """pt21 122934 (390x844): the marks legend's toast ("金框的牌：买＝你买来的…") lay over the 记牌器's row."""
    app, scr, ui = in_play(390, 844)
    app.frame(app.now + 0.1)
    counter = next(Rect(*hh["rect"]) for hh in app.state()["hits"] if hh["id"] == COUNTER)
    lay = scr.lay
    y = ui.toast_y(lay, 390, 844, 44.0)
    bw = min(390 - 32, 460.0)
    r = Rect((390 - bw) / 2, y - 22, bw, 44)
    assert not r.intersects(counter), (r, counter)
    assert not any(r.intersects(b) for b in lay.seats.values()), (r, lay.seats)  # (nor on the side seats)


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_the_players_strip_says_its_own_count(w: int, h: int) -> None:
    """pt21 (smaller): "my own card count is never displayed (others get badges)"."""
    app, scr, ui = in_play(w, h)
    n = len(ui.hand(scr.view()))
    app.frame(app.now + 0.1)
    assert any(op[0] == "T" and f"{n}张" in str(op[3]) for op in app.dl.ops), n
