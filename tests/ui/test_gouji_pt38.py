"""够级 play-test 38 (/tmp/pt38-gouji/REPORT.md, FIXERS 够级, session 34)."""

from __future__ import annotations

from test_gouji_land import gouji
from test_gouji_table import after_a_scored_hand, drive, make_app, press, table

from pygame_core.core.i18n import pick
from pygame_core.games.gouji.cards import VALUE
from pygame_core.games.gouji.texts import PLACE_NAMES
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.end import draw_end
from pygame_core.ui.games.gouji.finish import end_reason, team_ahead
from pygame_core.ui.geom import Rect


def test_the_hand_after_a_sweep_is_hand_2_in_the_bar_and_on_the_sheet() -> None:
    """#3 (160743-h2b, 161205-end2): after a 串三湖 ("本局计分，重新开始") the next hand said 第1局 in the top bar and the
    计分表 listed 第1局 twice. The rules start their series again; the match counts on: 第1局, 第2局."""
    app = make_app(1366, 768)
    after_a_scored_hand(app)
    scr, _ui = table(app)
    assert scr.view()["hand_no"] == 1 and scr.client.hand_no == 2  # (the rules' series began again)
    texts = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert texts.count("第1局") == 1 and texts.count("第2局") >= 2, [t for t in texts if t.startswith("第")]
    labels = [t for t in texts if t.startswith("第") and t.endswith("局")]
    assert labels[0] == "第2局", labels  # the top bar, drawn first


def test_the_headline_says_win_or_lose_and_marks_the_seats_stuck_with_their_3() -> None:
    """#4 (161757-ph_end, 161205-end2): "我方先走完 · 你二科" and "甲队三家都走完：… 电脑4 二落" while the plate said
    电脑4 憋3 read as a partner still holding cards. The team's result is said as 多乐 says it (胜/负; by the hand's points since
    play-test 41 #2, not the team out first), and a seat 憋3 is marked so in the chip and on its row (its 3 gone out later or not)."""
    app = make_app(1366, 768, deal=2)
    press(app, "start", 0.1)
    now = drive(app, 1.0, seed=2)
    app.frame(now + 5)
    scr, ui = table(app)
    view = scr.view()
    res = view["result"]
    wt, places = res["winner_team"], res["places"]
    f = ui.moments.finale
    ahead = team_ahead([int(p) for p in res["points"]])  # the team's by the points (play-test 41 #2)
    assert f is not None and f.title.startswith("我方胜" if ahead == 0 else "对方胜" if ahead == 1 else "你"), f.title
    last = max(range(wt, 6, 2), key=lambda s: places[s])  # the winning team's last out, made 憋3 by the next seat
    stuck = {**res, "obligations": [*res["obligations"], {"kind": "bie", "from": last, "to": (last + 1) % 6, "n": 1}]}
    why = end_reason(stuck, ui.name, "zh-Hans")
    assert why.endswith(f"{ui.name(last)} {pick(PLACE_NAMES[places[last]], 'zh-Hans')}（憋3）"), why
    dl = DisplayList()
    draw_end(ui, dl, Rect(403, 100, 560, 560), {**view, "result": stuck})
    texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert f"{ui.name(last)}  憋3" in texts, texts
    assert not any("憋3" in t for t in texts if t.startswith(ui.name((last + 2) % 6))), texts  # the others unmarked


def test_the_fast_forward_summary_is_short_and_waits_for_the_moments() -> None:
    """#1 (161128-ff, 161405-ph_ff, 161055-ff): "快进了 N 轮：…" in up to four lines lay over 头科!/开点!, 轮到你 and another
    toast. One callout at a time: it waits while a moment shows, then says who went out (else the last trick taken)."""
    ui = gouji()
    app, me = ui.table.app, ui.me()
    other = (me + 1) % 6
    play = {"type": "play", "seat": other, "cards": [VALUE.index(8)] * 2}
    for ev in (play, {"type": "trick_won", "seat": other}, play, {"type": "trick_won", "seat": other},
               {"type": "out", "seat": other, "place": 1}):
        ui.skipped.feed(ui, ev, True)
    app.toast("", 0.0)
    ui.skipped.said(ui.table, "zh-Hans", wait=True)  # a moment shows (the 头科 splash): nothing said yet
    assert app.toast_text == ""
    ui.skipped.said(ui.table, "zh-Hans")
    assert app.toast_text.startswith("快进了 2 轮：") and "走了" in app.toast_text, app.toast_text
    assert "收牌" not in app.toast_text and len(app.toast_text) <= 30, app.toast_text  # one line, the log has the rest

