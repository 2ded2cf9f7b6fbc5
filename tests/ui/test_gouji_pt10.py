"""Play-test 10's defects at the 够级 table: 革命 explained (D3), callouts one at a time and off the
记牌器 (D4), plays seen moving (D5), and the smaller items."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play
from test_gouji_table import drive, make_app, press, table

from pygame_core.core.i18n import pick
from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui import theme as th
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji import partner
from pygame_core.ui.games.gouji.calls import moment
from pygame_core.ui.games.gouji.counter import COUNTER
from pygame_core.ui.games.gouji.end import sheet_lines
from pygame_core.ui.games.gouji.finish import left_lines, rev_line, tribute_lines
from pygame_core.ui.games.gouji.fly import PLAY_S
from pygame_core.ui.games.gouji.labels import L, play_name
from pygame_core.ui.geom import Rect


def test_a_revolution_says_what_it_means_and_what_is_at_stake() -> None:
    """D3: "nothing on the table said what the revolution bet was, that I was in a duel, or why a 29-card
    hand is not last": a banner and the stake in words as it is declared, the table held to read them,
    a 革命 seal on the seat all hand (its tap tip says the stake), and the outcome on the sheet."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    rev = (ui.me() + 3) % 6  # the viewer's opposite: the viewer is the one in the duel
    moment(ui, {"type": "revolution", "seat": rev}, now)
    stake = [t for t, _t0, _b in ui.moments.banners if t.startswith("革命：")]
    assert stake and "对门 你" in stake[0] and "管住的一方开点" in stake[0] and "排三科" in stake[0], stake
    assert ui.busy(now + 4.5)  # held while it is read
    app.frame(now + 2.0)  # a long banner wraps at a reading size (after the 革命! band: one at a time, pt30 #2)
    sizes = [float(op[4]) for op in app.dl.ops if op[0] == "T" and len(str(op[3])) > 8 and str(op[3]) in stake[0]]
    assert len(sizes) >= 2 and min(sizes) >= 16, sizes
    view = {**scr.view(), "revolutionary": rev}
    assert "革命" in ui.seat_info(view, rev).marks
    assert "革命" not in ui.seat_info(view, (rev + 1) % 6).marks
    assert all(len(pick(L["rev_mark"], lang)) <= 4 for lang in ("zh-Hans", "zh-Hant", "en"))  # (a seal's word)
    lost = {"revolutionary": 2, "places": [1, 2, 4, 3, 5, 6]}
    assert rev_line(lost, ui.name, "zh-Hans").startswith("革命失败：") and "排四科" in rev_line(lost, ui.name, "zh-Hans")
    won = {"revolutionary": 2, "places": [5, 6, 3, 4, 1, 2]}
    assert rev_line(won, ui.name, "zh-Hans").startswith("革命成功：") and "排三科" in rev_line(won, ui.name, "zh-Hans")
    assert rev_line({"revolutionary": -1, "places": [1, 2, 3, 4, 5, 6]}, ui.name, "zh-Hans") == ""
    assert rev_line(lost, ui.name, "en").startswith("Revolution failed")
    lines = sheet_lines({"seat": 0, "result": lost}, ui.name, "zh-Hans", False)
    assert lines and lines[0].startswith("革命失败")


def apart(a: Rect, b: Rect) -> bool:
    """No real overlap (a sliver under 4 px, a seal's edge on a pill's rim, is none)."""
    return min(a.r, b.r) - max(a.x, b.x) < 4 or min(a.b, b.b) - max(a.y, b.y) < 4


def counter_rects(app: App) -> list[Rect]:
    return [Rect(*h["rect"]) for h in app.state()["hits"] if h["id"] == COUNTER]


def test_callouts_come_one_at_a_time_at_a_seat_and_keep_off_the_counter_and_each_other() -> None:
    """D4 (p39): on a phone the 报牌 pill and seal covered the 记牌器, the 头 stamp, the 四户乱缠 banner
    and the pills all showed at once over each other. A seat's callouts queue; every one drawn keeps
    off the 记牌器 and off the others."""
    app = make_app(390, 844)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    app.frame(now)
    left = 5 if (5 - ui.me()) % 6 else 1
    ui.moments.splash(left, "报", "电脑5 报牌：剩1张", now)
    ui.moments.splash(left, "头", "电脑5 头科！", now, True)
    ui.moments.splash((left + 3) % 6, "开", "电脑2 开点！", now, True)
    ui.moments.banner("四户乱缠", now)
    first, second = ui.moments.splashes[-3], ui.moments.splashes[-2]
    assert second.since >= first.since + first.life  # the seat's second waits for its first
    seen = 0
    for k in range(30):
        t = now + 0.1 * k
        app.frame(t)
        drawn = ui.moments.drawn
        seen += len(drawn)
        for i, a in enumerate(drawn):
            assert all(apart(a, c) for c in counter_rects(app)), (t, a)
            assert all(apart(a, b) for b in drawn[i + 1:]), (t, a, drawn)
    assert seen


def test_a_phone_hand_never_piles_callouts() -> None:
    """D4, a whole hand on a phone at 快: no banner, pill or seal over the 记牌器 or over another."""
    app = make_app(390, 844, deal=4)
    app.settings["speed"] = "fast"
    press(app, "start", 0.1)
    scr, ui = table(app)
    now, frames = 1.0, 0

    def check(a: App) -> bool:
        nonlocal frames
        drawn = ui.moments.drawn
        frames += bool(drawn)
        for i, r in enumerate(drawn):
            assert all(apart(r, c) for c in counter_rects(a)), r
            assert all(apart(r, b) for b in drawn[i + 1:]), (r, drawn)
        return False
    drive(app, now, seed=4, until=check, step=0.1)
    assert frames > 100


def test_nothing_to_decide_goes_at_once_without_a_callout_or_a_clock() -> None:
    """D4 (62/63, p39): holding only the 3, "自动：要不起，过" stood over the 记牌器 at each round and 快进
    waited a beat each time; the clock ran under it. No decision: no callout, no beat, no clock."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    view = {**scr.view(), "hand": [0], "top": [5], "phase": "play"}  # the 3 alone, a play to beat
    passing = [{"a": "pass"}]
    auto = ui.auto_answer(view, passing)
    assert auto is not None and auto.label == "" and auto.action == {"a": "pass"}
    held = {**view, "hand": [0, 13, 40]}
    auto = ui.auto_answer(held, passing)
    assert auto is not None and auto.label  # 要不起 with cards to play later: said
    strip = ui.seat_info(view, ui.me()).lines  # (p38: "punished for waiting": the risk is said)
    assert any("憋3" in ln for ln in strip), strip
    ui._legal = lambda: passing  # type: ignore[method-assign]
    assert not ui.clock_shown(held)
    ui._legal = lambda: [*passing, {"a": "play", "cards": ["9"]}]  # type: ignore[method-assign]
    assert ui.clock_shown(held)


@pytest.mark.parametrize("size", [(1366, 768), (390, 844), (844, 390)])
def test_a_play_is_seen_moving_then_lit_where_it_lands(size: tuple[int, int]) -> None:
    """D5: "at ≤0.3 s after 出牌 the cards already sat on the felt": 0.3 s after a play it is still in the
    air (0.4 s, with a screen's latency); once down it glows a moment (a gold halo round its cards), then only the play to beat is ringed."""
    app, scr, ui = in_play(*size, lead=True)  # (the player to decide: the table stands still)
    app.settings[partner.SETTING] = False  # (a partner's play is not passed by itself)
    scr.reask()
    seat = (scr.viewer + 2) % 6
    tens = [c for c in range(216) if VALUE[c] == 10][:3]
    now = 3000.0
    app.frame(now)
    ui.on_events([{"type": "play", "seat": seat, "cards": tens, "kind": "normal"}], now)
    app.frame(now + 0.4)  # (a glance 0.3 s after the tap, and the screen's own latency)
    assert ui.flying.running(now + 0.4) and seat in ui.round.landing(now + 0.4)

    def halo(t: float) -> bool:
        app.frame(t)
        rects = ui.play_rects.get(seat) or []
        if not rects:
            return False
        box = Rect(rects[0].x, rects[0].y, rects[-1].r - rects[0].x, rects[0].h).inset(-4)
        return any(op[0] == "R" and abs(float(op[1]) - box.x) < 1 and abs(float(op[2]) - box.y) < 1
                   and op[7] == th.GOLD and float(op[8]) == 3.0 for op in app.dl.ops)
    assert halo(now + PLAY_S + 0.2)
    assert ui.animating(now + PLAY_S + 0.2)  # (frames come while it glows)
    assert not halo(now + PLAY_S + 1.2)


def test_the_buying_list_keeps_off_the_log_line_on_a_phone_on_its_side() -> None:
    """D5 (l04): the 买牌 list box covered the log's line on a phone on its side: it stays above the
    viewer's row (its play, the log's line beside it)."""
    app = make_app(844, 390, deal=4)
    app.settings["speed"] = "fast"
    press(app, "start", 0.1)
    scr, ui = table(app)
    seen: list[tuple[Rect, Rect]] = []

    def panel(a: App) -> bool:
        me = scr.viewer
        if ui.ledger_rect is not None and isinstance(me, int) and me in ui.boxes:
            seen.append((ui.ledger_rect, ui.boxes[me]))
        return a.state().get("phase") == "play"
    drive(app, 1.0, seed=4, until=panel, step=0.1)
    assert seen
    assert all(led.b <= mine.y for led, mine in seen), seen[:3]


def test_a_hints_words_go_once_the_player_has_moved() -> None:
    """A stale prompt (laptop 0a03): "提示 1/2 · 联邦的牌大：建议过" stood over the table after the play."""
    app, scr, ui = in_play(1366, 768)
    now = app.now
    ui._hint_toast("提示 1/2 · 联邦的牌大：建议过（再按提示看出牌）")
    assert app.state()["toast"]
    ui.on_events([{"type": "pass", "seat": scr.viewer}], now + 0.2)
    app.frame(now + 0.3)
    assert app.state()["toast"] == ""


def test_plays_with_stand_ins_are_named_as_a_player_says_them() -> None:
    """Smaller items (34, 59, p40): 2 小王 小王 was "三个2"; the log's "5 2 大王 大王" said no set; the
    phone's tribute lines read "电脑3→你 点贡1张" beside the laptop's "电脑3 → 你：点贡 1张"."""
    assert play_name([15, 16, 16], "zh-Hans") == "三个2·挂王"
    assert play_name([15, 15, 15], "zh-Hans") == "三个2"
    assert play_name([17, 17], "zh-Hans") == "对大王"
    app, scr, ui = in_play(1366, 768)
    five, two = (next(c for c in range(216) if VALUE[c] == v) for v in (5, 15))
    bigs = [c for c in range(216) if VALUE[c] == 17][:2]
    line = ui.log_line({"type": "play", "seat": 1, "cards": [five, two, *bigs]}) or ""
    assert line.endswith("5 2 大王 大王（四个5·挂王）"), line
    fives = [c for c in range(216) if VALUE[c] == 5][:2]
    assert not (ui.log_line({"type": "play", "seat": 1, "cards": fives}) or "").endswith("）")
    res = {"opened": [True] * 6, "calls": [""] * 6, "obligations": [{"from": 3, "to": 0, "kind": "dian", "n": 1}]}
    names = ["你", "电脑1", "电脑2", "电脑3", "电脑4", "电脑5"].__getitem__
    long, short = tribute_lines(res, names, "zh-Hans", False), tribute_lines(res, names, "zh-Hans", True)
    assert long == ["电脑3 → 你：点贡 1张"] and short == ["电脑3→你：点贡 1张"]


def test_the_sheet_names_the_revolutionary_and_why_it_placed_there() -> None:
    """D3 (p40): "电脑3 剩29张 … 四科（革命）" with no explanation: its row says 革命 (its cards are dead),
    and a line says the outcome and the rule."""
    app, scr, ui = in_play(1366, 768)
    res = {"places": [1, 5, 3, 4, 6, 2], "points": [2, 0, 2, -2, -2, 0], "opened": [True] * 6,
           "calls": [""] * 6, "revolutionary": 3, "winner_team": 0, "obligations": [], "over": True}
    view = {"seat": 0, "phase": "over", "counts": [0, 4, 0, 29, 7, 0], "result": res}
    dl = DisplayList()
    ui.draw_end(dl, Rect(0, 0, 560, 600), view, app.now)
    texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert any(t.startswith("电脑3") and "革命" in t and "29" not in t for t in texts), texts
    assert any(t.startswith("革命失败：") for t in texts), texts


def test_each_seats_last_cards_have_their_own_line_and_show_at_the_seat() -> None:
    """p40: "电脑3、电脑4 剩的牌：大王 小王×2 …" merged two seats' cards: the result names each seat's."""
    app, scr, ui = in_play(1366, 768)
    me = scr.viewer or 0
    a, b = (me + 1) % 6, (me + 3) % 6
    left: list[list[str]] = [[] for _ in range(6)]
    left[a], left[b] = ["K", "9"], ["A", "3", "3"]
    counts = [0] * 6
    counts[a], counts[b] = 2, 3
    view = {"seat": me, "phase": "over", "counts": counts, "result": {"left": left}}
    lines = left_lines(view, me, ui.name, "zh-Hans")
    assert lines == [f"{ui.name(a)} 剩的牌：K 9", f"{ui.name(b)} 剩的牌：A 3×2"], lines
    dl = DisplayList()
    ui.draw_overlay(dl, 1366, 768, 1e6, view)  # face up at both seats
    for s, glyph in ((a, "K"), (b, "A")):
        seat = ui.seat_rect(s)
        assert any(op[0] == "T" and str(op[3]) == glyph and abs(float(op[1]) - seat.cx) < 200 for op in dl.ops), s


def test_a_play_that_tries_to_open_says_so_on_the_button() -> None:
    """pt10 notes: "a single 2 beating Q did not open me, and nothing told me what would": a pure gouji
    set played by a seat not yet opened says 争开点 under 出牌."""
    app, scr, ui = in_play(1366, 768)
    me = ui.me()
    view = {**scr.view(), "seat": me, "phase": "play", "open": ["N"] * 6, "chaos": False, "heads": [True] * 6}
    qs = [c for c in range(216) if VALUE[c] == 12][:3]
    cards = [{"id": c, "v": 12} for c in qs]
    legal: list[dict[str, object]] = [{"a": "play", "cards": ["Q", "Q", "Q"]}, {"a": "play", "cards": ["Q", "Q"]}]
    btn = next(b for b in ui._offer(view, cards, legal) if b.id == "play")
    assert btn.sub.endswith("争开点"), btn.sub
    btn = next(b for b in ui._offer(view, cards[:2], legal) if b.id == "play")
    assert "争开点" not in btn.sub  # QQ is no gouji set
    view["open"] = ["O"] * 6
    btn = next(b for b in ui._offer(view, cards, legal) if b.id == "play")
    assert "争开点" not in btn.sub  # opened already


def test_the_deal_lands_beside_each_badge_not_on_its_name() -> None:
    """pt11 021: the dealt backs came down on the seats' name plates."""
    app, scr, ui = in_play(1366, 768)
    ui.flying.items.clear()
    ui.on_events([{"type": "dealt", "seat": scr.viewer, "n": 33}], 500.0)
    me = scr.viewer
    for f in ui.flying.items:
        end = f.rects(f.t0 + f.duration + 0.01) or f.rects(f.t0 + f.duration - 0.01)
        seats = [r for s, r in (scr.lay.seats.items() if scr.lay else []) if s != me]
        for r in end:
            assert not any(r.cx > b.x + 4 and r.cx < b.r - 4 and r.cy > b.y + 4 and r.cy < b.b - 4 for b in seats), r


def test_a_play_that_would_shao_says_so_on_the_button() -> None:
    """pt11 D5: 22 on 电脑5's AA showed "22 · 争开点", then "你 捎了 电脑5": the button says 捎 before."""
    app, scr, ui = in_play(1366, 768)
    me = ui.me()
    owner = (me + 1) % 6  # an opponent, not the opposite: a 捎
    view = {**scr.view(), "seat": me, "phase": "play", "open": ["N"] * 6, "chaos": False, "heads": [True] * 6,
            "top": [0, 1], "top_gouji": True, "owner": owner}
    twos = [c for c in range(216) if VALUE[c] == 15][:2]
    legal: list[dict[str, object]] = [{"a": "play", "cards": ["2", "2"]}, {"a": "pass"}]
    btn = next(b for b in ui._offer(view, [{"id": c, "v": 15} for c in twos], legal) if b.id == "play")
    assert btn.sub.endswith("捎（对方进捎贡）"), btn.sub
    view["owner"] = (me + 3) % 6  # the opposite's 够级 is no 捎
    btn = next(b for b in ui._offer(view, [{"id": c, "v": 15} for c in twos], legal) if b.id == "play")
    assert "捎" not in btn.sub


def test_the_tribute_list_stays_while_a_return_is_picked() -> None:
    """pt11 120→121: the 进贡 panel went after ~6 s while the player still had to pick the 还贡 card."""
    app, scr, ui = in_play(1366, 768)
    lay = scr.lay
    assert lay is not None
    ui.round.clear()
    ui.ledger.clear()
    ui.ledger.add({"type": "tribute", "kind": "luo", "from": 1, "to": scr.viewer, "cards": [5]}, 10.0)
    late = 100.0  # long after it would have faded
    picking = {**scr.view(), "phase": "return", "returns_pending": [{"seat": scr.viewer, "n": 1, "to": 1}]}
    ui.draw_center(DisplayList(), lay.center, picking, late)
    assert ui.ledger_rect is not None
    ui.draw_center(DisplayList(), lay.center, {**picking, "returns_pending": []}, late)
    assert ui.ledger_rect is None  # (others' returns: it goes as before)
    ui.draw_center(DisplayList(), lay.center, {**scr.view(), "phase": "play"}, late)
    assert ui.ledger_rect is None
