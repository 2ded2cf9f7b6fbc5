"""Build hand-made positions for the §19 test vectors; cards are written by face (鳥 十 百 千 萬 花 風 月)."""

from __future__ import annotations

from typing import Any

from pygame_core.games.huaniao import GAME, new
from pygame_core.games.huaniao.cards import FACE
from pygame_core.games.huaniao.ops import DANCES
from pygame_core.games.huaniao.options import PRESETS
from pygame_core.games.huaniao.rules import HuaniaoState

ZH2F = {"鳥": "B", "十": "1", "百": "2", "千": "3", "萬": "4", "花": "H", "風": "F", "月": "Y"}
F2ZH = {v: k for k, v in ZH2F.items()}
A, B, C, D = 0, 1, 2, 3


def faces(text: str) -> list[str]:
    return [ZH2F[ch] for ch in text if ch in ZH2F]


def position(preset: str = "regular", hands: dict[int, str] | None = None, *, pile: Any = None,
             tune: int | None = None, turn: int = 5, active: int = 0, first: int = 0, others: int = 5,
             other_faces: str = "十百千萬", limits: list[int] | None = None, rng: int = 12345,
             **opts: Any) -> HuaniaoState:
    """A state at the start of ``active``'s turn ``turn``. Unnamed seats get ``others`` filler cards
    (drawn in the order of ``other_faces`` first); ``pile`` is a face string (top first) or a count;
    every card left over goes to the discard heap so that the deck is conserved."""
    if preset == "custom":
        o = dict(PRESETS["regular"])
        o.update(opts)
        o["mode"] = "custom"
    else:
        o = dict(PRESETS[preset])
        o.update(opts)
    o = GAME.validate_options(o)
    n = o["deck"]
    free = list(range(n))

    def take(f: str) -> int:
        for c in free:
            if FACE[c] == f:
                free.remove(c)
                return c
        raise ValueError(f"no {f} left")

    hands = hands or {}
    hs: list[list[int]] = [[], [], [], []]
    for s, text in hands.items():
        hs[s] = sorted(take(f) for f in faces(text))
    pile_ids: list[int] = []
    if isinstance(pile, str):
        pile_ids = [take(f) for f in faces(pile)]
    for s in range(4):
        if s not in hands:
            pref = [c for f in faces(other_faces) for c in free if FACE[c] == f]
            pick: list[int] = []
            for c in pref + free:
                if len(pick) >= others:
                    break
                if c not in pick:
                    pick.append(c)
            for c in pick:
                free.remove(c)
            hs[s] = sorted(pick)
    if pile is None:
        pile_ids = list(free)
        free = []
    elif isinstance(pile, int):
        pile_ids, free = free[:pile], free[pile:]
    st = new(o, 0, {"first": first})
    st.rng_state, st.active, st.turn, st.phase, st.tune = rng, active, turn, "main", tune
    st.hands, st.pile, st.pool, st.heap = hs, pile_ids, [], sorted(free)
    st.limits = limits or [o["base_hand_limit"]] * 4
    st.last_events = []
    # what _begin_turn would have done
    st.banned_now = st.ban_pending[active]
    st.ban_pending[active] = False
    st.take_snapshot()
    return st


def fmt_op(a: dict[str, Any]) -> str:
    """An operation by face, e.g. "歌千", "誦千萬鳥", "鳴鳥+十", "舞天上天下", "棲"."""
    cards = a.get("cards") or []
    fz = [F2ZH[FACE[c]] for c in cards]
    if a.get("a") == "end_turn":
        return "end"
    if a.get("a") == "undo":
        return "undo"
    op = a["op"]
    if op == "qi":
        return "棲"
    if op == "ge":
        return "歌" + fz[0]
    if op == "song":
        return "誦" + "".join(fz)
    if op == "ming":
        return "鳴" + "+".join(fz)
    return "舞" + DANCES[a["kind"]].name["zh-Hant"]


def legal_ops(st: HuaniaoState, seat: int | None = None) -> set[str]:
    seat = st.active if seat is None else seat
    return {fmt_op(a) for a in st.legal_actions(seat) if a.get("a") in ("op",)}


def op(st: HuaniaoState, text: str, seat: int | None = None) -> dict[str, Any]:
    """Build an op from face text: "歌 千", "誦 千萬鳥", "鳴 鳥十", "舞 tianxia 十百千萬", "棲"."""
    seat = st.active if seat is None else seat
    parts = text.split()
    verb = parts[0]
    avail = list(st.hands[seat])

    def ids(s: str) -> list[int]:
        out = []
        for f in faces(s):
            c = next((c for c in avail if FACE[c] == f), None)
            if c is None:  # not in hand: any card of that face (tests E_NOT_IN_HAND)
                c = next(c for c in range(st.n_cards) if FACE[c] == f and c not in out)
            else:
                avail.remove(c)
            out.append(c)
        return out

    if verb == "棲":
        return {"a": "op", "op": "qi"}
    if verb == "舞":
        return {"a": "op", "op": "wu", "kind": parts[1], "cards": ids("".join(parts[2:]))}
    name = {"歌": "ge", "誦": "song", "鳴": "ming"}[verb]
    return {"a": "op", "op": name, "cards": ids("".join(parts[1:]))}


def hand_faces(st: HuaniaoState, seat: int) -> str:
    order = "鳥十百千萬花風月"
    return "".join(sorted((F2ZH[FACE[c]] for c in st.hands[seat]), key=order.index))


def ids_of(st: HuaniaoState, seat: int, text: str) -> list[int]:
    avail = list(st.hands[seat])
    out = []
    for f in faces(text):
        c = next(c for c in avail if FACE[c] == f)
        avail.remove(c)
        out.append(c)
    return out
