"""够级 play-test 18's list for play-test 19 (coord/FIXERS.md): pass words of the round taken left on a new
round's seats (#1); the sheet's word for a forfeit (#2)."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play
from test_gouji_table import drive, make_app, press, table

from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.gouji.end import draw_end
from pygame_core.ui.games.gouji.moments import Finale, badge_pill, draw_finale
from pygame_core.ui.games.gouji.partner import HIT
from pygame_core.ui.geom import Rect


def cards_of(value: int, n: int) -> list[int]:
    return [c for c, v in enumerate(VALUE) if v == value][:n]


@pytest.mark.parametrize(("w", "h"), [(390, 844), (1366, 768)])
def test_a_new_rounds_seats_show_no_pass_of_the_round_taken(w: int, h: int) -> None:
    """pt18 #2 (035532 pq8): the player took the round with a 捎 and was to lead; 电脑2/3/5 still read 过
    and 电脑4 让 from the round taken, as if they had passed on the lead. Its words go as it fades."""
    _app, scr, ui = in_play(w, h)
    me = scr.viewer
    ui.round.clear()
    ui.round.feed({"type": "play", "seat": (me + 1) % 6, "cards": cards_of(12, 3)}, 100.0)
    ui.round.feed({"type": "play", "seat": me, "cards": cards_of(14, 2)}, 100.5)
    for k in range(2, 6):
        ui.round.feed({"type": "yield" if k == 3 else "pass", "seat": (me + k) % 6}, 100.5 + k / 10)
    ui.round.feed({"type": "trick_won", "seat": me}, 101.5)
    assert ui.seat_words(101.7)  # while the round taken is held, who passed on it shows
    view = scr.view()
    for t in (105.0, 120.0):  # the player thinking over the lead: no seat has acted in this round
        assert ui.seat_words(t) == {}
        dl = DisplayList()
        ui.draw_center(dl, scr.lay.center, view, t)
        words = [op for op in dl.ops if op[0] == "T" and op[3] in ("过", "让")]
        assert not words, words


def test_the_sheet_calls_a_forfeit_what_the_badge_called_it() -> None:
    """pt18 (one word for one thing): a seat that led its 4s unopened read 弃点 on its badge all hand, and
    未开 on the sheet: the sheet says 弃点 too (the other seats that did not open still 未开)."""
    app = make_app(1366, 768, deal=2)
    press(app, "start", 0.1)
    drive(app, 1.0, seed=2)
    scr, ui = table(app)
    view = dict(scr.view())
    res = view["result"]
    shut = [s for s in range(6) if not res["opened"][s]]
    assert len(shut) >= 2
    view["open"] = ["F" if s == shut[0] else "O" if res["opened"][s] else "N" for s in range(6)]
    dl = DisplayList()
    draw_end(ui, dl, Rect(0, 0, 900, 600), view)
    texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert texts.count("弃点") == 1 and texts.count("未开") == len(shut) - 1, texts


@pytest.mark.parametrize("deal", [2, 9])
def test_an_opened_badge_never_goes_back(deal: int) -> None:
    """pt18 #2: the tester read 电脑2's badge 已开点 -> 未开点 -> 已开点 in one state (the shots show 电脑2
    已开点 throughout, beside the other 联邦 电脑4's 未开点): frame by frame over whole hands, a seat's badge
    once 已开点 never says 未开点 or 待发四 again."""
    app = make_app(1366, 768, deal=deal)
    press(app, "start", 0.1)
    scr, ui = table(app)
    seen: dict[int, list[str]] = {s: [] for s in range(6)}

    def look(a: object) -> bool:
        view = scr.view()
        if view.get("phase") == "play":
            for s in range(6):
                line = " ".join(ui.seat_info(view, s).lines)
                state = next((w for w in ("已开点", "未开点", "待发四") if w in line), "")
                if state and (not seen[s] or seen[s][-1] != state):
                    seen[s].append(state)
        return False

    drive(app, 1.0, seed=deal, until=look, step=0.2)
    assert any("已开点" in states for states in seen.values()), seen
    for s, states in seen.items():
        after = states[states.index("已开点") + 1:] if "已开点" in states else []
        assert not after, (s, states)


def test_under_kuaijin_the_players_forced_lead_goes_at_once() -> None:
    """pt18 #3 (快进 with only the 3 left: 13-21 s to the sheet): the lead come back to the player holding
    the 3 alone waited the table's 1.1 s beat each time though 快进 was on; it goes at once (at normal
    speed it keeps its beat, the callout read)."""
    _app, scr, ui = in_play(1366, 768)
    view = dict(scr.view())
    view["hand"], view["top"] = cards_of(3, 1), None
    legal = [{"a": "play", "cards": ["3"]}]
    slow = ui.auto_answer(view, legal)
    assert slow is not None and slow.beat is None  # (the table's AUTO_S)
    scr.ffwd.on = True
    fast = ui.auto_answer(view, legal)
    assert fast is not None and fast.action == legal[0] and fast.beat == 0.0


@pytest.mark.parametrize(("w", "h"), [(390, 844), (844, 390)])
def test_a_phones_big_seat_moment_shows_on_its_badge_not_in_the_log_lane(w: int, h: int) -> None:
    """pt18 #4 (035524 pshao): a bot's 开点 on a phone went to the log's lane under the felt, read as one
    more log line, over the log and the player's status line: it shows on the seat's badge, big, its words
    without the name the badge shows."""
    app, scr, ui = in_play(w, h)
    seat = (scr.viewer + 1) % 6
    t = app.now + 0.1
    ui.moments.splashes, ui.moments.lane, ui.moments.banners = [], [], []
    ui.opened_seen.discard(seat)
    ui.on_events([{"type": "open_pending", "seat": seat}], t)
    assert not ui.moments.lane
    lane = ui.lane  # (session 25, FIXERS 1: it bursts across the felt, fanfare.py, large; not in the lane)
    for at in (t + 0.3, t + 0.6):
        dl = DisplayList()
        scr.draw(dl, w, h, at)
        said = [op for op in dl.ops if op[0] == "T" and op[3] == "开点！"]
        assert said and float(said[0][4]) >= 40.0, said
        assert lane is None or not any(lane.contains(float(op[1]), float(op[2])) for op in dl.ops  # (no log line: a
                                       if op[0] == "T" and str(op[3]).endswith(" 开点！")), lane  # band's word, pt36 #2)


def test_on_a_phone_on_its_side_the_revolutions_stake_keeps_off_the_seats() -> None:
    """pt18 #5 (035953 l5): on a phone on its side the 革命 stake, three lines read for seconds, lay over
    the seats' row (the table held while it was read): it goes lower, over the felt's middle."""
    app, scr, ui = in_play(844, 390)
    rev = (scr.viewer + 4) % 6
    t = app.now + 0.1
    ui.moments.splashes, ui.moments.lane, ui.moments.banners = [], [], []
    stake = ui.tx("rev_stake", r=ui.name(rev), o=ui.name((rev + 3) % 6))
    ui.moments.banner(stake, t)
    dl = DisplayList()
    scr.draw(dl, 844, 390, t + 1.0)
    lay = scr.lay
    banner = max(ui.moments.drawn, key=lambda r: r.w * r.h)
    assert banner.w > 300 and banner.h > 60, banner
    covered = [s for s, r in lay.seats.items() if banner.intersects(r)]
    assert not covered, (banner, {s: lay.seats[s] for s in covered})
    assert banner.b <= lay.hand.y  # (and the hand stays clear)


@pytest.mark.parametrize("lang", ["zh-Hans", "en"])
def test_the_partner_switch_says_it_passes_once_the_opponents_have(lang: str) -> None:
    """pt18 #6: "联邦出牌自动过 开" still asked while an opponent had not passed (a pass then is final): the
    laptop's switch says when it passes, and still fits its spot."""
    app = make_app(1366, 768, lang=lang)
    press(app, "start", 0.1)
    scr, _ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    app.frame(200.0)
    hit = next((h for h in app.state()["hits"] if h["id"] == HIT), None)
    assert hit is not None
    texts = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    word = "联邦的牌自动过" if lang == "zh-Hans" else "Auto-pass partner off"  # (one line: pt21 121558; pt32 #3's words)
    assert any(word in t for t in texts), [t for t in texts if "联邦" in t or "partner" in t]


def test_a_badges_moment_keeps_off_its_name_and_breaks_at_a_space() -> None:
    """A phone's badge moment in two lines breaks where a word ends: "打死" / "电脑2！", never "打死 电脑" / "2！"
    (seen on 电脑5's badge, 390x844); it lies under the badge's name, over its state."""
    badge = Rect(8, 225, 84, 76)
    assert badge_pill("打死 电脑2！", badge)[1] == ["打死", "电脑2！"]
    assert badge_pill("被 电脑5 憋3", badge)[1] == ["被 电脑5", "憋3"]
    pill, lines = badge_pill("开点！", badge)
    assert lines == ["开点！"] and pill.x <= badge.x and pill.r >= badge.r and pill.b >= badge.b - 4
    # pt19 #3 (061841 b07): "开点!" lay on 电脑2's name: the pill starts under it (drawn at badge.y + 41, 13 px)
    assert pill.y >= badge.y + 41 + 6.5 and badge_pill("打死 电脑2！", badge)[0].b <= badge.b + 2  # (two lines: the
    # plays lie under the badge)


@pytest.mark.parametrize(("w", "h"), [(390, 844), (1366, 768)])
def test_the_finales_title_is_never_under_its_seal(w: int, h: int) -> None:
    """pt19 #1 (062155 b01, 390x844): the big 负 stamped over the headline's end, "本局 −12" read "−1"."""
    f = Finale("对方先走完 · 你大落，本局 −12（下局净交贡 6 张）", "负", False,
               [("头科", "电脑2", True)] * 6, 0.0, sub="乙队三家都走完：电脑1 二科、电脑3 三科、电脑5 二落")
    dl = DisplayList()
    draw_finale(dl, w, h, 1.0, f)
    title = next(op for op in dl.ops if op[0] == "T" and op[3] == f.title)
    right = float(title[1]) + min(text_width(f.title, float(title[4])), float(title[9])) / 2
    seal_box = next(op for op in dl.ops if op[0] == "R" and op[6] == th.CINNABAR)
    assert right <= float(seal_box[1]), (right, seal_box[1])


def test_a_lone_card_over_a_row_shows_its_rank_and_takes_a_tap() -> None:
    """pt19 #2 (062053 b01): a phone's hand of 8 in rows of 1 and 7, the back row's lone J♠ showed only ♠:
    its row was read as the front row's (it starts where that row starts), so no strip of it showed, no tap."""
    _app, scr, ui = in_play(390, 844)
    view = dict(scr.view())
    view["hand"] = cards_of(11, 2) + cards_of(10, 1) + cards_of(8, 1) + cards_of(7, 2) + cards_of(4, 1) + cards_of(3, 1)
    ids = [int(c["id"]) for c in ui.hand(view)]
    ui.rows.rows, ui.rows.scale = [[ids[0]], ids[1:]], 0.0
    dl = DisplayList()
    ui.draw_hand(dl, scr.lay.hand, view, 900.0)
    lone = ui.drawn[ids[0]]
    ranks = [op for op in dl.ops if op[0] == "T" and op[3] == "J" and lone.y <= op[2] <= lone.y + 40
             and lone.x <= op[1] <= lone.r]
    assert ranks, [op for op in dl.ops if op[0] == "T" and lone.y <= op[2] <= lone.y + 40]
    hit = next(h.rect for h in dl.hits if h.id == f"card:{ui.card_key({'id': ids[0], 'v': 11})}")
    assert hit.w >= lone.w - 1 and hit.h >= 30 or len(ui.rows.rows[0]) > 1 and hit.w >= 20 and hit.h >= 30, hit  # (pt26 #6:
    # rows so ragged flow even again, the J's strip tappable in its row)
