"""A table of one Host and its Guests over the in-memory transport, with a fake clock."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from pygame_core.core.game import JSON, Action, GameInfo
from pygame_core.core.rng import SplitMix64, derive_seed
from pygame_core.net import Guest, Host, MemoryLink, MemoryNet, join

from . import toygame


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def advance(self, dt: float) -> None:
        self.t += dt


class Entropy:
    """Deterministic 'random' bytes for reproducible tests (the page uses os.urandom)."""

    def __init__(self, seed: int) -> None:
        self.rng = SplitMix64(seed)

    def __call__(self, n: int) -> bytes:
        out = b""
        while len(out) < n:
            out += self.rng.next().to_bytes(8, "big")
        return out[:n]


def scripted(seed: int, decisions: Callable[[int], int]) -> Callable[[Guest], Action]:
    """A 'human' whose choice depends only on (seat, hand, its n-th decision, legal), not on timing
    (simultaneous prompts may be answered in another order when someone is away)."""
    def choose(g: Guest) -> Action:
        assert g.seat is not None
        legal = sorted(g.legal, key=lambda a: json.dumps(a, sort_keys=True))
        return legal[derive_seed(seed, g.seat, g.hand, decisions(g.seat)) % len(legal)]
    return choose


class Table:
    def __init__(self, game: str = "toy", kinds: Sequence[str] = ("remote", "remote", "bot", "bot"),
                 options: JSON | None = None, seed: int = 1, resolve: Callable[[str], GameInfo] = toygame.resolve,
                 level: str | None = None, **host_kw: Any) -> None:
        self.net = MemoryNet()
        self.clock = FakeClock()
        self.resolve = resolve
        self.seed = seed
        self.saves: list[str] = []
        info = resolve(game)
        opts = dict(info.presets[info.default_preset]) if options is None else options
        self.host_kw = dict(resolve=resolve, clock=self.clock, store=self.saves.append, **host_kw)
        specs: list[JSON] = [{"kind": k} if level is None else {"kind": k, "level": level} for k in kinds]
        self.host = Host(game, opts, specs, entropy=Entropy(seed), **self.host_kw)
        self.guests: dict[int, Guest] = {
            i: Guest(i, self.host.secret(i), resolve=resolve, entropy=Entropy(seed * 100 + i))
            for i, k in enumerate(kinds) if k == "remote"}
        self.links: dict[int, tuple[MemoryLink, MemoryLink]] = {}
        self.choose = scripted(seed, lambda seat: sum(1 for s, _ in self.host.actions if s == seat))

    def connect(self, seat: int) -> None:
        self.links[seat] = join(self.net, self.host, self.guests[seat], str(seat))
        self.net.run()

    def connect_all(self) -> None:
        for s in self.guests:
            self.connect(s)

    def drop(self, seat: int) -> None:
        self.net.cut(self.links[seat][0])
        self.net.run()

    def reload_guest(self, seat: int, keep: bool = True) -> None:
        """The guest's page reloads: a new Guest object (from its saved JSON if ``keep``)."""
        self.drop(seat)
        old = self.guests[seat]
        # Same entropy stream as before, so that later hands' deals can be compared with a run
        # without the reload (a real reload would draw new shares: a different, equally fair deal).
        if keep:
            g = Guest.from_json(json.loads(json.dumps(old.to_json())), resolve=self.resolve, entropy=old.entropy,
                                clock=old.clock)
        else:
            g = Guest(seat, old.secret, resolve=self.resolve, entropy=old.entropy, clock=old.clock)
        self.guests[seat] = g
        self.connect(seat)

    def reload_host(self) -> None:
        """The host's page reloads: every link drops, the match comes back from the last save."""
        for seat in list(self.links):
            self.net.cut(self.links[seat][0])
        self.net.run()
        self.host = Host.loads(self.saves[-1], entropy=self.host.entropy, **self.host_kw)
        self.links.clear()

    def step(self) -> bool:
        """One scripted human action, if some connected guest must act; else False."""
        for g in self.guests.values():
            pending = any(o.t == "intent" for _, o, _ in g.outbox)
            if g.link is not None and g.my_turn() and g.legal and not pending:
                g.act(self.choose(g))
                self.net.run()
                return True
        return False

    def deal(self) -> None:
        """Start a hand and wait until it is dealt (the shares arrive, or the timeout passes)."""
        self.host.start_hand()
        self.net.run()
        n = 0
        while self.host.phase == "dealing" and n < 10:
            self.clock.advance(self.host.share_timeout)
            self.host.tick()
            self.net.run()
            n += 1

    def play_hand(self, on_step: Callable[[int], None] | None = None, limit: int = 5000) -> None:
        """Start a hand and play it to the end (bots act on the host, humans by script)."""
        self.deal()
        self.play_out(on_step, limit)

    def play_out(self, on_step: Callable[[int], None] | None = None, limit: int = 5000) -> None:
        n = 0
        while self.host.phase == "playing" and n < limit:
            n += 1
            if on_step is not None:
                on_step(n)
            if not self.step():
                self.clock.advance(1.0)
                self.host.tick()
                self.net.run()
        assert self.host.phase in ("over", "done"), f"hand did not finish ({self.host.phase})"
