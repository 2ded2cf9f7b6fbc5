"""花鸟风月 play-test 26 (FIXERS session 28): what a phone player read wrong at the table."""

from __future__ import annotations

from test_huaniao_own_win import song

from pygame_core.ui.games.huaniao_sheet import song_scores


def test_a_phones_own_win_says_its_gain_with_its_sign_large_and_no_coin_reads_as_a_loss() -> None:
    """#1: a "-14" coin flew under 你赢了! on a phone win (the winner's gain was +37): the ribbon says the
    player's own gain for the song, signed and large, and the coins flying to the player carry no minus."""
    app, scr, pl, _t, _over = song(2, 390, 844)  # (seed 2: 托管 goes out and wins)
    res = scr.view().get("result") or {}
    assert res.get("winner") == scr.viewer and pl.moment is not None
    gain = song_scores(res)[scr.viewer]
    assert gain > 0
    start = pl.moment[1]
    seen = False
    for k in range(1, 28):
        texts = [op for op in app.frame(start + k * 0.1)["ops"] if op[0] == "T"]
        assert not [op[3] for op in texts if str(op[3]).startswith("-")], k  # (a coin's "-14")
        said = [op for op in texts if op[3] == f"{pl.tx('you_gained')} +{gain}"]
        if k >= 3:
            assert said and said[0][4] >= 24, (k, said)
        seen = seen or bool(said)
    assert seen
