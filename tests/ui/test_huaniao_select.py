"""花鸟风月's selection without traps (play-test 3 #4): a raised card that fits no play leaves the
cards that do play bright (its note offers them), and a tap on the bare felt puts the raised cards
down."""

from __future__ import annotations

from test_huaniao_table import table, ui

from pygame_core.ui.games.huaniao_pick import face_of, open_faces


def test_a_card_in_no_play_leaves_the_playable_cards_bright_and_the_felt_puts_them_down() -> None:
    for seed in range(1, 20):
        app, scr, now = table(seed=seed)
        st = app.state()
        if (st.get("prompt") or {}).get("type") != "main" or scr.viewer not in st.get("people_to_act", []):
            continue
        pl, view = ui(scr), scr.view()
        hand = pl.hand(view)
        ok = open_faces(pl.legal_now(), [])
        dead = [c for c in hand if face_of(c) not in ok]
        live = [c for c in hand if face_of(c) in ok]
        if not dead or not live:
            continue
        assert pl.card_dim(view, dead[0]) and not pl.card_dim(view, live[0])
        scr.selected = [pl.card_key(dead[0])]
        assert not pl.plays(view, [dead[0]])  # it fits nothing
        assert not any(pl.card_dim(view, c) for c in live), "the playable cards went grey"
        # a tap on the bare felt (no seat, chip or spot to tap there) puts the card down
        app.frame(now)
        lay = scr.lay
        assert lay is not None
        spot = next((x, y) for y in range(int(lay.center.y) + 4, int(lay.center.b), 6)
                    for x in range(int(lay.center.x) + 4, int(lay.center.r), 6) if app.dl.hit_at(x, y) is None)
        app.tap_at(*spot, now + 0.1)
        assert scr.selected == []
        return
    raise AssertionError("no main prompt with a card in no play and one in a play")


def test_a_wind_gift_asks_for_exactly_the_cards_it_takes() -> None:
    """風 gives exactly one card (one or two in autumn, §7.5): the prompt never says "up to"
    (play-test 3: "pick up to 1", while giving nothing was not allowed)."""
    app, scr, _ = table(seed=1)
    pl = ui(scr)
    for most, want in ((1, "Pick 1 to give"), (2, "Pick 1–2 to give")):
        app.settings["lang"] = "en"
        view = {"prompt": {"type": "gift", "kind": "wind", "to": [1], "max": most}}
        line = pl.prompt_hint(view) or ""
        assert line.startswith(want) and "up to" not in line, line
        app.settings["lang"] = "zh-Hans"
        assert (pl.prompt_hint(view) or "").startswith(f"选 {want.split()[1]} 张送给")
