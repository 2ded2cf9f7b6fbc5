"""够级 play-test 16's list for play-test 17 (coord/FIXERS.md): the upright phone's hand (#1: 33 cards in three
heavily overlapped rows of 31 px strips, most showing only a corner index beside a cut centre glyph, "10/J/K
run together"); 托管 on a phone (#2)."""

from __future__ import annotations

import pytest
from test_gouji_playtest2 import in_play
from test_gouji_table import drive, make_app, press, table

from pygame_core.games.gouji.cards import VALUE
from pygame_core.ui import theme as th
from pygame_core.ui import tuoguan
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.gouji.autoplay import HIT
from pygame_core.ui.games.gouji.hand import SEL_TINT
from pygame_core.ui.geom import Rect


def overlap(a: Rect, b: Rect) -> float:
    return max(0.0, min(a.r, b.r) - max(a.x, b.x)) * max(0.0, min(a.b, b.b) - max(a.y, b.y))


def test_an_upright_phones_covered_cards_show_their_index_alone_in_their_strips() -> None:
    _app, scr, ui = in_play(390, 844)
    lay, view = scr.lay, scr.view()
    assert len(ui.hand(view)) >= 30
    dl = DisplayList()
    ui.draw_hand(dl, lay.hand, view, 500.0)
    hits = {h.id[5:]: h.rect for h in dl.hits if h.id.startswith("card:")}
    covered = [(c, r) for c, r in ui.drawn.items() if hits[str(c)].w < r.w - 1 or hits[str(c)].h < r.h - 1]
    assert covered and min(hits[str(c)].w for c, _r in covered) >= 30.0
    for c, r in covered:  # its index alone in its strip: no cut centre glyph beside it
        glyphs = [op for op in dl.ops if op[0] == "T" and abs(op[1] - r.cx) < 0.6 and r.y < op[2] < r.b]
        assert not glyphs, (c, r, glyphs)


def test_upright_rows_keep_their_start_as_cards_leave() -> None:
    """pt16 #5 on a phone: a row re-centred after each play, so the card under the thumb changed."""
    _app, scr, ui = in_play(390, 844)
    lay, view = scr.lay, dict(scr.view())
    ui.draw_hand(DisplayList(), lay.hand, view, 600.0)
    before: dict[int, Rect] = dict(ui.drawn)
    row = ui.rows.rows[1]
    gone = row[2]
    view["hand"] = [int(c) for c in view["hand"] if int(c) != gone]
    rects = dict(zip((int(c["id"]) for c in ui.hand(view)), ui.hand_rects(lay.hand, view, len(view["hand"])),
                     strict=True))
    for c, r in rects.items():
        if c not in row[3:]:  # every card but those right of the gap stays where it was
            assert abs(r.x - before[c].x) < 0.01 and abs(r.y - before[c].y) < 0.01, (c, before[c], r)
    assert all(rects[c].x < before[c].x - 1 for c in row[3:])  # the gap closes from the right


@pytest.mark.parametrize("timed", [False, True])
@pytest.mark.parametrize(("w", "h"), [(390, 844), (844, 390)])
def test_a_phone_has_tuoguan_on_its_bar_and_its_banner_gives_it_back(w: int, h: int, timed: bool) -> None:
    """pt16 #2: "托管 sits at the laptop's bar; on the phone, upright or on its side, I found none": a phone's
    empty cell holds it beside the clock, clear of every button, a fingertip's size; pressed, 托管 is on and
    its bar (托管中 · 取消托管) gives it back."""
    app = make_app(w, h)
    app.settings["timers"] = timed
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = 0.2
    while scr.view().get("phase") != "play" or HIT not in {x["id"] for x in app.state()["hits"]}:
        app.frame(now)
        st = app.state()
        hid = "btn:nocall" if any(x["id"] == "btn:nocall" for x in st["hits"]) else None
        if hid is not None:
            press(app, hid, now)
        now += 0.25
        assert now < 120, [x["id"] for x in st["hits"]]
    hits = app.state()["hits"]
    mine = next(Rect(*x["rect"]) for x in hits if x["id"] == HIT)
    assert all(overlap(mine, Rect(*x["rect"])) <= 0 for x in hits if x["id"].split(":")[0] in ("btn", "card", "seat"))
    assert mine.r <= w and mine.b <= h and mine.w >= 40 and mine.h >= 40
    clock = ui.clock_cell(scr.view())
    assert clock is not None and overlap(mine, clock) <= 0 and clock.w >= 40
    assert timed or ("btn:sort" in {x["id"] for x in hits}) == (h > w)  # (理牌 beside it upright; timed: the clock
    # there at the player's prompt)
    press(app, HIT, now + 0.5)
    assert ui.tuoguan.on
    app.frame(now + 0.6)
    assert tuoguan.HIT in {x["id"] for x in app.state()["hits"]}
    # 托管 answers for the player: the prompt's buttons go (they stayed under its bar, tappable, till the next
    # move: the table kept the buttons it had made for the prompt)
    assert not {"btn:hint", "btn:pass", "btn:play"} & {x["id"] for x in app.state()["hits"]}
    press(app, tuoguan.HIT, now + 0.7)
    assert not ui.tuoguan.on


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_the_first_games_tour_shows_as_the_hand_is_dealt(deal: int) -> None:
    """pt16 #5: the tour showed as the play began, a bot to lead the 革命 duel, and held the first trick: the
    tour (one card, one tap) shows as the cards are dealt, before the play (the lead's request, 01:38)."""
    app = make_app(390, 844, deal=deal)
    app.settings["tour_off"] = False
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=deal, until=lambda a: scr.touring())
    view = scr.view()
    assert view.get("phase") != "play" and ui.hand(view) and not view.get("pile")



class Pending:
    """A search that is never done (Pyodide's takes many frames' slices)."""

    def step(self, ms: float) -> None:
        return None


def test_tuoguans_search_asks_for_the_frames_it_is_worked_out_in() -> None:
    """托管 pressed at an untimed turn: its choice is worked out a slice a frame, so the table asks for frames
    while it works (in the page no frame came: 托管中 stood over the turn, nothing played, for 20 s)."""
    _app, scr, ui = in_play(390, 844)
    app = _app
    app.frame(50.0)
    assert app.frame(60.0)["wake"] != 0.0  # (a still table asks for no frame)
    ui.tuoguan.on = True
    ui.autoplay.key, ui.autoplay.work = (scr.client.version, ui.me()), Pending()  # type: ignore[assignment]
    assert app.frame(70.0)["wake"] == 0.0


@pytest.mark.parametrize("scored", [False, True])
def test_the_results_words_agree_with_when_points_count(scored: bool) -> None:
    """pt16 #4: "你三科，赢 2 分" over a key saying points count only at 串三湖 or the game's end: a hand not
    scored says its points as the hand's, paid in cards at the next deal; a 串三湖 (scored) says 赢/输."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    _scr, ui = table(app)
    ev = {"type": "hand_end", "winner_team": 0, "places": [3, 5, 4, 2, 1, 6], "points": [2, -2, 2, -6, 6, -2],
          "scored": scored, "chuan_sanhu": scored}
    ui.on_events([ev], 60.0)
    f = ui.moments.finale
    assert f is not None
    if scored:
        assert f.title.endswith("你三科，赢 2 分"), f.title
    else:
        assert "赢" not in f.title and f.title.endswith("你三科，本局 +2"), f.title
        assert "下局以贡牌交收" in ui.tx("sheet_key") and "记入总分" in ui.tx("sheet_key")
        assert "下局" in ui.tx("net_got", n=1) and "下局" in ui.tx("net_gave", n=1)


@pytest.mark.parametrize("deal", [2, 20])  # (>= 9 owed; 5 no longer since pt36 #3's hint order)
def test_a_laptops_sheet_lists_every_tribute(deal: int) -> None:
    """pt16 #4: the laptop's sheet stopped at "…还有 3 笔进贡" over empty room: the lines go two abreast."""
    app = make_app(1366, 768, deal=deal)
    press(app, "start", 0.1)
    now = drive(app, 1.0, seed=deal)
    app.frame(now + 5)
    _scr, ui = table(app)
    texts = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    res = _scr.view()["result"]
    assert len(res["obligations"]) >= 9
    assert not any("还有" in t for t in texts), [t for t in texts if "→" in t]


def test_a_press_under_the_tour_says_nothing() -> None:
    """A press on a card marked 买/付 while the tour shows put "金框的牌：…" over the tour's card."""
    app = make_app(390, 844, deal=1)
    app.settings["tour_off"] = False
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=1, until=lambda a: scr.touring())
    ui.received = {int(c["id"]): "bought" for c in ui.hand(scr.view())[:1]}
    key = next(iter(ui.received))
    app.toast_text = ""
    assert not ui.pointer("down", 0.0, 0.0, f"card:{key}", scr.view(), 50.0)
    assert app.toast_text == ""


def test_two_kill_one_is_a_big_moment_at_its_seat() -> None:
    """pt16 #3: at 快 whole tricks go by between the player's turns; a 大王二杀一 was a small banner across the
    middle: it is the seat's big moment (its ring, a 杀 seal, its words), as 打死 and 捎 are."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    _scr, ui = table(app)
    seat = (ui.me() + 1) % 6
    twos = [c for c in range(216) if VALUE[c] == 15][:2]
    big = [c for c in range(216) if VALUE[c] == 17][:2]
    ui.on_events([{"type": "play", "seat": seat, "cards": twos + big, "kind": "ershayi"}], 50.0)
    got = [s for s in ui.moments.splashes if s.seat == seat and s.mark == "杀"]
    assert got and got[0].big and "二杀一" in got[0].text, ui.moments.splashes


def test_a_short_hands_rows_are_centred_again_as_its_cards_grow() -> None:
    """pt17: an upright phone's hand of 13 left kept the deal's start (a gap closes from the right) while its
    cards grew: the block of large cards stood in the left half, the right half empty. Growing moves every
    card anyway: the rows are centred again then."""
    _app, scr, ui = in_play(390, 844)
    lay, view = scr.lay, dict(scr.view())
    area = lay.hand
    order = [int(c["id"]) for c in ui.hand(view)]
    for n in range(len(order) - 1, 4, -1):  # cards leave, from the back row's end first, a frame each
        view["hand"] = [c for c in view["hand"] if int(c) in set(order[:n])]
        rects = ui.hand_rects(area, view, n)
    left, right = min(r.x for r in rects) - area.x, area.r - max(r.r for r in rects)
    assert ui.rows.scale > 1.0 and abs(left - right) < max(r.w for r in rects), (left, right, ui.rows.rows)


def test_the_marks_legend_waits_for_the_tour() -> None:
    """pt17 #3: at the first turn "金框的牌：付＝…" lay over the tour's card and its buttons: never while the tour
    shows (it now shows at the deal), said at the first turn after."""
    app = make_app(390, 844, deal=1)
    app.settings["tour_off"] = False
    press(app, "start", 0.1)
    scr, ui = table(app)
    now = drive(app, 1.0, seed=1, until=lambda a: scr.touring())
    ui.received = {int(c["id"]): "bought" for c in ui.hand(scr.view())[:1]}
    ui.legend_said, app.toast_text = False, ""
    app.frame(now + 0.1)
    assert "金框的牌" not in app.toast_text
    press(app, "tour:next", now + 0.2)
    drive(app, now + 0.3, seed=1, until=lambda a: "金框的牌" in a.toast_text)  # (said at the first turn)
    assert not scr.touring()


def test_a_raised_card_hides_no_index_behind_and_shows_whole_where_covered() -> None:
    """pt17 #4: on a laptop's two rows a raised front card hid the index and 贡 mark of the card behind it; on
    a phone's rows the hint's raised 7♦ read as under the card beside it: what shows of a raised card is
    outlined over its neighbours. pt24 #5: that outline spilled onto the next card and a row's last card had
    a frame but no tint: a raised card is tinted whole where it lies (its neighbours over it), as 多乐's."""
    # (a laptop's hand is one row since pt30 #1: no row behind; test_gouji_pt30 checks a raised card there)
    _app, scr, ui = in_play(390, 844)
    lay, view = scr.lay, scr.view()
    ui.draw_hand(DisplayList(), lay.hand, view, 80.0)
    key = str(ui.rows.rows[-1][1])  # (a covered card of the front row)
    scr.selected = [key]
    ui.draw_hand(DisplayList(), lay.hand, view, 81.0)
    dl = DisplayList()
    ui.draw_hand(dl, lay.hand, view, 82.0)
    up = ui.drawn[int(key)]
    last_card = max(i for i, op in enumerate(dl.ops) if op[0] == "R" and op[7] == "rgba(43,38,34,0.35)")
    tinted = [i for i, op in enumerate(dl.ops) if op[0] == "R" and op[6] == SEL_TINT]
    assert len(tinted) == 1 and tinted[0] < last_card, tinted  # under the cards drawn after it
    assert all(abs(a - b) < 0.6 for a, b in zip(dl.ops[tinted[0]][1:5], (up.x, up.y, up.w, up.h), strict=True))
    assert not any(op[0] == "R" and th.CINNABAR in op for op in dl.ops[last_card:])  # no outline over them
    scr.selected = [str(ui.rows.rows[0][-1])]  # a row's last card, whole: tinted alike (pt24 164632)
    ui.draw_hand(DisplayList(), lay.hand, view, 83.0)
    dl = DisplayList()
    ui.draw_hand(dl, lay.hand, view, 84.0)
    assert sum(op[0] == "R" and op[6] == SEL_TINT for op in dl.ops) == 1

