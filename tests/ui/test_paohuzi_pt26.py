"""跑胡子 table, session 28 (play-test 26's list)."""

from __future__ import annotations

from typing import Any

from test_paohuzi_table import _to_discard, center, started

from pygame_core.ui.games.paohuzi.moment_part import PEEK_S, PROMPT_FACE
from pygame_core.ui.games.paohuzi.moments import SPLASH
from pygame_core.ui.games.paohuzi.winface import FIRST_S
from pygame_core.ui.geom import Rect


def test_an_opened_win_panel_holds_the_clock_and_closes_itself() -> None:
    """Play-test 26 #1 (0156-0163: a 血流 winner's hand panel stayed over the table while play went on,
    the player's discard clock ran out under it): a locked hand opened by a tap stands the table still
    (bots and clocks) and closes itself after a readable beat."""
    app = started(390, 844, 1, timers=True)
    t: Any = app.screen
    sp, c, me = t.plugin, t.client, t.viewer
    now, hits = 0.3, {}
    for _ in range(6000):
        now += 0.1
        app.frame(now)
        if me in c.people_to_act():
            legal = c.legal(me)
            t.submit(next((x for x in legal if x.get("a") == "pass"), legal[0]), now)
            continue
        hits = {h["id"]: h for h in app.state()["hits"] if h["id"].startswith("pz:peek:")}
        if hits and sp.moments.current(now) is None and not sp.moments.faces_at(now):
            break
    assert hits, "no locked hand to open"
    assert not sp.busy(now)
    app.tap_at(*center(next(iter(hits.values()))), now + 0.05)
    assert sp.peek is not None and sp.busy(now + 0.05)
    ply, rem, opened = c.ply(), c.remaining(me), now
    for _ in range(int(PEEK_S * 10) + 5):
        now += 0.1
        app.frame(now)
        if sp.peek is None:
            break
        assert c.ply() == ply and c.remaining(me) == rem   # nothing played under it, no clock ran
    assert sp.peek is None and now - opened <= PEEK_S + 0.2


def test_a_win_panel_over_the_players_prompt_goes_after_a_beat() -> None:
    """Play-test 26 #1: while the player is asked, a win's hand face up shows PROMPT_FACE, and the
    player's own win panel goes past its splash by itself; neither stays over the prompt."""
    app = started(390, 844, 11)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    now = _to_discard(app, 0.3)
    bot = (app.screen.viewer + 1) % 3  # type: ignore[attr-defined]
    sp.moments.toast(now, 0, FIRST_S, bot, FIRST_S)
    app.frame(now + 0.1)
    assert sp.moments.faces_at(now + 0.1)
    app.frame(now + PROMPT_FACE + 0.1)
    assert not sp.moments.faces_at(now + PROMPT_FACE + 0.1)
    now += PROMPT_FACE + 0.2
    app.frame(now)
    sp.moments.add(now, 0, None)
    app.frame(now + 0.1)
    assert sp.moments.current(now + 0.1) is not None
    app.frame(now + SPLASH + PROMPT_FACE + 0.1)
    assert sp.moments.current(now + SPLASH + PROMPT_FACE + 0.1) is None


def test_a_phones_counter_strip_counts_the_hands_kinds_large() -> None:
    """Play-test 26 #2 (the phone's 记牌器 strip: 29 kinds at ~10 px): the strip counts the kinds that
    matter (the hand's, pairs first, and the wild) with 19 px glyphs and 16 px counts, and 全部 opens
    every kind large; nothing in the strip or the panel under 13 px."""
    app = started(390, 844, 5)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    sp.show_counter = True
    app.frame(now + 0.1)
    strip = Rect(*next(h for h in app.state()["hits"] if h["id"] == "pz:counter")["rect"])
    inside = [op for op in app.dl.ops if op[0] == "T" and strip.contains(op[1], op[2])]
    assert inside and all(float(op[4]) >= 13 for op in inside), sorted({float(op[4]) for op in inside})
    view = sp.table.view()
    hand = {c for c in view["seats"][view["seat"]]["hand"] if c != "*"}
    counts = [op for op in inside if str(op[3]).isdigit()]
    assert len(counts) >= min(6, len(hand)) and all(float(op[4]) >= 16 for op in counts), counts
    glyphs = {str(op[3]) for op in inside}
    assert "王" in glyphs and "全部" in glyphs
    assert len(glyphs & {sp.glyph(c) for c in hand}) >= min(5, len(hand)), (glyphs, hand)
    app.tap_at(*center(next(h for h in app.state()["hits"] if h["id"] == "pz:counter")), now + 0.2)
    app.frame(now + 0.3)
    big = Rect(*next(h for h in reversed(app.state()["hits"]) if h["id"] == "pz:counter")["rect"])
    assert big.h > strip.h * 1.8
    first = max(i for i, op in enumerate(app.dl.ops) if op[0] == "T" and str(op[3]).startswith("记牌器"))
    said = [op for op in app.dl.ops[first:] if op[0] == "T" and big.contains(op[1], op[2])]   # (over the part)
    assert len([op for op in said if str(op[3]).isdigit()]) == 29
    assert all(float(op[4]) >= 13 for op in said), sorted({(float(op[4]), str(op[3])) for op in said})[:4]
