"""花鸟风月 play-test 32 #1 (061553-gift1, 061601-gift-done: 凉风有幸's first-picked 万 was tagged →电脑1
and went to 电脑3): the gift the clock sends when it runs out with the cards picked goes in the order
picked, as the tags and the 送出 button say; it went in the hand's order. #2 (062527-ph-sel): a clock
that runs out with a legal play raised plays it, a 凉风有幸 picked in part sends what was picked."""

from __future__ import annotations

import pytest
from test_huaniao_table import table, ui
from test_huaniao_timeout import to_gift, to_main, wait_out
from test_huaniao_trust import tap, timed_table

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao_show import slide_clear
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_screen import TableScreen


def test_a_timed_out_lucky_breeze_sends_the_cards_in_the_order_picked() -> None:
    app, scr, now = table(seed=3)
    pl = ui(scr)
    me = scr.viewer or 0
    to = [(me + 1) % 4, (me + 2) % 4, (me + 3) % 4]
    view = {"prompt": {"type": "gift", "kind": "liangfeng", "to": to},
            "hand": [{"id": 5, "face": "B"}, {"id": 40, "face": "4"}, {"id": 50, "face": "H"}]}
    scr.selected = ["50", "40", "5"]  # the flower first, then 万, then the bird: not the hand's order
    sent = pl.deadline_action(view)
    assert sent == {"a": "gift", "to_cards": {str(to[0]): [50], str(to[1]): [40], str(to[2]): [5]}}
    tags = pl.gift_to(view)
    assert [tags[k] for k in ("50", "40", "5")] == to  # what each card's tag says it goes to


def test_a_raised_legal_play_goes_when_the_clock_runs_out_and_is_said() -> None:
    """Play-test 32 #2 (062527-ph-sel -> 062537-ph-played): 诵 十百千 raised, the clock ran out into "超时 ·
    罚摸 千" and a limit discard. The raised play goes, as 够级's does, called at the player's spot."""
    app = timed_table(22)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    now = to_main(app, 22, 1.0)
    play = scr.plugin.hint_plays()[-1]  # type: ignore[attr-defined]
    for i in play["cards"]:
        tap(app, f"card:{i}", now)
    assert ui(scr).plays(scr.view(), ui(scr)._selected(scr.view())) == [play]
    now, plays, toasts = wait_out(app, now, lambda e: e.get("type") in ("play", "timeout") and e.get("seat") == 0)
    assert plays and plays[0]["type"] == "play", plays
    assert sorted(c["id"] for c in plays[0]["cards"]) == sorted(play["cards"])
    said = f"超时 · 已替你出 {ui(scr).op_label(play)}"
    assert said in toasts, toasts
    assert ui(scr).big_said is not None and ui(scr).big_said[:2] == ("超时", said.split(" · ")[1])


def test_a_selection_of_no_play_or_of_two_plays_leaves_the_rules_penalty() -> None:
    app, scr, _ = table(seed=3)
    pl = ui(scr)
    view = {"prompt": {"type": "main"}, "hand": [{"id": 10, "face": "1"}, {"id": 30, "face": "3"}]}
    scr.selected = ["10", "30"]  # 十千: no shape
    assert pl.deadline_action(view) is None
    scr.selected = []
    assert pl.deadline_action(view) is None


def test_a_lucky_breeze_picked_in_part_sends_those_picked_and_tops_up_as_the_rules_default() -> None:
    """15 s for three picks (play-test 32 #2, 061553: 6 s left after two): the clock running out after two
    picks sends those two where their tags say, the third seat the lowest card left (the rules' default)."""
    app, scr, _ = table(seed=3)
    pl = ui(scr)
    me = scr.viewer or 0
    to = [(me + 1) % 4, (me + 2) % 4, (me + 3) % 4]
    view = {"prompt": {"type": "gift", "kind": "liangfeng", "to": to},
            "hand": [{"id": 5, "face": "B"}, {"id": 40, "face": "4"}, {"id": 50, "face": "H"}]}
    scr.selected = ["50", "40"]
    assert pl.deadline_action(view) == {"a": "gift", "to_cards": {str(to[0]): [50], str(to[1]): [40],
                                                                   str(to[2]): [5]}}


def test_the_lucky_breeze_prompts_clock_stands_while_its_dance_is_shown() -> None:
    """Play-test 32 #2 (061553): 15 s for three picks. The gift's clock stands while the dance's banner and
    cards still show (seed 1's first turn: 风风 in hand), then runs."""
    app, scr, now = to_gift()
    now += 0.1
    app.frame(now)
    start = scr.client.remaining(0)
    assert start is not None and start > 14.5
    for _ in range(20):
        now += 0.1
        app.frame(now)
    assert scr.client.remaining(0) == pytest.approx(start)  # 2 s on: the banner still up
    for _ in range(170):  # (then OWED_HOLD_S while its call is read, test_huaniao_pt34, and 2 x PICK_S: pt41 #1)
        now += 0.1
        app.frame(now)
    left = scr.client.remaining(0)
    assert left is not None and left < start - 1  # the banner gone: it runs


def test_a_phones_raised_lower_card_stops_short_of_the_row_above() -> None:
    """#3 (062820-ph-illegal, 063321-ph-hint): a raised card of a phone's second row rose 24 px into a 12 px
    gap and hid the 点 of the 鸟 above it. It still rises a quarter of its height, its gold ring clear of
    the row above; the cards give the few px (the felt keeps its room)."""
    app, scr, now = table(390, 844, seed=2)
    pl = ui(scr)
    cards = pl.hand(scr.view())
    rows = sorted({r.y for r in pl.hand_at.values()})
    assert len(rows) == 2
    felt = scr.lay.hand if scr.lay is not None else None
    for c in cards:
        home = pl.hand_at[int(c["id"])]
        if home.y != rows[1]:
            continue
        scr.selected[:] = [pl.card_key(c)]
        ops = app.frame(now + 1.0)["ops"]
        lifted = [op for op in ops if op[0] == "R" and abs(op[1] - home.x) < 1 and abs(op[3] - home.w) < 1
                  and abs(op[4] - home.h) < 1 and rows[0] + 1 < op[2] < home.y - 1]
        assert lifted and home.y - lifted[0][2] >= home.h * 0.22, lifted
        ring_top = lifted[0][2] - 3.5 - 1.75  # (the gold ring, inset -3, 3.5 px wide)
        assert ring_top >= rows[0] + home.h, (ring_top, rows[0] + home.h)
    assert felt is not None and home.w >= 60  # (66 before: the cards give the few px, the felt has none)


def test_a_raised_card_no_play_can_hold_on_the_opening_turn_is_refused_by_its_rule() -> None:
    """#4 (061458-tap-wind): on the opening turn the greyed 风 raised with 鸟千万 said only "鸟千万风 不成牌型",
    never that the first turn cannot be a dance. The note names the rule."""
    app, scr, _now = table(seed=7, actions=0)
    pl, view = ui(scr), scr.view()
    assert view.get("turn") == 0 and (view.get("prompt") or {}).get("type") == "main"
    hand = pl.hand(view)
    wind = next(c for c in hand if c["face"] == "F")
    birds = [c for c in hand if c["face"] == "B"][:3]
    assert pl.card_dim(view, wind)
    scr.selected = [pl.card_key(c) for c in [*birds, wind]]
    note = pl.no_fit(view)
    assert note is not None and note[0].startswith("开局第一手不能舞"), note
    scr.selected = [pl.card_key(c) for c in birds]  # no 风: the shapes, as before
    note = pl.no_fit(view)
    assert note is not None and "不成牌型" in note[0], note


def test_the_players_own_win_on_points_puts_no_winners_hand_plate_over_its_moment() -> None:
    """#5 (062211-h2u03): the player's win on points drew a 胜者手牌 plate of its own hand (one faint card
    as it rose) over the top seat, its rays across 你赢了; the hand lies face up at the foot already. A
    bot's win on points still shows the winner's hand; a going out its last play."""
    app, scr, now = table(seed=2)
    pl, me = ui(scr), scr.viewer or 0
    hand = pl.hand(scr.view())
    other = (me + 1) % 4

    def words(win: int, how: str) -> list[str]:
        res = {"winner": win, "how": how, "points": [3, 5, 11, 15],
               "hands": [hand if s == win else hand[:2] for s in range(4)]}
        pl.moment = (win, now)
        pl.last_play[win] = hand[:3]
        dl = DisplayList()
        pl._draw_moment(dl, 1366, 768, now + 2.0, dict(scr.view(), result=res))
        return [str(op[3]) for op in dl.ops if op[0] == "T"]

    assert pl.tx("won_with_hand") not in words(me, "points")
    assert pl.tx("won_with_hand") in words(other, "points")
    assert pl.tx("won_with_out") in words(me, "out")


def test_a_phones_perch_pill_slides_off_the_seats_cards_along_its_row() -> None:
    """FIXERS Left (pt31 053653-phone-g: "电脑3 栖 · 摸一张" lay on 电脑1's 天上天下, the row's other half bare):
    the pill goes where it covers least of the seats' cards in its row, the nearest such place."""
    cards = [Rect(200, 0, 150, 50)]

    def cover(b: Rect) -> float:
        return sum(max(0.0, min(b.r, r.r) - max(b.x, r.x)) * max(0.0, min(b.b, r.b) - max(b.y, r.y)) for r in cards)

    pill = Rect(150, 10, 120, 30)
    moved = slide_clear(pill, 0, 390, cover)
    assert cover(pill) > 0 and cover(moved) == 0 and moved.r <= 200 and moved.y == pill.y
    assert slide_clear(Rect(20, 10, 120, 30), 0, 390, cover) == Rect(20, 10, 120, 30)  # clear already: stays
    app, scr, now = table(390, 844, seed=4, actions=10)
    pl = ui(scr)
    app.frame(now + 10)
    pl.perch_run(((scr.viewer or 0) + 3) % 4, now + 10)
    app.frame(now + 10.5)
    box = pl.spots["banner"]
    centred = box.move(195 - box.cx, 0)
    assert pl.over_plays(box, "lie") < pl.over_plays(centred, "lie")


def test_a_laptops_heap_says_its_count_in_words_not_as_copies_of_its_top_card() -> None:
    """Play-test 33 #5 (085643-tx2): one 鸟 on the heap with "×2" beside it read as two birds (the discards
    were 万 and 鸟). It says 弃 2; the play button of a selection that makes no play says 不能出 (a lone 百
    out of tune is a shape: "不成牌型" there contradicted the note's 不合调)."""
    app, scr, now = table(seed=2)
    pl = ui(scr)
    view = dict(scr.view(), heap=[{"id": 40, "face": "4"}, {"id": 3, "face": "B"}])
    scr.view = lambda: view  # type: ignore[method-assign]
    words = [str(op[3]) for op in app.frame(now + 5.0)["ops"] if op[0] == "T"]
    assert "弃 2" in words and "×2" not in words, words
    assert pl.tx("no_match_short") == "不能出"


def test_english_cards_in_words_never_read_ten_thousand() -> None:
    """Play-test 33 #5 (085958-illegal2): 十 and 千 raised said "ten-thousand is no play", read as 万 (10k)."""
    _app, scr, _now = table(seed=2, lang="en")
    assert ui(scr).cards_text([{"face": "1"}, {"face": "3"}]) == "ten·thousand"
