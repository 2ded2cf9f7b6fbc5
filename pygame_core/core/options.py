"""Option validation driven by the ``OptionField`` list of a game; games add cross-field rules."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

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
                problems.append(tx(f"{f.key} 应为整数", f"{f.key} 應為整數", f"{f.key} must be an integer"))
            elif (f.min is not None and v < f.min) or (f.max is not None and v > f.max):
                rng = f"{f.min}..{f.max}"
                problems.append(tx(f"{f.key} 应在 {rng} 之间", f"{f.key} 應在 {rng} 之間",
                                   f"{f.key} must be in {rng}"))
        elif f.kind == "choice":
            if v not in f.choices:
                ch = ", ".join(map(str, f.choices))
                problems.append(tx(f"{f.key} 只能是 {ch}", f"{f.key} 只能是 {ch}", f"{f.key} must be one of {ch}"))
        out[f.key] = v
    return out, problems
