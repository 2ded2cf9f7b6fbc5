"""Mutations of a JSON document for the loader fuzzing: any one value replaced, a key removed or
added, or the text cut or changed, each drawn by hypothesis."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

Path = tuple[Any, ...]

JSON_VALUES: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=8,
)


def paths(doc: Any, here: Path = ()) -> list[Path]:
    """Every place in ``doc`` that holds a value (the root included)."""
    out = [here]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += paths(v, (*here, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += paths(v, (*here, i))
    return out


def _replace(doc: Any, path: Path, value: Any, delete: bool) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    copy: Any = dict(doc) if isinstance(doc, dict) else list(doc)
    if delete and not rest:
        del copy[head]
    else:
        copy[head] = _replace(doc[head], rest, value, delete)
    return copy


@st.composite
def mutated(draw: st.DrawFn, doc: Any) -> str:
    """The text of ``doc`` with one or more mutations."""
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(paths(doc)))
        how = draw(st.sampled_from(["replace", "delete", "add", "tweak"]))
        target: Any = doc
        for p in where:
            target = target[p]
        if how == "delete" and where:
            doc = _replace(doc, where, None, True)
        elif how == "add" and isinstance(target, dict):
            doc = _replace(doc, where, {**target, draw(st.text(max_size=8)): draw(JSON_VALUES)}, False)
        elif how == "tweak" and isinstance(target, int) and not isinstance(target, bool):
            doc = _replace(doc, where, target + draw(st.sampled_from([-1, 1, 2**64, -2**64])), False)
        else:
            doc = _replace(doc, where, draw(JSON_VALUES), False)
    text = json.dumps(doc, ensure_ascii=False)
    if draw(st.integers(0, 9)) == 0:  # now and then damage the text itself
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] + draw(st.text(max_size=3)) + text[cut + 1:]
    return text
