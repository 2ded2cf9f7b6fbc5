// Paiju rooms: one link, signalling over Nostr relays through Trystero (vendored by build.py).
//
// Like rtc.js this file only moves text; pygame_core.net.room decides who sits where. Python
// registers ONE callback with setHandler(fn(id, kind, data)): id "room" for the room itself
// (kind "state": "relay-open" | "relay-closed" | "peer-failed", kind "error": a step and what to
// try), otherwise a peer id with kind "open" | "message" | "close". The room password encrypts
// the offers and answers on the relays (Trystero); the relays see neither the game nor the seats.
(() => {
  "use strict";

  const STUN = ["stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478"];
  let handler = null;
  let room = null;
  let send = null;
  let trystero = null;
  let watch = 0;
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

  function emit(id, kind, data) {
    if (kind !== "message") { // the room's story for the connection panel and test reports
      events.push(`${new Date().toISOString().slice(11, 23)} ${String(id).slice(0, 8)} ${kind} ${String(data || "").slice(0, 80)}`);
      if (events.length > 100) events.shift();
    }
    if (!handler) return;
    try {
      handler(String(id), kind, data == null ? "" : String(data));
    } catch (e) {
      console.error("paijuRoom handler", e);
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
    const ice = opts.ice || {};
    let iceServers = [];
    if (ice.mode === "stun") iceServers = [{ urls: STUN }];
    else if (ice.mode === "custom") {
      const urls = String(ice.urls || "").split(/[\s,]+/).filter(Boolean);
      const s = { urls };
      if (ice.username) s.username = String(ice.username);
      if (ice.credential) s.credential = String(ice.credential);
      if (urls.length) iceServers = [s];
    }
    const config = { appId: String(opts.appId), password: String(opts.password), rtcConfig: { iceServers },
                     rtcPolyfill: peerConnectionClass() };
    const relays = (opts.relays || []).map(String).filter(Boolean);
    if (relays.length) config.relayConfig = { urls: relays, redundancy: relays.length };
    room = trystero.joinRoom(config, String(opts.room), {
      onJoinError: (d) => emit("room", "error", "connect: " + d.error),
    });
    const action = room.makeAction("paiju");
    send = action.send;
    action.onMessage = (data, ctx) => emit(ctx.peerId, "message", data);
    room.onPeerJoin = (pid) => emit(pid, "open", "");
    room.onPeerLeave = (pid) => emit(pid, "close", "");
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
    }, 500);
    return trystero.selfId;
  }

  function peerSend(pid, text) {
    if (!send) return false;
    send(String(text), { target: String(pid) }).catch((e) => emit(pid, "error", "send: " + e.message));
    return true;
  }

  // The connection state of a peer (for the connection panel), "none" if unknown.
  function state(pid) {
    const pc = room ? room.getPeers()[String(pid)] : null;
    return pc ? pc.connectionState + "/" + pc.iceConnectionState : "none";
  }

  function close(pid) {
    const pc = room ? room.getPeers()[String(pid)] : null;
    if (pc) pc.close();
  }

  async function leave() {
    clearInterval(watch);
    const old = room;
    room = send = null;
    if (old) await old.leave();
  }

  window.paijuRoom = {
    setHandler: (fn) => {
      handler = fn;
    },
    open, send: peerSend, close, leave, state,
    events: () => events.slice(),
    peerConnection: peerConnectionClass, // the RTCPeerConnection rooms use (tests/e2e/test_room_offers.py)
    selfId: () => (trystero ? trystero.selfId : ""),
  };
})();
