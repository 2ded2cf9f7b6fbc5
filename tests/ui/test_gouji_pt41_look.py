"""够级 play-test 41, smaller problems ('labels and badges overlap text'): P27/P16, 报牌 on a phone's badge."""

from __future__ import annotations

from test_gouji_pt32 import until
from test_gouji_table import make_app, press, table

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.calls import on_play
from pygame_core.ui.games.gouji.fanfare import draw_scores
from pygame_core.ui.geom import Rect


def test_a_phone_badges_report_leaves_the_seats_name_in_sight() -> None:
    """Smaller problems, P27 (and P16): '电脑1 报牌：剩1' took two lines on a phone's badge, over the seat's name; on its
    own badge it says '报牌 1' in one line, under the name (the badge names the seat)."""
    app = make_app(390, 844)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = until(app, 0.2, lambda a: a.state().get("phase") == "play")
    view = scr.view()
    seat = next(s for s in ui.boxes if s != scr.viewer)
    counts = list(view.get("counts") or [0] * 6)
    counts[seat] = 1
    on_play(ui, {"type": "play", "seat": seat, "cards": [0]}, {**view, "counts": counts}, now)
    app.frame(now + 0.4)
    name = ui.name(seat)
    pills = [op for op in app.dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.88)"]
    said = [str(op[3]) for op in app.dl.ops if op[0] == "T" and ("报" in str(op[3]) or "剩" in str(op[3]))
            and float(op[4]) < 20]
    assert said == ["报牌 1"] and len(pills) == 1, (said, pills)  # (before: '电脑4 报' / '牌：剩 1' on the name)
    x, y, w, h = (float(v) for v in pills[0][1:5])
    names = [op for op in app.dl.ops if op[0] == "T" and op[3] == name and x <= float(op[1]) <= x + w]
    assert names and all(not y <= float(op[2]) <= y + h for op in names), (pills, names)


def test_the_hands_points_never_fly_over_the_summary() -> None:
    """Smaller problems, L40: the flying +4/+2 badges lay on the finale panel's words as they left its middle; they
    leave from its edge toward each seat, at every moment off the panel (the seats as in L40, 1366x768)."""
    panel = Rect(363, 242, 640, 161)
    seats = {0: Rect(588, 510, 190, 32), 1: Rect(1183, 252, 170, 74), 2: Rect(1000, 82, 168, 74),
             3: Rect(598, 64, 170, 74), 4: Rect(196, 82, 168, 74), 5: Rect(14, 252, 168, 74)}
    points = {0: -2, 1: -2, 2: 2, 3: 4, 4: 2, 5: 2}
    t = 0.0
    while t < 3.0:
        for pill in draw_scores(DisplayList(), t, 4.0, panel, points, lambda s: seats[s], own=0):
            assert not pill.intersects(panel.inset(2)), (t, pill)
        t += 0.02
