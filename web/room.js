// Paiju rooms: one link, signalling over Nostr relays through Trystero (vendored by build.py).
//
// Like rtc.js this file only moves text; pygame_core.net.room decides who sits where. Python
// registers ONE callback with setHandler(fn(id, kind, data)): id "room" for the room itself
// (kind "state": "relay-open" | "relay-closed" | "peer-failed", kind "error": a step and what to
// try), otherwise a peer id with kind "open" | "message" | "close". The room password encrypts
// the offers and answers on the relays (Trystero); the relays see neither the game nor the seats.
//
// Two paths to a peer, one at a time, the same events for Python: "direct" (Trystero's WebRTC data
// channel) or "relay" (web/relay.mjs: the room's Nostr relays, end-to-end encrypted per pair of pages).
// A peer met on the relays without a direct channel after FALLBACK_MS, or whose direct channel broke
// (ICE silent STALL_MS, nothing back for SILENT_MS, Trystero closed it, or the peer itself went relayed),
// is opened on the relay path (BROKEN_MS later if it closed); path(pid) says which. Python sees the same
// close and open as for any new connection (a knock and hello again: its resend covers what died with
// the channel).
// A relayed peer to which a new direct channel opens later moves to it without a close: each page goes
// on sending by the relays until all it sent there is acknowledged, then sends direct, so each direction
// stays in order and nothing is lost.
(() => {
  "use strict";

  const STUN = window.paijuRTC ? window.paijuRTC.PUBLIC_STUN : ["stun:stun.cloudflare.com:3478"];
  // Relays when the room names none: several, on different networks and countries, so that a player in
  // mainland China still reaches some (README "Rooms: default servers" says how they were chosen).
  const RELAYS = ["wss://nos.lol", "wss://relay.damus.io", "wss://relay.primal.net", "wss://yabu.me",
                  "wss://relay.nostr.wirednet.jp", "wss://nostr-01.yakihonne.com"];
  const FALLBACK_MS = 8000; // no direct channel to a peer met on the relays this long: the relay path
  // A direct channel in use whose ICE says "disconnected" this long counts as broken (Trystero would close
  // it 5 s later; Chromium says "disconnected" 6-8 s after the path died, tests/e2e/test_room_nat.py).
  const STALL_MS = 2000;
  // A direct channel that has carried messages from a peer, then nothing for this long while we sent on it,
  // is broken too, whatever ICE says (seen: a connection "connected" again after a break, carrying
  // nothing). The table pings every 5 s and every message is acknowledged, so a live one is never quiet.
  const SILENT_MS = 12000;
  // A broken direct channel goes to the relays this much later: long enough for a page that left to say
  // so on the relays first (pagehide's bye), which is then not opened again.
  const BROKEN_MS = 1500;
  let handler = null;
  let room = null;
  let send = null;
  let trystero = null;
  let relayPath = null; // web/relay.mjs for this room
  let watch = 0;
  // pid -> {path: "direct" | "relay" | null, open, since, direct (a Trystero channel opened since the
  // last break), broke (it closed while in use), ice / stall: its ICE state and since when
  // "disconnected", heard / waiting: a direct message came, since when we sent without an answer,
  // sent/got: messages per path (test figures)}
  const peers = new Map();
  const events = []; // the last room events (not messages), newest last

  // Trystero 0.25.4 keeps a pool of offers; one older than 57 s is refreshed by rolling the unanswered
  // offer back and making an ICE-restart offer. In Chromium that rollback drops the data channel's
  // m-section: the new offer is empty and can never connect, so a page that joins a room open for a
  // minute (a reloaded host, a guest coming back) failed whenever the old page had to offer. Keeping
  // the unanswered offer instead gives a proper restart offer (new ICE credentials, same channel).
  let RoomPeerConnection = null; // made on first use: a browser without WebRTC still loads this file
  function peerConnectionClass() {
    RoomPeerConnection ||= class extends RTCPeerConnection {
      setLocalDescription(desc) {
        if (desc && desc.type === "rollback" && this.signalingState === "have-local-offer" && !this.currentRemoteDescription)
          return Promise.resolve();
        return desc === undefined ? super.setLocalDescription() : super.setLocalDescription(desc);
      }
    };
    return RoomPeerConnection;
  }

  function note(id, kind, data) { // the room's story for the connection panel and test reports
    events.push(`${new Date().toISOString().slice(11, 23)} ${String(id).slice(0, 8)} ${kind} ${String(data || "").slice(0, 80)}`);
    if (events.length > 100) events.shift();
  }

  function emit(id, kind, data) {
    if (kind !== "message") note(id, kind, data);
    if (!handler) return;
    try {
      handler(String(id), kind, data == null ? "" : String(data));
    } catch (e) {
      console.error("paijuRoom handler", e);
    }
  }

  // opts: {appId, room, password, relays: [url], ice: {mode, urls, username, credential}}
  // ICE servers from the room's settings: {mode: "none" | "stun" | "custom", urls, username, credential}.
  // "custom": exactly the servers the host typed (its own STUN, a TURN server with its login).
  function iceServersOf(ice) {
    if (ice.mode === "stun") return [{ urls: STUN }];
    if (ice.mode !== "custom") return [];
    const urls = String(ice.urls || "").split(/[\s,]+/).filter(Boolean);
    const s = { urls };
    if (ice.username) s.username = String(ice.username);
    if (ice.credential) s.credential = String(ice.credential);
    return urls.length ? [s] : [];
  }

  function peerOf(pid) {
    let p = peers.get(pid);
    if (!p) {
      p = { path: null, open: false, since: Date.now(), direct: false, broke: false, ice: "", stall: 0,
            heard: false, waiting: 0,
            sent: { direct: 0, relay: 0 }, got: { direct: 0, relay: 0 } };
      peers.set(pid, p);
    }
    return p;
  }

  function opened(pid, path) {
    const p = peerOf(pid);
    if (p.open) return;
    Object.assign(p, { open: true, path, broke: false, heard: false, waiting: 0 });
    if (path === "relay" && relayPath) relayPath.restart(pid);
    emit(pid, "open", path);
  }

  function closed(pid, broke = false) {
    const p = peers.get(pid);
    if (!p || !p.open) return;
    Object.assign(p, { open: false, path: null, since: Date.now(), broke });
    if (broke) p.direct = false; // only a new channel (onPeerJoin) is trusted again, not the one that broke
    emit(pid, "close", broke ? "broke" : "");
  }

  // Trystero's connection to a peer is up (a relayed peer may move to it).
  function directUp(pid) {
    const c = room ? room.getPeers()[pid] : null;
    return !!c && c.connectionState === "connected";
  }

  // A direct channel found broken while Trystero still holds it: closed for good, so that Trystero can
  // make a new one (it announces again at once) instead of keeping one that carries nothing; the relays
  // at once (BROKEN_MS is for a channel that closed, which a page leaving also does).
  function broken(pid, why) {
    note(pid, "broken", why);
    closed(pid, true);
    const c = room ? room.getPeers()[pid] : null;
    if (c) c.close();
    if (relayPath && relayPath.knows(pid)) opened(pid, "relay");
  }

  // A direct channel in use that ICE has heard nothing on for STALL_MS, or that went quiet (SILENT_MS):
  // broken (its ICE story is noted).
  function checkStall(pid, p, t) {
    const c = room ? room.getPeers()[pid] : null;
    const ice = c ? c.iceConnectionState : "";
    if (ice !== p.ice && (p.ice || ice)) note(pid, "ice", ice || "gone");
    p.ice = ice;
    p.stall = ice === "disconnected" || ice === "failed" ? p.stall || t : 0;
    if (!p.open || p.path !== "direct") return;
    if (p.stall && t - p.stall >= STALL_MS) broken(pid, "ICE " + ice);
    else if (p.heard && p.waiting && t - p.waiting >= SILENT_MS) broken(pid, "quiet");
  }

  // A relayed peer with a direct channel up again: move to it once the relays carry nothing more of ours.
  function upgrade(pid, p) {
    if (p.open && p.path === "relay" && p.direct && directUp(pid) && relayPath && relayPath.idle(pid)) {
      Object.assign(p, { path: "direct", waiting: 0, heard: true }); // quiet from now on: not a live path
      note(pid, "path", "direct (was relayed)");
    }
  }

  // opts: {appId, room, password, relays: [url], ice: {mode, urls, username, credential}}
  async function open(opts) {
    await leave(); // entering again: the old room must be gone, or joinRoom hands it back
    if (!trystero) {
      try {
        trystero = await import("./vendor/trystero-p2p-nostr/index.mjs");
      } catch (e) {
        throw new Error("relay: the signalling library did not load (" + e.message + ")");
      }
    }
    const { createRelayPath } = await import("./relay.mjs");
    const iceServers = iceServersOf(opts.ice || {});
    // With a TURN server, only its relay candidates: a pair of a TURN relay and a symmetric NAT's
    // peer-reflexive address connects, then breaks ~6.5 s later (tests/e2e/test_room_nat.py); Trystero
    // then replaced the connection and its handshake timed out ("handshake timed out after 10000ms").
    const turn = iceServers.some((s) => [].concat(s.urls).some((u) => /^turns?:/.test(u)));
    const config = { appId: String(opts.appId), password: String(opts.password),
                     rtcConfig: { iceServers, iceTransportPolicy: turn ? "relay" : "all" }, rtcPolyfill: peerConnectionClass() };
    let relays = (opts.relays || []).map(String).filter(Boolean);
    if (!relays.length) relays = RELAYS;
    config.relayConfig = { urls: relays, redundancy: relays.length };
    const mine = (room = trystero.joinRoom(config, String(opts.room), {
      onJoinError: (d) => {
        const p = peers.get(String(d.peerId));
        if (p && p.open) return; // its messages go by the relays: not a problem to show
        emit("room", "error", "connect: " + d.error);
      },
    }));
    const action = room.makeAction("paiju");
    send = action.send;
    action.onMessage = (data, ctx) => {
      const p = peerOf(ctx.peerId);
      Object.assign(p, { heard: true, waiting: 0 });
      p.got.direct += 1;
      emit(ctx.peerId, "message", data);
    };
    room.onPeerJoin = (pid) => {
      const p = peerOf(pid);
      p.direct = true;
      if (p.open) upgrade(pid, p); // relayed so far: direct from now on, once the relays are drained
      else opened(pid, "direct");
    };
    room.onPeerLeave = (pid) => {
      const p = peerOf(pid);
      p.direct = false;
      if (p.path === "direct") closed(pid, true);
    };
    relayPath = await createRelayPath({
      appId: String(opts.appId), room: String(opts.room), password: String(opts.password), selfId: trystero.selfId,
      createEvent: trystero.createEvent, sockets: trystero.getRelaySockets,
      onPresence: (pid) => peerOf(pid),
      onGone: (pid) => {
        const p = peers.get(pid);
        if (p && p.path === "relay") closed(pid);
        if (p && !p.open) peers.delete(pid);
      },
      // A new stream from a peer: that page opened its relay path to us (its direct channel failed or
      // broke). Still direct here (our side has not noticed yet): the same close and open as there.
      onStream: (pid) => {
        const p = peerOf(pid);
        if (room === mine && p.open && p.path === "direct") broken(pid, "the peer went relayed");
      },
      onData: (pid, text) => {
        if (room !== mine) return;
        const p = peerOf(pid);
        if (!p.open) opened(pid, "relay"); // it went by the relays: the direct path failed there too
        p.got.relay += 1;
        emit(pid, "message", text);
      },
      log: (text) => emit("room", "error", text),
    });
    let seen = "";
    const start = Date.now();
    watch = setInterval(() => {
      const socks = Object.values(trystero.getRelaySockets() || {});
      const up = socks.filter((s) => s && s.readyState === 1).length;
      const now = up ? "relay-open" : "relay-closed";
      if (now !== seen) {
        seen = now;
        emit("room", "state", now + " " + up + "/" + socks.length);
      }
      if (!up && Date.now() - start > 10000 && Date.now() - start < 11000)
        emit("room", "error", "relay: no signalling relay answers (offline, or the relays are blocked?)");
      const t = Date.now();
      for (const [pid, p] of peers) {
        checkStall(pid, p, t);
        if (!p.open && relayPath && relayPath.knows(pid) && t - p.since > (p.broke ? BROKEN_MS : FALLBACK_MS))
          opened(pid, "relay");
        upgrade(pid, p);
      }
    }, 500);
    return trystero.selfId;
  }

  function peerSend(pid, text) {
    pid = String(pid);
    const p = peers.get(pid);
    if (p) upgrade(pid, p);
    if (p && p.path === "relay") {
      p.sent.relay += 1;
      return relayPath ? relayPath.send(pid, text) : false;
    }
    if (!send) return false;
    if (p) {
      p.sent.direct += 1;
      p.waiting ||= Date.now();
    }
    send(String(text), { target: pid }).catch((e) => emit(pid, "error", "send: " + e.message));
    return true;
  }

  // The connection state of a peer (for the connection panel), "none" if unknown.
  function state(pid) {
    const p = peers.get(String(pid));
    if (p && p.path === "relay") return "relay";
    const pc = room ? room.getPeers()[String(pid)] : null;
    return pc ? pc.connectionState + "/" + pc.iceConnectionState : "none";
  }

  // Which path a peer's messages take: "direct", "relay" or "none".
  function path(pid) {
    const p = peers.get(String(pid));
    return p && p.open ? p.path : "none";
  }

  function close(pid) {
    pid = String(pid);
    const p = peers.get(pid);
    if (p && p.path === "relay") {
      closed(pid);
      return;
    }
    const pc = room ? room.getPeers()[pid] : null;
    if (pc) pc.close();
  }

  async function leave() {
    clearInterval(watch);
    const old = room, oldRelay = relayPath;
    room = send = relayPath = null;
    peers.clear();
    if (oldRelay) await oldRelay.close();
    if (old) await old.leave();
  }

  // The relays this page reaches and whether each answered, and what went through them.
  function relays() {
    const counts = {};
    for (const [pid, p] of peers) counts[pid] = { path: p.open ? p.path : "none", sent: p.sent, got: p.got };
    return JSON.stringify({ relays: relayPath ? relayPath.relays() : [], stats: relayPath ? relayPath.stats() : {}, peers: counts });
  }

  addEventListener("pagehide", () => relayPath && relayPath.sayBye());

  window.paijuRoom = {
    setHandler: (fn) => {
      handler = fn;
    },
    open, send: peerSend, close, leave, state, path, relays,
    events: () => events.slice(),
    peerConnection: peerConnectionClass, // the RTCPeerConnection rooms use (tests/e2e/test_room_offers.py)
    selfId: () => (trystero ? trystero.selfId : ""),
  };
})();
