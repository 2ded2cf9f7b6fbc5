"""Play with friends: where the start screen and the page's entry open peer play.

The screens are in their own modules: ``host_lobby`` (pick the game, seats and invite friends),
``join`` (a guest answering an invite) and ``peer_table`` (the shared table over the peer link);
``browser`` is the page's side (WebRTC, prompts, the clipboard, QR codes).

Two ways to sit friends down: a room link (``net.room``: one link for every seat, signalling over
public relays, the same link brings a dropped page back), or, with no internet, an invite per seat
whose fragment carries the compressed offer and the seat's secret (the guest's page shows a short
answer code to send back; a dropped peer rejoins over a new invite). Either way the protocol
restores a rejoining seat's view; nothing is lost.
"""

from __future__ import annotations

from ..core.errors import PaijuError
from ..net import Host
from ..net.room import is_room_link
from .browser import on_hash_change, page_fragment
from .host_lobby import HostLobby
from .join import JoinScreen
from .peer_table import PeerTableScreen
from .room_join import RoomJoinScreen
from .screen import GUEST_KEY, HOST_KEY, ROOM_KEY, Shell, bot_delay
from .texts import pt


def join_screen(app: Shell, frag: str) -> JoinScreen:
    """The join screen for an invite (``#j=``) or a room link (``#r=``)."""
    return RoomJoinScreen(app, frag) if is_room_link(frag) else JoinScreen(app, frag)


def watch_invites(app: Shell) -> None:
    """Open an invite pasted into the address bar of an already loaded page (only the hash changes)."""
    def on_hash(frag: str) -> None:
        if frag.startswith(("#j=", "#r=")):
            app.show(join_screen(app, frag))

    on_hash_change(on_hash)


def open(app: Shell) -> None:  # noqa: A001 - the start screen calls lobby.open(app)
    """From the start screen: an invite in the address bar joins; a saved table resumes; else the lobby."""
    watch_invites(app)
    frag = page_fragment()
    if frag.startswith(("#j=", "#r=")):
        app.show(join_screen(app, frag))
        return
    raw = app.storage.get(HOST_KEY)
    if raw:
        try:
            host = Host.loads(raw, store=lambda text: app.storage.set(HOST_KEY, text),
                              bot_delay=bot_delay(app.settings), timers=bool(app.settings.get("timers", False)))
            if host.phase != "done":
                app.show(HostLobby(app, host))
                return
        except PaijuError as e:  # damaged or from a newer version: say why, then a fresh lobby
            app.toast(e.message(app.lang), 8.0)
        app.storage.remove(HOST_KEY)
        app.storage.remove(ROOM_KEY)
    lob = HostLobby(app)
    if app.storage.get(GUEST_KEY):
        lob.notice = pt("rejoin_hint", app.lang)
    app.show(lob)


def open_invite(app: Shell, fragment: str) -> None:
    """For the page's entry: call when the address has an invite or room fragment (``#j=``, ``#r=``)."""
    watch_invites(app)
    app.show(join_screen(app, fragment))


__all__ = ["GUEST_KEY", "HOST_KEY", "HostLobby", "JoinScreen", "PeerTableScreen", "open", "open_invite"]
