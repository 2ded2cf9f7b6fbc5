"""The hand of 跑胡子 百千万亿 as a state machine (paohuzi.md §5-§7, §9.6): the game contract.

Engine steps (draws, forced 提/偎/臭偎/跑, a kept 王霸 when the drawer cannot win with it, automatic
wins of locked players) are the contract's automatic steps: ``apply`` runs them and returns their
events, or (``run=False``) leaves them to ``advance``, one draw a call, in phase ``draw``; a decision
is waited on in every other phase. When a card is offered, every seat with an option (胡, 碰, 吃 with its 比, 过) is
asked at once; the answers are resolved by the priorities of §7.4 (``claims.CLAIM_STEPS``) once all
asked seats answered. A state is built from its position text (``PaohuziState(text)``, the codec
in ``position``) or dealt from a seed (``PaohuziState.new_hand``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from ...core.actions import INT, Schema, one_of
from ...core.codec import copy_value
from ...core.errors import IllegalAction, NotationError
from ...core.game import JSON, Action, Event, GameState, refusal
from ...core.i18n import Text
from ...core.rng import SplitMix64
from . import texts as T
from .cards import CODES, DECK_SIZE, NKINDS, WILD, is_new, kind_of
from .claims import ANSWERS, Claims, canonical
from .hints import best_cell, suggest_discard
from .position import CODEC, build, finish_load
from .scoring import bowl_shape
from .state import SEATS, Hand, Meld, Offer, nxt
from .view import build_view
from .winning import CHOU_WEI, TI, WEI
from .wins import win_sheet

_CARD = one_of(*CODES)


def _chi_groups(v: Any) -> bool:
    """The pattern and its 比 groups: one to three groups of three card codes."""
    return (isinstance(v, list) and 0 < len(v) <= 3
            and all(isinstance(g, list) and len(g) == 3 and all(_CARD(c) for c in g) for g in v))


_HU_OR_PASS = frozenset({"hu", "pass"})
# The action kinds each phase waits for (``draw`` and ``over`` wait for nobody).
PHASE_KINDS: Mapping[str, frozenset[str]] = {
    "opening": _HU_OR_PASS, "selfhu": _HU_OR_PASS, "discard": frozenset({"discard"}),
    "light": frozenset({"light"}), "claim": frozenset(ANSWERS),
}


def _err(reason: Text, code: str) -> IllegalAction:
    return IllegalAction(code, reason)


class PaohuziState(Claims, GameState):
    game_id = "paohuzi"
    num_seats = SEATS
    ACTIONS: ClassVar[Mapping[str, Schema]] = {
        "hu": {}, "pass": {}, "peng": {}, "discard": {"card": _CARD}, "light": {"cell": INT},
        "chi": {"groups": _chi_groups},
    }
    CODEC = CODEC
    # The claim on the current offer is derived from the rest (and never changed once made), and
    # events belong to the last ``apply``: a clone shares both. ``_acting`` and ``_legal`` hold
    # ``to_act`` and each seat's ``legal_actions`` of this position (the table, the soak, a bot
    # and ``apply`` itself ask for them): every ``_apply`` starts them afresh.
    TRANSIENT = frozenset({"_claim", "_events", "_acting", "_legal"})
    _acting: tuple[int, ...] | None
    _legal: dict[int, list[Action]]

    def __init__(self, text: str) -> None:
        """The position ``text`` (see ``position``); ``repr`` of a state prints one that loads back."""
        CODEC.load_into(self, text)
        finish_load(self)
        self._check_position()
        self._moved()  # what a test or a loader sets next is the position asked about

    @classmethod
    def from_values(cls, values: Mapping[str, Any]) -> PaohuziState:
        """A position from its field values by key (``position.build``), checked like a loaded one."""
        s = cls.__new__(cls)
        build(s, values)
        s._check_position()
        s._moved()
        return s

    @classmethod
    def new_hand(cls, opts: Mapping[str, Any], seed: int, dealer: int) -> PaohuziState:
        """Deal a hand from ``seed`` (§5): deck, bowl permutations, 坎 and opening 提, then the opening."""
        s = cls.__new__(cls)
        Hand.__init__(s, opts)
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
        # The dealer is always asked about 天胡 (过 alone when the hand does not win): a prompt only
        # for a winning hand would tell the table so (rules.md, Flow 2).
        s.phase = "opening"
        s.actor = dealer
        return s

    def opening_events(self) -> list[Event]:
        return list(self._events)  # the deal's (deal, shown, ti_open) until the first action clears them

    # ------------------------------------------------------------------ draws (§7.3)
    def pending(self) -> bool:
        return self.phase == "draw"

    def _auto_step(self) -> list[Event]:
        """One draw and all it settles by itself (forced melds, a locked seat's automatic 胡, a card
        nobody may claim going to the river): the rules' automatic steps, one at a time."""
        self._moved()
        self._events = []
        self._do_draw(self.actor)
        self._moved()
        return self._events

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
            # Asked whether or not the wild wins (过 keeps it): the prompt must not tell the hand.
            self.phase, self.actor, self.x, self.x_first, self.fm = "selfhu", seat, cid, first, ""
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
                # The meld is made, then the seat is asked about the win it may complete (过 alone
                # when it does not): a prompt only for a win would tell the table so.
                self._forced_meld(seat, cid, fm)
                self.phase, self.actor, self.x, self.x_first, self.fm = "selfhu", seat, cid, first, fm
                return
        self._emit("draw", {"seat": seat, "card": code, "shown": True})
        self.offer = Offer(cid, seat, True, first)
        self._open_claim()

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

    # ------------------------------------------------------------------ contract
    def to_act(self) -> tuple[int, ...]:
        got = self.__dict__.get("_acting")
        if got is None:
            got = self._acting = self._to_act()
        return got

    def _to_act(self) -> tuple[int, ...]:
        if self.phase in ("opening", "discard", "selfhu", "light"):
            return (self.actor,)
        if self.phase == "claim":
            return tuple(s for s in sorted(self.claim().asks) if s not in self.answers)
        return ()

    def action_kinds(self, seat: int) -> frozenset[str]:
        return PHASE_KINDS.get(self.phase, frozenset()) if seat in self.to_act() else frozenset()

    def legal_actions(self, seat: int) -> list[Action]:
        return self.memo_legal(seat, self._legal_actions)

    def _legal_actions(self, seat: int) -> list[Action]:
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
        if self.phase == "opening":   # 天胡 wins with the 亮张: a typed position may have none
            return self.shown >= 0 and self._can_win(seat, None, "none")
        if self.x < 0:
            return False
        if kind_of(self.x) == WILD:
            return self._can_win(seat, None, "wild")
        probe = copy_value(self.players[seat])   # the hand before the forced meld (§7.11 step 2)
        probe.undo_forced(self.x, self.fm)
        return not probe.dead and self._wins_with(probe, kind_of(self.x), "own")

    def turn_refusal(self, seat: int, kind: str) -> IllegalAction:
        return refusal("E_NOT_YOUR_TURN", T.R_ANSWERED if seat in self.answers else T.R_NOT_TURN)

    def phase_refusal(self, seat: int, kind: str) -> IllegalAction:
        return refusal("E_PHASE", T.R_NOT_NOW)

    def _explain(self, seat: int, action: Action) -> IllegalAction:
        """Why an action of an allowed kind is not among the seat's options (the rule it breaks)."""
        a = action["a"]
        p = self.players[seat]
        if a == "discard":
            card = action["card"]
            if card == "*":
                return _err(T.R_WILD, "E_WILD")
            if CODES.index(card) in p.kans:
                return _err(T.R_KAN, "E_KAN")
            return _err(T.R_NO_CARD, "E_CARD")
        if a == "hu":
            return _err(T.R_DEAD if p.dead else T.R_NO_HU, "E_HU")
        if a in ("peng", "chi") and self.offer is not None:
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
        return self.phase_refusal(seat, a)

    def _moved(self) -> None:
        self._acting = None
        self._legal = {}  # a new dict: a clone sharing the old one keeps it

    def _apply(self, seat: int, action: Action) -> list[Event]:
        norm = canonical(action)
        if norm not in self.legal_actions(seat):
            raise self._explain(seat, norm)
        self._moved()  # nothing in the rules below reads the memo; it starts afresh at the end too
        self._events = []
        a = norm["a"]
        if self.phase == "opening":
            if a == "hu":
                self._tianhu()
            else:
                self._emit("pass", {"seat": seat})
                self._obligation(self.dealer)
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
                self._pass_own_card(seat)
        elif self.phase == "light":
            self._light(seat, int(norm["cell"]))
            cid, first = self.x, self.x_first
            self.x = -1
            self._resolve_draw(seat, cid, first)
        else:   # claim
            self.answers[seat] = norm
            self._emit("answer", {"seat": seat, "action": norm}, frozenset({seat}), {"seat": seat})
            if not self._to_act():  # the position is changing: not the memo
                self._resolve_claim()
        self._moved()  # the draws that follow, if any, are ``advance``'s
        return self._events

    def _pass_own_card(self, seat: int) -> None:
        """The drawer lets an own-card win go: the wild is kept (or dropped when locked), a forced
        meld stays made."""
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

    def view(self, seat: int | None) -> JSON:
        legal = self.legal_actions(seat) if seat is not None else []
        return build_view(self, seat, self.to_act(), legal, self.result())

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
        return {"scores": [p.score for p in self.players], "wins": [win_sheet(r) for r in self.records],
                "huangzhuang": not self.records, "dealer": self.dealer, "next_dealer": self.next_dealer(),
                "match_scores": [m + p.score for m, p in zip(self.match, self.players, strict=True)],
                "hand_no": self.hand_no}

    def next_dealer(self) -> int:
        return self.dealer if self.first_winner is None else self.first_winner

    def match_over(self) -> bool:
        """This hand closes its match (§4: a match is ``hands_per_match`` hands, default 8)."""
        return self.hand_no >= int(self.opts["hands_per_match"])

    def carry(self) -> JSON | None:
        if self.match_over():  # the next hand opens a new match: scores from 0, its dealer drawn (§4)
            return {"scores": [0, 0, 0], "hand": 1}
        return {"dealer": self.next_dealer(),
                "scores": [m + p.score for m, p in zip(self.match, self.players, strict=True)],
                "hand": self.hand_no + 1}

    def timeout_action(self, seat: int) -> Action:
        legal = self.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do")
        if {"a": "pass"} in legal:
            return {"a": "pass"}
        if self.phase == "discard":
            return {"a": "discard", "card": CODES[suggest_discard(self.view(seat), seat)]}
        if self.phase == "light":
            return best_cell(self.players[seat].bowl, legal)
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

    def _check_position(self) -> None:
        """Refuse a loaded position the rules cannot stand in (syntax is the codec's business)."""
        try:
            self.check_invariants()
        except AssertionError as e:
            raise NotationError(f"paohuzi: {e}") from None
        if self.phase == "claim":
            if self.offer is None:
                raise NotationError("paohuzi: a claim position needs offer=")
            asked = self.claim().asks
            for who, a in self.answers.items():
                if who not in asked or a not in asked[who]:
                    raise NotationError(f"paohuzi: the answer of seat {who} is not one of its options")
        elif self.phase in ("selfhu", "light") and self.x < 0:
            raise NotationError(f"paohuzi: phase {self.phase} needs x= (the card in flight)")
        if self.phase == "discard" and not self.players[self.actor].hand:
            raise NotationError("paohuzi: the actor has nothing to discard")
        problem = self._position_problem()
        if problem:
            raise NotationError(f"paohuzi: {problem}")
        for seat in self.to_act():
            if not self.legal_actions(seat):
                raise NotationError(f"paohuzi: seat {seat} must act but has nothing it may do")

    def _position_problem(self) -> str | None:
        """The rule invariants a position's fields can break one by one (``None``: none broken), so
        that nothing the rules later do on it (remove a card, index a cell) can fail."""
        a = self.players[self.actor]
        for i, p in enumerate(self.players):
            if p.bowl_n != bin(p.bowl).count("1"):
                return f"seat {i}: {p.bowl_n} bowl cells said lit, the mask has {bin(p.bowl).count('1')}"
            if not 0 <= p.known_wilds <= 6 or p.wins < 0:
                return f"seat {i}: known_wilds must be 0..6 and wins at least 0"
        if self.phase == "opening":
            if self.actor != self.dealer or self.first_done:
                return "the opening is the dealer's, before any draw"
            k = kind_of(self.shown)
            if self.shown >= 0 and not (self.shown in a.hand + a.wilds or k in a.kans
                    or any(m.type == TI and self.shown in m.cards for m in a.melds)):
                return "the dealer does not hold the 亮张 (in his hand, a 坎 or an opening 提)"
        if self.phase == "selfhu":
            # A dead seat is still asked about a drawn 王霸 (过 keeps it), like everyone (soak F3).
            if (a.locked or a.dead) and self.fm:
                return "a locked or dead seat makes no forced meld"
            want = {"KAN": TI, "WEIUP": TI, "CHOU_WEIUP": TI, "WEI": WEI, "CHOU_WEI": CHOU_WEI}.get(self.fm)
            if want is None and kind_of(self.x) != WILD:
                return "an own-card prompt without a forced meld is about a drawn 王霸"
            if want is not None and not any(m.type == want and self.x in m.cards for m in a.melds):
                return f"the card in flight is not in a {self.fm} meld of the actor"
        if self.phase == "draw" and (self.offer is not None or self.x >= 0 or self.answers):
            return "the actor draws next: no card is in flight or offered"
        if self.phase == "light":
            k = kind_of(self.x)
            if self.fm or not (k == WILD or is_new(k)) or not self.opts["bowl_enabled"]:
                return "a bowl cell is lit only for a drawn 王霸 or new-kind card, with the bowl on"
        for r in self.records:
            try:
                win_sheet(r)
            except (KeyError, TypeError, IndexError, ValueError) as e:
                return f"a win record does not read ({type(e).__name__}: {e})"
        return None


_PASS: Action = {"a": "pass"}


def catch_up(st: GameState, seat: int, action: Action) -> list[tuple[int, Action]] | None:
    """For a hand recorded before every seat was asked (rules.md Flow 1-2): the 过 answers the old
    engine did not ask for before the recorded ``action``; None when the recorded action is a 过
    those answers already gave (it is then skipped)."""
    if not isinstance(st, PaohuziState) or (seat in st.to_act() and action in st.legal_actions(seat)):
        return []
    only_pass = [s for s in st.to_act() if st.legal_actions(s) == [_PASS]]
    if only_pass:
        return [(s, _PASS) for s in only_pass]
    if action == _PASS and seat not in st.to_act():
        return None
    if st.phase == "claim":  # 碰/吃 beside a forced 跑 were never asked: the 跑 took the card
        return [(s, _PASS) for s in st.to_act()]
    return []
