"""Action notation, position notation errors, options fields and presets."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core import registry
from pygame_core.core.errors import NotationError, OptionsError
from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao import GAME, HuaniaoState, new

from .helpers import random_options

SPEC_FLAGS = ("deck", "deal_size", "function_cards", "special_combos", "dynamic_hand_limit", "four_seasons",
              "lighting", "lone_goose", "fanhua", "showdown_scope", "op_timeout_s", "choice_timeout_s",
              "undo_window_s", "seed", "base_hand_limit", "opening_no_dance", "turn_cap", "showdown_round_cap",
              "bot_takeover_after_timeouts", "call_timeout_s")


def test_fields_cover_every_flag_with_three_languages() -> None:
    keys = {f.key for f in GAME.fields}
    assert set(SPEC_FLAGS) <= keys
    for f in GAME.fields:
        assert set(f.label) == {"zh-Hans", "zh-Hant", "en"} and all(f.label.values())
    assert set(GAME.presets) == {"simple", "basic", "regular", "full", "pro"}
    for k, lab in GAME.preset_labels.items():
        assert k in GAME.presets and set(lab) == {"zh-Hans", "zh-Hant", "en"}
    assert list(GAME.bots) == ["easy", "normal", "hard"]
    assert registry.get("huaniao") is GAME


@pytest.mark.parametrize("preset", ["simple", "basic", "regular", "full", "pro"])
def test_presets_validate(preset: str) -> None:
    o = GAME.options_for(preset)
    assert o["mode"] == preset
    assert GAME.options_for(preset, showdown_scope="tied")["mode"] == preset


def test_preset_constraints() -> None:
    with pytest.raises(OptionsError):
        GAME.options_for("full", lighting="day")
    with pytest.raises(OptionsError):
        GAME.options_for("pro", lone_goose=False, fanhua=False)
    with pytest.raises(OptionsError):
        GAME.options_for("regular", lone_goose=True)
    with pytest.raises(OptionsError):
        GAME.options_for("basic", lighting="night")
    assert GAME.options_for("pro", lone_goose=False, fanhua=True)["fanhua"]
    assert GAME.options_for("regular", lighting="night")["lighting"] == "night"
    with pytest.raises(OptionsError) as e:
        GAME.validate_options({"bogus": 1})
    assert e.value.code == "E_OPTIONS"


@pytest.mark.parametrize("text,action", [
    ("ming B.3 1.17", {"a": "op", "op": "ming", "cards": [3, 17]}),
    ("ge 2.24", {"a": "op", "op": "ge", "cards": [24]}),
    ("song 2.24 3.32 4.40", {"a": "op", "op": "song", "cards": [24, 32, 40]}),
    ("qi", {"a": "op", "op": "qi"}),
    ("wu tianxia 1.16 2.24 3.32 4.40", {"a": "op", "op": "wu", "kind": "tianxia", "cards": [16, 24, 32, 40]}),
    ("gift 1:4.45", {"a": "gift", "to_cards": {"1": [45]}}),
    ("gift 1:4.45,4.46", {"a": "gift", "to_cards": {"1": [45, 46]}}),
    ("gift 1:4.45 2:H.49 3:1.17", {"a": "gift", "to_cards": {"1": [45], "2": [49], "3": [17]}}),
    ("target 2", {"a": "target", "seat": 2}),
    ("pass 4.45", {"a": "pass", "card": 45}),
    ("discard B.0 B.1", {"a": "discard", "cards": [0, 1]}),
    ("guess bird", {"a": "guess", "kind": "bird"}),
    ("day_play yes", {"a": "day_play", "play": True}),
    ("day_play no", {"a": "day_play", "play": False}),
    ("end_turn", {"a": "end_turn"}), ("undo", {"a": "undo"}), ("call", {"a": "call"}),
    ("timeout", {"a": "timeout"}), ("resume", {"a": "resume"}),
])
def test_action_notation_round_trip(text: str, action: dict[str, object]) -> None:
    assert GAME.parse_action(text) == action
    assert GAME.format_action(action) == text


@pytest.mark.parametrize("bad", ["", "ming B.99", "ge 1.3", "gift 5:1.17", "fly", "target x", "day_play maybe"])
def test_bad_action_text(bad: str) -> None:
    with pytest.raises(NotationError):
        GAME.parse_action(bad)


def test_bad_positions() -> None:
    st = new(GAME.options_for("regular"), 1, None)
    text = st.notation()
    assert text.startswith("huaniao ") and "\n" not in text
    assert registry.load_position(text).notation() == text
    for bad in ("gouji x", "huaniao {", "huaniao []", "huaniao bogus=1", "huaniao turn=x", "huaniao turn=1; turn=2",
                text + "; h0=B.0", text.replace("phase=main", "phase=nap"), "huaniao opts=regular deck:48",
                "huaniao opts=nomode", text + "; pool=0/ge/2.24/x/0"):
        with pytest.raises(NotationError):
            GAME.load(bad)


def test_old_json_positions_are_refused_with_a_reason() -> None:
    with pytest.raises(NotationError) as e:
        GAME.load('huaniao {"opts":{"mode":"regular"},"seed":1}')
    assert "version 1" in e.value.message("en")


def _fields(st: Any) -> dict[str, Any]:
    """Every attribute of a song, the snapshot's too: what a position must carry."""
    out = {k: v for k, v in vars(st).items() if k != "snapshot"}
    out["snapshot"] = None if st.snapshot is None else _fields(st.snapshot)
    return out


@pytest.mark.parametrize("seed", range(6))
def test_every_position_round_trips_field_for_field(seed: int) -> None:
    """``HuaniaoState(s.notation())`` has every field of ``s`` (and ``repr`` loads back), ply by ply."""
    opts = random_options(SplitMix64(seed))
    st = new(opts, seed, None)
    rng = SplitMix64(seed + 7)
    while not st.is_over():
        text = st.notation()
        back = HuaniaoState(text)
        assert _fields(back) == _fields(st), text
        assert back.notation() == text
        assert eval(repr(st), {"HuaniaoState": HuaniaoState}).notation() == text  # noqa: S307 - our own text
        seat = st.to_act()[rng.uniform(len(st.to_act()))]
        legal = st.legal_actions(seat)
        st.apply(seat, st.timeout_action(seat) if rng.uniform(12) == 0 else legal[rng.uniform(len(legal))])
    assert _fields(HuaniaoState(st.notation())) == _fields(st)
