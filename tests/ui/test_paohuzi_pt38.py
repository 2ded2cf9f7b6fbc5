"""跑胡子 table, session 34 (play-test 38's report)."""

from __future__ import annotations

import pytest
from test_paohuzi_playtest6 import _as_view
from test_paohuzi_pt10 import _win
from test_paohuzi_pt36 import _table, _texts

from pygame_core.games.paohuzi.cards import CODES
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.batch import HU_S
from pygame_core.ui.games.paohuzi.winface import FIRST_S


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_a_bots_later_flow_wins_are_a_hu_at_its_seat_not_a_panel(w: float, h: float) -> None:
    """Play-test 38 #2 (160643-t17, 161834-p2-t18: a 640x270 panel over the middle ~20 times a hand; on
    a phone a card over 电脑2's melds). The hand's first win keeps its card (how a win scores, read
    once); a bot's later ones are the apps' ~1 s 胡 on its badge, then its amount beside it, the table
    playing on, nothing over the middle; the player's own later ones keep theirs."""
    app, sp, me, bot = _table(w, h)
    other = 3 - me - bot
    pay, pay2 = [-500] * 3, [-300] * 3
    pay[bot], pay2[other] = 1000, 600
    recs = [_win(bot, pay, "x3"), _win(other, pay2, "x5"), _win(bot, pay, "x6")]
    _as_view(sp, recs)
    sp.on_events([{"type": "win", "seat": bot}, {"type": "win", "seat": other}, {"type": "win", "seat": bot}], 20.0)
    assert sp.busy(20.1) and [i for i, _p in sp.moments.faces_at(20.1)] == [0]   # the hand's first: its card
    t = 20.0 + FIRST_S + 0.3
    plate = sp.table.lay.seats[other]
    dl = DisplayList()
    sp.draw_overlay(dl, w, h, t, sp.table.view())   # first the 胡 alone on the winner's badge
    hu = [op for op in dl.ops if op[0] == "T" and op[3] == "胡"]
    assert hu and plate.contains(hu[0][1], hu[0][2]) and "你 -300" not in _texts(dl), _texts(dl)
    dl = DisplayList()
    sp.draw_overlay(dl, w, h, t + HU_S, sp.table.view())   # then its amount, what the player pays
    assert "你 -300" in _texts(dl), _texts(dl)
    for k in range(int(4.0 / 0.1)):   # the later ones: never a panel, never holding the table
        now = t + HU_S + 0.1 + k * 0.1
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, now, sp.table.view())
        assert not sp.moments.faces_at(now) and not sp.busy(now), now
        assert "pz:face" not in {x.id for x in dl.hits}


def test_the_standing_line_never_shows_behind_a_wins_card() -> None:
    """Play-test 38 #2 (161834-p2-t18): on a phone the win card lay over 电脑2's melds and the standing
    line "电脑2 胡了 · 第2胡 · 你付 -960" stuck out behind it: two overlays. The line says a win once its
    card has gone."""
    app, sp, me, bot = _table(390, 844)
    pay = [-500] * 3
    pay[bot] = 1000
    _as_view(sp, [])
    sp.on_events([{"type": "discard", "seat": me, "card": "x9"}], 20.0)   # (the player's move before)
    _as_view(sp, [_win(bot, pay, "x3")])
    sp.on_events([{"type": "win", "seat": bot}], 20.0)

    def standing(t: float) -> bool:
        app.now = t
        return "standing" in sp.board_view(sp.table.view())

    assert sp.moments.faces_at(20.5) and not standing(20.5)
    assert standing(20.0 + FIRST_S + 0.2)


def test_a_wins_line_says_what_each_payer_paid_and_marks_the_cap() -> None:
    """Play-test 38 #3 (160736-t22-kuaijin: "电脑1 胡 王霸！自摸王霸 得 10,368" under 封顶10,000). The cap is on
    each payer's share (paohuzi.md §9.6), so 10,368 from two payers is right: the log says each payer's
    share when the cap cut it ("每家付 10,000（封顶）"), marked 封顶 in its callout too, and the room's rules and
    the top bar say the cap is per payer ("每家封顶10,000"); an uncut win's line stays one phone line."""
    from test_paohuzi_table import _speaker

    from pygame_core.ui.games.paohuzi.moments import draw_toast
    from pygame_core.ui.games.paohuzi.notes import room_rules

    sp = _speaker()
    rec = _win(1, [-5_184, 10_368, -5_184])
    line = sp.log_line({"type": "win", **rec})
    assert "得 10,368" in line and "封顶" not in line, line
    capped = {**_win(1, [-10_000, 20_000, -10_000]), "capped": True, "uncapped": 16_384, "final": 10_000}
    line = sp.log_line({"type": "win", **capped})
    assert "得 20,000 · 每家付 10,000（封顶）" in line, line
    dl = DisplayList()
    draw_toast(dl, sp, 1366, 768, 0.3, capped, (1000.0, 200.0), None, 0)
    assert any("封顶" in t for t in _texts(dl)), _texts(dl)
    assert "每家最多付 10,000" in room_rules(sp, {"max_final": 10_000}) and "每家封顶" in sp.g("room_cap", v="1")


def test_the_discard_prompt_speaks_of_pao_only_when_a_card_carries_the_tag() -> None:
    """Play-test 38 #5 (161156-h2-p, 161211-h2-q-sel-yi): "请出牌（标「炮」的牌：打出即点炮）" while none of the
    player's cards carried a 炮 tag (a locked seat waited on kinds the player did not hold, or held only
    in a 坎). The words come only with a tagged card."""
    from test_paohuzi_table import _speaker

    sp = _speaker()
    v = {**sp.table.view(), "phase": "discard"}
    held = [c for c in sp.hand(v) if not c.get("kan")]
    kans = {c["code"] for c in sp.hand(v) if c.get("kan")}
    absent = next(k for k in CODES if k not in {c["code"] for c in sp.hand(v)})
    sp.danger = lambda view: {absent, *kans}
    assert "炮" not in (sp.prompt_hint(v) or ""), sp.prompt_hint(v)
    sp.danger = lambda view: {absent, held[0]["code"]}
    assert "炮" in (sp.prompt_hint(v) or ""), sp.prompt_hint(v)


def test_the_ready_bubble_never_breaks_inside_a_waits_figures() -> None:
    """Play-test 38 smaller (162202-p3-f): on a phone the 听牌 bubble read "听（每家付）：壹(剩4张 自摸126/别" /
    "家84) 捌…": its head and first wait one word, char-wrapped. The head goes apart from the wait, and
    a wait too long for a line breaks at its own spaces, never inside a figure."""
    from pygame_core.ui.games.paohuzi.ready import line_layout

    text = ("打九 → 听（每家付）：壹(剩4张 自摸126/别家84) 捌(剩1张 自摸168/别家84) 百(剩2张 自摸126/别家42) "
            "千(剩1张 自摸168/别家126) · 小心下家吃")
    for w in (228.0, 150.0):
        _size, lines = line_layout(text, w)
        words = " ".join(lines).split(" ")
        assert all(x in words for x in ("自摸126/别家84)", "自摸168/别家84)", "自摸126/别家42)")), (w, lines)
    assert line_layout(text, 228.0)[1][1] == "壹(剩4张 自摸126/别家84)"


def test_a_won_hands_part_says_its_wins_huxi() -> None:
    """Play-test 39 #5 (184100-after2: "你 · 盆×2 · 胡息 0" after the player's win while they held 坎 玖玖玖 and
    壹贰叁, the win card saying 胡息 18). A won (locked) hand's part says its win's 胡息."""
    import json

    app, sp, me, _bot = _table(1366, 768)
    v = json.loads(json.dumps(sp.table.view()))
    pay = [-500] * 3
    pay[me] = 1000
    v["records"] = [{**_win(me, pay), "huxi": 18}]
    v["seats"][me].update(locked=True, shown_huxi=0)
    sp.table.view = lambda: v
    app.frame(21.0)
    said = " ".join(str(op[3]) for op in app.dl.ops if op[0] == "T")
    assert "胡息 18" in said, said
