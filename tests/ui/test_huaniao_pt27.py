"""花鸟风月 play-test 27: what a player read wrong at the table."""

from __future__ import annotations

from test_huaniao_table import table, ui

from pygame_core.core.i18n import pick
from pygame_core.games.huaniao.options import PRESETS, validate_options
from pygame_core.ui.games.huaniao_hints import refusal_reason


def test_an_english_refusal_starts_upper_case() -> None:
    """"this table has that rule switched off: Wind, flower, snow, moon…" began a sentence lower case."""
    view = {"options": validate_options(dict(PRESETS["regular"])), "season": None, "tune": 0, "allowed": [1],
            "flowers_are_birds": True, "turn": 5, "pile": 10, "prompt": {"type": "main"}}
    reason = refusal_reason(view, [48, 54, 59])  # 花风月: 风花雪月, off at this table
    assert reason is not None
    en = pick(reason, "en")
    assert en[:1].isupper() and en.lower().startswith("this table has that rule switched off"), en


def test_the_recaps_moonlight_line_names_its_caster_and_target_apart() -> None:
    """"电脑3月照电脑2 · 跳过一回合" read as "电脑3月…": the names stand apart from 月照."""
    _app, scr, _now = table(seed=2)
    assert ui(scr).tx("moon_by", by="电脑3", name="电脑2") == "电脑3 月照 电脑2 · 跳过一回合"


def test_the_players_own_spot_says_a_timeouts_draw_was_one() -> None:
    """#2: after the main clock ran out the player's spot read "栖 · 摸到 花", as if it had perched: it says
    the timeout (超时 · 罚摸 花)."""
    for w, h in ((1366, 768), (390, 844)):
        app, scr, now = table(w, h, seed=4)
        pl, me = ui(scr), scr.viewer or 0
        card = pl.hand(scr.view())[0]
        pl.on_events([{"type": "draw", "seat": me, "why": "penalty", "card": card}], now + 0.1)
        texts = " ".join(str(op[3]) for op in app.frame(now + 3.0)["ops"] if op[0] == "T")
        late = pl.tx("late_spot", n="", cards=pl.cards_text([card]))  # (a phone's cell may wrap it in two lines)
        assert all(part in texts for part in late.split(" ")), (w, late, texts)
        pl.on_events([{"type": "draw", "seat": me, "why": "qi", "card": card}], now + 4.0)
        texts = " ".join(str(op[3]) for op in app.frame(now + 7.0)["ops"] if op[0] == "T")
        assert "罚摸" not in texts, w
