"""Option validation driven by the ``OptionField`` list of a game; games add cross-field rules."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .codec import SCORE_MAX, parse_int
from .game import JSON, OptionField
from .i18n import Text, tx


def check_fields(fields: Sequence[OptionField], raw: Mapping[str, Any]) -> tuple[JSON, list[Text]]:
    """Fill defaults and check types, ranges and choices. Returns (options, problems)."""
    problems: list[Text] = []
    known = {f.key for f in fields}
    for k in raw:
        if k not in known:
            problems.append(tx(f"未知选项 {k}", f"未知選項 {k}", f"unknown option {k}"))
    out: JSON = {}
    for f in fields:
        v = raw.get(f.key, f.default)
        if f.kind == "bool":
            if not isinstance(v, bool):
                problems.append(tx(f"{f.key} 应为是/否", f"{f.key} 應為是/否", f"{f.key} must be true or false"))
        elif f.kind == "int":
            if not isinstance(v, int) or isinstance(v, bool):
                rng = f"{_lo(f)}..{_hi(f)}"
                problems.append(tx(f"{f.key} 应为 {rng} 的整数", f"{f.key} 應為 {rng} 的整數",
                                   f"{f.key} must be an integer in {rng}"))
            elif not _lo(f) <= v <= _hi(f):   # an int field without bounds still has these
                rng = f"{_lo(f)}..{_hi(f)}"
                problems.append(tx(f"{f.key} 应在 {rng} 之间", f"{f.key} 應在 {rng} 之間",
                                   f"{f.key} must be in {rng}"))
        elif f.kind == "choice":
            if v not in f.choices:
                ch = ", ".join(map(str, f.choices))
                problems.append(tx(f"{f.key} 只能是 {ch}", f"{f.key} 只能是 {ch}", f"{f.key} must be one of {ch}"))
        out[f.key] = v
    return out, problems


def _lo(f: OptionField) -> int:
    return -SCORE_MAX if f.min is None else f.min


def _hi(f: OptionField) -> int:
    return SCORE_MAX if f.max is None else f.max


def option_int(fields: Sequence[OptionField], key: str, text: str) -> int:
    """An integer option written as text (in a position): refused unless within the field's range
    (an int field's min..max, a choice's smallest..largest), by its length before conversion."""
    f = next((f for f in fields if f.key == key), None)
    nums = [c for c in (f.choices if f is not None else ()) if type(c) is int]
    if f is not None and f.kind == "int":
        lo, hi = _lo(f), _hi(f)
    elif nums:
        lo, hi = min(nums), max(nums)
    else:
        lo, hi = -SCORE_MAX, SCORE_MAX
    try:
        return parse_int(text, lo, hi)
    except ValueError as e:
        raise ValueError(f"option {key} {e}") from None
