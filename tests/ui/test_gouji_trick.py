"""本轮 (pt12 D1): the round on a laptop's felt as a titled strip, who played what in order (not the
passes: words at the seats), the round taken titled with who took it till the next round's first play, the lead kept
when the round is longer than the room."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON
from pygame_core.ui.app import App
from pygame_core.ui.draw import text_width
from pygame_core.ui.games.gouji.trick import Trail, fit_lines
from pygame_core.ui.geom import Rect


def name(seat: int) -> str:
    return "你" if seat == 0 else f"电脑{seat}"


def line(ev: JSON) -> str | None:
    return f"{name(ev['seat'])} 出 {ev['c']}" if ev.get("type") == "play" else None


def test_the_strip_says_the_rounds_plays_in_order_not_its_passes() -> None:
    """Passes stand at their seats as words: in the strip they hid the plays ("… 还有 7 手")."""
    t = Trail()
    t.feed({"type": "play", "seat": 3, "c": "K K K"})
    t.feed({"type": "pass", "seat": 2})
    t.feed({"type": "pass", "seat": 1})
    t.feed({"type": "play", "seat": 0, "c": "A A A"})
    t.feed({"type": "yield", "seat": 5})
    assert t.lines(line, name, "zh-Hans") == ["本轮", "电脑3 出 K K K", "你 出 A A A"]
    t.feed({"type": "trick_won", "seat": 0})
    assert t.lines(line, name, "zh-Hans")[0] == "上一轮 · 你 收牌"  # taken: said so, its lines stay
    assert t.lines(line, name, "en")[0] == "Last trick · 你 took it"
    t.feed({"type": "play", "seat": 0, "c": "4"})  # the next round's first play: a new strip
    assert t.lines(line, name, "zh-Hans") == ["本轮", "你 出 4"]
    t.feed({"type": "redeal"})
    assert t.lines(line, name, "zh-Hans") == []


def test_a_long_round_keeps_its_title_its_lead_and_the_newest() -> None:
    lines = ["本轮", "电脑3 出 8"] + [f"line {k}" for k in range(8)]
    assert fit_lines(lines, 6, "zh-Hans") == ["本轮", "电脑3 出 8", "… 还有 5 手", "line 5", "line 6", "line 7"]
    assert fit_lines(lines, 3, "zh-Hans") == ["本轮", "line 6", "line 7"]
    assert fit_lines(lines[:4], 6, "zh-Hans") == lines[:4]


def test_the_laptop_felt_draws_the_rounds_strip_by_the_players_play() -> None:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.trail_lines) >= 4)
    app.frame(app.now + 0.1)
    texts = [(str(op[3]), float(op[1]), float(op[2])) for op in app.dl.ops if op[0] == "T"]
    lines = ui.trail_lines
    me = scr.viewer
    assert isinstance(me, int)
    mine = ui.boxes[me]
    at = [(x, y) for t, x, y in texts if t == lines[-1]]  # (the newest at the foot: pt19 #4's taller hand left
    assert at and at[0][0] > mine.r and mine.y <= at[0][1] <= mine.b, (at, mine)  # the title a line above the play)
    assert any(x > mine.r for t, x, _y in texts if t == lines[0])  # right of the player's play


def test_the_strip_keeps_off_the_middles_words_and_the_plays() -> None:
    """It grows up from the player's play, over the room the side seat's play and the middle's lines
    (轮到你 / 管 电脑5 · 够级 · 开点) leave."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    seen = 0

    def check(a: App) -> bool:
        nonlocal seen
        lines = set(ui.trail_lines)
        if a.state().get("phase") != "play" or not lines:
            return False
        keep = [r for rs in ui.play_rects.values() for r in rs] + ([ui.words_rect] if ui.words_rect else [])
        for op in a.dl.ops:  # (a fanfare's words across the felt are no strip: fanfare.py)
            if op[0] == "T" and op[3] in lines and not ui.moments.fan_drawn:
                seen += 1
                r = Rect(float(op[1]), float(op[2]) - 8, text_width(str(op[3]), float(op[4])), 16)
                assert not any(r.intersects(k) for k in keep), (op[3], r, keep)
        return seen > 200

    drive(app, 1.0, seed=6, until=check)
    assert seen > 50
