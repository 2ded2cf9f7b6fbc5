"""够级's pace (play-test 3: pace 6/10, "a whole hand took 7-11 min at the fastest bot speed"):
a bot after a mere 过/让 or a taken round (held 1 s first) waits half the delay chosen, the player's own 要不起 goes after a bot's
delay at a table of bots, and a won round holds the bots 1 s. Fake clocks only."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON
from pygame_core.ui.app import App
from pygame_core.ui.games.gouji.pace import (
    AFTER_PASS,
    DUEL_S,
    PLAY_READ_S,
    QUICK,
    SETUP_DELAY_S,
    bot_wait,
    cant_beat_beat,
)
from pygame_core.ui.games.gouji.table import HOLD, RoundPlays
from pygame_core.ui.screen import BOT_DELAY
from pygame_core.ui.table_bar import AUTO_S


def test_a_bot_after_a_pass_or_a_taken_round_waits_half_the_delay_a_play_keeps_it_whole() -> None:
    assert {"pass", "yield", "final_pass", "trick_won"} <= set(QUICK) and "play" not in QUICK
    assert bot_wait(0.5, "play", quick=True) == 0.25
    assert bot_wait(1.1, "play", quick=False) == 1.1
    assert bot_wait(0.5, "play", quick=False) == PLAY_READ_S  # a play is read first (pt11 D2)
    assert bot_wait(0.0, "play", quick=False) == 0.0  # (instant: tests, bots-only runs)
    assert bot_wait(1.1, "mingdian", quick=True) == SETUP_DELAY_S
    assert AFTER_PASS < 1


def test_the_table_sets_the_bots_delay_by_the_last_move_seen() -> None:
    app = make_app(1366, 768)
    app.settings["speed"] = "fast"
    press(app, "start", 0.1)
    scr, ui = table(app)
    seen: dict[bool, set[float]] = {True: set(), False: set()}

    def watch(app: App) -> bool:
        view: JSON = scr.view()
        if view.get("phase") == "play" and not scr.fast():
            seen[ui.quick].add(round(scr.client.master.bot_delay, 3))  # type: ignore[attr-defined]
        return int(app.state().get("actions", 0)) > 60

    drive(app, 1.0, seed=5, until=watch)
    fast = BOT_DELAY["fast"]
    assert seen[True] == {fast * AFTER_PASS}, seen
    assert seen[False] == {max(fast, PLAY_READ_S)}, seen


def test_the_players_cant_beat_goes_after_a_bots_delay_at_a_table_of_bots() -> None:
    assert cant_beat_beat(BOT_DELAY["normal"], bots_only=True) == BOT_DELAY["normal"]
    assert cant_beat_beat(BOT_DELAY["fast"], bots_only=True) == PLAY_READ_S  # the play is read first
    assert cant_beat_beat(BOT_DELAY["slow"], bots_only=True) == AUTO_S  # never slower than before
    assert cant_beat_beat(0.0, bots_only=True) > 0.3  # the callout is seen
    assert cant_beat_beat(BOT_DELAY["fast"], bots_only=False) == AUTO_S  # peers: no faster than a person


def test_a_won_round_holds_the_bots_one_second() -> None:
    r = RoundPlays()
    r.feed({"type": "play", "seat": 1, "cards": [5]}, 0.0)
    r.feed({"type": "trick_won", "seat": 1}, 10.0)
    assert HOLD == 1.0
    assert r.holding(10.9) and not r.holding(11.05)


def test_the_revolution_duels_moves_wait_long_enough_to_be_followed() -> None:
    """Play-test 5: at 快 the 革命 duel (its lead, the answer, the forced 发四) played out between two
    looks: its moves wait at least DUEL_S, whatever the speed; other plays keep the speed chosen."""
    fast = BOT_DELAY["fast"]
    for duel in ("lead", "answer", "four"):
        assert bot_wait(fast, "play", quick=True, duel=duel) == DUEL_S >= 1.0
    assert bot_wait(BOT_DELAY["slow"], "play", quick=False, duel="answer") == BOT_DELAY["slow"]
    assert bot_wait(fast, "play", quick=False, duel="done") == max(fast, PLAY_READ_S)
