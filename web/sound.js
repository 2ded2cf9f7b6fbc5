// Sound cues of a frame (decided in Python: pygame_core/ui/app.py "sounds"; muting is a Python
// setting, so a muted player's frames carry none). ["card"] is a short card snap synthesized with
// the Web Audio API (no sound files to load or cache); ["say", text] speaks a call such as 碰 or
// 开点 through speech synthesis, only when the browser has a Chinese voice (never a wrong accent).

let audio = null;

function ctx() {
  const AC = window.AudioContext || window.webkitAudioContext;
  if (!AC) return null;
  if (!audio) audio = new AC();
  if (audio.state === "suspended") audio.resume();  // browsers start audio only after a tap
  return audio;
}

function card() {
  const a = ctx();
  if (!a) return;
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
    } catch (e) {
      console.debug("paiju: sound", e);  // sound is a nicety: never break a frame for it
    }
  }
}
