"""够级, the hand's end (fix-gouji-game): the felt's latest line follows a switch of language and
does not stand into the next hand; the last seats' cards are shown face up; tribute both ways
between a pair is said as what it is."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, table

from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.finish import by_rank, left_lines, left_values, tribute_lines
from pygame_core.ui.games.gouji.labels import rank_text
from pygame_core.ui.games.gouji.moments import Finale, draw_finale


def test_the_felts_latest_line_follows_the_language_and_ends_with_its_hand() -> None:
    """After a switch to English the centre still said "本局结束" (and the next hand began with it)."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.latest) > 0)
    zh = ui.latest
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh)
    app.settings["lang"] = "en"
    en = ui.latest
    assert en and en != zh and not any("\u4e00" <= ch <= "\u9fff" for ch in en.replace("你", ""))
    ui.on_new_hand()
    assert ui.latest == ""


def test_tribute_both_ways_between_opposites_reads_as_one_line_with_why() -> None:
    """The sheet listed "电脑3→你 点贡4张" and "你→电脑3 点贡4张" as if cancelling (both 明点 failed)."""
    names = ["你", "电脑1", "电脑2", "电脑3", "电脑4", "电脑5"]
    res = {"opened": [True, False, True, True, False, False], "calls": ["m", "", "", "m", "", ""],
           "obligations": [{"from": 3, "to": 0, "kind": "dian", "n": 4}, {"from": 0, "to": 3, "kind": "dian", "n": 4},
                           {"from": 4, "to": 1, "kind": "dian", "n": 1}]}
    lines = tribute_lines(res, names.__getitem__, "zh-Hans", False)
    assert len(lines) == 2
    assert "⇄" in lines[0] and "互付" in lines[0] and lines[0].count("明点落空") == 2
    assert lines[1] == "电脑4 → 电脑1：点贡 1张"
    assert len(tribute_lines(res, names.__getitem__, "zh-Hans", True)) == 2


def test_the_same_tribute_to_the_same_seat_is_one_line() -> None:
    """Play-test 5 (159): "电脑1 → 你：捎贡 1张" three times, and the list cut "…还有 2 笔进贡"."""
    names = ["你", "电脑1", "电脑2", "电脑3", "电脑4", "电脑5"]
    shao = {"from": 1, "to": 0, "kind": "shao", "n": 1}
    res = {"opened": [True] * 6, "calls": [""] * 6,
           "obligations": [shao, {"from": 4, "to": 1, "kind": "bie", "n": 1}, shao, shao]}
    assert tribute_lines(res, names.__getitem__, "zh-Hans", False) == [
        "电脑1 → 你：捎贡 3张", "电脑4 → 电脑1：憋贡 1张（出3前的一手被管住，3没走掉）"]
    # (pt22: "3走不了" for a seat that went out with its 3 by 接风; it still counts: rules 11)
    assert tribute_lines({**res, "order": [2, 4]}, names.__getitem__, "zh-Hans", False)[1] == \
        "电脑4 → 电脑1：憋贡 1张（出3前的一手被管住；后来接风出3走了也算憋3）"
    # (play-test 8: 憋3 said with no sentence why; the short lines of a phone's sheet keep without it)
    assert tribute_lines(res, names.__getitem__, "zh-Hans", True)[1] == "电脑4→电脑1：憋贡 1张"  # (pt10 p40: as the long)


def test_the_last_seats_cards_show_face_up_on_the_table_and_the_sheet() -> None:
    app = make_app(1366, 768, deal=7)  # a pinned deal: a random one may end with no other seat holding cards
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "over")
    view = scr.view()
    counts = view["counts"]
    held = {s: n for s, n in enumerate(counts) if n and s != scr.viewer}
    got = left_values(view, scr.viewer)
    assert held and set(got) == set(held)
    assert sum(len(v) for v in got.values()) == sum(held.values())
    lines = left_lines(view, scr.viewer, ui.name, "zh-Hans")  # a line a seat: the result names each
    assert len(lines) == len(got) and all("剩的牌" in ln for ln in lines)  # seat's cards (pt10 p40)
    # ranks with counts, highest first (play-test 5: forty cards one by one were squeezed unreadable)
    for (s, vals), ln in zip(got.items(), lines, strict=True):
        assert ln.startswith(ui.name(s)) and by_rank(vals, "zh-Hans") in ln
    assert by_rank([17, 13, 13, 9, 3, 3, 3], "zh-Hans") == "大王 K×2 9 3×3"
    dl = DisplayList()
    ui.draw_overlay(dl, 1366, 768, 1e6, view)  # (long after the finale: the cards stay up)
    first = next(iter(got))
    glyph = rank_text(got[first][0], "zh-Hans")[:1]
    seat = ui.seat_rect(first)
    assert any(op[0] == "T" and str(op[3]).startswith(glyph) and abs(float(op[1]) - seat.cx) < 200
               and (float(op[2]) > seat.b or float(op[2]) < seat.y) for op in dl.ops)


def test_holding_only_the_3_offers_fast_forward_and_says_why() -> None:
    """Stuck with the 3 a tester waited over a minute with nothing to do and no 快进."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    view = dict(scr.view())
    assert not ui.gone(view)
    view["hand"] = [0]  # (card 0: a 3)
    view["places_so_far"] = {}
    assert ui.gone(view) and ui.out_of_hand(view)
    me = scr.viewer
    assert isinstance(me, int)
    assert any("只剩3" in ln for ln in ui.seat_info(view, me).lines)
    view["hand"] = [0, 1]  # a 4 too: still a play to make
    assert not ui.gone(view)


def test_a_won_finale_bursts_in_gold_and_a_lost_one_does_not() -> None:
    def sparks(won: bool) -> int:
        dl = DisplayList()
        draw_finale(dl, 1366, 768, 0.5, Finale("你头科，赢 4 分", "胜", won, [("头科", "你", True)], 0.0))
        return sum(1 for op in dl.ops if op[0] == "R" and op[6] == th.GOLD)
    assert sparks(True) >= 12 and sparks(False) == 0
