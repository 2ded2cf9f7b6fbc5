"""花鸟风月's selection without traps (play-test 3 #4): a raised card that fits no play leaves the
cards that do play bright (its note offers them), and a tap on the bare felt puts the raised cards
down."""

from __future__ import annotations

from test_huaniao_table import table, ui

from pygame_core.ui.games.huaniao_bar import face_of, open_faces


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
