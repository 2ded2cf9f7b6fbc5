"""Wins (paohuzi.md §7.11, §9.6): the record of a win, payment, revert-and-lock, who plays next.

The score itself comes from ``scoring`` (hu-xi, 囤, the FANS table, the bowl); this layer applies it
to the hand. ``win_sheet`` turns a stored record into the result's settlement entry (the fans with
their names from the FANS table, the groups with their hu-xi) for the view and the UI.
"""

from __future__ import annotations

from ...core.game import JSON
from ...core.i18n import tx
from .cards import CODES, WILD, kind_of
from .scoring import BOWL_NAMES, FAN_BY_ID, WinFacts, best_win, bowl_shape
from .state import SEATS, Hand, Offer, nxt
from .winning import TYPE_NAMES, Group, group_huxi


def source_of(seat: int, off: Offer) -> str:
    """How ``seat`` would win on the offered card: own draw, another's draw, or a discard."""
    if off.draw:
        return "own" if seat == off.src else "other"
    return "discard"


def _group_from(g: list[str]) -> Group:
    return (TYPE_NAMES.index(g[0]), *[CODES.index(c) for c in g[1:]])


def win_sheet(rec: JSON) -> JSON:
    """A stored win record as the result shows it: fan names from FANS, each group's hu-xi."""
    d = dict(rec)
    d["fans"] = [{"id": f, "name": tx(*FAN_BY_ID[f][2:5]), "value": v} for f, v in rec["fans"]]
    d["groups"] = [{"type": g[0], "cards": g[1:], "huxi": group_huxi(_group_from(g))} for g in rec["groups"]]
    d["bowl_name"] = tx(*BOWL_NAMES[rec["bowl_shape"]])
    return d


def record_of(sheet: JSON) -> JSON:
    """The stored win record behind a ``win_sheet`` entry (what a view shows of a past win)."""
    d = {k: v for k, v in sheet.items() if k != "bowl_name"}
    d["fans"] = [[f["id"], f["value"]] for f in sheet["fans"]]
    d["groups"] = [[g["type"], *g["cards"]] for g in sheet["groups"]]
    return d


class Wins(Hand):
    """Scoring a win into the hand, and what the hand does after it."""

    def _facts(self, seat: int, k: int | None, how: str, first: bool) -> WinFacts:
        p = self.players[seat]
        free_before = p.free_kinds() + [WILD] * len(p.wilds)
        wilds = len(p.wilds) + (1 if how == "wild" else 0)
        win_kind = -1 if k is None else k
        win_is_wild = how == "wild"
        if how == "tianhu":
            # The 亮张 is the winning card; the hand before it is the other 20 (§7.11 step 2): free
            # cards lose it, a 坎 of it leaves two free cards, an opening 提 of it stays a 坎.
            sk = kind_of(self.shown)
            if sk in free_before:
                free_before.remove(sk)
            elif sk in p.kans:
                free_before = sorted(p.free_kinds() + [sk, sk]) + [WILD] * len(p.wilds)
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
        self.records += (rec,)
        p = self.players[rec["seat"]]
        p.wins += 1
        p.locked = True
        self._emit("win", dict(rec))

    def _win_self(self, seat: int) -> None:
        """Self-draw win on the card in flight (a drawn wild or a forced meld's card)."""
        cid, fm = self.x, self.fm
        if fm:
            self.players[seat].undo_forced(cid, fm)
        how = "wild" if kind_of(cid) == WILD else "own"
        rec = self._record(seat, cid, how, seat, self.x_first)
        self.players[seat].won.append(cid)
        self.x, self.fm = -1, ""
        self._settle(rec)
        self._after_win([seat])

    def _win_claim(self, winners: list[int]) -> None:
        off = self.offer
        assert off is not None
        recs = [self._record(w, off.card, source_of(w, off), off.src, off.first) for w in winners]
        self.players[winners[0]].won.append(off.card)
        self.offer = None
        self._claim = None
        for r in recs:
            self._settle(r)
        self._after_win(winners)

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
        self._after_win([d])

    def _after_win(self, winners: list[int]) -> None:
        if self.first_winner is None:
            self.first_winner = winners[0]
        if not self.opts["blood_flow"]:
            self._end()
            return
        if self.decisive:
            self._card_done(self.actor)
            return
        self._start_turn(nxt(winners[-1]))
