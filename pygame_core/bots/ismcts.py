"""Single-observer information-set MCTS with determinisation.

The bot is given only its seat's view. Each iteration samples a full state consistent with that
view (``GameInfo.determinize``), walks one shared tree keyed by action text, and plays out with a
cheap policy. Nodes remember how often each action was available so that UCB is fair across
determinisations where an action may be illegal (Cowling, Powley, Whitehouse 2012).
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Sequence

from ..core.game import JSON, Action, GameInfo, GameState
from ..core.rng import SplitMix64

Policy = Callable[[GameState, int, SplitMix64], Action]
Evaluator = Callable[[GameState], list[float]]


def action_key(action: Action) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class RandomBot:
    """Uniform over the legal actions, from its own seeded generator."""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = SplitMix64(seed & ((1 << 64) - 1))

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        return legal[self.rng.uniform(len(legal))]


class _Node:
    __slots__ = ("parent", "action", "actor", "children", "visits", "avail", "total")

    def __init__(self, parent: _Node | None, action: Action | None, actor: int) -> None:
        self.parent = parent
        self.action = action
        self.actor = actor  # the seat that chose ``action``
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


def random_policy(state: GameState, seat: int, rng: SplitMix64) -> Action:
    legal = state.legal_actions(seat)
    return legal[rng.uniform(len(legal))]


class ISMCTSBot:
    """Search bot with a time budget (seconds) and/or an iteration cap."""

    def __init__(self, info: GameInfo, seat: int, seed: int, *, budget_s: float = 0.5,
                 max_iterations: int = 100_000, exploration: float = 0.7,
                 policy: Policy | None = None, max_rollout_steps: int = 400,
                 evaluate: Evaluator | None = None) -> None:
        if info.determinize is None:
            raise ValueError(f"{info.id} has no determinize(); it cannot use ISMCTS")
        self.info = info
        self.seat = seat
        self.rng = SplitMix64(seed & ((1 << 64) - 1))
        self.budget_s = budget_s
        self.max_iterations = max_iterations
        self.c = exploration
        self.policy = policy or random_policy
        self.max_rollout_steps = max_rollout_steps
        self.evaluate = evaluate
        self.last_iterations = 0

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        legal_keys = {action_key(a): a for a in legal}
        root = _Node(None, None, self.seat)
        deadline = time.perf_counter() + self.budget_s
        determinize = self.info.determinize
        assert determinize is not None
        it = 0
        while it < self.max_iterations and (it < 8 or time.perf_counter() < deadline):
            it += 1
            state = determinize(view, self.seat, self.rng)
            self._iterate(root, state, legal_keys)
        self.last_iterations = it
        best = max((ch for k, ch in root.children.items() if k in legal_keys),
                   key=lambda ch: (ch.visits, ch.total), default=None)
        if best is None or best.action is None:
            return legal[0]
        return legal_keys[action_key(best.action)]

    def _iterate(self, root: _Node, state: GameState, root_keys: dict[str, Action]) -> None:
        node = root
        first = True
        # Selection / expansion.
        while not state.is_over():
            actors = state.to_act()
            actor = self.seat if first and self.seat in actors else actors[0]
            legal = list(root_keys.values()) if first else state.legal_actions(actor)
            first = False
            keyed = {action_key(a): a for a in legal}
            for k in keyed:
                ch = node.children.get(k)
                if ch is not None:
                    ch.avail += 1
            untried = [k for k in keyed if k not in node.children]
            if untried:
                k = untried[self.rng.uniform(len(untried))]
                child = _Node(node, keyed[k], actor)
                node.children[k] = child
                state.apply(actor, keyed[k])
                node = child
                break
            log_n = {k: math.log(max(1, node.children[k].avail)) for k in keyed}
            k = max(keyed, key=lambda k: self._ucb(node.children[k], log_n[k]))
            node = node.children[k]
            state.apply(actor, keyed[k])
        # Playout.
        steps = 0
        while not state.is_over() and steps < self.max_rollout_steps:
            actor = state.to_act()[0]
            state.apply(actor, self.policy(state, actor, self.rng))
            steps += 1
        if state.is_over():
            rewards = state.returns()
        elif self.evaluate is not None:
            rewards = self.evaluate(state)
        else:
            rewards = [0.5] * state.num_seats
        # Backpropagation: each node scores from the view of the seat that chose it.
        n: _Node | None = node
        while n is not None:
            n.visits += 1
            n.total += rewards[n.actor]
            n = n.parent

    def _ucb(self, ch: _Node, log_avail: float) -> float:
        if ch.visits == 0:
            return math.inf
        return ch.total / ch.visits + self.c * math.sqrt(log_avail / ch.visits)
