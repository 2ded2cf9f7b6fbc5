"""Per-recipient sequencing of the host: numbered messages kept until acknowledged, and resent."""

from __future__ import annotations

import hashlib
from collections import deque
from collections.abc import Callable, MutableSequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ..core.i18n import tx
from . import messages as M
from .messages import ProtocolError
from .transport import Link

OUTBOX_LIMIT = 256
RTO = 3.0  # seconds a numbered message waits for its acknowledgement before it is sent again (both ends)
# Guest messages consumed lately, by digest: a repeat among them is told honest (the same message,
# its acknowledgement lost or late) from another message under a used number. An honest guest has
# only its unacknowledged messages to repeat, a handful at most.
KEPT_TAKEN = 64

P = TypeVar("P")


def resend_due(outbox: MutableSequence[tuple[int, P, float]], now: float, rto: float,
               send: Callable[[int, P], None]) -> None:
    """Send again each ``(seq, message, sent)`` that has waited ``rto`` seconds for its acknowledgement:
    the host's to each recipient and a guest's to the host (a message lost on a live link is otherwise
    never sent again)."""
    for i, (seq, msg, sent) in enumerate(outbox):
        if now - sent >= rto:
            send(seq, msg)
            outbox[i] = (seq, msg, now)


def digest(m: dict[str, Any]) -> str:
    """What a guest's numbered message says, whatever it acknowledges (which may change on a resend)."""
    return hashlib.sha256(M.canonical({k: v for k, v in m.items() if k != "ack"}).encode()).hexdigest()


@dataclass
class Channel:
    """Sequencing state towards one recipient (a seat or a spectator connection)."""

    out_seq: int = 0  # last sequence number given to a host -> recipient message
    last_in: int = 0  # last recipient -> host sequence number consumed
    outbox: deque[tuple[int, str, float]] = field(default_factory=deque)
    complete: bool = True  # False once the outbox lost messages (then reconnection needs a sync)
    link: Link | None = None
    taken: deque[tuple[int, str]] = field(default_factory=lambda: deque(maxlen=KEPT_TAKEN))  # (seq, digest)

    def send(self, now: float, t: str, **fields: Any) -> None:
        """A numbered message, kept until acknowledged (sent now if the recipient is connected)."""
        self.out_seq += 1
        text = M.encode(t, seq=self.out_seq, ack=self.last_in, **fields)
        self.outbox.append((self.out_seq, text, now))
        if len(self.outbox) > OUTBOX_LIMIT:
            self.outbox.popleft()
            self.complete = False
        if self.link is not None:
            self.link.send(text)

    def send_now(self, text: str) -> None:
        """An unnumbered message (status, ping): only if connected, never resent."""
        if self.link is not None:
            self.link.send(text)

    def ack(self, ack: int) -> None:
        if ack > self.out_seq:
            raise ProtocolError("E_ACK", tx("确认了未发送的消息", "確認了未發送的訊息",
                                            "acknowledges a message never sent"))
        while self.outbox and self.outbox[0][0] <= ack:
            self.outbox.popleft()

    def resend(self, now: float, rto: float) -> None:
        link = self.link
        if link is not None:
            resend_due(self.outbox, now, rto, lambda _, text: link.send(text))

    def take(self, m: dict[str, Any]) -> None:
        """The recipient's numbered message ``m`` is consumed (applied or refused)."""
        self.last_in = m["seq"]
        self.taken.append((m["seq"], digest(m)))

    def repeats(self, m: dict[str, Any]) -> bool:
        """Whether ``m``, under a number already consumed, is that very message again (an honest resend)."""
        return (m["seq"], digest(m)) in self.taken

    def covers(self, last: int) -> bool:
        """True when every message after ``last`` is still in the outbox (so resending is enough)."""
        if last >= self.out_seq:
            return not self.outbox or self.outbox[-1][0] <= last
        return bool(self.outbox) and self.outbox[0][0] <= last + 1

    def restart(self) -> None:
        """Before a full sync: nothing older needs resending."""
        self.outbox.clear()
        self.complete = True


@dataclass
class SeatInfo:
    kind: str  # "remote" (a person, possibly the host's own) or "bot"
    level: str  # bot level; for a remote seat, the level of its stand-in
    name: str = ""
    secret: str = ""
    chan: Channel = field(default_factory=Channel)
    away_since: float | None = None
    rtt: float | None = None
    chat_times: deque[float] = field(default_factory=deque)


def admit(times: deque[float], now: float, limit: int, window: float = 10.0) -> bool:
    """A sliding-window rate limit: True (and counted) while fewer than ``limit`` in ``window`` s."""
    while times and now - times[0] > window:
        times.popleft()
    if len(times) >= limit:
        return False
    times.append(now)
    return True


@dataclass
class Conn:
    link: Link
    seat: int | None = None  # bound seat
    spectator: Channel | None = None  # set for a bound spectator
    ping_at: float | None = None  # the outstanding ping: only a pong echoing it counts, once
    stray: int = 0  # pongs that echoed no outstanding ping (refused once, then dropped)
    refused: deque[float] = field(default_factory=deque)  # when its last saved refusals were saved
    asked: deque[float] = field(default_factory=deque)  # when its seat asked again to fill a gap (hello)
