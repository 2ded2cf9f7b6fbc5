"""The one action shape: ``{"a": kind, ...fields}``, each kind with an exact schema.

Actions are plain JSON objects so they travel unchanged over the peer protocol and into replays.
A game lists its kinds once (``GameState.ACTIONS``): field name -> value check. The base ``apply``
checks every action against it before any rule runs, so a malformed or padded intent (unknown
keys, wrong types, huge lists) is refused the same way in every game, with one code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .errors import IllegalAction
from .i18n import tx

Check = Callable[[Any], bool]
Schema = Mapping[str, Check]  # field -> check; a field named "x?" is optional
MAX_LIST = 64  # no action of any game names more cards than this


def _is_int(v: Any) -> bool:
    return type(v) is int


def INT(v: Any) -> bool:
    return _is_int(v) and -(2**31) <= v < 2**31


def BOOL(v: Any) -> bool:
    return type(v) is bool


def STR(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= 32


def INTS(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= MAX_LIST and all(INT(x) for x in v)


def STRS(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= MAX_LIST and all(STR(x) for x in v)


def one_of(*values: Any) -> Check:
    allowed = frozenset(values)
    return lambda v: isinstance(v, (str, int)) and type(v) is not bool and v in allowed


def malformed(why: str) -> IllegalAction:
    return IllegalAction("E_BAD_ACTION", tx(f"动作格式不正确：{why}", f"動作格式不正確：{why}",
                                            f"malformed action: {why}"))


def check_shape(action: Any, kinds: Mapping[str, Schema]) -> str:
    """The action's kind, or ``IllegalAction("E_BAD_ACTION")`` saying what is wrong with it."""
    if not isinstance(action, dict):
        raise malformed(f"an action is an object, not {type(action).__name__}")
    kind = action.get("a")
    if not isinstance(kind, str):
        raise malformed('no "a" (the action kind)')
    schema = kinds.get(kind)
    if schema is None:
        raise malformed(f"unknown kind {kind[:32]!r}")
    for key, value in action.items():
        if key == "a":
            continue
        check = schema.get(key) or schema.get(key + "?")
        if check is None:
            raise malformed(f"{kind} has no field {str(key)[:32]!r}")
        if not check(value):
            raise malformed(f"{kind}.{key} = {str(value)[:40]}")
    for key in schema:
        if not key.endswith("?") and key not in action:
            raise malformed(f"{kind} needs {key!r}")
    return kind
