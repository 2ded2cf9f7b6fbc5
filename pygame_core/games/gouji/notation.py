"""One-line texts for 够级 actions (the position notation is ``position.FIELDS``).

``T T 2 SJ`` plays those ranks (``play`` in front is optional), ``pass``, ``skip``, ``yudian``,
``mingdian``, ``declare``, ``decline``, ``buy``, ``pay SJ``, ``return 5 6``.
"""

from __future__ import annotations

from ...core.errors import NotationError
from ...core.game import Action
from .cards import NAMES, parse_ranks, ranks_list, ranks_text

_WORDS = {"pass", "skip", "yudian", "mingdian", "declare", "decline", "buy"}


def format_action(a: Action) -> str:
    t = a.get("a")
    if t == "play":
        return ranks_text(parse_ranks(a["cards"]))
    if t == "return":
        return "return " + ranks_text(parse_ranks(a["cards"]))
    if t == "pay":
        return f"pay {a['card']}"
    if t in _WORDS:
        return str(t)
    raise NotationError(f"unknown action {a!r}")


def parse_action(text: str) -> Action:
    toks = text.strip().split()
    if not toks:
        raise NotationError("empty action")
    head = toks[0].lower()
    if head in _WORDS and len(toks) == 1:
        return {"a": head}
    if head == "pay" and len(toks) == 2:
        v = parse_ranks(toks[1:])[0]
        return {"a": "pay", "card": NAMES[v]}
    if head == "return":
        return {"a": "return", "cards": ranks_list(parse_ranks(toks[1:]))}
    if head == "play":
        toks = toks[1:]
    return {"a": "play", "cards": ranks_list(parse_ranks(toks))}


def upgrade_action(a: Action) -> Action:
    """An action recorded before the one action shape (``{"type": kind, ...}``) in today's shape."""
    if "a" in a or "type" not in a:
        return a
    return {"a": a["type"], **{k: v for k, v in a.items() if k != "type"}}
