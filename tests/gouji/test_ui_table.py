"""What the 够级 table adds to the view: each seat's play of the round, the card counter (public
information and the viewer's own cards only), the hot-seat seat plans, and the counter's switch."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core.game import events_for
from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.table import RoundPlays, cards_out, fan_hits, fan_shape, hand_fan, seat_plans
from pygame_core.ui.geom import Rect

from .test_ui import make_app, press, to_first_play


def test_round_plays_follow_the_hand_and_the_counter_matches_the_hidden_hands() -> None:
    st = GAME.new(GAME.options_for(), 11)
    bots = [GAME.bots["normal"](s, 70 + s) for s in range(6)]
    rounds = [RoundPlays() for _ in range(6)]
    checked = 0
    while not st.is_over():
        seat = st.to_act()[0]
        evs = st.apply(seat, bots[seat].choose(st.view(seat), st.legal_actions(seat)))
        for viewer, rp in enumerate(rounds):
            for ev in events_for(viewer, evs):
                rp.feed(ev, 1.0)
        if st.phase != "play":
            continue
        v = st.view(0)
        if v["top"]:  # the play to beat is the owner's latest play of this round, as every seat saw it
            for rp in rounds:
                assert sorted(rp.plays[v["owner"]]) == sorted(v["top"])
        else:
            assert all(not rp.plays for rp in rounds)
        for viewer in (0, 3):
            left = cards_out(st.view(viewer))
            truth = [VALUE[c] for s in range(6) if s != viewer for c in st.hands[s]]
            assert left == {val: truth.count(val) for val in left}
        checked += 1
    assert checked > 50


def test_seat_plans_offer_partners_and_rivals() -> None:
    for n in range(2, 7):
        plans = seat_plans(n)
        assert plans
        for _label, seats in plans:
            assert len(seats) == n == len(set(seats)) and all(0 <= s < 6 for s in seats)
    two = [sorted(seats) for _l, seats in seat_plans(2)]
    assert [0, 3] in two and [0, 1] in two  # opposites are a team; neighbours are rivals


def test_a_gouji_play_is_called_aloud() -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    assert ["say", "够级"] in plugin.sound({"type": "play", "seat": 1, "gouji": True, "cards": []})
    assert plugin.sound({"type": "play", "seat": 1, "gouji": False, "cards": []}) == [["card"]]


def test_counter_on_against_bots_and_switched_by_a_tap() -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    now = to_first_play(app, 1.0)
    screen: Any = app.screen
    assert screen.plugin.counter_on
    press(app, "gj:counter", now)
    assert not screen.plugin.counter_on
    press(app, "gj:counter", now)  # the chip that stands for it while it is off
    assert screen.plugin.counter_on


def test_fan_fits_a_big_hand_and_every_card_can_be_tapped() -> None:
    for w, n, step in ((374, 36, 40.0), (828, 33, 24.0), (1050, 41, 20.0)):
        fan = fan_shape(w, n, 62.0, 1.42, step, 46.0 if step >= 40 else 34.0)
        area = Rect(8, 300, w, fan.height)
        rects = hand_fan(area, n, fan)
        assert len(rects) == n
        hits = fan_hits(rects)
        dl = DisplayList()
        for i, (r, hr) in enumerate(zip(rects, hits, strict=True)):
            assert r.inside(area.inset(-0.5)), (area, i, r)
            assert hr.inside(r) and hr.w >= step - 0.01, (w, i, hr)
            if step >= 40:  # a finger's target on a phone
                assert hr.h >= 40, (w, i, hr)
            dl.hit(f"c{i}", r)
        for i, hr in enumerate(hits):  # what a tap reaches of each card is its own, and only its own
            assert all(not hr.inset(0.5).intersects(o) for j, o in enumerate(hits) if j != i), (w, i)
            assert (hit := dl.hit_at(hr.cx, hr.cy)) is not None and hit.id == f"c{i}", (w, i)
        assert len({round(r.y) for r in rects}) == fan.rows  # flat rows (an arc's middle read as selected)


def _centre(hit: dict[str, Any]) -> tuple[float, float]:
    x, y, w, h = hit["rect"]
    return x + w / 2, y + h / 2


@pytest.mark.parametrize(("w", "h"), [(390, 844), (1366, 768)])
def test_a_finger_run_across_the_fan_selects_then_unselects(w: int, h: int) -> None:
    app = make_app(w, h)
    press(app, "start", 0.1)
    now = to_first_play(app, 1.0)
    app.frame(now)
    cards = [x for x in app.state()["hits"] if x["id"].startswith("card:")]
    row = cards[:4]  # the first cards of the back row, left to right
    assert all(a["rect"][0] < b["rect"][0] for a, b in zip(row, row[1:], strict=False))
    assert len(row) == 4
    pts = [_centre(c) for c in row]
    app.handle({"t": "down", "x": pts[0][0], "y": pts[0][1]}, now)
    for x, y in pts[1:]:
        app.handle({"t": "move", "x": x, "y": y}, now)
    app.handle({"t": "up", "x": pts[-1][0], "y": pts[-1][1]}, now)
    assert sorted(app.state()["selected"]) == sorted(c["id"][5:] for c in row)
    # the same run again starts on a selected card: it unselects them; a plain tap toggles one
    app.frame(now)
    app.handle({"t": "down", "x": pts[0][0], "y": pts[0][1]}, now)
    for x, y in pts[1:3]:
        app.handle({"t": "move", "x": x, "y": y}, now)
    app.handle({"t": "up", "x": pts[2][0], "y": pts[2][1]}, now)
    assert app.state()["selected"] == [row[3]["id"][5:]]
    app.frame(now)
    assert app.tap_at(*pts[0], now) == row[0]["id"]
    assert sorted(app.state()["selected"]) == sorted([row[3]["id"][5:], row[0]["id"][5:]])


def test_two_friends_choose_to_sit_as_rivals() -> None:
    app = make_app(1366, 768)
    press(app, "seats:hot2", 0.1)
    app.frame(0.2)
    plans = [x["id"] for x in app.state()["hits"] if x["id"].startswith("plan:")]
    assert plans == ["plan:0", "plan:1", "plan:2"]
    press(app, "plan:2", 0.3)  # neighbours: rivals
    press(app, "start", 0.4)
    screen: Any = app.screen
    assert [i for i, k in enumerate(screen.client.seats) if k == "hotseat"] == [0, 1]
