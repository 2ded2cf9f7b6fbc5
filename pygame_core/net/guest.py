"""A guest: holds only its seat's view, sends intents, and checks the host after every hand.

``net.peer.PeerClient`` shows it to the table screen from ``view``/``legal``/``to_act`` and drains
``events`` for the log and animation. Messages from
the host are schema-checked too (a buggy or hostile host cannot crash the page), processed in
sequence order, acknowledged, and a gap makes the guest ask for a resend. ``to_json`` keeps what a
reloaded page needs to rejoin and still verify the current hand.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable
from typing import Any

from ..core import registry
from ..core.game import JSON, Action, GameInfo
from . import messages as M
from .fair import HandRecord, Verification, verify_hand, view_digest
from .messages import ProtocolError
from .transport import Link

Entropy = Callable[[int], bytes]


class Guest:
    def __init__(self, seat: int | None, secret: str, *, name: str = "",
                 resolve: Callable[[str], GameInfo] = registry.get, entropy: Entropy = os.urandom) -> None:
        self.seat = seat
        self.secret = secret
        self.name = name
        self.resolve = resolve
        self.entropy = entropy
        self.link: Link | None = None
        # From the host.
        self.match = ""
        self.game = ""
        self.options: JSON = {}
        self.seats: list[JSON] = []
        self.phase = "joining"
        self.hand = 0
        self.ply = 0
        self.view: JSON | None = None
        self.legal: list[Action] = []
        self.to_act: list[int] = []
        self.result: JSON | None = None
        self.timers: JSON = {}  # seat -> seconds left on its timer, as of the last message
        self.bots: list[int] = []  # seats a bot plays now
        self.series: list[JSON] = []  # every finished hand: {"hand", "result", "returns"}
        self.chat: deque[JSON] = deque(maxlen=50)
        self.events: deque[JSON] = deque(maxlen=500)  # for the page to animate, oldest first
        self.refusals: deque[JSON] = deque(maxlen=20)  # {"code", "reason", "ref"}, oldest first
        self.closed: JSON | None = None  # set by a "bye"
        self.verified: dict[int, Verification] = {}
        self.problems: deque[str] = deque(maxlen=50)  # what this guest refused from the host
        self.on_change: Callable[[], None] | None = None
        self.version = 0  # counts the host's messages that may change what the page shows
        # Sequencing.
        self.expected = 0  # next host sequence number; 0 until the first sync
        self.next_seq = 1
        self.outbox: list[tuple[int, str, JSON]] = []  # unacknowledged (seq, type, fields)
        self.records: dict[int, HandRecord] = {}
        self._acked: list[JSON] = []
        self.welcomed = False

    # ------------------------------------------------------------------ page-facing API

    @property
    def seated(self) -> bool:
        return self.welcomed and self.expected > 0

    def my_turn(self) -> bool:
        return self.seat is not None and self.seat in self.to_act and self.phase == "playing"

    def attach(self, link: Link) -> None:
        """Use a (new) connection: say hello with the seat's secret and what we last processed."""
        self.link = link
        self.welcomed = False
        hello: JSON = {"seat": self.seat, "secret": self.secret}
        if self.expected > 0:
            hello["last"] = self.expected - 1
        if self.name:
            hello["name"] = self.name[:24]
        link.send(M.encode("hello", **hello))

    def on_close(self) -> None:
        self.link = None
        self.welcomed = False
        self._changed()

    def act(self, action: Action) -> None:
        """Send an intent for the current position (the host checks it against the same ply)."""
        if self.seat is None:
            raise ValueError("a spectator cannot act")
        self._send_seq("intent", {"seat": self.seat, "hand": self.hand, "ply": self.ply, "action": action})

    def say(self, text: str) -> None:
        if self.seat is None:
            return
        clean = M.clean_chat(text)
        if clean:
            self._send_seq("chat", {"seat": self.seat, "text": clean})

    def verification(self, hand: int | None = None) -> Verification | None:
        return self.verified.get(self.hand if hand is None else hand)

    # ------------------------------------------------------------------ persistence (page reload)

    def to_json(self) -> JSON:
        keep = sorted(self.records)[-2:]
        return {"seat": self.seat, "secret": self.secret, "name": self.name, "match": self.match,
                "records": [self.records[h].to_json() for h in keep],
                "verified": {str(h): v.to_json() for h, v in self.verified.items()}}

    @classmethod
    def from_json(cls, d: JSON, **kw: Any) -> Guest:
        g = cls(d["seat"], d["secret"], name=d.get("name", ""), **kw)
        g.match = d.get("match", "")
        for r in d.get("records", []):
            rec = HandRecord.from_json(r)
            g.records[rec.hand] = rec
        for h, v in dict(d.get("verified", {})).items():
            g.verified[int(h)] = Verification(int(h), bool(v["ok"]), list(v["problems"]), list(v["notes"]),
                                              v.get("carry"))
        return g

    # ------------------------------------------------------------------ receiving

    def on_text(self, text: Any) -> None:
        try:
            m = M.decode(text, M.HOST_TYPES, M.MAX_HOST_BYTES)
            self._handle(m)
            if m["t"] != "ping":
                self.version += 1
        except ProtocolError as e:
            self.problems.append(f"{e.code}: {e.reason['en']}")
        except (KeyError, TypeError, ValueError) as e:
            self.problems.append(f"E_HOST: {e}")
        self._changed()

    def _handle(self, m: M.Msg) -> None:
        t = m["t"]
        if t == "welcome":
            self._welcome(m)
            return
        if t == "status":
            self.seats = m["seats"]
            return
        if t == "ping":
            self._send_raw("pong", {"at": m["at"]})
            return
        if t == "bye":
            self.closed = {"code": m["code"], "reason": m["reason"]}
            return
        seq = m["seq"]
        if t == "sync" and (self.expected == 0 or seq >= self.expected):
            self.expected = seq  # a sync replaces everything before it
        elif self.expected == 0:
            return  # nothing counts before the first sync
        if seq < self.expected:
            self._send_raw("ack", {"ack": self.expected - 1})  # a resend we already have
            return
        if seq > self.expected:
            # A gap: ask again from what we have (the host resends or syncs).
            if self.link is not None:
                self.attach(self.link)
            return
        self.expected = seq + 1
        # The intents this message acknowledges (an update "by" us applies the last of them).
        self._acked = [f for s, t, f in self.outbox if t == "intent" and s <= m["ack"]]
        self._trim(m["ack"])
        getattr(self, "_on_" + t)(m)
        self._send_raw("ack", {"ack": seq})

    def _welcome(self, m: M.Msg) -> None:
        if self.match and m["match"] != self.match:
            self.records.clear()
            self.verified.clear()
            self.expected = 0
        self.match, self.game, self.options, self.seats = m["match"], m["game"], m["options"], m["seats"]
        self.welcomed = True
        # Renumber what the host never consumed, then send it again in order.
        nxt = m["next"]
        pending = [(t, f) for s, t, f in self.outbox if s >= nxt]
        self.outbox = []
        self.next_seq = nxt
        for t, f in pending:
            self._send_seq(t, f)

    def _on_sync(self, m: M.Msg) -> None:
        self.phase, self.hand, self.ply = m["phase"], m["hand"], m["ply"]
        self.view, self.legal, self.to_act = m["view"], m["legal"], m["to_act"]
        self.seats = m["seats"]
        self.result = m.get("result")
        self.timers = m.get("timers", {})
        self.bots = m.get("bots", [])
        if "series" in m:
            self.series = list(m["series"])
        if "chat" in m:
            self.chat.clear()
            self.chat.extend(m["chat"])
        rec = self._record(self.hand)
        if m["commit"] is not None:
            if rec.commit is None:
                rec.commit = m["commit"]
            if self.phase == "dealing":
                self._send_share(rec)
        if self.view is not None:
            rec.digests[self.ply] = view_digest(self.view)
        self.events.append({"type": "sync"})

    def _on_commit(self, m: M.Msg) -> None:
        self.phase, self.hand, self.ply = "dealing", m["hand"], 0
        self.view, self.legal, self.to_act, self.result = None, [], [], None
        rec = self._record(self.hand)
        rec.commit = m["commit"]
        self._send_share(rec)

    def _on_update(self, m: M.Msg) -> None:
        if m["hand"] != self.hand:
            self.hand = m["hand"]
        self.phase = "playing"
        self.ply, self.view, self.legal, self.to_act = m["ply"], m["view"], m["legal"], m["to_act"]
        self.timers = m.get("timers", {})
        self.bots = m.get("bots", [])
        rec = self._record(self.hand)
        rec.digests[self.ply] = view_digest(self.view)
        if m.get("by") == self.seat and "auto" not in m and self._acked:
            rec.mine[self.ply] = self._acked[-1]["action"]  # checked against the log at the end
        self.events.extend(m["events"])

    def _on_refused(self, m: M.Msg) -> None:
        self.refusals.append({"code": m["code"], "reason": m["reason"], "ref": m["ref"]})
        self.outbox = [e for e in self.outbox if e[0] != m["ref"]]

    def _on_chat(self, m: M.Msg) -> None:
        self.chat.append({"from": m["from"], "text": M.clean_chat(m["text"])})

    def _on_reveal(self, m: M.Msg) -> None:
        hand = m["hand"]
        self.phase = "over"
        self.result = m["result"]
        self.series = [h for h in self.series if h.get("hand") != hand] + [
            {"hand": hand, "result": m["result"], "returns": m.get("returns")}]
        rec = self._record(hand)
        prev = self.verified.get(hand - 1)
        v = verify_hand(self.resolve, self.match, self.game, self.options, self.seat, rec, m,
                        expected_carry=prev.carry if prev is not None else None,
                        check_carry=prev is not None and prev.ok)
        self.verified[hand] = v
        self.events.append({"type": "verified" if v.ok else "verify_failed", "hand": hand})

    # ------------------------------------------------------------------ sending

    def _record(self, hand: int) -> HandRecord:
        rec = self.records.get(hand)
        if rec is None:
            rec = self.records[hand] = HandRecord(hand)
            for old in sorted(self.records)[:-3]:
                del self.records[old]
        return rec

    def _send_share(self, rec: HandRecord) -> None:
        if self.seat is None or rec.own_share is not None:
            return
        rec.own_share = self.entropy(32).hex()
        self._send_seq("share", {"seat": self.seat, "hand": rec.hand, "share": rec.own_share})

    def _send_seq(self, t: str, fields: JSON) -> None:
        seq = self.next_seq
        self.next_seq += 1
        self.outbox.append((seq, t, fields))
        if self.welcomed:  # before the welcome, numbering is not agreed yet: it is sent then
            self._send_raw(t, {"seq": seq, **fields})

    def _send_raw(self, t: str, fields: JSON) -> None:
        if self.link is not None:
            self.link.send(M.encode(t, **fields))

    def _trim(self, ack: int) -> None:
        self.outbox = [e for e in self.outbox if e[0] > ack]

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()
