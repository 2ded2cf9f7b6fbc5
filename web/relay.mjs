// Paiju rooms' second path: a seat's table messages through the room's Nostr relays, for when no direct
// data channel can be set up (both players behind symmetric NATs, a carrier's NAT, a firewall).
//
// web/room.js decides which path a peer uses; this module only carries text, reliably and in order:
// - presence: every page of the room says "here I am" on the room's topic with an ECDH (P-256) public
//   key, encrypted with the room key (the password), so each pair of pages derives its own key;
// - data: a peer's messages go to that peer's own topic, compressed (deflate-raw), encrypted with the
//   pair's key (another page of the room, which knows the password, cannot read them: a seat's hidden
//   cards stay its own), then with the sender's id under the room key (the relay sees only a topic);
// - each direction is a numbered stream: batched (one event per FLUSH_MS at most), cut to the relays'
//   published size limit (NIP-11 ``limitation``), acknowledged, resent after RESEND_MS, delivered in
//   order once; the Python protocol above (sequencing, resend, verification) is the same on both paths.
// Events are ephemeral (kinds 20000-29999), signed by Trystero's own key for the page (createEvent).

const FLUSH_MS = 120; // one event per peer at most this often: messages in between are batched
const ACK_MS = 250; // a batch received is acknowledged this soon when nothing goes back with it
const RESEND_MS = 2500; // a frame not acknowledged this long is sent again
const PRESENCE_MS = 10000;
const GONE_MS = 35000; // nothing from a peer this long: it has gone
const DEFAULT_LIMIT = 16384; // bytes of an event when a relay publishes no limit
const MIN_GAP_MS = 60; // between two events on the relays (doubled while a relay says rate-limited)

const enc = new TextEncoder();
const dec = new TextDecoder();
const b64 = (bytes) => {
  const u = new Uint8Array(bytes);
  let out = "";
  for (let i = 0; i < u.length; i += 8192) out += String.fromCharCode(...u.subarray(i, i + 8192));
  return btoa(out);
};
const unb64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
const sha256 = (text) => crypto.subtle.digest("SHA-256", enc.encode(text));
// Trystero's event kind for a topic (createEvent computes the same; the subscription must name it).
const kindOf = (topic) => (topic.split("").reduce((a, c) => a + c.charCodeAt(0), 0) % 1e4) + 2e4;

async function seal(key, bytes) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, bytes));
  return concat(iv, ct);
}

async function unseal(key, bytes) {
  return new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.subarray(0, 12) }, key, bytes.subarray(12)));
}

function concat(...parts) {
  const out = new Uint8Array(parts.reduce((n, x) => n + x.length, 0));
  let i = 0;
  for (const x of parts) {
    out.set(x, i);
    i += x.length;
  }
  return out;
}

// deflate-raw: a table's messages are JSON, a few times smaller compressed (fewer bytes on the relays)
const squeeze = async (bytes, how) =>
  new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(how)).arrayBuffer());

// An event's content: "p" + presence {f, p, b} under the room key, or "d" + [len(f)][f][data under the
// pair's key] under the room key (the relay sees neither who sent it nor what; another page of the room
// learns the sender but cannot read the data).
async function sealPresence(roomKey, obj) {
  return "p" + b64(await seal(roomKey, enc.encode(JSON.stringify(obj))));
}

async function sealData(roomKey, pairKey, from, body) {
  const f = enc.encode(from);
  const inner = await seal(pairKey, await squeeze(enc.encode(JSON.stringify(body)), new CompressionStream("deflate-raw")));
  return "d" + b64(await seal(roomKey, concat(Uint8Array.of(f.length), f, inner)));
}

// -> {f, presence} or {f, data: Uint8Array (still under the pair's key)}
async function openContent(roomKey, content) {
  const kind = content[0];
  const plain = await unseal(roomKey, unb64(content.slice(1)));
  if (kind === "p") return { ...JSON.parse(dec.decode(plain)), presence: true };
  if (kind !== "d") throw new Error("not a paiju relay event");
  const n = plain[0];
  return { f: dec.decode(plain.subarray(1, 1 + n)), data: plain.subarray(1 + n) };
}

async function openData(pairKey, data) {
  return JSON.parse(dec.decode(await squeeze(await unseal(pairKey, data), new DecompressionStream("deflate-raw"))));
}

// opts: {appId, room, password, selfId, createEvent(topic, content), sockets() -> {url: WebSocket},
//        onPresence(pid), onGone(pid), onData(pid, text), log(text), onStream(pid) (optional: a new
//        stream from pid begins)}
export async function createRelayPath(opts) {
  const self = String(opts.selfId);
  const roomKey = await crypto.subtle.importKey("raw", await sha256(`paiju-relay|${opts.password}|${opts.appId}|${opts.room}`),
                                                "AES-GCM", false, ["encrypt", "decrypt"]);
  const roomTopic = hex(await sha256(`paiju-relay-topic|${opts.appId}|${opts.room}|${opts.password}`)).slice(0, 40);
  const topicOf = async (pid) => hex(await sha256(roomTopic + "|" + pid)).slice(0, 40);
  const selfTopic = await topicOf(self);
  const ecdh = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"]);
  const myPk = b64(await crypto.subtle.exportKey("raw", ecdh.publicKey));
  const subId = "paiju-" + self.slice(0, 12);
  const peers = new Map(); // pid -> {pk, key, topic, seen, out, inn, ended (streams of theirs that ended), timer, ackDue}
  const relays = new Map(); // url -> {ws, answered, limit, asked}
  const queue = []; // [topic, content] waiting for the pacing
  const mine = new Set(); // ids of our events, to read the relays' OK for them
  const stats = { events: 0, bytes: 0, received: 0, resent: 0 };
  let gap = MIN_GAP_MS, calmAt = 0, pumping = false, closed = false, lastPresence = 0, presenceSoon = 0;

  const limit = () => {
    const ls = [...relays.values()].filter((r) => r.answered).map((r) => r.limit);
    return Math.min(65536, ...(ls.length ? ls : [DEFAULT_LIMIT]));
  };

  function publish(topic, content) {
    queue.push([topic, content]);
    if (!pumping) pump();
  }

  async function pump() {
    pumping = true;
    while (queue.length && !closed) {
      const [topic, content] = queue.shift();
      let event;
      try {
        event = await opts.createEvent(topic, content);
      } catch (e) {
        opts.log("relay: could not sign an event (" + e.message + ")");
        continue;
      }
      mine.add(JSON.parse(event)[1].id);
      if (mine.size > 500) mine.delete(mine.values().next().value);
      for (const r of relays.values()) {
        if (r.ws.readyState !== 1) continue;
        r.ws.send(event);
        stats.events += 1;
        stats.bytes += event.length;
      }
      if (Date.now() > calmAt) gap = MIN_GAP_MS;
      await new Promise((res) => setTimeout(res, gap));
    }
    pumping = false;
  }

  // The relay's NIP-11 document: its size limits (a relay that publishes none gets DEFAULT_LIMIT).
  async function askLimits(url, r) {
    r.asked = true;
    try {
      const res = await fetch(url.replace(/^ws/, "http"), { headers: { Accept: "application/nostr+json" } });
      const lim = (await res.json()).limitation || {};
      const sizes = [lim.max_message_length, lim.max_content_length].filter((x) => Number(x) > 1000).map(Number);
      if (sizes.length) r.limit = Math.min(...sizes);
    } catch (e) {
      /* no NIP-11 document: the default limit */
    }
  }

  function onSocketMessage(url, r, ev) {
    let msg;
    try {
      msg = JSON.parse(ev.data);
    } catch (e) {
      return;
    }
    if (msg[0] === "EOSE" && msg[1] === subId) r.answered = true;
    else if (msg[0] === "OK" && mine.has(msg[1])) {
      r.answered = true;
      if (msg[2] === false && String(msg[3] || "").startsWith("rate-limited")) {
        gap = Math.min(gap * 2, 2000);
        calmAt = Date.now() + 30000;
      } else if (msg[2] === false) opts.log(`relay: ${url} refused an event (${String(msg[3]).slice(0, 60)})`);
    } else if (msg[0] === "EVENT" && msg[1] === subId && msg[2] && typeof msg[2].content === "string") {
      r.answered = true;
      receive(msg[2].content).catch(() => {}); // not ours to read (another room's key): ignored
    }
  }

  // Attach to every relay socket Trystero has open (a reconnected relay has a new socket).
  function watchSockets() {
    const socks = opts.sockets() || {};
    for (const [url, ws] of Object.entries(socks)) {
      let r = relays.get(url);
      if (r && r.ws === ws) continue;
      if (!ws || ws.readyState !== 1) continue;
      r = { ws, answered: false, limit: r ? r.limit : DEFAULT_LIMIT, asked: r ? r.asked : false };
      relays.set(url, r);
      ws.addEventListener("message", (ev) => onSocketMessage(url, r, ev));
      const since = Math.floor(Date.now() / 1000) - 30;
      ws.send(JSON.stringify(["REQ", subId, { kinds: [kindOf(roomTopic), kindOf(selfTopic)], "#x": [roomTopic, selfTopic], since }]));
      if (!r.asked) askLimits(url, r);
      presenceSoon = Date.now(); // a relay came (back): say we are here
    }
  }

  let byeEvent = ""; // signed ahead: a closing page has no time to sign (pagehide runs no promises)
  async function presence(bye) {
    lastPresence = Date.now();
    presenceSoon = 0;
    publish(roomTopic, await sealPresence(roomKey, { f: self, p: myPk, ...(bye ? { b: 1 } : {}) }));
    if (!bye) byeEvent = await opts.createEvent(roomTopic, await sealPresence(roomKey, { f: self, p: myPk, b: 1 }));
  }

  async function receive(content) {
    const m = await openContent(roomKey, content);
    const from = String(m.f || "");
    if (!from || from === self) return;
    stats.received += 1;
    let p = peers.get(from);
    if (m.presence) {
      if (m.b) {
        if (p) gone(from);
        return;
      }
      if (!p || p.pk !== m.p) {
        const theirs = await crypto.subtle.importKey("raw", unb64(m.p), { name: "ECDH", namedCurve: "P-256" }, false, []);
        const bits = await crypto.subtle.deriveBits({ name: "ECDH", public: theirs }, ecdh.privateKey, 256);
        const ids = [self, from].sort().join("|");
        const key = await crypto.subtle.importKey("raw", await crypto.subtle.digest("SHA-256", new Uint8Array(
          [...new Uint8Array(bits), ...enc.encode(`|${ids}|${opts.room}`)])), "AES-GCM", false, ["encrypt", "decrypt"]);
        const fresh = !p;
        p = p || { out: newOut(), inn: { e: "", next: 0, buf: new Map(), partial: "" }, ended: new Set(), timer: 0,
                   ackDue: false };
        Object.assign(p, { pk: m.p, key, topic: await topicOf(from) });
        peers.set(from, p);
        // A page new to us may have come after our last presence: say it again soon (once a second at most).
        if (fresh && !presenceSoon) presenceSoon = Math.max(Date.now() + 200, lastPresence + 1000);
      }
      p.seen = Date.now();
      opts.onPresence(from);
      return;
    }
    if (!p || !m.data) return; // data from a page whose presence we have not seen yet: it resends
    p.seen = Date.now();
    const d = await openData(p.key, m.data);
    if (d.ae === p.out.e) for (const s of [...p.out.unacked.keys()]) if (s <= d.a) p.out.unacked.delete(s);
    if (!Array.isArray(d.m) || !d.m.length) return;
    if (d.e !== p.inn.e) { // a new stream from that page: it opened its relay path to us (again)
      // ...unless a late copy (a slower relay of several, or one event decoded after the next) of a stream
      // that has ended: taken as new, it numbered from 0 again and every frame of the new one then waited
      // for frames acknowledged long ago (and the old stream's messages came twice).
      if (p.ended.has(d.e)) return;
      if (p.inn.e) p.ended.add(p.inn.e);
      if (p.ended.size > 64) p.ended.delete(p.ended.values().next().value);
      p.inn = { e: d.e, next: 0, buf: new Map(), partial: "" };
      if (opts.onStream) opts.onStream(from);
    }
    const inn = p.inn;
    for (const [seq, text, more] of d.m) if (seq >= inn.next && !inn.buf.has(seq)) inn.buf.set(seq, [text, more]);
    const out = [];
    while (inn.buf.has(inn.next)) {
      const [text, more] = inn.buf.get(inn.next);
      inn.buf.delete(inn.next);
      inn.next += 1;
      if (more) inn.partial += text;
      else {
        out.push(inn.partial + text);
        inn.partial = "";
      }
    }
    p.ackDue = true;
    schedule(from, p, ACK_MS);
    for (const text of out) opts.onData(from, text);
  }

  function newOut() {
    return { e: crypto.getRandomValues(new Uint32Array(2)).join("-"), seq: 0, pending: [], unacked: new Map() };
  }

  // Flush ``p`` in ``ms`` at the latest (a send after a pending resend timer must not wait for it).
  function schedule(pid, p, ms) {
    const due = Date.now() + ms;
    if (p.timer && p.due <= due) return;
    clearTimeout(p.timer);
    p.due = due;
    p.timer = setTimeout(() => flush(pid, p), ms);
  }

  async function flush(pid, p) {
    p.timer = 0;
    if (closed || peers.get(pid) !== p) return;
    const out = p.out;
    const now = Date.now();
    const most = Math.floor(limit() * 0.72) - 500; // the sealed batch in base64 (4/3) and the event around it
    // Frames due again first, then new ones, up to what compresses into one event: a guess at 4 times
    // the limit before compression, halved until it fits.
    const due = [...p.out.unacked.values()].filter((u) => now - u.at >= RESEND_MS).map((u) => u.f);
    let frames = [...due, ...p.out.pending];
    let size = 0;
    frames = frames.filter((f) => (size += enc.encode(JSON.stringify(f)).length + 1) <= most * 4 || f === frames[0]);
    if (!frames.length && !p.ackDue) {
      if (p.out.unacked.size) schedule(pid, p, RESEND_MS);
      return;
    }
    let content;
    for (;;) {
      content = await sealData(roomKey, p.key, self, { e: p.out.e, m: frames, ae: p.inn.e, a: p.inn.next - 1 });
      if (content.length <= most || frames.length <= 1) break;
      frames = frames.slice(0, Math.ceil(frames.length / 2));
    }
    if (closed || peers.get(pid) !== p || p.out !== out) return; // (restarted meanwhile: that connection is gone)
    p.ackDue = false;
    const at = Date.now();
    for (const f of frames) {
      const u = p.out.unacked.get(f[0]);
      const i = p.out.pending.indexOf(f);
      if (u) {
        u.at = at;
        stats.resent += 1;
      } else if (i >= 0) {
        p.out.pending.splice(i, 1);
        p.out.unacked.set(f[0], { f, at });
      } // else acknowledged while this batch was sealed (another flush sent it): nothing to keep
      // (splice(-1, 1) here dropped the newest message waiting to go, for good)
    }
    publish(p.topic, content);
    const more = p.out.pending.length || [...p.out.unacked.values()].some((u) => at - u.at >= RESEND_MS);
    if (more) schedule(pid, p, FLUSH_MS);
    else if (p.out.unacked.size) schedule(pid, p, RESEND_MS);
  }


  function gone(pid) {
    const p = peers.get(pid);
    if (!p) return;
    clearTimeout(p.timer);
    peers.delete(pid);
    opts.onGone(pid);
  }

  const tick = () => {
    if (closed) return;
    watchSockets();
    const now = Date.now();
    if (now - lastPresence > PRESENCE_MS || (presenceSoon && now >= presenceSoon)) presence(false);
    for (const [pid, p] of peers) if (now - p.seen > GONE_MS) gone(pid);
  };
  const ticker = setInterval(tick, 250);
  tick();

  return {
    knows: (pid) => peers.has(String(pid)),
    // Nothing of ours to ``pid`` waits to go or to be acknowledged (a move to another path keeps the order).
    idle(pid) {
      const p = peers.get(String(pid));
      return !p || (!p.out.pending.length && !p.out.unacked.size);
    },
    // A new stream to ``pid`` (a new connection on this path): numbering starts again.
    restart(pid) {
      const p = peers.get(String(pid));
      if (p) p.out = newOut();
    },
    send(pid, text) {
      const p = peers.get(String(pid));
      if (!p) return false;
      const piece = Math.max(1000, Math.floor((Math.floor(limit() * 0.7) - 600) / 3)); // 3 bytes a char at most
      const t = String(text);
      for (let i = 0; i < t.length || i === 0; i += piece) {
        p.out.pending.push([p.out.seq++, t.slice(i, i + piece), i + piece < t.length ? 1 : 0]);
      }
      schedule(String(pid), p, p.out.pending.length > 1 ? 0 : 20);
      return true;
    },
    relays: () => [...relays.entries()].map(([url, r]) => ({ url, answered: r.answered && r.ws.readyState === 1, limit: r.limit })),
    stats: () => ({ ...stats }),
    // The page is going away: tell the others now (they would otherwise wait GONE_MS for it).
    sayBye() {
      if (closed || !byeEvent) return;
      for (const r of relays.values()) if (r.ws.readyState === 1) r.ws.send(byeEvent);
    },
    async close() {
      if (closed) return;
      await presence(true);
      await new Promise((res) => setTimeout(res, 50));
      closed = true;
      clearInterval(ticker);
      for (const p of peers.values()) clearTimeout(p.timer);
      for (const r of relays.values()) if (r.ws.readyState === 1) r.ws.send(JSON.stringify(["CLOSE", subId]));
    },
  };
}
