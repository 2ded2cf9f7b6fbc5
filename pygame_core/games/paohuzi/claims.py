"""Claims on an offered card (paohuzi.md §7.4-§7.6): 胡, the forced 跑, 碰 and 吃 with its 比.

``CLAIM_STEPS`` is the priority order of §7.4 as one table: which seats each step looks at, whether
the seat is asked or the engine acts, and what declining marks on the seat. Working out who is asked
(``_compute_claim``), resolving the answers (``_resolve_claim``), the order of a seat's options and
the UI's labels all read it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...core.game import Action
from ...core.i18n import Text, tx
from .cards import CODES, NKINDS, kind_of, other
from .state import Claim, Meld, Offer, Player, nxt
from .winning import CHOU_WEI, EQS, JIAO, PAO, PENG, SEQ, WEI, Group
from .wins import Wins, source_of


def _with_drawer(src: int, draw: bool) -> tuple[int, ...]:
    """Everyone in turn order from the drawer; a discarder never takes his own discard."""
    return (src, nxt(src), nxt(nxt(src))) if draw else (nxt(src), nxt(nxt(src)))


@dataclass(frozen=True)
class ClaimStep:
    """One step of §7.4; the first step that takes the card ends the claim."""

    kind: str                                      # the action kind ("pao" is never an action)
    seats: Callable[[int, bool], tuple[int, ...]]  # (offer source, drawn?) -> seats, in priority order
    asked: bool                                    # the seat chooses; False: the engine does it
    passed: str | None                             # the Player set a declined offer adds the kind to
    label: Text


CLAIM_STEPS: tuple[ClaimStep, ...] = (
    ClaimStep("hu", _with_drawer, True, None, tx("胡", "胡", "Hu (win)")),
    ClaimStep("pao", _with_drawer, False, None, tx("跑", "跑", "Pao")),
    ClaimStep("peng", lambda src, draw: (nxt(src), nxt(nxt(src))), True, "passed_peng", tx("碰", "碰", "Peng")),
    ClaimStep("chi", lambda src, draw: (src, nxt(src)) if draw else (nxt(src),), True, "passed_chi",
              tx("吃", "吃", "Chi")),
)
STEP = {s.kind: s for s in CLAIM_STEPS}
PASS_LABEL = tx("过", "過", "Pass")
# A seat's answers in the order they are listed (and shown): by priority, then 过.
ANSWERS: tuple[str, ...] = tuple(s.kind for s in CLAIM_STEPS if s.asked) + ("pass",)
ANSWER_LABELS: dict[str, Text] = {**{s.kind: s.label for s in CLAIM_STEPS if s.asked}, "pass": PASS_LABEL}


# ---------------------------------------------------------------------------------------------
# 吃 and 比 (§7.6)

def chi_type(kinds: list[int]) -> int:
    """The group type of three sorted kinds taken by a 吃."""
    if kinds[0] == kinds[1] or kinds[1] == kinds[2]:
        return JIAO
    if kinds[1] - kinds[0] == 1:
        return SEQ
    return EQS


def chi_action(groups: list[Group]) -> Action:
    """The action for a chi: the pattern first, then the 比 groups ordered by their kinds."""
    bi = sorted(list(g[1:]) for g in groups[1:])
    return {"a": "chi", "groups": [[CODES[k] for k in g] for g in [list(groups[0][1:])] + bi]}


def canonical(action: Action) -> Action:
    """A well-formed action in the form ``legal_actions`` lists it (a chi's groups sorted)."""
    if action["a"] != "chi":
        return dict(action)
    norm = [[CODES[k] for k in sorted(CODES.index(c) for c in g)] for g in action["groups"]]
    return {"a": "chi", "groups": [norm[0]] + sorted(norm[1:], key=lambda g: [CODES.index(c) for c in g])}


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
    for g in _chi_templates(k):
        comp = list(g[1:])
        comp.remove(k)
        if all(counts[j] >= comp.count(j) for j in set(comp)):
            for j in comp:
                counts[j] -= 1
            for b in _bis(counts, k, ()):
                out.add((g, b))
            for j in comp:
                counts[j] += 1
    return sorted(out)


def _bis(counts: list[int], k: int, acc: tuple[Group, ...]) -> list[tuple[Group, ...]]:
    """Every set of 比 groups using up the free copies of ``k`` left in ``counts`` (a module
    function, not a closure: a recursive closure is a reference cycle, garbage only the collector frees)."""
    if counts[k] == 0:
        return [tuple(sorted(acc))]
    res: list[tuple[Group, ...]] = []
    for g in _chi_templates(k):
        need = list(g[1:])
        if all(counts[j] >= need.count(j) for j in set(need)):
            for j in need:
                counts[j] -= 1
            res.extend(_bis(counts, k, acc + (g,)))
            for j in need:
                counts[j] += 1
    return res


# ---------------------------------------------------------------------------------------------
# The claim on one offer

class Claims(Wins):
    """Who may take the offered card, and what happens once every asked seat has answered."""

    def claim(self) -> Claim:
        if self._claim is None:
            self._claim = self._compute_claim()
        return self._claim

    def _compute_claim(self) -> Claim:
        off = self.offer
        assert off is not None
        k = kind_of(off.card)
        S = off.src
        can_hu = {s for s in STEP["hu"].seats(S, off.draw) if self._can_win(s, k, source_of(s, off))}
        auto = frozenset(s for s in can_hu if self.players[s].locked and self.opts["locked_auto_hu"])
        offered: dict[str, dict[int, list[Action]]] = {"hu": {s: [{"a": "hu"}] for s in can_hu - auto}}
        pao = None
        if off.draw or self.pile:   # the last discard of the hand may only be won on
            pao = next((s for s in STEP["pao"].seats(S, off.draw) if self._pao_ok(s, off)), None)
            # 碰 and 吃 are offered from the seat's own cards even when a forced 跑 will take the
            # card (it outranks them when the window closes): options must not tell of others' 坎.
            offered["peng"] = {s: [{"a": "peng"}] for s in STEP["peng"].seats(S, off.draw) if self._peng_ok(s, k)}
            offered["chi"] = {s: acts for s in STEP["chi"].seats(S, off.draw) if (acts := self._chi_list(s, k))}
        # Every seat the rules could ask is asked, with 过 alone when it has no option: who is
        # asked, and whether the window opens, must not tell what the hidden hands hold (rules.md).
        asks: dict[int, list[Action]] = {}
        for s in sorted(self._claim_seats(off)):
            asks[s] = [a for kind in ANSWERS[:-1] for a in offered.get(kind, {}).get(s, [])] + [{"a": "pass"}]
        return Claim(asks, offered, auto, pao)

    def _claim_seats(self, off: Offer) -> set[int]:
        """The seats a claim window waits for, from public facts only: everyone who may take the
        card by the table of §7.4, except a dead seat and a locked one whose wins are automatic."""
        out = set()
        for s in STEP["hu"].seats(off.src, off.draw):
            p = self.players[s]
            if not p.dead and not (p.locked and self.opts["locked_auto_hu"]):
                out.add(s)
        return out

    def _pao_ok(self, s: int, off: Offer) -> bool:
        """A forced 跑 (§7.4 step 2): a 坎 or 偎 of another's card, or a 碰 of a drawn card."""
        p = self.players[s]
        k = kind_of(off.card)
        if p.locked or p.dead:
            return False
        if s != off.src and (k in p.kans or any(m.type in (WEI, CHOU_WEI) and kind_of(m.cards[0]) == k
                                                for m in p.melds)):
            return True
        return off.draw and any(m.type == PENG and kind_of(m.cards[0]) == k for m in p.melds)

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

    def moot(self, seat: int) -> bool:
        """Whether the answers given already take the card whatever ``seat``, still to answer, says:
        each of its options loses to one of them by §7.4 (the drawer's 胡, a 胡 over 碰/吃, a 碰 over
        吃, the drawer's 吃 over the next seat's), or every other seat has answered without a 胡 and
        a forced 跑 takes the card. The table then answers its 过 for it, as the apps, which ask the
        higher claim first, never show that seat its 吃 (play-test 18: 吃 pressed, then 被碰; play-test
        29: 吃 picked, then 被跑). A hidden 跑 counts only once nothing but it can follow: it shows
        the moment the window closes (rules.md Flow 1, 3)."""
        off = self.offer
        if self.phase != "claim" or off is None or seat in self.answers:
            return False
        c = self.claim()
        said = {s: a["a"] for s, a in self.answers.items()} | {s: "hu" for s in c.auto_hu}
        order = STEP["hu"].seats(off.src, off.draw)
        winners = [s for s in order if said.get(s) == "hu"]
        chis = STEP["chi"].seats(off.src, off.draw)

        def loses(kind: str) -> bool:
            if kind == "hu":   # the drawer's own 胡 is its alone; without 一炮多响 the first 胡 only
                return bool(winners) and (off.draw and winners[0] == off.src or not self.opts["multi_win"]
                                          and order.index(winners[0]) < order.index(seat))
            if winners or kind == "peng":   # (a 碰 loses only to a 胡: one seat alone can hold the pair)
                return bool(winners)
            return "peng" in said.values() or any(said.get(s) == "chi" for s in chis[:chis.index(seat)])

        kinds = {a["a"] for a in c.asks.get(seat, [])} - {"pass"}
        if c.pao is not None and c.pao != seat and not winners and "hu" not in kinds \
                and all(s in said for s in c.asks if s != seat):
            return bool(kinds)   # the 跑 takes the card whatever this seat says
        return bool(kinds) and all(loses(k) for k in kinds)

    def _open_claim(self) -> None:
        self.phase = "claim"
        self.answers = {}
        self._claim = None
        off = self.offer
        assert off is not None
        c = self.claim()
        if (off.draw and off.src in c.auto_hu) or not c.asks:
            self._resolve_claim()

    def _resolve_claim(self) -> None:
        """Every asked seat has answered: the first step of ``CLAIM_STEPS`` that takes the card."""
        off = self.offer
        assert off is not None
        c = self.claim()
        answers, self.answers = self.answers, {}
        hu = {s for s, a in answers.items() if a["a"] == "hu"} | c.auto_hu
        winners = [s for s in STEP["hu"].seats(off.src, off.draw) if s in hu]
        if winners:
            # The drawer's own win is exclusive; otherwise everyone who said 胡 (一炮多响) or the first.
            if off.draw and winners[0] == off.src or not self.opts["multi_win"]:
                winners = winners[:1]
            self._win_claim(winners)
            return
        self._claim = None
        self.offer = None
        if c.pao is not None:
            self._do_pao(c.pao, off)
            return
        k = kind_of(off.card)
        for step in CLAIM_STEPS:
            if not step.asked or step.kind not in c.offered or step.kind == "hu":
                continue
            for s in step.seats(off.src, off.draw):
                if s not in c.offered[step.kind]:
                    continue
                a = answers.get(s)
                if a is not None and a["a"] == step.kind:
                    (self._do_peng if step.kind == "peng" else self._do_chi)(s, off, a)
                    return
                if step.passed is not None:
                    getattr(self.players[s], step.passed).add(k)
        self.players[off.src].river.append(off.card)
        self._emit("river", {"seat": off.src, "card": CODES[k]})
        if not off.draw and not self.pile:
            self._end()
            return
        self._card_done(off.src)

    def _do_pao(self, s: int, off: Offer) -> None:
        y = self.players[s]
        k = kind_of(off.card)
        if k in y.kans:
            cards = y.kans.pop(k) + [off.card]
        else:
            m = next(m for m in y.melds if kind_of(m.cards[0]) == k and m.type in (WEI, CHOU_WEI, PENG))
            y.melds.remove(m)
            cards = m.cards + [off.card]
        y.melds.append(Meld(PAO, cards, off.src))
        self._claimed(s, "pao", off)

    def _do_peng(self, s: int, off: Offer, a: Action) -> None:
        y = self.players[s]
        k = kind_of(off.card)
        y.melds.append(Meld(PENG, y.take(k, 2) + [off.card], off.src))
        self._claimed(s, "peng", off)

    def _do_chi(self, s: int, off: Offer, a: Action) -> None:
        y = self.players[s]
        k = kind_of(off.card)
        first = True
        for g in ([CODES.index(c) for c in g] for g in a["groups"]):
            ks = list(g)
            ids: list[int] = []
            if first:
                ks.remove(k)
                ids.append(off.card)
                first = False
            for j in ks:
                ids.extend(y.take(j, 1))
            y.melds.append(Meld(chi_type(sorted(g)), ids, off.src))
        self._claimed(s, "chi", off, groups=a["groups"])

    def _claimed(self, s: int, kind: str, off: Offer, **more: Any) -> None:
        """Seat ``s`` took the offered card into melds (§7.4, after a claim): tell, then §7.7."""
        self.players[s].untouched = False
        self._emit(kind, {"seat": s, "card": CODES[kind_of(off.card)], "from": off.src, **more})
        self._obligation(s)
