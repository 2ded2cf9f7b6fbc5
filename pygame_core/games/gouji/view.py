"""What one seat of a 够级 hand may know (§14.2), built by construction (keys: ``VIEW.md``).

The public part of the position is three tables, one entry per view key: attributes shown as they
are (``SHOWN``), containers shown as a copy (``COPIED``), and the few shown otherwise (``OTHER``: how
each is read from the state and written back). ``build_view`` reads them; the determinizer
(``bots.determinize``) writes them back into a fresh state, so the two cannot drift apart. Everything
else in a view is derived. (Views are built for every seat at every step: the tables are read with
``attrgetter`` and shallow copies, not a walk per value.)
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

from ...core.game import JSON
from .cards import NAMES, VALUE, ranks_list, value
from .phases import Phases


def _lists(v: list[list[Any]]) -> list[list[Any]]:
    return [list(x) for x in v]


def _dicts(v: list[JSON]) -> list[JSON]:
    return [dict(x) for x in v]


# view key -> attribute (atoms: ints, strings, booleans)
SHOWN: dict[str, str] = {
    "phase": "phase", "hand_no": "hand_no", "series_no": "series_no", "leader0": "leader0",
    "call_idx": "call_idx", "buy_rank": "buy_rank", "rev_dead": "rev_dead", "duel": "duel",
    "forced": "forced", "rp_count": "rp_count", "turn": "turn", "lead_seat": "lead_seat",
    "owner": "owner", "top_gouji": "top_gouji", "top_attempt": "top_att",
    "attempt_opp_passed": "att_opp_passed", "last_word_used": "lw", "redeals": "redeals",
}
# view key -> (attribute, how a copy is made, both ways)
COPIED: dict[str, tuple[str, Callable[[Any], Any]]] = {
    "options": ("opts", dict), "scores": ("scores", list), "calls": ("calls", list),
    "incoming": ("incoming", _dicts), "transactions": ("tx", _dicts), "finished": ("finished", list),
    "top": ("top", list), "passed": ("passed", list), "yielded": ("yielded", list), "pile": ("pile", list),
    "shao": ("shao", _lists), "burners": ("burners", list),
}


def _returns_back(st: Phases, v: Any) -> None:
    st.ret_pending = [[r["seat"], r["to"], r["n"]] for r in v]


# view key -> (read from the state, write back)
OTHER: dict[str, tuple[Callable[[Phases], Any], Callable[[Phases, Any], None]]] = {
    "returns_pending": (lambda st: [{"seat": r, "to": p, "n": n} for r, p, n in st.ret_pending], _returns_back),
    # Hidden while the seats decide (it is -1 then anyway: a revolutionary is named afterwards).
    "revolutionary": (lambda st: st.rev if st.phase != "revolution" else -1, lambda st, v: setattr(st, "rev", v)),
    "open": (lambda st: list(st.ostate), lambda st, v: setattr(st, "ostate", "".join(v))),
    "top_bie_candidate": (lambda st: st.top_bie and st.phase == "play", lambda st, v: setattr(st, "top_bie", v)),
    # Only revealed 憋3 records: an unrevealed one is known to nobody.
    "bie3": (lambda st: [[a, b] for a, b, rev in st.bie3 if rev],
             lambda st, v: setattr(st, "bie3", [[a, b, 1] for a, b in v])),
}

_shown = attrgetter(*SHOWN.values())
# A card's place in a sorted hand: by value, then id (ids are below 256).
_BY_VALUE = tuple(VALUE[c] * 256 + c for c in range(len(VALUE)))


def read_public(st: Phases, view: JSON) -> None:
    """Write the public part of ``view`` into ``st`` (a fresh state with the view's options)."""
    for key, name in SHOWN.items():
        setattr(st, name, view[key])
    for key, (name, copy) in COPIED.items():
        setattr(st, name, copy(view[key]))
    for key, (_read, write) in OTHER.items():
        write(st, view[key])


def build_view(st: Phases, seat: int | None) -> JSON:
    """What ``seat`` may know: the public part, what follows from it, and the seat's own cards."""
    thr = st.opts["report_threshold"]
    dealt = st.phase != "yudian"  # 预点 is blind: no cards, no counts
    v: JSON = {"game": "gouji", "seat": seat, **dict(zip(SHOWN, _shown(st), strict=True))}
    for key, (name, copy) in COPIED.items():
        v[key] = copy(getattr(st, name))
    for key, (read, _write) in OTHER.items():
        v[key] = read(st)
    v.update({
        "to_act": list(st.to_act()),
        "counts": [len(h) for h in st.hands] if dealt else [0] * 6,
        "reported": [0 < len(h) <= thr for h in st.hands] if dealt else [False] * 6,
        "places_so_far": {str(s): st._place_of_finisher(i) for i, s in enumerate(st.finished)},
        "chaos": st.chaos(),
        "heads": [st.has_head(s) for s in range(6)],
        "top_ranks": ranks_list(value(c) for c in st.top),
    })
    if st.phase == "revolution":
        v["rev_decisions"] = {str(seat): st.rev_dec[seat]} if seat is not None else {}
    if st.phase == "buy_pay" and seat is not None:
        v["pay_choices"] = st.pay_choices(seat) if seat in st.to_act() else []
    if st.phase == "over":
        v["result"] = st.result()
    if seat is not None and dealt:
        hand = sorted(st.hands[seat], key=_BY_VALUE.__getitem__)
        v["hand"] = hand
        v["hand_ranks"] = [NAMES[VALUE[c]] for c in hand]  # the values of a hand in value order
        v["legal"] = st.legal_actions(seat) if seat in st.to_act() and st.phase != "play" else []
        v["can_pass"] = st.can_pass(seat)
        v["revolution_eligible"] = st.phase == "revolution" and st.revolution_eligible(seat)
        if seat in st.finished and st.phase == "play":
            # a seat that has gone out watches its teammates' hands (what the apps give; rules.md)
            v["team_hands"] = {str(m): sorted(st.hands[m], key=_BY_VALUE.__getitem__)
                               for m in ((seat + 2) % 6, (seat + 4) % 6) if st.hands[m]}
    return v
