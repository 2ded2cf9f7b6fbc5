"""够级 callouts never pile up: banners across the middle queue and show one at a time (a play-test saw
头科 on 四户乱缠 on the compass)."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, table

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.labels import play_name
from pygame_core.ui.games.gouji.moments import MOMENT_S, Moments, draw_call
from pygame_core.ui.geom import Rect


def banner_texts(m: Moments, now: float) -> list[str]:
    dl = DisplayList()
    m.draw(dl, 1366, 768, now, lambda _s: Rect(0, 0, 0, 0))
    return [str(op[3]) for op in dl.ops if op[0] == "T"]


def test_banners_queue_one_at_a_time_and_the_bots_wait_for_them() -> None:
    m = Moments()
    m.banner("走了两家：四户乱缠", 10.0)
    m.banner("电脑3 头科！", 10.1, big=True)
    m.banner("电脑1 捎了电脑2", 10.2)
    seen: list[str] = []
    t = 10.0
    while t < 16:
        got = banner_texts(m, t)
        assert len(got) <= 1, (t, got)  # never two at once
        if got and (not seen or seen[-1] != got[0]):
            seen.append(got[0])
        t += 0.05
    assert seen == ["走了两家：四户乱缠", "电脑3 头科！", "电脑1 捎了电脑2"]  # each in turn, none lost
    assert m.busy(10.0 + MOMENT_S + 0.1)  # the next waits its turn: the bots wait with it
    assert not m.busy(16.0) and not m.animating(16.0)


def test_a_long_queue_drops_the_oldest_waiting() -> None:
    m = Moments()
    for i in range(8):
        m.banner(f"b{i}", 0.0)
    texts = [b[0] for b in m.banners]
    assert texts[0] == "b0" and texts[-1] == "b7" and len(texts) <= 5


def test_a_seats_splash_covers_no_badge_and_the_viewers_goes_to_the_middle() -> None:
    """报 stamps sat on a seat's name and count; 你开点! sat on the 提示 button (play-test L100, L34)."""
    app = make_app(1366, 768, deal=4)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    lay = scr.lay
    assert lay is not None
    for seat in range(1, 6):
        ui.moments.clear()
        ui.moments.splash(seat, "报", f"电脑{seat} 报牌：剩 2 张", 300.0, True)
        dl = DisplayList()
        ui.draw_overlay(dl, 1366, 768, 300.6, scr.view())
        seals = [op for op in dl.ops if op[0] == "T" and op[3] == "报"]
        assert seals, seat
        sx, sy = float(seals[0][1]), float(seals[0][2])
        for other, r in lay.seats.items():  # on no badge: no name nor count hidden
            assert not (r.x - 14 < sx < r.r + 14 and r.y - 14 < sy < r.b + 14), (seat, other, sx, sy, r)
    ui.moments.clear()
    ui.moments.splash(0, "开", "你 开点！", 400.0)
    dl = DisplayList()
    ui.draw_overlay(dl, 1366, 768, 400.3, scr.view())
    said = [op for op in dl.ops if op[0] == "T" and op[3] == "你 开点！"]
    assert said and abs(float(said[0][2]) - 768 * 0.38) < 60, said  # a banner across the middle (off the seat map)
    buttons = [h["rect"] for h in app.state()["hits"] if h["id"].startswith("btn:")]
    assert all(not (b[0] < 683 < b[0] + b[2] and b[1] < float(said[0][2]) < b[1] + b[3]) for b in buttons)


def test_a_plays_call_sits_under_the_cards_not_on_the_line_above() -> None:
    """"对A" over the cards' top edge hit "你出A2" above the viewer's play (play-test L16_anim1); on their foot it hid
    the cards it named (pt30 #2, 024323-w4): just under them."""
    cards = Rect(640, 425, 85, 76)
    for age in (0.0, 0.5):
        dl = DisplayList()
        draw_call(dl, cards, "对A", age, False)
        pill = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R")
        assert cards.b - 0.5 <= pill.y <= cards.b + 4, pill  # the cards and the line above stay clear, by its cards


def test_a_play_of_both_jokers_is_named_as_such() -> None:
    """大王+小王 was called "对小王" (a play-tester's L42-b); a pair of one joker keeps its name."""
    assert play_name([16, 17], "zh-Hans") == "大小王"
    assert play_name([16, 17, 17], "zh-Hans") == "3张王"
    assert play_name([17, 17], "zh-Hans") == "对大王"
    assert play_name([16, 17], "en") == "Both jokers"
    assert play_name([13, 13, 17], "zh-Hans") == "三个K·挂王"  # what stands in is named (pt7: "Pair of 9s")
    assert play_name([9, 16], "en") == "Pair of 9s + joker"
    assert play_name([9, 9, 15], "zh-Hans") == "三个9·贴2"
    assert play_name([15, 15], "zh-Hans") == "对2"
