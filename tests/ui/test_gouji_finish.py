"""够级, the hand's end (fix-gouji-game): the felt's latest line follows a switch of language and
does not stand into the next hand; the last seats' cards are shown face up; tribute both ways
between a pair is said as what it is."""

from __future__ import annotations

from test_gouji_table import drive, make_app, press, table


def test_the_felts_latest_line_follows_the_language_and_ends_with_its_hand() -> None:
    """After a switch to English the centre still said "本局结束" (and the next hand began with it)."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play" and len(ui.latest) > 0)
    zh = ui.latest
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh)
    app.settings["lang"] = "en"
    en = ui.latest
    assert en and en != zh and not any("\u4e00" <= ch <= "\u9fff" for ch in en.replace("你", ""))
    ui.on_new_hand()
    assert ui.latest == ""
