"""够级 play-test 41, L16_hint ('the first hint offers A over a Q where K would do'): 提示's first suggestion is the
cheapest beat unless the rules say keep the set whole (hints.split_class)."""

from __future__ import annotations

from pygame_core.core.game import JSON, Action
from pygame_core.ui.games.gouji.hints import suggestions

KING, ACE, TWO = 10, 11, 12  # card ids (rank index: 3 = 0 ... K = 10, A = 11, 2 = 12)


def hint_view(opened: bool) -> JSON:
    """L16_hint: a single Q to beat, the player holding 2 2 2, one A, K K K K K, Q and small cards."""
    kings = [KING + 13 * i for i in range(4)] + [KING + 54]
    return {"seat": 0, "phase": "play", "open": ["O" if opened else "N"] + ["N"] * 5, "chaos": False,
            "heads": [True] * 6, "hand": [TWO, TWO + 13, TWO + 26, ACE, *kings, 9, 1, 0], "top": ["Q"]}


def test_the_first_hint_is_the_cheapest_beat_once_the_seat_has_opened() -> None:
    """pt41 L16_hint ('A over a Q where K would do'): a K out of KKKKK leaves a 够级 set (KKKK), so once the seat has
    opened (or never can) it is the first suggestion, as the apps' smallest beat."""
    legal: list[Action] = [{"a": "play", "cards": ["A"]}, {"a": "play", "cards": ["K"]}, {"a": "play", "cards": ["2"]},
                           {"a": "pass"}]
    first = [a.get("cards") for a, _s in suggestions(hint_view(True), legal, lambda c: c[0] if c else None)]
    assert first[:2] == [["K"], ["A"]], first


def test_before_opening_the_first_hint_keeps_the_opening_set_whole() -> None:
    """The rules' reason to differ (9.2, 6.5): not yet opened, the five Ks are the set the seat opens with, and an
    opening play is beaten only by as many cards (5 Ks: AAAAA or helpers; 4 Ks: 4 cards), so the lone A comes first and
    the K (marked as breaking the Ks) after it, as in L16_hint (未开点)."""
    legal: list[Action] = [{"a": "play", "cards": ["A"]}, {"a": "play", "cards": ["K"]}, {"a": "play", "cards": ["2"]},
                           {"a": "pass"}]
    got = suggestions(hint_view(False), legal, lambda c: c[0] if c else None)
    assert [a.get("cards") for a, _s in got][:2] == [["A"], ["K"]] and got[1][1] == 13
