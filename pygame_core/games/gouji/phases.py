"""The 够级 phases before play: 预点/明点 calls, the deal, tribute, 落贡 returns, 买3/买4 and
revolution (§4, §5, §12, §13.4).

``Phases`` is the set-up layer of the hand (``rules.GoujiState``); the tribute amounts come from the
点贡 table of ``scoring.py`` (``dian_gong.json``), read there and nowhere else.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core.game import Action, Event
from ...core.rng import SplitMix64, derive_seed
from . import scoring
from .cards import BJ, SJ, TWO, counts, full_deck, parse_ranks, pick_ids, value
from .combos import all_combos, is_pure
from .position import opp, set_char
from .texts import illegal
from .tricks import Tricks


class Phases(Tricks):
    """Calls, dealing, tribute, returns, buying and the revolution prompt."""

    def pay_choices(self, seat: int) -> list[str]:
        cnt = counts(self.hands[seat])
        return [n for v, n in ((TWO, "2"), (SJ, "SJ"), (BJ, "BJ")) if cnt[v]]

    def _call(self, seat: int, kind: str, ev: list[Event]) -> None:
        if kind != "skip":
            self.calls[seat] = "y" if kind == "yudian" else "m"
            ev.append(Event("call", {"seat": seat, "call": kind}))
        self.call_idx += 1
        if self.call_idx < len(self.call_order()):
            return
        if self.phase == "yudian":
            self._dealt(ev)
        else:
            self._start_play(ev)

    def deal(self) -> None:
        """The project's deal (§4.1): card ``deck[k]`` to seat ``(first + k) mod 6``."""
        deck = full_deck(self.opts["fours_removed"])
        if self.redeals == 0:
            rng = SplitMix64(self.seed)
            if self.hand_no == 1 or self.opts["first_leader"] == "random" or self.leader0 < 0:
                self.leader0 = rng.uniform(6)
        else:
            rng = SplitMix64(derive_seed(self.seed, "redeal", self.redeals))
        rng.shuffle(deck)
        self.hands = [[] for _ in range(6)]
        self.pile = []
        for k, cid in enumerate(deck):
            self.hands[(self.leader0 + k) % 6].append(cid)
        for h in self.hands:
            h.sort()

    def _dealt(self, ev: list[Event]) -> None:
        for s in range(6):
            ev.append(Event("dealt", {"seat": s, "cards": list(self.hands[s])}, frozenset({s}),
                            {"seat": s, "count": len(self.hands[s])}))
        pays = scoring.select_payments(self.hands, self.incoming, self.opts["tribute_skip_aces"])
        luo_got: dict[int, list[int]] = {}
        for item, cards in pays:
            p, r = item["from"], item["to"]
            for c in cards:
                self.hands[p].remove(c)
                self.hands[r].append(c)
            rec = {"kind": item["kind"], "from": p, "to": r, "cards": list(cards)}
            self.tx.append({"type": "tribute", **rec})
            ev.append(Event("tribute", rec))
            if item["kind"] == "luo" and cards:
                luo_got.setdefault(r, [p, 0])[1] += len(cards)
        self.ret_pending = [[r, p, n] for r, (p, n) in sorted(luo_got.items())]
        if self.ret_pending:
            self.phase = "return"
        else:
            self._buy(3, ev)

    def _return(self, seat: int, action: Action, ev: list[Event]) -> None:
        entry = next(e for e in self.ret_pending if e[0] == seat)
        vals = parse_ranks(action["cards"])  # the schema let only rank names through
        if len(vals) != entry[2]:
            raise illegal("E_RETURN", n=entry[2])
        ids = pick_ids(self.hands[seat], vals)
        if ids is None:
            raise illegal("E_NOT_HELD")
        for c in ids:
            self.hands[seat].remove(c)
            self.hands[entry[1]].append(c)
        self.ret_pending.remove(entry)
        rec = {"from": seat, "to": entry[1], "cards": ids}
        self.tx.append({"type": "returned", **rec})
        ev.append(Event("returned", rec))
        if not self.ret_pending:
            self._buy(3, ev)

    def lacks_four(self, seat: int) -> bool:
        return counts(self.hands[seat])[4] == 0

    def _buy_choice(self, seat: int, buy: bool, ev: list[Event]) -> None:
        if buy and not self.lacks_four(seat):
            raise illegal("E_HAS_FOUR")
        self.buy_opt = set_char(self.buy_opt, seat, "y" if buy else "n")
        if "?" not in self.buy_opt:
            self._buy(4, ev)

    def _pay(self, seat: int, card: str, ev: list[Event]) -> None:
        choices = self.pay_choices(seat)
        if card not in choices:
            raise illegal("E_PAY", opts=" ".join(choices))
        for e in self.buy_plan:
            if e[0] == seat:
                e[3] = parse_ranks([card])[0]
        if not self.to_act():
            self._apply_buys(ev)
            self._after_buy(ev)

    def _buy(self, rank: int, ev: list[Event]) -> None:
        self.buy_rank = rank
        if rank == 4 and self.opts["buy_four_optional"] and self.phase != "buy_opt":
            # All six seats answer, every hand (a seat holding a 4 can only skip): asking only the
            # seats without a 4, or skipping the prompt when nobody lacks one, would name them.
            self.buy_opt = "??????"
            self.phase = "buy_opt"
            return
        self.buy_plan = self._buy_plan(rank)
        for e in self.buy_plan:
            if e[2]:
                # Every paying buyer holding a 2 or a joker chooses (§15.1), even with one kind: the
                # payment is public anyway, so the prompt reveals nothing more.
                if not self.pay_choices(e[0]):
                    e[3] = -1  # no 2 or joker: the highest card
        if self.buy_plan:
            # Who buys from whom is public (the purchases show it); it is announced before any payment
            # prompt so that being asked to pay tells a buyer nothing early about others' 3s and 4s.
            ev.append(Event("buy_plan", {"rank": rank, "plan": [
                {"buyer": b, "seller": s, "pays": bool(p)} for b, s, p, _c in self.buy_plan]}))
        if any(e[2] and e[3] == 0 for e in self.buy_plan):
            self.phase = "buy_pay"
            return
        self._apply_buys(ev)
        self._after_buy(ev)

    def _after_buy(self, ev: list[Event]) -> None:
        if self.buy_rank == 3:
            self._buy(4, ev)
        else:
            self._revolution_phase(ev)

    def _buy_plan(self, rank: int) -> list[list[int]]:
        """买3/买4 (§4.3): opposite (paid), teammates (free), neighbours (paid), in three sweeps."""
        cnt = [counts(h)[rank] for h in self.hands]
        buyers = [s for s in ((self.leader0 + i) % 6 for i in range(6)) if cnt[s] == 0
                  and (rank == 3 or not self.opts["buy_four_optional"] or self.buy_opt[s] == "y")]
        plan: list[list[int]] = []
        todo = list(buyers)

        def sweep(cands: Callable[[int], list[int]], pays: int) -> None:
            for b in list(todo):
                options = [s for s in cands(b) if cnt[s] >= 2]
                if not options:
                    continue
                seller = max(options, key=lambda s: (cnt[s], -options.index(s)))
                cnt[seller] -= 1
                cnt[b] += 1
                plan.append([b, seller, pays, 0])
                todo.remove(b)

        sweep(lambda b: [opp(b)], 1)
        sweep(lambda b: [(b + 2) % 6, (b + 4) % 6], 0)
        sweep(lambda b: [(b + 1) % 6, (b + 5) % 6], 1)
        return plan

    def _apply_buys(self, ev: list[Event]) -> None:
        rank = self.buy_rank
        for b, s, pays, choice in self.buy_plan:
            card = min(c for c in self.hands[s] if value(c) == rank)
            self.hands[s].remove(card)
            self.hands[b].append(card)
            paid: int | None = None
            if pays:
                if choice > 0:
                    paid = min(c for c in self.hands[b] if value(c) == choice)
                else:
                    paid = max(self.hands[b], key=lambda c: (value(c), -c))
                self.hands[b].remove(paid)
                self.hands[s].append(paid)
            how = "opposite" if s == opp(b) else ("teammate" if s % 2 == b % 2 else "neighbour")
            rec = {"rank": rank, "buyer": b, "seller": s, "card": card, "paid": paid, "how": how}
            self.tx.append({"type": "bought", **rec})
            ev.append(Event("bought", rec))
        self.buy_plan = []
        self.phase = "buying"

    def revolution_eligible(self, s: int) -> bool:
        cnt = counts(self.hands[s])
        return not (cnt[TWO] or cnt[SJ] or cnt[BJ])

    def _revolution_phase(self, ev: list[Event]) -> None:
        # Every seat answers, every hand (ineligible ones can only decline): holding the prompt only
        # when someone is eligible would tell the others that someone holds no 2 and no joker.
        self.rev_dec = "??????"
        self.phase = "revolution"

    def _revolution_decision(self, seat: int, declare: bool, ev: list[Event]) -> None:
        if declare and not self.revolution_eligible(seat):
            raise illegal("E_REV")
        self.rev_dec = set_char(self.rev_dec, seat, "y" if declare else "n")
        if "?" in self.rev_dec:
            return
        decl = [s for s in range(6) if self.rev_dec[s] == "y"]
        for s in decl:
            ev.append(Event("revolution", {"seat": s}))
        if len(decl) >= 2:
            self.redeals += 1
            ev.append(Event("redeal", {"declared": decl, "redeals": self.redeals}))
            self.tx = []
            self.rev_dec = "------"
            self.deal()
            self._dealt(ev)
            return
        if decl:
            self.rev = decl[0]
        self._ming_phase(ev)

    def _ming_phase(self, ev: list[Event]) -> None:
        self.phase = "mingdian"
        self.call_idx = 0
        if not self.call_order():
            self._start_play(ev)

    def _start_play(self, ev: list[Event]) -> None:
        self.phase = "play"
        if self.rev >= 0:
            r = self.rev
            cnt = counts(self.hands[r])
            if any(is_pure(c, self.opts["pure_twos_open"]) for c in all_combos(cnt)):
                self.duel = "lead"
                self._new_trick(r, ev)
                return
            self.duel = "done"
            self.rev_dead = True
            ev.append(Event("duel_skipped", {"seat": r}))
            self._new_trick(opp(r), ev)
            return
        self._new_trick(self.leader0, ev)
