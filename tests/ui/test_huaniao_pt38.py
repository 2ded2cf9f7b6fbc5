"""花鸟风月 play-test 38 (FIXERS session 34): #3 a phone's banners lay over the tune track ("电脑2 · 舞，凉风有幸 →
其余三家" over 调：空 and the 鸟—十—百—千—万 circles, 161637-ph-auto2); #2 dances said what they do only after;
#4 the showdown's end went by unread; #5 月照's picker had no 取消 once 且慢 was spent."""

from __future__ import annotations

from typing import Any

import pytest
from test_huaniao_pt28 import showdown
from test_huaniao_table import table, ui
from test_huaniao_trust import tap

from pygame_core.core.i18n import LANGS, pick
from pygame_core.ui import theme as th
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao_duel import CALLED_FOR, GO_ON, WHY
from pygame_core.ui.games.huaniao_effect import SINGLE, effect_text
from pygame_core.ui.games.huaniao_show import COMBOS
from pygame_core.ui.geom import Rect


def test_a_phones_banner_keeps_off_the_tune_track_the_pile_and_the_seats_plates() -> None:
    """Play-test 38 #3: a combo's banner (and any other) lies on a row of plays, set to fit between the side
    plates: the tune track, 牌堆/记牌器 and each seat's plate with its score stay in sight; nor over the newest play."""
    checked = 0
    for seed in range(1, 7):
        app, scr, now = table(390, 844, seed=seed, actions=6 + seed)
        pl, me = ui(scr), scr.viewer or 0
        app.frame(now)
        for i, (text, style) in enumerate([("电脑2 · 舞，凉风有幸 → 其余三家", "combo"), ("你 · 舞，花鸟风月", "combo"),
                                           ("电脑1 · 舞，天上天下", "combo"), ("春：本曲各家上限加一", "season")]):
            t = now + 3 * i
            pl.banner(text, style, t + 0.1)
            app.frame(t + 0.5)
            box = pl.spots["banner"]
            keep = [pl.spots[k] for k in ("scale", "pile", "heap", "counter") if k in pl.spots]
            keep += [pl.seat_rect(s) for s in range(4) if s != me]
            assert not any(box.intersects(k) for k in keep if k.w > 0), (seed, text, box, keep)
            newest = pl.spots.get("pool", Rect(0, 0, 0, 0))
            assert newest.w <= 0 or pl.over_plays(box, "pool") < 0.2 * newest.w * newest.h, (seed, text, box, newest)
            ops = app.dl.ops[max(i for i, op in enumerate(app.dl.ops) if "rgba(20,16,12,0.86)" in op):]  # (the banner's)
            words = [str(op[3]) for op in ops if op and op[0] == "T" and box.contains(op[1], op[2])]
            assert "".join(words).replace(" ", "") == text.replace(" ", ""), (seed, text, words)  # said whole
            checked += 1
    assert checked >= 20


def said_in(ops: list[Any], words: str) -> list[tuple[float, float, float]]:
    """Where the lines of ``words`` are drawn, as (x, y, size): every line a piece of it, all of it said."""
    got = [(float(op[1]), float(op[2]), float(op[4])) for op in ops if op and op[0] == "T" and str(op[3]).strip()
           and str(op[3]).strip() in words and len(str(op[3]).strip()) >= 2]
    joined = "".join(str(op[3]).strip() for op in ops if op and op[0] == "T" and str(op[3]).strip() in words
                     and len(str(op[3]).strip()) >= 2)
    return got if words.replace(" ", "") in joined.replace(" ", "") else []


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_a_raised_dance_says_what_it_does_before_it_is_played(size: tuple[int, int]) -> None:
    """Play-test 38 #2 (160613-drag1): "舞，天上天下" on the play button, its effect (其他三人各摸一张…你下一回合不能…)
    only in the log after. While the raised cards make a dance, a note over the bar says what it does, in the
    rules' own words; a plain play gets none."""
    w, h = size
    seen: set[str] = set()
    for seed, acts in ((6, 0), (1, 0), (8, 0), (2, 4)):
        app, scr, now = table(w, h, seed=seed, actions=acts)
        pl, me = ui(scr), scr.viewer or 0
        assert (app.state().get("prompt") or {}).get("type") == "main", seed
        hand = {c["id"]: c for c in pl.hand(scr.view())}
        for a in scr.client.legal(me):
            kind = str(a.get("kind"))
            if a.get("op") != "wu" or kind in seen:
                continue
            scr.selected[:] = [pl.card_key(hand[i]) for i in a["cards"]]
            if len(pl.plays(scr.view(), pl._selected(scr.view()))) != 1:
                continue
            ops = app.frame(now + 0.5)["ops"]
            effect = effect_text(kind, "zh-Hans")
            assert effect, kind
            where = said_in(ops, effect)
            assert where, (seed, kind, effect)
            lay = scr.lay
            assert lay is not None and all(y < lay.hand.y and size_ >= 12 for _x, y, size_ in where), (kind, where)
            seen.add(kind)
        plain = next((a for a in scr.client.legal(me) if a.get("op") in ("ming", "ge", "song")), None)
        if plain is not None:
            scr.selected[:] = [pl.card_key(hand[i]) for i in plain["cards"]]
            ops = app.frame(now + 1.0)["ops"]
            assert not any(said_in(ops, effect_text(k, "zh-Hans")) for k in ("tianxia", "huaniao", "liangfeng")), seed
    assert {"tianxia", "huaniao", "liangfeng"} <= seen, seen


def test_the_effects_are_the_rules_own_words_in_each_language() -> None:
    """The effect lines come from the in-app rules (not a second table), in every language."""
    assert effect_text("queyu", "zh-Hans") == "每人摸三张（你先）；然后所有人的上限−1"
    assert effect_text("tianxia", "zh-Hant").startswith("其他三人各摸一張")
    assert effect_text("liangfeng", "en") == "Give one card each to the next, the opposite and the previous player"
    assert effect_text("wind", "zh-Hans") == "出一张风，再从手里挑一张牌送给下家"
    assert effect_text("flower", "en") == ""


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_the_showdowns_last_round_waits_for_a_tap_before_the_win_and_the_sheet(size: tuple[int, int]) -> None:
    """Play-test 38 #4 (161037-h2t8 -> 161045-sd1): the showdown's panel stood ~5 s, then the sheet covered it,
    how it was won unread. Its last round's hands turn, the winner is framed and said, and the table waits for a
    tap ("点按继续") before the win or loss and the sheet; the rule says why all four play and that points count up."""
    w, h = size
    app, scr, now = table(w=w, h=h, seed=3)
    pl, me = ui(scr), scr.viewer or 0
    app.frame(now)
    lay = scr.lay
    assert lay is not None
    win = (me + 1) % 4
    sd = showdown(me, win)
    over = {**scr.view(), "phase": "over", "showdown": sd, "result": {"winner": win, "how": "showdown"}}
    scr.client.is_over = lambda: True  # type: ignore[method-assign]
    pl.end_beat, pl.reveal_at, pl.moment = now, now, (win, now + pl.REVEAL_S)
    for t in (2.0, pl.REVEAL_S + 1, 19.0):  # (it was the win at 3.2 s, the sheet at ~6 s; 20 s at most)
        dl = DisplayList()
        pl.draw_center(dl, lay.center, over, now + t)
        assert any(hh.id == "sd_go" for hh in dl.hits), t
        assert any(op[0] == "T" and "点按继续" in str(op[3]) for op in dl.ops), t
        assert not pl.moment_visible(now + t) and not pl.end_ready(now + t), t
    said = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert any("点数多者胜" in s for s in said) and any("不只平局" in s for s in said), said
    pl.drawn_at = now + 19
    assert pl.tap("sd_go", over)
    assert pl.moment_visible(now + 19.2) and not pl.end_ready(now + 19.2)
    assert pl.end_ready(now + 19 + pl.MOMENT_S + 0.1)
    dl = DisplayList()
    pl.draw_center(dl, lay.center, over, now + 19.2)
    assert not any(hh.id == "sd_go" for hh in dl.hits)


def test_the_showdowns_english_says_no_chinese() -> None:
    """Play-test 38 #4: "(the table calls 雀舞 for you: …)" in the English panel."""
    for text in (CALLED_FOR, GO_ON, WHY["all"], WHY["some"]):
        assert not any("\u4e00" <= ch <= "\u9fff" for ch in pick(text, "en")), text


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_a_raised_moon_once_wait_is_spent_asks_its_seat_and_can_be_put_down(size: tuple[int, int]) -> None:
    """Play-test 38 #5 (161727-ph-moon2): with 且慢 spent, a double tap on 月 played it and its picker ("月照 电脑3 /
    电脑2 / 电脑1") had no 取消: a mis-tap cost a 5-point card. Now the raised 月 asks its seat in the bar, with 取消
    where the play was; a double tap only raises it; the seat picked goes with it, the engine's picker unseen."""
    w, h = size
    app, scr, now = table(w, h, seed=2, actions=4)
    pl, me = ui(scr), scr.viewer or 0
    seen = scr.view

    def spent() -> dict[str, Any]:  # (且慢 spent this song)
        v = seen()
        return {**v, "seats": [{**st, "undo_left": False} if s == me else st for s, st in enumerate(v["seats"])]}

    scr.view = spent  # type: ignore[method-assign]
    assert (app.state().get("prompt") or {}).get("type") == "main"
    moon = next(c for c in pl.hand(scr.view()) if c["face"] == "Y")
    n = len(scr.client.events(me))
    for _ in range(2):  # a double tap: raised, not played
        tap(app, f"card:{pl.card_key(moon)}", now)
        now += 0.12
        app.frame(now)
    assert pl.card_key(moon) in scr.selected and len(scr.client.events(me)) == n
    ids = {hh["id"] for hh in app.state()["hits"]}
    others = [s for s in range(4) if s != me]
    assert {f"btn:moon{s}" for s in others} | {"btn:moon_off"} <= ids and "btn:op0" not in ids, ids
    assert pl.prompt_hint(scr.view()) == "选择月照对象"  # (the status line says what the buttons ask)
    tap(app, "btn:moon_off", now + 0.7)  # put down: nothing sent
    app.frame(now + 0.8)
    assert not scr.selected and len(scr.client.events(me)) == n
    assert any(c["id"] == moon["id"] for c in pl.hand(scr.view()))
    tap(app, f"card:{pl.card_key(moon)}", now + 1.5)
    app.frame(now + 1.6)
    aim = others[1]
    tap(app, f"btn:moon{aim}", now + 2.4)
    t, asked = now + 2.4, []
    for _ in range(90):
        t += 1 / 15
        app.frame(t)
        asked.append((app.state().get("prompt") or {}).get("type"))
    evs = scr.client.events(me)[n:]
    assert any(e.get("type") == "skip_added" and e.get("seat") == aim for e in evs), evs
    assert not any(hh["id"].startswith("btn:t") for hh in app.state()["hits"])
    assert not any(c["id"] == moon["id"] for c in pl.hand(scr.view()))


def test_a_phones_side_play_keeps_off_the_felts_rim() -> None:
    """Play-test 38 (161223-ph-w1, FIXERS 花鸟风月 6): 电脑1's 天上天下, four cards framed gold, touched the felt's right
    rim. A phone's side spots keep RIM off it, the newest's frame too."""
    app, scr, now = table(390, 844, seed=2, actions=10)
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None
    app.frame(now)
    for s in range(4):
        lie = pl.spots.get(f"lie{s}")
        seat = pl.spots.get(f"seat{s}")
        if s == scr.viewer or lie is None or seat is None or seat.y < pl.seat_rect(s).b:
            continue  # (the side seats' spots: under their plates)
        assert seat.x >= lay.center.x + 4 - 0.01 and seat.r <= lay.center.r - 4 + 0.01, (s, seat, lay.center)
        if lie.w > 0:
            assert lay.center.x + 2 <= lie.x - 5 and lie.r + 5 <= lay.center.r - 2, (s, lie, lay.center)


def test_a_last_moon_goes_out_at_once_without_asking_its_seat() -> None:
    """Play-test 39 #2 (184821-ph-last): with 且慢 spent, the player's last card, a 月, showed "月照 电脑3 / 电脑2 /
    电脑1 / 取消": going out ends the song before any effect. The last 月 keeps its play button (its double tap plays)."""
    app, scr, _now = table(390, 844, seed=2, actions=4)
    pl, me = ui(scr), scr.viewer or 0
    v = scr.view()
    spent = {**v, "seats": [{**st, "undo_left": False} if s == me else st for s, st in enumerate(v["seats"])]}
    moon = next(c for c in pl.hand(v) if c["face"] == "Y")
    plays = pl.plays(spent, [moon])
    assert pl.lone_moon(spent, plays) is not None  # (a hand of several: its seat asked first)
    last = {**spent, "hand": [moon]}
    assert pl.hand(last) == [moon]
    assert pl.lone_moon(last, plays) is None
    scr.selected[:] = [pl.card_key(moon)]
    assert "op0" in [b.id for b in pl.buttons(last, [moon])]


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_wait_draining_runs_under_its_button_not_through_its_line(size: tuple[int, int]) -> None:
    """Play-test 39 #1 (183846-play-bai, 184531-ph-p1): 且慢's draining red line ran through its subtitle "风过无痕，
    月照无意" / "每曲一次", so it read as struck out. It runs under the button."""
    w, h = size
    app, scr, now = table(w, h, seed=2, actions=4, timer="rules")
    me = scr.viewer or 0
    a = next(x for x in scr.client.legal(me) if x.get("cards"))
    assert scr.submit(a, now)
    st = app.state()
    undo = next((hh for hh in st["hits"] if hh["id"] == "btn:undo"), None)
    for _ in range(6):
        now += 0.1
        ops = app.frame(now)["ops"]
        undo = next((hh for hh in app.state()["hits"] if hh["id"] == "btn:undo"), undo)
    assert undo is not None, [hh["id"] for hh in app.state()["hits"]]
    x, y, bw, bh = undo["rect"] if "rect" in undo else (undo["x"], undo["y"], undo["w"], undo["h"])
    bars = [op for op in ops if op[0] == "R" and op[6] == th.CINNABAR and abs(float(op[4]) - 3) < 0.01
            and x <= float(op[1]) <= x + bw]
    assert bars, "no draining line"
    subs = [op for op in ops if op[0] == "T" and any(k in str(op[3]) for k in ("风过无痕", "每曲一次"))
            and x <= float(op[1]) <= x + bw]
    assert subs, "no subtitle"
    low = max(float(op[2]) + 0.6 * float(op[4]) for op in subs)  # (its glyphs' foot, centred on y)
    assert all(float(op[2]) >= low for op in bars), (bars, subs)


@pytest.mark.parametrize("lang", LANGS)
def test_every_dance_finds_its_effect_in_the_rules(lang: str) -> None:
    """The effect note reads the in-app rules' words: a rules edit that loses a dance's line would silence its
    note, so every single dance and combo must find one in each language."""
    for kind in (*SINGLE, *COMBOS):
        assert effect_text(kind, lang), (kind, lang)
