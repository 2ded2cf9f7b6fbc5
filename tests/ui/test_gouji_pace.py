"""够级's pace (play-test 3: pace 6/10, "a whole hand took 7-11 min at the fastest bot speed"):
a bot after a mere 过/让 or a taken round (held 1 s first) waits half the delay chosen, the player's own 要不起 goes after a bot's
delay at a table of bots, and a won round holds the bots 1 s. Fake clocks only."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON
from pygame_core.ui.app import App
from pygame_core.ui.games.gouji.pace import (
    AFTER_PASS,
    BIG_SHARE,
    DUEL_S,
    FORCED_PASS_S,
    OWN_PASS_MIN_S,
    PLAY_READ_S,
    QUICK,
    READ_SHARE,
    SETUP_DELAY_S,
    big_move,
    bot_wait,
    cant_beat_beat,
)
from pygame_core.ui.games.gouji.table import HOLD, LONE_HOLD, RoundPlays
from pygame_core.ui.screen import BOT_DELAY
from pygame_core.ui.table_bar import AUTO_S


def test_a_bot_after_a_pass_or_a_taken_round_waits_half_the_delay_a_play_keeps_it_whole() -> None:
    assert {"pass", "yield", "final_pass", "trick_won"} <= set(QUICK) and "play" not in QUICK
    assert bot_wait(0.5, "play", quick=True) == 0.25
    assert bot_wait(1.1, "play", quick=False) == pytest.approx(1.1 * READ_SHARE)  # (pt24 #2: >= 1.2 s at 中)
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
            if not ui.big:  # (a big play holds longer: test_a_big_play_holds_the_next_move_about_two_seconds)
                seen[ui.quick].add(round(scr.client.master.bot_delay, 3))  # type: ignore[attr-defined]
        return int(app.state().get("actions", 0)) > 60

    drive(app, 1.0, seed=5, until=watch)
    fast = BOT_DELAY["fast"]  # (counted from the landing: what is left of it, ``pace.left``, at most the whole)
    assert max(seen[True]) == fast * AFTER_PASS, seen
    assert max(seen[False]) == max(fast, PLAY_READ_S), seen


def test_the_players_cant_beat_goes_after_a_bots_delay_at_a_table_of_bots() -> None:
    assert cant_beat_beat(BOT_DELAY["normal"], bots_only=True) == BOT_DELAY["normal"]
    assert cant_beat_beat(BOT_DELAY["fast"], bots_only=True) == PLAY_READ_S  # the play is read first
    assert cant_beat_beat(BOT_DELAY["slow"], bots_only=True) == AUTO_S  # never slower than before
    assert cant_beat_beat(0.0, bots_only=True) > 0.3  # the callout is seen
    assert cant_beat_beat(BOT_DELAY["fast"], bots_only=False) == AUTO_S  # peers: no faster than a person


def test_a_won_round_holds_the_bots_under_a_second() -> None:
    r = RoundPlays()  # (1 s till pt40: its winning play stood through the passes already)
    r.feed({"type": "play", "seat": 1, "cards": [5]}, 0.0)
    r.feed({"type": "play", "seat": 2, "cards": [9]}, 1.0)
    r.feed({"type": "trick_won", "seat": 2}, 10.0)
    assert HOLD == 0.7
    assert r.holding(10.65) and not r.holding(10.75)


def test_a_lone_lead_everybody_passed_goes_by_sooner() -> None:
    """pt12: a lead that everybody passes took 4-5 s at 中 (each 过 0.55 s, the round held 1 s more):
    the passes after a pass come at 0.3 of the delay (0.33 s at 中, 快 unchanged), and a round of one
    play, read through the passes, is held ``LONE_HOLD``."""
    r = RoundPlays()
    r.feed({"type": "play", "seat": 1, "cards": [5]}, 0.0)
    r.feed({"type": "trick_won", "seat": 1}, 10.0)
    assert r.holding(10.0 + LONE_HOLD - 0.05) and not r.holding(10.0 + LONE_HOLD + 0.05) and LONE_HOLD < HOLD
    normal, fast, slow = BOT_DELAY["normal"], BOT_DELAY["fast"], BOT_DELAY["slow"]
    assert bot_wait(normal, "play", quick=True, after_pass=True) < 0.35 < bot_wait(normal, "play", quick=True)
    assert bot_wait(fast, "play", quick=True, after_pass=True) == bot_wait(fast, "play", quick=True) == 0.25
    assert bot_wait(slow, "play", quick=True, after_pass=True) > 0.5  # 慢 keeps a slower run
    assert bot_wait(normal, "play", quick=False, after_pass=False) == pytest.approx(normal * READ_SHARE)  # a play read


def test_the_revolution_duels_moves_wait_long_enough_to_be_followed() -> None:
    """Play-test 5: at 快 the 革命 duel (its lead, the answer, the forced 发四) played out between two
    looks: its moves wait at least DUEL_S, whatever the speed; other plays keep the speed chosen."""
    fast = BOT_DELAY["fast"]
    for duel in ("lead", "answer", "four"):
        assert bot_wait(fast, "play", quick=True, duel=duel) == DUEL_S >= 1.0
    assert bot_wait(BOT_DELAY["slow"], "play", quick=False, duel="answer") == BOT_DELAY["slow"]
    assert bot_wait(fast, "play", quick=False, duel="done") == max(fast, PLAY_READ_S)


def test_the_players_cant_beat_in_a_run_of_passes_counts_from_the_plays_landing() -> None:
    """pt12 (pace 6): the player's 要不起 third in a run of passes waited a whole bot delay more, the play
    to beat long read: its beat counts from the play's landing, a short one left at least."""
    normal = BOT_DELAY["normal"]
    assert cant_beat_beat(normal, bots_only=True, since=0.0) == normal
    assert cant_beat_beat(normal, bots_only=True, since=0.5) == pytest.approx(normal - 0.5)
    assert cant_beat_beat(normal, bots_only=True, since=3.0) == OWN_PASS_MIN_S
    assert cant_beat_beat(normal, bots_only=False, since=3.0) == AUTO_S  # peers: as before


def test_a_bots_forced_pass_is_a_blink_once_the_play_is_read() -> None:
    """pt14: "every bot, even a forced pass, takes ~2 s" at 中: a bot with nothing but 过 answers a play once
    it is read (PLAY_READ_S), a pass in a blink (FORCED_PASS_S)."""
    normal = BOT_DELAY["normal"]
    assert bot_wait(normal, "play", quick=False, forced_pass=True) == pytest.approx(0.33)  # (pt21 #2: sooner than
    assert 0.33 < PLAY_READ_S  # a play's read: the play stays in its box, its 过 beside it; 0.44 till pt40)
    assert bot_wait(BOT_DELAY["fast"], "play", quick=False, forced_pass=True) == pytest.approx(FORCED_PASS_S)
    assert bot_wait(normal, "play", quick=True, after_pass=True, forced_pass=True) == FORCED_PASS_S
    assert bot_wait(0.0, "play", quick=False, forced_pass=True) == 0.0  # (instant stays instant)


def test_under_fast_forward_the_others_moments_are_not_queued() -> None:
    """pt14 206: during 快进 "电脑2 报牌：剩 7 张" showed beside a badge saying 1: the others' moments queued
    and came late; under 快进 they are not made, the player's own still are."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    me = ui.me()
    scr.ffwd.on = True
    ui.moments.banners, ui.moments.splashes = [], []
    ui.on_events([{"type": "shao", "from": (me + 1) % 6, "to": (me + 2) % 6, "tribute": True}], now)
    assert not ui.moments.banners and not ui.moments.splashes
    ui.on_events([{"type": "out", "seat": me, "place": 1}], now)
    assert ui.moments.banners or ui.moments.splashes  # the player's own going out
    scr.ffwd.on = False


def test_a_bots_play_reads_over_a_second_and_a_big_one_about_two_at_middle_speed() -> None:
    """pt24 #2: at 中 eight bot moves, a partner's 开点 and 发四 among them, went by in under 5 s after the
    deal: a play now holds the next move >= 1.1 s at 中 from its landing (1.2 till pt40, pace 6), a big one (够级,
    开点/发四, 捎, 憋3, out) ~2 s, a forced 过 after it the delay (it leaves the big play in sight); 快 stays quick."""
    normal, fast = BOT_DELAY["normal"], BOT_DELAY["fast"]
    assert bot_wait(normal, "play", quick=False) >= 1.1
    assert 1.9 <= bot_wait(normal, "play", quick=False, big=True) <= 2.1
    assert bot_wait(normal, "play", quick=False, forced_pass=True, big=True) == normal
    assert bot_wait(fast, "play", quick=False) == PLAY_READ_S  # 快 unchanged
    assert bot_wait(fast, "play", quick=False, big=True) <= 1.0
    assert bot_wait(0.0, "play", quick=False, big=True) == 0.0 and BIG_SHARE > READ_SHARE  # (instant stays)
    assert big_move([{"type": "play", "seat": 1, "cards": [1, 2, 3, 4, 5], "gouji": True}])
    assert big_move([{"type": "shao", "from": 1, "to": 2}, {"type": "play", "seat": 2, "gouji": False}])
    assert big_move([{"type": "pass", "seat": 4}, {"type": "open_pending", "seat": 1}])
    assert not big_move([{"type": "play", "seat": 1, "cards": [7], "gouji": False}])


def test_the_table_holds_a_big_play_longer_in_the_bots_delay() -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    ui.on_events([{"type": "play", "seat": ((ui.me() or 0) + 1) % 6, "cards": [], "ranks": [10] * 5, "gouji": True,
                   "attempt": True, "kind": "lead"}], now)
    assert ui.big
    ui.on_events([{"type": "pass", "seat": ((ui.me() or 0) + 2) % 6}], now + 2)
    assert not ui.big
