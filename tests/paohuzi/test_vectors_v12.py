"""The three points rules/paohuzi.md v1.2 settles, each pinned on a position (rules.md, "v1.2")."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.games.paohuzi.cards import CODES, kind_of
from pygame_core.games.paohuzi.notation import load
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.games.paohuzi.winning import TI

from .helpers import act, position, seat_block

FREE = "x1x2x3d4d5d6x4x5x6x7x8x9"   # TV-37's free cards; with kans d2 d7 d10 the dealer wins 天胡
TV30 = "x1x2x3d1d2d3x4x5x6x7x8x9d4d5d6d7d8"   # + kan d10, wins on d9
TV30_D6 = "x1x2x3d1d2d3x4x5x6x7x8x9d4d5d7d8d9"  # + kan d10, wins on d6


def kinds(cards: list[int]) -> list[str]:
    return sorted(CODES[kind_of(c)] for c in cards)


# --- §7.11 step 2: 天胡 with the 亮张 in a 坎 or an opening 提 ---------------------------------------

def test_tianhu_with_the_shown_card_in_a_kan() -> None:
    """The other two copies become free cards; the 21 dealt cards win as they stand (their triples
    are 坎, §8.2), exactly like TV-37 where the 亮张 is a free card."""
    s = load(position("opening:0", seat_block(FREE, "d2d7d10", flags="u"), shown="d10",
                      pile="x10x10x10x10+", o="blood_flow:false,decisive_moment:false"))
    assert s.legal_actions(0) == [{"a": "hu"}, {"a": "pass"}]
    act(s, 0, {"a": "hu"})
    r, p = s.records[0], s.players[0]
    assert r["how"] == "tianhu" and r["card"] == "d10" and ["KAN", "d10", "d10", "d10"] in r["groups"]
    assert r["huxi"] == 21 and r["final"] == 100_000   # TV-37's score: the same hand, the same win
    assert sorted(p.kans) == [CODES.index("d2"), CODES.index("d7")]
    assert kinds(p.hand) == sorted(["d10", "d10", *(FREE[i:i + 2] for i in range(0, len(FREE), 2))])
    assert kinds(p.won) == ["d10"] and p.won[0] == s.shown
    s.check_invariants()


def test_tianhu_with_the_shown_card_in_an_opening_ti() -> None:
    """The other three stay together as a 坎; the 提 counts as dealt (a 提 and a pair)."""
    s = load(position("opening:0", seat_block("x1x2x3d4d5d6x4x5x6x9x9", "d2d7", melds="TI.d10d10d10d10.0",
                                              flags="u"), shown="d10", o="blood_flow:false,decisive_moment:false"))
    assert s.legal_actions(0) == [{"a": "hu"}, {"a": "pass"}]
    act(s, 0, {"a": "hu"})
    r, p = s.records[0], s.players[0]
    assert r["how"] == "tianhu" and ["TI", "d10", "d10", "d10", "d10"] in r["groups"] and r["huxi"] == 27
    assert not any(m.type == TI for m in p.melds)
    assert sorted(p.kans) == [CODES.index(k) for k in ("d2", "d7", "d10")]
    assert kinds(p.kans[CODES.index("d10")]) == ["d10"] * 3 and s.shown not in p.kans[CODES.index("d10")]
    assert p.won == [s.shown]
    s.check_invariants()


# --- §7.11 step 1: which winner's win pile takes the card of a 一炮多响 ------------------------------

@pytest.mark.parametrize("discarder", [0, 1, 2])
def test_multi_win_card_goes_to_the_first_winner_from_the_discarder(discarder: int) -> None:
    """The two others win on one discard; the card goes to the one ``next()`` reaches first from the
    discarder (for seat 1 that is seat 2, not seat 0), and both are scored with it."""
    first, second = (discarder + 1) % 3, (discarder + 2) % 3
    blocks: dict[int, dict[str, str]] = {
        discarder: seat_block("d6"),
        first: seat_block(TV30_D6, "d10"),
        second: seat_block("x1x2x3d1d2d3x4x5x6x7x8x9d4d5", "x10", melds=f"EQS.d2d7d10.{second}"),
    }
    s = load(position(f"discard:{discarder}", blocks[0], blocks[1], blocks[2]))
    act(s, discarder, {"a": "discard", "card": "d6"})
    for w in (second, first):   # the order of the answers does not matter
        act(s, w, {"a": "hu"})
    assert [r["seat"] for r in s.records[:2]] == [first, second]
    assert all(r["card"] == "d6" for r in s.records[:2])
    won = {i: [CODES[kind_of(c)] for c in s.players[i].won] for i in range(3)}
    assert won[first][:1] == ["d6"] and "d6" not in won[second][:1]


# --- §7.12: a win on the drawer's first or second card does not end the three-card turn -------------

def _decisive(pile: str) -> PaohuziState:
    """Everybody has won once; seat 0 is to draw its three cards; seat 1 (locked) wins on d9."""
    return load(position("draw:0", seat_block("", flags="L", wins=1), seat_block(TV30, "d10", flags="L", wins=1),
                         seat_block("", flags="L", wins=1), decisive="3", pile=pile))


def _draws(s: PaohuziState, n: int) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    while s.pending() and len(out) < n:
        out += [(e.type, e.data["seat"]) for e in s.advance() if e.type in ("draw", "win")]
    return out[:n]


@pytest.mark.parametrize("pile", ["d9x5d4x7x8x9+", "x5d9d4x7x8x9+"], ids=["first card", "second card"])
def test_a_win_in_the_decisive_moment_does_not_end_the_drawers_turn(pile: str) -> None:
    s = _decisive(pile)
    seq = _draws(s, 7)
    assert ("win", 1) in seq
    # seat 0 draws all three, then next(0) = seat 1 (not the seat after the winner, §7.11 step 3)
    assert [x for x in seq if x[0] == "draw"][:6] == [("draw", 0)] * 3 + [("draw", 1)] * 3
