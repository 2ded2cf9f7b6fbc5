"""A chip's or a seat's explanation closes at the next tap, and that tap still does what it meant
(play-test 30, 花鸟风月 #1: a seat's tip was open, the tap on a card did nothing, the clock ran out into
a penalty draw); a tap on the bubble itself, or on its chip again, only closes it."""

from __future__ import annotations

from test_ui_app import make_app
from ui_driver import center

from pygame_core.ui.app import App


def hit(app: App, prefix: str) -> dict[str, object]:
    return next(h for h in app.state()["hits"] if str(h["id"]).startswith(prefix))


def at_prompt(seed: int = 3) -> tuple[App, float]:
    # a fixed deal: on some deals the first prompt is a forced 栖 the table answers by itself, then a
    # hand-limit discard comes with the rules' picks raised, which is not what these tests are about
    app = make_app(w=1366, h=768, timers=False, fixed_seed=seed)
    app.tap_at(*center(hit(app, "start")), 0.1)
    scr, now = app.screen, 0.2
    while scr.viewer not in scr.client.people_to_act() or scr.plugin.animating(now):  # type: ignore[attr-defined]
        now += 0.1
        app.frame(now)
        assert now < 120
    return app, now


def test_a_tap_on_a_card_under_an_open_tip_selects_it() -> None:
    app, now = at_prompt()
    tip = hit(app, "tip:")
    assert app.tap_at(*center(tip), now) == tip["id"]
    app.frame(now + 0.1)
    assert app.state()["bubble"]
    card = hit(app, "card:")
    app.tap_at(*center(card), now + 0.5)
    app.frame(now + 0.6)
    st = app.state()
    assert st["bubble"] is None
    assert st["selected"], "the card's tap was eaten by the bubble"


def test_a_tap_on_the_bubble_or_its_chip_only_closes_it() -> None:
    app, now = at_prompt()
    tip = hit(app, "tip:")
    for k, again in enumerate(("bubble", tip["id"])):
        t = now + 1.0 * k
        app.tap_at(*center(tip), t)
        app.frame(t + 0.1)
        assert app.state()["bubble"]
        raised = app.state()["selected"]  # a hand-limit discard comes with the rules' picks raised
        target = next(h for h in app.state()["hits"] if h["id"] == again)
        app.tap_at(*center(target), t + 0.3)
        app.frame(t + 0.4)
        assert app.state()["bubble"] is None and app.state()["selected"] == raised
