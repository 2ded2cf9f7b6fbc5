"""The transport plug (two methods) and an in-memory network for tests and the host's own seat.

A transport only moves text. WebRTC data channels (web/rtc.js) and ``MemoryNet`` links both look
like ``Link`` to the protocol; whoever owns a link calls ``on_text``/``on_close`` on the protocol
object when something arrives.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any, Protocol


class Link(Protocol):
    def send(self, text: str) -> None: ...

    def close(self) -> None: ...


TextHandler = Callable[[str], None]
CloseHandler = Callable[[], None]


class MemoryLink:
    """One end of an in-memory pipe. Sending queues; ``MemoryNet.run`` delivers in order."""

    def __init__(self, net: MemoryNet, name: str) -> None:
        self.net = net
        self.name = name
        self.peer: MemoryLink | None = None
        self.on_text: TextHandler | None = None
        self.on_close: CloseHandler | None = None
        self.open = True

    def send(self, text: str) -> None:
        if self.open and self.peer is not None:
            self.net.sent.append((self.name, text))
            self.net.queue.append((self.peer, text))

    def close(self) -> None:
        self.net.cut(self)

    def __repr__(self) -> str:
        return f"MemoryLink({self.name})"


class MemoryNet:
    """Queued, ordered, lossless links that a test can cut at any moment.

    Delivery is explicit (``run``) so that no handler is re-entered while it is still running, as
    on a real event loop. ``sent`` keeps every text ever sent, for size and leak checks.
    """

    def __init__(self) -> None:
        self.queue: deque[tuple[MemoryLink, str | None]] = deque()
        self.sent: list[tuple[str, str]] = []

    def pair(self, a_name: str, b_name: str) -> tuple[MemoryLink, MemoryLink]:
        a, b = MemoryLink(self, a_name), MemoryLink(self, b_name)
        a.peer, b.peer = b, a
        return a, b

    def cut(self, link: MemoryLink) -> None:
        """Close both ends; messages still in flight to either end are lost, as on a real drop."""
        ends = [link] + ([link.peer] if link.peer is not None else [])
        for end in ends:
            if end.open:
                end.open = False
                self.queue.append((end, None))
        self.queue = deque((dst, t) for dst, t in self.queue if t is None or dst.open)

    def step(self) -> bool:
        if not self.queue:
            return False
        dst, text = self.queue.popleft()
        if text is None:
            if dst.on_close is not None:
                dst.on_close()
        elif dst.open and dst.on_text is not None:
            dst.on_text(text)
        return True

    def run(self, limit: int = 1_000_000) -> int:
        """Deliver until nothing is in flight; returns how many deliveries were made."""
        n = 0
        while n < limit and self.step():
            n += 1
        return n


class HostSide(Protocol):
    def attach(self, link: Link) -> None: ...

    def on_text(self, link: Link, text: Any) -> None: ...

    def on_close(self, link: Link) -> None: ...


class GuestSide(Protocol):
    def attach(self, link: Link) -> None: ...

    def on_text(self, text: Any) -> None: ...

    def on_close(self) -> None: ...


def join(net: MemoryNet, host: HostSide, guest: GuestSide, name: str = "") -> tuple[MemoryLink, MemoryLink]:
    """Connect a guest to a host over a new in-memory pipe (the host's own seat uses this)."""
    h, g = net.pair(f"host>{name}", f"{name}>host")
    host.attach(h)
    h.on_text = lambda text: host.on_text(h, text)
    h.on_close = lambda: host.on_close(h)
    g.on_text = guest.on_text
    g.on_close = guest.on_close
    guest.attach(g)
    return h, g
