"""Cards of 够级: ids, values, the 198/206-card deck and rank text (gouji.md §2).

Card id ``0..215``: ``deck = id // 54``, ``k = id % 54``; ``k < 52`` is suit ``k // 13`` and rank index
``k % 13`` over ``3 4 5 6 7 8 9 T J Q K A 2``; ``k == 52`` is the small joker, ``k == 53`` the big one.
Rules only ever look at values (3..17); suits are for display and card identity.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...core.errors import NotationError

SJ = 16
BJ = 17
TWO = 15
ACE = 14
VALUES = tuple(range(3, 18))
NAMES = {3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "T", 11: "J", 12: "Q",
         13: "K", 14: "A", 15: "2", 16: "SJ", 17: "BJ"}
_PARSE = {v: k for k, v in NAMES.items()}
_PARSE.update({"10": 10, "X": 16, "D": 17, "sj": 16, "bj": 17, "t": 10, "j": 11, "q": 12, "k": 13, "a": 14})
SUITS = "♠♥♣♦"


def value(card: int) -> int:
    k = card % 54
    if k == 52:
        return SJ
    if k == 53:
        return BJ
    return k % 13 + 3


def suit(card: int) -> int:
    """0..3 for ♠♥♣♦, -1 for jokers."""
    k = card % 54
    return -1 if k >= 52 else k // 13


def card_text(card: int) -> str:
    v = value(card)
    return NAMES[v] if v >= SJ else SUITS[suit(card)] + NAMES[v]


def _deck(fours_removed: int) -> tuple[int, ...]:
    out = []
    for cid in range(216):
        d, k = divmod(cid, 54)
        if k < 52:
            ri, s = k % 13, k // 13
            if ri == 0 and not (d == 0 or (d == 1 and s in (0, 1))):
                continue  # keep the four 3s of deck 0 plus ♠3 ♥3 of deck 1
            if ri == 1 and fours_removed == 8 and d >= 2:
                continue  # keep the 4s of decks 0 and 1
        out.append(cid)
    return tuple(out)


# Built once per deck size: the invariant check after every action compares against it.
_DECKS = {n: _deck(n) for n in (0, 8)}
_DECK_SETS = {n: frozenset(d) for n, d in _DECKS.items()}


def full_deck(fours_removed: int) -> list[int]:
    """Ids of the play deck in id order: four packs less ten 3s and (by default) eight 4s."""
    return list(_DECKS[fours_removed] if fours_removed in _DECKS else _deck(fours_removed))


def deck_set(fours_removed: int) -> frozenset[int]:
    """The play deck's ids as a set (see ``full_deck``)."""
    return _DECK_SETS.get(fours_removed) or frozenset(_deck(fours_removed))


VALUE = tuple(value(cid) for cid in range(216))


def counts(cards: Iterable[int]) -> list[int]:
    """A count vector indexed by value (0..17; slots 0..2 unused)."""
    c = [0] * 18
    val = VALUE
    for x in cards:
        c[val[x]] += 1
    return c


def is_rank(token: object) -> bool:
    """``token`` is a string that names a rank (``parse_ranks`` reads it)."""
    return type(token) is str and (token in _PARSE or token.upper() in _PARSE)


def parse_ranks(text: str | Sequence[str]) -> list[int]:
    """``"T T 2 SJ"`` (or a list of such tokens) -> values. Empty text -> []."""
    toks = text.split() if isinstance(text, str) else list(text)
    out = []
    get = _PARSE.get
    for t in toks:
        v = get(t)
        if v is None:
            v = get(t.upper())
        if v is None:
            raise NotationError(f"unknown card rank {t!r} (use 3 4 5 6 7 8 9 T J Q K A 2 SJ BJ)")
        out.append(v)
    return out


def ranks_text(values: Iterable[int]) -> str:
    """Values -> ``"T T 2 SJ"`` in ascending order."""
    return " ".join(NAMES[v] for v in sorted(values))


def display_text(values: Iterable[int]) -> str:
    """Values -> ``"10 10 2 SJ"`` for people (10 written out), highest first."""
    return " ".join("10" if v == 10 else NAMES[v] for v in sorted(values, reverse=True))


def ranks_list(values: Iterable[int]) -> list[str]:
    return [NAMES[v] for v in sorted(values)]


def pick_ids(hand: Sequence[int], values: Iterable[int]) -> list[int] | None:
    """Concrete ids for ``values`` from ``hand`` (lowest ids of each value); None if not held."""
    need = [0] * 18
    for v in values:
        need[v] += 1
    out = []
    val = VALUE
    for cid in sorted(hand):
        v = val[cid]
        if need[v]:
            need[v] -= 1
            out.append(cid)
    return None if any(need) else out


def tribute_order(hand: Sequence[int], skip_aces: bool) -> list[int]:
    """The payer's cards from highest to lowest, Aces last when skipped (§13.4)."""
    def key(cid: int) -> tuple[int, int, int]:
        v = value(cid)
        return (1 if (skip_aces and v == ACE) else 0, -v, cid)
    return sorted(hand, key=key)
