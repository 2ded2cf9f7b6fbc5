"""The peer protocol: a host-authoritative table over any text transport, with a fair deal.

``Host`` runs the match (through a ``table.Master``), ``Guest`` is one seat's (or a spectator's)
side and ``PeerClient`` shows it to the table screen, ``MemoryNet`` is the in-memory transport,
``invite`` packs WebRTC offers/answers into short links and codes.
"""

from .fair import HandRecord, Verification, commit_of, deal_seed, verify_hand, view_digest
from .guest import Guest
from .host import Host, new_secret
from .invite import InviteError, answer_code, invite_url, pack_sdp, parse_answer, parse_invite, unpack_sdp
from .messages import VERSION, ProtocolError
from .peer import PeerClient
from .transport import Link, MemoryLink, MemoryNet, join

__all__ = [
    "VERSION", "Guest", "HandRecord", "Host", "InviteError", "Link", "MemoryLink", "MemoryNet", "PeerClient", "ProtocolError",
    "Verification", "answer_code", "commit_of", "deal_seed", "invite_url", "join", "new_secret", "pack_sdp",
    "parse_answer", "parse_invite", "unpack_sdp", "verify_hand", "view_digest",
]
