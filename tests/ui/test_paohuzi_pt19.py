"""The 跑胡子 table after play-test 19 (8/10, session 24)."""

from __future__ import annotations

from typing import Any

import pytest
from test_paohuzi_playtest6 import _as_view
from test_paohuzi_pt10 import _texts, _win
from test_paohuzi_table import center, started

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.moments import FFWD_S
from pygame_core.ui.games.paohuzi.winface import LATER_S
from pygame_core.ui.geom import Rect
from tests.paohuzi.test_ui_table import next_pick, top_hit


def _locked_table(w: int, h: int) -> tuple[Any, Any, int, int]:
    """A table whose player has won (locked) and two bots that go on winning."""
    app = started(w, h, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.settings["speed"] = "normal"
    me = sp.table.viewer
    return app, sp, (me + 1) % 3, (me + 2) % 3


def test_every_later_win_shows_face_up_one_at_a_time() -> None:
    """#3 (l_060932_410_lk09): in the locked phase others' wins flashed by in 1-2 s as stamps at their
    seats and overlapped each other. Each win shows its hand face up ~2 s, the table waiting, one panel
    at a time, all of them, each going on by a tap too."""
    app, sp, a, b = _locked_table(1366, 768)
    pay_a, pay_b = [-500] * 3, [-500] * 3
    pay_a[a], pay_b[b] = 1000, 1000
    recs = [
        _win(a, pay_a, "x3"),
        _win(a, pay_a, "x4"),
        _win(b, pay_b, "x5"),
        _win(a, pay_a, "x6"),
        _win(b, pay_b, "x7"),
        _win(a, pay_a, "x8"),
    ]
    _as_view(sp, recs)
    sp.on_events([{"type": "win", "seat": int(r["seat"])} for r in recs], 20.0)
    seen: dict[int, float] = {}
    called: set[int] = set()
    for k in range(400):
        t = 20.0 + k * 0.05
        faces = sp.moments.faces_at(t)
        assert len(faces) <= 1, faces  # never two panels at once
        for i, _p in faces:
            seen[i] = seen.get(i, 0.0) + 0.05
        shown = [i for i, _p in sp.moments.toasts_at(t)]
        assert not (faces and len(shown) > 1), (faces, shown)   # never a callout beside a panel
        called |= {j for i in shown for j in sp.moments.batch.get(i, [i])}
        assert sp.busy(t) == bool(faces) or sp.moments.current(t) is not None
    # pt38 #2 (~20 panels a hand over the felt): the hand's first face up, the later ones light, each called
    assert set(seen) == {0} and seen[0] >= LATER_S - 0.1 and called == set(range(len(recs))), (seen, called)
    # a tap on the panel goes on to the next
    sp.moments.clear()
    _as_view(sp, recs[:2])
    sp.on_events([{"type": "win", "seat": int(r["seat"])} for r in recs[:2]], 40.0)
    assert [i for i, _p in sp.moments.faces_at(40.7)] == [0]
    sp.moments.skip_face(40.7)
    assert not sp.moments.faces_at(40.75) and [i for i, _p in sp.moments.toasts_at(40.75)] == [1]


def test_fast_forward_shows_each_win_briefly_as_a_compact_card_and_skip_ends_it() -> None:
    """#2 (l_061009_611_ff09): 快进 jumped from 33 cards left straight to the sheet, 25 wins unseen.
    Under 快进 each win is a compact card (who, the card, 胡息, 名堂, the score; not the hand) for
    FFWD_S, the table waiting, then on; 跳到结算 beside 快进 skips the rest."""
    app, sp, a, b = _locked_table(1366, 768)
    me = sp.table.viewer
    pay = [-500] * 3
    pay[a] = 1000
    recs = [_win(a, pay, "x3"), _win(a, pay, "x4")]
    _as_view(sp, recs)
    v = sp.table.view()
    v["seats"][me]["locked"] = True
    sp.table.ffwd.on = True
    sp.table.fast = lambda: True
    sp.on_events([{"type": "win", "seat": a}] * 2, 20.0)
    sp._sync_moment(20.0)
    assert [i for i, _p in sp.moments.faces_at(20.1)] == [0] and sp.busy(20.1)
    dl = DisplayList()
    sp.draw_overlay(dl, 1366, 768, 20.5, v)
    said = _texts(dl)
    assert "第1胡" in said and any("胡 三" in t for t in said) and any("胡息" in t for t in said), said
    assert said.count("拾") == 0, said  # no hand: a compact card
    # a bot's later win light, also under 快进 (pt38 #2): called at its seat, the table going on
    assert not sp.moments.faces_at(20.0 + FFWD_S + 0.05) and [i for i, _p in sp.moments.toasts_at(20.0 + FFWD_S + 0.05)] == [1]
    assert not sp.busy(20.0 + FFWD_S + 0.1)
    # 跳到结算 offered in the bar while 快进 runs, and it drops the rest
    ids = [x.id for x in sp.buttons(v, [])]
    assert "skip" in ids and "hints" not in ids, ids
    sp.on_events([{"type": "win", "seat": a}], 30.0)
    sp.tap("btn:skip", v)
    sp._sync_moment(30.0)
    assert not sp.moments.lit and not sp.busy(30.1) and "skip" not in [x.id for x in sp.buttons(v, [])]
    sp.on_events([{"type": "win", "seat": a}], 31.0)
    assert not sp.moments.lit
    sp.table.ffwd.on = False  # normal speed again: wins show again
    sp.table.fast = lambda: False
    sp._sync_moment(32.0)
    sp.on_events([{"type": "win", "seat": a}], 32.0)
    assert sp.moments.lit


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_fast_forward_at_a_table_shows_every_win_then_the_sheet(w: int, h: int) -> None:
    """Seed 3 (胡后继续): the player wins, presses 快进; every win after it shows as a card, one at a
    time, before the sheet; in another hand 跳到结算 reaches the sheet at once."""
    for skip in (False, True):
        app = started(w, h, 3)
        app.settings["speed"] = "normal"
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        sp.table.client.master.bot_delay = 1.1
        now, pressed, skipped, rng = 0.3, None, None, SplitMix64(3)
        shown: set[int] = set()
        wins_then, pressed_skip = 0, False
        st: dict[str, Any] = {}
        for _ in range(8000):
            now += 0.1
            app.frame(now)
            st = app.state()
            if st.get("end_shown"):
                break
            hits = {hh["id"]: hh for hh in st["hits"]}
            faces = sp.moments.faces_at(now)
            assert len(faces) <= 1
            if pressed is not None:   # each a card, or light at its seat (pt38 #2; a seat's run in one: batch.py)
                shown |= {j for i, _p in sp.moments.toasts_at(now) for j in sp.moments.batch.get(i, [i])}
            if pressed is None and "btn:ffwd" in hits and "pz:moment" not in hits and sp.won_out(sp.table.view()):
                pressed = now
                wins_then = len(sp.table.view().get("records") or [])
                app.tap_at(*center(hits["btn:ffwd"]), now)
                continue
            # 跳到结算, or a tap on a card (a batch of moves may reach the hand's end: its button gone)
            if pressed is not None and skip and skipped is None and ({"btn:skip", "pz:face"} & set(hits)):
                skipped, pressed_skip = now, "btn:skip" in hits
                app.tap_at(*center(hits["btn:skip"] if "btn:skip" in hits else top_hit(st, "pz:face")), now)
                continue
            pick = next_pick(st, rng)
            if pick is not None and pick not in ("btn:ffwd", "btn:skip"):
                app.tap_at(*center(top_hit(st, pick)), now)
        assert pressed is not None and st.get("end_shown")
        total = len((sp.table.view().get("result") or {}).get("wins") or [])
        if skip:  # (its button in the bar: each batch of moves stops at a win, the hand goes on)
            assert skipped is not None and now - skipped < 6.0, now - skipped
            assert pressed_skip
        else:
            assert total > wins_then + 2 and shown >= set(range(wins_then, total)), (wins_then, total, shown)


def test_a_replay_at_a_win_shows_the_table_as_it_was_at_the_win() -> None:
    """#4 (l_061027_454_rphu): at 第1胡 the replay's table already showed the next draw (电脑1 翻出 王)
    and 电脑1's bowl at ×8, lit after the win: a step's position was its whole action's, the rules'
    draws and wins after the 胡 included. At a 胡 the table is the position at the 胡: the pile, each
    seat's bowl and wins as the log up to it says."""
    from test_replay_view import bot_hand, make_app

    from pygame_core.ui.replay_view import open_replay

    checked = 0
    for seed in (1, 2, 3, 5, 12):
        rp = bot_hand("paohuzi", seed)
        app = make_app(1366, 768, game="paohuzi")
        assert open_replay(app, rp)
        scr: Any = app.screen
        rc, sp = scr.rclient, scr.plugin
        ev = rc.master.events
        for i in rc.wins():
            if i >= rc.last or rc.steps[i + 1].actions != rc.steps[i].actions:
                continue
            rc.go(i)
            app.frame(10.0 + i)
            v = sp.replay_view(scr.seat_views(), rc.view(None))
            upto = ev[: rc.steps[i].events]
            assert upto[-1].type == "win"
            # 一炮多响: the wins on one card are one move of the rules (one state holds them all), so each
            # of their steps shows them all; the wins after are not (seeds 3, 12, 13, 15)
            shot = upto[-1].data
            rest = ev[rc.steps[i].events:]
            same = next((n for n, e in enumerate(rest) if e.type != "win" or e.data.get("card") != shot.get("card")
                         or e.data.get("src") != shot.get("src")), len(rest))
            assert len(v["records"]) == sum(e.type == "win" for e in upto) + same, i
            k = i
            while k < rc.last and rc.steps[k + 1].actions == rc.steps[i].actions:
                k += 1
            draws = sum(e.type == "draw" for e in ev[rc.steps[i].events : rc.steps[k].events])
            assert v["pile"] == rc.view(None)["pile"] + draws, i  # none of the draws after it
            for s in range(3):
                lit = [e.data.get("mult") for e in upto if e.type == "light" and e.data.get("seat") == s]
                assert v["seats"][s]["bowl_mult"] == (lit[-1] if lit else 1), (i, s)
            checked += 1
    assert checked >= 3


def test_a_phones_card_counter_is_on_by_default_in_its_log_strips_place() -> None:
    """FIXERS 4 (play-test 19): the 记牌器 was off by default on the phone. Against bots it shows from
    the start in the log strip's place (the middle lists the last moves); a player's choice is kept."""
    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    assert sp.counter_on() and "counter" in sp.drawn and sp.drawn["counter"].inside(app.screen.lay.log)  # type: ignore[attr-defined]
    sp.show_counter = False
    assert not sp.counter_on()


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
def test_the_waits_line_says_what_a_claim_leaves(w: int, h: int) -> None:
    """FIXERS 5 (play-test 19: "no advice on claims"): with 听牌 on, a claim's line says for the 碰 and
    吃 offered whether the hand is ready after it and its discard, and on what ("碰后听 贰、柒",
    "吃后不听"), as the rules would have it (tests/paohuzi/test_claim_advice.py)."""
    app = started(w, h, 3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    rng, now, said = SplitMix64(3), 0.3, []
    for _ in range(3000):
        now += 0.3
        app.frame(now)
        st = app.state()
        if st.get("end_shown"):
            break
        hits = {hh["id"]: hh for hh in st["hits"]}
        claims = [k for k in hits if k.startswith(("btn:peng", "btn:chi"))]
        if claims and st.get("viewer") in st.get("people_to_act", []):
            if not sp.show_hints:
                sp.toggle_hints()
                app.frame(now + 0.05)
            texts = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
            said += [t for t in texts if "后听" in t or "后不听" in t]
            assert said, texts
            assert not any("暂未听牌" in t for t in said), said  # (read as a contradiction: play-test 20)
            if len(said) >= 3:
                break
        pick = next_pick(st, rng)
        if pick is not None:
            app.tap_at(*center(top_hit(st, pick)), now)
    assert said


def test_a_replays_win_panel_leaves_the_winners_part_in_sight_and_is_opaque() -> None:
    """Play-test 19 #4 / 20 (091618 replay2): at 第1胡 the replay's panel lay over the winner's own part
    (the player's hand), and 6 % see-through its tiles read as ghosts under its 胡息 line. The panel
    takes the far half of the table from the winner's part, drawn solid."""
    from test_replay_view import bot_hand, make_app

    from pygame_core.ui.games.paohuzi.moments import SOLID
    from pygame_core.ui.replay_view import open_replay
    from pygame_core.ui.theme import CINNABAR

    seen = 0
    for seed in (1, 2):
        app = make_app(1366, 768, game="paohuzi")
        assert open_replay(app, bot_hand("paohuzi", seed))
        scr: Any = app.screen
        rc, sp = scr.rclient, scr.plugin
        for i in rc.wins()[:6]:
            rc.go(i)
            app.frame(10.0 + i)
            app.frame(10.2 + i)
            panels = [
                Rect(*op[1:5]) for op in app.dl.ops if op[0] == "R" and op[6] == SOLID and op[7] == CINNABAR
            ]
            assert panels, i
            winner = int(sp.table.view()["records"][-1]["seat"])
            assert not panels[-1].inset(2).intersects(sp.board.melds[winner]), (i, winner, panels[-1])
            seen += 1
    assert seen >= 4


def test_a_phones_chi_picker_is_never_under_the_counter_strip() -> None:
    """Play-test 20 #1 (091759.893): on the phone the 吃 picker opened under the 记牌器 strip (on by
    default since 4810017): its options hidden, the clock ran out into a pass. While the picker is
    open the strip is not drawn and nothing lies over its options."""
    from test_paohuzi_pt17 import BI, PLAIN, _claim

    sp, lay, v = _claim(390, 844, "x3", [BI, PLAIN, {"a": "pass"}])
    assert sp.counter_on() and sp._strip() is not None
    assert sp.tap("btn:chimore", v) and sp.picking()
    dl = DisplayList()
    sp.draw_hand(dl, lay.hand, v, 20.1)
    picks = [i for i, h in enumerate(dl.hits) if h.id.startswith("btn:pick")]
    assert len(picks) == 2
    for i in picks:  # no later hit (drawn over it) covers an option
        assert not any(h.rect.intersects(dl.hits[i].rect) for h in dl.hits[i + 1 :]), dl.hits[i + 1 :]
    assert "counter" not in sp.drawn or not sp.drawn["counter"].intersects(dl.hits[picks[0]].rect)


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_the_waits_help_is_on_until_switched_off(w: int, h: int) -> None:
    """Play-test 20 #2 (092037 php): on the phone a card selected to discard said nothing (肆 went, and
    电脑1 won on it); the 听牌 button was off and, a card selected, not in the bar to turn on. The
    help is on from the first hand until the player switches it off (kept, test_paohuzi_pt18)."""
    from test_paohuzi_table import _to_discard

    app = started(w, h, 5)
    app.settings.pop("pz_hints")  # a first visit: never switched
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    sp.on_new_hand()
    now = _to_discard(app, 0.3)
    assert sp.show_hints
    card = next(
        x for x in app.state()["hits"] if x["id"].startswith("card:") and not x["id"].startswith("card:*")
    )
    app.tap_at(*center(card), now + 0.1)
    app.frame(now + 0.2)
    said = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert any("→" in t for t in said), said  # 打X → what it leaves


def test_a_phones_locked_seat_gives_its_revealed_hand_the_room() -> None:
    """Play-test 20 #3 (092120.400 pht07): on the phone a 胡 seat's revealed hand and melds were ~10 px
    tiles over four rows of discards. A locked seat's discards take a quarter of its part (smaller
    tiles), its melds and hand the rest."""
    from test_paohuzi_table import seat, view

    from pygame_core.ui.games.paohuzi.board import Board, draw_board

    sp: Any = started(390, 844, 5).screen.plugin  # type: ignore[attr-defined]
    melds = [{"type": "PENG", "cards": [c] * 3} for c in ("x1", "x4", "d7")] + [
        {"type": "PAO", "cards": ["d2"] * 4},
        {"type": "SEQ", "cards": ["x6", "x7", "x8"]},
    ]
    v = view(seat=0, phase="discard", to_act=[0], offer=None)
    river = ["x1", "d2", "x3", "d4", "x5", "d6", "x7", "d8", "x9", "d10"] + [
        "x2",
        "d3",
        "x4",
        "d5",
        "x6",
        "d7",
    ]
    v["seats"][1] = seat(
        melds=melds,
        river=river,
        locked=True,
        hand=["x2", "x3", "x9", "d9", "d9", "d10"],
        kans=["x5"],
        wilds=1,
        won=["x9", "d4"],
    )
    board = Board()
    draw_board(DisplayList(), sp, Rect(8, 134, 374, 420), v, board, {}, False, True, False, None, None, None)
    m, r = board.melds[1], board.river[1]
    assert m.h >= 2.2 * r.h, (m, r)


def test_a_phones_chi_button_shows_its_cards_large_enough_to_read() -> None:
    """Play-test 20 #4 (091945 phk09): the phone's 吃 button drew its three cards ~12 px wide (八 / 捌,
    一 / 壹 hard to tell apart) beside a 16 px 吃 and a wide margin. With a smaller 吃 the cards take
    the rest of the button: ~20 px wide."""
    from test_paohuzi_pt17 import PLAIN, _claim

    sp, lay, v = _claim(390, 844, "x3", [PLAIN, {"a": "pass"}])
    dl = DisplayList()
    sp.draw_hand(dl, lay.hand, v, 20.1)
    r = next(r for b, r in sp.bar_placed(v) if b.id.startswith("chi"))   # (over free cells: play-test 30 #1)
    cards = [Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and Rect(*op[1:5]).inside(r) and op[3] < r.w / 3]
    assert len(cards) >= 3 and min(c.w for c in cards) >= 18.5, (r, cards)


def test_fast_forward_still_calls_out_the_decisive_moment() -> None:
    """Play-test 20 #5: 决胜时刻 began under 快进 with no banner (a log line and a chip), and the bowls'
    ×20 swings after it came unexplained. Under 快进 its banner shows briefly too, the table waiting."""
    app, sp, a, _b = _locked_table(1366, 768)
    sp.table.ffwd.on = True
    sp.table.fast = lambda: True
    sp.on_events([{"type": "decisive"}], 20.0)
    sp._sync_moment(20.0)
    beat = sp.moments.current(20.1)
    assert beat is not None and beat.word == "决胜时刻" and sp.busy(20.1)
    assert sp.moments.current(21.1) is None


def test_the_tour_points_at_the_log_button_where_the_counter_covers_the_strip() -> None:
    """Play-test 20 (091727 phs11): the tour's part 3 (每一步都记在这里) lay on the phone's 记牌器 strip,
    on by default in the log strip's place; it points at the top bar's log button (the lead's hook)."""
    from pygame_core.ui.tour import target

    phone = started(390, 844, 5)
    phone.frame(20.0)
    sp: Any = phone.screen.plugin  # type: ignore[attr-defined]
    lay = phone.screen.lay  # type: ignore[attr-defined]
    assert sp.log_covered() and target(lay, "log", sp.log_covered()).inside(lay.top)
    sp.show_counter = False
    assert not sp.log_covered()
    laptop = started(1366, 768, 5)
    laptop.frame(20.0)
    assert not laptop.screen.plugin.log_covered()  # type: ignore[attr-defined]
