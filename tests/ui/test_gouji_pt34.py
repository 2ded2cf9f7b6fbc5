"""够级 play-test 34 (/tmp/pt34-gouji/REPORT.md, FIXERS 够级, session 32): #1 a double 革命's redeal narrated a duel
that did not exist over the new deal, and the viewer's stake read "you holds no 2s" over a hand holding a 2; #2 a
time-out that played the raised cards said they were not played, and no warning came before it; #6 English words."""

from __future__ import annotations

import pytest
from test_gouji_clock import play_prompt, timed_app
from test_gouji_playtest6 import in_play
from test_gouji_pt32 import until
from test_gouji_table import drive, make_app, press, table

from pygame_core.core.i18n import pick
from pygame_core.ui import theme as th
from pygame_core.ui.app import App
from pygame_core.ui.draw import text_width
from pygame_core.ui.games.gouji import alarm
from pygame_core.ui.games.gouji.calls import moment
from pygame_core.ui.games.gouji.clock import own_move
from pygame_core.ui.games.gouji.labels import L, rank_text
from pygame_core.ui.games.gouji.ledger import Entry
from pygame_core.ui.games.gouji.moments import FINALE_S
from pygame_core.ui.geom import Rect
from pygame_core.ui.texts import t, you_form


def test_a_double_revolution_redeals_clean_in_one_line() -> None:
    """#1 (094028-en-p4, 093931-en-r5): two 革命 and a redeal: the revolutions' stakes queued are dropped, one line
    says the cards come again, and a play of the new deal by a seat that had declared is no duel's lead."""
    app = make_app(1366, 768, lang="en")
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = until(app, 0.2, lambda a: a.state().get("phase") not in (None, "", "yudian"))
    me = ui.me()
    other = (me + 5) % 6
    ui.moments.banners, ui.moments.lane = [], []
    for seat in (other, me):
        moment(ui, {"type": "revolution", "seat": seat}, now)
    moment(ui, {"type": "redeal", "declared": [other, me], "redeals": 1}, now)
    texts = [b[0] for b in ui.moments.banners + ui.moments.lane]
    assert texts == [f"Two revolutions ({ui.name(other)}, you): redeal"], texts
    assert ui.moments.duel == [-1, 0]
    moment(ui, {"type": "play", "seat": other, "cards": [], "kind": "single"}, now + 3.0)
    assert not [b for b in ui.moments.banners if "duel" in b[0]], ui.moments.banners


def test_the_viewers_revolution_reads_as_english() -> None:
    """#1 / #6 (093931-en-r5: "Revolution: you holds no 2s or jokers … you places 3rd")."""
    for key in ("rev_stake", "rev_short", "rev_won", "rev_lost", "duel_lead", "duel_beat", "duel_pass"):
        line = you_form(pick(L[key], "en").format(r="You", o="Bot 3", cards="K", mates="Bot 2 and Bot 4"), "en") or ""
        for bad in ("you holds", "you places", "you plays", "you opens", "you is ", "you duels", "you sits"):
            assert bad not in line.lower(), (key, line)


def test_a_time_out_that_played_raised_cards_says_so_and_names_what_stayed() -> None:
    """#2 (093412-play5s): 3 and five 5s raised, the clock ran out and played the 5s, yet the toast said "你选的牌没能出，
    已收回": the raised cards that went are said to have gone, the toast names only what stayed."""
    app = timed_app()
    scr, ui = table(app)
    now = play_prompt(app, 0.5)
    hand = ui.hand(scr.view())
    a = hand[0]
    b = next(c for c in hand if c["v"] != a["v"])
    me = ui.me()
    app.toast("", 0.0)
    scr.selected = [ui.card_key(a)]
    ui.clock.seen = (0.0, now)
    own_move(ui, {"type": "play", "seat": me, "cards": [a["id"]]}, scr.selected, now)
    assert ui.moments.splashes[-1].text.startswith("超时：已按你选的牌"), ui.moments.splashes[-1]
    assert "没能出" not in app.toast_text and not ui.clock.dropped
    ui.clock.seen = (0.0, now + 1)
    own_move(ui, {"type": "play", "seat": me, "cards": [a["id"]]}, [ui.card_key(a), ui.card_key(b)], now + 1)
    assert ui.clock.dropped == ui.tx("timed_dropped", cards=rank_text(b["v"], "zh-Hans")), ui.clock.dropped
    assert ui.clock.dropped in app.toast_text


@pytest.mark.parametrize("lang", ["zh-Hans", "en"])
def test_the_clocks_last_seconds_say_what_goes_at_zero(lang: str) -> None:
    """#2 (多乐 warns at 5 s): in the player's last 5 s a red pill by the strip counts down and says what the raised
    cards do at zero: "还剩 3 秒 · 到时出 …" for a play, else that they stay; nothing before; on the phone's screen."""
    app = make_app(390, 844, lang=lang)
    app.settings.update({"timers": True, "speed": "fast"})
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = play_prompt(app, 0.5)
    me = ui.me()
    for _ in range(3):  # the hint's play raised
        press(app, "btn:hint", now)
        if scr.selected:
            break
    assert scr.selected
    head = ui.tx("hurry", n=4)

    reds: list[list[object]] = []

    def pill(at: float) -> list[str]:
        app.frame(at)
        said = [str(op[3]) for op in app.dl.ops if op[0] == "T" and str(op[3]).startswith(head[:2])]
        for op in app.dl.ops:
            if op[0] == "R" and op[6] == alarm.RED:  # (an R op's fill; op[5] is its corner radius)
                reds.append(op)
                assert 0 <= float(op[1]) and float(op[1]) + float(op[3]) <= 390, op  # (on the screen)
        return said

    assert not pill(now + 0.05)
    while True:
        said = pill(now)
        rem = scr.client.remaining(me)
        assert rem is not None and (not said or rem <= 5), (rem, said)
        if rem <= 3.6:
            break
        now += 0.2
    goes = ui.tx("hurry_goes", cards="@").split("@")
    assert said and said[0].startswith(f"{head} · {goes[0]}") and said[0].endswith(goes[1]), said
    scr.selected = scr.selected[:0]
    legal = scr.client.legal(me)
    then = f" · {ui.tx('hurry_pass')}" if {"a": "pass"} in legal else ""
    assert pill(now + 0.2) == [head + then], legal
    assert reds  # the pill was drawn, and on the screen
    ui.tuoguan.timeouts = 1  # one time-out from 托管: the warning goes with the seconds, one pill
    assert pill(now + 0.4)[0].startswith(f"{head} · {ui.tx('hurry_last')}")
    assert not [op for op in app.dl.ops if op[0] == "T" and str(op[3]).startswith("⚠")]


def test_english_says_its_marks_and_buttons_in_english() -> None:
    """#6 (094018-en-p3: a lone red "K" stamp for a kill, read as a king; 094139-en-hint2: "intercept (they pay a 捎
    tribute)" on the Play button; "Really Revolution?")."""
    assert pick(L["mark_kill"], "en") not in ("K", "Q", "J", "A")
    for key in ("shao_sub", "hint_shao", "lg_shao"):
        line = pick(L[key], "en")
        assert not any("\u4e00" <= ch <= "\u9fff" for ch in line), (key, line)
    assert t("confirm_ask", "en", what=pick(L["declare_ask"], "en")) == "Really declare a revolution?"
    assert t("confirm_ask", "zh-Hans", what=pick(L["declare_ask"], "zh-Hans")) == "确定革命？"


def test_four_left_is_as_big_a_moment_as_the_first_out() -> None:
    """#6 (四户乱缠 only a chip in the top bar and a log line): a big banner that bursts as 头科's does, the table held."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = until(app, 0.2, lambda a: a.state().get("phase") not in (None, "", "yudian"))
    ui.moments.banners, ui.moments.lane = [], []
    moment(ui, {"type": "chaos"}, now)
    assert [(b[0][:5], b[2]) for b in ui.moments.banners] == [("四户乱缠！", True)]
    assert ui.moments.crowned == ui.moments.banners[0][0]  # (its burst)
    assert ui.moments.hold_until >= now + 1.0


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844), (844, 390)])
def test_the_viewers_points_keep_off_its_status_line(w: int, h: int) -> None:
    """#3 (093721-ff9: the finale's "-6" stood on the player's status line, "你 · 0张 · 弃点" under it): the viewer's
    points land under its strip (over it on a phone on its side, its cards right under), clear of its words and cards."""
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = until(app, 0.2, lambda a: a.state().get("phase") not in (None, "", "yudian"))
    me = ui.me()
    pts = [4 if s % 2 == me % 2 else -4 for s in range(6)]
    pts[me] = -6
    places = [0] * 6
    for k, s in enumerate(sorted(range(6), key=lambda s: -pts[s])):
        places[s] = k + 1
    moment(ui, {"type": "hand_end", "places": places, "points": pts, "winner_team": (me + 1) % 2, "scored": True}, now)
    fin = ui.moments.finale
    assert fin is not None
    app.frame(fin.since + FINALE_S - 0.4)
    strip = ui.seat_rect(me)
    at = next((float(t[1]), float(t[2])) for t in app.dl.ops if t[0] == "T" and t[3] == "−6")
    pill = next(Rect(*op[1:5]) for op in app.dl.ops if op[0] == "R" and op[6] == th.CINNABAR and Rect(*op[1:5]).contains(*at))
    words = [box(op) for op in app.dl.ops if op[0] == "T" and strip.contains(float(op[1]), float(op[2])) and op[3] != "−6"]
    assert words
    assert not [r for r in words if r.intersects(pill)], (pill, words)
    assert scr.lay is not None and not pill.intersects(scr.lay.hand)  # (nor its cards: over the strip on a phone's side)


def box(op: list[object]) -> Rect:
    """A text op's extent: its width by ``text_width``, its height its size, as anchored."""
    x, y, size, tw = float(str(op[1])), float(str(op[2])), float(str(op[4])), text_width(str(op[3]), float(str(op[4])))
    left = x if op[6] == "l" else x - tw if op[6] == "r" else x - tw / 2
    return Rect(left, y - size * 0.5, tw, size)


def test_a_big_moment_on_a_phone_on_its_side_keeps_off_the_seats() -> None:
    """#3 (095519-ls-3: "打死 电脑1！" and the red 打 over 电脑4's panel and his 大王 大王): on a phone on its side a seat's
    big moment says its words in the lane (gold) and rings the seat; no words over any seat's panel."""
    app, scr, ui, lay = in_play(844, 390)
    me = ui.me()
    seat = (me + 4) % 6
    now = app.now + 0.1
    ui.moments.splashes, ui.moments.lane, ui.moments.banners = [], [], []
    words = ui.tx("sp_kill", a=ui.name(seat), b=ui.name((seat + 1) % 6))
    ui.moments.splash(seat, ui.tx("mark_kill"), words, now, True, short=words.removeprefix(ui.name(seat)).strip())
    for dt in (0.1, 0.6):
        app.frame(now + dt)
        seats = [ui.seat_rect(s) for s in range(6) if s != me]
        said = [box(op) for op in app.dl.ops if op[0] == "T" and ("打死" in str(op[3]) or ui.name((seat + 1) % 6) + "！" in str(op[3]))]
        assert said, dt
        over = [(r, s) for r in said for s in seats if r.intersects(s)]
        assert not over, (dt, over)
    assert [t for t, _t0, big in ui.moments.lane if big] == [words]


def test_fast_forward_says_what_it_went_past() -> None:
    """#5 (093646-ff7: 电脑3 went from 20 cards to 头科 in one press of 快进到我): as the table comes back to the player,
    a toast says the tricks it went past, each by its winning play."""
    app = make_app(1366, 768, deal=7)
    app.settings["gouji_partner_pass"] = True
    press(app, "start", 0.1)
    scr, ui = table(app)
    said = []
    now = 0.2
    for _ in range(12):
        now = drive(app, now, seed=3, until=lambda a: "btn:ffwd" in {h["id"] for h in a.state()["hits"]})
        press(app, "btn:ffwd", now)
        now = until(app, now, lambda a: not scr.fast(), limit=120.0)
        app.frame(now + 0.1)
        if app.toast_text.startswith("快进了"):
            said.append(app.toast_text)
            break
        now += 0.5
    assert said, "no 快进 went past a trick"
    assert "，收牌" in said[0] and "出" in said[0], said


def test_the_tour_waits_for_a_buying_begun_after_a_calm_moment() -> None:
    """#5 (093320-gotit -> 093322-after-gotit: the first-game tour came over the 买牌 panel as 电脑2 took the player's 4♠;
    once closed the panel was gone, two lines read): the table stood still once (the 买3), then the 买4's cards flew: the
    tour waits for that ceremony too."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    until(app, 0.2, lambda a: a.state().get("phase") not in (None, "", "yudian"))
    ui.tour_calm = True  # (calm once: the 买3 done)
    ui._legal = lambda: []  # type: ignore[method-assign]  # (nothing asked of the player)
    now = app.now
    ui.ledger.entries = [Entry(now + 1.0, (ui.me() + 1) % 6, ui.me(), "buy4", [0])]
    assert not ui.tour_ready(scr.view())
    ui.ledger.entries = []
    assert ui.tour_ready(scr.view()) == (not ui.animating(now))


def test_the_duels_forced_pass_says_the_duels_rule() -> None:
    """pt35 #4 (121543-php1: "自动：要不起，过" against a 革命's six 10s, QQQQQ 2 大王 in hand): the pass made for the
    revolutionary's opposite says that only a pure gouji play answers the duel."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    until(app, 0.2, lambda a: a.state().get("phase") not in (None, "", "yudian"))
    view = {**scr.view(), "phase": "play", "duel": "answer"}
    got = ui.auto_answer(view, [{"a": "pass"}])
    assert got is not None and "革命对决须原版够级牌" in got.label, got
    got = ui.auto_answer({**view, "duel": None}, [{"a": "pass"}])
    assert got is not None and "革命" not in got.label, got


@pytest.mark.parametrize(("w", "h"), [(390, 844), (1366, 768)])
def test_a_toast_keeps_off_the_counters_row(w: int, h: int) -> None:
    """pt35 #5 (121823-ph_ff4: the 快进 summary toast lay over the whole 未见牌 row on a phone): a toast keeps off the
    记牌器's row at the felt's foot."""
    app, scr, ui, lay = in_play(w, h)
    ui.counter_on = True
    row = lay.center.bottom(44.0).inset(0, 2)
    seen = []

    def check(a: App) -> bool:
        if scr.view().get("phase") == "play" and ui.play_rects:
            y = scr.toast_y(w, h, 64.0)
            seen.append(Rect(0, y - 32, w, 64).intersects(row))
        return len(seen) >= 60

    drive(app, app.now + 0.5, seed=5, until=check, step=0.5)
    assert not any(seen), sum(seen)
