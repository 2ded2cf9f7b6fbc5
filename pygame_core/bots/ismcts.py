"""Single-observer information-set MCTS with determinisation.

The bot is given only its seat's view. Each iteration samples a full state consistent with that
view (``GameInfo.determinize``), walks one shared tree keyed by action text, and plays out with a
cheap policy. Nodes remember how often each action was available so that UCB is fair across
determinisations where an action may be illegal (Cowling, Powley, Whitehouse 2012).

A search is a ``Thinking`` object: ``step(ms)`` runs it for a slice of time (so a page can paint
between slices; a slice may end inside an iteration, after any move) and returns the choice once it
is done; ``ISMCTSBot.choose`` is the same search run
in one go. The result depends only on the seed and the iteration budget: slicing never changes it,
and the time budget is a cap on the processor time spent in ``step`` (a safety net for slow
interpreters, not touched by a loaded machine; set it high where results must be reproducible).
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Generator, Sequence

from ..core.game import JSON, Action, GameInfo, GameState
from ..core.rng import SplitMix64
from .thinking import Slices

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
    """A tree node. It has no parent pointer: the tree holds no reference cycle, so reference
    counting frees it the moment the search ends, and the garbage collector never has to."""

    __slots__ = ("action", "actor", "children", "visits", "avail", "total")

    def __init__(self, action: Action | None, actor: int) -> None:
        self.action = action
        self.actor = actor  # the seat that chose ``action``
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


def random_policy(state: GameState, seat: int, rng: SplitMix64) -> Action:
    legal = state.legal_actions(seat)
    return legal[rng.uniform(len(legal))]


Narrow = Callable[[Sequence[Action]], Sequence[Action]]


class Thinking:
    """One search from ``view`` over the root actions ``legal``, advanced by ``step``.

    ``narrow`` picks the root actions out of ``legal`` first (a game's own ranking), as a unit of
    the first slice: its time counts in that slice instead of coming on top of it."""

    def __init__(self, bot: ISMCTSBot, view: JSON, legal: Sequence[Action],
                 narrow: Narrow | None = None) -> None:
        if not legal:
            raise ValueError("nothing to choose from: the legal actions are empty")
        self.bot = bot
        self.view = view
        self.keys: dict[str, Action] = {}
        self.root = _Node(None, bot.seat)
        self.iterations = 0
        self.spent_s = 0.0  # processor time spent inside step(): what the cap counts
        self.result: Action | None = None
        if narrow is None:
            self._root_actions(legal)
        self._slices = Slices(self._search(legal, narrow))

    def _root_actions(self, legal: Sequence[Action]) -> None:
        if not legal:
            raise ValueError("nothing to choose from: the root actions are empty")
        self.keys = {action_key(a): a for a in legal}
        if len(self.keys) == 1:  # a single move: at once
            self.result = legal[0]
            self.bot.last_iterations = 0

    @property
    def done(self) -> bool:
        return self.result is not None

    def step(self, ms: float | None = None) -> Action | None:
        """Search for about ``ms`` milliseconds (None: to the end); the choice once done, else None.

        Each call makes progress: at least one step of an iteration (a tree move or a playout
        action), so no slice holds the page for a whole iteration."""
        if self.result is None:
            self.result = self._slices.step(ms)
        return self.result

    def _search(self, legal: Sequence[Action], narrow: Narrow | None) -> Generator[None, None, Action]:
        """The iterations, yielding after every tree move and playout action; the choice at the end.

        The slice is wall time (the page must paint); the cap is the processor time spent between
        yields, so a loaded machine does not cut a search short."""
        bot = self.bot
        determinize = bot.info.determinize
        assert determinize is not None
        if narrow is not None:
            self._root_actions(narrow(legal))
            if self.result is not None:
                return self.result
            yield
        t = time.process_time()
        while True:
            for _ in bot._iteration(self.root, determinize(self.view, bot.seat, bot.rng), self.keys):
                self.spent_s += time.process_time() - t
                yield
                t = time.process_time()
            self.iterations += 1
            self.spent_s += time.process_time() - t
            t = time.process_time()
            if self._finished(self.spent_s):
                bot.last_iterations = self.iterations
                return self._best()

    def _finished(self, spent: float) -> bool:
        bot = self.bot
        it = self.iterations
        if it >= bot.max_iterations:
            return True
        if it < bot.min_iterations:
            return False
        if spent >= bot.budget_s:
            return True
        if bot.early_stop:
            # one move is clearly best: its visit lead over the runner-up is more than the
            # iterations left, so no continuation could change the choice
            first, second = 0, 0
            for ch in self.root.children.values():
                if ch.visits > first:
                    first, second = ch.visits, first
                elif ch.visits > second:
                    second = ch.visits
            if first - second > bot.max_iterations - it:
                return True
        return False

    def stats(self) -> dict[str, tuple[int, float]]:
        """Each root action's visits and mean outcome so far, by ``action_key``."""
        return {k: (ch.visits, ch.total / ch.visits if ch.visits else 0.0)
                for k, ch in self.root.children.items() if k in self.keys}

    def _best(self) -> Action:
        best = max((ch for k, ch in self.root.children.items() if k in self.keys),
                   key=lambda ch: (ch.visits, ch.total), default=None)
        if best is None or best.action is None:
            return next(iter(self.keys.values()))
        return self.keys[action_key(best.action)]


class ISMCTSBot:
    """Search bot with an iteration budget, a time cap (seconds) and an early stop."""

    def __init__(self, info: GameInfo, seat: int, seed: int, *, budget_s: float = 0.5,
                 max_iterations: int = 100_000, exploration: float = 0.7,
                 policy: Policy | None = None, max_rollout_steps: int = 400,
                 evaluate: Evaluator | None = None, min_iterations: int = 8,
                 early_stop: bool = True) -> None:
        if info.determinize is None:
            raise ValueError(f"{info.id} has no determinize(); it cannot use ISMCTS")
        self.info = info
        self.seat = seat
        self.rng = SplitMix64(seed & ((1 << 64) - 1))
        self.budget_s = budget_s
        self.max_iterations = max_iterations
        self.min_iterations = min_iterations
        self.early_stop = early_stop
        self.c = exploration
        self.policy = policy or random_policy
        self.max_rollout_steps = max_rollout_steps
        self.evaluate = evaluate
        self.last_iterations = 0

    def think(self, view: JSON, legal: Sequence[Action], narrow: Narrow | None = None) -> Thinking:
        """A search to advance with ``step(ms)`` (over ``narrow(legal)`` when given)."""
        return Thinking(self, view, legal, narrow)

    def choose(self, view: JSON, legal: Sequence[Action]) -> Action:
        thinking = self.think(view, legal)
        action = thinking.step()
        assert action is not None
        return action

    def _iteration(self, root: _Node, state: GameState,
                   root_keys: dict[str, Action]) -> Generator[None, None, None]:
        """One iteration; it yields after each move so that a slice can end inside it (the moves
        and the random draws are the same however it is sliced)."""
        node = root
        path = [root]  # the nodes walked, for the backpropagation
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
                child = _Node(keyed[k], actor)
                node.children[k] = child
                state.apply(actor, keyed[k])
                path.append(child)
                break
            log_n = {k: math.log(max(1, node.children[k].avail)) for k in keyed}
            k = max(keyed, key=lambda k: self._ucb(node.children[k], log_n[k]))
            node = node.children[k]
            path.append(node)
            state.apply(actor, keyed[k])
            yield
        # Playout.
        steps = 0
        while not state.is_over() and steps < self.max_rollout_steps:
            actor = state.to_act()[0]
            state.apply(actor, self.policy(state, actor, self.rng))
            steps += 1
            yield
        if state.is_over():
            rewards = state.returns()
        elif self.evaluate is not None:
            rewards = self.evaluate(state)
        else:
            rewards = [0.5] * state.num_seats
        # Backpropagation: each node scores from the view of the seat that chose it.
        for n in path:
            n.visits += 1
            n.total += rewards[n.actor]

    def _ucb(self, ch: _Node, log_avail: float) -> float:
        if ch.visits == 0:
            return math.inf
        return ch.total / ch.visits + self.c * math.sqrt(log_avail / ch.visits)
