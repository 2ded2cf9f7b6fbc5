"""够级 after play-test 11: the player's automatic passes flash at their own place on the table (D2: the
log alone said "你 让牌"), the player's own moments are banners at once, so a 捎 right after the
player's 开点 is read while the bots wait (D5: the second 捎 had no banner). Fake clocks only."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON
from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui.app import App
from pygame_core.ui.games.gouji import GoujiUI
from pygame_core.ui.games.gouji.labels import card_face
from pygame_core.ui.games.gouji.moments import BANNER_BIG_S, Moments, lane_life
from pygame_core.ui.games.gouji.pace import PLAY_READ_S
from pygame_core.ui.games.gouji.words import OWN_FLASH_S
from pygame_core.ui.geom import Rect


def test_the_players_own_moments_are_banners_at_once_one_after_another_and_hold_the_bots() -> None:
    m = Moments(viewer=0)
    m.splash(0, "开", "你 开点！", 10.0, True)
    m.splash(0, "捎", "你 捎了 电脑5", 10.0, True)  # the same play: 22 on 电脑5's AA opened the player
    assert [(t, t0) for t, t0, _big in m.banners] == [("你 开点！", 10.0), ("你 捎了 电脑5", 10.0 + BANNER_BIG_S)]
    assert m.busy(10.0 + BANNER_BIG_S + 0.5)  # the bots wait till the 捎 has been read
    other = Moments(viewer=0)
    other.splash(3, "开", "电脑3 开点！", 0.0, True)  # another seat's stays a splash at its badge
    assert other.banners == [] and other.splashes[0].seat == 3


def texts(app: App) -> list[tuple[str, float, float]]:
    return [(str(op[3]), float(op[1]), float(op[2])) for op in app.dl.ops if op[0] == "T"]


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_the_players_automatic_pass_flashes_at_their_place_then_reads_as_their_pass(w: int, h: int) -> None:
    app = make_app(w, h)
    app.settings["speed"] = "normal"
    press(app, "start", 0.1)
    scr, ui = table(app)
    t = drive(app, 1.0, seed=w, until=lambda a: bool(a.state().get("auto")) and "要不起" in str(a.state()["auto"]))
    while ui.own_flash(t) is None:  # the beat, then the table passes for the player
        t += 0.1
        app.frame(t)
        assert t < 1e4
    app.frame(t + 0.3)
    lay, me = scr.lay, scr.viewer
    assert lay is not None and isinstance(me, int)
    said = [(x, y) for s, x, y in texts(app) if s.startswith("要不起")]
    assert said, texts(app)
    x, y = said[0]
    place = ui.boxes[me]  # at the player's own place on the table, over no card of another seat
    assert place.x - 40 <= x <= place.r + 40 and place.y - 20 <= y <= place.b + 20, (x, y, place)
    app.frame(t + OWN_FLASH_S + 0.1)
    if ui.round.passes.get(me):  # still in this round: the plain word now
        assert not any(s.startswith("要不起") for s, _x, _y in texts(app))


@pytest.mark.parametrize(("w", "h", "speed"), [(1366, 768, "normal"), (390, 844, "fast")])
def test_every_play_stays_on_its_own_a_moment_before_the_next_move(w: int, h: int, speed: str,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """pt11 D2 (tricks went by between glances): once a play has landed, the next move (a bot's, or a
    pass the table makes for the player) waits ``PLAY_READ_S`` at least; at 快 a bot went 0.5 s after the
    landing, and the player's own 要不起 0.65 s after it at 中. The player's own presses are theirs."""
    moves: list[tuple[float, str, int, float]] = []  # when, what, whose, when the play landed
    seen = GoujiUI.on_events

    def on_events(self: GoujiUI, events: list[JSON], now: float) -> None:
        seen(self, events, now)
        for ev in events:
            if ev.get("type") in ("play", "pass", "yield", "final_pass") and now >= 0:
                auto = ev.get("seat") != self.table.viewer or self.flash[1] == now  # (a pass made for them)
                moves.append((now, str(ev["type"]) if auto else "own", int(ev["seat"]),
                              self.round.lands.get(int(ev["seat"]), now)))

    monkeypatch.setattr(GoujiUI, "on_events", on_events)
    app = make_app(w, h)
    app.settings["speed"] = speed
    press(app, "start", 0.1)
    drive(app, 1.0, seed=11, step=0.1, until=lambda a: len(moves) > 60)
    gaps = [nxt[0] - land for (_t, ty, _s, land), nxt in zip(moves, moves[1:], strict=False) if ty == "play" and nxt[1]
            not in ("own", "pass")]  # (a bot's forced 过 comes sooner since pt21 #2: the play stays in sight beside it)
    assert len(gaps) > 4 and min(gaps) >= PLAY_READ_S - 0.15, sorted(gaps)[:5]


def meet(a: Rect, b: Rect) -> bool:
    return a.x < b.r - 0.5 and b.x < a.r - 0.5 and a.y < b.b - 0.5 and b.y < a.b - 0.5


@pytest.mark.parametrize(("w", "h"), [(390, 844), (844, 390)])
def test_a_phones_seat_callouts_go_to_one_lane_and_cover_no_play(w: int, h: int) -> None:
    """pt11 D3 (149, 185): round a phone's ring the 打 seal lay on 电脑2's QQQQ, "电脑1 打死 电脑4!" on
    电脑1's play, "电脑4 报牌：剩10张" over the plays' room: a seat's words show one at a time in the lane
    (the log's strip under the felt; on its side the row left of the player's play), off the table's
    plays, and its seal only where it covers no card."""
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    said = 0

    def check(a: App) -> bool:
        nonlocal said
        lay = scr.lay
        if lay is None or scr.view().get("phase") != "play" or ui.moments.finale is not None:
            return False
        cards = [r for rs in ui.play_rects.values() for r in rs]
        banners = {t for t, t0, _b in ui.moments.banners if 0 <= a.now - t0 <= 2.0}
        lanes = [t for t, t0, big in ui.moments.lane if 0 <= a.now - t0 <= lane_life(big)]
        assert len(lanes) <= 1 or len({t0 for _t, t0, _b in ui.moments.lane}) == len(ui.moments.lane)
        for s in ui.moments.splashes:
            if s.seat != scr.viewer and 0 <= a.now - s.since <= s.life and s.text not in banners:
                said += bool(lanes)
        if h < w and ui.moments.lane_showing(a.now) and ui.latest:  # (the log's line under it makes way)
            flash = ui.own_flash(a.now)  # (the player's own 过 flashes "你 过" at their place: pt24 #1)
            assert not any(op[0] == "T" and op[3] == ui.latest and not (flash and flash[0] == op[3]) for op in a.dl.ops)
        for r in ui.moments.drawn:
            if ui.lane is not None and meet(r, ui.lane):
                continue  # (the lane)
            if abs(r.cx - w / 2) > 0.5 or r.h < 40:  # a seal or a pill (a banner across the middle: the
                assert not any(meet(r, c) for c in cards), (r, a.now)  # hand's big moments, kept as they were)
        return False

    drive(app, 1.0, seed=w + 1, step=0.1, until=check)
    assert said > 3


def test_a_phones_short_hand_grows_into_its_room_and_its_cards_stay_put() -> None:
    """pt11 D4 (130, 146-167): the hand re-packed its rows after plays, cards jumping under the thumb,
    and a short hand left an empty band over it. Rows keep their cards till one row fewer will do; then
    the cards grow into the room kept for the deal, and keep that size and place as others leave."""
    app = make_app(390, 844)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=5, until=lambda a: a.state().get("phase") == "play")
    lay, view = scr.lay, dict(scr.view())
    assert lay is not None
    deal = ui.hand_rects(lay.hand, view, len(view["hand"]))
    order = [int(c["id"]) for c in ui.hand(view)]

    def rects(hand: list[int]) -> dict[int, Rect]:
        view["hand"] = hand
        return dict(zip((int(c["id"]) for c in ui.hand(view)), ui.hand_rects(lay.hand, view, len(hand)), strict=True))

    assert len({r.y for r in rects(order[:30]).values()}) == 3
    before = rects([c for i, c in enumerate(order[:30]) if i not in (1, 2, 3, 4)])  # four from the back row
    after = rects([c for i, c in enumerate(order[:30]) if i not in (1, 2, 3, 4, 5)])  # and a fifth
    assert all(abs(after[c].y - before[c].y) < 0.01 and abs(after[c].w - before[c].w) < 0.01 for c in after)
    short = rects(order[:10])  # one row fewer does: cut anew, larger
    assert min(r.w for r in short.values()) > deal[0].w * 1.2, (short, deal[0])
    lifted = 10.0 + 8.0  # (LIFT + ROW_LIFT: a raised card stays in the hand's room)
    assert all(r.y - lifted >= lay.hand.y - 0.5 and r.b <= lay.hand.b + 0.5 and r.x >= lay.hand.x - 0.5
               and r.r <= lay.hand.r + 0.5 for r in short.values())
    fewer = rects(order[1:10])
    assert all(abs(fewer[c].w - short[c].w) < 0.01 and abs(fewer[c].y - short[c].y) < 0.01 for c in fewer)


def test_the_hands_end_sounds_a_win_or_a_loss() -> None:
    """pt11 (no sound or moment as 多乐 has at a hand's end): besides 赢了/输了 said, a sting cue plays
    (web/sound.js: ``["sting", "win"|"lose"]``; a page without it ignores an unknown cue)."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    _scr, ui = table(app)
    me = ui.me()
    places = [(s - me) % 6 + 1 for s in range(6)]
    pts = [4 if s % 2 == me % 2 else -4 for s in range(6)]
    for sign, cue in ((1, "win"), (-1, "lose")):
        ev = {"type": "hand_end", "places": places, "points": [sign * p for p in pts], "winner_team": me % 2}
        ui.on_events([ev], 50.0)
        assert ["sting", cue] in ui.sound(ev)


def test_a_round_takens_passes_stay_with_it_while_it_is_held() -> None:
    """pt11 073: after "你 赢得这一轮" the seats were bare, who passed on the 555 gone with the round: the
    round taken keeps its 过/让 while it is held and fades (pt18 #2: no longer, test_gouji_pt18)."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    _scr, ui = table(app)
    ui.round.clear()
    fives = [c for c, v in enumerate(VALUE) if v == 5][:3]
    ui.round.feed({"type": "play", "seat": 0, "cards": fives}, 100.0)
    for s in range(1, 6):
        ui.round.feed({"type": "yield" if s == 3 else "pass", "seat": s}, 100.0 + s)
    ui.round.feed({"type": "trick_won", "seat": 0}, 106.0)
    words = ui.seat_words(106.3)
    assert words == {1: "pass~", 2: "pass~", 3: "yield~", 4: "pass~", 5: "pass~"}, words
    view = {"phase": "play"}
    assert ui.pass_word(view, 3, words[3]) == "让" and ui.pass_word(view, 1, words[1]) == "过"
    sixes = [c for c, v in enumerate(VALUE) if v == 6][:1]
    ui.round.feed({"type": "play", "seat": 0, "cards": sixes}, 106.4)
    ui.round.lands[0] = 106.6
    assert ui.seat_words(106.5)  # (its lead in the air: the round taken still shows)
    assert ui.seat_words(106.7) == {}


def test_a_hints_words_go_with_the_next_hint() -> None:
    """A "提示 1/2 · 联邦的牌大：建议过" toast stood over the table under 提示 2/2's AA, over the plays of a
    phone on its side: the next press says its own words or none."""
    app = make_app(844, 390)
    press(app, "start", 0.1)
    _scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play"
                and any(b["id"] == "btn:hint" for b in a.state().get("buttons", [])))
    press(app, "btn:hint", now)
    first = app.toast_text
    assert "1/" in first, first  # (this deal: the partner's play is big, 建议过 first)
    press(app, "btn:hint", now + 0.5)
    assert app.toast_text != first and ui.table.selected, app.toast_text


@pytest.mark.parametrize(("w", "h"), [(844, 390), (390, 844), (1366, 768)])
def test_a_toast_keeps_off_the_plays(w: int, h: int) -> None:
    """A hint's toast (提示 1/2 · 联邦的牌大：建议过) lay over two seats' plays on a phone on its side: it
    goes where it covers no play, nearest its usual place."""
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    seen = 0

    def check(a: App) -> bool:
        nonlocal seen
        plays = [r for rs in ui.play_rects.values() for r in rs]
        if len(ui.play_rects) >= 2 and scr.view().get("phase") == "play":
            box_h = 15 * 1.45 + 22  # (a line's toast: App._draw_toast)
            y = scr.toast_y(w, h, box_h)
            bw = min(w - 32, 460.0)
            r = Rect((w - bw) / 2, y - box_h / 2, bw, box_h)
            c = scr.lay.center if scr.lay is not None else Rect(0, 0, w, h)  # (where every seat's play lies down and no
            free = any(not any(meet(Rect(r.x, yy, bw, box_h), p) for p in plays)  # line of the felt is free of them,
                       for yy in range(int(c.y), int(c.b - box_h) + 1))  # the least covered: 前轮 gone, session 34)
            assert not free or not any(meet(r, p) for p in plays), (r, plays)
            seen += 1
        return seen > 20

    drive(app, 1.0, seed=2, until=check)
    assert seen > 20


def test_a_two_has_no_gold_edge_a_given_card_has() -> None:
    """pt12 (04-18): a 2♦ edged in gold since the deal read as a card marked (given, bought): only the
    cards given to the player are ringed in gold (fly.mark_received)."""
    two = next(c for c, v in enumerate(VALUE) if v == 15)
    assert card_face(15, two % 4, "zh-Hans").accent is None
    assert card_face(17, -1, "zh-Hans").accent is not None  # (the jokers keep their own paper and frame)


def test_a_laptops_felt_keeps_the_rounds_lines() -> None:
    """pt12: 14-25 s went by between the player's turns and the felt kept the log's last 3 lines: whole
    rounds were gone. It keeps the round's (本轮, trick.py), five at least, the newest at the foot."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    _scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.trail_lines) >= 5)
    app.frame(app.now + 0.1)
    shown = {str(op[3]) for op in app.dl.ops if op[0] == "T"}
    lines = ui.trail_lines  # the title, the lead and the newest at least
    assert lines[0] in ("本轮",) or lines[0].startswith("上一轮")
    assert {lines[0], lines[1], lines[-1]} <= shown, (lines, shown)


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_the_players_own_tapped_pass_flashes_at_their_place_too(w: int, h: int) -> None:
    """pt24 #1: a late tap landed on 过 and passed the player's turn, said only by a small 过 chip: the
    player's own 过 (tapped, or its clock's) flashes large at their place, "你 过", as the table's own do."""
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)

    def asked(a: App) -> bool:
        st = a.state()
        return st.get("phase") == "play" and not st.get("auto") and any(
            b["id"] == "btn:pass" and b["enabled"] for b in st.get("buttons", []))
    now = drive(app, 1.0, seed=w, until=asked)
    press(app, "btn:pass", now)
    app.frame(now + 0.3)
    flash = ui.own_flash(now + 0.3)
    assert flash is not None and flash[0] in ("你 过", "你 让牌", "你 扣牌"), flash
    place = ui.boxes[scr.viewer]  # type: ignore[index]
    said = [(x, y) for s, x, y in texts(app) if s == flash[0]]
    assert said and all(place.x - 40 <= x <= place.r + 40 and place.y - 30 <= y <= place.b + 30 for x, y in said)
    app.frame(now + OWN_FLASH_S + 0.2)
    assert ui.own_flash(now + OWN_FLASH_S + 0.2) is None
