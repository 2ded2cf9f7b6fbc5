// Paiju WebRTC transport: one RTCPeerConnection and one ordered data channel per guest (star).
//
// Everything that decides anything is Python (pygame_core.net); this file only moves text.
// Python registers ONE callback with setHandler(fn(id, kind, data)), kind being
// "open" | "message" | "close" | "state" | "error"; data is always a string. Signalling is
// non-trickle: offer()/answer() resolve with the complete SDP once ICE gathering is done (or a
// timeout passed with at least one candidate), so an invite link carries everything.
// Every failure names its step: create, offer, gather, set-remote, answer, connect, channel, send.
(() => {
  "use strict";

  // Public STUN servers (ICE asks them all at once): Google's and Cloudflare's worldwide, and three run in
  // mainland China (Xiaomi, Tencent, Bilibili), where Google's does not answer. README "Rooms: default servers".
  const PUBLIC_STUN = ["stun:stun.cloudflare.com:3478", "stun:stun.l.google.com:19302", "stun:stun.miwifi.com:3478",
                       "stun:stun.qq.com:3478", "stun:stun.chat.bilibili.com:3478"];
  const peers = new Map(); // id -> {pc, dc, timer}
  let handler = null;
  let iceServers = [];
  let gatherMs = 4000;
  let connectMs = 20000;

  function emit(id, kind, data) {
    if (!handler) return;
    try {
      handler(String(id), kind, data == null ? "" : String(data));
    } catch (e) {
      console.error("paijuRTC handler", e);
    }
  }

  function fail(step, err) {
    const msg = err && err.message ? err.message : String(err);
    const e = new Error(step + ": " + msg);
    e.step = step;
    return e;
  }

  // mode: "none" (LAN only), "stun" (public STUN servers) or "custom" (urls + optional TURN login).
  function configure(opts) {
    const o = opts || {};
    const mode = o.mode || "none";
    if (o.gatherMs) gatherMs = Number(o.gatherMs);
    if (o.connectMs) connectMs = Number(o.connectMs);
    if (mode === "none") iceServers = [];
    else if (mode === "stun") iceServers = [{ urls: PUBLIC_STUN }];
    else if (mode === "custom") {
      const urls = String(o.urls || "").split(/[\s,]+/).filter(Boolean);
      const s = { urls };
      if (o.username) s.username = String(o.username);
      if (o.credential) s.credential = String(o.credential);
      iceServers = urls.length ? [s] : [];
    } else throw fail("create", "unknown ICE mode " + mode);
    return JSON.stringify(iceServers);
  }

  function waitGather(pc) {
    return new Promise((resolve, reject) => {
      if (pc.iceGatheringState === "complete") return resolve("complete");
      let done = false;
      const finish = (how) => {
        if (done) return;
        done = true;
        clearTimeout(t);
        pc.removeEventListener("icegatheringstatechange", onChange);
        const sdp = pc.localDescription ? pc.localDescription.sdp : "";
        if (/\r?\na=candidate:/.test(sdp)) resolve(how);
        else reject(fail("gather", "no network candidates (no usable network interface?)"));
      };
      const onChange = () => {
        if (pc.iceGatheringState === "complete") finish("complete");
      };
      pc.addEventListener("icegatheringstatechange", onChange);
      const t = setTimeout(() => finish("timeout"), gatherMs);
    });
  }

  function wireChannel(id, p, dc) {
    p.dc = dc;
    dc.onopen = () => {
      clearTimeout(p.timer);
      emit(id, "open", "");
    };
    dc.onmessage = (e) => emit(id, "message", e.data);
    dc.onclose = () => emit(id, "close", "");
    dc.onerror = (e) => emit(id, "error", "channel: " + (e && e.error ? e.error.message : "error"));
  }

  function newPeer(id) {
    close(id);
    let pc;
    try {
      pc = new RTCPeerConnection({ iceServers });
    } catch (e) {
      throw fail("create", e);
    }
    const p = { pc, dc: null, timer: 0 };
    peers.set(id, p);
    pc.addEventListener("connectionstatechange", () => {
      const s = pc.connectionState;
      emit(id, "state", s);
      // "disconnected" is often a blip that ICE recovers from by itself: only say so.
      if (s === "failed") {
        emit(id, "error", "connect: no route between the devices (try STUN or TURN in settings)");
        emit(id, "close", "");
      }
      if (s === "closed") emit(id, "close", "");
    });
    return p;
  }

  function armConnectTimer(id, p) {
    clearTimeout(p.timer);
    p.timer = setTimeout(() => {
      if (!p.dc || p.dc.readyState !== "open") emit(id, "error", "connect: timed out waiting for the other device");
    }, connectMs);
  }

  // Host: make an offer for one seat's link; resolves with the complete offer SDP.
  async function offer(id) {
    id = String(id);
    const p = newPeer(id);
    wireChannel(id, p, p.pc.createDataChannel("paiju", { ordered: true }));
    try {
      await p.pc.setLocalDescription(await p.pc.createOffer());
    } catch (e) {
      throw fail("offer", e);
    }
    await waitGather(p.pc);
    return p.pc.localDescription.sdp;
  }

  // Host: the guest's answer arrived (pasted or scanned).
  async function accept(id, sdp) {
    id = String(id);
    const p = peers.get(id);
    if (!p) throw fail("set-remote", "no offer is waiting for this answer");
    try {
      await p.pc.setRemoteDescription({ type: "answer", sdp: String(sdp) });
    } catch (e) {
      throw fail("set-remote", e);
    }
    armConnectTimer(id, p);
    return "ok";
  }

  // Guest: answer an invite's offer; resolves with the complete answer SDP.
  async function answer(id, sdp) {
    id = String(id);
    const p = newPeer(id);
    p.pc.addEventListener("datachannel", (e) => wireChannel(id, p, e.channel));
    try {
      await p.pc.setRemoteDescription({ type: "offer", sdp: String(sdp) });
    } catch (e) {
      throw fail("set-remote", e);
    }
    try {
      await p.pc.setLocalDescription(await p.pc.createAnswer());
    } catch (e) {
      throw fail("answer", e);
    }
    await waitGather(p.pc);
    armConnectTimer(id, p);
    return p.pc.localDescription.sdp;
  }

  function send(id, text) {
    const p = peers.get(String(id));
    if (!p || !p.dc || p.dc.readyState !== "open") return false;
    try {
      p.dc.send(String(text));
      return true;
    } catch (e) {
      emit(id, "error", "send: " + e.message);
      return false;
    }
  }

  function close(id) {
    id = String(id);
    const p = peers.get(id);
    if (!p) return;
    peers.delete(id);
    clearTimeout(p.timer);
    try {
      if (p.dc) p.dc.close();
      p.pc.close();
    } catch (e) {
      /* already closed */
    }
  }

  function state(id) {
    const p = peers.get(String(id));
    if (!p) return "none";
    return p.dc && p.dc.readyState === "open" ? "open" : p.pc.connectionState;
  }

  // The selected candidate pair's round-trip time in ms (or -1), for the connection panel.
  async function rtt(id) {
    const p = peers.get(String(id));
    if (!p) return -1;
    const stats = await p.pc.getStats();
    let out = -1;
    stats.forEach((r) => {
      if (r.type === "candidate-pair" && r.nominated && r.currentRoundTripTime != null) out = r.currentRoundTripTime * 1000;
    });
    return out;
  }

  // Share sheet where the browser has one (returns false when not available or cancelled).
  async function share(title, url, text) {
    if (!navigator.share) return false;
    const data = { title: String(title) };
    if (url) data.url = String(url);
    if (text) data.text = String(text);
    try {
      await navigator.share(data);
      return true;
    } catch (e) {
      return false;
    }
  }

  window.paijuRTC = {
    setHandler: (fn) => {
      handler = fn;
    },
    configure, offer, accept, answer, send, close, state, rtt, share,
    supported: typeof RTCPeerConnection !== "undefined",
    PUBLIC_STUN,
  };
})();
