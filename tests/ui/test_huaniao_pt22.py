"""花鸟风月 play-test 22: the player's forced 栖 turns went by unannounced (#2: a 15 px pill, then only
the seat's label "你 · 栖×3 · 摸到 风"); the apps call 要不起 large at the seat for about a second."""

from __future__ import annotations

from typing import Any

from test_huaniao_own_win import song
from test_huaniao_pt10 import STEP
from test_huaniao_table import hit, opened, table, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao import HuaniaoUI
from pygame_core.ui.games.huaniao_pace import OWN_HOLD_S, PASS_HOLD_S
from pygame_core.ui.games.huaniao_plays import Spot, draw_spot
from pygame_core.ui.games.huaniao_seats import BIG_SAY_S
from pygame_core.ui.geom import Rect


def own_perches(seed: int, w: int, h: int, most: int = 2) -> list[list[list[Any]]]:
    """Plays a hand at 中 (the player answering at once) till the player's ``most``-th forced 栖: for each,
    the frames' ops from it through the next BIG_SAY_S + 0.4 s."""
    app, scr = opened(seed, w, h)  # (at 中)
    assert isinstance(scr.plugin, HuaniaoUI)
    master = scr.client.master  # type: ignore[attr-defined]
    rng, now, seen, only_qi = SplitMix64(seed), 0.2, 0, False
    out: list[list[list[Any]]] = []
    watch: tuple[float, list[list[Any]]] | None = None
    while not master.is_over() and now < 200 and len(out) < most:
        me = scr.viewer
        if me in scr.client.people_to_act():  # the player's prompt offers nothing but 栖
            only_qi = [a for a in scr.client.legal(me) if a.get("a") != "undo"] == [{"a": "op", "op": "qi"}]
        ops = app.frame(now)["ops"]
        new = master.hand.actions[seen:]
        seen = len(master.hand.actions)
        if watch is not None:
            watch[1].append(ops)
            if now - watch[0] > BIG_SAY_S + 0.4:
                out.append(watch[1])
                watch = None
        for s, a in new:
            if s == me and a.get("op") == "qi" and only_qi:
                watch = (now, [ops])
        pend = scr.autopilot.pending
        hid = None if pend is not None and not pend.sent else next_tap(app.state(), rng)
        hit = next((x for x in app.state()["hits"] if x["id"] == hid), None)
        if hit is not None:
            app.tap_at(*center(hit), now)
        now += STEP
    return out


def big_calls(ops: list[list[Any]]) -> list[list[Any]]:
    return [op for op in ops if op[0] == "T" and str(op[3]).startswith("无牌可出 · 栖")]


def test_the_players_forced_perch_is_called_large_at_its_spot_each_time() -> None:
    """#2 (133115): turns 18/22/26 perched for the player with a small pill only. Each forced 栖 is called
    "无牌可出 · 栖" at 22+ px with what it drew, for about a second and a half, the second "×2"."""
    for w, h in ((1366, 768), (390, 844)):
        got = own_perches(2, w, h)
        assert len(got) == 2, (w, len(got))
        for i, frames in enumerate(got):
            shown = [big_calls(ops) for ops in frames]
            lit = [k for k, b in enumerate(shown) if b]
            assert lit and lit[0] <= 2, (w, i, lit[:3])  # at once
            assert (lit[-1] - lit[0] + 1) * STEP >= 1.2, (w, i, len(lit))  # held ~1.4 s
            full = max(float(op[4]) for b in shown for op in b)
            assert full >= 22, (w, i, full)
            texts = [str(op[3]) for op in shown[lit[len(lit) // 2]]]
            assert ("×2" in texts[0]) == (i == 1), (w, i, texts)
            frame = [str(op[3]) for op in frames[lit[len(lit) // 2]] if op[0] == "T"]
            assert any(t.startswith("摸到 ") for t in frame), (w, i)


def test_a_perch_the_player_chose_is_called_without_nothing_fits() -> None:
    app, scr, now = table(seed=2, actions=6)
    pl, me = ui(scr), scr.viewer or 0
    pl.perched[me] = 999  # a turn the table did not answer for the player
    pl.on_perch(me, {"id": 17, "face": "3"}, now)
    texts = [str(op[3]) for op in app.frame(now + 0.5)["ops"] if op[0] == "T"]
    assert "栖" in texts and "摸到 千" in texts and not big_calls(app.frame(now + 0.5)["ops"]), texts


def test_two_taps_too_slow_for_a_double_tap_say_how_it_goes() -> None:
    """Smaller (133223): two taps ~0.6 s apart raised and put down the card with no hint why. The second
    says so (put down; tap twice quickly to play), twice a table at most; a quick double tap still plays."""
    for seed in range(1, 12):
        app, scr, now = table(seed=seed, actions=3)
        pl, view = ui(scr), scr.view()
        if (view.get("prompt") or {}).get("type") != "main":
            continue
        alone = [c for c in pl.hand(view) if pl.plays(view, [c])]
        if not alone:
            continue
        key = pl.card_key(alone[0])
        said = []
        for k in range(3):
            t = now + 1.0 + 3 * k
            app.frame(t)
            app.tap_at(*center(hit(app, f"card:{key}")), t)
            app.frame(t + 0.1)
            app.tap_at(*center(hit(app, f"card:{key}")), t + 0.7)
            st = app.frame(t + 0.8) and app.state()
            assert key not in scr.selected, (seed, k)
            said.append(st["toast"] == "点慢了，这张已放下 · 快速点两下可直接出牌")
        assert said == [True, True, False], said
        app.tap_at(*center(hit(app, f"card:{key}")), now + 11.0)
        app.frame(now + 11.1)
        app.tap_at(*center(hit(app, f"card:{key}")), now + 11.3)
        app.frame(now + 11.4)
        assert (scr.view().get("prompt") or {}).get("type") != "main" or scr.view().get("turn") != view.get("turn")
        return
    raise AssertionError("no seed with a card that plays alone at the player's first prompt")


def test_a_pass_round_is_said_both_ways_at_the_players_seat_and_read_before_the_next_move() -> None:
    """#4 (133713): on a phone a 花鸟风月 pass round's four log lines scrolled out of its two-line strip, the
    card that came said for about a second before the next move took its place. The player's seat says
    both ways in one call, and the next move waits PASS_HOLD_S for it."""
    for w, h in ((1366, 768), (390, 844)):
        app, scr, now = table(w, h, seed=2, actions=6)
        pl, me = ui(scr), scr.viewer or 0
        out = pl.hand(scr.view())[0]
        up, down = (me + 3) % 4, (me + 1) % 4
        pl.on_events([{"type": "pass", "from": me, "to": up, "card": out},
                      {"type": "pass", "from": down, "to": me, "card": {"id": 99, "face": "4"}},
                      {"type": "pass", "from": up, "to": (up + 3) % 4, "card": None},
                      {"type": "pass", "from": (up + 3) % 4, "to": down, "card": None}], now)
        said = pl.said[me][0]
        assert said == f"传牌：你 {pl.cards_text([out])}→{pl.name(up)} · {pl.name(down)} 万→你", said
        assert pl.hold_until >= now + PASS_HOLD_S


def test_the_players_perch_in_a_stall_says_the_run_in_its_call_alone_and_holds_a_beat() -> None:
    """Play-test 23 #1 (1532296_t3219): in a stall the call "无牌可出 · 栖 ×2 / 摸到 月" was drawn over "连栖 6 手，
    无人出牌 · 牌堆余 0" on one spot, both unreadable; #2: the forced turns went by between screenshots. The
    call says the run itself, no other line lies under it, and the next move waits OWN_HOLD_S."""
    app, scr, now = table(seed=2, actions=6)
    pl, me = ui(scr), scr.viewer or 0
    c: Any = scr.client  # another seat's turn now
    c.to_act, c.people_to_act = (lambda: ((me + 1) % 4,)), (lambda: ())
    for s in (1, 2, 3):
        pl.on_perch((me + s) % 4, None, now)  # a round of perches: the run's line is up
    assert pl.banners and pl.banners[-1][1] == "perch"
    pl.perched[me] = pl.qi_forced_turn = 7
    pl.on_perch(me, {"id": 17, "face": "3"}, now + 0.5)
    assert pl.hold_until >= now + 0.5 + OWN_HOLD_S * pl.hold_share()
    pl.on_perch((me + 1) % 4, None, now + 1.0)  # the next seat's perch while the call still shows
    texts = [str(op[3]) for op in app.frame(now + 1.2)["ops"] if op[0] == "T"]
    assert "无牌可出 · 栖" in texts, texts
    assert any(t.startswith("摸到 千 · 连栖 ") for t in texts), texts
    assert not [t for t in texts if t.startswith("连栖")], texts


def test_a_tiny_card_in_a_phones_chip_shows_its_glyph_in_bold_sans() -> None:
    """Play-test 23 #3 (1535482_pt613): the chip of the player's last play (你 · 歌) showed 十 as 卜: at 25 px a
    card's serif crossbar vanished. A card that narrow draws its glyph in bold sans."""
    _app, scr, _now = table(390, 844, seed=2)
    pl = ui(scr)
    dl = DisplayList()
    draw_spot(dl, Rect(8, 560, 119, 44), Spot("你 · 歌", [{"id": 5, "face": "1"}]), pl.face, False)
    glyphs = [op for op in dl.ops if op[0] == "T" and op[3] == pl.glyph("1")]
    assert glyphs and all(op[7] == "b" and op[8] == "a" for op in glyphs), glyphs


def test_a_phones_own_win_keeps_tap_for_the_result_off_the_gain() -> None:
    """Play-test 23 #5 (1536297_pwin03): on a phone "+12" rising over the player's strip lay on "点按看结算"."""
    app, scr, pl, _t, _over = song(6, 390, 844)  # (seed 6: 托管 goes out and wins)
    assert pl.moment is not None and (scr.view().get("result") or {}).get("winner") == scr.viewer
    ops = app.frame(pl.moment[1] + 2.0)["ops"]
    hint = next(op for op in ops if op[0] == "T" and op[3] == "点按看结算")
    gains = [op for op in ops if op[0] == "T" and str(op[3]).startswith("+")]
    assert gains and all(abs(float(op[2]) - float(hint[2])) > 24 for op in gains), (hint[:5], [g[:5] for g in gains])


def test_the_players_perch_pill_stays_readable_through_its_own_life() -> None:
    """After the large call, the pill "你 栖：摸到 千" faded out at 2 s (the default callout's life) while its 3 s
    kept the spot's label quiet: for a second the player's spot said nothing (browser, 1366x768 seed 5)."""
    app, scr, now = table(seed=2, actions=6)
    pl, me = ui(scr), scr.viewer or 0
    c: Any = scr.client
    c.to_act, c.people_to_act = (lambda: ((me + 1) % 4,)), (lambda: ())
    pl.perched[me] = 999
    pl.on_perch(me, {"id": 17, "face": "3"}, now)
    ops = app.frame(now + 2.5)["ops"]
    i = next(k for k, op in enumerate(ops) if op[0] == "T" and op[3] == "你 栖：摸到 千")
    alpha = next(float(op[1]) for op in reversed(ops[:i]) if op[0] == "A")
    assert alpha > 0.9, alpha
