"""Cards of 跑胡子 百千万亿 (paohuzi.md §2): 29 kinds, 118 physical cards.

Kinds 0-9 一..十 (small script), 10-19 壹..拾 (big script), 20-23 百千万亿 (small), 24-27 佰仟萬億
(big), 28 the wild 王霸. Card id -> kind: ``id // 4`` for ids 0-111, ids 112-117 are wilds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ...core.errors import NotationError
from ...core.i18n import tx

NKINDS = 28          # natural kinds
WILD = 28
DECK_SIZE = 118
WILD_IDS = tuple(range(112, 118))

CODES: tuple[str, ...] = tuple(
    [f"x{r}" for r in range(1, 11)] + [f"d{r}" for r in range(1, 11)]
    + ["xB", "xQ", "xW", "xY", "dB", "dQ", "dW", "dY", "*"])
CODE_TO_KIND = {c: i for i, c in enumerate(CODES)}

_HANS = "一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾百千万亿佰仟萬億"
_HANT = "一二三四五六七八九十壹貳參肆伍陸柒捌玖拾百千万亿佰仟萬億"
FACE_HANS: tuple[str, ...] = tuple(_HANS) + ("王霸",)
FACE_HANT: tuple[str, ...] = tuple(_HANT) + ("王霸",)
RANK_NAMES = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "Q", "W", "Y")

_CARD_RE = re.compile(r"[xd](?:10|[1-9]|[BQWY])|\*")


def kind_of(cid: int) -> int:
    return cid // 4 if cid < 112 else WILD


# ``kind_of`` and its code for every card id, as tables for the loops over a hand (ids 0..117 only).
KIND: tuple[int, ...] = tuple(kind_of(c) for c in range(DECK_SIZE))
CODE_OF: tuple[str, ...] = tuple(CODES[kind_of(c)] for c in range(DECK_SIZE))


def is_red(k: int) -> bool:
    """二 七 十 and 贰 柒 拾."""
    return k < 20 and k % 10 in (1, 6, 9)


def is_big(k: int) -> bool:
    return 10 <= k < 20 or 24 <= k < 28


def is_small(k: int) -> bool:
    return k < 10 or 20 <= k < 24


def is_new(k: int) -> bool:
    return 20 <= k < 28


def is_numeric(k: int) -> bool:
    return k < 20


def rank(k: int) -> int:
    """Rank index 0..13: numerals 1..10 -> 0..9, B Q W Y -> 10..13."""
    return k % 10 if k < 20 else 10 + (k - 20) % 4


def other(k: int) -> int:
    """The same rank in the other script (x5<->d5, xB<->dB)."""
    if k < 20:
        return k + 10 if k < 10 else k - 10
    return k + 4 if k < 24 else k - 4


def face(k: int, lang: str = "zh-Hans") -> str:
    return (FACE_HANT if lang == "zh-Hant" else FACE_HANS)[k]


def kind_text(k: int) -> dict[str, str]:
    return tx(FACE_HANS[k], FACE_HANT[k], CODES[k])


def parse_cards(text: str) -> list[int]:
    """Kinds from a run of codes such as ``x1x2d10*`` (``-`` or empty = none)."""
    if text in ("", "-"):
        return []
    out: list[int] = []
    pos = 0
    for m in _CARD_RE.finditer(text):
        if m.start() != pos:
            raise NotationError(f"bad card text {text!r} at {pos}")
        out.append(CODE_TO_KIND[m.group(0)])
        pos = m.end()
    if pos != len(text):
        raise NotationError(f"bad card text {text!r} at {pos}")
    return out


def parse_card(text: str) -> int:
    ks = parse_cards(text)
    if len(ks) != 1:
        raise NotationError(f"expected one card, got {text!r}")
    return ks[0]


def cards_text(kinds: Iterable[int]) -> str:
    s = "".join(CODES[k] for k in kinds)
    return s or "-"


def counts_of(kinds: Iterable[int]) -> list[int]:
    c = [0] * (NKINDS + 1)
    for k in kinds:
        c[k] += 1
    return c


def sort_kinds(kinds: Sequence[int]) -> list[int]:
    return sorted(kinds)
