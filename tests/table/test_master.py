"""The Master: seats, bots from their own view, timers, undo window, takeover, saving, series."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from typing import Any

import pytest
from net.harness import FakeClock  # tests/ is on the path: tests/table and tests/net are packages

from pygame_core.core import registry
from pygame_core.core.errors import IllegalAction
from pygame_core.core.game import JSON, Action
from pygame_core.core.rng import SplitMix64
from pygame_core.table import LocalClient, Master, MatchError, bot_seed, check_seats
from pygame_core.table import client as client_mod

INFO = registry.get("huaniao")


def new(seats: Sequence[str] | None = None, preset: str = "regular", seed: int = 7, **kw: Any) -> Master:
    m = Master(INFO, INFO.options_for(preset), seed, seats or ["human", "bot:normal", "bot:easy", "bot:normal"],
               **kw)
    m.start_hand()
    return m


def human_move(m: Master, seat: int, rng: SplitMix64) -> None:
    legal = m.state.legal_actions(seat)
    m.act(seat, legal[rng.uniform(len(legal))])


def play_out(m: Master, seed: int = 3) -> None:
    clock = FakeClock()
    m.clock = clock
    rng = SplitMix64(seed)
    for _ in range(5000):
        if m.is_over():
            return
        m.run_bots()
        for s in m.people_to_act():
            human_move(m, s, rng)
            break
        else:
            if not m.is_over() and m.bot_to_act() is None:
                clock.t += 10
                m.tick()  # the commit window closes by itself
    raise AssertionError("song did not end")


def test_bots_stop_when_a_person_must_act() -> None:
    m = new()
    m.run_bots()
    assert m.to_act() and 0 in m.to_act()
    assert m.bot_to_act() is None
    assert m.people_to_act() == [0]


def test_illegal_action_changes_nothing_and_carries_the_reason() -> None:
    m = new()
    m.run_bots()
    before, n = m.state.notation(), len(m.hand.actions)
    with pytest.raises(IllegalAction) as e:
        m.act(0, {"a": "op", "op": "ge", "cards": [999]})
    assert m.state.notation() == before and len(m.hand.actions) == n
    assert e.value.message("en") and e.value.message("zh-Hans") != e.value.message("en")


def test_save_and_load_mid_song_gives_the_same_position() -> None:
    m = new()
    rng = SplitMix64(5)
    for _ in range(6):
        m.run_bots()
        if m.is_over():
            break
        if m.people_to_act():
            human_move(m, m.people_to_act()[0], rng)
        else:
            m.clock = lambda: 1e9
            m.tick()
    text = m.dumps()
    m2 = Master.loads(text)
    assert m2.state.notation() == m.state.notation()
    assert m2.hand.actions == m.hand.actions and m2.seats == m.seats
    assert [e.type for e in m2.events] == [e.type for e in m.events]
    assert json.loads(m2.dumps()) == json.loads(text)


@pytest.mark.parametrize("bad", [
    "", "{", "null", "[]", '{"format": "paiju-match/1"}',
    '{"format": "paiju-match/0", "game": "huaniao"}',
])
def test_corrupt_saves_raise_a_clear_error(bad: str) -> None:
    with pytest.raises(MatchError) as e:
        Master.loads(bad)
    assert "damaged" in e.value.message("en") and "损坏" in e.value.message("zh-Hans")


def test_a_tampered_action_is_caught() -> None:
    m = new()
    m.run_bots()
    human_move(m, 0, SplitMix64(1))
    d = json.loads(m.dumps())
    d["hands"][0]["actions"][-1][1] = {"a": "op", "op": "ge", "cards": [63]}
    with pytest.raises(MatchError):
        Master.loads(json.dumps(d))


def test_series_carries_the_winner_and_counts_wins() -> None:
    m = new(seats=["bot:easy"] * 4, seed=11)
    m.run_bots()
    assert m.is_over()
    winner = m.state.result()["winner"]
    wins = LocalClient(m).wins()
    assert wins[winner] == 1 and sum(wins) == 1
    m.start_hand()
    assert m.hand_no == 2 and m.hand.carry == {"first": winner}
    assert m.view(None)["first"] == winner
    with pytest.raises(ValueError):
        m.start_hand()  # the second hand is not over
    m.run_bots()
    m2 = Master.loads(m.dumps())
    assert m2.hand_no == 2 and LocalClient(m2).wins() == LocalClient(m).wins()
    assert m2.state.notation() == m.state.notation()


def test_a_full_song_with_a_person_and_its_replay() -> None:
    m = new(seed=99)
    play_out(m)
    r = m.replay()
    assert r.run().notation() == m.state.notation()


def test_timers_off_no_timeout_at_main_but_commit_window_closes() -> None:
    clock = FakeClock()
    m = new(timers=False, clock=clock)
    m.run_bots()
    assert m.state.view(0)["prompt"]["type"] == "main"
    assert m.tick() == [] and m.remaining(0) is None
    clock.t = 1e6
    assert m.tick() == []
    # a 歌/鳴/誦 leaves the turn in the 且慢 window, which closes after undo_window_s
    legal = [a for a in m.state.legal_actions(0) if a.get("op") in ("ge", "ming", "song")]
    if not legal:
        pytest.skip("no tuned play in this deal")
    m.act(0, legal[0])
    assert m.state.view(0)["prompt"] == {"type": "commit"}
    t0 = clock.t
    assert m.tick() == []
    assert m.remaining(0) == pytest.approx(INFO.options_for("regular")["undo_window_s"])
    clock.t = t0 + 1.0
    assert m.tick() == []
    clock.t = t0 + 3.0
    assert m.tick()  # end_turn was sent for the person
    assert 0 not in m.to_act() or m.state.view(0)["prompt"] != {"type": "commit"}


def test_timers_on_main_timeout_and_takeover() -> None:
    clock = FakeClock()
    m = new(timers=True, seed=21, clock=clock, bot_delay=0.5)  # one bot move per tick at most
    types: list[str] = []
    for _ in range(400):
        if m.is_over() or m.taken_over(0):
            break
        m.run_bots()
        clock.t += 31
        types += [e.type for e in m.tick()]
    assert "timeout" in types
    assert m.taken_over(0) and m.is_bot(0)
    # a bot now plays the seat; the person takes it back with resume
    m.act(0, {"a": "resume"})
    assert not m.is_bot(0)


def test_undo_is_recorded_and_replays() -> None:
    m = new(seed=5)
    m.run_bots()
    for _ in range(200):
        if m.is_over():
            pytest.skip("no undo chance in this song")
        v = m.state.view(0)
        if v.get("can_undo"):
            m.act(0, {"a": "undo"})
            break
        if 0 in m.people_to_act():
            legal = m.state.legal_actions(0)
            tuned = [a for a in legal if a.get("op") in ("ge", "ming", "song")]
            m.act(0, (tuned or legal)[0])
        else:
            m.clock = lambda: 1e9
            m.tick()
        m.run_bots()
    assert m.hand.actions[-1] == (0, {"a": "undo"})
    assert Master.loads(m.dumps()).state.notation() == m.state.notation()


class SpyBot:
    seen: list[tuple[int, int, JSON]] = []

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.seed = seed

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        SpyBot.seen.append((self.seat, self.seed, view))
        return legal[0]


def test_bots_choose_from_their_own_view_only() -> None:
    info = dataclasses.replace(INFO, bots={"spy": SpyBot, **INFO.bots})
    SpyBot.seen = []
    m = Master(info, info.options_for("basic"), 3, ["bot:spy"] * 4)
    m.start_hand()
    for _ in range(60):
        if m.is_over():
            break
        seat = m.bot_to_act()
        assert seat is not None
        expect = m.state.view(seat)
        ply = m.ply
        m.step_bot()
        s, seed, got = SpyBot.seen[-1]
        assert s == seat and got["seat"] == seat
        assert got["hand"] == expect["hand"]
        assert seed == bot_seed(m.hand.seed, seat, ply)  # the one seeding rule


def test_seat_kinds_are_checked() -> None:
    with pytest.raises(ValueError):
        check_seats(INFO, ["human"] * 3)
    with pytest.raises(ValueError):
        check_seats(INFO, ["human", "bot:nope", "bot:easy", "bot:easy"])
    with pytest.raises(ValueError):
        check_seats(INFO, ["human", "alien", "bot:easy", "bot:easy"])
    check_seats(INFO, ["hotseat", "remote", "bot:easy", "hotseat"])


def test_hotseat_people_to_act() -> None:
    m = new(seats=["hotseat", "bot:easy", "hotseat", "bot:easy"])
    m.run_bots()
    assert m.people_to_act() and set(m.people_to_act()) <= {0, 2}
    assert m.local_people() == [0, 2]


def test_a_change_is_saved_in_a_later_frame_and_at_once_when_the_page_hides() -> None:
    """Not in the change's own tick (an engine step or a bot's last slice fills that frame): while
    bots play on, once SAVE_EVERY_S has passed since the last save; the tick after a change that
    hands the turn to a person; and at once on ``flush`` (the page being hidden)."""
    info = registry.get("huaniao")
    saves: list[str | None] = []
    m = Master(info, info.options_for(), 5, ["human"] + ["bot:easy"] * (info.seats - 1))
    c = LocalClient(m, 0.0, saves.append)
    c.tick(0.0)  # the first frame shows the table as it is
    while m.bot_to_act() is None:  # the person plays until a bot must
        m.act(0, m.legal(0)[0])
        c.tick(0.0)
    saves.clear()
    t = 0.0
    while True:  # bots play on: each move waits for the next second
        t += 0.01
        ply = m.ply
        c.tick(t)
        if m.ply > ply and m.bot_to_act() is not None:
            break
    assert c.saving() and not saves
    c.tick(t + 0.01)
    assert (saves == []) == (t + 0.01 < client_mod.SAVE_EVERY_S)
    c.flush()  # web/main.py on pagehide
    assert not c.saving() and Master.loads(saves[-1] or "").ply == m.ply
    t += client_mod.SAVE_EVERY_S
    while m.people_to_act() == [] and not m.is_over():
        t += 0.01
        c.tick(t)
    n = len(saves)
    assert c.saving() and m.people_to_act()  # the tick that handed the turn over saved nothing
    c.tick(t)  # the next one does
    assert len(saves) == n + 1 and not c.saving() and Master.loads(saves[-1] or "").ply == m.ply


def test_after_a_commit_window_runs_out_the_next_bot_moves_without_its_delay() -> None:
    # the 2.5 s 且慢 window already let the play be seen: the turn passes on without another bot delay
    clock = FakeClock()
    m = new(timers=False, clock=clock, bot_delay=1.1)
    for _ in range(200):
        m.tick()
        if 0 in m.people_to_act():
            break
        clock.t += 1.2
    legal = [a for a in m.state.legal_actions(0) if a.get("op") in ("ge", "ming", "song")]
    if not legal:
        pytest.skip("no tuned play in this deal")
    m.act(0, legal[0])
    assert m.state.view(0)["prompt"] == {"type": "commit"}
    clock.t += INFO.options_for("regular")["undo_window_s"] + 0.01
    before = len(m.hand.actions)
    m.tick()
    seats = [s for s, _ in m.hand.actions[before:]]
    assert seats[:1] == [0] and any(s != 0 for s in seats[1:]), f"a bot moves as the window closes: {seats}"


def test_a_deals_own_events_open_the_hands_log_as_each_seat_may_see_them() -> None:
    """跑胡子 deals with events (each seat's 21/20 cards, the dealer's 亮张): the log of every hand, a
    resumed match and a replay begin with them (a play-tester's log never said 发牌 or 亮张). A seat sees
    its own cards, of the others only how many."""
    info = registry.get("paohuzi")
    m = Master(info, info.options_for(info.default_preset), 11, ["human", "bot:easy", "bot:easy"])
    m.start_hand()
    mine = m.events_of(0)
    deals = [e for e in mine if e["type"] == "deal"]
    assert len(deals) == 3 and any(e["type"] == "shown" for e in mine)
    own = next(e for e in deals if e["seat"] == 0)
    assert len(own["cards"]) in (20, 21)
    assert all("cards" not in e and e["count"] in (20, 21) for e in deals if e["seat"] != 0)
    again = Master.loads(m.dumps())
    assert again.events_of(0)[:len(mine)] == mine
    gouji = registry.get("gouji")
    g = Master(gouji, gouji.options_for(gouji.default_preset), 11, ["human"] + ["bot:easy"] * 5)
    g.start_hand()
    assert g.events_of(0) == []  # a game whose deal has no events starts its log empty


def test_the_bots_one_window_asks_answer_together_after_one_delay() -> None:
    """A 跑胡子 claim asks every seat that may take the card: bots answer it together after one bot
    delay (the player had nothing to decide while they answered one after another), and the next
    window still waits its own delay."""
    info = registry.get("paohuzi")
    clock = FakeClock()
    m = Master(info, info.options_for(info.default_preset), 5, ["bot:rule"] * 3, clock=clock, bot_delay=1.0)
    m.start_hand()
    answered: list[tuple[float, int]] = []  # (time, seat) of each bot's move
    m.on_action = lambda a: answered.append((clock.t, a.seat)) if a.seat is not None else None
    together = 0
    for _ in range(3000):
        if m.is_over():
            break
        asked = [s for s in m.to_act() if m.window(s) is not None]
        before = len(answered)
        m.tick()
        if len(asked) == 2 and len(answered) - before >= 2 and len({t for t, *_ in answered[before:]}) == 1:
            together += 1
        clock.t = round(clock.t + 0.1, 6)
    assert together >= 3
    times = sorted({t for t, *_ in answered})
    assert all(b - a >= 1.0 - 1e-6 for a, b in zip(times, times[1:], strict=False)), "one delay between moves"


def test_a_bot_speed_raised_after_an_instant_stretch_still_waits_its_delay() -> None:
    """A table that turned the bot delay to 0 for a moment (花鸟风月's pace, 快进) and back must not let the
    next bot move at once: a due time left from the instant stretch would skip the delay the player chose."""
    info = registry.get("paohuzi")
    clock = FakeClock()
    m = Master(info, info.options_for(info.default_preset), 5, ["human", "bot:rule", "bot:rule"], clock=clock)
    m.slice_ms = 1000.0  # a page: one step a tick
    m.start_hand()
    moves: list[int] = []
    m.on_action = lambda a: moves.append(a.seat) if a.seat not in (None, 0) else None
    probes = 0
    for _ in range(400):
        if m.is_over():
            break
        if 0 in m.people_to_act():
            m.act(0, m.state.legal_actions(0)[-1])
            continue
        m.tick()
        m.bot_delay = 1.0
        before = len(moves)
        for _ in range(12):  # the same instant: the bot must wait its second
            m.tick()
        assert len(moves) == before, "a bot moved without the delay the player chose"
        probes += 1
        m.bot_delay = 0.0
        clock.t = round(clock.t + 0.01, 6)
    assert probes >= 30
