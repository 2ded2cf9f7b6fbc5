"""Twin positions (issue 10 #3): what an observer receives depends only on what it may know.

At many points of seeded hands, two seats the observer cannot see swap free cards (the twin stays a
legal position: it loads, no free triple, no free card of a 坎 or 偎 kind). Both twins are then
driven with the same actions (the observer's own, and for the others one legal in both twins) and
every message to the observer must be the same: its view (to_act, answered, prompt, legal...) and
the events it receives, their kinds and their count. The drive stops, as a legitimate end, at the
first event the rules make public about hidden cards (a forced 提/偎/跑, a win, a dead hand, the hand's
end laying every hand face up): from there the twins differ for everyone, by rule.
"""

from __future__ import annotations

from typing import Any

from pygame_core.core import SplitMix64
from pygame_core.core.game import Event, events_for
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.cards import kind_of
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.games.paohuzi.winning import CHOU_WEI, WEI

# Events by which the rules show something of a hidden hand to everyone.
REVEALING = frozenset({"ti", "wei", "chou_wei", "pao", "win", "dead", "show_hands"})
MIXES: list[dict[str, Any]] = [{}, {"bowl_cell_mode": "choice"}, {"locked_auto_hu": False},
                               {"multi_win": False}, {"blood_flow": False, "decisive_moment": False}]
PLIES = 14   # driven after each swap


def _free_ok(s: PaohuziState, seat: int) -> bool:
    """The forced melds of §7.3 were taken: no free triple, no free card of a 坎 or 偎 kind."""
    p = s.players[seat]
    kinds = [kind_of(c) for c in p.hand]
    wei = {kind_of(m.cards[0]) for m in p.melds if m.type in (WEI, CHOU_WEI)}
    return all(kinds.count(k) < 3 and k not in p.kans and k not in wei for k in kinds)


def twin(s: PaohuziState, a: int, b: int, rng: SplitMix64) -> PaohuziState | None:
    """``s`` with a free card of ``a`` and one of ``b`` (of other kinds) swapped, or None."""
    pa, pb = s.players[a], s.players[b]
    for _ in range(8):
        if not pa.hand or not pb.hand:
            return None
        i, j = rng.uniform(len(pa.hand)), rng.uniform(len(pb.hand))
        if kind_of(pa.hand[i]) == kind_of(pb.hand[j]):
            continue
        t = s.clone()
        t.players[a].hand[i], t.players[b].hand[j] = pb.hand[j], pa.hand[i]
        t._claim = None
        if not (_free_ok(t, a) and _free_ok(t, b)):
            continue
        try:
            return GAME.load(t.notation())   # type: ignore[return-value]
        except Exception:   # noqa: BLE001 - a twin the rules refuse (an answer no longer legal...)
            continue
    return None


def _types(evs: list[Event]) -> list[str]:
    return [e.type for e in evs]


def drive(x: PaohuziState, y: PaohuziState, obs: int, rng: SplitMix64) -> int:
    """Drive both twins alike; assert the observer cannot tell them apart. Returns plies checked."""
    for ply in range(PLIES):
        vx, vy = x.view(obs), y.view(obs)
        assert vx == vy, f"ply {ply}: the view of seat {obs} differs\n{x!r}\n{y!r}"
        assert x.view(None) == y.view(None), f"ply {ply}: the spectator's view differs"
        if x.is_over():
            return ply
        seat = x.to_act()[0]
        lx, ly = x.legal_actions(seat), y.legal_actions(seat)
        common = [a for a in lx if a in ly and (seat == obs or a["a"] != "hu")]
        if not common:
            return ply
        action = common[rng.uniform(len(common))]
        ex, ey = x.apply(seat, action), y.apply(seat, action)
        tx, ty = _types(ex) + [""], _types(ey) + [""]
        if tx != ty:
            i = next(i for i, (p, q) in enumerate(zip(tx, ty, strict=False)) if p != q)
            assert {tx[i], ty[i]} & REVEALING, \
                f"ply {ply}: the engine's steps differ without a public reason: {tx} / {ty}"
            return ply
        if set(_types(ex)) & REVEALING:
            return ply
        assert events_for(obs, ex) == events_for(obs, ey), f"ply {ply}: seat {obs} receives other events"
        assert events_for(None, ex) == events_for(None, ey)
    return PLIES


def test_twins_look_the_same() -> None:
    positions = swaps = plies = claims = 0
    for mix in MIXES:
        for seed in range(3):
            s = GAME.new(GAME.options_for(**mix), 1000 + seed, None)
            assert isinstance(s, PaohuziState)
            rng = SplitMix64(seed)
            steps = 0
            while not s.is_over() and steps < 400:
                steps += 1
                if steps % 4 == 0:
                    positions += 1
                    claims += s.phase == "claim"
                    for obs in range(3):
                        a, b = [i for i in range(3) if i != obs]
                        if s.players[a].locked or s.players[b].locked:
                            continue
                        t = twin(s, a, b, rng)
                        if t is None:
                            continue
                        swaps += 1
                        plies += drive(s.clone(), t, obs, SplitMix64(steps * 3 + obs))
                seat = s.to_act()[0]
                legal = s.legal_actions(seat)
                s.apply(seat, legal[rng.uniform(len(legal))])
    print(f"twins: {positions} positions ({claims} in a claim window), {swaps} swaps, {plies} plies compared")
    assert swaps >= 300 and plies >= 1500 and claims >= 50
