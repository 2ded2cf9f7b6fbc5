"""花鸟风月 play-test 21: a limit discard's forced part rises by itself (#3); a short recap keeps the plays (#4)."""

from __future__ import annotations

from typing import Any

from test_huaniao_table import table, ui
from ui_driver import center, next_tap

from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao.cards import FACE
from pygame_core.ui.games.huaniao_pick import cid
from pygame_core.ui.games.huaniao_recap import Recap


def test_a_discards_forced_part_rises_by_itself_the_choice_is_left() -> None:
    """#3 (122047 b11): limit 9 with 11 cards, 2 to go, the only 鸟 in every way (bird first): the player
    had to pick both by hand. The part every way takes is raised; the rest is the player's to pick."""
    _app, scr, _now = table(seed=5, actions=4)
    pl = ui(scr)
    me = scr.viewer
    assert me is not None
    hand = [cid(c) for c in pl.hand(scr.view())]
    bird = next(i for i in hand if FACE[i] == "B")
    x, y = [i for i in hand if FACE[i] not in ("B", "H")][:2]
    assert FACE[x] != FACE[y] or x != y
    ways = [{"a": "discard", "cards": [bird, x]}, {"a": "discard", "cards": [bird, y]}]
    view = {**scr.view(), "prompt": {"type": "discard", "count": 2, "order_ok": [bird, x, y]}}
    scr.client.legal = lambda seat: ways  # type: ignore[method-assign]
    scr.client.people_to_act = lambda: [me]  # type: ignore[method-assign]
    pl._prompt_at = None
    pl.new_prompt(view)
    assert scr.selected == [pl.card_key(c) for c in pl.hand(view) if cid(c) == bird]


def test_a_short_recap_drops_the_limit_discards_before_the_plays() -> None:
    """#4 (122101): the 上一轮 box held four lines (three of them limit discards) and left out 电脑2's
    凉风有幸 and its gift to the player: the discards go first, the plays stay, in order."""
    rc = Recap()
    evs = [{"type": "discard", "seat": 1, "cards": ["鸟"]}, {"type": "play", "seat": 2, "op": "wu"},
           {"type": "give", "from": 2, "to": 0, "card": "千"}, {"type": "discard", "seat": 1, "cards": ["鸟"]},
           {"type": "play", "seat": 3, "op": "wu"}, {"type": "discard", "seat": 1, "cards": ["鸟千万万"]}]

    def line(ev: dict[str, Any]) -> str:
        return f"{ev['type']}{ev.get('seat', ev.get('from'))}"

    for ev in evs:
        rc.note(ev, 0, line, " ".join, str)
    rc.turn()
    assert rc.shown == ["discard1", "play2", "give2", "discard1", "play3", "discard1"]
    assert rc.fit(4) == ["play2", "give2", "play3", "discard1"]
    assert rc.fit(3) == ["play2", "give2", "play3"]
    assert rc.fit(2) == ["give2", "play3"]
    assert rc.fit(9) == rc.shown


def test_a_forced_perchs_callout_lies_in_the_bar_not_over_the_felt() -> None:
    """#4 (123320, laptop): '自动：无牌可出，栖' lay across the felt's foot over the 上一轮 box and the player's own
    play: the player's strip's tap area (a finger high) reached into the bar's row, so the callout found no row."""
    app, scr, now = table(seed=1, actions=4)
    rng = SplitMix64(1)
    for _ in range(3000):
        now += 0.05
        app.frame(now)
        st = app.state()
        assert not st.get("over")
        if st.get("auto") and "栖" in str(st.get("auto")):
            lay = scr.lay
            assert lay is not None
            said = [op for op in app.dl.ops if op[0] == "T" and str(op[3]).startswith("自动")]
            assert said and all(lay.buttons.y <= float(op[2]) <= lay.buttons.b for op in said), (said, lay.buttons)
            return
        hid = next_tap(st, rng)
        if hid:
            app.tap_at(*center(next(h for h in st["hits"] if h["id"] == hid)), now)
    raise AssertionError("no forced 栖")


def test_a_phones_log_strip_comes_back_once_the_callout_in_its_slot_is_over() -> None:
    """Play-test 21 (phone 122611): a blank band where the log strip was: the strip is drawn before the callouts,
    and the last frame's callout in its slot still blanked it after the callout was over."""
    app, scr, now = table(w=390, h=844, seed=2)
    pl = ui(scr)
    me = scr.viewer
    assert me is not None
    pl.say_at(me, "上一轮：电脑1 栖", now)
    pl.slot_said = True  # (the frame that drew it in the slot)
    app.now = now + 0.5
    assert pl.phone_log(["a", "b"]) == []  # while it is said: the strip gives way to it
    app.now = now + 30.0
    assert pl.phone_log(["a", "b"]) == ["a", "b"]  # over: the strip's lines again
