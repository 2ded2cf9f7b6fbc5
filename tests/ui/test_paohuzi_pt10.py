"""跑胡子 table, play-test 10 (session 18): every 血流 win face up for a beat while the table waits,
one at a time; no "你 过" the player never chose; the middle asks only a player with buttons."""

from __future__ import annotations

from typing import Any

from test_paohuzi_playtest6 import _as_view
from test_paohuzi_table import started, view

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.advice import awaited
from pygame_core.ui.games.paohuzi.board import deciding
from pygame_core.ui.games.paohuzi.winface import FIRST_S
from pygame_core.ui.geom import Rect

GROUPS = [{"type": "KAN", "cards": ["d10"] * 3, "huxi": 6}, {"type": "SEQ", "cards": ["x1", "x2", "x3"], "huxi": 3},
          {"type": "PENG", "cards": ["x8"] * 3, "huxi": 1}, {"type": "EQS", "cards": ["d2", "d7", "d10"], "huxi": 6},
          {"type": "TI", "cards": ["xB"] * 4, "huxi": 9}, {"type": "PAIR", "cards": ["x5", "x5"], "huxi": 0}]


def _win(seat: int, pay: list[int], card: str = "x8") -> dict[str, Any]:
    return {"seat": seat, "how": "own", "src": seat, "card": card, "groups": GROUPS, "identities": ["x2"],
            "fans": [], "huxi": 25, "tun": 2, "fan_value": 4, "final": -min(pay), "uncapped": -min(pay),
            "capped": False, "pay": pay, "bowl": 0, "bowl_mult": 1, "self_draw": True}


def _spot(s: int) -> tuple[float, float]:
    return {0: (600.0, 600.0), 1: (967.0, 155.0), 2: (97.0, 155.0)}[s]


def _texts(dl: DisplayList) -> list[str]:
    return [str(op[3]) for op in dl.ops if op[0] == "T"]


def test_each_flow_win_shows_its_hand_face_up_while_the_table_waits() -> None:
    """Play-test 10, 50-52: after the player's first win two more of theirs and four of a bot's went
    by as chips and log lines. Each later win shows the winner's hand in its groups, the card won on,
    which win of the seat's it is and the score, and the table waits ~1.4 s on it at any speed."""
    for w, h in ((1366, 768), (390, 844)):
        app = started(w, h, 5)
        app.frame(20.0)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        app.settings["speed"] = "fast"
        me = sp.table.viewer
        bot = (me + 1) % 3
        pay = [-500, -500, -500]
        pay[bot] = 1000
        recs = [_win(bot, pay, "x3"), _win(bot, pay)]
        _as_view(sp, recs)
        sp.on_events([{"type": "win", "seat": bot}] * 2, 20.0)   # the bot's first win: light too, face up
        assert sp.busy(20.1) and sp.busy(20.0 + FIRST_S - 0.05)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.5, sp.table.view())
        said = _texts(dl)
        assert "第1胡" in said and "你 -500" in said, said
        if w > 500:   # (a phone's a card in the winner's half, the hand face up in its part: play-test 22 #3)
            assert "坎6" in said and "顺3" in said, said
            assert said.count("拾") >= 3 and "王" in said   # the hand's cards, the 王霸 tagged
        # the second waits its turn, then is light (pt38 #2: ~20 panels a hand): its 胡 at the winner's
        dl = DisplayList()   # badge, then the callout with the amounts, the table playing on
        sp.draw_overlay(dl, w, h, 20.0 + FIRST_S + 0.3, sp.table.view())
        assert "胡" in _texts(dl) and not sp.busy(20.0 + FIRST_S + 0.3), _texts(dl)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.0 + FIRST_S + 1.3, sp.table.view())
        assert any("胡 八" in t for t in _texts(dl)) and not sp.moments.faces_at(20.0 + FIRST_S + 1.3), _texts(dl)
        # under 快进 the hand's first a short card, the table waiting for it (play-test 19 #2: all skipped);
        sp.moments.clear()   # a later one called at its seat (pt38 #2)
        sp.table.fast = lambda: True
        _as_view(sp, recs[:1])
        sp.on_events([{"type": "win", "seat": bot}], 30.0)
        assert sp.busy(30.1) and not sp.busy(31.1)
        _as_view(sp, recs)
        sp.on_events([{"type": "win", "seat": bot}], 32.0)
        assert not sp.busy(32.1) and sp.moments.toasts_at(32.1)


def test_no_pass_is_logged_for_a_prompt_the_player_never_had() -> None:
    """Play-test 10, 53/58: "你 过" at the start of hand 2, after only 下一局. The 过 was the table's
    answer to the dealer's lone 天胡 window; the flag "shown a choice" was left over from the last
    prompt of hand 1 (a 自摸 胡, which ends with a win, not a 过)."""
    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    sp._asked = True   # 胡 offered with the own card, the player pressed 胡
    sp.on_events([{"type": "win", "seat": me}], 21.0)
    ev = {"type": "pass", "seat": me}
    sp.on_events([ev], 22.0)
    assert sp.log_line(ev) is None
    sp._asked = True
    sp.on_new_hand()
    ev = {"type": "pass", "seat": me}
    sp.on_events([ev], 23.0)
    assert sp.log_line(ev) is None
    sp._asked = True   # a real choice answered with 过 is still logged
    ev = {"type": "pass", "seat": me}
    sp.on_events([ev], 24.0)
    assert sp.log_line(ev) == "你 过"


def test_the_middle_never_says_your_call_with_nothing_to_decide() -> None:
    """Play-test 10, 40: "你 翻出 叁 · 等你表态" in the middle, "等待各家表态…" on the status line,
    and no button. With 过 alone the player is not waited on; the next seat is, or nobody."""
    app = started(390, 844, 5)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = view(offer={"card": "d3", "src": 0, "draw": True}, to_act=[0, 1, 2], answered=[])
    assert awaited(v, 0, False) == 1 and awaited(v, 0, True) == 0
    only_me = dict(v, answered=[1, 2])
    assert awaited(only_me, 0, False) is None and deciding(sp, only_me, 300, awaited(only_me, 0, False)) == ""


def test_a_phones_middle_lists_the_last_moves() -> None:
    """Play-test 10, 40/45/54: at 快 four to six cards went by between looks and the phone showed two
    log lines (none with the 记牌 strip open). The middle lists the last moves under the card in
    play, whose they were, newest first."""
    from test_paohuzi_playtest8 import _phone_claim

    _app, sp, lay, me, v = _phone_claim("x3", ["x1", "x2"])
    bot = (me + 1) % 3
    sp.on_events([{"type": "draw", "seat": bot, "card": "d7", "shown": True},
                  {"type": "peng", "seat": me, "card": "d7", "from": bot},
                  {"type": "discard", "seat": me, "card": "x9"},
                  {"type": "draw", "seat": bot, "card": "x3", "shown": True}], 20.0)
    dl = DisplayList()
    sp.draw_center(dl, lay.center, v, 20.1)
    mid = sp.board.middle
    said = [(str(op[3]), op[2]) for op in dl.ops if op[0] == "T" and mid.contains(op[1], op[2])]
    rows = [t for t, _y in said if t in (f"{sp.name(bot)} 翻", "你 碰", "你 打")]
    assert rows == [f"{sp.name(bot)} 翻", "你 打", "你 碰", f"{sp.name(bot)} 翻"], said
    sp.on_new_hand()
    assert not sp.board.recent.moves


def test_a_chi_answer_shows_its_cards_and_the_melds_keep_their_size() -> None:
    """Play-test 10, 41/42: with two 吃 up the player's melds went to thumbnails, and the 吃 were text
    ("吃 陸柒捌"). The player's part keeps its floor while the 吃 row lies right of its melds, and each
    吃 shows its cards, the card in play framed."""
    from test_paohuzi_playtest8 import _phone_claim

    from pygame_core.ui import theme as th

    _app, sp, lay, me, v = _phone_claim("d7", ["d6", "d8", "d9", "d2", "d10"], 2)
    live = [{"a": "chi", "groups": [["d6", "d7", "d8"]]}, {"a": "chi", "groups": [["d2", "d7", "d10"]]},
            {"a": "pass"}]
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    sp.table.view = lambda: v
    from pygame_core.ui.games.paohuzi.board import OWN_FLOOR

    sp.draw_center(DisplayList(), lay.center, v, 20.1)
    assert sp.board.boxes[me].h >= OWN_FLOOR - 1, sp.board.boxes[me]   # was ~50 px under two 吃 (41)
    assert [b.id for b in sp.buttons(v, []) if b.id.startswith("chi")] == ["chimore"]   # (play-test 16: one
    assert sp.tap("btn:chimore", v)   # 吃 beside 过 opens a picker of both)
    dl = DisplayList()
    sp.draw_hand(dl, lay.hand, v, 20.1)
    rects = [h.rect for h in dl.hits if h.id.startswith("btn:pick")]
    assert len(rects) == 2
    for r, glyphs in zip(rects, (("陆", "柒", "捌"), ("贰", "柒", "拾")), strict=True):
        inside = [str(op[3]) for op in dl.ops if op[0] == "T" and r.contains(op[1], op[2])]
        assert "吃" in inside and all(g in inside for g in glyphs), inside
        frames = [op for op in dl.ops if op[0] == "R" and op[7] == th.GOLD and r.contains(op[1] + 2, op[2] + 2)]
        assert frames   # the card in play (柒) framed


def test_a_capped_win_says_so_and_keeps_its_own_figure_struck_through() -> None:
    """Play-test 10 (smaller items): all twelve wins paid the same 100,000 and read flat. The ledger's
    title counts the capped wins, each capped row says 封顶, and the win panels show the hand's own
    figure struck through beside the capped one."""
    from test_paohuzi_table import _speaker

    from pygame_core.ui.games.paohuzi.moments import Moments, draw_moment
    from pygame_core.ui.games.paohuzi.sheet import draw_sheet
    from pygame_core.ui.games.paohuzi.winface import draw_face
    from pygame_core.ui.geom import Rect

    sp = _speaker()
    big = dict(_win(1, [-100_000, 200_000, -100_000]), capped=True, uncapped=1_572_864, final=100_000)
    small = _win(2, [-500, -500, 1000])
    res = {"wins": [big, small], "scores": [-100_500, 199_500, -99_000]}
    dl = DisplayList()
    draw_sheet(dl, sp, Rect(0, 0, 700, 640), res, -1, 0, {"seat": 0})
    said = _texts(dl)
    assert "输赢明细 · 2 次胡牌 · 1 次封顶（每家最多付 100,000）" in said and any("封顶" in t and "自摸" in t for t in said), said
    for draw in ("moment", "face"):
        dl = DisplayList()
        if draw == "moment":
            m = Moments()
            m.add(0.0, 0, 3.0)
            draw_moment(dl, sp, 1366, 768, 2.9, m, big, _spot, None, _spot)
        else:
            draw_face(dl, sp, 1366, 0, 768, 300, 0.5, big, 1, 0)
        assert "1,572,864" in _texts(dl) and any(op[0] == "L" for op in dl.ops), draw


def test_a_forced_meld_is_called_out_with_its_cards_clear_of_the_status_line() -> None:
    """Play-test 10, 07/47: the player's forced 跑 had no callout seen, a 提 only "提 你" over the
    status line. Every call shows its cards beside the word, ~1.3 s; a phone's own lies over the
    player's part, not the status line."""
    from pygame_core.ui.games.paohuzi.common import card_face

    for w, h in ((1366, 768), (390, 844)):
        app = started(w, h, 5)
        app.frame(20.0)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        lay = app.screen.lay  # type: ignore[attr-defined]
        me = sp.table.viewer
        sp.on_events([{"type": "pao", "seat": me, "card": "dY", "from": (me + 1) % 3}], 20.0)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.4, sp.table.view())
        glyph = card_face("dY", False, "zh-Hans").big
        assert _texts(dl).count(glyph) == 4 and "跑" in _texts(dl), _texts(dl)
        call = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.88)")
        assert not call.intersects(lay.me.inset(0, 2)), (call, lay.me)
        assert sp.animating(21.1)


def test_the_first_sheet_page_shows_the_others_hands_where_they_fit() -> None:
    """Play-test 10, 16-18: the bots' hands came one tap later (看各家手牌). A win's page lays the other
    seats' cards in hand face up under the payments when the page has room (a laptop's)."""
    from test_paohuzi_table import _speaker, seat

    from pygame_core.ui.games.paohuzi.sheet import draw_sheet
    from pygame_core.ui.geom import Rect

    sp = _speaker()
    win = _win(0, [200, -100, -100])
    v = view(phase="over", seat=0)
    v["seats"][1] = seat(hand=["x1", "x4", "d9"], kans=["xB"], wilds=1)
    v["seats"][2] = seat(hand=["d3", "d3", "x10"], kans=[], wilds=0)
    dl = DisplayList()
    draw_sheet(dl, sp, Rect(0, 0, 680, 470), {"wins": [win], "scores": [200, -100, -100]}, 0, 0, v)
    said = _texts(dl)
    assert f"{sp.name(1)} · 手牌" in said and f"{sp.name(2)} · 手牌" in said, said
    assert "玖" in said and said.count("百") >= 3 and "王" in said


def test_a_card_turned_up_that_nobody_may_take_stays_a_beat_in_the_middle() -> None:
    """Play-test 10, D3: cards the player flipped and could not use went to their discards without a
    beat. A card turned up and sent to the discards in the same step (nobody asked) stays large in
    the middle ~1 s, "无人要", the table waiting; not under 快进."""
    from test_paohuzi_playtest8 import _phone_claim

    _app, sp, lay, me, v = _phone_claim("x3", ["x1", "x2"])
    v = dict(v, phase="discard", offer=None, to_act=[(me + 1) % 3])
    sp.table.view = lambda: v
    sp.on_events([{"type": "draw", "seat": me, "card": "d5", "shown": True},
                  {"type": "river", "seat": me, "card": "d5"}], 30.0)
    assert sp.busy(30.5) and not sp.busy(31.2)
    dl = DisplayList()
    sp.draw_center(dl, lay.center, v, 30.6)
    said = [str(op[3]) for op in dl.ops if op[0] == "T" and sp.board.middle.contains(op[1], op[2])]
    assert "伍" in said and "无人要 → 弃" in said, said
    sp.table.fast = lambda: True
    sp.on_events([{"type": "draw", "seat": me, "card": "d6", "shown": True},
                  {"type": "river", "seat": me, "card": "d6"}], 40.0)
    assert not sp.busy(40.1)


def test_a_seats_badge_counts_its_wins() -> None:
    """Play-test 10, 50-52: a player must follow twelve wins; the badge says 胡×N once a seat won twice."""
    from test_paohuzi_table import _speaker, seat

    sp = _speaker()
    v = view(phase="discard")
    v["seats"][1] = seat(locked=True, wins=3)
    v["seats"][2] = seat(locked=True, wins=1)
    assert "胡×3" in sp.seat_info(v, 1).marks and "胡" in sp.seat_info(v, 2).marks


def test_a_face_up_win_frames_the_card_it_was_won_on() -> None:
    """Reading a win at a glance: the card won on is framed in the hand as in the title."""
    from test_paohuzi_table import _speaker

    from pygame_core.ui import theme as th
    from pygame_core.ui.games.paohuzi.winface import draw_face

    dl = DisplayList()
    r = draw_face(dl, _speaker(), 1366, 0, 768, 300, 0.5, _win(1, [-8, 16, -8], "x8"), 2, 0)
    frames = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[7] == th.CINNABAR and op[8] == 2.5]
    assert len(frames) == 2 and all(f.inside(r) for f in frames)   # the title's card and the hand's 八


def test_a_face_up_win_keeps_above_the_status_line() -> None:
    """Fix shots: on a laptop the panel ran over the player's status line."""
    from pygame_core.ui import theme as th

    for w, h in ((1366, 768), (390, 844)):
        app = started(w, h, 5)
        app.frame(20.0)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        app.settings["speed"] = "fast"
        bot = (sp.table.viewer + 1) % 3
        pay = [-500, -500, -500]
        pay[bot] = 1000
        _as_view(sp, [_win(bot, pay)])
        sp.on_events([{"type": "win", "seat": bot}], 20.0)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.5, sp.table.view())
        panel = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] == "#14100c" and op[7] == th.CINNABAR)
        assert panel.b <= app.screen.lay.me.y + 1, (panel, app.screen.lay.me)  # type: ignore[attr-defined]


def test_four_meld_columns_keep_their_floor_beside_two_chi() -> None:
    """Play-test 10, 41: four columns of melds fit left of a phone's middle 吃 cell; the part keeps
    its floor (a 5th column would lie under it: then the part makes room)."""
    from test_paohuzi_playtest8 import _phone_claim

    from pygame_core.ui.games.paohuzi.board import OWN_FLOOR

    _app, sp, lay, me, v = _phone_claim("d7", ["d6", "d8", "d2", "d10"], 4)
    live = [{"a": "chi", "groups": [["d6", "d7", "d8"]]}, {"a": "chi", "groups": [["d2", "d7", "d10"]]},
            {"a": "pass"}]
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    sp.draw_center(DisplayList(), lay.center, v, 20.1)
    assert sp.board.boxes[me].h >= OWN_FLOOR - 1, sp.board.boxes[me]


def test_a_light_win_says_the_logs_figure() -> None:
    """Play-test 11 (21-poll): a callout read "得分 24,576" while the log said "得 49,152" (each payer's
    share against the winner's gain). The callout and the face-up panel say the log's 得 first."""
    from test_paohuzi_table import _speaker

    from pygame_core.ui.games.paohuzi.moments import draw_toast
    from pygame_core.ui.games.paohuzi.winface import draw_face

    sp = _speaker()
    rec = _win(1, [-24_576, 49_152, -24_576])
    line = sp.log_line({"type": "win", **rec})
    assert "得 49,152" in line
    dl = DisplayList()
    draw_toast(dl, sp, 1366, 768, 0.3, rec, (1000.0, 200.0), None, 0)
    assert "得 49,152" in _texts(dl) and "你 -24,576" in _texts(dl), _texts(dl)
    dl = DisplayList()
    draw_face(dl, sp, 1366, 0, 768, 300, 0.5, rec, 1, 0)
    assert "得 49,152 · 每家付 24,576" in _texts(dl), _texts(dl)


def test_a_short_waits_line_under_answers_leaves_the_status_line() -> None:
    """Play-test 11, 51/58: under 过/碰 the pill "暂未听牌" lay over the status line "伍: 碰、过". A short
    line goes to the log strip's right end (the log's lines are left-aligned), the status line clear."""
    from test_paohuzi_playtest8 import _phone_claim

    _app, sp, lay, me, v = _phone_claim("x3", ["x3", "x3", "x9"])
    live = [{"a": "peng"}, {"a": "pass"}]
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    sp.show_hints = True
    sp._hint_room = lambda _v, _w: 24.0
    sp.draw_center(DisplayList(), lay.center, v, 20.1)
    band = sp._hint_band
    # (过/碰 in the bar's row over the hand since play-test 12: the line keeps to the felt's foot)
    assert band is not None and not band.intersects(lay.me.inset(0, 1)) and band.b <= lay.log.y + 1, (band, lay.log)


def test_a_waits_line_under_answers_leaves_the_phones_counter_strip() -> None:
    """Play-test 11, 54: with the 记牌 strip open in the log strip's place, the line keeps off it too."""
    from test_paohuzi_playtest8 import _phone_claim

    _app, sp, lay, me, v = _phone_claim("x3", ["x3", "x3", "x9"])
    live = [{"a": "peng"}, {"a": "pass"}]
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    sp.show_hints = True
    sp.show_counter = True
    sp._hint_room = lambda _v, _w: 24.0
    sp.draw_center(DisplayList(), lay.center, v, 20.1)
    band = sp._hint_band
    assert band is not None and not band.intersects(lay.log.inset(0, 1)) and not band.intersects(lay.me.inset(0, 1))
