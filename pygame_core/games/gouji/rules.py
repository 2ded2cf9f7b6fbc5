"""The 够级 hand: phases, tricks, opening, 捎, 憋3, revolution, places and tribute (gouji.md §3-§15).

One ``GoujiState`` is one hand. Phases (``phase``): ``yudian`` (预点 calls, in turn from the candidate
leader) -> the deal, tribute payment (automatic) -> ``return`` (落贡 receivers give cards back) -> 买3
(``buy_pay`` only when a paying buyer must choose a 2 or a joker) -> 买4 (``buy_opt`` first when buying
a 4 is optional) -> ``revolution`` (eligible seats decide at once) -> ``mingdian`` -> ``play`` -> ``over``.
Actions name cards by rank only (``{"type": "play", "cards": ["T", "T", "2", "SJ"]}``); the engine
takes the lowest ids of each rank from the hand, so suits never influence a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.errors import IllegalAction
from ...core.game import JSON, Action, Event, GameState
from ...core.rng import SplitMix64, derive_seed
from . import scoring
from .cards import (
    BJ,
    SJ,
    TWO,
    VALUE,
    counts,
    display_text,
    full_deck,
    parse_ranks,
    pick_ids,
    ranks_list,
    value,
)
from .combos import (
    Combo,
    all_combos,
    beats_kind,
    combos_of_size,
    from_values,
    is_gouji_shape,
    is_pure,
    size,
    values_of,
    vec,
)
from .texts import PHASE_NAMES, illegal


def opp(s: int) -> int:
    return (s + 3) % 6


def four_combos(c4: int, all_at_once: bool) -> list[Combo]:
    if not c4:
        return []
    return [(4, c4, 0, 0, 0)] if all_at_once else [(4, n, 0, 0, 0) for n in range(1, c4 + 1)]


class GoujiState(GameState):
    game_id = "gouji"
    num_seats = 6

    def __init__(self, opts: JSON) -> None:
        self.opts: JSON = dict(opts)
        self.seed = 0
        self.redeals = 0
        self.hand_no = 1
        self.series_no = 1
        self.scores = [0] * 6
        self.leader0 = 0
        self.phase = "yudian"
        self.calls = [""] * 6
        self.call_idx = 0
        self.incoming: list[JSON] = []
        self.ret_pending: list[list[int]] = []  # [receiver, payer, n]
        self.buy_rank = 3
        self.buy_opt = "------"
        self.buy_plan: list[list[int]] = []  # [buyer, seller, pays, chosen value or 0 = pending]
        self.rev_dec = "------"
        self.rev = -1
        self.rev_dead = False
        self.duel = ""  # "", "lead", "answer", "four", "done"
        self.forced = -1
        self.rp_count = 0
        self.hands: list[list[int]] = [[] for _ in range(6)]
        self.pile: list[int] = []
        self.ostate = "NNNNNN"
        self.finished: list[int] = []
        self.turn = -1
        self.lead_seat = -1
        self.top: list[int] = []
        self.owner = -1
        self.top_gouji = False
        self.top_att = False
        self.att_opp_passed = False
        self.top_bie = False
        self.passed = [False] * 6
        self.yielded = [False] * 6
        self.lw = False
        self.shao: list[list[int]] = []
        self.bie3: list[list[int]] = []  # [victim, beater, revealed]
        self.burners = [False] * 6
        self.places: list[int] = []
        self.obligations: list[JSON] = []
        self.scored = False
        self.tx: list[JSON] = []  # public tribute/buy transactions of this hand (display only)
        self._top_key: tuple[int, ...] = ()
        self._top_c: Combo | None = None
        self.compact = False  # search rollouts: fewer, sensible plays (see combos.compact)

    # ------------------------------------------------------------------ basics
    def total_cards(self) -> int:
        return 198 if self.opts["fours_removed"] == 8 else 206

    def active(self, s: int) -> bool:
        return s not in self.finished and not (s == self.rev and self.rev_dead)

    def gone_count(self) -> int:
        return len(self.finished) + (1 if self.rev >= 0 else 0)

    def chaos(self) -> bool:
        t = self.opts["chaos_after_gone"]
        return bool(t) and self.gone_count() >= t

    def has_head(self, p: int) -> bool:
        o = opp(p)
        if o in self.finished:
            return False
        if o == self.rev and self.duel in ("done", ""):
            return not self.chaos() and self.rp_count < 3
        return True

    def team_out(self, t: int) -> bool:
        return all(s in self.finished or s == self.rev for s in range(t, 6, 2))

    def is_over(self) -> bool:
        return self.phase == "over"

    def call_order(self) -> list[int]:
        order = [(self.leader0 + i) % 6 for i in range(6)]
        if self.phase == "mingdian":
            order = [s for s in order if self.calls[s] != "y"]
        return order

    def to_act(self) -> tuple[int, ...]:
        ph = self.phase
        if ph in ("yudian", "mingdian"):
            order = self.call_order()
            return (order[self.call_idx],) if self.call_idx < len(order) else ()
        if ph == "return":
            return tuple(sorted(r for r, _p, _n in self.ret_pending))
        if ph == "buy_opt":
            return tuple(s for s in range(6) if self.buy_opt[s] == "?")
        if ph == "buy_pay":
            return tuple(sorted(b for b, _s, pays, ch in self.buy_plan if pays and ch == 0))
        if ph == "revolution":
            return tuple(s for s in range(6) if self.rev_dec[s] == "?")
        if ph == "play":
            return (self.turn,)
        return ()

    # ------------------------------------------------------------------ plays
    def top_combo(self) -> Combo | None:
        if not self.top:
            return None
        key = tuple(self.top)
        if self._top_key != key:
            self._top_key = key
            self._top_c = from_values([VALUE[c] for c in self.top])
        return self._top_c

    def play_combos(self, seat: int) -> list[Combo]:
        """Every combination ``seat`` may play now (leading or beating), by rank counts."""
        hand = self.hands[seat]
        cnt = counts(hand)
        fours_all = self.opts["fours_all_at_once"]
        t = self.top_combo()
        out: list[Combo]
        if t is None:
            if self.duel == "lead":
                return [c for c in all_combos(cnt) if is_pure(c, self.opts["pure_twos_open"])]
            if self.forced == seat and cnt[4]:
                return four_combos(cnt[4], True)
            out = list(all_combos(cnt)) + four_combos(cnt[4], fours_all)
            if len(hand) == 1 and cnt[3] == 1:
                out.append((3, 1, 0, 0, 0))
        else:
            if self.duel == "answer":
                return [c for c in combos_of_size(cnt, size(t))
                        if is_pure(c, self.opts["pure_twos_open"]) and beats_kind(c, t, False, False)]
            m = size(t)
            sizes = {m}
            if self.opts["ershayi"] and t[4]:
                sizes.add(m + t[4])
            if self.opts["small_joker_ershayi"] and t[3]:
                sizes.add(m + t[3])
            out = []
            floor = min(vec(t))
            for sz in sorted(sizes):
                out.extend(c for c in combos_of_size(cnt, sz, floor) if self._beats(c, t))
            if t[0] == 3:
                out.extend(c for c in four_combos(cnt[4], fours_all) if size(c) == m)
            out = [c for c in out if self._follow_problem(seat, c, t) is None]
        if self.burners[seat] and (cnt[SJ] or cnt[BJ]):
            out = [c for c in out if c[0] in (3, 4) or c[3] or c[4]]
        return out

    def lead_candidates(self, seat: int) -> list[Combo]:
        """A short list of sensible leads (whole natural groups, singles, 4s, the 3, helpers, going
        out in one play) without enumerating every helper mix; for bots and search rollouts."""
        if self.duel == "lead" or self.forced == seat or self.burners[seat] or self.top:
            return self.play_combos(seat)
        hand = self.hands[seat]
        cnt = counts(hand)
        out: list[Combo] = []
        for r in range(5, 15):
            if cnt[r]:
                out.append((r, cnt[r], 0, 0, 0))
                if cnt[r] > 1:
                    out.append((r, 1, 0, 0, 0))
        out.extend(four_combos(cnt[4], self.opts["fours_all_at_once"]))
        if len(hand) == 1 and cnt[3] == 1:
            out.append((3, 1, 0, 0, 0))
        if cnt[TWO]:
            out.append((TWO, 0, cnt[TWO], 0, 0))
        if cnt[SJ] or cnt[BJ]:
            out.append((SJ if cnt[SJ] else BJ, 0, 0, cnt[SJ], cnt[BJ]))
        rest = [value(c) for c in hand if value(c) != 3]
        whole = from_values(rest) if rest else None
        if whole is not None and whole not in out and self.play_problem(seat, whole) is None:
            out.append(whole)
        return out or self.play_combos(seat)

    def _beats(self, c: Combo, t: Combo) -> str:
        return beats_kind(c, t, self.opts["ershayi"], self.opts["small_joker_ershayi"])

    def _follow_problem(self, seat: int, c: Combo, t: Combo) -> str | None:
        """A house-rule refusal code for beating the top play with ``c``, or None."""
        if not self.top_gouji or seat == opp(self.owner):
            return None
        if self._beats(c, t) == "ershayi":
            return None
        if seat % 2 == self.owner % 2:
            return None if self.opts["teammate_may_beat_gouji"] else "E_TEAM_GOUJI"
        if self.opts["shao_requires_opened"] and self.ostate[seat] not in "PO":
            return "E_SHAO_OPEN"
        return None

    def can_pass(self, seat: int) -> bool:
        return self.phase == "play" and seat == self.turn and bool(self.top)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        ph = self.phase
        if ph == "yudian":
            return [{"type": "skip"}, {"type": "yudian"}]
        if ph == "mingdian":
            return [{"type": "skip"}, {"type": "mingdian"}]
        if ph == "revolution":
            if not self.revolution_eligible(seat):
                return [{"type": "decline"}]
            return [{"type": "decline"}, {"type": "declare"}]
        if ph == "buy_opt":
            return [{"type": "buy"}, {"type": "skip"}]
        if ph == "buy_pay":
            return [{"type": "pay", "card": v} for v in self.pay_choices(seat)]
        if ph == "return":
            n = next(n for r, _p, n in self.ret_pending if r == seat)
            return [{"type": "return", "cards": ranks_list(vs)} for vs in _multisets(counts(self.hands[seat]), n)]
        if self.compact:
            from .bots import compact_combos
            leading = not self.top
            combos = self.lead_candidates(seat) if leading else self.play_combos(seat)
            combos = compact_combos(combos, leading)
        else:
            combos = self.play_combos(seat)
        acts: list[Action] = [{"type": "pass"}] if self.can_pass(seat) else []
        acts.extend({"type": "play", "cards": ranks_list(values_of(c))} for c in combos)
        return acts

    def pay_choices(self, seat: int) -> list[str]:
        cnt = counts(self.hands[seat])
        return [n for v, n in ((TWO, "2"), (SJ, "SJ"), (BJ, "BJ")) if cnt[v]]

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        if self.phase == "over":
            raise illegal("E_OVER")
        if seat not in self.to_act():
            if self.phase == "play" and isinstance(seat, int) and 0 <= seat < 6 and self.passed[seat]:
                raise illegal("E_PASSED")
            raise illegal("E_NOT_YOUR_TURN")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise illegal("E_ACTION")
        kind = action["type"]
        ph = self.phase
        ev: list[Event] = []
        if ph in ("yudian", "mingdian"):
            if kind not in ("skip", ph):
                raise illegal("E_PHASE", phase=PHASE_NAMES[ph]["zh-Hans"])
            self._call(seat, kind, ev)
        elif ph == "revolution":
            if kind not in ("declare", "decline"):
                raise illegal("E_PHASE", phase=PHASE_NAMES[ph]["zh-Hans"])
            self._revolution_decision(seat, kind == "declare", ev)
        elif ph == "buy_opt":
            if kind not in ("buy", "skip"):
                raise illegal("E_PHASE", phase=PHASE_NAMES[ph]["zh-Hans"])
            self.buy_opt = _set(self.buy_opt, seat, "y" if kind == "buy" else "n")
            if "?" not in self.buy_opt:
                self._buy(4, ev)
        elif ph == "buy_pay":
            if kind != "pay":
                raise illegal("E_PHASE", phase=PHASE_NAMES[ph]["zh-Hans"])
            choices = self.pay_choices(seat)
            card = action.get("card")
            if card not in choices:
                raise illegal("E_PAY", opts=" ".join(choices))
            for e in self.buy_plan:
                if e[0] == seat:
                    e[3] = parse_ranks([str(card)])[0]
            if not self.to_act():
                self._apply_buys(ev)
                self._after_buy(ev)
        elif ph == "return":
            if kind != "return":
                raise illegal("E_PHASE", phase=PHASE_NAMES[ph]["zh-Hans"])
            self._return(seat, action, ev)
        else:
            if kind == "pass":
                if not self.top:
                    raise illegal("E_MUST_LEAD")
                self._pass(seat, ev)
            elif kind == "play":
                combo, ids = self._check_play(seat, action)
                self._play(seat, combo, ids, ev)
            else:
                raise illegal("E_PHASE", phase=PHASE_NAMES[ph]["zh-Hans"])
        return ev

    # ------------------------------------------------------------------ calls and set-up
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
        try:
            vals = parse_ranks(action.get("cards") or [])
        except Exception as e:
            raise illegal("E_RETURN", n=entry[2]) from e
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

    def _buy(self, rank: int, ev: list[Event]) -> None:
        self.buy_rank = rank
        if rank == 4 and self.opts["buy_four_optional"] and self.phase != "buy_opt":
            lacking = [s for s in range(6) if counts(self.hands[s])[4] == 0]
            if lacking:
                self.buy_opt = "".join("?" if s in lacking else "-" for s in range(6))
                self.phase = "buy_opt"
                return
        self.buy_plan = self._buy_plan(rank)
        for e in self.buy_plan:
            if e[2]:
                # Every paying buyer holding a 2 or a joker chooses (§15.1), even with one kind: the
                # payment is public anyway, so the prompt reveals nothing more.
                if not self.pay_choices(e[0]):
                    e[3] = -1  # no 2 or joker: the highest card
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

        def sweep(cands: Any, pays: int) -> None:
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
        # Every seat answers (ineligible ones can only decline) so the prompt leaks nothing.
        if any(self.revolution_eligible(s) for s in range(6)):
            self.rev_dec = "??????"
            self.phase = "revolution"
        else:
            self.rev_dec = "------"
            self._ming_phase(ev)

    def _revolution_decision(self, seat: int, declare: bool, ev: list[Event]) -> None:
        if declare and not self.revolution_eligible(seat):
            raise illegal("E_REV")
        self.rev_dec = _set(self.rev_dec, seat, "y" if declare else "n")
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

    # ------------------------------------------------------------------ tricks
    def _new_trick(self, leader: int, ev: list[Event]) -> None:
        if not self.active(leader):
            leader = self._next_active(leader)
        self.top = []
        self.owner = -1
        self.top_gouji = self.top_att = self.att_opp_passed = self.top_bie = False
        self.passed = [False] * 6
        self.yielded = [False] * 6
        self.lw = False
        self.turn = leader
        self.lead_seat = leader
        ev.append(Event("lead", {"seat": leader}))

    def _next_active(self, s: int) -> int:
        for i in range(1, 7):
            t = (s + i) % 6
            if self.active(t):
                return t
        return s

    def _eligible(self, s: int) -> bool:
        return self.active(s) and s != self.owner and not self.passed[s]

    def _someone_after(self, actor: int) -> bool:
        s = actor
        for _ in range(6):
            s = (s + 1) % 6
            if s == self.owner:
                return False
            if self._eligible(s):
                return True
        return False

    def _advance(self, actor: int, ev: list[Event]) -> None:
        """Turn to the next eligible seat, else the opposite's last word (扣牌), else end the trick."""
        if self.duel == "answer":
            return
        s = actor
        for _ in range(6):
            s = (s + 1) % 6
            if s == self.owner:
                break
            if self._eligible(s):
                self.turn = s
                return
        p = opp(self.owner)
        if (not self.chaos() and self.opts["opposite_last_word"] and self.active(p) and self.passed[p]
                and not self.lw):
            self.lw = True
            self.passed[p] = False
            self.turn = p
            ev.append(Event("last_word", {"seat": p, "owner": self.owner}))
            return
        self._end_trick(ev)

    def _end_trick(self, ev: list[Event]) -> None:
        w = self.owner
        if self.top_att:
            self._open_pending(w, ev)
        ev.append(Event("trick_won", {"seat": w}))
        if self.active(w):
            leader = w
        elif w == self.rev:
            leader = opp(w) if self.active(opp(w)) else self._next_active(opp(w))
        elif self.opts["jiefeng"] == "teammate_first":
            mates = [t for t in ((w + 2) % 6, (w + 4) % 6) if self.active(t)]
            leader = mates[0] if mates else self._next_active(w)
        else:
            leader = self._next_active(w)
        self._new_trick(leader, ev)

    def _open_pending(self, s: int, ev: list[Event]) -> None:
        self.top_att = False
        if counts(self.hands[s])[4] == 0:
            self.ostate = _set(self.ostate, s, "O")  # nothing left to 发四 with (house rules only)
            ev.append(Event("opened", {"seat": s}))
        else:
            self.ostate = _set(self.ostate, s, "P")
            ev.append(Event("open_pending", {"seat": s}))

    def _pass(self, seat: int, ev: list[Event]) -> None:
        if self.duel == "answer":
            # R' lets the revolutionary's duel play stand: R opens and must lead its 4s.
            r = self.rev
            ev.append(Event("pass", {"seat": seat}))
            self._open_pending(r, ev)
            ev.append(Event("trick_won", {"seat": r}))
            if self.ostate[r] == "P":
                self.duel = "four"
                self.forced = r
                self._new_trick(r, ev)
            else:
                self.duel = "done"
                self.rev_dead = True
                self._new_trick(opp(r), ev)
            return
        self.passed[seat] = True
        label = "pass"
        if seat == opp(self.owner):
            if self.top_att:
                self.att_opp_passed = True
            if not self.chaos() and self.opts["opposite_last_word"]:
                if self.lw or not self._someone_after(seat):
                    self.lw = True
                    label = "pass" if not self.yielded[seat] else "final_pass"
                else:
                    self.yielded[seat] = True
                    label = "yield"
        ev.append(Event(label, {"seat": seat}))
        self._advance(seat, ev)

    def _check_play(self, seat: int, action: Action) -> tuple[Combo, list[int]]:
        raw = action.get("cards")
        if not raw:
            raise illegal("E_EMPTY")
        try:
            vals = parse_ranks(raw if isinstance(raw, (str, list)) else [])
        except Exception as e:
            raise illegal("E_ACTION") from e
        if not vals:
            raise illegal("E_EMPTY")
        hand = self.hands[seat]
        ids = pick_ids(hand, vals)
        if ids is None:
            raise illegal("E_NOT_HELD")
        combo = from_values(vals)
        if combo is None:
            raise illegal("E_MIXED")
        cnt = counts(hand)
        code = self.play_problem(seat, combo)
        if code is not None:
            t = self.top_combo()
            if code == "E_NOT_BEAT" and t is not None and combo[0] not in (3, 4):
                top = display_text(values_of(t))
                if t[3] or t[4]:
                    raise illegal("E_NOT_BEAT_JOKER", top=top)
                raise illegal("E_NOT_BEAT_RANK", top=top, core=display_text([t[0]]))
            raise illegal(code, n=cnt[4] if code == "E_FOUR_ALL" else (size(t) if t else 0))
        return combo, ids

    def play_problem(self, seat: int, combo: Combo) -> str | None:
        """Why ``seat`` may not play ``combo`` now (a refusal code), or None when it may."""
        hand = self.hands[seat]
        cnt = counts(hand)
        core = combo[0]
        helpers = combo[2] or combo[3] or combo[4]
        if core == 3:
            if size(combo) != 1:
                return "E_THREE_ALONE"
            if len(hand) != 1:
                return "E_THREE_LAST"
        if core == 4:
            if helpers:
                return "E_FOUR_HELPER"
            if self.opts["fours_all_at_once"] and combo[1] != cnt[4]:
                return "E_FOUR_ALL"
        if self.burners[seat] and (cnt[SJ] or cnt[BJ]) and core not in (3, 4) and not (combo[3] or combo[4]):
            return "E_BURN"
        pure = is_pure(combo, self.opts["pure_twos_open"])
        t = self.top_combo()
        if t is None:
            if self.duel == "lead" and not pure:
                return "E_DUEL_PURE"
            if self.forced == seat and cnt[4] and (core != 4 or combo[1] != cnt[4]):
                return "E_FORCED_FOUR"
            return None
        if self.duel == "answer" and not pure:
            return "E_DUEL_PURE"
        if core in (3, 4):
            if core == 4 and t[0] == 3 and size(combo) == size(t):
                return None
            return "E_NOT_BEAT"
        kind = self._beats(combo, t)
        if self.duel == "answer" and kind != "normal":
            kind = ""
        if not kind:
            m = size(t)
            ok_sizes = {m}
            if self.opts["ershayi"] and t[4]:
                ok_sizes.add(m + t[4])
            if self.opts["small_joker_ershayi"] and t[3]:
                ok_sizes.add(m + t[3])
            return "E_NOT_BEAT" if size(combo) in ok_sizes else "E_SIZE"
        return self._follow_problem(seat, combo, t)

    def _play(self, seat: int, combo: Combo, ids: list[int], ev: list[Event]) -> None:
        o = self.opts
        leading = not self.top
        prev = self.owner
        kind = ""
        if not leading:
            t = self.top_combo()
            assert t is not None
            kind = self._beats(combo, t) or "normal"
            if self.top_att:
                if seat == opp(prev):
                    ev.append(Event("attempt_failed", {"seat": prev, "by": seat}))
                elif self.att_opp_passed:
                    self._open_pending(prev, ev)
                else:
                    ev.append(Event("attempt_void", {"seat": prev, "by": seat}))
            if self.top_bie:
                self.bie3.append([prev, seat, 0])
                ev.append(Event("bie3", {"victim": prev, "by": seat}, frozenset()))
            if self.top_gouji and seat != opp(prev) and kind != "ershayi":
                tribute = seat % 2 != prev % 2
                if tribute:
                    self.shao.append([prev, seat])
                    self.burners[seat] = bool(o["strict_burn"])
                ev.append(Event("shao", {"from": prev, "to": seat, "tribute": tribute}))
        hand = self.hands[seat]
        for c in ids:
            hand.remove(c)
        self.pile.extend(ids)
        st = self.ostate[seat]
        if self.duel == "four" and seat == self.forced:
            self.ostate = _set(self.ostate, seat, "O")
            ev.append(Event("opened", {"seat": seat}))
        elif combo[0] == 4:
            if st == "N":
                self.ostate = _set(self.ostate, seat, "F")
                ev.append(Event("forfeited", {"seat": seat}))
            elif st == "P":
                self.ostate = _set(self.ostate, seat, "O")
                ev.append(Event("opened", {"seat": seat}))
        elif leading and st == "P":
            self.ostate = _set(self.ostate, seat, "N")
            ev.append(Event("open_lapsed", {"seat": seat}))
        chaos = self.chaos()
        gouji = is_gouji_shape(combo) and self.has_head(seat) and not chaos
        pure = is_pure(combo, o["pure_twos_open"])
        in_rev = self.rev >= 0 and seat in (self.rev, opp(self.rev))
        attempt = gouji and pure and self.ostate[seat] == "N" and not in_rev
        if gouji and self.rev >= 0 and seat == opp(self.rev) and self.duel == "done":
            self.rp_count += 1
        ev.append(Event("play", {"seat": seat, "cards": list(ids), "ranks": ranks_list(values_of(combo)),
                                 "gouji": gouji, "attempt": attempt, "kind": kind or "lead"}))
        self.top = list(ids)
        self.owner = seat
        self.top_gouji = gouji
        self.top_att = attempt
        self.att_opp_passed = False
        self.top_bie = len(hand) == 1 and value(hand[0]) == 3 and seat != self.rev
        self.lw = False
        self.yielded = [False] * 6
        if not hand:
            self._went_out(seat, ev)
            if self.phase == "over":
                return
        # Revolution duel steps.
        if self.duel == "lead":
            self.duel = "answer"
            self.turn = opp(seat)
            return
        if self.duel == "answer":
            self._open_pending(seat, ev)
            self.rev_dead = True
            ev.append(Event("trick_won", {"seat": seat}))
            self.duel = "four" if self.ostate[seat] == "P" else "done"
            self.forced = seat if self.duel == "four" else -1
            self._new_trick(seat, ev)
            return
        if self.duel == "four" and seat == self.forced:
            self.duel = "done"
            self.forced = -1
            if seat == self.rev:
                self.rev_dead = True
        if self.chaos():
            self.passed = [False] * 6
        elif gouji and o["opposite_last_word"]:
            self.passed[opp(seat)] = False  # E1
        self._advance(seat, ev)

    def _went_out(self, seat: int, ev: list[Event]) -> None:
        was_chaos = self.chaos()
        self.finished.append(seat)
        for rec in self.bie3:
            if rec[0] == seat and not rec[2]:
                rec[2] = 1
                ev.append(Event("bie3_revealed", {"victim": seat, "by": rec[1]}))
        ev.append(Event("out", {"seat": seat, "place": self._place_of_finisher(len(self.finished) - 1)}))
        if not was_chaos and self.chaos():
            ev.append(Event("chaos", {}))
        if self.team_out(0) or self.team_out(1):
            self._finish(ev)

    def _rev_place(self) -> int:
        f = self.finished
        r = self.rev
        return 3 if len(f) >= 2 and f[0] % 2 == r % 2 and f[1] % 2 == r % 2 else 4

    def _place_of_finisher(self, k: int) -> int:
        if self.rev < 0 or k < 2:
            return k + 1
        rp = self._rev_place()
        nums = [p for p in range(1, 7) if p != rp]
        return nums[k]

    def compute_places(self) -> list[int]:
        last = self.finished[-1] if self.finished else self.leader0
        rest = [s for s in range(6) if s not in self.finished and s != self.rev]
        rest.sort(key=lambda s: (len(self.hands[s]), (s - last - 1) % 6))
        seq = self.finished + rest
        places = [0] * 6
        nums = list(range(1, 7))
        if self.rev >= 0:
            rp = self._rev_place()
            places[self.rev] = rp
            nums.remove(rp)
        for s, p in zip(seq, nums, strict=False):
            places[s] = p
        return places

    def opened(self, s: int) -> bool:
        st = self.ostate[s]
        return st == "O" or (st == "P" and bool(self.opts["pending_open_counts"]))

    def compute_result(self) -> None:
        self.places = self.compute_places()
        self.obligations = scoring.hand_obligations(
            [self.opened(s) for s in range(6)], self.calls, self.places, self.bie3, self.shao, self.opts)

    def chuan_sanhu(self) -> bool:
        if not self.places:
            return False
        top3 = [s for s in range(6) if self.places[s] <= 3]
        return len({s % 2 for s in top3}) == 1

    def _finish(self, ev: list[Event]) -> None:
        for rec in self.bie3:
            if not rec[2]:
                rec[2] = 1
                ev.append(Event("bie3_revealed", {"victim": rec[0], "by": rec[1]}))
        self.phase = "over"
        self.turn = -1
        self.compute_result()
        cs = self.chuan_sanhu()
        self.scored = cs and (bool(self.opts["chuan_sanhu_resets_after_min"])
                              or self.hand_no < self.opts["min_hands"])
        pts = scoring.points(self.obligations)
        if self.scored:
            self.scores = [a + b for a, b in zip(self.scores, pts, strict=False)]
        ev.append(Event("hand_end", {"places": list(self.places), "obligations": list(self.obligations),
                                     "chuan_sanhu": cs, "scored": self.scored, "points": pts,
                                     "winner_team": self.winner_team()}))

    def winner_team(self) -> int:
        """The team that went out first (all three gone), or -1 while the hand runs."""
        if self.phase != "over":
            return -1
        return 0 if self.team_out(0) else 1

    # ------------------------------------------------------------------ results and series
    def returns(self) -> list[float]:
        w = self.winner_team()
        if w < 0:
            return [0.5] * 6
        return [1.0 if s % 2 == w else 0.0 for s in range(6)]

    def result(self) -> JSON:
        if self.phase != "over":
            return {"over": False}
        pts = scoring.points(self.obligations)
        return {
            "over": True, "hand": self.hand_no, "series": self.series_no,
            "places": list(self.places), "order": list(self.finished), "revolutionary": self.rev,
            "opened": [self.opened(s) for s in range(6)], "calls": list(self.calls),
            "winner_team": self.winner_team(), "obligations": [dict(o) for o in self.obligations],
            "tribute_net": scoring.net_cards(self.obligations),
            "points": pts, "chuan_sanhu": self.chuan_sanhu(), "scored": self.scored,
            "scores": list(self.scores),
            "scores_if_session_ends": list(self.scores) if self.scored
            else [a + b for a, b in zip(self.scores, pts, strict=False)],
            "may_end_session": self.hand_no >= self.opts["min_hands"] or self.scored,
        }

    def carry(self) -> JSON | None:
        if self.phase != "over":
            return None
        if self.scored:
            return {"hand": 1, "series": self.series_no + 1, "scores": list(self.scores),
                    "obligations": [], "daluo": None}
        daluo = self.places.index(6)
        return {"hand": self.hand_no + 1, "series": self.series_no, "scores": list(self.scores),
                "obligations": [dict(o) for o in self.obligations], "daluo": daluo}

    # ------------------------------------------------------------------ misc contract
    def timeout_action(self, seat: int) -> Action:
        ph = self.phase
        if ph == "return":
            n = next(n for r, _p, n in self.ret_pending if r == seat)
            vals = sorted(value(c) for c in self.hands[seat])[:n]
            return {"type": "return", "cards": ranks_list(vals)}
        if ph == "buy_pay":
            return {"type": "pay", "card": self.pay_choices(seat)[0]}
        if ph == "buy_opt":
            return {"type": "buy"}
        if ph == "play":
            if self.can_pass(seat):
                return {"type": "pass"}
            combos = self.play_combos(seat)
            natural = [c for c in combos if c[0] >= 5 and not (c[2] or c[3] or c[4])]
            pick = min(natural or combos, key=lambda c: (c[0] == 4 and self.ostate[seat] == "N",
                                                          c[0] if c[0] > 4 else 99, -size(c)))
            return {"type": "play", "cards": ranks_list(values_of(pick))}
        legal = self.legal_actions(seat)
        return legal[0]

    def clone(self) -> GoujiState:
        c = GoujiState.__new__(GoujiState)
        d = self.__dict__
        nd: dict[str, Any] = {}
        for k, v in d.items():
            if isinstance(v, list):
                nd[k] = [list(x) if isinstance(x, list) else (dict(x) if isinstance(x, dict) else x) for x in v]
            elif isinstance(v, dict):
                nd[k] = dict(v)
            else:
                nd[k] = v
        c.__dict__.update(nd)
        return c

    def check_invariants(self) -> None:
        total = self.total_cards()
        held = [c for h in self.hands for c in h] + self.pile
        assert len(held) == total, f"{len(held)} cards instead of {total}"
        assert len(set(held)) == total, "a card is in two places"
        assert set(held) == set(full_deck(self.opts["fours_removed"])), "cards outside the deck"
        for s in self.finished:
            assert not self.hands[s], f"seat {s} is out but holds cards"
        if self.phase in ("revolution", "mingdian"):
            for s in range(6):
                c = counts(self.hands[s])
                assert c[3] == 1, f"seat {s} holds {c[3]} threes after buying"
                if not self.opts["buy_four_optional"]:
                    assert c[4] >= 1, f"seat {s} holds no 4 after buying"
        assert all(st in "NPOF" for st in self.ostate) and len(self.ostate) == 6
        if self.phase == "play":
            assert self.active(self.turn), f"turn {self.turn} is not an active seat"
        if self.phase == "over":
            assert sorted(self.places) == [1, 2, 3, 4, 5, 6]
            assert sum(scoring.net_cards(self.obligations)) == 0

    # ------------------------------------------------------------------ views
    def view(self, seat: int | None) -> JSON:
        return build_view(self, seat)

    def notation(self) -> str:
        from .notation import state_to_text
        return state_to_text(self)


def _set(s: str, i: int, ch: str) -> str:
    return s[:i] + ch + s[i + 1:]


def _multisets(cnt: Sequence[int], n: int, lo: int = 3) -> list[list[int]]:
    """All rank multisets of size ``n`` from count vector ``cnt`` (values >= lo), ascending."""
    if n == 0:
        return [[]]
    out: list[list[int]] = []
    for v in range(lo, 18):
        if cnt[v]:
            c2 = list(cnt)
            c2[v] -= 1
            out.extend([v] + rest for rest in _multisets(c2, n - 1, v))
    return out


def build_view(st: GoujiState, seat: int | None) -> JSON:
    """What ``seat`` may know, assembled field by field (§14.2)."""
    thr = st.opts["report_threshold"]
    ret_public = [{"seat": r, "to": p, "n": n} for r, p, n in st.ret_pending]
    v: JSON = {
        "game": "gouji", "seat": seat, "phase": st.phase, "options": dict(st.opts),
        "hand_no": st.hand_no, "series_no": st.series_no, "scores": list(st.scores),
        "leader0": st.leader0, "to_act": list(st.to_act()), "call_idx": st.call_idx, "buy_rank": st.buy_rank,
        "calls": list(st.calls),
        "counts": [len(h) for h in st.hands] if st.phase != "yudian" else [0] * 6,
        "reported": [0 < len(h) <= thr for h in st.hands] if st.phase != "yudian" else [False] * 6,
        "incoming": [dict(o) for o in st.incoming],
        "transactions": [dict(t) for t in st.tx],
        "returns_pending": ret_public,
        "revolutionary": st.rev if st.phase not in ("revolution",) else -1,
        "rev_dead": st.rev_dead, "duel": st.duel, "forced": st.forced, "rp_count": st.rp_count,
        "open": [st.ostate[s] for s in range(6)],
        "finished": list(st.finished),
        "places_so_far": {str(s): st._place_of_finisher(i) for i, s in enumerate(st.finished)},
        "chaos": st.chaos(),
        "heads": [st.has_head(s) for s in range(6)],
        "turn": st.turn, "lead_seat": st.lead_seat,
        "top": list(st.top), "top_ranks": ranks_list(value(c) for c in st.top), "owner": st.owner,
        "top_gouji": st.top_gouji, "top_attempt": st.top_att, "attempt_opp_passed": st.att_opp_passed,
        "top_bie_candidate": st.top_bie and st.phase == "play",
        "passed": list(st.passed), "yielded": list(st.yielded), "last_word_used": st.lw,
        "pile": list(st.pile),
        "shao": [list(x) for x in st.shao],
        "bie3": [[a, b] for a, b, rev in st.bie3 if rev],
        "burners": list(st.burners),
        "redeals": st.redeals,
    }
    if st.phase == "revolution":
        v["rev_decisions"] = {str(seat): st.rev_dec[seat]} if seat is not None else {}
    if st.phase == "buy_pay" and seat is not None:
        v["pay_choices"] = st.pay_choices(seat) if seat in st.to_act() else []
    if st.phase == "over":
        v["result"] = st.result()
    if seat is not None and st.phase != "yudian":
        v["hand"] = sorted(st.hands[seat], key=lambda c: (value(c), c))
        v["hand_ranks"] = ranks_list(value(c) for c in st.hands[seat])
        v["legal"] = st.legal_actions(seat) if seat in st.to_act() and st.phase != "play" else []
        v["can_pass"] = st.can_pass(seat)
        v["revolution_eligible"] = st.phase == "revolution" and st.revolution_eligible(seat)
    return v


__all__ = ["GoujiState", "IllegalAction", "build_view", "opp"]
