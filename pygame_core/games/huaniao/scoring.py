"""The end of a song (§12): who wins on points, the card-class tie-break, and the showdown rounds."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import FACE, KIND, PTS


def pattern_priority(hand: Sequence[int]) -> int:
    """Showdown pattern of a 4-card hand (§12.3); lower wins. The flower is never a bird here."""
    c = {f: 0 for f in "B1234HFY"}
    for x in hand:
        c[FACE[x]] += 1
    if any(c[f] == 4 for f in "HFY"):
        return 0
    if all(c[n] == 1 for n in "1234"):
        return 1
    if any(c[n] == 4 for n in "1234"):
        return 2
    if c["H"] == c["B"] == c["F"] == c["Y"] == 1:
        return 3
    if c["B"] == 4:
        return 4
    return 5


def card_class(hand: Sequence[int]) -> int:
    """§12.2 tie-break: 2 if the hand holds a function card, 1 a number card, 0 only birds."""
    kinds = {KIND[FACE[c]] for c in hand}
    return 2 if "function" in kinds else 1 if "number" in kinds else 0


def rank_hands(hands: Sequence[Sequence[int]]) -> tuple[str, list[int]]:
    """§12.2 for a song without a player out: ``("points"|"class", [winner])`` or ``("tied", seats)``."""
    pts = [sum(PTS[c] for c in h) for h in hands]
    low = min(pts)
    tied = [s for s in range(len(hands)) if pts[s] == low]
    if len(tied) == 1:
        return "points", tied
    top = max(card_class(hands[s]) for s in tied)
    tied = [s for s in tied if card_class(hands[s]) == top]
    return ("class", tied) if len(tied) == 1 else ("tied", tied)


def settle_round(entrants: Sequence[int], order: Sequence[int], rnd: int, hands: dict[int, list[int]],
                 cum: dict[int, int]) -> tuple[dict[int, int], list[int], int | None]:
    """One showdown round (§12.3): adds each hand's points to ``cum``; returns (patterns, tied, winner).

    The best pattern wins; a tie goes to the higher running total, except in round 1 when the
    tied pattern is not loose cards (then everyone tied plays on).
    """
    pri = {s: pattern_priority(hands[s]) for s in order}
    for s in order:
        cum[s] += sum(PTS[c] for c in hands[s])
    best = min(pri.values())
    tied = [s for s in entrants if pri[s] == best]
    if len(tied) == 1:
        return pri, tied, tied[0]
    if not (rnd == 1 and best != 5):
        high = max(cum[s] for s in tied)
        tied = [s for s in tied if cum[s] == high]
        if len(tied) == 1:
            return pri, tied, tied[0]
    return pri, tied, None
