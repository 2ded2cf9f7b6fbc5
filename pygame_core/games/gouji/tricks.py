"""The 够级 play: which plays a seat may make, tricks, opening, 捎, 憋3, the duel and places (§6-§12).

``Tricks`` is the play layer of the hand (``rules.GoujiState``): every check reads the combination
table of ``combos.py``, so move generation (``play_combos``) and the rule check (``play_problem``)
cannot disagree (a test compares them on every sub-multiset of small hands).
"""

from __future__ import annotations

from ...core.game import Action, Event
from . import scoring
from .cards import BJ, SJ, counts, display_text, parse_ranks, pick_ids, ranks_list, value
from .combos import (
    Combo,
    all_combos,
    beats_kind,
    combos_of_size,
    four_combos,
    from_values,
    is_gouji_shape,
    is_pure,
    size,
    values_of,
    vec,
)
from .position import Position, opp, set_char
from .texts import illegal


class Tricks(Position):
    """Plays, passes and tricks of the ``play`` phase, and the end of the hand."""

    # ------------------------------------------------------------------ plays
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
            out = []
            floor = min(vec(t))
            for sz in sorted(self.answer_sizes(t)):
                out.extend(c for c in combos_of_size(cnt, sz, floor) if self._beats(c, t))
            if t[0] == 3:
                out.extend(c for c in four_combos(cnt[4], fours_all) if size(c) == m)
            out = [c for c in out if self._follow_problem(seat, c, t) is None]
        if self.burners[seat] and (cnt[SJ] or cnt[BJ]):
            out = [c for c in out if c[0] in (3, 4) or c[3] or c[4]]
        return out

    def answer_sizes(self, t: Combo) -> set[int]:
        """How many cards a play beating ``t`` may have: as many, or one more per joker of ``t`` that
        二杀一 kills (big jokers; small ones too with ``small_joker_ershayi``)."""
        m = size(t)
        sizes = {m}
        if self.opts["ershayi"] and t[4]:
            sizes.add(m + t[4])
        if self.opts["small_joker_ershayi"] and t[3]:
            sizes.add(m + t[3])
        return sizes

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
            self.ostate = set_char(self.ostate, s, "O")  # nothing left to 发四 with (house rules only)
            ev.append(Event("opened", {"seat": s}))
        else:
            self.ostate = set_char(self.ostate, s, "P")
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

    def _play_action(self, seat: int, action: Action, ev: list[Event]) -> None:
        combo, ids = self._check_play(seat, action["cards"])
        self._play(seat, combo, ids, ev)

    def _pass_action(self, seat: int, ev: list[Event]) -> None:
        if not self.top:
            raise illegal("E_MUST_LEAD")
        self._pass(seat, ev)

    def _check_play(self, seat: int, cards: list[str]) -> tuple[Combo, list[int]]:
        vals = parse_ranks(cards)  # the schema let only rank names through
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
            if code == "E_SIZE" and t is not None and len(self.answer_sizes(t)) == 1:  # no 二杀一 here:
                raise illegal(code, "E_SIZE_PLAIN", n=size(t))  # its note is noise (play-test 7)
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
            return "E_NOT_BEAT" if size(combo) in self.answer_sizes(t) else "E_SIZE"
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
            self.ostate = set_char(self.ostate, seat, "O")
            ev.append(Event("opened", {"seat": seat}))
        elif combo[0] == 4:
            if st == "N":
                self.ostate = set_char(self.ostate, seat, "F")
                ev.append(Event("forfeited", {"seat": seat}))
            elif st == "P":
                self.ostate = set_char(self.ostate, seat, "O")
                ev.append(Event("opened", {"seat": seat}))
        elif leading and st == "P":
            self.ostate = set_char(self.ostate, seat, "N")
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
