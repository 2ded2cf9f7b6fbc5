"""Determinisation (for the search and the normal level's look-ahead): a full song consistent
with one seat's view, what that seat cannot see dealt at random."""

from __future__ import annotations

from typing import Any

from ...core.codec import short
from ...core.errors import NotationError
from ...core.game import JSON
from ...core.rng import SplitMix64
from ...core.sampling import deal_hidden, unseen
from .rules import GUESS_KINDS, HuaniaoState
from .song import Phrase

# View keys that are song fields of the same name (everything else of a view is a count or a card).
_PUBLIC = ("active", "turn", "phase", "tune", "banned_now", "extra_ops", "spring_used", "exposed", "main_done")
_SEAT_FIELDS = (("skips", "skips"), ("ban_pending", "ban"), ("armed", "armed"), ("timeouts", "timeouts"),
                ("bot", "bot"))


def _ids(cards: list[Any]) -> list[int]:
    return [c["id"] for c in cards if c is not None]


def determinize(view: JSON, seat: int, rng: SplitMix64) -> HuaniaoState:
    """A full song consistent with ``view``; what is hidden is dealt at random.

    Hidden: the other hands (a hand seen by 月明 is kept), the pile, face-down pool and heap cards,
    the cards others chose to pass, others' 孤雁 guesses, another player's 順手 card, the generator.
    The bots never use 且慢, so the copy has no undo and no commit window.
    """
    opts = view["options"]
    if opts["deck"] not in (48, 64):   # the deck is dealt by its size: a view may come from another device
        raise NotationError(f"huaniao view: the deck is 48 or 64 cards, not {short(opts['deck'])}")
    st = HuaniaoState.blank(opts, 0, view["first"], [False] * 4)
    st.rng_state = rng.next()
    for k in _PUBLIC:
        setattr(st, k, view[k])
    seats = view["seats"]
    for name, key in _SEAT_FIELDS:
        setattr(st, name, [x[key] for x in seats])
    st.limits = [int(opts["base_hand_limit"]) if x["limit"] is None else x["limit"] for x in seats]
    st.undo_left = [False] * 4
    # the cards: what this seat sees is kept, the rest is dealt over every hidden place
    own = _ids(view["hand"])
    known: dict[int, list[int]] = {seat: own}
    pk = view.get("peek")
    pool_v, heap_v = view["pool"], view["heap"]
    seen = own + [c for ph in pool_v for c in _ids(ph["cards"])] + _ids(heap_v)
    if pk is not None:
        ids = _ids(pk["cards"])
        if len(ids) == seats[pk["seat"]]["count"] and not set(ids) & set(seen):
            known[pk["seat"]] = ids
            seen += ids
            st.peek = {"seat": seat, "target": pk["seat"], "cards": ids}
    face_down = sum(ph["cards"].count(None) for ph in pool_v) + heap_v.count(None)
    # places 0-3: the hands still to fill; 4: the pile (in order); 5: the face-down cards
    need = [0 if s in known else seats[s]["count"] for s in range(4)] + [view["pile"], face_down]
    act = view["active"]

    other_day = view["phase"] == "day_play" and act != seat  # their 順手 card: any card they hold
    dealt, _ = deal_hidden(rng, unseen(range(st.n_cards), seen), need)
    if other_day:
        st.daycard = dealt[act][0]
    elif view["phase"] == "day_play" and view.get("prompt"):
        st.daycard = view["prompt"]["card"]["id"]
    st.hands = [sorted(known.get(s, dealt[s])) for s in range(4)]
    st.pile = dealt[4]
    hidden = iter(dealt[5])
    st.pool = [Phrase(ph["seat"], ph["op"], ph["kind"], tuple(next(hidden) if c is None else c["id"] for c in ph["cards"]),
                      tuple(c is not None for c in ph["cards"]), ph["tune"], ph["turn"]) for ph in pool_v]
    st.heap = [next(hidden) if c is None else c["id"] for c in heap_v]
    # what the others decided but this seat cannot see
    pend = view["pending"]
    if st.phase == "gift":
        st.gift_kind = pend.get("kind")
    elif st.phase == "discard":
        st.discards = {int(k): v for k, v in pend.get("discards", {}).items()}
    elif st.phase == "guess":
        st.guess_target = pend.get("target")
        st.guesses = {s: pend["my_guess"] if s == seat and "my_guess" in pend else GUESS_KINDS[rng.uniform(3)]
                      for s in pend.get("guessed", [])}
    elif st.phase == "pass":
        st.passes = {s: pend["my_pass"]["id"] if s == seat and "my_pass" in pend
                     else st.hands[s][rng.uniform(len(st.hands[s]))] for s in pend.get("passed", [])}
    sdv = view.get("showdown")
    if sdv is not None:
        st.showdown = {"entrants": sdv["entrants"], "order": sdv["order"], "round": sdv["round"],
                       "cum": {int(k): v for k, v in sdv["cum"].items()}, "called": sdv["called"],
                       "rounds": [{"call": r["call"], "hands": {int(k): _ids(v) for k, v in r["hands"].items()},
                                   "priority": {int(k): v for k, v in r["priority"].items()}} for r in sdv["rounds"]],
                       "tied": list(sdv["order"])}
    return st
