"""够级 session 15 (fix-gouji, play-test 4's open defects): 发四 with a real choice looks like one."""

from __future__ import annotations

from test_gouji_table import make_app, press, table, view_of

from pygame_core.games.gouji.cards import VALUE


def test_a_pending_fasi_with_other_leads_is_offered_as_a_choice() -> None:
    """待发四 and leading (rules 9.3): the 4s confirm the opening, any other lead lets it lapse. The bar
    showed 发四 alone, which read as forced: now 发四 (确认开点) beside 不发四, the strip says the
    choice, and another lead asks first, naming the cost."""
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    _, ui = table(app)
    me = ui.me()
    fours = {"a": "play", "cards": ["4", "4"]}
    pending = view_of(-1, [], top=[], open=["P" if s == me else "N" for s in range(6)])
    legal = [{"a": "play", "cards": ["4"]}, fours, {"a": "play", "cards": ["9"]}]
    btns = {b.slot: b for b in ui._offer(pending, [], legal)}
    assert btns["play"].action == fours and btns["play"].label == "发四" and btns["play"].sub == "确认开点"
    assert btns["pass"].label == "不发四" and btns["pass"].action is None
    ui._legal = lambda: legal  # type: ignore[method-assign]
    assert ui.prompt_hint(pending) == "发四确认开点，或选别的牌出（开点作废）"
    nine = ui.hand({"hand": [next(c for c, v in enumerate(VALUE) if v == 9)]})
    play = next(b for b in ui._offer(pending, nine, legal) if b.slot == "play")
    assert play.confirm.startswith("不发四") and "开点作废" in play.confirm
    assert ui.tap("btn:nofasi", pending) and "选别的牌出" in app.toast_text
    ui._legal = lambda: [fours]  # type: ignore[method-assign]
    assert ui.prompt_hint(view_of(-1, [], top=[], duel="four", open=["N"] * 6)) is None  # forced: goes by itself
