"""The host: runs the authoritative match and talks to every seat through the protocol.

Star topology. The host's own player is an ordinary ``Guest`` on an in-memory link, so every seat,
local or remote, is handled by exactly the same code. The host:

* binds each remote seat to a secret (constant-time compare) and refuses anything a connection
  sends for another seat, out of turn, out of sequence, stale, malformed or oversized, with a
  reason, logging it and changing nothing;
* validates intents with the engine, then sends every seat its own view, the events it may see
  and its legal actions; spectators get the spectator view;
* numbers its messages per seat, keeps them until acknowledged, resends after a timeout and on
  reconnection (or sends a full sync when it cannot);
* lets a bot stand in for a seat that has been away longer than the grace period and hands the
  seat back on return; applies the rules' timeout action when a turn timer runs out;
* deals fairly (see ``fair``) and publishes every share and the full log after each hand;
* persists the whole match as JSON (the replay form) after every change, so a reloaded host page
  resumes where it stopped.

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
from dataclasses import dataclass, field
from typing import Any

from ..core import registry
from ..core.errors import IllegalAction
from ..core.game import JSON, Action, Event, GameInfo, GameState, events_for
from ..core.i18n import Text, tx
from ..core.replay import Replay
from ..core.rng import derive_seed
from ..table.rules import rules_for
from . import messages as M
from .fair import commit_of, deal_seed
from .messages import ProtocolError, canonical
from .transport import Link

Clock = Callable[[], float]
Entropy = Callable[[int], bytes]
Resolve = Callable[[str], GameInfo]
MATCH_FORMAT = "paiju-match/1"
OUTBOX_LIMIT = 256
LOG_LIMIT = 300


def new_secret(entropy: Entropy) -> str:
    """128 random bits as 22 base64url characters (the seat's key in the invite fragment)."""
    return base64.urlsafe_b64encode(entropy(16)).decode().rstrip("=")


@dataclass
class Channel:
    """Sequencing state towards one recipient (a seat or a spectator connection)."""

    out_seq: int = 0  # last sequence number given to a host -> recipient message
    last_in: int = 0  # last recipient -> host sequence number consumed
    outbox: deque[tuple[int, str, float]] = field(default_factory=deque)
    complete: bool = True  # False once the outbox lost messages (then reconnection needs a sync)
    link: Link | None = None


@dataclass
class SeatInfo:
    kind: str  # "remote" (a person, possibly the host's own) or "bot"
    level: str  # bot level; for a remote seat, the level of its stand-in
    name: str = ""
    secret: str = ""
    chan: Channel = field(default_factory=Channel)
    away_since: float | None = None
    turn_since: float | None = None
    prompt_ply: int = 0  # the ply at which the seat's current prompt began
    rtt: float | None = None
    chat_times: deque[float] = field(default_factory=deque)


@dataclass
class Conn:
    link: Link
    seat: int | None = None  # bound seat
    spectator: Channel | None = None  # set for a bound spectator


def _refusal(code: str, hans: str, hant: str, en: str) -> ProtocolError:
    return ProtocolError(code, tx(hans, hant, en))


class Host:
    """The authoritative table. See the module docstring."""

    def __init__(self, game: str, options: JSON, seats: Sequence[JSON], *,
                 resolve: Resolve = registry.get, clock: Clock = time.monotonic,
                 entropy: Entropy = os.urandom, store: Callable[[str], None] | None = None,
                 grace: float = 20.0, timers: bool = False, bot_delay: float = 0.0,
                 share_timeout: float = 10.0, rto: float = 3.0, ping_every: float = 5.0,
                 spectators: bool = False, hands: int = 0, _restoring: bool = False) -> None:
        self.info = resolve(game)
        self.resolve = resolve
        self.game = game
        self.clock = clock
        self.entropy = entropy
        self.store = store
        self.grace = grace
        self.timers = timers  # the rules' turn timers (a commit window may close even without)
        self.rules = rules_for(game)
        self.bot_delay = bot_delay
        self.share_timeout = share_timeout
        self.rto = rto
        self.ping_every = ping_every
        self.hands = hands  # hands in the match; 0 = until the host stops
        self.options: JSON = self.info.validate_options(dict(options))
        if len(seats) != self.info.seats:
            raise ValueError(f"{game} needs {self.info.seats} seats, got {len(seats)}")
        default_level = next(iter(self.info.bots))
        self.seats: list[SeatInfo] = []
        for spec in seats:
            kind = str(spec.get("kind", "remote"))
            if kind not in ("remote", "bot"):
                raise ValueError(f"seat kind must be remote or bot, not {kind!r}")
            level = str(spec.get("level", default_level))
            if level not in self.info.bots:
                raise ValueError(f"unknown bot level {level!r}; known: {', '.join(self.info.bots)}")
            fresh = kind == "remote" and not _restoring  # a restore reads them from the save
            self.seats.append(SeatInfo(kind, level, str(spec.get("name", ""))[:24],
                                       new_secret(entropy) if fresh else ""))
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
        self.seed = 0
        self.carry: JSON | None = None
        self.state: GameState | None = None
        self.actions: list[tuple[int, Action]] = []
        self.history: list[JSON] = []  # the reveal of every finished hand
        self.chat_log: deque[JSON] = deque(maxlen=20)
        self.log: deque[JSON] = deque(maxlen=LOG_LIMIT)
        self.on_log: Callable[[JSON], None] | None = None
        self.on_change: Callable[[], None] | None = None
        self._last_ping = -1e18
        now = clock()
        for s in self.seats:
            if s.kind == "remote":
                s.away_since = now
        if not _restoring:
            self._save()

    # ------------------------------------------------------------------ public API

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
        self.state = None
        self.actions = []
        self.phase = "dealing"
        self._save()
        for i in range(len(self.seats)):
            self._send_seat(i, "commit", hand=self.hand, commit=self.commit)
        for conn in self._spectators():
            self._send_chan(conn.spectator, "commit", hand=self.hand, commit=self.commit)
        self._maybe_deal()
        self._after()

    def tick(self) -> None:
        """Run timers: the deal's share timeout, stand-in bots, turn timers, resends, pings."""
        now = self.clock()
        if self.phase == "dealing" and now - self.deal_since >= self.share_timeout:
            self._deal()
        self._run_bots()
        for _ in range(64):  # a timeout may open a prompt that is already due; bounded
            due = self._due(now)
            if due is None or self.state is None:
                break
            self._apply(due, self.state.timeout_action(due), auto="timeout")
            self._run_bots()
        for chan in self._channels():
            if chan.link is not None:
                for i, (seq, text, sent) in enumerate(chan.outbox):
                    if now - sent >= self.rto:
                        chan.link.send(text)
                        chan.outbox[i] = (seq, text, now)
        if now - self._last_ping >= self.ping_every:
            self._last_ping = now
            ping = M.encode("ping", at=round(now, 4))
            for chan in self._channels():
                if chan.link is not None:
                    chan.link.send(ping)
        self._after()

    def view_of(self, seat: int | None) -> JSON | None:
        return None if self.state is None else self.state.view(seat)

    def status(self) -> list[JSON]:
        now = self.clock()
        out = []
        for s in self.seats:
            online = s.kind == "bot" or s.chan.link is not None
            out.append({"kind": s.kind, "name": s.name, "online": online,
                        "bot": s.kind == "bot" or self._away_long(s, now),
                        "rtt": None if s.rtt is None else round(s.rtt * 1000)})
        return out

    # ------------------------------------------------------------------ persistence

    def to_json(self) -> JSON:
        return {
            "format": MATCH_FORMAT, "match": self.match, "game": self.game, "options": self.options,
            "seats": [{"kind": s.kind, "level": s.level, "name": s.name, "secret": s.secret,
                       "out": s.chan.out_seq, "in": s.chan.last_in} for s in self.seats],
            "spectate": self.spectate_secret, "hands": self.hands,
            "phase": self.phase, "hand": self.hand, "host_share": self.host_share,
            "commit": self.commit, "shares": {str(k): v for k, v in self.shares.items()},
            "share_wait": sorted(self.share_wait), "seed": self.seed, "carry": self.carry,
            "actions": [[s, a] for s, a in self.actions], "history": self.history,
            "chat": list(self.chat_log),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def loads(cls, text: str, **runtime: Any) -> Host:
        """Resume a persisted match: every guest is away until it says hello again."""
        d = json.loads(text)
        if not isinstance(d, dict) or d.get("format") != MATCH_FORMAT:
            raise ValueError("not a paiju-match/1 save")
        seats = [{"kind": s["kind"], "level": s["level"], "name": s["name"]} for s in d["seats"]]
        h = cls(d["game"], d["options"], seats, spectators=bool(d["spectate"]), hands=int(d["hands"]),
                _restoring=True, **runtime)
        h.match = d["match"]
        h.spectate_secret = d["spectate"]
        for s, sd in zip(h.seats, d["seats"], strict=True):
            s.secret = sd["secret"]
            # Messages sent after the last save may have used later numbers; the guest's hello
            # tells us (see _hello), and a sync makes it consistent either way.
            s.chan.out_seq = int(sd["out"])
            s.chan.last_in = int(sd["in"])
            s.chan.complete = False
        h.phase = d["phase"]
        h.hand = int(d["hand"])
        h.host_share = d["host_share"]
        h.commit = d["commit"]
        h.shares = {int(k): str(v) for k, v in d["shares"].items()}
        h.share_wait = set(d["share_wait"])
        h.seed = int(d["seed"])
        h.carry = d["carry"]
        h.actions = [(int(s), dict(a)) for s, a in d["actions"]]
        h.history = list(d["history"])
        h.chat_log.extend(d["chat"])
        now = h.clock()
        h.deal_since = now
        if h.phase in ("playing", "over"):
            # Re-apply the log step by step so that every seat's prompt start is as before.
            actions, h.actions = h.actions, []
            h.state = h.info.new(h.options, h.seed, h.carry)
            h.phase = "playing"
            h._turns(now)
            for seat, a in actions:
                h.state.apply(seat, a)
                h.actions.append((seat, a))
                h._turns(now)
            h.phase = d["phase"]
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
            self._ack(chan, m["ack"])
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
            raise _refusal("E_SEQ_REPLAY", "重复的消息（序号已处理）", "重複的消息（序號已處理）",
                           f"sequence number {seq} was already handled (last {chan.last_in})")
        if seq != chan.last_in + 1:
            raise _refusal("E_SEQ_GAP", "消息序号跳跃", "消息序號跳躍",
                           f"sequence number {seq} skips ahead (expected {chan.last_in + 1})")
        if "ack" in m:
            self._ack(chan, m["ack"])
        chan.last_in = seq  # delivered in order: consumed even if refused below
        try:
            if t == "intent":
                self._intent(conn.seat, m)
            elif t == "share":
                self._share(conn.seat, m)
            elif t == "chat":
                self._chat(conn.seat, m)
        except (ProtocolError, IllegalAction) as e:
            self._save()
            self._refuse(conn, seq, e.code, e.reason)
            return
        self._save()

    def _hello(self, conn: Conn, m: M.Msg) -> None:
        seat, secret = m["seat"], m["secret"]
        bad = _refusal("E_AUTH", "座位或密钥不对", "座位或密鑰不對", "wrong seat or secret")
        if conn.seat is not None or conn.spectator is not None:
            raise _refusal("E_ALREADY", "此连接已加入", "此連線已加入", "this connection has already joined")
        if seat is None:
            if not self.spectate_secret or not hmac.compare_digest(secret.encode(), self.spectate_secret.encode()):
                raise bad
            conn.spectator = Channel(link=conn.link)
            conn.link.send(M.encode("welcome", seat=None, match=self.match, game=self.game,
                                    options=self.options, seats=self.status(), next=1))
            self._sync(conn.spectator, None)
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
        s.name = str(m.get("name", s.name))[:24] or s.name
        self._note(seat, "I_JOINED", tx("已连接", "已連線", "connected"))
        conn.link.send(M.encode("welcome", seat=seat, match=self.match, game=self.game, options=self.options,
                                seats=self.status(), next=s.chan.last_in + 1))
        last = m.get("last")
        chan = s.chan
        if last is not None and last > chan.out_seq:
            chan.out_seq = last  # we forgot numbers we had used before a reload
        if last is not None and chan.complete and self._outbox_covers(chan, last):
            self._ack(chan, last)
            for _, text, _ in chan.outbox:
                conn.link.send(text)
        else:
            self._sync(chan, seat)
        if self.phase == "dealing" and seat not in self.shares:
            self.share_wait.add(seat)
        self._turns(self.clock())
        self._broadcast_status()

    def _intent(self, seat: int, m: M.Msg) -> None:
        if self.phase != "playing" or self.state is None:
            raise _refusal("E_NO_HAND", "现在没有进行中的牌局", "現在沒有進行中的牌局", "no hand is being played")
        if seat not in self.state.to_act():
            raise _refusal("E_NOT_YOUR_TURN", "还没轮到你", "還沒輪到你", "it is not your turn")
        # Decided before this prompt began (e.g. resent from an earlier turn): never apply it here.
        ply = len(self.actions)
        if m["hand"] != self.hand or not self.seats[seat].prompt_ply <= m["ply"] <= ply:
            raise _refusal("E_STALE", "局面已变化，请重新选择", "局面已變化，請重新選擇",
                           f"the table moved on (hand {self.hand}, ply {ply})")
        action = m["action"]
        key = canonical(action)
        if not any(canonical(a) == key for a in self.state.legal_actions(seat)):
            # Not listed (engines list one card per face): let the engine judge it on a copy first,
            # so that a malformed action can never half-change the real state.
            try:
                self.state.clone().apply(seat, action)
            except IllegalAction:
                raise
            except Exception as e:  # noqa: BLE001 - a malformed action must not crash the host
                raise _refusal("E_ILLEGAL", "无效的行动", "無效的行動", f"malformed action ({type(e).__name__})") from None
        self._apply(seat, action)

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
        now = self.clock()
        times = self.seats[seat].chat_times
        while times and now - times[0] > 10.0:
            times.popleft()
        if len(times) >= 5:
            raise _refusal("E_CHAT_RATE", "发言太快了", "發言太快了", "too many messages; wait a moment")
        text = M.clean_chat(m["text"])
        if not text:
            raise _refusal("E_CHAT_EMPTY", "空消息", "空訊息", "empty message")
        times.append(now)
        line = {"from": seat, "text": text}
        self.chat_log.append(line)
        for i in range(len(self.seats)):
            self._send_seat(i, "chat", **line)
        for conn in self._spectators():
            self._send_chan(conn.spectator, "chat", **line)

    def _pong(self, conn: Conn, m: M.Msg) -> None:
        now = self.clock()
        rtt = now - float(m["at"])
        if conn.seat is not None and 0 <= rtt < 60:
            self.seats[conn.seat].rtt = rtt
            self._broadcast_status()

    def _ack(self, chan: Channel, ack: int) -> None:
        if ack > chan.out_seq:
            raise _refusal("E_ACK", "确认了未发送的消息", "確認了未發送的訊息", "acknowledges a message never sent")
        while chan.outbox and chan.outbox[0][0] <= ack:
            chan.outbox.popleft()

    # ------------------------------------------------------------------ the game

    def _maybe_deal(self) -> None:
        if self.phase == "dealing" and self.share_wait <= set(self.shares):
            self._deal()

    def _deal(self) -> None:
        self.seed = deal_seed(self.match, self.hand, self.host_share, self.shares)
        self.state = self.info.new(self.options, self.seed, self.carry)
        self.actions = []
        self.phase = "playing"
        self._turns(self.clock())
        self._save()
        self._send_updates([], None, None)
        self._run_bots()

    def _apply(self, seat: int, action: Action, auto: str | None = None) -> None:
        assert self.state is not None
        events = self.state.apply(seat, action)
        self.actions.append((seat, action))
        self.seats[seat].turn_since = None  # its next prompt gets a fresh timer
        self._turns(self.clock())
        over = self.state.is_over()
        if over:
            self.phase = "over"
        self._save()
        self._send_updates(events, seat, auto)
        if over:
            self._reveal()

    def _reveal(self) -> None:
        assert self.state is not None
        final = self.state.notation()
        replay = Replay(self.game, self.options, self.seed, list(self.actions), self.carry, final)
        reveal = {"hand": self.hand, "host_share": self.host_share,
                  "shares": {str(k): v for k, v in sorted(self.shares.items())}, "seed": self.seed,
                  "replay": replay.to_json(), "result": self.state.result()}
        self.history.append(reveal)
        self.carry = self.state.carry()
        if self.hands and self.hand >= self.hands:
            self.phase = "done"
        self._save()
        for i in range(len(self.seats)):
            self._send_seat(i, "reveal", **reveal)
        for conn in self._spectators():
            self._send_chan(conn.spectator, "reveal", **reveal)

    def _run_bots(self) -> None:
        """Let bots (and stand-ins for long-away seats) act until a person must."""
        guard = 0
        while self.phase == "playing" and self.state is not None and guard < 10_000:
            guard += 1
            now = self.clock()
            actor = next((s for s in self.state.to_act() if not self._human(s)), None)
            if actor is None:
                return
            since = self.seats[actor].turn_since
            if self.bot_delay > 0 and since is not None and now - since < self.bot_delay:
                return
            # A fresh bot per decision, seeded by the position: a reloaded host plays on identically.
            bot = self.info.bots[self.seats[actor].level](
                actor, derive_seed("paiju-bot", self.match, self.hand, actor, len(self.actions)))
            legal = self.state.legal_actions(actor)
            action = bot.choose(self.state.view(actor), legal)
            self._apply(actor, action, auto="bot")

    def _human(self, seat: int) -> bool:
        s = self.seats[seat]
        if s.kind != "remote" or self._away_long(s, self.clock()):
            return False
        # The rules may hand a seat to a bot after repeated timeouts until the player resumes.
        return self.state is None or not self.rules.taken_over(self.state, seat)

    def _limit(self, seat: int) -> float | None:
        if self.state is None or self.phase != "playing" or not self._human(seat):
            return None
        return self.rules.time_limit(self.state, seat, self.options, self.timers)

    def _due(self, now: float) -> int | None:
        if self.phase != "playing" or self.state is None:
            return None
        for s in self.state.to_act():
            lim = self._limit(s)
            since = self.seats[s].turn_since
            if lim is not None and since is not None and now - since >= lim:
                return s
        return None

    def timers_left(self) -> JSON:
        """Seconds left for each seat on a timer now (sent with every update for the page's clock)."""
        now = self.clock()
        out: JSON = {}
        if self.state is not None and self.phase == "playing":
            for s in self.state.to_act():
                lim, since = self._limit(s), self.seats[s].turn_since
                if lim is not None and since is not None:
                    out[str(s)] = round(max(0.0, since + lim - now), 1)
        return out

    def _away_long(self, s: SeatInfo, now: float) -> bool:
        return s.kind == "remote" and s.away_since is not None and now - s.away_since >= self.grace

    def _turns(self, now: float) -> None:
        acting = set(self.state.to_act()) if self.state is not None and self.phase == "playing" else set()
        for i, s in enumerate(self.seats):
            if i not in acting:
                s.turn_since = None
            elif s.turn_since is None:
                s.turn_since = now
                s.prompt_ply = len(self.actions)

    # ------------------------------------------------------------------ sending

    def _send_updates(self, events: list[Event], by: int | None, auto: str | None) -> None:
        assert self.state is not None
        ply = len(self.actions)
        to_act = list(self.state.to_act())
        extra: JSON = {"timers": self.timers_left()}
        if by is not None:
            extra["by"] = by
        if auto is not None:
            extra["auto"] = auto
        for i in range(len(self.seats)):
            legal = self.state.legal_actions(i) if i in to_act else []
            self._send_seat(i, "update", hand=self.hand, ply=ply, view=self.state.view(i),
                            events=events_for(i, events), legal=legal, to_act=to_act, **extra)
        spect = self._spectators()
        if spect:
            view = self.state.view(None)
            evs = events_for(None, events)
            for conn in spect:
                self._send_chan(conn.spectator, "update", hand=self.hand, ply=ply, view=view, events=evs,
                                legal=[], to_act=to_act, **extra)

    def _sync(self, chan: Channel, seat: int | None) -> None:
        chan.outbox.clear()
        chan.complete = True
        st = self.state
        playing = st is not None and self.phase in ("playing", "over", "done")
        legal = st.legal_actions(seat) if st is not None and seat is not None and seat in st.to_act() \
            and self.phase == "playing" else []
        result = st.result() if st is not None and st.is_over() else None
        self._send_chan(chan, "sync", phase=self.phase, hand=self.hand, ply=len(self.actions),
                        view=st.view(seat) if playing and st is not None else None,
                        legal=legal, to_act=list(st.to_act()) if playing and st is not None else [],
                        commit=self.commit or None, seats=self.status(), chat=list(self.chat_log),
                        result=result, timers=self.timers_left())
        if self.phase in ("over", "done") and self.history:
            self._send_chan(chan, "reveal", **self.history[-1])

    def _send_seat(self, seat: int, t: str, **fields: Any) -> None:
        s = self.seats[seat]
        if s.kind == "remote":
            self._send_chan(s.chan, t, **fields)

    def _send_chan(self, chan: Channel | None, t: str, **fields: Any) -> None:
        if chan is None:
            return
        chan.out_seq += 1
        text = M.encode(t, seq=chan.out_seq, ack=chan.last_in, **fields)
        chan.outbox.append((chan.out_seq, text, self.clock()))
        if len(chan.outbox) > OUTBOX_LIMIT:
            chan.outbox.popleft()
            chan.complete = False
        if chan.link is not None:
            chan.link.send(text)

    def _broadcast_status(self) -> None:
        text = M.encode("status", seats=self.status())
        for chan in self._channels():
            if chan.link is not None:
                chan.link.send(text)

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

    @staticmethod
    def _outbox_covers(chan: Channel, last: int) -> bool:
        """True when every message after ``last`` is still in the outbox (so resending is enough)."""
        if last >= chan.out_seq:
            return not chan.outbox or chan.outbox[-1][0] <= last
        return bool(chan.outbox) and chan.outbox[0][0] <= last + 1

    def _save(self) -> None:
        if self.store is not None:
            self.store(self.dumps())

    def _after(self) -> None:
        if self.on_change is not None:
            self.on_change()
