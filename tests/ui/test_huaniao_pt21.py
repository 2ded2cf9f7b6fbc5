"""花鸟风月 play-test 21: a limit discard's forced part rises by itself (#3)."""

from __future__ import annotations

from test_huaniao_table import table, ui

from pygame_core.games.huaniao.cards import FACE
from pygame_core.ui.games.huaniao_bar import cid


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
