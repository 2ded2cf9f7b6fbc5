"""够级's moments land where they happen (play-test 3: feedback 6/10, "the end of a hand is just a
sheet"): every call at its seat and spoken, our seat's going out whatever the place, and the hand's
result stamped on the viewer's team's seats and said."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import JSON
from pygame_core.ui import theme as th
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji import GoujiUI
from pygame_core.ui.games.gouji.moments import FINALE_S
from pygame_core.ui.geom import Rect


def gouji() -> GoujiUI:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    return table(app)[1]


def land(ui: GoujiUI, ev: JSON, now: float = 50.0) -> list[str]:
    """Feeds the event as the table does; returns what is said aloud for it."""
    ui.on_events([ev], now)
    return [c[1] for c in ui.sound(ev) if c[0] == "say"]


def splashed(ui: GoujiUI, now: float = 50.0) -> dict[int, bool]:
    """The seats ringed by a splash started at ``now``, and whether big."""
    return {s.seat: s.big for s in ui.moments.splashes if s.since == now}


def test_every_call_shows_at_its_seat_and_is_spoken() -> None:
    ui = gouji()
    assert land(ui, {"type": "call", "seat": 3, "call": "yudian"}) == ["预点"]  # its own word, not 叫点
    assert splashed(ui) == {3: False}
    ui = gouji()
    assert "革命" in land(ui, {"type": "revolution", "seat": 2})
    assert splashed(ui) == {2: True}
    ui = gouji()
    assert "捎" in land(ui, {"type": "shao", "from": 1, "to": 4, "tribute": True})
    assert splashed(ui) == {4: True}  # the 捎er's seat: a big moment (pt9: it went by in the log only)
    ui = gouji()
    assert land(ui, {"type": "yield", "seat": 3}) == ["让"]
    assert "开点" in land(ui, {"type": "opened", "seat": 5})
    assert splashed(ui) == {5: True}  # 开点: a big moment (play-test 5)


def test_our_seats_going_out_rings_the_seat_with_the_place_said_and_others_are_a_banner() -> None:
    ui = gouji()
    me = ui.me()
    assert land(ui, {"type": "out", "seat": me, "place": 3}) == ["三科"]
    assert splashed(ui) == {me: True}  # the viewer's own: big
    mate = (me + 2) % 6
    assert land(ui, {"type": "out", "seat": mate, "place": 2}, 60.0) == ["二科"]
    assert splashed(ui, 60.0) == {mate: False}
    assert ui.moments.splashes[-1].mark == "二"
    other = (me + 1) % 6
    assert land(ui, {"type": "out", "seat": other, "place": 4}, 70.0) == []
    assert splashed(ui, 70.0) == {} and any(t0 == 70.0 for _t, t0, _b in ui.moments.banners)
    assert land(ui, {"type": "out", "seat": other, "place": 1}, 80.0) == ["头科"]  # 头科: anyone's, said
    assert splashed(ui, 80.0) == {other: True}


def test_the_hands_result_is_stamped_on_the_viewers_team_and_said() -> None:
    ui = gouji()
    me = ui.me()
    places = [0] * 6
    for k, s in enumerate([me, (me + 1) % 6, (me + 2) % 6, (me + 3) % 6, (me + 4) % 6, (me + 5) % 6]):
        places[s] = k + 1
    pts = [4 if s % 2 == me % 2 else -4 for s in range(6)]
    ev = {"type": "hand_end", "places": places, "points": pts, "winner_team": me % 2}
    assert "赢了" in land(ui, ev)
    f = ui.moments.finale
    assert f is not None and sorted(f.team) == list(range(6)) and f.team[0] == me and f.won  # every seat with points
    seats = {s: Rect(40 + 150 * s, 300, 130, 52) for s in range(6)}
    dl = DisplayList()
    ui.moments.draw(dl, 1366, 768, 50.0 + FINALE_S / 2, lambda s: seats[s])
    for s in f.team:  # its own seal on each badge's corner: 胜 on ours, 负 on theirs
        mark = "胜" if s % 2 == me % 2 else "负"
        marks = [(op[1], op[2]) for op in dl.ops if op[0] == "T" and op[3] == mark]
        assert any(abs(x - (seats[s].r - 6)) < 1 and abs(y - seats[s].y - 4) < 2 for x, y in marks), (s, marks)
    edge = {**seats, f.team[-1]: Rect(1366 - 138, 300, 130, 52)}  # a badge at the screen's edge: inside it
    dl = DisplayList()
    ui.moments.draw(dl, 1366, 768, 50.0 + FINALE_S / 2, lambda s: edge[s])
    seals = [op for op in dl.ops if op[0] == "R" and op[6] == th.CINNABAR and op[2] < 320]
    assert seals and all(op[1] + op[3] <= 1366 for op in seals), seals
    strip = Rect(400, 560, 560, 26)  # the viewer's own strip: ringed, its words left in sight
    dl = DisplayList()
    ui.moments.draw(dl, 1366, 768, 50.0 + FINALE_S / 2, lambda s: strip if s == me else seats[s])
    assert any(op[0] == "R" and op[7] == th.GOLD and abs(op[1] - (strip.cx - 94)) < 1 for op in dl.ops)
    assert not any(op[0] == "T" and op[3] == f.mark and strip.y - 30 < op[2] < strip.b + 30 for op in dl.ops)
    ui = gouji()
    assert "输了" in land(ui, {**ev, "points": [-p for p in pts], "winner_team": 1 - me % 2})
    assert ui.moments.finale is not None and ui.moments.finale.lost


def test_a_flying_play_stays_under_the_top_bar_on_a_phone_on_its_side() -> None:
    """844x390 (play-test 3 S05/S08 size): a corner seat's badge sits right under the top bar; its play
    arced over the bar's chips (出牌, 未开点) on its way to the table."""
    app = make_app(844, 390)
    press(app, "start", 0.1)
    scr, ui = table(app)
    seen = 0

    def check(app: App) -> bool:
        nonlocal seen
        lay = scr.lay
        assert lay is not None
        for f in ui.flying.items:
            # (a card given to a badge under the bar lands on it: its ends may touch the bar, not its arc)
            ends = min(r.y for t in (0.0, f.duration) for r in f.rects(f.t0 + t))
            for t in range(11):
                for r in f.rects(f.t0 + f.duration * t / 10):
                    seen += f.cards[0] is not None  # (a play, not the deal's backs)
                    assert r.y >= min(lay.top.b, ends) - 0.5, (r, f.cards)
        return seen > 2000

    drive(app, 1.0, seed=3, until=check, step=1 / 30)


def test_the_sheet_says_the_match_so_far_once() -> None:
    """Play-test 4: the sheet said the total three times (a 累计 column equal to 本局, a 累计 row and
    the series line): the series line alone says it, and a zero there reads 0 on the players' lines."""
    app = make_app(1366, 768, deal=1)  # (this deal leaves the viewer at 0)
    press(app, "start", 0.1)
    drive(app, 1.0, seed=2)
    app.frame(5000.0)
    texts = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    # (play-test 6: no hand scored yet, the series line is the 本局 column again: not shown)
    assert sum(t.startswith("若现在散场: ") for t in texts) == 0, texts  # (the badges say theirs)
    assert not any(t.startswith("累计") for t in texts), texts
    assert "+0" not in texts


def test_an_opening_is_said_as_it_happens_and_not_again_at_its_fasi() -> None:
    """Play-test 4: 开点 was spoken only once confirmed (the 发四 after it): said when the attempt
    succeeds (open_pending), with its splash; the 发四 that confirms it says nothing more."""
    ui = gouji()
    assert land(ui, {"type": "open_pending", "seat": 2}) == ["开点"]
    assert splashed(ui) == {2: True}  # a big moment (play-test 5: a bot's 开点 went by unseen)
    assert land(ui, {"type": "opened", "seat": 2}, 52.0) == []
    assert splashed(ui, 52.0) == {}
    ui = gouji()  # opened at once (no 4 left to 发): said then
    assert land(ui, {"type": "opened", "seat": 4}) == ["开点"]
