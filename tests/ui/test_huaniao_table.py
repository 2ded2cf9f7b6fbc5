"""花鸟风月 without traps (issue 20, item 2), through the real table: every button keeps its own
cell (且慢 never where the play was), only legal plays are offered and the cards that fit
nothing are greyed, forced prompts answer themselves, every chip explains itself, plays fly from
the seat, the dance banner never covers the pool, a win or a loss gets its moment, the result's
columns are named, the 记牌器 counts only what was seen, and the quick guide and the tour speak
of this game (every mode, 白昼, the seasons; no 过)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from ui_driver import center, play

from pygame_core.core.game import JSON
from pygame_core.core.i18n import LANGS, pick
from pygame_core.games.huaniao.cards import FACE
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.draw import text_width
from pygame_core.ui.games.huaniao import HuaniaoUI
from pygame_core.ui.games.huaniao_bar import SLOTS
from pygame_core.ui.games.huaniao_counter import unseen
from pygame_core.ui.games.huaniao_pick import sig
from pygame_core.ui.geom import Rect
from pygame_core.ui.guide import guide
from pygame_core.ui.table_screen import TableScreen
from pygame_core.ui.texts import t
from pygame_core.ui.widgets import Chip

QI = {"a": "op", "op": "qi"}


def opened(seed: int = 1, w: int = 1366, h: int = 768, speed: str = "normal", **settings: object) -> tuple[App, TableScreen]:
    """A table just opened by 开始 (its first frame, deal and prompts still to come)."""
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update({"speed": speed, "game": "huaniao", "tour_off": True, "fixed_seed": seed, **settings})
    app.handle({"t": "resize", "w": w, "h": h}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    return app, scr


def table(w: int = 1366, h: int = 768, seed: int = 1, actions: int = 6, lang: str = "zh-Hans",
          preset: str | None = None, **settings: object) -> tuple[App, TableScreen, float]:
    app = App(MemoryStorage(), lang=lang)
    app.settings.update(speed="instant", game="huaniao", tour_off=True, fixed_seed=seed, **settings)  # one deal a seed
    if preset:
        app.settings.setdefault("preset", {})["huaniao"] = preset
    app.handle({"t": "resize", "w": w, "h": h}, 0.0)
    app.frame(0.0)
    app.tap("start", 0.1)
    now = play(app, 1.0, until_actions=actions, seed=seed)
    scr = app.screen
    assert isinstance(scr, TableScreen)
    return app, scr, now


def ui(scr: TableScreen) -> HuaniaoUI:
    assert isinstance(scr.plugin, HuaniaoUI)
    return scr.plugin


def hit(app: App, hid: str) -> dict[str, Any]:
    return next(h for h in app.state()["hits"] if h["id"] == hid)


def overlaps(a: list[float], b: list[float]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_every_button_keeps_its_cell_and_wait_is_never_where_the_play_was() -> None:
    """A double tap on a play never spends 且慢: after the play the play's cell stays empty."""
    checked = 0
    for seed in range(1, 9):
        app, scr, now = table(seed=seed)
        st = app.state()
        if (st.get("prompt") or {}).get("type") != "main":
            continue
        legal = [a for a in scr.client.legal(scr.viewer or 0) if a.get("cards")]
        if not legal:
            continue
        view = scr.view()
        for b in ui(scr).buttons(view, []):
            assert b.slot in SLOTS, b
        scr.selected = [str(i) for i in legal[0]["cards"]]
        app.frame(now)
        play_rect = hit(app, "btn:op0")["rect"]
        app.tap_at(*center(hit(app, "btn:op0")), now)
        app.frame(now + 0.05)
        for b in app.state()["buttons"]:
            r = hit(app, b["id"])["rect"] if any(h["id"] == b["id"] for h in app.state()["hits"]) else None
            if r is not None and b["id"] != "btn:op0":
                assert not overlaps(r, play_rect), (b, r, play_rect)
        # and the second tap of a double click, on the same spot, does nothing
        before = app.state()["actions"]
        app.tap_at(play_rect[0] + play_rect[2] / 2, play_rect[1] + play_rect[3] / 2, now + 0.1)
        assert app.state()["actions"] == before
        checked += 1
    assert checked >= 3


def _main_prompts() -> Iterator[tuple[Any, JSON, Any, list[JSON]]]:
    """The viewer's main prompt on twelve deals (those that reach one): table, view, plugin, legal."""
    for seed in range(1, 13):
        _app, scr, _now = table(seed=seed, actions=4 + seed % 6)
        view = scr.view()
        if (view.get("prompt") or {}).get("type") == "main":
            yield scr, view, ui(scr), scr.client.legal(scr.viewer or 0)


def test_only_legal_plays_are_offered_and_the_rest_is_greyed() -> None:
    checked = 0
    for scr, view, pl, legal in _main_prompts():
        lsig = {sig(a) for a in legal}
        faces = {FACE[i] for a in legal if a.get("cards") for i in a["cards"]}
        hand = pl.hand(view)
        scr.selected = []
        for c in hand:
            assert pl.card_dim(view, c) == (c["face"] not in faces), c
        # every single card and pair: a button only for a legal play, none for an illegal one
        for i, c in enumerate(hand):
            for d in [None, *hand[i + 1:]]:
                sel = [c] if d is None else [c, d]
                scr.selected = [pl.card_key(x) for x in sel]
                for b in pl.buttons(view, sel):
                    if b.action is not None and b.action.get("a") == "op":
                        assert sig(b.action) in lsig, b
        checked += 1
    assert checked >= 3


def test_forced_prompts_answer_themselves() -> None:
    _app, scr, _now = table()
    pl = ui(scr)
    only_qi = pl.auto_answer({"prompt": {"type": "main"}}, [QI])
    assert only_qi is not None and only_qi.action == QI and only_qi.label
    keep = {"a": "day_play", "play": False}
    assert pl.auto_answer({"prompt": {"type": "day_play", "playable": False}}, [keep]) is not None
    done = pl.auto_answer({"prompt": {"type": "commit"}}, [{"a": "end_turn"}])
    assert done is not None and done.label == ""  # the window without 且慢: over at once, unannounced
    assert pl.auto_answer({"prompt": {"type": "commit"}}, [{"a": "end_turn"}, {"a": "undo"}]) is None
    call = pl.auto_answer({"prompt": {"type": "call", "round": 1}}, [{"a": "call"}])  # said for the player
    assert call is not None and call.action == {"a": "call"} and call.label == pl.tx("call1")
    assert pl.auto_answer({"prompt": {"type": "main"}}, [QI, {"a": "op", "op": "ge", "cards": [16]}]) is None
    # a gift of one's last card goes by itself even while 且慢 is still possible (the commit window offers it)
    gift = {"a": "gift", "to_cards": {"1": [40]}}
    ans = pl.auto_answer({"prompt": {"type": "gift", "kind": "wind", "to": [1]}}, [gift, {"a": "undo"}])
    assert ans is not None and ans.action == gift
    # no 且慢 words without the button
    assert pl.prompt_hint({"prompt": {"type": "commit"}, "can_undo": False}) is None


def test_the_undo_window_closes_at_once_when_there_is_no_undo() -> None:
    """After a 棲 (a card drawn: 且慢 refused) the turn goes on without a 2.5 s wait."""
    for seed in range(1, 6):
        app, scr, now = table(seed=seed)
        if (app.state().get("prompt") or {}).get("type") != "main":
            continue
        app.tap_at(*center(hit(app, "btn:qi")), now)
        for k in range(1, 6):
            app.frame(now + 0.05 * k)
        assert (app.state().get("prompt") or {}).get("type") != "commit"
        return
    raise AssertionError("no main prompt")


def test_every_chip_explains_itself() -> None:
    app, scr, now = table(preset="full")
    pl = ui(scr)
    chips = pl.status(scr.view())
    assert chips and all(isinstance(c, Chip) and c.tip for c in chips)
    app.frame(now)
    tips = [h for h in app.state()["hits"] if h["id"].startswith("tip:")]
    assert len(tips) >= 5  # mode, turn, season (top bar) and tune, pile, discards, season line (centre)
    labels = " ".join(h["label"] for h in tips)
    for words in ("牌堆", "弃牌", "调", "完全"):
        assert words in labels, (words, labels)
    assert any(f"{se}：" in labels for se in "春夏秋冬"), labels
    app.tap_at(*center(tips[-1]), now)
    app.frame(now + 0.05)
    assert app.state()["bubble"] == tips[-1]["label"]


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_plays_fly_from_the_seat_and_the_dance_is_called_off_the_play_zones(w: int, h: int) -> None:
    """Play-test 2 (L23, P15): "舞，月照" lay over the zones, on a phone over the player's own: the
    call is a callout at the dancer's seat, inside the window and off every play zone."""
    app, scr, now = table(w=w, h=h, seed=2, actions=8)
    pl = ui(scr)
    app.frame(now)
    seat = (scr.viewer or 0) + 1
    ev = {"type": "play", "seat": seat, "op": "wu", "kind": "moon", "cards": [{"id": 60, "face": "Y"}]}
    pl.on_events([ev], now)
    f = pl.play_flight
    assert f is not None and pl.flying.running(now)
    src = f.src() if callable(f.src) else f.src
    assert src == pl.seat_rect(seat)
    for s in range(4):  # every seat dances, the viewer's too
        pl.on_events([{**ev, "seat": s}, {"type": "skip_added", "seat": (s + 1) % 4, "skips": 1, "by": s}], now)
        frame = app.frame(now + 0.3)
        texts = [op for op in frame["ops"] if op[0] == "T" and "月照 →" in str(op[3])]
        on_me = (s + 1) % 4 == scr.viewer  # (the moon on the player is called across the table too: pt15)
        assert texts and (on_me or not any(op[0] == "R" and op[6] == "rgba(20,16,12,0.86)" for op in frame["ops"]))
        x, y = float(texts[0][1]), float(texts[0][2])
        assert 0 < x < w and 0 < y < h
        bw = text_width(str(texts[0][3]), float(texts[0][4])) + 20
        box = Rect(x - bw / 2, y - 13, bw, 26)  # the callout; the dancer's cards lie clear of it
        # (the viewer's at its own spot, off its cards: play-test 3 P09, over the log strip it was nobody's)
        zone = pl.spots["pool"]
        across = min(box.r, zone.r) - max(box.x, zone.x)
        assert across <= 0 or min(box.b, zone.b) - max(box.y, zone.y) <= 8, (s, box, zone)  # an edge grazed
        if s == scr.viewer:  # at its play, or a phone's message slot while its play lies nowhere
            mine = pl.own_play_spot() or pl.phone_slot() or pl.own_spot() or Rect(0, 0, 0, 0)
            assert mine.x <= box.x and box.r <= mine.r and mine.y <= y <= mine.b, (s, y, mine)
        else:  # in its label's place (play-test 6 082: bubble, label and badge piled up)
            label = pl.spots[f"label{s}"]
            assert label.y - 2 <= y <= label.y + 24 and not box.inset(2).intersects(pl.seat_rect(s)), (s, y, label)
        now += 3


def test_a_win_or_a_loss_gets_its_moment_and_the_result_names_its_columns() -> None:
    app, scr, now = table(seed=3)
    pl = ui(scr)
    now += 5  # the last play has landed
    me = scr.viewer or 0
    pl.on_events([{"type": "song_end", "reason": "out"}, {"type": "winner", "seat": (me + 1) % 4, "how": "out"}], now)
    assert pl.scrolling(now + 1.0) and not pl.moment_visible(now + 1.0)  # the poem's scroll first (pt16 #4)
    now = pl.moment[1] if pl.moment else now
    assert pl.moment_visible(now + 0.5) and not pl.end_ready(now + 0.5)
    assert not pl.ending(now + pl.MOMENT_S + 0.1)  # the sheet next
    frame = app.frame(now + 0.5)
    texts = [str(op[3]) for op in frame["ops"] if op[0] == "T"]
    assert "电脑1 胜" in texts and "你赢了！" not in texts  # the loss is called: another seat won
    over = play(app, now + 10, seed=3)
    frame = app.frame(over + 0.1)
    texts = [str(op[3]) for op in frame["ops"] if op[0] == "T"]
    assert "剩余点数" in texts


def test_the_counter_counts_what_was_seen() -> None:
    view = {"options": {"deck": 64}, "hand": [{"id": 0, "face": "B"}, {"id": 16, "face": "1"}],
            "pool": [{"cards": [{"id": 1, "face": "B"}, None]}], "heap": [{"id": 60, "face": "Y"}, None]}
    left = unseen(view)
    assert left == {"B": 14, "1": 7, "2": 8, "3": 8, "4": 8, "H": 6, "F": 5, "Y": 4}
    assert "H" not in unseen({"options": {"deck": 48}})
    app, scr, now = table()
    app.frame(now)  # bots sit at the table: on, and it says what it is when tapped
    assert any("记牌器" in h["label"] for h in app.state()["hits"] if h["id"].startswith("tip:"))


def test_the_quick_guide_covers_every_mode_daytime_and_the_seasons_and_the_tour_has_no_pass() -> None:
    g = guide("huaniao")
    for lang in LANGS:
        quick = " ".join(pick(b.text, lang) for s in g.quick for b in s.blocks if hasattr(b, "text"))
        words = {"zh-Hans": ("简易", "基本", "常规", "完全", "专业", "白昼", "静夜", "春", "夏", "秋", "冬"),
                 "zh-Hant": ("簡易", "基本", "常規", "完全", "專業", "白晝", "靜夜", "春", "夏", "秋", "冬"),
                 "en": ("Simple", "Basic", "Regular", "Full", "Professional", "Daytime", "Quiet night", "Spring",
                        "Summer", "Autumn", "Winter")}[lang]
        for w in words:
            assert w in quick, (lang, w)
        tour = t("tour_buttons_huaniao", lang)
        assert "过" not in tour and "過" not in tour and "pass" not in tour.lower()


def test_every_seat_and_the_strip_explain_themselves() -> None:
    app, scr, now = table(seed=2)
    app.frame(now)
    lay = scr.lay
    assert lay is not None
    tips = ui(scr).tips
    rects = {(r.x, r.y, r.w, r.h): text for r, text in tips.values()}
    for s, r in lay.seats.items():
        assert scr.seat_name(s) in rects[(r.x, r.y, r.w, r.h)]
    # (the strip's: its tap area a finger high kept off the bar's row, play-test 21 123320)
    me = next(text for (x, y, w, h), text in rects.items() if (x, w, h) == (lay.me.x, lay.me.w, lay.me.h)
              and abs(y - lay.me.y) <= 20)
    assert "且慢" in me  # the [↺] mark (or its absence) is said in words
    # a tap on a badge opens its bubble
    hid = next(h for h, (r, _t) in tips.items() if r == lay.seats[min(lay.seats)])
    app.tap(hid, now + 0.1)
    assert app.state()["bubble"]


def test_a_seat_down_to_its_last_card_is_called_and_flashed() -> None:
    app, scr, now = table(seed=2)
    pl = ui(scr)
    other = (scr.viewer or 0) + 1
    seats = [{"count": 5} for _ in range(4)]
    assert pl.watch_counts({"seats": seats}, now) == []
    seats[other] = {"count": 1}
    assert pl.watch_counts({"seats": seats}, now + 1) == [other]
    assert pl.watch_counts({"seats": seats}, now + 2) == []  # called once
    assert pl.call_last and pl.flashing(now + 1.5) and not pl.flashing(now + 10)
    assert ["say", "最后一张"] in pl.sound({"type": "play"})
    assert pl.seat_info({"seats": seats}, other).lines[-1] == "剩一张"
    seats[other] = {"count": 3}
    pl.watch_counts({"seats": seats}, now + 3)
    seats[other] = {"count": 1}
    assert pl.watch_counts({"seats": seats}, now + 4) == [other]  # down to one again: called again
    assert pl.watch_counts({"seats": [{"count": 1}] * 4}, -100.0) == []  # a restore says nothing


def test_a_refusal_toast_sits_by_the_hand_not_over_the_pool() -> None:
    for w, h in ((1366, 768), (390, 844)):
        app, scr, now = table(w=w, h=h, seed=2)
        app.frame(now)
        lay = scr.lay
        assert lay is not None
        y = ui(scr).toast_y(lay, w, h, 60)
        assert y + 30 <= lay.buttons.y and y - 30 >= lay.center.y + lay.center.h * 0.5, (w, y)


def test_greying_follows_the_selection() -> None:
    """A card is dimmed exactly when no legal play holds the selection and it (play-test: with
    鸟+百 selected a second 鸟 stayed bright because a 鸟 alone is a play); a selection that no
    play holds dims as no selection does (play-test 3: 百 raised greyed the 千 its note offered)."""
    checked = 0
    for scr, view, pl, legal in _main_prompts():
        plays = [Counter(FACE[i] for i in a["cards"]) for a in legal if a.get("a") == "op" and a.get("cards")]
        hand = pl.hand(view)
        for c in hand:
            scr.selected = [pl.card_key(c)]
            for d in hand:
                if d is c:
                    continue
                held = any(not Counter([c["face"]]) - p for p in plays)
                want = Counter([c["face"], d["face"]] if held else [d["face"]])
                fits = any(not want - p for p in plays)
                assert pl.card_dim(view, d) == (not fits), (c, d)
                checked += not fits and any(p == Counter([d["face"]]) for p in plays)
    assert checked >= 1  # a card playable alone, dimmed beside a selection it joins in no play


def test_hint_stays_and_cycles_the_legal_plays_strongest_first() -> None:
    """提示 stays once cards are selected and each tap shows the next legal play, the most cards
    (then points) first, counted "提示 2/5" (play-test: it vanished after one tap and offered 歌 百
    when 诵 百千万 was legal)."""
    checked = 0
    for scr, view, pl, legal in _main_prompts():
        plays = {sig(a) for a in legal if a.get("cards")}
        if len(plays) < 2:
            continue
        scr.selected = []
        shown = []
        for k in range(len(plays)):
            assert pl.tap("btn:hint", view)
            btn = next(b for b in pl.buttons(view, scr._selected_cards(view)) if b.id == "hint")
            assert btn.label == f"提示 {k + 1}/{len(plays)}", btn.label
            a = next(b.action for b in pl.buttons(view, scr._selected_cards(view)) if b.id == "op0")
            shown.append(a)
        assert {sig(a) for a in shown} == plays  # every play once
        longest = max(len(a["cards"]) for a in legal if a.get("cards"))
        assert len(shown[0]["cards"]) == longest
        assert [len(a["cards"]) for a in shown] == sorted((len(a["cards"]) for a in shown), reverse=True)
        pl.tap("btn:hint", view)  # round again to the first
        assert sorted(scr.selected) == sorted(str(i) for i in shown[0]["cards"])
        checked += 1
    assert checked >= 1


def test_qi_keeps_its_cell_while_cards_are_raised() -> None:
    """Play-test 2, L07: 栖 vanished once a card was picked, though 栖 is always allowed."""
    for seed in range(1, 9):
        app, scr, now = table(seed=seed)
        st = app.state()
        if (st.get("prompt") or {}).get("type") != "main" or QI not in scr.client.legal(scr.viewer or 0):
            continue
        before = hit(app, "btn:qi")
        app.tap_at(*center(hit(app, f"card:{st['hand'][0]}")), now)
        app.frame(now + 0.1)
        assert app.state()["selected"]
        after = hit(app, "btn:qi")
        assert after["rect"] == before["rect"]
        return
    raise AssertionError("no deal with a main prompt")


@pytest.mark.parametrize(("w", "h"), [(1366, 768), (390, 844)])
def test_a_pending_skip_shows_on_the_seat_on_a_phone_as_on_a_laptop(w: int, h: int) -> None:
    """Play-test 2 (L29 vs P13): "跳过×1" on the seat's badge, inside it, at both sizes."""
    app, scr, now = table(w=w, h=h, seed=2)
    seat = ((scr.viewer or 0) + 2) % 4
    real = scr.view

    def view() -> JSON:
        v = real()
        return {**v, "seats": [{**s, "skips": 1} if i == seat else s for i, s in enumerate(v["seats"])]}

    scr.view = view  # type: ignore[method-assign]
    frame = app.frame(now + 0.1)
    r = ui(scr).seat_rect(seat)
    assert any(op[0] == "T" and op[3] == "跳过×1" and r.x <= op[1] <= r.r and r.y <= op[2] <= r.b
               for op in frame["ops"]), r
