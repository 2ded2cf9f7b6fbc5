"""Text notation of actions (VIEW.md): ``ming B.3 1.17``, ``gift 1:4.45``, ``guess bird``...

A card is written ``<face>.<id>``; the parser also takes a bare id and checks the face when given.
``parse_action(format_action(a)) == a`` for every well-formed action of §16.2.
"""

from __future__ import annotations

from ...core.codec import parse_int
from ...core.errors import NotationError
from ...core.game import Action
from .cards import card_text, parse_card

_SIMPLE = ("end_turn", "undo", "call", "timeout", "resume")


def _card(tok: str) -> int:
    try:
        return parse_card(tok)
    except ValueError as e:
        raise NotationError(str(e)) from None


def format_action(a: Action) -> str:
    t = a.get("a")
    if t == "op":
        op = a.get("op")
        cards = " ".join(card_text(c) for c in a.get("cards") or [])
        if op == "qi":
            return "qi" + (f" {cards}" if cards else "")
        if op == "wu":
            return f"wu {a.get('kind')} {cards}".rstrip()
        return f"{op} {cards}".rstrip()
    if t == "gift":
        parts = [f"{k}:" + ",".join(card_text(c) for c in v) for k, v in a["to_cards"].items()]
        return "gift " + " ".join(parts)
    if t == "target":
        return f"target {a['seat']}"
    if t == "pass":
        return f"pass {card_text(a['card'])}"
    if t == "discard":
        return ("discard " + " ".join(card_text(c) for c in a["cards"])).rstrip()
    if t == "guess":
        return f"guess {a['kind']}"
    if t == "day_play":
        return "day_play " + ("yes" if a["play"] else "no")
    if t in _SIMPLE:
        return str(t)
    raise NotationError(f"cannot write action {a!r}")


def parse_action(text: str) -> Action:
    toks = text.split()
    if not toks:
        raise NotationError("empty action")
    w, rest = toks[0], toks[1:]
    if w in ("ming", "ge", "song"):
        return {"a": "op", "op": w, "cards": [_card(t) for t in rest]}
    if w == "qi":
        a: Action = {"a": "op", "op": "qi"}
        if rest:
            a["cards"] = [_card(t) for t in rest]
        return a
    if w == "wu":
        if not rest:
            raise NotationError("wu needs a kind")
        return {"a": "op", "op": "wu", "kind": rest[0], "cards": [_card(t) for t in rest[1:]]}
    if w == "gift":
        tc: dict[str, list[int]] = {}
        for part in rest:
            k, sep, v = part.partition(":")
            if not sep or k not in ("0", "1", "2", "3"):
                raise NotationError(f"bad gift part {part!r}")
            tc[k] = [_card(t) for t in v.split(",") if t]
        return {"a": "gift", "to_cards": tc}
    if w == "target" and len(rest) == 1:
        try:
            return {"a": "target", "seat": parse_int(rest[0], 0, 3)}
        except ValueError as e:
            raise NotationError(f"target: the seat {e}") from None
    if w == "pass" and len(rest) == 1:
        return {"a": "pass", "card": _card(rest[0])}
    if w == "discard":
        return {"a": "discard", "cards": [_card(t) for t in rest]}
    if w == "guess" and len(rest) == 1:
        return {"a": "guess", "kind": rest[0]}
    if w == "day_play" and len(rest) == 1 and rest[0] in ("yes", "no"):
        return {"a": "day_play", "play": rest[0] == "yes"}
    if w in _SIMPLE and not rest:
        return {"a": w}
    raise NotationError(f"cannot read action {text!r}")
