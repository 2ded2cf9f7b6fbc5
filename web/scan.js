// Camera QR scanning for the LAN path: the host reads a guest's answer code off the guest's screen.
//
// The browser's BarcodeDetector where it reads QR codes (Android, macOS), else jsQR (vendored by
// build.py, loaded only when a scan starts). Like rtc.js this only moves text: scan() resolves with
// the text of the first QR code seen, or null when the player closes the camera; it rejects with
// "nocamera: ..." (no camera, or none allowed on this page), "denied: ..." (permission refused)
// or "decoder: ..." (jsQR did not load), which Python turns into a message.
(() => {
  "use strict";

  let current = null; // the open scan: {close(text)}

  function loadJsQR() {
    if (window.jsQR) return Promise.resolve(window.jsQR);
    return new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = "./vendor/jsqr/jsQR.js";
      s.onload = () => (window.jsQR ? resolve(window.jsQR) : reject(new Error("decoder: jsQR is not in the file")));
      s.onerror = () => reject(new Error("decoder: the QR decoder did not load"));
      document.head.appendChild(s);
    });
  }

  // A function video -> text or null, from the best decoder this browser has.
  async function decoder() {
    if ("BarcodeDetector" in window) {
      try {
        if ((await window.BarcodeDetector.getSupportedFormats()).includes("qr_code")) {
          const d = new window.BarcodeDetector({ formats: ["qr_code"] });
          return async (video) => {
            const found = await d.detect(video);
            return found.length ? found[0].rawValue : null;
          };
        }
      } catch (e) {
        /* listed but not working (some desktop builds): use jsQR */
      }
    }
    const jsQR = await loadJsQR();
    const canvas = document.createElement("canvas");
    const g = canvas.getContext("2d", { willReadFrequently: true });
    return async (video) => {
      const w = video.videoWidth, h = video.videoHeight;
      if (!w || !h) return null;
      const k = Math.min(1, 960 / Math.max(w, h)); // enough pixels per module, not a phone's full sensor
      canvas.width = Math.round(w * k);
      canvas.height = Math.round(h * k);
      g.drawImage(video, 0, 0, canvas.width, canvas.height);
      const img = g.getImageData(0, 0, canvas.width, canvas.height);
      const r = jsQR(img.data, img.width, img.height, { inversionAttempts: "attemptBoth" });
      return r && r.data ? r.data : null;
    };
  }

  function overlay(hint, closeLabel, onClose) {
    const box = document.createElement("div");
    box.id = "paiju-scan";
    box.style.cssText = "position:fixed;inset:0;z-index:50;background:rgba(20,28,26,.92);display:flex;" +
      "flex-direction:column;align-items:center;justify-content:center;gap:12px;color:#f4ecd8;font:16px sans-serif";
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.setAttribute("playsinline", "");
    video.style.cssText = "max-width:92vw;max-height:70vh;border-radius:10px;background:#000";
    const text = document.createElement("div");
    text.textContent = hint;
    text.style.cssText = "max-width:92vw;text-align:center";
    const close = document.createElement("button");
    close.textContent = closeLabel;
    close.style.cssText = "font:16px sans-serif;padding:10px 28px;border-radius:8px;border:0";
    close.onclick = onClose;
    box.append(video, text, close);
    document.body.appendChild(box);
    return { box, video };
  }

  async function scan(hint, closeLabel) {
    if (current) current.close(null);
    const md = navigator.mediaDevices;
    if (!md || !md.getUserMedia) throw new Error("nocamera: no camera API on this page (it needs https)");
    const find = await decoder();
    let stream;
    try {
      stream = await md.getUserMedia({ video: { facingMode: "environment" }, audio: false });
    } catch (e) {
      const denied = e && (e.name === "NotAllowedError" || e.name === "SecurityError");
      throw new Error((denied ? "denied: " : "nocamera: ") + (e && e.message ? e.message : e));
    }
    return new Promise((resolve) => {
      let done = false;
      const ui = overlay(String(hint || ""), String(closeLabel || "×"), () => finish(null));
      const finish = (text) => {
        if (done) return;
        done = true;
        current = null;
        stream.getTracks().forEach((t) => t.stop());
        ui.box.remove();
        resolve(text);
      };
      current = { close: finish };
      ui.video.srcObject = stream;
      ui.video.play().catch(() => {});
      const look = async () => {
        if (done) return;
        let text = null;
        try {
          text = await find(ui.video);
        } catch (e) {
          /* a frame not ready yet */
        }
        if (text) finish(text);
        else setTimeout(look, 150);
      };
      look();
    });
  }

  window.paijuScan = { scan, close: () => current && current.close(null) };
})();
