"""花鸟风月's 且慢 window (rules §13.3) costs a player nothing: a play asks for no 确定, the window
runs by itself with 且慢 alone in its far cell, draining, and the turn passes when it closes: its
clock runs while the play flies to the table (play-test: the flight and 2.5 s more after each play)."""

from __future__ import annotations

from typing import Any

import pytest
from test_huaniao_table import hit, table, ui
from ui_driver import center

from pygame_core.core.i18n import pick
from pygame_core.ui.avatar import SEAL_MIN, seal_size
from pygame_core.ui.draw import fit_size, text_width
from pygame_core.ui.games import huaniao_texts as ht


def test_a_play_asks_for_no_confirmation_and_the_window_passes_by_itself() -> None:
    for seed in range(1, 12):
        app, scr, now = table(seed=seed)
        if (app.state().get("prompt") or {}).get("type") != "main":
            continue
        me = scr.viewer or 0
        # a sung or recited note: nothing to decide after it, and nothing exposed (且慢 applies)
        plays = [a for a in scr.client.legal(me) if a.get("op") in ("ge", "song")]
        if not plays:
            continue
        scr.selected = [str(i) for i in plays[0]["cards"]]
        app.frame(now)
        app.tap_at(*center(hit(app, "btn:op0")), now)
        app.frame(now + 0.05)
        st = app.state()
        assert (st.get("prompt") or {}).get("type") == "commit"
        # no 确定: nothing asked; no 继续 either: the table keeps the play as the next bot plays (play-test
        # 16 #5; 继续 where the window runs whole: test_huaniao_pt15)
        assert [b["id"] for b in st["buttons"]] == ["btn:undo"]
        nxt = ui(scr).window_next(scr.view())
        assert ui(scr).prompt_hint(scr.view()) == pick(ht.LABELS["window_think"], "zh-Hans").format(name=scr.seat_name(nxt))
        t = now + 0.05
        while (app.state().get("prompt") or {}).get("type") == "commit" and t < now + 8:
            t += 0.1
            app.frame(t)
        assert me not in app.state().get("people_to_act", []) or app.state()["actions"] > st["actions"]
        assert ui(scr).play_flight is not None and ui(scr).play_flight.duration >= 0.3  # it flew
        # the window (4 s, the next bot thinking: play-test 40) from the tap (0.1 s frames)
        assert t - now <= 4.0 + 0.25, t - now
        return
    raise AssertionError("no deal with a plain play at the viewer's main prompt")


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant", "en"])
def test_a_phones_status_line_reads_at_13_px_at_every_prompt(lang: str) -> None:
    """Play-test 6 086: "You · limit 9 · Next player shortly · Wait! takes the turn back" shrank to
    ~9 px on a phone. Its short forms keep every prompt's line at 13 px or more (the 庄 and ↺ seals
    beside it)."""
    app, scr, _now = table(w=390, h=844, lang=lang)
    pl = ui(scr)
    lay = scr.lay
    assert lay is not None and lay.phone
    me = scr.viewer or 0
    head = "  ·  ".join([scr.seat_name(me), pl.tx("limit", n=10)])
    lead = 2 * 11 + 6 + sum(seal_size(m, SEAL_MIN)[0] + 2 for m in ("庄", "↺")) + 4
    names = [(me + k) % 4 for k in (1, 2, 3)]
    prompts: list[dict[str, Any]] = [
        {"type": "main"}, {"type": "extra", "left": 2}, {"type": "gift", "kind": "wind", "to": names[:1], "max": 2},
        {"type": "gift", "kind": "liangfeng", "to": names}, {"type": "pass"}, {"type": "discard", "count": 3},
        {"type": "target"}, {"type": "guess", "target": names[0]}, {"type": "commit"}]
    scr.selected.clear()
    for p in prompts:
        hint = pl.prompt_hint({"prompt": p, "can_undo": True, "hand": []})
        assert hint, p
        line = f"{head}  ·  {hint}"
        assert fit_size(line, 13.5, lay.me.w - 4 - lead) >= 13, (line, text_width(line, 13.5), lay.me.w - lead)


@pytest.mark.parametrize("lang,word", [("zh-Hans", "双击"), ("zh-Hant", "雙擊"), ("en", "double-tap")])
def test_the_status_line_says_a_double_tap_plays_a_card_that_plays_alone(lang: str, word: str) -> None:
    """Session 15: a double tap on a card that alone makes a play plays it, and nothing said so."""
    for w, h in ((1366, 768), (390, 844)):
        _app, scr, _now = table(w=w, h=h, lang=lang)
        scr.selected.clear()
        hint = ui(scr).prompt_hint({"prompt": {"type": "main"}, "hand": []})
        assert hint and word in hint, (w, hint)


def test_the_undo_window_shows_no_clock_only_its_draining_button() -> None:
    """Play-test 6 (010, 035, 086): a red "2" ring and a time bar after every play read as a wait to
    sit out; the window shows 且慢 draining, no clock."""
    for seed in range(1, 12):
        app, scr, now = table(seed=seed)
        me = scr.viewer or 0
        plays = [a for a in scr.client.legal(me) if a.get("op") in ("ge", "song")]
        if (app.state().get("prompt") or {}).get("type") != "main" or not plays:
            continue
        scr.selected = [str(i) for i in plays[0]["cards"]]
        app.frame(now)
        app.tap_at(*center(hit(app, "btn:op0")), now)
        ops = app.frame(now + 0.5)["ops"]
        assert (app.state().get("prompt") or {}).get("type") == "commit"
        assert not ui(scr).clock_shown(scr.view())
        ring = [op for op in ops if op[0] == "T" and str(op[3]) in ("1", "2", "3")
                and any(o[0] == "C" and abs(float(o[1]) - float(op[1])) < 1 for o in ops)]
        assert not ring, ring
        assert ui(scr).clock_shown({"prompt": {"type": "main"}})
        return
    raise AssertionError("no deal with a plain play at the viewer's main prompt")
