"""What a loaded 够级 position or carry must satisfy before the rules run on it (rules.md, Loading).

``State(text)`` and ``new(options, seed, carry)`` take text and JSON from saves, replays and peers, so
they refuse anything the rules could not have produced in a way that would make a later step crash or
hang (a seat that does not exist, a 落贡 return larger than the rules allow, a turn on a finished
seat...) with a ``NotationError`` naming the problem. Cards are conserved by construction
(``Position.place_cards``); the rest is checked here.
"""

from __future__ import annotations

from typing import Any

from ...core.codec import COUNT_MAX, SCORE_MAX, check_int, check_ints, short
from ...core.errors import NotationError
from ...core.game import JSON
from .cards import BJ, SJ, TWO, counts, value
from .combos import from_values
from .phases import Phases
from .position import MAX_OWED
from .scoring import KIND_ORDER

# A carry names each kind of tribute at most once per (payer, receiver) pair.
MAX_OBLIGATIONS = len(MAX_OWED) * 6 * 5
CARRY_KEYS = frozenset({"hand", "series", "scores", "obligations", "daluo"})


def _seat_or_none(v: int, name: str) -> None:
    if not -1 <= v < 6:
        raise NotationError(f"{name}={v} is not a seat (0..5, or -1 for none)")


def check_obligations(items: list[JSON], where: str) -> None:
    for o in items:
        if o["from"] == o["to"]:
            raise NotationError(f"{where}: seat {o['from']} cannot owe itself")
        if not 1 <= o["n"] <= MAX_OWED[o["kind"]]:
            raise NotationError(f"{where}: {o['kind']} is 1..{MAX_OWED[o['kind']]} cards, not {o['n']}")


def _check_buy_plan(st: Phases) -> None:
    cnt = [counts(h) for h in st.hands]
    for b, s, pays, choice in st.buy_plan:
        if b == s or cnt[s][st.buy_rank] < 1 or cnt[b][st.buy_rank] > 0 and st.buy_rank == 3:
            raise NotationError(f"bp: seat {b} cannot buy a {st.buy_rank} from seat {s}")
        cnt[s][st.buy_rank] -= 1
        cnt[b][st.buy_rank] += 1
        if pays and choice not in (0, -1, TWO, SJ, BJ) or pays and choice > 0 and not cnt[b][choice]:
            raise NotationError(f"bp: seat {b} cannot pay with {choice}")


def _check_dealt(st: Phases) -> None:
    """革命 and 明点 come after the deal, before any card is played: nobody has gone out, so every seat
    holds cards (F4: a position with a hand left out loaded and then left a seat to lead with no
    legal action). Test positions may leave the other cards in the pile."""
    for s, hand in enumerate(st.hands):
        if not hand:
            raise NotationError(f"ph={st.phase}: seat {s} holds no cards, but nobody goes out before play")


def check_position(st: Phases) -> None:
    """Refuse a position whose seats, obligations or phase data the rules cannot continue from."""
    for name in ("leader0", "turn", "lead_seat", "owner", "rev", "forced"):
        _seat_or_none(getattr(st, name), name)
    for name, low in (("seed", 0), ("redeals", 0), ("hand_no", 1), ("series_no", 1), ("rp_count", 0)):
        if getattr(st, name) < low:
            raise NotationError(f"{name} is at least {low}")
    if not 0 <= st.call_idx <= 6:
        raise NotationError(f"ci={st.call_idx} is not 0..6")
    if st.buy_rank not in (3, 4):
        raise NotationError("br is 3 or 4")
    if len(set(st.finished)) != len(st.finished) or st.rev in st.finished:
        raise NotationError("fin names a seat twice (or the revolutionary)")
    for s in st.finished:
        if st.hands[s]:
            raise NotationError(f"seat {s} has finished but holds cards")
    if st.duel and st.rev < 0:
        raise NotationError("a revolution duel needs a revolutionary (R=)")
    check_obligations(st.incoming, "in")
    receivers = [r for r, _p, _n in st.ret_pending]
    if len(set(receivers)) != len(receivers):
        raise NotationError("ret names a receiver twice")
    for r, p, n in st.ret_pending:
        if r == p or not 1 <= n <= MAX_OWED["luo"] or n > len(st.hands[r]):
            raise NotationError(f"ret: seat {r} cannot return {n} cards to seat {p}")
    _check_buy_plan(st)
    if st.top and from_values([value(c) for c in st.top]) is None:
        raise NotationError("top is not one combination")
    if st.phase in ("revolution", "mingdian"):
        _check_dealt(st)
    if st.phase == "play" and not (st.active(st.turn) and st.hands[st.turn]):
        raise NotationError(f"turn={st.turn}: that seat is out of the hand")
    if st.phase == "play":  # a seat goes out as it plays its last card: an empty hand has finished
        for s in range(len(st.hands)):
            if st.active(s) and s not in st.finished and not st.hands[s]:
                raise NotationError(f"seat {s} holds no cards but has not finished (fin=)")
    if st.phase == "over" and not (st.team_out(0) or st.team_out(1)):
        raise NotationError("a finished hand needs one team out (fin=)")


def check_carry(carry: Any) -> JSON:
    """The carry a new hand starts from, checked (``NotationError`` naming what is wrong)."""
    if not isinstance(carry, dict) or set(carry) - CARRY_KEYS:
        raise NotationError(f"a carry is an object with the keys {', '.join(sorted(CARRY_KEYS))}")
    out: JSON = {"hand": carry.get("hand", 1), "series": carry.get("series", 1),
                 "scores": carry.get("scores", [0] * 6), "obligations": carry.get("obligations", []),
                 "daluo": carry.get("daluo")}
    for k in ("hand", "series"):
        check_int(out[k], 1, COUNT_MAX, f"carry {k}")
    check_ints(out["scores"], -SCORE_MAX, SCORE_MAX, 6, "carry scores")
    if out["daluo"] is not None:
        check_int(out["daluo"], 0, 5, "carry daluo (a seat, or null)")
    obs = out["obligations"]
    if type(obs) is not list:
        raise NotationError("carry obligations are a list")
    clean: list[JSON] = []
    if len(obs) > MAX_OBLIGATIONS:
        raise NotationError(f"carry obligations are at most {MAX_OBLIGATIONS}, not {len(obs)}")
    for o in obs:
        if not isinstance(o, dict) or set(o) != {"kind", "from", "to", "n"} or o["kind"] not in KIND_ORDER:
            raise NotationError(f"carry obligation {short(o)} is not {{kind, from, to, n}}")
        check_int(o["from"], 0, 5, "carry obligation from (a seat)")
        check_int(o["to"], 0, 5, "carry obligation to (a seat)")
        check_int(o["n"], 1, MAX_OWED[o["kind"]], f"carry obligation n of a {o['kind']}")
        clean.append(dict(o))
    check_obligations(clean, "carry")
    out["obligations"] = clean
    return out
