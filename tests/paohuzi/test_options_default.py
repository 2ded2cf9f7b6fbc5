"""The table starts on the tame scoring (温和计分): three play-testers in a row were put off by the
standard preset's scores (wins capped at 100,000, match totals of +-1,000,000). The rule book's
own defaults stay the `standard` preset, one tap away, each preset saying what it scores like."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core import registry
from pygame_core.games.paohuzi import DEFAULTS, GAME
from pygame_core.sim import simulate
from pygame_core.ui.app import App
from pygame_core.ui.screen import MemoryStorage
from pygame_core.ui.start import StartScreen

PLAY = ("blood_flow", "multi_win", "decisive_moment", "decisive_draw_count", "min_huxi", "tun_offset", "tun_step",
        "bowl_enabled", "locked_auto_hu", "hands_per_match", "base_stake")


def test_the_default_preset_is_the_tame_scoring_and_listed_first() -> None:
    assert GAME.default_preset == "tame" and next(iter(GAME.presets)) == "tame"
    tame = GAME.options_for()
    assert tame["fan_combine"] == "add" and tame["max_final"] == 10_000 and tame["poem_combos_stack"] is False
    assert all(tame[k] == DEFAULTS[k] for k in PLAY), "the tame preset plays the same game, only scored milder"
    assert GAME.presets["standard"] == DEFAULTS, "the rule book's defaults (§10, A38) stay a preset"
    notes = GAME.preset_notes or {}
    assert set(notes) == set(GAME.presets) and "1万" in notes["tame"]["zh-Hans"]
    assert "10万" in notes["standard"]["zh-Hans"] and "100,000" in notes["standard"]["en"]


def test_tame_scores_stay_in_thousands_where_standard_runs_to_millions() -> None:
    """What the notes promise, measured on bot hands (rules.md 15): no tame win reaches its cap and a
    hand's biggest swing stays in the tens of thousands."""
    for preset, most in (("tame", 100_000), ("standard", None)):
        recs: list[Any] = []
        simulate("paohuzi", preset, 4, 11, ["normal"], check=False, record=recs.append)
        swing = max(abs(x) for r in recs for x in r.final.result()["scores"])
        if most is not None:
            assert swing < most, (preset, swing)
            assert not any(w.get("capped") for r in recs for w in r.final.result()["wins"])
        else:
            assert swing > 100_000, "standard's scores are the big ones its note names"


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
def test_the_start_screen_opens_on_tame_and_standard_is_a_tap_away(w: int, h: int) -> None:
    app = App(MemoryStorage(), lang="zh-Hans")
    app.settings.update(tour_off=True, speed="instant", game="paohuzi")
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 3 if w < 720 else 1}, 0.0)
    app.frame(0.0)
    app.frame(0.1)
    assert isinstance(app.screen, StartScreen)
    info = registry.get("paohuzi")
    assert app.screen.preset(info) == "tame"
    shown = "".join(op[3] for op in app.dl.ops if op[0] == "T").replace(" ", "")
    notes = info.preset_notes or {}
    assert notes["tame"]["zh-Hans"].replace(" ", "") in shown
    hit = next(x for x in app.state()["hits"] if x["id"] == "preset:standard")
    x, y, hw, hh = hit["rect"]
    app.tap_at(x + hw / 2, y + hh / 2, 0.3)
    app.frame(0.4)
    assert app.screen.preset(info) == "standard"
    shown = "".join(op[3] for op in app.dl.ops if op[0] == "T").replace(" ", "")
    assert notes["standard"]["zh-Hans"].replace(" ", "") in shown


def test_english_preset_lines_are_english() -> None:
    """Play-test 15, D5: the English start screen said 血流 and 决胜时刻."""
    for note in (GAME.preset_notes or {}).values():
        assert not any("\u4e00" <= ch <= "\u9fff" for ch in note["en"]), note["en"]
