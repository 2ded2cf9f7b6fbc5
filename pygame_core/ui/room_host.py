"""The host's room: one link (and its QR) for every seat, over the signalling relays.

``net.room.Door`` decides who sits where; this part of the lobby opens the room in the page
(``browser.RoomBridge``), draws the link, the door's policy and whoever is waiting at it, and says
which step failed when something does. The room (id, password, relays, seats given) is saved
under ``ROOM_KEY``, so a reloaded host page reopens the same room by itself.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from urllib.parse import urlsplit

from ..core.game import JSON
from ..net import Host
from ..net.invite import InviteError
from ..net.room import APP_ID, Door, new_room
from . import theme as th
from .browser import BridgeLink, RoomBridge, copy_text, install_segno, page_url, qr_matrix, room_bridge, spawn
from .draw import DisplayList
from .geom import Rect
from .screen import ROOM_KEY, Shell
from .texts import pt
from .widgets import button, button_width, draw_qr, flow, paragraph


def room_ice(settings: JSON) -> JSON:
    """Rooms cross the internet: public STUN unless the player chose otherwise (LAN or TURN)."""
    v = settings.get("ice")
    return dict(v) if isinstance(v, dict) else {"mode": "stun"}


# The page's room, for the table's seat dots: seat -> "direct" | "relay" (RoomHosting or RoomJoinScreen).
_paths: Callable[[], dict[int, str]] | None = None


def set_path_source(source: Callable[[], dict[int, str]] | None) -> None:
    global _paths
    _paths = source


def seat_paths() -> dict[int, str]:
    """Each seat's path as this page knows it (the host: every guest's; a guest: its own), or {}."""
    return _paths() if _paths is not None else {}


def room_net(b: RoomBridge) -> tuple[list[str], int]:
    """The relays that answered (host names) and how many this page tried (web/room.js)."""
    try:
        rs = json.loads(str(b.room.relays())).get("relays", [])
    except (ValueError, AttributeError):
        return [], 0
    return [urlsplit(str(r.get("url", ""))).netloc for r in rs if r.get("answered")], len(rs)


def peer_path(b: RoomBridge | None, peer: str | None) -> str:
    """"direct", "relay" or "none": the path of a peer's messages (web/room.js)."""
    if b is None or peer is None:
        return "none"
    return str(b.room.path(peer))


def step_text(kind: str, data: str, lang: str) -> str:
    """Which step failed, and what to try, from an event of web/room.js."""
    if data.startswith("relay"):
        return pt("step_relay", lang)
    if "candidate" in data:
        return pt("step_candidates", lang)
    if "connect" in data or "failed" in data:
        return pt("step_ice", lang)
    return pt("failed", lang, e=data)


class RoomHosting:
    """The room of one hosted table (see the module docstring)."""

    def __init__(self, app: Shell, host: Host, after: Callable[[], object]) -> None:
        self.app, self.host, self.after = app, host, after
        self.door: Door | None = None
        self.state = "closed"  # closed | opening | open | failed
        self.relay = ""  # the relays' last state from room.js
        self.problem = ""  # the failed step and what to try
        self.qr = False
        self.joins = 0  # peers that met this page in the room
        raw = app.storage.get(ROOM_KEY)
        if raw:
            try:
                self.start(Door.from_json(host, json.loads(raw)))
            except (InviteError, ValueError) as e:  # a damaged record: said, dropped, no room
                app.storage.remove(ROOM_KEY)
                app.toast(pt("failed", app.lang, e=str(e)), 6)

    def open_new(self) -> None:
        relays = self.app.settings.get("relays") or []
        door = Door(self.host, new_room(relays=[str(r) for r in relays], ice=room_ice(self.app.settings)),
                    open_seats=bool(self.app.settings.get("door_open", True)))
        self.start(door)

    def start(self, door: Door) -> None:
        self.door = door
        set_path_source(self.paths)
        door.on_change = self._save
        self._save()
        b = room_bridge()
        if b is None:
            self.state, self.problem = "failed", pt("no_rtc", self.app.lang)
            return
        b.handler = self._on_event
        self.state = "opening"
        room = door.room
        opts = {"appId": APP_ID, "room": room.room, "password": room.password, "relays": list(room.relays),
                "ice": room.ice_json() or room_ice(self.app.settings)}

        async def run() -> None:
            try:
                await b.open(opts)
                if self.state == "opening":
                    self.state = "open"
            except Exception as e:  # noqa: BLE001 - the step is in the message
                self.state, self.problem = "failed", step_text("error", str(e).replace("Error: ", ""), self.app.lang)

        spawn(run())

    def _save(self) -> None:
        if self.door is not None:
            self.app.storage.set(ROOM_KEY, json.dumps(self.door.to_json()))

    def _on_event(self, peer: str, kind: str, data: str) -> None:
        b, door = room_bridge(), self.door
        if b is None or door is None:
            return
        if peer == "room":
            if kind == "state":
                self.relay = data
                if data.startswith("relay-open"):
                    self.problem = ""
            elif kind == "error":
                self.problem = step_text(kind, data, self.app.lang)
        elif kind == "open":
            self.joins += 1
            door.open(peer, BridgeLink(b, peer))
        elif kind == "message":
            door.text(peer, data)
        elif kind == "close":
            door.close(peer)
        self.after()

    @property
    def url(self) -> str:
        return self.door.room.url(page_url()) if self.door is not None else ""

    def close(self) -> None:
        """The table is done: leave the room and forget it."""
        b = room_bridge()
        if b is not None and self.door is not None:
            b.leave()
        self.door, self.state = None, "closed"
        set_path_source(None)
        self.app.storage.remove(ROOM_KEY)

    # --- drawing and input -------------------------------------------------------------------
    def draw(self, dl: DisplayList, r: Rect) -> float:
        """The room's rows at the top of the links panel; returns the height used."""
        lang = self.app.lang
        y = r.y
        if self.door is None:
            button(dl, "room:open", Rect(r.x, y, r.w, 42), pt("room_open", lang), "primary", 15)
            return 50.0
        if self.state == "opening":
            dl.text(r.x + 4, y + 14, pt("room_opening", lang), 14, th.INK_SOFT, "l", "n", "a", r.w)
            y += 26
        y += paragraph(dl, Rect(r.x, y, r.w, 40), pt("room_hint", lang), 13, th.INK, "l") + 4
        dl.text(r.x + 4, y + 8, self.url, 10.5, th.INK_FAINT, "l", "n", "a", r.w - 8)
        dl.hit("room:url", Rect(r.x, y, r.w, 18), self.url)
        y += 20
        items = [("room:copy", pt("copy", lang)), ("room:share", pt("share", lang)), ("room:qr", pt("qr", lang)),
                 ("room:door:" + ("ask" if self.door.open_seats else "open"),
                  pt("door_open" if self.door.open_seats else "door_ask", lang))]
        rs = flow(Rect(r.x, y, r.w, 1e5), [button_width(lab, 13, 60) for _, lab in items], 36, 6)
        for (hid, lab), br in zip(items, rs, strict=True):
            button(dl, hid, br, lab, "primary" if hid == "room:copy" else "normal", 13)
        y = rs[-1].b + 6
        answered, tried = room_net(b) if (b := room_bridge()) is not None else ([], 0)
        words = [pt("relays_answered", lang, n=len(answered), m=tried) + (f" ({', '.join(answered)})" if answered else "")]
        words += [f"{pt('seat', lang, n=seat + 1)} {pt('path_' + path, lang)}" for seat, path in self.paths().items()]
        line = " · ".join(words)
        dl.text(r.x + 4, y + 10, line, 12, th.INK_SOFT, "l", "n", "a", r.w - 8)
        dl.hit("room:net", Rect(r.x, y, r.w, 20), line)
        y += 22
        seats = self.door.free() + self.door.away()
        for peer, name in list(self.door.knocks.items()):
            who = pt("knock", lang, name=name or pt("someone", lang))
            dl.text(r.x + 4, y + 14, who, 13, th.INK, "l", "b", "a", r.w)
            y += 22
            labels = [(f"room:seat:{peer}:{s}", pt("seat_them", lang, n=s + 1)) for s in seats]
            if labels:
                bs = flow(Rect(r.x, y, r.w, 1e5), [button_width(lab, 13, 60) for _, lab in labels], 34, 6)
                for (hid, lab), br in zip(labels, bs, strict=True):
                    button(dl, hid, br, lab, "normal", 13)
                y = bs[-1].b + 4
        if self.problem:
            y += paragraph(dl, Rect(r.x, y, r.w, 40), self.problem, 12, th.CINNABAR, "l") + 4
            dl.hit("room:problem", Rect(r.x, y - 20, r.w, 20), self.problem)
        if self.qr:
            m = qr_matrix(self.url)
            side = min(r.w, 300.0)
            box = Rect(r.cx - side / 2, y + 6, side, side)
            dl.rect(box.inset(-8), th.PAPER, th.PAPER_EDGE, 1, 10)
            if m is not None:
                draw_qr(dl, box, m)
            dl.hit("room:qr", box.inset(-8))
            y += side + 20
        return y - r.y + 6

    def tap(self, hid: str) -> None:
        door = self.door
        if hid == "room:open":
            self.open_new()
        elif door is None:
            return
        elif hid == "room:copy":
            if copy_text(self.url):
                self.app.toast(pt("copied", self.app.lang), 1.5)
        elif hid == "room:share":
            b = room_bridge()
            if b is not None:
                spawn(b.js.window.paijuRTC.share("牌局", self.url))
        elif hid == "room:qr":
            self.qr = not self.qr
            if self.qr and qr_matrix("x") is None:
                spawn(install_segno())
        elif hid.startswith("room:door:"):
            door.open_seats = hid.endswith(":open")
            self.app.settings["door_open"] = door.open_seats
            self.app.save_settings()
            self._save()
        elif hid.startswith("room:seat:"):
            _, _, peer, seat = hid.split(":")
            door.seat(peer, int(seat))
            self.after()

    def paths(self) -> dict[int, str]:
        """Each seated guest's path: "direct" or "relay" (the seats whose peer said hello here)."""
        b, d = room_bridge(), self.door
        if d is None:
            return {}
        out = {}
        for peer in d.joined:
            seat = d.seat_of(peer)
            if seat is not None:
                out[seat] = peer_path(b, peer)
        return dict(sorted(out.items()))

    def never_joined(self, seat: int) -> bool:
        """Nobody has sat on this seat through the room (its bot stand-in is not "taking over")."""
        return self.door is not None and seat not in self.door.sat

    def info(self) -> JSON:
        d = self.door
        b = room_bridge()
        return {"room_state": self.state, "room_url": self.url, "room_relay": self.relay,
                "room_paths": {str(k): v for k, v in self.paths().items()},
                "room_relays": list(room_net(b)) if b is not None else [[], 0],
                "room_problem": self.problem, "room_joins": self.joins,
                "knocks": dict(d.knocks) if d else {}, "door_open": d.open_seats if d else None}
