"""花鸟风月 play-test round 2 (fix-huaniao2): what the rules do on their own shows on the table,
a bot's clock counts only while the table runs, the song's end shows no stale note, and the
table's pieces keep apart."""

from __future__ import annotations

from test_huaniao_table import table, ui

from pygame_core.ui.games.huaniao_bar import cid, face_of


def test_a_limit_discard_is_said_in_a_toast_and_flies_full_size() -> None:
    app, scr, now = table(seed=2)
    p = ui(scr)
    bird = {"id": 999, "face": "B"}
    p.on_events([{"type": "discard", "seat": 1, "cards": [bird]}], now + 1)
    assert "手牌超限" in app.toast_text and "鸟" in app.toast_text and p.name(1) in app.toast_text
    f = p.flying.items[-1]
    assert f.cards == [bird] and f.card_w >= 40 and f.label == "超限弃牌"  # seen going, not a 30 px speck


def test_the_forced_discard_callout_names_the_card() -> None:
    app, scr, now = table(seed=2)
    p = ui(scr)
    c = p.hand(scr.view())[0]
    auto = p.auto_answer(scr.view(), [{"a": "discard", "cards": [cid(c)]}])
    assert auto is not None and p.glyph(face_of(c) or "") in auto.label and "超限" in auto.label


def test_the_viewers_perch_draw_is_said_with_its_card() -> None:
    app, scr, now = table(seed=2)
    p = ui(scr)
    p.on_events([{"type": "draw", "seat": scr.viewer, "why": "qi", "card": {"id": 998, "face": "Y"}}], now + 1)
    assert "摸到" in app.toast_text and "月" in app.toast_text
