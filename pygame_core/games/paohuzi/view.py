"""What a seat may see (paohuzi.md §7.14), built by construction. The format is in VIEW.md."""

from __future__ import annotations

from ...core.game import JSON, Action
from ...core.i18n import tx
from .cards import CODE_OF, CODES, KIND, WILD, kind_of
from .scoring import BOWL_NAMES, bowl_shape
from .state import Hand
from .winning import KAN, TYPE_NAMES, WEI, group_huxi


def _codes(ids: list[int]) -> list[str]:
    return [CODE_OF[c] for c in ids]


# face-down cards as the table shows them: WEI all, CHOU_WEI two, TI three
_DOWN = tuple({"WEI": 3, "CHOU_WEI": 2, "TI": 3}.get(name, 0) for name in TYPE_NAMES)


def build_view(s: Hand, seat: int | None, to_act: tuple[int, ...], legal: list[Action], result: JSON) -> JSON:
    """The view of ``seat``; ``to_act``, its ``legal`` actions and the ``result`` come from the rules."""
    seats = []
    for i, p in enumerate(s.players):
        mine = seat == i
        # a locked hand is revealed; every hand once the hand is over (the show_hands event)
        open_hand = mine or p.locked or s.phase == "over"
        melds = []
        shown = 0
        for m in p.melds:
            hidden = m.type == WEI and not open_hand  # an open hand shows its 偎 too
            g = m.group()
            huxi = group_huxi(g)
            if not hidden:
                shown += huxi
            melds.append({
                "type": TYPE_NAMES[m.type],
                "cards": [None] * len(m.cards) if hidden else [CODES[k] for k in g[1:]],
                "src": m.src, "hidden": hidden, "huxi": None if hidden else huxi,
                "down": _DOWN[m.type],
            })
        shape, mult = bowl_shape(p.bowl)
        seats.append({
            "seat": i,
            # kinds in order are codes in CODES order
            "hand": [CODES[k] for k in sorted([KIND[c] for c in p.hand])] if open_hand else None,
            "kans": [CODES[k] for k in sorted(p.kans)] if open_hand else None,
            "wilds": len(p.wilds) if open_hand else None,
            "concealed": len(p.hand) + 3 * len(p.kans) + len(p.wilds),
            "melds": melds,
            "shown_huxi": shown,
            "kan_huxi": sum(group_huxi((KAN, k, k, k)) for k in p.kans) if open_hand else None,
            "river": _codes(p.river), "won": _codes(p.won),
            # 过张/过碰 tell what the seat could have claimed: its own (or an open hand's) business.
            "passed_chi": [CODES[k] for k in sorted(p.passed_chi)] if open_hand else None,
            "passed_peng": [CODES[k] for k in sorted(p.passed_peng)] if open_hand else None,
            "discarded": [CODES[k] for k in sorted(p.discarded)],
            "untouched": p.untouched, "locked": p.locked, "dead": p.dead,
            "bowl": p.bowl, "bowl_lit": p.bowl_n, "bowl_mult": mult, "bowl_shape": shape,
            "bowl_name": tx(*BOWL_NAMES[shape]),
            "known_wilds": p.known_wilds, "score": p.score, "wins": p.wins,
            "holdings": p.holdings(), "target": p.target(),
        })
    off = None
    if s.offer is not None:
        o = s.offer
        off = {"card": CODES[kind_of(o.card)], "src": o.src, "draw": o.draw, "first": o.first}
    x = None
    if s.x >= 0 and s.phase in ("selfhu", "light"):
        visible = seat == s.actor or kind_of(s.x) == WILD or (s.fm not in ("", "WEI"))
        x = {"card": CODES[kind_of(s.x)] if visible else None, "forced": s.fm or None}
    prompt = None
    if seat is not None and seat in to_act:
        prompt = {"phase": s.phase, "legal": [dict(a) for a in legal]}
    return {
        "game": "paohuzi", "seat": seat, "options": dict(s.opts),
        "phase": s.phase, "actor": s.actor, "to_act": list(to_act),
        "answered": sorted(s.answers), "my_answer": s.answers.get(seat) if seat is not None else None,
        "dealer": s.dealer, "hand_no": s.hand_no, "match": list(s.match),
        "pile": len(s.pile), "shown": CODES[kind_of(s.shown)] if s.shown >= 0 else None,
        "first_done": s.first_done, "decisive": s.decisive, "draws_left": s.draws_left,
        "first_winner": s.first_winner,
        "offer": off, "x": x, "seats": seats, "prompt": prompt,
        "legal": legal,
        "records": result["wins"],
        "result": result if s.phase == "over" else None,
        # the pile's cards (底牌) once the hand is over (show_hands), the key only then
        **({"rest": [CODES[kind_of(c)] for c in s.pile]} if s.phase == "over" else {}),
    }
