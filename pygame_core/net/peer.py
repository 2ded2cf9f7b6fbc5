"""``PeerClient``: one seat of a peer table as a ``SeatClient``, so the shared table screen draws it
exactly like a local one.

It holds no game state: the view, the events and the legal actions are the ones the host sent this
seat. The screen sees them as of the last ``pull`` (one consistent picture a frame, however the
messages arrive in between). On the host's own page it also ticks the ``Host`` (whose Master runs
bots and timers for the whole table) and the in-memory link of the host's seat.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.errors import IllegalAction
from ..core.game import JSON, Action, GameInfo
from ..core.i18n import Text, tx
from ..table.client import SeatClient, Store
from ..table.master import HandSummary, default_level
from .fair import REVEAL_PLIES
from .guest import Guest
from .host import Host
from .transport import MemoryNet

Clock = Callable[[], float]
# Events a hand's log keeps: real hands send under 1.5 per ply (459 at most in 12 够级 hands of 323 plies),
# and no hand is longer than REVEAL_PLIES; past this a host is flooding the page, not playing.
MAX_EVENTS = 4 * REVEAL_PLIES


@dataclass
class Seen:
    """What the guest had received at the last pull."""

    phase: str = "joining"
    hand: int = 0
    ply: int = 0
    view: JSON | None = None
    legal: list[Action] = field(default_factory=list)
    to_act: list[int] = field(default_factory=list)
    bots: list[int] = field(default_factory=list)
    seats: list[JSON] = field(default_factory=list)
    series: list[JSON] = field(default_factory=list)
    running: bool = False  # the rules' automatic steps go on: nobody is to act, and the hand is not over


class PeerClient(SeatClient):
    def __init__(self, guest: Guest, info: GameInfo, *, host: Host | None = None, net: MemoryNet | None = None,
                 clock: Clock = time.monotonic, store: Store | None = None) -> None:
        self.guest = guest
        self.info = info
        self.host = host
        self.net = net
        self.clock = clock
        self.store = store
        self.options: JSON = dict(guest.options)
        self._seen = -1  # the guest's version last pulled
        self._version = 0
        self.seen = Seen()
        self._events: list[JSON] = []
        self._flooded = False  # this hand's events passed MAX_EVENTS (said once)
        self._deadlines: dict[int, tuple[float, float]] = {}  # seat -> (clock deadline, seconds it had)
        self._refusals: list[Text] = []
        # Wall-clock times (s) an intent left and a ply reached the screen: latency figures.
        self.sent_at: dict[int, float] = {}
        self.seen_at: dict[int, float] = {}
        self.pull()

    def _status(self, seat: int) -> JSON:
        seats = self.seen.seats
        return seats[seat] if seat < len(seats) and isinstance(seats[seat], dict) else {}

    # --- seats -------------------------------------------------------------------------------
    @property
    def seats(self) -> list[str]:
        out = []
        for i in range(self.info.seats):
            st = self._status(i)
            if i == self.guest.seat:
                out.append("human")
            elif st.get("kind") == "bot":
                out.append(f"bot:{st.get('level') or default_level(self.info)}")
            else:
                out.append("remote")
        return out

    @property
    def names(self) -> list[str]:
        return [str(self._status(i).get("name") or i + 1) for i in range(self.info.seats)]

    def controlled(self) -> list[int]:
        return [] if self.guest.seat is None else [self.guest.seat]

    def is_bot(self, seat: int) -> bool:
        return seat in self.seen.bots

    def taken_over(self, seat: int) -> bool:
        return seat == self.guest.seat and seat in self.seen.bots

    @property
    def table_counter(self) -> bool | None:
        return self.guest.counter

    def think_for(self, ms: float) -> None:
        if self.host is not None:  # the host's page runs the bots; a guest's runs none
            self.host.master.slice_ms = ms

    # --- the hand ----------------------------------------------------------------------------
    @property
    def hand_no(self) -> int:
        return self.seen.hand

    @property
    def version(self) -> int:
        return self._version

    def ply(self) -> int:
        return self.seen.ply

    def dealt(self) -> bool:
        return self.seen.view is not None

    def view(self, seat: int | None) -> JSON:
        """This seat's view (the only one a guest has), whatever ``seat`` is asked for."""
        return dict(self.seen.view or {})

    def legal(self, seat: int) -> list[Action]:
        return list(self.seen.legal) if seat == self.guest.seat else []

    def act(self, seat: int, action: Action) -> None:
        """Send the intent; the host's answer (an update, or a refusal) comes back later."""
        g = self.guest
        if seat != g.seat:
            raise IllegalAction("E_WRONG_SEAT", tx("只能为自己的座位行动", "只能為自己的座位行動",
                                                   "you can act only for your own seat"))
        if g.link is None or not g.seated:
            raise IllegalAction("E_OFFLINE", tx("未连接到开桌的朋友", "未連線到開桌的朋友", "not connected to the host"))
        if g.phase != "playing":
            raise IllegalAction("E_NO_HAND", tx("现在没有进行中的牌局", "現在沒有進行中的牌局", "no hand is being played"))
        if any(o.t == "intent" and o.fields["ply"] == g.ply for _, o, _ in g.outbox):
            raise IllegalAction("E_PENDING", tx("等待牌桌回应…", "等待牌桌回應…", "waiting for the table to answer"))
        self.sent_at[g.ply] = time.time()
        g.act(action)
        self._pump()
        self.pull()

    def to_act(self) -> tuple[int, ...]:
        return tuple(self.seen.to_act) if self.seen.phase == "playing" else ()

    def is_over(self) -> bool:
        seen = self.seen
        return seen.phase in ("over", "done") or (seen.phase == "playing" and self.dealt() and not seen.to_act
                                                   and not seen.running)

    def events(self, seat: int | None) -> list[JSON]:
        return self._events

    def remaining(self, seat: int) -> float | None:
        d = self._deadlines.get(seat)
        return None if d is None or seat not in self.to_act() else max(0.0, d[0] - self.clock())

    def limit(self, seat: int) -> float | None:
        d = self._deadlines.get(seat)
        return None if d is None else d[1]

    def hands(self) -> list[HandSummary]:
        seen = self.seen
        out = [HandSummary(int(h["hand"]), h.get("result"), h.get("returns")) for h in seen.series]
        if self.dealt() and all(h.no != seen.hand for h in out):
            out.append(HandSummary(seen.hand, None, None))
        return out

    def notation(self) -> str | None:
        return None  # a guest never holds the whole position

    # --- time and the series -----------------------------------------------------------------
    def _pump(self) -> None:
        if self.net is not None:
            self.net.run()

    def tick(self, now: float, hold: bool = False) -> bool:
        """The network and the host never wait for this screen: other people play on (``hold`` is
        not applied)."""
        if self.host is not None:
            self.host.tick()
        self.guest.tick()
        self._pump()
        return self.pull()

    def pull(self) -> bool:
        """Take what the guest received; True when anything shown may have changed."""
        g = self.guest
        if g.version == self._seen and not g.events and not g.refusals:
            return False
        self._seen = g.version
        if g.hand != self.seen.hand:
            self._events = []
            self._flooded = False
        self.seen = Seen(g.phase, g.hand, g.ply, g.view, list(g.legal), list(g.to_act), list(g.bots),
                         list(g.seats), list(g.series), g.running)
        while g.events:
            ev = g.events.popleft()
            if ev.get("type") == "sync":  # a sync replaces the view, and the log with the hand's so far
                self._events = [e for e in ev.get("log", []) if isinstance(e, dict)][:MAX_EVENTS]
            elif len(self._events) < MAX_EVENTS:
                self._events.append(ev)
            elif not self._flooded:  # said once a hand; the view and the game go on
                self._flooded = True
                self._refusals.append(tx(f"庄家发来的事件超过任何一局所需（{MAX_EVENTS}），其余不再记录",
                                         f"莊家發來的事件超過任何一局所需（{MAX_EVENTS}），其餘不再記錄",
                                         f"the host sent more events than any hand needs ({MAX_EVENTS}); "
                                         "the rest are not logged"))
        while g.refusals:
            reason = g.refusals.popleft().get("reason")
            self._refusals.append(reason if isinstance(reason, dict) else tx("被拒绝", "被拒絕", "refused"))
        if g.ply <= REVEAL_PLIES:  # (a hostile host's plies past any hand's length are not kept)
            self.seen_at.setdefault(g.ply, time.time())
        now = self.clock()
        self._deadlines = {int(k): (now + float(v), float(v)) for k, v in g.timers.items()}
        self._version += 1
        return True

    def link_info(self) -> JSON:
        """Where the sequenced messages stand (the page's state for tests and bug reports): this
        seat's next expected number and what it refused; on the host's page, each seat's channel."""
        g = self.guest
        out: JSON = {"expected": g.expected, "outbox": len(g.outbox), "problems": list(g.problems)[-4:],
                     "linked": g.link is not None}
        if self.host is not None:
            out["seats"] = [{"out": s.chan.out_seq, "unacked": len(s.chan.outbox),
                             "first": s.chan.outbox[0][0] if s.chan.outbox else None,
                             "in": s.chan.last_in, "linked": s.chan.link is not None, "away": s.away_since is not None}
                            for s in self.host.seats]
        return out

    def can_deal(self) -> bool:
        return self.host is not None

    def next_hand(self) -> None:
        if self.host is not None and self.host.phase == "over":
            self.host.start_hand()
            self._pump()

    def take_refusals(self) -> list[Text]:
        out, self._refusals = self._refusals, []
        return out

    def leave(self, forget: bool) -> None:
        if not forget:
            return
        if self.host is not None:
            self.host.store = None  # its links may still bring messages: never save it again
        self.guest.on_change = None
        if self.store is not None:
            self.store(None)
