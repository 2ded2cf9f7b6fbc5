"""够级 play-test 28 (FIXERS 够级): the table as a player reads it between turns (#1), plays clear of the seat
plates (#2), a raised card clear of the row above (#3), the call one tap (#4), the end banner (#5)."""

from __future__ import annotations

import pytest
from test_gouji_table import drive, make_app, meet, press, table

from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.gouji import GoujiUI
from pygame_core.ui.games.gouji.finish import team_ahead
from pygame_core.ui.games.gouji.fly import KEEP_H
from pygame_core.ui.games.gouji.ledger import Ledger, draw_ledger
from pygame_core.ui.games.gouji.stamps import NARROW_H, STAMP_H, Stamps
from pygame_core.ui.games.gouji.table import index_h
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.table_seats import NARROW

SIZES = [(1366, 768), (390, 844), (844, 390)]


def in_play(w: int, h: int, seed: int = 3) -> tuple[App, TableScreen, GoujiUI, float]:
    app = make_app(w, h)
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=seed, until=lambda a: a.state().get("phase") == "play")
    app.frame(now)
    return app, scr, ui, now


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_another_seats_play_never_flies_over_its_plate(w: int, h: int) -> None:
    """#2 (233401, 233708): a bot's 777 / QQQ lay over its name and count while leaving its badge's middle; it
    leaves from the plate's edge now, never over its face, name, count and status line, and travels to its place."""
    app, scr, ui, now = in_play(w, h)
    lay = scr.lay
    assert lay is not None
    hand = [int(c) for c in scr.view().get("hand") or []]
    for seat, whole in lay.seats.items():
        badge = Rect(whole.x, whole.y, whole.w, min(whole.h, KEEP_H))
        ui.flying.items.clear()
        t0 = now + 10.0 * (seat + 1)
        app.frame(t0)
        ui.on_events([{"type": "play", "seat": seat, "cards": hand[:3]}], t0)
        f = ui.flying.items[-1]
        path = []
        for k in range(0, 21):
            t = f.t0 + f.duration * k / 20
            rs = f.rects(t)
            assert rs and not any(meet(r, badge) for r in rs), (seat, k, badge, rs[0])
            path.append(f.at(t))
        (x0, y0), (x1, y1) = path[0] or (0, 0), path[-1] or (0, 0)
        way = 12 if h > 400 else 4  # (seen going, not appearing; on its side 对门's low box lies right under its badge)
        assert abs(x1 - x0) + abs(y1 - y0) >= way, (seat, path[0], path[-1])
        ui.round.clear()


@pytest.mark.parametrize(("w", "h"), [(390, 844)])  # (a laptop's hand is one row since pt30 #1: test_gouji_pt30)
def test_a_raised_card_leaves_the_index_of_the_row_behind_whole(w: int, h: int) -> None:
    """#3 (233412_ph_sel888: a raised 8♥ 8♠ over the A♦ A♣ behind; laptop 232512): every card of the front rows
    selected and raised, each card of the row behind shows its whole corner index (rank and suit) above them."""
    app, scr, ui, now = in_play(w, h)
    lay = scr.lay
    assert lay is not None
    view = scr.view()
    cards = ui.hand(view)
    rects = ui.hand_rects(lay.hand, view, len(cards))
    rows = sorted({round(r.y) for r in rects})
    assert len(rows) >= 2, rows
    front = [i for i, r in enumerate(rects) if round(r.y) != rows[0]]
    scr.selected = [ui.card_key(cards[i]) for i in front]
    scr.draw(DisplayList(), w, h, now + 0.1)
    scr.draw(DisplayList(), w, h, now + 1.0)  # (past the lift's glide)
    drawn = [ui.drawn[int(c["id"])] for c in cards]
    for i in front:
        g = drawn[i]
        row = rows.index(round(rects[i].y))
        behind = [drawn[j] for j, r in enumerate(rects) if round(r.y) == rows[row - 1] and j not in front]
        for b in behind:
            if b.x < g.r - 0.5 and g.x < b.r - 0.5:
                assert g.y >= b.y + index_h(b.w, b.h) - 0.5, (i, g, b)


def texts_of(app: App) -> list[tuple[str, float, float]]:
    return [(str(op[3]), float(op[1]), float(op[2])) for op in app.dl.ops if op[0] == "T"]


@pytest.mark.parametrize(("w", "h"), SIZES)
def test_a_seats_play_stays_through_its_passes_and_what_happened_stays_on_its_plate(w: int, h: int) -> None:
    """#1 (232713, 233327): while the player waited, whole rounds went by, a seat opened and the player's KK was
    killed; the table showed only the current round. Each seat's latest play stays in front of it (tagged 前轮 once
    its round is gone) till the new round's first play lands (session 34); 开点, 打死/被打 and 捎/被捎 stay on the plates
    all hand."""
    app, scr, ui, now = in_play(w, h)
    lay = scr.lay
    assert lay is not None
    me = scr.viewer
    a, b, c = (me + 1) % 6, (me + 2) % 6, (me + 5) % 6
    hand = [int(x) for x in scr.view().get("hand") or []]
    ui.round.clear()
    t = now + 50.0
    ui.on_events([{"type": "play", "seat": a, "cards": hand[:1], "gouji": True}], t)
    ui.on_events([{"type": "attempt_failed", "seat": a, "by": (a + 3) % 6}], t + 1)
    ui.on_events([{"type": "play", "seat": (a + 3) % 6, "cards": hand[1:2]}], t + 1)
    ui.on_events([{"type": "trick_won", "seat": (a + 3) % 6}], t + 2)
    ui.on_events([{"type": "play", "seat": (a + 3) % 6, "cards": hand[2:3]}], t + 6)
    ui.on_events([{"type": "pass", "seat": a}], t + 7)
    ui.on_events([{"type": "shao", "from": b, "to": c, "tribute": True}, {"type": "open_pending", "seat": c}], t + 8)
    app.frame(t + 12)
    # (its play went once the new round's first play landed: the lead's decision, session 34, pt37/pt38 "前轮 piles
    assert not ui.play_rects.get(a)  # crowd the table"; what happened stays on the plates, below)
    said = texts_of(app)
    assert not any(s == "前轮" for s, _x, _y in said)
    plates = dict(lay.seats)
    for seat, words in ((a, ["被打"]), ((a + 3) % 6, ["打死"]), (b, ["被捎"]), (c, ["捎", "开点"])):
        if seat == me:
            continue
        r = plates[seat]
        for word in words:
            assert any(s == word and r.x <= x <= r.r and r.b - 16 < y < r.b + 9 for s, x, y in said), (seat, word, r)
    stamp_rows = [Rect(r.x, r.b - (NARROW_H + 1 if r.w < NARROW else STAMP_H / 2), r.w, STAMP_H)
                  for s, r in plates.items() if ui.round.stamps.marks.get(s)]
    for s, rs in ui.play_rects.items():
        assert not any(meet(x, row) for x in rs for row in stamp_rows), (s, rs)


def test_the_end_seal_is_the_teams_and_the_players_own_points_are_said_apart() -> None:
    """#5 (232046_ff1: 胜 stamped while the other team went out first, the player at +2): the seal is the team's
    胜/负, the player's own points apart in the title ("对方先走完，但你四科，本局 +2")."""
    app = make_app(1366, 768, deal=11)  # (the other team out first, the viewer still won: test_gouji_result)
    press(app, "start", 0.1)
    drive(app, 1.0, seed=11)
    scr, ui = table(app)
    res = scr.view()["result"]
    f = ui.moments.finale
    assert f is not None and res["winner_team"] == 1 and int(res["points"][0]) > 0
    ahead = team_ahead([int(p) for p in res["points"]])  # the team's by the points (play-test 41 #2), not who
    assert ahead is not None and f.mark == ("胜" if ahead == 0 else "负") and "+" in f.title  # went out first
    assert ("，但你" in f.title) == (ahead == 1)  # the player's own +, said apart when the team's differs


def test_the_tribute_panels_lines_are_never_under_13_px() -> None:
    """Smaller (232212_h2i): the 进贡·还贡·买牌 panel, in a side of the middle, wrote its 14 lines at 9-10 px: a line is
    never under 13 px (fewer columns, the newest lines, where the room is narrow)."""
    led = Ledger()
    for k in range(14):
        led.add({"type": "tribute", "kind": "dian", "from": k % 6, "to": (k + 1) % 6, "cards": [k, k + 1]}, 10.0 + k * 0.1)
    dl = DisplayList()
    r = draw_ledger(dl, Rect(700, 170, 290, 210), led, 20.0, 0, lambda s: f"电脑{s}", "zh-Hans")
    assert r is not None
    lines = [op for op in dl.ops if op[0] == "T" and "→" in str(op[3])]
    assert lines and all(float(op[4]) >= 13.0 for op in lines), sorted({float(op[4]) for op in lines})
    assert all(text_width(str(op[3]), float(op[4])) <= float(op[9]) + 0.5 for op in lines)  # (each whole)


def test_fast_forward_stops_where_the_player_goes_out_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Smaller (232124_replay4): under 快进 the player's last 3 went out by 接风 (四科) with no sign on the table: 快进
    goes off there as for another seat's going out, the player's own place said ("你 走了：四科")."""
    app, scr, ui, now = in_play(1366, 768)
    me = scr.viewer
    assert me is not None
    scr.ffwd.on = True
    monkeypatch.setattr(ui, "gone", lambda view: True)  # (only its 3 left, then its place: nothing to decide)
    t = now + 30.0
    ui.on_events([{"type": "out", "seat": me, "place": 4}], t)
    assert ui.ffwd_break and not ui.out_of_hand(scr.view())
    assert ui.moments.own_out and "四科" in ui.moments.own_out, ui.moments.own_out
    app.frame(t + 0.1)
    assert not scr.fast()


def test_a_lapsed_opening_leaves_no_stamp() -> None:
    """#1's stamps: a 开点 waiting for 发四 that lapses (another lead) is no opening: its 开点 stamp goes; one confirmed by
    发四 keeps it, with 发四 after it."""
    st = Stamps()
    st.feed({"type": "open_pending", "seat": 2})
    st.feed({"type": "open_lapsed", "seat": 2})
    assert st.marks.get(2) == []
    st.feed({"type": "open_pending", "seat": 3})
    st.feed({"type": "opened", "seat": 3})
    assert st.words(3, "zh-Hans") == [("open", "开点"), ("fasi", "发四")]
