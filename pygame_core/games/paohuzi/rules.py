"""The hand of 跑胡子 百千万亿 as a state machine (paohuzi.md §5-§7, §9.6).

Engine steps (draws, forced 提/偎/臭偎/跑, a kept 王霸 when the drawer cannot win with it, automatic
wins of locked players) run inside ``apply`` and come back as events; the state only ever waits on
real decisions. When a card is offered, every seat with an option (胡, 碰, 吃 with its 比, 过) is
asked at once; the answers are resolved by the priorities of §7.4 once all asked seats answered.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import JSON, Action, Event, GameState
from ...core.i18n import Text
from ...core.rng import SplitMix64
from . import texts as T
from .cards import CODES, DECK_SIZE, NKINDS, WILD, is_new, kind_of, other
from .scoring import BOWL_NAMES, FAN_BY_ID, WinFacts, best_win, bowl_shape
from .winning import (
    CHOU_WEI,
    EQS,
    JIAO,
    PAO,
    PENG,
    Q4,
    SEQ,
    TI,
    TYPE_NAMES,
    WEI,
    Group,
    Placed,
    can_win,
    group_huxi,
    place,
)

SEATS = 3
MELD_TYPES = (TI, PAO, WEI, CHOU_WEI, PENG, SEQ, EQS, JIAO)


def nxt(s: int) -> int:
    return (s + 1) % SEATS


@dataclass
class Meld:
    type: int
    cards: list[int]   # card ids
    src: int           # seat the claimed card came from (the owner for own melds)

    def kinds(self) -> list[int]:
        return sorted(kind_of(c) for c in self.cards)

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
        return sorted(kind_of(c) for c in self.hand)

    def count(self, k: int) -> int:
        return sum(1 for c in self.hand if kind_of(c) == k)

    def take(self, k: int, n: int) -> list[int]:
        """Remove ``n`` free cards of kind ``k`` (the latest first) and return their ids."""
        out: list[int] = []
        for i in range(len(self.hand) - 1, -1, -1):
            if len(out) == n:
                break
            if kind_of(self.hand[i]) == k:
                out.append(self.hand.pop(i))
        assert len(out) == n, "not enough cards"
        return out

    def clone(self) -> Player:
        return Player(self.hand[:], {k: v[:] for k, v in self.kans.items()}, self.wilds[:],
                      [Meld(m.type, m.cards[:], m.src) for m in self.melds], self.river[:], self.won[:],
                      set(self.passed_chi), set(self.passed_peng), set(self.discarded), self.untouched,
                      self.locked, self.dead, self.bowl, self.bowl_n, self.known_wilds, self.score, self.wins)


@dataclass
class Offer:
    card: int
    src: int
    draw: bool      # True: shown from the pile by ``src``; False: discarded by ``src``
    first: bool     # the first pile card of the hand (盖盖胡)


@dataclass
class _Claim:
    """Who is asked what about the current offer (derived from the state, never stored)."""

    asks: dict[int, list[Action]]
    auto_hu: set[int]
    can_hu: set[int]
    pao: int | None
    peng: int | None
    chi: dict[int, list[Action]]


def _err(reason: Text, code: str = "E_ILLEGAL") -> IllegalAction:
    return IllegalAction(code, reason)


def chi_action(groups: list[Group]) -> Action:
    """The action for a chi: the pattern first, then the 比 groups ordered by their kinds."""
    bi = sorted(list(g[1:]) for g in groups[1:])
    return {"a": "chi", "groups": [[CODES[k] for k in g] for g in [list(groups[0][1:])] + bi]}


def _chi_templates(k: int) -> list[Group]:
    """Chi-type groups holding kind ``k`` (§7.6)."""
    out: list[Group] = []
    if k < 20:
        base, r = (0, k) if k < 10 else (10, k - 10)
        for s in range(max(0, r - 2), min(r, 7) + 1):
            out.append((SEQ, base + s, base + s + 1, base + s + 2))
        if r in (1, 6, 9):
            out.append((EQS, base + 1, base + 6, base + 9))
    o = other(k)
    out.append((JIAO, *sorted((k, k, o))))
    out.append((JIAO, *sorted((k, o, o))))
    return out


def chi_options(free: list[int], k: int) -> list[tuple[Group, tuple[Group, ...]]]:
    """Every (pattern, 比 groups) for claiming kind ``k`` with free kinds ``free`` (§7.6)."""
    counts = [0] * NKINDS
    for f in free:
        counts[f] += 1
    out: set[tuple[Group, tuple[Group, ...]]] = set()

    def bis(acc: tuple[Group, ...]) -> list[tuple[Group, ...]]:
        if counts[k] == 0:
            return [tuple(sorted(acc))]
        res: list[tuple[Group, ...]] = []
        for g in _chi_templates(k):
            need = list(g[1:])
            if all(counts[j] >= need.count(j) for j in set(need)):
                for j in need:
                    counts[j] -= 1
                res.extend(bis(acc + (g,)))
                for j in need:
                    counts[j] += 1
        return res

    for g in _chi_templates(k):
        comp = list(g[1:])
        comp.remove(k)
        if all(counts[j] >= comp.count(j) for j in set(comp)):
            for j in comp:
                counts[j] -= 1
            for b in bis(()):
                out.add((g, b))
            for j in comp:
                counts[j] += 1
    return sorted(out)


class PaohuziState(GameState):
    game_id = "paohuzi"
    num_seats = SEATS

    def __init__(self, opts: Mapping[str, Any]) -> None:
        self.opts: dict[str, Any] = dict(opts)
        self.players = [Player() for _ in range(SEATS)]
        self.dealer = 0
        self.pile: list[int] = []
        self.perms: list[list[int]] = [list(range(9)) for _ in range(SEATS)]
        self.shown = -1                   # the 亮张 card id
        self.phase = "over"               # opening | discard | selfhu | claim | light | over
        self.actor = 0                    # who decides in a single-seat phase; the drawer otherwise
        self.offer: Offer | None = None
        self.answers: dict[int, Action] = {}
        self.x = -1                       # card in flight: selfhu (wild or forced meld) / light
        self.fm = ""                      # forced meld made with x: WEI CHOU_WEI KAN WEIUP CHOU_WEIUP
        self.x_first = False
        self.first_done = False
        self.decisive = False
        self.draws_left = 0
        self.first_winner: int | None = None
        self.records: list[JSON] = []
        self.hand_no = 1
        self.match: list[int] = [0, 0, 0]
        self._claim: _Claim | None = None
        self._events: list[Event] = []

    # ------------------------------------------------------------------ setup
    @classmethod
    def deal(cls, opts: Mapping[str, Any], seed: int, dealer: int) -> PaohuziState:
        s = cls(opts)
        rng = SplitMix64(seed)
        deck = list(range(DECK_SIZE))
        rng.shuffle(deck)
        for seat in range(SEATS):
            perm = list(range(9))
            rng.shuffle(perm)
            s.perms[seat] = perm
        s.dealer = dealer
        order = [dealer, nxt(dealer), nxt(nxt(dealer))]
        hands = [deck[0:21], deck[21:41], deck[41:61]]
        s.pile = deck[61:]
        s.shown = deck[20]
        for seat, cards in zip(order, hands, strict=False):
            p = s.players[seat]
            for c in cards:
                (p.wilds if kind_of(c) == WILD else p.hand).append(c)
            s._events.append(Event("deal", {"seat": seat, "cards": [CODES[kind_of(c)] for c in cards]},
                                   frozenset({seat}), {"seat": seat, "count": len(cards)}))
        s._events.append(Event("shown", {"seat": dealer, "card": CODES[kind_of(s.shown)]}))
        for seat in range(SEATS):
            p = s.players[seat]
            for k in range(NKINDS):
                if p.count(k) == 3:
                    p.kans[k] = p.take(k, 3)
        for seat in order:
            p = s.players[seat]
            for k in range(NKINDS):
                if p.count(k) == 4:
                    p.melds.append(Meld(TI, p.take(k, 4), seat))
                    s._events.append(Event("ti_open", {"seat": seat, "card": CODES[k]}))
        s.phase = "opening"
        s.actor = dealer
        if not s._can_win(dealer, None, "none"):
            s._after_opening()
        s._run()
        return s

    # ------------------------------------------------------------------ helpers
    def _placed(self, seat: int, k: int | None, source: str) -> Placed:
        p = self.players[seat]
        return place([m.group() for m in p.melds], sorted(p.kans), p.free_kinds(), len(p.wilds), k, source,
                     k is not None and k in p.passed_peng, int(self.opts["wild_copy_limit"]))

    def _can_win(self, seat: int, k: int | None, source: str) -> bool:
        p = self.players[seat]
        if p.dead:
            return False
        return can_win(self._placed(seat, k, source), int(self.opts["min_huxi"]))

    def _emit(self, type_: str, data: JSON, audience: frozenset[int] | None = None,
              public: JSON | None = None) -> None:
        self._events.append(Event(type_, data, audience, public))

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
        self._emit("end", {"scores": [p.score for p in self.players], "huangzhuang": not self.records})

    def _run(self) -> None:
        while self.phase == "draw":
            self._do_draw(self.actor)

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

    def _after_opening(self) -> None:
        self._obligation(self.dealer)

    # ------------------------------------------------------------------ draw (§7.3)
    def _do_draw(self, seat: int) -> None:
        if not self.pile:
            self._end()
            return
        cid = self.pile.pop(0)
        first = not self.first_done
        self.first_done = True
        if self.decisive:
            self.draws_left -= 1
        k = kind_of(cid)
        p = self.players[seat]
        if (k == WILD or is_new(k)) and self.opts["bowl_enabled"] and p.bowl != 0x1FF:
            if self.opts["bowl_cell_mode"] == "choice":
                self.phase = "light"
                self.actor = seat
                self.x = cid
                self.x_first = first
                self._emit("draw", {"seat": seat, "card": CODES[k], "shown": False}, frozenset({seat}),
                           {"seat": seat, "shown": False})
                return
            self._light(seat, self.perms[seat][p.bowl_n])
        self._resolve_draw(seat, cid, first)

    def _light(self, seat: int, cell: int) -> None:
        p = self.players[seat]
        p.bowl |= 1 << cell
        p.bowl_n += 1
        self._emit("light", {"seat": seat, "cell": cell, "mask": p.bowl, "mult": bowl_shape(p.bowl)[1]})

    def _resolve_draw(self, seat: int, cid: int, first: bool) -> None:
        k = kind_of(cid)
        p = self.players[seat]
        code = CODES[k]
        if k == WILD:
            self._emit("draw", {"seat": seat, "card": code, "shown": True})
            if p.locked:
                if self._can_win(seat, None, "wild") and self.opts["locked_auto_hu"]:
                    self.x, self.x_first, self.fm = cid, first, ""
                    self._win_self(seat)
                    return
                if self._can_win(seat, None, "wild"):
                    self.phase, self.actor, self.x, self.x_first, self.fm = "selfhu", seat, cid, first, ""
                    return
                p.river.append(cid)
                self._emit("river", {"seat": seat, "card": code})
                self._card_done(seat)
                return
            if self._can_win(seat, None, "wild"):
                self.phase, self.actor, self.x, self.x_first, self.fm = "selfhu", seat, cid, first, ""
                return
            self._keep_wild(seat, cid)
            return
        if not p.locked and not p.dead:
            fm = ""
            if k in p.kans:
                fm = "KAN"
            else:
                for m in p.melds:
                    if m.type in (WEI, CHOU_WEI) and kind_of(m.cards[0]) == k:
                        fm = "WEIUP" if m.type == WEI else "CHOU_WEIUP"
                if not fm and p.count(k) >= 2:
                    fm = "CHOU_WEI" if k in p.passed_peng else "WEI"
            if fm:
                win = self._can_win(seat, k, "own")
                self._forced_meld(seat, cid, fm)
                if win:
                    self.phase, self.actor, self.x, self.x_first, self.fm = "selfhu", seat, cid, first, fm
                    return
                p.untouched = False
                self._obligation(seat)
                return
        self._emit("draw", {"seat": seat, "card": code, "shown": True})
        self.offer = Offer(cid, seat, True, first)
        self._open_claim()

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

    def _undo_forced(self, seat: int, cid: int, fm: str) -> None:
        p = self.players[seat]
        k = kind_of(cid)
        for i, m in enumerate(p.melds):
            if kind_of(m.cards[0]) != k or m.type not in (TI, WEI, CHOU_WEI) or cid not in m.cards:
                continue
            m.cards.remove(cid)
            if fm == "KAN":
                p.kans[k] = m.cards
                del p.melds[i]
            elif fm == "WEIUP":
                m.type = WEI
            elif fm == "CHOU_WEIUP":
                m.type = CHOU_WEI
            else:
                p.hand.extend(m.cards)
                del p.melds[i]
            return
        raise AssertionError("forced meld not found")

    def _keep_wild(self, seat: int, cid: int) -> None:
        p = self.players[seat]
        p.wilds.append(cid)
        p.known_wilds += 1
        p.untouched = False
        self._emit("keep_wild", {"seat": seat})
        if p.dead:
            self._card_done(seat)
            return
        self._obligation(seat)

    # ------------------------------------------------------------------ response (§7.4)
    def _source(self, seat: int, off: Offer) -> str:
        if off.draw:
            return "own" if seat == off.src else "other"
        return "discard"

    def _compute_claim(self) -> _Claim:
        off = self.offer
        assert off is not None
        k = kind_of(off.card)
        S = off.src
        only_wins = not off.draw and not self.pile
        can_hu: set[int] = set()
        for s in range(SEATS):
            if self.players[s].dead or (not off.draw and s == S):
                continue
            if self._can_win(s, k, self._source(s, off)):
                can_hu.add(s)
        auto = {s for s in can_hu if self.players[s].locked and self.opts["locked_auto_hu"]}
        pao = peng = None
        chi: dict[int, list[Action]] = {}
        if not only_wins:
            for s in range(SEATS):
                p = self.players[s]
                if p.locked or p.dead:
                    continue
                if s != S and (k in p.kans or any(m.type in (WEI, CHOU_WEI) and kind_of(m.cards[0]) == k
                                                  for m in p.melds)):
                    pao = s
                elif off.draw and any(m.type == PENG and kind_of(m.cards[0]) == k for m in p.melds):
                    pao = s
            if pao is None:
                for s in range(SEATS):
                    if s != S and self._peng_ok(s, k):
                        peng = s
                order = [S, nxt(S)] if off.draw else [nxt(S)]
                for s in order:
                    opts = self._chi_list(s, k)
                    if opts:
                        chi[s] = opts
        asks: dict[int, list[Action]] = {}
        for s in range(SEATS):
            acts: list[Action] = []
            if s in can_hu and s not in auto:
                acts.append({"a": "hu"})
            if s == peng:
                acts.append({"a": "peng"})
            acts.extend(chi.get(s, []))
            if acts:
                asks[s] = acts + [{"a": "pass"}]
        # The drawer's own win is exclusive and beats everything: a locked drawer wins at once.
        return _Claim(asks, auto, can_hu, pao, peng, chi)

    def _peng_ok(self, s: int, k: int) -> bool:
        p = self.players[s]
        if p.locked or p.dead or k in p.passed_peng or k in p.discarded or p.count(k) < 2:
            return False
        return self._claim_keeps_discard(p, 2)

    def _claim_keeps_discard(self, p: Player, used: int) -> bool:
        """After taking one card and laying ``used`` free cards, a needed discard must exist."""
        t = p.holdings() + 1
        if t > p.target():
            return len(p.hand) - used > 0
        return True

    def _chi_list(self, s: int, k: int) -> list[Action]:
        p = self.players[s]
        if p.locked or p.dead or k in p.passed_chi or k in p.discarded:
            return []
        out = []
        for pat, bi in chi_options(p.free_kinds(), k):
            used = 2 + 3 * len(bi)
            if self._claim_keeps_discard(p, used):
                out.append(chi_action([pat, *bi]))
        return out

    def claim(self) -> _Claim:
        if self._claim is None:
            self._claim = self._compute_claim()
        return self._claim

    def _open_claim(self) -> None:
        self.phase = "claim"
        self.answers = {}
        self._claim = None
        off = self.offer
        assert off is not None
        c = self.claim()
        if off.draw and off.src in c.auto_hu:
            self._resolve_claim()
            return
        if not c.asks:
            self._resolve_claim()

    def _resolve_claim(self) -> None:
        off = self.offer
        assert off is not None
        c = self.claim()
        k = kind_of(off.card)
        S = off.src
        answers, self.answers = self.answers, {}
        hu = {s for s, a in answers.items() if a["a"] == "hu"} | c.auto_hu
        if off.draw and S in hu:
            self._win_claim([S])
            return
        order = [nxt(S), nxt(nxt(S))]
        winners = [s for s in order if s in hu and s != S]
        if winners:
            self._win_claim(winners if self.opts["multi_win"] else winners[:1])
            return
        self._claim = None
        self.offer = None
        code = CODES[k]
        if c.pao is not None:
            y = self.players[c.pao]
            if k in y.kans:
                cards = y.kans.pop(k) + [off.card]
            else:
                m = next(m for m in y.melds if kind_of(m.cards[0]) == k and m.type in (WEI, CHOU_WEI, PENG))
                y.melds.remove(m)
                cards = m.cards + [off.card]
            y.melds.append(Meld(PAO, cards, S))
            y.untouched = False
            self._emit("pao", {"seat": c.pao, "card": code, "from": S})
            self._obligation(c.pao)
            return
        if c.peng is not None:
            a = answers.get(c.peng)
            if a is not None and a["a"] == "peng":
                y = self.players[c.peng]
                y.melds.append(Meld(PENG, y.take(k, 2) + [off.card], S))
                y.untouched = False
                self._emit("peng", {"seat": c.peng, "card": code, "from": S})
                self._obligation(c.peng)
                return
            self.players[c.peng].passed_peng.add(k)
        for s in ([S, nxt(S)] if off.draw else [nxt(S)]):
            if s not in c.chi:
                continue
            a = answers.get(s)
            if a is not None and a["a"] == "chi":
                self._do_chi(s, off, a)
                return
            self.players[s].passed_chi.add(k)
        self.players[S].river.append(off.card)
        self._emit("river", {"seat": S, "card": code})
        if not off.draw and not self.pile:
            self._end()
            return
        self._card_done(S)

    def _do_chi(self, s: int, off: Offer, a: Action) -> None:
        y = self.players[s]
        k = kind_of(off.card)
        groups = [[CODES.index(c) for c in g] for g in a["groups"]]
        first = True
        for g in groups:
            ks = list(g)
            ids: list[int] = []
            if first:
                ks.remove(k)
                ids.append(off.card)
                first = False
            for j in ks:
                ids.extend(y.take(j, 1))
            typ = _chi_type(sorted(g))
            y.melds.append(Meld(typ, ids, off.src))
        y.untouched = False
        self._emit("chi", {"seat": s, "card": CODES[k], "from": off.src, "groups": a["groups"]})
        self._obligation(s)

    # ------------------------------------------------------------------ wins (§7.11, §9)
    def _facts(self, seat: int, k: int | None, how: str, first: bool) -> WinFacts:
        p = self.players[seat]
        free_before = p.free_kinds() + [WILD] * len(p.wilds)
        wilds = len(p.wilds) + (1 if how == "wild" else 0)
        win_kind = -1 if k is None else k
        win_is_wild = how == "wild"
        if how == "tianhu":
            sk = kind_of(self.shown)
            free_before = list(free_before)
            free_before.remove(sk)
            win_kind, win_is_wild = (-1, True) if sk == WILD else (sk, False)
        return WinFacts(self_draw=how in ("own", "wild", "tianhu"), pile_empty=not self.pile,
                        first_pile=first, first_win=p.wins == 0, untouched=p.untouched,
                        free_before=free_before, wilds=wilds, win_kind=win_kind, win_is_wild=win_is_wild)

    def _record(self, seat: int, cid: int, how: str, src: int, first: bool) -> JSON:
        k = kind_of(cid)
        if how == "tianhu":
            placed = self._placed(seat, None, "none")
        elif how == "wild":
            placed = self._placed(seat, None, "wild")
        else:
            placed = self._placed(seat, k, how)
        facts = self._facts(seat, None if k == WILD else k, how, first)
        sc = best_win(placed, facts, self.opts)
        assert sc is not None, "a declared win must have an arrangement"
        p = self.players[seat]
        shape, mult = bowl_shape(p.bowl) if self.opts["bowl_enabled"] else ("none", 1)
        uncapped = sc.score * mult
        cap = self.opts["max_final"]
        final = uncapped if cap is None else min(uncapped, int(cap))
        stake = int(self.opts["base_stake"])
        pay = [0, 0, 0]
        if how == "discard" and self.opts["payment"] == "discarder_pays":
            pay[src] -= 2 * final * stake
            pay[seat] += 2 * final * stake
        else:
            for s in range(SEATS):
                if s != seat:
                    pay[s] -= final * stake
                    pay[seat] += final * stake
        return {
            "seat": seat, "src": src, "how": how, "card": CODES[k],
            "groups": [[TYPE_NAMES[g[0]]] + [CODES[j] for j in g[1:]] for g in sc.groups],
            "identities": [CODES[j] for j in sc.identities], "huxi": sc.huxi, "tun": sc.tun,
            "self_draw": facts.self_draw, "fans": [[f, v] for f, v in sc.fans], "fan_value": sc.fan_value,
            "score": sc.score, "bowl": p.bowl, "bowl_shape": shape, "bowl_mult": mult,
            "uncapped": uncapped, "final": final, "capped": final != uncapped, "pay": pay,
            "first_win": p.wins == 0,
        }

    def _settle(self, rec: JSON) -> None:
        for s in range(SEATS):
            self.players[s].score += rec["pay"][s]
        self.records.append(rec)
        seat = rec["seat"]
        p = self.players[seat]
        p.wins += 1
        p.locked = True
        self._emit("win", dict(rec))

    def _win_self(self, seat: int) -> None:
        """Self-draw win on the card in flight (a drawn wild or a forced meld's card)."""
        cid, fm = self.x, self.fm
        if fm:
            self._undo_forced(seat, cid, fm)
        how = "wild" if kind_of(cid) == WILD else "own"
        rec = self._record(seat, cid, how, seat, self.x_first)
        self.players[seat].won.append(cid)
        self.x, self.fm = -1, ""
        self._settle(rec)
        self._after_win(seat, [seat])

    def _win_claim(self, winners: list[int]) -> None:
        off = self.offer
        assert off is not None
        recs = []
        for w in winners:
            src = self._source(w, off)
            recs.append(self._record(w, off.card, src, off.src, off.first))
        self.players[winners[0]].won.append(off.card)
        self.offer = None
        self._claim = None
        for r in recs:
            self._settle(r)
        self._after_win(off.src, winners)

    def _after_win(self, src: int, winners: list[int]) -> None:
        if self.first_winner is None:
            self.first_winner = winners[0]
        if not self.opts["blood_flow"]:
            self._end()
            return
        if self.decisive:
            self._card_done(self.actor)
            return
        self._start_turn(nxt(winners[-1]))

    # ------------------------------------------------------------------ contract
    def to_act(self) -> tuple[int, ...]:
        if self.phase in ("opening", "discard", "selfhu", "light"):
            return (self.actor,)
        if self.phase == "claim":
            return tuple(s for s in sorted(self.claim().asks) if s not in self.answers)
        return ()

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase in ("opening", "selfhu"):
            if self._selfhu_ok(seat):
                return [{"a": "hu"}, {"a": "pass"}]
            return [{"a": "pass"}]
        if self.phase == "discard":
            kinds = sorted({kind_of(c) for c in self.players[seat].hand})
            return [{"a": "discard", "card": CODES[k]} for k in kinds]
        if self.phase == "light":
            p = self.players[seat]
            return [{"a": "light", "cell": c} for c in range(9) if not p.bowl >> c & 1]
        if self.phase == "claim":
            return [dict(a) for a in self.claim().asks[seat]]
        return []

    def _selfhu_ok(self, seat: int) -> bool:
        """Whether the pending own-card win is real (always, unless a position was typed by hand)."""
        if self.phase == "opening":
            return self._can_win(seat, None, "none")
        if self.x < 0:
            return False
        if kind_of(self.x) == WILD:
            return self._can_win(seat, None, "wild")
        probe = self.clone()
        probe._undo_forced(seat, self.x, self.fm)
        return probe._can_win(seat, kind_of(self.x), "own")

    def _explain(self, seat: int, action: Action) -> IllegalAction:
        if self.phase == "over":
            return _err(T.R_OVER, "E_OVER")
        if seat in self.answers:
            return _err(T.R_ANSWERED, "E_TURN")
        if seat not in self.to_act():
            return _err(T.R_NOT_TURN, "E_TURN")
        a = action.get("a") if isinstance(action, dict) else None
        p = self.players[seat]
        if a == "discard" and self.phase == "discard":
            card = action.get("card")
            if card == "*":
                return _err(T.R_WILD, "E_WILD")
            if isinstance(card, str) and card in CODES and CODES.index(card) in p.kans:
                return _err(T.R_KAN, "E_KAN")
            return _err(T.R_NO_CARD, "E_CARD")
        if a == "hu":
            return _err(T.R_DEAD if p.dead else T.R_NO_HU, "E_HU")
        if a in ("peng", "chi") and self.phase == "claim" and self.offer is not None:
            k = kind_of(self.offer.card)
            if p.locked:
                return _err(T.R_LOCKED, "E_LOCKED")
            if p.dead:
                return _err(T.R_DEAD, "E_DEAD")
            if k in p.discarded:
                return _err(T.R_CHOU, "E_CHOU")
            if a == "peng":
                return _err(T.R_PASSED_PENG if k in p.passed_peng else T.R_NO_PENG, "E_PENG")
            if k in p.passed_chi:
                return _err(T.R_PASSED_CHI, "E_GUOZHANG")
            return _err(T.R_NO_CHI, "E_CHI")
        if a == "light":
            return _err(T.R_CELL, "E_CELL")
        if a in ("discard", "hu", "pass", "peng", "chi", "light"):
            return _err(T.R_NOT_NOW, "E_NOT_NOW")
        return _err(T.R_BAD, "E_BAD_ACTION")

    def apply(self, seat: int, action: Action) -> list[Event]:
        legal = self.legal_actions(seat) if isinstance(seat, int) else []
        norm = _normalise(action)
        if norm is None or norm not in legal:
            raise self._explain(seat, action if isinstance(action, dict) else {})
        self._events = []
        a = norm["a"]
        if self.phase == "opening":
            if a == "hu":
                self._tianhu()
            else:
                self._emit("pass", {"seat": seat})
                self._after_opening()
        elif self.phase == "discard":
            p = self.players[seat]
            k = CODES.index(norm["card"])
            cid = p.take(k, 1)[0]
            # 起手叫 (§6.1): any discard spoils "untouched", except the dealer's opening discard
            if not (seat == self.dealer and not self.first_done and not p.discarded):
                p.untouched = False
            p.discarded.add(k)
            self._emit("discard", {"seat": seat, "card": CODES[k]})
            self.offer = Offer(cid, seat, False, False)
            self._open_claim()
        elif self.phase == "selfhu":
            if a == "hu":
                self._win_self(seat)
            else:
                self._emit("pass", {"seat": seat})
                cid, fm = self.x, self.fm
                self.x, self.fm = -1, ""
                p = self.players[seat]
                if kind_of(cid) == WILD:
                    if p.locked:
                        p.river.append(cid)
                        self._card_done(seat)
                    else:
                        self._keep_wild(seat, cid)
                else:
                    assert fm
                    p.untouched = False
                    self._obligation(seat)
        elif self.phase == "light":
            self._light(seat, int(norm["cell"]))
            cid, first = self.x, self.x_first
            self.x = -1
            self._resolve_draw(seat, cid, first)
        elif self.phase == "claim":
            self.answers[seat] = norm
            self._emit("answer", {"seat": seat, "action": norm}, frozenset({seat}), {"seat": seat})
            if not self.to_act():
                self._resolve_claim()
        self._run()
        return self._events

    def _tianhu(self) -> None:
        d = self.dealer
        rec = self._record(d, self.shown, "tianhu", d, False)
        p = self.players[d]
        if kind_of(self.shown) == WILD:
            p.wilds.remove(self.shown)
        elif self.shown in p.hand:
            p.hand.remove(self.shown)
        elif kind_of(self.shown) in p.kans:   # in a 坎: the other two become free cards
            cards = p.kans.pop(kind_of(self.shown))
            cards.remove(self.shown)
            p.hand.extend(cards)
        else:   # in an opening 提: the other three stay together as a 坎
            m = next(m for m in p.melds if self.shown in m.cards)
            p.melds.remove(m)
            m.cards.remove(self.shown)
            p.kans[kind_of(self.shown)] = m.cards
        p.won.append(self.shown)
        self._settle(rec)
        self._after_win(d, [d])

    def view(self, seat: int | None) -> JSON:
        from .view import build_view
        return build_view(self, seat)

    def is_over(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[float]:
        sc = [p.score for p in self.players]
        out = []
        for s in range(SEATS):
            better = sum(1 for t in sc if t > sc[s])
            equal = sum(1 for t in sc if t == sc[s]) - 1
            out.append(1.0 - (better + equal / 2) / 2)
        return out

    def result(self) -> JSON:
        wins = []
        for r in self.records:
            d = dict(r)
            d["fans"] = [{"id": f, "name": dict(zip(("zh-Hans", "zh-Hant", "en"), FAN_BY_ID[f][2:5], strict=False)),
                          "value": v} for f, v in r["fans"]]
            d["groups"] = [{"type": g[0], "cards": g[1:], "huxi": group_huxi(_group_from(g))}
                           for g in r["groups"]]
            d["bowl_name"] = dict(zip(("zh-Hans", "zh-Hant", "en"), BOWL_NAMES[r["bowl_shape"]], strict=False))
            wins.append(d)
        return {"scores": [p.score for p in self.players], "wins": wins, "huangzhuang": not self.records,
                "dealer": self.dealer, "next_dealer": self.next_dealer(),
                "match_scores": [m + p.score for m, p in zip(self.match, self.players, strict=False)],
                "hand_no": self.hand_no}

    def next_dealer(self) -> int:
        return self.dealer if self.first_winner is None else self.first_winner

    def carry(self) -> JSON | None:
        return {"dealer": self.next_dealer(), "scores": [m + p.score for m, p in zip(self.match, self.players, strict=False)],
                "hand": self.hand_no + 1}

    def notation(self) -> str:
        from .notation import state_to_text
        return state_to_text(self)

    def clone(self) -> PaohuziState:
        s = PaohuziState.__new__(PaohuziState)
        s.__dict__.update(self.__dict__)
        s.opts = dict(self.opts)
        s.players = [p.clone() for p in self.players]
        s.pile = self.pile[:]
        s.perms = [p[:] for p in self.perms]
        s.offer = None if self.offer is None else Offer(**self.offer.__dict__)
        s.answers = dict(self.answers)
        s.records = list(self.records)
        s.match = self.match[:]
        s._claim = self._claim
        s._events = []
        return s

    def timeout_action(self, seat: int) -> Action:
        legal = self.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do")
        if {"a": "pass"} in legal:
            return {"a": "pass"}
        if self.phase == "discard":
            from .hints import suggest_discard
            return {"a": "discard", "card": CODES[suggest_discard(self, seat)]}
        if self.phase == "light":
            p = self.players[seat]
            best = max(legal, key=lambda a: (bowl_shape(p.bowl | 1 << a["cell"])[1], -a["cell"]))
            return best
        return legal[0]

    def check_invariants(self) -> None:
        ids: list[int] = list(self.pile)
        for p in self.players:
            ids += p.hand + p.wilds + p.river + p.won
            for v in p.kans.values():
                assert len(v) == 3 and len({kind_of(c) for c in v}) == 1, "bad kan"
                ids += v
            for m in p.melds:
                ids += m.cards
                assert WILD not in (kind_of(c) for c in m.cards), "wild in a meld"
        for i, p in enumerate(self.players):
            extra = 1 if self.phase in ("discard", "selfhu", "opening") and self.actor == i else 0
            assert p.dead or p.holdings() <= p.target() + extra, f"seat {i} holds too many cards"
        if self.offer is not None:
            ids.append(self.offer.card)
        if self.x >= 0 and (self.phase == "light" or (self.phase == "selfhu" and not self.fm)):
            ids.append(self.x)
        assert sorted(ids) == list(range(DECK_SIZE)), f"cards not conserved: {len(ids)}"
        assert sum(p.score for p in self.players) == 0, "payments do not balance"


def _chi_type(kinds: list[int]) -> int:
    if kinds[0] == kinds[1] or kinds[1] == kinds[2]:
        return JIAO
    if kinds[1] - kinds[0] == 1:
        return SEQ
    return EQS


def _group_from(g: list[str]) -> Group:
    return (TYPE_NAMES.index(g[0]), *[CODES.index(c) for c in g[1:]])


def _normalise(action: Any) -> Action | None:
    """A canonical copy of an action (chi groups sorted), or None when malformed."""
    if not isinstance(action, dict):
        return None
    a = action.get("a")
    if a in ("hu", "pass", "peng") and len(action) == 1:
        return {"a": a}
    if a == "discard" and set(action) == {"a", "card"} and isinstance(action["card"], str):
        return {"a": a, "card": action["card"]}
    if a == "light" and set(action) == {"a", "cell"} and isinstance(action["cell"], int):
        return {"a": a, "cell": action["cell"]}
    if a == "chi" and set(action) == {"a", "groups"} and isinstance(action["groups"], list):
        gs = action["groups"]
        try:
            norm = [[CODES[k] for k in sorted(CODES.index(c) for c in g)] for g in gs]
        except (ValueError, TypeError):
            return None
        if not norm or any(len(g) != 3 for g in norm):
            return None
        return {"a": "chi", "groups": [norm[0]] + sorted(norm[1:], key=lambda g: [CODES.index(c) for c in g])}
    return None
