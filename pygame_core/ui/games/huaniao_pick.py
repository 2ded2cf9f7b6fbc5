"""花鳥風月's selection: which plays a set of raised cards can be, in the scale's order, and which
faces could still join it (the cards that fit nothing are greyed by it)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.game import Action
from ...games.huaniao.cards import FACE
from ...games.huaniao.ops import NOTE, verse_start


def face_of(c: Any) -> str | None:
    return str(c["face"]) if isinstance(c, dict) and "face" in c else None


def cid(c: Any) -> int:
    return int(c["id"])


def sig(a: Action) -> tuple[Any, ...]:
    """What makes two operations the same play regardless of which copy of a face is used."""
    cards = list(a.get("cards", []))
    faces = tuple(sorted(FACE[x] for x in cards))
    first = FACE[cards[0]] if a.get("op") == "ming" and cards else ""
    return (a.get("a"), a.get("op"), a.get("kind"), faces, first)


def in_scale(a: Action) -> Action:
    """A play's cards in the scale's order, whatever order they were picked in (play-test: "诵
    百万千"): a 誦 from its first note round the scale, a 鳴's bird first; the button and the log
    name them so."""
    cards = list(a.get("cards") or [])
    if a.get("a") != "op" or a.get("op") not in ("song", "ming", "ge") or len(cards) < 2:
        return a
    start = verse_start("".join(FACE[i] for i in cards)) if a.get("op") == "song" else None
    if start is not None:
        cards.sort(key=lambda i: (NOTE[FACE[i]] - start) % 5)
    else:
        cards = cards[:1] + sorted(cards[1:], key=lambda i: NOTE.get(FACE[i], 5)) if a.get("op") == "ming" \
            else sorted(cards, key=lambda i: NOTE.get(FACE[i], 5))
    return {**a, "cards": cards}


def open_faces(legal: list[Action], selected: list[str]) -> set[str]:
    """The faces that could still join ``selected`` (faces) in some legal play with cards."""
    sel = Counter(selected)
    out: set[str] = set()
    for a in legal:
        if a.get("a") != "op" or not a.get("cards"):
            continue
        need = Counter(FACE[i] for i in a["cards"])
        if not sel - need:  # the selection is part of this play
            out.update((need - sel).keys())
    return out


def holds(legal: list[Action], selected: list[str]) -> bool:
    """Some legal play with cards holds ``selected`` (faces)."""
    sel = Counter(selected)
    return any(a.get("a") == "op" and a.get("cards") and not sel - Counter(FACE[i] for i in a["cards"])
               for a in legal)
