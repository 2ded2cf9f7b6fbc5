"""The 花鳥風月 rules engine (rules/huaniao.md §4-§14, §16).

One ``HuaniaoState`` is one song. ``apply`` validates an action completely (checks in the §16.3
order, one code per refusal) before it changes anything, then runs the state machine of §6 until
the next decision is owed: a main operation, a sub-decision (gift, moon target, 花鳥風月 passes,
順手, extra operations), the 且慢 commit window, limit discards, 孤雁 guesses or showdown calls.

且慢 (§13.3) design: the engine has no clock. When the table has ``undo_window_s > 0`` and the
active seat's ``window`` flag is set (default; ``carry["window"]`` clears it for bot seats), the
turn stops in phase ``commit`` after the seat's last decision. The seat then sends ``end_turn``
(commit; bots do so at once and the table sends it via ``timeout_action`` when the window
expires) or ``undo`` (restored, or refused with ``E_UNDO_USED`` / ``E_UNDO_EXPOSED``). ``undo``
is also accepted at the gift, target, pass, 順手 and extra prompts. With ``undo_window_s = 0``
there is no commit phase (undo only at those prompts). The snapshot is the whole state taken
when the turn's main prompt opens; it travels in the notation.

Timeouts (§13.2): the table sends ``timeout_action(seat)``: ``{"a": "timeout"}`` at the main
prompt (penalty draw, the turn ends, counts towards the bot takeover), otherwise the concrete
default sub-decision of §13.2. ``{"a": "resume"}`` ends a takeover.
"""

from __future__ import annotations

import bisect
import json
from itertools import product
from typing import Any

from ...core.errors import IllegalAction, NotationError
from ...core.game import JSON, Action, Event, GameState
from ...core.i18n import tx
from ...core.rng import SplitMix64
from . import texts
from .cards import CLASS, FACE, FIRST_ID, FUNCTION_FACES, KIND, NUMBER_FACES, PTS, card_json, note

SEASONS = texts.SEASONS
DANCE_KINDS = ("wind", "moon", "flower", "tianxia", "huaniao", "queyu", "liangfeng", "fenghua", "wanzi")
COMBOS = ("tianxia", "huaniao", "queyu", "liangfeng", "fenghua", "wanzi")
OPS = ("ming", "ge", "song", "qi", "wu")
ACTION_TYPES = ("op", "gift", "target", "pass", "discard", "guess", "day_play", "end_turn", "undo", "call",
                "timeout", "resume")
ACTIVE_ONLY = ("op", "end_turn", "day_play", "gift", "target", "undo")
GUESS_KINDS = ("bird", "number", "function", "none")
UNDO_PHASES = ("gift", "target", "pass", "day_play", "extra", "commit")
IN_TURN_PHASES = ("main", "gift", "target", "pass", "day_play", "extra", "commit", "discard", "guess")


def _err(code: str, hans: str = "", hant: str = "", en: str = "") -> IllegalAction:
    return IllegalAction(code, texts.reason(code, tx(hans, hant, en) if en else None))


class _LazyError(Exception):
    """Marker raised inside checks; turned into the real IllegalAction by ``_check``."""

    code = ""


class _BadAction(_LazyError):
    code = "E_BAD_ACTION"


class _NoPrompt(_LazyError):
    code = "E_NO_PENDING_PROMPT"


class _BadGift(_LazyError):
    code = "E_BAD_GIFT"


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def pattern_priority(hand: list[int]) -> int:
    """Showdown pattern of a 4-card hand (§12.3); lower wins. The flower is never a bird here."""
    c = {f: 0 for f in "B1234HFY"}
    for x in hand:
        c[FACE[x]] += 1
    if any(c[f] == 4 for f in "HFY"):
        return 0
    if all(c[n] == 1 for n in "1234"):
        return 1
    if any(c[n] == 4 for n in "1234"):
        return 2
    if c["H"] == c["B"] == c["F"] == c["Y"] == 1:
        return 3
    if c["B"] == 4:
        return 4
    return 5


class HuaniaoState(GameState):
    game_id = "huaniao"
    num_seats = 4

    # ------------------------------------------------------------------ setup

    def __init__(self, options: JSON, seed: int, first: int, window: list[bool] | None = None) -> None:
        self.opts: JSON = dict(options)
        self.seed = seed
        self.n_cards = int(self.opts["deck"])
        deck = list(range(self.n_cards))
        self.rng = SplitMix64(seed)
        self.rng.shuffle(deck)
        ds = int(self.opts["deal_size"])
        self.first = first
        self.active = first
        self.turn = 0
        self.hands: list[list[int]] = [[] for _ in range(4)]
        for k in range(4 * ds):
            self.hands[(first + k) % 4].append(deck[k])
        for h in self.hands:
            h.sort()
        self.pile: list[int] = deck[4 * ds:]
        self.pool: list[JSON] = []
        self.heap: list[int] = []
        self.tune: int | None = None
        base = int(self.opts["base_hand_limit"])
        self.limits = [base] * 4
        self.skips = [0] * 4
        self.ban_pending = [False] * 4
        self.banned_now = False
        self.extra_ops = 0
        self.spring_used = False
        self.exposed = False
        self.main_done = False
        self.armed = [True] * 4
        self.undo_left = [True] * 4
        self.timeouts = [0] * 4
        self.bot = [False] * 4
        # seats that get the 且慢 commit window (the table clears it for bot seats, §13.3)
        self.window = list(window) if window is not None else [True] * 4
        self.went_out: int | None = None
        self.winner: int | None = None
        self.how: str | None = None
        self.end_reason: str | None = None
        self.phase = "main"
        self.gift_kind: str | None = None
        self.passes: dict[int, int] = {}
        self.discards: dict[int, int] = {}
        self.guess_target: int | None = None
        self.guesses: dict[int, str] = {}
        self.peek: JSON | None = None
        self.daycard: int | None = None
        self.snapshot: JSON | None = None
        self.showdown: JSON | None = None
        self.last_events: list[Event] = []
        ev: list[Event] = []
        ev.append(Event("dealt", {"first": first, "pile": len(self.pile), "counts": [len(h) for h in self.hands]}))
        for s in range(4):
            ev.append(Event("hand", {"seat": s, "cards": list(self.hands[s])}, frozenset({s}), None))
        self._begin_turn(ev)
        self.last_events = ev

    # ------------------------------------------------------------------ derived

    @property
    def fb(self) -> bool:
        """Flowers are birds (§4.3)."""
        return bool(self.opts["function_cards"]) and not self.opts["fanhua"]

    def season(self) -> str | None:
        if not self.opts["four_seasons"]:
            return None
        return SEASONS[(self.turn // 4) % 4]

    def allowed(self) -> list[int]:
        if self.tune is None:
            return [0, 1, 2, 3, 4]
        t = self.tune
        out = {(t + 1) % 5}
        season = self.season()
        if self.opts["lighting"] == "day" or season == "autumn":
            out.add(t)
        if season == "autumn":
            out.add((t + 4) % 5)
        return sorted(out)

    def eff_limit(self, s: int) -> int | None:
        if not self.opts["dynamic_hand_limit"]:
            return None
        season = self.season()
        return self.limits[s] + (1 if season == "summer" else -1 if season == "winter" else 0)

    # ------------------------------------------------------------------ contract

    def to_act(self) -> tuple[int, ...]:
        ph = self.phase
        if ph == "over":
            return ()
        if ph == "pass":
            return tuple(s for s in self._order(self.active) if s not in self.passes)
        if ph == "discard":
            return tuple(s for s in self._order(self.active) if s in self.discards)
        if ph == "guess":
            g = self.guess_target
            return tuple(s for s in self._order(self.active) if s != g and s not in self.guesses)
        if ph == "showdown":
            sd = self.showdown
            assert sd is not None
            return tuple(s for s in sd["order"] if s not in sd["called"])
        return (self.active,)

    def is_over(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[float]:
        return [1.0 if s == self.winner else 0.0 for s in range(4)]

    def result(self) -> JSON:
        if self.phase not in ("over", "showdown"):
            return {}
        pts = [sum(PTS[c] for c in h) for h in self.hands]
        return {"winner": self.winner, "how": self.how, "reason": self.end_reason, "points": pts,
                "hands": [[card_json(c) for c in h] for h in self.hands], "poem": texts.POEM,
                "turns": self.turn + 1, "went_out": self.went_out,
                "showdown_rounds": len(self.showdown["rounds"]) if self.showdown else 0}

    def carry(self) -> JSON | None:
        """The winner starts the next song (§5 step 2)."""
        if self.winner is None:
            return None
        return {"first": self.winner}

    def can_undo(self, seat: int) -> bool:
        return (seat == self.active and self.phase in UNDO_PHASES and self.undo_left[seat]
                and not self.exposed and self.snapshot is not None)

    def timeout_action(self, seat: int) -> Action:
        ph = self.phase
        if ph == "main":
            return {"a": "timeout"}
        if ph == "gift":
            h = self.hands[self.active]
            if self.gift_kind == "wind":
                return {"a": "gift", "to_cards": {str((self.active + 1) % 4): [h[0]]}}
            tg = self._liangfeng_targets()
            return {"a": "gift", "to_cards": {str(t): [h[i]] for i, t in enumerate(tg)}}
        if ph == "target":
            return {"a": "target", "seat": (self.active + 1) % 4}
        if ph == "pass":
            return {"a": "pass", "card": self.hands[seat][0]}
        if ph == "day_play":
            return {"a": "day_play", "play": False}
        if ph in ("extra", "commit"):
            return {"a": "end_turn"}
        if ph == "discard":
            k = self.discards[seat]
            return {"a": "discard", "cards": sorted(self.hands[seat], key=lambda c: (CLASS[c], c))[:k]}
        if ph == "guess":
            return {"a": "guess", "kind": "none"}
        if ph == "showdown":
            return {"a": "call"}
        raise ValueError("the song is over")

    # ------------------------------------------------------------------ helpers

    @staticmethod
    def _order(start: int) -> list[int]:
        return [(start + i) % 4 for i in range(4)]

    def _by_face(self, s: int) -> dict[str, list[int]]:
        d: dict[str, list[int]] = {}
        for c in self.hands[s]:
            d.setdefault(FACE[c], []).append(c)
        return d

    def _liangfeng_targets(self) -> list[int]:
        p = self.active
        n = min(3, len(self.hands[p]))
        return [(p + 1) % 4, (p + 2) % 4, (p + 3) % 4][:n]

    def _change_limit(self, s: int, d: int, ev: list[Event]) -> None:
        if not self.opts["dynamic_hand_limit"]:
            return
        new = max(5, min(14, self.limits[s] + d))
        if new != self.limits[s]:
            self.limits[s] = new
        ev.append(Event("limit", {"seat": s, "limit": new}))

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

    # ------------------------------------------------------------------ turn flow (§6.1)

    def _begin_turn(self, ev: list[Event]) -> None:
        p = self.active
        season = self.season()
        ev.append(Event("turn", {"seat": p, "turn": self.turn, "season": season}))
        if season is not None and self.turn % 4 == 0:
            i = SEASONS.index(season)
            ev.append(Event("season", {"season": season, "line": texts.SEASON_LINES[i]}))
        self.extra_ops = 0
        self.spring_used = False
        self.exposed = False
        self.main_done = False
        self.peek = None
        self.daycard = None
        self.snapshot = None
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
            self.snapshot = self._dump(with_snapshot=False, with_events=False)

    def _after_op(self, ev: list[Event]) -> None:
        """After an operation and its sub-decisions: extra operations, commit window or turn end."""
        if self.extra_ops > 0 and self._gen_ops(self.active, True):
            self.phase = "extra"
            ev.append(Event("extra", {"seat": self.active, "left": self.extra_ops}))
            return
        self.extra_ops = 0
        self._to_commit(ev)

    def _to_commit(self, ev: list[Event]) -> None:
        p = self.active
        if self.opts["undo_window_s"] > 0 and self.window[p]:
            self.phase = "commit"
            return
        self._turn_end(ev)

    def _turn_end(self, ev: list[Event]) -> None:
        self.snapshot = None
        self.peek = None
        owed: dict[int, int] = {}
        if self.opts["dynamic_hand_limit"]:
            for s in self._order(self.active):
                lim = self.eff_limit(s)
                assert lim is not None
                if len(self.hands[s]) > lim:
                    owed[s] = len(self.hands[s]) - lim
        if owed:
            self.phase = "discard"
            self.discards = owed
            return
        self._turn_end_goose(ev, True)

    def _next_goose(self) -> int | None:
        for s in self._order(self.active):
            if self.armed[s] and len(self.hands[s]) == 1:
                return s
        return None

    def _turn_end_goose(self, ev: list[Event], rearm: bool) -> None:
        if self.opts["lone_goose"]:
            if rearm:
                for s in range(4):
                    if len(self.hands[s]) != 1:
                        self.armed[s] = True
            g = self._next_goose()
            if g is not None:
                self.phase = "guess"
                self.guess_target = g
                self.guesses = {}
                ev.append(Event("goose", {"seat": g, "text": "孤雁！"}))
                return
        self._turn_end_final(ev)

    def _turn_end_final(self, ev: list[Event]) -> None:
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
        pts = [sum(PTS[c] for c in h) for h in self.hands]
        low = min(pts)
        tied = [s for s in range(4) if pts[s] == low]
        if len(tied) == 1:
            self._finish(tied[0], "points", ev)
            return

        def cls(s: int) -> int:
            h = self.hands[s]
            if any(KIND[FACE[c]] == "function" for c in h):
                return 2
            return 1 if any(KIND[FACE[c]] == "number" for c in h) else 0

        top = max(cls(s) for s in tied)
        tied2 = [s for s in tied if cls(s) == top]
        if len(tied2) == 1:
            self._finish(tied2[0], "class", ev)
            return
        entrants = [0, 1, 2, 3] if self.opts["showdown_scope"] == "all" else tied2
        order = [s for s in self._order(self.first) if s in entrants]
        self.showdown = {"entrants": sorted(entrants), "order": order, "round": 1,
                         "cum": {s: 0 for s in entrants}, "called": [], "rounds": [], "tied": list(order)}
        self.phase = "showdown"
        ev.append(Event("showdown", {"entrants": sorted(entrants), "call": texts.SHOWDOWN_CALL_1}))

    def _showdown_round(self, ev: list[Event]) -> None:
        sd = self.showdown
        assert sd is not None
        deck = list(range(self.n_cards))
        self.rng.shuffle(deck)
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
        pri = {s: pattern_priority(hands[s]) for s in order}
        cum: dict[int, int] = sd["cum"]
        for s in order:
            cum[s] += sum(PTS[c] for c in hands[s])
        best = min(pri.values())
        tied = [s for s in sd["entrants"] if pri[s] == best]
        winner: int | None = None
        if len(tied) == 1:
            winner = tied[0]
        elif not (rnd == 1 and best != 5):
            high = max(cum[s] for s in tied)
            tied = [s for s in tied if cum[s] == high]
            if len(tied) == 1:
                winner = tied[0]
        sd["tied"] = tied
        sd["rounds"].append({"call": call, "hands": {s: list(hands[s]) for s in order},
                             "priority": dict(pri)})
        ev.append(Event("showdown_round", {"round": rnd, "call": call,
                                           "hands": {str(s): [card_json(c) for c in hands[s]] for s in order},
                                           "priority": {str(s): pri[s] for s in order},
                                           "cum": {str(s): cum[s] for s in order}}))
        if winner is not None:
            self._finish(winner, "showdown", ev)
            return
        if rnd >= self.opts["showdown_round_cap"]:
            tied.sort()
            self._finish(tied[self.rng.uniform(len(tied))], "lot", ev)
            return
        sd["round"] = rnd + 1
        sd["called"] = []

    def _finish(self, winner: int, how: str, ev: list[Event]) -> None:
        self.winner = winner
        self.how = how
        self.phase = "over"
        ev.append(Event("winner", {"seat": winner, "how": how, "text": "一曲獨勝"}))

    # ------------------------------------------------------------------ legal moves (§16.4)

    def _gen_ops(self, p: int, extra: bool) -> list[Action]:
        byf = self._by_face(p)
        fb = self.fb
        season = self.season()
        allow = self.allowed()
        ops: list[Action] = []
        for f in NUMBER_FACES:
            if f in byf and int(f) in allow:
                ops.append({"a": "op", "op": "ge", "cards": [byf[f][0]]})
        bird_faces = [f for f in (("B", "H") if fb else ("B",)) if f in byf]
        if 0 in allow:
            for bf in bird_faces:
                b = byf[bf][0]
                ops.append({"a": "op", "op": "ming", "cards": [b]})
                for f in NUMBER_FACES:
                    if f in byf:
                        ops.append({"a": "op", "op": "ming", "cards": [b, byf[f][0]]})
                if season == "summer":
                    for f in NUMBER_FACES:
                        if len(byf.get(f, ())) >= 2:
                            ops.append({"a": "op", "op": "ming", "cards": [b, byf[f][0], byf[f][1]]})
        if season != "winter":
            for s in allow:
                choices = []
                for n in (s, (s + 1) % 5, (s + 2) % 5):
                    choices.append(bird_faces if n == 0 else ([str(n)] if str(n) in byf else []))
                for combo in product(*choices):
                    ops.append({"a": "op", "op": "song", "cards": [byf[f][0] for f in combo]})
        if self.pile:
            ops.append({"a": "op", "op": "qi"})
        if extra or (self.turn == 0 and self.opts["opening_no_dance"]):
            return ops
        if self.opts["function_cards"]:
            if self.opts["fanhua"] and "H" in byf:
                ops.append({"a": "op", "op": "wu", "kind": "flower", "cards": [byf["H"][0]]})
            if not self.banned_now:
                if "F" in byf:
                    ops.append({"a": "op", "op": "wu", "kind": "wind", "cards": [byf["F"][0]]})
                if "Y" in byf:
                    ops.append({"a": "op", "op": "wu", "kind": "moon", "cards": [byf["Y"][0]]})
        if self.opts["special_combos"] and not self.banned_now:
            if all(f in byf for f in NUMBER_FACES):
                ops.append({"a": "op", "op": "wu", "kind": "tianxia", "cards": [byf[f][0] for f in NUMBER_FACES]})
            for f1, f2 in (("H", "F"), ("H", "Y"), ("F", "Y")):
                if f1 in byf and f2 in byf:
                    ops.append({"a": "op", "op": "wu", "kind": "huaniao", "cards": [byf[f1][0], byf[f2][0]]})
            nb = len(byf.get("B", ()))
            nh = len(byf.get("H", ())) if fb else 0
            for i in range(nb + 1):
                for j in range(nh + 1):
                    if i + j >= 6:
                        ops.append({"a": "op", "op": "wu", "kind": "queyu",
                                    "cards": byf.get("B", [])[:i] + byf.get("H", [])[:j]})
            if len(byf.get("F", ())) >= 2:
                ops.append({"a": "op", "op": "wu", "kind": "liangfeng", "cards": byf["F"][:2]})
            if self.opts["four_seasons"]:
                if season == "winter" and all(f in byf for f in "FHY"):
                    ops.append({"a": "op", "op": "wu", "kind": "fenghua",
                                "cards": [byf["F"][0], byf["H"][0], byf["Y"][0]]})
                if season == "spring" and not self.opts["fanhua"] and all(f in byf for f in "43H"):
                    ops.append({"a": "op", "op": "wu", "kind": "wanzi",
                                "cards": [byf["4"][0], byf["3"][0], byf["H"][0]]})
        return ops

    def _gift_options(self) -> list[Action]:
        p = self.active
        byf = self._by_face(p)
        faces = sorted(byf, key=lambda f: FIRST_ID[f])
        out: list[Action] = []
        if self.gift_kind == "wind":
            to = str((p + 1) % 4)
            for f in faces:
                out.append({"a": "gift", "to_cards": {to: [byf[f][0]]}})
            if self.season() == "autumn":
                for i, f1 in enumerate(faces):
                    for f2 in faces[i:]:
                        two = byf[f1][:2] if f1 == f2 else [byf[f1][0], byf[f2][0]]
                        if len(two) == 2 and len(set(two)) == 2:
                            out.append({"a": "gift", "to_cards": {to: two}})
            return out
        tg = self._liangfeng_targets()
        for combo in product(faces, repeat=len(tg)):
            need: dict[str, int] = {}
            ids: list[int] = []
            ok = True
            for f in combo:
                k = need.get(f, 0)
                if k >= len(byf[f]):
                    ok = False
                    break
                ids.append(byf[f][k])
                need[f] = k + 1
            if ok:
                out.append({"a": "gift", "to_cards": {str(t): [ids[i]] for i, t in enumerate(tg)}})
        return out

    def _discard_options(self, s: int) -> list[Action]:
        k = self.discards[s]
        srt = sorted(self.hands[s], key=lambda c: (CLASS[c], c))
        cut_cls = CLASS[srt[k - 1]]
        fixed = [c for c in srt if CLASS[c] < cut_cls]
        m = k - len(fixed)
        byf: dict[str, list[int]] = {}
        for c in srt:
            if CLASS[c] == cut_cls:
                byf.setdefault(FACE[c], []).append(c)
        faces = sorted(byf, key=lambda f: FIRST_ID[f])
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

        rec(0, m, [])
        return out

    def legal_actions(self, seat: int) -> list[Action]:
        ph = self.phase
        if ph == "over":
            return []
        p = self.active
        undo: list[Action] = [{"a": "undo"}] if self.can_undo(seat) else []
        if ph == "showdown":
            sd = self.showdown
            assert sd is not None
            return [{"a": "call"}] if seat in sd["order"] and seat not in sd["called"] else []
        if ph == "pass":
            if seat in self.passes:
                return undo
            byf = self._by_face(seat)
            return [{"a": "pass", "card": byf[f][0]} for f in sorted(byf, key=lambda f: FIRST_ID[f])] + undo
        if ph == "discard":
            return self._discard_options(seat) if seat in self.discards else []
        if ph == "guess":
            if seat == self.guess_target or seat in self.guesses:
                return []
            return [{"a": "guess", "kind": k} for k in GUESS_KINDS]
        if seat != p:
            return []
        if ph == "main":
            return self._gen_ops(p, False)
        if ph == "extra":
            return self._gen_ops(p, True) + [{"a": "end_turn"}] + undo
        if ph == "commit":
            return [{"a": "end_turn"}] + undo
        if ph == "gift":
            return self._gift_options() + undo
        if ph == "target":
            return [{"a": "target", "seat": t} for t in self._order(p)[1:]] + undo
        if ph == "day_play":
            return [{"a": "day_play", "play": True}, {"a": "day_play", "play": False}] + undo
        return []

    # ------------------------------------------------------------------ validation (§16.3)

    def _check_form(self, a: Any) -> str:
        bad = _BadAction
        if not isinstance(a, dict) or a.get("a") not in ACTION_TYPES:
            raise bad
        t: str = a["a"]

        def card_list(v: Any) -> None:
            if not isinstance(v, list) or not all(_is_int(c) and 0 <= c < self.n_cards for c in v):
                raise bad

        if t == "op":
            op = a.get("op")
            if op not in OPS:
                raise bad
            if op == "qi":
                if "cards" in a:
                    card_list(a["cards"])
            else:
                if "cards" not in a:
                    raise bad
                card_list(a["cards"])
            if op == "wu" and a.get("kind") not in DANCE_KINDS:
                raise bad
        elif t == "gift":
            tc = a.get("to_cards")
            if not isinstance(tc, dict):
                raise bad
            for k, v in tc.items():
                if str(k) not in ("0", "1", "2", "3") or (not isinstance(k, str) and not _is_int(k)):
                    raise bad
                card_list(v)
        elif t == "target":
            if not _is_int(a.get("seat")) or not 0 <= a["seat"] < 4:
                raise bad
        elif t == "pass":
            c = a.get("card")
            if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < self.n_cards:
                raise bad
        elif t == "discard":
            card_list(a.get("cards"))
        elif t == "guess":
            if a.get("kind") not in GUESS_KINDS:
                raise bad
        elif t == "day_play":
            if not isinstance(a.get("play"), bool):
                raise bad
        return t

    def _in_hand(self, seat: int, cards: list[int]) -> None:
        if len(set(cards)) != len(cards) or any(c not in self.hands[seat] for c in cards):
            raise _err("E_NOT_IN_HAND")

    def _check_op(self, p: int, a: Action) -> None:
        """Checks 5 for an operation, in the §16.3 order."""
        op: str = a["op"]
        cards: list[int] = list(a.get("cards") or [])
        o = self.opts
        season = self.season()
        faces = [FACE[c] for c in cards]
        fb = self.fb
        if op == "wu":
            kind: str = a["kind"]
            if self.phase == "extra":
                raise _err("E_DANCE_AS_EXTRA")
            if self.turn == 0 and o["opening_no_dance"]:
                raise _err("E_OPENING_DANCE")
            if ((kind in ("wind", "moon") and not o["function_cards"]) or (kind == "flower" and not o["fanhua"])
                    or (kind in COMBOS and not o["special_combos"])
                    or (kind in ("fenghua", "wanzi") and not o["four_seasons"])):
                raise _err("E_MODE_DISABLED")
            if o["fanhua"] and (kind == "wanzi" or (kind == "queyu" and "H" in faces)):
                raise _err("E_FANHUA")
            srt = sorted(faces)
            shape = {
                "wind": srt == ["F"], "moon": srt == ["Y"], "flower": srt == ["H"],
                "tianxia": srt == ["1", "2", "3", "4"],
                "huaniao": len(faces) == 2 and faces[0] != faces[1] and all(f in FUNCTION_FACES for f in faces),
                "queyu": len(faces) >= 6 and all(f == "B" or (f == "H" and fb) for f in faces),
                "liangfeng": srt == ["F", "F"], "fenghua": srt == ["F", "H", "Y"],
                "wanzi": srt == ["3", "4", "H"],
            }[kind]
            if not shape:
                raise _err("E_BAD_SHAPE")
            if (kind == "fenghua" and season != "winter") or (kind == "wanzi" and season != "spring"):
                raise _err("E_SEASON")
            if self.banned_now and kind != "flower":
                raise _err("E_BANNED")
            return
        if op == "qi":
            if cards:
                raise _err("E_BAD_SHAPE")
            if not self.pile:
                raise _err("E_PILE_EMPTY")
            return
        allow = self.allowed()
        if op == "ming":
            if len(cards) > 2 and not o["four_seasons"]:
                raise _err("E_MODE_DISABLED", "没有四季时鸣只能带一张", "沒有四季時鳴只能帶一張",
                           "without seasons a call carries one card")
            if len(cards) >= 1 and faces[0] == "H" and o["fanhua"]:
                raise _err("E_FANHUA")
            carried = faces[1:]
            if (not cards or faces[0] not in ("B", "H") or not all(f in NUMBER_FACES for f in carried)
                    or len(carried) > 2 or (len(carried) == 2 and carried[0] != carried[1])):
                raise _err("E_BAD_SHAPE")
            if len(carried) == 2 and season != "summer":
                raise _err("E_SEASON")
            if 0 not in allow:
                raise _err("E_OUT_OF_TUNE")
            return
        if op == "ge":
            if len(cards) != 1 or faces[0] not in NUMBER_FACES:
                raise _err("E_BAD_SHAPE")
            if int(faces[0]) not in allow:
                raise _err("E_OUT_OF_TUNE")
            return
        # song
        if o["fanhua"] and "H" in faces:
            raise _err("E_FANHUA")
        start = self._verse_start(cards)
        if start is None:
            raise _err("E_BAD_SHAPE")
        if season == "winter":
            raise _err("E_SEASON")
        if start not in allow:
            raise _err("E_OUT_OF_TUNE")

    def _verse_start(self, cards: list[int]) -> int | None:
        if len(cards) != 3:
            return None
        notes = [note(c, self.fb) for c in cards]
        if any(n is None for n in notes):
            return None
        ns = sorted(n for n in notes if n is not None)
        for s in range(5):
            if sorted([s, (s + 1) % 5, (s + 2) % 5]) == ns:
                return s
        return None

    def _check(self, seat: int, a: Any) -> str:
        try:
            return self._check_inner(seat, a)
        except _LazyError as e:
            raise _err(e.code) from None

    def _check_inner(self, seat: int, a: Any) -> str:
        t = self._check_form(a)
        ph = self.phase
        in_song = ph in IN_TURN_PHASES
        if in_song and t in ACTIVE_ONLY and seat != self.active:
            raise _err("E_NOT_YOUR_TURN")
        npp = _NoPrompt
        if t == "op" and ph not in ("main", "extra"):
            raise npp
        if t == "end_turn" and ph not in ("extra", "commit"):
            raise npp
        if t == "day_play" and ph != "day_play":
            raise npp
        if t == "gift" and ph != "gift":
            raise npp
        if t == "target" and ph != "target":
            raise npp
        if t == "pass" and (ph != "pass" or seat in self.passes):
            raise npp
        if t == "discard" and (ph != "discard" or seat not in self.discards):
            raise npp
        if t == "guess" and (ph != "guess" or seat == self.guess_target or seat in self.guesses):
            raise npp
        if t == "undo" and ph not in UNDO_PHASES:
            raise npp
        if t == "call":
            sd = self.showdown
            if ph != "showdown" or sd is None or seat not in sd["order"] or seat in sd["called"]:
                raise npp
        if t == "timeout" and seat not in self.to_act():
            raise npp
        if t == "resume" and (not self.bot[seat] or ph == "over"):
            raise npp
        # 4: cards in hand
        if t == "op":
            self._in_hand(seat, list(a.get("cards") or []))
        elif t == "gift":
            self._in_hand(seat, [c for v in a["to_cards"].values() for c in v])
        elif t == "pass":
            self._in_hand(seat, [a["card"]])
        elif t == "discard":
            self._in_hand(seat, a["cards"])
        # 5: by action
        if t == "op":
            self._check_op(seat, a)
        elif t == "gift":
            self._check_gift(a)
        elif t == "target":
            if a["seat"] == seat:
                raise _err("E_BAD_TARGET")
        elif t == "discard":
            k = self.discards[seat]
            if len(a["cards"]) != k:
                raise _err("E_DISCARD_COUNT")
            srt = sorted(self.hands[seat], key=lambda c: (CLASS[c], c))
            if sorted(CLASS[c] for c in a["cards"]) != [CLASS[c] for c in srt[:k]]:
                raise _err("E_DISCARD_ORDER")
        elif t == "undo":
            if not self.undo_left[seat]:
                raise _err("E_UNDO_USED")
            if self.exposed or self.snapshot is None:
                raise _err("E_UNDO_EXPOSED")
        return t

    def _check_gift(self, a: Action) -> None:
        p = self.active
        tc = {int(k): list(v) for k, v in a["to_cards"].items() if v}
        bad = _BadGift
        if self.gift_kind == "wind":
            mx = 2 if self.season() == "autumn" else 1
            nxt = (p + 1) % 4
            if set(tc) != {nxt} or not 1 <= len(tc[nxt]) <= mx:
                raise bad
            return
        tg = self._liangfeng_targets()
        if set(tc) != set(tg) or any(len(tc[t]) != 1 for t in tg):
            raise bad

    # ------------------------------------------------------------------ apply

    def apply(self, seat: int, action: Action) -> list[Event]:
        if not _is_int(seat) or not 0 <= seat < 4:
            raise _err("E_BAD_ACTION")
        t = self._check(seat, action)
        ev: list[Event] = []
        a = action
        if t == "op":
            if self.phase == "main":
                self.timeouts[seat] = 0
                self.main_done = True
                self._do_op(seat, a, False, ev)
            else:
                self.extra_ops -= 1
                self._do_op(seat, a, True, ev)
        elif t == "end_turn":
            self.extra_ops = 0
            if self.phase == "extra":
                self._to_commit(ev)
            else:
                self._turn_end(ev)
        elif t == "gift":
            self._do_gift(a, ev)
        elif t == "target":
            self._do_target(a["seat"], ev)
        elif t == "pass":
            self.passes[seat] = a["card"]
            ev.append(Event("passed", {"seat": seat}))
            if len(self.passes) == 4:
                self._do_passes(ev)
        elif t == "discard":
            self._do_discard(seat, a["cards"], ev)
        elif t == "guess":
            self.guesses[seat] = a["kind"]
            ev.append(Event("guessed", {"seat": seat}))
            if len(self.guesses) == 3:
                self._do_guess(ev)
        elif t == "day_play":
            self._do_day(a["play"], ev)
        elif t == "undo":
            snap = self.snapshot
            assert snap is not None
            self._load_dict(snap)
            self.undo_left[seat] = False
            self.snapshot = None
            ev.append(Event("undo", {"seat": seat, "text": texts.UNDO_TEXT}))
        elif t == "call":
            sd = self.showdown
            assert sd is not None
            sd["called"].append(seat)
            ev.append(Event("called", {"seat": seat}))
            if len(sd["called"]) == len(sd["order"]):
                self._showdown_round(ev)
        elif t == "timeout":
            if self.phase == "main":
                self._do_timeout(seat, ev)
            else:
                return self.apply(seat, self.timeout_action(seat))
        elif t == "resume":
            self.bot[seat] = False
            self.timeouts[seat] = 0
            ev.append(Event("resume", {"seat": seat}))
        self.last_events = ev
        return ev

    def _do_timeout(self, p: int, ev: list[Event]) -> None:
        ev.append(Event("timeout", {"seat": p}))
        self.main_done = True
        self._draw(p, ev, "penalty")
        self.timeouts[p] += 1
        if self.timeouts[p] >= self.opts["bot_takeover_after_timeouts"] and not self.bot[p]:
            self.bot[p] = True
            ev.append(Event("takeover", {"seat": p}))
        self._turn_end(ev)

    def _phrase(self, p: int, op: str, kind: str | None, cards: list[int], up: list[bool],
                ev: list[Event]) -> bool:
        """Move a phrase to the pool; True if the hand is now empty (the player has gone out)."""
        if self.opts["lighting"] != "night":
            up = [True] * len(cards)
        for c in cards:
            self.hands[p].remove(c)
        self.pool.append({"seat": p, "op": op, "kind": kind, "cards": list(cards), "up": list(up),
                          "tune": self.tune, "turn": self.turn})
        data: JSON = {"seat": p, "op": op, "kind": kind, "cards": [card_json(c) for c in cards]}
        if kind is not None:
            data["call"] = "舞，" + texts.DANCE_CALL_ZH[kind]
        if all(up):
            ev.append(Event("play", data))
        else:
            pub = dict(data)
            pub["cards"] = [card_json(c) if u else None for c, u in zip(cards, up, strict=True)]
            ev.append(Event("play", data, frozenset({p}), pub))
        if not self.hands[p]:
            self.went_out = p
            ev.append(Event("out", {"seat": p}))
            self._song_end(ev, "out")
            return True
        if self.season() == "spring" and not self.spring_used and any(FACE[c] == "H" for c in cards):
            self.spring_used = True
            self.extra_ops += 1
        return False

    def _set_tune(self, t: int | None) -> None:
        self.tune = t
        self.pool[-1]["tune"] = t

    def _do_op(self, p: int, a: Action, extra: bool, ev: list[Event]) -> None:
        op: str = a["op"]
        cards: list[int] = list(a.get("cards") or [])
        if op == "qi":
            drawn = self.pile[0]
            self._draw(p, ev, "qi")
            if not extra and self.opts["lighting"] == "day" and self._day_playable(drawn):
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
            start = self._verse_start(cards)
            assert start is not None
            ordered = sorted(cards, key=lambda c: ((note(c, self.fb) or 0) - start) % 5)
            if self._phrase(p, "song", None, ordered, [False, False, True], ev):
                return
            self._set_tune((start + 2) % 5)
        else:
            kind: str = a["kind"]
            single = kind in ("wind", "moon", "flower")
            if self._phrase(p, "wu", kind, cards, [single] * len(cards), ev):
                return
            if not single:
                self._set_tune(None)
            self._do_dance(p, kind, ev)
            return
        self._after_op(ev)

    def _day_playable(self, c: int) -> bool:
        allow = self.allowed()
        f = FACE[c]
        if f in NUMBER_FACES:
            return int(f) in allow
        return (f == "B" or (f == "H" and self.fb)) and 0 in allow

    def _do_dance(self, p: int, kind: str, ev: list[Event]) -> None:
        others = self._order(p)[1:]
        if kind == "wind":
            self.gift_kind = "wind"
            self.phase = "gift"
            return
        if kind == "moon":
            self.phase = "target"
            return
        if kind == "flower":
            self.extra_ops += 2
        elif kind == "tianxia":
            for s in others:
                self._draw(s, ev, "combo")
            self._change_limit(p, -2, ev)
            self.ban_pending[p] = True
            ev.append(Event("ban", {"seat": p}))
        elif kind == "huaniao":
            self._change_limit(p, 1, ev)
            self.passes = {}
            self.phase = "pass"
            return
        elif kind == "queyu":
            for s in self._order(p):
                for _ in range(3):
                    self._draw(s, ev, "combo")
            for s in range(4):
                self._change_limit(s, -1, ev)
        elif kind == "liangfeng":
            self.gift_kind = "liangfeng"
            self.phase = "gift"
            return
        elif kind == "fenghua":
            for s in others:
                for _ in range(2):
                    self._draw(s, ev, "combo")
        elif kind == "wanzi":
            for s in range(4):
                self._change_limit(s, 1, ev)
            self.extra_ops += 1
        self._after_op(ev)

    def _do_gift(self, a: Action, ev: list[Event]) -> None:
        p = self.active
        tc = {int(k): list(v) for k, v in a["to_cards"].items() if v}
        self.gift_kind = None
        for t in self._order(p)[1:]:
            for c in tc.get(t, []):
                self._move(c, p, t, "give", ev)
                if not self.hands[p]:
                    self.went_out = p
                    ev.append(Event("out", {"seat": p}))
                    self._song_end(ev, "out")
                    return
        self._after_op(ev)

    def _do_target(self, t: int, ev: list[Event]) -> None:
        p = self.active
        self.skips[t] += 1
        ev.append(Event("skip_added", {"seat": t, "skips": self.skips[t], "by": p}))
        if self.opts["lighting"] == "night":
            self.exposed = True
            self.peek = {"seat": p, "target": t, "cards": list(self.hands[t])}
            ev.append(Event("peek", {"seat": p, "target": t, "cards": [card_json(c) for c in self.hands[t]]},
                            frozenset({p}), {"seat": p, "target": t}))
        self._after_op(ev)

    def _do_passes(self, ev: list[Event]) -> None:
        passes = self.passes
        self.passes = {}
        for s in self._order(self.active):
            c = passes[s]
            self.hands[s].remove(c)
        for s in self._order(self.active):
            to = (s + 3) % 4
            bisect.insort(self.hands[to], passes[s])
            ev.append(Event("pass", {"from": s, "to": to, "card": card_json(passes[s])}, frozenset({s, to}),
                            {"from": s, "to": to}))
        self.exposed = True
        self._after_op(ev)

    def _do_discard(self, s: int, cards: list[int], ev: list[Event]) -> None:
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

    def _do_guess(self, ev: list[Event]) -> None:
        g = self.guess_target
        assert g is not None
        kind = KIND[FACE[self.hands[g][0]]]
        guesses = {s: self.guesses[s] for s in self._order(g)[1:]}
        k = sum(1 for v in guesses.values() if v == kind)
        ev.append(Event("guess", {"target": g, "kind": kind, "k": k,
                                  "guesses": {str(s): v for s, v in guesses.items()}}))
        for _ in range(k):
            if self._draw(g, ev, "goose"):
                continue
            donors = [s for s in self._order(g)[1:] if len(self.hands[s]) >= 2]
            lst = [c for s in donors for c in self.hands[s]]
            if not lst:
                continue
            c = lst[self.rng.uniform(len(lst))]
            frm = next(s for s in donors if c in self.hands[s])
            self._move(c, frm, g, "take", ev)
        self.armed[g] = False
        self.guess_target = None
        self.guesses = {}
        self._turn_end_goose(ev, False)

    def _do_day(self, play: bool, ev: list[Event]) -> None:
        c = self.daycard
        assert c is not None
        self.daycard = None
        p = self.active
        if play:
            f = FACE[c]
            self._phrase(p, "day", None, [c], [True], ev)
            self._set_tune(int(f) if f in NUMBER_FACES else 0)
        self._after_op(ev)

    # ------------------------------------------------------------------ serialisation

    def _dump(self, with_snapshot: bool = True, with_events: bool = True) -> JSON:
        sd = self.showdown
        sdj: JSON | None = None
        if sd is not None:
            sdj = {"entrants": list(sd["entrants"]), "order": list(sd["order"]), "round": sd["round"],
                   "cum": {str(k): v for k, v in sd["cum"].items()}, "called": list(sd["called"]),
                   "rounds": [{"call": r["call"], "hands": {str(k): list(v) for k, v in r["hands"].items()},
                               "priority": {str(k): v for k, v in r["priority"].items()}} for r in sd["rounds"]],
                   "tied": list(sd["tied"])}
        d: JSON = {
            "opts": dict(self.opts), "seed": self.seed, "rng": self.rng.state, "first": self.first,
            "active": self.active, "turn": self.turn, "phase": self.phase,
            "hands": [list(h) for h in self.hands], "pile": list(self.pile),
            "pool": [{"seat": ph["seat"], "op": ph["op"], "kind": ph["kind"], "cards": list(ph["cards"]),
                      "up": list(ph["up"]), "tune": ph["tune"], "turn": ph["turn"]} for ph in self.pool],
            "heap": list(self.heap), "tune": self.tune, "limits": list(self.limits), "skips": list(self.skips),
            "ban_pending": list(self.ban_pending), "banned_now": self.banned_now, "extra_ops": self.extra_ops,
            "spring_used": self.spring_used, "exposed": self.exposed, "main_done": self.main_done,
            "armed": list(self.armed), "undo_left": list(self.undo_left), "timeouts": list(self.timeouts),
            "bot": list(self.bot), "window": list(self.window), "went_out": self.went_out, "winner": self.winner, "how": self.how,
            "end_reason": self.end_reason, "gift_kind": self.gift_kind,
            "passes": {str(k): v for k, v in self.passes.items()},
            "discards": {str(k): v for k, v in self.discards.items()},
            "guess_target": self.guess_target, "guesses": {str(k): v for k, v in self.guesses.items()},
            "peek": None if self.peek is None else {"seat": self.peek["seat"], "target": self.peek["target"],
                                                      "cards": list(self.peek["cards"])},
            "daycard": self.daycard, "showdown": sdj,
        }
        if with_snapshot:
            d["snapshot"] = self.snapshot
        if with_events:
            d["events"] = [[e.type, e.data, None if e.audience is None else sorted(e.audience), e.public]
                           for e in self.last_events]
        return d

    def _load_dict(self, d: JSON) -> None:
        """Set every field from a dump (deep copies); keeps ``snapshot``/events unless present."""
        self.opts = dict(d["opts"])
        self.n_cards = int(self.opts["deck"])
        self.seed = int(d["seed"])
        self.rng = SplitMix64(int(d["rng"]))
        self.first = int(d["first"])
        self.active = int(d["active"])
        self.turn = int(d["turn"])
        self.phase = str(d["phase"])
        self.hands = [list(h) for h in d["hands"]]
        self.pile = list(d["pile"])
        self.pool = [{"seat": ph["seat"], "op": ph["op"], "kind": ph["kind"], "cards": list(ph["cards"]),
                      "up": list(ph["up"]), "tune": ph["tune"], "turn": ph["turn"]} for ph in d["pool"]]
        self.heap = list(d["heap"])
        self.tune = d["tune"]
        self.limits = list(d["limits"])
        self.skips = list(d["skips"])
        self.ban_pending = list(d["ban_pending"])
        self.banned_now = bool(d["banned_now"])
        self.extra_ops = int(d["extra_ops"])
        self.spring_used = bool(d["spring_used"])
        self.exposed = bool(d["exposed"])
        self.main_done = bool(d["main_done"])
        self.armed = list(d["armed"])
        self.undo_left = list(d["undo_left"])
        self.timeouts = list(d["timeouts"])
        self.bot = list(d["bot"])
        self.window = list(d.get("window", [True] * 4))
        self.went_out = d["went_out"]
        self.winner = d["winner"]
        self.how = d["how"]
        self.end_reason = d["end_reason"]
        self.gift_kind = d["gift_kind"]
        self.passes = {int(k): int(v) for k, v in d["passes"].items()}
        self.discards = {int(k): int(v) for k, v in d["discards"].items()}
        self.guess_target = d["guess_target"]
        self.guesses = {int(k): str(v) for k, v in d["guesses"].items()}
        pk = d["peek"]
        self.peek = None if pk is None else {"seat": pk["seat"], "target": pk["target"], "cards": list(pk["cards"])}
        self.daycard = d["daycard"]
        sd = d["showdown"]
        if sd is None:
            self.showdown = None
        else:
            self.showdown = {
                "entrants": list(sd["entrants"]), "order": list(sd["order"]), "round": sd["round"],
                "cum": {int(k): v for k, v in sd["cum"].items()}, "called": list(sd["called"]),
                "rounds": [{"call": r["call"], "hands": {int(k): list(v) for k, v in r["hands"].items()},
                            "priority": {int(k): v for k, v in r["priority"].items()}} for r in sd["rounds"]],
                "tied": list(sd["tied"])}
        if "snapshot" in d:
            self.snapshot = d["snapshot"]
        if "events" in d:
            self.last_events = [Event(t, data, None if aud is None else frozenset(aud), pub)
                                for t, data, aud, pub in d["events"]]

    @classmethod
    def from_dict(cls, d: JSON) -> HuaniaoState:
        st = cls.__new__(cls)
        st.snapshot = None
        st.last_events = []
        st._load_dict(d)
        return st

    def notation(self) -> str:
        return "huaniao " + json.dumps(self._dump(), ensure_ascii=False, separators=(",", ":"))

    def clone(self) -> HuaniaoState:
        return HuaniaoState.from_dict(self._dump())

    # ------------------------------------------------------------------ invariants

    def check_invariants(self) -> None:
        allc = [c for h in self.hands for c in h] + self.pile + [c for ph in self.pool for c in ph["cards"]] + self.heap
        assert sorted(allc) == list(range(self.n_cards)), "card conservation broken"
        for h in self.hands:
            assert h == sorted(h), "hand not sorted"
        for lim in self.limits:
            assert 5 <= lim <= 14, f"limit {lim} outside [5, 14]"
        assert all(s >= 0 for s in self.skips)
        assert 0 <= self.turn < self.opts["turn_cap"], "turn beyond the cap"
        assert self.phase in IN_TURN_PHASES + ("showdown", "over"), f"bad phase {self.phase}"
        if self.phase in IN_TURN_PHASES:
            assert all(self.hands), "an empty hand while the song goes on"
            assert self.to_act(), "nobody to act"
        if self.phase == "main":
            assert self.pile, "main prompt with an empty pile"
        if self.phase == "over":
            assert self.winner is not None
        if self.opts["dynamic_hand_limit"] and self.phase in ("main",):
            for s in range(4):
                eff = self.eff_limit(s)
                assert eff is not None and eff >= 4

    # ------------------------------------------------------------------ view (§14)

    def view(self, seat: int | None) -> JSON:
        night = self.opts["lighting"] == "night"
        over = self.phase == "over"
        opts = dict(self.opts)
        if not over:  # §14: the seed is published only when the song is over
            opts["seed"] = None
        seats = []
        for s in range(4):
            seats.append({"count": len(self.hands[s]), "limit": self.limits[s] if self.opts["dynamic_hand_limit"] else None,
                          "eff_limit": self.eff_limit(s), "skips": self.skips[s], "ban": self.ban_pending[s],
                          "undo_left": self.undo_left[s], "armed": self.armed[s], "bot": self.bot[s],
                          "timeouts": self.timeouts[s]})
        pool = [{"seat": ph["seat"], "op": ph["op"], "kind": ph["kind"],
                 "cards": [card_json(c) if u else None for c, u in zip(ph["cards"], ph["up"], strict=True)],
                 "tune": ph["tune"], "turn": ph["turn"]} for ph in self.pool]
        heap = [None if night else card_json(c) for c in self.heap]
        pending: JSON = {}
        if self.phase == "pass":
            pending = {"passed": sorted(self.passes)}
        elif self.phase == "discard":
            pending = {"discards": {str(k): v for k, v in self.discards.items()}}
        elif self.phase == "guess":
            pending = {"target": self.guess_target, "guessed": sorted(self.guesses)}
        elif self.phase == "gift":
            pending = {"kind": self.gift_kind}
        if seat is not None and seat in self.passes:
            pending["my_pass"] = card_json(self.passes[seat])
        if seat is not None and seat in self.guesses:
            pending["my_guess"] = self.guesses[seat]
        prompt: JSON | None = None
        if seat is not None and seat in self.to_act():
            prompt = self._prompt(seat)
        peek = None
        if seat is not None and self.peek is not None and self.peek["seat"] == seat:
            peek = {"seat": self.peek["target"], "cards": [card_json(c) for c in self.peek["cards"]]}
        sdv: JSON | None = None
        if self.showdown is not None:
            sd = self.showdown
            sdv = {"entrants": list(sd["entrants"]), "order": list(sd["order"]), "round": sd["round"],
                   "cum": {str(k): v for k, v in sd["cum"].items()}, "called": list(sd["called"]),
                   "rounds": [{"call": r["call"],
                               "hands": {str(k): [card_json(c) for c in v] for k, v in r["hands"].items()},
                               "priority": {str(k): v for k, v in r["priority"].items()}} for r in sd["rounds"]]}
        events: list[JSON] = []
        for e in self.last_events:
            x = e.for_seat(seat)
            if x is not None:
                events.append(x)
        return {
            "game": "huaniao", "seat": seat, "options": opts, "phase": self.phase,
            "to_act": list(self.to_act()), "active": self.active, "first": self.first, "turn": self.turn,
            "season": self.season(), "tune": self.tune, "allowed": self.allowed(),
            "lighting": self.opts["lighting"], "flowers_are_birds": self.fb, "pile": len(self.pile),
            "seats": seats,
            "hand": None if seat is None else [card_json(c) for c in self.hands[seat]],
            "pool": pool, "heap": heap, "banned_now": self.banned_now, "extra_ops": self.extra_ops,
            "spring_used": self.spring_used, "exposed": self.exposed, "main_done": self.main_done,
            "can_undo": seat is not None and self.can_undo(seat), "prompt": prompt, "pending": pending,
            "peek": peek, "events": events, "showdown": sdv,
            "result": self.result() if over else None,
            "seed": self.seed if over else None,
        }

    def _prompt(self, seat: int) -> JSON:
        ph = self.phase
        if ph == "extra":
            return {"type": "extra", "left": self.extra_ops}
        if ph == "gift":
            if self.gift_kind == "wind":
                return {"type": "gift", "kind": "wind", "to": [(self.active + 1) % 4],
                        "max": 2 if self.season() == "autumn" else 1}
            return {"type": "gift", "kind": "liangfeng", "to": self._liangfeng_targets(), "max": 1}
        if ph == "day_play":
            assert self.daycard is not None
            return {"type": "day_play", "card": card_json(self.daycard)}
        if ph == "discard":
            k = self.discards[seat]
            srt = sorted(self.hands[seat], key=lambda c: (CLASS[c], c))
            low = CLASS[srt[0]]
            return {"type": "discard", "count": k, "order_ok": [c for c in srt if CLASS[c] == low]}
        if ph == "guess":
            return {"type": "guess", "target": self.guess_target}
        if ph == "showdown":
            sd = self.showdown
            assert sd is not None
            rnd = sd["round"]
            return {"type": "call", "round": rnd,
                    "text": texts.SHOWDOWN_CALL_1 if rnd == 1 else texts.SHOWDOWN_CALL}
        return {"type": ph}


def load(text: str) -> HuaniaoState:
    """Read a position written by ``notation()``."""
    from .options import validate_options

    if not isinstance(text, str) or not text.startswith("huaniao "):
        raise NotationError("a huaniao position starts with 'huaniao '")
    try:
        d = json.loads(text[len("huaniao "):])
        d["opts"] = validate_options(d["opts"])
        st = HuaniaoState.from_dict(d)
        st.check_invariants()
    except NotationError:
        raise
    except Exception as e:  # any malformed field
        raise NotationError(f"bad huaniao position: {e}") from e
    return st
