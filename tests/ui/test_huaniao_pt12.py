"""Play-test 12 (花鸟风月 7.5: pace 6): the apps deal the cards round the table, this table's deal
(three backs a seat at once, the player's cards in 1.2 s) read as "the hand is simply there"; a
bot turn took ~3 s at 中."""

from __future__ import annotations

from test_huaniao_table import opened, ui

from pygame_core.ui.games.huaniao_fly import DEAL_STEP


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
