"""What a hand of 跑胡子 holds (paohuzi.md §6) and the turn steps every rule family shares.

``Hand`` is the data of one hand (seats, pile, the card on offer, the phase) plus the small steps of
§7 that claims, wins and draws all end with (the discard obligation, the next turn, the end). The
rule families build on it in layers: ``wins.Wins`` (§7.11, §9), ``claims.Claims`` (§7.4-§7.6) and
``rules.PaohuziState`` (draws, the opening and the game contract). The position codec fills a bare
``Hand`` too, so it needs none of the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...core.game import JSON, Action, Event
from .cards import CODES, KIND, kind_of
from .winning import (
    CHOU_WEI,
    EQS,
    JIAO,
    KAN,
    PAO,
    PENG,
    Q4,
    SEQ,
    TI,
    WEI,
    Group,
    Placed,
    can_win,
    group_huxi,
    place,
)

SEATS = 3
MELD_TYPES = (TI, PAO, WEI, CHOU_WEI, PENG, SEQ, EQS, JIAO)
# Forced melds made with the card in flight (``Hand.fm``): 偎, 臭偎, a 坎 or a 偎 grown into a 提.
FORCED = ("WEI", "CHOU_WEI", "KAN", "WEIUP", "CHOU_WEIUP")
# The phases a position may stand in; in ``draw`` the actor draws next, an automatic step of the
# rules (``GameState.advance``) that nobody decides.
PHASES = ("opening", "discard", "selfhu", "claim", "light", "draw", "over")


def nxt(s: int) -> int:
    return (s + 1) % SEATS


@dataclass
class Meld:
    type: int
    cards: list[int]   # card ids
    src: int           # seat the claimed card came from (the owner for own melds)

    def kinds(self) -> list[int]:
        return sorted([KIND[c] for c in self.cards])

    def group(self) -> Group:
        return (self.type, *self.kinds())


@dataclass
class Player:
    hand: list[int] = field(default_factory=list)           # free natural card ids
    kans: dict[int, list[int]] = field(default_factory=dict)  # kind -> 3 ids
    wilds: list[int] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    river: list[int] = field(default_factory=list)
    won: list[int] = field(default_factory=list)             # win pile
    passed_chi: set[int] = field(default_factory=set)
    passed_peng: set[int] = field(default_factory=set)
    discarded: set[int] = field(default_factory=set)
    untouched: bool = True
    locked: bool = False
    dead: bool = False
    bowl: int = 0
    bowl_n: int = 0
    known_wilds: int = 0
    score: int = 0
    wins: int = 0

    def holdings(self) -> int:
        return len(self.hand) + 3 * len(self.kans) + len(self.wilds) + sum(len(m.cards) for m in self.melds)

    def quads(self) -> int:
        return sum(1 for m in self.melds if m.type in Q4)

    def target(self) -> int:
        return 20 + max(self.quads() - 1, 0)

    def free_kinds(self) -> list[int]:
        return sorted([KIND[c] for c in self.hand])

    def count(self, k: int) -> int:
        return [KIND[c] for c in self.hand].count(k)

    def take(self, k: int, n: int) -> list[int]:
        """Remove ``n`` free cards of kind ``k`` (the latest first) and return their ids."""
        out: list[int] = []
        for i in range(len(self.hand) - 1, -1, -1):
            if len(out) == n:
                break
            if KIND[self.hand[i]] == k:
                out.append(self.hand.pop(i))
        assert len(out) == n, "not enough cards"
        return out

    def placed(self, k: int | None, source: str, wild_copy_limit: int) -> Placed:
        """This seat's cards laid out for the win search, with kind ``k`` arriving from ``source``."""
        return place([m.group() for m in self.melds], sorted(self.kans), self.free_kinds(), len(self.wilds), k,
                     source, k is not None and k in self.passed_peng, wild_copy_limit)

    def undo_forced(self, cid: int, fm: str) -> None:
        """Take card ``cid`` back out of the forced meld ``fm`` it made (revert before a win, §7.11)."""
        k = kind_of(cid)
        for i, m in enumerate(self.melds):
            if kind_of(m.cards[0]) != k or m.type not in (TI, WEI, CHOU_WEI) or cid not in m.cards:
                continue
            m.cards.remove(cid)
            if fm == "KAN":
                self.kans[k] = m.cards
                del self.melds[i]
            elif fm == "WEIUP":
                m.type = WEI
            elif fm == "CHOU_WEIUP":
                m.type = CHOU_WEI
            else:
                self.hand.extend(m.cards)
                del self.melds[i]
            return
        raise AssertionError("forced meld not found")


@dataclass
class Offer:
    card: int
    src: int
    draw: bool      # True: shown from the pile by ``src``; False: discarded by ``src``
    first: bool     # the first pile card of the hand (盖盖胡)


@dataclass(frozen=True)
class Claim:
    """Who is asked what about the current offer (derived from the state, never stored)."""

    asks: dict[int, list[Action]]                  # seat -> its answers, pass last
    offered: dict[str, dict[int, list[Action]]]    # claim step kind -> seat -> that step's options
    auto_hu: frozenset[int]                        # locked seats that win without being asked
    pao: int | None                                # the seat a forced 跑 takes the card to


class Hand:
    """The data of one hand and the turn steps shared by the rule families (no decisions here)."""

    def __init__(self, opts: Mapping[str, Any]) -> None:
        self.opts: dict[str, Any] = dict(opts)
        self.players = [Player() for _ in range(SEATS)]
        self.dealer = 0
        self.pile: list[int] = []
        self.perms: list[list[int]] = [list(range(9)) for _ in range(SEATS)]
        self.shown = -1                   # the 亮张 card id
        self.phase = "discard"            # one of PHASES
        self.actor = 0                    # who decides in a single-seat phase; the drawer otherwise
        self.offer: Offer | None = None
        self.answers: dict[int, Action] = {}
        self.x = -1                       # card in flight: selfhu (wild or forced meld) / light
        self.fm = ""                      # forced meld made with x (one of FORCED)
        self.x_first = False
        self.first_done = False
        self.decisive = False
        self.draws_left = 0
        self.first_winner: int | None = None
        self.records: tuple[JSON, ...] = ()   # never changed once written, so clones share them
        self.hand_no = 1
        self.match: list[int] = [0, 0, 0]
        self._claim: Claim | None = None
        self._events: list[Event] = []

    # ------------------------------------------------------------------ queries
    def _placed(self, seat: int, k: int | None, source: str) -> Placed:
        return self.players[seat].placed(k, source, int(self.opts["wild_copy_limit"]))

    def _can_win(self, seat: int, k: int | None, source: str) -> bool:
        p = self.players[seat]
        return not p.dead and self._wins_with(p, k, source)

    def _wins_with(self, p: Player, k: int | None, source: str) -> bool:
        return can_win(p.placed(k, source, int(self.opts["wild_copy_limit"])), int(self.opts["min_huxi"]))

    def _emit(self, type_: str, data: JSON, audience: frozenset[int] | None = None,
              public: JSON | None = None) -> None:
        self._events.append(Event(type_, data, audience, public))

    # ------------------------------------------------------------------ turn steps (§7.3, §7.7-§7.12)
    def _start_turn(self, seat: int) -> None:
        self.actor = seat
        self.phase = "draw"
        if (not self.decisive and self.opts["decisive_moment"] and self.opts["blood_flow"]
                and all(p.locked for p in self.players)):
            self.decisive = True
            self._emit("decisive", {})
        if self.decisive:
            self.draws_left = int(self.opts["decisive_draw_count"])

    def _card_done(self, seat: int) -> None:
        """The card drawn by ``seat`` is settled: continue the turn or pass it on."""
        if self.decisive and self.draws_left > 0 and self.actor == seat:
            self.phase = "draw"
        else:
            self._start_turn(nxt(seat))

    def _end(self) -> None:
        self.phase = "over"
        self.offer = None
        self._claim = None
        # The hand is over: every hand is laid face up (the apps' 黄庄 shows all three with their
        # 胡息), and the cards left in the pile (底牌). One public event says so, and from it on the
        # view opens every seat and the pile (view.py).
        self._emit("show_hands", {"hands": [{
            "seat": i, "hand": [CODES[k] for k in p.free_kinds()], "kans": [CODES[k] for k in sorted(p.kans)],
            "wilds": len(p.wilds),
            "wei": [CODES[kind_of(m.cards[0])] for m in p.melds if m.type == WEI],
            "huxi": sum(group_huxi(m.group()) for m in p.melds) + sum(group_huxi((KAN, k, k, k)) for k in p.kans),
        } for i, p in enumerate(self.players)], "rest": [CODES[kind_of(c)] for c in self.pile]})
        self._emit("end", {"scores": [p.score for p in self.players], "huangzhuang": not self.records})

    def _obligation(self, seat: int) -> None:
        """Discard obligation (§7.7) after the seat's holdings grew, then dead hand (§7.9)."""
        p = self.players[seat]
        if p.holdings() > p.target():
            if p.hand:
                self.phase = "discard"
                self.actor = seat
                return
            p.dead = True
            self._emit("dead", {"seat": seat})
        self._start_turn(nxt(seat))

    # ------------------------------------------------------------------ forced melds with a drawn card (§7.3)
    def _forced_meld(self, seat: int, cid: int, fm: str) -> None:
        p = self.players[seat]
        k = kind_of(cid)
        code = CODES[k]
        if fm == "KAN":
            p.melds.append(Meld(TI, p.kans.pop(k) + [cid], seat))
            self._emit("ti", {"seat": seat, "card": code})
        elif fm in ("WEIUP", "CHOU_WEIUP"):
            for m in p.melds:
                if m.type in (WEI, CHOU_WEI) and kind_of(m.cards[0]) == k:
                    m.type = TI
                    m.cards.append(cid)
            self._emit("ti", {"seat": seat, "card": code})
        else:
            typ = CHOU_WEI if fm == "CHOU_WEI" else WEI
            p.melds.append(Meld(typ, p.take(k, 2) + [cid], seat))
            if typ == WEI:
                self._emit("wei", {"seat": seat, "card": code}, frozenset({seat}), {"seat": seat})
            else:
                self._emit("chou_wei", {"seat": seat, "card": code})
