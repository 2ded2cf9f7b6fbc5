"""花鸟风月 after play-test 19 (FIXERS, session 24): chained bot effects one at a time, each with its
beat (#1: 风过, 天上天下, 天上天下 in ~6 s, the arrows, calls, draws and discards of one over the next)."""

from __future__ import annotations

from test_huaniao_pace import STEP, timed_hand
from test_huaniao_table import table, ui

from pygame_core.games.huaniao.cards import FACE
from pygame_core.ui.draw import DisplayList
from pygame_core.ui.games.huaniao_hints import ENDGAME_PILE, rank_for
from pygame_core.ui.games.huaniao_pace import EFFECT_S, PLAIN_S, QI, bot_wait
from pygame_core.ui.games.huaniao_seats import FAST_HOLD, HOLD_S
from pygame_core.ui.games.huaniao_show import COMBO_HOLD_S
from pygame_core.ui.games.huaniao_win import SCROLL_S, draw_scroll
from pygame_core.ui.screen import BOT_DELAY


def test_a_real_play_after_another_seats_dance_waits_for_it_to_be_read() -> None:
    """#1: the next real play after another seat's dance (its gift, draws, discards) waits EFFECT_S
    once the table is free at 中 (the speed's share at the others); a forced 栖 does not."""
    base = BOT_DELAY["normal"]
    ge = {"a": "op", "op": "ge", "cards": [16]}
    assert bot_wait(base, "main", [QI, ge], effect=True) == EFFECT_S > PLAIN_S
    assert bot_wait(base, "main", [QI], effect=True) == bot_wait(base, "main", [QI])
    assert bot_wait(BOT_DELAY["fast"], "main", [QI, ge], effect=True) < EFFECT_S
    assert bot_wait(0.0, "main", [QI, ge], effect=True) == 0.0
    # seed 4 at 中: 电脑1's 天上天下, then 电脑2's 天上天下 0.57 s after the table was free (2.2 s apart)
    acts, _now = timed_hand(4, 12)
    after = [
        (acts[i][0] - acts[i - 1][0])
        for i in range(1, len(acts))
        if acts[i][2].get("op") not in (None, "qi")
        and any(a.get("op") == "wu" and s not in (0, acts[i][1]) for _t, s, a in acts[max(0, i - 3) : i])
    ]
    assert after and min(after) >= EFFECT_S - STEP, after


def test_a_play_clears_what_the_effect_before_it_left() -> None:
    """#1 (browser, seed 6): 风过's arrow and its call '舞，风过 → 电脑3' still stood over 电脑3's
    天上天下 as it landed; a new play takes them away (the player's own call stays: its hand changed)."""
    _app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer or 0
    a, b, c = (me + 1) % 4, (me + 2) % 4, (me + 3) % 4
    pl.link(a, b, "#fff", now)
    pl.say_at(a, "舞，风过 → 电脑2", now)
    pl.say_at(me, "你 摸到 十", now + 0.5)
    dl = DisplayList()
    pl.draw_links(dl, now + 0.8)
    assert [op for op in dl.ops if op[0] == "P"], "the gift's arrow"
    pl.on_events([{"type": "play", "seat": c, "op": "ge", "cards": [{"id": 5, "face": "1"}]}], now + 1.0)
    dl = DisplayList()
    pl.draw_links(dl, now + 1.1)
    assert not [op for op in dl.ops if op[0] == "P"], "no stale arrow over the next play"
    assert not pl.saying_at(a, now + 1.1) and pl.saying_at(me, now + 1.1)
    assert not pl.effect
    pl.on_events(
        [
            {
                "type": "play",
                "seat": c,
                "op": "wu",
                "kind": "tianxia",
                "cards": [{"id": k, "face": f} for k, f in ((1, "1"), (2, "2"), (3, "3"), (4, "4"))],
            }
        ],
        now + 2,
    )
    assert pl.effect


def test_a_card_a_dance_deals_the_player_says_which_dance() -> None:
    """#1: what another's dance deals the player is called by the hand with the dance that dealt it
    ("天上天下：你 摸到 十"; it said "你 摸到 十", why only in the log)."""
    _app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer or 0
    pl.dance = ("tianxia", [])
    pl.on_events([{"type": "draw", "seat": me, "card": {"id": 17, "face": "1"}, "why": "combo"}], now)
    assert pl.said[me][0] == "天上天下：你 摸到 十", pl.said[me]


def test_the_players_own_wind_spot_says_what_it_gave_and_to_whom() -> None:
    """#2 (phone 061741 pb200): after the player's 风过 its band showed 风, not the card given, once the
    callout went: its label says it ("你 · 舞·风过 → 电脑1：万"), the cards alone where names do not fit."""
    _app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer or 0
    to = (me + 1) % 4
    pl.on_events([{"type": "give", "from": me, "to": to, "card": {"id": 40, "face": "4"}}], now)
    assert pl.own_gifts == [(to, {"id": 40, "face": "4"})]
    assert pl.gift_words("你 · 舞·风过", 400) == f"你 · 舞·风过 → {scr.seat_name(to)}：万"
    assert pl.gift_words("你 · 舞·风过", 120) == "你 · 舞·风过 → 万"
    assert pl.gift_words("你 · 舞·风过", 90) == "你 · 舞·风过"
    pl.own_gifts = [(s, {"id": 40 + s, "face": "1"}) for s in range(4) if s != me]
    assert pl.gift_words("你 · 舞·凉风有幸", 400) == "你 · 舞·凉风有幸 → 其余三家：十十十"
    pl.on_events([{"type": "play", "seat": me, "op": "ge", "cards": [{"id": 5, "face": "1"}]}], now + 5)
    assert pl.own_gifts == []


def test_fast_holds_a_dance_a_shorter_beat_than_normal() -> None:
    """#4 (快 felt little faster than 中: the dances' holds took the time): at 快 a callout's hold and a
    banner's take FAST_HOLD of theirs; at 中 they are whole."""
    _app, scr, now = table(seed=2)
    pl = ui(scr)
    for speed, share in (("normal", 1.0), ("fast", FAST_HOLD)):
        scr.app.settings["speed"] = speed
        pl.hold_until = -1.0
        pl.say_at(1, "舞，天上天下", now, hold=True)
        assert pl.hold_until == now + HOLD_S * share
    pl.hold_until = -1.0
    pl.banners = [("电脑1 · 舞，天上天下", "combo", now)]
    assert pl.busy(now + COMBO_HOLD_S * FAST_HOLD - 0.05) and not pl.busy(
        now + COMBO_HOLD_S * FAST_HOLD + 0.05
    )


def test_after_wait_the_players_spot_says_the_turn_is_played_again() -> None:
    """Play-test 19 (061222 after_undo): after 且慢 the player's spot read "你 · 栖", its perch four turns
    before; it says the turn is played again till the player plays or perches."""
    _app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer or 0
    assert scr.lay is not None
    pl.perched[me] = 0
    pl.on_events([{"type": "undo", "seat": me, "text": "风过无痕，月照无意"}], now)
    dl = DisplayList()
    pl.draw_center(dl, scr.lay.center, scr.view(), now + 5)
    texts = [str(op[3]) for op in dl.ops if op[0] == "T"]
    assert "你 · 且慢 · 重出" in texts and "你 · 栖" not in texts, texts
    pl.on_events([{"type": "draw", "seat": me, "card": {"id": 3, "face": "B"}, "why": "qi"}], now + 6)
    assert not pl.retaking


def test_the_poems_skip_reads_as_a_button() -> None:
    """#4 (061431 b815): the song-end poem read as a pause, its 点按跳过 13 px grey under it: a pill of
    15 px bold on a dark ground, gold-rimmed."""
    dl = DisplayList()
    paper = draw_scroll(dl, 1366, 768, SCROLL_S - 1.0, ["春来花友常欢会"] * 4, [], "点按跳过")
    t = next(op for op in dl.ops if op[0] == "T" and op[3] == "点按跳过")
    assert t[4] >= 15 and t[2] > paper.b, t
    pills = [
        op for op in dl.ops if op[0] == "R" and float(op[2]) >= paper.b and op[6] == "rgba(20,16,12,0.72)"
    ]
    assert pills, "a pill under the scroll"


def test_a_dances_draws_for_the_player_are_called_together() -> None:
    """Play-test 20 (091645 l_bots1): 雀舞满山 dealt the player three cards, its callout said only the
    last ("雀舞满山：你 摸到 百"): it names them all; the next play starts afresh."""
    _app, scr, now = table(seed=2)
    pl = ui(scr)
    me = scr.viewer or 0
    bot = (me + 1) % 4
    cards = [{"id": 1, "face": f} for f in "BB"]
    pl.on_events([{"type": "play", "seat": bot, "op": "wu", "kind": "queyu", "cards": cards}], now)
    draws = [
        {"type": "draw", "seat": me, "card": {"id": 20 + i, "face": f}, "why": "combo"}
        for i, f in enumerate("BY2")
    ]
    pl.on_events(draws, now + 0.1)
    assert pl.said[me][0] == "雀舞满山：你 摸到 鸟月百", pl.said[me]
    pl.on_events([{"type": "play", "seat": bot, "op": "wu", "kind": "tianxia", "cards": cards}], now + 5)
    pl.on_events([{"type": "draw", "seat": me, "card": {"id": 30, "face": "3"}, "why": "combo"}], now + 5.1)
    assert pl.said[me][0] == "天上天下：你 摸到 千", pl.said[me]


def test_a_combo_going_out_is_read_before_the_poem_and_no_banner_lies_over_the_poem() -> None:
    """Play-test 20 #4 (092809 p_win, 092810 p_pwin): the player went out with 舞，天上天下; its banner lay
    across the table as the poem's scroll came 0.3 s after, then under the scroll. The scroll waits for
    the combo's call to be read (COMBO_HOLD_S), and no banner shows while it unrolls."""
    app, scr, now = table(390, 844, seed=3)
    pl, me = ui(scr), scr.viewer or 0
    now += 5
    cards = [{"id": k, "face": f} for k, f in ((1, "1"), (2, "2"), (3, "3"), (4, "4"))]
    pl.on_events(
        [
            {"type": "play", "seat": me, "op": "wu", "kind": "tianxia", "cards": cards},
            {"type": "song_end", "reason": "out"},
            {"type": "winner", "seat": me, "how": "out"},
        ],
        now,
    )
    assert pl.scroll_at is not None and pl.scroll_at >= pl.burst_at + COMBO_HOLD_S - 1e-6
    ops = app.frame(pl.scroll_at + 1.0)["ops"]
    texts = [str(op[3]) for op in ops if op[0] == "T"]
    assert "春来花友常欢会" in texts and not any("天上天下" in t and "你" in t for t in texts), texts


def test_a_phones_top_bar_keeps_the_season_past_turn_ten() -> None:
    """Play-test 20 #2 (092400 p_pb3, 092654 p_pb6): on a phone in 完全 the season chip dropped off the top
    bar from 第11回合 on (the turn chip's two digits took its room): the turn goes last, the season stays."""
    for acts in (30, 45, 60):
        app, scr, now = table(390, 844, seed=2, actions=acts, preset="full")
        view = scr.view()
        if int(view.get("turn", 0)) + 1 < 10 or not isinstance(view.get("season"), str):
            continue
        lay = scr.lay
        assert lay is not None
        ops = app.frame(now + 0.1)["ops"]
        top = [str(op[3]) for op in ops if op[0] == "T" and lay.top.y <= float(op[2]) <= lay.top.b]
        assert any(t in top for t in ("春", "夏", "秋", "冬")), top
        return
    raise AssertionError("no song of seed 2 reached turn 10 in a season")


def test_the_hint_sheds_the_most_points_when_the_pile_is_nearly_out() -> None:
    """Play-test 20 #3 (091927 l_hint): tune 万, hand 鸟鸟十十百百千花, 2 cards in the pile: the first hint
    was 诵 鸟十百 (3 points) before 鸣 花千 (8); with the pile at ENDGAME_PILE or less the most points go
    first, before it the most cards."""
    ids = {f: i for i, f in enumerate(FACE)}
    song = {"a": "op", "op": "song", "cards": [ids["B"], ids["1"], ids["2"]]}
    ming = {"a": "op", "op": "ming", "cards": [ids["H"], ids["3"]]}
    assert sorted([ming, song], key=rank_for({"pile": 20}))[0] is song
    assert sorted([song, ming], key=rank_for({"pile": ENDGAME_PILE}))[0] is ming
    assert sorted([song, ming], key=rank_for({"pile": 2}))[0] is ming


def test_a_showdown_rounds_call_lies_not_over_its_panel() -> None:
    """Play-test 20 re-check (phone, seed 3): the round's call '天上天下，花鸟风月之雀舞' lay as a banner over
    the showdown panel's title, which says it ('第1轮 · 天上天下，…'): no banner."""
    _app, scr, now = table(390, 844, seed=3)
    pl = ui(scr)
    pl.banners = [("x", "showdown", now)]
    pl.on_events([{"type": "showdown_round", "round": 1}], now + 1)
    assert pl.banners == [] and pl.reveal_at == now + 1


def test_the_sheet_is_titled_for_a_song() -> None:
    """Play-test 19 minor: the English sheet was titled "Hand over" over "Bot 2 wins the song": a song's
    sheet says 一曲终了 / Song over (GameUI.END_TITLE)."""
    for lang, title in (("zh-Hans", "一曲终了"), ("en", "Song over")):
        app, _scr, now = table(seed=1, actions=10_000, lang=lang)
        app.frame(now + 0.1)
        words = [str(op[3]) for op in app.dl.ops if op[0] == "T"]
        assert title in words and "Hand over" not in words and "本局结束" not in words, words
