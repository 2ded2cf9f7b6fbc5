// The canvas adapter: draws a display list from Python at devicePixelRatio and forwards input.
// It decides nothing: every event goes to one Python callback, which answers with the next frame
// as JSON text {ops, wake, cursor, fonts, sounds}, or {keep, wake} (the picture stays as it is).
// Op format: pygame_core/ui/draw.py.

import { playCues } from "./sound.js";

const canvas = document.getElementById("table");
const ctx = canvas.getContext("2d");
let callback = null;   // Python: (eventJsonText) -> frameJsonText
let fonts = { s: "serif", a: "sans-serif" };
let rafPending = false;
let wakeTimer = null;
let cssW = 0, cssH = 0, dpr = 1;

// The last slow events (over 30 ms): [start, Python ms, drawing ms, ops], page clock; what the
// browser bench (tests/bench/browser.py) matches to the Long Tasks API's entries.
const slow = [];

function send(ev) {
  if (!callback) return;
  let text;
  const t0 = performance.now();
  try {
    text = callback(JSON.stringify(ev));
  } catch (e) {
    console.error("paiju: python callback failed", e);
    return;
  }
  const t1 = performance.now();
  let ops = 0;
  if (typeof text === "string" && text) {
    const frame = JSON.parse(text);
    ops = (frame.ops || []).length;
    draw(frame);
  }
  const t2 = performance.now();
  if (t2 - t0 > 30) {
    slow.push([t0, t1 - t0, t2 - t1, ops]);
    if (slow.length > 256) slow.shift();
  }
}

function scheduleFrame() {
  if (rafPending) return;
  rafPending = true;
  requestAnimationFrame(() => {
    rafPending = false;
    send({ t: "frame" });
  });
}

function resize() {
  dpr = Math.max(1, window.devicePixelRatio || 1);
  cssW = window.innerWidth;
  cssH = window.innerHeight;
  canvas.width = Math.round(cssW * dpr);
  canvas.height = Math.round(cssH * dpr);
  canvas.style.width = cssW + "px";
  canvas.style.height = cssH + "px";
  send({ t: "resize", w: cssW, h: cssH, dpr });
}

function rr(x, y, w, h, r) {
  r = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  if (r === 0) { ctx.rect(x, y, w, h); return; }
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function paint(fill, stroke, lw) {
  if (fill) { ctx.fillStyle = fill; ctx.fill(); }
  if (stroke) { ctx.shadowColor = "transparent"; ctx.lineWidth = lw || 1; ctx.strokeStyle = stroke; ctx.stroke(); }
}

const ALIGN = { l: "left", c: "center", r: "right" };

let shown = null;  // the last frame painted: painted again when the fonts arrive
// The still picture of a "Y" op (the table under a result sheet) as a bitmap: a later frame that
// opens with the same id shows it instead of drawing its ops again.
let still = null;  // { id, canvas }

function keepStill(id) {
  const c = still && still.canvas.width === canvas.width && still.canvas.height === canvas.height
    ? still.canvas : document.createElement("canvas");
  c.width = canvas.width; c.height = canvas.height;
  c.getContext("2d").drawImage(canvas, 0, 0);
  still = { id, canvas: c };
}

function draw(frame) {
  if (frame.sounds) playCues(frame.sounds);
  if (!frame.keep) {  // keep: the same picture (Python only worked this frame, or nothing changed)
    shown = frame;
    paintFrame(frame);
  }
  if (frame.cursor) canvas.style.cursor = frame.cursor;
  if (wakeTimer !== null) { clearTimeout(wakeTimer); wakeTimer = null; }
  if (frame.wake === 0) scheduleFrame();
  else if (typeof frame.wake === "number") wakeTimer = setTimeout(scheduleFrame, frame.wake * 1000);
}

// A font face is loaded the first time text is drawn in it: 4-58 ms per face and weight for Noto
// CJK in headless Chromium, and a symbol no face has (✗) sends the browser through its fallback
// fonts (8-10 ms). A face first drawn mid-hand would add that to one frame's task, so each face of a
// language is drawn once off screen: while the page loads (main.py, before the first frame), and
// after a language switch in tasks of their own.
const SAMPLE = "牌局够级跑胡子花鸟風月AKQJ0123456789·→×✓✗♠";
const warmed = new Set();
let warmCtx = null;

function warmFace(font) {
  if (warmed.has(font)) return;
  warmed.add(font);
  if (!warmCtx) {
    const c = document.createElement("canvas");
    c.width = 32; c.height = 32;
    warmCtx = c.getContext("2d");
  }
  warmCtx.font = font;
  warmCtx.fillText(SAMPLE, 0, 16);
}

function warmFonts(stacks, now) {
  for (const fam of Object.keys(stacks)) {
    for (const weight of ["", "700 "]) {
      const font = `${weight}16px ${stacks[fam]}`;
      if (now) warmFace(font);
      else if (!warmed.has(font)) setTimeout(() => warmFace(font), 0);
    }
  }
}

function paintFrame(frame) {
  if (frame.fonts) {
    if (frame.fonts.a !== fonts.a || frame.fonts.s !== fonts.s) warmFonts(frame.fonts, false);
    fonts = frame.fonts;
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, cssW, cssH);
  ctx.globalAlpha = 1;
  ctx.shadowColor = "transparent";
  ctx.textBaseline = "middle";
  const ops = frame.ops || [];
  let stillEnd = -1, stillId = null;  // the last op of a still picture being drawn, and its id
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    switch (op[0]) {
      case "R": rr(op[1], op[2], op[3], op[4], op[5]); paint(op[6], op[7], op[8]); break;
      case "T": {
        const [, x, y, s, size, color, align, weight, fam, maxw] = op;
        ctx.font = `${weight === "b" ? "700 " : ""}${size}px ${fonts[fam] || fonts.a}`;
        ctx.fillStyle = color;
        ctx.textAlign = ALIGN[align] || "center";
        if (maxw > 0) ctx.fillText(s, x, y, maxw); else ctx.fillText(s, x, y);
        break;
      }
      case "L":
        ctx.beginPath(); ctx.moveTo(op[1], op[2]); ctx.lineTo(op[3], op[4]);
        ctx.lineWidth = op[6]; ctx.strokeStyle = op[5]; ctx.stroke(); break;
      case "C":
        ctx.beginPath(); ctx.arc(op[1], op[2], op[3], 0, Math.PI * 2); paint(op[4], op[5], op[6]); break;
      case "W":
        ctx.beginPath(); ctx.arc(op[1], op[2], op[3], op[4], op[5]);
        ctx.lineWidth = op[7]; ctx.strokeStyle = op[6]; ctx.stroke(); break;
      case "P": {
        const p = op[1];
        ctx.beginPath(); ctx.moveTo(p[0], p[1]);
        for (let i = 2; i < p.length; i += 2) ctx.lineTo(p[i], p[i + 1]);
        ctx.closePath(); paint(op[2], op[3], op[4]); break;
      }
      case "G": {
        const g = ctx.createLinearGradient(0, op[2], 0, op[2] + op[4]);
        g.addColorStop(0, op[5]); g.addColorStop(1, op[6]);
        ctx.fillStyle = g; ctx.fillRect(op[1], op[2], op[3], op[4]); break;
      }
      case "Q": {
        const g = ctx.createRadialGradient(op[5], op[6], 0, op[5], op[6], Math.max(1, op[7]));
        g.addColorStop(0, op[8]); g.addColorStop(1, op[9]);
        ctx.fillStyle = g; ctx.fillRect(op[1], op[2], op[3], op[4]); break;
      }
      case "A": ctx.globalAlpha = op[1]; break;
      case "D":
        if (op[1] > 0) { ctx.shadowBlur = op[1]; ctx.shadowColor = op[2]; ctx.shadowOffsetX = op[3]; ctx.shadowOffsetY = op[4]; }
        else ctx.shadowColor = "transparent";
        break;
      case "S": ctx.save(); break;
      case "X": ctx.restore(); break;
      case "K": rr(op[1], op[2], op[3], op[4], op[5]); ctx.clip(); break;
      case "Y":
        if (i === 0 && still && still.id === op[1] && still.canvas.width === canvas.width &&
            still.canvas.height === canvas.height) {
          ctx.setTransform(1, 0, 0, 1, 0, 0);
          ctx.drawImage(still.canvas, 0, 0);
          ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
          i += op[2];
          ctx.globalAlpha = 1; ctx.shadowColor = "transparent";  // as after drawing it
        } else if (i === 0) {
          stillEnd = op[2]; stillId = op[1];
        }
        break;
    }
    if (i === stillEnd) {
      keepStill(stillId);
      ctx.globalAlpha = 1; ctx.shadowColor = "transparent";  // what follows starts as over the bitmap
    }
  }
}

function pos(e) {
  const r = canvas.getBoundingClientRect();
  return { x: e.clientX - r.left, y: e.clientY - r.top };
}

canvas.addEventListener("pointerdown", (e) => {
  canvas.focus();
  try { canvas.setPointerCapture(e.pointerId); } catch (err) { /* synthetic events */ }
  send({ t: "down", ...pos(e), pt: e.pointerType, at: e.timeStamp });
  e.preventDefault();
});
canvas.addEventListener("pointermove", (e) => send({ t: "move", ...pos(e), pt: e.pointerType }));
canvas.addEventListener("pointerup", (e) => {
  send({ t: "up", ...pos(e), pt: e.pointerType, at: e.timeStamp }); // when the finger lifted (app.py)
  e.preventDefault();
});
canvas.addEventListener("pointercancel", () => send({ t: "cancel" }));
canvas.addEventListener("wheel", (e) => { send({ t: "wheel", dy: e.deltaY, ...pos(e) }); e.preventDefault(); },
  { passive: false });
canvas.addEventListener("contextmenu", (e) => e.preventDefault());
window.addEventListener("keydown", (e) => send({ t: "key", key: e.key }));
window.addEventListener("resize", resize);
if (window.visualViewport) window.visualViewport.addEventListener("resize", resize);
// Fonts can arrive after the first frame; draw again when they do.
if (document.fonts && document.fonts.addEventListener) {
  document.fonts.addEventListener("loadingdone", () => { still = null; if (shown) paintFrame(shown); scheduleFrame(); });
}

window.paijuCanvas = {
  // Python calls start(callback) once it is ready; from then on every event goes to it.
  start(cb) { callback = cb; resize(); },
  // Python passes the font stacks of the player's language ({family: CSS stack}) before its first
  // frame: every face is drawn once now, while the loading screen is up.
  warmFonts(stacksJson) { warmFonts(JSON.parse(stacksJson), true); },
  // Python may ask for a frame after work that no event triggered.
  requestFrame: scheduleFrame,
  // the slow events so far, oldest first (see send); taking them empties the list
  takeSlow() { return slow.splice(0); },
};
