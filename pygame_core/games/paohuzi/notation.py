"""One-line notation of actions, and loading positions (VIEW.md has the grammar of both).

An action is a verb and its cards: ``discard x5``, ``chi x1x2x3 x2x7x10``, ``light 4``, ``hu``.
A position is read by ``PaohuziState(text)`` (field list in ``position``); ``load`` also takes the
space-separated positions written before the shared codec (``o=... h=1 ... s0=a|b|...``), rewriting
them into today's fields first, so old saves, bug reports and test vectors still load.
"""

from __future__ import annotations

import re
from typing import Any

from ...core.actions import check_shape
from ...core.codec import JSONV, parse_int, short
from ...core.errors import IllegalAction, NotationError
from ...core.game import Action
from .cards import CODES, parse_card, parse_cards
from .claims import canonical
from .rules import PaohuziState

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
    elif verb == "light" and len(args) == 1:
        try:
            act = {"a": "light", "cell": parse_int(args[0], 0, 8)}
        except ValueError as e:
            raise NotationError(f"malformed action {short(text)}: the cell {e}") from None
    elif verb == "chi" and args:
        act = {"a": "chi", "groups": [[CODES[k] for k in parse_cards(g)] for g in args]}
    else:
        raise NotationError(f"malformed action {text!r}")
    try:
        check_shape(act, PaohuziState.ACTIONS)
    except IllegalAction as e:
        raise NotationError(f"malformed action {text!r}: {e.message('en')}") from None
    return canonical(act)


# --- positions written before the shared codec -----------------------------------------------

# Old keys -> today's (the values are written the same way, but for answers and seat blocks).
_OLD_KEYS = {"o": "options", "h": "hand_no", "m": "match", "d": "dealer", "ph": "phase", "pile": "pile",
             "shown": "shown", "p": "perms", "f": "first_done", "dec": "decisive", "fw": "first_winner",
             "off": "offer", "ans": "answers", "x": "x", "w": "records", "s0": "", "s1": "", "s2": ""}
# The fields of an old seat block ``s<i>=a|b|...``, in order, as today's per-seat keys.
_OLD_SEAT = ("hand", "kans", "wilds", "melds", "river", "won", "passed_chi", "passed_peng", "discarded", "flags",
             "bowl", "known_wilds", "score", "wins")
_TOKEN = re.compile(r"^([a-z0-9]+)=")


def is_legacy(text: str) -> bool:
    """Whether ``text`` is a position in the space-separated notation of before the codec."""
    toks = text.split()[1:]
    keys = [m.group(1) if (m := _TOKEN.match(t)) else "" for t in toks]
    return (bool(toks) and all(k in _OLD_KEYS for k in keys) and not any(t.endswith(";") for t in toks)
            and (len(toks) > 1 or keys[0] in ("s0", "s1", "s2", "ans")))


def upgrade_position(text: str) -> str:
    """An old space-separated position as today's ``key=value; ...`` line (same position)."""
    kv = dict(t.split("=", 1) for t in text.split()[1:])
    out: dict[str, str] = {"phase": f"discard:{kv.get('d', '0')}"}   # the old default phase
    for key, value in kv.items():
        if key in ("s0", "s1", "s2"):
            parts = value.split("|")
            if len(parts) > len(_OLD_SEAT):
                raise NotationError(f"{key} has {len(parts)} fields, expected {len(_OLD_SEAT)}")
            out.update({f"{name}{key[1]}": v for name, v in zip(_OLD_SEAT, parts, strict=False) if v != ""})
        elif key == "ans":
            answers = {}
            for item in value.split(";"):
                seat, _, act = item.partition(":")
                answers[seat] = parse_action(act.replace("+", " "))
            out["answers"] = JSONV.enc(answers)
        else:
            out[_OLD_KEYS[key]] = value
    return "paohuzi " + "; ".join(f"{k}={v}" for k, v in out.items())


def load(text: str) -> PaohuziState:
    """A position from its text, in today's notation or the one written before (``is_legacy``)."""
    if isinstance(text, str) and is_legacy(text):
        text = upgrade_position(text)
    return PaohuziState(text)


__all__ = ["format_action", "is_legacy", "load", "parse_action", "upgrade_position"]
