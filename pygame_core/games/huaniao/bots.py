"""Bots (rules §17): easy (random, never 棲 when something else is legal), normal (normal.py:
rule-based scoring with look-ahead) and hard (ISMCTS over determinisations of the seat's view
among normal's best candidates, greedy rollouts).

Bots never use 且慢 and always commit at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...bots.ismcts import ISMCTSBot, Thinking
from ...core.game import JSON, Action, GameInfo, GameState
from ...core.rng import SplitMix64
from .cards import CLASS, PTS
from .determinize import determinize
from .normal import MASK64, NormalBot, choose_normal, moon_target, playable, ranked, score_op
from .rules import GUESS_KINDS, HuaniaoState

__all__ = ["EasyBot", "NormalBot", "SearchBot", "choose_normal", "determinize", "rollout_policy"]

# hard's budget: iterations per decision (deterministic), and a time cap as a safety net only
ITERATIONS = 100
TIME_CAP_S = 1.0
CANDIDATES = 4  # the root actions searched: normal's best few (a small budget spread thin is noise)
# sub-decisions where the rule-based answer is as good and the search is kept for operations
_RULED = ("discard", "pass", "target", "day_play", "guess", "gift", "showdown")


class EasyBot:
    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = SplitMix64(seed & MASK64)

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        legal = playable(legal)
        if view["phase"] == "commit":
            return {"a": "end_turn"}
        if view["phase"] == "main":
            non_qi = [a for a in legal if a.get("op") != "qi"]
            if non_qi:
                legal = non_qi
        if view["phase"] == "guess":
            legal = [a for a in legal if a["kind"] != "none"] or legal
        return legal[self.rng.uniform(len(legal))]


# ---------------------------------------------------------------------- rollouts and search

def rollout_policy(state: GameState, seat: int, rng: SplitMix64) -> Action:
    """Cheap greedy play straight on the state (no view): shed most, else perch; defaults otherwise."""
    assert isinstance(state, HuaniaoState)
    ph = state.phase
    if ph in ("main", "extra"):
        legal = state.legal_actions(seat)
        hand_size = len(state.hands[seat])
        pile0 = state.n_cards - 4 * int(state.opts["deal_size"])
        extra = ph == "extra"
        best: Action | None = None
        best_sc = -1e9
        for a in legal:
            if a["a"] == "undo":
                continue
            sc = score_op(a, hand_size, len(state.pile), pile0, False, extra) + 0.2 * rng.uniform(100) / 100
            if sc > best_sc:
                best, best_sc = a, sc
        assert best is not None
        return best
    if ph == "guess":
        return {"a": "guess", "kind": GUESS_KINDS[rng.uniform(3)]}
    if ph == "pass":
        h = state.hands[seat]
        return {"a": "pass", "card": max(h, key=lambda c: (PTS[c], c))}
    if ph == "discard":
        k = state.discards[seat]
        srt = sorted(state.hands[seat], key=lambda c: (CLASS[c], -PTS[c], c))
        return {"a": "discard", "cards": srt[:k]}
    if ph == "target":
        return {"a": "target", "seat": moon_target(state.active, [len(h) for h in state.hands], state.skips)}
    if ph == "day_play":
        return {"a": "day_play", "play": state.day_ok()}
    return state.timeout_action(seat)


class SearchBot:
    """ISMCTS over determinised views with greedy rollouts among normal's best candidates; never
    uses 且慢. ``think`` returns the search to advance in slices; ``choose`` runs it at once."""

    def __init__(self, info: GameInfo, seat: int, seed: int, budget_s: float = TIME_CAP_S,
                 max_iterations: int = ITERATIONS, candidates: int = CANDIDATES, **kw: Any) -> None:
        self.seat = seat
        self.candidates = candidates
        self.inner = ISMCTSBot(info, seat, seed, budget_s=budget_s, max_iterations=max_iterations,
                               policy=rollout_policy, max_rollout_steps=2000, **kw)

    @property
    def last_iterations(self) -> int:
        return self.inner.last_iterations

    def think(self, view: JSON, legal: Sequence[Action]) -> Thinking:
        # the candidates (normal's look-ahead, some ms) are the search's first unit of work
        return self.inner.think(view, legal, lambda legal: self._candidates(view, legal))

    def _candidates(self, view: JSON, legal: Sequence[Action]) -> Sequence[Action]:
        """The root actions: normal's best few, or its one answer (then decided at once)."""
        legal = playable(legal)
        if view["phase"] == "commit":
            return [{"a": "end_turn"}]
        if len(legal) > 1 and view["phase"] in _RULED:
            return [choose_normal(view, legal, self.inner.rng)]
        if len(legal) > 1:
            return ranked(view, legal, self.inner.rng)[:self.candidates]
        return legal

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        action = self.think(view, legal).step()
        assert action is not None
        return action
