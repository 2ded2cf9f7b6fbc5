"""够级 play-test 32 (/tmp/pt32-gouji/REPORT.md, FIXERS 够级): #1 ~75 s from 开始 to the first card (预点, 买3, 革命 and
明点, each a 15 s ring, every hand): 从不叫点, chosen once at a call prompt, kept, turned back from the felt; #2 托管
with no warning seen: one time-out warns at the strip till the next answer, 托管 comes with a big banner; #3 自动过联邦 on
by default, named for what it does; #4 the hands left turn up at their seats before
the sheet, 串三湖 a moment at the team's seats."""

from __future__ import annotations

from typing import Any

from test_gouji_table import drive, make_app, press, table

from pygame_core.core.i18n import pick
from pygame_core.games.gouji.cards import parse_ranks
from pygame_core.ui import theme as th
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.gouji import alarm, decline, nocall, partner
from pygame_core.ui.games.gouji.calls import moment
from pygame_core.ui.games.gouji.finish import LEFT_HOLD_S, MINI_W, WIDE_W, draw_left, mini_widths, shown_left
from pygame_core.ui.games.gouji.moments import FINALE_S
from pygame_core.ui.table_screen import TableScreen


def hits(app: App) -> set[str]:
    return {h["id"] for h in app.state()["hits"]}


def until(app: App, now: float, cond: Any, limit: float = 60.0, step: float = 0.1) -> float:
    end = now + limit
    while now < end:
        app.frame(now)
        if cond(app):
            return now
        now += step
    raise AssertionError(f"not within {limit} s: {app.state().get('phase')}, {sorted(hits(app))}")


def asked(app: App) -> bool:
    st = app.state()
    return st.get("viewer") in st.get("people_to_act", []) and bool(st.get("buttons"))


def test_never_call_is_one_tap_kept_and_turned_back_on_the_felt() -> None:
    """#1: the call prompt's third button 从不叫点 answers this call and every later one (the table says 不预点/不明点 in
    half a second, no buttons, no ring); the choice is kept in the settings; the felt's switch shows it while the hand is
    set up, and a tap there has the table ask again."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    now = until(app, 0.2, lambda a: a.state().get("phase") == "yudian" and asked(a))
    assert "btn:nevercall" in hits(app)
    assert nocall.HIT in hits(app)  # (the switch, off)
    press(app, "btn:nevercall", now)
    assert app.settings[nocall.SETTING] is True
    scr, ui = table(app)
    t0 = now
    now = until(app, now, lambda a: a.state().get("phase") != "yudian" or
                a.state().get("viewer") not in a.state().get("people_to_act", []))
    assert now - t0 <= 1.0
    calls = scr.view().get("calls") or []
    assert calls[scr.viewer or 0] in ("", "n", None, "-"), calls  # no call made
    now = until(app, now, lambda a: a.state().get("phase") == "mingdian" and
                a.state().get("viewer") in a.state().get("people_to_act", []))
    assert not [b for b in app.state()["buttons"] if b["id"] in ("btn:call", "btn:nocall")]
    t0 = now
    now = until(app, now, lambda a: a.state().get("viewer") not in a.state().get("people_to_act", []))
    assert now - t0 <= 1.0
    assert scr.view().get("phase") in ("mingdian", "play")
    # the felt's switch turns asking back on: the next hand's 预点 is asked
    app.frame(now)
    ui.tap(nocall.HIT, scr.view())
    assert app.settings[nocall.SETTING] is False


def test_a_calls_countdown_does_not_hold_the_prompts_clock() -> None:
    """FIXERS 够级 #1: the shared clock hold (GameUI.holds_clock) took ``animating``, which a call's countdown keeps on
    (frames must come): the call's ring stood still its first 8 s. Its hold is what moves, not the countdown."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    now = until(app, 0.2, lambda a: a.state().get("phase") == "yudian" and asked(a))
    scr, ui = table(app)
    now += 5.0
    app.frame(now)
    ui.clock.call_left = ((0, 0, "yudian"), 5.0, now)
    assert ui.animating(now)
    assert not ui.holds_clock(scr.view(), now)


def first_play(never: bool) -> float:
    """Seconds from 开始 to the play phase on a timed table at 中, the player answering 2 s after each prompt and
    calling nothing (from 从不叫点, or by leaving the call to the table as the tester did)."""
    app = App(MemoryStorage())
    app.settings.update({"speed": "normal", "game": "gouji", "tour_off": True, "lang": "zh-Hans", "timers": True,
                         "fixed_seed": 1, nocall.SETTING: never})
    app.handle({"t": "resize", "w": 1366, "h": 768, "dpr": 1}, 0.0)
    press(app, "start", 0.1)
    seen: tuple[Any, ...] = ()
    since, now = 0.1, 0.1
    while now < 120:
        now += 0.1
        app.frame(now)
        st = app.state()
        if not isinstance(app.screen, TableScreen):
            continue
        if st.get("phase") == "play":
            return now
        key = (st.get("phase"), asked(app))
        if key != seen:
            seen, since = key, now
        pay = next((h for h in ("btn:pay0", "btn:decline", "btn:nobuy") if h in hits(app)), None)
        if asked(app) and pay and now - since >= 2.0:
            press(app, pay, now)
            since = now
    raise AssertionError("no play")


def test_from_the_start_to_the_first_card_for_a_player_who_never_calls() -> None:
    """#1 measured (seed 1, 中, timed): 35 s to the play before (two call rings left to the table), ~10 s now."""
    never = first_play(True)
    assert never <= 12.0, never
    assert first_play(False) - never >= 20.0


def my_choice(app: App, now: float) -> float:
    """On to the player's next prompt in the play with a choice (a button to press), the set-up answered."""
    now = drive(app, now, seed=1, until=lambda a: a.state().get("phase") == "play")
    return until(app, now, lambda a: a.state().get("phase") == "play" and asked(a) and
                 any(b["id"] == "btn:hint" for b in a.state()["buttons"]), limit=300.0)


def first_time_out(w: int, h: int) -> tuple[App, float]:
    """A timed 够级 table (从不叫点) left to run out once at the player's first choice; returns it and the time."""
    app = make_app(w, h)
    app.settings.update({"timers": True, nocall.SETTING: True})
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = my_choice(app, 0.2)
    scr.selected = []
    now = until(app, now, lambda a: ui.tuoguan.timeouts == 1, limit=40.0)
    return app, now


def test_one_time_out_warns_at_the_strip_till_the_next_answer_and_two_say_tuoguan_big() -> None:
    """#2 (061509-turn, 061851-turn: 托管 came with no warning the tester saw; the first time-out's words were a 4 s
    toast): after one time-out a red pill at the player's strip says the next one hands over, and stays until the player
    answers; the second puts 托管 on with a big banner across the middle (取消托管 on its bar, one tap)."""
    app, now = first_time_out(1366, 768)
    scr, ui = table(app)
    assert alarm.warned(ui.tuoguan)
    lay = scr.lay
    assert lay is not None
    app.frame(now + 0.5)  # (between the turns too: the count stands till a prompt is answered)
    r = alarm.draw(DisplayList(), lay, ui.tuoguan, ui.lang)
    assert r is not None and r.y >= 0 and r.b <= lay.buttons.y + 1 and not r.intersects(lay.hand), (r, lay.hand)
    now = until(app, now + 0.5, lambda a: ui.tuoguan.on, limit=300.0)
    assert not alarm.warned(ui.tuoguan)
    assert any("托管" in b[0] for b in ui.moments.banners), ui.moments.banners


def test_the_warning_fits_at_every_size() -> None:
    for w, h in ((1366, 768), (390, 844), (844, 390)):
        app = make_app(w, h)
        app.settings["timers"] = True  # (a table without timers has no time-out to warn of: pt41 #3)
        press(app, "start", 0.1)
        scr, ui = table(app)
        now = until(app, 0.2, lambda a: a.state().get("phase") == "play")
        ui.tuoguan.timeouts = 1
        app.frame(now + 1.0)
        lay = scr.lay
        assert lay is not None
        r = alarm.draw(DisplayList(), lay, ui.tuoguan, ui.lang)
        assert r is not None and 0 <= r.x and r.r <= w and r.y >= lay.center.y and not r.intersects(lay.hand), (w, h, r)
        assert not r.intersects(lay.buttons), (w, h, r, lay.buttons)
        ui.tuoguan.timeouts = 0
        assert alarm.draw(DisplayList(), lay, ui.tuoguan, ui.lang) is None


def test_a_time_out_that_sends_the_raised_cards_says_so() -> None:
    """#2 (063219-ph10: "你 超时 · 出 2 2", the raised cards played): the seat's callout says they were the player's pick."""
    app = make_app(1366, 768)
    app.settings.update({"timers": True, nocall.SETTING: True})
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = my_choice(app, 0.2)
    view = scr.view()
    legal = [a for a in ui._legal() if a.get("a") == "play"]
    ranks = parse_ranks(legal[0]["cards"])
    hand = ui.hand(view)
    pick: list[str] = []
    for v in ranks:
        c = next(c for c in hand if c["v"] == v and ui.card_key(c) not in pick)
        pick.append(ui.card_key(c))
    scr.selected = pick
    now = until(app, now, lambda a: ui.clock.timed != [], limit=40.0)
    assert any(s.text.startswith("超时：已按你选的牌") for s in ui.moments.splashes), [s.text for s in ui.moments.splashes]


def test_a_partners_play_passes_by_itself_by_default_and_the_switch_says_what_it_does() -> None:
    """#3 (062502-turn, 060909-p13: asked on a partner's play while '对家过后自动过联邦 关', read as unexplained): on by
    default (it passes only where every opponent has passed: the partner takes the round anyway), named for what it does."""
    assert partner.switch_on({})
    assert pick(partner.WORDS["switch"], "zh-Hans") == "联邦的牌自动过"


def test_the_hands_left_turn_up_at_their_seats_before_the_sheet() -> None:
    """#4 (062113-turn: the losers' cards only a line on the sheet, which came over the table at once): the cards a seat
    still holds turn over at its badge one after another (backs first), at 34 px on a laptop, and the sheet waits for
    them to be read."""
    app = make_app(1366, 768)
    app.settings.update({"speed": "normal", nocall.SETTING: True})
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 0.2, seed=3, until=lambda a: scr.client.is_over())
    view = scr.view()
    assert shown_left(view, scr.viewer)
    dl = DisplayList()
    draw_left(dl, view, scr.viewer, ui.seat_rect, "zh-Hans", 1366, 768, since=0.0)
    backs = [op for op in dl.ops if op[0] == "R" and op[6] == th.INDIGO]
    assert backs
    dl = DisplayList()
    draw_left(dl, view, scr.viewer, ui.seat_rect, "zh-Hans", 1366, 768, since=3.0)
    assert not [op for op in dl.ops if op[0] == "R" and op[6] == th.INDIGO]
    assert max(op[3] for op in dl.ops if op[0] == "R") >= WIDE_W - 0.5
    t0 = ui.ended_at
    app.frame(t0 + FINALE_S + 0.5)
    assert not app.state().get("end_shown")
    assert ui.animating(t0 + FINALE_S + 0.5)  # (frames keep coming: a still page never showed the sheet)
    app.frame(t0 + FINALE_S + LEFT_HOLD_S + 0.3)
    app.frame(t0 + FINALE_S + LEFT_HOLD_S + 0.6)
    assert app.state().get("end_shown")


def test_a_sweep_is_a_moment_at_the_teams_seats_before_the_finale() -> None:
    """#4 (062953-turn: 串三湖 a small green chip on the sheet): its word bursts across the felt, the team's three
    seats splashed; the finishing order and the sheet come after it."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = until(app, 0.2, lambda a: a.state().get("phase") == "play")
    places = [1, 4, 2, 5, 3, 6]  # 甲队 (0, 2, 4) out 1-2-3
    ev = {"type": "hand_end", "places": places, "points": [6, -4, 4, -4, 2, -4], "winner_team": 0,
          "chuan_sanhu": True, "scored": True}
    moment(ui, ev, now)
    assert [f.word for f in ui.moments.fanfares] == ["串三湖！"]
    assert {s.seat for s in ui.moments.splashes if s.mark == "串"} == {0, 2, 4}
    fan = ui.moments.fanfares[0]
    assert ui.moments.finale is not None and ui.moments.finale.since >= fan.since + fan.life - 1e-6
    assert ui.ended_at == ui.moments.finale.since


def yield_prompt(seed: int) -> tuple[App, TableScreen, Any, float]:
    """The player asked on the opposite's play where a pass is a 让牌, with a play to choose."""
    app = make_app(1366, 768)
    app.settings[nocall.SETTING] = True
    press(app, "start", 0.1)
    scr, ui = table(app)

    def at(a: App) -> bool:
        v = scr.view()
        return v.get("phase") == "play" and asked(a) and ui.pass_is_yield(v, ui.me()) and len(ui._legal()) > 1 \
            and not scr.selected
    return app, scr, ui, drive(app, 0.2, seed=seed, until=at)


def test_no_at_the_opposites_play_covers_its_last_word() -> None:
    """#3 (061706-turn -> 061716-turn: a single A from the opposite took 让牌, then "扣牌（最后决定）"): at a 让牌 prompt 过's
    cell says 不要 and answers the trick: its 扣牌, the play coming back unbeaten, goes by itself, said; 让牌 beside it
    keeps the last word (asked again)."""
    app, scr, ui, now = yield_prompt(5)
    btns = {b["id"]: b for b in app.state()["buttons"]}
    assert btns["btn:pass"]["label"].startswith("不要") and "btn:keep" in btns, btns
    view = scr.view()
    key = decline.top_key(view, scr.client.hand_no)
    press(app, "btn:pass", now)
    assert ui.declined == key
    assert scr.view().get("yielded", [False] * 6)[ui.me()] or scr.view().get("top") != view.get("top")
    kou = decline.answer(ui.declined, view, scr.client.hand_no, [{"a": "pass"}, {"a": "play", "cards": ["2"]}], "zh-Hans")
    assert kou is not None and kou.action == {"a": "pass"} and "扣牌" in kou.label
    beaten = {**view, "top": [*(view.get("top") or []), 999]}
    assert decline.answer(ui.declined, beaten, scr.client.hand_no, [{"a": "pass"}], "zh-Hans") is None


def test_yield_keeps_the_last_word() -> None:
    app, scr, ui, now = yield_prompt(5)
    press(app, "btn:keep", now)
    assert ui.declined is None



def test_clearing_starts_the_hints_again() -> None:
    """pt33 #1 (084739-hint1 -> 084752-play88: 提示 showed 8 8 '1/14', 清空, 提示 again raised 9 9 '2/14' and 出牌 played
    it): after 清空 提示 starts from its first suggestion."""
    app, scr, ui, now = yield_prompt(5)
    press(app, "btn:hint", now)
    first = list(scr.selected)
    assert first
    press(app, "btn:clear", now + 0.8)
    assert not scr.selected
    press(app, "btn:hint", now + 1.6)
    assert list(scr.selected) == first


def test_a_count_on_the_sheets_small_cards_keeps_clear_of_the_next_card() -> None:
    """pt33 (090033-h2-end2: '4 ×3' read '4 ×ɜ', the next small card over the 3): the bold '×3' has its room and 3 px."""
    widths = mini_widths([4, 4, 4, 3])
    assert widths[0] >= MINI_W + 1 + text_width("×3", 10.5) * 1.25 + 3
