"""花鸟风月 after play-test 16 (FIXERS, session 22): 且慢 a button that stays while the next bot thinks,
not a 2.5 s wait or a 继续 to tap after every play (1); no 快进到我 during the player's own forced 栖 (4);
a phone's callout in the log strip hides the strip's lines (5); the closing poem's scroll before the win (3); a phone's own play as large as the others' (2)."""

from __future__ import annotations

from typing import Any

from test_huaniao_table import QI, hit, opened, table, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App
from pygame_core.ui.draw import text_width
from pygame_core.ui.games.huaniao_pace import STREAK
from pygame_core.ui.games.huaniao_win import SCROLL_AT, SCROLL_LINE, SCROLL_S
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_bar import SWAP_S, slot_cells
from pygame_core.ui.table_screen import TableScreen


def played(seed_from: int = 1, w: int = 1366, h: int = 768, speed: str = "normal") -> tuple[App, TableScreen, float]:
    """A table whose viewer has just played a plain note (歌 or 诵: nothing exposed, 且慢 applies)."""
    for seed in range(seed_from, seed_from + 12):
        app, scr, now = table(seed=seed, w=w, h=h)
        me = scr.viewer or 0
        plays = [a for a in scr.client.legal(me) if a.get("op") in ("ge", "song")]
        if (app.state().get("prompt") or {}).get("type") != "main" or not plays:
            continue
        app.settings["speed"] = speed
        now += SWAP_S  # the player's turn has just come: a phone's play cell held 快进到我 (table_bar.Guard)
        scr.selected = [str(i) for i in plays[0]["cards"]]
        app.frame(now)
        app.tap_at(*center(hit(app, "btn:op0")), now)
        app.frame(now + 0.05)
        assert (app.state().get("prompt") or {}).get("type") == "commit"
        return app, scr, now
    raise AssertionError("no deal with a plain play at the viewer's main prompt")


def test_the_undo_window_is_a_button_while_the_next_bot_thinks_and_no_wait() -> None:
    """FIXERS 1 (play-test 16 #5): after every own play a 2.5 s window with 继续: a wait or a tap each
    turn. Now 且慢 alone stays (no 继续), the next bot is lit thinking, the line says what ↺ is, and the
    next bot plays as the window closes (play-test 40: 4 s), with no second wait after it."""
    app, scr, now = played()
    pl, me = ui(scr), scr.viewer or 0
    view = scr.view()
    assert [b["id"] for b in app.state()["buttons"]] == ["btn:undo"]
    nxt = pl.window_next(view)
    assert nxt is not None and nxt != me and scr.client.is_bot(nxt)
    assert pl.seat_info(view, nxt).acting is True  # lit, its thinking drawn on its face
    hint = pl.prompt_hint(view) or ""
    assert "↺" in hint and "一次" in hint and scr.seat_name(nxt) in hint, hint
    t, closed, acts = now + 0.05, None, 0
    while t < now + 6:
        t += 0.05
        app.frame(t)
        if closed is None and (scr.view().get("prompt") or {}).get("type") != "commit":
            closed, acts = t, app.state()["actions"]
        elif closed is not None and app.state()["actions"] > acts:
            break  # the next seat's answer
    # (play-test 40: 4 s, its seconds counted down, to read 且慢 and press it; test_huaniao_pt40)
    assert closed is not None and 3.9 <= closed - now <= 4.2, closed and closed - now
    assert t - now <= 4.6, t - now  # the next bot's play follows at once (it thought during the window)


def test_undo_still_works_in_the_window() -> None:
    """The rules stay: the once-per-song 且慢 in the window takes the play back."""
    app, scr, now = played(seed_from=1)
    me = scr.viewer or 0
    hand = len(scr.view().get("hand") or [])
    app.frame(now + 0.6)
    app.tap_at(*center(hit(app, "btn:undo")), now + 0.6)
    app.frame(now + 0.7)
    v = scr.view()
    assert (v.get("prompt") or {}).get("type") == "main" and me in scr.client.people_to_act()
    assert len(v.get("hand") or []) > hand


def test_no_fast_forward_in_the_window_and_a_longer_chosen_window_is_kept() -> None:
    """The window is the player's own turn: no 快进到我 there; a window chosen longer than the rules'
    2.5 s (4, 6) keeps 继续 and runs whole."""
    app, scr, _now = played()
    pl = ui(scr)
    assert not pl.out_of_hand(scr.view())
    view: dict[str, Any] = dict(scr.view())
    view["options"] = {**(view.get("options") or {}), "undo_window_s": 4}
    assert pl.window_close(view) is None
    assert "go" in [b.id for b in pl.buttons(view, [])]


def test_no_skip_to_my_turn_during_the_players_own_forced_perch() -> None:
    """FIXERS 4 (play-test 16 #2, 234657_310): during the player's own forced 栖 the bar said "自动: 无牌可出，栖"
    beside a red 快进到我: it is the player's turn already."""
    for seed in range(1, 12):
        app, scr, now = table(seed=seed, actions=2)
        pl, me, rng = ui(scr), scr.viewer or 0, SplitMix64(seed)
        for _ in range(3000):
            st = app.state()
            if st.get("over"):
                break
            if me in scr.client.people_to_act() and scr.client.legal(me) == [QI]:
                app.frame(now + 0.01)
                assert not pl.out_of_hand(scr.view())
                assert "btn:ffwd" not in {b["id"] for b in app.state()["buttons"]}
                return
            hid = next_tap(st, rng)
            hh = next((x for x in st["hits"] if x["id"] == hid), None)
            if hh is not None:
                app.tap_at(*center(hh), now)
            now += 0.1
            app.frame(now)
    raise AssertionError("no forced 栖 for the player in seeds 1-11")


def test_a_phones_callout_in_the_log_strip_hides_the_strips_lines() -> None:
    """FIXERS 5 (play-test 16 351): the 上一轮 callout fading in over the phone's log strip, its two lines
    read through it: the strip's lines give way while a callout holds its slot."""
    app, scr, now = table(390, 844, seed=2, actions=8)
    pl, me = ui(scr), scr.viewer or 0
    slot = pl.phone_slot()
    assert slot is not None and scr.log
    pl.said = {me: ("上一轮：电脑3 诵 百千万", now)}
    pl.own_play_spot = lambda: None  # type: ignore[method-assign]  # (its play lies nowhere: the slot)
    app.frame(now + 0.05)  # the bubble's first frame, fading in
    app.frame(now + 0.06)
    inside = [str(op[3]) for op in app.dl.ops if op[0] == "T" and slot.x <= float(op[1]) <= slot.r
              and slot.y <= float(op[2]) <= slot.b]
    assert inside == ["上一轮：电脑3 诵 百千万"], inside


def test_the_song_ends_with_the_poems_scroll_a_season_a_line_then_the_win_and_the_log_button_works() -> None:
    """FIXERS 3 (play-test 16 #4): four poem lines at once under the win banner, the sheet ~2 s later. The
    rule book's scroll unrolls one season a line (~6 s; a tap skips it) before the win or loss; the
    phone's ☷ stays tappable over it (a tap there went to the moment's skip)."""
    app, scr, now = table(390, 844, seed=3)
    pl, me = ui(scr), scr.viewer or 0
    now += 5
    pl.on_events([{"type": "song_end", "reason": "out"}, {"type": "winner", "seat": (me + 1) % 4, "how": "out"}], now)
    assert pl.scroll_at is not None and pl.moment is not None
    s0 = pl.scroll_at
    assert pl.moment[1] >= s0 + SCROLL_S - 0.01 and 5.0 <= SCROLL_S <= 6.5

    def words(t: float) -> list[str]:
        return [str(op[3]) for op in app.frame(t)["ops"] if op[0] == "T"]

    first = words(s0 + SCROLL_AT + 0.5)
    assert "春来花友常欢会" in first and "夏夜鸟啼情意痴" not in first and "电脑1 胜" not in first
    full = words(s0 + SCROLL_AT + 3 * SCROLL_LINE + 0.9)
    assert all(ln in full for ln in ("春来花友常欢会", "夏夜鸟啼情意痴", "秋思风过归梦里", "冬月寒雪影相依"))
    assert pl.scrolling(s0 + SCROLL_S - 0.1) and not pl.moment_visible(s0 + SCROLL_S - 0.1)
    assert app.dl.hit_at(*center(hit(app, "log"))).id == "log"  # type: ignore[union-attr]
    t = s0 + 1.5  # a tap on the scroll: the win or loss at once
    app.frame(t)
    app.tap_at(195, 420, t)
    assert not pl.scrolling(t + 0.05) and pl.moment_visible(t + 0.1)
    assert "电脑1 胜" in words(t + 0.6)


def test_a_phones_own_play_lands_as_large_as_the_others_and_stays_put_after_the_window() -> None:
    """FIXERS 2 (play-test 16 #3): on a phone the player's own play lay as chips in one row of the action
    band while the others' lay full size on the felt. In its window 且慢 takes the cell 快进 takes after it,
    so the play lands in the band's two rows, where it stays while the bots play: as large as theirs."""
    app, scr, now = played(w=390, h=844)
    pl, me = ui(scr), scr.viewer or 0
    app.frame(now + 0.7)
    lay = scr.lay
    assert lay is not None
    cells = slot_cells(lay.buttons, pl.bar_slots(scr.view()), True)
    undo = Rect(*hit(app, "btn:undo")["rect"])
    assert abs(undo.cx - cells["end"].cx) < 1 and abs(undo.cy - cells["end"].cy) < 1
    band = pl.spots[f"seat{me}"]
    rows = sorted({c.y for c in cells.values()})
    assert band.y <= rows[0] + 1 and band.b >= max(c.b for c in cells.values()) - 1, (band, rows)
    lie = pl.spots[f"lie{me}"]
    others = [pl.spots[f"lie{s}"] for s in range(4) if s != me and pl.spots.get(f"lie{s}") and pl.spots[f"lie{s}"].h > 0]
    assert others and lie.h >= max(o.h for o in others) - 8, (lie, others)
    t = now + 0.7
    while (scr.view().get("prompt") or {}).get("type") == "commit" and t < now + 3:
        t += 0.05
        app.frame(t)
    app.frame(t + 0.05)
    assert pl.spots[f"seat{me}"] == band  # the same place and size once the window has closed


def test_a_phones_long_callout_goes_to_the_log_strip_not_across_the_two_row_band() -> None:
    """The 上一轮 recap said as the player's turn came lay across the two-row band at ~10 px, over 且慢
    (the band was one row before, the recap went to the log strip): a callout the band cannot hold on one
    line at 13 px is said in the log strip."""
    app, scr, now = played(w=390, h=844)
    pl, me = ui(scr), scr.viewer or 0
    app.frame(now + 0.6)
    text = "上一轮：电脑1 被月照，跳过本回合；电脑2 舞，月照 月；电脑2月照电脑3 · 跳过一回合"
    pl.said = {me: (text, now + 0.6)}
    app.frame(now + 0.8)
    slot = pl.phone_slot()
    assert slot is not None
    said = [op for op in app.dl.ops if op[0] == "T" and str(op[3]) in text and len(str(op[3])) > 4]
    assert said and all(slot.y <= float(op[2]) <= slot.b and float(op[4]) >= 12 for op in said), said


def test_the_log_is_covered_till_the_win_or_loss_says_the_winner_not_through_it() -> None:
    """Play-test 16: the laptop's log pane stood blank ("一曲终了") through the whole end; it names the winner
    before the moment could, so it is covered until the moment shows, then it reads again."""
    app, scr, now = table(seed=3)
    pl, me = ui(scr), scr.viewer or 0
    now += 5
    pl.on_events([{"type": "song_end", "reason": "out"}, {"type": "winner", "seat": (me + 1) % 4, "how": "out"}], now)
    scr.client.is_over = lambda: True  # type: ignore[method-assign]
    assert pl.moment is not None

    def covered(t: float) -> bool:
        return any(op[0] == "T" and op[3] == pl.tx("song_end") for op in app.frame(t)["ops"])

    assert covered(now + 1.0) and covered(pl.moment[1] - 0.1)
    assert not covered(pl.moment[1] + 0.5)


def test_the_players_own_forced_perch_is_a_beat_its_card_called_as_it_flies_in() -> None:
    """Play-test 17 #1: the player's forced 栖 went by "invisibly and in a burst" in a run of them. Its beat
    stays readable in a stall, its card flies in called 摸牌, and the next bot waits for it to land."""
    app, scr = opened(1)
    pl = ui(scr)
    me = scr.viewer or 0
    view = {**scr.view(), "prompt": {"type": "main"}}
    pl.streak = STREAK
    quick = pl.auto_answer(view, [QI])
    assert quick is not None and quick.beat is not None and quick.beat >= 0.6
    hand = pl.hand(scr.view())
    pl.drawn_at = 10.0
    pl.on_events([{"type": "draw", "seat": me, "why": "qi", "card": hand[0]}], 10.05)
    assert any(f.label == pl.tx("drew") for f in pl.drifting.items)
    assert pl.own_drew_at == 10.05


def test_the_discard_hint_sheds_the_most_points_first_and_the_count_is_said_once() -> None:
    """Play-test 17 #2: a limit discard's hint offered 弃 鸟鸟鸟十, keeping the 4-point 万 when fewest points
    wins; #5: the status line said "须弃 4 · 须弃 4 张"."""
    app, scr, now = table(seed=2)
    pl, me = ui(scr), scr.viewer or 0
    ways = [{"a": "discard", "cards": [0, 1, 2, 16]}, {"a": "discard", "cards": [0, 1, 2, 40]}]
    pl._legal_at = (scr.client.version, me, ways)  # (the legal ways, each in the rules' order)
    assert pl.hint_plays()[0]["cards"] == [0, 1, 2, 40]  # (10k: 4 points, not ten's 1)
    view = {**scr.view(), "pending": {"discards": {str(me): 4}}, "prompt": {"type": "discard", "count": 4}}
    scr.client.people_to_act = lambda: [me]  # type: ignore[method-assign]
    assert pl.tx("owes", n=4) not in pl.seat_info(view, me).lines


def test_the_english_scroll_shows_its_lines_whole_under_simplified_characters() -> None:
    """Play-test 17 #3: "Autumn thoughts: the wind carries d" (clipped to the Chinese line's width), and
    the poem in traditional characters on a table of simplified ones."""
    app, scr, now = table(seed=3, lang="en")
    pl, me = ui(scr), scr.viewer or 0
    now += 5
    pl.on_events([{"type": "song_end", "reason": "out"}, {"type": "winner", "seat": (me + 1) % 4, "how": "out"}], now)
    assert pl.scroll_at is not None
    ops = app.frame(pl.scroll_at + SCROLL_S - 0.5)["ops"]
    words = [str(op[3]) for op in ops if op[0] == "T"]
    assert "秋思风过归梦里" in words, words
    clips = [op for op in ops if op[0] == "K"]
    autumn = next(op for op in ops if op[0] == "T" and str(op[3]).startswith("Autumn"))
    end = float(autumn[1]) + text_width(str(autumn[3]), float(autumn[4]))
    assert any(float(k[1]) <= float(autumn[1]) and float(k[1]) + float(k[3]) >= end - 1 for k in clips)
