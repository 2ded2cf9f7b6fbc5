"""Session 20's 够级 fixes from play-test 12's smaller items and play-test 13."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import Action
from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui.anim import place_point
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.center import draw_words, ring_boxes
from pygame_core.ui.geom import Rect


@pytest.mark.parametrize(("w", "h"), [(390, 844), (1366, 768), (844, 390)])
def test_a_card_given_to_the_player_lands_at_its_strip_not_across_its_hand(w: int, h: int) -> None:
    """pt12 63: on a phone a bought 3 flew to the middle of the player's hand, over its cards: a card
    given or taken (bought, paid, tribute, 还牌) comes and goes at the player's own strip."""
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    me = scr.viewer
    lay = scr.lay
    assert isinstance(me, int) and lay is not None
    ui.flying.items.clear()
    ui.on_events([{"type": "bought", "seller": (me + 2) % 6, "buyer": me, "card": 0, "rank": 3, "paid": 60}], now)
    ui.on_events([{"type": "tribute", "from": (me + 3) % 6, "to": me, "cards": [52], "kind": "dian"}], now)
    ends = [place_point(f.dst) for f in ui.flying.items[:1]] + [place_point(f.src) for f in ui.flying.items[1:2]] + \
        [place_point(f.dst) for f in ui.flying.items[2:]]
    assert len(ends) == 3
    for x, y in ends:
        assert lay.me.x <= x <= lay.me.r and lay.me.y <= y <= lay.me.b, (x, y, lay.me)
        assert not (lay.hand.y < y < lay.hand.b), (y, lay.hand)


def test_upright_the_three_across_keep_their_plays_and_words_under_their_own_badges() -> None:
    """pt12 D2 (68p, 81p): on an upright phone 对门's AAAA lay left of its badge, toward 电脑4, and its 过
    in a slot beside 电脑2's: whose was whose. 对门's cards are centred under its badge with its word
    under them; no two words side by side."""
    app = make_app(390, 844)
    press(app, "start", 0.1)
    app.frame(0.5)
    scr, _ui = table(app)
    lay = scr.lay
    me = scr.viewer
    assert lay is not None and isinstance(me, int)
    cards, words, _al = ring_boxes(dict(lay.seats), me, lay.center, lay.phone)
    opp = (me + 3) % 6
    badge = lay.seats[opp]
    assert abs(cards[opp].cx - badge.cx) < 2 and words[opp].y >= cards[opp].b and abs(words[opp].cx - badge.cx) < 2
    others = [r for s, r in words.items() if s != me]
    for a in others:
        for b2 in others:
            if a is not b2 and abs(a.cy - b2.cy) < 4:
                assert min(abs(a.x - b2.r), abs(b2.x - a.r)) > 40, (a, b2)  # never side by side


def test_a_tall_middle_draws_no_second_last_round_chip() -> None:
    """pt13 290: the replay's tall middle drew 上一轮 under its lines besides the table's own chip."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=11, until=lambda a: a.state().get("phase") == "play" and bool(ui.round.prev))
    view = scr.view()

    def chips(chip: bool) -> int:
        dl = DisplayList()
        draw_words(ui, dl, Rect(300, 300, 400, 300), view, chip)
        return sum(1 for op in dl.ops if op[0] == "T" and str(op[3]).endswith("上一轮"))
    assert chips(False) == 0 and chips(True) == 1


def test_two_kill_one_is_called_by_its_name() -> None:
    """pt13 137: 2 2 大王 大王 on 大王 2 A (大王二杀一) was called "四个2·挂王", a shape the rules do not have."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    twos = [c for c in range(216) if VALUE[c] == 15][:2]
    big = [c for c in range(216) if VALUE[c] == 17][:2]
    seat = (ui.me() + 1) % 6
    ev = {"type": "play", "seat": seat, "cards": twos + big, "kind": "ershayi"}
    ui.on_events([ev], now)
    call = ui.moments.called(seat, now + 1.0)
    assert call is not None and call[0] == "二杀一", call
    line = ui.log_line(ev)
    assert line is not None and line.endswith("（二杀一）"), line


def test_the_hints_count_starts_again_at_the_players_next_turn() -> None:
    """pt13 410: the next turn's first 提示 read "提示 2/5" (the same legal plays as the turn before)."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    _scr, ui = table(app)
    now = drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play")
    legal: list[Action] = [{"a": "pass"}, {"a": "play", "cards": ["Q"]}, {"a": "play", "cards": ["K"]}]
    ui.hints.legal, ui.hints.items, ui.hints.at = legal, [(a, None) for a in legal], 1  # (提示 2/3 shown)
    ui.on_events([{"type": "pass", "seat": ui.me()}], now)
    assert ui.hints.at == -1 and not ui.hints.legal  # the same plays next turn: counted from 1 again


def test_a_phones_log_strip_says_the_rounds_plays() -> None:
    """pt13 D1: a phone's two log lines were two passes ("电脑4 过 / 电脑5 让牌"), the plays between the
    player's turns gone: during the play they say the round's plays (本轮), titled, the newest last."""
    app = make_app(390, 844)
    press(app, "start", 0.1)
    _scr, ui = table(app)
    drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play" and len(ui.trail_lines) >= 3)
    trail = ui.trail_lines
    got = ui.phone_log(["电脑4 过", "电脑5 让牌"])
    assert got[-1] == trail[-1] and len(got) == 2 and not any(t.endswith(" 过") for t in got), got
    ui.trail.clear()
    assert ui.phone_log(["a", "b"]) == ["a", "b"]  # (no play yet this round: the log's own)
    ui.trail.feed({"type": "play", "seat": 1, "cards": [0]})  # a lead alone: the line before it too
    got = ui.phone_log(["电脑2 赢得这一轮", "电脑1 出 3"])
    assert got[0] == "电脑2 赢得这一轮" and got[1].startswith("本轮 · ") and len(got) == 2, got


def test_the_marks_on_given_cards_are_said_once_at_the_first_turn() -> None:
    """pt12/pt13 (049, 311): 付/买/贡/还 on the player's cards with no legend: at its first turn of the
    hand a toast says what the marks it holds mean, once."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=3, until=lambda a: a.state().get("phase") == "play" and bool(ui._legal()))
    lay = scr.lay
    assert lay is not None
    ui.legend_said = False
    ui.received = {5: "bought", 9: "paid"}
    app.toast("", 0.0)
    ui.draw_center(DisplayList(), lay.center, scr.view(), app.now)
    said = app.toast_text
    assert "买＝你买来的" in said and "付＝买家付给你的" in said and "贡" not in said.split("：", 1)[1], said
    app.toast("", 0.0)
    ui.draw_center(DisplayList(), lay.center, scr.view(), app.now)
    assert app.toast_text == ""  # once a hand
