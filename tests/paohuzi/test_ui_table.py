"""The 跑胡子 table part on CPython: whole hands by taps at 390×844 and 1366×768 in every language,
every hit area on screen (at least 40 px on the phone), the settlement sheet at the end, and the
engine's reason shown when a locked card is pushed."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core.rng import SplitMix64
from pygame_core.ui.app import App, MemoryStorage
from pygame_core.ui.geom import Rect


def center(hit: dict[str, Any]) -> tuple[float, float]:
    x, y, w, h = hit["rect"]
    return x + w / 2, y + h / 2


def start(w: int, h: int, lang: str, seed: int = 11) -> App:
    app = App(MemoryStorage(), lang=lang)
    app.settings["tour_off"] = True  # the tour: tests/ui/test_tour.py
    app.settings.update(speed="instant", game="paohuzi", fixed_seed=seed)
    app.settings["pz_hints"] = False   # 听牌 switched off (on by default since play-test 20)
    app.handle({"t": "resize", "w": w, "h": h, "dpr": 2}, 0.0)
    app.frame(0.0)
    app.frame(0.1)
    hit = next(x for x in app.state()["hits"] if x["id"] == "start")
    app.tap_at(*center(hit), 0.2)
    return app


def top_hit(st: dict[str, Any], hid: str) -> dict[str, Any]:
    """The hit a tap would reach: the last one drawn with that id (the hand columns are drawn over
    the table's flat row)."""
    found: list[dict[str, Any]] = [hh for hh in st["hits"] if hh["id"] == hid]
    return found[-1]


def check_hits(app: App, w: int, h: int) -> None:
    screen = Rect(0, 0, w, h)
    for hh in app.state()["hits"]:
        r = Rect(*hh["rect"])
        assert r.inside(screen), f"{hh['id']} {hh['rect']} off screen"
        if w < 720:
            assert r.w >= 40 and r.h >= 40, f"{hh['id']} {hh['rect']} under 40 px"


def next_pick(st: dict[str, Any], rng: SplitMix64) -> str | None:
    """What the player presses next at the table: None while others act or a 胡 is shown."""
    hits = {hh["id"]: hh for hh in st["hits"]}
    if "pz:moment" in hits:   # a 胡 is being shown: a tap goes on (the player's own waits for it)
        return "pz:moment"
    if st.get("over") or st.get("viewer") not in st.get("people_to_act", []):
        return None
    btns = [b for b in st.get("buttons", []) if b["enabled"] and b["id"] not in ("btn:hints", "btn:counter")]
    if st.get("phase") == "discard":
        if any(b["id"] == "btn:discard" and b["style"] == "primary" for b in btns):
            return "btn:discard"
        cards: list[str] = sorted(k for k in hits if k.startswith("card:"))
        return cards[rng.uniform(len(cards))]
    ids = [b["id"] for b in btns]
    if not ids:   # a seat whose claim comes first answers before the player is asked
        return None
    return "btn:hu" if "btn:hu" in ids else ids[rng.uniform(len(ids))]


def play(app: App, w: int, h: int, seed: int) -> dict[str, Any]:
    rng = SplitMix64(seed)
    now = 0.3
    for _ in range(3000):
        now += 0.5
        app.frame(now)
        st = app.state()
        if st["screen"] != "table":
            continue
        check_hits(app, w, h)
        if st.get("end_shown"):
            return st
        pick = next_pick(st, rng)
        if pick is not None:
            app.tap_at(*center(top_hit(st, pick)), now)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("w,h", [(390, 844), (1366, 768)])
@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant", "en"])
def test_whole_hand_by_taps(w: int, h: int, lang: str) -> None:
    app = start(w, h, lang, seed=w + len(lang))
    st = play(app, w, h, seed=w + len(lang))
    assert st["over"] and st["end_shown"]
    ids = {hh["id"] for hh in st["hits"]}
    if len(app.screen.client.master.state.records) > 1:  # type: ignore[attr-defined]
        assert {"pz:prev", "pz:next"} <= ids
        app.tap_at(*center(next(hh for hh in st["hits"] if hh["id"] == "pz:next")), 1e6)


def _to_first_discard(seed: int) -> tuple[App, dict[str, Any], float] | None:
    app = start(390, 844, "zh-Hans", seed=seed)
    now = 0.3
    for _ in range(400):
        now += 0.5
        app.frame(now)
        st = app.state()
        if st.get("over"):
            return None
        if st.get("viewer") in st.get("people_to_act", []):
            if st.get("phase") == "discard":
                return app, st, now
            hits = {hh["id"]: hh for hh in st["hits"]}
            pick = "btn:pass" if "btn:pass" in hits else next(
                (h for h in hits if h.startswith("btn:") and h not in ("btn:hints", "btn:counter", "btn:sort")), None)
            if pick is not None:   # (none while a seat whose claim comes first answers)
                app.tap_at(*center(hits[pick]), now)
    return None


def test_hints_panel_and_locked_card_reason() -> None:
    from pygame_core.games.paohuzi.cards import CODES
    found = None
    for seed in range(1, 40):   # the first deal that gives the person a 坎 at a discard
        got = _to_first_discard(seed)
        if got is not None and got[0].screen.client.master.state.players[got[1]["viewer"]].kans:  # type: ignore[attr-defined]
            found = got
            break
    assert found is not None
    app, st, now = found
    hits = {hh["id"]: hh for hh in st["hits"]}
    app.tap_at(*center(hits["btn:hints"]), now)
    app.frame(now + 0.1)
    table = app.screen
    assert table.plugin.show_hints  # type: ignore[attr-defined]
    state = table.client.master.state  # type: ignore[attr-defined]
    me = state.players[st["viewer"]]
    k = sorted(me.kans)[0]
    key = next(c for c in st["hand"] if c.startswith(CODES[k] + "#"))
    # the first copy of a kind in the hand may be a free card: pick one marked as a 坎 card
    kan_keys = [c for c in st["hand"] if c.startswith(CODES[k] + "#")][-1:]
    key = kan_keys[0]
    app.tap_at(*center(top_hit(app.state(), f"card:{key}")), now + 0.2)
    app.frame(now + 0.3)
    st2 = app.state()
    hits = {hh["id"]: hh for hh in st2["hits"]}
    btn = next(b for b in st2["buttons"] if b["id"] == "btn:discard")
    assert btn["style"] == "quiet"
    before = state.notation()
    app.tap_at(*center(hits["btn:discard"]), now + 0.4)
    assert state.notation() == before   # refused: nothing changed


def test_hints_panel_says_hu_when_hu_is_offered() -> None:
    found = _to_first_discard(1)
    assert found is not None
    app, st, now = found
    plugin = app.screen.plugin  # type: ignore[attr-defined]
    plugin._legal = lambda: [{"a": "hu"}, {"a": "pass"}]
    lines = plugin._hint_lines(app.screen.client.view(st["viewer"]))  # type: ignore[attr-defined]
    assert lines[0] == plugin.g("p_self") and plugin.g("no_waits") not in lines
