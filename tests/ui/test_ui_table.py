"""The shared table's frame: the log drawn in the current language, the clock as a ring on the
acting seat (never under a panel, no emoji), and an action bar and hand that stay put."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from test_ui_app import make_app, press
from ui_driver import Hints, center, next_press_gouji, next_tap, next_tap_paohuzi

from pygame_core.core import registry
from pygame_core.core.errors import IllegalAction
from pygame_core.core.i18n import tx
from pygame_core.core.rng import SplitMix64
from pygame_core.table.client import FRAME_MS, MIN_SLICE_MS, SLICE_MS, LocalClient, slice_for
from pygame_core.ui.app import SETTINGS_KEY, App
from pygame_core.ui.games import plugin_for
from pygame_core.ui.games.gouji.ui import GoujiUI
from pygame_core.ui.geom import Rect
from pygame_core.ui.plugin import Btn, GameUI
from pygame_core.ui.start import StartScreen
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.texts import level_label, you_form
from pygame_core.ui.tour import Tour


def step(app: App, rng: SplitMix64, now: float) -> None:
    app.frame(now)
    hid = next_tap(app.state(), rng)
    if hid is not None:
        hit = next(h for h in app.state()["hits"] if h["id"] == hid)
        app.tap_at(*center(hit), now)


def test_log_is_redrawn_in_the_new_language() -> None:
    app = make_app()
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    rng, now = SplitMix64(3), 1.0
    while len(screen.log_events) < 6:
        step(app, rng, now)
        now += 0.5
    before = list(screen.log)
    press(app, "menu", now)
    app.frame(now)
    press(app, "lang:en", now)
    app.frame(now)
    after = screen.log
    assert after == [ln for ev in screen.log_events if (ln := screen.plugin.log_line(ev))]
    assert after != before and not set(after) & set(before), "no line stays in the old language"


def test_english_lines_about_the_viewer_read_as_english() -> None:
    """The games' templates are written for a named seat; the viewer's lines read "You draw",
    "Your bowl", "gives you", never "You draws" or "You's"."""
    for line, want in (("You draws 王霸", "You draw 王霸"), ("You's bowl lights ×2", "Your bowl lights ×2"),
                       ("You passes", "You pass"), ("You is out: 头科", "You are out: 头科"),
                       ("Bot 2 kills You's opening try", "Bot 2 kills your opening try"),
                       ("Bot 1 gives You a card", "Bot 1 gives you a card"), ("You led the 4s", "You led the 4s"),
                       ("You: chi 一二三", "You: chi 一二三"), ("You wins!", "You win!"),
                       # a clause's subject after a break (够级 play-test 34: "Revolution: you holds no 2s")
                       ("Revolution: You holds no 2s", "Revolution: you hold no 2s"),
                       ("Bot 3 is out; You places 3rd", "Bot 3 is out; you place 3rd"),
                       ("Bot 2 beats You as well", "Bot 2 beats you as well")):
        assert you_form(line, "en") == want
    assert you_form("你 打出 九", "zh-Hans") == "你 打出 九"
    for game in ("paohuzi", "gouji", "huaniao"):
        app = make_app(game=game)
        app.set_lang("en")
        app.frame(0.05)
        press(app, "start", 0.1)
        screen = app.screen
        assert isinstance(screen, TableScreen) and screen.client.info.id == game
        rng, now = SplitMix64(5), 1.0
        player = {"paohuzi": next_tap_paohuzi, "gouji": Hints(), "huaniao": next_tap}[game]
        drawn: set[str] = set()  # every text the table drew: banners and toasts as well as the log
        for _ in range(2000):
            if len(screen.log_events) >= 60:
                break
            drawn.update(str(op[3]) for op in app.frame(now)["ops"] if op[0] == "T")
            st = app.state()
            hid = player(st, rng) if game != "gouji" else player(st, next_press_gouji(st, rng))
            hit = next((h for h in reversed(st["hits"]) if h["id"] == hid), None)
            if hit is not None:
                app.tap_at(*center(hit), now)
            now += 0.5
        mine = [ln for ln in screen.log if ln.startswith("You")]
        assert mine, (game, screen.log[-5:])
        bad = re.compile(r"\bYou (\w+[^s]s|is|has)\b|You's")
        assert not [ln for ln in screen.log if bad.search(ln)], screen.log
        assert not [tx for tx in drawn if bad.search(tx)], game


def _inside(r: Rect, x: float, y: float) -> bool:
    return r.x <= x <= r.r and r.y <= y <= r.b


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_clock_is_a_ring_on_the_acting_seat_or_by_the_players_buttons(w: int, h: int) -> None:
    app = make_app(w=w, h=h, timers=True, fixed_seed=8)
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    rng, now, rings = SplitMix64(5), 1.0, 0
    for _ in range(300):
        app.frame(now)
        ops = app.frame(now)["ops"]
        assert not any(op[0] == "T" and "⏱" in str(op[3]) for op in ops), "no emoji clock"
        lay = screen.lay
        assert lay is not None
        arcs = [op for op in ops if op[0] == "W"]
        acting = [s for s in screen.client.to_act() if screen.client.remaining(s) is not None]
        shown = screen.plugin.clock_shown(screen.view())  # (none while the table answers a forced step)
        if acting and shown and screen.overlay is None and screen.curtain is None and not screen.client.is_over():
            assert arcs, "an acting seat with a clock shows its ring"
            for op in arcs:
                x, y = op[1], op[2]
                assert not _inside(lay.log, x, y), "never under the log panel"
                assert any(_inside(r.inset(-1), x, y) for r in [lay.me, lay.buttons, *lay.seats.values()])
            rings += 1
        step(app, rng, now)
        now += 0.7
        if rings > 10:
            break
    assert rings > 10


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_action_bar_and_hand_do_not_move_between_turns(w: int, h: int) -> None:
    app = make_app(w=w, h=h, fixed_seed=3)  # a pinned deal: a random one may end too soon to tell
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    rng, now = SplitMix64(7), 1.0
    places: list[tuple[float, float]] = []
    for _ in range(400):
        step(app, rng, now)
        now += 0.5
        st = app.state()
        if st["over"]:
            break
        lay = screen.lay
        if lay is not None and st["hand"] and st["curtain"] is None:
            places.append((lay.buttons.y, lay.hand.y, screen.viewer in screen.client.people_to_act()))
    assert len(places) > 50
    stays_put(places)


def stays_put(places: list[tuple[float, float, bool]]) -> None:
    """(bar y, hand y, the viewer has a prompt) frame by frame: the hand or bar grows once at most
    (a move up, or any move during a prompt); between prompts the hand may give room back (a move
    down, the table gets it) as often as it has room to give."""
    pairs = [(a, b) for a, b in zip(places, places[1:], strict=False) if a[:2] != b[:2]]
    grows = [(a, b) for a, b in pairs if (a[2] and b[2]) or b[0] < a[0] or b[1] < a[1]]
    assert len(grows) <= 1, f"the bar or hand moved {len(grows)} times under a prompt or up: {grows}"


@pytest.mark.parametrize("game", ["huaniao", "gouji", "paohuzi"])
@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_start_screen_same_level_names_and_no_hidden_row(game: str, w: int, h: int) -> None:
    app = make_app(w=w, h=h)
    press(app, f"game:{game}", 0.2)
    app.frame(0.3)
    screen = app.screen
    assert isinstance(screen, StartScreen)
    assert screen.content_h <= screen.scroll_area.h, "nothing below the sticky buttons"
    hits = app.state()["hits"]
    levels = [x["label"] for x in hits if x["id"].startswith("level:")]
    assert levels == ["简单", "普通", "困难"]
    titles = [op[3] for op in app.frame(0.4)["ops"] if op[0] == "T"]
    assert titles.count("模式") <= 1, "模式 appears once at most"
    assert not any(x["id"].startswith("opt") for x in hits), "engine settings are folded away"


def test_every_game_names_its_levels_alike() -> None:
    for info in registry.available():
        assert list(info.bots) == ["easy", "normal", "hard"], info.id
    assert level_label("hard", "en") == "Hard" and level_label("normal", "zh-Hant") == "普通"
    assert level_label("random", "en") == "random"  # a level outside the shared three keeps its id


def test_sound_cues_in_the_frame_and_a_remembered_mute() -> None:
    app = make_app()
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    assert app.frame(0.2).get("sounds") is None, "the deal on opening plays nothing"
    rng, now, cues = SplitMix64(11), 1.0, []
    for _ in range(200):
        plays = sum(1 for ev in screen.log_events if ev.get("type") == "play")
        hid = next_tap(app.state(), rng)
        if hid is not None:
            hit = next(h for h in app.state()["hits"] if h["id"] == hid)
            app.tap_at(*center(hit), now)
        got = app.frame(now).get("sounds") or []
        cues += got
        if sum(1 for ev in screen.log_events if ev.get("type") == "play") > plays:
            assert ["card"] in got or len(cues) >= 8, "a play snaps"
        now += 0.5
        if len(cues) > 4:
            break
    assert ["card"] in cues
    assert all(c[0] in ("card", "say") for c in cues)
    # mute from the menu: no cue reaches the page, and the choice survives a reload
    press(app, "menu", now)
    app.frame(now)
    press(app, "menu:mute", now)
    app.frame(now)
    assert screen.info()["mute"] and json.loads(app.storage.get(SETTINGS_KEY) or "{}")["mute"] is True
    press(app, "overlay:close", now)
    for _ in range(60):
        now += 0.5
        hid = next_tap(app.state(), rng)
        if hid is not None:
            hit = next(h for h in app.state()["hits"] if h["id"] == hid)
            app.tap_at(*center(hit), now)
        assert "sounds" not in app.frame(now)
    assert App(app.storage).settings.get("mute") is True


def test_calls_are_spoken_by_event() -> None:
    app = make_app()
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    p = screen.plugin
    assert p.sound({"type": "play", "op": "wu", "kind": "x"}) == [["card"], ["say", "舞"]]
    assert p.sound({"type": "play", "op": "ge"}) == [["card"]]
    assert GameUI.sound(p, {"type": "peng"}) == [["say", "碰"]]
    assert GameUI.sound(p, {"type": "opened"}) == [["say", "开点"]]
    assert p.sound({"type": "turn"}) == []


def test_a_refusal_shows_the_engine_reason_and_the_plugin_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    # 花鸟风月's out-of-tune reason names the tune itself (tests/huaniao); a plugin may add more.
    app = make_app()
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)

    def refuse(seat: int, action: object) -> None:
        raise IllegalAction("E_OUT_OF_TUNE", tx("不合调：调为十", "不合調：調為十", "out of tune: the tune is ten"))
    monkeypatch.setattr(screen.client, "act", refuse)
    assert not screen.submit({"op": "ge"}, 1.0, seat=0, label="歌 十")
    assert app.state()["toast"].startswith("歌 十：不合调：调为十，")  # and 花鸟风月's hint (test_huaniao_hints)
    monkeypatch.setattr(screen.plugin, "refusal_hint", lambda view, code: "hint")
    screen.submit({"op": "ge"}, 1.1, seat=0, label="歌 十")
    assert app.state()["toast"] == "歌 十：不合调：调为十，hint"



def _fixed(kinds: list[str]) -> property:
    def get(_self: LocalClient) -> list[str]:
        return kinds
    return property(get)


@pytest.mark.parametrize("game", ["gouji", "paohuzi"])
def test_card_counter_at_a_peer_table_is_the_hosts_for_every_seat(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(w=1366, h=768, game=game)
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    plugin: Any = screen.plugin
    assert plugin.counter_rule() == (True, True)  # against bots: on, and a person may switch it
    n = screen.client.info.seats
    for kinds, on in ((["human", "remote"] + ["bot:normal"] * (n - 2), True), (["human"] + ["remote"] * (n - 1), False)):
        monkeypatch.setattr(LocalClient, "seats", _fixed(kinds))
        ui: Any = plugin_for(game)(screen)
        assert ui.counter_rule() == (on, False)
        before = ui.counter_on if game == "gouji" else ui.counter_on()
        assert before is on
        ui.tap("gj:counter" if game == "gouji" else "btn:counter", screen.view())
        assert (ui.counter_on if game == "gouji" else ui.counter_on()) is on, "no seat switches it"


@pytest.mark.parametrize("game", ["gouji", "paohuzi"])
@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_a_games_own_hand_stays_put_between_turns(game: str, w: int, h: int) -> None:
    app = make_app(w=w, h=h, game=game, fixed_seed=3)
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    rng, now = SplitMix64(5), 1.0
    places: list[tuple[float, float]] = []
    for _ in range(300):
        app.frame(now)
        st = app.state()
        if st["over"]:
            break
        lay = screen.lay
        if lay is not None and st["hand"] and st["curtain"] is None:
            assert lay.own_hand
            places.append((lay.buttons.y, lay.hand.y, screen.viewer in screen.client.people_to_act()))
        c = screen.client
        if screen.viewer in c.people_to_act():
            legal = c.legal(screen.viewer)
            c.act(screen.viewer, legal[rng.uniform(len(legal))])
            screen.refresh(now)
        now += 0.4
    assert len(places) > 30
    stays_put(places)


def test_bots_think_in_what_the_frames_drawing_leaves(monkeypatch: pytest.MonkeyPatch) -> None:
    # a quick frame leaves the whole slice; a slow machine's drawing shrinks it (never to nothing)
    assert slice_for(1.0) == SLICE_MS and slice_for(FRAME_MS - 10.0) == 10.0 and slice_for(90.0) == MIN_SLICE_MS
    app = make_app(w=1366, h=768, game="gouji")
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen) and isinstance(screen.client, LocalClient)
    app.frame(0.2)
    screen.draw_ms = 30.0  # as if this frame's drawing had taken 30 ms
    app.frame(0.3)
    assert screen.client.master.slice_ms == slice_for(30.0) == FRAME_MS - 30.0


def test_english_banners_about_the_viewer_read_as_english() -> None:
    """Banners and seat callouts go through the same wording as the log: "You shao on", never
    "You shaos on"."""
    app = make_app(game="gouji")
    app.set_lang("en")
    app.frame(0.05)
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    plugin = screen.plugin
    assert isinstance(plugin, GoujiUI)
    me = plugin.table.viewer
    assert isinstance(me, int)
    plugin.on_events([{"type": "shao", "from": (me + 1) % 6, "to": me, "tribute": True},
                      {"type": "revolution", "seat": me}], 5.0)
    texts = [b[0] for b in plugin.banners] + [s.text for s in plugin.moments.splashes]  # (捎/革命: at the seat)
    assert any(t.startswith("You shao on ") for t in texts), texts  # (866239ab: 捎 by its name)
    assert not [t for t in texts if re.search(r"\bYou (\w+[^s]s|is|has)\b", t)], texts


@pytest.mark.parametrize("game", ["paohuzi", "gouji", "huaniao"])
def test_a_table_nobody_acts_at_says_when_to_look_again(game: str) -> None:
    """The page draws only on an event or when the last frame asked to wake. At a bot speed, the
    table answers a window for the player when it closes (a 跑胡子 claim they can only decline): the
    frame must ask to wake then, or the hand stops until the player happens to touch the screen
    (it did, at every seed tried). Every game's whole hand is played so."""
    app = make_app(w=1366, h=768, game=game, fixed_seed=2, speed="fast")
    press(app, "start", 0.1)
    rng, now, hints = SplitMix64(3), 0.2, Hints()

    def choose(st: dict[str, Any]) -> str | None:
        if game == "gouji":
            return hints(st, next_press_gouji(st, rng))
        return (next_tap_paohuzi if game == "paohuzi" else next_tap)(st, rng)
    for _ in range(20_000):
        wake = json.loads(app.frame_json(now)).get("wake")
        st = app.state()
        if st.get("end_shown"):
            return
        hid = choose(st)
        hit = next((h for h in reversed(st["hits"]) if h["id"] == hid), None)
        if hit is not None:  # the player's tap is an event: a frame follows at once
            app.tap_at(*center(hit), now)
            now += 0.2
            continue
        assert wake is not None, f"nobody to act and no wake: {st['phase']} {st['to_act']} {st.get('log', [])[-3:]}"
        now += max(wake, 1 / 60)
    raise AssertionError(f"no end: {app.state().get('log', [])[-3:]}")


def test_the_tour_says_what_a_tap_on_a_card_does_in_each_game() -> None:
    """跑胡子 plays a card on a quick second tap: its tour never says a second tap lets it go, and
    names the claims it has (no 提示 button there)."""
    for lang in ("zh-Hans", "en"):
        app = make_app()
        app.set_lang(lang)
        tour = Tour(app, "paohuzi")
        hand, bar = tour.text("hand"), tour.text("buttons")
        if lang == "en":
            assert "tap again to let it go" not in hand and "twice" in hand and "drag it up" in hand
            assert "hint" not in bar and "peng" in bar
        else:
            assert "再点一次取消" not in hand and "快点两下" in hand and "往上拖" in hand
            assert "提示" not in bar and "碰" in bar


@pytest.mark.parametrize("game", ["gouji", "paohuzi", "huaniao"])
def test_on_a_phone_the_bar_never_moves_as_the_hand_shrinks(game: str) -> None:
    """The hand and the bar keep the room of the deal all hand: 出牌 never goes where 过 was."""
    app = make_app(w=390, h=844, game=game, fixed_seed=3)
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    rng, now = SplitMix64(5), 1.0
    bars: set[float] = set()
    hand = 0
    for _ in range(600):
        app.frame(now)
        st = app.state()
        if st["over"] or st.get("end_shown"):
            break
        if screen.lay is not None and st["hand"]:
            hand = max(hand, len(st["hand"]))
            bars.add(round(screen.lay.buttons.y, 1))
        c = screen.client
        if screen.viewer in c.people_to_act():
            legal = c.legal(screen.viewer)
            c.act(screen.viewer, legal[rng.uniform(len(legal))])
            screen.refresh(now)
        now += 0.4
    assert hand and len(bars) == 1, f"the bar stood at {sorted(bars)}"


def test_a_flowing_bar_reserves_one_row_on_a_phone_until_a_prompt_needs_two(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game without fixed cells (``bar_slots`` empty): no second row kept empty above the hand."""
    app = make_app(w=390, h=844, game="paohuzi", fixed_seed=3)
    press(app, "start", 0.1)
    screen = app.screen
    assert isinstance(screen, TableScreen)
    monkeypatch.setattr(screen.plugin, "bar_slots", lambda view: [])
    monkeypatch.setattr(screen.plugin, "buttons", lambda view, sel: [Btn("one", "一", None), Btn("two", "二", None)])
    screen._bar_h.clear()
    app.frame(0.2)
    lay = screen.lay
    assert lay is not None and lay.buttons.h < 60, "one row for buttons that fit one"
