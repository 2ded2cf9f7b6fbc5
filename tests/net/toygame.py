"""A tiny 4-seat card game with hidden hands, hidden simultaneous bids and private draws.

It exists so the protocol can be tested before (and independently of) the real engines. Cards are
the ints 0..19; ``cards_seen`` tells which card ids a seat has legitimately seen so far, for the
leak test.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, ClassVar

from pygame_core.bots import RandomBot
from pygame_core.core import Event, GameInfo, GameState, IllegalAction, NotationError, OptionField, tx
from pygame_core.core.actions import INT, Schema
from pygame_core.core.game import JSON, Action
from pygame_core.core.options import check_fields
from pygame_core.core.rng import shuffled_deck

DECK = 20
HAND = 3


class ToyState(GameState):
    game_id = "toy"
    num_seats = 4
    ACTIONS: ClassVar[Mapping[str, Schema]] = {"bid": {"n": INT}, "play": {"c": INT}, "draw": {}}

    def __init__(self, options: JSON, seed: int, carry: JSON | None) -> None:
        deck, _ = shuffled_deck(seed, DECK)
        self.options = dict(options)
        self.hands = [sorted(deck[i * HAND:(i + 1) * HAND]) for i in range(4)]
        self.pile = deck[4 * HAND:]
        self.bids: list[int | None] = [None] * 4
        self.table: list[list[int]] = []  # [seat, card]
        self.first = int(carry["first"]) if carry else 0
        self.turn = self.first
        self.winner: int | None = None
        self.totals = list(carry["totals"]) if carry else [0, 0, 0, 0]
        self.drawn: list[list[int]] = [[] for _ in range(4)]

    # The state as one JSON object (notation and clone).
    def _dump(self) -> JSON:
        return {"o": self.options, "h": self.hands, "p": self.pile, "b": self.bids, "t": self.table,
                "f": self.first, "u": self.turn, "w": self.winner, "s": self.totals, "d": self.drawn}

    @classmethod
    def _from(cls, d: JSON) -> ToyState:
        st = cls.__new__(cls)
        st.options, st.hands, st.pile, st.bids = d["o"], d["h"], d["p"], d["b"]
        st.table, st.first, st.turn, st.winner = d["t"], d["f"], d["u"], d["w"]
        st.totals, st.drawn = d["s"], d["d"]
        return st

    def to_act(self) -> tuple[int, ...]:
        if self.winner is not None:
            return ()
        if any(b is None for b in self.bids):
            return tuple(i for i, b in enumerate(self.bids) if b is None)
        return (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.bids[seat] is None:
            return [{"a": "bid", "n": 0}, {"a": "bid", "n": 1}]
        out: list[Action] = [{"a": "play", "c": c} for c in self.hands[seat]]
        if self.pile and len(self.hands[seat]) < 4 and self.options["draw"]:
            out.append({"a": "draw"})
        return out

    def action_kinds(self, seat: int) -> frozenset[str]:
        return frozenset(a["a"] for a in self.legal_actions(seat))

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action not in self.legal_actions(seat):
            raise IllegalAction("E_BAD_ACTION", tx("不合规则", "不合規則", f"illegal {action}"))
        if action["a"] == "bid":
            self.bids[seat] = action["n"]
            return [Event("bid", {"seat": seat, "n": action["n"]}, frozenset({seat}), {"seat": seat})]
        if action["a"] == "draw":
            c = self.pile.pop(0)
            self.hands[seat] = sorted(self.hands[seat] + [c])
            self.drawn[seat].append(c)
            self.turn = (self.turn + 1) % 4
            return [Event("drew", {"seat": seat, "card": c}, frozenset({seat}), {"seat": seat})]
        c = action["c"]
        self.hands[seat].remove(c)
        self.table.append([seat, c])
        events = [Event("played", {"seat": seat, "card": c})]
        if not self.hands[seat]:
            self.winner = seat
            self.totals[seat] += 1 + (self.bids[seat] or 0)
            events.append(Event("won", {"seat": seat}))
        else:
            self.turn = (self.turn + 1) % 4
        return events

    def view(self, seat: int | None) -> JSON:
        all_bid = all(b is not None for b in self.bids)
        return {
            "seat": seat,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "counts": [len(h) for h in self.hands],
            "pile": len(self.pile),
            "table": [list(x) for x in self.table],
            "bid_done": [b is not None for b in self.bids],
            "bids": list(self.bids) if all_bid else None,
            "my_bid": self.bids[seat] if seat is not None else None,
            "turn": self.turn, "winner": self.winner, "totals": list(self.totals),
        }

    def is_over(self) -> bool:
        return self.winner is not None

    def returns(self) -> list[float]:
        return [1.0 if i == self.winner else 0.0 for i in range(4)]

    def result(self) -> JSON:
        return {"winner": self.winner, "totals": list(self.totals), "bids": list(self.bids)}

    def notation(self) -> str:
        return "toy " + json.dumps(self._dump(), sort_keys=True, separators=(",", ":"))

    def clone(self) -> ToyState:
        return ToyState._from(json.loads(json.dumps(self._dump())))

    def carry(self) -> JSON | None:
        return {"first": ((self.winner or 0) + 1) % 4, "totals": list(self.totals)}

    def cards_seen(self, seat: int | None) -> set[int]:
        """Card ids ``seat`` may have seen so far: its hand, its draws, everything played."""
        seen = {c for _, c in self.table}
        if seat is not None:
            seen |= set(self.hands[seat]) | set(self.drawn[seat])
        return seen


FIELDS = (OptionField("draw", tx("摸牌", "摸牌", "draw"), "bool", True),)


def _validate(raw: Mapping[str, Any]) -> JSON:
    out, problems = check_fields(FIELDS, raw)
    if problems:
        from pygame_core.core import OptionsError
        raise OptionsError(problems)
    return out


def _load(text: str) -> GameState:
    if not text.startswith("toy "):
        raise NotationError("not a toy position")
    return ToyState._from(json.loads(text[4:]))


GAME = GameInfo(
    id="toy", title=tx("玩具", "玩具", "Toy"), seats=4,
    presets={"basic": {"draw": True}, "nodraw": {"draw": False}},
    preset_labels={"basic": tx("基本", "基本", "basic"), "nodraw": tx("不摸", "不摸", "no draw")},
    default_preset="basic", fields=FIELDS, validate_options=_validate,
    new=lambda o, seed, carry: ToyState(dict(o), seed, carry), load=_load,
    format_action=lambda a: json.dumps(a, sort_keys=True), parse_action=lambda s: dict(json.loads(s)),
    bots={"random": RandomBot},
)


def resolve(game_id: str) -> GameInfo:
    """Like core.registry.get, plus the toy game."""
    if game_id == "toy":
        return GAME
    from pygame_core.core import registry
    return registry.get(game_id)
