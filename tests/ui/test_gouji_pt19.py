"""够级 play-test 19 (lead's decision, FIXERS #1): a forced move plays itself, as the apps do: the player's
only legal play, 4s unopened (弃点), is said ~1 s and played; once the player has nothing left to decide this
hand (gone out, or holding only the 3) the rest runs on at 快 pace."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play
from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON, Action
from pygame_core.core.i18n import pick
from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui import theme as th
from pygame_core.ui.anim import place_point
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.gouji.finish import own_why, result_title
from pygame_core.ui.games.gouji.fly import SEAT_PLAY_S
from pygame_core.ui.games.gouji.labels import L
from pygame_core.ui.games.gouji.moments import Finale, team_seals
from pygame_core.ui.games.gouji.pace import FORCED_PLAY_S, PLAY_READ_S, READ_SHARE
from pygame_core.ui.geom import Rect
from pygame_core.ui.screen import BOT_DELAY

FOUR, THREE = 1, 0  # card ids (rank index 1 = 4, 0 = 3)


def test_only_4s_unopened_are_said_then_played_for_the_player() -> None:
    """061243 b03: "只能出4：出了即弃点" with the 4 raised, and still a press on 出牌."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    view = dict(scr.view())
    view.update(seat=ui.me(), phase="play", open=["N"] * 6, chaos=False, heads=[True] * 6, top=[],
                hand=[FOUR, THREE])
    forced: list[Action] = [{"a": "play", "cards": ["4"]}]
    auto = ui.auto_answer(view, forced)
    assert auto is not None and auto.action == forced[0]
    assert auto.label == "只能出4：自动打出，弃点" and auto.beat == FORCED_PLAY_S
    assert 0.8 <= FORCED_PLAY_S <= 1.5  # long enough to read, short enough not to wait
    assert ui.buttons(view, []) == [] or all(b.id != "play" for b in ui.buttons(view, []))  # nothing to press
    two: list[Action] = [{"a": "play", "cards": ["4"]}, {"a": "pass"}]
    assert ui.auto_answer(view, two) is None  # a choice: asked (the 出4 button's question, test_gouji_forfeit)


def test_once_the_player_has_nothing_to_decide_the_bots_go_at_fast_pace() -> None:
    """061251 b03: holding the lone 3 at 中/慢 the hand ran on at the chosen pace (快进 the only way on)."""
    app = make_app(1366, 768)
    app.settings["speed"] = "slow"
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and scr.client.bot_to_act() is not None)
    c = scr.client
    now = app.now

    def delay(view: JSON) -> float:
        ui.quick, ui.after_pass, ui.moved_at = False, False, now
        ui._forced = ((c.bot_to_act(), c.ply()), False)  # (a bot with a choice: the whole delay)
        ui.pace(view, now)
        return float(c.master.bot_delay)  # type: ignore[attr-defined]

    view = dict(scr.view())
    view["places_so_far"] = {}
    view["hand"] = [THREE, FOUR]
    assert not ui.gone(view) and delay(view) == pytest.approx(BOT_DELAY["slow"] * READ_SHARE)  # (pt24 #2)
    view["hand"] = [THREE]  # only the 3: nothing to decide till the lead comes (played by itself)
    assert ui.gone(view) and delay(view) == max(BOT_DELAY["fast"], PLAY_READ_S)
    view["hand"] = []
    view["places_so_far"] = {str(ui.me()): 1}  # gone out
    assert delay(view) == max(BOT_DELAY["fast"], PLAY_READ_S)


def test_the_headline_says_plainly_when_the_team_won_and_the_player_lost() -> None:
    """061303 b07: "我方先走完 · 你二落，本局 −4" in red read as a win with a loss in it: "，但" joins them,
    and the sheet says what the player pays (its tribute kinds)."""
    def say(key: str, **kw: object) -> str:
        return pick(L[key], "zh-Hans").format(**kw)

    assert result_title(say, 0, 0, "二落", -4, False) == "我方胜，但你二落，本局 −4"
    assert result_title(say, 0, 1, "三科", 2, False) == "对方胜，但你三科，本局 +2"
    assert result_title(say, 0, 0, "头科", 6, False) == "我方胜 · 你头科，本局 +6"  # (agreeing: as before)
    res: JSON = {"points": [-4, 0, 6, 0, 0, 0], "obligations": [
        {"from": 0, "to": 3, "kind": "dian", "n": 1}, {"from": 0, "to": 5, "kind": "bie", "n": 1},
        {"from": 5, "to": 0, "kind": "shao", "n": 1}, {"from": 0, "to": 4, "kind": "luo", "n": 1}]}
    assert own_why(res, 0, "zh-Hans") == "交点贡、憋贡、落贡"
    assert own_why(res, 2, "zh-Hans") == ""  # (no obligation of its own in this list)


def test_a_phones_finale_is_one_banner_off_the_seats_and_the_log() -> None:
    """062155 b01 (390x844): 胜/负 stamped on five seats' plates, the panel of places over 电脑5, 电脑1 and the
    log: the panel's seal is the one stamp (the seats ringed), the panel below the log, over the dead hand."""
    _app, scr, ui = in_play(390, 844)
    lay = scr.lay
    f = Finale("对方先走完 · 你大落，输 4 分", "负", False, [("头科", "电脑2", True)] * 6, 0.0,
               sub="乙队三家都走完：电脑1 二科、电脑3 三科、电脑5 二落", team=[0, 1, 2, 3, 4, 5], lost=True,
               seals={s: "负" if s % 2 == 0 else "胜" for s in range(6)})
    ui.moments.finale = f
    dl = DisplayList()
    ui.moments.draw(dl, 390, 844, 1.0, ui.seat_rect, [], [], scr.viewer, None, None)
    stamps = [op for op in dl.ops if op[0] == "R" and op[6] == th.CINNABAR]
    assert len(stamps) == 1, stamps  # the panel's 负 alone
    panel = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and str(op[6]).startswith("rgba(20,16,12"))
    for s, seat in lay.seats.items():
        if s != scr.viewer:
            assert panel.y >= seat.b or panel.b <= seat.y, (s, seat, panel)
    assert panel.y >= lay.log.b, (panel, lay.log)
    big = DisplayList()  # a laptop keeps each seat's stamp (room beside the plates)
    team_seals(big, 1366, 1.0, f, lambda s: Rect(100 + 200 * s, 100, 160, 70), scr.viewer)
    assert len([op for op in big.ops if op[0] == "R" and op[6] == th.CINNABAR]) >= 3


@pytest.mark.parametrize(("w", "h"), [(390, 844), (1366, 768)])
def test_another_seats_play_flies_out_of_its_badge(w: int, h: int) -> None:
    """pt19 #3: "plays mostly appear rather than fly": they left from where they covered no badge, 8-37 px
    from their box (a phone, a laptop's top row). A play now leaves the badge's edge (pt28 #2: from its middle it lay
    over the name and count: test_gouji_pt28), growing on its way."""
    app, scr, ui = in_play(w, h)
    now = 3000.0
    app.frame(now)
    for seat in (s for s in range(6) if s != scr.viewer):
        ui.on_events([{"type": "play", "seat": seat, "cards": [VALUE.index(10)], "kind": "normal"}], now)
        f = ui.flying.items[-1]
        (x0, y0), (x1, y1) = place_point(f.src), place_point(f.dst)
        badge, first = ui.seat_rect(seat), f.rects(f.t0)
        spread = Rect(first[0].x, first[0].y, first[-1].r - first[0].x, first[0].h).inset(-3)
        assert spread.intersects(badge) and ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 >= 12, (seat, f.src, badge)
        assert f.duration == SEAT_PLAY_S <= 0.5


def test_a_hints_toast_keeps_off_the_felts_own_buttons_on_a_phone() -> None:
    """061702 (390x844): "提示 1/7 · 捎 电脑5 的够级" lay over 上一轮 and 自动过联邦."""
    app, scr, ui = in_play(390, 844)
    app.frame(app.now + 0.1)
    assert ui.chips  # (上一轮's chip or 自动过联邦's switch on the felt)
    box_h = 15 * 1.45 + 22  # (a line's toast: App._draw_toast)
    y = scr.toast_y(390, 844, box_h)
    bw = min(390 - 32, 460.0)
    r = Rect((390 - bw) / 2, y - box_h / 2, bw, box_h)
    assert not any(r.x < c.r and c.x < r.r and r.y < c.b and c.y < r.b for c in ui.chips), (r, ui.chips)


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_the_score_sheets_note_reads_at_a_laptops_size(lang: str) -> None:
    """061401 (1366x768, English): the note beside 计分表 was squeezed to ~8 px."""
    app = make_app(1366, 768, lang=lang)
    press(app, "start", 0.1)
    drive(app, 1.0, seed=1)
    _scr, ui = table(app)
    key = ui.tx("sheet_key")
    got = [op for op in app.dl.ops if op[0] == "T" and op[3] == key]
    assert got and min(float(op[4]) for op in got) >= 10.5, [op[4] for op in got]


def test_the_buying_list_reads_on_a_phone_on_its_side() -> None:
    """062308 (844x390): the 买牌 panel beside the middle's words, its lines squeezed to ~6-7 px: a side of the
    words too narrow for a line is no room, and a room of a few lines shows the newest, each whole at >= 10.5 px."""
    app = make_app(844, 390, deal=4)
    app.settings["speed"] = "fast"
    press(app, "start", 0.1)
    _scr, ui = table(app)
    seen: list[tuple[str, float, float]] = []

    def panel(a: App) -> bool:
        r = ui.ledger_rect
        if r is not None:
            seen.extend((str(op[3]), float(op[4]), float(op[9])) for op in a.dl.ops if op[0] == "T"
                        and r.contains(float(op[1]) + 1, float(op[2])) and float(op[9]) > 0
                        and any(k in str(op[3]) for k in ("买", "付", "→")))
        return a.state().get("phase") == "play"
    drive(app, 1.0, seed=4, until=panel, step=0.1)
    assert seen
    assert all(size >= 10.5 and text_width(t, size) <= mw + 1 for t, size, mw in seen), \
        [(t, size, mw, text_width(t, size)) for t, size, mw in seen if text_width(t, size) > mw + 1][:3]


def test_a_laptops_raised_card_rises_clearly_within_the_hands_room() -> None:
    """060717, 060845 (1366x768): the selection lift was small (18 px of a 105 px card); since pt30 #1 the deal lies in
    one row (no row behind to cover): a raised card pops 20 px and more, within the hand's room."""
    _app, scr, ui = in_play(1366, 768)
    lay, view = scr.lay, scr.view()
    ui.draw_hand(DisplayList(), lay.hand, view, 50.0)
    flat = dict(ui.drawn)
    assert len({round(r.y) for r in flat.values()}) == 1, "a laptop's deal lies in one row"
    cid = int(ui.hand(view)[3]["id"])
    scr.selected = [ui.card_key(ui.hand(view)[3])]
    ui.draw_hand(DisplayList(), lay.hand, view, 60.0)
    ui.draw_hand(DisplayList(), lay.hand, view, 61.0)
    up, was = ui.drawn[cid], flat[cid]
    assert was.y - up.y >= 20, (was.y - up.y, was.h)
    assert up.y >= lay.hand.y - 0.5  # (within the hand's room)
