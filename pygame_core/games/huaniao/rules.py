"""The 花鳥風月 rules engine (rules/huaniao.md §13-§16): the checks, the legal moves, the entry point.

``HuaniaoState`` is one song (its fields are ``song.Song``, what happens in it ``flow.Flow``). The base
``apply`` refuses the generic cases first with the codes of §16.3 (this class names them): malformed
``E_BAD_ACTION``; an active-only action from another seat ``E_NOT_YOUR_TURN``; any other action the
seat does not owe now, and anything once the song is over, ``E_NO_PENDING_PROMPT``. ``_apply`` then
checks the rest in the §16.3 order (cards in hand, then per action) before it changes anything.

``HuaniaoState(text)`` reads a position (``position.py``); ``HuaniaoState.deal`` starts a song.

且慢 (§13.3): the engine has no clock. When the table has ``undo_window_s > 0`` and the active
seat's ``window`` flag is set (default; ``carry["window"]`` clears it for bot seats), the turn
stops in phase ``commit`` after the seat's last decision; the seat sends ``end_turn`` (bots at
once, the table via ``timeout_action`` when the window expires) or ``undo``. ``undo`` is also
accepted at the gift, target, pass, 順手 and extra prompts.

Timeouts (§13.2): ``timeout_action(seat)`` is ``{"a": "timeout"}`` at the main prompt (penalty
draw, the turn ends, counts towards the takeover) and the default sub-decision elsewhere.
``{"a": "resume"}`` ends a takeover.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import product
from typing import Any, ClassVar

from ...core.actions import BOOL, MAX_LIST, Schema, check_shape, malformed, one_of
from ...core.codec import PositionCodec
from ...core.errors import IllegalAction, NotationError
from ...core.game import JSON, Action, Event, refusal
from . import position, texts
from .cards import CLASS, FACE, FIRST_ID
from .flow import Flow
from .ops import DANCE_KINDS, OPS, play_of
from .ops import refusal as op_refusal
from .song import IN_TURN_PHASES, UNDO_PHASES
from .view import view as song_view

GUESS_KINDS = ("bird", "number", "function", "none")
ACTIVE_ONLY = ("op", "end_turn", "day_play", "gift", "target", "undo")
# What the seat that owes the prompt of each phase may send (besides timeout, undo, resume).
OWED = {"main": ("op",), "extra": ("op", "end_turn"), "commit": ("end_turn",), "gift": ("gift",),
        "target": ("target",), "pass": ("pass",), "day_play": ("day_play",), "discard": ("discard",),
        "guess": ("guess",), "showdown": ("call",)}


def _err(code: str, detail: Any = None) -> IllegalAction:
    return IllegalAction(code, texts.reason(code, detail))


def _is_card(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(FACE)


def _cards(v: Any) -> bool:
    return type(v) is list and len(v) <= MAX_LIST and all(type(c) is int and 0 <= c < len(FACE) for c in v)


def _to_cards(v: Any) -> bool:
    """A gift: seat (``"0"``..``"3"``; an int from Python callers) -> cards."""
    return (isinstance(v, dict) and len(v) <= 4 and all(_cards(x) for x in v.values())
            and all(str(k) in ("0", "1", "2", "3") and (isinstance(k, str) or type(k) is int) for k in v))


def _seat(v: Any) -> bool:
    return type(v) is int and 0 <= v < 4


def _fresh(header: Mapping[str, Any]) -> HuaniaoState:
    return HuaniaoState.deal(*position.fresh_args(header))


class HuaniaoState(Flow):
    ACTIONS: ClassVar[dict[str, Schema]] = {
        "op": {"op": one_of(*OPS), "cards?": _cards, "kind?": one_of(*DANCE_KINDS)},
        "gift": {"to_cards": _to_cards}, "target": {"seat": _seat}, "pass": {"card": _is_card},
        "discard": {"cards": _cards}, "guess": {"kind": one_of(*GUESS_KINDS)}, "day_play": {"play": BOOL},
        "end_turn": {}, "undo": {}, "call": {}, "timeout": {}, "resume": {},
    }
    CODEC: ClassVar[PositionCodec] = position.SongCodec("huaniao", position.FIELDS, _fresh)
    _KINDS: ClassVar[dict[tuple[str, bool, bool, bool], frozenset[str]]] = {}

    def __init__(self, text: str) -> None:
        """Read a position (``notation()``); syntax errors and impossible positions are NotationError."""
        position.refuse_old(text)
        self.CODEC.load_into(self, text)
        self._check_fields()
        try:
            self.check_invariants()
        except AssertionError as e:
            raise NotationError(f"huaniao: impossible position: {e}") from None
        self._check_playable()
        snap = self.snapshot
        if snap is not None:  # an undo restores it: it must be a position as sound as this one
            if not isinstance(snap, HuaniaoState) or snap.phase != "main":
                raise NotationError("huaniao: impossible position: a 且慢 copy not at a main prompt")
            try:
                snap._check_fields()
                snap.check_invariants()
            except (NotationError, AssertionError) as e:
                raise NotationError(f"huaniao: impossible 且慢 copy: {e}") from None

    def _check_fields(self) -> None:
        """What a position must hold before the rules may read it: per-seat lists of four, seats that
        exist, notes 0..4, the prompt of the phase (a crafted text would otherwise crash later)."""
        chk, seat = position.check, _seat
        for name in ("hands", "limits", "skips", "ban_pending", "armed", "undo_left", "timeouts", "bot", "window"):
            chk(len(getattr(self, name)) == 4, f"{name} lists {len(getattr(self, name))} seats, not 4")
        chk(seat(self.active) and seat(self.first), "no such seat")
        chk(all(x >= 0 for x in self.timeouts) and self.extra_ops >= 0, "a negative count")
        chk(self.tune is None or 0 <= self.tune < 5, f"tune {self.tune} is no note 0..4")
        for phr in self.pool:
            chk(seat(phr.seat) and phr.op in OPS + ("day",) and len(phr.cards) == len(phr.up) > 0
                and (phr.kind is None) == (phr.op != "wu") and (phr.kind is None or phr.kind in DANCE_KINDS)
                and (phr.tune is None or 0 <= phr.tune < 5) and 0 <= phr.turn <= self.turn,
                f"phrase {phr.seat}/{phr.op} is not one the rules can leave")
        for name in ("went_out", "winner", "guess_target"):
            v = getattr(self, name)
            chk(v is None or seat(v), f"{name} {v} is no seat")
        chk(all(seat(s) for d in (self.passes, self.discards, self.guesses) for s in d), "no such seat")
        chk(all(c in self.hands[s] for s, c in self.passes.items()), "a seat passes a card it does not hold")
        chk(all(0 < k <= len(self.hands[s]) for s, k in self.discards.items()), "a discard beyond the hand")
        chk(all(v in GUESS_KINDS for v in self.guesses.values()), "a guess of no kind")
        if self.peek is not None:
            chk(seat(self.peek["seat"]) and seat(self.peek["target"]), "a peek at no seat")
        ph = self.phase
        chk(ph == "pass" or not self.passes, "passes outside the pass phase")
        chk(ph == "discard" or not self.discards, "discards outside the discard phase")
        chk(ph == "guess" or not self.guesses, "guesses outside the guess phase")
        if ph == "discard":
            chk(bool(self.discards), "a discard phase where nobody discards")
        if ph == "guess":
            g = self.guess_target
            chk(g is not None and bool(self.hands[g]) and g not in self.guesses, "a guess with no target hand")
        if ph == "gift":
            chk(self.gift_kind in ("wind", "liangfeng"), f"a gift of kind {self.gift_kind}")
        if ph == "day_play":
            chk(self.daycard is not None and self.daycard in self.hands[self.active], "順手 with no drawn card")
        if ph == "showdown":
            chk(isinstance(self.showdown, dict), "a showdown without its record")
        if ph == "over":
            chk(self.winner is not None, "a finished song without a winner")

    def _check_playable(self) -> None:
        """Each seat's view is built, and each seat to act has a legal action (§16.4)."""
        try:
            for s in (None, 0, 1, 2, 3):
                self.view(s)
            stuck = [s for s in self.to_act() if not self.legal_actions(s)]
        except (KeyError, IndexError, TypeError, ValueError, AttributeError, AssertionError) as e:
            raise NotationError(f"huaniao: impossible position: {type(e).__name__} {e}") from None
        position.check(not stuck, f"seat {stuck[:1]} is to act with no legal action")

    # ------------------------------------------------------------------ who may do what

    def action_kinds(self, seat: int) -> frozenset[str]:
        ph = self.phase
        key = (ph, seat in self.to_act(), seat == self.active and ph in UNDO_PHASES, self.bot[seat] and ph != "over")
        kinds = self._KINDS.get(key)
        if kinds is None:
            owes, undo, resume = key[1:]
            kinds = frozenset((*(OWED.get(ph, ()) + ("timeout",) if owes else ()), *(("undo",) if undo else ()),
                               *(("resume",) if resume else ())))
            self._KINDS[key] = kinds
        return kinds

    # §16.3 names the code of every action a seat may not send now: the base class asks these.
    def over_refusal(self, action: Action) -> IllegalAction:
        check_shape(action, self.ACTIONS)  # E_BAD_ACTION comes first, even after the song
        return refusal("E_NO_PENDING_PROMPT", texts.reason("E_NO_PENDING_PROMPT", texts.SONG_OVER))

    def turn_refusal(self, seat: int, kind: str) -> IllegalAction:
        return self.phase_refusal(seat, kind)

    def phase_refusal(self, seat: int, kind: str) -> IllegalAction:
        """An active-only action from another seat while the song is in progress is
        ``E_NOT_YOUR_TURN``; anything else the seat does not owe now is ``E_NO_PENDING_PROMPT``."""
        if kind in ACTIVE_ONLY and seat != self.active and self.phase in IN_TURN_PHASES:
            return refusal("E_NOT_YOUR_TURN")
        return refusal("E_NO_PENDING_PROMPT", texts.reason("E_NO_PENDING_PROMPT"))

    # ------------------------------------------------------------------ legal moves (§16.4)

    def legal_actions(self, seat: int) -> list[Action]:
        ph = self.phase
        if ph == "over":
            return []
        undo: list[Action] = [{"a": "undo"}] if self.can_undo(seat) else []
        if ph == "showdown":
            sd = self.showdown
            assert sd is not None
            return [{"a": "call"}] if seat in sd["order"] and seat not in sd["called"] else []
        if ph == "pass":
            if seat in self.passes:
                return undo
            byf = self.by_face(seat)
            return [{"a": "pass", "card": byf[f][0]} for f in sorted(byf, key=FIRST_ID.__getitem__)] + undo
        if ph == "discard":
            return self._discard_options(seat) if seat in self.discards else []
        if ph == "guess":
            if seat == self.guess_target or seat in self.guesses:
                return []
            return [{"a": "guess", "kind": k} for k in GUESS_KINDS]
        p = self.active
        if seat != p:
            return []
        if ph == "main":
            return self.gen_ops(False)
        if ph == "extra":
            return self.gen_ops(True) + [{"a": "end_turn"}] + undo
        if ph == "commit":
            return [{"a": "end_turn"}] + undo
        if ph == "gift":
            return self._gift_options() + undo
        if ph == "target":
            return [{"a": "target", "seat": t} for t in self.order(p)[1:]] + undo
        if ph == "day_play":
            keep: list[Action] = [{"a": "day_play", "play": False}]
            return ([{"a": "day_play", "play": True}] if self.day_ok() else []) + keep + undo
        return []

    def _gift_options(self) -> list[Action]:
        p = self.active
        byf = self.by_face(p)
        faces = sorted(byf, key=FIRST_ID.__getitem__)
        out: list[Action] = []
        if self.gift_kind == "wind":
            to = str((p + 1) % 4)
            out = [{"a": "gift", "to_cards": {to: [byf[f][0]]}} for f in faces]
            if self.season() == "autumn":
                for i, f1 in enumerate(faces):
                    for f2 in faces[i:]:
                        two = byf[f1][:2] if f1 == f2 else [byf[f1][0], byf[f2][0]]
                        if len(two) == 2:
                            out.append({"a": "gift", "to_cards": {to: two}})
            return out
        tg = self.liangfeng_targets()
        for combo in product(faces, repeat=len(tg)):
            taken: dict[str, int] = {}
            ids: list[int] = []
            for f in combo:
                k = taken.get(f, 0)
                if k >= len(byf[f]):
                    break
                ids.append(byf[f][k])
                taken[f] = k + 1
            else:
                out.append({"a": "gift", "to_cards": {str(t): [ids[i]] for i, t in enumerate(tg)}})
        return out

    def _discard_options(self, s: int) -> list[Action]:
        """Every limit discard of the §9.1 order, one concrete card per face where a class is cut."""
        k = self.discards[s]
        srt = self.discard_order(s)
        cut_cls = CLASS[srt[k - 1]]
        fixed = [c for c in srt if CLASS[c] < cut_cls]
        byf: dict[str, list[int]] = {}
        for c in srt:
            if CLASS[c] == cut_cls:
                byf.setdefault(FACE[c], []).append(c)
        faces = sorted(byf, key=FIRST_ID.__getitem__)
        out: list[Action] = []

        def rec(i: int, left: int, chosen: list[int]) -> None:
            if left == 0:
                out.append({"a": "discard", "cards": sorted(fixed + chosen)})
                return
            if i >= len(faces):
                return
            f = faces[i]
            for t in range(min(left, len(byf[f])), -1, -1):
                rec(i + 1, left - t, chosen + byf[f][:t])

        rec(0, k - len(fixed), [])
        return out

    def timeout_action(self, seat: int) -> Action:
        ph = self.phase
        if ph == "main":
            return {"a": "timeout"}
        if ph == "gift":
            h = self.hands[self.active]
            if self.gift_kind == "wind":
                return {"a": "gift", "to_cards": {str((self.active + 1) % 4): [h[0]]}}
            return {"a": "gift", "to_cards": {str(t): [h[i]] for i, t in enumerate(self.liangfeng_targets())}}
        if ph == "target":
            return {"a": "target", "seat": (self.active + 1) % 4}
        if ph == "pass":
            return {"a": "pass", "card": self.hands[seat][0]}
        if ph == "day_play":
            return {"a": "day_play", "play": False}
        if ph in ("extra", "commit"):
            return {"a": "end_turn"}
        if ph == "discard":
            return {"a": "discard", "cards": self.discard_order(seat)[:self.discards[seat]]}
        if ph == "guess":
            return {"a": "guess", "kind": "none"}
        if ph == "showdown":
            return {"a": "call"}
        raise ValueError("the song is over")

    # ------------------------------------------------------------------ checks (§16.3) and apply

    def _in_hand(self, seat: int, cards: list[int]) -> None:
        if len(set(cards)) != len(cards) or any(c not in self.hands[seat] for c in cards):
            raise _err("E_NOT_IN_HAND")

    def _check_form(self, a: Action) -> None:
        """What the schema cannot say: fields that go together, and ids beyond a 48-card deck."""
        t = a["a"]
        if t == "op":
            if a["op"] != "qi" and "cards" not in a:
                raise malformed(f"{a['op']} needs 'cards'")
            if (a["op"] == "wu") != ("kind" in a):
                raise malformed("a dance (wu), and only a dance, names its 'kind'")
        if self.n_cards < len(FACE):  # the schema knows the 64 cards; this deck has fewer
            cards = a.get("cards") or ([a["card"]] if "card" in a else [])
            if t == "gift":
                cards = [c for v in a["to_cards"].values() for c in v]
            if any(c >= self.n_cards for c in cards):
                raise malformed(f"no card with an id over {self.n_cards - 1} in this deck")

    def _check_gift(self, to_cards: dict[int, list[int]]) -> None:
        if self.gift_kind == "wind":
            nxt = (self.active + 1) % 4
            if set(to_cards) != {nxt} or not 1 <= len(to_cards[nxt]) <= (2 if self.season() == "autumn" else 1):
                raise _err("E_BAD_GIFT")
            return
        tg = self.liangfeng_targets()
        if set(to_cards) != set(tg) or any(len(to_cards[t]) != 1 for t in tg):
            raise _err("E_BAD_GIFT")

    def _apply(self, seat: int, action: Action) -> list[Event]:
        a = action
        t = a["a"]
        self._check_form(a)
        ev: list[Event] = []
        if t == "op":
            cards: list[int] = list(a.get("cards") or [])
            self._in_hand(seat, cards)
            extra = self.phase == "extra"
            play = play_of(a["op"], a.get("kind"))
            code = op_refusal(play, [FACE[c] for c in cards], self.ctx(extra))
            if code is not None:
                raise _err(code, play.mode_detail if code == "E_MODE_DISABLED" else
                           texts.tune_detail(self.tune, self.allowed()) if code == "E_OUT_OF_TUNE" else None)
            if extra:
                self.extra_ops -= 1
            else:
                self.timeouts[seat] = 0
                self.main_done = True
            self.do_op(seat, a["op"], a.get("kind"), cards, extra, ev)
        elif t == "gift":
            self._in_hand(seat, [c for v in a["to_cards"].values() for c in v])
            to_cards = {int(k): list(v) for k, v in a["to_cards"].items() if v}
            self._check_gift(to_cards)
            self.do_gift(to_cards, ev)
        elif t == "target":
            if a["seat"] == seat:
                raise _err("E_BAD_TARGET")
            self.do_target(a["seat"], ev)
        elif t == "pass":
            self._in_hand(seat, [a["card"]])
            self.do_pass(seat, a["card"], ev)
        elif t == "discard":
            self._in_hand(seat, a["cards"])
            k = self.discards[seat]
            if len(a["cards"]) != k:
                raise _err("E_DISCARD_COUNT")
            if sorted(CLASS[c] for c in a["cards"]) != [CLASS[c] for c in self.discard_order(seat)[:k]]:
                raise _err("E_DISCARD_ORDER")
            self.do_discard(seat, a["cards"], ev)
        elif t == "undo":
            if not self.undo_left[seat]:
                raise _err("E_UNDO_USED")
            if self.exposed or self.snapshot is None:
                raise _err("E_UNDO_EXPOSED")
            self.do_undo(seat, ev)
        elif t == "end_turn":
            self.extra_ops = 0
            if self.phase == "extra":
                self._to_commit(ev)
            else:
                self._turn_end(ev)
        elif t == "guess":
            self.do_guess(seat, a["kind"], ev)
        elif t == "day_play":
            if a["play"] and not self.day_ok():
                raise _err("E_OUT_OF_TUNE", texts.tune_detail(self.tune, self.allowed()))
            self.do_day(a["play"], ev)
        elif t == "call":
            sd = self.showdown
            assert sd is not None
            sd["called"].append(seat)
            ev.append(Event("called", {"seat": seat}))
            if len(sd["called"]) == len(sd["order"]):
                self._showdown_round(ev)
        elif t == "timeout":
            if self.phase != "main":
                return self.apply(seat, self.timeout_action(seat))
            self.do_timeout(seat, ev)
        elif t == "resume":
            self.bot[seat] = False
            self.timeouts[seat] = 0
            ev.append(Event("resume", {"seat": seat}))
        self.last_events = ev
        return ev

    # ------------------------------------------------------------------ view and invariants

    def opening_events(self) -> list[Event]:
        return list(self.last_events)  # the deal's (dealt, each hand, the first turn) till the first action

    def view(self, seat: int | None) -> JSON:
        return song_view(self, seat)

    def check_invariants(self) -> None:
        allc = [c for h in self.hands for c in h] + self.pile + [c for ph in self.pool for c in ph.cards] + self.heap
        assert sorted(allc) == list(range(self.n_cards)), "card conservation broken"
        for h in self.hands:
            assert h == sorted(h), "hand not sorted"
        for lim in self.limits:
            assert 5 <= lim <= 14, f"limit {lim} outside [5, 14]"
        assert all(s >= 0 for s in self.skips)
        assert 0 <= self.turn < self.opts["turn_cap"], "turn beyond the cap"
        assert self.phase in IN_TURN_PHASES + ("showdown", "over"), f"bad phase {self.phase}"
        assert 0 <= self.active < 4 and 0 <= self.first < 4, "no such seat"
        if self.phase in IN_TURN_PHASES:
            assert all(self.hands), "an empty hand while the song goes on"
            assert self.to_act(), "nobody to act"
        if self.phase == "main":
            assert self.pile, "main prompt with an empty pile"
        if self.phase == "over":
            assert self.winner is not None
        if self.opts["dynamic_hand_limit"] and self.phase == "main":
            for s in range(4):
                eff = self.eff_limit(s)
                assert eff is not None and eff >= 4


def load(text: str) -> HuaniaoState:
    """Read a position written by ``notation()`` (the same as ``HuaniaoState(text)``)."""
    return HuaniaoState(text)
