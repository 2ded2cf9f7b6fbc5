"""跑胡子 table, session 27 (play-test 24's list)."""

from __future__ import annotations

from typing import Any

from test_paohuzi_pt10 import _texts
from test_paohuzi_pt22 import _win
from test_paohuzi_table import _speaker, _to_discard, started

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.moments import Moments, draw_moment
from pygame_core.ui.games.paohuzi.sheet import draw_sheet
from pygame_core.ui.geom import Rect


def test_a_win_panel_names_each_payers_share_and_the_winners_gain() -> None:
    """Play-test 24 #1 (l100: a ribbon "胡了! 赢128" over "得分 64" and a +128 chip): the panel says
    each figure by name, 每家付 64 · 共赢 128, one payer's share by its name; no bare 得分."""
    sp = _speaker()
    for pay, want in (([128, -64, -64], "每家付 64 · 共赢 128"), ([128, -128, 0], "付 128 · 共赢 128")):
        rec = {**_win(0, 1), "final": 64, "uncapped": 64, "pay": pay}
        m = Moments()
        m.add(30.0, 0, None)
        dl = DisplayList()
        draw_moment(dl, sp, 1366, 768, 30.0 + m.splash() + 0.5, m, rec, lambda s: (600.0, 600.0))
        said = _texts(dl)
        assert any(want in t for t in said), said
        assert not any(t.startswith("得分") for t in said), said


def test_every_hand_page_gives_a_winner_its_wins_huxi() -> None:
    """Play-test 24 #1 (p057 vs p059: 电脑1 胡息 21 on its win page, 15 on 各家手牌, the card won on
    taken out): a winner's line on every hand's page says its win's 胡息, named so."""
    app = started(1366, 768, 11)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    bot = (me + 1) % 3
    rec = {**_win(bot, me), "huxi": 21}
    view = {
        **sp.table.view(),
        "seats": [{**s, "wins": 1 if i == bot else 0} for i, s in enumerate(sp.table.view()["seats"])],
    }
    dl = DisplayList()
    draw_sheet(dl, sp, Rect(0, 0, 700, 700), {"wins": [rec], "scores": rec["pay"]}, 1, view=view)
    said = _texts(dl)
    assert any("胡牌胡息 21" in t and sp.name(bot) in t for t in said), said


def test_no_clock_shows_while_the_players_answer_waits_for_a_bot() -> None:
    """Play-test 24 #5 (l070, p143: a 15 s ring beside "你翻出 X" read as the player's own while 电脑1
    decided, nothing to press): no clock while the player's claim is held for a bot's answer."""
    app = started(390, 844, 11)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = {**sp.table.view(), "phase": "claim", "seat": 0}
    sp._live = lambda view: ([], "wait:1")
    assert not sp.clock_shown(v)
    sp._live = lambda view: ([{"a": "peng"}, {"a": "pass"}], "")
    assert sp.clock_shown(v)


def test_a_second_winner_on_one_card_waits_for_its_own_tap() -> None:
    """Play-test 24 #4 (l102: 一炮多响, one tap on the player's 点击继续 and the sheet came; the bot's win
    behind it had gone by in 3 s unseen): a win queued behind another's shows till tapped, as the
    player's own (8 s at most); alone, a bot's win is a beat of the speed."""
    app = started(1366, 768, 11)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    bot = (me + 1) % 3
    assert sp._hold(bot) is not None and sp._hold(me) is None
    sp.moments.add(30.0, 0, None)
    assert sp._hold(bot) is None


def test_a_card_drawn_into_a_ti_or_wei_flies_from_the_stock_to_the_melds() -> None:
    """Play-test 24 #4 (melds "mostly appear in place"): a card the draw puts straight into a 提 or 偎
    (no card shown in the middle) flies from the stock to the seat's melds, face down when unseen."""
    app = started(1366, 768, 11)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    bot = (me + 1) % 3
    for ev in ({"type": "wei", "seat": bot}, {"type": "ti", "seat": bot, "card": "x3"}):
        sp.flying.items.clear()
        sp._flights(ev, 30.0)
        assert sp.flying.running(30.1), ev
        f = sp.flying.items[0]
        assert f.cards == [ev.get("card")], f.cards


def test_a_phones_win_panel_says_the_share_large() -> None:
    """The named line on a phone's panel (capped: 每家付 100,000 · 共赢 200,000 （封顶）) was fitted to
    ~10 px: there it says the payer's share alone, large; the ribbon and the chip say the gain."""
    sp = _speaker()
    rec = {
        **_win(0, 1),
        "final": 100_000,
        "uncapped": 147_456,
        "capped": True,
        "pay": [200_000, -100_000, -100_000],
    }
    m = Moments()
    m.add(30.0, 0, None)
    dl = DisplayList()
    draw_moment(dl, sp, 390, 844, 30.0 + m.splash() + 0.5, m, rec, lambda s: (200.0, 600.0))
    said = [op for op in dl.ops if op[0] == "T" and str(op[3]).startswith("每家付")]
    assert said and all(op[4] >= 16 for op in said), said
    assert "每家付 100,000" in str(said[0][3])


def test_a_phones_win_card_says_the_gain_whole() -> None:
    """A phone's card for another seat's win, capped (得 200,000 · 每家付 100,000 beside 你 -100,000):
    never a figure cut with …; the gain whole when the share does not fit."""
    app = started(390, 844, 11)
    _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    bot = (me + 1) % 3
    pay = [-100_000] * 3
    pay[bot] = 200_000
    rec = {**_win(bot, me), "final": 100_000, "uncapped": 147_456, "capped": True, "pay": pay}
    dl = DisplayList()
    sp._face(dl, 390, 844, 0.3, [rec], 0, True)
    said = _texts(dl)
    assert not [t for t in said if "…" in t], said
    assert any(t.startswith("得 200,000") for t in said), said


def test_no_card_lifted_to_move_lies_over_the_answers() -> None:
    """Play-test 25 #1 (190256-190336: a tap just after the clock's discard lifted 柒 to move; its
    "放到新的一列" slot lay over the bar for 40 s and hid 吃/过, the claim timed out): asked to answer, the
    lifted card goes back, no slot is drawn and no card lifts by a tap to move."""
    app = started(390, 844, 11)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    v = {**sp.table.view(), "phase": "claim", "to_act": [me]}
    card = sp.columns(v)[-1][-1]["id"]
    sp.picked = card
    sp.table.client.people_to_act = lambda: [me]
    dl = DisplayList()
    sp.draw_hand(dl, sp._hand_area, v, now + 0.1)
    assert sp.picked is None and not sp.move_mode
    assert "放到新的一列" not in _texts(dl)
    assert not [h for h in dl.hits if h.id.startswith("pz:col:")]   # (its cards drag to another column, a tap
    # lifting none: play-test 35 #5, test_paohuzi_pt34)


def test_the_gallery_reads_every_fan() -> None:
    """Play-test 25 #3 (190622: the win list's 名堂 line cut "… 三千世界×…" on a phone, the fans being
    what explains a 200,000 swing): a row's 名堂 wrap onto as many lines as they take, never cut."""
    sp = _speaker()
    fans = [
        ("小满贯", 18),
        ("百财聚来", 8),
        ("二八佳人", 32),
        ("三千世界", 6),
        ("金玉满堂", 6),
        ("四七红", 2),
    ]
    rec = {**_win(1, 2), "fans": [{"name": {"zh-Hans": n}, "value": v} for n, v in fans]}
    res = {"wins": [rec, _win(0, 1), rec], "scores": [0, 0, 0]}
    dl = DisplayList()
    draw_sheet(dl, sp, Rect(0, 0, 366, 700), res, -2, 0, {"seat": 0})
    said = _texts(dl)
    assert not [t for t in said if "…" in t], said
    assert any("四七红×2" in t for t in said), said


def test_opening_the_chi_picker_is_no_answer_the_clock_would_spare() -> None:
    """Play-test 25 #2 (190412 -> 190417: the picker opened, the claim's clock ran out, the table went
    on and no 超时 was said): the tap that opens the picker is no late answer; an answer's is."""
    app = started(390, 844, 11)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = sp.table.view()
    sp.tuoguan.pressed_at = -10.0
    sp.pointer("down", 10, 10, "btn:chimore", v, 30.0)
    assert sp.tuoguan.pressed_at == -10.0
    sp.pointer("down", 10, 10, "btn:pass", v, 31.0)
    assert sp.tuoguan.pressed_at == 31.0


def test_a_chi_withheld_as_passed_before_is_explained() -> None:
    """Play-test 25 #5 (191034: 億 beside 億亿亿 went by after 托管 had passed a 吃 of 億, and the table
    never said 过张): a short note says why, once."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.advice import stale_chi

    sp = _speaker()
    me = sp.table.viewer
    toasts: list[str] = []
    sp.table.app.toast = lambda text, seconds=3.5: toasts.append(text)
    v = view(seat=me, offer={"card": "x3", "src": (me + 2) % 3, "draw": False}, to_act=[me])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(
        hand=["x1", "x2", "x7"], kans=[], wilds=0, passed_peng=[], passed_chi=["x3"], discarded=[]
    )
    assert stale_chi(v, me) is not None
    sp._tell_stale_chi(v)
    sp._tell_stale_chi(v)
    assert toasts == ["不能吃 三：这张先前过了（过张）"], toasts
