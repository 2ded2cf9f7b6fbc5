"""Play-test 12 (花鸟风月 7.5: pace 6): the apps deal the cards round the table, this table's deal
(three backs a seat at once, the player's cards in 1.2 s) read as "the hand is simply there"; a
bot turn took ~3 s at 中."""

from __future__ import annotations

import pytest
from test_huaniao_table import opened, table, ui
from ui_driver import center

from pygame_core.ui.games.huaniao_fly import DEAL_STEP
from pygame_core.ui.widgets import Chip


def test_the_deal_goes_round_the_table_one_card_at_a_time_and_the_seats_counts_go_up() -> None:
    app, scr = opened(1)
    pl = ui(scr)
    view = scr.view()
    me = scr.viewer or 0
    others = [s for s in range(4) if s != me]
    full = {s: view["seats"][s]["count"] for s in others}
    app.frame(0.15)  # the table's first frame: the deal starts
    assert pl.deal_end - 0.15 >= 1.6  # (it was 1.3 s: unseen)
    assert all(pl.seat_info(view, s).count == 0 for s in others)
    # the player's cards leave one a round: each seat's card between two of the player's
    mine = sorted(f.t0 for f in pl.arriving.values())
    gaps = [b - a for a, b in zip(mine, mine[1:], strict=False)]
    assert gaps and min(gaps) >= 4 * DEAL_STEP - 1e-6, gaps
    mid = (0.15 + pl.deal_end) / 2
    app.frame(mid)
    half = [pl.seat_info(view, s).count or 0 for s in others]
    assert all(0 < n < full[s] for n, s in zip(half, others, strict=False)), half  # counted as they land
    app.frame(pl.deal_end + 0.05)
    assert [pl.seat_info(view, s).count for s in others] == [full[s] for s in others]
    assert not pl.arriving


def test_a_banner_keeps_off_the_players_own_last_play() -> None:
    """FIXERS 3: a bot's combo landing across the table called its banner over the row of plays
    without the newest, the foot, where the player's own last play lay; it takes the gap above that
    row then, just over the player's play, under the tune track."""
    checked = 0
    for seed in range(1, 9):
        app, scr, now = table(seed=seed, actions=9)
        pl, me = ui(scr), scr.viewer or 0
        app.frame(now)
        lie, newest = pl.spots.get(f"lie{me}"), pl.spots.get("newest")
        if lie is None or lie.w <= 0 or newest is None or newest.y >= lie.y:
            continue  # the newest play must be another seat's, across the table, with the player's own down
        pl.banner(f"{pl.name((me + 2) % 4)} · 舞，天上天下", "combo", now)
        app.frame(now + 0.3)
        box = pl.spots["banner"]
        assert not box.intersects(lie) and not box.intersects(newest) and not box.intersects(pl.spots["scale"]), \
            (seed, box, lie, newest)
        checked += 1
    assert checked >= 2


def test_the_status_says_which_song_this_is_and_that_the_totals_add_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 12: "no match length": the table has none (rules.md, the match total), so the status
    says which song this is, its tip how the seats' totals add up, in each language."""
    app, scr, now = table(seed=3, actions=2)
    pl = ui(scr)
    chips = [c for c in pl.status(scr.view()) if isinstance(c, Chip)]
    song = next(c for c in chips if c.text == "第1曲")
    assert "总分" in song.tip and "曲数不限" in song.tip
    monkeypatch.setattr(type(scr.client), "hand_no", property(lambda _c: 2))  # (the second song)
    assert any(isinstance(c, Chip) and c.text == "第2曲" for c in pl.status(scr.view()))
    app.settings["lang"] = "en"
    assert any(isinstance(c, Chip) and c.text == "Song 2" for c in pl.status(scr.view()))


def test_a_double_click_plays_the_card_alone_though_another_is_raised() -> None:
    """Play-test 13 40: a double click on 十 did nothing (raised and put down again): another card was
    up, and the double tap asked for the card alone raised."""
    checked = 0
    for seed in range(1, 9):
        app, scr, now = table(seed=seed, actions=4 + seed)
        pl, view = ui(scr), scr.view()
        if (view.get("prompt") or {}).get("type") != "main":
            continue
        app.frame(now)
        hand = pl.hand(view)
        one = [c for c in hand if len(pl.plays(view, [c])) >= 1]
        other = [c for c in hand if c not in one[:1]]
        if not one or not other:
            continue
        hits = {h["id"]: h for h in app.state()["hits"]}
        key, up = pl.card_key(one[0]), pl.card_key(other[-1])
        app.tap_at(*center(hits[f"card:{up}"]), now)  # raised before
        before = app.state()["actions"]
        app.tap_at(*center(hits[f"card:{key}"]), now + 1.0)
        app.tap_at(*center(hits[f"card:{key}"]), now + 1.2)
        assert app.state()["actions"] > before, (seed, key, up)
        checked += 1
    assert checked >= 2
