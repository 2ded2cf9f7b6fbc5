"""Play-test 8's smaller 够级 items: a play in the air shows every card's rank and suit (piles read
"1 1 1 10", a bare "7", "( ( ( Q" while flying)."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play

from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.gouji.fly import GIVE_GAP, GIVE_S, GIVE_W, PLAY_S
from pygame_core.ui.games.gouji.hints import shao_of
from pygame_core.ui.geom import Rect


@pytest.mark.parametrize("size", [(1366, 768), (390, 844), (844, 390)])
def test_a_play_in_the_air_shows_each_cards_index(size: tuple[int, int]) -> None:
    app, scr, ui = in_play(*size)
    seat = (scr.viewer + 2) % 6
    tens = [c for c in range(216) if VALUE[c] == 10][:4]
    now = 3000.0
    app.frame(now)
    ui.on_events([{"type": "play", "seat": seat, "cards": tens, "kind": "normal"}], now)
    app.frame(now + PLAY_S / 2)
    rects = ui.flying.items[-1].rects(now + PLAY_S / 2)
    assert len(rects) == 4
    texts = [(str(op[3]), float(op[4])) for op in app.dl.ops if op[0] == "T"
             and any(r.contains(float(op[1]), float(op[2])) for r in rects)]
    assert sum(1 for t, sz in texts if t == "10" and sz >= 9) >= 4, [t for t in texts if t[0] == "10"]
    suits = {"♠", "♥", "♣", "♦"}
    assert sum(1 for t, _sz in texts if t in suits) >= 4


def test_a_gouji_play_and_its_kill_are_held_named_and_said() -> None:
    """Play-test 8 D4: a 开点's KK killed by AA, the round taken and the next lead went by between two
    glances at 快: each 够级 play holds the bots over a second once landed, and a play beating the
    other team's 够级 is named 打死 at its seat, held longer and said."""
    app, scr, ui = in_play(1366, 768)
    me = scr.viewer
    a, mate = (me + 1) % 6, (me + 3) % 6  # a, and a's teammate (same team: every other seat)
    kings = [c for c in range(216) if VALUE[c] == 13][:2]
    aces = [c for c in range(216) if VALUE[c] == 14][:2]
    now = 5000.0
    app.frame(now)
    ui.on_events([{"type": "trick_won", "seat": me}], now - 5)  # (a new round)
    ui.moments.splashes = []
    ui.on_events([{"type": "play", "seat": a, "cards": kings, "kind": "normal", "gouji": True}], now)
    landed = ui.round.lands[a]
    assert ui.busy(landed + 1.0)  # ~1 s in view before the next bot moves
    ui.on_events([{"type": "play", "seat": mate, "cards": aces, "kind": "normal", "gouji": True}], now + 2)
    assert not any("打死" in s.text for s in ui.moments.splashes)  # a teammate's beat kills nothing
    kill = {"type": "play", "seat": (mate + 1) % 6, "cards": aces, "kind": "normal", "gouji": True}
    ui.on_events([kill], now + 4)
    assert any("打死" in s.text and s.big for s in ui.moments.splashes)
    assert ["say", "打死"] in ui.sound(kill)
    assert ui.busy(now + 4 + 1.1)


def meet(a: Rect, b: Rect) -> bool:
    return a.x < b.r - 0.5 and b.x < a.r - 0.5 and a.y < b.b - 0.5 and b.y < a.b - 0.5


def test_a_seats_seal_keeps_off_the_tables_buttons() -> None:
    """Play-test 8 p54: 下家's 报 seal sat over the 自动过联邦 button."""
    app, scr, ui = in_play(390, 844)
    seat = (scr.viewer + 1) % 6  # 下家, on the right edge, above the switch
    now = 7000.0
    app.frame(now)
    ui.round.clear()
    ui.round.plays = {seat: [c for c in range(216) if VALUE[c] == 6][:2]}  # its play beside it (p54)
    ui.moments.splash(seat, "报", "电脑1 报牌：剩 2 张", now, True)
    app.frame(now + 0.5)
    switch = next(Rect(*h["rect"]) for h in app.state()["hits"] if h["id"] == "gj:partner")
    seals = [Rect(float(op[1]) - float(op[4]) * 0.8, float(op[2]) - float(op[4]) * 0.8, float(op[4]) * 1.6,
                  float(op[4]) * 1.6) for op in app.dl.ops if op[0] == "T" and op[3] == "报"]  # (its square)
    assert not any(meet(s, switch) for s in seals), (seals, switch)  # (left out when its spots lie on plays:
    # the ring says whose moment it is, pt11 D3)


def test_a_calls_pill_on_a_phone_on_its_side_sits_beside_the_cards() -> None:
    """Play-test 8 l11: 对门's 五个A lay over the As' foot and touched 等待 电脑4."""
    app, scr, ui = in_play(844, 390)
    opp = (scr.viewer + 3) % 6
    aces = [c for c in range(216) if VALUE[c] == 14][:5]
    now = 8000.0
    app.frame(now)
    ui.on_events([{"type": "play", "seat": opp, "cards": aces, "kind": "normal", "gouji": True}], now)
    app.frame(ui.round.lands[opp] + 0.3)
    cards = ui.play_rects[opp]
    pills = [Rect(float(op[1]), float(op[2]), float(op[3]), float(op[4])) for op in app.dl.ops
             if op[0] == "R" and op[6] == th.CINNABAR and abs(float(op[4]) - 22) < 5]
    assert pills and not any(meet(p, c) for p in pills for c in cards), (pills, cards)


@pytest.mark.parametrize("size", [(844, 390), (1366, 768), (390, 844)])
def test_a_card_given_at_the_deal_lands_beside_its_badge_with_its_label(size: tuple[int, int]) -> None:
    """Play-test 8 l06: the 付牌 label lay over the name of the badge under the seller's."""
    app, scr, ui = in_play(*size)
    me = scr.viewer
    seller, buyer = (me + 4) % 6, (me + 5) % 6
    now = 9000.0
    app.frame(now)
    ui.on_events([{"type": "bought", "rank": 3, "buyer": buyer, "seller": seller, "card": 5, "paid": 7}], now)
    lay = scr.lay
    for f in ui.flying.items[-2:]:
        for t in (f.t0 + 0.001, f.t0 + f.duration - 0.001):
            rs = f.rects(t)
            c = f.at(t)
            assert rs and c is not None
            lw = text_width(f.label, 12) + 18
            label = Rect(c[0] - lw / 2, rs[0].b + 4, lw, 20)
            for s, badge in lay.seats.items():
                assert not meet(label, badge), (f.label, s, label, badge)


def test_fast_forward_keeps_one_cell_as_turns_go_by(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 8 p53: 快进 flowed in the bar beside 理牌, which vanished at each turn the table
    answered (要不起 with only the 3 left), so it moved and a tap on it was refused: it now keeps
    出牌's cell, 理牌 its own, whatever the prompt."""
    app, scr, ui = in_play(390, 844)
    monkeypatch.setattr(ui, "out_of_hand", lambda view: True)
    monkeypatch.setattr(ui, "gone", lambda view: True)  # (快进到我, still in the hand: 清空's cell)
    view = scr.view()
    assert "ffwd" in ui.bar_slots(view) and "play" not in ui.bar_slots(view)
    legal = [{"a": "pass"}]
    monkeypatch.setattr(ui, "_legal", lambda: legal)
    assert ui.auto_answer(view, legal) is not None  # (要不起: the table passes)
    assert [b.id for b in ui.buttons(view, [])] == []  # (理牌 a phone's own, beside 托管: pt16 #2)
    dl = DisplayList()
    ui._bar_own(dl, view)
    assert "btn:sort" in {h.id for h in dl.hits}


def test_free_for_all_takes_the_phase_chip_not_a_fourth() -> None:
    """pt7 172: in 四户乱缠 a fourth chip pushed a phone on its side's 记牌器 off the top bar."""
    _app, scr, ui = in_play(844, 390)
    view = dict(scr.view())
    calm = ui.status({**view, "chaos": False})
    wild = ui.status({**view, "chaos": True})
    assert len(wild) == len(calm) and any(getattr(c, "text", c) == "四户乱缠" for c in wild)
    over = ui.status({**view, "chaos": True, "phase": "over"})  # (the hand's end says 结束)
    assert any(getattr(c, "text", c) == "结束" for c in over)


def test_a_shao_is_held_and_said_and_fast_forward_holds_nothing() -> None:
    """pt9: '你 捎了 电脑5' went by in the log only; 快进 still waited ~1 s a bot move (the holds)."""
    app, scr, ui = in_play(1366, 768)
    me = scr.viewer
    kings = [c for c in range(216) if VALUE[c] == 13][:3]
    now = 11000.0
    app.frame(now)
    ui.on_events([{"type": "trick_won", "seat": me}], now - 5)
    ui.moments.splashes = []
    ui.on_events([{"type": "play", "seat": (me + 1) % 6, "cards": kings[:2], "kind": "lead", "gouji": True}], now)
    shao = {"type": "shao", "from": (me + 1) % 6, "to": (me + 2) % 6, "tribute": True}
    play = {"type": "play", "seat": (me + 2) % 6, "cards": kings[2:] + [0], "kind": "normal", "gouji": True}
    ui.on_events([shao, play], now + 3)
    texts = [s.text for s in ui.moments.splashes if s.since == now + 3]
    assert any("捎了" in t for t in texts) and not any("打死" in t for t in texts)  # one moment, named 捎
    assert all(s.big for s in ui.moments.splashes if "捎了" in s.text) and ["say", "捎"] in ui.sound(shao)
    assert ui.busy(now + 3.5)
    scr.ffwd.on = True
    assert not ui.busy(now + 3.5)


def test_a_phones_sheet_says_every_tribute_line_alike() -> None:
    """pt9: the phone's sheet mixed "电脑5→电脑2 憋贡1" with "电脑3 → 你：点贡 1张": a line too long
    for the column took the short words alone; now every line does."""
    app, scr, ui = in_play(390, 844)
    view = dict(scr.view())
    obs = [{"from": 1, "to": 4, "kind": "dian", "n": 1}, {"from": 4, "to": 1, "kind": "dian", "n": 2},
           {"from": 2, "to": 0, "kind": "bie", "n": 1}, {"from": 3, "to": 0, "kind": "luo", "n": 1}]
    view["result"] = {"places": [1, 2, 3, 4, 5, 6], "points": [4, 2, 0, -2, -2, -2], "opened": [True] * 6,
                      "calls": [""] * 6, "obligations": obs, "winner_team": 0}
    dl = DisplayList()
    ui.draw_end(dl, Rect(20, 100, 290, 700), view, 500.0)  # (a phone sheet's column)
    lines = [str(op[3]) for op in dl.ops if op[0] == "T" and ("→" in str(op[3]) or "⇄" in str(op[3]))]
    assert len(lines) == 3 and len({"：" in ln for ln in lines}) == 1, lines


def test_the_viewers_place_stays_where_the_hand_was() -> None:
    """pt9: "went out 头科: no lasting stamp seen 6 s later"."""
    app, scr, ui = in_play(390, 844)
    view = {**scr.view(), "hand": [], "places_so_far": {str(scr.viewer): 1}}
    dl = DisplayList()
    ui.draw_hand(dl, scr.lay.hand, view, 900.0)
    texts = [(str(op[3]), float(op[2])) for op in dl.ops if op[0] == "T"]
    assert any(t == "头科" and scr.lay.hand.y <= y <= scr.lay.hand.b for t, y in texts), texts


def test_pt9_a_round_with_a_gouji_is_held_longer_and_a_passed_seats_play_dims() -> None:
    """pt9 D2: five 10s beaten by 2JJJJ, the round taken and the next lead went by in one glance: a
    round with a 够级 play is held longer once taken (a second till pt40's quicker holds, 0.8 s now). pt9 138: a seat that played, then
    passed, showed its 过 beside its card at full strength."""
    app, scr, ui = in_play(1366, 768)
    me = scr.viewer
    tens = [c for c in range(216) if VALUE[c] == 10][:5]
    nines = [c for c in range(216) if VALUE[c] == 9][:2]
    now = 12000.0
    ui.on_events([{"type": "trick_won", "seat": me}], now - 9)
    ui.on_events([{"type": "play", "seat": 1, "cards": nines, "kind": "lead"},
                  {"type": "trick_won", "seat": 1}], now - 6)
    plain = ui.round.hold
    ui.on_events([{"type": "play", "seat": 1, "cards": tens, "kind": "lead", "gouji": True},
                  {"type": "trick_won", "seat": 1}], now)
    assert ui.round.hold >= plain + 0.8 - 0.01
    ui.round.clear()
    ui.round.plays = {2: nines, 3: tens}
    ui.round.passes = {2: "pass"}
    dl = DisplayList()
    view = {**scr.view(), "phase": "play", "owner": 3}
    ui.draw_center(dl, scr.lay.center, view, now + 50)
    alphas, at = [], 1.0
    for op in dl.ops:
        if op[0] == "A":
            at = float(op[1])
        elif op[0] == "R" and any(abs(float(op[1]) - r.x) < 0.1 and abs(float(op[2]) - r.y) < 0.1
                                  for r in ui.play_rects[2]):
            alphas.append(at)
    assert alphas and max(alphas) < 0.7, alphas


def test_pt9_tribute_cards_travel_one_at_a_time_slow_enough_to_see() -> None:
    assert GIVE_S >= 0.9 and GIVE_GAP >= 0.75 and GIVE_W >= 48


def test_pt9_the_score_sheets_key_says_points_are_cards() -> None:
    """pt9: "赢 6 分" above a 计分表 keyed "未计分的局" read as a contradiction."""
    _app, _scr, ui = in_play(1366, 768)
    assert "进贡张数×2" in ui.tx("sheet_key") and "未计分" not in ui.tx("sheet_key")  # (pt12: the 本局 column named)


def test_pt9_a_hint_that_would_shao_says_so() -> None:
    """pt9 28: the hint 2 2 小王 on 电脑5's KKK did not say it was a 捎 worth a tribute card."""
    assert shao_of({"top": [1], "top_gouji": True, "owner": 5}, 0) == 5
    assert shao_of({"top": [1], "top_gouji": True, "owner": 3}, 0) is None  # the opposite's: no 捎
    assert shao_of({"top": [1], "top_gouji": True, "owner": 2}, 0) is None  # a teammate's
    assert shao_of({"top": [1], "top_gouji": False, "owner": 5}, 0) is None


def test_pt9_a_kills_pill_on_a_phone_keeps_off_the_seats_words() -> None:
    """pt9 108: "电脑2 打死 电脑5 的够级!" lay over 电脑3's 过."""
    app, scr, ui = in_play(390, 844)
    me = scr.viewer
    a, b = (me + 5) % 6, (me + 2) % 6  # 上家's 够级 killed by the partner at the top right
    now = 13000.0
    app.frame(now)
    ui.on_events([{"type": "trick_won", "seat": me}], now - 9)
    ui.moments.splashes, ui.moments.banners = [], []
    kings = [c for c in range(216) if VALUE[c] == 14][:2]
    ui.on_events([{"type": "play", "seat": a, "cards": kings, "kind": "lead", "gouji": True},
                  {"type": "pass", "seat": (me + 1) % 6}, {"type": "pass", "seat": (me + 3) % 6}], now)
    ui.on_events([{"type": "play", "seat": b, "cards": [52, 27], "kind": "normal", "gouji": True}], now + 2)
    app.frame(now + 2.6)
    pills = [Rect(float(op[1]), float(op[2]), float(op[3]), float(op[4])) for op in app.dl.ops
             if op[0] == "R" and op[6] == "rgba(20,16,12,0.88)"]
    assert ui.word_rects  # (pt30 #2: a routine kill is said at its seat, no band across the felt)
    assert any(op[0] == "T" and "打" in str(op[3]) for op in app.dl.ops) and not ui.moments.fanfares
    assert not any(meet(p, w) for p in pills for w in ui.word_rects), (pills, ui.word_rects)
