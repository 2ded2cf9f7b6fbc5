"""跑胡子 table, session 22 (play-test 16's list)."""

from __future__ import annotations

from typing import Any

from test_paohuzi_table import _speaker, seat, view

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.board import Board, draw_board
from pygame_core.ui.geom import Rect


def _mid_hand(n_melds: int, n_river: int) -> dict[str, Any]:
    seq = {"type": "SEQ", "cards": ["x4", "x5", "x6"], "huxi": 0}
    v = view(phase="discard", seat=0, to_act=[0], offer=None)
    v["seats"][0] = seat(hand=["x1"], kans=[], wilds=0, passed_peng=[], melds=[seq] * n_melds,
                         river=(["x9", "d2", "x3", "d7", "x8"] * 2)[:n_river])
    for s in (1, 2):
        v["seats"][s] = seat(melds=[seq] * n_melds, river=["x9"] * n_river)
    return v


def test_a_phones_felt_uses_its_room_for_larger_tiles() -> None:
    """Play-test 16, 1: the phone's felt left ~40% of its height empty while the melds and discards
    were 24-26 px. Mid-hand (three melds and five discards a seat) they are 28 px and more, and the
    card in play in the middle over 60 px wide."""
    sp = _speaker()
    r = Rect(8, 134, 374, 416)   # a 390x844 phone's felt
    for n_melds, n_river in ((3, 5), (4, 8)):
        v = _mid_hand(n_melds, n_river)
        v["offer"] = {"card": "d5", "src": 1, "draw": True}
        board, dl = Board(), DisplayList()
        draw_board(dl, sp, r, v, board, {}, False, True, False, None, None)
        tiles = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[3] < 60 and abs(op[3] - op[4]) < 1.5]
        for s in (0, 1, 2):
            melds = [t.w for t in tiles if t.inside(board.melds[s])]
            river = [t.w for t in tiles if t.inside(board.river[s])]
            assert len(melds) >= 3 * n_melds and min(melds) >= 27, (s, melds)
            assert len(river) == n_river and min(river) >= 28.5, (s, river)
        assert board.card.w >= 60, board.card


def _claim(w: float, h: float, card: str, live: list[dict[str, Any]]) -> tuple[Any, Any, dict[str, Any]]:
    from test_paohuzi_table import started

    app = started(w, h, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    v = view(seat=me, offer={"card": card, "src": (me + 2) % 3, "draw": False}, to_act=[me])
    v["seats"] = [seat(), seat(), seat()]
    v["seats"][me] = seat(hand=["x1", "x2", "x3", "d3", "x4", "x5"], kans=[], wilds=0, passed_peng=[],
                          passed_chi=[], discarded=[])
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    sp.table.view = lambda: v
    return sp, app.screen.lay, v  # type: ignore[attr-defined]


BI = {"a": "chi", "groups": [["x3", "x3", "d3"], ["x1", "x2", "x3"]]}   # 吃 三叁叁 比 一二三
PLAIN = {"a": "chi", "groups": [["x3", "x4", "x5"]]}


def test_a_chi_with_bi_shows_its_whole_lay_down() -> None:
    """Play-test 16, 2: "吃 三叁叁 +1" hid which 比 group goes down with it. A 吃 whose 比 its cell
    cannot show whole is one 吃 button that opens the picker, where every 吃 shows all its groups."""
    for w, h in ((1366, 768), (390, 844)):
        sp, lay, v = _claim(w, h, "x3", [BI, PLAIN, {"a": "pass"}])
        chi = [b for b in sp.buttons(v, []) if b.id.startswith("chi")]
        assert [b.id for b in chi] == ["chimore"], [b.id for b in chi]
        assert sp.tap("btn:chimore", v) and sp.picking()
        dl = DisplayList()
        sp.draw_hand(dl, lay.hand, v, 20.1)
        picks = [h.rect for h in dl.hits if h.id.startswith("btn:pick")]
        assert len(picks) == 2
        said = [str(op[3]) for op in dl.ops if op[0] == "T" and picks[0].contains(op[1], op[2])]
        assert "比" in said and said.count("三") >= 2 and "一" in said and "二" in said, said
        assert not any(str(op[3]).startswith("+") for op in dl.ops if op[0] == "T"), "no '+1'"
        assert all(0 <= p.x and p.r <= w for p in picks)


def test_a_phones_two_chi_are_one_button_beside_pass() -> None:
    """Play-test 16, 2: on the phone two 吃 of one card were drawn in two places (one over the table,
    one beside 过). One 吃 button in the row of 过 opens the picker; a lone 吃 answers at once."""
    sp, lay, v = _claim(390, 844, "x4", [PLAIN, {"a": "chi", "groups": [["x2", "x3", "x4"]]}, {"a": "pass"}])
    from pygame_core.ui.table_bar import place

    placed = {b.id: r for b, r in place(lay.buttons, sp.buttons(v, []), sp.bar_slots(v), True)}
    assert "chimore" in placed and not any(k.startswith("chi") and k != "chimore" for k in placed), placed
    assert abs(placed["chimore"].y - placed["pass"].y) < 1 and sp.over_top(v) is None
    sp, lay, v = _claim(390, 844, "x4", [PLAIN, {"a": "pass"}])
    assert [b.action for b in sp.buttons(v, []) if b.id.startswith("chi")] == [PLAIN]


def test_a_bots_later_wins_are_stamps_and_the_table_plays_on() -> None:
    """Play-test 16, 3: the 2-3.5 s hold on each of ~17 wins added ~40 s to a hand. Each seat's first
    win and the player's own keep their panel while the table waits; a bot's later wins are a stamp at
    its seat (and the log line) while the table plays on."""
    from test_paohuzi_playtest6 import _as_view
    from test_paohuzi_pt10 import _win
    from test_paohuzi_table import started

    from pygame_core.ui.games.paohuzi.winface import FIRST_S

    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.settings["speed"] = "fast"
    me = sp.table.viewer
    bot = (me + 1) % 3
    pay, mine = [-500] * 3, [-500] * 3
    pay[bot], mine[me] = 1000, 1000
    recs = [_win(bot, pay, "x3"), _win(me, mine, "x4"), _win(bot, pay, "x5"), _win(me, mine, "x6")]
    _as_view(sp, recs)
    sp.on_events([{"type": "win", "seat": s} for s in (bot, me, bot, me)], 20.0)
    faces = {x.value: x.face for x in sp.moments.lit if x.win}
    assert faces[0] == FIRST_S and faces[3] >= 2.0, faces   # the bot's first, the player's second
    # the bot's second: light again since pt38 #2 (~20 panels a hand over the felt): its 胡 at its badge,
    assert faces[2] == 0.0, faces   # then its amounts, the table playing on
    stamp = next(x for x in sp.moments.lit if x.value == 2)
    sp.moments.lit[:], sp.moments.queue[:] = [stamp], []   # (the player's first win waits for a tap)
    assert sp.moments.toasts_at(30.0) and not sp.moments.faces_at(30.0) and not sp.busy(30.0)


def test_a_phones_note_keeps_off_the_counter_strip() -> None:
    """Play-test 16, 4: on the phone "超时：已为你打出 九" lay over the 记牌器 row (in the log strip's
    place). With the 记牌器 there a note shows over the felt's foot, clear of it and of the buttons."""
    from test_paohuzi_table import started

    app = started(390, 844, 5)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    sp.show_counter = True
    app.frame(1.2)
    strip = Rect(*next(h for h in app.state()["hits"] if h["id"] == "pz:counter")["rect"])
    app.toast("超时：已为你打出 九")
    app.frame(1.4)
    box = next(Rect(*op[1:5]) for op in app.dl.ops if op[0] == "R" and op[6] == "rgba(43,38,34,0.94)")
    assert not box.intersects(strip), (box, strip)
    lay = app.screen.lay  # type: ignore[attr-defined]
    assert box.b <= lay.center.b and not box.intersects(lay.buttons), (box, lay.center)


def test_a_phones_flying_cards_keep_off_the_name_lines() -> None:
    """Play-test 16, 5: on the phone the drawn card left the stock over the player's name line, and the
    亮张 landed on the dealer's name over its melds. A drawn card flies within the middle, a claimed
    one lands under the seat's name line, a bot's discard leaves from its discards, a bot's 亮张 goes to
    its plate."""
    from test_paohuzi_table import started

    app = started(390, 844, 5)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    lay = app.screen.lay  # type: ignore[attr-defined]
    me = sp.table.viewer
    bot = (me + 1) % 3
    heads = {s: Rect(b.x, b.y, b.w, 22) for s, b in sp.board.boxes.items()}
    sp.flying.clear()
    sp._fly("x3", "stock", None, "card", None, 5.0)
    sp._fly("x4", "card", None, "melds", bot, 5.0, "碰")
    sp._fly("x5", "hand", bot, "card", None, 5.0)
    for f in sp.flying.items:
        for k in range(0, 11):
            for r in f.rects(f.t0 + f.duration * k / 10):
                assert not any(r.intersects(hd) for hd in heads.values()), (f.cards, k, r, heads)
    assert sp._dealt_to(bot).inside(lay.seats[bot])


def test_english_corner_tags_read_at_ten_px() -> None:
    """Play-test 16, 5: the English hand cards' corner tags ("10 big", "100 big") read at ~6 px. They
    lie across the card's top, "10 big" at 10 px on a phone's 38 px card, the longest at 9.5 at 48."""
    from test_paohuzi_table import _readable

    from pygame_core.ui.games.paohuzi.columns import column_card
    from pygame_core.ui.games.paohuzi.common import card_face

    for w, codes in ((38.0, ("d10", "x4", "*")), (48.0, ("d10", "dB", "dY", "dW", "x4", "*")), (62.0, ("dY",))):
        for code in codes:
            f = card_face(code, False, "en")
            dl = DisplayList()
            column_card(dl, Rect(100, 100, w, w * 1.45), 42.0, f, False, False)
            tag = next(op for op in dl.ops if op[0] == "T" and op[3] == f.sub)
            assert _readable(tag) >= (10 if code != "dY" else 9.5), (code, w, tag)


def test_a_win_log_line_fits_a_phones_full_log() -> None:
    """Play-test 16, 5: "电脑1 胡 壹！胡别家翻出的牌 得 100,000（第13胡）" wrapped its count onto a line of its
    own on a phone. The line names who fed the win in the ledger's short words and fits one line."""
    from test_paohuzi_pt10 import _win

    from pygame_core.ui.draw import text_width
    from pygame_core.ui.games.paohuzi.log import log_line

    sp = _speaker()
    pay = [-50_000, 100_000, -50_000]
    recs = [_win(1, pay, "x3") for _ in range(13)]
    recs[12].update(how="other", src=2, card="d1")
    line = log_line(sp, {"type": "win", **recs[12]}, recs)
    assert line is not None and line.endswith("（第13胡）") and "电脑2翻出" in line, line
    assert text_width(line, 14) <= 390 - 24 - 36, (line, text_width(line, 14))


def test_alike_wins_are_counted_apart_in_the_log() -> None:
    """Play-test 17, 2: a locked seat's 自摸 of 二 twice, alike in every figure, both read 第17胡 in the
    full log. Each is counted as the log has it, the second 第2胡."""
    from test_paohuzi_playtest6 import _as_view
    from test_paohuzi_pt10 import _win
    from test_paohuzi_table import started

    app = started(1366, 768, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    bot = (sp.table.viewer + 1) % 3
    pay = [-500] * 3
    pay[bot] = 1000
    recs = [_win(bot, pay, "x2"), _win(bot, pay, "x2")]
    _as_view(sp, recs)
    evs = [{"type": "win", **r} for r in recs]
    sp.table.logbook.events.extend(evs)
    lines = [sp.log_line(e) for e in evs]
    assert lines[0].endswith("（第1胡）") and lines[1].endswith("（第2胡）"), lines


def test_the_counters_big_row_lies_on_the_big_cards_paper() -> None:
    """Play-test 17, 1: the tester read 四3 (小字 row) as 肆's count. Each row lies on its cards' paper:
    the 大字 row on the darker paper of the 大字 cards."""
    from pygame_core.ui.games.paohuzi.common import BIG_TINT
    from pygame_core.ui.games.paohuzi.counter import draw_counter

    sp = _speaker()
    for r in (Rect(200, 64, 670, 76), Rect(8, 556, 374, 40)):
        dl = DisplayList()
        draw_counter(dl, sp, r, view(phase="discard"))
        band = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] == BIG_TINT)
        glyph = next(op for op in dl.ops if op[0] == "T" and op[3] == "肆")
        assert band.contains(glyph[1], glyph[2]) and band.y > r.y + r.h / 3, (band, glyph)


def test_chi_answers_that_lay_down_the_same_groups_are_offered_once() -> None:
    """Play-test 17, 5: "吃 贰叁肆 比 贰柒拾" and "吃 贰柒拾 比 贰叁肆" (the same two groups) were two options."""
    a = {"a": "chi", "groups": [["d2", "d3", "d4"], ["d2", "d7", "d10"]]}
    b = {"a": "chi", "groups": [["d2", "d7", "d10"], ["d2", "d3", "d4"]]}
    sp, lay, v = _claim(1366, 768, "d2", [a, b, PLAIN, {"a": "pass"}])
    assert sp.tap("btn:chimore", v)
    dl = DisplayList()
    sp.draw_hand(dl, lay.hand, v, 20.1)
    assert len([h for h in dl.hits if h.id.startswith("btn:pick")]) == 2


def test_the_waits_line_never_offers_a_discard_that_feeds_a_win() -> None:
    """Play-test 17, 4: "推荐打壹 … 也可打九" while 九 bore the red 点炮 dot."""
    from pygame_core.ui.games.paohuzi.ready import Ready, summary

    sp = _speaker()
    r = Ready(by_card={"d1": [], "x9": [], "x10": []}, order=["d1", "x9", "x10"], fed={"x9"})
    line = summary(sp, r)
    assert "也可打" in line and "九" not in line.split("也可打")[1] and "十" in line, line


def test_a_phones_status_chips_keep_the_hand_number_readable_in_the_decisive_moment() -> None:
    """Play-test 17: the phone's 决胜时刻 chip squeezed 第1局 to tiny text by the sound button; the middle
    says 决胜时刻 under the card in play, the top bar keeps 墩, 亮 and 第N局."""
    from test_paohuzi_table import started

    app = started(390, 844, 5)
    app.frame(1.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    v = dict(app.screen.view())  # type: ignore[attr-defined]
    v["decisive"] = True
    said = [c if isinstance(c, str) else c.text for c in sp.status(v)]
    assert "决胜时刻" not in said and any("第" in t and "局" in t for t in said), said
