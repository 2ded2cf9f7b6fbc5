"""够级 play-test 29 (/tmp/pt29-gouji/REPORT.md): a call's stake readable on a phone on its side, a call made marked on
the plate, the play begins with nothing raised, "Return 1 card"."""

from __future__ import annotations

from test_gouji_pt28 import in_play
from test_gouji_table import drive, make_app, press, table

from pygame_core.ui.draw import DisplayList, text_width
from pygame_core.ui.games.gouji.stamps import Stamps, draw_stamps
from pygame_core.ui.geom import Rect
from pygame_core.ui.table_seats import NARROW


def test_a_phone_on_its_sides_strip_says_the_stake_in_short() -> None:
    """022024-lstart: '预点：对门不开点，他进你 4 张；…' squeezed to ~7 px in the narrow strip: there it says the stake in
    short, at 11 px or more; a laptop keeps the whole sentence."""
    for w, h, key in ((844, 390, "stake_yudian"), (1366, 768, "confirm_yudian")):
        app = make_app(w, h)
        press(app, "start", 0.1)
        scr, ui = table(app)
        drive(app, 0.5, seed=1, until=lambda a, s=scr: a.state().get("phase") == "yudian" and
              s.viewer in s.client.people_to_act())
        hint = ui.prompt_hint(scr.view())
        assert hint == ui.tx(key), (w, hint)
        lay = scr.lay
        assert lay is not None
        if w < 900:
            assert text_width(hint, 11) <= lay.me.w * 0.75, (hint, lay.me)


def test_a_call_made_stays_on_its_plate() -> None:
    """#1 (020642: 'nothing anywhere says whether my call counted'): a 预点/明点 made is a stamp on the caller's plate."""
    st = Stamps()
    st.feed({"type": "call", "seat": 1, "call": "mingdian"})
    st.feed({"type": "call", "seat": 4, "call": "yudian"})
    assert st.words(1, "zh-Hans") == [("mingdian", "明点")] and st.words(4, "zh-Hans") == [("yudian", "预点")]


def test_the_play_begins_with_nothing_raised() -> None:
    """#5 (020648-menuclose): a card picked then dropped at 还贡 stood raised at the first turn (出牌 6), one tap from
    being played: the play's first frame clears what was raised before it."""
    app, scr, ui, now = in_play(1366, 768)
    view = scr.view()
    scr.selected = [ui.card_key(ui.hand(view)[0])]
    ui.phase_seen = "return"
    scr.draw(DisplayList(), 1366, 768, now + 0.1)
    assert scr.selected == []
    scr.selected = [ui.card_key(ui.hand(view)[0])]  # (within the play, a selection stays)
    scr.draw(DisplayList(), 1366, 768, now + 0.2)
    assert scr.selected


def test_returning_one_card_says_card() -> None:
    """Smaller (020555): the English bar said 'Return 1 cards'."""
    app, scr, ui, now = in_play(1366, 768)
    me = scr.viewer
    view = {**scr.view(), "phase": "return", "returns_pending": [{"seat": me, "n": 1, "to": (me + 1) % 6}]}
    ui.table.app.settings["lang"] = "en"
    btn = next(b for b in ui._offer(view, ui.hand(view)[:1], []) if b.id == "return")
    assert btn.label == "Return 1 card", btn.label


def test_the_stamps_go_once_the_hand_is_over() -> None:
    """#4 (021306-ff: the end's '6' and '+4' lay on 发四 and 被打): the plates' stamps go when the hand ends."""
    dl = DisplayList()
    st = Stamps()
    st.feed({"type": "call", "seat": 1, "call": "mingdian"})
    seats = {1: Rect(10, 10, 160, 70)}
    draw_stamps(dl, st, seats, "zh-Hans", NARROW, False)
    assert any(op[0] == "T" and op[3] == "明点" for op in dl.ops)
    dl = DisplayList()
    draw_stamps(dl, st, seats, "zh-Hans", NARROW, True)
    assert not any(op[0] == "T" for op in dl.ops)
