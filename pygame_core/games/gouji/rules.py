"""The 够级 hand: the contract of one hand (gouji.md §3-§15) over its three layers.

One ``GoujiState`` is one hand. Phases (``phase``): ``yudian`` (预点 calls, in turn from the candidate
leader) -> the deal, tribute payment (automatic) -> ``return`` (落贡 receivers give cards back) -> 买3
(``buy_pay`` only when a paying buyer must choose a 2 or a joker) -> 买4 (``buy_opt`` first when buying
a 4 is optional) -> ``revolution`` (eligible seats decide at once) -> ``mingdian`` -> ``play`` -> ``over``.
Actions name cards by rank only (``{"a": "play", "cards": ["T", "T", "2", "SJ"]}``); the engine
takes the lowest ids of each rank from the hand, so suits never influence a rule.

The layers: ``position.Position`` (the attributes and the field list that is the notation),
``tricks.Tricks`` (the play), ``phases.Phases`` (everything before the play); this module adds the
action table (kinds per phase, their schemas and handlers), results, the series carry and the view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Self

from ...core.actions import MAX_LIST, Schema
from ...core.codec import SEED_MAX, PositionCodec, check_int
from ...core.errors import IllegalAction, NotationError
from ...core.game import JSON, Action, Event, GameState
from . import checks, scoring
from .cards import counts, deck_set, is_rank, ranks_list, value
from .combos import Combo, size, values_of
from .options import DEFAULTS, validate_options
from .phases import Phases
from .position import FIELDS
from .texts import REASONS, phase_refused
from .view import build_view


def _ranks(v: Any) -> bool:
    return type(v) is list and len(v) <= MAX_LIST and all(is_rank(x) for x in v)


# Every action kind and its exact fields; cards are rank names (``3 .. A 2 SJ BJ``).
ACTIONS: Mapping[str, Schema] = {
    "skip": {}, "yudian": {}, "mingdian": {}, "declare": {}, "decline": {}, "buy": {}, "pass": {},
    "pay": {"card": is_rank}, "return": {"cards": _ranks}, "play": {"cards": _ranks},
}

Handler = Callable[["GoujiState", int, Action, list[Event]], None]

# Per phase: the kinds a seat to act may take, and the rule that handles them.
PHASE_ACTIONS: dict[str, tuple[frozenset[str], Handler]] = {
    "yudian": (frozenset({"skip", "yudian"}), lambda st, s, a, ev: st._call(s, a["a"], ev)),
    "mingdian": (frozenset({"skip", "mingdian"}), lambda st, s, a, ev: st._call(s, a["a"], ev)),
    "revolution": (frozenset({"declare", "decline"}),
                   lambda st, s, a, ev: st._revolution_decision(s, a["a"] == "declare", ev)),
    "buy_opt": (frozenset({"buy", "skip"}), lambda st, s, a, ev: st._buy_choice(s, a["a"] == "buy", ev)),
    "buy_pay": (frozenset({"pay"}), lambda st, s, a, ev: st._pay(s, a["card"], ev)),
    "return": (frozenset({"return"}), lambda st, s, a, ev: st._return(s, a, ev)),
    "play": (frozenset({"pass", "play"}), lambda st, s, a, ev: st._pass_action(s, ev) if a["a"] == "pass"
             else st._play_action(s, a, ev)),
}


class GoujiState(Phases):
    ACTIONS: ClassVar[Mapping[str, Schema]] = ACTIONS
    # ``_legal``: seat -> the legal actions of this position, dropped by every ``_apply`` (the table,
    # the soak and a bot each ask for the same list). A clone shares it until either side moves on.
    TRANSIENT: ClassVar[frozenset[str]] = Phases.TRANSIENT | {"_legal"}
    _legal: dict[int, list[Action]]
    CODEC: ClassVar[PositionCodec] = PositionCodec(
        "gouji", FIELDS, lambda header: GoujiState.blank(header.get("o", DEFAULTS)))

    def __init__(self, text: str) -> None:
        """The position ``text``, as ``notation()`` writes it (``NotationError`` if it does not parse)."""
        self.CODEC.load_into(self, text)
        self.place_cards()
        self.check_position()
        checks.check_position(self)
        if self.phase == "over":
            self.compute_result()
            return
        # The table waits on ``to_act``: a position where nobody, or a seat with nothing to do, is to
        # act would hang it.
        if not self.to_act():
            raise NotationError(f"nobody is to act in phase {self.phase}")
        for s in self.to_act():
            if not self.legal_actions(s):
                raise NotationError(f"seat {s} is to act but has no legal action")
        self._legal = {}  # what a test or a loader sets next is the position asked about

    @classmethod
    def blank(cls, opts: Mapping[str, Any]) -> Self:
        """A fresh hand with these (valid) options, nothing dealt: what a position leaves out."""
        st = object.__new__(cls)
        st._reset(dict(opts))
        return st

    @classmethod
    def new_hand(cls, options: Mapping[str, Any], seed: int, carry: JSON | None = None) -> Self:
        """Hand ``carry["hand"]`` of a series (the first without ``carry``), dealt from ``seed``."""
        st = cls.blank(validate_options(dict(options)))
        st.seed = check_int(seed, 0, SEED_MAX, "gouji: the seed")
        if carry:
            c = checks.check_carry(carry)
            st.hand_no, st.series_no, st.scores, st.incoming = c["hand"], c["series"], c["scores"], c["obligations"]
            st.leader0 = c["daluo"] if c["daluo"] is not None else -1
        else:
            st.leader0 = -1
        st.deal()
        st.phase = "yudian"
        return st

    # ------------------------------------------------------------------ who acts, and how
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

    def action_kinds(self, seat: int) -> frozenset[str]:
        entry = PHASE_ACTIONS.get(self.phase)
        return entry[0] if entry is not None and seat in self.to_act() else frozenset()

    def turn_refusal(self, seat: int, kind: str) -> IllegalAction:
        if self.phase == "play" and self.passed[seat]:
            return IllegalAction("E_NOT_YOUR_TURN", REASONS["E_PASSED"])
        return super().turn_refusal(seat, kind)

    def phase_refusal(self, seat: int, kind: str) -> IllegalAction:
        return phase_refused(self.phase)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._legal = {}  # a new dict: a clone sharing the old one keeps it
        ev: list[Event] = []
        PHASE_ACTIONS[self.phase][1](self, seat, action, ev)
        return ev

    def play_options(self, seat: int) -> list[Combo]:
        """The plays ``legal_actions`` offers: all of them (a search state offers fewer)."""
        return self.play_combos(seat)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.memo_legal(seat, self._legal_actions)

    def _legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        ph = self.phase
        if ph == "yudian":
            return [{"a": "skip"}, {"a": "yudian"}]
        if ph == "mingdian":
            return [{"a": "skip"}, {"a": "mingdian"}]
        if ph == "revolution":
            if not self.revolution_eligible(seat):
                return [{"a": "decline"}]
            return [{"a": "decline"}, {"a": "declare"}]
        if ph == "buy_opt":
            return [{"a": "buy"}, {"a": "skip"}] if self.lacks_four(seat) else [{"a": "skip"}]
        if ph == "buy_pay":
            return [{"a": "pay", "card": v} for v in self.pay_choices(seat)]
        if ph == "return":
            n = next(n for r, _p, n in self.ret_pending if r == seat)
            return [{"a": "return", "cards": ranks_list(vs)} for vs in _multisets(counts(self.hands[seat]), n)]
        acts: list[Action] = [{"a": "pass"}] if self.can_pass(seat) else []
        acts.extend({"a": "play", "cards": ranks_list(values_of(c))} for c in self.play_options(seat))
        return acts

    def timeout_action(self, seat: int) -> Action:
        ph = self.phase
        if ph == "return":
            n = next(n for r, _p, n in self.ret_pending if r == seat)
            vals = sorted(value(c) for c in self.hands[seat])[:n]
            return {"a": "return", "cards": ranks_list(vals)}
        if ph == "buy_pay":
            return {"a": "pay", "card": self.pay_choices(seat)[0]}
        if ph == "buy_opt":
            return {"a": "buy"} if self.lacks_four(seat) else {"a": "skip"}
        if ph == "play":
            if self.can_pass(seat):
                return {"a": "pass"}
            combos = self.play_combos(seat)
            natural = [c for c in combos if c[0] >= 5 and not (c[2] or c[3] or c[4])]
            pick = min(natural or combos, key=lambda c: (c[0] == 4 and self.ostate[seat] == "N",
                                                          c[0] if c[0] > 4 else 99, -size(c)))
            return {"a": "play", "cards": ranks_list(values_of(pick))}
        legal = self.legal_actions(seat)
        return legal[0]

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
            # what each seat still held, high first: the hand is over and shown face up, as at a table
            "left": [ranks_list(sorted((value(c) for c in h), reverse=True)) for h in self.hands],
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

    def check_invariants(self) -> None:
        total = self.total_cards()
        held = len(self.pile) + sum(map(len, self.hands))
        assert held == total, f"{held} cards instead of {total}"
        seen = set(self.pile)  # built up in C, with no list of every card first
        for h in self.hands:
            seen.update(h)
        assert len(seen) == total, "a card is in two places"
        assert seen == deck_set(self.opts["fours_removed"]), "cards outside the deck"
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


# The prompts every seat answers since the who-is-asked fix, and the answer older records imply.
CATCH_UP = {"revolution": ("decline", frozenset({"declare", "decline"})),
            "buy_opt": ("skip", frozenset({"buy", "skip"}))}


def catch_up(st: GameState, seat: int, action: Action) -> list[tuple[int, Action]] | None:
    """For a hand recorded before every seat answered 革命 and 买4: the answers the old engine did not
    ask for (``decline``/``skip`` from each seat still to answer) when the recorded ``action`` is not an
    answer to the prompt now open. Apply them, in order, before ``action``."""
    if not isinstance(st, GoujiState):
        return []
    entry = CATCH_UP.get(st.phase)
    if entry is None or (seat in st.to_act() and action.get("a") in entry[1]):
        return []
    return [(s, {"a": entry[0]}) for s in st.to_act()]


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

