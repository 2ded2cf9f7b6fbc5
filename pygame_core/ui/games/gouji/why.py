"""Why the cards raised are no play, said at once (pt30 #4, 025144-selK5: 出牌 faded over KKKKK and nothing said why
till it was pressed; 多乐 says it as the cards rise): the rules' own check of a play, run on a blank hand holding the
view's public part and the viewer's cards, so the words are the ones a press gets."""

from __future__ import annotations

from ....core.errors import IllegalAction
from ....core.game import JSON
from ....games.gouji.rules import GoujiState
from ....games.gouji.view import read_public


def why_not(view: JSON, seat: int, ranks: list[str], lang: str) -> str | None:
    """The refusal a play of ``ranks`` by ``seat`` gets now, or None (it is legal, or the view is no table's)."""
    try:
        st = GoujiState.blank(view["options"])
        read_public(st, view)
        st.hands[seat] = [int(c) for c in view.get("hand") or []]
        st._check_play(seat, ranks)  # (raises what ``apply`` would, changing nothing)
    except IllegalAction as e:
        return e.message(lang)
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    return None
