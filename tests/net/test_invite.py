"""Invite links and answer codes: round trips on real Chromium SDPs, fallbacks, damage, lengths."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pygame_core.net.invite import (
    Candidate,
    InviteError,
    answer_code,
    invite_url,
    offer_tag,
    pack_sdp,
    parse_answer,
    parse_invite,
    parse_sdp,
    unpack_sdp,
)

# Captured from Chromium 156 in a test network namespace (plain and with mDNS host candidates).
OFFER = """v=0
o=- 8611846027456346137 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 40098 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 10.233.0.1
a=candidate:2318187252 1 udp 2113937151 10.233.0.1 40098 typ host generation 0 network-cost 999
a=ice-ufrag:6XrF
a=ice-pwd:likK92DGRtE6+fK1dmWg0+Pl
a=ice-options:trickle
a=fingerprint:sha-256 48:01:B8:8F:E7:17:B7:B7:35:C9:63:EE:62:A2:9A:77:C8:CD:6E:DE:DD:0A:68:C6:B8:6E:29:46:52:91:B7:0A
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
""".replace("\n", "\r\n")

ANSWER_MDNS = """v=0
o=- 6893069656650473389 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:3559510094 1 udp 2113937151 f4cbab74-91d1-474e-b45d-f4175841db72.local 35339 typ host generation 0 network-cost 999
a=candidate:842163049 1 udp 1677729535 203.0.113.7 35339 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999
a=candidate:1 1 tcp 1518280447 2001:db8::1 9 typ host tcptype active generation 0
a=ice-ufrag:gu9X
a=ice-pwd:c5J9uVEjg7Fqfqx+1fXE0jX/
a=ice-options:trickle
a=fingerprint:sha-256 A6:A3:66:FA:5E:AE:71:A8:3D:41:4F:6D:CA:07:42:D3:85:AF:44:46:38:E2:3E:05:70:2E:D3:38:98:6F:F8:60
a=setup:active
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
""".replace("\n", "\r\n")

BASE = "https://someone.github.io/paiju/"
SECRET = "Zm9vYmFyYmF6cXV4cXV1eA"


def same(a: str, b: str) -> None:
    ea, eb = parse_sdp(a), parse_sdp(b)
    assert ea is not None and eb is not None
    assert (ea.ufrag, ea.pwd, ea.fingerprint, ea.setup) == (eb.ufrag, eb.pwd, eb.fingerprint, eb.setup)
    key = [(c.typ, c.proto, c.addr, c.port, c.priority, c.tcptype, c.raddr, c.rport) for c in ea.candidates]
    assert key == [(c.typ, c.proto, c.addr, c.port, c.priority, c.tcptype, c.raddr, c.rport) for c in eb.candidates]


def test_compact_round_trip_on_real_sdps() -> None:
    for sdp in (OFFER, ANSWER_MDNS):
        code = pack_sdp(sdp)
        assert code.startswith("1")
        same(sdp, unpack_sdp(code))
        assert unpack_sdp(pack_sdp(unpack_sdp(code))) == unpack_sdp(code)


def test_invite_and_answer_lengths() -> None:
    url = invite_url(BASE + "#old", 2, SECRET, OFFER)
    assert url.startswith(BASE + "#j=2." + SECRET + ".1")
    assert len(url) < 200  # goal: under 600
    inv = parse_invite(url)
    assert (inv.seat, inv.secret) == (2, SECRET)
    same(OFFER, unpack_sdp(inv.offer))
    code = answer_code(2, ANSWER_MDNS)
    assert len(code) < 200
    seat, sdp, tag = parse_answer("  " + code[:40] + "\n" + code[40:] + " ")  # line breaks from chat apps
    assert seat == 2 and tag == ""
    same(ANSWER_MDNS, sdp)
    # An answer names the offer it answers (six characters), so a host knows an answer to an old invite.
    tagged = answer_code(2, ANSWER_MDNS, inv.offer)
    assert len(tagged) == len(code) + 7
    assert parse_answer(tagged).offer == offer_tag(inv.offer) != offer_tag(pack_sdp(OFFER.replace("6XrF", "7YsG")))
    assert parse_invite(invite_url(BASE, None, SECRET, OFFER)).seat is None


def test_unusual_sdp_falls_back_to_deflate_and_keeps_everything() -> None:
    odd = OFFER.replace("sha-256", "sha-384")
    code = pack_sdp(odd)
    assert code.startswith("z")
    back = unpack_sdp(code)
    for line in odd.split("\r\n"):
        if line and not line.startswith(("a=extmap-allow-mixed", "a=msid-semantic", "a=ice-options")):
            assert line in back.split("\r\n"), line
    assert len(code) < len(odd)


def test_damaged_codes_are_refused_clearly() -> None:
    url = invite_url(BASE, 1, SECRET, OFFER)
    for bad in (url[:-10], BASE + "#j=1." + SECRET, BASE + "#j=x." + SECRET + ".1AAAA", BASE + "#j=1.short.1AAAA",
                BASE + "#j=1." + SECRET + ".9abc", BASE + "#j=1." + SECRET + ".z" + "A" * 20, "", "#j=1.<>.1"):
        try:
            parse_invite(bad)
        except InviteError:
            continue
        raise AssertionError(f"accepted {bad!r}")
    for bad in ("", "1", "1.", "x.1AAAA", "1.1" + "A" * 10, "1.abc.1AAAA", "1.abcdef.", "1.abcd<>.1AAAA",
                "1.abcdef.x." + pack_sdp(ANSWER_MDNS)):
        try:
            parse_answer(bad)
        except InviteError:
            continue
        raise AssertionError(f"accepted {bad!r}")


ips = st.one_of(st.ip_addresses(v=4).map(str), st.ip_addresses(v=6).map(str),
                st.uuids().map(lambda u: f"{u}.local"))
cands = st.builds(Candidate, st.sampled_from(["host", "srflx", "prflx", "relay"]), st.sampled_from(["udp", "tcp"]),
                  ips, st.integers(0, 65535), st.integers(0, 2**32 - 1), st.sampled_from(["", "active", "passive"]),
                  st.one_of(st.just(""), st.ip_addresses(v=4).map(str)), st.integers(0, 65535))
ice = st.text("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/", min_size=4, max_size=32)


@settings(max_examples=150, deadline=None)
@given(ice, ice, st.binary(min_size=32, max_size=32), st.sampled_from(["actpass", "active", "passive"]),
       st.lists(cands, max_size=6))
def test_compact_round_trip_property(ufrag: str, pwd: str, fp: bytes, setup: str, cs: list[Candidate]) -> None:
    lines = ["v=0", "o=- 5 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel"]
    for i, c in enumerate(cs):
        line = f"a=candidate:{i} 1 {c.proto} {c.priority} {c.addr} {c.port} typ {c.typ}"
        if c.raddr:
            line += f" raddr {c.raddr} rport {c.rport}"
        if c.tcptype and c.proto == "tcp":
            line += f" tcptype {c.tcptype}"
        lines.append(line)
    lines += [f"a=ice-ufrag:{ufrag}", f"a=ice-pwd:{pwd}",
              "a=fingerprint:sha-256 " + ":".join(f"{x:02X}" for x in fp), f"a=setup:{setup}",
              "a=sctp-port:5000", "a=max-message-size:262144"]
    sdp = "\r\n".join(lines) + "\r\n"
    code = pack_sdp(sdp)
    assert code.startswith("1")
    same(sdp, unpack_sdp(code))
