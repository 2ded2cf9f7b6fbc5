"""What one seat of a 够级 hand may know (§14.2), built by construction (keys: ``VIEW.md``).

``PUBLIC`` is the public part of the position, one entry per view key: how it is read from the
state and written back. ``build_view`` reads it; the determinizer (``bots.determinize``) writes it
back into a fresh state, so the two cannot drift apart. Everything else in a view is derived.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.game import JSON
from .cards import ranks_list, value
from .phases import Phases

Read = Callable[[Phases], Any]
Write = Callable[[Phases, Any], None]


def _same(v: Any) -> Any:
    return v


def _lists(v: list[list[Any]]) -> list[list[Any]]:
    return [list(x) for x in v]


def _dicts(v: list[JSON]) -> list[JSON]:
    return [dict(x) for x in v]


def _attr(name: str, copy: Callable[[Any], Any] = _same) -> tuple[Read, Write]:
    """Attribute ``name``, copied both ways by ``copy`` (views are built every step: no deep walk)."""
    return (lambda st: copy(getattr(st, name)), lambda st, v: setattr(st, name, copy(v)))


def _returns_back(st: Phases, v: Any) -> None:
    st.ret_pending = [[r["seat"], r["to"], r["n"]] for r in v]


PUBLIC: dict[str, tuple[Read, Write]] = {
    "phase": _attr("phase"), "options": _attr("opts", dict),
    "hand_no": _attr("hand_no"), "series_no": _attr("series_no"), "scores": _attr("scores", list),
    "leader0": _attr("leader0"), "call_idx": _attr("call_idx"), "buy_rank": _attr("buy_rank"),
    "calls": _attr("calls", list), "incoming": _attr("incoming", _dicts), "transactions": _attr("tx", _dicts),
    "returns_pending": (lambda st: [{"seat": r, "to": p, "n": n} for r, p, n in st.ret_pending], _returns_back),
    # Hidden while the seats decide (it is -1 then anyway: a revolutionary is named afterwards).
    "revolutionary": (lambda st: st.rev if st.phase != "revolution" else -1, lambda st, v: setattr(st, "rev", v)),
    "rev_dead": _attr("rev_dead"), "duel": _attr("duel"), "forced": _attr("forced"),
    "rp_count": _attr("rp_count"),
    "open": (lambda st: list(st.ostate), lambda st, v: setattr(st, "ostate", "".join(v))),
    "finished": _attr("finished", list), "turn": _attr("turn"), "lead_seat": _attr("lead_seat"),
    "top": _attr("top", list), "owner": _attr("owner"), "top_gouji": _attr("top_gouji"),
    "top_attempt": _attr("top_att"), "attempt_opp_passed": _attr("att_opp_passed"),
    "top_bie_candidate": (lambda st: st.top_bie and st.phase == "play", lambda st, v: setattr(st, "top_bie", v)),
    "passed": _attr("passed", list), "yielded": _attr("yielded", list), "last_word_used": _attr("lw"),
    "pile": _attr("pile", list), "shao": _attr("shao", _lists),
    # Only revealed 憋3 records: an unrevealed one is known to nobody.
    "bie3": (lambda st: [[a, b] for a, b, rev in st.bie3 if rev],
             lambda st, v: setattr(st, "bie3", [[a, b, 1] for a, b in v])),
    "burners": _attr("burners", list), "redeals": _attr("redeals"),
}


def read_public(st: Phases, view: JSON) -> None:
    """Write the public part of ``view`` into ``st`` (a fresh state with the view's options)."""
    for key, (_read, write) in PUBLIC.items():
        write(st, view[key])


def build_view(st: Phases, seat: int | None) -> JSON:
    """What ``seat`` may know: the public part, what follows from it, and the seat's own cards."""
    thr = st.opts["report_threshold"]
    dealt = st.phase != "yudian"  # 预点 is blind: no cards, no counts
    v: JSON = {"game": "gouji", "seat": seat}
    v.update((key, read(st)) for key, (read, _write) in PUBLIC.items())
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
        v["hand"] = sorted(st.hands[seat], key=lambda c: (value(c), c))
        v["hand_ranks"] = ranks_list(value(c) for c in st.hands[seat])
        v["legal"] = st.legal_actions(seat) if seat in st.to_act() and st.phase != "play" else []
        v["can_pass"] = st.can_pass(seat)
        v["revolution_eligible"] = st.phase == "revolution" and st.revolution_eligible(seat)
    return v
