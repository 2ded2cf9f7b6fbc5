"""花鸟风月 after play-test 8: a double tap acts on a phone's slow page (月 opens the 月照 picker),
the player's turns come sooner, what the table does for the player is seen in the hand."""

from __future__ import annotations

from test_huaniao_table import table, ui
from ui_driver import center


def test_a_double_tap_on_the_moon_opens_its_target_picker_on_a_slow_phone_page() -> None:
    """Play-test 8 p13: 月 double-tapped on a phone was raised and put down again (its page drew the
    play's button between the two presses, which then read 0.4 s apart); the picker must open."""
    checked = 0
    for seed in range(1, 12):
        app, scr, now = table(390, 844, seed=seed, actions=3)
        pl, view = ui(scr), scr.view()
        if (view.get("prompt") or {}).get("type") != "main":
            continue
        moons = [c for c in pl.hand(view) if c["face"] == "Y" and pl.plays(view, [c])]
        if not moons:
            continue
        app.frame(now)
        key = pl.card_key(moons[0])
        hits = {h["id"]: h for h in app.state()["hits"]}
        app.tap_at(*center(hits[f"card:{key}"]), now + 1.0)
        app.frame(now + 1.2)
        hits = {h["id"]: h for h in app.state()["hits"]}
        app.tap_at(*center(hits[f"card:{key}"]), now + 1.42)
        app.frame(now + 1.5)
        assert (scr.view().get("prompt") or {}).get("type") == "target", seed
        checked += 1
    assert checked >= 2
