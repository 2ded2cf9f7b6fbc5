"""The replay viewer: opened from the end panel by a tap, stepped forward and back (each step the
position the replay reaches after that many actions), autoplay, every hand shown, the export read
back by the importer and by ``python -m pygame_core replay``, and damaged or foreign files refused
with a message while nothing else changes. All three games, phone and laptop."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from ui_driver import center, play

from pygame_core.core import registry
from pygame_core.core.replay import Replay
from pygame_core.table import Master
from pygame_core.ui import browser, replay_view
from pygame_core.ui.app import MATCH_KEY, App, MemoryStorage
from pygame_core.ui.replay_view import KEEP_EVERY, ReplayClient, ReplayScreen, open_replay
from pygame_core.ui.start import StartScreen

ROOT = Path(__file__).resolve().parents[2]
SIZES = [(390, 844), (1366, 768)]


def make_app(w: int = 390, h: int = 844, **settings: object) -> App:
    app = App(MemoryStorage())
    app.settings.update({"game": "huaniao", "speed": "instant", "tour_off": True, **settings})
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 2}, 0.0)
    app.frame(0.0)
    app.frame(0.05)
    return app


def press(app: App, hid: str, now: float = 1.0) -> None:
    """Tap the centre of a hit that is on screen, as a person would."""
    app.frame(now)
    hit = next((h for h in app.state()["hits"] if h["id"] == hid), None)
    assert hit is not None, f"{hid} not on screen: {[h['id'] for h in app.state()['hits']]}"
    assert app.tap_at(*center(hit), now) == hid
    app.frame(now)


def bot_hand(game: str, seed: int) -> Replay:
    """A whole hand of bots, as the replay the Master writes."""
    info = registry.get(game)
    m = Master(info, info.options_for(), seed, ["bot:" + next(iter(info.bots))] * info.seats)
    m.start_hand()
    m.run_bots()
    assert m.is_over()
    return m.replay()


@pytest.fixture(scope="module")
def finished() -> tuple[App, float]:
    """A 花鸟风月 song played to its end panel by taps."""
    app = make_app()
    press(app, "start", 0.1)
    now = play(app, 1.0, seed=5)
    return app, now


def test_the_end_panel_opens_the_viewer_and_back_returns(finished: tuple[App, float]) -> None:
    app, now = finished
    table = app.screen
    press(app, "end:replay", now)
    assert isinstance(app.screen, ReplayScreen)
    st = app.state()
    assert st["screen"] == "replay" and st["step"] == 0 and st["steps"] > 10
    assert st["hands"] == [10, 10, 10, 10]  # every seat's cards are shown, not only the viewer's
    press(app, "rv:close", now)
    assert app.screen is table and app.state()["end_shown"]


def test_the_viewer_names_the_hand_it_replays(finished: tuple[App, float], monkeypatch: Any) -> None:
    """Play-test 29 (花鸟风月 021201-ph-replay): song 2's replay said 第1曲; the viewer opened from a
    table knows the hand's number in its series (a file opened alone: 1), for the game to say."""
    app, now = finished
    table = app.screen
    app.frame(now)
    hit = next(h for h in app.state()["hits"] if h["id"] == "end:replay")
    # as in a series' 2nd song, for the tap alone (a frame of the table would take it for a new hand)
    monkeypatch.setattr(type(table.client), "hand_no", property(lambda self: 2))
    app.tap_at(*center(hit), now)
    monkeypatch.undo()
    assert isinstance(app.screen, ReplayScreen) and app.screen.client.hand_no == 2
    app.frame(now + 0.1)
    assert app.state()["screen"] == "replay"
    press(app, "rv:close", now)


def test_steps_forward_back_start_and_end_are_the_replays_positions(finished: tuple[App, float]) -> None:
    app, now = finished
    press(app, "end:replay", now)
    scr = app.screen
    assert isinstance(scr, ReplayScreen)
    rp = scr.rclient.record
    info = registry.get(rp.game)

    def position(k: int) -> str:
        state = rp.start()
        for seat, action in rp.actions[:k]:
            state.apply(seat, action)
        return state.notation()

    assert app.state()["notation"] == position(0)
    for _ in range(3):
        press(app, "rv:next", now)
    assert app.state()["step"] == 3 and app.state()["notation"] == position(3)
    press(app, "rv:prev", now)
    assert app.state()["step"] == 2 and app.state()["notation"] == position(2)
    press(app, "rv:end", now)
    st = app.state()
    assert st["step"] == st["steps"] == len(rp.actions) and st["over"]
    assert st["notation"] == rp.final == info.load(rp.final or "").notation()
    press(app, "rv:start", now)
    assert app.state()["step"] == 0
    app.screen.key("ArrowRight", now)
    assert app.state()["step"] == 1
    press(app, "rv:close", now)


def test_autoplay_steps_by_itself_and_stops_at_the_end(finished: tuple[App, float]) -> None:
    app, now = finished
    press(app, "end:replay", now)
    press(app, "rv:play", now)
    assert app.state()["playing"]
    for k in range(1, 4):
        app.frame(now + k * (replay_view.AUTOPLAY_S + 0.05))  # a margin: frame times are floats
    assert app.state()["step"] == 3
    press(app, "rv:end", now + 5)
    assert not app.state()["playing"]
    press(app, "rv:close", now + 5)


def test_export_then_import_is_the_same_hand_and_the_cli_replays_it(
        finished: tuple[App, float], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    app, now = finished
    saved: list[tuple[str, str]] = []
    def download(name: str, text: str) -> bool:
        saved.append((name, text))
        return True

    monkeypatch.setattr(browser, "download_text", download)
    press(app, "end:replay", now)
    first = app.screen
    assert isinstance(first, ReplayScreen)
    press(app, "rv:export", now)
    (name, text), = saved
    assert name.endswith(".json") and app.state()["exported"] == name and name in app.state()["toast"]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    cli = subprocess.run([sys.executable, "-m", "pygame_core", "replay", str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert cli.returncode == 0, cli.stderr
    # the start screen's importer reads the same file
    home = make_app()
    monkeypatch.setattr(browser, "pick_text_file", lambda on_text, on_error, accept="": on_text(name, text) or True)
    press(home, "advanced", 0.2)
    press(home, "replay_import", 0.3)
    again = home.screen
    assert isinstance(again, ReplayScreen)
    assert again.rclient.last == first.rclient.last
    assert [again.rclient.state_at(i).notation() for i in range(again.rclient.last + 1)] == \
        [first.rclient.state_at(i).notation() for i in range(first.rclient.last + 1)]
    press(home, "rv:close", 0.4)
    assert isinstance(home.screen, StartScreen)
    press(app, "rv:close", now)


@pytest.mark.parametrize("text, says", [
    ("", "not JSON"),
    ("PK\x03\x04 a zip file", "not JSON"),
    ('{"format": "paiju-match/2", "game": "huaniao"}', "not a paiju-replay/1"),
    ('{"format": "paiju-replay/1", "game": "chess", "options": {}, "seed": 1, "actions": []}', "unknown game"),
    ('{"format": "paiju-replay/1", "game": "huaniao", "options": {}, "seed": -4, "actions": []}', "seed"),
])
def test_a_damaged_or_foreign_file_is_refused_and_nothing_changes(text: str, says: str) -> None:
    app = make_app()
    app.storage.set(MATCH_KEY, "the saved match")
    home = app.screen
    assert not open_replay(app, text)
    assert app.screen is home and app.storage.get(MATCH_KEY) == "the saved match"
    app.frame(0.5)
    assert says in app.state()["toast"] and "这不是可读的牌局回放文件" in app.state()["toast"]


def test_a_replay_whose_actions_break_the_rules_names_the_action() -> None:
    rp = bot_hand("huaniao", 3)
    d = rp.to_json()
    d["actions"][4][0] = (d["actions"][4][0] + 1) % 4  # the fifth action by the wrong seat
    d.pop("final")
    app = make_app(lang="en")
    assert not open_replay(app, json.dumps(d))
    assert "step 5 breaks the rules" in app.toast_text and "action 4" in app.toast_text
    assert app.screen.name == "start"


def test_too_big_a_file_is_refused() -> None:
    app = make_app()
    assert not open_replay(app, " " * (replay_view.MAX_FILE + 1))
    assert "8 MB" in app.toast_text


def test_outside_a_page_export_and_import_say_so() -> None:
    app = make_app(lang="en")
    assert open_replay(app, bot_hand("huaniao", 4))
    press(app, "rv:export")
    assert app.state()["toast"] == "Files are not available here" and app.state()["exported"] == ""
    home = make_app(lang="en")
    press(home, "advanced", 0.2)
    press(home, "replay_import", 0.3)
    assert home.state()["toast"] == "Files are not available here" and home.screen.name == "start"


@pytest.mark.parametrize("game", ["huaniao", "gouji", "paohuzi"])
@pytest.mark.parametrize("w, h", SIZES)
def test_every_game_steps_through_with_every_hand_in_the_screen(game: str, w: int, h: int) -> None:
    rp = bot_hand(game, 11)
    app = make_app(w, h)
    assert open_replay(app, rp)
    scr = app.screen
    assert isinstance(scr, ReplayScreen)
    n = scr.rclient.last
    assert scr.rclient.steps[n].actions == len(rp.actions) and n >= len(rp.actions)  # a step an action, or a win
    for k in [*range(0, n, max(1, n // 12)), n]:
        scr.go(k)
        app.frame(1.0)
        st = app.state()
        state = scr.rclient.state
        assert st["hands"] == [len(scr.plugin.hand(state.view(s))) for s in range(state.num_seats)]
        for hit in st["hits"]:
            x, y, hw, hh = hit["rect"]
            assert x >= 0 and y >= 0 and x + hw <= w + 0.5 and y + hh <= h + 0.5, hit
        ids = {hit["id"] for hit in st["hits"]}
        assert {"rv:close", "rv:export", "rv:start", "rv:prev", "rv:play", "rv:next", "rv:end"} <= ids
    assert app.state()["over"] and app.state()["notation"] == rp.final
    ops: list[Any] = app.frame(1.0)["ops"]
    texts = " ".join(str(op[3]) for op in ops if op[0] == "T")
    assert "1号位" in texts  # seats are named in the viewer's language


@pytest.mark.parametrize("game", ["huaniao", "gouji", "paohuzi"])
def test_each_step_rebuilt_from_the_kept_copies_is_the_replays_own_position(game: str) -> None:
    # the viewer keeps a copy every KEEP_EVERY steps; every step in between must be exactly what the
    # replay itself passed through, in any order of visiting
    rp = bot_hand(game, 5)
    full: dict[int, str] = {}  # the position after each number of actions
    def watch(m: Master) -> None:
        full.setdefault(len(m.hand.actions), m.state.notation())

    Master.from_replay(rp, watch=watch)
    client = ReplayClient(rp)
    assert client.last + 1 >= len(full) > KEEP_EVERY
    order = [*range(client.last, -1, -3), *range(client.last + 1)]
    assert all(client.state_at(i).notation() == full[client.steps[i].actions] for i in order)


def test_a_paohuzi_action_that_plays_on_into_many_wins_is_stepped_win_by_win() -> None:
    """Play-test 14: after one action the rules played 19 wins by themselves (locked winners, 决胜时刻)
    and the replay held them all in one step; 胡 ▶ jumped from win 2 to win 21."""
    rp = bot_hand("paohuzi", 36)  # (seed 36: 29 wins with the bots that keep made groups whole)
    c = ReplayClient(rp)
    wins = c.wins()
    assert len(wins) > 20 and len(set(wins)) == len(wins), "one win a step"
    many = [e for e in c.master.events if e.type == "win"]
    assert len(many) == len(wins)


@pytest.mark.parametrize("w, h", SIZES)
def test_gouji_replay_draws_each_seats_play_and_says_the_deal_once(w: int, h: int) -> None:
    rp = bot_hand("gouji", 7)
    app = make_app(w, h)
    assert open_replay(app, rp)
    scr = app.screen
    assert isinstance(scr, ReplayScreen)
    c = scr.rclient
    seen = 0
    for k in range(c.last + 1):
        scr.go(k)
        st = app.state()
        step = c.steps[k]
        if step.action is not None and step.action.get("a") == "play" and step.seat is not None:
            # the seat that just played shows that play beside its hand, until its round is won
            assert st["plays"][step.seat] == len(step.action["cards"]), (k, st["plays"])
            seen += 1
    assert seen > 20
    scr.go(40)
    app.frame(1.0)
    log = scr.log_lines()[0]
    assert sum("发牌" in ln for ln in log) == 1 and not any("你" in ln for ln in log)


def test_each_step_of_a_replay_shows_something_new() -> None:
    """Play-test 11 (够级): the replay's first ~12 steps (the seats' silent 不预点 and 不明点) changed
    nothing on screen; 下一步, 上一步 and autoplay now go from one step that writes the log to the next."""
    app = make_app(1366, 768)
    assert open_replay(app, bot_hand("gouji", 11))
    scr = app.screen
    assert isinstance(scr, ReplayScreen)
    seen = [app.state()["step"]]
    for _ in range(12):
        before = scr.log_lines()[0]
        press(app, "rv:next", 1.0)
        app.frame(1.0)
        seen.append(app.state()["step"])
        assert len(scr.log_lines()[0]) > len(before), f"step {seen[-1]} wrote nothing"
    assert seen[-1] > 12, "silent steps were passed over"
    texts = [str(op[3]) for op in app.frame(1.0)["ops"] if op[0] == "T"]
    first = sum(1 for i in scr.told() if 0 < i <= seen[0])  # it opens on the deal
    assert any(f"第 {first + 12} / {len(scr.told()) - 1} 步" in x for x in texts), (texts[:8], seen)
    press(app, "rv:prev", 1.0)
    assert app.state()["step"] == seen[-2]


def test_the_replay_speed_steps_through_and_autoplay_follows_it() -> None:
    app = make_app(1366, 768)
    assert open_replay(app, bot_hand("paohuzi", 3))
    scr = app.screen
    assert isinstance(scr, ReplayScreen)
    assert app.state()["speed"] == 1.0
    press(app, "rv:speed", 1.0)
    press(app, "rv:speed", 1.0)
    assert app.state()["speed"] == 4.0
    press(app, "rv:play", 1.0)
    for k in range(1, 9):  # 8 steps in 2 s at 4×, which at 1× would take 7.2 s
        app.frame(1.0 + k * (replay_view.AUTOPLAY_S / 4 + 0.01))
    assert app.state()["step"] == scr.told()[8]  # 8 steps that say something (a silent 过 is passed over)
    press(app, "rv:speed", 3.0)
    assert app.state()["speed"] == 0.5


def test_a_phones_paohuzi_replay_is_its_table_with_every_hand_readable() -> None:
    """(play-tests) A phone squeezed each 20-card 跑胡子 hand into one row of slivers, and then the
    replay stacked every hand in strips, not the table's layout (play-test 11): it is now the game's own
    table (GameUI.replay_view) with every seat's hand open in its part, each card's glyph 16 px or more."""
    rp = bot_hand("paohuzi", 11)
    app = make_app(390, 844)
    assert open_replay(app, rp)
    scr = app.screen
    assert isinstance(scr, ReplayScreen)
    scr.go(1)
    ops: list[Any] = app.frame(1.0)["ops"]
    hands = [len(scr.plugin.hand(scr.rclient.view(s))) for s in range(3)]
    assert min(hands) > 12
    glyphs = [op for op in ops if op[0] == "T" and len(str(op[3])) == 1 and op[4] >= 16]
    assert len(glyphs) >= sum(hands), (len(glyphs), hands)
    assert scr.plugin.replay_view([scr.rclient.view(s) for s in range(3)], scr.rclient.view(None)) is not None


def test_each_seats_view_is_made_once_a_step_not_once_a_frame(finished: tuple[App, float],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    app, now = finished
    press(app, "end:replay", now)
    scr = app.screen
    assert isinstance(scr, ReplayScreen)
    asked: list[int | None] = []
    real = scr.rclient.view

    def counted(seat: int | None) -> Any:
        asked.append(seat)
        return real(seat)

    monkeypatch.setattr(scr.rclient, "view", counted)
    press(app, "rv:next", now)
    app.state()
    app.state()  # a second frame at the same step
    assert sorted(s for s in asked if s is not None) == [0, 1, 2, 3], "each seat's view made once for the step"
