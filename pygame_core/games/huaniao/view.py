"""What one seat may know of a song (§14, VIEW.md), built by construction from the song's fields."""

from __future__ import annotations

from ...core.game import JSON
from . import texts
from .cards import CLASS, card_json
from .song import Song


def prompt(st: Song, seat: int) -> JSON:
    """What ``seat`` owes now (it is in ``to_act``)."""
    ph = st.phase
    if ph == "extra":
        return {"type": "extra", "left": st.extra_ops}
    if ph == "gift":
        if st.gift_kind == "wind":
            return {"type": "gift", "kind": "wind", "to": [(st.active + 1) % 4],
                    "max": 2 if st.season() == "autumn" else 1}
        return {"type": "gift", "kind": "liangfeng", "to": st.liangfeng_targets(), "max": 1}
    if ph == "day_play":
        assert st.daycard is not None
        return {"type": "day_play", "card": card_json(st.daycard), "playable": st.day_ok()}
    if ph == "discard":
        srt = st.discard_order(seat)
        low = CLASS[srt[0]]
        return {"type": "discard", "count": st.discards[seat], "order_ok": [c for c in srt if CLASS[c] == low]}
    if ph == "guess":
        return {"type": "guess", "target": st.guess_target}
    if ph == "showdown":
        sd = st.showdown
        assert sd is not None
        rnd = sd["round"]
        return {"type": "call", "round": rnd, "text": texts.SHOWDOWN_CALL_1 if rnd == 1 else texts.SHOWDOWN_CALL}
    return {"type": ph}


def _pending(st: Song, seat: int | None) -> JSON:
    pending: JSON = {}
    if st.phase == "pass":
        pending = {"passed": sorted(st.passes)}
    elif st.phase == "discard":
        pending = {"discards": {str(k): v for k, v in st.discards.items()}}
    elif st.phase == "guess":
        pending = {"target": st.guess_target, "guessed": sorted(st.guesses)}
    elif st.phase == "gift":
        pending = {"kind": st.gift_kind}
    if seat is not None and seat in st.passes:
        pending["my_pass"] = card_json(st.passes[seat])
    if seat is not None and seat in st.guesses:
        pending["my_guess"] = st.guesses[seat]
    return pending


def _showdown(sd: JSON | None) -> JSON | None:
    if sd is None:
        return None
    return {"entrants": list(sd["entrants"]), "order": list(sd["order"]), "round": sd["round"],
            "cum": {str(k): v for k, v in sd["cum"].items()}, "called": list(sd["called"]),
            "rounds": [{"call": r["call"], "hands": {str(k): [card_json(c) for c in v] for k, v in r["hands"].items()},
                        "priority": {str(k): v for k, v in r["priority"].items()}} for r in sd["rounds"]]}


def view(st: Song, seat: int | None) -> JSON:
    """The view of ``seat`` (None: a spectator). Under 靜夜 face-down cards are null for everyone."""
    night = st.opts["lighting"] == "night"
    over = st.phase == "over"
    opts = dict(st.opts)
    if not over:  # §14: the seed is published only when the song is over
        opts["seed"] = None
    dyn = st.opts["dynamic_hand_limit"]
    seats = [{"count": len(st.hands[s]), "limit": st.limits[s] if dyn else None, "eff_limit": st.eff_limit(s),
              "skips": st.skips[s], "ban": st.ban_pending[s], "undo_left": st.undo_left[s], "armed": st.armed[s],
              "bot": st.bot[s], "timeouts": st.timeouts[s]} for s in range(4)]
    pool = [{"seat": ph.seat, "op": ph.op, "kind": ph.kind,
             "cards": [card_json(c) if u else None for c, u in zip(ph.cards, ph.up, strict=True)],
             "tune": ph.tune, "turn": ph.turn} for ph in st.pool]
    to_act = st.to_act()
    peek = None
    if seat is not None and st.peek is not None and st.peek["seat"] == seat:
        peek = {"seat": st.peek["target"], "cards": [card_json(c) for c in st.peek["cards"]]}
    events = [x for x in (e.for_seat(seat) for e in st.last_events) if x is not None]
    return {
        "game": "huaniao", "seat": seat, "options": opts, "phase": st.phase,
        "to_act": list(to_act), "active": st.active, "first": st.first, "turn": st.turn,
        "season": st.season(), "tune": st.tune, "allowed": st.allowed(),
        "lighting": st.opts["lighting"], "flowers_are_birds": st.fb, "pile": len(st.pile),
        "seats": seats,
        "hand": None if seat is None else [card_json(c) for c in st.hands[seat]],
        "pool": pool, "heap": [None if night else card_json(c) for c in st.heap], "banned_now": st.banned_now,
        "extra_ops": st.extra_ops, "spring_used": st.spring_used, "exposed": st.exposed, "main_done": st.main_done,
        "can_undo": seat is not None and st.can_undo(seat),
        "prompt": prompt(st, seat) if seat is not None and seat in to_act else None,
        "pending": _pending(st, seat), "peek": peek, "events": events, "showdown": _showdown(st.showdown),
        "result": st.result() if over else None,
        "seed": st.seed if over else None,
    }
