"""花鸟风月's moves that happen by themselves are seen where they happen: a 栖 (forced or not)
calls "栖 · 摸一张" at its seat (play-test: a drawing stretch went by with only the log saying
so), and a song that ends on an empty pile says so, a beat before the win or loss."""

from __future__ import annotations

from test_huaniao_table import table, ui

from pygame_core.ui.app import App
from pygame_core.ui.games.huaniao_seats import SAY_S
from pygame_core.ui.games.huaniao_show import RIBBON
from pygame_core.ui.games.huaniao_win import how_line, points_line, win_cards


def texts(app: App) -> str:
    return " ".join(str(op[3]) for op in app.dl.ops if op[0] == "T")


def test_a_perch_is_called_at_its_seat() -> None:
    app, scr, now = table()
    p = ui(scr)
    other = next(s for s in range(4) if s != scr.viewer)
    p.on_events([{"type": "draw", "seat": other, "why": "qi", "card": {"id": 5}}], now)
    app.frame(now + 0.3)
    said = p.tx("qi_said")
    assert said in texts(app)
    assert p.animating(now + 0.3)  # frames go on while it shows
    app.frame(now + SAY_S + 0.2)
    assert said not in texts(app)  # a glance, then gone


def test_a_song_ending_on_an_empty_pile_says_so_before_the_win() -> None:
    app, scr, now = table()
    p = ui(scr)
    other = next(s for s in range(4) if s != scr.viewer)
    p.on_events([{"type": "song_end", "reason": "pile", "hands": []},
                 {"type": "winner", "seat": other, "how": "points"}], now)
    assert p.banners and p.banners[-1][0] == p.tx("pile_out")
    assert p.moment is not None and p.moment[1] >= now + p.PILE_BEAT  # the beat comes first
    assert p.busy(now + 0.5)  # the table waits for it


def test_the_win_shows_the_winning_cards_and_the_points_that_decided_it() -> None:
    res = {"winner": 2, "how": "points", "points": [3, 8, 0, 6],
           "hands": [[], [], [{"id": 1, "face": "B"}, {"id": 2, "face": "B"}], []]}
    assert win_cards(res, {2: [{"id": 9, "face": "4"}]}) == res["hands"][2]
    assert win_cards({**res, "how": "out"}, {2: [{"id": 9, "face": "4"}]}) == [{"id": 9, "face": "4"}]
    assert points_line(res, "zh-Hans", lambda s: f"电脑{s}") == "电脑2 0点 · 电脑0 3点 · 电脑3 6点 · 电脑1 8点"
    for seed in range(1, 12):  # through the table: a whole hand, then its moment and its sheet
        app, scr, now = table(seed=seed, actions=10_000)  # plays to the sheet
        p = ui(scr)
        got = scr.view().get("result") or {}
        if got.get("how") not in ("points", "out") or p.moment is None or \
                (got.get("how") == "points" and p.own_win(int(got["winner"]))):  # (its hand at the foot: pt32 #5)
            continue
        p.poem_skipped = False
        app.frame(p.moment[1] + 1.5)
        words = texts(app)
        cards = win_cards(got, p.last_play)
        ops = app.dl.ops
        ribbon = max(i for i, op in enumerate(ops) if op[0] == "R" and op[6] in RIBBON.values())
        over = [str(op[3]) for op in ops[ribbon:] if op[0] == "T"]  # drawn over the dimmed table
        assert cards and all(over.count(p.glyph(c["face"])) >= 1 for c in cards), (cards, over)
        if got["how"] == "points":
            assert points_line(got, "zh-Hans", scr.seat_name) in words
        return
    raise AssertionError("no deal ended on points or by playing out")


def test_a_banner_does_not_hold_the_viewers_own_wait_window() -> None:
    """After the player's dance, its banner is read while 且慢's window runs (it held it 1.2 s more)."""
    for seed in range(1, 30):
        app, scr, now = table(seed=seed)
        me = scr.viewer or 0
        dances = [a for a in scr.client.legal(me) if a.get("op") == "wu" and a.get("kind") == "moon"]
        if (app.state().get("prompt") or {}).get("type") != "main" or not dances:
            continue
        scr.submit(dances[0], now)
        p = ui(scr)
        if (p.prompt(scr.view()).get("type")) != "target":
            continue
        scr.submit({"a": "target", "seat": (me + 1) % 4}, now)
        if p.prompt(scr.view()).get("type") != "commit":
            continue
        p.banner("舞，月照", "dance", now)
        assert not p.busy(now + 0.1)
        return
    raise AssertionError("no deal with a moon for the viewer to dance")


def test_a_tie_on_points_says_in_words_how_it_was_broken() -> None:
    """Play-test 2, L39: three seats on 5 points, the sheet said only "同分比牌类"."""
    hands = [[{"id": 1, "face": "Y"}], [{"id": 2, "face": "2"}, {"id": 3, "face": "3"}],
             [{"id": 4, "face": "1"}, {"id": 5, "face": "1"}, {"id": 6, "face": "2"}, {"id": 7, "face": "F"}],
             [{"id": 8, "face": "2"}, {"id": 9, "face": "3"}]]
    res = {"winner": 0, "how": "class", "points": [5, 5, 9, 5], "hands": hands}
    line = how_line(res, "zh-Hans", lambda s: ["你", "电脑1", "电脑2", "电脑3"][s])
    assert line == "同分：你、电脑1、电脑3 各 5 点 · 手里有功能牌者胜", line
    birds = {**res, "winner": 1, "points": [6, 0, 9, 0], "hands": [hands[0], [{"id": 2, "face": "1"}],
                                                                  hands[2], [{"id": 10, "face": "B"}]]}
    assert "有数量牌者胜" in how_line(birds, "zh-Hans", str)
    assert "function card" in how_line(res, "en", str)


def test_a_dance_that_empties_the_pile_gets_its_call_then_the_pile_beat() -> None:
    """Play-test 2, P28: a bot's 雀舞满山 drew the pile dry; the song's end was never said before the
    win covered the table. The dance is called, its cards land, then "牌堆摸完", then the win."""
    app, scr, now = table()
    p = ui(scr)
    other = next(s for s in range(4) if s != scr.viewer)
    dance = [{"id": 90 + i, "face": "B"} for i in range(6)]
    draws = [{"type": "draw", "seat": s, "card": {"id": 70 + k}} for k, s in enumerate([0, 1, 2, 3] * 3)]
    p.on_events([{"type": "play", "seat": other, "op": "wu", "kind": "queyu", "cards": dance}, *draws,
                 {"type": "song_end", "reason": "pile", "hands": []},
                 {"type": "winner", "seat": other, "how": "points"}], now)
    last = now + 0.4 + 0.1 * (len(draws) - 1)  # the last draw leaves
    app.frame(now + 0.3)
    assert "雀舞满山" in texts(app) and p.tx("pile_out") not in texts(app)
    begin = next(b[2] for b in p.banners if b[0] == p.tx("pile_out"))
    assert begin >= last
    app.frame(begin + 0.5)
    assert p.tx("pile_out") in texts(app)
    assert p.moment is not None and p.moment[1] >= begin + p.PILE_BEAT


def test_a_pile_end_going_to_a_showdown_still_says_the_pile_ran_out() -> None:
    app, scr, now = table()
    p = ui(scr)
    p.on_events([{"type": "song_end", "reason": "pile", "hands": []},
                 {"type": "showdown", "entrants": [0, 1, 2, 3]}], now)
    app.frame(now + 0.6)
    assert p.tx("pile_out") in texts(app)
