"""Each 胡 gets its moment: the splash, the hand laid down with its 胡息 groups and the score, a
pause or a tap; in a chain (一炮多响, 胡后自动胡) every win has its own, and the settlement sheet
waits for the last one."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core.rng import SplitMix64
from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.batch import BatchMoments
from pygame_core.ui.games.paohuzi.ledger import fmt_pts
from pygame_core.ui.games.paohuzi.moments import SPLASH, Moments, bot_hold, draw_bowl, draw_moment
from pygame_core.ui.games.paohuzi.sheet import draw_sheet, score_text
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import GAP, slot_cells

from .test_ui_table import center, next_pick, start, top_hit


def test_moments_queue_holds_and_taps() -> None:
    """A bot's 胡 holds the table for a beat of the speed (play-test: every moment held ~5 s), the
    player's own until tapped."""
    hold = bot_hold(1.1)   # normal speed: long enough to read (play-test: 1.4 s, a 10万 win unnoticed)
    assert 2.8 <= hold <= 3.6 and bot_hold(1.8) > hold > bot_hold(0.5)
    m = Moments()
    m.add(10.0, 0, hold)
    m.add(10.0, 1)
    assert _at(m, 10.0) == 0 and _at(m, 10.0 + hold - 0.01) == 0
    assert m.splash() < hold
    assert _at(m, 10.0 + hold + 1e-6) == 1          # the next one after the pause
    assert _at(m, 10.0 + hold + 7.5) == 1 and m.splash() == SPLASH   # the player's own: a tap (or 8 s:
    m.next(10.0 + hold + 7.6)                                          # play-test 23)
    assert m.current(10.0 + hold + 7.6) is None and m.shown == 2


def _at(m: Moments, now: float) -> int | None:
    b = m.current(now)
    return None if b is None else b.index


def test_a_moment_waits_while_the_table_is_covered() -> None:
    """A bot's win that comes while the menu covers the table is shown whole after it closes, not
    expired by the wall clock meanwhile; a banner (决胜时刻) is a moment of its own in the queue."""
    hold = bot_hold(1.1)
    m = Moments()
    m.freeze(5.0, True)     # the menu opens
    m.add(6.0, 0, hold)
    m.add(6.5, -1, 1.0, word="决胜时刻")
    assert _at(m, 60.0) == 0   # a minute under the menu: still waiting
    m.freeze(60.0, False)   # closed
    assert _at(m, 60.0 + hold - 0.1) == 0 and m.age(60.0 + hold - 0.1) > hold - 0.2
    b = m.current(60.0 + hold + 0.1)
    assert b is not None and b.word == "决胜时刻" and m.shown == 1
    assert m.current(60.0 + hold + 1.2) is None and m.shown == 1   # a banner is no win


def test_a_bowl_lit_is_called_out_while_the_table_plays_on() -> None:
    """A bot's 聚宝盆 ×N is a light callout at its seat: it never holds the table (as a moment it
    held every bowl light ~1.6 s, 20 s of a 血流 hand with nothing to decide) nor takes a tap, and
    a menu over the table keeps it for after."""
    m = Moments()
    m.bowl(10.0, 1, 8, 1.6)
    assert m.current(10.5) is None and m.bowls_at(10.5) == [(1, 8, pytest.approx(0.5))] and m.lights(10.5)
    m.freeze(10.5, True)
    assert m.bowls_at(30.0) == [(1, 8, pytest.approx(0.5))]
    m.freeze(30.0, False)
    assert m.bowls_at(31.2) == [] and not m.lights(31.2)
    app = start(1366, 768, "zh-Hans", seed=3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.frame(20.0)   # past the 亮张 at the deal
    app.settings["speed"] = "normal"
    plugin.on_events([{"type": "light", "seat": (plugin.table.viewer + 1) % 3, "cell": 0, "mult": 2}], 20.1)
    app.frame(20.4)
    assert not plugin.busy(20.4) and plugin.animating(20.4)
    assert "pz:moment" not in {h["id"] for h in app.state()["hits"]}
    said = [str(op[3]) for op in app.dl.ops if op[0] == "T"]   # (a bot's: ×2 in a seal over its face)
    assert "×2" in said and "聚宝盆" in said, said


def _play_watching(seed: int, fresh_after: int = 0) -> tuple[list[int], int, bool]:
    """Play a hand, noting which record each moment shows; after ``fresh_after`` wins (if any) the
    table's moments start afresh, as a reloaded page's do."""
    app = start(1366, 768, "zh-Hans", seed=seed)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    rng = SplitMix64(seed)
    now = 0.3
    seen: list[int] = []
    sheet_early = False
    for _ in range(3000):
        now += 0.5
        app.frame(now)
        st = app.state()
        if fresh_after and len(plugin.table.view().get("records") or []) >= fresh_after \
                and plugin.moments.current(now) is None:
            plugin.moments, fresh_after = BatchMoments(), 0
            seen.append(-1)
        for i, _p in plugin.moments.toasts_at(now):   # a bot's win shown light (a seat's run in one: batch.py)
            seen += [j for j in plugin.moments.batch.get(i, [i]) if j not in seen]
        beat = plugin.moments.current(now)
        if beat is not None:
            cur = beat.index
            if beat.win and (not seen or seen[-1] != cur):
                seen.append(cur)
            sheet_early |= bool(st.get("end_shown"))
            assert "pz:moment" in {h["id"] for h in st["hits"]}
            if beat.hold is None and plugin.moments.age(now) >= SPLASH:   # the player's own
                app.tap_at(*center(next(h for h in st["hits"] if h["id"] == "pz:moment")), now)
            continue
        if st.get("end_shown"):
            return seen, len(plugin.table.client.master.state.records), sheet_early
        if st.get("over") or st.get("viewer") not in st.get("people_to_act", []):
            continue
        hits = {hh["id"]: hh for hh in st["hits"]}
        btns = [b["id"] for b in st["buttons"] if b["enabled"] and b["id"] not in ("btn:hints", "btn:counter", "btn:move")]
        if st.get("phase") == "discard":
            pick = "btn:discard" if any(b["id"] == "btn:discard" and b["style"] == "primary"
                                        for b in st["buttons"]) else None
            if pick is None:
                cards = sorted(k for k in hits if k.startswith("card:") and not k.startswith("card:*"))
                pick = cards[rng.uniform(len(cards))]
        else:
            if not btns:   # a seat whose claim comes first answers before the player is asked
                continue
            pick = "btn:hu" if "btn:hu" in btns else btns[rng.uniform(len(btns))]
        app.tap_at(*center(hits[pick]), now)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("seed", [1368, 4])
def test_every_win_has_its_moment(seed: int) -> None:
    seen, n_wins, early = _play_watching(seed)
    assert n_wins > 1   # these deals end in a chain of wins
    assert sorted(seen) == list(range(n_wins))   # (a light win may show beside a whole moment)
    assert not early


def test_a_win_after_a_reload_shows_its_own_record() -> None:
    """A reloaded page counts the hand's wins afresh: the next 胡 still shows its own record (it
    showed an earlier win of another seat: "胡 电脑1" over the player's own)."""
    seen, n_wins, _early = _play_watching(1368, fresh_after=1)
    k = seen.index(-1)
    after = seen[k + 1:]
    assert after and sorted(after) == list(range(min(after), n_wins)) and min(after) >= 1, seen
    assert sorted(seen[:k]) == list(range(k)), seen


def test_tap_continues_after_the_splash() -> None:
    m = Moments()
    m.add(0.0, 0)
    m.next(SPLASH + 0.1)
    assert m.current(SPLASH + 0.1) is None


def test_the_moment_shows_the_sheets_whole_product_and_the_cap() -> None:
    """胡息 24 · 4 囤 × 4096 番 × 2 盆 = 3.28万 (the bowl counted), and a capped win says 封顶,
    in the very words of the settlement sheet."""
    app = start(1366, 768, "zh-Hans", seed=3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    rec: dict[str, Any] = {"seat": 0, "how": "self", "card": "x3", "src": 0, "groups": [], "identities": [],
                           "fans": [], "huxi": 24, "tun": 4, "fan_value": 4096, "bowl": 1, "bowl_mult": 2,
                           "bowl_name": {"zh-Hans": "一"}, "uncapped": 32768, "final": 32768, "capped": False,
                           "pay": [65536, -32768, -32768]}
    capped = dict(rec, bowl_mult=8, uncapped=131072, final=100_000, capped=True)
    for r, mark in ((rec, False), (capped, True)):
        m = Moments()
        m.add(0.0, 0)
        dl = DisplayList()
        draw_moment(dl, sp, 1366, 768, SPLASH + 0.1, m, r, lambda s: (100.0 + 500 * s, 300.0))
        said = " ".join(op[3] for op in dl.ops if op[0] == "T")
        prod, cap = score_text(sp, r)
        assert f"{r['bowl_mult']} 盆" in prod and prod in said and fmt_pts(r["uncapped"], sp.lang) in said
        assert ("封顶" in said) == mark and bool(cap) == mark
        sheet = DisplayList()
        draw_sheet(sheet, sp, Rect(0, 0, 600, 500), {"wins": [r], "scores": r["pay"]}, 0)
        sheet_said = " ".join(op[3] for op in sheet.ops if op[0] == "T")
        assert prod in sheet_said and (cap in sheet_said if cap else "封顶" not in sheet_said)


def test_the_splash_shows_at_the_winners_seat() -> None:
    """The 胡 splash stands at the winner's seat (the play-test saw it over 电脑1's panel whoever won),
    then the hand's panel comes in the middle with its 胡 seal inside it (play-test: a 胡 left at the
    top centre stood over 电脑1's part whoever won)."""
    app = start(1366, 768, "zh-Hans", seed=1368)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    rec = {"seat": 2, "how": "self", "card": "x3", "src": 2, "groups": [], "identities": [], "fans": [],
           "huxi": 15, "tun": 1, "fan_value": 1, "final": 1, "uncapped": 1, "capped": False, "pay": [0, 0, 0]}
    m = Moments()
    m.add(0.0, 0)
    spots = []
    for at in ((300.0, 500.0), (1000.0, 200.0)):
        dl = DisplayList()
        draw_moment(dl, sp, 1366, 768, 0.2, m, rec, lambda s, at=at: at)
        spots.append(next((float(op[1]), float(op[2])) for op in dl.ops if op[0] == "T" and op[3] == "胡"))
    assert spots == [(300.0, 500.0), (1000.0, 200.0)]
    dl = DisplayList()
    draw_moment(dl, sp, 1366, 768, SPLASH + 0.1, m, rec, lambda s: (300.0, 500.0))
    panel = next(Rect(*op[1:5]) for op in dl.ops if op[0] == "R" and op[6] == th.PAPER)
    hu = [(float(op[1]), float(op[2])) for op in dl.ops if op[0] == "T" and op[3] == "胡"]
    assert hu and all(panel.contains(x, y) for x, y in hu), (panel, hu)
    assert abs(panel.cy - 384) < 40   # the table's middle


def test_fast_forward_plays_out_the_hand_after_the_players_win() -> None:
    """Seed 3: the player wins and the hand goes on (胡后继续). 快进 shows, and once tapped the rest
    of the hand runs without waiting for bots or flights (about 100 s of table time at normal speed;
    52 s with the bots at once but the flights waited for); at the end the chosen speed is back."""
    app = start(1366, 768, "zh-Hans", seed=3)
    app.settings["speed"] = "normal"
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    master = plugin.table.client.master
    master.bot_delay = 1.1
    now, pressed, rng = 0.3, None, SplitMix64(3)
    st: dict[str, Any] = {}
    for _ in range(8000):
        now += 0.25
        app.frame(now)
        st = app.state()
        if st.get("end_shown"):
            break
        hits = {h["id"]: h for h in st["hits"]}
        if pressed is None and "btn:ffwd" in hits and "pz:moment" not in hits \
                and plugin.won_out(plugin.table.view()):   # (a moment's veil covers it; before: 快进到我)
            pressed = now
            app.tap_at(*center(hits["btn:ffwd"]), now)
            assert master.bot_delay == 0.0 and plugin.table.fast()
            continue
        pick = next_pick(st, rng)
        if pick is not None and pick != "btn:ffwd":
            app.tap_at(*center(top_hit(st, pick)), now)
    assert pressed is not None, "快进 was offered after the player's win"
    assert st.get("end_shown") and now - pressed < 40, now - pressed
    assert master.bot_delay == 1.1 and not plugin.table.fast()


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_fast_forward_keeps_a_cell_of_its_own_and_the_moment_leaves_it_free(w: int, h: int) -> None:
    """Seed 3: the player wins and the hand goes on. 快进 comes up during the player's own 胡 moment
    in the bar's cell for it (where 碰 was: a won hand never 碰s), not under the moment's veil
    (play-test: it sat under it, in no cell); a tap there reaches it, and the player's own 胡 still waits
    for their tap (or its full time): 快进 speeds only what follows (the lead's L1, session 34: the apps
    hold your own 胡 until you tap; play-test 36 #1, 130818 -> 130828: a late tap on 快进 in 胡's cell cut
    the player's win card to 0.6 s, unseen)."""
    app = start(w, h, "zh-Hans", seed=3)
    app.settings["speed"] = "normal"
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    plugin.table.client.master.bot_delay = 1.1
    now, rng = 0.3, SplitMix64(3)
    for _ in range(4000):
        now += 0.25
        app.frame(now)
        st = app.state()
        hits = {hh["id"]: hh for hh in st["hits"]}
        if "btn:ffwd" in hits and "pz:moment" in hits and plugin.won_out(app.screen.view()):  # type: ignore[attr-defined]
            break
        pick = next_pick(st, rng)
        if pick is not None and pick != "pz:moment":
            app.tap_at(*center(top_hit(st, pick)), now)
    else:
        raise AssertionError("快进 never showed with the player's 胡 moment")
    lay = app.screen.lay  # type: ignore[attr-defined]
    slots = plugin.bar_slots(app.screen.view())  # type: ignore[attr-defined]
    assert "ffwd" in slots and ("peng" not in slots) != lay.phone   # a phone: a tool cell of its own
    cell = slot_cells(lay.buttons, slots, lay.phone)["ffwd"]
    assert lay.buttons.contains(cell.cx, cell.cy), (cell, lay.buttons)   # in the bar, not on the felt
    tap = Rect(*hits["btn:ffwd"]["rect"])   # (its tap area takes up to GAP / 2 of the gaps round it: table_bar.reaches)
    assert cell.inset(-0.2).inside(tap.inset(-0.2)) and tap.inside(cell.inset(-GAP / 2 - 0.2)), (tap, cell)
    veil = [Rect(*hh["rect"]) for hh in st["hits"] if hh["id"] == "pz:moment"]
    assert not any(v.intersects(lay.buttons.inset(1)) for v in veil), (veil, lay.buttons)
    shade = [Rect(*op[1:5]) for op in app.dl.ops if op[0] == "R" and op[6] == "rgba(20,16,12,0.45)"]
    for x in range(0, int(app.w), 20):   # and all the rest is under it: the log's side of the bar's band too
        for y in (lay.buttons.y + 2, lay.buttons.cy, lay.buttons.b - 2, 5.0, app.h - 5):
            assert lay.buttons.contains(x, y) or any(v.contains(x, y) for v in shade), (x, y)
    shown = plugin.moments.shown
    now += 0.5   # (a person's tap: the bar's guard refuses one on a button come up that very frame)
    app.frame(now)
    app.tap_at(*center(hits["btn:ffwd"]), now)
    assert plugin.table.fast()
    for _ in range(12):   # the player's moment still waits for their tap
        now += 0.25
        app.frame(now)
        assert "pz:moment" in {hh["id"] for hh in app.state()["hits"]} and plugin.moments.shown == shown
    app.tap_at(*center(top_hit(app.state(), "pz:moment")), now)
    app.frame(now + 0.1)
    assert plugin.moments.shown > shown


def test_the_payments_fly_from_each_payer_to_the_winner() -> None:
    """A bot's 胡: after the splash each payer's amount leaves its seat and flies to the winner's,
    where the gain then shows (play-test: a capped 10万 loss passed unnoticed in a 2 s moment)."""
    app = start(1366, 768, "zh-Hans", seed=3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    rec: dict[str, Any] = {"seat": 2, "how": "self", "card": "x3", "src": 2, "groups": [], "identities": [],
                           "fans": [], "huxi": 24, "tun": 4, "fan_value": 1, "final": 100_000, "uncapped": 100_000,
                           "capped": False, "pay": [-100_000, -100_000, 200_000]}
    spots = {0: (600.0, 650.0), 1: (1000.0, 200.0), 2: (300.0, 200.0)}
    m = Moments()
    m.add(0.0, 0, bot_hold(1.1))

    def texts(t: float) -> dict[str, tuple[float, float]]:
        dl = DisplayList()
        draw_moment(dl, sp, 1366, 768, t, m, rec, lambda s: spots[s])
        return {str(op[3]): (float(op[1]), float(op[2])) for op in dl.ops if op[0] == "T"}

    start_t = m.splash() + 0.05
    mid = texts(start_t + 0.3)
    flying = fmt_pts(100_000, sp.lang)
    assert fmt_pts(-100_000, sp.lang) in mid and flying in mid   # the payer's loss at its seat, a chip on its way
    end = texts(start_t + 1.5)
    gain = "+" + fmt_pts(200_000, sp.lang)
    assert gain in end and end[gain] == spots[2] and flying not in end


def test_the_decisive_banner_waits_for_the_win_before_it() -> None:
    """决胜时刻 comes after the 胡 moment showing, never over it (play-test: the banner covered 胡 你)."""
    app = start(1366, 768, "zh-Hans", seed=3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.settings["speed"] = "normal"
    plugin.moments.add(10.0, 0, bot_hold(1.1))
    plugin.on_events([{"type": "decisive"}], 10.5)
    assert [b.word for b in plugin.moments.queue] == [None, plugin.g("decisive")]
    assert plugin.moments.current(10.6).win
    later = plugin.moments.current(10.0 + bot_hold(1.1) + 0.1)
    assert later is not None and later.word == plugin.g("decisive") and plugin.moments.shown == 1
    assert plugin.busy(10.0 + bot_hold(1.1) + 0.1)   # the bots wait for it too


def test_the_payments_land_on_the_seats_name_boxes() -> None:
    """Each payer's amount leaves its name box and the gain lands on the winner's (the panel in the
    middle covers the melds, not the boxes)."""
    app = start(1366, 768, "zh-Hans", seed=3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.frame(0.5)
    lay = app.screen.lay  # type: ignore[attr-defined]
    me = plugin.table.viewer
    other = next(iter(lay.seats))
    assert plugin._purse(other) == (lay.seats[other].cx, lay.seats[other].b + 17)   # just under it (play-test 2)
    assert plugin._purse(me) == (lay.me.r - 70, lay.me.cy)


def test_a_bowl_callout_leaves_a_phones_seat_readable() -> None:
    """聚宝盆 ×N at a phone's seat is a callout, not a wall over its melds (at most 30 px type)."""
    app = start(390, 844, "zh-Hans", seed=3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    for w, most in ((390.0, 30.0), (1366.0, 42.0)):
        dl = DisplayList()
        draw_bowl(dl, sp, w, 800, 1.0, (1, 8), (100.0, 300.0), None, 1.6)
        sizes = [op[4] for op in dl.ops if op[0] == "T"]
        assert sizes and max(sizes) <= most
