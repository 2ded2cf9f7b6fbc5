"""The host: frames, authenticates and resends; a ``Master`` runs the authoritative match.

Star topology. The host's own player is an ordinary ``Guest`` on an in-memory link, so every seat,
local or remote, is handled by exactly the same code. The Master applies every action, runs the
bots, keeps the turn timers and carries the series, exactly as at a local table; the host:

* binds each remote seat to a secret (constant-time compare) and refuses anything a connection
  sends for another seat, out of turn, out of sequence, stale, malformed or oversized, with a
  reason, logging it and changing nothing;
* hands intents to the Master (the engine judges them), then sends every seat its own view, the
  events it may see and its legal actions; spectators get the spectator view;
* numbers its messages per seat, keeps them until acknowledged, resends after a timeout and on
  reconnection (or sends a full sync when it cannot);
* has the Master's stand-in bot play a seat that has been away longer than the grace period, and
  hands the seat back on return;
* deals fairly (see ``fair``) and publishes every share and the full log after each hand;
* persists the match (the Master's save plus its own records) after every change, so a reloaded
  host page resumes where it stopped.

Time comes from an injected clock and randomness from an injected entropy source; nothing here
reads the wall clock or ``random``.
"""

from __future__ import annotations

import base64
import hmac
import json
import os
import time
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from ..core import registry
from ..core.errors import IllegalAction
from ..core.game import JSON, Action, Event, GameInfo, GameState
from ..core.i18n import Text, tx
from ..table.master import Applied, Master, MatchError, default_level
from . import messages as M
from .channel import RTO, Channel, Conn, SeatInfo, admit
from .fair import ACTION_BYTES, RevealTooLarge, build_reveal, commit_of, deal_seed
from .host_save import HOST_FORMAT, migrate_host
from .messages import ProtocolError
from .outgoing import bots_of, timers_left, update_fields
from .transport import Link

Clock = Callable[[], float]
Entropy = Callable[[int], bytes]
Resolve = Callable[[str], GameInfo]
LOG_LIMIT = 300
STATUS_EVERY = 1.0  # seconds between two status broadcasts: a burst of joins or pongs sends one
# Refused sequenced messages saved per connection in 10 s. Each save writes the whole match; beyond
# this a flood is still answered (one message each) but not saved: what a refusal changes (its
# number, its answer) a reload does not need, since the next hello and welcome renumber both ends.
SAVED_REFUSALS_PER_10S = 20
# A seated guest's hello on its own connection asks to fill a gap (a resend or a sync, up to 256 KiB):
GAP_ASKS_PER_10S = 8  # answered this often in 10 s at most (an honest guest asks every 2 s at most)
PHASES = ("lobby", "dealing", "playing", "over", "done")


def new_secret(entropy: Entropy) -> str:
    """128 random bits as 22 base64url characters (the seat's key in the invite fragment)."""
    return base64.urlsafe_b64encode(entropy(16)).decode().rstrip("=")


def _refusal(code: str, hans: str, hant: str, en: str) -> ProtocolError:
    return ProtocolError(code, tx(hans, hant, en))


class Host:
    """The authoritative table. See the module docstring."""

    def __init__(self, game: str, options: JSON, seats: Sequence[JSON], *,
                 resolve: Resolve = registry.get, clock: Clock = time.monotonic,
                 entropy: Entropy = os.urandom, store: Callable[[str], None] | None = None,
                 grace: float = 20.0, timers: bool = False, bot_delay: float = 0.0,
                 share_timeout: float = 10.0, rto: float = RTO, ping_every: float = 5.0,
                 spectators: bool = False, hands: int = 0, counter: bool | None = None,
                 _restoring: bool = False) -> None:
        self.info = resolve(game)
        self.resolve = resolve
        self.game = game
        self._clock = clock
        self.entropy = entropy
        self.store = store
        self.grace = grace
        self.share_timeout = share_timeout
        self.rto = rto
        self.ping_every = ping_every
        self.hands = hands  # hands in the match; 0 = until the host stops
        if len(seats) != self.info.seats:
            raise ValueError(f"{game} needs {self.info.seats} seats, got {len(seats)}")
        self.seats: list[SeatInfo] = []
        for spec in seats:
            kind = str(spec.get("kind", "remote"))
            if kind not in ("remote", "bot"):
                raise ValueError(f"seat kind must be remote or bot, not {kind!r}")
            level = self.info.level(str(spec.get("level", default_level(self.info))))
            fresh = kind == "remote" and not _restoring  # a restore reads them from the save
            self.seats.append(SeatInfo(kind, level, M.clean_name(str(spec.get("name", ""))),
                                       new_secret(entropy) if fresh else ""))
        # The Master's own seed is unused: every hand's seed comes from the fair deal.
        self.master = Master(self.info, dict(options), 0,
                             ["remote" if s.kind == "remote" else f"bot:{s.level}" for s in self.seats],
                             [s.name for s in self.seats], timers=timers,
                             standins=[s.level for s in self.seats], bot_delay=bot_delay, clock=clock)
        self.master.on_action = self._on_action
        self.options: JSON = self.master.options
        # The 记牌器 holds for every seat alike (one seat with it and another without would be
        # unfair); unless the host chose, it is on when a bot sits at the table.
        self.counter = any(s.kind == "bot" for s in self.seats) if counter is None else bool(counter)
        self.match = "" if _restoring else new_secret(entropy)
        self.spectate_secret = new_secret(entropy) if spectators and not _restoring else ""
        self.conns: dict[int, Conn] = {}
        self.phase = "lobby"  # lobby | dealing | playing | over | done
        self.hand = 0
        self.host_share = ""
        self.commit = ""
        self.shares: dict[int, str] = {}
        self.share_wait: set[int] = set()
        self.deal_since = 0.0
        self.history: list[JSON] = []  # the last finished hand's reveal (a list for older saves)
        self.chat_log: deque[JSON] = deque(maxlen=20)
        self.log: deque[JSON] = deque(maxlen=LOG_LIMIT)
        self.on_log: Callable[[JSON], None] | None = None
        self.on_change: Callable[[], None] | None = None
        self._last_ping = -1e18
        self._last_status = -1e18
        self._status_due = False  # a status change waits for STATUS_EVERY since the last one
        now = clock()
        for s in self.seats:
            if s.kind == "remote":
                s.away_since = now
        if not _restoring:
            self._save()

    # ------------------------------------------------------------------ public API

    @property
    def clock(self) -> Clock:
        return self._clock

    @clock.setter
    def clock(self, clock: Clock) -> None:
        self._clock = clock
        self.master.clock = clock

    @property
    def state(self) -> GameState | None:
        """The hand on the table (None in the lobby and while a deal collects its shares)."""
        return self.master.state if self.phase in ("playing", "over", "done") and self.master.dealt else None

    @property
    def actions(self) -> list[tuple[int, Action]]:
        return self.master.hand.actions if self.state is not None else []

    @property
    def timers(self) -> bool:
        return self.master.timers

    def secret(self, seat: int) -> str:
        return self.seats[seat].secret

    def attach(self, link: Link) -> None:
        """A new connection (not yet bound to a seat: it must say hello first)."""
        self.conns[id(link)] = Conn(link)

    def on_close(self, link: Link) -> None:
        conn = self.conns.pop(id(link), None)
        if conn is None or conn.seat is None:
            return
        seat = self.seats[conn.seat]
        if seat.chan.link is link:
            seat.chan.link = None
            seat.away_since = self.clock()
            self._note(conn.seat, "I_LEFT", tx("离线", "離線", "disconnected"))
            self._broadcast_status()

    def on_text(self, link: Link, text: Any) -> None:
        """Every text a connection sends comes here. Refusals never change the match."""
        conn = self.conns.get(id(link))
        if conn is None:
            return
        try:
            m = M.decode(text, M.GUEST_TYPES, M.MAX_GUEST_BYTES)
            self._handle(conn, m)
        except ProtocolError as e:
            self._refuse(conn, None, e.code, e.reason)
        except IllegalAction as e:
            self._refuse(conn, None, e.code, e.reason)
        except Exception as e:  # noqa: BLE001 - an engine bug must not take the whole table down
            self._refuse(conn, None, "E_INTERNAL", tx("主机内部错误", "主機內部錯誤", f"host error: {type(e).__name__}"))
        self._run_bots()
        self._after()

    def start_hand(self) -> None:
        """Begin the next hand: commit to the host's share and ask the guests for theirs."""
        if self.phase not in ("lobby", "over"):
            raise RuntimeError(f"cannot start a hand while {self.phase}")
        if self.hands and self.hand >= self.hands:
            raise RuntimeError("the match is over")
        self.hand += 1
        self.host_share = self.entropy(32).hex()
        self.commit = commit_of(self.match, self.hand, self.host_share)
        self.shares = {}
        self.share_wait = {i for i, s in enumerate(self.seats) if s.kind == "remote" and s.chan.link}
        self.deal_since = self.clock()
        self.phase = "dealing"
        self._save()
        for i in range(len(self.seats)):
            self._send_seat(i, "commit", hand=self.hand, commit=self.commit)
        for conn in self._spectators():
            self._send_chan(conn.spectator, "commit", hand=self.hand, commit=self.commit)
        self._maybe_deal()
        self._after()

    def tick(self) -> None:
        """Run timers: the deal's share timeout, stand-ins, bots and turn timers, resends, pings."""
        now = self.clock()
        if self.phase == "dealing" and now - self.deal_since >= self.share_timeout:
            self._deal()
        self._standins(now)
        if self.phase == "playing":
            self.master.tick()
        for chan in self._channels():
            chan.resend(now, self.rto)
        if now - self._last_ping >= self.ping_every:
            self._last_ping = now
            at = round(now, 4)
            ping = M.encode("ping", at=at)
            for conn in self.conns.values():
                held = self._chan_of(conn)
                if held is not None and held.link is conn.link:
                    conn.ping_at = at
                    held.send_now(ping)
        if self._status_due:
            self._broadcast_status()
        self._after()

    def view_of(self, seat: int | None) -> JSON | None:
        st = self.state
        return None if st is None else st.view(seat)

    def status(self) -> list[JSON]:
        out = []
        for i, s in enumerate(self.seats):
            online = s.kind == "bot" or s.chan.link is not None
            st: JSON = {"kind": s.kind, "name": s.name, "online": online, "bot": self.master.is_bot(i),
                        "rtt": None if s.rtt is None else round(s.rtt * 1000)}
            if s.kind == "bot":
                st["level"] = s.level
            out.append(st)
        return out

    def timers_left(self) -> JSON:
        """Seconds left for each seat on a timer now (sent with every update for the page's clock)."""
        return timers_left(self.master) if self.phase == "playing" else {}

    # ------------------------------------------------------------------ persistence

    def to_json(self) -> JSON:
        return {
            "format": HOST_FORMAT, "match": self.match, "game": self.game,
            "seats": [{"kind": s.kind, "level": s.level, "name": s.name, "secret": s.secret,
                       "out": s.chan.out_seq, "in": s.chan.last_in} for s in self.seats],
            "spectate": self.spectate_secret, "hands": self.hands, "counter": self.counter,
            "phase": self.phase, "hand": self.hand, "host_share": self.host_share,
            "commit": self.commit, "shares": {str(k): v for k, v in self.shares.items()},
            "share_wait": sorted(self.share_wait), "history": self.history,
            "chat": list(self.chat_log), "master": self.master.to_json(),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str, **runtime: Any) -> Host:
        """Resume a persisted match: every guest is away until it says hello again.

        ``MatchError`` (with a reason for people) for a save that is damaged or from a newer version."""
        timers = runtime.pop("timers", None)  # older saves did not keep the switch
        try:
            d = migrate_host(json.loads(text), runtime.get("resolve", registry.get))
            seats = [{"kind": s["kind"], "level": s["level"], "name": s["name"]} for s in d["seats"]]
            h = cls(d["game"], d["master"]["options"], seats, spectators=bool(d["spectate"]),
                    hands=int(d["hands"]), _restoring=True, **runtime)
            h.master = Master.from_json(d["master"], h.info, clock=h._clock, bot_delay=h.master.bot_delay)
            if timers is not None and "timers" not in d["master"]:
                h.master.timers = bool(timers)
            h.master.on_action = h._on_action
            h.options = h.master.options
            h.match, h.spectate_secret = str(d["match"]), str(d["spectate"])
            if "counter" in d:  # older saves: the default for their seats
                h.counter = bool(d["counter"])
            for s, sd in zip(h.seats, d["seats"], strict=True):
                s.secret = str(sd["secret"])
                # Messages sent after the last save may have used later numbers; the guest's hello
                # tells us (see _hello), and a sync makes it consistent either way.
                s.chan.out_seq, s.chan.last_in = int(sd["out"]), int(sd["in"])
                s.chan.complete = False
            h.phase, h.hand = str(d["phase"]), int(d["hand"])
            if h.phase not in PHASES:
                raise ValueError(f"unknown phase {h.phase[:20]!r}")
            h.host_share, h.commit = str(d["host_share"]), str(d["commit"])
            h.shares = {int(k): str(v) for k, v in d["shares"].items()}
            h.share_wait = {int(x) for x in d["share_wait"]}
            h.history = list(d["history"])[-1:]
            h.chat_log.extend(d["chat"])
        except MatchError:
            raise
        except Exception as e:  # noqa: BLE001 - a save may hold anything: whatever it breaks, it is damaged
            raise MatchError("E_SAVE", tx("联机牌桌的存档已损坏", "連線牌桌的存檔已損壞",
                                          f"The saved table is damaged ({str(e)[:120]})")) from e
        h.deal_since = h.clock()
        return h

    # ------------------------------------------------------------------ message handling

    def _handle(self, conn: Conn, m: M.Msg) -> None:
        t = m["t"]
        if t == "hello":
            self._hello(conn, m)
            return
        if conn.seat is None and conn.spectator is None:
            raise _refusal("E_NOT_JOINED", "请先加入座位", "請先加入座位", "say hello with your seat first")
        chan = self._chan_of(conn)
        assert chan is not None
        if t == "ack":
            chan.ack(m["ack"])
            return
        if t == "pong":
            self._pong(conn, m)
            return
        # Sequenced messages: intent, share, chat. They act for a seat, so check that first.
        if conn.seat is None:
            raise _refusal("E_SPECTATOR", "观众不能出牌或发言", "觀眾不能出牌或發言", "spectators cannot act or chat")
        if m["seat"] != conn.seat:
            raise _refusal("E_WRONG_SEAT", "只能为自己的座位行动", "只能為自己的座位行動",
                           f"this connection holds seat {conn.seat}, not seat {m['seat']}")
        seq = m["seq"]
        if seq <= chan.last_in:
            if chan.repeats(m):  # resent as its acknowledgement was lost or late: acknowledged again
                chan.send_now(M.encode("ack", ack=chan.last_in))
                return
            raise _refusal("E_SEQ_REPLAY", "序号已用于另一条消息", "序號已用於另一條訊息",
                           f"sequence number {seq} was already used for another message (last {chan.last_in})")
        if seq != chan.last_in + 1:
            raise _refusal("E_SEQ_GAP", "消息序号跳跃", "消息序號跳躍",
                           f"sequence number {seq} skips ahead (expected {chan.last_in + 1})")
        if "ack" in m:
            chan.ack(m["ack"])
        chan.take(m)  # delivered in order: consumed even if refused below
        try:
            if t == "intent":
                self._intent(conn.seat, m)
            elif t == "share":
                self._share(conn.seat, m)
            elif t == "chat":
                self._chat(conn.seat, m)
        except (ProtocolError, IllegalAction) as e:
            self._refuse(conn, seq, e.code, e.reason)
            if admit(conn.refused, self.clock(), SAVED_REFUSALS_PER_10S):
                self._save()
            return
        self._save()

    def _hello(self, conn: Conn, m: M.Msg) -> None:
        seat, secret = m["seat"], m["secret"]
        bad = _refusal("E_AUTH", "座位或密钥不对", "座位或密鑰不對", "wrong seat or secret")
        again = conn.seat is not None and conn.seat == seat or conn.spectator is not None and seat is None
        if again:
            # It missed something, sent again below. Past the rate dropped unanswered (a numbered refusal
            # would be one more message past its gap)
            if not admit(conn.asked, self.clock(), GAP_ASKS_PER_10S):
                self._note(seat, "E_RATE", tx("重新同步请求过于频繁", "重新同步請求過於頻繁", "asked to resync too often"))
                return
        elif conn.seat is not None or conn.spectator is not None:
            raise _refusal("E_ALREADY", "此连接已加入", "此連線已加入", "this connection has already joined")
        if seat is None:
            if not self.spectate_secret or not hmac.compare_digest(secret.encode(), self.spectate_secret.encode()):
                raise bad
            # A spectator resumes like a seat: its channel goes on from the last number it processed
            # (a channel from 1 again was below what it expects: everything it got was dropped and
            # every ack refused), so what follows, a sync, is the next message it expects.
            if conn.spectator is None:
                conn.spectator = Channel(link=conn.link, complete=False)  # nothing to resend: a sync
            conn.link.send(M.encode("welcome", seat=None, match=self.match, game=self.game,
                                    options=self.options, seats=self.status(), next=1, counter=self.counter))
            self._resume(conn.spectator, None, m.get("last"))
            return
        if seat >= len(self.seats) or self.seats[seat].kind != "remote" \
                or not hmac.compare_digest(secret.encode(), self.seats[seat].secret.encode()):
            raise bad
        s = self.seats[seat]
        old = s.chan.link
        if old is not None and old is not conn.link:
            # The same person on a new connection (a reload): the newest one wins.
            old.send(M.encode("bye", code="E_REPLACED", reason=dict(tx(
                "此座位已在别处连接", "此座位已在別處連線", "this seat connected from elsewhere"))))
            # Unbound but left open, so the bye arrives; it now may only say hello again.
            old_conn = self.conns.get(id(old))
            if old_conn is not None:
                old_conn.seat = None
        conn.seat = seat
        s.chan.link = conn.link
        s.away_since = None
        s.name = M.clean_name(str(m.get("name", ""))) or s.name
        self.master.names[seat] = s.name
        self._note(seat, "I_JOINED", tx("已连接", "已連線", "connected"))
        conn.link.send(M.encode("welcome", seat=seat, match=self.match, game=self.game, options=self.options,
                                seats=self.status(), next=s.chan.last_in + 1, counter=self.counter))
        self._resume(s.chan, seat, m.get("last"))
        if self.phase == "dealing" and seat not in self.shares:
            self.share_wait.add(seat)
        self._standins(self.clock())
        self._broadcast_status()

    def _resume(self, chan: Channel, seat: int | None, last: int | None) -> None:
        """After a hello: resend what the recipient missed after ``last``, or sync when it cannot."""
        if last is not None and last > chan.out_seq:
            chan.out_seq = last  # numbers used before a reload, or by the spectator's last connection
        if last is not None and chan.complete and chan.covers(last):
            chan.ack(last)
            if chan.link is not None:
                for _, text, _ in chan.outbox:
                    chan.link.send(text)
        else:
            self._sync(chan, seat)

    def _intent(self, seat: int, m: M.Msg) -> None:
        if self.phase != "playing":
            raise _refusal("E_NO_HAND", "现在没有进行中的牌局", "現在沒有進行中的牌局", "no hand is being played")
        # Decided before this prompt began (e.g. resent from an earlier turn): never apply it here. An
        # optional action of a seat that need not act (an undo) holds only for the position it saw.
        ply = self.master.ply
        since = self.master.prompt_ply(seat)
        if m["hand"] != self.hand or not (ply if since is None else since) <= m["ply"] <= ply:
            raise _refusal("E_STALE", "局面已变化，请重新选择", "局面已變化，請重新選擇",
                           f"the table moved on (hand {self.hand}, ply {ply})")
        self._apply_intent(seat, m["action"])

    def _apply_intent(self, seat: int, action: Action) -> None:
        """The engine judges it (turn included); a refusal changes nothing.

        What is applied, and so logged, saved and revealed, is the engine's own listed action when the
        intent names one (never the intent's text), else the intent as the engine's schema admitted
        it: known fields only, each bounded (``core.actions``), and at most ``ACTION_BYTES`` in all, so
        every logged action fits the reveal's budget. A refused intent is never logged."""
        key = M.canonical(action)
        listed = next((a for a in self.master.legal(seat) if M.canonical(a) == key), None)
        if listed is None and len(key.encode()) > ACTION_BYTES:  # the reveal's per-action budget
            raise IllegalAction("E_BAD_ACTION", tx("动作过长", "動作過長",
                                                   f"an action the rules do not list is at most {ACTION_BYTES} bytes"))
        self.master.act(seat, action if listed is None else listed)

    def _share(self, seat: int, m: M.Msg) -> None:
        if self.phase != "dealing" or m["hand"] != self.hand:
            raise _refusal("E_SHARE_LATE", "现在不收随机份额", "現在不收隨機份額",
                           "no deal is waiting for shares now")
        if seat in self.shares:
            raise _refusal("E_SHARE_DUP", "此座位已提交随机份额", "此座位已提交隨機份額",
                           "this seat has already sent its share")
        self.shares[seat] = m["share"]
        self._maybe_deal()

    def _chat(self, seat: int, m: M.Msg) -> None:
        text = M.clean_chat(m["text"])
        if not text:
            raise _refusal("E_CHAT_EMPTY", "空消息", "空訊息", "empty message")
        if not admit(self.seats[seat].chat_times, self.clock(), 5):
            raise _refusal("E_CHAT_RATE", "发言太快了", "發言太快了", "too many messages; wait a moment")
        line = {"from": seat, "text": text}
        self.chat_log.append(line)
        for i in range(len(self.seats)):
            self._send_seat(i, "chat", **line)
        for conn in self._spectators():
            self._send_chan(conn.spectator, "chat", **line)

    def _pong(self, conn: Conn, m: M.Msg) -> None:
        """One pong per ping, echoing it: anything else is refused once and then dropped unanswered
        (a flood costs the host a comparison each, and never a broadcast)."""
        if conn.ping_at is None or m["at"] != conn.ping_at:
            conn.stray += 1
            if conn.stray == 1:
                raise _refusal("E_RATE", "多余的回应（已忽略）", "多餘的回應（已忽略）",
                               "a pong that answers no ping (further ones are dropped)")
            return
        conn.ping_at = None
        rtt = self.clock() - float(m["at"])
        if conn.seat is not None and 0 <= rtt < 60:
            self.seats[conn.seat].rtt = rtt
            self._broadcast_status()

    # ------------------------------------------------------------------ the game

    def _maybe_deal(self) -> None:
        if self.phase == "dealing" and self.share_wait <= set(self.shares):
            self._deal()

    def _deal_seed(self) -> int:
        return deal_seed(self.match, self.hand, self.host_share, self.shares)

    def _deal(self) -> None:
        self.master.start_hand(self._deal_seed())
        self.phase = "playing"
        self._save()
        self._send_updates([], None, None)
        self._run_bots()

    def _on_action(self, applied: Applied) -> None:
        """Every action the Master applies (a person's, a bot's, a timeout) goes out from here."""
        over = self.master.is_over()
        if over:
            self.phase = "over"
        if over or applied.auto != "rules":  # the rules' own steps are not in the save: its actions replay them
            self._save()
        self._send_updates(applied.events, applied.seat, applied.auto)
        if over:
            self._reveal()

    def _reveal(self) -> None:
        m = self.master
        if self.hands and self.hand >= self.hands:
            self.phase = "done"
        try:  # at most REVEAL_CAP bytes, or none (the guests' verdict: no reveal came)
            reveal = build_reveal(self.hand, self.host_share, self.shares, m.hand.seed, m.replay().to_json(),
                                  m.state.result(), m.hand.returns)
        except RevealTooLarge:
            self._save()
            return
        # Only the last reveal is kept: it is what a sync resends; every hand is in the Master's save.
        # So the host's own part of the save stays one reveal, whatever the length of the match.
        self.history = [reveal]
        self._save()
        for i in range(len(self.seats)):
            self._send_seat(i, "reveal", **reveal)
        for conn in self._spectators():
            self._send_chan(conn.spectator, "reveal", **reveal)

    def _run_bots(self) -> None:
        if self.phase == "playing":
            self.master.run_bots()

    def _standins(self, now: float) -> None:
        """A bot plays a seat away longer than the grace period, until the person is back."""
        changed = False
        for i, s in enumerate(self.seats):
            away = s.kind == "remote" and s.away_since is not None and now - s.away_since >= self.grace
            if away != (i in self.master.away):
                self.master.set_standin(i, away)
                changed = True
        if changed:
            self._broadcast_status()

    # ------------------------------------------------------------------ sending

    def _send_updates(self, events: list[Event], by: int | None, auto: str | None) -> None:
        for i in range(len(self.seats)):  # every seat's own fields (``outgoing``: nothing of another's)
            if self.seats[i].kind == "remote":
                self._send_seat(i, "update", **update_fields(self.master, self.hand, i, events, by, auto))
        spect = self._spectators()
        if spect:
            fields = update_fields(self.master, self.hand, None, events, by, auto)
            for conn in spect:
                self._send_chan(conn.spectator, "update", **fields)

    def _sync(self, chan: Channel, seat: int | None) -> None:
        chan.restart()
        st = self.state
        legal = self.master.legal(seat) if st is not None and seat is not None and self.phase == "playing" else []
        series = [{"hand": h.no, "result": h.result, "returns": h.returns}
                  for h in self.master.summaries() if h.result is not None]
        extra: JSON = {"running": True} if st is not None and self.master.pending() else {}
        self._send_chan(chan, "sync", phase=self.phase, hand=self.hand, ply=self.master.ply if st else 0,
                        view=st.view(seat) if st is not None else None,
                        legal=legal, to_act=list(st.to_act()) if st is not None else [],
                        commit=self.commit or None, seats=self.status(), chat=list(self.chat_log),
                        result=st.result() if st is not None and st.is_over() else None,
                        timers=self.timers_left(), bots=bots_of(self.master), series=series,
                        log=M.log_tail(self.master.events_of(seat)) if st is not None else [], **extra)
        if self.phase in ("over", "done") and self.history:
            self._send_chan(chan, "reveal", **self.history[-1])

    def _send_seat(self, seat: int, t: str, **fields: Any) -> None:
        s = self.seats[seat]
        if s.kind == "remote":
            self._send_chan(s.chan, t, **fields)

    def _send_chan(self, chan: Channel | None, t: str, **fields: Any) -> None:
        if chan is not None:
            chan.send(self.clock(), t, **fields)

    def _broadcast_status(self) -> None:
        """At most one status every STATUS_EVERY seconds; a change in between goes with the next tick."""
        now = self.clock()
        if now - self._last_status < STATUS_EVERY:
            self._status_due = True
            return
        self._last_status, self._status_due = now, False
        text = M.encode("status", seats=self.status())
        for chan in self._channels():
            chan.send_now(text)

    def _refuse(self, conn: Conn, ref: int | None, code: str, reason: Text) -> None:
        self._note(conn.seat, code, reason)
        chan = self._chan_of(conn)
        if chan is not None:
            self._send_chan(chan, "refused", ref=ref, code=code, reason=dict(reason))
        else:
            conn.link.send(M.encode("bye", code=code, reason=dict(reason)))

    def _note(self, seat: int | None, code: str, reason: Text) -> None:
        entry: JSON = {"t": round(self.clock(), 3), "seat": seat, "code": code, "reason": reason["en"]}
        self.log.append(entry)
        if self.on_log is not None:
            self.on_log(entry)

    # ------------------------------------------------------------------ helpers

    def _chan_of(self, conn: Conn) -> Channel | None:
        if conn.seat is not None:
            return self.seats[conn.seat].chan
        return conn.spectator

    def _spectators(self) -> list[Conn]:
        return [c for c in self.conns.values() if c.spectator is not None]

    def _channels(self) -> list[Channel]:
        chans = [s.chan for s in self.seats if s.kind == "remote"]
        return chans + [c.spectator for c in self._spectators() if c.spectator is not None]

    def _save(self) -> None:
        if self.store is not None:
            self.store(self.dumps())

    def _after(self) -> None:
        if self.on_change is not None:
            self.on_change()
