"""A guest: holds only its seat's view, sends intents, and checks the host after every hand.

``net.peer.PeerClient`` shows it to the table screen from ``view``/``legal``/``to_act`` and drains
``events`` for the log and animation. Messages from
the host are schema-checked too (a buggy or hostile host cannot crash the page), processed in
sequence order, acknowledged, and a gap makes the guest ask for a resend. ``to_json`` keeps what a
reloaded page needs to rejoin and still verify the current hand.
"""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Callable
from typing import Any, NamedTuple

from ..core import registry
from ..core.errors import PaijuError
from ..core.game import JSON, Action, GameInfo
from ..core.i18n import Text, tx
from ..table.master import MatchError
from ..table.series import KEPT_HANDS
from . import messages as M
from .channel import RTO, resend_due
from .fair import REVEAL_PLIES, HandRecord, Verification, same_options, verify_hand, view_digest
from .messages import ProtocolError
from .transport import Link

Entropy = Callable[[int], bytes]
Clock = Callable[[], float]
PONG_EVERY = 1.0  # seconds between two pongs
KEPT_VERDICTS = 32  # verdicts a guest's save keeps (the newest), as the Master keeps 32 hands
MAX_PROBLEMS = 8  # findings per verdict: the first ones say it; a host cannot grow the save with more
REVEAL_TIMEOUT = 30.0  # seconds after a hand ends without the host's reveal: a verdict, not silence
# Messages past a gap are kept until it fills (a data channel may deliver a long message after the
# short one sent next); the host is asked again at most once every GAP_ASK_EVERY seconds while the
# gap stays open. Asking at every message past a gap fed itself: each ask brings a resend or a whole
# sync, whose messages arrive past the gap again, until the link carried nothing but that.
EARLY_LIMIT = 64
GAP_ASK_EVERY = 2.0


class Out(NamedTuple):
    """A numbered message to the host, kept until acknowledged (a welcome may renumber it)."""

    t: str
    fields: JSON


def _guest_damaged(detail: str) -> MatchError:
    return MatchError("E_GUEST_SAVE", tx(f"本机保存的入座记录已损坏（{detail}）", f"本機保存的入座記錄已損壞（{detail}）",
                                         f"The saved seat record is damaged ({detail})"))


def _clipped(texts: list[Text]) -> list[Text]:
    """At most MAX_PROBLEMS texts of at most 400 characters per language."""
    return [{k: x[:400] for k, x in t.items()} for t in texts[:MAX_PROBLEMS]]


def _verdicts_json(verified: dict[int, Verification]) -> JSON:
    return {str(h): verified[h].to_json() for h in sorted(verified)[-KEPT_VERDICTS:]}


def _verdicts_from(d: Any) -> dict[int, Verification]:
    if not isinstance(d, dict):
        raise ValueError("verdicts")
    return {int(h): Verification.from_json(int(h), v)
            for h, v in sorted(d.items(), key=lambda kv: int(kv[0]))[-KEPT_VERDICTS:]}


def _seat_list(seats: list[Any]) -> list[JSON]:
    """The host's seat list as the page draws it: an object per seat (in place, so seats keep their
    numbers), names cleaned like a guest's."""
    return [{**st, "name": M.clean_name(str(st.get("name", "")))} if isinstance(st, dict) else {}
            for st in seats[:M.MAX_SEATS]]


def _same_rules(resolve: Callable[[str], GameInfo], game: str, options: JSON, other_game: str,
                other_options: JSON) -> bool:
    """Whether two welcomes state the same game and rules."""
    if game != other_game:
        return False
    try:
        info = resolve(game)
    except (PaijuError, KeyError):  # an unknown game: compare the options as sent
        return M.canonical(options) == M.canonical(other_options)
    return same_options(info, options, other_options)


class Guest:
    def __init__(self, seat: int | None, secret: str, *, name: str = "",
                 resolve: Callable[[str], GameInfo] = registry.get, entropy: Entropy = os.urandom,
                 clock: Clock = time.monotonic, rto: float = RTO) -> None:
        self.seat = seat
        self.clock = clock
        self.rto = rto
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
        self.counter: bool | None = None  # the host's 记牌器 setting (None: a host that sends none)
        self.phase = "joining"
        self.hand = 0
        self.ply = 0
        self.view: JSON | None = None
        self.legal: list[Action] = []
        self.to_act: list[int] = []
        self.running = False  # the rules' automatic steps go on: nobody acts, yet the hand is not over
        self.result: JSON | None = None
        self.timers: JSON = {}  # seat -> seconds left on its timer, as of the last message
        self.bots: list[int] = []  # seats a bot plays now
        self.series: list[JSON] = []  # every finished hand: {"hand", "result", "returns"}
        self.chat: deque[JSON] = deque(maxlen=50)
        self.events: deque[JSON] = deque(maxlen=500)  # for the page to animate, oldest first
        self.refusals: deque[JSON] = deque(maxlen=20)  # {"code", "reason", "ref"}, oldest first
        self.closed: JSON | None = None  # set by a "bye"
        self.verified: dict[int, Verification] = {}  # this match's verdicts
        # Other matches' verdicts (a host that switched matches), oldest match first; with
        # ``verified`` at most KEPT_VERDICTS in all.
        self.elsewhere: dict[str, dict[int, Verification]] = {}
        self.news: deque[Verification] = deque(maxlen=20)  # verdicts the page has not shown yet
        self.over_since: float | None = None  # when this hand was seen over, until its reveal
        self._last_pong = -1e18
        self.problems: deque[str] = deque(maxlen=50)  # what this guest refused from the host
        self.on_change: Callable[[], None] | None = None
        self.version = 0  # counts the host's messages that may change what the page shows
        # Sequencing.
        self.expected = 0  # next host sequence number; 0 until the first sync
        self.next_seq = 1
        self.outbox: list[tuple[int, Out, float]] = []  # unacknowledged (seq, message, when last sent)
        self._early: dict[int, M.Msg] = {}  # host messages past a gap, by sequence number
        self._asked_at: float | None = None  # when the host was last asked to fill a gap
        self.records: dict[int, HandRecord] = {}
        self._acked: list[JSON] = []
        self._share_seqs: dict[int, int] = {}  # sequence number of the last share sent -> its hand
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
                "game": self.game, "options": self.options,
                "records": [self.records[h].to_json() for h in keep],
                "verified": _verdicts_json(self.verified),
                "elsewhere": {m: _verdicts_json(v) for m, v in self.elsewhere.items()}}

    @classmethod
    def from_json(cls, d: Any, **kw: Any) -> Guest:
        """A reloaded page's guest; ``MatchError`` (E_GUEST_SAVE, with a reason) for anything damaged."""
        try:
            if not isinstance(d, dict):
                raise ValueError("not an object")
            seat, secret = d["seat"], d["secret"]
            if M.GUEST_TYPES["hello"][0]["seat"](seat) or M.GUEST_TYPES["hello"][0]["secret"](secret):
                raise ValueError("seat or secret")
            g = cls(seat, secret, name=M.clean_name(str(d.get("name", ""))), **kw)
            g.match = str(d.get("match", ""))
            game, options = d.get("game", ""), d.get("options", {})  # (absent from older saves)
            if M.HOST_TYPES["welcome"][0]["game"](game) or M.HOST_TYPES["welcome"][0]["options"](options):
                raise ValueError("game or options")
            g.game, g.options = game, options
            records = d.get("records", [])
            if not isinstance(records, list) or len(records) > 3:
                raise ValueError("records")
            for r in records:
                rec = HandRecord.from_json(r)
                g.records[rec.hand] = rec
            g.verified = _verdicts_from(d.get("verified", {}))
            elsewhere = d.get("elsewhere", {})  # (absent from older saves)
            if not isinstance(elsewhere, dict) or len(elsewhere) > KEPT_VERDICTS:
                raise ValueError("other matches' verdicts")
            g.elsewhere = {str(k)[:64]: _verdicts_from(v) for k, v in elsewhere.items()}
            g._trim_verdicts()
        except MatchError:
            raise
        except Exception as e:  # noqa: BLE001 - a stored record may hold anything: all of it is damage
            raise _guest_damaged(f"{type(e).__name__}: {str(e)[:80]}") from e
        return g

    # ------------------------------------------------------------------ receiving

    def on_text(self, text: Any) -> None:
        """Never raises: whatever a host sends is handled, refused or a finding."""
        try:
            m = M.decode(text, M.HOST_TYPES, M.MAX_HOST_BYTES)
        except ProtocolError as e:
            self.problems.append(f"{e.code}: {e.reason['en']}")
            if isinstance(text, str) and '"reveal"' in text[:64]:
                # A reveal this guest cannot read is a finding about the hand, shown as its verdict.
                self._fail(self.hand, tx(f"庄家公布的牌谱无法读取（{e.code}）", f"莊家公佈的牌譜無法讀取（{e.code}）",
                                         f"the host's reveal cannot be read ({e.reason['en'][:80]})"))
            self._changed()
            return
        try:
            self._handle(m)
        except Exception as e:  # noqa: BLE001 - a host message this page cannot take is the host's doing
            why = f"{type(e).__name__}: {str(e)[:80]}"
            self.problems.append(f"E_HOST: {why}")
            if m["t"] == "reveal":  # a reveal is judged whatever breaks on the way
                self._fail(self.hand, tx(f"无法核对庄家公布的牌谱（{why}）", f"無法核對莊家公佈的牌譜（{why}）",
                                         f"the host's reveal cannot be checked ({why})"))
        if m["t"] not in ("ping", "ack"):
            self.version += 1
        self._changed()

    def tick(self) -> None:
        """A hand over without its reveal for REVEAL_TIMEOUT seconds gets its verdict; a gap still
        open asks the host again; what has waited ``rto`` for the host's acknowledgement goes again."""
        if self._early:
            self._ask_for_gap()
        if self.welcomed and self.link is not None:  # (before the welcome nothing is numbered yet)
            resend_due(self.outbox, self.clock(), self.rto, self._send_out)
        if self.over_since is not None and self.clock() - self.over_since >= REVEAL_TIMEOUT:
            self.over_since = None
            self._unrevealed(self.hand)
            self._changed()

    def _handle(self, m: M.Msg) -> None:
        t = m["t"]
        if t == "welcome":
            self._welcome(m)
            return
        if t == "status":
            self.seats = _seat_list(m["seats"])
            # A stand-in that starts or stops changes who plays a seat with no update to say so (a
            # seat handed back that must act next gets none): the status says it.
            self.bots = [i for i, st in enumerate(self.seats) if st.get("bot") is True]
            return
        if t == "ping":
            now = self.clock()
            if now - self._last_pong >= PONG_EVERY:  # a host flooding pings gets one pong a second
                self._last_pong = now
                self._send_raw("pong", {"at": m["at"]})
            return
        if t == "bye":
            self.closed = {"code": m["code"], "reason": m["reason"]}
            return
        if t == "ack":  # the host took a message of ours again (its first acknowledgement was lost)
            self._trim(m["ack"])
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
            # A gap: keep this one for when it fills, and ask for what is missing (a resend or a sync)
            if seq in self._early or len(self._early) < EARLY_LIMIT:
                self._early[seq] = m
            self._ask_for_gap()
            return
        self.expected = seq + 1
        if self._early:  # (a sync may skip over some)
            self._early = {s: e for s, e in self._early.items() if s > seq}
        # The intents this message acknowledges (an update "by" us applies the last of them).
        self._acked = [o.fields for s, o, _ in self.outbox if o.t == "intent" and s <= m["ack"]]
        self._trim(m["ack"])
        getattr(self, "_on_" + t)(m)
        self._send_raw("ack", {"ack": seq})
        nxt = self._early.pop(self.expected, None)
        if nxt is not None:
            self._handle(nxt)
        elif not self._early:
            self._asked_at = None  # no gap left: the next one is asked about at once

    def _ask_for_gap(self) -> None:
        now = self.clock()
        if self.link is not None and (self._asked_at is None or now - self._asked_at >= GAP_ASK_EVERY):
            self._asked_at = now
            self.attach(self.link)

    def _welcome(self, m: M.Msg) -> None:
        if self.match and m["match"] != self.match:
            # Another match under a hand still open here: that hand can never be checked now.
            for h in sorted(self.records):
                if h not in self.verified and self.records[h].commit is not None:
                    self._fail(h, tx("庄家在公布本局之前更换了牌局", "莊家在公佈本局之前更換了牌局",
                                     "the host switched to another match before revealing this hand"))
            # Hand numbers start again, but the verdicts stay, by match: a host switching back to the
            # match finds them (a hand failed here can never read "verified" after a re-sync).
            self._park(self.match)
            self.verified = self.elsewhere.pop(m["match"], {})
            self.records.clear()
            self.expected = 0
            self.over_since = None
        elif self.records and self.game and not _same_rules(self.resolve, self.game, self.options, m["game"], m["options"]):
            # The same match under other rules: its hands are checked against the rules it began with.
            self._fail(max(self.records), tx("庄家在牌局中途更换了游戏或规则", "莊家在牌局中途更換了遊戲或規則",
                                             "the host changed the game or its options in the middle of the match"))
            m = {**m, "game": self.game, "options": self.options}
        self.match, self.game, self.options = m["match"], m["game"], m["options"]
        self.seats = _seat_list(m["seats"])
        self.counter = m.get("counter")
        self.welcomed = True
        self.closed = None  # seated again (after an E_REPLACED, say): the page goes on
        # Renumber what the host never consumed, then send it again in order.
        nxt = m["next"]
        pending = [o for s, o, _ in self.outbox if s >= nxt]
        self.outbox = []
        self.next_seq = nxt
        for o in pending:
            self._send_seq(o.t, o.fields)

    def _on_sync(self, m: M.Msg) -> None:
        if self._earlier(m["hand"]):
            return
        self.phase, self.hand, self.ply = m["phase"], m["hand"], m["ply"]
        self.view, self.legal, self.to_act = m["view"], m["legal"], m["to_act"]
        self.running = bool(m.get("running", False))
        self.seats = _seat_list(m["seats"])
        self.result = m.get("result")
        self.timers = m.get("timers", {})
        self.bots = m.get("bots", [])
        if "series" in m:
            self.series = list(m["series"])[-KEPT_HANDS:]
        if "chat" in m:
            self.chat.clear()
            self.chat.extend({"from": ln.get("from"), "text": M.clean_chat(str(ln.get("text", "")))}
                             for ln in m["chat"] if isinstance(ln, dict))
        self._hand_moved(self.hand)
        rec = self._record(self.hand)
        if m["commit"] is not None and self._bind(rec, m["commit"]) and self.phase == "dealing":
            self._send_share(rec)
        if self.view is not None:
            self._saw(rec, self.ply, self.view)
        if self.phase in ("over", "done") and self.hand not in self.verified and rec.commit is not None:
            self.over_since = self.clock()  # the reveal follows a sync of a hand over, or a timeout does
        self.events.append({"type": "sync", "log": list(m.get("log", []))})  # the hand so far, for the log

    def _earlier(self, hand: int) -> bool:
        """Hand numbers only go up within a match: a commitment or a sync for an earlier hand is a
        finding and changes nothing (never a share, nor a new binding, for an old hand number)."""
        top = max(self.records, default=0)
        if hand < top:
            self._fail(top, tx(f"庄家在第 {top} 局之后又发第 {hand} 局", f"莊家在第 {top} 局之後又發第 {hand} 局",
                               f"the host dealt hand {hand} again after hand {top}"))
        return hand < top

    def _on_commit(self, m: M.Msg) -> None:
        if self._earlier(m["hand"]):
            return
        self.phase, self.hand, self.ply = "dealing", m["hand"], 0
        self.view, self.legal, self.to_act, self.result = None, [], [], None
        self.running = False
        self._hand_moved(self.hand)
        rec = self._record(self.hand)
        if self._bind(rec, m["commit"]):
            self._send_share(rec)

    def _on_update(self, m: M.Msg) -> None:
        if m["hand"] == self.hand and self.phase == "over" and m["hand"] in self.verified:
            self._fail(self.hand, tx("庄家公布本局之后又继续了本局", "莊家公佈本局之後又繼續了本局",
                                     "the host went on with the hand after revealing it"))
        if m["hand"] != self.hand:
            self.hand = m["hand"]
            self._hand_moved(self.hand)
        self.phase = "playing"
        self.ply, self.view, self.legal, self.to_act = m["ply"], m["view"], m["legal"], m["to_act"]
        self.running = bool(m.get("running", False))
        self.timers = m.get("timers", {})
        self.bots = m.get("bots", [])
        rec = self._record(self.hand)
        if self._saw(rec, self.ply, self.view) and m.get("by") == self.seat and "auto" not in m and self._acked:
            rec.remember(self.ply, self._acked[-1]["action"])  # checked against the log at the end
        self.events.extend(m["events"])
        ended = not m["to_act"] and not m["legal"] and not self.running
        if not ended:
            self.over_since = None
        elif self.over_since is None and self.hand not in self.verified:
            self.over_since = self.clock()

    def _on_refused(self, m: M.Msg) -> None:
        self.refusals.append({"code": m["code"], "reason": m["reason"], "ref": m["ref"]})
        rec = self.records.get(self._share_seqs.get(m["ref"] or 0, -1))
        if m["code"] == "E_SHARE_LATE" and rec is not None:
            # Dealt before it arrived (a drop, or a slow link): this seat checks the deal without a
            # share of its own, and its verdict says so rather than calling the share missing.
            rec.own_share = None
        self.outbox = [e for e in self.outbox if e[0] != m["ref"]]

    def _on_chat(self, m: M.Msg) -> None:
        self.chat.append({"from": m["from"], "text": M.clean_chat(m["text"])})

    def _on_reveal(self, m: M.Msg) -> None:
        hand = m["hand"]
        if hand != self.hand:
            if hand not in self.verified:  # (a resent reveal of a checked hand changes nothing)
                self._fail(self.hand, tx(f"庄家公布的是第 {hand} 局，不是本局", f"莊家公佈的是第 {hand} 局，不是本局",
                                         f"the host revealed hand {hand}, not this hand"))
            return
        # An honest host reveals after the update that ends the hand (or a sync of a hand over).
        early = hand not in self.verified and self.over_since is None and self.phase not in ("over", "done")
        self.over_since = None
        self.phase = "over"
        self.result = m["result"]
        self.series = ([h for h in self.series if h.get("hand") != hand] + [
            {"hand": hand, "result": m["result"], "returns": m.get("returns")}])[-KEPT_HANDS:]
        rec = self._record(hand)
        prev = self.verified.get(hand - 1)
        v = verify_hand(self.resolve, self.match, self.game, self.options, self.seat, rec, m,
                        expected_carry=prev.carry if prev is not None else None,
                        check_carry=hand == 1 or prev is not None and prev.ok)  # a match begins with none
        if early:
            v = Verification(hand, False, v.problems + [tx(
                "庄家在本局结束前就公布了牌谱", "莊家在本局結束前就公佈了牌譜",
                "the host revealed the hand before it ended at this table")], v.notes, v.carry)
        old = self.verified.get(hand)
        if old is not None:  # a second reveal: a verdict can only get worse
            v = Verification(hand, old.ok and v.ok, old.problems + [p for p in v.problems if p not in old.problems],
                             old.notes, v.carry)
        self._verdict(v)

    # ------------------------------------------------------------------ verdicts

    def _park(self, match: str) -> None:
        """Keep this match's verdicts apart, within KEPT_VERDICTS in all (the oldest go first)."""
        if self.verified:
            self.elsewhere.pop(match, None)
            self.elsewhere[match] = self.verified
        self.verified = {}
        self._trim_verdicts()

    def _trim_verdicts(self) -> None:
        for old in sorted(self.verified)[:-KEPT_VERDICTS]:
            del self.verified[old]
        room = KEPT_VERDICTS - len(self.verified)
        for match in list(self.elsewhere):
            if sum(len(v) for v in self.elsewhere.values()) <= room:
                break
            kept = self.elsewhere[match]
            over = sum(len(v) for v in self.elsewhere.values()) - room
            for h in sorted(kept)[:over]:
                del kept[h]
            if not kept:
                del self.elsewhere[match]

    def _verdict(self, v: Verification) -> None:
        # Bounded as Verification.from_json reads them back, so no finding can make the save unreadable.
        v.problems, v.notes = (_clipped(v.problems), _clipped(v.notes))
        self.verified[v.hand] = v
        self._trim_verdicts()
        self.news.append(v)
        self.events.append({"type": "verified" if v.ok else "verify_failed", "hand": v.hand})

    def _fail(self, hand: int, problem: Text) -> None:
        """A hand that cannot be verified (or no longer): "not verified" with what happened."""
        old = self.verified.get(hand)
        if old is not None and (problem in old.problems or len(old.problems) >= MAX_PROBLEMS):
            return
        problems = ([] if old is None else old.problems) + [problem]
        self._verdict(Verification(hand, False, problems, [] if old is None else old.notes,
                                   None if old is None else old.carry))

    def _unrevealed(self, hand: int) -> None:
        self._fail(hand, tx("庄家没有公布本局的牌谱", "莊家沒有公佈本局的牌譜", "the host did not reveal this hand"))

    def _saw(self, rec: HandRecord, ply: int, view: JSON) -> bool:
        """Note the view shown at ``ply``; a ply no hand can reach (past ``REVEAL_PLIES``: such a hand
        could never be revealed) is a finding and is not kept, so a record stays within its bound."""
        if ply > REVEAL_PLIES:
            self._fail(rec.hand, tx(f"庄家发来的步数超出任何一局的长度（{REVEAL_PLIES}）",
                                    f"莊家發來的步數超出任何一局的長度（{REVEAL_PLIES}）",
                                    f"the host sent a ply beyond any hand's length ({REVEAL_PLIES})"))
            return False
        rec.digests[ply] = view_digest(view)
        return True

    def _hand_moved(self, hand: int) -> None:
        """A later hand began: every earlier hand this seat saw dealt and never saw revealed is judged."""
        for h in sorted(self.records):
            rec = self.records[h]
            if h < hand and h not in self.verified and rec.commit is not None:
                self._unrevealed(h)

    def _bind(self, rec: HandRecord, commit: str) -> bool:
        """Bind the hand to the first commitment seen. A different second one is a verdict; True while
        the binding holds (only then may this seat's share go out)."""
        if rec.commit is None:
            rec.commit = commit
            return True
        if rec.commit == commit:
            return True
        self._fail(rec.hand, tx("庄家为同一局发了第二个不同的承诺", "莊家為同一局發了第二個不同的承諾",
                                "the host sent a second, different commitment for this hand"))
        return False

    # ------------------------------------------------------------------ sending

    def _record(self, hand: int) -> HandRecord:
        rec = self.records.get(hand)
        if rec is None:
            rec = self.records[hand] = HandRecord(hand)
            for old in sorted(self.records)[:-3]:
                del self.records[old]
        return rec

    def _send_share(self, rec: HandRecord) -> None:
        if self.seat is None or rec.own_share is not None or rec.commit is None:
            return  # one share per hand, and only once the host is bound to its own
        rec.own_share = self.entropy(32).hex()
        self._send_seq("share", {"seat": self.seat, "hand": rec.hand, "share": rec.own_share})

    def _send_seq(self, t: str, fields: JSON) -> None:
        seq = self.next_seq
        self.next_seq += 1
        out = Out(t, fields)
        self.outbox.append((seq, out, self.clock()))
        if t == "share":
            self._share_seqs = {seq: fields["hand"]}  # the host may refuse it as late, by this number
        if self.welcomed:  # before the welcome, numbering is not agreed yet: it is sent then
            self._send_out(seq, out)

    def _send_out(self, seq: int, out: Out) -> None:
        self._send_raw(out.t, {"seq": seq, **out.fields})

    def _send_raw(self, t: str, fields: JSON) -> None:
        if self.link is not None:
            self.link.send(M.encode(t, **fields))

    def _trim(self, ack: int) -> None:
        self.outbox = [e for e in self.outbox if e[0] > ack]

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()
