"""Play-test 11 (花鸟风月 scored 8: feedback 7, look 7): the song's end spoiled by the seats' totals and
the phone's log strip, the glow on a bot while the player passes, the 上一轮 box in the old language and
saying a skip twice, a refusal's "另有1种", a discard's tag over another seat's play, a raised card of
the phone's second row over the first, "Tune ten" on the felt's rim."""

from __future__ import annotations

from typing import Any

from test_huaniao_table import table, ui

from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao_plays import Spot, draw_spot
from pygame_core.ui.games.huaniao_recap import Recap
from pygame_core.ui.geom import Rect
from pygame_core.ui.widgets import CardFace


def test_no_bot_glows_while_the_player_is_asked_too() -> None:
    """Play-test 11 55: choosing the card to pass for 花鸟风月, the glow sat on 电脑2."""
    _app, scr, _now = table()
    pl = ui(scr)
    c: Any = scr.client
    c.to_act = lambda: (0, 2)
    c.people_to_act = lambda: (0,)
    c.is_bot = lambda s: s != 0
    c.bot_to_act = lambda: 2
    assert pl.lit(2) is False
    c.people_to_act = lambda: ()
    c.to_act = lambda: (1, 2)
    assert pl.lit(2) is True and pl.lit(1) is False


def test_the_recap_speaks_the_tables_language_now_and_says_a_moonlit_skip_once() -> None:
    """Play-test 11 36: "电脑3 诵 千万花" in English; 53: "电脑3被月照 · 跳过一回合；电脑3 被月照，跳过本回合"."""
    lang = ["zh"]
    words = {"play": ("电脑3 诵", "Bot 3 Recite"), "skip_added": ("电脑1被月照", "Bot 1 moonlit"),
             "skip": ("电脑1 跳过", "Bot 1 skips")}

    def line(ev: Any) -> str:
        return words[ev["type"]][0 if lang[0] == "zh" else 1]
    rec = Recap()
    for ev in ({"type": "play", "seat": 3}, {"type": "skip_added", "seat": 1, "by": 3}, {"type": "skip", "seat": 1}):
        rec.note(ev, 0, line, lambda names: "、".join(names), str)
    rec.turn()
    assert rec.shown == ["电脑3 诵", "电脑1被月照"]
    lang[0] = "en"
    assert rec.shown == ["Bot 3 Recite", "Bot 1 moonlit"]


def test_the_tune_under_a_play_keeps_off_its_spots_edge() -> None:
    """Play-test 11 37: "Tune ten" under the player's own play pressed on the felt's rim."""
    dl = DisplayList()
    r = Rect(400, 400, 300, 150)
    face = CardFace("十", "十", "ten 1", "#000", "#fff", None)
    draw_spot(dl, r, Spot("You · Sing", [{"id": 16, "face": "1"}], True, "Tune ten"), lambda c: face, False)
    tune = [op for op in dl.ops if op[0] == "T" and op[3] == "Tune ten"]
    assert tune and tune[0][2] + tune[0][4] / 2 <= r.b - 6, tune


def test_a_phones_bot_discard_flies_small_and_untagged() -> None:
    """Play-test 11 46: "超限弃牌" and a full-size 鸟 crossed 电脑3's play on their way to the chip."""
    _app, scr, now = table(390, 844)
    pl = ui(scr)
    pl.drifting.clear()
    pl.on_events([{"type": "discard", "seat": 2, "cards": [{"id": 0, "face": "B"}]}], now)
    f = pl.drifting.items[-1]
    assert f.label == "" and f.card_w <= 30


def test_a_phones_log_strip_does_not_name_the_winner_before_the_moment() -> None:
    """Play-test 11 67: "电脑2 一曲独胜" in the strip under the 牌堆摸完 banner, before the win showed."""
    _app, scr, now = table(390, 844, seed=3, actions=10_000)
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None and scr.client.is_over()
    pl.poem_skipped, pl.moment = False, (1, now + 1.0)  # (the moment says it from then: play-test 16)
    dl = DisplayList()
    pl.cover_strip(dl, now + 0.5)
    assert [op for op in dl.ops if op[0] == "T" and op[3] == pl.tx("song_end")]
    assert [op for op in dl.ops if op[0] == "R" and op[1] <= lay.log.x and op[3] >= lay.log.w]


def test_the_closing_poem_comes_with_the_result() -> None:
    """Play-test 11: the poem alone followed the song's end; the win read as no moment at all. Play-test
    12 #2: its scroll after the moment held the sheet back 6-10 s: its lines came under the moment's.
    Play-test 16 #4 asked for the rule book's scroll again, before the win (test_huaniao_pt17): the moment
    says the win and the loss, and the sheet follows it."""
    app, scr, now = table(seed=3, actions=10_000)  # seed 3: 电脑1 goes out
    pl = ui(scr)
    pl.poem_skipped, pl.moment = False, (1, now)
    texts = [str(op[3]) for op in app.frame(now + 2.0)["ops"] if op[0] == "T"]
    assert "电脑1 胜" in texts and any(t.startswith("你输了 -") for t in texts), texts
    assert not pl.end_ready(now + pl.MOMENT_S - 0.1) and pl.end_ready(now + pl.MOMENT_S + 0.1)


def test_a_card_on_its_way_into_the_hand_has_its_place_outlined() -> None:
    """Play-test 11 15: a bare hole where a passed card would land read as a drawing leftover."""
    app, scr, now = table()
    pl = ui(scr)
    c = pl.hand(scr.view())[-1]
    pl.on_events([{"type": "give", "from": 1, "to": 0, "card": c}], now)
    ops = app.frame(now + 0.1)["ops"]
    assert int(c["id"]) in pl.arriving
    r = pl.hand_at[int(c["id"])].inset(2)
    assert [op for op in ops if op[0] == "R" and abs(op[1] - r.x) < 1 and abs(op[2] - r.y) < 1
            and op[7] == "rgba(201,162,74,0.55)"]
