"""跑胡子 table after play-test 12 (session 20): a phone's answers where the thumb is, ..."""

from __future__ import annotations

from typing import Any

from test_paohuzi_table import _free_card, _to_discard, center, started

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.paohuzi.moments import SOLID
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import GAP

TOOLS = ("btn:sort", "btn:hints", "btn:counter")
CALLOUT_FILLS = ("rgba(20,16,12,0.88)", "rgba(20,16,12,0.9)", SOLID)


def callout_boxes(dl: DisplayList) -> list[Rect]:
    """The callouts drawn at seats, once each: a call's or a win's box, a bot's seal (seal.py)."""
    out: list[Rect] = []
    for op in dl.ops:
        if op[0] == "R" and op[6] in CALLOUT_FILLS and Rect(*op[1:5]) not in out:
            out.append(Rect(*op[1:5]))
    return out


def _hits(app: Any) -> dict[str, Rect]:
    """The hit areas, a bar button's as drawn (its tap area takes up to GAP / 2 of the gaps round it:
    table_bar.reaches)."""
    return {h["id"]: Rect(*h["rect"]).inset(GAP / 2 if h["id"].startswith("btn:") else 0.0) for h in app.state()["hits"]}


def _at(r: Rect) -> tuple[float, float]:
    return r.cx, r.cy


def test_a_phones_answers_sit_in_the_row_just_above_the_hand() -> None:
    """Play-test 12 (160/183/189): on a phone 过/碰/胡 and 打出 popped up over the felt, ~150 px over the
    hand, "a long thumb reach". They take the bar's own row just above the hand, where the tools
    (听牌, 记牌) are between prompts; one 吃 among them, a 2nd and 3rd above. Nothing moves: the hand
    and the bar keep their place, and the tools come back once the answer is given."""
    app = started(390, 844, 5)
    app.frame(0.3)
    lay = app.screen.lay  # type: ignore[attr-defined]
    bar, hand = lay.buttons, lay.hand
    now, claims, idle = 0.3, 0, 0
    for _ in range(600):
        now += 0.5
        app.frame(now)
        st = app.state()
        hits = _hits(app)
        asked = st.get("viewer") in st.get("people_to_act", []) and "pz:moment" not in hits
        if asked and "btn:pass" in hits:
            claims += 1
            answers = [r for k, r in hits.items() if k.startswith(("btn:pass", "btn:peng", "btn:hu", "btn:chi0"))]
            assert all(r.inside(bar.inset(-1)) for r in answers), (answers, bar)
            assert not any(k in hits for k in TOOLS), "the tools give the answers their row"
            assert bar.b <= hand.y + 12 and app.screen.lay.hand == hand  # type: ignore[attr-defined]
            app.tap_at(*_at(hits["btn:pass"]), now)
        elif not asked and "pz:moment" not in hits and claims:   # the tools back in their row
            assert "btn:hints" in hits and hits["btn:hints"].inside(bar.inset(-1)), hits.keys()
            idle += 1
        elif asked and st.get("phase") == "discard":
            card = _free_card(app)
            app.tap_at(*center(card), now)
            app.frame(now + 0.05)
            hits = _hits(app)
            assert hits["btn:discard"].inside(bar.inset(-1)) and hits["btn:move"].inside(bar.inset(-1))
            assert "btn:hints" not in hits
            app.tap_at(*_at(hits["btn:discard"]), now + 0.5)
        if claims >= 3 and idle:
            break
    assert claims >= 3 and idle


def test_a_laptops_bar_keeps_its_tools_beside_the_answers() -> None:
    """A laptop's bar has room for both: its tools stay while a claim shows."""
    app = started(1366, 768, 5)
    now = _to_discard(app, 0.3)
    app.tap_at(*center(_free_card(app)), now)
    app.frame(now + 0.05)
    hits = _hits(app)
    assert "btn:discard" in hits and "btn:hints" in hits


def test_a_laptops_own_call_keeps_off_the_waits_line() -> None:
    """Play-test 13, 050: after the player's 吃 the callout "吃 百佰佰 你" lay in the bar's middle, over
    the 听牌 line "暂未听牌 · 建议打亿" just when the next discard is chosen. It lies over the player's
    discards beside the hand, as a phone's does."""
    app = started(1366, 768, 5)
    now = _to_discard(app, 0.3)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = sp.table.viewer
    sp.show_hints = True
    app.frame(now + 0.1)
    x, y = sp._mark(me)
    assert sp._sides[1].contains(x, y), (x, y, sp._sides)
    call = Rect(x - 90, y - 40, 180, 80)   # a call's box, at its widest (三 cards beside the word)
    hints = sp.drawn.get("hints")
    assert hints is not None and not call.intersects(hints), (call, hints)
    assert not call.intersects(app.screen.lay.buttons)  # type: ignore[attr-defined]


def test_a_flow_wins_panel_names_every_mingtang() -> None:
    """Play-test 13, 086: a bot's win panel cut its 名堂 with … ("…二八佳人×32 四七红…"). The score and
    the 名堂 take a line each when one is too short for both."""
    from test_paohuzi_pt10 import _texts, _win
    from test_paohuzi_table import _speaker

    from pygame_core.ui.games.paohuzi.winface import draw_face

    rec = _win(1, [-100_000, 200_000, -100_000])
    names = ["百宝箱", "千里马", "百财聚来", "一掷千金", "二八佳人", "四七红"]
    rec["fans"] = [{"name": n, "value": 4} for n in names]
    rec.update(tun=2, fan_value=1_048_576, bowl_mult=8, uncapped=16_777_216, capped=True, final=100_000)
    sp = _speaker()
    for w in (1366.0, 390.0):
        dl = DisplayList()
        draw_face(dl, sp, w, 0, 768, 300, 0.5, rec, 1, 0)
        said = " ".join(_texts(dl))
        assert all(f"{n}×4" in said for n in names) and "…" not in said, (w, said)


def test_a_bots_win_on_the_players_own_card_is_never_quick() -> None:
    """Play-test 13, 102: a locked bot's third win, on the card the player had turned up and waited on,
    showed 0.9 s and was learnt from the log. A win on the viewer's own card shows as long as a
    seat's second; other later wins stay quick."""
    from test_paohuzi_pt10 import _win

    from pygame_core.ui.games.paohuzi.winface import FACE_S, LATER_S, face_hold

    pay = [-8, 16, -8]
    recs = [_win(1, pay) for _ in range(3)]
    # (stamps at its seat after play-test 16 #3, face up again after 19 #3: they flashed by unread)
    # (pt38 #2: a bot's later wins light, on the player's card too: its 胡 at the seat, the callout with
    # "你 -N" and the standing line under the card say what it cost; the player's own later ones face up)
    assert face_hold(recs, 2, 0) == 0.0   # its own draw (自摸)
    recs[2].update(how="other", src=0)
    assert face_hold(recs, 2, 0) == 0.0 and face_hold(recs, 2, 1) == LATER_S < FACE_S


def test_a_raised_card_goes_when_the_discards_clock_runs_out() -> None:
    """Play-test 13, 245/251: with 四 raised (打出 四 on show) the clock ran out and the rules' pick, the
    hint's card, went instead. The raised card goes, as the player's own choice would."""
    app = started(390, 844, 11, dpr=1, timers=True)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    table: Any = app.screen
    me = table.viewer
    now = 0.3
    for _ in range(400):   # claims answered at once, until the player's discard is due
        now += 0.25
        app.frame(now)
        st = app.state()
        hits = _hits(app)
        if me in st.get("people_to_act", []) and "pz:moment" not in hits:
            if st.get("phase") == "discard":
                break
            if "btn:pass" in hits:
                app.tap_at(*_at(hits["btn:pass"]), now)
    view = table.view()
    best = table.client.hint(me)
    codes = {a["card"] for a in table.client.legal(me) if a["a"] == "discard"}
    card = next(c for c in sp.hand(view) if c["code"] in codes and c["code"] != (best or {}).get("card"))
    table.selected = [sp.card_key(card)]
    river = len(view["seats"][me]["river"])
    for _ in range(400):   # no tap: the clock runs out
        now += 0.1
        app.frame(now)
        if len(table.view()["seats"][me]["river"]) > river or table.view()["seats"][me].get("melds") is None:
            break
    assert table.view()["seats"][me]["river"][-1:] == [card["code"]] or \
        table.client.master.hand.actions[-1] == (me, {"a": "discard", "card": card["code"]}), table.view()["seats"][me]


def test_a_bot_dealers_first_discard_comes_one_delay_after_its_shown_card() -> None:
    """Play-test 13, 033/034: seconds of 等待各家表态… at the deal. A bot dealer's 过 to its own 天胡 check
    (asked even when it cannot win, so the prompt tells nothing) waited a whole bot delay before its
    first discard waited another: that 过 goes in a blink, the discard keeps the speed chosen."""
    from pygame_core.ui.app import App, MemoryStorage
    from pygame_core.ui.games.paohuzi.pace import QUICK_S
    from pygame_core.ui.screen import BOT_DELAY

    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update(speed="normal", game="paohuzi", tour_off=True, fixed_seed=2)
    app.handle({"t": "resize", "w": 1366, "h": 768, "dpr": 1}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    table: Any = app.screen
    master = table.client.master
    now, seen = 0.1, 0
    times: list[tuple[float, int, str]] = []
    while now < 8 and len(times) < 2:
        app.frame(now)
        times += [(now, s, a["a"]) for s, a in master.hand.actions[seen:]]
        seen = len(master.hand.actions)
        now += 1 / 30
    (t0, s0, a0), (t1, s1, a1) = times[:2]
    assert s0 == s1 == table.view()["dealer"] != table.viewer and (a0, a1) == ("pass", "discard"), times
    assert t1 - t0 >= BOT_DELAY["normal"] - 0.05   # the discard: read at the speed chosen
    assert t0 <= 1.0 * 2.0 + 0.1 + QUICK_S + 0.2, times   # the 亮张 (~2 s), then the 过 at once


def test_a_bots_call_and_bowl_leave_its_name_and_scores_in_view() -> None:
    """Play-test 13 (041/065/209/248): "吃 一壹壹 电脑1" and "聚宝盆 ×8" lay as boxes over the whole
    plate, its name, 胡息 and 分 hidden while they showed. As the apps show a call, it is a big word in
    a seal over the seat's face, the rest of the plate in view; at both sizes."""
    from pygame_core.ui.table_seats import seat_face

    for w, h in ((1366, 768), (390, 844)):
        app = started(w, h, 5)
        app.frame(20.0)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        lay = app.screen.lay  # type: ignore[attr-defined]
        me = sp.table.viewer
        a, b = (me + 1) % 3, (me + 2) % 3
        sp.on_events([{"type": "peng", "seat": a, "card": "x3", "from": b}], 20.0)
        sp.moments.bowl(20.0, b, 8, 1.2)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.3, sp.table.view())
        said = [str(op[3]) for op in dl.ops if op[0] == "T"]
        assert "碰" in said and "×8" in said, (w, said)
        boxes = callout_boxes(dl)
        assert len(boxes) == 2, (w, boxes)
        for s in (a, b):
            plate = lay.seats[s]
            cx, _cy, rad = seat_face(plate)
            seal = next(r for r in boxes if plate.contains(r.cx, r.cy))
            assert seal.r <= cx + rad + 10, (w, seal, plate)   # the name and lines beside the face: clear
            assert not any(r.contains(plate.cx + 10, plate.cy) for r in boxes), (w, boxes, plate)


def test_a_bots_win_is_said_on_its_face_too() -> None:
    """Play-test 13, 086/094: "no big 胡 callout for a bot" (only the panel over the middle). While its
    hand shows face up, a big 胡 in a seal lies over the winner's face on its badge, at both sizes."""
    from test_paohuzi_playtest6 import _as_view
    from test_paohuzi_pt10 import _win

    for w, h in ((1366, 768), (390, 844)):
        app = started(w, h, 5)
        app.frame(20.0)
        sp: Any = app.screen.plugin  # type: ignore[attr-defined]
        lay = app.screen.lay  # type: ignore[attr-defined]
        bot = (sp.table.viewer + 1) % 3
        pay = [-8, -8, -8]
        pay[bot] = 16
        _as_view(sp, [_win(bot, pay)])
        sp.on_events([{"type": "win", "seat": bot}], 20.0)
        dl = DisplayList()
        sp.draw_overlay(dl, w, h, 20.5, sp.table.view())
        plate = lay.seats[bot]
        seals = [op for op in dl.ops if op[0] == "T" and op[3] == "胡" and op[4] >= 25 and plate.contains(op[1], op[2])]
        assert seals, (w, [op for op in dl.ops if op[0] == "T" and op[3] == "胡"])


def test_a_locked_seats_hand_opens_large_on_a_tap() -> None:
    """Play-test 13, 240: on a phone a locked winner's open hand lay in ~15 px tiles, "cannot be read".
    A tap on it opens it large, as its last win laid it (the panel of a win), a tap closes it."""
    import copy

    from test_paohuzi_pt10 import _win

    for w, h in ((390, 844), (1366, 768)):
        app = started(w, h, 5)
        app.frame(20.0)
        table: Any = app.screen
        sp: Any = table.plugin
        bot = (table.viewer + 1) % 3
        v = copy.deepcopy(table.view())
        v["seats"][bot].update(locked=True, hand=["x1", "x2", "x3", "d4", "d5", "d6"], kans=[], wilds=0)
        pay = [-8, -8, -8]
        pay[bot] = 16
        v["records"] = [_win(bot, pay)]
        table.view = lambda v=v: v
        app.frame(20.1)
        hits = _hits(app)
        assert f"pz:peek:{bot}" in hits, (w, sorted(hits))
        app.tap_at(*_at(hits[f"pz:peek:{bot}"]), 20.2)
        app.frame(20.3)
        hits = _hits(app)
        said = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
        assert "pz:peek" in hits and any("胡" in t and sp.name(bot) in t for t in said), (w, said)
        assert hits["pz:peek"].w >= min(w - 40, 600), hits["pz:peek"]   # large: the panel of a win
        app.tap_at(*_at(hits["pz:peek"]), 20.4)
        app.frame(20.5)
        assert "pz:peek" not in _hits(app)


def test_a_seats_score_moves_as_each_win_shows() -> None:
    """Play-test 14: after the player's own win the bots' wins came several a second, "scores jumped
    ±100,000 several times a second" while each win's panel waited its turn. A seat's 分 moves as the
    win that makes it shows."""
    from test_paohuzi_playtest6 import _as_view
    from test_paohuzi_pt10 import _win

    app = started(390, 844, 5)
    app.frame(20.0)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    bot = (sp.table.viewer + 1) % 3
    pay = [-100, -100, -100]
    pay[bot] = 200
    recs = [_win(bot, pay), _win(bot, pay)]
    _as_view(sp, recs)
    view = sp.table.view()
    for s in range(3):
        view["seats"][s]["score"] = sum(r["pay"][s] for r in recs)
    sp.on_events([{"type": "win", "seat": bot}] * 2, 20.0)
    sp.table.app.now = 20.5   # the first win's panel shows, the second waits
    assert "分 200" in sp.seat_info(view, bot).lines, sp.seat_info(view, bot).lines
    sp.table.app.now = 30.0   # both shown
    assert "分 400" in sp.seat_info(view, bot).lines, sp.seat_info(view, bot).lines


def test_a_replay_step_that_ends_at_a_win_shows_it() -> None:
    """The lead (play-test 14, 21-26): a replay's 胡 ▶ stops at each win's step; the step shows that win
    as the live table did, its hand laid out in the panel of a win."""
    from test_replay_view import bot_hand, make_app, press

    from pygame_core.ui.replay_view import open_replay

    app = make_app(1366, 768)
    assert open_replay(app, bot_hand("paohuzi", 3))
    app.frame(1.0)
    press(app, "rv:win", 1.1)
    app.frame(1.2)
    sp: Any = app.screen.plugin  # type: ignore[attr-defined]
    assert sp.peek is not None and "rv:win" in _hits(app), sorted(_hits(app))   # (its buttons within reach)
    said = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
    assert "第1胡" in said, said   # the panel of a win (its chip), not only the log's line


def test_a_phones_claim_clock_sits_in_a_free_cell_of_the_answers_row() -> None:
    """Play-test 14, p48: on a timed claim the clock lay over the middle's list of the last moves (the
    answers took the bar's row, its free cell was sought over the felt only). It takes a free cell of
    the answers' row, by 过 and 碰."""
    from test_paohuzi_playtest8 import _phone_claim

    _app, sp, lay, _me, v = _phone_claim("x3", ["x3", "x3", "x9"])
    live = [{"a": "peng"}, {"a": "pass"}]
    sp._legal = lambda: live
    sp._live = lambda _v: (live, "")
    cell = sp.free_answer_cell(v)
    assert cell is not None and cell.inside(lay.buttons.inset(-1)), (cell, lay.buttons)
