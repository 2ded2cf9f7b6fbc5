"""Sampling the hidden part of a position, for the bots' determinizers.

A determinizer builds a full state consistent with one seat's view: everything the view shows is
kept, and only the cards that seat cannot see are dealt at random. The games differ only in what
is hidden and what the rules already tell about it (够级: every hand still in play holds a 3);
these helpers do the dealing, so each determinizer states just that.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TypeVar

from .rng import SplitMix64

C = TypeVar("C", bound=Hashable)


def unseen(deck: Iterable[C], seen: Iterable[C]) -> list[C]:
    """The cards of ``deck`` not in ``seen``, as multisets (a card seen twice removes two)."""
    left = Counter(seen)
    out: list[C] = []
    for c in deck:
        if left[c] > 0:
            left[c] -= 1
        else:
            out.append(c)
    return out


def deal_hidden(rng: SplitMix64, pool: Sequence[C], need: Sequence[int], *,
                first: Sequence[tuple[int, Callable[[C], bool]]] = (),
                allow: Callable[[int, C], bool] | None = None) -> tuple[list[list[C]], list[C]]:
    """Deal ``need[s]`` cards of ``pool`` to each seat ``s`` at random; return (hands, rest).

    ``first``: (seat, test) pairs served before anything else, one card passing ``test`` each (what
    the rules say a hand must hold). ``allow(seat, card)``: what a hand may hold (None: anything).
    A card no seat may take stays in ``rest``; a seat the pool cannot fill gets fewer cards, which
    only an inconsistent view can cause.
    """
    cards = list(pool)
    rng.shuffle(cards)
    hands: list[list[C]] = [[] for _ in need]
    left = list(need)
    for seat, test in first:
        if left[seat] <= 0:
            continue
        for i, c in enumerate(cards):
            if test(c) and (allow is None or allow(seat, c)):
                hands[seat].append(cards.pop(i))
                left[seat] -= 1
                break
    rest: list[C] = []
    # The most constrained seats first, so a seat that may hold few kinds of card gets them.
    order = sorted(range(len(need)), key=lambda s: sum(1 for c in cards if allow is None or allow(s, c)))
    for c in cards:
        for s in order:
            if left[s] > 0 and (allow is None or allow(s, c)):
                hands[s].append(c)
                left[s] -= 1
                break
        else:
            rest.append(c)
    return hands, rest
