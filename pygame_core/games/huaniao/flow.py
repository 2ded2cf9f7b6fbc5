"""What happens in a song (rules §5-§12): the deal, the turn flow, the effects of each operation and
dance, the sub-decisions, limit discards, 孤雁 guesses, the end of the song and the showdown.

``Flow`` applies well-formed, checked decisions only; the checks (§16.3), the legal moves and the
action entry point are in ``rules.py``, the fields in ``song.py``.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping
from typing import Any, Self

from ...core.game import JSON, Action, Event
from ...core.rng import SplitMix64, shuffled_deck
from . import scoring, texts
from .cards import FACE, KIND, NUMBER_FACES, card_json, note
from .ops import DANCES, generate, verse_start
from .song import SEASONS, Phrase, Song


class Flow(Song):
    """The state machine of §6 over the fields of a song."""

    @classmethod
    def deal(cls, options: Mapping[str, Any], seed: int, first: int, window: list[bool] | None = None) -> Self:
        """A new song: the deck shuffled from ``seed``, dealt from ``first``, whose turn it is."""
        st = cls.blank(options, seed, first, window)
        deck, rng = shuffled_deck(seed, st.n_cards)
        st.rng_state = rng.state
        ds = int(st.opts["deal_size"])
        for k in range(4 * ds):
            st.hands[(first + k) % 4].append(deck[k])
        for h in st.hands:
            h.sort()
        st.pile = deck[4 * ds:]
        ev = [Event("dealt", {"first": first, "pile": len(st.pile), "counts": [len(h) for h in st.hands]})]
        for s in range(4):
            ev.append(Event("hand", {"seat": s, "cards": list(st.hands[s])}, frozenset({s}), None))
        st._begin_turn(ev)
        st.last_events = ev
        return st

    # ------------------------------------------------------------------ small moves

    def _rand(self, n: int) -> int:
        rng = SplitMix64(self.rng_state)
        k = rng.uniform(n)
        self.rng_state = rng.state
        return k

    def _change_limit(self, s: int, d: int, ev: list[Event]) -> None:
        if not self.opts["dynamic_hand_limit"]:
            return
        self.limits[s] = max(5, min(14, self.limits[s] + d))
        ev.append(Event("limit", {"seat": s, "limit": self.limits[s]}))

    def _draw(self, s: int, ev: list[Event], why: str = "draw") -> bool:
        if not self.pile:
            return False
        c = self.pile.pop(0)
        bisect.insort(self.hands[s], c)
        self.exposed = True
        ev.append(Event("draw", {"seat": s, "card": card_json(c), "why": why}, frozenset({s}),
                        {"seat": s, "why": why}))
        return True

    def _move(self, c: int, frm: int, to: int, kind: str, ev: list[Event]) -> None:
        self.hands[frm].remove(c)
        bisect.insort(self.hands[to], c)
        self.exposed = True
        ev.append(Event(kind, {"from": frm, "to": to, "card": card_json(c)}, frozenset({frm, to}),
                        {"from": frm, "to": to}))

    def _out(self, p: int, ev: list[Event]) -> bool:
        """The player has gone out if the hand is empty: the song ends at once (§11)."""
        if self.hands[p]:
            return False
        self.went_out = p
        ev.append(Event("out", {"seat": p}))
        self._song_end(ev, "out")
        return True

    # ------------------------------------------------------------------ turn flow (§6.1)

    def _begin_turn(self, ev: list[Event]) -> None:
        p = self.active
        season = self.season()
        ev.append(Event("turn", {"seat": p, "turn": self.turn, "season": season}))
        if season is not None and self.turn % 4 == 0:
            ev.append(Event("season", {"season": season, "line": texts.SEASON_LINES[SEASONS.index(season)]}))
        self.extra_ops = 0
        self.spring_used = self.exposed = self.main_done = False
        self.peek = self.daycard = self.snapshot = None
        if self.skips[p] > 0:
            self.skips[p] -= 1
            self.ban_pending[p] = False
            self.banned_now = False
            ev.append(Event("skip", {"seat": p, "skips": self.skips[p]}))
            self._turn_end(ev)
            return
        self.banned_now = self.ban_pending[p]
        self.ban_pending[p] = False
        self.phase = "main"
        if self.undo_left[p]:
            self.take_snapshot()

    def _after_op(self, ev: list[Event]) -> None:
        """After an operation and its sub-decisions: extra operations, commit window or turn end."""
        if self.extra_ops > 0 and self.gen_ops(True):
            self.phase = "extra"
            ev.append(Event("extra", {"seat": self.active, "left": self.extra_ops}))
            return
        self.extra_ops = 0
        self._to_commit(ev)

    def gen_ops(self, extra: bool) -> list[Action]:
        """The legal operations of the active player (§16.4), from the operations table."""
        return generate(self.by_face(self.active), self.ctx(extra))

    def _to_commit(self, ev: list[Event]) -> None:
        if self.opts["undo_window_s"] > 0 and self.window[self.active]:
            self.phase = "commit"
            return
        self._turn_end(ev)

    def _turn_end(self, ev: list[Event]) -> None:
        self.snapshot = None
        self.peek = None
        owed: dict[int, int] = {}
        if self.opts["dynamic_hand_limit"]:
            for s in self.order(self.active):
                lim = self.eff_limit(s)
                assert lim is not None
                if len(self.hands[s]) > lim:
                    owed[s] = len(self.hands[s]) - lim
        if owed:
            self.phase = "discard"
            self.discards = owed
            return
        self._turn_end_goose(ev, True)

    def _turn_end_goose(self, ev: list[Event], rearm: bool) -> None:
        if self.opts["lone_goose"]:
            if rearm:
                for s in range(4):
                    if len(self.hands[s]) != 1:
                        self.armed[s] = True
            g = next((s for s in self.order(self.active) if self.armed[s] and len(self.hands[s]) == 1), None)
            if g is not None:
                self.phase = "guess"
                self.guess_target = g
                self.guesses = {}
                ev.append(Event("goose", {"seat": g, "text": "孤雁！"}))
                return
        if not self.pile:
            self._song_end(ev, "pile")
            return
        self.turn += 1
        if self.turn >= self.opts["turn_cap"]:
            self.turn -= 1
            self._song_end(ev, "cap")
            return
        self.active = (self.active + 1) % 4
        self._begin_turn(ev)

    # ------------------------------------------------------------------ song end (§12)

    def _song_end(self, ev: list[Event], reason: str) -> None:
        self.end_reason = reason
        self.snapshot = None
        self.peek = None
        ev.append(Event("song_end", {"reason": reason, "poem": texts.POEM,
                                     "hands": [[card_json(c) for c in h] for h in self.hands]}))
        if self.went_out is not None:
            self._finish(self.went_out, "out", ev)
            return
        how, tied = scoring.rank_hands(self.hands)
        if how != "tied":
            self._finish(tied[0], how, ev)
            return
        entrants = [0, 1, 2, 3] if self.opts["showdown_scope"] == "all" else tied
        order = [s for s in self.order(self.first) if s in entrants]
        self.showdown = {"entrants": sorted(entrants), "order": order, "round": 1,
                         "cum": {s: 0 for s in entrants}, "called": [], "rounds": [], "tied": list(order)}
        self.phase = "showdown"
        ev.append(Event("showdown", {"entrants": sorted(entrants), "call": texts.SHOWDOWN_CALL_1}))

    def _showdown_round(self, ev: list[Event]) -> None:
        """Every entrant has called: deal four cards each from a fresh deck and score (§12.3)."""
        sd = self.showdown
        assert sd is not None
        deck = list(range(self.n_cards))
        rng = SplitMix64(self.rng_state)
        rng.shuffle(deck)
        self.rng_state = rng.state
        order: list[int] = sd["order"]
        hands: dict[int, list[int]] = {s: [] for s in order}
        for k in range(4 * len(order)):
            hands[order[k % len(order)]].append(deck[k])
        self._showdown_settle(hands, ev)

    def _showdown_settle(self, hands: dict[int, list[int]], ev: list[Event]) -> None:
        """Score one showdown round from the entrants' 4-card hands (§12.3)."""
        sd = self.showdown
        assert sd is not None
        order: list[int] = sd["order"]
        rnd = sd["round"]
        call = texts.SHOWDOWN_CALL_1 if rnd == 1 else texts.SHOWDOWN_CALL
        pri, tied, winner = scoring.settle_round(sd["entrants"], order, rnd, hands, sd["cum"])
        sd["tied"] = tied
        sd["rounds"].append({"call": call, "hands": {s: list(hands[s]) for s in order}, "priority": pri})
        ev.append(Event("showdown_round", {"round": rnd, "call": call,
                                           "hands": {str(s): [card_json(c) for c in hands[s]] for s in order},
                                           "priority": {str(s): pri[s] for s in order},
                                           "cum": {str(s): sd["cum"][s] for s in order}}))
        if winner is not None:
            self._finish(winner, "showdown", ev)
            return
        if rnd >= self.opts["showdown_round_cap"]:
            tied.sort()
            self._finish(tied[self._rand(len(tied))], "lot", ev)
            return
        sd["round"] = rnd + 1
        sd["called"] = []

    def _finish(self, winner: int, how: str, ev: list[Event]) -> None:
        self.winner = winner
        self.how = how
        self.phase = "over"
        ev.append(Event("winner", {"seat": winner, "how": how, "text": "一曲獨勝"}))

    # ------------------------------------------------------------------ operations (§7, §8)

    def _phrase(self, p: int, op: str, kind: str | None, cards: list[int], up: list[bool],
                ev: list[Event]) -> bool:
        """Move a phrase to the pool; True if the hand is now empty (the player has gone out)."""
        if self.opts["lighting"] != "night":
            up = [True] * len(cards)
        for c in cards:
            self.hands[p].remove(c)
        self.pool.append(Phrase(p, op, kind, tuple(cards), tuple(up), self.tune, self.turn))
        data: JSON = {"seat": p, "op": op, "kind": kind, "cards": [card_json(c) for c in cards]}
        if kind is not None:
            data["call"] = "舞，" + DANCES[kind].name["zh-Hant"]
        if all(up):
            ev.append(Event("play", data))
        else:
            pub = dict(data)
            pub["cards"] = [card_json(c) if u else None for c, u in zip(cards, up, strict=True)]
            ev.append(Event("play", data, frozenset({p}), pub))
        if self._out(p, ev):
            return True
        if self.season() == "spring" and not self.spring_used and any(FACE[c] == "H" for c in cards):
            self.spring_used = True
            self.extra_ops += 1
        return False

    def _set_tune(self, t: int | None) -> None:
        self.tune = t
        self.pool[-1] = self.pool[-1]._replace(tune=t)

    def do_op(self, p: int, op: str, kind: str | None, cards: list[int], extra: bool, ev: list[Event]) -> None:
        if op == "qi":
            drawn = self.pile[0]
            self._draw(p, ev, "qi")
            # 順手 is offered after every main 棲 in daylight, playable or not: stopping only when the
            # drawn card fits would tell every seat so (issue 10); an unplayable card can only be kept.
            if not extra and self.opts["lighting"] == "day":
                self.daycard = drawn
                self.phase = "day_play"
                return
            self._after_op(ev)
            return
        if op == "ge":
            if self._phrase(p, "ge", None, cards, [True], ev):
                return
            self._set_tune(int(FACE[cards[0]]))
        elif op == "ming":
            up = [True] if len(cards) == 1 else [False] + [True] * (len(cards) - 1)
            if self._phrase(p, "ming", None, cards, up, ev):
                return
            self._set_tune(int(FACE[cards[1]]) if len(cards) > 1 else 0)
        elif op == "song":
            start = verse_start([FACE[c] for c in cards])
            assert start is not None
            ordered = sorted(cards, key=lambda c: ((note(c, self.fb) or 0) - start) % 5)
            if self._phrase(p, "song", None, ordered, [False, False, True], ev):
                return
            self._set_tune((start + 2) % 5)
        else:
            assert kind is not None
            single = DANCES[kind].single
            if self._phrase(p, "wu", kind, cards, [single] * len(cards), ev):
                return
            if not single:
                self._set_tune(None)
            self._dance(p, kind, ev)
            return
        self._after_op(ev)

    def _dance(self, p: int, kind: str, ev: list[Event]) -> None:
        """The effect of a dance (§8) once its cards are in the pool."""
        others = self.order(p)[1:]
        if kind in ("wind", "liangfeng"):
            self.gift_kind = kind
            self.phase = "gift"
            return
        if kind == "moon":
            self.phase = "target"
            return
        if kind == "huaniao":
            self._change_limit(p, 1, ev)
            self.passes = {}
            self.phase = "pass"
            return
        if kind == "flower":
            self.extra_ops += 2
        elif kind == "tianxia":
            for s in others:
                self._draw(s, ev, "combo")
            self._change_limit(p, -2, ev)
            self.ban_pending[p] = True
            ev.append(Event("ban", {"seat": p}))
        elif kind == "queyu":
            for s in self.order(p):
                for _ in range(3):
                    self._draw(s, ev, "combo")
            for s in range(4):
                self._change_limit(s, -1, ev)
        elif kind == "fenghua":
            for s in others:
                for _ in range(2):
                    self._draw(s, ev, "combo")
        elif kind == "wanzi":
            for s in range(4):
                self._change_limit(s, 1, ev)
            self.extra_ops += 1
        self._after_op(ev)

    # ------------------------------------------------------------------ sub-decisions

    def do_gift(self, to_cards: dict[int, list[int]], ev: list[Event]) -> None:
        p = self.active
        self.gift_kind = None
        for t in self.order(p)[1:]:
            for c in to_cards.get(t, []):
                self._move(c, p, t, "give", ev)
                if self._out(p, ev):
                    return
        self._after_op(ev)

    def do_target(self, t: int, ev: list[Event]) -> None:
        p = self.active
        self.skips[t] += 1
        ev.append(Event("skip_added", {"seat": t, "skips": self.skips[t], "by": p}))
        if self.opts["lighting"] == "night":
            self.exposed = True
            self.peek = {"seat": p, "target": t, "cards": list(self.hands[t])}
            ev.append(Event("peek", {"seat": p, "target": t, "cards": [card_json(c) for c in self.hands[t]]},
                            frozenset({p}), {"seat": p, "target": t}))
        self._after_op(ev)

    def do_pass(self, seat: int, card: int, ev: list[Event]) -> None:
        self.passes[seat] = card
        ev.append(Event("passed", {"seat": seat}))
        if len(self.passes) < 4:
            return
        passes = self.passes
        self.passes = {}
        for s in self.order(self.active):
            self.hands[s].remove(passes[s])
        for s in self.order(self.active):
            to = (s + 3) % 4
            bisect.insort(self.hands[to], passes[s])
            ev.append(Event("pass", {"from": s, "to": to, "card": card_json(passes[s])}, frozenset({s, to}),
                            {"from": s, "to": to}))
        self.exposed = True
        self._after_op(ev)

    def do_discard(self, s: int, cards: list[int], ev: list[Event]) -> None:
        for c in cards:
            self.hands[s].remove(c)
        self.heap.extend(sorted(cards))
        data = {"seat": s, "cards": [card_json(c) for c in sorted(cards)]}
        if self.opts["lighting"] == "night":
            ev.append(Event("discard", data, frozenset({s}), {"seat": s, "count": len(cards)}))
        else:
            ev.append(Event("discard", data))
        del self.discards[s]
        if not self.discards:
            self._turn_end_goose(ev, True)

    def do_guess(self, seat: int, kind: str, ev: list[Event]) -> None:
        self.guesses[seat] = kind
        ev.append(Event("guessed", {"seat": seat}))
        if len(self.guesses) < 3:
            return
        g = self.guess_target
        assert g is not None
        held = KIND[FACE[self.hands[g][0]]]
        guesses = {s: self.guesses[s] for s in self.order(g)[1:]}
        k = sum(1 for v in guesses.values() if v == held)
        ev.append(Event("guess", {"target": g, "kind": held, "k": k,
                                  "guesses": {str(s): v for s, v in guesses.items()}}))
        for _ in range(k):
            if self._draw(g, ev, "goose"):
                continue
            donors = [s for s in self.order(g)[1:] if len(self.hands[s]) >= 2]
            lst = [c for s in donors for c in self.hands[s]]
            if not lst:
                continue
            c = lst[self._rand(len(lst))]
            frm = next(s for s in donors if c in self.hands[s])
            self._move(c, frm, g, "take", ev)
        self.armed[g] = False
        self.guess_target = None
        self.guesses = {}
        self._turn_end_goose(ev, False)

    def do_day(self, play: bool, ev: list[Event]) -> None:
        c = self.daycard
        assert c is not None
        self.daycard = None
        if play:
            f = FACE[c]
            self._phrase(self.active, "day", None, [c], [True], ev)
            self._set_tune(int(f) if f in NUMBER_FACES else 0)
        self._after_op(ev)

    def do_timeout(self, p: int, ev: list[Event]) -> None:
        """A main-prompt timeout (§13.2): penalty draw, the turn ends, towards the takeover."""
        ev.append(Event("timeout", {"seat": p}))
        self.main_done = True
        self._draw(p, ev, "penalty")
        self.timeouts[p] += 1
        if self.timeouts[p] >= self.opts["bot_takeover_after_timeouts"] and not self.bot[p]:
            self.bot[p] = True
            ev.append(Event("takeover", {"seat": p}))
        self._turn_end(ev)

    def do_undo(self, seat: int, ev: list[Event]) -> None:
        """且慢: back to the turn's main prompt (a copy of the snapshot: copies of this song share it)."""
        assert self.snapshot is not None
        self.__dict__.update(self.snapshot.clone().__dict__)
        self.undo_left[seat] = False
        self.snapshot = None
        ev.append(Event("undo", {"seat": seat, "text": texts.UNDO_TEXT}))
