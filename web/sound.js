// Sound cues of a frame (decided in Python: pygame_core/ui/app.py "sounds"; muting is a Python
// setting, so a muted player's frames carry none). ["card"] is a short card snap synthesized with
// the Web Audio API (no sound files to load or cache), ["tick"] the blip of the player's clock in its
// last seconds; ["say", text] speaks a call such as 碰 or 开点 through speech synthesis, only when the
// browser has a Chinese voice (never a wrong accent); ["sting", "win"|"lose"] a short arpeggio at a
// hand's end.

// Opening the audio device (the first AudioContext) holds the main thread for tens of ms (58 ms in
// headless Chromium; 30 ms of a warm start, measured alternately): it is done once the page is idle
// after its start screen (or at the first tap or key, if that comes first), never in a frame of the
// table nor while the page starts. Browsers keep a context made before any gesture suspended: the
// player's first tap or key resumes it, and until then the cues are dropped (nobody could hear them).
let audio = null;
let opened = false;

function open() {
  if (opened) return;
  opened = true;
  try {
    const AC = window.AudioContext || window.webkitAudioContext;
    if (AC) audio = new AC();
  } catch (e) {
    console.debug("paiju: no audio", e);
  }
}

function unlock() {
  open();
  if (audio && audio.state === "suspended") audio.resume().catch(() => {});
}
for (const type of ["pointerdown", "keydown", "touchend"]) {
  window.addEventListener(type, unlock, { capture: true, passive: true });
}
const idle = window.requestIdleCallback || ((f) => setTimeout(f, 1));
const whenReady = setInterval(() => {  // main.py sets <body data-ready="1"> at its start screen
  if (document.body?.dataset.ready !== "1") return;
  clearInterval(whenReady);
  setTimeout(() => idle(open, { timeout: 4000 }), 1000);
}, 250);

function card() {
  const a = audio;
  if (!a || a.state !== "running") return;
  // a 60 ms burst of noise through a band-pass: the snap of a card on felt
  const len = Math.floor(a.sampleRate * 0.06);
  const buf = a.createBuffer(1, len, a.sampleRate);
  const d = buf.getChannelData(0);
  for (let i = 0; i < len; i++) d[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / len, 3);
  const src = a.createBufferSource();
  src.buffer = buf;
  const bp = a.createBiquadFilter();
  bp.type = "bandpass"; bp.frequency.value = 1800 + Math.random() * 600; bp.Q.value = 0.9;
  const g = a.createGain();
  g.gain.value = 0.5;
  src.connect(bp).connect(g).connect(a.destination);
  src.start();
}

function tick() {
  const a = audio;
  if (!a || a.state !== "running") return;
  // the last seconds of the player's own clock: a short high blip a second
  const o = a.createOscillator();
  const g = a.createGain();
  o.frequency.value = 1320;
  g.gain.setValueAtTime(0.22, a.currentTime);
  g.gain.exponentialRampToValueAtTime(0.001, a.currentTime + 0.09);
  o.connect(g).connect(a.destination);
  o.start();
  o.stop(a.currentTime + 0.1);
}

function sting(kind) {
  const a = audio;
  if (!a || a.state !== "running") return;
  // the end of a hand: a rising major arpeggio for a win, a falling minor third for a loss (~0.6 s)
  const win = kind === "win";
  const notes = win ? [523.25, 659.25, 783.99, 1046.5] : [392.0, 311.13];
  notes.forEach((f, i) => {
    const t = a.currentTime + i * (win ? 0.11 : 0.2);
    const o = a.createOscillator();
    const g = a.createGain();
    o.type = "triangle"; o.frequency.value = f;
    g.gain.setValueAtTime(0.0001, t);
    g.gain.exponentialRampToValueAtTime(0.22, t + 0.02);
    g.gain.exponentialRampToValueAtTime(0.001, t + (win ? 0.45 : 0.6));
    o.connect(g).connect(a.destination);
    o.start(t); o.stop(t + 0.65);
  });
}

function chineseVoice() {
  const s = window.speechSynthesis;
  if (!s) return null;
  return s.getVoices().find((v) => /^zh|cmn/i.test(v.lang)) || null;
}

function say(text) {
  const voice = chineseVoice();
  if (!voice || !text) return;
  const u = new SpeechSynthesisUtterance(text);
  u.voice = voice; u.lang = voice.lang; u.rate = 1.1;
  window.speechSynthesis.speak(u);
}

export function playCues(cues) {
  let cards = 0;
  for (const c of cues || []) {
    try {
      if (c[0] === "card" && cards++ < 3) setTimeout(card, cards * 70);
      else if (c[0] === "say") say(c[1]);
      else if (c[0] === "tick") tick();
      else if (c[0] === "sting") sting(c[1]);
    } catch (e) {
      console.debug("paiju: sound", e);  // sound is a nicety: never break a frame for it
    }
  }
}
