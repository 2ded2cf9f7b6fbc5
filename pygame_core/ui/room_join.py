"""A guest opening a room link: reach the relays, find the host, knock, sit down.

``net.room.Knocker`` does the knocking; the seat and its secret are kept in this page's storage
under the room (``ROOM_SEAT_KEY`` + room id), so the same link brings a closed or dropped page back
to the same seat. Every refusal and every timeout ends in a message and the way back (the join
screen's own).
"""

from __future__ import annotations

import time

from ..core.errors import PaijuError
from ..core.game import JSON
from ..net import Guest
from ..net.invite import InviteError
from ..net.room import APP_ID, Knocker, parse_room
from . import theme as th
from .browser import BridgeLink, room_bridge, spawn
from .draw import DisplayList
from .geom import Rect
from .join import JoinScreen
from .room_host import peer_path, room_ice, set_path_source, step_text
from .screen import ROOM_SEAT_KEY, Screen, Shell
from .texts import pt
from .widgets import page_header, paragraph

# Seconds without a host before entering the room again: longer than Trystero's own limits on an
# offer or answer in flight (23.3 s in 0.25.4), so entering again never cuts a slow exchange short
# (leaving destroys it, and the host would then ignore our next announcement until its limit).
REENTER_AFTER = 30.0
NO_HOST_TIMEOUT = 90.0  # seconds in the room without an answer from a host (a relay's announce period is 60)


class RoomJoinScreen(JoinScreen):
    """Opened from a room link (``#r=...``). See the module docstring."""

    name = "join"

    def __init__(self, app: Shell, fragment: str) -> None:
        Screen.__init__(self, app)
        self.code = ""
        self.state = "relay"  # relay | knocking | waiting | seated | lost | failed
        self.error = ""
        self.notice = ""
        self.qr = False
        self.guest: Guest | None = None
        self.client = None
        self.opened_at = time.monotonic()
        self.open_since = 0.0
        self.knocker: Knocker | None = None
        self.relay = ""
        self.problem = ""  # the last failed step (relay, ICE ...) and what to try
        try:
            self.room = parse_room(fragment)
        except InviteError as e:
            self.state, self.error = "failed", pt("bad_invite", app.lang, e=str(e))
            return
        self.seat_key = ROOM_SEAT_KEY + self.room.room
        # The link stays in the address bar: reloading the page is the same as opening it again.
        saved = self._saved()
        if saved is not None:
            try:
                self.guest = Guest.from_json(saved)
            except PaijuError as e:  # said, discarded, and a fresh knock: never a locked screen
                self.notice = pt("saved_damaged", app.lang, e=e.message(app.lang))
                app.storage.remove(self.seat_key)
        b = room_bridge()
        if b is None:
            self.state, self.error = "failed", pt("no_rtc", app.lang)
            return
        b.handler = self._on_event
        set_path_source(self.seat_paths)
        self.keep = self._watch
        self.opts: JSON = {"appId": APP_ID, "room": self.room.room, "password": self.room.password,
                           "relays": list(self.room.relays), "ice": self.room.ice_json() or room_ice(app.settings)}
        self.entered = 0.0  # when this page last (re)entered the room
        self.host_lost = 0.0  # when the host's channel last closed
        spawn(self._enter())

    async def _enter(self) -> None:
        """Enter the room (again: a fresh subscription and announcement, if no host answered)."""
        b = room_bridge()
        if b is None:
            return
        self.entered = time.monotonic()
        try:
            me = await b.open(self.opts)
        except Exception as e:  # noqa: BLE001 - the step is in the message
            self.state, self.error = "failed", step_text("error", str(e).replace("Error: ", ""), self.app.lang)
            return
        if self.knocker is None:
            k = Knocker(me, self.guest, name=str(self.app.settings.get("name", "")))
            k.on_guest = self._seated_fresh
            self.knocker = k
            if self.guest is not None:
                self.guest.on_change = self._save
            self.state, self.open_since = "knocking", time.monotonic()
        else:
            for peer in list(self.knocker.links):  # the old room's channels went with it
                self.knocker.close(peer)

    def _seated_fresh(self, g: Guest) -> None:
        self.guest = g
        g.on_change = self._save
        self._save()

    def _on_event(self, peer: str, kind: str, data: str) -> None:
        b, k = room_bridge(), self.knocker
        if peer == "room":
            if kind == "state":
                self.relay = data
            elif kind == "error":  # one peer or relay failing need not be the host: said, not fatal
                self.problem = step_text(kind, data, self.app.lang)
            return
        if b is None or k is None:
            return
        if kind == "open":
            k.open(peer, BridgeLink(b, peer))
        elif kind == "message":
            k.text(peer, data)
            if k.closed is not None or k.guest is not None:
                self.seat_or_refusal(k.closed, k.guest)
            if self.state == "knocking" and k.host_peer is None and k.closed is None and k.guest is None \
                    and k.knocked:
                self.state = "waiting"  # the door keeps us until the host seats us
        elif kind == "close":
            was_host = peer == k.host_peer
            k.close(peer)
            if was_host:
                self.host_lost = time.monotonic()
            if was_host and self.client is not None:
                self.app.toast(pt("room_link_lost", self.app.lang), 8)

    def _watch(self) -> None:
        """No host (yet, or since it left, also behind the table): enter the room again, announced
        afresh. Trystero announces only once a minute once warmed up (0.25.4), so a missed
        announcement would otherwise cost that minute."""
        k = self.knocker
        if self.state in ("knocking", "seated") and k is not None and k.host_peer is None \
                and time.monotonic() - max(self.entered, self.host_lost) >= REENTER_AFTER:
            self.entered = time.monotonic()  # once: the next tick must not spawn a second entry
            spawn(self._enter())

    def tick(self, now: float) -> bool:
        self._watch()
        if self.state == "knocking" and time.monotonic() - self.open_since >= NO_HOST_TIMEOUT:
            self.state, self.error = "failed", pt("room_no_host", self.app.lang, n=round(NO_HOST_TIMEOUT))
            if self.problem:
                self.error += "\n" + self.problem
            return True
        return False

    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        if self.state in ("failed", "lost"):
            super().draw(dl, w, h, now)
            return
        lang = self.app.lang
        x0, colw = page_header(dl, w, h, pt("join_title", lang), "join:back", pt("back", lang), 560.0)
        y = 80.0
        if self.notice:
            paragraph(dl, Rect(x0, y - 30, colw, 28), self.notice, 12, th.CINNABAR, "c")
            dl.hit("join:notice", Rect(x0, y - 30, colw, 28), self.notice)
        word = {"relay": "room_relay", "knocking": "room_knock", "waiting": "room_wait"}.get(self.state, "room_knock")
        paragraph(dl, Rect(x0, y, colw, 60), pt(word, lang), 16, th.INK_SOFT, "c")
        dl.hit("join:status", Rect(x0, y, colw, 40), word)
        if self.problem:
            paragraph(dl, Rect(x0, y + 70, colw, 60), self.problem, 13, th.CINNABAR, "c")
            dl.hit("join:problem", Rect(x0, y + 70, colw, 40), self.problem)

    def info(self) -> JSON:
        return {"join_state": self.state, "error": self.error, "notice": self.notice, "room_relay": self.relay,
                "room_problem": self.problem, "room_path": self.path(),
                "seat": self.guest.seat if self.guest is not None else None}

    def seat_paths(self) -> dict[int, str]:
        seat = self.guest.seat if self.guest is not None else None
        return {} if seat is None else {seat: self.path()}

    def path(self) -> str:
        """The path to the host: "direct", "relay" or "none"."""
        return peer_path(room_bridge(), self.knocker.host_peer if self.knocker is not None else None)

