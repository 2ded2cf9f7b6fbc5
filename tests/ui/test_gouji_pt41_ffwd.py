"""够级 play-test 41 #1 (L66-L69_log_prev): the player, holding a 2 and the 3, won a trick and pressed 快进到我; a
leader must play and the 3 goes only last, so the 2 was the forced lead, played under 快进 at once, beaten (憋3),
and six automatic passes with the lone 3 followed: "I can't tell whether 快进 skipped my turns". 快进到我 now goes
off at the player's forced play (shown with its words at the normal beat); a pass made for them keeps it on."""

from __future__ import annotations

from typing import Any

from test_gouji_table import drive, make_app, press, table

from pygame_core.core.game import Action

TWO, THREE = 12, 0  # card ids (rank index 12 = 2, 0 = 3)


def _at_players_turn(monkeypatch: Any, legal: list[Action]) -> tuple[Any, Any, dict[str, Any]]:
    app = make_app(1366, 768)
    press(app, "start", 0.1)
    scr, ui = table(app)
    drive(app, 1.0, seed=4, until=lambda a: a.state().get("phase") == "play")
    view = dict(scr.view())
    view.update(seat=ui.me(), phase="play", top=[], hand=[TWO, THREE], places_so_far={})
    monkeypatch.setattr(type(scr.client), "people_to_act", lambda self: [ui.me()])
    monkeypatch.setattr(type(ui), "_legal", lambda self: legal)
    return scr, ui, view


def test_a_forced_lead_of_cards_ends_ffwd_to_me_there(monkeypatch: Any) -> None:
    scr, ui, view = _at_players_turn(monkeypatch, [{"a": "play", "cards": ["2"]}])
    assert not ui.gone(view)  # a 2 and the 3: the 2 is the player's to play, forced or not
    auto = ui.auto_answer(view, [{"a": "play", "cards": ["2"]}])
    assert auto is not None and auto.action == {"a": "play", "cards": ["2"]}  # it still plays by itself
    assert not ui.out_of_hand(view)  # ... but 快进到我 goes off there, so it is seen


def test_a_pass_made_for_the_player_keeps_ffwd_to_me_on(monkeypatch: Any) -> None:
    scr, ui, view = _at_players_turn(monkeypatch, [{"a": "pass"}])
    view["top"] = [{"seat": (ui.me() + 1) % 6, "cards": ["A"]}]
    assert ui.out_of_hand(view)  # 要不起: nothing to see, 快进 runs on
