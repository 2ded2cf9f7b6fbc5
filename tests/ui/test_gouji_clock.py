"""按规则计时 at the 够级 table: a clock runs on the player's prompt, two prompts that run out hand the
seat to 托管 (the table plays for them, said on a bar over the hand), and 取消托管 gives it back."""

from __future__ import annotations

import pytest
from test_gouji_table import make_app, press, table

from pygame_core.ui.app import App
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import place
from pygame_core.ui.tuoguan import HIT


def timed_app() -> App:
    app = make_app(390, 844)
    app.settings["timers"] = True
    app.settings["speed"] = "fast"
    press(app, "start", 0.1)
    return app


def wait_for_prompt(app: App, now: float, limit: float = 600.0, calls: bool = False) -> float:
    """Frames, pressing nothing, until the player has a prompt with a clock running (a 预点/明点 only with ``calls``:
    an optional chip the table answers as its window ends, pt30 #5)."""
    scr, _ = table(app)
    end = now + limit
    while now < end:
        app.frame(now)
        me = scr.viewer
        if me in scr.client.people_to_act() and scr.client.remaining(me) is not None \
                and (calls or scr.view().get("phase") not in ("yudian", "mingdian")):
            return now
        now += 0.25
    raise AssertionError("no timed prompt")


def test_a_clock_runs_on_the_players_prompt_and_timeouts_hand_the_seat_to_tuoguan() -> None:
    app = timed_app()
    scr, ui = table(app)
    now = wait_for_prompt(app, 0.5)
    me = scr.viewer
    assert me is not None
    lim = scr.client.limit(me)
    assert lim is not None and lim >= 10
    timeouts = 0
    while not ui.tuoguan.on:  # nothing pressed: each prompt runs out
        assert timeouts < 6, "托管 never came"
        now = wait_for_prompt(app, now)
        ply = scr.client.ply()
        while scr.client.ply() == ply:  # a frame every 0.25 s, as the page draws while a clock runs
            now += 0.25
            app.frame(now)
        timeouts += 1
    app.frame(now + 0.25)
    hits = {h["id"] for h in app.state()["hits"]}
    assert HIT in hits  # 取消托管, over the hand
    # the table answers the next prompt for the player, without a tap, before its clock runs out
    now = wait_for_prompt(app, now + 0.5)
    ply, timed = scr.client.ply(), len(ui.clock.timed)
    for _ in range(int(lim / 0.25) + 8):  # (托管's search works over frames: pt30 #5 took the calls off the clock, so
        now += 0.25  # this prompt is a later, harder one)
        app.frame(now)
        if scr.client.ply() != ply:
            break
    assert scr.client.ply() != ply and len(ui.clock.timed) == timed  # (托管's answer, not the clock's)
    press(app, HIT, now + 0.25)
    assert not ui.tuoguan.on


def test_stopping_tuoguan_drops_the_answer_it_had_not_sent() -> None:
    """取消托管 pressed while 托管's answer waits its beat: that answer is not sent."""
    app = timed_app()
    scr, ui = table(app)
    now = wait_for_prompt(app, 0.5)
    ui.tuoguan.on = True  # as after two timeouts
    scr.reask()
    ply = scr.client.ply()
    for _ in range(200):  # the table takes 托管's answer (the search level's, worked out over frames) and
        now += 0.01  # holds it for its beat
        app.frame(now)
        if scr.autopilot.pending is not None and not scr.autopilot.pending.sent:  # (not a call's no-call, sent: pt30 #5)
            break
    assert scr.autopilot.pending is not None and not scr.autopilot.pending.sent
    assert scr.client.ply() == ply
    press(app, HIT, now + 0.05)
    assert not ui.tuoguan.on
    for k in range(1, 12):  # well past the beat: the player's prompt is still theirs
        app.frame(now + 0.05 + 0.25 * k)
    assert scr.client.ply() == ply and scr.viewer in scr.client.people_to_act()


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_the_players_clock_stands_in_the_bar_where_no_button_comes(w: int, h: int) -> None:
    """Play-test 5: in timed play the player's clock was a ring at the status line's far end and ran
    out unseen: it stands in the bar, in a cell no button ever takes, the whole hand."""
    app = make_app(w, h)
    app.settings["timers"] = True
    app.settings["speed"] = "fast"
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = wait_for_prompt(app, 0.5)
    lay = scr.lay
    assert lay is not None
    cell = ui.clock_cell(scr.view())
    assert cell is not None and cell.h >= 40 and cell.w >= 40 and cell.inside(Rect(0, 0, w, h))
    legal = [{"a": "pass"}, {"a": "play", "cards": ["9"]}]
    for view, sel in ((scr.view(), []), ({**scr.view(), "phase": "play"}, []),
                      ({**scr.view(), "phase": "play"}, ui.hand(scr.view())[:1])):
        for b, r in place(lay.buttons, ui._offer(view, sel, legal), ui.bar_slots(view), lay.phone):
            assert not r.intersects(cell), (b.id, r, cell)
    app.frame(now + 0.1)
    clocks = [op for op in app.dl.ops if op[0] == "T" and cell.x <= float(op[1]) <= cell.r and cell.y <= float(op[2]) <= cell.b
              and str(op[3]).isdigit()]
    assert clocks, "the clock's seconds in its cell"


def play_prompt(app: App, now: float) -> float:
    """Frames until the player's clock runs on a play prompt (earlier prompts run out)."""
    scr, _ = table(app)
    for _ in range(40):
        now = wait_for_prompt(app, now)
        app.frame(now + 0.05)  # (a prompt the table answers by itself shows no 提示)
        if scr.view().get("phase") == "play" and any(h["id"] == "btn:hint" for h in app.state()["hits"]):
            while app.state()["quiet"] > 0:  # (after calls that ran out, its buttons wait to be read: Guard)
                now += 0.1
                app.frame(now + 0.05)
            return now + 0.05
        ply = scr.client.ply()
        while scr.client.ply() == ply:
            now += 0.25
            app.frame(now)
    raise AssertionError("no play prompt")


def run_out(app: App, now: float) -> float:
    """Frames every 0.25 s, pressing nothing, until the player's prompt is answered."""
    scr, _ = table(app)
    ply = scr.client.ply()
    while scr.client.ply() == ply:
        now += 0.25
        app.frame(now)
    return now


def own_last(app: App) -> dict[str, object]:
    scr, _ = table(app)
    return next(ev for ev in reversed(scr.logbook.events) if ev.get("seat") == scr.viewer)


def test_a_time_out_says_what_it_did_for_the_player() -> None:
    """pt9 D5, pt10 D2: "the log shows only 你 过; no 超时 banner": a gold banner says what the clock did
    at the player's strip, and the log line says 超时."""
    app = timed_app()
    scr, ui = table(app)
    now = run_out(app, play_prompt(app, 0.5))
    said = [t for t, _t0, big in ui.moments.banners + ui.moments.lane if big]  # (a phone's: in the lane by the
    assert said and said[-1].startswith("超时：已为你"), ui.moments.banners  # strip, pt36 #2)
    assert any(s.seat == scr.viewer and s.mark == "超" for s in ui.moments.splashes)  # the strip ringed
    line = ui.log_line(own_last(app)) or ""
    assert line.startswith("你 超时 · "), line
    app.frame(now + 0.3)  # what the next one does: the red pill by the strip, once (pt41 #3: no toast saying it again)
    assert any(op[0] == "T" and "再超时就" in str(op[3]) for op in app.dl.ops) and "转托管" not in app.toast_text


def test_a_legal_selection_goes_when_the_clock_runs_out_and_an_illegal_one_is_said_dropped() -> None:
    """pt10 D2: "I had AA selected at 3 s … the cards stayed in my hand": a legal play raised is the
    player's choice and is played; one that is no legal play is said to be dropped."""
    app = timed_app()
    scr, ui = table(app)
    now = play_prompt(app, 0.5)
    for _ in range(3):  # the hint's play raised, nothing else pressed (a partner's play: 过 comes first)
        press(app, "btn:hint", now)
        if scr.selected:
            break
    picked = sorted(ui._sel_ranks([c for c in ui.hand(scr.view()) if ui.card_key(c) in scr.selected]))
    assert picked
    now = run_out(app, now + 0.25)
    ev = own_last(app)
    assert ev.get("type") == "play", ev
    assert "超时" in (ui.log_line(ev) or "")
    # an illegal pick (two ranks apart, no helper) is not sent: the rules' default goes, said
    now = play_prompt(app, now)
    hand = [c for c in ui.hand(scr.view()) if 5 <= c["v"] <= 14]
    pair = [hand[0], next(c for c in hand if c["v"] != hand[0]["v"])]
    assert not ui._is_legal(ui._sel_ranks(pair), scr.client.legal(scr.viewer or 0))
    scr.selected = [ui.card_key(c) for c in pair]
    run_out(app, now)
    assert "没能出" in app.toast_text, app.toast_text
