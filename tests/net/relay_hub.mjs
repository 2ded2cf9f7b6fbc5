// A fake Nostr relay in memory for web/relay.mjs (tests/net/test_room.py runs this with node):
// pages subscribe with REQ, publish EVENTs; the hub delivers every event to everyone, can drop some, and
// records every content it carried. Prints one JSON line of findings.
import { createRelayPath } from "../../web/relay.mjs";

const drop = Number(process.argv[2] || 0); // drop every n-th event (0: none)
const subs = []; // {ws, subId, tags}
const carried = []; // every content the relay saw
const events = []; // every event it carried (a late copy of them all is delivered again below)
let n = 0;

class FakeSocket {
  constructor() {
    this.readyState = 1;
    this.listeners = [];
  }
  addEventListener(kind, fn) {
    if (kind === "message") this.listeners.push(fn);
  }
  deliver(msg) {
    const data = JSON.stringify(msg);
    setTimeout(() => this.listeners.forEach((fn) => fn({ data })), 1);
  }
  send(text) {
    const msg = JSON.parse(text);
    if (msg[0] === "REQ") {
      subs.push({ ws: this, subId: msg[1], tags: new Set(msg[2]["#x"]) });
      this.deliver(["EOSE", msg[1]]);
    } else if (msg[0] === "EVENT") {
      const ev = msg[1];
      carried.push(ev.content);
      events.push(ev);
      this.deliver(["OK", ev.id, true, ""]);
      n += 1;
      if (drop && n % drop === 0) return; // lost on the way
      // a nosy hub: every page gets every event of the room, its own topic or not (each must keep out
      // what is not its own: another seat's messages are under a key it does not have)
      for (const s of subs) s.ws.deliver(["EVENT", s.subId, ev]);
    }
  }
}

let ids = 0;
const createEvent = async (topic, content) =>
  JSON.stringify(["EVENT", { id: "e" + ids++, kind: 20000, tags: [["x", topic]], content, created_at: 0 }]);
const globalThisFetch = globalThis.fetch;
globalThis.fetch = async () => ({ json: async () => ({ limitation: { max_message_length: 4000 } }) });

async function page(name, password) {
  const got = [];
  const met = new Set();
  const sock = new FakeSocket();
  const path = await createRelayPath({
    appId: "t", room: "room1", password, selfId: name, createEvent, sockets: () => ({ "wss://hub": sock }),
    onPresence: (pid) => met.add(pid), onGone: () => {}, onData: (pid, text) => got.push([pid, text]),
    log: () => {},
  });
  return { name, path, got, met };
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));
// The next encryption after ``hold()`` waits until the test lets it go (a page busy sealing a batch).
const subtle = globalThis.crypto.subtle;
const encrypt = subtle.encrypt.bind(subtle);
let gate = null;
subtle.encrypt = async (...a) => {
  if (gate) {
    const g = gate;
    gate = null;
    await g;
  }
  return encrypt(...a);
};
let release = () => {};
const hold = () => (gate = new Promise((r) => (release = r)));
const host = await page("host", "pw");
const guest = await page("guest", "pw");
const other = await page("other", "pw"); // another guest of the room: knows the password
for (let i = 0; i < 100 && !(host.met.has("guest") && guest.met.has("host")); i++) await wait(50);
const secret = "红桃A-secret-hand";
// more than one event can carry, and hardly compressible: cut, sent in several events, put together
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const big = Array.from({ length: 12000 }, (_, i) => (i % 3 ? String.fromCharCode(33 + Math.floor(rnd() * 90))
                                                             : String.fromCharCode(0x4e00 + Math.floor(rnd() * 2000)))).join("");
const sent = [];
for (let i = 0; i < 40; i++) sent.push(`{"t":"update","n":${i},"hand":"${secret}"}`);
sent.splice(20, 0, big);
for (const m of sent) host.path.send("guest", m);
for (let i = 0; i < 20; i++) guest.path.send("host", `{"t":"intent","n":${i}}`);
// (up to 60 s: with every third event lost the resends take their turns, slower still on a loaded machine)
for (let i = 0; i < 1200 && (guest.got.length < sent.length || host.got.length < 20); i++) await wait(50);
const readable = carried.some((c) => c.includes("secret") || c.includes("update"));
// The host's path to the guest opens again (a new stream), then a late copy of every event so far comes
// (a slower relay of several): the ended stream's frames neither come again nor hold up the new one.
const [had, hostHad] = [guest.got.length, host.got.length];
const late = events.slice();
host.path.restart("guest");
host.path.send("guest", "new-0");
for (let i = 0; i < 400 && guest.got.length === had; i++) await wait(50);
for (const ev of late) for (const s of subs) s.ws.deliver(["EVENT", s.subId, ev]);
await wait(300);
host.path.send("guest", "new-1");
for (let i = 0; i < 400 && guest.got.length < had + 2; i++) await wait(50);
await wait(300);
const restarted = JSON.stringify(guest.got.slice(had).map((x) => x[1])) === '["new-0","new-1"]' &&
  host.got.length === hostHad;
// The path opens again while a batch is being sealed: a message sent on the new stream before that batch
// is out must go all the same (the sealed batch's frames are not the new stream's to account for).
await wait(600); // (the acknowledgements of the above are out)
const had2 = guest.got.length;
hold();
host.path.send("guest", "old-x");
await wait(200); // its batch waits in the sealing
host.path.restart("guest");
host.path.send("guest", "new-2");
release();
for (let i = 0; i < 200 && !guest.got.slice(had2).some((x) => x[1] === "new-2"); i++) await wait(50);
const midSeal = guest.got.slice(had2).filter((x) => x[1] === "new-2").length === 1;
// A batch held in its sealing while another flush sends the same frame and the guest acknowledges it:
// when the held one goes out, the message that came meanwhile must still go.
await wait(600);
const had3 = guest.got.length;
hold();
host.path.send("guest", "b");
await wait(200); // its batch waits in the sealing
host.path.send("guest", "b2"); // another flush: "b" and "b2" go, and are acknowledged
for (let i = 0; i < 100 && !guest.got.slice(had3).some((x) => x[1] === "b2"); i++) await wait(50);
await wait(1000); // (the acknowledgement is back)
host.path.send("guest", "c");
release();
for (let i = 0; i < 200 && !guest.got.slice(had3).some((x) => x[1] === "c"); i++) await wait(50);
const ackedMidSeal = JSON.stringify(guest.got.slice(had3).map((x) => x[1])) === '["b","b2","c"]';
globalThis.fetch = globalThisFetch;
console.log(JSON.stringify({
  met: [...host.met].sort(), in_order: JSON.stringify(guest.got.slice(0, had).map((x) => x[1])) === JSON.stringify(sent),
  from_host: guest.got.every((x) => x[0] === "host"), back: host.got.map((x) => x[1]).join("|") ===
    Array.from({ length: 20 }, (_, i) => `{"t":"intent","n":${i}}`).join("|"),
  got: had, want: sent.length, host_got: hostHad, other_got: other.got.length, readable, longest: Math.max(...carried.map((c) => c.length)),
  events: late.length, resent: host.path.stats().resent, restarted, after: guest.got.slice(had).map((x) => x[1]).slice(0, 6),
  mid_seal: midSeal, acked_mid_seal: ackedMidSeal, last: guest.got.slice(had3).map((x) => x[1]),
}));
for (const p of [host, guest, other]) await p.path.close();
process.exit(0);
