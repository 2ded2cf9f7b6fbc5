"""够级 play-test 19 (lead's decision, FIXERS #1): a forced move plays itself, as the apps do: the player's
only legal play, 4s unopened (弃点), is said ~1 s and played; once the player has nothing left to decide this
hand (gone out, or holding only the 3) the rest runs on at 快 pace."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON, Action
from pygame_core.ui.games.gouji.pace import FORCED_PLAY_S, PLAY_READ_S
from pygame_core.ui.screen import BOT_DELAY

FOUR, THREE = 1, 0  # card ids (rank index 1 = 4, 0 = 3)


def test_only_4s_unopened_are_said_then_played_for_the_player() -> None:
    """061243 b03: "只能出4：出了即弃点" with the 4 raised, and still a press on 出牌."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    view = dict(scr.view())
    view.update(seat=ui.me(), phase="play", open=["N"] * 6, chaos=False, heads=[True] * 6, top=[],
                hand=[FOUR, THREE])
    forced: list[Action] = [{"a": "play", "cards": ["4"]}]
    auto = ui.auto_answer(view, forced)
    assert auto is not None and auto.action == forced[0]
    assert auto.label == "只能出4：自动打出，弃点" and auto.beat == FORCED_PLAY_S
    assert 0.8 <= FORCED_PLAY_S <= 1.5  # long enough to read, short enough not to wait
    assert ui.buttons(view, []) == [] or all(b.id != "play" for b in ui.buttons(view, []))  # nothing to press
    two: list[Action] = [{"a": "play", "cards": ["4"]}, {"a": "pass"}]
    assert ui.auto_answer(view, two) is None  # a choice: asked (the 出4 button's question, test_gouji_forfeit)


def test_once_the_player_has_nothing_to_decide_the_bots_go_at_fast_pace() -> None:
    """061251 b03: holding the lone 3 at 中/慢 the hand ran on at the chosen pace (快进 the only way on)."""
    app = make_app(1366, 768)
    app.settings["speed"] = "slow"
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and scr.client.bot_to_act() is not None)
    c = scr.client
    now = app.now

    def delay(view: JSON) -> float:
        ui.quick, ui.after_pass, ui.moved_at = False, False, now
        ui._forced = ((c.bot_to_act(), c.ply()), False)  # (a bot with a choice: the whole delay)
        ui.pace(view, now)
        return float(c.master.bot_delay)  # type: ignore[attr-defined]

    view = dict(scr.view())
    view["places_so_far"] = {}
    view["hand"] = [THREE, FOUR]
    assert not ui.gone(view) and delay(view) == BOT_DELAY["slow"]
    view["hand"] = [THREE]  # only the 3: nothing to decide till the lead comes (played by itself)
    assert ui.gone(view) and delay(view) == max(BOT_DELAY["fast"], PLAY_READ_S)
    view["hand"] = []
    view["places_so_far"] = {str(ui.me()): 1}  # gone out
    assert delay(view) == max(BOT_DELAY["fast"], PLAY_READ_S)
