"""Rooms: one link for the whole table, signalling over public relays instead of pasted codes.

The host shares ``<page>#r=<room>.<password>[.<relays>[.<ice>]]`` (the fragment never reaches the
web host; ``<ice>``: the host's ICE servers, STUN or TURN, so every guest uses what the host chose). Every page that opens it joins the same room on the signalling relays (``web/room.js``:
Trystero over Nostr, the offers and answers encrypted with the password); the relays only see
encrypted signalling. Each page then has a data channel to each other page, and from there on this
module decides, in pure Python, who is the host and who sits where; the table itself is the
ordinary protocol (``Host`` / ``Guest``: hello with the seat's secret, resync, fair deal).

Before its hello a connection must knock (``messages.KNOCK_TYPES``):

* a guest with no seat yet knocks with a nonce; the host's ``Door`` gives it an open seat and that
  seat's secret (when the host opened the seats to anyone with the link), or keeps it waiting until
  the host seats it by hand, or says ``bye`` (``E_FULL``);
* a returning guest (its seat and secret kept in its own storage, keyed by the room) knocks with its
  seat and a nonce; only a peer that knows the seat's secret can answer with
  ``proof(secret, nonce, peer)``, so the guest sends its hello, and with it the secret, only to
  the real host, never to another guest of the room.

Every page is connected to every other (that is how the relays' rooms work), so a guest ignores
whatever other guests send it, and the host's door answers only knocks and hellos.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..core.game import JSON
from ..core.i18n import Text, tx
from . import messages as M
from .guest import Guest
from .host import Entropy, Host, new_secret
from .invite import InviteError
from .messages import ProtocolError
from .transport import Link, MemoryNet

APP_ID = "paiju-rooms-1"  # the relays' namespace for this game's rooms (and its protocol version)
MAX_RELAYS = 8
ICE_MODES = ("none", "stun", "custom")
_ICE_FIELDS = {"mode": 10, "urls": 600, "username": 128, "credential": 128}  # field -> longest value
_B64 = frozenset(M.B64URL)


def _b64e(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _b64d(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _relays_problem(relays: Iterable[str]) -> str | None:
    rs = list(relays)
    if len(rs) > MAX_RELAYS:
        return f"more than {MAX_RELAYS} relays"
    for r in rs:
        if not r.startswith(("wss://", "ws://")) or len(r) > 200 or any(c.isspace() for c in r):
            return f"not a relay address: {r[:40]!r}"
    return None


def ice_settings(d: Any) -> tuple[tuple[str, str], ...]:
    """ICE settings ({"mode": none|stun|custom, "urls", "username", "credential"}) as a room keeps them;
    InviteError if they are not."""
    if not isinstance(d, dict) or d.get("mode") not in ICE_MODES:
        raise InviteError("bad network settings in room link")
    out = []
    for k, longest in _ICE_FIELDS.items():
        v = d.get(k)
        if v is None or v == "":
            continue
        if not isinstance(v, str) or len(v) > longest:
            raise InviteError(f"bad network setting {k!r} in room link")
        out.append((k, v))
    return tuple(out)


@dataclass(frozen=True)
class Room:
    """A room's id and password, the relays when not the page's own list, and the host's ICE servers
    (empty: each page its own settings)."""

    room: str
    password: str
    relays: tuple[str, ...] = ()
    ice: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        for what, v in (("room id", self.room), ("password", self.password)):
            if not 16 <= len(v) <= 64 or any(c not in _B64 for c in v):
                raise InviteError(f"bad {what} in room link")
        if (p := _relays_problem(self.relays)) is not None:
            raise InviteError(p)
        if self.ice:
            ice_settings(dict(self.ice))

    def fragment(self) -> str:
        rel = "." + _b64e("\n".join(self.relays).encode()) if self.relays or self.ice else ""
        ice = "." + _b64e(json.dumps(dict(self.ice), separators=(",", ":")).encode()) if self.ice else ""
        return f"#r={self.room}.{self.password}{rel}{ice}"

    def url(self, page: str) -> str:
        return page.split("#", 1)[0] + self.fragment()

    def ice_json(self) -> JSON | None:
        """The host's ICE settings for web/room.js, or None (the page's own)."""
        return dict(self.ice) if self.ice else None

    def to_json(self) -> JSON:
        return {"room": self.room, "password": self.password, "relays": list(self.relays), "ice": self.ice_json()}

    @classmethod
    def from_json(cls, d: Any) -> Room:
        if not isinstance(d, dict) or not isinstance(d.get("relays", []), list):
            raise InviteError("not a room record")
        ice = ice_settings(d["ice"]) if d.get("ice") is not None else ()
        return cls(str(d.get("room", "")), str(d.get("password", "")), tuple(str(r) for r in d.get("relays", [])), ice)


def new_room(entropy: Entropy = os.urandom, relays: Iterable[str] = (), ice: JSON | None = None) -> Room:
    """A fresh room; ``ice``: the host's ICE settings, carried by the link to every guest."""
    return Room(new_secret(entropy), new_secret(entropy), tuple(relays), ice_settings(ice) if ice is not None else ())


def is_room_link(url_or_fragment: str) -> bool:
    return url_or_fragment.strip().split("#", 1)[-1].startswith("r=")


def parse_room(url_or_fragment: str) -> Room:
    frag = url_or_fragment.strip().split("#", 1)[-1]
    if not frag.startswith("r="):
        raise InviteError("not a room link")
    parts = frag[2:].split(".")
    if len(parts) not in (2, 3, 4):
        raise InviteError("not a room link (was it cut short?)")
    relays: tuple[str, ...] = ()
    if len(parts) >= 3:
        if (not parts[2] and len(parts) == 3) or any(c not in _B64 for c in parts[2]):
            raise InviteError("bad relay list in room link")
        try:
            relays = tuple(r for r in _b64d(parts[2]).decode().split("\n") if r)
        except (ValueError, UnicodeDecodeError):
            raise InviteError("bad relay list in room link") from None
    ice: tuple[tuple[str, str], ...] = ()
    if len(parts) == 4:
        if not parts[3] or any(c not in _B64 for c in parts[3]):
            raise InviteError("bad network settings in room link")
        try:
            ice = ice_settings(json.loads(_b64d(parts[3]).decode()))
        except (ValueError, UnicodeDecodeError):
            raise InviteError("bad network settings in room link") from None
    return Room(parts[0], parts[1], relays, ice)


def parse_relays(text: str) -> tuple[str, ...]:
    """A relay list as a person types it (spaces or commas between addresses); InviteError if bad."""
    rs = tuple(r for r in text.replace(",", " ").split() if r)
    if (p := _relays_problem(rs)) is not None:
        raise InviteError(p)
    return rs


def proof(secret: str, nonce: str, peer: str) -> str:
    """What only the host (and the seat's guest) can compute: the secret over this knock and peer."""
    return hmac.new(secret.encode(), f"paiju-room|{nonce}|{peer}".encode(), hashlib.sha256).hexdigest()


def _bye(link: Link, code: str, reason: Text) -> None:
    link.send(M.encode("bye", code=code, reason=dict(reason)))


E_FULL = tx("座位已满", "座位已滿", "every seat at this table is taken")


@dataclass
class Door:
    """The host's side of a room: each peer knocks, is seated (or waits), then talks to ``host``."""

    host: Host
    room: Room
    own: int = 0  # the host's own seat
    open_seats: bool = True  # anyone with the link takes the next open seat; else the host seats them
    given: set[int] = field(default_factory=set)  # seats whose secret went out through this room
    links: dict[str, Link] = field(default_factory=dict)
    joined: set[str] = field(default_factory=set)  # peers handed to the host (they said hello)
    sat: set[int] = field(default_factory=set)  # seats a guest has really sat on (its hello accepted)
    knocks: dict[str, str] = field(default_factory=dict)  # peer -> name, waiting for the host
    on_change: Callable[[], None] | None = None

    def open(self, peer: str, link: Link) -> None:
        self.links[peer] = link

    def close(self, peer: str) -> None:
        link = self.links.pop(peer, None)
        self.knocks.pop(peer, None)
        if peer in self.joined and link is not None:
            self.joined.discard(peer)
            self.host.on_close(link)
        self._changed()

    def text(self, peer: str, text: Any) -> None:
        link = self.links.get(peer)
        if link is None:
            return
        if peer in self.joined:
            self.host.on_text(link, text)
            return
        try:
            m = M.decode(text, M.KNOCK_TYPES, M.MAX_GUEST_BYTES)
        except ProtocolError as e:
            _bye(link, e.code, e.reason)
            return
        if m["t"] == "hello":
            self.joined.add(peer)
            self.knocks.pop(peer, None)
            self.host.attach(link)
            self.host.on_text(link, text)
            if (seat := self.seat_of(peer)) is not None and seat not in self.sat:
                self.sat.add(seat)
                self._changed()
            return
        seat = m.get("seat")
        if seat is not None:  # a returning guest: prove we know the seat's secret, send nothing else
            if seat not in self.remote_seats():
                _bye(link, "E_AUTH", tx("没有这个座位", "沒有這個座位", "no such seat at this table"))
                return
            link.send(M.encode("seat", seat=seat, proof=proof(self.host.secret(seat), m["nonce"], peer)))
            return
        free = self.free()
        if self.open_seats and free:
            self.seat(peer, free[0])
        elif not free and not self.away():
            _bye(link, "E_FULL", E_FULL)
        else:
            self.knocks[peer] = M.clean_name(str(m.get("name", "")))
            self._changed()

    def seat(self, peer: str, seat: int) -> None:
        """Give ``peer`` seat ``seat`` and its secret (the host's choice, or the next open seat)."""
        link = self.links.get(peer)
        if link is None or seat not in self.remote_seats():
            return
        link.send(M.encode("seat", seat=seat, secret=self.host.secret(seat)))
        self.given.add(seat)
        self.knocks.pop(peer, None)
        self._changed()

    def remote_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.host.seats) if s.kind == "remote" and i != self.own]

    def free(self) -> list[int]:
        """Seats nobody has been given yet."""
        return [i for i in self.remote_seats() if i not in self.given]

    def away(self) -> list[int]:
        """Given seats with nobody on them now (the host may hand one to a guest that lost its own)."""
        return [i for i in self.remote_seats() if i in self.given and self.host.seats[i].chan.link is None]

    def seat_of(self, peer: str) -> int | None:
        """The seat a joined peer's hello was accepted for (None: not, or not yet)."""
        link = self.links.get(peer)
        conn = self.host.conns.get(id(link)) if link is not None else None
        return conn.seat if conn is not None else None

    def to_json(self) -> JSON:
        return {"room": self.room.to_json(), "open": self.open_seats, "given": sorted(self.given),
                "sat": sorted(self.sat)}

    @classmethod
    def from_json(cls, host: Host, d: Any) -> Door:
        if not isinstance(d, dict) or not isinstance(d.get("given", []), list) \
                or not isinstance(d.get("sat", []), list):
            raise InviteError("not a room record")
        seats = range(len(host.seats))
        given = {int(i) for i in d.get("given", []) if isinstance(i, int) and i in seats}
        sat = {int(i) for i in d.get("sat", []) if isinstance(i, int) and i in seats}
        return cls(host, Room.from_json(d.get("room")), open_seats=bool(d.get("open", True)), given=given, sat=sat)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()


@dataclass
class Knocker:
    """A guest's side of a room: knock on every peer until the host answers, then be its ``Guest``.

    ``guest`` is the saved seat (a returning guest) or None; ``on_guest`` is told when the host
    gives a fresh seat (to save it under the room)."""

    me: str  # this page's peer id in the room (what the host's proof is bound to)
    guest: Guest | None = None
    name: str = ""
    entropy: Entropy = os.urandom
    host_peer: str | None = None
    links: dict[str, Link] = field(default_factory=dict)
    closed: JSON | None = None  # the door's bye (E_FULL, E_AUTH ...)
    knocked: bool = False
    on_guest: Callable[[Guest], None] | None = None
    nonces: dict[str, str] = field(default_factory=dict)  # peer -> the nonce of our knock there
    guest_kw: dict[str, Any] = field(default_factory=dict)  # for a fresh Guest (resolve, entropy)

    def open(self, peer: str, link: Link) -> None:
        self.links[peer] = link
        if self.host_peer is None:
            self._knock(peer, link)

    def _knock(self, peer: str, link: Link) -> None:
        nonce = self.nonces[peer] = self.entropy(16).hex()
        fields: JSON = {"nonce": nonce}
        if self.guest is not None and self.guest.seat is not None:
            fields["seat"] = self.guest.seat
        if self.name:
            fields["name"] = self.name[:24]
        link.send(M.encode("knock", **fields))
        self.knocked = True

    def close(self, peer: str) -> None:
        self.links.pop(peer, None)
        self.nonces.pop(peer, None)
        if peer == self.host_peer:
            self.host_peer = None
            if self.guest is not None:
                self.guest.on_close()
            # A reloaded host may have met us before its old page's channel closed: knock again.
            for other, link in self.links.items():
                self._knock(other, link)

    def text(self, peer: str, text: Any) -> None:
        if peer == self.host_peer and self.guest is not None:
            self.guest.on_text(text)
            return
        link = self.links.get(peer)
        if self.host_peer is not None or link is None or peer not in self.nonces:
            return  # another guest of the room, or a peer we never knocked on
        try:
            m = M.decode(text, M.SEAT_TYPES, M.MAX_HOST_BYTES)
        except ProtocolError:
            return  # not a host's answer: another guest's knock, or noise
        if m["t"] == "bye":
            # Anyone in the room can say bye and none is proven: it is said, but the knock stays open,
            # and the host's seat answer, when it comes, clears it and seats us.
            self.closed = {"code": m["code"], "reason": m["reason"]}
            return
        if self.guest is not None:
            want = proof(self.guest.secret, self.nonces[peer], self.me)
            if m["seat"] != self.guest.seat or not hmac.compare_digest(str(m.get("proof", "")), want):
                return  # it does not know our secret: not the host
        elif "secret" in m:
            self.guest = Guest(m["seat"], m["secret"], name=self.name, **self.guest_kw)
            if self.on_guest is not None:
                self.on_guest(self.guest)
        else:
            return
        self.host_peer = peer
        self.closed = None  # whatever another peer said: the host answered
        self.guest.attach(link)


class RoomSide(Protocol):
    """A page in a room (``Door`` or ``Knocker``): told of each peer's channel, texts and close."""

    def open(self, peer: str, link: Link) -> None: ...

    def text(self, peer: str, text: Any) -> None: ...

    def close(self, peer: str) -> None: ...


def meet(net: MemoryNet, a: str, side_a: RoomSide, b: str, side_b: RoomSide) -> tuple[Link, Link]:
    """Two pages of a room meet over an in-memory pipe (what the relays and WebRTC do in a page)."""
    la, lb = net.pair(f"{a}>{b}", f"{b}>{a}")
    la.on_text = lambda text: side_a.text(b, text)
    la.on_close = lambda: side_a.close(b)
    lb.on_text = lambda text: side_b.text(a, text)
    lb.on_close = lambda: side_b.close(a)
    side_a.open(b, la)
    side_b.open(a, lb)
    return la, lb
