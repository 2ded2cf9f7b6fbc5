"""One-line notation for positions and actions (see VIEW.md for the grammar).

A position is ``paohuzi`` followed by ``key=value`` tokens. Cards are written by kind codes
(``x1``..``x10``, ``d1``..``d10``, ``xB xQ xW xY dB dQ dW dY``, ``*``) run together; copies of a
kind are interchangeable, so card ids are assigned canonically on loading and a loaded position
writes back the same line. Tokens that are left out take their start-of-hand values, and a position
without ``pile=`` gets every card not placed elsewhere, in kind order, as its pile (``pile=d5x8+``
puts those cards on top of that rest): the spec's test vectors are then one short line each.

Seat blocks ``s0= s1= s2=`` hold ``|``-separated fields:
hand | kans | wilds | melds | river | won | passed_chi | passed_peng | discarded | flags | bowl | known_wilds |
score | wins. Melds are ``TYPE.cards.src`` joined by ``,``; flags are letters ``u`` untouched,
``L`` locked, ``D`` dead; bowl is ``mask:lit`` with the mask in hex.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ...core.errors import NotationError
from ...core.game import Action
from .cards import CODES, NKINDS, WILD, cards_text, kind_of, parse_card, parse_cards
from .rules import MELD_TYPES, SEATS, Meld, Offer, PaohuziState, _normalise
from .winning import TYPE_BY_NAME, TYPE_NAMES

_VERBS = ("hu", "pass", "peng", "discard", "chi", "light")


def format_action(action: Action) -> str:
    a = action.get("a")
    if a in ("hu", "pass", "peng"):
        return str(a)
    if a == "discard":
        return f"discard {action['card']}"
    if a == "light":
        return f"light {action['cell']}"
    if a == "chi":
        return "chi " + " ".join("".join(g) for g in action["groups"])
    raise NotationError(f"cannot write action {action!r}")


def parse_action(text: str) -> Action:
    parts = text.strip().split()
    if not parts or parts[0] not in _VERBS:
        raise NotationError(f"unknown action {text!r}; expected one of {', '.join(_VERBS)}")
    verb, args = parts[0], parts[1:]
    act: Any
    if verb in ("hu", "pass", "peng") and not args:
        act = {"a": verb}
    elif verb == "discard" and len(args) == 1:
        act = {"a": "discard", "card": CODES[parse_card(args[0])]}
    elif verb == "light" and len(args) == 1 and args[0].isdigit():
        act = {"a": "light", "cell": int(args[0])}
    elif verb == "chi" and args:
        act = {"a": "chi", "groups": [[CODES[k] for k in parse_cards(g)] for g in args]}
    else:
        raise NotationError(f"malformed action {text!r}")
    norm = _normalise(act)
    if norm is None:
        raise NotationError(f"malformed action {text!r}")
    return norm


def _opt_text(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


def _opt_value(t: str) -> Any:
    if t == "null":
        return None
    if t in ("true", "false"):
        return t == "true"
    try:
        return int(t)
    except ValueError:
        return t


def _kinds(ids: list[int]) -> str:
    return cards_text(sorted(kind_of(c) for c in ids))


def state_to_text(s: PaohuziState) -> str:
    from . import DEFAULTS
    out = ["paohuzi"]
    diff = [f"{k}:{_opt_text(v)}" for k, v in sorted(s.opts.items()) if DEFAULTS.get(k, object()) != v]
    if diff:
        out.append("o=" + ",".join(diff))
    out.append(f"h={s.hand_no}")
    if any(s.match):
        out.append("m=" + ",".join(map(str, s.match)))
    out.append(f"d={s.dealer}")
    out.append(f"ph={s.phase}:{s.actor}")
    out.append("pile=" + cards_text(kind_of(c) for c in s.pile))
    out.append("shown=" + CODES[kind_of(s.shown)] if s.shown >= 0 else "shown=-")
    out.append("p=" + ",".join("".join(map(str, p)) for p in s.perms))
    if s.first_done:
        out.append("f=1")
    if s.decisive:
        out.append(f"dec={s.draws_left}")
    if s.first_winner is not None:
        out.append(f"fw={s.first_winner}")
    if s.offer is not None:
        o = s.offer
        out.append(f"off={CODES[kind_of(o.card)]}:{o.src}:{'P' if o.draw else 'D'}" + (":f" if o.first else ""))
    if s.answers:
        out.append("ans=" + ";".join(f"{k}:{format_action(a).replace(' ', '+')}"
                                     for k, a in sorted(s.answers.items())))
    if s.x >= 0:
        out.append(f"x={CODES[kind_of(s.x)]}:{s.fm or '-'}:{1 if s.x_first else 0}")
    for i, p in enumerate(s.players):
        melds = ",".join(f"{TYPE_NAMES[m.type]}.{_kinds(m.cards)}.{m.src}" for m in p.melds) or "-"
        flags = ("u" if p.untouched else "") + ("L" if p.locked else "") + ("D" if p.dead else "")
        fields = [
            _kinds(p.hand), cards_text(sorted(p.kans)), str(len(p.wilds)), melds,
            cards_text(kind_of(c) for c in p.river), cards_text(kind_of(c) for c in p.won),
            cards_text(sorted(p.passed_chi)), cards_text(sorted(p.passed_peng)), cards_text(sorted(p.discarded)),
            flags or "-", f"{p.bowl:x}:{p.bowl_n}", str(p.known_wilds), str(p.score), str(p.wins),
        ]
        out.append(f"s{i}=" + "|".join(fields))
    if s.records:
        out.append("w=" + json.dumps(s.records, separators=(",", ":"), ensure_ascii=True))
    return " ".join(out)


class _Ids:
    """Hands out physical ids per kind in a fixed order."""

    def __init__(self) -> None:
        self.free: list[list[int]] = [list(range(4 * k, 4 * k + 4)) for k in range(NKINDS)]
        self.free.append(list(range(112, 118)))

    def take(self, k: int) -> int:
        if not self.free[k]:
            raise NotationError(f"more than {4 if k < WILD else 6} cards of {CODES[k]}")
        return self.free[k].pop(0)

    def many(self, kinds: list[int]) -> list[int]:
        return [self.take(k) for k in kinds]

    def rest(self) -> list[int]:
        return [c for lst in self.free for c in lst]


def text_to_state(text: str) -> PaohuziState:
    from . import validate_options
    toks = text.strip().split(" ")
    if not toks or toks[0] != "paohuzi":
        raise NotationError("a paohuzi position starts with 'paohuzi'")
    kv: dict[str, str] = {}
    for t in toks[1:]:
        if not t:
            continue
        if "=" not in t:
            raise NotationError(f"bad token {t!r} (expected key=value)")
        k, v = t.split("=", 1)
        if k in kv:
            raise NotationError(f"token {k} given twice")
        kv[k] = v
    known = {"o", "h", "m", "d", "ph", "pile", "shown", "p", "f", "dec", "fw", "off", "ans", "x", "w",
             "s0", "s1", "s2"}
    bad = set(kv) - known
    if bad:
        raise NotationError(f"unknown tokens: {', '.join(sorted(bad))}")
    raw: dict[str, Any] = {}
    if "o" in kv:
        for item in kv["o"].split(","):
            if ":" not in item:
                raise NotationError(f"bad option {item!r}")
            a, b = item.split(":", 1)
            raw[a] = _opt_value(b)
    try:
        opts = validate_options(raw)
    except Exception as e:  # OptionsError -> NotationError with the same words
        raise NotationError(f"bad options: {e}") from e
    s = PaohuziState(opts)
    try:
        _fill(s, kv)
    except (ValueError, IndexError, KeyError) as e:
        raise NotationError(f"bad position: {e}") from e
    s.check_invariants()
    return s


def _int(v: str, lo: int, hi: int, what: str) -> int:
    if not v.lstrip("-").isdigit() or not lo <= int(v) <= hi:
        raise NotationError(f"{what} must be an integer in {lo}..{hi}, got {v!r}")
    return int(v)


def _fill(s: PaohuziState, kv: Mapping[str, str]) -> None:
    ids = _Ids()
    s.hand_no = _int(kv.get("h", "1"), 1, 10_000, "h")
    if "m" in kv:
        s.match = [int(x) for x in kv["m"].split(",")]
        if len(s.match) != 3:
            raise NotationError("m needs three scores")
    s.dealer = _int(kv.get("d", "0"), 0, 2, "d")
    ph, _, actor = kv.get("ph", f"discard:{s.dealer}").partition(":")
    if ph not in ("opening", "discard", "selfhu", "claim", "light", "over"):
        raise NotationError(f"unknown phase {ph!r}")
    s.phase, s.actor = ph, _int(actor or "0", 0, 2, "actor")
    if "p" in kv:
        perms = kv["p"].split(",")
        if len(perms) != 3 or any(sorted(p) != list("012345678") for p in perms):
            raise NotationError("p needs three permutations of 012345678")
        s.perms = [[int(c) for c in p] for p in perms]
    s.first_done = kv.get("f", "0") == "1"
    if "dec" in kv:
        s.decisive = True
        s.draws_left = _int(kv["dec"], 0, 9, "dec")
    if "fw" in kv:
        s.first_winner = _int(kv["fw"], 0, 2, "fw")
    blocks = []
    for i in range(SEATS):
        b = kv.get(f"s{i}", "")
        f = b.split("|") if b else []
        f += [""] * (14 - len(f))
        if len(f) != 14:
            raise NotationError(f"s{i} has {len(f)} fields, expected 14")
        blocks.append(f)
    # Cards first (in a fixed order, so ids are canonical), then the flags.
    x_meld = False
    x_kind = -1
    if "x" in kv:
        xs = kv["x"].split(":")
        if len(xs) != 3:
            raise NotationError("x is card:forced-meld:first")
        x_kind = parse_card(xs[0])
        s.fm = "" if xs[1] == "-" else xs[1]
        if s.fm not in ("", "WEI", "CHOU_WEI", "KAN", "WEIUP", "CHOU_WEIUP"):
            raise NotationError(f"unknown forced meld {xs[1]!r}")
        x_meld = bool(s.fm)
        s.x_first = xs[2] == "1"
    for i, f in enumerate(blocks):
        p = s.players[i]
        p.hand = ids.many(parse_cards(f[0]))
        for k in parse_cards(f[1]):
            if k in p.kans or k == WILD:
                raise NotationError(f"bad kan {CODES[k]}")
            p.kans[k] = ids.many([k, k, k])
        p.wilds = ids.many([WILD] * int(f[2] or "0"))
        for m in ([] if f[3] in ("", "-") else f[3].split(",")):
            parts = m.split(".")
            if len(parts) != 3 or parts[0] not in TYPE_BY_NAME or TYPE_BY_NAME[parts[0]] not in MELD_TYPES:
                raise NotationError(f"bad meld {m!r}")
            p.melds.append(Meld(TYPE_BY_NAME[parts[0]], ids.many(parse_cards(parts[1])),
                                _int(parts[2], 0, 2, "meld source")))
        p.river = ids.many(parse_cards(f[4]))
        p.won = ids.many(parse_cards(f[5]))
    if "off" in kv:
        o = kv["off"].split(":")
        if len(o) not in (3, 4) or o[2] not in ("P", "D"):
            raise NotationError("off is card:src:P|D[:f]")
        s.offer = Offer(ids.take(parse_card(o[0])), _int(o[1], 0, 2, "offer source"), o[2] == "P",
                        len(o) == 4 and o[3] == "f")
    if x_kind >= 0:
        if x_meld:
            owner = s.players[s.actor]
            cands = [c for m in owner.melds for c in m.cards if kind_of(c) == x_kind]
            if not cands:
                raise NotationError("x names a forced meld the actor does not have")
            s.x = cands[-1]
        else:
            s.x = ids.take(x_kind)
    if "pile" in kv and kv["pile"].endswith("+"):   # these cards on top, then the rest in kind order
        s.pile = ids.many(parse_cards(kv["pile"][:-1]))
        s.pile += ids.rest()
    elif "pile" in kv:
        s.pile = ids.many(parse_cards(kv["pile"]))
        if ids.rest():
            raise NotationError(f"{len(ids.rest())} cards are missing from the position")
    else:
        s.pile = ids.rest()
    if kv.get("shown", "-") != "-":
        sk = parse_card(kv["shown"])
        d = s.players[s.dealer]
        pool = [c for c in d.hand + d.wilds + [c for v in d.kans.values() for c in v]
                + [c for m in d.melds for c in m.cards] if kind_of(c) == sk]
        s.shown = pool[0] if pool else 4 * sk if sk < WILD else 112
    for i, f in enumerate(blocks):
        p = s.players[i]
        p.passed_chi = set(parse_cards(f[6]))
        p.passed_peng = set(parse_cards(f[7]))
        p.discarded = set(parse_cards(f[8]))
        flags = "u" if f[9] == "" else f[9]
        p.untouched, p.locked, p.dead = "u" in flags, "L" in flags, "D" in flags
        mask, _, n = (f[10] or "0:0").partition(":")
        p.bowl, p.bowl_n = int(mask, 16), int(n or "0")
        p.known_wilds = int(f[11] or "0")
        p.score = int(f[12] or "0")
        p.wins = int(f[13] or "0")
    if "w" in kv:
        recs = json.loads(kv["w"])
        if not isinstance(recs, list):
            raise NotationError("w must be a JSON list")
        s.records = recs
    if s.phase == "claim":
        if s.offer is None:
            raise NotationError("a claim position needs off=")
        if "ans" in kv:
            for item in kv["ans"].split(";"):
                seat, _, act = item.partition(":")
                s.answers[_int(seat, 0, 2, "answer seat")] = parse_action(act.replace("+", " "))
        asked = s.claim().asks
        for who, a in s.answers.items():
            if who not in asked or a not in asked[who]:
                raise NotationError(f"answer of seat {who} is not one of its options")
    elif s.phase in ("selfhu", "light") and s.x < 0:
        raise NotationError(f"phase {s.phase} needs x=")
    if s.phase == "discard" and not s.players[s.actor].hand:
        raise NotationError("the actor has nothing to discard")

