"""Invite links and answer codes: a WebRTC offer/answer packed small enough for a link or a QR code.

A data-channel SDP from a browser is ~600 characters of which only a little is information: the
ICE user fragment and password, the DTLS fingerprint (32 bytes), the setup role and the candidates.
``pack_sdp`` keeps exactly those, as bytes, and ``unpack_sdp`` rebuilds a standard SDP around them.
Anything it cannot represent (another fingerprint hash, unknown candidate fields...) falls back to
the whole SDP with the redundant lines stripped and deflated (zlib), so nothing is ever lost. Both
forms are base64url, prefixed by a format letter.

The invite's fragment (after ``#``, never sent to the web server) carries the seat, the seat's
secret and the packed offer: ``#j=<seat>.<secret>.<offer>`` (seat ``s`` for a spectator).
"""

from __future__ import annotations

import base64
import hashlib
import ipaddress
import re
import struct
import zlib
from dataclasses import dataclass
from typing import NamedTuple

SETUPS = ("actpass", "active", "passive")
TYPES = ("host", "srflx", "prflx", "relay")
TCPTYPES = ("", "active", "passive", "so")
_UUID_LOCAL = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$")
# Lines every browser data-channel SDP has and that carry nothing we need to send.
_REDUNDANT = ("a=extmap-allow-mixed", "a=msid-semantic", "a=ice-options:trickle", "s=-", "t=0 0")


class InviteError(ValueError):
    """A link or code that cannot be read (truncated when copied, or not ours)."""


def b64e(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def b64d(text: str) -> bytes:
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (ValueError, TypeError) as e:
        raise InviteError(f"not base64url: {e}") from None


@dataclass
class Candidate:
    typ: str
    proto: str
    addr: str
    port: int
    priority: int
    tcptype: str = ""
    raddr: str = ""
    rport: int = 0


@dataclass
class Essentials:
    ufrag: str
    pwd: str
    fingerprint: bytes  # sha-256
    setup: str
    candidates: list[Candidate]


def parse_sdp(sdp: str) -> Essentials | None:
    """The information in a browser's data-channel SDP, or None if it has anything unusual."""
    ufrag = pwd = setup = ""
    fp = b""
    cands: list[Candidate] = []
    sctp_ok = mms_ok = False
    for raw in sdp.splitlines():
        line = raw.strip()
        if line.startswith("a=ice-ufrag:"):
            ufrag = line[12:]
        elif line.startswith("a=ice-pwd:"):
            pwd = line[10:]
        elif line.startswith("a=fingerprint:"):
            algo, _, hexes = line[14:].partition(" ")
            if algo.lower() != "sha-256":
                return None
            try:
                fp = bytes.fromhex(hexes.replace(":", ""))
            except ValueError:
                return None
        elif line.startswith("a=setup:"):
            setup = line[8:]
        elif line.startswith("a=candidate:"):
            c = _parse_candidate(line[12:])
            if c is None:
                return None
            cands.append(c)
        elif line == "a=sctp-port:5000":
            sctp_ok = True
        elif line == "a=max-message-size:262144":
            mms_ok = True
    if not (ufrag and pwd and len(fp) == 32 and setup in SETUPS and sctp_ok and mms_ok):
        return None
    if len(ufrag) > 255 or len(pwd) > 255 or not ufrag.isascii() or not pwd.isascii() or len(cands) > 255:
        return None
    return Essentials(ufrag, pwd, fp, setup, cands)


def _parse_candidate(text: str) -> Candidate | None:
    f = text.split()
    if len(f) < 8 or f[6] != "typ" or f[1] != "1":
        return None
    proto = f[2].lower()
    typ = f[7]
    if proto not in ("udp", "tcp") or typ not in TYPES:
        return None
    try:
        c = Candidate(typ, proto, f[4], int(f[5]), int(f[3]))
    except ValueError:
        return None
    rest = f[8:]
    i = 0
    while i + 1 < len(rest):
        k, v = rest[i], rest[i + 1]
        if k == "raddr":
            c.raddr = v
        elif k == "rport":
            c.rport = int(v)
        elif k == "tcptype":
            if v not in TCPTYPES:
                return None
            c.tcptype = v
        i += 2
    if not _addr_ok(c.addr) or (c.raddr and not _addr_ok(c.raddr)):
        return None
    return c


def _addr_ok(a: str) -> bool:
    if _UUID_LOCAL.match(a):
        return True
    try:
        ipaddress.ip_address(a)
        return True
    except ValueError:
        return False


def _pack_addr(a: str) -> bytes:
    if _UUID_LOCAL.match(a):
        return b"\x10" + bytes.fromhex(a[:-6].replace("-", ""))
    ip = ipaddress.ip_address(a)
    return (b"\x04" if ip.version == 4 else b"\x06") + ip.packed


def _unpack_addr(buf: bytes, i: int) -> tuple[str, int]:
    kind = buf[i]
    if kind == 4:
        return str(ipaddress.IPv4Address(buf[i + 1:i + 5])), i + 5
    if kind == 6:
        return str(ipaddress.IPv6Address(buf[i + 1:i + 17])), i + 17
    if kind == 0x10:
        h = buf[i + 1:i + 17].hex()
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local", i + 17
    raise InviteError("bad address in code")


def pack_sdp(sdp: str) -> str:
    """A browser SDP as a short base64url code ("1..." compact, "z..." deflated fallback)."""
    e = parse_sdp(sdp)
    if e is None:
        kept = "\n".join(x.strip() for x in sdp.splitlines() if x.strip() and not x.startswith(_REDUNDANT))
        return "z" + b64e(zlib.compress(kept.encode(), 9))
    out = bytearray([SETUPS.index(e.setup), len(e.ufrag)]) + e.ufrag.encode()
    out += bytes([len(e.pwd)]) + e.pwd.encode() + e.fingerprint + bytes([len(e.candidates)])
    for c in e.candidates:
        flags = TYPES.index(c.typ) | (4 if c.proto == "tcp" else 0) | (TCPTYPES.index(c.tcptype) << 3) \
            | (32 if c.raddr else 0)
        out += bytes([flags]) + _pack_addr(c.addr) + struct.pack(">HI", c.port, c.priority)
        if c.raddr:
            out += _pack_addr(c.raddr) + struct.pack(">H", c.rport)
    return "1" + b64e(bytes(out))


def unpack_sdp(code: str) -> str:
    """Rebuild an SDP the browser accepts from ``pack_sdp``'s code."""
    code = code.strip()
    if not code:
        raise InviteError("empty code")
    kind, body = code[0], code[1:]
    data = b64d(body)
    if kind == "z":
        try:
            kept = zlib.decompress(data).decode()
        except (zlib.error, UnicodeDecodeError) as e:
            raise InviteError(f"damaged code: {e}") from None
        lines = kept.split("\n")
        # Put back the lines a browser expects after the origin line.
        head = [x for x in lines[:2]] + ["s=-", "t=0 0"] + lines[2:]
        return "\r\n".join(head) + "\r\n"
    if kind != "1":
        raise InviteError(f"unknown code format {kind!r}")
    try:
        return _unpack_compact(data)
    except (IndexError, struct.error, UnicodeDecodeError, ValueError) as e:
        raise InviteError(f"damaged code: {e}") from None


def _unpack_compact(b: bytes) -> str:
    setup = SETUPS[b[0]]
    i = 1
    n = b[i]
    ufrag = b[i + 1:i + 1 + n].decode("ascii")
    i += 1 + n
    n = b[i]
    pwd = b[i + 1:i + 1 + n].decode("ascii")
    i += 1 + n
    fp = b[i:i + 32]
    if len(fp) != 32:
        raise InviteError("truncated code")
    i += 32
    count = b[i]
    i += 1
    cands = []
    for k in range(count):
        flags = b[i]
        addr, i = _unpack_addr(b, i + 1)
        port, prio = struct.unpack(">HI", b[i:i + 6])
        i += 6
        typ, proto, tcptype = TYPES[flags & 3], "tcp" if flags & 4 else "udp", TCPTYPES[(flags >> 3) & 3]
        line = f"a=candidate:{k + 1} 1 {proto} {prio} {addr} {port} typ {typ}"
        if flags & 32:
            raddr, i = _unpack_addr(b, i)
            (rport,) = struct.unpack(">H", b[i:i + 2])
            i += 2
            line += f" raddr {raddr} rport {rport}"
        if tcptype:
            line += f" tcptype {tcptype}"
        cands.append(line + " generation 0")
    if i != len(b):
        raise InviteError("code has trailing bytes")
    first = next((ln.split()[4:6] for ln in cands), ["0.0.0.0", "9"])
    ipv = "IP6" if ":" in first[0] else "IP4"
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=msid-semantic: WMS", f"m=application {first[1]} UDP/DTLS/SCTP webrtc-datachannel",
             f"c=IN {ipv} {first[0] if not first[0].endswith('.local') else '0.0.0.0'}", *cands,
             f"a=ice-ufrag:{ufrag}", f"a=ice-pwd:{pwd}",
             "a=fingerprint:sha-256 " + ":".join(f"{x:02X}" for x in fp), f"a=setup:{setup}", "a=mid:0",
             "a=sctp-port:5000", "a=max-message-size:262144"]
    return "\r\n".join(lines) + "\r\n"


@dataclass
class Invite:
    seat: int | None  # None = spectator
    secret: str
    offer: str  # packed offer code


def invite_url(base: str, seat: int | None, secret: str, offer_sdp: str) -> str:
    """The link a host sends: the page address plus everything else in the fragment."""
    page = base.split("#", 1)[0]
    return f"{page}#j={'s' if seat is None else seat}.{secret}.{pack_sdp(offer_sdp)}"


def parse_invite(url_or_fragment: str) -> Invite:
    frag = url_or_fragment.strip().split("#", 1)[-1]
    if frag.startswith("j="):
        frag = frag[2:]
    parts = frag.split(".", 2)
    if len(parts) != 3 or not parts[2]:
        raise InviteError("not an invite (was the link cut short?)")
    seat_s, secret, offer = parts
    if seat_s == "s":
        seat = None
    elif seat_s.isdigit() and len(seat_s) == 1:
        seat = int(seat_s)
    else:
        raise InviteError("bad seat in invite")
    if not (16 <= len(secret) <= 64) or any(c not in _B64 for c in secret):
        raise InviteError("bad secret in invite")
    unpack_sdp(offer)  # fail now, not later in the browser
    return Invite(seat, secret, offer)


_B64 = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def offer_tag(offer: str) -> str:
    """Six characters naming one packed offer: an answer code carries the tag of the offer it
    answers, so the host knows at once an answer to an invite it has replaced (a reopened link)."""
    return b64e(hashlib.sha256(offer.encode()).digest()[:5])[:6]


class Answer(NamedTuple):
    seat: int | None
    sdp: str
    offer: str  # the tag of the offer answered ("" in a code from before tags)


def answer_code(seat: int | None, answer_sdp: str, offer: str = "") -> str:
    """What a guest sends back to the host: its seat, the tag of the offer it answers (``offer``, a
    packed offer), and its packed answer: ``<seat>.<tag>.<answer>``."""
    tag = f"{offer_tag(offer)}." if offer else ""
    return f"{'s' if seat is None else seat}.{tag}{pack_sdp(answer_sdp)}"


def parse_answer(code: str) -> Answer:
    """The seat, answer SDP and offer tag from an answer code (or a link carrying it after ``#a=``)."""
    text = "".join(code.strip().split("#", 1)[-1].split())  # (line breaks from chat apps)
    if text.startswith("a="):
        text = text[2:]
    parts = text.split(".")
    if len(parts) not in (2, 3) or not parts[-1]:
        raise InviteError("not an answer code")
    seat_s, packed = parts[0], parts[-1]
    tag = parts[1] if len(parts) == 3 else ""
    if len(parts) == 3 and (len(tag) != 6 or any(c not in _B64 for c in tag)):
        raise InviteError("bad invite tag in answer code")
    if seat_s == "s":
        seat = None
    elif seat_s.isdigit() and len(seat_s) == 1:
        seat = int(seat_s)
    else:
        raise InviteError("bad seat in answer code")
    return Answer(seat, unpack_sdp(packed), tag)
