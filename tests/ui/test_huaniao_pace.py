"""花鸟风月's pace (play-test 6, pace 7: "5 real decisions in 32 turns", long stretches of watching):
a bot's play waits the delay chosen, but its own 且慢 window (bots take nothing back), the table's
limit discards and passes and a 栖 it cannot avoid go by in a blink; the player's next turn comes
round sooner. Fake clocks only; a player who answers at once."""

from __future__ import annotations

from typing import Any

import pytest
from test_huaniao_table import table, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.games.huaniao_bar import QI_BEAT
from pygame_core.ui.games.huaniao_fly import BOT_FLY_S
from pygame_core.ui.games.huaniao_pace import COMMIT_S, PASS_S, PERCH_S, PLAIN_S, QI, QUICK_S, bot_wait
from pygame_core.ui.screen import BOT_DELAY
from pygame_core.ui.table_bar import AUTO_S

STEP = 1 / 30


def test_a_bots_play_keeps_the_delay_and_what_follows_it_goes_in_a_blink() -> None:
    base = BOT_DELAY["normal"]
    ge: dict[str, Any] = {"a": "op", "op": "ge", "cards": [16]}
    # a choice at 中: PLAIN_S once the play before it landed, with its own flight a plain bot turn of
    # under a second, each play the newest at least ~0.9 s (play-test 14 pace 6: 7-13 s for three bots);
    # slower speeds wait the speed less that flight and a beat, faster ones less
    assert bot_wait(base, "main", [QI, ge]) == PLAIN_S and 0.85 <= PLAIN_S + BOT_FLY_S <= 0.95
    assert bot_wait(BOT_DELAY["slow"], "main", [QI, ge]) == pytest.approx(BOT_DELAY["slow"] - BOT_FLY_S - 0.2)
    assert 0 < bot_wait(BOT_DELAY["fast"], "main", [QI, ge]) < PLAIN_S
    assert bot_wait(base, "pass", [], passed=True) == PASS_S < QUICK_S  # the others' passes follow the first
    assert bot_wait(base, "main", [QI]) == PERCH_S  # a 栖 it cannot avoid
    assert bot_wait(base, "commit", []) == COMMIT_S > 0  # its own window (0 would keep a stale due time)
    for phase in ("discard", "pass", "guess"):
        assert bot_wait(base, phase, []) == QUICK_S
    assert bot_wait(base, "target", []) == bot_wait(base, "gift", []) < base
    assert all(bot_wait(0.0, p, []) == 0.0 for p in ("main", "commit", "pass", "target"))  # instant stays instant


def timed_hand(seed: int, until: int) -> tuple[list[tuple[float, int, dict[str, Any]]], float]:
    """A hand at speed 中 with a player who answers at once: (when, seat, action) and the clock."""
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update(speed="normal", game="huaniao", tour_off=True, fixed_seed=seed)
    app.handle({"t": "resize", "w": 1366, "h": 768}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    master = app.screen.client.master  # type: ignore[attr-defined]
    rng, now, seen = SplitMix64(seed), 0.2, 0
    out: list[tuple[float, int, dict[str, Any]]] = []
    while len(out) < until and not master.is_over():
        app.frame(now)
        st = app.state()
        for seat, action in master.hand.actions[seen:]:
            out.append((now, seat, action))
        seen = len(master.hand.actions)
        hid = next_tap(st, rng)
        hit = next((h for h in st["hits"] if h["id"] == hid), None)
        if hit is not None:
            app.tap_at(*center(hit), now)
        now += STEP
    return out, now


def test_a_bot_closes_its_own_window_as_its_play_lands_and_the_player_is_asked_sooner() -> None:
    acts, now = timed_hand(1, 60)
    me = 0
    closes = [t - acts[i - 1][0] for i, (t, s, a) in enumerate(acts)
              if i and s != me and a["a"] == "end_turn" and acts[i - 1][1] == s and acts[i - 1][2].get("op") in ("ge", "song", "ming", "qi")]
    # the play's flight and a frame (a whole delay more before); a dance's banner holds it longer, to be read
    assert closes and max(closes) <= 0.9, closes
    # a bot's play after another seat's turn: the play before it has stood landed PLAIN_S at least
    plays = [t - acts[i - 1][0] for i, (t, s, a) in enumerate(acts) if i and s != me and a["a"] == "op"
             and a["op"] != "qi" and acts[i - 1][1] != s and acts[i - 1][1] != me and acts[i - 1][2]["a"] == "end_turn"]
    assert plays and min(plays) >= PLAIN_S - STEP, plays
    # 60 actions of seed 1 took 97 s before (two delays a bot turn, one per discard and pass), 50.9 s
    # before play-test 12's trims (a plain bot turn 1.8 -> 1.2 s, a dance's holds 1.2 -> 0.9 s), ~41 s after
    assert now < 45, now


def test_the_players_forced_discard_goes_in_a_blink_with_its_cards_named() -> None:
    """A limit discard with one way goes as quickly as a forced 栖 (it waited AUTO_S), its callout
    naming the cards the rules take."""
    _app, scr, _now = table()
    pl = ui(scr)
    hand = pl.hand(scr.view())
    ans = pl.auto_answer({**scr.view(), "prompt": {"type": "discard", "count": 1}},
                         [{"a": "discard", "cards": [hand[0]["id"]]}])
    assert ans is not None and ans.beat == QI_BEAT < AUTO_S and pl.glyph(hand[0]["face"]) in ans.label
