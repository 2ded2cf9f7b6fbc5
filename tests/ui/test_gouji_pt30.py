"""够级 play-test 30 (/tmp/pt30-gouji/REPORT.md, FIXERS 够级): the hand at every size (#1), callouts one at a time and
clear of what they name (#2), an illegal selection explained at once (#3), 预点/明点 an optional chip (#4), English
seat panels (#5), the player's own going out has its moment before the end's (#6), the last seats' cards face up on
the sheet (#7)."""

from __future__ import annotations

import pytest
from test_gouji_pt28 import in_play
from test_gouji_table import drive, make_app, press, table

from pygame_core.games.gouji.cards import TWO
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji import GoujiUI
from pygame_core.ui.games.gouji.calls import moment
from pygame_core.ui.games.gouji.clock import CALL_WINDOW_S
from pygame_core.ui.games.gouji.end import draw_end
from pygame_core.ui.games.gouji.finish import MINI_H, MINI_W
from pygame_core.ui.games.gouji.moments import Moments, draw_call
from pygame_core.ui.games.gouji.stamps import Stamps, draw_stamps
from pygame_core.ui.games.gouji.table import index_h
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.table_seats import NARROW


def lifted(w: int, h: int, picks: int = 3) -> tuple[TableScreen, GoujiUI, list[Rect], list[Rect]]:
    """The hand drawn at the first play with ``picks`` cards spread through it raised: every card as drawn, and
    the raised ones' rects."""
    app, scr, ui, now = in_play(w, h)
    cards = ui.hand(scr.view())
    keys = [ui.card_key(cards[k * (len(cards) - 1) // max(1, picks - 1)]) for k in range(picks)]
    scr.selected = list(keys)
    for t in (0.1, 0.2, 3.0):  # (the lift glides)
        scr.draw(DisplayList(), w, h, now + t)
    drawn = [ui.drawn[int(c["id"])] for c in cards]
    up = [ui.drawn[int(c["id"])] for c in cards if ui.card_key(c) in keys]
    return scr, ui, drawn, up


def test_a_laptops_deal_lies_in_one_row_of_big_cards() -> None:
    """#1 (024549-sel999, 024606-sel999b: two rows of 74 px cards, a raised front card over the back row's faces):
    at 1366 px the deal lies in ONE fanned row, its cards 90 px wide and more, every strip 34 px and more; a raised
    card pops 20 px and more and covers no other card's index."""
    scr, ui, drawn, up = lifted(1366, 768)
    rest = [r for r in drawn if r not in up]
    assert len({round(r.y) for r in rest}) == 1, sorted({round(r.y) for r in rest})
    assert drawn[0].w >= 90
    assert min(b.x - a.x for a, b in zip(drawn, drawn[1:], strict=False)) >= 34
    assert all(rest[0].y - r.y >= 20 for r in up)


def test_an_upright_phones_raised_card_pops_and_hides_no_index() -> None:
    """#1 (025727-ph-selBB, 025930-ph-sel6: a front row's card rose 6-12 px): every raised card rises 16 px and
    more, and its top stays under the index of the card behind it."""
    scr, ui, drawn, up = lifted(390, 844, picks=6)
    rows = sorted({round(r.y) for r in drawn if r not in up})
    assert len(rows) >= 2
    for r in up:
        home = min((y for y in rows if y >= r.y + 1), key=lambda y: y - r.y)
        assert home - r.y >= 16 - 0.5, (home, r)
        behind = [c for c in drawn if c not in up and c.y < home - 1 and c.x < r.r and r.x < c.r]
        for c in behind:
            assert r.y >= c.y + index_h(c.w, c.h) - 3 - 0.5, (r, c)  # (its index, less the margin, whole)


def test_a_phone_on_its_side_has_larger_cards() -> None:
    """#1 (030332-ls-t1: 33 cards of 25x50 px in one row): larger faces, a tighter overlap."""
    scr, ui, drawn, up = lifted(844, 390, picks=1)
    assert drawn[0].w >= 40 and drawn[0].h >= 56, drawn[0]


def my_turn(w: int, h: int) -> tuple[App, TableScreen, GoujiUI, float]:
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 0.5, seed=2, until=lambda a, s=scr: a.state().get("phase") == "play" and
                s.viewer in s.client.people_to_act() and len({c["v"] for c in ui.hand(s.view())}) > 3)
    app.frame(now)
    return app, scr, ui, now


def test_an_illegal_selection_says_why_at_once() -> None:
    """#3 (025144-selK5: 出牌 faded over KKKKK, 8 s left, nothing said why till the grey button was pressed): the
    player's strip says it as the cards rise, in the words the press gives."""
    app, scr, ui, now = my_turn(1366, 768)
    view = scr.view()
    plain = [c for c in ui.hand(view) if c["v"] not in (3, 4) and c["v"] < TWO]
    two = [plain[0], next(c for c in plain if c["v"] != plain[0]["v"])]  # (two ranks: one play has one)
    scr.selected = [ui.card_key(c) for c in two]
    said = ui.prompt_hint(view)
    assert said is not None and "一种点数" in said, said
    press(app, "btn:play", now + 0.2)
    assert app.state()["toast"].startswith(said), (app.state()["toast"], said)
    scr.selected = []
    assert ui.prompt_hint(scr.view()) != said


def test_a_routine_kill_is_said_at_its_seat_not_across_the_felt() -> None:
    """#2 (024250-play1, 024533-w18: the 打死 band, full width and ~130 px, hid the middle and 本轮 ~2 s on every
    kill): a kill is a callout at the killer's seat; no band crosses the felt."""
    app, scr, ui, now = in_play(1366, 768)
    hand = [int(c) for c in scr.view().get("hand") or []]
    ev = {"type": "play", "seat": 1, "cards": hand[:2], "gouji": True}
    ui.kills[id(ev)] = 2
    moment(ui, ev, now + 1.0)
    assert not ui.moments.fanfares
    assert any(s.seat == 1 and s.mark == ui.tx("mark_kill") for s in ui.moments.splashes)


def test_a_band_waits_for_the_banner_showing_and_a_banner_for_the_band() -> None:
    """#2 (024932-h2-5: the 打死 band landed on the 革命's words '电脑2 管上三个A：…电脑5 不再出牌', neither read): big
    moments one at a time, never over another's text."""
    m = Moments()
    m.banner("电脑2 管上三个A：电脑5 不再出牌", 10.0, True)
    end = m.banners[0][1] + m.life(True, m.banners[0][0])
    m.splash(2, "捎", "电脑2 捎！", 10.2, True, fan="捎！")
    assert m.fanfares[0].since >= end - 1e-6
    m = Moments()
    m.splash(2, "捎", "电脑2 捎！", 10.0, True, fan="捎！")
    fan = m.fanfares[0]
    m.banner("电脑5 革命", 10.1, True)
    assert m.banners[-1][1] >= fan.since + fan.life - 1e-6


def test_a_play_call_lies_under_the_cards_it_names() -> None:
    """#2 (024323-w4, 024417-w10: '三个8' / '三个10' on the cards they label): a laptop's call pill lies under them."""
    cards = Rect(1040, 168, 88, 58)
    dl = DisplayList()
    draw_call(dl, cards, "三个8", 0.5, False, avoid=[Rect(1000, 80, 170, 76)])
    pill = next(op for op in dl.ops if op[0] == "R")
    assert pill[2] >= cards.b - 0.5, (pill, cards)


def test_a_phones_strip_gives_way_to_a_seats_words() -> None:
    """#2 (030214-ph-t31: '电脑4 报牌：剩 4 张' lay on the log's lines): while a seat's words show in the phone's
    strip, its lines make way."""
    app, scr, ui, now = in_play(390, 844)
    lay = scr.lay
    assert lay is not None and ui.lane == lay.log
    assert ui.phone_log(["a", "b"])
    ui.moments.splash(4, ui.tx("mark_report"), "电脑4 报牌：剩 4 张", app.now)
    assert ui.moments.lane_showing(app.now)
    assert ui.phone_log(["a", "b"]) == []


def test_a_call_is_an_optional_chip_on_no_clock() -> None:
    """#4 (024154-start1, 024227-w1: 预点 then 明点 every hand, each on a 15 s clock ring): no clock shows over a call;
    left alone on view for ``CALL_WINDOW_S`` the table answers no call for the player (not while a menu covers it)."""
    app = make_app(1366, 768)  # (an untimed table: its own window; a timed one rings the call, pt31 #1)
    press(app, "start", 0.1)
    scr, ui = table(app)
    me = scr.viewer
    asked = lambda a: a.state().get("phase") in ("yudian", "mingdian") and me in scr.client.to_act()  # noqa: E731
    now = drive(app, 1.0, seed=4, until=asked)
    app.frame(now)
    key = scr.client.hand_no, scr.client.ply()
    t = now
    while t < now + CALL_WINDOW_S - 1.0:
        t += 0.25
        app.frame(t)
    assert asked(app) and (scr.client.hand_no, scr.client.ply()) == key  # (still the player's to take)
    chip = next(b for b in ui.buttons(scr.view(), []) if b.id == "nocall")  # (pt31 #1: its window counted down, seen)
    assert chip.sub == "到时默认不叫", chip.sub  # (play-test 32: a count in words stood still; the ring counts)
    while t < now + CALL_WINDOW_S + 2.0:
        t += 0.25
        app.frame(t)
    assert (scr.client.hand_no, scr.client.ply()) != key  # answered: no call
    assert not (scr.view().get("calls") or [0] * 6)[me], scr.view().get("calls")


def test_a_calls_window_stands_still_under_the_buying_panel(monkeypatch: pytest.MonkeyPatch) -> None:
    """FIXERS Lead: the 进贡·还贡·买牌 panel over a set-up prompt holds its time (``clock_held``), as the call's window."""
    app, scr, ui, now = in_play(1366, 768)
    view = scr.view()
    monkeypatch.setattr(ui.ledger, "showing", lambda t: True)
    assert ui.clock_held({**view, "phase": "mingdian"}, now) and not ui.clock_held(view, now)
    monkeypatch.setattr(ui.ledger, "showing", lambda t: False)
    assert not ui.clock_held({**view, "phase": "mingdian"}, now)


def test_the_tour_waits_out_the_buying(monkeypatch: pytest.MonkeyPatch) -> None:
    """#4 (024208-buy3: the first coach mark came in the middle of 买牌, over a card paid in flight): not while anything
    moves or the 买牌 panel shows; once the table stands still (then it stays)."""
    app, scr, ui, now = in_play(1366, 768)
    view = scr.view()
    monkeypatch.setattr(ui, "_legal", lambda: [])  # (the player asked nothing)
    monkeypatch.setattr(ui.ledger, "showing", lambda t: True)  # (the 买牌 panel up)
    assert not ui.tour_ready({**view, "phase": "buy_pay"})
    monkeypatch.setattr(ui, "animating", lambda t: True)  # (a card paid in flight)
    assert not ui.tour_ready({**view, "phase": "revolution"})
    monkeypatch.setattr(ui, "animating", lambda t: False)
    assert ui.tour_ready({**view, "phase": "revolution"})
    monkeypatch.setattr(ui, "animating", lambda t: True)
    assert ui.tour_ready({**view, "phase": "revolution"})  # (showing, it stays)


def test_english_plates_keep_their_stamps_and_seals_off_their_lines() -> None:
    """#5 (024945-en-table): 'Opened 4s led' ran into 'If ended now +6' (the plate's right half); 'Rev' beside 'Team B'
    lay on Bot 5's 'revolution', which its line says."""
    st = Stamps()
    st.feed({"type": "open_pending", "seat": 2})
    st.feed({"type": "opened", "seat": 2})
    plate = Rect(1000, 82, 168, 74)
    dl = DisplayList()
    draw_stamps(dl, st, {2: plate}, "en", NARROW, False)
    pills = [op for op in dl.ops if op[0] == "R"]
    assert pills and max(float(op[1]) + float(op[3]) for op in pills) <= plate.x + plate.w * 0.5
    assert any(op[0] == "T" and op[3] == "4s led" for op in dl.ops)  # (the newest)
    dl = DisplayList()
    draw_stamps(dl, st, {2: plate}, "zh-Hans", NARROW, False)
    assert sum(op[0] == "T" for op in dl.ops) == 2  # (开点 发四 fit)
    app, scr, ui, now = in_play(1366, 768)
    rev = (scr.viewer + 1) % 6 if isinstance(scr.viewer, int) else 1
    view = {**scr.view(), "revolutionary": rev}
    assert len(ui.seat_info(view, rev).marks) == 2  # (革命's seal beside the team's)
    app.settings["lang"] = "en"
    info = ui.seat_info(view, rev)
    assert len(info.marks) == 1 and any("revolution" in ln for ln in info.lines), info


def test_the_players_own_going_out_has_its_moment_before_the_end() -> None:
    """#6 (feedback, 025456-h2-32 -> 025510-h2-33: the forced 大王 and 3 played themselves and the sheet came, the
    player's 头科 unseen): a hand that ends with the player's own going out shows it at the seat ~1.5 s first."""
    app, scr, ui, now = in_play(1366, 768)
    me = ui.me()
    t = now + 5.0
    moment(ui, {"type": "out", "seat": me, "place": 1}, t)
    places = [1 + (s - me) % 6 for s in range(6)]
    moment(ui, {"type": "hand_end", "places": places, "points": [0] * 6, "winner_team": me % 2}, t)
    fin = ui.moments.finale
    assert fin is not None and fin.since >= t + 1.5
    assert any(sp.seat == me and sp.since <= t + 0.1 for sp in ui.moments.splashes)
    assert not ui.end_ready(t + 2.0) and ui.end_ready(fin.since + 10.0)


def test_the_sheet_lays_the_last_seats_cards_face_up() -> None:
    """#7 (025510-h2-33: '电脑3 剩的牌：3', '大王 8×2 4 3' in words): a seat's cards still held lie face up, small, on
    its row of the sheet; the words go (a 革命's dead 28 cards, too many for the row, stay in words)."""
    app = make_app(1366, 768, deal=2)
    press(app, "start", 0.1)
    now = drive(app, 1.0, seed=2)
    app.frame(now + 5)
    scr, ui = table(app)
    view = scr.view()
    me = scr.viewer
    other = next(s for s in range(6) if s != me and s != view["result"].get("revolutionary"))
    counts = [0] * 6
    counts[other] = 4
    left: list[list[str]] = [[] for _ in range(6)]
    left[other] = ["BJ", "8", "8", "3"]
    view = {**view, "counts": counts, "result": {**view["result"], "left": left, "revolutionary": -1}}
    dl = DisplayList()
    draw_end(ui, dl, Rect(403, 100, 560, 560), view)
    minis = [op for op in dl.ops if op[0] == "R" and abs(float(op[3]) - MINI_W) < 0.1 and abs(float(op[4]) - MINI_H) < 0.1]
    assert len({op[1] for op in minis}) == 3, minis  # 大王, 8 ×2, 3 (a card: its paper and its frame)
    texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert "×2" in texts and not any("剩的牌" in t for t in texts), texts


def test_a_seats_callout_keeps_off_the_rounds_lines() -> None:
    """pt31 #2 (052143-s3: '电脑1 打死 电脑4!' lay on the 本轮 lines by the player's play): the pill keeps off them."""
    app, scr, ui, now = in_play(1366, 768)
    me = scr.viewer
    assert isinstance(me, int)
    hand = [int(c) for c in scr.view().get("hand") or []]
    t = now + 30.0
    ui.round.clear()
    for k, seat in enumerate(((me + 3) % 6, (me + 4) % 6, (me + 5) % 6, me, (me + 1) % 6)):
        ui.on_events([{"type": "play", "seat": seat, "cards": hand[k:k + 1]}], t + k * 0.1)
    ui.moments.splashes, ui.moments.banners, ui.moments.fanfares = [], [], []
    ui.moments.splash((me + 1) % 6, ui.tx("mark_kill"), "电脑1 打死 电脑4！", t + 1.0, True)
    app.frame(t + 1.4)
    assert ui.trail_rect is not None
    pills = [r for r in ui.moments.drawn if r.h < 60]
    assert pills and not any(r.intersects(ui.trail_rect) for r in pills), (pills, ui.trail_rect)
