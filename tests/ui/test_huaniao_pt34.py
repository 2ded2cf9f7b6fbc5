"""花鸟风月 play-test 34 (FIXERS session 32): #1 the 花鸟风月 pass owed on another seat's turn (094650-h2-t4:
it came while a bot played and went unseen till 6 s were left; 094701-h2-t5: the lowest card went); #2 the
showdown's end (094827-h2-end0..end2: banners over its panel, "You wins!" on 散牌 10 against "fewest points"); #3
older plays step back; #5 English on the tune track and a dance's button."""

from __future__ import annotations

from typing import Any

from test_huaniao_table import table, ui
from test_huaniao_timeout import to_gift
from test_huaniao_trust import mine, tap, timed_table
from ui_driver import next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App
from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.huaniao_center import OWED_HOLD_S
from pygame_core.ui.games.huaniao_hints import play_button
from pygame_core.ui.games.huaniao_plays import OLD_ALPHA, Spot, draw_spot
from pygame_core.ui.games.huaniao_win import how_line
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_screen import TableScreen

OWED = (3, 11)  # deals where a bot's 花鸟风月 asks the player for a pass


def owed_pass(seed: int, w: int = 1366, h: int = 844, kind: str = "pass") -> tuple[App, TableScreen, float]:
    """Random taps until a pass (or a limit discard with a choice) the player owes on a bot's turn."""
    app = timed_table(seed)
    app.handle({"t": "resize", "w": w, "h": h}, 0.05)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    rng, now = SplitMix64(seed), 1.0
    for _ in range(3000):
        app.frame(now)
        st = app.state()
        assert not (st.get("over") or st.get("end_shown")), "the song ended before a pass"
        if mine(st, kind) and scr.view().get("active") != 0 and \
                scr.plugin.auto_answer(scr.view(), scr.client.legal(0)) is None:  # type: ignore[attr-defined]
            return app, scr, now
        hid = next_tap(st, rng)
        if hid is not None and any(x["id"] == hid for x in st["hits"]):
            tap(app, hid, now)
        now += 0.3
    raise AssertionError("no pass owed")


def texts(app: App) -> list[str]:
    return [str(op[3]) for op in app.dl.ops if op and op[0] == "T"]


def test_a_pass_owed_on_a_bots_turn_dims_the_table_and_is_called_by_the_bar() -> None:
    for seed in OWED:
        for w, h in ((1366, 768), (390, 844)):
            app, scr, now = owed_pass(seed, w, h)
            app.frame(now + 0.5)
            by = scr.plugin.name(scr.view()["active"])
            called = [t for t in texts(app) if t.startswith(f"{by} 舞花鸟风月 · 轮到你：选一张传给")]
            assert called, (seed, w, texts(app))
            veil: list[Any] = [op for op in app.dl.ops if op and op[0] == "R" and "rgba(10,8,6,0.5)" in op]
            assert veil, (seed, w)
            # its pass made, nothing is owed: the call and the veil go
            hid = next(x["id"] for x in app.state()["hits"] if x["id"].startswith("card:"))
            tap(app, hid, now + 1.0)
            app.frame(now + 2.0)
            tap(app, "btn:pass", now + 2.5)
            app.frame(now + 2.6)
            assert not mine(app.state(), "pass")
            assert not any("轮到你：选一张传给" in t for t in texts(app))


def test_an_owed_choices_clock_starts_once_its_call_has_been_read() -> None:
    """The rules' 15 s stay (lead, session 32), and the player gets them: the clock stands while the call is
    first read (OWED_HOLD_S), then runs."""
    for seed in OWED:
        app, scr, now = owed_pass(seed)
        full = scr.client.remaining(0)
        assert full is not None
        t = now
        while scr.plugin.moving(t):  # type: ignore[attr-defined]  # (what it is about lands first)
            t += 0.1
            app.frame(t)
        now = t
        while t < now + OWED_HOLD_S - 0.3:
            t += 0.2
            app.frame(t)
        left = scr.client.remaining(0)
        assert left is not None and left >= full - 0.35, (seed, full, left)
        for _ in range(40):
            t += 0.2
            app.frame(t)
        left = scr.client.remaining(0)
        assert left is not None and left < full - 4, (seed, full, left)


def test_the_lucky_breezes_three_picks_get_the_read_too() -> None:
    """FIXERS session 31 (15 s tight for 凉风有幸's three picks): its clock also waits OWED_HOLD_S once its
    dance has landed (seed 1's first turn: 风风 in hand)."""
    app, scr, now = to_gift()
    while scr.plugin.moving(now):  # type: ignore[attr-defined]
        now += 0.1
        app.frame(now)
    start = scr.client.remaining(0)
    for _ in range(int(OWED_HOLD_S * 10) - 3):
        now += 0.1
        app.frame(now)
    left = scr.client.remaining(0)
    assert start is not None and left is not None and left >= start - 0.35, (start, left)


def test_a_limit_discard_owed_on_a_bots_turn_is_called_too() -> None:
    """The same for a limit discard with a choice after another seat's draws (a 雀舞满山: 15 s, unseen)."""
    app, _scr, now = owed_pass(28, kind="discard")
    app.frame(now + 0.5)
    assert any(t.startswith("手牌超限 · 轮到你：选") for t in texts(app)), texts(app)
    assert any(op[0] == "R" and "rgba(10,8,6,0.5)" in op for op in app.dl.ops)


def test_a_card_raised_before_the_pass_came_is_the_pass() -> None:
    """A card the player raised while the bot played stays raised at the pass it makes (the new prompt
    cleared it, and the clock then passed the lowest card)."""
    app, scr, now = owed_pass(OWED[0])
    p: Any = scr.plugin
    view = scr.view()
    hand = p.hand(view)
    pick = str(max(hand, key=lambda c: c["id"])["id"])  # (the rules' default is the lowest id)
    p._prompt_at = None  # (as it stood before the pass came: another prompt's)
    scr.selected = [pick]
    p.new_prompt(view)
    assert scr.selected == [pick]
    assert p.deadline_action(view) == {"a": "pass", "card": int(pick)}
    scr.selected = [pick, str(hand[0]["id"])]  # two raised: no pass of one; the prompt starts clean
    p._prompt_at = None
    p.new_prompt(view)
    assert scr.selected == []


def test_the_showdowns_panel_stands_alone_and_says_why_its_winner_won() -> None:
    """No banner over the panel (the pile's went first, the panel's lines are not said again across the
    table), and the winner's line says the showdown's rule: points count up there ("You win", not
    "You wins!")."""
    app, scr, now = table(seed=3, lang="en")
    pl, me = ui(scr), scr.viewer or 0
    app.frame(now)
    lay = scr.lay
    assert lay is not None
    rnd = {"hands": {str(s): [{"id": 5 + s, "face": "B"}, {"id": 16 + s, "face": "1"}, {"id": 24 + s, "face": "2"},
                              {"id": 40 + s, "face": "4"}] for s in range(4)}, "priority": {str(s): 5 for s in range(4)}}
    sd = {"entrants": [0, 1, 2, 3], "order": [0, 1, 2, 3], "round": 1, "called": [0, 1, 2, 3], "rounds": [rnd],
          "cum": {str(s): 10 if s == me else 7 + s % 2 for s in range(4)}}
    res = {"winner": me, "how": "showdown", "points": [4, 2, 2, 9], "hands": [[], [], [], []]}
    over = {**scr.view(), "phase": "over", "showdown": sd, "result": res}
    pl.reveal_at, pl.end_beat = now, now - 1
    dl = DisplayList()
    pl.draw_center(dl, lay.center, over, now + 3)
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    line = "You win: Loose cards all round, 10 points the most (the showdown counts points up)"
    assert line in said and not any("You wins" in t for t in said), said
    assert how_line(res, "en", scr.plugin.name, sd) == line
    pl.banners = [("The pile is empty: the song ends", "season", now + 2.5)]
    dl = DisplayList()
    pl.draw_overlay(dl, 1366, 768, now + 3, over)
    assert not any("pile is empty" in str(op[3]) for op in dl.ops if op[0] == "T")
    pl.on_events([{"type": "showdown", "entrants": [0, 1, 2, 3]}], now + 4)
    assert all(style != "showdown" for _t, style, _s in pl.banners)


def test_older_plays_step_back_and_the_newest_stands_in_full() -> None:
    """#3 (094258-t7: four seats' phrases at one size, the newest marked by a 2 px frame): an older play's
    cards are faded and, where large, smaller; the newest's are not."""
    room = Rect(0, 0, 300, 150)
    cards = [{"id": 16, "face": "1"}, {"id": 24, "face": "2"}]
    _app, scr, _now = table(seed=3)
    face = scr.plugin.face
    new_dl, old_dl = DisplayList(), DisplayList()
    new = draw_spot(new_dl, room, Spot("电脑1 · 诵", cards, True), face, False)
    old = draw_spot(old_dl, room, Spot("电脑2 · 诵", cards, False), face, False)
    assert ["A", OLD_ALPHA] in old_dl.ops and ["A", OLD_ALPHA] not in new_dl.ops
    assert old.h < new.h * 0.9


def test_english_says_the_tune_tracks_notes_and_a_dance_button_takes_two_lines() -> None:
    """#5 (094535-en-table: the circles 鸟 十 百 千 万 under "Tune: bird"; 094542-h2-sel1: "Flower, bird, wind,
    moon" barely fit its 168 px button)."""
    app, scr, now = table(seed=3, lang="en")
    app.frame(now + 0.1)
    sc = scr.plugin.spots["scale"]
    inside = [str(op[3]) for op in app.dl.ops if op[0] == "T" and sc.x <= float(op[1]) <= sc.r
              and sc.y <= float(op[2]) <= sc.b]
    assert all(n in inside for n in ("bird", "10", "100", "1000", "10k")), inside
    assert not any(g in inside for g in ("鸟", "十", "百", "千", "万")), inside
    assert play_button("Flower, bird, wind, moon", {"a": "op", "op": "wu"}, "en", 168) == \
        ("Dance", "Flower, bird, wind, moon")
    assert play_button("Sing ten", {"a": "op", "op": "ge"}, "en", 168) == ("Sing ten", "")


def test_a_small_plays_points_lie_under_its_glyph_not_on_it() -> None:
    """#4 (095256-ph2-t1: on a phone "2点" ran into a 33x48 百): the glyph takes the part above the points."""
    _app, scr, _now = table(390, 844, seed=3)
    cards = [{"id": 16, "face": "1"}, {"id": 24, "face": "2"}, {"id": 32, "face": "3"}]
    for room in (Rect(0, 0, 130, 80), Rect(0, 0, 160, 90), Rect(0, 0, 200, 110)):
        dl = DisplayList()
        lie = draw_spot(dl, room, Spot("电脑2 · 诵", cards, False), scr.plugin.face, False)
        assert lie.h < 80, lie
        glyph = next(op for op in dl.ops if op[0] == "T" and op[3] == "百")
        pts = next(op for op in dl.ops if op[0] == "T" and op[3] == "2点")
        assert float(glyph[2]) + float(glyph[4]) * 0.5 <= float(pts[2]) - float(pts[4]) * 0.5 + 0.5, (room, glyph, pts)


def test_a_phones_showdown_winner_line_lies_under_its_rows() -> None:
    """#2 on a phone in English: the winner's line squeezed to one 13 px line over 550 px of words, and
    when it took two lines it lay over the last row: under the rows, two lines or one smaller."""
    app, scr, now = table(390, 844, seed=3, lang="en")
    pl, me = ui(scr), scr.viewer or 0
    app.frame(now)
    lay = scr.lay
    assert lay is not None
    rnd = {"hands": {str(s): [{"id": 5 + s, "face": "B"}, {"id": 16 + s, "face": "1"}, {"id": 24 + s, "face": "2"},
                              {"id": 40 + s, "face": "4"}] for s in range(4)}, "priority": {str(s): 5 for s in range(4)}}
    sd = {"entrants": [0, 1, 2, 3], "order": [0, 1, 2, 3], "round": 1, "called": [0, 1, 2, 3], "rounds": [rnd],
          "cum": {str(s): 10 if s == (me + 1) % 4 else 7 for s in range(4)}}
    hands = [[{"id": 16 + s, "face": "1"}] for s in range(4)]
    pl.end_hands, pl.reveal_at, pl.end_beat = hands, now, now - 1
    over = {**scr.view(), "phase": "over", "showdown": sd,
            "result": {"winner": (me + 1) % 4, "how": "showdown", "points": [1, 1, 1, 1], "hands": hands}}
    dl = DisplayList()
    pl.draw_center(dl, lay.center, over, now + 3)
    rows = [op for op in dl.ops if op[0] == "R" and op[6] in ("rgba(244,236,220,0.12)", "rgba(232,190,100,0.28)")]
    foot = max(float(op[2]) + float(op[4]) for op in rows)
    said = [op for op in dl.ops if op[0] == "T" and "wins: Loose cards all round" in str(op[3])]
    assert said, [op[3] for op in dl.ops if op[0] == "T"]
    assert all(float(op[2]) - float(op[4]) * 0.5 >= foot - 0.5 for op in said), (foot, said)
    assert all(text_width(str(op[3]), float(op[4])) <= float(op[9]) + 0.5 for op in said), said  # (not squeezed)


def test_a_limit_discard_picked_in_part_says_whats_missing_and_sends_the_picks() -> None:
    """Play-test 35 #1 (121054-b, 121100-disc: the button came only with the last pick; the clock then sent
    the rules' default over the picks): its cell says 再选 k 张, and the deadline tops the picks up."""
    app, scr, now = owed_pass(59, kind="discard")  # (seed 59: 须弃 4, one bird raised by the rules' order)
    app.frame(now + 0.5)
    p: Any = scr.plugin
    view = scr.view()
    n = int(view["prompt"]["count"])
    ways = [a for a in scr.client.legal(0) if a.get("a") == "discard"]
    keys = list(scr.selected)
    extra = next(i for a in ways for i in a["cards"] if str(i) not in keys and
                 all(int(k) in a["cards"] for k in keys))
    scr.selected = [*keys, str(extra)]
    picked = {int(k) for k in scr.selected}
    assert 0 < len(picked) < n, (picked, n)
    btn = next(b for b in p.buttons(view, p._selected(view)) if b.id == "discard")
    assert not btn.enabled and btn.label == f"再选 {n - len(picked)} 张", btn.label
    sent = p.deadline_action(view)
    assert sent is not None and sent["a"] == "discard" and picked <= set(sent["cards"]), (picked, sent)
    assert sent in ways
