"""One rule for playing a card by tapping it twice, mouse and touch alike: a second tap on the same
card within DOUBLE_TAP_S plays it, whatever the first did (play-test: a click 0.6 s later put the
card back down; on a phone a double tap on a card lifted before only toggled it); a double tap on
a 坎 card says why it cannot go."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.ui.app import App

from .test_ui_columns import _to_discard
from .test_ui_table import center, start, top_hit


def _card(app: App, kan: bool) -> str:
    ids = [h["id"] for h in app.state()["hits"] if h["id"].startswith("card:") and not h["id"].startswith("card:*")]
    return next(i for i in reversed(ids) if ("#k" in i) == kan)


def _tap(app: App, hid: str, now: float) -> None:
    app.tap_at(*center(top_hit(app.state(), hid)), now)
    app.frame(now + 0.01)


@pytest.mark.parametrize("w,h", [(1366, 768), (390, 844)])
@pytest.mark.parametrize("lifted_before", [False, True])
def test_a_second_tap_within_the_window_plays_the_card(w: int, h: int, lifted_before: bool) -> None:
    app = start(w, h, "zh-Hans", seed=5)
    _st, now = _to_discard(app, 0.3)
    key = _card(app, False)
    me = app.state()["viewer"]
    if lifted_before:   # lifted a while ago: the double tap's first tap puts it down, the second plays it
        _tap(app, key, now)
        now += 3.0
        app.frame(now)
    v0 = app.screen.client.version  # type: ignore[attr-defined]
    _tap(app, key, now)
    _tap(app, key, now + 0.6)   # a laptop's slow second click
    assert app.screen.client.version != v0  # type: ignore[attr-defined]
    evs = app.screen.log_events  # type: ignore[attr-defined]
    assert any(e.get("type") == "discard" and e.get("seat") == me for e in evs)


def test_taps_far_apart_only_lift_and_lower() -> None:
    app = start(1366, 768, "zh-Hans", seed=5)
    _st, now = _to_discard(app, 0.3)
    key = _card(app, False)
    v0 = app.screen.client.version  # type: ignore[attr-defined]
    _tap(app, key, now)
    _tap(app, key, now + 1.5)
    assert app.screen.client.version == v0  # type: ignore[attr-defined]


def test_a_double_tap_on_a_kan_card_says_why() -> None:
    for seed in range(1, 40):
        app = start(1366, 768, "zh-Hans", seed=seed)
        _st, now = _to_discard(app, 0.3)
        if any("#k" in h["id"] for h in app.state()["hits"] if h["id"].startswith("card:")):
            break
    else:
        raise AssertionError("no deal with a 坎")
    plugin: Any = app.screen.plugin  # type: ignore[attr-defined]
    toasts: list[str] = []
    app.toast = lambda text, seconds=3.5: toasts.append(text)  # type: ignore[method-assign]
    key = _card(app, True)
    v0 = app.screen.client.version  # type: ignore[attr-defined]
    _tap(app, key, now)
    _tap(app, key, now + 0.3)
    assert app.screen.client.version == v0  # type: ignore[attr-defined]
    assert plugin.locked_why({"code": "x1", "kan": True}) in toasts
