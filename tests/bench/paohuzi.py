"""Benchmarks for 跑胡子 (not tests): ``python -m tests.bench.paohuzi <what>``.

* ``wincheck``: can_win / best_win CPU times (process_time, so other load does not count) on
  random hands and on winning hands whose seven groups are all concealed, with 0-3 王霸.
* ``hands [N]``: complete hands per second with the easy and the normal level in every seat.
* ``feeds [N] [LEVEL ...]``: N hands (tame preset) with LEVEL in every seat, per level: the discards
  that fed a locked (revealed) hand the card it wins on, and of them the ones another discard would
  have avoided, per 100 hands (play-test 30 #2), with the hands' mean length; progress on stderr.
* ``collector [N] [LEVEL]``: N whole hands (12) of three LEVEL bots (hard) in series at one local
  table, as the page runs them (``gc.freeze()`` first, slices of ``SLICE_MS``): every collection's
  generation and processor time, tracked objects and the memos' sizes after each hand, peak memory.

How strong the levels are is measured by the paired duel, ``python -m pygame_core duel --game
paohuzi --a hard --b normal`` (figures in pygame_core/games/paohuzi/rules.md).
"""

from __future__ import annotations

import gc
import resource
import statistics
import sys
import time
from collections import Counter
from typing import Any

from pygame_core.core.rng import SplitMix64, derive_seed
from pygame_core.games.paohuzi import GAME, scoring, winning
from pygame_core.games.paohuzi.cards import CODES, NKINDS, WILD
from pygame_core.games.paohuzi.hints import holding_from_view, waits
from pygame_core.games.paohuzi.scoring import WinFacts, best_win, clear_memos
from pygame_core.games.paohuzi.winning import ALL_TRIPLES, Placed, can_win, place
from pygame_core.table.client import LocalClient
from pygame_core.table.master import Master


def _hard_hands(n: int, wilds: int, seed: int = 1) -> list[tuple[Placed, WinFacts]]:
    """Random 21-card hands (7 free groups to find) holding ``wilds`` wilds, some made to win."""
    rng = SplitMix64(seed)
    out: list[tuple[Placed, WinFacts]] = []
    while len(out) < n:
        deck = [k for k in range(NKINDS) for _ in range(4)]
        rng.shuffle(deck)
        free = sorted(deck[:20 - wilds])
        x = deck[20 - wilds]
        p = place([], [], free, wilds, x, "discard")
        out.append((p, WinFacts(wilds=wilds, win_kind=x, free_before=free + [WILD] * wilds)))
    return out


def _winning_hands(n: int, wilds: int, seed: int = 2) -> list[tuple[Placed, WinFacts]]:
    """Hands that win: seven random groups, ``wilds`` of their cards replaced by wilds."""
    rng = SplitMix64(seed)
    out: list[tuple[Placed, WinFacts]] = []
    while len(out) < n:
        cards: list[int] = []
        for _ in range(7):
            g = ALL_TRIPLES[rng.uniform(len(ALL_TRIPLES))]
            cards.extend(g[1:])
        if any(cards.count(k) > 4 for k in set(cards)):
            continue
        rng.shuffle(cards)
        x = cards.pop()
        free = sorted(cards[wilds:])
        p = place([], [], free, wilds, x, "discard")
        if can_win(p, 15):
            out.append((p, WinFacts(wilds=wilds, win_kind=x, free_before=free + [WILD] * wilds)))
    return out


def _pct(xs: list[float]) -> str:
    xs = sorted(xs)
    return (f"p50 {statistics.median(xs) * 1000:.2f} ms, p95 {xs[int(len(xs) * 0.95) - 1] * 1000:.2f} ms, "
            f"max {xs[-1] * 1000:.2f} ms (n={len(xs)})")


def wincheck() -> None:
    opts = GAME.options_for()
    for wilds in (0, 1, 2, 3):
        for label, hands in (("random", _hard_hands(200, wilds)), ("winning", _winning_hands(100, wilds))):
            cw, bw = [], []
            for p, f in hands:
                clear_memos()   # cold: no help from earlier hands
                t = time.process_time()
                ok = can_win(p, 15)
                cw.append(time.process_time() - t)
                if ok:
                    clear_memos()
                    t = time.process_time()
                    best_win(p, f, opts)
                    bw.append(time.process_time() - t)
            print(f"{wilds} wild(s), {label:7s} can_win:  {_pct(cw)}")
            if bw:
                print(f"{wilds} wild(s), {label:7s} best_win: {_pct(bw)}")


def hands(n: int = 30) -> None:
    opts = GAME.options_for()
    for level in ("easy", "normal"):
        t = time.process_time()
        for seed in range(n):
            s = GAME.new(opts, seed, None)
            bots = [GAME.bots[level](i, seed) for i in range(3)]
            while not s.is_over():
                seat = s.to_act()[0]
                s.apply(seat, bots[seat].choose(s.view(seat), s.legal_actions(seat)))
        print(f"{level}: {n / (time.process_time() - t):.2f} hands/s")


def _fed(view: dict[str, Any], seat: int) -> set[int]:
    """The kinds a discard of ``seat`` hands to a locked seat, from the view (written apart from
    ``hints``, so this command measures the code before a change the same way)."""
    out: set[int] = set()
    for s, p in enumerate(view["seats"]):
        if s != seat and p["locked"] and not p["dead"] and p["hand"] is not None:
            out |= set(waits(holding_from_view(view, s), view["options"], "discard"))
    return out


def feeds(n: int = 100, levels: tuple[str, ...] = ("easy", "normal", "hard"), seed: int = 30) -> None:
    opts = GAME.options_for(GAME.default_preset)
    for level in levels:
        fed = avoidable = discards = actions = 0
        t = time.perf_counter()
        for g in range(n):
            m = Master(GAME, opts, seed, [f"bot:{level}"] * 3)
            m.start_hand(derive_seed(seed, "feeds", g))
            while not m.is_over():
                seat = m.state.to_act()[0]
                view = m.state.view(seat)
                danger = _fed(view, seat) if view["phase"] == "discard" else set()
                legal = m.state.legal_actions(seat)
                before = len(m.hand.actions)
                m.step_bot()
                for who, a in m.hand.actions[before:]:
                    if who == seat and a["a"] == "discard":
                        discards += 1
                        k = CODES.index(a["card"])
                        if k in danger:
                            fed += 1
                            avoidable += any(CODES.index(x["card"]) not in danger for x in legal)
            actions += len(m.hand.actions)
            if (g + 1) % 10 == 0:
                print(f"{level}: {g + 1}/{n} hands, {time.perf_counter() - t:.0f} s", file=sys.stderr, flush=True)
        print(f"{level}: {n} hands, {discards / n:.1f} discards and {actions / n:.0f} actions a hand; "
              f"fed a locked hand {100 * fed / n:.1f} per 100 hands, avoidable {100 * avoidable / n:.1f}")


def collector(n: int = 12, level: str = "hard", seed: int = 7) -> None:
    gc.freeze()  # as web/main.py does with everything loaded before the table
    count: Counter[int] = Counter()
    longest: dict[int, float] = {}
    started = [0.0]

    def on_gc(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            started[0] = time.process_time()
            return
        g, ms = info["generation"], (time.process_time() - started[0]) * 1000
        count[g] += 1
        longest[g] = max(longest.get(g, 0.0), ms)

    master = Master(GAME, GAME.options_for(GAME.default_preset), seed, [f"bot:{level}"] * 3)
    client = LocalClient(master, 0.0, store=lambda text: None)  # deals, and thinks in slices as the page
    gc.callbacks.append(on_gc)
    now, done = 0.0, 0
    try:
        while done < n:
            now += 0.04  # a frame
            client.tick(now)
            if client.is_over():
                done += 1
                print(f"hand {done}: {len(gc.get_objects())} tracked objects, memos "
                      f"{len(winning._MAX_MEMO)} / {len(winning._FREE_MEMO)} / {len(scoring._BEST_MEMO)} entries")
                client.next_hand()
    finally:
        gc.callbacks.remove(on_gc)
    print(f"{level}: collections by generation {dict(count)}, longest (ms of processor time) "
          f"{ {g: round(ms, 1) for g, ms in sorted(longest.items())} }, "
          f"peak memory {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "wincheck"
    if what == "wincheck":
        wincheck()
    elif what == "hands":
        hands(int(sys.argv[2]) if len(sys.argv) > 2 else 30)
    elif what == "feeds":
        feeds(int(sys.argv[2]) if len(sys.argv) > 2 else 100, tuple(sys.argv[3:]) or ("easy", "normal", "hard"))
    elif what == "collector":
        collector(int(sys.argv[2]) if len(sys.argv) > 2 else 12, sys.argv[3] if len(sys.argv) > 3 else "hard")
    else:
        raise SystemExit(f"unknown benchmark {what!r}: wincheck, hands [N], feeds [N] [LEVEL ...] or collector [N] [LEVEL]")
