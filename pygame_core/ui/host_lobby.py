"""The host's lobby: pick the game and who sits where, open the table, then invite friends seat
by seat (a link with the WebRTC offer and the seat's secret; the friend sends an answer code back).

The host's page runs ``net.Host`` and plays its own seat through an ordinary ``Guest`` on an
in-memory link, shown by the same ``PeerTableScreen`` as every other seat.
"""

from __future__ import annotations

from ..core import registry
from ..core.errors import OptionsError
from ..core.game import JSON, GameInfo
from ..core.i18n import pick
from ..net import Guest, Host, MemoryNet, PeerClient, join
from ..net.invite import InviteError, invite_url, offer_tag, parse_answer, parse_invite
from ..net.room import parse_relays
from ..table.client import SLICE_MS
from ..table.master import chosen_level
from . import theme as th
from .browser import (
    BridgeLink,
    ScanError,
    ask,
    bridge,
    copy_text,
    install_segno,
    page_url,
    qr_matrix,
    qr_ready,
    scan_qr,
    spawn,
)
from .draw import DisplayList, fit_size
from .geom import Rect
from .peer_table import PeerTableScreen
from .room_host import RoomHosting
from .screen import HOST_KEY, ROOM_KEY, Screen, Shell, bot_delay
from .texts import level_label, pt
from .widgets import button, button_width, draw_qr, flow, page_header, panel, paragraph


class HostLobby(Screen):
    """Pick the game and who sits where, then invite friends seat by seat."""

    name = "lobby"

    def __init__(self, app: Shell, host: Host | None = None) -> None:
        super().__init__(app)
        self.games = registry.available()
        st = app.settings.setdefault("peer", {})
        self.conf: JSON = st
        if self.conf.get("game") not in [g.id for g in self.games] and self.games:
            self.conf["game"] = self.games[0].id
        self.host: Host | None = host
        self.net = MemoryNet()
        self.me: Guest | None = None
        self.client: PeerClient | None = None
        self.invites: dict[int, str] = {}  # seat -> invite URL
        self.invite_gen: dict[int, int] = {}  # seat -> number of the newest invite asked for
        self.link_state: dict[int, str] = {}  # seat -> waiting | making | connecting | open | failed: ...
        self.links: dict[int, BridgeLink] = {}
        self.qr_for: int | None = None
        self.dropped: set[int] = set()  # seats whose data channel closed (a fresh invite is made for them)
        self.room: RoomHosting | None = None  # the one link for every seat (net.room)
        self.error = ""
        self.notice = ""
        if host is not None:
            self._attach_me()

    # --- configuration -----------------------------------------------------------------------
    @property
    def info_(self) -> GameInfo | None:
        for g in self.games:
            if g.id == self.conf.get("game"):
                return g
        return self.games[0] if self.games else None

    def kinds(self, info: GameInfo) -> list[str]:
        k = self.conf.get("kinds", {}).get(info.id)
        if not isinstance(k, list) or len(k) != info.seats:
            k = ["me"] + ["friend"] * min(2, info.seats - 1) + ["bot"] * max(0, info.seats - 3)
        k[0] = "me"
        return list(k)

    def counter(self, kinds: list[str]) -> bool:
        """The 记牌器 for every seat: the host's choice, else on when a bot sits at the table."""
        chosen = self.app.settings.get("peer_counter")
        return chosen if isinstance(chosen, bool) else "bot" in kinds

    def preset(self, info: GameInfo) -> str:
        p = self.conf.get("preset", {}).get(info.id)
        return p if p in info.presets else info.default_preset

    def level(self, info: GameInfo) -> str:
        return chosen_level(info, self.conf.get("level", {}).get(info.id))

    def ice(self) -> JSON:
        v = self.app.settings.get("ice")
        return dict(v) if isinstance(v, dict) else {"mode": "none"}

    def _store(self, text: str) -> None:
        self.app.storage.set(HOST_KEY, text)

    def _forget(self, text: str | None) -> None:
        if text is None:
            self.app.storage.remove(HOST_KEY)

    # --- creating the table ------------------------------------------------------------------
    def create(self) -> None:
        info = self.info_
        if info is None:
            return
        kinds = self.kinds(info)
        seats = [{"kind": "bot" if k == "bot" else "remote", "level": self.level(info)} for k in kinds]
        timers = bool(self.app.settings.get("timers", False))
        counter = self.counter(kinds)
        delay = bot_delay(self.app.settings)
        # The options chosen on the start screen apply when it is the same preset there.
        preset = self.preset(info)
        opts = dict(info.presets[preset])
        start_preset = (self.app.settings.get("preset") or {}).get(info.id, info.default_preset)
        if start_preset == preset:
            opts.update((self.app.settings.get("opts") or {}).get(info.id) or {})
        self.app.storage.remove(ROOM_KEY)  # a new table gets a new room
        try:
            self.host = Host(info.id, opts, seats, timers=timers, bot_delay=delay, counter=counter,
                             store=self._store)
        except (OptionsError, ValueError) as e:
            self.error = str(e)
            return
        self._attach_me()

    def _attach_me(self) -> None:
        assert self.host is not None
        # the host's page runs the bots: they think in slices, as at a local table (the same moves)
        self.host.master.slice_ms = SLICE_MS
        self.me = Guest(0, self.host.secret(0), name="")
        join(self.net, self.host, self.me, "me")
        self.net.run()
        self.client = PeerClient(self.me, self.host.info, host=self.host, net=self.net, store=self._forget)
        for i, seat in enumerate(self.host.seats):
            if i != 0 and seat.kind == "remote":
                self.link_state.setdefault(i, "waiting")
        self.room = RoomHosting(self.app, self.host, self.net.run)  # reopens a saved room by itself

    def make_invite(self, seat: int) -> None:
        b = bridge()
        if b is None or self.host is None:
            self.link_state[seat] = "failed: " + pt("no_rtc", self.app.lang)
            return
        self.link_state[seat] = "making"
        self.invites.pop(seat, None)  # the old offer dies with its peer connection
        host = self.host
        # A newer invite for the seat (the one made on a drop, then one pressed) replaces the peer
        # connection of this one: whichever offer finishes last, only the newest may be shown.
        gen = self.invite_gen[seat] = self.invite_gen.get(seat, 0) + 1

        async def run() -> None:
            try:
                b.configure(self.ice())
                lid = f"seat{seat}"
                old = self.links.pop(seat, None)
                if old is not None:
                    host.on_close(old)
                b.handlers[lid] = lambda kind, data: self._on_link(seat, kind, data)
                sdp = await b.offer(lid)
                if self.invite_gen[seat] != gen:
                    return
                self.invites[seat] = invite_url(page_url(), seat, host.secret(seat), sdp)
                self.link_state[seat] = "invited"
            except Exception as e:  # noqa: BLE001 - shown in the panel, step named by rtc.js
                if self.invite_gen[seat] == gen:
                    self.link_state[seat] = "failed: " + str(e).replace("Error: ", "")

        spawn(run())

    def accept_answer(self, code: str) -> None:
        b = bridge()
        try:
            seat, sdp, tag = parse_answer(code)
        except InviteError as e:
            self.app.toast(pt("failed", self.app.lang, e=str(e)))
            return
        if seat is None or b is None or seat not in self.link_state:
            self.app.toast(pt("failed", self.app.lang, e="seat"))
            return
        url = self.invites.get(seat)
        if tag and (url is None or offer_tag(parse_invite(url).offer) != tag):
            # An answer to an invite this seat no longer has (a friend reopened the first link): said
            # now, in the seat's row and a toast, rather than a connection that times out.
            self.link_state[seat] = "failed: " + pt("answer_stale", self.app.lang)
            self.app.toast(pt("failed", self.app.lang, e=pt("answer_stale", self.app.lang)))
            return
        self.link_state[seat] = "connecting"

        async def run() -> None:
            try:
                await b.accept(f"seat{seat}", sdp)
            except Exception as e:  # noqa: BLE001
                self.link_state[seat] = "failed: " + str(e).replace("Error: ", "")

        spawn(run())

    def _on_link(self, seat: int, kind: str, data: str) -> None:
        b = bridge()
        host = self.host
        if host is None or b is None:
            return
        if kind == "open":
            link = BridgeLink(b, f"seat{seat}")
            self.links[seat] = link
            host.attach(link)
            self.link_state[seat] = "open"
            self.dropped.discard(seat)
        elif kind == "message":
            link2 = self.links.get(seat)
            if link2 is not None:
                host.on_text(link2, data)
        elif kind == "close":
            link3 = self.links.pop(seat, None)
            if link3 is not None:
                host.on_close(link3)
                self.link_state[seat] = "away"
                self.dropped.add(seat)
                self.invites.pop(seat, None)
                self.make_invite(seat)  # have the next invite ready for when they come back
        elif kind == "error":
            self.link_state[seat] = "failed: " + data
        self.net.run()

    def reinvites(self) -> list[int]:
        """Dropped seats whose fresh invite is ready (the table offers it with one tap)."""
        if self.host is None:
            return []
        status = self.host.status()
        return [i for i in sorted(self.dropped) if i in self.invites and not status[i]["online"]]

    def deal(self, now: float) -> None:
        if self.host is None or self.client is None:
            return
        if self.host.phase in ("lobby", "over"):
            self.host.start_hand()
            self.net.run()
        self.to_table()

    def to_table(self) -> None:
        if self.client is not None:
            self.app.show(PeerTableScreen(self.app, self.client, self))

    # --- drawing -----------------------------------------------------------------------------
    def tick(self, now: float) -> bool:
        if self.host is not None:
            self.host.tick()
            self.net.run()
        return False

    def wake(self, now: float) -> float | None:
        return 0.5

    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        lang = self.app.lang
        x0, colw = page_header(dl, w, h, pt("title", lang), "lobby:back", pt("back", lang), 640.0)
        if self.host is None:
            self._draw_setup(dl, Rect(x0, 64, colw, h - 64), lang)
        else:
            self.draw_links(dl, Rect(x0, 64, colw, h - 64 - 70))
            st = "deal" if self.host.phase in ("lobby", "over") else "to_table"
            button(dl, f"lobby:{st}", Rect(x0, h - 62, colw, 50), pt(st, lang), "primary", 19)
        if self.error:
            dl.text(w / 2, h - 80, self.error, 13, th.CINNABAR, "c", "n", "a", colw)

    def _draw_setup(self, dl: DisplayList, r: Rect, lang: str) -> None:
        info = self.info_
        y = r.y
        paragraph(dl, Rect(r.x, y, r.w, 40), pt("join_hint", lang), 13, th.INK_SOFT, "c")
        y += 34
        if self.notice:
            y += paragraph(dl, Rect(r.x, y, r.w, 40), self.notice, 13, th.CINNABAR, "c") + 6
        if info is None:
            return
        y = self._chips(dl, r.x, y, r.w, [(f"lobby:game:{g.id}", pick(g.title, lang), g.id == info.id)
                                           for g in self.games])
        y = self._chips(dl, r.x, y, r.w, [(f"lobby:preset:{p}", pick(info.preset_labels.get(p, p), lang),
                                           p == self.preset(info)) for p in info.presets])
        kinds = self.kinds(info)
        for i, k in enumerate(kinds):
            dl.text(r.x + 4, y + 20, pt("seat", lang, n=i + 1), 15, th.INK, "l", "b", "s")
            opts = [("me", pt("me", lang))] if i == 0 else [("friend", pt("friend", lang)), ("bot", pt("bot", lang))]
            bx = r.x + 90
            for key, lab in opts:
                bw = button_width(lab, 14, 64)
                button(dl, f"lobby:kind:{i}:{key}", Rect(bx, y + 2, bw, 36), lab,
                       "selected" if k == key else "normal", 14)
                bx += bw + 6
            y += 42
        y += 4
        y = self._chips(dl, r.x, y, r.w, [(f"lobby:level:{k}", level_label(k, lang),
                                           k == self.level(info)) for k in info.bots])
        timers = bool(self.app.settings.get("timers", False))
        y = self._chips(dl, r.x, y, r.w, [("lobby:timers:off", pt("timers_off", lang), not timers),
                                          ("lobby:timers:on", pt("timers_on", lang), timers)])
        counter = self.counter(kinds)
        y = self._chips(dl, r.x, y, r.w, [("lobby:counter:on", pt("counter_on", lang), counter),
                                          ("lobby:counter:off", pt("counter_off", lang), not counter)])
        mode = self.ice().get("mode", "none")
        dl.text(r.x + 4, y + 12, pt("network", lang), 13, th.INK_SOFT, "l", "b", "s")
        y += 22
        y = self._chips(dl, r.x, y, r.w, [(f"lobby:ice:{m}", pt(f"ice_{m}", lang), m == mode)
                                          for m in ("none", "stun", "custom")])
        relays = " ".join(self.app.settings.get("relays") or []) or pt("relays_default", lang)
        y = self._chips(dl, r.x, y, r.w, [("lobby:relays", pt("relays", lang, e=relays), False)])
        button(dl, "lobby:create", Rect(r.x, y + 8, r.w, 50), pt("create", lang), "primary", 19)

    def _chips(self, dl: DisplayList, x: float, y: float, w: float, items: list[tuple[str, str, bool]]) -> float:
        rs = flow(Rect(x, y, w, 1e5), [button_width(lab, 14, 60) for _, lab, _ in items], 38, 6)
        for (hid, lab, sel), br in zip(items, rs, strict=True):
            button(dl, hid, br, lab, "selected" if sel else "normal", 14)
        return (rs[-1].b if rs else y) + 10

    def draw_links(self, dl: DisplayList, r: Rect, closable: bool = False) -> None:
        """One row per friend seat: status, invite (copy / share / QR) and the answer box."""
        lang = self.app.lang
        host = self.host
        if host is None:
            return
        panel(dl, r)
        dl.hit("peer:panel", r)
        status = host.status()
        y = r.y + 14
        if self.room is not None:
            y += self.room.draw(dl, Rect(r.x + 12, y, r.w - 24, r.h))
        for i, st in enumerate(status):
            if st["kind"] != "remote" or i == 0:
                continue
            ls = self.link_state.get(i, "waiting")
            bot = st["bot"] and not (self.room is not None and self.room.never_joined(i))
            if st["online"]:
                word = pt("online", lang) + (f" · {st['rtt']} ms" if st.get("rtt") is not None else "")
            elif ls.startswith("failed") or ls == "connecting":  # said over the stand-in, never behind it
                word = (pt("failed", lang, e=ls.removeprefix("failed: ")) if ls.startswith("failed")
                        else pt("connecting", lang)) \
                    + (" · " + pt("bot_plays", lang) if bot else "")
            elif bot:
                word = pt("bot_plays", lang)
            else:
                word = pt({"waiting": "waiting", "invited": "waiting", "making": "making",
                          "connecting": "connecting", "away": "away", "open": "connecting"}.get(ls, "waiting"), lang)
            dl.text(r.x + 16, y + 14, f"{pt('seat', lang, n=i + 1)} · {word}", fit_size(word, 15, r.w - 40) + 0.0,
                    th.CINNABAR if ls.startswith("failed") else th.INK, "l", "b", "a", r.w - 32)
            y += 30
            url = self.invites.get(i)
            if not st["online"]:
                labels: list[tuple[str, str]] = []
                if url:
                    labels = [(f"link:copy:{i}", pt("copy", lang)), (f"link:share:{i}", pt("share", lang)),
                              (f"link:qr:{i}", pt("qr", lang)), (f"link:scan:{i}", pt("scan", lang)),
                              (f"link:paste:{i}", pt("paste", lang))]
                    dl.text(r.x + 16, y + 8, url, 10.5, th.INK_FAINT, "l", "n", "a", r.w - 32)
                    y += 18
                labels.append((f"link:invite:{i}", pt("new_invite" if url else "invite", lang)))
                rs = flow(Rect(r.x + 12, y, r.w - 24, 1e5), [button_width(lab, 13, 60) for _, lab in labels], 36, 6)
                for (hid, lab), br in zip(labels, rs, strict=True):
                    button(dl, hid, br, lab, "primary" if hid.startswith("link:paste") else "normal", 13)
                y = rs[-1].b + 8
            y += 6
        if self.qr_for is not None and self.qr_for in self.invites:
            url = self.invites[self.qr_for]
            m = qr_matrix(url)
            side = min(r.w - 40, r.h - 40, 360.0)
            qr = Rect(r.cx - side / 2, r.y + 20, side, side)
            dl.rect(qr.inset(-10), th.PAPER, th.PAPER_EDGE, 1, 10)
            if m is not None:
                draw_qr(dl, qr, m)
            dl.hit("link:qr_close", qr.inset(-10))
        if closable:
            button(dl, "peer:close", Rect(r.r - 84, r.b - 48, 72, 38), pt("to_table", lang), "quiet", 13)

    # --- input -------------------------------------------------------------------------------
    def tap(self, hid: str, now: float) -> None:
        info = self.info_
        if hid == "lobby:back":
            self.app.home()
            return
        if hid.startswith("link:"):
            self.tap_link(hid, now)
            return
        if hid.startswith("room:") and self.room is not None:
            self.room.tap(hid)
            return
        if hid == "lobby:deal":
            self.deal(now)
            return
        if hid == "lobby:to_table":
            self.to_table()
            return
        if info is None:
            return
        if hid.startswith("lobby:game:"):
            self.conf["game"] = hid.split(":", 2)[2]
        elif hid.startswith("lobby:preset:"):
            self.conf.setdefault("preset", {})[info.id] = hid.split(":", 2)[2]
        elif hid.startswith("lobby:level:"):
            self.conf.setdefault("level", {})[info.id] = hid.split(":", 2)[2]
        elif hid.startswith("lobby:kind:"):
            _, _, i, k = hid.split(":")
            kinds = self.kinds(info)
            kinds[int(i)] = k
            self.conf.setdefault("kinds", {})[info.id] = kinds
        elif hid.startswith("lobby:ice:"):
            mode = hid.split(":", 2)[2]
            ice: JSON = {"mode": mode}
            if mode == "custom":
                raw = ask(pt("ice_prompt", self.app.lang), str(self.ice().get("raw", "")))
                if not raw:
                    return
                parts = raw.split()
                urls = [p for p in parts if ":" in p]
                rest = [p for p in parts if ":" not in p]
                ice.update({"urls": " ".join(urls), "raw": raw})
                if len(rest) >= 2:
                    ice.update({"username": rest[0], "credential": rest[1]})
            self.app.settings["ice"] = ice
        elif hid == "lobby:relays":
            raw = ask(pt("relays_prompt", self.app.lang), " ".join(self.app.settings.get("relays") or []))
            if raw is None:
                return
            try:
                self.app.settings["relays"] = list(parse_relays(raw))
            except InviteError as e:
                self.app.toast(pt("failed", self.app.lang, e=str(e)))
                return
        elif hid.startswith("lobby:timers:"):
            self.app.settings["timers"] = hid.endswith(":on")
        elif hid.startswith("lobby:counter:"):
            self.app.settings["peer_counter"] = hid.endswith(":on")
        elif hid == "lobby:create":
            self.create()
        self.app.save_settings()

    def tap_link(self, hid: str, now: float) -> None:
        parts = hid.split(":")
        if hid == "link:qr_close":
            self.qr_for = None
            return
        if len(parts) != 3:
            return
        what, seat = parts[1], int(parts[2])
        url = self.invites.get(seat, "")
        if what == "invite":
            self.make_invite(seat)
        elif what == "copy" and url:
            if copy_text(url):
                self.app.toast(pt("copied", self.app.lang), 1.5)
        elif what == "share" and url:
            b = bridge()
            if b is not None:
                spawn(b.rtc.share(pick(self.host.info.title, self.app.lang) if self.host else "", url))
        elif what == "qr" and url:
            self.qr_for = seat
            if qr_matrix(url) is None:
                spawn(install_segno())
        elif what == "paste":
            code = ask(pt("paste_prompt", self.app.lang))
            if code:
                self.accept_answer(code)
        elif what == "scan":
            spawn(self.scan_answer())

    async def scan_answer(self) -> None:
        """The guest's answer QR through the camera, then as if pasted; a clear word if no camera."""
        lang = self.app.lang
        try:
            code = await scan_qr(pt("scan_hint", lang), pt("scan_close", lang))
        except ScanError as e:
            self.app.toast(pt("scan_" + e.kind, lang, e=e.detail), 8)
            return
        if code:
            self.accept_answer(code)

    def info(self) -> JSON:
        d: JSON = {"hosting": self.host is not None, "link_state": {str(k): v for k, v in self.link_state.items()},
                   "invites": {str(k): v for k, v in self.invites.items()}, "qr_for": self.qr_for,
                   "qr_ready": qr_ready()}
        if self.host is not None:
            d.update({"phase": self.host.phase, "hand": self.host.hand, "status": self.host.status(),
                      "net_log": [f"{e['seat']} {e['code']} {e['reason']}"[:80] for e in list(self.host.log)[-6:]]})
        if self.room is not None:
            d.update(self.room.info())
        return d
