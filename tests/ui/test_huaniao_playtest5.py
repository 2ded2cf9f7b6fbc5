"""花鸟风月 fixes from play-test 5 (session 15): a bot's clock never shows a previous turn's time
run down (a red 0 while it perched), a pass asks for its card where a gift does, and the player's
own last card is called as the bots' are."""

from __future__ import annotations

from typing import Any

import pytest
from test_huaniao_table import table
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui import theme as th
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.huaniao import HuaniaoUI
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_screen import TableScreen


def timed_table(w: int = 1366, h: int = 768, seed: int = 2, actions: int = 4) -> tuple[App, TableScreen, float]:
    return table(w, h, seed=seed, actions=actions, timers=True)


def step(app: App, scr: TableScreen, now: float, rng: SplitMix64) -> dict[str, Any]:
    """One frame, and the player's next tap when it is theirs to act."""
    app.frame(now)
    st = app.state()
    if scr.viewer in st.get("people_to_act", []):
        hid = next_tap(st, rng)
        hit = next((x for x in st["hits"] if x["id"] == hid), None)
        if hit is not None:
            app.tap_at(*center(hit), now)
    return st


def test_a_bots_clock_in_its_wait_window_is_its_own_turns_not_the_last_ones() -> None:
    """Play-test 5: bots' rings showed a red 0, a 5 or a 12 as they perched: a bot whose prompt
    came and went within one frame kept the clock of its previous turn for its 且慢 window."""
    app, scr, now = timed_table()
    app.settings["speed"] = "normal"
    scr.client.set_bot_delay(1.0)
    pl = scr.plugin
    assert isinstance(pl, HuaniaoUI)
    rng = SplitMix64(3)
    seen = 0
    for _ in range(1500):
        st = step(app, scr, now, rng)
        if st.get("end_shown"):
            break
        view = scr.view()
        for s in scr.client.to_act():
            clock = pl.seat_clock(view, s, now) if s != scr.viewer else None
            if clock is not None and view.get("phase") == "commit":
                seen += 1
                assert clock[0] >= clock[1] - 8, (s, clock, view.get("turn"))  # a bot thinks a second or two
        now += 0.1
    assert seen > 0  # the window still shows the clock of the turn it ends


def test_a_pass_and_a_gift_ask_for_their_card_in_the_same_cell() -> None:
    """Play-test 5: the 花鸟风月 pass's button sat in the middle of the phone's first row, the 风
    gift's (the same step: pick a card to give) at the right of the second; the first tap hit
    nothing. Both take the play's cell; before a card is raised the gift shows nothing and the pass
    a greyed button saying the step (play-test 6 088: an empty band over the hand), which a tap
    does nothing on."""
    for w, h in ((390, 844), (1366, 768)):
        app, scr, _now = timed_table(w, h)
        pl = scr.plugin
        assert isinstance(pl, HuaniaoUI)
        view = scr.view()
        card = pl.hand(view)[0]
        me = scr.viewer or 0
        gift = {**view, "prompt": {"type": "gift", "kind": "wind", "to": [(me + 1) % 4], "max": 1}}
        pss = {**view, "prompt": {"type": "pass"}}
        assert pl.buttons(gift, []) == []
        (wait,) = pl.buttons(pss, [])
        assert wait.slot == "play" and not wait.enabled and wait.action is None
        slots = {b.id: b.slot for v in (gift, pss) for b in pl.buttons(v, [card])}
        assert slots == {"gift": "play", "pass": "play"}, slots


def down_to_one() -> tuple[Any, HuaniaoUI, float, int, dict[str, Any]]:
    """A timed table whose view has the player down to one card: table, plugin, clock, seat, view."""
    _, scr, now = timed_table()
    pl = scr.plugin
    assert isinstance(pl, HuaniaoUI)
    me = scr.viewer or 0
    view = scr.view()
    seats = [dict(s) for s in view["seats"]]
    seats[me]["count"] = 1
    return scr, pl, now, me, {**view, "seats": seats}


def test_the_players_own_last_card_is_called_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 5: 电脑1只剩一张! took the table, but nothing marked the player going down to one."""
    scr, pl, now, me, view = down_to_one()
    monkeypatch.setattr(scr, "view", lambda: view)
    pl.banners = []
    pl.on_events([], now + 1)
    # at the player's own spot, not a band over the pool (play-test 24 #4, 164219_770 / 164749_541)
    assert pl.said[me][0] == "你只剩一张！再出一手就赢" and not pl.banners
    assert ["say", "最后一张"] in pl.sound({"type": "play"})


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_tune_a_play_set_stays_in_its_own_spot(w: int, h: int) -> None:
    """Play-test 5 (082): "Tune 千" right of Bot 3's cards ran up to Bot 2's (it read as theirs):
    the tune goes under the cards that set it."""
    app, scr, now = timed_table(w, h)
    pl = scr.plugin
    assert isinstance(pl, HuaniaoUI)
    app.set_lang("en")
    app.frame(now)
    cards = [{"id": 16, "face": "1"}, {"id": 25, "face": "2"}, {"id": 33, "face": "3"}]
    me = scr.viewer or 0
    for s in range(4):
        if s == me:
            continue
        view = {**scr.view(), "pool": [{"seat": s, "op": "song", "cards": cards, "tune": 3, "turn": 50}]}
        dl = DisplayList()
        pl.draw_center(dl, scr.lay.center if scr.lay else Rect(0, 0, w, h), view, now + 10)
        arrow = next(op for op in dl.ops if op[0] == "T" and str(op[3]).startswith("Tune "))
        tw, size = text_width(str(arrow[3]), float(arrow[4])), float(arrow[4])
        x = float(arrow[1]) - {"r": tw, "c": tw / 2}.get(str(arrow[6]), 0.0)
        spot = pl.spots[f"seat{s}"]
        assert spot.x <= x and x + tw <= spot.r and spot.y <= float(arrow[2]) <= spot.b, (s, arrow, spot)
        lie = pl.spots[f"lie{s}"]
        assert not Rect(x, float(arrow[2]) - size / 2, tw, size).intersects(lie)
        if spot.h >= 110:  # under its own cards, not beside them (where it read as the next seat's)
            assert lie.x <= x + tw / 2 <= lie.r and float(arrow[2]) > lie.b, (s, arrow, lie)


def label_words(app: App, label: Rect) -> list[str]:
    """The player's spot label's words drawn in the last frame."""
    return [str(op[3]) for op in app.dl.ops if op[0] == "T" and str(op[3]).startswith("你")
            and label.x <= float(op[1]) <= label.r and label.y <= float(op[2]) <= label.b]


def test_the_players_callout_keeps_off_their_plays_label_and_cards() -> None:
    """Play-test 5 (095, 113): 舞，花鸟风月 lay over the label "你 · 舞·花鸟风月" of the play it called:
    the callout takes the label's place while it shows, off the cards."""
    app, scr, now = timed_table(390, 844, seed=2, actions=6)
    pl = scr.plugin
    assert isinstance(pl, HuaniaoUI)
    me = scr.viewer or 0
    rng = SplitMix64(2)
    checked = 0
    for _ in range(600):
        step(app, scr, now, rng)
        lie, label = pl.spots.get(f"lie{me}"), pl.spots.get(f"label{me}")
        # (while the player chooses, a phone's own play lies in a bar cell and its callouts in the
        # message slot: play-test 8 p18)
        if lie is not None and label is not None and lie.w > 0 and "choosing" not in pl.spots:
            pl.said = {}
            app.frame(now + 0.01)
            assert label_words(app, label)
            for text in ("舞，花鸟风月", "舞，凉风有幸 → 电脑1、电脑2", "栖 · 摸一张"):
                pl.said = {me: (text, now)}
                app.frame(now + 0.5)  # (the spots of that frame: the 且慢 window may have closed by then)
                if pl.said.get(me, ("", 0.0))[0] != text:  # an event of that frame said something else there
                    continue
                lie, label = pl.spots[f"lie{me}"], pl.spots[f"label{me}"]
                drawn = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
                assert text in drawn and not label_words(app, label), text
                box = next(Rect(*(float(v) for v in op[1:5])) for op in app.dl.ops
                           if op[0] == "R" and op[6] == th.PAPER and op[7] == th.JADE)
                assert not box.intersects(lie), (text, box, lie)
                assert 0 <= box.x and box.r <= 390 and box.y < label.b and box.b > label.y
            checked += 1
            pl.said = {}
            if checked >= 5:
                break
        now += 0.25
    assert checked >= 5


def test_a_double_tap_on_a_card_plays_it_when_it_makes_one_play() -> None:
    """Play-test 5 (handling): no double tap to play a single card, as the apps have; a slow second
    tap still puts the card down, and a card that makes no play alone is only raised."""
    checked = 0
    for seed in range(1, 9):
        app, scr, now = timed_table(390, 844, seed=seed, actions=4 + seed)
        pl = scr.plugin
        assert isinstance(pl, HuaniaoUI)
        view = scr.view()
        if (view.get("prompt") or {}).get("type") != "main":
            continue
        app.frame(now)
        hand = pl.hand(view)
        one = [c for c in hand if len(pl.plays(view, [c])) == 1]
        none = [c for c in hand if not pl.plays(view, [c])]
        if not one:
            continue
        hits = {h["id"]: h for h in app.state()["hits"]}
        if none:  # slow, or no play alone: raised, then down, nothing played
            key = pl.card_key(none[0])
            before = app.state()["actions"]
            app.tap_at(*center(hits[f"card:{key}"]), now)
            app.tap_at(*center(hits[f"card:{key}"]), now + 0.1)
            assert app.state()["actions"] == before and scr.selected == []
            # and says why, as a tap on a greyed card does (play-test 25 #2: a laptop's double click was silent)
            toast = str(app.state().get("toast") or "")
            assert toast and (pl.cards_text([none[0]]) in toast or "调" in toast), toast
            app.toast("", 0.0)
        key = pl.card_key(one[0])
        before = app.state()["actions"]
        app.tap_at(*center(hits[f"card:{key}"]), now + 1.0)
        app.tap_at(*center(hits[f"card:{key}"]), now + 1.8)  # slow: put down again
        assert app.state()["actions"] == before and scr.selected == []
        app.tap_at(*center(hits[f"card:{key}"]), now + 3.0)
        app.tap_at(*center(hits[f"card:{key}"]), now + 3.2)  # a double tap: it goes
        assert app.state()["actions"] > before, (seed, key)
        app.frame(now + 3.3)
        assert key not in [pl.card_key(c) for c in pl.hand(scr.view())] and scr.selected == []
        checked += 1
    assert checked >= 2


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_play_flies_at_about_the_size_it_lands(w: int, h: int) -> None:
    """The phone's side seats' cards now lie twice the old flights' fixed size: no jump on landing."""
    app, scr, now = timed_table(w, h)
    pl = scr.plugin
    assert isinstance(pl, HuaniaoUI)
    app.frame(now)
    me = scr.viewer or 0
    for s in (x for x in range(4) if x != me):
        cards = [{"id": 16, "face": "1"}]
        pl.on_events([{"type": "play", "seat": s, "op": "ge", "cards": cards}], now)
        f = pl.play_flight
        assert f is not None
        view = {**scr.view(), "pool": [{"seat": s, "op": "ge", "cards": cards, "turn": 60}]}
        dl = DisplayList()
        pl.draw_center(dl, scr.lay.center if scr.lay else Rect(0, 0, w, h), view, now + 5)
        lie = pl.spots[f"lie{s}"]
        assert abs(f.card_w - lie.w) <= 0.25 * lie.w, (s, f.card_w, lie)


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_players_last_seconds_pulse_at_their_clock(w: int, h: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 5: two timeouts went by unnoticed (a ring on the status line, a thin bar); the
    clock stands in a cell of the bar no button takes, and pulses in its last five seconds."""
    app, scr, now = timed_table(w, h)
    pl = scr.plugin
    assert isinstance(pl, HuaniaoUI)
    me = scr.viewer or 0
    assert me in scr.client.people_to_act()
    app.frame(now)
    cell = pl.clock_cell(scr.view())
    assert cell is not None
    for hit in app.state()["hits"]:
        if hit["id"].startswith("btn:"):
            assert not Rect(*hit["rect"]).intersects(cell.inset(1)), hit

    def rings(left: float) -> list[Any]:
        monkeypatch.setattr(scr.client, "remaining", lambda s, left=left: left)
        dl = DisplayList()
        pl.draw_hurry(dl, scr.view(), now)
        return [op for op in dl.ops if op[0] == "C" and op[5] == th.CINNABAR]
    assert rings(12.0) == [] and rings(3.5) and rings(0.4)


def test_no_last_card_banner_when_the_last_card_is_a_gift_that_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 7: 风 left the player one card, the gift of it won, yet the banner said "你只剩一张！
    再出一手就赢". At a gift prompt the player's own last card is not called."""
    scr, pl, now, me, view = down_to_one()
    gift = {**view, "prompt": {"type": "gift", "kind": "wind", "to": [(me + 1) % 4], "max": 1}}
    monkeypatch.setattr(scr, "view", lambda: gift)
    pl.banners, pl.said = [], {}
    pl.on_events([], now + 1)
    assert not pl.banners and me not in pl.said
