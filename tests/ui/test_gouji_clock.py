"""按规则计时 at the 够级 table: a clock runs on the player's prompt, two prompts that run out hand the
seat to 托管 (the table plays for them, said on a bar over the hand), and 取消托管 gives it back."""

from __future__ import annotations

from test_gouji_table import make_app, press, table

from pygame_core.ui.app import App
from pygame_core.ui.games.gouji.tuoguan import HIT, Tuoguan


def timed_app() -> App:
    app = make_app(390, 844)
    app.settings["timers"] = True
    app.settings["speed"] = "fast"
    press(app, "start", 0.1)
    return app


def wait_for_prompt(app: App, now: float, limit: float = 600.0) -> float:
    """Frames, pressing nothing, until the player has a prompt with a clock running."""
    scr, _ = table(app)
    end = now + limit
    while now < end:
        app.frame(now)
        me = scr.viewer
        if me in scr.client.people_to_act() and scr.client.remaining(me) is not None:
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
    ply = scr.client.ply()
    for _ in range(40):
        now += 0.25
        app.frame(now)
        if scr.client.ply() != ply:
            break
    assert scr.client.ply() != ply
    press(app, HIT, now + 0.25)
    assert not ui.tuoguan.on


def test_a_press_in_the_last_moment_is_an_answer_not_a_timeout() -> None:
    tg = Tuoguan()
    for rem in (5.0, 1.0, 0.2):  # a prompt that runs out ...
        tg.watch(rem, 10.0)
    tg.watch(None, 10.1)
    assert tg.timeouts == 1 and not tg.on
    tg.watch(3.0, 11.0)
    tg.watch(0.1, 12.0)
    tg.pressed_at = 12.05  # ... the next one answered as it ran out
    tg.watch(None, 12.1)
    assert tg.timeouts == 0 and not tg.on
    assert tg.choose([{"a": "skip"}, {"a": "yudian"}], {"a": "yudian"}) == {"a": "skip"}  # never a bet
