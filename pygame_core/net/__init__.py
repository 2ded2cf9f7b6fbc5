"""The peer protocol: a host-authoritative table over any text transport, with a fair deal.

``Host`` runs the match, ``Guest`` is one seat's (or a spectator's) side, ``MemoryNet`` is the
in-memory transport, ``invite`` packs WebRTC offers/answers into short links and codes.
"""

from .fair import HandRecord, Verification, commit_of, deal_seed, verify_hand, view_digest
from .guest import Guest
from .host import Host, new_secret
from .messages import VERSION, ProtocolError
from .transport import Link, MemoryLink, MemoryNet, join

__all__ = [
    "VERSION", "Guest", "HandRecord", "Host", "Link", "MemoryLink", "MemoryNet", "ProtocolError",
    "Verification", "commit_of", "deal_seed", "join", "new_secret", "verify_hand", "view_digest",
]
