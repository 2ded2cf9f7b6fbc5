"""The position of a hand as one line (VIEW.md): the field list of ``PaohuziState.CODEC``.

``paohuzi o=<options>; ph=claim:0; hand1=x1x2x3; kans1=d10; ...; pile=...``. Cards are written by
kind (``cards.CODES``); copies of a kind are interchangeable, so card ids are given out again on
loading, in field order (``Ids``), and a loaded position writes back the same line. Fields equal to
a fresh table's value are left out: no cards anywhere, the dealer's seat 0, every seat untouched.
A position without ``pile=`` gets every card not placed elsewhere as its pile, in kind order
(``pile=d5x8+`` puts those cards on top of that rest), so a test vector is one short line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ...core.codec import (
    BOOL,
    COUNT_MAX,
    JSONV,
    SCORE,
    SCORE_MAX,
    Field,
    Kind,
    PositionCodec,
    attr,
    int_in,
    ints_in,
)
from ...core.errors import NotationError, OptionsError
from ...core.options import option_int
from .cards import CODES, DECK_SIZE, NKINDS, WILD, cards_text, kind_of, parse_card, parse_cards
from .options import DEFAULTS, validate_options
from .options import FIELDS as OPTION_FIELDS
from .state import FORCED, MELD_TYPES, PHASES, SEATS, Hand, Meld, Offer
from .winning import TYPE_BY_NAME, TYPE_NAMES


class Ids:
    """Hands out physical card ids per kind in a fixed order while a position is read."""

    def __init__(self) -> None:
        self.free: list[list[int]] = [list(range(4 * k, 4 * k + 4)) for k in range(NKINDS)]
        self.free.append(list(range(112, 118)))
        self.exact_pile = False   # a ``pile=`` without ``+``: every card must be placed

    def take(self, k: int) -> int:
        if not self.free[k]:
            raise ValueError(f"more than {4 if k < WILD else 6} cards of {CODES[k]}")
        return self.free[k].pop(0)

    def many(self, kinds: list[int]) -> list[int]:
        return [self.take(k) for k in kinds]

    def rest(self) -> list[int]:
        return [c for lst in self.free for c in lst]


def _ids(st: Any) -> Ids:
    ids = st.__dict__.get("_ids")
    if not isinstance(ids, Ids):
        raise ValueError("card fields are only read while a position loads")
    return ids


def _kinds(ids: list[int]) -> list[int]:
    return sorted(kind_of(c) for c in ids)


# --- value kinds -------------------------------------------------------------------------------

def _optional(kind: Kind[Any]) -> Kind[Any]:
    return Kind(f"{kind.name}?", lambda v: "-" if v is None else kind.enc(v),
                lambda s: None if s == "-" else kind.dec(s))


SEAT = int_in(0, SEATS - 1)
# The cards left of a 决胜时刻 turn: at most the most cards a turn may take (an option's range).
DECISIVE_MAX = next(int(f.max or 0) for f in OPTION_FIELDS if f.key == "decisive_draw_count")


def _opt_text(v: Any) -> str:
    return "null" if v is None else ("true" if v else "false") if isinstance(v, bool) else str(v)


def _opt_value(key: str, t: str) -> Any:
    if t in ("null", "true", "false"):
        return None if t == "null" else t == "true"
    return option_int(OPTION_FIELDS, key, t) if t[:1] in "-0123456789" and t else t


def _dec_opts(s: str) -> dict[str, Any]:
    raw = {}
    for item in filter(str.strip, s.split(",")):
        key, colon, value = item.partition(":")
        if not colon:
            raise ValueError(f"option {item!r} is not key:value")
        raw[key.strip()] = _opt_value(key.strip(), value.strip())
    try:
        return validate_options(raw)
    except OptionsError as e:
        raise ValueError(str(e)) from None


OPTIONS: Kind[dict[str, Any]] = Kind(
    "options", lambda o: ",".join(f"{k}:{_opt_text(v)}" for k, v in sorted(o.items()) if DEFAULTS.get(k) != v),
    _dec_opts)
CARDS: Kind[list[int]] = Kind("cards", cards_text, parse_cards)   # kinds, "-" for none


def _dec_phase(s: str) -> tuple[str, int]:
    ph, _, actor = s.partition(":")
    if ph not in PHASES:
        raise ValueError(f"unknown phase {ph!r}; one of {', '.join(PHASES)}")
    return ph, SEAT.dec(actor or "0")


PHASE: Kind[tuple[str, int]] = Kind("phase", lambda v: f"{v[0]}:{v[1]}", _dec_phase)


def _enc_melds(ms: list[tuple[int, list[int], int]]) -> str:
    return ",".join(f"{TYPE_NAMES[t]}.{cards_text(ks)}.{src}" for t, ks, src in ms) or "-"


def _dec_melds(s: str) -> list[tuple[int, list[int], int]]:
    out = []
    for m in ([] if s == "-" else s.split(",")):
        parts = m.strip().split(".")
        if len(parts) != 3 or TYPE_BY_NAME.get(parts[0]) not in MELD_TYPES:
            raise ValueError(f"bad meld {m!r} (TYPE.cards.src, TYPE one of TI PAO WEI CHOU_WEI PENG SEQ EQS JIAO)")
        out.append((TYPE_BY_NAME[parts[0]], parse_cards(parts[1]), SEAT.dec(parts[2])))
    return out


MELDS: Kind[list[tuple[int, list[int], int]]] = Kind("melds", _enc_melds, _dec_melds)


def _dec_offer(s: str) -> tuple[int, int, bool, bool]:
    o = s.split(":")
    if len(o) not in (3, 4) or o[2] not in ("P", "D") or (len(o) == 4 and o[3] != "f"):
        raise ValueError("an offer is card:src:P|D[:f] (P drawn from the pile, D discarded, f first draw)")
    return parse_card(o[0]), SEAT.dec(o[1]), o[2] == "P", len(o) == 4


OFFER: Kind[tuple[int, int, bool, bool] | None] = _optional(Kind(
    "offer", lambda o: f"{CODES[o[0]]}:{o[1]}:{'P' if o[2] else 'D'}" + (":f" if o[3] else ""), _dec_offer))


def _dec_x(s: str) -> tuple[int, str, bool]:
    xs = s.split(":")
    if len(xs) != 3 or (xs[1] != "-" and xs[1] not in FORCED) or xs[2] not in ("0", "1"):
        raise ValueError(f"x is card:forced:first, forced one of - {' '.join(FORCED)}")
    return parse_card(xs[0]), "" if xs[1] == "-" else xs[1], xs[2] == "1"


X: Kind[tuple[int, str, bool] | None] = _optional(Kind(
    "x", lambda x: f"{CODES[x[0]]}:{x[1] or '-'}:{int(x[2])}", _dec_x))


def _dec_answers(s: str) -> dict[int, dict[str, Any]]:
    raw = JSONV.dec(s)
    if not isinstance(raw, dict) or not all(isinstance(a, dict) for a in raw.values()):
        raise ValueError('answers are {"seat": action}')
    return {SEAT.dec(k): a for k, a in raw.items()}


ANSWERS: Kind[dict[int, dict[str, Any]]] = Kind(
    "answers", lambda d: JSONV.enc({str(k): v for k, v in sorted(d.items())}), _dec_answers)


def _dec_flags(s: str) -> tuple[bool, bool, bool]:
    if s != "-" and set(s) - set("uLD"):
        raise ValueError("flags are letters u (untouched), L (locked), D (dead), or -")
    return "u" in s, "L" in s, "D" in s


FLAGS: Kind[tuple[bool, bool, bool]] = Kind(
    "flags", lambda f: "".join(ch for ch, on in zip("uLD", f, strict=True) if on) or "-", _dec_flags)


def _dec_bowl(s: str) -> tuple[int, int]:
    mask, _, n = s.partition(":")
    if not 1 <= len(mask) <= 3 or set(mask) - set("0123456789abcdef"):
        raise ValueError("a bowl is hexmask:lit (mask 0..1ff in hex, at most 9 lit)")
    m, lit = int(mask, 16), int_in(0, 9).dec(n or "0")
    if m > 0x1FF:
        raise ValueError("a bowl is hexmask:lit (mask 0..1ff in hex, at most 9 lit)")
    return m, lit


BOWL: Kind[tuple[int, int]] = Kind("bowl", lambda b: f"{b[0]:x}:{b[1]}", _dec_bowl)


def _dec_perms(s: str) -> list[list[int]]:
    perms = s.split(",")
    if len(perms) != SEATS or any(sorted(p) != list("012345678") for p in perms):
        raise ValueError("three permutations of 012345678")
    return [[int(c) for c in p] for p in perms]


PERMS: Kind[list[list[int]]] = Kind("perms", lambda ps: ",".join("".join(map(str, p)) for p in ps), _dec_perms)


def _dec_pile(s: str) -> tuple[list[int], bool]:
    return (parse_cards(s[:-1]), True) if s.endswith("+") else (parse_cards(s), False)


PILE: Kind[tuple[list[int], bool]] = Kind("pile", lambda p: cards_text(p[0]), _dec_pile)


def _dec_records(s: str) -> tuple[Any, ...]:
    recs = JSONV.dec(s)
    if not isinstance(recs, list) or not all(isinstance(r, dict) for r in recs):
        raise ValueError("win records are a JSON list of objects")
    return tuple(recs)


RECORDS: Kind[tuple[Any, ...]] = Kind("records", lambda r: JSONV.enc(list(r)), _dec_records)


# --- fields ------------------------------------------------------------------------------------

def _set_phase(st: Any, v: tuple[str, int]) -> None:
    st.phase, st.actor = v


def _set_decisive(st: Any, v: int | None) -> None:
    st.decisive, st.draws_left = v is not None, v or 0


def _set_offer(st: Any, v: tuple[int, int, bool, bool] | None) -> None:
    st.offer = None if v is None else Offer(_ids(st).take(v[0]), v[1], v[2], v[3])


def _set_x(st: Any, v: tuple[int, str, bool] | None) -> None:
    if v is None:
        st.x, st.fm, st.x_first = -1, "", False
        return
    k, fm, first = v
    if fm:   # the card already sits in the actor's forced meld
        cands = [c for m in st.players[st.actor].melds for c in m.cards if kind_of(c) == k]
        if not cands:
            raise ValueError(f"the actor has no meld of {CODES[k]} for the forced {fm}")
        st.x = cands[-1]
    else:
        st.x = _ids(st).take(k)
    st.fm, st.x_first = fm, first


def _set_shown(st: Any, k: int | None) -> None:
    if k is None:
        st.shown = -1
        return
    d = st.players[st.dealer]
    pool = [c for c in d.hand + d.wilds + [c for v in d.kans.values() for c in v]
            + [c for m in d.melds for c in m.cards] if kind_of(c) == k]
    # Once dealt on, only the kind is read; a card the dealer no longer holds stands for it.
    st.shown = pool[0] if pool else 4 * k if k < WILD else 112


def _set_pile(st: Any, v: tuple[list[int], bool]) -> None:
    ids = _ids(st)
    st.pile = ids.many(v[0])
    ids.exact_pile = not v[1]


def _x_value(st: Any) -> tuple[int, str, bool] | None:
    return None if st.x < 0 else (kind_of(st.x), st.fm, st.x_first)


def _seat_fields(i: int) -> list[Field]:
    def f(key: str, kind: Kind[Any], get: Callable[[Any], Any], put: Callable[[Any, Any], None]) -> Field:
        return Field(f"{key}{i}", kind, lambda st: get(st.players[i]), put)

    def pl(st: Any) -> Any:
        return st.players[i]

    def set_kans(st: Any, ks: list[int]) -> None:
        if len(set(ks)) != len(ks) or WILD in ks:
            raise ValueError("a 坎 is one natural kind, once")
        pl(st).kans = {k: _ids(st).many([k] * 3) for k in ks}

    def set_flags(st: Any, v: tuple[bool, bool, bool]) -> None:
        pl(st).untouched, pl(st).locked, pl(st).dead = v

    def set_bowl(st: Any, v: tuple[int, int]) -> None:
        pl(st).bowl, pl(st).bowl_n = v

    def cards(name: str) -> Callable[[Any, Any], None]:   # kinds -> fresh card ids
        return lambda st, v: setattr(pl(st), name, _ids(st).many(v))

    def value(name: str, conv: Callable[[Any], Any] = lambda v: v) -> Callable[[Any, Any], None]:
        return lambda st, v: setattr(pl(st), name, conv(v))

    return [
        f("hand", CARDS, lambda p: _kinds(p.hand), cards("hand")),
        f("kans", CARDS, lambda p: sorted(p.kans), set_kans),
        f("wilds", int_in(0, 6), lambda p: len(p.wilds), lambda st, n: cards("wilds")(st, [WILD] * n)),
        f("melds", MELDS, lambda p: [(m.type, m.kinds(), m.src) for m in p.melds],
          lambda st, v: setattr(pl(st), "melds", [Meld(t, _ids(st).many(ks), src) for t, ks, src in v])),
        f("river", CARDS, lambda p: [kind_of(c) for c in p.river], cards("river")),
        f("won", CARDS, lambda p: [kind_of(c) for c in p.won], cards("won")),
        f("passed_chi", CARDS, lambda p: sorted(p.passed_chi), value("passed_chi", set)),
        f("passed_peng", CARDS, lambda p: sorted(p.passed_peng), value("passed_peng", set)),
        f("discarded", CARDS, lambda p: sorted(p.discarded), value("discarded", set)),
        f("flags", FLAGS, lambda p: (p.untouched, p.locked, p.dead), set_flags),
        f("bowl", BOWL, lambda p: (p.bowl, p.bowl_n), set_bowl),
        f("known_wilds", int_in(0, 6), lambda p: p.known_wilds, value("known_wilds")),
        f("score", SCORE, lambda p: p.score, value("score")),
        f("wins", int_in(0, DECK_SIZE), lambda p: p.wins, value("wins")),
    ]


def _naming(f: Field) -> Field:
    """The field with its setter's errors (a card too many...) as NotationError naming the key:
    the codec names the key for values that do not parse, not for values that do not fit."""
    def put(st: Any, v: Any) -> None:
        try:
            f.set(st, v)
        except (ValueError, KeyError, IndexError) as e:
            raise NotationError(f"paohuzi: field {f.key}: {e}") from None
    return replace(f, set=put)


FIELDS: tuple[Field, ...] = tuple(map(_naming, (
    attr("options", OPTIONS, "opts", header=True),
    attr("hand_no", int_in(1, COUNT_MAX)),
    attr("match", ints_in(-SCORE_MAX, SCORE_MAX, SEATS)),
    attr("dealer", SEAT),
    Field("phase", PHASE, lambda st: (st.phase, st.actor), _set_phase, always=True),
    attr("first_done", BOOL),
    Field("decisive", _optional(int_in(0, DECISIVE_MAX)), lambda st: st.draws_left if st.decisive else None, _set_decisive),
    attr("first_winner", _optional(SEAT)),
    Field("offer", OFFER, lambda st: None if st.offer is None else
          (kind_of(st.offer.card), st.offer.src, st.offer.draw, st.offer.first), _set_offer),
    attr("answers", ANSWERS),
    *[fd for i in range(SEATS) for fd in _seat_fields(i)],
    Field("x", X, _x_value, _set_x),
    Field("shown", _optional(Kind("card", lambda k: CODES[k], parse_card)),
          lambda st: None if st.shown < 0 else kind_of(st.shown), _set_shown),
    attr("perms", PERMS),
    Field("pile", PILE, lambda st: ([kind_of(c) for c in st.pile], False), _set_pile),
    attr("records", RECORDS),
)))


def fresh(header: Mapping[str, Any]) -> Hand:
    """A table before the deal, with the card ids still to be given out (``Ids``)."""
    h = Hand(header.get("options", DEFAULTS))
    h.__dict__["_ids"] = Ids()
    return h


CODEC = PositionCodec("paohuzi", FIELDS, fresh)


def finish_load(st: Hand) -> None:
    """After the fields: the unplaced cards make the pile (or must not exist), the scratch goes."""
    ids: Ids = st.__dict__.pop("_ids")
    rest = ids.rest()
    if rest and ids.exact_pile:
        raise NotationError(f"paohuzi: {len(rest)} cards are missing from the position "
                            "(end pile= with + to put them under it)")
    st.pile += rest
    if len(st.match) != SEATS:
        raise NotationError("paohuzi: match= needs three scores")


def build(into: Any, values: Mapping[str, Any]) -> None:
    """Fill a bare state from field values by key (decoded, as the codec reads them; a missing key
    keeps the fresh value): loading a position without going through its text (determinizers)."""
    into.__dict__.update(fresh(values).__dict__)
    for f in FIELDS:
        if f.key in values and not f.header:
            f.set(into, values[f.key])
    finish_load(into)
