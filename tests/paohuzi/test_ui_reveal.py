"""The 亮张 is revealed at the deal as a moment (play-test: an 18 px card in the pile's corner), and
the log keeps the player's own 过."""

from __future__ import annotations

from typing import Any

from pygame_core.ui.draw import DisplayList

from .test_ui_table import start


def test_the_shown_card_is_a_moment_at_the_deal() -> None:
    app = start(1366, 768, "zh-Hans", seed=3)
    app.settings["speed"] = "normal"
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    app.frame(0.5)
    plugin.moments.clear()
    plugin._revealed = None
    view = plugin.table.view()
    dl = DisplayList()
    lay = app.screen.lay  # type: ignore[attr-defined]
    plugin.draw_center(dl, lay.center, view, 1.0)
    beat = plugin.moments.current(1.0)
    assert beat is not None and beat.shown == (view["dealer"], view["shown"]) and not beat.win
    assert beat.hold >= 1.5
    top = DisplayList()
    plugin.draw_overlay(top, 1366, 768, 1.2, view)
    cards = [op for op in top.ops if op[0] == "T" and op[3] == plugin.glyph(view["shown"])]
    assert cards and max(op[4] for op in cards) >= 40   # large, not an 18 px corner card
    assert any(op[0] == "T" and plugin.g("shown_big") in str(op[3]) for op in top.ops)
    plugin.draw_center(DisplayList(), lay.center, view, 1.5)
    assert len(plugin.moments.queue) == 1   # once a hand


def test_the_log_keeps_the_players_own_pass() -> None:
    app = start(1366, 768, "zh-Hans", seed=3)
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    me = plugin.table.viewer
    # (a 过 the player chose, when something else was on offer: on_events marks it "asked")
    assert plugin.log_line({"type": "answer", "seat": me, "action": {"a": "pass"}, "asked": True}) == "你 过"
    assert plugin.log_line({"type": "pass", "seat": me, "asked": True}) == "你 过"
    assert plugin.log_line({"type": "pass", "seat": (me + 1) % 3}) is None
    assert plugin.log_line({"type": "answer", "seat": me, "action": {"a": "peng"}}) is None
